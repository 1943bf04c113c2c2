"""The Sichuan deal on the engine's table: setup, missing suit, claims, kongs, wins,
the end-of-wall settlement and replay.

Positions are rigged with the ``rigger`` fixture of ``tests/conftest.py`` and
then played with legal actions only, so every rule is checked through
``legal_actions`` and ``apply`` as a player meets it. Expected amounts are
worked out from the rule book (rules/sichuan.md) in the comments.
"""

from __future__ import annotations

from typing import Any

import pytest

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.events import Payment
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.melds import Meld
from mahjong_desktop.engine.rng import make_rng
from mahjong_desktop.engine.table import Phase
from mahjong_desktop.engine.wall import Wall
from mahjong_desktop.records import replay
from mahjong_desktop.variants.hand import is_standard_win
from mahjong_desktop.variants.mahjong_tiles import counts_of, kind_of, parse_kinds, suit_of
from mahjong_desktop.variants.sichuan.game import SichuanGame

# ---------------------------------------------------------------- helpers

FILL = None  # a seat that can never claim or win: see ``filler``
_SINGLE_NUMBERS = (1, 2, 4, 5, 7, 8)  # no three of them in a row: no run among them


def filler(free: list[int], choice: str) -> str:
    """An inert hand outside the suit ``choice``: all four copies of one kind (nobody
    can throw it to be punged) and nine single tiles that hold no run.

    With at most two sets in hand (the four copies as a pung, one run through
    them) one more tile cannot make a win, not even seven pairs; with no pair
    beside the four copies no discard can be claimed.
    """
    kept = [k for k in range(27) if suit_of(k) != choice]
    quad = next(k for k in kept if free[k] == 4)
    singles = [k for k in kept if k != quad and free[k] > 0 and k % 9 + 1 in _SINGLE_NUMBERS]
    singles = sorted(sorted(singles, key=lambda k: -free[k])[:9])
    assert len(singles) == 9, "not enough tiles left for a filler hand"
    free[quad] = 0
    for kind in singles:
        free[kind] -= 1
    return "".join(f"{k % 9 + 1}{suit_of(k)}" for k in [quad] * 4 + singles)


def rigged(
    rigger: Any,
    hands: list[str | None],
    draws: str = "",
    *,
    current: int = 0,
    choices: str = "pppp",
    replacements: str = "",
) -> SichuanGame:
    """A Sichuan deal rigged at the start of ``current``'s turn (``FILL`` seats made up)."""
    free = [4] * 27
    for text in [*(h for h in hands if h), draws, replacements]:
        for kind in parse_kinds(text):
            free[kind] -= 1
    texts = [filler(free, choices[s]) if text is None else text for s, text in enumerate(hands)]
    sizes = [len(parse_kinds(text)) for text in texts]
    assert sizes == [14 if s == current else 13 for s in range(4)], sizes
    game = SichuanGame(7)
    rigger(game, texts, draws, current=current, choices=choices, replacements=replacements)
    return game


def kinds(tiles: list[int] | tuple[int, ...]) -> list[int]:
    return sorted(kind_of(t) for t in tiles)


def find(game: SichuanGame, seat: int, kind: Act, tiles: str = "") -> Action:
    """The legal action of ``kind`` whose tiles are of the kinds ``tiles`` (fails if none)."""
    wanted = sorted(parse_kinds(tiles))
    for action in game.legal_actions(seat):
        if action.kind is kind and kinds(action.tiles) == wanted:
            return action
    raise AssertionError(f"no legal {kind} {tiles!r} for seat {seat}: {game.legal_actions(seat)}")


def play(game: SichuanGame, seat: int, kind: Act, tiles: str = "") -> None:
    game.apply(find(game, seat, kind, tiles))


def offered(game: SichuanGame, seat: int) -> set[Act]:
    return {a.kind for a in game.legal_actions(seat)}


def pass_window(game: SichuanGame) -> None:
    while game.phase in (Phase.CLAIM, Phase.ROB):
        game.apply(Action(game.to_act()[0], Act.PASS))


def discard_drawn(game: SichuanGame, answer: bool = True) -> None:
    """The seat on turn throws the tile it just drew; with ``answer`` every claim is passed."""
    assert game.turn.drawn is not None
    game.apply(Action(game.current, Act.DISCARD, (game.turn.drawn,)))
    if answer:
        pass_window(game)


def hand_tiles(game: SichuanGame, seat: int, tiles: str) -> tuple[int, ...]:
    """Physical tiles of the kinds ``tiles`` in ``seat``'s hand."""
    pool = list(game.seats[seat].hand)
    picked = []
    for kind in parse_kinds(tiles):
        tile = next(t for t in pool if kind_of(t) == kind)
        pool.remove(tile)
        picked.append(tile)
    return tuple(picked)


