"""The table protocol: what a front end (the Qt table, ``trace``, a bot) gets from a deal.

One schema for the three games. Everything here is plain JSON data: ints,
strings, lists, dicts, ``None``. A game leaves out a key it has no use for
(Paohuzi has no wall, the mahjong games have no huxi); it never renames one.
Seats are absolute indices ``0 .. seat_count-1``; in a mahjong deal seat 0 is
East (the dealer), in Paohuzi ``dealer`` says who deals. Tiles and cards are
physical ids; ``faces`` maps every id the observer may see to its notation
(``"5m"``, ``"7z"``, ``"2f"``, ``"10d"``, ``"3x"``), so a front end needs no
game code to draw them.

The shapes are the ``TypedDict`` classes below: ``Observation``
(``Deal.observation(seat)``) with its ``SeatView``, ``MeldView``, ``WallView``,
``Offer``, ``LegalEntry``, ``WinView`` and ``Scoring``; ``DecisionView``; and
``EventData``. ``NotRequired`` marks a key a game leaves out (mahjong: ``wall``,
``declared``, a seat's ``flowers`` ``discards`` ``missing``; Sichuan with the
three-tile exchange only: ``exchange``; Paohuzi: ``stock``,
``shown``, ``in_flight``, ``stinking``, a seat's ``face_up`` ``huxi`` ``dead``).
``observation_of``, ``decision_view_of`` and ``events_of`` read a deal's data as
these types; ``tests/engine/test_protocol_types.py`` checks what the games emit
against them. The phase in an observation is a ``Phase`` value: "setup"
"declare" "turn" "claim" "rob" "ended" (Paohuzi: "turn" while a discard is owed;
"claim"/"rob" only to a seat asked: below).

Claim windows and what the phase tells: a window nobody can claim closes
inside the action that opened it, so "claim" (or "rob") would tell a seat that
somebody can claim. It is therefore shown only to a seat that still has an
answer to give (its ``legal`` is not empty). Every other seat, and a seat that
has answered, sees "turn" with ``current`` the source and the ``offer`` as it
is: exactly what it sees while a window nobody can claim is announced (the
``claim_window`` event). The revealer's private Paohuzi window after a wei or
ti looks like "turn" without an offer to the others. Only the pace of the
following events can still tell; a front end evens it out (a claim pause on
every discard). The deal's end as a typed value is ``Deal.outcome()``
(``engine.outcome``: reason, wins with their Scoring, payments with causes as
Messages, deltas); ``Outcome.to_json()`` gives it as data.

Decision view (``Deal.decision_view(seat)``): the observation's keys a bot
needs to decide, with the same values (legal entries without "label"), cheap to
build. Its discard and pass entries are shared by every view that shows them
(``engine.observer``): read them, never change them.

Melds: a concealed kong shows its two end tiles face down to the other seats (their
ids are ``-1`` for them, ``face_down`` 2); a Paohuzi ``wei`` is face down
to others (all -1, ``face_down`` 3) and a ``kan`` is never laid out.

The wall's stacks are numbered clockwise, as in ``engine.wall``; a stack with one tile
left holds its bottom tile. ``stacks`` counts the live wall only: the dead
wall's fixed stacks (two tiles each) are ``dead``, and each loose tile lies on
top of the stack named in ``loose``. The tail is where Sichuan replacements
come from. Before ``start()`` ``dice`` is empty and ``break_side`` None.

``rules`` holds every house rule of the game with the value in force
(``variants.house_rules``; the sheet's rule unless the deal chose another), the
same for every seat: bots plan by it and the table says which rules are played.

A ``MessageData`` (``{"code", "args"}``) is text a person reads, translated by
the UI, rendered in English by ``mahjong_desktop.engine.messages``.

Events (``EventData``: ``{"type": ..., "seat": int | None, ...}``), emitted after the state
changed, filtered per seat: ``deal.events_for(seat)`` or
``event.seen_by(seat).to_json()`` (another seat's drawn or dealt tiles are left
out, a concealed kong's end tiles and a wei's cards are -1 for the others).
A listener subscribed before ``start()`` sees the deal itself:

    deal_start      dealer, deal
    wall_broken     dice, side, head
    deal_step       seat, tiles (own only), count, stacks: [ring index per tile], live
                    (Paohuzi: the whole hand in one step, no stacks)
    shown           seat, card                 (Paohuzi: the dealer's face-up card)
    flower          seat, tile, replaced: bool (after the draw that brought it)
    draw            seat, tile (own only), source: "head"|"loose"|"tail", stack, live
    loose_renewed   stacks (tail stacks taken), loose (where the loose tiles lie now)
    exchange_start  count (3)                  (Sichuan with the exchange house rule)
    exchange_chosen seat, tiles (own only)     (the choice stays secret until all chose)
    exchange_dice   dice: [[a, b]], direction: "clockwise" "across" "counter_clockwise"
    exchanged       seat, receiver, count, passed and received (own only)
    declare_start   choices                    (Sichuan)
    declared        seat (the suit stays private until "declarations")
    declarations    missing: [suit per seat]
    discard         seat, tile
    reveal          seat, card, stock          (Paohuzi)
    claim_window    seat = source, source, tile, reason   (on every discard, reveal
                    and added kong; "reason": discard, reveal, rob)
    claim_closed    tile, reason, awarded: [{"seat", "kind"}]  (at once when nobody
                    could claim; a Paohuzi revealer's wei or ti is awarded here)
    discard_owed    seat                       (Paohuzi)
    added_kong_offered  seat, tile             (the tile left the hand; "rob" window next)
    meld            seat, kind, tiles, claimed, source, how, replaces
                    how: "claim", "concealed", "added" (with "added": the tile),
                    Paohuzi "dealt" (ti), "mandatory" (wei/ti), "claim", "bi";
                    replaces: index of the seat's meld a Paohuzi pao grew from
    face_up         seat, card                 (Paohuzi, untaken)
    dead_hand       seat                       (Paohuzi)
    win             seat, tile, source, taken: bool (the tile joined the hand),
                    moments (mahjong), hand, scoring: Scoring
    payment         seat = payer, receiver, amount, cause: str (a message code)
    settlement      pigs, ready, not_ready     (Sichuan, exhausted wall)
    deal_end        reason, deltas

In a Paohuzi ``Scoring`` the patterns are the winning groups (code: the group kind, value:
its huxi) and ``points`` are the tun.

``LegalEntry`` ``label`` codes are ``action.<kind>`` with args ``tiles`` (faces),
``claimed`` (face), ``groups`` and ``choice`` where they apply. Apply a choice
with ``deal.apply(Action.from_json(entry["action"]))``.
"""

