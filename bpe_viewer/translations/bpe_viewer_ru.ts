<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>Actions</name>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>Open a corpus (text, JSONL, JSON), a saved run, a bpe-merges-v1 trace, or a merge table of Hugging Face tokenizers, tiktoken or minbpe</source>
        <translation>Открыть корпус (текст, JSONL, JSON), сохранённый прогон, трассировку bpe-merges-v1 или таблицу слияний Hugging Face tokenizers, tiktoken или minbpe</translation>
    </message>
    <message>
        <source>Open &amp;Folder…</source>
        <translation>Открыть &amp;папку…</translation>
    </message>
    <message>
        <source>Open a folder: one document per file</source>
        <translation>Открыть папку: каждый файл — один документ</translation>
    </message>
    <message>
        <source>Open Corpus with &amp;Split Manifest…</source>
        <translation>Открыть корпус с &amp;манифестом разбиения…</translation>
    </message>
    <message>
        <source>Open a corpus JSON array, then choose its split manifest</source>
        <translation>Открыть корпус (массив JSON), затем выбрать его манифест разбиения</translation>
    </message>
    <message>
        <source>&amp;Paste Text…</source>
        <translation>&amp;Вставить текст…</translation>
    </message>
    <message>
        <source>Train on typed or pasted text</source>
        <translation>Обучить на набранном или вставленном тексте</translation>
    </message>
    <message>
        <source>&amp;Save Run…</source>
        <translation>&amp;Сохранить прогон…</translation>
    </message>
    <message>
        <source>Save the run (rules, candidates, tokens) as .bpe-run.json</source>
        <translation>Сохранить прогон (правила, кандидаты, токены) в файл .bpe-run.json</translation>
    </message>
    <message>
        <source>&amp;Export Trace…</source>
        <translation>Экспорт &amp;трассировки…</translation>
    </message>
    <message>
        <source>Export the run as a bpe-merges-v1 trace</source>
        <translation>Экспортировать прогон как трассировку bpe-merges-v1</translation>
    </message>
    <message>
        <source>&amp;Hugging Face tokenizer.json…</source>
        <translation>&amp;Hugging Face tokenizer.json…</translation>
    </message>
    <message>
        <source>Write the table as a tokenizer.json that Hugging Face tokenizers loads with the same IDs</source>
        <translation>Записать таблицу в tokenizer.json, который Hugging Face tokenizers загружает с теми же ID</translation>
    </message>
    <message>
        <source>&amp;vocab.json + merges.txt…</source>
        <translation>&amp;vocab.json + merges.txt…</translation>
    </message>
    <message>
        <source>Write a folder with vocab.json, merges.txt and a README.txt on loading them</source>
        <translation>Записать папку с vocab.json, merges.txt и README.txt о том, как их загрузить</translation>
    </message>
    <message>
        <source>&amp;tiktoken…</source>
        <translation>&amp;tiktoken…</translation>
    </message>
    <message>
        <source>Write NAME.tiktoken (ranks) and NAME.json (pattern, special tokens)</source>
        <translation>Записать NAME.tiktoken (ранги) и NAME.json (шаблон, специальные токены)</translation>
    </message>
    <message>
        <source>&amp;minbpe .model…</source>
        <translation>&amp;minbpe .model…</translation>
    </message>
    <message>
        <source>Write a minbpe version-1 .model</source>
        <translation>Записать файл .model minbpe версии 1</translation>
    </message>
    <message>
        <source>Export &amp;Image…</source>
        <translation>Экспорт &amp;изображения…</translation>
    </message>
    <message>
        <source>Export A&amp;nimation…</source>
        <translation>Экспорт &amp;анимации…</translation>
    </message>
    <message>
        <source>Save the current view as a PNG, at the window&apos;s size, 1024×768, 1280×720 or 1920×1080 (a slide)</source>
        <translation>Сохранить текущий вид как PNG: размером с окно, 1024×768, 1280×720 или 1920×1080 (слайд)</translation>
    </message>
    <message>
        <source>Save stages A to B as an animated GIF or one PNG per stage, at 1024×768, 1280×720 or 1920×1080, with the zoom and presentation settings of the screen</source>
        <translation>Сохранить этапы с A по B как анимированный GIF или по PNG на этап: 1024×768, 1280×720 или 1920×1080, с масштабом и настройками режима презентации, как на экране</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Очистить список недавних файлов</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Close the run and its documents; the window stays open, empty</source>
        <translation>Закрыть прогон и его документы; окно остаётся открытым и пустым</translation>
    </message>
    <message>
        <source>&amp;Undo Retrain</source>
        <translation>&amp;Отменить переобучение</translation>
    </message>
    <message>
        <source>Back to the run before the last retrain, at the stage it was left at (once)</source>
        <translation>Вернуться к прогону до последнего переобучения, на том этапе, где он был оставлен (один раз)</translation>
    </message>
    <message>
        <source>&amp;Go to Round…</source>
        <translation>&amp;Перейти к раунду…</translation>
    </message>
    <message>
        <source>Type a round number to show that round  [Ctrl+Shift+G]</source>
        <translation>Введите номер раунда, чтобы показать этот раунд  [Ctrl+Shift+G]</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Training Settings…</source>
        <translation>&amp;Параметры обучения…</translation>
    </message>
    <message>
        <source>Merges, tie policy and document unit; retrains the current documents</source>
        <translation>Слияния, правило выбора при равенстве и единица документа; переобучает текущие документы</translation>
    </message>
    <message>
        <source>&amp;Retrain</source>
        <translation>П&amp;ереобучить</translation>
    </message>
    <message>
        <source>Train the current documents again with the current settings</source>
        <translation>Обучить текущие документы заново с текущими параметрами</translation>
    </message>
    <message>
        <source>&amp;Compare Tie Policies</source>
        <translation>&amp;Сравнить правила выбора при равенстве</translation>
    </message>
    <message>
        <source>Train the current documents under the chosen tie policies (all five at first; the Compare tab&apos;s Tie policies arrow chooses), side by side in the Compare tab</source>
        <translation>Обучить текущие документы по выбранным правилам выбора при равенстве (сначала по всем пяти; выбор — стрелка у кнопки «Правила» на вкладке «Сравнение»), рядом друг с другом на вкладке «Сравнение»</translation>
    </message>
    <message>
        <source>Open Saved Run or Merges File &amp;Beside…</source>
        <translation>Открыть &amp;рядом сохранённый прогон или файл слияний…</translation>
    </message>
    <message>
        <source>Open a saved run, trace or GPT-2-style merges file in the Compare tab, beside the current run; the first divergence is explained from the current run&apos;s record</source>
        <translation>Открыть сохранённый прогон, трассировку или файл слияний в стиле GPT-2 на вкладке «Сравнение» рядом с текущим прогоном; первое расхождение объясняется по записи текущего прогона</translation>
    </message>
    <message>
        <source>Re&amp;play on Corpus…</source>
        <translation>&amp;Воспроизвести на корпусе…</translation>
    </message>
    <message>
        <source>Apply the table&apos;s merges in rank order to a corpus and compare with its own choices</source>
        <translation>Применить слияния таблицы в порядке рангов к корпусу и сравнить с выбором, который сделал бы сам корпус</translation>
    </message>
    <message>
        <source>&amp;Cancel Training</source>
        <translation>&amp;Остановить обучение</translation>
    </message>
    <message>
        <source>Stop the running job; the run on screen stays</source>
        <translation>Остановить текущее задание; прогон на экране остаётся</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <translation>|◀ Начало</translation>
    </message>
    <message>
        <source>First stage (raw bytes)  [Home]</source>
        <translation>Первый этап (исходные байты)  [Home]</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Previous round  [Left]</source>
        <translation>Предыдущий раунд  [Left]</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Пуск</translation>
    </message>
    <message>
        <source>Play / pause through the rounds  [Space]</source>
        <translation>Запустить / приостановить показ раундов  [Space]</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>Next round  [Right]</source>
        <translation>Следующий раунд  [Right]</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Конец ▶|</translation>
    </message>
    <message>
        <source>Last stage  [End]</source>
        <translation>Последний этап  [End]</translation>
    </message>
    <message>
        <source>Play &amp;Slower</source>
        <translation>&amp;Медленнее</translation>
    </message>
    <message>
        <source>Slower play speed  [[]</source>
        <translation>Уменьшить скорость показа  [[]</translation>
    </message>
    <message>
        <source>Play &amp;Faster</source>
        <translation>&amp;Быстрее</translation>
    </message>
    <message>
        <source>Faster play speed  []]</source>
        <translation>Увеличить скорость показа  []]</translation>
    </message>
    <message>
        <source>Show Token &amp;IDs</source>
        <translation>Показывать &amp;ID токенов</translation>
    </message>
    <message>
        <source>Show each token&apos;s ID under its chip</source>
        <translation>Показывать ID каждого токена под ним</translation>
    </message>
    <message>
        <source>Show &amp;Byte Entries</source>
        <translation>Показывать записи &amp;байтов</translation>
    </message>
    <message>
        <source>List the 256 single-byte entries in the vocabulary</source>
        <translation>Показывать в словаре 256 однобайтовых записей</translation>
    </message>
    <message>
        <source>Before and &amp;After</source>
        <translation>&amp;До и после</translation>
    </message>
    <message>
        <source>Show each document at this stage with the round&apos;s windows, and below it after the round with the new tokens filled</source>
        <translation>Показать каждый документ на этом этапе с окнами раунда, а под ним — после раунда, с новыми токенами</translation>
    </message>
    <message>
        <source>A&amp;nimate Merges</source>
        <translation>&amp;Анимировать слияния</translation>
    </message>
    <message>
        <source>Stepping one round animates the merge (the chips of each replaced window close together; stepping back opens them)</source>
        <translation>Шаг на один раунд анимирует слияние (токены каждого заменённого окна сдвигаются вместе; шаг назад раздвигает их)</translation>
    </message>
    <message>
        <source>&amp;Filter Documents</source>
        <translation>&amp;Фильтр документов</translation>
    </message>
    <message>
        <source>Focus the document filter</source>
        <translation>Перейти к фильтру документов</translation>
    </message>
    <message>
        <source>Show &amp;All Candidates</source>
        <translation>Показать &amp;всех кандидатов</translation>
    </message>
    <message>
        <source>Count every pair of this round (reads the whole corpus)</source>
        <translation>Подсчитать все пары этого раунда (читает весь корпус)</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>Copy the selected token (ID, hex, text) or the selected table rows</source>
        <translation>Копировать выбранный токен (ID, hex, текст) или выбранные строки таблицы</translation>
    </message>
    <message>
        <source>&amp;Hex Only</source>
        <translation>Только &amp;hex</translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes in hex</source>
        <translation>Байты выбранного токена в hex</translation>
    </message>
    <message>
        <source>&amp;IDs Only</source>
        <translation>Только &amp;ID</translation>
    </message>
    <message>
        <source>The token IDs of the selected table rows, or of the selected token</source>
        <translation>ID токенов выбранных строк таблицы или выбранного токена</translation>
    </message>
    <message>
        <source>Python &amp;Bytes Literal</source>
        <translation>&amp;Литерал bytes Python</translation>
    </message>
    <message>
        <source>The selected token&apos;s bytes as b&apos;...&apos;</source>
        <translation>Байты выбранного токена в виде b&apos;...&apos;</translation>
    </message>
    <message>
        <source>Selected &amp;Rows as Tab-Separated Text</source>
        <translation>Выбранные &amp;строки как текст с табуляциями</translation>
    </message>
    <message>
        <source>The selected table rows with the header, to paste into a spreadsheet</source>
        <translation>Выбранные строки таблицы с заголовком, для вставки в электронную таблицу</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Руководство пользователя</translation>
    </message>
    <message>
        <source>How to use bpe-viewer and the rules it follows, in the program (offline), with Find</source>
        <translation>Как пользоваться bpe-viewer и каким правилам он следует — внутри программы (без сети), с поиском</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Every keyboard shortcut, from the action table</source>
        <translation>Все сочетания клавиш из таблицы действий</translation>
    </message>
    <message>
        <source>&amp;About bpe-viewer</source>
        <translation>&amp;О программе bpe-viewer</translation>
    </message>
    <message>
        <source>Version, licence, Qt and Python</source>
        <translation>Версия, лицензия, Qt и Python</translation>
    </message>
    <message>
        <source>&amp;Larger Text</source>
        <translation>&amp;Увеличить текст</translation>
    </message>
    <message>
        <source>Larger text in the training views, for projecting  [Ctrl++]</source>
        <translation>Увеличить текст в видах обучения, для проектора  [Ctrl++]</translation>
    </message>
    <message>
        <source>S&amp;maller Text</source>
        <translation>Умень&amp;шить текст</translation>
    </message>
    <message>
        <source>Smaller text in the training views  [Ctrl+-]</source>
        <translation>Уменьшить текст в видах обучения  [Ctrl+-]</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>&amp;Режим презентации</translation>
    </message>
    <message>
        <source>Full screen for a projector, without menu bar, toolbar or status bar (a right-click or F10 shows every menu); clicker keys step the rounds; Esc leaves  [F11]</source>
        <translation>Полный экран для проектора, без строки меню, панели инструментов и строки состояния (правый щелчок или F10 показывает все меню); кнопки кликера переключают раунды; Esc — выход  [F11]</translation>
    </message>
    <message>
        <source>Show &amp;Menus</source>
        <translation>Показать &amp;меню</translation>
    </message>
    <message>
        <source>Every menu as one popup menu, also in the presentation view, where the menu bar, toolbar and status bar are hidden (a right-click shows it too)  [F10]</source>
        <translation>Все меню одним всплывающим меню, в том числе в режиме презентации, где строка меню, панель инструментов и строка состояния скрыты (его показывает и правый щелчок)  [F10]</translation>
    </message>
    <message>
        <source>High &amp;Contrast</source>
        <translation>Высокая контрас&amp;тность</translation>
    </message>
    <message>
        <source>Colours that survive a projector: dark borders, bars and outlines and black text, every one at least 4.5:1 against its background (a dark desktop gets its own dark palette of the same contrast)</source>
        <translation>Цвета, которые не теряются на проекторе: тёмные рамки, полосы и контуры и чёрный текст, каждый с контрастом не менее 4,5:1 к своему фону (у тёмной темы рабочего стола — своя тёмная палитра с тем же контрастом)</translation>
    </message>
    <message>
        <source>Show &amp;Vocabulary and Inspector</source>
        <translation>Показывать &amp;словарь и инспектор</translation>
    </message>
    <message>
        <source>Show or hide the vocabulary and the inspector, for more room  [V]</source>
        <translation>Показать или скрыть словарь и инспектор, чтобы освободить место  [V]</translation>
    </message>
    <message>
        <source>Blan&amp;k Screen</source>
        <translation>&amp;Чёрный экран</translation>
    </message>
    <message>
        <source>Black out the window; B, Esc or any key shows it again  [B]</source>
        <translation>Затемнить окно; B, Esc или любая клавиша снова показывает его  [B]</translation>
    </message>
    <message>
        <source>Presente&amp;r View</source>
        <translation>Ок&amp;но докладчика</translation>
    </message>
    <message>
        <source>The teacher&apos;s own window, on a second screen when there is one: the note of the round and of the run, the next merge and the time elapsed; the clicker keys work there too  [Ctrl+Shift+P]</source>
        <translation>Отдельное окно учителя, на втором экране, если он есть: заметки к раунду и к прогону, следующее слияние и прошедшее время; кнопки кликера работают и там  [Ctrl+Shift+P]</translation>
    </message>
    <message>
        <source>Pre&amp;dict the Next Merge</source>
        <translation>У&amp;гадать следующее слияние</translation>
    </message>
    <message>
        <source>Quiz: hide the counts and the winner; the class picks the pair that merges next, then Reveal (Enter) shows whether it won, tied or lost, with a running score  [Q]</source>
        <translation>Викторина: скрыть числа вхождений и выбранную пару; класс угадывает, какая пара сольётся следующей, затем «Показать» (Enter) сообщает, угадана ли пара, уступила ли она при равенстве или проиграла, и ведёт счёт  [Q]</translation>
    </message>
    <message>
        <source>&amp;Reveal</source>
        <translation>&amp;Показать</translation>
    </message>
    <message>
        <source>Show the counts and the winner of the round, and how the pick fared  [Enter]</source>
        <translation>Показать числа вхождений и выбранную пару раунда, а также результат угадывания  [Enter]</translation>
    </message>
    <message>
        <source>Teacher&apos;s &amp;Notes</source>
        <translation>&amp;Заметки учителя</translation>
    </message>
    <message>
        <source>Edit a note on the round shown and one on the whole run, under the narration; saved with the run; the presenter view shows them  [Ctrl+Shift+N]</source>
        <translation>Редактировать заметку к показанному раунду и заметку ко всему прогону (под пояснением); они сохраняются с прогоном и видны в окне докладчика  [Ctrl+Shift+N]</translation>
    </message>
    <message>
        <source>Show Note to the &amp;Class</source>
        <translation>Показывать заметки &amp;классу</translation>
    </message>
    <message>
        <source>Show the note of the round and of the run under the narration of this window, which the class sees; off, only the presenter view shows them</source>
        <translation>Показывать заметки к раунду и к прогону под пояснением в этом окне, которое видит класс; если выключено, их видно только в окне докладчика</translation>
    </message>
    <message>
        <source>&amp;Normal Text Size</source>
        <translation>&amp;Обычный размер текста</translation>
    </message>
    <message>
        <source>Back to the normal text size  [Ctrl+0]</source>
        <translation>Вернуть обычный размер текста  [Ctrl+0]</translation>
    </message>
    <message>
        <source>‖ Pause</source>
        <translation>‖ Пауза</translation>
    </message>
