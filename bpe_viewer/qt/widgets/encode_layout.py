"""The encode panel's widgets, how they are arranged, and the input they hold (docs/rules.md s6).

:class:`EncodePanelLayout` builds the input tabs and options, the message, note and
statistics lines, the two chip lists with the step cursor, and the table of rules, lays
them out and reads the input they hold (text as UTF-8, hex, or a file's bytes);
:class:`~bpe_viewer.qt.widgets.encode_panel.EncodePanel` adds what they do.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetrics
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSlider,
    QSplitter,
    QTableView,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core.render import parse_hex
from bpe_viewer.qt.models.encode_steps import (
    EncodeStepsModel,
    NoMatchFilterModel,
    StepColumn,
    TokenSequenceModel,
)
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.palette import muted_style
from bpe_viewer.qt.translatable import PluralTr
from bpe_viewer.qt.widgets.encode_text import BAD_COLOR
from bpe_viewer.qt.widgets.font_sizes import (
    keep_chip_row_visible,
    keep_rows_visible,
    set_table_font,
)
from bpe_viewer.qt.widgets.token_chips import TokenChipDelegate, token_chip_list

TAB_TEXT, TAB_HEX, TAB_FILE = 0, 1, 2

ERROR_STYLE = f"color: {Palette.ERROR_TEXT.name()}; font-weight: bold;"
NOTE_STYLE = f"color: {Palette.NOTE_TEXT.name()};"


#: Column widths of the rules table at 100 % zoom, in pixels.
STEP_COLUMN_WIDTHS: dict[int, int] = {
    StepColumn.RANK: 80,
    StepColumn.PAIR: 300,
    StepColumn.NEW_TOKEN: 220,
    StepColumn.MERGES: 120,
    StepColumn.TOKENS_AFTER: 130,
}
#: Chip text size of the token rows at 100 % zoom, in points.
CHIP_POINT_SIZE = 15.0
#: Height of the input box at 100 % zoom, in pixels.
INPUT_HEIGHT = 100
#: Whole rows of the rules table that stay in view however small the window.
RULE_ROWS_KEPT = 3


class _BodyLayout(QVBoxLayout):
    """The layout of the panel's contents inside its scroll area: they fill the area's
    height (with wrapping labels inside, QScrollArea would size them to their preferred
    height for the width instead, and the panel would scroll where everything fits)."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return False


