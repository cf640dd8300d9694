"""The columns of the Compare tab: settings editor, one run's candidates and document.

:class:`CompareColumn` shows one run at the round cursor's stage (clamped to the run);
:class:`VariantEditor` holds the settings a column trains with; :func:`variants_job`
trains the current documents under each column's settings on the worker thread.
"""

from __future__ import annotations

import html
import threading
from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import cast

from PySide6.QtCore import QEvent, QStringListModel, Qt
from PySide6.QtGui import QFont, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TIE_POLICIES, TrainingCancelled, TrainingRun, train
from bpe_viewer.core.pretokenize import PRETOKENIZERS
from bpe_viewer.core.render import readable, shorten
from bpe_viewer.qt.models.candidates import CandidatePairsModel
from bpe_viewer.qt.models.compare import OneDocumentModel, Variant
from bpe_viewer.qt.models.documents import DocumentColumn
from bpe_viewer.qt.palette import Palette, box_style
from bpe_viewer.qt.widgets.dialogs import MAX_MERGES_UI, parse_special_tokens
from bpe_viewer.qt.widgets.documents_view import DocumentsTable
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.widgets.font_sizes import keep_rows_visible, set_table_font
from bpe_viewer.qt.widgets.tables import CandidatesPanel
from bpe_viewer.qt.worker import DocumentsFactory, Job, ProgressFn

#: rich-text escaping that keeps quotes as typed (labels, pairs, rules)
escape = partial(html.escape, quote=False)

#: The document label column's width in a compare column at normal text size (pixels);
#: it grows with the zoom up to 1.5 times, so the tokens keep most of a narrow column.
DOCUMENT_LABEL_WIDTH = 110

DIVERGENT_STYLE = box_style(Palette.DIFFER_FILL, Palette.DIFFER_BORDER, 3)
SAME_STYLE = box_style(Palette.AGREE_FILL, Palette.AGREE_BORDER, 3)


def variants_job(make_documents: DocumentsFactory, variants: Sequence[Variant]) -> Job:
    """A worker job training the documents under each variant in turn.

    Args:
        make_documents: a callable returning the documents (runs on the worker thread).
        variants: the settings of each run.

    Returns:
        A job whose result is the list of runs, in the order of ``variants``; progress
        counts merges over all variants.
    """

    def job(progress: ProgressFn, cancel: threading.Event) -> TrainingRun:
        documents = make_documents()
        total = sum(v.merges for v in variants)
        done = 0
        runs: list[TrainingRun] = []
        progress(0, total)
        for v in variants:

            def on_round(_rnd: object) -> None:
                nonlocal done
                done += 1
                progress(done, total)

            runs.append(
                train(
                    documents,
                    v.merges,
                    tie=v.tie,
                    on_round=on_round,
                    cancel=cancel,
                    special_tokens=v.special_tokens,
                    pretokenizer=v.pretokenizer,
                )
            )
            done = sum(r.requested_merges for r in runs)
        if cancel.is_set():
            raise TrainingCancelled()
        return cast(TrainingRun, runs)

    return job


def load_finished_run(path: str | Path) -> tuple[TrainingRun, str]:
    """A saved run, a ``bpe-merges-v1`` trace or a merge table (a GPT-2-style merges
    file, alone or with its ``vocab.json``; a tokenizer of another library) from
    ``path``, read now on this thread, with its column label (the file name, or
    ``merges file merges.txt``: :func:`bpe_viewer.core.interop.source_label`).

    Raises:
        ValueError: when the file is none of these (the message names it), or is corrupt.
        OSError: when it cannot be read.
    """
    from bpe_viewer.core.interop import source_label
    from bpe_viewer.qt.loading import plan_open

    p = Path(path)
    plan = plan_open(p)
    if plan.kind not in ("run", "trace", "table"):
        raise ValueError(f"{p.name}: neither a saved run, a bpe-merges-v1 trace nor a merges file")
    assert plan.finished is not None
    run = plan.finished()
    return run, source_label(p) if plan.kind == "table" else p.name