</context>
<context>
    <name>AnimationDialog</name>
    <message>
        <source>Animated GIF</source>
        <translation>Анимированный GIF</translation>
    </message>
    <message>
        <source>PNG files, one per stage</source>
        <translation>Файлы PNG, по одному на этап</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>From stage</source>
        <translation>С этапа</translation>
    </message>
    <message>
        <source>To stage (included)</source>
        <translation>До этапа (включительно)</translation>
    </message>
    <message>
        <source>Frame size</source>
        <translation>Размер кадра</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
</context>
<context>
    <name>CandidatesPanel</name>
    <message>
        <source>The run recorded only the leading candidates of each round; count every pair of this round now (reads the whole corpus)</source>
        <extracomment>(the first-occurrence column stays: under the ``first`` tie policy its positions are the evidence the class reads for the winner) the left and right readable columns go together (one alone would read as the pair&apos;s other token), the first-occurrence column last; the mark column never goes: the winner is named by its mark, not by colour alone then the merged token narrows, and the mark column down to its sign (``★…``) the merged token&apos;s text: the left and right texts go before it is cut short</extracomment>
        <translation>Прогон записал только лидирующих кандидатов каждого раунда; подсчитать сейчас все пары этого раунда (читает весь корпус)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;Кандидаты&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
        <translation>Загрузите корпус, сохранённый прогон или пример.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt; (counted on stage {stage})</source>
        <translation>&lt;b&gt;Кандидаты раунда {round}&lt;/b&gt; (подсчитаны на этапе {stage})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt; — stage {stage} is the last</source>
        <translation>&lt;b&gt;Кандидаты&lt;/b&gt; — этап {stage} последний</translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s)</source>
        <translation>
            <numerusform>{count} разная пара</numerusform>
            <numerusform>{count} разные пары</numerusform>
            <numerusform>{count} разных пар</numerusform>
        </translation>
    </message>
    <message>
        <source>; showing the top {shown}</source>
        <translation>; показаны первые {shown}</translation>
    </message>
    <message>
        <source>No round runs on the last stage. {why}</source>
        <translation>На последнем этапе раундов нет. {why}</translation>
    </message>
    <message>
        <source>Show all {count}</source>
        <translation>Показать все ({count})</translation>
    </message>
</context>
<context>
    <name>ChipDelegate</name>
    <message>
        <source>stage {stage}, before round {stage}: windows of ({left}, {right})</source>
        <extracomment>Height of the window bars under a chip line (two stacking levels). height of one chip line (caption band + chip + window band + gap) y of the link&apos;s line the after-round block (before/after view): its chips and the y of its title caption band above each chip line (0 when the row has no hex chip) the before/after view&apos;s captions over the two blocks, and their heights (each wrapped whole to the row&apos;s width) A window bar&apos;s thickness as a share of the chip text&apos;s line height. Grown chips of a slide are tiles at least this many times as wide as they are tall. The margins and gaps around a row grow with the chip text up to this factor only. The chip text size, in points, at which the chips&apos; paddings, gaps and window bars have the sizes of the constants above; a larger text scales them with it.</extracomment>
        <translation>этап {stage}, до раунда {stage}: окна пары ({left}, {right})</translation>
    </message>
    <message>
        <source>stage {next}, after round {stage}: the new token {token} filled</source>
        <translation>этап {next}, после раунда {stage}: на их месте новый токен {token}</translation>
    </message>
</context>
<context>
    <name>CompareBanner</name>
    <message>
        <source>Train the columns (or press “Tie policies”) to compare runs.</source>
        <translation>Обучите столбцы (или нажмите «Правила»), чтобы сравнить прогоны.</translation>
    </message>
    <message>
        <source>Load a corpus or an example, then compare runs of it here.</source>
        <extracomment>the explanation&apos;s lines as ``bpe-viewer diff`` prints them (empty when none)</extracomment>
        <translation>Загрузите корпус или пример, затем сравнивайте его прогоны здесь.</translation>
    </message>
    <message>
        <source>Training the columns…</source>
        <translation>Обучение столбцов…</translation>
    </message>
    <message>
        <source>Press &lt;b&gt;Tie policies&lt;/b&gt; to train the current documents under the chosen tie policies (the arrow chooses among all five), set each column and press &lt;b&gt;Train columns&lt;/b&gt;, or open a saved run or merges file beside the current run (Train ▸ Open Saved Run or Merges File Beside…).</source>
        <translation>Нажмите &lt;b&gt;Правила&lt;/b&gt;, чтобы обучить текущие документы по выбранным правилам выбора при равенстве (стрелка выбирает из всех пяти), задайте параметры каждого столбца и нажмите &lt;b&gt;Обучить&lt;/b&gt; или откройте сохранённый прогон или файл слияний рядом с текущим прогоном (Обучение ▸ Открыть рядом сохранённый прогон или файл слияний…).</translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation>Этап {stage}: все раунды выполнены.</translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation>Раунд {round}: выбранные пары различаются.</translation>
    </message>
    <message>
        <source>Round {round}: the same winner in every column.</source>
        <translation>Раунд {round}: во всех столбцах выбрана одна и та же пара.</translation>
    </message>
    <message>
        <source>Why they part at round {round} (A: {a}; B: {b}), as bpe-viewer diff A B explains it:</source>
        <translation>Почему они расходятся в раунде {round} (A: {a}; B: {b}), как это объясняет bpe-viewer diff A B:</translation>
    </message>
</context>
<context>
    <name>CompareColumn</name>
    <message>
        <source>Column {n}: columns 1 and 2 always train (a comparison needs two)</source>
        <extracomment>an unused column folded to its box (:meth:`set_folded`)</extracomment>
        <translation>Столбец {n}: столбцы 1 и 2 обучаются всегда (для сравнения нужны два)</translation>
    </message>
    <message>
        <source>Column {n}: train this column too</source>
        <translation>Столбец {n}: обучить и этот столбец</translation>
    </message>
    <message>
        <source>Column {n}</source>
        <translation>Столбец {n}</translation>
    </message>
    <message>
        <source>{count} rules</source>
        <translation>правил: {count}</translation>
    </message>
    <message>
        <source>no tie policy or counts recorded</source>
        <translation>правило выбора при равенстве и число вхождений не записаны</translation>
    </message>
    <message>
        <source>ends at stage {stage}</source>
        <translation>заканчивается на этапе {stage}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Could not train the columns: {error}</source>
        <extracomment>The most columns the tab shows: one per tie policy. Columns ticked for &quot;Train columns&quot; when the tab opens (the others fold to a box). the tie policies chosen in the Tie policies menu changed (tuple of names) &quot;variants&quot;: columns trained from settings; &quot;beside&quot;: the main run and a file rounds whose winners differ (empty without a comparison) the checkable action of each tie policy in the Tie policies menu</extracomment>
        <translation>Не удалось обучить столбцы: {error}</translation>
    </message>
    <message>
        <source>Training the columns was cancelled; the columns stay as they were.</source>
        <translation>Обучение столбцов отменено; столбцы остались прежними.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Compare&lt;/b&gt;</source>
        <extracomment>the columns&apos; widths, folding and heights</extracomment>
        <translation>&lt;b&gt;Сравнение&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Параметры</translation>
    </message>
    <message>
        <source>Each column&apos;s training settings</source>
        <translation>Параметры обучения каждого столбца</translation>
    </message>
    <message>
        <source>Train columns</source>
        <translation>Обучить</translation>
    </message>
    <message>
        <source>Train the current documents with each column&apos;s settings</source>
        <translation>Обучить текущие документы с параметрами каждого столбца</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Word tie orders</source>
        <translation>Слова</translation>
    </message>
    <message>
        <source>The word-frequency table under both tie orders (alphabetically first and last), side by side</source>
        <translation>Таблица частот слов при обоих порядках выбора при равенстве (первая и последняя по алфавиту), рядом</translation>
    </message>
    <message>
        <source>Could not compare the word tie orders: {error}</source>
        <translation>Не удалось сравнить порядки выбора при равенстве для слов: {error}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>Не удалось открыть {problem}</translation>
    </message>
    <message>
        <source>training %v of %m merges</source>
        <translation>обучение: слияние %v из %m</translation>
    </message>
    <message>
        <source>current run: {label}</source>
        <translation>текущий прогон: {label}</translation>
    </message>
    <message>
        <source>round {round}: no rule (this run learned {count})</source>
        <translation>раунд {round}: правила нет (этот прогон выучил {count})</translation>
    </message>
    <message>
        <source>round {round} merge: {pair} {left} + {right} → {merged}, {count}</source>
        <translation>раунд {round}: {pair} {left} + {right} → {merged}, {count}</translation>
    </message>
    <message>
        <source>no count recorded</source>
        <translation>число вхождений не записано</translation>
    </message>
    <message>
        <source>round {round} winner: {pair} {left} + {right} → {merged}, {count}</source>
        <translation>раунд {round}: {pair} {left} + {right} → {merged}, {count}</translation>
    </message>
    <message>
        <source>count {count}</source>
        <translation>вхождений: {count}</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <source>smallest pair (default): smallest (left, right) wins</source>
        <translation>меньшая пара (по умолчанию): выигрывает меньший левый ID, затем правый</translation>
    </message>
    <message>
        <source>largest pair: largest (left, right) wins</source>
        <translation>большая пара: выигрывает больший левый ID, затем правый</translation>
    </message>
    <message>
        <source>first occurrence: the pair seen first in document order wins</source>
        <translation>первое вхождение: выигрывает пара, встретившаяся первой в порядке документов</translation>
    </message>
    <message>
        <source>bytes, largest: greatest (left bytes, right bytes) wins</source>
        <translation>по байтам, наибольшая: выигрывает пара, чьи байты (левого, затем правого) при сортировке идут последними</translation>
    </message>
    <message>
        <source>bytes, smallest: smallest (left bytes, right bytes) wins</source>
        <translation>по байтам, наименьшая: выигрывает пара, чьи байты (левого, затем правого) при сортировке идут первыми</translation>
    </message>
    <message>
        <source>alphabetical first: the pair whose text sorts first wins</source>
        <translation>первая по алфавиту: выигрывает пара, чей текст при сортировке идёт первым</translation>
    </message>
    <message>
        <source>alphabetical last: the pair whose text sorts last wins</source>
        <translation>последняя по алфавиту: выигрывает пара, чей текст при сортировке идёт последним</translation>
    </message>
    <message>
        <source>whole file = one document</source>
        <translation>весь файл = один документ</translation>
    </message>
    <message>
        <source>each line = one document</source>
        <translation>каждая строка = один документ</translation>
    </message>
    <message>
        <source>each blank-line-separated paragraph = one document</source>
        <translation>каждый абзац (между пустыми строками) = один документ</translation>
    </message>
    <message>
        <source>none: each document is one sequence of bytes</source>
        <translation>нет: каждый документ — одна последовательность байтов</translation>
    </message>
    <message>
        <source>whitespace: words and runs of spaces apart</source>
        <translation>пробелы: слова и серии пробелов отдельно</translation>
    </message>
    <message>
        <source>punctuation: words, spaces, each punctuation mark apart</source>
        <translation>пунктуация: слова, пробелы и каждый знак препинания отдельно</translation>
    </message>
    <message>
        <source>GPT-2 pattern (space joins the next word)</source>
        <translation>шаблон GPT-2 (пробел присоединяется к следующему слову)</translation>
    </message>
    <message>
        <source>GPT-4 pattern (digits in threes)</source>
        <translation>шаблон GPT-4 (цифры по три)</translation>
    </message>
    <message>
        <source>none: the text as it is</source>
        <extracomment>Unicode normalization of the documents (``train --normalize``); &quot;none&quot; is None.</extracomment>
        <translation>нет: текст как есть</translation>
    </message>
    <message>
        <source>NFC: composed characters (e + ◌́ becomes é)</source>
        <translation>NFC: составные символы (e + ◌́ становится é)</translation>
    </message>
    <message>
        <source>NFKC: also compatibility forms (ﬁ becomes fi, Ｆ becomes F)</source>
        <translation>NFKC: также формы совместимости (ﬁ становится fi, Ｆ становится F)</translation>
    </message>
    <message>
        <source>after the learned tokens (256 + merges + i)</source>
        <extracomment>Where the special tokens&apos; IDs go (``train --special-ids``).</extracomment>
        <translation>после выученных токенов (256 + слияния + i)</translation>
    </message>
    <message>
        <source>right after the bytes (256 + i, merges after them)</source>
        <translation>сразу после байтов (256 + i, слияния после них)</translation>
    </message>
    <message>
        <source>each entry between {separator} lines = one document</source>
        <translation>каждая запись между строками {separator} = один документ</translation>
    </message>
</context>
<context>
    <name>DiffMessages</name>
    <message>
        <source>only one table: nothing to compare</source>
        <extracomment>the most rules any table holds; rounds run from 0 to this - 1 every round where the winners differ, ascending</extracomment>
        <translation>только одна таблица: сравнивать нечего</translation>
    </message>
    <message>
        <source>the tables agree on their one round</source>
        <translation>таблицы совпадают в своём единственном раунде</translation>
    </message>
    <message>
        <source>the tables agree on all {count} rounds</source>
        <translation>таблицы совпадают во всех раундах ({count})</translation>
    </message>
    <message>
        <source>{label} learned {count}</source>
        <translation>{label}: выучено правил — {count}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>the tables agree on their first round; {learned}</source>
        <translation>таблицы совпадают в первом раунде; {learned}</translation>
    </message>
    <message>
        <source>the tables agree on their first {count} rounds; {learned}</source>
        <translation>таблицы совпадают в первых раундах ({count}); {learned}</translation>
    </message>
    <message>
        <source>{label} — learned no rule</source>
        <translation>{label} — правил не выучено</translation>
    </message>
    <message>
        <source>{label} — merges ({left},{right}) {a} + {b} -&gt; {merged}</source>
        <translation>{label} — сливает ({left},{right}) {a} + {b} -&gt; {merged}</translation>
    </message>
    <message>
        <source>the tables part at round {round}: {parts}</source>
        <translation>таблицы расходятся в раунде {round}: {parts}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>DocumentChooser</name>
    <message>
        <source>Document</source>
        <translation>Документ</translation>
    </message>
    <message>
        <source>The document shown in every column</source>
        <translation>Документ, показываемый в каждом столбце</translation>
    </message>
    <message>
        <source> (held out)</source>
        <translation> (отложенный)</translation>
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
        <source>made by the last round</source>
        <translation>создан последним раундом</translation>
    </message>
    <message>
        <source>hex (not text), its characters written above</source>
        <translation>hex (не текст), его символы написаны сверху</translation>
    </message>
    <message>
        <source>token edge inside a character</source>
        <translation>граница токена внутри символа</translation>
    </message>
    <message>
        <source>window replaced</source>
        <translation>окно заменено</translation>
    </message>
    <message>
        <source>window only counted</source>
        <translation>окно только подсчитано</translation>
    </message>
    <message>
        <source>␣ space ↵ newline → tab \r return</source>
        <translation>␣ пробел ↵ новая строка → табуляция \r возврат каретки</translation>
    </message>
    <message>
        <source>&lt;b&gt;Documents&lt;/b&gt;</source>
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
        <source>Show each token&apos;s ID under its chip</source>
        <translation>Показывать ID каждого токена под ним</translation>
    </message>
    <message>
        <source>No document matches “{text}”. &lt;a href=&quot;clear&quot;&gt;Clear the filter&lt;/a&gt;</source>
        <extracomment>the narrowest the filter box gets beside the title, in multiples of its font&apos;s average character width</extracomment>
        <translation>Ни один документ не соответствует «{text}». &lt;a href=&quot;clear&quot;&gt;Сбросить фильтр&lt;/a&gt;</translation>
    </message>
    <message>
        <source>new</source>
        <extracomment>The most of the table&apos;s width the label column takes (the token rows keep the rest). The document chips&apos; normal text size, in points. Length of the merge animation when stepping one round (under 300 ms). The presentation view grows the chips to the free room only for a corpus this small (rows, and tokens at stage 0): a larger one fills the pane at the zoomed size. The sizes the chips may grow to, in multiples of the zoomed size (each 6 % larger). grow the chips to the free room (the presentation view) the chips&apos; size in multiples of the zoomed size (1.0 unless filling the room) animate the merge when the stage moves by one round Whole document rows the pane keeps before its legend folds away. said when the filter hides every document, with a link that clears it the title&apos;s line, and the line under it that the filter and the toggle move to when the pane is too narrow for all three (a large zoom, a narrow window)</extracomment>
        <translation>новый</translation>
    </message>
