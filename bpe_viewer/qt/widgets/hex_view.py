"""The hex view: the selected document's bytes as a hex editor shows them (docs/rules.md s8).

Offsets, sixteen bytes a row in hex and the text beside them, with the token spans of the
current stage drawn over the bytes: alternating backgrounds and a bar where a token
starts, the newest tokens in the "new" colour, the round's winner windows outlined (solid
where this round merges, dashed where a pair is counted but not merged). Clicking a byte
selects the token that holds it; Find (Ctrl+F) searches hex bytes or text, next and
previous; Go to offset (Ctrl+G).

The rows themselves are a :class:`~bpe_viewer.qt.widgets.hex_table.HexTable`, each painted
in one go, so a screenful costs the same whatever the document's size.

While the view is on screen, a new run or stage is filled in on a later turn of the
event loop (:meth:`HexView.fill_pending`, :mod:`bpe_viewer.qt.later`): the other views
paint the new round first and the hex rows follow a moment later, so no single turn
holds every paint. Anything that
reads or acts on the rows (a click, Find, another document) fills them first.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.render import shorten
from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.models.hex_bytes import HexBytesModel
from bpe_viewer.qt.palette import Palette, muted_style
from bpe_viewer.qt.widgets.font_sizes import rows_height
from bpe_viewer.qt.widgets.hex_find import HexFindMixin
from bpe_viewer.qt.widgets.hex_table import HexTable

#: Events by which the user acts on the rows (or the Find and Go to boxes).
_ACTING_EVENTS = (QEvent.Type.FocusIn, QEvent.Type.MouseButtonPress, QEvent.Type.KeyPress)
#: Documents up to this size scroll to a token chosen by its position in the rows.
SCROLL_TO_TOKEN_BYTES = 4_000_000


def _is_key(event: QKeyEvent, sequence: str | QKeySequence.StandardKey) -> bool:
    if isinstance(sequence, QKeySequence.StandardKey):
        return event.matches(sequence)
    return QKeySequence(event.keyCombination().toCombined()) == QKeySequence(sequence)


#: Characters of a document's ID and label the title shows (longer ones are shortened).
TITLE_NAME_CHARS = 40


def _name(text: str) -> str:
    """A document's ID or label for the rich-text title: shortened, markup escaped."""
    return html.escape(shorten(text, TITLE_NAME_CHARS))


def parse_offset(text: str) -> int:
    """A byte offset typed by the user: decimal (``1234``) or hex with ``0x`` (``0x4d2``).

    Raises:
        ValueError: naming what was typed.
    """
    value = text.strip().replace("_", "").replace(",", "")
    try:
        if value.lower().startswith("0x"):
            return int(value[2:], 16)
        return int(value, 10)
    except ValueError:
        raise ValueError(f"not an offset: {text.strip()!r} (decimal, or hex as 0x1f)") from None


