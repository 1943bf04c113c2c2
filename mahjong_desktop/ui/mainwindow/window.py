"""The window a player lives in: menus, the header, and the Table and Full rules tabs.

The Table tab holds the drawn table (``TableView``), the line that says what
discarding the selected tile leaves, the claim bar and the exchange bar. The
header names the game, the deal and the match standing, beside the Language
selector and display sliders (``header_layout``). The window's own wiring is in
``_connect_signals``; that of the controller, the table and the bars, built
later, in ``_connect_table_signals``. The window never calls the engine.

A starting window shows its first frame before the table exists
(``table_later``): the menus, the header and the bare cloth (``ui.table.felt``),
from modules that import in moments. ``build_table`` then adds the table, the
claim bar, the rules page and the controller in their places; the other
modules a game needs (dialogs, the score sheet, the discard analysis) are
imported where they are first used.

Keyboard: the table takes Left/Right (select) and Enter (discard) while it has the
focus (on the player's turn); the claim bar's number keys and Space; H a hint.

Hint: while the deal waits for the player, the Hint action (menu, button, H)
asks the controller for a strong bot's choice; the reason is shown beside the
button and the choice is marked (the tile lifted, the claim button outlined),
never made.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QPalette
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.ui.mainwindow.notice_area import NoticeArea
from mahjong_desktop.ui.mainwindow.wait_line import WaitLine
from mahjong_desktop.ui.table.claim_room import ClaimRoom
from mahjong_desktop.ui.table.felt import Felt
from mahjong_desktop.ui.texts.house_rules import header_mark
from mahjong_desktop.ui.texts.live import LiveText, Text, as_text, maker_of
from mahjong_desktop.ui.texts.names import match_standing, variant_name
from mahjong_desktop.variants.registry import is_card_game

if TYPE_CHECKING:
    from collections.abc import Mapping

    from mahjong_desktop.ui.dialogs.missing_suit import MissingSuitDialog
    from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet
    from mahjong_desktop.ui.game.controller import GameController, SessionConfig
    from mahjong_desktop.ui.game.deal_summary import DealSummary
    from mahjong_desktop.ui.game.hint import Hint
    from mahjong_desktop.ui.mainwindow.rules_page import RulesPage
    from mahjong_desktop.ui.table.claim_bar import ClaimBar
    from mahjong_desktop.ui.table.view import TableView

MIN_SIZE, NOTICE_MS = (1024, 700), 6000


def set_shortcut(action: QAction, keys: str) -> None:
    """Give ``action`` the shortcut ``keys``; not by ``setShortcut``, whose argument
    conversion builds the ``Qt`` namespace's enums (tens of ms) before the first frame."""
    action.setShortcuts([QKeySequence(keys)])


