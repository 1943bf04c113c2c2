"""The melds of the hand calculator: which kinds each game's calc reads, the
valid melds holding some chosen tiles, and the check a finished meld passes.

No Qt here. Every meld offered or accepted is first read by the game's own
``parse_meld`` (the one ``mahjong-desktop calc --melds`` uses), so the dialog
can never build a meld the command line would refuse. Faces are the palette's
notation: ``5m``, ``7z`` for mahjong tiles, ``2x``, ``10d`` for Paohuzi cards.
"""

from __future__ import annotations

import contextlib
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from enum import Enum
from functools import cache

from mahjong_desktop.engine.errors import NotationError
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.variants.calc import parsing as calc_parsing
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.notation import quote
from mahjong_desktop.variants.paohuzi import calc as paohuzi_calc
from mahjong_desktop.variants.paohuzi import cards as paohuzi_cards
from mahjong_desktop.variants.paohuzi.groups import CHI_SHAPES
from mahjong_desktop.variants.registry import HONG_KONG, PAOHUZI, SICHUAN, is_card_game
from mahjong_desktop.variants.sichuan.scoring import MELD_KINDS as SICHUAN_MELD_KINDS

SUITED_FACES = tuple(f"{n}{suit}" for suit in "mps" for n in range(1, 10))
HONOUR_FACES = tuple(f"{n}z" for n in range(1, 8))
PAOHUZI_FACES = tuple(f"{n}{size}" for size in "xd" for n in range(1, 11))


class MeldError(NotationError):
    """A meld the hand cannot take; it says why in the calc's words, and as a message
    the window translates where the calc names one."""

    @classmethod
    def of(cls, error: NotationError) -> MeldError:
        return cls(error.message or str(error))


class Shape(Enum):
    """How a meld kind's tiles relate: all alike, or a run (chow, chi)."""

    IDENTICAL = "identical"
    RUN = "run"


@dataclass(frozen=True)
class MeldKind:
    """One kind of meld as ``calc --melds`` names it (``pung``, ``wei``...)."""

    code: str
    size: int
    shape: Shape


@dataclass(frozen=True)
class Meld:
    """A meld of the calculator: its kind and its faces, sorted as the game writes them."""

    kind: str
    faces: tuple[str, ...]

    def notation(self, variant: str) -> str:
        """``KIND:TILES`` as ``calc --melds`` reads it, e.g. ``pung:555m``."""
        return f"{self.kind}:{_game(variant).format(self.faces)}"


@dataclass(frozen=True)
class _Game:
    """What the melds of one game need from its calc: kinds, faces, parsing."""

    kinds: tuple[MeldKind, ...]
    faces: tuple[str, ...]
    parse_meld: Callable[[str], object]
    parse_tiles: Callable[[str], list[int]]
    name_of: Callable[[int], str]
    format_kinds: Callable[[Iterable[int]], str]
    check_copies: Callable[[Iterable[int]], None]
    example: str  # typed melds, as the panel shows them for an example

    def format(self, faces: Iterable[str]) -> str:
        return self.format_kinds(self.parse_tiles(" ".join(faces)))


CHOW = MeldKind("chow", 3, Shape.RUN)
PUNG = MeldKind("pung", 3, Shape.IDENTICAL)
KONG = MeldKind("kong", 4, Shape.IDENTICAL)  # exposed
CONCEALED_KONG = MeldKind("ckong", 4, Shape.IDENTICAL)
CHI = MeldKind("chi", 3, Shape.RUN)  # a run, 2-7-10, or one value in both sizes
PENG = MeldKind("peng", 3, Shape.IDENTICAL)
WEI = MeldKind("wei", 3, Shape.IDENTICAL)
PAO = MeldKind("pao", 4, Shape.IDENTICAL)
TI = MeldKind("ti", 4, Shape.IDENTICAL)
MAHJONG_KINDS = (CHOW, PUNG, KONG, CONCEALED_KONG)


def _mahjong(kinds: tuple[MeldKind, ...], faces: tuple[str, ...], example: str) -> _Game:
    allowed = tuple(k.code for k in kinds)
    return _Game(
        kinds=kinds,
        faces=faces,
        parse_meld=lambda text: calc_parsing.parse_meld(text, allowed),
        parse_tiles=mahjong_tiles.parse_kinds,
        name_of=mahjong_tiles.kind_name,
        format_kinds=mahjong_tiles.format_kinds,
        check_copies=mahjong_tiles.check_copies,
        example=example,
    )


_GAMES = {
    HONG_KONG: _mahjong(MAHJONG_KINDS, SUITED_FACES + HONOUR_FACES, "pung:555m,ckong:1111z"),
    # Sichuan plays with the suited tiles only, and has no chow.
    SICHUAN: _mahjong(
        tuple(k for k in MAHJONG_KINDS if k.code in SICHUAN_MELD_KINDS),
        SUITED_FACES,
        "pung:555m,ckong:1111s",
    ),
    PAOHUZI: _Game(
        kinds=(CHI, PENG, WEI, PAO, TI),
        faces=PAOHUZI_FACES,
        parse_meld=paohuzi_calc.parse_meld,
        parse_tiles=paohuzi_cards.parse_cards,
        name_of=paohuzi_cards.card_name,
        format_kinds=paohuzi_cards.format_cards,
        check_copies=paohuzi_cards.check_copies,
        example="chi:270x,wei:333d",
    ),
}