class VariantEditor(QWidget):
    """One column's settings: tie policy, merges, pre-tokenizer, special tokens."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tie = QComboBox()
        for name in TIE_POLICIES:
            self.tie.addItem(name, name)
        self.merges = QSpinBox()
        self.merges.setRange(0, MAX_MERGES_UI)
        self.pretokenizer = QComboBox()
        for name in PRETOKENIZERS:
            self.pretokenizer.addItem(name, name)
        self.special = QLineEdit()
        for combo in (self.tie, self.pretokenizer):
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.special.setMinimumWidth(60)
        #: the fields, and their labels in the same order
        self.fields: list[QWidget] = [self.tie, self.merges, self.pretokenizer, self.special]
        self.labels = [QLabel() for _ in self.fields]
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._pairs_per_line = 0
        self._place(2)
        # Four lines in a narrow column never make the window taller than its screen:
        # the editor gives way (the view folds it when the candidates need the room).
        self.setMinimumHeight(1)
        self.retranslate()

    def retranslate(self) -> None:
        """The labels, tips and hint in the window's language (the settings stay)."""
        texts = {
            self.tie: (self.tr("tie"), self.tr("Tie policy of this column (docs/rules.md s3)")),
            self.merges: (self.tr("merges"), self.tr("Merges to learn (an upper bound)")),
            self.pretokenizer: (
                self.tr("pre-tokenizer"),
                self.tr("Pre-tokenization: pieces no merge crosses"),
            ),
            self.special: (
                self.tr("special"),
                self.tr("Special tokens, separated by spaces, e.g. <|endoftext|>"),
            ),
        }
        for label, field in zip(self.labels, self.fields, strict=True):
            text, tip = texts[field]
            label.setText(text)
            field.setToolTip(tip)
        self.special.setPlaceholderText(self.tr("special tokens"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again, two label-field pairs a line or one as
        the new labels' widths allow."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.fit_width(self.width())

    def _place(self, pairs: int) -> None:
        """Lay the four label-field pairs out ``pairs`` to a line (2 or 1)."""
        if pairs == self._pairs_per_line:
            return
        self._pairs_per_line = pairs
        grid = self._grid
        for widget in (*self.labels, *self.fields):
            grid.removeWidget(widget)
        for column in range(4):
            grid.setColumnStretch(column, 0)
        for i, (label, field) in enumerate(zip(self.labels, self.fields, strict=True)):
            row, at = divmod(i, pairs)
            grid.addWidget(label, row, 2 * at)
            grid.addWidget(field, row, 2 * at + 1)
        grid.setColumnStretch(2 * pairs - 1, 1)

    def _two_pairs_width(self) -> int:
        """Pixels two label-field pairs need on one line, at their size hints."""
        spacing = max(0, self._grid.horizontalSpacing())
        widths = [w.sizeHint().width() for w in (*self.labels, *self.fields)]
        first = max(widths[0], widths[2]) + max(widths[4], widths[6])
        second = max(widths[1], widths[3]) + max(widths[5], widths[7])
        return first + second + 3 * spacing

    def fit_width(self, width: int) -> None:
        """Two label-field pairs a line when ``width`` pixels hold them whole, else one
        (no label cut at a large text size in a narrow column)."""
        self._place(2 if width >= self._two_pairs_width() else 1)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        """A new width: the pairs take one line or two."""
        super().resizeEvent(event)
        self.fit_width(self.width())

    def lines(self) -> int:
        """Lines the editor takes: 2 or 4."""
        return 4 // self._pairs_per_line

    def set_variant(self, v: Variant) -> None:
        """Show ``v``'s settings."""
        self.tie.setCurrentIndex(max(0, self.tie.findData(v.tie)))
        self.merges.setValue(min(v.merges, MAX_MERGES_UI))
        self.pretokenizer.setCurrentIndex(max(0, self.pretokenizer.findData(v.pretokenizer)))
        self.special.setText(" ".join(t.decode("utf-8", "replace") for t in v.special_tokens))

    def variant(self) -> Variant:
        """The settings shown."""
        return Variant(
            str(self.tie.currentData()),
            self.merges.value(),
            str(self.pretokenizer.currentData()),
            parse_special_tokens(self.special.text()),
        )


class CompareColumn(QFrame):
    """One run of the comparison: settings, candidates of the round, the chosen document."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.enabled_box = QCheckBox()
        self.enabled_box.setChecked(True)
        self._always = False  # columns 1 and 2 always train (:meth:`keep_ticked`)
        self._stage_shown = 0  # the round cursor's stage (it may pass this run's end)
        self._normal_font = QFont(self.font())
        self.editor = VariantEditor()
        self.heading = QLabel()
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        # a heading made as tall as its neighbours' starts at the top, as theirs do
        self.heading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # whole lines, two at most, the rest in the tooltip: the verdicts of narrow
        # columns at a large zoom would push the candidates out of the column
        self.verdict = FittedLabel(max_lines=2)
        self.candidates_model = CandidatePairsModel(self)
        self.candidates = CandidatesPanel(self.candidates_model)
        # the banner over the columns names the round: its lines go to the pairs
        self.candidates.title.hide()
        self.document_model = OneDocumentModel(self)
        self.document = DocumentsTable(self.document_model)
        # a narrow column: the label gives most of its width to the tokens
        self.document.horizontalHeader().resizeSection(
            DocumentColumn.DOCUMENT, DOCUMENT_LABEL_WIDTH
        )
        self.table_panel = TableRulesPanel()
        self.table_panel.hide()
        self.run: TrainingRun | None = None
        self.label = ""
        #: an unused column folded to its box (:meth:`set_folded`)
        self.folded = False
        # The box and the heading share the top line: a trained column's box needs no
        # words, its heading names the run (:meth:`_name_box`).
        top = QHBoxLayout()
        top.addWidget(self.enabled_box, 0, Qt.AlignmentFlag.AlignTop)
        top.addWidget(self.heading, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.editor)
        layout.addWidget(self.verdict)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.candidates)
        split.addWidget(self.document)
        split.setSizes([330, 110])
        split.setChildrenCollapsible(False)
        self._keep_rows()
        self.split = split
        layout.addWidget(split, 1)
        layout.addWidget(self.table_panel, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The column's box and heading in the window's language (its run stays)."""
        if self._always:
            tip = self.tr("Column {n}: columns 1 and 2 always train (a comparison needs two)")
        else:
            tip = self.tr("Column {n}: train this column too")
        self.enabled_box.setToolTip(tip.format(n=self.index + 1))
        self._name_box()
        self._heading(self._stage_shown)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def keep_ticked(self) -> None:
        """A column that always trains (a comparison needs two): its box shows ticked, as
        every column's does, but cannot be unticked."""
        self.enabled_box.setChecked(True)
        self.enabled_box.setEnabled(False)
        self._always = True
        self.retranslate()

    def set_zoom(self, scale: float) -> None:
        """Every part of the column at ``scale`` times normal (1.0-2.5), as the training
        tab's panes: the candidates, the document's labels, chips and titles."""
        font = QFont(self._normal_font)
        font.setPointSizeF(self._normal_font.pointSizeF() * scale)
        self.setFont(font)
        # styled labels do not inherit the font
        for label in (self.verdict, self.table_panel.note, self.table_panel.current):
            label.setFont(font)
        for label in self.editor.labels:
            label.setFont(font)
        self.editor.fit_width(self.editor.width())
        self.candidates.set_zoom(scale)
        self.document.set_zoom(scale)
        set_table_font(self.document, self.document.font())
        self._keep_rows()
        self.document.horizontalHeader().resizeSection(
            DocumentColumn.DOCUMENT, round(DOCUMENT_LABEL_WIDTH * min(scale, 1.5))
        )

    def _keep_rows(self) -> None:
        """However short the column, the candidates keep their winner's row and the
        document the first line of its row, at the current text size."""
        keep_rows_visible(self.candidates.table, 1)
        header = self.document.horizontalHeader().sizeHint().height()
        line = self.document.fontMetrics().lineSpacing()
        self.document.setMinimumHeight(header + line + 2 * self.document.frameWidth() + 4)

    def whole_candidate_rows(self) -> int:
        """Candidate rows drawn whole in the table's viewport now."""
        table = self.candidates.table
        height = table.viewport().height()
        return sum(
            1
            for row in range(table.model().rowCount())
            if 0 <= table.rowViewportPosition(row)
            and table.rowViewportPosition(row) + table.rowHeight(row) <= height
        )

    def fit_split(self, rows: int) -> None:
        """The candidates get the height ``rows`` whole rows need (fewer when the round
        has fewer) before the document row under them, which keeps its first line."""
        sizes = self.split.sizes()
        total = sum(sizes)
        if total <= 0 or len(sizes) != 2:
            return
        table = self.candidates.table
        shown = min(rows, table.model().rowCount())
        chrome = max(0, self.candidates.height() - table.viewport().height())
        need = chrome + shown * table.verticalHeader().defaultSectionSize() + 2
        least = self.document.minimumHeight()
        candidates = min(max(need, round(total * 0.6)), total - least)
        if abs(candidates - sizes[0]) > 1:
            self.split.setSizes([candidates, total - candidates])

    def set_run(self, run: TrainingRun | None, label: str, stage: int, document: int) -> None:
        """Show ``run`` at ``stage`` (clamped to the run)."""
        self.run = run
        self.label = label
        s = self.clamp(stage)
        self.candidates_model.set_run(run, s)
        self.document_model.set_document(document)
        self.document_model.set_run(run, s)
        table = run is not None and run.kind == "table"
        self.table_panel.set_run(run if table else None, label, s)
        self.table_panel.setVisible(table)
        self.split.setVisible(not table)
        self._name_box()
        self._heading(stage)

    def _name_box(self) -> None:
        """The box says "Column N" while the column has no run; beside a heading that
        names the run it is a bare tick (the name moves to its tooltip)."""
        column = self.tr("Column {n}").format(n=self.index + 1)
        if self.run is not None:
            self.enabled_box.setText("")
        elif self.folded:
            # folded to its box: the number alone, so the columns in use keep the room
            self.enabled_box.setText(str(self.index + 1))
        else:
            self.enabled_box.setText(column)

    def set_folded(self, on: bool) -> None:
        """Fold the column to its check box (no run, not ticked), or unfold it."""
        self.folded = on
        self._name_box()

    @property
    def is_table(self) -> bool:
        """True when the column shows a merge table without a training record (a
        merges file): its merges, no candidates."""
        return self.run is not None and self.run.kind == "table"

    def clamp(self, stage: int) -> int:
        """``stage`` within this column's run."""
        return 0 if self.run is None else min(max(0, stage), self.run.merge_count)

    def set_stage(self, stage: int) -> None:
        """Follow the round cursor."""
        s = self.clamp(stage)
        self.candidates_model.set_stage(s)
        self.document_model.set_stage(s)
        if self.is_table:
            self.table_panel.set_stage(s)
        self._heading(stage)

    def _heading(self, stage: int) -> None:
        self._stage_shown = stage
        run = self.run
        if run is None:
            self.heading.setText("")
            return
        rules = self.tr("{count} rules").format(count=run.merge_count)
        text = f"<b>{escape(self.label)}</b> · {rules}"
        if run.kind == "table":
            text += " · " + self.tr("no tie policy or counts recorded")
        if stage > run.merge_count:
            text += " · " + self.tr("ends at stage {stage}").format(stage=run.merge_count)
        self.heading.setText(text)

    def set_verdict(self, text: str, divergent: bool | None) -> None:
        """The line under the heading: this column's winner, red when the columns'
        winners differ at this round."""
        self.verdict.setText(text)
        if divergent is None:
            self.verdict.setStyleSheet("")
        else:
            self.verdict.setStyleSheet(DIVERGENT_STYLE if divergent else SAME_STYLE)


class TableRulesPanel(QWidget):
    """In place of the candidates and the document, for a merge table without a
    training record (a merges file): a plain note that it holds merges and nothing
    else, and its merges in rank order with the round cursor's merge selected."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setStyleSheet(box_style(Palette.BANNER_FILL, Palette.BANNER_BORDER, 4))
        self.current = QLabel()
        self.current.setWordWrap(True)
        self.current.setTextFormat(Qt.TextFormat.RichText)
        self._rules = QStringListModel(self)
        self.rules = QListView()
        self.rules.setModel(self._rules)
        self.rules.setEditTriggers(QListView.EditTrigger.NoEditTriggers)
        self.rules.setUniformItemSizes(True)
        self.run: TrainingRun | None = None
        self.label = ""
        self.stage = 0
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.note)
        layout.addWidget(self.current)
        layout.addWidget(self.rules, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """The panel's texts in the window's language (the merge selected stays)."""
        self.rules.setToolTip(
            self.tr("The table's merges in rank order; the round cursor's is selected")
        )
        if self.run is not None:
            self._say()
            self.set_stage(self.stage)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def _say(self) -> None:
        run = self.run
        assert run is not None
        note = self.tr(
            "<b>{name}</b> lists {count} merges in rank order and "
            "nothing else: no counts, no candidate pairs, no documents. So there is no "
            "candidate table here; this column shows the table's merge at each round."
        )
        self.note.setText(note.format(name=escape(self.label), count=run.merge_count))

    def set_run(self, run: TrainingRun | None, label: str, stage: int) -> None:
        """Show ``run``'s merges (``label`` names the file), the one of ``stage`` selected."""
        self.run, self.label = run, label
        if run is None:
            self._rules.setStringList([])
            self.note.setText("")
            self.current.setText("")
            return
        self._say()
        self._rules.setStringList(
            [
                f"{rule.rank:>5}  {shorten(readable(run.token_bytes(rule.left)))} + "
                f"{shorten(readable(run.token_bytes(rule.right)))} → "
                f"{shorten(readable(rule.token_bytes))}"
                for rule in run.rules
            ]
        )
        self.set_stage(stage)

    def set_stage(self, stage: int) -> None:
        """Select the merge of round ``stage`` (none past the last)."""
        self.stage = stage
        run = self.run
        if run is None:
            return
        if stage >= run.merge_count:
            done = self.tr("Stage {stage}: all {count} merges are made.")
            self.current.setText(done.format(stage=stage, count=run.merge_count))
            self.rules.clearSelection()
            return
        rule = run.rules[stage]
        left, right, merged = (
            escape(shorten(readable(b)))
            for b in (run.token_bytes(rule.left), run.token_bytes(rule.right), rule.token_bytes)
        )
        merge = self.tr(
            "Round {round}, its merge: <b>{left} + {right} → {merged}</b> (rank {rank})"
        )
        self.current.setText(
            merge.format(round=stage, left=left, right=right, merged=merged, rank=rule.rank)
        )
        index = self._rules.index(stage, 0)
        self.rules.setCurrentIndex(index)
        self.rules.scrollTo(index, QListView.ScrollHint.PositionAtCenter)

    def rule_text(self, rank: int) -> str:
        """The list's line for ``rank`` (tests and screen readers)."""
        return str(self._rules.data(self._rules.index(rank, 0)))