def expect_illegal(game: SichuanGame, action: Action, reason: str) -> None:
    """``action`` is refused with a message matching ``reason`` and changes nothing."""
    before = game.state_json()
    with pytest.raises(IllegalActionError, match=reason):
        game.apply(action)
    assert game.state_json() == before


def give_pung(game: SichuanGame, seat: int, tiles: str, from_seat: int) -> None:
    """Rigging: three tiles of ``seat``'s hand become a pung claimed earlier from ``from_seat``."""
    picked = hand_tiles(game, seat, tiles)
    for tile in picked:
        game.seats[seat].hand.remove(tile)
    game.seats[seat].melds.append(Meld("pung", tuple(sorted(picked)), picked[0], from_seat))


def shorten_wall(game: SichuanGame, draws: str, replacements: str = "") -> None:
    """Rigging a late position: only ``draws`` (head) and ``replacements`` (tail) stay in
    the wall; every other wall tile goes to the rivers as if discarded earlier."""
    pool = sorted(game.wall.live_tiles())

    def take(text: str) -> list[int]:
        taken = []
        for kind in parse_kinds(text):
            tile = next(t for t in pool if kind_of(t) == kind)
            pool.remove(tile)
            taken.append(tile)
        return taken

    ahead, spare = take(draws), take(replacements)
    assert len(spare) % 2 == 0, "the tail is drawn stack by stack"
    for index, tile in enumerate(pool):
        game.seats[index % 4].river.append(tile)
    game.wall = Wall.arranged(game.layout, ahead, spare, [])


def new_payments(game: Game, since: int) -> list[Payment]:
    return game.ledger[since:]


def win_events(game: Game) -> list[dict[str, Any]]:
    return [{"seat": e.seat, **e.data} for e in game.events if e.kind == "win"]


KONG_AND_SELF_DRAW = {"self-drawn win", "exposed kong", "added kong", "concealed kong"}


def assert_winners_idle(game: SichuanGame) -> None:
    """After its win a seat never draws, discards or melds, never pays a later
    self-draw or kong charge nor gets a kong charge, and is never asked to act."""
    won_at: dict[int, int] = {}
    for index, event in enumerate(game.events):
        if event.kind == "win":
            won_at.setdefault(event.seat, index)
        for seat, start in won_at.items():
            if index <= start:
                continue
            if event.kind in ("draw", "replacement", "discard", "meld"):
                assert event.seat != seat, f"winner {seat} acted after its win: {event}"
            if event.kind == "payment" and event.data["cause"] in KONG_AND_SELF_DRAW:
                assert event.seat != seat, f"winner {seat} paid after its win: {event}"
            if event.kind == "payment" and event.data["cause"].endswith(" kong"):
                assert event.data["receiver"] != seat, f"winner {seat} got a kong: {event}"
    for seat in won_at:
        assert game.legal_actions(seat) == []


def assert_sheet_balanced(game: Game) -> None:
    assert sum(game.deltas()) == 0
    for payment in game.ledger:
        assert payment.payer != payment.receiver and payment.amount > 0 and payment.cause


# ------------------------------------------------------------------ setup


def test_deal_gives_108_suit_tiles_dealer_14_others_13() -> None:
    game = SichuanGame(11)
    assert sorted(game.all_tiles()) == list(range(108))
    assert {suit_of(kind_of(t)) for t in game.all_tiles()} == {"m", "p", "s"}
    assert [len(s.hand) for s in game.seats] == [14, 13, 13, 13]
    assert game.wall.dead == [] and game.wall.loose == []  # no dead wall in Sichuan


def test_the_live_wall_counts_every_undealt_tile() -> None:
    """108 - 53 dealt tiles leave 55 to draw.

    Fails on an engine bug (engine/wall.py ``Wall.deal_jump``): the jump hands
    out five tiles but lowers ``live_count`` by six, so the wall is declared
    exhausted with one tile still in it.
    """
    game = SichuanGame(11)
    assert len(list(game.wall.live_tiles())) == 55
    assert game.wall.live_count == 55


