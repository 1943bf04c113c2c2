"""The end of a deal: every scoring line, every payment and the match standing.

The headline says how the deal ended (who won, and whether the wall ran out
after them); a line under it names the house rules played, if any differ from
the sheet's. Each win shows the winner's hand drawn in tiles or cards (melds,
concealed kongs and flowers with it, the winning tile marked) and lists its
patterns or groups by name and value, the total and the points it is worth;
the other seats' hands follow; every payment follows with its cause
(Sichuan's kong payments, tax refunds, flower pigs and ready-hand checks among
them); then the deal's deltas and the match totals per player. Next deal is
the default button, so Enter deals again. The window docks the sheet beside
the table (``dock_in``), so the table stays in view while it is read.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, QUrl, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDockWidget,
    QMainWindow,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.ui.dialogs.sheet_hands import fitting_height, hand_pixmap
from mahjong_desktop.ui.game.deal_summary import DealSummary, ShownGroup, WinLine
from mahjong_desktop.ui.mainwindow.ui_scale import scaled, ui_scale
from mahjong_desktop.ui.table.tile_strip import art_for
from mahjong_desktop.ui.texts.house_rules import house_rules_line
from mahjong_desktop.ui.texts.messages import group_words, message_text
from mahjong_desktop.ui.texts.names import seat_name
from mahjong_desktop.variants.registry import is_card_game

CONTEXT = "ScoreSheet"
CARD_HAND_HEIGHT = 72  # px; long cards need more height than tiles
TILE_HAND_HEIGHT = 44
HAND_ROOM_SPARE = 12  # px a hand's picture leaves free of the sheet's width (paragraph margins)
DOCK_SHARE = 0.4  # the docked sheet's share of the window's width, at most
DOCK_WIDTH = 480  # px: room for a full Hong Kong hand with melds and flowers
DOCK_WIDE_SHARE = 0.3  # on a wide screen the sheet takes this share, if more than DOCK_WIDTH


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def end_reason_text(reason: str, variant: str = "") -> str:
    if reason == "exhausted" and is_card_game(variant):
        reason = "stock_exhausted"  # the engine says "exhausted" for a wall and a stock alike
    reasons = {
        "win": _t("The deal was won."),
        "three_won": _t("Three players have won."),
        "exhausted": _t("The wall is exhausted: a draw."),
        "stock_exhausted": _t("The stock is exhausted: a draw."),
    }
    return reasons.get(reason, message_text(reason) if reason else "")


def headline(summary: DealSummary) -> str:
    """How the deal ended, naming who won: a Sichuan deal whose wall ran out after
    wins says both, and is no draw."""

    def names(seats: Sequence[int]) -> str:
        return ", ".join(seat_name(summary.variant, s, summary.seat_players[s]) for s in seats)

    winners = summary.winners()
    if summary.reason == "exhausted" and winners:
        if is_card_game(summary.variant):
            return _t("{winners} won; then the stock ran out.").format(winners=names(winners))
        return _t("{winners} won; play went on until the wall ran out.").format(
            winners=names(winners)
        )
    if summary.reason == "three_won" and winners:
        return _t("{winners} have won: one player is left, so the deal ends.").format(
            winners=names(winners)
        )
    if summary.reason == "win" and winners:
        return _t("{winners} won the deal.").format(winners=names(winners))
    return end_reason_text(summary.reason, summary.variant)


def _cause_html(cause: Mapping[str, Any]) -> str:
    """A payment's cause, starting with a capital: "win on discard" -> "Win on discard"."""
    text = message_text(cause)
    return html.escape(text[:1].upper() + text[1:])


def unit_name(unit: str) -> str:
    return {"faan": _t("faan"), "fan": _t("fan"), "huxi": _t("huxi")}.get(unit, unit)


def pattern_name(label: Mapping[str, Any] | None, code: str = "") -> str:
    """A pattern's or group's name in the current language, for the score sheet
    and the statistics' best hand alike; its code when the label cannot be
    shown (none, or one edited by hand in a statistics file)."""
    if not label:
        return code
    try:
        return message_text(label)
    except (KeyError, ValueError, TypeError, IndexError):
        return str(label.get("code", code or "?"))


