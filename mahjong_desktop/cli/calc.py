"""``mahjong-desktop calc``: score a winning hand, or give shanten and waits."""

from __future__ import annotations

import argparse
import importlib
import json
from typing import Any

from mahjong_desktop.variants.calc_request import CalcRequest

CALC_MODULES = {
    "hongkong": "mahjong_desktop.variants.hongkong.calc",
    "sichuan": "mahjong_desktop.variants.sichuan.calc",
    "paohuzi": "mahjong_desktop.variants.paohuzi.calc",
}
EVENTS = (
    "kong_replacement",
    "robbing_kong",
    "last_tile_draw",
    "last_discard",
    "heavenly",
    "last_tile",
)


def add_parser(commands: Any) -> None:
    parser = commands.add_parser("calc", help="score a hand or find its waits")
    parser.add_argument("--variant", required=True, choices=sorted(CALC_MODULES))
    parser.add_argument("--hand", required=True, help="concealed tiles, e.g. '123m 456p 11z'")
    parser.add_argument("--melds", help="comma-separated KIND:TILES, e.g. 'pung:555m,ckong:1111z'")
    winning = parser.add_mutually_exclusive_group()
    winning.add_argument("--win-tile", help="the winning tile (it is also in --hand)")
    winning.add_argument("--win-card", help="Paohuzi: the winning card (not in --hand)")
    parser.add_argument("--self-drawn", action="store_true", help="the winning tile was drawn")
    parser.add_argument("--seat", default="E", choices=list("ESWN"), help="seat wind (default E)")
    parser.add_argument("--bonus", help="Hong Kong flowers and seasons, e.g. '15f'")
    parser.add_argument("--event", action="append", default=[], choices=EVENTS)
    parser.add_argument("--missing", help="Sichuan: the declared missing suit, m, p or s")
    parser.add_argument("--source", help="Paohuzi: own or other (who revealed the win card)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    module = importlib.import_module(CALC_MODULES[args.variant])
    request = CalcRequest(
        hand=args.hand,
        melds=args.melds,
        win_tile=args.win_tile if args.win_tile is not None else args.win_card,
        self_drawn=args.self_drawn,
        seat=args.seat,
        bonus=args.bonus,
        events=tuple(args.event),
        missing=args.missing,
        source=args.source,
    )
    result = module.calc(request)
    print(json.dumps(result) if args.json else module.format_report(result))
    return 0
