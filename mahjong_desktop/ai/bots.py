"""Simple bots that see only their seat's observation: a random-legal one and a greedy one.

A bot is any object with ``choose(observation) -> Action``; the observation is
what ``Deal.observation(seat)`` builds for that seat (``engine.protocol``),
legal actions included as data. A bot keeps no random state: each decision
draws from ``decision_rng(seed, seat, action index)``, so a record replays,
resumes and undoes to the same bot choices.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from operator import attrgetter
from typing import Any, Protocol, runtime_checkable

from mahjong_desktop.ai import level_names, levels
from mahjong_desktop.ai.mahjong.exchange_choice import choose_exchange
from mahjong_desktop.ai.paohuzi.greedy import choose_paohuzi
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.protocol import Seen, table_of
from mahjong_desktop.engine.rng import decision_choice, decision_rng
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.mahjong.shanten.distance import shanten
from mahjong_desktop.variants.registry import facts_of

_KIND = attrgetter("kind")


class Bot(Protocol):
    # Whether the bot reads the whole table (``observation``) or only its own
    # decision (``decision_view``: hand, offer, legal actions).
    observes_table: bool

    def choose(self, observation: Seen) -> Action: ...


@runtime_checkable
class ChoosesAmong(Protocol):
    """A bot that reads nothing of a decision but its seat, its action index and
    its legal actions: self-play hands it those (``Deal.legal_view``), in the
    order of the observation's ``legal``, instead of building a view to read."""

    def choose_among(self, seat: int, action_index: int, legal: Sequence[Action]) -> Action: ...


def legal_actions(observation: Seen) -> list[Action]:
    """The observation's legal actions as ``Action`` values, in their ``id`` order."""
    return [Action.from_json(entry["action"]) for entry in observation["legal"]]


def own_tiles(observation: Seen) -> list[int]:
    """The observer's concealed tiles, the drawn one included."""
    drawn = observation["drawn"]
    return [*observation["hand"], *(() if drawn is None else (drawn,))]


def decision(seed: int, observation: Seen) -> random.Random:
    """The randomness of the decision ``observation`` asks for."""
    return decision_rng(seed, observation["seat"], observation["action_index"])


class RandomBot:
    """Any legal action, uniformly at random; it never turns down a win."""

    observes_table = False

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, observation: Seen) -> Action:
        legal = observation["legal"]
        if legal and legal[0]["kind"] == Act.EXCHANGE:  # the pass every bot makes
            options = [Action.from_json(entry["action"]) for entry in legal]
            return choose_exchange(options, own_tiles(observation), mahjong_tiles.kind_of)[0]
        wins = [entry for entry in legal if entry["kind"] == Act.WIN]
        chosen = wins[0] if wins else decision(self.seed, observation).choice(legal)
        return Action.from_json(chosen["action"])

    def choose_among(self, seat: int, action_index: int, legal: Sequence[Action]) -> Action:
        """``choose`` of the observation whose ``legal`` lists these actions: the same
        rule and the same draw, without the observation."""
        if Act.WIN in map(_KIND, legal):  # read in C: every decision scans them
            return next(action for action in legal if action.kind is Act.WIN)
        if legal and legal[0].kind is Act.EXCHANGE:  # the hand: every exchange holds it all
            hand = {t for action in legal for t in action.tiles}
            return choose_exchange(legal, sorted(hand), mahjong_tiles.kind_of)[0]
        return decision_choice(self.seed, seat, action_index, legal)


def _shanten_rules(observation: Seen) -> dict[str, Any]:
    """The hand forms a mahjong game allows, as shanten flags."""
    if facts_of(observation["variant"]).declares_missing_suit:
        kept = "".join(s for s in "mps" if s != observation["declared"]) or None
        return {"thirteen_orphans": False, "quads_as_two_pairs": True, "allowed_suits": kept}
    return {}


