"""Small dialogs: training settings and paste text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent
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
from bpe_viewer.core.corpus import DOCUMENT_UNITS
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec
from bpe_viewer.core.ties import WORD_TIE_POLICIES
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate

#: The choices' texts below are English, marked in the context "Dialogs"; the combo boxes
#: show them in the window's language (:func:`fill_choices`).
TIE_TEXT = {
    "smallest": QT_TRANSLATE_NOOP(
        "Dialogs", "smallest pair (default): smallest (left, right) wins"
    ),
    "largest": QT_TRANSLATE_NOOP("Dialogs", "largest pair: largest (left, right) wins"),
    "first": QT_TRANSLATE_NOOP(
        "Dialogs", "first occurrence: the pair seen first in document order wins"
    ),
    "bytes-largest": QT_TRANSLATE_NOOP(
        "Dialogs", "bytes, largest: greatest (left bytes, right bytes) wins"
    ),
    "bytes-smallest": QT_TRANSLATE_NOOP(
        "Dialogs", "bytes, smallest: smallest (left bytes, right bytes) wins"
    ),
}
WORD_TIE_TEXT = {
    "alphabetical-first": QT_TRANSLATE_NOOP(
        "Dialogs", "alphabetical first: the pair whose text sorts first wins"
    ),
    "alphabetical-last": QT_TRANSLATE_NOOP(
        "Dialogs", "alphabetical last: the pair whose text sorts last wins"
    ),
}
UNIT_TEXT = {
    "file": QT_TRANSLATE_NOOP("Dialogs", "whole file = one document"),
    "line": QT_TRANSLATE_NOOP("Dialogs", "each line = one document"),
    "paragraph": QT_TRANSLATE_NOOP("Dialogs", "each blank-line-separated paragraph = one document"),
}
PRETOKENIZER_TEXT = {
    "none": QT_TRANSLATE_NOOP("Dialogs", "none: each document is one sequence of bytes"),
    "whitespace": QT_TRANSLATE_NOOP("Dialogs", "whitespace: words and runs of spaces apart"),
    "punctuation": QT_TRANSLATE_NOOP(
        "Dialogs", "punctuation: words, spaces, each punctuation mark apart"
    ),
    "gpt2": QT_TRANSLATE_NOOP("Dialogs", "GPT-2 pattern (space joins the next word)"),
    "gpt4": QT_TRANSLATE_NOOP("Dialogs", "GPT-4 pattern (digits in threes)"),
}
#: Unicode normalization of the documents (``train --normalize``); "none" is None.
NORMALIZE_TEXT = {
    "none": QT_TRANSLATE_NOOP("Dialogs", "none: the text as it is"),
    "nfc": QT_TRANSLATE_NOOP("Dialogs", "NFC: composed characters (e + ◌́ becomes é)"),
    "nfkc": QT_TRANSLATE_NOOP(
        "Dialogs", "NFKC: also compatibility forms (ﬁ becomes fi, Ｆ becomes F)"
    ),
}
#: Where the special tokens' IDs go (``train --special-ids``).
SPECIAL_IDS_TEXT = {
    "after-merges": QT_TRANSLATE_NOOP("Dialogs", "after the learned tokens (256 + merges + i)"),
    "after-bytes": QT_TRANSLATE_NOOP(
        "Dialogs", "right after the bytes (256 + i, merges after them)"
    ),
}
MAX_MERGES_UI = 1_000_000


def choice_text(texts: dict[str, str], key: str) -> str:
    """The text of choice ``key`` of ``texts`` (English, context ``"Dialogs"``) in the
    window's language; a key that is no entry (a separator unit) as its own text."""
    if key in texts:
        return translate("Dialogs", texts[key])
    from bpe_viewer.core.corpus import unit_separator

    separator = unit_separator(key)
    if separator is not None:
        each = translate("Dialogs", "each entry between {separator} lines = one document")
        return each.format(separator=repr(separator))
    return key


def fill_choices(combo: QComboBox, texts: dict[str, str]) -> None:
    """Give every item of ``combo`` (its data a key of ``texts``) its text in the
    window's language, the chosen item unchanged."""
    for index in range(combo.count()):
        combo.setItemText(index, choice_text(texts, str(combo.itemData(index))))


