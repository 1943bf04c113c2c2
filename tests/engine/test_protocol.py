"""The table protocol (engine.protocol) for the three games: a whole deal driven
only through observations, legal actions as data and events, with a table
rebuilt from the events alone agreeing with the observation after every action."""

from __future__ import annotations

import json
import random

import pytest
from support.protocol import TableModel, faces_cover_ids, shown_ids

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.game import Game, StartError
from mahjong_desktop.engine.phases import Phase
from mahjong_desktop.variants.registry import VARIANTS, new_game

HEAVENLY_SEED = 5554  # a Paohuzi deal won by its dealt hand


def _hidden_from(game: Game, seat: int) -> set[int]:
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


def _play_through_protocol(variant: str, seed: int) -> tuple[Game, list[TableModel]]:
    game = new_game(variant, seed)
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
    game = new_game(variant, 1)
    assert game.phase is Phase.SETUP and not game.events and game.to_act() == []
    seen: list[str] = []
    game.subscribe(lambda event: seen.append(event.kind))
    game.start()
    assert seen[0] == "deal_start" and "deal_step" in seen
    assert seen == [e.kind for e in game.events]
    with pytest.raises(StartError):
        game.start()


def test_a_listener_sees_a_heavenly_win_in_the_deal() -> None:
    game = new_game("paohuzi", HEAVENLY_SEED)
    seen: list[str] = []
    game.subscribe(lambda event: seen.append(event.kind))
    game.start()
    assert game.end_reason == "heavenly"
    assert seen.index("deal_step") < seen.index("win") < seen.index("deal_end")
