"""The command line's lists of names follow the games and the AI they stand for."""

from __future__ import annotations

import subprocess
import sys

from mahjong_desktop.ai.bots import BOT_LEVELS
from mahjong_desktop.cli.names import BOT_LEVEL_NAMES, VARIANT_NAMES
from mahjong_desktop.variants.registry import VARIANTS


def test_variant_names_are_the_registry_s() -> None:
    assert tuple(sorted(VARIANTS)) == VARIANT_NAMES


def test_level_names_are_the_bots_in_their_order() -> None:
    assert tuple(BOT_LEVELS) == BOT_LEVEL_NAMES


def test_parsing_the_command_line_imports_no_game_ai_or_qt() -> None:
    script = (
        "import sys\n"
        "from mahjong_desktop.cli.main import build_parser\n"
        "argv = ['--variant', 'hongkong', '--level', 'hard', '--seed', '1']\n"
        "build_parser(argv).parse_args(argv)\n"
        "heavy = ('mahjong_desktop.variants.registry', 'mahjong_desktop.ai.bots',"
        " 'mahjong_desktop.engine.deal', 'mahjong_desktop.variants.hongkong.patterns',"
        " 'PySide6.QtWidgets')\n"
        "print(' '.join(name for name in heavy if name in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
