<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a corpus (text, JSONL, JSON), a saved run, a bpe-merges-v1 trace, or a merge table of Hugging Face tokenizers, tiktoken or minbpe</source>
        <translation>打开语料（文本、JSONL、JSON）、已保存的运行、bpe-merges-v1 轨迹，或 Hugging Face tokenizers、tiktoken、minbpe 的合并表</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>打开文件夹(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder: one document per file</source>
        <translation>打开一个文件夹：每个文件为一个文档</translation>
    </message>
    <message>
        <source>Open Corpus with &amp;Split Manifest…</source>
        <translation>打开语料及其划分清单(&amp;S)…</translation>
    </message>
    <message>
        <source>Open a corpus JSON array, then choose its split manifest</source>
        <translation>打开一个语料 JSON 数组，再选择它的划分清单</translation>
    </message>
    <message>
        <source>&amp;Paste Text…</source>
        <translation>粘贴文本(&amp;P)…</translation>
    </message>
    <message>
        <source>Train on typed or pasted text</source>
        <translation>在输入或粘贴的文本上训练</translation>
    </message>
    <message>
        <source>&amp;Save Run…</source>
        <translation>保存运行(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the run (rules, candidates, tokens) as .bpe-run.json</source>
        <translation>将运行（规则、候选对、词元）保存为 .bpe-run.json</translation>
    </message>
    <message>
        <source>&amp;Export Trace…</source>
        <translation>导出轨迹(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the run as a bpe-merges-v1 trace</source>
        <translation>将运行导出为 bpe-merges-v1 轨迹</translation>
    </message>
    <message>
        <source>&amp;Hugging Face tokenizer.json…</source>
        <translation>Hugging Face tokenizer.json(&amp;H)…</translation>
    </message>
    <message>
        <source>Write the table as a tokenizer.json that Hugging Face tokenizers loads with the same IDs</source>
        <translation>将合并表写成 tokenizer.json，Hugging Face tokenizers 载入后词元 ID 不变</translation>
    </message>
    <message>
        <source>&amp;vocab.json + merges.txt…</source>
        <translation>vocab.json + merges.txt(&amp;V)…</translation>
    </message>
    <message>
        <source>Write a folder with vocab.json, merges.txt and a README.txt on loading them</source>
        <translation>写出一个文件夹，内含 vocab.json、merges.txt 以及说明如何载入它们的 README.txt</translation>
    </message>
    <message>
        <source>&amp;tiktoken…</source>
        <translation>tiktoken(&amp;T)…</translation>
    </message>
    <message>
        <source>Write NAME.tiktoken (ranks) and NAME.json (pattern, special tokens)</source>
        <translation>写出 NAME.tiktoken（合并序号）和 NAME.json（模式、特殊词元）</translation>
    </message>
    <message>
        <source>&amp;minbpe .model…</source>
        <translation>minbpe .model(&amp;M)…</translation>
    </message>
    <message>
        <source>Write a minbpe version-1 .model</source>
        <translation>写出 minbpe 第 1 版 .model 文件</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>导出图像(&amp;I)…</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>导出动画(&amp;N)…</translation>
    </message>
    <message>
        <source>Save the current view as a PNG, at the window&apos;s size, 1024×768, 1280×720 or 1920×1080 (a slide)</source>
        <translation>将当前视图保存为 PNG：窗口尺寸、1024×768、1280×720 或 1920×1080（幻灯片）</translation>
    </message>
    <message>
        <source>Save stages A to B as an animated GIF or one PNG per stage, at 1024×768, 1280×720 or 1920×1080, with the zoom and presentation settings of the screen</source>
        <translation>将阶段 A 到 B 保存为 GIF 动画或每个阶段一个 PNG，尺寸 1024×768、1280×720 或 1920×1080，沿用屏幕上的缩放和演示设置</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>清除最近使用的文件</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <source>Close the run and its documents; the window stays open, empty</source>
        <translation>关闭运行及其文档；窗口保持打开，内容为空</translation>
    </message>
    <message>
        <source>&amp;Undo Retrain</source>
        <translation>撤销重新训练(&amp;U)</translation>
    </message>
    <message>
        <source>Back to the run before the last retrain, at the stage it was left at (once)</source>
        <translation>回到上一次重新训练之前的运行，停在离开时的阶段（仅一次）</translation>
    </message>
    <message>
        <source>&amp;Go to Round…</source>
        <translation>转到轮次(&amp;G)…</translation>
    </message>
    <message>
        <source>Type a round number to show that round  [Ctrl+Shift+G]</source>
        <translation>输入轮次编号以显示该轮  [Ctrl+Shift+G]</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation>训练设置(&amp;T)…</translation>
    </message>
    <message>
        <source>Merges, tie policy and document unit; retrains the current documents</source>
        <translation>合并次数、并列规则和文档单位；用新设置重新训练当前文档</translation>
    </message>
    <message>
        <source>&amp;Retrain</source>
        <translation>重新训练(&amp;R)</translation>
    </message>
    <message>
        <source>Train the current documents again with the current settings</source>
        <translation>用当前设置再次训练当前文档</translation>
    </message>
    <message>
        <source>&amp;Compare Tie Policies</source>
        <translation>比较并列规则(&amp;C)</translation>
    </message>
    <message>
        <source>Train the current documents under the chosen tie policies (all five at first; the Compare tab&apos;s Tie policies arrow chooses), side by side in the Compare tab</source>
        <translation>在所选的并列规则下训练当前文档（起初为全部五种；“比较”标签页中“并列规则”旁的箭头可选择），在“比较”标签页中并排显示</translation>
    </message>
    <message>
        <source>Open Saved Run or Merges File &amp;Beside…</source>
        <translation>在旁边打开已保存的运行或合并文件(&amp;B)…</translation>
    </message>
    <message>
        <source>Open a saved run, trace or GPT-2-style merges file in the Compare tab, beside the current run; the first divergence is explained from the current run&apos;s record</source>
        <translation>在“比较”标签页中、当前运行旁边打开已保存的运行、轨迹或 GPT-2 式合并文件；第一个分歧点依据当前运行的记录加以解释</translation>
    </message>
    <message>
        <source>Re&amp;play on Corpus…</source>
        <translation>在语料上重放(&amp;P)…</translation>
    </message>
    <message>
        <source>Apply the table&apos;s merges in rank order to a corpus and compare with its own choices</source>
        <translation>按合并序号依次将合并表的规则应用到语料上，并与语料自身的选择比较</translation>
    </message>
    <message>
        <source>&amp;Cancel Training</source>
        <translation>取消训练(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the running job; the run on screen stays</source>
        <translation>停止正在运行的任务；屏幕上的运行保持不变</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ 起点</translation>
    </message>
    <message>
        <source>First stage (raw bytes)  [Home]</source>
        <translation>第一阶段（原始字节）  [Home]</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 上一轮</translation>
    </message>
    <message>
        <source>Previous round  [Left]</source>
        <translation>上一轮  [Left]</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 播放</translation>
    </message>
    <message>
        <source>Play / pause through the rounds  [Space]</source>
        <translation>逐轮播放 / 暂停  [Space]</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一轮 ▶</translation>
    </message>
    <message>
        <source>Next round  [Right]</source>
        <translation>下一轮  [Right]</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>终点 ▶|</translation>
    </message>
    <message>
        <source>Last stage  [End]</source>
        <translation>最后阶段  [End]</translation>
    </message>
    <message>
        <source>Play &amp;Slower</source>
        <translation>放慢播放(&amp;S)</translation>
    </message>
    <message>
        <source>Slower play speed  [[]</source>
        <translation>降低播放速度  [[]</translation>
    </message>
    <message>
        <source>Play &amp;Faster</source>
        <translation>加快播放(&amp;F)</translation>
    </message>
    <message>
        <source>Faster play speed  []]</source>
        <translation>提高播放速度  []]</translation>
    </message>
    <message>
        <source>Show Token &amp;IDs</source>
        <translation>显示词元 ID(&amp;I)</translation>
    </message>
    <message>
        <source>Show each token&apos;s ID under its chip</source>
        <translation>在每个词元块下方显示其 ID</translation>
    </message>
    <message>
        <source>Show &amp;Byte Entries</source>
        <translation>显示字节条目(&amp;B)</translation>
    </message>
    <message>
        <source>List the 256 single-byte entries in the vocabulary</source>
        <translation>在词表中列出 256 个单字节条目</translation>
    </message>
    <message>
        <source>Before and &amp;After</source>
        <translation>合并前后(&amp;A)</translation>
    </message>
    <message>
        <source>Show each document at this stage with the round&apos;s windows, and below it after the round with the new tokens filled</source>
        <translation>显示每个文档在本阶段的状态及本轮的窗口，下方为本轮合并之后、填入新词元的状态</translation>
    </message>
    <message>
        <source>A&amp;nimate Merges</source>
        <translation>合并动画(&amp;N)</translation>
    </message>
    <message>
        <source>Stepping one round animates the merge (the chips of each replaced window close together; stepping back opens them)</source>
        <translation>前进一轮时以动画显示合并（每个被替换窗口的词元块合拢；后退时再分开）</translation>
    </message>
    <message>
        <source>&amp;Filter Documents</source>
        <translation>筛选文档(&amp;F)</translation>
    </message>
    <message>
        <source>Focus the document filter</source>
        <translation>将焦点移到文档筛选框</translation>
    </message>
    <message>
        <source>Show &amp;All Candidates</source>
        <translation>显示全部候选对(&amp;A)</translation>
    </message>
    <message>
        <source>Count every pair of this round (reads the whole corpus)</source>
        <translation>统计本轮的每一个词元对（读取整个语料）</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected token (ID, hex, text) or the selected table rows</source>
        <translation>复制所选词元（ID、十六进制、文本）或所选表格行</translation>
    </message>
    <message>
        <source>&amp;Hex Only</source>
        <translation>仅十六进制(&amp;H)</translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes in hex</source>
        <translation>所选词元的字节（十六进制）</translation>
    </message>
    <message>
        <source>&amp;IDs Only</source>
        <translation>仅 ID(&amp;I)</translation>
    </message>
    <message>
        <source>The token IDs of the selected table rows, or of the selected token</source>
        <translation>所选表格行的词元 ID，或所选词元的 ID</translation>
    </message>
    <message>
        <source>Python &amp;Bytes Literal</source>
        <translation>Python 字节字面量(&amp;B)</translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes as b&apos;...&apos;</source>
        <translation>所选词元的字节，写作 b&apos;...&apos;</translation>
    </message>
    <message>
        <source>Selected &amp;Rows as Tab-Separated Text</source>
        <translation>所选行（制表符分隔文本）(&amp;R)</translation>
    </message>
    <message>
        <source>The selected table rows with the header, to paste into a spreadsheet</source>
        <translation>所选表格行连同表头，可粘贴到电子表格中</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>用户指南(&amp;U)</translation>
    </message>
    <message>
        <source>How to use bpe-viewer and the rules it follows, in the program (offline), with Find</source>
        <translation>bpe-viewer 的用法及其遵循的规则，在程序内查看（离线），可查找</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>键盘快捷键(&amp;K)</translation>
    </message>
    <message>
        <source>Every keyboard shortcut, from the action table</source>
        <translation>全部键盘快捷键，取自动作表</translation>
    </message>
    <message>
        <source>&amp;About bpe-viewer</source>
        <translation>关于 bpe-viewer(&amp;A)</translation>
    </message>
    <message>
        <source>Version, licence, Qt and Python</source>
        <translation>版本、许可证、Qt 与 Python</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>放大文字(&amp;L)</translation>
    </message>
    <message>
        <source>Larger text in the training views, for projecting  [Ctrl++]</source>
        <translation>放大训练视图中的文字，便于投影  [Ctrl++]</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>缩小文字(&amp;M)</translation>
    </message>
    <message>
        <source>Smaller text in the training views  [Ctrl+-]</source>
        <translation>缩小训练视图中的文字  [Ctrl+-]</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen for a projector, without menu bar, toolbar or status bar (a right-click or F10 shows every menu); clicker keys step the rounds; Esc leaves  [F11]</source>
        <translation>全屏，用于投影仪，不显示菜单栏、工具栏和状态栏（右键单击或按 F10 可显示所有菜单）；翻页器按键逐轮前进；按 Esc 退出  [F11]</translation>
    </message>
    <message>
        <source>Show &amp;Menus</source>
        <translation>显示菜单(&amp;M)</translation>
    </message>
    <message>
        <source>Every menu as one popup menu, also in the presentation view, where the menu bar, toolbar and status bar are hidden (a right-click shows it too)  [F10]</source>
        <translation>将所有菜单作为一个弹出菜单显示，演示视图中也可使用（那里菜单栏、工具栏和状态栏均被隐藏；右键单击也会显示）  [F10]</translation>
    </message>
    <message>
        <source>High &amp;Contrast</source>
        <translation>高对比度(&amp;C)</translation>
    </message>
    <message>
        <source>Colours that survive a projector: dark borders, bars and outlines and black text, every one at least 4.5:1 against its background (a dark desktop gets its own dark palette of the same contrast)</source>
        <translation>投影时依然清晰的配色：深色边框、条形和轮廓以及黑色文字，与背景的对比度均不低于 4.5:1（深色桌面使用对比度相同的深色配色）</translation>
    </message>
    <message>
        <source>Show &amp;Vocabulary and Inspector</source>
        <translation>显示词表和检查器(&amp;V)</translation>
    </message>
    <message>
        <source>Show or hide the vocabulary and the inspector, for more room  [V]</source>
        <translation>显示或隐藏词表和检查器，以腾出空间  [V]</translation>
    </message>
    <message>
        <source>Blan&amp;k Screen</source>
        <translation>黑屏(&amp;K)</translation>
    </message>
    <message>
        <source>Black out the window; B, Esc or any key shows it again  [B]</source>
        <translation>将窗口变黑；按 B、Esc 或任意键恢复显示  [B]</translation>
    </message>
    <message>
        <source>Presente&amp;r View</source>
        <translation>演示者视图(&amp;R)</translation>
    </message>
    <message>
        <source>The teacher&apos;s own window, on a second screen when there is one: the note of the round and of the run, the next merge and the time elapsed; the clicker keys work there too  [Ctrl+Shift+P]</source>
        <translation>教师专用窗口，有第二块屏幕时显示在第二块屏幕上：本轮备注和运行备注、下一次合并以及已用时间；翻页器按键在其中同样有效  [Ctrl+Shift+P]</translation>
    </message>
    <message>
        <source>Pre&amp;dict the Next Merge</source>
        <translation>预测下一次合并(&amp;D)</translation>
    </message>
    <message>
        <source>Quiz: hide the counts and the winner; the class picks the pair that merges next, then Reveal (Enter) shows whether it won, tied or lost, with a running score  [Q]</source>
        <translation>测验：隐藏出现次数和胜出对；全班选出下一个将被合并的词元对，然后“揭晓”（Enter）显示它是胜出、并列还是落败，并累计得分  [Q]</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>揭晓(&amp;R)</translation>
    </message>
    <message>
        <source>Show the counts and the winner of the round, and how the pick fared  [Enter]</source>
        <translation>显示本轮的出现次数和胜出对，以及所选的结果  [Enter]</translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;Notes</source>
        <translation>教师备注(&amp;N)</translation>
    </message>
    <message>
        <source>Edit a note on the round shown and one on the whole run, under the narration; saved with the run; the presenter view shows them  [Ctrl+Shift+N]</source>
        <translation>在说明文字下方为当前显示的轮次和整个运行编写备注；随运行一起保存；演示者视图会显示这些备注  [Ctrl+Shift+N]</translation>
    </message>
    <message>
        <source>Show Note to the &amp;Class</source>
        <translation>向全班显示备注(&amp;C)</translation>
    </message>
    <message>
        <source>Show the note of the round and of the run under the narration of this window, which the class sees; off, only the presenter view shows them</source>
        <translation>在本窗口（全班看到的窗口）的说明文字下方显示本轮备注和运行备注；关闭时只有演示者视图显示备注</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>正常文字大小(&amp;N)</translation>
    </message>
    <message>
        <source>Back to the normal text size  [Ctrl+0]</source>
        <translation>恢复正常文字大小  [Ctrl+0]</translation>
    </message>
    <message>
        <source>‖ Pause</source>
        <translation>‖ 暂停</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Animated GIF</source>
        <translation>GIF 动画</translation>
    </message>
    <message>
        <source>PNG files, one per stage</source>
        <translation>PNG 文件，每个阶段一个</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>From stage</source>
        <translation>起始阶段</translation>
    </message>
    <message>
        <source>To stage (included)</source>
        <translation>结束阶段（含）</translation>
    </message>
    <message>
        <source>Frame size</source>
        <translation>画面尺寸</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>另存为</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>The run recorded only the leading candidates of each round; count every pair of this round now (reads the whole corpus)</source>
        <extracomment>(the first-occurrence column stays: under the ``first`` tie policy its positions are the evidence the class reads for the winner) the left and right readable columns go together (one alone would read as the pair&apos;s other token), the first-occurrence column last; the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation>该运行只记录了每轮领先的候选对；现在统计本轮的每一个词元对（读取整个语料）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;候选对&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>请载入语料、已保存的运行或示例。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {stage})</source>
        <translation>&lt;b&gt;第 {round} 轮的候选对&lt;/b&gt;（按第 {stage} 阶段统计）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation>&lt;b&gt;候选对&lt;/b&gt; — 第 {stage} 阶段是最后阶段</translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s)</source>
        <translation>
            <numerusform>{count} 个不同的词元对</numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation>；显示前 {shown} 个</translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation>最后阶段不再进行任何一轮。{why}</translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation>显示全部 {count} 个</translation>
    </message>
</context>
<context>
    <name>ChipDelegate</name>
    <message>
        <source>stage {stage}, before round {stage}: windows of ({left}, {right})</source>
        <extracomment>Height of the window bars under a chip line (two stacking levels). height of one chip line (caption band + chip + window band + gap) y of the link&apos;s line the after-round block (before/after view): its chips and the y of its title caption band above each chip line (0 when the row has no hex chip) the before/after view&apos;s captions over the two blocks, and their heights (each wrapped whole to the row&apos;s width) A window bar&apos;s thickness as a share of the chip text&apos;s line height. Grown chips of a slide are tiles at least this many times as wide as they are tall. The margins and gaps around a row grow with the chip text up to this factor only. The chip text size, in points, at which the chips&apos; paddings, gaps and window bars have the sizes of the constants above; a larger text scales them with it.</extracomment>
        <translation>第 {stage} 阶段，第 {stage} 轮之前：({left}, {right}) 的窗口</translation>
    </message>
    <message>
        <source>stage {next}, after round {stage}: the new token {token} filled</source>
        <translation>第 {next} 阶段，第 {stage} 轮之后：填入新词元 {token}</translation>
    </message>
</context>
<context>
    <name>CompareBanner</name>
    <message>
        <source>Train the columns (or press “Tie policies”) to compare runs.</source>
        <translation>训练各列（或按“并列规则”）以比较多次运行。</translation>
    </message>
    <message>
        <source>Load a corpus or an example, then compare runs of it here.</source>
        <extracomment>the explanation&apos;s lines as ``bpe-viewer diff`` prints them (empty when none)</extracomment>
        <translation>请载入语料或示例，然后在这里比较它的多次运行。</translation>
    </message>
    <message>
        <source>Training the columns…</source>
        <translation>正在训练各列…</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Tie policies&lt;/b&gt; to train the current documents under the chosen tie policies (the arrow chooses among all five), set each column and press &lt;b&gt;Train columns&lt;/b&gt;, or open a saved run or merges file beside the current run (Train ▸ Open Saved Run or Merges File Beside…).</source>
        <translation>按&lt;b&gt;并列规则&lt;/b&gt;可在所选并列规则下训练当前文档（箭头可在全部五种中选择）；也可设置每一列后按&lt;b&gt;训练各列&lt;/b&gt;，或在当前运行旁边打开已保存的运行或合并文件（“训练 ▸ 在旁边打开已保存的运行或合并文件…”）。</translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation>第 {stage} 阶段：所有轮次均已完成。</translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation>第 {round} 轮：胜出对不同。</translation>
    </message>
    <message>
        <source>Round {round}: the same winner in every column.</source>
        <translation>第 {round} 轮：每一列的胜出对相同。</translation>
    </message>
    <message>
        <source>Why they part at round {round} (A: {a}; B: {b}), as bpe-viewer diff A B explains it:</source>
        <translation>为何在第 {round} 轮出现分歧（A：{a}；B：{b}），与 bpe-viewer diff A B 的解释相同：</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <source>Column {n}: columns 1 and 2 always train (a comparison needs two)</source>
        <extracomment>an unused column folded to its box (:meth:`set_folded`)</extracomment>
        <translation>第 {n} 列：第 1 列和第 2 列总是参与训练（比较至少需要两列）</translation>
    </message>
    <message>
        <source>Column {n}: train this column too</source>
        <translation>第 {n} 列：也训练这一列</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>第 {n} 列</translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation>{count} 条规则</translation>
    </message>
    <message>
        <source>no tie policy or counts recorded</source>
        <translation>未记录并列规则或出现次数</translation>
    </message>
    <message>
        <source>ends at stage {stage}</source>
        <translation>止于第 {stage} 阶段</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Could not train the columns: {error}</source>
        <extracomment>The most columns the tab shows: one per tie policy. Columns ticked for &quot;Train columns&quot; when the tab opens (the others fold to a box). the tie policies chosen in the Tie policies menu changed (tuple of names) &quot;variants&quot;: columns trained from settings; &quot;beside&quot;: the main run and a file rounds whose winners differ (empty without a comparison) the checkable action of each tie policy in the Tie policies menu</extracomment>
        <translation>无法训练各列：{error}</translation>
    </message>
    <message>
        <source>Training the columns was cancelled; the columns stay as they were.</source>
        <translation>训练各列已取消；各列保持原样。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare&lt;/b&gt;</source>
        <extracomment>the columns&apos; widths, folding and heights</extracomment>
        <translation>&lt;b&gt;比较&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <source>Each column&apos;s training settings</source>
        <translation>每一列的训练设置</translation>
    </message>
    <message>
        <source>Train columns</source>
        <translation>训练各列</translation>
    </message>
    <message>
        <source>Train the current documents with each column&apos;s settings</source>
        <translation>用每一列的设置训练当前文档</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Word tie orders</source>
        <translation>单词并列顺序</translation>
    </message>
    <message>
        <source>The word-frequency table under both tie orders (alphabetically first and last), side by side</source>
        <translation>在两种并列顺序（按字母顺序最先和最后）下并排显示词频表</translation>
    </message>
    <message>
        <source>Could not compare the word tie orders: {error}</source>
        <translation>无法比较单词并列顺序：{error}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>无法打开 {problem}</translation>
    </message>
    <message>
        <source>training %v of %m merges</source>
        <translation>正在训练：第 %v 次合并，共 %m 次</translation>
    </message>
    <message>
        <source>current run: {label}</source>
        <translation>当前运行：{label}</translation>
    </message>
    <message>
        <source>round {round}: no rule (this run learned {count})</source>
        <translation>第 {round} 轮：没有规则（此运行学到了 {count} 条）</translation>
    </message>
    <message>
        <source>round {round} merge: {pair} {left} + {right} → {merged}, {count}</source>
        <translation>第 {round} 轮合并：{pair} {left} + {right} → {merged}，{count}</translation>
    </message>
    <message>
        <source>no count recorded</source>
        <translation>未记录出现次数</translation>
    </message>
    <message>
        <source>round {round} winner: {pair} {left} + {right} → {merged}, {count}</source>
        <translation>第 {round} 轮胜出对：{pair} {left} + {right} → {merged}，{count}</translation>
    </message>
    <message>
        <source>count {count}</source>
        <translation>出现次数 {count}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>smallest pair (default): smallest (left, right) wins</source>
        <translation>最小对（默认）：左 ID 较小者优先，其次右 ID</translation>
    </message>
    <message>
        <source>largest pair: largest (left, right) wins</source>
        <translation>最大对：左 ID 较大者优先，其次右 ID</translation>
    </message>
    <message>
        <source>first occurrence: the pair seen first in document order wins</source>
        <translation>最先出现：按文档顺序最先出现的词元对优先</translation>
    </message>
    <message>
        <source>bytes, largest: greatest (left bytes, right bytes) wins</source>
        <translation>字节，最大：（左字节序列，右字节序列）最大者优先</translation>
    </message>
    <message>
        <source>bytes, smallest: smallest (left bytes, right bytes) wins</source>
        <translation>字节，最小：（左字节序列，右字节序列）最小者优先</translation>
    </message>
    <message>
        <source>alphabetical first: the pair whose text sorts first wins</source>
        <translation>按字母顺序最先：文本排序最靠前的词元对优先</translation>
    </message>
    <message>
        <source>alphabetical last: the pair whose text sorts last wins</source>
        <translation>按字母顺序最后：文本排序最靠后的词元对优先</translation>
    </message>
    <message>
        <source>whole file = one document</source>
        <translation>整个文件 = 一个文档</translation>
    </message>
    <message>
        <source>each line = one document</source>
        <translation>每一行 = 一个文档</translation>
    </message>
    <message>
        <source>each blank-line-separated paragraph = one document</source>
        <translation>每个以空行分隔的段落 = 一个文档</translation>
    </message>
    <message>
        <source>none: each document is one sequence of bytes</source>
        <translation>无：每个文档是一个字节序列</translation>
    </message>
    <message>
        <source>whitespace: words and runs of spaces apart</source>
        <translation>空白：单词与连续空格分开</translation>
    </message>
    <message>
        <source>punctuation: words, spaces, each punctuation mark apart</source>
        <translation>标点：单词、空格和每个标点符号分开</translation>
    </message>
    <message>
        <source>GPT-2 pattern (space joins the next word)</source>
        <translation>GPT-2 模式（空格并入后一个单词）</translation>
    </message>
    <message>
        <source>GPT-4 pattern (digits in threes)</source>
        <translation>GPT-4 模式（数字每三位一组）</translation>
    </message>
    <message>
        <source>none: the text as it is</source>
        <extracomment>Unicode normalization of the documents (``train --normalize``); &quot;none&quot; is None.</extracomment>
        <translation>无：文本保持原样</translation>
    </message>
    <message>
        <source>NFC: composed characters (e + ◌́ becomes é)</source>
        <translation>NFC：组合字符（e + ◌́ 变为 é）</translation>
    </message>
    <message>
        <source>NFKC: also compatibility forms (ﬁ becomes fi, Ｆ becomes F)</source>
        <translation>NFKC：还包括兼容形式（ﬁ 变为 fi，Ｆ 变为 F）</translation>
    </message>
    <message>
        <source>after the learned tokens (256 + merges + i)</source>
        <extracomment>Where the special tokens&apos; IDs go (``train --special-ids``).</extracomment>
        <translation>在学到的词元之后（256 + 合并次数 + i）</translation>
    </message>
    <message>
        <source>right after the bytes (256 + i, merges after them)</source>
        <translation>紧接字节之后（256 + i，合并结果在其后）</translation>
    </message>
    <message>
        <source>each entry between {separator} lines = one document</source>
        <translation>两行 {separator} 之间的每一项 = 一个文档</translation>
    </message>
</context>
<context>
    <name>DiffMessages</name>
    <message>
        <source>only one table: nothing to compare</source>
        <extracomment>the most rules any table holds; rounds run from 0 to this - 1 every round where the winners differ, ascending</extracomment>
        <translation>只有一个合并表：无可比较</translation>
    </message>
    <message>
        <source>the tables agree on their one round</source>
        <translation>各合并表在其唯一的一轮中一致</translation>
    </message>
    <message>
        <source>the tables agree on all {count} rounds</source>
        <translation>各合并表在全部 {count} 轮中一致</translation>
    </message>
    <message>
        <source>{label} learned {count}</source>
        <translation>{label} 学到 {count} 条</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>the tables agree on their first round; {learned}</source>
        <translation>各合并表在第一轮中一致；{learned}</translation>
    </message>
    <message>
        <source>the tables agree on their first {count} rounds; {learned}</source>
        <translation>各合并表在前 {count} 轮中一致；{learned}</translation>
    </message>
    <message>
        <source>{label} — learned no rule</source>
        <translation>{label} — 没有学到规则</translation>
    </message>
    <message>
        <source>{label} — merges ({left},{right}) {a} + {b} -&gt; {merged}</source>
        <translation>{label} — 合并 ({left},{right}) {a} + {b} -&gt; {merged}</translation>
    </message>
    <message>
        <source>the tables part at round {round}: {parts}</source>
        <translation>各合并表在第 {round} 轮出现分歧：{parts}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>DocumentChooser</name>
    <message>
        <source>Document</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>The document shown in every column</source>
        <translation>每一列中显示的文档</translation>
    </message>
    <message>
        <source> (held out)</source>
        <translation>（留出）</translation>
    </message>
</context>
<context>
    <name>DocumentRowsModel</name>
    <message>
        <source>{bytes} B → {tokens} tok</source>
        <extracomment>the pair whose windows are drawn; None: the winner of the round shown show each row at stage r and, below it, at stage r + 1 (the View toggle) predict the next merge: the round is a question, its winner must not show</extracomment>
        <translation>{bytes} 字节 → {tokens} 词元</translation>
    </message>
    <message>
        <source>{partition} · not counted</source>
        <translation>{partition} · 不计数</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>made by the last round</source>
        <translation>由上一轮生成</translation>
    </message>
    <message>
        <source>hex (not text), its characters written above</source>
        <translation>十六进制（非文本），其字符写在上方</translation>
    </message>
    <message>
        <source>token edge inside a character</source>
        <translation>字符内部的词元边界</translation>
    </message>
    <message>
        <source>window replaced</source>
        <translation>被替换的窗口</translation>
    </message>
    <message>
        <source>window only counted</source>
        <translation>仅计数的窗口</translation>
    </message>
    <message>
        <source>␣ space ↵ newline → tab \r return</source>
        <translation>␣ 空格 ↵ 换行 → 制表符 \r 回车</translation>
    </message>
    <message>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <translation>&lt;b&gt;文档&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Filter documents (ID, label or text)…</source>
        <translation>筛选文档（ID、标签或文本）…</translation>
    </message>
    <message>
        <source>Token IDs</source>
        <translation>词元 ID</translation>
    </message>
    <message>
        <source>Show each token&apos;s ID under its chip</source>
        <translation>在每个词元块下方显示其 ID</translation>
    </message>
    <message>
        <source>No document matches “{text}”. &lt;a href=&quot;clear&quot;&gt;Clear the filter&lt;/a&gt;</source>
        <extracomment>the narrowest the filter box gets beside the title, in multiples of its font&apos;s average character width</extracomment>
        <translation>没有文档匹配“{text}”。&lt;a href=&quot;clear&quot;&gt;清除筛选&lt;/a&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>The most of the table&apos;s width the label column takes (the token rows keep the rest). The document chips&apos; normal text size, in points. Length of the merge animation when stepping one round (under 300 ms). The presentation view grows the chips to the free room only for a corpus this small (rows, and tokens at stage 0): a larger one fills the pane at the zoomed size. The sizes the chips may grow to, in multiples of the zoomed size (each 6 % larger). grow the chips to the free room (the presentation view) the chips&apos; size in multiples of the zoomed size (1.0 unless filling the room) animate the merge when the stage moves by one round Whole document rows the pane keeps before its legend folds away. said when the filter hides every document, with a link that clears it the title&apos;s line, and the line under it that the filter and the toggle move to when the pane is too narrow for all three (a large zoom, a narrow window)</extracomment>
        <translation>新</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message numerus="yes">
        <source>%n chars</source>
        <extracomment>the files the window has read: an exported table is never written over one Help ▸ User Guide, made on first use and kept</extracomment>
        <translation>
            <numerusform>%n 个字符</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied {what}: {text}</source>
        <translation>已复制{what}：{text}</translation>
    </message>
    <message>
        <source>token {id}</source>
        <translation>词元 {id}</translation>
    </message>
    <message>
        <source>Nothing to copy: select a token or table rows first</source>
        <translation>没有可复制的内容：请先选择一个词元或表格行</translation>
    </message>
    <message>
        <source>Nothing to copy: select a token first</source>
        <translation>没有可复制的内容：请先选择一个词元</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>IDs</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bytes literal</source>
        <translation>字节字面量</translation>
    </message>
    <message>
        <source>Nothing to copy: select rows in a table first</source>
        <translation>没有可复制的内容：请先在表格中选择行</translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>暂无可导出的内容</translation>
    </message>
    <message>
        <source>Export {table} as CSV</source>
        <translation>将{table}导出为 CSV</translation>
    </message>
    <message numerus="yes">
        <source>Exported {count} rows to {name}</source>
        <translation>
            <numerusform>已将 {count} 行导出到 {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodePanel</name>
    <message>
        <source>No run yet: train or open a corpus, then type here to encode.</source>
        <extracomment>Pause after the last keystroke before re-encoding. Largest file the panel loads. replaced in tests: () -&gt; path or &quot;&quot; (the &quot;Load file…&quot; dialog)</extracomment>
        <translation>尚无运行：请训练或打开一个语料，然后在此输入以编码。</translation>
    </message>
    <message>
        <source>This run&apos;s rules cannot encode: {error}</source>
        <extracomment>the table of rules, kept on the current step&apos;s rule</extracomment>
        <translation>此运行的规则无法编码：{error}</translation>
    </message>
    <message numerus="yes">
        <source>— the {count} rule(s) learned by stage {stage}</source>
        <translation>
            <numerusform>— 截至第 {stage} 阶段学到的 {count} 条规则</numerusform>
        </translation>
    </message>
    <message>
        <source>— all {count} rules of the run, whatever round the explorer shows</source>
        <translation>— 此运行的全部 {count} 条规则，无论当前显示哪一轮</translation>
    </message>
    <message>
        <source>Special-token recognition {reason}</source>
        <translation>特殊词元识别{reason}</translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation>识别输入中此运行的特殊词元（否则其文本按普通字节编码）</translation>
    </message>
    <message>
        <source>This run has no special tokens</source>
        <translation>此运行没有特殊词元</translation>
    </message>
    <message>
        <source>{name}: {size} bytes is too large for the panel (at most {limit})</source>
        <translation>{name}：{size} 字节，对本面板来说太大（最多 {limit}）</translation>
    </message>
    <message>
        <source>{name}: cannot read ({reason})</source>
        <translation>{name}：无法读取（{reason}）</translation>
    </message>
    <message>
        <source>No run yet: train or open a corpus to encode with its rules.</source>
        <translation>尚无运行：请训练或打开一个语料，以便用它的规则编码。</translation>
    </message>
    <message>
        <source>Cannot encode: {error}</source>
        <translation>无法编码：{error}</translation>
    </message>
    <message>
        <source>Pre-tokenized ({name}): a green bar marks each piece boundary; no rule merges across it, so a pair split by a bar stays unmerged.</source>
        <translation>已预分词（{name}）：绿色竖条标出每个片段的边界；任何规则都不会跨越它合并，因此被竖条隔开的词元对不会合并。</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <translation>编码文件的字节</translation>
    </message>
</context>
<context>
    <name>EncodePanelLayout</name>
    <message>
        <source>Type or paste text; it is encoded as UTF-8</source>
        <extracomment>Column widths of the rules table at 100 % zoom, in pixels. Chip text size of the token rows at 100 % zoom, in points. Height of the input box at 100 % zoom, in pixels. Whole rows of the rules table that stay in view however small the window. the File tab&apos;s bytes the File tab&apos;s input as the user knows it (the file&apos;s name), or None</extracomment>
        <translation>输入或粘贴文本；按 UTF-8 编码</translation>
    </message>
    <message>
        <source>Line breaks typed here become \n; for exact bytes such as \r\n use the Hex or File tab</source>
        <translation>在此输入的换行会成为 \n；如需 \r\n 等精确字节，请使用“十六进制”或“文件”标签页</translation>
    </message>
    <message>
        <source>hex bytes, e.g. 20 d0 b0  or  20d0b0</source>
        <translation>十六进制字节，例如 20 d0 b0  或  20d0b0</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>载入文件…</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes exactly (up to 16 MB)</source>
        <translation>精确编码文件的字节（最大 16 MB）</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>allow special tokens</source>
        <translation>允许特殊词元</translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation>识别输入中此运行的特殊词元（否则其文本按普通字节编码）</translation>
    </message>
    <message>
        <source>layout v1 (BOS/EOS)</source>
        <translation>布局 v1（BOS/EOS）</translation>
    </message>
    <message>
        <source>Control layout v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)</source>
        <translation>控制布局 v1：BOS = 0，EOS = 1，每个内容 ID + 2（docs/rules.md 第 6 节）</translation>
    </message>
    <message>
        <source>only the rules up to this round</source>
        <translation>只用截至本轮的规则</translation>
    </message>
    <message>
        <source>Encode with the rules of rank below the explorer&apos;s stage, to see how the tokenizer of that round would split the text</source>
        <translation>只用合并序号低于当前阶段的规则编码，以查看该轮的分词器会如何切分文本</translation>
    </message>
    <message>
        <source>First step: the input&apos;s bytes</source>
        <translation>第一步：输入的字节</translation>
    </message>
    <message>
        <source>Previous rule application</source>
        <translation>上一次规则应用</translation>
    </message>
    <message>
        <source>Next rule application</source>
        <translation>下一次规则应用</translation>
    </message>
    <message>
        <source>Last step: the final tokens</source>
        <translation>最后一步：最终的词元</translation>
    </message>
    <message>
        <source>Show in explorer</source>
        <translation>在训练轮次中显示</translation>
    </message>
    <message>
        <source>Open the training round that learned the selected (or current) rule</source>
        <translation>打开学到所选（或当前）规则的训练轮次</translation>
    </message>
    <message>
        <source>show no-match rules</source>
        <translation>显示未匹配的规则</translation>
    </message>
    <message>
        <source>List the rules that merged nothing in this input (grey)</source>
        <translation>列出在此输入中没有合并任何内容的规则（灰色）</translation>
    </message>
    <message>
        <source>Click an applied rule to step there; double-click to open its training round</source>
        <translation>单击已应用的规则可跳到该步；双击可打开它的训练轮次</translation>
    </message>
    <message>
        <source>Rules in rank order</source>
        <translation>按合并序号排列的规则</translation>
    </message>
    <message>
        <source>no file loaded</source>
        <translation>未载入文件</translation>
    </message>
    <message numerus="yes">
        <source>{count} byte(s)</source>
        <translation>
            <numerusform>{count} 字节</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodeTexts</name>
    <message>
        <source>Result: &lt;b&gt;{count}&lt;/b&gt; tokens</source>
        <translation>结果：&lt;b&gt;{count}&lt;/b&gt; 个词元</translation>
    </message>
    <message>
        <source> (+ BOS, EOS)</source>
        <translation>（+ BOS、EOS）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count}&lt;/b&gt; bytes</source>
        <translation>&lt;b&gt;{count}&lt;/b&gt; 字节</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count}&lt;/b&gt; characters</source>
        <translation>&lt;b&gt;{count}&lt;/b&gt; 个字符</translation>
    </message>
    <message>
        <source>not valid UTF-8: first bad byte at offset {offset}</source>
        <translation>不是有效的 UTF-8：第一个无效字节位于偏移 {offset}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{ratio}&lt;/b&gt; bytes/token</source>
        <translation>每个词元 &lt;b&gt;{ratio}&lt;/b&gt; 字节</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{ratio}&lt;/b&gt; tokens/word ({count} word(s))</source>
        <translation>
            <numerusform>每个单词 &lt;b&gt;{ratio}&lt;/b&gt; 个词元（{count} 个单词）</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>否</translation>
    </message>
    <message>
        <source>decode(encode(x)) == x: {answer}</source>
        <translation>decode(encode(x)) == x：{answer}</translation>
    </message>
    <message>
        <source>decoding gives the normalized text, not x: decode(encode(x)) == normalized x: {answer}</source>
        <translation>解码得到的是规范化后的文本，而不是 x：decode(encode(x)) == 规范化后的 x：{answer}</translation>
    </message>
    <message>
        <source> (showing the first {count})</source>
        <translation>（显示前 {count} 个）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final tokens: {count}&lt;/b&gt;</source>
        <translation>&lt;b&gt;最终词元：{count}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no rule applies (empty input)</source>
        <translation>没有适用的规则（输入为空）</translation>
    </message>
    <message>
        <source>no rule applies (no rule of this run matches the input)</source>
        <translation>没有适用的规则（此运行的规则都与输入不匹配）</translation>
    </message>
    <message>
        <source>press ▶ to apply the first rule that matches</source>
        <translation>按 ▶ 应用第一条匹配的规则</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of {last}:&lt;/b&gt; the input&apos;s bytes, one token each &amp;nbsp;·&amp;nbsp; {hint}</source>
        <translation>&lt;b&gt;第 0 步，共 {last} 步：&lt;/b&gt;输入的字节，每个字节一个词元 &amp;nbsp;·&amp;nbsp; {hint}</translation>
    </message>
    <message>
        <source>Bytes: {count} tokens</source>
        <translation>字节：{count} 个词元</translation>
    </message>
    <message>
        <source>once</source>
        <translation>1 次</translation>
    </message>
    <message numerus="yes">
        <source>{count} times</source>
        <translation>
            <numerusform>{count} 次</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {step} of {last}: rule {rank} merged {times}&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 {step} 步，共 {last} 步：规则 {rank} 合并了 {times}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Before rule {rank}: {count} tokens (the pairs it merges are outlined)</source>
        <translation>规则 {rank} 之前：{count} 个词元（它要合并的词元对已加框）</translation>
    </message>
    <message>
        <source>After rule {rank}: {count} tokens{more} (the new tokens are filled)</source>
        <translation>规则 {rank} 之后：{count} 个词元{more}（新词元已填色）</translation>
    </message>
