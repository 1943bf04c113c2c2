"""Rigging a tile game (Hong Kong, Sichuan) into an exact position and driving it.

Tiles are named in notation (``"5p"``, ``"123m 77z"``); a seat's tiles of a kind
are always taken lowest id first, so the same text picks the same physical tiles.
Helpers that rig a position (``rig``, ``lay_pung``, ``shorten_wall``) write into
the game directly; the others only read it or act through ``apply``, as a player
would (``play`` and ``only_action`` pick from ``legal_actions``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from mahjong_desktop.engine.actions import Act, Action, Meld
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.ledger import Payment
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.variants.mahjong.arranged import arranged_position
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.mahjong.tiles import copies_of, kind_of, parse_kind, parse_kinds
from support.inventory import every_tile

# --- rigging ------------------------------------------------------------------


# Hands that hold nothing to claim in the kong tests' rigged positions.
QUIET_SOUTH = "258m 369p 147s 5z 6z 7z 1z"
QUIET_WEST = "369m 147p 258s 2z 3z 4z 5z"


def rig(
    game: MahjongDeal,
    hands: Sequence[str],
    draws: str = "",
    *,
    current: int = 0,
    choices: str = "",
    replacements: str = "",
) -> None:
    """Put ``game`` at the start of ``current``'s turn with exact hands and wall.

    ``hands`` are notation strings per seat (the seat on turn already holds its
    extra tile); ``draws`` are the next wall tiles in order and ``replacements``
    the next loose (or tail) tiles. Every other tile of the set goes into the
    wall, so all tiles stay accounted for.
    """
    game.arrange(
        arranged_position(
            game, hands, draws, current=current, choices=choices, replacements=replacements
        )
    )


def lay_pung(
    game: MahjongDeal, seat: int, text: str, from_seat: int, *, fourth_drawn: bool = True
) -> Meld:
    """Rig an exposed pung claimed earlier from ``from_seat``: three tiles of the kind
    ``text`` (e.g. ``"5z"``) move from ``seat``'s hand to a meld.

    A fourth copy left in the hand counts as drawn after the pung was made (it
    may be added to it) unless ``fourth_drawn`` is false: then it was held when
    the pung was claimed."""
    state = game.seats[seat]
    pung = tiles_of(game, seat, text * 3)
    for tile in pung:
        state.hand.remove(tile)
    meld = Meld("pung", pung, claimed=pung[0], from_seat=from_seat)
    state.melds.append(meld)
    kind = kind_of(pung[0])
    state.pung_draws[kind] = len(state.draws)
    if fourth_drawn:
        state.draws += [t for t in state.hand if kind_of(t) == kind]
    game.invalidate()
    return meld


def shorten_wall(game: MahjongDeal, draws: str, replacements: str = "") -> None:
    """Rig a late position: only ``draws`` stay in the live wall, next draw first;
    every other live tile goes to the rivers as if discarded earlier.

    Without a dead wall (Sichuan) ``replacements`` become the tail, drawn after a
    kong; with one (Hong Kong) the dead wall and its loose tiles stay as they are.
    """
    pool = sorted(game.wall.live_tiles())

    def take(text: str) -> list[int]:
        taken = []
        for kind in parse_kinds(text):
            tile = next(t for t in pool if kind_of(t) == kind)
            pool.remove(tile)
            taken.append(tile)
        return taken

    ahead, spare = take(draws), take(replacements)
    for index, tile in enumerate(pool):
        game.seats[index % 4].river.append(tile)
        game.seats[index % 4].discarded.append(tile)
    if game.layout.dead_stacks:
        assert not spare, "replacements come from the loose tiles of the dead wall"
        dead, loose = list(game.wall.dead), list(game.wall.loose)
        game.wall = Wall.arranged(game.layout, ahead, loose, dead)
    else:
        assert len(spare) % 2 == 0, "the tail is drawn stack by stack"
        game.wall = Wall.arranged(game.layout, ahead, spare, [])
    game.invalidate()


# --- tiles --------------------------------------------------------------------


def tile(text: str, copy: int = 0) -> int:
    """The physical id of one copy of a kind, e.g. ``tile("1f")``."""
    return copies_of(parse_kind(text))[copy]


def tiles_of(game: MahjongDeal, seat: int, text: str) -> tuple[int, ...]:
    """Physical tiles of the kinds in ``text`` from ``seat``'s hand (one per kind
    listed, lowest ids first); fails if the hand lacks one."""
    pool = sorted(game.seats[seat].hand)
    chosen: list[int] = []
    for kind in parse_kinds(text):
        found = next((t for t in pool if kind_of(t) == kind), None)
        assert found is not None, f"seat {seat} holds no more {text!r}: {pool}"
        pool.remove(found)
        chosen.append(found)
    return tuple(chosen)


def tile_kinds(tiles: Sequence[int]) -> list[int]:
    """The kinds of ``tiles``, sorted: compare with ``parse_kinds("123m")``."""
    return sorted(kind_of(t) for t in tiles)


def no_tile_lost(game: MahjongDeal, total: int) -> bool:
    """Every one of the ``total`` tiles is somewhere, exactly once."""
    return every_tile(game) == list(range(total))


# --- actions ------------------------------------------------------------------


def action_kinds(game: Deal, seat: int) -> set[Act]:
    """The kinds of action ``seat`` may take now."""
    return {a.kind for a in game.legal_actions(seat)}


def only_action(game: Deal, seat: int, kind: Act) -> Action:
    """The one legal action of ``kind`` for ``seat`` (fails if there are none or several)."""
    actions = [a for a in game.legal_actions(seat) if a.kind is kind]
    assert len(actions) == 1, f"not one legal {kind} for seat {seat}: {actions}"
    return actions[0]


def find_action(game: Deal, seat: int, kind: Act, tiles: str = "") -> Action:
    """The legal action of ``kind`` whose tiles are of the kinds ``tiles`` (fails if none)."""
    wanted = sorted(parse_kinds(tiles))
    for action in game.legal_actions(seat):
        if action.kind is kind and tile_kinds(action.tiles) == wanted:
            return action
    raise AssertionError(f"no legal {kind} {tiles!r} for seat {seat}: {game.legal_actions(seat)}")


def play(game: Deal, seat: int, kind: Act, tiles: str = "") -> Action:
    """Apply the legal action of ``kind`` with the tiles ``tiles``; returns it."""
    action = find_action(game, seat, kind, tiles)
    game.apply(action)
    return action


def discard(game: MahjongDeal, seat: int, text: str) -> int:
    """``seat`` discards its tile of the kind ``text`` (legal or not); returns the tile."""
    (chosen,) = tiles_of(game, seat, text)
    game.apply(Action(seat, Act.DISCARD, (chosen,)))
    return chosen


def pass_window(game: MahjongDeal) -> None:
    """Every seat still asked passes on the open claim (or robbing) window."""
    while game.phase in (Phase.CLAIM, Phase.ROB):
        game.apply(Action(game.to_act()[0], Act.PASS))


def discard_drawn(game: MahjongDeal, answer: bool = True) -> None:
    """The seat on turn throws the tile it just drew; with ``answer`` every claim is passed."""
    assert game.turn.drawn is not None
    game.apply(Action(game.current, Act.DISCARD, (game.turn.drawn,)))
    if answer:
        pass_window(game)


def windows_closed_at_once(game: Deal) -> bool:
    """A claim window opened on every offer, and each closed at once, awarded to
    nobody: no seat could claim, so no seat was asked."""
    kinds = [e.kind for e in game.events]
    opened = [i for i, kind in enumerate(kinds) if kind == "claim_window"]
    return bool(opened) and all(
        kinds[i + 1 : i + 2] == ["claim_closed"] and not game.events[i + 1].data["awarded"]
        for i in opened
    )


def expect_illegal(game: Deal, action: Action, reason: str | None = None) -> None:
    """``action`` is refused (with a message matching ``reason`` if given) and
    changes nothing."""
    before = game.state_json()
    with pytest.raises(IllegalActionError, match=reason):
        game.apply(action)
    assert game.state_json() == before


# --- results ------------------------------------------------------------------


def new_payments(game: Deal, since: int) -> list[Payment]:
    """The payments made after the first ``since`` of the ledger."""
    return game.ledger[since:]


def win_events(game: Deal) -> list[dict[str, Any]]:
    """The data of every win event, with its ``seat``."""
    return [{"seat": e.seat, **e.data} for e in game.events if e.kind == "win"]


def win_patterns(game: MahjongDeal, index: int = 0) -> set[str]:
    """The pattern codes scored by the ``index``-th win of the deal."""
    return {p.code for p in game.wins[index].score.patterns}


class ScriptedRng(random.Random):
    """A deal generator that keeps the tiles in the given order and throws given dice."""

    def __init__(self, order: Sequence[int], dice: Sequence[int]) -> None:
        super().__init__(0)
        self._order = list(order)
        self._dice = list(dice)

    def shuffle(self, x: list[int]) -> None:  # type: ignore[override]
        assert sorted(x) == sorted(self._order)
        x[:] = self._order

    def randint(self, a: int, b: int) -> int:
        return self._dice.pop(0)
