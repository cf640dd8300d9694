"""The built-in examples and word tables shown in the window's session (a mixin of
:class:`~bpe_viewer.qt.session.LoadSession`, one concern): an example trained with its
own settings (docs/rules.md s8), a word table held in memory trained byte-level and for
the Words tab, and which example is on screen.
"""

from __future__ import annotations

from functools import partial

from bpe_viewer.core.source import Source
from bpe_viewer.core.spec import DEFAULT_SPEC
from bpe_viewer.qt.examples import (
    Example,
    example,
    example_corpus,
    example_word_table,
    training_settings_text,
)
from bpe_viewer.qt.session_parts import SessionParts
from bpe_viewer.qt.session_state import PendingLoad, WordTable
from bpe_viewer.qt.worker import WORD_RUNS, WordsOut, word_frequencies_job


class ExampleLoads:
    """Examples and word tables in memory (the sentences said are the session's own)."""

    # set here, declared once for both classes (the session makes them in __init__)
    pending: PendingLoad | None
    _example: Example | None
    _word_table: dict[str, int] | None

    def load_example(
        self: SessionParts,
        ex: Example | str,
        *,
        stage: int = 0,
        merges: int | None = None,
        tie: str | None = None,
    ) -> Example:
        """Train a built-in example or lesson with its own training settings (a
        word-table example also fills the Words tab); the "Loaded …" message says the
        settings (:func:`~bpe_viewer.qt.examples.training_settings_text`).

        Args:
            ex: the example or its key.
            stage: the stage to show once trained.
            merges, tie: instead of the example's own (``gui --example NAME --merges``).

        Raises:
            KeyError: no example has the key given.
        """
        if isinstance(ex, str):
            ex = example(ex)
        self._forget_retrain()
        self._example = ex
        hint = self._example_hint(ex, merges, tie)
        merges = ex.merges if merges is None else merges
        tie = tie or ex.tie
        if ex.kind == "words":
            # Trained as the same table opened from a file is (docs/rules.md s4): the
            # Words tab classic word-frequency BPE with the documented default word tie
            # order (docs/rules.md s3.3), the other tabs each distinct word once as a
            # byte-level document weighted by its frequency.
            table = example_word_table(ex)
            self._start_word_table(
                WordTable(tuple(table.items()), f"example: {ex.title}"),
                merges,
                tie,
                stage=stage,
                hint=hint,
                words=WordsOut(ex.spec.word_tie),
                focus=True,
            )
            return ex
        # An example always trains with its own documented settings (docs/rules.md s8).
        self._train(
            partial(example_corpus, ex),
            merges,
            tie,
            f"example: {ex.title}",
            stage=stage,
            spec=ex.spec,
            hint=hint,
        )
        return ex

    def _start_word_table(
        self: SessionParts,
        table: WordTable,
        merges: int,
        tie: str,
        *,
        stage: int = 0,
        hint: str = "",
        words: WordsOut | None = None,
        focus: bool = False,
    ) -> None:
        """Train a word table held in memory in the background, byte-level, each distinct
        word once weighted by its frequency (as :func:`word_table_job` trains a file),
        and for the Words tab into ``words`` first (``focus``: the tab comes forward and
        the message names both merge counts)."""
        self._word_table = None
        source = Source("words", table.source, DEFAULT_SPEC, words=table.words)
        self.pending = PendingLoad(
            table.source, stage=stage, hint=hint, source=source, words=words, focus=focus
        )
        self.worker.start(
            word_frequencies_job(dict(table.words), merges, tie, table.source, words),
            table.source,
        )

    @property
    def example_settings(self: SessionParts) -> str:
        """When a built-in example is on screen, its own training settings in words
        (:func:`~bpe_viewer.qt.examples.training_settings_text`); else ``""``."""
        ex = self._example
        return training_settings_text(ex) if ex is not None and self.run is not None else ""

    def show_word_table(
        self: SessionParts,
        table: dict[str, int],
        merges: int,
        tie: str | None = None,
        *,
        focus: bool = True,
    ) -> None:
        """Train classic word-frequency BPE on ``table`` for the Words tab.

        ``tie`` is a word tie order (docs/rules.md s3.3), by default the settings' one;
        byte-level policies never apply here. Emits :attr:`word_run_changed`. Trained
        here once per (table, setting) (:data:`~bpe_viewer.qt.worker.WORD_RUNS`); opened
        tables and Retrain train on the worker instead.
        """
        try:
            run = WORD_RUNS.trained(table, merges, tie or self.settings.word_tie)
        except ValueError as err:
            self._report(None, err)
            return
        self._word_table = table
        self._show_words(run, focus)