</context>
<context>
    <name>ExampleTexts</name>
    <message>
        <source>Overlap: aaa / aba</source>
        <extracomment>Every title, description and lesson line of the examples&apos; index, in its order.</extracomment>
        <translation>重叠：aaa / aba</translation>
    </message>
    <message>
        <source>Two documents; (97,97) is counted twice inside aaa (overlapping windows).</source>
        <translation>两个文档；(97,97) 在 aaa 中被计数两次（窗口重叠）。</translation>
    </message>
    <message>
        <source>The smallest lesson: windows overlap inside aaa, none crosses into aba (docs/rules.md s2).</source>
        <translation>最小的一课：窗口在 aaa 内部重叠，但没有窗口跨入 aba（docs/rules.md 第 2 节）。</translation>
    </message>
    <message>
        <source>bpe.py: low / lower / newest / widest, 5 merges</source>
        <translation>bpe.py：low / lower / newest / widest，5 次合并</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 and 5 merges: the Words tab learns es, est, est&lt;/w&gt;, lo, low, the pairs the classic bpe.py worked example prints (docs/rules.md s4.2); the other tabs train each distinct word once as a byte-level document weighted by its frequency.</source>
        <translation>low:5 lower:2 newest:6 widest:3，5 次合并：“单词”标签页依次学到 es、est、est&lt;/w&gt;、lo、low，与经典 bpe.py 演算示例打印的结果相同（docs/rules.md 第 4.2 节）；其他标签页把每个不同的单词作为一个按词频加权的字节级文档，只训练一次。</translation>
    </message>
    <message>
        <source>The classic bpe.py worked example of word-frequency BPE, merge for merge.</source>
        <translation>经典的 bpe.py 词频 BPE 演算示例，每一次合并都与之相同。</translation>
    </message>
    <message>
        <source>First-seen ties: ABCDCDABCDCDE</source>
        <translation>并列时最先出现者优先：ABCDCDABCDCDE</translation>
    </message>
    <message>
        <source>Ties decided by the pair seen first: (67,68), (65,66), (257,256), final [258,256,258,256,69]; the narration gives where each tied pair is first seen.</source>
        <translation>并列由最先出现的词元对决定：(67,68)、(65,66)、(257,256)，最终为 [258,256,258,256,69]；说明文字给出每个并列对首次出现的位置。</translation>
    </message>
    <message>
        <source>The Japanese minimal BPE article: equal counts go to the pair that occurs first.</source>
        <translation>日语极简 BPE 文章：出现次数相同时，最先出现的词元对优先。</translation>
    </message>
    <message>
        <source>Bilingual paragraph (English + Russian)</source>
        <translation>双语段落（英语 + 俄语）</translation>
    </message>
    <message>
        <source>A short English and Russian text: watch merges split Cyrillic letters.</source>
        <translation>一段简短的英俄双语文本：观察合并如何把西里尔字母拆开。</translation>
    </message>
    <message>
        <source>The Russian course chapter: a Cyrillic letter is two UTF-8 bytes.</source>
        <translation>俄语课程章节：一个西里尔字母占两个 UTF-8 字节。</translation>
    </message>
    <message>
        <source>Chinese text: 渡船每天过河两次</source>
        <translation>中文文本：渡船每天过河两次</translation>
    </message>
    <message>
        <source>Two short Chinese paragraphs: each character is three UTF-8 bytes; in 6 merges 。 and 船 become whole tokens, and e4 b8 and e8 bf stay fragments shared by two characters each.</source>
        <translation>两段简短的中文：每个汉字占三个 UTF-8 字节；经过 6 次合并，“。”和“船”成为完整的词元，而 e4 b8 和 e8 bf 仍是汉字的不完整部分，各为两个汉字所共有。</translation>
    </message>
    <message>
        <source>The Chinese byte-level BPE lesson: a character is three UTF-8 bytes.</source>
        <translation>中文字节级 BPE 课程：一个汉字占三个 UTF-8 字节。</translation>
    </message>
    <message>
        <source>Japanese text: 渡し船は一日に二回</source>
        <translation>日文文本：渡し船は一日に二回</translation>
    </message>
    <message>
        <source>Two short Japanese paragraphs: kana share their first two bytes (e3 81, e3 82), so those pairs merge first, and ます。 becomes one token.</source>
        <translation>两段简短的日文：假名的前两个字节相同（e3 81、e3 82），因此这些字节对最先合并，而“ます。”成为一个词元。</translation>
    </message>
    <message>
        <source>A short Japanese text beside the Russian and Chinese ones: kana are three UTF-8 bytes.</source>
        <translation>与俄语和中文示例并列的一段简短日文：每个假名占三个 UTF-8 字节。</translation>
    </message>
    <message>
        <source>Document barrier: a | a</source>
        <translation>文档边界：a | a</translation>
    </message>
    <message>
        <source>Two one-byte documents: no pair across the barrier, so nothing is learned.</source>
        <translation>两个单字节文档：没有跨越边界的词元对，因此什么也学不到。</translation>
    </message>
    <message>
        <source>Ties: ABCDCDABCDCDE</source>
        <translation>并列：ABCDCDABCDCDE</translation>
    </message>
    <message>
        <source>Three-way and two-way ties; switch the tie policy to compare winners.</source>
        <translation>三方并列和两方并列；切换并列规则，比较各自的胜出对。</translation>
    </message>
    <message>
        <source>Word frequencies: low / lower / newest / widest</source>
        <translation>词频：low / lower / newest / widest</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3, the Words tab learns the classic &lt;/w&gt; rules (docs/rules.md s4, as bpe-viewer train-words); the other tabs train each distinct word once as a byte-level document weighted by its frequency, as the same table opened from a file.</source>
        <translation>low:5 lower:2 newest:6 widest:3：“单词”标签页学习经典的带 &lt;/w&gt; 的规则（docs/rules.md 第 4 节，与 bpe-viewer train-words 相同）；其他标签页把每个不同的单词作为一个按词频加权的字节级文档，只训练一次，与从文件打开同一张表时相同。</translation>
    </message>
    <message>
        <source>example: {title}</source>
        <translation>示例：{title}</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Lessons that follow the course materials</source>
        <translation>配合课程材料的课例</translation>
    </message>
    <message>
        <source>More examples</source>
        <translation>更多示例</translation>
    </message>
    <message>
        <source>Opens with {settings}.</source>
        <translation>打开时使用：{settings}。</translation>
    </message>
    <message numerus="yes">
        <source>%n merge(s)</source>
        <translation>
            <numerusform>%n 次合并</numerusform>
        </translation>
    </message>
    <message>
        <source>{count}, word ties {word_tie} on the Words tab (tie policy {tie} on the others), one word of the table per entry</source>
        <translation>{count}，“单词”标签页的单词并列顺序为 {word_tie}（其他标签页的并列规则为 {tie}），每项为表中的一个单词</translation>
    </message>
    <message>
        <source>one document per paragraph</source>
        <translation>每个段落一个文档</translation>
    </message>
    <message>
        <source>one document per entry of {file}</source>
        <translation>{file} 中每一项一个文档</translation>
    </message>
    <message>
        <source>{count}, tie policy {tie}, {unit}</source>
        <translation>{count}，并列规则 {tie}，{unit}</translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>Window size ({size})</source>
        <translation>窗口尺寸（{size}）</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <source>Include the teacher&apos;s notes</source>
        <extracomment>The frame size the Export Animation dialog starts at (a 16:9 slide). ``(path, size)`` or ``(path, size, with_notes)``: where to save the image, at what size (None: the window&apos;s own) and whether the teacher&apos;s notes are in it (default: left out).</extracomment>
        <translation>包含教师备注</translation>
    </message>
    <message>
        <source>Put the note of each round and of the run under the narration, as View ▸ Show Note to the Class does; left out unless ticked (a note may give an answer away)</source>
        <translation>将每一轮的备注和运行备注放在说明文字下方，与“视图 ▸ 向全班显示备注”相同；不勾选则不包含（备注可能泄露答案）</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>图像尺寸</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>Rendering frames…</source>
        <translation>正在渲染画面…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Rendering frame {done} of {total}…</source>
        <translation>正在渲染第 {done} 帧，共 {total} 帧…</translation>
    </message>
    <message>
        <source>bpe-viewer: export</source>
        <translation>bpe-viewer：导出</translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation>无法保存 {problem}</translation>
    </message>
    <message>
        <source>Saved {path} ({width}×{height})</source>
        <translation>已保存 {path}（{width}×{height}）</translation>
    </message>
    <message numerus="yes">
        <source>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</source>
        <translation>
            <numerusform>GIF 将有 %n 帧（超过 {limit}）：文件较大，需要一些时间。仍要导出吗？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; nothing written</source>
        <translation>已取消导出；未写入任何内容</translation>
    </message>
    <message numerus="yes">
        <source>Saved {path}: %n frames, stages {first} to {last}</source>
        <translation>
            <numerusform>已保存 {path}：%n 帧，第 {first} 到第 {last} 阶段</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Could not open {url}: only local files can be opened</source>
        <translation>无法打开 {url}：只能打开本地文件</translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation>bpe-viewer：输入有误</translation>
    </message>
    <message>
        <source>The pasted text is empty.</source>
        <translation>粘贴的文本为空。</translation>
    </message>
    <message>
        <source>bpe-viewer: could not save</source>
        <translation>bpe-viewer：无法保存</translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation>无法保存 {problem}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>已保存 {path}</translation>
    </message>
    <message>
        <source>bpe-viewer: could not export</source>
        <translation>bpe-viewer：无法导出</translation>
    </message>
    <message>
        <source>Could not export {problem}</source>
        <translation>无法导出 {problem}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>已导出 {path}</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>导出 {format}</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The CSV file filter of File ▸ Export Table as CSV.</extracomment>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>导出图像</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>导出动画</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG files</source>
        <translation>存放 PNG 文件的文件夹</translation>
    </message>
    <message>
        <source>All supported (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</source>
        <translation>所有支持的文件 (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</translation>
    </message>
    <message>
        <source>Merge tables (tokenizer.json, vocab.json, merges.txt, *.tiktoken, *.model) (*.json *.txt *.tiktoken *.model)</source>
        <translation>合并表（tokenizer.json、vocab.json、merges.txt、*.tiktoken、*.model） (*.json *.txt *.tiktoken *.model)</translation>
    </message>
    <message>
        <source>Text files (*.txt *.text *.md)</source>
        <translation>文本文件 (*.txt *.text *.md)</translation>
    </message>
    <message>
        <source>JSON Lines corpus (*.jsonl)</source>
        <translation>JSON Lines 语料 (*.jsonl)</translation>
    </message>
    <message>
        <source>Corpus JSON / word frequencies (*.json)</source>
        <translation>语料 JSON / 词频表 (*.json)</translation>
    </message>
    <message>
        <source>Piece tables from bpe-viewer count (*.parquet *.json)</source>
        <translation>bpe-viewer count 生成的片段表 (*.parquet *.json)</translation>
    </message>
    <message>
        <source>Saved runs (*.bpe-run.json)</source>
        <translation>已保存的运行 (*.bpe-run.json)</translation>
    </message>
    <message>
        <source>bpe-merges-v1 traces (*.trace *.txt)</source>
        <translation>bpe-merges-v1 轨迹 (*.trace *.txt)</translation>
    </message>
    <message>
        <source>Saved runs, traces and merges files (*.json *.trace *.txt)</source>
        <extracomment>``show_error(parent, title, message)``: a modal message (replaceable in tests). File dialog filter of Train ▸ Open Saved Run or Merges File Beside.</extracomment>
        <translation>已保存的运行、轨迹和合并文件 (*.json *.trace *.txt)</translation>
    </message>
    <message>
        <source>Merges files (*merges*.txt *.txt)</source>
        <translation>合并文件 (*merges*.txt *.txt)</translation>
    </message>
    <message>
        <source>Saved runs and traces (*.json *.trace)</source>
        <translation>已保存的运行和轨迹 (*.json *.trace)</translation>
    </message>
    <message>
        <source>Open corpus, run or trace</source>
        <extracomment>opens a saved run or trace beside the current run (the Compare tab)</extracomment>
        <translation>打开语料、运行或轨迹</translation>
    </message>
    <message>
        <source>Open word table</source>
        <translation>打开词频表</translation>
    </message>
    <message>
        <source>Word-frequency tables (*.json)</source>
        <translation>词频表 (*.json)</translation>
    </message>
    <message>
        <source>Open a saved run, trace or merges file beside the current run</source>
        <translation>在当前运行旁边打开已保存的运行、轨迹或合并文件</translation>
    </message>
    <message>
        <source>Open folder (one document per file)</source>
        <translation>打开文件夹（每个文件一个文档）</translation>
    </message>
    <message>
        <source>Open corpus JSON</source>
        <translation>打开语料 JSON</translation>
    </message>
    <message>
        <source>Corpus JSON (*.json)</source>
        <translation>语料 JSON (*.json)</translation>
    </message>
    <message>
        <source>Choose the split manifest</source>
        <translation>选择划分清单</translation>
    </message>
    <message>
        <source>Split manifest (*.json)</source>
        <translation>划分清单 (*.json)</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>保存运行</translation>
    </message>
    <message>
        <source>Export bpe-merges-v1 trace</source>
        <translation>导出 bpe-merges-v1 轨迹</translation>
    </message>
    <message>
        <source>Traces (*.trace)</source>
        <translation>轨迹 (*.trace)</translation>
    </message>
    <message>
        <source>Export vocab.json + merges.txt into folder</source>
        <translation>将 vocab.json + merges.txt 导出到文件夹</translation>
    </message>
    <message>
        <source>tiktoken ranks (*.tiktoken)</source>
        <translation>tiktoken 合并序号 (*.tiktoken)</translation>
    </message>
    <message>
        <source>minbpe model (*.model)</source>
        <translation>minbpe 模型 (*.model)</translation>
    </message>
    <message>
        <source>Replay the table on corpus</source>
        <translation>在语料上重放合并表</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>所有文件 (*)</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <extracomment>View ▸ Presenter View: the teacher&apos;s window (notes, next merge, time elapsed) every open, save and export dialog of the window (two remembered folders)</extracomment>
        <translation>编码文件的字节</translation>
    </message>
</context>
<context>
    <name>Headers</name>
    <message>
        <source>left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>合并结果</translation>
    </message>
    <message>
        <source>count</source>
        <translation>出现次数</translation>
    </message>
    <message>
        <source>repl.</source>
        <translation>替换</translation>
    </message>
    <message>
        <source>1st at</source>
        <translation>首次位置</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>★ winner of this round; = tie: same count as the winner</source>
        <translation>★ 本轮胜出对；= 并列：出现次数与胜出对相同</translation>
    </message>
    <message>
        <source>left token ID</source>
        <translation>左词元 ID</translation>
    </message>
    <message>
        <source>left token, readable (⟨d0…⟩: part of a character)</source>
        <translation>左词元，可读形式（⟨d0…⟩：字符的一部分）</translation>
    </message>
    <message>
        <source>right token ID</source>
        <translation>右词元 ID</translation>
    </message>
    <message>
        <source>right token, readable</source>
        <translation>右词元，可读形式</translation>
    </message>
    <message>
        <source>merged: the token this pair would make, readable</source>
        <translation>合并结果：此对将生成的词元，可读形式</translation>
    </message>
    <message>
        <source>count: adjacent positions holding the pair at this stage (overlaps included)</source>
        <translation>出现次数：本阶段中出现此对的相邻位置数（含重叠）</translation>
    </message>
    <message>
        <source>repl. (replaced): windows the left-to-right pass would merge, fewer than the count when windows overlap (aaa holds (a, a) twice but merges it once)</source>
        <translation>替换（被替换次数）：从左到右扫描会合并的窗口数；窗口重叠时少于出现次数（aaa 含两次 (a, a)，但只合并一次）</translation>
    </message>
    <message>
        <source>1st at (first occurrence), under the &apos;first&apos; tie policy: where each tied pair first occurs (document, token position); the earliest wins</source>
        <translation>首次位置（首次出现），用于“最先出现”并列规则：每个并列对首次出现的位置（文档，词元位置）；最早者胜出</translation>
    </message>
    <message>
        <source>hex: bytes of the token this pair would make</source>
        <translation>十六进制：此对将生成的词元的字节</translation>
    </message>
    <message>
        <source>document</source>
        <extracomment>A filter that lists the documents holding one token at the stage: ``token:265``. Characters of a document&apos;s text shown under its label, and in its tooltip.</extracomment>
        <translation>文档</translation>
    </message>
    <message>
        <source>tokens at this stage</source>
        <translation>本阶段的词元</translation>
    </message>
    <message>
        <source>document: its ID, its size (bytes → tokens at this stage; its part of the split when split) and the start of its text</source>
        <translation>文档：其 ID、大小（字节 → 本阶段词元数；有划分时所属部分）及文本开头</translation>
    </message>
    <message>
        <source>tokens at this stage: the document&apos;s token rows (click a token to inspect it)</source>
        <translation>本阶段的词元：文档的词元行（单击词元可查看）</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>序号</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>对</translation>
    </message>
    <message>
        <source>new token</source>
        <translation>新词元</translation>
    </message>
    <message>
        <source>merges</source>
        <translation>合并数</translation>
    </message>
    <message>
        <source>tokens after</source>
        <translation>之后词元数</translation>
    </message>
    <message>
        <source>the rule&apos;s rank (= the training round that learned it); ▶ marks the current step</source>
        <translation>规则的合并序号（= 学到它的训练轮次）；▶ 标出当前步骤</translation>
    </message>
    <message>
        <source>the (left, right) token IDs the rule merges, and their bytes</source>
        <translation>规则所合并的（左，右）词元 ID 及其字节</translation>
    </message>
    <message>
        <source>the token the rule makes, and its bytes</source>
        <translation>规则生成的词元及其字节</translation>
    </message>
    <message>
        <source>how many occurrences this rule merged in the input, or &apos;no match&apos;</source>
        <translation>此规则在输入中合并了多少处，或“无匹配”</translation>
    </message>
    <message>
        <source>length of the token sequence after the rule</source>
        <translation>应用此规则后词元序列的长度</translation>
    </message>
    <message>
        <source>Offset</source>
        <extracomment>Chunks kept. the :class:`HexRow` of a row (hex and text columns).</extracomment>
        <translation>偏移</translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation>字节（十六进制）</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Offset of the row&apos;s first byte, in hex (decimal in the tooltip)</source>
        <translation>该行第一个字节的偏移，十六进制（提示中为十进制）</translation>
    </message>
    <message>
        <source>The row&apos;s 16 bytes in hex; a bar marks where a token starts</source>
        <translation>该行的 16 个字节（十六进制）；竖条标出词元的起点</translation>
    </message>
    <message>
        <source>The bytes as UTF-8 text: a character at its first byte, · for its other bytes, a red dot for control characters and invalid bytes</source>
        <translation>按 UTF-8 文本显示的字节：字符写在其第一个字节处，其余字节为 ·，控制字符和无效字节为红点</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>The survival columns, shown once a report is set. Short badge of each flag (the narrow pane&apos;s version of the health tab&apos;s badges).</extracomment>
        <translation>ID</translation>
    </message>
    <message>
        <source>readable</source>
        <translation>可读形式</translation>
    </message>
    <message>
        <source>bytes (hex)</source>
        <translation>字节（十六进制）</translation>
    </message>
    <message>
        <source>now</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>made</source>
        <translation>生成于</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最终</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>留出</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>标记</translation>
    </message>
    <message>
        <source>token ID</source>
        <translation>词元 ID</translation>
    </message>
    <message>
        <source>printable text or hex</source>
        <translation>可打印文本或十六进制</translation>
    </message>
    <message>
        <source>the token&apos;s bytes in hex</source>
        <translation>词元的字节（十六进制）</translation>
    </message>
    <message>
        <source>the round that made it</source>
        <translation>生成它的轮次</translation>
    </message>
    <message>
        <source>its occurrences at the stage on screen</source>
        <extracomment>The tips of the survival columns (now, made, final, held-out, kept), which the vocabulary pane shows too.</extracomment>
        <translation>它在屏幕所示阶段的出现次数</translation>
    </message>
    <message>
        <source>its occurrences right after the round that made it (the round&apos;s replacements)</source>
        <translation>它在生成它的那一轮之后的出现次数（该轮的替换次数）</translation>
    </message>
    <message>
        <source>its occurrences in the training documents after the last round</source>
        <translation>它在最后一轮之后于训练文档中的出现次数</translation>
    </message>
    <message>
        <source>its occurrences in the held-out documents (with a split manifest)</source>
        <translation>它在留出文档中的出现次数（需划分清单）</translation>
    </message>
    <message>
        <source>final / made: the share of its occurrences that survive training</source>
        <translation>最终 / 生成：其出现中在训练结束后仍保留的比例</translation>
    </message>
    <message>
        <source>intermediate: kept below the threshold; unused: none left at the end; unseen in held-out: the held-out documents never use it</source>
        <translation>中间：保留比例低于阈值；未使用：结束时一个也不剩；留出中未见：留出文档从不使用它</translation>
    </message>
    <message>
        <source>from pair</source>
        <translation>来源对</translation>
    </message>
    <message>
        <source>token ID (0-255 are single bytes; 256 + rank for learned tokens); an imported table&apos;s own ID in brackets</source>
        <translation>词元 ID（0-255 为单字节；学到的词元为 256 + 合并序号）；导入表自身的 ID 在括号中</translation>
    </message>
    <message>
        <source>printable text (␣ space, ↵ newline, → tab) or hex</source>
        <translation>可打印文本（␣ 空格，↵ 换行，→ 制表符）或十六进制</translation>
    </message>
    <message>
        <source>the round that learned the token</source>
        <translation>学到该词元的轮次</translation>
    </message>
    <message>
        <source>the (left, right) pair it was merged from</source>
        <translation>它由哪个（左，右）对合并而来</translation>
    </message>
    <message>
        <source>candidate count of the pair when it won</source>
        <translation>该对胜出时的候选出现次数</translation>
    </message>
    <message>
        <source>positions actually merged by the left-to-right pass</source>
        <translation>从左到右扫描实际合并的位置数</translation>
    </message>
    <message>
        <source>◐ intermediate: kept below the threshold; ∅ unused: none left at the end; ◌ unseen: the held-out documents never use it</source>
        <translation>◐ 中间：保留比例低于阈值；∅ 未使用：结束时一个也不剩；◌ 未见：留出文档从不使用它</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>``tuple[SymbolChip, ...]``: the word&apos;s symbols at the stage, new ones flagged.</extracomment>
        <translation>单词</translation>
    </message>
    <message>
        <source>freq.</source>
        <translation>频次</translation>
    </message>
    <message>
        <source>symbols at this stage</source>
        <translation>本阶段的符号</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>a word of the training table</source>
        <translation>训练表中的一个单词</translation>
    </message>
    <message>
        <source>how often the word occurs: every pair inside it counts this many times</source>
        <translation>该单词出现的次数：其中每个词元对都按此次数计数</translation>
    </message>
    <message>
        <source>the word&apos;s symbols after the merges so far (characters + &lt;/w&gt; at stage 0); symbols made by the last round are highlighted</source>
        <translation>到目前为止的合并之后该单词的符号（第 0 阶段为字符 + &lt;/w&gt;）；上一轮生成的符号会突出显示</translation>
    </message>
    <message>
        <source>number of symbols in the word at this stage</source>
        <translation>本阶段该单词中的符号数</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>并列</translation>
    </message>
    <message>
        <source>the round that learned the rule; encoding applies lower ranks first</source>
        <translation>学到该规则的轮次；编码时先应用合并序号较低的规则</translation>
    </message>
    <message>
        <source>the (left, right) symbols that are joined</source>
        <translation>被连接的（左，右）符号</translation>
    </message>
    <message>
        <source>the new symbol</source>
        <translation>新符号</translation>
    </message>
    <message>
        <source>the pair&apos;s frequency-weighted count when it won</source>
        <translation>该对胜出时按词频加权的出现次数</translation>
    </message>
    <message>
        <source>how many pairs shared the winning count (blank: no tie)</source>
        <translation>有多少个词元对与胜出的出现次数相同（空白：无并列）</translation>
    </message>
    <message>
        <source>★ winner of this round; = tie: same count as the winner, lost on the tie rule</source>
        <translation>★ 本轮胜出对；= 并列：出现次数与胜出对相同，但按并列规则落败</translation>
    </message>
    <message>
        <source>left symbol</source>
        <translation>左符号</translation>
    </message>
    <message>
        <source>right symbol</source>
        <translation>右符号</translation>
    </message>
    <message>
        <source>the symbol this pair would make</source>
        <translation>此对将生成的符号</translation>
    </message>
    <message>
        <source>adjacent positions holding the pair, each weighted by its word&apos;s frequency</source>
        <translation>含有此对的相邻位置，每处按其所在单词的词频加权</translation>
    </message>
</context>
<context>
    <name>HealthSummary</name>
    <message numerus="yes">
        <source>%n learned token(s)</source>
        <extracomment>Default share of a token&apos;s occurrences that must survive for it not to count as intermediate. Flag names, in the order they are listed. Reports made ahead of need (:func:`prepare_survival`), one per run, dropped with it.</extracomment>
        <translation>
            <numerusform>%n 个学到的词元</numerusform>
        </translation>
    </message>
    <message>
        <source>, {count} intermediate (kept &lt; {percent} %)</source>
        <translation>，其中 {count} 个为中间词元（保留比例 &lt; {percent} %）</translation>
    </message>
    <message>
        <source>, ... ({count} more)</source>
        <translation>……（另有 {count} 个）</translation>
    </message>
    <message>
        <source>; {count} unused</source>
        <translation>；{count} 个未使用</translation>
    </message>
    <message>
        <source>; {count} unseen in held-out</source>
        <translation>；{count} 个在留出文档中未出现</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Hex view: Find hex bytes or text (while the hex view has focus)</source>
        <extracomment>Keys handled inside one view rather than by a window action.</extracomment>
        <translation>十六进制视图：查找十六进制字节或文本（十六进制视图获得焦点时）</translation>
    </message>
    <message>
        <source>Hex view: Go to offset</source>
        <translation>十六进制视图：转到偏移</translation>
    </message>
    <message>
        <source>Hex view Find box: next / previous match</source>
        <translation>十六进制视图查找框：下一个 / 上一个匹配</translation>
    </message>
    <message>
        <source>A desktop trace explorer for byte-pair-encoding tokenizer training.</source>
        <translation>一个查看字节对编码（BPE）分词器训练轨迹的桌面工具。</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>许可证：{licence}</translation>
    </message>
    <message>
        <source>About bpe-viewer</source>
        <translation>关于 bpe-viewer</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>键盘快捷键</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>no corpus: this table has no documents, so no occurrences to follow</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls.</extracomment>
        <translation>没有语料：此表没有文档，因此没有可追踪的出现</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>the form&apos;s row labels, by the value they name</extracomment>
        <translation>&lt;b&gt;检查器&lt;/b&gt; — 在任意视图中单击一个词元</translation>
    </message>
    <message>
        <source>Token ID</source>
        <translation>词元 ID</translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation>字节（十六进制）</translation>
    </message>
    <message>
        <source>Readable</source>
        <translation>可读形式</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>留存</translation>
    </message>
    <message>
        <source>Bit patterns</source>
        <translation>位模式</translation>
    </message>
    <message>
        <source>Show each byte&apos;s bits: 0xxxxxxx ASCII, 110xxxxx/1110xxxx/11110xxx lead bytes of 2-, 3- and 4-byte characters, 10xxxxxx continuation bytes</source>
        <translation>显示每个字节的二进制位：0xxxxxxx 为 ASCII，110xxxxx/1110xxxx/11110xxx 为 2、3、4 字节字符的首字节，10xxxxxx 为后续字节</translation>
    </message>
    <message>
        <source>How the token&apos;s occurrences were used by later merges (final stage); the Vocabulary health tab lists every token&apos;s figures</source>
        <translation>该词元的出现在之后的合并中如何被使用（最终阶段）；“词表健康”标签页列出每个词元的数据</translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation>出现位置 ▸</translation>
    </message>
    <message>
        <source>Show the documents holding this token: the Documents pane lists only them at the stage (the filter token:ID; clear the filter to list them all)</source>
        <translation>显示含有此词元的文档：“文档”窗格在本阶段只列出这些文档（筛选条件 token:ID；清除筛选即可列出全部）</translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation>合并树（直到字节）</translation>
    </message>
    <message numerus="yes">
        <source>… {count} more byte(s)</source>
        <translation>
            <numerusform>… 另有 {count} 个字节</numerusform>
        </translation>
    </message>
    <message>
        <source>a single byte (one of the 256 starting entries)</source>
        <translation>单个字节（256 个初始条目之一）</translation>
    </message>
    <message>
        <source>later, in round {round} (not in the vocabulary yet)</source>
        <translation>稍后，在第 {round} 轮（尚未进入词表）</translation>
    </message>
    <message>
        <source>by the round about to run</source>
        <translation>在即将进行的这一轮</translation>
    </message>
    <message>
        <source>in round {round}</source>
        <translation>在第 {round} 轮</translation>
    </message>
    <message>
        <source>no corpus, so no counts</source>
        <translation>没有语料，因此没有计数</translation>
    </message>
    <message>
        <source>count {count}, {replaced} replaced</source>
        <translation>出现次数 {count}，替换 {replaced} 次</translation>
    </message>
    <message>
        <source>{when} from {pair}; {counts}</source>
        <translation>{when}由 {pair} 合并而来；{counts}</translation>
    </message>
    <message>
        <source>not yet: the token appears at stage {stage}</source>
        <translation>尚未出现：该词元在第 {stage} 阶段出现</translation>
    </message>
    <message>
        <source>no corpus: this table has no documents</source>
        <translation>没有语料：此表没有文档</translation>
    </message>
    <message numerus="yes">
        <source>{count} time(s) in the counted documents at stage {stage}</source>
        <translation>
            <numerusform>在第 {stage} 阶段的计数文档中出现 {count} 次</numerusform>
        </translation>
    </message>
    <message>
        <source>; held out (not counted): </source>
        <translation>；留出（不计数）：</translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). the view&apos;s lines around its table, in pixels (:meth:`height_for_rows`) a run (run, stage, document) or a stage asked for while on screen, not filled yet
----------
the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Hex: hex bytes (d0 b0), and anything that is not hex as text (its UTF-8 bytes);
Text: always the text&apos;s UTF-8 bytes (for a word made of hex digits, such as cafe)</source>
        <translation>十六进制：十六进制字节（d0 b0），非十六进制的内容按文本处理（取其 UTF-8 字节）；
文本：始终取文本的 UTF-8 字节（适用于由十六进制数字组成的单词，例如 cafe）</translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation>查找：d0 b0 或文本  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous match  [Shift+Enter]</source>
        <translation>上一个匹配  [Shift+Enter]</translation>
    </message>
    <message>
        <source>Next match  [Enter]</source>
        <translation>下一个匹配  [Enter]</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>Text is found in upper and lower case alike unless this is on (river finds River, мир finds МИР); hex bytes are always found exactly</source>
        <translation>除非开启此项，否则查找文本时不区分大小写（river 可找到 River，мир 可找到 МИР）；十六进制字节始终精确匹配</translation>
    </message>
    <message>
        <source>All documents</source>
        <translation>所有文档</translation>
    </message>
    <message>
        <source>Past the last match of this document, go on to the next document that holds one (and from the last document back to the first)</source>
        <translation>越过本文档的最后一个匹配后，继续到下一个含有匹配的文档（从最后一个文档回到第一个）</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation>转到偏移 (Ctrl+G)</translation>
    </message>
    <message>
        <source>A byte offset: decimal (1234) or hex (0x4d2); Enter jumps</source>
        <translation>字节偏移：十进制（1234）或十六进制（0x4d2）；按 Enter 跳转</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>{tokens} tokens, {start} token start &amp;nbsp;{new} last round &amp;nbsp;{outline}outlined: this round&apos;s winner, solid where merged, dashed where counted only&lt;/span&gt; &amp;nbsp;{rest} rest of a character &amp;nbsp;{bad} control or invalid byte</source>
        <translation>{tokens} 词元，{start} 词元起点 &amp;nbsp;{new} 上一轮 &amp;nbsp;{outline}描边：本轮胜出对，实线为已合并，虚线为仅计数&lt;/span&gt; &amp;nbsp;{rest} 字符的其余部分 &amp;nbsp;{bad} 控制字节或无效字节</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt;</source>
        <translation>&lt;b&gt;十六进制&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt; — {id} ({label}): {size} bytes, stage {stage}</source>
        <translation>&lt;b&gt;十六进制&lt;/b&gt; — {id}（{label}）：{size} 字节，第 {stage} 阶段</translation>
    </message>
    <message>
        <source>offset {offset} is outside the document (0 to {last})</source>
        <translation>偏移 {offset} 超出文档范围（0 到 {last}）</translation>
    </message>
    <message>
        <source>offset {offset} ({hex})</source>
        <translation>偏移 {offset}（{hex}）</translation>
    </message>
    <message>
        <source> (searched as text: not hex bytes)</source>
        <extracomment>Documents up to this size are counted for the &quot;match 3 of 12&quot; line (bytes).</extracomment>
        <translation>（按文本查找：不是十六进制字节）</translation>
    </message>
    <message>
        <source> (read as hex bytes; choose Text to find it as text)</source>
        <translation>（按十六进制字节读取；选择“文本”可按文本查找）</translation>
    </message>
    <message>
        <source>no match for {text} in any document{how}</source>
        <translation>在所有文档中都没有找到 {text}{how}</translation>
    </message>
    <message>
        <source>no match for {text} in this document{how}</source>
        <translation>在本文档中没有找到 {text}{how}</translation>
    </message>
    <message>
        <source> of {count}</source>
        <translation>，共 {count} 个</translation>
    </message>
    <message>
        <source> (wrapped around)</source>
        <translation>（已回绕）</translation>
    </message>
    <message>
        <source> in {id}</source>
        <translation>，位于 {id}</translation>
    </message>
    <message>
        <source>match at offset {offset} ({hex}){total}{note}{how}</source>
        <translation>匹配位于偏移 {offset}（{hex}）{total}{note}{how}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>The face that draws each language&apos;s Han characters in its own forms, by code. The QLocale of each language (numbers, Qt&apos;s own texts, text direction). True once a language was installed</extracomment>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>The language of the window and its sentences</source>
        <translation>窗口及其说明文字的语言</translation>
    </message>
</context>
<context>
    <name>LastStage</name>
    <message numerus="yes">
        <source>No pair left after %n merge(s): training stopped early.</source>
        <extracomment>The fill of a marked row, by mark: the palette&apos;s name (read when painted, so a new scheme shows). The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
        <translation>
            <numerusform>%n 次合并后已没有候选对：训练提前停止。</numerusform>
        </translation>
    </message>
    <message>
        <source>Last stage: the one merge is done.</source>
        <translation>最后阶段：唯一的一次合并已完成。</translation>
    </message>
    <message numerus="yes">
        <source>Last stage: all %n merges done.</source>
        <translation>
            <numerusform>最后阶段：全部 %n 次合并已完成。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadSession</name>
    <message>
        <source>The Words tab trains the table as classic word-frequency BPE; the other tabs show its words as byte-level documents</source>
        <translation>“单词”标签页将此表作为经典词频 BPE 训练；其他标签页将其中的单词显示为字节级文档</translation>
    </message>
    <message>
        <source>Back to the run before the last retrain</source>
        <translation>回到上一次重新训练之前的运行</translation>
    </message>
    <message numerus="yes">
        <source>{count} merge(s)</source>
        <translation>
            <numerusform>{count} 次合并</numerusform>
        </translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation>并列规则 {tie}</translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation>预分词器 {name}</translation>
    </message>
    <message>
        <source>text {form}</source>
        <translation>文本 {form}</translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation>特殊词元 ID 紧接字节之后</translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation>特殊词元</translation>
    </message>
    <message>
        <source>Trained with your Training Settings ({settings}); Train ▸ Training Settings ▸ Restore Defaults goes back to the defaults</source>
        <translation>已按你的训练设置训练（{settings}）；“训练 ▸ 训练设置 ▸ 恢复默认值”可回到默认设置</translation>
    </message>
    <message>
        <source>{name} is beside it, not used: File ▸ Open Corpus with Split Manifest… trains on its train partition only</source>
        <translation>旁边有 {name}，但未使用：“文件 ▸ 打开语料及其划分清单…”只在其训练部分上训练</translation>
    </message>
    <message>
        <source>Trained with the example&apos;s own settings: {settings}</source>
        <translation>已按示例自带的设置训练：{settings}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>无法打开 {problem}</translation>
    </message>
    <message>
        <source>vocabulary size {size}</source>
        <extracomment>the same failure as one line naming the input once (``NAME: reason``), as the command line says it the settings a file or text opened next trains with: the stored Training Settings (a loaded run&apos;s own are its Retrain&apos;s, an example has its own) the built-in example on screen (its documents, retrained or not), or None the stage on screen; Retrain returns to it (clamped to the new run) what the run on screen was trained from and how (Retrain trains it again), or None (nothing loaded, or a run delivered without one) every file and folder this window has read (outputs are never written over one) the word-frequency table behind the current run, if it came from one the training whose rounds learned so far are shown, if any the run as last saved or loaded from a file (not trained here since) the run before the last Retrain, until it is undone or another input loads the Words tab&apos;s run (:attr:`word_run_changed`), or None</extracomment>
        <translation>词表大小 {size}</translation>
    </message>
    <message>
        <source>Could not load the input: {problem}</source>
        <translation>无法载入输入：{problem}</translation>
    </message>
    <message>
        <source>Loaded {source}: {merges}</source>
        <translation>已载入 {source}：{merges}</translation>
    </message>
    <message>
        <source>Loaded {source}: {corpus}; {merges}</source>
        <translation>已载入 {source}：{corpus}；{merges}</translation>
    </message>
    <message>
        <source>Loaded {source}: the Words tab learned {merges} of classic word-frequency BPE; the other tabs learned {count} (each distinct word once as a byte-level document weighted by its frequency)</source>
        <translation>已载入 {source}：“单词”标签页按经典词频 BPE 学到了 {merges}；其他标签页学到了 {count}（每个不同的单词作为一个按词频加权的字节级文档，只出现一次）</translation>
    </message>
    <message>
        <source> (a table without a corpus: Train ▸ Replay on Corpus… counts its rules)</source>
        <translation>（没有语料的合并表：“训练 ▸ 在语料上重放…”可统计它的规则）</translation>
    </message>
    <message>
        <source>Cancelled {source}; the previous run stays on screen.</source>
        <translation>已取消 {source}；屏幕上保留之前的运行。</translation>
    </message>
    <message>
        <source>Cancelled {source}; nothing loaded.</source>
        <translation>已取消 {source}；未载入任何内容。</translation>
    </message>
</context>
<context>
    <name>LoadingCover</name>
    <message>
        <source>Loading {what} …</source>
        <extracomment>The cover&apos;s text by verb (English, context ``&quot;LoadingCover&quot;``).</extracomment>
        <translation>正在载入 {what}…</translation>
    </message>
    <message>
        <source>Retraining {what} …</source>
        <translation>正在重新训练 {what}…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Closed {source}</source>
        <translation>已关闭 {source}</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>已关闭</translation>
    </message>
    <message>
        <source>Go to Round</source>
        <translation>转到轮次</translation>
    </message>
    <message>
        <source>Stage (0 to {last}):</source>
        <translation>阶段（0 到 {last}）：</translation>
    </message>
    <message>
        <source>word-frequency BPE under both tie orders · stage {stage} of {last}</source>
        <translation>两种并列顺序下的词频 BPE · 第 {stage} 阶段，共 {last} 阶段</translation>
    </message>
    <message>
        <source>The current run stays loaded.</source>
        <translation>当前运行仍保持载入。</translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation>bpe-viewer：输入有误</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>★ winner</source>
        <extracomment>The mark column&apos;s words (English, context ``&quot;Marks&quot;``; shown by :func:`mark_text`).</extracomment>
        <translation>★ 胜出</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= 并列</translation>
    </message>
    <message>
        <source>◆ corpus</source>
        <extracomment>In a replayed table: the pair the corpus itself would have chosen.</extracomment>
        <translation>◆ 语料</translation>
    </message>
    <message>
        <source>★ table</source>
        <extracomment>In a replayed table: the table&apos;s rule, merged whatever the counts say.</extracomment>
        <translation>★ 合并表</translation>
    </message>
    <message>
        <source>no match</source>
        <extracomment>The chips model shows at most this many tokens (the statistics count all of them). A rule that merged nothing (English, context ``&quot;Marks&quot;``; the mark role keeps it so).</extracomment>
        <translation>无匹配</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>The menu bar, by action key: ``-`` is a separator, ``@recent`` the Open Recent menu, ``@export`` the Export submenu (:data:`EXPORT_MENU`), ``@export_csv`` the Export Table as CSV menu, ``@copy_special`` the Copy Special menu, ``@language`` View ▸ Language (:class:`~bpe_viewer.qt.i18n.LanguageMenu`) and ``@examples`` the examples (built from the shipped example index).</extracomment>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <extracomment>(heading action, which heading): &quot;lessons&quot; or &quot;others&quot; (entry, its example)</extracomment>
        <translation>示例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>训练(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>转到(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <extracomment>The toolbar, by action key (``@examples``: the Examples menu&apos;s button). The toolbar&apos;s title (in the window&apos;s context menu of toolbars).</extracomment>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;Candidates of This Round…</source>
        <extracomment>Tables that File ▸ Export Table as CSV offers: key, menu text (English, context ``&quot;Menus&quot;``), default file name.</extracomment>
        <translation>本轮的候选对(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Vocabulary…</source>
        <translation>词表(&amp;V)…</translation>
    </message>
    <message>
        <source>Merge &amp;Rules…</source>
        <translation>合并规则(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Encode Steps…</source>
        <translation>编码步骤(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV</source>
        <translation>将表格导出为 CSV(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Export &amp;Table</source>
        <translation>导出表格(&amp;T)</translation>
    </message>
    <message>
        <source>Copy &amp;Special</source>
        <translation>选择性复制(&amp;S)</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>{first} {second}</source>
        <comment>two sentences one after the other</comment>
        <extracomment>How each tie policy picks among pairs of equal count (docs/rules.md s3), in English; :meth:`Narration.tie_rule` says it in the current language.</extracomment>
        <translation>{first}{second}</translation>
    </message>
    <message>
        <source>the smallest pair (left, right) wins</source>
        <translation>左 ID 较小者优先，其次右 ID</translation>
    </message>
    <message>
        <source>the largest pair (left, right) wins</source>
        <translation>左 ID 较大者优先，其次右 ID</translation>
    </message>
    <message>
        <source>the pair that occurs first in document order wins</source>
        <translation>按文档顺序最先出现者优先</translation>
    </message>
    <message>
        <source>the pair whose bytes sort last wins</source>
        <translation>字节序列排序最靠后者优先</translation>
    </message>
    <message>
        <source>the pair whose bytes sort first wins</source>
        <translation>字节序列排序最靠前者优先</translation>
    </message>
    <message>
        <source>the tie policy {tie} picks the winner</source>
        <translation>由并列规则 {tie} 决定胜出对</translation>
    </message>
    <message>
        <source>`{text}` (bytes {hex})</source>
        <translation>`{text}`（字节 {hex}）</translation>
    </message>
    <message>
        <source>`{text}` ({size} bytes: {head} … {tail})</source>
        <translation>`{text}`（{size} 字节：{head} … {tail}）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named}，另有 %n 对</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} 和 {last}</translation>
    </message>
    <message>
        <source>{pair} first at {place}</source>
        <translation>{pair} 首次出现于 {place}</translation>
    </message>
    <message>
        <source>{pair} at {place}</source>
        <comment>a tied pair and where its first window is</comment>
        <translation>{pair} 于 {place}</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs tie at count {count}, {listed}; {rule}</source>
        <translation>
            <numerusform>有 %n 个候选对并列，出现次数均为 {count}：{listed}；并列规则：{rule}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count}</source>
        <translation>{pair} 是唯一的候选对，出现次数为 {count}</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count}</source>
        <translation>{pair} 的出现次数最多，为 {count}</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next})</source>
        <translation>{pair} 的出现次数最多，为 {count}（其次为 {next}）</translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes token {token} {phrase}.</source>
        <translation>第 {round} 轮：{why}。{pair} 合并为词元 {token} {phrase}。</translation>
    </message>
    <message>
        <source>It does not occur in the corpus, so nothing is replaced.</source>
        <translation>该对没有在语料中出现，因此没有任何替换。</translation>
    </message>
    <message>
        <source>It is counted at 1 window and it is replaced.</source>
        <translation>出现次数为 1，替换次数为 1：这个窗口被替换。</translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n windows and all are replaced.</source>
        <translation>
            <numerusform>出现次数为 %n，替换次数也为 %n：所有窗口都被替换。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</source>
        <translation>
            <numerusform>有 %n 个窗口与已替换的窗口重叠（二者共享一个词元），从左到右的扫描跳过了它</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</source>
        <translation>
            <numerusform>有 %n 个窗口与已替换的窗口重叠（它们共享一个词元），从左到右的扫描跳过了它们</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n window(s) but replaced only {times}: {skipped}.</source>
        <translation>
            <numerusform>出现次数为 %n，但替换次数只有 {replaced}：{skipped}。</numerusform>
        </translation>
    </message>
    <message>
        <source>once</source>
        <translation>一次</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>两次</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The documents go from {before} to %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>文档的词元总数从 {before} 变为 %n；词表共有 {size} 个条目。</numerusform>
        </translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; no pair is left in the corpus</source>
        <translation>合并表的规则 {pair} 无论计数如何都会被合并，此处出现次数为 {count}；语料中已没有任何候选对</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here, also the corpus&apos;s own choice</source>
        <translation>合并表的规则 {pair} 无论计数如何都会被合并，此处出现次数为 {count}，这也正是语料本身的选择</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}, a tie broken the other way</source>
        <translation>合并表的规则 {pair} 无论计数如何都会被合并，此处出现次数为 {count}；语料本身会选择 {own}（出现次数 {own_count}），即并列以另一种方式被打破</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}</source>
        <translation>合并表的规则 {pair} 无论计数如何都会被合并，此处出现次数为 {count}；语料本身会选择 {own}（出现次数 {own_count}）</translation>
    </message>
    <message>
        <source>Round {round}: the table&apos;s rule of rank {rank} merges {pair} into token {token} {phrase}. This table has no corpus, so there are no counts (Train ▸ Replay on Corpus… counts them). The vocabulary has {size} entries.</source>
        <translation>第 {round} 轮：合并表中序号为 {rank} 的规则将 {pair} 合并为词元 {token} {phrase}。此表没有语料，因此没有计数（“训练 ▸ 在语料上重放…”会统计计数）。词表共有 {size} 个条目。</translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s %n rule(s) are done.</source>
        <translation>
            <numerusform>合并表的 %n 条规则已全部执行。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped after %n merge(s), before the {requested} requested: no pair is left (every document, or piece, is a single token).</source>
        <translation>
            <numerusform>训练在 %n 次合并后停止，未达到请求的 {requested} 次：已没有任何候选对（每个文档或片段都只剩一个词元）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped: the requested %n merge(s) are done.</source>
        <translation>
            <numerusform>训练停止：已完成请求的 %n 次合并。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last. {reason} The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>第 {stage} 阶段是最后一个阶段。{reason}文档共有 %n 个词元；词表共有 {size} 个条目。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>第 {stage} 阶段是目前已学到的最后阶段：训练仍在进行，接下来是第 {stage} 轮。文档共有 %n 个词元；词表共有 {size} 个条目。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarrationStrip</name>
    <message>
        <source>Before / after</source>
        <extracomment>A tooltip&apos;s lines: characters per line and lines in all (a longer token&apos;s tooltip ends in &quot;…&quot;; the inspector shows every byte). the candidate table whose ``1st at`` column is watched (watch_candidates) a quiz question is shown in place of the round&apos;s sentence</extracomment>
        <translation>合并前后</translation>
    </message>
    <message>
        <source>({left}, {right}) at {document} @{position}</source>
        <extracomment>Lines the picked candidate&apos;s line takes in a fixed-height strip (the sentence keeps the rest). Lines of text the sentence always has room for: most rounds&apos; sentences take two at a usual width, and a strip that grew and shrank with each sentence would move every view below it up and down while stepping (and lay the window out twice when the first sentence arrives). The symbols a sentence shows for token bytes (space, newline, partial UTF-8...): a font without them draws them from a fallback font whose taller lines would make a sentence with them taller than one without.</extracomment>
        <translation>({left}, {right}) 位于 {document} @{position}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places of the tied pairs</comment>
        <translation>；</translation>
    </message>
    <message>
        <source>First windows: {places}.</source>
        <translation>各对的首个窗口：{places}。</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>请载入语料、已保存的运行或示例。</translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace (known when training finishes). It does not win this round.</source>
        <translation>
            <numerusform>正在显示 {pair} `{text}` 的窗口：出现次数为 %n，扫描会替换几次要到训练结束后才知道。它不是本轮的胜出对。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</source>
        <translation>
            <numerusform>正在显示 {pair} `{text}` 的窗口：出现次数为 %n，扫描会替换 {replaced} 次（重叠的窗口共享一个词元：每组只合并第一个）。它不是本轮的胜出对。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced}. It does not win this round.</source>
        <translation>
            <numerusform>正在显示 {pair} `{text}` 的窗口：出现次数为 %n，扫描会替换 {replaced} 次。它不是本轮的胜出对。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationBar</name>
    <message>
        <source>0.5 rounds/s</source>
        <translation>每秒 0.5 轮</translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation>每秒 1 轮</translation>
    </message>
    <message>
        <source>1.5 rounds/s</source>
        <translation>每秒 1.5 轮</translation>
    </message>
    <message>
        <source>3 rounds/s</source>
        <translation>每秒 3 轮</translation>
    </message>
    <message>
        <source>10 rounds/s</source>
        <translation>每秒 10 轮</translation>
    </message>
    <message>
        <source>30 rounds/s</source>
        <translation>每秒 30 轮</translation>
    </message>
    <message>
        <source>Stage</source>
        <extracomment>buttons that keep their words in the narrow form the slider&apos;s least width, in widths of the letter M of the bar&apos;s font</extracomment>
        <translation>阶段</translation>
    </message>
    <message>
        <source>Jump to a stage (number of merges applied)</source>
        <translation>跳到某一阶段（已应用的合并次数）</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>播放速度</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>速度</translation>
    </message>
    <message>
        <source>of {last}</source>
        <translation>/ {last}</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Note on the run</source>
        <extracomment>while a picture is taken: True with the notes line, False with no notes</extracomment>
        <translation>运行备注</translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation>整个运行的备注（随运行保存）</translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation>第 {stage} 阶段（最后阶段）的备注</translation>
    </message>
    <message>
        <source>A note on stage {stage} (the last): for the presenter view; the class sees it only with View ▸ Show Note to the Class</source>
        <translation>第 {stage} 阶段（最后阶段）的备注：供演示者视图使用；只有开启“视图 ▸ 向全班显示备注”时全班才能看到</translation>
    </message>
    <message>
        <source>A note on round {stage}: for the presenter view; the class sees it only with View ▸ Show Note to the Class</source>
        <translation>第 {stage} 轮的备注：供演示者视图使用；只有开启“视图 ▸ 向全班显示备注”时全班才能看到</translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation>第 {stage} 轮的备注</translation>
    </message>
