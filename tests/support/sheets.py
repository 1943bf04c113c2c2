"""Score sheets as the rule books demand them, worked out apart from the ledger.

Deltas are derived from the payment ledger, so "the scores sum to zero" holds by
construction and proves nothing. These checks instead rebuild what each payment
must be from who won what, with the faan, fan and huxi tables and the payment
rules copied by hand from ``rules/*.md``: a wrong pattern value, total, base or
payer fails them even when the sheet still balances.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.ledger import Payment

# --- Hong Kong (rules/hongkong.md) ----------------------------------------------

HONGKONG_FAAN = {
    "all_chows": 1,
    "concealed_hand": 1,
    "self_drawn": 1,
    "no_flowers": 1,
    "seat_wind_pung": 1,
    "round_wind_pung": 1,
    "small_three_dragons": 5,
    "all_pungs": 3,
    "half_flush": 3,
    "full_flush": 7,
    "seven_pairs": 4,
    "seat_flower": 1,
    "seat_season": 1,
    "all_flowers": 2,
    "all_seasons": 2,
    "kong_replacement": 1,
    "robbing_kong": 1,
    "last_tile_draw": 1,
    "last_discard": 1,
}
HONGKONG_ONE_EACH = {"dragon_pung": 3}  # 1 faan for each, at most this many
HONGKONG_LIMITS = {
    "thirteen_orphans",
    "all_honours",
    "all_terminals",
    "big_three_dragons",
    "big_four_winds",
    "four_kongs",
    "nine_gates",
    "four_concealed_pungs",
    "heavenly_hand",
}
# Base points = 2 ** faan: "3 faan = 8, 13 faan = 8192".
HONGKONG_BASE = {
    3: 8, 4: 16, 5: 32, 6: 64, 7: 128, 8: 256, 9: 512, 10: 1024, 11: 2048, 12: 4096, 13: 8192,
}  # fmt: skip


def hongkong_faan(patterns: Any) -> int:
    """The faan of a scored hand's patterns by the rule book's tables (limit 13)."""
    codes = [p.code for p in patterns]
    if HONGKONG_LIMITS & set(codes):
        assert set(codes) <= HONGKONG_LIMITS, f"a limit hand takes no other pattern: {codes}"
        assert all(p.value == 13 for p in patterns)
        return 13
    total = 0
    for p in patterns:
        if p.code in HONGKONG_ONE_EACH:
            assert 1 <= p.value <= HONGKONG_ONE_EACH[p.code], p
        else:
            assert p.value == HONGKONG_FAAN[p.code], p
        total += p.value
    return min(total, 13)


def hongkong_sheet(game: Deal) -> list[Payment]:
    played: Any = game  # wins live on each game's own class
    wins: list[Any] = played.wins
    if not wins:
        return []
    (win,) = wins
    faan = hongkong_faan(win.score.patterns)
    assert win.score.total == faan
    base = HONGKONG_BASE[faan]  # a KeyError here is a win below the 3-faan minimum
    if win.from_seat is None:
        return [Payment(s, win.seat, base, "self_drawn_win") for s in range(4) if s != win.seat]
    return [Payment(win.from_seat, win.seat, 3 * base, "win_on_discard")]


# --- Sichuan (rules/sichuan.md) ---------------------------------------------------

SICHUAN_FAN = {
    "basic": 0,
    "all_pungs": 1,
    "seven_pairs": 2,
    "outside_hand": 2,
    "all_258_pungs": 3,
    "full_flush": 2,
    "golden_single_wait": 1,
    "kong_replacement": 1,
    "robbing_kong": 1,
    "last_tile": 1,
}
SICHUAN_BASE = {0: 1, 1: 2, 2: 4, 3: 8, 4: 16, 5: 32}  # 2 ** fan, capped at 5 fan
KONG_CHARGES = {"exposed_kong": 2, "added_kong": 1, "concealed_kong": 2}
FLOWER_PIG = 32
WIN_CAUSES = {"self_drawn_win", "win_on_discard", "robbing_the_kong"}
END_CAUSES = {"kong_tax_refund", "flower_pig", "not_ready"}


def sichuan_fan(patterns: Any) -> int:
    total = 0
    for p in patterns:
        if p.code == "root":
            assert 1 <= p.value <= 4, p  # one for each kind held four times
        else:
            assert p.value == SICHUAN_FAN[p.code], p
        total += p.value
    return total


def sichuan_wins(game: Deal) -> list[Payment]:
    """The win payments: the discarder pays each winner the base; on a self-draw
    every opponent still playing pays the base plus 1."""
    played: Any = game
    wins: list[Any] = played.wins
    expected = []
    for win in wins:
        fan = sichuan_fan(win.score.patterns)
        assert win.score.total == fan
        base = SICHUAN_BASE[min(fan, 5)]
        if win.from_seat is None:
            won_before = {w.seat for w in wins if w.order <= win.order}
            for payer in range(4):
                if payer not in won_before:
                    expected.append(Payment(payer, win.seat, base + 1, "self_drawn_win"))
        else:
            cause = "robbing_the_kong" if "robbing_kong" in win.moments else "win_on_discard"
            expected.append(Payment(win.from_seat, win.seat, base, cause))
    return expected


def check_sichuan_sheet(game: Deal) -> None:
    ledger = game.ledger
    causes = {p.cause for p in ledger}
    assert causes <= WIN_CAUSES | set(KONG_CHARGES) | END_CAUSES, causes
    assert [p for p in ledger if p.cause in WIN_CAUSES] == sichuan_wins(game)
    kongs = [p for p in ledger if p.cause in KONG_CHARGES]
    for p in kongs:
        assert p.amount == KONG_CHARGES[p.cause] and p.payer != p.receiver, p
    if game.end_reason != "exhausted":
        assert not causes & END_CAUSES
        return
    # Tax refund: a refunding seat returns every kong payment it received, each to its payer.
    refunds = [p for p in ledger if p.cause == "kong_tax_refund"]
    refunders = {p.payer for p in refunds}
    returned = Counter((p.payer, p.receiver, p.amount) for p in refunds)
    owed = Counter((p.receiver, p.payer, p.amount) for p in kongs if p.receiver in refunders)
    assert returned == owed
    # Flower pigs pay 32 to every player who is not one.
    pigs = {p.payer for p in ledger if p.cause == "flower_pig"}
    pig_payments = [(p.payer, p.receiver, p.amount) for p in ledger if p.cause == "flower_pig"]
    assert sorted(pig_payments) == [
        (pig, other, FLOWER_PIG) for pig in sorted(pigs) for other in range(4) if other not in pigs
    ]
    # The ready check pays a ready hand's value: a base of the table, never a pig.
    for p in ledger:
        if p.cause == "not_ready":
            assert p.amount in SICHUAN_BASE.values() and p.payer not in pigs, p


# --- Paohuzi (rules/paohuzi.md) ----------------------------------------------------

# Huxi (small, big) of identical groups; chi scores only as 1-2-3 or 2-7-10 of one size.
PAOHUZI_HUXI = {"ti": (9, 12), "pao": (6, 9), "wei": (3, 6), "kan": (3, 6), "peng": (1, 3)}
SCORING_CHI = {(1, 2, 3), (2, 7, 10)}


def paohuzi_huxi(groups: Any) -> int:
    total = 0
    for group in groups:
        kinds = sorted(group.kinds)
        big = kinds[0] >= 10  # kinds 0-9 are small 1-10, 10-19 big 1-10
        values = tuple(k % 10 + 1 for k in kinds)
        if group.kind in PAOHUZI_HUXI:
            total += PAOHUZI_HUXI[group.kind][big]
        elif group.kind == "chi" and values in SCORING_CHI and len({k >= 10 for k in kinds}) == 1:
            total += 6 if big else 3
    return total


def paohuzi_sheet(game: Deal) -> list[Payment]:
    """Each opponent pays the winner the tun: 1 + (huxi - 15) // 3."""
    played: Any = game
    wins: list[Any] = played.wins
    if not wins:
        return []
    (win,) = wins
    huxi = paohuzi_huxi(win.result.groups)
    assert win.huxi == huxi
    tun = 1 + (huxi - 15) // 3
    assert tun >= 1
    cause = "heavenly_win" if str(game.end_reason) == "heavenly" else "paohuzi_win"
    return [Payment(s, win.seat, tun, cause) for s in range(3) if s != win.seat]


def check_sheet(game: Deal) -> None:
    """The finished deal's payments are the ones its rule book demands."""
    if game.variant == "hongkong":
        assert game.ledger == hongkong_sheet(game)
    elif game.variant == "sichuan":
        check_sichuan_sheet(game)
    else:
        assert game.ledger == paohuzi_sheet(game)
