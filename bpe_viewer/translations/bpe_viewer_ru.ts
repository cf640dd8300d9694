<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <extracomment>A hex column narrower than this is worse than none: it collapses first. The least a squeezed text column shows: a few letters and the ellipsis. True while every shown column has its width (the text column may stretch) each column&apos;s normal width (set by the subclass) pixels each value column takes when there is room: its normal width at this zoom, or more when its widest value or title needs more pixels each value column needs for its title and widest value, no more True while the value columns are cut down to their need (a narrow table) the run the value columns were last sized for afresh (see _values_reset) the columns of :attr:`SQUEEZED_COLUMNS` narrowed now, with their widths pixels each of :attr:`READABLE_COLUMNS` asks for before a column ahead of it in :attr:`NARROW_ORDER` hides: its widest text, up to its useful width when set, the pane&apos;s least width (pixels) is this or, when more, what its table needs once every column that gives way has gone (:meth:`least_width`) columns hidden in the presentation view; the first is the stretching hex column columns (or groups of columns that go together) that give way on a narrow table, first to go first (the hex column first); the hex column alone when empty counts and IDs: never elided, sized from the widest value they show columns after the others that the table scrolls to: the others are laid out to fit its width whole, these need not text columns (elided with …) narrowed in this order, each down to its sample&apos;s width, before a count is cut at the table&apos;s edge: one of :attr:`NARROW_ORDER` narrows before it hides, the others once every column of it is hidden columns of :attr:`SQUEEZED_COLUMNS` holding a token&apos;s readable text: while their texts are longer than their normal width, they ask for up to :meth:`useful_text_width`, so the columns ahead of them in :attr:`NARROW_ORDER` (``rank``, ``now``, ``from pair``) hide before the text is cut shorter than that the useful width of a readable column, in characters of the table&apos;s font Rows read at each end of the table when another stage of the run already sized (the columns fit the stages seen so far; they only widen). the column that stretches once the hex column is hidden the left and right readable columns go together (one alone would read as the pair&apos;s other token); the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation>&lt;b&gt;Кандидаты&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>Загрузите корпус, сохранённый прогон или пример.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {round})</source>
        <translation>&lt;b&gt;Пары-кандидаты раунда {round}&lt;/b&gt; (подсчитаны на этапе {round})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation>&lt;b&gt;Кандидаты&lt;/b&gt; — этап {stage} последний</translation>
    </message>
    <message numerus="yes">
        <source>%n distinct pair(s)</source>
        <translation>
            <numerusform>%n пара</numerusform>
            <numerusform>%n пары</numerusform>
            <numerusform>%n пар</numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation>; показаны первые {shown}</translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation>На последнем этапе раунда нет. {why}</translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation>Показать все {count}</translation>
    </message>
</context>
<context>
    <name>DocumentRowsModel</name>
    <message>
        <source>{bytes} B → {tokens} tok</source>
        <extracomment>the pair whose windows are drawn; None: the winner of the round shown show each row at stage r and, below it, at stage r + 1 (the View toggle) predict the next merge: the round is a question, its winner must not show</extracomment>
        <translation>{bytes} Б → {tokens} ток.</translation>
    </message>
    <message>
        <source>{partition} · not counted</source>
        <translation>{partition} · не учитывается</translation>
    </message>
</context>
<context>
    <name>DocumentsPanel</name>
    <message>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
        <extracomment>The most of the table&apos;s width the label column takes (the token rows keep the rest). The document chips&apos; normal text size, in points. Length of the merge animation when stepping one round (under 300 ms). animate the merge when the stage moves by one round said when the filter hides every document, with a link that clears it the title&apos;s line, and the line under it that the filter and the toggle move to when the pane is too narrow for all three (a large zoom, a narrow window)</extracomment>
        <translation>&lt;b&gt;Документы&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Filter documents (ID, label or text)…</source>
        <translation>Фильтр документов (ID, метка или текст)…</translation>
    </message>
    <message>
        <source>Token IDs</source>
        <translation>ID токенов</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новый</translation>
    </message>
    <message>
        <source>{new} made by the last round &amp;nbsp; {hex} hex (not text), its characters written above &amp;nbsp; {edge} token edge inside a character &amp;nbsp; {replaced} window replaced &amp;nbsp; {counted} window only counted &amp;nbsp; ␣ space ↵ newline → tab \r return</source>
        <translation>{new} создан последним раундом &amp;nbsp; {hex} hex (не текст), символы написаны над байтами &amp;nbsp; {edge} граница токена внутри символа &amp;nbsp; {replaced} окно заменено &amp;nbsp; {counted} окно только учтено &amp;nbsp; ␣ пробел ↵ перевод строки → табуляция \r возврат каретки</translation>
    </message>
