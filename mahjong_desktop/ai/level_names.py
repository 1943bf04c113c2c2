"""The bot levels' names, weakest first: light, for the command line and the preferences.

Importing this module imports nothing else (parsing the command line and
reading the preferences must not load the AI). ``ai.bots.BOT_LEVELS`` builds
its table from these names, and a test keeps the two equal.

The ladder is the three levels a player chooses among (easy, normal, hard);
the plain random and greedy bots are below it, for practice and tests.
"""

from __future__ import annotations

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
