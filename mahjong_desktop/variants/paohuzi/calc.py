"""The Paohuzi ``calc`` command: read a hand, group it for the most huxi, report.

``--hand`` holds every concealed card, the winning card included (as in the
mahjong games); ``--melds`` is a comma-separated list of ``KIND:CARDS`` (chi,
peng, wei, pao, ti); ``--win-card`` and ``--source`` (own or other) go
together. The whole input must hold the rule book's count: 20 cards before the
winning card, or 19 + k with k four-card groups, and the winning card on top.
``win`` says seven groups can be made, ``valid`` that they also reach 15 huxi
(as ``win``/``valid`` mean shape/minimum in the mahjong variants); the house
rules (``--option min_huxi=10``, ``colour_hands=on``) set the minimum and the
colour hands, which add their line and multiply the tun. Malformed
input, or an option Paohuzi does not read, raises NotationError with one line.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message, below_minimum, render
from mahjong_desktop.variants.calc.request import CalcRequest, check_options
from mahjong_desktop.variants.notation import quote
from mahjong_desktop.variants.paohuzi.cards import (
    check_copies,
    counts_of,
    format_cards,
    parse_card,
    parse_cards,
)
from mahjong_desktop.variants.paohuzi.groups import (
    FOUR_CARD_KINDS,
    MELD_KINDS,
    Group,
    GroupKind,
    has_shape,
)
from mahjong_desktop.variants.paohuzi.scoring import GROUPS_TO_WIN, Source, best_grouping
from mahjong_desktop.variants.paohuzi.wins import TIMES, minimum, tally

VARIANT = "paohuzi"


@dataclass(frozen=True)
class PaohuziHand:
    """A checked calc hand by kinds; ``hand`` is held before the winning card arrives."""

    melds: tuple[Group, ...]
    hand: tuple[int, ...]
    win_card: int | None
    source: Source | None


def parse_meld(text: str) -> Group:
    """One ``KIND:CARDS`` meld, e.g. ``wei:333d``, checked for its shape."""
    kind_text, sep, cards = text.strip().partition(":")
    if not sep:
        raise NotationError(Message("calc.meld_not_kind_cards", {"text": quote(text.strip())}))
    if kind_text.strip() not in MELD_KINDS:
        expected = {"kind": quote(kind_text.strip()), "expected": ", ".join(MELD_KINDS)}
        raise NotationError(Message("calc.unknown_meld_kind", expected))
    kind = GroupKind(kind_text.strip())
    kinds = parse_cards(cards)
    if not has_shape(kind, kinds):
        raise NotationError(
            Message("calc.not_a_valid_meld", {"kind": str(kind), "tiles": quote(cards.strip())})
        )
    return Group(kind, tuple(kinds))


def parse_melds(text: str | None) -> tuple[Group, ...]:
    """A comma-separated list of melds; None or blank means none."""
    if text is None or not text.strip():
        return ()
    parts = text.split(",")
    if any(not part.strip() for part in parts):
        raise NotationError(Message("calc.empty_meld", {"text": quote(text)}))
    return tuple(parse_meld(part) for part in parts)


def parse_source(text: str) -> Source:
    name = text.strip().lower()
    if name not in {s.value for s in Source}:
        raise NotationError(f"unknown source {quote(text)} (expected own or other)")
    return Source(name)


def expected_cards(fours: int) -> int:
    """Cards in seven groups with ``fours`` four-card groups (and then one pair).

    It is also the rule book's count a hand holds once the winning card joins
    it: 20, or 19 + k with k four-card groups, before that card, plus one.
    """
    return 3 * GROUPS_TO_WIN if fours == 0 else 3 * GROUPS_TO_WIN - 1 + fours


def parse_request(request: CalcRequest) -> PaohuziHand:
    """Read and check a calc request: options, notation, meld shapes, copies, card count."""
    check_options(request, VARIANT)
    if (request.win_card is None) != (request.source is None):
        raise NotationError("--win-card and --source go together")
    hand = parse_cards(request.hand)
    melds = parse_melds(request.melds)
    win = None if request.win_card is None else parse_card(request.win_card)
    source = None if request.source is None else parse_source(request.source)
    check_copies([*hand, *(k for m in melds for k in m.kinds)])
    before = list(hand)
    if win is not None:
        if win not in hand:
            raise NotationError(Message("calc.win_card_not_in_hand", {"card": format_cards([win])}))
        before.remove(win)
    # Four-card groups held before the winning card: a ti or pao it makes is
    # not yet counted (the four it completes is a kan or a peng/wei until then).
    fours = sum(m.kind in FOUR_CARD_KINDS for m in melds) + counts_of(before).count(4)
    expected = expected_cards(fours)
    size = len(hand) + sum(m.size for m in melds)
    if size != expected:
        code = "calc.cards_no_fours" if fours == 0 else "calc.cards_with_fours"
        raise NotationError(Message(code, {"size": size, "expected": expected, "fours": fours}))
    return PaohuziHand(melds, tuple(before), win, source)


def calc(request: CalcRequest) -> dict[str, Any]:
    """Score a Paohuzi hand for the ``calc`` command (a JSON-ready dict)."""
    parsed = parse_request(request)
    rules = request.rules(VARIANT)
    result = best_grouping(parsed.melds, parsed.hand, parsed.win_card, parsed.source)
    if result is None:
        return {
            "variant": VARIANT,
            "win": False,
            "valid": False,
            "total": 0,
            "patterns": [],
            "points": 0,
            "reason": render(Message("hand.no_seven_groups")),
        }
    needed = minimum(rules)
    valid = result.reaches(needed)
    paid = tally(result, rules)
    patterns = [
        {"code": str(g.kind), "value": g.huxi, "cards": format_cards(g.kinds)}
        for g in result.groups
    ]
    if paid.colour is not None and valid:
        times = TIMES[paid.colour]
        patterns.append({"code": str(paid.colour), "value": 0, "cards": "", "times": times})
    return {
        "variant": VARIANT,
        "win": True,
        "valid": valid,
        "total": result.huxi,
        "patterns": patterns,
        "points": paid.tun if valid else 0,
        "reason": "" if valid else render(below_minimum(result.huxi, needed, "huxi")),
    }


def format_report(result: dict[str, Any]) -> str:
    """The calc result as readable lines: verdict, one line per group, total."""
    if result["valid"]:
        head = f"Paohuzi: win, {result['total']} huxi, {result['points']} tun"
    else:
        head = f"Paohuzi: not a win: {result['reason']}"
    lines = [head]
    lines.extend(
        f"  {p['code']:<14} x{p['times']} tun"  # a colour hand multiplies the tun
        if "times" in p
        else f"  {p['code']:<5} {p['cards']:<8} {p['value']:>2} huxi"
        for p in result["patterns"]
    )
    if result["patterns"]:
        lines.append(f"  total          {result['total']:>2} huxi")
    return "\n".join(lines)