class EncodePanelLayout(PluralTr, QWidget):
    """The encode panel's models, widgets and layout, and the input as they hold it.

    Attributes:
        tokens_model: the token sequence after the current step (as chips).
        before_model: the sequence before the current step, its merged pairs outlined.
        steps_model, steps_proxy: every rule in rank order, and the view of it that can
            hide the rules that matched nothing.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tokens_model = TokenSequenceModel(self)
        self.before_model = TokenSequenceModel(self)
        self.steps_model = EncodeStepsModel(self)
        self.steps_proxy = NoMatchFilterModel(self)
        self.steps_proxy.setSourceModel(self.steps_model)
        #: the File tab's bytes
        self._file_data: bytes | None = None
        #: the File tab's input as the user knows it (the file's name), or None
        self._file_name: str | None = None
        self._build()
        self._retranslate_layout()

    def _retranslate_layout(self) -> None:
        """The panel's fixed labels, buttons and tips in the window's language."""
        self.text_edit.setPlaceholderText(self.tr("Type or paste text; it is encoded as UTF-8"))
        self.text_edit.setToolTip(
            self.tr(
                "Line breaks typed here become \\n; for exact bytes such as \\r\\n use the "
                "Hex or File tab"
            )
        )
        self.hex_edit.setPlaceholderText(self.tr("hex bytes, e.g. 20 d0 b0  or  20d0b0"))
        self.file_button.setText(self.tr("Load file…"))
        self.file_button.setToolTip(self.tr("Encode a file's bytes exactly (up to 16 MB)"))
        self.show_file_label()
        for index, title in enumerate((self.tr("Text"), self.tr("Hex"), self.tr("File"))):
            self.tabs.setTabText(index, title)
        self.special_check.setText(self.tr("allow special tokens"))
        self.special_check.setToolTip(
            self.tr(
                "Recognise the run's special tokens in the input (otherwise their text is "
                "encoded as ordinary bytes)"
            )
        )
        self.layout_check.setText(self.tr("layout v1 (BOS/EOS)"))
        self.layout_check.setToolTip(
            self.tr("Control layout v1: BOS = 0, EOS = 1, every content ID + 2 (docs/rules.md s6)")
        )
        self.stage_check.setText(self.tr("only the rules up to this round"))
        self.stage_check.setToolTip(
            self.tr(
                "Encode with the rules of rank below the explorer's stage, to see how the "
                "tokenizer of that round would split the text"
            )
        )
        tips = {
            self.first_button: self.tr("First step: the input's bytes"),
            self.prev_button: self.tr("Previous rule application"),
            self.next_button: self.tr("Next rule application"),
            self.last_button: self.tr("Last step: the final tokens"),
        }
        for button, tip in tips.items():
            button.setToolTip(tip)
        self.explorer_button.setText(self.tr("Show in explorer"))
        self.explorer_button.setToolTip(
            self.tr("Open the training round that learned the selected (or current) rule")
        )
        self.no_match_check.setText(self.tr("show no-match rules"))
        self.no_match_check.setToolTip(
            self.tr("List the rules that merged nothing in this input (grey)")
        )
        self.steps_view.setToolTip(
            self.tr("Click an applied rule to step there; double-click to open its training round")
        )
        self.rules_title.setText(self.tr("Rules in rank order"))

    def retranslate(self) -> None:
        """Every text of the panel in the window's language (the input stays)."""
        self._retranslate_layout()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the panel's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def show_file_label(self) -> None:
        """The File tab's label: the file loaded and its size, or that there is none."""
        data, name = self._file_data, self._file_name
        if data is None or name is None:
            self.file_label.setText(self.tr("no file loaded"))
            return
        size = self.tr("{count} byte(s)", "", len(data)).format(count=f"{len(data):,}")
        self.file_label.setText(f"{name} · {size}")

    def _build(self) -> None:
        big = QFont(self.font())
        big.setPointSizeF(max(big.pointSizeF(), 12.0))
        self.setFont(big)
        self._normal_point_size = big.pointSizeF()

        # -- input
        self.tabs = QTabWidget(self)
        self.text_edit = QPlainTextEdit(self)
        self.hex_edit = QLineEdit(self)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        mono.setPointSizeF(big.pointSizeF())
        self.hex_edit.setFont(mono)
        hex_page = QWidget(self)
        hex_layout = QVBoxLayout(hex_page)
        hex_layout.addWidget(self.hex_edit)
        hex_layout.addStretch(1)
        file_page = QWidget(self)
        file_layout = QHBoxLayout(file_page)
        self.file_button = QPushButton(self)
        self.file_label = QLabel(self)
        file_layout.addWidget(self.file_button)
        file_layout.addWidget(self.file_label, 1)
        self.tabs.addTab(self.text_edit, "")
        self.tabs.addTab(hex_page, "")
        self.tabs.addTab(file_page, "")
        self.tabs.setMaximumHeight(INPUT_HEIGHT)

        self.special_check = QCheckBox(self)
        self.layout_check = QCheckBox(self)
        self.stage_check = QCheckBox(self)
        options = QVBoxLayout()
        options.addWidget(self.special_check)
        options.addWidget(self.layout_check)
        options.addWidget(self.stage_check)
        options.addStretch(1)
        top = QHBoxLayout()
        top.addWidget(self.tabs, 1)
        top.addLayout(options)

        self.message_label = QLabel(self)
        self.message_label.setWordWrap(True)
        self.message_label.setStyleSheet(ERROR_STYLE)
        self.message_label.hide()
        self.note_label = QLabel(self)
        self.note_label.setWordWrap(True)
        self.note_label.setStyleSheet(NOTE_STYLE)
        self.note_label.hide()
        self.stats_label = QLabel(self)
        self.stats_label.setWordWrap(True)
        self.stats_label.setTextFormat(Qt.TextFormat.RichText)
        self.stats_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        # -- chips
        self.chips_view = token_chip_list(self, None, self.tokens_model)
        self.before_view = token_chip_list(self, None, self.before_model)
        self.before_title = QLabel(self)
        self.after_title = QLabel(self)

        # -- step cursor
        self.first_button = self._tool("|◀")
        self.prev_button = self._tool("◀")
        self.next_button = self._tool("▶")
        self.last_button = self._tool("▶|")
        self.slider = QSlider(Qt.Orientation.Horizontal, self)
        self.slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.slider.setPageStep(1)
        self.slider.setMinimumWidth(160)
        self.step_label = QLabel(self)
        self.step_label.setTextFormat(Qt.TextFormat.RichText)
        self.step_label.setWordWrap(True)
        step_font = QFont(big)
        step_font.setPointSizeF(big.pointSizeF() + 1)
        self.step_label.setFont(step_font)
        step_font = QFont(big)
        step_font.setBold(True)
        self.explorer_button = QPushButton(self)
        nav = QHBoxLayout()
        for w in (self.first_button, self.prev_button):
            nav.addWidget(w)
        nav.addWidget(self.slider, 1)
        for w in (self.next_button, self.last_button):
            nav.addWidget(w)
        nav.addWidget(self.explorer_button)

        # -- steps table
        self.no_match_check = QCheckBox(self)
        self.no_match_check.setChecked(True)
        self.steps_view = QTableView(self)
        self.steps_view.setModel(self.steps_proxy)
        self.steps_view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.steps_view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.steps_view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.steps_view.verticalHeader().hide()
        # Per pixel: Qt centres a row only then (per item, the current rule lands on the
        # top edge, and a short table shows none of the rules around it).
        self.steps_view.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        palette = self.steps_view.palette()
        palette.setColor(palette.ColorRole.Highlight, Palette.CURRENT_ROW)
        palette.setColor(palette.ColorRole.HighlightedText, QColor(Qt.GlobalColor.black))
        self.steps_view.setPalette(palette)
        vh = self.steps_view.verticalHeader()
        vh.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        vh.setDefaultSectionSize(QFontMetrics(big).height() + 8)
        hh = self.steps_view.horizontalHeader()
        hh.setStretchLastSection(False)
        for column, width in STEP_COLUMN_WIDTHS.items():
            self.steps_view.setColumnWidth(column, width)
        hh.setSectionResizeMode(StepColumn.PAIR, QHeaderView.ResizeMode.Stretch)
        keep_rows_visible(self.steps_view, RULE_ROWS_KEPT)

        table_box = QWidget(self)
        table_layout = QVBoxLayout(table_box)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_head = QHBoxLayout()
        self.rules_title = QLabel(self)
        self.rules_title.setFont(step_font)
        table_head.addWidget(self.rules_title)
        # Encoding uses the whole frozen table, whatever round the explorer shows.
        self.rules_note = QLabel("", self)
        self.rules_note.setStyleSheet(muted_style())
        self.rules_note.setWordWrap(True)  # it may take two lines at a large zoom
        table_head.addWidget(self.rules_note)
        table_head.addStretch(1)
        table_head.addWidget(self.no_match_check)
        table_layout.addLayout(table_head)
        table_layout.addWidget(self.steps_view, 1)

        chips_box = QWidget(self)
        chips_layout = QVBoxLayout(chips_box)
        chips_layout.setContentsMargins(0, 0, 0, 0)
        chips_layout.addWidget(self.step_label)
        chips_layout.addWidget(self.before_title)
        chips_layout.addWidget(self.before_view, 1)
        chips_layout.addWidget(self.after_title)
        chips_layout.addWidget(self.chips_view, 1)
        chips_layout.addLayout(nav)

        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(chips_box)
        self.splitter.addWidget(table_box)
        self.splitter.setStretchFactor(0, 3)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setSizes([600, 200])
        self.splitter.setChildrenCollapsible(False)

        # The panel scrolls when a large zoom on a small screen leaves it less height
        # than its parts need whole (a chip row, a few rules), instead of cutting them
        # or pushing the window past the screen.
        self.body = QWidget(self)
        layout = _BodyLayout(self.body)
        layout.addLayout(top)
        layout.addWidget(self.message_label)
        layout.addWidget(self.note_label)
        layout.addWidget(self.stats_label)
        layout.addWidget(self.splitter, 1)
        self.scroll_area = QScrollArea(self)
        self.scroll_area.setWidget(self.body)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.scroll_area)
        # Built as at the normal text size, so View ▸ Normal Text Size gives it back.
        self.set_zoom(1.0)

    def set_zoom(self, scale: float) -> None:
        """Every part of the panel at ``scale`` times normal (1.0-2.5), for projecting:
        text, the input boxes, titles, chips, the rules table's rows and columns."""
        size = self._normal_point_size * scale
        font = QFont(self.font())
        font.setPointSizeF(size)
        self.setFont(font)
        mono = QFont(self.hex_edit.font())
        mono.setPointSizeF(size)
        self.hex_edit.setFont(mono)
        step_font = QFont(font)
        step_font.setPointSizeF(size + scale)
        self.step_label.setFont(step_font)
        title_font = QFont(font)
        title_font.setBold(True)
        self.rules_title.setFont(title_font)
        # Styled labels do not inherit the font.
        for label in (self.message_label, self.note_label, self.rules_note, self.stats_label):
            label.setFont(font)
        for view in (self.chips_view, self.before_view):
            old = view.itemDelegate()
            delegate = TokenChipDelegate(view, CHIP_POINT_SIZE * scale)
            view.setItemDelegate(delegate)
            if old is not None:
                old.deleteLater()
            keep_chip_row_visible(view, delegate.chip_h)
            view.doItemsLayout()
        # the input box grows more slowly than the text: one or two lines stay in view
        self.tabs.setMaximumHeight(round(INPUT_HEIGHT * (1 + (scale - 1) / 2)))
        set_table_font(self.steps_view, font)
        self.steps_view.verticalHeader().setDefaultSectionSize(QFontMetrics(font).height() + 8)
        for column, width in STEP_COLUMN_WIDTHS.items():
            self.steps_view.setColumnWidth(column, round(width * scale))
        keep_rows_visible(self.steps_view, RULE_ROWS_KEPT)

    def _tool(self, text: str) -> QToolButton:
        button = QToolButton(self)
        button.setText(text)
        button.setMinimumWidth(36)
        button.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        return button

    # ------------------------------------------------------------------ the input

    def set_text(self, text: str) -> None:
        """Put ``text`` in the Text tab and show it (encoded after the debounce)."""
        self.text_edit.setPlainText(text)
        self.tabs.setCurrentIndex(TAB_TEXT)  # a tab change encodes at once

    def set_hex(self, text: str) -> None:
        """Put ``text`` in the Hex tab and show it (encoded after the debounce)."""
        self.hex_edit.setText(text)
        self.tabs.setCurrentIndex(TAB_HEX)  # a tab change encodes at once

    def _input_bytes(self) -> bytes:
        tab = self.tabs.currentIndex()
        if tab == TAB_HEX:
            try:
                return parse_hex(self.hex_edit.text())
            except ValueError as err:
                self.hex_edit.setStyleSheet(f"QLineEdit {{ border: 2px solid {BAD_COLOR}; }}")
                raise ValueError(f"Hex: {err}") from None
        self.hex_edit.setStyleSheet("")
        if tab == TAB_FILE:
            return self._file_data or b""
        return self.text_edit.toPlainText().encode("utf-8")