</context>
<context>
    <name>PasteTextDialog</name>
    <message>
        <source>Paste text</source>
        <translation>粘贴文本</translation>
    </message>
    <message>
        <source>Type or paste text here…</source>
        <translation>在此输入或粘贴文本…</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文档</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>训练</translation>
    </message>
</context>
<context>
    <name>PresenterView</name>
    <message>
        <source>Presenter View — bpe-viewer</source>
        <extracomment>The presenter view&apos;s text, in times the application&apos;s font size (read at a glance). The actions of the main window whose shortcuts also work in the presenter view.</extracomment>
        <translation>演示者视图 — bpe-viewer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Start the time elapsed again from 0:00</source>
        <translation>已用时间从 0:00 重新开始计时</translation>
    </message>
    <message>
        <source>Note on the run</source>
        <translation>运行备注</translation>
    </message>
    <message>
        <source>Next merge (the answer)</source>
        <translation>下一次合并（答案）</translation>
    </message>
    <message>
        <source>Show note to the class</source>
        <translation>向全班显示备注</translation>
    </message>
    <message>
        <source>The clicker keys work here too: PageDown or Right steps, B blanks the projected screen, Enter reveals a quiz round.</source>
        <translation>翻页器按键在这里同样有效：PageDown 或右方向键前进一轮，B 使投影画面黑屏，Enter 揭晓测验轮的答案。</translation>
    </message>
    <message>
        <source>No run loaded</source>
        <translation>未载入运行</translation>
    </message>
    <message>
        <source>Stage {stage} of {last} (the last)</source>
        <translation>第 {stage} 阶段，共 {last} 阶段（最后阶段）</translation>
    </message>
    <message>
        <source>Round {round} of {last}</source>
        <translation>第 {round} 轮，共 {last} 轮</translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation>第 {stage} 阶段（最后阶段）的备注</translation>
    </message>
    <message>
        <source>No note on stage {stage} (the last)</source>
        <translation>尚无第 {stage} 阶段（最后阶段）的备注</translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation>第 {stage} 轮的备注</translation>
    </message>
    <message>
        <source>No note on round {stage}</source>
        <translation>尚无第 {stage} 轮的备注</translation>
    </message>
    <message>
        <source>No note on the run</source>
        <translation>尚无运行备注</translation>
    </message>
    <message>
        <source>Words: no word table</source>
        <translation>单词：没有词频表</translation>
    </message>
    <message>
        <source>Words: stage {stage} of {last} (the last)</source>
        <translation>单词：第 {stage} 阶段，共 {last} 阶段（最后阶段）</translation>
    </message>
    <message>
        <source>Words: round {round} of {last}</source>
        <translation>单词：第 {round} 轮，共 {last} 轮</translation>
    </message>
    <message>
        <source>Note on the round</source>
        <translation>本轮备注</translation>
    </message>
    <message>
        <source>Notes belong to the byte-level run (the Training rounds tab).</source>
        <translation>备注属于字节级运行（“训练轮次”标签页）。</translation>
    </message>
    <message>
        <source>None: no round is left after the last stage.</source>
        <translation>无：最后阶段之后没有剩余的轮次。</translation>
    </message>
    <message>
        <source>Round {round}: ({left}, {right}) becomes {merged}, count {count}</source>
        <translation>第 {round} 轮：({left}, {right}) 合并为 {merged}，出现次数 {count}</translation>
    </message>
    <message>
        <source>Round {round}: ({left}, {right}) becomes token {token} {phrase}, count {count}</source>
        <translation>第 {round} 轮：({left}, {right}) 合并为词元 {token} {phrase}，出现次数 {count}</translation>
    </message>
    <message>
        <source>The class sees a black screen (B or any key shows it again).</source>
        <translation>全班看到的是黑屏（按 B 或任意键恢复显示）。</translation>
    </message>
    <message>
        <source>The class sees the notes under the narration.</source>
        <translation>全班能在说明文字下方看到备注。</translation>
    </message>
    <message>
        <source>The class sees no note.</source>
        <translation>全班看不到备注。</translation>
    </message>
    <message>
        <source>There is one screen only: if it is mirrored to the projector, the class sees this window too.</source>
        <translation>只有一块屏幕：如果它以镜像方式投影，全班也会看到这个窗口。</translation>
    </message>
