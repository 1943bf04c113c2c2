"""What discarding a selected tile leaves: shanten, waits and unseen copies, per game."""

from __future__ import annotations

import pytest
from observations import card_ids, mahjong_ids, observation, seat

from mahjong_desktop.ai.discard_analysis import analyse_discard


def test_a_discard_that_leaves_a_ready_hand_names_the_waits_with_unseen_copies() -> None:
    hand = mahjong_ids("123m 456m 789m 234p 5p")
    drawn = mahjong_ids("9s")[0]
    # Two 5p are on show elsewhere (a discard and a meld): two copies stay unseen
    # besides the one in the hand.
    elsewhere = [mahjong_ids("5555p")[1], mahjong_ids("5555p")[2]]
    obs = observation("hongkong", hand, drawn=drawn, visible=elsewhere)
    result = analyse_discard(obs, drawn)
    assert result.shanten == 0
    assert [(w.face, w.unseen) for w in result.waits] == [("2p", 3), ("5p", 1)]


def test_a_discard_that_breaks_a_set_reports_the_shanten() -> None:
    hand = mahjong_ids("123m 456m 789m 234p 5p")
    drawn = mahjong_ids("9s")[0]
    obs = observation("hongkong", hand, drawn=drawn)
    result = analyse_discard(obs, hand[0])  # 1m: 23m and 9s left over
    assert result.shanten == 1
    assert not result.ready


def test_sichuan_counts_the_missing_suit_as_a_tile_to_throw() -> None:
    hand = mahjong_ids("123m 456m 789m 234p 5p")
    drawn = mahjong_ids("9s")[0]
    seats = [seat(0, missing="p"), seat(1), seat(2), seat(3)]
    obs = observation("sichuan", hand, drawn=drawn, seats=seats)
    result = analyse_discard(obs, drawn)
    # Holding four dots with dots declared missing: not ready, whatever the shape.
    assert result.shanten is not None and result.shanten >= 1
    assert result.waits == ()
    hongkong = analyse_discard(observation("hongkong", hand, drawn=drawn), drawn)
    assert hongkong.shanten == 0


def test_a_tile_outside_the_hand_is_refused() -> None:
    obs = observation("hongkong", mahjong_ids("123m 456m 789m 234p 5p"))
    with pytest.raises(ValueError, match="not in the hand"):
        analyse_discard(obs, 135)


def test_paohuzi_names_the_cards_that_would_win_and_the_kans_kept() -> None:
    # A wei on the table; in hand five groups, a pair of 9d and a loose 3x.
    melds = [
        {"kind": "wei", "tiles": card_ids("555d"), "claimed": None, "from": None, "face_down": 0}
    ]
    hand = card_ids("123x 270x 456d 678d 888x 99d 3x")
    obs = observation("paohuzi", hand, seats=[seat(0, melds=melds), seat(1), seat(2)])
    loose_three = hand[-1]
    result = analyse_discard(obs, loose_three)
    assert result.cards and result.shanten is None
    assert result.kan_faces == ("8x",)
    # 9d makes the pair a peng: seven groups, 6+3+3+0+0+3+3 = 18 huxi.
    assert ("9d", 2) in [(w.face, w.unseen) for w in result.waits]
    keeping_three = analyse_discard(obs, card_ids("123x 270x 456d 678d 888x 99d 3x")[5])
    assert ("9d", 2) not in [(w.face, w.unseen) for w in keeping_three.waits]


def _hong_kong_ready(melds: list[dict[str, object]], flowers: list[int]) -> object:
    hand = mahjong_ids(("" if melds else "123m ") + "456m 789m 234p 5p")
    drawn = mahjong_ids("9s")[0]
    seats = [seat(0, melds=melds, flowers=flowers), *(seat(i) for i in (1, 2, 3))]
    obs = observation("hongkong", hand, drawn=drawn, seats=seats, visible=flowers)
    return analyse_discard(obs, drawn)


def test_hong_kong_waits_say_their_faan_and_whether_they_reach_the_minimum() -> None:
    """Ready in shape is not ready to win: 3 faan are needed (issue #23)."""
    chow = {"kind": "chow", "tiles": mahjong_ids("123m"), "claimed": None, "from": 3}
    concealed = _hong_kong_ready([], [])
    exposed = _hong_kong_ready([chow], [])
    flowered = _hong_kong_ready([chow], mahjong_ids("2f"))
    assert [w.face for w in concealed.waits] == ["2p", "5p"]
    assert all(w.valid and w.faan == 3 for w in concealed.waits)  # concealed, chows, no flowers
    assert all(w.faan == 2 and not w.valid and w.valid_self_drawn for w in exposed.waits)
    assert all(w.faan == 1 and not w.wins for w in flowered.waits)


def test_the_line_under_the_table_tells_a_ready_hand_below_the_minimum(qapp: object) -> None:
    from mahjong_desktop.ui.texts.analysis import analysis_text, standing_text

    chow = {"kind": "chow", "tiles": mahjong_ids("123m"), "claimed": None, "from": 3}
    text = analysis_text(_hong_kong_ready([chow], mahjong_ids("2f")))
    assert text == (
        "Discard 9s: ready, waiting for 2p (3 unseen, 1 faan: too few to win),"
        " 5p (3 unseen, 1 faan: too few to win). No wait reaches the 3-faan minimum."
    )
    assert "wins only self-drawn" in standing_text(_hong_kong_ready([chow], []))
    assert "minimum" not in analysis_text(_hong_kong_ready([], []))


def test_a_discard_the_hand_waits_on_says_why_it_is_no_win(qapp: object) -> None:
    """Below the minimum on a discard, no Win button: the line says why."""
    from mahjong_desktop.ui.texts.analysis import standing_text

    chow = {"kind": "chow", "tiles": mahjong_ids("123m"), "claimed": None, "from": 3}
    ready = _hong_kong_ready([chow], [])
    assert standing_text(ready, "5p").endswith(
        " 5p completes your hand, but only for 2 faan: no win below 3."
    )
    assert "completes" not in standing_text(ready, "9s")  # not a wait
    assert "completes" not in standing_text(_hong_kong_ready([], []), "5p")  # a valid win
