"""Asking how a plain text file is cut into documents, with a preview of each choice.

A text file with one document per line opened as "whole file" becomes one row with
"+464 more"; so on opening a plain text file of more than one line the window asks for
the unit (docs/rules.md s5): whole file, each line, or each paragraph, each choice showing
how many documents it gives and the first few of them.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core.characters import text_preview
from bpe_viewer.core.corpus import DOCUMENT_UNITS, split_units
from bpe_viewer.core.render import format_count

#: How much of a file the preview reads; the counts say "or more" past it.
PREVIEW_BYTES = 4_000_000
PREVIEW_DOCUMENTS = 3
PREVIEW_CHARS = 70
UNIT_NAMES = {
    "file": "Whole file",
    "line": "Each line",
    "paragraph": "Each paragraph (blocks separated by blank lines)",
}


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


def unit_preview(data: bytes, unit: str, truncated: bool = False) -> tuple[str, list[str]]:
    """The document count of ``unit`` on ``data`` and its first documents as short text.

    Returns:
        ``("465 documents", ["first line", ...])``; line ends shown as ``\\n``,
        control bytes as ``⟨1b⟩`` (:func:`~bpe_viewer.core.characters.text_preview`).
    """
    pieces = split_units(data, unit)
    n = len(pieces)
    count = f"{format_count(n, 'document', grouped=True)}{' or more' if truncated else ''}"
    shown = []
    for piece, _line in pieces[:PREVIEW_DOCUMENTS]:
        shown.append(text_preview(piece, PREVIEW_CHARS))
    return count, shown


def suggested_unit(data: bytes) -> str:
    """Paragraphs when blank lines separate several, else lines."""
    return "paragraph" if len(split_units(data, "paragraph")) > 1 else "line"


def head_to_ask_about(path: Path) -> tuple[bytes, bool] | None:
    """The head of ``path`` (:func:`read_head`) when opening it asks for the unit: a plain
    text file of more than one non-empty line; None for any other input (or one that
    cannot be read: opening it reports that).

    The dialog preselects :func:`suggested_unit` of this head; where no dialog can be
    shown (``gui --screenshot``) that same unit is used.
    """
    from bpe_viewer.qt.loading import detect_kind

    try:
        if not path.is_file() or detect_kind(path) != "text":
            return None
        data, truncated = read_head(path)
    except OSError:
        return None
    return (data, truncated) if has_several_lines(data) else None


class UnitChoiceDialog(QDialog):
    """Whole file / each line / each paragraph, each with its count and first documents.

    Attributes:
        buttons: the radio button of each unit, by unit name.
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
        self.setWindowTitle(f"Documents in {path.name}")
        intro = QLabel(
            f"<b>{path.name}</b> has several lines. How is it cut into documents? "
            "(Training never counts a pair across two documents; the choice is "
            "remembered for this file and can be changed in Train ▸ Training Settings.)"
        )
        intro.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        self.group = QButtonGroup(self)
        self.buttons: dict[str, QRadioButton] = {}
        preview_font = QFont("monospace")
        preview_font.setStyleHint(QFont.StyleHint.Monospace)
        for key in DOCUMENT_UNITS:
            count, shown = unit_preview(data, key, truncated)
            button = QRadioButton(f"{UNIT_NAMES[key]}: {count}", self)
            self.group.addButton(button)
            self.buttons[key] = button
            preview = QLabel(
                "\n".join(f"{i + 1}. {text}" for i, text in enumerate(shown)) or "(none)", self
            )
            preview.setFont(preview_font)
            preview.setTextFormat(Qt.TextFormat.PlainText)
            preview.setStyleSheet("color: #555; margin-left: 24px;")
            layout.addWidget(button)
            layout.addWidget(preview)
        choice = unit if unit in self.buttons else suggested_unit(data)
        self.buttons[choice].setChecked(True)
        box = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        layout.addWidget(box)

    def unit(self) -> str:
        """The chosen unit name."""
        for key, button in self.buttons.items():
            if button.isChecked():
                return key
        return "file"
