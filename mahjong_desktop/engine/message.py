"""Text a person reads, as data: a code and its arguments.

Rules code never builds an English sentence; it names a message. The English
rendering (and the source for translations) is ``mahjong_desktop.engine.catalogue``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Message:
    code: str
    args: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "args": dict(self.args)}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Message:
        return cls(str(data["code"]), dict(data.get("args", {})))


def below_minimum(total: int, minimum: int, unit: str) -> Message:
    """A winning shape worth less than the game's minimum."""
    return Message("hand.below_minimum", {"total": total, "minimum": minimum, "unit": unit})
