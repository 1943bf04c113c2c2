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
from operator import attrgetter
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Act, Action, Meld, discard_actions
from mahjong_desktop.engine.cycle import ClaimWindow, Phase, turn_order
from mahjong_desktop.engine.deal import Deal, per_seat, position_tiles, seat_number
from mahjong_desktop.engine.determinize import Unseen
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.observer import DealObserver
from mahjong_desktop.engine.outcome import EndReason, WinOutcome
from mahjong_desktop.engine.wall import StockPile
from mahjong_desktop.variants.house_rules import WithHouseRules
from mahjong_desktop.variants.paohuzi.cards import CARD_KINDS, NUM_CARDS, card_name, kind_of
from mahjong_desktop.variants.paohuzi.claims import (
    Offer,
    claim_options,
    claim_rank,
    offer_of,
    window_claims,
)
from mahjong_desktop.variants.paohuzi.discard_rule import (
    check_card_totals,
    check_meld_shapes,
    meld_entries,
)
from mahjong_desktop.variants.paohuzi.groups import GroupKind
from mahjong_desktop.variants.paohuzi.refusals import Refusal, RefusalMemory
from mahjong_desktop.variants.paohuzi.scoring import HEAVENLY_KAN, HEAVENLY_TI, heavenly
from mahjong_desktop.variants.paohuzi.seat import PaohuziSeat
from mahjong_desktop.variants.paohuzi.unseen import PaohuziUnseen
from mahjong_desktop.variants.paohuzi.views import PaohuziObserver
from mahjong_desktop.variants.paohuzi.wins import PaohuziWin, minimum, tally

_FACES = tuple(card_name(kind_of(c)) for c in range(NUM_CARDS))
DEALER_CARDS = 21
OTHER_CARDS = 20


_MELDS = frozenset({Act.CHI, Act.PENG})  # claims a pass on which makes a card stinking
_KIND = attrgetter("kind")


