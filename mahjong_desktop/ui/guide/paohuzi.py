"""The Paohuzi guided deal: a forced wei, a chi that must lay a bi group, then the win.

The player deals (21 cards): small 3 to 10 in a row, big 1 2 3, 5 6 7, 7
and 10, a pair of big 8s, and three strays (small 1, big 4, big 9). The
small 1 goes first. Computer 1 and Computer 2 reveal a small 10 and a big 1
that nobody takes (the big 1 can not be chi'd: the player's own big 1 would
have no second group to join). The player then reveals a big 8: with the
pair in hand it is a wei by force, 6 huxi, and the big 4 goes. Computer 2
reveals a big 2; the player holds another, so the chi (big 1 2 3) must also
lay it down in a bi group (big 2 7 10): 6 huxi each. After the big 9 goes,
the hand is ready on small 2, 5 or 8 with 18 huxi, past the 15 a win needs;
Computer 1 reveals a small 5 and the player wins: 2 tun from each opponent.
The other seats pass every claim and are dealt no pair of the cards they
reveal, so no wei of theirs turns the order aside: the deal goes as written
whatever the player tries.

A four dealt in a hand is laid as a ti while the deal is arranged, before the
table shows any event, so this deal teaches the forced wei of a revealed card
instead; a ti made the same way (a revealed card joining a kan) has its tip too.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.protocol import EventData, LegalEntry, Observation
from mahjong_desktop.ui.game.discard_analysis import standing_waits
from mahjong_desktop.ui.guide.lesson import Lesson, Tip, legal_kinds
from mahjong_desktop.ui.texts.messages import group_words
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.paohuzi.cards import format_cards, parse_card
from mahjong_desktop.variants.paohuzi.groups import Group, GroupKind, identical
from mahjong_desktop.variants.paohuzi.scoring import MIN_HUXI, Source, best_win, tun

CONTEXT = "Tips"
SEED = 4
HANDS = (
    "1x 34567890x 1234567d 788d 9d 0d",  # the player, the dealer: 21 cards
    "12234677899x 134569900d",  # Computer 1: no pair of small 10, 6 or 5 (its reveals)
    "1144578800x 3345567780d",  # Computer 2: no pair of big 1 or 2 (its reveals)
)
# Reveals in order: seat 1, seat 2, the player (the wei), seat 1, seat 2 (the
# chi), seat 1 (the win); the rest only comes to a player off the plan.
STOCK = "0x 1d 8d 6x 2d 5x 2233569x 122469d"
FIRST_DISCARD = "1x"
CHI_FACE = "1d"  # a hand card of the chi's main group (big 1 2 3)
PLAN = (
    ("discard", FIRST_DISCARD),
    ("discard", "4d"),  # after the wei
    ("chi", CHI_FACE),
    ("discard", "9d"),  # after the chi: the hand is ready
    ("win", ""),
)
FORCED = {"wei": "ph_wei", "ti": "ph_ti"}  # a forced meld's kind -> its tip
FORCED_HOW = ("mandatory", "dealt")  # a revealed card's wei or ti; a dealt four


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def make() -> Deal:
    # Full hands and all 19 stock cards: no padding melds, no spare cards face up.
    return arranged_game(HANDS, STOCK, sizes=(21, 20, 20), seed=SEED)


def texts() -> dict[str, str]:
    return {
        "ph_welcome": _t(
            "Welcome to Paohuzi. Cards run 1 to 10, small and big, and a hand wins with seven "
            "groups of three: a run of one size, three alike, or 2-7-10 of one size. Groups "
            "score huxi, big ones more; as the dealer you hold 21 cards, so let one go first: "
            "the {card} fits nothing."
        ),
        "ph_wei": _t(
            "You revealed a {card} while holding a pair of them, so it made a wei at once: "
            "three alike, face down to the others. A wei is never your choice; it scores {huxi} "
            "huxi, and now a card must go."
        ),
        "ph_ti": _t(
            "Four {card} make a ti, laid at once: that is never your choice. It scores {huxi} "
            "huxi, and a hand with a ti needs one pair among its groups."
        ),
        "ph_bi": _t(
            "You may chi the {card} into {main}. But you hold another {card}, and the bi rule "
            "says it must go down at the same time, in a second group: {bi}. If a copy could "
            "not be grouped, there would be no chi at all."
        ),
        "ph_ready": _t(
            "Your hand is ready: one more card revealed from the stock completes it ({waits}). "
            "A win needs at least 15 huxi, and this one would have {huxi}; the Huxi count by "
            "your name adds up your laid groups."
        ),
        "ph_win": _t(
            "The {card} completes your hand: press Win. Its {huxi} huxi make {tun} tun "
            "(15 huxi is 1 tun, and every 3 more add one), and each opponent pays you that."
        ),
    }


def at_decision(observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    legal = observation.get("legal", [])
    kinds = legal_kinds(observation)
    tips = []
    if "discard" in kinds:
        tips.append(Tip("ph_welcome", {"card": group_words(FIRST_DISCARD)}))
    bi = next((e for e in legal if e["kind"] == "chi" and e["groups"]), None)
    if bi is not None:
        tips.append(_bi_tip(bi, observation))
    if "win" in kinds and "ph_win" not in said:
        win = _win_tip(observation)
        if win is not None:
            tips.append(win)
    return tips


def after_event(event: EventData, observation: Observation, said: AbstractSet[str]) -> list[Tip]:
    seat = observation.get("seat")
    kind = event.get("type")
    forced = event.get("kind") in FORCED and event.get("how") in FORCED_HOW
    if kind == "meld" and event.get("seat") == seat and forced:
        return _forced_tip(event, observation)
    # Any event may find the hand ready (the observation is the table as shown then).
    if kind != "deal_end" and "ph_ready" not in said:
        return _ready_tip(observation)
    return []


def _forced_tip(event: EventData, observation: Observation) -> list[Tip]:
    """The wei or ti just laid by force: its card in words and its huxi."""
    faces = observation["faces"]
    shown = [faces[str(c)] for c in event.get("tiles", []) if str(c) in faces]
    if not shown:
        return []
    meld = str(event["kind"])
    huxi = identical(GroupKind(meld), parse_card(shown[0])).huxi
    return [Tip(FORCED[meld], {"card": group_words(shown[0]), "huxi": huxi})]


def _bi_tip(entry: LegalEntry, observation: Observation) -> Tip:
    """The chi's claimed card, its main group and the bi groups laid with it, in words."""
    faces = observation["faces"]
    claimed = entry["claimed"]
    card = faces[str(claimed)] if claimed is not None else ""
    main = _words([*(faces[str(c)] for c in entry["tiles"]), card])
    bi = "; ".join(_words([faces[str(c)] for c in group]) for group in entry["groups"])
    return Tip("ph_bi", {"card": group_words(card), "main": main, "bi": bi})


