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

import contextlib
import importlib.resources
from importlib.resources.abc import Traversable
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
FOLDERS = {"resources": "mahjong_desktop.resources", "translations": "mahjong_desktop.translations"}


def data_roots(folder: str) -> list[Traversable]:
    """The candidate roots of ``folder`` ("resources" or "translations"), best first."""
    package = FOLDERS[folder]
    roots: list[Traversable] = []
    for path in (PACKAGE_DIR / folder, PACKAGE_DIR.parent / folder):
        if (path / "__init__.py").is_file():
            roots.append(path)
    with contextlib.suppress(ModuleNotFoundError):
        roots.append(importlib.resources.files(package))
    return roots


def find_data_file(folder: str, *parts: str) -> Traversable | None:
    """The first existing ``folder/parts...`` among the roots, or None."""
    for root in data_roots(folder):
        candidate = root.joinpath(*parts)
        if candidate.is_file():
            return candidate
    return None
