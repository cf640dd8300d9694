"""The status bar's parts: the stage summary, transient notes, training progress, Cancel."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QPalette
from PySide6.QtWidgets import QProgressBar, QPushButton, QSizePolicy, QStatusBar

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.corpus import unit_text
from bpe_viewer.core.growing import GrowingRun
from bpe_viewer.core.pretokenize import SPLITS_PREFIX, describe_pretokenizer
from bpe_viewer.core.run import RunBase
from bpe_viewer.core.wordfreq import WordTrainingRun
from bpe_viewer.qt.example_texts import shown_source
from bpe_viewer.qt.palette import Palette
from bpe_viewer.qt.translatable import Translated
from bpe_viewer.qt.widgets.fitted_label import FittedLabel
from bpe_viewer.qt.worker import WorkerState

#: Qt's "no maximum" for a widget's size.
QWIDGETSIZE_MAX = (1 << 24) - 1

#: The colour of the transient note (quieter than the stage summary).
#: The share of the status bar a note keeps when the bar has no room for it and the
#: whole stage summary (each then ends in "…").
NOTE_SHARE = 0.4


class StatusTexts(Translated):
    """The status bar's and the window title's texts, in the window's language (the
    context ``"StatusTexts"``); see the module functions of the same names."""

    def training_settings_text(self, run: RunBase) -> str:
        """See :func:`training_settings_text`."""
        merges = self.tr("{count} merges", "", run.requested_merges).format(
            count=run.requested_merges
        )
        if run.merge_count != run.requested_merges:
            merges += self.tr(" ({count} learned)").format(count=run.merge_count)
        parts = [merges, self.tr("tie {tie}").format(tie=run.tie)]
        if run.unit is not None:
            parts.append(self.tr("unit {unit}").format(unit=unit_text(run.unit)))
        pretokenizer = run.pretokenizer
        if pretokenizer.startswith(SPLITS_PREFIX):  # its JSON is no title
            pretokenizer = describe_pretokenizer(pretokenizer)
        if pretokenizer == "none":
            parts.append(self.tr("no pre-tokenizer"))
        else:
            parts.append(self.tr("pre-tokenizer {name}").format(name=pretokenizer))
        text_settings = run.describe_text_settings()
        if text_settings:  # normalizer NFKC; prefix space; ignore_merges
            parts.append(text_settings.replace("; ", ", "))
        if run.special_tokens:
            names = " ".join(t.decode("utf-8", "replace") for t in run.special_tokens)
            parts.append(self.tr("special tokens {names}").format(names=names))
            if getattr(run, "special_ids", "after-merges") == "after-bytes":
                parts.append(self.tr("special IDs after the bytes"))
        else:
            parts.append(self.tr("no special tokens"))
        return self.tr(", ").join(parts)

    def window_title(self, run: RunBase | None) -> str:
        """See :func:`window_title`."""
        if run is None:
            return titled("", "")
        src = run.source or self.tr("untitled")
        name = os.path.basename(src) if os.path.exists(src) else src
        if isinstance(run, GrowingRun):
            learned = self.tr("training ({learned} of {count} merges learned so far)")
            settings = learned.format(learned=run.merge_count, count=run.requested_merges)
            return titled(name or src, settings)
        return titled(name or src, self.training_settings_text(run))

    def word_window_title(self, source: str, words: WordTrainingRun) -> str:
        """See :func:`word_window_title`."""
        name = os.path.basename(source) if source and os.path.exists(source) else source
        merges = self.tr("{count} merges", "", words.max_merges).format(count=words.max_merges)
        if words.merge_count != words.max_merges:
            merges += self.tr(" ({count} learned)").format(count=words.merge_count)
        settings = self.tr("word-frequency BPE, {merges}, tie {tie}")
        return titled(name or self.tr("word table"), settings.format(merges=merges, tie=words.tie))

    def run_status(self, run: RunBase | None, stage: int, counted_bytes: int) -> str:
        """See :func:`run_status`."""
        if run is None:
            return self.tr("No run loaded: open a file, paste text or pick an example.")
        tokens = run.token_count_at(stage)
        ratio = f"{counted_bytes / tokens:.2f}" if tokens else "—"
        last = f"{run.merge_count}"
        if isinstance(run, GrowingRun):
            last = self.tr("{count} learned so far (training)").format(count=last)
        summary = self.tr(
            "stage {stage} of {last} · vocabulary {size} · "
            "tokens {tokens} / bytes {bytes} ({ratio} bytes per token)"
        )
        return summary.format(
            stage=stage,
            last=last,
            size=run.vocabulary_size(stage),
            tokens=f"{tokens:,}",
            bytes=f"{counted_bytes:,}",
            ratio=ratio,
        )

    def word_status(self, words: WordTrainingRun, stage: int) -> str:
        """See :func:`word_status`."""
        summary = self.tr(
            "word-frequency BPE · stage {stage} of {last} · {count} words · tie {tie}"
        )
        return summary.format(
            stage=stage, last=words.merge_count, count=len(words.words), tie=words.tie
        )

    def progress_text(self, done: int, total: int, rate: float | None) -> str:
        """See :func:`progress_text`."""
        text = self.tr("{done} / {total} merges").format(done=done, total=total)
        if rate is None or rate <= 0:
            return text
        seconds = round(max(total - done, 0) / rate)
        if seconds >= 60:
            when = self.tr("{minutes} min {seconds} s").format(
                minutes=seconds // 60, seconds=seconds % 60
            )
        else:
            when = self.tr("{seconds} s").format(seconds=seconds)
        line = self.tr("{progress} · {rate} rounds/s · {time} left")
        return line.format(progress=text, rate=f"{rate:.1f}", time=when)


_TEXTS = StatusTexts()


def training_settings_text(run: TrainingRun) -> str:
    """Every setting the run was trained with, e.g. ``50 merges (12 learned), tie
    smallest, unit line, pre-tokenizer gpt2, normalizer NFKC, special tokens
    <|endoftext|>`` (a table's normalizer, prefix space and ignore_merges after the
    pre-tokenizer), in the window's language."""
    return _TEXTS.training_settings_text(run)