class HexView(HexFindMixin, QWidget):
    """Title, Find bar, Go to offset and the :class:`HexTable` of one document.

    Signals:
        token_selected(int token_id, int document_index, int offset): a byte was clicked.
        document_shown(int document_index): Find in all documents moved to another
            document (the documents pane selects its row).
    """

    token_selected = Signal(int, int, int)
    document_shown = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = HexBytesModel(self)
        self.table = HexTable(self.model, self)
        #: the view's lines around its table, in pixels (:meth:`height_for_rows`)
        self._around_table = 0
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.find_mode = QComboBox()
        self.find_mode.addItems(["", ""])  # Hex, Text (:meth:`retranslate`)
        self.find_edit = QLineEdit()
        self.find_edit.setClearButtonEnabled(True)
        self.previous_button = QPushButton("◀")
        self.next_button = QPushButton("▶")
        for button in (self.previous_button, self.next_button):
            button.setFixedWidth(32)
        self.case_box = QCheckBox()
        self.all_box = QCheckBox()
        self.goto_edit = QLineEdit()
        self.goto_edit.setMaximumWidth(160)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        self.legend = QLabel()
        self._say_legend()
        self.legend.setWordWrap(True)
        self.legend.setStyleSheet(muted_style())
        self._data_cache: tuple[int, int, bytes] | None = None  # (id(run), document, bytes)
        self._match: tuple[int, int] | None = None
        self._prepare_timer = QTimer(self)
        self._prepare_timer.setInterval(0)
        self._prepare_timer.timeout.connect(self._prepare_step)
        #: a run (run, stage, document) or a stage asked for while on screen, not filled yet
        self._pending_run: tuple[TrainingRun | None, int, int] | None = None
        self._pending_stage: int | None = None

        top = QHBoxLayout()
        top.addWidget(self.title, 1)
        top.addWidget(self.goto_edit)
        find = QHBoxLayout()
        find.addWidget(self.find_mode)
        find.addWidget(self.find_edit, 1)
        find.addWidget(self.previous_button)
        find.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.legend)
        layout.addWidget(self.table, 1)
        layout.addLayout(find)
        options = QHBoxLayout()
        options.addWidget(self.case_box)
        options.addWidget(self.all_box)
        options.addStretch(1)
        layout.addLayout(options)
        self._find_row, self._options_row = find, options
        layout.addWidget(self.message)

        self.table.byte_clicked.connect(self._on_byte_clicked)
        self.find_edit.returnPressed.connect(self.find_next)
        self.next_button.clicked.connect(self.find_next)
        self.previous_button.clicked.connect(self.find_previous)
        self.goto_edit.returnPressed.connect(self._on_goto)
        self.find_mode.currentIndexChanged.connect(lambda _: self._clear_match())
        self.case_box.toggled.connect(lambda _: self._clear_match())
        self.find_edit.textChanged.connect(lambda _: self._clear_match())
        self.model.document_changed.connect(self._on_document_changed)
        for widget in (self.table, self.table.viewport(), self.find_edit, self.goto_edit):
            widget.installEventFilter(self)
        self._normal_font = QFont(self.font())
        self._normal_mono = QFont(self.table.font())
        self.retranslate()

    def retranslate(self) -> None:
        """The view's title, Find and Go to controls in the window's language (what was
        typed and the match shown stay)."""
        self.find_mode.setItemText(0, self.tr("Hex"))
        self.find_mode.setItemText(1, self.tr("Text"))
        self.find_mode.setToolTip(
            self.tr(
                "Hex: hex bytes (d0 b0), and anything that is not hex as text (its UTF-8 "
                "bytes);\nText: always the text's UTF-8 bytes (for a word made of hex "
                "digits, such as cafe)"
            )
        )
        self.find_edit.setPlaceholderText(self.tr("Find: d0 b0 or text  (Ctrl+F)"))
        self.previous_button.setToolTip(self.tr("Previous match  [Shift+Enter]"))
        self.next_button.setToolTip(self.tr("Next match  [Enter]"))
        self.case_box.setText(self.tr("Match case"))
        self.case_box.setToolTip(
            self.tr(
                "Text is found in upper and lower case alike unless this is on "
                "(river finds River, мир finds МИР); hex bytes are always found exactly"
            )
        )
        self.all_box.setText(self.tr("All documents"))
        self.all_box.setToolTip(
            self.tr(
                "Past the last match of this document, go on to the next document that "
                "holds one (and from the last document back to the first)"
            )
        )
        self.goto_edit.setPlaceholderText(self.tr("Go to offset (Ctrl+G)"))
        self.goto_edit.setToolTip(
            self.tr("A byte offset: decimal (1234) or hex (0x4d2); Enter jumps")
        )
        self._update_title()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the view's texts again (and what fits on the Find row)."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self._fit_find_row()
            self._say_legend()
            self._update_title()
            self._fit_legend()

    def height_for_rows(self, rows: int) -> int:
        """Height in pixels this view needs to show ``rows`` whole byte rows: its own
        lines around the table (as last laid out while shown: a folded view keeps the
        figure it had) and the table's (:func:`rows_height`)."""
        if self.isVisible() and self.height() > 0:
            self._around_table = max(0, self.height() - self.table.height())
        return self._around_table + rows_height(self.table, rows)

    def minimum_width(self) -> int:
        """Width that shows the offset, the 16 bytes and their text without scrolling."""
        table = self.table
        return (
            sum(table.columnWidth(c) for c in range(3))
            + table.verticalScrollBar().sizeHint().width()
            + 2 * table.frameWidth()
            + 4
        )

    # -- following the other views
    def set_run(self, run: TrainingRun | None, stage: int, document_index: int = 0) -> None:
        """Show ``run`` at ``stage`` on one of its documents (on a later turn of the event
        loop while the view is on screen, see :meth:`fill_pending`)."""
        self._pending_run, self._pending_stage = (run, stage, document_index), None
        self._fill_later()

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor (the rows on screen stay); filled like :meth:`set_run`."""
        if self._pending_run is not None:
            run, _stage, document = self._pending_run
            self._pending_run = (run, stage, document)
        else:
            self._pending_stage = stage
        self._fill_later()

    @property
    def fill_is_pending(self) -> bool:
        """True while a run or stage waits for a later turn of the event loop."""
        return self._pending_run is not None or self._pending_stage is not None

    def _fill_later(self) -> None:
        self._update_title()
        if self.isVisible():
            later_turns().put(self, self.fill_pending)
        else:
            self.fill_pending()  # nothing painted: no reason to wait

    def fill_pending(self) -> None:
        """Fill the rows with the run and stage asked for last (a no-op when none waits)."""
        later_turns().cancel(self)
        pending_run, pending_stage = self._pending_run, self._pending_stage
        self._pending_run = self._pending_stage = None
        if pending_run is not None:
            self._data_cache = None
            self.model.set_run(*pending_run)
        elif pending_stage is not None:
            self.model.set_stage(pending_stage)
        else:
            return
        self._update_title()

    def set_document(self, document_index: int) -> None:
        """Show another document of the run."""
        self.fill_pending()
        self.model.set_document(document_index)

    def set_selected_token(self, token_id: int | None) -> None:
        """Highlight the bytes of ``token_id`` (selected in any view)."""
        if self._pending_run is not None:
            self.fill_pending()  # a waiting stage keeps the selection: it can stay waiting
        self.model.set_selected_token(token_id)

    def show_token_at(self, document_index: int, position: int) -> None:
        """Scroll to the token at ``position`` of a document's tokens at the stage."""
        self.fill_pending()
        run = self.model.run
        if run is None:
            return
        self.set_document(document_index)
        if run.documents[document_index].byte_length > SCROLL_TO_TOKEN_BYTES:
            return  # counting the tokens before it would stall the window
        tokens = run.tokens_at(document_index, self.model.stage)
        if not 0 <= position < len(tokens):
            return
        offset = sum(len(run.token_bytes(t)) for t in tokens[:position])
        self.go_to(offset)

    def show_bytes(self, document_index: int, offset: int, length: int) -> None:
        """Show a document and scroll so bytes ``offset .. offset + length - 1`` are in
        view (their first row, and their last when both fit); the current byte and the
        selection stay as they are. Offsets past the document's end are ignored."""
        if self.model.document_index != document_index or self._pending_run is not None:
            self.set_document(document_index)
        if not 0 <= offset < self.model.size:
            return
        last = min(self.model.size - 1, offset + max(1, length) - 1)
        self.table.scroll_to_offset(last)
        self.table.scroll_to_offset(offset)

    def _find_row_width(self) -> int:
        """Pixels the Find row asks with Match case and All documents on it: each
        control at its size hint, in the current font."""
        row = self._find_row
        widgets = (
            self.find_mode,
            self.find_edit,
            self.previous_button,
            self.next_button,
            self.case_box,
            self.all_box,
        )
        spacing = max(0, row.spacing())
        margins = row.contentsMargins()
        return (
            sum(w.sizeHint().width() for w in widgets)
            + spacing * (len(widgets) - 1)
            + margins.left()
            + margins.right()
        )

    def _fit_find_row(self) -> None:
        """Match case and All documents on the Find row while it has room for them,
        on a row of their own under it when not (a narrow pane, a large text size): the
        pane asks one row less of a short window (1024x768 at 200 %), and no more width
        of a narrow one (on the Find row they ask no width of their own)."""
        boxes = (self.case_box, self.all_box)
        inline = self.width() >= self._find_row_width()
        if inline == (self._find_row.indexOf(self.case_box) >= 0):
            return
        source, target = (
            (self._options_row, self._find_row) if inline else (self._find_row, self._options_row)
        )
        for k, box in enumerate(boxes):
            source.removeWidget(box)
            if inline:
                target.addWidget(box)
            else:
                target.insertWidget(k, box)
            # one pixel: Qt's least width would be the box's whole text
            box.setMinimumWidth(1 if inline else 0)

    #: the most lines the legend takes before it folds away into the title's tooltip
    LEGEND_LINES = 3

    def _say_legend(self) -> None:
        """The legend of the hex view's marks and its controls' texts, in the current
        language."""
        self.find_mode.setItemText(0, self.tr("Hex"))
        self.find_mode.setItemText(1, self.tr("Text"))
        self.find_edit.setPlaceholderText(self.tr("Find: d0 b0 or text  (Ctrl+F)"))
        self.case_box.setText(self.tr("Match case"))
        self.all_box.setText(self.tr("All documents"))
        self.goto_edit.setPlaceholderText(self.tr("Go to offset (Ctrl+G)"))
        new_word = self.tr("new")
        self.legend.setText(
            self.tr(
                "{tokens} tokens, {start} token start &nbsp;{new} last round &nbsp;"
                "{outline}outlined: this round's winner, solid where merged, dashed where "
                "counted only</span> &nbsp;{rest} rest of a character &nbsp;{bad} control or "
                "invalid byte"
            ).format(
                tokens='<span style="background:#dce7f5">&nbsp;&nbsp;&nbsp;</span>'
                '<span style="background:#f4f7fb">&nbsp;&nbsp;&nbsp;</span>',
                start='<b style="color:#4a5f7d">|</b>',
                new=f'<span style="background:#ffc94d">&nbsp;{new_word}&nbsp;</span>',
                outline='<span style="color:#d35400">',
                rest='<span style="color:#8d99a8">·</span>',
                bad='<b style="color:#c62828">.</b>',
            )
        )
        self.title.setToolTip(self.legend.text())  # the legend, also when it is folded away

    def _fit_legend(self) -> None:
        """The legend while it fits in :data:`LEGEND_LINES` lines at the pane's width;
        on a narrower pane (a large text size) it folds away, its text staying in the
        title's tooltip, so the byte rows keep the room of a short window."""
        lines = self.legend.fontMetrics().lineSpacing() * self.LEGEND_LINES
        fits = self.legend.heightForWidth(self.width()) <= lines
        if fits == self.legend.isHidden():
            self.legend.setVisible(fits)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """Fit the legend and the Find options to the new width (:meth:`_fit_legend`,
        :meth:`_fit_find_row`)."""
        super().resizeEvent(event)
        self._fit_legend()
        self._fit_find_row()

    def set_zoom(self, scale: float) -> None:
        """Text at ``scale`` times normal (1.0-2.5)."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        # a label given a style sheet keeps its own font: the legend is set its size
        self.legend.setFont(font)
        mono = QFont(self._normal_mono)
        mono.setPointSizeF(self._normal_mono.pointSizeF() * scale)
        self.table.set_font(mono)
        self._fit_legend()
        self._fit_find_row()

    # -- internals
    def _on_document_changed(self) -> None:
        self._match = None
        self.message.setText("")
        self._update_title()
        if self.model.spans is not None and not self.model.spans.prepared:
            self._prepare_timer.start()

    def _prepare_step(self) -> None:
        spans = self.model.spans
        if spans is None or spans.prepare(32):
            self._prepare_timer.stop()

    def _update_title(self) -> None:
        """The document and stage shown, or about to be (a waiting fill): the title changes
        with the other views, so the layout it may move changes in their turn."""
        run, stage, document = self.model.run, self.model.stage, self.model.document_index
        if self._pending_run is not None:
            run, stage, document = self._pending_run
        elif self._pending_stage is not None:
            stage = self._pending_stage
        if run is None or not run.documents:
            self.title.setText(self.tr("<b>Hex</b>"))
            return
        doc = run.documents[min(max(0, document), len(run.documents) - 1)]
        title = self.tr("<b>Hex</b> — {id} ({label}): {size} bytes, stage {stage}")
        self.title.setText(
            title.format(
                id=_name(doc.doc_id),
                label=_name(doc.label),
                size=f"{doc.byte_length:,}",
                stage=stage,
            )
        )

    def _on_byte_clicked(self, offset: int) -> None:
        self.fill_pending()
        span = self.model.span_at(offset)
        if span is None:
            return
        self.model.set_current_offset(offset)
        self.model.set_selected_token(span.token_id)
        self.token_selected.emit(span.token_id, self.model.document_index, offset)

    def click_byte(self, offset: int) -> None:
        """Select the byte at ``offset`` as a click does."""
        self.go_to(offset)
        self._on_byte_clicked(offset)

    def go_to(self, offset: int) -> None:
        """Scroll to byte ``offset`` and make it the current cell."""
        self.fill_pending()
        if not 0 <= offset < self.model.size:
            return
        self.table.scroll_to_offset(offset)
        self.model.set_current_offset(offset)

    def _on_goto(self) -> None:
        try:
            offset = parse_offset(self.goto_edit.text())
        except ValueError as err:
            self._say(str(err), error=True)
            return
        size = self.model.size
        if not 0 <= offset < size:
            outside = self.tr("offset {offset} is outside the document (0 to {last})")
            self._say(outside.format(offset=f"{offset:,}", last=f"{size - 1:,}"), error=True)
            return
        self.go_to(offset)
        self._say(
            self.tr("offset {offset} ({hex})").format(offset=f"{offset:,}", hex=f"0x{offset:x}")
        )
        self.table.setFocus()

    def _say(self, text: str, *, error: bool = False) -> None:
        self.message.setStyleSheet(f"color:{Palette.ERROR_TEXT.name()}" if error else muted_style())
        self.message.setText(text)

    def focus_find(self) -> None:
        """Ctrl+F: put the cursor in the Find box."""
        self.find_edit.setFocus()
        self.find_edit.selectAll()

    def focus_goto(self) -> None:
        """Ctrl+G: put the cursor in the Go to offset box."""
        self.goto_edit.setFocus()
        self.goto_edit.selectAll()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Ctrl+F and Ctrl+G belong to the hex view while it has focus; Shift+Enter in the
        Find box finds the previous match."""
        kind = event.type()
        if kind in _ACTING_EVENTS and self.fill_is_pending:
            self.fill_pending()  # the user acts on the rows of the stage shown elsewhere
        if kind in (QEvent.Type.ShortcutOverride, QEvent.Type.KeyPress) and isinstance(
            event, QKeyEvent
        ):
            for key, action in (
                (QKeySequence.StandardKey.Find, self.focus_find),
                ("Ctrl+G", self.focus_goto),
            ):
                if _is_key(event, key):
                    event.accept()
                    if kind == QEvent.Type.KeyPress:
                        action()
                    return True
            if (
                kind == QEvent.Type.KeyPress
                and watched is self.find_edit
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
                and event.modifiers() & Qt.KeyboardModifier.ShiftModifier
            ):
                self.find_previous()
                return True
        return super().eventFilter(watched, event)
