"""The flow of a mahjong deal, as Hong Kong and Sichuan share it.

``MahjongDeal`` is the rules of a mahjong deal on the engine's turn and claim
cycle (``engine.cycle``): draws and replacement draws, bonus tiles, the claim
window on a discard, chows, pungs, concealed and added kongs, the robbing window
on an added kong, wins and the end of the deal. A game subclass states its data
(tile set, wall layout, claim ladder, switches such as several winners or play
after a win) and overrides the hooks that judge wins and settle payments.
Beside it: the seats' state (``seats``), the wall (``wall``) built, broken
and dealt (``dealing``), who may claim a discard (``claims``), what each seat sees
(``views``), what it has not seen
(``unseen``) and the hand indexes (``hand_index``).

Seats are numbered in turn order from the dealer: 0 East, 1 South, 2 West,
3 North. Tiles are physical ids; ``kind_of`` maps them to kinds.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, ClassVar

from mahjong_desktop.engine.actions import Act, Action, Meld, discard_actions
from mahjong_desktop.engine.cycle import ClaimWindow, Phase
from mahjong_desktop.engine.deal import Deal
from mahjong_desktop.engine.determinize import Unseen
from mahjong_desktop.engine.messages import Message
from mahjong_desktop.engine.observer import DealObserver
from mahjong_desktop.engine.outcome import EndReason, WinOutcome
from mahjong_desktop.engine.wall import Wall, WallLayout
from mahjong_desktop.variants.mahjong import claims, dealing, views
from mahjong_desktop.variants.mahjong import tiles as mahjong_tiles
from mahjong_desktop.variants.mahjong.hand_index import HandIndex, HandIndexes
from mahjong_desktop.variants.mahjong.seats import (
    CHOW,
    CKONG,
    KONG,
    PUNG,
    Moment,
    SeatState,
    TurnState,
    Win,
)
from mahjong_desktop.variants.mahjong.tiles import TILE_FACES, TILE_KINDS
from mahjong_desktop.variants.mahjong.unseen import MahjongUnseen
from mahjong_desktop.variants.mahjong.win_situation import MeldShape, WinSituation, scoring_data


class MahjongDeal(Deal):
    """A four-seat mahjong deal; subclasses fill in the rules of one game."""

    seat_count: ClassVar[int] = 4
    seat_names: ClassVar[tuple[str, ...]] = ("E", "S", "W", "N")
    layout: WallLayout  # a class default; a house rule may give a deal its own
    tile_ids: Sequence[int]
    declaration_choices: ClassVar[tuple[str, ...]] = ()  # empty: no declaration phase
    several_winners: ClassVar[bool] = False
    plays_on_after_win: ClassVar[bool] = False
    allows_chow: ClassVar[bool] = True  # the next seat may chow a discard (``claims``)
    moment_names: ClassVar[dict[str, str]] = {}  # Moment -> the game's event code
    score_unit: ClassVar[str]  # "faan" or "fan"

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seats = [SeatState() for _ in range(self.seat_count)]
        self.turn = TurnState()
        self.wins: list[Win] = []
        self.wall = Wall(list(self.tile_ids), self.layout)
        self.turns_played = 0  # discards made so far (0 means East's first turn)
        self._scores: dict[tuple[Any, ...], Any] = {}  # scored hands, see ``_scored``
        kinds = self.kind_table()
        self._indexes = HandIndexes(kinds, max(kinds) + 1)

    # ---------------------------------------------------------------- hooks

    def is_bonus(self, tile: int) -> bool:
        return False

    def claim_rank(self, kind: Act) -> int:
        return {Act.WIN: 3, Act.PUNG: 2, Act.KONG: 2, Act.CHOW: 1}.get(kind, 0)

    def score_win(self, seat: int, tile: int, self_drawn: bool, moments: frozenset[str]) -> Any:
        """The game's scored hand for ``seat`` winning on ``tile``.

        A self-drawn ``tile`` is already in the hand; a claimed one is not yet.
        ``moments`` holds the table's ``Moment`` values; each game names them
        in its own scoring terms.
        """
        raise NotImplementedError

    def win_is_valid(self, score: Any) -> bool:
        return bool(getattr(score, "valid", False))

    def may_claim(self, seat: int, tile: int) -> bool:
        """Whether ``seat`` may pung or kong ``tile`` (Sichuan: not with its missing suit)."""
        return True

    def may_win(self, seat: int) -> bool:
        return True

    def discard_choices(self, seat: int) -> list[int]:
        return list(self.seats[seat].hand)

    def settle_win(self, wins: list[Win]) -> None:
        """Pay for the wins just declared (several only where the game allows)."""

    def settle_kong(self, seat: int, meld: Meld, how: str) -> None:
        """Pay for a kong just made (Sichuan); ``how`` is exposed, added or concealed."""

    def settle_exhausted(self) -> None:
        """Settle an exhausted wall (Sichuan's end-of-wall settlement)."""

    # --------------------------------------------------------- legal actions

    def _declare_actions(self, seat: int) -> list[Action]:
        if self.seats[seat].choice:
            return []
        return [Action(seat, Act.DECLARE, choice=c) for c in self.declaration_choices]

    def _turn_actions(self, seat: int) -> list[Action]:
        state = self.seats[seat]
        actions: list[Action] = []
        if self.turn.began_with_draw and self._self_drawn_win(seat) is not None:
            actions.append(Action(seat, Act.WIN))
        if self.turn.began_with_draw and self.wall.replacement_available():
            index = self.hand_index(seat)
            if 4 in index.counts:  # the counts first: most hands hold no four
                for tiles in index.by_kind.values():
                    if len(tiles) == 4 and self.may_claim(seat, tiles[0]):
                        actions.append(Action(seat, Act.CONCEALED_KONG, tuple(tiles)))
            for meld in state.melds:
                if meld.kind == PUNG and self.may_claim(seat, meld.tiles[0]):
                    kind = self.kind_of(meld.tiles[0])
                    if not index.counts[kind]:
                        continue
                    # Only a copy drawn after the pung was made may be added to it.
                    for tile in state.drawn_since_pung(kind, index.by_kind[kind]):
                        actions.append(Action(seat, Act.ADDED_KONG, (tile,)))
        actions += discard_actions(seat, self.discard_choices(seat))
        return actions

    def explain(self, action: Action) -> Message:
        if self._held_before_pung(action):
            return Message("illegal.not_drawn_after_pung")
        return super().explain(action)

    def _held_before_pung(self, action: Action) -> bool:
        """An added kong that is refused only because its tile was held when the pung
        was claimed (and not drawn since)."""
        seat = action.seat
        if action.kind is not Act.ADDED_KONG or len(action.tiles) != 1 or seat != self.current:
            return False
        if self.phase is not Phase.TURN or not self.turn.began_with_draw:
            return False
        state, tile = self.seats[seat], action.tiles[0]
        kind = self.kind_of(tile)
        pung = any(m.kind == PUNG and self.kind_of(m.tiles[0]) == kind for m in state.melds)
        return pung and tile in state.hand and not state.drawn_since_pung(kind, [tile])

    def hand_index(self, seat: int) -> HandIndex:
        """What is known of ``seat``'s concealed hand as it is now (``HandIndex``)."""
        return self._indexes.of(seat, self.seats[seat].hand)

    def hand_by_kind(self, seat: int) -> dict[int, list[int]]:
        """``seat``'s concealed tiles by kind, lowest id first (do not change it)."""
        return self._indexes.of(seat, self.seats[seat].hand).by_kind

    def _moments(self, self_drawn: bool, robbing: bool = False) -> frozenset[str]:
        moments = set()
        if self_drawn:
            if self.turn.after_kong:
                moments.add(Moment.KONG_REPLACEMENT)
            if self.turn.from_wall_end:
                moments.add(Moment.LAST_TILE_DRAW)
            if self.turns_played == 0 and self.current == 0 and not self._kongs_declared():
                moments.add(Moment.DEALER_FIRST_TURN)
        elif robbing:
            moments.add(Moment.ROBBING_KONG)
        elif self.wall.live_count == 0:
            moments.add(Moment.LAST_DISCARD)
        return frozenset(moments)

    def _kongs_declared(self) -> bool:
        return any(s.melds for s in self.seats)

    def _scored(self, seat: int, tile: int, self_drawn: bool, moments: frozenset[str]) -> Any:
        """``score_win``, remembered: legal actions, the win itself and the window's
        resolution ask for the same hand. Keyed by everything the score reads."""
        state = self.seats[seat]
        key = (seat, tile, self_drawn, moments, tuple(state.hand), len(state.melds))
        score = self._scores.get(key)
        if score is None:
            if len(self._scores) > 64:
                self._scores.clear()
            score = self._scores[key] = self.score_win(seat, tile, self_drawn, moments)
        return score

    def _self_drawn_win(self, seat: int) -> Any | None:
        if not self.may_win(seat) or (self.turn.drawn is None and self.turns_played):
            return None
        if not self.holds_winning_shape(seat):
            return None
        score = self._scored(seat, self._drawn_tile(seat), True, self._moments(True))
        return score if self.win_is_valid(score) else None

    def _drawn_tile(self, seat: int) -> int:
        """The tile that completes a self-drawn hand: the draw, or East's last dealt tile."""
        return self.turn.drawn if self.turn.drawn is not None else self.seats[seat].hand[-1]

    def _claimants(self, tile: int, source: int, reason: str) -> list[int]:
        return claims.claimants(self, tile, source)

    def _claim_options(self, seat: int, tile: int, source: int, reason: str) -> list[Action]:
        """What ``seat`` may claim of ``tile`` offered by another seat: a win, then melds."""
        if not self.seats[seat].active or seat == source:
            return []
        options: list[Action] = []
        robbing = reason == "rob"  # the engine's robbing window
        if self.may_win(seat) and self.completes(seat, tile):
            score = self._scored(seat, tile, False, self._moments(False, robbing))
            if self.win_is_valid(score):
                options.append(Action(seat, Act.WIN, (tile,)))
        if robbing or self.wall.live_count == 0:
            return options
        return options + claims.meld_claims(self, seat, tile, source)

    # ----------------------------------------------------------- performing

    def _play(self, action: Action) -> None:
        kind = action.kind
        if kind is Act.DISCARD:
            self._discard(action)
        elif kind is Act.DECLARE:
            self._declare(action)
        elif kind is Act.WIN:
            self._win(action)
        elif kind is Act.CONCEALED_KONG:
            self._concealed_kong(action)
        elif kind is Act.ADDED_KONG:
            self._added_kong(action)

    def _declare(self, action: Action) -> None:
        self.seats[action.seat].choice = action.choice
        self.emit_private("declared", action.seat, {"choice": action.choice})
        if all(s.choice for s in self.seats):
            self.emit("declarations", None, missing=[s.choice for s in self.seats])
            self.phase = Phase.TURN

    def _discard(self, action: Action) -> None:
        seat, tile = action.seat, action.tiles[0]
        self.seats[seat].hand.remove(tile)
        self.seats[seat].river.append(tile)
        self.seats[seat].discarded.append(tile)
        self.turns_played += 1
        self.emit("discard", seat, tile=tile)
        self.open_window(tile, seat, "discard")

    def _window_phase(self, reason: str) -> Phase:
        return Phase.ROB if reason == "rob" else Phase.CLAIM

    def several_win(self, kind: Act) -> bool:
        return kind is Act.WIN and self.several_winners

    def _window_closed(self, window: ClaimWindow, awarded: list[Action]) -> None:
        if window.reason == "rob":
            if awarded:
                self._claimed_wins(awarded, window)
            else:
                self._complete_added_kong(window.source, window.tile)
            return
        if not awarded:
            self._after_unclaimed_discard(window.source)
        elif awarded[0].kind is Act.WIN:
            self._claimed_wins(awarded, window)
        else:
            self._meld_claim(awarded[0], window)

    def _nobody_claims(self, tile: int, source: int, reason: str) -> None:
        """``_window_closed`` of an empty window, without the window."""
        if reason == "rob":
            self._complete_added_kong(source, tile)
        else:
            self._after_unclaimed_discard(source)

    def _after_unclaimed_discard(self, discarder: int) -> None:
        if self.wall.live_count == 0:  # the last discard: the deal ends where it is
            self._exhausted()
        else:
            self.play_on_from(discarder)

    def _meld_claim(self, claim: Action, window: ClaimWindow) -> None:
        seat, tile = claim.seat, window.tile
        self.seats[window.source].river.remove(tile)
        self.seats[window.source].claimed.add(tile)
        for t in claim.tiles:
            self.seats[seat].hand.remove(t)
        kind = {Act.CHOW: CHOW, Act.PUNG: PUNG, Act.KONG: KONG}[claim.kind]
        tiles = tuple(sorted((*claim.tiles, tile)))
        meld = Meld(kind, tiles, claimed=tile, from_seat=window.source)
        self.seats[seat].melds.append(meld)
        if kind == PUNG:
            self.seats[seat].pung_draws[self.kind_of(tile)] = len(self.seats[seat].draws)
        self.emit(
            "meld",
            seat,
            kind=kind,
            tiles=list(tiles),
            claimed=tile,
            source=window.source,
            how="claim",
        )
        self.current = seat
        self.phase = Phase.TURN
        if kind == KONG:
            self.settle_kong(seat, meld, "exposed")
            self.turn = TurnState()
            self._draw_replacement(seat, after_kong=True)
        else:
            self.turn = TurnState(began_with_draw=False)

    def _concealed_kong(self, action: Action) -> None:
        seat = action.seat
        for t in action.tiles:
            self.seats[seat].hand.remove(t)
        meld = Meld(CKONG, tuple(sorted(action.tiles)))
        self.seats[seat].melds.append(meld)
        # Its two end tiles lie face down: only the kong's owner knows them.
        shown = [-1, *meld.tiles[1:3], -1]
        self.emit_private(
            "meld",
            seat,
            {"tiles": list(meld.tiles)},
            kind=CKONG,
            tiles=shown,
            claimed=None,
            source=None,
            how="concealed",
        )
        self.settle_kong(seat, meld, "concealed")
        self._draw_replacement(seat, after_kong=True)

    def _added_kong(self, action: Action) -> None:
        seat, tile = action.seat, action.tiles[0]
        self.seats[seat].hand.remove(tile)
        self.emit("added_kong_offered", seat, tile=tile)  # the robbing window follows
        self.open_window(tile, seat, "rob")

    def _complete_added_kong(self, seat: int, tile: int) -> None:
        melds = self.seats[seat].melds
        index = next(
            i
            for i, m in enumerate(melds)
            if m.kind == PUNG and self.kind_of(m.tiles[0]) == self.kind_of(tile)
        )
        old = melds[index]
        meld = Meld(KONG, tuple(sorted((*old.tiles, tile))), old.claimed, old.from_seat)
        melds[index] = meld
        self.emit(
            "meld",
            seat,
            kind=KONG,
            tiles=list(meld.tiles),
            claimed=old.claimed,
            source=old.from_seat,
            how="added",
            added=tile,
        )
        self.phase = Phase.TURN
        self.settle_kong(seat, meld, "added")
        self._draw_replacement(seat, after_kong=True)

    # ---------------------------------------------------------------- draws

    # The turn (``engine.cycle``): the next tile is drawn from the live wall's head.

    def _next_to_play(self, seat: int) -> int:
        return self._next_active(seat)

    def _turn_begins(self, seat: int) -> None:
        self.turn = TurnState()

    def _supply_left(self) -> bool:
        return self.wall.live_count > 0

    def _supply_exhausted(self) -> None:
        self._exhausted()

    def _bring_in(self, seat: int) -> None:
        tile = self.wall.draw()
        self.turn.from_wall_end = self.wall.live_count == 0
        self._receive(seat, tile, "draw")

    def _draw_replacement(self, seat: int, after_kong: bool) -> None:
        if not self.wall.replacement_available():
            self._exhausted()
            return
        was_last = self.wall.live_count == 1 and not self.layout.dead_stacks
        tile = self.wall.draw_replacement()
        self.turn.after_kong = after_kong
        self.turn.from_wall_end = was_last
        self._receive(seat, tile, "replacement")

    def _receive(self, seat: int, tile: int, how: str) -> None:
        """A drawn tile reaches a hand; a bonus tile is shown and replaced at once."""
        if self.is_bonus(tile):
            dealing.emit_draw(self, seat, tile)
            dealing.show_bonus(self, seat, tile, self.wall.replacement_available())
            # A flower found on a kong's loose tile keeps the kong_replacement moment.
            self._draw_replacement(seat, after_kong=self.turn.after_kong)
            return
        self.seats[seat].hand.append(tile)
        self.seats[seat].draws.append(tile)
        self.turn.drawn = tile
        dealing.emit_draw(self, seat, tile)

    def _next_active(self, seat: int) -> int:
        for step in range(1, self.seat_count + 1):
            candidate = (seat + step) % self.seat_count
            if self.seats[candidate].active:
                return candidate
        raise RuntimeError("no active seat")

    # ----------------------------------------------------------------- wins

    def _win(self, action: Action) -> None:
        """A self-drawn win by the seat on turn."""
        seat = action.seat
        score = self._self_drawn_win(seat)
        win = Win(seat, self._drawn_tile(seat), None, self._moments(True), score)
        self._record_wins([win], continue_after=seat)

    def _claimed_wins(self, claims: list[Action], window: ClaimWindow) -> None:
        reason = window.reason
        tile = window.tile
        if reason == "discard":
            self.seats[window.source].river.remove(tile)
            self.seats[window.source].claimed.add(tile)
        moments = self._moments(False, robbing=reason == "rob")
        wins = []
        for claim in claims:
            score = self._scored(claim.seat, tile, False, moments)
            wins.append(Win(claim.seat, tile, window.source, moments, score))
        self.seats[claims[0].seat].hand.append(tile)
        farthest = claims[-1].seat  # claims come in turn order from the source
        self._record_wins(wins, continue_after=farthest)

    def _record_wins(self, wins: list[Win], continue_after: int) -> None:
        # A claimed winning tile joins the first winner's hand.
        taker = wins[0].seat if wins[0].from_seat is not None else None
        for win in wins:
            win.order = len(self.wins) + 1
            self.wins.append(win)
            self.seats[win.seat].active = False
            self.emit(
                "win",
                win.seat,
                tile=win.tile,
                source=win.from_seat,
                moments=sorted(win.moments),
                taken=win.seat == taker,
                hand=sorted(self.seats[win.seat].hand),
                scoring=self.scoring_view(win.score),
            )
        self.settle_win(wins)
        if not self.plays_on_after_win:
            self.end(EndReason.WIN)
        elif sum(s.active for s in self.seats) <= 1:
            self.end(EndReason.THREE_WON)
        else:
            self.play_on_from(continue_after)

    def win_outcomes(self) -> list[WinOutcome]:
        return [
            WinOutcome(
                w.seat, w.tile, w.from_seat, tuple(sorted(w.moments)), self.scoring_view(w.score)
            )
            for w in self.wins
        ]

    def _exhausted(self) -> None:
        self.phase = Phase.ENDED
        self.settle_exhausted()
        self.end(EndReason.EXHAUSTED)

    # -------------------------------------------------------------- dealing

    def _deal_out(self) -> None:
        dealing.deal_out(self)

    def _arrange(self, position: dict[str, Any]) -> None:
        dealing.arrange(self, position)

    # -------------------------------------------------- the tiles and shapes

    face_table: ClassVar[Sequence[str]] = TILE_FACES

    def face_of(self, tile: int) -> str:
        return TILE_FACES[tile]

    def scoring_view(self, score: Any) -> dict[str, Any]:
        return scoring_data(score, self.score_unit)

    def kind_of(self, tile: int) -> int:
        return TILE_KINDS[tile]

    def kinds(self, tiles: Iterable[int]) -> list[int]:
        return [TILE_KINDS[t] for t in tiles]

    def meld_shapes(self, seat: int) -> tuple[MeldShape, ...]:
        return tuple(MeldShape(m.kind, tuple(self.kinds(m.tiles))) for m in self.seats[seat].melds)

    def kind_table(self) -> Sequence[int]:
        return TILE_KINDS

    def concealed_counts(self, seat: int, extra: int | None = None) -> list[int]:
        """Counts per kind of ``seat``'s concealed tiles (plus ``extra``), a new list."""
        counts = list(self.hand_counts(seat))
        if extra is not None:
            counts[TILE_KINDS[extra]] += 1
        return counts

    def hand_counts(self, seat: int) -> tuple[int, ...]:
        """Counts per kind of ``seat``'s concealed tiles (remembered with the hand)."""
        index = self.hand_index(seat)
        if index.shape_counts is None:  # bonus tiles aside (they never stay in a hand)
            index.shape_counts = tuple(index.counts[: mahjong_tiles.NUM_KINDS])
        return index.shape_counts

    def has_winning_shape(self, counts: Sequence[int], melds: int) -> bool:
        """Whether concealed ``counts`` beside ``melds`` sets are a winning shape."""
        raise NotImplementedError

    def shape_waits(self, counts: Sequence[int], melds: int) -> set[int]:
        """The kinds one more tile of which gives ``counts`` a winning shape: exactly
        those for which ``has_winning_shape`` would say yes."""
        raise NotImplementedError

    def completes(self, seat: int, tile: int) -> bool:
        # Looked up in the hand's waits, worked out once per hand: every discard asks.
        index = self.hand_index(seat)
        if index.waits is None:
            melds = len(self.seats[seat].melds)
            index.waits = frozenset(self.shape_waits(self.hand_counts(seat), melds))
            index.waits_melds = melds
        return TILE_KINDS[tile] in index.waits

    def holds_winning_shape(self, seat: int) -> bool:
        index = self.hand_index(seat)
        if index.complete is None:
            melds = len(self.seats[seat].melds)
            before, tiles = index.before, index.tiles
            if (
                before is not None
                and before.waits is not None
                and before.waits_melds == melds
                and tiles[:-1] == before.tiles
            ):
                # A tile drawn into a hand whose waits are known (the other seats'
                # discards asked them): the waits are exact (``shape_waits``).
                index.complete = TILE_KINDS[tiles[-1]] in before.waits
            else:
                index.complete = self.has_winning_shape(self.hand_counts(seat), melds)
        return index.complete

    def situation(
        self, seat: int, tile: int, self_drawn: bool, moments: frozenset[str], **extra: object
    ) -> WinSituation:
        hand = list(self.seats[seat].hand)
        if not self_drawn:
            hand.append(tile)
        events = frozenset(self.moment_names.get(m, m) for m in moments) - {""}
        return WinSituation(
            concealed=tuple(self.kinds(hand)),
            melds=self.meld_shapes(seat),
            win_tile=mahjong_tiles.kind_of(tile),
            self_drawn=self_drawn,
            seat_wind=seat,
            bonus=tuple(self.kinds(self.seats[seat].bonus)),
            events=events,
            **extra,  # type: ignore[arg-type]
        )

    # ---------------------------------------------------------------- views

    state = views.state
    observer: ClassVar[DealObserver[Any]] = views.MahjongObserver()
    unseen: ClassVar[Unseen[Any]] = MahjongUnseen()

    # ------------------------------------------------------------ for search

    def _clone_into(self, twin: Deal) -> None:
        assert isinstance(twin, MahjongDeal)
        twin.seats = [s.copy() for s in self.seats]
        twin.wall = self.wall.copy()
        twin.turn = TurnState(**vars(self.turn))
        twin.wins = list(self.wins)
        twin._scores, twin._indexes = {}, self._indexes.copy()
