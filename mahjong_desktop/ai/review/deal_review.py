"""A whole deal's review: every decision one seat made, with the judge's verdict.

A decision is a moment where the seat had two or more legal actions (a forced
move teaches nothing). The review walks the deal's actions once from its start,
asking the judge at each of the seat's decisions; ``progress`` is told after
each, and ``cancelled`` is asked before each, so a caller can stop it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from mahjong_desktop.ai.review.grading import BAD, Grade, grade, rating
from mahjong_desktop.ai.review.judge import JUDGE_VERSION, Judge, OptionValue, Verdict
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.messages import Message


class Cancelled(Exception):
    """The review was stopped before its end; nothing of it is kept."""


@dataclass(frozen=True)
class DecisionReview:
    index: int  # of the action in the deal's record, 0 first
    chosen: Action
    choice: Action  # the judge's
    reason: Message
    options: tuple[OptionValue, ...]  # the judge's choice first, then the seat's; () if the same
    cost: float
    error: float
    grade: Grade

    @property
    def agrees(self) -> bool:
        return not self.options

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "chosen": self.chosen.to_json(),
            "choice": self.choice.to_json(),
            "reason": self.reason.to_json(),
            "options": [o.to_json() for o in self.options],
            "cost": self.cost,
            "error": self.error,
            "grade": self.grade.value,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DecisionReview:
        return cls(
            int(data["index"]),
            Action.from_json(data["chosen"]),
            Action.from_json(data["choice"]),
            Message.from_json(data["reason"]),
            tuple(OptionValue.from_json(o) for o in data["options"]),
            float(data["cost"]),
            float(data["error"]),
            Grade(data["grade"]),
        )


@dataclass(frozen=True)
class DealReview:
    variant: str
    seat: int
    samples: int  # the judge's play-outs an option
    decisions: tuple[DecisionReview, ...]

    @property
    def rating(self) -> int:
        return rating(self.variant, [d.cost for d in self.decisions])

    @property
    def bad_moves(self) -> int:
        return sum(d.grade in BAD for d in self.decisions)

    def marked(self) -> list[DecisionReview]:
        """The decisions graded worse than fine, in the deal's order."""
        return [d for d in self.decisions if d.grade is not Grade.FINE]

    def to_json(self) -> dict[str, Any]:
        return {
            "judge": JUDGE_VERSION,
            "variant": self.variant,
            "seat": self.seat,
            "samples": self.samples,
            "rating": self.rating,
            "bad_moves": self.bad_moves,
            "decisions": [d.to_json() for d in self.decisions],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> DealReview:
        """A saved review (KeyError, TypeError or ValueError if it is not one)."""
        if data.get("judge") != JUDGE_VERSION:
            raise ValueError("the review was made by another judge")
        return cls(
            str(data["variant"]),
            int(data["seat"]),
            int(data["samples"]),
            tuple(DecisionReview.from_json(d) for d in data["decisions"]),
        )


def decision_count(start: Deal, actions: Sequence[Action], seat: int) -> int:
    """How many decisions of ``seat`` a review of these actions weighs (for a progress bar)."""
    return sum(1 for _ in _decisions(start.clone(), actions, seat))


def review_deal(
    start: Deal,
    actions: Sequence[Action],
    seat: int,
    judge: Judge,
    progress: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> DealReview:
    """The review of ``seat``'s decisions among ``actions`` played from ``start`` (left
    as it is). Raises ``Cancelled`` when ``cancelled()`` turns true."""
    total = decision_count(start, actions, seat)
    reviews = []
    for deal, index, chosen in _decisions(start.clone(), actions, seat):
        if cancelled is not None and cancelled():
            raise Cancelled
        verdict: Verdict = judge.verdict(deal, seat, chosen)
        reviews.append(
            DecisionReview(
                index,
                chosen,
                verdict.choice,
                verdict.reason,
                verdict.options,
                verdict.cost,
                verdict.error,
                grade(deal.variant, verdict.cost, verdict.error),
            )
        )
        if progress is not None:
            progress(len(reviews), total)
    return DealReview(start.variant, seat, judge.samples(start.variant), tuple(reviews))


def _decisions(
    deal: Deal, actions: Sequence[Action], seat: int
) -> Iterator[tuple[Deal, int, Action]]:
    """(the deal just before it, its index, the action) for each decision of ``seat``."""
    deal.quiet = True
    for index, action in enumerate(actions):
        if action.seat == seat and len(deal.legal_actions(seat)) > 1:
            yield deal, index, action
        deal.apply(action)
