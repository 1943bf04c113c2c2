"""The parts of a mahjong ``calc`` report that Hong Kong and Sichuan share.

A scored win becomes ``{"variant", "win", "valid", "total", "patterns",
"points", "reason"}`` (``reason`` empty when valid; Sichuan adds ``"limit"``
when the total is over a house-rule fan limit, which the points count); a waiting hand becomes
``{"variant", "shanten", "waits"}``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from mahjong_desktop.engine.messages import render
from mahjong_desktop.variants.mahjong.shanten.distance import shanten, waits
from mahjong_desktop.variants.mahjong.tiles import counts_of, kind_name
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, ScoredHand


def win_result(variant: str, scored: ScoredHand) -> dict[str, Any]:
    return {
        "variant": variant,
        "win": scored.win,
        "valid": scored.valid,
        "total": scored.total,
        "patterns": [{"code": p.code, "value": p.value} for p in scored.patterns],
        "points": scored.points,
        "reason": "" if scored.valid or scored.reason is None else render(scored.reason),
    }


def waiting_result(
    variant: str, concealed: Sequence[int], melds: Sequence[MeldShape], **flags: Any
) -> dict[str, Any]:
    """Shanten and, when ready, the waits of a 13-tile hand under a game's hand forms."""
    counts = counts_of(concealed)
    held = counts_of([*concealed, *(k for m in melds for k in m.kinds)])
    distance = shanten(counts, len(melds), **flags)
    found: list[int] = []
    if distance == 0:
        found = waits(counts, len(melds), own_counts=held, **flags)
        # ``shanten`` sees only the concealed tiles: a shape whose every wait is
        # a kind the player already holds four of (counting melds) is not
        # ready; exchanging the blocked tile gives it a fresh wait.
        if not found:
            distance = 1
    return {"variant": variant, "shanten": distance, "waits": [kind_name(k) for k in found]}


def format_report(result: dict[str, Any], title: str, unit: str) -> str:
    """The readable breakdown printed without ``--json``."""
    if "shanten" in result:
        if result["shanten"] == 0:
            return f"Ready (shanten 0), waiting on {' '.join(result['waits'])}"
        return f"Shanten {result['shanten']}: {result['shanten']} tile(s) from ready"
    if not result["win"]:
        return f"No win: {result['reason']}"
    lines = [f"  {p['code']:<22}{p['value']:>4} {unit}" for p in result["patterns"]]
    lines.append(f"  {'total':<22}{result['total']:>4} {unit}")
    if not result["valid"]:
        return "\n".join([f"No valid win: {result['reason']}", *lines])
    if "limit" in result:  # Sichuan: a total over a house-rule fan limit counts the limit
        lines.append(f"  {'counted (the limit)':<22}{result['limit']:>4} {unit}")
    lines.append(f"  {'base points':<22}{result['points']:>4}")
    return "\n".join([title, *lines])
