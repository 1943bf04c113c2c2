"""A seat that plays a written script: the guided first deals' opponents, and tests.

Each step is (kind, face), e.g. ("discard", "5m") or ("pung", "7z"); a step
with no face matches any offer of its kind ("win", ""). The next step is
taken as soon as it is offered; until then the seat passes, or discards its
first tile, or declares its first suit, so a scripted deal goes as written
whatever the other seats' bots would prefer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.protocol import LegalEntry, Seen

Step = tuple[str, str]  # (legal kind, face of one of its tiles or "")
FALLBACK_KINDS = ("pass", "discard", "declare")


class ScriptedBot:
    """Plays ``steps`` in order when offered; otherwise the first of FALLBACK_KINDS."""

    observes_table = True

    def __init__(self, *steps: Step) -> None:
        self.steps = list(steps)

    def choose(self, observation: Seen) -> Action:
        legal = observation["legal"]
        faces = observation["faces"]
        if self.steps:
            kind, face = self.steps[0]
            for entry in legal:
                if entry["kind"] == kind and (not face or face in _faces(entry, faces)):
                    self.steps.pop(0)
                    return Action.from_json(entry["action"])
        for wanted in FALLBACK_KINDS:
            for entry in legal:
                if entry["kind"] == wanted:
                    return Action.from_json(entry["action"])
        return Action.from_json(legal[0]["action"])


def _faces(entry: LegalEntry, faces: Mapping[str, str]) -> Sequence[str | None]:
    """The faces of the entry's tiles, and its choice (a declared suit)."""
    return [*(faces.get(str(t)) for t in entry["tiles"]), entry.get("choice")]
