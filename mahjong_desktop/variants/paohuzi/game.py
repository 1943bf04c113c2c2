"""A Paohuzi (Zipai) deal for three players on the shared engine.

The cycle of the rule book: the dealer discards first (unless the card count
says no discard is owed); then each step one player reveals the top stock
card. A revealer holding a pair or a kan of it must make a wei or ti; otherwise
a claim window settles the card by the ladder win > pao/peng > chi (ties in
turn order from the card's source). An untaken card stays face up in front of
the seat that played it and the next player reveals. A player who melds and
owes a discard discards, and the player after them reveals.

Seats are 0 (the human), 1 and 2, playing in that order; the dealer is drawn
from the deal's rng. Physical cards are ints 0-79.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Act, Action
from mahjong_desktop.engine.claims import ClaimWindow
from mahjong_desktop.engine.game import Game
from mahjong_desktop.engine.melds import Meld
from mahjong_desktop.engine.refusals import Refusal, RefusalMemory
from mahjong_desktop.engine.wall import StockPile
from mahjong_desktop.variants.paohuzi.cards import NUM_CARDS, kind_of
from mahjong_desktop.variants.paohuzi.claims import Offer, claim_options, claim_rank
from mahjong_desktop.variants.paohuzi.discard_rule import locked_kinds
from mahjong_desktop.variants.paohuzi.groups import GroupKind
from mahjong_desktop.variants.paohuzi.scoring import heavenly
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat
from mahjong_desktop.variants.paohuzi.wins import PaohuziWin

DEALER_CARDS = 21
OTHER_CARDS = 20


class Phase(StrEnum):
    DISCARD = "discard"  # the current seat owes a discard
    CLAIM = "claim"  # seats answer a public card
    ENDED = "ended"


class PaohuziGame(Game):
    variant: ClassVar[str] = "paohuzi"
    seat_count: ClassVar[int] = 3
    seat_names: ClassVar[tuple[str, ...]] = ("0", "1", "2")

    def __init__(self, seed: int, options: dict[str, Any] | None = None) -> None:
        super().__init__(seed, options)
        self.seats = [PaohuziSeat() for _ in range(self.seat_count)]
        self.refusals = RefusalMemory(self.seat_count)
        self.wins: list[PaohuziWin] = []
        self.phase = Phase.DISCARD
        self.window: ClaimWindow | None = None
        cards = list(range(NUM_CARDS))
        self.rng.shuffle(cards)
        self.dealer = self.rng.randrange(self.seat_count)
        self.current = self.dealer
        self.shown: int | None = None  # the dealer's face-up dealt card
        self.stock = StockPile([])
        self._deal(cards)

    # ---------------------------------------------------------------- setup

    def _deal(self, cards: list[int]) -> None:
        self.emit("deal_start", self.dealer, dealer=self.dealer)
        for seat in self.turn_order(self.dealer):
            size = DEALER_CARDS if seat == self.dealer else OTHER_CARDS
            self.seats[seat].hand, cards = cards[:size], cards[size:]
            self.emit_private("dealt", seat, ("cards",), cards=list(self.seats[seat].hand))
        self.stock = StockPile(cards)
        self.shown = self.seats[self.dealer].hand[-1]
        self.emit("shown", self.dealer, card=self.shown)
        self.begin()

    def begin(self) -> None:
        """Turn dealt fours into ti, check the heavenly win, then start the play.

        Also the start of an arranged position (``arrange``).
        """
        for seat in self.turn_order(self.dealer):
            self._dealt_ti(seat)
        for seat in self.turn_order(self.dealer):
            melds = self.seats[seat].melds
            dealt = [kind_of(c) for m in melds if m.kind == GroupKind.TI for c in m.tiles]
            result = heavenly(dealt + self.seats[seat].hand_kinds())
            if result is not None:
                self._record_win(PaohuziWin(seat, None, None, result), "heavenly")
                return
        if self.seats[self.dealer].owes_discard():
            self._ask_discard(self.dealer)
        else:
            self._reveal(self._next(self.dealer))

    def _dealt_ti(self, seat: int) -> None:
        state = self.seats[seat]
        for kind in sorted(locked_kinds(state.hand)):
            same = state.same(kind)
            if len(same) == 4:
                for card in same:
                    state.hand.remove(card)
                self._add_meld(seat, Meld(str(GroupKind.TI), tuple(same)), "dealt")

    # --------------------------------------------------------- legal actions

    def legal_actions(self, seat: int) -> list[Action]:
        if self.phase is Phase.CLAIM:
            assert self.window is not None
            return self.window.legal_for(seat)
        if self.phase is Phase.DISCARD and seat == self.current:
            return [Action(seat, Act.DISCARD, (c,)) for c in self.seats[seat].discard_choices()]
        return []

    def explain(self, action: Action) -> str:
        """The rule that makes ``action`` illegal, in the rule book's words."""
        if self.is_over:
            return "the deal is over"
        card = self.window.tile if self.window is not None else None
        if action.kind is Act.WIN and self.window is not None:
            if self.window.reason == Offer.DISCARD:
                return "one can win only on a card revealed from the stock, not on a discard"
            if self.seats[action.seat].dead:
                return "a dead hand can not win"
        if action.kind in (Act.CHI, Act.PENG) and card is not None:
            if self.seats[action.seat].dead:
                return "a dead hand may only reveal and make pao or ti"
            if self.refusals.refused(action.seat, kind_of(card)):
                return "a stinking card: you refused or discarded this card earlier"
        if action.kind is Act.DISCARD and self.phase is Phase.DISCARD:
            hand = self.seats[action.seat].hand
            if action.seat == self.current and action.tiles and action.tiles[0] in hand:
                return "a kan can not be split or discarded from"
        return super().explain(action)

    # ----------------------------------------------------------- performing

    def _perform(self, action: Action) -> None:
        if self.phase is Phase.CLAIM:
            assert self.window is not None
            self.window.answer(action)
            if self.window.complete:
                self._close_window()
        else:
            self._discard(action)

    def _ask_discard(self, seat: int) -> None:
        self.current = seat
        self.phase = Phase.DISCARD
        self.emit("discard_owed", seat)

    def _discard(self, action: Action) -> None:
        seat, card = action.seat, action.tiles[0]
        self.seats[seat].hand.remove(card)
        self.refusals.remember(seat, kind_of(card), Refusal.DISCARDED)
        self.emit("discard", seat, card=card)
        self._open_window(card, seat, Offer.DISCARD)

    def _reveal(self, seat: int) -> None:
        """The next step: ``seat`` reveals the top stock card (or the stock runs out)."""
        self.current = seat
        if not len(self.stock):
            self.phase = Phase.ENDED
            self.end("exhausted")
            return
        card = self.stock.draw()
        self.emit("reveal", seat, card=card, stock=len(self.stock))
        state = self.seats[seat]
        same = state.same(kind_of(card))
        if len(same) == 3:
            self._mandatory(seat, GroupKind.TI, (*same, card))
        elif len(same) == 2 and not state.dead:
            self._mandatory(seat, GroupKind.WEI, (*same, card))
        else:
            self._open_window(card, seat, Offer.REVEAL)

    def _mandatory(self, seat: int, kind: GroupKind, cards: tuple[int, ...]) -> None:
        """The revealer's wei or ti; then only the revealer's own win is asked."""
        for card in cards[:-1]:
            self.seats[seat].hand.remove(card)
        self._add_meld(seat, Meld(str(kind), tuple(sorted(cards)), claimed=cards[-1]), "mandatory")
        state = self.seats[seat]
        if not state.dead and state.standing_win() is not None:
            options = {seat: [Action(seat, Act.WIN, (cards[-1],))]}
            self._start_window(cards[-1], seat, Offer.MANDATORY, options)
        else:
            self._after_meld(seat)

    def _open_window(self, card: int, source: int, offer: Offer) -> None:
        options = {}
        for seat in range(self.seat_count):
            stinking = self.refusals.refused(seat, kind_of(card))
            claims = claim_options(
                seat, self.seats[seat], card, source, offer, self.seat_count, stinking
            )
            if claims:
                options[seat] = claims
        if options:
            self._start_window(card, source, offer, options)
        else:
            self._unclaimed(card, source)

    def _start_window(
        self, card: int, source: int, offer: Offer, options: dict[int, list[Action]]
    ) -> None:
        self.window = ClaimWindow(card, source, str(offer), self.seat_count, options)
        self.phase = Phase.CLAIM
        # Who may claim stays private: it would tell the table who holds a pair.
        self.emit("claim_window", source, card=card, reason=str(offer))

    def _close_window(self) -> None:
        window = self.window
        assert window is not None
        self.window = None
        kind = kind_of(window.tile)
        for seat, answer in window.responses.items():
            could_meld = any(a.kind in (Act.CHI, Act.PENG) for a in window.options[seat])
            if answer.kind is Act.PASS and could_meld:
                self.refusals.remember(seat, kind, Refusal.PASSED)
        awarded = window.resolve(claim_rank)
        if window.reason == Offer.MANDATORY:
            if awarded:
                self._win_standing(window.source, window.tile)
            else:
                self._after_meld(window.source)
        elif not awarded:
            self._unclaimed(window.tile, window.source)
        elif awarded[0].kind is Act.WIN:
            self._win_on(awarded[0].seat, window.tile, window.source)
        else:
            self._claim_meld(awarded[0], window.tile, window.source)

    def _unclaimed(self, card: int, source: int) -> None:
        self.seats[source].public.append(card)
        self.emit("face_up", source, card=card)
        self._reveal(self._next(source))

    def _claim_meld(self, claim: Action, card: int, source: int) -> None:
        seat, state = claim.seat, self.seats[claim.seat]
        if claim.kind is Act.PAO and claim.choice in (GroupKind.WEI, GroupKind.PENG):
            index = state.meld_index(GroupKind(claim.choice), kind_of(card))
            assert index is not None
            old = state.melds.pop(index)
            tiles = tuple(sorted((*old.tiles, card)))
            self._add_meld(seat, Meld(str(GroupKind.PAO), tiles, card, source), "claim")
        elif claim.kind is Act.CHI:
            for c in (*claim.tiles, *(c for group in claim.groups for c in group)):
                state.hand.remove(c)
            main = Meld(str(GroupKind.CHI), tuple(sorted((*claim.tiles, card))), card, source)
            self._add_meld(seat, main, "claim")
            for group in claim.groups:
                self._add_meld(seat, Meld(str(GroupKind.CHI), tuple(sorted(group))), "bi")
        else:
            for c in claim.tiles:
                state.hand.remove(c)
            name = GroupKind.PAO if claim.kind is Act.PAO else GroupKind.PENG
            tiles = tuple(sorted((*claim.tiles, card)))
            self._add_meld(seat, Meld(str(name), tiles, card, source), "claim")
        self._after_meld(seat)

    def _after_meld(self, seat: int) -> None:
        """Discard if one is owed; a hand that owes one but has none left is dead."""
        state = self.seats[seat]
        if state.owes_discard():
            if state.discard_choices():
                self._ask_discard(seat)
                return
            state.dead = True
            self.emit("dead_hand", seat)
        self._reveal(self._next(seat))

    def _add_meld(self, seat: int, meld: Meld, how: str) -> None:
        self.seats[seat].melds.append(meld)
        self.emit(
            "meld",
            seat,
            kind=meld.kind,
            tiles=list(meld.tiles),
            claimed=meld.claimed,
            source=meld.from_seat,
            how=how,
        )

    # ----------------------------------------------------------------- wins

    def _win_on(self, seat: int, card: int, source: int) -> None:
        result = self.seats[seat].win_on(card, seat == source)
        assert result is not None
        self.seats[seat].hand.append(card)
        self._record_win(PaohuziWin(seat, card, source, result), "win")

    def _win_standing(self, seat: int, card: int) -> None:
        result = self.seats[seat].standing_win()
        assert result is not None
        self._record_win(PaohuziWin(seat, card, seat, result), "win")

    def _record_win(self, win: PaohuziWin, reason: str) -> None:
        self.wins.append(win)
        self.emit("win", win.seat, **win.to_json(), hand=sorted(self.seats[win.seat].hand))
        for payer in range(self.seat_count):
            if payer != win.seat:
                self.pay(payer, win.seat, win.tun, reason)
        self.phase = Phase.ENDED
        self.end(reason)

    # ---------------------------------------------------------------- seats

    def _next(self, seat: int) -> int:
        return (seat + 1) % self.seat_count

    def turn_order(self, start: int) -> list[int]:
        return [(start + i) % self.seat_count for i in range(self.seat_count)]

    # ----------------------------------------------------------- inspection

    def in_flight(self) -> int | None:
        """The public card being claimed, if it lies in no hand, meld or pile yet."""
        if self.window is None or self.window.reason == Offer.MANDATORY:
            return None
        return self.window.tile

    def all_cards(self) -> list[int]:
        """Every physical card wherever it is: hands, melds, face-up piles, stock, window."""
        cards = self.stock.cards()
        for s in self.seats:
            cards += s.hand + s.public + [c for m in s.melds for c in m.tiles]
        flying = self.in_flight()
        return cards if flying is None else [*cards, flying]

    def state(self) -> dict[str, Any]:
        return {
            "phase": self.phase.value,
            "dealer": self.dealer,
            "current": self.current,
            "shown": self.shown,
            "seats": [s.to_json() for s in self.seats],
            "stock": self.stock.cards(),
            "window": self.window.state() if self.window else None,
            "refusals": self.refusals.state(),
            "wins": [w.to_json() for w in self.wins],
            **self.base_state(),
        }

    def observation(self, seat: int) -> dict[str, Any]:
        own = self.seats[seat]
        shown = self.shown if self.shown in self.seats[self.dealer].hand else None
        return {
            **self.base_observation(seat),
            "phase": self.phase.value,
            "current": self.current,
            "dealer": self.dealer,
            "hand": sorted(own.hand),
            "hand_sizes": [len(s.hand) for s in self.seats],
            "melds": [[m.to_json() for m in s.melds] for s in self.seats],
            "public": [list(s.public) for s in self.seats],
            "shown": shown,
            "dead": [s.dead for s in self.seats],
            "stinking": self.refusals.kinds(seat),
            "offered": self.window.tile if self.window else None,
            "offered_by": self.window.source if self.window else None,
            "offer_reason": self.window.reason if self.window else None,
            "stock": len(self.stock),
            "wins": [w.to_json() for w in self.wins],
        }

    # ------------------------------------------------------------ arranging

    def arrange(
        self,
        hands: Sequence[list[int]],
        stock: Sequence[int],
        *,
        dealer: int = 0,
        melds: Sequence[Sequence[Meld]] = ((), (), ()),
        public: Sequence[int] = (),
        dead: Sequence[int] = (),
    ) -> None:
        """Restart the deal from an exact position (tests, tutorials, puzzles).

        ``stock`` lists the cards to reveal, the next one first; ``public``
        holds the cards left over, put face up in front of the dealer so all
        80 stay accounted for; ``dead`` seats start with a dead hand. The deal
        then starts as after a real deal.
        """
        self.seats = [
            PaohuziSeat(list(hand), list(seat_melds))
            for hand, seat_melds in zip(hands, melds, strict=True)
        ]
        self.seats[dealer].public = list(public)
        for seat in dead:
            self.seats[seat].dead = True
        self.stock = StockPile(list(reversed(stock)))
        self.refusals.clear()
        self.wins, self.ledger, self.window = [], [], None
        self.dealer = self.current = dealer
        self.shown = None
        self.end_reason = None
        self.phase = Phase.DISCARD
        self.begin()
