"""The deal review's judge and its saved reviews (issue 27).

A declined win is plainly worse than taking it: the review must flag it, in
each game. The judge reads only the seat's view (a deal with the other hands
and the wall dealt afresh gets the same verdict), the same record gives the
same review, and a saved review reads back as it was written.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from support.hidden import hidden_world

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.review.deal_review import Cancelled, DealReview
from mahjong_desktop.ai.review.grading import BAD, Grade, grade, rating
from mahjong_desktop.ai.review.judge import Judge
from mahjong_desktop.ai.selfplay import bots_for, play_deal, seen_by
from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage.records import replay
from mahjong_desktop.storage.reviews import review_path, review_record, save_review, saved_review
from mahjong_desktop.variants.registry import find_variant, new_deal

GAMES = ("hongkong", "sichuan", "paohuzi")
QUICK = Judge(samples=6)


# How few tiles or cards are left when a win is turned down: so late that
# waiting for another is plainly worse (earlier, a Sichuan seat passing a
# discard win may well self-draw a dearer one, as the judge finds).
LATE = {"hongkong": 20, "sichuan": 2, "paohuzi": 6}


def declined_win(variant: str) -> tuple[dict, int, int]:
    """A record in which one seat turns a late win down (and the index of that
    action, and the seat): bots play every seat, the first win offered with
    LATE tiles left or fewer is declined (by a discard, a pass or a claim)."""
    seats = find_variant(variant).seat_count
    for seed in range(1, 300):
        deal = new_deal(variant, seed, None, Seating(human=None, bots=["normal"] * seats))
        deal.quiet = True
        deal.start()
        bots = bots_for(deal, ["normal"] * seats)
        declined = None
        while not deal.is_over:
            seat = deal.to_act()[0]
            legal = deal.legal_actions(seat)
            action = bots[seat].choose(seen_by(bots[seat], deal, seat))
            late = deal.observation(seat)["tiles_left"] <= LATE[variant]
            if declined is None and action.kind is Act.WIN and late:
                other = [a for a in legal if a.kind is not Act.WIN]
                if other:
                    declined = (len(deal.history), seat)
                    action = other[0]
            deal.apply(action)
        if declined is not None:
            return deal.record(), *declined
    raise AssertionError("no late win offered in 300 deals")


@pytest.mark.parametrize("variant", GAMES)
def test_a_declined_win_is_flagged(variant: str) -> None:
    record, index, seat = declined_win(variant)
    chosen = Action.from_json(record["actions"][index])
    verdict = Judge(samples=16).verdict(replay(record, index, quiet=True), seat, chosen)
    assert verdict.choice.kind is Act.WIN
    assert grade(variant, verdict.cost, verdict.error) in BAD, verdict
    judge, mine = verdict.options
    assert judge.points - mine.points == pytest.approx(verdict.cost, abs=1e-6)
    assert judge.win == 1.0 and mine.action == chosen


def test_a_review_marks_its_costly_decisions() -> None:
    record, index, seat = declined_win("paohuzi")
    review = review_record(record, seat, Judge(samples=16))
    decision = next(d for d in review.decisions if d.index == index)
    assert decision.grade in BAD and decision in review.marked()
    assert review.bad_moves >= 1 and review.rating < 100


def moments(variant: str, seed: int, count: int) -> list[tuple[Deal, int, Action]]:
    """``count`` decisions of a bot deal with two or more options: (deal, seat, chosen)."""
    deal = new_deal(variant, seed)
    deal.quiet = True
    deal.start()
    bots = [make_bot("normal", seed) for _ in range(deal.seat_count)]
    found: list[tuple[Deal, int, Action]] = []
    while not deal.is_over and len(found) < count:
        seat = deal.to_act()[0]
        action = bots[seat].choose(seen_by(bots[seat], deal, seat))
        legal = deal.legal_actions(seat)
        if len(legal) > 1 and len(deal.history) > 8:
            other = next(a for a in legal if a != action)  # weigh a choice the judge doubts
            found.append((deal.clone(), seat, other))
        deal.apply(action)
    return found


@pytest.mark.parametrize("variant", GAMES)
def test_the_judge_never_reads_what_the_seat_can_not_see(variant: str) -> None:
    rng = random.Random(27)
    weighed = 0
    for deal, seat, chosen in moments(variant, 5, 3):
        twin = hidden_world(deal, seat, rng)
        assert twin.observation(seat) == deal.observation(seat)
        verdict = QUICK.verdict(deal, seat, chosen)
        assert QUICK.verdict(twin, seat, chosen) == verdict
        weighed += bool(verdict.options)
    assert weighed  # play-outs ran, not only the hard bot's word


def a_record(variant: str = "paohuzi", seed: int = 3) -> dict:
    seats = find_variant(variant).seat_count
    deal = new_deal(variant, seed, None, Seating(human=0, bots=["", *["easy"] * (seats - 1)]))
    return play_deal(deal, [make_bot("easy", seed) for _ in range(deal.seat_count)]).record()


def test_the_same_record_gives_the_same_review_and_it_reads_back(tmp_path: Path) -> None:
    record = a_record()
    first = review_record(record, 0, QUICK)
    assert first.decisions and first == review_record(json.loads(json.dumps(record)), 0, QUICK)
    save_review(record, first, tmp_path)
    assert saved_review(record, 0, tmp_path) == first
    assert saved_review(record, 1, tmp_path) is None  # another seat: not reviewed yet
    assert DealReview.from_json(first.to_json()) == first


def test_a_damaged_or_foreign_saved_review_is_made_again(tmp_path: Path) -> None:
    record = a_record()
    path = review_path(record, 0, tmp_path)
    path.write_text("{not json")
    assert saved_review(record, 0, tmp_path) is None
    path.write_text(json.dumps({**review_record(record, 0, QUICK).to_json(), "judge": 0}))
    assert saved_review(record, 0, tmp_path) is None


def test_a_cancelled_review_stops_and_keeps_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MAHJONG_DESKTOP_DATA_DIR", str(tmp_path))
    record = a_record()
    told: list[tuple[int, int]] = []
    with pytest.raises(Cancelled):
        review_record(
            record, 0, QUICK, progress=lambda *p: told.append(p), cancelled=lambda: len(told) >= 2
        )
    assert [done for done, _ in told] == [1, 2]
    assert saved_review(record, 0, tmp_path) is None and not any(tmp_path.iterdir())


def test_a_record_that_does_not_replay_is_refused_clearly() -> None:
    from mahjong_desktop.engine.errors import RecordError

    record = a_record()
    with pytest.raises(RecordError, match="seats 0 to 2"):
        review_record(record, 3, QUICK)
    broken = {**record, "actions": [*record["actions"][:3], [0, "discard", [999]]]}
    with pytest.raises(RecordError):
        review_record(broken, 0, QUICK)
    assert replay(record).is_over


def test_grades_and_rating_follow_the_stated_thresholds() -> None:
    assert grade("sichuan", 0.2, 0.01) is Grade.FINE
    assert grade("sichuan", 0.3, 0.01) is Grade.INACCURACY
    assert grade("sichuan", 1.5, 0.1) is Grade.MISTAKE
    assert grade("sichuan", 3.0, 0.1) is Grade.BLUNDER
    assert grade("sichuan", 3.0, 2.0) is Grade.FINE  # not told apart from noise
    assert grade("hongkong", 3.0, 0.1) is Grade.FINE and grade("hongkong", 50, 1) is Grade.BLUNDER
    assert rating("sichuan", []) == 100 and rating("sichuan", [0, 0]) == 100
    assert rating("sichuan", [-1.0, 0.5]) == 100  # rated better on the whole
    assert rating("sichuan", [0.25]) == 50 and rating("sichuan", [1.0]) < rating("sichuan", [0.5])
