"""Building the wall and dealing it: the deal in its real steps, and the draws' events.

The wall is shuffled, broken where the dice say, and dealt 4-4-4 and the jump,
each step an event naming the stacks it came from; dealt bonus tiles are shown
and replaced. An arranged position (a test or tutorial deal) starts from given
hands and wall order instead. The turn and claim cycle that follows is
``engine.table.TableGame``.
"""

from __future__ import annotations

from typing import Any

from mahjong_desktop.engine.phases import Phase
from mahjong_desktop.engine.rng import roll_dice
from mahjong_desktop.engine.table_state import TableState, TurnState
from mahjong_desktop.engine.wall import Wall


class TableDeal(TableState):
    """A mahjong table's deal: the wall built, broken and dealt; draws as events."""

    turns_played: int  # discards made so far, set by the deal that follows

    def _deal(self) -> None:
        tiles = list(self.tile_ids)
        self.rng.shuffle(tiles)
        self.wall = Wall(tiles, self.layout)
        self.emit("deal_start", None, dealer=self.dealer, deal=self.seating.deal_index)
        first, second = roll_dice(self.rng), roll_dice(self.rng)
        broken = self.wall.break_at(first, second)
        self.emit(
            "wall_broken",
            None,
            dice=[list(first), list(second)],
            side=broken.side,
            head=broken.head,
        )
        for _ in range(3):
            for seat in range(self.seat_count):
                tiles, stacks = [], []
                for _ in range(4):
                    tiles.append(self.wall.draw())
                    stacks.append(self.wall.last_stack)
                self._dealt(seat, tiles, stacks)
        east, south, west, north = self.wall.deal_jump()
        first_stack, second_stack, third_stack = self.wall.jump_stacks
        self._dealt(0, east, [first_stack, third_stack])
        for seat, tile, stack in (
            (1, south, first_stack),
            (2, west, second_stack),
            (3, north, second_stack),
        ):
            self._dealt(seat, [tile], [stack])
        self._replace_dealt_bonus()
        self.phase = Phase.DECLARE if self.declaration_choices else Phase.TURN
        if self.phase is Phase.DECLARE:
            self.emit("declare_start", None, choices=list(self.declaration_choices))

    def _arrange(self, position: dict[str, Any]) -> None:
        """Start at the beginning of ``current``'s turn from an exact position.

        ``position`` holds the ``hands`` per seat (the seat on turn already holds
        its extra tile), the next wall ``draws`` in order, the next loose (or
        tail) ``replacements``, the ``others`` filling the rest of the wall (and
        a dead wall's fixed part), and optionally ``current``, the declared
        ``choices`` (one letter per seat) and ``turns_played`` (1: not the first
        turn, so no dealer's first-turn win).
        """
        choices = str(position.get("choices", ""))
        for seat, hand in enumerate(position["hands"]):
            state = self.seats[seat]
            state.hand = [int(t) for t in hand]
            state.choice = choices[seat] if choices else ""
        self.wall = Wall.arranged(
            self.layout, position["draws"], position["replacements"], position["others"]
        )
        self.current = int(position.get("current", 0))
        self.turns_played = int(position.get("turns_played", 1))
        self.turn = TurnState()
        declaring = bool(self.declaration_choices) and not choices
        self.phase = Phase.DECLARE if declaring else Phase.TURN
        self.emit(
            "deal_start", None, dealer=self.dealer, deal=self.seating.deal_index, arranged=True
        )
        for seat, state in enumerate(self.seats):
            self.emit_private(
                "deal_step",
                seat,
                {"tiles": list(state.hand)},
                count=len(state.hand),
                stacks=[],
                live=self.wall.live_count,
            )
        if declaring:
            self.emit("declare_start", None, choices=list(self.declaration_choices))

    def _dealt(self, seat: int, tiles: list[int], stacks: list[int]) -> None:
        self.seats[seat].hand += tiles
        self.emit_private(
            "deal_step",
            seat,
            {"tiles": list(tiles)},
            count=len(tiles),
            stacks=stacks,
            live=self.wall.live_count,
        )

    def _replace_dealt_bonus(self) -> None:
        """Show dealt bonus tiles and replace them, East first, until no hand holds one."""
        while any(self.is_bonus(t) for s in self.seats for t in s.hand):
            for seat in range(self.seat_count):
                for tile in [t for t in self.seats[seat].hand if self.is_bonus(t)]:
                    self.seats[seat].hand.remove(tile)
                    self._show_bonus(seat, tile, self.wall.replacement_available())
                    if not self.wall.replacement_available():
                        return
                    new = self.wall.draw_replacement()
                    self.seats[seat].hand.append(new)
                    self._emit_draw(seat, new)

    def _emit_draw(self, seat: int, tile: int) -> None:
        """The draw of ``tile`` by ``seat``, from where the wall says it came."""
        if self.quiet:  # every turn draws: spare building an event nobody gets
            return
        if self.wall.renewed:
            self.emit(
                "loose_renewed",
                None,
                stacks=list(self.wall.renewed),
                loose=self.wall.loose_stacks(),
            )
        self.emit_private(
            "draw",
            seat,
            {"tile": tile},
            source=self.wall.last_source,
            stack=self.wall.last_stack,
            live=self.wall.live_count,
        )

    def _show_bonus(self, seat: int, tile: int, replaced: bool = True) -> None:
        self.seats[seat].bonus.append(tile)
        self.emit("flower", seat, tile=tile, replaced=replaced)
