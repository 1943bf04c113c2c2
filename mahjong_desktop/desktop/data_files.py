"""Where the app's data folders (``resources/``, ``translations/``) are found.

In the repository they sit at the top level and are installed inside the
package (``mahjong_desktop.resources``, ``mahjong_desktop.translations``, see
``pyproject.toml``). Three layouts reach them differently:

- a wheel: ``<site-packages>/mahjong_desktop/<name>/``, beside this module;
- a source checkout run with ``PYTHONPATH``: ``<checkout>/<name>/``;
- an editable install: ``importlib.resources`` through the package mapping,
  which points at the checkout the install was made from.

A checkout's own folder wins over the editable mapping, so a worktree sees its
own files even when the editable install points at another checkout.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from importlib.resources.abc import Traversable

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # mahjong_desktop/
FOLDERS = {"resources": "mahjong_desktop.resources", "translations": "mahjong_desktop.translations"}


def data_roots(folder: str) -> Iterator[Traversable]:
    """The candidate roots of ``folder`` ("resources" or "translations"), best first.

    One at a time: the editable mapping (an import) is looked up only when the
    folders beside the package do not have what is wanted.
    """
    package = FOLDERS[folder]
    for path in (PACKAGE_DIR / folder, PACKAGE_DIR.parent / folder):
        if (path / "__init__.py").is_file():
            yield path
    import importlib.resources  # some milliseconds: only when the folders above lack it

    try:
        editable = importlib.resources.files(package)
    except ModuleNotFoundError:
        return
    yield editable


def find_data_file(folder: str, *parts: str) -> Traversable | None:
    """The first existing ``folder/parts...`` among the roots, or None."""
    for root in data_roots(folder):
        candidate = root.joinpath(*parts)
        if candidate.is_file():
            return candidate
    return None


def read_data_file(folder: str, name: str) -> bytes:
    """The bytes of ``folder/name`` (``name`` may hold ``/``); FileNotFoundError if absent.

    The one lookup of the app's files: tile art, icons, fonts and rules pages.
    """
    found = find_data_file(folder, *name.split("/"))
    if found is None:
        raise FileNotFoundError(f"{folder}/{name} is not installed")
    return found.read_bytes()
