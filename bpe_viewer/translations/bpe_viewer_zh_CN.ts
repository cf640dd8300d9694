<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>The face that draws each language&apos;s Han characters in its own forms, by code. The QLocale of each language (numbers, Qt&apos;s own texts, text direction). True once a language was installed</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language of the window and its sentences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>the smallest pair (left, right) wins</source>
        <extracomment>Replacement counts answered for each run, shared by all its finders (a view&apos;s, and the training worker&apos;s, which answers the stage on screen before the run is shown). How each tie policy picks among pairs of equal count (docs/rules.md s3), in English; :meth:`Narration.tie_rule` says it in the current language. Tied pairs named in a sentence before the rest are summarised as &quot;and N more&quot;.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the largest pair (left, right) wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair that occurs first in document order wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair whose bytes sort last wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pair whose bytes sort first wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the tie policy {tie} picks the winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`{text}` (bytes {hex})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>`{text}` ({size} bytes: {head} … {tail})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pairs tie at count {count}, {listed}; {rule}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes token {token} {phrase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It does not occur in the corpus, so nothing is replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is counted at 1 window and it is replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n windows and all are replaced.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n window(s) but replaced only {times}: {skipped}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The documents go from {before} to %n token(s); the vocabulary has {size} entries.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; no pair is left in the corpus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here, also the corpus&apos;s own choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}, a tie broken the other way</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: the table&apos;s rule of rank {rank} merges {pair} into token {token} {phrase}. This table has no corpus, so there are no counts (Train ▸ Replay on Corpus… counts them). The vocabulary has {size} entries.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s %n rule(s) are done.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped after %n merge(s), before the {requested} requested: no pair is left (every document, or piece, is a single token).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped: the requested %n merge(s) are done.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last. {reason} The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuizBar</name>
    <message>
        <source>&lt;b&gt;Quiz&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Predict the next merge (View ▸ Predict the Next Merge, Q)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Score {score}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizController</name>
    <message>
        <source>Round {round} is a question: which pair merges next? Its counts and winner show after Reveal (Enter).</source>
        <extracomment>the first chip clicked of a pair: (row or document, position, label) the hex view was folded by the quiz (it outlines the winner)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quiz runs in the Training rounds and Words tabs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a word table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last stage: no round left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quiz here: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: &lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; Step on for the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: your pick is &lt;b&gt;{pick}&lt;/b&gt;. Reveal (Enter), or pick another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: first chip {chip}; click the chip beside it to pick their pair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick it (a candidate row, or two adjacent chips), then Reveal (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QuizMessages</name>
    <message numerus="yes">
        <source>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No pick. {winner} merges, count {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Your pick {pick} won: it has the highest count, {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pick {pick} tied at count {count} but lost on the tie rule: {rule}, so {winner} merges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your pick {pick} lost: count {count}, the winner {winner} has count {winner_count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{won} of {answered}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an imported table has no counts to predict from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a replayed table&apos;s merges follow the table, not the counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes {merged}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WordNarration</name>
    <message>
        <source>the alphabetically last pair wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the alphabetically first pair wins</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
