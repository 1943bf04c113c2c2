"""``mahjong-desktop calc``: score a winning hand, or give shanten and waits."""

from __future__ import annotations

import argparse
import importlib
import json
from typing import Any

from mahjong_desktop.cli.arguments import add_house_rules, house_rules
from mahjong_desktop.variants.calc.request import GAME_OPTIONS, CalcRequest, games_reading
from mahjong_desktop.variants.registry import GAMES, facts_of

# Events are checked by each game (their sets differ), so an unknown one is
# refused with that game's own list.
EVENTS_HELP = "the winning moment, repeat for several: " + "; ".join(
    f"{game.name} {', '.join(game.calc_events)}" for game in GAMES if game.calc_events
)
DESCRIPTION = """\
Score a winning hand, or (mahjong, without a winning tile) give its shanten and
waits. In all three games --hand holds every concealed tile or card, the
winning one included. Malformed input, or an option the game does not read,
exits with status 2 and one line; a hand that does not win is no error."""


def _epilog() -> str:
    lines = ["options each game reads (besides --hand and --json):"]
    lines += [f"  {name}: {' '.join(game.flags)}" for name, game in GAME_OPTIONS.items()]
    return "\n".join(lines)


def _for(option: str, text: str) -> str:
    """An option's help, naming the games that read it."""
    return f"{text} [{', '.join(games_reading(option))}]"


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "calc",
        help="score a hand or find its waits",
        description=DESCRIPTION,
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--variant", required=True, choices=sorted(game.name for game in GAMES))
    parser.add_argument(
        "--hand",
        required=True,
        metavar="TILES",
        help="every concealed tile or card, winning one included",
    )
    parser.add_argument(
        "--melds",
        metavar="MELDS",
        help=_for("--melds", "comma-separated KIND:TILES, e.g. 'pung:555m,ckong:1111z'"),
    )
    parser.add_argument(
        "--win-tile", metavar="TILE", help=_for("--win-tile", "the winning tile (also in --hand)")
    )
    parser.add_argument(
        "--win-card", metavar="CARD", help=_for("--win-card", "the winning card (also in --hand)")
    )
    parser.add_argument(
        "--self-drawn",
        action="store_true",
        help=_for("--self-drawn", "the winning tile was drawn"),
    )
    parser.add_argument(
        "--seat", metavar="E|S|W|N", help=_for("--seat", "seat wind E, S, W or N (default E)")
    )
    parser.add_argument(
        "--bonus", metavar="TILES", help=_for("--bonus", "flowers and seasons, e.g. '15f'")
    )
    parser.add_argument(
        "--event",
        action="append",
        default=[],
        help=_for("--event", EVENTS_HELP),
    )
    parser.add_argument(
        "--missing",
        metavar="m|p|s",
        help=_for("--missing", "the declared missing suit: m, p or s (required)"),
    )
    parser.add_argument(
        "--source",
        metavar="own|other",
        help=_for("--source", "own or other: who revealed the winning card"),
    )
    add_house_rules(parser)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    module = importlib.import_module(facts_of(args.variant).calc_module)
    request = CalcRequest(
        hand=args.hand,
        melds=args.melds,
        win_tile=args.win_tile,
        win_card=args.win_card,
        self_drawn=args.self_drawn,
        seat=args.seat,
        bonus=args.bonus,
        events=tuple(args.event),
        missing=args.missing,
        source=args.source,
        options=house_rules(args.variant, args.option),
    )
    result = module.calc(request)
    print(json.dumps(result) if args.json else module.format_report(result))
    return 0