</context>
<context>
    <name>EditCommands</name>
    <message numerus="yes">
        <source>%n chars</source>
        <extracomment>the files the window has read: an exported table is never written over one Help ▸ User Guide, made on first use and kept</extracomment>
        <translation>
            <numerusform>%n символ</numerusform>
            <numerusform>%n символа</numerusform>
            <numerusform>%n символов</numerusform>
        </translation>
    </message>
    <message>
        <source>Copied {what}: {text}</source>
        <translation>Скопировано ({what}): {text}</translation>
    </message>
    <message>
        <source>token {id}</source>
        <translation>токен {id}</translation>
    </message>
    <message>
        <source>Nothing to copy: select a token or table rows first</source>
        <translation>Нечего копировать: сначала выберите токен или строки таблицы</translation>
    </message>
    <message>
        <source>Nothing to copy: select a token first</source>
        <translation>Нечего копировать: сначала выберите токен</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>hex</translation>
    </message>
    <message>
        <source>IDs</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>bytes literal</source>
        <translation>литерал bytes</translation>
    </message>
    <message>
        <source>Nothing to copy: select rows in a table first</source>
        <translation>Нечего копировать: сначала выберите строки в таблице</translation>
    </message>
    <message numerus="yes">
        <source>%n rows</source>
        <translation>
            <numerusform>%n строка</numerusform>
            <numerusform>%n строки</numerusform>
            <numerusform>%n строк</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export yet</source>
        <translation>Экспортировать пока нечего</translation>
    </message>
    <message>
        <source>Export {table} as CSV</source>
        <translation>Экспорт в CSV: {table}</translation>
    </message>
    <message numerus="yes">
        <source>Exported {count} rows to {name}</source>
        <translation>
            <numerusform>Экспортирована {count} строка в {name}</numerusform>
            <numerusform>Экспортированы {count} строки в {name}</numerusform>
            <numerusform>Экспортировано {count} строк в {name}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodePanel</name>
    <message>
        <source>No run yet: train or open a corpus, then type here to encode.</source>
        <extracomment>Pause after the last keystroke before re-encoding. Largest file the panel loads. replaced in tests: () -&gt; path or &quot;&quot; (the &quot;Load file…&quot; dialog)</extracomment>
        <translation>Прогона пока нет: обучите или откройте корпус, затем вводите здесь текст для кодирования.</translation>
    </message>
    <message>
        <source>This run&apos;s rules cannot encode: {error}</source>
        <extracomment>the table of rules, kept on the current step&apos;s rule</extracomment>
        <translation>Правила этого прогона не могут кодировать: {error}</translation>
    </message>
    <message numerus="yes">
        <source>— the {count} rule(s) learned by stage {stage}</source>
        <translation>
            <numerusform>— {count} правило, выученное к этапу {stage}</numerusform>
            <numerusform>— {count} правила, выученные к этапу {stage}</numerusform>
            <numerusform>— {count} правил, выученных к этапу {stage}</numerusform>
        </translation>
    </message>
    <message>
        <source>— all {count} rules of the run, whatever round the explorer shows</source>
        <translation>— все правила прогона ({count}), какой бы раунд ни показывал обозреватель</translation>
    </message>
    <message>
        <source>Special-token recognition {reason}</source>
        <translation>Распознавание специальных токенов: {reason}</translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation>Распознавать во входных данных специальные токены прогона (иначе их текст кодируется как обычные байты)</translation>
    </message>
    <message>
        <source>This run has no special tokens</source>
        <translation>В этом прогоне нет специальных токенов</translation>
    </message>
    <message>
        <source>{name}: {size} bytes is too large for the panel (at most {limit})</source>
        <translation>{name}: {size} байт — слишком много для панели (не больше {limit})</translation>
    </message>
    <message>
        <source>{name}: cannot read ({reason})</source>
        <translation>{name}: не удаётся прочитать ({reason})</translation>
    </message>
    <message>
        <source>No run yet: train or open a corpus to encode with its rules.</source>
        <translation>Прогона пока нет: обучите или откройте корпус, чтобы кодировать по его правилам.</translation>
    </message>
    <message>
        <source>Cannot encode: {error}</source>
        <translation>Не удаётся закодировать: {error}</translation>
    </message>
    <message>
        <source>Pre-tokenized ({name}): a green bar marks each piece boundary; no rule merges across it, so a pair split by a bar stays unmerged.</source>
        <translation>Предварительная токенизация ({name}): зелёная черта отмечает каждую границу фрагментов; ни одно правило не сливает через неё, поэтому пара, разделённая чертой, остаётся неслитой.</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <translation>Закодировать байты файла</translation>
    </message>
</context>
<context>
    <name>EncodePanelLayout</name>
    <message>
        <source>Type or paste text; it is encoded as UTF-8</source>
        <extracomment>Column widths of the rules table at 100 % zoom, in pixels. Chip text size of the token rows at 100 % zoom, in points. Height of the input box at 100 % zoom, in pixels. Whole rows of the rules table that stay in view however small the window. the File tab&apos;s bytes the File tab&apos;s input as the user knows it (the file&apos;s name), or None</extracomment>
        <translation>Введите или вставьте текст; он кодируется как UTF-8</translation>
    </message>
    <message>
        <source>Line breaks typed here become \n; for exact bytes such as \r\n use the Hex or File tab</source>
        <translation>Переводы строк, введённые здесь, становятся \n; для точных байтов, например \r\n, используйте вкладку «Hex» или «Файл»</translation>
    </message>
    <message>
        <source>hex bytes, e.g. 20 d0 b0  or  20d0b0</source>
        <translation>байты в hex, например 20 d0 b0  или  20d0b0</translation>
    </message>
    <message>
        <source>Load file…</source>
        <translation>Загрузить…</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes exactly (up to 16 MB)</source>
        <translation>Закодировать байты файла в точности (до 16 МБ)</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Hex</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>allow special tokens</source>
        <translation>специальные токены</translation>
    </message>
    <message>
        <source>Recognise the run&apos;s special tokens in the input (otherwise their text is encoded as ordinary bytes)</source>
        <translation>Распознавать во входных данных специальные токены прогона (иначе их текст кодируется как обычные байты)</translation>
    </message>
    <message>
        <source>layout v1 (BOS/EOS)</source>
        <translation>схема v1 (BOS/EOS)</translation>
    </message>
    <message>
        <source>Control layout v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)</source>
        <translation>Схема управляющих токенов v1: BOS = 0, EOS = 1, каждый ID содержимого + 2 (docs/rules.md, разд. 6)</translation>
    </message>
    <message>
        <source>only the rules up to this round</source>
        <translation>правила до этого раунда</translation>
    </message>
    <message>
        <source>Encode with the rules of rank below the explorer&apos;s stage, to see how the tokenizer of that round would split the text</source>
        <translation>Кодировать правилами с рангом ниже этапа обозревателя, чтобы увидеть, как текст разбил бы токенизатор этого раунда</translation>
    </message>
    <message>
        <source>First step: the input&apos;s bytes</source>
        <translation>Первый шаг: байты входных данных</translation>
    </message>
    <message>
        <source>Previous rule application</source>
        <translation>Предыдущее применение правила</translation>
    </message>
    <message>
        <source>Next rule application</source>
        <translation>Следующее применение правила</translation>
    </message>
    <message>
        <source>Last step: the final tokens</source>
        <translation>Последний шаг: итоговые токены</translation>
    </message>
    <message>
        <source>Show in explorer</source>
        <translation>К раунду обучения</translation>
    </message>
    <message>
        <source>Open the training round that learned the selected (or current) rule</source>
        <translation>Открыть раунд обучения, выучивший выбранное (или текущее) правило</translation>
    </message>
    <message>
        <source>show no-match rules</source>
        <translation>несработавшие</translation>
    </message>
    <message>
        <source>List the rules that merged nothing in this input (grey)</source>
        <translation>Перечислить правила, которые ничего не слили в этих входных данных (серым)</translation>
    </message>
    <message>
        <source>Click an applied rule to step there; double-click to open its training round</source>
        <translation>Щёлкните применённое правило, чтобы перейти к нему; двойной щелчок открывает его раунд обучения</translation>
    </message>
    <message>
        <source>Rules in rank order</source>
        <translation>Правила по рангам</translation>
    </message>
    <message>
        <source>no file loaded</source>
        <translation>нет файла</translation>
    </message>
    <message numerus="yes">
        <source>{count} byte(s)</source>
        <translation>
            <numerusform>{count} байт</numerusform>
            <numerusform>{count} байта</numerusform>
            <numerusform>{count} байтов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EncodeTexts</name>
    <message>
        <source>Result: &lt;b&gt;{count}&lt;/b&gt; tokens</source>
        <translation>Результат: &lt;b&gt;{count}&lt;/b&gt; ток.</translation>
    </message>
    <message>
        <source> (+ BOS, EOS)</source>
        <translation> (+ BOS, EOS)</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count}&lt;/b&gt; bytes</source>
        <translation>&lt;b&gt;{count}&lt;/b&gt; Б</translation>
    </message>
    <message>
        <source>&lt;b&gt;{count}&lt;/b&gt; characters</source>
        <translation>&lt;b&gt;{count}&lt;/b&gt; симв.</translation>
    </message>
    <message>
        <source>not valid UTF-8: first bad byte at offset {offset}</source>
        <translation>некорректный UTF-8: первый неверный байт по смещению {offset}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{ratio}&lt;/b&gt; bytes/token</source>
        <translation>&lt;b&gt;{ratio}&lt;/b&gt; байт/токен</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{ratio}&lt;/b&gt; tokens/word ({count} word(s))</source>
        <translation>
            <numerusform>&lt;b&gt;{ratio}&lt;/b&gt; токена/слово ({count} слово)</numerusform>
            <numerusform>&lt;b&gt;{ratio}&lt;/b&gt; токена/слово ({count} слова)</numerusform>
            <numerusform>&lt;b&gt;{ratio}&lt;/b&gt; токена/слово ({count} слов)</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>НЕТ</translation>
    </message>
    <message>
        <source>decode(encode(x)) == x: {answer}</source>
        <translation>decode(encode(x)) == x: {answer}</translation>
    </message>
    <message>
        <source>decoding gives the normalized text, not x: decode(encode(x)) == normalized x: {answer}</source>
        <translation>декодирование даёт нормализованный текст, а не x: decode(encode(x)) == нормализованный x: {answer}</translation>
    </message>
    <message>
        <source> (showing the first {count})</source>
        <translation> (показаны первые {count})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Final tokens: {count}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Итоговые токены: {count}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>no rule applies (empty input)</source>
        <translation>ни одно правило не применяется (пустой ввод)</translation>
    </message>
    <message>
        <source>no rule applies (no rule of this run matches the input)</source>
        <translation>ни одно правило не применяется (ни одно правило этого прогона не подходит к вводу)</translation>
    </message>
    <message>
        <source>press ▶ to apply the first rule that matches</source>
        <translation>нажмите ▶, чтобы применить первое подходящее правило</translation>
    </message>
    <message>
        <source>&lt;b&gt;Step 0 of {last}:&lt;/b&gt; the input&apos;s bytes, one token each &amp;nbsp;·&amp;nbsp; {hint}</source>
        <translation>&lt;b&gt;Шаг 0 из {last}:&lt;/b&gt; байты ввода, по токену на байт &amp;nbsp;·&amp;nbsp; {hint}</translation>
    </message>
    <message>
        <source>Bytes: {count} tokens</source>
        <translation>Байты: токенов {count}</translation>
    </message>
    <message>
        <source>once</source>
        <translation>один раз</translation>
    </message>
    <message numerus="yes">
        <source>{count} times</source>
        <translation>
            <numerusform>{count} раз</numerusform>
            <numerusform>{count} раза</numerusform>
            <numerusform>{count} раз</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Step {step} of {last}: rule {rank} merged {times}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Шаг {step} из {last}: правило {rank} применено {times}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Before rule {rank}: {count} tokens (the pairs it merges are outlined)</source>
        <translation>До правила {rank}: токенов {count} (сливаемые пары обведены)</translation>
    </message>
    <message>
        <source>After rule {rank}: {count} tokens{more} (the new tokens are filled)</source>
        <translation>После правила {rank}: токенов {count}{more} (новые токены закрашены)</translation>
    </message>
</context>
<context>
    <name>ExampleTexts</name>
    <message>
        <source>Overlap: aaa / aba</source>
        <extracomment>Every title, description and lesson line of the examples&apos; index, in its order.</extracomment>
        <translation>Перекрытие окон: aaa / aba</translation>
    </message>
    <message>
        <source>Two documents; (97,97) is counted twice inside aaa (overlapping windows).</source>
        <translation>Два документа; пара (97,97) внутри aaa подсчитывается дважды (окна перекрываются).</translation>
    </message>
    <message>
        <source>The smallest lesson: windows overlap inside aaa, none crosses into aba (docs/rules.md s2).</source>
        <translation>Самый маленький урок: окна перекрываются внутри aaa, и ни одно не переходит в aba (docs/rules.md, разд. 2).</translation>
    </message>
    <message>
        <source>bpe.py: low / lower / newest / widest, 5 merges</source>
        <translation>bpe.py: low / lower / newest / widest, 5 слияний</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 and 5 merges: the Words tab learns es, est, est&lt;/w&gt;, lo, low, the pairs the classic bpe.py worked example prints (docs/rules.md s4.2); the other tabs train each distinct word once as a byte-level document weighted by its frequency.</source>
        <translation>low:5 lower:2 newest:6 widest:3 и 5 слияний: вкладка «Слова» выучивает es, est, est&lt;/w&gt;, lo, low — те же пары, что печатает классический разобранный пример bpe.py (docs/rules.md, разд. 4.2); остальные вкладки обучаются на каждом различном слове один раз, как на документе байтового уровня с весом его частоты.</translation>
    </message>
    <message>
        <source>The classic bpe.py worked example of word-frequency BPE, merge for merge.</source>
        <translation>Классический разобранный пример BPE по частотам слов из bpe.py, слияние за слиянием.</translation>
    </message>
    <message>
        <source>First-seen ties: ABCDCDABCDCDE</source>
        <translation>Равные частоты, выбор первой встреченной пары: ABCDCDABCDCDE</translation>
    </message>
    <message>
        <source>Ties decided by the pair seen first: (67,68), (65,66), (257,256), final [258,256,258,256,69]; the narration gives where each tied pair is first seen.</source>
        <translation>При равных частотах выигрывает пара, встретившаяся первой: (67,68), (65,66), (257,256), в итоге [258,256,258,256,69]; пояснение указывает, где впервые встречается каждая из равных пар.</translation>
    </message>
    <message>
        <source>The Japanese minimal BPE article: equal counts go to the pair that occurs first.</source>
        <translation>Японская статья о минимальном BPE: при равных частотах выигрывает пара, встретившаяся первой.</translation>
    </message>
    <message>
        <source>Bilingual paragraph (English + Russian)</source>
        <translation>Двуязычный абзац (английский + русский)</translation>
    </message>
    <message>
        <source>A short English and Russian text: watch merges split Cyrillic letters.</source>
        <translation>Короткий текст на английском и русском: посмотрите, как слияния разрезают буквы кириллицы.</translation>
    </message>
    <message>
        <source>The Russian course chapter: a Cyrillic letter is two UTF-8 bytes.</source>
        <translation>Глава курса на русском: буква кириллицы — это два байта UTF-8.</translation>
    </message>
    <message>
        <source>Chinese text: 渡船每天过河两次</source>
        <translation>Текст на китайском: 渡船每天过河两次</translation>
    </message>
    <message>
        <source>Two short Chinese paragraphs: each character is three UTF-8 bytes; in 6 merges 。 and 船 become whole tokens, and e4 b8 and e8 bf stay fragments shared by two characters each.</source>
        <translation>Два коротких абзаца на китайском: каждый иероглиф — три байта UTF-8; за 6 слияний 。 и 船 становятся целыми токенами, а e4 b8 и e8 bf остаются частями символов, каждая из которых общая для двух иероглифов.</translation>
    </message>
    <message>
        <source>The Chinese byte-level BPE lesson: a character is three UTF-8 bytes.</source>
        <translation>Китайский урок по BPE байтового уровня: иероглиф — это три байта UTF-8.</translation>
    </message>
    <message>
        <source>Japanese text: 渡し船は一日に二回</source>
        <translation>Текст на японском: 渡し船は一日に二回</translation>
    </message>
    <message>
        <source>Two short Japanese paragraphs: kana share their first two bytes (e3 81, e3 82), so those pairs merge first, and ます。 becomes one token.</source>
        <translation>Два коротких абзаца на японском: у знаков каны общие первые два байта (e3 81, e3 82), поэтому эти пары сливаются первыми, а ます。 становится одним токеном.</translation>
    </message>
    <message>
        <source>A short Japanese text beside the Russian and Chinese ones: kana are three UTF-8 bytes.</source>
        <translation>Короткий текст на японском в дополнение к русскому и китайскому: знак каны — три байта UTF-8.</translation>
    </message>
    <message>
        <source>Document barrier: a | a</source>
        <translation>Граница документа: a | a</translation>
    </message>
    <message>
        <source>Two one-byte documents: no pair across the barrier, so nothing is learned.</source>
        <translation>Два однобайтовых документа: через границу пар нет, поэтому ничего не выучивается.</translation>
    </message>
    <message>
        <source>Ties: ABCDCDABCDCDE</source>
        <translation>Равные частоты: ABCDCDABCDCDE</translation>
    </message>
    <message>
        <source>Three-way and two-way ties; switch the tie policy to compare winners.</source>
        <translation>Равенство трёх и двух пар; переключите правило выбора при равенстве, чтобы сравнить выбранные пары.</translation>
    </message>
    <message>
        <source>Word frequencies: low / lower / newest / widest</source>
        <translation>Частоты слов: low / lower / newest / widest</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3, the Words tab learns the classic &lt;/w&gt; rules (docs/rules.md s4, as bpe-viewer train-words); the other tabs train each distinct word once as a byte-level document weighted by its frequency, as the same table opened from a file.</source>
        <translation>low:5 lower:2 newest:6 widest:3; вкладка «Слова» выучивает классические правила с &lt;/w&gt; (docs/rules.md, разд. 4, как bpe-viewer train-words); остальные вкладки обучаются на каждом различном слове один раз, как на документе байтового уровня с весом его частоты, — так же, как при открытии этой таблицы из файла.</translation>
    </message>
    <message>
        <source>example: {title}</source>
        <translation>пример «{title}»</translation>
    </message>