from typing import Any, NotRequired, Protocol, TypedDict, cast, final

from mahjong_desktop.engine.events import Event


class MessageData(TypedDict):
    """A ``Message`` as data: text a person reads, translated by the UI."""

    code: str
    args: dict[str, Any]


class Pattern(TypedDict):
    """One line of a score sheet (Paohuzi: a winning group, its huxi the value)."""

    code: str
    value: int
    label: MessageData


class Scoring(TypedDict):
    """The breakdown a score sheet shows; ``points`` are Paohuzi's tun."""

    patterns: list[Pattern]
    total: int
    unit: str  # "faan" | "fan" | "huxi"
    points: int


# "from" is a keyword: the functional form.
MeldView = TypedDict(
    "MeldView",
    {
        "kind": str,  # chow pung kong ckong chi peng wei pao ti kan
        "tiles": list[int],  # ids the observer may see, hidden ones -1
        "claimed": int | None,
        "from": int | None,
        "face_down": int,  # how many tiles lie face down
    },
)

WinView = TypedDict(
    "WinView",
    {
        "seat": int,
        "tile": int | None,
        "from": int | None,
        "moments": NotRequired[list[str]],  # mahjong: variants.mahjong.seats.Moment values
        "hand": list[int],  # the winner's concealed tiles, laid open
        "scoring": Scoring,
    },
)


