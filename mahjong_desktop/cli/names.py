"""The games' and bot levels' names, as the command line offers them.

Parsing the command line must not import the games or the AI (they take
longer to import than opening the window's first frame), so their names are
listed here; ``tests/cli/test_names.py`` keeps them equal to
``variants.registry.VARIANTS`` and ``ai.bots.BOT_LEVELS``.
"""

from __future__ import annotations

VARIANT_NAMES: tuple[str, ...] = ("hongkong", "paohuzi", "sichuan")  # sorted, as --help lists them
BOT_LEVEL_NAMES: tuple[str, ...] = ("random", "greedy", "easy", "normal", "hard")  # weakest first
