<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <extracomment>A hex column narrower than this is worse than none: it collapses first. The least a squeezed text column shows: a few letters and the ellipsis. True while every shown column has its width (the text column may stretch) each column&apos;s normal width (set by the subclass) pixels each value column takes when there is room: its normal width at this zoom, or more when its widest value or title needs more pixels each value column needs for its title and widest value, no more True while the value columns are cut down to their need (a narrow table) the run the value columns were last sized for afresh (see _values_reset) the columns of :attr:`SQUEEZED_COLUMNS` narrowed now, with their widths pixels each of :attr:`READABLE_COLUMNS` asks for before a column ahead of it in :attr:`NARROW_ORDER` hides: its widest text, up to its useful width when set, the pane&apos;s least width (pixels) is this or, when more, what its table needs once every column that gives way has gone (:meth:`least_width`) columns hidden in the presentation view; the first is the stretching hex column columns (or groups of columns that go together) that give way on a narrow table, first to go first (the hex column first); the hex column alone when empty counts and IDs: never elided, sized from the widest value they show columns after the others that the table scrolls to: the others are laid out to fit its width whole, these need not text columns (elided with …) narrowed in this order, each down to its sample&apos;s width, before a count is cut at the table&apos;s edge: one of :attr:`NARROW_ORDER` narrows before it hides, the others once every column of it is hidden columns of :attr:`SQUEEZED_COLUMNS` holding a token&apos;s readable text: while their texts are longer than their normal width, they ask for up to :meth:`useful_text_width`, so the columns ahead of them in :attr:`NARROW_ORDER` (``rank``, ``now``, ``from pair``) hide before the text is cut shorter than that the useful width of a readable column, in characters of the table&apos;s font Rows read at each end of the table when another stage of the run already sized (the columns fit the stages seen so far; they only widen). the column that stretches once the hex column is hidden the left and right readable columns go together (one alone would read as the pair&apos;s other token); the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation>&lt;b&gt;候选对&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>请加载语料、已保存的运行或示例。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {round})</source>
        <translation>&lt;b&gt;第 {round} 轮的候选对&lt;/b&gt;（在第 {round} 阶段计数）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation>&lt;b&gt;候选对&lt;/b&gt; — 第 {stage} 阶段是最后阶段</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct pair(s)</source>
        <translation>
            <numerusform>%n 个不同的对</numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation>；显示前 {shown} 个</translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation>最后阶段不再有轮次。{why}</translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation>全部显示（{count}）</translation>
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
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <extracomment>The most of the table&apos;s width the label column takes (the token rows keep the rest). The document chips&apos; normal text size, in points. Length of the merge animation when stepping one round (under 300 ms). animate the merge when the stage moves by one round said when the filter hides every document, with a link that clears it the title&apos;s line, and the line under it that the filter and the toggle move to when the pane is too narrow for all three (a large zoom, a narrow window)</extracomment>
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
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>{new} made by the last round &amp;nbsp; {hex} hex (not text), its characters written above &amp;nbsp; {edge} token edge inside a character &amp;nbsp; {replaced} window replaced &amp;nbsp; {counted} window only counted &amp;nbsp; ␣ space ↵ newline → tab \r return</source>
        <translation>{new} 上一轮生成 &amp;nbsp; {hex} 十六进制（字符写在上方） &amp;nbsp; {edge} 字符内的词元边界 &amp;nbsp; {replaced} 已替换窗口 &amp;nbsp; {counted} 仅计数窗口 &amp;nbsp; ␣ 空格 ↵ 换行 → 制表符 \r 回车</translation>
    </message>
