"""Reading the rule book's notation: runs of digits, each closed by a suit letter.

Shared by mahjong tiles (``123m 55z``) and Paohuzi cards (``270x 55d``); each
game turns a (digits, letter) group into its own kinds. Only the ASCII digits
0-9 are tile numbers: ``re``'s ``\\d`` and ``int`` would also take full-width
or Arabic-Indic digits, which no rule book writes.
"""

from __future__ import annotations

import re

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message

QUOTE_LIMIT = 60  # characters of someone's input an error message repeats


def quote(text: str, limit: int = QUOTE_LIMIT) -> str:
    """``text`` as a repr for an error message, cut to about ``limit`` characters.

    Error lines stay one short line however long the input: a cut quote keeps
    the start and says how long the whole was.
    """
    if len(text) <= limit:
        return repr(text)
    return f"{text[:limit]!r}... ({len(text)} characters)"


def digit_groups(text: str, letters: str) -> list[tuple[str, str]]:
    """The (digits, letter) groups of ``text``, spaces ignored; NotationError if unreadable."""
    compact = "".join(text.split())
    pattern = re.compile(rf"([0-9]+)([{re.escape(letters)}])")
    pos = 0
    groups: list[tuple[str, str]] = []
    for match in pattern.finditer(compact):
        if match.start() != pos:
            raise _unreadable(compact[pos : match.start()], text, compact)
        pos = match.end()
        groups.append((match.group(1), match.group(2)))
    if pos != len(compact):
        raise _unreadable(compact[pos:], text, compact)
    return groups


def _unreadable(part: str, text: str, compact: str) -> NotationError:
    """The error for an unreadable ``part``, quoting at most QUOTE_LIMIT characters in all."""
    if part == compact:
        return NotationError(Message("calc.unreadable", {"text": quote(text)}))
    third = QUOTE_LIMIT // 3
    quoted = {"part": quote(part, third), "text": quote(text, QUOTE_LIMIT - third)}
    return NotationError(Message("calc.unreadable_part", quoted))