</context>
<context>
    <name>EncodeCaptions</name>
    <message>
        <source>once</source>
        <translation>один раз</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n раз</numerusform>
            <numerusform>%n раза</numerusform>
            <numerusform>%n раз</numerusform>
        </translation>
    </message>
    <message>
        <source> (showing the first {shown})</source>
        <translation> (показаны первые {shown})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final tokens: {tokens}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Итого токенов: {tokens}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no rule applies (empty input)</source>
        <translation>правил нет (ввод пуст)</translation>
    </message>
    <message>
        <source>no rule applies (no rule of this run matches the input)</source>
        <translation>правил нет (ни одно правило прогона не подходит)</translation>
    </message>
    <message>
        <source>press ▶ to apply the first rule that matches</source>
        <translation>нажмите ▶, чтобы применить первое подходящее правило</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of {steps}:&lt;/b&gt; the input&apos;s bytes, one token each &amp;nbsp;·&amp;nbsp; {hint}</source>
        <translation>&lt;b&gt;Шаг 0 из {steps}:&lt;/b&gt; байты ввода, по токену на байт &amp;nbsp;·&amp;nbsp; {hint}</translation>
    </message>
    <message>
        <source>Bytes: {tokens} tokens</source>
        <translation>Байты: токенов {tokens}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {step} of {steps}: rule {rank} merged {times}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Шаг {step} из {steps}: правило {rank} применено {times}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Before rule {rank}: {tokens} tokens (the pairs it merges are outlined)</source>
        <translation>До правила {rank}: токенов {tokens} (сливаемые пары обведены)</translation>
    </message>
    <message>
        <source>After rule {rank}: {tokens} tokens{more} (the new tokens are filled)</source>
        <translation>После правила {rank}: токенов {tokens}{more} (новые токены залиты)</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls. the form&apos;s row titles, said again on a language change (:meth:`retranslate`)</extracomment>
        <translation>&lt;b&gt;Инспектор&lt;/b&gt; — щёлкните токен в любом виде</translation>
    </message>
    <message>
        <source>Bit patterns</source>
        <translation>Биты</translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation>Где ▸</translation>
    </message>
    <message>
        <source>Token ID</source>
        <translation>ID токена</translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation>Байты (hex)</translation>
    </message>
    <message>
        <source>Readable</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>Learned</source>
        <translation>Выучен</translation>
    </message>
    <message>
        <source>Survival</source>
        <translation>Выживание</translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation>дерево слияний до байтов</translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). a run (run, stage, document) or a stage asked for while on screen, not filled yet the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation>Найти: d0 b0 или текст  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Регистр</translation>
    </message>
    <message>
        <source>All documents</source>
        <translation>Все документы</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation>Перейти к смещению (Ctrl+G)</translation>
    </message>
    <message>
        <source>new</source>
        <translation>новый</translation>
    </message>
    <message>
        <source>{tokens} tokens, {start} token start &amp;nbsp;{new} last round &amp;nbsp;{outline}outlined: this round&apos;s winner, solid where merged, dashed where counted only&lt;/span&gt; &amp;nbsp;{rest} rest of a character &amp;nbsp;{bad} control or invalid byte</source>
        <translation>{tokens} токены, {start} начало токена &amp;nbsp;{new} последний раунд &amp;nbsp;{outline}обведена выбранная пара раунда: сплошной линией, где слита, пунктиром, где только учтена&lt;/span&gt; &amp;nbsp;{rest} продолжение символа &amp;nbsp;{bad} управляющий или недопустимый байт</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt;</source>
        <translation>&lt;b&gt;Hex&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Hex&lt;/b&gt; — {document} ({label}): {bytes} bytes, stage {stage}</source>
        <translation>&lt;b&gt;Hex&lt;/b&gt; — {document} ({label}): {bytes} Б, этап {stage}</translation>
    </message>
</context>
<context>
    <name>LanguageMenu</name>
    <message>
        <source>&amp;Language</source>
        <extracomment>The face that draws each language&apos;s Han characters in its own forms, by code. The QLocale of each language (numbers, Qt&apos;s own texts, text direction). True once a language was installed</extracomment>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>The language of the window and its sentences</source>
        <translation>Язык окна и его пояснений</translation>
    </message>
