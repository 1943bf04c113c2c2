"""The engine's messages as the player reads them: translated, suit words too, in person."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from mahjong_desktop.engine import messages
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.i18n.languages import TRANSLATED_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.texts.messages import message_text


def test_a_refusal_of_the_players_move_speaks_to_the_player(qapp: object) -> None:
    refused = {"code": "illegal.not_your_move", "args": {"seat": 0}}
    assert message_text(refused) == "it is not your move"
    # The command line names the seat: it plays every seat.
    assert messages.render(Message("illegal.not_your_move", {"seat": 2})) == "it is not 2's move"


def test_english_matches_the_command_lines_rendering(qapp: object) -> None:
    first = Message("illegal.discard_missing_first", {"suit": "p"})
    assert (
        message_text(first.to_json())
        == messages.render(first)
        == ("discard your missing suit (dots) first")
    )


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_suit_words_and_the_refusal_are_translated(translations: Translations, code: str) -> None:
    english = {
        "first": message_text({"code": "illegal.discard_missing_first", "args": {"suit": "m"}}),
        "turn": message_text({"code": "illegal.not_your_move", "args": {"seat": 0}}),
        "declare": message_text({"code": "action.declare", "args": {"choice": "s"}}),
    }
    translations.switch(code)
    suit = {s: QCoreApplication.translate("Messages", w) for s, w in messages.SUIT_NAMES.items()}
    assert all(word != messages.SUIT_NAMES[s] for s, word in suit.items()), (code, suit)
    first = message_text({"code": "illegal.discard_missing_first", "args": {"suit": "m"}})
    assert suit["m"] in first and first != english["first"]
    assert "characters" not in first
    turn = message_text({"code": "illegal.not_your_move", "args": {"seat": 0}})
    assert turn != english["turn"] and "0" not in turn
    declare = message_text({"code": "action.declare", "args": {"choice": "s"}})
    assert suit["s"] in declare and declare != english["declare"]


def test_a_paohuzi_group_on_the_score_sheet_names_its_cards_in_words(qapp: object) -> None:
    """Not notation like "Peng 00d" (issue #23): small and big, then the numbers."""

    def text(kind: str, notation: str) -> str:
        return message_text({"code": f"group.{kind}", "args": {"group": f"{kind}:{notation}"}})

    assert text("pair", "00d") == "Pair big 10 10"
    assert text("chi", "270x") == "Chi small 2 7 10"
    assert text("chi", "11x 1d") == "Chi small 1 1, big 1"
    assert text("peng", "not cards") == "Peng not cards"  # unreadable stays as it came


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_the_words_for_small_and_big_cards_are_translated(
    translations: Translations, code: str
) -> None:
    translations.switch(code)
    shown = message_text({"code": "group.chi", "args": {"group": "chi:11x 1d"}})
    assert "small" not in shown and "big" not in shown and "1 1" in shown, (code, shown)
