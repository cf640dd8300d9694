"""Parts of the Compare tab: the "Tie policies" button with its menu, the banner that
names where the compared tables part and explains why, and the document chooser.

The explanation comes from the first column holding a training record, in the lines
``bpe-viewer diff`` prints (:func:`bpe_viewer.core.divergence.first_divergence_report`);
nothing is derived again here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QStringListModel, Qt, Signal
from PySide6.QtGui import QAction, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMenu,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from bpe_viewer.core import TIE_POLICIES, TrainingRun
from bpe_viewer.core.diff import Comparison
from bpe_viewer.core.divergence import first_divergence_report
from bpe_viewer.qt.models.candidates import tie_rule_text
from bpe_viewer.qt.palette import Palette, box_style
from bpe_viewer.qt.widgets.compare_columns import escape
from bpe_viewer.qt.worker import WorkerState

#: The style of the Compare tab's banners (the byte-level and the word tie orders').
BANNER_STYLE = box_style(Palette.BANNER_FILL, Palette.BANNER_BORDER, 5)
#: why the runs part: an explanation (as the narration's), not an error
_EXPLANATION_STYLE = box_style(Palette.NOTE_FILL, Palette.NOTE_BORDER, 5)


class TiePolicyButton(QToolButton):
    """Pressing it compares the chosen tie policies; its arrow opens a menu that ticks
    which of the five (docs/rules.md s3), at least two.

    Signals:
        chosen_changed(tuple): the ticked policies changed (names in TIE_POLICIES order).
        compare_requested(): the button or the menu's "Compare the chosen policies".
    """

    chosen_changed = Signal(object)
    compare_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: the tie policies a comparison trains, in TIE_POLICIES order (all five at first)
        self.chosen: tuple[str, ...] = TIE_POLICIES
        self.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.menu_ = QMenu(self)
        #: one checkable action per tie policy, in TIE_POLICIES order
        self.policy_actions: dict[str, QAction] = {}
        for tie in TIE_POLICIES:
            action = self.menu_.addAction(tie)
            action.setCheckable(True)
            action.setChecked(True)
            action.setData(tie)
            action.toggled.connect(lambda _on: self._ticked())
            self.policy_actions[tie] = action
        self.menu_.addSeparator()
        self.compare_chosen_action = self.menu_.addAction("")
        self.compare_chosen_action.triggered.connect(lambda: self.compare_requested.emit())
        self.setMenu(self.menu_)
        self.clicked.connect(lambda: self.compare_requested.emit())
        self.retranslate()

    def retranslate(self) -> None:
        """The button's and its menu's texts in the window's language (the ticks stay)."""
        self.setText(self.tr("Tie policies"))
        self.setToolTip(
            self.tr(
                "One column per chosen tie policy, the current documents under each; the "
                "arrow chooses which of the five (docs/rules.md s3)"
            )
        )
        for tie, action in self.policy_actions.items():
            action.setText(self.tr("{tie}: {rule}").format(tie=tie, rule=tie_rule_text(tie)))
        self._ticked()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    def choose(self, policies: Sequence[str]) -> None:
        """Tick ``policies`` (two to five tie policies).

        Raises:
            ValueError: for an unknown policy, or fewer than two.
        """
        chosen = set(policies)
        unknown = sorted(chosen - set(TIE_POLICIES))
        if unknown:
            raise ValueError(
                f"unknown tie policy {unknown[0]!r}; expected {', '.join(TIE_POLICIES)}"
            )
        if len(chosen) < 2:
            raise ValueError("choose at least two tie policies to compare")
        self._tick(chosen)
        self._ticked()

    def _tick(self, policies: set[str] | tuple[str, ...]) -> None:
        for tie, action in self.policy_actions.items():
            action.blockSignals(True)
            action.setChecked(tie in policies)
            action.blockSignals(False)

    def _ticked(self) -> None:
        """The ticked policies become the chosen ones; the last two cannot be unticked."""
        ticked = tuple(t for t, a in self.policy_actions.items() if a.isChecked())
        if len(ticked) < 2:  # untick refused: a comparison needs two columns
            ticked = self.chosen
            self._tick(ticked)
        changed = ticked != self.chosen
        self.chosen = ticked
        if changed:
            self.chosen_changed.emit(ticked)
        for action in self.policy_actions.values():
            action.setEnabled(not (action.isChecked() and len(ticked) <= 2))
        chosen = self.tr("Compare the chosen policies ({count}: {policies})")
        self.compare_chosen_action.setText(
            chosen.format(count=len(ticked), policies=", ".join(ticked))
        )


