"""The one adapter between Qt and the engine: it owns the match and the running deal.

Everything the window shows comes out of here as signals carrying protocol
data (``engine/protocol.py``); everything the player does comes in as a legal
action's id. No other UI module calls the engine.

Pacing: events are fed to the table one at a time (``pacer.EventPacer``), each
followed by a pause that depends only on the event's type and the ``bot_pace``
setting; once they are all shown, the next seat is asked.
Bots decide on a worker thread of the controller's own pool and post their
choice back; each request carries the generation it was made in, and a result
from an older generation (a new deal, a new game, an undone position) is
dropped. The human is never timed: play waits for them as long as they like.

An illegal choice is refused with the engine's reason and nothing changes. Any
other error inside the engine is reported and the deal is rebuilt from its
record as it stood before the failed action, so a game is never lost.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, SignalInstance

from mahjong_desktop.ai.bots import BOT_LEVELS, Bot, make_bot
from mahjong_desktop.engine.actions import Action
from mahjong_desktop.engine.cycle import Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.errors import IllegalActionError, RecordError
from mahjong_desktop.engine.events import Event
from mahjong_desktop.engine.match import Match, Seating
from mahjong_desktop.engine.protocol import (
    EventData,
    Observation,
    event_data,
    events_of,
    observation_of,
)
from mahjong_desktop.engine.rng import bot_seed
from mahjong_desktop.storage.records import replay, undo
from mahjong_desktop.ui.game.deal_summary import summarise_deal
from mahjong_desktop.ui.game.hint import Hint, advise
from mahjong_desktop.ui.game.pacer import EventPacer, pause_ms
from mahjong_desktop.ui.game.session_config import SessionConfig
from mahjong_desktop.ui.game.worker import WorkerSignals, WorkerTask
from mahjong_desktop.ui.texts.live import Text
from mahjong_desktop.ui.texts.messages import message_text
from mahjong_desktop.variants.registry import VARIANTS, is_card_game, new_deal

HUMAN = 0  # the match player the window plays for
MAX_RECOVERIES = 3
DEFAULT_PACE_MS = 550


def bot_levels() -> list[str]:
    """The strengths a session may choose, in order (read at run time)."""
    return list(BOT_LEVELS)


class GameController(QObject):
    """Owns the match and its current deal; the window's only way to the engine.

    Signals (Qt carries ``dict``/``object``; the Python payload types are named
    here and in the slots' annotations):
        dealStarted: a new deal is ready to draw: its first ``Observation``.
        eventPlayed: one ``EventData`` for the table to animate, and the
                     ``Observation`` after it.
        humanToAct: the human must choose: their ``Observation``, whose ``legal``
                    lists the choices.
        humanActed: the human's choice was taken (hide the claim bar, stop selecting).
        dealEnded: the deal is over: its ``DealSummary`` (score sheet data).
        errorRaised: something went wrong and was dealt with: text for the player.
        idle: the table waits for nobody but the human, or the deal is over.
        positionChanged: a deal dealt, an action applied, a deal scored: autosave now.
        hintReady: advice for the human's decision in hand, a ``Hint``; never played.
        hintFailed: no advice could be made: text for the player.
    """

    dealStarted = Signal(dict)  # Observation
    eventPlayed = Signal(dict, dict)  # EventData, Observation
    humanToAct = Signal(dict)  # Observation
    humanActed = Signal()
    dealEnded = Signal(object)  # DealSummary
    errorRaised = Signal(str)
    idle = Signal()
    positionChanged = Signal()
    hintReady = Signal(object)  # Hint
    hintFailed = Signal(str)

    def __init__(self, parent: QObject | None = None, *, bot_pace_ms: int = DEFAULT_PACE_MS):
        super().__init__(parent)
        self.bot_pace_ms = bot_pace_ms
        self.config: SessionConfig | None = None
        self.match: Match | None = None
        self.deal: Deal | None = None
        self._bots: dict[int, Bot] = {}
        self._deal_events: list[EventData] = []
        self._generation = 0
        self._bot_pending = False
        self._asked_human = False
        self._finished = False
        self._failures = 0  # engine failures in a row, each recovered from
        self.practice = False  # the human took a decision back in this deal (statistics)
        self.guided = False  # a guided first deal: practice, never autosaved, tips beside it
        # The makers of the last error and hint failure: the window remakes them in a new language.
        self.error_text: Text = lambda: ""
        self.hint_failure: Text = lambda: ""
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # one decision at a time, in order
        self._signals = WorkerSignals(self)
        self._signals.done.connect(self._bot_done)
        self._signals.failed.connect(self._bot_failed)
        self._hint_signals = WorkerSignals(self)
        self._hint_signals.done.connect(self._hint_done)
        self._hint_signals.failed.connect(self._hint_failed)
        self._pacer = EventPacer(self, self._show, self._pause_after, self._decide)

    # ------------------------------------------------------------ the session

    def new_session(self, config: SessionConfig) -> None:
        """Start a match: the first deal of a fresh session."""
        seed = config.seed if config.seed is not None else random.SystemRandom().getrandbits(48)
        players = VARIANTS[config.variant].seat_count
        self.config = config
        self.match = Match(
            config.variant,
            seed,
            players,
            rotate_dealer=config.rotate_dealer,
            options=dict(config.options),
        )
        self._start_deal()

    def play_arranged(
        self,
        deal: Deal,
        config: SessionConfig,
        bots: dict[int, Bot] | None = None,
        *,
        guided: bool = False,
    ) -> None:
        """A session on a deal set up beforehand (a test, tutorial or puzzle position).

        The deal is started here unless it already was; the human sits at seat 0.
        ``bots`` may script some seats; the others get bots of ``config.level``.
        A ``guided`` deal (``ui.guide``'s first deals) is practice in the
        statistics, is never autosaved (the player's own game stays theirs),
        cannot be undone (its scripted seats play on) and is followed by a
        match of the player's own.
        """
        seed = config.seed if config.seed is not None else deal.seed
        self.config = config
        self.match = Match(config.variant, seed, deal.seat_count)
        self._reset()
        self.guided = self.practice = guided
        self._bots = {**self._make_bots(deal), **(bots or {})}
        self._attach(deal)
        self.dealStarted.emit(observation_of(deal, self.human_seat))
        if deal.phase is Phase.SETUP:
            self._guarded(deal.start)
        self._pacer.schedule(0)

    def hold(self) -> None:
        """Pause play (the events still to show and the bots) while the player reads."""
        self._pacer.hold()

    def release(self) -> None:
        self._pacer.release()

    @property
    def held(self) -> bool:
        """Play is paused (``hold``) until ``release``."""
        return self._pacer.held

    def resume(self, deal: Deal, config: SessionConfig, match: Match) -> None:
        """Go on with a saved match: ``game`` is its deal replayed from the record.

        The bots are made as for a new deal (from the deal's seed), so they
        choose as they would have. A deal that was over and already added to
        the match's totals is followed by the next deal at once.
        """
        self.config, self.match = config, match
        if deal.is_over and match.deal_index > deal.seating.deal_index:
            self._start_deal()
            return
        self._reset()
        self._bots = self._make_bots(deal)
        self._attach(deal)
        self._deal_events = events_of(deal, self.human_seat)
        self.dealStarted.emit(observation_of(deal, self.human_seat))
        self._pacer.schedule(0)

    def play_on(self, deal: Deal, config: SessionConfig, match: Match) -> bool:
        """A practice deal from a position of a finished or saved deal (the replay
        viewer's Play on from here): the human takes their seat there and plays on
        against bots of ``config.level``. False for a deal already over."""
        if deal.is_over:
            return False
        self.resume(deal, replace(config, autoplay=False), match)
        self.practice = True  # a deal not played from its start counts apart
        self.positionChanged.emit()
        return True

    @property
    def bot_plays_human(self) -> bool:
        """A bot plays the human's seat (a demo): they may take it back."""
        return self.config is not None and self.config.autoplay and self.deal is not None

    def take_seat(self) -> bool:
        """The human takes their seat back from the bot playing it, at once.

        A bot's answer still on its way is dropped (another seat's bot is asked
        again and, deciding from (seed, seat, action index), answers the same).
        The deal counts as practice if the bot already decided in the seat; the
        deals after it are the human's own.
        """
        if not self.bot_plays_human:
            return False
        assert self.config is not None and self.deal is not None
        self.config = replace(self.config, autoplay=False)
        seat = self.human_seat
        self._bots.pop(seat, None)
        if not self._finished:
            self._generation += 1
            self._bot_pending = False
            self.practice = any(action.seat == seat for action in self.deal.history)
            self.deal.seating = self._seating()  # the record names the person's seat now
            self.positionChanged.emit()
            self._pacer.schedule(0)
        return True

    @property
    def can_undo(self) -> bool:
        """The deal is running and the human has a decision in it to take back."""
        deal = self.deal
        if deal is None or self._finished or self.config is None or self.config.autoplay:
            return False
        if self.guided:
            return False  # its scripted seats have played their steps
        return any(action.seat == self.human_seat for action in deal.history)

    def undo(self) -> bool:
        """Take back the human's last decision (and what the bots did after it).

        The deal then counts as practice. Bots decide from (seed, seat, action
        index), so if the human chooses the same again, everything repeats.
        """
        if not self.can_undo:
            return False
        assert self.deal is not None
        try:
            deal = undo(self.deal, self.human_seat)
        except RecordError as error:
            self.errorRaised.emit(str(error))
            return False
        self._reset()
        self.practice = True
        self._bots = self._make_bots(deal)
        self._attach(deal)
        self._deal_events = events_of(deal, self.human_seat)
        self.dealStarted.emit(observation_of(deal, self.human_seat))
        self.positionChanged.emit()
        self._pacer.schedule(0)
        return True

    def next_deal(self) -> None:
        """Deal again in the same match (only once the current deal is over)."""
        if self.match is None or self.deal is None or not self._finished:
            return
        if self.guided:  # the lesson is over: a match of the player's own begins
            assert self.config is not None
            self.new_session(replace(self.config, seed=None))
            return
        self._start_deal()

    @property
    def human_seat(self) -> int:
        return self.match.seat_of(HUMAN) if self.match is not None else 0

    @property
    def deal_over(self) -> bool:
        return self._finished

    @property
    def awaiting_human(self) -> bool:
        """The deal waits for the human's choice (and for nothing else)."""
        return self._asked_human

    def observation(self) -> Observation:
        """The human's observation now, with the match's players and totals."""
        assert self.deal is not None
        return observation_of(self.deal, self.human_seat)

    def shutdown(self) -> None:
        """Stop play for good and wait for a running bot (before the window goes)."""
        self._pacer.stop()
        self._generation += 1
        self._pool.waitForDone()

    # --------------------------------------------------------- human choices

    def choose(self, legal_id: int) -> bool:
        """Apply the human's legal action ``legal_id``; False (and a message) if refused."""
        if self.deal is None or not self._asked_human:
            return False
        observation = observation_of(self.deal, self.human_seat)
        entry = next((e for e in observation["legal"] if e["id"] == legal_id), None)
        if entry is None:
            self._error(lambda: self.tr("That choice is no longer possible."))
            return False
        self._asked_human = False
        self.humanActed.emit()
        self._apply(Action.from_json(entry["action"]))
        return True

    def discard(self, tile: int) -> bool:
        """The human discards ``tile`` (select-then-confirm ends here)."""
        if self.deal is None or not self._asked_human:
            return False
        observation = observation_of(self.deal, self.human_seat)
        for entry in observation["legal"]:
            if entry["kind"] == "discard" and entry["tiles"] == [tile]:
                return self.choose(entry["id"])
        if is_card_game(observation.get("variant")):
            self._error(lambda: self.tr("That card cannot be discarded now."))
        else:
            self._error(lambda: self.tr("That tile cannot be discarded now."))
        return False

    def request_hint(self) -> bool:
        """Ask a strong bot, on the worker, what it would do for the human now.

        The answer comes as ``hintReady``, unless the decision is gone by then
        (the human chose, undid, or a new deal began): a stale hint is dropped.
        False when nothing waits for the human's decision.
        """
        if self.deal is None or not self._asked_human or self._pacer.stopped:
            return False
        observation = self.observation()
        task = WorkerTask(
            partial(advise, observation), self._generation, self.human_seat, self._hint_signals
        )
        self._pool.start(task)
        return True

    def _hint_done(self, generation: int, _seat: int, hint: object) -> None:
        if generation == self._generation and self._asked_human:
            assert isinstance(hint, Hint)
            self.hintReady.emit(hint)

    def _hint_failed(self, generation: int, _seat: int, error: str) -> None:
        if generation == self._generation and self._asked_human:
            self.hint_failure = lambda: self.tr("No hint this time ({error}).").format(error=error)
            self.hintFailed.emit(self.hint_failure())

    def _error(self, text: Text) -> None:
        """``errorRaised`` with ``text`` now; ``error_text`` makes it again later."""
        self.error_text = text
        self.errorRaised.emit(text())

    # ------------------------------------------------------------ the deal

    def _start_deal(self) -> None:
        assert self.match is not None and self.config is not None
        self._reset()
        self.practice = False
        match = self.match  # its house rules hold for every deal
        deal = new_deal(match.variant, match.deal_seed(), dict(match.options), self._seating())
        self._bots = self._make_bots(deal)
        self._attach(deal)
        self.dealStarted.emit(observation_of(deal, self.human_seat))
        self._guarded(deal.start)
        self.positionChanged.emit()
        self._pacer.schedule(0)

    def _reset(self) -> None:
        """Forget the deal on the table: a bot still thinking about it is ignored."""
        self._pacer.reset()  # a hold for a tip of the old deal goes with it
        self.guided = False  # ``play_arranged`` says when the new one is guided
        self._generation += 1
        self._deal_events = []
        self._finished = False
        self._asked_human = False
        self._bot_pending = False

    def _seating(self) -> Seating:
        """Where the next deal sits in the match, with the bots' levels, for its record."""
        assert self.match is not None and self.config is not None
        seating = self.match.seating()
        human = None if self.config.autoplay else seating.human
        levels = ["" if seat == human else self.config.level for seat in range(self.match.players)]
        return replace(seating, human=human, bots=levels)

    def _make_bots(self, deal: Deal) -> dict[int, Bot]:
        assert self.match is not None and self.config is not None
        seed = bot_seed(deal.seed)
        return {
            seat: make_bot(self.config.level, seed)
            for seat in range(deal.seat_count)
            if seat != self.human_seat or self.config.autoplay
        }

    def _attach(self, deal: Deal) -> None:
        self.deal = deal
        seat = self.human_seat

        def listen(event: Event) -> None:
            if self.deal is not deal:
                return
            data = event_data(event, seat)
            self._deal_events.append(data)
            self._pacer.push(data, self._observe_now(deal))

        deal.subscribe(listen)

    def _observe_now(self, deal: Deal) -> Observation | None:
        """The observation right after an event; mid-action states may not build one."""
        try:
            return observation_of(deal, self.human_seat)
        except Exception:
            return None  # filled in from the state once the action is complete

    def _apply(self, action: Action, from_bot: bool = False) -> None:
        deal = self.deal
        assert deal is not None
        record, events_before = deal.record(), len(self._deal_events)
        self._generation += 1
        try:
            deal.apply(action)
        except IllegalActionError as error:  # the engine left the state untouched
            message = error.message.to_json()
            self._error(lambda: message_text(message))
            if from_bot:  # a bot bug: play on with a safe choice instead of asking again
                self._fallback(action.seat)
                return
        except ValueError as error:
            self.errorRaised.emit(str(error))
        except Exception as error:
            self._recover(record, events_before, error)
            return
        else:
            self._failures = 0
            self.positionChanged.emit()
        self._pacer.schedule(0)

    def _fallback(self, seat: int) -> None:
        """Pass if possible, else the first legal choice (after a bot failed)."""
        deal = self.deal
        assert deal is not None
        legal = observation_of(deal, seat)["legal"]
        entry = next((e for e in legal if e["kind"] == "pass"), legal[0] if legal else None)
        if entry is not None:
            self._apply(Action.from_json(entry["action"]))
        else:
            self._pacer.schedule(0)

    def _guarded(self, step: Callable[[], None]) -> None:
        assert self.deal is not None
        record, events_before = self.deal.record(), len(self._deal_events)
        try:
            step()
        except Exception as error:
            self._recover(record, events_before, error)

    def _recover(self, record: dict[str, Any], events_before: int, error: Exception) -> None:
        """Rebuild the deal as it was before a failed step and tell the player.

        Play goes on from there; after MAX_RECOVERIES failures in a row it stops
        (the same step would fail again) and the player is asked to start anew.
        """
        self._failures += 1
        if self._failures > MAX_RECOVERIES:
            self._pacer.halt()
            self._error(
                lambda: self.tr(
                    "The rules engine keeps failing ({error}): start a new game."
                ).format(error=repr(error))
            )
            return
        self._error(
            lambda: self.tr("The rules engine failed ({error}); the deal was restored.").format(
                error=repr(error)
            )
        )
        self._pacer.clear()
        try:
            deal = replay(record)
        except ValueError as replay_error:
            why = str(replay_error)  # the name of an except clause is gone after it
            self._error(
                lambda: self.tr(
                    "The deal could not be restored ({error}): start a new game."
                ).format(error=why)
            )
            return
        deal.seating = self._seating()
        del self._deal_events[events_before:]  # what the failed step emitted never happened
        self._attach(deal)
        self.dealStarted.emit(observation_of(deal, self.human_seat))
        self._pacer.schedule(0)

    # ------------------------------------------------------------ pacing

    def pace_on_view(self, settled: SignalInstance) -> None:
        """Wait for the table's animations too (``EventPacer.pace_on_view``)."""
        self._pacer.pace_on_view(settled)

    def _show(self, event: EventData, observation: Observation | None) -> None:
        if observation is None:
            assert self.deal is not None  # a reset empties the queue
            observation = observation_of(self.deal, self.human_seat)
        self.eventPlayed.emit(event, observation)

    def _pause_after(self, event: EventData) -> int:
        return pause_ms(event, self.bot_pace_ms, self.human_seat)

    def _decide(self) -> None:
        deal = self.deal
        if deal is None or self._bot_pending or self._asked_human:
            return
        if deal.is_over:
            self._finish()
            return
        waiting = deal.to_act()
        bot_seats = [s for s in waiting if s in self._bots]
        if bot_seats:
            self._ask_bot(deal, bot_seats[0])
        elif self.human_seat in waiting:
            observation = self.observation()
            kinds = {e["kind"] for e in observation["legal"]}
            if kinds == {"pass"}:  # nothing to choose: answer at once, like a bot would
                self._apply(Action.from_json(observation["legal"][0]["action"]))
                return
            self._asked_human = True
            self.humanToAct.emit(observation)
            self.idle.emit()

    def _ask_bot(self, deal: Deal, seat: int) -> None:
        self._bot_pending = True
        observation = observation_of(deal, seat)
        work = partial(self._bots[seat].choose, observation)
        task = WorkerTask(work, self._generation, seat, self._signals)
        self._pool.start(task)

    def _bot_done(self, generation: int, seat: int, action: object) -> None:
        if generation != self._generation:
            return  # stale: the position it was chosen for is gone
        self._bot_pending = False
        assert isinstance(action, Action)
        self._apply(action, from_bot=True)

    def _bot_failed(self, generation: int, seat: int, error: str) -> None:
        if generation != self._generation:
            return
        self._bot_pending = False
        self._error(
            lambda: self.tr("A bot failed ({error}); it passes or plays its first choice.").format(
                error=error
            )
        )
        self._fallback(seat)

    def _finish(self) -> None:
        if self._finished:
            return
        deal, match = self.deal, self.match
        assert deal is not None and match is not None
        self._finished = True
        seat_players = [match.player_at(s) for s in range(match.players)]
        deal_index = match.deal_index
        match.finish_deal(deal)
        summary = summarise_deal(
            deal, self._deal_events, seat_players, list(match.totals), deal_index
        )
        # The deal's statistics are written (on dealEnded) before the autosave
        # that marks it finished: a kill between the two then loses nothing.
        self.dealEnded.emit(summary)
        self.positionChanged.emit()  # the match has moved on: its totals, its next deal
        self.idle.emit()
