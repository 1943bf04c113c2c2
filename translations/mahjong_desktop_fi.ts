<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fi_FI">
    <context>
        <name>Appearance</name>
        <message>
            <source>Your preferences file was damaged; the defaults are used and the old file was kept beside it.</source>
            <translation>Asetustiedosto oli vioittunut; käytössä ovat oletukset, ja vanha tiedosto säilytettiin sen vieressä.</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used and the old file was kept beside it.</source>
            <translation>Asetustiedostoa ei voitu lukea; käytössä ovat oletukset, ja vanha tiedosto säilytettiin sen vieressä.</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used this time and the file is left untouched.</source>
            <translation>Asetustiedostoa ei voitu lukea; tällä kertaa käytössä ovat oletukset, eikä tiedostoon kosketa.</translation>
        </message>
        <message>
            <source>Your preferences could not be saved; they last until you quit.</source>
            <translation>Asetuksia ei voitu tallentaa; ne ovat voimassa, kunnes lopetat.</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Valinnat</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Asetukset…</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Kieli</translation>
        </message>
    </context>
    <context>
        <name>AutosaveKeeper</name>
        <message>
            <source>The data folder {folder} cannot be written: saving is off in this window.</source>
            <extracomment>something about the autosave the player should know: text to show</extracomment>
            <translation>Datakansioon {folder} ei voi kirjoittaa: tässä ikkunassa peliä ei tallenneta.</translation>
        </message>
        <message>
            <source>Another Mahjong Desktop window is open: this one does not autosave (the other one's saved game is left alone).</source>
            <translation>Toinen Mahjong Desktop -ikkuna on auki: tämä ei tallenna automaattisesti (toisen ikkunan tallennettuun peliin ei kosketa).</translation>
        </message>
        <message>
            <source>The game could not be saved ({error}); the last saved position is kept.</source>
            <translation>Peliä ei voitu tallentaa ({error}); viimeksi tallennettu tilanne säilyy.</translation>
        </message>
        <message>
            <source>The game is being saved again.</source>
            <translation>Peli tallentuu taas.</translation>
        </message>
        <message>
            <source>The saved game could not be continued: {why}</source>
            <translation>Tallennettua peliä ei voitu jatkaa: {why}</translation>
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
            <translation>Piilokong</translation>
        </message>
        <message>
            <source>Add to kong</source>
            <translation>Lisää kongiksi</translation>
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
            <translation>Ohita</translation>
        </message>
        <message>
            <source>Win (self-drawn)</source>
            <translation>Voita (oma nosto)</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Voita</translation>
        </message>
        <message>
            <source>Claim choices</source>
            <extracomment>the legal action id the player chose</extracomment>
            <translation>Ottovaihtoehdot</translation>
        </message>
        <message>
            <source>Claim the card?</source>
            <translation>Otatko kortin?</translation>
        </message>
        <message>
            <source>Claim the tile?</source>
            <translation>Otatko laatan?</translation>
        </message>
        <message>
            <source>Your turn: declare, or discard.</source>
            <translation>Sinun vuorosi: julista tai heitä.</translation>
        </message>
        <message>
            <source>{name}  [Space]</source>
            <translation>{name}  [Välilyönti]</translation>
        </message>
    </context>
    <context>
        <name>ContinueOffer</name>
        <message>
            <source>Continue?</source>
            <translation>Jatketaanko?</translation>
        </message>
        <message>
            <source>You have an unfinished game of {game} (deal {deal}, {moves} moves).</source>
            <translation>Sinulla on kesken jäänyt peli: {game} (jako {deal}, {moves} siirtoa).</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Jatka</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Uusi peli…</translation>
        </message>
    </context>
    <context>
        <name>CrashHandler</name>
        <message>
            <source>Mahjong Desktop met an unexpected error.</source>
            <translation>Mahjong Desktop kohtasi odottamattoman virheen.</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Jokin meni pieleen</translation>
        </message>
        <message>
            <source>The details are in {path} (please attach it to a bug report).</source>
            <translation>Tiedot ovat tiedostossa {path} (liitä se virheraporttiin).</translation>
        </message>
        <message>
            <source>The game came from a file and may be what failed: its save was set aside as {path}, so the next start does not run into the same error.</source>
            <translation>Peli oli peräisin tiedostosta, ja vika voi olla siinä: sen tallennus siirrettiin sivuun nimellä {path}, jotta seuraava käynnistys ei kohtaa samaa virhettä.</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>Peliä ei voitu tallentaa.</translation>
        </message>
        <message>
            <source>Your game was saved: Continue offers it on the next start.</source>
            <translation>Pelisi tallennettiin: Jatka tarjoaa sen seuraavalla käynnistyskerralla.</translation>
        </message>
    </context>
    <context>
        <name>DealFiles</name>
        <message>
            <source>&amp;Save deal…</source>
            <translation>&amp;Tallenna tämä jako…</translation>
        </message>
        <message>
            <source>&amp;Open deal…</source>
            <translation>&amp;Avaa tallennettu jako…</translation>
        </message>
        <message>
            <source>&amp;Replay this deal</source>
            <translation>T&amp;oista tämä jako</translation>
        </message>
        <message>
            <source>There is no deal to save yet.</source>
            <translation>Tallennettavaa jakoa ei vielä ole.</translation>
        </message>
        <message>
            <source>Save deal</source>
            <translation>Jaon tallennus</translation>
        </message>
        <message>
            <source>The deal could not be saved: {error}</source>
            <translation>Jakoa ei voitu tallentaa: {error}</translation>
        </message>
        <message>
            <source>Deal saved as {path}</source>
            <translation>Jako tallennettu: {path}</translation>
        </message>
        <message>
            <source>Open deal</source>
            <translation>Tallennetun jaon avaus</translation>
        </message>
        <message>
            <source>There is no such file.</source>
            <translation>Tiedostoa ei löydy.</translation>
        </message>
        <message>
            <source>A practice deal from action {k}: it counts apart in your statistics.</source>
            <translation>Harjoitusjako siirrosta {k} alkaen: se lasketaan tilastoihin erikseen.</translation>
        </message>
        <message>
            <source>{path} cannot be opened.</source>
            <translation>Tiedostoa {path} ei voi avata.</translation>
        </message>
    </context>
    <context>
        <name>DiscardHint</name>
        <message>
            <source>Discard {face}: ready in shape, but you hold every winning tile.</source>
            <translation>Heitä {face}: käsi on valmis, mutta kaikki voittolaatat ovat jo sinulla.</translation>
        </message>
        <message>
            <source>Discard {face}: ready, waiting for {waits}.</source>
            <translation>Heitä {face}: käsi on valmis, odotat: {waits}.</translation>
        </message>
        <message>
            <source>Discard {face}: you would then win on {waits}.</source>
            <translation>Heitä {face}: sen jälkeen voittoon käyvät {waits}.</translation>
        </message>
        <message>
            <source>Discard {face}: your hand stays legal, but no card would win yet.</source>
            <translation>Heitä {face}: kätesi pysyy sääntöjen mukaisena, mutta mikään kortti ei vielä voittaisi.</translation>
        </message>
        <message>
            <source>Discard {face}?</source>
            <translation>Heitätkö {face}?</translation>
        </message>
        <message>
            <source>Kept as kan: {kans}.</source>
            <translation>Säilyy kanina: {kans}.</translation>
        </message>
        <message>
            <source>No wait reaches the {minimum}-faan minimum.</source>
            <translation>Mikään odotus ei yllä {minimum} faanin minimiin.</translation>
        </message>
        <message>
            <source>Ready, waiting for {waits}.</source>
            <translation>Käsi on valmis, odotat: {waits}.</translation>
        </message>
        <message>
            <source>Ready: you would win on {waits}.</source>
            <translation>Käsi on valmis: voittoon käyvät {waits}.</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen)</source>
            <translation>{face} ({unseen} näkemättä)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan)</source>
            <translation>{face} ({unseen} näkemättä, {faan} faania)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: too few to win)</source>
            <translation>{face} ({unseen} näkemättä, {faan} faania: liian vähän voittoon)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: wins only self-drawn)</source>
            <translation>{face} ({unseen} näkemättä, {faan} faania: voittaa vain itse nostettuna)</translation>
        </message>
        <message>
            <source>{face} completes your hand, but only for {faan} faan: no win below {minimum}.</source>
            <translation>{face} täydentäisi kätesi, mutta vain {faan} faanilla: alle {minimum} ei voi voittaa.</translation>
        </message>
        <message numerus="yes">
            <source>Discard {face}: %n tile(s) from ready (shanten %n).</source>
            <translation>
                <numerusform>Heitä {face}: %n laatan päässä valmiista (shanten %n).</numerusform>
                <numerusform>Heitä {face}: %n laatan päässä valmiista (shanten %n).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExchangeBar</name>
        <message>
            <source>Three-tile exchange</source>
            <translation>Kolmen laatan vaihto</translation>
        </message>
        <message>
            <source>Pass three</source>
            <translation>Anna kolme</translation>
        </message>
        <message>
            <source>Pass the three marked tiles (Space)</source>
            <translation>Anna kolme merkittyä laattaa (välilyönti)</translation>
        </message>
        <message>
            <source>Pick three tiles of one suit to pass ({count} of 3 marked).</source>
            <translation>Valitse annettavaksi kolme saman maan laattaa ({count}/3 merkitty).</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>myötäpäivään</translation>
        </message>
        <message>
            <source>across</source>
            <translation>vastapäätä istuvalle</translation>
        </message>
        <message>
            <source>counter-clockwise</source>
            <translation>vastapäivään</translation>
        </message>
        <message>
            <source>Dice {a} + {b}: the tiles pass {direction}; yours went to {who}, you received {tiles} (outlined).</source>
            <translation>Nopat {a} + {b}: laatat kulkevat {direction}; sinun laattasi sai {who}, sinä sait {tiles} (korostettu).</translation>
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
            <translation>Siirto {n} ei ole sallittu.</translation>
        </message>
        <message>
            <source>It was kept as {path}.</source>
            <translation>Se säilytettiin nimellä {path}.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be used and were set back to their defaults: {fields}.</source>
            <translation>Osaa asetuksistasi ei voitu käyttää, ja ne palautettiin oletusarvoihin: {fields}.</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>Tiedostoa ei voitu lukea.</translation>
        </message>
        <message>
            <source>The file is cut short.</source>
            <translation>Tiedosto on vajaa.</translation>
        </message>
        <message>
            <source>The file is damaged.</source>
            <translation>Tiedosto on vioittunut.</translation>
        </message>
        <message>
            <source>The file is not a game file, or it was changed by hand.</source>
            <translation>Tiedosto ei ole pelitiedosto, tai sitä on muokattu käsin.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file.</source>
            <translation>Tiedosto on liian suuri ollakseen pelitiedosto.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of Mahjong Desktop.</source>
            <translation>Tiedoston on kirjoittanut uudempi Mahjong Desktop -versio.</translation>
        </message>
        <message>
            <source>The game in the file does not replay.</source>
            <translation>Tiedoston peliä ei voi toistaa.</translation>
        </message>
        <message>
            <source>The {language} translation could not be loaded; the game is shown in English.</source>
            <translation>Käännöstä ({language}) ei voitu ladata; peli näytetään englanniksi.</translation>
        </message>
        <message>
            <source>The {language} translation file was damaged; it was built again.</source>
            <translation>Käännöstiedosto ({language}) oli vioittunut; se koottiin uudelleen.</translation>
        </message>
        <message>
            <source>These were set back to their defaults: {fields}.</source>
            <translation>Nämä palautettiin oletusarvoihin: {fields}.</translation>
        </message>
        <message>
            <source>Your preferences were saved by a newer version of Mahjong Desktop; its own settings are kept for it.</source>
            <translation>Asetuksesi tallensi Mahjong Desktopin uudempi versio; sen omat asetukset säilytetään sitä varten.</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>animaationopeus</translation>
        </message>
        <message>
            <source>bot pace</source>
            <translation>bottien tahti</translation>
        </message>
        <message>
            <source>colour temperature</source>
            <translation>värilämpötila</translation>
        </message>
        <message>
            <source>computer strength</source>
            <translation>tietokoneen taso</translation>
        </message>
        <message>
            <source>contrast</source>
            <translation>kontrasti</translation>
        </message>
        <message>
            <source>corner index on tiles</source>
            <translation>laattojen kulmatunniste</translation>
        </message>
        <message>
            <source>grain</source>
            <translation>rakeisuus</translation>
        </message>
        <message>
            <source>header</source>
            <translation>yläpalkki</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>kotisäännöt</translation>
        </message>
        <message>
            <source>index on cards</source>
            <translation>korttien tunniste</translation>
        </message>
        <message>
            <source>language</source>
            <translation>kieli</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>viimeisin peli</translation>
        </message>
        <message>
            <source>reduced motion</source>
            <translation>vähennetty liike</translation>
        </message>
        <message>
            <source>table colour</source>
            <translation>pöydän väri</translation>
        </message>
        <message>
            <source>tile size</source>
            <translation>laattojen koko</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>kumoaminen</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>That choice is no longer possible.</source>
            <translation>Tämä valinta ei ole enää mahdollinen.</translation>
        </message>
        <message>
            <source>That card cannot be discarded now.</source>
            <translation>Tätä korttia ei voi nyt heittää pois.</translation>
        </message>
        <message>
            <source>That tile cannot be discarded now.</source>
            <translation>Tätä laattaa ei voi heittää nyt.</translation>
        </message>
        <message>
            <source>No hint this time ({error}).</source>
            <translation>Vihjettä ei nyt saatu ({error}).</translation>
        </message>
        <message>
            <source>The rules engine keeps failing ({error}): start a new game.</source>
            <translation>Sääntömoottori epäonnistuu yhä ({error}): aloita uusi peli.</translation>
        </message>
        <message>
            <source>The rules engine failed ({error}); the deal was restored.</source>
            <translation>Sääntömoottori epäonnistui ({error}); jako palautettiin.</translation>
        </message>
        <message>
            <source>The deal could not be restored ({error}): start a new game.</source>
            <translation>Jakoa ei voitu palauttaa ({error}): aloita uusi peli.</translation>
        </message>
        <message>
            <source>A bot failed ({error}); it passes or plays its first choice.</source>
            <translation>Botti epäonnistui ({error}); se ohittaa tai pelaa ensimmäisen vaihtoehtonsa.</translation>
        </message>
    </context>
    <context>
        <name>GuidedPlay</name>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Ohje</translation>
        </message>
        <message>
            <source>&amp;Guided first deal</source>
            <translation>&amp;Opastettu ensimmäinen jako</translation>
        </message>
        <message>
            <source>Show &amp;tips in guided deals</source>
            <translation>Näytä &amp;vinkit opastetuissa jaoissa</translation>
        </message>
    </context>
    <context>
        <name>HandCalculator</name>
        <message>
            <source>Hand calculator</source>
            <translation>Käsilaskin</translation>
        </message>
        <message>
            <source>A click adds to:</source>
            <translation>Napsautus lisää:</translation>
        </message>
        <message>
            <source>the hand</source>
            <translation>käteen</translation>
        </message>
        <message>
            <source>the hand, as the winning card</source>
            <translation>käteen voittokorttina</translation>
        </message>
        <message>
            <source>the hand, as the winning tile</source>
            <translation>käteen voittolaattana</translation>
        </message>
        <message>
            <source>a meld</source>
            <translation>yhdistelmään</translation>
        </message>
        <message>
            <source>flowers</source>
            <translation>kukkiin</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>Oma nosto</translation>
        </message>
        <message>
            <source>own (self-drawn)</source>
            <translation>oma (itse nostettu)</translation>
        </message>
        <message>
            <source>another player</source>
            <translation>toinen pelaaja</translation>
        </message>
        <message>
            <source>Hand (winning card included)</source>
            <translation>Käsi (voittokortti mukana)</translation>
        </message>
        <message>
            <source>Winning card</source>
            <translation>Voittokortti</translation>
        </message>
        <message>
            <source>Winning moment</source>
            <translation>Voiton hetki</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Peli</translation>
        </message>
        <message>
            <source>Hand (winning tile included)</source>
            <translation>Käsi (voittolaatta mukana)</translation>
        </message>
        <message>
            <source>&amp;Add typed</source>
            <translation>&amp;Lisää kirjoitetut</translation>
        </message>
        <message>
            <source>&amp;Drop these cards</source>
            <translation>&amp;Hylkää nämä kortit</translation>
        </message>
        <message>
            <source>&amp;Drop these tiles</source>
            <translation>&amp;Hylkää nämä laatat</translation>
        </message>
        <message>
            <source>Base points</source>
            <translation>Peruspisteet</translation>
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
            <translation>Napsauta korttia nähdäksesi yhdistelmät, joihin se kuuluu.</translation>
        </message>
        <message>
            <source>Click a tile to see the melds that hold it.</source>
            <translation>Napsauta laattaa nähdäksesi yhdistelmät, joihin se kuuluu.</translation>
        </message>
        <message>
            <source>Concealed kong</source>
            <translation>Piilokong</translation>
        </message>
        <message>
            <source>Counted (the limit)</source>
            <translation>Lasketaan (raja)</translation>
        </message>
        <message>
            <source>Exposed kong</source>
            <translation>Avoin kong</translation>
        </message>
        <message>
            <source>Four alike, all drawn by the player</source>
            <translation>Neljä samaa, kaikki pelaajan itse nostamia</translation>
        </message>
        <message>
            <source>Four alike, all the player's own</source>
            <translation>Neljä samaa, kaikki pelaajan omia</translation>
        </message>
        <message>
            <source>Four alike, one of them claimed or added to a pung</source>
            <translation>Neljä samaa, yksi niistä otettu heitosta tai lisätty pungiin</translation>
        </message>
        <message>
            <source>Four alike, the fourth from another player (or added to a wei or peng)</source>
            <translation>Neljä samaa, neljäs toiselta pelaajalta (tai lisätty weihin tai pengiin)</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>Laji:</translation>
        </message>
        <message>
            <source>Melds</source>
            <translation>Yhdistelmät</translation>
        </message>
        <message>
            <source>Melds with {tiles}:</source>
            <translation>Yhdistelmät, joissa {tiles}:</translation>
        </message>
        <message>
            <source>No melds: every card is concealed.</source>
            <translation>Ei yhdistelmiä: kaikki kortit ovat piilossa.</translation>
        </message>
        <message>
            <source>No melds: every tile is concealed.</source>
            <translation>Ei yhdistelmiä: kaikki laatat ovat piilossa.</translation>
        </message>
        <message>
            <source>No win: {reason}</source>
            <translation>Ei voittoa: {reason}</translation>
        </message>
        <message>
            <source>Not a valid win: {reason}</source>
            <translation>Voitto ei kelpaa: {reason}</translation>
        </message>
        <message>
            <source>Not added: {why}</source>
            <translation>Ei lisätty: {why}</translation>
        </message>
        <message>
            <source>Or type them:</source>
            <translation>Tai kirjoita ne:</translation>
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
            <translation>Käsi on valmis, odotat: {tiles}</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Poista</translation>
        </message>
        <message>
            <source>Remove {meld}</source>
            <translation>Poista {meld}</translation>
        </message>
        <message>
            <source>Three alike, shown on the table</source>
            <translation>Kolme samaa, näkyvillä pöydällä</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and another player's card</source>
            <translation>Kolme samaa: pari kädessä ja toisen pelaajan kortti</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and the player's own revealed card</source>
            <translation>Kolme samaa: pari kädessä ja pelaajan itse kääntämä kortti</translation>
        </message>
        <message>
            <source>Three in a row of one size, 2-7-10 of one size, or one value in both sizes</source>
            <translation>Kolme peräkkäistä samaa kokoa, 2-7-10 samaa kokoa tai yksi arvo molemmissa koissa</translation>
        </message>
        <message>
            <source>Three in a row of one suit, claimed or not</source>
            <translation>Kolme peräkkäistä samaa maata, heitosta otettuna tai ei</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>Ti</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Yhteensä</translation>
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
            <translation>{game}: voitto</translation>
        </message>
        <message>
            <source>{tiles} cannot be part of one {kind}: choose another tile or kind.</source>
            <translation>{tiles} eivät sovi samaan yhdistelmään ({kind}): valitse toinen laatta tai laji.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) from ready (shanten %n)</source>
            <translation>
                <numerusform>%n laatan päässä valmiista (shanten %n)</numerusform>
                <numerusform>%n laatan päässä valmiista (shanten %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Winning tile</source>
            <translation>Voittolaatta</translation>
        </message>
        <message>
            <source>Flowers</source>
            <translation>Kukat</translation>
        </message>
        <message>
            <source>Seat wind</source>
            <translation>Paikkatuuli</translation>
        </message>
        <message>
            <source>Missing suit</source>
            <translation>Puuttuva maa</translation>
        </message>
        <message>
            <source>Winning card from</source>
            <translation>Voittokortin lähde</translation>
        </message>
        <message>
            <source>C&amp;lear</source>
            <translation>&amp;Tyhjennä</translation>
        </message>
        <message>
            <source>&amp;Remove last</source>
            <translation>&amp;Poista viimeinen</translation>
        </message>
        <message>
            <source>&amp;Calculate</source>
            <translation>&amp;Laske</translation>
        </message>
        <message>
            <source>Cannot read the hand: {error}</source>
            <translation>Kättä ei voi lukea: {error}</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>T&amp;yökalut</translation>
        </message>
        <message>
            <source>&amp;Hand calculator…</source>
            <translation>&amp;Käsilaskin…</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Kieli:</translation>
        </message>
        <message>
            <source>The language of the whole game</source>
            <translation>Koko pelin kieli</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>Kontrasti:</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones of the table</source>
            <translation>Tasoita tai terävöitä pöydän sävyjä</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>Rakeisuus:</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>Filmin rakeisuus pöydän päällä</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>Värilämpötila:</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>Viileästä sinisestä lämpimään meripihkaan</translation>
        </message>
        <message>
            <source>Preferences…</source>
            <translation>Asetukset…</translation>
        </message>
        <message>
            <source>Table colour, animation speed, bot pace, corner index and reduced motion</source>
            <translation>Pöydän väri, animaationopeus, bottien tahti, kulmatunnisteet ja vähennetty liike</translation>
        </message>
        <message>
            <source>Hide the header (the Options menu or Ctrl+Shift+H shows it)</source>
            <translation>Piilota yläpalkki (Valinnat-valikko tai Ctrl+Vaihto+H näyttää sen)</translation>
        </message>
        <message>
            <source>Hide the header</source>
            <translation>Piilota yläpalkki</translation>
        </message>
        <message>
            <source>Show &amp;header</source>
            <translation>Näytä &amp;yläpalkki</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Hint: {action} ({reason})</source>
            <translation>Vihje: {action} ({reason})</translation>
        </message>
        <message>
            <source>a complete hand</source>
            <translation>kokonainen käsi</translation>
        </message>
        <message>
            <source>a full flush</source>
            <translation>täysväri</translation>
        </message>
        <message>
            <source>a half flush</source>
            <translation>puoliväri</translation>
        </message>
        <message>
            <source>a quick hand</source>
            <translation>nopea käsi</translation>
        </message>
        <message>
            <source>a ready hand</source>
            <translation>valmis käsi</translation>
        </message>
        <message>
            <source>aims at {route}, worth more: {shanten_text} on that route ({nearest} shanten to any winning hand); {useful} tiles improve the hand</source>
            <translation>tähtää käteen {route}, joka on arvokkaampi: sillä tiellä {shanten_text} (mihin tahansa voittokäteen {nearest} shanten); {useful} laattaa parantaa kättä</translation>
        </message>
        <message>
            <source>all chows</source>
            <translation>pelkät chow't</translation>
        </message>
        <message>
            <source>all pungs</source>
            <translation>pelkät pungit</translation>
        </message>
        <message>
            <source>chi: it completes a group (and {huxi} huxi)</source>
            <translation>chi: täydentää ryhmän (ja {huxi} huxia)</translation>
        </message>
        <message>
            <source>clear the missing suit first: {tile}</source>
            <translation>heitä ensin puuttuvaa maata: {tile}</translation>
        </message>
        <message>
            <source>declare {suit} missing: {count} tiles to clear, the other suits build best</source>
            <translation>julista puuttuvaksi maaksi {suit}: {count} laattaa heitettävänä, muista maista saa parhaan käden</translation>
        </message>
        <message>
            <source>discard {tile}: it joins no group</source>
            <translation>heitä {tile}: se ei kuulu mihinkään ryhmään</translation>
        </message>
        <message>
            <source>discard {tile}: keeps {groups} groups and pairs for {huxi} huxi</source>
            <translation>heitä {tile}: {groups} ryhmää ja paria säilyy, {huxi} huxia</translation>
        </message>
        <message>
            <source>folds: {seat} is likely ready; {tile} is the safest tile</source>
            <translation>puolustaudu: {seat} on luultavasti valmiina; {tile} on turvallisin laatta</translation>
        </message>
        <message>
            <source>keeps {shanten_text}; {useful} tiles improve the hand</source>
            <translation>käsi pysyy tasolla {shanten_text}; {useful} laattaa parantaa kättä</translation>
        </message>
        <message>
            <source>kong {tile}: an extra draw, and the hand stays as close</source>
            <translation>kong {tile}: ylimääräinen nosto, eikä käsi heikkene</translation>
        </message>
        <message>
            <source>kong {tile}: the kong pays at once and the hand stays as close</source>
            <translation>kong {tile}: kong maksaa heti, eikä käsi heikkene</translation>
        </message>
        <message>
            <source>pass the win: it pays {now}, a likely self-draw about {later}</source>
            <translation>ohita voitto: nyt se maksaa {now}, todennäköinen oma nosto noin {later}</translation>
        </message>
        <message>
            <source>pass {tiles}: {suit} is the suit to give up ({count} tiles), these build least</source>
            <translation>anna {tiles}: {suit} on maa, josta kannattaa luopua ({count} laattaa), ja nämä rakentavat vähiten</translation>
        </message>
        <message>
            <source>pass: claiming would leave no hand worth {minimum} faan</source>
            <translation>ohita: ottamisen jälkeen käsi ei yltäisi {minimum} faaniin</translation>
        </message>
        <message>
            <source>pass: taking it would not bring a better hand</source>
            <translation>ohita: ottaminen ei paranna kättä</translation>
        </message>
        <message>
            <source>pass: the card does not help the hand</source>
            <translation>ohita: kortti ei auta kättä</translation>
        </message>
        <message>
            <source>pushes: the hand is worth more than the risk from {seat}</source>
            <translation>hyökkää: käsi on arvokkaampi kuin riski pelaajalta {seat}</translation>
        </message>
        <message>
            <source>seven pairs</source>
            <translation>seitsemän paria</translation>
        </message>
        <message>
            <source>the only legal move</source>
            <translation>ainoa sallittu siirto</translation>
        </message>
        <message>
            <source>thirteen orphans</source>
            <translation>kolmetoista orpoa</translation>
        </message>
        <message>
            <source>win: the hand is complete</source>
            <translation>voita: käsi on koossa</translation>
        </message>
        <message>
            <source>{kind} {tile}: it brings the hand to {shanten_text}</source>
            <translation>{kind} {tile}: käsi on sen jälkeen tasolla {shanten_text}</translation>
        </message>
        <message>
            <source>{kind}: the meld adds {huxi} huxi</source>
            <translation>{kind}: yhdistelmä tuo {huxi} huxia</translation>
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
            <translation>+1 peruspiste</translation>
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
            <translation>Pelaaja, joka heittää voittolaatan heti oman konginsa jälkeen, antaa sen kongin tuoton voittajalle.</translation>
        </message>
        <message>
            <source>All pay, the discarder double</source>
            <translation>Kaikki maksavat, heittäjä tuplasti</translation>
        </message>
        <message>
            <source>All-red, all-black and one-red hands score extra tun.</source>
            <translation>Täysin punaiset, täysin mustat ja yhden punaisen kädet saavat lisää tunia.</translation>
        </message>
        <message>
            <source>Before the missing suit, each player passes three tiles of one suit, the direction chosen by the dice.</source>
            <translation>Ennen puuttuvan maan valintaa jokainen antaa kolme saman maan laattaa; suunnan ratkaisevat nopat.</translation>
        </message>
        <message>
            <source>Call transfer</source>
            <translation>Kongimaksun siirto</translation>
        </message>
        <message>
            <source>Fan limit</source>
            <translation>Fan-katto</translation>
        </message>
        <message>
            <source>Flowers and seasons</source>
            <translation>Kukat ja vuodenajat</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Kotisäännöt</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>Kotisäännöt: {rules}</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>Katto</translation>
        </message>
        <message>
            <source>Minimum faan</source>
            <translation>Vähimmäis-faan</translation>
        </message>
        <message>
            <source>Minimum huxi</source>
            <translation>Vähimmäis-huxi</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Pois</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Käytössä</translation>
        </message>
        <message>
            <source>Payment on a discard win</source>
            <translation>Maksu heittovoitosta</translation>
        </message>
        <message>
            <source>Red and black hands</source>
            <translation>Punaiset ja mustat kädet</translation>
        </message>
        <message>
            <source>Self-draw bonus</source>
            <translation>Omavetobonus</translation>
        </message>
        <message>
            <source>The discarder pays all</source>
            <translation>Heittäjä maksaa kaiken</translation>
        </message>
        <message>
            <source>The faan a hand needs to win.</source>
            <translation>Faan-määrä, jonka käsi tarvitsee voittaakseen.</translation>
        </message>
        <message>
            <source>The huxi a hand needs to win.</source>
            <translation>Huxi-määrä, jonka käsi tarvitsee voittaakseen.</translation>
        </message>
        <message>
            <source>The most faan a hand scores; a limit hand scores this.</source>
            <translation>Suurin faan-määrä, jonka käsi saa; kattokäsi saa juuri tämän.</translation>
        </message>
        <message>
            <source>The most fan a win counts.</source>
            <translation>Suurin fan-määrä, jonka voitto laskee.</translation>
        </message>
        <message>
            <source>Three-tile exchange</source>
            <translation>Kolmen laatan vaihto</translation>
        </message>
        <message>
            <source>What a self-drawn win adds: one base point, or one fan.</source>
            <translation>Mitä omavetovoitto lisää: yhden peruspisteen tai yhden fanin.</translation>
        </message>
        <message>
            <source>Whether the discarder pays for everyone, or everyone pays and the discarder double.</source>
            <translation>Maksaako heittäjä kaikkien puolesta, vai maksavatko kaikki ja heittäjä kaksinkertaisesti.</translation>
        </message>
        <message>
            <source>With</source>
            <translation>Mukana</translation>
        </message>
        <message>
            <source>With them, 144 tiles and walls of 18 stacks; without, 136 tiles and 17.</source>
            <translation>Niiden kanssa 144 laattaa ja 18 pinon muurit; ilman niitä 136 laattaa ja 17 pinoa.</translation>
        </message>
        <message>
            <source>Without</source>
            <translation>Ilman</translation>
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
            <translation>Kotisäännöt</translation>
        </message>
        <message>
            <source>The &amp;sheet's rules</source>
            <translation>&amp;Alkuperäiset säännöt</translation>
        </message>
        <message>
            <source>Every option of this game back to the rules of the original sheet</source>
            <translation>Palauttaa tämän pelin kaikki valinnat alkuperäisiin sääntöihin</translation>
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
            <translation>Peli ja jako</translation>
        </message>
        <message>
            <source>Match totals</source>
            <translation>Ottelun pisteet</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Pöytä</translation>
        </message>
        <message>
            <source>What the selected discard leaves</source>
            <translation>Mitä valittu heitto jättää</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Vihje</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Vihje (H)</translation>
        </message>
        <message>
            <source>What a strong player would do now; you still choose</source>
            <translation>Mitä vahva pelaaja tekisi nyt; päätös on silti sinun</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Vihje</translation>
        </message>
        <message>
            <source>Full rules</source>
            <translation>Täydet säännöt</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>&amp;Pöytä</translation>
        </message>
        <message>
            <source>Full &amp;rules</source>
            <translation>Täydet &amp;säännöt</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Peli</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Uusi peli…</translation>
        </message>
        <message>
            <source>Next &amp;deal</source>
            <translation>Seuraava &amp;jako</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Lopeta</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Näytä</translation>
        </message>
        <message>
            <source>No game yet: Game &gt; New game (Ctrl+N)</source>
            <translation>Ei vielä peliä: Peli &gt; Uusi peli (Ctrl+N)</translation>
        </message>
        <message>
            <source>Your turn: click a card to select it, click it again or press Enter; S sorts your cards by group or by value.</source>
            <translation>Sinun vuorosi: valitse kortti napsauttamalla, napsauta uudelleen tai paina Enter heittääksesi sen; S järjestää kortit ryhmittäin tai arvon mukaan.</translation>
        </message>
        <message>
            <source>Your turn: click a tile to select it, click it again or press Enter.</source>
            <translation>Sinun vuorosi: valitse laatta napsauttamalla ja heitä se napsauttamalla uudelleen tai painamalla Enter.</translation>
        </message>
        <message>
            <source>Claim the card with a button, or pass (Space).</source>
            <translation>Ota kortti painikkeella tai ohita (välilyönti).</translation>
        </message>
        <message>
            <source>Claim the tile with a button, or pass (Space).</source>
            <translation>Ota laatta painikkeella tai ohita (välilyönti).</translation>
        </message>
        <message>
            <source>Choose your missing suit to start the deal.</source>
            <translation>Valitse puuttuva maa aloittaaksesi jaon.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Mietitään…</translation>
        </message>
        <message>
            <source>{game} · deal {n}</source>
            <translation>{game} · jako {n}</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>Add {tiles} to the pung</source>
            <translation>Lisää {tiles} pungiin</translation>
        </message>
        <message>
            <source>All 2-5-8 pungs</source>
            <translation>Pelkät 2-5-8-pungit</translation>
        </message>
        <message>
            <source>All black: no red card, tun ×{times}</source>
            <translation>Kaikki mustia: ei yhtään punaista korttia, tunit ×{times}</translation>
        </message>
        <message>
            <source>All chows</source>
            <translation>Pelkät chow't</translation>
        </message>
        <message>
            <source>All four flowers</source>
            <translation>Kaikki neljä kukkaa</translation>
        </message>
        <message>
            <source>All four seasons</source>
            <translation>Kaikki neljä vuodenaikaa</translation>
        </message>
        <message>
            <source>All honours</source>
            <translation>Pelkät kunnialaatat</translation>
        </message>
        <message>
            <source>All pungs</source>
            <translation>Pelkät pungit</translation>
        </message>
        <message>
            <source>All red: {red} red cards, tun ×{times}</source>
            <translation>Kaikki punaisia: {red} punaista korttia, tunit ×{times}</translation>
        </message>
        <message>
            <source>All terminals</source>
            <translation>Pelkät päätelaatat</translation>
        </message>
        <message>
            <source>Basic win</source>
            <translation>Peruskäsi</translation>
        </message>
        <message>
            <source>Big four winds</source>
            <translation>Suuret neljä tuulta</translation>
        </message>
        <message>
            <source>Big three dragons</source>
            <translation>Suuret kolme lohikäärmettä</translation>
        </message>
        <message>
            <source>Chi {claimed} with {tiles}</source>
            <translation>Chi {claimed} korteilla {tiles}</translation>
        </message>
        <message>
            <source>Chi {group}</source>
            <translation>Chi {group}</translation>
        </message>
        <message>
            <source>Chow {claimed} with {tiles}</source>
            <translation>Chow {claimed} laatoilla {tiles}</translation>
        </message>
        <message>
            <source>Concealed hand</source>
            <translation>Piilokäsi</translation>
        </message>
        <message>
            <source>Concealed kong {tiles}</source>
            <translation>Piilokong {tiles}</translation>
        </message>
        <message>
            <source>Declare {choice} missing</source>
            <translation>Julista puuttuva maa: {choice}</translation>
        </message>
        <message>
            <source>Discard {tiles}</source>
            <translation>Heitä {tiles}</translation>
        </message>
        <message>
            <source>Dragon pung</source>
            <translation>Lohikäärmepung</translation>
        </message>
        <message>
            <source>Four concealed pungs</source>
            <translation>Neljä piilopungia</translation>
        </message>
        <message>
            <source>Four kongs</source>
            <translation>Neljä kongia</translation>
        </message>
        <message>
            <source>Full flush</source>
            <translation>Täysväri</translation>
        </message>
        <message>
            <source>Golden single wait</source>
            <translation>Kultainen yksinodotus</translation>
        </message>
        <message>
            <source>Half flush</source>
            <translation>Puoliväri</translation>
        </message>
        <message>
            <source>Heavenly hand</source>
            <translation>Taivaallinen käsi</translation>
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
            <translation>Yhdeksän porttia</translation>
        </message>
        <message>
            <source>No flowers</source>
            <translation>Ei kukkia</translation>
        </message>
        <message>
            <source>One red card: tun ×{times}</source>
            <translation>Yksi punainen kortti: tunit ×{times}</translation>
        </message>
        <message>
            <source>Outside hand</source>
            <translation>Ulkokäsi</translation>
        </message>
        <message>
            <source>Pair {group}</source>
            <translation>Pari {group}</translation>
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
            <translation>Ohita</translation>
        </message>
        <message>
            <source>Pass {tiles}</source>
            <translation>Anna {tiles}</translation>
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
            <translation>Punainen käsi: {red} punaista korttia, tunit ×{times}</translation>
        </message>
        <message>
            <source>Robbing a kong</source>
            <translation>Kongin ryöstö</translation>
        </message>
        <message>
            <source>Root (four of a kind)</source>
            <translation>Juuri (neljä samaa)</translation>
        </message>
        <message>
            <source>Round wind pung</source>
            <translation>Kierrostuulen pung</translation>
        </message>
        <message>
            <source>Seat flower</source>
            <translation>Oma kukka</translation>
        </message>
        <message>
            <source>Seat season</source>
            <translation>Oma vuodenaika</translation>
        </message>
        <message>
            <source>Seat wind pung</source>
            <translation>Paikkatuulen pung</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>Oma nosto</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>Seitsemän paria</translation>
        </message>
        <message>
            <source>Sichuan uses only the 108 suit tiles, not {tiles}</source>
            <translation>Sichuanin mahjongissa pelataan vain 108 maalaatalla, ei laatoilla {tiles}</translation>
        </message>
        <message>
            <source>Small three dragons</source>
            <translation>Pienet kolme lohikäärmettä</translation>
        </message>
        <message>
            <source>Thirteen orphans</source>
            <translation>Kolmetoista orpoa</translation>
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
            <translation>Voita</translation>
        </message>
        <message>
            <source>Win on a kong's replacement tile</source>
            <translation>Voitto kongin irtolaatalla</translation>
        </message>
        <message>
            <source>Win on the last discard</source>
            <translation>Voitto viimeisellä heitolla</translation>
        </message>
        <message>
            <source>Win on the last tile</source>
            <translation>Voitto viimeisellä laatalla</translation>
        </message>
        <message>
            <source>Win on the last tile of the wall</source>
            <translation>Voitto muurin viimeisellä laatalla</translation>
        </message>
        <message>
            <source>a dead hand can not win</source>
            <translation>kuollut käsi ei voi voittaa</translation>
        </message>
        <message>
            <source>a dead hand may only reveal and make pao or ti</source>
            <translation>kuollut käsi voi vain paljastaa ja tehdä paon tai ti:n</translation>
        </message>
        <message>
            <source>a kan can not be split or discarded from</source>
            <translation>kania ei voi jakaa eikä siitä voi heittää</translation>
        </message>
        <message>
            <source>a stinking card: you discarded this card earlier</source>
            <translation>haiseva kortti: heitit tämän kortin aiemmin</translation>
        </message>
        <message>
            <source>a stinking card: you refused this card earlier</source>
            <translation>haiseva kortti: ohitit tämän kortin aiemmin</translation>
        </message>
        <message>
            <source>a winning card and its source go together</source>
            <translation>voittokortti ja sen lähde kuuluvat yhteen</translation>
        </message>
        <message>
            <source>a {kind} holds {size} cards, not {count}: {tiles}</source>
            <translation>{kind}-ryhmässä on {size} korttia, ei {count}: {tiles}</translation>
        </message>
        <message>
            <source>a {kind} holds {size} tiles, not {count}: {tiles}</source>
            <translation>{kind}-yhdistelmässä on {size} laattaa, ei {count}: {tiles}</translation>
        </message>
        <message>
            <source>added kong</source>
            <translation>lisätty kong</translation>
        </message>
        <message>
            <source>bamboo</source>
            <translation>bambut</translation>
        </message>
        <message>
            <source>big %1</source>
            <translation>iso %1</translation>
        </message>
        <message>
            <source>bonus tiles cannot be part of a meld: {text}</source>
            <translation>kukat ja vuodenajat eivät voi olla yhdistelmässä: {text}</translation>
        </message>
        <message>
            <source>bonus tiles go in --bonus, not in the hand: {text}</source>
            <translation>kukat ja vuodenajat kuuluvat Kukat-kenttään, eivät käteen: {text}</translation>
        </message>
        <message>
            <source>call transfer</source>
            <translation>kongimaksun siirto</translation>
        </message>
        <message>
            <source>cannot read {part} in {text}</source>
            <translation>kohtaa {part} ei voi lukea tekstissä {text}</translation>
        </message>
        <message>
            <source>cannot read {text}</source>
            <translation>tekstiä {text} ei voi lukea</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>merkit</translation>
        </message>
        <message>
            <source>concealed kong</source>
            <translation>piilokong</translation>
        </message>
        <message>
            <source>discard your missing suit ({suit}) first</source>
            <translation>heitä ensin puuttuva maasi ({suit})</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>ympyrät</translation>
        </message>
        <message>
            <source>each flower and season exists once: {text}</source>
            <translation>jokainen kukka ja vuodenaika on pelissä vain kerran: {text}</translation>
        </message>
        <message>
            <source>empty meld in {text}</source>
            <translation>tyhjä yhdistelmä kohdassa {text}</translation>
        </message>
        <message>
            <source>exposed kong</source>
            <translation>avoin kong</translation>
        </message>
        <message>
            <source>flower pig</source>
            <translation>kukkasika</translation>
        </message>
        <message>
            <source>flowers and seasons go in the Flowers field, not in the hand: {text}</source>
            <translation>kukat ja vuodenajat kuuluvat Kukat-kenttään, eivät käteen: {text}</translation>
        </message>
        <message>
            <source>heavenly hand</source>
            <translation>taivaallinen käsi</translation>
        </message>
        <message>
            <source>holds the missing suit</source>
            <translation>kädessä on puuttuvaa maata</translation>
        </message>
        <message>
            <source>it is not your move</source>
            <translation>nyt ei ole sinun vuorosi</translation>
        </message>
        <message>
            <source>it is not {seat}'s move</source>
            <translation>ei ole pelaajan {seat} vuoro</translation>
        </message>
        <message>
            <source>kong tax refund</source>
            <translation>kong-veron palautus</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:CARDS</source>
            <translation>yhdistelmä {text} ei ole muotoa LAJI:KORTIT</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:TILES</source>
            <translation>yhdistelmä {text} ei ole muotoa LAJI:LAATAT</translation>
        </message>
        <message>
            <source>no card of value {value} (cards go 1-10)</source>
            <translation>arvoa {value} ei ole (korttien arvot ovat 1–10)</translation>
        </message>
        <message>
            <source>no flowers or seasons in a game without them: {text}</source>
            <translation>pelissä ilman kukkia ja vuodenaikoja niitä ei ole: {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (bonus tiles go 1-8) in {text}</source>
            <translation>laattaa {tile} ei ole (kukat ja vuodenajat ovat 1–8) tekstissä {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (honours go 1-7) in {text}</source>
            <translation>laattaa {tile} ei ole (kunnialaatat ovat 1–7) tekstissä {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (suits go 1-9) in {text}</source>
            <translation>laattaa {tile} ei ole (maissa on numerot 1–9) tekstissä {text}</translation>
        </message>
        <message>
            <source>not a winning hand</source>
            <translation>ei ole voittokäsi</translation>
        </message>
        <message>
            <source>not ready</source>
            <translation>käsi ei ollut valmis</translation>
        </message>
        <message>
            <source>one can win only on a card revealed from the stock, not on a discard</source>
            <translation>voittaa voi vain pakasta paljastetulla kortilla, ei heitolla</translation>
        </message>
        <message>
            <source>only a tile drawn after the pung was made may be added to it</source>
            <translation>pungiin voi lisätä vain laatan, joka nostettiin pungin jälkeen</translation>
        </message>
        <message>
            <source>pass three tiles of one suit from your hand, not {tiles}</source>
            <translation>anna kolme saman maan laattaa kädestäsi, ei {tiles}</translation>
        </message>
        <message>
            <source>robbing the kong</source>
            <translation>kongin ryöstö</translation>
        </message>
        <message>
            <source>self-drawn win</source>
            <translation>voitto omalla nostolla</translation>
        </message>
        <message>
            <source>small %1</source>
            <translation>pieni %1</translation>
        </message>
        <message>
            <source>the cards do not make seven groups</source>
            <translation>kortit eivät muodosta seitsemää ryhmää</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <translation>jako on päättynyt</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (19 + {fours} with {fours} ti or pao before the winning card, and that card)</source>
            <translation>kädessä on ryhmineen {size} korttia, pitäisi olla {expected} (19 + {fours}, kun ennen voittokorttia on {fours} ti- tai pao-ryhmää, ja se kortti)</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (20 with no ti or pao before the winning card, and that card)</source>
            <translation>kädessä on ryhmineen {size} korttia, pitäisi olla {expected} (20 ilman tiä tai paota ennen voittokorttia, ja se kortti)</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (with a winning tile; a meld counts 3)</source>
            <translation>kädessä on {size} laattaa, pitäisi olla {expected} (voittolaatan kanssa; yhdistelmä lasketaan kolmeksi)</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (without a winning tile; a meld counts 3)</source>
            <translation>kädessä on {size} laattaa, pitäisi olla {expected} (ilman voittolaattaa; yhdistelmä lasketaan kolmeksi)</translation>
        </message>
        <message>
            <source>the winning card {card} is not in the hand (--hand includes it)</source>
            <translation>voittokortti {card} ei ole kädessä (käden pitää sisältää se)</translation>
        </message>
        <message>
            <source>the winning tile {tile} is not in the hand</source>
            <translation>voittolaatta {tile} ei ole kädessä</translation>
        </message>
        <message>
            <source>there are no chows in Sichuan mahjong</source>
            <translation>Sichuanin mahjongissa ei ole chow'ta</translation>
        </message>
        <message>
            <source>there is no seat {seat} at this table</source>
            <translation>tässä pöydässä ei ole paikkaa {seat}</translation>
        </message>
        <message>
            <source>unknown meld kind {kind} (expected {expected})</source>
            <translation>tuntematon yhdistelmän laji {kind} (sallitut: {expected})</translation>
        </message>
        <message>
            <source>win</source>
            <translation>voitto</translation>
        </message>
        <message>
            <source>win on discard</source>
            <translation>voitto heitolla</translation>
        </message>
        <message>
            <source>you still hold your missing suit ({suit}): no pung, kong or win</source>
            <translation>sinulla on yhä puuttuvaa maata ({suit}): ei pungia, kongia eikä voittoa</translation>
        </message>
        <message>
            <source>{cards} is not a valid {kind}</source>
            <translation>{cards} ei ole kelvollinen {kind}</translation>
        </message>
        <message>
            <source>{count} copies of {card}, there are only {limit}</source>
            <translation>kortti {card} on mukana {count} kertaa, mutta niitä on vain {limit}</translation>
        </message>
        <message>
            <source>{count} copies of {tile}, there are only {limit}</source>
            <translation>{count} kappaletta laattaa {tile}, mutta niitä on vain {limit}</translation>
        </message>
        <message>
            <source>{kind} is not a legal move now</source>
            <translation>{kind} ei ole nyt sallittu siirto</translation>
        </message>
        <message>
            <source>{kind} is not a meld on the table</source>
            <translation>{kind} ei ole pöydän yhdistelmä</translation>
        </message>
        <message>
            <source>{kind} {tiles} is not a valid {kind}</source>
            <translation>{tiles} ei ole kelvollinen {kind}</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its cards, as in peng:555x</source>
            <translation>{text} ei ole yhdistelmä: kirjoita sen laji, kaksoispiste ja sen kortit, esimerkiksi peng:555x</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its tiles, as in pung:555m</source>
            <translation>{text} ei ole yhdistelmä: kirjoita sen laji, kaksoispiste ja sen laatat, esimerkiksi pung:555m</translation>
        </message>
        <message>
            <source>{tile} is not a flower or season</source>
            <translation>{tile} ei ole kukka eikä vuodenaika</translation>
        </message>
        <message>
            <source>{total} {unit}, {minimum} needed</source>
            <translation>{total} {unit}, tarvitaan {minimum}</translation>
        </message>
    </context>
    <context>
        <name>MissingSuitDialog</name>
        <message>
            <source>Characters</source>
            <translation>Merkit</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>Ympyrät</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>Bambut</translation>
        </message>
        <message>
            <source>Choose your missing suit</source>
            <translation>Valitse puuttuva maa</translation>
        </message>
        <message>
            <source>Declare the suit you will not keep. Tiles of it must be discarded first, and you can neither pung, kong nor win while you hold one.</source>
            <translation>Julista maa, josta luovut. Sen laatat on heitettävä ensin, etkä voi tehdä pungia tai kongia etkä voittaa, niin kauan kuin sinulla on niitä.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Kätesi</translation>
        </message>
        <message>
            <source>{number}  {suit} ({count} in hand)</source>
            <translation>{number}  {suit} ({count} kädessä)</translation>
        </message>
        <message>
            <source>Missing suit: {suit}</source>
            <translation>Puuttuva maa: {suit}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Vihje</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Vihje (H)</translation>
        </message>
        <message>
            <source>Which suit a strong player would drop, and why</source>
            <translation>Minkä maan vahva pelaaja jättäisi pois ja miksi</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Mietitään…</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>Computer {n}</source>
            <translation>Tietokone {n}</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Itä</translation>
        </message>
        <message>
            <source>Hong Kong mahjong</source>
            <translation>Hongkongin mahjong</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Pohjoinen</translation>
        </message>
        <message>
            <source>Paohuzi</source>
            <translation>Paohuzi</translation>
        </message>
        <message>
            <source>Easy: a beginner who often slips</source>
            <translation>Helppo: aloittelija, joka erehtyy usein</translation>
        </message>
        <message>
            <source>Greedy: fast hands, no defence (practice opponent)</source>
            <translation>Ahne: pelaa nopeaan voittoon eikä puolustaudu (harjoitusvastustaja)</translation>
        </message>
        <message>
            <source>Hard: plays its best, never slips</source>
            <translation>Vaikea: pelaa parhaansa eikä koskaan erehdy</translation>
        </message>
        <message>
            <source>Normal: a good player who sometimes slips</source>
            <translation>Normaali: hyvä pelaaja, joka erehtyy joskus</translation>
        </message>
        <message>
            <source>Random moves (test opponent)</source>
            <translation>Satunnaiset siirrot (testivastustaja)</translation>
        </message>
        <message>
            <source>Sichuan mahjong</source>
            <translation>Sichuanin mahjong</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Etelä</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Länsi</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Sinä</translation>
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
            <translation>Uusi peli</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Peli</translation>
        </message>
        <message>
            <source>Opponents' strength</source>
            <translation>Vastustajien taso</translation>
        </message>
        <message>
            <source>Rotate the dealer after each deal</source>
            <translation>Vaihda jakajaa jokaisen jaon jälkeen</translation>
        </message>
        <message>
            <source>Rotate the dealer</source>
            <translation>Vaihda jakajaa</translation>
        </message>
        <message>
            <source>G&amp;uided first deal</source>
            <translation>Opastettu &amp;ensimmäinen jako</translation>
        </message>
        <message>
            <source>An arranged deal of this game with tips at the moments that matter</source>
            <translation>Tämän pelin valmiiksi järjestetty jako, jossa saat vinkkejä ratkaisevilla hetkillä</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Peli:</translation>
        </message>
        <message>
            <source>&amp;Opponents:</source>
            <translation>&amp;Vastustajien taso:</translation>
        </message>
    </context>
    <context>
        <name>NoticeArea</name>
        <message>
            <source>Dismiss this notice</source>
            <translation>Sulje tämä ilmoitus</translation>
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
            <translation>Pois</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Asetukset</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Vihreä huopa</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>Sininen huopa</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>Punainen huopa</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>Puu</translation>
        </message>
        <message>
            <source>Slate</source>
            <translation>Liuskekivi</translation>
        </message>
        <message>
            <source>Table &amp;colour:</source>
            <translation>Pöydän &amp;väri:</translation>
        </message>
        <message>
            <source>&amp;Tile size:</source>
            <translation>Laattojen k&amp;oko:</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>&amp;Animaatioiden nopeus:</translation>
        </message>
        <message>
            <source>&amp;Bot pace:</source>
            <translation>&amp;Bottien tahti:</translation>
        </message>
        <message>
            <source>How fast tiles move; 0 places them at once</source>
            <translation>Kuinka nopeasti laatat liikkuvat; 0 asettaa ne heti</translation>
        </message>
        <message>
            <source>Your hand, the melds and the face-up tiles; the rest of the table makes room</source>
            <translation>Kätesi, yhdistelmät ja kuvapuoli ylöspäin olevat laatat; muu pöytä tekee niille tilaa</translation>
        </message>
        <message>
            <source>How long each computer player waits before it moves</source>
            <translation>Kuinka kauan kukin tietokonepelaaja odottaa ennen siirtoaan</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>Kontrasti:</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones</source>
            <translation>Tasoita tai terävöitä sävyjä</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>Rakeisuus:</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>Filmin rakeisuus pöydän päällä</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>Värilämpötila:</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>Viileästä sinisestä lämpimään meripihkaan</translation>
        </message>
        <message>
            <source>Show the corner &amp;index on tiles (5m, E, Wh…)</source>
            <translation>Näytä laattojen kulmassa &amp;tunniste (5m, E, Wh…)</translation>
        </message>
        <message>
            <source>Show the index on Paohuzi car&amp;ds (2x, 10d…)</source>
            <translation>Näytä tunniste &amp;Paohuzin korteissa (2x, 10d…)</translation>
        </message>
        <message>
            <source>&amp;Reduce motion (no animations, no grain)</source>
            <translation>Vähennä &amp;liikettä (ei animaatioita eikä rakeisuutta)</translation>
        </message>
        <message>
            <source>Show the &amp;header above the table</source>
            <translation>Näytä &amp;yläpalkki pöydän yllä</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>|◀ Start</source>
            <extracomment>play on from this many actions: the position shown</extracomment>
            <translation>|◀ Alku</translation>
        </message>
        <message>
            <source>◀ &amp;Back</source>
            <translation>◀ &amp;Taakse</translation>
        </message>
        <message>
            <source>&amp;Forward ▶</source>
            <translation>&amp;Eteen ▶</translation>
        </message>
        <message>
            <source>End ▶|</source>
            <translation>Loppu ▶|</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Pistetaulukko</translation>
        </message>
        <message>
            <source>Re&amp;view this deal</source>
            <translation>A&amp;nalysoi tämä jako</translation>
        </message>
        <message>
            <source>&amp;Play on from here</source>
            <translation>&amp;Jatka pelaamista tästä</translation>
        </message>
        <message>
            <source>Take your seat at this point and play on against the computers: a practice deal, counted apart in your statistics, in place of the game on the table</source>
            <translation>Istu paikallesi tässä kohdassa ja jatka peliä tietokoneita vastaan: harjoitusjako, joka lasketaan tilastoihin erikseen ja korvaa pöydällä olevan pelin</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Sulje</translation>
        </message>
        <message>
            <source>Replay: {game}, deal {deal}</source>
            <translation>Toisto: {game}, jako {deal}</translation>
        </message>
        <message>
            <source>The deal as dealt ({n} actions follow).</source>
            <translation>Jako sellaisena kuin se jaettiin (sitä seuraa {n} siirtoa).</translation>
        </message>
        <message>
            <source>Action {k} of {n}: {who} — {kind} {tiles}</source>
            <translation>Siirto {k}/{n}: {who} — {kind} {tiles}</translation>
        </message>
        <message>
            <source>(the deal is over)</source>
            <translation>(jako on päättynyt)</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>Deal-in</source>
            <translation>Syöttö</translation>
        </message>
        <message>
            <source>Expected points</source>
            <translation>Odotetut pisteet</translation>
        </message>
        <message>
            <source>Expected points given up: an inaccuracy from {inaccuracy}, a mistake from {mistake}, a blunder from {blunder} (a cost within twice its error is fine).</source>
            <translation>Menetetyt odotetut pisteet: epätarkkuus alkaen {inaccuracy}, virhe alkaen {mistake}, paha virhe alkaen {blunder} (kustannus, joka on alle kaksi kertaa virhemarginaalinsa, on kunnossa).</translation>
        </message>
        <message>
            <source>Here a discard, claim, pass or kong is valued by the hard bot's estimate of the hand it leaves (each way to finish it: its odds times its points), with no error to state; a declined win is played out.</source>
            <translation>Tässä poisto, otto, ohitus tai kong arvioidaan vaikean botin arviolla kädestä, joka siitä jää (jokainen tapa saada se valmiiksi: sen todennäköisyys kertaa sen pisteet), eikä virhettä ole ilmoitettavana; hylätty voitto simuloidaan.</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Vaihtoehto</translation>
        </message>
        <message>
            <source>Rating {rating}/100 — {bad} in {decisions}</source>
            <translation>Arvosana {rating}/100 — {bad} / {decisions}</translation>
        </message>
        <message>
            <source>The judge would choose {choice}.</source>
            <translation>Tuomari valitsisi: {choice}.</translation>
        </message>
        <message>
            <source>The judge's estimate rates your choice {cost} points higher: {grade}.</source>
            <translation>Tuomarin arvio pitää valintaasi {cost} pistettä parempana: {grade}.</translation>
        </message>
        <message>
            <source>The play-outs rate your choice {cost} ± {error} points higher: {grade}.</source>
            <translation>Simulaatiot arvioivat valintasi {cost} ± {error} pistettä paremmaksi: {grade}.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Miksi: {reason}</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Voitto</translation>
        </message>
        <message>
            <source>You chose as the judge would: {reason}.</source>
            <translation>Valitsit kuten tuomari: {reason}.</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} points: {grade}.</source>
            <translation>Valintasi menetti {cost} pistettä: {grade}.</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} ± {error} points: {grade}.</source>
            <translation>Valintasi menetti {cost} ± {error} pistettä: {grade}.</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>paha virhe</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>kunnossa</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>epätarkkuus</translation>
        </message>
        <message>
            <source>judge</source>
            <translation>tuomari</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>virhe</translation>
        </message>
        <message>
            <source>yours</source>
            <translation>sinun</translation>
        </message>
        <message numerus="yes">
            <source>%n bad move(s)</source>
            <translation>
                <numerusform>%n huono siirto</numerusform>
                <numerusform>%n huonoa siirtoa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s)</source>
            <translation>
                <numerusform>%n päätös</numerusform>
                <numerusform>%n päätöstä</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal review</source>
            <translation>Jaon analyysi</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Peruuta</translation>
        </message>
        <message>
            <source>&amp;Review again</source>
            <translation>&amp;Analysoi uudelleen</translation>
        </message>
        <message>
            <source>◀ &amp;Previous marked</source>
            <translation>◀ &amp;Edellinen merkitty</translation>
        </message>
        <message>
            <source>Next &amp;marked ▶</source>
            <translation>&amp;Seuraava merkitty ▶</translation>
        </message>
        <message>
            <source>Show in &amp;replay</source>
            <translation>Näytä &amp;uusinnassa</translation>
        </message>
        <message>
            <source>The replay at the position just before it</source>
            <translation>Uusinta juuri ennen tätä päätöstä</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>&amp;Sulje</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Siirto</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>Sinun valintasi</translation>
        </message>
        <message>
            <source>Judge's choice</source>
            <translation>Tuomarin valinta</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Arvio</translation>
        </message>
        <message>
            <source>Cost (points)</source>
            <translation>Hinta (pisteet)</translation>
        </message>
        <message>
            <source>Reviewing the deal…</source>
            <translation>Analysoidaan jakoa…</translation>
        </message>
        <message>
            <source>The review was cancelled: nothing was kept.</source>
            <translation>Analyysi peruttiin: mitään ei tallennettu.</translation>
        </message>
        <message>
            <source>The deal could not be reviewed.</source>
            <translation>Jakoa ei voitu analysoida.</translation>
        </message>
        <message>
            <source>The review made earlier.</source>
            <translation>Aiemmin tehty analyysi.</translation>
        </message>
        <message>
            <source>The review could not be saved: {error}</source>
            <translation>Analyysia ei voitu tallentaa: {error}</translation>
        </message>
        <message>
            <source>the same</source>
            <translation>sama</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>In bold: the house rules that differ from the sheet; section 8 describes every option.</source>
            <translation>Lihavoituna: alkuperäisistä poikkeavat kotisäännöt; kohta 8 kuvaa jokaisen valinnan.</translation>
        </message>
        <message>
            <source>Every option is the sheet's; section 8 describes the house rules.</source>
            <translation>Kaikki valinnat ovat alkuperäiset; kohta 8 kuvaa kotisäännöt.</translation>
        </message>
        <message>
            <source>The options of this match:</source>
            <translation>Tämän ottelun valinnat:</translation>
        </message>
        <message>
            <source>Print the rules</source>
            <translation>Tulosta säännöt</translation>
        </message>
        <message>
            <source>Export the rules as PDF</source>
            <translation>Vie säännöt PDF-tiedostoksi</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF-tiedostot (*.pdf)</translation>
        </message>
        <message>
            <source>The file %1 could not be written.</source>
            <translation>Tiedostoa %1 ei voitu kirjoittaa.</translation>
        </message>
        <message>
            <source>&amp;Rules of:</source>
            <translation>&amp;Säännöt:</translation>
        </message>
        <message>
            <source>Larger text</source>
            <translation>Suurempi teksti</translation>
        </message>
        <message>
            <source>Smaller text</source>
            <translation>Pienempi teksti</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Tulosta…</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>Vie &amp;PDF…</translation>
        </message>
        <message>
            <source>The options of this match</source>
            <translation>Tämän ottelun valinnat</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Score sheet</source>
            <translation>Pistetaulukko</translation>
        </message>
        <message>
            <source>Results of the deal</source>
            <translation>Jaon tulokset</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Seuraava jako</translation>
        </message>
        <message>
            <source>&amp;Review this deal</source>
            <translation>&amp;Analysoi tämä jako</translation>
        </message>
        <message>
            <source>Close the score sheet</source>
            <translation>Sulje pistetaulukko</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Jako {n}</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Ottelu</translation>
        </message>
        <message>
            <source>No payments.</source>
            <translation>Ei maksuja.</translation>
        </message>
        <message>
            <source>Nobody won this deal.</source>
            <translation>Kukaan ei voittanut tätä jakoa.</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Maksut</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Pelaaja</translation>
        </message>
        <message>
            <source>Points: {points}</source>
            <translation>Pisteet: {points}</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Tilanne</translation>
        </message>
        <message>
            <source>The deal was won.</source>
            <translation>Jako voitettiin.</translation>
        </message>
        <message>
            <source>The other hands</source>
            <translation>Muiden kädet</translation>
        </message>
        <message>
            <source>The stock is exhausted: a draw.</source>
            <translation>Pakka loppui: tasapeli.</translation>
        </message>
        <message>
            <source>The wall is exhausted: a draw.</source>
            <translation>Muuri loppui: tasapeli.</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Tämä jako</translation>
        </message>
        <message>
            <source>Three players have won.</source>
            <translation>Kolme pelaajaa on voittanut.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Yhteensä</translation>
        </message>
        <message>
            <source>Winner: {winner} (card from {source})</source>
            <translation>Voittaja: {winner} (kortti pelaajalta {source})</translation>
        </message>
        <message>
            <source>Winner: {winner} (own card)</source>
            <translation>Voittaja: {winner} (oma kortti)</translation>
        </message>
        <message>
            <source>Winner: {winner} (self-drawn)</source>
            <translation>Voittaja: {winner} (oma nosto)</translation>
        </message>
        <message>
            <source>Winner: {winner} (tile from {source})</source>
            <translation>Voittaja: {winner} (laatta pelaajalta {source})</translation>
        </message>
        <message>
            <source>Winning card (marked): {card}</source>
            <translation>Voittokortti (merkitty): {card}</translation>
        </message>
        <message>
            <source>Winning tile (marked): {tile}</source>
            <translation>Voittolaatta (merkitty): {tile}</translation>
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
            <translation>{winners} ovat voittaneet: vain yksi pelaaja on jäljellä, joten jako päättyy.</translation>
        </message>
        <message>
            <source>{winners} won the deal.</source>
            <translation>{winners} voitti jaon.</translation>
        </message>
        <message>
            <source>{winners} won; play went on until the wall ran out.</source>
            <translation>Voittajat: {winners}; peli jatkui, kunnes muuri loppui.</translation>
        </message>
        <message>
            <source>{winners} won; then the stock ran out.</source>
            <translation>Voittaja: {winners}; sitten pakka loppui.</translation>
        </message>
    </context>
    <context>
        <name>SeatControl</name>
        <message>
            <source>Take &amp;my seat</source>
            <translation>Ota &amp;paikkani</translation>
        </message>
        <message>
            <source>Take my seat (Ctrl+T)</source>
            <translation>Ota paikkani (Ctrl+T)</translation>
        </message>
        <message>
            <source>A computer is playing your seat: play it yourself from this decision on</source>
            <translation>Tietokone pelaa paikallasi: pelaa itse tästä päätöksestä alkaen</translation>
        </message>
        <message>
            <source>Take my seat</source>
            <translation>Ota paikkani</translation>
        </message>
        <message>
            <source>Your seat is yours again: you play from this decision on.</source>
            <translation>Paikka on taas sinun: pelaat itse tästä päätöksestä alkaen.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>no deal reviewed yet</source>
            <translation>yhtään jakoa ei ole vielä analysoitu</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Tilastot</translation>
        </message>
        <message>
            <source>&amp;Reset all…</source>
            <translation>&amp;Nollaa kaikki…</translation>
        </message>
        <message>
            <source>Deals with an undo count only as practice; bot-only demos are not counted.</source>
            <translation>Jaot, joissa käytettiin kumoamista, lasketaan vain harjoitukseksi; pelkkien bottien esittelyjä ei lasketa.</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Pelatut jaot</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Voitetut</translation>
        </message>
        <message>
            <source>Dealt in</source>
            <translation>Syötetyt voitot</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Tasapelit</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Pisteet</translation>
        </message>
        <message>
            <source>Average faan / fan / huxi</source>
            <translation>Keskimäärin faan / fan / huxi</translation>
        </message>
        <message>
            <source>Practice deals</source>
            <translation>Harjoitusjaot</translation>
        </message>
        <message>
            <source>Best hand</source>
            <translation>Paras käsi</translation>
        </message>
        <message>
            <source>Review rating</source>
            <translation>Analyysien arvosana</translation>
        </message>
        <message>
            <source>no win yet</source>
            <translation>ei vielä voittoja</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Nollaa tilastot</translation>
        </message>
        <message>
            <source>Forget the statistics of every game?</source>
            <translation>Unohdetaanko kaikkien pelien tilastot?</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>Tila&amp;stot…</translation>
        </message>
        <message numerus="yes">
            <source>mean {rating} over %n reviewed deal(s)</source>
            <translation>
                <numerusform>keskiarvo {rating}, %n analysoitu jako</numerusform>
                <numerusform>keskiarvo {rating}, %n analysoitua jakoa</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsKeeper</name>
        <message>
            <source>Your statistics could not be read and start again: {why}</source>
            <translation>Tilastojasi ei voitu lukea, ja ne alkavat alusta: {why}</translation>
        </message>
        <message>
            <source>Your statistics could not be saved: {error}</source>
            <translation>Tilastojasi ei voitu tallentaa: {error}</translation>
        </message>
    </context>
    <context>
        <name>TableNotices</name>
        <message>
            <source>Missing suits: {list}</source>
            <translation>Puuttuvat maat: {list}</translation>
        </message>
        <message>
            <source>You declare a concealed kong.</source>
            <translation>Julistat piilokongin.</translation>
        </message>
        <message>
            <source>You declare a kong.</source>
            <translation>Julistat kongin.</translation>
        </message>
        <message>
            <source>You declare a pao.</source>
            <translation>Teet paon.</translation>
        </message>
        <message>
            <source>You declare a ti.</source>
            <translation>Teet ti:n.</translation>
        </message>
        <message>
            <source>You must make a ti with the revealed card.</source>
            <translation>Joudut tekemään ti:n paljastetulla kortilla.</translation>
        </message>
        <message>
            <source>You must make a wei with the revealed card.</source>
            <translation>Joudut tekemään wein paljastetulla kortilla.</translation>
        </message>
        <message>
            <source>You win on your own card!</source>
            <translation>Voitat omalla kortillasi!</translation>
        </message>
        <message>
            <source>You win on your own tile!</source>
            <translation>Voitat omalla nostollasi!</translation>
        </message>
        <message>
            <source>You win on {giver}'s card!</source>
            <translation>Voitat pelaajan {giver} kortilla!</translation>
        </message>
        <message>
            <source>You win on {giver}'s tile!</source>
            <translation>Voitat pelaajan {giver} laatalla!</translation>
        </message>
        <message>
            <source>Your hand is dead: no card left to discard. You only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>Kätesi on kuollut: heitettävää korttia ei ole. Tästä eteenpäin vain paljastat kortteja ja teet paon tai ti:n, etkä voi voittaa.</translation>
        </message>
        <message>
            <source>{who} declares a concealed kong.</source>
            <translation>{who} julistaa piilokongin.</translation>
        </message>
        <message>
            <source>{who} declares a kong.</source>
            <translation>{who} julistaa kongin.</translation>
        </message>
        <message>
            <source>{who} declares a pao.</source>
            <translation>{who} tekee paon.</translation>
        </message>
        <message>
            <source>{who} declares a ti.</source>
            <translation>{who} tekee ti:n.</translation>
        </message>
        <message>
            <source>{who} must make a ti with the revealed card.</source>
            <translation>{who} joutuu tekemään ti:n paljastetulla kortilla.</translation>
        </message>
        <message>
            <source>{who} must make a wei with the revealed card.</source>
            <translation>{who} joutuu tekemään wein paljastetulla kortilla.</translation>
        </message>
        <message>
            <source>{who} wins on their own card!</source>
            <translation>{who} voittaa omalla kortillaan!</translation>
        </message>
        <message>
            <source>{who} wins on their own tile!</source>
            <translation>{who} voittaa omalla nostollaan!</translation>
        </message>
        <message>
            <source>{who} wins on your card!</source>
            <translation>{who} voittaa sinun kortillasi!</translation>
        </message>
        <message>
            <source>{who} wins on your tile!</source>
            <translation>{who} voittaa sinun laatallasi!</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s card!</source>
            <translation>{who} voittaa pelaajan {giver} kortilla!</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s tile!</source>
            <translation>{who} voittaa pelaajan {giver} laatalla!</translation>
        </message>
        <message>
            <source>{who}'s hand is dead: no card left to discard. They only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>Pelaajan {who} käsi on kuollut: heitettävää korttia ei ole. Tästä eteenpäin pelaaja vain paljastaa kortteja ja tekee paon tai ti:n eikä voi voittaa.</translation>
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
            <translation>Pöytä</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>Bambut</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Merkit</translation>
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
            <translation>Tietokone %1</translation>
        </message>
        <message>
            <source>Dead hand</source>
            <translation>Kuollut käsi</translation>
        </message>
        <message>
            <source>Dealer's face-up card</source>
            <translation>Jakajan avoin kortti</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>Ympyrät</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Itä</translation>
        </message>
        <message>
            <source>East round</source>
            <translation>Idän kierros</translation>
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
            <translation>Puuttuu: %1</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Pohjoinen</translation>
        </message>
        <message>
            <source>North round</source>
            <translation>Pohjoisen kierros</translation>
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
            <translation>Etelä</translation>
        </message>
        <message>
            <source>South round</source>
            <translation>Etelän kierros</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>Ti!</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Yhteensä %1</translation>
        </message>
        <message>
            <source>Wei</source>
            <translation>Wei!</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Länsi</translation>
        </message>
        <message>
            <source>West round</source>
            <translation>Lännen kierros</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Voitto!</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Voitti</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Sinä</translation>
        </message>
        <message numerus="yes">
            <source>card(s) in the stock</source>
            <translation>
                <numerusform>kortti pakassa</numerusform>
                <numerusform>korttia pakassa</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>tile(s) left</source>
            <translation>
                <numerusform>laatta jäljellä</numerusform>
                <numerusform>laattaa jäljellä</numerusform>
            </translation>
        </message>
        <message>
            <source>E</source>
            <comment>compass letter of East</comment>
            <translation>I</translation>
        </message>
        <message>
            <source>S</source>
            <comment>compass letter of South</comment>
            <translation>E</translation>
        </message>
        <message>
            <source>W</source>
            <comment>compass letter of West</comment>
            <translation>L</translation>
        </message>
        <message>
            <source>N</source>
            <comment>compass letter of North</comment>
            <translation>P</translation>
        </message>
        <message>
            <source>Dealer</source>
            <comment>badge on the dealer's seat label</comment>
            <translation>Jakaja</translation>
        </message>
    </context>
    <context>
        <name>TipCard</name>
        <message>
            <source>Tip</source>
            <translation>Vinkki</translation>
        </message>
        <message>
            <source>Got it</source>
            <translation>Selvä</translation>
        </message>
        <message>
            <source>Got it: close this tip</source>
            <translation>Selvä: sulje tämä vinkki</translation>
        </message>
        <message>
            <source>No more tips</source>
            <translation>Ei enää vinkkejä</translation>
        </message>
        <message>
            <source>Turn the guided deal's tips off (Help menu turns them on)</source>
            <translation>Poista opastetun jaon vinkit käytöstä (Ohje-valikosta saat ne takaisin)</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>A claim window: the card just turned up or discarded can be yours. Each button shows the groups it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>Voit ottaa juuri paljastetun tai heitetyn kortin itsellesi. Jokainen painike näyttää, mitkä ryhmät sen avulla syntyisivät; Ohita (välilyönti) jättää sen väliin. Peli jatkuu vasta, kun olet valinnut.</translation>
        </message>
        <message>
            <source>A claim window: the tile just discarded can be yours. Each button shows the set it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>Voit ottaa juuri heitetyn laatan itsellesi. Jokainen painike näyttää, minkä yhdistelmän saisit sen avulla; Ohita (välilyönti) jättää sen väliin. Peli jatkuu vasta, kun olet valinnut.</translation>
        </message>
        <message>
            <source>A flower! Flowers and seasons are set aside at once and you draw a loose tile from the dead wall instead. Your own flower (East: the first) adds a faan.</source>
            <translation>Kukka! Kukat ja vuodenajat pannaan heti sivuun, ja nostat tilalle irtolaatan kuolleesta muurista. Oma kukkasi (Idällä ensimmäinen) tuo yhden faanin lisää.</translation>
        </message>
        <message>
            <source>Four {card} make a ti, laid at once: that is never your choice. It scores {huxi} huxi, and a hand with a ti needs one pair among its groups.</source>
            <translation>Neljä samaa korttia ({card}) muodostaa ti:n, joka lasketaan heti pöytään: siitä et voi itse päättää. Se tuo {huxi} huxia, ja kädessä, jossa on ti, pitää olla ryhmien joukossa yksi pari.</translation>
        </message>
        <message>
            <source>Pung takes a discard from anyone to make three alike; Chow makes a run, but only from the player on your left. A claimed set lies open for all to see.</source>
            <translation>Pungilla otat kenen tahansa heittämän laatan ja saat kolme samaa; chow'lla teet suoran, mutta vain vasemmalla puolellasi istuvan pelaajan heitosta. Otettu yhdistelmä jää pöytään kaikkien nähtäväksi.</translation>
        </message>
        <message>
            <source>Sichuan has no chow: a discard is claimed only for a pung or a kong, from any player. A kong is paid at once: 2 by the discarder of a claimed one, 2 by each player still in for a concealed one, 1 each for one added to a pung.</source>
            <translation>Sichuanin mahjongissa ei ole chow'ta: heiton voi ottaa vain pungiksi tai kongiksi, keneltä tahansa. Kongista maksetaan heti: otetusta kongista heittäjä maksaa 2, piilokongista jokainen vielä pelissä oleva 2 ja kongiksi täydennetystä pungista kukin 1.</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. A plain win is worth 1 point and each fan (all pungs, one suit only and the like) doubles it, up to 32. Drawn yourself, every player still in pays that plus one; on a discard, the discarder alone pays it.</source>
            <translation>Tämä laatta täydentää kätesi: paina Voita. Tavallinen voitto on 1 pisteen arvoinen, ja jokainen fan (pelkät pungit, vain yksi maa ja niin edelleen) kaksinkertaistaa sen, enintään 32 pisteeseen. Kun nostat voittolaatan itse, jokainen vielä pelissä oleva maksaa tämän summan ja yhden pisteen päälle; heitolla voittaessasi maksaa vain heittäjä.</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. Drawing it yourself adds a faan, and every other player pays.</source>
            <translation>Tämä laatta täydentää kätesi: paina Voita. Kun nostat sen itse, saat yhden faanin lisää ja kaikki muut maksavat.</translation>
        </message>
        <message>
            <source>The deal is over. The score sheet beside the table lists what each hand scored and who paid whom. Next deal (Ctrl+D) starts a real game; Help &gt; Guided first deal plays this one again.</source>
            <translation>Jako on päättynyt. Pöydän vieressä oleva pistetaulukko näyttää, paljonko kukin käsi tuotti ja kuka maksoi kenelle. Seuraava jako (Ctrl+D) aloittaa oikean pelin; valikosta Ohje &gt; Opastettu ensimmäinen jako voit pelata tämän jaon uudelleen.</translation>
        </message>
        <message>
            <source>The wall is empty, so the hands still in play are checked. A flower pig pays 32 to each other player; a hand that is not ready gives back any kong money it took, and pays every ready player the most that player's hand could win.</source>
            <translation>Muuri on tyhjä, joten vielä pelissä olevat kädet tarkistetaan. Kukkasika maksaa jokaiselle muulle pelaajalle 32; käsi, joka ei ole valmis, palauttaa saamansa kongirahat ja maksaa jokaiselle valmiille pelaajalle sen, minkä tämän käsi voisi enimmillään voittaa.</translation>
        </message>
        <message>
            <source>The {card} completes your hand: press Win. Its {huxi} huxi make {tun} tun (15 huxi is 1 tun, and every 3 more add one), and each opponent pays you that.</source>
            <translation>Tämä kortti ({card}) täydentää kätesi: paina Voita. Käden {huxi} huxia tekee {tun} tunia (15 huxia on 1 tun, ja sen yli joka kolmas huxi tuo yhden lisää), ja jokainen vastustaja maksaa sinulle sen verran.</translation>
        </message>
        <message>
            <source>Welcome to Hong Kong mahjong. You are East, the dealer, at the bottom. A hand wins with four sets (runs or three alike) and a pair. Your bamboo are almost there: let the tiles that fit nothing go first.</source>
            <translation>Tervetuloa Hongkongin mahjongin pariin. Olet Itä eli jakaja ja istut alareunassa. Voittavassa kädessä on neljä yhdistelmää (suoria tai kolme samaa) ja pari. Bambulaattasi ovat jo melkein koossa: heitä ensin pois laatat, jotka eivät sovi mihinkään.</translation>
        </message>
        <message>
            <source>Welcome to Paohuzi. Cards run 1 to 10, small and big, and a hand wins with seven groups of three: a run of one size, three alike, or 2-7-10 of one size. Groups score huxi, big ones more; as the dealer you hold 21 cards, so let one go first: the {card} fits nothing.</source>
            <translation>Tervetuloa Paohuzin pariin. Korttien arvot ovat 1–10, ja kortit ovat pieniä tai isoja. Voittavassa kädessä on seitsemän kolmen kortin ryhmää: saman koon suora, kolme samaa tai saman koon 2-7-10. Ryhmät tuovat huxia, isojen korttien ryhmät enemmän; jakajana sinulla on 21 korttia, joten heitä ensin yksi pois: tämä kortti ({card}) ei sovi mihinkään.</translation>
        </message>
        <message>
            <source>Welcome to Sichuan mahjong, played with the three suits alone. First everyone gives up one suit for the whole deal: choose the one you hold fewest of, here {suit}.</source>
            <translation>Tervetuloa Sichuanin mahjongin pariin. Siinä pelataan vain kolmen maan laatoilla. Ensin jokainen luopuu yhdestä maasta koko jaon ajaksi: valitse maa, jota sinulla on vähiten, eli tällä kertaa {suit}.</translation>
        </message>
        <message>
            <source>You may chi the {card} into {main}. But you hold another {card}, and the bi rule says it must go down at the same time, in a second group: {bi}. If a copy could not be grouped, there would be no chi at all.</source>
            <translation>Voit ottaa tämän kortin ({card}) chi:llä, jolloin syntyy ryhmä {main}. Sinulla on kuitenkin toinen samanlainen, ja bi-säännön mukaan sekin on laskettava pöytään samalla kertaa, toiseen ryhmään: {bi}. Jos jotakin samanlaista korttia ei voisi sijoittaa ryhmään, chi:tä ei voisi tehdä lainkaan.</translation>
        </message>
        <message>
            <source>You revealed a {card} while holding a pair of them, so it made a wei at once: three alike, face down to the others. A wei is never your choice; it scores {huxi} huxi, and now a card must go.</source>
            <translation>Paljastit kortin ({card}), kun kädessäsi oli jo kaksi samanlaista, joten siitä tuli heti wei: kolme samaa korttia, jotka muut näkevät kuvapuoli alaspäin. Weistä et voi itse päättää; se tuo {huxi} huxia, ja nyt sinun pitää heittää yksi kortti.</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. A win in Hong Kong needs at least 3 faan, and this hand would score {faan}: a half flush (one suit with honours) alone is 3, and the pung of dragons adds one. The line under the table counts the faan of every wait.</source>
            <translation>Kätesi on valmis, odotat: {waits}. Hongkongin mahjongissa voittoon tarvitaan vähintään 3 faania, ja tästä kädestä saisit {faan}: puoliväri (yksi maa ja kunnialaatat) tuo jo yksinään 3, ja lohikäärmepung yhden lisää. Pöydän alla oleva rivi näyttää jokaisen odotuksen faanit.</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. Being ready counts even if the wall runs out first: then each player still in who is not ready pays you.</source>
            <translation>Kätesi on valmis, odotat: {waits}. Valmiista kädestä on hyötyä, vaikka muuri loppuisi ensin: silloin jokainen vielä pelissä oleva, jonka käsi ei ole valmis, maksaa sinulle.</translation>
        </message>
        <message>
            <source>Your hand is ready: one more card revealed from the stock completes it ({waits}). A win needs at least 15 huxi, and this one would have {huxi}; the Huxi count by your name adds up your laid groups.</source>
            <translation>Kätesi on valmis: vielä yksi pakasta paljastettu kortti täydentää sen ({waits}). Voittoon tarvitaan vähintään 15 huxia, ja tässä kädessä olisi {huxi}; nimesi vieressä oleva Huxi-lukema laskee yhteen pöytään laskemiesi ryhmien huxit.</translation>
        </message>
        <message>
            <source>Your {suit} must go first: until the last of them is gone you can discard nothing else, and you cannot pung or win. Whoever still holds their missing suit when the wall runs out is a flower pig and pays every other player 32.</source>
            <translation>Puuttuvan maasi laatat ({suit}) on heitettävä ensin: ennen kuin viimeinenkin niistä on heitetty, et voi heittää mitään muuta, tehdä pungia etkä voittaa. Se, jolla on vielä puuttuvaa maataan kädessä muurin loppuessa, on kukkasika ja maksaa jokaiselle muulle pelaajalle 32.</translation>
        </message>
        <message>
            <source>{winner} has won and leaves the play, hand laid open. This is the bloody battle: the others play on until three have won or the wall runs out, and several players may even win on the same discard.</source>
            <translation>{winner} on voittanut ja jää pois pelistä käsi avoinna. Tämä on verinen taisto: muut jatkavat, kunnes kolme on voittanut tai muuri loppuu, ja samalla heitolla voi voittaa useampikin pelaaja.</translation>
        </message>
        <message>
            <source>Your turn. Click a card to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>Sinun vuorosi. Nosta kortti napsauttamalla ja heitä se napsauttamalla uudelleen (tai Enter-näppäimellä). Pöydän alla oleva rivi kertoo, mitä heitto jättää käteesi; H-näppäimellä saat vihjeen milloin tahansa.</translation>
        </message>
        <message>
            <source>Your turn. Click a tile to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>Sinun vuorosi. Nosta laatta napsauttamalla ja heitä se napsauttamalla uudelleen (tai Enter-näppäimellä). Pöydän alla oleva rivi kertoo, mitä heitto jättää käteesi; H-näppäimellä saat vihjeen milloin tahansa.</translation>
        </message>
    </context>
    <context>
        <name>UndoControl</name>
        <message>
            <source>&amp;Undo my last decision</source>
            <translation>&amp;Kumoa viimeisin päätökseni</translation>
        </message>
        <message>
            <source>Allow &amp;undo (the deal counts as practice)</source>
            <translation>Salli k&amp;umoaminen (jako lasketaan harjoitukseksi)</translation>
        </message>
        <message>
            <source>Your last decision was taken back: this deal is practice.</source>
            <translation>Viimeisin päätöksesi kumottiin: tämä jako on harjoitus.</translation>
        </message>
    </context>
</TS>
