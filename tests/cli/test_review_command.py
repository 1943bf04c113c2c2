"""``mahjong-desktop review``: a saved deal's decisions beside the judge's, as text or JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mahjong_desktop.ai.bots import make_bot
from mahjong_desktop.ai.selfplay import play_deal
from mahjong_desktop.cli.main import main
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.storage.records import save_record
from mahjong_desktop.variants.registry import new_deal

DECISION_KEYS = {
    "index", "chosen", "choice", "reason", "options", "cost", "error", "grade",
    "chosen_text", "choice_text",
}  # fmt: skip


@pytest.fixture
def record_file(tmp_path: Path) -> Path:
    deal = new_deal("paohuzi", 3, None, Seating(human=1, bots=["easy", "", "easy"]))
    path = tmp_path / "deal.json"
    save_record(play_deal(deal, [make_bot("easy", 3)] * 3), path)
    return path


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """The exit status, stdout and stderr (argparse's refusals exit, the others return)."""
    try:
        code = main(["review", *args])
    except SystemExit as stop:
        code = int(stop.code or 0)
    out, err = capsys.readouterr()
    return code, out, err


def test_the_json_is_stable_and_reviews_the_human_seat(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, str(record_file), "--json", "--samples", "4")
    assert code == 0 and len(out.splitlines()) == 1
    review = json.loads(out)
    assert set(review) == {
        "judge",
        "variant",
        "seat",
        "samples",
        "rating",
        "bad_moves",
        "decisions",
    }
    assert review["seat"] == 1 and review["samples"] == 4 and 0 <= review["rating"] <= 100
    assert review["decisions"] and all(set(d) == DECISION_KEYS for d in review["decisions"])
    assert all(d["chosen"][0] == 1 for d in review["decisions"])
    assert run(capsys, str(record_file), "--json", "--samples", "4")[1] == out  # byte for byte


def test_the_text_is_one_decision_a_line_then_the_rating(
    record_file: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = run(capsys, str(record_file), "--seat", "0", "--samples", "4")
    lines = out.splitlines()
    assert code == 0 and lines[-1].startswith("rating ") and "bad moves in" in lines[-1]
    assert all(line.startswith("#") for line in lines[:-1])
    assert any("as the judge" in line for line in lines[:-1])


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["missing.json"], "no such file"),
        (["not-a-record.json"], "is not a deal record"),
        (["deal.json", "--seat", "2", "--samples", "0"], "--samples"),
        (["deal.json", "--seat", "3"], "seats 0 to 2"),
        (["deal.json", "--seat", "x"], "--seat"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    record_file: Path, capsys: pytest.CaptureFixture[str], args: list[str], says: str
) -> None:
    (record_file.parent / "not-a-record.json").write_text('{"format": 99}')
    paths = [str(record_file.parent / a) if a.endswith(".json") else a for a in args]
    code, _, err = run(capsys, *paths)
    assert code == 2 and says in err and len(err.splitlines()) == 1


def test_a_deal_without_a_human_asks_for_a_seat(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deal = new_deal("paohuzi", 4, None, Seating(human=None, bots=["easy"] * 3))
    path = tmp_path / "bots.json"
    save_record(play_deal(deal, [make_bot("easy", 4)] * 3), path)
    code, _, err = run(capsys, str(path))
    assert code == 2 and "--seat" in err
