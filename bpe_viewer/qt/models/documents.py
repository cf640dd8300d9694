"""One row per document: its label and its tokens at the current stage (docs/rules.md s8).

Tokens are rebuilt per document on request (``TrainingRun.tokens_at``) and kept in a
small bounded cache keyed by (document, stage), so only the rows a view asks for are
ever computed: moving to another round costs the same whatever the corpus size.

The model also answers, per document and only when asked, the *windows* of the pair
shown (by default the winner of the round about to run, or any candidate picked):
every position the pair is counted at and whether the left-to-right pass replaces it
(:mod:`bpe_viewer.core.explain`), and can show each row twice, before and after the
round.
"""

from __future__ import annotations

import enum
import re
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Qt, Signal

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.characters import text_with_hex
from bpe_viewer.core.explain import Window, WindowFinder
from bpe_viewer.core.render import readable
from bpe_viewer.qt.models.base import ALIGN_TOP_LEFT, RoleHelper, RunTableModel
from bpe_viewer.qt.models.roles import Palette, Roles
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP

CACHE_SIZE = 512
#: A filter that lists the documents holding one token at the stage: ``token:265``.
TOKEN_FILTER = re.compile(r"token:\s*(\d+)", re.IGNORECASE)


def token_filter_text(token_id: int) -> str:
    """The documents filter that lists the documents holding ``token_id``."""
    return f"token:{token_id}"


DISPLAY_TOKEN_LIMIT = 200
#: Characters of a document's text shown under its label, and in its tooltip.
LABEL_TEXT_CHARS = 48
TOOLTIP_TEXT_CHARS = 1500


class DocumentColumn(enum.IntEnum):
    DOCUMENT = 0
    TOKENS = 1