</context>
<context>
    <name>Examples</name>
    <message>
        <source>Lessons that follow the course materials</source>
        <translation>Уроки по материалам курса</translation>
    </message>
    <message>
        <source>More examples</source>
        <translation>Другие примеры</translation>
    </message>
    <message>
        <source>Opens with {settings}.</source>
        <translation>Открывается с параметрами: {settings}.</translation>
    </message>
    <message numerus="yes">
        <source>%n merge(s)</source>
        <translation>
            <numerusform>%n слияние</numerusform>
            <numerusform>%n слияния</numerusform>
            <numerusform>%n слияний</numerusform>
        </translation>
    </message>
    <message>
        <source>{count}, word ties {word_tie} on the Words tab (tie policy {tie} on the others), one word of the table per entry</source>
        <translation>{count}, при равенстве на вкладке «Слова»: {word_tie} (на остальных: {tie}), каждое слово таблицы — один документ</translation>
    </message>
    <message>
        <source>one document per paragraph</source>
        <translation>каждый абзац — один документ</translation>
    </message>
    <message>
        <source>one document per entry of {file}</source>
        <translation>каждая запись {file} — один документ</translation>
    </message>
    <message>
        <source>{count}, tie policy {tie}, {unit}</source>
        <translation>{count}, при равенстве: {tie}, {unit}</translation>
    </message>
</context>
<context>
    <name>ExportCommands</name>
    <message>
        <source>Window size ({size})</source>
        <translation>Размер окна ({size})</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>Include the teacher&apos;s notes</source>
        <extracomment>The frame size the Export Animation dialog starts at (a 16:9 slide). ``(path, size)`` or ``(path, size, with_notes)``: where to save the image, at what size (None: the window&apos;s own) and whether the teacher&apos;s notes are in it (default: left out).</extracomment>
        <translation>Включить заметки учителя</translation>
    </message>
    <message>
        <source>Put the note of each round and of the run under the narration, as View ▸ Show Note to the Class does; left out unless ticked (a note may give an answer away)</source>
        <translation>Поместить заметки к каждому раунду и к прогону под пояснением, как это делает Вид ▸ Показывать заметки классу; без флажка они не включаются (заметка может выдать ответ)</translation>
    </message>
    <message>
        <source>Image size</source>
        <translation>Размер изображения</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>Rendering frames…</source>
        <translation>Отрисовка кадров…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Rendering frame {done} of {total}…</source>
        <translation>Отрисовка кадра {done} из {total}…</translation>
    </message>
    <message>
        <source>bpe-viewer: export</source>
        <translation>bpe-viewer: экспорт</translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation>Не удалось сохранить {problem}</translation>
    </message>
    <message>
        <source>Saved {path} ({width}×{height})</source>
        <translation>Сохранено: {path} ({width}×{height})</translation>
    </message>
    <message numerus="yes">
        <source>The GIF will have %n frames (more than {limit}): a large file that takes a while. Export it?</source>
        <translation>
            <numerusform>В GIF будет %n кадр (больше {limit}): большой файл, создание займёт время. Экспортировать?</numerusform>
            <numerusform>В GIF будет %n кадра (больше {limit}): большой файл, создание займёт время. Экспортировать?</numerusform>
            <numerusform>В GIF будет %n кадров (больше {limit}): большой файл, создание займёт время. Экспортировать?</numerusform>
        </translation>
    </message>
    <message>
        <source>Export cancelled; nothing written</source>
        <translation>Экспорт отменён; ничего не записано</translation>
    </message>
    <message numerus="yes">
        <source>Saved {path}: %n frames, stages {first} to {last}</source>
        <translation>
            <numerusform>Сохранено: {path}: %n кадр, этапы с {first} по {last}</numerusform>
            <numerusform>Сохранено: {path}: %n кадра, этапы с {first} по {last}</numerusform>
            <numerusform>Сохранено: {path}: %n кадров, этапы с {first} по {last}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FileCommands</name>
    <message>
        <source>Could not open {url}: only local files can be opened</source>
        <translation>Не удалось открыть {url}: открывать можно только локальные файлы</translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation>bpe-viewer: неверные входные данные</translation>
    </message>
    <message>
        <source>The pasted text is empty.</source>
        <translation>Вставленный текст пуст.</translation>
    </message>
    <message>
        <source>bpe-viewer: could not save</source>
        <translation>bpe-viewer: не удалось сохранить</translation>
    </message>
    <message>
        <source>Could not save {problem}</source>
        <translation>Не удалось сохранить {problem}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>bpe-viewer: could not export</source>
        <translation>bpe-viewer: не удалось экспортировать</translation>
    </message>
    <message>
        <source>Could not export {problem}</source>
        <translation>Не удалось экспортировать {problem}</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Экспортировано: {path}</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Экспорт: {format}</translation>
    </message>
