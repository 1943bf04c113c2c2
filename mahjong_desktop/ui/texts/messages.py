"""Text from the engine's messages (``{"code", "args"}``), through Qt's translator.

The English template of a code is the engine's one rendering
(``mahjong_desktop.engine.messages.ENGLISH``); the window shows it translated with
``QCoreApplication.translate("Messages", template)`` and then fills in the
arguments, so a translation may move them about. Suit letters read as
(translated) suit names and lists of faces are joined with spaces, as in the
English rendering; a Paohuzi group's cards read as players say them ("small 2 7
10", "big 10 10"), not as notation. An unknown code still reads as words, never
as a crash.

The window only ever submits the player's own moves, so a refusal that names
the acting seat is about the player: it reads in the second person ("it is
not your move"), not with a seat number put in a third-person sentence.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import ENGLISH
from mahjong_desktop.variants.paohuzi.cards import is_big, parse_cards, value_of

CONTEXT = "Messages"
SUIT_LETTERS = frozenset("mps")


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _to_the_player(code: str) -> str | None:
    """The second-person text of a code about the acting seat, if it has one."""
    return {"illegal.not_your_move": _t("it is not your move")}.get(code)


def suit_word(suit: str) -> str:
    names = {
        "m": _t("characters"),
        "p": _t("dots"),
        "s": _t("bamboo"),
    }
    return names.get(suit, suit)


def group_words(notation: str) -> str:
    """A Paohuzi group's cards in words: ``27x 0d`` reads "small 2 7, big 10"."""
    try:
        kinds = parse_cards(notation)
    except NotationError:
        return notation
    parts = []
    for big, words in ((False, _t("small %1")), (True, _t("big %1"))):
        values = [str(value_of(kind)) for kind in kinds if is_big(kind) == big]
        if values:
            parts.append(words.replace("%1", " ".join(values)))
    return ", ".join(parts) or notation


def _argument(name: str, value: Any) -> str:
    if name in ("group", "card") and isinstance(value, str):
        return group_words(value.partition(":")[2] or value)  # "peng:999x": the name says the kind
    if name == "suit" or (name == "choice" and value in SUIT_LETTERS):
        return suit_word(str(value))
    if isinstance(value, list | tuple):
        return " ".join(_argument("", v) for v in value)
    return str(value)


class _Arguments(dict[str, str]):
    """A placeholder the message lacks stays visible as ``{name}``."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def _in_the_window(code: str) -> str | None:
    """The window's words for a calc message whose command-line text names a flag."""
    return {
        "calc.bonus_in_hand": _t(
            "flowers and seasons go in the Flowers field, not in the hand: {text}"
        ),
        "calc.meld_not_kind_tiles": _t(
            "{text} is not a meld: write its kind, a colon and its tiles, as in pung:555m"
        ),
        "calc.meld_not_kind_cards": _t(
            "{text} is not a meld: write its kind, a colon and its cards, as in peng:555x"
        ),
    }.get(code)


def message_text(message: Mapping[str, Any] | str, *, window: bool = False) -> str:
    """The player's text of one message (a bare string is taken as a code); ``window``
    words a calc message for the calculator window instead of the command line."""
    if isinstance(message, str):
        message = {"code": message, "args": {}}
    code = str(message.get("code", ""))
    args = _Arguments(
        {name: _argument(name, value) for name, value in dict(message.get("args") or {}).items()}
    )
    own = _to_the_player(code)
    if own is not None:
        return own
    if window and (words := _in_the_window(code)) is not None:
        return words.format_map(args)
    template = ENGLISH.get(code)
    if template is None:
        words = code.rpartition(".")[2].replace("_", " ").strip().capitalize()
        return words or code
    try:
        return QCoreApplication.translate(CONTEXT, template).format_map(args)
    except (IndexError, ValueError):  # a translation with a broken placeholder
        return template.format_map(args)


def notation_error_text(error: ValueError) -> str:
    """Why a hand or meld cannot be read, in the player's language where the calc names a
    message (what a hand built by clicking can get wrong: counts, copies, shapes);
    the calc's own words for what only typing can get wrong."""
    message = error.message if isinstance(error, NotationError) else None
    return message_text(message.to_json(), window=True) if message is not None else str(error)


@cache
def _read_back_patterns() -> list[tuple[str, re.Pattern[str]]]:
    found = []
    for code, template in ENGLISH.items():
        parts = re.split(r"\{(\w+)\}", template)
        seen: set[str] = set()
        pattern = ""
        for i, part in enumerate(parts):
            if i % 2 == 0:
                pattern += re.escape(part)
            else:  # a placeholder used twice says the same both times
                pattern += f"(?P={part})" if part in seen else f"(?P<{part}>.+?)"
                seen.add(part)
        found.append((code, re.compile(pattern)))
    return found


def read_back(english: str) -> dict[str, Any] | None:
    """The message (``{"code", "args"}``) the engine rendered as ``english``; None if none.

    For results that carry only the English rendering (the ``calc`` reasons), so
    the window can show them in the player's language all the same.
    """
    for code, pattern in _read_back_patterns():
        match = pattern.fullmatch(english)
        if match:
            return {"code": code, "args": match.groupdict()}
    return None
