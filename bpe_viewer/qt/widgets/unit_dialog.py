"""Asking how a plain text file is cut into documents, with a preview of each choice.

A text file with one document per line opened as "whole file" becomes one row with
"+464 more"; so on opening a plain text file of more than one line the window asks for
the unit (docs/rules.md s5): whole file, each line, each paragraph, or the entries between
separator lines (a fortune file's ``%`` lines), each choice showing how many documents it
gives and the first few of them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core.characters import text_preview
from bpe_viewer.core.corpus import (
    SEPARATOR_PREFIX,
    is_document_unit,
    separator_unit,
    split_units,
    unit_separator,
)
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP, PluralTr, Translated

#: How much of a file the preview reads; the counts say "or more" past it.
PREVIEW_BYTES = 4_000_000
PREVIEW_DOCUMENTS = 3
PREVIEW_CHARS = 70
#: The choices' names (English, context ``"UnitChoiceDialog"``).
UNIT_NAMES = {
    "file": QT_TRANSLATE_NOOP("UnitChoiceDialog", "Whole file"),
    "line": QT_TRANSLATE_NOOP("UnitChoiceDialog", "Each line"),
    "paragraph": QT_TRANSLATE_NOOP(
        "UnitChoiceDialog", "Each paragraph (blocks separated by blank lines)"
    ),
    "separator": QT_TRANSLATE_NOOP("UnitChoiceDialog", "Separator line"),
}
#: The separator offered first: fortune files end each entry with a ``%`` line.
DEFAULT_SEPARATOR = "%"


def read_head(path: Path) -> tuple[bytes, bool]:
    """The first :data:`PREVIEW_BYTES` of ``path`` and whether the file is longer.

    Raises:
        OSError: if the file cannot be read.
    """
    with path.open("rb") as handle:
        data = handle.read(PREVIEW_BYTES + 1)
    return data[:PREVIEW_BYTES], len(data) > PREVIEW_BYTES


def has_several_lines(data: bytes) -> bool:
    """True when the text holds more than one non-empty line (a unit choice matters)."""
    return len(split_units(data, "line")) > 1


class UnitPreviewTexts(Translated):
    """The preview's count, in the window's language."""

    def count(self, n: int, truncated: bool) -> str:
        """``"465 documents"``, or ``"465 documents or more"`` when the file was cut."""
        if truncated:
            text = self.tr("{count} document(s) or more", "", n)
        else:
            text = self.tr("{count} document(s)", "", n)
        return text.format(count=f"{n:,}")


def unit_preview(data: bytes, unit: str, truncated: bool = False) -> tuple[str, list[str]]:
    """The document count of ``unit`` on ``data`` and its first documents as short text.

    Returns:
        ``("465 documents", ["first line", ...])`` (the count in the window's
        language); line ends shown as ``\\n``, control bytes as ``⟨1b⟩``
        (:func:`~bpe_viewer.core.characters.text_preview`).
    """
    pieces = split_units(data, unit)
    count = UnitPreviewTexts().count(len(pieces), truncated)
    shown = []
    for piece, _line in pieces[:PREVIEW_DOCUMENTS]:
        shown.append(text_preview(piece, PREVIEW_CHARS))
    return count, shown


def suggested_unit(data: bytes) -> str:
    """Separator ``%`` lines when at least two of them cut the text into several entries
    (a fortune file), else paragraphs when blank lines separate several, else lines."""
    fortune = separator_unit(DEFAULT_SEPARATOR)
    marks = sum(1 for line in data.split(b"\n") if line.rstrip(b"\r") == b"%")
    if marks >= 2 and len(split_units(data, fortune)) > 1:
        return fortune
    return "paragraph" if len(split_units(data, "paragraph")) > 1 else "line"


def head_to_ask_about(path: Path) -> tuple[bytes, bool] | None:
    """The head of ``path`` (:func:`read_head`) when opening it asks for the unit: a plain
    text file of more than one non-empty line (the one classifier's
    :attr:`~bpe_viewer.core.formats.classify.FileKind.takes_unit`); None for any other
    input (a merge table such as a ``.tiktoken`` file or a ``.model``, a piece table, or
    one that cannot be read: opening it reports that).

    The dialog preselects :func:`suggested_unit` of this head; where no dialog can be
    shown (``gui --screenshot``) that same unit is used.
    """
    from bpe_viewer.core.formats.classify import classify

    try:
        # The one classifier decides: a minbpe .model, a .tiktoken or merges file is a
        # table of several lines, never text cut into documents.
        if not path.is_file() or not classify(path).takes_unit:
            return None
        data, truncated = read_head(path)
    except (OSError, ValueError):
        return None
    return (data, truncated) if has_several_lines(data) else None


class UnitChoiceDialog(PluralTr, QDialog):
    """Whole file / each line / each paragraph / separator line, each with its count and
    first documents.

    Attributes:
        buttons: the radio button of each unit, by unit name (``separator`` for the
            separator line, whose text is in :attr:`separator_edit`).
        separator_edit: the separator text; its preview follows each edit.
    """

    def __init__(
        self,
        path: Path,
        data: bytes,
        truncated: bool = False,
        unit: str | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._name = path.name
        intro = self.intro = QLabel()
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        self._data, self._truncated = data, truncated
        preview_font = QFont("monospace")
        preview_font.setStyleHint(QFont.StyleHint.Monospace)
        self.previews: dict[str, QLabel] = {}
        for key in ("file", "line", "paragraph"):
            button = QRadioButton(self)
            self.group.addButton(button)
            self.buttons[key] = button
            layout.addWidget(button)
            layout.addWidget(self._preview_label(key, preview_font))
        choice = unit if unit is not None and is_document_unit(unit) else suggested_unit(data)
        self.separator_edit = QLineEdit(unit_separator(choice) or DEFAULT_SEPARATOR, self)
        self.separator_edit.setMaximumWidth(self.fontMetrics().horizontalAdvance("M") * 12)
        button = QRadioButton(self)
        self.group.addButton(button)
        self.buttons["separator"] = button
        row = QHBoxLayout()
        row.addWidget(button)
        row.addWidget(self.separator_edit)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self._preview_label("separator", preview_font))
        self.separator_edit.textChanged.connect(self._separator_edited)
        self.buttons["separator" if unit_separator(choice) is not None else choice].setChecked(True)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.ok_button: QPushButton = box.button(QDialogButtonBox.StandardButton.Ok)
        self.group.buttonToggled.connect(lambda *_: self._update_ok())
        layout.addWidget(box)
        self.retranslate()

    def retranslate(self) -> None:
        """The dialog's texts in the window's language (the choice stays)."""
        import html

        name = html.escape(self._name)
        self.setWindowTitle(self.tr("Documents in {name}").format(name=self._name))
        self.intro.setText(
            self.tr(
                "<b>{name}</b> has several lines. How is it cut into documents? "
                "(Training never counts a pair across two documents; the choice is "
                "remembered for this file and can be changed in Train ▸ Training Settings.)"
            ).format(name=name)
        )
        self.separator_edit.setToolTip(
            self.tr(
                "The text of a separator line: a line that is exactly this text (its line "
                "end aside) ends a document and belongs to none"
            )
        )
        for key in self.buttons:
            self._show_preview(key)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the dialog's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _preview_label(self, key: str, font: QFont) -> QLabel:
        preview = self.previews[key] = QLabel(self)
        preview.setFont(font)
        preview.setTextFormat(Qt.TextFormat.PlainText)
        preview.setStyleSheet("color: #555; margin-left: 24px;")
        return preview

    def _key_unit(self, key: str) -> str | None:
        """The unit of the choice ``key`` (None: a separator that is no line's text)."""
        if key != "separator":
            return key
        unit = SEPARATOR_PREFIX + self.separator_edit.text()
        return unit if is_document_unit(unit) else None

    def _show_preview(self, key: str) -> None:
        unit = self._key_unit(key)
        shown: list[str] = []
        if unit is None:
            count = self.tr("give the text of a separator line")
        else:
            count, shown = unit_preview(self._data, unit, self._truncated)
        name = QCoreApplication.translate("UnitChoiceDialog", UNIT_NAMES[key])
        self.buttons[key].setText(self.tr("{name}: {count}").format(name=name, count=count))
        self.previews[key].setText(
            "\n".join(f"{i + 1}. {text}" for i, text in enumerate(shown)) or self.tr("(none)")
        )

    def _separator_edited(self) -> None:
        self._show_preview("separator")
        self.buttons["separator"].setChecked(True)
        self._update_ok()

    def _update_ok(self) -> None:
        self.ok_button.setEnabled(self._key_unit(self._checked()) is not None)

    def _checked(self) -> str:
        for key, button in self.buttons.items():
            if button.isChecked():
                return key
        return "file"

    def unit(self) -> str:
        """The chosen unit: ``file``, ``line``, ``paragraph`` or ``separator:TEXT``."""
        return self._key_unit(self._checked()) or "file"