</context>
<context>
    <name>FileDialogs</name>
    <message>
        <source>CSV files (*.csv)</source>
        <extracomment>The CSV file filter of File ▸ Export Table as CSV.</extracomment>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export Image</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Изображения PNG (*.png)</translation>
    </message>
    <message>
        <source>Export Animation</source>
        <translation>Экспорт анимации</translation>
    </message>
    <message>
        <source>GIF (*.gif)</source>
        <translation>GIF (*.gif)</translation>
    </message>
    <message>
        <source>Folder for the PNG files</source>
        <translation>Папка для файлов PNG</translation>
    </message>
    <message>
        <source>All supported (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</source>
        <translation>Все поддерживаемые (*.txt *.text *.md *.jsonl *.json *.trace *.bpe-run.json *.tiktoken *.model *.parquet)</translation>
    </message>
    <message>
        <source>Merge tables (tokenizer.json, vocab.json, merges.txt, *.tiktoken, *.model) (*.json *.txt *.tiktoken *.model)</source>
        <translation>Таблицы слияний (tokenizer.json, vocab.json, merges.txt, *.tiktoken, *.model) (*.json *.txt *.tiktoken *.model)</translation>
    </message>
    <message>
        <source>Text files (*.txt *.text *.md)</source>
        <translation>Текстовые файлы (*.txt *.text *.md)</translation>
    </message>
    <message>
        <source>JSON Lines corpus (*.jsonl)</source>
        <translation>Корпус JSON Lines (*.jsonl)</translation>
    </message>
    <message>
        <source>Corpus JSON / word frequencies (*.json)</source>
        <translation>Корпус JSON / частоты слов (*.json)</translation>
    </message>
    <message>
        <source>Piece tables from bpe-viewer count (*.parquet *.json)</source>
        <translation>Таблицы фрагментов из bpe-viewer count (*.parquet *.json)</translation>
    </message>
    <message>
        <source>Saved runs (*.bpe-run.json)</source>
        <translation>Сохранённые прогоны (*.bpe-run.json)</translation>
    </message>
    <message>
        <source>bpe-merges-v1 traces (*.trace *.txt)</source>
        <translation>Трассировки bpe-merges-v1 (*.trace *.txt)</translation>
    </message>
    <message>
        <source>Saved runs, traces and merges files (*.json *.trace *.txt)</source>
        <extracomment>``show_error(parent, title, message)``: a modal message (replaceable in tests). File dialog filter of Train ▸ Open Saved Run or Merges File Beside.</extracomment>
        <translation>Сохранённые прогоны, трассировки и файлы слияний (*.json *.trace *.txt)</translation>
    </message>
    <message>
        <source>Merges files (*merges*.txt *.txt)</source>
        <translation>Файлы слияний (*merges*.txt *.txt)</translation>
    </message>
    <message>
        <source>Saved runs and traces (*.json *.trace)</source>
        <translation>Сохранённые прогоны и трассировки (*.json *.trace)</translation>
    </message>
    <message>
        <source>Open corpus, run or trace</source>
        <extracomment>opens a saved run or trace beside the current run (the Compare tab)</extracomment>
        <translation>Открыть корпус, прогон или трассировку</translation>
    </message>
    <message>
        <source>Open word table</source>
        <translation>Открыть таблицу слов</translation>
    </message>
    <message>
        <source>Word-frequency tables (*.json)</source>
        <translation>Таблицы частот слов (*.json)</translation>
    </message>
    <message>
        <source>Open a saved run, trace or merges file beside the current run</source>
        <translation>Открыть сохранённый прогон, трассировку или файл слияний рядом с текущим прогоном</translation>
    </message>
    <message>
        <source>Open folder (one document per file)</source>
        <translation>Открыть папку (каждый файл — один документ)</translation>
    </message>
    <message>
        <source>Open corpus JSON</source>
        <translation>Открыть корпус JSON</translation>
    </message>
    <message>
        <source>Corpus JSON (*.json)</source>
        <translation>Корпус JSON (*.json)</translation>
    </message>
    <message>
        <source>Choose the split manifest</source>
        <translation>Выберите манифест разбиения</translation>
    </message>
    <message>
        <source>Split manifest (*.json)</source>
        <translation>Манифест разбиения (*.json)</translation>
    </message>
    <message>
        <source>Save run</source>
        <translation>Сохранить прогон</translation>
    </message>
    <message>
        <source>Export bpe-merges-v1 trace</source>
        <translation>Экспорт трассировки bpe-merges-v1</translation>
    </message>
    <message>
        <source>Traces (*.trace)</source>
        <translation>Трассировки (*.trace)</translation>
    </message>
    <message>
        <source>Export vocab.json + merges.txt into folder</source>
        <translation>Экспорт vocab.json + merges.txt в папку</translation>
    </message>
    <message>
        <source>tiktoken ranks (*.tiktoken)</source>
        <translation>Ранги tiktoken (*.tiktoken)</translation>
    </message>
    <message>
        <source>minbpe model (*.model)</source>
        <translation>Модель minbpe (*.model)</translation>
    </message>
    <message>
        <source>Replay the table on corpus</source>
        <translation>Воспроизвести таблицу на корпусе</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Все файлы (*)</translation>
    </message>
    <message>
        <source>Encode a file&apos;s bytes</source>
        <extracomment>View ▸ Presenter View: the teacher&apos;s window (notes, next merge, time elapsed) every open, save and export dialog of the window (two remembered folders)</extracomment>
        <translation>Закодировать байты файла</translation>
    </message>
</context>
<context>
    <name>Headers</name>
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
        <source>★ winner of this round; = tie: same count as the winner</source>
        <translation>★ выбранная пара этого раунда; = равенство: столько же вхождений, сколько у выбранной пары</translation>
    </message>
    <message>
        <source>left token ID</source>
        <translation>ID левого токена</translation>
    </message>
    <message>
        <source>left token, readable (⟨d0…⟩: part of a character)</source>
        <translation>левый токен, текст (⟨d0…⟩: часть символа)</translation>
    </message>
    <message>
        <source>right token ID</source>
        <translation>ID правого токена</translation>
    </message>
    <message>
        <source>right token, readable</source>
        <translation>правый токен, текст</translation>
    </message>
    <message>
        <source>merged: the token this pair would make, readable</source>
        <translation>слито: токен, который образовала бы эта пара, текст</translation>
    </message>
    <message>
        <source>count: adjacent positions holding the pair at this stage (overlaps included)</source>
        <translation>вхожд. (число вхождений): соседние позиции с этой парой на этом этапе (включая перекрытия)</translation>
    </message>
    <message>
        <source>repl. (replaced): windows the left-to-right pass would merge, fewer than the count when windows overlap (aaa holds (a, a) twice but merges it once)</source>
        <translation>замен (число замен): окна, которые слил бы проход слева направо; их меньше числа вхождений, если окна перекрываются (в aaa пара (a, a) встречается дважды, но сливается один раз)</translation>
    </message>
    <message>
        <source>1st at (first occurrence), under the &apos;first&apos; tie policy: where each tied pair first occurs (document, token position); the earliest wins</source>
        <translation>впервые (первое вхождение), при правиле «first»: где впервые встречается каждая из равных пар (документ, позиция токена); выигрывает самая ранняя</translation>
    </message>
    <message>
        <source>hex: bytes of the token this pair would make</source>
        <translation>hex: байты токена, который образовала бы эта пара</translation>
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
        <source>document: its ID, its size (bytes → tokens at this stage; its part of the split when split) and the start of its text</source>
        <translation>документ: его ID, размер (байты → токены на этом этапе; его часть разбиения, если корпус разбит) и начало текста</translation>
    </message>
    <message>
        <source>tokens at this stage: the document&apos;s token rows (click a token to inspect it)</source>
        <translation>токены на этом этапе: строки токенов документа (щёлкните токен, чтобы рассмотреть его)</translation>
    </message>
    <message>
        <source>rank</source>
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
        <source>the rule&apos;s rank (= the training round that learned it); ▶ marks the current step</source>
        <translation>ранг правила (= раунд обучения, выучивший его); ▶ отмечает текущий шаг</translation>
    </message>
    <message>
        <source>the (left, right) token IDs the rule merges, and their bytes</source>
        <translation>ID токенов (левый, правый), которые сливает правило, и их байты</translation>
    </message>
    <message>
        <source>the token the rule makes, and its bytes</source>
        <translation>токен, который создаёт правило, и его байты</translation>
    </message>
    <message>
        <source>how many occurrences this rule merged in the input, or &apos;no match&apos;</source>
        <translation>сколько вхождений это правило слило во входных данных, или «нет совпадений»</translation>
    </message>
    <message>
        <source>length of the token sequence after the rule</source>
        <translation>длина последовательности токенов после правила</translation>
    </message>
    <message>
        <source>Offset</source>
        <extracomment>Chunks kept. the :class:`HexRow` of a row (hex and text columns).</extracomment>
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
        <source>Offset of the row&apos;s first byte, in hex (decimal in the tooltip)</source>
        <translation>Смещение первого байта строки в hex (десятичное — во всплывающей подсказке)</translation>
    </message>
    <message>
        <source>The row&apos;s 16 bytes in hex; a bar marks where a token starts</source>
        <translation>16 байтов строки в hex; черта отмечает начало токена</translation>
    </message>
    <message>
        <source>The bytes as UTF-8 text: a character at its first byte, · for its other bytes, a red dot for control characters and invalid bytes</source>
        <translation>Байты как текст UTF-8: символ — на его первом байте, · — на остальных его байтах, красная точка — управляющие символы и недопустимые байты</translation>
    </message>
    <message>
        <source>ID</source>
        <extracomment>The survival columns, shown once a report is set. Short badge of each flag (the narrow pane&apos;s version of the health tab&apos;s badges).</extracomment>
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
        <source>token ID</source>
        <translation>ID токена</translation>
    </message>
    <message>
        <source>printable text or hex</source>
        <translation>печатаемый текст или hex</translation>
    </message>
    <message>
        <source>the token&apos;s bytes in hex</source>
        <translation>байты токена в hex</translation>
    </message>
    <message>
        <source>the round that made it</source>
        <translation>раунд, который его создал</translation>
    </message>
    <message>
        <source>its occurrences at the stage on screen</source>
        <extracomment>The tips of the survival columns (now, made, final, held-out, kept), which the vocabulary pane shows too.</extracomment>
        <translation>его вхождения на этапе, показанном на экране</translation>
    </message>
    <message>
        <source>its occurrences right after the round that made it (the round&apos;s replacements)</source>
        <translation>его вхождения сразу после раунда, который его создал (число замен раунда)</translation>
    </message>
    <message>
        <source>its occurrences in the training documents after the last round</source>
        <translation>его вхождения в обучающих документах после последнего раунда</translation>
    </message>
    <message>
        <source>its occurrences in the held-out documents (with a split manifest)</source>
        <translation>его вхождения в отложенных документах (при манифесте разбиения)</translation>
    </message>
    <message>
        <source>final / made: the share of its occurrences that survive training</source>
        <translation>в конце / создан: доля его вхождений, переживших обучение</translation>
    </message>
    <message>
        <source>intermediate: kept below the threshold; unused: none left at the end; unseen in held-out: the held-out documents never use it</source>
        <translation>промежуточный: сохранилось меньше порога; не используется: к концу не осталось ни одного; не встречается в отложенных: отложенные документы его не используют</translation>
    </message>
    <message>
        <source>from pair</source>
        <translation>из пары</translation>
    </message>
    <message>
        <source>token ID (0-255 are single bytes; 256 + rank for learned tokens); an imported table&apos;s own ID in brackets</source>
        <translation>ID токена (0–255 — отдельные байты; 256 + ранг — выученные токены); собственный ID импортированной таблицы — в скобках</translation>
    </message>
    <message>
        <source>printable text (␣ space, ↵ newline, → tab) or hex</source>
        <translation>печатаемый текст (␣ пробел, ↵ новая строка, → табуляция) или hex</translation>
    </message>
    <message>
        <source>the round that learned the token</source>
        <translation>раунд, выучивший токен</translation>
    </message>
    <message>
        <source>the (left, right) pair it was merged from</source>
        <translation>пара (левый, правый), из которой он слит</translation>
    </message>
    <message>
        <source>candidate count of the pair when it won</source>
        <translation>число вхождений пары, когда она была выбрана</translation>
    </message>
    <message>
        <source>positions actually merged by the left-to-right pass</source>
        <translation>позиции, действительно слитые проходом слева направо</translation>
    </message>
    <message>
        <source>◐ intermediate: kept below the threshold; ∅ unused: none left at the end; ◌ unseen: the held-out documents never use it</source>
        <translation>◐ промежуточный: сохранилось меньше порога; ∅ не используется: к концу не осталось ни одного; ◌ не встречается: отложенные документы его не используют</translation>
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
        <source>a word of the training table</source>
        <translation>слово обучающей таблицы</translation>
    </message>
    <message>
        <source>how often the word occurs: every pair inside it counts this many times</source>
        <translation>сколько раз встречается слово: каждая пара внутри него учитывается столько раз</translation>
    </message>
    <message>
        <source>the word&apos;s symbols after the merges so far (characters + &lt;/w&gt; at stage 0); symbols made by the last round are highlighted</source>
        <translation>символы слова после выполненных слияний (символы + &lt;/w&gt; на этапе 0); символы, созданные последним раундом, выделены</translation>
    </message>
    <message>
        <source>number of symbols in the word at this stage</source>
        <translation>число символов в слове на этом этапе</translation>
    </message>
    <message>
        <source>tie</source>
        <translation>равенство</translation>
    </message>
    <message>
        <source>the round that learned the rule; encoding applies lower ranks first</source>
        <translation>раунд, выучивший правило; при кодировании сначала применяются меньшие ранги</translation>
    </message>
    <message>
        <source>the (left, right) symbols that are joined</source>
        <translation>символы (левый, правый), которые объединяются</translation>
    </message>
    <message>
        <source>the new symbol</source>
        <translation>новый символ</translation>
    </message>
    <message>
        <source>the pair&apos;s frequency-weighted count when it won</source>
        <translation>число вхождений пары с учётом частот, когда она была выбрана</translation>
    </message>
    <message>
        <source>how many pairs shared the winning count (blank: no tie)</source>
        <translation>сколько пар имели такое же число вхождений, как выбранная (пусто: равенства нет)</translation>
    </message>
    <message>
        <source>★ winner of this round; = tie: same count as the winner, lost on the tie rule</source>
        <translation>★ выбранная пара этого раунда; = равенство: столько же вхождений, сколько у выбранной, но проиграла по правилу выбора при равенстве</translation>
    </message>
    <message>
        <source>left symbol</source>
        <translation>левый символ</translation>
    </message>
    <message>
        <source>right symbol</source>
        <translation>правый символ</translation>
    </message>
    <message>
        <source>the symbol this pair would make</source>
        <translation>символ, который образовала бы эта пара</translation>
    </message>
    <message>
        <source>adjacent positions holding the pair, each weighted by its word&apos;s frequency</source>
        <translation>соседние позиции с этой парой, каждая с весом частоты своего слова</translation>
    </message>
</context>
<context>
    <name>HealthSummary</name>
    <message numerus="yes">
        <source>%n learned token(s)</source>
        <extracomment>Default share of a token&apos;s occurrences that must survive for it not to count as intermediate. Flag names, in the order they are listed. Reports made ahead of need (:func:`prepare_survival`), one per run, dropped with it.</extracomment>
        <translation>
            <numerusform>%n выученный токен</numerusform>
            <numerusform>%n выученных токена</numerusform>
            <numerusform>%n выученных токенов</numerusform>
        </translation>
    </message>
    <message>
        <source>, {count} intermediate (kept &lt; {percent} %)</source>
        <translation>, промежуточных: {count} (сохранилось &lt; {percent} %)</translation>
    </message>
    <message>
        <source>, ... ({count} more)</source>
        <translation>, ... (ещё {count})</translation>
    </message>
    <message>
        <source>; {count} unused</source>
        <translation>; не используются: {count}</translation>
    </message>
    <message>
        <source>; {count} unseen in held-out</source>
        <translation>; не встречаются в отложенных: {count}</translation>
    </message>
</context>
<context>
    <name>HelpDialogs</name>
    <message>
        <source>Hex view: Find hex bytes or text (while the hex view has focus)</source>
        <extracomment>Keys handled inside one view rather than by a window action.</extracomment>
        <translation>Вид Hex: поиск байтов в hex или текста (когда вид Hex в фокусе)</translation>
    </message>
    <message>
        <source>Hex view: Go to offset</source>
        <translation>Вид Hex: переход к смещению</translation>
    </message>
    <message>
        <source>Hex view Find box: next / previous match</source>
        <translation>Поле поиска вида Hex: следующее / предыдущее совпадение</translation>
    </message>
    <message>
        <source>A desktop trace explorer for byte-pair-encoding tokenizer training.</source>
        <translation>Настольный обозреватель трассировок обучения токенизаторов на основе кодирования пар байтов (BPE).</translation>
    </message>
    <message>
        <source>Licence: {licence}</source>
        <translation>Лицензия: {licence}</translation>
    </message>
    <message>
        <source>About bpe-viewer</source>
        <translation>О программе bpe-viewer</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
</context>
<context>
    <name>HexInspector</name>
    <message>
        <source>no corpus: this table has no documents, so no occurrences to follow</source>
        <extracomment>Rows of the merge tree the inspector always shows (a token, its two parts and one of theirs); a pane too short for them scrolls.</extracomment>
        <translation>нет корпуса: у этой таблицы нет документов, поэтому нет и вхождений</translation>
    </message>
    <message>
        <source>&lt;b&gt;Inspector&lt;/b&gt; — click a token in any view</source>
        <extracomment>the form&apos;s row labels, by the value they name</extracomment>
        <translation>&lt;b&gt;Инспектор&lt;/b&gt; — щёлкните токен в любом виде</translation>
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
        <translation>Выживаемость</translation>
    </message>
    <message>
        <source>Bit patterns</source>
        <translation>Битовые шаблоны</translation>
    </message>
    <message>
        <source>Show each byte&apos;s bits: 0xxxxxxx ASCII, 110xxxxx/1110xxxx/11110xxx lead bytes of 2-, 3- and 4-byte characters, 10xxxxxx continuation bytes</source>
        <translation>Показать биты каждого байта: 0xxxxxxx — ASCII, 110xxxxx/1110xxxx/11110xxx — ведущие байты 2-, 3- и 4-байтовых символов, 10xxxxxx — байты продолжения</translation>
    </message>
    <message>
        <source>How the token&apos;s occurrences were used by later merges (final stage); the Vocabulary health tab lists every token&apos;s figures</source>
        <translation>Как вхождения токена использовались последующими слияниями (последний этап); на вкладке «Состояние словаря» приведены показатели каждого токена</translation>
    </message>
    <message>
        <source>Occurs ▸</source>
        <translation>Вхождения ▸</translation>
    </message>
    <message>
        <source>Show the documents holding this token: the Documents pane lists only them at the stage (the filter token:ID; clear the filter to list them all)</source>
        <translation>Показать документы с этим токеном: панель «Документы» перечисляет на этом этапе только их (фильтр token:ID; сбросьте фильтр, чтобы снова увидеть все)</translation>
    </message>
    <message>
        <source>merge tree down to bytes</source>
        <translation>дерево слияний до байтов</translation>
    </message>
    <message numerus="yes">
        <source>… {count} more byte(s)</source>
        <translation>
            <numerusform>… ещё {count} байт</numerusform>
            <numerusform>… ещё {count} байта</numerusform>
            <numerusform>… ещё {count} байтов</numerusform>
        </translation>
    </message>
    <message>
        <source>a single byte (one of the 256 starting entries)</source>
        <translation>один байт (одна из 256 начальных записей)</translation>
    </message>
    <message>
        <source>later, in round {round} (not in the vocabulary yet)</source>
        <translation>позже, в раунде {round} (пока не в словаре)</translation>
    </message>
    <message>
        <source>by the round about to run</source>
        <translation>в текущем раунде</translation>
    </message>
    <message>
        <source>in round {round}</source>
        <translation>в раунде {round}</translation>
    </message>
    <message>
        <source>no corpus, so no counts</source>
        <translation>корпуса нет, поэтому нет и чисел вхождений</translation>
    </message>
    <message>
        <source>count {count}, {replaced} replaced</source>
        <translation>вхождений: {count}, замен: {replaced}</translation>
    </message>
    <message>
        <source>{when} from {pair}; {counts}</source>
        <translation>{when} из пары {pair}; {counts}</translation>
    </message>
    <message>
        <source>not yet: the token appears at stage {stage}</source>
        <translation>пока нет: токен появляется на этапе {stage}</translation>
    </message>
    <message>
        <source>no corpus: this table has no documents</source>
        <translation>нет корпуса: у этой таблицы нет документов</translation>
    </message>
    <message numerus="yes">
        <source>{count} time(s) in the counted documents at stage {stage}</source>
        <translation>
            <numerusform>{count} раз в учитываемых документах на этапе {stage}</numerusform>
            <numerusform>{count} раза в учитываемых документах на этапе {stage}</numerusform>
            <numerusform>{count} раз в учитываемых документах на этапе {stage}</numerusform>
        </translation>
    </message>
    <message>
        <source>; held out (not counted): </source>
        <translation>; в отложенных (не учитываются): </translation>
    </message>
</context>
<context>
    <name>HexView</name>
    <message>
        <source>Hex</source>
        <extracomment>Events by which the user acts on the rows (or the Find and Go to boxes). Documents up to this size scroll to a token chosen by its position in the rows. Characters of a document&apos;s ID and label the title shows (longer ones are shortened). the view&apos;s lines around its table, in pixels (:meth:`height_for_rows`) a run (run, stage, document) or a stage asked for while on screen, not filled yet
----------
the most lines the legend takes before it folds away into the title&apos;s tooltip</extracomment>
        <translation>Hex</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>Hex: hex bytes (d0 b0), and anything that is not hex as text (its UTF-8 bytes);
Text: always the text&apos;s UTF-8 bytes (for a word made of hex digits, such as cafe)</source>
        <translation>Hex: байты в hex (d0 b0), а всё, что не является hex, — как текст (его байты UTF-8);
Текст: всегда байты UTF-8 текста (для слова из шестнадцатеричных цифр, например cafe)</translation>
    </message>
    <message>
        <source>Find: d0 b0 or text  (Ctrl+F)</source>
        <translation>Поиск: d0 b0 или текст  (Ctrl+F)</translation>
    </message>
    <message>
        <source>Previous match  [Shift+Enter]</source>
        <translation>Предыдущее совпадение  [Shift+Enter]</translation>
    </message>
    <message>
        <source>Next match  [Enter]</source>
        <translation>Следующее совпадение  [Enter]</translation>
    </message>
    <message>
        <source>Match case</source>
        <translation>Регистр</translation>
    </message>
    <message>
        <source>Text is found in upper and lower case alike unless this is on (river finds River, мир finds МИР); hex bytes are always found exactly</source>
        <translation>Текст ищется без учёта регистра, если это не включено (river находит River, мир находит МИР); байты в hex всегда ищутся точно</translation>
    </message>
    <message>
        <source>All documents</source>
        <translation>Все документы</translation>
    </message>
    <message>
        <source>Past the last match of this document, go on to the next document that holds one (and from the last document back to the first)</source>
        <translation>После последнего совпадения в этом документе перейти к следующему документу, где оно есть (а с последнего документа — к первому)</translation>
    </message>
    <message>
        <source>Go to offset (Ctrl+G)</source>
        <translation>Перейти к смещению (Ctrl+G)</translation>
    </message>
    <message>
        <source>A byte offset: decimal (1234) or hex (0x4d2); Enter jumps</source>
        <translation>Смещение в байтах: десятичное (1234) или hex (0x4d2); Enter — переход</translation>
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
        <source>&lt;b&gt;Hex&lt;/b&gt; — {id} ({label}): {size} bytes, stage {stage}</source>
        <translation>&lt;b&gt;Hex&lt;/b&gt; — {id} ({label}): {size} байт, этап {stage}</translation>
    </message>
    <message>
        <source>offset {offset} is outside the document (0 to {last})</source>
        <translation>смещение {offset} вне документа (от 0 до {last})</translation>
    </message>
    <message>
        <source>offset {offset} ({hex})</source>
        <translation>смещение {offset} ({hex})</translation>
    </message>
    <message>
        <source> (searched as text: not hex bytes)</source>
        <extracomment>Documents up to this size are counted for the &quot;match 3 of 12&quot; line (bytes).</extracomment>
        <translation> (искали как текст: это не байты в hex)</translation>
    </message>
    <message>
        <source> (read as hex bytes; choose Text to find it as text)</source>
        <translation> (прочитано как байты в hex; выберите «Текст», чтобы искать как текст)</translation>
    </message>
    <message>
        <source>no match for {text} in any document{how}</source>
        <translation>{text} не найдено ни в одном документе{how}</translation>
    </message>
    <message>
        <source>no match for {text} in this document{how}</source>
        <translation>{text} не найдено в этом документе{how}</translation>
    </message>
    <message>
        <source> of {count}</source>
        <translation> из {count}</translation>
    </message>
    <message>
        <source> (wrapped around)</source>
        <translation> (поиск продолжен с начала)</translation>
    </message>
    <message>
        <source> in {id}</source>
        <translation> в {id}</translation>
    </message>
    <message>
        <source>match at offset {offset} ({hex}){total}{note}{how}</source>
        <translation>совпадение по смещению {offset} ({hex}){total}{note}{how}</translation>
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
        <extracomment>The fill of a marked row, by mark: the palette&apos;s name (read when painted, so a new scheme shows). The run shown (byte-level or word-frequency). One candidate row (:class:`~bpe_viewer.core.Candidate` or ``WordCandidate``). What a pair is made of: token IDs or symbol texts.</extracomment>
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
    <name>LoadSession</name>
    <message>
        <source>The Words tab trains the table as classic word-frequency BPE; the other tabs show its words as byte-level documents</source>
        <translation>Вкладка «Слова» обучает таблицу как классический BPE по частотам слов; остальные вкладки показывают её слова как документы байтового уровня</translation>
    </message>
    <message>
        <source>Back to the run before the last retrain</source>
        <translation>Вернуться к прогону до последнего переобучения</translation>
    </message>
    <message numerus="yes">
        <source>{count} merge(s)</source>
        <translation>
            <numerusform>{count} слияние</numerusform>
            <numerusform>{count} слияния</numerusform>
            <numerusform>{count} слияний</numerusform>
        </translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation>при равенстве: {tie}</translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation>предварительная токенизация {name}</translation>
    </message>
    <message>
        <source>text {form}</source>
        <translation>нормализация {form}</translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation>специальные ID после байтов</translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation>специальные токены</translation>
    </message>
    <message>
        <source>Trained with your Training Settings ({settings}); Train ▸ Training Settings ▸ Restore Defaults goes back to the defaults</source>
        <translation>Обучено с вашими параметрами обучения ({settings}); Обучение ▸ Параметры обучения ▸ «Восстановить значения по умолчанию» возвращает значения по умолчанию</translation>
    </message>
    <message>
        <source>{name} is beside it, not used: File ▸ Open Corpus with Split Manifest… trains on its train partition only</source>
        <translation>Рядом лежит {name}, но он не используется: Файл ▸ Открыть корпус с манифестом разбиения… обучает только на его обучающей части</translation>
    </message>
    <message>
        <source>Trained with the example&apos;s own settings: {settings}</source>
        <translation>Обучено с собственными параметрами примера: {settings}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>Не удалось открыть {problem}</translation>
    </message>
    <message>
        <source>vocabulary size {size}</source>
        <extracomment>the same failure as one line naming the input once (``NAME: reason``), as the command line says it the settings a file or text opened next trains with: the stored Training Settings (a loaded run&apos;s own are its Retrain&apos;s, an example has its own) the built-in example on screen (its documents, retrained or not), or None the stage on screen; Retrain returns to it (clamped to the new run) what the run on screen was trained from and how (Retrain trains it again), or None (nothing loaded, or a run delivered without one) every file and folder this window has read (outputs are never written over one) the word-frequency table behind the current run, if it came from one the training whose rounds learned so far are shown, if any the run as last saved or loaded from a file (not trained here since) the run before the last Retrain, until it is undone or another input loads the Words tab&apos;s run (:attr:`word_run_changed`), or None</extracomment>
        <translation>размер словаря {size}</translation>
    </message>
    <message>
        <source>Could not load the input: {problem}</source>
        <translation>Не удалось загрузить входные данные: {problem}</translation>
    </message>
    <message>
        <source>Loaded {source}: {merges}</source>
        <translation>Загружено: {source}: {merges}</translation>
    </message>
    <message>
        <source>Loaded {source}: {corpus}; {merges}</source>
        <translation>Загружено: {source}: {corpus}; {merges}</translation>
    </message>
    <message>
        <source>Loaded {source}: the Words tab learned {merges} of classic word-frequency BPE; the other tabs learned {count} (each distinct word once as a byte-level document weighted by its frequency)</source>
        <translation>Загружено: {source}: вкладка «Слова» выучила {merges} классического BPE по частотам слов; остальные вкладки выучили {count} (каждое различное слово — один раз, как документ байтового уровня с весом его частоты)</translation>
    </message>
    <message>
        <source> (a table without a corpus: Train ▸ Replay on Corpus… counts its rules)</source>
        <translation> (таблица без корпуса: «Обучение ▸ Воспроизвести на корпусе…» подсчитывает её правила)</translation>
    </message>
    <message>
        <source>Cancelled {source}; the previous run stays on screen.</source>
        <translation>{source}: отменено; предыдущий прогон остаётся на экране.</translation>
    </message>
    <message>
        <source>Cancelled {source}; nothing loaded.</source>
        <translation>{source}: отменено; ничего не загружено.</translation>
    </message>
</context>
<context>
    <name>LoadingCover</name>
    <message>
        <source>Loading {what} …</source>
        <extracomment>The cover&apos;s text by verb (English, context ``&quot;LoadingCover&quot;``).</extracomment>
        <translation>Загрузка: {what} …</translation>
    </message>
    <message>
        <source>Retraining {what} …</source>
        <translation>Переобучение: {what} …</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Closed {source}</source>
        <translation>Закрыто: {source}</translation>
    </message>
    <message>
        <source>Closed</source>
        <translation>Закрыто</translation>
    </message>
    <message>
        <source>Go to Round</source>
        <translation>Переход к раунду</translation>
    </message>
    <message>
        <source>Stage (0 to {last}):</source>
        <translation>Этап (от 0 до {last}):</translation>
    </message>
    <message>
        <source>word-frequency BPE under both tie orders · stage {stage} of {last}</source>
        <translation>BPE по частотам слов при обоих порядках выбора при равенстве · этап {stage} из {last}</translation>
    </message>
    <message>
        <source>The current run stays loaded.</source>
        <translation>Текущий прогон остаётся загруженным.</translation>
    </message>
    <message>
        <source>bpe-viewer: bad input</source>
        <translation>bpe-viewer: неверные входные данные</translation>
    </message>
</context>
<context>
    <name>Marks</name>
    <message>
        <source>★ winner</source>
        <extracomment>The mark column&apos;s words (English, context ``&quot;Marks&quot;``; shown by :func:`mark_text`).</extracomment>
        <translation>★ выбрана</translation>
    </message>
    <message>
        <source>= tie</source>
        <translation>= равенство</translation>
    </message>
    <message>
        <source>◆ corpus</source>
        <extracomment>In a replayed table: the pair the corpus itself would have chosen.</extracomment>
        <translation>◆ корпус</translation>
    </message>
    <message>
        <source>★ table</source>
        <extracomment>In a replayed table: the table&apos;s rule, merged whatever the counts say.</extracomment>
        <translation>★ таблица</translation>
    </message>
    <message>
        <source>no match</source>
        <extracomment>The chips model shows at most this many tokens (the statistics count all of them). A rule that merged nothing (English, context ``&quot;Marks&quot;``; the mark role keeps it so).</extracomment>
        <translation>нет совпадений</translation>
    </message>
</context>
<context>
    <name>Menus</name>
    <message>
        <source>&amp;File</source>
        <extracomment>The menu bar, by action key: ``-`` is a separator, ``@recent`` the Open Recent menu, ``@export`` the Export submenu (:data:`EXPORT_MENU`), ``@export_csv`` the Export Table as CSV menu, ``@copy_special`` the Copy Special menu, ``@language`` View ▸ Language (:class:`~bpe_viewer.qt.i18n.LanguageMenu`) and ``@examples`` the examples (built from the shipped example index).</extracomment>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>E&amp;xamples</source>
        <extracomment>(heading action, which heading): &quot;lessons&quot; or &quot;others&quot; (entry, its example)</extracomment>
        <translation>При&amp;меры</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>&amp;Обучение</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Go</source>
        <translation>П&amp;ереход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main</source>
        <extracomment>The toolbar, by action key (``@examples``: the Examples menu&apos;s button). The toolbar&apos;s title (in the window&apos;s context menu of toolbars).</extracomment>
        <translation>Основная панель</translation>
    </message>
    <message>
        <source>&amp;Candidates of This Round…</source>
        <extracomment>Tables that File ▸ Export Table as CSV offers: key, menu text (English, context ``&quot;Menus&quot;``), default file name.</extracomment>
        <translation>&amp;Кандидаты этого раунда…</translation>
    </message>
    <message>
        <source>&amp;Vocabulary…</source>
        <translation>&amp;Словарь…</translation>
    </message>
    <message>
        <source>Merge &amp;Rules…</source>
        <translation>&amp;Правила слияния…</translation>
    </message>
    <message>
        <source>&amp;Encode Steps…</source>
        <translation>&amp;Шаги кодирования…</translation>
    </message>
    <message>
        <source>Export Table as &amp;CSV</source>
        <translation>Экспорт табли&amp;цы в CSV</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>Export &amp;Table</source>
        <translation>Экспорт та&amp;блицы слияний</translation>
    </message>
    <message>
        <source>Copy &amp;Special</source>
        <translation>&amp;Специальное копирование</translation>
    </message>
</context>
<context>
    <name>Narration</name>
    <message>
        <source>{first} {second}</source>
        <comment>two sentences one after the other</comment>
        <extracomment>How each tie policy picks among pairs of equal count (docs/rules.md s3), in English; :meth:`Narration.tie_rule` says it in the current language.</extracomment>
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
    <message>
        <source>{pair} first at {place}</source>
        <translation>{pair} впервые в {place}</translation>
    </message>
    <message>
        <source>{pair} at {place}</source>
        <comment>a tied pair and where its first window is</comment>
        <translation>{pair} в {place}</translation>
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
        <translation>у пары {pair} наибольшее число вхождений — {count}</translation>
    </message>
    <message>
        <source>{pair} has the highest count, {count} (next: {next})</source>
        <translation>у пары {pair} наибольшее число вхождений — {count} (у следующей — {next})</translation>
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
            <numerusform>В документах стало %n токен (было {before}); размер словаря: {size}.</numerusform>
            <numerusform>В документах стало %n токена (было {before}); размер словаря: {size}.</numerusform>
            <numerusform>В документах стало %n токенов (было {before}); размер словаря: {size}.</numerusform>
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
        <extracomment>A tooltip&apos;s lines: characters per line and lines in all (a longer token&apos;s tooltip ends in &quot;…&quot;; the inspector shows every byte). the candidate table whose ``1st at`` column is watched (watch_candidates) a quiz question is shown in place of the round&apos;s sentence</extracomment>
        <translation>До / после</translation>
    </message>
    <message>
        <source>({left}, {right}) at {document} @{position}</source>
        <extracomment>Lines the picked candidate&apos;s line takes in a fixed-height strip (the sentence keeps the rest). Lines of text the sentence always has room for: most rounds&apos; sentences take two at a usual width, and a strip that grew and shrank with each sentence would move every view below it up and down while stepping (and lay the window out twice when the first sentence arrives). The symbols a sentence shows for token bytes (space, newline, partial UTF-8...): a font without them draws them from a fallback font whose taller lines would make a sentence with them taller than one without.</extracomment>
        <translation>({left}, {right}) в {document} @{position}</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the places of the tied pairs</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>First windows: {places}.</source>
        <translation>Первые окна: {places}.</translation>
    </message>
    <message>
        <source>Load a corpus, a saved run or an example.</source>
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
    <name>NavigationBar</name>
    <message>
        <source>0.5 rounds/s</source>
        <translation>0,5 раунда/с</translation>
    </message>
    <message>
        <source>1 round/s</source>
        <translation>1 раунд/с</translation>
    </message>
    <message>
        <source>1.5 rounds/s</source>
        <translation>1,5 раунда/с</translation>
    </message>
    <message>
        <source>3 rounds/s</source>
        <translation>3 раунда/с</translation>
    </message>
    <message>
        <source>10 rounds/s</source>
        <translation>10 раундов/с</translation>
    </message>
    <message>
        <source>30 rounds/s</source>
        <translation>30 раундов/с</translation>
    </message>
    <message>
        <source>Stage</source>
        <extracomment>buttons that keep their words in the narrow form the slider&apos;s least width, in widths of the letter M of the bar&apos;s font</extracomment>
        <translation>Этап</translation>
    </message>
    <message>
        <source>Jump to a stage (number of merges applied)</source>
        <translation>Перейти к этапу (число применённых слияний)</translation>
    </message>
    <message>
        <source>Play speed</source>
        <translation>Скорость показа</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>of {last}</source>
        <translation>из {last}</translation>
    </message>
</context>
<context>
    <name>NotesPanel</name>
    <message>
        <source>Note on the run</source>
        <extracomment>while a picture is taken: True with the notes line, False with no notes</extracomment>
        <translation>Заметка к прогону</translation>
    </message>
    <message>
        <source>A note for the whole run (saved with the run)</source>
        <translation>Заметка ко всему прогону (сохраняется с прогоном)</translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation>Заметка к этапу {stage} (последнему)</translation>
    </message>
    <message>
        <source>A note on stage {stage} (the last): for the presenter view; the class sees it only with View ▸ Show Note to the Class</source>
        <translation>Заметка к этапу {stage} (последнему): для окна докладчика; класс видит её, только если включено Вид ▸ Показывать заметки классу</translation>
    </message>
    <message>
        <source>A note on round {stage}: for the presenter view; the class sees it only with View ▸ Show Note to the Class</source>
        <translation>Заметка к раунду {stage}: для окна докладчика; класс видит её, только если включено Вид ▸ Показывать заметки классу</translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation>Заметка к раунду {stage}</translation>
    </message>
</context>
<context>
    <name>PasteTextDialog</name>
    <message>
        <source>Paste text</source>
        <translation>Вставка текста</translation>
    </message>
    <message>
        <source>Type or paste text here…</source>
        <translation>Введите или вставьте текст сюда…</translation>
    </message>
    <message>
        <source>Documents</source>
        <translation>Документы</translation>
    </message>
    <message>
        <source>Train</source>
        <translation>Обучить</translation>
    </message>
</context>
<context>
    <name>PresenterView</name>
    <message>
        <source>Presenter View — bpe-viewer</source>
        <extracomment>The presenter view&apos;s text, in times the application&apos;s font size (read at a glance). The actions of the main window whose shortcuts also work in the presenter view.</extracomment>
        <translation>Окно докладчика — bpe-viewer</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Start the time elapsed again from 0:00</source>
        <translation>Начать отсчёт времени заново с 0:00</translation>
    </message>
    <message>
        <source>Note on the run</source>
        <translation>Заметка к прогону</translation>
    </message>
    <message>
        <source>Next merge (the answer)</source>
        <translation>Следующее слияние (ответ)</translation>
    </message>
    <message>
        <source>Show note to the class</source>
        <translation>Показывать заметки классу</translation>
    </message>
    <message>
        <source>The clicker keys work here too: PageDown or Right steps, B blanks the projected screen, Enter reveals a quiz round.</source>
        <translation>Кнопки кликера работают и здесь: PageDown или стрелка вправо — шаг вперёд, B — чёрный экран на проекторе, Enter — ответ в раунде викторины.</translation>
    </message>
    <message>
        <source>No run loaded</source>
        <translation>Прогон не загружен</translation>
    </message>
    <message>
        <source>Stage {stage} of {last} (the last)</source>
        <translation>Этап {stage} из {last} (последний)</translation>
    </message>
    <message>
        <source>Round {round} of {last}</source>
        <translation>Раунд {round} из {last}</translation>
    </message>
    <message>
        <source>Note on stage {stage} (the last)</source>
        <translation>Заметка к этапу {stage} (последнему)</translation>
    </message>
    <message>
        <source>No note on stage {stage} (the last)</source>
        <translation>Нет заметки к этапу {stage} (последнему)</translation>
    </message>
    <message>
        <source>Note on round {stage}</source>
        <translation>Заметка к раунду {stage}</translation>
    </message>
    <message>
        <source>No note on round {stage}</source>
        <translation>Нет заметки к раунду {stage}</translation>
    </message>
    <message>
        <source>No note on the run</source>
        <translation>Нет заметки к прогону</translation>
    </message>
    <message>
        <source>Words: no word table</source>
        <translation>Слова: таблица слов не загружена</translation>
    </message>
    <message>
        <source>Words: stage {stage} of {last} (the last)</source>
        <translation>Слова: этап {stage} из {last} (последний)</translation>
    </message>
    <message>
        <source>Words: round {round} of {last}</source>
        <translation>Слова: раунд {round} из {last}</translation>
    </message>
    <message>
        <source>Note on the round</source>
        <translation>Заметка к раунду</translation>
    </message>
    <message>
        <source>Notes belong to the byte-level run (the Training rounds tab).</source>
        <translation>Заметки относятся к прогону байтового уровня (вкладка «Раунды»).</translation>
    </message>
    <message>
        <source>None: no round is left after the last stage.</source>
        <translation>Нет: после последнего этапа раундов не осталось.</translation>
    </message>
    <message>
        <source>Round {round}: ({left}, {right}) becomes {merged}, count {count}</source>
        <translation>Раунд {round}: ({left}, {right}) становится {merged}, число вхождений {count}</translation>
    </message>
    <message>
        <source>Round {round}: ({left}, {right}) becomes token {token} {phrase}, count {count}</source>
        <translation>Раунд {round}: ({left}, {right}) становится токеном {token} {phrase}, число вхождений {count}</translation>
    </message>
    <message>
        <source>The class sees a black screen (B or any key shows it again).</source>
        <translation>Класс видит чёрный экран (B или любая клавиша снова показывает окно).</translation>
    </message>
    <message>
        <source>The class sees the notes under the narration.</source>
        <translation>Класс видит заметки под пояснением.</translation>
    </message>
    <message>
        <source>The class sees no note.</source>
        <translation>Класс не видит заметок.</translation>
    </message>
    <message>
        <source>There is one screen only: if it is mirrored to the projector, the class sees this window too.</source>
        <translation>Экран только один: если он дублируется на проектор, класс тоже видит это окно.</translation>
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
            <numerusform>Пара не выбрана. %n пара имеет одинаковое число вхождений {count}; при равных частотах {rule}: сливается {winner}.</numerusform>
            <numerusform>Пара не выбрана. %n пары имеют одинаковое число вхождений {count}; при равных частотах {rule}: сливается {winner}.</numerusform>
            <numerusform>Пара не выбрана. %n пар имеют одинаковое число вхождений {count}; при равных частотах {rule}: сливается {winner}.</numerusform>
        </translation>
    </message>
    <message>
        <source>No pick. {winner} merges, count {count}.</source>
        <translation>Пара не выбрана. Сливается {winner}, число вхождений {count}.</translation>
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
        <translation>Ваша пара {pick} угадана: у неё наибольшее число вхождений — {count}.</translation>
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
        <source>Click or drag on a chart to go to that round</source>
        <extracomment>Plot keys, top to bottom (each plot&apos;s legend names its curves).</extracomment>
        <translation>Щёлкните по графику или проведите по нему, чтобы перейти к раунду</translation>
    </message>
    <message>
        <source>round (merges learned)</source>
        <translation>раунд (выученных слияний)</translation>
    </message>
    <message>
        <source>winner&apos;s count</source>
        <translation>число вхождений выбранной пары</translation>
    </message>
    <message>
        <source>replacements</source>
        <translation>число замен</translation>
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
        <translation>(токенов на байт)</translation>
    </message>
</context>
<context>
    <name>StatusParts</name>
    <message>
        <source>%v / %m merges</source>
        <extracomment>(time, merges done) at the first report of a learned round; None before</extracomment>
        <translation>слияния: %v / %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>Отменяется…</translation>
    </message>
</context>
<context>
    <name>StatusTexts</name>
    <message numerus="yes">
        <source>{count} merges</source>
        <extracomment>Qt&apos;s &quot;no maximum&quot; for a widget&apos;s size. The colour of the transient note (quieter than the stage summary). The share of the status bar a note keeps when the bar has no room for it and the whole stage summary (each then ends in &quot;…&quot;).</extracomment>
        <translation>
            <numerusform>{count} слияние</numerusform>
            <numerusform>{count} слияния</numerusform>
            <numerusform>{count} слияний</numerusform>
        </translation>
    </message>
    <message>
        <source> ({count} learned)</source>
        <translation> (выучено {count})</translation>
    </message>
    <message>
        <source>tie {tie}</source>
        <translation>при равенстве: {tie}</translation>
    </message>
    <message>
        <source>unit {unit}</source>
        <translation>единица: {unit}</translation>
    </message>
    <message>
        <source>no pre-tokenizer</source>
        <translation>без предварительной токенизации</translation>
    </message>
    <message>
        <source>pre-tokenizer {name}</source>
        <translation>предварительная токенизация {name}</translation>
    </message>
    <message>
        <source>special tokens {names}</source>
        <translation>специальные токены {names}</translation>
    </message>
    <message>
        <source>special IDs after the bytes</source>
        <translation>специальные ID после байтов</translation>
    </message>
    <message>
        <source>no special tokens</source>
        <translation>без специальных токенов</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>без названия</translation>
    </message>
    <message>
        <source>training ({learned} of {count} merges learned so far)</source>
        <translation>обучение (выучено {learned} из {count} слияний)</translation>
    </message>
    <message>
        <source>word-frequency BPE, {merges}, tie {tie}</source>
        <translation>BPE по частотам слов, {merges}, при равенстве: {tie}</translation>
    </message>
    <message>
        <source>word table</source>
        <translation>таблица слов</translation>
    </message>
    <message>
        <source>No run loaded: open a file, paste text or pick an example.</source>
        <translation>Прогон не загружен: откройте файл, вставьте текст или выберите пример.</translation>
    </message>
    <message>
        <source>{count} learned so far (training)</source>
        <translation>{count} (выучено пока, идёт обучение)</translation>
    </message>
    <message>
        <source>stage {stage} of {last} · vocabulary {size} · tokens {tokens} / bytes {bytes} ({ratio} bytes per token)</source>
        <translation>этап {stage} из {last} · словарь: {size} · токенов: {tokens} / байтов: {bytes} ({ratio} байта на токен)</translation>
    </message>
    <message>
        <source>word-frequency BPE · stage {stage} of {last} · {count} words · tie {tie}</source>
        <translation>BPE по частотам слов · этап {stage} из {last} · слов: {count} · при равенстве: {tie}</translation>
    </message>
    <message>
        <source>{done} / {total} merges</source>
        <translation>слияния: {done} / {total}</translation>
    </message>
    <message>
        <source>{minutes} min {seconds} s</source>
        <translation>{minutes} мин {seconds} с</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds} с</translation>
    </message>
    <message>
        <source>{progress} · {rate} rounds/s · {time} left</source>
        <translation>{progress} · {rate} раунда/с · осталось {time}</translation>
    </message>
