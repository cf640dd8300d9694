"""How the window's parts are connected: every action to its command, every view to
the session and the round cursor (CONVENTIONS habit 4: views never call each other; the
window is connected here, in one place, when it is made).

There is one path for the stage: a new run comes as the session's
``run_changed(run, stage)`` (the cursor resets silently, then every view resets itself
from the run at that stage); a step or jump comes as the cursor's
``stage_changed(stage)``, which every view follows. The order of the connections is the
order the views are told in.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Protocol

from bpe_viewer.core import TrainingRun
from bpe_viewer.core.run import RunBase
from bpe_viewer.qt.actions import connect_triggered

if TYPE_CHECKING:
    from bpe_viewer.qt.main_window import MainWindow


class SettledView(Protocol):
    """A view shown only with a finished run (see :func:`_set_settled_run`)."""

    def set_run(self, run: TrainingRun | None, stage: int = 0) -> None: ...


def _set_settled_run(view: SettledView, run: RunBase | None, stage: int) -> None:
    """A view that waits for a finished run: nothing while rounds are still arriving."""
    view.set_run(run if isinstance(run, TrainingRun) else None, stage)


def connect_actions(window: MainWindow) -> None:
    """Every action of ``window`` to its command. Command actions go through
    :func:`~bpe_viewer.qt.actions.connect_triggered` (no argument reaches the slot);
    checkable ones carry their state through ``toggled``."""
    keys = window.presenter
    commands: dict[str, Callable[[], object]] = {
        **window.files.commands(),
        **window.edit.commands(),
        **window.view_options.commands(),
        "export_image": window.exports.export_image,
        "export_animation": window.exports.export_animation,
        "quit": window.close,
        "close": window.close_run,
        "undo_retrain": window.session.undo_retrain,
        "goto_round": window.go_to_round_dialog,
        "retrain": window.retrain,
        "compare_ties": window.compare_tie_policies,
        "cancel": window.worker.cancel,
        "first": lambda: window.active_cursor().first(),
        "previous": lambda: window.active_cursor().request_step(-1, repeat=keys.repeating),
        "next": lambda: window.active_cursor().request_step(1, repeat=keys.repeating),
        "last": lambda: window.active_cursor().last(),
        "slower": lambda: window.player.change_speed(-1),
        "faster": lambda: window.player.change_speed(1),
        "find": window.focus_filter,
        "show_all": lambda: window.candidates_model.set_show_all(True),
    }
    for key, slot in commands.items():
        connect_triggered(window.action_map[key], slot)
    window.view_options.connect()


def subscribe(window: MainWindow) -> None:
    """The one place where the views of ``window`` subscribe to its session, its round
    cursor and each other."""
    s, c = window.session, window.round_cursor
    # A new run: the cursor first (silently), then every view from the run itself.
    s.run_changed.connect(lambda run, stage: c.reset(run.merge_count if run else 0, stage))
    for view in (window.rounds_view, window.charts, window.encode_panel):
        s.run_changed.connect(view.set_run)
        c.stage_changed.connect(view.set_stage)
    # The Compare and Vocabulary health tabs train and count over the whole run: they
    # wait for the finished one (they show nothing while training runs).
    for settled in (window.compare_view, window.health_view):
        s.run_changed.connect(partial(_set_settled_run, settled))
        c.stage_changed.connect(settled.set_stage)
    s.run_changed.connect(window.status.show_run)
    s.run_grown.connect(window.on_run_grown)
    c.stage_changed.connect(window.on_stage_changed)
    s.word_run_changed.connect(window.tabs.show_word_run)
    s.word_run_changed.connect(lambda *_: window.status.update_title())
    s.failed.connect(window.report_failure)
    s.notified.connect(window.notify)
    s.recent_changed.connect(window.files.rebuild_recent_menu)
    s.saved_changed.connect(window.status.update_title)
    window.notes_panel.edited.connect(s.mark_edited)
    s.saved_changed.connect(window.status.update_actions)
    s.progress.connect(window.status.show_progress)
    window.worker.state_changed.connect(window.status.show_worker_state)

    window.encode_panel.token_selected.connect(window.rounds_view.select_token)
    window.candidates_panel.pair_selected.connect(window.show_pair_windows)
    s.run_changed.connect(window.narration.show_stage)
    s.run_changed.connect(window.notes_panel.set_run)
    c.stage_changed.connect(window.notes_panel.set_stage)
    s.run_changed.connect(window.presenter_view.set_run)
    c.stage_changed.connect(window.presenter_view.set_stage)
    window.notes_panel.edited.connect(window.presenter_view.refresh)
    s.word_run_changed.connect(lambda run, _focus: window.presenter_view.set_word_run(run))
    window.word_view.round_cursor.stage_changed.connect(window.presenter_view.set_word_stage)
    window.tabs.currentChanged.connect(
        lambda _i: window.presenter_view.set_words_shown(
            window.tabs.currentWidget() is window.word_view
        )
    )
    window.notes_panel.focus_released.connect(window.documents_panel.table.setFocus)
    c.stage_changed.connect(lambda stage: window.narration.show_stage(window.run, stage))
    window.encode_panel.round_requested.connect(window.show_stage)
    window.charts.stage_requested.connect(c.set_value)
    window.tabs.currentChanged.connect(window.on_tab_changed)
    window.compare_view.marks_changed.connect(lambda _marks: window.tabs.show_marks())
    window.compare_view.page_changed.connect(lambda: window.on_tab_changed(0))
    window.compare_view.failed.connect(window.report_failure)
    window.compare_view.choose_policies(window.settings.compare_ties)
    window.compare_view.policies_changed.connect(window.remember_compare_ties)
    window.health_view.token_selected.connect(window.select_token)
    # The vocabulary pane shows the survival figures: one computation, in the background.
    window.health_view.report_ready.connect(window.vocabulary_model.set_survival)
    window.tabs.figures_on_screen()
    s.word_run_changed.connect(lambda run, _focus: window.compare_view.set_word_run(run))
    window.compare_view.word_compare.round_cursor.stage_changed.connect(
        window.on_word_stage_changed
    )
    window.word_view.round_cursor.stage_changed.connect(window.on_word_stage_changed)
    window.word_view.open_table_requested.connect(window.files.open_word_table_dialog)
    window.word_view.example_requested.connect(lambda: window.load_example("words"))