</context>
<context>
    <name>LastStage</name>
    <message numerus="yes">
        <source>No pair left after %n merge(s): training stopped early.</source>
        <extracomment>In a replayed table: the pair the corpus itself would have chosen. The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
        <translation>
            <numerusform>Пар не осталось после %n слияния: обучение остановлено досрочно.</numerusform>
            <numerusform>Пар не осталось после %n слияний: обучение остановлено досрочно.</numerusform>
            <numerusform>Пар не осталось после %n слияний: обучение остановлено досрочно.</numerusform>
        </translation>
    </message>
    <message>
        <source>Last stage: the one merge is done.</source>
        <translation>Последний этап: единственное слияние выполнено.</translation>
    </message>
    <message numerus="yes">
        <source>Last stage: all %n merges done.</source>
        <translation>
            <numerusform>Последний этап: выполнено %n слияние.</numerusform>
            <numerusform>Последний этап: выполнены все %n слияния.</numerusform>
            <numerusform>Последний этап: выполнены все %n слияний.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>{first} {second}</source>
        <comment>two sentences one after the other</comment>
        <extracomment>Replacement counts answered for each run, shared by all its finders (a view&apos;s, and the training worker&apos;s, which answers the stage on screen before the run is shown). How each tie policy picks among pairs of equal count (docs/rules.md s3), in English; :meth:`Narration.tie_rule` says it in the current language. Tied pairs named in a sentence before the rest are summarised as &quot;and N more&quot;.</extracomment>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>the smallest pair (left, right) wins</source>
        <translation>выигрывает меньший левый ID, затем правый</translation>
    </message>
    <message>
        <source>the largest pair (left, right) wins</source>
        <translation>выигрывает больший левый ID, затем правый</translation>
    </message>
    <message>
        <source>the pair that occurs first in document order wins</source>
        <translation>выигрывает пара, встретившаяся первой в порядке документов</translation>
    </message>
    <message>
        <source>the pair whose bytes sort last wins</source>
        <translation>выигрывает пара, чьи байты при сортировке идут последними</translation>
    </message>
    <message>
        <source>the pair whose bytes sort first wins</source>
        <translation>выигрывает пара, чьи байты при сортировке идут первыми</translation>
    </message>
    <message>
        <source>the tie policy {tie} picks the winner</source>
        <translation>победителя выбирает правило выбора при равенстве {tie}</translation>
    </message>
    <message>
        <source>`{text}` (bytes {hex})</source>
        <translation>`{text}` (байты {hex})</translation>
    </message>
    <message>
        <source>`{text}` ({size} bytes: {head} … {tail})</source>
        <translation>`{text}` (всего байтов: {size}; {head} … {tail})</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named} и ещё %n пара</numerusform>
            <numerusform>{named} и ещё %n пары</numerusform>
            <numerusform>{named} и ещё %n пар</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} и {last}</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs tie at count {count}, {listed}; {rule}</source>
        <translation>
            <numerusform>%n пара имеет одинаковое число вхождений {count}: {listed}; при равных частотах {rule}</numerusform>
            <numerusform>%n пары имеют одинаковое число вхождений {count}: {listed}; при равных частотах {rule}</numerusform>
            <numerusform>%n пар имеют одинаковое число вхождений {count}: {listed}; при равных частотах {rule}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count}</source>
        <translation>{pair} — единственная пара, число вхождений {count}</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count}</source>
        <translation>у пары {pair} наибольшее число вхождений, {count}</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next})</source>
        <translation>у пары {pair} наибольшее число вхождений, {count} (у следующей: {next})</translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes token {token} {phrase}.</source>
        <translation>Раунд {round}: {why}; {pair} становится токеном {token} {phrase}.</translation>
    </message>
    <message>
        <source>It does not occur in the corpus, so nothing is replaced.</source>
        <translation>Пара не встречается в корпусе, поэтому ничего не заменяется.</translation>
    </message>
    <message>
        <source>It is counted at 1 window and it is replaced.</source>
        <translation>Число вхождений: 1, число замен: 1 — единственное окно заменено.</translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n windows and all are replaced.</source>
        <translation>
            <numerusform>Число вхождений: %n, число замен: %n — заменены все окна.</numerusform>
            <numerusform>Число вхождений: %n, число замен: %n — заменены все окна.</numerusform>
            <numerusform>Число вхождений: %n, число замен: %n — заменены все окна.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n window overlaps a replaced window (they share a token) and the left-to-right pass skips it</source>
        <translation>
            <numerusform>%n окно перекрывается с заменённым окном (у них общий токен), и проход слева направо его пропускает</numerusform>
            <numerusform>%n окна перекрываются с заменённым окном (у них общий токен), и проход слева направо их пропускает</numerusform>
            <numerusform>%n окон перекрываются с заменённым окном (у них общий токен), и проход слева направо их пропускает</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n windows overlap a replaced window (they share a token) and the left-to-right pass skips them</source>
        <translation>
            <numerusform>%n окно перекрывается с заменённым окном (у них общий токен), и проход слева направо их пропускает</numerusform>
            <numerusform>%n окна перекрываются с заменённым окном (у них общий токен), и проход слева направо их пропускает</numerusform>
            <numerusform>%n окон перекрываются с заменённым окном (у них общий токен), и проход слева направо их пропускает</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It is counted at %n window(s) but replaced only {times}: {skipped}.</source>
        <translation>
            <numerusform>Число вхождений: %n, но число замен только {replaced}: {skipped}.</numerusform>
            <numerusform>Число вхождений: %n, но число замен только {replaced}: {skipped}.</numerusform>
            <numerusform>Число вхождений: %n, но число замен только {replaced}: {skipped}.</numerusform>
        </translation>
    </message>
    <message>
        <source>once</source>
        <translation>один раз</translation>
    </message>
    <message>
        <source>twice</source>
        <translation>два раза</translation>
    </message>
    <message numerus="yes">
        <source>%n times</source>
        <translation>
            <numerusform>%n раз</numerusform>
            <numerusform>%n раза</numerusform>
            <numerusform>%n раз</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The documents go from {before} to %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>В документах было {before} ток., стало %n токен; размер словаря: {size}.</numerusform>
            <numerusform>В документах было {before} ток., стало %n токена; размер словаря: {size}.</numerusform>
            <numerusform>В документах было {before} ток., стало %n токенов; размер словаря: {size}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; no pair is left in the corpus</source>
        <translation>правило таблицы {pair} применяется независимо от частот, число вхождений здесь {count}; в корпусе не осталось ни одной пары</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here, also the corpus&apos;s own choice</source>
        <translation>правило таблицы {pair} применяется независимо от частот, число вхождений здесь {count}; корпус выбрал бы ту же пару</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}, a tie broken the other way</source>
        <translation>правило таблицы {pair} применяется независимо от частот, число вхождений здесь {count}; корпус выбрал бы {own} с числом вхождений {own_count}: при равных частотах выбор сделан иначе</translation>
    </message>
    <message>
        <source>the table&apos;s rule {pair} is merged whatever the counts, count {count} here; the corpus would take {own}, count {own_count}</source>
        <translation>правило таблицы {pair} применяется независимо от частот, число вхождений здесь {count}; корпус выбрал бы {own} с числом вхождений {own_count}</translation>
    </message>
    <message>
        <source>Round {round}: the table&apos;s rule of rank {rank} merges {pair} into token {token} {phrase}. This table has no corpus, so there are no counts (Train ▸ Replay on Corpus… counts them). The vocabulary has {size} entries.</source>
        <translation>Раунд {round}: правило таблицы с рангом слияния {rank} объединяет {pair} в токен {token} {phrase}. У этой таблицы нет корпуса, поэтому нет и чисел вхождений (их подсчитывает «Обучение ▸ Воспроизвести на корпусе…»). Размер словаря: {size}.</translation>
    </message>
    <message numerus="yes">
        <source>The table&apos;s %n rule(s) are done.</source>
        <translation>
            <numerusform>Правила таблицы исчерпаны: применено %n правило.</numerusform>
            <numerusform>Правила таблицы исчерпаны: применено %n правила.</numerusform>
            <numerusform>Правила таблицы исчерпаны: применено %n правил.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped after %n merge(s), before the {requested} requested: no pair is left (every document, or piece, is a single token).</source>
        <translation>
            <numerusform>Обучение остановлено после %n слияния, хотя запрошено {requested}: не осталось ни одной пары (каждый документ или фрагмент — один токен).</numerusform>
            <numerusform>Обучение остановлено после %n слияний, хотя запрошено {requested}: не осталось ни одной пары (каждый документ или фрагмент — один токен).</numerusform>
            <numerusform>Обучение остановлено после %n слияний, хотя запрошено {requested}: не осталось ни одной пары (каждый документ или фрагмент — один токен).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Training stopped: the requested %n merge(s) are done.</source>
        <translation>
            <numerusform>Обучение остановлено: выполнено %n запрошенное слияние.</numerusform>
            <numerusform>Обучение остановлено: выполнены %n запрошенных слияния.</numerusform>
            <numerusform>Обучение остановлено: выполнено %n запрошенных слияний.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last. {reason} The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>Этап {stage} — последний. {reason} В документах %n токен; размер словаря: {size}.</numerusform>
            <numerusform>Этап {stage} — последний. {reason} В документах %n токена; размер словаря: {size}.</numerusform>
            <numerusform>Этап {stage} — последний. {reason} В документах %n токенов; размер словаря: {size}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stage {stage} is the last learned so far: training is still running, round {stage} comes next. The documents have %n token(s); the vocabulary has {size} entries.</source>
        <translation>
            <numerusform>Этап {stage} — последний из полученных на данный момент: обучение продолжается, следующий — раунд {stage}. В документах %n токен; размер словаря: {size}.</numerusform>
            <numerusform>Этап {stage} — последний из полученных на данный момент: обучение продолжается, следующий — раунд {stage}. В документах %n токена; размер словаря: {size}.</numerusform>
            <numerusform>Этап {stage} — последний из полученных на данный момент: обучение продолжается, следующий — раунд {stage}. В документах %n токенов; размер словаря: {size}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NarrationStrip</name>
    <message>
        <source>Before / after</source>
        <extracomment>A tooltip&apos;s lines: characters per line and lines in all (a longer token&apos;s tooltip ends in &quot;…&quot;; the inspector shows every byte).</extracomment>
        <translation>До / после</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <extracomment>Lines of text the sentence always has room for: most rounds&apos; sentences take two at a usual width, and a strip that grew and shrank with each sentence would move every view below it up and down while stepping (and lay the window out twice when the first sentence arrives). The symbols a sentence shows for token bytes (space, newline, partial UTF-8...): a font without them draws them from a fallback font whose taller lines would make a sentence with them taller than one without.</extracomment>
        <translation>Загрузите корпус, сохранённый прогон или пример.</translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace (known when training finishes). It does not win this round.</source>
        <translation>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окне; сколько из них заменит проход, станет известно по окончании обучения. В этом раунде она не выигрывает.</numerusform>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окнах; сколько из них заменит проход, станет известно по окончании обучения. В этом раунде она не выигрывает.</numerusform>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окнах; сколько из них заменит проход, станет известно по окончании обучения. В этом раунде она не выигрывает.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced} (overlapping windows share a token: only the first of each is merged). It does not win this round.</source>
        <translation>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окне, проход заменил бы {replaced} (перекрывающиеся окна делят токен: сливается только первое из них). В этом раунде она не выигрывает.</numerusform>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окнах, проход заменил бы {replaced} (перекрывающиеся окна делят токен: сливается только первое из них). В этом раунде она не выигрывает.</numerusform>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окнах, проход заменил бы {replaced} (перекрывающиеся окна делят токен: сливается только первое из них). В этом раунде она не выигрывает.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing the windows of {pair} `{text}`: counted at %n window(s), the pass would replace {replaced}. It does not win this round.</source>
        <translation>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окне, проход заменил бы {replaced}. В этом раунде она не выигрывает.</numerusform>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окнах, проход заменил бы {replaced}. В этом раунде она не выигрывает.</numerusform>
            <numerusform>Показаны окна пары {pair} `{text}`: она встречается в %n окнах, проход заменил бы {replaced}. В этом раунде она не выигрывает.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>stage {stage} (the last)</source>
        <translation>этап {stage} (последний)</translation>
    </message>
    <message>
        <source>round {round}</source>
        <translation>раунд {round}</translation>
    </message>
    <message>
        <source>Note on {what}</source>
        <translation>Заметка: {what}</translation>
    </message>
    <message>
        <source>A note on {what}: shown under the narration in the presentation view</source>
        <translation>Заметка: {what} — видна под пояснением в режиме презентации</translation>
    </message>
    <message>
        <source>Note on the run</source>
        <translation>Заметка о прогоне</translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation>Заметка обо всём прогоне (сохраняется вместе с ним)</translation>
    </message>
