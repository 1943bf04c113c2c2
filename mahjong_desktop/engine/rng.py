"""Seeded randomness owned by a deal, so every deal replays exactly."""

from __future__ import annotations

import hashlib
import random


def derive_seed(seed: int, *parts: object) -> int:
    """A stable 63-bit seed for a sub-stream (deal i, a bot, ...) of ``seed``.

    Uses a hash rather than ``hash()`` so it is the same in every process.
    """
    text = ":".join([str(seed), *map(str, parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1


def make_rng(seed: int, *parts: object) -> random.Random:
    return random.Random(derive_seed(seed, *parts))


def bot_seed(deal_seed: int) -> int:
    """The seed a deal's bots draw from: derived one way, so a bot cannot learn the
    deal seed (and with it the wall) from its own randomness."""
    return derive_seed(deal_seed, "bots")


def decision_rng(seed: int, seat: int, action_index: int) -> random.Random:
    """The randomness of one bot decision: the same for the same (seed, seat, action
    index), so replaying a record, resuming or undoing repeats every bot choice."""
    return make_rng(seed, "decision", seat, action_index)


def roll_dice(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(1, 6), rng.randint(1, 6))
