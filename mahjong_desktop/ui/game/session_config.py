"""What a session is started with: the game, the opponents, the dealer rotation, the house rules."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field

from mahjong_desktop.ai.bots import BOT_LEVELS
from mahjong_desktop.variants.house_rules import checked
from mahjong_desktop.variants.registry import VARIANTS


@dataclass(frozen=True)
class SessionConfig:
    """What the new-game dialog or the command line chose."""

    variant: str
    level: str = "greedy"
    rotate_dealer: bool = False
    seed: int | None = None  # None: a fresh random seed
    autoplay: bool = False  # a bot plays the human's seat too
    # The house rules that differ from the sheet ({}: the sheet's rules), every deal the same.
    options: Mapping[str, object] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r} (known: {', '.join(VARIANTS)})")
        if self.level not in BOT_LEVELS:
            raise ValueError(f"unknown bot level {self.level!r} (known: {', '.join(BOT_LEVELS)})")
        # Kept as a deal keeps them: only what differs, so {} and the defaults compare equal.
        object.__setattr__(self, "options", checked(self.variant, self.options))
