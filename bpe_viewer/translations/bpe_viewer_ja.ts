<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <extracomment>A hex column narrower than this is worse than none: it collapses first. The least a squeezed text column shows: a few letters and the ellipsis. True while every shown column has its width (the text column may stretch) each column&apos;s normal width (set by the subclass) pixels each value column takes when there is room: its normal width at this zoom, or more when its widest value or title needs more pixels each value column needs for its title and widest value, no more True while the value columns are cut down to their need (a narrow table) the run the value columns were last sized for afresh (see _values_reset) the columns of :attr:`SQUEEZED_COLUMNS` narrowed now, with their widths pixels each of :attr:`READABLE_COLUMNS` asks for before a column ahead of it in :attr:`NARROW_ORDER` hides: its widest text, up to its useful width when set, the pane&apos;s least width (pixels) is this or, when more, what its table needs once every column that gives way has gone (:meth:`least_width`) columns hidden in the presentation view; the first is the stretching hex column columns (or groups of columns that go together) that give way on a narrow table, first to go first (the hex column first); the hex column alone when empty counts and IDs: never elided, sized from the widest value they show columns after the others that the table scrolls to: the others are laid out to fit its width whole, these need not text columns (elided with …) narrowed in this order, each down to its sample&apos;s width, before a count is cut at the table&apos;s edge: one of :attr:`NARROW_ORDER` narrows before it hides, the others once every column of it is hidden columns of :attr:`SQUEEZED_COLUMNS` holding a token&apos;s readable text: while their texts are longer than their normal width, they ask for up to :meth:`useful_text_width`, so the columns ahead of them in :attr:`NARROW_ORDER` (``rank``, ``now``, ``from pair``) hide before the text is cut shorter than that the useful width of a readable column, in characters of the table&apos;s font Rows read at each end of the table when another stage of the run already sized (the columns fit the stages seen so far; they only widen). the column that stretches once the hex column is hidden the left and right readable columns go together (one alone would read as the pair&apos;s other token); the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation>&lt;b&gt;候補&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>コーパス、保存した実行結果、または例を読み込んでください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {round})</source>
        <translation>&lt;b&gt;ラウンド {round} の候補ペア&lt;/b&gt;（段階 {round} で数える）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation>&lt;b&gt;候補&lt;/b&gt; — 段階 {stage} が最後です</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct pair(s)</source>
        <translation>
            <numerusform>%n 種類のペア</numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation>、上位 {shown} 件を表示</translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation>最後の段階ではラウンドはありません。{why}</translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation>すべて表示（{count}）</translation>
    </message>
</context>
<context>
    <name>DocumentRowsModel</name>
    <message>
        <source>{bytes} B → {tokens} tok</source>
        <extracomment>the pair whose windows are drawn; None: the winner of the round shown show each row at stage r and, below it, at stage r + 1 (the View toggle) predict the next merge: the round is a question, its winner must not show</extracomment>
        <translation>{bytes} バイト → {tokens} トークン</translation>
    </message>
    <message>
        <source>{partition} · not counted</source>
        <translation>{partition} · 数えない</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <extracomment>The most of the table&apos;s width the label column takes (the token rows keep the rest). The document chips&apos; normal text size, in points. Length of the merge animation when stepping one round (under 300 ms). animate the merge when the stage moves by one round said when the filter hides every document, with a link that clears it the title&apos;s line, and the line under it that the filter and the toggle move to when the pane is too narrow for all three (a large zoom, a narrow window)</extracomment>
        <translation>&lt;b&gt;文書&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Filter documents (ID, label or text)…</source>
        <translation>文書を絞り込む（ID、ラベル、テキスト）…</translation>
    </message>
    <message>
        <source>Token IDs</source>
        <translation>トークン ID</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>{new} made by the last round &amp;nbsp; {hex} hex (not text), its characters written above &amp;nbsp; {edge} token edge inside a character &amp;nbsp; {replaced} window replaced &amp;nbsp; {counted} window only counted &amp;nbsp; ␣ space ↵ newline → tab \r return</source>
        <translation>{new} 直前のラウンドで作成 &amp;nbsp; {hex} 16進（文字は上に表示） &amp;nbsp; {edge} 文字内のトークン境界 &amp;nbsp; {replaced} 置換済みウィンドウ &amp;nbsp; {counted} 数えただけのウィンドウ &amp;nbsp; ␣ 空白 ↵ 改行 → タブ \r 復帰</translation>
    </message>
