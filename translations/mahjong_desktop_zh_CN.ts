<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
    <context>
        <name>Appearance</name>
        <message>
            <source>Your preferences file was damaged; the defaults are used and the old file was kept beside it.</source>
            <translation>偏好设置文件已损坏；现使用默认设置，旧文件已保留在旁边。</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used and the old file was kept beside it.</source>
            <translation>无法读取偏好设置文件；现使用默认设置，旧文件已保留在旁边。</translation>
        </message>
        <message>
            <source>Your preferences file could not be read; the defaults are used this time and the file is left untouched.</source>
            <translation>无法读取偏好设置文件；本次使用默认设置，该文件保持不变。</translation>
        </message>
        <message>
            <source>Your preferences could not be saved; they last until you quit.</source>
            <translation>无法保存偏好设置；它们在退出前一直有效。</translation>
        </message>
        <message>
            <source>&amp;Options</source>
            <translation>选项(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>偏好设置(&amp;P)…</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
    </context>
    <context>
        <name>AutosaveKeeper</name>
        <message>
            <source>The data folder {folder} cannot be written: saving is off in this window.</source>
            <extracomment>something about the autosave the player should know: text to show</extracomment>
            <translation>无法写入数据文件夹 {folder}：此窗口不会保存游戏。</translation>
        </message>
        <message>
            <source>Another Mahjong Desktop window is open: this one does not autosave (the other one's saved game is left alone).</source>
            <translation>另一个 Mahjong Desktop 窗口已打开：此窗口不会自动保存（另一个窗口保存的对局保持不变）。</translation>
        </message>
        <message>
            <source>The game could not be saved ({error}); the last saved position is kept.</source>
            <translation>无法保存对局（{error}）；保留上次保存的局面。</translation>
        </message>
        <message>
            <source>The game is being saved again.</source>
            <translation>对局已恢复保存。</translation>
        </message>
        <message>
            <source>The saved game could not be continued: {why}</source>
            <translation>无法继续保存的对局：{why}</translation>
        </message>
    </context>
    <context>
        <name>ClaimBar</name>
        <message>
            <source>Chow</source>
            <translation>吃 (chow)</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>碰 (pung)</translation>
        </message>
        <message>
            <source>Kong</source>
            <translation>杠 (kong)</translation>
        </message>
        <message>
            <source>Concealed kong</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <source>Add to kong</source>
            <translation>加杠</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>吃 (chi)</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>碰 (peng)</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>跑 (pao)</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>过</translation>
        </message>
        <message>
            <source>Win (self-drawn)</source>
            <translation>自摸和牌</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>和牌</translation>
        </message>
        <message>
            <source>Claim choices</source>
            <extracomment>the legal action id the player chose</extracomment>
            <translation>可选操作</translation>
        </message>
        <message>
            <source>Claim the card?</source>
            <translation>要这张牌吗？</translation>
        </message>
        <message>
            <source>Claim the tile?</source>
            <translation>要这张牌吗？</translation>
        </message>
        <message>
            <source>Your turn: declare, or discard.</source>
            <translation>轮到你：宣布或打牌。</translation>
        </message>
        <message>
            <source>{name}  [Space]</source>
            <translation>{name}  [空格]</translation>
        </message>
    </context>
    <context>
        <name>ContinueOffer</name>
        <message>
            <source>Continue?</source>
            <translation>继续吗？</translation>
        </message>
        <message>
            <source>You have an unfinished game of {game} (deal {deal}, {moves} moves).</source>
            <translation>你有一局未完成的{game}（第 {deal} 局，已走 {moves} 步）。</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>继续(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
    </context>
    <context>
        <name>CrashHandler</name>
        <message>
            <source>Mahjong Desktop met an unexpected error.</source>
            <translation>Mahjong Desktop 遇到了意外错误。</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>出错了</translation>
        </message>
        <message>
            <source>The details are in {path} (please attach it to a bug report).</source>
            <translation>详细信息在 {path}（请附在错误报告中）。</translation>
        </message>
        <message>
            <source>The game came from a file and may be what failed: its save was set aside as {path}, so the next start does not run into the same error.</source>
            <translation>这个对局来自文件，出错的可能正是它：其存档已移至 {path}，下次启动不会再遇到同样的错误。</translation>
        </message>
        <message>
            <source>The game could not be saved.</source>
            <translation>无法保存对局。</translation>
        </message>
        <message>
            <source>Your game was saved: Continue offers it on the next start.</source>
            <translation>你的对局已保存：下次启动时可选择“继续”。</translation>
        </message>
    </context>
    <context>
        <name>DealFiles</name>
        <message>
            <source>&amp;Save deal…</source>
            <translation>保存本局(&amp;S)…</translation>
        </message>
        <message>
            <source>&amp;Open deal…</source>
            <translation>打开牌局(&amp;O)…</translation>
        </message>
        <message>
            <source>&amp;Replay this deal</source>
            <translation>回放本局(&amp;R)</translation>
        </message>
        <message>
            <source>There is no deal to save yet.</source>
            <translation>还没有可保存的牌局。</translation>
        </message>
        <message>
            <source>Save deal</source>
            <translation>保存牌局</translation>
        </message>
        <message>
            <source>The deal could not be saved: {error}</source>
            <translation>无法保存牌局：{error}</translation>
        </message>
        <message>
            <source>Deal saved as {path}</source>
            <translation>牌局已保存为 {path}</translation>
        </message>
        <message>
            <source>Open deal</source>
            <translation>打开牌局</translation>
        </message>
        <message>
            <source>There is no such file.</source>
            <translation>没有这个文件。</translation>
        </message>
        <message>
            <source>A practice deal from action {k}: it counts apart in your statistics.</source>
            <translation>从第 {k} 步起的练习局：在统计中单独计算。</translation>
        </message>
        <message>
            <source>{path} cannot be opened.</source>
            <translation>无法打开 {path}。</translation>
        </message>
    </context>
    <context>
        <name>DiscardHint</name>
        <message>
            <source>Discard {face}: ready in shape, but you hold every winning tile.</source>
            <translation>打出 {face}：牌型已听，但和牌的牌都在你手里。</translation>
        </message>
        <message>
            <source>Discard {face}: ready, waiting for {waits}.</source>
            <translation>打出 {face}：听牌，等 {waits}。</translation>
        </message>
        <message>
            <source>Discard {face}: you would then win on {waits}.</source>
            <translation>打出 {face}：之后可和 {waits}。</translation>
        </message>
        <message>
            <source>Discard {face}: your hand stays legal, but no card would win yet.</source>
            <translation>打出 {face}：手牌仍合规，但还没有牌能和。</translation>
        </message>
        <message>
            <source>Discard {face}?</source>
            <translation>打出 {face}？</translation>
        </message>
        <message>
            <source>Kept as kan: {kans}.</source>
            <translation>保留为坎：{kans}。</translation>
        </message>
        <message>
            <source>No wait reaches the {minimum}-faan minimum.</source>
            <translation>没有一张听牌能达到{minimum}番起和。</translation>
        </message>
        <message>
            <source>Ready, waiting for {waits}.</source>
            <translation>听牌，等 {waits}。</translation>
        </message>
        <message>
            <source>Ready: you would win on {waits}.</source>
            <translation>听牌：可和 {waits}。</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen)</source>
            <translation>{face}（未见 {unseen} 张）</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan)</source>
            <translation>{face}（未见 {unseen} 张，{faan}番）</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: too few to win)</source>
            <translation>{face}（未见 {unseen} 张，{faan}番：不够起和）</translation>
        </message>
        <message>
            <source>{face} ({unseen} unseen, {faan} faan: wins only self-drawn)</source>
            <translation>{face}（未见 {unseen} 张，{faan}番：只能自摸和）</translation>
        </message>
        <message>
            <source>{face} completes your hand, but only for {faan} faan: no win below {minimum}.</source>
            <translation>{face}能和牌型，但只有{faan}番：不足{minimum}番不能和。</translation>
        </message>
        <message numerus="yes">
            <source>Discard {face}: %n tile(s) from ready (shanten %n).</source>
            <translation>
                <numerusform>打出 {face}：离听牌还差 %n 张（向听数 %n）。</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ExchangeBar</name>
        <message>
            <source>Three-tile exchange</source>
            <translation>换三张</translation>
        </message>
        <message>
            <source>Pass three</source>
            <translation>换出三张</translation>
        </message>
        <message>
            <source>Pass the three marked tiles (Space)</source>
            <translation>换出已选的三张牌（空格键）</translation>
        </message>
        <message>
            <source>Pick three tiles of one suit to pass ({count} of 3 marked).</source>
            <translation>选择同一花色的三张牌换出（已选 {count}/3）。</translation>
        </message>
        <message>
            <source>clockwise</source>
            <translation>顺时针</translation>
        </message>
        <message>
            <source>across</source>
            <translation>对家</translation>
        </message>
        <message>
            <source>counter-clockwise</source>
            <translation>逆时针</translation>
        </message>
        <message>
            <source>Dice {a} + {b}: the tiles pass {direction}; yours went to {who}, you received {tiles} (outlined).</source>
            <translation>骰子 {a} + {b}：换牌方向为{direction}；你的牌交给了{who}，你收到 {tiles}（已描边标出）。</translation>
        </message>
    </context>
    <context>
        <name>FileProblem</name>
        <message>
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <source>Action {n} is not legal.</source>
            <translation>第 {n} 步不合规则。</translation>
        </message>
        <message>
            <source>It was kept as {path}.</source>
            <translation>已保留为 {path}。</translation>
        </message>
        <message>
            <source>Some of your preferences could not be used and were set back to their defaults: {fields}.</source>
            <translation>你的部分偏好设置无法使用，已恢复为默认设置：{fields}。</translation>
        </message>
        <message>
            <source>The file could not be read.</source>
            <translation>无法读取该文件。</translation>
        </message>
        <message>
            <source>The file is cut short.</source>
            <translation>文件不完整。</translation>
        </message>
        <message>
            <source>The file is damaged.</source>
            <translation>文件已损坏。</translation>
        </message>
        <message>
            <source>The file is not a game file, or it was changed by hand.</source>
            <translation>该文件不是对局文件，或已被手动修改。</translation>
        </message>
        <message>
            <source>The file is too large to be a game file.</source>
            <translation>文件太大，不可能是对局文件。</translation>
        </message>
        <message>
            <source>The file was written by a newer version of Mahjong Desktop.</source>
            <translation>该文件由更新版本的 Mahjong Desktop 写入。</translation>
        </message>
        <message>
            <source>The game in the file does not replay.</source>
            <translation>文件中的对局无法回放。</translation>
        </message>
        <message>
            <source>The {language} translation could not be loaded; the game is shown in English.</source>
            <translation>无法加载{language}翻译；界面以英文显示。</translation>
        </message>
        <message>
            <source>The {language} translation file was damaged; it was built again.</source>
            <translation>{language}翻译文件已损坏，已重新生成。</translation>
        </message>
        <message>
            <source>These were set back to their defaults: {fields}.</source>
            <translation>以下设置已恢复为默认设置：{fields}。</translation>
        </message>
        <message>
            <source>Your preferences were saved by a newer version of Mahjong Desktop; its own settings are kept for it.</source>
            <translation>你的偏好设置由更新版本的 Mahjong Desktop 保存；该版本自己的设置会为它保留。</translation>
        </message>
        <message>
            <source>animation speed</source>
            <translation>动画速度</translation>
        </message>
        <message>
            <source>bot pace</source>
            <translation>电脑出牌节奏</translation>
        </message>
        <message>
            <source>colour temperature</source>
            <translation>色温</translation>
        </message>
        <message>
            <source>computer strength</source>
            <translation>电脑强度</translation>
        </message>
        <message>
            <source>contrast</source>
            <translation>对比度</translation>
        </message>
        <message>
            <source>corner index on tiles</source>
            <translation>牌角标记</translation>
        </message>
        <message>
            <source>grain</source>
            <translation>颗粒</translation>
        </message>
        <message>
            <source>header</source>
            <translation>顶栏</translation>
        </message>
        <message>
            <source>house rules</source>
            <translation>家规</translation>
        </message>
        <message>
            <source>index on cards</source>
            <translation>跑胡子牌上的标记</translation>
        </message>
        <message>
            <source>language</source>
            <translation>语言</translation>
        </message>
        <message>
            <source>last game</source>
            <translation>上次的游戏</translation>
        </message>
        <message>
            <source>reduced motion</source>
            <translation>减少动态效果</translation>
        </message>
        <message>
            <source>table colour</source>
            <translation>桌面颜色</translation>
        </message>
        <message>
            <source>tile size</source>
            <translation>牌的大小</translation>
        </message>
        <message>
            <source>undo</source>
            <translation>悔牌</translation>
        </message>
    </context>
    <context>
        <name>GameController</name>
        <message>
            <source>That choice is no longer possible.</source>
            <translation>该选项已不可用。</translation>
        </message>
        <message>
            <source>That card cannot be discarded now.</source>
            <translation>现在不能打出这张牌。</translation>
        </message>
        <message>
            <source>That tile cannot be discarded now.</source>
            <translation>现在不能打这张牌。</translation>
        </message>
        <message>
            <source>No hint this time ({error}).</source>
            <translation>这次无法给出提示（{error}）。</translation>
        </message>
        <message>
            <source>The rules engine keeps failing ({error}): start a new game.</source>
            <translation>规则引擎持续出错（{error}）：请开始新游戏。</translation>
        </message>
        <message>
            <source>The rules engine failed ({error}); the deal was restored.</source>
            <translation>规则引擎出错（{error}）；本局已恢复。</translation>
        </message>
        <message>
            <source>The deal could not be restored ({error}): start a new game.</source>
            <translation>无法恢复本局（{error}）：请开始新游戏。</translation>
        </message>
        <message>
            <source>A bot failed ({error}); it passes or plays its first choice.</source>
            <translation>电脑玩家出错（{error}）；它将过或执行第一个选项。</translation>
        </message>
    </context>
    <context>
        <name>GuidedPlay</name>
        <message>
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;Guided first deal</source>
            <translation>新手引导局(&amp;G)</translation>
        </message>
        <message>
            <source>Show &amp;tips in guided deals</source>
            <translation>在引导局中显示提示(&amp;T)</translation>
        </message>
    </context>
    <context>
        <name>HandCalculator</name>
        <message>
            <source>Hand calculator</source>
            <translation>牌型计算器</translation>
        </message>
        <message>
            <source>A click adds to:</source>
            <translation>点击添加到：</translation>
        </message>
        <message>
            <source>the hand</source>
            <translation>手牌</translation>
        </message>
        <message>
            <source>the hand, as the winning card</source>
            <translation>手牌（作为胡牌）</translation>
        </message>
        <message>
            <source>the hand, as the winning tile</source>
            <translation>手牌（作为和牌张）</translation>
        </message>
        <message>
            <source>a meld</source>
            <translation>一组副露</translation>
        </message>
        <message>
            <source>flowers</source>
            <translation>花牌</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>own (self-drawn)</source>
            <translation>自己（自摸）</translation>
        </message>
        <message>
            <source>another player</source>
            <translation>其他玩家</translation>
        </message>
        <message>
            <source>Hand (winning card included)</source>
            <translation>手牌（含胡牌）</translation>
        </message>
        <message>
            <source>Winning card</source>
            <translation>胡牌</translation>
        </message>
        <message>
            <source>Winning moment</source>
            <translation>和牌时机</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Hand (winning tile included)</source>
            <translation>手牌（含和牌张）</translation>
        </message>
        <message>
            <source>&amp;Add typed</source>
            <translation>添加键入的(&amp;A)</translation>
        </message>
        <message>
            <source>&amp;Drop these cards</source>
            <translation>清除选中的牌(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Drop these tiles</source>
            <translation>清除选中的牌(&amp;D)</translation>
        </message>
        <message>
            <source>Base points</source>
            <translation>基础分</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>吃 (chi)</translation>
        </message>
        <message>
            <source>Chow</source>
            <translation>吃 (chow)</translation>
        </message>
        <message>
            <source>Click a card to see the melds that hold it.</source>
            <translation>点一张牌，显示含有它的组合。</translation>
        </message>
        <message>
            <source>Click a tile to see the melds that hold it.</source>
            <translation>点一张牌，显示含有它的组合。</translation>
        </message>
        <message>
            <source>Concealed kong</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <source>Counted (the limit)</source>
            <translation>计入（封顶）</translation>
        </message>
        <message>
            <source>Exposed kong</source>
            <translation>明杠</translation>
        </message>
        <message>
            <source>Four alike, all drawn by the player</source>
            <translation>四张相同，全是自己摸到的</translation>
        </message>
        <message>
            <source>Four alike, all the player's own</source>
            <translation>四张相同，全是自己的牌</translation>
        </message>
        <message>
            <source>Four alike, one of them claimed or added to a pung</source>
            <translation>四张相同，其中一张是吃进的或加到碰上的</translation>
        </message>
        <message>
            <source>Four alike, the fourth from another player (or added to a wei or peng)</source>
            <translation>四张相同，第四张来自别人（或加到偎、碰上）</translation>
        </message>
        <message>
            <source>Kind:</source>
            <translation>组合：</translation>
        </message>
        <message>
            <source>Melds</source>
            <translation>副露</translation>
        </message>
        <message>
            <source>Melds with {tiles}:</source>
            <translation>含 {tiles} 的组合：</translation>
        </message>
        <message>
            <source>No melds: every card is concealed.</source>
            <translation>没有组合：所有牌都在手里。</translation>
        </message>
        <message>
            <source>No melds: every tile is concealed.</source>
            <translation>没有副露：所有牌都在手里。</translation>
        </message>
        <message>
            <source>No win: {reason}</source>
            <translation>不能和牌：{reason}</translation>
        </message>
        <message>
            <source>Not a valid win: {reason}</source>
            <translation>不是有效的和牌：{reason}</translation>
        </message>
        <message>
            <source>Not added: {why}</source>
            <translation>未添加：{why}</translation>
        </message>
        <message>
            <source>Or type them:</source>
            <translation>或键入：</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>跑 (pao)</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>碰 (peng)</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>碰 (pung)</translation>
        </message>
        <message>
            <source>Ready, waiting on {tiles}</source>
            <translation>已听牌，等待 {tiles}</translation>
        </message>
        <message>
            <source>Remove</source>
            <translation>移除</translation>
        </message>
        <message>
            <source>Remove {meld}</source>
            <translation>移除 {meld}</translation>
        </message>
        <message>
            <source>Three alike, shown on the table</source>
            <translation>三张相同，亮在桌上</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and another player's card</source>
            <translation>三张相同：手里一对加别人的牌</translation>
        </message>
        <message>
            <source>Three alike: a pair in hand and the player's own revealed card</source>
            <translation>三张相同：手里一对加自己翻出的牌</translation>
        </message>
        <message>
            <source>Three in a row of one size, 2-7-10 of one size, or one value in both sizes</source>
            <translation>同大小的三张顺子、同大小的二七十，或同一数字的大小混合</translation>
        </message>
        <message>
            <source>Three in a row of one suit, claimed or not</source>
            <translation>同花色的三张顺子，吃进的或自己摸的</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>提 (ti)</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <source>Tun</source>
            <translation>囤</translation>
        </message>
        <message>
            <source>Wei</source>
            <translation>偎 (wei)</translation>
        </message>
        <message>
            <source>{game}: a win</source>
            <translation>{game}：和牌</translation>
        </message>
        <message>
            <source>{tiles} cannot be part of one {kind}: choose another tile or kind.</source>
            <translation>{tiles} 不能组成一个{kind}：请另选一张牌或另一种组合。</translation>
        </message>
        <message numerus="yes">
            <source>%n tile(s) from ready (shanten %n)</source>
            <translation>
                <numerusform>距听牌还差 %n 张（向听数 %n）</numerusform>
            </translation>
        </message>
        <message>
            <source>Winning tile</source>
            <translation>和牌张</translation>
        </message>
        <message>
            <source>Flowers</source>
            <translation>花牌</translation>
        </message>
        <message>
            <source>Seat wind</source>
            <translation>门风</translation>
        </message>
        <message>
            <source>Missing suit</source>
            <translation>缺门</translation>
        </message>
        <message>
            <source>Winning card from</source>
            <translation>和牌来自</translation>
        </message>
        <message>
            <source>C&amp;lear</source>
            <translation>清空(&amp;L)</translation>
        </message>
        <message>
            <source>&amp;Remove last</source>
            <translation>删除最后一张(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Calculate</source>
            <translation>计算(&amp;C)</translation>
        </message>
        <message>
            <source>Cannot read the hand: {error}</source>
            <translation>无法读取手牌：{error}</translation>
        </message>
        <message>
            <source>&amp;Tools</source>
            <translation>工具(&amp;T)</translation>
        </message>
        <message>
            <source>&amp;Hand calculator…</source>
            <translation>牌型计算器(&amp;H)…</translation>
        </message>
    </context>
    <context>
        <name>Header</name>
        <message>
            <source>&amp;Language:</source>
            <translation>语言(&amp;L)：</translation>
        </message>
        <message>
            <source>The language of the whole game</source>
            <translation>整个游戏的语言</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>对比度：</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones of the table</source>
            <translation>让桌面色调更柔和或更鲜明</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>颗粒：</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>覆盖在桌面上的胶片颗粒纹理</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>色温：</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>从冷蓝到暖琥珀</translation>
        </message>
        <message>
            <source>Preferences…</source>
            <translation>偏好设置…</translation>
        </message>
        <message>
            <source>Table colour, animation speed, bot pace, corner index and reduced motion</source>
            <translation>桌面颜色、动画速度、电脑节奏、牌角标记和减少动态效果</translation>
        </message>
        <message>
            <source>Hide the header (the Options menu or Ctrl+Shift+H shows it)</source>
            <translation>隐藏顶栏（“选项”菜单或 Ctrl+Shift+H 可再显示）</translation>
        </message>
        <message>
            <source>Hide the header</source>
            <translation>隐藏顶栏</translation>
        </message>
        <message>
            <source>Show &amp;header</source>
            <translation>显示顶栏(&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>Hint: {action} ({reason})</source>
            <translation>提示：{action}（{reason}）</translation>
        </message>
        <message>
            <source>a complete hand</source>
            <translation>完整的一手牌</translation>
        </message>
        <message>
            <source>a full flush</source>
            <translation>清一色</translation>
        </message>
        <message>
            <source>a half flush</source>
            <translation>混一色</translation>
        </message>
        <message>
            <source>a quick hand</source>
            <translation>速成和牌</translation>
        </message>
        <message>
            <source>a ready hand</source>
            <translation>听牌</translation>
        </message>
        <message>
            <source>aims at {route}, worth more: {shanten_text} on that route ({nearest} shanten to any winning hand); {useful} tiles improve the hand</source>
            <translation>瞄准{route}，番数更高：这条路线{shanten_text}（离任意和牌{nearest}向听）；有{useful}张牌能让手牌更好</translation>
        </message>
        <message>
            <source>all chows</source>
            <translation>平和</translation>
        </message>
        <message>
            <source>all pungs</source>
            <translation>对对和</translation>
        </message>
        <message>
            <source>chi: it completes a group (and {huxi} huxi)</source>
            <translation>吃：凑成一组（{huxi}胡息）</translation>
        </message>
        <message>
            <source>clear the missing suit first: {tile}</source>
            <translation>先打掉缺门的牌：{tile}</translation>
        </message>
        <message>
            <source>declare {suit} missing: {count} tiles to clear, the other suits build best</source>
            <translation>定缺{suit}：需打掉{count}张，其他花色更好组牌</translation>
        </message>
        <message>
            <source>discard {tile}: it joins no group</source>
            <translation>打出{tile}：它不成任何组</translation>
        </message>
        <message>
            <source>discard {tile}: keeps {groups} groups and pairs for {huxi} huxi</source>
            <translation>打出{tile}：保留{groups}组和对子，共{huxi}胡息</translation>
        </message>
        <message>
            <source>folds: {seat} is likely ready; {tile} is the safest tile</source>
            <translation>不求和：{seat}可能已听牌；打{tile}最不会放炮</translation>
        </message>
        <message>
            <source>keeps {shanten_text}; {useful} tiles improve the hand</source>
            <translation>保持{shanten_text}；有{useful}张牌能让手牌更好</translation>
        </message>
        <message>
            <source>kong {tile}: an extra draw, and the hand stays as close</source>
            <translation>杠{tile}：多摸一张，手牌进度不变</translation>
        </message>
        <message>
            <source>kong {tile}: the kong pays at once and the hand stays as close</source>
            <translation>杠{tile}：杠立即收钱，手牌进度不变</translation>
        </message>
        <message>
            <source>pass the win: it pays {now}, a likely self-draw about {later}</source>
            <translation>先不胡：现在得{now}，自摸可得{later}</translation>
        </message>
        <message>
            <source>pass {tiles}: {suit} is the suit to give up ({count} tiles), these build least</source>
            <translation>换出 {tiles}：{suit}是该放弃的花色（{count} 张），这几张最难成型</translation>
        </message>
        <message>
            <source>pass: claiming would leave no hand worth {minimum} faan</source>
            <translation>过：吃碰后凑不出{minimum}番的牌</translation>
        </message>
        <message>
            <source>pass: taking it would not bring a better hand</source>
            <translation>过：要这张牌不能让手牌更好</translation>
        </message>
        <message>
            <source>pass: the card does not help the hand</source>
            <translation>过：这张牌对手牌没有用</translation>
        </message>
        <message>
            <source>pushes: the hand is worth more than the risk from {seat}</source>
            <translation>继续求和：这手牌的番数比向{seat}放炮的可能更重要</translation>
        </message>
        <message>
            <source>seven pairs</source>
            <translation>七对子</translation>
        </message>
        <message>
            <source>the only legal move</source>
            <translation>只有这一种走法</translation>
        </message>
        <message>
            <source>thirteen orphans</source>
            <translation>十三幺</translation>
        </message>
        <message>
            <source>win: the hand is complete</source>
            <translation>和牌：手牌已完成</translation>
        </message>
        <message>
            <source>{kind} {tile}: it brings the hand to {shanten_text}</source>
            <translation>{kind}{tile}：手牌变为{shanten_text}</translation>
        </message>
        <message>
            <source>{kind}: the meld adds {huxi} huxi</source>
            <translation>{kind}：这组牌带来{huxi}胡息</translation>
        </message>
        <message>
            <source>{n} shanten</source>
            <translation>{n}向听</translation>
        </message>
    </context>
    <context>
        <name>HouseRules</name>
        <message>
            <source>+1 base point</source>
            <translation>加 1 底分</translation>
        </message>
        <message>
            <source>+1 fan</source>
            <translation>加 1 番</translation>
        </message>
        <message>
            <source>0 faan</source>
            <translation>0 番</translation>
        </message>
        <message>
            <source>1 faan</source>
            <translation>1 番</translation>
        </message>
        <message>
            <source>10 faan</source>
            <translation>10 番</translation>
        </message>
        <message>
            <source>10 huxi</source>
            <translation>10 胡息</translation>
        </message>
        <message>
            <source>13 faan</source>
            <translation>13 番</translation>
        </message>
        <message>
            <source>15 huxi</source>
            <translation>15 胡息</translation>
        </message>
        <message>
            <source>3 faan</source>
            <translation>3 番</translation>
        </message>
        <message>
            <source>3 fan</source>
            <translation>3 番</translation>
        </message>
        <message>
            <source>4 fan</source>
            <translation>4 番</translation>
        </message>
        <message>
            <source>5 fan</source>
            <translation>5 番</translation>
        </message>
        <message>
            <source>8 faan</source>
            <translation>8 番</translation>
        </message>
        <message>
            <source>A player who deals in on the discard after their own kong hands that kong's collection to the winner.</source>
            <translation>杠后打出的牌点炮者，须把该杠所收的钱转给和牌者。</translation>
        </message>
        <message>
            <source>All pay, the discarder double</source>
            <translation>三家都付，点炮者付双倍</translation>
        </message>
        <message>
            <source>All-red, all-black and one-red hands score extra tun.</source>
            <translation>红胡、黑胡和一点红加计囤数。</translation>
        </message>
        <message>
            <source>Before the missing suit, each player passes three tiles of one suit, the direction chosen by the dice.</source>
            <translation>定缺之前，每位玩家交出同一花色的三张牌，方向由骰子决定。</translation>
        </message>
        <message>
            <source>Call transfer</source>
            <translation>呼叫转移</translation>
        </message>
        <message>
            <source>Fan limit</source>
            <translation>番数封顶</translation>
        </message>
        <message>
            <source>Flowers and seasons</source>
            <translation>花牌与季牌</translation>
        </message>
        <message>
            <source>House rules</source>
            <translation>家规</translation>
        </message>
        <message>
            <source>House rules: {rules}</source>
            <translation>家规：{rules}</translation>
        </message>
        <message>
            <source>Limit</source>
            <translation>封顶</translation>
        </message>
        <message>
            <source>Minimum faan</source>
            <translation>起和番数</translation>
        </message>
        <message>
            <source>Minimum huxi</source>
            <translation>起和胡息</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>On</source>
            <translation>开启</translation>
        </message>
        <message>
            <source>Payment on a discard win</source>
            <translation>点炮和牌的支付</translation>
        </message>
        <message>
            <source>Red and black hands</source>
            <translation>红黑胡</translation>
        </message>
        <message>
            <source>Self-draw bonus</source>
            <translation>自摸加成</translation>
        </message>
        <message>
            <source>The discarder pays all</source>
            <translation>点炮者包付</translation>
        </message>
        <message>
            <source>The faan a hand needs to win.</source>
            <translation>一手牌和牌所需的番数。</translation>
        </message>
        <message>
            <source>The huxi a hand needs to win.</source>
            <translation>一手牌和牌所需的胡息。</translation>
        </message>
        <message>
            <source>The most faan a hand scores; a limit hand scores this.</source>
            <translation>一手牌最多计的番数；满贯牌即计此数。</translation>
        </message>
        <message>
            <source>The most fan a win counts.</source>
            <translation>一次和牌最多计的番数。</translation>
        </message>
        <message>
            <source>Three-tile exchange</source>
            <translation>换三张</translation>
        </message>
        <message>
            <source>What a self-drawn win adds: one base point, or one fan.</source>
            <translation>自摸和牌加什么：加一个底分，或加一番。</translation>
        </message>
        <message>
            <source>Whether the discarder pays for everyone, or everyone pays and the discarder double.</source>
            <translation>由点炮者包付全部，还是三家都付、点炮者付双倍。</translation>
        </message>
        <message>
            <source>With</source>
            <translation>有花</translation>
        </message>
        <message>
            <source>With them, 144 tiles and walls of 18 stacks; without, 136 tiles and 17.</source>
            <translation>有花时共 144 张牌，每边 18 墩；无花时共 136 张牌，每边 17 墩。</translation>
        </message>
        <message>
            <source>Without</source>
            <translation>无花</translation>
        </message>
        <message>
            <source>{option}:</source>
            <translation>{option}：</translation>
        </message>
        <message>
            <source>{option}: {choice}</source>
            <translation>{option}：{choice}</translation>
        </message>
    </context>
    <context>
        <name>HouseRulesBox</name>
        <message>
            <source>House rules</source>
            <translation>家规</translation>
        </message>
        <message>
            <source>The &amp;sheet's rules</source>
            <translation>原始规则(&amp;S)</translation>
        </message>
        <message>
            <source>Every option of this game back to the rules of the original sheet</source>
            <translation>把本游戏的所有选项恢复为原始规则</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Mahjong Desktop</source>
            <extracomment>the New game dialog asked for a game's guided first deal (``ui.guide``): its variant</extracomment>
            <translation>Mahjong Desktop 麻将</translation>
        </message>
        <message>
            <source>Game and deal</source>
            <translation>游戏与局数</translation>
        </message>
        <message>
            <source>Match totals</source>
            <translation>比赛总分</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <source>What the selected discard leaves</source>
            <translation>打出所选牌后的情况</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>提示 (H)</translation>
        </message>
        <message>
            <source>What a strong player would do now; you still choose</source>
            <translation>强手现在会这样打；由你决定</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <source>Full rules</source>
            <translation>完整规则</translation>
        </message>
        <message>
            <source>&amp;Table</source>
            <translation>牌桌(&amp;T)</translation>
        </message>
        <message>
            <source>Full &amp;rules</source>
            <translation>完整规则(&amp;R)</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>新游戏(&amp;N)…</translation>
        </message>
        <message>
            <source>Next &amp;deal</source>
            <translation>下一局(&amp;D)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <source>No game yet: Game &gt; New game (Ctrl+N)</source>
            <translation>还没有游戏：游戏 &gt; 新游戏（Ctrl+N）</translation>
        </message>
        <message>
            <source>Your turn: click a card to select it, click it again or press Enter; S sorts your cards by group or by value.</source>
            <translation>轮到你了：单击一张牌选中，再单击或按回车打出；按 S 键可按牌组或按点数理牌。</translation>
        </message>
        <message>
            <source>Your turn: click a tile to select it, click it again or press Enter.</source>
            <translation>轮到你：单击一张牌选中，再单击一次或按回车打出。</translation>
        </message>
        <message>
            <source>Claim the card with a button, or pass (Space).</source>
            <translation>用按钮要这张牌，或选择过（空格）。</translation>
        </message>
        <message>
            <source>Claim the tile with a button, or pass (Space).</source>
            <translation>用按钮要这张牌，或按空格过。</translation>
        </message>
        <message>
            <source>Choose your missing suit to start the deal.</source>
            <translation>请选择缺门以开始本局。</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>计算中…</translation>
        </message>
        <message>
            <source>{game} · deal {n}</source>
            <translation>{game} · 第 {n} 局</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>Add {tiles} to the pung</source>
            <translation>把 {tiles} 加到碰上（加杠）</translation>
        </message>
        <message>
            <source>All 2-5-8 pungs</source>
            <translation>将对</translation>
        </message>
        <message>
            <source>All black: no red card, tun ×{times}</source>
            <translation>乌胡：没有红字，囤数 ×{times}</translation>
        </message>
        <message>
            <source>All chows</source>
            <translation>平和</translation>
        </message>
        <message>
            <source>All four flowers</source>
            <translation>一台花</translation>
        </message>
        <message>
            <source>All four seasons</source>
            <translation>一台季</translation>
        </message>
        <message>
            <source>All honours</source>
            <translation>字一色</translation>
        </message>
        <message>
            <source>All pungs</source>
            <translation>对对和</translation>
        </message>
        <message>
            <source>All red: {red} red cards, tun ×{times}</source>
            <translation>全红：{red} 张红字，囤数 ×{times}</translation>
        </message>
        <message>
            <source>All terminals</source>
            <translation>清幺九</translation>
        </message>
        <message>
            <source>Basic win</source>
            <translation>平胡</translation>
        </message>
        <message>
            <source>Big four winds</source>
            <translation>大四喜</translation>
        </message>
        <message>
            <source>Big three dragons</source>
            <translation>大三元</translation>
        </message>
        <message>
            <source>Chi {claimed} with {tiles}</source>
            <translation>用 {tiles} 吃 {claimed}</translation>
        </message>
        <message>
            <source>Chi {group}</source>
            <translation>吃 {group}</translation>
        </message>
        <message>
            <source>Chow {claimed} with {tiles}</source>
            <translation>用 {tiles} 吃 {claimed}</translation>
        </message>
        <message>
            <source>Concealed hand</source>
            <translation>门前清</translation>
        </message>
        <message>
            <source>Concealed kong {tiles}</source>
            <translation>暗杠 {tiles}</translation>
        </message>
        <message>
            <source>Declare {choice} missing</source>
            <translation>定缺：{choice}</translation>
        </message>
        <message>
            <source>Discard {tiles}</source>
            <translation>打出 {tiles}</translation>
        </message>
        <message>
            <source>Dragon pung</source>
            <translation>三元牌刻子</translation>
        </message>
        <message>
            <source>Four concealed pungs</source>
            <translation>四暗刻</translation>
        </message>
        <message>
            <source>Four kongs</source>
            <translation>十八罗汉</translation>
        </message>
        <message>
            <source>Full flush</source>
            <translation>清一色</translation>
        </message>
        <message>
            <source>Golden single wait</source>
            <translation>金钩钓</translation>
        </message>
        <message>
            <source>Half flush</source>
            <translation>混一色</translation>
        </message>
        <message>
            <source>Heavenly hand</source>
            <translation>天和</translation>
        </message>
        <message>
            <source>Kan {group}</source>
            <translation>坎 {group}</translation>
        </message>
        <message>
            <source>Kong {claimed}</source>
            <translation>杠 {claimed}</translation>
        </message>
        <message>
            <source>Nine gates</source>
            <translation>九莲宝灯</translation>
        </message>
        <message>
            <source>No flowers</source>
            <translation>无花</translation>
        </message>
        <message>
            <source>One red card: tun ×{times}</source>
            <translation>点胡：仅一张红字，囤数 ×{times}</translation>
        </message>
        <message>
            <source>Outside hand</source>
            <translation>带幺九</translation>
        </message>
        <message>
            <source>Pair {group}</source>
            <translation>对子 {group}</translation>
        </message>
        <message>
            <source>Pao {claimed}</source>
            <translation>跑 {claimed}</translation>
        </message>
        <message>
            <source>Pao {group}</source>
            <translation>跑 {group}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>过</translation>
        </message>
        <message>
            <source>Pass {tiles}</source>
            <translation>换出 {tiles}</translation>
        </message>
        <message>
            <source>Peng {claimed}</source>
            <translation>碰 {claimed}</translation>
        </message>
        <message>
            <source>Peng {group}</source>
            <translation>碰 {group}</translation>
        </message>
        <message>
            <source>Pung {claimed}</source>
            <translation>碰 {claimed}</translation>
        </message>
        <message>
            <source>Red hand: {red} red cards, tun ×{times}</source>
            <translation>红胡：{red} 张红字，囤数 ×{times}</translation>
        </message>
        <message>
            <source>Robbing a kong</source>
            <translation>抢杠</translation>
        </message>
        <message>
            <source>Root (four of a kind)</source>
            <translation>根（四张相同）</translation>
        </message>
        <message>
            <source>Round wind pung</source>
            <translation>圈风刻</translation>
        </message>
        <message>
            <source>Seat flower</source>
            <translation>正花</translation>
        </message>
        <message>
            <source>Seat season</source>
            <translation>正季</translation>
        </message>
        <message>
            <source>Seat wind pung</source>
            <translation>门风刻</translation>
        </message>
        <message>
            <source>Self-drawn</source>
            <translation>自摸</translation>
        </message>
        <message>
            <source>Seven pairs</source>
            <translation>七对</translation>
        </message>
        <message>
            <source>Sichuan uses only the 108 suit tiles, not {tiles}</source>
            <translation>四川麻将只用 108 张数牌，不用 {tiles}</translation>
        </message>
        <message>
            <source>Small three dragons</source>
            <translation>小三元</translation>
        </message>
        <message>
            <source>Thirteen orphans</source>
            <translation>十三幺</translation>
        </message>
        <message>
            <source>Ti {group}</source>
            <translation>提 {group}</translation>
        </message>
        <message>
            <source>Wei {group}</source>
            <translation>偎 {group}</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>和牌</translation>
        </message>
        <message>
            <source>Win on a kong's replacement tile</source>
            <translation>杠上开花</translation>
        </message>
        <message>
            <source>Win on the last discard</source>
            <translation>河底捞鱼</translation>
        </message>
        <message>
            <source>Win on the last tile</source>
            <translation>海底</translation>
        </message>
        <message>
            <source>Win on the last tile of the wall</source>
            <translation>海底捞月</translation>
        </message>
        <message>
            <source>a dead hand can not win</source>
            <translation>死手不能和牌</translation>
        </message>
        <message>
            <source>a dead hand may only reveal and make pao or ti</source>
            <translation>死手只能翻牌、跑或提</translation>
        </message>
        <message>
            <source>a kan can not be split or discarded from</source>
            <translation>坎不能拆开，也不能从中打牌</translation>
        </message>
        <message>
            <source>a stinking card: you discarded this card earlier</source>
            <translation>臭牌：你先前打出过这张牌</translation>
        </message>
        <message>
            <source>a stinking card: you refused this card earlier</source>
            <translation>臭牌：你先前放过这张牌</translation>
        </message>
        <message>
            <source>a winning card and its source go together</source>
            <translation>和牌的牌与其来源须一并给出</translation>
        </message>
        <message>
            <source>a {kind} holds {size} cards, not {count}: {tiles}</source>
            <translation>{kind} 由 {size} 张牌组成，不是 {count} 张：{tiles}</translation>
        </message>
        <message>
            <source>a {kind} holds {size} tiles, not {count}: {tiles}</source>
            <translation>{kind} 由 {size} 张牌组成，不是 {count} 张：{tiles}</translation>
        </message>
        <message>
            <source>added kong</source>
            <translation>加杠</translation>
        </message>
        <message>
            <source>bamboo</source>
            <translation>条子</translation>
        </message>
        <message>
            <source>big %1</source>
            <translation>大%1</translation>
        </message>
        <message>
            <source>bonus tiles cannot be part of a meld: {text}</source>
            <translation>花牌不能组成副露：{text}</translation>
        </message>
        <message>
            <source>bonus tiles go in --bonus, not in the hand: {text}</source>
            <translation>花牌应填在“花牌”栏，不在手牌中：{text}</translation>
        </message>
        <message>
            <source>call transfer</source>
            <translation>呼叫转移</translation>
        </message>
        <message>
            <source>cannot read {part} in {text}</source>
            <translation>无法读取 {text} 中的 {part}</translation>
        </message>
        <message>
            <source>cannot read {text}</source>
            <translation>无法读取 {text}</translation>
        </message>
        <message>
            <source>characters</source>
            <translation>万子</translation>
        </message>
        <message>
            <source>concealed kong</source>
            <translation>暗杠</translation>
        </message>
        <message>
            <source>discard your missing suit ({suit}) first</source>
            <translation>请先打掉缺门（{suit}）</translation>
        </message>
        <message>
            <source>dots</source>
            <translation>筒子</translation>
        </message>
        <message>
            <source>each flower and season exists once: {text}</source>
            <translation>每张花牌只有一张：{text}</translation>
        </message>
        <message>
            <source>empty meld in {text}</source>
            <translation>{text} 中有空的副露</translation>
        </message>
        <message>
            <source>exposed kong</source>
            <translation>明杠</translation>
        </message>
        <message>
            <source>flower pig</source>
            <translation>花猪</translation>
        </message>
        <message>
            <source>flowers and seasons go in the Flowers field, not in the hand: {text}</source>
            <translation>花牌应填在“花牌”栏，不在手牌中：{text}</translation>
        </message>
        <message>
            <source>heavenly hand</source>
            <translation>天胡</translation>
        </message>
        <message>
            <source>holds the missing suit</source>
            <translation>手中有缺门牌</translation>
        </message>
        <message>
            <source>it is not your move</source>
            <translation>还没轮到你</translation>
        </message>
        <message>
            <source>it is not {seat}'s move</source>
            <translation>还没轮到 {seat}</translation>
        </message>
        <message>
            <source>kong tax refund</source>
            <translation>退税（杠钱）</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:CARDS</source>
            <translation>组合 {text} 不符合“种类:牌”的格式</translation>
        </message>
        <message>
            <source>meld {text} is not KIND:TILES</source>
            <translation>副露 {text} 不符合“种类:牌”的格式</translation>
        </message>
        <message>
            <source>no card of value {value} (cards go 1-10)</source>
            <translation>没有点数为 {value} 的牌（牌为 1–10）</translation>
        </message>
        <message>
            <source>no flowers or seasons in a game without them: {text}</source>
            <translation>无花牌局中没有花牌和季牌：{text}</translation>
        </message>
        <message>
            <source>no tile {tile} (bonus tiles go 1-8) in {text}</source>
            <translation>{text} 中没有 {tile} 这张牌（花牌为 1–8）</translation>
        </message>
        <message>
            <source>no tile {tile} (honours go 1-7) in {text}</source>
            <translation>{text} 中没有 {tile} 这张牌（字牌为 1–7）</translation>
        </message>
        <message>
            <source>no tile {tile} (suits go 1-9) in {text}</source>
            <translation>{text} 中没有 {tile} 这张牌（花色牌为 1–9）</translation>
        </message>
        <message>
            <source>not a winning hand</source>
            <translation>不是和牌牌型</translation>
        </message>
        <message>
            <source>not ready</source>
            <translation>未听牌（查叫）</translation>
        </message>
        <message>
            <source>one can win only on a card revealed from the stock, not on a discard</source>
            <translation>只能和从牌堆翻出的牌，不能和打出的牌</translation>
        </message>
        <message>
            <source>only a tile drawn after the pung was made may be added to it</source>
            <translation>只有碰之后摸到的牌才能加杠</translation>
        </message>
        <message>
            <source>pass three tiles of one suit from your hand, not {tiles}</source>
            <translation>请从手牌中换出同一花色的三张牌，而不是 {tiles}</translation>
        </message>
        <message>
            <source>robbing the kong</source>
            <translation>抢杠</translation>
        </message>
        <message>
            <source>self-drawn win</source>
            <translation>自摸和牌</translation>
        </message>
        <message>
            <source>small %1</source>
            <translation>小%1</translation>
        </message>
        <message>
            <source>the cards do not make seven groups</source>
            <translation>牌凑不成七组</translation>
        </message>
        <message>
            <source>the deal is over</source>
            <translation>本局已结束</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (19 + {fours} with {fours} ti or pao before the winning card, and that card)</source>
            <translation>手牌连同组合共 {size} 张，应为 {expected} 张（胡牌前 19 + {fours} 张、有 {fours} 个提或跑，再加胡的那张）</translation>
        </message>
        <message>
            <source>the hand has {size} cards with its melds, expected {expected} (20 with no ti or pao before the winning card, and that card)</source>
            <translation>手牌连同组合共 {size} 张，应为 {expected} 张（胡牌前 20 张、无提无跑，再加胡的那张）</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (with a winning tile; a meld counts 3)</source>
            <translation>手牌有 {size} 张，应为 {expected} 张（含和牌；每组副露算 3 张）</translation>
        </message>
        <message>
            <source>the hand has {size} tiles, expected {expected} (without a winning tile; a meld counts 3)</source>
            <translation>手牌有 {size} 张，应为 {expected} 张（不含和牌；每组副露算 3 张）</translation>
        </message>
        <message>
            <source>the winning card {card} is not in the hand (--hand includes it)</source>
            <translation>胡的牌 {card} 不在手牌中（手牌须包含它）</translation>
        </message>
        <message>
            <source>the winning tile {tile} is not in the hand</source>
            <translation>和牌 {tile} 不在手牌中</translation>
        </message>
        <message>
            <source>there are no chows in Sichuan mahjong</source>
            <translation>四川麻将不能吃</translation>
        </message>
        <message>
            <source>there is no seat {seat} at this table</source>
            <translation>这张牌桌没有座位 {seat}</translation>
        </message>
        <message>
            <source>unknown meld kind {kind} (expected {expected})</source>
            <translation>未知的组合种类 {kind}（可用：{expected}）</translation>
        </message>
        <message>
            <source>win</source>
            <translation>和牌</translation>
        </message>
        <message>
            <source>win on discard</source>
            <translation>点和</translation>
        </message>
        <message>
            <source>you still hold your missing suit ({suit}): no pung, kong or win</source>
            <translation>你手中仍有缺门牌（{suit}）：不能碰、杠或和</translation>
        </message>
        <message>
            <source>{cards} is not a valid {kind}</source>
            <translation>{cards} 不是有效的{kind}</translation>
        </message>
        <message>
            <source>{count} copies of {card}, there are only {limit}</source>
            <translation>{card} 有 {count} 张，但只有 {limit} 张</translation>
        </message>
        <message>
            <source>{count} copies of {tile}, there are only {limit}</source>
            <translation>{tile} 有 {count} 张，但只有 {limit} 张</translation>
        </message>
        <message>
            <source>{kind} is not a legal move now</source>
            <translation>现在不能{kind}</translation>
        </message>
        <message>
            <source>{kind} is not a meld on the table</source>
            <translation>{kind} 不是桌面上的组合</translation>
        </message>
        <message>
            <source>{kind} {tiles} is not a valid {kind}</source>
            <translation>{tiles} 不是有效的 {kind}</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its cards, as in peng:555x</source>
            <translation>{text} 不是有效的组合：请写出种类、英文冒号和牌，例如 peng:555x</translation>
        </message>
        <message>
            <source>{text} is not a meld: write its kind, a colon and its tiles, as in pung:555m</source>
            <translation>{text} 不是有效的副露：请写出种类、英文冒号和牌，例如 pung:555m</translation>
        </message>
        <message>
            <source>{tile} is not a flower or season</source>
            <translation>{tile} 不是花牌</translation>
        </message>
        <message>
            <source>{total} {unit}, {minimum} needed</source>
            <translation>{total} {unit}，需要 {minimum}</translation>
        </message>
    </context>
    <context>
        <name>MissingSuitDialog</name>
        <message>
            <source>Characters</source>
            <translation>万子</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>筒子</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>条子</translation>
        </message>
        <message>
            <source>Choose your missing suit</source>
            <translation>选择缺门</translation>
        </message>
        <message>
            <source>Declare the suit you will not keep. Tiles of it must be discarded first, and you can neither pung, kong nor win while you hold one.</source>
            <translation>宣布你不要的花色。这门牌必须先打掉；手里还有时不能碰、杠或和牌。</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>你的手牌</translation>
        </message>
        <message>
            <source>{number}  {suit} ({count} in hand)</source>
            <translation>{number}  {suit}（手中 {count} 张）</translation>
        </message>
        <message>
            <source>Missing suit: {suit}</source>
            <translation>缺门：{suit}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Hint (H)</source>
            <translation>提示 (H)</translation>
        </message>
        <message>
            <source>Which suit a strong player would drop, and why</source>
            <translation>高手会缺哪一门，以及原因</translation>
        </message>
        <message>
            <source>Thinking…</source>
            <translation>思考中…</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>Computer {n}</source>
            <translation>电脑 {n}</translation>
        </message>
        <message>
            <source>East</source>
            <translation>东</translation>
        </message>
        <message>
            <source>Hong Kong mahjong</source>
            <translation>香港麻将</translation>
        </message>
        <message>
            <source>North</source>
            <translation>北</translation>
        </message>
        <message>
            <source>Paohuzi</source>
            <translation>跑胡子</translation>
        </message>
        <message>
            <source>Easy: a beginner who often slips</source>
            <translation>简单：常犯错的新手</translation>
        </message>
        <message>
            <source>Greedy: fast hands, no defence (practice opponent)</source>
            <translation>贪心：只求快速成牌，不防守（练习对手）</translation>
        </message>
        <message>
            <source>Hard: plays its best, never slips</source>
            <translation>困难：全力以赴，从不失误</translation>
        </message>
        <message>
            <source>Normal: a good player who sometimes slips</source>
            <translation>普通：偶尔失误的好手</translation>
        </message>
        <message>
            <source>Random moves (test opponent)</source>
            <translation>随机出牌（测试对手）</translation>
        </message>
        <message>
            <source>Sichuan mahjong</source>
            <translation>四川麻将</translation>
        </message>
        <message>
            <source>South</source>
            <translation>南</translation>
        </message>
        <message>
            <source>West</source>
            <translation>西</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message>
            <source>{wind} ({who})</source>
            <translation>{wind}（{who}）</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>New game</source>
            <translation>新游戏</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <source>Opponents' strength</source>
            <translation>对手强度</translation>
        </message>
        <message>
            <source>Rotate the dealer after each deal</source>
            <translation>每局后轮庄</translation>
        </message>
        <message>
            <source>Rotate the dealer</source>
            <translation>轮庄</translation>
        </message>
        <message>
            <source>G&amp;uided first deal</source>
            <translation>新手引导局(&amp;U)</translation>
        </message>
        <message>
            <source>An arranged deal of this game with tips at the moments that matter</source>
            <translation>一局为本游戏预先安排好的牌，关键时刻会给出提示</translation>
        </message>
        <message>
            <source>&amp;Game:</source>
            <translation>游戏(&amp;G)：</translation>
        </message>
        <message>
            <source>&amp;Opponents:</source>
            <translation>对手(&amp;O)：</translation>
        </message>
    </context>
    <context>
        <name>NoticeArea</name>
        <message>
            <source>Dismiss this notice</source>
            <translation>关闭此通知</translation>
        </message>
    </context>
    <context>
        <name>PercentSlider</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
    </context>
    <context>
        <name>PreferencesDialog</name>
        <message>
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>关闭</translation>
        </message>
        <message>
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>偏好设置</translation>
        </message>
        <message>
            <source>Green felt</source>
            <translation>绿色台呢</translation>
        </message>
        <message>
            <source>Blue felt</source>
            <translation>蓝色台呢</translation>
        </message>
        <message>
            <source>Red felt</source>
            <translation>红色台呢</translation>
        </message>
        <message>
            <source>Wood</source>
            <translation>木纹</translation>
        </message>
        <message>
            <source>Slate</source>
            <translation>石板</translation>
        </message>
        <message>
            <source>Table &amp;colour:</source>
            <translation>桌面颜色(&amp;C)：</translation>
        </message>
        <message>
            <source>&amp;Tile size:</source>
            <translation>牌的大小(&amp;T)：</translation>
        </message>
        <message>
            <source>&amp;Animation speed:</source>
            <translation>动画速度(&amp;A)：</translation>
        </message>
        <message>
            <source>&amp;Bot pace:</source>
            <translation>电脑节奏(&amp;B)：</translation>
        </message>
        <message>
            <source>How fast tiles move; 0 places them at once</source>
            <translation>牌移动的速度；0 表示立即到位</translation>
        </message>
        <message>
            <source>Your hand, the melds and the face-up tiles; the rest of the table makes room</source>
            <translation>你的手牌、副露和明牌；桌上其他部分为它们让出空间</translation>
        </message>
        <message>
            <source>How long each computer player waits before it moves</source>
            <translation>每个电脑玩家出牌前等待的时间</translation>
        </message>
        <message>
            <source>Contrast:</source>
            <translation>对比度：</translation>
        </message>
        <message>
            <source>Flatten or sharpen the tones</source>
            <translation>让色调更柔和或更鲜明</translation>
        </message>
        <message>
            <source>Grain:</source>
            <translation>颗粒：</translation>
        </message>
        <message>
            <source>A film-grain texture over the table</source>
            <translation>覆盖在桌面上的胶片颗粒纹理</translation>
        </message>
        <message>
            <source>Colour temperature:</source>
            <translation>色温：</translation>
        </message>
        <message>
            <source>From cool blue to warm amber</source>
            <translation>从冷蓝到暖琥珀</translation>
        </message>
        <message>
            <source>Show the corner &amp;index on tiles (5m, E, Wh…)</source>
            <translation>在牌角显示标记(&amp;I)（5m、E、Wh…）</translation>
        </message>
        <message>
            <source>Show the index on Paohuzi car&amp;ds (2x, 10d…)</source>
            <translation>在跑胡子的牌上显示标记(&amp;D)（2x、10d…）</translation>
        </message>
        <message>
            <source>&amp;Reduce motion (no animations, no grain)</source>
            <translation>减少动态效果(&amp;R)（无动画、无颗粒）</translation>
        </message>
        <message>
            <source>Show the &amp;header above the table</source>
            <translation>在牌桌上方显示顶栏(&amp;H)</translation>
        </message>
    </context>
    <context>
        <name>ReplayViewer</name>
        <message>
            <source>|◀ Start</source>
            <extracomment>play on from this many actions: the position shown</extracomment>
            <translation>|◀ 开始</translation>
        </message>
        <message>
            <source>◀ &amp;Back</source>
            <translation>◀ 后退(&amp;B)</translation>
        </message>
        <message>
            <source>&amp;Forward ▶</source>
            <translation>前进(&amp;F) ▶</translation>
        </message>
        <message>
            <source>End ▶|</source>
            <translation>结束 ▶|</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>计分表(&amp;S)</translation>
        </message>
        <message>
            <source>Re&amp;view this deal</source>
            <translation>复盘本局(&amp;V)</translation>
        </message>
        <message>
            <source>&amp;Play on from here</source>
            <translation>从这里接着打(&amp;P)</translation>
        </message>
        <message>
            <source>Take your seat at this point and play on against the computers: a practice deal, counted apart in your statistics, in place of the game on the table</source>
            <translation>在此处回到你的座位，继续与电脑对局：这是一局练习，在统计中单独计算，并会替换桌上当前的牌局</translation>
        </message>
        <message>
            <source>&amp;Close</source>
            <translation>关闭(&amp;C)</translation>
        </message>
        <message>
            <source>Replay: {game}, deal {deal}</source>
            <translation>回放：{game}，第 {deal} 局</translation>
        </message>
        <message>
            <source>The deal as dealt ({n} actions follow).</source>
            <translation>发牌时的局面（之后共 {n} 步）。</translation>
        </message>
        <message>
            <source>Action {k} of {n}: {who} — {kind} {tiles}</source>
            <translation>第 {k} 步，共 {n} 步：{who} — {kind} {tiles}</translation>
        </message>
        <message>
            <source>(the deal is over)</source>
            <translation>（本局已结束）</translation>
        </message>
    </context>
    <context>
        <name>ReviewDialog</name>
        <message>
            <source>Deal-in</source>
            <translation>放铳</translation>
        </message>
        <message>
            <source>Expected points</source>
            <translation>期望得分</translation>
        </message>
        <message>
            <source>Expected points given up: an inaccuracy from {inaccuracy}, a mistake from {mistake}, a blunder from {blunder} (a cost within twice its error is fine).</source>
            <translation>损失的期望得分：{inaccuracy} 起为欠佳，{mistake} 起为失误，{blunder} 起为大错（在两倍误差以内算作无妨）。</translation>
        </message>
        <message>
            <source>Here a discard, claim, pass or kong is valued by the hard bot's estimate of the hand it leaves (each way to finish it: its odds times its points), with no error to state; a declined win is played out.</source>
            <translation>此处打牌、吃碰杠或过都按困难机器人对所留手牌的估计来评价（每种和牌方式：其机会乘以其分数），没有误差可言；放弃的和牌则以模拟对局评价。</translation>
        </message>
        <message>
            <source>Option</source>
            <translation>选项</translation>
        </message>
        <message>
            <source>Rating {rating}/100 — {bad} in {decisions}</source>
            <translation>评分 {rating}/100 — {decisions}中{bad}</translation>
        </message>
        <message>
            <source>The judge would choose {choice}.</source>
            <translation>评判会选择：{choice}。</translation>
        </message>
        <message>
            <source>The judge's estimate rates your choice {cost} points higher: {grade}.</source>
            <translation>评判的估计认为你的选择高出 {cost} 分：{grade}。</translation>
        </message>
        <message>
            <source>The play-outs rate your choice {cost} ± {error} points higher: {grade}.</source>
            <translation>模拟对局认为你的选择高出 {cost} ± {error} 分：{grade}。</translation>
        </message>
        <message>
            <source>Why: {reason}</source>
            <translation>理由：{reason}</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>和牌</translation>
        </message>
        <message>
            <source>You chose as the judge would: {reason}.</source>
            <translation>你的选择与评判相同：{reason}。</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} points: {grade}.</source>
            <translation>你的选择损失 {cost} 分：{grade}。</translation>
        </message>
        <message>
            <source>Your choice gave up {cost} ± {error} points: {grade}.</source>
            <translation>你的选择损失 {cost} ± {error} 分：{grade}。</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>大错</translation>
        </message>
        <message>
            <source>fine</source>
            <translation>无妨</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>欠佳</translation>
        </message>
        <message>
            <source>judge</source>
            <translation>评判</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>失误</translation>
        </message>
        <message>
            <source>yours</source>
            <translation>你的</translation>
        </message>
        <message numerus="yes">
            <source>%n bad move(s)</source>
            <translation>
                <numerusform>%n 步坏棋</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n decision(s)</source>
            <translation>
                <numerusform>%n 个决定</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal review</source>
            <translation>本局复盘</translation>
        </message>
        <message>
            <source>&amp;Cancel</source>
            <translation>取消(&amp;C)</translation>
        </message>
        <message>
            <source>&amp;Review again</source>
            <translation>重新复盘(&amp;R)</translation>
        </message>
        <message>
            <source>◀ &amp;Previous marked</source>
            <translation>◀ 上一处标记(&amp;P)</translation>
        </message>
        <message>
            <source>Next &amp;marked ▶</source>
            <translation>下一处标记(&amp;M) ▶</translation>
        </message>
        <message>
            <source>Show in &amp;replay</source>
            <translation>在回放中查看(&amp;R)</translation>
        </message>
        <message>
            <source>The replay at the position just before it</source>
            <translation>回放到该决定之前的局面</translation>
        </message>
        <message>
            <source>C&amp;lose</source>
            <translation>关闭(&amp;L)</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>步</translation>
        </message>
        <message>
            <source>Your choice</source>
            <translation>你的选择</translation>
        </message>
        <message>
            <source>Judge's choice</source>
            <translation>评判的选择</translation>
        </message>
        <message>
            <source>Grade</source>
            <translation>评级</translation>
        </message>
        <message>
            <source>Cost (points)</source>
            <translation>损失（分）</translation>
        </message>
        <message>
            <source>Reviewing the deal…</source>
            <translation>正在复盘…</translation>
        </message>
        <message>
            <source>The review was cancelled: nothing was kept.</source>
            <translation>复盘已取消：未保存任何内容。</translation>
        </message>
        <message>
            <source>The deal could not be reviewed.</source>
            <translation>无法复盘本局。</translation>
        </message>
        <message>
            <source>The review made earlier.</source>
            <translation>之前完成的复盘。</translation>
        </message>
        <message>
            <source>The review could not be saved: {error}</source>
            <translation>无法保存复盘：{error}</translation>
        </message>
        <message>
            <source>the same</source>
            <translation>相同</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>In bold: the house rules that differ from the sheet; section 8 describes every option.</source>
            <translation>粗体：与原始规则不同的家规；第 8 节说明每个选项。</translation>
        </message>
        <message>
            <source>Every option is the sheet's; section 8 describes the house rules.</source>
            <translation>所有选项均为原始规则；第 8 节介绍家规。</translation>
        </message>
        <message>
            <source>The options of this match:</source>
            <translation>本场比赛的选项：</translation>
        </message>
        <message>
            <source>Print the rules</source>
            <translation>打印规则</translation>
        </message>
        <message>
            <source>Export the rules as PDF</source>
            <translation>将规则导出为 PDF</translation>
        </message>
        <message>
            <source>PDF files (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <source>The file %1 could not be written.</source>
            <translation>无法写入文件 %1。</translation>
        </message>
        <message>
            <source>&amp;Rules of:</source>
            <translation>规则(&amp;R)：</translation>
        </message>
        <message>
            <source>Larger text</source>
            <translation>放大文字</translation>
        </message>
        <message>
            <source>Smaller text</source>
            <translation>缩小文字</translation>
        </message>
        <message>
            <source>&amp;Print…</source>
            <translation>打印(&amp;P)…</translation>
        </message>
        <message>
            <source>Export &amp;PDF…</source>
            <translation>导出 PDF(&amp;P)…</translation>
        </message>
        <message>
            <source>The options of this match</source>
            <translation>本场比赛的选项</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheet</name>
        <message>
            <source>Score sheet</source>
            <translation>计分表</translation>
        </message>
        <message>
            <source>Results of the deal</source>
            <translation>本局结果</translation>
        </message>
        <message>
            <source>&amp;Next deal</source>
            <translation>下一局(&amp;N)</translation>
        </message>
        <message>
            <source>&amp;Review this deal</source>
            <translation>复盘本局(&amp;R)</translation>
        </message>
        <message>
            <source>Close the score sheet</source>
            <translation>关闭计分表</translation>
        </message>
        <message>
            <source>Deal {n}</source>
            <translation>第 {n} 局</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>比赛</translation>
        </message>
        <message>
            <source>No payments.</source>
            <translation>没有付分。</translation>
        </message>
        <message>
            <source>Nobody won this deal.</source>
            <translation>本局无人和牌。</translation>
        </message>
        <message>
            <source>Payments</source>
            <translation>付分</translation>
        </message>
        <message>
            <source>Player</source>
            <translation>玩家</translation>
        </message>
        <message>
            <source>Points: {points}</source>
            <translation>得分：{points}</translation>
        </message>
        <message>
            <source>Standing</source>
            <translation>积分</translation>
        </message>
        <message>
            <source>The deal was won.</source>
            <translation>本局有人和牌。</translation>
        </message>
        <message>
            <source>The other hands</source>
            <translation>其他玩家的牌</translation>
        </message>
        <message>
            <source>The stock is exhausted: a draw.</source>
            <translation>牌堆已翻完：流局。</translation>
        </message>
        <message>
            <source>The wall is exhausted: a draw.</source>
            <translation>牌墙已摸完：流局。</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>本局</translation>
        </message>
        <message>
            <source>Three players have won.</source>
            <translation>已有三家和牌。</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>合计</translation>
        </message>
        <message>
            <source>Winner: {winner} (card from {source})</source>
            <translation>和牌：{winner}（{source} 的牌）</translation>
        </message>
        <message>
            <source>Winner: {winner} (own card)</source>
            <translation>和牌：{winner}（自己翻出的牌）</translation>
        </message>
        <message>
            <source>Winner: {winner} (self-drawn)</source>
            <translation>和牌：{winner}（自摸）</translation>
        </message>
        <message>
            <source>Winner: {winner} (tile from {source})</source>
            <translation>和牌：{winner}（{source} 的牌）</translation>
        </message>
        <message>
            <source>Winning card (marked): {card}</source>
            <translation>胡的牌（已标出）：{card}</translation>
        </message>
        <message>
            <source>Winning tile (marked): {tile}</source>
            <translation>和牌张（已标出）：{tile}</translation>
        </message>
        <message>
            <source>faan</source>
            <translation>番</translation>
        </message>
        <message>
            <source>fan</source>
            <translation>番</translation>
        </message>
        <message>
            <source>huxi</source>
            <translation>胡息</translation>
        </message>
        <message>
            <source>{winners} have won: one player is left, so the deal ends.</source>
            <translation>{winners}已和牌：只剩一位玩家，本局结束。</translation>
        </message>
        <message>
            <source>{winners} won the deal.</source>
            <translation>{winners}赢得本局。</translation>
        </message>
        <message>
            <source>{winners} won; play went on until the wall ran out.</source>
            <translation>{winners}已和牌；其余玩家继续打到牌墙摸完。</translation>
        </message>
        <message>
            <source>{winners} won; then the stock ran out.</source>
            <translation>{winners}胡牌；之后底牌摸完。</translation>
        </message>
    </context>
    <context>
        <name>SeatControl</name>
        <message>
            <source>Take &amp;my seat</source>
            <translation>接管我的座位(&amp;M)</translation>
        </message>
        <message>
            <source>Take my seat (Ctrl+T)</source>
            <translation>接管我的座位 (Ctrl+T)</translation>
        </message>
        <message>
            <source>A computer is playing your seat: play it yourself from this decision on</source>
            <translation>电脑正在替你打：从这一步起由你自己来打</translation>
        </message>
        <message>
            <source>Take my seat</source>
            <translation>接管我的座位</translation>
        </message>
        <message>
            <source>Your seat is yours again: you play from this decision on.</source>
            <translation>座位还给你了：从这一步起由你自己来打。</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <source>no deal reviewed yet</source>
            <translation>尚未复盘任何一局</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <source>&amp;Reset all…</source>
            <translation>全部重置(&amp;R)…</translation>
        </message>
        <message>
            <source>Deals with an undo count only as practice; bot-only demos are not counted.</source>
            <translation>使用过悔棋的牌局只算练习；纯机器人演示不计入。</translation>
        </message>
        <message>
            <source>Deals played</source>
            <translation>已玩局数</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>和牌</translation>
        </message>
        <message>
            <source>Dealt in</source>
            <translation>放铳</translation>
        </message>
        <message>
            <source>Drawn</source>
            <translation>流局</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>得分</translation>
        </message>
        <message>
            <source>Average faan / fan / huxi</source>
            <translation>平均番 / 番 / 胡息</translation>
        </message>
        <message>
            <source>Practice deals</source>
            <translation>练习局数</translation>
        </message>
        <message>
            <source>Best hand</source>
            <translation>最佳牌型</translation>
        </message>
        <message>
            <source>Review rating</source>
            <translation>复盘评分</translation>
        </message>
        <message>
            <source>no win yet</source>
            <translation>尚未和牌</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>重置统计</translation>
        </message>
        <message>
            <source>Forget the statistics of every game?</source>
            <translation>清除所有游戏的统计吗？</translation>
        </message>
        <message>
            <source>S&amp;tatistics…</source>
            <translation>统计(&amp;T)…</translation>
        </message>
        <message numerus="yes">
            <source>mean {rating} over %n reviewed deal(s)</source>
            <translation>
                <numerusform>%n 局复盘的平均分 {rating}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsKeeper</name>
        <message>
            <source>Your statistics could not be read and start again: {why}</source>
            <translation>无法读取你的统计，将重新开始：{why}</translation>
        </message>
        <message>
            <source>Your statistics could not be saved: {error}</source>
            <translation>无法保存你的统计：{error}</translation>
        </message>
    </context>
    <context>
        <name>TableNotices</name>
        <message>
            <source>Missing suits: {list}</source>
            <translation>缺门：{list}</translation>
        </message>
        <message>
            <source>You declare a concealed kong.</source>
            <translation>你暗杠（concealed kong）。</translation>
        </message>
        <message>
            <source>You declare a kong.</source>
            <translation>你开杠（kong）。</translation>
        </message>
        <message>
            <source>You declare a pao.</source>
            <translation>你跑（pao）。</translation>
        </message>
        <message>
            <source>You declare a ti.</source>
            <translation>你提（ti）。</translation>
        </message>
        <message>
            <source>You must make a ti with the revealed card.</source>
            <translation>你必须用翻出的牌提（ti）。</translation>
        </message>
        <message>
            <source>You must make a wei with the revealed card.</source>
            <translation>你必须用翻出的牌偎（wei）。</translation>
        </message>
        <message>
            <source>You win on your own card!</source>
            <translation>你用自己的牌和了！</translation>
        </message>
        <message>
            <source>You win on your own tile!</source>
            <translation>你自摸和牌！</translation>
        </message>
        <message>
            <source>You win on {giver}'s card!</source>
            <translation>你和了 {giver} 的牌！</translation>
        </message>
        <message>
            <source>You win on {giver}'s tile!</source>
            <translation>你和了 {giver} 的牌！</translation>
        </message>
        <message>
            <source>Your hand is dead: no card left to discard. You only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>你成了死手：已无牌可打。此后你只能翻牌、跑或提，不能和牌。</translation>
        </message>
        <message>
            <source>{who} declares a concealed kong.</source>
            <translation>{who} 暗杠（concealed kong）。</translation>
        </message>
        <message>
            <source>{who} declares a kong.</source>
            <translation>{who} 开杠（kong）。</translation>
        </message>
        <message>
            <source>{who} declares a pao.</source>
            <translation>{who} 跑（pao）。</translation>
        </message>
        <message>
            <source>{who} declares a ti.</source>
            <translation>{who} 提（ti）。</translation>
        </message>
        <message>
            <source>{who} must make a ti with the revealed card.</source>
            <translation>{who} 必须用翻出的牌提（ti）。</translation>
        </message>
        <message>
            <source>{who} must make a wei with the revealed card.</source>
            <translation>{who} 必须用翻出的牌偎（wei）。</translation>
        </message>
        <message>
            <source>{who} wins on their own card!</source>
            <translation>{who} 用自己的牌和了！</translation>
        </message>
        <message>
            <source>{who} wins on their own tile!</source>
            <translation>{who} 自摸和牌！</translation>
        </message>
        <message>
            <source>{who} wins on your card!</source>
            <translation>{who} 和了你的牌！</translation>
        </message>
        <message>
            <source>{who} wins on your tile!</source>
            <translation>{who} 和了你的牌！</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s card!</source>
            <translation>{who} 和了 {giver} 的牌！</translation>
        </message>
        <message>
            <source>{who} wins on {giver}'s tile!</source>
            <translation>{who} 和了 {giver} 的牌！</translation>
        </message>
        <message>
            <source>{who}'s hand is dead: no card left to discard. They only reveal and make pao or ti from now on, and cannot win.</source>
            <translation>{who} 成了死手：已无牌可打。此后只能翻牌、跑或提，不能和牌。</translation>
        </message>
        <message>
            <source>{who}: {suit}</source>
            <translation>{who}：{suit}</translation>
        </message>
    </context>
    <context>
        <name>TableView</name>
        <message>
            <source>Table</source>
            <translation>牌桌</translation>
        </message>
        <message>
            <source>Bamboo</source>
            <translation>条子</translation>
        </message>
        <message>
            <source>Characters</source>
            <translation>万子</translation>
        </message>
        <message>
            <source>Chi</source>
            <translation>吃！</translation>
        </message>
        <message>
            <source>Chow</source>
            <translation>吃！</translation>
        </message>
        <message>
            <source>Computer %1</source>
            <translation>电脑 %1</translation>
        </message>
        <message>
            <source>Dead hand</source>
            <translation>死手</translation>
        </message>
        <message>
            <source>Dealer's face-up card</source>
            <translation>庄家的亮牌</translation>
        </message>
        <message>
            <source>Dots</source>
            <translation>筒子</translation>
        </message>
        <message>
            <source>East</source>
            <translation>东</translation>
        </message>
        <message>
            <source>East round</source>
            <translation>东风圈</translation>
        </message>
        <message>
            <source>Huxi %1</source>
            <translation>胡息 %1</translation>
        </message>
        <message>
            <source>Kong</source>
            <translation>杠！</translation>
        </message>
        <message>
            <source>Missing: %1</source>
            <translation>缺：%1</translation>
        </message>
        <message>
            <source>North</source>
            <translation>北</translation>
        </message>
        <message>
            <source>North round</source>
            <translation>北风圈</translation>
        </message>
        <message>
            <source>Pao</source>
            <translation>跑！</translation>
        </message>
        <message>
            <source>Peng</source>
            <translation>碰！</translation>
        </message>
        <message>
            <source>Pung</source>
            <translation>碰！</translation>
        </message>
        <message>
            <source>South</source>
            <translation>南</translation>
        </message>
        <message>
            <source>South round</source>
            <translation>南风圈</translation>
        </message>
        <message>
            <source>Ti</source>
            <translation>提！</translation>
        </message>
        <message>
            <source>Total %1</source>
            <translation>合计 %1</translation>
        </message>
        <message>
            <source>Wei</source>
            <translation>偎！</translation>
        </message>
        <message>
            <source>West</source>
            <translation>西</translation>
        </message>
        <message>
            <source>West round</source>
            <translation>西风圈</translation>
        </message>
        <message>
            <source>Win</source>
            <translation>和！</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>已和</translation>
        </message>
        <message>
            <source>You</source>
            <translation>你</translation>
        </message>
        <message numerus="yes">
            <source>card(s) in the stock</source>
            <translation>
                <numerusform>张牌在牌堆中</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>tile(s) left</source>
            <translation>
                <numerusform>张牌剩余</numerusform>
            </translation>
        </message>
        <message>
            <source>E</source>
            <comment>compass letter of East</comment>
            <translation>东</translation>
        </message>
        <message>
            <source>S</source>
            <comment>compass letter of South</comment>
            <translation>南</translation>
        </message>
        <message>
            <source>W</source>
            <comment>compass letter of West</comment>
            <translation>西</translation>
        </message>
        <message>
            <source>N</source>
            <comment>compass letter of North</comment>
            <translation>北</translation>
        </message>
        <message>
            <source>Dealer</source>
            <comment>badge on the dealer's seat label</comment>
            <translation>庄家</translation>
        </message>
    </context>
    <context>
        <name>TipCard</name>
        <message>
            <source>Tip</source>
            <translation>提示</translation>
        </message>
        <message>
            <source>Got it</source>
            <translation>知道了</translation>
        </message>
        <message>
            <source>Got it: close this tip</source>
            <translation>知道了：关闭此提示</translation>
        </message>
        <message>
            <source>No more tips</source>
            <translation>不再提示</translation>
        </message>
        <message>
            <source>Turn the guided deal's tips off (Help menu turns them on)</source>
            <translation>关闭引导局的提示（可在“帮助”菜单中重新打开）</translation>
        </message>
    </context>
    <context>
        <name>Tips</name>
        <message>
            <source>A claim window: the card just turned up or discarded can be yours. Each button shows the groups it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>可以要牌了：刚翻出或打出的这张牌可以归你。每个按钮上标着要了它能组成的牌组；按“过”（空格）就放弃。你选好之前，其他人都会等着。</translation>
        </message>
        <message>
            <source>A claim window: the tile just discarded can be yours. Each button shows the set it would make; Pass (Space) lets it go. Nobody plays on until you choose.</source>
            <translation>可以要牌了：刚打出的这张牌可以归你。每个按钮上标着要了它能组成的牌组；按“过”（空格）就放弃。你选好之前，其他人都会等着。</translation>
        </message>
        <message>
            <source>A flower! Flowers and seasons are set aside at once and you draw a loose tile from the dead wall instead. Your own flower (East: the first) adds a faan.</source>
            <translation>花牌！摸到花牌要马上亮出放到一边，再从牌尾补一张。你的正花（东家是 1 号花）加一番。</translation>
        </message>
        <message>
            <source>Four {card} make a ti, laid at once: that is never your choice. It scores {huxi} huxi, and a hand with a ti needs one pair among its groups.</source>
            <translation>四张{card}组成提，立刻摆到桌上：这由不得你选择。它算 {huxi} 胡息；手里有提，胡牌时就要有一对将。</translation>
        </message>
        <message>
            <source>Pung takes a discard from anyone to make three alike; Chow makes a run, but only from the player on your left. A claimed set lies open for all to see.</source>
            <translation>碰：谁打出的牌都可以碰，凑成三张相同的刻子；吃：凑成顺子，但只能吃上家（你左边那位）打出的牌。吃、碰得来的牌组要亮在桌上，大家都看得到。</translation>
        </message>
        <message>
            <source>Sichuan has no chow: a discard is claimed only for a pung or a kong, from any player. A kong is paid at once: 2 by the discarder of a claimed one, 2 by each player still in for a concealed one, 1 each for one added to a pung.</source>
            <translation>四川麻将不能吃：别人打出的牌只能碰或杠，谁打的都行。杠当场收钱（刮风下雨）：点杠由放杠者付 2；暗杠由每位还没和牌的玩家各付 2；碰后补杠则每人付 1。</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. A plain win is worth 1 point and each fan (all pungs, one suit only and the like) doubles it, up to 32. Drawn yourself, every player still in pays that plus one; on a discard, the discarder alone pays it.</source>
            <translation>这张牌能让你和牌：按“和牌”。平胡算 1 分，每一番（对对和、清一色之类）翻一倍，封顶 32 分。自摸时每位还没和牌的玩家付这个数再加 1；点炮时只由放炮者付。</translation>
        </message>
        <message>
            <source>That tile completes your hand: press Win. Drawing it yourself adds a faan, and every other player pays.</source>
            <translation>这张牌能让你和牌：按“和牌”。自摸加一番，其他三家都要付。</translation>
        </message>
        <message>
            <source>The deal is over. The score sheet beside the table lists what each hand scored and who paid whom. Next deal (Ctrl+D) starts a real game; Help &gt; Guided first deal plays this one again.</source>
            <translation>本局结束。桌旁的计分表列出每家这手牌的得分，以及谁付给了谁。“下一局”（Ctrl+D）开始正式对局；“帮助 &gt; 新手引导局”可以重玩这一局。</translation>
        </message>
        <message>
            <source>The wall is empty, so the hands still in play are checked. A flower pig pays 32 to each other player; a hand that is not ready gives back any kong money it took, and pays every ready player the most that player's hand could win.</source>
            <translation>牌墙摸完了，要检查还没和牌的手牌（查花猪、查大叫）。花猪赔给其他每位玩家 32；没听牌的要退还收过的杠钱（退税），还要按每位听牌玩家这手牌最多能和的分数赔给他。</translation>
        </message>
        <message>
            <source>The {card} completes your hand: press Win. Its {huxi} huxi make {tun} tun (15 huxi is 1 tun, and every 3 more add one), and each opponent pays you that.</source>
            <translation>这张{card}能让你胡：按“和牌”。这手牌 {huxi} 胡息，折合 {tun} 囤（15 胡息算 1 囤，每多 3 胡息加 1 囤），每位对手各付你这么多。</translation>
        </message>
        <message>
            <source>Welcome to Hong Kong mahjong. You are East, the dealer, at the bottom. A hand wins with four sets (runs or three alike) and a pair. Your bamboo are almost there: let the tiles that fit nothing go first.</source>
            <translation>欢迎来到香港麻将。你是东家，也是庄家，坐在桌子下方。四组牌（顺子或刻子）加一对将就能和牌。你的条子快成了：先打掉哪儿都用不上的牌。</translation>
        </message>
        <message>
            <source>Welcome to Paohuzi. Cards run 1 to 10, small and big, and a hand wins with seven groups of three: a run of one size, three alike, or 2-7-10 of one size. Groups score huxi, big ones more; as the dealer you hold 21 cards, so let one go first: the {card} fits nothing.</source>
            <translation>欢迎来到跑胡子。牌分小字和大字，各从 1 到 10；凑齐七组、每组三张就能胡：三张相同，或者同为小字、同为大字的顺子或二七十。牌组计胡息，大字的更多；你是庄家，手上有 21 张牌，所以先打出一张：这张{card}哪组都用不上。</translation>
        </message>
        <message>
            <source>Welcome to Sichuan mahjong, played with the three suits alone. First everyone gives up one suit for the whole deal: choose the one you hold fewest of, here {suit}.</source>
            <translation>欢迎来到四川麻将，只用万、筒、条三门牌。开局每人先定缺一门，这一局都不要这门牌：选你手里张数最少的那门，这里是{suit}。</translation>
        </message>
        <message>
            <source>You may chi the {card} into {main}. But you hold another {card}, and the bi rule says it must go down at the same time, in a second group: {bi}. If a copy could not be grouped, there would be no chi at all.</source>
            <translation>你可以吃这张{card}，组成 {main}。但你手里还有一张{card}，按比牌规则，它必须同时亮出，另外组成第二组：{bi}。如果同样的牌有一张配不成组，就根本不能吃。</translation>
        </message>
        <message>
            <source>You revealed a {card} while holding a pair of them, so it made a wei at once: three alike, face down to the others. A wei is never your choice; it scores {huxi} huxi, and now a card must go.</source>
            <translation>你翻出一张{card}，手里正好有一对，所以立刻成偎：三张相同，扣着不给别人看。偎由不得你选择；它算 {huxi} 胡息，现在你要打出一张牌。</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. A win in Hong Kong needs at least 3 faan, and this hand would score {faan}: a half flush (one suit with honours) alone is 3, and the pung of dragons adds one. The line under the table counts the faan of every wait.</source>
            <translation>你听牌了：等 {waits}。香港麻将三番起和，这手牌能有 {faan} 番：光混一色（一种花色加字牌）就有 3 番，三元牌刻子再加 1 番。桌子下方那一行会列出每张听牌的番数。</translation>
        </message>
        <message>
            <source>Your hand is ready: it waits for {waits}. Being ready counts even if the wall runs out first: then each player still in who is not ready pays you.</source>
            <translation>你听牌了：等 {waits}。就算牌墙先摸完，听牌也算数：到时每位还没和牌、也没听牌的玩家都要赔给你（查大叫）。</translation>
        </message>
        <message>
            <source>Your hand is ready: one more card revealed from the stock completes it ({waits}). A win needs at least 15 huxi, and this one would have {huxi}; the Huxi count by your name adds up your laid groups.</source>
            <translation>你听牌了：牌堆再翻出一张合适的牌就能胡（{waits}）。胡牌至少要 15 胡息，这手牌会有 {huxi} 胡息；你名字旁的胡息数是桌上已摆出牌组的合计。</translation>
        </message>
        <message>
            <source>Your {suit} must go first: until the last of them is gone you can discard nothing else, and you cannot pung or win. Whoever still holds their missing suit when the wall runs out is a flower pig and pays every other player 32.</source>
            <translation>先打掉你定缺的{suit}：打完最后一张之前，不能打别的牌，也不能碰、不能和。牌墙摸完时手里还留着缺门牌的就是花猪，要赔给其他每位玩家 32。</translation>
        </message>
        <message>
            <source>{winner} has won and leaves the play, hand laid open. This is the bloody battle: the others play on until three have won or the wall runs out, and several players may even win on the same discard.</source>
            <translation>{winner}家和牌了，亮出手牌后离场。这就是血战到底：其余玩家继续打，直到三家和牌或牌墙摸完；同一张牌甚至可以一炮多响，让几家同时和。</translation>
        </message>
        <message>
            <source>Your turn. Click a card to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>轮到你了。单击一张牌把它抬起，再单击一次（或按回车）就打出。桌子下方那一行会告诉你打出这张后手牌的情况；随时可以按 H 要提示。</translation>
        </message>
        <message>
            <source>Your turn. Click a tile to lift it, then click it again (or press Enter) to discard it. The line under the table says what that discard leaves; H asks for a hint at any time.</source>
            <translation>轮到你了。单击一张牌把它抬起，再单击一次（或按回车）就打出。桌子下方那一行会告诉你打出这张后手牌的情况；随时可以按 H 要提示。</translation>
        </message>
    </context>
    <context>
        <name>UndoControl</name>
        <message>
            <source>&amp;Undo my last decision</source>
            <translation>撤销我的上一步(&amp;U)</translation>
        </message>
        <message>
            <source>Allow &amp;undo (the deal counts as practice)</source>
            <translation>允许悔棋(&amp;U)（本局算作练习）</translation>
        </message>
        <message>
            <source>Your last decision was taken back: this deal is practice.</source>
            <translation>已撤销你的上一步：本局为练习。</translation>
        </message>
    </context>
</TS>
