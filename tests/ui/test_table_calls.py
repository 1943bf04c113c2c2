"""A call is said where it happens: a word beside the calling seat, moving with the tile."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from pytestqt.qtbot import QtBot
from support.observations import mahjong_observation, paohuzi_observation
from support.played import played_deal

import mahjong_desktop.ui.table.painted.callouts as callouts_module
from mahjong_desktop.i18n.translators import Translations
from mahjong_desktop.ui.table.layout.geometry import Rect
from mahjong_desktop.ui.table.painted.callouts import call_of
from mahjong_desktop.ui.table.painted.items import CalloutItem, call_word
from mahjong_desktop.ui.table.view import TableView

CALLS = {
    "hongkong": ["pung", "chow", "kong", "ckong", "win"],
    "sichuan": ["pung", "kong", "win"],
    "paohuzi": ["chi", "peng", "pao", "ti", "wei", "win"],
}
WORDS = {
    "pung": "Pung",
    "chow": "Chow",
    "kong": "Kong",
    "ckong": "Kong",
    "win": "Win",
    "chi": "Chi",
    "peng": "Peng",
    "pao": "Pao",
    "ti": "Ti",
    "wei": "Wei",
}


def _observation(variant: str) -> dict[str, Any]:
    if variant == "paohuzi":
        return paohuzi_observation(reveals=3, melds=True)
    return mahjong_observation(variant, seed=2, turns=6, melds=True)


def _event(kind: str, seat: int) -> dict[str, Any]:
    if kind == "win":
        return {"type": "win", "seat": seat, "tile": None, "source": seat}
    return {"type": "meld", "seat": seat, "kind": kind, "tiles": [], "claimed": None}


@pytest.fixture
def view(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> TableView:
    monkeypatch.setattr(callouts_module, "CALLOUT_MS", 120)
    monkeypatch.setattr(callouts_module, "CALLOUT_MIN_MS", 60)
    table = TableView()
    qtbot.addWidget(table)
    table.resize(1020, 533)
    table.show()
    qtbot.waitExposed(table)
    return table


def _centre(rect: Rect) -> QPointF:
    return QPointF(rect.x + rect.w / 2, rect.y + rect.h / 2)


def _nearest_seat(view: TableView, item: CalloutItem) -> int:
    layout = view.table_layout()
    assert layout is not None
    centre = item.sceneBoundingRect().center()
    strips = {
        seat: _centre(
            Rect.union(
                r
                for (region, s), r in layout.regions.items()
                if s == seat and region in ("hand", "meld")
            )
        )  # type: ignore[arg-type]
        for seat in {label.seat for label in layout.labels}
    }

    def distance(seat: int) -> float:
        point = strips[seat]
        return (point.x() - centre.x()) ** 2 + (point.y() - centre.y()) ** 2

    return min(strips, key=distance)


@pytest.mark.parametrize(("variant", "kind"), [(v, k) for v, kinds in CALLS.items() for k in kinds])
@pytest.mark.parametrize("speed", [1.0, 0.0])
def test_a_call_shows_beside_its_seat_and_goes(
    view: TableView, qtbot: QtBot, variant: str, kind: str, speed: float
) -> None:
    obs = _observation(variant)
    view.set_animation_speed(speed)
    view.show_observation(obs)
    for seat in range(len(obs["seats"])):
        view.play_event(_event(kind, seat), obs)  # type: ignore[arg-type]
        item = view.callouts()[seat]
        assert item.text == WORDS[kind]
        assert _nearest_seat(view, item) == seat, "beside the seat that called"
        layout = view.table_layout()
        assert layout is not None
        box = item.sceneBoundingRect()
        assert box.left() >= 0 and box.top() >= 0
        assert box.right() <= layout.width + 0.5 and box.bottom() <= layout.height + 0.5
        said = Rect(box.x(), box.y(), box.width(), box.height())
        own = [
            p
            for p in layout.placements.values()
            if p.seat == seat and p.region.value in ("hand", "meld", "flower", "face_up")
        ]
        assert not any(said.intersects(p.bounds) for p in own), "it hides none of its own tiles"
        qtbot.waitUntil(lambda s=seat: s not in view.callouts(), timeout=3000)
        assert item.scene() is None, "gone from the table"


def test_each_seat_keeps_its_own_call(view: TableView) -> None:
    """Two winners on one Sichuan discard: each says "Win" beside itself."""
    obs = _observation("sichuan")
    view.show_observation(obs)
    view.play_event(_event("win", 1), obs)  # type: ignore[arg-type]
    view.play_event(_event("win", 3), obs)  # type: ignore[arg-type]
    assert sorted(view.callouts()) == [1, 3]


def test_events_that_call_nothing_show_nothing(view: TableView) -> None:
    obs = _observation("hongkong")
    view.show_observation(obs)
    for event in (
        {"type": "discard", "seat": 1, "tile": 3},
        {"type": "draw", "seat": 2},
        {"type": "meld", "seat": 1, "kind": "kan"},  # Paohuzi's kan is never laid out
    ):
        assert call_of(event) is None  # type: ignore[arg-type]
        view.play_event(event, obs)  # type: ignore[arg-type]
    assert view.callouts() == {}


def _a_claim(variant: str, seed: int) -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
    """(the observation before, the claim's meld event, the observation after) of a real deal."""
    before = None
    for events, obs in played_deal(variant, seed):
        for event in events:
            if event["type"] == "meld" and event.get("how") == "claim" and before is not None:
                return before, event, obs
        before = obs
    raise AssertionError("no claim in this deal")


@pytest.mark.parametrize(("variant", "seed"), [("hongkong", 3), ("paohuzi", 3)])
def test_the_call_travels_with_the_claimed_tile(
    view: TableView, qtbot: QtBot, variant: str, seed: int
) -> None:
    before, event, after = _a_claim(variant, seed)
    view.show_observation(before)
    claimed = view.table_scene().tiles[event["claimed"]]
    start = claimed.pos()
    view.set_animation_speed(1.0)
    view.play_event(event, after)  # type: ignore[arg-type]
    item = view.callouts()[event["seat"]]
    assert item.pos() == start, "it sets out from where the claimed tile lay"
    assert view.is_animating()
    with qtbot.wait_signal(view.animationsFinished, timeout=3000):
        pass
    qtbot.waitUntil(lambda: item.pos() != start)
    layout = view.table_layout()
    assert layout is not None
    from mahjong_desktop.ui.table.layout.geometry import call_spot

    qtbot.waitUntil(
        lambda: item.pos() == QPointF(*call_spot(layout, event["seat"], *item.size)),
        timeout=2000,
    )


def test_with_no_motion_the_call_stands_still_and_does_not_fade(
    view: TableView, qtbot: QtBot
) -> None:
    before, event, after = _a_claim("hongkong", 3)
    view.show_observation(before)
    view.set_animation_speed(0)  # the reduced-motion preference gives speed 0
    view.play_event(event, after)  # type: ignore[arg-type]
    item = view.callouts()[event["seat"]]
    layout = view.table_layout()
    assert layout is not None
    from mahjong_desktop.ui.table.layout.geometry import call_spot

    spot = QPointF(*call_spot(layout, event["seat"], *item.size))
    assert item.pos() == spot
    opacities = []
    qtbot.waitUntil(
        lambda: opacities.append(item.opacity()) or event["seat"] not in view.callouts(),
        timeout=3000,
    )
    assert set(opacities) == {1.0} and item.pos() == spot


def test_the_status_line_still_says_it(qtbot: QtBot) -> None:
    from mahjong_desktop.ui.texts.notices import notice_for

    obs = _observation("hongkong")
    assert notice_for({"type": "meld", "seat": 1, "kind": "kong", "how": "claim"}, obs)  # type: ignore[arg-type]


@pytest.mark.parametrize("code", ["es", "fi", "cs", "zh_CN"])
def test_the_calls_are_translated(translations: Translations, code: str) -> None:
    translations.switch(code)
    words = {call_word(k) for k in ("pung", "chow", "kong", "win", "chi", "peng")}
    assert "" not in words
    assert words != {"Pung", "Chow", "Kong", "Win", "Chi", "Peng"}
    assert call_word("win") != "Win"
