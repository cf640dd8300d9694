"""The action table (CONVENTIONS habit 11): every QAction is built from this data.

Menus and the toolbar refer to actions by key; shortcut clashes are visible here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow

Shortcut = QKeySequence.StandardKey | str | None


@dataclass(frozen=True)
class ActionSpec:
    """One action: key, menu text, shortcut, icon name (theme), tip, checkable."""

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
        "&Open…",
        SK.Open,
        "document-open",
        "Open a corpus (text, JSONL, JSON), a saved run, a bpe-merges-v1 trace, or a merge "
        "table of Hugging Face tokenizers, tiktoken or minbpe",
    ),
    ActionSpec(
        "open_folder",
        "Open &Folder…",
        "Ctrl+Shift+O",
        "folder-open",
        "Open a folder: one document per file",
    ),
    ActionSpec(
        "open_with_split",
        "Open Corpus with &Split Manifest…",
        None,
        "",
        "Open a corpus JSON array, then choose its split manifest",
    ),
    ActionSpec(
        "paste", "&Paste Text…", "Ctrl+Shift+V", "edit-paste", "Train on typed or pasted text"
    ),
    ActionSpec(
        "save_run",
        "&Save Run…",
        SK.Save,
        "document-save",
        "Save the run (rules, candidates, tokens) as .bpe-run.json",
    ),
    ActionSpec(
        "export_trace",
        "&Export Trace…",
        "Ctrl+E",
        "document-export",
        "Export the run as a bpe-merges-v1 trace",
    ),
    ActionSpec(
        "export_hf",
        "&Hugging Face tokenizer.json…",
        None,
        "",
        "Write the table as a tokenizer.json that Hugging Face tokenizers loads with the same IDs",
    ),
    ActionSpec(
        "export_vocab_merges",
        "&vocab.json + merges.txt…",
        None,
        "",
        "Write a folder with vocab.json, merges.txt and a README.txt on loading them",
    ),
    ActionSpec(
        "export_tiktoken",
        "&tiktoken…",
        None,
        "",
        "Write NAME.tiktoken (ranks) and NAME.json (pattern, special tokens)",
    ),
    ActionSpec("export_minbpe", "&minbpe .model…", None, "", "Write a minbpe version-1 .model"),
    ActionSpec(
        "export_image",
        "Export &Image…",
        None,
        "",
        "Save the current view as a PNG, at the window's size, 1280×720 or 1920×1080 (a slide)",
    ),
    ActionSpec(
        "export_animation",
        "Export A&nimation…",
        None,
        "",
        "Save stages A to B as an animated GIF or one PNG per stage, at 1280×720 or "
        "1920×1080, with the zoom and presentation settings of the screen",
    ),
    ActionSpec("clear_recent", "Clear Recent Files", None, "", ""),
    ActionSpec(
        "close",
        "&Close",
        "Ctrl+W",
        "document-close",
        "Close the run and its documents; the window stays open, empty",
    ),
    ActionSpec(
        "undo_retrain",
        "&Undo Retrain",
        SK.Undo,
        "edit-undo",
        "Back to the run before the last retrain, at the stage it was left at (once)",
    ),
    ActionSpec(
        "goto_round",
        "&Go to Round…",
        "Ctrl+Shift+G",
        "go-jump",
        "Type a round number to show that round  [Ctrl+Shift+G]",
    ),
    ActionSpec("quit", "&Quit", SK.Quit, "application-exit", ""),
    ActionSpec(
        "settings",
        "&Training Settings…",
        "Ctrl+T",
        "preferences-system",
        "Merges, tie policy and document unit; retrains the current documents",
    ),
    ActionSpec(
        "retrain",
        "&Retrain",
        "Ctrl+R",
        "view-refresh",
        "Train the current documents again with the current settings",
    ),
    ActionSpec(
        "compare_ties",
        "&Compare Tie Policies",
        "Ctrl+Shift+T",
        "",
        "Train the current documents under the chosen tie policies (all five at first; the "
        "Compare tab's Tie policies arrow chooses), side by side in the Compare tab",
    ),
    ActionSpec(
        "compare_beside",
        "Open Saved Run or Merges File &Beside…",
        "Ctrl+Shift+B",
        "",
        "Open a saved run, trace or GPT-2-style merges file in the Compare tab, beside the "
        "current run; the first divergence is explained from the current run's record",
    ),
    ActionSpec(
        "replay",
        "Re&play on Corpus…",
        None,
        "",
        "Apply the table's merges in rank order to a corpus and compare with its own choices",
    ),
    ActionSpec(
        "cancel",
        "&Cancel Training",
        "Esc",
        "process-stop",
        "Stop the running job; the run on screen stays",
    ),
    ActionSpec("first", "|◀ First", "Home", "go-first", "First stage (raw bytes)  [Home]"),
    ActionSpec("previous", "◀ Back", "Left", "go-previous", "Previous round  [Left]"),
    ActionSpec(
        "play",
        "▶ Play",
        "Space",
        "media-playback-start",
        "Play / pause through the rounds  [Space]",
        checkable=True,
    ),
    ActionSpec("next", "Next ▶", "Right", "go-next", "Next round  [Right]"),
    ActionSpec("last", "Last ▶|", "End", "go-last", "Last stage  [End]"),
    ActionSpec("slower", "Play &Slower", "[", "", "Slower play speed  [[]"),
    ActionSpec("faster", "Play &Faster", "]", "", "Faster play speed  []]"),
    ActionSpec(
        "show_ids",
        "Show Token &IDs",
        "Ctrl+I",
        "",
        "Show each token's ID under its chip",
        checkable=True,
    ),
    ActionSpec(
        "show_bytes",
        "Show &Byte Entries",
        "Ctrl+B",
        "",
        "List the 256 single-byte entries in the vocabulary",
        checkable=True,
    ),
    ActionSpec(
        "before_after",
        "Before and &After",
        "Ctrl+J",
        "",
        "Show each document at this stage with the round's windows, and below it after "
        "the round with the new tokens filled",
        checkable=True,
    ),
    ActionSpec(
        "animate_merges",
        "A&nimate Merges",
        None,
        "",
        "Stepping one round animates the merge (the chips of each replaced window close "
        "together; stepping back opens them)",
        checkable=True,
    ),
    ActionSpec("find", "&Filter Documents", SK.Find, "edit-find", "Focus the document filter"),
    ActionSpec(
        "show_all",
        "Show &All Candidates",
        "Ctrl+Shift+A",
        "",
        "Count every pair of this round (reads the whole corpus)",
    ),
    ActionSpec(
        "copy",
        "&Copy",
        SK.Copy,
        "edit-copy",
        "Copy the selected token (ID, hex, text) or the selected table rows",
    ),
    ActionSpec("copy_hex", "&Hex Only", None, "", "The selected token's bytes in hex"),
    ActionSpec(
        "copy_ids",
        "&IDs Only",
        None,
        "",
        "The token IDs of the selected table rows, or of the selected token",
    ),
    ActionSpec(
        "copy_bytes_literal",
        "Python &Bytes Literal",
        None,
        "",
        "The selected token's bytes as b'...'",
    ),
    ActionSpec(
        "copy_rows",
        "Selected &Rows as Tab-Separated Text",
        None,
        "",
        "The selected table rows with the header, to paste into a spreadsheet",
    ),
    ActionSpec(
        "user_guide",
        "&User Guide",
        None,
        "help-contents",
        "How to use bpe-viewer and the rules it follows, in the program (offline), with Find",
    ),
    ActionSpec(
        "shortcuts",
        "&Keyboard Shortcuts",
        "F1",
        "preferences-desktop-keyboard-shortcuts",
        "Every keyboard shortcut, from the action table",
    ),
    ActionSpec("about", "&About bpe-viewer", None, "help-about", "Version, licence, Qt and Python"),
    ActionSpec(
        "larger_text",
        "&Larger Text",
        SK.ZoomIn,
        "zoom-in",
        "Larger text in the training views, for projecting  [Ctrl++]",
    ),
    ActionSpec(
        "smaller_text",
        "S&maller Text",
        SK.ZoomOut,
        "zoom-out",
        "Smaller text in the training views  [Ctrl+-]",
    ),
    ActionSpec(
        "presentation",
        "&Presentation",
        "F11",
        "view-fullscreen",
        "Full screen for a projector; clicker keys step the rounds; Esc leaves  [F11]",
        checkable=True,
    ),
    ActionSpec(
        "high_contrast",
        "High &Contrast",
        None,
        "",
        "Colours that survive a projector: dark borders, bars and outlines and black text, "
        "every one at least 4.5:1 against its background (a dark desktop gets its own dark "
        "palette of the same contrast)",
        checkable=True,
    ),
    ActionSpec(
        "side_panes",
        "Show &Vocabulary and Inspector",
        "V",
        "",
        "Show or hide the vocabulary and the inspector, for more room  [V]",
        checkable=True,
    ),
    ActionSpec(
        "blank",
        "Blan&k Screen",
        "B",
        "",
        "Black out the window; B, Esc or any key shows it again  [B]",
        checkable=True,
    ),
    ActionSpec(
        "quiz",
        "Pre&dict the Next Merge",
        "Q",
        "",
        "Quiz: hide the counts and the winner; the class picks the pair that merges next, "
        "then Reveal (Enter) shows whether it won, tied or lost, with a running score  [Q]",
        checkable=True,
    ),
    ActionSpec(
        "reveal",
        "&Reveal",
        "Return",
        "",
        "Show the counts and the winner of the round, and how the pick fared  [Enter]",
    ),
    ActionSpec(
        "notes",
        "Teacher's &Notes",
        "Ctrl+Shift+N",
        "",
        "Edit a note on the round shown and one on the whole run, under the narration; "
        "saved with the run, shown in the presentation view  [Ctrl+Shift+N]",
        checkable=True,
    ),
    ActionSpec(
        "normal_text",
        "&Normal Text Size",
        "Ctrl+0",
        "zoom-original",
        "Back to the normal text size  [Ctrl+0]",
    ),
)


#: The menu bar, by action key: ``-`` is a separator, ``@recent`` the Open Recent menu,
#: ``@export`` the Export submenu (:data:`EXPORT_MENU`), ``@export_csv`` the Export
#: Table as CSV menu, ``@copy_special`` the Copy Special menu and ``@examples`` the
#: examples (built from the shipped example index).
MENUS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (
        "&File",
        (
            "open",
            "open_folder",
            "open_with_split",
            "paste",
            "@recent",
            "-",
            "save_run",
            "export_trace",
            "@export",
            "@export_csv",
            "export_image",
            "export_animation",
            "-",
            "close",
            "quit",
        ),
    ),
    ("&Edit", ("undo_retrain", "-", "copy", "@copy_special")),
    ("E&xamples", ("@examples",)),
    (
        "&Train",
        ("settings", "retrain", "replay", "-", "compare_ties", "compare_beside", "-", "cancel"),
    ),
    (
        "&View",
        (
            "show_ids",
            "show_bytes",
            "before_after",
            "animate_merges",
            "find",
            "show_all",
            "-",
            "larger_text",
            "smaller_text",
            "normal_text",
            "-",
            "presentation",
            "high_contrast",
            "side_panes",
            "blank",
            "-",
            "quiz",
            "reveal",
            "notes",
        ),
    ),
    (
        "&Go",
        ("first", "previous", "play", "next", "last", "goto_round", "-", "slower", "faster"),
    ),
    ("&Help", ("user_guide", "shortcuts", "about")),
)
#: File ▸ Export: other libraries' formats, by action key and export format.
EXPORT_MENU: tuple[tuple[str, str], ...] = (
    ("export_hf", "hf"),
    ("export_vocab_merges", "vocab-merges"),
    ("export_tiktoken", "tiktoken"),
    ("export_minbpe", "minbpe"),
)
#: The toolbar, by action key (``@examples``: the Examples menu's button).
TOOLBAR: tuple[str, ...] = ("open", "paste", "settings", "retrain", "@examples")


def connect_triggered(action: QAction, slot: Callable[[], object]) -> None:
    """Run ``slot()`` with no argument when ``action`` is triggered.

    ``QAction.triggered`` carries the checked state (a bool); connected straight to a
    method with optional parameters, that bool lands in the first one (Retrain once
    trained with ``merges=False``). Every command action is connected through here.
    """
    action.triggered.connect(lambda _checked=False: slot())


def build_menus(
    window: QMainWindow, actions: dict[str, QAction], specials: dict[str, QAction]
) -> None:
    """Fill ``window``'s menu bar from :data:`MENUS` and its toolbar from :data:`TOOLBAR`.

    ``specials`` maps the ``@`` entries to their menu actions (a menu's ``menuAction()``).
    """
    bar = window.menuBar()
    for title, keys in MENUS:
        if len(keys) == 1 and keys[0].startswith("@"):
            bar.addAction(specials[keys[0]])
            continue
        menu = bar.addMenu(title)
        for key in keys:
            if key == "-":
                menu.addSeparator()
            else:
                menu.addAction(specials.get(key) or actions[key])
    toolbar = window.addToolBar("Main")
    toolbar.setObjectName("main_toolbar")
    toolbar.setMovable(False)
    toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    for key in TOOLBAR:
        toolbar.addAction(specials.get(key) or actions[key])


def build_actions(parent: QObject) -> dict[str, QAction]:
    """Create one QAction per :data:`ACTIONS` entry, keyed by ``ActionSpec.key``.

    Shortcuts are window-wide (``Qt.WindowShortcut``), so Left/Right step rounds even
    when a table has focus; a line edit keeps its own editing keys.
    """
    actions: dict[str, QAction] = {}
    for spec in ACTIONS:
        action = QAction(spec.text, parent)
        action.setObjectName(f"action_{spec.key}")
        if spec.shortcut is not None:
            action.setShortcut(QKeySequence(spec.shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if spec.icon and QIcon.hasThemeIcon(spec.icon):
            action.setIcon(QIcon.fromTheme(spec.icon))
        if spec.tip:
            action.setToolTip(spec.tip)
        action.setCheckable(spec.checkable)
        actions[spec.key] = action
    return actions


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