</context>
<context>
    <name>TableRulesPanel</name>
    <message>
        <source>The table&apos;s merges in rank order; the round cursor&apos;s is selected</source>
        <translation>Слияния таблицы по рангу; выделено слияние, на котором стоит курсор раундов</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; lists {count} merges in rank order and nothing else: no counts, no candidate pairs, no documents. So there is no candidate table here; this column shows the table&apos;s merge at each round.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; содержит только слияния по рангу (всего {count}): ни чисел вхождений, ни пар-кандидатов, ни документов. Поэтому таблицы кандидатов здесь нет; этот столбец показывает слияние таблицы в каждом раунде.</translation>
    </message>
    <message>
        <source>Stage {stage}: all {count} merges are made.</source>
        <translation>Этап {stage}: выполнены все слияния ({count}).</translation>
    </message>
    <message>
        <source>Round {round}, its merge: &lt;b&gt;{left} + {right} → {merged}&lt;/b&gt; (rank {rank})</source>
        <translation>Раунд {round}, его слияние: &lt;b&gt;{left} + {right} → {merged}&lt;/b&gt; (ранг {rank})</translation>
    </message>
</context>
<context>
    <name>TiePolicyButton</name>
    <message>
        <source>Tie policies</source>
        <extracomment>The style of the Compare tab&apos;s banners (the byte-level and the word tie orders&apos;). why the runs part: an explanation (as the narration&apos;s), not an error the tie policies a comparison trains, in TIE_POLICIES order (all five at first) one checkable action per tie policy, in TIE_POLICIES order</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>One column per chosen tie policy, the current documents under each; the arrow chooses which of the five (docs/rules.md s3)</source>
        <translation>По столбцу на каждое выбранное правило выбора при равенстве, текущие документы по каждому; стрелка выбирает, какие из пяти (docs/rules.md, разд. 3)</translation>
    </message>
    <message>
        <source>{tie}: {rule}</source>
        <translation>{tie}: {rule}</translation>
    </message>
    <message>
        <source>Compare the chosen policies ({count}: {policies})</source>
        <translation>Сравнить выбранные правила ({count}: {policies})</translation>
    </message>