def summary_html(summary: DealSummary, with_hands: bool = False) -> str:
    """The sheet as HTML (escaped throughout: message arguments are data).

    ``with_hands`` puts each winner's hand in as the image ``hand:N`` (N the
    win's index) and every other seat's as ``seat:S``, which the sheet adds to
    its document."""

    def name(s: int) -> str:
        return seat_name(summary.variant, s, summary.seat_players[s])

    def seat(s: int) -> str:
        return html.escape(name(s))

    parts = [
        f"<h2>{html.escape(_t('Deal {n}').format(n=summary.deal + 1))}</h2>",
        f"<p><b>{html.escape(headline(summary))}</b></p>",
    ]
    rules = house_rules_line(summary.variant, summary.options)
    if rules:
        parts.append(f"<p>{html.escape(rules)}</p>")
    for index, win in enumerate(summary.wins):
        title, table = _win_html(win, name, is_card_game(summary.variant))
        parts.append(title)
        if with_hands:
            parts.append(f"<p><img src='hand:{index}'></p>")
        if win.tile is not None and str(win.tile) in summary.faces:
            face = summary.faces[str(win.tile)]
            marked = (
                _t("Winning card (marked): {card}").format(card=group_words(face))
                if is_card_game(summary.variant)
                else _t("Winning tile (marked): {tile}").format(tile=face)
            )
            parts.append(f"<p>{html.escape(marked)}</p>")
        parts.append(table)
    if not summary.wins:
        parts.append(f"<p>{html.escape(_t('Nobody won this deal.'))}</p>")
    others = [s for s in sorted(summary.hands) if s not in summary.winners()]
    if with_hands and others:
        parts.append(f"<h3>{html.escape(_t('The other hands'))}</h3>")
        for s in others:
            parts.append(f"<p>{seat(s)}<br><img src='seat:{s}'></p>")
    parts.append(f"<h3>{html.escape(_t('Payments'))}</h3>")
    if summary.payments:
        rows = "".join(
            f"<tr><td>{seat(p.payer)}</td><td>→</td><td>{seat(p.receiver)}</td>"
            f"<td align='right'>{p.amount}</td><td>{_cause_html(p.cause)}</td></tr>"
            for p in summary.payments
        )
        parts.append(f"<table cellspacing='0' cellpadding='3'>{rows}</table>")
    else:
        parts.append(f"<p>{html.escape(_t('No payments.'))}</p>")
    parts.append(f"<h3>{html.escape(_t('Standing'))}</h3>")
    header = "<tr><th align='left'>{}</th><th align='right'>{}</th><th align='right'>{}</th></tr>"
    rows = header.format(
        html.escape(_t("Player")), html.escape(_t("This deal")), html.escape(_t("Match"))
    )
    for s, delta in enumerate(summary.deltas):
        player = summary.seat_players[s]
        rows += (
            f"<tr><td>{seat(s)}</td><td align='right'>{delta:+d}</td>"
            f"<td align='right'>{summary.totals[player]:+d}</td></tr>"
        )
    parts.append(f"<table cellspacing='0' cellpadding='3'>{rows}</table>")
    return "\n".join(parts)


def _win_html(win: WinLine, name: Callable[[int], str], cards: bool) -> tuple[str, str]:
    """The win's title, and its table of patterns with the total and the points."""
    # One literal per case, so the translation tools can see each of them.
    if win.source is None or win.source == win.seat:
        template = (
            _t("Winner: {winner} (own card)") if cards else _t("Winner: {winner} (self-drawn)")
        )
        how = template.format(winner=name(win.seat))
    else:
        template = (
            _t("Winner: {winner} (card from {source})")
            if cards
            else _t("Winner: {winner} (tile from {source})")
        )
        how = template.format(winner=name(win.seat), source=name(win.source))
    title = html.escape(how)
    rows = "".join(
        f"<tr><td>{html.escape(pattern_name(p.label, p.code))}</td>"
        f"<td align='right'>{p.value}</td></tr>"
        for p in win.patterns
    )
    unit = html.escape(unit_name(win.unit))
    total = html.escape(_t("Total")) + f" ({unit})"
    rows += f"<tr><td><b>{total}</b></td><td align='right'><b>{win.total}</b></td></tr>"
    points = html.escape(_t("Points: {points}").format(points=win.points))
    table = f"<table cellspacing='0' cellpadding='3'>{rows}</table><p>{points}</p>"
    return f"<h3>{title}</h3>", table


