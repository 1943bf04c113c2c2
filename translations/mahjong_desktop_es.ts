<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
    <context>
        <name>Appearance</name>
        <message>
            <source>Your preferences file was damaged; the defaults are used and the old file was kept beside it.</source>
            <translation>El archivo de preferencias estaba dañado; se usan los valores predeterminados y el archivo antiguo se guardó a su lado.</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used and the old file was kept beside it.</source>
            <translation>No se pudo leer el archivo de preferencias; se usan los valores predeterminados y el archivo antiguo se guardó a su lado.</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used this time and the file is left untouched.</source>
            <translation>No se pudo leer el archivo de preferencias; esta vez se usan los valores predeterminados y el archivo queda intacto.</translation>
        </message>
        <message>
            <source>Your preferences could not be saved; they last until you quit.</source>
            <translation>No se pudieron guardar las preferencias; se mantienen hasta que salgas.</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>&amp;Opciones</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Preferencias…</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
    </context>
    <context>
        <name>AutosaveKeeper</name>
        <message>
            <source>The data folder {folder} cannot be written: saving is off in this window.</source>
            <extracomment>something about the autosave the player should know: text to show</extracomment>
            <translation>No se puede escribir en la carpeta de datos {folder}: en esta ventana no se guarda la partida.</translation>
        </message>
        <message>
            <source>Another Mahjong Desktop window is open: this one does not autosave (the other one's saved game is left alone).</source>
            <translation>Hay otra ventana de Mahjong Desktop abierta: esta no guarda automáticamente (la partida guardada de la otra no se toca).</translation>
        </message>
        <message>
            <source>The game could not be saved ({error}); the last saved position is kept.</source>
            <translation>No se pudo guardar la partida ({error}); se conserva la última posición guardada.</translation>
        </message>
        <message>
            <source>The game is being saved again.</source>
            <translation>La partida vuelve a guardarse.</translation>
        </message>
        <message>
            <source>The saved game could not be continued: {why}</source>
            <translation>No se pudo continuar la partida guardada: {why}</translation>
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
            <translation>Kong oculto</translation>
        </message>
        <message>
            <source>Add to kong</source>
            <translation>Añadir al kong</translation>
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
            <translation>Pasar</translation>
        </message>
        <message>
            <source>Win (self-drawn)</source>
            <translation>Ganar (autorrobo)</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Ganar</translation>
        </message>
        <message>
            <source>Claim choices</source>
            <extracomment>the legal action id the player chose</extracomment>
            <translation>Opciones de reclamación</translation>
        </message>
        <message>
            <source>Claim the card?</source>
            <translation>¿Reclamar la carta?</translation>
        </message>
        <message>
            <source>Claim the tile?</source>
            <translation>¿Reclamar la ficha?</translation>
        </message>
        <message>
            <source>Your turn: declare, or discard.</source>
            <translation>Tu turno: declara o descarta.</translation>
        </message>
        <message>
            <source>{name}  [Space]</source>
            <translation>{name}  [Espacio]</translation>
        </message>
    </context>
    <context>
        <name>ContinueOffer</name>
        <message>
            <source>Continue?</source>
            <translation>¿Continuar?</translation>
        </message>
        <message>
            <source>You have an unfinished game of {game} (deal {deal}, {moves} moves).</source>
            <translation>Tienes una partida sin terminar de {game} (mano {deal}, {moves} jugadas).</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continuar</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nueva partida…</translation>
        </message>
    </context>
    <context>
        <name>CrashHandler</name>
        <message>
            <source>Mahjong Desktop met an unexpected error.</source>
            <translation>Mahjong Desktop ha sufrido un error inesperado.</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Algo salió mal</translation>
        </message>
        <message>
            <source>The details are in {path} (please attach it to a bug report).</source>
            <translation>Los detalles están en {path} (adjúntalo a un informe de error).</translation>
        </message>
        <message>
            <source>The game came from a file and may be what failed: its save was set aside as {path}, so the next start does not run into the same error.</source>
            <translation>La partida venía de un archivo y puede ser lo que falló: su guardado se apartó como {path}, para que el próximo inicio no vuelva a dar el mismo error.</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>No se pudo guardar la partida.</translation>
        </message>
        <message>
            <source>Your game was saved: Continue offers it on the next start.</source>
            <translation>Tu partida se guardó: Continuar la ofrecerá en el próximo inicio.</translation>
        </message>
    </context>
    <context>
        <name>DealFiles</name>
        <message>
            <source>&amp;Save deal…</source>
            <translation>&amp;Guardar mano…</translation>
        </message>
        <message>
            <source>&amp;Open deal…</source>
            <translation>&amp;Abrir mano…</translation>
        </message>
        <message>
            <source>&amp;Replay this deal</source>
            <translation>&amp;Repetir esta mano</translation>
        </message>
        <message>
            <source>There is no deal to save yet.</source>
            <translation>Todavía no hay ninguna mano que guardar.</translation>
        </message>
        <message>
            <source>Save deal</source>
            <translation>Guardar mano</translation>
        </message>
        <message>
            <source>The deal could not be saved: {error}</source>
            <translation>No se pudo guardar la mano: {error}</translation>
        </message>
        <message>
            <source>Deal saved as {path}</source>
            <translation>Mano guardada como {path}</translation>
        </message>
        <message>
            <source>Open deal</source>
            <translation>Abrir mano</translation>
        </message>
        <message>
            <source>There is no such file.</source>
            <translation>No existe ese archivo.</translation>
        </message>
        <message>
            <source>A practice deal from action {k}: it counts apart in your statistics.</source>
            <translation>Una mano de práctica desde la acción {k}: cuenta aparte en tus estadísticas.</translation>
        </message>
        <message>
            <source>{path} cannot be opened.</source>
            <translation>No se puede abrir {path}.</translation>
        </message>
    </context>
    <context>
        <name>DiscardHint</name>
        <message>
            <source>Discard {face}: ready in shape, but you hold every winning tile.</source>
            <translation>Descartar {face}: lista en forma, pero tienes todas las fichas ganadoras.</translation>
        </message>
        <message>
            <source>Discard {face}: ready, waiting for {waits}.</source>
            <translation>Descartar {face}: lista, esperando {waits}.</translation>
        </message>
        <message>
            <source>Discard {face}: you would then win on {waits}.</source>
            <translation>Descartar {face}: entonces ganarías con {waits}.</translation>
        </message>
        <message>
            <source>Discard {face}: your hand stays legal, but no card would win yet.</source>
            <translation>Descartar {face}: tu mano sigue siendo válida, pero aún ninguna carta ganaría.</translation>
        </message>
        <message>
            <source>Discard {face}?</source>
            <translation>¿Descartar {face}?</translation>
        </message>
        <message>
            <source>Kept as kan: {kans}.</source>
            <translation>Se guardan como kan: {kans}.</translation>
        </message>
        <message>
            <source>No wait reaches the {minimum}-faan minimum.</source>
            <translation>Ninguna espera alcanza el mínimo de {minimum} faan.</translation>
        </message>
        <message>
            <source>Ready, waiting for {waits}.</source>
            <translation>Lista: esperas {waits}.</translation>
        </message>
        <message>
            <source>Ready: you would win on {waits}.</source>
            <translation>Lista: ganarías con {waits}.</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen)</source>
            <translation>{face} ({unseen} sin ver)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan)</source>
            <translation>{face} ({unseen} sin ver, {faan} faan)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: too few to win)</source>
            <translation>{face} ({unseen} sin ver, {faan} faan: no basta para ganar)</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: wins only self-drawn)</source>
            <translation>{face} ({unseen} sin ver, {faan} faan: solo gana robando)</translation>
        </message>
        <message>
            <source>{face} completes your hand, but only for {faan} faan: no win below {minimum}.</source>
            <translation>{face} completa tu mano, pero solo por {faan} faan: no hay victoria por debajo de {minimum}.</translation>
        </message>
        <message numerus="yes">
            <source>Discard {face}: %n tile(s) from ready (shanten %n).</source>
            <translation>
                <numerusform>Descartar {face}: a %n ficha de estar lista (shanten %n).</numerusform>
                <numerusform>Descartar {face}: a %n fichas de estar lista (shanten %n).</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExchangeBar</name>
        <message>
            <source>Three-tile exchange</source>
            <translation>Intercambio de tres fichas</translation>
        </message>
        <message>
            <source>Pass three</source>
            <translation>Pasar tres</translation>
        </message>
        <message>
            <source>Pass the three marked tiles (Space)</source>
            <translation>Pasar las tres fichas marcadas (Espacio)</translation>
        </message>
        <message>
            <source>Pick three tiles of one suit to pass ({count} of 3 marked).</source>
            <translation>Elige tres fichas de un mismo palo para pasar ({count} de 3 marcadas).</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>en el sentido de las agujas del reloj</translation>
        </message>
        <message>
            <source>across</source>
            <translation>al jugador de enfrente</translation>
        </message>
        <message>
            <source>counter-clockwise</source>
            <translation>en sentido contrario a las agujas del reloj</translation>
        </message>
        <message>
            <source>Dice {a} + {b}: the tiles pass {direction}; yours went to {who}, you received {tiles} (outlined).</source>
            <translation>Dados {a} + {b}: las fichas pasan {direction}; las tuyas fueron a {who} y recibiste {tiles} (resaltadas).</translation>
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
            <translation>La acción {n} no es legal.</translation>
        </message>
        <message>
            <source>It was kept as {path}.</source>
            <translation>Se conservó como {path}.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be used and were set back to their defaults: {fields}.</source>
            <translation>Algunas de tus preferencias no se pudieron usar y volvieron a sus valores predeterminados: {fields}.</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>No se pudo leer el archivo.</translation>
        </message>
        <message>
            <source>The file is cut short.</source>
            <translation>El archivo está incompleto.</translation>
        </message>
        <message>
            <source>The file is damaged.</source>
            <translation>El archivo está dañado.</translation>
        </message>
        <message>
            <source>The file is not a game file, or it was changed by hand.</source>
            <translation>El archivo no es de una partida o se modificó a mano.</translation>
        </message>
        <message>
            <source>The file is too large to be a game file.</source>
            <translation>El archivo es demasiado grande para ser de una partida.</translation>
        </message>
        <message>
            <source>The file was written by a newer version of Mahjong Desktop.</source>
            <translation>El archivo lo escribió una versión más reciente de Mahjong Desktop.</translation>
        </message>
        <message>
            <source>The game in the file does not replay.</source>
            <translation>La partida del archivo no se puede reproducir.</translation>
        </message>
        <message>
            <source>The {language} translation could not be loaded; the game is shown in English.</source>
            <translation>No se pudo cargar la traducción ({language}); el juego se muestra en inglés.</translation>
        </message>
        <message>
            <source>The {language} translation file was damaged; it was built again.</source>
            <translation>El archivo de traducción ({language}) estaba dañado; se ha vuelto a generar.</translation>
        </message>
        <message>
            <source>These were set back to their defaults: {fields}.</source>
            <translation>Estas volvieron a sus valores predeterminados: {fields}.</translation>
        </message>
        <message>
            <source>Your preferences were saved by a newer version of Mahjong Desktop; its own settings are kept for it.</source>
            <translation>Tus preferencias las guardó una versión más reciente de Mahjong Desktop; sus ajustes propios se conservan para ella.</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>velocidad de animación</translation>
        </message>
        <message>
            <source>bot pace</source>
            <translation>ritmo de los bots</translation>
        </message>
        <message>
            <source>colour temperature</source>
            <translation>temperatura de color</translation>
        </message>
        <message>
            <source>computer strength</source>
            <translation>nivel de los rivales</translation>
        </message>
        <message>
            <source>contrast</source>
            <translation>contraste</translation>
        </message>
        <message>
            <source>corner index on tiles</source>
            <translation>índice en la esquina de las fichas</translation>
        </message>
        <message>
            <source>grain</source>
            <translation>grano</translation>
        </message>
        <message>
            <source>header</source>
            <translation>cabecera</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>reglas de la casa</translation>
        </message>
        <message>
            <source>index on cards</source>
            <translation>índice en las cartas</translation>
        </message>
        <message>
            <source>language</source>
            <translation>idioma</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>última partida</translation>
        </message>
        <message>
            <source>reduced motion</source>
            <translation>movimiento reducido</translation>
        </message>
        <message>
            <source>table colour</source>
            <translation>color de la mesa</translation>
        </message>
        <message>
            <source>tile size</source>
            <translation>tamaño de las fichas</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>deshacer</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>That choice is no longer possible.</source>
            <translation>Esa opción ya no es posible.</translation>
        </message>
        <message>
            <source>That card cannot be discarded now.</source>
            <translation>Esa carta no se puede descartar ahora.</translation>
        </message>
        <message>
            <source>That tile cannot be discarded now.</source>
            <translation>Esa ficha no se puede descartar ahora.</translation>
        </message>
        <message>
            <source>No hint this time ({error}).</source>
            <translation>Esta vez no hay pista ({error}).</translation>
        </message>
        <message>
            <source>The rules engine keeps failing ({error}): start a new game.</source>
            <translation>El motor de reglas sigue fallando ({error}): empieza una partida nueva.</translation>
        </message>
        <message>
            <source>The rules engine failed ({error}); the deal was restored.</source>
            <translation>El motor de reglas falló ({error}); se restauró la mano.</translation>
        </message>
        <message>
            <source>The deal could not be restored ({error}): start a new game.</source>
            <translation>No se pudo restaurar la mano ({error}): empieza una partida nueva.</translation>
        </message>
        <message>
            <source>A bot failed ({error}); it passes or plays its first choice.</source>
            <translation>Un bot falló ({error}); pasa o juega su primera opción.</translation>
        </message>
    </context>
    <context>
        <name>GuidedPlay</name>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Guided first deal</source>
            <translation>Primera mano &amp;guiada</translation>
        </message>
        <message>
            <source>Show &amp;tips in guided deals</source>
            <translation>Mostrar &amp;consejos en las manos guiadas</translation>
        </message>
    </context>
    <context>
        <name>HandCalculator</name>
        <message>
            <source>Hand calculator</source>
            <translation>Calculadora de manos</translation>
        </message>
        <message>
            <source>A click adds to:</source>
            <translation>Un clic añade a:</translation>
        </message>
        <message>
            <source>the hand</source>
            <translation>la mano</translation>
        </message>
        <message>
            <source>the hand, as the winning card</source>
            <translation>la mano, como carta ganadora</translation>
        </message>
        <message>
            <source>the hand, as the winning tile</source>
            <translation>la mano, como ficha ganadora</translation>
        </message>
        <message>
            <source>a meld</source>
            <translation>una combinación</translation>
        </message>
        <message>
            <source>flowers</source>
            <translation>las flores</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>Autorrobo</translation>
        </message>
        <message>
            <source>own (self-drawn)</source>
            <translation>propia (autorrobo)</translation>
        </message>
        <message>
            <source>another player</source>
            <translation>otro jugador</translation>
        </message>
        <message>
            <source>Hand (winning card included)</source>
            <translation>Mano (con la carta ganadora)</translation>
        </message>
        <message>
            <source>Winning card</source>
            <translation>Carta ganadora</translation>
        </message>
        <message>
            <source>Winning moment</source>
            <translation>Momento de la victoria</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Hand (winning tile included)</source>
            <translation>Mano (con la ficha ganadora)</translation>
        </message>
        <message>
            <source>&amp;Add typed</source>
            <translation>&amp;Añadir lo escrito</translation>
        </message>
        <message>
            <source>&amp;Drop these cards</source>
            <translation>&amp;Descartar estas cartas</translation>
        </message>
        <message>
            <source>&amp;Drop these tiles</source>
            <translation>&amp;Descartar estas fichas</translation>
        </message>
        <message>
            <source>Base points</source>
            <translation>Puntos base</translation>
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
            <translation>Pulsa una carta para ver las combinaciones que la contienen.</translation>
        </message>
        <message>
            <source>Click a tile to see the melds that hold it.</source>
            <translation>Pulsa una ficha para ver las combinaciones que la contienen.</translation>
        </message>
        <message>
            <source>Concealed kong</source>
            <translation>Kong oculto</translation>
        </message>
        <message>
            <source>Counted (the limit)</source>
            <translation>Cuentan (el límite)</translation>
        </message>
        <message>
            <source>Exposed kong</source>
            <translation>Kong expuesto</translation>
        </message>
        <message>
            <source>Four alike, all drawn by the player</source>
            <translation>Cuatro iguales, todas robadas por el jugador</translation>
        </message>
        <message>
            <source>Four alike, all the player's own</source>
            <translation>Cuatro iguales, todas del propio jugador</translation>
        </message>
        <message>
            <source>Four alike, one of them claimed or added to a pung</source>
            <translation>Cuatro iguales, una reclamada o añadida a un pung</translation>
        </message>
        <message>
            <source>Four alike, the fourth from another player (or added to a wei or peng)</source>
            <translation>Cuatro iguales, la cuarta de otro jugador (o añadida a un wei o peng)</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>Tipo:</translation>
        </message>
        <message>
            <source>Melds</source>
            <translation>Combinaciones</translation>
        </message>
        <message>
            <source>Melds with {tiles}:</source>
            <translation>Combinaciones con {tiles}:</translation>
        </message>
        <message>
            <source>No melds: every card is concealed.</source>
            <translation>Sin combinaciones: todas las cartas están ocultas.</translation>
        </message>
        <message>
            <source>No melds: every tile is concealed.</source>
            <translation>Sin combinaciones: todas las fichas están ocultas.</translation>
        </message>
        <message>
            <source>No win: {reason}</source>
            <translation>Sin victoria: {reason}</translation>
        </message>
        <message>
            <source>Not a valid win: {reason}</source>
            <translation>No es una victoria válida: {reason}</translation>
        </message>
        <message>
            <source>Not added: {why}</source>
            <translation>No añadida: {why}</translation>
        </message>
        <message>
            <source>Or type them:</source>
            <translation>O escríbelas:</translation>
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
            <translation>Lista, a la espera de {tiles}</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>Quitar</translation>
        </message>
        <message>
            <source>Remove {meld}</source>
            <translation>Quitar {meld}</translation>
        </message>
        <message>
            <source>Three alike, shown on the table</source>
            <translation>Tres iguales, a la vista en la mesa</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and another player's card</source>
            <translation>Tres iguales: una pareja en la mano y la carta de otro jugador</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and the player's own revealed card</source>
            <translation>Tres iguales: una pareja en la mano y la carta que el propio jugador destapa</translation>
        </message>
        <message>
            <source>Three in a row of one size, 2-7-10 of one size, or one value in both sizes</source>
            <translation>Tres seguidas del mismo tamaño, 2-7-10 del mismo tamaño, o un valor en ambos tamaños</translation>
        </message>
        <message>
            <source>Three in a row of one suit, claimed or not</source>
            <translation>Tres seguidas de un palo, reclamadas o no</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>Ti</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
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
            <translation>{game}: una victoria</translation>
        </message>
        <message>
            <source>{tiles} cannot be part of one {kind}: choose another tile or kind.</source>
            <translation>{tiles} no puede formar parte de un {kind}: elige otra ficha u otro tipo.</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) from ready (shanten %n)</source>
            <translation>
                <numerusform>a %n ficha de estar lista (shanten %n)</numerusform>
                <numerusform>a %n fichas de estar lista (shanten %n)</numerusform>
            </translation>
        </message>
        <message>
            <source>Winning tile</source>
            <translation>Ficha ganadora</translation>
        </message>
        <message>
            <source>Flowers</source>
            <translation>Flores</translation>
        </message>
        <message>
            <source>Seat wind</source>
            <translation>Viento del asiento</translation>
        </message>
        <message>
            <source>Missing suit</source>
            <translation>Palo ausente</translation>
        </message>
        <message>
            <source>Winning card from</source>
            <translation>Carta ganadora de</translation>
        </message>
        <message>
            <source>C&amp;lear</source>
            <translation>&amp;Borrar</translation>
        </message>
        <message>
            <source>&amp;Remove last</source>
            <translation>&amp;Quitar la última</translation>
        </message>
        <message>
            <source>&amp;Calculate</source>
            <translation>&amp;Calcular</translation>
        </message>
        <message>
            <source>Cannot read the hand: {error}</source>
            <translation>No se puede leer la mano: {error}</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>&amp;Herramientas</translation>
        </message>
        <message>
            <source>&amp;Hand calculator…</source>
            <translation>&amp;Calculadora de manos…</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <source>The language of the whole game</source>
            <translation>El idioma de todo el juego</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>Contraste:</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones of the table</source>
            <translation>Suaviza o acentúa los tonos de la mesa</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>Grano:</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>Una textura de grano de película sobre la mesa</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>Temperatura de color:</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>Del azul frío al ámbar cálido</translation>
        </message>
        <message>
            <source>Preferences…</source>
            <translation>Preferencias…</translation>
        </message>
        <message>
            <source>Table colour, animation speed, bot pace, corner index and reduced motion</source>
            <translation>Color de la mesa, velocidad de animación, ritmo de los bots, índice en las esquinas y movimiento reducido</translation>
        </message>
        <message>
            <source>Hide the header (the Options menu or Ctrl+Shift+H shows it)</source>
            <translation>Ocultar la cabecera (el menú Opciones o Ctrl+Mayús+H la muestran)</translation>
        </message>
        <message>
            <source>Hide the header</source>
            <translation>Ocultar la cabecera</translation>
        </message>
        <message>
            <source>Show &amp;header</source>
            <translation>Mostrar la &amp;cabecera</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Hint: {action} ({reason})</source>
            <translation>Pista: {action} ({reason})</translation>
        </message>
        <message>
            <source>a complete hand</source>
            <translation>una mano completa</translation>
        </message>
        <message>
            <source>a full flush</source>
            <translation>un color puro</translation>
        </message>
        <message>
            <source>a half flush</source>
            <translation>un color mixto</translation>
        </message>
        <message>
            <source>a quick hand</source>
            <translation>una mano rápida</translation>
        </message>
        <message>
            <source>a ready hand</source>
            <translation>una mano lista</translation>
        </message>
        <message>
            <source>aims at {route}, worth more: {shanten_text} on that route ({nearest} shanten to any winning hand); {useful} tiles improve the hand</source>
            <translation>busca {route}, que vale más: {shanten_text} por esa vía ({nearest} shanten para cualquier mano ganadora); {useful} fichas mejoran la mano</translation>
        </message>
        <message>
            <source>all chows</source>
            <translation>solo chows</translation>
        </message>
        <message>
            <source>all pungs</source>
            <translation>todo pungs</translation>
        </message>
        <message>
            <source>chi: it completes a group (and {huxi} huxi)</source>
            <translation>chi: completa un grupo (y {huxi} huxi)</translation>
        </message>
        <message>
            <source>clear the missing suit first: {tile}</source>
            <translation>primero hay que soltar el palo que falta: {tile}</translation>
        </message>
        <message>
            <source>declare {suit} missing: {count} tiles to clear, the other suits build best</source>
            <translation>declarar {suit} como palo que falta: {count} fichas que soltar, los otros palos construyen mejor</translation>
        </message>
        <message>
            <source>discard {tile}: it joins no group</source>
            <translation>descartar {tile}: no forma parte de ningún grupo</translation>
        </message>
        <message>
            <source>discard {tile}: keeps {groups} groups and pairs for {huxi} huxi</source>
            <translation>descartar {tile}: conserva {groups} grupos y parejas para {huxi} huxi</translation>
        </message>
        <message>
            <source>folds: {seat} is likely ready; {tile} is the safest tile</source>
            <translation>se defiende: {seat} probablemente está lista; {tile} es la ficha más segura</translation>
        </message>
        <message>
            <source>keeps {shanten_text}; {useful} tiles improve the hand</source>
            <translation>mantiene {shanten_text}; {useful} fichas mejoran la mano</translation>
        </message>
        <message>
            <source>kong {tile}: an extra draw, and the hand stays as close</source>
            <translation>kong {tile}: un robo extra, y la mano sigue igual de cerca</translation>
        </message>
        <message>
            <source>kong {tile}: the kong pays at once and the hand stays as close</source>
            <translation>kong {tile}: el kong cobra al momento y la mano sigue igual de cerca</translation>
        </message>
        <message>
            <source>pass the win: it pays {now}, a likely self-draw about {later}</source>
            <translation>deja pasar la victoria: ahora paga {now}, un probable autorrobo unos {later}</translation>
        </message>
        <message>
            <source>pass {tiles}: {suit} is the suit to give up ({count} tiles), these build least</source>
            <translation>pasar {tiles}: {suit} es el palo que conviene abandonar ({count} fichas) y estas son las que menos forman</translation>
        </message>
        <message>
            <source>pass: claiming would leave no hand worth {minimum} faan</source>
            <translation>pasar: reclamar no dejaría una mano que valga {minimum} faan</translation>
        </message>
        <message>
            <source>pass: taking it would not bring a better hand</source>
            <translation>pasar: tomarla no daría una mano mejor</translation>
        </message>
        <message>
            <source>pass: the card does not help the hand</source>
            <translation>pasar: la carta no ayuda a la mano</translation>
        </message>
        <message>
            <source>pushes: the hand is worth more than the risk from {seat}</source>
            <translation>ataca: la mano vale más que el riesgo de {seat}</translation>
        </message>
        <message>
            <source>seven pairs</source>
            <translation>siete parejas</translation>
        </message>
        <message>
            <source>the only legal move</source>
            <translation>la única jugada legal</translation>
        </message>
        <message>
            <source>thirteen orphans</source>
            <translation>trece huérfanos</translation>
        </message>
        <message>
            <source>win: the hand is complete</source>
            <translation>ganar: la mano está completa</translation>
        </message>
        <message>
            <source>{kind} {tile}: it brings the hand to {shanten_text}</source>
            <translation>{kind} {tile}: deja la mano en {shanten_text}</translation>
        </message>
        <message>
            <source>{kind}: the meld adds {huxi} huxi</source>
            <translation>{kind}: la combinación suma {huxi} huxi</translation>
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
            <translation>+1 punto base</translation>
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
            <translation>Quien da la ficha ganadora con el descarte que sigue a su propio kong entrega al ganador lo que cobró por ese kong.</translation>
        </message>
        <message>
            <source>All pay, the discarder double</source>
            <translation>Pagan todos, quien descartó el doble</translation>
        </message>
        <message>
            <source>All-red, all-black and one-red hands score extra tun.</source>
            <translation>Las manos todo rojas, todo negras y de un solo rojo puntúan tun extra.</translation>
        </message>
        <message>
            <source>Before the missing suit, each player passes three tiles of one suit, the direction chosen by the dice.</source>
            <translation>Antes del palo que falta, cada jugador pasa tres fichas de un mismo palo, en la dirección que marcan los dados.</translation>
        </message>
        <message>
            <source>Call transfer</source>
            <translation>Traspaso del kong</translation>
        </message>
        <message>
            <source>Fan limit</source>
            <translation>Límite de fan</translation>
        </message>
        <message>
            <source>Flowers and seasons</source>
            <translation>Flores y estaciones</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>Reglas de la casa</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>Reglas de la casa: {rules}</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>Límite</translation>
        </message>
        <message>
            <source>Minimum faan</source>
            <translation>Faan mínimos</translation>
        </message>
        <message>
            <source>Minimum huxi</source>
            <translation>Huxi mínimos</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>No</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Sí</translation>
        </message>
        <message>
            <source>Payment on a discard win</source>
            <translation>Pago al ganar con un descarte</translation>
        </message>
        <message>
            <source>Red and black hands</source>
            <translation>Manos rojas y negras</translation>
        </message>
        <message>
            <source>Self-draw bonus</source>
            <translation>Premio por autorrobo</translation>
        </message>
        <message>
            <source>The discarder pays all</source>
            <translation>Quien descartó paga todo</translation>
        </message>
        <message>
            <source>The faan a hand needs to win.</source>
            <translation>Los faan que necesita una mano para ganar.</translation>
        </message>
        <message>
            <source>The huxi a hand needs to win.</source>
            <translation>Los huxi que necesita una mano para ganar.</translation>
        </message>
        <message>
            <source>The most faan a hand scores; a limit hand scores this.</source>
            <translation>Lo máximo que puntúa una mano en faan; una mano de límite puntúa esto.</translation>
        </message>
        <message>
            <source>The most fan a win counts.</source>
            <translation>Lo máximo que cuenta una victoria en fan.</translation>
        </message>
        <message>
            <source>Three-tile exchange</source>
            <translation>Cambio de tres fichas</translation>
        </message>
        <message>
            <source>What a self-drawn win adds: one base point, or one fan.</source>
            <translation>Lo que añade una victoria por autorrobo: un punto base o un fan.</translation>
        </message>
        <message>
            <source>Whether the discarder pays for everyone, or everyone pays and the discarder double.</source>
            <translation>Si quien descartó paga por todos, o pagan todos y quien descartó, el doble.</translation>
        </message>
        <message>
            <source>With</source>
            <translation>Con ellas</translation>
        </message>
        <message>
            <source>With them, 144 tiles and walls of 18 stacks; without, 136 tiles and 17.</source>
            <translation>Con ellas, 144 fichas y muros de 18 pilas; sin ellas, 136 fichas y 17.</translation>
        </message>
        <message>
            <source>Without</source>
            <translation>Sin ellas</translation>
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
            <translation>Reglas de la casa</translation>
        </message>
        <message>
            <source>The &amp;sheet's rules</source>
            <translation>&amp;Reglas originales</translation>
        </message>
        <message>
            <source>Every option of this game back to the rules of the original sheet</source>
            <translation>Devuelve todas las opciones de este juego a las reglas originales</translation>
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
            <translation>Partida y mano</translation>
        </message>
        <message>
            <source>Match totals</source>
            <translation>Totales de la partida</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Mesa</translation>
        </message>
        <message>
            <source>What the selected discard leaves</source>
            <translation>Lo que deja el descarte seleccionado</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Pista (H)</translation>
        </message>
        <message>
            <source>What a strong player would do now; you still choose</source>
            <translation>Lo que haría ahora un jugador fuerte; la decisión sigue siendo tuya</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Pista</translation>
        </message>
        <message>
            <source>Full rules</source>
            <translation>Reglas completas</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>&amp;Mesa</translation>
        </message>
        <message>
            <source>Full &amp;rules</source>
            <translation>&amp;Reglas completas</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partida</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nueva partida…</translation>
        </message>
        <message>
            <source>Next &amp;deal</source>
            <translation>Siguiente &amp;mano</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>No game yet: Game &gt; New game (Ctrl+N)</source>
            <translation>Aún no hay partida: Partida &gt; Nueva partida (Ctrl+N)</translation>
        </message>
        <message>
            <source>Your turn: click a card to select it, click it again or press Enter; S sorts your cards by group or by value.</source>
            <translation>Tu turno: haz clic en una carta para seleccionarla y vuelve a hacer clic o pulsa Intro para descartarla; S ordena tus cartas por grupos o por valor.</translation>
        </message>
        <message>
            <source>Your turn: click a tile to select it, click it again or press Enter.</source>
            <translation>Tu turno: haz clic en una ficha para seleccionarla y vuelve a hacer clic o pulsa Intro para descartarla.</translation>
        </message>
        <message>
            <source>Claim the card with a button, or pass (Space).</source>
            <translation>Reclama la carta con un botón o pasa (Espacio).</translation>
        </message>
        <message>
            <source>Claim the tile with a button, or pass (Space).</source>
            <translation>Reclama la ficha con un botón o pasa (Espacio).</translation>
        </message>
        <message>
            <source>Choose your missing suit to start the deal.</source>
            <translation>Elige tu palo ausente para empezar la mano.</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Pensando…</translation>
        </message>
        <message>
            <source>{game} · deal {n}</source>
            <translation>{game} · mano {n}</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>Add {tiles} to the pung</source>
            <translation>Añadir {tiles} al pung</translation>
        </message>
        <message>
            <source>All 2-5-8 pungs</source>
            <translation>Solo pungs de 2, 5 y 8</translation>
        </message>
        <message>
            <source>All black: no red card, tun ×{times}</source>
            <translation>Todo negro: ninguna carta roja, tun ×{times}</translation>
        </message>
        <message>
            <source>All chows</source>
            <translation>Solo chows</translation>
        </message>
        <message>
            <source>All four flowers</source>
            <translation>Las cuatro flores</translation>
        </message>
        <message>
            <source>All four seasons</source>
            <translation>Las cuatro estaciones</translation>
        </message>
        <message>
            <source>All honours</source>
            <translation>Solo honores</translation>
        </message>
        <message>
            <source>All pungs</source>
            <translation>Solo pungs</translation>
        </message>
        <message>
            <source>All red: {red} red cards, tun ×{times}</source>
            <translation>Todo rojo: {red} cartas rojas, tun ×{times}</translation>
        </message>
        <message>
            <source>All terminals</source>
            <translation>Solo terminales</translation>
        </message>
        <message>
            <source>Basic win</source>
            <translation>Mano básica</translation>
        </message>
        <message>
            <source>Big four winds</source>
            <translation>Cuatro vientos mayores</translation>
        </message>
        <message>
            <source>Big three dragons</source>
            <translation>Tres dragones mayores</translation>
        </message>
        <message>
            <source>Chi {claimed} with {tiles}</source>
            <translation>Chi {claimed} con {tiles}</translation>
        </message>
        <message>
            <source>Chi {group}</source>
            <translation>Chi {group}</translation>
        </message>
        <message>
            <source>Chow {claimed} with {tiles}</source>
            <translation>Chow {claimed} con {tiles}</translation>
        </message>
        <message>
            <source>Concealed hand</source>
            <translation>Mano oculta</translation>
        </message>
        <message>
            <source>Concealed kong {tiles}</source>
            <translation>Kong oculto {tiles}</translation>
        </message>
        <message>
            <source>Declare {choice} missing</source>
            <translation>Declarar palo ausente: {choice}</translation>
        </message>
        <message>
            <source>Discard {tiles}</source>
            <translation>Descartar {tiles}</translation>
        </message>
        <message>
            <source>Dragon pung</source>
            <translation>Pung de dragón</translation>
        </message>
        <message>
            <source>Four concealed pungs</source>
            <translation>Cuatro pungs ocultos</translation>
        </message>
        <message>
            <source>Four kongs</source>
            <translation>Cuatro kongs</translation>
        </message>
        <message>
            <source>Full flush</source>
            <translation>Color puro</translation>
        </message>
        <message>
            <source>Golden single wait</source>
            <translation>Espera dorada</translation>
        </message>
        <message>
            <source>Half flush</source>
            <translation>Medio color</translation>
        </message>
        <message>
            <source>Heavenly hand</source>
            <translation>Mano celestial</translation>
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
            <translation>Nueve puertas</translation>
        </message>
        <message>
            <source>No flowers</source>
            <translation>Sin flores</translation>
        </message>
        <message>
            <source>One red card: tun ×{times}</source>
            <translation>Una sola carta roja: tun ×{times}</translation>
        </message>
        <message>
            <source>Outside hand</source>
            <translation>Mano exterior</translation>
        </message>
        <message>
            <source>Pair {group}</source>
            <translation>Pareja {group}</translation>
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
            <translation>Pasar</translation>
        </message>
        <message>
            <source>Pass {tiles}</source>
            <translation>Pasar {tiles}</translation>
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
            <translation>Mano roja: {red} cartas rojas, tun ×{times}</translation>
        </message>
        <message>
            <source>Robbing a kong</source>
            <translation>Robo del kong</translation>
        </message>
        <message>
            <source>Root (four of a kind)</source>
            <translation>Raíz (cuatro iguales)</translation>
        </message>
        <message>
            <source>Round wind pung</source>
            <translation>Pung del viento de la ronda</translation>
        </message>
        <message>
            <source>Seat flower</source>
            <translation>Flor del asiento</translation>
        </message>
        <message>
            <source>Seat season</source>
            <translation>Estación del asiento</translation>
        </message>
        <message>
            <source>Seat wind pung</source>
            <translation>Pung del viento del asiento</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>Autorrobo</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>Siete parejas</translation>
        </message>
        <message>
            <source>Sichuan uses only the 108 suit tiles, not {tiles}</source>
            <translation>Sichuan solo usa las 108 fichas de palo, no {tiles}</translation>
        </message>
        <message>
            <source>Small three dragons</source>
            <translation>Tres dragones menores</translation>
        </message>
        <message>
            <source>Thirteen orphans</source>
            <translation>Trece huérfanos</translation>
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
            <translation>Ganar</translation>
        </message>
        <message>
            <source>Win on a kong's replacement tile</source>
            <translation>Ganar con la reposición de un kong</translation>
        </message>
        <message>
            <source>Win on the last discard</source>
            <translation>Ganar con el último descarte</translation>
        </message>
        <message>
            <source>Win on the last tile</source>
            <translation>Ganar con la última ficha</translation>
        </message>
        <message>
            <source>Win on the last tile of the wall</source>
            <translation>Ganar con la última ficha del muro</translation>
        </message>
        <message>
            <source>a dead hand can not win</source>
            <translation>una mano muerta no puede ganar</translation>
        </message>
        <message>
            <source>a dead hand may only reveal and make pao or ti</source>
            <translation>una mano muerta solo puede destapar y hacer pao o ti</translation>
        </message>
        <message>
            <source>a kan can not be split or discarded from</source>
            <translation>un kan no se puede partir ni descartar de él</translation>
        </message>
        <message>
            <source>a stinking card: you discarded this card earlier</source>
            <translation>carta apestosa: ya descartaste esta carta</translation>
        </message>
        <message>
            <source>a stinking card: you refused this card earlier</source>
            <translation>carta apestosa: ya rechazaste esta carta</translation>
        </message>
        <message>
            <source>a winning card and its source go together</source>
            <translation>una carta ganadora y su origen van juntos</translation>
        </message>
        <message>
            <source>a {kind} holds {size} cards, not {count}: {tiles}</source>
            <translation>un {kind} lleva {size} cartas, no {count}: {tiles}</translation>
        </message>
        <message>
            <source>a {kind} holds {size} tiles, not {count}: {tiles}</source>
            <translation>un {kind} lleva {size} fichas, no {count}: {tiles}</translation>
        </message>
        <message>
            <source>added kong</source>
            <translation>kong añadido</translation>
        </message>
        <message>
            <source>bamboo</source>
            <translation>bambúes</translation>
        </message>
        <message>
            <source>big %1</source>
            <translation>grande %1</translation>
        </message>
        <message>
            <source>bonus tiles cannot be part of a meld: {text}</source>
            <translation>las flores y estaciones no pueden formar parte de una combinación: {text}</translation>
        </message>
        <message>
            <source>bonus tiles go in --bonus, not in the hand: {text}</source>
            <translation>las flores y estaciones van en el campo Flores, no en la mano: {text}</translation>
        </message>
        <message>
            <source>call transfer</source>
            <translation>transferencia de cobro</translation>
        </message>
        <message>
            <source>cannot read {part} in {text}</source>
            <translation>no se puede leer {part} en {text}</translation>
        </message>
        <message>
            <source>cannot read {text}</source>
            <translation>no se puede leer {text}</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>caracteres</translation>
        </message>
        <message>
            <source>concealed kong</source>
            <translation>kong oculto</translation>
        </message>
        <message>
            <source>discard your missing suit ({suit}) first</source>
            <translation>descarta primero tu palo ausente ({suit})</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>círculos</translation>
        </message>
        <message>
            <source>each flower and season exists once: {text}</source>
            <translation>cada flor y cada estación existe una sola vez: {text}</translation>
        </message>
        <message>
            <source>empty meld in {text}</source>
            <translation>combinación vacía en {text}</translation>
        </message>
        <message>
            <source>exposed kong</source>
            <translation>kong expuesto</translation>
        </message>
        <message>
            <source>flower pig</source>
            <translation>cerdo florido</translation>
        </message>
        <message>
            <source>flowers and seasons go in the Flowers field, not in the hand: {text}</source>
            <translation>las flores y estaciones van en el campo Flores, no en la mano: {text}</translation>
        </message>
        <message>
            <source>heavenly hand</source>
            <translation>mano celestial</translation>
        </message>
        <message>
            <source>holds the missing suit</source>
            <translation>tiene fichas del palo ausente</translation>
        </message>
        <message>
            <source>it is not your move</source>
            <translation>no es tu turno</translation>
        </message>
        <message>
            <source>it is not {seat}'s move</source>
            <translation>no le toca a {seat}</translation>
        </message>
        <message>
            <source>kong tax refund</source>
            <translation>devolución del impuesto del kong</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:CARDS</source>
            <translation>la combinación {text} no tiene la forma TIPO:CARTAS</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:TILES</source>
            <translation>la combinación {text} no tiene la forma TIPO:FICHAS</translation>
        </message>
        <message>
            <source>no card of value {value} (cards go 1-10)</source>
            <translation>no hay cartas de valor {value} (las cartas van del 1 al 10)</translation>
        </message>
        <message>
            <source>no flowers or seasons in a game without them: {text}</source>
            <translation>no hay flores ni estaciones en una partida sin ellas: {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (bonus tiles go 1-8) in {text}</source>
            <translation>no existe la ficha {tile} (las flores y estaciones van del 1 al 8) en {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (honours go 1-7) in {text}</source>
            <translation>no existe la ficha {tile} (los honores van del 1 al 7) en {text}</translation>
        </message>
        <message>
            <source>no tile {tile} (suits go 1-9) in {text}</source>
            <translation>no existe la ficha {tile} (los palos van del 1 al 9) en {text}</translation>
        </message>
        <message>
            <source>not a winning hand</source>
            <translation>no es una mano ganadora</translation>
        </message>
        <message>
            <source>not ready</source>
            <translation>no está lista</translation>
        </message>
        <message>
            <source>one can win only on a card revealed from the stock, not on a discard</source>
            <translation>solo se gana con una carta destapada del mazo, no con un descarte</translation>
        </message>
        <message>
            <source>only a tile drawn after the pung was made may be added to it</source>
            <translation>solo se puede añadir al pung una ficha robada después de hacerlo</translation>
        </message>
        <message>
            <source>pass three tiles of one suit from your hand, not {tiles}</source>
            <translation>pasa tres fichas de un mismo palo de tu mano, no {tiles}</translation>
        </message>
        <message>
            <source>robbing the kong</source>
            <translation>robo del kong</translation>
        </message>
        <message>
            <source>self-drawn win</source>
            <translation>victoria por autorrobo</translation>
        </message>
        <message>
            <source>small %1</source>
            <translation>pequeña %1</translation>
        </message>
        <message>
            <source>the cards do not make seven groups</source>
            <translation>las cartas no forman siete grupos</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <translation>la mano ha terminado</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (19 + {fours} with {fours} ti or pao before the winning card, and that card)</source>
            <translation>la mano tiene {size} cartas con sus grupos y debería tener {expected} (19 + {fours} con {fours} ti o pao antes de la carta ganadora, más esa carta)</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (20 with no ti or pao before the winning card, and that card)</source>
            <translation>la mano tiene {size} cartas con sus grupos y debería tener {expected} (20 sin ti ni pao antes de la carta ganadora, más esa carta)</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (with a winning tile; a meld counts 3)</source>
            <translation>la mano tiene {size} fichas y debería tener {expected} (con ficha ganadora; cada combinación cuenta 3)</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (without a winning tile; a meld counts 3)</source>
            <translation>la mano tiene {size} fichas y debería tener {expected} (sin ficha ganadora; cada combinación cuenta 3)</translation>
        </message>
        <message>
            <source>the winning card {card} is not in the hand (--hand includes it)</source>
            <translation>la carta ganadora {card} no está en la mano (la mano debe incluirla)</translation>
        </message>
        <message>
            <source>the winning tile {tile} is not in the hand</source>
            <translation>la ficha ganadora {tile} no está en la mano</translation>
        </message>
        <message>
            <source>there are no chows in Sichuan mahjong</source>
            <translation>en el mahjong de Sichuan no hay chows</translation>
        </message>
        <message>
            <source>there is no seat {seat} at this table</source>
            <translation>no hay asiento {seat} en esta mesa</translation>
        </message>
        <message>
            <source>unknown meld kind {kind} (expected {expected})</source>
            <translation>tipo de combinación desconocido: {kind} (se esperaba uno de estos: {expected})</translation>
        </message>
        <message>
            <source>win</source>
            <translation>victoria</translation>
        </message>
        <message>
            <source>win on discard</source>
            <translation>victoria con un descarte</translation>
        </message>
        <message>
            <source>you still hold your missing suit ({suit}): no pung, kong or win</source>
            <translation>aún tienes fichas de tu palo ausente ({suit}): ni pung, ni kong, ni ganar</translation>
        </message>
        <message>
            <source>{cards} is not a valid {kind}</source>
            <translation>{cards} no es un {kind} válido</translation>
        </message>
        <message>
            <source>{count} copies of {card}, there are only {limit}</source>
            <translation>{count} copias de la carta {card}, pero solo existen {limit}</translation>
        </message>
        <message>
            <source>{count} copies of {tile}, there are only {limit}</source>
            <translation>{count} copias de {tile}, pero solo existen {limit}</translation>
        </message>
        <message>
            <source>{kind} is not a legal move now</source>
            <translation>{kind} no es una jugada válida ahora</translation>
        </message>
        <message>
            <source>{kind} is not a meld on the table</source>
            <translation>{kind} no es una combinación de la mesa</translation>
        </message>
        <message>
            <source>{kind} {tiles} is not a valid {kind}</source>
            <translation>{tiles} no es un {kind} válido</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its cards, as in peng:555x</source>
            <translation>{text} no es una combinación: escribe el tipo, dos puntos y las cartas, por ejemplo peng:555x</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its tiles, as in pung:555m</source>
            <translation>{text} no es una combinación: escribe el tipo, dos puntos y las fichas, por ejemplo pung:555m</translation>
        </message>
        <message>
            <source>{tile} is not a flower or season</source>
            <translation>{tile} no es una flor ni una estación</translation>
        </message>
        <message>
            <source>{total} {unit}, {minimum} needed</source>
            <translation>{total} {unit}, se necesitan {minimum}</translation>
        </message>
    </context>
    <context>
        <name>MissingSuitDialog</name>
        <message>
            <source>Characters</source>
            <translation>Caracteres</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>Círculos</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>Bambúes</translation>
        </message>
        <message>
            <source>Choose your missing suit</source>
            <translation>Elige tu palo ausente</translation>
        </message>
        <message>
            <source>Declare the suit you will not keep. Tiles of it must be discarded first, and you can neither pung, kong nor win while you hold one.</source>
            <translation>Declara el palo que no vas a conservar. Sus fichas se descartan primero, y mientras tengas una no puedes hacer pung, kong ni ganar.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Tu mano</translation>
        </message>
        <message>
            <source>{number}  {suit} ({count} in hand)</source>
            <translation>{number}  {suit} ({count} en la mano)</translation>
        </message>
        <message>
            <source>Missing suit: {suit}</source>
            <translation>Palo ausente: {suit}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Pista</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>Pista (H)</translation>
        </message>
        <message>
            <source>Which suit a strong player would drop, and why</source>
            <translation>Qué palo dejaría un buen jugador, y por qué</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>Pensando…</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>Computer {n}</source>
            <translation>Ordenador {n}</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Este</translation>
        </message>
        <message>
            <source>Hong Kong mahjong</source>
            <translation>Mahjong de Hong Kong</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Norte</translation>
        </message>
        <message>
            <source>Paohuzi</source>
            <translation>Paohuzi</translation>
        </message>
        <message>
            <source>Easy: a beginner who often slips</source>
            <translation>Fácil: un principiante que se equivoca a menudo</translation>
        </message>
        <message>
            <source>Greedy: fast hands, no defence (practice opponent)</source>
            <translation>Codicioso: va a por manos rápidas, sin defensa (rival de práctica)</translation>
        </message>
        <message>
            <source>Hard: plays its best, never slips</source>
            <translation>Difícil: juega lo mejor que sabe, nunca se equivoca</translation>
        </message>
        <message>
            <source>Normal: a good player who sometimes slips</source>
            <translation>Normal: un buen jugador que a veces se equivoca</translation>
        </message>
        <message>
            <source>Random moves (test opponent)</source>
            <translation>Jugadas al azar (rival de prueba)</translation>
        </message>
        <message>
            <source>Sichuan mahjong</source>
            <translation>Mahjong de Sichuan</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Sur</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Oeste</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
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
            <translation>Nueva partida</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Juego</translation>
        </message>
        <message>
            <source>Opponents' strength</source>
            <translation>Nivel de los rivales</translation>
        </message>
        <message>
            <source>Rotate the dealer after each deal</source>
            <translation>Rotar el repartidor tras cada mano</translation>
        </message>
        <message>
            <source>Rotate the dealer</source>
            <translation>Rotar el repartidor</translation>
        </message>
        <message>
            <source>G&amp;uided first deal</source>
            <translation>Primera mano g&amp;uiada</translation>
        </message>
        <message>
            <source>An arranged deal of this game with tips at the moments that matter</source>
            <translation>Una mano preparada de este juego, con consejos en los momentos clave</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>&amp;Juego:</translation>
        </message>
        <message>
            <source>&amp;Opponents:</source>
            <translation>&amp;Nivel de los rivales:</translation>
        </message>
    </context>
    <context>
        <name>NoticeArea</name>
        <message>
            <source>Dismiss this notice</source>
            <translation>Descartar este aviso</translation>
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
            <translation>Desactivada</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>Tapete verde</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>Tapete azul</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>Tapete rojo</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>Madera</translation>
        </message>
        <message>
            <source>Slate</source>
            <translation>Pizarra</translation>
        </message>
        <message>
            <source>Table &amp;colour:</source>
            <translation>&amp;Color de la mesa:</translation>
        </message>
        <message>
            <source>&amp;Tile size:</source>
            <translation>&amp;Tamaño de las fichas:</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>Velocidad de &amp;animación:</translation>
        </message>
        <message>
            <source>&amp;Bot pace:</source>
            <translation>&amp;Ritmo de los bots:</translation>
        </message>
        <message>
            <source>How fast tiles move; 0 places them at once</source>
            <translation>Lo rápido que se mueven las fichas; 0 las coloca al instante</translation>
        </message>
        <message>
            <source>Your hand, the melds and the face-up tiles; the rest of the table makes room</source>
            <translation>Tu mano, las combinaciones y las fichas descubiertas; el resto de la mesa les deja sitio</translation>
        </message>
        <message>
            <source>How long each computer player waits before it moves</source>
            <translation>Cuánto espera cada jugador del ordenador antes de jugar</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>Contraste:</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones</source>
            <translation>Suaviza o acentúa los tonos</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>Grano:</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>Una textura de grano de película sobre la mesa</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>Temperatura de color:</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>Del azul frío al ámbar cálido</translation>
        </message>
        <message>
            <source>Show the corner &amp;index on tiles (5m, E, Wh…)</source>
            <translation>Mostrar el &amp;índice en la esquina de las fichas (5m, E, Wh…)</translation>
        </message>
        <message>
            <source>Show the index on Paohuzi car&amp;ds (2x, 10d…)</source>
            <translation>Mostrar el índice en las cartas &amp;de Paohuzi (2x, 10d…)</translation>
        </message>
        <message>
            <source>&amp;Reduce motion (no animations, no grain)</source>
            <translation>&amp;Reducir el movimiento (sin animaciones ni grano)</translation>
        </message>
        <message>
            <source>Show the &amp;header above the table</source>
            <translation>Mostrar la &amp;cabecera sobre la mesa</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>|◀ Start</source>
            <extracomment>play on from this many actions: the position shown</extracomment>
            <translation>|◀ Inicio</translation>
        </message>
        <message>
            <source>◀ &amp;Back</source>
            <translation>◀ &amp;Atrás</translation>
        </message>
        <message>
            <source>&amp;Forward ▶</source>
            <translation>A&amp;delante ▶</translation>
        </message>
        <message>
            <source>End ▶|</source>
            <translation>Final ▶|</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Hoja de puntuación</translation>
        </message>
        <message>
            <source>Re&amp;view this deal</source>
            <translation>Re&amp;visar esta mano</translation>
        </message>
        <message>
            <source>&amp;Play on from here</source>
            <translation>Seguir &amp;jugando desde aquí</translation>
        </message>
        <message>
            <source>Take your seat at this point and play on against the computers: a practice deal, counted apart in your statistics, in place of the game on the table</source>
            <translation>Ocupa tu asiento en este punto y sigue jugando contra los ordenadores: una mano de práctica, que cuenta aparte en tus estadísticas y sustituye a la partida de la mesa</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>&amp;Cerrar</translation>
        </message>
        <message>
            <source>Replay: {game}, deal {deal}</source>
            <translation>Repetición: {game}, mano {deal}</translation>
        </message>
        <message>
            <source>The deal as dealt ({n} actions follow).</source>
            <translation>La mano tal como se repartió (siguen {n} acciones).</translation>
        </message>
        <message>
            <source>Action {k} of {n}: {who} — {kind} {tiles}</source>
            <translation>Acción {k} de {n}: {who} — {kind} {tiles}</translation>
        </message>
        <message>
            <source>(the deal is over)</source>
            <translation>(la mano ha terminado)</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>Deal-in</source>
            <translation>Dar ganadora</translation>
        </message>
        <message>
            <source>Expected points</source>
            <translation>Puntos esperados</translation>
        </message>
        <message>
            <source>Expected points given up: an inaccuracy from {inaccuracy}, a mistake from {mistake}, a blunder from {blunder} (a cost within twice its error is fine).</source>
            <translation>Puntos esperados perdidos: imprecisión desde {inaccuracy}, error desde {mistake}, error grave desde {blunder} (un coste dentro del doble de su error se considera bien).</translation>
        </message>
        <message>
            <source>Here a discard, claim, pass or kong is valued by the hard bot's estimate of the hand it leaves (each way to finish it: its odds times its points), with no error to state; a declined win is played out.</source>
            <translation>Aquí un descarte, una reclamación, un pase o un kong se valora con la estimación del bot difícil sobre la mano que deja (cada forma de completarla: su probabilidad por sus puntos), sin error que indicar; una victoria rechazada se simula.</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>Opción</translation>
        </message>
        <message>
            <source>Rating {rating}/100 — {bad} in {decisions}</source>
            <translation>Valoración {rating}/100 — {bad} en {decisions}</translation>
        </message>
        <message>
            <source>The judge would choose {choice}.</source>
            <translation>El juez elegiría {choice}.</translation>
        </message>
        <message>
            <source>The judge's estimate rates your choice {cost} points higher: {grade}.</source>
            <translation>La estimación del juez valora tu elección {cost} puntos más alto: {grade}.</translation>
        </message>
        <message>
            <source>The play-outs rate your choice {cost} ± {error} points higher: {grade}.</source>
            <translation>Las simulaciones valoran tu elección {cost} ± {error} puntos más alto: {grade}.</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>Por qué: {reason}</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>Ganar</translation>
        </message>
        <message>
            <source>You chose as the judge would: {reason}.</source>
            <translation>Elegiste como el juez: {reason}.</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} points: {grade}.</source>
            <translation>Tu elección perdió {cost} puntos: {grade}.</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} ± {error} points: {grade}.</source>
            <translation>Tu elección perdió {cost} ± {error} puntos: {grade}.</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>error grave</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>bien</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>imprecisión</translation>
        </message>
        <message>
            <source>judge</source>
            <translation>juez</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>error</translation>
        </message>
        <message>
            <source>yours</source>
            <translation>tuya</translation>
        </message>
        <message numerus="yes">
            <source>%n bad move(s)</source>
            <translation>
                <numerusform>%n jugada mala</numerusform>
                <numerusform>%n jugadas malas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s)</source>
            <translation>
                <numerusform>%n decisión</numerusform>
                <numerusform>%n decisiones</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal review</source>
            <translation>Revisión de la mano</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>&amp;Cancelar</translation>
        </message>
        <message>
            <source>&amp;Review again</source>
            <translation>&amp;Revisar de nuevo</translation>
        </message>
        <message>
            <source>◀ &amp;Previous marked</source>
            <translation>◀ Marcada &amp;anterior</translation>
        </message>
        <message>
            <source>Next &amp;marked ▶</source>
            <translation>Marcada &amp;siguiente ▶</translation>
        </message>
        <message>
            <source>Show in &amp;replay</source>
            <translation>Ver en la re&amp;petición</translation>
        </message>
        <message>
            <source>The replay at the position just before it</source>
            <translation>La repetición justo antes de esa decisión</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>Ce&amp;rrar</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>Tu elección</translation>
        </message>
        <message>
            <source>Judge's choice</source>
            <translation>Elección del juez</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>Nota</translation>
        </message>
        <message>
            <source>Cost (points)</source>
            <translation>Coste (puntos)</translation>
        </message>
        <message>
            <source>Reviewing the deal…</source>
            <translation>Revisando la mano…</translation>
        </message>
        <message>
            <source>The review was cancelled: nothing was kept.</source>
            <translation>Se canceló la revisión: no se guardó nada.</translation>
        </message>
        <message>
            <source>The deal could not be reviewed.</source>
            <translation>No se pudo revisar la mano.</translation>
        </message>
        <message>
            <source>The review made earlier.</source>
            <translation>La revisión hecha antes.</translation>
        </message>
        <message>
            <source>The review could not be saved: {error}</source>
            <translation>No se pudo guardar la revisión: {error}</translation>
        </message>
        <message>
            <source>the same</source>
            <translation>la misma</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>In bold: the house rules that differ from the sheet; section 8 describes every option.</source>
            <translation>En negrita: las reglas de la casa que difieren de las originales; la sección 8 describe cada opción.</translation>
        </message>
        <message>
            <source>Every option is the sheet's; section 8 describes the house rules.</source>
            <translation>Todas las opciones son las originales; la sección 8 describe las reglas de la casa.</translation>
        </message>
        <message>
            <source>The options of this match:</source>
            <translation>Las opciones de esta partida:</translation>
        </message>
        <message>
            <source>Print the rules</source>
            <translation>Imprimir las reglas</translation>
        </message>
        <message>
            <source>Export the rules as PDF</source>
            <translation>Exportar las reglas a PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>Archivos PDF (*.pdf)</translation>
        </message>
        <message>
            <source>The file %1 could not be written.</source>
            <translation>No se pudo escribir el archivo %1.</translation>
        </message>
        <message>
            <source>&amp;Rules of:</source>
            <translation>&amp;Reglas de:</translation>
        </message>
        <message>
            <source>Larger text</source>
            <translation>Texto más grande</translation>
        </message>
        <message>
            <source>Smaller text</source>
            <translation>Texto más pequeño</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>&amp;Imprimir…</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>Exportar &amp;PDF…</translation>
        </message>
        <message>
            <source>The options of this match</source>
            <translation>Las opciones de esta partida</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Score sheet</source>
            <translation>Hoja de puntuación</translation>
        </message>
        <message>
            <source>Results of the deal</source>
            <translation>Resultados de la mano</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>&amp;Siguiente mano</translation>
        </message>
        <message>
            <source>&amp;Review this deal</source>
            <translation>&amp;Revisar esta mano</translation>
        </message>
        <message>
            <source>Close the score sheet</source>
            <translation>Cerrar la hoja de puntuación</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>Mano {n}</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>No payments.</source>
            <translation>Sin pagos.</translation>
        </message>
        <message>
            <source>Nobody won this deal.</source>
            <translation>Nadie ganó esta mano.</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>Pagos</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>Jugador</translation>
        </message>
        <message>
            <source>Points: {points}</source>
            <translation>Puntos: {points}</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>Clasificación</translation>
        </message>
        <message>
            <source>The deal was won.</source>
            <translation>Alguien ganó la mano.</translation>
        </message>
        <message>
            <source>The other hands</source>
            <translation>Las demás manos</translation>
        </message>
        <message>
            <source>The stock is exhausted: a draw.</source>
            <translation>El mazo se agotó: mano nula.</translation>
        </message>
        <message>
            <source>The wall is exhausted: a draw.</source>
            <translation>El muro se agotó: mano nula.</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Esta mano</translation>
        </message>
        <message>
            <source>Three players have won.</source>
            <translation>Tres jugadores han ganado.</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Winner: {winner} (card from {source})</source>
            <translation>Ganador: {winner} (carta de {source})</translation>
        </message>
        <message>
            <source>Winner: {winner} (own card)</source>
            <translation>Ganador: {winner} (carta propia)</translation>
        </message>
        <message>
            <source>Winner: {winner} (self-drawn)</source>
            <translation>Ganador: {winner} (autorrobo)</translation>
        </message>
        <message>
            <source>Winner: {winner} (tile from {source})</source>
            <translation>Ganador: {winner} (ficha de {source})</translation>
        </message>
        <message>
            <source>Winning card (marked): {card}</source>
            <translation>Carta ganadora (marcada): {card}</translation>
        </message>
        <message>
            <source>Winning tile (marked): {tile}</source>
            <translation>Ficha ganadora (marcada): {tile}</translation>
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
            <translation>{winners} han ganado: solo queda un jugador, así que la mano termina.</translation>
        </message>
        <message>
            <source>{winners} won the deal.</source>
            <translation>{winners} ganó la mano.</translation>
        </message>
        <message>
            <source>{winners} won; play went on until the wall ran out.</source>
            <translation>Ganaron: {winners}; el juego siguió hasta agotarse la muralla.</translation>
        </message>
        <message>
            <source>{winners} won; then the stock ran out.</source>
            <translation>Ganó: {winners}; después se agotó el mazo.</translation>
        </message>
    </context>
    <context>
        <name>SeatControl</name>
        <message>
            <source>Take &amp;my seat</source>
            <translation>&amp;Ocupar mi asiento</translation>
        </message>
        <message>
            <source>Take my seat (Ctrl+T)</source>
            <translation>Ocupar mi asiento (Ctrl+T)</translation>
        </message>
        <message>
            <source>A computer is playing your seat: play it yourself from this decision on</source>
            <translation>Un ordenador está jugando en tu asiento: juega tú a partir de esta decisión</translation>
        </message>
        <message>
            <source>Take my seat</source>
            <translation>Ocupar mi asiento</translation>
        </message>
        <message>
            <source>Your seat is yours again: you play from this decision on.</source>
            <translation>Vuelves a tu asiento: a partir de esta decisión juegas tú.</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>no deal reviewed yet</source>
            <translation>aún no se ha revisado ninguna mano</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>&amp;Reset all…</source>
            <translation>&amp;Reiniciar todo…</translation>
        </message>
        <message>
            <source>Deals with an undo count only as practice; bot-only demos are not counted.</source>
            <translation>Las manos con deshacer cuentan solo como práctica; las demostraciones solo con bots no cuentan.</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>Manos jugadas</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganadas</translation>
        </message>
        <message>
            <source>Dealt in</source>
            <translation>Dio la ficha ganadora</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>Empatadas</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Average faan / fan / huxi</source>
            <translation>Media de faan / fan / huxi</translation>
        </message>
        <message>
            <source>Practice deals</source>
            <translation>Manos de práctica</translation>
        </message>
        <message>
            <source>Best hand</source>
            <translation>Mejor mano</translation>
        </message>
        <message>
            <source>Review rating</source>
            <translation>Valoración de las revisiones</translation>
        </message>
        <message>
            <source>no win yet</source>
            <translation>aún sin victorias</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Reiniciar estadísticas</translation>
        </message>
        <message>
            <source>Forget the statistics of every game?</source>
            <translation>¿Olvidar las estadísticas de todos los juegos?</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>E&amp;stadísticas…</translation>
        </message>
        <message numerus="yes">
            <source>mean {rating} over %n reviewed deal(s)</source>
            <translation>
                <numerusform>media {rating} en %n mano revisada</numerusform>
                <numerusform>media {rating} en %n manos revisadas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsKeeper</name>
        <message>
            <source>Your statistics could not be read and start again: {why}</source>
            <translation>No se pudieron leer tus estadísticas y empiezan de nuevo: {why}</translation>
        </message>
        <message>
            <source>Your statistics could not be saved: {error}</source>
            <translation>No se pudieron guardar tus estadísticas: {error}</translation>
        </message>
    </context>
    <context>
        <name>TableNotices</name>
        <message>
            <source>Missing suits: {list}</source>
            <translation>Palos ausentes: {list}</translation>
        </message>
        <message>
            <source>You declare a concealed kong.</source>
            <translation>Declaras un kong oculto.</translation>
        </message>
        <message>
            <source>You declare a kong.</source>
            <translation>Declaras un kong.</translation>
        </message>
        <message>
            <source>You declare a pao.</source>
            <translation>Haces un pao.</translation>
        </message>
        <message>
            <source>You declare a ti.</source>
            <translation>Haces un ti.</translation>
        </message>
        <message>
            <source>You must make a ti with the revealed card.</source>
            <translation>Debes hacer un ti con la carta destapada.</translation>
        </message>
        <message>
            <source>You must make a wei with the revealed card.</source>
            <translation>Debes hacer un wei con la carta destapada.</translation>
        </message>
        <message>
            <source>You win on your own card!</source>
            <translation>¡Ganas con tu propia carta!</translation>
        </message>
        <message>
            <source>You win on your own tile!</source>
            <translation>¡Ganas por autorrobo!</translation>
        </message>
        <message>
            <source>You win on {giver}'s card!</source>
            <translation>¡Ganas con la carta de {giver}!</translation>
        </message>
        <message>
            <source>You win on {giver}'s tile!</source>
            <translation>¡Ganas con la ficha de {giver}!</translation>
        </message>
        <message>
            <source>Your hand is dead: no card left to discard. You only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>Tu mano está muerta: no te queda carta que descartar. Desde ahora solo destapas y haces pao o ti, y no puedes ganar.</translation>
        </message>
        <message>
            <source>{who} declares a concealed kong.</source>
            <translation>{who} declara un kong oculto.</translation>
        </message>
        <message>
            <source>{who} declares a kong.</source>
            <translation>{who} declara un kong.</translation>
        </message>
        <message>
            <source>{who} declares a pao.</source>
            <translation>{who} hace un pao.</translation>
        </message>
        <message>
            <source>{who} declares a ti.</source>
            <translation>{who} hace un ti.</translation>
        </message>
        <message>
            <source>{who} must make a ti with the revealed card.</source>
            <translation>{who} debe hacer un ti con la carta destapada.</translation>
        </message>
        <message>
            <source>{who} must make a wei with the revealed card.</source>
            <translation>{who} debe hacer un wei con la carta destapada.</translation>
        </message>
        <message>
            <source>{who} wins on their own card!</source>
            <translation>¡{who} gana con su propia carta!</translation>
        </message>
        <message>
            <source>{who} wins on their own tile!</source>
            <translation>¡{who} gana por autorrobo!</translation>
        </message>
        <message>
            <source>{who} wins on your card!</source>
            <translation>¡{who} gana con tu carta!</translation>
        </message>
        <message>
            <source>{who} wins on your tile!</source>
            <translation>¡{who} gana con tu ficha!</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s card!</source>
            <translation>¡{who} gana con la carta de {giver}!</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s tile!</source>
            <translation>¡{who} gana con la ficha de {giver}!</translation>
        </message>
        <message>
            <source>{who}'s hand is dead: no card left to discard. They only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>La mano de {who} está muerta: no le queda carta que descartar. Desde ahora solo destapa y hace pao o ti, y no puede ganar.</translation>
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
            <translation>Mesa</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>Bambúes</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>Caracteres</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>¡Chi!</translation>
        </message>
        <message>
            <source>Chow</source>
            <translation>¡Chow!</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>Ordenador %1</translation>
        </message>
        <message>
            <source>Dead hand</source>
            <translation>Mano muerta</translation>
        </message>
        <message>
            <source>Dealer's face-up card</source>
            <translation>Carta descubierta del repartidor</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>Círculos</translation>
        </message>
        <message>
            <source>East</source>
            <translation>Este</translation>
        </message>
        <message>
            <source>East round</source>
            <translation>Ronda del Este</translation>
        </message>
        <message>
            <source>Huxi %1</source>
            <translation>Huxi %1</translation>
        </message>
        <message>
            <source>Kong</source>
            <translation>¡Kong!</translation>
        </message>
        <message>
            <source>Missing: %1</source>
            <translation>Falta: %1</translation>
        </message>
        <message>
            <source>North</source>
            <translation>Norte</translation>
        </message>
        <message>
            <source>North round</source>
            <translation>Ronda del Norte</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>¡Pao!</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>¡Peng!</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>¡Pung!</translation>
        </message>
        <message>
            <source>South</source>
            <translation>Sur</translation>
        </message>
        <message>
            <source>South round</source>
            <translation>Ronda del Sur</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>¡Ti!</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>Total %1</translation>
        </message>
        <message>
            <source>Wei</source>
            <translation>¡Wei!</translation>
        </message>
        <message>
            <source>West</source>
            <translation>Oeste</translation>
        </message>
        <message>
            <source>West round</source>
            <translation>Ronda del Oeste</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>¡Gana!</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Ganó</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Tú</translation>
        </message>
        <message numerus="yes">
            <source>card(s) in the stock</source>
            <translation>
                <numerusform>carta en el mazo</numerusform>
                <numerusform>cartas en el mazo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>tile(s) left</source>
            <translation>
                <numerusform>ficha restante</numerusform>
                <numerusform>fichas restantes</numerusform>
            </translation>
        </message>
        <message>
            <source>E</source>
            <comment>compass letter of East</comment>
            <translation>E</translation>
        </message>
        <message>
            <source>S</source>
            <comment>compass letter of South</comment>
            <translation>S</translation>
        </message>
        <message>
            <source>W</source>
            <comment>compass letter of West</comment>
            <translation>O</translation>
        </message>
        <message>
            <source>N</source>
            <comment>compass letter of North</comment>
            <translation>N</translation>
        </message>
        <message>
            <source>Dealer</source>
            <comment>badge on the dealer's seat label</comment>
            <translation>Repartidor</translation>
        </message>
    </context>
    <context>
        <name>TipCard</name>
        <message>
            <source>Tip</source>
            <translation>Consejo</translation>
        </message>
        <message>
            <source>Got it</source>
            <translation>Entendido</translation>
        </message>
        <message>
            <source>Got it: close this tip</source>
            <translation>Entendido: cerrar este consejo</translation>
        </message>
        <message>
            <source>No more tips</source>
            <translation>No mostrar más consejos</translation>
        </message>
        <message>
            <source>Turn the guided deal's tips off (Help menu turns them on)</source>
            <translation>Desactiva los consejos de la mano guiada (puedes volver a activarlos en el menú Ayuda)</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>A claim window: the card just turned up or discarded can be yours. Each button shows the groups it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>Puedes reclamar: la carta que acaban de destapar o descartar puede ser tuya. Cada botón muestra los grupos que formarías con ella; con Pasar (Espacio) la dejas pasar. Nadie sigue jugando hasta que elijas.</translation>
        </message>
        <message>
            <source>A claim window: the tile just discarded can be yours. Each button shows the set it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>Puedes reclamar: la ficha que acaban de descartar puede ser tuya. Cada botón muestra la combinación que formarías con ella; con Pasar (Espacio) la dejas pasar. Nadie sigue jugando hasta que elijas.</translation>
        </message>
        <message>
            <source>A flower! Flowers and seasons are set aside at once and you draw a loose tile from the dead wall instead. Your own flower (East: the first) adds a faan.</source>
            <translation>¡Una flor! Las flores y las estaciones se apartan en el acto y, en su lugar, robas una ficha de reposición del muro muerto. Tu flor del asiento (la de Este es la primera) suma un faan.</translation>
        </message>
        <message>
            <source>Four {card} make a ti, laid at once: that is never your choice. It scores {huxi} huxi, and a hand with a ti needs one pair among its groups.</source>
            <translation>Cuatro cartas iguales ({card}) forman un ti, que se baja en el acto: nunca lo eliges tú. Vale {huxi} huxi, y una mano con un ti necesita una pareja entre sus grupos.</translation>
        </message>
        <message>
            <source>Pung takes a discard from anyone to make three alike; Chow makes a run, but only from the player on your left. A claimed set lies open for all to see.</source>
            <translation>Con Pung tomas un descarte de cualquiera para formar tres iguales; con Chow formas una escalera, pero solo con el descarte del jugador de tu izquierda. Una combinación reclamada queda a la vista de todos.</translation>
        </message>
        <message>
            <source>Sichuan has no chow: a discard is claimed only for a pung or a kong, from any player. A kong is paid at once: 2 by the discarder of a claimed one, 2 by each player still in for a concealed one, 1 each for one added to a pung.</source>
            <translation>En Sichuan no hay chow: un descarte solo se reclama para hacer pung o kong, sea de quien sea. El kong se cobra en el acto: si es de un descarte, paga 2 quien lo descartó; si es oculto, 2 cada jugador aún en juego; si se añade a un pung, 1 cada uno.</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. A plain win is worth 1 point and each fan (all pungs, one suit only and the like) doubles it, up to 32. Drawn yourself, every player still in pays that plus one; on a discard, the discarder alone pays it.</source>
            <translation>Esa ficha completa tu mano: pulsa Ganar. Una mano básica vale 1 punto y cada fan (solo pungs, color puro y similares) lo duplica, hasta un máximo de 32. Si la robas tú, cada jugador aún en juego te paga eso más 1; si es un descarte, solo paga quien la descartó.</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. Drawing it yourself adds a faan, and every other player pays.</source>
            <translation>Esa ficha completa tu mano: pulsa Ganar. Ganar con una ficha que has robado tú suma un faan, y te pagan todos los demás jugadores.</translation>
        </message>
        <message>
            <source>The deal is over. The score sheet beside the table lists what each hand scored and who paid whom. Next deal (Ctrl+D) starts a real game; Help &gt; Guided first deal plays this one again.</source>
            <translation>La mano ha terminado. La hoja de puntuación junto a la mesa muestra cuánto valió la mano de cada uno y quién pagó a quién. Siguiente mano (Ctrl+D) empieza una partida de verdad; Ayuda &gt; Primera mano guiada vuelve a jugar esta.</translation>
        </message>
        <message>
            <source>The wall is empty, so the hands still in play are checked. A flower pig pays 32 to each other player; a hand that is not ready gives back any kong money it took, and pays every ready player the most that player's hand could win.</source>
            <translation>El muro se ha agotado, así que se revisan las manos que siguen en juego. Un cerdo florido paga 32 a cada uno de los demás; una mano que no está lista devuelve lo que cobró por sus kongs y paga a cada jugador listo lo máximo que podría valer la mano de este.</translation>
        </message>
        <message>
            <source>The {card} completes your hand: press Win. Its {huxi} huxi make {tun} tun (15 huxi is 1 tun, and every 3 more add one), and each opponent pays you that.</source>
            <translation>La {card} completa tu mano: pulsa Ganar. Sus {huxi} huxi son {tun} tun (15 huxi son 1 tun, y cada 3 más suman otro), y eso es lo que te paga cada rival.</translation>
        </message>
        <message>
            <source>Welcome to Hong Kong mahjong. You are East, the dealer, at the bottom. A hand wins with four sets (runs or three alike) and a pair. Your bamboo are almost there: let the tiles that fit nothing go first.</source>
            <translation>Bienvenido al mahjong de Hong Kong. Eres Este, el repartidor, y te sientas abajo. Una mano gana con cuatro combinaciones (escaleras o tres iguales) y una pareja. Con tus bambúes ya casi la tienes: deshazte primero de las fichas que no encajan en nada.</translation>
        </message>
        <message>
            <source>Welcome to Paohuzi. Cards run 1 to 10, small and big, and a hand wins with seven groups of three: a run of one size, three alike, or 2-7-10 of one size. Groups score huxi, big ones more; as the dealer you hold 21 cards, so let one go first: the {card} fits nothing.</source>
            <translation>Bienvenido al Paohuzi. Las cartas van del 1 al 10, en pequeñas y grandes, y una mano gana con siete grupos de tres: tres iguales, o una escalera o un 2-7-10 con cartas todas pequeñas o todas grandes. Los grupos suman huxi, y los de cartas grandes, más; como repartidor tienes 21 cartas, así que empieza por descartar una: la {card} no encaja en nada.</translation>
        </message>
        <message>
            <source>Welcome to Sichuan mahjong, played with the three suits alone. First everyone gives up one suit for the whole deal: choose the one you hold fewest of, here {suit}.</source>
            <translation>Bienvenido al mahjong de Sichuan, que se juega solo con las fichas de los tres palos. Primero, cada jugador renuncia a un palo para toda la mano: elige el palo del que tengas menos fichas; aquí, {suit}.</translation>
        </message>
        <message>
            <source>You may chi the {card} into {main}. But you hold another {card}, and the bi rule says it must go down at the same time, in a second group: {bi}. If a copy could not be grouped, there would be no chi at all.</source>
            <translation>Puedes hacer chi con la {card} para formar {main}. Pero tienes otra {card}, y la regla del bi obliga a bajarla a la vez, en un segundo grupo: {bi}. Si alguna copia no pudiera formar grupo, no podrías hacer chi.</translation>
        </message>
        <message>
            <source>You revealed a {card} while holding a pair of them, so it made a wei at once: three alike, face down to the others. A wei is never your choice; it scores {huxi} huxi, and now a card must go.</source>
            <translation>Has destapado una {card} y ya tenías una pareja, así que se ha formado un wei en el acto: tres iguales que los demás ven boca abajo. Un wei nunca lo eliges tú; vale {huxi} huxi, y ahora tienes que descartar una carta.</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. A win in Hong Kong needs at least 3 faan, and this hand would score {faan}: a half flush (one suit with honours) alone is 3, and the pung of dragons adds one. The line under the table counts the faan of every wait.</source>
            <translation>Tu mano está lista: espera {waits}. En Hong Kong hacen falta al menos 3 faan para ganar, y esta mano valdría {faan}: el medio color (un palo con honores) ya vale 3 por sí solo, y el pung de dragón suma uno más. La línea bajo la mesa indica los faan de cada espera.</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. Being ready counts even if the wall runs out first: then each player still in who is not ready pays you.</source>
            <translation>Tu mano está lista: espera {waits}. Estar lista cuenta aunque el muro se agote antes: en ese caso, te paga cada jugador aún en juego que no esté listo.</translation>
        </message>
        <message>
            <source>Your hand is ready: one more card revealed from the stock completes it ({waits}). A win needs at least 15 huxi, and this one would have {huxi}; the Huxi count by your name adds up your laid groups.</source>
            <translation>Tu mano está lista: la completa una carta más que se destape del mazo ({waits}). Para ganar hacen falta al menos 15 huxi, y esta tendría {huxi}; el recuento de Huxi junto a tu nombre suma los de tus grupos bajados.</translation>
        </message>
        <message>
            <source>Your {suit} must go first: until the last of them is gone you can discard nothing else, and you cannot pung or win. Whoever still holds their missing suit when the wall runs out is a flower pig and pays every other player 32.</source>
            <translation>Primero tienes que descartar tus {suit}: hasta que no te quede ninguno, no puedes descartar otra cosa, ni hacer pung, ni ganar. Quien aún tenga fichas de su palo ausente cuando se agote el muro es un cerdo florido y paga 32 a cada uno de los demás.</translation>
        </message>
        <message>
            <source>{winner} has won and leaves the play, hand laid open. This is the bloody battle: the others play on until three have won or the wall runs out, and several players may even win on the same discard.</source>
            <translation>{winner} ha ganado y se retira con la mano a la vista. Es la batalla sangrienta: los demás siguen jugando hasta que hayan ganado tres o se agote el muro, e incluso pueden ganar varios con el mismo descarte.</translation>
        </message>
        <message>
            <source>Your turn. Click a card to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>Tu turno. Haz clic en una carta para levantarla y vuelve a hacer clic (o pulsa Intro) para descartarla. La línea bajo la mesa te dice cómo quedaría tu mano con ese descarte; con H puedes pedir una pista cuando quieras.</translation>
        </message>
        <message>
            <source>Your turn. Click a tile to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>Tu turno. Haz clic en una ficha para levantarla y vuelve a hacer clic (o pulsa Intro) para descartarla. La línea bajo la mesa te dice cómo quedaría tu mano con ese descarte; con H puedes pedir una pista cuando quieras.</translation>
        </message>
    </context>
    <context>
        <name>UndoControl</name>
        <message>
            <source>&amp;Undo my last decision</source>
            <translation>&amp;Deshacer mi última decisión</translation>
        </message>
        <message>
            <source>Allow &amp;undo (the deal counts as practice)</source>
            <translation>Permitir &amp;deshacer (la mano cuenta como práctica)</translation>
        </message>
        <message>
            <source>Your last decision was taken back: this deal is practice.</source>
            <translation>Se deshizo tu última decisión: esta mano es de práctica.</translation>
        </message>
    </context>
</TS>