class MainWindow(QMainWindow):
    """The game window; ``table_later=True`` builds only its first frame (see ``build_table``)."""

    #: the New game dialog asked for a game's guided first deal (``ui.guide``): its variant
    guidedDealRequested = Signal(str)

    def __init__(
        self,
        controller: GameController | None = None,
        *,
        animation_speed: float = 1.0,
        table_later: bool = False,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setMinimumSize(*MIN_SIZE)
        self.observation: Observation | None = None  # the last one shown, None before a deal
        # The game being started, named in the header until its deal comes ("": a
        # saved game, named by its deal); None: no game is coming.
        self.starting: str | None = None
        self.score_sheet: ScoreSheet | None = None
        self.suit_dialog: MissingSuitDialog | None = None
        self.has_table = False
        self.remembered_rules: Mapping[str, Mapping[str, object]] = {}  # by game (preferences)
        self._totals: Any = None  # the deal's final totals, once it ended
        # The status line's maker and what it showed, to remake it in a new language.
        self._status: tuple[Text, str, int] | None = None
        self._build_header()
        self._build_tabs()
        self._build_menus()
        self._connect_signals()
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.header)
        layout.addWidget(self.tabs, 1)
        self._central_layout = layout
        self.dock_area: QMainWindow | None = None  # made with the table (``dock_area``)
        self.setCentralWidget(central)
        self.statusBar().setObjectName("statusLine")
        from mahjong_desktop.ui.mainwindow.focus_return import FocusReturn

        self.focus_return = FocusReturn(self, self._keyboard_target)  # keys work after dialogs
        self.retranslate_ui()
        if not table_later:
            self.build_table(controller, animation_speed=animation_speed)

    # ------------------------------------------------------------ building

    def _build_header(self) -> None:
        self.header = QFrame(self)
        self.header.setObjectName("header")
        self.header_layout = QHBoxLayout(self.header)
        self.header_layout.setContentsMargins(10, 4, 10, 4)
        self.title = QLabel(self.header)
        self.title.setObjectName("gameTitle")
        self.standing = QLabel(self.header)
        self.standing.setObjectName("matchStanding")
        self.header_layout.addWidget(self.title)
        self.header_layout.addStretch(1)
        self.header_layout.addWidget(self.standing)

    def _build_tabs(self) -> None:
        """The tabs as the first frame shows them: the cloth where the table goes."""
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("tabs")
        self.table_tab = table_tab = QWidget(self.tabs)
        table_tab.setObjectName("tableTab")
        # The tray under the table (hint line, claim bar) in the window's own colour,
        # like the header, with a rule along the table's edge: not a white page.
        table_tab.setAutoFillBackground(True)
        table_tab.setBackgroundRole(QPalette.ColorRole.Window)
        self._table_layout = table_layout = QVBoxLayout(table_tab)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        self.error_line = QLabel(table_tab)
        self.error_line.setObjectName("errorLine")
        self.error_line.setWordWrap(True)
        self.error_line.setStyleSheet("background:#7a1f1f; color:white; padding:4px;")
        self.error_line.hide()
        self._error_text = LiveText(self.error_line, self.error_line.setText)
        self.notices = NoticeArea(table_tab)  # standing notices: bad files, saving off
        self.felt: Felt | None = Felt(table_tab)
        self.hint = QLabel(table_tab)
        self.hint.setObjectName("discardHint")
        self.hint.setContentsMargins(10, 2, 10, 2)
        # A ready hand's waits drawn as tiles, before the line that counts them.
        self.wait_tiles = QLabel(table_tab)
        self.wait_tiles.setObjectName("waitTiles")
        self.wait_tiles.setContentsMargins(10, 0, 0, 0)
        self.wait_tiles.hide()
        self.wait_line = WaitLine(self.hint, self.wait_tiles)
        self.advice = QLabel(table_tab)
        self.advice.setObjectName("adviceLine")
        self.advice.setWordWrap(True)
        self._advice_text = LiveText(self.advice, self.advice.setText)
        self.advice_button = QPushButton(table_tab)
        self.advice_button.setObjectName("hintButton")
        self.advice_button.setEnabled(False)
        under_table = QHBoxLayout()
        under_table.setContentsMargins(0, 0, 6, 0)
        under_table.addWidget(self.wait_tiles)
        under_table.addWidget(self.hint, 1)
        under_table.addWidget(self.advice, 2)
        under_table.addWidget(self.advice_button)
        table_layout.addWidget(self.notices)
        table_layout.addWidget(self.error_line)
        table_layout.addWidget(self.felt, 1)
        table_layout.addLayout(under_table)
        # The claim bar's room, held from the first frame: the table never
        # changes size when the bar comes or goes (``ui.table.claim_room``).
        self.claim_room = ClaimRoom(table_tab)
        table_layout.addWidget(self.claim_room)
        self.tabs.addTab(table_tab, "")
        self.tabs.addTab(QWidget(self.tabs), "")  # the rules page's place

    def build_table(
        self, controller: GameController | None = None, *, animation_speed: float = 1.0
    ) -> None:
        """The table, the claim bar, the rules page and the controller, in the frame's places.

        Their modules (the scene, the art, the engine, the AI) take longer to
        import than the first frame takes to show, so a starting window builds
        them once it is on screen; the cloth gives way to a table that looks
        the same, and the claim bar goes into the room kept for it.
        """
        from mahjong_desktop.storage.display import DisplaySettings
        from mahjong_desktop.ui.game.controller import GameController
        from mahjong_desktop.ui.mainwindow.dock_area import dock_area_around
        from mahjong_desktop.ui.mainwindow.rules_page import RulesPage
        from mahjong_desktop.ui.table.claim_bar import ClaimBar
        from mahjong_desktop.ui.table.exchange_bar import ExchangeBar
        from mahjong_desktop.ui.table.view import TableView

        assert not self.has_table, "the table is built once"
        self.controller = controller or GameController(self)
        self.controller.setParent(self)
        self.view: TableView = TableView(self.table_tab)
        self.view.set_animation_speed(animation_speed)
        display = self.felt.display if self.felt is not None else DisplaySettings()
        self.view.set_display(display)
        if self.felt is not None:
            self.view.set_table_colour(*self.felt.colours)
            self._table_layout.replaceWidget(self.felt, self.view)
            self.felt.deleteLater()
            self.felt = None
        self.claim_bar: ClaimBar = ClaimBar(self.claim_room)
        self.claim_room.hold(self.claim_bar)
        self.exchange_bar = ExchangeBar(self.view, self.claim_room)  # Sichuan house rule
        self.claim_room.hold(self.exchange_bar)
        self.rules: RulesPage = RulesPage(parent=self.tabs)
        shown = self.tabs.currentIndex()
        placeholder = self.tabs.widget(1)
        self.tabs.removeTab(1)
        if placeholder is not None:
            placeholder.deleteLater()
        self.tabs.insertTab(1, self.rules, "")
        self.tabs.setCurrentIndex(shown)
        self.dock_area = dock_area_around(self.tabs, self._central_layout)
        self.has_table = True
        self._connect_table_signals()
        self.new_action.setEnabled(True)
        self.retranslate_ui()

    def _keyboard_target(self) -> QWidget | None:
        """What takes the keys when a dialog closes: the table, on the Table tab."""
        return self.view if self.has_table and self.tabs.currentIndex() == 0 else None

    def table_surface(self) -> TableView | Felt:
        """What shows the cloth now: the table, or the first frame's bare cloth."""
        if self.felt is not None:
            return self.felt
        return self.view

    def _build_menus(self) -> None:
        self.game_menu = game = self.menuBar().addMenu("")
        self.new_action = QAction(self)
        set_shortcut(self.new_action, "Ctrl+N")
        self.new_action.setEnabled(False)  # until the table and its controller are built
        self.next_action = QAction(self)
        set_shortcut(self.next_action, "Ctrl+D")
        self.next_action.setEnabled(False)
        self.quit_action = QAction(self)
        set_shortcut(self.quit_action, "Ctrl+Q")  # not every platform theme has one
        self.hint_action = QAction(self)
        set_shortcut(self.hint_action, "H")
        self.hint_action.setEnabled(False)
        self.addAction(self.hint_action)  # H works wherever the focus is in the window
        game.addAction(self.new_action)
        game.addAction(self.next_action)
        game.addAction(self.hint_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        self.view_menu = view = self.menuBar().addMenu("")
        self.rules_action = rules = QAction(self)
        set_shortcut(rules, "F1")
        self.table_action = table = QAction(self)
        view.addAction(table)
        view.addAction(rules)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def retranslate_ui(self) -> None:
        """Every text of the window in the current language (also on LanguageChange)."""
        self.setWindowTitle(self.tr("Mahjong Desktop"))
        self.title.setAccessibleName(self.tr("Game and deal"))
        self.standing.setAccessibleName(self.tr("Match totals"))
        self.hint.setAccessibleName(self.tr("What the selected discard leaves"))
        self.advice.setAccessibleName(self.tr("Hint"))
        self.advice_button.setText(self.tr("Hint (H)"))
        self.advice_button.setAccessibleName(self.tr("Hint"))
        self.advice_button.setToolTip(
            self.tr("What a strong player would do now; you still choose")
        )
        self.hint_action.setText(self.tr("&Hint"))
        self.tabs.setTabText(0, self.tr("&Table"))
        self.tabs.setTabText(1, self.tr("Full &rules"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.next_action.setText(self.tr("Next &deal"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.rules_action.setText(self.tr("Full &rules"))
        self.table_action.setText(self.tr("&Table"))
        if self.has_table:
            self.view.setAccessibleName(self.tr("Table"))
            self.rules.setAccessibleName(self.tr("Full rules"))
        if self.observation is None:
            self._title_before_a_deal()
        else:  # the texts made from the game's state, too
            self._update_header(self.observation, self._totals)
            selected = self.view.selected()
            self._selection_changed(-1 if selected is None else selected)
        self._retranslate_status()

    def show_status(self, text: str | Text, timeout: int = 0) -> None:
        """A message in the status line, made again if the language changes while it shows."""
        make = as_text(text)
        shown = make()
        self._status = (make, shown, timeout)
        self.statusBar().showMessage(shown, timeout)

    def _retranslate_status(self) -> None:
        if self._status is None:
            return
        make, shown, timeout = self._status
        if self.statusBar().currentMessage() == shown:  # not timed out nor replaced
            self.show_status(make, timeout)

    def show_starting(self, variant: str) -> None:
        """Name the game being started (``""``: a saved one) until its deal comes."""
        self.starting = variant
        self._title_before_a_deal()

    def _title_before_a_deal(self) -> None:
        if self.starting is None:
            self.title.setText(self.tr("No game yet: Game > New game (Ctrl+N)"))
        else:  # a blank for a saved game keeps the row's height
            self.title.setText(variant_name(self.starting) if self.starting else " ")

    def _connect_signals(self) -> None:
        """The window's own wiring: its menus (the table's comes with it)."""
        self.new_action.triggered.connect(self.ask_new_game)
        self.next_action.triggered.connect(self.next_deal)
        self.quit_action.triggered.connect(self.close)
        self.hint_action.triggered.connect(self.ask_hint)
        self.rules_action.triggered.connect(lambda: self.tabs.setCurrentIndex(1))
        self.table_action.triggered.connect(lambda: self.tabs.setCurrentIndex(0))

    def _connect_table_signals(self) -> None:
        """The wiring of the lazily built table: the controller, the view, the claim bar."""
        c = self.controller
        c.dealStarted.connect(self._deal_started)
        c.eventPlayed.connect(self._event_played)
        c.humanToAct.connect(self._human_to_act)
        c.humanActed.connect(self._human_acted)
        c.humanActed.connect(self.error_line.hide)
        c.dealEnded.connect(self._deal_ended)
        c.errorRaised.connect(self._controller_error)
        self.view.selectionChanged.connect(self._selection_changed)
        self.view.discardRequested.connect(self.controller.discard)
        c.pace_on_view(self.view.animationsFinished)
        self.claim_bar.chosen.connect(self.controller.choose)
        self.exchange_bar.chosen.connect(self.controller.choose)
        self.advice_button.clicked.connect(self.ask_hint)
        c.hintReady.connect(self._show_hint)
        c.hintFailed.connect(self._hint_failed)

    # ------------------------------------------------------------ session

    def start(self, config: SessionConfig) -> None:
        self.close_score_sheet()
        self.error_line.hide()
        self.controller.new_session(config)

    def ask_new_game(self) -> None:
        if self.observation is None and self.starting is not None:
            self.starting = None  # no game is coming after all: the player chooses one
            self._title_before_a_deal()
        from mahjong_desktop.ui.dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(self.controller.config, self, self.remembered_rules)
        if not dialog.exec():
            return
        if dialog.guided:
            self.guidedDealRequested.emit(dialog.config().variant)
        else:
            self.start(dialog.config())

    def next_deal(self) -> None:
        if self.controller.deal_over:
            self.close_score_sheet()
            self.controller.next_deal()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.has_table:
            self.controller.shutdown()
        super().closeEvent(event)

    # ------------------------------------------------------------ the deal

    def _deal_started(self, observation: Observation) -> None:
        self.observation = observation
        self.starting = None
        self._totals = None
        self.next_action.setEnabled(False)
        self._human_acted()
        self.view.set_variant(observation["variant"])
        self.view.show_observation(observation)
        self.rules.set_game(observation["variant"], observation.get("rules", {}))
        self._update_header(observation)
        self._show_waits()

    def _event_played(self, event: EventData, observation: Observation) -> None:
        from mahjong_desktop.ui.texts.notices import notice_for

        self.observation = observation
        self.view.play_event(event, observation)
        self.exchange_bar.follow(observation)
        if self.view.selected() is None:
            self._show_waits()
        notice = notice_for(event, observation)
        if notice:
            self.show_status(lambda: notice_for(event, observation), NOTICE_MS)
        if event.get("type") in ("deal_end", "payment", "win"):
            self._update_header(observation)

    def _human_to_act(self, observation: Observation) -> None:
        self.observation = observation
        self._set_hint_enabled(True)
        self._set_advice(None)  # a new decision: advice asked for an earlier one is gone
        legal = observation.get("legal", [])
        if self.exchange_bar.ask(observation):
            return
        if any(e["kind"] == "declare" for e in legal):
            self._ask_missing_suit(observation)
            return
        discards = [e["tiles"][0] for e in legal if e["kind"] == "discard" and e["tiles"]]
        self.view.set_selectable(discards)
        has_bar = self.claim_bar.show_options(observation)
        cards = is_card_game(observation.get("variant"))
        if discards:
            self.show_status(
                lambda: (
                    self.tr(
                        "Your turn: click a card to select it, click it again or press Enter;"
                        " S sorts your cards by group or by value."
                    )
                    if cards
                    else self.tr(
                        "Your turn: click a tile to select it, click it again or press Enter."
                    )
                )
            )
            self.view.setFocus()
        elif has_bar:
            self.show_status(
                lambda: (
                    self.tr("Claim the card with a button, or pass (Space).")
                    if cards
                    else self.tr("Claim the tile with a button, or pass (Space).")
                )
            )

    def _human_acted(self) -> None:
        self._set_hint_enabled(False)
        self._set_advice(None)
        self.view.set_selectable([])
        self.view.clear_selection()
        self.claim_bar.clear()
        self.exchange_bar.done()
        self._show_waits()
        self.statusBar().clearMessage()

    def _ask_missing_suit(self, observation: Observation) -> None:
        from mahjong_desktop.ui.dialogs.missing_suit import MissingSuitDialog

        dialog = MissingSuitDialog(observation, self)
        dialog.chosen.connect(self.controller.choose)
        dialog.hintRequested.connect(self.ask_hint)
        dialog.rejected.connect(lambda: self._missing_suit_closed(observation))
        self.suit_dialog = dialog
        dialog.open()

    def _missing_suit_closed(self, observation: Observation) -> None:
        self.show_status(lambda: self.tr("Choose your missing suit to start the deal."))
        # Reopen once the closing dialog is gone: the choice is mandatory.
        QTimer.singleShot(0, lambda: self._ask_missing_suit(observation))

    def _deal_ended(self, summary: DealSummary) -> None:
        from mahjong_desktop.ui.dialogs.score_sheet import ScoreSheet

        self._human_acted()
        if self.observation is not None:
            # The faces of every hand, so the table can turn them all up.
            faces = {**summary.faces, **self.observation.get("faces", {})}
            shown: Observation = {**self.observation, "faces": faces}
            self.observation = shown
            self.view.show_observation(shown)
        self.view.reveal_all(summary.hands)
        if self.observation is not None:  # always: a deal starts before it ends
            self._totals = summary.totals
            self._update_header(self.observation, summary.totals)
        self.next_action.setEnabled(True)
        sheet = ScoreSheet(summary, self)
        sheet.nextDealRequested.connect(self.next_deal)
        self.score_sheet = sheet
        assert self.dock_area is not None  # made with the table
        sheet.dock_in(self.dock_area)  # beside the table, which stays in view
        # Docked, it is no window of its own: as its dock goes (connected first), the
        # keys go back to the table at once.
        sheet.finished.connect(lambda _result: self.focus_return.give_back())

    def close_score_sheet(self) -> None:
        if self.score_sheet is not None:
            dock = self.score_sheet.parentWidget()
            self.score_sheet.close()
            self.score_sheet.deleteLater()
            self.score_sheet = None
            if isinstance(dock, QDockWidget):  # the sheet's dock goes with it
                if self.dock_area is not None:
                    self.dock_area.removeDockWidget(dock)
                dock.deleteLater()

    # ------------------------------------------------------------ the player

    def _selection_changed(self, tile: int) -> None:
        self.wait_line.show_selected(self.observation, tile)

    def _show_waits(self) -> None:
        self.wait_line.show_standing(self.observation)

    # ------------------------------------------------------------ hints

    def ask_hint(self) -> None:
        """Ask for advice on the decision in hand; it arrives as ``_show_hint``."""
        if self.controller.request_hint():
            self._set_hint_enabled(False)  # one question at a time
            self._set_advice(lambda: self.tr("Thinking…"))

    def _show_hint(self, hint: Hint) -> None:
        self._set_hint_enabled(True)
        from mahjong_desktop.ui.texts.hints import hint_text

        observation = self.observation
        if observation is not None:  # a hint is asked for a decision on the table
            self._set_advice(lambda: hint_text(hint, observation))
        dialog = self.suit_dialog
        if hint.kind == "declare" and dialog is not None and dialog.isVisible():
            dialog.show_hint(self.advice.text(), hint.legal_id)  # the table is behind it
            return
        tile = hint.discard
        if hint.kind == "exchange":
            self.exchange_bar.show_hint(hint.tiles)
        elif tile is not None:
            self.view.select(tile)  # lifted, as a first click would; discarding is theirs
        else:
            self.claim_bar.highlight(hint.legal_id)

    def _hint_failed(self, text: str) -> None:
        self._set_hint_enabled(True)
        self._set_advice(maker_of(text, self.controller.hint_failure))
        if self.suit_dialog is not None and self.suit_dialog.isVisible():
            self.suit_dialog.show_hint(self.advice.text(), -1)

    def _set_advice(self, text: Text | None) -> None:
        """The line beside the Hint button (None: empty), in the language of the moment."""
        if text is None:
            self._advice_text.clear()
            self.advice.clear()
        else:
            self._advice_text.show(text)

    def _set_hint_enabled(self, enabled: bool) -> None:
        self.hint_action.setEnabled(enabled)
        self.advice_button.setEnabled(enabled)

    def show_error(self, text: str | Text) -> None:
        """The red line above the table (and the status line) until the player acts."""
        self._error_text.show(text)
        self.error_line.show()
        self.show_status(text, NOTICE_MS)

    def show_notice(self, text: str | Text) -> None:
        """A notice that stays, beside the others, until the player dismisses it."""
        self.notices.add(text)
        self.show_status(text, NOTICE_MS)

    def _controller_error(self, text: str) -> None:
        self.show_error(maker_of(text, self.controller.error_text))

    # ------------------------------------------------------------ header

    def _update_header(self, observation: Observation, totals: Any = None) -> None:
        variant = observation.get("variant", "")
        deal = int(observation.get("deal", 0)) + 1
        mark, chosen = header_mark(variant, observation.get("rules", {}))  # house rules
        title = self.tr("{game} · deal {n}").format(game=variant_name(variant), n=deal)
        self.title.setText(title + mark)
        self.title.setToolTip(chosen)
        self.standing.setText(match_standing(observation, totals))