def test_declarations_are_secret_until_all_have_declared() -> None:
    game = SichuanGame(3)
    assert game.phase is Phase.DECLARE
    for seat in range(4):
        assert [a.choice for a in game.legal_actions(seat)] == ["m", "p", "s"]
        assert offered(game, seat) == {Act.DECLARE}
    east_tile = game.seats[0].hand[0]
    expect_illegal(game, Action(0, Act.DISCARD, (east_tile,)), "discard is not a legal move")

    for seat, choice in ((2, "s"), (0, "m"), (3, "m")):
        game.apply(Action(seat, Act.DECLARE, choice=choice))
        assert game.legal_actions(seat) == []  # one declaration each
        assert game.observation(seat)["choice"] == choice
    # South has not declared: nobody may see another seat's choice yet.
    assert game.phase is Phase.DECLARE and game.to_act() == [1]
    assert not any(e.kind == "declarations" for e in game.events)
    for viewer in range(4):
        assert game.observation(viewer)["choices"] == []
        for event in game.events:
            if event.kind == "declared" and event.seat != viewer:
                assert "choice" not in event.seen_by(viewer).data
    expect_illegal(game, Action(0, Act.DISCARD, (east_tile,)), "not E's move")

    game.apply(Action(1, Act.DECLARE, choice="p"))
    reveals = [e for e in game.events if e.kind == "declarations"]
    assert len(reveals) == 1 and reveals[0].private is None
    assert reveals[0].data["choices"] == ["m", "p", "s", "m"]
    for viewer in range(4):
        assert game.observation(viewer)["choices"] == ["m", "p", "s", "m"]
    assert game.phase is Phase.TURN and game.to_act() == [0]
    assert Act.DISCARD in offered(game, 0)


# ----------------------------------------------------------- missing suit


def test_only_missing_suit_tiles_may_be_discarded_while_held(rigger: Any) -> None:
    game = rigged(rigger, ["1111m 234567m 5p 7p 89s", FILL, FILL, FILL], choices="pmmm")
    discards = [a.tiles[0] for a in game.legal_actions(0) if a.kind is Act.DISCARD]
    assert kinds(discards) == parse_kinds("5p 7p")
    expect_illegal(game, Action(0, Act.DISCARD, hand_tiles(game, 0, "9s")), "missing suit")
    # Four of a kind, but no concealed kong while dots are held.
    assert Act.CONCEALED_KONG not in offered(game, 0)
    kong = Action(0, Act.CONCEALED_KONG, hand_tiles(game, 0, "1111m"))
    expect_illegal(game, kong, "missing suit")


def test_concealed_kong_is_offered_once_the_missing_suit_is_gone(rigger: Any) -> None:
    # East draws 9s and then 8s; the fillers throw whatever they draw.
    game = rigged(
        rigger,
        ["1111m 234567m 5p 7p 89s", FILL, FILL, FILL],
        "2s 3s 4s 9s 2s 3s 4s 8s",
        choices="pmmm",
    )
    play(game, 0, Act.DISCARD, "5p")
    pass_window(game)
    for _ in range(3):
        discard_drawn(game)
    assert game.current == 0
    assert Act.CONCEALED_KONG not in offered(game, 0)  # 7p is still held
    play(game, 0, Act.DISCARD, "7p")
    pass_window(game)
    for _ in range(3):
        discard_drawn(game)
    assert game.current == 0
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    assert game.seats[0].melds[0].kind == "ckong"


def test_no_win_or_pung_on_a_discard_while_holding_the_missing_suit(rigger: Any) -> None:
    # South declared bamboo yet holds 111s: 5p would complete its shape.
    south = "123m 456m 789m 5p 111s"
    assert is_standard_win(counts_of([*parse_kinds(south), *parse_kinds("5p")]))
    west = "55p 1234567m 99s 2s 3s"  # a pair of 5p, but West declared characters
    east = "5p 13579m 12468s 379s"
    game = rigged(rigger, [east, south, west, FILL], choices="psmm")
    play(game, 0, Act.DISCARD, "5p")
    # Nobody may claim, so no window opens and South simply draws.
    assert game.phase is Phase.TURN and game.current == 1
    assert not any(e.kind == "claim_window" for e in game.events)


@pytest.mark.parametrize("extra, claimable", [("1s", False), ("1m", True)])
def test_pung_and_kong_need_the_missing_suit_gone(rigger: Any, extra: str, claimable: bool) -> None:
    west = f"555p 2345678m 99m {extra}"  # West declared bamboo
    game = rigged(rigger, ["5p 13579m 12468s 379s", FILL, west, FILL], choices="pmsm")
    play(game, 0, Act.DISCARD, "5p")
    if claimable:
        assert game.phase is Phase.CLAIM
        assert offered(game, 2) == {Act.PUNG, Act.KONG, Act.PASS}
    else:
        assert game.phase is Phase.TURN and game.current == 1
        assert game.legal_actions(2) == []


