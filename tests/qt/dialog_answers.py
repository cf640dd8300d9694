"""Answers to Qt's static file dialogs for window tests, recording what each was asked."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog


class Dialogs:
    """Answers Qt's static file dialogs and records what each was asked."""

    def __init__(self, monkeypatch):
        self.asked: list[tuple[str, str, str]] = []  # (kind, start, filters)
        self.answers: list[str] = []
        monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(self._open))
        monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(self._save))
        monkeypatch.setattr(QFileDialog, "getExistingDirectory", staticmethod(self._folder))

    def _next(self) -> str:
        return str(self.answers.pop(0)) if self.answers else ""

    def _open(self, _parent, _title, start, filters):
        self.asked.append(("open", start, filters))
        return self._next(), ""

    def _save(self, _parent, _title, start, filters):
        self.asked.append(("save", start, filters))
        return self._next(), ""

    def _folder(self, _parent, _title, start):
        self.asked.append(("folder", start, ""))
        return self._next()
