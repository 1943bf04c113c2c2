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


def roll_dice(rng: random.Random) -> tuple[int, int]:
    return (rng.randint(1, 6), rng.randint(1, 6))