def test_no_self_drawn_win_while_holding_the_missing_suit(rigger: Any) -> None:
    # West declared bamboo; with the 1s it draws, 123m 456m 789m 55p 111s is a complete shape.
    south = "13579m 2468s 3579s 9s"
    game = rigged(
        rigger, [FILL, south, "123m 456m 789m 55p 11s", FILL], "1s", current=1, choices="mpsm"
    )
    play(game, 1, Act.DISCARD, "9s")
    pass_window(game)
    assert game.current == 2 and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("1s")[0]
    assert Act.WIN not in offered(game, 2)
    discards = [a.tiles[0] for a in game.legal_actions(2) if a.kind is Act.DISCARD]
    assert kinds(discards) == parse_kinds("111s")
    expect_illegal(game, Action(2, Act.WIN), "missing suit")


def test_a_win_is_offered_once_the_missing_suit_is_gone(rigger: Any) -> None:
    south = "123m 456m 789m 55p 99p 1s"  # declared bamboo, on turn with its last bamboo
    game = rigged(rigger, [FILL, south, FILL, FILL], "5p", current=1, choices="msmm")
    assert [kinds(a.tiles) for a in game.legal_actions(1)] == [parse_kinds("1s")]
    play(game, 1, Act.DISCARD, "1s")
    pass_window(game)
    assert game.current == 2
    discard_drawn(game, answer=False)  # West throws the 5p it drew
    assert game.phase is Phase.CLAIM
    assert offered(game, 1) == {Act.WIN, Act.PUNG, Act.PASS}
    play(game, 1, Act.WIN, "5p")
    assert game.ledger == [Payment(2, 1, 1, "win on discard")]  # basic hand: 2**0


def test_no_chow_is_ever_offered(rigger: Any) -> None:
    south = "12m 45m 2m 1199s 228s 3s"  # could chow 3m three ways
    west = "33m 6789m 9m 5568s 77s"
    east = "3m 5m 6m 7m 8m 9m 123469s 5s 9s"
    game = rigged(rigger, [east, south, west, FILL], choices="pppm")
    play(game, 0, Act.DISCARD, "3m")
    assert game.phase is Phase.CLAIM
    assert game.legal_actions(1) == []  # South is not even asked
    assert offered(game, 2) == {Act.PUNG, Act.PASS}
    chow = Action(1, Act.CHOW, hand_tiles(game, 1, "12m"))
    expect_illegal(game, chow, "no chows")
    play(game, 2, Act.PASS)
    assert game.phase is Phase.TURN and game.current == 1
    assert Act.CHOW not in offered(game, 1)


# ------------------------------------------------------------ pungs, kongs


def test_pung_takes_the_turn_and_must_discard_before_any_kong(rigger: Any) -> None:
    west = "55s 1111m 2345m 99m 8s"  # four 1m in hand: no kong right after the pung
    game = rigged(rigger, ["5s 3579m 12346s 7789s", FILL, west, FILL], "6m", choices="pmpm")
    play(game, 0, Act.DISCARD, "5s")
    assert game.legal_actions(1) == [] and game.legal_actions(3) == []
    assert offered(game, 2) == {Act.PUNG, Act.PASS}  # two 5s: no exposed kong
    discarded = game.seats[0].river[-1]
    play(game, 2, Act.PUNG, "55s")
    meld = game.seats[2].melds[0]
    assert (meld.kind, kinds(meld.tiles)) == ("pung", parse_kinds("555s"))
    assert (meld.claimed, meld.from_seat) == (discarded, 0)
    assert discarded not in game.seats[0].river
    assert game.phase is Phase.TURN and game.current == 2
    assert offered(game, 2) == {Act.DISCARD}  # no win, no kong: it did not draw
    assert len(game.seats[2].hand) == 11
    assert game.ledger == []  # a pung is not paid
    play(game, 2, Act.DISCARD, "8s")
    pass_window(game)
    assert game.current == 3  # play goes on from the claimer; South was skipped


def test_exposed_kong_is_paid_by_the_discarder_and_draws_from_the_tail(rigger: Any) -> None:
    west = "555s 1234m 6789m 19s"
    game = rigged(
        rigger,
        ["5s 3579m 12346s 7789s", FILL, west, FILL],
        "6m",
        choices="pmpm",
        replacements="9m",
    )
    play(game, 0, Act.DISCARD, "5s")
    assert offered(game, 2) == {Act.PUNG, Act.KONG, Act.PASS}
    live = game.wall.live_count
    play(game, 2, Act.KONG, "555s")
    assert game.ledger == [Payment(0, 2, 2, "exposed kong")]
    meld = game.seats[2].melds[0]
    assert (meld.kind, kinds(meld.tiles), meld.from_seat) == ("kong", parse_kinds("5555s"), 0)
    # The replacement comes from the tail of the live wall (there is no dead wall).
    assert game.current == 2 and game.turn.after_kong and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("9m")[0]
    assert game.wall.live_count == live - 1
    play(game, 2, Act.DISCARD, "9s")
    pass_window(game)
    assert game.current == 3 and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("6m")[0]  # the head was not touched


