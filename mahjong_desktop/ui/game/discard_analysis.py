"""The window's way to the discard analysis: what discarding a tile leaves.

The analysis is game logic and lives with the AI (``ai.discard_analysis``,
Qt-free, read from an observation alone); widgets and texts reach it here, so
no module outside ``ui.game`` imports the AI. Data in, data out.
"""

from __future__ import annotations

from mahjong_desktop.ai.discard_analysis import (
    DiscardAnalysis,
    Wait,
    analyse_discard,
    own_tiles,
    standing_waits,
)

__all__ = ["DiscardAnalysis", "Wait", "analyse_discard", "own_tiles", "standing_waits"]