</context>
<context>
    <name>QuizBar</name>
    <message>
        <source>&lt;b&gt;Quiz&lt;/b&gt;</source>
        <translation>&lt;b&gt;Викторина&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Predict the next merge (View ▸ Predict the Next Merge, Q)</source>
        <translation>Угадайте следующее слияние (Вид ▸ Угадать следующее слияние, Q)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Score {score}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Счёт: {score}&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>QuizController</name>
    <message>
        <source>Round {round} is a question: which pair merges next? Its counts and winner show after Reveal (Enter).</source>
        <extracomment>the first chip clicked of a pair: (row or document, position, label) the hex view was folded by the quiz (it outlines the winner)</extracomment>
        <translation>Раунд {round} — вопрос: какая пара сольётся следующей? Числа вхождений и выбранная пара появятся после «Показать» (Enter).</translation>
    </message>
    <message>
        <source>The quiz runs in the Training rounds and Words tabs.</source>
        <translation>Викторина работает на вкладках «Раунды» и «Слова».</translation>
    </message>
    <message>
        <source>Open a word table.</source>
        <translation>Откройте таблицу слов.</translation>
    </message>
    <message>
        <source>Last stage: no round left.</source>
        <translation>Последний этап: раундов больше нет.</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>Загрузите корпус, сохранённый прогон или пример.</translation>
    </message>
    <message>
        <source>No quiz here: {why}.</source>
        <translation>Здесь викторины нет: {why}.</translation>
    </message>
    <message>
        <source>Round {round}: &lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; Step on for the next round.</source>
        <translation>Раунд {round}: &lt;b style=&apos;color:{colour}&apos;&gt;{reason}&lt;/b&gt; Перейдите к следующему раунду.</translation>
    </message>
    <message>
        <source>Round {round}: your pick is &lt;b&gt;{pick}&lt;/b&gt;. Reveal (Enter), or pick another.</source>
        <translation>Раунд {round}: ваш выбор — &lt;b&gt;{pick}&lt;/b&gt;. Нажмите «Показать» (Enter) или выберите другую пару.</translation>
    </message>
    <message>
        <source>Round {round}: first chip {chip}; click the chip beside it to pick their pair.</source>
        <translation>Раунд {round}: первый токен {chip}; щёлкните соседний токен, чтобы выбрать их пару.</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick it (a candidate row, or two adjacent chips), then Reveal (Enter).</source>
        <translation>Раунд {round}: какая пара сольётся следующей? Выберите её (строку кандидатов или два соседних токена), затем нажмите «Показать» (Enter).</translation>
    </message>
