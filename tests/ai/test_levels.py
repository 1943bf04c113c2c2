"""The level bots as the rest of the app uses them: registry, determinism, advice, bad input."""

from __future__ import annotations

import pytest

from mahjong_desktop.ai import view as views
from mahjong_desktop.ai.arena import Referee
from mahjong_desktop.ai.bots import BOT_LEVELS, make_bot
from mahjong_desktop.ai.levels import advice
from mahjong_desktop.ai.reasons import TEXTS, render
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.variants.registry import new_deal

VARIANTS = ("hongkong", "sichuan", "paohuzi")


def test_the_three_levels_are_offered_next_to_the_simple_bots() -> None:
    assert {"random", "greedy", "easy", "normal", "hard"} <= set(BOT_LEVELS)
    with pytest.raises(ValueError, match="unknown bot level 'clever'"):
        make_bot("clever", 0)


def play_record(variant: str, seed: int, level: str) -> list[list[object]]:
    game = new_deal(variant, seed)
    bots = [make_bot(level, bot_seed(seed)) for _ in range(game.seat_count)]
    Referee(game, bots, [level] * game.seat_count).play()
    return game.record()["actions"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_deal_replays_move_for_move(variant: str) -> None:
    assert play_record(variant, 8, "easy") == play_record(variant, 8, "easy")


class SlowClock:
    """A machine so loaded that a second passes between any two readings of the clock."""

    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_hard_deal_replays_move_for_move_however_loaded_the_machine(
    variant: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The look-ahead is bounded by its samples, never by the clock: a look-ahead
    # cut short by a deadline would choose otherwise on a busy machine.
    calm = play_record(variant, 8, "hard")
    monkeypatch.setattr("time.perf_counter", SlowClock())
    assert play_record(variant, 8, "hard") == calm


def test_a_decision_repeats_for_the_same_observation_whenever_it_is_asked() -> None:
    """Randomness comes from the bot's seed and the decision (seat and action index),
    not from earlier calls: a resumed or undone deal asks again and gets the same."""
    game = new_deal("hongkong", 9)
    game.start()
    observation = game.observation(0)
    fresh = make_bot("easy", 5)
    used = make_bot("easy", 5)
    for _ in range(3):
        used.choose(observation)
    assert fresh.choose(observation) == used.choose(observation)


@pytest.mark.parametrize("variant", VARIANTS)
def test_advice_names_a_legal_action_and_a_readable_reason(variant: str) -> None:
    game = new_deal(variant, 10)
    game.start()
    seat = game.to_act()[0]
    observation = game.observation(seat)
    action, reason = advice(observation)
    assert action in [Action.from_json(e["action"]) for e in observation["legal"]]
    assert isinstance(reason, Message) and reason.code in TEXTS
    text = render(reason)
    assert text and "{" not in text and text != reason.code
    assert advice(observation, "hard")[0] in [
        Action.from_json(e["action"]) for e in observation["legal"]
    ]
    with pytest.raises(ValueError, match="normal or hard"):
        advice(observation, "easy")


def test_every_reason_renders_with_its_arguments() -> None:
    args = {
        "suit": "m",
        "count": 3,
        "tile": "5p",
        "tiles": "1m 2m 3m",
        "shanten": 1,
        "useful": 12,
        "nearest": 0,
        "route": "half_flush",
        "seat": 2,
        "seats": 4,
        "kind": "pung",
        "minimum": 3,
        "huxi": 6,
        "groups": 5,
        "now": 1,
        "later": 4.2,
    }
    for code in TEXTS:
        text = render(Message(code, args))
        assert text != code and not set("{}") & set(text), code
    assert render(Message("ai.fold", {"seat": 1, "seats": 4, "tile": "9s"})).startswith(
        "folds: South"
    )
    assert render(Message("ai.discard", {"shanten": 0, "useful": 8})).startswith(
        "keeps a ready hand"
    )
    assert render(Message("no.such.code")) == "no.such.code"
    assert render(Message("ai.declare", {"suit": "p", "count": 2})).startswith(
        "declare dots missing"
    )
    assert render(Message("action.pass")) == "Pass"  # other codes: the shared English texts
    assert render(Message("ai.fold", {})) == "ai.fold"  # missing arguments: the code, no crash


def test_a_bad_observation_is_refused_with_a_clear_error() -> None:
    game = new_deal("sichuan", 11)
    game.start()
    observation = game.observation(0)
    bot = make_bot("normal", 0)
    broken = {k: v for k, v in observation.items() if k != "seats"}
    with pytest.raises(ValueError, match="not a table observation"):
        bot.choose(broken)
    waiting = dict(observation, legal=[])
    with pytest.raises(ValueError, match="no legal action"):
        bot.choose(waiting)


@pytest.mark.parametrize("variant", VARIANTS)
def test_the_view_counts_every_unseen_copy(variant: str) -> None:
    game = new_deal(variant, 12)
    game.start()
    observation = game.observation(0)
    view = views.read(observation)
    copies = 4 * len(view.unseen)
    shown = {int(i) for i in observation["faces"]}
    own_kinds = [view.kind_of(t) for t in shown if view.kind_of(t) < len(view.unseen)]
    assert sum(view.unseen) == copies - len(own_kinds)
    assert all(0 <= n <= 4 for n in view.unseen)
