"""The table protocol: what a front end (the Qt table, ``trace``, a bot) gets from a deal.

One schema for the three games. Everything here is plain JSON data: ints,
strings, lists, dicts, ``None``. A game leaves out a key it has no use for
(Paohuzi has no wall, the mahjong games have no huxi); it never renames one.
Seats are absolute indices ``0 .. seat_count-1``; in a mahjong deal seat 0 is
East (the dealer), in Paohuzi ``dealer`` says who deals. Tiles and cards are
physical ids; ``faces`` maps every id the observer may see to its notation
(``"5m"``, ``"7z"``, ``"2f"``, ``"10d"``, ``"3x"``), so a front end needs no
game code to draw them.

Observation (``Deal.observation(seat)``)::

    {
      "schema": 1,
      "variant": "hongkong" | "sichuan" | "paohuzi",
      "seat": int,                      # the observer
      "seat_count": int,
      "dealer": int,
      "deal": int,                      # index of this deal in its match, 0 first
      "phase": Phase value,             # "setup" "declare" "turn" "claim" "rob" "ended"
                                        # (Paohuzi: "turn" while a discard is owed;
                                        # "claim"/"rob" only to a seat asked: below)
      "current": int,                   # the seat on turn (Paohuzi: revealer/discarder)
      "action_index": int,              # actions applied so far in the deal
      "hand": [id, ...],                # own concealed tiles, sorted, without "drawn"
      "drawn": id | None,               # own tile drawn this turn, set apart
      "declared": "m" | "p" | "s" | None,   # Sichuan: own missing suit once chosen
      "shown": id | None,               # Paohuzi: the dealer's card dealt face up
      "in_flight": id | None,           # Paohuzi: the public card lying in no pile yet
      "faces": {"<id>": "5m", ...},     # every id visible to the observer
      "seats": [                        # one per seat, index = seat
        {
          "seat": int,
          "wind": "E" | "S" | "W" | "N" | None,   # mahjong seat wind
          "player": int,                # match player at this seat (0 = the human)
          "concealed": int,             # tiles or cards held concealed (incl. drawn)
          "melds": [Meld, ...],
          "flowers": [id, ...],         # Hong Kong bonus tiles shown
          "discards": [{"tile": id, "claimed": bool}, ...],   # in order (mahjong)
          "face_up": [id, ...],         # Paohuzi: untaken cards before this seat
          "missing": "m" | "p" | "s" | None,      # Sichuan, once revealed
          "huxi": int,                  # Paohuzi huxi on show in the melds
          "won": bool,                  # has won (Sichuan plays on)
          "dead": bool,                 # Paohuzi dead hand
        }, ...
      ],
      "wall": Wall,                     # mahjong only
      "stock": int,                     # Paohuzi cards left in the stock
      "tiles_left": int,                # live wall or stock: what may still be drawn
      "offer": {"tile": id, "source": int, "reason": str} | None,
                                        # the public tile being claimed
      "legal": [LegalAction, ...],      # this seat's choices now (empty: wait)
      "stinking": [kind, ...],          # Paohuzi: own refused kinds
      "wins": [WinData, ...],
      "deltas": [int, ...],             # this deal's payments so far, per seat
      "totals": [int, ...],             # match totals per seat before this deal
      "over": bool,
      "end": EndReason value | None,
    }

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

Decision view (``Deal.decision_view(seat)``): the observation's keys schema,
variant, seat, phase, current, action_index, hand, drawn (declared), offer,
legal (entries without "label") and faces, with the same values; what a bot
needs to decide, cheap to build. Its discard and pass entries are shared by
every view that shows them (``engine.observer``): read them, never change
them.

Meld::

    {"kind": "chow"|"pung"|"kong"|"ckong"|"chi"|"peng"|"wei"|"pao"|"ti"|"kan",
     "tiles": [id, ...],                # ids the observer may see; hidden ones -1
     "claimed": id | None, "from": int | None,
     "face_down": int}                  # how many tiles lie face down

A concealed kong shows its two end tiles face down to the other seats (their
ids are ``-1`` for them, ``face_down`` 2); a Paohuzi ``wei`` is face down
to others (all -1, ``face_down`` 3) and a ``kan`` is never laid out.

Wall (mahjong)::

    {"stacks": [int, ...],              # tiles left on each ring stack: 0, 1 or 2
     "sides": [{"seat": int, "first": int, "count": int}, ...],   # ring order
     "head": int, "tail": int,          # ring stack indices of the live wall's ends
     "dead": [int, ...],                # ring stacks of the dead wall (Hong Kong)
     "loose": [int, ...],               # ring stacks the loose tiles lie on, next first
     "dice": [[a, b], [c, d]], "break_side": int, "live": int}

Stacks are numbered clockwise, as in ``variants.mahjong.wall``; a stack with one tile
left holds its bottom tile. ``stacks`` counts the live wall only: the dead
wall's fixed stacks (two tiles each) are ``dead``, and each loose tile lies on
top of the stack named in ``loose``. The tail is where Sichuan replacements
come from. Before ``start()`` ``dice`` is empty and ``break_side`` None.

LegalAction::

    {"id": int,                         # stable while the state does not change
     "kind": Act value,                 # "discard" "win" "pass" "chow" "pung" ...
     "tiles": [id, ...],                # tiles from hand it uses
     "groups": [[id, ...], ...],        # Paohuzi bi groups laid with a chi
     "choice": str,                     # a declared suit, a pao's source meld
     "claimed": id | None,              # the public tile it takes
     "label": Message,                  # what a button says
     "action": [...]}                   # the Action's record JSON (Action.from_json)

Message (text a person reads, translated by the UI, rendered in English by
``mahjong_desktop.engine.messages``)::

    {"code": str, "args": {name: value, ...}}

Event (``{"type": ..., "seat": int | None, ...}``), emitted after the state
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

Scoring (the breakdown a score sheet shows)::

    {"patterns": [{"code": str, "value": int, "label": Message}, ...],
     "total": int, "unit": "faan"|"fan"|"huxi", "points": int}

For Paohuzi the patterns are the winning groups (code: the group kind, value:
its huxi) and ``points`` are the tun.

WinData::

    {"seat": int, "tile": id | None, "from": int | None,
     "moments": [str, ...],             # mahjong, variants.mahjong.seats.Moment: kong_replacement,
                                        # robbing_kong, last_tile_draw, last_discard,
                                        # dealer_first_turn
     "hand": [id, ...],                 # the winner's concealed tiles, laid open
     "scoring": Scoring}

LegalAction ``label`` codes are ``action.<kind>`` with args ``tiles`` (faces),
``claimed`` (face), ``groups`` and ``choice`` where they apply. Apply a choice
with ``deal.apply(Action.from_json(entry["action"]))``.
"""
