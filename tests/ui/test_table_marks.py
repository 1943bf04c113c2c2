"""What every seat and the table tell at a glance (issue 23): the dealer, the round wind."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtGui import QImage, QPainter
from pytestqt.qtbot import QtBot
from support.observations import mahjong_observation, paohuzi_observation
from support.played import played_deal

from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.painted.centre import centre_text_boxes
from mahjong_desktop.ui.table.painted.items import (
    DealerBadge,
    SeatLabelItem,
    round_name,
)
from mahjong_desktop.ui.table.view import TableView

SIZES = [(1020, 533), (1916, 913)]  # the table of a 1024x700 and a 1920x1080 window
GAMES = {
    "hongkong": lambda: mahjong_observation("hongkong", turns=6, melds=True),
    "sichuan": lambda: mahjong_observation("sichuan", seed=2, turns=6, melds=True),
    "paohuzi": lambda: paohuzi_observation(reveals=3, melds=True),
}


@pytest.fixture
def view(qtbot: QtBot) -> TableView:
    table = TableView()
    qtbot.addWidget(table)
    table.resize(*SIZES[0])
    table.show()
    qtbot.waitExposed(table)
    return table


def _badged(view: TableView) -> list[int]:
    labels = [i for i in view.table_scene().items() if isinstance(i, SeatLabelItem)]
    return sorted(item.label.seat for item in labels if item.badge.isVisible())


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_dealer_badge_follows_the_dealer(view: TableView, game: str) -> None:
    obs: dict[str, Any] = GAMES[game]()
    seats = len(obs["seats"])
    for dealer in range(seats):
        view.show_observation({**obs, "dealer": dealer})
        assert _badged(view) == [dealer]
        label = next(
            i
            for i in view.table_scene().items()
            if isinstance(i, SeatLabelItem) and i.label.seat == dealer
        )
        badge = label.badge
        inside = label.boundingRect()
        assert inside.contains(badge.mapRectToParent(badge.boundingRect())), "on the label"
        assert badge.boundingRect().width() > 10


def test_the_badge_reads_dealer_and_takes_its_first_line_s_end(qtbot: QtBot) -> None:
    obs = paohuzi_observation(reveals=3)
    layout = layout_table({**obs, "dealer": 1}, *SIZES[0])
    label = next(x for x in layout.labels if x.seat == 1)
    item = SeatLabelItem(label)
    assert isinstance(item.badge, DealerBadge) and item.badge.isVisible()
    image = QImage(round(label.rect.w), round(label.rect.h), QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    painter.translate(item.badge.pos())
    item.badge.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    box = item.badge.mapRectToParent(item.badge.boundingRect())
    gold = image.pixelColor(round(box.left() + 3), round(box.center().y()))
    assert gold.red() > 200 and gold.green() > 150 and gold.blue() < 100
    assert box.right() <= label.rect.w and box.top() >= 0


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["hongkong", "sichuan"])
def test_the_round_wind_is_named_in_the_centre(
    qtbot: QtBot, game: str, size: tuple[int, int]
) -> None:
    layout = layout_table(GAMES[game](), *size)
    assert layout.centre is not None and layout.centre.round_wind == "E"
    boxes = centre_text_boxes(layout.centre)
    assert boxes.round is not None
    side = min(layout.centre.rect.w, layout.centre.rect.h)
    # Below the top seat's wind letter (whose ink ends above 0.22 of the side), above the count.
    assert boxes.round.top() >= side * 0.22
    assert boxes.round.bottom() <= boxes.count.top() + 0.01
    assert boxes.round.right() <= layout.centre.rect.w
    assert round_name("E") == "East round"


def test_paohuzi_has_no_round_wind(qtbot: QtBot) -> None:
    layout = layout_table(GAMES["paohuzi"](), *SIZES[0])
    assert layout.centre is not None and layout.centre.round_wind is None
    assert centre_text_boxes(layout.centre).round is None


def test_the_round_wind_line_is_painted(view: TableView) -> None:
    view.show_observation(GAMES["hongkong"]())
    layout = view.table_layout()
    assert layout is not None and layout.centre is not None
    centre = layout.centre
    boxes = centre_text_boxes(centre)
    assert boxes.round is not None
    image = view.grab().toImage()
    x0, y0 = round(centre.rect.x + boxes.round.left()), round(centre.rect.y + boxes.round.top())
    bright = sum(
        1
        for x in range(x0, x0 + round(boxes.round.width()))
        for y in range(y0, y0 + round(boxes.round.height()))
        if image.pixelColor(x, y).lightness() > 180
    )
    assert bright > 15, "the round's words show"


@pytest.mark.parametrize("code", ["es", "fi", "cs", "zh_CN"])
def test_the_round_and_the_badge_fit_in_every_language(
    qtbot: QtBot, translations: Translations, code: str
) -> None:
    from PySide6.QtGui import QFont, QFontMetricsF

    from mahjong_desktop.ui.table.painted.items import dealer_badge_text

    translations.switch(code)
    assert round_name("E") != "East round" and dealer_badge_text() != "Dealer"
    layout = layout_table(GAMES["hongkong"](), *SIZES[0])
    assert layout.centre is not None
    boxes = centre_text_boxes(layout.centre)
    assert boxes.round is not None
    font = QFont()
    font.setBold(True)
    font.setPixelSize(boxes.caption_px)
    assert QFontMetricsF(font).horizontalAdvance(round_name("E")) <= boxes.round.width()


def _after_a_mid_deal_win(seed: int) -> list[dict[str, Any]]:
    """Seat 0's observations of a Sichuan deal from its first win to the end."""
    shown = []
    for _, obs in played_deal("sichuan", seed):
        if obs["wins"]:
            shown.append(obs)
    assert shown and not shown[0]["over"], "the deal goes on after its first win"
    return shown


