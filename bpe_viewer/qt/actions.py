"""The action table (CONVENTIONS habit 11): every QAction is built from this data.

Menus and the toolbar (:mod:`bpe_viewer.qt.window_menus`) refer to actions by key;
shortcut clashes are visible here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence

from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True)
class ActionSpec:
    """One action: key, menu text, shortcut, icon name (theme), tip, checkable.

    ``text`` and ``tip`` stay English, marked for ``pyside6-lupdate`` in the context
    ``"Actions"``; :func:`action_text` and :func:`action_tip` give them in the window's
    language.
    """

    key: str
    text: str
    shortcut: Shortcut = None
    icon: str = ""
    tip: str = ""
    checkable: bool = False


SK = QKeySequence.StandardKey

ACTIONS: tuple[ActionSpec, ...] = (
    ActionSpec(
        "open",
        QT_TRANSLATE_NOOP("Actions", "&Open…"),
        SK.Open,
        "document-open",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Open a corpus (text, JSONL, JSON), a saved run, a bpe-merges-v1 trace, or a merge "
            "table of Hugging Face tokenizers, tiktoken or minbpe",
        ),
    ),
    ActionSpec(
        "open_folder",
        QT_TRANSLATE_NOOP("Actions", "Open &Folder…"),
        "Ctrl+Shift+O",
        "folder-open",
        QT_TRANSLATE_NOOP("Actions", "Open a folder: one document per file"),
    ),
    ActionSpec(
        "open_with_split",
        QT_TRANSLATE_NOOP("Actions", "Open Corpus with &Split Manifest…"),
        None,
        "",
        QT_TRANSLATE_NOOP("Actions", "Open a corpus JSON array, then choose its split manifest"),
    ),
    ActionSpec(
        "paste",
        QT_TRANSLATE_NOOP("Actions", "&Paste Text…"),
        "Ctrl+Shift+V",
        "edit-paste",
        QT_TRANSLATE_NOOP("Actions", "Train on typed or pasted text"),
    ),
    ActionSpec(
        "save_run",
        QT_TRANSLATE_NOOP("Actions", "&Save Run…"),
        SK.Save,
        "document-save",
        QT_TRANSLATE_NOOP("Actions", "Save the run (rules, candidates, tokens) as .bpe-run.json"),
    ),
    ActionSpec(
        "export_trace",
        QT_TRANSLATE_NOOP("Actions", "&Export Trace…"),
        "Ctrl+E",
        "document-export",
        QT_TRANSLATE_NOOP("Actions", "Export the run as a bpe-merges-v1 trace"),
    ),
    ActionSpec(
        "export_hf",
        QT_TRANSLATE_NOOP("Actions", "&Hugging Face tokenizer.json…"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Write the table as a tokenizer.json that Hugging Face tokenizers loads "
            "with the same IDs",
        ),
    ),
    ActionSpec(
        "export_vocab_merges",
        QT_TRANSLATE_NOOP("Actions", "&vocab.json + merges.txt…"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions", "Write a folder with vocab.json, merges.txt and a README.txt on loading them"
        ),
    ),
    ActionSpec(
        "export_tiktoken",
        QT_TRANSLATE_NOOP("Actions", "&tiktoken…"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions", "Write NAME.tiktoken (ranks) and NAME.json (pattern, special tokens)"
        ),
    ),
    ActionSpec(
        "export_minbpe",
        QT_TRANSLATE_NOOP("Actions", "&minbpe .model…"),
        None,
        "",
        QT_TRANSLATE_NOOP("Actions", "Write a minbpe version-1 .model"),
    ),
    ActionSpec(
        "export_image",
        QT_TRANSLATE_NOOP("Actions", "Export &Image…"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Save the current view as a PNG, at the window's size, 1024×768, 1280×720 or "
            "1920×1080 (a slide)",
        ),
    ),
    ActionSpec(
        "export_animation",
        QT_TRANSLATE_NOOP("Actions", "Export A&nimation…"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Save stages A to B as an animated GIF or one PNG per stage, at 1024×768, 1280×720 "
            "or 1920×1080, with the zoom and presentation settings of the screen",
        ),
    ),
    ActionSpec("clear_recent", QT_TRANSLATE_NOOP("Actions", "Clear Recent Files"), None, "", ""),
    ActionSpec(
        "close",
        QT_TRANSLATE_NOOP("Actions", "&Close"),
        "Ctrl+W",
        "document-close",
        QT_TRANSLATE_NOOP(
            "Actions", "Close the run and its documents; the window stays open, empty"
        ),
    ),
    ActionSpec(
        "undo_retrain",
        QT_TRANSLATE_NOOP("Actions", "&Undo Retrain"),
        SK.Undo,
        "edit-undo",
        QT_TRANSLATE_NOOP(
            "Actions", "Back to the run before the last retrain, at the stage it was left at (once)"
        ),
    ),
    ActionSpec(
        "goto_round",
        QT_TRANSLATE_NOOP("Actions", "&Go to Round…"),
        "Ctrl+Shift+G",
        "go-jump",
        QT_TRANSLATE_NOOP("Actions", "Type a round number to show that round  [Ctrl+Shift+G]"),
    ),
    ActionSpec("quit", QT_TRANSLATE_NOOP("Actions", "&Quit"), SK.Quit, "application-exit", ""),
    ActionSpec(
        "settings",
        QT_TRANSLATE_NOOP("Actions", "&Training Settings…"),
        "Ctrl+T",
        "preferences-system",
        QT_TRANSLATE_NOOP(
            "Actions", "Merges, tie policy and document unit; retrains the current documents"
        ),
    ),
    ActionSpec(
        "retrain",
        QT_TRANSLATE_NOOP("Actions", "&Retrain"),
        "Ctrl+R",
        "view-refresh",
        QT_TRANSLATE_NOOP("Actions", "Train the current documents again with the current settings"),
    ),
    ActionSpec(
        "compare_ties",
        QT_TRANSLATE_NOOP("Actions", "&Compare Tie Policies"),
        "Ctrl+Shift+T",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Train the current documents under the chosen tie policies (all five at first; the "
            "Compare tab's Tie policies arrow chooses), side by side in the Compare tab",
        ),
    ),
    ActionSpec(
        "compare_beside",
        QT_TRANSLATE_NOOP("Actions", "Open Saved Run or Merges File &Beside…"),
        "Ctrl+Shift+B",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Open a saved run, trace or GPT-2-style merges file in the Compare tab, beside the "
            "current run; the first divergence is explained from the current run's record",
        ),
    ),
    ActionSpec(
        "replay",
        QT_TRANSLATE_NOOP("Actions", "Re&play on Corpus…"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Apply the table's merges in rank order to a corpus and compare with its own choices",
        ),
    ),
    ActionSpec(
        "cancel",
        QT_TRANSLATE_NOOP("Actions", "&Cancel Training"),
        "Esc",
        "process-stop",
        QT_TRANSLATE_NOOP("Actions", "Stop the running job; the run on screen stays"),
    ),
    ActionSpec(
        "first",
        QT_TRANSLATE_NOOP("Actions", "|◀ First"),
        "Home",
        "go-first",
        QT_TRANSLATE_NOOP("Actions", "First stage (raw bytes)  [Home]"),
    ),
    ActionSpec(
        "previous",
        QT_TRANSLATE_NOOP("Actions", "◀ Back"),
        "Left",
        "go-previous",
        QT_TRANSLATE_NOOP("Actions", "Previous round  [Left]"),
    ),
    ActionSpec(
        "play",
        QT_TRANSLATE_NOOP("Actions", "▶ Play"),
        "Space",
        "media-playback-start",
        QT_TRANSLATE_NOOP("Actions", "Play / pause through the rounds  [Space]"),
        checkable=True,
    ),
    ActionSpec(
        "next",
        QT_TRANSLATE_NOOP("Actions", "Next ▶"),
        "Right",
        "go-next",
        QT_TRANSLATE_NOOP("Actions", "Next round  [Right]"),
    ),
    ActionSpec(
        "last",
        QT_TRANSLATE_NOOP("Actions", "Last ▶|"),
        "End",
        "go-last",
        QT_TRANSLATE_NOOP("Actions", "Last stage  [End]"),
    ),
    ActionSpec(
        "slower",
        QT_TRANSLATE_NOOP("Actions", "Play &Slower"),
        "[",
        "",
        QT_TRANSLATE_NOOP("Actions", "Slower play speed  [[]"),
    ),
    ActionSpec(
        "faster",
        QT_TRANSLATE_NOOP("Actions", "Play &Faster"),
        "]",
        "",
        QT_TRANSLATE_NOOP("Actions", "Faster play speed  []]"),
    ),
    ActionSpec(
        "show_ids",
        QT_TRANSLATE_NOOP("Actions", "Show Token &IDs"),
        "Ctrl+I",
        "",
        QT_TRANSLATE_NOOP("Actions", "Show each token's ID under its chip"),
        checkable=True,
    ),
    ActionSpec(
        "show_bytes",
        QT_TRANSLATE_NOOP("Actions", "Show &Byte Entries"),
        "Ctrl+B",
        "",
        QT_TRANSLATE_NOOP("Actions", "List the 256 single-byte entries in the vocabulary"),
        checkable=True,
    ),
    ActionSpec(
        "before_after",
        QT_TRANSLATE_NOOP("Actions", "Before and &After"),
        "Ctrl+J",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Show each document at this stage with the round's windows, and below it after "
            "the round with the new tokens filled",
        ),
        checkable=True,
    ),
    ActionSpec(
        "animate_merges",
        QT_TRANSLATE_NOOP("Actions", "A&nimate Merges"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Stepping one round animates the merge (the chips of each replaced window close "
            "together; stepping back opens them)",
        ),
        checkable=True,
    ),
    ActionSpec(
        "find",
        QT_TRANSLATE_NOOP("Actions", "&Filter Documents"),
        SK.Find,
        "edit-find",
        QT_TRANSLATE_NOOP("Actions", "Focus the document filter"),
    ),
    ActionSpec(
        "show_all",
        QT_TRANSLATE_NOOP("Actions", "Show &All Candidates"),
        "Ctrl+Shift+A",
        "",
        QT_TRANSLATE_NOOP("Actions", "Count every pair of this round (reads the whole corpus)"),
    ),
    ActionSpec(
        "copy",
        QT_TRANSLATE_NOOP("Actions", "&Copy"),
        SK.Copy,
        "edit-copy",
        QT_TRANSLATE_NOOP(
            "Actions", "Copy the selected token (ID, hex, text) or the selected table rows"
        ),
    ),
    ActionSpec(
        "copy_hex",
        QT_TRANSLATE_NOOP("Actions", "&Hex Only"),
        None,
        "",
        QT_TRANSLATE_NOOP("Actions", "The selected token's bytes in hex"),
    ),
    ActionSpec(
        "copy_ids",
        QT_TRANSLATE_NOOP("Actions", "&IDs Only"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions", "The token IDs of the selected table rows, or of the selected token"
        ),
    ),
    ActionSpec(
        "copy_bytes_literal",
        QT_TRANSLATE_NOOP("Actions", "Python &Bytes Literal"),
        None,
        "",
        QT_TRANSLATE_NOOP("Actions", "The selected token's bytes as b'...'"),
    ),
    ActionSpec(
        "copy_rows",
        QT_TRANSLATE_NOOP("Actions", "Selected &Rows as Tab-Separated Text"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions", "The selected table rows with the header, to paste into a spreadsheet"
        ),
    ),
    ActionSpec(
        "user_guide",
        QT_TRANSLATE_NOOP("Actions", "&User Guide"),
        None,
        "help-contents",
        QT_TRANSLATE_NOOP(
            "Actions",
            "How to use bpe-viewer and the rules it follows, in the program (offline), with Find",
        ),
    ),
    ActionSpec(
        "shortcuts",
        QT_TRANSLATE_NOOP("Actions", "&Keyboard Shortcuts"),
        "F1",
        "preferences-desktop-keyboard-shortcuts",
        QT_TRANSLATE_NOOP("Actions", "Every keyboard shortcut, from the action table"),
    ),
    ActionSpec(
        "about",
        QT_TRANSLATE_NOOP("Actions", "&About bpe-viewer"),
        None,
        "help-about",
        QT_TRANSLATE_NOOP("Actions", "Version, licence, Qt and Python"),
    ),
    ActionSpec(
        "larger_text",
        QT_TRANSLATE_NOOP("Actions", "&Larger Text"),
        SK.ZoomIn,
        "zoom-in",
        QT_TRANSLATE_NOOP("Actions", "Larger text in the training views, for projecting  [Ctrl++]"),
    ),
    ActionSpec(
        "smaller_text",
        QT_TRANSLATE_NOOP("Actions", "S&maller Text"),
        SK.ZoomOut,
        "zoom-out",
        QT_TRANSLATE_NOOP("Actions", "Smaller text in the training views  [Ctrl+-]"),
    ),
    ActionSpec(
        "presentation",
        QT_TRANSLATE_NOOP("Actions", "&Presentation"),
        "F11",
        "view-fullscreen",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Full screen for a projector, without menu bar, toolbar or status bar (a right-click "
            "or F10 shows every menu); clicker keys step the rounds; Esc leaves  [F11]",
        ),
        checkable=True,
    ),
    ActionSpec(
        "show_menus",
        QT_TRANSLATE_NOOP("Actions", "Show &Menus"),
        "F10",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Every menu as one popup menu, also in the presentation view, where the menu bar, "
            "toolbar and status bar are hidden (a right-click shows it too)  [F10]",
        ),
    ),
    ActionSpec(
        "high_contrast",
        QT_TRANSLATE_NOOP("Actions", "High &Contrast"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Colours that survive a projector: dark borders, bars and outlines and black text, "
            "every one at least 4.5:1 against its background (a dark desktop gets its own dark "
            "palette of the same contrast)",
        ),
        checkable=True,
    ),
    ActionSpec(
        "side_panes",
        QT_TRANSLATE_NOOP("Actions", "Show &Vocabulary and Inspector"),
        "V",
        "",
        QT_TRANSLATE_NOOP(
            "Actions", "Show or hide the vocabulary and the inspector, for more room  [V]"
        ),
        checkable=True,
    ),
    ActionSpec(
        "blank",
        QT_TRANSLATE_NOOP("Actions", "Blan&k Screen"),
        "B",
        "",
        QT_TRANSLATE_NOOP("Actions", "Black out the window; B, Esc or any key shows it again  [B]"),
        checkable=True,
    ),
    ActionSpec(
        "presenter_view",
        QT_TRANSLATE_NOOP("Actions", "Presente&r View"),
        "Ctrl+Shift+P",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "The teacher's own window, on a second screen when there is one: the note of the "
            "round and of the run, the next merge and the time elapsed; the clicker keys work "
            "there too  [Ctrl+Shift+P]",
        ),
        checkable=True,
    ),
    ActionSpec(
        "quiz",
        QT_TRANSLATE_NOOP("Actions", "Pre&dict the Next Merge"),
        "Q",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Quiz: hide the counts and the winner; the class picks the pair that merges next, "
            "then Reveal (Enter) shows whether it won, tied or lost, with a running score  [Q]",
        ),
        checkable=True,
    ),
    ActionSpec(
        "reveal",
        QT_TRANSLATE_NOOP("Actions", "&Reveal"),
        "Return",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Show the counts and the winner of the round, and how the pick fared  [Enter]",
        ),
    ),
    ActionSpec(
        "notes",
        QT_TRANSLATE_NOOP("Actions", "Teacher's &Notes"),
        "Ctrl+Shift+N",
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Edit a note on the round shown and one on the whole run, under the narration; "
            "saved with the run; the presenter view shows them  [Ctrl+Shift+N]",
        ),
        checkable=True,
    ),
    ActionSpec(
        "notes_to_class",
        QT_TRANSLATE_NOOP("Actions", "Show Note to the &Class"),
        None,
        "",
        QT_TRANSLATE_NOOP(
            "Actions",
            "Show the note of the round and of the run under the narration of this window, "
            "which the class sees; off, only the presenter view shows them",
        ),
        checkable=True,
    ),
    ActionSpec(
        "normal_text",
        QT_TRANSLATE_NOOP("Actions", "&Normal Text Size"),
        "Ctrl+0",
        "zoom-original",
        QT_TRANSLATE_NOOP("Actions", "Back to the normal text size  [Ctrl+0]"),
    ),
)


#: File ▸ Export: other libraries' formats, by action key and export format.
EXPORT_MENU: tuple[tuple[str, str], ...] = (
    ("export_hf", "hf"),
    ("export_vocab_merges", "vocab-merges"),
    ("export_tiktoken", "tiktoken"),
    ("export_minbpe", "minbpe"),
)


def connect_triggered(action: QAction, slot: Callable[[], object]) -> None:
    """Run ``slot()`` with no argument when ``action`` is triggered.

    ``QAction.triggered`` carries the checked state (a bool); connected straight to a
    method with optional parameters, that bool lands in the first one (Retrain once
    trained with ``merges=False``). Every command action is connected through here.
    """
    action.triggered.connect(lambda _checked=False: slot())


def action_text(spec: ActionSpec) -> str:
    """``spec.text`` in the window's language (context ``"Actions"``)."""
    return QCoreApplication.translate("Actions", spec.text)


