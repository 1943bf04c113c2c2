"""Help > Guided first deal: starts a game's lesson and shows its tips on the table.

The lesson's deal is played like any other (``GameController.play_arranged``
with ``guided=True``: practice, never autosaved). As the controller shows each
event and asks each decision, the ``Guide`` names the tips due and the
``TipCard`` shows them. A tip about an event pauses play until the player has
read it; a tip about a decision waits with the decision and goes once it is
made. The tips can be turned off (No more tips, or the Help menu's check);
the deal can be played again from the menu at any time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction

from mahjong_desktop.ai import level_names
from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.storage.preferences import Preferences
from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.guide.guide import Guide
from mahjong_desktop.ui.guide.lesson import Tip
from mahjong_desktop.ui.guide.lessons import LESSONS, lesson_for
from mahjong_desktop.ui.guide.tip_card import TipCard
from mahjong_desktop.ui.mainwindow.live_preferences import LivePreferences
from mahjong_desktop.ui.texts.names import variant_name
from mahjong_desktop.variants.registry import is_card_game

if TYPE_CHECKING:
    from mahjong_desktop.ui.mainwindow.window import MainWindow


class GuidedPlay(QObject):
    """The Help menu's lessons and tips check, and the tips of the lesson on the table."""

    def __init__(self, window: MainWindow, preferences: LivePreferences) -> None:
        super().__init__(window)
        self.window, self.preferences = window, preferences
        self.guide: Guide | None = None  # the lesson on the table, None for any other deal
        self.card = TipCard(window.view)
        self.card.closed.connect(self._card_closed)
        self.card.tipsOff.connect(lambda: preferences.update(guide_tips=False))
        self._build_menu()
        c = window.controller
        c.dealStarted.connect(self._deal_started)
        c.eventPlayed.connect(self._event_played)
        c.humanToAct.connect(self._human_to_act)
        c.humanActed.connect(self._human_acted)
        window.guidedDealRequested.connect(self.start)
        preferences.changed.connect(self._preferences_changed)
        window.installEventFilter(self)
        self.retranslate_ui()

    def _build_menu(self) -> None:
        self.menu = self.window.menuBar().addMenu("")
        self.menu.setObjectName("helpMenu")
        self.lessons_menu = self.menu.addMenu("")
        self.lesson_actions: dict[str, QAction] = {}
        for variant in LESSONS:
            action = self.lessons_menu.addAction("")
            action.setObjectName(f"guided_{variant}")
            action.triggered.connect(lambda _checked=False, v=variant: self.start(v))
            self.lesson_actions[variant] = action
        self.tips_action = QAction(self)
        self.tips_action.setObjectName("guideTipsAction")
        self.tips_action.setCheckable(True)
        self.tips_action.setChecked(self.preferences.current.guide_tips)
        self.tips_action.toggled.connect(lambda on: self.preferences.update(guide_tips=on))
        self.menu.addAction(self.tips_action)
        self.menu.addSeparator()
        self.menu.addAction(self.window.rules_action)  # Full rules (F1): where help is sought

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        return False

    def retranslate_ui(self) -> None:
        self.menu.setTitle(self.tr("&Help"))
        self.lessons_menu.setTitle(self.tr("&Guided first deal"))
        for variant, action in self.lesson_actions.items():
            action.setText(variant_name(variant))
        self.tips_action.setText(self.tr("Show &tips in guided deals"))

    # ------------------------------------------------------------ the lesson

    def start(self, variant: str) -> None:
        """Deal ``variant``'s guided deal, with its tips from the start."""
        window, controller = self.window, self.window.controller
        lesson = lesson_for(variant)
        window.close_score_sheet()
        window.error_line.hide()
        self.card.clear()
        # Paohuzi's opponents and their cards fill the top corners and the player's the
        # bottom: its tips go in the empty band at the right. Mahjong's top left
        # holds only the backs of North's hand.
        self.card.set_side(right=is_card_game(variant))
        self.guide = Guide(lesson)
        level = controller.config.level if controller.config else level_names.DEFAULT_LEVEL
        config = SessionConfig(variant, level=level)
        controller.play_arranged(lesson.make(), config, lesson.bots(), guided=True)

    @property
    def tips_on(self) -> bool:
        return self.guide is not None and self.preferences.current.guide_tips

    def _deal_started(self, _observation: Observation) -> None:
        # Another game took the table; its new deal let go of any hold for a tip.
        if not self.window.controller.guided:
            self.guide = None
            self.card.clear()

    def _event_played(self, event: EventData, observation: Observation) -> None:
        if not self.tips_on:
            return
        assert self.guide is not None
        tips = self.guide.after_event(event, observation)
        if not tips:
            return
        self._show(tips, decision=False)
        if event.get("type") != "deal_end":  # the score sheet comes even while one is read
            self.window.controller.hold()  # read it before play goes on

    def _human_to_act(self, observation: Observation) -> None:
        if self.tips_on:
            assert self.guide is not None
            tips = self.guide.at_decision(observation)
            if tips:
                self._show(tips, decision=True)

    def _human_acted(self) -> None:
        self.card.acted()

    def _show(self, tips: list[Tip], *, decision: bool) -> None:
        guide = self.guide
        assert guide is not None
        self.card.add(lambda: [guide.text(tip) for tip in tips], until_acted=decision)

    def _card_closed(self) -> None:
        self.window.controller.release()

    def _preferences_changed(self, preferences: Preferences) -> None:
        if self.tips_action.isChecked() != preferences.guide_tips:
            self.tips_action.setChecked(preferences.guide_tips)
        if not preferences.guide_tips:
            self.card.clear()
            self.window.controller.release()


def install_guide(window: MainWindow, preferences: LivePreferences) -> GuidedPlay:
    return GuidedPlay(window, preferences)