</context>
<context>
    <name>EncodeCaptions</name>
    <message>
        <source>once</source>
        <translation>1 回</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n 回</numerusform>
        </translation>
    </message>
    <message>
        <source> (showing the first {shown})</source>
        <translation>（最初の {shown} 個を表示）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final tokens: {tokens}&lt;/b&gt;</source>
        <translation>&lt;b&gt;最終トークン数: {tokens}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no rule applies (empty input)</source>
        <translation>適用できる規則なし（入力が空）</translation>
    </message>
    <message>
        <source>no rule applies (no rule of this run matches the input)</source>
        <translation>適用できる規則なし（入力に合う規則がない）</translation>
    </message>
    <message>
        <source>press ▶ to apply the first rule that matches</source>
        <translation>▶ を押すと、最初に合う規則を適用します</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of {steps}:&lt;/b&gt; the input&apos;s bytes, one token each &amp;nbsp;·&amp;nbsp; {hint}</source>
        <translation>&lt;b&gt;ステップ 0 / {steps}:&lt;/b&gt; 入力のバイト列、1 バイトにつき 1 トークン &amp;nbsp;·&amp;nbsp; {hint}</translation>
    </message>
    <message>
        <source>Bytes: {tokens} tokens</source>
        <translation>バイト: {tokens} トークン</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {step} of {steps}: rule {rank} merged {times}&lt;/b&gt;</source>
        <translation>&lt;b&gt;ステップ {step} / {steps}: 規則 {rank} を {times} 適用&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Before rule {rank}: {tokens} tokens (the pairs it merges are outlined)</source>
        <translation>規則 {rank} の前: {tokens} トークン（マージされるペアを枠で表示）</translation>
    </message>
    <message>
        <source>After rule {rank}: {tokens} tokens{more} (the new tokens are filled)</source>
        <translation>規則 {rank} の後: {tokens} トークン{more}（新しいトークンを塗りつぶし）</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls. the form&apos;s row titles, said again on a language change (:meth:`retranslate`)</extracomment>
        <translation>&lt;b&gt;インスペクター&lt;/b&gt; — どこかのトークンをクリック</translation>
    </message>
    <message>
        <source>Bit patterns</source>
        <translation>ビット</translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation>出現 ▸</translation>
    </message>
    <message>
        <source>Token ID</source>
        <translation>トークン ID</translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation>バイト（16進）</translation>
    </message>
    <message>
        <source>Readable</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>学習</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>残存</translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation>マージ木（バイトまで）</translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). a run (run, stage, document) or a stage asked for while on screen, not filled yet the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation>16進</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation>検索: d0 b0 またはテキスト  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>大小区別</translation>
    </message>
    <message>
        <source>All documents</source>
        <translation>すべての文書</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation>オフセットへ移動 (Ctrl+G)</translation>
    </message>
    <message>
        <source>new</source>
        <translation>新</translation>
    </message>
    <message>
        <source>{tokens} tokens, {start} token start &amp;nbsp;{new} last round &amp;nbsp;{outline}outlined: this round&apos;s winner, solid where merged, dashed where counted only&lt;/span&gt; &amp;nbsp;{rest} rest of a character &amp;nbsp;{bad} control or invalid byte</source>
        <translation>{tokens} トークン、{start} トークンの先頭 &amp;nbsp;{new} 直前のラウンド &amp;nbsp;{outline}枠: このラウンドで選ばれたペア。実線はマージ、点線は数えただけ&lt;/span&gt; &amp;nbsp;{rest} 文字の続き &amp;nbsp;{bad} 制御バイトまたは不正なバイト</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt;</source>
        <translation>&lt;b&gt;16進&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt; — {document} ({label}): {bytes} bytes, stage {stage}</source>
        <translation>&lt;b&gt;16進&lt;/b&gt; — {document}（{label}）: {bytes} バイト、段階 {stage}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>The face that draws each language&apos;s Han characters in its own forms, by code. The QLocale of each language (numbers, Qt&apos;s own texts, text direction). True once a language was installed</extracomment>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>The language of the window and its sentences</source>
        <translation>ウィンドウとその説明文の言語</translation>
    </message>
