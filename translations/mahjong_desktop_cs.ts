<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs_CZ">
    <context>
        <name>Appearance</name>
        <message>
            <source>Your preferences file was damaged; the defaults are used and the old file was kept beside it.</source>
            <translation>Soubor s předvolbami byl poškozen; používají se výchozí hodnoty a starý soubor zůstal uložen vedle.</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used and the old file was kept beside it.</source>
            <translation>Soubor s předvolbami nešel přečíst; používají se výchozí hodnoty a starý soubor zůstal uložen vedle.</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used this time and the file is left untouched.</source>
            <translation>Soubor s předvolbami nešel přečíst; tentokrát se použijí výchozí hodnoty a soubor zůstane netknutý.</translation>
        </message>
        <message>
            <source>Your preferences could not be saved; they last until you quit.</source>
            <translation>Předvolby nešlo uložit; platí, dokud hru neukončíš.</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Možnosti</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Předvolby…</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
    </context>
    <context>
        <name>AutosaveKeeper</name>
        <message>
            <source>The data folder {folder} cannot be written: saving is off in this window.</source>
            <extracomment>something about the autosave the player should know: text to show</extracomment>
            <translation>Do datové složky {folder} nelze zapisovat: v tomto okně se hra neukládá.</translation>
        </message>
        <message>
            <source>Another Mahjong Desktop window is open: this one does not autosave (the other one's saved game is left alone).</source>
            <translation>Je otevřené jiné okno Mahjong Desktop: toto okno neukládá automaticky (uložená hra druhého okna zůstane nedotčena).</translation>
        </message>
        <message>
            <source>The game could not be saved ({error}); the last saved position is kept.</source>
            <translation>Hru se nepodařilo uložit ({error}); zůstává naposledy uložená pozice.</translation>
        </message>
        <message>
            <source>The game is being saved again.</source>
            <translation>Hra se opět ukládá.</translation>
        </message>
        <message>
            <source>The saved game could not be continued: {why}</source>
            <translation>V uložené hře nelze pokračovat: {why}</translation>
        </message>
    </context>
    <context>
        <name>ClaimBar</name>
        <message>
            <source>Chow</source>
            <translation>Chow</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>Kong</source>
            <translation>Kong</translation>
        </message>
        <message>
            <source>Concealed kong</source>
            <translation>Skrytý kong</translation>
        </message>
        <message>
            <source>Add to kong</source>
            <translation>Doplnit na kong</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>Peng</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>Pao</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Win (self-drawn)</source>
            <translation>Vyhrát (vlastní líznutí)</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Vyhrát</translation>
        </message>
        <message>
            <source>Claim choices</source>
            <extracomment>the legal action id the player chose</extracomment>
            <translation>Možnosti tahu</translation>
        </message>
        <message>
            <source>Claim the card?</source>
            <translation>Vzít si kartu?</translation>
        </message>
        <message>
            <source>Claim the tile?</source>
            <translation>Vzít si kámen?</translation>
        </message>
        <message>
            <source>Your turn: declare, or discard.</source>
            <translation>Jsi na tahu: ohlas, nebo odhoď.</translation>
        </message>
        <message>
            <source>{name}  [Space]</source>
            <translation>{name}  [Mezerník]</translation>
        </message>
    </context>
    <context>
        <name>ContinueOffer</name>
        <message>
            <source>Continue?</source>
            <translation>Pokračovat?</translation>
        </message>
        <message>
            <source>You have an unfinished game of {game} (deal {deal}, {moves} moves).</source>
            <translation>Máš nedokončenou hru {game} (rozdání {deal}, tahů: {moves}).</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Pokračovat</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
    </context>
    <context>
        <name>CrashHandler</name>
        <message>
            <source>Mahjong Desktop met an unexpected error.</source>
            <translation>V Mahjong Desktop došlo k neočekávané chybě.</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Něco se pokazilo</translation>
        </message>
        <message>
            <source>The details are in {path} (please attach it to a bug report).</source>
            <translation>Podrobnosti jsou v souboru {path} (přilož ho prosím k hlášení chyby).</translation>
        </message>
        <message>
            <source>The game came from a file and may be what failed: its save was set aside as {path}, so the next start does not run into the same error.</source>
            <translation>Hra pocházela ze souboru a chyba může být v něm: její uložení bylo odloženo jako {path}, aby příští spuštění nenarazilo na stejnou chybu.</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>Hru se nepodařilo uložit.</translation>
        </message>
        <message>
            <source>Your game was saved: Continue offers it on the next start.</source>
            <translation>Tvoje hra je uložená: při příštím spuštění ji nabídne Pokračovat.</translation>
        </message>
    </context>
    <context>
        <name>DealFiles</name>
        <message>
            <source>&amp;Save deal…</source>
            <translation>&amp;Uložit rozdání…</translation>
        </message>
        <message>
            <source>&amp;Open deal…</source>
            <translation>&amp;Otevřít rozdání…</translation>
        </message>
        <message>
            <source>&amp;Replay this deal</source>
            <translation>&amp;Přehrát toto rozdání</translation>
        </message>
        <message>
            <source>There is no deal to save yet.</source>
            <translation>Zatím není co uložit.</translation>
        </message>
        <message>
            <source>Save deal</source>
            <translation>Uložit rozdání</translation>
        </message>
        <message>
            <source>The deal could not be saved: {error}</source>
            <translation>Rozdání se nepodařilo uložit: {error}</translation>
        </message>
        <message>
            <source>Deal saved as {path}</source>
            <translation>Rozdání uloženo jako {path}</translation>
        </message>
        <message>
            <source>Open deal</source>
            <translation>Otevřít rozdání</translation>
        </message>
        <message>
            <source>There is no such file.</source>
            <translation>Takový soubor neexistuje.</translation>
        </message>
        <message>
            <source>A practice deal from action {k}: it counts apart in your statistics.</source>
            <translation>Cvičné rozdání od tahu {k}: ve statistikách se počítá zvlášť.</translation>
        </message>
        <message>
            <source>{path} cannot be opened.</source>
            <translation>{path} nelze otevřít.</translation>
        </message>
    </context>
    <context>
        <name>DiscardHint</name>
        <message>
            <source>Discard {face}: ready in shape, but you hold every winning tile.</source>
            <translation>Odhodit {face}: ruka je tvarem připravená, ale všechny vítězné kameny už držíš.</translation>
        </message>
        <message>
            <source>Discard {face}: ready, waiting for {waits}.</source>
            <translation>Odhodit {face}: ruka je připravená, čekáš na {waits}.</translation>
        </message>
        <message>
            <source>Discard {face}: you would then win on {waits}.</source>
            <translation>Odhodit {face}: pak ti k výhře stačí {waits}.</translation>
        </message>
        <message>
            <source>Discard {face}: your hand stays legal, but no card would win yet.</source>
            <translation>Odhodit {face}: ruka zůstane platná, ale k výhře by ti zatím nepomohla žádná karta.</translation>
        </message>
        <message>
            <source>Discard {face}?</source>
            <translation>Odhodit {face}?</translation>
        </message>
        <message>
            <source>Kept as kan: {kans}.</source>
            <translation>Zůstává jako kan: {kans}.</translation>
        </message>
        <message>
            <source>No wait reaches the {minimum}-faan minimum.</source>
            <translation>Žádné čekání nedosáhne minima {minimum} faan.</translation>
        </message>
        <message>
            <source>Ready, waiting for {waits}.</source>
            <translation>Ruka je připravená, čekáš na {waits}.</translation>
        </message>
        <message>
            <source>Ready: you would win on {waits}.</source>
            <translation>Ruka je připravená: k výhře ti stačí {waits}.</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen)</source>
            <translation>{face} (neviděných: {unseen})</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan)</source>
            <translation>{face} (neviděných: {unseen}, {faan} faan)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: too few to win)</source>
            <translation>{face} (neviděných: {unseen}, {faan} faan: na výhru málo)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: wins only self-drawn)</source>
            <translation>{face} (neviděných: {unseen}, {faan} faan: vyhraje jen vlastním tahem)</translation>
        </message>
        <message>
            <source>{face} completes your hand, but only for {faan} faan: no win below {minimum}.</source>
            <translation>{face} doplní tvou ruku, ale jen za {faan} faan: pod {minimum} se vyhrát nedá.</translation>
        </message>
        <message numerus="yes">
            <source>Discard {face}: %n tile(s) from ready (shanten %n).</source>
            <translation>
                <numerusform>Odhodit {face}: %n kámen od připravené ruky (shanten %n).</numerusform>
                <numerusform>Odhodit {face}: %n kameny od připravené ruky (shanten %n).</numerusform>
                <numerusform>Odhodit {face}: %n kamenů od připravené ruky (shanten %n).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExchangeBar</name>
        <message>
            <source>Three-tile exchange</source>
            <translation>Výměna tří kamenů</translation>
        </message>
        <message>
            <source>Pass three</source>
            <translation>Předat tři</translation>
        </message>
        <message>
            <source>Pass the three marked tiles (Space)</source>
            <translation>Předat tři označené kameny (mezerník)</translation>
        </message>
        <message>
            <source>Pick three tiles of one suit to pass ({count} of 3 marked).</source>
            <translation>Vyberte tři kameny jedné barvy k předání (označeno {count} ze 3).</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>po směru hodinových ručiček</translation>
        </message>
        <message>
            <source>across</source>
            <translation>naproti</translation>
        </message>
        <message>
            <source>counter-clockwise</source>
            <translation>proti směru hodinových ručiček</translation>
        </message>
        <message>
            <source>Dice {a} + {b}: the tiles pass {direction}; yours went to {who}, you received {tiles} (outlined).</source>
            <translation>Kostky {a} + {b}: kameny jdou {direction}; vaše kameny dostal hráč {who}, vy jste dostali {tiles} (zvýrazněné).</translation>
        </message>
    </context>
    <context>
        <name>FileProblem</name>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Action {n} is not legal.</source>
            <translation>Tah {n} není povolený.</translation>
        </message>
        <message>
            <source>It was kept as {path}.</source>
            <translation>Zůstal uložen jako {path}.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be used and were set back to their defaults: {fields}.</source>
            <translation>Některé z tvých předvoleb nešlo použít, a proto se vrátily na výchozí hodnoty: {fields}.</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>Soubor nelze přečíst.</translation>
        </message>
        <message>
            <source>The file is cut short.</source>
            <translation>Soubor je neúplný.</translation>
        </message>
        <message>
            <source>The file is damaged.</source>
            <translation>Soubor je poškozený.</translation>
        </message>
        <message>
            <source>The file is not a game file, or it was changed by hand.</source>
            <translation>Soubor není herní soubor, nebo byl ručně upraven.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file.</source>
            <translation>Soubor je příliš velký na herní soubor.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of Mahjong Desktop.</source>
            <translation>Soubor zapsala novější verze Mahjong Desktop.</translation>
        </message>
        <message>
            <source>The game in the file does not replay.</source>
            <translation>Hru v souboru nelze přehrát.</translation>
        </message>
        <message>
            <source>The {language} translation could not be loaded; the game is shown in English.</source>
            <translation>Překlad ({language}) se nepodařilo načíst; hra se zobrazuje anglicky.</translation>
        </message>
        <message>
            <source>The {language} translation file was damaged; it was built again.</source>
            <translation>Soubor s překladem ({language}) byl poškozen; byl znovu sestaven.</translation>
        </message>
        <message>
            <source>These were set back to their defaults: {fields}.</source>
            <translation>Tyto se vrátily na výchozí hodnoty: {fields}.</translation>
        </message>
        <message>
            <source>Your preferences were saved by a newer version of Mahjong Desktop; its own settings are kept for it.</source>
            <translation>Tvé předvolby uložila novější verze Mahjong Desktop; její vlastní nastavení zůstávají pro ni zachována.</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>rychlost animací</translation>
        </message>
        <message>
            <source>bot pace</source>
            <translation>tempo botů</translation>
        </message>
        <message>
            <source>colour temperature</source>
            <translation>teplota barev</translation>
        </message>
        <message>
            <source>computer strength</source>
            <translation>síla počítače</translation>
        </message>
        <message>
            <source>contrast</source>
            <translation>kontrast</translation>
        </message>
        <message>
            <source>corner index on tiles</source>
            <translation>rohový index na kamenech</translation>
        </message>
        <message>
            <source>grain</source>
            <translation>zrnitost</translation>
        </message>
        <message>
            <source>header</source>
            <translation>záhlaví</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>domácí pravidla</translation>
        </message>
        <message>
            <source>index on cards</source>
            <translation>index na kartách</translation>
        </message>
        <message>
            <source>language</source>
            <translation>jazyk</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>poslední hra</translation>
        </message>
        <message>
            <source>reduced motion</source>
            <translation>omezený pohyb</translation>
        </message>
        <message>
            <source>table colour</source>
            <translation>barva stolu</translation>
        </message>
        <message>
            <source>tile size</source>
            <translation>velikost kamenů</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>vracení tahů</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>That choice is no longer possible.</source>
            <translation>Tahle volba už není možná.</translation>
        </message>
        <message>
            <source>That card cannot be discarded now.</source>
            <translation>Tuto kartu teď nelze odhodit.</translation>
        </message>
        <message>
            <source>That tile cannot be discarded now.</source>
            <translation>Tento kámen teď nelze odhodit.</translation>
        </message>
        <message>
            <source>No hint this time ({error}).</source>
            <translation>Tentokrát bez rady ({error}).</translation>
        </message>
        <message>
            <source>The rules engine keeps failing ({error}): start a new game.</source>
            <translation>Modul pravidel stále selhává ({error}): začni novou hru.</translation>
        </message>
        <message>
            <source>The rules engine failed ({error}); the deal was restored.</source>
            <translation>Modul pravidel selhal ({error}); rozdání bylo obnoveno.</translation>
        </message>
        <message>
            <source>The deal could not be restored ({error}): start a new game.</source>
            <translation>Rozdání nešlo obnovit ({error}): začni novou hru.</translation>
        </message>
        <message>
            <source>A bot failed ({error}); it passes or plays its first choice.</source>
            <translation>Bot selhal ({error}); pasuje nebo zahraje svou první možnost.</translation>
        </message>
    </context>
    <context>
        <name>GuidedPlay</name>
        <message>
            <source>&amp;Help</source>
            <translation>Nápo&amp;věda</translation>
        </message>
        <message>
            <source>&amp;Guided first deal</source>
            <translation>&amp;První rozdání s průvodcem</translation>
        </message>
        <message>
            <source>Show &amp;tips in guided deals</source>
            <translation>Zobrazovat &amp;tipy v rozdáních s průvodcem</translation>
        </message>
    </context>
    <context>
        <name>HandCalculator</name>
        <message>
            <source>Hand calculator</source>
            <translation>Kalkulačka ruky</translation>
        </message>
        <message>
            <source>A click adds to:</source>
            <translation>Kliknutí přidá do:</translation>
        </message>
        <message>
            <source>the hand</source>
            <translation>ruky</translation>
        </message>
        <message>
            <source>the hand, as the winning card</source>
            <translation>ruky jako vítězná karta</translation>
        </message>
        <message>
            <source>the hand, as the winning tile</source>
            <translation>ruky jako vítězný kámen</translation>
        </message>
        <message>
            <source>a meld</source>
            <translation>sestavy</translation>
        </message>
        <message>
            <source>flowers</source>
            <translation>květin</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>Vlastní líznutí</translation>
        </message>
        <message>
            <source>own (self-drawn)</source>
            <translation>vlastní (líznutí)</translation>
        </message>
        <message>
            <source>another player</source>
            <translation>jiný hráč</translation>
        </message>
        <message>
            <source>Hand (winning card included)</source>
            <translation>Ruka (včetně vítězné karty)</translation>
        </message>
        <message>
            <source>Winning card</source>
            <translation>Vítězná karta</translation>
        </message>
        <message>
            <source>Winning moment</source>
            <translation>Okamžik výhry</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <source>Hand (winning tile included)</source>
            <translation>Ruka (včetně vítězného kamene)</translation>
        </message>
        <message>
            <source>&amp;Add typed</source>
            <translation>&amp;Přidat napsané</translation>
        </message>
        <message>
            <source>&amp;Drop these cards</source>
            <translation>&amp;Zahodit tyto karty</translation>
        </message>
        <message>
            <source>&amp;Drop these tiles</source>
            <translation>&amp;Zahodit tyto kameny</translation>
        </message>
        <message>
            <source>Base points</source>
            <translation>Základní body</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>Chi</translation>
        </message>
        <message>
            <source>Chow</source>
            <translation>Chow</translation>
        </message>
        <message>
            <source>Click a card to see the melds that hold it.</source>
            <translation>Klikni na kartu a uvidíš sestavy, které ji obsahují.</translation>
        </message>
        <message>
            <source>Click a tile to see the melds that hold it.</source>
            <translation>Klikni na kámen a uvidíš sestavy, které ho obsahují.</translation>
        </message>
        <message>
            <source>Concealed kong</source>
            <translation>Skrytý kong</translation>
        </message>
        <message>
            <source>Counted (the limit)</source>
            <translation>Počítá se (limit)</translation>
        </message>
        <message>
            <source>Exposed kong</source>
            <translation>Otevřený kong</translation>
        </message>
        <message>
            <source>Four alike, all drawn by the player</source>
            <translation>Čtyři stejné, všechny si hráč sám lízl</translation>
        </message>
        <message>
            <source>Four alike, all the player's own</source>
            <translation>Čtyři stejné, všechny hráčovy vlastní</translation>
        </message>
        <message>
            <source>Four alike, one of them claimed or added to a pung</source>
            <translation>Čtyři stejné, jeden z nich vzatý z odhozu nebo přidaný k pungu</translation>
        </message>
        <message>
            <source>Four alike, the fourth from another player (or added to a wei or peng)</source>
            <translation>Čtyři stejné, čtvrtá od jiného hráče (nebo přidaná k wei či peng)</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>Druh:</translation>
        </message>
        <message>
            <source>Melds</source>
            <translation>Sestavy</translation>
        </message>
        <message>
            <source>Melds with {tiles}:</source>
            <translation>Sestavy s {tiles}:</translation>
        </message>
        <message>
            <source>No melds: every card is concealed.</source>
            <translation>Žádné sestavy: všechny karty jsou skryté.</translation>
        </message>
        <message>
            <source>No melds: every tile is concealed.</source>
            <translation>Žádné sestavy: všechny kameny jsou skryté.</translation>
        </message>
        <message>
            <source>No win: {reason}</source>
            <translation>Bez výhry: {reason}</translation>
        </message>
        <message>
            <source>Not a valid win: {reason}</source>
            <translation>Neplatná výhra: {reason}</translation>
        </message>
        <message>
            <source>Not added: {why}</source>
            <translation>Nepřidáno: {why}</translation>
        </message>
        <message>
            <source>Or type them:</source>
            <translation>Nebo je napiš:</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>Pao</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>Peng</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>Pung</translation>
        </message>
        <message>
            <source>Ready, waiting on {tiles}</source>
            <translation>Ruka je připravená, čekáš na {tiles}</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Odebrat</translation>
        </message>
        <message>
            <source>Remove {meld}</source>
            <translation>Odebrat {meld}</translation>
        </message>
        <message>
            <source>Three alike, shown on the table</source>
            <translation>Tři stejné, vyložené na stole</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and another player's card</source>
            <translation>Tři stejné: pár v ruce a karta jiného hráče</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and the player's own revealed card</source>
            <translation>Tři stejné: pár v ruce a karta, kterou hráč sám otočil</translation>
        </message>
        <message>
            <source>Three in a row of one size, 2-7-10 of one size, or one value in both sizes</source>
            <translation>Tři po sobě jdoucí karty jedné velikosti, 2-7-10 jedné velikosti, nebo jedna hodnota v obou velikostech</translation>
        </message>
        <message>
            <source>Three in a row of one suit, claimed or not</source>
            <translation>Tři po sobě jdoucí kameny jedné barvy, vzaté z odhozu i ne</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>Ti</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <source>Tun</source>
            <translation>Tun</translation>
        </message>
        <message>
            <source>Wei</source>
            <translation>Wei</translation>
        </message>
        <message>
            <source>{game}: a win</source>
            <translation>{game}: výhra</translation>
        </message>
        <message>
            <source>{tiles} cannot be part of one {kind}: choose another tile or kind.</source>
            <translation>{tiles} nelze spojit do jedné sestavy ({kind}): vyber jiný kámen nebo druh.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) from ready (shanten %n)</source>
            <translation>
                <numerusform>%n kámen od připravené ruky (shanten %n)</numerusform>
                <numerusform>%n kameny od připravené ruky (shanten %n)</numerusform>
                <numerusform>%n kamenů od připravené ruky (shanten %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Winning tile</source>
            <translation>Vítězný kámen</translation>
        </message>
        <message>
            <source>Flowers</source>
            <translation>Květiny</translation>
        </message>
        <message>
            <source>Seat wind</source>
            <translation>Vítr místa</translation>
        </message>
        <message>
            <source>Missing suit</source>
            <translation>Chybějící barva</translation>
        </message>
        <message>
            <source>Winning card from</source>
            <translation>Vítězná karta od</translation>
        </message>
        <message>
            <source>C&amp;lear</source>
            <translation>&amp;Vymazat</translation>
        </message>
        <message>
            <source>&amp;Remove last</source>
            <translation>&amp;Odebrat poslední</translation>
        </message>
        <message>
            <source>&amp;Calculate</source>
            <translation>&amp;Spočítat</translation>
        </message>
        <message>
            <source>Cannot read the hand: {error}</source>
            <translation>Ruku nelze přečíst: {error}</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>&amp;Nástroje</translation>
        </message>
        <message>
            <source>&amp;Hand calculator…</source>
            <translation>&amp;Kalkulačka ruky…</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Jazyk:</translation>
        </message>
        <message>
            <source>The language of the whole game</source>
            <translation>Jazyk celé hry</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>Kontrast:</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones of the table</source>
            <translation>Změkčí nebo zostří tóny stolu</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>Zrno:</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>Filmové zrno přes stůl</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>Teplota barev:</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>Od chladné modré po teplou jantarovou</translation>
        </message>
        <message>
            <source>Preferences…</source>
            <translation>Předvolby…</translation>
        </message>
        <message>
            <source>Table colour, animation speed, bot pace, corner index and reduced motion</source>
            <translation>Barva stolu, rychlost animací, tempo botů, index v rozích a omezený pohyb</translation>
        </message>
        <message>
            <source>Hide the header (the Options menu or Ctrl+Shift+H shows it)</source>
            <translation>Skrýt záhlaví (nabídka Možnosti nebo Ctrl+Shift+H ho zobrazí)</translation>
        </message>
        <message>
            <source>Hide the header</source>
            <translation>Skrýt záhlaví</translation>
        </message>
        <message>
            <source>Show &amp;header</source>
            <translation>Zobrazit &amp;záhlaví</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Hint: {action} ({reason})</source>
            <translation>Rada: {action} ({reason})</translation>
        </message>
        <message>
            <source>a complete hand</source>
            <translation>kompletní ruka</translation>
        </message>
        <message>
            <source>a full flush</source>
            <translation>čistá barva</translation>
        </message>
        <message>
            <source>a half flush</source>
            <translation>poloviční barva</translation>
        </message>
        <message>
            <source>a quick hand</source>
            <translation>rychlá ruka</translation>
        </message>
        <message>
            <source>a ready hand</source>
            <translation>připravená ruka</translation>
        </message>
        <message>
            <source>aims at {route}, worth more: {shanten_text} on that route ({nearest} shanten to any winning hand); {useful} tiles improve the hand</source>
            <translation>míří na {route}, která má větší cenu: na té cestě {shanten_text} (k jakékoli vítězné ruce {nearest} shanten), zlepšujících kamenů: {useful}</translation>
        </message>
        <message>
            <source>all chows</source>
            <translation>samé chowy</translation>
        </message>
        <message>
            <source>all pungs</source>
            <translation>samé pungy</translation>
        </message>
        <message>
            <source>chi: it completes a group (and {huxi} huxi)</source>
            <translation>chi: doplní skupinu (a {huxi} huxi)</translation>
        </message>
        <message>
            <source>clear the missing suit first: {tile}</source>
            <translation>nejdřív se zbav chybějící barvy: {tile}</translation>
        </message>
        <message>
            <source>declare {suit} missing: {count} tiles to clear, the other suits build best</source>
            <translation>ohlas chybějící barvu {suit}: k odhození je kamenů {count} a z ostatních barev se ruka staví nejlépe</translation>
        </message>
        <message>
            <source>discard {tile}: it joins no group</source>
            <translation>odhoď {tile}: nepatří do žádné skupiny</translation>
        </message>
        <message>
            <source>discard {tile}: keeps {groups} groups and pairs for {huxi} huxi</source>
            <translation>odhoď {tile}: zůstanou skupiny a páry ({groups}) za {huxi} huxi</translation>
        </message>
        <message>
            <source>folds: {seat} is likely ready; {tile} is the safest tile</source>
            <translation>braň se: {seat} má nejspíš připravenou ruku; {tile} je nejbezpečnější kámen</translation>
        </message>
        <message>
            <source>keeps {shanten_text}; {useful} tiles improve the hand</source>
            <translation>zůstává {shanten_text}, zlepšujících kamenů: {useful}</translation>
        </message>
        <message>
            <source>kong {tile}: an extra draw, and the hand stays as close</source>
            <translation>kong {tile}: líznutí navíc a ruka se nezhorší</translation>
        </message>
        <message>
            <source>kong {tile}: the kong pays at once and the hand stays as close</source>
            <translation>kong {tile}: kong se platí hned a ruka se nezhorší</translation>
        </message>
        <message>
            <source>pass the win: it pays {now}, a likely self-draw about {later}</source>
            <translation>nech výhru být: teď vynese {now}, pravděpodobná výhra vlastním líznutím asi {later}</translation>
        </message>
        <message>
            <source>pass {tiles}: {suit} is the suit to give up ({count} tiles), these build least</source>
            <translation>předat {tiles}: {suit} je barva, které se vyplatí vzdát ({count} kamenů), a tyto kameny se hodí nejméně</translation>
        </message>
        <message>
            <source>pass: claiming would leave no hand worth {minimum} faan</source>
            <translation>pas: po vzetí by nezbyla ruka za {minimum} faan</translation>
        </message>
        <message>
            <source>pass: taking it would not bring a better hand</source>
            <translation>pas: vzetí by ruku nezlepšilo</translation>
        </message>
        <message>
            <source>pass: the card does not help the hand</source>
            <translation>pas: karta ruce nepomůže</translation>
        </message>
        <message>
            <source>pushes: the hand is worth more than the risk from {seat}</source>
            <translation>útoč: ruka má větší cenu než riziko od hráče {seat}</translation>
        </message>
        <message>
            <source>seven pairs</source>
            <translation>sedm párů</translation>
        </message>
        <message>
            <source>the only legal move</source>
            <translation>jediný povolený tah</translation>
        </message>
        <message>
            <source>thirteen orphans</source>
            <translation>třináct sirotků</translation>
        </message>
        <message>
            <source>win: the hand is complete</source>
            <translation>vyhraj: ruka je kompletní</translation>
        </message>
        <message>
            <source>{kind} {tile}: it brings the hand to {shanten_text}</source>
            <translation>{kind} {tile}: ruka se dostane na {shanten_text}</translation>
        </message>
        <message>
            <source>{kind}: the meld adds {huxi} huxi</source>
            <translation>{kind}: sestava přidá {huxi} huxi</translation>
        </message>
        <message>
            <source>{n} shanten</source>
            <translation>{n} shanten</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>+1 base point</source>
            <translation>+1 základní bod</translation>
        </message>
        <message>
            <source>+1 fan</source>
            <translation>+1 fan</translation>
        </message>
        <message>
            <source>0 faan</source>
            <translation>0 faan</translation>
        </message>
        <message>
            <source>1 faan</source>
            <translation>1 faan</translation>
        </message>
        <message>
            <source>10 faan</source>
            <translation>10 faan</translation>
        </message>
        <message>
            <source>10 huxi</source>
            <translation>10 huxi</translation>
        </message>
        <message>
            <source>13 faan</source>
            <translation>13 faan</translation>
        </message>
        <message>
            <source>15 huxi</source>
            <translation>15 huxi</translation>
        </message>
        <message>
            <source>3 faan</source>
            <translation>3 faan</translation>
        </message>
        <message>
            <source>3 fan</source>
            <translation>3 fan</translation>
        </message>
        <message>
            <source>4 fan</source>
            <translation>4 fan</translation>
        </message>
        <message>
            <source>5 fan</source>
            <translation>5 fan</translation>
        </message>
        <message>
            <source>8 faan</source>
            <translation>8 faan</translation>
        </message>
        <message>
            <source>A player who deals in on the discard after their own kong hands that kong's collection to the winner.</source>
            <translation>Hráč, který odhodí vítězný kámen hned po svém kongu, předá výnos z toho kongu vítězi.</translation>
        </message>
        <message>
            <source>All pay, the discarder double</source>
            <translation>Platí všichni, odhazující dvojnásob</translation>
        </message>
        <message>
            <source>All-red, all-black and one-red hands score extra tun.</source>
            <translation>Celá červená, celá černá a ruka s jedinou červenou získají tun navíc.</translation>
        </message>
        <message>
            <source>Before the missing suit, each player passes three tiles of one suit, the direction chosen by the dice.</source>
            <translation>Před volbou chybějící barvy předá každý hráč tři kameny jedné barvy; směr určí kostky.</translation>
        </message>
        <message>
            <source>Call transfer</source>
            <translation>Převod za kong</translation>
        </message>
        <message>
            <source>Fan limit</source>
            <translation>Limit fan</translation>
        </message>
        <message>
            <source>Flowers and seasons</source>
            <translation>Květiny a roční období</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Domácí pravidla</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>Domácí pravidla: {rules}</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>Limit</translation>
        </message>
        <message>
            <source>Minimum faan</source>
            <translation>Minimum faan</translation>
        </message>
        <message>
            <source>Minimum huxi</source>
            <translation>Minimum huxi</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Vypnuto</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Zapnuto</translation>
        </message>
        <message>
            <source>Payment on a discard win</source>
            <translation>Platba při výhře z odhozu</translation>
        </message>
        <message>
            <source>Red and black hands</source>
            <translation>Červené a černé ruce</translation>
        </message>
        <message>
            <source>Self-draw bonus</source>
            <translation>Bonus za vlastní líznutí</translation>
        </message>
        <message>
            <source>The discarder pays all</source>
            <translation>Platí jen ten, kdo odhodil</translation>
        </message>
        <message>
            <source>The faan a hand needs to win.</source>
            <translation>Kolik faan ruka potřebuje k výhře.</translation>
        </message>
        <message>
            <source>The huxi a hand needs to win.</source>
            <translation>Kolik huxi ruka potřebuje k výhře.</translation>
        </message>
        <message>
            <source>The most faan a hand scores; a limit hand scores this.</source>
            <translation>Nejvíc faan, kolik ruka získá; limitní ruka získá právě tolik.</translation>
        </message>
        <message>
            <source>The most fan a win counts.</source>
            <translation>Nejvíc fan, kolik výhra započítá.</translation>
        </message>
        <message>
            <source>Three-tile exchange</source>
            <translation>Výměna tří kamenů</translation>
        </message>
        <message>
            <source>What a self-drawn win adds: one base point, or one fan.</source>
            <translation>Co přidá výhra vlastním líznutím: jeden základní bod, nebo jeden fan.</translation>
        </message>
        <message>
            <source>Whether the discarder pays for everyone, or everyone pays and the discarder double.</source>
            <translation>Zda platí za všechny ten, kdo odhodil, nebo platí všichni a ten, kdo odhodil, dvojnásobek.</translation>
        </message>
        <message>
            <source>With</source>
            <translation>S nimi</translation>
        </message>
        <message>
            <source>With them, 144 tiles and walls of 18 stacks; without, 136 tiles and 17.</source>
            <translation>S nimi 144 kamenů a zdi po 18 sloupcích; bez nich 136 kamenů a 17 sloupců.</translation>
        </message>
        <message>
            <source>Without</source>
            <translation>Bez nich</translation>
        </message>
        <message>
            <source>{option}:</source>
            <translation>{option}:</translation>
        </message>
        <message>
            <source>{option}: {choice}</source>
            <translation>{option}: {choice}</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesBox</name>
        <message>
            <source>House rules</source>
            <translation>Domácí pravidla</translation>
        </message>
        <message>
            <source>The &amp;sheet's rules</source>
            <translation>&amp;Původní pravidla</translation>
        </message>
        <message>
            <source>Every option of this game back to the rules of the original sheet</source>
            <translation>Vrátí všechny volby této hry k původním pravidlům</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Mahjong Desktop</source>
            <extracomment>the New game dialog asked for a game's guided first deal (``ui.guide``): its variant</extracomment>
            <translation>Mahjong Desktop</translation>
        </message>
        <message>
            <source>Game and deal</source>
            <translation>Hra a rozdání</translation>
        </message>
        <message>
            <source>Match totals</source>
            <translation>Celkové skóre zápasu</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Stůl</translation>
        </message>
        <message>
            <source>What the selected discard leaves</source>
            <translation>Co zanechá vybraný odhoz</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Rada (H)</translation>
        </message>
        <message>
            <source>What a strong player would do now; you still choose</source>
            <translation>Co by teď udělal silný hráč; rozhoduješ ale ty</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Rada</translation>
        </message>
        <message>
            <source>Full rules</source>
            <translation>Úplná pravidla</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>&amp;Stůl</translation>
        </message>
        <message>
            <source>Full &amp;rules</source>
            <translation>Úplná &amp;pravidla</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nová hra…</translation>
        </message>
        <message>
            <source>Next &amp;deal</source>
            <translation>Další &amp;rozdání</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Konec</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Zobrazit</translation>
        </message>
        <message>
            <source>No game yet: Game &gt; New game (Ctrl+N)</source>
            <translation>Zatím žádná hra: Hra &gt; Nová hra (Ctrl+N)</translation>
        </message>
        <message>
            <source>Your turn: click a card to select it, click it again or press Enter; S sorts your cards by group or by value.</source>
            <translation>Jste na tahu: kartu vyberete kliknutím, dalším kliknutím nebo klávesou Enter ji odhodíte; klávesa S řadí karty podle skupin nebo podle hodnoty.</translation>
        </message>
        <message>
            <source>Your turn: click a tile to select it, click it again or press Enter.</source>
            <translation>Jsi na tahu: kliknutím vyber kámen, dalším kliknutím nebo klávesou Enter ho odhodíš.</translation>
        </message>
        <message>
            <source>Claim the card with a button, or pass (Space).</source>
            <translation>Vezměte si kartu tlačítkem, nebo přenechte (mezerník).</translation>
        </message>
        <message>
            <source>Claim the tile with a button, or pass (Space).</source>
            <translation>Vezmi si kámen tlačítkem, nebo pasuj (mezerník).</translation>
        </message>
        <message>
            <source>Choose your missing suit to start the deal.</source>
            <translation>Zvol chybějící barvu, aby rozdání mohlo začít.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Přemýšlím…</translation>
        </message>
        <message>
            <source>{game} · deal {n}</source>
            <translation>{game} · rozdání {n}</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>Add {tiles} to the pung</source>
            <translation>Přidat {tiles} k pungu</translation>
        </message>
        <message>
            <source>All 2-5-8 pungs</source>
            <translation>Samé pungy 2-5-8</translation>
        </message>
        <message>
            <source>All black: no red card, tun ×{times}</source>
            <translation>Celá černá: žádná červená karta, tuny ×{times}</translation>
        </message>
        <message>
            <source>All chows</source>
            <translation>Samé chowy</translation>
        </message>
        <message>
            <source>All four flowers</source>
            <translation>Všechny čtyři květiny</translation>
        </message>
        <message>
            <source>All four seasons</source>
            <translation>Všechna čtyři roční období</translation>
        </message>
        <message>
            <source>All honours</source>
            <translation>Samé čestné kameny</translation>
        </message>
        <message>
            <source>All pungs</source>
            <translation>Samé pungy</translation>
        </message>
        <message>
            <source>All red: {red} red cards, tun ×{times}</source>
            <translation>Celá červená: {red} červených karet, tuny ×{times}</translation>
        </message>
        <message>
            <source>All terminals</source>
            <translation>Samé krajní kameny</translation>
        </message>
        <message>
            <source>Basic win</source>
            <translation>Základní ruka</translation>
        </message>
        <message>
            <source>Big four winds</source>
            <translation>Velké čtyři větry</translation>
        </message>
        <message>
            <source>Big three dragons</source>
            <translation>Velcí tři draci</translation>
        </message>
        <message>
            <source>Chi {claimed} with {tiles}</source>
            <translation>Chi {claimed} s {tiles}</translation>
        </message>
        <message>
            <source>Chi {group}</source>
            <translation>Chi {group}</translation>
        </message>
        <message>
            <source>Chow {claimed} with {tiles}</source>
            <translation>Chow {claimed} s {tiles}</translation>
        </message>
        <message>
            <source>Concealed hand</source>
            <translation>Skrytá ruka</translation>
        </message>
        <message>
            <source>Concealed kong {tiles}</source>
            <translation>Skrytý kong {tiles}</translation>
        </message>
        <message>
            <source>Declare {choice} missing</source>
            <translation>Ohlásit chybějící barvu: {choice}</translation>
        </message>
        <message>
            <source>Discard {tiles}</source>
            <translation>Odhodit {tiles}</translation>
        </message>
        <message>
            <source>Dragon pung</source>
            <translation>Dračí pung</translation>
        </message>
        <message>
            <source>Four concealed pungs</source>
            <translation>Čtyři skryté pungy</translation>
        </message>
        <message>
            <source>Four kongs</source>
            <translation>Čtyři kongy</translation>
        </message>
        <message>
            <source>Full flush</source>
            <translation>Čistá barva</translation>
        </message>
        <message>
            <source>Golden single wait</source>
            <translation>Zlaté čekání na jediný kámen</translation>
        </message>
        <message>
            <source>Half flush</source>
            <translation>Poloviční barva</translation>
        </message>
        <message>
            <source>Heavenly hand</source>
            <translation>Nebeská ruka</translation>
        </message>
        <message>
            <source>Kan {group}</source>
            <translation>Kan {group}</translation>
        </message>
        <message>
            <source>Kong {claimed}</source>
            <translation>Kong {claimed}</translation>
        </message>
        <message>
            <source>Nine gates</source>
            <translation>Devět bran</translation>
        </message>
        <message>
            <source>No flowers</source>
            <translation>Bez květin</translation>
        </message>
        <message>
            <source>One red card: tun ×{times}</source>
            <translation>Jedna červená karta: tuny ×{times}</translation>
        </message>
        <message>
            <source>Outside hand</source>
            <translation>Vnější ruka</translation>
        </message>
        <message>
            <source>Pair {group}</source>
            <translation>Pár {group}</translation>
        </message>
        <message>
            <source>Pao {claimed}</source>
            <translation>Pao {claimed}</translation>
        </message>
        <message>
            <source>Pao {group}</source>
            <translation>Pao {group}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
        <message>
            <source>Pass {tiles}</source>
            <translation>Předat {tiles}</translation>
        </message>
        <message>
            <source>Peng {claimed}</source>
            <translation>Peng {claimed}</translation>
        </message>
        <message>
            <source>Peng {group}</source>
            <translation>Peng {group}</translation>
        </message>
        <message>
            <source>Pung {claimed}</source>
            <translation>Pung {claimed}</translation>
        </message>
        <message>
            <source>Red hand: {red} red cards, tun ×{times}</source>
            <translation>Červená ruka: {red} červených karet, tuny ×{times}</translation>
        </message>
        <message>
            <source>Robbing a kong</source>
            <translation>Ukradení kongu</translation>
        </message>
        <message>
            <source>Root (four of a kind)</source>
            <translation>Kořen (čtyři stejné)</translation>
        </message>
        <message>
            <source>Round wind pung</source>
            <translation>Pung větru kola</translation>
        </message>
        <message>
            <source>Seat flower</source>
            <translation>Vlastní květina</translation>
        </message>
        <message>
            <source>Seat season</source>
            <translation>Vlastní roční období</translation>
        </message>
        <message>
            <source>Seat wind pung</source>
            <translation>Pung větru místa</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>Vlastní líznutí</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>Sedm párů</translation>
        </message>
        <message>
            <source>Sichuan uses only the 108 suit tiles, not {tiles}</source>
            <translation>s’čchuanský mahjong se hraje jen se 108 kameny tří barev, bez {tiles}</translation>
        </message>
        <message>
            <source>Small three dragons</source>
            <translation>Malí tři draci</translation>
        </message>
        <message>
            <source>Thirteen orphans</source>
            <translation>Třináct sirotků</translation>
        </message>
        <message>
            <source>Ti {group}</source>
            <translation>Ti {group}</translation>
        </message>
        <message>
            <source>Wei {group}</source>
            <translation>Wei {group}</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Vyhrát</translation>
        </message>
        <message>
            <source>Win on a kong's replacement tile</source>
            <translation>Výhra na náhradní kámen po kongu</translation>
        </message>
        <message>
            <source>Win on the last discard</source>
            <translation>Výhra na poslední odhoz</translation>
        </message>
        <message>
            <source>Win on the last tile</source>
            <translation>Výhra na poslední kámen</translation>
        </message>
        <message>
            <source>Win on the last tile of the wall</source>
            <translation>Výhra na poslední kámen zdi</translation>
        </message>
        <message>
            <source>a dead hand can not win</source>
            <translation>mrtvá ruka nemůže vyhrát</translation>
        </message>
        <message>
            <source>a dead hand may only reveal and make pao or ti</source>
            <translation>mrtvá ruka smí jen otáčet a dělat pao nebo ti</translation>
        </message>
        <message>
            <source>a kan can not be split or discarded from</source>
            <translation>kan nelze rozdělit ani z něj odhazovat</translation>
        </message>
        <message>
            <source>a stinking card: you discarded this card earlier</source>
            <translation>smradlavá karta: tuto kartu už máš jednou odhozenou</translation>
        </message>
        <message>
            <source>a stinking card: you refused this card earlier</source>
            <translation>smradlavá karta: tuto kartu už máš jednou odmítnutou</translation>
        </message>
        <message>
            <source>a winning card and its source go together</source>
            <translation>vítězná karta a její původ patří k sobě</translation>
        </message>
        <message>
            <source>a {kind} holds {size} cards, not {count}: {tiles}</source>
            <translation>{kind} má {size} karty, ne {count}: {tiles}</translation>
        </message>
        <message>
            <source>a {kind} holds {size} tiles, not {count}: {tiles}</source>
            <translation>{kind} má {size} kameny, ne {count}: {tiles}</translation>
        </message>
        <message>
            <source>added kong</source>
            <translation>přidaný kong</translation>
        </message>
        <message>
            <source>bamboo</source>
            <translation>bambusy</translation>
        </message>
        <message>
            <source>big %1</source>
            <translation>velká %1</translation>
        </message>
        <message>
            <source>bonus tiles cannot be part of a meld: {text}</source>
            <translation>květiny a roční období nemohou být součástí sestavy: {text}</translation>
        </message>
        <message>
            <source>bonus tiles go in --bonus, not in the hand: {text}</source>
            <translation>květiny a roční období patří do pole Květiny, ne do ruky: {text}</translation>
        </message>
        <message>
            <source>call transfer</source>
            <translation>převod výběru</translation>
        </message>
        <message>
            <source>cannot read {part} in {text}</source>
            <translation>nelze přečíst {part} v {text}</translation>
        </message>
        <message>
            <source>cannot read {text}</source>
            <translation>nelze přečíst {text}</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>znaky</translation>
        </message>
        <message>
            <source>concealed kong</source>
            <translation>skrytý kong</translation>
        </message>
        <message>
            <source>discard your missing suit ({suit}) first</source>
            <translation>nejdřív odhoď chybějící barvu ({suit})</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>kruhy</translation>
        </message>
        <message>
            <source>each flower and season exists once: {text}</source>
            <translation>každá květina a každé roční období je ve hře jen jednou: {text}</translation>
        </message>
        <message>
            <source>empty meld in {text}</source>
            <translation>prázdná sestava v {text}</translation>
        </message>
        <message>
            <source>exposed kong</source>
            <translation>otevřený kong</translation>
        </message>
        <message>
            <source>flower pig</source>
            <translation>květinové prase</translation>
        </message>
        <message>
            <source>flowers and seasons go in the Flowers field, not in the hand: {text}</source>
            <translation>květiny a roční období patří do pole Květiny, ne do ruky: {text}</translation>
        </message>
        <message>
            <source>heavenly hand</source>
            <translation>nebeská ruka</translation>
        </message>
        <message>
            <source>holds the missing suit</source>
            <translation>v ruce je chybějící barva</translation>
        </message>
        <message>
            <source>it is not your move</source>
            <translation>teď nejsi na tahu</translation>
        </message>
        <message>
            <source>it is not {seat}'s move</source>
            <translation>{seat} není na tahu</translation>
        </message>
        <message>
            <source>kong tax refund</source>
            <translation>vrácení daně za kong</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:CARDS</source>
            <translation>sestava {text} nemá tvar DRUH:KARTY</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:TILES</source>
            <translation>sestava {text} nemá tvar DRUH:KAMENY</translation>
        </message>
        <message>
            <source>no card of value {value} (cards go 1-10)</source>
            <translation>karta s hodnotou {value} neexistuje (karty mají hodnoty 1–10)</translation>
        </message>
        <message>
            <source>no flowers or seasons in a game without them: {text}</source>
            <translation>ve hře bez květin a ročních období žádné nejsou: {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (bonus tiles go 1-8) in {text}</source>
            <translation>kámen {tile} neexistuje (květiny a roční období mají čísla 1–8) v {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (honours go 1-7) in {text}</source>
            <translation>kámen {tile} neexistuje (čestné kameny mají čísla 1–7) v {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (suits go 1-9) in {text}</source>
            <translation>kámen {tile} neexistuje (barvy mají čísla 1–9) v {text}</translation>
        </message>
        <message>
            <source>not a winning hand</source>
            <translation>není to vítězná ruka</translation>
        </message>
        <message>
            <source>not ready</source>
            <translation>nepřipravená ruka</translation>
        </message>
        <message>
            <source>one can win only on a card revealed from the stock, not on a discard</source>
            <translation>vyhrát lze jen na kartu otočenou z balíčku, ne na odhoz</translation>
        </message>
        <message>
            <source>only a tile drawn after the pung was made may be added to it</source>
            <translation>k pungu lze přidat jen kámen líznutý až po jeho vzniku</translation>
        </message>
        <message>
            <source>pass three tiles of one suit from your hand, not {tiles}</source>
            <translation>předejte tři kameny jedné barvy z ruky, ne {tiles}</translation>
        </message>
        <message>
            <source>robbing the kong</source>
            <translation>ukradení kongu</translation>
        </message>
        <message>
            <source>self-drawn win</source>
            <translation>výhra vlastním líznutím</translation>
        </message>
        <message>
            <source>small %1</source>
            <translation>malá %1</translation>
        </message>
        <message>
            <source>the cards do not make seven groups</source>
            <translation>karty netvoří sedm skupin</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <translation>rozdání skončilo</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (19 + {fours} with {fours} ti or pao before the winning card, and that card)</source>
            <translation>počet karet v ruce se sestavami: {size}, má být {expected} (19 + {fours} při {fours} ti nebo pao před vítěznou kartou a k tomu ta karta)</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (20 with no ti or pao before the winning card, and that card)</source>
            <translation>počet karet v ruce se sestavami: {size}, má být {expected} (20 bez ti a pao před vítěznou kartou a k tomu ta karta)</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (with a winning tile; a meld counts 3)</source>
            <translation>počet kamenů v ruce: {size}, má být {expected} (s vítězným kamenem; každá sestava se počítá za 3)</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (without a winning tile; a meld counts 3)</source>
            <translation>počet kamenů v ruce: {size}, má být {expected} (bez vítězného kamene; každá sestava se počítá za 3)</translation>
        </message>
        <message>
            <source>the winning card {card} is not in the hand (--hand includes it)</source>
            <translation>vítězná karta {card} není v ruce (ruka ji musí obsahovat)</translation>
        </message>
        <message>
            <source>the winning tile {tile} is not in the hand</source>
            <translation>vítězný kámen {tile} není v ruce</translation>
        </message>
        <message>
            <source>there are no chows in Sichuan mahjong</source>
            <translation>v s’čchuanském mahjongu se chowy nehrají</translation>
        </message>
        <message>
            <source>there is no seat {seat} at this table</source>
            <translation>u tohoto stolu není místo {seat}</translation>
        </message>
        <message>
            <source>unknown meld kind {kind} (expected {expected})</source>
            <translation>neznámý druh sestavy {kind} (povolené: {expected})</translation>
        </message>
        <message>
            <source>win</source>
            <translation>výhra</translation>
        </message>
        <message>
            <source>win on discard</source>
            <translation>výhra na odhoz</translation>
        </message>
        <message>
            <source>you still hold your missing suit ({suit}): no pung, kong or win</source>
            <translation>ještě držíš chybějící barvu ({suit}): žádný pung, kong ani výhra</translation>
        </message>
        <message>
            <source>{cards} is not a valid {kind}</source>
            <translation>{cards} není platný {kind}</translation>
        </message>
        <message>
            <source>{count} copies of {card}, there are only {limit}</source>
            <translation>{count}× karta {card}, ale existují jen {limit}</translation>
        </message>
        <message>
            <source>{count} copies of {tile}, there are only {limit}</source>
            <translation>{count}× kámen {tile}, ale existují jen {limit}</translation>
        </message>
        <message>
            <source>{kind} is not a legal move now</source>
            <translation>{kind} teď není povolený tah</translation>
        </message>
        <message>
            <source>{kind} is not a meld on the table</source>
            <translation>{kind} není sestava na stole</translation>
        </message>
        <message>
            <source>{kind} {tiles} is not a valid {kind}</source>
            <translation>{tiles} není platné {kind}</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its cards, as in peng:555x</source>
            <translation>{text} není sestava: napiš její druh, dvojtečku a její karty, například peng:555x</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its tiles, as in pung:555m</source>
            <translation>{text} není sestava: napiš její druh, dvojtečku a její kameny, například pung:555m</translation>
        </message>
        <message>
            <source>{tile} is not a flower or season</source>
            <translation>{tile} není květina ani roční období</translation>
        </message>
        <message>
            <source>{total} {unit}, {minimum} needed</source>
            <translation>{total} {unit}, potřeba {minimum}</translation>
        </message>
    </context>
    <context>
        <name>MissingSuitDialog</name>
        <message>
            <source>Characters</source>
            <translation>Znaky</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>Kruhy</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>Bambusy</translation>
        </message>
        <message>
            <source>Choose your missing suit</source>
            <translation>Zvol chybějící barvu</translation>
        </message>
        <message>
            <source>Declare the suit you will not keep. Tiles of it must be discarded first, and you can neither pung, kong nor win while you hold one.</source>
            <translation>Ohlas barvu, kterou si nenecháš. Její kameny musíš odhodit nejdřív a dokud nějaký máš, nesmíš dělat pung, kong ani vyhrát.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Tvoje ruka</translation>
        </message>
        <message>
            <source>{number}  {suit} ({count} in hand)</source>
            <translation>{number}  {suit} ({count} v ruce)</translation>
        </message>
        <message>
            <source>Missing suit: {suit}</source>
            <translation>Chybějící barva: {suit}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Nápověda</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Nápověda (H)</translation>
        </message>
        <message>
            <source>Which suit a strong player would drop, and why</source>
            <translation>Kterou barvu by zkušený hráč vynechal a proč</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Přemýšlím…</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>Computer {n}</source>
            <translation>Počítač {n}</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Východ</translation>
        </message>
        <message>
            <source>Hong Kong mahjong</source>
            <translation>Hongkongský mahjong</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Sever</translation>
        </message>
        <message>
            <source>Paohuzi</source>
            <translation>Paohuzi</translation>
        </message>
        <message>
            <source>Easy: a beginner who often slips</source>
            <translation>Snadní: začátečníci, kteří často chybují</translation>
        </message>
        <message>
            <source>Greedy: fast hands, no defence (practice opponent)</source>
            <translation>Chamtiví: hrají na rychlost a nebrání se (cviční soupeři)</translation>
        </message>
        <message>
            <source>Hard: plays its best, never slips</source>
            <translation>Těžcí: hrají naplno a nikdy nechybují</translation>
        </message>
        <message>
            <source>Normal: a good player who sometimes slips</source>
            <translation>Normální: dobří hráči, kteří občas chybují</translation>
        </message>
        <message>
            <source>Random moves (test opponent)</source>
            <translation>Náhodné tahy (testovací soupeři)</translation>
        </message>
        <message>
            <source>Sichuan mahjong</source>
            <translation>S’čchuanský mahjong</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Jih</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Západ</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message>
            <source>{wind} ({who})</source>
            <translation>{wind} ({who})</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>Nová hra</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <source>Opponents' strength</source>
            <translation>Síla soupeřů</translation>
        </message>
        <message>
            <source>Rotate the dealer after each deal</source>
            <translation>Po každém rozdání střídat rozdávajícího</translation>
        </message>
        <message>
            <source>Rotate the dealer</source>
            <translation>Střídat rozdávajícího</translation>
        </message>
        <message>
            <source>G&amp;uided first deal</source>
            <translation>P&amp;rvní rozdání s průvodcem</translation>
        </message>
        <message>
            <source>An arranged deal of this game with tips at the moments that matter</source>
            <translation>Předem připravené rozdání této hry s tipy v klíčových chvílích</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Hra:</translation>
        </message>
        <message>
            <source>&amp;Opponents:</source>
            <translation>&amp;Soupeři:</translation>
        </message>
    </context>
    <context>
        <name>NoticeArea</name>
        <message>
            <source>Dismiss this notice</source>
            <translation>Zavřít toto upozornění</translation>
        </message>
    </context>
    <context>
        <name>PercentSlider</name>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Vypnuto</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Předvolby</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Zelené sukno</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>Modré sukno</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>Červené sukno</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>Dřevo</translation>
        </message>
        <message>
            <source>Slate</source>
            <translation>Břidlice</translation>
        </message>
        <message>
            <source>Table &amp;colour:</source>
            <translation>&amp;Barva stolu:</translation>
        </message>
        <message>
            <source>&amp;Tile size:</source>
            <translation>&amp;Velikost kamenů:</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>Rychlost &amp;animací:</translation>
        </message>
        <message>
            <source>&amp;Bot pace:</source>
            <translation>&amp;Tempo botů:</translation>
        </message>
        <message>
            <source>How fast tiles move; 0 places them at once</source>
            <translation>Jak rychle se kameny pohybují; 0 je položí hned</translation>
        </message>
        <message>
            <source>Your hand, the melds and the face-up tiles; the rest of the table makes room</source>
            <translation>Tvoje ruka, sestavy a odkryté kameny; zbytek stolu jim udělá místo</translation>
        </message>
        <message>
            <source>How long each computer player waits before it moves</source>
            <translation>Jak dlouho každý počítačový hráč čeká, než táhne</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>Kontrast:</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones</source>
            <translation>Změkčí nebo zostří tóny</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>Zrno:</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>Filmové zrno přes stůl</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>Teplota barev:</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>Od chladné modré po teplou jantarovou</translation>
        </message>
        <message>
            <source>Show the corner &amp;index on tiles (5m, E, Wh…)</source>
            <translation>Zobrazit &amp;index v rohu kamenů (5m, E, Wh…)</translation>
        </message>
        <message>
            <source>Show the index on Paohuzi car&amp;ds (2x, 10d…)</source>
            <translation>Zobrazit index na &amp;kartách Paohuzi (2x, 10d…)</translation>
        </message>
        <message>
            <source>&amp;Reduce motion (no animations, no grain)</source>
            <translation>&amp;Omezit pohyb (bez animací a zrna)</translation>
        </message>
        <message>
            <source>Show the &amp;header above the table</source>
            <translation>Zobrazit &amp;záhlaví nad stolem</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>|◀ Start</source>
            <extracomment>play on from this many actions: the position shown</extracomment>
            <translation>|◀ Začátek</translation>
        </message>
        <message>
            <source>◀ &amp;Back</source>
            <translation>◀ &amp;Zpět</translation>
        </message>
        <message>
            <source>&amp;Forward ▶</source>
            <translation>&amp;Vpřed ▶</translation>
        </message>
        <message>
            <source>End ▶|</source>
            <translation>Konec ▶|</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Výsledková listina</translation>
        </message>
        <message>
            <source>Re&amp;view this deal</source>
            <translation>&amp;Rozbor tohoto rozdání</translation>
        </message>
        <message>
            <source>&amp;Play on from here</source>
            <translation>&amp;Hrát odtud dál</translation>
        </message>
        <message>
            <source>Take your seat at this point and play on against the computers: a practice deal, counted apart in your statistics, in place of the game on the table</source>
            <translation>Od tohoto okamžiku se posaď na své místo a hraj dál proti počítačům: cvičné rozdání, které se ve statistikách počítá zvlášť a nahradí rozehranou hru na stole</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>Zavří&amp;t</translation>
        </message>
        <message>
            <source>Replay: {game}, deal {deal}</source>
            <translation>Záznam: {game}, rozdání {deal}</translation>
        </message>
        <message>
            <source>The deal as dealt ({n} actions follow).</source>
            <translation>Výchozí rozdání (následuje tahů: {n}).</translation>
        </message>
        <message>
            <source>Action {k} of {n}: {who} — {kind} {tiles}</source>
            <translation>Tah {k} z {n}: {who} — {kind} {tiles}</translation>
        </message>
        <message>
            <source>(the deal is over)</source>
            <translation>(rozdání skončilo)</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>Deal-in</source>
            <translation>Pouštění</translation>
        </message>
        <message>
            <source>Expected points</source>
            <translation>Očekávané body</translation>
        </message>
        <message>
            <source>Expected points given up: an inaccuracy from {inaccuracy}, a mistake from {mistake}, a blunder from {blunder} (a cost within twice its error is fine).</source>
            <translation>Ztracené očekávané body: nepřesnost od {inaccuracy}, chyba od {mistake}, hrubá chyba od {blunder} (ztráta do dvojnásobku své odchylky je v pořádku).</translation>
        </message>
        <message>
            <source>Here a discard, claim, pass or kong is valued by the hard bot's estimate of the hand it leaves (each way to finish it: its odds times its points), with no error to state; a declined win is played out.</source>
            <translation>Zde se odhození, vzetí, pas nebo kong hodnotí odhadem těžkého bota o ruce, kterou zanechá (každá cesta k jejímu dokončení: její šance krát její body), bez chyby k uvedení; odmítnutá výhra se nasimuluje.</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Možnost</translation>
        </message>
        <message>
            <source>Rating {rating}/100 — {bad} in {decisions}</source>
            <translation>Hodnocení {rating}/100 — {bad} z {decisions}</translation>
        </message>
        <message>
            <source>The judge would choose {choice}.</source>
            <translation>Rozhodčí by zvolil: {choice}.</translation>
        </message>
        <message>
            <source>The judge's estimate rates your choice {cost} points higher: {grade}.</source>
            <translation>Odhad rozhodčího hodnotí tvou volbu o {cost} bodu výš: {grade}.</translation>
        </message>
        <message>
            <source>The play-outs rate your choice {cost} ± {error} points higher: {grade}.</source>
            <translation>Simulace hodnotí tvou volbu o {cost} ± {error} bodu výš: {grade}.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Proč: {reason}</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Výhra</translation>
        </message>
        <message>
            <source>You chose as the judge would: {reason}.</source>
            <translation>Zvolil(a) jsi totéž co rozhodčí: {reason}.</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} points: {grade}.</source>
            <translation>Tvá volba ztratila {cost} bodu: {grade}.</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} ± {error} points: {grade}.</source>
            <translation>Tvá volba ztratila {cost} ± {error} bodu: {grade}.</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>hrubá chyba</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>v pořádku</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>nepřesnost</translation>
        </message>
        <message>
            <source>judge</source>
            <translation>rozhodčí</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>chyba</translation>
        </message>
        <message>
            <source>yours</source>
            <translation>tvoje</translation>
        </message>
        <message numerus="yes">
            <source>%n bad move(s)</source>
            <translation>
                <numerusform>%n špatný tah</numerusform>
                <numerusform>%n špatné tahy</numerusform>
                <numerusform>%n špatných tahů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s)</source>
            <translation>
                <numerusform>%n rozhodnutí</numerusform>
                <numerusform>%n rozhodnutí</numerusform>
                <numerusform>%n rozhodnutí</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal review</source>
            <translation>Rozbor rozdání</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Zrušit</translation>
        </message>
        <message>
            <source>&amp;Review again</source>
            <translation>&amp;Znovu rozebrat</translation>
        </message>
        <message>
            <source>◀ &amp;Previous marked</source>
            <translation>◀ &amp;Předchozí označené</translation>
        </message>
        <message>
            <source>Next &amp;marked ▶</source>
            <translation>&amp;Další označené ▶</translation>
        </message>
        <message>
            <source>Show in &amp;replay</source>
            <translation>Ukázat v zá&amp;znamu</translation>
        </message>
        <message>
            <source>The replay at the position just before it</source>
            <translation>Záznam těsně před tímto rozhodnutím</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>Za&amp;vřít</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Tah</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>Tvá volba</translation>
        </message>
        <message>
            <source>Judge's choice</source>
            <translation>Volba rozhodčího</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Hodnocení</translation>
        </message>
        <message>
            <source>Cost (points)</source>
            <translation>Ztráta (body)</translation>
        </message>
        <message>
            <source>Reviewing the deal…</source>
            <translation>Probíhá rozbor rozdání…</translation>
        </message>
        <message>
            <source>The review was cancelled: nothing was kept.</source>
            <translation>Rozbor byl zrušen: nic se neuložilo.</translation>
        </message>
        <message>
            <source>The deal could not be reviewed.</source>
            <translation>Rozdání nešlo rozebrat.</translation>
        </message>
        <message>
            <source>The review made earlier.</source>
            <translation>Dříve provedený rozbor.</translation>
        </message>
        <message>
            <source>The review could not be saved: {error}</source>
            <translation>Rozbor nešlo uložit: {error}</translation>
        </message>
        <message>
            <source>the same</source>
            <translation>totéž</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>In bold: the house rules that differ from the sheet; section 8 describes every option.</source>
            <translation>Tučně: domácí pravidla, která se liší od původních; oddíl 8 popisuje každou volbu.</translation>
        </message>
        <message>
            <source>Every option is the sheet's; section 8 describes the house rules.</source>
            <translation>Všechny volby jsou původní; oddíl 8 popisuje domácí pravidla.</translation>
        </message>
        <message>
            <source>The options of this match:</source>
            <translation>Volby této partie:</translation>
        </message>
        <message>
            <source>Print the rules</source>
            <translation>Vytisknout pravidla</translation>
        </message>
        <message>
            <source>Export the rules as PDF</source>
            <translation>Exportovat pravidla do PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Soubory PDF (*.pdf)</translation>
        </message>
        <message>
            <source>The file %1 could not be written.</source>
            <translation>Soubor %1 nešlo zapsat.</translation>
        </message>
        <message>
            <source>&amp;Rules of:</source>
            <translation>&amp;Pravidla hry:</translation>
        </message>
        <message>
            <source>Larger text</source>
            <translation>Větší text</translation>
        </message>
        <message>
            <source>Smaller text</source>
            <translation>Menší text</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Tisk…</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>Export do &amp;PDF…</translation>
        </message>
        <message>
            <source>The options of this match</source>
            <translation>Volby této partie</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Score sheet</source>
            <translation>Výsledková listina</translation>
        </message>
        <message>
            <source>Results of the deal</source>
            <translation>Výsledky rozdání</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Další rozdání</translation>
        </message>
        <message>
            <source>&amp;Review this deal</source>
            <translation>&amp;Rozbor tohoto rozdání</translation>
        </message>
        <message>
            <source>Close the score sheet</source>
            <translation>Zavřít výsledkovou listinu</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Rozdání {n}</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Zápas</translation>
        </message>
        <message>
            <source>No payments.</source>
            <translation>Žádné platby.</translation>
        </message>
        <message>
            <source>Nobody won this deal.</source>
            <translation>Toto rozdání nikdo nevyhrál.</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Platby</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Hráč</translation>
        </message>
        <message>
            <source>Points: {points}</source>
            <translation>Body: {points}</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Pořadí</translation>
        </message>
        <message>
            <source>The deal was won.</source>
            <translation>Rozdání má vítěze.</translation>
        </message>
        <message>
            <source>The other hands</source>
            <translation>Ostatní ruce</translation>
        </message>
        <message>
            <source>The stock is exhausted: a draw.</source>
            <translation>Balíček došel: remíza.</translation>
        </message>
        <message>
            <source>The wall is exhausted: a draw.</source>
            <translation>Zeď došla: remíza.</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Toto rozdání</translation>
        </message>
        <message>
            <source>Three players have won.</source>
            <translation>Vyhráli tři hráči.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Celkem</translation>
        </message>
        <message>
            <source>Winner: {winner} (card from {source})</source>
            <translation>Vítěz: {winner} (karta od: {source})</translation>
        </message>
        <message>
            <source>Winner: {winner} (own card)</source>
            <translation>Vítěz: {winner} (vlastní karta)</translation>
        </message>
        <message>
            <source>Winner: {winner} (self-drawn)</source>
            <translation>Vítěz: {winner} (vlastní líznutí)</translation>
        </message>
        <message>
            <source>Winner: {winner} (tile from {source})</source>
            <translation>Vítěz: {winner} (kámen od: {source})</translation>
        </message>
        <message>
            <source>Winning card (marked): {card}</source>
            <translation>Vítězná karta (označená): {card}</translation>
        </message>
        <message>
            <source>Winning tile (marked): {tile}</source>
            <translation>Vítězný kámen (označený): {tile}</translation>
        </message>
        <message>
            <source>faan</source>
            <translation>faan</translation>
        </message>
        <message>
            <source>fan</source>
            <translation>fan</translation>
        </message>
        <message>
            <source>huxi</source>
            <translation>huxi</translation>
        </message>
        <message>
            <source>{winners} have won: one player is left, so the deal ends.</source>
            <translation>{winners} vyhráli: zbývá jen jeden hráč, a tak rozdání končí.</translation>
        </message>
        <message>
            <source>{winners} won the deal.</source>
            <translation>Rozdání vyhrál: {winners}.</translation>
        </message>
        <message>
            <source>{winners} won; play went on until the wall ran out.</source>
            <translation>Vyhráli: {winners}; hra pokračovala, dokud nedošla zeď.</translation>
        </message>
        <message>
            <source>{winners} won; then the stock ran out.</source>
            <translation>Vyhrál: {winners}; pak došel balíček.</translation>
        </message>
    </context>
    <context>
        <name>SeatControl</name>
        <message>
            <source>Take &amp;my seat</source>
            <translation>Převzít své &amp;místo</translation>
        </message>
        <message>
            <source>Take my seat (Ctrl+T)</source>
            <translation>Převzít své místo (Ctrl+T)</translation>
        </message>
        <message>
            <source>A computer is playing your seat: play it yourself from this decision on</source>
            <translation>Na tvém místě hraje počítač: převezmi hru od tohoto rozhodnutí</translation>
        </message>
        <message>
            <source>Take my seat</source>
            <translation>Převzít své místo</translation>
        </message>
        <message>
            <source>Your seat is yours again: you play from this decision on.</source>
            <translation>Místo je zase tvoje: od tohoto rozhodnutí hraješ ty.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>no deal reviewed yet</source>
            <translation>zatím žádný rozbor</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <source>&amp;Reset all…</source>
            <translation>&amp;Vynulovat vše…</translation>
        </message>
        <message>
            <source>Deals with an undo count only as practice; bot-only demos are not counted.</source>
            <translation>Rozdání s vrácením tahu se počítají jen jako cvičná; ukázky, kde hrají jen boti, se nepočítají.</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Odehraná rozdání</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vyhraná</translation>
        </message>
        <message>
            <source>Dealt in</source>
            <translation>Prohraná na odhoz</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Nerozhodná</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Body</translation>
        </message>
        <message>
            <source>Average faan / fan / huxi</source>
            <translation>Průměr faan / fan / huxi</translation>
        </message>
        <message>
            <source>Practice deals</source>
            <translation>Cvičná rozdání</translation>
        </message>
        <message>
            <source>Best hand</source>
            <translation>Nejlepší ruka</translation>
        </message>
        <message>
            <source>Review rating</source>
            <translation>Hodnocení rozborů</translation>
        </message>
        <message>
            <source>no win yet</source>
            <translation>zatím bez výhry</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Vynulovat statistiky</translation>
        </message>
        <message>
            <source>Forget the statistics of every game?</source>
            <translation>Smazat statistiky všech her?</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistiky…</translation>
        </message>
        <message numerus="yes">
            <source>mean {rating} over %n reviewed deal(s)</source>
            <translation>
                <numerusform>průměr {rating}, %n rozebrané rozdání</numerusform>
                <numerusform>průměr {rating}, %n rozebraná rozdání</numerusform>
                <numerusform>průměr {rating}, %n rozebraných rozdání</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsKeeper</name>
        <message>
            <source>Your statistics could not be read and start again: {why}</source>
            <translation>Tvoje statistiky nešlo přečíst, takže začínají od nuly: {why}</translation>
        </message>
        <message>
            <source>Your statistics could not be saved: {error}</source>
            <translation>Tvoje statistiky nešlo uložit: {error}</translation>
        </message>
    </context>
    <context>
        <name>TableNotices</name>
        <message>
            <source>Missing suits: {list}</source>
            <translation>Chybějící barvy: {list}</translation>
        </message>
        <message>
            <source>You declare a concealed kong.</source>
            <translation>Ohlašuješ skrytý kong.</translation>
        </message>
        <message>
            <source>You declare a kong.</source>
            <translation>Ohlašuješ kong.</translation>
        </message>
        <message>
            <source>You declare a pao.</source>
            <translation>Ohlašuješ pao.</translation>
        </message>
        <message>
            <source>You declare a ti.</source>
            <translation>Ohlašuješ ti.</translation>
        </message>
        <message>
            <source>You must make a ti with the revealed card.</source>
            <translation>Z otočené karty musíš udělat ti.</translation>
        </message>
        <message>
            <source>You must make a wei with the revealed card.</source>
            <translation>Z otočené karty musíš udělat wei.</translation>
        </message>
        <message>
            <source>You win on your own card!</source>
            <translation>Vyhráváš na vlastní kartu!</translation>
        </message>
        <message>
            <source>You win on your own tile!</source>
            <translation>Vyhráváš vlastním líznutím!</translation>
        </message>
        <message>
            <source>You win on {giver}'s card!</source>
            <translation>Vyhráváš na kartu hráče {giver}!</translation>
        </message>
        <message>
            <source>You win on {giver}'s tile!</source>
            <translation>Vyhráváš na kámen hráče {giver}!</translation>
        </message>
        <message>
            <source>Your hand is dead: no card left to discard. You only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>Tvoje ruka je mrtvá: nemáš už co odhodit. Od teď jen otáčíš karty a děláš pao nebo ti a vyhrát nemůžeš.</translation>
        </message>
        <message>
            <source>{who} declares a concealed kong.</source>
            <translation>{who} ohlašuje skrytý kong.</translation>
        </message>
        <message>
            <source>{who} declares a kong.</source>
            <translation>{who} ohlašuje kong.</translation>
        </message>
        <message>
            <source>{who} declares a pao.</source>
            <translation>{who} ohlašuje pao.</translation>
        </message>
        <message>
            <source>{who} declares a ti.</source>
            <translation>{who} ohlašuje ti.</translation>
        </message>
        <message>
            <source>{who} must make a ti with the revealed card.</source>
            <translation>{who} musí z otočené karty udělat ti.</translation>
        </message>
        <message>
            <source>{who} must make a wei with the revealed card.</source>
            <translation>{who} musí z otočené karty udělat wei.</translation>
        </message>
        <message>
            <source>{who} wins on their own card!</source>
            <translation>{who} vyhrává na vlastní kartu!</translation>
        </message>
        <message>
            <source>{who} wins on their own tile!</source>
            <translation>{who} vyhrává vlastním líznutím!</translation>
        </message>
        <message>
            <source>{who} wins on your card!</source>
            <translation>{who} vyhrává na tvou kartu!</translation>
        </message>
        <message>
            <source>{who} wins on your tile!</source>
            <translation>{who} vyhrává na tvůj kámen!</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s card!</source>
            <translation>{who} vyhrává na kartu hráče {giver}!</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s tile!</source>
            <translation>{who} vyhrává na kámen hráče {giver}!</translation>
        </message>
        <message>
            <source>{who}'s hand is dead: no card left to discard. They only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>{who} má mrtvou ruku: nemá už co odhodit. Od teď jen otáčí karty a dělá pao nebo ti a vyhrát nemůže.</translation>
        </message>
        <message>
            <source>{who}: {suit}</source>
            <translation>{who}: {suit}</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Table</source>
            <translation>Stůl</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>Bambusy</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Znaky</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>Chi!</translation>
        </message>
        <message>
            <source>Chow</source>
            <translation>Chow!</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Počítač %1</translation>
        </message>
        <message>
            <source>Dead hand</source>
            <translation>Mrtvá ruka</translation>
        </message>
        <message>
            <source>Dealer's face-up card</source>
            <translation>Odkrytá karta rozdávajícího</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>Kruhy</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Východ</translation>
        </message>
        <message>
            <source>East round</source>
            <translation>Východní kolo</translation>
        </message>
        <message>
            <source>Huxi %1</source>
            <translation>Huxi %1</translation>
        </message>
        <message>
            <source>Kong</source>
            <translation>Kong!</translation>
        </message>
        <message>
            <source>Missing: %1</source>
            <translation>Chybí: %1</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Sever</translation>
        </message>
        <message>
            <source>North round</source>
            <translation>Severní kolo</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>Pao!</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>Peng!</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>Pung!</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Jih</translation>
        </message>
        <message>
            <source>South round</source>
            <translation>Jižní kolo</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>Ti!</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Celkem %1</translation>
        </message>
        <message>
            <source>Wei</source>
            <translation>Wei!</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Západ</translation>
        </message>
        <message>
            <source>West round</source>
            <translation>Západní kolo</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Výhra!</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Vítěz</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Ty</translation>
        </message>
        <message numerus="yes">
            <source>card(s) in the stock</source>
            <translation>
                <numerusform>karta v balíčku</numerusform>
                <numerusform>karty v balíčku</numerusform>
                <numerusform>karet v balíčku</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>tile(s) left</source>
            <translation>
                <numerusform>kámen zbývá</numerusform>
                <numerusform>kameny zbývají</numerusform>
                <numerusform>kamenů zbývá</numerusform>
            </translation>
        </message>
        <message>
            <source>E</source>
            <comment>compass letter of East</comment>
            <translation>V</translation>
        </message>
        <message>
            <source>S</source>
            <comment>compass letter of South</comment>
            <translation>J</translation>
        </message>
        <message>
            <source>W</source>
            <comment>compass letter of West</comment>
            <translation>Z</translation>
        </message>
        <message>
            <source>N</source>
            <comment>compass letter of North</comment>
            <translation>S</translation>
        </message>
        <message>
            <source>Dealer</source>
            <comment>badge on the dealer's seat label</comment>
            <translation>Rozdává</translation>
        </message>
    </context>
    <context>
        <name>TipCard</name>
        <message>
            <source>Tip</source>
            <translation>Tip</translation>
        </message>
        <message>
            <source>Got it</source>
            <translation>Rozumím</translation>
        </message>
        <message>
            <source>Got it: close this tip</source>
            <translation>Rozumím: zavřít tento tip</translation>
        </message>
        <message>
            <source>No more tips</source>
            <translation>Už žádné tipy</translation>
        </message>
        <message>
            <source>Turn the guided deal's tips off (Help menu turns them on)</source>
            <translation>Vypnout tipy v rozdání s průvodcem (v nabídce Nápověda je zase zapneš)</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>A claim window: the card just turned up or discarded can be yours. Each button shows the groups it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>Kartu, kterou někdo právě otočil nebo odhodil, si můžeš vzít. Každé tlačítko ukazuje, jaké skupiny by s ní vznikly; Pas (mezerník) ji nechá být. Hra počká, dokud se nerozhodneš.</translation>
        </message>
        <message>
            <source>A claim window: the tile just discarded can be yours. Each button shows the set it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>Kámen, který někdo právě odhodil, si můžeš vzít. Každé tlačítko ukazuje, jaká sestava by s ním vznikla; Pas (mezerník) ho nechá být. Hra počká, dokud se nerozhodneš.</translation>
        </message>
        <message>
            <source>A flower! Flowers and seasons are set aside at once and you draw a loose tile from the dead wall instead. Your own flower (East: the first) adds a faan.</source>
            <translation>Květina! Květiny a roční období se hned odkládají stranou a místo nich si z mrtvé zdi lízneš náhradní kámen. Tvoje vlastní květina (Východu patří první) ti přidá jedno faan.</translation>
        </message>
        <message>
            <source>Four {card} make a ti, laid at once: that is never your choice. It scores {huxi} huxi, and a hand with a ti needs one pair among its groups.</source>
            <translation>Čtyři stejné karty ({card}) tvoří ti, které se hned vyloží: o tom nikdy nerozhoduješ ty. Přinese {huxi} huxi a ruka s ti musí mít mezi svými skupinami jeden pár.</translation>
        </message>
        <message>
            <source>Pung takes a discard from anyone to make three alike; Chow makes a run, but only from the player on your left. A claimed set lies open for all to see.</source>
            <translation>Pungem si vezmeš odhozený kámen od kohokoli a máš tři stejné; chowem z něj uděláš postupku, ale jen když ho odhodil hráč po tvé levici. Vzatá sestava pak leží odkrytá, všem na očích.</translation>
        </message>
        <message>
            <source>Sichuan has no chow: a discard is claimed only for a pung or a kong, from any player. A kong is paid at once: 2 by the discarder of a claimed one, 2 by each player still in for a concealed one, 1 each for one added to a pung.</source>
            <translation>V s’čchuanském mahjongu se chowy nehrají: odhozený kámen si můžeš vzít jen na pung nebo kong, a to od kohokoli. Kong se platí hned: za vzatý platí 2 ten, kdo kámen odhodil, za skrytý 2 každý, kdo je ještě ve hře, a za pung doplněný na kong každý 1.</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. A plain win is worth 1 point and each fan (all pungs, one suit only and the like) doubles it, up to 32. Drawn yourself, every player still in pays that plus one; on a discard, the discarder alone pays it.</source>
            <translation>Tenhle kámen ti doplní ruku: stiskni Vyhrát. Obyčejná výhra má hodnotu 1 bodu a každé fan (samé pungy, jen jedna barva a podobně) ji zdvojnásobí, nejvýš na 32. Když si kámen lízneš sám, zaplatí ti tolik každý, kdo je ještě ve hře, a k tomu jeden bod navíc; při výhře na odhoz platí jen ten, kdo odhodil.</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. Drawing it yourself adds a faan, and every other player pays.</source>
            <translation>Tenhle kámen ti doplní ruku: stiskni Vyhrát. Když si ho lízneš sám, máš jedno faan navíc a platí všichni ostatní.</translation>
        </message>
        <message>
            <source>The deal is over. The score sheet beside the table lists what each hand scored and who paid whom. Next deal (Ctrl+D) starts a real game; Help &gt; Guided first deal plays this one again.</source>
            <translation>Rozdání skončilo. Výsledková listina vedle stolu ukazuje, kolik která ruka získala a kdo komu platil. Další rozdání (Ctrl+D) zahájí skutečnou hru; Nápověda &gt; První rozdání s průvodcem ho spustí znovu.</translation>
        </message>
        <message>
            <source>The wall is empty, so the hands still in play are checked. A flower pig pays 32 to each other player; a hand that is not ready gives back any kong money it took, and pays every ready player the most that player's hand could win.</source>
            <translation>Zeď došla, a tak se zkontrolují ruce, které jsou ještě ve hře. Květinové prase zaplatí každému z ostatních hráčů 32; ruka, která není připravená, vrátí, co dostala za kongy, a každému hráči s připravenou rukou zaplatí tolik, kolik by jeho ruka mohla nejvýš vyhrát.</translation>
        </message>
        <message>
            <source>The {card} completes your hand: press Win. Its {huxi} huxi make {tun} tun (15 huxi is 1 tun, and every 3 more add one), and each opponent pays you that.</source>
            <translation>Tahle karta ({card}) ti doplní ruku: stiskni Vyhrát. Ruka má {huxi} huxi, to dělá {tun} tun (15 huxi je 1 tun a každé další 3 přidají jeden) a tolik ti zaplatí každý soupeř.</translation>
        </message>
        <message>
            <source>Welcome to Hong Kong mahjong. You are East, the dealer, at the bottom. A hand wins with four sets (runs or three alike) and a pair. Your bamboo are almost there: let the tiles that fit nothing go first.</source>
            <translation>Vítej u hongkongského mahjongu. Jsi Východ, tedy ten, kdo rozdává, a sedíš dole. K výhře potřebuje ruka čtyři sestavy (postupky nebo trojice stejných) a pár. Bambusy už máš skoro pohromadě: nejdřív odhoď kameny, které se nikam nehodí.</translation>
        </message>
        <message>
            <source>Welcome to Paohuzi. Cards run 1 to 10, small and big, and a hand wins with seven groups of three: a run of one size, three alike, or 2-7-10 of one size. Groups score huxi, big ones more; as the dealer you hold 21 cards, so let one go first: the {card} fits nothing.</source>
            <translation>Vítej u hry Paohuzi. Karty mají hodnoty 1 až 10, malé i velké, a k výhře potřebuje ruka sedm skupin po třech kartách: postupku jedné velikosti, tři stejné nebo 2-7-10 jedné velikosti. Skupiny přinášejí huxi, ty z velkých karet víc; jako rozdávající máš 21 karet, a tak se nejdřív jedné zbav: tahle karta ({card}) se nikam nehodí.</translation>
        </message>
        <message>
            <source>Welcome to Sichuan mahjong, played with the three suits alone. First everyone gives up one suit for the whole deal: choose the one you hold fewest of, here {suit}.</source>
            <translation>Vítej u s’čchuanského mahjongu, který se hraje jen s kameny tří barev. Nejdřív se každý na celé rozdání vzdá jedné barvy: zvol tu, ze které máš nejméně kamenů; tady jsou to {suit}.</translation>
        </message>
        <message>
            <source>You may chi the {card} into {main}. But you hold another {card}, and the bi rule says it must go down at the same time, in a second group: {bi}. If a copy could not be grouped, there would be no chi at all.</source>
            <translation>Tuhle kartu ({card}) si můžeš vzít na chi a vznikne skupina {main}. Jenže máš v ruce ještě jednu stejnou a pravidlo bi říká, že ji musíš zároveň vyložit ve druhé skupině: {bi}. Kdyby se některá stejná karta nedala zařadit do skupiny, chi by vůbec nešlo.</translation>
        </message>
        <message>
            <source>You revealed a {card} while holding a pair of them, so it made a wei at once: three alike, face down to the others. A wei is never your choice; it scores {huxi} huxi, and now a card must go.</source>
            <translation>Otočená karta ({card}) se ti spojila s párem v ruce, a tak hned vzniklo wei: tři stejné karty, které ostatní vidí jen rubem nahoru. O wei nikdy nerozhoduješ ty; přinese {huxi} huxi a teď musíš jednu kartu odhodit.</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. A win in Hong Kong needs at least 3 faan, and this hand would score {faan}: a half flush (one suit with honours) alone is 3, and the pung of dragons adds one. The line under the table counts the faan of every wait.</source>
            <translation>Tvoje ruka je připravená: čekáš na {waits}. V hongkongském mahjongu potřebuješ k výhře aspoň 3 faan a tahle ruka by měla {faan}: poloviční barva (jedna barva s čestnými kameny) sama o sobě dává 3 a dračí pung přidá jedno. Řádek pod stolem ukazuje faan pro každé čekání.</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. Being ready counts even if the wall runs out first: then each player still in who is not ready pays you.</source>
            <translation>Tvoje ruka je připravená: čekáš na {waits}. Připravená ruka má cenu, i když zeď dojde dřív: pak ti zaplatí každý, kdo je ještě ve hře a připravenou ruku nemá.</translation>
        </message>
        <message>
            <source>Your hand is ready: one more card revealed from the stock completes it ({waits}). A win needs at least 15 huxi, and this one would have {huxi}; the Huxi count by your name adds up your laid groups.</source>
            <translation>Tvoje ruka je připravená: doplní ji už jen jedna karta otočená z balíčku ({waits}). K výhře potřebuješ aspoň 15 huxi a tahle ruka by měla {huxi}; údaj Huxi u tvého jména sčítá huxi tvých vyložených skupin.</translation>
        </message>
        <message>
            <source>Your {suit} must go first: until the last of them is gone you can discard nothing else, and you cannot pung or win. Whoever still holds their missing suit when the wall runs out is a flower pig and pays every other player 32.</source>
            <translation>Nejdřív musíš odhodit kameny chybějící barvy ({suit}): dokud neodhodíš poslední z nich, nemůžeš odhodit nic jiného a nesmíš udělat pung ani vyhrát. Kdo má v ruce ještě chybějící barvu, až dojde zeď, je květinové prase a zaplatí každému z ostatních hráčů 32.</translation>
        </message>
        <message>
            <source>{winner} has won and leaves the play, hand laid open. This is the bloody battle: the others play on until three have won or the wall runs out, and several players may even win on the same discard.</source>
            <translation>Hráč {winner} vyhrál a s odkrytou rukou ze hry odchází. Tomu se říká krvavá bitva: ostatní hrají dál, dokud nevyhrají tři hráči nebo nedojde zeď, a na tentýž odhoz může vyhrát i víc hráčů zároveň.</translation>
        </message>
        <message>
            <source>Your turn. Click a card to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>Jsi na tahu. Kliknutím kartu zvedneš, dalším kliknutím (nebo klávesou Enter) ji odhodíš. Řádek pod stolem ukazuje, co ti po takovém odhozu zůstane; klávesou H si kdykoli řekneš o radu.</translation>
        </message>
        <message>
            <source>Your turn. Click a tile to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>Jsi na tahu. Kliknutím kámen zvedneš, dalším kliknutím (nebo klávesou Enter) ho odhodíš. Řádek pod stolem ukazuje, co ti po takovém odhozu zůstane; klávesou H si kdykoli řekneš o radu.</translation>
        </message>
    </context>
    <context>
        <name>UndoControl</name>
        <message>
            <source>&amp;Undo my last decision</source>
            <translation>&amp;Vrátit poslední rozhodnutí</translation>
        </message>
        <message>
            <source>Allow &amp;undo (the deal counts as practice)</source>
            <translation>Povolit v&amp;rácení tahu (rozdání se počítá jako cvičné)</translation>
        </message>
        <message>
            <source>Your last decision was taken back: this deal is practice.</source>
            <translation>Poslední rozhodnutí bylo vráceno: toto rozdání je cvičné.</translation>
        </message>
    </context>
</TS>
