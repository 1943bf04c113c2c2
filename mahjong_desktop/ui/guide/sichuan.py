"""The Sichuan guided deal: a hand of 2s, 5s and 8s that plays on after another's win.

East (the player) holds three 2 characters, three 8 characters, pairs of 5
characters, 5 dots and 8 dots, and only two bamboo: bamboo is the suit to
give up, and both must go before anything else. South is ready from the
start and wins on its first draw (self-drawn: everyone still in pays 2), yet
the deal goes on: the bloody battle. West soon lets a 5 dots go; the pung
leaves East waiting on 5 characters or 8 dots with four pungs of 2s, 5s and
8s, 3 fan. The 8 dots comes on East's fourth turn: a self-drawn win, 9 from
West and from North (South has won and pays nothing). West and North then
play the wall out: at its end West is ready and North is not, so North pays
West. The other seats pass every claim and discard their first tile (the
earliest dealt or drawn) unless scripted, so the deal goes as written whatever
the player tries.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.ui.game.discard_analysis import own_tiles, standing_waits
from mahjong_desktop.ui.guide.lesson import Lesson, Tip, legal_kinds
from mahjong_desktop.ui.texts.messages import suit_word
from mahjong_desktop.ui.texts.names import wind_name
from mahjong_desktop.variants.mahjong.arranged import arranged_position
from mahjong_desktop.variants.registry import new_deal

CONTEXT = "Tips"
SEED = 39  # the rest of the wall in an order that leaves West ready at its end
HANDS = (
    "222m 888m 55m 55p 88p 3s 7s",  # East, the player: 14 tiles, bamboo the short suit
    "123s 456s 789s 234p 9p",  # South: no characters, waiting on 9 dots
    "1m 3m 4m 6m 6m 7m 9m 1p 2p 3p 6p 7p 9p",  # West: no bamboo; 1m and 3m go first
    "9s 6p 3p 11s 22s 456s 8s 77p",  # North: no characters; 9s and 6p go first
)
# South's win, West, North, East (the stray 1 dots), West (the 5 dots it lets go),
# West and North again after the pung, then East's winning 8 dots.
DRAWS = "9p 4m 3s 1p 5p 6m 5s 8p"
PLAN = (
    ("declare", "s"),
    ("discard", "7s"),
    ("discard", "3s"),
    ("pung", "5p"),
    ("discard", "1p"),
    ("win", ""),
)
SCRIPTS: Mapping[int, Sequence[tuple[str, str]]] = {
    1: (("declare", "m"), ("win", "")),
    2: (("declare", "s"), ("discard", "5p")),
    3: (("declare", "m"),),  # West and North never win: two seats reach the wall's end
}
SUITS = "mps"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def make() -> Deal:
    deal = new_deal("sichuan", SEED)
    deal.arrange(arranged_position(deal, HANDS, DRAWS))  # type: ignore[arg-type]
    return deal


def texts() -> dict[str, str]:
    return {
        "sc_declare": _t(
            "Welcome to Sichuan mahjong, played with the three suits alone. First everyone "
            "gives up one suit for the whole deal: choose the one you hold fewest of, "
            "here {suit}."
        ),
        "sc_missing": _t(
            "Your {suit} must go first: until the last of them is gone you can discard "
            "nothing else, and you cannot pung or win. Whoever still holds their missing "
            "suit when the wall runs out is a flower pig and pays every other player 32."
        ),
        "sc_battle": _t(
            "{winner} has won and leaves the play, hand laid open. This is the bloody "
            "battle: the others play on until three have won or the wall runs out, and "
            "several players may even win on the same discard."
        ),
        "sc_claim": _t(
            "Sichuan has no chow: a discard is claimed only for a pung or a kong, from any "
            "player. A kong is paid at once: 2 by the discarder of a claimed one, 2 by each "
            "player still in for a concealed one, 1 each for one added to a pung."
        ),
        "sc_ready": _t(
            "Your hand is ready: it waits for {waits}. Being ready counts even if "
            "the wall runs out first: then each player still in who is not ready pays you."
        ),
        "sc_win": _t(
            "That tile completes your hand: press Win. A plain win is worth 1 point and each "
            "fan (all pungs, one suit only and the like) doubles it, up to 32. Drawn "
            "yourself, every player still in pays that plus one; on a discard, the "
            "discarder alone pays it."
        ),
        "sc_wall_end": _t(
            "The wall is empty, so the hands still in play are checked. A flower pig pays "
            "32 to each other player; a hand that is not ready gives back any kong money it "
            "took, and pays every ready player the most that player's hand could win."
        ),
    }


def at_decision(observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    kinds = legal_kinds(observation)
    tips = []
    if "declare" in kinds:
        tips.append(Tip("sc_declare", {"suit": suit_word(_fewest_suit(observation))}))
    missing = _missing_suit(observation)
    if "discard" in kinds and missing and missing in _suits_held(observation):
        tips.append(Tip("sc_missing", {"suit": suit_word(missing)}))
    if kinds & {"pung", "kong"}:
        tips.append(Tip("sc_claim"))
    if "win" in kinds:
        tips.append(Tip("sc_win"))
    return tips


def after_event(event: EventData, observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    seat = observation.get("seat")
    kind = event.get("type")
    tips = []
    winner = event.get("seat")
    if kind == "win" and winner is not None and winner != seat and _plays_on(observation):
        tips.append(Tip("sc_battle", {"winner": wind_name(observation["seats"][winner]["wind"])}))
    if kind == "settlement":
        tips.append(Tip("sc_wall_end"))
    # Any event may find the hand ready (the observation is the table as shown then).
    if kind != "deal_end" and "sc_ready" not in said:
        waits = standing_waits(observation)
        if waits is not None:
            tips.append(Tip("sc_ready", {"waits": ", ".join(w.face for w in waits.waits)}))
    return tips


def _plays_on(observation: Observation) -> bool:
    """Whether the deal goes on after a win: not over, and fewer than three have won."""
    won = sum(1 for view in observation["seats"] if view["won"])
    return not observation.get("over") and won < len(observation["seats"]) - 1


def _missing_suit(observation: Observation) -> str:
    return observation["seats"][observation["seat"]].get("missing") or ""


def _hand_faces(observation: Observation) -> list[str]:
    return [observation["faces"][str(t)] for t in own_tiles(observation)]


def _suits_held(observation: Observation) -> set[str]:
    return {face[-1] for face in _hand_faces(observation)}


def _fewest_suit(observation: Observation) -> str:
    """The suit the hand holds fewest of (the first in m, p, s order on a tie)."""
    faces = _hand_faces(observation)
    return min(SUITS, key=lambda suit: sum(1 for face in faces if face[-1] == suit))


LESSON = Lesson(
    variant="sichuan",
    make=make,
    scripts=SCRIPTS,
    plan=PLAN,
    after_event=after_event,
    at_decision=at_decision,
    texts=texts,
)
