"""``mahjong-desktop trace``: one JSON object a line, the events one seat sees and
its observation after every action."""

from __future__ import annotations

import json

import pytest

from mahjong_desktop.cli.main import main


def _trace(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict]:
    assert main(["trace", *args, "--json"]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


@pytest.mark.parametrize("variant", ["hongkong", "sichuan", "paohuzi"])
def test_trace_prints_events_and_observations(
    variant: str, capsys: pytest.CaptureFixture[str]
) -> None:
    lines = _trace(capsys, "--variant", variant, "--seed", "3", "--seat", "1")
    assert all(len(line) == 1 and set(line) <= {"event", "observation"} for line in lines)
    events = [line["event"] for line in lines if "event" in line]
    observations = [line["observation"] for line in lines if "observation" in line]
    types = [e["type"] for e in events]
    assert types[0] == "deal_start" and types[-1] == "deal_end"
    assert "discard" in types and "claim_window" in types
    if variant == "paohuzi":
        assert "reveal" in types
    offers = [i for i, t in enumerate(types) if t in ("discard", "reveal")]
    assert all(types[i + 1] == "claim_window" for i in offers)
    # Only seat 1's own dealt and drawn tiles are shown.
    for event in events:
        if event["type"] in ("deal_step", "draw") and event["seat"] != 1:
            assert "tile" not in event and "tiles" not in event
    assert all(o["seat"] == 1 for o in observations)
    assert observations[-1]["over"] and observations[-1]["end"] is not None
    assert observations[-1]["action_index"] == len(observations) - 1


def test_trace_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    first = _trace(capsys, "--variant", "sichuan", "--seed", "8", "--bots", "random")
    again = _trace(capsys, "--variant", "sichuan", "--seed", "8", "--bots", "random")
    assert first == again


@pytest.mark.parametrize(
    "args", [["--seat", "3", "--variant", "paohuzi"], ["--bots", "clever", "--variant", "hongkong"]]
)
def test_trace_refuses_bad_arguments(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["trace", "--seed", "1", *args]) == 2
    err = capsys.readouterr().err
    assert "error" in err and "Traceback" not in err
