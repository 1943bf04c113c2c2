"""Sichuan positions: rigged deals padded with inert hands, and the bloody-battle rule
that a winner takes no further part."""

from __future__ import annotations

from typing import Any

from mahjong_desktop.variants.mahjong.tiles import parse_kinds, suit_of
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

from .table import rig

FILL = None  # a seat that can never claim or win: see ``filler``
_SINGLE_NUMBERS = (1, 2, 4, 5, 7, 8)  # no three of them in a row: no run among them
KONG_AND_SELF_DRAW = {"self_drawn_win", "exposed_kong", "added_kong", "concealed_kong"}


def filler(free: list[int], choice: str) -> str:
    """An inert hand outside the suit ``choice``: all four copies of one kind (nobody
    can throw it to be punged) and nine single tiles that hold no run.

    With at most two sets in hand (the four copies as a pung, one run through
    them) one more tile cannot make a win, not even seven pairs; with no pair
    beside the four copies no discard can be claimed.
    """
    kept = [k for k in range(27) if suit_of(k) != choice]
    quad = next(k for k in kept if free[k] == 4)
    singles = [k for k in kept if k != quad and free[k] > 0 and k % 9 + 1 in _SINGLE_NUMBERS]
    singles = sorted(sorted(singles, key=lambda k: -free[k])[:9])
    assert len(singles) == 9, "not enough tiles left for a filler hand"
    free[quad] = 0
    for kind in singles:
        free[kind] -= 1
    return "".join(f"{k % 9 + 1}{suit_of(k)}" for k in [quad] * 4 + singles)


def rig_sichuan(
    hands: list[str | None],
    draws: str = "",
    *,
    current: int = 0,
    choices: str = "pppp",
    replacements: str = "",
    options: dict[str, Any] | None = None,
) -> SichuanDeal:
    """A Sichuan deal rigged at the start of ``current``'s turn (``FILL`` seats made up);
    ``choices`` are the declared missing suits in seat order, ``options`` the house rules."""
    free = [4] * 27
    for text in [*(h for h in hands if h), draws, replacements]:
        for kind in parse_kinds(text):
            free[kind] -= 1
    texts = [filler(free, choices[s]) if text is None else text for s, text in enumerate(hands)]
    sizes = [len(parse_kinds(text)) for text in texts]
    assert sizes == [14 if s == current else 13 for s in range(4)], sizes
    game = SichuanDeal(7, options)
    rig(game, texts, draws, current=current, choices=choices, replacements=replacements)
    return game


def assert_winners_idle(game: SichuanDeal) -> None:
    """After its win a seat never draws, discards or melds, never pays a later
    self-draw or kong charge nor gets a kong charge, and is never asked to act."""
    won_at: dict[int, int] = {}
    for index, event in enumerate(game.events):
        if event.kind == "win":
            assert event.seat is not None
            won_at.setdefault(event.seat, index)
        for seat, start in won_at.items():
            if index <= start:
                continue
            if event.kind in ("draw", "replacement", "discard", "meld"):
                assert event.seat != seat, f"winner {seat} acted after its win: {event}"
            if event.kind == "payment" and event.data["cause"] in KONG_AND_SELF_DRAW:
                assert event.seat != seat, f"winner {seat} paid after its win: {event}"
            if event.kind == "payment" and event.data["cause"].endswith("_kong"):
                assert event.data["receiver"] != seat, f"winner {seat} got a kong: {event}"
    for seat in won_at:
        assert game.legal_actions(seat) == []
