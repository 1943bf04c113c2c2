"""Seeded randomness owned by a deal, so every deal replays exactly."""

from __future__ import annotations

import hashlib
import random
from functools import lru_cache
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from _typeshed import SupportsLenAndGetItem

_T = TypeVar("_T")


def derive_seed(seed: int, *parts: object) -> int:
    """A stable 63-bit seed for a sub-stream (deal i, a bot, ...) of ``seed``.

    Uses a hash rather than ``hash()`` so it is the same in every process.
    """
    text = ":".join([str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def make_rng(seed: int, *parts: object) -> random.Random:
    return random.Random(derive_seed(seed, *parts))


@lru_cache(maxsize=256)
def bot_seed(deal_seed: int) -> int:
    """The seed a deal's bots draw from: derived one way, so a bot cannot learn the
    deal seed (and with it the wall) from its own randomness. Remembered: every
    seat's bot of a deal asks it of the same deal seed."""
    return derive_seed(deal_seed, "bots")


_MASK = (1 << 64) - 1
_STEP = 0x9E3779B97F4A7C15  # SplitMix64's increment per draw


def _mix(value: int) -> int:
    """SplitMix64's finaliser: a 64-bit value with every input bit spread."""
    value = (value ^ (value >> 30)) * 0xBF58476D1CE4E5B9 & _MASK
    value = (value ^ (value >> 27)) * 0x94D049BB133111EB & _MASK
    return value ^ (value >> 31)


class DecisionRandom(random.Random):
    """A SplitMix64 generator: made per bot decision, so it must be cheap to seed
    (the standard generator spends tens of microseconds on it)."""

    def __init__(self, state: int) -> None:  # no Mersenne Twister state is built
        self._state = state & _MASK

    def seed(self, *args: object, **kwargs: object) -> None:
        raise TypeError("a DecisionRandom is seeded once, from its decision")

    def _next(self) -> int:
        self._state = (self._state + _STEP) & _MASK
        return _mix(self._state)

    def random(self) -> float:
        return (self._next() >> 11) * (1.0 / (1 << 53))

    def choice(self, seq: SupportsLenAndGetItem[_T]) -> _T:
        """``Random.choice``: the same element, without the standard library's
        extra calls per draw (every random-legal bot decision makes one)."""
        n = len(seq)
        if not n:
            raise IndexError("Cannot choose from an empty sequence")
        return seq[self._randbelow(n)]

    def _randbelow(self, n: int) -> int:
        """``_randbelow_with_getrandbits`` of the standard library, the same numbers
        without a call per draw (``choice`` and ``randrange`` come here)."""
        k = n.bit_length()
        if k > 64:
            r = self.getrandbits(k)
            while r >= n:
                r = self.getrandbits(k)
            return r
        shift = 64 - k  # getrandbits(k) is the top k bits of one 64-bit output
        r = self._next() >> shift
        while r >= n:
            r = self._next() >> shift
        return r

    def getrandbits(self, k: int) -> int:
        bits, value = 0, 0
        while bits < k:
            value = (value << 64) | self._next()
            bits += 64
        return value >> (bits - k)

    def getstate(self) -> tuple[int]:
        return (self._state,)

    def setstate(self, state: tuple[int]) -> None:  # type: ignore[override]
        (self._state,) = state


_MIXED_SEEDS: dict[int, int] = {}  # seed -> _mix(seed): a bot asks once per decision


def decision_rng(seed: int, seat: int, action_index: int) -> random.Random:
    """The randomness of one bot decision: the same for the same (seed, seat, action
    index), so replaying a record, resuming or undoing repeats every bot choice."""
    mixed = _MIXED_SEEDS.get(seed)
    if mixed is None:
        if len(_MIXED_SEEDS) > 4096:  # one entry per bot seed: a long run's stay bounded
            _MIXED_SEEDS.clear()
        mixed = _MIXED_SEEDS[seed] = _mix(seed & _MASK)
    return DecisionRandom(_mix(mixed ^ (seat << 40) ^ action_index))


def decision_choice(seed: int, seat: int, action_index: int, seq: SupportsLenAndGetItem[_T]) -> _T:
    """``decision_rng(seed, seat, action_index).choice(seq)``: the same element, drawn
    without making the generator (a random-legal bot draws once per decision)."""
    n = len(seq)
    k = n.bit_length()
    if not n or k > 64:  # the generator's own error, or its longer draw
        return decision_rng(seed, seat, action_index).choice(seq)
    mixed = _MIXED_SEEDS.get(seed)
    if mixed is None:
        return decision_rng(seed, seat, action_index).choice(seq)  # remembers the seed's mix
    state = _mix(mixed ^ (seat << 40) ^ action_index) & _MASK
    shift = 64 - k  # ``DecisionRandom._randbelow``
    while True:  # ``DecisionRandom._next``, without the object
        state = (state + _STEP) & _MASK
        drawn = _mix(state) >> shift
        if drawn < n:
            return seq[drawn]


def roll_dice(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(1, 6), rng.randint(1, 6))