</context>
<context>
    <name>QuizMessages</name>
    <message numerus="yes">
        <source>No pick. %n pairs tie at count {count}; {rule}: {winner} merges.</source>
        <translation>
            <numerusform>Выбора нет. %n пара имеет одинаковое число вхождений {count}; при равных частотах {rule}: сливается {winner}.</numerusform>
            <numerusform>Выбора нет. %n пары имеют одинаковое число вхождений {count}; при равных частотах {rule}: сливается {winner}.</numerusform>
            <numerusform>Выбора нет. %n пар имеют одинаковое число вхождений {count}; при равных частотах {rule}: сливается {winner}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pick. {winner} merges, count {count}.</source>
        <translation>Выбора нет. Сливается {winner}, число вхождений {count}.</translation>
    </message>
    <message numerus="yes">
        <source>Your pick {pick} won: %n pairs tie at count {count}; {rule}.</source>
        <translation>
            <numerusform>Ваша пара {pick} угадана: %n пара имеет одинаковое число вхождений {count}; при равных частотах {rule}.</numerusform>
            <numerusform>Ваша пара {pick} угадана: %n пары имеют одинаковое число вхождений {count}; при равных частотах {rule}.</numerusform>
            <numerusform>Ваша пара {pick} угадана: %n пар имеют одинаковое число вхождений {count}; при равных частотах {rule}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your pick {pick} won: it has the highest count, {count}.</source>
        <translation>Ваша пара {pick} угадана: у неё наибольшее число вхождений, {count}.</translation>
    </message>
    <message>
        <source>Your pick {pick} tied at count {count} but lost on the tie rule: {rule}, so {winner} merges.</source>
        <translation>У вашей пары {pick} столько же вхождений ({count}), но она проиграла по правилу выбора при равенстве: {rule}, поэтому сливается {winner}.</translation>
    </message>
    <message>
        <source>Your pick {pick} lost: count {count}, the winner {winner} has count {winner_count}.</source>
        <translation>Ваша пара {pick} проиграла: у неё число вхождений {count}, а у выбранной пары {winner} — {winner_count}.</translation>
    </message>
    <message>
        <source>{won} of {answered}</source>
        <translation>{won} из {answered}</translation>
    </message>
    <message>
        <source>an imported table has no counts to predict from</source>
        <translation>у импортированной таблицы нет чисел вхождений, по которым можно угадывать</translation>
    </message>
    <message>
        <source>a replayed table&apos;s merges follow the table, not the counts</source>
        <translation>слияния воспроизведённой таблицы следуют таблице, а не числам вхождений</translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>, </translation>
    </message>
    <message numerus="yes">
        <source>{named} and %n more</source>
        <translation>
            <numerusform>{named} и ещё %n пара</numerusform>
            <numerusform>{named} и ещё %n пары</numerusform>
            <numerusform>{named} и ещё %n пар</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round}: {why}: {pair} becomes {merged}.</source>
        <translation>Раунд {round}: {why}; {pair} становится {merged}.</translation>
    </message>
