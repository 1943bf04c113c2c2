"""The light lists of names the command line and the preferences read are the real registries'."""

from __future__ import annotations

import subprocess
import sys

from mahjong_desktop.ai import level_names
from mahjong_desktop.ai.bots import BOT_LEVELS
from mahjong_desktop.storage import preferences
from mahjong_desktop.variants.registry import VARIANT_NAMES, VARIANTS


def test_variant_names_are_the_registry_s() -> None:
    assert tuple(VARIANTS) == VARIANT_NAMES
    assert preferences.VARIANT_NAMES is VARIANT_NAMES


def test_level_names_are_the_bots_in_their_order() -> None:
    assert tuple(BOT_LEVELS) == level_names.BOT_LEVEL_NAMES
    assert preferences.BOT_LEVEL_NAMES is level_names.BOT_LEVEL_NAMES
    assert set(level_names.ADVICE_LEVELS) <= set(BOT_LEVELS)


def test_parsing_the_command_line_imports_no_game_ai_or_qt() -> None:
    script = (
        "import sys\n"
        "from mahjong_desktop.cli.main import build_parser\n"
        "argv = ['--variant', 'hongkong', '--level', 'hard', '--seed', '1']\n"
        "build_parser(argv).parse_args(argv)\n"
        "heavy = ('mahjong_desktop.ai.bots', 'mahjong_desktop.engine.deal',"
        " 'mahjong_desktop.variants.hongkong.deal', 'mahjong_desktop.variants.hongkong.patterns',"
        " 'PySide6.QtWidgets')\n"
        "print(' '.join(name for name in heavy if name in sys.modules))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_the_light_name_modules_import_nothing_of_the_project() -> None:
    script = (
        "import sys\n"
        "import mahjong_desktop.ai.level_names, mahjong_desktop.variants.registry\n"
        "light = {'mahjong_desktop', 'mahjong_desktop.ai', 'mahjong_desktop.ai.level_names',"
        " 'mahjong_desktop.variants', 'mahjong_desktop.variants.registry'}\n"
        "ours = [m for m in sys.modules if m.startswith('mahjong_desktop')]\n"
        "print(' '.join(m for m in ours if m not in light))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""
