<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>Open a corpus (text, JSONL, JSON), a saved run, a bpe-merges-v1 trace, or a merge table of Hugging Face tokenizers, tiktoken or minbpe</source>
        <translation>コーパス（テキスト、JSONL、JSON）、保存した実行、bpe-merges-v1 トレース、または Hugging Face tokenizers・tiktoken・minbpe のマージ表を開きます</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>フォルダーを開く(&amp;F)…</translation>
    </message>
    <message>
        <source>Open a folder: one document per file</source>
        <translation>フォルダーを開きます: 1 ファイルが 1 文書です</translation>
    </message>
    <message>
        <source>Open Corpus with &amp;Split Manifest…</source>
        <translation>分割マニフェスト付きでコーパスを開く(&amp;S)…</translation>
    </message>
    <message>
        <source>Open a corpus JSON array, then choose its split manifest</source>
        <translation>コーパスの JSON 配列を開き、続いてその分割マニフェストを選びます</translation>
    </message>
    <message>
        <source>&amp;Paste Text…</source>
        <translation>テキストを貼り付け(&amp;P)…</translation>
    </message>
    <message>
        <source>Train on typed or pasted text</source>
        <translation>入力または貼り付けたテキストで学習します</translation>
    </message>
    <message>
        <source>&amp;Save Run…</source>
        <translation>実行を保存(&amp;S)…</translation>
    </message>
    <message>
        <source>Save the run (rules, candidates, tokens) as .bpe-run.json</source>
        <translation>実行（規則、候補、トークン）を .bpe-run.json として保存します</translation>
    </message>
    <message>
        <source>&amp;Export Trace…</source>
        <translation>トレースをエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <source>Export the run as a bpe-merges-v1 trace</source>
        <translation>実行を bpe-merges-v1 トレースとしてエクスポートします</translation>
    </message>
    <message>
        <source>&amp;Hugging Face tokenizer.json…</source>
        <translation>Hugging Face tokenizer.json(&amp;H)…</translation>
    </message>
    <message>
        <source>Write the table as a tokenizer.json that Hugging Face tokenizers loads with the same IDs</source>
        <translation>Hugging Face tokenizers が同じ ID で読み込める tokenizer.json として表を書き出します</translation>
    </message>
    <message>
        <source>&amp;vocab.json + merges.txt…</source>
        <translation>vocab.json + merges.txt(&amp;V)…</translation>
    </message>
    <message>
        <source>Write a folder with vocab.json, merges.txt and a README.txt on loading them</source>
        <translation>vocab.json、merges.txt と、それらの読み込み方を書いた README.txt を含むフォルダーを書き出します</translation>
    </message>
    <message>
        <source>&amp;tiktoken…</source>
        <translation>tiktoken(&amp;T)…</translation>
    </message>
    <message>
        <source>Write NAME.tiktoken (ranks) and NAME.json (pattern, special tokens)</source>
        <translation>NAME.tiktoken（順位）と NAME.json（パターン、特殊トークン）を書き出します</translation>
    </message>
    <message>
        <source>&amp;minbpe .model…</source>
        <translation>minbpe .model(&amp;M)…</translation>
    </message>
    <message>
        <source>Write a minbpe version-1 .model</source>
        <translation>minbpe バージョン 1 の .model を書き出します</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>画像をエクスポート(&amp;I)…</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>アニメーションをエクスポート(&amp;N)…</translation>
    </message>
    <message>
        <source>Save the current view as a PNG, at the window&apos;s size, 1024×768, 1280×720 or 1920×1080 (a slide)</source>
        <translation>現在の表示を PNG として保存します（ウィンドウのサイズ、1024×768、1280×720 または 1920×1080: スライド用）</translation>
    </message>
    <message>
        <source>Save stages A to B as an animated GIF or one PNG per stage, at 1024×768, 1280×720 or 1920×1080, with the zoom and presentation settings of the screen</source>
        <translation>段階 A から B までをアニメーション GIF または段階ごとの PNG として保存します（1024×768、1280×720 または 1920×1080、画面のズームとプレゼンテーション設定のまま）</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>最近使ったファイルを消去</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>閉じる(&amp;C)</translation>
    </message>
    <message>
        <source>Close the run and its documents; the window stays open, empty</source>
        <translation>実行とその文書を閉じます。ウィンドウは空のまま開いています</translation>
    </message>
    <message>
        <source>&amp;Undo Retrain</source>
        <translation>再学習を元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>Back to the run before the last retrain, at the stage it was left at (once)</source>
        <translation>最後の再学習の前の実行に、離れたときの段階で戻ります（1 回のみ）</translation>
    </message>
    <message>
        <source>&amp;Go to Round…</source>
        <translation>ラウンドへ移動(&amp;G)…</translation>
    </message>
    <message>
        <source>Type a round number to show that round  [Ctrl+Shift+G]</source>
        <translation>ラウンド番号を入力してそのラウンドを表示します  [Ctrl+Shift+G]</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation>学習設定(&amp;T)…</translation>
    </message>
    <message>
        <source>Merges, tie policy and document unit; retrains the current documents</source>
        <translation>マージ数、同数時の規則、文書の単位。現在の文書を再学習します</translation>
    </message>
    <message>
        <source>&amp;Retrain</source>
        <translation>再学習(&amp;R)</translation>
    </message>
    <message>
        <source>Train the current documents again with the current settings</source>
        <translation>現在の設定で現在の文書をもう一度学習します</translation>
    </message>
    <message>
        <source>&amp;Compare Tie Policies</source>
        <translation>同数時の規則を比較(&amp;C)</translation>
    </message>
    <message>
        <source>Train the current documents under the chosen tie policies (all five at first; the Compare tab&apos;s Tie policies arrow chooses), side by side in the Compare tab</source>
        <translation>選んだ同数時の規則（最初は 5 つすべて。「比較」タブの「同数時の規則」の矢印で選びます）で現在の文書を学習し、「比較」タブに並べて表示します</translation>
    </message>
    <message>
        <source>Open Saved Run or Merges File &amp;Beside…</source>
        <translation>保存した実行またはマージファイルを横に開く(&amp;B)…</translation>
    </message>
    <message>
        <source>Open a saved run, trace or GPT-2-style merges file in the Compare tab, beside the current run; the first divergence is explained from the current run&apos;s record</source>
        <translation>保存した実行、トレース、または GPT-2 形式のマージファイルを「比較」タブで現在の実行の横に開きます。最初の分岐は現在の実行の記録から説明されます</translation>
    </message>
    <message>
        <source>Re&amp;play on Corpus…</source>
        <translation>コーパスで再生(&amp;P)…</translation>
    </message>
    <message>
        <source>Apply the table&apos;s merges in rank order to a corpus and compare with its own choices</source>
        <translation>表のマージを順位の順にコーパスに適用し、コーパス自身の選択と比べます</translation>
    </message>
    <message>
        <source>&amp;Cancel Training</source>
        <translation>学習を中止(&amp;C)</translation>
    </message>
    <message>
        <source>Stop the running job; the run on screen stays</source>
        <translation>実行中の処理を止めます。画面上の実行はそのまま残ります</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ 最初</translation>
    </message>
    <message>
        <source>First stage (raw bytes)  [Home]</source>
        <translation>最初の段階（元のバイト）  [Home]</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Previous round  [Left]</source>
        <translation>前のラウンド  [Left]</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ 再生</translation>
    </message>
    <message>
        <source>Play / pause through the rounds  [Space]</source>
        <translation>ラウンドを順に再生 / 一時停止  [Space]</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Next round  [Right]</source>
        <translation>次のラウンド  [Right]</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>最後 ▶|</translation>
    </message>
    <message>
        <source>Last stage  [End]</source>
        <translation>最後の段階  [End]</translation>
    </message>
    <message>
        <source>Play &amp;Slower</source>
        <translation>再生を遅く(&amp;S)</translation>
    </message>
    <message>
        <source>Slower play speed  [[]</source>
        <translation>再生速度を下げる  [[]</translation>
    </message>
    <message>
        <source>Play &amp;Faster</source>
        <translation>再生を速く(&amp;F)</translation>
    </message>
    <message>
        <source>Faster play speed  []]</source>
        <translation>再生速度を上げる  []]</translation>
    </message>
    <message>
        <source>Show Token &amp;IDs</source>
        <translation>トークン ID を表示(&amp;I)</translation>
    </message>
    <message>
        <source>Show each token&apos;s ID under its chip</source>
        <translation>各トークンのチップの下に ID を表示します</translation>
    </message>
    <message>
        <source>Show &amp;Byte Entries</source>
        <translation>バイトのエントリを表示(&amp;B)</translation>
    </message>
    <message>
        <source>List the 256 single-byte entries in the vocabulary</source>
        <translation>語彙の 256 個の 1 バイトエントリを一覧に含めます</translation>
    </message>
    <message>
        <source>Before and &amp;After</source>
        <translation>前と後(&amp;A)</translation>
    </message>
    <message>
        <source>Show each document at this stage with the round&apos;s windows, and below it after the round with the new tokens filled</source>
        <translation>各文書をこの段階でラウンドのウィンドウとともに表示し、その下にラウンド後の状態を新しいトークンで埋めて表示します</translation>
    </message>
    <message>
        <source>A&amp;nimate Merges</source>
        <translation>マージをアニメーション表示(&amp;N)</translation>
    </message>
    <message>
        <source>Stepping one round animates the merge (the chips of each replaced window close together; stepping back opens them)</source>
        <translation>1 ラウンド進めるとマージをアニメーションで表示します（置換される各ウィンドウのチップが寄り合い、戻ると離れます）</translation>
    </message>
    <message>
        <source>&amp;Filter Documents</source>
        <translation>文書を絞り込む(&amp;F)</translation>
    </message>
    <message>
        <source>Focus the document filter</source>
        <translation>文書の絞り込み欄にフォーカスを移します</translation>
    </message>
    <message>
        <source>Show &amp;All Candidates</source>
        <translation>すべての候補を表示(&amp;A)</translation>
    </message>
    <message>
        <source>Count every pair of this round (reads the whole corpus)</source>
        <translation>このラウンドのすべてのペアを数えます（コーパス全体を読みます）</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Copy the selected token (ID, hex, text) or the selected table rows</source>
        <translation>選んだトークン（ID、16進、テキスト）または選んだ表の行をコピーします</translation>
    </message>
    <message>
        <source>&amp;Hex Only</source>
        <translation>16進のみ(&amp;H)</translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes in hex</source>
        <translation>選んだトークンのバイト（16進）</translation>
    </message>
    <message>
        <source>&amp;IDs Only</source>
        <translation>ID のみ(&amp;I)</translation>
    </message>
    <message>
        <source>The token IDs of the selected table rows, or of the selected token</source>
        <translation>選んだ表の行のトークン ID、または選んだトークンの ID</translation>
    </message>
    <message>
        <source>Python &amp;Bytes Literal</source>
        <translation>Python のバイトリテラル(&amp;B)</translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes as b&apos;...&apos;</source>
        <translation>選んだトークンのバイトを b&apos;...&apos; の形で</translation>
    </message>
    <message>
        <source>Selected &amp;Rows as Tab-Separated Text</source>
        <translation>選んだ行をタブ区切りテキストで(&amp;R)</translation>
    </message>
    <message>
        <source>The selected table rows with the header, to paste into a spreadsheet</source>
        <translation>選んだ表の行を見出し付きで。表計算ソフトに貼り付けられます</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>ユーザーガイド(&amp;U)</translation>
    </message>
    <message>
        <source>How to use bpe-viewer and the rules it follows, in the program (offline), with Find</source>
        <translation>bpe-viewer の使い方と、それが従う規則。プログラム内で（オフラインで）読め、検索もできます</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <source>Every keyboard shortcut, from the action table</source>
        <translation>すべてのキーボードショートカット（アクション表から）</translation>
    </message>
    <message>
        <source>&amp;About bpe-viewer</source>
        <translation>bpe-viewer について(&amp;A)</translation>
    </message>
    <message>
        <source>Version, licence, Qt and Python</source>
        <translation>バージョン、ライセンス、Qt と Python</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>文字を大きく(&amp;L)</translation>
    </message>
    <message>
        <source>Larger text in the training views, for projecting  [Ctrl++]</source>
        <translation>学習ビューの文字を大きくします（投影用）  [Ctrl++]</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>文字を小さく(&amp;M)</translation>
    </message>
    <message>
        <source>Smaller text in the training views  [Ctrl+-]</source>
        <translation>学習ビューの文字を小さくします  [Ctrl+-]</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>プレゼンテーション(&amp;P)</translation>
    </message>
    <message>
        <source>Full screen for a projector, without menu bar, toolbar or status bar (a right-click or F10 shows every menu); clicker keys step the rounds; Esc leaves  [F11]</source>
        <translation>プロジェクター用の全画面。メニューバー、ツールバー、ステータスバーは表示しません（右クリックか F10 ですべてのメニューを表示）。クリッカーのキーでラウンドを進め、Esc で戻ります  [F11]</translation>
    </message>
    <message>
        <source>Show &amp;Menus</source>
        <translation>メニューを表示(&amp;M)</translation>
    </message>
    <message>
        <source>Every menu as one popup menu, also in the presentation view, where the menu bar, toolbar and status bar are hidden (a right-click shows it too)  [F10]</source>
        <translation>すべてのメニューを 1 つのポップアップメニューとして表示します。メニューバー、ツールバー、ステータスバーが隠れるプレゼンテーション表示でも使えます（右クリックでも表示）  [F10]</translation>
    </message>
    <message>
        <source>High &amp;Contrast</source>
        <translation>ハイコントラスト(&amp;C)</translation>
    </message>
    <message>
        <source>Colours that survive a projector: dark borders, bars and outlines and black text, every one at least 4.5:1 against its background (a dark desktop gets its own dark palette of the same contrast)</source>
        <translation>プロジェクターでも見やすい配色: 濃い枠線・バー・輪郭と黒い文字で、どれも背景とのコントラスト比が 4.5:1 以上です（ダークモードのデスクトップでは、同じコントラストの暗い配色になります）</translation>
    </message>
    <message>
        <source>Show &amp;Vocabulary and Inspector</source>
        <translation>語彙とインスペクターを表示(&amp;V)</translation>
    </message>
    <message>
        <source>Show or hide the vocabulary and the inspector, for more room  [V]</source>
        <translation>語彙とインスペクターを表示または隠して、場所を広げます  [V]</translation>
    </message>
    <message>
        <source>Blan&amp;k Screen</source>
        <translation>画面を暗転(&amp;K)</translation>
    </message>
    <message>
        <source>Black out the window; B, Esc or any key shows it again  [B]</source>
        <translation>ウィンドウを黒くします。B、Esc、または任意のキーで元に戻ります  [B]</translation>
    </message>
    <message>
        <source>Presente&amp;r View</source>
        <translation>発表者ビュー(&amp;R)</translation>
    </message>
    <message>
        <source>The teacher&apos;s own window, on a second screen when there is one: the note of the round and of the run, the next merge and the time elapsed; the clicker keys work there too  [Ctrl+Shift+P]</source>
        <translation>教師専用のウィンドウ（2 台目の画面があればそちらに表示）: ラウンドのメモと実行のメモ、次のマージ、経過時間を表示します。クリッカーのキーもそこで使えます  [Ctrl+Shift+P]</translation>
    </message>
    <message>
        <source>Pre&amp;dict the Next Merge</source>
        <translation>次のマージを予想(&amp;D)</translation>
    </message>
    <message>
        <source>Quiz: hide the counts and the winner; the class picks the pair that merges next, then Reveal (Enter) shows whether it won, tied or lost, with a running score  [Q]</source>
        <translation>クイズ: 出現回数と選ばれたペアを隠します。受講者が次にマージされるペアを選び、「答え合わせ」（Enter）で、それが選ばれたか、同数で負けたか、外れたかを示し、スコアを累計します  [Q]</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>答え合わせ(&amp;R)</translation>
    </message>
    <message>
        <source>Show the counts and the winner of the round, and how the pick fared  [Enter]</source>
        <translation>このラウンドの出現回数と選ばれたペア、そして予想の結果を表示します  [Enter]</translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;Notes</source>
        <translation>教師用メモ(&amp;N)</translation>
    </message>
    <message>
        <source>Edit a note on the round shown and one on the whole run, under the narration; saved with the run; the presenter view shows them  [Ctrl+Shift+N]</source>
        <translation>表示中のラウンドのメモと実行全体のメモを、説明文の下で編集します。実行とともに保存され、発表者ビューに表示されます  [Ctrl+Shift+N]</translation>
    </message>
    <message>
        <source>Show Note to the &amp;Class</source>
        <translation>メモを受講者に表示(&amp;C)</translation>
    </message>
    <message>
        <source>Show the note of the round and of the run under the narration of this window, which the class sees; off, only the presenter view shows them</source>
        <translation>ラウンドのメモと実行のメモを、受講者が見るこのウィンドウの説明文の下に表示します。オフのときは発表者ビューにだけ表示されます</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>標準の文字サイズ(&amp;N)</translation>
    </message>
    <message>
        <source>Back to the normal text size  [Ctrl+0]</source>
        <translation>標準の文字サイズに戻します  [Ctrl+0]</translation>
    </message>
    <message>
        <source>‖ Pause</source>
        <translation>‖ 一時停止</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Animated GIF</source>
        <translation>アニメーション GIF</translation>
    </message>
    <message>
        <source>PNG files, one per stage</source>
        <translation>PNG ファイル（段階ごとに 1 枚）</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>アニメーションのエクスポート</translation>
    </message>
    <message>
        <source>From stage</source>
        <translation>開始段階</translation>
    </message>
    <message>
        <source>To stage (included)</source>
        <translation>終了段階（含む）</translation>
    </message>
    <message>
        <source>Frame size</source>
        <translation>フレームのサイズ</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>保存形式</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>The run recorded only the leading candidates of each round; count every pair of this round now (reads the whole corpus)</source>
        <extracomment>(the first-occurrence column stays: under the ``first`` tie policy its positions are the evidence the class reads for the winner) the left and right readable columns go together (one alone would read as the pair&apos;s other token), the first-occurrence column last; the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation>この実行は各ラウンドの上位の候補だけを記録しています。今このラウンドのすべてのペアを数えます（コーパス全体を読みます）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;候補&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>コーパス、保存した実行、または例を読み込んでください。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {stage})</source>
        <translation>&lt;b&gt;ラウンド {round} の候補&lt;/b&gt;（段階 {stage} で集計）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation>&lt;b&gt;候補&lt;/b&gt; — 段階 {stage} が最後です</translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s)</source>
        <translation>
            <numerusform>{count} 種類のペア</numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation>。上位 {shown} 件を表示</translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation>最後の段階ではラウンドは行われません。{why}</translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation>{count} 件すべて表示</translation>
    </message>
