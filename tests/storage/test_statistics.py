"""Statistics per game: what a deal adds, practice deals apart, kept across starts,
reset on demand, a bad file moved aside."""

from __future__ import annotations

import json
import multiprocessing
from dataclasses import replace
from pathlib import Path

import pytest

from mahjong_desktop.ai.selfplay import bots_for, play_deal
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.storage.problems import FileProblem
from mahjong_desktop.storage.statistics import (
    EARLIER_DEALS,
    GameStatistics,
    Statistics,
    StatisticsStore,
)
from mahjong_desktop.variants.registry import VARIANTS, new_deal


def _played(variant: str, seed: int) -> Deal:
    game = new_deal(variant, seed)
    return play_deal(game, bots_for(game, ["greedy"] * game.seat_count))


def _deals(variant: str, count: int) -> list[Deal]:
    return [_played(variant, seed) for seed in range(count)]


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_deals_add_up_for_the_seat_played(variant: str) -> None:
    games = _deals(variant, 8)
    stats = Statistics()
    for game in games:
        stats = stats.with_deal(game, 0)
    mine = stats.of(variant)
    wins = [[w for w in g.win_outcomes() if w.seat == 0] for g in games]
    assert mine.deals == 8
    assert mine.won == sum(1 for w in wins if w)
    assert mine.dealt_in == sum(any(w.source == 0 for w in g.win_outcomes()) for g in games)
    assert mine.drawn == sum(not g.win_outcomes() for g in games)
    assert mine.points == sum(g.deltas()[0] for g in games)
    totals = [int(w.scoring["total"]) for ws in wins for w in ws]
    assert mine.score_sum == sum(totals)
    if totals:
        assert mine.average_score == pytest.approx(sum(totals) / mine.won)
        assert mine.best is not None and mine.best.total == max(totals)
        assert mine.best.patterns and mine.best.faces
    else:
        assert mine.average_score is None and mine.best is None
    assert stats.of("other") == GameStatistics()


def test_a_practice_deal_is_counted_apart() -> None:
    game = _played("hongkong", 2)
    stats = Statistics().with_deal(game, 0, practice=True)
    assert stats.of("hongkong") == GameStatistics(practice=1)


def test_a_deal_nobody_sat_at_is_not_counted() -> None:
    """A bot-only demo's record names no person's seat: it adds nothing, not even a deal-in."""
    game = _played("paohuzi", 3)
    game.seating = replace(game.seating, human=None)
    before = Statistics().with_deal(_played("paohuzi", 4), 0)
    assert before.with_deal(game, 0) == before
    assert before.with_deal(game, 0, practice=True, deal_id="demo") == before