</context>
<context>
    <name>QuizBar</name>
    <message>
        <source>&lt;b&gt;Quiz&lt;/b&gt;</source>
        <translation>&lt;b&gt;测验&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Predict the next merge (View ▸ Predict the Next Merge, Q)</source>
        <translation>预测下一次合并（视图 ▸ 预测下一次合并，Q）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score {score}&lt;/b&gt;</source>
        <translation>&lt;b&gt;得分：{score}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>QuizController</name>
    <message>
        <source>Round {round} is a question: which pair merges next? Its counts and winner show after Reveal (Enter).</source>
        <extracomment>the first chip clicked of a pair: (row or document, position, label) the hex view was folded by the quiz (it outlines the winner)</extracomment>
        <translation>第 {round} 轮是一道题：下一次合并的是哪一对？出现次数和胜出对将在“揭晓”（Enter）后显示。</translation>
    </message>
    <message>
        <source>The quiz runs in the Training rounds and Words tabs.</source>
        <translation>测验只在“训练轮次”和“单词”标签页中进行。</translation>
    </message>
    <message>
        <source>Open a word table.</source>
        <translation>请打开一个词频表。</translation>
    </message>
    <message>
        <source>Last stage: no round left.</source>
        <translation>最后阶段：没有剩余的轮次。</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>请载入语料、已保存的运行或示例。</translation>
    </message>
    <message>
        <source>No quiz here: {why}.</source>
        <translation>此处无法测验：{why}。</translation>
    </message>
    <message>
        <source>Round {round}: &lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; Step on for the next round.</source>
        <translation>第 {round} 轮：&lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; 请前进到下一轮。</translation>
    </message>
    <message>
        <source>Round {round}: your pick is &lt;b&gt;{pick}&lt;/b&gt;. Reveal (Enter), or pick another.</source>
        <translation>第 {round} 轮：你选择了 &lt;b&gt;{pick}&lt;/b&gt;。按“揭晓”（Enter），或另选一对。</translation>
    </message>
    <message>
        <source>Round {round}: first chip {chip}; click the chip beside it to pick their pair.</source>
        <translation>第 {round} 轮：第一个词元为 {chip}；再点击与它相邻的词元，即可选中这一对。</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick it (a candidate row, or two adjacent chips), then Reveal (Enter).</source>
        <translation>第 {round} 轮：下一次合并的是哪一对？选中它（一行候选对，或两个相邻的词元），然后按“揭晓”（Enter）。</translation>
    </message>
