"""Typed wrapper over QSettings (CONVENTIONS habit 12).

Settings hold UI state and the defaults for new runs only; the tie policy and merge
count a run actually used are recorded in the run itself.

Every stored value is read defensively through one reader (:meth:`Settings._read`): a
value of the wrong type, out of its choices or that cannot be parsed at all (deeply
nested JSON, a list where a number belongs) is dropped from the store with one line on
standard error, and the default is used, so a damaged settings file never stops the
window from starting. A settings file that is not a regular file (a FIFO, which would
block, a device or a folder) is not read at all: the defaults are used for the session.
"""

from __future__ import annotations

import dataclasses
import json
import os
import re
import sys
import tempfile
from collections.abc import Callable
from typing import Any, TypeVar

from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from bpe_viewer.core import TIE_POLICIES
from bpe_viewer.core.corpus import DOCUMENT_UNITS, is_document_unit
from bpe_viewer.core.spec import DEFAULT_SPEC, TrainingSpec
from bpe_viewer.core.ties import WORD_TIE_POLICIES
from bpe_viewer.languages import LANGUAGES

RECENT_LIMIT = 10

_T = TypeVar("_T")
_DIGITS = re.compile(r"-?[0-9]{1,12}\Z", re.ASCII)
_TRUE = ("1", "true", "yes")
_FALSE = ("0", "false", "no", "")


class BadValue(ValueError):
    """A stored settings value that cannot be used; ``str(err)`` says why."""


