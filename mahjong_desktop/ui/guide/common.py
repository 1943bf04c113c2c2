"""The tips every guided deal gives: how to discard, what a claim window is, the score sheet."""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.ui.guide.lesson import Tip, legal_kinds
from mahjong_desktop.variants.registry import is_card_game

CONTEXT = "Tips"
CLAIM_KINDS = frozenset({"chow", "pung", "kong", "chi", "peng"})


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def texts() -> dict[str, str]:
    return {
        "select_tiles": _t(
            "Your turn. Click a tile to lift it, then click it again (or press Enter) to "
            "discard it. The line under the table says what that discard leaves; "
            "H asks for a hint at any time."
        ),
        "select_cards": _t(
            "Your turn. Click a card to lift it, then click it again (or press Enter) to "
            "discard it. The line under the table says what that discard leaves; "
            "H asks for a hint at any time."
        ),
        "claim_tiles": _t(
            "A claim window: the tile just discarded can be yours. Each button shows the set "
            "it would make; Pass (Space) lets it go. Nobody plays on until you choose."
        ),
        "claim_cards": _t(
            "A claim window: the card just turned up or discarded can be yours. Each button "
            "shows the groups it would make; Pass (Space) lets it go. Nobody plays on until "
            "you choose."
        ),
        "sheet": _t(
            "The deal is over. The score sheet beside the table lists what each hand scored "
            "and who paid whom. Next deal (Ctrl+D) starts a real game; Help > Guided first "
            "deal plays this one again."
        ),
    }


def at_decision(observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    kinds = legal_kinds(observation)
    cards = is_card_game(observation.get("variant"))
    tips = []
    if "discard" in kinds:
        tips.append(Tip("select_cards" if cards else "select_tiles"))
    if kinds & CLAIM_KINDS:
        tips.append(Tip("claim_cards" if cards else "claim_tiles"))
    return tips


def after_event(event: EventData, observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    return [Tip("sheet")] if event.get("type") == "deal_end" else []