</context>
<context>
    <name>LastStage</name>
    <message numerus="yes">
        <source>No pair left after %n merge(s): training stopped early.</source>
        <extracomment>In a replayed table: the pair the corpus itself would have chosen. The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
        <translation>
            <numerusform>%n 回のマージでペアがなくなりました。学習は早めに終了しました。</numerusform>
        </translation>
    </message>
    <message>
        <source>Last stage: the one merge is done.</source>
        <translation>最後の段階: 1 回だけのマージが完了しました。</translation>
    </message>
    <message numerus="yes">
        <source>Last stage: all %n merges done.</source>
        <translation>
            <numerusform>最後の段階: %n 回のマージがすべて完了しました。</numerusform>
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
        <translation>左 ID が小さい方、次に右 ID が小さい方が優先</translation>
    </message>
    <message>
        <source>the largest pair (left, right) wins</source>
        <translation>左 ID が大きい方、次に右 ID が大きい方が優先</translation>
    </message>
    <message>
        <source>the pair that occurs first in document order wins</source>
        <translation>文書順で最初に現れたペアが優先</translation>
    </message>
    <message>
        <source>the pair whose bytes sort last wins</source>
        <translation>バイト列の並び順が最後のペアが優先</translation>
    </message>
    <message>
        <source>the pair whose bytes sort first wins</source>
        <translation>バイト列の並び順が最初のペアが優先</translation>
    </message>
    <message>
        <source>the tie policy {tie} picks the winner</source>
        <translation>同数時の規則 {tie} が選ぶペアが優先</translation>
    </message>
    <message>
        <source>`{text}` (bytes {hex})</source>
        <translation>`{text}`（バイト {hex}）</translation>
    </message>
    <message>
        <source>`{text}` ({size} bytes: {head} … {tail})</source>
        <translation>`{text}`（{size} バイト: {head} … {tail}）</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named} ほか %n 組</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} と {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs tie at count {count}, {listed}; {rule}</source>
        <translation>
            <numerusform>%n 組のペアが出現回数 {count} で同数（{listed}）。同数時の規則: {rule}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count}</source>
        <translation>{pair} が唯一のペア（出現回数 {count}）</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count}</source>
        <translation>{pair} の出現回数が最多（{count}）</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next})</source>
        <translation>{pair} の出現回数が最多（{count}、次点は {next}）</translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes token {token} {phrase}.</source>
        <translation>ラウンド {round}: {why}。{pair} はトークン {token} {phrase}になります。</translation>
    </message>
    <message>
        <source>It does not occur in the corpus, so nothing is replaced.</source>
        <translation>このペアはコーパスに現れないため、何も置換されません。</translation>
    </message>
    <message>
        <source>It is counted at 1 window and it is replaced.</source>
        <translation>出現回数 1、置換回数 1 で、そのウィンドウが置換されます。</translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n windows and all are replaced.</source>
        <translation>
            <numerusform>出現回数 %n、置換回数 %n で、すべてのウィンドウが置換されます。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</source>
        <translation>
            <numerusform>%n 個のウィンドウが置換済みのウィンドウと重なり（トークンを共有するため）、左から右への走査で飛ばされます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</source>
        <translation>
            <numerusform>%n 個のウィンドウが置換済みのウィンドウと重なり（トークンを共有するため）、左から右への走査で飛ばされます</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n window(s) but replaced only {times}: {skipped}.</source>
        <translation>
            <numerusform>出現回数は %n ですが、置換回数は {replaced} だけです。{skipped}。</numerusform>
        </translation>
    </message>
    <message>
        <source>once</source>
        <translation>1 回</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>2 回</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n 回</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The documents go from {before} to %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>文書のトークン数は {before} から %n になり、語彙は {size} エントリになります。</numerusform>
        </translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; no pair is left in the corpus</source>
        <translation>表の規則 {pair} は出現回数に関係なくマージされます（ここでの出現回数 {count}）。コーパスにはペアが残っていません</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here, also the corpus&apos;s own choice</source>
        <translation>表の規則 {pair} は出現回数に関係なくマージされます（ここでの出現回数 {count}）。コーパス自身の選択とも一致します</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}, a tie broken the other way</source>
        <translation>表の規則 {pair} は出現回数に関係なくマージされます（ここでの出現回数 {count}）。コーパス自身なら {own}（出現回数 {own_count}）を選びます。同数を逆に解決した結果です</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}</source>
        <translation>表の規則 {pair} は出現回数に関係なくマージされます（ここでの出現回数 {count}）。コーパス自身なら {own}（出現回数 {own_count}）を選びます</translation>
    </message>
    <message>
        <source>Round {round}: the table&apos;s rule of rank {rank} merges {pair} into token {token} {phrase}. This table has no corpus, so there are no counts (Train ▸ Replay on Corpus… counts them). The vocabulary has {size} entries.</source>
        <translation>ラウンド {round}: 表のマージ順位 {rank} の規則が {pair} をトークン {token} {phrase} にマージします。この表にはコーパスがないため、出現回数はありません（「学習 ▸ コーパスで再生…」で数えられます）。語彙は {size} エントリです。</translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s %n rule(s) are done.</source>
        <translation>
            <numerusform>表の %n 個の規則をすべて適用しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped after %n merge(s), before the {requested} requested: no pair is left (every document, or piece, is a single token).</source>
        <translation>
            <numerusform>学習は要求された {requested} 回に達する前に、%n 回のマージで停止しました。ペアが残っていません（どの文書も断片も 1 トークンです）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped: the requested %n merge(s) are done.</source>
        <translation>
            <numerusform>学習終了: 要求された %n 回のマージが完了しました。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last. {reason} The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>段階 {stage} が最後です。{reason}文書は %n トークン、語彙は {size} エントリです。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>段階 {stage} がこれまでに学習した最後の段階です。学習は続いており、次はラウンド {stage} です。文書は %n トークン、語彙は {size} エントリです。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarrationStrip</name>
    <message>
        <source>Before / after</source>
        <extracomment>A tooltip&apos;s lines: characters per line and lines in all (a longer token&apos;s tooltip ends in &quot;…&quot;; the inspector shows every byte).</extracomment>
        <translation>前 / 後</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <extracomment>Lines of text the sentence always has room for: most rounds&apos; sentences take two at a usual width, and a strip that grew and shrank with each sentence would move every view below it up and down while stepping (and lay the window out twice when the first sentence arrives). The symbols a sentence shows for token bytes (space, newline, partial UTF-8...): a font without them draws them from a fallback font whose taller lines would make a sentence with them taller than one without.</extracomment>
        <translation>コーパス、保存した実行結果、または例を読み込んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace (known when training finishes). It does not win this round.</source>
        <translation>
            <numerusform>{pair} `{text}` のウィンドウを表示中：出現回数 %n、走査で置換される回数は学習の終了後にわかります。このラウンドでは選ばれません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</source>
        <translation>
            <numerusform>{pair} `{text}` のウィンドウを表示中：出現回数 %n、走査で置換されるのは {replaced} 回です（重なったウィンドウはトークンを共有するため、最初のものだけがマージされます）。このラウンドでは選ばれません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced}. It does not win this round.</source>
        <translation>
            <numerusform>{pair} `{text}` のウィンドウを表示中：出現回数 %n、走査で置換されるのは {replaced} 回です。このラウンドでは選ばれません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>stage {stage} (the last)</source>
        <translation>段階 {stage}（最後）</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>ラウンド {round}</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>{what} のメモ</translation>
    </message>
    <message>
        <source>A note on {what}: shown under the narration in the presentation view</source>
        <translation>{what} のメモ: プレゼンテーション表示で説明文の下に出ます</translation>
    </message>
    <message>
        <source>Note on the run</source>
        <translation>実行全体のメモ</translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation>実行全体へのメモ（実行と一緒に保存）</translation>
    </message>
