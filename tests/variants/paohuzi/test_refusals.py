"""The per-seat memory of refused kinds: first reason kept, seats independent."""

from __future__ import annotations

from mahjong_desktop.variants.paohuzi.refusals import Refusal, RefusalMemory


def test_refusals_are_per_seat_and_keep_the_first_reason() -> None:
    memory = RefusalMemory(3)
    memory.remember(1, 7, Refusal.PASSED)
    memory.remember(1, 7, Refusal.DISCARDED)
    memory.remember(1, 2, Refusal.DISCARDED)
    assert memory.refused(1, 7) and not memory.refused(0, 7) and not memory.refused(2, 7)
    assert memory.why(1, 7) is Refusal.PASSED and memory.why(0, 7) is None
    assert memory.kinds(1) == [2, 7]
    assert memory.state() == [{}, {2: "discarded", 7: "passed"}, {}]
    memory.clear()
    assert memory.kinds(1) == [] and memory.state() == [{}, {}, {}]