</context>
<context>
    <name>TieRules</name>
    <message>
        <source>smallest (left, right) wins</source>
        <extracomment>Each tie policy&apos;s rule in words (English, context ``&quot;TieRules&quot;``).</extracomment>
        <translation>выигрывает меньший левый ID, затем правый</translation>
    </message>
    <message>
        <source>largest (left, right) wins</source>
        <translation>выигрывает больший левый ID, затем правый</translation>
    </message>
    <message>
        <source>first occurrence wins</source>
        <translation>выигрывает пара, встретившаяся первой</translation>
    </message>
    <message>
        <source>greatest (left bytes, right bytes) wins</source>
        <translation>выигрывает пара, чьи байты (левого, затем правого) при сортировке идут последними</translation>
    </message>
    <message>
        <source>smallest (left bytes, right bytes) wins</source>
        <translation>выигрывает пара, чьи байты (левого, затем правого) при сортировке идут первыми</translation>
    </message>
</context>
<context>
    <name>TokenStory</name>
    <message numerus="yes">
        <source>made by round {round}: %n occurrence(s)</source>
        <translation>
            <numerusform>создан в раунде {round}: %n вхождение</numerusform>
            <numerusform>создан в раунде {round}: %n вхождения</numerusform>
            <numerusform>создан в раунде {round}: %n вхождений</numerusform>
        </translation>
    </message>
    <message>
        <source>round {round} merged all {left} into {token} (intersection over self {share})</source>
        <translation>раунд {round} слил все {left} в {token} (пересечение к собственным: {share})</translation>
    </message>
    <message>
        <source>round {round} merged {count} of {left} into {token} (intersection over self {share})</source>
        <translation>раунд {round} слил {count} из {left} в {token} (пересечение к собственным: {share})</translation>
    </message>
    <message>
        <source>{count} left at the end</source>
        <translation>к концу осталось: {count}</translation>
    </message>
    <message numerus="yes">
        <source>%n occurrence(s) in the held-out documents</source>
        <translation>
            <numerusform>%n вхождение в отложенных документах</numerusform>
            <numerusform>%n вхождения в отложенных документах</numerusform>
            <numerusform>%n вхождений в отложенных документах</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrainingSettingsDialog</name>
    <message>
        <source>Training settings</source>
        <extracomment>True while the target was last given as a vocabulary size (kept so) the form&apos;s row labels, by the field they name what the settings apply to: files opened from the window, and not the built-in example on screen (which keeps its own)</extracomment>
        <translation>Параметры обучения</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>Слияния</translation>
    </message>
    <message>
        <source>or vocabulary size</source>
        <translation>или размер словаря</translation>
    </message>
    <message>
        <source>Tie policy</source>
        <translation>Правило при равенстве</translation>
    </message>
    <message>
        <source>Word tie order</source>
        <translation>При равенстве (таблицы слов)</translation>
    </message>
    <message>
        <source>Document unit (plain text)</source>
        <translation>Единица документа (простой текст)</translation>
    </message>
    <message>
        <source>Pre-tokenization</source>
        <translation>Предварительная токенизация</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Специальные токены</translation>
    </message>
    <message>
        <source>Special token IDs</source>
        <translation>ID специальных токенов</translation>
    </message>
    <message>
        <source>Unicode normalization</source>
        <translation>Нормализация Юникода</translation>
    </message>
    <message>
        <source>OK retrains the current documents with these settings (plain-text files are re-read with the new unit).</source>
        <translation>Кнопка «ОК» переобучает текущие документы с этими параметрами (файлы простого текста перечитываются с новой единицей).</translation>
    </message>
    <message>
        <source>Files opened from the window train with these settings; they are kept after a restart.</source>
        <translation>Файлы, открытые из окна, обучаются с этими настройками; они сохраняются после перезапуска.</translation>
    </message>
    <message>
        <source>Built-in examples keep their own settings: the example on screen trains with {settings}.</source>
        <translation>У встроенных примеров свои настройки: пример на экране обучается с {settings}.</translation>
    </message>
    <message>
        <source>Upper bound: training stops early when no pair is left</source>
        <translation>Верхняя граница: обучение останавливается раньше, если не осталось ни одной пары</translation>
    </message>
    <message>
        <source>The same target as a vocabulary size: 256 bytes + merges + special tokens (editing one updates the other)</source>
        <translation>Та же цель, выраженная размером словаря: 256 байтов + слияния + специальные токены (изменение одного обновляет другое)</translation>
    </message>
    <message>
        <source>Word-frequency tables only (docs/rules.md s3.3)</source>
        <translation>Только для таблиц частот слов (docs/rules.md, разд. 3.3)</translation>
    </message>
    <message>
        <source>none, e.g. &lt;|endoftext|&gt; &lt;|pad|&gt;</source>
        <translation>нет, например &lt;|endoftext|&gt; &lt;|pad|&gt;</translation>
    </message>
    <message>
        <source>Space-separated. Each occurrence in a document is a barrier no merge crosses; each special token gets its own ID after the learned ones.</source>
        <translation>Через пробел. Каждое вхождение в документе — граница, через которую не проходит ни одно слияние; каждый специальный токен получает свой ID после выученных.</translation>
    </message>
    <message>
        <source>Pieces that merges never cross (docs/rules.md s4)</source>
        <translation>Фрагменты, границы которых слияния никогда не пересекают (docs/rules.md, разд. 4)</translation>
    </message>
    <message>
        <source>Put every document in this Unicode normalization form before training; encoding normalizes its text the same way, and a tokenizer.json export carries the normalizer</source>
        <translation>Привести каждый документ к этой форме нормализации Юникода перед обучением; кодирование нормализует свой текст так же, а экспорт tokenizer.json переносит нормализатор</translation>
    </message>
    <message>
        <source>After the learned tokens: 256 + merges + i. Right after the bytes: &lt;|endoftext|&gt; 256, &lt;|pad|&gt; 257, the merges from 258</source>
        <translation>После выученных токенов: 256 + слияния + i. Сразу после байтов: &lt;|endoftext|&gt; 256, &lt;|pad|&gt; 257, слияния с 258</translation>
    </message>
    <message>
        <source>{merges} merges, tie smallest, word ties alphabetical first, whole file, no pre-tokenization, no special tokens (their IDs after the learned tokens), no normalization</source>
        <translation>слияний: {merges}, при равенстве smallest, при равенстве в таблицах слов — первая по алфавиту, весь файл, без предварительной токенизации, без специальных токенов (их ID после выученных токенов), без нормализации</translation>
    </message>
</context>
<context>
    <name>UnitChoiceDialog</name>
    <message>
        <source>Whole file</source>
        <extracomment>How much of a file the preview reads; the counts say &quot;or more&quot; past it. The choices&apos; names (English, context ``&quot;UnitChoiceDialog&quot;``).</extracomment>
        <translation>Весь файл</translation>
    </message>
    <message>
        <source>Each line</source>
        <translation>Каждая строка</translation>
    </message>
    <message>
        <source>Each paragraph (blocks separated by blank lines)</source>
        <translation>Каждый абзац (блоки, разделённые пустыми строками)</translation>
    </message>
    <message>
        <source>Separator line</source>
        <translation>Строка-разделитель</translation>
    </message>
    <message>
        <source>Documents in {name}</source>
        <translation>Документы в {name}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; has several lines. How is it cut into documents? (Training never counts a pair across two documents; the choice is remembered for this file and can be changed in Train ▸ Training Settings.)</source>
        <translation>В &lt;b&gt;{name}&lt;/b&gt; несколько строк. Как разрезать его на документы? (Обучение никогда не считает пару через границу двух документов; выбор запоминается для этого файла, и его можно изменить в «Обучение ▸ Параметры обучения».)</translation>
    </message>
    <message>
        <source>The text of a separator line: a line that is exactly this text (its line end aside) ends a document and belongs to none</source>
        <translation>Текст строки-разделителя: строка, в точности равная этому тексту (без учёта конца строки), завершает документ и не принадлежит ни одному документу</translation>
    </message>
    <message>
        <source>give the text of a separator line</source>
        <translation>укажите текст строки-разделителя</translation>
    </message>
    <message>
        <source>{name}: {count}</source>
        <translation>{name}: {count}</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
</context>
<context>
    <name>UnitPreviewTexts</name>
    <message numerus="yes">
        <source>{count} document(s) or more</source>
        <extracomment>The separator offered first: fortune files end each entry with a ``%`` line.</extracomment>
        <translation>
            <numerusform>{count} документ или больше</numerusform>
            <numerusform>{count} документа или больше</numerusform>
            <numerusform>{count} документов или больше</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{count} document(s)</source>
        <translation>
            <numerusform>{count} документ</numerusform>
            <numerusform>{count} документа</numerusform>
            <numerusform>{count} документов</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UserGuideDialog</name>
    <message>
        <source>bpe-viewer User Guide</source>
        <translation>Руководство пользователя bpe-viewer</translation>
    </message>
    <message>
        <source>Find in the guide (Enter: next, Shift+Enter: previous)</source>
        <translation>Поиск в руководстве (Enter: следующее, Shift+Enter: предыдущее)</translation>
    </message>
    <message>
        <source>The guide page {name} is missing: {error}</source>
        <translation>Страница руководства {name} отсутствует: {error}</translation>
    </message>
    <message>
        <source>found {text} (in {page})</source>
        <translation>найдено {text} (на странице «{page}»)</translation>
    </message>
    <message>
        <source>found {text} (wrapped around)</source>
        <translation>найдено {text} (поиск продолжен с начала)</translation>
    </message>
    <message>
        <source>{text} is not in the guide</source>
        <translation>{text} нет в руководстве</translation>
    </message>