def window_title(run: RunBase | None) -> str:
    """``"<source>[*] — <the settings it was trained with> — bpe-viewer"``.

    A file's source shows as its name; an example or pasted text as its description.
    ``[*]`` is Qt's place for the mark of an unsaved run (``QWidget.windowModified``):
    Qt shows ``*`` there while the window is modified and nothing otherwise.
    """
    return _TEXTS.window_title(run)


def titled(name: str, settings: str) -> str:
    """The one shape of every window title: ``"<name>[*] — <settings> — bpe-viewer"``,
    or ``"bpe-viewer[*]"`` with no name.

    Every title carries Qt's ``[*]`` placeholder, so ``QWidget.setWindowModified`` always
    has its place for the mark of an unsaved run (Qt warns on stderr otherwise) and shows
    nothing there while the window is not modified.
    """
    if not name:
        return "bpe-viewer[*]"
    return f"{shown_source(name)}[*] — {settings} — bpe-viewer"


def word_window_title(source: str, words: WordTrainingRun) -> str:
    """The title while the Words tab is shown: its own run's settings, e.g.
    ``"words.json[*] — word-frequency BPE, 15 merges, tie alphabetical-first — bpe-viewer"``
    (the byte-level tabs may learn fewer merges from the same table: docs/rules.md s4)."""
    return _TEXTS.word_window_title(source, words)


def run_status(run: RunBase | None, stage: int, counted_bytes: int) -> str:
    """The stage summary: stage, vocabulary size, tokens and bytes of the counted
    documents, e.g. ``stage 1 of 2 · vocabulary 257 · tokens 5 / bytes 6 (1.20 bytes
    per token)``, in the window's language."""
    return _TEXTS.run_status(run, stage, counted_bytes)


def word_status(words: WordTrainingRun, stage: int) -> str:
    """The Words tab's summary: stage, words and tie order (docs/rules.md s4)."""
    return _TEXTS.word_status(words, stage)


def progress_text(done: int, total: int, rate: float | None) -> str:
    """The training progress line: rounds done, rounds per second and the time left,
    in the window's language.

    Args:
        done: merges learned so far.
        total: merges asked for (an upper bound: training may stop early).
        rate: rounds per second so far, or None while unknown.

    Returns:
        ``"120 / 4000 merges"`` while the rate is unknown, then
        ``"120 / 4000 merges · 40.0 rounds/s · 1 min 37 s left"``.

    Example:
        >>> progress_text(120, 4000, 40.0)
        '120 / 4000 merges · 40.0 rounds/s · 1 min 37 s left'
    """
    return _TEXTS.progress_text(done, total, rate)


