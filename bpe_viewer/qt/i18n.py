"""The window's language: its translators, its glyphs and View ▸ Language.

:class:`LanguageSwitcher` installs the catalogues :mod:`bpe_viewer.languages` finds
(ours and Qt's own ``qtbase_<code>.qm``, so the standard dialogs' buttons follow) and
hands the core's messages ``QCoreApplication.translate`` (:func:`qt_translate`).
Installing or removing a translator sends ``QEvent.LanguageChange`` to every widget:
widgets with texts of their own retranslate them in ``changeEvent``, and the window
says the round on screen again (the round, the selection and the run never change).

Chinese and Japanese share Han characters whose forms differ; the application font
lists the Simplified Chinese face (Noto Sans CJK SC) right after its own family for
``zh_CN`` and the Japanese one (JP) for ``ja``, where installed, so Han characters are
drawn in the class's forms whatever face fontconfig would pick first.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QTranslator, Signal
from PySide6.QtGui import QAction, QActionGroup, QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from bpe_viewer.core.messages import english, set_translate
from bpe_viewer.languages import DEFAULT_LANGUAGE, LANGUAGES, choose_language, load_translators

__all__ = [
    "CJK_FAMILIES",
    "LanguageMenu",
    "LanguageSwitcher",
    "qt_translate",
    "start_language",
    "switcher",
]

#: The face that draws each language's Han characters in its own forms, by code.
CJK_FAMILIES: dict[str, tuple[str, ...]] = {
    "zh_CN": ("Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Source Han Sans CN"),
    "ja": ("Noto Sans CJK JP", "Noto Sans JP", "Source Han Sans JP", "Source Han Sans"),
}
#: The QLocale of each language (numbers, Qt's own texts, text direction).
LOCALES: dict[str, QLocale.Language] = {
    "en": QLocale.Language.English,
    "ru": QLocale.Language.Russian,
    "zh_CN": QLocale.Language.Chinese,
    "ja": QLocale.Language.Japanese,
}


def qt_translate(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
    """The core's translate callable in the window: ``QCoreApplication.translate``,
    with the English plural rule of :func:`~bpe_viewer.core.messages.english` for a
    message no installed catalogue translates (Qt would keep the ``(s)``)."""
    found = QCoreApplication.translate(context, text, disambiguation or None, n)
    untranslated = text.replace("%n", str(n)) if n >= 0 else text
    if found == untranslated:
        return english(context, text, disambiguation, n)
    return found


def installed_family(code: str) -> str | None:
    """The first of :data:`CJK_FAMILIES` for ``code`` that this system has, or None."""
    wanted = CJK_FAMILIES.get(code, ())
    if not wanted:
        return None
    present = set(QFontDatabase.families())
    return next((family for family in wanted if family in present), None)


class LanguageSwitcher(QObject):
    """Installs one language at a time in the application.

    Signals:
        changed(str): the language code, after its translators are installed.
    """

    changed = Signal(str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.language = DEFAULT_LANGUAGE
        #: True once a language was installed
        self.applied = False
        self._translators: list[QTranslator] = []
        self._plain_families: list[str] | None = None

    def apply(self, code: str) -> None:
        """Speak language ``code`` (one of :data:`~bpe_viewer.languages.LANGUAGES`):
        remove the previous translators, install this language's, set the default
        QLocale and the CJK face, and emit :attr:`changed`.

        Raises:
            ValueError: for an unknown code.
        """
        if code not in LANGUAGES:
            raise ValueError(f"unknown language {code!r}; expected {', '.join(LANGUAGES)}")
        app = QCoreApplication.instance()
        for old in self._translators:
            QCoreApplication.removeTranslator(old)
        self._translators = load_translators(code)
        for translator in self._translators:
            QCoreApplication.installTranslator(translator)
        # English is also what an unknown locale gets: its numbers stay the system's.
        system = QLocale.system()
        same = code == DEFAULT_LANGUAGE or system.language() == LOCALES[code]
        QLocale.setDefault(system if same else QLocale(LOCALES[code]))
        set_translate(qt_translate)
        if isinstance(app, QApplication):
            self._tag_glyphs(app, code)
            # Qt sends LanguageChange itself only while the event loop runs, and posts it
            # to the windows: every widget hears it now, before the window speaks again.
            for widget in app.topLevelWidgets():
                QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
        self.language = code
        self.applied = True
        self.changed.emit(code)

    def _tag_glyphs(self, app: QApplication, code: str) -> None:
        """List the language's CJK face right after the application font's own family
        (none for English and Russian)."""
        font = QFont(app.font())
        if self._plain_families is None:
            self._plain_families = list(font.families()) or [font.family()]
        families = list(self._plain_families)
        cjk = installed_family(code)
        if cjk is not None:
            families = [families[0], cjk, *[f for f in families[1:] if f != cjk]]
        if families != (list(font.families()) or [font.family()]):
            font.setFamilies(families)
            app.setFont(font)


class LanguageMenu(QMenu):
    """View ▸ Language: one checkable entry per language, each named in itself, the
    current one checked; picking one calls ``choose(code)``."""

    def __init__(
        self, switcher: LanguageSwitcher, choose: Callable[[str], object], parent: QWidget
    ) -> None:
        super().__init__(parent)
        self.setObjectName("menu_language")
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        for code, name in LANGUAGES.items():
            action = QAction(name, self)
            action.setObjectName(f"action_language_{code}")
            action.setData(code)
            action.setCheckable(True)
            self._group.addAction(action)
            self.addAction(action)
            action.triggered.connect(lambda _checked=False, code=code: choose(code))
        self.check(switcher.language)
        switcher.changed.connect(self.check)
        self.retranslate()

    def check(self, code: str) -> None:
        """Check the entry of language ``code``."""
        for action in self._group.actions():
            action.setChecked(action.data() == code)

    def retranslate(self) -> None:
        """The menu's title in the current language (the entries keep their own names)."""
        self.setTitle(self.tr("&Language"))
        self.menuAction().setToolTip(self.tr("The language of the window and its sentences"))

    def changeEvent(self, event: QEvent) -> None:
        """Retranslate on a language change."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


_SWITCHERS: dict[int, LanguageSwitcher] = {}


def switcher() -> LanguageSwitcher:
    """The application's one :class:`LanguageSwitcher` (the translators are the
    application's, not a window's)."""
    app = QCoreApplication.instance()
    key = id(app)
    found = _SWITCHERS.get(key)
    if found is None:
        found = _SWITCHERS[key] = LanguageSwitcher(app)
    return found


def start_language(saved: str, requested: str | None = None) -> str:
    """Install the language the window starts in, once per application: ``requested``
    (``gui --lang``), else ``saved`` (the setting), else the system locale's
    (:func:`~bpe_viewer.languages.choose_language`). A later window keeps the language
    already installed unless ``requested`` names another. Returns the code."""
    found = switcher()
    if requested is not None or not found.applied:
        found.apply(choose_language(requested, saved))
    return found.language
