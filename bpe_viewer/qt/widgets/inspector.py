"""The hex inspector: everything about one token at the current stage (docs/rules.md s8)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QLabel,
    QSizePolicy,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.characters import bit_patterns, partial_description, partial_readable
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.render import hex_bytes, readable, shorten, utf8_status
from bpe_viewer.qt.translatable import PluralTr
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.widgets.font_sizes import keep_tree_rows_visible

TREE_NODE_LIMIT = 400
#: Rows of the merge tree the inspector always shows (a token, its two parts and one of
#: theirs); a pane too short for them scrolls.
TREE_ROWS = 4
OCCURRENCE_SCAN_BYTES = 2_000_000


def _token_line(run: TrainingRun, token_id: int) -> str:
    data = run.token_bytes(token_id)
    return f"{run.id_label(token_id)}   {partial_readable(data)}   [{hex_bytes(data)}]"


def survival_text(run: TrainingRun, token_id: int) -> str:
    """The survival story of a learned token in one paragraph (``—`` for the others),
    e.g. ``made by round 0: 4 occurrences; round 2 merged all 4 into CDCD (258)
    (intersection over self 50%); 0 left at the end``."""
    from bpe_viewer.core.survival import survival_of

    if run.token_rank(token_id) is None:
        return "—"
    if run.kind == "table":
        return QCoreApplication.translate(
            "HexInspector", "no corpus: this table has no documents, so no occurrences to follow"
        )
    t = survival_of(run, token_id)

    def name(tid: int) -> str:
        return f"{shorten(readable(run.token_bytes(tid)))} ({run.id_label(tid)})"

    text = "; ".join(t.story(name))
    if t.flags:
        text += " — " + ", ".join(f.replace("_", " ") for f in t.flags)
    return text


class HexInspector(PluralTr, QWidget):
    """ID, hex bytes, UTF-8 status, merge tree and occurrences of the selected token.

    Signals:
        documents_requested(int token_id): "Show documents holding it" was pressed.
    """

    documents_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        mono = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        # Every line wraps: one that cannot would hold the inspector wider than its pane
        # at a large zoom, and the values beside it would be cut at the pane's edge.
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.id_label = QLabel("—")
        self.hex_label = QLabel("—")
        self.hex_label.setFont(mono)
        self.hex_label.setWordWrap(True)
        # Long values wrap to whole lines and end in "…"; the tooltip has them in full.
        self.text_label = FittedLabel("—", 2)
        self.bits_box = QCheckBox()
        self.bits_label = QLabel()
        self.bits_label.setFont(mono)
        self.bits_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.bits_label.hide()
        self.bits_box.toggled.connect(self._show_bits)
        self.status_label = FittedLabel("—", 2)
        self.origin_label = FittedLabel("—", 2)
        self.occurrence_label = FittedLabel("—", 3)
        self.survival_label = FittedLabel("—", 3)
        for label in (self.id_label, self.hex_label):
            label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The Occurs row's own label is the button (a row of its own would take the
        # merge tree's height, one beside the bit patterns box the pane's width).
        self.documents_button = QToolButton()
        self.documents_button.setAutoRaise(True)
        self.documents_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.documents_button.setEnabled(False)
        self.documents_button.clicked.connect(self._request_documents)
        form = QFormLayout()
        #: the form's row labels, by the value they name
        self.row_labels: dict[QWidget, QLabel] = {}
        for value in (self.id_label, self.hex_label, self.text_label, self.status_label):
            self.row_labels[value] = QLabel()
            form.addRow(self.row_labels[value], value)
        form.addRow(self.bits_box, self.bits_label)
        self.row_labels[self.origin_label] = QLabel()
        form.addRow(self.row_labels[self.origin_label], self.origin_label)
        form.addRow(self.documents_button, self.occurrence_label)
        self.row_labels[self.survival_label] = QLabel()
        form.addRow(self.row_labels[self.survival_label], self.survival_label)
        self.tree = QTreeWidget()
        self.tree.setFont(mono)
        # The tree takes the height the lines above leave (at least a few rows), so a
        # squeezed pane shortens the tree before it cuts the token's description.
        self.tree.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Ignored)
        keep_tree_rows_visible(self.tree, TREE_ROWS)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.title)
        layout.addLayout(form)
        layout.addWidget(self.tree, 1)
        self._run: TrainingRun | None = None
        self._token: int | None = None
        self._stage = 0
        self._normal_font = QFont(self.font())
        self.retranslate()

    def retranslate(self) -> None:
        """The inspector's labels and tips, and the token shown, in the window's language."""
        self.title.setText(self.tr("<b>Inspector</b> — click a token in any view"))
        rows = {
            self.id_label: self.tr("Token ID"),
            self.hex_label: self.tr("Bytes (hex)"),
            self.text_label: self.tr("Readable"),
            self.status_label: self.tr("UTF-8"),
            self.origin_label: self.tr("Learned"),
            self.survival_label: self.tr("Survival"),
        }
        for value, text in rows.items():
            self.row_labels[value].setText(text)
        self.bits_box.setText(self.tr("Bit patterns"))
        self.bits_box.setToolTip(
            self.tr(
                "Show each byte's bits: 0xxxxxxx ASCII, 110xxxxx/1110xxxx/11110xxx lead "
                "bytes of 2-, 3- and 4-byte characters, 10xxxxxx continuation bytes"
            )
        )
        self.survival_label.set_note(
            self.tr(
                "How the token's occurrences were used by later merges (final stage); the "
                "Vocabulary health tab lists every token's figures"
            )
        )
        self.documents_button.setText(self.tr("Occurs ▸"))
        self.documents_button.setToolTip(
            self.tr(
                "Show the documents holding this token: the Documents pane lists only them "
                "at the stage (the filter token:ID; clear the filter to list them all)"
            )
        )
        self.tree.setHeaderLabels([self.tr("merge tree down to bytes")])
        if self._run is not None and self._token is not None:
            self.show_token(self._run, self._token, self._stage)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the inspector's texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def set_zoom(self, scale: float) -> None:
        """Text at ``scale`` times normal (1.0-2.5); hex and the tree stay monospaced."""
        size = self._normal_font.pointSizeF() * scale
        font = QFont(self._normal_font)
        font.setPointSizeF(size)
        self.setFont(font)
        mono = QFont(self.tree.font())
        mono.setPointSizeF(size)
        self.tree.setFont(mono)
        self.hex_label.setFont(mono)
        self.bits_label.setFont(mono)
        keep_tree_rows_visible(self.tree, TREE_ROWS)

    def _show_bits(self, on: bool) -> None:
        """Each byte of the token with its bits and UTF-8 role, on request."""
        run, tid = self._run, self._token
        if not on or run is None or tid is None:
            self.bits_label.hide()
            return
        lines = bit_patterns(run.token_bytes(tid))
        if len(lines) > 24:
            more = len(lines) - 24
            lines = [*lines[:24], self.tr("… {count} more byte(s)", "", more).format(count=more)]
        self.bits_label.setText("\n".join(lines))
        self.bits_label.show()

    def _request_documents(self) -> None:
        if self._token is not None:
            self.documents_requested.emit(self._token)

    @property
    def token_id(self) -> int | None:
        """The token shown, or None."""
        return self._token

    def clear(self) -> None:
        """Show nothing."""
        self._run = None
        self._token = None
        for label in (
            self.id_label,
            self.hex_label,
            self.text_label,
            self.status_label,
            self.origin_label,
            self.occurrence_label,
            self.survival_label,
        ):
            label.setText("—")
        self.bits_label.hide()
        self.tree.clear()
        self.documents_button.setEnabled(False)

    def show_token(self, run: TrainingRun, token_id: int, stage: int) -> None:
        """Show everything about ``token_id`` of ``run`` at ``stage``."""
        self._run, self._token, self._stage = run, token_id, stage
        data = run.token_bytes(token_id)
        self.id_label.setText(run.id_label(token_id))
        self.hex_label.setText(hex_bytes(data))
        self.text_label.setText(partial_description(data))
        self.status_label.setText(utf8_status(data))
        self._show_bits(self.bits_box.isChecked())
        self.survival_label.setText(survival_text(run, token_id))
        self._fill_tree(run, token_id)
        self.update_stage(stage)

    def update_stage(self, stage: int) -> None:
        """Refresh what depends on the stage: when the token is learned, its occurrences."""
        self._stage = stage
        run, tid = self._run, self._token
        if run is None or tid is None:
            return
        rank = run.token_rank(tid)
        if rank is None:
            self.origin_label.setText(self.tr("a single byte (one of the 256 starting entries)"))
        else:
            rule = run.rules[rank]
            if rank > stage:
                when = self.tr("later, in round {round} (not in the vocabulary yet)")
            elif rank == stage:
                when = self.tr("by the round about to run")
            else:
                when = self.tr("in round {round}")
            if run.kind == "table":
                counts = self.tr("no corpus, so no counts")
            else:
                counts = self.tr("count {count}, {replaced} replaced").format(
                    count=rule.candidate_count, replaced=rule.replacement_count
                )
            pair = f"({run.id_label(rule.left)}, {run.id_label(rule.right)})"
            learned = self.tr("{when} from {pair}; {counts}")
            self.origin_label.setText(
                learned.format(when=when.format(round=rank), pair=pair, counts=counts)
            )
        known = run.is_known(tid, stage) and run.kind != "table"
        self.documents_button.setEnabled(known)
        if not run.is_known(tid, stage):
            rank = run.token_rank(tid)
            later = self.tr("not yet: the token appears at stage {stage}")
            self.occurrence_label.setText(later.format(stage=(rank or 0) + 1))
            return
        if run.kind == "table":
            self.occurrence_label.setText(self.tr("no corpus: this table has no documents"))
            return
        n = run.token_frequency(tid, stage)
        text = self.tr("{count} time(s) in the counted documents at stage {stage}", "", n)
        text = text.format(count=n, stage=stage)
        counted, held_out = self._documents_with(run, tid, stage)
        if counted:
            text += ": " + ", ".join(counted)
        if held_out:
            text += self.tr("; held out (not counted): ") + ", ".join(held_out)
        self.occurrence_label.setText(text)

    def _documents_with(
        self, run: TrainingRun, tid: int, stage: int
    ) -> tuple[list[str], list[str]]:
        """For small runs, the first counted and held-out documents holding the token."""
        if run.byte_total(None) > OCCURRENCE_SCAN_BYTES:
            return [], []
        counted: list[str] = []
        held_out: list[str] = []
        # A finished run keeps its final tokens: a document none of whose final tokens
        # holds the token is passed over without rebuilding its tokens at the stage.
        holders = None if isinstance(run, GrowingRun) else run.tokens_containing(tid)
        for i, doc in enumerate(run.documents):
            found = counted if doc.counted else held_out
            if len(found) > 6:
                continue
            if holders is not None and holders.isdisjoint(run.final_token_array(i)):
                continue
            n = run.tokens_at(i, stage).count(tid)
            if n:
                found.append(f"{doc.doc_id} ×{n}" if len(found) < 6 else "…")
        return counted, held_out

    def _fill_tree(self, run: TrainingRun, token_id: int) -> None:
        self.tree.clear()
        budget = [TREE_NODE_LIMIT]

        def add(parent: QTreeWidget | QTreeWidgetItem, tid: int) -> None:
            if budget[0] <= 0:
                return
            budget[0] -= 1
            item = QTreeWidgetItem([_token_line(run, tid)])
            if isinstance(parent, QTreeWidget):
                parent.addTopLevelItem(item)
            else:
                parent.addChild(item)
            kids = run.children(tid)
            if kids is not None:
                add(item, kids[0])
                add(item, kids[1])

        add(self.tree, token_id)
        self.tree.expandAll()
        keep_tree_rows_visible(self.tree, TREE_ROWS)  # rows as tall as they are drawn