</context>
<context>
    <name>ChipDelegate</name>
    <message>
        <source>stage {stage}, before round {stage}: windows of ({left}, {right})</source>
        <extracomment>Height of the window bars under a chip line (two stacking levels). height of one chip line (caption band + chip + window band + gap) y of the link&apos;s line the after-round block (before/after view): its chips and the y of its title caption band above each chip line (0 when the row has no hex chip) the before/after view&apos;s captions over the two blocks, and their heights (each wrapped whole to the row&apos;s width) A window bar&apos;s thickness as a share of the chip text&apos;s line height. Grown chips of a slide are tiles at least this many times as wide as they are tall. The margins and gaps around a row grow with the chip text up to this factor only. The chip text size, in points, at which the chips&apos; paddings, gaps and window bars have the sizes of the constants above; a larger text scales them with it.</extracomment>
        <translation>段階 {stage}、ラウンド {stage} の前: ({left}, {right}) のウィンドウ</translation>
    </message>
    <message>
        <source>stage {next}, after round {stage}: the new token {token} filled</source>
        <translation>段階 {next}、ラウンド {stage} の後: 新しいトークン {token} で埋めた状態</translation>
    </message>
</context>
<context>
    <name>CompareBanner</name>
    <message>
        <source>Train the columns (or press “Tie policies”) to compare runs.</source>
        <translation>列を学習する（または「同数時の規則」を押す）と、実行を比べられます。</translation>
    </message>
    <message>
        <source>Load a corpus or an example, then compare runs of it here.</source>
        <extracomment>the explanation&apos;s lines as ``bpe-viewer diff`` prints them (empty when none)</extracomment>
        <translation>コーパスか例を読み込むと、ここでその実行を比べられます。</translation>
    </message>
    <message>
        <source>Training the columns…</source>
        <translation>列を学習しています…</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Tie policies&lt;/b&gt; to train the current documents under the chosen tie policies (the arrow chooses among all five), set each column and press &lt;b&gt;Train columns&lt;/b&gt;, or open a saved run or merges file beside the current run (Train ▸ Open Saved Run or Merges File Beside…).</source>
        <translation>&lt;b&gt;同数時の規則&lt;/b&gt; を押すと、選んだ同数時の規則（矢印で 5 つから選べます）で現在の文書を学習します。各列を設定して &lt;b&gt;列を学習&lt;/b&gt; を押すか、保存した実行やマージファイルを現在の実行の横に開くこともできます（学習 ▸ 保存した実行またはマージファイルを横に開く…）。</translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation>段階 {stage}: すべてのラウンドが終わりました。</translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation>ラウンド {round}: 選ばれたペアが異なります。</translation>
    </message>
    <message>
        <source>Round {round}: the same winner in every column.</source>
        <translation>ラウンド {round}: どの列も同じペアが選ばれています。</translation>
    </message>
    <message>
        <source>Why they part at round {round} (A: {a}; B: {b}), as bpe-viewer diff A B explains it:</source>
        <translation>ラウンド {round} で分かれる理由（A: {a}、B: {b}）。bpe-viewer diff A B の説明と同じです:</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <source>Column {n}: columns 1 and 2 always train (a comparison needs two)</source>
        <extracomment>an unused column folded to its box (:meth:`set_folded`)</extracomment>
        <translation>列 {n}: 列 1 と列 2 は常に学習します（比較には 2 列必要です）</translation>
    </message>
    <message>
        <source>Column {n}: train this column too</source>
        <translation>列 {n}: この列も学習する</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>列 {n}</translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation>{count} 個の規則</translation>
    </message>
    <message>
        <source>no tie policy or counts recorded</source>
        <translation>同数時の規則も出現回数も記録されていません</translation>
    </message>
    <message>
        <source>ends at stage {stage}</source>
        <translation>段階 {stage} で終了</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Could not train the columns: {error}</source>
        <extracomment>The most columns the tab shows: one per tie policy. Columns ticked for &quot;Train columns&quot; when the tab opens (the others fold to a box). the tie policies chosen in the Tie policies menu changed (tuple of names) &quot;variants&quot;: columns trained from settings; &quot;beside&quot;: the main run and a file rounds whose winners differ (empty without a comparison) the checkable action of each tie policy in the Tie policies menu</extracomment>
        <translation>列を学習できませんでした: {error}</translation>
    </message>
    <message>
        <source>Training the columns was cancelled; the columns stay as they were.</source>
        <translation>列の学習を中止しました。列は元のままです。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare&lt;/b&gt;</source>
        <extracomment>the columns&apos; widths, folding and heights</extracomment>
        <translation>&lt;b&gt;比較&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Each column&apos;s training settings</source>
        <translation>各列の学習設定</translation>
    </message>
    <message>
        <source>Train columns</source>
        <translation>列を学習</translation>
    </message>
    <message>
        <source>Train the current documents with each column&apos;s settings</source>
        <translation>各列の設定で現在の文書を学習します</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Word tie orders</source>
        <translation>単語の同数時の順序</translation>
    </message>
    <message>
        <source>The word-frequency table under both tie orders (alphabetically first and last), side by side</source>
        <translation>2 つの同数時の順序（アルファベット順で最初と最後）での単語頻度表を並べて表示します</translation>
    </message>
    <message>
        <source>Could not compare the word tie orders: {error}</source>
        <translation>単語の同数時の順序を比較できませんでした: {error}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>{problem} を開けませんでした</translation>
    </message>
    <message>
        <source>training %v of %m merges</source>
        <translation>学習中: %m 回中 %v 回のマージ</translation>
    </message>
    <message>
        <source>current run: {label}</source>
        <translation>現在の実行: {label}</translation>
    </message>
    <message>
        <source>round {round}: no rule (this run learned {count})</source>
        <translation>ラウンド {round}: 規則なし（この実行が学習したのは {count} 個）</translation>
    </message>
    <message>
        <source>round {round} merge: {pair} {left} + {right} → {merged}, {count}</source>
        <translation>ラウンド {round} のマージ: {pair} {left} + {right} → {merged}、{count}</translation>
    </message>
    <message>
        <source>no count recorded</source>
        <translation>出現回数の記録なし</translation>
    </message>
    <message>
        <source>round {round} winner: {pair} {left} + {right} → {merged}, {count}</source>
        <translation>ラウンド {round} で選ばれたペア: {pair} {left} + {right} → {merged}、{count}</translation>
    </message>
    <message>
        <source>count {count}</source>
        <translation>出現回数 {count}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>smallest pair (default): smallest (left, right) wins</source>
        <translation>最小のペア（既定）: 左 ID が小さい方、次に右 ID が小さい方が優先</translation>
    </message>
    <message>
        <source>largest pair: largest (left, right) wins</source>
        <translation>最大のペア: 左 ID が大きい方、次に右 ID が大きい方が優先</translation>
    </message>
    <message>
        <source>first occurrence: the pair seen first in document order wins</source>
        <translation>最初の出現: 文書順で最初に現れたペアが優先</translation>
    </message>
    <message>
        <source>bytes, largest: greatest (left bytes, right bytes) wins</source>
        <translation>バイト列、最大: （左のバイト列、右のバイト列）が最大のペアが優先</translation>
    </message>
    <message>
        <source>bytes, smallest: smallest (left bytes, right bytes) wins</source>
        <translation>バイト列、最小: （左のバイト列、右のバイト列）が最小のペアが優先</translation>
    </message>
    <message>
        <source>alphabetical first: the pair whose text sorts first wins</source>
        <translation>アルファベット順で最初: テキストの並び順が最初のペアが優先</translation>
    </message>
    <message>
        <source>alphabetical last: the pair whose text sorts last wins</source>
        <translation>アルファベット順で最後: テキストの並び順が最後のペアが優先</translation>
    </message>
    <message>
        <source>whole file = one document</source>
        <translation>ファイル全体 = 1 文書</translation>
    </message>
    <message>
        <source>each line = one document</source>
        <translation>各行 = 1 文書</translation>
    </message>
    <message>
        <source>each blank-line-separated paragraph = one document</source>
        <translation>空行で区切られた各段落 = 1 文書</translation>
    </message>
    <message>
        <source>none: each document is one sequence of bytes</source>
        <translation>なし: 各文書は 1 つのバイト列</translation>
    </message>
    <message>
        <source>whitespace: words and runs of spaces apart</source>
        <translation>空白: 単語と連続する空白を分ける</translation>
    </message>
    <message>
        <source>punctuation: words, spaces, each punctuation mark apart</source>
        <translation>句読点: 単語、空白、各句読点を分ける</translation>
    </message>
    <message>
        <source>GPT-2 pattern (space joins the next word)</source>
        <translation>GPT-2 パターン（空白は次の単語に付く）</translation>
    </message>
    <message>
        <source>GPT-4 pattern (digits in threes)</source>
        <translation>GPT-4 パターン（数字は 3 桁ずつ）</translation>
    </message>
    <message>
        <source>none: the text as it is</source>
        <extracomment>Unicode normalization of the documents (``train --normalize``); &quot;none&quot; is None.</extracomment>
        <translation>なし: テキストをそのまま</translation>
    </message>
    <message>
        <source>NFC: composed characters (e + ◌́ becomes é)</source>
        <translation>NFC: 合成済み文字（e + ◌́ が é になる）</translation>
    </message>
    <message>
        <source>NFKC: also compatibility forms (ﬁ becomes fi, Ｆ becomes F)</source>
        <translation>NFKC: 互換形式も（ﬁ が fi に、Ｆ が F になる）</translation>
    </message>
    <message>
        <source>after the learned tokens (256 + merges + i)</source>
        <extracomment>Where the special tokens&apos; IDs go (``train --special-ids``).</extracomment>
        <translation>学習したトークンの後（256 + マージ数 + i）</translation>
    </message>
    <message>
        <source>right after the bytes (256 + i, merges after them)</source>
        <translation>バイトのすぐ後（256 + i、マージはその後）</translation>
    </message>
    <message>
        <source>each entry between {separator} lines = one document</source>
        <translation>{separator} の行で挟まれた各項目 = 1 文書</translation>
    </message>
</context>
<context>
    <name>DiffMessages</name>
    <message>
        <source>only one table: nothing to compare</source>
        <extracomment>the most rules any table holds; rounds run from 0 to this - 1 every round where the winners differ, ascending</extracomment>
        <translation>表が 1 つしかないため、比較できません</translation>
    </message>
    <message>
        <source>the tables agree on their one round</source>
        <translation>各表は唯一のラウンドで一致しています</translation>
    </message>
    <message>
        <source>the tables agree on all {count} rounds</source>
        <translation>各表は全 {count} ラウンドで一致しています</translation>
    </message>
    <message>
        <source>{label} learned {count}</source>
        <translation>{label} は {count} 個を学習</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>the tables agree on their first round; {learned}</source>
        <translation>各表は最初のラウンドで一致しています。{learned}</translation>
    </message>
    <message>
        <source>the tables agree on their first {count} rounds; {learned}</source>
        <translation>各表は最初の {count} ラウンドで一致しています。{learned}</translation>
    </message>
    <message>
        <source>{label} — learned no rule</source>
        <translation>{label} — 規則を学習していません</translation>
    </message>
    <message>
        <source>{label} — merges ({left},{right}) {a} + {b} -&gt; {merged}</source>
        <translation>{label} — ({left},{right}) {a} + {b} -&gt; {merged} をマージ</translation>
    </message>
    <message>
        <source>the tables part at round {round}: {parts}</source>
        <translation>各表はラウンド {round} で分かれます: {parts}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>。</translation>
    </message>