class Settings:
    """Typed access to the application settings.

    Args:
        path: an INI file to use (tests pass one in a temporary folder); None uses the
            platform's native store for organisation "bpe-viewer".
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        file = os.fspath(path) if path is not None else _native_file()
        problem = _store_problem(file) if file is not None else None
        if problem is not None:
            # A FIFO would block the window before it opens; a folder holds no settings.
            from bpe_viewer.core.safeio import print_line

            print_line(
                f"bpe-viewer: settings: {problem}; the defaults are used and nothing is kept",
                file=sys.stderr,
            )
            self._spare = tempfile.TemporaryDirectory(prefix="bpe-viewer-settings-")
            spare = os.path.join(self._spare.name, "settings.ini")
            self._qs = QSettings(spare, QSettings.Format.IniFormat)
        elif path is None:
            self._qs = QSettings("bpe-viewer", "bpe-viewer")
        else:
            self._qs = QSettings(os.fspath(path), QSettings.Format.IniFormat)

    def sync(self) -> None:
        self._qs.sync()

    # -- the one reader
    def _read(self, key: str, default: _T, parse: Callable[[object], _T]) -> _T:
        """The value stored at ``key`` made into its type by ``parse``, else ``default``.

        A missing value gives ``default`` quietly. A value ``parse`` refuses (it raises
        :class:`BadValue`, or anything else goes wrong reading it: a RecursionError from
        deeply nested JSON, a MemoryError) is removed from the store and named in one
        line on standard error, then ``default`` is used.
        """
        try:
            raw = self._qs.value(key)
        except Exception as err:  # a value QSettings itself cannot read
            self._drop(key, f"cannot be read ({type(err).__name__})")
            return default
        if raw is None:
            return default
        try:
            return parse(raw)
        except BadValue as err:
            self._drop(key, str(err))
        except (RecursionError, MemoryError):
            self._drop(key, "nested too deeply or too large")
        except Exception as err:
            self._drop(key, f"cannot be read ({type(err).__name__})")
        return default

    def _drop(self, key: str, why: str) -> None:
        from bpe_viewer.core.safeio import print_line

        where = self._qs.fileName()
        print_line(
            f"bpe-viewer: settings {where}: {key} {why}; dropped, the default is used",
            file=sys.stderr,
        )
        try:
            self._qs.remove(key)
        except Exception:  # a read-only store: the default is used all the same
            pass

    # -- helpers
    def _int(self, key: str, default: int, lo: int, hi: int) -> int:
        def parse(raw: object) -> int:
            if isinstance(raw, int) and not isinstance(raw, bool):
                value = raw
            elif isinstance(raw, str) and _DIGITS.match(raw.strip()):
                value = int(raw.strip())
            else:
                raise BadValue(f"is {_shown(raw)}, not a whole number")
            return min(max(value, lo), hi)

        return self._read(key, default, parse)

    def _bool(self, key: str, default: bool) -> bool:
        def parse(raw: object) -> bool:
            if isinstance(raw, bool):
                return raw
            if isinstance(raw, int) and raw in (0, 1):
                return bool(raw)
            if isinstance(raw, str) and raw.strip().lower() in _TRUE + _FALSE:
                return raw.strip().lower() in _TRUE
            raise BadValue(f"is {_shown(raw)}, not true or false")

        return self._read(key, default, parse)

    def _choice(self, key: str, default: str, choices: tuple[str, ...]) -> str:
        def parse(raw: object) -> str:
            if isinstance(raw, str) and raw in choices:
                return raw
            raise BadValue(f"is {_shown(raw)}, not one of {', '.join(choices)}")

        return self._read(key, default, parse)

    def _bytes(self, key: str) -> QByteArray | None:
        def parse(raw: object) -> QByteArray | None:
            if isinstance(raw, QByteArray):
                return None if raw.isEmpty() else raw
            raise BadValue(f"is {_shown(raw)}, not saved window state")

        return self._read(key, None, parse)

    # -- the training settings for new runs (the whole TrainingSpec)
    def _spec_field(self, name: str) -> Any:
        """The stored value of the spec setting ``name`` (key ``training/NAME``), checked
        by :class:`~bpe_viewer.core.spec.TrainingSpec` itself (the one validator), else
        its default (a bad value is dropped through :meth:`_read`)."""
        default = getattr(DEFAULT_SPEC, name)

        def parse(raw: object) -> Any:
            value = _spec_value(name, raw)
            try:
                DEFAULT_SPEC.replace(**{name: value})
            except (TypeError, ValueError) as err:
                raise BadValue(f"is {_shown(raw)}: {err}") from None
            return value

        return self._read(f"training/{name}", default, parse)

    @property
    def spec(self) -> TrainingSpec:
        """Every Training Settings field as one spec: what files opened from the window
        train with (docs/rules.md s2-s5), read back after a restart.

        Each setting is stored under its own key ``training/NAME`` (a TrainingSpec field
        name), so a settings file of an earlier version, which held only the merges, tie,
        unit and word tie, still gives those. A vocabulary size too small for the stored
        special tokens is dropped (one line on standard error) and the merges used.
        """
        names = [f.name for f in dataclasses.fields(TrainingSpec) if f.name != "unit"]
        values = {name: self._spec_field(name) for name in names}
        unit = self.unit  # its own reader: a separator unit is kept (the spec has none)
        values["unit"] = unit if unit in DOCUMENT_UNITS else DEFAULT_SPEC.unit
        try:
            return TrainingSpec(**values)
        except ValueError as err:
            self._drop("training/vocab_size", str(err))
            values["vocab_size"] = None
            return TrainingSpec(**values)

    @spec.setter
    def spec(self, value: TrainingSpec) -> None:
        stored_unit = self.unit
        shown_unit = stored_unit if stored_unit in DOCUMENT_UNITS else DEFAULT_SPEC.unit
        for name, raw in value.to_json().items():
            if name == "unit":
                # a separator unit stored (which a spec cannot hold, :attr:`unit`) stays
                # unless another unit is chosen
                if value.unit != shown_unit:
                    self.unit = value.unit
            elif name == "special_tokens":
                self._qs.setValue("training/special_tokens", json.dumps(raw))
            else:
                self._qs.setValue(f"training/{name}", "" if raw is None else raw)

    @property
    def merges(self) -> int:
        """The stored spec's merge count setting (:attr:`spec`)."""
        return self.spec.merges

    @merges.setter
    def merges(self, value: int) -> None:
        self.spec = self.spec.replace(merges=int(value), vocab_size=None)

    @property
    def tie(self) -> str:
        """The stored spec's tie policy (:attr:`spec`)."""
        return self.spec.tie

    @tie.setter
    def tie(self, value: str) -> None:
        if value not in TIE_POLICIES:
            raise ValueError(f"unknown tie policy {value!r}")
        self.spec = self.spec.replace(tie=value)

    @property
    def compare_ties(self) -> tuple[str, ...]:
        """The tie policies Compare ▸ Tie policies trains (two to five, in
        ``TIE_POLICIES`` order); all five when unset or unreadable."""

        def parse(raw: object) -> tuple[str, ...]:
            # QSettings reads "a,b" back from an INI file as the list ["a", "b"].
            items = raw if isinstance(raw, list) else [raw]
            if not all(isinstance(t, str) for t in items):
                raise BadValue(f"is {_shown(raw)}, not a list of tie policies")
            chosen = {t.strip() for item in items for t in str(item).split(",")}
            ties = tuple(t for t in TIE_POLICIES if t in chosen)
            if len(ties) < 2:
                raise BadValue(f"is {_shown(raw)}, not two to five tie policies")
            return ties

        return self._read("compare/ties", TIE_POLICIES, parse)

    @compare_ties.setter
    def compare_ties(self, value: tuple[str, ...]) -> None:
        unknown = [t for t in value if t not in TIE_POLICIES]
        if unknown:
            raise ValueError(f"unknown tie policy {unknown[0]!r}")
        self._qs.setValue("compare/ties", ",".join(value))

    @property
    def word_tie(self) -> str:
        """Tie order of word-frequency tables (docs/rules.md s3.3), apart from ``tie``."""
        return self.spec.word_tie

    @word_tie.setter
    def word_tie(self, value: str) -> None:
        if value not in WORD_TIE_POLICIES:
            raise ValueError(f"unknown word tie policy {value!r}")
        self.spec = self.spec.replace(word_tie=value)

    @property
    def unit(self) -> str:
        """The document unit new plain-text files are cut by (a separator unit too)."""

        def parse(raw: object) -> str:
            if isinstance(raw, str) and is_document_unit(raw):
                return raw
            raise BadValue(f"is {_shown(raw)}, not a document unit")

        return self._read("training/unit", DEFAULT_SPEC.unit, parse)

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
    def notes_to_class(self) -> bool:
        """Show the note of the round and of the run in the projected window, under the
        narration (View ▸ Show Note to the Class). Off until the teacher ticks it: a
        note may hold the answer of a quiz round; the presenter view always shows it."""
        return self._bool("view/notes_to_class", False)

    @notes_to_class.setter
    def notes_to_class(self, value: bool) -> None:
        self._qs.setValue("view/notes_to_class", bool(value))

    @property
    def high_contrast(self) -> bool:
        """View ▸ High Contrast: the palette for a projector (off by default)."""
        return self._bool("view/high_contrast", False)

    @high_contrast.setter
    def high_contrast(self, value: bool) -> None:
        self._qs.setValue("view/high_contrast", bool(value))

    @property
    def before_after(self) -> bool:
        """Show each document before and after the round."""
        return self._bool("view/before_after", False)

    @before_after.setter
    def before_after(self, value: bool) -> None:
        self._qs.setValue("view/before_after", bool(value))

    @property
    def language(self) -> str:
        """The window's language chosen in View ▸ Language (a code of
        :data:`~bpe_viewer.languages.LANGUAGES`), or ``""``: the system locale's."""
        return self._choice("view/language", "", ("", *LANGUAGES))

    @language.setter
    def language(self, value: str) -> None:
        if value and value not in LANGUAGES:
            raise ValueError(f"unknown language {value!r}")
        self._qs.setValue("view/language", value)

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
        return self._bytes("window/geometry")

    @geometry.setter
    def geometry(self, value: QByteArray) -> None:
        self._qs.setValue("window/geometry", value)

    @property
    def splitter_state(self) -> QByteArray | None:
        return self._bytes("window/splitter")

    @splitter_state.setter
    def splitter_state(self, value: QByteArray) -> None:
        self._qs.setValue("window/splitter", value)

    def _text(self, key: str) -> str:
        """A folder name stored at ``key`` (read through :meth:`_read`), else ``""``."""

        def parse(raw: object) -> str:
            if isinstance(raw, str) and "\x00" not in raw:
                return raw
            raise BadValue(f"is {_shown(raw)}, not a folder name")

        return self._read(key, "", parse)

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
        def parse(raw: object) -> dict[str, str]:
            if not isinstance(raw, str):
                raise BadValue(f"is {_shown(raw)}, not a JSON object")
            if not raw:
                return {}
            try:
                value = json.loads(raw)
            except ValueError:
                raise BadValue("is not JSON") from None
            if not isinstance(value, dict) or not all(
                isinstance(k, str) and isinstance(v, str) and is_document_unit(v)
                for k, v in value.items()
            ):
                raise BadValue("is not a JSON object of file names and document units")
            return value

        return self._read("training/file_units", {}, parse)

    @property
    def recent_files(self) -> list[str]:
        def parse(raw: object) -> list[str]:
            items = ([raw] if raw else []) if isinstance(raw, str) else raw
            if not isinstance(items, list) or not all(
                isinstance(p, str) and "\x00" not in p for p in items
            ):
                raise BadValue(f"is {_shown(raw)}, not a list of file names")
            return [p for p in items if p][:RECENT_LIMIT]

        return self._read("files/recent", [], parse)

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


