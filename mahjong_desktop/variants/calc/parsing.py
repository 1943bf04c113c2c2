"""Reading the ``calc`` command's mahjong input: hand, melds, winning tile, bonus tiles.

Variant-neutral: each mahjong variant says which meld kinds and events it
knows and whether bonus tiles exist; this module checks the notation, the meld
shapes, the copy counts and the tile count, raising ``NotationError`` with a
one-line message for anything malformed. A hand that does not win is no error.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable
from dataclasses import dataclass

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.mahjong.tiles import (
    check_copies,
    is_bonus,
    is_suited,
    kind_name,
    parse_kind,
    parse_kinds,
)
from mahjong_desktop.variants.mahjong.win_situation import MeldShape
from mahjong_desktop.variants.notation import quote

MELD_KINDS = ("chow", "pung", "kong", "ckong")
KONG_KINDS = frozenset({"kong", "ckong"})
SEATS = "ESWN"
HAND_TILES = 13  # tiles of a waiting hand; a winning hand holds one more


@dataclass(frozen=True)
class ParsedHand:
    """A calc hand by kinds; ``concealed`` includes the winning tile when there is one."""

    concealed: tuple[int, ...]
    melds: tuple[MeldShape, ...]
    win_tile: int | None
    bonus: tuple[int, ...]


def parse_meld(text: str, allowed: Collection[str] = MELD_KINDS) -> MeldShape:
    """One ``KIND:TILES`` meld, e.g. ``pung:555m``, checked for its shape."""
    kind, sep, tiles = text.strip().partition(":")
    kind = kind.strip()
    if not sep:
        raise NotationError(Message("calc.meld_not_kind_tiles", {"text": quote(text.strip())}))
    if kind not in allowed:
        expected = {"kind": quote(kind), "expected": ", ".join(allowed)}
        raise NotationError(Message("calc.unknown_meld_kind", expected))
    kinds = sorted(parse_kinds(tiles))
    if any(is_bonus(k) for k in kinds):
        raise NotationError(Message("calc.bonus_in_meld", {"text": quote(text.strip())}))
    if not _has_shape(kind, kinds):
        raise NotationError(
            Message("calc.not_a_valid_meld", {"kind": kind, "tiles": quote(tiles.strip())})
        )
    return MeldShape(kind, tuple(kinds))


def _has_shape(kind: str, kinds: list[int]) -> bool:
    if kind == "chow":
        return (
            len(kinds) == 3
            and all(is_suited(k) for k in kinds)
            and kinds[0] // 9 == kinds[2] // 9
            and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
        )
    size = 4 if kind in KONG_KINDS else 3
    return len(kinds) == size and len(set(kinds)) == 1


def parse_melds(text: str | None, allowed: Collection[str] = MELD_KINDS) -> tuple[MeldShape, ...]:
    """A comma-separated list of melds; None or blank means none."""
    if text is None or not text.strip():
        return ()
    parts = text.split(",")
    if any(not part.strip() for part in parts):
        raise NotationError(Message("calc.empty_meld", {"text": quote(text)}))
    return tuple(parse_meld(part, allowed) for part in parts)


def parse_bonus(text: str | None) -> tuple[int, ...]:
    """Flowers and seasons (``1f``-``8f``), each at most once."""
    if text is None or not text.strip():
        return ()
    kinds = parse_kinds(text)
    for kind in kinds:
        if not is_bonus(kind):
            raise NotationError(Message("calc.not_a_bonus_tile", {"tile": kind_name(kind)}))
    if len(set(kinds)) != len(kinds):
        raise NotationError(Message("calc.bonus_tile_twice", {"text": quote(text)}))
    return tuple(sorted(kinds))


def parse_seat(text: str) -> int:
    """A mahjong seat letter to 0-3 (East..North)."""
    letter = text.strip().upper()
    if len(letter) != 1 or letter not in SEATS:
        raise NotationError(f"unknown seat {quote(text)} (expected E, S, W or N)")
    return SEATS.index(letter)


def parse_events(events: Iterable[str], allowed: Collection[str]) -> frozenset[str]:
    """Event names, each one of ``allowed``."""
    for event in events:
        if event not in allowed:
            raise NotationError(
                f"unknown event {quote(event)} (expected {', '.join(sorted(allowed))})"
            )
    return frozenset(events)


def check_moment_has_a_tile(win: int | None, self_drawn: bool, events: Collection[str]) -> None:
    """``--self-drawn`` and ``--event`` describe a win, so they need its winning tile."""
    if win is None and (self_drawn or events):
        raise NotationError("--self-drawn and --event describe a win: give --win-tile too")


def hand_size(concealed: Collection[int], melds: Iterable[MeldShape]) -> int:
    """Tiles that count towards the hand: each meld counts 3, a kong too."""
    return len(concealed) + 3 * sum(1 for _ in melds)


def implied_win_tile(hand: str, melds: str | None = None) -> str | None:
    """The hand's last tile when a complete hand (14, a meld counting 3) names no
    winning tile: a player enters the winning tile last. None for any other hand,
    unreadable ones included (``parse_hand`` then says what is wrong)."""
    try:
        concealed = parse_kinds(hand)
        shapes = parse_melds(melds, MELD_KINDS)
    except NotationError:
        return None
    if not concealed or hand_size(concealed, shapes) != HAND_TILES + 1:
        return None
    return kind_name(concealed[-1])


def parse_hand(
    hand: str,
    melds: str | None = None,
    win_tile: str | None = None,
    bonus: str | None = None,
    *,
    allowed_melds: Collection[str] = MELD_KINDS,
    allow_bonus: bool = True,
) -> ParsedHand:
    """Read and check a whole calc hand.

    With a winning tile the hand must count 14 (the tile is part of ``hand``),
    without one 13. No kind may have more copies than exist across hand and
    melds, and bonus tiles only ever appear in ``bonus``.
    """
    concealed = parse_kinds(hand)
    if any(is_bonus(k) for k in concealed):
        raise NotationError(Message("calc.bonus_in_hand", {"text": quote(hand)}))
    shapes = parse_melds(melds, allowed_melds)
    extra = parse_bonus(bonus)
    if extra and not allow_bonus:
        raise NotationError("this variant has no flowers or seasons")
    win = None
    if win_tile is not None:
        win = parse_kind(win_tile)
        if win not in concealed:
            raise NotationError(Message("calc.win_tile_not_in_hand", {"tile": kind_name(win)}))
    check_copies([*concealed, *(k for m in shapes for k in m.kinds)])
    expected = HAND_TILES + (1 if win is not None else 0)
    size = hand_size(concealed, shapes)
    if size != expected:
        code = "calc.tiles_with_win" if win is not None else "calc.tiles_without_win"
        raise NotationError(Message(code, {"size": size, "expected": expected}))
    return ParsedHand(tuple(concealed), shapes, win, extra)
