"""Find in the hex view: the Find box's text read as hex bytes or text, and the next or
previous match in the document shown, or in the next document that holds one
(:class:`HexFindMixin`, mixed into :class:`~bpe_viewer.qt.widgets.hex_view.HexView`).

The messages are the hex view's own (translation context ``HexView``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, SignalInstance
from PySide6.QtWidgets import QCheckBox, QComboBox, QLineEdit

from bpe_viewer.core.hexdump import (
    SearchPattern,
    count_matches,
    find_match,
    parse_hex_pattern,
    text_search_pattern,
)
from bpe_viewer.qt.models.hex_bytes import HexBytesModel

#: Documents up to this size are counted for the "match 3 of 12" line (bytes).
COUNT_MATCHES_BYTES = 5_000_000


class HexFindMixin:
    """Find for the hex view (listed before the Qt class: ``class HexView(HexFindMixin,
    QWidget)``). The view gives the model, the Find controls and the moves below; the
    mixin keeps the match shown (``_match``, ``(offset, length)``) and the bytes of the
    document searched (``_data_cache``)."""

    model: HexBytesModel
    find_edit: QLineEdit
    find_mode: QComboBox
    case_box: QCheckBox
    all_box: QCheckBox
    document_shown: SignalInstance
    _match: tuple[int, int] | None
    _data_cache: tuple[int, int, bytes] | None

    if TYPE_CHECKING:

        def fill_pending(self) -> None: ...
        def set_document(self, document_index: int) -> None: ...
        def go_to(self, offset: int) -> None: ...
        def _say(self, text: str, *, error: bool = False) -> None: ...

    def _clear_match(self) -> None:
        self._match = None
        self.model.set_found(None)

    def _document_data(self) -> bytes:
        run = self.model.run
        assert run is not None
        key = (id(run), self.model.document_index)
        cache = self._data_cache
        if cache is None or cache[:2] != key:
            cache = (*key, run.document_bytes(self.model.document_index))
            self._data_cache = cache
        return cache[2]

    def pattern(self) -> bytes:
        """The Find pattern as bytes.

        In Hex mode a pattern that is hex bytes (``d0 b0``) is searched as those bytes,
        and any other text (``river``, ``мир``) as its UTF-8 bytes, as the box's
        placeholder promises; Text mode always searches the UTF-8 bytes, which is how to
        find a word that is also hex (``cafe``).

        Raises:
            ValueError: for an empty pattern.
        """
        return self._pattern()[0]

    def _pattern(self) -> tuple[bytes, str]:
        """The Find pattern as bytes and how it was read: "hex", "text" or "text, not hex"."""
        text = self.find_edit.text()
        if not text.strip():
            raise ValueError("empty pattern")
        if self.find_mode.currentIndex() == 0:  # Hex
            try:
                return parse_hex_pattern(text), "hex"
            except ValueError:
                return text.encode("utf-8"), "text, not hex"
        return text.encode("utf-8"), "text"

    def search_pattern(self) -> tuple[SearchPattern, str]:
        """What Find searches: hex bytes exactly, text in any case unless Match case is on
        (:func:`~bpe_viewer.core.hexdump.text_search_pattern`), and how it was read.

        Raises:
            ValueError: for an empty pattern.
        """
        data, reading = self._pattern()
        if reading == "hex":
            return data, reading
        return text_search_pattern(
            self.find_edit.text(), match_case=self.case_box.isChecked()
        ), reading

    def find_next(self) -> None:
        """Find the next match after the current one (wrapping at the end)."""
        self._find(backward=False)

    def find_previous(self) -> None:
        """Find the match before the current one (wrapping at the start)."""
        self._find(backward=True)

    def _find_elsewhere(
        self, pattern: SearchPattern, *, backward: bool
    ) -> tuple[int, tuple[int, int]] | None:
        """The first match in the documents after (or before) this one, in order and
        around, with the document's index."""
        run = self.model.run
        assert run is not None
        here, n = self.model.document_index, len(run.documents)
        for step in range(1, n):
            index = (here - step if backward else here + step) % n
            data = run.document_bytes(index)
            start = len(data) + 1 if backward else 0
            found = find_match(data, pattern, start, backward=backward, wrap=False)
            if found is not None:
                return index, found
        return None

    def _find(self, *, backward: bool) -> None:
        self.fill_pending()
        if self.model.run is None:
            return
        try:
            pattern, reading = self.search_pattern()
        except ValueError as err:
            self._say(str(err), error=True)
            return
        current = self.model.current_offset
        if self._match is not None:
            start = self._match[0] if backward else self._match[0] + 1
        else:
            start = current if current is not None else 0
        everywhere = self.all_box.isChecked() and len(self.model.run.documents) > 1
        data = self._document_data()
        found = find_match(data, pattern, start, backward=backward, wrap=not everywhere)
        moved = False
        if found is None and everywhere:
            elsewhere = self._find_elsewhere(pattern, backward=backward)
            if elsewhere is not None:
                document, found = elsewhere
                self.set_document(document)
                self.document_shown.emit(document)
                data, moved = self._document_data(), True
            else:  # only this document holds a match: around it
                found = find_match(data, pattern, start, backward=backward)
        shown = self.find_edit.text()
        how = ""
        if reading == "text, not hex":
            how = QCoreApplication.translate("HexView", " (searched as text: not hex bytes)")
        elif reading == "hex" and shown.strip().isalpha():
            how = QCoreApplication.translate(
                "HexView", " (read as hex bytes; choose Text to find it as text)"
            )
        if found is None:
            self._clear_match()
            if everywhere:
                none = QCoreApplication.translate(
                    "HexView", "no match for {text} in any document{how}"
                )
            else:
                none = QCoreApplication.translate(
                    "HexView", "no match for {text} in this document{how}"
                )
            self._say(none.format(text=repr(shown), how=how), error=True)
            return
        offset = found[0]
        wrapped = not moved and (offset < start if not backward else offset >= start)
        self._match = found
        self.model.set_found(self._match)
        self.go_to(offset)
        count = count_matches(data, pattern) if len(data) <= COUNT_MATCHES_BYTES else None
        total = (
            QCoreApplication.translate("HexView", " of {count}").format(count=f"{count:,}")
            if count is not None
            else ""
        )
        note = QCoreApplication.translate("HexView", " (wrapped around)") if wrapped else ""
        if moved:
            doc = self.model.run.documents[self.model.document_index]
            note = QCoreApplication.translate("HexView", " in {id}").format(id=doc.doc_id)
        match = QCoreApplication.translate(
            "HexView", "match at offset {offset} ({hex}){total}{note}{how}"
        )
        self._say(
            match.format(offset=f"{offset:,}", hex=f"0x{offset:x}", total=total, note=note, how=how)
        )
