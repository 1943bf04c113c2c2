"""Hong Kong's house rules as the scoring and the deal read them.

``house_rules`` names the options and their choices; this module turns the
values in force (``Deal.rules``, ``CalcRequest.rules``) into what the rules
need: the faan minimum and limit, the tile set and its wall, and who pays on
a discard win. ``SHEET`` is the original sheet's rules (``rules/hongkong.md``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from mahjong_desktop.engine.wall import WallLayout

MINIMUM_FAAN = 3
LIMIT_FAAN = 13
DEAD_STACKS = 7  # the sheet's dead wall, kept without flowers: kongs still need loose tiles
FLOWER_LAYOUT = WallLayout((18, 18, 18, 18), dead_stacks=DEAD_STACKS)  # 144 tiles
PLAIN_LAYOUT = WallLayout((17, 17, 17, 17), dead_stacks=DEAD_STACKS)  # 136 tiles (seed 000)
FLOWER_TILES = range(144)
PLAIN_TILES = range(136)  # the ids of the suits and honours: bonus tiles are 136-143


@dataclass(frozen=True)
class HongKongRules:
    """The Hong Kong options in force, by what they change."""

    minimum: int = MINIMUM_FAAN  # the faan a win needs
    limit: int = LIMIT_FAAN  # the most faan a hand scores; a limit hand scores it
    flowers: bool = True  # 144 tiles with flowers and seasons, or 136 without
    shared: bool = False  # a discard win: every loser pays, the discarder double

    @classmethod
    def of(cls, rules: Mapping[str, object]) -> HongKongRules:
        """The rules of ``rules`` (every option in force; a missing one is the sheet's)."""
        minimum = rules.get("min_faan", MINIMUM_FAAN)
        limit = rules.get("limit", LIMIT_FAAN)
        return cls(
            minimum=minimum if isinstance(minimum, int) else MINIMUM_FAAN,
            limit=limit if isinstance(limit, int) else LIMIT_FAAN,
            flowers=rules.get("flowers", True) is not False,
            shared=rules.get("payment", "discarder") == "shared",
        )

    @property
    def layout(self) -> WallLayout:
        return FLOWER_LAYOUT if self.flowers else PLAIN_LAYOUT

    @property
    def tile_ids(self) -> range:
        return FLOWER_TILES if self.flowers else PLAIN_TILES


SHEET = HongKongRules()