def test_kept_across_starts_and_reset_on_demand(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = Statistics()
    for game in _deals("sichuan", 3) + _deals("paohuzi", 2):
        stats = stats.with_deal(game, 1)
    store.save(stats)
    loaded = StatisticsStore(tmp_path).load()
    assert loaded.problem is None and loaded.statistics == stats
    assert stats.reset("sichuan").of("sichuan") == GameStatistics()
    assert stats.reset("sichuan").of("paohuzi") == stats.of("paohuzi")
    assert stats.reset() == Statistics()


def test_a_deal_is_counted_once_by_its_id(tmp_path: Path) -> None:
    """Finished again after a kill (the same id), a deal is not counted twice."""
    first, second = _deals("hongkong", 2)
    stats = Statistics().with_deal(first, 0, deal_id="a1")
    assert stats.with_deal(first, 0, deal_id="a1") is stats
    both = stats.with_deal(second, 0, deal_id="b2")
    assert both.of("hongkong").deals == 2 and both.last_deal == "b2"
    assert both.with_deal(first, 0).of("hongkong").deals == 3  # no id: always counted
    assert both.reset("hongkong").last_deal == "b2" and both.reset().last_deal == "b2"
    store = StatisticsStore(tmp_path)
    store.save(both)
    assert StatisticsStore(tmp_path).load().statistics == both
    data = json.loads(store.path.read_text(encoding="utf-8"))
    del data["last_deal"]  # a file of the previous version
    store.path.write_text(json.dumps(data), encoding="utf-8")
    assert store.load().statistics == Statistics(both.games)


@pytest.mark.parametrize(
    ("edit", "problem"),
    [
        (lambda d: {**d, "version": 7}, FileProblem.FUTURE_VERSION),
        (lambda d: {**d, "games": {"hongkong": {"deals": 1, "won": 5}}}, FileProblem.NOT_OURS),
        (lambda d: {**d, "games": {"hongkong": {"deals": -1}}}, FileProblem.NOT_OURS),
        (lambda d: {**d, "games": {"hongkong": {"best": {"patterns": 3}}}}, FileProblem.NOT_OURS),
        (lambda d: [d], FileProblem.NOT_OURS),
        (lambda d: {**d, "last_deal": 5}, FileProblem.NOT_OURS),
    ],
)
def test_a_bad_statistics_file_is_moved_aside(tmp_path: Path, edit, problem) -> None:
    store = StatisticsStore(tmp_path)
    store.save(Statistics().with_deal(_played("hongkong", 1), 0))
    data = json.loads(store.path.read_text(encoding="utf-8"))
    store.path.write_text(json.dumps(edit(data)), encoding="utf-8")
    loaded = store.load()
    assert loaded.statistics == Statistics()
    assert loaded.problem is not None and loaded.problem.problem is problem
    assert loaded.problem.backup is not None and loaded.problem.backup.exists()
    assert not store.path.exists()


def _record(store: StatisticsStore, held: Statistics, game: Deal, deal_id: str) -> Statistics:
    """What a window does when a deal ends: count it into the file, keep the result."""
    result = store.update(lambda s: s.with_deal(game, 0, deal_id=deal_id), held)
    assert result.problem is None and result.save_error is None
    return result.statistics


def test_two_windows_on_one_folder_count_every_deal(tmp_path: Path) -> None:
    """Issue #25: two deals played in two windows, two counted (not the last writer's one)."""
    games = _deals("hongkong", 6)
    first, second = StatisticsStore(tmp_path), StatisticsStore(tmp_path)
    held = [first.load().statistics, second.load().statistics]  # both windows start
    for index, game in enumerate(games):  # the windows' deals end in turn
        window = index % 2
        store = (first, second)[window]
        held[window] = _record(store, held[window], game, f"deal-{index}")
    on_disk = StatisticsStore(tmp_path).load().statistics.of("hongkong")
    assert on_disk.deals == 6
    assert on_disk.points == sum(g.deltas()[0] for g in games)
    assert held[1].of("hongkong").deals == 6  # the last window holds the merged count


def test_the_same_deal_finished_twice_counts_once_even_after_other_deals(
    tmp_path: Path,
) -> None:
    game, other = _deals("hongkong", 2)
    first, second = StatisticsStore(tmp_path), StatisticsStore(tmp_path)
    held = _record(first, Statistics(), game, "a1")
    _record(second, Statistics(), other, "b2")  # another window's deal comes between
    again = first.update(lambda s: s.with_deal(game, 0, deal_id="a1"), held)
    assert not again.changed and again.statistics.of("hongkong").deals == 2
    assert StatisticsStore(tmp_path).load().statistics.of("hongkong").deals == 2


def test_only_the_last_deal_ids_are_kept(tmp_path: Path) -> None:
    game = _played("hongkong", 1)
    stats = Statistics()
    for index in range(EARLIER_DEALS + 5):
        stats = stats.with_deal(game, 0, deal_id=f"d{index}")
    assert len(stats.earlier_deals) == EARLIER_DEALS and stats.last_deal == f"d{EARLIER_DEALS + 4}"
    store = StatisticsStore(tmp_path)
    store.save(stats)
    assert StatisticsStore(tmp_path).load().statistics == stats
    assert stats.with_deal(game, 0, deal_id="d10") is stats
    assert stats.with_deal(game, 0, deal_id="d0").of("hongkong").deals == EARLIER_DEALS + 6


def test_a_bad_file_found_while_counting_is_moved_aside_and_counting_restarts(
    tmp_path: Path,
) -> None:
    store = StatisticsStore(tmp_path)
    held = _record(store, Statistics(), _played("hongkong", 1), "a1")
    store.path.write_text('{"version": 1, "games": {"hongkong": {"deals": -3}}}')
    result = store.update(lambda s: s.with_deal(_played("hongkong", 2), 0, deal_id="b2"), held)
    assert result.problem is not None and result.problem.problem is FileProblem.NOT_OURS
    assert result.problem.backup is not None and result.problem.backup.exists()
    assert result.statistics.of("hongkong").deals == 1 and result.save_error is None


def _count_in_another_process(folder: str, prefix: str, count: int) -> None:
    game = _played("sichuan", 3)
    store = StatisticsStore(Path(folder))
    held = store.load().statistics
    for index in range(count):
        held = _record(store, held, game, f"{prefix}{index}")


def test_two_processes_counting_at_once_lose_no_deal(tmp_path: Path) -> None:
    """The lock is the operating system's: two processes updating together add up."""
    context = multiprocessing.get_context("spawn")
    workers = [
        context.Process(target=_count_in_another_process, args=(str(tmp_path), name, 25))
        for name in ("left-", "right-")
    ]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(120)
        assert worker.exitcode == 0
    assert StatisticsStore(tmp_path).load().statistics.of("sichuan").deals == 50