def _spec_value(name: str, raw: object) -> Any:
    """A stored spec setting as its type: QSettings gives back an INI file's numbers as
    text, ``""`` for a setting that is None, and the special tokens as a JSON list of hex
    strings (:meth:`TrainingSpec.to_json`). Raises BadValue for what is none of these."""
    if name in ("merges", "keep", "vocab_size"):
        if name == "vocab_size" and raw == "":
            return None
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and _DIGITS.match(raw.strip()):
            value = int(raw.strip())
            return min(max(value, 0), 1_000_000) if name == "merges" else value
        raise BadValue(f"is {_shown(raw)}, not a whole number")
    if name == "normalize" and raw == "":
        return None
    if name == "special_tokens":
        if not isinstance(raw, str):
            raise BadValue(f"is {_shown(raw)}, not a JSON list of hex strings")
        try:
            return TrainingSpec.from_json({name: json.loads(raw)}).special_tokens
        except ValueError as err:  # not JSON, not a list of hex strings, a repeat
            raise BadValue(f"is {_shown(raw)}: {err}") from None
    if not isinstance(raw, str):
        raise BadValue(f"is {_shown(raw)}, not text")
    return raw


def _native_file() -> str | None:
    """The file of the native store where it is a file (Linux and other Unix systems:
    ``$XDG_CONFIG_HOME/bpe-viewer/bpe-viewer.conf``); None where it is not (the Windows
    registry, macOS property lists)."""
    if sys.platform in ("win32", "darwin"):
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return os.path.join(folder, "bpe-viewer", "bpe-viewer.conf") if folder else None


def _store_problem(file: str) -> str | None:
    """Why the settings file cannot be read (a FIFO, a device, a folder), else None; a
    missing file is fine (it is made on the first change)."""
    from bpe_viewer.core.safeio import InputError, input_kind

    if not os.path.lexists(file):
        return None
    try:
        kind = input_kind(file)
    except InputError as err:
        return str(err)
    return f"{file}: is a folder, not a file; not read" if kind == "folder" else None


def _shown(raw: object) -> str:
    """A stored value for a message: its type, and the start of its text."""
    if isinstance(raw, str):
        text = raw if len(raw) <= 40 else raw[:40] + "…"
        return repr(text)
    if isinstance(raw, list):
        return f"a list of {len(raw)}"
    return f"a {type(raw).__name__}"
