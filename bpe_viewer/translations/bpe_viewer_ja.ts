<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a corpus (text, JSONL, JSON), a saved run, a bpe-merges-v1 trace, or a merge table of Hugging Face tokenizers, tiktoken or minbpe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a folder: one document per file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Corpus with &amp;Split Manifest…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a corpus JSON array, then choose its split manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Paste Text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train on typed or pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save Run…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the run (rules, candidates, tokens) as .bpe-run.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export Trace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the run as a bpe-merges-v1 trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hugging Face tokenizer.json…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write the table as a tokenizer.json that Hugging Face tokenizers loads with the same IDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;vocab.json + merges.txt…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a folder with vocab.json, merges.txt and a README.txt on loading them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;tiktoken…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write NAME.tiktoken (ranks) and NAME.json (pattern, special tokens)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;minbpe .model…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write a minbpe version-1 .model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the current view as a PNG, at the window&apos;s size, 1280×720 or 1920×1080 (a slide)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save stages A to B as an animated GIF or one PNG per stage, at 1280×720 or 1920×1080, with the zoom and presentation settings of the screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the run and its documents; the window stays open, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo Retrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the run before the last retrain, at the stage it was left at (once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go to Round…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type a round number to show that round  [Ctrl+Shift+G]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merges, tie policy and document unit; retrains the current documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retrain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train the current documents again with the current settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Compare Tie Policies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train the current documents under the chosen tie policies (all five at first; the Compare tab&apos;s Tie policies arrow chooses), side by side in the Compare tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Saved Run or Merges File &amp;Beside…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved run, trace or GPT-2-style merges file in the Compare tab, beside the current run; the first divergence is explained from the current run&apos;s record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;play on Corpus…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the table&apos;s merges in rank order to a corpus and compare with its own choices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel Training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the running job; the run on screen stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First stage (raw bytes)  [Home]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous round  [Left]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play / pause through the rounds  [Space]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next round  [Right]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last stage  [End]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;Slower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slower play speed  [[]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play &amp;Faster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faster play speed  []]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Token &amp;IDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each token&apos;s ID under its chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Byte Entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the 256 single-byte entries in the vocabulary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before and &amp;After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each document at this stage with the round&apos;s windows, and below it after the round with the new tokens filled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;nimate Merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stepping one round animates the merge (the chips of each replaced window close together; stepping back opens them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Focus the document filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;All Candidates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count every pair of this round (reads the whole corpus)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected token (ID, hex, text) or the selected table rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hex Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes in hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;IDs Only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token IDs of the selected table rows, or of the selected token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python &amp;Bytes Literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes as b&apos;...&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected &amp;Rows as Tab-Separated Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected table rows with the header, to paste into a spreadsheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to use bpe-viewer and the rules it follows, in the program (offline), with Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every keyboard shortcut, from the action table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About bpe-viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version, licence, Qt and Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Larger text in the training views, for projecting  [Ctrl++]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smaller text in the training views  [Ctrl+-]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full screen for a projector; clicker keys step the rounds; Esc leaves  [F11]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Vocabulary and Inspector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show or hide the vocabulary and the inspector, for more room  [V]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blan&amp;k Screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black out the window; B, Esc or any key shows it again  [B]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre&amp;dict the Next Merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quiz: hide the counts and the winner; the class picks the pair that merges next, then Reveal (Enter) shows whether it won, tied or lost, with a running score  [Q]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the counts and the winner of the round, and how the pick fared  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;Notes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit a note on the round shown and one on the whole run, under the narration; saved with the run, shown in the presentation view  [Ctrl+Shift+N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the normal text size  [Ctrl+0]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‖ Pause</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Animated GIF</source>
        <extracomment>``(path, size)``: where to save the image and at what size (None: the window&apos;s own).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG files, one per stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To stage (included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Frame size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>The run recorded only the leading candidates of each round; count every pair of this round now (reads the whole corpus)</source>
        <extracomment>A hex column narrower than this is worse than none: it collapses first. The least a squeezed text column shows: a few letters and the ellipsis. True while every shown column has its width (the text column may stretch) each column&apos;s normal width (set by the subclass) pixels each value column takes when there is room: its normal width at this zoom, or more when its widest value or title needs more pixels each value column needs for its title and widest value, no more True while the value columns are cut down to their need (a narrow table) the run the value columns were last sized for afresh (see _values_reset) the columns of :attr:`SQUEEZED_COLUMNS` narrowed now, with their widths pixels each of :attr:`READABLE_COLUMNS` asks for before a column ahead of it in :attr:`NARROW_ORDER` hides: its widest text, up to its useful width when set, the pane&apos;s least width (pixels) is this or, when more, what its table needs once every column that gives way has gone (:meth:`least_width`) columns hidden in the presentation view; the first is the stretching hex column columns (or groups of columns that go together) that give way on a narrow table, first to go first (the hex column first); the hex column alone when empty counts and IDs: never elided, sized from the widest value they show columns after the others that the table scrolls to: the others are laid out to fit its width whole, these need not text columns (elided with …) narrowed in this order, each down to its sample&apos;s width, before a count is cut at the table&apos;s edge: one of :attr:`NARROW_ORDER` narrows before it hides, the others once every column of it is hidden columns of :attr:`SQUEEZED_COLUMNS` holding a token&apos;s readable text: while their texts are longer than their normal width, they ask for up to :meth:`useful_text_width`, so the columns ahead of them in :attr:`NARROW_ORDER` (``rank``, ``now``, ``from pair``) hide before the text is cut shorter than that the useful width of a readable column, in characters of the table&apos;s font Rows read at each end of the table when another stage of the run already sized (the columns fit the stages seen so far; they only widen). the column that stretches once the hex column is hidden the left and right readable columns go together (one alone would read as the pair&apos;s other token); the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation type="unfinished">コーパス、保存した実行結果、または例を読み込んでください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {stage})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareBanner</name>
    <message>
        <source>Train the columns (or press “Tie policies”) to compare runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a corpus or an example, then compare runs of it here.</source>
        <extracomment>the explanation&apos;s lines as ``bpe-viewer diff`` prints them (empty when none)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training the columns…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Tie policies&lt;/b&gt; to train the current documents under the chosen tie policies (the arrow chooses among all five), set each column and press &lt;b&gt;Train columns&lt;/b&gt;, or open a saved run or merges file beside the current run (Train ▸ Open Saved Run or Merges File Beside…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: the same winner in every column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why they part at round {round} (A: {a}; B: {b}), as bpe-viewer diff A B explains it:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Could not train the columns: {error}</source>
        <extracomment>The most columns the tab shows: one per tie policy. Columns ticked for &quot;Train columns&quot; when the tab opens (the others fold to a box). The least width of a column in use when up to three are (fewer than the tab allows: see ``_share_width``), and when more are, in pixels. The most of the tab&apos;s height the banner and its explanation take (they scroll beyond). Lines of the banner kept when the columns need the rest of the tab&apos;s height (it scrolls; the columns keep their winner&apos;s row). the tie policies chosen in the Tie policies menu changed (tuple of names) &quot;variants&quot;: columns trained from settings; &quot;beside&quot;: the main run and a file rounds whose winners differ (empty without a comparison) the checkable action of each tie policy in the Tie policies menu</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training the columns was cancelled; the columns stay as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare&lt;/b&gt;</source>
        <extracomment>lines up the columns&apos; headings once the layout has settled</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each column&apos;s training settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train the current documents with each column&apos;s settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word tie orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The word-frequency table under both tie orders (alphabetically first and last), side by side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not compare the word tie orders: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training %v of %m merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>current run: {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round}: no rule (this run learned {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} merge: {pair} {left} + {right} → {merged}, {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no count recorded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round {round} winner: {pair} {left} + {right} → {merged}, {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>smallest pair (default): smallest (left, right) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest pair: largest (left, right) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first occurrence: the pair seen first in document order wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes, largest: greatest (left bytes, right bytes) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes, smallest: smallest (left bytes, right bytes) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alphabetical first: the pair whose text sorts first wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alphabetical last: the pair whose text sorts last wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whole file = one document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each line = one document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each blank-line-separated paragraph = one document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: each document is one sequence of bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whitespace: words and runs of spaces apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>punctuation: words, spaces, each punctuation mark apart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-2 pattern (space joins the next word)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPT-4 pattern (digits in threes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: the text as it is</source>
        <extracomment>Unicode normalization of the documents (``train --normalize``); &quot;none&quot; is None.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NFC: composed characters (e + ◌́ becomes é)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NFKC: also compatibility forms (ﬁ becomes fi, Ｆ becomes F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the learned tokens (256 + merges + i)</source>
        <extracomment>Where the special tokens&apos; IDs go (``train --special-ids``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right after the bytes (256 + i, merges after them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>each entry between {separator} lines = one document</source>
        <extracomment>The documented defaults that Restore Defaults puts back (as ``bpe-viewer gui --help``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DocumentChooser</name>
    <message>
        <source>Document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The document shown in every column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (held out)</source>
        <translation type="unfinished"></translation>
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
        <source>made by the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex (not text), its characters written above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token edge inside a character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window only counted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>␣ space ↵ newline → tab \r return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
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
        <source>Show each token&apos;s ID under its chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No document matches “{text}”. &lt;a href=&quot;clear&quot;&gt;Clear the filter&lt;/a&gt;</source>
        <extracomment>the narrowest the filter box gets beside the title, in multiples of its font&apos;s average character width</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>The most of the table&apos;s width the label column takes (the token rows keep the rest). The document chips&apos; normal text size, in points. Length of the merge animation when stepping one round (under 300 ms). animate the merge when the stage moves by one round said when the filter hides every document, with a link that clears it the title&apos;s line, and the line under it that the filter and the toggle move to when the pane is too narrow for all three (a large zoom, a narrow window)</extracomment>
        <translation>新</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message numerus="yes">
        <source>%n chars</source>
        <extracomment>the files the window has read: an exported table is never written over one Help ▸ User Guide, made on first use and kept</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Copied {what}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>token {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to copy: select a token or table rows first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to copy: select a token first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex</source>
        <translation type="unfinished">16進</translation>
    </message>
    <message>
        <source>IDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bytes literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to copy: select rows in a table first</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export {table} as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported {count} rows to {name}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodePanel</name>
    <message>
        <source>No run yet: train or open a corpus, then type here to encode.</source>
        <extracomment>Pause after the last keystroke before re-encoding. Largest file the panel loads. replaced in tests: () -&gt; path or &quot;&quot; (the &quot;Load file…&quot; dialog)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run&apos;s rules cannot encode: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>— the {count} rule(s) learned by stage {stage}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>— all {count} rules of the run, whatever round the explorer shows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special-token recognition {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This run has no special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {size} bytes is too large for the panel (at most {limit})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: cannot read ({reason})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run yet: train or open a corpus to encode with its rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot encode: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-tokenized ({name}): a green bar marks each piece boundary; no rule merges across it, so a pair split by a bar stays unmerged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EncodePanelLayout</name>
    <message>
        <source>Type or paste text; it is encoded as UTF-8</source>
        <extracomment>Column widths of the rules table at 100 % zoom, in pixels. Chip text size of the token rows at 100 % zoom, in points. Height of the input box at 100 % zoom, in pixels. Whole rows of the rules table that stay in view however small the window. the File tab&apos;s bytes the File tab&apos;s input as the user knows it (the file&apos;s name), or None</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line breaks typed here become \n; for exact bytes such as \r\n use the Hex or File tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex bytes, e.g. 20 d0 b0  or  20d0b0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes exactly (up to 16 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished">テキスト</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>allow special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>layout v1 (BOS/EOS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Control layout v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only the rules up to this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode with the rules of rank below the explorer&apos;s stage, to see how the tokenizer of that round would split the text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step: the input&apos;s bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous rule application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next rule application</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step: the final tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show in explorer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the training round that learned the selected (or current) rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show no-match rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the rules that merged nothing in this input (grey)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click an applied rule to step there; double-click to open its training round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules in rank order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>Window size ({size})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering frames…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rendering frame {done} of {total}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bpe-viewer: export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path} ({width}×{height})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; nothing written</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved {path}: %n frames, stages {first} to {last}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Could not open {url}: only local files can be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pasted text is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bpe-viewer: could not save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bpe-viewer: could not export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The CSV file filter of File ▸ Export Table as CSV.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Folder for the PNG files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All supported (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge tables (tokenizer.json, vocab.json, merges.txt, *.tiktoken, *.model) (*.json *.txt *.tiktoken *.model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text files (*.txt *.text *.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON Lines corpus (*.jsonl)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus JSON / word frequencies (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece tables from bpe-viewer count (*.parquet *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved runs (*.bpe-run.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bpe-merges-v1 traces (*.trace *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved runs, traces and merges files (*.json *.trace *.txt)</source>
        <extracomment>``show_error(parent, title, message)``: a modal message (replaceable in tests). File dialog filter of Train ▸ Open Saved Run or Merges File Beside.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merges files (*merges*.txt *.txt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved runs and traces (*.json *.trace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open corpus, run or trace</source>
        <extracomment>opens a saved run or trace beside the current run (the Compare tab)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open word table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word-frequency tables (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved run, trace or merges file beside the current run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open folder (one document per file)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open corpus JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Corpus JSON (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the split manifest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Split manifest (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export bpe-merges-v1 trace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Traces (*.trace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export vocab.json + merges.txt into folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tiktoken ranks (*.tiktoken)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>minbpe model (*.model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the table on corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <extracomment>every open, save and export dialog of the window (two remembered folders)</extracomment>
        <translation type="unfinished"></translation>
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
        <source>★ winner of this round; = tie: same count as the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left token ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left token, readable (⟨d0…⟩: part of a character)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right token ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right token, readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merged: the token this pair would make, readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count: adjacent positions holding the pair at this stage (overlaps included)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>repl. (replaced): windows the left-to-right pass would merge, fewer than the count when windows overlap (aaa holds (a, a) twice but merges it once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1st at (first occurrence), under the &apos;first&apos; tie policy: where each tied pair first occurs (document, token position); the earliest wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hex: bytes of the token this pair would make</source>
        <translation type="unfinished"></translation>
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
        <source>document: its ID, its size (bytes → tokens at this stage; its part of the split when split) and the start of its text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokens at this stage: the document&apos;s token rows (click a token to inspect it)</source>
        <translation type="unfinished"></translation>
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
        <source>the rule&apos;s rank (= the training round that learned it); ▶ marks the current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the (left, right) token IDs the rule merges, and their bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token the rule makes, and its bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many occurrences this rule merged in the input, or &apos;no match&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>length of the token sequence after the rule</source>
        <translation type="unfinished"></translation>
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
        <source>Offset of the row&apos;s first byte, in hex (decimal in the tooltip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row&apos;s 16 bytes in hex; a bar marks where a token starts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bytes as UTF-8 text: a character at its first byte, · for its other bytes, a red dot for control characters and invalid bytes</source>
        <translation type="unfinished"></translation>
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
        <source>token ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printable text or hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the token&apos;s bytes in hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round that made it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its occurrences at the stage on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its occurrences right after the round that made it (the round&apos;s replacements)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its occurrences in the training documents after the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its occurrences in the held-out documents (with a split manifest)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>final / made: the share of its occurrences that survive training</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>intermediate: kept below the threshold; unused: none left at the end; unseen in held-out: the held-out documents never use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from pair</source>
        <translation>元のペア</translation>
    </message>
    <message>
        <source>token ID (0-255 are single bytes; 256 + rank for learned tokens); an imported table&apos;s own ID in brackets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>printable text (␣ space, ↵ newline, → tab) or hex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the round that learned the token</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the (left, right) pair it was merged from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>candidate count of the pair when it won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>positions actually merged by the left-to-right pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◐ intermediate: kept below the threshold; ∅ unused: none left at the end; ◌ unseen: the held-out documents never use it</source>
        <translation type="unfinished"></translation>
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
        <source>a word of the training table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how often the word occurs: every pair inside it counts this many times</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the word&apos;s symbols after the merges so far (characters + &lt;/w&gt; at stage 0); symbols made by the last round are highlighted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>number of symbols in the word at this stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie</source>
        <translation>同数</translation>
    </message>
    <message>
        <source>the round that learned the rule; encoding applies lower ranks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the (left, right) symbols that are joined</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the new symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair&apos;s frequency-weighted count when it won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>how many pairs shared the winning count (blank: no tie)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ winner of this round; = tie: same count as the winner, lost on the tie rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>left symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>right symbol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the symbol this pair would make</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>adjacent positions holding the pair, each weighted by its word&apos;s frequency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Hex view: Find hex bytes or text (while the hex view has focus)</source>
        <extracomment>Keys handled inside one view rather than by a window action.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex view: Go to offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hex view Find box: next / previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A desktop trace explorer for byte-pair-encoding tokenizer training.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About bpe-viewer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>no corpus: this table has no documents, so no occurrences to follow</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>the form&apos;s row labels, by the value they name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation type="unfinished">バイト（16進）</translation>
    </message>
    <message>
        <source>Readable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bit patterns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show each byte&apos;s bits: 0xxxxxxx ASCII, 110xxxxx/1110xxxx/11110xxx lead bytes of 2-, 3- and 4-byte characters, 10xxxxxx continuation bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the token&apos;s occurrences were used by later merges (final stage); the Vocabulary health tab lists every token&apos;s figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the documents holding this token: the Documents pane lists only them at the stage (the filter token:ID; clear the filter to list them all)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>… {count} more byte(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>a single byte (one of the 256 starting entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>later, in round {round} (not in the vocabulary yet)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by the round about to run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no corpus, so no counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>count {count}, {replaced} replaced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{when} from {pair}; {counts}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet: the token appears at stage {stage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no corpus: this table has no documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} time(s) in the counted documents at stage {stage}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>; held out (not counted): </source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). a run (run, stage, document) or a stage asked for while on screen, not filled yet</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished">テキスト</translation>
    </message>
    <message>
        <source>Hex: hex bytes (d0 b0), and anything that is not hex as text (its UTF-8 bytes);
Text: always the text&apos;s UTF-8 bytes (for a word made of hex digits, such as cafe)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match  [Shift+Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match  [Enter]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text is found in upper and lower case alike unless this is on (river finds River, мир finds МИР); hex bytes are always found exactly</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Past the last match of this document, go on to the next document that holds one (and from the last document back to the first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A byte offset: decimal (1234) or hex (0x4d2); Enter jumps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt;</source>
        <extracomment>the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt; — {id} ({label}): {size} bytes, stage {stage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset {offset} is outside the document (0 to {last})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offset {offset} ({hex})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (searched as text: not hex bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (read as hex bytes; choose Text to find it as text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match for {text} in any document{how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no match for {text} in this document{how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (wrapped around)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> in {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>match at offset {offset} ({hex}){total}{note}{how}</source>
        <translation type="unfinished"></translation>
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
    <name>LoadSession</name>
    <message>
        <source>The Words tab trains the table as classic word-frequency BPE; the other tabs show its words as byte-level documents</source>
        <extracomment>Errors a bad input may raise; they are reported and the current run stays.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the run before the last retrain</source>
        <extracomment>What Retrain trains again weighted: a piece or word table file, or a table in memory. a piece or word table: Retrain trains the file (or table) again, weighted the corpus the documents came from, once the worker has read it (the &quot;Loaded&quot; message names a folder&apos;s skipped links) the load whose rounds these are the same failure as one line naming the input once (``NAME: reason``), as the command line says it special tokens for the next training run (a loaded run brings its own) pre-tokenizer for the next training run (a loaded run brings its own) Unicode normalization (nfc, nfkc) of the next training run&apos;s documents, or None where the next training run puts its special tokens&apos; IDs (after-merges, after-bytes) the stage on screen; Retrain returns to it (clamped to the new run) every file and folder this window has read (outputs are never written over one) the word-frequency table behind the current run, if it came from one the training whose rounds learned so far are shown, if any the run as last saved or loaded from a file (not trained here since) the run before the last Retrain, until it is undone or another input loads the Words tab&apos;s run (:attr:`word_run_changed`), or None</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} merge(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>text {form}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trained with your Training Settings ({settings}); Train ▸ Training Settings ▸ Restore Defaults goes back to the defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is beside it, not used: File ▸ Open Corpus with Split Manifest… trains on its train partition only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the input: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {source}: {merges}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {source}: {corpus}; {merges}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded {source}: the Words tab learned {merges} of classic word-frequency BPE; the other tabs learned {count} (each distinct word once as a byte-level document weighted by its frequency)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (a table without a corpus: Train ▸ Replay on Corpus… counts its rules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled {source}; the previous run stays on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled {source}; nothing loaded.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoadingCover</name>
    <message>
        <source>Loading {what} …</source>
        <extracomment>The cover&apos;s text by verb (English, context ``&quot;LoadingCover&quot;``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retraining {what} …</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Closed {source}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage (0 to {last}):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word-frequency BPE under both tie orders · stage {stage} of {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current run stays loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>The menu bar, by action key: ``-`` is a separator, ``@recent`` the Open Recent menu, ``@export`` the Export submenu (:data:`EXPORT_MENU`), ``@export_csv`` the Export Table as CSV menu, ``@copy_special`` the Copy Special menu, ``@language`` View ▸ Language (:class:`~bpe_viewer.qt.i18n.LanguageMenu`) and ``@examples`` the examples (built from the shipped example index).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <extracomment>File ▸ Export: other libraries&apos; formats, by action key and export format. The toolbar, by action key (``@examples``: the Examples menu&apos;s button). The toolbar&apos;s title (in the window&apos;s context menu of toolbars).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Candidates of This Round…</source>
        <extracomment>Tables that File ▸ Export Table as CSV offers: key, menu text (English, context ``&quot;Menus&quot;``), default file name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Vocabulary…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merge &amp;Rules…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Encode Steps…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export &amp;Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy &amp;Special</source>
        <translation type="unfinished"></translation>
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
    <name>NavigationBar</name>
    <message>
        <source>0.5 rounds/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1.5 rounds/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 rounds/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 rounds/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>30 rounds/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <extracomment>buttons that keep their words in the narrow form the slider&apos;s least width, in widths of the letter M of the bar&apos;s font</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jump to a stage (number of merges applied)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>of {last}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Note on the run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note on stage {stage} (the last): shown under the narration in the presentation view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A note on round {stage}: shown under the narration in the presentation view</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PasteTextDialog</name>
    <message>
        <source>Paste text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type or paste text here…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train</source>
        <translation type="unfinished"></translation>
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
    <name>StatusParts</name>
    <message>
        <source>%v / %m merges</source>
        <extracomment>(time, merges done) at the first report of a learned round; None before</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message numerus="yes">
        <source>{count} merges</source>
        <extracomment>Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size. The colour of the transient note (quieter than the stage summary). The share of the status bar a note keeps when the bar has no room for it and the whole stage summary (each then ends in &quot;…&quot;).</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} learned)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unit {unit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no pre-tokenizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special tokens {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished">、</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>training ({learned} of {count} merges learned so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word-frequency BPE, {merges}, tie {tie}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No run loaded: open a file, paste text or pick an example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} learned so far (training)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage {stage} of {last} · vocabulary {size} · tokens {tokens} / bytes {bytes} ({ratio} bytes per token)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>word-frequency BPE · stage {stage} of {last} · {count} words · tie {tie}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{done} / {total} merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{progress} · {rate} rounds/s · {time} left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TiePolicyButton</name>
    <message>
        <source>Tie policies</source>
        <extracomment>why the runs part: an explanation (as the narration&apos;s), not an error the tie policies a comparison trains, in TIE_POLICIES order (all five at first) one checkable action per tie policy, in TIE_POLICIES order</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One column per chosen tie policy, the current documents under each; the arrow chooses which of the five (docs/rules.md s3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare the chosen policies ({count}: {policies})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TieRules</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>Each tie policy&apos;s rule in words (English, context ``&quot;TieRules&quot;``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrainingSettingsDialog</name>
    <message>
        <source>Training settings</source>
        <extracomment>the form&apos;s row labels, by the field they name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>or vocabulary size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word tie order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document unit (plain text)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pre-tokenization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Special token IDs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unicode normalization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK retrains the current documents with these settings (plain-text files are re-read with the new unit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upper bound: training stops early when no pair is left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same target as a vocabulary size: 256 bytes + merges + special tokens (editing one updates the other)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word-frequency tables only (docs/rules.md s3.3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none, e.g. &lt;|endoftext|&gt; &lt;|pad|&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space-separated. Each occurrence in a document is a barrier no merge crosses; each special token gets its own ID after the learned ones.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces that merges never cross (docs/rules.md s4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put every document in this Unicode normalization form before training; encoding normalizes its text the same way, and a tokenizer.json export carries the normalizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the learned tokens: 256 + merges + i. Right after the bytes: &lt;|endoftext|&gt; 256, &lt;|pad|&gt; 257, the merges from 258</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{merges} merges, tie smallest, word ties alphabetical first, whole file, no pre-tokenization, no special tokens (their IDs after the learned tokens), no normalization</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitChoiceDialog</name>
    <message>
        <source>Whole file</source>
        <extracomment>How much of a file the preview reads; the counts say &quot;or more&quot; past it. The choices&apos; names (English, context ``&quot;UnitChoiceDialog&quot;``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each paragraph (blocks separated by blank lines)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Separator line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Documents in {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; has several lines. How is it cut into documents? (Training never counts a pair across two documents; the choice is remembered for this file and can be changed in Train ▸ Training Settings.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text of a separator line: a line that is exactly this text (its line end aside) ends a document and belongs to none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>give the text of a separator line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UnitPreviewTexts</name>
    <message numerus="yes">
        <source>{count} document(s) or more</source>
        <extracomment>The separator offered first: fortune files end each entry with a ``%`` line.</extracomment>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} document(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <source>bpe-viewer User Guide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in the guide (Enter: next, Shift+Enter: previous)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The guide page {name} is missing: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found {text} (in {page})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>found {text} (wrapped around)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} is not in the guide</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VocabularyHealthView</name>
    <message>
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <extracomment>The widest value each fixed column shows whole; its width follows the font. Chart title size at 100 % zoom, in points. the tab is current: its charts are drawn a result computed while the charts were not shown, drawn when they are the charts show a previous run&apos;s points: cleared when shown</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A token is intermediate when final / made is below this</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{token}: kept {share} %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now (stage {stage}): {count}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>VocabularyPanel</name>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt;</source>
        <extracomment>Events by which the user acts on a table&apos;s rows. the hex column, then ``from pair``, ``rank`` and ``now``, then the readable text narrows and last hides (in the presentation view too): which token a row is shows as long as it can (a long token keeps :meth:`useful_text_width` while one of those can go), and the IDs and the counts up to ``repl.`` show whole; on a pane too narrow even for those (a projector at 200 %) the two counts go, never cut; the survival columns after ``now`` are reached by scrolling ``now`` is laid out with the columns before it (it gives way in NARROW_ORDER)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned + {special} special</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Byte entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also list the 256 single-byte entries (IDs 0-255)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List only the learned tokens flagged intermediate: few of their occurrences survive training (threshold set in the Vocabulary health tab)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowTabs</name>
    <message>
        <source>Training rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Encode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner&apos;s count, replacements, vocabulary size and tokens per byte (train and held-out) over the rounds; click or drag to go to a round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic word-frequency BPE of a {word: frequency} table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The current documents under other settings, side by side, round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which learned tokens survive training, which are only steps to longer ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Words tab steps with its own bar below</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordCompareView</name>
    <message>
        <source>alphabetically first</source>
        <extracomment>Each word tie order in words (English, context ``&quot;WordCompareView&quot;``).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>alphabetically last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ties: the {order} pair ({tie})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{left} + {right} → {merged} (count {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a word-frequency table or the word example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The two tie orders learn the same rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tie orders part at round {round}: {a} takes {a_rule}; {b} takes {b_rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: the same winner.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordEncoderBox</name>
    <message>
        <source>&lt;b&gt;Encode a word:&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>type a word, e.g. lowest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Segments each typed word with every rule of the run, in rank order (nothing is counted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The word&apos;s encoding one applied rule at a time (lowest rank first); the pieces each rule merged are in [brackets]. Step with the arrow keys or the buttons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous rule of the encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next rule of the encoding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: start, characters + {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{word}: rank {rank} {left} + {right}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw this symbol, so no rule can merge it; each stays a piece of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw these symbols, so no rule can merge them; each stays a piece of its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>uses all {count} rule(s) of the run, lowest rank first</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordEncoderTexts</name>
    <message numerus="yes">
        <source>{count} piece(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordFrequencyView</name>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically last pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically first pair)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>|◀ First</source>
        <extracomment>The widest value each fixed column shows whole; its width follows the font. The candidate columns sized from the values of the round shown (a symbol of one or two letters early on, whole words late; counts of any size), never elided. The widest merged token the rules table shows whole when the tab has room (its merged column stretches; the words pane gives up room for it: ``_fit_panes``). the title of a tie order, in the window&apos;s language (a comparison names its own)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 0: every word as characters + &lt;/w&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo the last merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply the next merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After every merge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to any stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open word table…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a JSON object {word: count}, e.g. {&quot;low&quot;: 5, &quot;lower&quot;: 2}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the example</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 (docs/rules.md s4.2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stage {stage} of {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Words&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No word table loaded: open a JSON table {word: count}, or load the example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No word table loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>characters + {end}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>after {count} merge(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Words at stage {stage}&lt;/b&gt; ({detail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} word(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{words} · {occurrences} occurrences · {total} symbols in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (was {start})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>symbols in all: every word&apos;s symbol count times its frequency, i.e. the length of the training text in symbols; each merge shortens it by the winner&apos;s count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s) on stage {stage}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;: stage {stage} is the last</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;: {stage} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>vocabulary: {size} symbols</source>
        <translation type="unfinished"></translation>
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
