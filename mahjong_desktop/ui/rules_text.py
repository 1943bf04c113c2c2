"""The Full rules tab: the rules of the game being played, and how to play them here.

Written for a player, from the project's rule book; every paragraph goes
through ``translate`` so the languages issue can translate it. HTML is built
here from plain sentences (a translator never edits markup).
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

CONTEXT = "Rules"

Section = tuple[str, tuple[str, ...]]

HONG_KONG: tuple[Section, ...] = (
    (
        "Hong Kong mahjong",
        (
            "Four players: you against three computer opponents. Complete four sets and a "
            "pair, or a special hand, worth at least three faan, before anyone else.",
        ),
    ),
    (
        "The tiles and the deal",
        (
            "144 tiles: characters, dots and bamboo numbered 1 to 9, four of each; the four "
            "winds and three dragons, four of each; four flowers and four seasons.",
            "The tiles are built into a square wall two tiles high. East throws the dice to "
            "choose where the wall is broken; everyone takes four tiles at a time from the "
            "break, then East takes two more and the others one. East holds 14, the others 13.",
            "Seven stacks at the other end of the break form the dead wall. Its two loose "
            "tiles on top replace flowers, seasons and kongs.",
            "A flower or season is laid beside the hand and replaced at once from the dead wall.",
        ),
    ),
    (
        "A turn",
        (
            "Draw a tile, then discard one. East starts by discarding.",
            "Any player may claim a discard for a win, a pung (three alike, with a pair from "
            "the hand) or an exposed kong (four alike). The next player alone may claim it for "
            "a chow (three in a row of one suit). A win beats a pung or kong, which beats a "
            "chow; between equal claims the first player after the discarder wins.",
            "Four alike in your hand may be declared as a concealed kong. The fourth tile of "
            "a pung you already laid out, drawn later, may be added to it; another player may "
            "rob that tile to win. After any kong you draw a loose tile, then discard.",
            "After the last tile of the wall, the last discard may be claimed only to win; "
            "otherwise the deal is drawn.",
        ),
    ),
    (
        "Winning hands and faan",
        (
            "Four sets and a pair; seven different pairs; or thirteen orphans (each 1 and 9 "
            "of every suit and each honour once, plus one of them twice).",
            "One faan each: all chows, a concealed hand, self-drawn, no flowers, each dragon "
            "pung, a pung of your seat wind, a pung of East (the round wind), your seat's "
            "flower or season, winning on a loose tile, robbing a kong, the last tile drawn, "
            "the last discard. Small three dragons 5, all pungs 3, half flush 3, full flush 7, "
            "seven pairs 4, all four flowers or all four seasons 2.",
            "Limit hands score 13: thirteen orphans, all honours, all terminals, big three "
            "dragons, big four winds, four kongs, nine gates, four concealed pungs won by "
            "self-draw, and East's heavenly hand.",
        ),
    ),
    (
        "Payment",
        (
            "A hand is worth 2 to the power of its faan (3 faan: 8 points; 13: 8192). On a "
            "self-drawn win each opponent pays that; on a discard the discarder alone pays "
            "three times that. If several players could win on one discard, only the first "
            "after the discarder does.",
            "In the New game dialog you may let the dealer rotate: the next deal's East is "
            "the seat after this deal's East.",
        ),
    ),
)

SICHUAN: tuple[Section, ...] = (
    (
        "Sichuan bloody-battle mahjong",
        (
            "Four players: you against three computer opponents. Choose a missing suit, "
            "then build your hand with draws, pungs and kongs. Play goes on after a win "
            "until three players are out or the wall runs dry.",
        ),
    ),
    (
        "The tiles and the missing suit",
        (
            "Only the 108 suit tiles: characters, dots and bamboo 1 to 9, four of each; no "
            "honours and no flowers. There is no dead wall: replacement tiles come from the "
            "tail of the wall.",
            "Before the first discard every player secretly chooses a suit to be rid of; the "
            "choices are shown together. While you hold a tile of it, you must discard those "
            "tiles first and may not pung, kong or win.",
        ),
    ),
    (
        "A turn",
        (
            "Draw a tile, then discard one. There are no chows. Pungs and exposed kongs on a "
            "discard, concealed and added kongs are allowed; an added kong may be robbed. A "
            "win beats a pung or kong.",
            "Several players may win on one discard. A winner stops playing: they no longer "
            "draw, discard, claim or pay, and the others play on.",
        ),
    ),
    (
        "Winning hands and fan",
        (
            "Four sets and a pair, or seven pairs (four alike count as two pairs), with no "
            "tile of your missing suit anywhere in the hand.",
            "A basic win is 0 fan. All pungs 1, seven pairs 2, every set and the pair with a "
            "1 or a 9: 2, all pungs and the pair of 2s, 5s and 8s: 3 (instead of all pungs). "
            "A full flush adds 2; a single wait on the pair with four sets laid out adds 1; "
            "each kind of which you hold all four adds 1 (a root); winning on a kong's "
            "replacement, robbing a kong or on the last tile each add 1.",
        ),
    ),
    (
        "Payment",
        (
            "A hand is worth 2 to the power of its fan, at most 32 points. The discarder "
            "pays each player who wins on their tile; on a self-drawn win each opponent "
            "still playing pays the value plus 1.",
            "Kongs are paid at once: 2 from the discarder for an exposed kong, 1 from each "
            "player still in for an added kong, 2 from each for a concealed kong.",
            "If the wall runs out: players who have not won and are not ready give back "
            "their kong money; a player still holding the missing suit (a flower pig) pays "
            "32 to every other player; the others who are not ready pay each ready player "
            "the most their waiting hand could win.",
        ),
    ),
)

PAOHUZI: tuple[Section, ...] = (
    (
        "Paohuzi",
        (
            "Three players: you against two computer opponents, with eighty long cards, "
            "small 一 to 十 and big 壹 to 拾, four of each. Make seven groups worth at least "
            "15 huxi.",
        ),
    ),
    (
        "The deal",
        (
            "A random dealer gets 21 cards, the others 20; 19 stay face down as the stock. "
            "The dealer's last card is shown to everyone. Four alike dealt become a ti at "
            "once; three alike are a kan, which can never be split or discarded from.",
            "Three ti or five kan after the deal win at once.",
        ),
    ),
    (
        "Play",
        (
            "The dealer discards first. Then the next player reveals the top card of the "
            "stock face up. Claims on it are settled first; if nobody takes it, it stays "
            "face up in front of its revealer and the next player reveals.",
            "A revealed card matching a pair in the revealer's hand must make a wei; matching "
            "a kan it must make a ti. These are shown as they happen.",
            "Peng: a pair in hand takes another player's card. Pao: a kan takes another "
            "player's card, a wei takes the fourth card from anyone, a peng takes a card "
            "revealed from the stock. Chi: a sequence with the card just played by the "
            "previous player, or with your own revealed card: three in a row of one size, "
            "2-7-10 of one size, or one value in both sizes (two small and one big, or two "
            "big and one small).",
            "Bi: if you chi while holding more cards like the one taken, each must go into "
            "another chi laid at the same time; if that is impossible, the chi is not allowed.",
            "After a chi, peng or wei, discard a card. A player who passes on a chi or peng "
            "may not chi or peng that card later in the deal.",
            "A hand left with no card to discard after a mandatory meld is dead: it only "
            "reveals and makes pao or ti for the rest of the deal and cannot win.",
        ),
    ),
    (
        "Winning",
        (
            "Win only on a card revealed from the stock, with seven groups worth at least 15 "
            "huxi; with a ti or pao one of the seven is a pair.",
            "Huxi, small and big: ti 9 and 12, pao 6 and 9, wei or kan 3 and 6, peng 1 and 3, "
            "1-2-3 or 2-7-10 of one size 3 and 6; other sequences, mixed groups and pairs 0.",
            "15 to 17 huxi are 1 tun and every 3 more one more tun. Each opponent pays the "
            "winner the tun. If the stock runs out, the deal is drawn.",
        ),
    ),
)

CONTROLS: Section = (
    "Playing in this window",
    (
        "Click a tile to select it, then click it again, double-click or press Enter to "
        "discard it. Left and Right move the selection. While a tile is selected, the line "
        "under the table says what discarding it leaves: how far the rest is from ready "
        "and, when ready, the winning tiles with how many you have not seen.",
        "When you may claim a tile, a bar of buttons appears under the table: press a "
        "button or its number key, or Space to pass. Kongs and wins on your own turn are "
        "offered in the same bar. Nobody ever hurries you.",
        "Ctrl+N starts a new game, Ctrl+D deals the next deal once the score sheet is "
        "shown, Ctrl+Q quits.",
    ),
)

GAMES = {"hongkong": HONG_KONG, "sichuan": SICHUAN, "paohuzi": PAOHUZI}


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _section_html(section: Section, level: int) -> str:
    title, paragraphs = section
    body = "".join(f"<p>{html.escape(_t(p))}</p>" for p in paragraphs)
    return f"<h{level}>{html.escape(_t(title))}</h{level}>{body}"


def rules_html(variant: str) -> str:
    """The rules of ``variant`` and how to play them here, then the other two games."""
    order = [variant] if variant in GAMES else []
    order += [v for v in GAMES if v not in order]
    parts = []
    for index, name in enumerate(order):
        sections = GAMES[name]
        parts.append(_section_html(sections[0], 1 if index == 0 else 2))
        parts += [_section_html(s, 3 if index else 2) for s in sections[1:]]
        if index == 0:
            parts.append(_section_html(CONTROLS, 2))
            parts.append(f"<hr><h2>{html.escape(_t('The other games'))}</h2>")
    return "\n".join(parts)
