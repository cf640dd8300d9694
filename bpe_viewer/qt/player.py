"""Play through the rounds: a timer stepping the round cursor, at a chosen speed."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QTimer
from PySide6.QtGui import QAction

from bpe_viewer.qt.cursor import RoundCursor
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.translatable import QT_TRANSLATE_NOOP
from bpe_viewer.qt.widgets.navigation import SPEEDS, NavigationBar

PLAY_TEXT = QT_TRANSLATE_NOOP("Actions", "▶ Play")
PAUSE_TEXT = QT_TRANSLATE_NOOP("Actions", "‖ Pause")


class Player(QObject):
    """Steps ``cursor`` one stage per tick while the checkable ``play`` action is on.

    Starting at the last stage starts again from stage 0; reaching the last stage
    stops. The speed is the navigation bar's speed box, kept in the settings.

    Args:
        cursor: the cursor to step.
        play: the checkable Play action (its text becomes Pause while playing).
        navigation: the bar holding the speed box.
        settings: where the chosen interval is kept.
    """

    def __init__(
        self,
        cursor: RoundCursor,
        play: QAction,
        navigation: NavigationBar,
        settings: Settings,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.cursor = cursor
        self.play = play
        self.navigation = navigation
        self.settings = settings
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        play.toggled.connect(self.set_playing)
        navigation.speed.currentIndexChanged.connect(self._speed_changed)

    def set_playing(self, on: bool) -> None:
        """Start (from stage 0 when at the end) or stop playing."""
        if on:
            if self.cursor.maximum == 0:
                self.play.setChecked(False)
                return
            if self.cursor.at_end:
                self.cursor.first()
            self.timer.start(self.navigation.interval())
        else:
            self.timer.stop()
        self.show_state()

    def show_state(self) -> None:
        """Play's text in the window's language: Pause while playing, else Play (also
        after a change of language)."""
        text = PAUSE_TEXT if self.timer.isActive() else PLAY_TEXT
        self.play.setText(QCoreApplication.translate("Actions", text))

    def change_speed(self, delta: int) -> None:
        """Select the next faster (``delta`` 1) or slower (-1) speed."""
        combo = self.navigation.speed
        combo.setCurrentIndex(min(max(0, combo.currentIndex() + delta), len(SPEEDS) - 1))

    def stop(self) -> None:
        """Stop the timer (the window is closing)."""
        self.timer.stop()

    def _tick(self) -> None:
        self.cursor.step(1)
        if self.cursor.at_end:
            self.play.setChecked(False)

    def _speed_changed(self, _index: int) -> None:
        ms = self.navigation.interval()
        self.settings.play_interval_ms = ms
        if self.timer.isActive():
            self.timer.setInterval(ms)