def _unit_combo(unit: str) -> QComboBox:
    """The document units, ``unit`` chosen; a separator unit (``separator:%``, chosen when
    the file was opened) is offered too, so keeping it keeps the documents."""
    from bpe_viewer.core.corpus import unit_separator

    combo = QComboBox()
    for key in UNIT_TEXT:
        combo.addItem(choice_text(UNIT_TEXT, key), key)
    if unit_separator(unit) is not None:
        combo.addItem(choice_text(UNIT_TEXT, unit), unit)
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
    """Every setting of the next training run, one field per :class:`TrainingSpec` field.

    Args:
        spec: the settings shown (the stored Training Settings: what files opened from
            the window train with).
        parent: the owning window.
        unit: the document unit shown instead of ``spec.unit`` (the unit the text on
            screen was cut by, a separator unit too), or None.
        example: when a built-in example is on screen, its own settings in words: the
            dialog says the example keeps them (docs/rules.md s8); ``""`` otherwise.
    """

    def __init__(
        self,
        spec: TrainingSpec = DEFAULT_SPEC,
        parent: QWidget | None = None,
        *,
        unit: str | None = None,
        example: str = "",
    ) -> None:
        super().__init__(parent)
        self._spec = spec
        self._example = example
        self.merges = QSpinBox()
        self.merges.setRange(0, MAX_MERGES_UI)
        self.merges.setValue(spec.merge_count)
        self.vocab_size = QSpinBox()
        self.vocab_size.setRange(BYTE_COUNT, MAX_MERGES_UI + BYTE_COUNT + 1000)
        self._syncing = False
        #: True while the target was last given as a vocabulary size (kept so)
        self.by_vocab_size = spec.vocab_size is not None
        self.tie = QComboBox()
        for key in TIE_POLICIES:
            self.tie.addItem(TIE_TEXT[key], key)
        self.tie.setCurrentIndex(max(0, self.tie.findData(spec.tie)))
        self.word_tie = QComboBox()
        for key in WORD_TIE_POLICIES:
            self.word_tie.addItem(WORD_TIE_TEXT[key], key)
        self.word_tie.setCurrentIndex(max(0, self.word_tie.findData(spec.word_tie)))
        self.unit = _unit_combo(unit or spec.unit)
        tokens = spec.special_tokens
        self.special = QLineEdit(" ".join(t.decode("utf-8", "replace") for t in tokens))
        self.pretokenizer = QComboBox()
        for key, text in PRETOKENIZER_TEXT.items():
            self.pretokenizer.addItem(text, key)
        self.pretokenizer.setCurrentIndex(max(0, self.pretokenizer.findData(spec.pretokenizer)))
        self.normalize = QComboBox()
        for key, text in NORMALIZE_TEXT.items():
            self.normalize.addItem(text, key)
        self.normalize.setCurrentIndex(max(0, self.normalize.findData(spec.normalize or "none")))
        self.special_ids = QComboBox()
        for key, text in SPECIAL_IDS_TEXT.items():
            self.special_ids.addItem(text, key)
        self.special_ids.setCurrentIndex(max(0, self.special_ids.findData(spec.special_ids)))
        self._sync_vocab_size()
        self.merges.valueChanged.connect(lambda _v: self._merges_edited())
        self.special.textChanged.connect(lambda _t: self._special_edited())
        self.vocab_size.valueChanged.connect(self._sync_merges)
        form = self.form = QFormLayout()
        #: the form's row labels, by the field they name
        self.row_labels: dict[QWidget, QLabel] = {}
        for field in (
            self.merges,
            self.vocab_size,
            self.tie,
            self.word_tie,
            self.unit,
            self.pretokenizer,
            self.special,
            self.special_ids,
            self.normalize,
        ):
            label = self.row_labels[field] = QLabel()
            form.addRow(label, field)
        note = self.note = QLabel()
        note.setWordWrap(True)
        #: what the settings apply to: files opened from the window, and not the
        #: built-in example on screen (which keeps its own)
        self.applies_note = QLabel()
        self.applies_note.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.restore_button = buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.restore_button.clicked.connect(lambda _checked=False: self.restore_defaults())
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.applies_note)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Every label, tip and choice of the dialog in the window's language (the
        values chosen stay)."""
        self.setWindowTitle(self.tr("Training settings"))
        rows = {
            self.merges: self.tr("Merges"),
            self.vocab_size: self.tr("or vocabulary size"),
            self.tie: self.tr("Tie policy"),
            self.word_tie: self.tr("Word tie order"),
            self.unit: self.tr("Document unit (plain text)"),
            self.pretokenizer: self.tr("Pre-tokenization"),
            self.special: self.tr("Special tokens"),
            self.special_ids: self.tr("Special token IDs"),
            self.normalize: self.tr("Unicode normalization"),
        }
        for field, text in rows.items():
            self.row_labels[field].setText(text)
        self.note.setText(
            self.tr(
                "OK retrains the current documents with these settings "
                "(plain-text files are re-read with the new unit)."
            )
        )
        applies = self.tr(
            "Files opened from the window train with these settings; they are kept after a restart."
        )
        if self._example:
            own = self.tr(
                "Built-in examples keep their own settings: the example on screen "
                "trains with {settings}."
            )
            applies += " " + own.format(settings=self._example)
        self.applies_note.setText(applies)
        self.merges.setToolTip(self.tr("Upper bound: training stops early when no pair is left"))
        self.vocab_size.setToolTip(
            self.tr(
                "The same target as a vocabulary size: 256 bytes + merges + special tokens "
                "(editing one updates the other)"
            )
        )
        self.word_tie.setToolTip(self.tr("Word-frequency tables only (docs/rules.md s3.3)"))
        self.special.setPlaceholderText(self.tr("none, e.g. <|endoftext|> <|pad|>"))
        self.special.setToolTip(
            self.tr(
                "Space-separated. Each occurrence in a document is a barrier no merge "
                "crosses; each special token gets its own ID after the learned ones."
            )
        )
        self.pretokenizer.setToolTip(self.tr("Pieces that merges never cross (docs/rules.md s4)"))
        self.normalize.setToolTip(
            self.tr(
                "Put every document in this Unicode normalization form before training; "
                "encoding normalizes its text the same way, and a tokenizer.json export "
                "carries the normalizer"
            )
        )
        self.special_ids.setToolTip(
            self.tr(
                "After the learned tokens: 256 + merges + i. Right after the bytes: "
                "<|endoftext|> 256, <|pad|> 257, the merges from 258"
            )
        )
        self.restore_button.setToolTip(
            self.tr(
                "{merges} merges, tie smallest, word ties alphabetical first, whole "
                "file, no pre-tokenization, no special tokens (their IDs after the learned "
                "tokens), no normalization"
            ).format(merges=DEFAULT_SPEC.merges)
        )
        for combo, texts in (
            (self.tie, TIE_TEXT),
            (self.word_tie, WORD_TIE_TEXT),
            (self.unit, UNIT_TEXT),
            (self.pretokenizer, PRETOKENIZER_TEXT),
            (self.normalize, NORMALIZE_TEXT),
            (self.special_ids, SPECIAL_IDS_TEXT),
        ):
            fill_choices(combo, texts)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the dialog's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _merges_edited(self) -> None:
        """The merge count typed: it is the target now; the vocabulary size follows."""
        if not self._syncing:
            self.by_vocab_size = False
        self._sync_vocab_size()

    def _special_edited(self) -> None:
        """Special tokens typed: the target given last stays (a vocabulary size keeps
        its size, so the merges make room; a merge count keeps its count)."""
        if self.by_vocab_size:
            self._syncing = True
            self.vocab_size.setMinimum(BYTE_COUNT + len(self.special_tokens()))
            self._syncing = False
            self._sync_merges(self.vocab_size.value())
        else:
            self._sync_vocab_size()

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
        self.by_vocab_size = True
        self.merges.setValue(max(0, size - BYTE_COUNT - len(self.special_tokens())))
        self._syncing = False

    def restore_defaults(self) -> None:
        """Put the documented defaults (:data:`~bpe_viewer.core.spec.DEFAULT_SPEC`, as
        ``bpe-viewer gui --help``) back in every field (OK then applies them)."""
        self.merges.setValue(DEFAULT_SPEC.merges)
        self.tie.setCurrentIndex(self.tie.findData(DEFAULT_SPEC.tie))
        self.word_tie.setCurrentIndex(self.word_tie.findData(DEFAULT_SPEC.word_tie))
        self.unit.setCurrentIndex(self.unit.findData(DEFAULT_SPEC.unit))
        self.pretokenizer.setCurrentIndex(self.pretokenizer.findData(DEFAULT_SPEC.pretokenizer))
        self.special.clear()
        self.special_ids.setCurrentIndex(self.special_ids.findData(DEFAULT_SPEC.special_ids))
        self.normalize.setCurrentIndex(self.normalize.findData("none"))
        self.by_vocab_size = False

    def spec(self) -> TrainingSpec:
        """The settings chosen, as one spec: a vocabulary size when it was given last,
        else the merge count; ``unit`` as chosen when it is a plain unit, else the one
        the dialog was given (a separator unit is :meth:`values`' only).

        Raises:
            ValueError: for special tokens the spec refuses (none today: the field's
                words are deduplicated and never empty).
        """
        merges, tie, unit = self.values()
        vocab_size = self.vocab_size.value() if self.by_vocab_size else None
        return self._spec.replace(
            merges=merges,
            vocab_size=vocab_size,
            tie=tie,
            unit=unit if unit in DOCUMENT_UNITS else self._spec.unit,
            pretokenizer=self.pretokenizer_name(),
            special_tokens=self.special_tokens(),
            special_ids=self.special_ids_name(),
            normalize=self.normalize_name(),
            word_tie=self.word_tie_name(),
        )

    def values(self) -> tuple[int, str, str]:
        """``(merges, tie policy, document unit)`` as chosen."""
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
        self.resize(640, 420)
        self.edit = QPlainTextEdit()
        self.unit = _unit_combo(unit)
        form = QFormLayout()
        self.unit_label = QLabel()
        form.addRow(self.unit_label, self.unit)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # Its own button, not a renamed OK: the box gives its standard buttons Qt's texts
        # again on every change of language.
        self.train_button = buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.train_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.edit, 1)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """The dialog's texts in the window's language (the text typed stays)."""
        self.setWindowTitle(self.tr("Paste text"))
        self.edit.setPlaceholderText(self.tr("Type or paste text here…"))
        self.unit_label.setText(self.tr("Documents"))
        self.train_button.setText(self.tr("Train"))
        fill_choices(self.unit, UNIT_TEXT)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the dialog's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def values(self) -> tuple[str, str]:
        return self.edit.toPlainText(), self.unit.currentData()