def test_concealed_kong_is_paid_by_every_active_opponent(rigger: Any) -> None:
    game = rigged(rigger, ["1111m 234567m 99s 58s", FILL, FILL, FILL], replacements="9m")
    play(game, 0, Act.CONCEALED_KONG, "1111m")
    assert game.ledger == [Payment(s, 0, 2, "concealed kong") for s in (1, 2, 3)]
    assert game.seats[0].melds[0].kind == "ckong"
    assert game.phase is Phase.TURN  # a concealed kong cannot be robbed
    assert game.turn.after_kong and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("9m")[0]
    assert len(game.seats[0].hand) == 11


def test_a_kong_needs_a_replacement_tile(rigger: Any) -> None:
    game = rigged(rigger, ["1111m 234567m 99s 58s", FILL, FILL, FILL])
    assert Act.CONCEALED_KONG in offered(game, 0)
    shorten_wall(game, "")
    assert Act.CONCEALED_KONG not in offered(game, 0)
    assert Act.DISCARD in offered(game, 0)


# South holds a pung of 5s (claimed from East) and the fourth 5s; North waits on 5s.
ADDER = "5555s 123m 456m 789m 1m"
ROBBER = "123p 456p 789p 99s 46s"  # declared characters


def kong_adder(rigger: Any, west: str | None = FILL) -> SichuanGame:
    game = rigged(
        rigger, [FILL, ADDER, west, ROBBER], "3p", current=1, choices="mpmm", replacements="9m"
    )
    give_pung(game, 1, "555s", from_seat=0)
    return game


def test_added_kong_not_robbed_is_paid_by_every_active_opponent(rigger: Any) -> None:
    game = kong_adder(rigger)
    assert offered(game, 1) == {Act.ADDED_KONG, Act.DISCARD}
    play(game, 1, Act.ADDED_KONG, "5s")
    assert game.phase is Phase.ROB and game.to_act() == [3]
    assert offered(game, 3) == {Act.WIN, Act.PASS}  # no pung or kong on a robbing window
    play(game, 3, Act.PASS)
    meld = game.seats[1].melds[0]
    assert (meld.kind, kinds(meld.tiles)) == ("kong", parse_kinds("5555s"))
    assert game.ledger == [Payment(s, 1, 1, "added kong") for s in (0, 2, 3)]
    assert game.current == 1 and game.turn.after_kong and game.turn.drawn is not None
    assert kind_of(game.turn.drawn) == parse_kinds("9m")[0]


def test_robbing_an_added_kong_earns_no_kong_payment(rigger: Any) -> None:
    game = kong_adder(rigger)
    added = hand_tiles(game, 1, "5s")[0]
    play(game, 1, Act.ADDED_KONG, "5s")
    play(game, 3, Act.WIN, "5s")
    # 123p 456p 789p 99s 456s: basic 0 + robbing_kong 1 = 1 fan, 2 points, paid by the adder.
    assert game.ledger == [Payment(1, 3, 2, "robbing the kong")]
    (win,) = game.wins
    assert (win.seat, win.tile, win.from_seat) == (3, added, 1)
    assert "robbing_kong" in win.moments and win.score.total == 1
    meld = game.seats[1].melds[0]
    assert (meld.kind, len(meld.tiles)) == ("pung", 3)  # the kong was never made
    assert added in game.seats[3].hand and not game.seats[3].active
    assert sorted(game.all_tiles()) == list(range(108))
    # Play goes on with the first active seat after the robber.
    assert game.phase is Phase.TURN and game.current == 0 and game.turn.drawn is not None


def test_two_players_rob_the_same_added_kong(rigger: Any) -> None:
    game = kong_adder(rigger, west="234p 678p 999p 11s 46s")  # also waits on 5s
    play(game, 1, Act.ADDED_KONG, "5s")
    assert set(game.to_act()) == {2, 3}
    for seat in (3, 2):  # answer order does not matter
        play(game, seat, Act.WIN, "5s")
    # Both hands are basic + robbing_kong = 1 fan: the adder pays 2 to each, in turn order.
    assert game.ledger == [
        Payment(1, 2, 2, "robbing the kong"),
        Payment(1, 3, 2, "robbing the kong"),
    ]
    assert [w.seat for w in game.wins] == [2, 3]
    assert all(w.from_seat == 1 and "robbing_kong" in w.moments for w in game.wins)
    assert not game.seats[2].active and not game.seats[3].active
    # North is farthest from the adder: play goes on with East.
    assert game.current == 0 and game.turn.drawn is not None
    assert sorted(game.all_tiles()) == list(range(108))


# ------------------------------------------------------------------- wins