</context>
<context>
    <name>DocumentChooser</name>
    <message>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>The document shown in every column</source>
        <translation>すべての列に表示する文書</translation>
    </message>
    <message>
        <source> (held out)</source>
        <translation>（評価用）</translation>
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
        <translation>直前のラウンドで作成</translation>
    </message>
    <message>
        <source>hex (not text), its characters written above</source>
        <translation>16進（テキストでない）。その文字は上に表示</translation>
    </message>
    <message>
        <source>token edge inside a character</source>
        <translation>文字の途中のトークン境界</translation>
    </message>
    <message>
        <source>window replaced</source>
        <translation>置換されたウィンドウ</translation>
    </message>
    <message>
        <source>window only counted</source>
        <translation>数えただけのウィンドウ</translation>
    </message>
    <message>
        <source>␣ space ↵ newline → tab \r return</source>
        <translation>␣ 空白 ↵ 改行 → タブ \r 復帰</translation>
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
        <translation>各トークンのチップの下に ID を表示します</translation>
    </message>
    <message>
        <source>No document matches “{text}”. &lt;a href=&quot;clear&quot;&gt;Clear the filter&lt;/a&gt;</source>
        <extracomment>the narrowest the filter box gets beside the title, in multiples of its font&apos;s average character width</extracomment>
        <translation>「{text}」に一致する文書はありません。&lt;a href=&quot;clear&quot;&gt;絞り込みを解除&lt;/a&gt;</translation>
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
            <numerusform>%n 文字</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied {what}: {text}</source>
        <translation>{what} をコピーしました: {text}</translation>
    </message>
    <message>
        <source>token {id}</source>
        <translation>トークン {id}</translation>
    </message>
    <message>
        <source>Nothing to copy: select a token or table rows first</source>
        <translation>コピーするものがありません: まずトークンか表の行を選んでください</translation>
    </message>
    <message>
        <source>Nothing to copy: select a token first</source>
        <translation>コピーするものがありません: まずトークンを選んでください</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>16進</translation>
    </message>
    <message>
        <source>IDs</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bytes literal</source>
        <translation>バイトリテラル</translation>
    </message>
    <message>
        <source>Nothing to copy: select rows in a table first</source>
        <translation>コピーするものがありません: まず表で行を選んでください</translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n 行</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>まだエクスポートするものがありません</translation>
    </message>
    <message>
        <source>Export {table} as CSV</source>
        <translation>{table}を CSV にエクスポート</translation>
    </message>
    <message numerus="yes">
        <source>Exported {count} rows to {name}</source>
        <translation>
            <numerusform>{count} 行を {name} にエクスポートしました</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodePanel</name>
    <message>
        <source>No run yet: train or open a corpus, then type here to encode.</source>
        <extracomment>Pause after the last keystroke before re-encoding. Largest file the panel loads. replaced in tests: () -&gt; path or &quot;&quot; (the &quot;Load file…&quot; dialog)</extracomment>
        <translation>まだ実行がありません。学習するかコーパスを開いてから、ここに入力するとエンコードされます。</translation>
    </message>
    <message>
        <source>This run&apos;s rules cannot encode: {error}</source>
        <extracomment>the table of rules, kept on the current step&apos;s rule</extracomment>
        <translation>この実行の規則ではエンコードできません: {error}</translation>
    </message>
    <message numerus="yes">
        <source>— the {count} rule(s) learned by stage {stage}</source>
        <translation>
            <numerusform>— 段階 {stage} までに学習した {count} 個の規則</numerusform>
        </translation>
    </message>
    <message>
        <source>— all {count} rules of the run, whatever round the explorer shows</source>
        <translation>— 探索ビューがどのラウンドを表示していても、この実行の全 {count} 個の規則</translation>
    </message>
    <message>
        <source>Special-token recognition {reason}</source>
        <translation>特殊トークンの認識: {reason}</translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation>入力中のこの実行の特殊トークンを認識します（オフのとき、そのテキストは普通のバイトとしてエンコードされます）</translation>
    </message>
    <message>
        <source>This run has no special tokens</source>
        <translation>この実行には特殊トークンがありません</translation>
    </message>
    <message>
        <source>{name}: {size} bytes is too large for the panel (at most {limit})</source>
        <translation>{name}: {size} バイトはこのパネルには大きすぎます（最大 {limit}）</translation>
    </message>
    <message>
        <source>{name}: cannot read ({reason})</source>
        <translation>{name}: 読み込めません（{reason}）</translation>
    </message>
    <message>
        <source>No run yet: train or open a corpus to encode with its rules.</source>
        <translation>まだ実行がありません。学習するかコーパスを開くと、その規則でエンコードできます。</translation>
    </message>
    <message>
        <source>Cannot encode: {error}</source>
        <translation>エンコードできません: {error}</translation>
    </message>
    <message>
        <source>Pre-tokenized ({name}): a green bar marks each piece boundary; no rule merges across it, so a pair split by a bar stays unmerged.</source>
        <translation>事前トークン化済み（{name}）: 緑の線が各断片の境界を示します。どの規則もそれをまたいでマージしないので、線で分かれたペアはマージされないままです。</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <translation>ファイルのバイトをエンコード</translation>
    </message>
</context>
<context>
    <name>EncodePanelLayout</name>
    <message>
        <source>Type or paste text; it is encoded as UTF-8</source>
        <extracomment>Column widths of the rules table at 100 % zoom, in pixels. Chip text size of the token rows at 100 % zoom, in points. Height of the input box at 100 % zoom, in pixels. Whole rows of the rules table that stay in view however small the window. the File tab&apos;s bytes the File tab&apos;s input as the user knows it (the file&apos;s name), or None</extracomment>
        <translation>テキストを入力または貼り付けてください。UTF-8 としてエンコードされます</translation>
    </message>
    <message>
        <source>Line breaks typed here become \n; for exact bytes such as \r\n use the Hex or File tab</source>
        <translation>ここで入力した改行は \n になります。\r\n のような正確なバイトには「16進」か「ファイル」タブを使ってください</translation>
    </message>
    <message>
        <source>hex bytes, e.g. 20 d0 b0  or  20d0b0</source>
        <translation>16進のバイト。例: 20 d0 b0  または  20d0b0</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>ファイルを読み込む…</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes exactly (up to 16 MB)</source>
        <translation>ファイルのバイトを正確にエンコードします（16 MB まで）</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>16進</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>allow special tokens</source>
        <translation>特殊トークンを許可</translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation>入力中のこの実行の特殊トークンを認識します（オフのとき、そのテキストは普通のバイトとしてエンコードされます）</translation>
    </message>
    <message>
        <source>layout v1 (BOS/EOS)</source>
        <translation>レイアウト v1（BOS/EOS）</translation>
    </message>
    <message>
        <source>Control layout v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)</source>
        <translation>制御レイアウト v1: BOS = 0、EOS = 1、内容の ID はすべて + 2（docs/rules.md 6 節）</translation>
    </message>
    <message>
        <source>only the rules up to this round</source>
        <translation>このラウンドまでの規則だけ</translation>
    </message>
    <message>
        <source>Encode with the rules of rank below the explorer&apos;s stage, to see how the tokenizer of that round would split the text</source>
        <translation>探索ビューの段階より順位の低い規則でエンコードし、そのラウンドのトークナイザーがテキストをどう分割するかを見ます</translation>
    </message>
    <message>
        <source>First step: the input&apos;s bytes</source>
        <translation>最初のステップ: 入力のバイト</translation>
    </message>
    <message>
        <source>Previous rule application</source>
        <translation>前の規則の適用</translation>
    </message>
    <message>
        <source>Next rule application</source>
        <translation>次の規則の適用</translation>
    </message>
    <message>
        <source>Last step: the final tokens</source>
        <translation>最後のステップ: 最終のトークン</translation>
    </message>
    <message>
        <source>Show in explorer</source>
        <translation>探索ビューで表示</translation>
    </message>
    <message>
        <source>Open the training round that learned the selected (or current) rule</source>
        <translation>選んだ（または現在の）規則を学習した学習ラウンドを開きます</translation>
    </message>
    <message>
        <source>show no-match rules</source>
        <translation>一致しなかった規則を表示</translation>
    </message>
    <message>
        <source>List the rules that merged nothing in this input (grey)</source>
        <translation>この入力で何もマージしなかった規則を一覧にします（灰色）</translation>
    </message>
    <message>
        <source>Click an applied rule to step there; double-click to open its training round</source>
        <translation>適用された規則をクリックするとそのステップへ、ダブルクリックするとその学習ラウンドを開きます</translation>
    </message>
    <message>
        <source>Rules in rank order</source>
        <translation>順位順の規則</translation>
    </message>
    <message>
        <source>no file loaded</source>
        <translation>ファイルが読み込まれていません</translation>
    </message>
    <message numerus="yes">
        <source>{count} byte(s)</source>
        <translation>
            <numerusform>{count} バイト</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodeTexts</name>
    <message>
        <source>Result: &lt;b&gt;{count}&lt;/b&gt; tokens</source>
        <translation>結果: &lt;b&gt;{count}&lt;/b&gt; トークン</translation>
    </message>
    <message>
        <source> (+ BOS, EOS)</source>
        <translation>（+ BOS、EOS）</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count}&lt;/b&gt; bytes</source>
        <translation>&lt;b&gt;{count}&lt;/b&gt; バイト</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count}&lt;/b&gt; characters</source>
        <translation>&lt;b&gt;{count}&lt;/b&gt; 文字</translation>
    </message>
    <message>
        <source>not valid UTF-8: first bad byte at offset {offset}</source>
        <translation>有効な UTF-8 ではありません: 最初の不正なバイトはオフセット {offset}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{ratio}&lt;/b&gt; bytes/token</source>
        <translation>&lt;b&gt;{ratio}&lt;/b&gt; バイト/トークン</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{ratio}&lt;/b&gt; tokens/word ({count} word(s))</source>
        <translation>
            <numerusform>&lt;b&gt;{ratio}&lt;/b&gt; トークン/単語（{count} 語）</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>decode(encode(x)) == x: {answer}</source>
        <translation>decode(encode(x)) == x: {answer}</translation>
    </message>
    <message>
        <source>decoding gives the normalized text, not x: decode(encode(x)) == normalized x: {answer}</source>
        <translation>デコードすると x ではなく正規化したテキストになります: decode(encode(x)) == 正規化した x: {answer}</translation>
    </message>
    <message>
        <source> (showing the first {count})</source>
        <translation>（最初の {count} 個を表示）</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final tokens: {count}&lt;/b&gt;</source>
        <translation>&lt;b&gt;最終のトークン: {count}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no rule applies (empty input)</source>
        <translation>適用できる規則はありません（入力が空）</translation>
    </message>
    <message>
        <source>no rule applies (no rule of this run matches the input)</source>
        <translation>適用できる規則はありません（この実行のどの規則も入力に一致しません）</translation>
    </message>
    <message>
        <source>press ▶ to apply the first rule that matches</source>
        <translation>▶ を押すと、一致する最初の規則を適用します</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of {last}:&lt;/b&gt; the input&apos;s bytes, one token each &amp;nbsp;·&amp;nbsp; {hint}</source>
        <translation>&lt;b&gt;ステップ 0 / {last}:&lt;/b&gt; 入力のバイト（1 バイト 1 トークン） &amp;nbsp;·&amp;nbsp; {hint}</translation>
    </message>
    <message>
        <source>Bytes: {count} tokens</source>
        <translation>バイト: {count} トークン</translation>
    </message>
    <message>
        <source>once</source>
        <translation>1 回</translation>
    </message>
    <message numerus="yes">
        <source>{count} times</source>
        <translation>
            <numerusform>{count} 回</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {step} of {last}: rule {rank} merged {times}&lt;/b&gt;</source>
        <translation>&lt;b&gt;ステップ {step} / {last}: 規則 {rank} が {times}マージ&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Before rule {rank}: {count} tokens (the pairs it merges are outlined)</source>
        <translation>規則 {rank} の前: {count} トークン（マージされるペアを枠で囲んでいます）</translation>
    </message>
    <message>
        <source>After rule {rank}: {count} tokens{more} (the new tokens are filled)</source>
        <translation>規則 {rank} の後: {count} トークン{more}（新しいトークンは塗りつぶしています）</translation>
    </message>
