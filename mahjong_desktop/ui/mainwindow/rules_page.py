"""The Full rules tab: each game's rules in the player's language, zoomable and printable.

The page's text is laid out when the tab is first shown (or read, printed,
exported), not at start-up: a long rich-text layout would delay the first
paint of the table for a tab the player may never open.

The page follows the application language through Qt's LanguageChange event
and ``QLocale()`` (which ``mahjong_desktop.i18n.translators`` sets with the translators),
so it needs no wiring beyond being shown. Lines stay at a readable length on a
wide window: the text column is centred with side margins instead of running 4K wide.

Above the page a box names the options of the match on the table as they are
played (``set_game`` with the deal's ``rules``), the house rules that differ
from the sheet in bold; the page's section 8 describes each option. It shows
only while the page is of the match's game.
"""

from __future__ import annotations

import html
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QEvent, QLocale, Qt, Signal
from PySide6.QtGui import QPageSize, QPdfWriter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QTextBrowser,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.i18n.languages import match_locale
from mahjong_desktop.i18n.rules_text import GAMES, rules_html
from mahjong_desktop.ui.mainwindow.header_space import PRODUCT_NAME
from mahjong_desktop.ui.texts.house_rules import SEPARATOR, in_force_lines
from mahjong_desktop.ui.texts.names import variant_name

READABLE_EM = 46  # widest text column, in widths of "M"
MIN_MARGIN = 12
STYLE = """
h1 { font-size: x-large; margin-bottom: 2px; }
h2 { font-size: large; margin-top: 14px; margin-bottom: 4px; }
p.line { margin-top: 0px; }
td, th { padding: 3px 6px; }
th { text-align: left; }
li { margin-bottom: 3px; }
"""


def page_language() -> str:
    """The shipped language of the application's current default locale."""
    return match_locale([QLocale().name()])


