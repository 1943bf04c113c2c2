"""``mahjong-desktop review RECORD.json``: each decision of a seat beside the judge's.

One decision a line (its action index, the choice made, the judge's, the
expected points the choice gave up with its standard error, the grade), then
the deal's rating and bad-move count; ``--json`` prints the review as one JSON
object (the saved review's fields, with each action's faces for reading).
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from mahjong_desktop.cli.arguments import bounded

if TYPE_CHECKING:
    from mahjong_desktop.ai.review.deal_review import DealReview, DecisionReview
    from mahjong_desktop.engine.actions import Action
    from mahjong_desktop.engine.deal import Deal


def add_parser(commands: Any) -> None:
    parser = commands.add_parser(
        "review", help="weigh each decision of a saved deal against the hard bot's"
    )
    parser.add_argument("record", type=Path, metavar="RECORD.json", help="a saved deal")
    parser.add_argument(
        "--seat", type=bounded(0, 3), default=None, help="the seat reviewed (default: the human's)"
    )
    parser.add_argument(
        "--samples",
        type=bounded(1, 1000),
        default=None,
        help="play-outs an option (default: the game's analysis budget, as in the window)",
    )
    parser.add_argument("--json", action="store_true", help="print the review as one JSON object")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from mahjong_desktop.ai.review.judge import Judge
    from mahjong_desktop.engine.errors import RecordError
    from mahjong_desktop.storage.json_file import read_json
    from mahjong_desktop.storage.problems import BadFileError
    from mahjong_desktop.storage.records import start_of
    from mahjong_desktop.storage.reviews import review_record

    try:
        record = read_json(args.record)
        start = start_of(record)
    except FileNotFoundError:
        raise ValueError(f"no such file: {args.record}") from None
    except (BadFileError, RecordError) as error:
        raise ValueError(f"{args.record} is not a deal record: {error}") from None
    seat = start.seating.human if args.seat is None else args.seat
    if seat is None:
        raise ValueError("the deal has no human seat: choose one with --seat")
    try:
        review = review_record(record, seat, Judge(args.samples))
    except RecordError as error:
        raise ValueError(str(error)) from None
    if args.json:
        print(json.dumps(review_json(start, review), ensure_ascii=False, sort_keys=True))
    else:
        for decision in review.decisions:
            print(decision_line(start, decision))
        print(
            f"rating {review.rating}/100, {review.bad_moves} bad moves "
            f"in {len(review.decisions)} decisions"
        )
    return 0


def review_json(deal: Deal, review: DealReview) -> dict[str, Any]:
    data = review.to_json()
    for entry, decision in zip(data["decisions"], review.decisions, strict=True):
        entry["chosen_text"] = action_text(deal, decision.chosen)
        entry["choice_text"] = action_text(deal, decision.choice)
    return data


def decision_line(deal: Deal, decision: DecisionReview) -> str:
    from mahjong_desktop.ai.reasons import render

    line = f"#{decision.index:<3} {action_text(deal, decision.chosen):<16}"
    if decision.agrees:
        return f"{line} as the judge ({render(decision.reason)})"
    judge, mine = decision.options
    # No error is a Hong Kong hand-model value: an estimate, not a sample; "± 0.00" would
    # claim it exact.
    error = f" ± {decision.error:.2f}" if decision.error else ""
    return (
        f"{line} judge: {action_text(deal, decision.choice)} ({render(decision.reason)}); "
        f"{_given_up(decision.cost)}{error} points "
        f"[{judge.points:+.2f} against {mine.points:+.2f}, win {judge.win:.0%}/{mine.win:.0%}, "
        f"deal-in {judge.deal_in:.0%}/{mine.deal_in:.0%}]: {decision.grade.value}"
    )


def _given_up(cost: float) -> str:
    return f"gives up {cost:.2f}" if cost >= 0 else f"rated {-cost:.2f} better"


def action_text(deal: Deal, action: Action) -> str:
    """The kind and the faces of its tiles, as in ``discard 5m`` or ``pung 7z 7z``."""
    faces = [deal.face_of(t) for t in action.tiles]
    faces += ["+" + " ".join(deal.face_of(t) for t in group) for group in action.groups]
    return " ".join([action.kind.value, *faces, *([action.choice] if action.choice else [])])