</context>
<context>
    <name>ExampleTexts</name>
    <message>
        <source>Overlap: aaa / aba</source>
        <extracomment>Every title, description and lesson line of the examples&apos; index, in its order.</extracomment>
        <translation>重なり: aaa / aba</translation>
    </message>
    <message>
        <source>Two documents; (97,97) is counted twice inside aaa (overlapping windows).</source>
        <translation>2 つの文書。aaa の中で (97,97) は 2 回数えられます（ウィンドウが重なるため）。</translation>
    </message>
    <message>
        <source>The smallest lesson: windows overlap inside aaa, none crosses into aba (docs/rules.md s2).</source>
        <translation>いちばん小さなレッスン: aaa の中ではウィンドウが重なり、aaa から aba にまたがるウィンドウはありません（docs/rules.md 2 節）。</translation>
    </message>
    <message>
        <source>bpe.py: low / lower / newest / widest, 5 merges</source>
        <translation>bpe.py: low / lower / newest / widest、5 回のマージ</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 and 5 merges: the Words tab learns es, est, est&lt;/w&gt;, lo, low, the pairs the classic bpe.py worked example prints (docs/rules.md s4.2); the other tabs train each distinct word once as a byte-level document weighted by its frequency.</source>
        <translation>low:5 lower:2 newest:6 widest:3 で 5 回のマージ: 「単語」タブは es、est、est&lt;/w&gt;、lo、low を学習します。古典的な bpe.py の計算例が出力するペアと同じです（docs/rules.md 4.2 節）。他のタブは、異なる単語それぞれを、頻度で重み付けした 1 つのバイトレベル文書として 1 回ずつ学習します。</translation>
    </message>
    <message>
        <source>The classic bpe.py worked example of word-frequency BPE, merge for merge.</source>
        <translation>単語頻度 BPE の古典的な bpe.py の計算例を、マージ 1 回ごとに再現します。</translation>
    </message>
    <message>
        <source>First-seen ties: ABCDCDABCDCDE</source>
        <translation>同数時は初出優先: ABCDCDABCDCDE</translation>
    </message>
    <message>
        <source>Ties decided by the pair seen first: (67,68), (65,66), (257,256), final [258,256,258,256,69]; the narration gives where each tied pair is first seen.</source>
        <translation>同数は最初に現れたペアで決まります: (67,68)、(65,66)、(257,256)、最終結果 [258,256,258,256,69]。説明文に、同数の各ペアが最初に現れる位置が示されます。</translation>
    </message>
    <message>
        <source>The Japanese minimal BPE article: equal counts go to the pair that occurs first.</source>
        <translation>日本語の最小 BPE 解説記事: 出現回数が同じなら、最初に現れたペアが優先されます。</translation>
    </message>
    <message>
        <source>Bilingual paragraph (English + Russian)</source>
        <translation>2 言語の段落（英語 + ロシア語）</translation>
    </message>
    <message>
        <source>A short English and Russian text: watch merges split Cyrillic letters.</source>
        <translation>英語とロシア語の短いテキスト: マージでキリル文字が途中で分かれる様子を観察します。</translation>
    </message>
    <message>
        <source>The Russian course chapter: a Cyrillic letter is two UTF-8 bytes.</source>
        <translation>ロシア語の講座の章: キリル文字 1 文字は UTF-8 で 2 バイトです。</translation>
    </message>
    <message>
        <source>Chinese text: 渡船每天过河两次</source>
        <translation>中国語のテキスト: 渡船每天过河两次</translation>
    </message>
    <message>
        <source>Two short Chinese paragraphs: each character is three UTF-8 bytes; in 6 merges 。 and 船 become whole tokens, and e4 b8 and e8 bf stay fragments shared by two characters each.</source>
        <translation>中国語の短い 2 段落: 各文字は UTF-8 で 3 バイトです。6 回のマージで「。」と「船」がそれぞれ 1 つのトークンになり、e4 b8 と e8 bf は、それぞれ 2 つの文字に共通する文字の一部のまま残ります。</translation>
    </message>
    <message>
        <source>The Chinese byte-level BPE lesson: a character is three UTF-8 bytes.</source>
        <translation>中国語のバイトレベル BPE の教材: 1 文字は UTF-8 で 3 バイトです。</translation>
    </message>
    <message>
        <source>Japanese text: 渡し船は一日に二回</source>
        <translation>日本語のテキスト: 渡し船は一日に二回</translation>
    </message>
    <message>
        <source>Two short Japanese paragraphs: kana share their first two bytes (e3 81, e3 82), so those pairs merge first, and ます。 becomes one token.</source>
        <translation>日本語の短い 2 段落: かなは最初の 2 バイト（e3 81、e3 82）が共通なので、そのペアが先にマージされ、「ます。」が 1 つのトークンになります。</translation>
    </message>
    <message>
        <source>A short Japanese text beside the Russian and Chinese ones: kana are three UTF-8 bytes.</source>
        <translation>ロシア語・中国語の例と並ぶ日本語の短いテキスト: かなは UTF-8 で 3 バイトです。</translation>
    </message>
    <message>
        <source>Document barrier: a | a</source>
        <translation>文書境界: a | a</translation>
    </message>
    <message>
        <source>Two one-byte documents: no pair across the barrier, so nothing is learned.</source>
        <translation>1 バイトの文書が 2 つ: 境界をまたぐペアはないので、何も学習されません。</translation>
    </message>
    <message>
        <source>Ties: ABCDCDABCDCDE</source>
        <translation>同数: ABCDCDABCDCDE</translation>
    </message>
    <message>
        <source>Three-way and two-way ties; switch the tie policy to compare winners.</source>
        <translation>3 組と 2 組の同数。同数時の規則を切り替えて、選ばれるペアを比べます。</translation>
    </message>
    <message>
        <source>Word frequencies: low / lower / newest / widest</source>
        <translation>単語頻度: low / lower / newest / widest</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3, the Words tab learns the classic &lt;/w&gt; rules (docs/rules.md s4, as bpe-viewer train-words); the other tabs train each distinct word once as a byte-level document weighted by its frequency, as the same table opened from a file.</source>
        <translation>low:5 lower:2 newest:6 widest:3。「単語」タブは古典的な &lt;/w&gt; 付きの規則を学習します（docs/rules.md 4 節、bpe-viewer train-words と同じ）。他のタブは、同じ表をファイルから開いたときと同じく、異なる単語それぞれを、頻度で重み付けした 1 つのバイトレベル文書として 1 回ずつ学習します。</translation>
    </message>
    <message>
        <source>example: {title}</source>
        <translation>例: {title}</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Lessons that follow the course materials</source>
        <translation>講座の教材に沿ったレッスン</translation>
    </message>
    <message>
        <source>More examples</source>
        <translation>その他の例</translation>
    </message>
    <message>
        <source>Opens with {settings}.</source>
        <translation>開くときの設定: {settings}。</translation>
    </message>
    <message numerus="yes">
        <source>%n merge(s)</source>
        <translation>
            <numerusform>%n 回のマージ</numerusform>
        </translation>
    </message>
    <message>
        <source>{count}, word ties {word_tie} on the Words tab (tie policy {tie} on the others), one word of the table per entry</source>
        <translation>{count}、「単語」タブでの単語の同数時の順序 {word_tie}（他のタブでの同数時の規則 {tie}）、表の 1 項目 = 1 単語</translation>
    </message>
    <message>
        <source>one document per paragraph</source>
        <translation>1 段落 = 1 文書</translation>
    </message>
    <message>
        <source>one document per entry of {file}</source>
        <translation>{file} の 1 項目 = 1 文書</translation>
    </message>
    <message>
        <source>{count}, tie policy {tie}, {unit}</source>
        <translation>{count}、同数時の規則 {tie}、{unit}</translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>Window size ({size})</source>
        <translation>ウィンドウのサイズ（{size}）</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>画像のエクスポート</translation>
    </message>
    <message>
        <source>Include the teacher&apos;s notes</source>
        <extracomment>The frame size the Export Animation dialog starts at (a 16:9 slide). ``(path, size)`` or ``(path, size, with_notes)``: where to save the image, at what size (None: the window&apos;s own) and whether the teacher&apos;s notes are in it (default: left out).</extracomment>
        <translation>教師用メモを含める</translation>
    </message>
    <message>
        <source>Put the note of each round and of the run under the narration, as View ▸ Show Note to the Class does; left out unless ticked (a note may give an answer away)</source>
        <translation>「表示 ▸ メモを受講者に表示」と同じように、各ラウンドのメモと実行のメモを説明文の下に入れます。チェックしない限り含めません（メモで答えがわかってしまうことがあるため）</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>画像のサイズ</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>アニメーションのエクスポート</translation>
    </message>
    <message>
        <source>Rendering frames…</source>
        <translation>フレームを描画しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Rendering frame {done} of {total}…</source>
        <translation>フレーム {done} / {total} を描画しています…</translation>
    </message>
    <message>
        <source>bpe-viewer: export</source>
        <translation>bpe-viewer: エクスポート</translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation>{problem} を保存できませんでした</translation>
    </message>
    <message>
        <source>Saved {path} ({width}×{height})</source>
        <translation>{path} を保存しました（{width}×{height}）</translation>
    </message>
    <message numerus="yes">
        <source>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</source>
        <translation>
            <numerusform>GIF は %n フレーム（{limit} を超える）になり、大きなファイルで時間がかかります。エクスポートしますか？</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; nothing written</source>
        <translation>エクスポートを中止しました。何も書き込まれていません</translation>
    </message>
    <message numerus="yes">
        <source>Saved {path}: %n frames, stages {first} to {last}</source>
        <translation>
            <numerusform>{path} を保存しました: %n フレーム、段階 {first} から {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Could not open {url}: only local files can be opened</source>
        <translation>{url} を開けませんでした: 開けるのはローカルファイルだけです</translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation>bpe-viewer: 入力に問題があります</translation>
    </message>
    <message>
        <source>The pasted text is empty.</source>
        <translation>貼り付けたテキストが空です。</translation>
    </message>
    <message>
        <source>bpe-viewer: could not save</source>
        <translation>bpe-viewer: 保存できませんでした</translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation>{problem} を保存できませんでした</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>{path} を保存しました</translation>
    </message>
    <message>
        <source>bpe-viewer: could not export</source>
        <translation>bpe-viewer: エクスポートできませんでした</translation>
    </message>
    <message>
        <source>Could not export {problem}</source>
        <translation>{problem} をエクスポートできませんでした</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>{path} をエクスポートしました</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>{format} をエクスポート</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The CSV file filter of File ▸ Export Table as CSV.</extracomment>
        <translation>CSV ファイル (*.csv)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>画像のエクスポート</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 画像 (*.png)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>アニメーションのエクスポート</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG files</source>
        <translation>PNG ファイルを保存するフォルダー</translation>
    </message>
    <message>
        <source>All supported (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</source>
        <translation>対応するすべてのファイル (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</translation>
    </message>
    <message>
        <source>Merge tables (tokenizer.json, vocab.json, merges.txt, *.tiktoken, *.model) (*.json *.txt *.tiktoken *.model)</source>
        <translation>マージ表（tokenizer.json、vocab.json、merges.txt、*.tiktoken、*.model） (*.json *.txt *.tiktoken *.model)</translation>
    </message>
    <message>
        <source>Text files (*.txt *.text *.md)</source>
        <translation>テキストファイル (*.txt *.text *.md)</translation>
    </message>
    <message>
        <source>JSON Lines corpus (*.jsonl)</source>
        <translation>JSON Lines コーパス (*.jsonl)</translation>
    </message>
    <message>
        <source>Corpus JSON / word frequencies (*.json)</source>
        <translation>コーパス JSON / 単語頻度表 (*.json)</translation>
    </message>
    <message>
        <source>Piece tables from bpe-viewer count (*.parquet *.json)</source>
        <translation>bpe-viewer count の断片表 (*.parquet *.json)</translation>
    </message>
    <message>
        <source>Saved runs (*.bpe-run.json)</source>
        <translation>保存した実行 (*.bpe-run.json)</translation>
    </message>
    <message>
        <source>bpe-merges-v1 traces (*.trace *.txt)</source>
        <translation>bpe-merges-v1 トレース (*.trace *.txt)</translation>
    </message>
    <message>
        <source>Saved runs, traces and merges files (*.json *.trace *.txt)</source>
        <extracomment>``show_error(parent, title, message)``: a modal message (replaceable in tests). File dialog filter of Train ▸ Open Saved Run or Merges File Beside.</extracomment>
        <translation>保存した実行、トレース、マージファイル (*.json *.trace *.txt)</translation>
    </message>
    <message>
        <source>Merges files (*merges*.txt *.txt)</source>
        <translation>マージファイル (*merges*.txt *.txt)</translation>
    </message>
    <message>
        <source>Saved runs and traces (*.json *.trace)</source>
        <translation>保存した実行とトレース (*.json *.trace)</translation>
    </message>
    <message>
        <source>Open corpus, run or trace</source>
        <extracomment>opens a saved run or trace beside the current run (the Compare tab)</extracomment>
        <translation>コーパス、実行、トレースを開く</translation>
    </message>
    <message>
        <source>Open word table</source>
        <translation>単語頻度表を開く</translation>
    </message>
    <message>
        <source>Word-frequency tables (*.json)</source>
        <translation>単語頻度表 (*.json)</translation>
    </message>
    <message>
        <source>Open a saved run, trace or merges file beside the current run</source>
        <translation>保存した実行、トレース、マージファイルを現在の実行の横に開く</translation>
    </message>
    <message>
        <source>Open folder (one document per file)</source>
        <translation>フォルダーを開く（1 ファイル 1 文書）</translation>
    </message>
    <message>
        <source>Open corpus JSON</source>
        <translation>コーパス JSON を開く</translation>
    </message>
    <message>
        <source>Corpus JSON (*.json)</source>
        <translation>コーパス JSON (*.json)</translation>
    </message>
    <message>
        <source>Choose the split manifest</source>
        <translation>分割マニフェストを選ぶ</translation>
    </message>
    <message>
        <source>Split manifest (*.json)</source>
        <translation>分割マニフェスト (*.json)</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>実行を保存</translation>
    </message>
    <message>
        <source>Export bpe-merges-v1 trace</source>
        <translation>bpe-merges-v1 トレースをエクスポート</translation>
    </message>
    <message>
        <source>Traces (*.trace)</source>
        <translation>トレース (*.trace)</translation>
    </message>
    <message>
        <source>Export vocab.json + merges.txt into folder</source>
        <translation>vocab.json + merges.txt をフォルダーにエクスポート</translation>
    </message>
    <message>
        <source>tiktoken ranks (*.tiktoken)</source>
        <translation>tiktoken の順位 (*.tiktoken)</translation>
    </message>
    <message>
        <source>minbpe model (*.model)</source>
        <translation>minbpe モデル (*.model)</translation>
    </message>
    <message>
        <source>Replay the table on corpus</source>
        <translation>表をコーパスで再生</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <extracomment>View ▸ Presenter View: the teacher&apos;s window (notes, next merge, time elapsed) every open, save and export dialog of the window (two remembered folders)</extracomment>
        <translation>ファイルのバイトをエンコード</translation>
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
        <translation>★ このラウンドで選ばれたペア。= 同数: 選ばれたペアと同じ出現回数</translation>
    </message>
    <message>
        <source>left token ID</source>
        <translation>左のトークン ID</translation>
    </message>
    <message>
        <source>left token, readable (⟨d0…⟩: part of a character)</source>
        <translation>左のトークン（表示形。⟨d0…⟩: 文字の一部）</translation>
    </message>
    <message>
        <source>right token ID</source>
        <translation>右のトークン ID</translation>
    </message>
    <message>
        <source>right token, readable</source>
        <translation>右のトークン（表示形）</translation>
    </message>
    <message>
        <source>merged: the token this pair would make, readable</source>
        <translation>マージ結果: このペアが作るトークン（表示形）</translation>
    </message>
    <message>
        <source>count: adjacent positions holding the pair at this stage (overlaps included)</source>
        <translation>出現回数: この段階でこのペアを持つ隣接位置の数（重なりも含む）</translation>
    </message>
    <message>
        <source>repl. (replaced): windows the left-to-right pass would merge, fewer than the count when windows overlap (aaa holds (a, a) twice but merges it once)</source>
        <translation>置換（置換回数）: 左から右への走査で実際にマージされるウィンドウの数。ウィンドウが重なると出現回数より少なくなります（aaa は (a, a) を 2 回含みますが、マージは 1 回）</translation>
    </message>
    <message>
        <source>1st at (first occurrence), under the &apos;first&apos; tie policy: where each tied pair first occurs (document, token position); the earliest wins</source>
        <translation>初出（最初の出現）。同数時の規則「first」で使います: 同数の各ペアが最初に現れる位置（文書、トークン位置）。最も早いものが選ばれます</translation>
    </message>
    <message>
        <source>hex: bytes of the token this pair would make</source>
        <translation>16進: このペアが作るトークンのバイト</translation>
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
        <translation>文書: その ID、大きさ（バイト → この段階のトークン数。分割時はその区分）とテキストの冒頭</translation>
    </message>
    <message>
        <source>tokens at this stage: the document&apos;s token rows (click a token to inspect it)</source>
        <translation>この段階のトークン: 文書のトークン列（トークンをクリックすると調べられます）</translation>
    </message>
    <message>
        <source>rank</source>
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
        <translation>規則の順位（= それを学習した学習ラウンド）。▶ は現在のステップ</translation>
    </message>
    <message>
        <source>the (left, right) token IDs the rule merges, and their bytes</source>
        <translation>規則がマージする（左、右）のトークン ID とそのバイト</translation>
    </message>
    <message>
        <source>the token the rule makes, and its bytes</source>
        <translation>規則が作るトークンとそのバイト</translation>
    </message>
    <message>
        <source>how many occurrences this rule merged in the input, or &apos;no match&apos;</source>
        <translation>この規則が入力中でマージした箇所の数、または「一致なし」</translation>
    </message>
    <message>
        <source>length of the token sequence after the rule</source>
        <translation>この規則の後のトークン列の長さ</translation>
    </message>
    <message>
        <source>Offset</source>
        <extracomment>Chunks kept. the :class:`HexRow` of a row (hex and text columns).</extracomment>
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
        <translation>行の最初のバイトのオフセット（16進。ツールチップでは 10 進）</translation>
    </message>
    <message>
        <source>The row&apos;s 16 bytes in hex; a bar marks where a token starts</source>
        <translation>行の 16 バイト（16進）。線はトークンの始まりを示します</translation>
    </message>
    <message>
        <source>The bytes as UTF-8 text: a character at its first byte, · for its other bytes, a red dot for control characters and invalid bytes</source>
        <translation>バイトを UTF-8 テキストとして: 文字はその最初のバイトの位置に、残りのバイトは ·、制御文字と不正なバイトは赤い点</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>The survival columns, shown once a report is set. Short badge of each flag (the narrow pane&apos;s version of the health tab&apos;s badges).</extracomment>
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
        <translation>トークン ID</translation>
    </message>
    <message>
        <source>printable text or hex</source>
        <translation>表示できるテキスト、または 16進</translation>
    </message>
    <message>
        <source>the token&apos;s bytes in hex</source>
        <translation>トークンのバイト（16進）</translation>
    </message>
    <message>
        <source>the round that made it</source>
        <translation>それを作ったラウンド</translation>
    </message>
    <message>
        <source>its occurrences at the stage on screen</source>
        <extracomment>The tips of the survival columns (now, made, final, held-out, kept), which the vocabulary pane shows too.</extracomment>
        <translation>画面上の段階でのその出現回数</translation>
    </message>
    <message>
        <source>its occurrences right after the round that made it (the round&apos;s replacements)</source>
        <translation>それを作ったラウンドの直後の出現回数（そのラウンドの置換回数）</translation>
    </message>
    <message>
        <source>its occurrences in the training documents after the last round</source>
        <translation>最後のラウンドの後、学習用文書でのその出現回数</translation>
    </message>
    <message>
        <source>its occurrences in the held-out documents (with a split manifest)</source>
        <translation>評価用文書でのその出現回数（分割マニフェストがある場合）</translation>
    </message>
    <message>
        <source>final / made: the share of its occurrences that survive training</source>
        <translation>最終 / 作成: 学習の終わりまで残る出現の割合</translation>
    </message>
    <message>
        <source>intermediate: kept below the threshold; unused: none left at the end; unseen in held-out: the held-out documents never use it</source>
        <translation>中間: 閾値より少なく残る。未使用: 最後に 1 つも残らない。評価用で未出現: 評価用文書で一度も使われない</translation>
    </message>
    <message>
        <source>from pair</source>
        <translation>元のペア</translation>
    </message>
    <message>
        <source>token ID (0-255 are single bytes; 256 + rank for learned tokens); an imported table&apos;s own ID in brackets</source>
        <translation>トークン ID（0-255 は 1 バイト。学習したトークンは 256 + 順位）。取り込んだ表自身の ID は括弧内</translation>
    </message>
    <message>
        <source>printable text (␣ space, ↵ newline, → tab) or hex</source>
        <translation>表示できるテキスト（␣ 空白、↵ 改行、→ タブ）または 16進</translation>
    </message>
    <message>
        <source>the round that learned the token</source>
        <translation>そのトークンを学習したラウンド</translation>
    </message>
    <message>
        <source>the (left, right) pair it was merged from</source>
        <translation>マージ元の（左、右）ペア</translation>
    </message>
    <message>
        <source>candidate count of the pair when it won</source>
        <translation>選ばれたときのペアの候補としての出現回数</translation>
    </message>
    <message>
        <source>positions actually merged by the left-to-right pass</source>
        <translation>左から右への走査で実際にマージされた位置の数</translation>
    </message>
    <message>
        <source>◐ intermediate: kept below the threshold; ∅ unused: none left at the end; ◌ unseen: the held-out documents never use it</source>
        <translation>◐ 中間: 閾値より少なく残る。∅ 未使用: 最後に 1 つも残らない。◌ 未出現: 評価用文書で一度も使われない</translation>
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
        <translation>学習用の表の単語</translation>
    </message>
    <message>
        <source>how often the word occurs: every pair inside it counts this many times</source>
        <translation>単語の出現頻度: その中の各ペアはこの回数だけ数えられます</translation>
    </message>
    <message>
        <source>the word&apos;s symbols after the merges so far (characters + &lt;/w&gt; at stage 0); symbols made by the last round are highlighted</source>
        <translation>ここまでのマージの後の単語の記号（段階 0 では文字 + &lt;/w&gt;）。直前のラウンドで作られた記号は強調表示されます</translation>
    </message>
    <message>
        <source>number of symbols in the word at this stage</source>
        <translation>この段階での単語の記号の数</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>同数</translation>
    </message>
    <message>
        <source>the round that learned the rule; encoding applies lower ranks first</source>
        <translation>規則を学習したラウンド。エンコードでは順位の低いものから適用します</translation>
    </message>
    <message>
        <source>the (left, right) symbols that are joined</source>
        <translation>連結される（左、右）の記号</translation>
    </message>
    <message>
        <source>the new symbol</source>
        <translation>新しい記号</translation>
    </message>
    <message>
        <source>the pair&apos;s frequency-weighted count when it won</source>
        <translation>選ばれたときの、頻度で重み付けしたペアの出現回数</translation>
    </message>
    <message>
        <source>how many pairs shared the winning count (blank: no tie)</source>
        <translation>選ばれた出現回数と同数だったペアの数（空欄: 同数なし）</translation>
    </message>
    <message>
        <source>★ winner of this round; = tie: same count as the winner, lost on the tie rule</source>
        <translation>★ このラウンドで選ばれたペア。= 同数: 選ばれたペアと同じ出現回数だが、同数時の規則で負けた</translation>
    </message>
    <message>
        <source>left symbol</source>
        <translation>左の記号</translation>
    </message>
    <message>
        <source>right symbol</source>
        <translation>右の記号</translation>
    </message>
    <message>
        <source>the symbol this pair would make</source>
        <translation>このペアが作る記号</translation>
    </message>
    <message>
        <source>adjacent positions holding the pair, each weighted by its word&apos;s frequency</source>
        <translation>このペアを持つ隣接位置。それぞれ単語の頻度で重み付け</translation>
    </message>
</context>
<context>
    <name>HealthSummary</name>
    <message numerus="yes">
        <source>%n learned token(s)</source>
        <extracomment>Default share of a token&apos;s occurrences that must survive for it not to count as intermediate. Flag names, in the order they are listed. Reports made ahead of need (:func:`prepare_survival`), one per run, dropped with it.</extracomment>
        <translation>
            <numerusform>学習したトークン %n 個</numerusform>
        </translation>
    </message>
    <message>
        <source>, {count} intermediate (kept &lt; {percent} %)</source>
        <translation>、うち中間 {count} 個（残存率 {percent} % 未満）</translation>
    </message>
    <message>
        <source>, ... ({count} more)</source>
        <translation>、…（ほか {count} 個）</translation>
    </message>
    <message>
        <source>; {count} unused</source>
        <translation>。未使用 {count} 個</translation>
    </message>
    <message>
        <source>; {count} unseen in held-out</source>
        <translation>。評価用で未出現 {count} 個</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Hex view: Find hex bytes or text (while the hex view has focus)</source>
        <extracomment>Keys handled inside one view rather than by a window action.</extracomment>
        <translation>16進ビュー: 16進のバイトまたはテキストを検索（16進ビューにフォーカスがあるとき）</translation>
    </message>
    <message>
        <source>Hex view: Go to offset</source>
        <translation>16進ビュー: オフセットへ移動</translation>
    </message>
    <message>
        <source>Hex view Find box: next / previous match</source>
        <translation>16進ビューの検索欄: 次 / 前の一致</translation>
    </message>
    <message>
        <source>A desktop trace explorer for byte-pair-encoding tokenizer training.</source>
        <translation>バイト対符号化（BPE）トークナイザーの学習をたどるデスクトップ用トレースエクスプローラー。</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>ライセンス: {licence}</translation>
    </message>
    <message>
        <source>About bpe-viewer</source>
        <translation>bpe-viewer について</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>no corpus: this table has no documents, so no occurrences to follow</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls.</extracomment>
        <translation>コーパスなし: この表には文書がないため、たどれる出現がありません</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>the form&apos;s row labels, by the value they name</extracomment>
        <translation>&lt;b&gt;インスペクター&lt;/b&gt; — どのビューでもトークンをクリック</translation>
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
        <translation>表示形</translation>
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
        <source>Bit patterns</source>
        <translation>ビットパターン</translation>
    </message>
    <message>
        <source>Show each byte&apos;s bits: 0xxxxxxx ASCII, 110xxxxx/1110xxxx/11110xxx lead bytes of 2-, 3- and 4-byte characters, 10xxxxxx continuation bytes</source>
        <translation>各バイトのビットを表示します: 0xxxxxxx は ASCII、110xxxxx/1110xxxx/11110xxx は 2・3・4 バイト文字の先頭バイト、10xxxxxx は継続バイト</translation>
    </message>
    <message>
        <source>How the token&apos;s occurrences were used by later merges (final stage); the Vocabulary health tab lists every token&apos;s figures</source>
        <translation>このトークンの出現が後のマージでどう使われたか（最終段階）。「語彙の健全性」タブに全トークンの数値があります</translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation>出現箇所 ▸</translation>
    </message>
    <message>
        <source>Show the documents holding this token: the Documents pane lists only them at the stage (the filter token:ID; clear the filter to list them all)</source>
        <translation>このトークンを含む文書を表示します: 「文書」ペインはこの段階でそれらだけを一覧します（絞り込み token:ID。解除するとすべて表示）</translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation>バイトまでのマージ木</translation>
    </message>
    <message numerus="yes">
        <source>… {count} more byte(s)</source>
        <translation>
            <numerusform>… ほか {count} バイト</numerusform>
        </translation>
    </message>
    <message>
        <source>a single byte (one of the 256 starting entries)</source>
        <translation>1 バイト（256 個の初期エントリの 1 つ）</translation>
    </message>
    <message>
        <source>later, in round {round} (not in the vocabulary yet)</source>
        <translation>後のラウンド {round} で（まだ語彙にない）</translation>
    </message>
    <message>
        <source>by the round about to run</source>
        <translation>これから行うラウンドで</translation>
    </message>
    <message>
        <source>in round {round}</source>
        <translation>ラウンド {round} で</translation>
    </message>
    <message>
        <source>no corpus, so no counts</source>
        <translation>コーパスがないため出現回数なし</translation>
    </message>
    <message>
        <source>count {count}, {replaced} replaced</source>
        <translation>出現回数 {count}、置換 {replaced}</translation>
    </message>
    <message>
        <source>{when} from {pair}; {counts}</source>
        <translation>{when} {pair} から。{counts}</translation>
    </message>
    <message>
        <source>not yet: the token appears at stage {stage}</source>
        <translation>まだです: このトークンは段階 {stage} で現れます</translation>
    </message>
    <message>
        <source>no corpus: this table has no documents</source>
        <translation>コーパスなし: この表には文書がありません</translation>
    </message>
    <message numerus="yes">
        <source>{count} time(s) in the counted documents at stage {stage}</source>
        <translation>
            <numerusform>段階 {stage} で、数える対象の文書に {count} 回</numerusform>
        </translation>
    </message>
    <message>
        <source>; held out (not counted): </source>
        <translation>。評価用（数えない）: </translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). the view&apos;s lines around its table, in pixels (:meth:`height_for_rows`) a run (run, stage, document) or a stage asked for while on screen, not filled yet
----------
the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation>16進</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>テキスト</translation>
    </message>
    <message>
        <source>Hex: hex bytes (d0 b0), and anything that is not hex as text (its UTF-8 bytes);
Text: always the text&apos;s UTF-8 bytes (for a word made of hex digits, such as cafe)</source>
        <translation>16進: 16進のバイト（d0 b0）。16進でないものはテキストとして（その UTF-8 バイト）
テキスト: 常にテキストの UTF-8 バイト（cafe のように 16進の数字だけでできた単語に）</translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation>検索: d0 b0 またはテキスト  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous match  [Shift+Enter]</source>
        <translation>前の一致  [Shift+Enter]</translation>
    </message>
    <message>
        <source>Next match  [Enter]</source>
        <translation>次の一致  [Enter]</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>大小を区別</translation>
    </message>
    <message>
        <source>Text is found in upper and lower case alike unless this is on (river finds River, мир finds МИР); hex bytes are always found exactly</source>
        <translation>オンにしない限り、テキストは大文字と小文字を区別せずに見つかります（river で River が、мир で МИР が見つかる）。16進のバイトは常に完全一致で探します</translation>
    </message>
    <message>
        <source>All documents</source>
        <translation>すべての文書</translation>
    </message>
    <message>
        <source>Past the last match of this document, go on to the next document that holds one (and from the last document back to the first)</source>
        <translation>この文書の最後の一致を過ぎたら、一致のある次の文書へ進みます（最後の文書からは最初の文書へ戻ります）</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation>オフセットへ移動 (Ctrl+G)</translation>
    </message>
    <message>
        <source>A byte offset: decimal (1234) or hex (0x4d2); Enter jumps</source>
        <translation>バイトのオフセット: 10 進（1234）または 16進（0x4d2）。Enter で移動</translation>
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
        <source>&lt;b&gt;Hex&lt;/b&gt; — {id} ({label}): {size} bytes, stage {stage}</source>
        <translation>&lt;b&gt;16進&lt;/b&gt; — {id}（{label}）: {size} バイト、段階 {stage}</translation>
    </message>
    <message>
        <source>offset {offset} is outside the document (0 to {last})</source>
        <translation>オフセット {offset} は文書の外です（0 から {last}）</translation>
    </message>
    <message>
        <source>offset {offset} ({hex})</source>
        <translation>オフセット {offset}（{hex}）</translation>
    </message>
    <message>
        <source> (searched as text: not hex bytes)</source>
        <extracomment>Documents up to this size are counted for the &quot;match 3 of 12&quot; line (bytes).</extracomment>
        <translation>（テキストとして検索: 16進のバイトではありません）</translation>
    </message>
    <message>
        <source> (read as hex bytes; choose Text to find it as text)</source>
        <translation>（16進のバイトとして読みました。テキストとして探すには「テキスト」を選んでください）</translation>
    </message>
    <message>
        <source>no match for {text} in any document{how}</source>
        <translation>どの文書にも {text} は見つかりません{how}</translation>
    </message>
    <message>
        <source>no match for {text} in this document{how}</source>
        <translation>この文書に {text} は見つかりません{how}</translation>
    </message>
    <message>
        <source> of {count}</source>
        <translation> / {count}</translation>
    </message>
    <message>
        <source> (wrapped around)</source>
        <translation>（先頭に戻りました）</translation>
    </message>
    <message>
        <source> in {id}</source>
        <translation>（{id}）</translation>
    </message>
    <message>
        <source>match at offset {offset} ({hex}){total}{note}{how}</source>
        <translation>オフセット {offset}（{hex}）で一致{total}{note}{how}</translation>
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
        <extracomment>The fill of a marked row, by mark: the palette&apos;s name (read when painted, so a new scheme shows). The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
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
    <name>LoadSession</name>
    <message>
        <source>The Words tab trains the table as classic word-frequency BPE; the other tabs show its words as byte-level documents</source>
        <translation>「単語」タブはこの表を古典的な単語頻度 BPE として学習します。他のタブはその単語をバイトレベルの文書として表示します</translation>
    </message>
    <message>
        <source>Back to the run before the last retrain</source>
        <translation>最後の再学習の前の実行に戻る</translation>
    </message>
    <message numerus="yes">
        <source>{count} merge(s)</source>
        <translation>
            <numerusform>{count} 回のマージ</numerusform>
        </translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation>同数時の規則 {tie}</translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation>事前トークナイザー {name}</translation>
    </message>
    <message>
        <source>text {form}</source>
        <translation>テキスト {form}</translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation>特殊トークンの ID はバイトの後</translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation>特殊トークン</translation>
    </message>
    <message>
        <source>Trained with your Training Settings ({settings}); Train ▸ Training Settings ▸ Restore Defaults goes back to the defaults</source>
        <translation>現在の学習設定（{settings}）で学習しました。「学習 ▸ 学習設定 ▸ 既定に戻す」で既定の設定に戻せます</translation>
    </message>
    <message>
        <source>{name} is beside it, not used: File ▸ Open Corpus with Split Manifest… trains on its train partition only</source>
        <translation>{name} が横にありますが使っていません: 「ファイル ▸ 分割マニフェスト付きでコーパスを開く…」では学習用の区分だけで学習します</translation>
    </message>
    <message>
        <source>Trained with the example&apos;s own settings: {settings}</source>
        <translation>例の設定で学習しました: {settings}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>{problem} を開けませんでした</translation>
    </message>
    <message>
        <source>vocabulary size {size}</source>
        <extracomment>the same failure as one line naming the input once (``NAME: reason``), as the command line says it the settings a file or text opened next trains with: the stored Training Settings (a loaded run&apos;s own are its Retrain&apos;s, an example has its own) the built-in example on screen (its documents, retrained or not), or None the stage on screen; Retrain returns to it (clamped to the new run) what the run on screen was trained from and how (Retrain trains it again), or None (nothing loaded, or a run delivered without one) every file and folder this window has read (outputs are never written over one) the word-frequency table behind the current run, if it came from one the training whose rounds learned so far are shown, if any the run as last saved or loaded from a file (not trained here since) the run before the last Retrain, until it is undone or another input loads the Words tab&apos;s run (:attr:`word_run_changed`), or None</extracomment>
        <translation>語彙サイズ {size}</translation>
    </message>
    <message>
        <source>Could not load the input: {problem}</source>
        <translation>入力を読み込めませんでした: {problem}</translation>
    </message>
    <message>
        <source>Loaded {source}: {merges}</source>
        <translation>{source} を読み込みました: {merges}</translation>
    </message>
    <message>
        <source>Loaded {source}: {corpus}; {merges}</source>
        <translation>{source} を読み込みました: {corpus}。{merges}</translation>
    </message>
    <message>
        <source>Loaded {source}: the Words tab learned {merges} of classic word-frequency BPE; the other tabs learned {count} (each distinct word once as a byte-level document weighted by its frequency)</source>
        <translation>{source} を読み込みました: 「単語」タブは古典的な単語頻度 BPE で {merges} を学習しました。他のタブは {count} を学習しました（異なる単語それぞれを、頻度で重み付けした 1 つのバイトレベル文書として）</translation>
    </message>
    <message>
        <source> (a table without a corpus: Train ▸ Replay on Corpus… counts its rules)</source>
        <translation>（コーパスのない表: 「学習 ▸ コーパスで再生…」でその規則を数えられます）</translation>
    </message>
    <message>
        <source>Cancelled {source}; the previous run stays on screen.</source>
        <translation>{source} を中止しました。前の実行が画面に残っています。</translation>
    </message>
    <message>
        <source>Cancelled {source}; nothing loaded.</source>
        <translation>{source} を中止しました。何も読み込んでいません。</translation>
    </message>
</context>
<context>
    <name>LoadingCover</name>
    <message>
        <source>Loading {what} …</source>
        <extracomment>The cover&apos;s text by verb (English, context ``&quot;LoadingCover&quot;``).</extracomment>
        <translation>{what} を読み込んでいます…</translation>
    </message>
    <message>
        <source>Retraining {what} …</source>
        <translation>{what} を再学習しています…</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Closed {source}</source>
        <translation>{source} を閉じました</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>閉じました</translation>
    </message>
    <message>
        <source>Go to Round</source>
        <translation>ラウンドへ移動</translation>
    </message>
    <message>
        <source>Stage (0 to {last}):</source>
        <translation>段階（0 から {last}）:</translation>
    </message>
    <message>
        <source>word-frequency BPE under both tie orders · stage {stage} of {last}</source>
        <translation>2 つの同数時の順序による単語頻度 BPE · 段階 {stage} / {last}</translation>
    </message>
    <message>
        <source>The current run stays loaded.</source>
        <translation>現在の実行は読み込まれたままです。</translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation>bpe-viewer: 入力に問題があります</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>★ winner</source>
        <extracomment>The mark column&apos;s words (English, context ``&quot;Marks&quot;``; shown by :func:`mark_text`).</extracomment>
        <translation>★ 選択</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= 同数</translation>
    </message>
    <message>
        <source>◆ corpus</source>
        <extracomment>In a replayed table: the pair the corpus itself would have chosen.</extracomment>
        <translation>◆ コーパス</translation>
    </message>
    <message>
        <source>★ table</source>
        <extracomment>In a replayed table: the table&apos;s rule, merged whatever the counts say.</extracomment>
        <translation>★ 表</translation>
    </message>
    <message>
        <source>no match</source>
        <extracomment>The chips model shows at most this many tokens (the statistics count all of them). A rule that merged nothing (English, context ``&quot;Marks&quot;``; the mark role keeps it so).</extracomment>
        <translation>一致なし</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>The menu bar, by action key: ``-`` is a separator, ``@recent`` the Open Recent menu, ``@export`` the Export submenu (:data:`EXPORT_MENU`), ``@export_csv`` the Export Table as CSV menu, ``@copy_special`` the Copy Special menu, ``@language`` View ▸ Language (:class:`~bpe_viewer.qt.i18n.LanguageMenu`) and ``@examples`` the examples (built from the shipped example index).</extracomment>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <extracomment>(heading action, which heading): &quot;lessons&quot; or &quot;others&quot; (entry, its example)</extracomment>
        <translation>例(&amp;X)</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>学習(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <source>Main</source>
        <extracomment>The toolbar, by action key (``@examples``: the Examples menu&apos;s button). The toolbar&apos;s title (in the window&apos;s context menu of toolbars).</extracomment>
        <translation>メイン</translation>
    </message>
    <message>
        <source>&amp;Candidates of This Round…</source>
        <extracomment>Tables that File ▸ Export Table as CSV offers: key, menu text (English, context ``&quot;Menus&quot;``), default file name.</extracomment>
        <translation>このラウンドの候補(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Vocabulary…</source>
        <translation>語彙(&amp;V)…</translation>
    </message>
    <message>
        <source>Merge &amp;Rules…</source>
        <translation>マージ規則(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Encode Steps…</source>
        <translation>エンコードのステップ(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV</source>
        <translation>表を CSV でエクスポート(&amp;C)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <source>Export &amp;Table</source>
        <translation>表をエクスポート(&amp;T)</translation>
    </message>
    <message>
        <source>Copy &amp;Special</source>
        <translation>形式を選んでコピー(&amp;S)</translation>
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
        <translation>{first}、{last}</translation>
    </message>
    <message>
        <source>{pair} first at {place}</source>
        <translation>初出位置は {pair} が {place}</translation>
    </message>
    <message>
        <source>{pair} at {place}</source>
        <comment>a tied pair and where its first window is</comment>
        <translation>{pair} が {place}</translation>
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
        <extracomment>A tooltip&apos;s lines: characters per line and lines in all (a longer token&apos;s tooltip ends in &quot;…&quot;; the inspector shows every byte). the candidate table whose ``1st at`` column is watched (watch_candidates) a quiz question is shown in place of the round&apos;s sentence</extracomment>
        <translation>前 / 後</translation>
    </message>
    <message>
        <source>({left}, {right}) at {document} @{position}</source>
        <extracomment>Lines the picked candidate&apos;s line takes in a fixed-height strip (the sentence keeps the rest). Lines of text the sentence always has room for: most rounds&apos; sentences take two at a usual width, and a strip that grew and shrank with each sentence would move every view below it up and down while stepping (and lay the window out twice when the first sentence arrives). The symbols a sentence shows for token bytes (space, newline, partial UTF-8...): a font without them draws them from a fallback font whose taller lines would make a sentence with them taller than one without.</extracomment>
        <translation>({left}, {right}) は {document} @{position}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places of the tied pairs</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>First windows: {places}.</source>
        <translation>最初のウィンドウの位置: {places}。</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>コーパス、保存した実行、または例を読み込んでください。</translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace (known when training finishes). It does not win this round.</source>
        <translation>
            <numerusform>{pair} `{text}` のウィンドウを表示中: 出現回数 %n。走査で置換される回数は学習の終了後にわかります。このラウンドでは選ばれません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</source>
        <translation>
            <numerusform>{pair} `{text}` のウィンドウを表示中: 出現回数 %n、走査で置換されるのは {replaced} 回です（重なったウィンドウはトークンを共有するため、最初のものだけがマージされます）。このラウンドでは選ばれません。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced}. It does not win this round.</source>
        <translation>
            <numerusform>{pair} `{text}` のウィンドウを表示中: 出現回数 %n、走査で置換されるのは {replaced} 回です。このラウンドでは選ばれません。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NavigationBar</name>
    <message>
        <source>0.5 rounds/s</source>
        <translation>毎秒 0.5 ラウンド</translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation>毎秒 1 ラウンド</translation>
    </message>
    <message>
        <source>1.5 rounds/s</source>
        <translation>毎秒 1.5 ラウンド</translation>
    </message>
    <message>
        <source>3 rounds/s</source>
        <translation>毎秒 3 ラウンド</translation>
    </message>
    <message>
        <source>10 rounds/s</source>
        <translation>毎秒 10 ラウンド</translation>
    </message>
    <message>
        <source>30 rounds/s</source>
        <translation>毎秒 30 ラウンド</translation>
    </message>
    <message>
        <source>Stage</source>
        <extracomment>buttons that keep their words in the narrow form the slider&apos;s least width, in widths of the letter M of the bar&apos;s font</extracomment>
        <translation>段階</translation>
    </message>
    <message>
        <source>Jump to a stage (number of merges applied)</source>
        <translation>段階（適用済みのマージ数）へ移動</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>再生速度</translation>
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
        <translation>実行のメモ</translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation>実行全体のメモ（実行とともに保存）</translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation>段階 {stage}（最後）のメモ</translation>
    </message>
    <message>
        <source>A note on stage {stage} (the last): for the presenter view; the class sees it only with View ▸ Show Note to the Class</source>
        <translation>段階 {stage}（最後）のメモ: 発表者ビュー用です。受講者に見えるのは「表示 ▸ メモを受講者に表示」がオンのときだけです</translation>
    </message>
    <message>
        <source>A note on round {stage}: for the presenter view; the class sees it only with View ▸ Show Note to the Class</source>
        <translation>ラウンド {stage} のメモ: 発表者ビュー用です。受講者に見えるのは「表示 ▸ メモを受講者に表示」がオンのときだけです</translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation>ラウンド {stage} のメモ</translation>
    </message>
</context>
<context>
    <name>PasteTextDialog</name>
    <message>
        <source>Paste text</source>
        <translation>テキストを貼り付け</translation>
    </message>
    <message>
        <source>Type or paste text here…</source>
        <translation>ここにテキストを入力または貼り付け…</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>文書</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>学習</translation>
    </message>
</context>
<context>
    <name>PresenterView</name>
    <message>
        <source>Presenter View — bpe-viewer</source>
        <extracomment>The presenter view&apos;s text, in times the application&apos;s font size (read at a glance). The actions of the main window whose shortcuts also work in the presenter view.</extracomment>
        <translation>発表者ビュー — bpe-viewer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Start the time elapsed again from 0:00</source>
        <translation>経過時間を 0:00 に戻して計り直します</translation>
    </message>
    <message>
        <source>Note on the run</source>
        <translation>実行のメモ</translation>
    </message>
    <message>
        <source>Next merge (the answer)</source>
        <translation>次のマージ（答え）</translation>
    </message>
    <message>
        <source>Show note to the class</source>
        <translation>メモを受講者に表示</translation>
    </message>
    <message>
        <source>The clicker keys work here too: PageDown or Right steps, B blanks the projected screen, Enter reveals a quiz round.</source>
        <translation>クリッカーのキーはここでも使えます: PageDown か右矢印キーで進み、B で投影画面を暗転し、Enter でクイズのラウンドの答え合わせをします。</translation>
    </message>
    <message>
        <source>No run loaded</source>
        <translation>実行が読み込まれていません</translation>
    </message>
    <message>
        <source>Stage {stage} of {last} (the last)</source>
        <translation>段階 {stage} / {last}（最後）</translation>
    </message>
    <message>
        <source>Round {round} of {last}</source>
        <translation>ラウンド {round} / {last}</translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation>段階 {stage}（最後）のメモ</translation>
    </message>
    <message>
        <source>No note on stage {stage} (the last)</source>
        <translation>段階 {stage}（最後）のメモはありません</translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation>ラウンド {stage} のメモ</translation>
    </message>
    <message>
        <source>No note on round {stage}</source>
        <translation>ラウンド {stage} のメモはありません</translation>
    </message>
    <message>
        <source>No note on the run</source>
        <translation>実行のメモはありません</translation>
    </message>
    <message>
        <source>Words: no word table</source>
        <translation>単語: 単語頻度表がありません</translation>
    </message>
    <message>
        <source>Words: stage {stage} of {last} (the last)</source>
        <translation>単語: 段階 {stage} / {last}（最後）</translation>
    </message>
    <message>
        <source>Words: round {round} of {last}</source>
        <translation>単語: ラウンド {round} / {last}</translation>
    </message>
    <message>
        <source>Note on the round</source>
        <translation>ラウンドのメモ</translation>
    </message>
    <message>
        <source>Notes belong to the byte-level run (the Training rounds tab).</source>
        <translation>メモはバイトレベルの実行（「学習ラウンド」タブ）に付きます。</translation>
    </message>
    <message>
        <source>None: no round is left after the last stage.</source>
        <translation>なし: 最後の段階の後にラウンドはありません。</translation>
    </message>
    <message>
        <source>Round {round}: ({left}, {right}) becomes {merged}, count {count}</source>
        <translation>ラウンド {round}: ({left}, {right}) は {merged} になります（出現回数 {count}）</translation>
    </message>
    <message>
        <source>Round {round}: ({left}, {right}) becomes token {token} {phrase}, count {count}</source>
        <translation>ラウンド {round}: ({left}, {right}) はトークン {token} {phrase}になります（出現回数 {count}）</translation>
    </message>
    <message>
        <source>The class sees a black screen (B or any key shows it again).</source>
        <translation>受講者には黒い画面が見えています（B か任意のキーで元に戻ります）。</translation>
    </message>
    <message>
        <source>The class sees the notes under the narration.</source>
        <translation>受講者には説明文の下にメモが見えています。</translation>
    </message>
    <message>
        <source>The class sees no note.</source>
        <translation>受講者にはメモは見えていません。</translation>
    </message>
    <message>
        <source>There is one screen only: if it is mirrored to the projector, the class sees this window too.</source>
        <translation>画面が 1 つしかありません: プロジェクターにミラーリングしている場合は、受講者にもこのウィンドウが見えます。</translation>
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
        <translation>コーパス、保存した実行、または例を読み込んでください。</translation>
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
            <numerusform>予想なし。%n 組のペアが出現回数 {count} で同数です。同数時の規則（{rule}）により、{winner} がマージされます。</numerusform>
        </translation>
    </message>
    <message>
        <source>No pick. {winner} merges, count {count}.</source>
        <translation>予想なし。{winner} がマージされます（出現回数 {count}）。</translation>
    </message>
    <message numerus="yes">
        <source>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</source>
        <translation>
            <numerusform>予想 {pick} は正解です。%n 組のペアが出現回数 {count} で同数でした（同数時の規則: {rule}）。</numerusform>
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
        <source>Click or drag on a chart to go to that round</source>
        <extracomment>Plot keys, top to bottom (each plot&apos;s legend names its curves).</extracomment>
        <translation>グラフをクリックまたはドラッグすると、そのラウンドへ移動します</translation>
    </message>
    <message>
        <source>round (merges learned)</source>
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
        <translation>{count_start}選ばれたペアの出現回数 {count}&lt;/span&gt;、{replaced_start}置換回数 {replaced}&lt;/span&gt;、</translation>
    </message>
    <message>
        <source>no round after the last merge;</source>
        <translation>最後のマージの後にラウンドはありません。</translation>
    </message>
    <message>
        <source>vocabulary {size};</source>
        <translation>語彙 {size}、</translation>
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
        <translation>（バイトあたりトークン数）</translation>
    </message>
</context>
<context>
    <name>StatusParts</name>
    <message>
        <source>%v / %m merges</source>
        <extracomment>(time, merges done) at the first report of a learned round; None before</extracomment>
        <translation>%v / %m 回のマージ</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>中止しています…</translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message numerus="yes">
        <source>{count} merges</source>
        <extracomment>Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size. The colour of the transient note (quieter than the stage summary). The share of the status bar a note keeps when the bar has no room for it and the whole stage summary (each then ends in &quot;…&quot;).</extracomment>
        <translation>
            <numerusform>{count} 回のマージ</numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} learned)</source>
        <translation>（{count} 回学習済み）</translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation>同数時の規則 {tie}</translation>
    </message>
    <message>
        <source>unit {unit}</source>
        <translation>単位 {unit}</translation>
    </message>
    <message>
        <source>no pre-tokenizer</source>
        <translation>事前トークナイザーなし</translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation>事前トークナイザー {name}</translation>
    </message>
    <message>
        <source>special tokens {names}</source>
        <translation>特殊トークン {names}</translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation>特殊トークンの ID はバイトの後</translation>
    </message>
    <message>
        <source>no special tokens</source>
        <translation>特殊トークンなし</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>training ({learned} of {count} merges learned so far)</source>
        <translation>学習中（{count} 回中 {learned} 回のマージを学習済み）</translation>
    </message>
    <message>
        <source>word-frequency BPE, {merges}, tie {tie}</source>
        <translation>単語頻度 BPE、{merges}、同数時の規則 {tie}</translation>
    </message>
    <message>
        <source>word table</source>
        <translation>単語頻度表</translation>
    </message>
    <message>
        <source>No run loaded: open a file, paste text or pick an example.</source>
        <translation>実行が読み込まれていません: ファイルを開くか、テキストを貼り付けるか、例を選んでください。</translation>
    </message>
    <message>
        <source>{count} learned so far (training)</source>
        <translation>これまでに {count} 回学習（学習中）</translation>
    </message>
    <message>
        <source>stage {stage} of {last} · vocabulary {size} · tokens {tokens} / bytes {bytes} ({ratio} bytes per token)</source>
        <translation>段階 {stage} / {last} · 語彙 {size} · トークン {tokens} / バイト {bytes}（{ratio} バイト/トークン）</translation>
    </message>
    <message>
        <source>word-frequency BPE · stage {stage} of {last} · {count} words · tie {tie}</source>
        <translation>単語頻度 BPE · 段階 {stage} / {last} · {count} 語 · 同数時の規則 {tie}</translation>
    </message>
    <message>
        <source>{done} / {total} merges</source>
        <translation>{done} / {total} 回のマージ</translation>
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
        <translation>{progress} · 毎秒 {rate} ラウンド · 残り {time}</translation>
    </message>
</context>
<context>
    <name>TableRulesPanel</name>
    <message>
        <source>The table&apos;s merges in rank order; the round cursor&apos;s is selected</source>
        <translation>表のマージを順位の順に。ラウンドのカーソルの位置のものが選ばれています</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; lists {count} merges in rank order and nothing else: no counts, no candidate pairs, no documents. So there is no candidate table here; this column shows the table&apos;s merge at each round.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; には {count} 個のマージが順位の順に並んでいるだけで、出現回数も候補ペアも文書もありません。そのためここに候補の表はなく、この列は各ラウンドでの表のマージを示します。</translation>
    </message>
    <message>
        <source>Stage {stage}: all {count} merges are made.</source>
        <translation>段階 {stage}: {count} 個のマージがすべて行われました。</translation>
    </message>
    <message>
        <source>Round {round}, its merge: &lt;b&gt;{left} + {right} → {merged}&lt;/b&gt; (rank {rank})</source>
        <translation>ラウンド {round} のマージ: &lt;b&gt;{left} + {right} → {merged}&lt;/b&gt;（順位 {rank}）</translation>
    </message>
</context>
<context>
    <name>TiePolicyButton</name>
    <message>
        <source>Tie policies</source>
        <extracomment>The style of the Compare tab&apos;s banners (the byte-level and the word tie orders&apos;). why the runs part: an explanation (as the narration&apos;s), not an error the tie policies a comparison trains, in TIE_POLICIES order (all five at first) one checkable action per tie policy, in TIE_POLICIES order</extracomment>
        <translation>同数時の規則</translation>
    </message>
    <message>
        <source>One column per chosen tie policy, the current documents under each; the arrow chooses which of the five (docs/rules.md s3)</source>
        <translation>選んだ同数時の規則ごとに 1 列。それぞれで現在の文書を学習します。矢印で 5 つのうちどれを使うか選びます（docs/rules.md 3 節）</translation>
    </message>
    <message>
        <source>{tie}: {rule}</source>
        <translation>{tie}: {rule}</translation>
    </message>
    <message>
        <source>Compare the chosen policies ({count}: {policies})</source>
        <translation>選んだ規則を比較（{count} 個: {policies}）</translation>
    </message>
</context>
<context>
    <name>TieRules</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>Each tie policy&apos;s rule in words (English, context ``&quot;TieRules&quot;``).</extracomment>
        <translation>左 ID が小さい方、次に右 ID が小さい方が優先</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>左 ID が大きい方、次に右 ID が大きい方が優先</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>最初に現れたペアが優先</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>（左のバイト列、右のバイト列）が最大のペアが優先</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>（左のバイト列、右のバイト列）が最小のペアが優先</translation>
    </message>
</context>
<context>
    <name>TokenStory</name>
    <message numerus="yes">
        <source>made by round {round}: %n occurrence(s)</source>
        <translation>
            <numerusform>ラウンド {round} で作成: 出現 %n 回</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} merged all {left} into {token} (intersection over self {share})</source>
        <translation>ラウンド {round} が {left} 個すべてを {token} にマージ（自身に対する重なり {share}）</translation>
    </message>
    <message>
        <source>round {round} merged {count} of {left} into {token} (intersection over self {share})</source>
        <translation>ラウンド {round} が {left} 個中 {count} 個を {token} にマージ（自身に対する重なり {share}）</translation>
    </message>
    <message>
        <source>{count} left at the end</source>
        <translation>最後に残ったのは {count} 個</translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s) in the held-out documents</source>
        <translation>
            <numerusform>評価用文書に %n 回</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingSettingsDialog</name>
    <message>
        <source>Training settings</source>
        <extracomment>True while the target was last given as a vocabulary size (kept so) the form&apos;s row labels, by the field they name what the settings apply to: files opened from the window, and not the built-in example on screen (which keeps its own)</extracomment>
        <translation>学習設定</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>マージ数</translation>
    </message>
    <message>
        <source>or vocabulary size</source>
        <translation>または語彙サイズ</translation>
    </message>
    <message>
        <source>Tie policy</source>
        <translation>同数時の規則</translation>
    </message>
    <message>
        <source>Word tie order</source>
        <translation>単語の同数時の順序</translation>
    </message>
    <message>
        <source>Document unit (plain text)</source>
        <translation>文書の単位（プレーンテキスト）</translation>
    </message>
    <message>
        <source>Pre-tokenization</source>
        <translation>事前トークン化</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>特殊トークン</translation>
    </message>
    <message>
        <source>Special token IDs</source>
        <translation>特殊トークンの ID</translation>
    </message>
    <message>
        <source>Unicode normalization</source>
        <translation>Unicode 正規化</translation>
    </message>
    <message>
        <source>OK retrains the current documents with these settings (plain-text files are re-read with the new unit).</source>
        <translation>OK を押すと、この設定で現在の文書を再学習します（プレーンテキストのファイルは新しい単位で読み直されます）。</translation>
    </message>
    <message>
        <source>Files opened from the window train with these settings; they are kept after a restart.</source>
        <translation>ウィンドウから開いたファイルはこの設定で学習します。設定は再起動後も保持されます。</translation>
    </message>
    <message>
        <source>Built-in examples keep their own settings: the example on screen trains with {settings}.</source>
        <translation>組み込みの例はそれぞれ独自の設定を持ちます。画面上の例は {settings} で学習します。</translation>
    </message>
    <message>
        <source>Upper bound: training stops early when no pair is left</source>
        <translation>上限: ペアが残らなくなると学習は早めに終わります</translation>
    </message>
    <message>
        <source>The same target as a vocabulary size: 256 bytes + merges + special tokens (editing one updates the other)</source>
        <translation>同じ目標を語彙サイズで: 256 バイト + マージ数 + 特殊トークン（一方を変えるともう一方も変わります）</translation>
    </message>
    <message>
        <source>Word-frequency tables only (docs/rules.md s3.3)</source>
        <translation>単語頻度表のみ（docs/rules.md 3.3 節）</translation>
    </message>
    <message>
        <source>none, e.g. &lt;|endoftext|&gt; &lt;|pad|&gt;</source>
        <translation>なし。例: &lt;|endoftext|&gt; &lt;|pad|&gt;</translation>
    </message>
    <message>
        <source>Space-separated. Each occurrence in a document is a barrier no merge crosses; each special token gets its own ID after the learned ones.</source>
        <translation>空白で区切ります。文書中の各出現は、どのマージもまたがない境界になります。各特殊トークンには、学習したトークンの後に専用の ID が付きます。</translation>
    </message>
    <message>
        <source>Pieces that merges never cross (docs/rules.md s4)</source>
        <translation>マージが決してまたがない断片（docs/rules.md 4 節）</translation>
    </message>
    <message>
        <source>Put every document in this Unicode normalization form before training; encoding normalizes its text the same way, and a tokenizer.json export carries the normalizer</source>
        <translation>学習の前に各文書をこの Unicode 正規化形式にします。エンコードでも同じようにテキストを正規化し、tokenizer.json のエクスポートにもこの正規化が含まれます</translation>
    </message>
    <message>
        <source>After the learned tokens: 256 + merges + i. Right after the bytes: &lt;|endoftext|&gt; 256, &lt;|pad|&gt; 257, the merges from 258</source>
        <translation>学習したトークンの後: 256 + マージ数 + i。バイトのすぐ後: &lt;|endoftext|&gt; が 256、&lt;|pad|&gt; が 257、マージは 258 から</translation>
    </message>
    <message>
        <source>{merges} merges, tie smallest, word ties alphabetical first, whole file, no pre-tokenization, no special tokens (their IDs after the learned tokens), no normalization</source>
        <translation>{merges} 回のマージ、同数時の規則 smallest、単語の同数はアルファベット順で最初、ファイル全体、事前トークン化なし、特殊トークンなし（その ID は学習したトークンの後）、正規化なし</translation>
    </message>
</context>
<context>
    <name>UnitChoiceDialog</name>
    <message>
        <source>Whole file</source>
        <extracomment>How much of a file the preview reads; the counts say &quot;or more&quot; past it. The choices&apos; names (English, context ``&quot;UnitChoiceDialog&quot;``).</extracomment>
        <translation>ファイル全体</translation>
    </message>
    <message>
        <source>Each line</source>
        <translation>各行</translation>
    </message>
    <message>
        <source>Each paragraph (blocks separated by blank lines)</source>
        <translation>各段落（空行で区切られたまとまり）</translation>
    </message>
    <message>
        <source>Separator line</source>
        <translation>区切り行</translation>
    </message>
    <message>
        <source>Documents in {name}</source>
        <translation>{name} の文書</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; has several lines. How is it cut into documents? (Training never counts a pair across two documents; the choice is remembered for this file and can be changed in Train ▸ Training Settings.)</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; には複数の行があります。どのように文書に分けますか？（学習では 2 つの文書にまたがるペアは数えません。この選択はこのファイルについて記憶され、「学習 ▸ 学習設定」で変更できます。）</translation>
    </message>
    <message>
        <source>The text of a separator line: a line that is exactly this text (its line end aside) ends a document and belongs to none</source>
        <translation>区切り行のテキスト: ちょうどこのテキストである行（行末を除く）が文書を終わらせ、どの文書にも属しません</translation>
    </message>
    <message>
        <source>give the text of a separator line</source>
        <translation>区切り行のテキストを入力してください</translation>
    </message>
    <message>
        <source>{name}: {count}</source>
        <translation>{name}: {count}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（なし）</translation>
    </message>
</context>
<context>
    <name>UnitPreviewTexts</name>
    <message numerus="yes">
        <source>{count} document(s) or more</source>
        <extracomment>The separator offered first: fortune files end each entry with a ``%`` line.</extracomment>
        <translation>
            <numerusform>{count} 文書以上</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} document(s)</source>
        <translation>
            <numerusform>{count} 文書</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <source>bpe-viewer User Guide</source>
        <translation>bpe-viewer ユーザーガイド</translation>
    </message>
    <message>
        <source>Find in the guide (Enter: next, Shift+Enter: previous)</source>
        <translation>ガイド内を検索（Enter: 次、Shift+Enter: 前）</translation>
    </message>
    <message>
        <source>The guide page {name} is missing: {error}</source>
        <translation>ガイドのページ {name} がありません: {error}</translation>
    </message>
    <message>
        <source>found {text} (in {page})</source>
        <translation>{text} が見つかりました（{page}）</translation>
    </message>
    <message>
        <source>found {text} (wrapped around)</source>
        <translation>{text} が見つかりました（先頭に戻りました）</translation>
    </message>
    <message>
        <source>{text} is not in the guide</source>
        <translation>{text} はガイドにありません</translation>
    </message>
