"""The status-bar lines: the player is "you", a computer is named, in every language."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from mahjong_desktop.i18n.languages import TRANSLATED_CODES
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.texts.notices import notice_for


def table(variant: str) -> dict[str, Any]:
    """Seat s is played by match player s: seat 0 is the person."""
    seats = 3 if variant == "paohuzi" else 4
    return {"variant": variant, "seats": [{"seat": s, "player": s} for s in range(seats)]}


# (variant, event) pairs that each say something, once for seat 0 and once for seat 1.
EVENTS: list[tuple[str, dict[str, Any]]] = [
    ("paohuzi", {"type": "meld", "how": "mandatory", "kind": "wei"}),
    ("paohuzi", {"type": "meld", "how": "mandatory", "kind": "ti"}),
    ("paohuzi", {"type": "meld", "how": "claimed", "kind": "ti"}),
    ("paohuzi", {"type": "meld", "how": "claimed", "kind": "pao"}),
    ("hongkong", {"type": "meld", "how": "claimed", "kind": "kong"}),
    ("hongkong", {"type": "meld", "how": "drawn", "kind": "ckong"}),
    ("paohuzi", {"type": "dead_hand"}),
    ("hongkong", {"type": "win", "source": None}),
    ("paohuzi", {"type": "win", "source": None}),
    ("hongkong", {"type": "win", "source": 2}),
    ("paohuzi", {"type": "win", "source": 2}),
]


def lines(seat: int) -> list[str]:
    return [notice_for({**event, "seat": seat}, table(variant)) for variant, event in EVENTS]


def test_the_player_is_spoken_to_and_a_computer_is_named(qapp: object) -> None:
    mine, theirs = lines(0), lines(1)
    assert all(line.startswith(("You ", "Your ")) for line in mine), mine
    assert all(line.startswith("Computer 1") for line in theirs), theirs
    assert not any("You" in line for line in theirs)
    assert len(set(mine)) == len(mine) and len(set(theirs)) == len(theirs)


def test_a_win_on_the_players_own_discard_says_your() -> None:
    win = {"type": "win", "seat": 1, "source": 0}
    assert notice_for(win, table("hongkong")) == "Computer 1 wins on your tile!"
    assert notice_for(win, table("paohuzi")) == "Computer 1 wins on your card!"
    assert notice_for({**win, "seat": 0, "source": 2}, table("sichuan")) == (
        "You win on Computer 2's tile!"
    )


def test_the_ordinary_flow_of_play_says_nothing() -> None:
    assert notice_for({"type": "discard", "seat": 1}, table("hongkong")) == ""
    assert notice_for({"type": "meld", "seat": 1, "kind": "pung"}, table("hongkong")) == ""


@pytest.mark.parametrize("code", TRANSLATED_CODES)
def test_every_line_is_translated(translations: Translations, code: str) -> None:
    english = lines(0) + lines(1)
    translations.switch(code)
    shown = lines(0) + lines(1)
    for before, after in zip(english, shown, strict=True):
        assert after and after != before, (code, before)
        assert "{" not in after, (code, after)  # every placeholder filled
    computer = QCoreApplication.translate("Names", "Computer {n}").format(n=1)
    assert all(computer in line for line in lines(1))
    assert not any(computer in line for line in lines(0))