</context>
<context>
    <name>EncodeCaptions</name>
    <message>
        <source>once</source>
        <translation>一次</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n 次</numerusform>
        </translation>
    </message>
    <message>
        <source> (showing the first {shown})</source>
        <translation>（仅显示前 {shown} 个）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final tokens: {tokens}&lt;/b&gt;</source>
        <translation>&lt;b&gt;最终词元数：{tokens}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no rule applies (empty input)</source>
        <translation>无可应用的规则（输入为空）</translation>
    </message>
    <message>
        <source>no rule applies (no rule of this run matches the input)</source>
        <translation>无可应用的规则（没有规则匹配输入）</translation>
    </message>
    <message>
        <source>press ▶ to apply the first rule that matches</source>
        <translation>按 ▶ 应用第一条匹配的规则</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of {steps}:&lt;/b&gt; the input&apos;s bytes, one token each &amp;nbsp;·&amp;nbsp; {hint}</source>
        <translation>&lt;b&gt;第 0 步（共 {steps} 步）：&lt;/b&gt;输入的字节，每个字节一个词元 &amp;nbsp;·&amp;nbsp; {hint}</translation>
    </message>
    <message>
        <source>Bytes: {tokens} tokens</source>
        <translation>字节：{tokens} 个词元</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {step} of {steps}: rule {rank} merged {times}&lt;/b&gt;</source>
        <translation>&lt;b&gt;第 {step} 步（共 {steps} 步）：规则 {rank} 合并了 {times}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Before rule {rank}: {tokens} tokens (the pairs it merges are outlined)</source>
        <translation>规则 {rank} 之前：{tokens} 个词元（将被合并的对已描边）</translation>
    </message>
    <message>
        <source>After rule {rank}: {tokens} tokens{more} (the new tokens are filled)</source>
        <translation>规则 {rank} 之后：{tokens} 个词元{more}（新词元已填充）</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls. the form&apos;s row titles, said again on a language change (:meth:`retranslate`)</extracomment>
        <translation>&lt;b&gt;检查器&lt;/b&gt; — 点击任意视图中的词元</translation>
    </message>
    <message>
        <source>Bit patterns</source>
        <translation>位模式</translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation>出现 ▸</translation>
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
        <translation>学到于</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>存留</translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation>合并树（直到字节）</translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). a run (run, stage, document) or a stage asked for while on screen, not filled yet the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation>十六进制</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>文本</translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation>查找：d0 b0 或文本  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>区分大小写</translation>
    </message>
    <message>
        <source>All documents</source>
        <translation>所有文档</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation>跳转到偏移 (Ctrl+G)</translation>
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
        <source>&lt;b&gt;Hex&lt;/b&gt; — {document} ({label}): {bytes} bytes, stage {stage}</source>
        <translation>&lt;b&gt;十六进制&lt;/b&gt; — {document}（{label}）：{bytes} 字节，第 {stage} 阶段</translation>
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
        <extracomment>In a replayed table: the pair the corpus itself would have chosen. The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
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
    <name>Narration</name>
    <message>
        <source>{first} {second}</source>
        <comment>two sentences one after the other</comment>
        <extracomment>Replacement counts answered for each run, shared by all its finders (a view&apos;s, and the training worker&apos;s, which answers the stage on screen before the run is shown). How each tie policy picks among pairs of equal count (docs/rules.md s3), in English; :meth:`Narration.tie_rule` says it in the current language. Tied pairs named in a sentence before the rest are summarised as &quot;and N more&quot;.</extracomment>
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
        <extracomment>A tooltip&apos;s lines: characters per line and lines in all (a longer token&apos;s tooltip ends in &quot;…&quot;; the inspector shows every byte).</extracomment>
        <translation>前 / 后</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <extracomment>Lines of text the sentence always has room for: most rounds&apos; sentences take two at a usual width, and a strip that grew and shrank with each sentence would move every view below it up and down while stepping (and lay the window out twice when the first sentence arrives). The symbols a sentence shows for token bytes (space, newline, partial UTF-8...): a font without them draws them from a fallback font whose taller lines would make a sentence with them taller than one without.</extracomment>
        <translation>请加载语料、已保存的运行或示例。</translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace (known when training finishes). It does not win this round.</source>
        <translation>
            <numerusform>正在显示 {pair} `{text}` 的窗口：出现次数为 %n，扫描会替换的次数（训练结束后可知）。它不是本轮的胜出对。</numerusform>
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
    <name>NotesPanel</name>
    <message>
        <source>stage {stage} (the last)</source>
        <translation>第 {stage} 阶段（最后）</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>第 {round} 轮</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>关于{what}的备注</translation>
    </message>
    <message>
        <source>A note on {what}: shown under the narration in the presentation view</source>
        <translation>关于{what}的备注：在演示视图中显示在说明下方</translation>
    </message>
    <message>
        <source>Note on the run</source>
        <translation>关于本次运行的备注</translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation>整个运行的备注（随运行一起保存）</translation>
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
        <translation>测验只在“训练轮次”和“词”标签页中进行。</translation>
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
        <translation>请加载语料、已保存的运行或示例。</translation>
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
        <source>round (merges learned)</source>
        <extracomment>Plot keys, top to bottom (each plot&apos;s legend names its curves).</extracomment>
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
        <translation>每字节词元数</translation>
    </message>