</context>
<context>
    <name>Utf8Status</name>
    <message>
        <source>valid UTF-8</source>
        <extracomment>Kinds of UTF-8 problem reported by :func:`find_utf8_problem`. Display substitutes for whitespace control characters in :func:`readable`. Characters of a token&apos;s text (and bytes of its hex) a sentence or a one-line label shows; a longer token is shortened in the middle with &quot;…&quot; (its whole text stays in the tooltip and the inspector), so one long token never widens the window. Bytes of a long token&apos;s hex shown before and after the &quot;…&quot; (:func:`short_hex`). Bytes (or characters) of a piece, token or word an error message shows whole; a longer one is cut in the middle (:func:`show_token`), so a 200 KB piece is not a 200,000-character message line.</extracomment>
        <translation>有効な UTF-8</translation>
    </message>
    <message>
        <source>continuation byte only</source>
        <translation>継続バイトのみ</translation>
    </message>
    <message>
        <source>continuation bytes only</source>
        <translation>継続バイトのみ</translation>
    </message>
    <message numerus="yes">
        <source>starts with %n continuation byte(s)</source>
        <translation>
            <numerusform>継続バイト %n 個で始まる</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: lead byte {lead} expects %n continuation byte(s)</source>
        <translation>
            <numerusform>不完全: 先頭バイト {lead} には継続バイトが %n 個必要</numerusform>
        </translation>
    </message>
    <message>
        <source>, has {count}</source>
        <translation>（{count} 個あり）</translation>
    </message>
    <message>
        <source>invalid: {detail}</source>
        <translation>不正: {detail}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <source>tie</source>
        <extracomment>rich-text escaping that keeps quotes as typed (labels, pairs, rules) The document label column&apos;s width in a compare column at normal text size (pixels); it grows with the zoom up to 1.5 times, so the tokens keep most of a narrow column. the fields, and their labels in the same order</extracomment>
        <translation>同数</translation>
    </message>
    <message>
        <source>Tie policy of this column (docs/rules.md s3)</source>
        <translation>この列の同数時の規則（docs/rules.md 3 節）</translation>
    </message>
    <message>
        <source>merges</source>
        <translation>マージ数</translation>
    </message>
    <message>
        <source>Merges to learn (an upper bound)</source>
        <translation>学習するマージ数（上限）</translation>
    </message>
    <message>
        <source>pre-tokenizer</source>
        <translation>事前分割</translation>
    </message>
    <message>
        <source>Pre-tokenization: pieces no merge crosses</source>
        <translation>事前トークン化: マージがまたがない断片</translation>
    </message>
    <message>
        <source>special</source>
        <translation>特殊</translation>
    </message>
    <message>
        <source>Special tokens, separated by spaces, e.g. &lt;|endoftext|&gt;</source>
        <translation>特殊トークン（空白区切り）。例: &lt;|endoftext|&gt;</translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation>特殊トークン</translation>
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
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <translation>&lt;b&gt;語彙の健全性&lt;/b&gt;  中間とみなす閾値</translation>
    </message>
    <message>
        <source>A token is intermediate when final / made is below this</source>
        <translation>最終 / 作成 がこの値より小さいトークンを中間とみなします</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>中間のみ</translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation>最終段階のジップ分布 &lt;small&gt;（▼ 中間、灰色: 1 バイト）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation>学習したトークンごとの作成数と最終数 &lt;small&gt;（▼ 中間）&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation>トークンを選ぶと、その出現がどう使われたかが読めます。</translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation>表示するときに計算します…</translation>
    </message>
    <message>
        <source>{token}: kept {share} %</source>
        <translation>{token}: {share} % が残存</translation>
    </message>
    <message>
        <source>now (stage {stage}): {count}</source>
        <translation>現在（段階 {stage}）: {count}</translation>
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
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned + {special} special</source>
        <translation>&lt;b&gt;語彙&lt;/b&gt; {size} = バイト {bytes} + 学習 {learned} + 特殊 {special}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation>&lt;b&gt;語彙&lt;/b&gt; {size} = バイト {bytes} + 学習 {learned}</translation>
    </message>
    <message>
        <source>Byte entries</source>
        <translation>バイトのエントリ</translation>
    </message>
    <message>
        <source>Also list the 256 single-byte entries (IDs 0-255)</source>
        <translation>256 個の 1 バイトエントリ（ID 0-255）も一覧に含めます</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>中間のみ</translation>
    </message>
    <message>
        <source>List only the learned tokens flagged intermediate: few of their occurrences survive training (threshold set in the Vocabulary health tab)</source>
        <translation>中間と判定された学習済みトークンだけを一覧にします: その出現のうち学習の終わりまで残るものがわずかです（閾値は「語彙の健全性」タブで設定）</translation>
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
        <source>Winner&apos;s count, replacements, vocabulary size and tokens per byte (train and held-out) over the rounds; click or drag to go to a round</source>
        <translation>ラウンドごとの、選ばれたペアの出現回数、置換回数、語彙サイズ、バイトあたりのトークン数（学習用と評価用）。クリックまたはドラッグでそのラウンドへ移動</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>単語</translation>
    </message>
    <message>
        <source>Classic word-frequency BPE of a {word: frequency} table</source>
        <translation>{word: frequency} 表による古典的な単語頻度 BPE</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>The current documents under other settings, side by side, round by round</source>
        <translation>現在の文書を別の設定で、ラウンドごとに並べて表示</translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation>語彙の健全性</translation>
    </message>
    <message>
        <source>Which learned tokens survive training, which are only steps to longer ones</source>
        <translation>学習したトークンのうち、どれが学習の終わりまで残り、どれがより長いトークンへの途中段階にすぎないか</translation>
    </message>
    <message>
        <source>The Words tab steps with its own bar below</source>
        <translation>「単語」タブは下にある専用のバーで進めます</translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message>
        <source>smallest (left, right) wins</source>
        <translation>左 ID が小さい方、次に右 ID が小さい方が優先</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>左 ID が大きい方、次に右 ID が大きい方が優先</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>最初に現れたペアが優先</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>（左のバイト列、右のバイト列）が最大のペアが優先</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>（左のバイト列、右のバイト列）が最小のペアが優先</translation>
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
    <name>WordCompareView</name>
    <message>
        <source>alphabetically first</source>
        <extracomment>Each word tie order in words (English, context ``&quot;WordCompareView&quot;``).</extracomment>
        <translation>アルファベット順で最初</translation>
    </message>
    <message>
        <source>alphabetically last</source>
        <translation>アルファベット順で最後</translation>
    </message>
    <message>
        <source>Ties: the {order} pair ({tie})</source>
        <translation>同数のとき: {order}のペア（{tie}）</translation>
    </message>
    <message>
        <source>{left} + {right} → {merged} (count {count})</source>
        <translation>{left} + {right} → {merged}（出現回数 {count}）</translation>
    </message>
    <message>
        <source>Open a word-frequency table or the word example.</source>
        <translation>単語頻度表か単語の例を開いてください。</translation>
    </message>
    <message>
        <source>The two tie orders learn the same rules.</source>
        <translation>2 つの同数時の順序は同じ規則を学習します。</translation>
    </message>
    <message>
        <source>The tie orders part at round {round}: {a} takes {a_rule}; {b} takes {b_rule}.</source>
        <translation>同数時の順序はラウンド {round} で分かれます: {a} は {a_rule} を、{b} は {b_rule} を選びます。</translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation>段階 {stage}: すべてのラウンドが終わりました。</translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation>ラウンド {round}: 選ばれたペアが異なります。</translation>
    </message>
    <message>
        <source>Round {round}: the same winner.</source>
        <translation>ラウンド {round}: 同じペアが選ばれています。</translation>
    </message>