</context>
<context>
    <name>QuizMessages</name>
    <message numerus="yes">
        <source>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</source>
        <translation>
            <numerusform>未作选择。有 %n 个候选对并列，出现次数均为 {count}；{rule}：合并 {winner}。</numerusform>
        </translation>
    </message>
    <message>
        <source>No pick. {winner} merges, count {count}.</source>
        <translation>未作选择。合并 {winner}，出现次数为 {count}。</translation>
    </message>
    <message numerus="yes">
        <source>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</source>
        <translation>
            <numerusform>你选择的 {pick} 胜出：有 %n 个候选对并列，出现次数均为 {count}；{rule}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pick {pick} won: it has the highest count, {count}.</source>
        <translation>你选择的 {pick} 胜出：它的出现次数最多，为 {count}。</translation>
    </message>
    <message>
        <source>Your pick {pick} tied at count {count} but lost on the tie rule: {rule}, so {winner} merges.</source>
        <translation>你选择的 {pick} 出现次数同为 {count}，但按并列规则落败：{rule}，因此合并的是 {winner}。</translation>
    </message>
    <message>
        <source>Your pick {pick} lost: count {count}, the winner {winner} has count {winner_count}.</source>
        <translation>你选择的 {pick} 落败：它的出现次数为 {count}，而胜出对 {winner} 的出现次数为 {winner_count}。</translation>
    </message>
    <message>
        <source>{won} of {answered}</source>
        <translation>{answered} 轮中答对 {won} 轮</translation>
    </message>
    <message>
        <source>an imported table has no counts to predict from</source>
        <translation>导入的合并表没有可供预测的计数</translation>
    </message>
    <message>
        <source>a replayed table&apos;s merges follow the table, not the counts</source>
        <translation>重放的合并表按表中顺序合并，而不是按计数</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named}，另有 %n 对</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes {merged}.</source>
        <translation>第 {round} 轮：{why}。{pair} 合并为 {merged}。</translation>
    </message>