</context>
<context>
    <name>RoundCharts</name>
    <message>
        <source>no held-out documents (open a corpus with a split manifest)</source>
        <extracomment>Runs with at most this many merges get a dot at every point. Point sizes at 100 % zoom.</extracomment>
        <translation>нет отложенных документов (откройте корпус с манифестом разбиения)</translation>
    </message>
    <message>
        <source>no run yet</source>
        <translation>прогона ещё нет</translation>
    </message>
    <message>
        <source>round (merges learned)</source>
        <extracomment>Plot keys, top to bottom (each plot&apos;s legend names its curves).</extracomment>
        <translation>раунд (выученных слияний)</translation>
    </message>
    <message>
        <source>winner&apos;s count</source>
        <translation>число вхождений выбранной пары</translation>
    </message>
    <message>
        <source>replacements</source>
        <translation>замены</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>размер словаря</translation>
    </message>
    <message>
        <source>train tokens per byte</source>
        <translation>токенов на байт (обучение)</translation>
    </message>
    <message>
        <source>held-out (validation + test)</source>
        <translation>отложенные (проверочные + тестовые)</translation>
    </message>
    <message>
        <source>&lt;b&gt;round {round}&lt;/b&gt;:</source>
        <translation>&lt;b&gt;раунд {round}&lt;/b&gt;:</translation>
    </message>
    <message>
        <source>{count_start}winner&apos;s count {count}&lt;/span&gt;, {replaced_start}{replaced} replacements&lt;/span&gt;;</source>
        <translation>{count_start}число вхождений выбранной пары {count}&lt;/span&gt;, {replaced_start}число замен {replaced}&lt;/span&gt;;</translation>
    </message>
    <message>
        <source>no round after the last merge;</source>
        <translation>после последнего слияния раундов нет;</translation>
    </message>
    <message>
        <source>vocabulary {size};</source>
        <translation>размер словаря {size};</translation>
    </message>
    <message>
        <source>train</source>
        <translation>обучение</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>отложенные</translation>
    </message>
    <message>
        <source>tokens per byte</source>
        <translation>токенов на байт</translation>
    </message>