</context>
<context>
    <name>WordEncoderBox</name>
    <message>
        <source>&lt;b&gt;Encode a word:&lt;/b&gt;</source>
        <translation>&lt;b&gt;単語をエンコード:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>type a word, e.g. lowest</source>
        <translation>単語を入力。例: lowest</translation>
    </message>
    <message>
        <source>Segments each typed word with every rule of the run, in rank order (nothing is counted)</source>
        <translation>入力した各単語を、この実行のすべての規則で順位の順に分割します（何も数えません）</translation>
    </message>
    <message>
        <source>The word&apos;s encoding one applied rule at a time (lowest rank first); the pieces each rule merged are in [brackets]. Step with the arrow keys or the buttons.</source>
        <translation>規則を 1 つずつ適用した単語のエンコード（順位の低いものから）。各規則がマージした断片は [角括弧] 内です。矢印キーかボタンで進めます。</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>Previous rule of the encoding</source>
        <translation>エンコードの前の規則</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>Next rule of the encoding</source>
        <translation>エンコードの次の規則</translation>
    </message>
    <message>
        <source>{word}: start, characters + {end}</source>
        <translation>{word}: 開始、文字 + {end}</translation>
    </message>
    <message>
        <source>{word}: rank {rank} {left} + {right}</source>
        <translation>{word}: 順位 {rank} {left} + {right}</translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw this symbol, so no rule can merge it; each stays a piece of its own.</source>
        <translation>語彙にありません: {names}。学習でこの記号は一度も現れなかったので、どの規則もマージできません。それぞれ単独の断片のままです。</translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw these symbols, so no rule can merge them; each stays a piece of its own.</source>
        <translation>語彙にありません: {names}。学習でこれらの記号は一度も現れなかったので、どの規則もマージできません。それぞれ単独の断片のままです。</translation>
    </message>
    <message numerus="yes">
        <source>uses all {count} rule(s) of the run, lowest rank first</source>
        <translation>
            <numerusform>この実行の全 {count} 個の規則を順位の低いものから使います</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordEncoderTexts</name>
    <message numerus="yes">
        <source>{count} piece(s)</source>
        <translation>
            <numerusform>{count} 個の断片</numerusform>
        </translation>
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
    <name>WordFrequencyView</name>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically last pair)</source>
        <translation>単語頻度 BPE（文字 + {end}、出現回数は頻度で重み付け。同数のとき: アルファベット順で最後のペア）</translation>
    </message>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically first pair)</source>
        <translation>単語頻度 BPE（文字 + {end}、出現回数は頻度で重み付け。同数のとき: アルファベット順で最初のペア）</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <extracomment>the title of a tie order, in the window&apos;s language (a comparison names its own) the columns&apos; and the panes&apos; widths; the lines of the titles and notes</extracomment>
        <translation>|◀ 最初</translation>
    </message>
    <message>
        <source>Stage 0: every word as characters + &lt;/w&gt;</source>
        <translation>段階 0: すべての単語を文字 + &lt;/w&gt; として</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ 前へ</translation>
    </message>
    <message>
        <source>Undo the last merge</source>
        <translation>最後のマージを取り消す</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>次へ ▶</translation>
    </message>
    <message>
        <source>Apply the next merge</source>
        <translation>次のマージを適用</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>最後 ▶|</translation>
    </message>
    <message>
        <source>After every merge</source>
        <translation>すべてのマージの後</translation>
    </message>
    <message>
        <source>Drag to any stage</source>
        <translation>ドラッグして任意の段階へ</translation>
    </message>
    <message>
        <source>Open word table…</source>
        <translation>単語頻度表を開く…</translation>
    </message>
    <message>
        <source>Open a JSON object {word: count}, e.g. {&quot;low&quot;: 5, &quot;lower&quot;: 2}</source>
        <translation>JSON オブジェクト {word: count} を開きます。例: {&quot;low&quot;: 5, &quot;lower&quot;: 2}</translation>
    </message>
    <message>
        <source>Load the example</source>
        <translation>例を読み込む</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 (docs/rules.md s4.2)</source>
        <translation>low:5 lower:2 newest:6 widest:3（docs/rules.md 4.2 節）</translation>
    </message>
    <message>
        <source>stage {stage} of {last}</source>
        <translation>段階 {stage} / {last}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Words&lt;/b&gt;</source>
        <translation>&lt;b&gt;単語&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No word table loaded: open a JSON table {word: count}, or load the example.</source>
        <translation>単語頻度表が読み込まれていません: JSON の表 {word: count} を開くか、例を読み込んでください。</translation>
    </message>
    <message>
        <source>No word table loaded.</source>
        <translation>単語頻度表が読み込まれていません。</translation>
    </message>
    <message>
        <source>characters + {end}</source>
        <translation>文字 + {end}</translation>
    </message>
    <message numerus="yes">
        <source>after {count} merge(s)</source>
        <translation>
            <numerusform>{count} 回のマージの後</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Words at stage {stage}&lt;/b&gt; ({detail})</source>
        <translation>&lt;b&gt;段階 {stage} の単語&lt;/b&gt;（{detail}）</translation>
    </message>
    <message numerus="yes">
        <source>{count} word(s)</source>
        <translation>
            <numerusform>{count} 語</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} · {occurrences} occurrences · {total} symbols in all</source>
        <translation>{words} · 出現 {occurrences} 回 · 記号は合計 {total}</translation>
    </message>
    <message>
        <source> (was {start})</source>
        <translation>（元は {start}）</translation>
    </message>
    <message>
        <source>symbols in all: every word&apos;s symbol count times its frequency, i.e. the length of the training text in symbols; each merge shortens it by the winner&apos;s count</source>
        <translation>記号の合計: 各単語の記号数にその頻度を掛けたもの、つまり記号で数えた学習テキストの長さ。マージのたびに、選ばれたペアの出現回数だけ短くなります</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;候補&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt;</source>
        <translation>&lt;b&gt;ラウンド {round} の候補&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s) on stage {stage}</source>
        <translation>
            <numerusform>段階 {stage} に {count} 種類のペア</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;: stage {stage} is the last</source>
        <translation>&lt;b&gt;候補&lt;/b&gt;: 段階 {stage} が最後です</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;</source>
        <translation>&lt;b&gt;学習した規則&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;: {stage} of {count}</source>
        <translation>&lt;b&gt;学習した規則&lt;/b&gt;: {stage} / {count}</translation>
    </message>
    <message>
        <source>vocabulary: {size} symbols</source>
        <translation>語彙: {size} 個の記号</translation>
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