DISCARDER = "5s 19m 99m 2266s 7788s 3s"  # declared dots; throws 5s
WAITS_5S = "123m 456m 789m 11s 46s"  # declared dots; 11s pair, 5s closed wait
WAITS_5S_TOO = "234m 567m 888m 34s 99s"  # declared dots; 2s or 5s


@pytest.mark.parametrize("discarder", [0, 1, 2, 3])
@pytest.mark.parametrize("offsets, next_offset", [((1, 2), 3), ((1, 3), 0), ((2, 3), 0)])
def test_several_winners_on_one_discard(
    rigger: Any, discarder: int, offsets: tuple[int, int], next_offset: int
) -> None:
    first, second = ((discarder + o) % 4 for o in offsets)
    hands: list[str | None] = [FILL] * 4
    hands[discarder], hands[first], hands[second] = DISCARDER, WAITS_5S, WAITS_5S_TOO
    choices = "".join("m" if hands[s] is FILL else "p" for s in range(4))
    game = rigged(rigger, hands, current=discarder, choices=choices)
    tile = hand_tiles(game, discarder, "5s")[0]
    waiting = {s: sorted(game.seats[s].hand) for s in (first, second)}
    play(game, discarder, Act.DISCARD, "5s")
    assert sorted(game.to_act()) == sorted((first, second))
    for seat in reversed(game.to_act()):
        play(game, seat, Act.WIN, "5s")

    # Both hands are basic (2**0 = 1): the discarder pays each winner, in turn order.
    assert game.ledger == [
        Payment(discarder, first, 1, "win on discard"),
        Payment(discarder, second, 1, "win on discard"),
    ]
    assert [(w.seat, w.tile, w.from_seat) for w in game.wins] == [
        (first, tile, discarder),
        (second, tile, discarder),
    ]
    assert not game.seats[first].active and not game.seats[second].active
    # Each hand is laid open in its win event with the winning tile marked; the one
    # physical tile sits in the first winner's hand.
    for event in win_events(game):
        shown = event["hand"] if tile in event["hand"] else [*event["hand"], tile]
        assert event["tile"] == tile and event["source"] == discarder
        assert sorted(shown) == sorted([*waiting[event["seat"]], tile])
    assert tile in game.seats[first].hand and tile not in game.seats[second].hand
    assert sorted(game.all_tiles()) == list(range(108))
    # Play goes on with the first active seat after the winner farthest from the discarder.
    assert game.phase is Phase.TURN and game.current == (discarder + next_offset) % 4
    assert game.turn.drawn is not None
    assert_winners_idle(game)


def test_winners_never_claim_draw_or_discard_again(rigger: Any) -> None:
    # East discards 5s to South and West; North and East then throw 1s, which South
    # (holding 11s) could otherwise pung.
    game = rigged(rigger, [DISCARDER, WAITS_5S, WAITS_5S_TOO, FILL], "1s 1s", choices="pppm")
    play(game, 0, Act.DISCARD, "5s")
    play(game, 1, Act.WIN, "5s")
    play(game, 2, Act.WIN, "5s")
    assert game.current == 3
    discard_drawn(game, answer=False)
    assert game.phase is Phase.TURN and game.current == 0  # no window for the winners
    discard_drawn(game, answer=False)
    assert game.phase is Phase.TURN and game.current == 3
    assert game.to_act() == [3]
    assert_winners_idle(game)


def test_self_drawn_win_is_paid_by_active_opponents_and_play_skips_winners(
    rigger: Any,
) -> None:
    # North throws 5s: East wins. South and West throw their draws (9s: East holds 99s
    # but has won), then North draws the other 5s and wins by itself.
    north = "5s " + WAITS_5S
    game = rigged(rigger, [WAITS_5S_TOO, FILL, FILL, north], "9s 2p 5s", current=3, choices="pmmp")
    play(game, 3, Act.DISCARD, "5s")
    play(game, 0, Act.WIN, "5s")
    assert game.current == 1  # the first active seat after the winner
    discard_drawn(game, answer=False)
    assert game.phase is Phase.TURN and game.current == 2
    discard_drawn(game, answer=False)
    assert game.current == 3 and offered(game, 3) >= {Act.WIN}
    before = len(game.ledger)
    play(game, 3, Act.WIN)
    # Basic hand: base 1, each active opponent pays 1 + 1; East has won and pays nothing.
    assert new_payments(game, before) == [
        Payment(1, 3, 2, "self-drawn win"),
        Payment(2, 3, 2, "self-drawn win"),
    ]
    assert game.wins[-1].from_seat is None
    # Play goes on with the first active seat after North: South (East has won).
    assert game.current == 1 and game.turn.drawn is not None
    assert_winners_idle(game)


