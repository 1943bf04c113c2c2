"""How the table looks to the player's eye: contrast, paper grain and colour warmth.

Plain values (no Qt) so the settings module can store them; the UI applies them
in ``mahjong_desktop.ui.table.display_filter`` and ``mahjong_desktop.ui.table.grain``.
"""

from __future__ import annotations

from dataclasses import dataclass

NEUTRAL = 50
LOWEST, HIGHEST = 0, 100


def _clamp(value: int) -> int:
    return max(LOWEST, min(HIGHEST, int(value)))


@dataclass(frozen=True)
class DisplaySettings:
    """Each value runs 0-100 with 50 neutral; out-of-range values are clamped.

    ``contrast`` below 50 flattens, above 50 sharpens; ``grain`` is the strength
    of the paper texture over the table (0 none); ``temperature`` below 50 is
    cooler (bluer), above 50 warmer (redder).
    """

    contrast: int = NEUTRAL
    grain: int = NEUTRAL
    temperature: int = NEUTRAL

    def __post_init__(self) -> None:
        # Frozen, so clamp through object.__setattr__: a stored or hand-edited
        # settings file can never put a filter out of its range.
        for name in ("contrast", "grain", "temperature"):
            object.__setattr__(self, name, _clamp(getattr(self, name)))

    @property
    def colour_is_neutral(self) -> bool:
        """True when contrast and temperature leave tile pixels unchanged."""
        return self.contrast == NEUTRAL and self.temperature == NEUTRAL