</context>
<context>
    <name>RoundCharts</name>
    <message>
        <source>no held-out documents (open a corpus with a split manifest)</source>
        <extracomment>Runs with at most this many merges get a dot at every point. Point sizes at 100 % zoom.</extracomment>
        <translation>没有留出文档（请用划分清单打开语料）</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>尚无运行</translation>
    </message>
    <message>
        <source>Click or drag on a chart to go to that round</source>
        <extracomment>Plot keys, top to bottom (each plot&apos;s legend names its curves).</extracomment>
        <translation>在图表上单击或拖动即可转到该轮</translation>
    </message>
    <message>
        <source>round (merges learned)</source>
        <translation>轮次（已学合并数）</translation>
    </message>
    <message>
        <source>winner&apos;s count</source>
        <translation>胜出对的出现次数</translation>
    </message>
    <message>
        <source>replacements</source>
        <translation>替换次数</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>词表大小</translation>
    </message>
    <message>
        <source>train tokens per byte</source>
        <translation>训练：每字节词元数</translation>
    </message>
    <message>
        <source>held-out (validation + test)</source>
        <translation>留出（验证 + 测试）</translation>
    </message>
    <message>
        <source>&lt;b&gt;round {round}&lt;/b&gt;:</source>
        <translation>&lt;b&gt;第 {round} 轮&lt;/b&gt;：</translation>
    </message>
    <message>
        <source>{count_start}winner&apos;s count {count}&lt;/span&gt;, {replaced_start}{replaced} replacements&lt;/span&gt;;</source>
        <translation>{count_start}胜出对的出现次数 {count}&lt;/span&gt;，{replaced_start}替换次数 {replaced}&lt;/span&gt;；</translation>
    </message>
    <message>
        <source>no round after the last merge;</source>
        <translation>最后一次合并之后没有轮次；</translation>
    </message>
    <message>
        <source>vocabulary {size};</source>
        <translation>词表 {size}；</translation>
    </message>
    <message>
        <source>train</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>留出</translation>
    </message>
    <message>
        <source>tokens per byte</source>
        <translation>（每字节词元数）</translation>
    </message>
