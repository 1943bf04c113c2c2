"""Dealing a mahjong deal: the wall built, broken and dealt, in its real steps.

The wall is shuffled, broken where the dice say, and dealt 4-4-4 and the jump,
each step an event naming the stacks it came from; dealt bonus tiles are shown
and replaced. An arranged position (a test or tutorial deal) starts from given
hands and wall order instead. The play that follows is ``deal.MahjongDeal``'s.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Protocol

from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import per_seat, position_tiles, seat_number
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.rng import roll_dice
from mahjong_desktop.engine.wall import Wall, WallLayout
from mahjong_desktop.variants.mahjong.seats import SeatState, TurnState

HAND_MOST = 22  # an arranged hand: 13, the extra tile of the seat on turn, 8 bonus tiles


class DealtMahjongDeal(Protocol):
    """What the dealing reads and sets of a mahjong deal: it serves the deal without
    importing it."""

    rng: random.Random
    seating: Seating
    dealer: int
    seats: list[SeatState]
    wall: Wall
    turn: TurnState
    phase: Phase
    current: int
    turns_played: int
    quiet: bool

    @property
    def seat_count(self) -> int: ...

    @property
    def layout(self) -> WallLayout: ...

    @property
    def tile_ids(self) -> Sequence[int]: ...

    @property
    def declaration_choices(self) -> tuple[str, ...]: ...

    def emit(self, kind: str, seat: int | None = None, /, **data: Any) -> None: ...

    def emit_private(
        self, kind: str, seat: int, secret: dict[str, Any], /, **data: Any
    ) -> None: ...

    def is_bonus(self, tile: int) -> bool: ...


def deal_out(deal: DealtMahjongDeal, *, announce: bool = True) -> None:
    """Shuffle, build and break the wall, deal 4-4-4 and the jump, replace bonus tiles
    (``announce``: say the declaration begins; not when something comes before it)."""
    tiles = list(deal.tile_ids)
    deal.rng.shuffle(tiles)
    deal.wall = Wall(tiles, deal.layout)
    deal.emit("deal_start", None, dealer=deal.dealer, deal=deal.seating.deal_index)
    first, second = roll_dice(deal.rng), roll_dice(deal.rng)
    broken = deal.wall.break_at(first, second)
    deal.emit(
        "wall_broken",
        None,
        dice=[list(first), list(second)],
        side=broken.side,
        head=broken.head,
    )
    for _ in range(3):
        for seat in range(deal.seat_count):
            tiles, stacks = [], []
            for _ in range(4):
                tiles.append(deal.wall.draw())
                stacks.append(deal.wall.last_stack)
            _dealt(deal, seat, tiles, stacks)
    east, south, west, north = deal.wall.deal_jump()
    first_stack, second_stack, third_stack = deal.wall.jump_stacks
    _dealt(deal, 0, east, [first_stack, third_stack])
    for seat, tile, stack in (
        (1, south, first_stack),
        (2, west, second_stack),
        (3, north, second_stack),
    ):
        _dealt(deal, seat, [tile], [stack])
    _replace_dealt_bonus(deal)
    deal.phase = Phase.DECLARE if deal.declaration_choices else Phase.TURN
    if deal.phase is Phase.DECLARE and announce:
        announce_declaration(deal)


def announce_declaration(deal: DealtMahjongDeal) -> None:
    """Tell the table the pre-play declaration begins, and its choices."""
    deal.emit("declare_start", None, choices=list(deal.declaration_choices))


def arrange(deal: DealtMahjongDeal, position: dict[str, Any], *, announce: bool = True) -> None:
    """Start at the beginning of ``current``'s turn from an exact position.

    ``position`` holds the ``hands`` per seat (the seat on turn already holds
    its extra tile), the next wall ``draws`` in order, the next loose (or
    tail) ``replacements``, the ``others`` filling the rest of the wall (and
    a dead wall's fixed part), and optionally ``current``, the declared
    ``choices`` (one letter per seat) and ``turns_played`` (1: not the first
    turn, so no dealer's first-turn win). ``announce`` as for ``deal_out``.
    """
    if not isinstance(position, dict):
        raise ValueError("an arranged position must be an object")
    choices = position.get("choices", "")
    if not isinstance(choices, str) or not set(choices) <= set(deal.declaration_choices):
        known = ", ".join(deal.declaration_choices) or "none in this game"
        raise ValueError(f"choices are letters of the declared suits ({known})")
    turns_played = position.get("turns_played", 1)
    if type(turns_played) is not int or not 0 <= turns_played <= deal.layout.total_tiles:
        raise ValueError(
            f"turns_played must be a count of discards, not {str(turns_played)[:40]!r}"
        )
    hands = per_seat(position["hands"], deal.seat_count, "hands")
    groups = [*hands, position["draws"], position["replacements"], position["others"]]
    *hands, draws, replacements, others = position_tiles(groups, deal.layout.total_tiles)
    if any(len(hand) > HAND_MOST for hand in hands):
        raise ValueError(f"a hand holds at most {HAND_MOST} tiles")
    if choices and len(choices) != deal.seat_count:
        raise ValueError(f"choices needs one letter per seat, not {choices[:40]!r}")
    for seat, hand in enumerate(hands):
        state = deal.seats[seat]
        state.hand = hand
        state.choice = choices[seat] if choices else ""
    deal.wall = Wall.arranged(deal.layout, draws, replacements, others)
    deal.current = seat_number(position.get("current", 0), deal.seat_count, "current")
    deal.turns_played = turns_played
    deal.turn = TurnState()
    declaring = bool(deal.declaration_choices) and not choices
    deal.phase = Phase.DECLARE if declaring else Phase.TURN
    deal.emit("deal_start", None, dealer=deal.dealer, deal=deal.seating.deal_index, arranged=True)
    for seat, state in enumerate(deal.seats):
        deal.emit_private(
            "deal_step",
            seat,
            {"tiles": list(state.hand)},
            count=len(state.hand),
            stacks=[],
            live=deal.wall.live_count,
        )
    if declaring and announce:
        announce_declaration(deal)


def _dealt(deal: DealtMahjongDeal, seat: int, tiles: list[int], stacks: list[int]) -> None:
    deal.seats[seat].hand += tiles
    deal.emit_private(
        "deal_step",
        seat,
        {"tiles": list(tiles)},
        count=len(tiles),
        stacks=stacks,
        live=deal.wall.live_count,
    )


def _replace_dealt_bonus(deal: DealtMahjongDeal) -> None:
    """Show dealt bonus tiles and replace them, East first, until no hand holds one."""
    while any(deal.is_bonus(t) for s in deal.seats for t in s.hand):
        for seat in range(deal.seat_count):
            for tile in [t for t in deal.seats[seat].hand if deal.is_bonus(t)]:
                deal.seats[seat].hand.remove(tile)
                show_bonus(deal, seat, tile, deal.wall.replacement_available())
                if not deal.wall.replacement_available():
                    return
                new = deal.wall.draw_replacement()
                deal.seats[seat].hand.append(new)
                emit_draw(deal, seat, new)


def emit_draw(deal: DealtMahjongDeal, seat: int, tile: int) -> None:
    """The draw of ``tile`` by ``seat``, from where the wall says it came."""
    if deal.quiet:  # every turn draws: spare building an event nobody gets
        return
    wall = deal.wall
    if wall.renewed:
        deal.emit("loose_renewed", None, stacks=list(wall.renewed), loose=wall.loose_stacks())
    deal.emit_private(
        "draw",
        seat,
        {"tile": tile},
        source=wall.last_source,
        stack=wall.last_stack,
        live=wall.live_count,
    )


def show_bonus(deal: DealtMahjongDeal, seat: int, tile: int, replaced: bool = True) -> None:
    """A bonus tile set out in front of ``seat`` (and replaced, unless the wall is out)."""
    deal.seats[seat].bonus.append(tile)
    deal.emit("flower", seat, tile=tile, replaced=replaced)