</context>
<context>
    <name>TableHeader</name>
    <message>
        <source>left</source>
        <translation>лев.</translation>
    </message>
    <message>
        <source>right</source>
        <translation>прав.</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>слито</translation>
    </message>
    <message>
        <source>count</source>
        <translation>вхожд.</translation>
    </message>
    <message>
        <source>repl.</source>
        <translation>замен</translation>
    </message>
    <message>
        <source>1st at</source>
        <translation>впервые</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>hex</translation>
    </message>
    <message>
        <source>document</source>
        <extracomment>A filter that lists the documents holding one token at the stage: ``token:265``. Characters of a document&apos;s text shown under its label, and in its tooltip.</extracomment>
        <translation>документ</translation>
    </message>
    <message>
        <source>tokens at this stage</source>
        <translation>токены на этом этапе</translation>
    </message>
    <message>
        <source>rank</source>
        <extracomment>The chips model shows at most this many tokens (the statistics count all of them).</extracomment>
        <translation>ранг</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <source>new token</source>
        <translation>новый токен</translation>
    </message>
    <message>
        <source>merges</source>
        <translation>слияний</translation>
    </message>
    <message>
        <source>tokens after</source>
        <translation>токенов после</translation>
    </message>
    <message>
        <source>Offset</source>
        <extracomment>Rows built together and cached for the current stage. Chunks kept. the :class:`HexRow` of a row (hex and text columns).</extracomment>
        <translation>Смещение</translation>
    </message>
    <message>
        <source>Bytes (hex)</source>
        <translation>Байты (hex)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
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
        <translation>текст</translation>
    </message>
    <message>
        <source>bytes (hex)</source>
        <translation>байты (hex)</translation>
    </message>
    <message>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
    <message>
        <source>made</source>
        <translation>создан</translation>
    </message>
    <message>
        <source>final</source>
        <translation>в конце</translation>
    </message>
    <message>
        <source>held-out</source>
        <translation>отложенные</translation>
    </message>
    <message>
        <source>kept</source>
        <translation>сохр.</translation>
    </message>
    <message>
        <source>flags</source>
        <translation>флаги</translation>
    </message>
    <message>
        <source>from pair</source>
        <translation>из пары</translation>
    </message>
    <message>
        <source>word</source>
        <extracomment>``tuple[SymbolChip, ...]``: the word&apos;s symbols at the stage, new ones flagged.</extracomment>
        <translation>слово</translation>
    </message>
    <message>
        <source>freq.</source>
        <translation>част.</translation>
    </message>
    <message>
        <source>symbols at this stage</source>
        <translation>символы на этом этапе</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>равенство</translation>
    </message>