class ExchangeView(TypedDict):
    """A seat's part of the Sichuan three-tile exchange (with the house rule only)."""

    dice: list[int]  # empty until every seat has chosen
    direction: str | None  # "clockwise" "across" "counter_clockwise", once rolled
    passed: list[int]  # the seat's three, once chosen
    received: list[int]  # the three it got, once moved
    receiver: int | None  # the seat its three went to, once moved


class DiscardView(TypedDict):
    tile: int
    claimed: bool


class SeatView(TypedDict):
    """One seat of the table as the observer sees it (``seats[i]["seat"] == i``)."""

    seat: int
    wind: str | None  # mahjong seat wind "E" "S" "W" "N"; Paohuzi None
    player: int  # match player at this seat (0 = the human)
    concealed: int  # tiles or cards held concealed, the drawn one included
    melds: list[MeldView]
    won: bool  # has won (Sichuan plays on)
    flowers: NotRequired[list[int]]  # mahjong (Hong Kong bonus tiles shown)
    discards: NotRequired[list[DiscardView]]  # mahjong, in order
    missing: NotRequired[str | None]  # mahjong (Sichuan's suit once revealed)
    face_up: NotRequired[list[int]]  # Paohuzi: untaken cards before this seat
    huxi: NotRequired[int]  # Paohuzi: huxi on show in the melds
    dead: NotRequired[bool]  # Paohuzi dead hand


class WallSide(TypedDict):
    seat: int
    first: int
    count: int


class WallView(TypedDict):
    """The mahjong wall (see below the docstring's Wall)."""

    stacks: list[int]  # tiles left on each live ring stack: 0, 1 or 2
    sides: list[WallSide]  # in ring order
    head: int  # ring stack indices of the live wall's ends
    tail: int
    dead: list[int]  # ring stacks of the dead wall (Hong Kong)
    loose: list[int]  # ring stacks the loose tiles lie on, next first
    dice: list[list[int]]  # [[a, b], [c, d]]; empty before start()
    break_side: int | None
    live: int


class Offer(TypedDict):
    """The public tile being claimed."""

    tile: int
    source: int
    reason: str  # "discard" "reveal" "rob" (Paohuzi also "own")


class LegalEntry(TypedDict):
    """One legal action; ``id`` is its index, stable while the state does not change."""

    id: int
    kind: str  # an Act value
    tiles: list[int]  # tiles from hand it uses
    groups: list[list[int]]  # Paohuzi bi groups laid with a chi
    choice: str  # a declared suit, a pao's source meld
    claimed: int | None  # the public tile it takes
    action: list[Any]  # the Action's record JSON (Action.from_json)
    label: NotRequired[MessageData]  # the observation's only, not the decision view's


@final
class DecisionView(TypedDict):
    """``Deal.decision_view(seat)``: what a decision needs, the observation's values."""

    schema: int
    variant: str
    rules: dict[str, bool | int | str]  # every house rule in force (``Deal.rules``)
    seat: int
    phase: str  # a Phase value
    current: int
    action_index: int
    hand: list[int]
    drawn: int | None
    declared: NotRequired[str | None]  # mahjong (Sichuan: the own missing suit)
    exchange: NotRequired[ExchangeView]  # Sichuan with the exchange house rule
    offer: Offer | None
    legal: list[LegalEntry]  # without "label"
    faces: dict[str, str]


