"""The View menu's state: text zoom, presentation, side panes, before/after, animation.

:class:`ViewOptions` wires the View menu's checkable actions (and the boxes that mirror
them in the panes) to the views, keeps each choice in the settings and puts them back
when the window opens, with the window's geometry and pane sizes. Nothing here changes
a result: these are UI state only (CONVENTIONS habit 12).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QFont
from PySide6.QtWidgets import QApplication, QMainWindow

from bpe_viewer.qt.palette import DesktopFollower, follow_desktop
from bpe_viewer.qt.presentation import Presenter
from bpe_viewer.qt.presentation_chrome import PresentationChrome
from bpe_viewer.qt.settings import Settings
from bpe_viewer.qt.widgets.training_view import TrainingRoundsView
from bpe_viewer.qt.window_tabs import WindowTabs

ZOOM_RANGE = (100, 250)
ZOOM_STEP = 25
#: Lines of text the narration, the notes line and the quiz bar's message hold in the
#: presentation view, whatever they say (a longer text is drawn smaller).
NARRATION_LINES, NOTE_LINES, QUIZ_LINES = 4, 2, 2


class ViewOptions:
    """The View menu of one window.

    Args:
        window: the window, whose chrome follows the text zoom.
        settings: where each choice is kept.
        action_map: the window's actions by key.
        rounds_view: the training views.
        tabs: the window's pages (the Words tab and the narration strip zoom too).
        presenter: the presentation view (full screen, blank screen).

    Attributes:
        text_zoom: the text size in percent of normal (100 to 250).
        chrome: the menu bar, toolbar and status bar, hidden in the presentation layout.
    """

    def __init__(
        self,
        window: QMainWindow,
        settings: Settings,
        action_map: dict[str, QAction],
        rounds_view: TrainingRoundsView,
        tabs: WindowTabs,
        presenter: Presenter,
    ) -> None:
        self.window = window
        self.settings = settings
        self.actions = action_map
        self.rounds_view = rounds_view
        self.tabs = tabs
        self.presenter = presenter
        self.text_zoom = 100
        self.chrome = PresentationChrome(window)
        self._presentation_layout = False
        #: The boxes above the tables that keep a fixed height in the presentation view,
        #: each ``(set_fixed_lines, lines)``; the window adds the quiz bar's.
        self.fixed_boxes: list[tuple[Callable[[int | None], None], int]] = [
            (tabs.narration.set_fixed_lines, NARRATION_LINES),
            (tabs.notes_panel.set_fixed_lines, NOTE_LINES),
        ]

    def connect(self) -> None:
        """Each toggle to the views it changes; the panes' boxes and the menu in step."""
        a = self.actions
        documents = self.rounds_view.documents_panel
        vocabulary = self.rounds_view.vocabulary_panel
        a["presentation"].toggled.connect(self._set_presentation)
        a["side_panes"].setChecked(True)
        a["side_panes"].toggled.connect(self.rounds_view.set_side_panes_visible)
        a["blank"].toggled.connect(self.presenter.set_blank)
        a["high_contrast"].toggled.connect(self._set_high_contrast)
        # A desktop switched to dark (or back) while the window is open.
        self.desktop = DesktopFollower(a["high_contrast"].isChecked, self.window)
        a["show_ids"].toggled.connect(documents.ids_box.setChecked)
        documents.ids_box.toggled.connect(a["show_ids"].setChecked)
        a["show_bytes"].toggled.connect(vocabulary.bytes_box.setChecked)
        vocabulary.bytes_box.toggled.connect(a["show_bytes"].setChecked)
        a["before_after"].toggled.connect(self._set_before_after)
        a["animate_merges"].toggled.connect(self._set_animate_merges)
        a["notes"].toggled.connect(self._set_notes_editor)
        a["notes_to_class"].toggled.connect(self._set_notes_to_class)
        documents.ids_box.toggled.connect(self._remember_show_ids)
        vocabulary.bytes_box.toggled.connect(self._remember_show_bytes)

    def commands(self) -> dict[str, Callable[[], object]]:
        """View ▸ Larger Text, Smaller Text and Normal Size by action key."""
        return {
            "larger_text": lambda: self.set_text_zoom(self.text_zoom + ZOOM_STEP),
            "smaller_text": lambda: self.set_text_zoom(self.text_zoom - ZOOM_STEP),
            "normal_text": lambda: self.set_text_zoom(100),
            "show_menus": self.chrome.pop_up,
        }

    def restore(self) -> None:
        """Put back the choices kept in the settings, and the window's geometry, pane
        sizes and play speed."""
        s = self.settings
        geometry = s.geometry
        if geometry is not None:
            self.window.restoreGeometry(geometry)
        splitter = s.splitter_state
        if splitter is not None:
            self.rounds_view.restoreState(splitter)
        self.tabs.navigation.set_interval(s.play_interval_ms)
        documents = self.rounds_view.documents_panel
        documents.ids_box.setChecked(s.show_token_ids)
        self.rounds_view.vocabulary_panel.bytes_box.setChecked(s.show_byte_entries)
        self.actions["high_contrast"].setChecked(s.high_contrast)
        follow_desktop(s.high_contrast)  # the desktop's dark mode even when it is off
        self.actions["before_after"].setChecked(s.before_after)
        self.actions["animate_merges"].setChecked(s.animate_merges)
        self.actions["notes"].setChecked(s.notes_editor)
        self.tabs.notes_panel.set_editing(s.notes_editor)
        self.actions["notes_to_class"].setChecked(s.notes_to_class)
        self.tabs.notes_panel.set_shown_to_class(s.notes_to_class)
        documents.table.animate = s.animate_merges
        if s.text_zoom_percent != 100:
            self.set_text_zoom(s.text_zoom_percent)

    def save(self) -> None:
        """Keep the window's geometry and pane sizes (the toggles are kept as they change)."""
        self.settings.geometry = self.window.saveGeometry()
        self.settings.splitter_state = self.rounds_view.saveState()
        self.settings.sync()

    def set_text_zoom(self, percent: int) -> None:
        """Text of the training views (documents, candidates, vocabulary, inspector) at
        ``percent`` of normal, 100 to 250, for projecting in a classroom."""
        percent = min(max(int(percent), ZOOM_RANGE[0]), ZOOM_RANGE[1])
        self.text_zoom = percent
        self.settings.text_zoom_percent = percent
        scale = percent / 100
        # The window's chrome (tabs, toolbar, navigation, status bar, menus) follows the
        # same zoom as the panes, from the application's font.
        font = QFont(QApplication.font())
        font.setPointSizeF(QApplication.font().pointSizeF() * scale)
        self.window.setFont(font)
        self.rounds_view.set_zoom(scale)
        self.tabs.word_view.set_zoom(scale)
        self.tabs.narration.set_zoom(scale)
        self.tabs.charts.set_zoom(scale)
        self.tabs.encode_panel.set_zoom(scale)
        self.tabs.notes_panel.set_zoom(scale)
        self.tabs.health_view.set_zoom(scale)
        self.tabs.compare_view.set_zoom(scale)

    def _set_presentation(self, on: bool) -> None:
        """View ▸ Presentation: full screen and the presentation layout (Esc leaves)."""
        self.presenter.set_presenting(on)
        self.set_presentation_layout(on)

    @property
    def presentation_layout(self) -> bool:
        """True while the presentation layout is on (:meth:`set_presentation_layout`)."""
        return self._presentation_layout

    def set_presentation_layout(self, on: bool) -> None:
        """The presentation view's layout at the window's size, without going full screen
        (View ▸ Presentation adds that; ``gui --presentation --screenshot`` and exported
        slides use this alone): no menu bar, toolbar or status bar (a right-click and F10
        still reach every action), a thin round bar, hex columns collapsed, the notes
        read-only, and the narration, the notes line and the quiz bar at a fixed height
        (:data:`NARRATION_LINES`...), so a longer sentence, a note or a Reveal never moves
        the tables. Off again, the window shows what it showed before."""
        self._presentation_layout = on
        self.chrome.set_hidden(on)
        self.tabs.navigation.set_thin(on)
        self.rounds_view.set_compact(on)
        self.tabs.notes_panel.set_presenting(on)
        for set_fixed_lines, lines in self.fixed_boxes:
            set_fixed_lines(lines if on else None)

    def _set_high_contrast(self, on: bool) -> None:
        """View ▸ High Contrast: the high-contrast palette (or the dark one, on a dark
        desktop), kept in the settings."""
        self.settings.high_contrast = on
        follow_desktop(on)

    def _set_before_after(self, on: bool) -> None:
        self.settings.before_after = on
        self.rounds_view.documents_model.set_before_after(on)

    def _set_notes_editor(self, on: bool) -> None:
        self.settings.notes_editor = on
        self.tabs.notes_panel.set_editing(on)

    def _set_notes_to_class(self, on: bool) -> None:
        self.settings.notes_to_class = on
        self.tabs.notes_panel.set_shown_to_class(on)

    def _set_animate_merges(self, on: bool) -> None:
        self.settings.animate_merges = on
        self.rounds_view.documents_panel.table.animate = on

    def _remember_show_ids(self, on: bool) -> None:
        self.settings.show_token_ids = on

    def _remember_show_bytes(self, on: bool) -> None:
        self.settings.show_byte_entries = on
