"""A deal, one whole hand from shuffle to settlement, as a state machine.

``Deal`` holds what every game's deal shares: its seed, options and seating,
the rng, the history, legal actions (worked out once per state and seat) and
``apply``, events, the ledger of payments, the end and the record. A deal is
constructed first and dealt by ``start()`` (the dealing, ``_deal_out``), so a
listener attached in between sees the dealing itself. ``apply`` checks legality
first, so an illegal action raises ``IllegalActionError`` and leaves the state
untouched; the phase dispatch and the claim cycle are ``engine.cycle``'s, what
each seat sees is the game's observer (``engine.observer``) and a sampled
state for search is ``engine.determinize``'s.
"""

from __future__ import annotations

import copy
import json
import random
import time
from abc import abstractmethod
from collections.abc import Callable, Mapping, Sequence
from datetime import UTC, datetime
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Self

from mahjong_desktop import __version__
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.cycle import ClaimWindow, Phase, TurnCycle
from mahjong_desktop.engine.determinize import Unseen
from mahjong_desktop.engine.errors import IllegalActionError
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.ledger import Ledger
from mahjong_desktop.engine.match import Seating
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.observer import DealObserver
from mahjong_desktop.engine.outcome import EndReason, Outcome, WinOutcome
from mahjong_desktop.engine.rng import make_rng

RECORD_FORMAT = 2  # a deal of the sheet's rules: readable by every version since 2
HOUSE_RULES_FORMAT = 3  # a deal with house rules: older versions refuse it, not misplay it


def position_tiles(groups: Sequence[Any], tile_count: int) -> list[list[int]]:
    """The tile ids of an arranged position's groups, each a list, checked.

    A hand-edited record must be refused before it reaches the table: every id
    a whole number (not a flag, not ``1e999``) naming a tile of the game, and
    no tile in two places. Raises ValueError naming what is wrong.
    """
    checked: list[list[int]] = []
    seen: set[int] = set()
    for group in groups:
        if not isinstance(group, list):
            raise ValueError(f"a group of tiles must be a list, not {str(group)[:40]!r}")
        for tile in group:
            if isinstance(tile, bool) or not isinstance(tile, int):
                raise ValueError(f"a tile must be a whole number, not {str(tile)[:40]!r}")
            if not 0 <= tile < tile_count:
                raise ValueError(f"tile {str(tile)[:40]} is not one of the {tile_count}")
            if tile in seen:
                raise ValueError(f"tile {tile} is in the position twice")
            seen.add(tile)
        checked.append(list(group))
    return checked


def per_seat(value: Any, seat_count: int, what: str) -> list[Any]:
    """An arranged position's list with one entry per seat (``what``: "hands")."""
    if not isinstance(value, list) or len(value) != seat_count:
        raise ValueError(f"an arranged position needs {seat_count} {what}")
    return value


