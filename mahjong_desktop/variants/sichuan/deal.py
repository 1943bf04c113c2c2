"""A Sichuan bloody-battle mahjong deal on the shared mahjong flow.

108 suit tiles, no dead wall, a secret missing-suit declaration, no chows,
several winners on one discard, play going on after wins, kong payments as
they happen and the end-of-wall settlement. The house rules read here: the fan
limit and self-draw bonus (``scoring.Scoring``) and call transfer
(``call_transfer``).
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from functools import cached_property
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Act, Action, Meld
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import Unseen
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.observer import DealObserver
from mahjong_desktop.engine.wall import WallLayout
from mahjong_desktop.variants.house_rules import WithHouseRules
from mahjong_desktop.variants.mahjong import dealing
from mahjong_desktop.variants.mahjong.deal import MahjongDeal
from mahjong_desktop.variants.mahjong.seats import Moment, Win
from mahjong_desktop.variants.mahjong.shapes import (
    is_seven_pairs,
    is_standard_win,
    seven_pairs_waits,
    standard_waits,
)
from mahjong_desktop.variants.mahjong.win_situation import ScoredHand
from mahjong_desktop.variants.sichuan import call_transfer, scoring
from mahjong_desktop.variants.sichuan import exchange as three_tiles
from mahjong_desktop.variants.sichuan.unseen import SichuanUnseen
from mahjong_desktop.variants.sichuan.views import SichuanObserver

_NO_WIN = ScoredHand(win=False, valid=False, total=0, reason=scoring.NOT_A_WIN)
KONG_CAUSES = {"exposed": "exposed_kong", "added": "added_kong", "concealed": "concealed_kong"}
KONG_CHARGES = {
    "exposed": scoring.EXPOSED_KONG_CHARGE,
    "added": scoring.ADDED_KONG_CHARGE,
    "concealed": scoring.CONCEALED_KONG_CHARGE,
}

# A suit's first kind, in kind order: m 0-8, p 9-17, s 18-26.
_SUIT_FIRST = {suit: 9 * index for index, suit in enumerate(scoring.SUITED_SUITS)}


class SichuanDeal(WithHouseRules, MahjongDeal):
    variant: ClassVar[str] = "sichuan"
    layout: WallLayout = WallLayout((14, 13, 14, 13), dead_stacks=0)
    score_unit: ClassVar[str] = "fan"
    tile_ids: Sequence[int] = range(108)
    allows_chow: ClassVar[bool] = False
    several_winners: ClassVar[bool] = True
    plays_on_after_win: ClassVar[bool] = True
    declaration_choices: ClassVar[tuple[str, ...]] = ("m", "p", "s")
    unseen: ClassVar[Unseen[Any]] = SichuanUnseen()
    observer: ClassVar[DealObserver[Any]] = SichuanObserver()
    exchange: three_tiles.Exchange | None = None  # with the exchange rule, from the dealing on
    moment_names: ClassVar[dict[str, str]] = {
        Moment.LAST_TILE_DRAW: "last_tile",
        Moment.LAST_DISCARD: "last_tile",
        Moment.DEALER_FIRST_TURN: "",  # no heavenly hand in Sichuan
    }
    # Call transfer (house rule): the latest kong's payments, and those already passed on.
    kong_collection: call_transfer.KongCollection | None = None
    transferred: frozenset[int] = frozenset()

    @cached_property
    def house_scoring(self) -> scoring.Scoring:
        """The fan limit and self-draw bonus in force (house rules)."""
        return scoring.Scoring.of(self.rules)

    # ---------------------------------------------------- the exchange
    # A house rule: before the declaration (``exchange``), in the declaration's
    # phase, as it is a secret choice of every seat at once too.

    def _deal_out(self) -> None:
        exchanging = bool(self.rules["exchange"])
        dealing.deal_out(self, announce=not exchanging)
        if exchanging:
            self._open_exchange()

    def _arrange(self, position: dict[str, Any]) -> None:
        exchanging = bool(self.rules["exchange"]) and not position.get("choices")
        dealing.arrange(self, position, announce=not exchanging)
        if exchanging:
            self._open_exchange()

    def _open_exchange(self) -> None:
        self.exchange = three_tiles.Exchange()
        self.emit("exchange_start", None, count=three_tiles.PASSED)

    def _declare_actions(self, seat: int) -> list[Action]:
        if self.exchange is not None and not self.exchange.done:
            return three_tiles.actions(self, seat)
        return super()._declare_actions(seat)

    def _play(self, action: Action) -> None:
        if action.kind is Act.EXCHANGE:
            if three_tiles.choose(self, action):
                dealing.announce_declaration(self)
            return
        super()._play(action)

    def _clone_into(self, twin: Deal) -> None:
        super()._clone_into(twin)
        assert isinstance(twin, SichuanDeal)
        if self.exchange is not None:
            twin.exchange = self.exchange.copy()
            if not self.exchange.done:  # the dice are still to roll: not with our generator
                twin.rng = random.Random()
                twin.rng.setstate(self.rng.getstate())

    def state(self) -> dict[str, Any]:
        data = super().state()
        if self.exchange is not None:  # a deal without the rule keeps its state as it was
            data["exchange"] = self.exchange.state()
        return data

    # ------------------------------------------------------ missing suit

    def holds_missing(self, seat: int) -> bool:
        """Whether ``seat`` still holds a tile of its declared missing suit (asked for
        every claim and win check, so read from the hand's remembered counts)."""
        suit = self.seats[seat].choice
        if not suit:  # not declared yet
            return False
        first = _SUIT_FIRST[suit]
        return any(self.hand_index(seat).counts[first : first + 9])

    def missing_tiles(self, seat: int) -> list[int]:
        """``seat``'s tiles of its missing suit, in the order the hand holds them."""
        suit = self.seats[seat].choice
        if not suit:  # not declared yet
            return []
        first, kinds = _SUIT_FIRST[suit], self.kind_table()  # a suit's kinds run from its 1
        return [t for t in self.seats[seat].hand if first <= kinds[t] < first + 9]

    def may_claim(self, seat: int, tile: int) -> bool:
        return not self.holds_missing(seat)

    def may_win(self, seat: int) -> bool:
        return not self.holds_missing(seat)

    def discard_choices(self, seat: int) -> list[int]:
        if self.holds_missing(seat):  # from the counts: most turns hold none
            return self.missing_tiles(seat)
        return list(self.seats[seat].hand)

    def explain(self, action: Action) -> Message:
        seat = action.seat
        if action.kind is Act.CHOW:
            return Message("illegal.no_chows")
        if action.kind is Act.EXCHANGE and three_tiles.actions(self, seat):
            faces = [self.face_of(t) if t in self.tile_ids else str(t) for t in action.tiles]
            return Message("illegal.exchange_one_suit", {"tiles": faces})
        if self.is_over or not self.holds_missing(seat) or not self.legal_actions(seat):
            return super().explain(action)
        suit = {"suit": self.seats[seat].choice}
        if action.kind is Act.DISCARD and action.tiles and action.tiles[0] in self.seats[seat].hand:
            return Message("illegal.discard_missing_first", suit)
        if action.kind in (Act.PUNG, Act.KONG, Act.CONCEALED_KONG, Act.ADDED_KONG, Act.WIN):
            return Message("illegal.missing_suit_held", suit)
        return super().explain(action)

    # ----------------------------------------------------------- scoring

    def has_winning_shape(self, counts: Sequence[int], melds: int) -> bool:
        return is_standard_win(counts) or (not melds and is_seven_pairs(counts, True))

    def shape_waits(self, counts: Sequence[int], melds: int) -> set[int]:
        waits = standard_waits(counts)
        if not melds:
            waits |= seven_pairs_waits(counts, quads_as_two_pairs=True)
        return waits

    def score_win(self, seat: int, tile: int, self_drawn: bool, moments: frozenset[str]) -> Any:
        counts = self.concealed_counts(seat, None if self_drawn else tile)
        if not self.has_winning_shape(counts, len(self.seats[seat].melds)):
            return _NO_WIN
        situation = self.situation(
            seat, tile, self_drawn, moments, missing_suit=self.seats[seat].choice
        )
        return scoring.score_hand(situation, self.house_scoring)

    def ready_value(self, seat: int) -> int | None:
        """The best value ``seat`` could win with, or None when it is not ready."""
        state = self.seats[seat]
        return scoring.ready_value(
            self.kinds(state.hand), self.meld_shapes(seat), state.choice, self.house_scoring
        )

    # ---------------------------------------------------------- payments

    def _active_opponents(self, seat: int) -> list[int]:
        return [s for s in range(self.seat_count) if s != seat and self.seats[s].active]

    def settle_win(self, wins: list[Win]) -> None:
        for win in wins:
            points = win.score.points
            if win.from_seat is None:
                for payer in self._active_opponents(win.seat):
                    payment = scoring.self_draw_payment(points, self.house_scoring)
                    self.pay(payer, win.seat, payment, "self_drawn_win")
            else:
                robbed = Moment.ROBBING_KONG in win.moments
                cause = "robbing_the_kong" if robbed else "win_on_discard"
                self.pay(win.from_seat, win.seat, scoring.discard_win_payment(points), cause)
        call_transfer.transfer(self, wins)

    def settle_kong(self, seat: int, meld: Meld, how: str) -> None:
        charge = KONG_CHARGES[how]
        cause = KONG_CAUSES[how]
        first_entry = len(self.ledger)
        if how == "exposed":
            assert meld.from_seat is not None
            self.pay(meld.from_seat, seat, charge, cause)
        else:
            for payer in self._active_opponents(seat):
                self.pay(payer, seat, charge, cause)
        call_transfer.note_kong(self, seat, first_entry)

    def settle_exhausted(self) -> None:
        """Tax refund, then flower pigs, then the ready-hand check, in the rule book's order."""
        playing = [s for s in range(self.seat_count) if self.seats[s].active]
        pigs = [s for s in playing if self.holds_missing(s)]
        ready = {s: v for s in playing if s not in pigs and (v := self.ready_value(s)) is not None}
        not_ready = [s for s in playing if s not in ready]
        kong_causes = set(KONG_CAUSES.values())
        for seat in not_ready:
            for payment in call_transfer.kept_kong_payments(self, seat, kong_causes):
                self.pay(seat, payment.payer, payment.amount, "kong_tax_refund")
        # A flower pig pays the most a win is worth: 32 at the sheet's 5 fan limit.
        penalty = scoring.base_points(self.house_scoring.fan_limit, self.house_scoring)
        for pig in pigs:
            for other in range(self.seat_count):
                if other not in pigs:
                    self.pay(pig, other, penalty, "flower_pig")
        for payer in not_ready:
            if payer in pigs:
                continue
            for receiver, value in ready.items():
                self.pay(payer, receiver, value, "not_ready")
        self.emit("settlement", None, pigs=pigs, ready=sorted(ready), not_ready=not_ready)
