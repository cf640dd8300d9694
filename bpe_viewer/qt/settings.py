"""Typed wrapper over QSettings (CONVENTIONS habit 12).

Settings hold UI state and the defaults for new runs only; the tie policy and merge
count a run actually used are recorded in the run itself.
"""

from __future__ import annotations

import json
import os

from PySide6.QtCore import QByteArray, QSettings

from bpe_viewer.core import TIE_POLICIES
from bpe_viewer.core.corpus import is_document_unit
from bpe_viewer.core.ties import WORD_TIE_POLICIES

RECENT_LIMIT = 10


class Settings:
    """Typed access to the application settings.

    Args:
        path: an INI file to use (tests pass one in a temporary folder); None uses the
            platform's native store for organisation "bpe-viewer".
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        if path is None:
            self._qs = QSettings("bpe-viewer", "bpe-viewer")
        else:
            self._qs = QSettings(os.fspath(path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        self._qs.sync()

    # -- helpers
    def _int(self, key: str, default: int, lo: int, hi: int) -> int:
        raw = self._qs.value(key, default)
        if not isinstance(raw, (int, str)):
            return default
        try:
            value = int(raw)
        except ValueError:
            return default
        return min(max(value, lo), hi)

    def _bool(self, key: str, default: bool) -> bool:
        raw = self._qs.value(key, default)
        if isinstance(raw, str):
            return raw.lower() in ("1", "true", "yes")
        return bool(raw)

    def _choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        raw = self._qs.value(key, default)
        return raw if raw in choices else default

    # -- defaults for new runs
    @property
    def merges(self) -> int:
        return self._int("training/merges", 50, 0, 1_000_000)

    @merges.setter
    def merges(self, value: int) -> None:
        self._qs.setValue("training/merges", int(value))

    @property
    def tie(self) -> str:
        return self._choice("training/tie", "smallest", TIE_POLICIES)

    @tie.setter
    def tie(self, value: str) -> None:
        if value not in TIE_POLICIES:
            raise ValueError(f"unknown tie policy {value!r}")
        self._qs.setValue("training/tie", value)

    @property
    def compare_ties(self) -> tuple[str, ...]:
        """The tie policies Compare ▸ Tie policies trains (two to five, in
        ``TIE_POLICIES`` order); all five when unset or unreadable."""
        raw = self._qs.value("compare/ties", "")
        chosen = {t.strip() for t in str(raw).split(",")}
        ties = tuple(t for t in TIE_POLICIES if t in chosen)
        return ties if len(ties) >= 2 else TIE_POLICIES

    @compare_ties.setter
    def compare_ties(self, value: tuple[str, ...]) -> None:
        unknown = [t for t in value if t not in TIE_POLICIES]
        if unknown:
            raise ValueError(f"unknown tie policy {unknown[0]!r}")
        self._qs.setValue("compare/ties", ",".join(value))

    @property
    def word_tie(self) -> str:
        """Tie order of word-frequency tables (docs/rules.md s3.3), apart from ``tie``."""
        return self._choice("training/word_tie", "alphabetical-first", WORD_TIE_POLICIES)

    @word_tie.setter
    def word_tie(self, value: str) -> None:
        if value not in WORD_TIE_POLICIES:
            raise ValueError(f"unknown word tie policy {value!r}")
        self._qs.setValue("training/word_tie", value)

    @property
    def unit(self) -> str:
        raw = self._qs.value("training/unit", "file")
        return raw if isinstance(raw, str) and is_document_unit(raw) else "file"

    @unit.setter
    def unit(self, value: str) -> None:
        if not is_document_unit(value):
            raise ValueError(f"unknown document unit {value!r}")
        self._qs.setValue("training/unit", value)

    # -- view state
    @property
    def show_token_ids(self) -> bool:
        return self._bool("view/show_token_ids", False)

    @show_token_ids.setter
    def show_token_ids(self, value: bool) -> None:
        self._qs.setValue("view/show_token_ids", bool(value))

    @property
    def show_byte_entries(self) -> bool:
        return self._bool("view/show_byte_entries", False)

    @show_byte_entries.setter
    def show_byte_entries(self, value: bool) -> None:
        self._qs.setValue("view/show_byte_entries", bool(value))

    @property
    def animate_merges(self) -> bool:
        """Animate the merge when stepping one round (under 300 ms)."""
        return self._bool("view/animate_merges", True)

    @animate_merges.setter
    def animate_merges(self, value: bool) -> None:
        self._qs.setValue("view/animate_merges", bool(value))

    @property
    def notes_editor(self) -> bool:
        """Show the teacher's notes editor under the narration (off until a teacher turns
        it on: on a small screen its two boxes would take the document rows' room)."""
        return self._bool("view/notes_editor", False)

    @notes_editor.setter
    def notes_editor(self, value: bool) -> None:
        self._qs.setValue("view/notes_editor", bool(value))

    @property
    def before_after(self) -> bool:
        """Show each document before and after the round."""
        return self._bool("view/before_after", False)

    @before_after.setter
    def before_after(self, value: bool) -> None:
        self._qs.setValue("view/before_after", bool(value))

    @property
    def text_zoom_percent(self) -> int:
        """Text size of the training views, in percent of normal (100 to 250)."""
        return self._int("view/text_zoom_percent", 100, 100, 250)

    @text_zoom_percent.setter
    def text_zoom_percent(self, value: int) -> None:
        self._qs.setValue("view/text_zoom_percent", int(value))

    @property
    def play_interval_ms(self) -> int:
        return self._int("view/play_interval_ms", 700, 20, 10_000)

    @play_interval_ms.setter
    def play_interval_ms(self, value: int) -> None:
        self._qs.setValue("view/play_interval_ms", int(value))

    @property
    def geometry(self) -> QByteArray | None:
        raw = self._qs.value("window/geometry")
        return raw if isinstance(raw, QByteArray) and not raw.isEmpty() else None

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._qs.setValue("window/geometry", value)

    @property
    def splitter_state(self) -> QByteArray | None:
        raw = self._qs.value("window/splitter")
        return raw if isinstance(raw, QByteArray) and not raw.isEmpty() else None

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._qs.setValue("window/splitter", value)

    def _text(self, key: str) -> str:
        raw = self._qs.value(key, "")
        return raw if isinstance(raw, str) else ""

    @property
    def open_folder(self) -> str:
        """The folder the last file or folder was opened from ("" before the first)."""
        return self._text("files/open_folder") or self._text("files/last_folder")

    @open_folder.setter
    def open_folder(self, value: str) -> None:
        self._qs.setValue("files/open_folder", value)

    @property
    def save_folder(self) -> str:
        """The folder the last run, trace, image or table was saved or exported into
        ("" before the first save: the dialogs then start in the home folder)."""
        return self._text("files/save_folder")

    @save_folder.setter
    def save_folder(self, value: str) -> None:
        self._qs.setValue("files/save_folder", value)

    # -- recent files
    def file_unit(self, path: str | os.PathLike[str]) -> str | None:
        """The document unit chosen before for the text file ``path``, or None."""
        unit = self._file_units().get(os.path.abspath(path))
        return unit if unit is not None and is_document_unit(unit) else None

    def set_file_unit(self, path: str | os.PathLike[str], unit: str) -> None:
        """Remember ``unit`` for the text file ``path`` (the last 200 files are kept)."""
        if not is_document_unit(unit):
            raise ValueError(f"unknown document unit {unit!r}")
        units = self._file_units()
        key = os.path.abspath(path)
        units.pop(key, None)
        units[key] = unit
        kept = dict(list(units.items())[-200:])
        self._qs.setValue("training/file_units", json.dumps(kept))

    def _file_units(self) -> dict[str, str]:
        raw = self._qs.value("training/file_units", "")
        try:
            value = json.loads(raw) if isinstance(raw, str) and raw else {}
        except ValueError:
            return {}
        if not isinstance(value, dict):
            return {}
        return {str(k): str(v) for k, v in value.items()}

    @property
    def recent_files(self) -> list[str]:
        raw = self._qs.value("files/recent", [])
        if isinstance(raw, str):
            raw = [raw] if raw else []
        if not isinstance(raw, list):
            return []
        return [str(p) for p in raw if p][:RECENT_LIMIT]

    def add_recent_file(self, path: str) -> list[str]:
        """Put ``path`` first in the recent-file list (deduplicated, at most 10).

        A relative path is stored absolute, so it still opens from another folder.
        """
        path = os.path.abspath(path)
        items = [p for p in self.recent_files if p != path]
        items.insert(0, path)
        items = items[:RECENT_LIMIT]
        self._qs.setValue("files/recent", items)
        return items

    def clear_recent_files(self) -> None:
        self._qs.setValue("files/recent", [])
