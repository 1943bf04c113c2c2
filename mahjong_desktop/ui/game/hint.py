"""The Hint button's work: ask a strong bot what it would do for the human, off the GUI thread.

``advise`` runs on the controller's worker pool (``ui.game.worker``) and
gives a ``Hint``: the legal choice the bot would make (matched to the
observation's ``legal`` list, so the window can mark it) and the bot's reason
as a message code with arguments. The window shows the reason and marks the
choice; it never makes it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_desktop.ai.levels import advice
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.protocol import Observation

HINT_LEVEL = "hard"  # the strongest advice the bots have (about 0.1 s a decision)


class HintError(ValueError):
    """The advice names no choice the observation offers."""


@dataclass(frozen=True)
class Hint:
    legal_id: int
    kind: str  # the legal entry's kind: "discard", "pung", "pass", ...
    tiles: tuple[int, ...]  # the discard's tile, or the tiles a claim uses
    action_label: dict[str, Any]  # the engine's words for the choice (a message)
    reason: dict[str, Any]  # why, as the bot says it (a message: code and args)

    @property
    def discard(self) -> int | None:
        """The tile to lift when the advice is a discard."""
        return self.tiles[0] if self.kind == "discard" and self.tiles else None


def hint_for(observation: Observation, action: Action, reason: Message) -> Hint:
    """The legal entry of ``observation`` that is ``action``, with the reason."""
    wanted = action.to_json()
    for entry in observation.get("legal") or []:
        if entry.get("action") == wanted:
            return Hint(
                legal_id=int(entry["id"]),
                kind=str(entry["kind"]),
                tiles=tuple(int(t) for t in entry.get("tiles") or []),
                action_label=dict(entry.get("label") or {"code": f"action.{entry['kind']}"}),
                reason=reason.to_json(),
            )
    raise HintError(f"the advice {wanted!r} is not among the legal choices")


def advise(observation: Observation, level: str = HINT_LEVEL) -> Hint:
    """What a ``level`` bot would do in ``observation``, as a ``Hint`` (any thread)."""
    action, reason = advice(observation, level)
    return hint_for(observation, action, reason)
