"""The Review dialog (issue 27): made off the GUI thread and saved, reopened at once,
cancelled leaving nothing, its marked decisions walked, Show in replay, and the
rating counted once into the statistics."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pytest
from playing import Person, new_window
from pytestqt.qtbot import QtBot

from mahjong_desktop.ai.review.grading import Grade
from mahjong_desktop.ai.review.judge import Judge
from mahjong_desktop.ai.selfplay import simulate
from mahjong_desktop.storage import reviews
from mahjong_desktop.storage.reviews import review_record, save_review, saved_review
from mahjong_desktop.storage.statistics import StatisticsStore
from mahjong_desktop.ui.dialogs.replay_viewer import ReplayViewer
from mahjong_desktop.ui.dialogs.review_dialog import ReviewDialog
from mahjong_desktop.ui.dialogs.statistics import StatisticsDialog, StatisticsKeeper
from mahjong_desktop.ui.game import review_worker
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.game.deal_files import DealFiles
from mahjong_desktop.ui.game.deal_reviews import DealReviews

QUICK = Judge(samples=4)


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MAHJONG_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"


def _record(seed: int = 4, human: int | None = 0) -> dict[str, Any]:
    record = next(simulate("paohuzi", 1, seed, ["easy"])).deal.record()
    record["match"]["human"] = human
    return record


def _finished(qtbot: QtBot, dialog: ReviewDialog) -> None:
    qtbot.waitUntil(lambda: dialog.state != "running", timeout=20000)


def _no_computing(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("review_record called for a saved review")

    monkeypatch.setattr(review_worker, "review_record", refuse)


def test_a_review_runs_in_the_background_is_saved_and_reopens_at_once(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = _record()
    dialog = ReviewDialog(record, judge=QUICK, store=StatisticsStore(data_dir))
    qtbot.addWidget(dialog)
    assert dialog.state == "running" and not dialog.progress.isHidden()
    _finished(qtbot, dialog)
    assert dialog.state == "shown" and dialog.page is not None
    assert dialog.headline.text().startswith(f"Rating {dialog.page.rating}/100")
    assert "0.25" in dialog.thresholds.text() and "blunder from 3" in dialog.thresholds.text()
    assert dialog.table.rowCount() == len(dialog.page.decisions) > 0
    assert saved_review(record, 0) is not None
    assert dialog.detail.toPlainText()  # the first (or first marked) decision's reason
    _no_computing(monkeypatch)
    again = ReviewDialog(record, judge=QUICK, store=StatisticsStore(data_dir))
    qtbot.addWidget(again)
    assert again.state == "shown" and again.from_saved
    assert again.headline.text() == dialog.headline.text()


def test_cancel_leaves_no_file_and_can_start_again(qtbot: QtBot, data_dir: Path) -> None:
    dialog = ReviewDialog(_record(), judge=Judge(samples=200), store=StatisticsStore(data_dir))
    qtbot.addWidget(dialog)
    dialog.cancel()
    _finished(qtbot, dialog)
    assert dialog.state == "cancelled" and "cancelled" in dialog.headline.text()
    assert dialog.again_button.isVisibleTo(dialog)
    assert not list((data_dir / "reviews").glob("*.json"))
    dialog.judge = QUICK
    dialog.again_button.click()
    _finished(qtbot, dialog)
    assert dialog.state == "shown" and len(list((data_dir / "reviews").glob("*.json"))) == 1


def test_a_failed_save_still_shows_the_review(
    qtbot: QtBot, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def fail(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(review_worker, "save_review", fail)
    dialog = ReviewDialog(_record(), judge=QUICK, store=StatisticsStore(data_dir))
    qtbot.addWidget(dialog)
    _finished(qtbot, dialog)
    assert dialog.state == "shown" and "disk full" in dialog.note.text()


def _saved_with_marks(record: dict[str, Any]) -> list[int]:
    """A real review saved with some decisions marked; their action indices."""
    review = review_record(record, 0, QUICK)
    grades = [Grade.FINE] * len(review.decisions)
    rows = [1, 3, len(grades) - 1]
    for row, grade in zip(rows, (Grade.INACCURACY, Grade.MISTAKE, Grade.BLUNDER), strict=True):
        grades[row] = grade
    marked = tuple(
        dataclasses.replace(d, grade=g) for d, g in zip(review.decisions, grades, strict=True)
    )
    save_review(record, dataclasses.replace(review, decisions=marked))
    return [review.decisions[r].index for r in rows]


def test_previous_and_next_marked_walk_the_marked_decisions(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = _record()
    indices = _saved_with_marks(record)
    _no_computing(monkeypatch)
    dialog = ReviewDialog(record)
    qtbot.addWidget(dialog)
    assert dialog.current_row() == 1  # the first marked decision, selected at once
    assert not dialog.previous_button.isEnabled() and dialog.next_button.isEnabled()
    dialog.next_button.click()
    assert dialog.current_row() == 3
    dialog.next_button.click()
    assert dialog.current_row() == dialog.table.rowCount() - 1
    assert not dialog.next_button.isEnabled()
    dialog.previous_button.click()
    assert dialog.current_row() == 3
    shown: list[int] = []
    dialog.showInReplay.connect(shown.append)
    dialog.replay_button.click()
    assert shown == [indices[1]]


def test_the_replay_viewer_reviews_its_deal_and_shows_the_decision(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    record = _record()
    indices = _saved_with_marks(record)
    _no_computing(monkeypatch)
    viewer = ReplayViewer(record)
    qtbot.addWidget(viewer)
    viewer.review_button.click()
    review = viewer.review
    assert review is not None and review.isVisible()
    review.replay_button.click()
    assert viewer.position == indices[0]  # just before the decision


def test_the_score_sheet_offers_a_review_that_opens_the_replay(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = new_window(qtbot)
    files = DealFiles(window)
    reviews_ = DealReviews(window, QUICK)
    window.start(SessionConfig("paohuzi", "easy", seed=7))
    Person(window, qtbot).play_deal()
    sheet = window.score_sheet
    assert sheet is not None and sheet.review_button.isVisibleTo(sheet)
    sheet.review_button.click()
    dialog = reviews_.review
    assert dialog is not None
    _finished(qtbot, dialog)
    assert dialog.state == "shown" and dialog.page is not None and dialog.page.decisions
    dialog.select_row(0)
    dialog.replay_button.click()
    assert len(files.viewers) == 1
    assert files.viewers[0].position == dialog.page.decisions[0].index
    for viewer in list(files.viewers):
        viewer.reject()
    window.close()


def test_a_fresh_review_counts_its_rating_once(qtbot: QtBot, data_dir: Path) -> None:
    store = StatisticsStore(data_dir)
    record = _record()
    for _ in range(2):  # the second time from a fresh review of the same record
        dialog = ReviewDialog(record, judge=QUICK, store=store)
        qtbot.addWidget(dialog)
        _finished(qtbot, dialog)
        reviews.review_path(record, 0).unlink()
    stats = store.load().statistics.of("paohuzi")
    assert dialog.page is not None
    assert (stats.reviewed, stats.rating_sum) == (1, dialog.page.rating)


def test_a_bot_only_deal_is_reviewed_at_east_and_not_counted(qtbot: QtBot, data_dir: Path) -> None:
    store = StatisticsStore(data_dir)
    dialog = ReviewDialog(_record(human=None), judge=QUICK, store=store)
    qtbot.addWidget(dialog)
    _finished(qtbot, dialog)
    assert dialog.seat == 0 and dialog.state == "shown"
    assert store.load().statistics.of("paohuzi").reviewed == 0


def test_the_statistics_dialog_shows_the_mean_rating(qtbot: QtBot, data_dir: Path) -> None:
    window = new_window(qtbot)
    store = StatisticsStore(data_dir)
    store.update(
        lambda s: s.with_rating("paohuzi", "a", 60).with_rating("paohuzi", "b", 81),
        store.load().statistics,
    )
    keeper = StatisticsKeeper(window, store)
    dialog = StatisticsDialog(keeper, window)
    qtbot.addWidget(dialog)
    # "deals" once the English plural forms are loaded (an earlier window's doing), else the source
    assert dialog.cell("review", "paohuzi") in (
        "mean 70 over 2 reviewed deals",
        "mean 70 over 2 reviewed deal(s)",
    )
    assert dialog.cell("review", "sichuan") == "no deal reviewed yet"


def test_a_hong_kong_review_says_its_values_are_the_hard_bot_s_estimate(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.dialogs.review_dialog import detail_html, thresholds_text

    record = next(simulate("hongkong", 1, 5, ["random"])).deal.record()
    page = review_worker.review_page(record, review_record(record, 0, QUICK))
    modelled = [d for d in page.decisions if not d.agrees and d.error == 0]
    assert page.modelled and modelled
    # No "± 0.00": the model's value is an estimate without sampling error, not an exact one.
    assert "±" not in detail_html(modelled[0]) and "points" in detail_html(modelled[0])
    assert "hard bot's estimate" in thresholds_text(page.thresholds, page.modelled)
    assert "hard bot" not in thresholds_text(page.thresholds)  # the other games: play-outs