</context>
<context>
    <name>StatusParts</name>
    <message>
        <source>%v / %m merges</source>
        <extracomment>(time, merges done) at the first report of a learned round; None before</extracomment>
        <translation>%v / %m 次合并</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message numerus="yes">
        <source>{count} merges</source>
        <extracomment>Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size. The colour of the transient note (quieter than the stage summary). The share of the status bar a note keeps when the bar has no room for it and the whole stage summary (each then ends in &quot;…&quot;).</extracomment>
        <translation>
            <numerusform>{count} 次合并</numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} learned)</source>
        <translation>（已学到 {count} 次）</translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation>并列规则 {tie}</translation>
    </message>
    <message>
        <source>unit {unit}</source>
        <translation>单位 {unit}</translation>
    </message>
    <message>
        <source>no pre-tokenizer</source>
        <translation>无预分词器</translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation>预分词器 {name}</translation>
    </message>
    <message>
        <source>special tokens {names}</source>
        <translation>特殊词元 {names}</translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation>特殊词元 ID 紧接字节之后</translation>
    </message>
    <message>
        <source>no special tokens</source>
        <translation>无特殊词元</translation>
    </message>
    <message>
        <source>, </source>
        <translation>，</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>training ({learned} of {count} merges learned so far)</source>
        <translation>训练中（已学到 {learned} 次合并，共 {count} 次）</translation>
    </message>
    <message>
        <source>word-frequency BPE, {merges}, tie {tie}</source>
        <translation>词频 BPE，{merges}，并列规则 {tie}</translation>
    </message>
    <message>
        <source>word table</source>
        <translation>词频表</translation>
    </message>
    <message>
        <source>No run loaded: open a file, paste text or pick an example.</source>
        <translation>未载入运行：请打开文件、粘贴文本或选择一个示例。</translation>
    </message>
    <message>
        <source>{count} learned so far (training)</source>
        <translation>目前已学到 {count} 次（训练中）</translation>
    </message>
    <message>
        <source>stage {stage} of {last} · vocabulary {size} · tokens {tokens} / bytes {bytes} ({ratio} bytes per token)</source>
        <translation>第 {stage} 阶段，共 {last} 阶段 · 词表 {size} · 词元 {tokens} / 字节 {bytes}（每个词元 {ratio} 字节）</translation>
    </message>
    <message>
        <source>word-frequency BPE · stage {stage} of {last} · {count} words · tie {tie}</source>
        <translation>词频 BPE · 第 {stage} 阶段，共 {last} 阶段 · {count} 个单词 · 并列规则 {tie}</translation>
    </message>
    <message>
        <source>{done} / {total} merges</source>
        <translation>{done} / {total} 次合并</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} 分 {seconds} 秒</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} 秒</translation>
    </message>
    <message>
        <source>{progress} · {rate} rounds/s · {time} left</source>
        <translation>{progress} · 每秒 {rate} 轮 · 剩余 {time}</translation>
    </message>
</context>
<context>
    <name>TableRulesPanel</name>
    <message>
        <source>The table&apos;s merges in rank order; the round cursor&apos;s is selected</source>
        <translation>合并表中按合并序号排列的合并；轮次游标所在的合并被选中</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; lists {count} merges in rank order and nothing else: no counts, no candidate pairs, no documents. So there is no candidate table here; this column shows the table&apos;s merge at each round.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 只按合并序号列出 {count} 次合并，别无其他：没有出现次数，没有候选对，没有文档。因此这里没有候选表；这一列显示合并表在每一轮的合并。</translation>
    </message>
    <message>
        <source>Stage {stage}: all {count} merges are made.</source>
        <translation>第 {stage} 阶段：全部 {count} 次合并均已完成。</translation>
    </message>
    <message>
        <source>Round {round}, its merge: &lt;b&gt;{left} + {right} → {merged}&lt;/b&gt; (rank {rank})</source>
        <translation>第 {round} 轮的合并：&lt;b&gt;{left} + {right} → {merged}&lt;/b&gt;（合并序号 {rank}）</translation>
    </message>
</context>
<context>
    <name>TiePolicyButton</name>
    <message>
        <source>Tie policies</source>
        <extracomment>The style of the Compare tab&apos;s banners (the byte-level and the word tie orders&apos;). why the runs part: an explanation (as the narration&apos;s), not an error the tie policies a comparison trains, in TIE_POLICIES order (all five at first) one checkable action per tie policy, in TIE_POLICIES order</extracomment>
        <translation>并列规则</translation>
    </message>
    <message>
        <source>One column per chosen tie policy, the current documents under each; the arrow chooses which of the five (docs/rules.md s3)</source>
        <translation>每种所选并列规则一列，在每种规则下训练当前文档；箭头用于从五种规则中选择（docs/rules.md 第 3 节）</translation>
    </message>
    <message>
        <source>{tie}: {rule}</source>
        <translation>{tie}：{rule}</translation>
    </message>
    <message>
        <source>Compare the chosen policies ({count}: {policies})</source>
        <translation>比较所选的规则（{count} 种：{policies}）</translation>
    </message>
</context>
<context>
    <name>TieRules</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>Each tie policy&apos;s rule in words (English, context ``&quot;TieRules&quot;``).</extracomment>
        <translation>左 ID 较小者优先，其次右 ID</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>左 ID 较大者优先，其次右 ID</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>最先出现者优先</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>（左字节序列，右字节序列）最大者优先</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>（左字节序列，右字节序列）最小者优先</translation>
    </message>
</context>
<context>
    <name>TokenStory</name>
    <message numerus="yes">
        <source>made by round {round}: %n occurrence(s)</source>
        <translation>
            <numerusform>由第 {round} 轮生成：出现 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} merged all {left} into {token} (intersection over self {share})</source>
        <translation>第 {round} 轮将全部 {left} 处合并为 {token}（与自身的交集比 {share}）</translation>
    </message>
    <message>
        <source>round {round} merged {count} of {left} into {token} (intersection over self {share})</source>
        <translation>第 {round} 轮将 {left} 处中的 {count} 处合并为 {token}（与自身的交集比 {share}）</translation>
    </message>
    <message>
        <source>{count} left at the end</source>
        <translation>结束时剩余 {count} 处</translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s) in the held-out documents</source>
        <translation>
            <numerusform>在留出文档中出现 %n 次</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingSettingsDialog</name>
    <message>
        <source>Training settings</source>
        <extracomment>True while the target was last given as a vocabulary size (kept so) the form&apos;s row labels, by the field they name what the settings apply to: files opened from the window, and not the built-in example on screen (which keeps its own)</extracomment>
        <translation>训练设置</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>合并次数</translation>
    </message>
    <message>
        <source>or vocabulary size</source>
        <translation>或词表大小</translation>
    </message>
    <message>
        <source>Tie policy</source>
        <translation>并列规则</translation>
    </message>
    <message>
        <source>Word tie order</source>
        <translation>单词并列顺序</translation>
    </message>
    <message>
        <source>Document unit (plain text)</source>
        <translation>文档单位（纯文本）</translation>
    </message>
    <message>
        <source>Pre-tokenization</source>
        <translation>预分词</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>特殊词元</translation>
    </message>
    <message>
        <source>Special token IDs</source>
        <translation>特殊词元 ID</translation>
    </message>
    <message>
        <source>Unicode normalization</source>
        <translation>Unicode 规范化</translation>
    </message>
    <message>
        <source>OK retrains the current documents with these settings (plain-text files are re-read with the new unit).</source>
        <translation>按“确定”将用这些设置重新训练当前文档（纯文本文件会按新的单位重新读取）。</translation>
    </message>
    <message>
        <source>Files opened from the window train with these settings; they are kept after a restart.</source>
        <translation>从窗口打开的文件按这些设置训练；重启后设置仍保留。</translation>
    </message>
    <message>
        <source>Built-in examples keep their own settings: the example on screen trains with {settings}.</source>
        <translation>内置示例使用各自的设置：屏幕上的示例按 {settings} 训练。</translation>
    </message>
    <message>
        <source>Upper bound: training stops early when no pair is left</source>
        <translation>上限：没有可合并的词元对时训练会提前停止</translation>
    </message>
    <message>
        <source>The same target as a vocabulary size: 256 bytes + merges + special tokens (editing one updates the other)</source>
        <translation>以词表大小表示的同一目标：256 字节 + 合并次数 + 特殊词元（修改其一，另一项随之更新）</translation>
    </message>
    <message>
        <source>Word-frequency tables only (docs/rules.md s3.3)</source>
        <translation>仅用于词频表（docs/rules.md 第 3.3 节）</translation>
    </message>
    <message>
        <source>none, e.g. &lt;|endoftext|&gt; &lt;|pad|&gt;</source>
        <translation>无，例如 &lt;|endoftext|&gt; &lt;|pad|&gt;</translation>
    </message>
    <message>
        <source>Space-separated. Each occurrence in a document is a barrier no merge crosses; each special token gets its own ID after the learned ones.</source>
        <translation>以空格分隔。它在文档中的每次出现都是一道任何合并都不会跨越的边界；每个特殊词元在学到的词元之后获得自己的 ID。</translation>
    </message>
    <message>
        <source>Pieces that merges never cross (docs/rules.md s4)</source>
        <translation>合并永远不会跨越的片段（docs/rules.md 第 4 节）</translation>
    </message>
    <message>
        <source>Put every document in this Unicode normalization form before training; encoding normalizes its text the same way, and a tokenizer.json export carries the normalizer</source>
        <translation>训练前将每个文档转换为此 Unicode 规范化形式；编码时以同样方式规范化文本，导出的 tokenizer.json 也带有该规范化器</translation>
    </message>
    <message>
        <source>After the learned tokens: 256 + merges + i. Right after the bytes: &lt;|endoftext|&gt; 256, &lt;|pad|&gt; 257, the merges from 258</source>
        <translation>在学到的词元之后：256 + 合并次数 + i。紧接字节之后：&lt;|endoftext|&gt; 为 256，&lt;|pad|&gt; 为 257，合并结果从 258 开始</translation>
    </message>
    <message>
        <source>{merges} merges, tie smallest, word ties alphabetical first, whole file, no pre-tokenization, no special tokens (their IDs after the learned tokens), no normalization</source>
        <translation>{merges} 次合并，并列规则 smallest，单词并列按字母顺序最先，整个文件，无预分词，无特殊词元（其 ID 在学到的词元之后），无规范化</translation>
    </message>
</context>
<context>
    <name>UnitChoiceDialog</name>
    <message>
        <source>Whole file</source>
        <extracomment>How much of a file the preview reads; the counts say &quot;or more&quot; past it. The choices&apos; names (English, context ``&quot;UnitChoiceDialog&quot;``).</extracomment>
        <translation>整个文件</translation>
    </message>
    <message>
        <source>Each line</source>
        <translation>每一行</translation>
    </message>
    <message>
        <source>Each paragraph (blocks separated by blank lines)</source>
        <translation>每个段落（以空行分隔的块）</translation>
    </message>
    <message>
        <source>Separator line</source>
        <translation>分隔行</translation>
    </message>
    <message>
        <source>Documents in {name}</source>
        <translation>{name} 中的文档</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; has several lines. How is it cut into documents? (Training never counts a pair across two documents; the choice is remembered for this file and can be changed in Train ▸ Training Settings.)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; 有多行。要如何切分为文档？（训练从不统计跨越两个文档的词元对；此选择会为该文件记住，可在“训练 ▸ 训练设置”中更改。）</translation>
    </message>
    <message>
        <source>The text of a separator line: a line that is exactly this text (its line end aside) ends a document and belongs to none</source>
        <translation>分隔行的文本：恰好为此文本的一行（不计行尾）结束一个文档，且不属于任何文档</translation>
    </message>
    <message>
        <source>give the text of a separator line</source>
        <translation>请给出分隔行的文本</translation>
    </message>
    <message>
        <source>{name}: {count}</source>
        <translation>{name}：{count}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>UnitPreviewTexts</name>
    <message numerus="yes">
        <source>{count} document(s) or more</source>
        <extracomment>The separator offered first: fortune files end each entry with a ``%`` line.</extracomment>
        <translation>
            <numerusform>{count} 个或更多文档</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} document(s)</source>
        <translation>
            <numerusform>{count} 个文档</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <source>bpe-viewer User Guide</source>
        <translation>bpe-viewer 用户指南</translation>
    </message>
    <message>
        <source>Find in the guide (Enter: next, Shift+Enter: previous)</source>
        <translation>在指南中查找（Enter：下一个，Shift+Enter：上一个）</translation>
    </message>
    <message>
        <source>The guide page {name} is missing: {error}</source>
        <translation>缺少指南页面 {name}：{error}</translation>
    </message>
    <message>
        <source>found {text} (in {page})</source>
        <translation>找到 {text}（在 {page} 中）</translation>
    </message>
    <message>
        <source>found {text} (wrapped around)</source>
        <translation>找到 {text}（已回绕）</translation>
    </message>
    <message>
        <source>{text} is not in the guide</source>
        <translation>指南中没有 {text}</translation>
    </message>