</context>
<context>
    <name>QuizBar</name>
    <message>
        <source>&lt;b&gt;Quiz&lt;/b&gt;</source>
        <translation>&lt;b&gt;クイズ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Predict the next merge (View ▸ Predict the Next Merge, Q)</source>
        <translation>次のマージを予想（表示 ▸ 次のマージを予想、Q）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score {score}&lt;/b&gt;</source>
        <translation>&lt;b&gt;スコア: {score}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>QuizController</name>
    <message>
        <source>Round {round} is a question: which pair merges next? Its counts and winner show after Reveal (Enter).</source>
        <extracomment>the first chip clicked of a pair: (row or document, position, label) the hex view was folded by the quiz (it outlines the winner)</extracomment>
        <translation>ラウンド {round} は問題です。次にマージされるのはどのペアでしょう？ 出現回数と選ばれたペアは「答え合わせ」（Enter）の後に表示されます。</translation>
    </message>
    <message>
        <source>The quiz runs in the Training rounds and Words tabs.</source>
        <translation>クイズは「学習ラウンド」タブと「単語」タブで行います。</translation>
    </message>
    <message>
        <source>Open a word table.</source>
        <translation>単語表を開いてください。</translation>
    </message>
    <message>
        <source>Last stage: no round left.</source>
        <translation>最後の段階です。残りのラウンドはありません。</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>コーパス、保存した実行結果、または例を読み込んでください。</translation>
    </message>
    <message>
        <source>No quiz here: {why}.</source>
        <translation>ここではクイズはできません: {why}。</translation>
    </message>
    <message>
        <source>Round {round}: &lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; Step on for the next round.</source>
        <translation>ラウンド {round}: &lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; 次のラウンドへ進んでください。</translation>
    </message>
    <message>
        <source>Round {round}: your pick is &lt;b&gt;{pick}&lt;/b&gt;. Reveal (Enter), or pick another.</source>
        <translation>ラウンド {round}: あなたの予想は &lt;b&gt;{pick}&lt;/b&gt; です。「答え合わせ」（Enter）を押すか、別のペアを選んでください。</translation>
    </message>
    <message>
        <source>Round {round}: first chip {chip}; click the chip beside it to pick their pair.</source>
        <translation>ラウンド {round}: 最初のトークンは {chip} です。隣のトークンをクリックすると、そのペアを選べます。</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick it (a candidate row, or two adjacent chips), then Reveal (Enter).</source>
        <translation>ラウンド {round}: 次にマージされるのはどのペアでしょう？ 候補の行か隣り合う 2 つのトークンで選び、「答え合わせ」（Enter）を押してください。</translation>
    </message>