class DocumentRowsModel(RunTableModel):
    """Rows: the documents that pass the filter, in corpus order.

    Attributes exposed to the chip delegate: :attr:`stage`, :attr:`show_ids`,
    :attr:`highlight_token` and :meth:`tokens` / :meth:`new_token_id`.

    Signals:
        display_changed(): token IDs toggled or the highlighted token changed (row
            heights may change).
        stage_stepped(int): the stage moved by this many rounds (after the change).
    """

    display_changed = Signal()
    stage_stepped = Signal(int)
    COLUMNS = DocumentColumn
    HEADERS = (
        QT_TRANSLATE_NOOP("Headers", "document"),
        QT_TRANSLATE_NOOP("Headers", "tokens at this stage"),
    )
    HEADER_TIPS = (
        QT_TRANSLATE_NOOP(
            "Headers",
            "document: its ID, its size (bytes → tokens at this stage; its part of the split "
            "when split) and the start of its text",
        ),
        QT_TRANSLATE_NOOP(
            "Headers",
            "tokens at this stage: the document's token rows (click a token to inspect it)",
        ),
    )

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._rows: list[int] = []
        self._filter = ""
        self._cache: OrderedDict[tuple[int, int], tuple[int, ...]] = OrderedDict()
        self._texts: list[str] | None = None
        self._has_split = False
        self.show_ids = False
        self.highlight_token: int | None = None
        #: the pair whose windows are drawn; None: the winner of the round shown
        self.windows_pair: tuple[int, int] | None = None
        #: show each row at stage r and, below it, at stage r + 1 (the View toggle)
        self._before_after = False
        #: predict the next merge: the round is a question, its winner must not show
        self._quiz_hidden = False
        self._finder: WindowFinder | None = None
        self._windows: OrderedDict[tuple[int, int, int, int], tuple[Window, ...]] = OrderedDict()

    # -- state
    @property
    def has_split(self) -> bool:
        """True when some documents are held out (a split manifest was applied)."""
        return self._has_split

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None:
        """Show ``run`` (or nothing) at ``stage``: a reset."""
        self.beginResetModel()
        self._run = run
        self._stage = stage
        self._cache.clear()
        self._texts = None
        self._has_split = run is not None and run.has_held_out()
        self.highlight_token = None
        self.windows_pair = None
        self._finder = WindowFinder(run) if run is not None else None
        self._windows.clear()
        self._rows = self._filtered_rows()
        self.endResetModel()

    def set_stage(self, stage: int) -> None:
        """Same rows, new tokens: one ``dataChanged`` over the table."""
        if stage == self._stage:
            return
        step = stage - self._stage
        self._stage = stage
        self.windows_pair = None
        if TOKEN_FILTER.fullmatch(self._filter):
            rows = self._filtered_rows()  # the token's documents at the new stage
            if rows != self._rows:
                self.beginResetModel()
                self._rows = rows
                self.endResetModel()
        if (
            self.highlight_token is not None
            and self._run is not None
            and not self._run.is_known(self.highlight_token, stage)
        ):
            self.highlight_token = None
        self._emit_all_changed()
        self.stage_stepped.emit(step)

    def set_show_ids(self, show: bool) -> None:
        """Show each token's ID under its chip."""
        if show != self.show_ids:
            self.show_ids = show
            self._emit_all_changed()
            self.display_changed.emit()

    def set_highlight_token(self, token_id: int | None) -> None:
        """Outline every occurrence of ``token_id`` (None: no outline)."""
        if token_id != self.highlight_token:
            self.highlight_token = token_id
            self._emit_all_changed(label=False)
            self.display_changed.emit()

    def set_windows_pair(self, pair: tuple[int, int] | None) -> None:
        """Draw the windows of ``pair`` (a candidate of the round shown); None: the winner."""
        if self._quiz_hidden:
            return
        if pair is not None and self._run is not None and self.has_round:
            rule = self._run.rules[self._stage]
            if pair == (rule.left, rule.right):
                pair = None
        if pair != self.windows_pair:
            self.windows_pair = pair
            self._emit_all_changed(label=False)
            self.display_changed.emit()

    def set_before_after(self, on: bool) -> None:
        """Show each row at this stage and, below it, after the round (a toggle)."""
        if on != self._before_after:
            shown = self.before_after
            self._before_after = on
            if self.before_after != shown:
                self._emit_all_changed(label=False)
                self.display_changed.emit()

    @property
    def before_after(self) -> bool:
        """True when each row is drawn before and after the round (the toggle is on and
        the round is not a quiz question)."""
        return self._before_after and not self._quiz_hidden

    def set_quiz_hidden(self, hidden: bool, pick: tuple[int, int] | None = None) -> None:
        """Predict the next merge: while ``hidden``, the winner's windows and the rows
        after the round are not drawn; the windows of the class's ``pick`` are."""
        if hidden == self._quiz_hidden and (not hidden or pick == self.windows_pair):
            return
        self._quiz_hidden = hidden
        self.windows_pair = pick if hidden else None
        self._windows.clear()
        self._emit_all_changed(label=False)
        self.display_changed.emit()

    @property
    def has_round(self) -> bool:
        """True when a round runs on this stage (every stage but the last)."""
        return self._run is not None and self._stage < self._run.merge_count

    @property
    def finder(self) -> WindowFinder | None:
        """The run's window finder (shared with the candidate table), or None."""
        return self._finder

    def shown_pair(self) -> tuple[int, int] | None:
        """The pair whose windows are drawn: the picked candidate or the round's winner."""
        if not self.has_round:
            return None
        if self.windows_pair is not None or self._quiz_hidden:
            return self.windows_pair
        assert self._run is not None
        rule = self._run.rules[self._stage]
        return (rule.left, rule.right)

    def windows(self, document_index: int) -> tuple[Window, ...]:
        """Windows of :meth:`shown_pair` in one document at this stage (cached)."""
        pair = self.shown_pair()
        if pair is None or self._finder is None:
            return ()
        key = (document_index, self._stage, pair[0], pair[1])
        hit = self._windows.get(key)
        if hit is not None:
            return hit
        found = tuple(
            self._finder.document_windows(
                self._stage, pair[0], pair[1], document_index, self.tokens(document_index)
            )
        )
        self._windows[key] = found
        if len(self._windows) > CACHE_SIZE:
            self._windows.popitem(last=False)
        return found

    def document_text(
        self, document_index: int, limit: int = LABEL_TEXT_CHARS, *, one_line: bool = True
    ) -> str:
        """The start of a document's text, at most ``limit`` characters; bytes that are
        not text (control characters, invalid UTF-8) as ``⟨hex⟩`` like the chips
        (:func:`~bpe_viewer.core.characters.text_with_hex`); on one line, line breaks
        are shown as ``↵``."""
        assert self._run is not None
        whole = self._run.document_bytes(document_index)
        end = min(len(whole), limit * 4 + 4)
        for _ in range(3):  # not inside a character: a cut-off one is not invalid bytes
            if 0 < end < len(whole) and 0x80 <= whole[end] <= 0xBF:
                end -= 1
        data = whole[:end]
        text = text_with_hex(data)
        cut = text[:limit]
        if one_line:
            cut = cut.replace("\r\n", "\n").replace("\n", " ↵ ").replace("\t", " ")
        more = len(text) > limit or self._run.documents[document_index].byte_length > len(data)
        return cut + ("…" if more else "")

    @property
    def filter_text(self) -> str:
        """The filter in force ("" lists every document)."""
        return self._filter

    def set_filter(self, text: str) -> None:
        """Keep the documents whose ID, label, partition or text contains ``text``;
        ``token:ID`` (:data:`TOKEN_FILTER`) keeps those holding token ``ID`` at the stage
        (the list follows the stage)."""
        text = text.strip()
        if text == self._filter:
            return
        self.beginResetModel()
        self._filter = text
        self._rows = self._filtered_rows()
        self.endResetModel()

    def _filtered_rows(self) -> list[int]:
        run = self._run
        if run is None:
            return []
        if not self._filter:
            return list(range(len(run.documents)))
        by_token = TOKEN_FILTER.fullmatch(self._filter)
        if by_token is not None:
            token = int(by_token.group(1))
            return [i for i in range(len(run.documents)) if token in self.tokens(i)]
        needle = self._filter.casefold()
        if self._texts is None:
            self._texts = [
                run.document_bytes(i).decode("utf-8", "replace").casefold()
                for i in range(len(run.documents))
            ]
        rows = []
        for i, doc in enumerate(run.documents):
            if (
                needle in doc.doc_id.casefold()
                or needle in doc.label.casefold()
                or needle in doc.partition
                or needle in self._texts[i]
            ):
                rows.append(i)
        return rows

    def _emit_all_changed(self, *, label: bool = True) -> None:
        if not self._rows:
            return
        first = DocumentColumn.DOCUMENT if label else DocumentColumn.TOKENS
        self.dataChanged.emit(
            self.index(0, first), self.index(len(self._rows) - 1, DocumentColumn.TOKENS)
        )

    # -- data access for delegates and views
    def document_index(self, row: int) -> int:
        """Corpus index of the document shown in ``row``."""
        return self._rows[row]

    def row_of_document(self, document_index: int) -> int | None:
        """The row showing a document, or None when the filter hides it."""
        try:
            return self._rows.index(document_index)
        except ValueError:
            return None

    def tokens(self, document_index: int, stage: int | None = None) -> tuple[int, ...]:
        """A document's tokens at ``stage`` (default: the current one), cached."""
        assert self._run is not None
        stage = self._stage if stage is None else stage
        key = (document_index, stage)
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        toks = tuple(self._run.tokens_at(document_index, stage))
        self._cache[key] = toks
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return toks

    def new_token_id(self) -> int | None:
        """The token created by the previous round (highlighted), or None at stage 0."""
        return self._run.newest_token(self._stage) if self._run is not None else None

    def label_lines(self, row: int) -> tuple[str, str]:
        """The two lines of the document column: ID, then partition / sizes."""
        assert self._run is not None
        i = self._rows[row]
        doc = self._run.documents[i]
        n = len(self.tokens(i))
        # B and tok are units the class reads: a Russian class would read B as В.
        sizes = self.tr("{bytes} B → {tokens} tok").format(bytes=doc.byte_length, tokens=n)
        if not doc.counted:
            return doc.doc_id, self.tr("{partition} · not counted").format(partition=doc.partition)
        if self._has_split:
            return doc.doc_id, f"{doc.partition} · {sizes}"
        return doc.doc_id, sizes

    # -- cells, one helper per role
    def _row_count(self) -> int:
        return len(self._rows)

    def role_helpers(self) -> Mapping[int, RoleHelper]:
        """See :meth:`RunTableModel.role_helpers`."""
        R = Qt.ItemDataRole
        return {
            R.DisplayRole: self._display,
            R.ToolTipRole: self._tooltip,
            R.BackgroundRole: lambda row, _c: None if self._doc(row).counted else Palette.HELD_OUT,
            R.ForegroundRole: self._foreground,
            # A row wraps its chips onto many lines: its label stays at the top, in view.
            R.TextAlignmentRole: lambda _row, column: (
                ALIGN_TOP_LEFT if column == DocumentColumn.DOCUMENT else None
            ),
            Roles.RECORD: lambda row, _c: self._doc(row),
            Roles.TOKENS: lambda row, _c: self.tokens(self._rows[row]),
            Roles.MARK: lambda row, _c: None if self._doc(row).counted else "held-out",
            Roles.SORT: lambda row, _c: self._rows[row],
        }

    def _doc(self, row: int) -> Any:
        assert self._run is not None
        return self._run.documents[self._rows[row]]

    def _display(self, row: int, column: int) -> str:
        assert self._run is not None
        if column == DocumentColumn.DOCUMENT:
            return "\n".join((*self.label_lines(row), self.document_text(self._rows[row])))
        toks = self.tokens(self._rows[row])
        run = self._run
        shown = " ".join(readable(run.token_bytes(t)) for t in toks[:DISPLAY_TOKEN_LIMIT])
        return shown + (" …" if len(toks) > DISPLAY_TOKEN_LIMIT else "")

    def _tooltip(self, row: int, _column: int) -> str:
        doc = self._doc(row)
        tip = f"{doc.doc_id} ({doc.label}): {doc.byte_length} bytes, partition {doc.partition}"
        if not doc.counted:
            tip += "\nheld out: shown with the rules learned so far, not counted"
        return (
            tip + "\n\n" + self.document_text(self._rows[row], TOOLTIP_TEXT_CHARS, one_line=False)
        )

    def _foreground(self, row: int, column: int) -> Any:
        if column == DocumentColumn.DOCUMENT and not self._doc(row).counted:
            return Palette.HELD_OUT_TEXT
        return None
