"""What the judge expects of one option: the values a review shows beside a decision."""

from __future__ import annotations

from dataclasses import dataclass

from mahjong_desktop.engine.actions import Action


@dataclass(frozen=True)
class OptionValue:
    """What the judge expects of one option: over its play-outs, or (Hong Kong, most
    decisions) by the hard bot's hand model (``hand_model``)."""

    action: Action
    points: float  # the seat's expected points for the deal
    win: float  # the chance the seat wins (the share of play-outs it won)
    deal_in: float  # the chance it pays a win on its discard

    def to_json(self) -> dict[str, object]:
        return {
            "action": self.action.to_json(),
            "points": self.points,
            "win": self.win,
            "deal_in": self.deal_in,
        }

    @classmethod
    def from_json(cls, data: dict) -> OptionValue:
        return cls(
            Action.from_json(data["action"]),
            float(data["points"]),
            float(data["win"]),
            float(data["deal_in"]),
        )
