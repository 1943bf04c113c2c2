"""The Hong Kong guided deal: a bamboo hand with a pair of red dragons.

East (the player) holds nine bamboo in a row, a pair of 1 bamboo, the red
dragons and two strays. South soon lets a red dragon go: the pung makes the
hand ready on 1, 4 or 7 bamboo, worth 5 faan (half flush 3, dragon pung
1, no flowers 1), past the 3-faan minimum. East then draws its own flower, and the 4 bamboo
after it: a self-drawn win. The other seats pass every claim and discard
their lowest tile, so the deal goes as written whatever the player tries.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.ui.game.discard_analysis import standing_waits
from mahjong_desktop.ui.guide.lesson import Lesson, Tip, legal_kinds
from mahjong_desktop.variants.mahjong.arranged import arranged_position
from mahjong_desktop.variants.registry import new_deal

CONTEXT = "Tips"
SEED = 7
HANDS = (
    "23456789s 11s 77z 5z 9m",  # East, the player: 14 tiles, on turn
    "7z 147m 258p 369m 1z 2z 3z",  # South lets the red dragon go first
    "258m 147p 369p 1z 2z 4z 5z",
    "369p 258m 147m 2z 3z 4z 6z",
)
# South, South (after the pung), West, North, then East's flower, then a round to the 4s.
DRAWS = "1p 2p 3p 4p 1f 5p 6p 7p 4s"
LOOSE = "9p"  # the flower's replacement
PLAN = (("discard", "9m"), ("pung", "7z"), ("discard", "5z"), ("discard", "9p"), ("win", ""))


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def make() -> Deal:
    deal = new_deal("hongkong", SEED)
    deal.arrange(arranged_position(deal, HANDS, DRAWS, replacements=LOOSE))  # type: ignore[arg-type]
    return deal


def texts() -> dict[str, str]:
    return {
        "hk_welcome": _t(
            "Welcome to Hong Kong mahjong. You are East, the dealer, at the bottom. A hand "
            "wins with four sets (runs or three alike) and a pair. Your bamboo are almost "
            "there: let the tiles that fit nothing go first."
        ),
        "hk_claim": _t(
            "Pung takes a discard from anyone to make three alike; Chow makes a run, but only "
            "from the player on your left. A claimed set lies open for all to see."
        ),
        "hk_ready": _t(
            "Your hand is ready: it waits for {waits}. A win in Hong Kong needs at least "
            "3 faan, and this hand would score {faan}: a half flush (one suit with honours) "
            "alone is 3, and the pung of dragons adds one. The line under the table counts "
            "the faan of every wait."
        ),
        "hk_flower": _t(
            "A flower! Flowers and seasons are set aside at once and you draw a loose tile "
            "from the dead wall instead. Your own flower (East: the first) adds a faan."
        ),
        "hk_win": _t(
            "That tile completes your hand: press Win. Drawing it yourself adds a faan, and "
            "every other player pays."
        ),
    }


def at_decision(observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    kinds = legal_kinds(observation)
    tips = []
    if "discard" in kinds:
        tips.append(Tip("hk_welcome"))
    if kinds & {"chow", "pung", "kong"}:
        tips.append(Tip("hk_claim"))
    if "win" in kinds:
        tips.append(Tip("hk_win"))
    return tips


def after_event(event: EventData, observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    seat = observation.get("seat")
    kind = event.get("type")
    if kind == "flower" and event.get("seat") == seat:
        return [Tip("hk_flower")]
    # Any event may find the hand ready (the observation is the table as shown then).
    if kind != "deal_end" and "hk_ready" not in said:
        waits = standing_waits(observation)
        counted = [w for w in waits.waits if w.faan is not None] if waits is not None else []
        if counted:
            faces = ", ".join(w.face for w in counted)
            return [Tip("hk_ready", {"waits": faces, "faan": min(w.faan or 0 for w in counted)})]
    return []


LESSON = Lesson(
    variant="hongkong",
    make=make,
    scripts={1: (("discard", "7z"),)},
    plan=PLAN,
    after_event=after_event,
    at_decision=at_decision,
    texts=texts,
)