@pytest.mark.parametrize("size", SIZES)
def test_a_sichuan_winner_s_hand_lies_open_for_the_rest_of_the_deal(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    later = _after_a_mid_deal_win(1)
    for obs in later:
        layout = layout_table(obs, *size)
        for win in obs["wins"]:
            seat = int(win["seat"])
            if seat == obs["seat"]:
                continue
            hand = [
                p for p in layout.placements.values() if p.seat == seat and p.region.value == "hand"
            ]
            assert sorted(p.key for p in hand) == sorted(win["hand"]), "the winning hand, by id"
            assert all(p.face == obs["faces"][str(p.key)] for p in hand), "face up"
            marked = [p.key for p in hand if p.marked]
            assert marked == [win["tile"]], "the winning tile is marked"
            # It lies last, apart, as the seat sees its row.
            frame_order = sorted(hand, key=lambda p: _along(p, layout, seat, obs))
            assert frame_order[-1].key == win["tile"]


def _along(placement: Any, layout: Any, seat: int, obs: dict[str, Any]) -> float:
    """How far along its owner's row a tile lies, left to right as the owner sees it."""
    from mahjong_desktop.ui.table.layout.geometry import BOTTOM, LEFT, RIGHT, TOP, place_of

    place = place_of(seat, int(obs["seat"]), 4)
    b = placement.bounds
    return {BOTTOM: b.x, RIGHT: -b.y, TOP: -b.x, LEFT: b.y}[place]


def test_the_player_s_own_winning_tile_is_marked_apart(qtbot: QtBot) -> None:
    obs = next(o for o in _after_a_mid_deal_win(2) if any(w["seat"] == 0 for w in o["wins"]))
    win = next(w for w in obs["wins"] if w["seat"] == 0)
    layout = layout_table(obs, *SIZES[0])
    placement = layout.placements[win["tile"]]
    assert placement.region.value == "drawn" and placement.marked
    assert [p.key for p in layout.placements.values() if p.own and p.marked] == [win["tile"]]


def test_the_table_draws_the_open_winning_hand(view: TableView) -> None:
    obs = _after_a_mid_deal_win(1)[0]
    view.show_observation(obs)
    win = obs["wins"][0]
    items = view.table_scene().tiles
    assert all(items[t].placement.face for t in win["hand"])  # type: ignore[union-attr]
    assert items[win["tile"]].placement.marked  # type: ignore[union-attr]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_badge_cuts_no_word_short(qtbot: QtBot, game: str, size: tuple[int, int]) -> None:
    """Once it took the heading's line and cut "Computer 1" to "Compute…" on a Paohuzi label."""
    from PySide6.QtGui import QFontMetricsF

    from mahjong_desktop.ui.table.painted.items import label_line_boxes

    obs: dict[str, Any] = GAMES[game]()
    for dealer in range(len(obs["seats"])):
        layout = layout_table({**obs, "dealer": dealer}, *size)
        label = next(x for x in layout.labels if x.seat == dealer)
        item = SeatLabelItem(label)  # held: the badge is its child
        badge = item.badge
        line = label_line_boxes(label)[badge.line]
        text_right = line.box.x() + QFontMetricsF(line.font).horizontalAdvance(line.text)
        assert text_right <= badge.x(), (game, size, dealer, line.text)