</context>
<context>
    <name>QuizMessages</name>
    <message numerus="yes">
        <source>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</source>
        <translation>
            <numerusform>予想なし。%n 組のペアが出現回数 {count} で同数です。{rule}。{winner} がマージされます。</numerusform>
        </translation>
    </message>
    <message>
        <source>No pick. {winner} merges, count {count}.</source>
        <translation>予想なし。{winner} がマージされます（出現回数 {count}）。</translation>
    </message>
    <message numerus="yes">
        <source>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</source>
        <translation>
            <numerusform>予想 {pick} は正解です。%n 組のペアが出現回数 {count} で同数で、{rule}。</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pick {pick} won: it has the highest count, {count}.</source>
        <translation>予想 {pick} は正解です。出現回数が最多（{count}）です。</translation>
    </message>
    <message>
        <source>Your pick {pick} tied at count {count} but lost on the tie rule: {rule}, so {winner} merges.</source>
        <translation>予想 {pick} は出現回数 {count} で同数でしたが、同数時の規則で負けました（{rule}）。そのため {winner} がマージされます。</translation>
    </message>
    <message>
        <source>Your pick {pick} lost: count {count}, the winner {winner} has count {winner_count}.</source>
        <translation>予想 {pick} は不正解です。出現回数は {count} で、選ばれたペア {winner} の出現回数は {winner_count} です。</translation>
    </message>
    <message>
        <source>{won} of {answered}</source>
        <translation>{answered} 問中 {won} 問正解</translation>
    </message>
    <message>
        <source>an imported table has no counts to predict from</source>
        <translation>インポートした表には予想に使う出現回数がありません</translation>
    </message>
    <message>
        <source>a replayed table&apos;s merges follow the table, not the counts</source>
        <translation>再生した表のマージは出現回数ではなく表に従います</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>、</translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named} ほか %n 組</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes {merged}.</source>
        <translation>ラウンド {round}: {why}。{pair} は {merged} になります。</translation>
    </message>