</context>
<context>
    <name>Utf8Status</name>
    <message>
        <source>valid UTF-8</source>
        <extracomment>Kinds of UTF-8 problem reported by :func:`find_utf8_problem`. Display substitutes for whitespace control characters in :func:`readable`. Characters of a token&apos;s text (and bytes of its hex) a sentence or a one-line label shows; a longer token is shortened in the middle with &quot;…&quot; (its whole text stays in the tooltip and the inspector), so one long token never widens the window. Bytes of a long token&apos;s hex shown before and after the &quot;…&quot; (:func:`short_hex`). Bytes (or characters) of a piece, token or word an error message shows whole; a longer one is cut in the middle (:func:`show_token`), so a 200 KB piece is not a 200,000-character message line.</extracomment>
        <translation>корректный UTF-8</translation>
    </message>
    <message>
        <source>continuation byte only</source>
        <translation>только байт продолжения</translation>
    </message>
    <message>
        <source>continuation bytes only</source>
        <translation>только байты продолжения</translation>
    </message>
    <message numerus="yes">
        <source>starts with %n continuation byte(s)</source>
        <translation>
            <numerusform>начинается с %n байта продолжения</numerusform>
            <numerusform>начинается с %n байтов продолжения</numerusform>
            <numerusform>начинается с %n байтов продолжения</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>incomplete: lead byte {lead} expects %n continuation byte(s)</source>
        <translation>
            <numerusform>неполный: ведущий байт {lead} ждёт %n байт продолжения</numerusform>
            <numerusform>неполный: ведущий байт {lead} ждёт %n байта продолжения</numerusform>
            <numerusform>неполный: ведущий байт {lead} ждёт %n байт продолжения</numerusform>
        </translation>
    </message>
    <message>
        <source>, has {count}</source>
        <translation>, есть {count}</translation>
    </message>
    <message>
        <source>invalid: {detail}</source>
        <translation>некорректный: {detail}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
</context>
<context>
    <name>VariantEditor</name>
    <message>
        <source>tie</source>
        <extracomment>rich-text escaping that keeps quotes as typed (labels, pairs, rules) The document label column&apos;s width in a compare column at normal text size (pixels); it grows with the zoom up to 1.5 times, so the tokens keep most of a narrow column. the fields, and their labels in the same order</extracomment>
        <translation>равенство</translation>
    </message>
    <message>
        <source>Tie policy of this column (docs/rules.md s3)</source>
        <translation>Правило выбора при равенстве для этого столбца (docs/rules.md, разд. 3)</translation>
    </message>
    <message>
        <source>merges</source>
        <translation>слияния</translation>
    </message>
    <message>
        <source>Merges to learn (an upper bound)</source>
        <translation>Сколько слияний выучить (верхняя граница)</translation>
    </message>
    <message>
        <source>pre-tokenizer</source>
        <translation>предтокен.</translation>
    </message>
    <message>
        <source>Pre-tokenization: pieces no merge crosses</source>
        <translation>Предварительная токенизация: фрагменты, через которые не проходит ни одно слияние</translation>
    </message>
    <message>
        <source>special</source>
        <translation>спец.</translation>
    </message>
    <message>
        <source>Special tokens, separated by spaces, e.g. &lt;|endoftext|&gt;</source>
        <translation>Специальные токены через пробел, например &lt;|endoftext|&gt;</translation>
    </message>
    <message>
        <source>special tokens</source>
        <translation>специальные токены</translation>
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
        <translation>вхожд.</translation>
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
        <source>&lt;b&gt;Vocabulary health&lt;/b&gt;  intermediate below</source>
        <translation>&lt;b&gt;Состояние словаря&lt;/b&gt;  порог</translation>
    </message>
    <message>
        <source>A token is intermediate when final / made is below this</source>
        <translation>Токен считается промежуточным, если отношение «в конце / создан» ниже этого значения</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>Только промежуточные</translation>
    </message>
    <message>
        <source>Zipf at the final stage &lt;small&gt;(▼ intermediate, grey: single bytes)&lt;/small&gt;</source>
        <translation>Закон Ципфа на последнем этапе &lt;small&gt;(▼ промежуточные, серые: байты)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>made against final, per learned token &lt;small&gt;(▼ intermediate)&lt;/small&gt;</source>
        <translation>«создан» и «в конце» по выученным токенам &lt;small&gt;(▼ промежуточные)&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Select a token to read how its occurrences were used.</source>
        <translation>Выберите токен, чтобы увидеть судьбу его вхождений.</translation>
    </message>
    <message>
        <source>Computing when shown…</source>
        <translation>Вычисляется при показе…</translation>
    </message>
    <message>
        <source>{token}: kept {share} %</source>
        <translation>{token}: сохранилось {share} %</translation>
    </message>
    <message>
        <source>now (stage {stage}): {count}</source>
        <translation>сейчас (этап {stage}): {count}</translation>
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
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned + {special} special</source>
        <translation>&lt;b&gt;Словарь&lt;/b&gt; {size} = байты {bytes} + выученные {learned} + специальные {special}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Vocabulary&lt;/b&gt; {size} = {bytes} bytes + {learned} learned</source>
        <translation>&lt;b&gt;Словарь&lt;/b&gt; {size} = байты {bytes} + выученные {learned}</translation>
    </message>
    <message>
        <source>Byte entries</source>
        <translation>Записи байтов</translation>
    </message>
    <message>
        <source>Also list the 256 single-byte entries (IDs 0-255)</source>
        <translation>Также перечислить 256 однобайтовых записей (ID 0–255)</translation>
    </message>
    <message>
        <source>Intermediate only</source>
        <translation>Только промежуточные</translation>
    </message>
    <message>
        <source>List only the learned tokens flagged intermediate: few of their occurrences survive training (threshold set in the Vocabulary health tab)</source>
        <translation>Перечислить только выученные токены, отмеченные как промежуточные: лишь немногие их вхождения переживают обучение (порог задаётся на вкладке «Состояние словаря»)</translation>
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
        <source>Winner&apos;s count, replacements, vocabulary size and tokens per byte (train and held-out) over the rounds; click or drag to go to a round</source>
        <translation>Число вхождений выбранной пары, число замен, размер словаря и токенов на байт (обучающие и отложенные) по раундам; щёлкните или перетащите, чтобы перейти к раунду</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Слова</translation>
    </message>
    <message>
        <source>Classic word-frequency BPE of a {word: frequency} table</source>
        <translation>Классический BPE по частотам слов для таблицы {word: frequency}</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Сравнение</translation>
    </message>
    <message>
        <source>The current documents under other settings, side by side, round by round</source>
        <translation>Текущие документы с другими параметрами, рядом, раунд за раундом</translation>
    </message>
    <message>
        <source>Vocabulary health</source>
        <translation>Состояние словаря</translation>
    </message>
    <message>
        <source>Which learned tokens survive training, which are only steps to longer ones</source>
        <translation>Какие выученные токены переживают обучение, а какие — лишь шаги к более длинным</translation>
    </message>
    <message>
        <source>The Words tab steps with its own bar below</source>
        <translation>Вкладка «Слова» переключается своей панелью внизу</translation>
    </message>
</context>
<context>
    <name>WinnerLine</name>
    <message>
        <source>smallest (left, right) wins</source>
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
        <translation>у пары {pair} наибольшее число вхождений — {count} (у следующей — {next}) → токен {token}</translation>
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
    <name>WordCompareView</name>
    <message>
        <source>alphabetically first</source>
        <extracomment>Each word tie order in words (English, context ``&quot;WordCompareView&quot;``).</extracomment>
        <translation>первая по алфавиту</translation>
    </message>
    <message>
        <source>alphabetically last</source>
        <translation>последняя по алфавиту</translation>
    </message>
    <message>
        <source>Ties: the {order} pair ({tie})</source>
        <translation>При равенстве: пара, {order} ({tie})</translation>
    </message>
    <message>
        <source>{left} + {right} → {merged} (count {count})</source>
        <translation>{left} + {right} → {merged} (вхождений: {count})</translation>
    </message>
    <message>
        <source>Open a word-frequency table or the word example.</source>
        <translation>Откройте таблицу частот слов или пример со словами.</translation>
    </message>
    <message>
        <source>The two tie orders learn the same rules.</source>
        <translation>Оба порядка выбора при равенстве выучивают одни и те же правила.</translation>
    </message>
    <message>
        <source>The tie orders part at round {round}: {a} takes {a_rule}; {b} takes {b_rule}.</source>
        <translation>Порядки выбора при равенстве расходятся в раунде {round}: при порядке «{a}» выбрано {a_rule}; при порядке «{b}» — {b_rule}.</translation>
    </message>
    <message>
        <source>Stage {stage}: every round is done.</source>
        <translation>Этап {stage}: все раунды выполнены.</translation>
    </message>
    <message>
        <source>Round {round}: the winners differ.</source>
        <translation>Раунд {round}: выбранные пары различаются.</translation>
    </message>
    <message>
        <source>Round {round}: the same winner.</source>
        <translation>Раунд {round}: выбрана одна и та же пара.</translation>
    </message>
</context>
<context>
    <name>WordEncoderBox</name>
    <message>
        <source>&lt;b&gt;Encode a word:&lt;/b&gt;</source>
        <translation>&lt;b&gt;Закодировать слово:&lt;/b&gt;</translation>
    </message>
    <message>
        <source>type a word, e.g. lowest</source>
        <translation>введите слово, например lowest</translation>
    </message>
    <message>
        <source>Segments each typed word with every rule of the run, in rank order (nothing is counted)</source>
        <translation>Разбивает каждое введённое слово всеми правилами прогона в порядке рангов (ничего не подсчитывается)</translation>
    </message>
    <message>
        <source>The word&apos;s encoding one applied rule at a time (lowest rank first); the pieces each rule merged are in [brackets]. Step with the arrow keys or the buttons.</source>
        <translation>Кодирование слова по одному применённому правилу (сначала меньший ранг); фрагменты, слитые каждым правилом, — в [скобках]. Переключайте шаги клавишами со стрелками или кнопками.</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ Шаг</translation>
    </message>
    <message>
        <source>Previous rule of the encoding</source>
        <translation>Предыдущее правило кодирования</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Шаг ▶</translation>
    </message>
    <message>
        <source>Next rule of the encoding</source>
        <translation>Следующее правило кодирования</translation>
    </message>
    <message>
        <source>{word}: start, characters + {end}</source>
        <translation>{word}: начало, символы + {end}</translation>
    </message>
    <message>
        <source>{word}: rank {rank} {left} + {right}</source>
        <translation>{word}: ранг {rank} {left} + {right}</translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw this symbol, so no rule can merge it; each stays a piece of its own.</source>
        <translation>Нет в словаре: {names}. Обучение ни разу не видело этот символ, поэтому ни одно правило не может его слить; он остаётся отдельным фрагментом.</translation>
    </message>
    <message>
        <source>Not in the vocabulary: {names}. Training never saw these symbols, so no rule can merge them; each stays a piece of its own.</source>
        <translation>Нет в словаре: {names}. Обучение ни разу не видело эти символы, поэтому ни одно правило не может их слить; каждый остаётся отдельным фрагментом.</translation>
    </message>
    <message numerus="yes">
        <source>uses all {count} rule(s) of the run, lowest rank first</source>
        <translation>
            <numerusform>использует {count} правило прогона, начиная с меньшего ранга</numerusform>
            <numerusform>использует все {count} правила прогона, начиная с меньшего ранга</numerusform>
            <numerusform>использует все {count} правил прогона, начиная с меньшего ранга</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WordEncoderTexts</name>
    <message numerus="yes">
        <source>{count} piece(s)</source>
        <translation>
            <numerusform>{count} фрагмент</numerusform>
            <numerusform>{count} фрагмента</numerusform>
            <numerusform>{count} фрагментов</numerusform>
        </translation>
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
        <translation>у пары {pair} наибольшее число вхождений — {count} (у следующей — {next}) → {merged}</translation>
    </message>
    <message>
        <source>{pair} is the only pair, count {count} → {merged}</source>
        <translation>{pair} — единственная пара, число вхождений {count} → {merged}</translation>
    </message>
</context>
<context>
    <name>WordFrequencyView</name>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically last pair)</source>
        <translation>BPE по частотам слов (символы + {end}, числа вхождений взвешены частотами; при равенстве: пара, последняя по алфавиту)</translation>
    </message>
    <message>
        <source>Word-frequency BPE (characters + {end}, counts weighted by frequency; ties: the alphabetically first pair)</source>
        <translation>BPE по частотам слов (символы + {end}, числа вхождений взвешены частотами; при равенстве: пара, первая по алфавиту)</translation>
    </message>
    <message>
        <source>|◀ First</source>
        <extracomment>the title of a tie order, in the window&apos;s language (a comparison names its own) the columns&apos; and the panes&apos; widths; the lines of the titles and notes</extracomment>
        <translation>|◀ Начало</translation>
    </message>
    <message>
        <source>Stage 0: every word as characters + &lt;/w&gt;</source>
        <translation>Этап 0: каждое слово — символы + &lt;/w&gt;</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Undo the last merge</source>
        <translation>Отменить последнее слияние</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>Apply the next merge</source>
        <translation>Применить следующее слияние</translation>
    </message>
    <message>
        <source>Last ▶|</source>
        <translation>Конец ▶|</translation>
    </message>
    <message>
        <source>After every merge</source>
        <translation>После всех слияний</translation>
    </message>
    <message>
        <source>Drag to any stage</source>
        <translation>Перетащите к любому этапу</translation>
    </message>
    <message>
        <source>Open word table…</source>
        <translation>Открыть таблицу…</translation>
    </message>
    <message>
        <source>Open a JSON object {word: count}, e.g. {&quot;low&quot;: 5, &quot;lower&quot;: 2}</source>
        <translation>Открыть объект JSON {word: count}, например {&quot;low&quot;: 5, &quot;lower&quot;: 2}</translation>
    </message>
    <message>
        <source>Load the example</source>
        <translation>Загрузить пример</translation>
    </message>
    <message>
        <source>low:5 lower:2 newest:6 widest:3 (docs/rules.md s4.2)</source>
        <translation>low:5 lower:2 newest:6 widest:3 (docs/rules.md, разд. 4.2)</translation>
    </message>
    <message>
        <source>stage {stage} of {last}</source>
        <translation>этап {stage}/{last}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Words&lt;/b&gt;</source>
        <translation>&lt;b&gt;Слова&lt;/b&gt;</translation>
    </message>
    <message>
        <source>No word table loaded: open a JSON table {word: count}, or load the example.</source>
        <translation>Таблица слов не загружена: откройте таблицу JSON {word: count} или загрузите пример.</translation>
    </message>
    <message>
        <source>No word table loaded.</source>
        <translation>Таблица слов не загружена.</translation>
    </message>
    <message>
        <source>characters + {end}</source>
        <translation>символы + {end}</translation>
    </message>
    <message numerus="yes">
        <source>after {count} merge(s)</source>
        <translation>
            <numerusform>после {count} слияния</numerusform>
            <numerusform>после {count} слияний</numerusform>
            <numerusform>после {count} слияний</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Words at stage {stage}&lt;/b&gt; ({detail})</source>
        <translation>&lt;b&gt;Слова на этапе {stage}&lt;/b&gt; ({detail})</translation>
    </message>
    <message numerus="yes">
        <source>{count} word(s)</source>
        <translation>
            <numerusform>{count} слово</numerusform>
            <numerusform>{count} слова</numerusform>
            <numerusform>{count} слов</numerusform>
        </translation>
    </message>
    <message>
        <source>{words} · {occurrences} occurrences · {total} symbols in all</source>
        <translation>{words} · вхождений: {occurrences} · всего символов: {total}</translation>
    </message>
    <message>
        <source> (was {start})</source>
        <translation> (было {start})</translation>
    </message>
    <message>
        <source>symbols in all: every word&apos;s symbol count times its frequency, i.e. the length of the training text in symbols; each merge shortens it by the winner&apos;s count</source>
        <translation>всего символов: число символов каждого слова, умноженное на его частоту, т. е. длина обучающего текста в символах; каждое слияние сокращает её на число вхождений выбранной пары</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;</source>
        <translation>&lt;b&gt;Кандидаты&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates of round {round}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Кандидаты раунда {round}&lt;/b&gt;</translation>
    </message>
    <message numerus="yes">
        <source>{count} distinct pair(s) on stage {stage}</source>
        <translation>
            <numerusform>{count} разная пара на этапе {stage}</numerusform>
            <numerusform>{count} разные пары на этапе {stage}</numerusform>
            <numerusform>{count} разных пар на этапе {stage}</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Candidates&lt;/b&gt;: stage {stage} is the last</source>
        <translation>&lt;b&gt;Кандидаты&lt;/b&gt;: этап {stage} последний</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;</source>
        <translation>&lt;b&gt;Выученные правила&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rules learned&lt;/b&gt;: {stage} of {count}</source>
        <translation>&lt;b&gt;Выученные правила&lt;/b&gt;: {stage} из {count}</translation>
    </message>
    <message>
        <source>vocabulary: {size} symbols</source>
        <translation>символов в словаре: {size}</translation>
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
