"""The table protocol (engine.protocol) for the three games: a whole deal driven
only through observations, legal actions as data and events, with a table
rebuilt from the events alone agreeing with the observation after every action."""

from __future__ import annotations

import json
import random

import pytest
from support.protocol import TableModel, faces_cover_ids, shown_ids

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal, StartError
from mahjong_desktop.engine.events import Event
from mahjong_desktop.variants.registry import VARIANTS, new_deal

HEAVENLY_SEED = 5554  # a Paohuzi deal won by its dealt hand


def _hidden_from(game: Deal, seat: int) -> set[int]:
    """Ids ``seat`` must never see: other seats' concealed tiles and the wall or stock."""
    state = game.state()
    winners = {w["seat"] for w in state["wins"]}  # a winning hand is laid open
    hidden = {
        t for i, s in enumerate(state["seats"]) if i != seat and i not in winners for t in s["hand"]
    }
    wall = state.get("wall")
    if wall is not None:
        hidden |= {t for t in wall["top"] + wall["bottom"] if t >= 0}
        hidden |= set(wall["dead"]) | set(wall["loose"])
    hidden |= set(state.get("stock", []))
    return hidden - {state.get("shown")}  # the Paohuzi dealer's card dealt face up


def _play_through_protocol(variant: str, seed: int) -> tuple[Deal, list[TableModel]]:
    game = new_deal(variant, seed)
    models = [TableModel(seat, game.seat_count) for seat in range(game.seat_count)]
    for model in models:
        game.subscribe(lambda e, m=model: m.apply(e.seen_by(m.me).to_json()))
    game.start()
    rng = random.Random(seed)
    for _ in range(3000):
        seen = [game.observation(seat) for seat in range(game.seat_count)]
        for seat, observation in enumerate(seen):
            json.dumps(observation)
            models[seat].check(observation)
            assert faces_cover_ids(observation)
            assert not shown_ids(observation) & _hidden_from(game, seat)
        if game.is_over:
            return game, models
        seat = next(s for s, o in enumerate(seen) if o["legal"])
        legal = seen[seat]["legal"]
        assert [entry["id"] for entry in legal] == list(range(len(legal)))
        entry = rng.choice(legal)
        assert entry["label"]["code"] == f"action.{entry['kind']}"
        game.apply(Action.from_json(entry["action"]))
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_whole_deal_through_observations_legal_actions_and_events(variant: str) -> None:
    for seed in range(6):
        game, models = _play_through_protocol(variant, seed)
        assert all(model.types[0] == "deal_start" for model in models)
        assert models[0].types[-1] == "deal_end" and game.is_over
        assert len(game.events_for(0)) == len(models[0].types)


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_claim_window_opens_on_every_discard_and_reveal(variant: str) -> None:
    for seed in range(4):
        _, models = _play_through_protocol(variant, seed)
        types = models[0].types
        offers = [i for i, t in enumerate(types) if t in ("discard", "reveal")]
        assert offers
        for index in offers:
            assert types[index + 1] == "claim_window"
        assert types.count("claim_window") == types.count("claim_closed")


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_constructing_does_not_deal_and_start_deals_once(variant: str) -> None:
    game = new_deal(variant, 1)
    assert game.phase is Phase.SETUP and not game.events and game.to_act() == []
    seen: list[str] = []
    game.subscribe(lambda event: seen.append(event.kind))
    game.start()
    assert seen[0] == "deal_start" and "deal_step" in seen
    assert seen == [e.kind for e in game.events]
    with pytest.raises(StartError):
        game.start()


def test_a_listener_sees_a_heavenly_win_in_the_deal() -> None:
    game = new_deal("paohuzi", HEAVENLY_SEED)
    seen: list[str] = []
    game.subscribe(lambda event: seen.append(event.kind))
    game.start()
    assert game.end_reason == "heavenly"
    assert seen.index("deal_step") < seen.index("win") < seen.index("deal_end")


def _unclaimable_twin_view(
    before: Deal, action: Action, tile: int, seats: list[int]
) -> dict[int, tuple]:
    """``seats``' observations and decision views in a copy of ``before`` where nobody
    can claim, taken as the window on ``tile`` that ``action`` opens is announced
    (it closes at once)."""
    twin = before.clone()
    twin.quiet = False
    twin._claim_options = lambda *_: []  # type: ignore[method-assign]
    seen: dict[int, tuple] = {}

    def on_event(event: Event) -> None:
        if getattr(event, "kind", None) == "claim_window" and event.data["tile"] == tile:
            for seat in seats:
                seen[seat] = (twin.observation(seat), twin.decision_view(seat))

    twin.subscribe(on_event)
    twin.apply(action)
    return seen


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_a_seat_not_asked_cannot_tell_whether_anybody_may_claim(variant: str) -> None:
    compared = 0
    for seed in range(8):
        game = new_deal(variant, seed)
        game.start()
        rng = random.Random(seed)
        while not game.is_over:
            seat = rng.choice(game.to_act())
            action = rng.choice(game.legal_actions(seat))
            before, since = game.clone(), len(game.events)
            game.apply(action)
            window = game.window
            if window is None or window.private or game.phase not in (Phase.CLAIM, Phase.ROB):
                continue
            if not any(e.kind == "claim_window" for e in game.events[since:]):
                continue  # an answer: the window was open before
            unasked = [s for s in range(game.seat_count) if s not in window.options]
            if not unasked:
                continue
            twin = _unclaimable_twin_view(before, action, window.tile, unasked)
            for other in unasked:
                observation = game.observation(other)
                assert observation["phase"] == "turn" and observation["legal"] == []
                assert observation["offer"]["tile"] == window.tile
                assert (observation, game.decision_view(other)) == twin[other]
                compared += 1
            for asked in window.pending():
                assert game.observation(asked)["phase"] == game.phase.value
    assert compared > 10


def test_a_seat_that_has_answered_sees_the_turn_while_others_still_may_claim() -> None:
    for seed in range(40):
        game = new_deal("hongkong", seed)
        game.start()
        rng = random.Random(seed)
        while not game.is_over:
            window = game.window
            if window is not None and game.phase is Phase.CLAIM and len(window.pending()) > 1:
                first, *rest = window.pending()
                game.apply(Action(first, Act.PASS))
                assert game.observation(first)["phase"] == "turn"
                assert all(game.observation(s)["phase"] == "claim" for s in rest)
                return
            seat = rng.choice(game.to_act())
            game.apply(rng.choice(game.legal_actions(seat)))
    raise AssertionError("no window with two seats asked in 40 deals")
