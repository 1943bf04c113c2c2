"""The wall of the mahjong games as a ring of two-tile stacks, and the Paohuzi stock pile.

Stacks are numbered clockwise around the table, the direction in which tiles
are drawn; each seat's side starts at its right-hand end (table.md). After the
break the live wall runs clockwise from the *head*; its *tail* is the other
end. Games with a dead wall set ``dead_stacks`` stacks apart behind the tail;
the two loose tiles on it serve replacement draws and are renewed from the
live wall's last stack. Games without one draw replacements from the tail.

Turns go counter-clockwise (East, South, West, North), so walking the ring
clockwise from East's side leads to North's, then West's, then South's side.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

EMPTY = -1
RING_ORDER = (0, 3, 2, 1)  # seats whose sides follow each other clockwise from East's


@dataclass(frozen=True)
class WallLayout:
    side_stacks: tuple[int, int, int, int]  # stacks per seat's side, in seat order
    dead_stacks: int = 0  # 7 for Hong Kong (14 tiles), 0 for no dead wall

    @property
    def total_tiles(self) -> int:
        return 2 * sum(self.side_stacks)


@dataclass(frozen=True)
class WallBreak:
    """Both dice throws and where they put the break (recorded for the table view)."""

    first_throw: tuple[int, int]
    second_throw: tuple[int, int]
    side: int  # whose side was broken: 0 East .. 3 North
    head: int  # stack index where the live wall starts


class Wall:
    """A ring of stacks with a live wall, an optional dead wall and loose tiles."""

    def __init__(self, tiles: Sequence[int], layout: WallLayout) -> None:
        if len(tiles) != layout.total_tiles:
            raise ValueError(f"{len(tiles)} tiles for a wall of {layout.total_tiles}")
        self.layout = layout
        count = len(tiles) // 2
        self._top = [tiles[2 * i] for i in range(count)]
        self._bottom = [tiles[2 * i + 1] for i in range(count)]
        self._head = 0
        self._tail = count - 1
        self.live_count = len(tiles)
        self.dead: list[int] = []  # the dead wall's fixed tiles (never drawn)
        self.loose: list[int] = []  # loose tiles, next replacement first
        self.broken: WallBreak | None = None
        # Where things lie, for the table: the dead wall's fixed stacks, the two
        # stacks the loose tiles are laid on, and where the last tile came from.
        self.dead_ring: list[int] = []
        self.loose_ring: tuple[int, int] | None = None
        self.last_stack = -1
        self.last_source = ""
        self.renewed: list[int] = []  # tail stacks the last loose renewal took
        self.jump_stacks: tuple[int, int, int] = (-1, -1, -1)

    def copy(self) -> Wall:
        """An independent wall in the same state (for ``Deal.clone``)."""
        twin = copy.copy(self)
        twin._top, twin._bottom = list(self._top), list(self._bottom)
        twin.dead, twin.loose = list(self.dead), list(self.loose)
        twin.dead_ring, twin.renewed = list(self.dead_ring), list(self.renewed)
        return twin

    def hidden_slots(self) -> list[tuple[list[int], int]]:
        """Every place a tile lies unseen (live wall, dead wall, loose tiles) as
        (list, index), for redistributing unseen tiles."""
        slots = [
            (row, i) for row in (self._top, self._bottom) for i, t in enumerate(row) if t != EMPTY
        ]
        slots += [(self.dead, i) for i in range(len(self.dead))]
        return slots + [(self.loose, i) for i in range(len(self.loose))]

    @classmethod
    def arranged(
        cls,
        layout: WallLayout,
        draws: Sequence[int],
        replacements: Sequence[int],
        others: Sequence[int],
    ) -> Wall:
        """A broken wall whose next draws and replacement tiles come in the given order.

        For tests, tutorials and puzzles: ``others`` fill the rest of the live
        wall (and the fixed part of a dead wall); the places of tiles already
        in hands are left empty at the front.
        """
        others = list(others)
        if layout.dead_stacks:
            fixed = 2 * layout.dead_stacks - 2
            dead, others = others[:fixed], others[fixed:]
            live = [*draws, *others]
            behind = [*dead, *replacements]
        else:
            dead = []
            spare = list(replacements)
            if len(spare) % 2:
                spare.append(others.pop())
            behind = []
            for i in range(0, len(spare), 2):  # the tail is drawn top first, stack by stack
                behind = spare[i : i + 2] + behind
            live = [*draws, *others, *behind]
            behind = []
        pad = layout.total_tiles - len(live) - len(behind)
        wall = cls([EMPTY] * pad + live + behind, layout)
        for index in range(pad + len(live), layout.total_tiles):
            wall._empty_flat(index)
        wall.live_count = len(live)
        wall._head = pad // 2
        wall._tail = (pad + len(live) - 1) // 2
        if layout.dead_stacks:
            wall.dead, wall.loose = dead, list(replacements)
            wall._place_dead_wall([(-1 - i) % wall.stack_count for i in range(layout.dead_stacks)])
        return wall

    def _place_dead_wall(self, stacks: list[int]) -> None:
        """Remember where the dead wall lies: ``stacks`` from the far end, the lifted one last."""
        self.dead_ring = sorted(stacks[:-1])
        self.loose_ring = (stacks[0], stacks[2])

    def _empty_flat(self, index: int) -> None:
        if index % 2 == 0:
            self._top[index // 2] = EMPTY
        else:
            self._bottom[index // 2] = EMPTY

    @property
    def stack_count(self) -> int:
        return len(self._top)

    def side_start(self, side: int) -> int:
        """The stack at the right-hand end of ``side``'s side of the ring."""
        before = RING_ORDER[: RING_ORDER.index(side)]
        return sum(self.layout.side_stacks[seat] for seat in before)

    def break_at(self, first_throw: tuple[int, int], second_throw: tuple[int, int]) -> WallBreak:
        """Break the wall from two throws of two dice and set the dead wall apart.

        The first total picks a side counting East as 1 in turn order; the sum of
        both totals counts stacks from that side's right end (wrapping on).
        """
        side = (sum(first_throw) - 1) % 4
        head = (self.side_start(side) + sum(first_throw) + sum(second_throw)) % self.stack_count
        self._head = head
        self._tail = (head - 1) % self.stack_count
        dead = self.layout.dead_stacks
        if dead:
            stacks = [(head - 1 - i) % self.stack_count for i in range(dead)]  # last first
            for index in stacks[:-1]:
                self.dead += [self._top[index], self._bottom[index]]
            lifted = stacks[-1]
            # The seventh stack's pair is laid on the last and third-to-last stacks;
            # the one on the last stack is taken first.
            self.loose = [self._top[lifted], self._bottom[lifted]]
            for index in stacks:
                self._top[index] = self._bottom[index] = EMPTY
            self._place_dead_wall(stacks)
            self._tail = (head - 1 - dead) % self.stack_count
            self.live_count -= 2 * dead
        self.broken = WallBreak(first_throw, second_throw, side, head)
        return self.broken

    # -- drawing -----------------------------------------------------------

    def _take(self, index: int) -> int:
        if self._top[index] != EMPTY:
            tile, self._top[index] = self._top[index], EMPTY
        else:
            tile, self._bottom[index] = self._bottom[index], EMPTY
        self.live_count -= 1
        self.last_stack = index
        return tile

    def _stack_empty(self, index: int) -> bool:
        return self._top[index] == EMPTY and self._bottom[index] == EMPTY

    def draw(self) -> int:
        """The next tile from the head of the live wall."""
        if not self.live_count:
            raise IndexError("the live wall is exhausted")
        while self._stack_empty(self._head):
            self._head = (self._head + 1) % self.stack_count
        self.renewed = []  # a plain draw renews nothing: no stale loose_renewed after it
        self.last_source = "head"
        return self._take(self._head)

    def draw_from_tail(self) -> int:
        """The last tile of the live wall (top of the last stack first)."""
        if not self.live_count:
            raise IndexError("the live wall is exhausted")
        while self._stack_empty(self._tail):
            self._tail = (self._tail - 1) % self.stack_count
        self.last_source = "tail"
        return self._take(self._tail)

    def deal_jump(self) -> tuple[list[int], int, int, int]:
        """The jump after three rounds of four: East's two tiles, then S, W, N one each.

        East takes the tops of the first and third next stacks, South the bottom
        of the first, West the top and North the bottom of the second. The first
        tile drawn in play is then the one under East's last tile.
        """
        while self._stack_empty(self._head):
            self._head = (self._head + 1) % self.stack_count
        first, second, third = (self._head + i for i in range(3))
        first, second, third = (i % self.stack_count for i in (first, second, third))
        east = [self._top[first], self._top[third]]
        south, west, north = self._bottom[first], self._top[second], self._bottom[second]
        self._top[first] = self._bottom[first] = EMPTY
        self._top[second] = self._bottom[second] = EMPTY
        self._top[third] = EMPTY
        self.live_count -= 5  # two for East, one each for the others
        self.jump_stacks = (first, second, third)
        return east, south, west, north

    def replacement_available(self) -> bool:
        return bool(self.loose) or self.live_count > 0

    def draw_replacement(self) -> int:
        """A replacement tile after a kong or a bonus tile.

        With a dead wall: a loose tile, after which an empty loose pair is renewed
        from the live wall's last stack; without: the live wall's tail.
        """
        self.renewed = []
        if not self.layout.dead_stacks:
            return self.draw_from_tail()
        if not self.loose:
            self._renew_loose()
        if not self.loose:
            raise IndexError("no replacement tile is left")
        stacks = self.loose_stacks()
        tile = self.loose.pop(0)
        if not self.loose:
            self._renew_loose()
        self.last_source, self.last_stack = "loose", stacks[0] if stacks else -1
        return tile

    def _renew_loose(self) -> None:
        for _ in range(2):
            if self.live_count:
                self.loose.append(self.draw_from_tail())
                self.renewed.append(self.last_stack)

    def loose_stacks(self) -> list[int]:
        """The ring stacks the loose tiles lie on, the next one first."""
        if self.loose_ring is None:
            return []
        return list(self.loose_ring)[max(0, 2 - len(self.loose)) :][: len(self.loose)]

    def _next_from(self, index: int, step: int) -> int:
        """The first stack holding a tile from ``index`` on, walking by ``step``."""
        for _ in range(self.stack_count):
            if not self._stack_empty(index):
                return index
            index = (index + step) % self.stack_count
        return index

    def view(self) -> dict[str, Any]:
        """The wall as the table shows it (protocol ``Wall``): counts, never tiles."""
        sides = [
            {"seat": seat, "first": self.side_start(seat), "count": self.layout.side_stacks[seat]}
            for seat in RING_ORDER
        ]
        broken = self.broken
        return {
            "stacks": [
                (top != EMPTY) + (bottom != EMPTY)
                for top, bottom in zip(self._top, self._bottom, strict=True)
            ],
            "sides": sides,
            "head": self._next_from(self._head, 1) if self.live_count else self._head,
            "tail": self._next_from(self._tail, -1) if self.live_count else self._tail,
            "dead": list(self.dead_ring),
            "loose": self.loose_stacks(),
            "dice": [list(broken.first_throw), list(broken.second_throw)] if broken else [],
            "break_side": broken.side if broken else None,
            "live": self.live_count,
        }

    def live_tiles(self) -> Iterator[int]:
        """The tiles still in the live wall, in no meaningful order."""
        for top, bottom in zip(self._top, self._bottom, strict=True):
            if top != EMPTY:
                yield top
            if bottom != EMPTY:
                yield bottom

    def state(self) -> dict[str, object]:
        """Everything that defines the wall, for state comparison and tests."""
        return {
            "top": list(self._top),
            "bottom": list(self._bottom),
            "head": self._head,
            "tail": self._tail,
            "live": self.live_count,
            "dead": list(self.dead),
            "loose": list(self.loose),
        }


class StockPile:
    """A face-down pile drawn from the top (Paohuzi's stock)."""

    def __init__(self, cards: Sequence[int]) -> None:
        self._cards = list(cards)

    def __len__(self) -> int:
        return len(self._cards)

    def draw(self) -> int:
        if not self._cards:
            raise IndexError("the stock is exhausted")
        return self._cards.pop()

    def cards(self) -> list[int]:
        return list(self._cards)

    def copy(self) -> StockPile:
        return StockPile(self._cards)

    def hidden_slots(self) -> list[tuple[list[int], int]]:
        return [(self._cards, i) for i in range(len(self._cards))]
