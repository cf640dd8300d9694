<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CandidatesPanel</name>
    <message numerus="yes">
        <source>{count} distinct pair(s)</source>
        <translation>
            <numerusform>{count} distinct pair</numerusform>
            <numerusform>{count} distinct pairs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message numerus="yes">
        <source>%n chars</source>
        <extracomment>the files the window has read: an exported table is never written over one Help ▸ User Guide, made on first use and kept</extracomment>
        <translation>
            <numerusform>%n chars</numerusform>
            <numerusform>%n chars</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n rows</numerusform>
            <numerusform>%n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported {count} rows to {name}</source>
        <translation>
            <numerusform>Exported {count} rows to {name}</numerusform>
            <numerusform>Exported {count} rows to {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodePanel</name>
    <message numerus="yes">
        <source>— the {count} rule(s) learned by stage {stage}</source>
        <translation>
            <numerusform>— the {count} rule learned by stage {stage}</numerusform>
            <numerusform>— the {count} rules learned by stage {stage}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodePanelLayout</name>
    <message numerus="yes">
        <source>{count} byte(s)</source>
        <translation>
            <numerusform>{count} byte</numerusform>
            <numerusform>{count} bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodeTexts</name>
    <message numerus="yes">
        <source>&lt;b&gt;{ratio}&lt;/b&gt; tokens/word ({count} word(s))</source>
        <translation>
            <numerusform>&lt;b&gt;{ratio}&lt;/b&gt; tokens/word ({count} word)</numerusform>
            <numerusform>&lt;b&gt;{ratio}&lt;/b&gt; tokens/word ({count} words)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} times</source>
        <translation>
            <numerusform>{count} times</numerusform>
            <numerusform>{count} times</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message numerus="yes">
        <source>%n merge(s)</source>
        <translation>
            <numerusform>%n merge</numerusform>
            <numerusform>%n merges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message numerus="yes">
        <source>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</source>
        <translation>
            <numerusform>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</numerusform>
            <numerusform>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved {path}: %n frames, stages {first} to {last}</source>
        <translation>
            <numerusform>Saved {path}: %n frames, stages {first} to {last}</numerusform>
            <numerusform>Saved {path}: %n frames, stages {first} to {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HealthSummary</name>
    <message numerus="yes">
        <source>%n learned token(s)</source>
        <extracomment>Default share of a token&apos;s occurrences that must survive for it not to count as intermediate. Flag names, in the order they are listed. Reports made ahead of need (:func:`prepare_survival`), one per run, dropped with it.</extracomment>
        <translation>
            <numerusform>%n learned token</numerusform>
            <numerusform>%n learned tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message numerus="yes">
        <source>… {count} more byte(s)</source>
        <translation>
            <numerusform>… {count} more byte</numerusform>
            <numerusform>… {count} more bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} time(s) in the counted documents at stage {stage}</source>
        <translation>
            <numerusform>{count} time in the counted documents at stage {stage}</numerusform>
            <numerusform>{count} times in the counted documents at stage {stage}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LastStage</name>
    <message numerus="yes">
        <source>No pair left after %n merge(s): training stopped early.</source>
        <extracomment>The fill of a marked row, by mark: the palette&apos;s name (read when painted, so a new scheme shows). The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
        <translation>
            <numerusform>No pair left after %n merge: training stopped early.</numerusform>
            <numerusform>No pair left after %n merges: training stopped early.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Last stage: all %n merges done.</source>
        <translation>
            <numerusform>Last stage: all %n merges done.</numerusform>
            <numerusform>Last stage: all %n merges done.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoadSession</name>
    <message numerus="yes">
        <source>{count} merge(s)</source>
        <translation>
            <numerusform>{count} merge</numerusform>
            <numerusform>{count} merges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named} and %n more</numerusform>
            <numerusform>{named} and %n more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pairs tie at count {count}, {listed}; {rule}</source>
        <translation>
            <numerusform>%n pairs tie at count {count}, {listed}; {rule}</numerusform>
            <numerusform>%n pairs tie at count {count}, {listed}; {rule}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n windows and all are replaced.</source>
        <translation>
            <numerusform>It is counted at %n windows and all are replaced.</numerusform>
            <numerusform>It is counted at %n windows and all are replaced.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</source>
        <translation>
            <numerusform>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</numerusform>
            <numerusform>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</source>
        <translation>
            <numerusform>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</numerusform>
            <numerusform>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n window(s) but replaced only {times}: {skipped}.</source>
        <translation>
            <numerusform>It is counted at %n window but replaced only {times}: {skipped}.</numerusform>
            <numerusform>It is counted at %n windows but replaced only {times}: {skipped}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n times</numerusform>
            <numerusform>%n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The documents go from {before} to %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>The documents go from {before} to %n token; the vocabulary has {size} entries.</numerusform>
            <numerusform>The documents go from {before} to %n tokens; the vocabulary has {size} entries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s %n rule(s) are done.</source>
        <translation>
            <numerusform>The table&apos;s %n rule are done.</numerusform>
            <numerusform>The table&apos;s %n rules are done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped after %n merge(s), before the {requested} requested: no pair is left (every document, or piece, is a single token).</source>
        <translation>
            <numerusform>Training stopped after %n merge, before the {requested} requested: no pair is left (every document, or piece, is a single token).</numerusform>
            <numerusform>Training stopped after %n merges, before the {requested} requested: no pair is left (every document, or piece, is a single token).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped: the requested %n merge(s) are done.</source>
        <translation>
            <numerusform>Training stopped: the requested %n merge are done.</numerusform>
            <numerusform>Training stopped: the requested %n merges are done.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last. {reason} The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>Stage {stage} is the last. {reason} The documents have %n token; the vocabulary has {size} entries.</numerusform>
            <numerusform>Stage {stage} is the last. {reason} The documents have %n tokens; the vocabulary has {size} entries.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n token; the vocabulary has {size} entries.</numerusform>
            <numerusform>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n tokens; the vocabulary has {size} entries.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarrationStrip</name>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace (known when training finishes). It does not win this round.</source>
        <translation>
            <numerusform>Showing the windows of {pair} `{text}`: counted at %n window, the pass would replace (known when training finishes). It does not win this round.</numerusform>
            <numerusform>Showing the windows of {pair} `{text}`: counted at %n windows, the pass would replace (known when training finishes). It does not win this round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</source>
        <translation>
            <numerusform>Showing the windows of {pair} `{text}`: counted at %n window, the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</numerusform>
            <numerusform>Showing the windows of {pair} `{text}`: counted at %n windows, the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced}. It does not win this round.</source>
        <translation>
            <numerusform>Showing the windows of {pair} `{text}`: counted at %n window, the pass would replace {replaced}. It does not win this round.</numerusform>
            <numerusform>Showing the windows of {pair} `{text}`: counted at %n windows, the pass would replace {replaced}. It does not win this round.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizMessages</name>
    <message numerus="yes">
        <source>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</source>
        <translation>
            <numerusform>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</numerusform>
            <numerusform>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</source>
        <translation>
            <numerusform>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</numerusform>
            <numerusform>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named} and %n more</numerusform>
            <numerusform>{named} and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message numerus="yes">
        <source>{count} merges</source>
        <extracomment>Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size. The colour of the transient note (quieter than the stage summary). The share of the status bar a note keeps when the bar has no room for it and the whole stage summary (each then ends in &quot;…&quot;).</extracomment>
        <translation>
            <numerusform>{count} merges</numerusform>
            <numerusform>{count} merges</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TokenStory</name>
    <message numerus="yes">
        <source>made by round {round}: %n occurrence(s)</source>
        <translation>
            <numerusform>made by round {round}: %n occurrence</numerusform>
            <numerusform>made by round {round}: %n occurrences</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s) in the held-out documents</source>
        <translation>
            <numerusform>%n occurrence in the held-out documents</numerusform>
            <numerusform>%n occurrences in the held-out documents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnitPreviewTexts</name>
    <message numerus="yes">
        <source>{count} document(s) or more</source>
        <extracomment>The separator offered first: fortune files end each entry with a ``%`` line.</extracomment>
        <translation>
            <numerusform>{count} document or more</numerusform>
            <numerusform>{count} documents or more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} document(s)</source>
        <translation>
            <numerusform>{count} document</numerusform>
            <numerusform>{count} documents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Utf8Status</name>
    <message numerus="yes">
        <source>starts with %n continuation byte(s)</source>
        <translation>
            <numerusform>starts with %n continuation byte</numerusform>
            <numerusform>starts with %n continuation bytes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: lead byte {lead} expects %n continuation byte(s)</source>
        <translation>
            <numerusform>incomplete: lead byte {lead} expects %n continuation byte</numerusform>
            <numerusform>incomplete: lead byte {lead} expects %n continuation bytes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → token {token}</source>
        <translation>
            <numerusform>%n pairs at count {count}; {rule}: {pair} → token {token}</numerusform>
            <numerusform>%n pairs at count {count}; {rule}: {pair} → token {token}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordEncoderBox</name>
    <message numerus="yes">
        <source>uses all {count} rule(s) of the run, lowest rank first</source>
        <translation>
            <numerusform>uses all {count} rule of the run, lowest rank first</numerusform>
            <numerusform>uses all {count} rules of the run, lowest rank first</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordEncoderTexts</name>
    <message numerus="yes">
        <source>{count} piece(s)</source>
        <translation>
            <numerusform>{count} piece</numerusform>
            <numerusform>{count} pieces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordExplanations</name>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → {merged}</source>
        <translation>
            <numerusform>%n pairs at count {count}; {rule}: {pair} → {merged}</numerusform>
            <numerusform>%n pairs at count {count}; {rule}: {pair} → {merged}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordFrequencyView</name>
    <message numerus="yes">
        <source>after {count} merge(s)</source>
        <translation>
            <numerusform>after {count} merge</numerusform>
            <numerusform>after {count} merges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} word(s)</source>
        <translation>
            <numerusform>{count} word</numerusform>
            <numerusform>{count} words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s) on stage {stage}</source>
        <translation>
            <numerusform>{count} distinct pair on stage {stage}</numerusform>
            <numerusform>{count} distinct pairs on stage {stage}</numerusform>
        </translation>
    </message>
</context>
</TS>
