"""Added kongs in both mahjong games (hongkong.md, table.md, a **Decision**): only
a fourth tile drawn after the pung was made may extend it, never a copy that
was already held when the pung was claimed."""

from __future__ import annotations

import pytest
from support.table import discard, discard_drawn, pass_window, play, rig

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.variants.hongkong.deal import HongKongDeal
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.mahjong.tiles import kind_of, parse_kind
from mahjong_desktop.variants.sichuan.deal import SichuanDeal

# East discards the pung kind; South pungs it and throws its spare; West,
# North and East throw their draws; then South draws ``fourth``.
POSITIONS = {
    "hongkong": {
        "make": HongKongDeal,
        "kind": "5z",
        "east": "147m 258p 369s 1z 2z 3z 4z 5z",
        "south": "258m 369p 147s 6z",  # plus the pung kind, two or three copies
        "spare": "6z",
        "west": "369m 147p 258s 6z 7z 1z 2z",
        "north": "147m 258p 369s 7z 6z 3z 4z",
        "between": "8p 9s 1m",
        "other": "9m",
        "choices": "",
    },
    "sichuan": {
        "make": SichuanDeal,
        "kind": "5s",
        "east": "5s 123p 456p 789p 2s 3s 9s 9s",
        "south": "1p 1p 4p 4p 7p 7p 2s 8s",
        "spare": "8s",
        "west": "2p 3p 5p 6p 8p 9p 1s 3s 4s 6s 7s 8s 9s",
        "north": "1p 2p 3p 5p 6p 8p 9p 1s 4s 6s 7s 8s 3s",
        "between": "6s 7s 2p",
        "other": "4s",
        "choices": "mmmm",
    },
}


def _after_pung(variant: str, held: int) -> tuple[MahjongDeal, int]:
    """South pungs East's discard holding ``held`` copies; returns the game at South's
    next turn and South's copy of the kind in hand (the held or the drawn one)."""
    p = POSITIONS[variant]
    kind = p["kind"]
    south = f"{kind * held} {p['south']}"
    if held == 2:  # keep South at 13 tiles: one more plain tile
        south += " " + ("2s" if variant == "sichuan" else "7z")
    fourth = kind if held == 2 else p["other"]
    game: MahjongDeal = p["make"](seed=3)
    rig(
        game,
        [p["east"], south, p["west"], p["north"]],
        f"{p['between']} {fourth}",
        choices=p["choices"],
    )
    discard(game, 0, kind)
    play(game, 1, Act.PUNG, kind * 2)
    pass_window(game)  # nobody else wanted it
    discard(game, 1, p["spare"])
    pass_window(game)
    for _ in range(3):  # West, North, East throw what they draw
        discard_drawn(game)
    assert game.current == 1 and game.turn.drawn is not None
    (copy,) = [t for t in game.seats[1].hand if kind_of(t) == parse_kind(kind)]
    return game, copy


@pytest.mark.parametrize("variant", sorted(POSITIONS))
def test_a_copy_held_when_the_pung_was_claimed_cannot_be_added(variant: str) -> None:
    game, held = _after_pung(variant, held=3)
    assert held != game.turn.drawn
    assert Act.ADDED_KONG not in {a.kind for a in game.legal_actions(1)}
    with pytest.raises(IllegalActionError, match="drawn after the pung") as refused:
        game.apply(Action(1, Act.ADDED_KONG, (held,)))
    assert refused.value.message.code == "illegal.not_drawn_after_pung"


@pytest.mark.parametrize("variant", sorted(POSITIONS))
def test_a_fourth_tile_drawn_after_the_pung_may_be_added(variant: str) -> None:
    game, drawn = _after_pung(variant, held=2)
    assert drawn == game.turn.drawn
    adds = [a for a in game.legal_actions(1) if a.kind is Act.ADDED_KONG]
    assert adds == [Action(1, Act.ADDED_KONG, (drawn,))]
    game.apply(adds[0])
    pass_window(game)
    assert [m.kind for m in game.seats[1].melds] == ["kong"]
