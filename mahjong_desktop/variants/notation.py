"""Reading the rule book's notation: runs of digits, each closed by a suit letter.

Shared by mahjong tiles (``123m 55z``) and Paohuzi cards (``270x 55d``); each
game turns a (digits, letter) group into its own kinds.
"""

from __future__ import annotations

import re

from mahjong_desktop.engine.errors import NotationError


def digit_groups(text: str, letters: str) -> list[tuple[str, str]]:
    """The (digits, letter) groups of ``text``, spaces ignored; NotationError if unreadable."""
    compact = "".join(text.split())
    pattern = re.compile(rf"(\d+)([{re.escape(letters)}])")
    pos = 0
    groups: list[tuple[str, str]] = []
    for match in pattern.finditer(compact):
        if match.start() != pos:
            raise NotationError(f"cannot read {compact[pos : match.start()]!r} in {text!r}")
        pos = match.end()
        groups.append((match.group(1), match.group(2)))
    if pos != len(compact):
        raise NotationError(f"cannot read {compact[pos:]!r} in {text!r}")
    return groups