class CompareBanner(QWidget):
    """The banner over the columns (where the tables part, what this round does) and,
    under it, why they part at the first divergence."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.banner = QLabel(
            self.tr("Train the columns (or press “Tie policies”) to compare runs.")
        )
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setStyleSheet(BANNER_STYLE)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setStyleSheet(_EXPLANATION_STYLE)
        self.explanation.hide()
        #: the explanation's lines as ``bpe-viewer diff`` prints them (empty when none)
        self.explanation_lines: list[str] = []
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.banner)
        layout.addWidget(self.explanation)

    def say(self, text: str, *, rich: bool = False) -> None:
        """Put ``text`` (plain, escaped here; or rich text) in the banner."""
        self.banner.setText(text if rich else escape(text))

    def say_waiting(self, has_run: bool, worker_state: WorkerState) -> None:
        """What to do while there is nothing to compare: load a run, wait for the columns
        to train (``worker_state`` other than idle), or start a comparison."""
        if not has_run:
            self.say(self.tr("Load a corpus or an example, then compare runs of it here."))
        elif worker_state != WorkerState.IDLE:
            self.say(self.tr("Training the columns…"))
        else:
            self.say(
                self.tr(
                    "Press <b>Tie policies</b> to train the current documents under the "
                    "chosen tie policies (the arrow chooses among all five), set each column "
                    "and press <b>Train columns</b>, or open a saved run or merges file "
                    "beside the current run (Train ▸ Open Saved Run or Merges File Beside…)."
                ),
                rich=True,
            )

    def show_stage(self, comparison: Comparison, stage: int) -> bool:
        """Name where the tables part and what round ``stage`` does; returns True when
        the columns' winners differ at that round."""
        summary = comparison.divergence_summary()
        differ = comparison.is_divergent(stage)
        if stage >= comparison.round_count:
            now = self.tr("Stage {stage}: every round is done.").format(stage=stage)
        elif differ:
            now = self.tr("Round {round}: the winners differ.").format(round=stage)
        else:
            now = self.tr("Round {round}: the same winner in every column.").format(round=stage)
        self.banner.setText(f"{escape(summary).replace('-&gt;', '→')}<br><b>{now}</b>")
        return differ

    def explain(
        self, comparison: Comparison | None, runs: Sequence[TrainingRun], labels: Sequence[str]
    ) -> None:
        """Fill the explanation: A is the first run holding a training record, B the first
        other run whose rule differs from A's at the first divergence."""
        self.explanation_lines = []
        r = None if comparison is None else comparison.first_divergence
        record = next((i for i, run in enumerate(runs) if run.kind == "training"), None)
        if r is None or record is None:
            self.explanation.hide()
            return
        a = runs[record]
        for j, other in enumerate(runs):
            if j == record or r >= len(other.rules) or r >= len(a.rules):
                continue
            if (other.rules[r].left, other.rules[r].right) == (a.rules[r].left, a.rules[r].right):
                continue
            lines = first_divergence_report(a, other)
            if lines:
                self.explanation_lines = lines
                head = self.tr(
                    "Why they part at round {round} (A: {a}; B: {b}), as bpe-viewer diff "
                    "A B explains it:"
                ).format(round=r, a=escape(labels[record]), b=escape(labels[j]))
                body = "<br>".join(escape(line.strip()).replace("-&gt;", "→") for line in lines)
                self.explanation.setText(f"<b>{head}</b><br>{body}")
                self.explanation.show()
                return
        self.explanation.hide()


class DocumentChooser(QWidget):
    """ "Document" and a list of the run's document IDs: the document every column shows.

    Tens of thousands of names cost the window a stall, so they are listed only while
    the chooser is shown (one list model, never one item at a time).

    Signals:
        document_chosen(int): the index of the chosen document in the run.
    """

    document_chosen = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.combo = QComboBox()
        self._names = QStringListModel(self)
        self.combo.setModel(self._names)

        self.combo.setMinimumWidth(160)
        self._run: TrainingRun | None = None
        self._stale = False
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel()
        layout.addWidget(self.label)
        layout.addWidget(self.combo)
        self.combo.currentIndexChanged.connect(lambda i: self.document_chosen.emit(max(0, i)))
        self.retranslate()

    def retranslate(self) -> None:
        """The label and tip in the window's language (the document chosen stays)."""
        self.label.setText(self.tr("Document"))
        self.combo.setToolTip(self.tr("The document shown in every column"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        """A new language: the texts again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()

    @property
    def current(self) -> int:
        """The chosen document's index (0 when none)."""
        return max(0, self.combo.currentIndex())

    def set_run(self, run: TrainingRun | None) -> None:
        """List ``run``'s documents (now if shown, else when next shown), keeping the
        chosen index where it still exists."""
        self._run = run
        self._stale = True
        if self.isVisible():
            self._fill()

    def showEvent(self, event: QShowEvent) -> None:
        """List the documents of a run set while hidden."""
        super().showEvent(event)
        if self._stale:
            self._fill()

    def _fill(self) -> None:
        self._stale = False
        run = self._run
        held_out = self.tr(" (held out)")
        names = (
            []
            if run is None
            else [d.doc_id + ("" if d.counted else held_out) for d in run.documents]
        )
        self.combo.blockSignals(True)
        current = self.combo.currentIndex()
        self._names.setStringList(names)
        if names:
            self.combo.setCurrentIndex(min(max(0, current), len(names) - 1))
        self.combo.blockSignals(False)
