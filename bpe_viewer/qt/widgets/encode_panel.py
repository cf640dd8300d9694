"""The encode panel: apply a run's frozen rules to new input, rule by rule (docs/rules.md s6).

Input comes from one of three tabs, and the visible tab is what gets encoded: *Text*
(typed or pasted, encoded as UTF-8), *Hex* (``20 d0 b0`` or ``20d0b0``) or *File* (the
file's bytes exactly). Typing re-encodes after a short pause (:data:`DEBOUNCE_MS`).

Output: the token sequence as chips (text, or hex bytes on an amber chip; the ID under
each), a step cursor over the rule applications (step 0 = the bytes, step j = after the
j-th rule that matched; the chips made by the step are highlighted), the table of every
rule (greyed when it matched nothing, hideable) and a statistics line with the decode
check. Double-clicking a rule, or "Show in explorer", emits :attr:`EncodePanel.
round_requested` with its rank: the explorer's round ``r`` is the round that learned
rank ``r``.

Errors (bad hex, unreadable file, a run whose rules do not form a table) are shown inline
and never raise.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QModelIndex, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QFileDialog, QWidget

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.encode_trace import EncodeResult, encode_input
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.qt.later import later_turns
from bpe_viewer.qt.models.encode_steps import id_name
from bpe_viewer.qt.widgets.encode_layout import TAB_FILE, EncodePanelLayout
from bpe_viewer.qt.widgets.encode_rules import RuleTableFollower
from bpe_viewer.qt.widgets.encode_text import statistics_html, step_captions

#: Pause after the last keystroke before re-encoding.
DEBOUNCE_MS = 150
#: Largest file the panel loads.
MAX_FILE_BYTES = 16 * 1024 * 1024


class EncodePanel(EncodePanelLayout):
    """Encode text, hex or a file with a run's frozen rules and step through the trace.

    Signals:
        round_requested(int): the user asked to see the training round of a rule (its
            rank); the main window moves its round cursor there.
        token_selected(int): a chip was clicked; the token's training ID (not emitted for
            BOS/EOS).
        input_encoded(): an encoding finished (also after an error was shown).

    Example:
        >>> panel = EncodePanel(); panel.set_run(run); panel.set_text("bee ")
        >>> panel.encode_now(); panel.tokens_model.shown_ids()
        [98, 101, 263]
    """

    round_requested = Signal(int)
    token_selected = Signal(int)
    input_encoded = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._run: TrainingRun | None = None
        self._table: MergeTable | None = None
        self._stage = 0
        self._result: EncodeResult | None = None
        self._step = 0
        #: replaced in tests: () -> path or "" (the "Load file…" dialog)
        self.ask_file_name = self._ask_file_name

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(DEBOUNCE_MS)
        self._timer.timeout.connect(self.encode_now)
        self._connect()
        self._show_empty(self.tr("No run yet: train or open a corpus, then type here to encode."))

    def retranslate(self) -> None:
        """Every text of the panel in the window's language; the input and the step
        shown stay (the rules are set again, which encodes the input again)."""
        super().retranslate()
        step = self._step
        self._rebuild_table()
        if self._result is not None:
            self.set_step(step)

    def _connect(self) -> None:
        """What each control does."""
        self.text_edit.textChanged.connect(self._schedule)
        self.hex_edit.textChanged.connect(self._schedule)
        self.file_button.clicked.connect(self._on_file_button)
        self.tabs.currentChanged.connect(lambda _i: self.encode_now())
        self.special_check.toggled.connect(lambda _on: self.encode_now())
        self.layout_check.toggled.connect(lambda _on: self.encode_now())
        self.stage_check.toggled.connect(lambda _on: self._rebuild_table())
        for view in (self.chips_view, self.before_view):
            view.clicked.connect(self._on_chip_clicked)
        self.first_button.clicked.connect(self.first_step)
        self.prev_button.clicked.connect(self.previous_step)
        self.next_button.clicked.connect(self.next_step)
        self.last_button.clicked.connect(self.last_step)
        self.slider.valueChanged.connect(self.set_step)
        self.explorer_button.clicked.connect(self._on_explorer_button)
        self.no_match_check.toggled.connect(self.steps_proxy.set_show_no_match)
        #: the table of rules, kept on the current step's rule
        self.rule_table = RuleTableFollower(self.steps_view, self.steps_proxy, self.steps_model)
        self.rule_table.rule_clicked.connect(self._on_rule_clicked)
        self.rule_table.rule_double_clicked.connect(self.round_requested)

    # ------------------------------------------------------------------ public API

    @property
    def run(self) -> TrainingRun | None:
        return self._run

    @property
    def result(self) -> EncodeResult | None:
        """The last successful encoding, or ``None`` (no run, or an input error)."""
        self._rebuild_waiting()
        return self._result

    @property
    def step(self) -> int:
        """The current step: 0 = the input's bytes, j = after the j-th applied rule."""
        return self._step

    @property
    def step_count(self) -> int:
        """Number of rule applications m of the current result (0 without a trace)."""
        result = self.result
        return result.step_count if result is not None else 0

    def message(self) -> str:
        """The inline error message shown, or ``""``."""
        return self.message_label.text() if not self.message_label.isHidden() else ""

    def set_run(self, run: TrainingRun | None, stage: int | None = None) -> None:
        """Encode with ``run``'s rules (and special tokens) from now on; ``None`` clears.

        ``stage`` is the explorer's stage for the new run (default: unchanged).
        """
        self._run = run
        if stage is not None:
            self._stage = stage
        has_special = run is not None and bool(run.special_tokens)
        # A shorter rule list would move the special tokens' IDs (256 + k + i).
        self.stage_check.setEnabled(run is not None and not has_special)
        if has_special:
            self.stage_check.setChecked(False)
        if self.window().isVisible() and not self.isVisible():
            # Behind another tab: encode on a later turn, not in the turn that shows the
            # new run (or when the panel is shown or read, if that comes first).
            later_turns().put(self, self._rebuild_table)
        else:
            self._rebuild_table()

    def _rebuild_waiting(self) -> bool:
        """Rebuild now if a rebuild waits for a later turn; True if it did."""
        if not later_turns().waiting(self):
            return False
        self._rebuild_table()
        return True

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: a rebuild still waiting runs now."""
        self._rebuild_waiting()
        super().showEvent(event)

    def set_stage(self, stage: int) -> None:
        """The explorer's stage: with "only the rules learned by the current round"
        checked, encoding uses the rules of rank below ``stage``."""
        self._stage = stage
        if self.stage_check.isChecked():
            self._rebuild_table()

    def _rebuild_table(self) -> None:
        later_turns().cancel(self)
        run = self._run
        self._table = None
        error = ""
        rules = run.rules if run is not None else ()
        limited = run is not None and self.stage_check.isChecked()
        if limited:
            rules = rules[: self._stage]
        if run is not None:
            try:
                # All the rules: the run's own table (made on the thread that trained it).
                self._table = run.stage_table(len(rules)) if limited else run.merge_table()
            except ValueError as err:
                error = self.tr("This run's rules cannot encode: {error}").format(error=err)
        if run is None:
            self.rules_note.setText("")
        elif limited:
            learned = self.tr("— the {count} rule(s) learned by stage {stage}", "", len(rules))
            self.rules_note.setText(learned.format(count=len(rules), stage=self._stage))
        else:
            every = self.tr("— all {count} rules of the run, whatever round the explorer shows")
            self.rules_note.setText(every.format(count=len(rules)))
        self.tokens_model.set_table(self._table, run)
        self.before_model.set_table(self._table, run)
        self.steps_model.set_table(self._table, run)
        has_special = self._table is not None and bool(self._table.special_tokens)
        codec = run is not None and run.codec is not None
        self.special_check.setEnabled(has_special and not codec)
        if codec:  # refused as run.encode and encode --allow-special refuse it
            from bpe_viewer.core.run_codec import NOT_FOR_SENTENCEPIECE

            self.special_check.setChecked(False)
            refused = self.tr("Special-token recognition {reason}")
            self.special_check.setToolTip(refused.format(reason=NOT_FOR_SENTENCEPIECE))
        elif has_special:
            self.special_check.setToolTip(
                self.tr(
                    "Recognise the run's special tokens in the input (otherwise their text is "
                    "encoded as ordinary bytes)"
                )
            )
        else:
            self.special_check.setToolTip(self.tr("This run has no special tokens"))
        self._result = None
        self._step = 0
        if error:
            self._show_empty("")
            self._set_message(error)
            return
        self.encode_now()

    def set_bytes(self, data: bytes, label: str = "bytes") -> None:
        """Encode ``data`` exactly, shown in the File tab as ``label``."""
        self._file_data = bytes(data)
        self._file_name = label
        self.show_file_label()
        if self.tabs.currentIndex() == TAB_FILE:
            self.encode_now()
        else:
            self.tabs.setCurrentIndex(TAB_FILE)  # encodes through currentChanged

    def load_file(self, path: str | Path) -> bool:
        """Encode a file's bytes exactly. Returns False (message shown) on an error."""
        path = Path(path)
        try:
            size = path.stat().st_size
            if size > MAX_FILE_BYTES:
                too_large = self.tr(
                    "{name}: {size} bytes is too large for the panel (at most {limit})"
                )
                self._set_message(
                    too_large.format(name=path.name, size=f"{size:,}", limit=f"{MAX_FILE_BYTES:,}")
                )
                return False
            data = path.read_bytes()
        except OSError as err:
            unreadable = self.tr("{name}: cannot read ({reason})")
            self._set_message(unreadable.format(name=path.name, reason=err.strerror or err))
            return False
        self.set_bytes(data, path.name)
        return True

    def set_layout_v1(self, on: bool) -> None:
        self.layout_check.setChecked(on)

    def set_allow_special(self, on: bool) -> None:
        self.special_check.setChecked(on)

    def encode_now(self) -> None:
        """Encode the visible tab's input right away (cancels a pending debounce)."""
        if self._rebuild_waiting():
            return  # the rebuild encoded
        self._timer.stop()
        previous = self._result
        self._result = None
        try:
            data = self._input_bytes()
        except ValueError as err:
            self._show_empty("")
            self._set_message(str(err))
            self.input_encoded.emit()
            return
        typed = data
        if self._run is not None and self._run.codec is not None:
            # a SentencePiece model's normalized text (▁ for spaces); a normalizer (a
            # tokenizer.json's or --normalize's) is the table's, applied as it encodes
            data = self._run.normalize(data)
        if self._table is None:
            self._show_empty(
                self.tr("No run yet: train or open a corpus to encode with its rules.")
                if self._run is None
                else ""
            )
            self.input_encoded.emit()
            return
        try:
            result = encode_input(
                self._table,
                data,
                layout_v1=self.layout_check.isChecked(),
                allow_special=self.special_check.isChecked(),
                typed=typed,
            )
        except Exception as err:  # never crash the window on an input
            self._show_empty("")
            self._set_message(self.tr("Cannot encode: {error}").format(error=err))
            self.input_encoded.emit()
            return
        self._set_message("")
        self._result = result
        same_input = (
            previous is not None
            and previous.data == result.data
            and previous.allow_special == result.allow_special
        )
        step = min(self._step, result.step_count) if same_input else result.step_count
        self.steps_model.set_trace(result.trace, layout_v1=result.layout_v1)
        note = result.note
        table = self._table
        if table is not None and table.pretokenizer != "none":
            pieces = self.tr(
                "Pre-tokenized ({name}): a green bar marks each piece "
                "boundary; no rule merges across it, so a pair split by a bar stays unmerged."
            ).format(name=table.pretokenizer)
            note = f"{note.rstrip('.')}. {pieces}" if note else pieces
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        self.stats_label.setText(statistics_html(result))
        self.slider.blockSignals(True)
        self.slider.setRange(0, result.step_count)
        self.slider.blockSignals(False)
        self._step = -1
        self.set_step(step)
        self.input_encoded.emit()

    def say_again(self) -> None:
        """The statistics and the step captions again, in the current language."""
        if self._result is None:
            return
        self.stats_label.setText(statistics_html(self._result))
        self._update_step_labels()

    def set_step(self, step: int) -> None:
        """Show the sequence after ``step`` rule applications (clamped to 0..m)."""
        result = self._result
        if result is None:
            return
        step = min(max(0, int(step)), result.step_count)
        if step == self._step:
            return
        self._step = step
        self.tokens_model.set_tokens(
            result.tokens_at(step), result.merged_at(step), layout_v1=result.layout_v1
        )
        if step > 0:
            self.before_model.set_tokens(
                result.tokens_at(step - 1), pairs=result.pairs_at(step), layout_v1=result.layout_v1
            )
        else:
            self.before_model.clear()
        rank = result.applied_steps[step - 1].rank if step > 0 else None
        self.steps_model.set_current_rank(rank)
        if self.slider.value() != step:
            self.slider.blockSignals(True)
            self.slider.setValue(step)
            self.slider.blockSignals(False)
        self.rule_table.select_rank(rank)
        self._update_step_labels()
        self._update_buttons()

    def first_step(self) -> None:
        self.set_step(0)

    def previous_step(self) -> None:
        self.set_step(self._step - 1)

    def next_step(self) -> None:
        self.set_step(self._step + 1)

    def last_step(self) -> None:
        self.set_step(self.step_count)

    def current_rank(self) -> int | None:
        """Rank of the rule applied at the current step (None at step 0)."""
        return self.steps_model.current_rank

    # ------------------------------------------------------------------ internals

    def _schedule(self) -> None:
        self._timer.start()

    def _set_message(self, text: str) -> None:
        self.message_label.setText(text)
        self.message_label.setVisible(bool(text))
        if not text:
            self.hex_edit.setStyleSheet("")

    def _show_empty(self, note: str) -> None:
        """Clear every output (an error or no run); ``note`` says why."""
        self._result = None
        self._step = 0
        self.tokens_model.clear()
        self.before_model.clear()
        self.steps_model.set_trace(None)
        self.slider.blockSignals(True)
        self.slider.setRange(0, 0)
        self.slider.blockSignals(False)
        self.stats_label.setText("")
        self.note_label.setText(note)
        self.note_label.setVisible(bool(note))
        self.step_label.setText("")
        self._show_before(False)
        self._update_buttons()

    def statistics_text(self) -> str:
        """The statistics line as plain text (for tests and copying)."""
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setHtml(self.stats_label.text())
        return doc.toPlainText()

    def _update_step_labels(self) -> None:
        result = self._result
        if result is None:
            return
        tb = self._table.token_bytes if self._table is not None else (lambda t: b"")
        run, off = self._run, result.id_offset
        line, before, after = step_captions(
            result, self._step, self.tokens_model.hidden, tb, lambda t: id_name(run, t, off)
        )
        self.step_label.setText(line)
        if before is not None:
            self.before_title.setText(before)
        if after is not None:
            self.after_title.setText(after)
        self._show_before(before is not None)

    def _show_before(self, show: bool) -> None:
        self.before_title.setVisible(show)
        self.before_view.setVisible(show)
        self.after_title.setVisible(self._result is not None)

    def _update_buttons(self) -> None:
        m = self.step_count
        has = self._result is not None and self._result.trace is not None
        self.first_button.setEnabled(has and self._step > 0)
        self.prev_button.setEnabled(has and self._step > 0)
        self.next_button.setEnabled(has and self._step < m)
        self.last_button.setEnabled(has and self._step < m)
        self.slider.setEnabled(has and m > 0)
        self.explorer_button.setEnabled(self.rule_table.chosen_rank() is not None)

    def _on_explorer_button(self) -> None:
        rank = self.rule_table.chosen_rank()
        if rank is not None:
            self.round_requested.emit(rank)

    def _on_rule_clicked(self, rank: int) -> None:
        """A rule's row was clicked: the step that applied it, if one did."""
        if self._result is None:
            return
        step = self._result.step_of_rank(rank)
        if step is not None:
            self.set_step(step)
        self.explorer_button.setEnabled(self.rule_table.chosen_rank() is not None)

    def _on_chip_clicked(self, index: QModelIndex) -> None:
        if index.isValid():
            token = self.tokens_model.training_id(index.row())
            if token >= 0:
                self.token_selected.emit(token)

    def _on_file_button(self) -> None:
        path = self.ask_file_name()
        if path:
            self.load_file(path)

    def _ask_file_name(self) -> str:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Encode a file's bytes"))
        return path