def seat_number(value: Any, seat_count: int, what: str) -> int:
    """An arranged position's seat index, checked like its tiles."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < seat_count:
        raise ValueError(f"{what} must be a seat from 0 to {seat_count - 1}, not {value!r}")
    return value


class StartError(RuntimeError):
    """``start()`` called on a deal already dealt."""


class Deal(TurnCycle):
    """One deal of a game: the state machine every game shares (see the module)."""

    variant: ClassVar[str]
    seat_count: ClassVar[int]
    seat_names: ClassVar[tuple[str, ...]]
    observer: ClassVar[DealObserver[Any]]  # what each seat sees (``observation``)
    unseen: ClassVar[Unseen[Any]]  # where the tiles a seat has not seen lie (``determinize``)

    def __init__(
        self, seed: int, options: dict[str, Any] | None = None, seating: Seating | None = None
    ) -> None:
        self.seed = seed
        # The options that differ from the sheet (what the record keeps) and every rule's value.
        self.options, self.rules = self.read_options(dict(options or {}))
        self.seating = (seating or Seating()).for_seats(self.seat_count)
        self.rng = make_rng(seed, self.variant, "deal")
        self.events: list[Event] = []
        self.history: list[Action] = []
        self.action_count = 0  # actions applied (a clone keeps it, not the history)
        self.ledger = Ledger()
        self.end_reason: EndReason | None = None
        self.phase = Phase.SETUP
        self.current = 0
        self.dealer = 0
        self.window: ClaimWindow | None = None
        self.quiet = False  # no events at all: for search and fast self-play
        self.position: dict[str, Any] | None = None  # an arranged start, if any
        # When the game was made, named only when a record asks (self-play makes many).
        self._made_at = time.time()
        self._created: str | None = None
        self._listeners: list[Callable[[Event], None]] = []
        self._legal: dict[int, list[Action]] = {}  # seat -> legal actions in this state

    @classmethod
    def read_options(cls, options: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
        """``options`` as kept (only those differing from the sheet) and every rule in force.

        ValueError names an option the game lacks or a value it does not offer.
        A game with house rules overrides this; here a game has none.
        """
        if options:
            raise ValueError(f"{cls.variant} has no option {str(next(iter(options)))[:40]!r}")
        return {}, {}

    @property
    def created(self) -> str:
        """When the game was made (or the record it was read from was), ISO 8601 UTC."""
        if self._created is None:
            made = datetime.fromtimestamp(self._made_at, UTC)
            self._created = made.isoformat(timespec="seconds")
        return self._created

    @created.setter
    def created(self, stamp: str) -> None:
        self._created = stamp

    # -- the interface seen by players, bots and the UI ---------------------

    def start(self) -> None:
        """The dealing: shuffle, break, hand out, show bonus tiles (events for all of it)."""
        if self.phase is not Phase.SETUP:
            raise StartError("this deal has already been dealt")
        self._deal_out()
        self._legal.clear()

    def arrange(self, position: dict[str, Any]) -> None:
        """Start from an exact position instead of dealing (tests, tutorials, puzzles).

        ``position`` is plain data in the game's own terms (see its ``_arrange``);
        it is kept, so the deal's record replays it.
        """
        if self.phase is not Phase.SETUP:
            raise StartError("this deal has already been dealt")
        self.position = json.loads(json.dumps(position))
        self._arrange(self.position)
        self._legal.clear()

    @abstractmethod
    def _deal_out(self) -> None:
        """The dealing: hand out the tiles or cards, and bring the deal to its first
        decision."""

    @abstractmethod
    def _arrange(self, position: dict[str, Any]) -> None:
        """Lay out ``position`` and bring the deal to its first decision."""

    def legal_actions(self, seat: int) -> list[Action]:
        """Every action ``seat`` may take now (empty when it is not asked).

        Worked out once per state and seat: the table, bots and ``apply`` ask
        many times, and finding the wins means scoring hands.
        """
        return list(self._legal_for(seat))

    def legal_view(self, seat: int) -> list[Action]:
        """``legal_actions(seat)`` without the copy: the actions worked out for this
        state, to read and never change (for self-play, which asks every decision)."""
        legal = self._legal.get(seat)
        if legal is None:
            legal = self._legal[seat] = self._legal_actions(seat)
        return legal

    # -- for search: copies and samples ---------------------------------------

    def clone(self) -> Self:
        """An independent copy of the state, quiet, without the event log, history
        or listeners (cheap enough to make many while searching)."""
        twin = copy.copy(self)
        twin.events, twin.history, twin._listeners = [], [], []
        twin.quiet = True
        twin.ledger = Ledger(self.ledger)
        twin._legal = dict(self._legal)
        twin.window = self.window.copy() if self.window is not None else None
        if self.phase is Phase.SETUP:  # the deal's generator is used up once dealt
            twin.rng = random.Random()
            twin.rng.setstate(self.rng.getstate())
        self._clone_into(twin)
        return twin

    @abstractmethod
    def _clone_into(self, twin: Deal) -> None:
        """Give ``twin`` its own copies of the game's mutable parts."""

    def invalidate(self) -> None:
        """Forget the legal actions worked out (after changing the state directly)."""
        self._legal.clear()

    @abstractmethod
    def face_of(self, tile: int) -> str:
        """The notation of a physical tile or card (``5m``, ``10d``)."""

    # Every id's face, indexed by id, for a game that knows them up front (else None).
    face_table: ClassVar[Sequence[str] | None] = None

    @abstractmethod
    def state(self) -> dict[str, Any]:
        """The complete state as plain data (for replay checks and bug reports)."""

    def base_state(self) -> dict[str, Any]:
        """The part of ``state()`` every game shares: payments, end, event count."""
        return {
            "ledger": [vars(p).copy() for p in self.ledger],
            "end": self.end_reason,
            "events": len(self.events),
        }

    def observation(self, seat: int) -> dict[str, Any]:
        """Everything the table draws for ``seat``, as plain JSON data (engine.protocol)."""
        return self.observer.observation(self, seat)

    def decision_view(self, seat: int) -> dict[str, Any]:
        """The part of ``observation(seat)`` a decision needs, cheap to build."""
        return self.observer.decision_view(self, seat)

    def explain(self, action: Action) -> Message:
        """Why ``action`` is not legal; games override this with rule-specific reasons."""
        if self.is_over:
            return Message("illegal.deal_over")
        if not 0 <= action.seat < self.seat_count or not self.legal_actions(action.seat):
            seat = (
                self.seat_names[action.seat] if 0 <= action.seat < self.seat_count else action.seat
            )
            return Message("illegal.not_your_move", {"seat": seat})
        return Message("illegal.not_legal_now", {"kind": action.kind.value})

    def to_act(self) -> list[int]:
        """Seats that must answer now (several during a claim window)."""
        if self.phase is Phase.TURN:  # only the seat on turn can have a choice
            return [self.current] if self._legal_for(self.current) else []
        return [s for s in range(self.seat_count) if self._legal_for(s)]

    # The cached legal actions themselves (not a copy: do not change them), as the
    # engine reads them: ``legal_view`` itself, without a call more per read.
    _legal_for = legal_view

    def apply(self, action: Action) -> None:
        seat = action.seat
        if not 0 <= seat < self.seat_count:
            raise IllegalActionError(Message("illegal.no_such_seat", {"seat": seat}))
        legal = self._legal_for(seat)
        # Identity first (bots hand back the shared discard and pass values), in C.
        known = any(map(is_, legal, repeat(action))) or action in legal
        if self.is_over or not known:
            raise IllegalActionError(self.explain(action))
        self.history.append(action)
        self.action_count += 1
        self._legal.clear()
        self._perform(action)
        self._legal.clear()

    @property
    def is_over(self) -> bool:
        return self.end_reason is not None

    # -- events and payments ------------------------------------------------

    def subscribe(self, listener: Callable[[Event], None]) -> None:
        self._listeners.append(listener)

    def emit(self, kind: str, seat: int | None = None, /, **data: Any) -> None:
        if not self.quiet:
            self._publish(Event(kind, seat, data))

    def emit_private(self, kind: str, seat: int, secret: dict[str, Any], /, **data: Any) -> None:
        """An event whose ``secret`` data only ``seat`` may see (a drawn tile)."""
        if not self.quiet:
            self._publish(Event(kind, seat, data, private=seat, secret=secret))

    def _publish(self, event: Event) -> None:
        self.events.append(event)
        for listener in self._listeners:
            listener(event)

    def events_for(self, seat: int, since: int = 0) -> list[dict[str, Any]]:
        """The events from index ``since`` on as ``seat`` sees them, as plain data."""
        return [e.seen_by(seat).to_json() for e in self.events[since:]]

    def pay(self, payer: int, receiver: int, amount: int, cause: str) -> None:
        self.ledger.pay(payer, receiver, amount, cause)
        self.emit("payment", payer, receiver=receiver, amount=amount, cause=cause)

    @abstractmethod
    def win_outcomes(self) -> list[WinOutcome]:
        """The deal's wins so far, in order, as typed values."""

    def outcome(self) -> Outcome | None:
        """How the deal ended (None while it is being played)."""
        if self.end_reason is None:
            return None
        payments = self.ledger.outcomes()
        return Outcome(self.end_reason, tuple(self.win_outcomes()), payments, tuple(self.deltas()))

    def deltas(self) -> list[int]:
        return self.ledger.deltas(self.seat_count)

    def end(self, reason: EndReason) -> None:
        self.end_reason = reason
        self.phase = Phase.ENDED
        self.emit("deal_end", None, reason=reason, deltas=self.deltas())

    # -- records --------------------------------------------------------------

    def record(self) -> dict[str, Any]:
        """The deal as a record (``mahjong_desktop.storage.records`` reads it): format 2,
        or 3 when house rules are in force, so an older version cannot replay it
        by the wrong rules."""
        return {
            "format": HOUSE_RULES_FORMAT if self.options else RECORD_FORMAT,
            "app_version": __version__,
            "variant": self.variant,
            "options": dict(self.options),
            "seed": self.seed,
            "match": self.seating.to_json(),
            "created": self.created,
            "position": self.position,
            "actions": [a.to_json() for a in self.history],
        }

    def state_json(self) -> str:
        return json.dumps(self.state(), sort_keys=True)
