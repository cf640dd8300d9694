"""The languages bpe-viewer speaks, and its catalogues: QtCore only, no widgets.

The window (:mod:`bpe_viewer.qt.i18n`) and ``bpe-viewer explain --lang`` both choose
the language here and read the same compiled Qt Linguist catalogues,
``bpe_viewer/translations/bpe_viewer_<code>.qm`` (shipped as package data; made from
the ``.ts`` beside them by ``tools/update_translations.py``).

The language is the one asked for (``--lang``), else the one saved in the window's
settings, else the system locale's: the first of ``LC_ALL``, ``LC_MESSAGES`` and
``LANG`` that is set (as POSIX orders them), else ``QLocale.system()``; English when
the locale names a language without a catalogue.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QLibraryInfo, QLocale, QTranslator

from bpe_viewer.core.messages import Translate, english

__all__ = [
    "DEFAULT_LANGUAGE",
    "LANGUAGES",
    "catalogue_path",
    "catalogue_translate",
    "choose_language",
    "language_of",
    "load_translators",
    "system_language",
    "translations_folder",
]

#: Every language of the window, by code, with its name in itself (View ▸ Language).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "ru": "Русский",
    "zh_CN": "简体中文",
    "ja": "日本語",
}
DEFAULT_LANGUAGE = "en"
#: The environment variables that name the locale of messages, strongest first.
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def translations_folder() -> Path:
    """The folder of the catalogues (``.ts`` sources and compiled ``.qm``)."""
    return Path(__file__).resolve().parent / "translations"


def catalogue_path(code: str) -> Path:
    """The compiled catalogue of language ``code``, e.g. ``.../bpe_viewer_ru.qm``."""
    return translations_folder() / f"bpe_viewer_{code}.qm"


def language_of(locale_name: str) -> str | None:
    """The language code of a locale name, or None when it has no catalogue here.

    Args:
        locale_name: as in ``LANG`` or ``QLocale.name()``: ``ru_RU.UTF-8``,
            ``zh_CN``, ``zh-Hans-CN``, ``ja_JP.eucJP``, ``en_GB@euro``, ``C``.

    Returns:
        ``"ru"``, ``"zh_CN"`` (any Chinese locale: the Simplified catalogue is the only
        Chinese one), ``"ja"``, ``"en"``; None for ``C``, ``POSIX`` or a language
        without a catalogue.
    """
    name = locale_name.split(".", 1)[0].split("@", 1)[0].replace("-", "_")
    language = name.split("_", 1)[0].lower()
    if language == "zh":
        return "zh_CN"
    return language if language in LANGUAGES else None


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language of the system locale (:data:`LOCALE_VARIABLES`, then
    ``QLocale.system()``), :data:`DEFAULT_LANGUAGE` where it is unknown."""
    env = os.environ if environ is None else environ
    for variable in LOCALE_VARIABLES:
        value = env.get(variable, "")
        if value:
            return language_of(value) or DEFAULT_LANGUAGE
    if environ is not None:
        return DEFAULT_LANGUAGE
    return language_of(QLocale.system().name()) or DEFAULT_LANGUAGE


def choose_language(
    requested: str | None, saved: str | None = None, environ: Mapping[str, str] | None = None
) -> str:
    """The language to speak: ``requested`` (``--lang``), else ``saved`` (the
    window's setting, ``""`` or None for the system's), else :func:`system_language`.

    Raises:
        ValueError: for a requested code that is not in :data:`LANGUAGES`.
    """
    if requested:
        if requested not in LANGUAGES:
            raise ValueError(f"unknown language {requested!r}; expected {', '.join(LANGUAGES)}")
        return requested
    if saved and saved in LANGUAGES:
        return saved
    return system_language(environ)


def load_translators(code: str) -> list[QTranslator]:
    """The translators of language ``code``, loaded and not installed: ours (English
    has one too, for its plural forms), then Qt's own ``qtbase_<code>.qm`` from the
    PySide6 installation (the standard dialogs' buttons). A missing file is left out."""
    found: list[QTranslator] = []
    ours = QTranslator()
    if ours.load(str(catalogue_path(code))):
        found.append(ours)
    if code != DEFAULT_LANGUAGE:
        qt_own = QTranslator()
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt_own.load(f"qtbase_{code}", folder):
            found.append(qt_own)
    return found


def catalogue_translate(code: str) -> Translate:
    """A translate callable for the core's messages (:mod:`bpe_viewer.core.messages`)
    read from language ``code``'s catalogue without a QCoreApplication (the command
    line): a message the catalogue lacks is said in English.

    Raises:
        ValueError: for a code not in :data:`LANGUAGES`.
    """
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}; expected {', '.join(LANGUAGES)}")
    translator = QTranslator()
    loaded = translator.load(str(catalogue_path(code)))

    def translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
        found = translator.translate(context, text, disambiguation or None, n) if loaded else ""
        if not found:
            return english(context, text, disambiguation, n)
        return found.replace("%n", str(n)) if n >= 0 else found

    return translate