</context>
<context>
    <name>RoundCharts</name>
    <message>
        <source>no held-out documents (open a corpus with a split manifest)</source>
        <extracomment>Runs with at most this many merges get a dot at every point. Point sizes at 100 % zoom.</extracomment>
        <translation>評価用文書がありません（分割マニフェスト付きでコーパスを開いてください）</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>まだ実行がありません</translation>
    </message>
    <message>
        <source>round (merges learned)</source>
        <extracomment>Plot keys, top to bottom (each plot&apos;s legend names its curves).</extracomment>
        <translation>ラウンド（学習済みマージ数）</translation>
    </message>
    <message>
        <source>winner&apos;s count</source>
        <translation>選ばれたペアの出現回数</translation>
    </message>
    <message>
        <source>replacements</source>
        <translation>置換回数</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>語彙サイズ</translation>
    </message>
    <message>
        <source>train tokens per byte</source>
        <translation>学習用: バイトあたりトークン数</translation>
    </message>
    <message>
        <source>held-out (validation + test)</source>
        <translation>評価用（検証 + テスト）</translation>
    </message>
    <message>
        <source>&lt;b&gt;round {round}&lt;/b&gt;:</source>
        <translation>&lt;b&gt;ラウンド {round}&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>{count_start}winner&apos;s count {count}&lt;/span&gt;, {replaced_start}{replaced} replacements&lt;/span&gt;;</source>
        <translation>{count_start}選ばれたペアの出現回数 {count}&lt;/span&gt;、{replaced_start}置換回数 {replaced}&lt;/span&gt;;</translation>
    </message>
    <message>
        <source>no round after the last merge;</source>
        <translation>最後のマージの後にラウンドはありません;</translation>
    </message>
    <message>
        <source>vocabulary {size};</source>
        <translation>語彙 {size};</translation>
    </message>
    <message>
        <source>train</source>
        <translation>学習用</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>評価用</translation>
    </message>
    <message>
        <source>tokens per byte</source>
        <translation>バイトあたりトークン数</translation>
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
        <translation>マージ結果</translation>
    </message>
    <message>
        <source>count</source>
        <translation>出現回数</translation>
    </message>
    <message>
        <source>repl.</source>
        <translation>置換</translation>
    </message>
    <message>
        <source>1st at</source>
        <translation>初出</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>16進</translation>
    </message>
    <message>
        <source>document</source>
        <extracomment>A filter that lists the documents holding one token at the stage: ``token:265``. Characters of a document&apos;s text shown under its label, and in its tooltip.</extracomment>
        <translation>文書</translation>
    </message>
    <message>
        <source>tokens at this stage</source>
        <translation>この段階のトークン</translation>
    </message>
    <message>
        <source>rank</source>
        <extracomment>The chips model shows at most this many tokens (the statistics count all of them).</extracomment>
        <translation>順位</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>ペア</translation>
    </message>
    <message>
        <source>new token</source>
        <translation>新トークン</translation>
    </message>
    <message>
        <source>merges</source>
        <translation>マージ数</translation>
    </message>
    <message>
        <source>tokens after</source>
        <translation>後のトークン数</translation>
    </message>
    <message>
        <source>Offset</source>
        <extracomment>Rows built together and cached for the current stage. Chunks kept. the :class:`HexRow` of a row (hex and text columns).</extracomment>
        <translation>オフセット</translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation>バイト（16進）</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
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
        <translation>表示</translation>
    </message>
    <message>
        <source>bytes (hex)</source>
        <translation>バイト（16進）</translation>
    </message>
    <message>
        <source>now</source>
        <translation>現在</translation>
    </message>
    <message>
        <source>made</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最終</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>評価用</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>保持</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>フラグ</translation>
    </message>
    <message>
        <source>from pair</source>
        <translation>元のペア</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>``tuple[SymbolChip, ...]``: the word&apos;s symbols at the stage, new ones flagged.</extracomment>
        <translation>単語</translation>
    </message>
    <message>
        <source>freq.</source>
        <translation>頻度</translation>
    </message>
    <message>
        <source>symbols at this stage</source>
        <translation>この段階の記号</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>同数</translation>
    </message>
