"""Translatable sentences of the core, without Qt.

The core says things the class reads (the narration of each round, the quiz verdicts,
the stop reasons). Each group of them is a small class derived from :class:`Messages`
whose name is the group's *context* in the Qt Linguist catalogues
(``bpe_viewer/translations/*.ts``); its methods build every sentence with
:meth:`Messages.tr`, written ``self.tr("text", "", n)`` so that ``pyside6-lupdate``
finds each source text and its context exactly as it finds a widget's.

:meth:`Messages.tr` hands the text to a *translate* callable
``(context, text, disambiguation, n) -> str``: the one set by :func:`set_translate`
(the window sets ``QCoreApplication.translate``, ``bpe-viewer explain --lang`` a
catalogue read with QtCore), or :func:`english` when none is set, so the core on its
own keeps its English sentences unchanged. Named fields are filled with
:meth:`str.format` *after* translation (``self.tr("Round {round}").format(round=r)``),
so a translation may move them.

Counted phrases follow Qt's numerus convention: ``%n`` is the count and ``(s)`` marks
the English plural, e.g. ``self.tr("%n window(s)", "", n)`` reads "1 window",
"2 windows".
"""

from __future__ import annotations

import re
import threading
from collections.abc import Callable
from typing import ClassVar

__all__ = ["Messages", "Translate", "current_translate", "english", "set_translate"]

#: ``(context, source text, disambiguation, n) -> translated text`` with ``%n`` replaced
#: by ``n`` when ``n >= 0`` (the signature of ``QCoreApplication.translate``).
Translate = Callable[[str, str, str, int], str]

_ENGLISH_PLURAL = re.compile(r"\(s\)")


def english(context: str, text: str, disambiguation: str = "", n: int = -1) -> str:
    """The English text of a message: the source text itself, with ``%n`` replaced by
    ``n`` and each ``(s)`` removed when ``n`` is 1, else written ``s`` (when ``n >= 0``).

    Args:
        context: the message's context (unused: English is the source language).
        text: the source text.
        disambiguation: unused.
        n: the count of a counted phrase, or -1.

    Returns:
        For example ``english("Narration", "%n window(s)", "", 2) == "2 windows"``.
    """
    del context, disambiguation
    if n < 0:
        return text
    return _ENGLISH_PLURAL.sub("" if n == 1 else "s", text.replace("%n", str(n)))


_lock = threading.Lock()
_current: Translate = english


def set_translate(translate: Translate | None) -> None:
    """Make ``translate`` the one every :class:`Messages` uses from now on (None:
    English again). The window sets it when it installs a language."""
    global _current
    with _lock:
        _current = translate if translate is not None else english


def current_translate() -> Translate:
    """The translate callable :class:`Messages` use now (:func:`english` by default)."""
    return _current


class Messages:
    """Base of the core's message groups; the subclass's name is the context.

    Args:
        translate: a translate callable for this object only; None uses the one set by
            :func:`set_translate` at each call.
    """

    context: ClassVar[str] = "Messages"

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        cls.context = cls.__name__

    def __init__(self, translate: Translate | None = None) -> None:
        self._translate = translate

    def tr(self, text: str, disambiguation: str = "", n: int = -1) -> str:
        """``text`` in the current language (``%n`` replaced by ``n`` when ``n >= 0``).

        Args:
            text: the English source text, a literal (``pyside6-lupdate`` reads it).
            disambiguation: tells two equal source texts of one context apart.
            n: the count of a counted phrase (Qt's numerus forms), or -1.
        """
        translate = self._translate or _current
        return translate(self.context, text, disambiguation, n)