class PaohuziDeal(WithHouseRules, Deal):
    variant: ClassVar[str] = "paohuzi"
    seat_count: ClassVar[int] = 3
    seat_names: ClassVar[tuple[str, ...]] = ("0", "1", "2")
    observer: ClassVar[DealObserver[Any]] = PaohuziObserver()
    unseen: ClassVar[Unseen[Any]] = PaohuziUnseen()

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.minimum = minimum(self.rules)  # the huxi a win needs (``min_huxi``)
        self.seats = [PaohuziSeat(minimum=self.minimum) for _ in range(self.seat_count)]
        self.refusals = RefusalMemory(self.seat_count)
        self.wins: list[PaohuziWin] = []
        self.shown: int | None = None  # the dealer's face-up dealt card
        self.stock = StockPile(list(range(NUM_CARDS)))

    # ---------------------------------------------------------------- setup

    def _deal_out(self) -> None:
        cards = list(range(NUM_CARDS))
        self.rng.shuffle(cards)
        self.dealer = self.current = self.rng.randrange(self.seat_count)
        self.emit("deal_start", self.dealer, dealer=self.dealer, deal=self.seating.deal_index)
        for seat in self.turn_order(self.dealer):
            size = DEALER_CARDS if seat == self.dealer else OTHER_CARDS
            self.seats[seat].hand, cards = cards[:size], cards[size:]
            if not self.quiet:
                hand = list(self.seats[seat].hand)
                self.emit_private("deal_step", seat, {"tiles": hand}, count=size, stacks=[])
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
            state = self.seats[seat]
            counts = state.counts()
            ti_cards = sum(len(m.tiles) for m in state.melds if m.kind == GroupKind.TI)
            if ti_cards // 4 + counts.count(4) < HEAVENLY_TI and counts.count(3) < HEAVENLY_KAN:
                continue  # too few ti and kans to look for (``scoring.heavenly``)
            dealt = [kind_of(c) for m in state.melds if m.kind == GroupKind.TI for c in m.tiles]
            result = heavenly(dealt + state.hand_kinds())
            if result is not None:
                won = PaohuziWin(seat, None, None, result, tally(result, self.rules, True))
                self._record_win(won, EndReason.HEAVENLY)
                return
        if self.seats[self.dealer].owes_discard():
            self._ask_discard(self.dealer)
        else:
            self.play_on_from(self.dealer)

    def _dealt_ti(self, seat: int) -> None:
        state = self.seats[seat]
        counts = state.counts()
        if 4 not in counts:  # looked for in C: most hands are dealt no four
            return
        for kind in [k for k, count in enumerate(counts) if count == 4]:
            same = state.same(kind)
            if len(same) == 4:
                state.take(tuple(same))
                self._add_meld(seat, Meld(str(GroupKind.TI), tuple(same)), "dealt")

    # --------------------------------------------------------- legal actions

    def _turn_actions(self, seat: int) -> list[Action]:
        return discard_actions(seat, self.seats[seat].discard_choices())

    def explain(self, action: Action) -> Message:
        """The rule that makes ``action`` illegal, in the rule book's words."""
        if self.is_over:
            return super().explain(action)
        card = self.window.tile if self.window is not None else None
        dead = 0 <= action.seat < self.seat_count and self.seats[action.seat].dead
        if action.kind is Act.WIN and self.window is not None:
            if self.window.reason == Offer.DISCARD:
                return Message("illegal.win_only_on_reveal")
            if dead:
                return Message("illegal.dead_hand_no_win")
        if action.kind in (Act.CHI, Act.PENG) and card is not None:
            if dead:
                return Message("illegal.dead_hand_no_meld")
            why = self.refusals.why(action.seat, kind_of(card))
            if why is not None:
                return Message(f"illegal.stinking_{why}")
        if action.kind is Act.DISCARD and self.phase is Phase.TURN:
            hand = self.seats[action.seat].hand
            if action.seat == self.current and action.tiles and action.tiles[0] in hand:
                return Message("illegal.kan_kept")
        return super().explain(action)

    # ----------------------------------------------------------- performing

    def _ask_discard(self, seat: int) -> None:
        self.current = seat
        self.phase = Phase.TURN
        if not self.quiet:  # no event data is built for a quiet deal
            self.emit("discard_owed", seat)

    def _discard(self, action: Action) -> None:
        seat, card = action.seat, action.tiles[0]
        self.seats[seat].take((card,))
        self.refusals.remember(seat, CARD_KINDS[card], Refusal.DISCARDED)
        if not self.quiet:
            self.emit("discard", seat, tile=card)
        self.open_window(card, seat, Offer.DISCARD)

    _play = _discard  # the one move of Paohuzi's that answers no window

    # The turn (``engine.cycle``): the revealer turns the top stock card face up,
    # announced on the revealer's turn.

    def _supply_left(self) -> bool:
        return len(self.stock) > 0

    def _supply_exhausted(self) -> None:
        self.end(EndReason.EXHAUSTED)

    def _bring_in(self, seat: int) -> None:
        """``seat`` reveals the top stock card: its own wei or ti takes it, or it is
        offered to the table."""
        card = self.stock.draw()
        if not self.quiet:
            self.emit("reveal", seat, card=card, stock=len(self.stock))
        state, kind = self.seats[seat], CARD_KINDS[card]
        held = state.counts()[kind]
        if held == 3 or (held == 2 and not state.dead):
            same = state.same(kind)
            mandatory = GroupKind.TI if held == 3 else GroupKind.WEI
            # A window on every reveal, so its presence tells nothing; the
            # revealer's own wei or ti takes the card before anyone may claim.
            if not self.quiet:
                reason = str(Offer.REVEAL)
                self.emit("claim_window", seat, source=seat, tile=card, reason=reason)
                awarded = [{"seat": seat, "kind": str(mandatory)}]
                self.emit("claim_closed", seat, tile=card, reason=reason, awarded=awarded)
            self._mandatory(seat, mandatory, (*same, card))
        else:
            self.open_window(card, seat, Offer.REVEAL)

    def _mandatory(self, seat: int, kind: GroupKind, cards: tuple[int, ...]) -> None:
        """The revealer's wei or ti; then only the revealer's own win is asked."""
        self.seats[seat].take(cards[:-1])
        self._add_meld(seat, Meld(str(kind), tuple(sorted(cards)), claimed=cards[-1]), "mandatory")
        state = self.seats[seat]
        if not state.dead and state.standing_win() is not None:
            options = {seat: [Action(seat, Act.WIN, (cards[-1],))]}
            # Asked in private: only the revealer may win on its own meld.
            self.open_window(cards[-1], seat, Offer.MANDATORY, options, private=True)
        else:
            self._after_meld(seat)

    def claim_rank(self, kind: Act) -> int:
        return claim_rank(kind)

    def _claim_options(self, seat: int, tile: int, source: int, reason: str) -> list[Action]:
        stinking = self.refusals.refused(seat, kind_of(tile))
        offer = offer_of(reason)
        return claim_options(seat, self.seats[seat], tile, source, offer, self.seat_count, stinking)

    def _window_options(self, tile: int, source: int, reason: str) -> dict[int, list[Action]]:
        # Every seat's ``_claim_options`` in one pass (``claims.window_claims``); the
        # game's own offers are named by ``Offer`` already.
        offer = reason if type(reason) is Offer else offer_of(reason)
        return window_claims(self.seats, tile, source, offer, self.refusals)

    def _nobody_claims(self, tile: int, source: int, reason: str) -> None:
        # ``_window_closed`` of an empty window: no refusal to remember, nothing awarded.
        if reason == Offer.MANDATORY:
            self._after_meld(source)
        else:
            self._unclaimed(tile, source)

    def _window_closed(self, window: ClaimWindow, awarded: list[Action]) -> None:
        kind = CARD_KINDS[window.tile]
        for seat, answer in window.responses.items():
            if answer.kind is Act.PASS and not _MELDS.isdisjoint(map(_KIND, window.options[seat])):
                self.refusals.remember(seat, kind, Refusal.PASSED)  # it could have melded
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
        if not self.quiet:
            self.emit("face_up", source, card=card)
        self.play_on_from(source)

    def _claim_meld(self, claim: Action, card: int, source: int) -> None:
        seat, state = claim.seat, self.seats[claim.seat]
        if claim.kind is Act.PAO and claim.choice in (GroupKind.WEI, GroupKind.PENG):
            index = state.meld_index(GroupKind(claim.choice), kind_of(card))
            assert index is not None
            old = state.melds.pop(index)
            tiles = tuple(sorted((*old.tiles, card)))
            self._add_meld(seat, Meld(str(GroupKind.PAO), tiles, card, source), "claim", index)
        elif claim.kind is Act.CHI:
            state.take((*claim.tiles, *(c for group in claim.groups for c in group)))
            main = Meld(str(GroupKind.CHI), tuple(sorted((*claim.tiles, card))), card, source)
            self._add_meld(seat, main, "claim")
            for group in claim.groups:
                self._add_meld(seat, Meld(str(GroupKind.CHI), tuple(sorted(group))), "bi")
        else:
            state.take(claim.tiles)
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
        self.play_on_from(seat)

    def _add_meld(self, seat: int, meld: Meld, how: str, replaces: int | None = None) -> None:
        """Lay ``meld``; ``replaces`` is the index of the seat's meld it grew from (a pao)."""
        self.seats[seat].melds.append(meld)
        if self.quiet:  # no event data is built for a quiet deal
            return
        data = {
            "kind": meld.kind,
            "tiles": list(meld.tiles),
            "claimed": meld.claimed,
            "source": meld.from_seat,
            "how": how,
            "replaces": replaces,
        }
        if meld.kind == GroupKind.WEI:  # laid face down: only its owner knows the cards
            secret = {"tiles": data["tiles"], "claimed": meld.claimed}
            self.emit_private(
                "meld", seat, secret, **{**data, "tiles": [-1] * len(meld.tiles), "claimed": None}
            )
        else:
            self.emit("meld", seat, **data)

    # ----------------------------------------------------------------- wins

    def _win_on(self, seat: int, card: int, source: int) -> None:
        result = self.seats[seat].win_on(card, seat == source)
        assert result is not None
        self.seats[seat].hand.append(card)
        won = PaohuziWin(seat, card, source, result, tally(result, self.rules))
        self._record_win(won, EndReason.WIN, taken=True)

    def _win_standing(self, seat: int, card: int) -> None:
        result = self.seats[seat].standing_win()
        assert result is not None
        self._record_win(
            PaohuziWin(seat, card, seat, result, tally(result, self.rules)), EndReason.WIN
        )

    def _record_win(self, win: PaohuziWin, reason: EndReason, taken: bool = False) -> None:
        """``taken``: the winning card joined the hand from the table."""
        self.wins.append(win)
        if not self.quiet:  # the scoring view is built for the event only
            self.emit(
                "win",
                win.seat,
                tile=win.card,
                source=win.from_seat,
                taken=taken,
                hand=sorted(self.seats[win.seat].hand),
                scoring=self.scoring_view(win),
            )
        cause = "heavenly_win" if reason is EndReason.HEAVENLY else "paohuzi_win"
        for payer in range(self.seat_count):
            if payer != win.seat:
                self.pay(payer, win.seat, win.tun, cause)
        self.end(reason)

    # ---------------------------------------------------------------- seats

    def turn_order(self, start: int) -> list[int]:
        return turn_order(start, self.seat_count)

    # ----------------------------------------------------------- inspection

    def in_flight(self) -> int | None:
        """The public card being claimed, if it lies in no hand, meld or pile yet."""
        if self.window is None or self.window.reason == Offer.MANDATORY:
            return None
        return self.window.tile

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

    # ------------------------------------------------------------ for search

    def _clone_into(self, twin: Deal) -> None:
        assert isinstance(twin, PaohuziDeal)
        twin.seats = [s.copy() for s in self.seats]
        twin.refusals = self.refusals.copy()
        twin.stock = self.stock.copy()
        twin.wins = list(self.wins)

    def win_outcomes(self) -> list[WinOutcome]:
        return [
            WinOutcome(w.seat, w.card, w.from_seat, (), self.scoring_view(w)) for w in self.wins
        ]

    face_table: ClassVar[Sequence[str]] = _FACES

    def face_of(self, tile: int) -> str:
        return _FACES[tile]

    def scoring_view(self, win: PaohuziWin) -> dict[str, Any]:
        """A win's score sheet: each group with its huxi (then its colour hand, if
        one is played), the total huxi and the tun paid."""
        colour = win.tally.pattern()
        return {
            "patterns": [
                {
                    "code": str(g.kind),
                    "value": g.huxi,
                    "label": Message(f"group.{g.kind}", {"group": str(g)}).to_json(),
                }
                for g in win.result.groups
            ]
            + ([colour] if colour is not None else []),
            "total": win.huxi,
            "unit": "huxi",
            "points": win.tun,
        }

    # ------------------------------------------------------------ arranging

    def _arrange(self, position: dict[str, Any]) -> None:
        """Start from an exact position (tests, tutorials, puzzles): ``position`` holds
        ``hands`` per seat, the ``stock`` in reveal order (next first), the ``dealer``,
        laid ``melds`` per seat (``{"kind", "tiles"}``), the ``public`` cards left
        over (face up before the dealer, so all 80 stay accounted for) and the
        ``dead`` seats. The deal then goes on as after a real deal."""
        if not isinstance(position, dict):
            raise ValueError("an arranged position must be an object")
        hands = per_seat(position["hands"], self.seat_count, "hands")
        written = per_seat(
            position.get("melds") or [[] for _ in hands], self.seat_count, "lists of melds"
        )
        entries = [meld_entries(seat_melds) for seat_melds in written]
        kinds = [kind for seat_melds in entries for kind, _ in seat_melds]
        meld_tiles = [tiles for seat_melds in entries for _, tiles in seat_melds]
        groups = [*hands, *meld_tiles, position.get("public", []), position["stock"]]
        *cards, public, stock = position_tiles(groups, NUM_CARDS)
        hands, laid_tiles = cards[: len(hands)], cards[len(hands) :]
        check_meld_shapes(kinds, laid_tiles)
        laid = iter(laid_tiles)
        melds = [[(kind, next(laid)) for kind, _ in seat_melds] for seat_melds in entries]
        dealer = seat_number(position.get("dealer", 0), self.seat_count, "dealer")
        check_card_totals(hands, melds, dealer)
        dead = position.get("dead", [])
        if not isinstance(dead, list):
            raise ValueError("the dead seats must be a list")
        self.seats = [
            PaohuziSeat(
                hand,
                [Meld(str(kind), tuple(tiles)) for kind, tiles in seat_melds],
                minimum=self.minimum,
            )
            for hand, seat_melds in zip(hands, melds, strict=True)
        ]
        self.seats[dealer].public = public
        for seat in dead:
            self.seats[seat_number(seat, self.seat_count, "a dead seat")].dead = True
        self.stock = StockPile(list(reversed(stock)))
        self.dealer = self.current = dealer
        self.phase = Phase.TURN
        self.emit("deal_start", dealer, dealer=dealer, deal=self.seating.deal_index, arranged=True)
        for seat, state in enumerate(self.seats):
            self.emit_private(
                "deal_step", seat, {"tiles": list(state.hand)}, count=len(state.hand), stacks=[]
            )
            for meld in state.melds:
                self.emit(
                    "meld",
                    seat,
                    kind=meld.kind,
                    tiles=list(meld.tiles),
                    claimed=None,
                    source=None,
                    how="arranged",
                    replaces=None,
                )
        self.begin()


def position_of(
    hands: Sequence[list[int]],
    stock: Sequence[int],
    *,
    dealer: int = 0,
    melds: Sequence[Sequence[Meld]] = ((), (), ()),
    public: Sequence[int] = (),
    dead: Sequence[int] = (),
) -> dict[str, Any]:
    """A Paohuzi position as plain data for ``PaohuziDeal.arrange`` (and records)."""
    return {
        "hands": [list(hand) for hand in hands],
        "stock": list(stock),
        "dealer": dealer,
        "melds": [[{"kind": m.kind, "tiles": list(m.tiles)} for m in seat] for seat in melds],
        "public": list(public),
        "dead": list(dead),
    }