# Hong Kong has honours (z), Sichuan only the three suits, Paohuzi small (x) and big (d) cards.
HAND_EXAMPLES = {
    HONG_KONG: "123m 456p 789s 111z 55z",
    SICHUAN: "123m 456m 789p 111p 55p",
    PAOHUZI: "123x 270d 555x 88d",
}


def _game(variant: str) -> _Game:
    return _GAMES[variant]


def meld_kinds(variant: str) -> tuple[MeldKind, ...]:
    """The kinds of meld the game's calc reads, in the order the dialog offers them."""
    return _game(variant).kinds


def kind_named(variant: str, code: str) -> MeldKind:
    for kind in meld_kinds(variant):
        if kind.code == code:
            return kind
    raise MeldError(f"{variant} has no meld kind {code!r}")


def meld_example(variant: str) -> str:
    """Typed melds of the game, as an example of the notation its calc reads."""
    return _game(variant).example


def hand_example(variant: str) -> str:
    """A concealed hand of the game in the notation its calc reads (the hand field's hint)."""
    return HAND_EXAMPLES[variant]


def game_faces(variant: str) -> tuple[str, ...]:
    """The tiles or cards of the game that can be part of a meld (no flowers)."""
    return _game(variant).faces


@cache
def all_melds(variant: str, code: str) -> tuple[Meld, ...]:
    """Every valid meld of one kind, as the game's calc reads them."""
    game, kind = _game(variant), kind_named(variant, code)
    shapes: list[tuple[str, ...]]
    if kind.shape == Shape.IDENTICAL:
        shapes = [(face,) * kind.size for face in game.faces]
    elif is_card_game(variant):
        shapes = [tuple(paohuzi_cards.card_name(k) for k in shape) for shape in CHI_SHAPES]
    else:
        shapes = [
            tuple(f"{n + i}{suit}" for i in range(kind.size))
            for suit in "mps"
            for n in range(1, 11 - kind.size)
        ]
    melds = []
    for faces in shapes:
        try:
            game.parse_meld(f"{code}:{' '.join(faces)}")
        except NotationError:  # a shape this game's calc refuses
            continue
        melds.append(Meld(code, _sorted_faces(game, faces)))
    return tuple(melds)


def melds_holding(variant: str, code: str, faces: Sequence[str]) -> tuple[Meld, ...]:
    """The valid melds of kind ``code`` that hold every one of ``faces`` (with repeats)."""
    wanted = Counter(faces)
    return tuple(
        meld
        for meld in all_melds(variant, code)
        if not wanted - Counter(meld.faces)  # every chosen face is in the meld
    )


def make_meld(variant: str, code: str, faces: Sequence[str]) -> Meld:
    """The meld of kind ``code`` made of exactly ``faces``; MeldError naming why not."""
    game = _game(variant)
    kind = kind_named(variant, code)
    shown = " ".join(faces)
    if len(faces) != kind.size:
        unit = "cards" if is_card_game(variant) else "tiles"
        size = {"kind": code, "size": kind.size, "count": len(faces), "tiles": shown}
        raise MeldError(Message(f"calc.meld_size_{unit}", size))
    try:
        game.parse_meld(f"{code}:{shown}")
    except NotationError as error:
        raise MeldError.of(error) from error
    return Meld(code, _sorted_faces(game, faces))


def parse_typed_melds(variant: str, text: str) -> list[Meld]:
    """Melds typed as ``calc --melds`` takes them (``pung:555m,ckong:1111z``)."""
    game = _game(variant)
    melds = []
    for part in text.split(","):
        if not part.strip():
            raise MeldError(Message("calc.empty_meld", {"text": quote(text.strip())}))
        try:
            game.parse_meld(part)
        except NotationError as error:
            raise MeldError.of(error) from error
        code, _, tiles = part.strip().partition(":")
        faces = [game.name_of(k) for k in game.parse_tiles(tiles)]
        melds.append(Meld(code.strip(), _sorted_faces(game, faces)))
    return melds


def check_room(variant: str, hand: str, melds: Iterable[Meld]) -> None:
    """MeldError if the melds with the hand use a tile more often than it exists.

    A hand that cannot be read yet is left to the calculation to name.
    """
    game = _game(variant)
    kinds = [k for meld in melds for k in game.parse_tiles(" ".join(meld.faces))]
    with contextlib.suppress(NotationError):
        kinds += game.parse_tiles(hand)
    try:
        game.check_copies(kinds)
    except NotationError as error:
        raise MeldError.of(error) from error


def melds_notation(variant: str, melds: Iterable[Meld]) -> str | None:
    """The ``--melds`` value of ``melds``; None for none."""
    text = ",".join(meld.notation(variant) for meld in melds)
    return text or None


def _sorted_faces(game: _Game, faces: Iterable[str]) -> tuple[str, ...]:
    """Faces in the game's own order (by kind), so equal melds compare equal."""
    return tuple(game.name_of(k) for k in sorted(game.parse_tiles(" ".join(faces))))
