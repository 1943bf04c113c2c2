"""One line for the status bar when something happens that the player should not miss.

Mandatory Paohuzi melds (a wei or ti the revealer must make), dead hands,
kongs, wins and the Sichuan declarations: the table shows them, this says
them in words as they happen.

Every sentence is written whole, once for the player ("You must…") and once
for a computer ("{who} must…"), and once per meld: a translation then gets
the verb's person and the meld's case right (Finnish "teet paon", Czech
"musíš"), which a name or a meld word put into one shared sentence cannot.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine.protocol import EventData, Observation
from mahjong_desktop.ui.dialogs.missing_suit import suit_name
from mahjong_desktop.ui.texts.names import player_name
from mahjong_desktop.variants.registry import is_card_game

CONTEXT = "TableNotices"
HUMAN = 0  # match player 0 is the person at the table


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _mandatory(kind: str) -> tuple[str, str] | None:
    """(the player's sentence, a computer's) for a meld the revealer must make."""
    sentences = {
        "wei": (
            _t("You must make a wei with the revealed card."),
            _t("{who} must make a wei with the revealed card."),
        ),
        "ti": (
            _t("You must make a ti with the revealed card."),
            _t("{who} must make a ti with the revealed card."),
        ),
    }
    return sentences.get(kind)


def _declared(kind: str) -> tuple[str, str] | None:
    """(the player's sentence, a computer's) for a meld worth a line of its own."""
    sentences = {
        "ti": (_t("You declare a ti."), _t("{who} declares a ti.")),
        "pao": (_t("You declare a pao."), _t("{who} declares a pao.")),
        "kong": (_t("You declare a kong."), _t("{who} declares a kong.")),
        "ckong": (_t("You declare a concealed kong."), _t("{who} declares a concealed kong.")),
    }
    return sentences.get(kind)


def _dead_hand(you: bool) -> str:
    if you:
        return _t(
            "Your hand is dead: no card left to discard. You only reveal and make pao "
            "or ti from now on, and cannot win."
        )
    return _t(
        "{who}'s hand is dead: no card left to discard. They only reveal and make "
        "pao or ti from now on, and cannot win."
    )


def _win(winner: int | None, giver: int | None, cards: bool) -> str:
    """The win, from whose tile (or Paohuzi card): the player's, a computer's, or own."""
    you = winner == HUMAN
    if giver is None:
        if cards:
            return _t("You win on your own card!") if you else _t("{who} wins on their own card!")
        return _t("You win on your own tile!") if you else _t("{who} wins on their own tile!")
    if cards:
        if you:
            return _t("You win on {giver}'s card!")
        if giver == HUMAN:
            return _t("{who} wins on your card!")
        return _t("{who} wins on {giver}'s card!")
    if you:
        return _t("You win on {giver}'s tile!")
    if giver == HUMAN:
        return _t("{who} wins on your tile!")
    return _t("{who} wins on {giver}'s tile!")


def _player(observation: Observation, seat: int | None) -> int | None:
    if seat is None:
        return None
    seats = observation.get("seats", [])
    return int(seats[seat].get("player", seat)) if 0 <= seat < len(seats) else seat


def _who(observation: Observation, seat: int | None) -> str:
    player = _player(observation, seat)
    return "" if player is None else player_name(player)


def _person(pair: tuple[str, str] | None, you: bool) -> str:
    if pair is None:
        return ""
    return pair[0] if you else pair[1]


def notice_for(event: EventData, observation: Observation) -> str:
    """The status line for ``event`` (empty for the ordinary flow of play)."""
    kind = event.get("type")
    seat = event.get("seat")
    who = _who(observation, seat)
    you = _player(observation, seat) == HUMAN
    if kind == "meld" and event.get("how") == "mandatory":
        template = _person(_mandatory(str(event.get("kind", ""))), you)
    elif kind == "meld":
        template = _person(_declared(str(event.get("kind", ""))), you)
    elif kind == "dead_hand":
        template = _dead_hand(you)
    elif kind == "win":
        source = event.get("source")
        giver_seat = None if source in (None, seat) else int(source)
        giver = _player(observation, giver_seat)
        cards = is_card_game(observation.get("variant"))
        template = _win(_player(observation, seat), giver, cards)
        return template.format(who=who, giver=_who(observation, giver_seat))
    elif kind == "declarations":
        missing = event.get("missing") or []
        parts = [
            _t("{who}: {suit}").format(who=_who(observation, s), suit=suit_name(str(m)))
            for s, m in enumerate(missing)
        ]
        return _t("Missing suits: {list}").format(list="; ".join(parts))
    else:
        return ""
    return template.format(who=who)
