"""Review ratings in the statistics (issue 27): counted once per record, read from
older files without them."""

from __future__ import annotations

import json
from pathlib import Path

from mahjong_desktop.storage.statistics import Statistics, StatisticsStore


def test_a_rating_counts_once_per_record_and_survives_a_reset_of_its_key() -> None:
    stats = Statistics().with_rating("sichuan", "f1", 80)
    assert stats.with_rating("sichuan", "f1", 10) is stats
    stats = stats.with_rating("sichuan", "f2", 41)
    game = stats.of("sichuan")
    assert (game.reviewed, game.rating_sum, game.mean_rating) == (2, 121, 60.5)
    assert Statistics().of("sichuan").mean_rating is None
    assert stats.reset().with_rating("sichuan", "f1", 5).of("sichuan").reviewed == 0


def test_ratings_round_trip_and_an_older_file_reads_without_them(tmp_path: Path) -> None:
    store = StatisticsStore(tmp_path)
    stats = Statistics().with_rating("paohuzi", "f1", 70)
    store.save(stats)
    assert store.load().statistics == stats
    older = {"version": 1, "games": {"paohuzi": {"deals": 2, "won": 1}}, "last_deal": None}
    (tmp_path / "statistics.json").write_text(json.dumps(older))
    loaded = store.load()
    assert loaded.problem is None
    assert loaded.statistics.of("paohuzi").reviewed == 0 and loaded.statistics.reviews == ()