class ScoreSheet(QDialog):
    """A deal's results; Next deal is the default button."""

    nextDealRequested = Signal()
    # Review this deal was pressed (shown only once ``offer_review`` is called)
    reviewRequested = Signal()

    def __init__(self, summary: DealSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoreSheet")
        self.summary = summary
        layout = QVBoxLayout(self)
        self.text = QTextBrowser(self)
        self.text.setObjectName("scoreSheetText")
        self._hand_groups = self._hands(summary)
        self._hand_height = 0  # the hands' tile height as drawn (0: not yet)
        self._add_hand_images()
        self.text.viewport().installEventFilter(self)
        layout.addWidget(self.text)
        self.buttons = buttons = QDialogButtonBox(self)
        self.next_button = QPushButton(self)
        self.next_button.setObjectName("nextDealButton")
        self.next_button.setDefault(True)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.review_button = QPushButton(self)
        self.review_button.setObjectName("reviewDealButton")
        self.review_button.setAutoDefault(False)  # Enter stays Next deal
        self.review_button.hide()
        buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        layout.addWidget(buttons)
        self._connect_signals()
        self.resize(scaled(600, 660))
        self.retranslate_ui()

    def _connect_signals(self) -> None:
        self.next_button.clicked.connect(self._next)
        self.review_button.clicked.connect(self.reviewRequested)
        self.buttons.rejected.connect(self.reject)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Titles, buttons and the whole sheet (patterns, causes) in the current language."""
        self.setWindowTitle(self.tr("Score sheet"))
        self.setAccessibleName(self.tr("Score sheet"))
        self.text.setAccessibleName(self.tr("Results of the deal"))
        self.text.setHtml(summary_html(self.summary, with_hands=True))
        self.next_button.setText(self.tr("&Next deal"))
        self.review_button.setText(self.tr("&Review this deal"))
        self.close_button.setAccessibleName(self.tr("Close the score sheet"))

    def _hands(self, summary: DealSummary) -> dict[str, Sequence[ShownGroup]]:
        """Each winner's hand at its win and every other seat's at the end, melds and
        flowers included, by the name the sheet's text shows it under."""
        hands: dict[str, Sequence[ShownGroup]] = {
            f"hand:{i}": summary.shown_hand(w.seat, w) for i, w in enumerate(summary.wins)
        }
        winners = summary.winners()
        hands.update(
            {f"seat:{s}": summary.shown_hand(s) for s in summary.hands if s not in winners}
        )
        return hands

    def _add_hand_images(self) -> bool:
        """Draw the hands as large as the sheet's width lets the widest one show whole;
        True if they were drawn anew (the sheet's first time, or a new size)."""
        summary = self.summary
        art = art_for(summary.variant)
        most = CARD_HAND_HEIGHT if is_card_game(summary.variant) else TILE_HAND_HEIGHT
        most = round(most * ui_scale())  # as the sheet's text grows
        document = self.text.document()
        room = self.text.viewport().width() - 2 * document.documentMargin() - HAND_ROOM_SPARE
        height = fitting_height(art, list(self._hand_groups.values()), most, room, most // 2)
        if height == self._hand_height:
            return False
        self._hand_height = height
        dpr = self.devicePixelRatioF()
        for name, groups in self._hand_groups.items():
            pixmap = hand_pixmap(art, groups, summary.faces, height, dpr)
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), pixmap)
        return True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # The text's own width (not the sheet's: it is laid out after) sizes the hands.
        resized = watched is self.text.viewport() and event.type() == QEvent.Type.Resize
        if resized and self._add_hand_images():  # the text lays out again with the pictures
            scrolled = self.text.verticalScrollBar().value()
            self.text.setHtml(summary_html(self.summary, with_hands=True))
            self.text.verticalScrollBar().setValue(scrolled)
        return False

    def dock_in(self, window: QMainWindow) -> QDockWidget:
        """Show the sheet docked at the window's right, beside the table: not modal, so
        the table (every hand turned up) stays in view and in reach; it can be
        floated and moved. Next deal and Close close the dock with the sheet."""
        dock = QDockWidget(window)
        dock.setObjectName("scoreSheetDock")
        dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable
            | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        self.setWindowFlags(Qt.WindowType.Widget)  # a page of the dock, not a window
        dock.setWidget(self)
        dock.setWindowTitle(self.windowTitle())
        self.windowTitleChanged.connect(dock.setWindowTitle)
        self.finished.connect(dock.close)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, dock)
        wide = max(DOCK_WIDTH, round(window.width() * DOCK_WIDE_SHARE))  # more room, larger hands
        width = min(wide, round(window.width() * DOCK_SHARE))
        window.resizeDocks([dock], [width], Qt.Orientation.Horizontal)
        dock.show()
        self.next_button.setFocus()  # Enter deals again, as from the dialog
        return dock

    def offer_review(self) -> None:
        """Show Review this deal (its ``reviewRequested`` connected by the caller)."""
        self.review_button.show()

    def _next(self) -> None:
        self.accept()
        self.nextDealRequested.emit()

    def plain_text(self) -> str:
        return self.text.toPlainText()