def test_the_third_win_ends_the_deal_without_end_of_wall_settlement(rigger: Any) -> None:
    east = "5s 1199m 88m 2233s 66s 5m"  # declared bamboo and keeps some to the end
    south = WAITS_5S
    west = "777s 234s 99s 234m 56m"  # draws the fourth 7s, kongs, and wins on 7m
    north = "111p 222p 333p 888s 6p"  # declared characters; wins on 6p
    game = rigged(rigger, [east, south, west, north], "7s 6p", choices="sppm", replacements="7m")
    play(game, 0, Act.DISCARD, "5s")
    play(game, 1, Act.WIN, "5s")
    assert game.ledger == [Payment(0, 1, 1, "win on discard")]

    assert game.current == 2
    play(game, 2, Act.CONCEALED_KONG, "7777s")
    # Only the active opponents pay a concealed kong made after South's win.
    assert new_payments(game, 1) == [
        Payment(0, 2, 2, "concealed kong"),
        Payment(3, 2, 2, "concealed kong"),
    ]
    play(game, 2, Act.WIN)
    # root 1 + kong_replacement 1 = 2 fan, base 4: East and North pay 4 + 1 each.
    assert game.wins[-1].moments == frozenset({"kong_replacement"})
    assert game.wins[-1].score.total == 2
    assert new_payments(game, 3) == [
        Payment(0, 2, 5, "self-drawn win"),
        Payment(3, 2, 5, "self-drawn win"),
    ]

    assert game.current == 3 and not game.is_over
    play(game, 3, Act.WIN)
    # all_pungs 1 fan, base 2: only East is still playing and pays 2 + 1.
    assert new_payments(game, 5) == [Payment(0, 3, 3, "self-drawn win")]
    assert game.end_reason == "three_won" and game.phase is Phase.ENDED
    assert game.wall.live_count > 0
    # East still holds bamboo, but there is no flower pig or ready check after a third win.
    assert game.holds_missing(0)
    assert not any(e.kind == "settlement" for e in game.events)
    assert len(game.ledger) == 6
    assert game.deltas() == [-11, 1, 14, -4]
    assert_sheet_balanced(game)
    assert_winners_idle(game)
    for seat in range(4):
        assert game.legal_actions(seat) == []


@pytest.mark.parametrize("self_drawn", [True, False])
def test_last_tile_of_the_wall_scores_a_fan(rigger: Any, self_drawn: bool) -> None:
    north = "22s 33s 77s 88s 99s 8s 147p"  # declared characters; throws 8s
    hands: list[str | None] = [FILL, FILL, FILL, north]
    winner = 0 if self_drawn else 1
    hands[winner] = WAITS_5S
    choices = "pssm" if self_drawn else "spsm"
    game = rigged(rigger, hands, "5s", current=3, choices=choices)
    shorten_wall(game, "5s")  # East draws the last tile of the wall
    play(game, 3, Act.DISCARD, "8s")
    if self_drawn:
        play(game, 0, Act.WIN)
        # basic 0 + last_tile 1 = 1 fan, base 2: each opponent pays 2 + 1.
        assert game.ledger[:3] == [Payment(s, 0, 3, "self-drawn win") for s in (1, 2, 3)]
    else:
        discard_drawn(game, answer=False)
        play(game, 1, Act.WIN, "5s")
        assert game.ledger[0] == Payment(0, 1, 2, "win on discard")
    (win,) = game.wins
    assert win.seat == winner and win.score.total == 1
    assert "last_tile" in {p.code for p in win.score.patterns}
    assert game.end_reason == "exhausted"


# ------------------------------------------------------- end of the wall


