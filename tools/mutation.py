"""Mutation testing of the rules with mutmut: run it, then print the score.

Usage (from the project root, with mutmut installed):

    python tools/mutation.py            # the scoring and claim code (the habit run)
    python tools/mutation.py --all      # everything in engine/ and variants/
    python tools/mutation.py --report   # only print the score of the last run
    python tools/mutation.py --survivors  # retest only the last run's survivors

Configuration is ``[tool.mutmut]`` in pyproject.toml. mutmut keeps its work in
``mutants/`` and resumes there, so a second run only retests what changed. The
score is killed / (killed + survived + timeout + no tests) per module; a
survivor is a change to the rules that no test noticed: kill it with a test, or
name it as equivalent in the rules change's note.
"""

from __future__ import annotations

import argparse
import fnmatch
import os
import subprocess
import sys
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Mutant names are module.function__mutmut_N (methods as module.xǁClassǁmethod__mutmut_N).
SCORING_AND_CLAIMS = (
    "mahjong_desktop.variants.hongkong.scoring.*",
    "mahjong_desktop.variants.sichuan.scoring.*",
    "mahjong_desktop.variants.paohuzi.scoring.*",
    "mahjong_desktop.engine.cycle.xǁClaimWindowǁ*",
    "mahjong_desktop.variants.paohuzi.claims.*",
    "mahjong_desktop.variants.sichuan.deal.xǁSichuanDealǁsettle_*",
    "mahjong_desktop.variants.sichuan.deal.xǁSichuanDealǁ_active_opponents*",
)
EVERYTHING = ("mahjong_desktop.engine.*", "mahjong_desktop.variants.*")
KILLED = {"killed"}
COUNTED = {"killed", "survived", "timeout", "no tests", "suspicious", "segfault"}


def mutmut(*args: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "mutmut", *args]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(command, cwd=ROOT, env=env, text=True, capture_output=True)


def results(patterns: tuple[str, ...]) -> dict[str, str]:
    """Every mutant of the last run matching ``patterns``, with its status."""
    done = mutmut("results", "--all", "true")
    if done.returncode:
        sys.exit(f"mutmut results failed:\n{done.stderr}")
    statuses = {}
    for line in done.stdout.splitlines():
        name, sep, status = line.strip().rpartition(": ")
        if sep and any(fnmatch.fnmatch(name, p) for p in patterns):
            statuses[name] = status
    return statuses


def module_of(name: str) -> str:
    return name.split(".xǁ")[0] if ".xǁ" in name else name.rsplit(".", 1)[0]


def report(statuses: dict[str, str]) -> float:
    by_module: dict[str, Counter[str]] = defaultdict(Counter)
    for name, status in statuses.items():
        by_module[module_of(name)][status] += 1
    total: Counter[str] = Counter()
    for module, counts in sorted(by_module.items()):
        total.update(counts)
        print(f"{module:50} {score_line(counts)}")
    print(f"{'all':50} {score_line(total)}")
    survivors = sorted(n for n, s in statuses.items() if s not in KILLED)
    if survivors:
        print("\nnot killed:")
        for name in survivors:
            print(f"  {name}: {statuses[name]}")
    counted = sum(total[s] for s in COUNTED)
    return 100.0 * total["killed"] / counted if counted else 0.0


def score_line(counts: Counter[str]) -> str:
    counted = sum(counts[s] for s in COUNTED)
    score = 100.0 * counts["killed"] / counted if counted else 0.0
    others = ", ".join(f"{counts[s]} {s}" for s in sorted(counts) if s != "killed")
    tail = f"; {others}" if others else ""
    return f"{score:5.1f}% killed ({counts['killed']} of {counted}{tail})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="all of engine/ and variants/")
    parser.add_argument("--report", action="store_true", help="print the last run's score only")
    parser.add_argument(
        "--survivors", action="store_true", help="retest only the mutants the last run left alive"
    )
    parser.add_argument("--jobs", type=int, default=2, help="mutants tested at once")
    options = parser.parse_args()
    patterns = EVERYTHING if options.all else SCORING_AND_CLAIMS
    if not options.report:
        # Named mutants are always retested; a glob names every mutant it matches.
        targets = list(patterns)
        if options.survivors:
            targets = sorted(n for n, s in results(patterns).items() if s not in KILLED)
            if not targets:
                sys.exit("no survivors to retest")
        run = subprocess.run(
            [sys.executable, "-m", "mutmut", "run", "--max-children", str(options.jobs), *targets],
            cwd=ROOT,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
        if run.returncode:
            sys.exit(run.returncode)
    score = report(results(patterns))
    print(f"\nmutation score: {score:.1f}%")


if __name__ == "__main__":
    main()