</context>
<context>
    <name>VocabularyHealthView</name>
    <message>
        <source>frequency rank</source>
        <extracomment>The widest value each fixed column shows whole; its width follows the font. Chart title size at 100 % zoom, in points. the tab is current: its charts are drawn a result computed while the charts were not shown, drawn when they are the charts show a previous run&apos;s points: cleared when shown</extracomment>
        <translation>頻度順位</translation>
    </message>
    <message>
        <source>occurrences</source>
        <translation>出現回数</translation>
    </message>
    <message>
        <source>made</source>
        <translation>作成</translation>
    </message>
    <message>
        <source>final</source>
        <translation>最終</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <extracomment>the story label still asks for a token (no token&apos;s story yet)</extracomment>
        <translation>中間のみ</translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation>トークンを選ぶと、その出現がどう使われたかを読めます。</translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation>最終段階の Zipf 分布 &lt;small&gt;（▼ 中間トークン、灰色: 単一バイト）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation>学習済みトークンごとの作成数と最終数 &lt;small&gt;（▼ 中間トークン）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <translation>&lt;b&gt;語彙の健全性&lt;/b&gt;  中間トークンのしきい値</translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation>表示時に計算…</translation>
    </message>
</context>
<context>
    <name>VocabularyPanel</name>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt;</source>
        <extracomment>Events by which the user acts on a table&apos;s rows. the hex column, then ``from pair``, ``rank`` and ``now``, then the readable text narrows and last hides (in the presentation view too): which token a row is shows as long as it can (a long token keeps :meth:`useful_text_width` while one of those can go), and the IDs and the counts up to ``repl.`` show whole; on a pane too narrow even for those (a projector at 200 %) the two counts go, never cut; the survival columns after ``now`` are reached by scrolling ``now`` is laid out with the columns before it (it gives way in NARROW_ORDER)</extracomment>
        <translation>&lt;b&gt;語彙&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Byte entries</source>
        <translation>バイトのエントリ</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>中間のみ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation>&lt;b&gt;語彙&lt;/b&gt; {size} = {bytes} バイト + 学習済み {learned}</translation>
    </message>
</context>
<context>
    <name>WindowTabs</name>
    <message>
        <source>Training rounds</source>
        <translation>学習ラウンド</translation>
    </message>
    <message>
        <source>Encode</source>
        <translation>エンコード</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>グラフ</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>単語</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation>語彙の健全性</translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>In a replayed table: the table&apos;s rule, merged whatever the counts say.</extracomment>
        <translation>左 ID が小さい方、次に右 ID が優先</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>左 ID が大きい方、次に右 ID が優先</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>最初に現れたペアが優先</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>（左バイト列, 右バイト列）が大きい方が優先</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>（左バイト列, 右バイト列）が小さい方が優先</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → token {token}</source>
        <translation>
            <numerusform>%n 組のペアが出現回数 {count} で同数。{rule}: {pair} → トークン {token}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → token {token}</source>
        <translation>{pair} の出現回数が最多（{count}、次点は {next}）→ トークン {token}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → token {token}</source>
        <translation>{pair} が唯一のペア（出現回数 {count}）→ トークン {token}</translation>
    </message>
</context>
<context>
    <name>WordCandidatesModel</name>
    <message>
        <source>Load a word-frequency table or the built-in example.</source>
        <translation>単語頻度表か組み込みの例を読み込んでください。</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick one, then Reveal (Enter).</source>
        <translation>ラウンド {round}: 次にマージされるペアは？ 1 つ選び、「答え合わせ」（Enter）を押してください。</translation>
    </message>
</context>
<context>
    <name>WordExplanations</name>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → {merged}</source>
        <translation>
            <numerusform>%n 組のペアが出現回数 {count} で同数。{rule}: {pair} → {merged}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → {merged}</source>
        <translation>{pair} の出現回数が最多（{count}、次点は {next}）→ {merged}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → {merged}</source>
        <translation>{pair} が唯一のペア（出現回数 {count}）→ {merged}</translation>
    </message>
</context>
<context>
    <name>WordNarration</name>
    <message>
        <source>the alphabetically last pair wins</source>
        <translation>アルファベット順で最後のペアが優先</translation>
    </message>
    <message>
        <source>the alphabetically first pair wins</source>
        <translation>アルファベット順で最初のペアが優先</translation>
    </message>
</context>
</TS>
