"""The Paohuzi table as its players read it: upright cards, a hand held in columns,
the dealer's face-up card captioned, and words that say card."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from support.observations import paohuzi_observation
from support.played import played_deal

from mahjong_desktop.ui.table.claim_bar import ClaimBar
from mahjong_desktop.ui.table.layout.card_columns import HandSort, hand_columns
from mahjong_desktop.ui.table.layout.geometry import TableLayout
from mahjong_desktop.ui.table.layout.paohuzi import DEALER_CARD
from mahjong_desktop.ui.table.layout.table import layout_table
from mahjong_desktop.ui.table.painted.items import TEXT, CaptionItem, label_lines
from mahjong_desktop.ui.table.tile_strip import option_pixmap
from mahjong_desktop.ui.table.view import TableView
from mahjong_desktop.variants.paohuzi.cards import card_name, copies_of, parse_cards

SIZES = ((1024, 700), (1920, 1080))


def _faced(layout: TableLayout) -> list[Any]:
    return [p for p in layout.placements.values() if p.face is not None]


def test_no_card_face_is_ever_turned_away_from_the_reader() -> None:
    """Every card of every seat, at every fifth moment of a played deal."""
    batches = list(played_deal("paohuzi", 7))
    for _, obs in batches[::5] + batches[-1:]:
        for size in SIZES:
            layout = layout_table(obs, *size)
            assert all(p.rotation == 0 for p in layout.placements.values())


def test_overlapping_cards_keep_their_numerals_on_show() -> None:
    batches = list(played_deal("paohuzi", 7))
    for _, obs in batches[::7] + batches[-1:]:
        for size in SIZES:
            for a, b in itertools.combinations(_faced(layout_table(obs, *size)), 2):
                if not a.bounds.intersects(b.bounds):
                    continue
                behind, front = sorted((a, b), key=lambda p: p.z)
                assert behind.bounds.x == front.bounds.x, "only stacked in a column"
                assert front.bounds.y - behind.bounds.y >= 0.3 * behind.height, (a.key, b.key)


def _cards(text: str) -> tuple[list[int], dict[int, str]]:
    """Physical ids for notation like ``999x 55d``: the next unused copy of each kind."""
    used: dict[int, int] = {}
    ids = []
    for kind in parse_cards(text):
        ids.append(copies_of(kind)[used.get(kind, 0)])
        used[kind] = used.get(kind, 0) + 1
    return ids, {card: card_name(kind) for card, kind in zip(ids, parse_cards(text), strict=True)}


def _columns(cards: list[list[int]], faces: dict[int, str]) -> list[str]:
    return [" ".join(faces[c] for c in column) for column in cards]


def test_the_hand_stands_in_columns_of_kan_pair_and_chi() -> None:
    ids, faces = _cards("999x 55d 123x 7x 2d")
    by_group = _columns(hand_columns(ids, faces, HandSort.GROUPS), faces)
    assert by_group[:3] == ["9x 9x 9x", "1x 2x 3x", "5d 5d"]
    by_value = _columns(hand_columns(ids, faces, HandSort.VALUES), faces)
    assert by_value[:2] == ["1x", "2x 2d"], "small and big of a value together"
    assert by_value != by_group


def _with_hand(text: str, **extra: Any) -> dict[str, Any]:
    obs = paohuzi_observation()
    ids, faces = _cards(text)
    obs["hand"] = ids
    obs["faces"] = {str(k): v for k, v in faces.items()}
    obs["seats"][0]["concealed"] = len(ids)
    obs["seats"][0]["discards"] = []
    return {**obs, **extra}


def test_a_column_in_the_layout_holds_its_group_each_head_showing() -> None:
    obs = _with_hand("999x 55d 123x 4x 6x 8d")
    layout = layout_table(obs, 1024, 700)
    own = [p for p in layout.placements.values() if p.own]
    columns: dict[float, list[Any]] = {}
    for p in own:
        columns.setdefault(p.bounds.x, []).append(p)
    stacks = sorted(sorted(p.face for p in c) for c in columns.values() if len(c) > 1)
    assert stacks == [["1x", "2x", "3x"], ["5d", "5d"], ["9x", "9x", "9x"]]
    for column in columns.values():
        ordered = sorted(column, key=lambda p: p.bounds.y)
        for upper, lower in itertools.pairwise(ordered):
            assert lower.z > upper.z and lower.bounds.y - upper.bounds.y >= 0.3 * upper.height


def test_the_s_key_resorts_the_hand(qtbot: Any) -> None:
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.set_animation_speed(0)
    view.show_observation(_with_hand("999x 55d 123x 2d 7x 1d"))
    before = view.table_layout().hand_order()  # type: ignore[union-attr]
    view.setFocus()
    qtbot.keyClick(view, "s")
    assert view.hand_sort() is HandSort.VALUES
    after = view.table_layout().hand_order()  # type: ignore[union-attr]
    assert sorted(after) == sorted(before) and after != before
    view.resort_hand()
    assert view.table_layout().hand_order() == before  # type: ignore[union-attr]


@pytest.mark.parametrize("observer", [0, 1])
def test_the_dealers_face_up_card_is_captioned(observer: int, qtbot: Any) -> None:
    obs = paohuzi_observation(observer=observer)
    dealer_hand = obs["hand"] if observer == 0 else None
    shown = dealer_hand[-1] if dealer_hand else 79
    obs["faces"][str(shown)] = card_name(shown // 4)
    obs = {**obs, "shown": shown}
    layout = layout_table(obs, 1024, 700)
    card = layout.placements[shown]
    assert card.face is not None and card.rotation == 0
    assert card.bounds.w >= 12, "large enough to read"
    (caption,) = [m for m in layout.marks if m.kind == DEALER_CARD]
    gap = caption.rect.x - card.bounds.right if caption.rect.x >= card.bounds.x else 0
    assert 0 <= gap <= card.bounds.w and abs(caption.rect.y - card.bounds.y) <= 1
    view = TableView()
    qtbot.addWidget(view)
    view.resize(1024, 600)
    view.show_observation(obs)
    captions = [i for i in view.table_scene().items() if isinstance(i, CaptionItem)]
    assert [c.text() for c in captions] == ["Dealer's face-up card"]


def test_claim_pictures_show_card_heads_twice_the_size(qtbot: Any) -> None:
    small = option_pixmap("hongkong", [["1m", "2m", "3m"]], 40)
    heads = option_pixmap("paohuzi", [["1x", "2x", "3x"]], 40)
    assert small.height() == 40
    assert heads.height() < 40 and heads.width() >= 3 * 26, "each card about twice as wide"


def test_the_claim_bar_asks_for_a_card(qtbot: Any) -> None:
    bar = ClaimBar()
    qtbot.addWidget(bar)
    obs = paohuzi_observation(reveals=1)
    card = obs["seats"][1]["face_up"][0]
    offer = {"tile": card, "source": 1, "reason": "reveal"}
    legal = [
        {"id": 0, "kind": "peng", "tiles": obs["hand"][:2], "label": None},
        {"id": 1, "kind": "pass", "tiles": [], "label": None},
    ]
    assert bar.show_options({**obs, "offer": offer, "legal": legal})
    assert bar._prompt.text() == "Claim the card?"


def test_each_seats_huxi_on_show_is_written_full_size_and_bright() -> None:
    labels = layout_table(paohuzi_observation(melds=True), 1024, 700).labels
    for label in labels:
        text, colour = next(line for line in label_lines(label) if "Huxi" in line[0])
        assert colour == TEXT, text