def action_tip(spec: ActionSpec) -> str:
    """``spec.tip`` in the window's language (context ``"Actions"``); "" stays ""."""
    return QCoreApplication.translate("Actions", spec.tip) if spec.tip else ""


def build_actions(parent: QObject) -> dict[str, QAction]:
    """Create one QAction per :data:`ACTIONS` entry, keyed by ``ActionSpec.key``.

    Shortcuts are window-wide (``Qt.WindowShortcut``), so Left/Right step rounds even
    when a table has focus; a line edit keeps its own editing keys.
    """
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        action = QAction(action_text(spec), parent)
        action.setObjectName(f"action_{spec.key}")
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if spec.icon and QIcon.hasThemeIcon(spec.icon):
            action.setIcon(QIcon.fromTheme(spec.icon))
        if spec.tip:
            action.setToolTip(action_tip(spec))
        action.setCheckable(spec.checkable)
        actions[spec.key] = action
    return actions


def retranslate_actions(actions: dict[str, QAction]) -> None:
    """Give every action of :data:`ACTIONS` in ``actions`` (by key) its text and tip in
    the window's language again (after ``QEvent.LanguageChange``); a text set while the
    action is in use (Play's Pause) is its owner's to set again afterwards."""
    for spec in ACTIONS:
        action = actions.get(spec.key)
        if action is None:
            continue
        action.setText(action_text(spec))
        if spec.tip:
            action.setToolTip(action_tip(spec))


def shortcut_clashes() -> list[tuple[str, str, str]]:
    """Pairs of action keys sharing a shortcut: ``[(shortcut, key_a, key_b)]``."""
    seen: dict[str, str] = {}
    clashes = []
    for spec in ACTIONS:
        if spec.shortcut is None:
            continue
        text = QKeySequence(spec.shortcut).toString()
        if text in seen:
            clashes.append((text, seen[text], spec.key))
        else:
            seen[text] = spec.key
    return clashes


#: The Copy Special menu, by action key.
COPY_SPECIAL: tuple[str, ...] = ("copy_hex", "copy_ids", "copy_bytes_literal", "copy_rows")