class StatusParts(QObject):
    """Fills ``status`` with a summary label, a note label, a progress bar and Cancel.

    Args:
        status: the window's status bar.
        cancel: the Cancel Training action (the button triggers it).

    Attributes:
        summary_label: the stage summary (left); when the bar is too narrow for it
            and a note, both give way, ending in "…" (the whole text in the tooltip).
        note_label: the transient note beside it: one line in the window's font (it
            follows the text zoom), ending in "…" when the bar has no room for all of
            it, the whole note in its tooltip.
        progress: merges learned by the running job.
        cancel_button: shown while a job runs.
    """

    def __init__(
        self, status: QStatusBar, cancel: QAction, clock: Callable[[], float] = time.monotonic
    ) -> None:
        super().__init__(status)
        self._status = status
        self._clock = clock
        #: (time, merges done) at the first report of a learned round; None before
        self._start: tuple[float, int] | None = None
        self.summary_label = FittedLabel(max_lines=1, hint_chars=None)
        self.progress = QProgressBar()
        widest = progress_text(40000, 40000, 1000.0).replace("0 s", "59 min 59 s")
        self.progress.setMinimumWidth(self.progress.fontMetrics().horizontalAdvance(widest) + 24)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(cancel.trigger)
        # Coloured through its palette: a style sheet would keep it from taking the
        # window's (zoomed) font.
        self.note_label = FittedLabel(max_lines=1, hint_chars=None)
        palette = self.note_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, Palette.MUTED_TEXT)
        self.note_label.setPalette(palette)
        self._note_timer = QTimer(status)
        self._note_timer.setSingleShot(True)
        self._note_timer.timeout.connect(lambda: self._set_note(""))
        # Long texts give way at the window's edge rather than widening it.
        for label in (self.summary_label, self.note_label):
            label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        status.addWidget(self.summary_label)
        status.addWidget(self.note_label, 1)
        status.addPermanentWidget(self.progress)
        status.addPermanentWidget(self.cancel_button)
        self.progress.hide()
        self.cancel_button.hide()
        status.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        """The Cancel button's text and the idle progress format in the window's
        language (called again by the window after a change of language)."""
        self.progress.setFormat(self.tr("%v / %m merges"))
        self.cancel_button.setText(self.tr("Cancel"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """A new width of the status bar: the summary and the note share it again; a new
        language: the texts again."""
        if watched is self._status and event.type() == QEvent.Type.Resize:
            self._share_width()
        if watched is self._status and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return super().eventFilter(watched, event)

    def _share_width(self) -> None:
        """The summary gives way to a note that would not fit beside it, down to
        1 - :data:`NOTE_SHARE` of the bar; without a note it takes what it needs."""
        summary, note = self.summary_label, self.note_label
        if not note.text():
            summary.setMaximumWidth(QWIDGETSIZE_MAX)
            return
        room = self._status.contentsRect().width()
        for widget in (self.progress, self.cancel_button):
            if not widget.isHidden():
                room -= widget.sizeHint().width()
        layout = self._status.layout()
        spacing = layout.spacing() if layout is not None else 0
        room = max(1, room - 4 * spacing)
        wanted = note.sizeHint().width()
        summary.setMaximumWidth(max(room - wanted, round(room * (1 - NOTE_SHARE))))

    def notify(self, text: str, ms: int = 6000) -> None:
        """A transient note beside the stage summary, for ``ms`` milliseconds."""
        self._set_note(text)
        self._note_timer.start(ms)

    def _set_note(self, text: str) -> None:
        """``text`` as the note after a separator ("" clears it); the tooltip holds
        ``text`` whole, for when the bar cuts it short."""
        self.note_label.setText(f"  ·  {text}" if text else "")
        self.note_label.setToolTip(text)
        self._share_width()

    def set_progress(self, done: int, total: int, description: str) -> None:
        """``done`` of ``total`` merges of the job described by ``description``."""
        now = self._clock()
        # Counted from the first round learned: reading, splitting and the first pair
        # count (which the first round waits for) are not rounds.
        if done <= 0:
            self._start = None
        elif self._start is None or done < self._start[1]:
            self._start = (now, done)
        rate = None
        if self._start is not None:
            since, first = self._start
            rate = (done - first) / (now - since) if done > first and now > since else None
        text = progress_text(done, total, rate)
        self.progress.setMaximum(max(total, 1))
        self.progress.setValue(min(done, max(total, 1)))
        self.progress.setFormat(text.replace("%", "%%"))
        self.progress.setToolTip(description)

    def set_worker_state(self, state: WorkerState) -> None:
        """Show progress and Cancel while a job runs."""
        busy = state != WorkerState.IDLE
        self.progress.setVisible(busy)
        self.cancel_button.setVisible(busy)
        self.cancel_button.setEnabled(state == WorkerState.RUNNING)
        if state == WorkerState.CANCELLING:
            self.notify(self.tr("Cancelling…"))
        elif busy:
            self.progress.setValue(0)
        if state != WorkerState.CANCELLING:
            self._start = None