class GreedyBot:
    """Mahjong: wins at once, discards to lower its shanten, claims only what helps.

    Ties between equally good discards go to the loneliest tile (honours and
    terminals first), then at random.
    """

    observes_table = True

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, observation: Seen) -> Action:
        rng = decision(self.seed, observation)
        if facts_of(observation["variant"]).cards:  # a card game with a policy of its own
            return choose_paohuzi(observation, rng)
        legal = legal_actions(observation)
        by_kind: dict[Act, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(action.kind, []).append(action)
        if Act.WIN in by_kind:
            return by_kind[Act.WIN][0]
        if Act.DECLARE in by_kind:
            return self._declare(observation, by_kind[Act.DECLARE])
        if Act.EXCHANGE in by_kind:
            hand = own_tiles(observation)
            return choose_exchange(by_kind[Act.EXCHANGE], hand, mahjong_tiles.kind_of)[0]
        hand = own_tiles(observation)
        melds = len(table_of(observation)["seats"][observation["seat"]]["melds"])
        score = self._scorer(observation)
        if Act.DISCARD in by_kind:
            best = self._best_discard_value(hand, melds, score)
            for kong in by_kind.get(Act.CONCEALED_KONG, []) + by_kind.get(Act.ADDED_KONG, []):
                rest = [t for t in hand if t not in kong.tiles]
                # A concealed kong makes a new meld; an added kong grows an old one.
                after = melds + 1 if kong.kind is Act.CONCEALED_KONG else melds
                if score(rest, after) <= best:
                    return kong
            return self._discard(hand, melds, by_kind[Act.DISCARD], score, rng)
        return self._claim(observation, legal, hand, melds, score)

    def _scorer(self, observation: Seen) -> Callable[[list[int], int], int]:
        rules = _shanten_rules(observation)

        def score(tiles: list[int], melds: int) -> int:
            counts = mahjong_tiles.counts_of(mahjong_tiles.kind_of(t) for t in tiles)
            return shanten(counts, melds, **rules)

        return score

    def _best_discard_value(self, hand: list[int], melds: int, score: Callable) -> int:
        return min(score([t for t in hand if t != d], melds) for d in hand)

    def _discard(
        self,
        hand: list[int],
        melds: int,
        options: list[Action],
        score: Callable,
        rng: random.Random,
    ) -> Action:
        def value(action: Action) -> tuple[int, int, float]:
            rest = [t for t in hand if t != action.tiles[0]]
            kind = mahjong_tiles.kind_of(action.tiles[0])
            lonely = -sum(1 for t in hand if abs(mahjong_tiles.kind_of(t) - kind) <= 2)
            if kind >= 27:
                lonely -= 3
            return (score(rest, melds), lonely, rng.random())

        return min(options, key=value)

    def _claim(
        self,
        observation: Seen,
        legal: list[Action],
        hand: list[int],
        melds: int,
        score: Callable,
    ) -> Action:
        now = score(hand, melds) if len(hand) == 13 - 3 * melds else 99
        best, best_value = None, now
        for action in legal:
            if action.kind in (Act.PUNG, Act.CHOW, Act.KONG):
                rest = [t for t in hand if t not in action.tiles]
                if action.kind is Act.KONG:
                    value = score(rest, melds + 1)
                else:
                    value = min(score([t for t in rest if t != d], melds + 1) for d in rest)
                if value < best_value:
                    best, best_value = action, value
        return best or next(a for a in legal if a.kind is Act.PASS)

    def _declare(self, observation: Seen, options: list[Action]) -> Action:
        suits = [mahjong_tiles.suit_of(mahjong_tiles.kind_of(t)) for t in own_tiles(observation)]
        return min(options, key=lambda a: (suits.count(a.choice), a.choice))


# Keyed by the light names (``ai.level_names``), in their order, weakest first.
BOT_LEVELS: dict[str, Callable[[int], Bot]] = {
    level_names.RANDOM: RandomBot,
    level_names.GREEDY: GreedyBot,
    level_names.EASY: levels.easy,
    level_names.NORMAL: levels.normal,
    level_names.HARD: levels.hard,
}


def make_bot(level: str, seed: int) -> Bot:
    """A bot of ``level`` drawing its decisions from ``seed`` (see ``engine.rng.bot_seed``)."""
    if not isinstance(seed, int):
        raise TypeError(f"a bot's seed is an int (bots keep no generator), not {seed!r}")
    try:
        return BOT_LEVELS[level](seed)
    except KeyError:
        raise ValueError(f"unknown bot level {level!r} (known: {', '.join(BOT_LEVELS)})") from None
