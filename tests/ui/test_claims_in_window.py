"""Every kind of claim and turn option, offered in the window and taken with a click.

Positions are rigged (``tests/support``); scripted bots make the discards that
open the windows. The human's choice goes through the claim bar's buttons and
the result is read back from the table's observation.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from playing import Person, ScriptedBot, new_window
from pytestqt.qtbot import QtBot
from support.table import lay_pung, rig

from mahjong_desktop.ui.game.controller import SessionConfig
from mahjong_desktop.ui.mainwindow.window import MainWindow
from mahjong_desktop.variants.paohuzi.arranged import arranged_game
from mahjong_desktop.variants.registry import new_deal

OTHERS = ("123m 4p5p6p 789s 44z 5z6z", "789m 123p 123s 56z 77z")  # seats 1 and 2, 13 each


def hongkong(human: str, north: str, draws: str = "", *, current: int = 3, seed: int = 1) -> Any:
    game = new_deal("hongkong", seed)
    rig(game, [human, *OTHERS, north], draws, current=current)
    return game


def offered(window: MainWindow, qtbot: QtBot) -> list[str]:
    Person(window, qtbot).wait_for_turn()
    return [b.property("kind") for b in window.claim_bar.buttons()]


def press(window: MainWindow, qtbot: QtBot, kind: str, faces: Sequence[str] = ()) -> dict[str, Any]:
    """Press the button of ``kind`` (whose drawn meld is ``faces``, if given)."""
    bar = window.claim_bar
    button = next(
        b
        for b, option in zip(bar.buttons(), bar.options, strict=True)
        if option.kind == kind and (not faces or option.groups[0] == tuple(faces))
    )
    Person(window, qtbot).press(button)
    qtbot.waitUntil(lambda: window.controller.awaiting_human or window.controller.deal_over)
    return window.observation


def own_melds(observation: dict[str, Any]) -> list[tuple[str, list[str]]]:
    faces = observation["faces"]
    seat = observation["seats"][observation["seat"]]
    return [(m["kind"], sorted(faces[str(t)] for t in m["tiles"])) for m in seat["melds"]]


def play(window: MainWindow, game: Any, bots: dict[int, Any], variant: str = "hongkong") -> None:
    window.controller.play_arranged(game, SessionConfig(variant), bots)


@pytest.mark.parametrize(
    ("kind", "meld"),
    [
        ("chow", ("chow", ["3m", "4m", "5m"])),
        ("chow", ("chow", ["4m", "5m", "6m"])),
        ("chow", ("chow", ["5m", "6m", "7m"])),
        ("pung", ("pung", ["5m", "5m", "5m"])),
        ("kong", ("kong", ["5m", "5m", "5m", "5m"])),
    ],
)
def test_a_discard_offers_each_chow_pung_and_kong(
    qtbot: QtBot, kind: str, meld: tuple[str, list[str]]
) -> None:
    window = new_window(qtbot)
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z")
    play(window, game, {3: ScriptedBot(("discard", "5m"))})
    kinds = offered(window, qtbot)
    assert sorted(kinds) == ["chow", "chow", "chow", "kong", "pass", "pung"]
    assert kinds[-1] == "pass"
    assert window.observation["offer"]["tile"] is not None
    after = press(window, qtbot, kind, meld[1])
    assert own_melds(after) == [meld]
    assert window.claim_bar.isHidden() or "pass" not in offered(window, qtbot)
    # The claimer discards next: the table lets them select a tile.
    assert any(e["kind"] == "discard" for e in after["legal"])


def test_passing_lets_play_go_on(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    game = hongkong("34m 555m 67m 19p 19s 12z", "5m 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z", "8p")
    play(window, game, {3: ScriptedBot(("discard", "5m"))})
    offered(window, qtbot)
    after = press(window, qtbot, "pass")
    assert own_melds(after) == []
    assert after["drawn"] is not None and after["faces"][str(after["drawn"])] == "8p"


def test_a_win_on_a_discard_and_a_self_drawn_win(qtbot: QtBot) -> None:
    human = "123m 456m 789m 234p 5p"
    window = new_window(qtbot)
    play(window, hongkong(human, "5p 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z"), {3: ScriptedBot()})
    scripted = window.controller._bots[3]
    scripted.steps = [("discard", "5p")]  # type: ignore[attr-defined]
    assert "win" in offered(window, qtbot)
    press(window, qtbot, "win")
    assert window.controller.deal_over
    assert window.score_sheet is not None
    assert window.score_sheet.summary.wins[0].source == 3

    window = new_window(qtbot)
    north = "1z 2p3p4p 6p7p8p 4s5s6s 33z 7z 6z"
    play(window, hongkong(human, north, "5p"), {3: ScriptedBot(("discard", "1z"))})
    kinds = offered(window, qtbot)
    assert kinds == ["win"]  # on one's own turn there is no Pass: discarding is the other way
    assert window.claim_bar.options[0].text == "Win (self-drawn)"
    press(window, qtbot, "win")
    assert window.score_sheet is not None
    assert window.score_sheet.summary.wins[0].source is None


def test_concealed_and_added_kongs_on_the_players_turn(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    game = hongkong("9999p 3333z 234s 56s 9s", "", current=0)
    lay_pung(game, 0, "3z", from_seat=2)
    play(window, game, {})
    assert offered(window, qtbot) == ["ckong", "added_kong"]
    after = press(window, qtbot, "ckong")
    assert ("ckong", ["9p"] * 4) in own_melds(after)
    # After the loose tile the turn goes on: the pung may still grow.
    assert "added_kong" in offered(window, qtbot)
    press(window, qtbot, "added_kong")
    qtbot.waitUntil(lambda: ("kong", ["3z"] * 4) in own_melds(window.observation))


def paohuzi(hands: Sequence[str], stock: str, **position: Any) -> Any:
    return arranged_game(hands, stock, **position)


def test_a_paohuzi_chi_with_bi_shows_both_groups_and_lays_them(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    game = paohuzi(["34x 5x 67x 1d 9d 3d", "1x 9d", "1x 8d"], "5x", dealer=2)
    play(window, game, {}, "paohuzi")
    assert offered(window, qtbot) == ["chi", "pass"]
    chi = window.claim_bar.options[0]
    assert len(chi.groups) == 2  # the chi and its bi group, drawn apart
    assert sorted(chi.groups) in (
        [("3x", "4x", "5x"), ("5x", "6x", "7x")],
        [("5x", "6x", "7x"), ("3x", "4x", "5x")],
    )
    after = press(window, qtbot, "chi")
    chis = [faces for kind, faces in own_melds(after) if kind == "chi"][-2:]
    assert sorted(chis) == [["3x", "4x", "5x"], ["5x", "6x", "7x"]]


def test_paohuzi_peng_and_pao(qtbot: QtBot) -> None:
    window = new_window(qtbot)
    game = paohuzi(["55x 1d 9d 3d", "1x 9d", "1x 8d"], "5x", dealer=0)  # seat 1 reveals 5x
    play(window, game, {}, "paohuzi")
    assert "peng" in offered(window, qtbot)
    after = press(window, qtbot, "peng")
    assert ("peng", ["5x", "5x", "5x"]) in own_melds(after)

    window = new_window(qtbot)
    game = paohuzi(["1x 9d", "2d 8d", "1x 9d"], "7x", melds=("wei:777x", "", ""), dealer=2)
    play(window, game, {}, "paohuzi")
    assert "pao" in offered(window, qtbot)
    after = press(window, qtbot, "pao")
    assert ("pao", ["7x"] * 4) in own_melds(after)