</context>
<context>
    <name>VocabularyHealthView</name>
    <message>
        <source>frequency rank</source>
        <extracomment>The widest value each fixed column shows whole; its width follows the font. Chart title size at 100 % zoom, in points. the tab is current: its charts are drawn a result computed while the charts were not shown, drawn when they are the charts show a previous run&apos;s points: cleared when shown</extracomment>
        <translation>ранг по частоте</translation>
    </message>
    <message>
        <source>occurrences</source>
        <translation>вхождения</translation>
    </message>
    <message>
        <source>made</source>
        <translation>создано</translation>
    </message>
    <message>
        <source>final</source>
        <translation>в конце</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <extracomment>the story label still asks for a token (no token&apos;s story yet)</extracomment>
        <translation>Промежуточные</translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation>Выберите токен, чтобы прочитать, как использовались его вхождения.</translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation>Ципф на последнем этапе &lt;small&gt;(▼ промежуточные, серые: отдельные байты)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation>создано против осталось в конце, по выученным токенам &lt;small&gt;(▼ промежуточные)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <translation>&lt;b&gt;Здоровье словаря&lt;/b&gt;  промежуточный ниже</translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation>Вычисляется при показе…</translation>
    </message>
</context>
<context>
    <name>VocabularyPanel</name>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt;</source>
        <extracomment>Events by which the user acts on a table&apos;s rows. the hex column, then ``from pair``, ``rank`` and ``now``, then the readable text narrows and last hides (in the presentation view too): which token a row is shows as long as it can (a long token keeps :meth:`useful_text_width` while one of those can go), and the IDs and the counts up to ``repl.`` show whole; on a pane too narrow even for those (a projector at 200 %) the two counts go, never cut; the survival columns after ``now`` are reached by scrolling ``now`` is laid out with the columns before it (it gives way in NARROW_ORDER)</extracomment>
        <translation>&lt;b&gt;Словарь&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Byte entries</source>
        <translation>Байтовые записи</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>Промежуточные</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation>&lt;b&gt;Словарь&lt;/b&gt; {size} = {bytes} байт + {learned} выученных</translation>
    </message>
</context>
<context>
    <name>WindowTabs</name>
    <message>
        <source>Training rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Encode</source>
        <translation>Кодирование</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Графики</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Слова</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation>Здоровье словаря</translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>In a replayed table: the table&apos;s rule, merged whatever the counts say.</extracomment>
        <translation>меньший левый ID, затем правый</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>больший левый ID, затем правый</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>выигрывает встретившаяся первой</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>больше (байты левого, байты правого)</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>меньше (байты левого, байты правого)</translation>
    </message>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → token {token}</source>
        <translation>
            <numerusform>%n пара с числом вхождений {count}; {rule}: {pair} → токен {token}</numerusform>
            <numerusform>%n пары с числом вхождений {count}; {rule}: {pair} → токен {token}</numerusform>
            <numerusform>%n пар с числом вхождений {count}; {rule}: {pair} → токен {token}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → token {token}</source>
        <translation>у пары {pair} наибольшее число вхождений, {count} (у следующей: {next}) → токен {token}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → token {token}</source>
        <translation>{pair} — единственная пара, число вхождений {count} → токен {token}</translation>
    </message>
</context>
<context>
    <name>WordCandidatesModel</name>
    <message>
        <source>Load a word-frequency table or the built-in example.</source>
        <translation>Загрузите таблицу частот слов или встроенный пример.</translation>
    </message>
    <message>
        <source>Round {round}: which pair merges next? Pick one, then Reveal (Enter).</source>
        <translation>Раунд {round}: какая пара сольётся следующей? Выберите её, затем нажмите «Показать» (Enter).</translation>
    </message>
</context>
<context>
    <name>WordExplanations</name>
    <message numerus="yes">
        <source>%n pairs at count {count}; {rule}: {pair} → {merged}</source>
        <translation>
            <numerusform>%n пара с числом вхождений {count}; при равных частотах {rule}: {pair} → {merged}</numerusform>
            <numerusform>%n пары с числом вхождений {count}; при равных частотах {rule}: {pair} → {merged}</numerusform>
            <numerusform>%n пар с числом вхождений {count}; при равных частотах {rule}: {pair} → {merged}</numerusform>
        </translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next}) → {merged}</source>
        <translation>у пары {pair} наибольшее число вхождений, {count} (у следующей: {next}) → {merged}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → {merged}</source>
        <translation>{pair} — единственная пара, число вхождений {count} → {merged}</translation>
    </message>
</context>
<context>
    <name>WordNarration</name>
    <message>
        <source>the alphabetically last pair wins</source>
        <translation>выигрывает пара, последняя по алфавиту</translation>
    </message>
    <message>
        <source>the alphabetically first pair wins</source>
        <translation>выигрывает пара, первая по алфавиту</translation>
    </message>
</context>
</TS>
