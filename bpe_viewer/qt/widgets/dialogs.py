"""Small dialogs: training settings and paste text."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import BYTE_COUNT, TIE_POLICIES
from bpe_viewer.core.ties import WORD_TIE_POLICIES

TIE_TEXT = {
    "smallest": "smallest pair (default): smallest (left, right) wins",
    "largest": "largest pair: largest (left, right) wins",
    "first": "first occurrence: the pair seen first in document order wins",
    "bytes-largest": "bytes, largest: greatest (left bytes, right bytes) wins",
    "bytes-smallest": "bytes, smallest: smallest (left bytes, right bytes) wins",
}
WORD_TIE_TEXT = {
    "alphabetical-first": "alphabetical first: the pair whose text sorts first wins",
    "alphabetical-last": "alphabetical last: the pair whose text sorts last wins",
}
UNIT_TEXT = {
    "file": "whole file = one document",
    "line": "each line = one document",
    "paragraph": "each blank-line-separated paragraph = one document",
}
PRETOKENIZER_TEXT = {
    "none": "none: each document is one sequence of bytes",
    "whitespace": "whitespace: words and runs of spaces apart",
    "punctuation": "punctuation: words, spaces, each punctuation mark apart",
    "gpt2": "GPT-2 pattern (space joins the next word)",
    "gpt4": "GPT-4 pattern (digits in threes)",
}
#: Unicode normalization of the documents (``train --normalize``); "none" is None.
NORMALIZE_TEXT = {
    "none": "none: the text as it is",
    "nfc": "NFC: composed characters (e + ◌́ becomes é)",
    "nfkc": "NFKC: also compatibility forms (ﬁ becomes fi, Ｆ becomes F)",
}
#: Where the special tokens' IDs go (``train --special-ids``).
SPECIAL_IDS_TEXT = {
    "after-merges": "after the learned tokens (256 + merges + i)",
    "after-bytes": "right after the bytes (256 + i, merges after them)",
}
MAX_MERGES_UI = 1_000_000
#: The documented defaults that Restore Defaults puts back (as ``bpe-viewer gui --help``).
DEFAULT_MERGES = 50
DEFAULT_TIE = "smallest"
DEFAULT_UNIT = "file"
DEFAULT_PRETOKENIZER = "none"
DEFAULT_WORD_TIE = "alphabetical-first"


def _unit_combo(unit: str) -> QComboBox:
    """The document units, ``unit`` chosen; a separator unit (``separator:%``, chosen when
    the file was opened) is offered too, so keeping it keeps the documents."""
    from bpe_viewer.core.corpus import unit_separator

    combo = QComboBox()
    for key, text in UNIT_TEXT.items():
        combo.addItem(text, key)
    separator = unit_separator(unit)
    if separator is not None:
        combo.addItem(f"each entry between {separator!r} lines = one document", unit)
    combo.setCurrentIndex(max(0, combo.findData(unit)))
    return combo


def parse_special_tokens(text: str) -> tuple[bytes, ...]:
    """Special tokens typed as space-separated words, UTF-8 encoded, repeats dropped."""
    out: list[bytes] = []
    for word in text.split():
        data = word.encode("utf-8")
        if data not in out:
            out.append(data)
    return tuple(out)


class TrainingSettingsDialog(QDialog):
    """Merges, tie policy, document unit and special tokens for the next training run."""

    def __init__(
        self,
        merges: int,
        tie: str,
        unit: str,
        parent: QWidget | None = None,
        special_tokens: tuple[bytes, ...] = (),
        pretokenizer: str = "none",
        word_tie: str = "alphabetical-first",
        normalize: str | None = None,
        special_ids: str = "after-merges",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Training settings")
        self.merges = QSpinBox()
        self.merges.setRange(0, MAX_MERGES_UI)
        self.merges.setValue(merges)
        self.merges.setToolTip("Upper bound: training stops early when no pair is left")
        self.vocab_size = QSpinBox()
        self.vocab_size.setRange(BYTE_COUNT, MAX_MERGES_UI + BYTE_COUNT + 1000)
        self.vocab_size.setToolTip(
            "The same target as a vocabulary size: 256 bytes + merges + special tokens "
            "(editing one updates the other)"
        )
        self._syncing = False
        self.tie = QComboBox()
        for key in TIE_POLICIES:
            self.tie.addItem(TIE_TEXT[key], key)
        self.tie.setCurrentIndex(max(0, self.tie.findData(tie)))
        self.word_tie = QComboBox()
        for key in WORD_TIE_POLICIES:
            self.word_tie.addItem(WORD_TIE_TEXT[key], key)
        self.word_tie.setCurrentIndex(max(0, self.word_tie.findData(word_tie)))
        self.word_tie.setToolTip("Word-frequency tables only (docs/rules.md s3.3)")
        self.unit = _unit_combo(unit)
        self.special = QLineEdit(" ".join(t.decode("utf-8", "replace") for t in special_tokens))
        self.special.setPlaceholderText("none, e.g. <|endoftext|> <|pad|>")
        self.special.setToolTip(
            "Space-separated. Each occurrence in a document is a barrier no merge crosses; "
            "each special token gets its own ID after the learned ones."
        )
        self.pretokenizer = QComboBox()
        for key, text in PRETOKENIZER_TEXT.items():
            self.pretokenizer.addItem(text, key)
        self.pretokenizer.setCurrentIndex(max(0, self.pretokenizer.findData(pretokenizer)))
        self.pretokenizer.setToolTip("Pieces that merges never cross (docs/rules.md s4)")
        self.normalize = QComboBox()
        for key, text in NORMALIZE_TEXT.items():
            self.normalize.addItem(text, key)
        self.normalize.setCurrentIndex(max(0, self.normalize.findData(normalize or "none")))
        self.normalize.setToolTip(
            "Put every document in this Unicode normalization form before training; "
            "encoding normalizes its text the same way, and a tokenizer.json export "
            "carries the normalizer"
        )
        self.special_ids = QComboBox()
        for key, text in SPECIAL_IDS_TEXT.items():
            self.special_ids.addItem(text, key)
        self.special_ids.setCurrentIndex(max(0, self.special_ids.findData(special_ids)))
        self.special_ids.setToolTip(
            "After the learned tokens: 256 + merges + i. Right after the bytes: "
            "<|endoftext|> 256, <|pad|> 257, the merges from 258"
        )
        self._sync_vocab_size()
        self.merges.valueChanged.connect(lambda _v: self._sync_vocab_size())
        self.special.textChanged.connect(lambda _t: self._sync_vocab_size())
        self.vocab_size.valueChanged.connect(self._sync_merges)
        form = QFormLayout()
        form.addRow("Merges", self.merges)
        form.addRow("or vocabulary size", self.vocab_size)
        form.addRow("Tie policy", self.tie)
        form.addRow("Word tie order", self.word_tie)
        form.addRow("Document unit (plain text)", self.unit)
        form.addRow("Pre-tokenization", self.pretokenizer)
        form.addRow("Special tokens", self.special)
        form.addRow("Special token IDs", self.special_ids)
        form.addRow("Unicode normalization", self.normalize)
        note = QLabel(
            "OK retrains the current documents with these settings "
            "(plain-text files are re-read with the new unit)."
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.restore_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.setToolTip(
            f"{DEFAULT_MERGES} merges, tie smallest, word ties alphabetical first, whole "
            "file, no pre-tokenization, no special tokens (their IDs after the learned "
            "tokens), no normalization"
        )
        self.restore_button.clicked.connect(lambda _checked=False: self.restore_defaults())
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def _sync_vocab_size(self) -> None:
        """Vocabulary size = 256 + merges + special tokens (docs/rules.md s2.8)."""
        if self._syncing:
            return
        self._syncing = True
        specials = len(self.special_tokens())
        self.vocab_size.setMinimum(BYTE_COUNT + specials)
        self.vocab_size.setValue(BYTE_COUNT + self.merges.value() + specials)
        self._syncing = False

    def _sync_merges(self, size: int) -> None:
        """Merges = vocabulary size - 256 - special tokens."""
        if self._syncing:
            return
        self._syncing = True
        self.merges.setValue(max(0, size - BYTE_COUNT - len(self.special_tokens())))
        self._syncing = False

    def restore_defaults(self) -> None:
        """Put the documented defaults back in every field (OK then applies them)."""
        self.merges.setValue(DEFAULT_MERGES)
        self.tie.setCurrentIndex(self.tie.findData(DEFAULT_TIE))
        self.word_tie.setCurrentIndex(self.word_tie.findData(DEFAULT_WORD_TIE))
        self.unit.setCurrentIndex(self.unit.findData(DEFAULT_UNIT))
        self.pretokenizer.setCurrentIndex(self.pretokenizer.findData(DEFAULT_PRETOKENIZER))
        self.special.clear()
        self.special_ids.setCurrentIndex(self.special_ids.findData("after-merges"))
        self.normalize.setCurrentIndex(self.normalize.findData("none"))

    def values(self) -> tuple[int, str, str]:
        return self.merges.value(), self.tie.currentData(), self.unit.currentData()

    def special_tokens(self) -> tuple[bytes, ...]:
        return parse_special_tokens(self.special.text())

    def pretokenizer_name(self) -> str:
        return str(self.pretokenizer.currentData())

    def word_tie_name(self) -> str:
        return str(self.word_tie.currentData())

    def normalize_name(self) -> str | None:
        """``nfc``, ``nfkc`` or None (the text as it is)."""
        data = str(self.normalize.currentData())
        return None if data == "none" else data

    def special_ids_name(self) -> str:
        """``after-merges`` or ``after-bytes``."""
        return str(self.special_ids.currentData())


class PasteTextDialog(QDialog):
    """Type or paste text to train on."""

    def __init__(self, unit: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Paste text")
        self.resize(640, 420)
        self.edit = QPlainTextEdit()
        self.edit.setPlaceholderText("Type or paste text here…")
        self.unit = _unit_combo(unit)
        form = QFormLayout()
        form.addRow("Documents", self.unit)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Train")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.edit, 1)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def values(self) -> tuple[str, str]:
        return self.edit.toPlainText(), self.unit.currentData()
