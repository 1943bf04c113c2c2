"""The bot levels' names, weakest first: light, for the command line and the preferences.

Importing this module imports nothing else (parsing the command line and
reading the preferences must not load the AI). ``ai.bots.BOT_LEVELS`` builds
its table from these names, and a test keeps the two equal.

The ladder is the three levels a player chooses among (easy, normal, hard);
the plain random and greedy bots are below it, for practice and tests.
"""

from __future__ import annotations

from collections.abc import Sequence

RANDOM = "random"
GREEDY = "greedy"
EASY = "easy"
NORMAL = "normal"
HARD = "hard"

BOT_LEVEL_NAMES: tuple[str, ...] = (RANDOM, GREEDY, EASY, NORMAL, HARD)  # weakest first
ADVICE_LEVELS: tuple[str, ...] = (NORMAL, HARD)  # the levels the Hint button may ask
LADDER: tuple[str, ...] = (EASY, NORMAL, HARD)  # the opponents a player is offered, weakest first
PRACTICE_LEVELS: tuple[str, ...] = (RANDOM, GREEDY)  # plain bots: practice and test opponents
DEFAULT_LEVEL = LADDER[len(LADDER) // 2]  # a first game's opponents: the middle of the ladder


def opponent_level(requested: str | None, offered: Sequence[str]) -> str:
    """The opponents' level for a game started from the command line: the one asked
    for, else the New game dialog's first choice (DEFAULT_LEVEL) when it is offered."""
    if requested is not None:
        return requested
    return DEFAULT_LEVEL if DEFAULT_LEVEL in offered else offered[0]