</context>
<context>
    <name>Utf8Status</name>
    <message>
        <source>valid UTF-8</source>
        <extracomment>Kinds of UTF-8 problem reported by :func:`find_utf8_problem`. Display substitutes for whitespace control characters in :func:`readable`. Characters of a token&apos;s text (and bytes of its hex) a sentence or a one-line label shows; a longer token is shortened in the middle with &quot;…&quot; (its whole text stays in the tooltip and the inspector), so one long token never widens the window. Bytes of a long token&apos;s hex shown before and after the &quot;…&quot; (:func:`short_hex`). Bytes (or characters) of a piece, token or word an error message shows whole; a longer one is cut in the middle (:func:`show_token`), so a 200 KB piece is not a 200,000-character message line.</extracomment>
        <translation>有效的 UTF-8</translation>
    </message>
    <message>
        <source>continuation byte only</source>
        <translation>只有后续字节</translation>
    </message>
    <message>
        <source>continuation bytes only</source>
        <translation>只有后续字节</translation>
    </message>
    <message numerus="yes">
        <source>starts with %n continuation byte(s)</source>
        <translation>
            <numerusform>以 %n 个后续字节开头</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: lead byte {lead} expects %n continuation byte(s)</source>
        <translation>
            <numerusform>不完整：首字节 {lead} 需要 %n 个后续字节</numerusform>
        </translation>
    </message>
    <message>
        <source>, has {count}</source>
        <translation>，已有 {count} 个</translation>
    </message>
    <message>
        <source>invalid: {detail}</source>
        <translation>无效：{detail}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <source>tie</source>
        <extracomment>rich-text escaping that keeps quotes as typed (labels, pairs, rules) The document label column&apos;s width in a compare column at normal text size (pixels); it grows with the zoom up to 1.5 times, so the tokens keep most of a narrow column. the fields, and their labels in the same order</extracomment>
        <translation>并列规则</translation>
    </message>
    <message>
        <source>Tie policy of this column (docs/rules.md s3)</source>
        <translation>这一列的并列规则（docs/rules.md 第 3 节）</translation>
    </message>
    <message>
        <source>merges</source>
        <translation>合并次数</translation>
    </message>
    <message>
        <source>Merges to learn (an upper bound)</source>
        <translation>要学习的合并次数（上限）</translation>
    </message>
    <message>
        <source>pre-tokenizer</source>
        <translation>预分词器</translation>
    </message>
    <message>
        <source>Pre-tokenization: pieces no merge crosses</source>
        <translation>预分词：合并不会跨越的片段</translation>
    </message>
    <message>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>Special tokens, separated by spaces, e.g. &lt;|endoftext|&gt;</source>
        <translation>特殊词元，以空格分隔，例如 &lt;|endoftext|&gt;</translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation>特殊词元</translation>
    </message>
</context>
<context>
    <name>VocabularyHealthView</name>
    <message>
        <source>frequency rank</source>
        <extracomment>The widest value each fixed column shows whole; its width follows the font. Chart title size at 100 % zoom, in points. the tab is current: its charts are drawn a result computed while the charts were not shown, drawn when they are the charts show a previous run&apos;s points: cleared when shown</extracomment>
        <translation>频率排名</translation>
    </message>
    <message>
        <source>occurrences</source>
        <translation>出现次数</translation>
    </message>
    <message>
        <source>made</source>
        <translation>生成</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最终</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <translation>&lt;b&gt;词表健康&lt;/b&gt;  中间词元阈值</translation>
    </message>
    <message>
        <source>A token is intermediate when final / made is below this</source>
        <translation>当“最终 / 生成”低于此值时，该词元为中间词元</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>只显示中间词元</translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation>最终阶段的齐夫分布 &lt;small&gt;（▼ 中间词元，灰色：单字节）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation>每个学到的词元的生成数与最终数 &lt;small&gt;（▼ 中间词元）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation>选中一个词元，查看它的各次出现后来的去向。</translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation>显示时计算…</translation>
    </message>
    <message>
        <source>{token}: kept {share} %</source>
        <translation>{token}：保留 {share} %</translation>
    </message>
    <message>
        <source>now (stage {stage}): {count}</source>
        <translation>当前（第 {stage} 阶段）：{count}</translation>
    </message>
</context>
<context>
    <name>VocabularyPanel</name>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt;</source>
        <extracomment>Events by which the user acts on a table&apos;s rows. the hex column, then ``from pair``, ``rank`` and ``now``, then the readable text narrows and last hides (in the presentation view too): which token a row is shows as long as it can (a long token keeps :meth:`useful_text_width` while one of those can go), and the IDs and the counts up to ``repl.`` show whole; on a pane too narrow even for those (a projector at 200 %) the two counts go, never cut; the survival columns after ``now`` are reached by scrolling ``now`` is laid out with the columns before it (it gives way in NARROW_ORDER)</extracomment>
        <translation>&lt;b&gt;词表&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned + {special} special</source>
        <translation>&lt;b&gt;词表&lt;/b&gt; {size} = {bytes} 字节 + {learned} 已学 + {special} 特殊</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation>&lt;b&gt;词表&lt;/b&gt; {size} = {bytes} 字节 + {learned} 已学</translation>
    </message>
    <message>
        <source>Byte entries</source>
        <translation>字节条目</translation>
    </message>
    <message>
        <source>Also list the 256 single-byte entries (IDs 0-255)</source>
        <translation>同时列出 256 个单字节条目（ID 0-255）</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>只显示中间词元</translation>
    </message>
    <message>
        <source>List only the learned tokens flagged intermediate: few of their occurrences survive training (threshold set in the Vocabulary health tab)</source>
        <translation>只列出标为中间词元的学到的词元：它们的出现很少能在训练后保留下来（阈值在“词表健康”标签页中设置）</translation>
    </message>
</context>
<context>
    <name>WindowTabs</name>
    <message>
        <source>Training rounds</source>
        <translation>训练轮次</translation>
    </message>
    <message>
        <source>Encode</source>
        <translation>编码</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Winner&apos;s count, replacements, vocabulary size and tokens per byte (train and held-out) over the rounds; click or drag to go to a round</source>
        <translation>各轮中胜出对的出现次数、替换次数、词表大小以及每字节的词元数（训练与留出）；单击或拖动可转到某一轮</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>单词</translation>
    </message>
    <message>
        <source>Classic word-frequency BPE of a {word: frequency} table</source>
        <translation>基于 {word: frequency} 表的经典词频 BPE</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>The current documents under other settings, side by side, round by round</source>
        <translation>当前文档在其他设置下的结果，逐轮并排显示</translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation>词表健康</translation>
    </message>
    <message>
        <source>Which learned tokens survive training, which are only steps to longer ones</source>
        <translation>哪些学到的词元在训练后保留下来，哪些只是通向更长词元的中间步骤</translation>
    </message>
    <message>
        <source>The Words tab steps with its own bar below</source>
        <translation>“单词”标签页用下方自己的导航栏逐步前进</translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message>
        <source>smallest (left, right) wins</source>
        <translation>左 ID 较小者优先，其次右 ID</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>左 ID 较大者优先，其次右 ID</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>最先出现者优先</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>（左字节序列，右字节序列）最大者优先</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>（左字节序列，右字节序列）最小者优先</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → token {token}</source>
        <translation>
            <numerusform>有 %n 个候选对的出现次数同为 {count}；{rule}：{pair} → 词元 {token}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → token {token}</source>
        <translation>{pair} 的出现次数最多，为 {count}（其次为 {next}）→ 词元 {token}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → token {token}</source>
        <translation>{pair} 是唯一的候选对，出现次数为 {count} → 词元 {token}</translation>
    </message>
</context>
<context>
    <name>WordCandidatesModel</name>
    <message>
        <source>Load a word-frequency table or the built-in example.</source>
        <translation>请载入词频表或内置示例。</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick one, then Reveal (Enter).</source>
        <translation>第 {round} 轮：下一次合并的是哪一对？选择一对，然后按“揭晓”（Enter）。</translation>
    </message>
</context>
<context>
    <name>WordCompareView</name>
    <message>
        <source>alphabetically first</source>
        <extracomment>Each word tie order in words (English, context ``&quot;WordCompareView&quot;``).</extracomment>
        <translation>按字母顺序最先</translation>
    </message>
    <message>
        <source>alphabetically last</source>
        <translation>按字母顺序最后</translation>
    </message>
    <message>
        <source>Ties: the {order} pair ({tie})</source>
        <translation>并列时：{order}的词元对（{tie}）</translation>
    </message>
    <message>
        <source>{left} + {right} → {merged} (count {count})</source>
        <translation>{left} + {right} → {merged}（出现次数 {count}）</translation>
    </message>
    <message>
        <source>Open a word-frequency table or the word example.</source>
        <translation>请打开一个词频表或单词示例。</translation>
    </message>
    <message>
        <source>The two tie orders learn the same rules.</source>
        <translation>两种并列顺序学到相同的规则。</translation>
    </message>
    <message>
        <source>The tie orders part at round {round}: {a} takes {a_rule}; {b} takes {b_rule}.</source>
        <translation>两种并列顺序在第 {round} 轮出现分歧：{a} 选择 {a_rule}；{b} 选择 {b_rule}。</translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation>第 {stage} 阶段：所有轮次均已完成。</translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation>第 {round} 轮：胜出对不同。</translation>
    </message>
    <message>
        <source>Round {round}: the same winner.</source>
        <translation>第 {round} 轮：胜出对相同。</translation>
    </message>
</context>
<context>
    <name>WordEncoderBox</name>
    <message>
        <source>&lt;b&gt;Encode a word:&lt;/b&gt;</source>
        <translation>&lt;b&gt;编码一个单词：&lt;/b&gt;</translation>
    </message>
    <message>
        <source>type a word, e.g. lowest</source>
        <translation>输入一个单词，例如 lowest</translation>
    </message>
    <message>
        <source>Segments each typed word with every rule of the run, in rank order (nothing is counted)</source>
        <translation>用此运行的每一条规则按合并序号切分输入的每个单词（不做任何计数）</translation>
    </message>
    <message>
        <source>The word&apos;s encoding one applied rule at a time (lowest rank first); the pieces each rule merged are in [brackets]. Step with the arrow keys or the buttons.</source>
        <translation>逐条应用规则显示该单词的编码（合并序号最低者优先）；每条规则合并的片段在 [方括号] 中。可用方向键或按钮逐步查看。</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ 上一步</translation>
    </message>
    <message>
        <source>Previous rule of the encoding</source>
        <translation>编码中的上一条规则</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>下一步 ▶</translation>
    </message>
    <message>
        <source>Next rule of the encoding</source>
        <translation>编码中的下一条规则</translation>
    </message>
    <message>
        <source>{word}: start, characters + {end}</source>
        <translation>{word}：开始，字符 + {end}</translation>
    </message>
    <message>
        <source>{word}: rank {rank} {left} + {right}</source>
        <translation>{word}：合并序号 {rank} {left} + {right}</translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw this symbol, so no rule can merge it; each stays a piece of its own.</source>
        <translation>不在词表中：{names}。训练从未见过这个符号，因此没有规则能合并它；它各自保持为单独的片段。</translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw these symbols, so no rule can merge them; each stays a piece of its own.</source>
        <translation>不在词表中：{names}。训练从未见过这些符号，因此没有规则能合并它们；它们各自保持为单独的片段。</translation>
    </message>
    <message numerus="yes">
        <source>uses all {count} rule(s) of the run, lowest rank first</source>
        <translation>
            <numerusform>按合并序号从低到高使用此运行的全部 {count} 条规则</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordEncoderTexts</name>
    <message numerus="yes">
        <source>{count} piece(s)</source>
        <translation>
            <numerusform>{count} 个片段</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordExplanations</name>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → {merged}</source>
        <translation>
            <numerusform>有 %n 个候选对的出现次数同为 {count}；{rule}：{pair} → {merged}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → {merged}</source>
        <translation>{pair} 的出现次数最多，为 {count}（其次为 {next}）→ {merged}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → {merged}</source>
        <translation>{pair} 是唯一的候选对，出现次数为 {count} → {merged}</translation>
    </message>
</context>
<context>
    <name>WordFrequencyView</name>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically last pair)</source>
        <translation>词频 BPE（字符 + {end}，出现次数按词频加权；并列时：按字母顺序最后的词元对）</translation>
    </message>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically first pair)</source>
        <translation>词频 BPE（字符 + {end}，出现次数按词频加权；并列时：按字母顺序最先的词元对）</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <extracomment>the title of a tie order, in the window&apos;s language (a comparison names its own) the columns&apos; and the panes&apos; widths; the lines of the titles and notes</extracomment>
        <translation>|◀ 起点</translation>
    </message>
    <message>
        <source>Stage 0: every word as characters + &lt;/w&gt;</source>
        <translation>第 0 阶段：每个单词都是字符 + &lt;/w&gt;</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 上一轮</translation>
    </message>
    <message>
        <source>Undo the last merge</source>
        <translation>撤销上一次合并</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>下一轮 ▶</translation>
    </message>
    <message>
        <source>Apply the next merge</source>
        <translation>应用下一次合并</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>终点 ▶|</translation>
    </message>
    <message>
        <source>After every merge</source>
        <translation>所有合并之后</translation>
    </message>
    <message>
        <source>Drag to any stage</source>
        <translation>拖动到任意阶段</translation>
    </message>
    <message>
        <source>Open word table…</source>
        <translation>打开词频表…</translation>
    </message>
    <message>
        <source>Open a JSON object {word: count}, e.g. {&quot;low&quot;: 5, &quot;lower&quot;: 2}</source>
        <translation>打开一个 JSON 对象 {word: count}，例如 {&quot;low&quot;: 5, &quot;lower&quot;: 2}</translation>
    </message>
    <message>
        <source>Load the example</source>
        <translation>载入示例</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 (docs/rules.md s4.2)</source>
        <translation>low:5 lower:2 newest:6 widest:3（docs/rules.md 第 4.2 节）</translation>
    </message>
    <message>
        <source>stage {stage} of {last}</source>
        <translation>第 {stage} / {last} 阶段</translation>
    </message>
    <message>
        <source>&lt;b&gt;Words&lt;/b&gt;</source>
        <translation>&lt;b&gt;单词&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No word table loaded: open a JSON table {word: count}, or load the example.</source>
        <translation>未载入词频表：请打开一个 JSON 表 {word: count}，或载入示例。</translation>
    </message>
    <message>
        <source>No word table loaded.</source>
        <translation>未载入词频表。</translation>
    </message>
    <message>
        <source>characters + {end}</source>
        <translation>字符 + {end}</translation>
    </message>
    <message numerus="yes">
        <source>after {count} merge(s)</source>
        <translation>
            <numerusform>{count} 次合并之后</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Words at stage {stage}&lt;/b&gt; ({detail})</source>
        <translation>&lt;b&gt;第 {stage} 阶段的单词&lt;/b&gt;（{detail}）</translation>
    </message>
    <message numerus="yes">
        <source>{count} word(s)</source>
        <translation>
            <numerusform>{count} 个单词</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} · {occurrences} occurrences · {total} symbols in all</source>
        <translation>{words} · 出现 {occurrences} 次 · 共 {total} 个符号</translation>
    </message>
    <message>
        <source> (was {start})</source>
        <translation>（原为 {start}）</translation>
    </message>
    <message>
        <source>symbols in all: every word&apos;s symbol count times its frequency, i.e. the length of the training text in symbols; each merge shortens it by the winner&apos;s count</source>
        <translation>符号总数：每个单词的符号数乘以其词频，即以符号计的训练文本长度；每次合并使它减少胜出对的出现次数</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;候选对&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 {round} 轮的候选对&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s) on stage {stage}</source>
        <translation>
            <numerusform>第 {stage} 阶段有 {count} 个不同的词元对</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;: stage {stage} is the last</source>
        <translation>&lt;b&gt;候选对&lt;/b&gt;：第 {stage} 阶段是最后阶段</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;</source>
        <translation>&lt;b&gt;学到的规则&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;: {stage} of {count}</source>
        <translation>&lt;b&gt;学到的规则&lt;/b&gt;：{stage} / {count}</translation>
    </message>
    <message>
        <source>vocabulary: {size} symbols</source>
        <translation>词表：{size} 个符号</translation>
    </message>
</context>
<context>
    <name>WordNarration</name>
    <message>
        <source>the alphabetically last pair wins</source>
        <translation>按字母顺序最靠后的词元对优先</translation>
    </message>
    <message>
        <source>the alphabetically first pair wins</source>
        <translation>按字母顺序最靠前的词元对优先</translation>
    </message>
</context>
</TS>