def test_exhausted_wall_settles_refund_then_pig_then_ready_check(rigger: Any) -> None:
    east = "1111m 3579m 2489s 5s 6s"  # kongs 1m, throws 5s, ends far from ready
    south = "234m 456m 678m 11s 46s"  # wins on the 5s
    west = "13578p 258m 99m 237s"  # declared dots: still holds some at the end (flower pig)
    north = "999p 123p 456p 77s 8s 3s"  # declared characters: kongs 9p, ends ready on 7s
    game = rigged(rigger, [east, south, west, north], choices="pppm")
    shorten_wall(game, "1s 9p", replacements="7s 9s")

    play(game, 0, Act.CONCEALED_KONG, "1111m")  # before South's win: all three pay
    play(game, 0, Act.DISCARD, "5s")
    play(game, 1, Act.WIN, "5s")
    assert game.current == 2
    play(game, 2, Act.DISCARD, "1p")  # its missing suit must go first
    assert game.current == 3
    play(game, 3, Act.CONCEALED_KONG, "9999p")  # after South's win: South does not pay
    assert game.wall.live_count == 0
    play(game, 3, Act.DISCARD, "3s")

    assert game.end_reason == "exhausted" and game.phase is Phase.ENDED
    assert game.holds_missing(2) and game.ready_value(0) is None
    # North: 123p 456p 789s 77s with a 9p kong: basic 0 + root 1 = 1 fan, worth 2.
    assert game.ready_value(3) == 2
    (settlement,) = [e.data for e in game.events if e.kind == "settlement"]
    assert settlement == {"pigs": [2], "ready": [3], "not_ready": [0, 2]}
    assert game.ledger == [
        Payment(1, 0, 2, "concealed kong"),
        Payment(2, 0, 2, "concealed kong"),
        Payment(3, 0, 2, "concealed kong"),
        Payment(0, 1, 1, "win on discard"),
        Payment(0, 3, 2, "concealed kong"),
        Payment(2, 3, 2, "concealed kong"),
        # 1. East won nothing and is not ready: each kong payment goes back to its payer,
        #    South included although it has won since. North is ready and keeps its own.
        Payment(0, 1, 2, "kong tax refund"),
        Payment(0, 2, 2, "kong tax refund"),
        Payment(0, 3, 2, "kong tax refund"),
        # 2. The flower pig pays 32 to every other player, the winner included.
        Payment(2, 0, 32, "flower pig"),
        Payment(2, 1, 32, "flower pig"),
        Payment(2, 3, 32, "flower pig"),
        # 3. The other non-winner who is not ready pays the ready player its value.
        Payment(0, 3, 2, "not ready"),
    ]
    assert game.deltas() == [27, 33, -98, 38]
    assert_sheet_balanced(game)
    assert_winners_idle(game)


def test_ready_check_pays_each_ready_player_its_own_value(rigger: Any) -> None:
    east = WAITS_5S + " 9p"  # throws its last dot, then waits on 5s: basic, worth 1
    south = "11s 22s 33s 55s 66s 77s 9s"  # seven pairs + full flush = 4 fan, worth 16
    west = "147p 258p 369p 3589s"  # declared characters: not ready, no pig
    north = "11m 22m 33m 44m 55p 66p 8s"  # declared bamboo and holds 8s: flower pig
    game = rigged(rigger, [east, south, west, north], choices="ppms")
    shorten_wall(game, "")
    play(game, 0, Act.DISCARD, "9p")
    assert game.end_reason == "exhausted"
    assert game.ledger == [
        Payment(3, 0, 32, "flower pig"),
        Payment(3, 1, 32, "flower pig"),
        Payment(3, 2, 32, "flower pig"),
        # The pig is spared the ready check; West pays each ready player.
        Payment(2, 0, 1, "not ready"),
        Payment(2, 1, 16, "not ready"),
    ]
    assert game.deltas() == [33, 48, 15, -96]


# ----------------------------------------------------------------- replay


def check_invariants(game: Game) -> None:
    """Rules that hold after every action of any Sichuan deal."""
    assert isinstance(game, SichuanGame)
    assert sorted(game.all_tiles()) == list(range(108))
    assert sum(game.deltas()) == 0
    for seat in range(4):
        legal = game.legal_actions(seat)
        assert not any(a.kind is Act.CHOW for a in legal)
        if not game.seats[seat].active:
            assert legal == []
        if game.phase is not Phase.DECLARE and game.holds_missing(seat):
            assert not {a.kind for a in legal} & {Act.WIN, Act.PUNG, Act.KONG, Act.ADDED_KONG}
            assert Act.CONCEALED_KONG not in {a.kind for a in legal}
            for action in legal:
                if action.kind is Act.DISCARD:
                    assert suit_of(kind_of(action.tiles[0])) == game.seats[seat].choice


# Greedy deals end both ways (three wins or an exhausted wall); random ones mostly exhaust.
@pytest.mark.parametrize(
    "level, seed", [("greedy", s) for s in range(1, 9)] + [("random", s) for s in range(1, 4)]
)
def test_a_played_deal_replays_to_the_same_state(level: str, seed: int) -> None:
    game = SichuanGame(seed)
    bots = [make_bot(level, make_rng(seed, "bot", s)) for s in range(4)]
    play_deal(game, bots, check=check_invariants)
    assert game.end_reason in ("three_won", "exhausted")
    settled = any(e.kind == "settlement" for e in game.events)
    assert settled == (game.end_reason == "exhausted")
    if game.end_reason == "three_won":
        assert len(game.wins) == 3
    assert_sheet_balanced(game)
    assert_winners_idle(game)

    again = replay(game.record())
    assert again.state_json() == game.state_json()
    assert again.ledger == game.ledger