@final
class Observation(TypedDict):
    """``Deal.observation(seat)``: everything the table draws for one seat."""

    schema: int
    variant: str
    rules: dict[str, bool | int | str]  # every house rule in force (``Deal.rules``)
    seat: int
    seat_count: int
    dealer: int
    deal: int
    phase: str  # a Phase value, as seen by this seat
    current: int
    action_index: int
    hand: list[int]
    drawn: int | None
    declared: NotRequired[str | None]  # mahjong (Sichuan: the own missing suit)
    exchange: NotRequired[ExchangeView]  # Sichuan with the exchange house rule
    shown: NotRequired[int | None]  # Paohuzi
    in_flight: NotRequired[int | None]  # Paohuzi
    faces: dict[str, str]
    seats: list[SeatView]
    wall: NotRequired[WallView]  # mahjong
    stock: NotRequired[int]  # Paohuzi
    tiles_left: int
    offer: Offer | None
    legal: list[LegalEntry]
    stinking: NotRequired[list[int]]  # Paohuzi
    wins: list[WinView]
    deltas: list[int]
    totals: list[int]
    over: bool
    end: str | None  # an EndReason value


Seen = Observation | DecisionView
"""What a bot reads: the whole observation or the decision view (``"seats" in``
tells them apart)."""


class Awarded(TypedDict):
    seat: int
    kind: str


class EventData(TypedDict):
    """One event as ``events_for`` gives it: ``type`` and ``seat``, then the keys its
    type carries (the docstring's table), each with one type across the events."""

    type: str
    seat: int | None
    dealer: NotRequired[int]
    deal: NotRequired[int]
    dice: NotRequired[list[list[int]]]
    side: NotRequired[int]
    head: NotRequired[int]
    tiles: NotRequired[list[int]]
    count: NotRequired[int]
    stacks: NotRequired[list[int]]
    live: NotRequired[int]
    card: NotRequired[int]
    tile: NotRequired[int]
    replaced: NotRequired[bool]
    source: NotRequired[int | str | None]  # a seat; a draw's "head" "loose" "tail"
    stack: NotRequired[int]
    loose: NotRequired[list[int]]
    choices: NotRequired[list[str]]
    choice: NotRequired[str]
    missing: NotRequired[list[str]]
    stock: NotRequired[int]
    reason: NotRequired[str]
    awarded: NotRequired[list[Awarded]]
    kind: NotRequired[str]
    claimed: NotRequired[int | None]
    how: NotRequired[str]
    added: NotRequired[int]
    replaces: NotRequired[int | None]
    taken: NotRequired[bool]
    moments: NotRequired[list[str]]
    hand: NotRequired[list[int]]
    scoring: NotRequired[Scoring]
    receiver: NotRequired[int]
    amount: NotRequired[int]
    cause: NotRequired[str]
    pigs: NotRequired[list[int]]
    ready: NotRequired[list[int]]
    not_ready: NotRequired[list[int]]
    deltas: NotRequired[list[int]]
    direction: NotRequired[str]
    passed: NotRequired[list[int]]
    received: NotRequired[list[int]]


def table_of(seen: Seen) -> Observation:
    """``seen`` as the whole observation; KeyError("seats") if it is a decision view."""
    if "seats" not in seen:
        raise KeyError("seats")
    return seen


class Observable(Protocol):
    """What a deal offers a front end (``engine.deal.Deal``): its protocol data untyped."""

    def observation(self, seat: int) -> dict[str, Any]: ...

    def decision_view(self, seat: int) -> dict[str, Any]: ...

    def events_for(self, seat: int, since: int = 0) -> list[dict[str, Any]]: ...


# The typed reading of a deal's protocol data: the one place the engine's plain
# dicts become these types (tests/engine/test_protocol_types.py checks every key
# and value of what the games emit against the annotations).


def observation_of(deal: Observable, seat: int) -> Observation:
    """``deal.observation(seat)``, typed."""
    return cast(Observation, deal.observation(seat))


def decision_view_of(deal: Observable, seat: int) -> DecisionView:
    """``deal.decision_view(seat)``, typed."""
    return cast(DecisionView, deal.decision_view(seat))


def events_of(deal: Observable, seat: int, since: int = 0) -> list[EventData]:
    """``deal.events_for(seat, since)``, typed."""
    return cast(list[EventData], deal.events_for(seat, since))


def event_data(event: Event, seat: int) -> EventData:
    """``event`` as ``seat`` sees it, typed (what a listener turns an event into)."""
    return cast(EventData, event.seen_by(seat).to_json())