class RulesPage(QWidget):
    """One game's rules at a time; ``set_game`` follows the game on the table."""

    gameChosen = Signal(str)  # the player picked another game's rules to read

    def __init__(self, game: str = GAMES[0], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesPage")
        self.game = game
        self._shown_language = ""
        self._stale = True  # the browser does not hold this game's text in this language yet
        self.game_label = QLabel(self)
        self.game_choice = QComboBox(self)
        # Sized again for each language's names, not once for the first ones.
        self.game_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for code in GAMES:
            self.game_choice.addItem("", code)
        self.game_label.setBuddy(self.game_choice)
        self.zoom_out = QToolButton(self)
        self.zoom_out.setText("A−")
        self.zoom_in = QToolButton(self)
        self.zoom_in.setText("A+")
        self.print_button = QToolButton(self)
        self.pdf_button = QToolButton(self)
        self.match_rules: tuple[str, dict[str, object]] | None = None  # game, its rules
        self.rules_box = QLabel(self)
        self.rules_box.setObjectName("matchRulesBox")
        self.rules_box.setWordWrap(True)
        self.rules_box.setTextFormat(Qt.TextFormat.RichText)
        self.rules_box.setFrameShape(QFrame.Shape.StyledPanel)
        self.rules_box.setMargin(6)
        self.rules_box.hide()
        self.browser = QTextBrowser(self)
        self.browser.setOpenLinks(False)
        self.browser.document().setDefaultStyleSheet(STYLE)

        bar = QHBoxLayout()
        bar.addWidget(self.game_label)
        bar.addWidget(self.game_choice)
        bar.addStretch(1)
        for button in (self.zoom_out, self.zoom_in, self.print_button, self.pdf_button):
            bar.addWidget(button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 0)
        layout.addLayout(bar)
        layout.addWidget(self.rules_box)
        layout.addWidget(self.browser, 1)

        self.game_choice.activated.connect(self._choose)
        self.zoom_in.clicked.connect(lambda: self.browser.zoomIn(1))
        self.zoom_out.clicked.connect(lambda: self.browser.zoomOut(1))
        self.print_button.clicked.connect(self.print_rules)
        self.pdf_button.clicked.connect(self.ask_export_pdf)
        self.retranslate_ui()

    def set_game(self, game: str, rules: Mapping[str, object] | None = None) -> None:
        """Show ``game``'s rules; with ``rules`` (a deal's, every option in force) the
        box above the page names them."""
        if game not in GAMES:
            raise ValueError(f"unknown game {game!r}")
        self.game = game
        if rules is not None:
            self.match_rules = (game, dict(rules))
        self.game_choice.setCurrentIndex(self.game_choice.findData(game))
        self._load()

    def _show_match_rules(self) -> None:
        """The box: the match's options as played, shown with its game's page only."""
        if self.match_rules is None or self.match_rules[0] != self.game:
            self.rules_box.hide()
            return
        try:
            lines = in_force_lines(*self.match_rules)
        except ValueError:  # an option this version lacks: no box rather than a wrong one
            self.rules_box.hide()
            return
        if not lines:
            self.rules_box.hide()
            return
        shown = SEPARATOR.join(
            f"<b>{html.escape(text, quote=False)}</b>"
            if differs
            else html.escape(text, quote=False)
            for text, differs in lines
        )
        if any(differs for _text, differs in lines):
            note = self.tr(
                "In bold: the house rules that differ from the sheet; section 8 describes "
                "every option."
            )
        else:
            note = self.tr("Every option is the sheet's; section 8 describes the house rules.")
        title = html.escape(self.tr("The options of this match:"), quote=False)
        self.rules_box.setText(f"{title} {shown}<br>{html.escape(note, quote=False)}")
        self.rules_box.show()

    @property
    def shown_language(self) -> str:
        """The language of the rules text (the page lays it out first if it is stale)."""
        self._load_now()
        return self._shown_language

    def html(self) -> str:
        self._load_now()
        return self.browser.toHtml()

    def plain_text(self) -> str:
        self._load_now()
        return self.browser.toPlainText()

    # -- printing --------------------------------------------------------------
    def print_rules(self) -> None:
        from PySide6.QtPrintSupport import QPrintDialog, QPrinter  # only when printing

        self._load_now()
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        dialog = QPrintDialog(printer, self)
        dialog.setWindowTitle(self.tr("Print the rules"))
        if dialog.exec() == QPrintDialog.DialogCode.Accepted:
            self.browser.document().print_(printer)

    def ask_export_pdf(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export the rules as PDF"),
            f"{self.game}-rules.pdf",
            self.tr("PDF files (*.pdf)"),
        )
        if not path:
            return
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        if not self.export_pdf(path):
            QMessageBox.warning(
                self,
                self.tr("Export the rules as PDF"),
                self.tr("The file %1 could not be written.").replace("%1", path),
            )

    def export_pdf(self, path: str) -> bool:
        """Write the page as an A4 PDF; False if the file can not be written."""
        try:
            with open(path, "ab"):  # QPdfWriter only warns on a bad path: ask first
                pass
        except OSError:
            return False
        self._load_now()
        writer = QPdfWriter(path)
        writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
        writer.setResolution(300)
        writer.setTitle(self.game_choice.currentText())
        writer.setCreator(PRODUCT_NAME)
        self.browser.document().print_(writer)
        del writer  # finishes and closes the file
        return Path(path).stat().st_size > 0

    # -- language --------------------------------------------------------------
    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        for index in range(self.game_choice.count()):
            self.game_choice.setItemText(index, variant_name(self.game_choice.itemData(index)))
        self.game_choice.setCurrentIndex(self.game_choice.findData(self.game))
        self.game_label.setText(self.tr("&Rules of:"))
        self.zoom_in.setToolTip(self.tr("Larger text"))
        self.zoom_out.setToolTip(self.tr("Smaller text"))
        self.zoom_in.setAccessibleName(self.tr("Larger text"))
        self.zoom_out.setAccessibleName(self.tr("Smaller text"))
        self.print_button.setText(self.tr("&Print…"))
        self.pdf_button.setText(self.tr("Export &PDF…"))
        self.rules_box.setAccessibleName(self.tr("The options of this match"))
        self._load()

    def _choose(self, index: int) -> None:
        self.game = self.game_choice.itemData(index)
        self._load()
        self.gameChosen.emit(self.game)

    def showEvent(self, event: QShowEvent) -> None:
        self._load_now()
        super().showEvent(event)

    def _load(self) -> None:
        """Show the current game in the current language, now if on show, else when shown."""
        self._show_match_rules()
        self._stale = True
        if self.isVisible():
            self._load_now()

    def _load_now(self) -> None:
        if not self._stale:
            return
        self._stale = False
        text, self._shown_language = rules_html(self.game, page_language())
        scroll = self.browser.verticalScrollBar().value()
        self.browser.setHtml(text)
        self._fit_column()
        self.browser.verticalScrollBar().setValue(scroll)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_column()

    def column_margin(self) -> int:
        """The left and right margin that keeps lines at a readable length."""
        widest = self.browser.fontMetrics().horizontalAdvance("M") * READABLE_EM
        return max(MIN_MARGIN, (self.browser.viewport().width() - widest) // 2)

    def _fit_column(self) -> None:
        # Side margins only: a uniform document margin would push the text down too.
        root = self.browser.document().rootFrame()
        frame = root.frameFormat()
        margin = self.column_margin()
        if frame.leftMargin() != margin:
            frame.setLeftMargin(margin)
            frame.setRightMargin(margin)
            frame.setTopMargin(MIN_MARGIN)
            frame.setBottomMargin(MIN_MARGIN)
            root.setFrameFormat(frame)
