"""Review this deal from the score sheet: the finished deal's record, reviewed.

Installed after the deal files and the statistics: when a deal ends, the
window's score sheet (made just before, by the window's own slot) offers
Review this deal; its Show in replay opens a replay viewer of the record
(``DealFiles.view``) at the position just before the decision. A guided first
deal (a lesson, its moves prompted) offers no review. A rating counted by a
review reloads the statistics keeper, so an open Statistics dialog shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from mahjong_desktop.ui.dialogs.review_dialog import ReviewDialog
from mahjong_desktop.ui.dialogs.statistics import StatisticsKeeper
from mahjong_desktop.ui.game.deal_files import DealFiles
from mahjong_desktop.ui.game.deal_summary import DealSummary

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class DealReviews(QObject):
    def __init__(self, window: MainWindow, judge: Any = None) -> None:
        super().__init__(window)
        self.window, self.judge = window, judge
        self.review: ReviewDialog | None = None
        window.controller.dealEnded.connect(self.deal_ended)

    def deal_ended(self, _summary: DealSummary) -> None:
        controller, sheet = self.window.controller, self.window.score_sheet
        deal = controller.deal
        if sheet is None or deal is None or controller.guided:
            return
        record = deal.record()  # as the deal ended: a later deal must not change it
        sheet.reviewRequested.connect(lambda: self.open_review(record))
        sheet.offer_review()

    def open_review(self, record: dict[str, Any]) -> ReviewDialog:
        if self.review is not None:
            self.review.close()
        review = self.review = ReviewDialog(record, self.window, self.judge)
        review.showInReplay.connect(lambda index: self.show_in_replay(record, index))
        keeper = self.window.findChild(StatisticsKeeper)
        if isinstance(keeper, StatisticsKeeper):
            review.ratingCounted.connect(keeper.reload)
        review.show()
        return review

    def show_in_replay(self, record: dict[str, Any], index: int) -> None:
        files = self.window.findChild(DealFiles)
        if isinstance(files, DealFiles):
            files.view(record).show_in_replay(index)


def install_deal_reviews(window: MainWindow) -> DealReviews:
    return DealReviews(window)