</context>
<context>
    <name>TableHeader</name>
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
        <source>document</source>
        <extracomment>A filter that lists the documents holding one token at the stage: ``token:265``. Characters of a document&apos;s text shown under its label, and in its tooltip.</extracomment>
        <translation>文档</translation>
    </message>
    <message>
        <source>tokens at this stage</source>
        <translation>本阶段的词元</translation>
    </message>
    <message>
        <source>rank</source>
        <extracomment>The chips model shows at most this many tokens (the statistics count all of them).</extracomment>
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
        <source>Offset</source>
        <extracomment>Rows built together and cached for the current stage. Chunks kept. the :class:`HexRow` of a row (hex and text columns).</extracomment>
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
        <source>ID</source>
        <extracomment>Badge text and colour of each flag.
----------
The survival columns, shown once a report is set. Short badge of each flag (the narrow pane&apos;s version of the health tab&apos;s badges).</extracomment>
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
        <source>from pair</source>
        <translation>来源对</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>``tuple[SymbolChip, ...]``: the word&apos;s symbols at the stage, new ones flagged.</extracomment>
        <translation>词</translation>
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
        <source>tie</source>
        <translation>并列</translation>
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
        <source>Intermediate only</source>
        <extracomment>the story label still asks for a token (no token&apos;s story yet)</extracomment>
        <translation>仅中间词元</translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation>选择一个词元，查看它的出现是如何被使用的。</translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation>最终阶段的 Zipf 分布 &lt;small&gt;（▼ 中间词元，灰色：单字节）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation>每个已学词元的生成数与最终数 &lt;small&gt;（▼ 中间词元）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <translation>&lt;b&gt;词表健康度&lt;/b&gt;  中间词元阈值</translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation>显示时计算…</translation>
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
        <source>Byte entries</source>
        <translation>字节条目</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>仅中间词元</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation>&lt;b&gt;词表&lt;/b&gt; {size} = {bytes} 字节 + {learned} 已学</translation>
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
        <source>Words</source>
        <translation>词</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation>词表健康度</translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>In a replayed table: the table&apos;s rule, merged whatever the counts say.</extracomment>
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
        <translation>字节序列（左，右）较大者优先</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>字节序列（左，右）较小者优先</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → token {token}</source>
        <translation>
            <numerusform>有 %n 个对的出现次数同为 {count}；{rule}：{pair} → 词元 {token}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → token {token}</source>
        <translation>{pair} 的出现次数最多，为 {count}（其次为 {next}）→ 词元 {token}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → token {token}</source>
        <translation>{pair} 是唯一的对，出现次数为 {count} → 词元 {token}</translation>
    </message>
</context>
<context>
    <name>WordCandidatesModel</name>
    <message>
        <source>Load a word-frequency table or the built-in example.</source>
        <translation>请加载词频表或内置示例。</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick one, then Reveal (Enter).</source>
        <translation>第 {round} 轮：下一次合并的是哪一对？选择一对，然后按“揭晓”（Enter）。</translation>
    </message>
</context>
<context>
    <name>WordExplanations</name>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → {merged}</source>
        <translation>
            <numerusform>有 %n 个对的出现次数同为 {count}；并列规则：{rule}：{pair} → {merged}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → {merged}</source>
        <translation>{pair} 的出现次数最多，为 {count}（其次为 {next}）→ {merged}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → {merged}</source>
        <translation>{pair} 是唯一的对，出现次数为 {count} → {merged}</translation>
    </message>
</context>
<context>
    <name>WordNarration</name>
    <message>
        <source>the alphabetically last pair wins</source>
        <translation>按字母顺序最靠后的对优先</translation>
    </message>
    <message>
        <source>the alphabetically first pair wins</source>
        <translation>按字母顺序最靠前的对优先</translation>
    </message>
</context>
</TS>