def _words(group: list[str]) -> str:
    """A group's cards in words, lowest first: "big 1 2 3"."""
    return group_words(format_cards(sorted(parse_card(face) for face in group if face)))


def _ready_tip(observation: Observation) -> list[Tip]:
    """The cards the hand waits on and the least huxi a win on one of them scores."""
    waits = standing_waits(observation)
    if waits is None:
        return []
    scores = [_huxi(observation, w.face, Source.OTHER) for w in waits.waits]
    counted = [h for h in scores if h is not None]
    if not counted:
        return []
    words = ", ".join(group_words(w.face) for w in waits.waits)
    return [Tip("ph_ready", {"waits": words, "huxi": min(counted)})]


def _win_tip(observation: Observation) -> Tip | None:
    """The win on offer: the card that completes the hand, its huxi and tun."""
    offer = observation.get("offer")
    if offer is None:
        return None
    face = observation["faces"].get(str(offer["tile"]), "")
    if offer["reason"] == "mandatory":  # the card is in the wei or ti already laid
        huxi = _huxi(observation, None, None)
    else:
        own = offer["source"] == observation["seat"]
        huxi = _huxi(observation, face, Source.OWN if own else Source.OTHER)
    if huxi is None or huxi < MIN_HUXI:
        return None
    return Tip("ph_win", {"card": group_words(face), "huxi": huxi, "tun": tun(huxi)})


def _huxi(observation: Observation, face: str | None, source: Source | None) -> int | None:
    """The huxi of the best win of the player's cards (with ``face`` if given), or None."""
    faces = observation["faces"]
    seat = observation["seats"][observation["seat"]]
    melds = [
        Group(GroupKind(m["kind"]), tuple(parse_card(faces[str(c)]) for c in m["tiles"]))
        for m in seat["melds"]
        if m["kind"] != "kan"
    ]
    hand = [parse_card(faces[str(c)]) for c in observation["hand"]]
    card = parse_card(face) if face else None
    result = best_win(melds, hand, card, source if card is not None else None)
    return result.huxi if result is not None else None


LESSON = Lesson(
    variant="paohuzi",
    make=make,
    scripts={},
    plan=PLAN,
    after_event=after_event,
    at_decision=at_decision,
    texts=texts,
)
