"""The one calc convention, pinned in all three games.

``--hand`` holds the winning tile or card; an option a game does not read is
refused naming the option and the game; only ASCII digits are tile numbers;
an error quotes little of a long input.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.variants.calc.request import GAME_OPTIONS, CalcRequest
from mahjong_desktop.variants.hongkong import calc as hongkong
from mahjong_desktop.variants.notation import QUOTE_LIMIT, quote
from mahjong_desktop.variants.paohuzi import calc as paohuzi
from mahjong_desktop.variants.sichuan import calc as sichuan

CALC = {"hongkong": hongkong.calc, "sichuan": sichuan.calc, "paohuzi": paohuzi.calc}
# A scored winning hand per game, the winning tile or card (once) inside --hand.
WINS = {
    "hongkong": CalcRequest(hand="123m 456m 789p 234s 55s", win_tile="4s"),
    "sichuan": CalcRequest(hand="123m 456m 234p 678p 55p", win_tile="7p", missing="s"),
    "paohuzi": CalcRequest(hand="9999x 123x 270x 123d 270d 456d 88d", win_card="3d", source="own"),
}
# The same hands less their winning tile or card.
SHORT = {
    "hongkong": "123m 456m 789p 23s 55s",
    "sichuan": "123m 456m 234p 68p 55p",
    "paohuzi": "9999x 123x 270x 12d 270d 456d 88d",
}
# A winning hand per game that gives every option the game reads.
FULL = {
    "hongkong": CalcRequest(
        hand="456m 789p 234s 55s",
        melds="kong:1111z",
        win_tile="4s",
        self_drawn=True,
        seat="S",
        bonus="2f",
        events=("kong_replacement",),
    ),
    "sichuan": CalcRequest(
        hand="456m 234p 678p 55p",
        melds="kong:1111m",
        win_tile="7p",
        self_drawn=True,
        events=("kong_replacement",),
        missing="s",
    ),
    "paohuzi": CalcRequest(
        hand="123x 270x 123d 270d 456d 88d 9x",
        melds="wei:999x",
        win_card="9x",
        source="own",
    ),
}
# Every option given, with a value its game would read if it read it.
EVERY_OPTION = {
    "melds": "pung:111z",
    "win_tile": "5s",
    "win_card": "9x",
    "self_drawn": True,
    "seat": "E",
    "bonus": "1f",
    "events": ("kong_replacement",),
    "missing": "s",
    "source": "own",
}
FLAGS = {
    "--melds": "melds",
    "--win-tile": "win_tile",
    "--win-card": "win_card",
    "--self-drawn": "self_drawn",
    "--seat": "seat",
    "--bonus": "bonus",
    "--event": "events",
    "--missing": "missing",
    "--source": "source",
}
REFUSED = [
    (variant, option)
    for variant, game in GAME_OPTIONS.items()
    for option in FLAGS
    if option not in game.flags
]


def test_the_refused_options_are_the_ones_the_issue_names() -> None:
    assert sorted(o for v, o in REFUSED if v == "hongkong") == [
        "--missing",
        "--source",
        "--win-card",
    ]
    assert sorted(o for v, o in REFUSED if v == "sichuan") == [
        "--bonus",
        "--seat",
        "--source",
        "--win-card",
    ]
    assert sorted(o for v, o in REFUSED if v == "paohuzi") == [
        "--bonus",
        "--event",
        "--missing",
        "--seat",
        "--self-drawn",
        "--win-tile",
    ]


@pytest.mark.parametrize(("variant", "option"), REFUSED)
def test_an_option_a_game_does_not_read_is_refused_by_name(variant: str, option: str) -> None:
    field = FLAGS[option]
    request = replace(WINS[variant], **{field: EVERY_OPTION[field]})
    title = GAME_OPTIONS[variant].title
    with pytest.raises(NotationError, match=f"^{option} does not apply to {title}"):
        CALC[variant](request)


@pytest.mark.parametrize("variant", CALC)
def test_every_option_a_game_reads_is_accepted(variant: str) -> None:
    request = FULL[variant]
    assert sorted(request.given()) == sorted(GAME_OPTIONS[variant].flags)
    result = CALC[variant](request)
    assert result["win"] is True and result["valid"] is True


def test_win_tile_and_win_card_point_to_each_other() -> None:
    with pytest.raises(
        NotationError, match=r"--win-card does not apply to Hong Kong \(use --win-tile\)"
    ):
        hongkong.calc(replace(WINS["hongkong"], win_tile=None, win_card="5s"))
    with pytest.raises(
        NotationError, match=r"--win-tile does not apply to Paohuzi \(use --win-card\)"
    ):
        paohuzi.calc(replace(WINS["paohuzi"], win_card=None, source=None, win_tile="9x"))


@pytest.mark.parametrize("variant", CALC)
def test_the_winning_tile_or_card_is_part_of_the_hand(variant: str) -> None:
    assert CALC[variant](WINS[variant])["valid"] is True
    # Left out of --hand, the winning tile or card makes a malformed request.
    with pytest.raises(NotationError, match="is not in the hand"):
        CALC[variant](replace(WINS[variant], hand=SHORT[variant]))


@pytest.mark.parametrize(
    ("variant", "digits"),
    [
        ("hongkong", "１２３m 456m 789p 234s 55s"),  # full-width
        ("hongkong", "١٢٣m 456m 789p 234s 55s"),  # Arabic-Indic
        ("sichuan", "１２３m 456m 234p 678p 55p"),
        ("sichuan", "۱۲۳m 456m 234p 678p 55p"),  # extended Arabic-Indic
        ("paohuzi", "9999x １２３x 270x 123d 270d 456d 88d"),
        ("paohuzi", "9999x ١٢٣x 270x 123d 270d 456d 88d"),
    ],
)
def test_only_ascii_digits_are_tile_numbers(variant: str, digits: str) -> None:
    with pytest.raises(NotationError, match="cannot read"):
        CALC[variant](replace(WINS[variant], hand=digits))


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
def test_only_ascii_digits_in_a_winning_tile_or_meld(variant: str) -> None:
    with pytest.raises(NotationError, match="cannot read"):
        CALC[variant](replace(WINS[variant], win_tile="５p"))
    with pytest.raises(NotationError, match="cannot read"):
        CALC[variant](replace(WINS[variant], melds="pung:５５５m"))


def test_only_ascii_digits_in_a_winning_card() -> None:
    with pytest.raises(NotationError, match="cannot read"):
        paohuzi.calc(replace(WINS["paohuzi"], win_card="９x"))


JUNK = "q" * 100_000


def _long_inputs(variant: str) -> list[dict[str, Any]]:
    win_field = "win_card" if variant == "paohuzi" else "win_tile"
    cases: list[dict[str, Any]] = [
        {"hand": JUNK},
        {"hand": "1m" + JUNK},
        {"melds": "pung:" + JUNK},
        {"melds": JUNK + ":555m"},
        {"melds": "pung:111m," + "," * 50_000},
        {win_field: JUNK},
    ]
    if variant == "hongkong":
        cases += [{"seat": JUNK}, {"bonus": JUNK}, {"events": (JUNK,)}]
    if variant == "sichuan":
        cases += [{"missing": JUNK}, {"events": (JUNK,)}]
    if variant == "paohuzi":
        cases += [{"source": JUNK}]
    return cases


@pytest.mark.parametrize(
    ("variant", "change"),
    [(variant, change) for variant in CALC for change in _long_inputs(variant)],
    ids=lambda v: v if isinstance(v, str) else ",".join(f"{k}={len(str(x))}" for k, x in v.items()),
)
def test_an_error_quotes_at_most_about_sixty_characters(
    variant: str, change: dict[str, Any]
) -> None:
    with pytest.raises(NotationError) as caught:
        CALC[variant](replace(WINS[variant], **change))
    message = str(caught.value)
    assert "\n" not in message
    assert message.count("q") <= QUOTE_LIMIT + 5, message
    assert len(message) < 200, message


def test_quote_keeps_short_text_and_cuts_long_text() -> None:
    assert quote("12x") == "'12x'"
    cut = quote("a" * 500)
    assert cut == f"{'a' * QUOTE_LIMIT!r}... (500 characters)"


@pytest.mark.parametrize("variant", ["hongkong", "sichuan"])
@pytest.mark.parametrize("moment", [{"self_drawn": True}, {"events": ("kong_replacement",)}])
def test_a_winning_moment_without_a_winning_tile_is_refused(
    variant: str, moment: dict[str, Any]
) -> None:
    waiting = replace(WINS[variant], hand=SHORT[variant], win_tile=None, **moment)
    with pytest.raises(NotationError, match="describe a win: give --win-tile too"):
        CALC[variant](waiting)
