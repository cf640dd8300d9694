"""While a new input loads, the old run's panes lie under a grey "Loading …" cover; it
goes once the new run's panes have painted, or when the load fails and the old run
stays."""

from __future__ import annotations

from PySide6.QtWidgets import QFileDialog

from bpe_viewer.qt.main_window import MainWindow


class HeldExecutor:
    """Runs a submitted job only when told: the moment between open and loaded."""

    def __init__(self):
        self.jobs = []

    def submit(self, fn):
        self.jobs.append(fn)

    def run(self):
        while self.jobs:
            self.jobs.pop(0)()

    def join(self, timeout=None):
        self.run()
        return True


def test_old_panes_are_covered_while_another_corpus_loads(
    qtbot, settings, errors, tmp_path, monkeypatch
):
    held = HeldExecutor()
    w = MainWindow(settings, executor=held, show_error=errors)
    qtbot.addWidget(w)
    w.resize(1400, 850)
    w.show()
    qtbot.waitExposed(w)
    w.load_example("overlap")
    held.run()
    qtbot.waitUntil(lambda: w.run is not None and not w.loading_cover.isVisible())
    old_title = w.windowTitle()
    corpus = tmp_path / "river.txt"
    corpus.write_text("the river runs by the river bank", encoding="utf-8")
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(corpus), ""))
    )
    w.action_map["open"].trigger()
    # the job waits: the old run is still the one in the panes, and they are covered
    cover = w.loading_cover
    assert cover.isVisible()
    assert cover.text() == "Loading river.txt …"
    assert cover.geometry() == w.tabs.geometry()
    assert w.windowTitle() == old_title
    held.run()
    qtbot.waitUntil(lambda: "river.txt" in w.windowTitle())
    # the cover stays until the candidate and vocabulary tables have painted the new run
    assert cover.isVisible() or w.candidates_panel.table.updatesEnabled()
    qtbot.waitUntil(lambda: not cover.isVisible())
    assert w.candidates_panel.table.updatesEnabled()
    assert w.vocabulary_panel.table.updatesEnabled()
    assert w.candidates_model.run is w.run


def test_a_failed_load_takes_the_cover_away(qtbot, settings, errors, tmp_path):
    held = HeldExecutor()
    w = MainWindow(settings, executor=held, show_error=errors)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    w.load_example("overlap")
    held.run()
    run = w.run
    bad = tmp_path / "bad.bpe-run.json"
    bad.write_text("{not json", encoding="utf-8")
    w.open_path(bad)
    held.run()
    qtbot.waitUntil(lambda: not w.loading_cover.isVisible())
    assert w.run is run


def test_retrain_says_retraining(qtbot, settings, errors, tmp_path):
    held = HeldExecutor()
    w = MainWindow(settings, executor=held, show_error=errors)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    corpus = tmp_path / "river.txt"
    corpus.write_text("the river runs by the river bank", encoding="utf-8")
    w.open_path(corpus, unit="file")
    assert w.loading_cover.text() == "Loading river.txt …"
    held.run()
    qtbot.waitUntil(lambda: w.run is not None and not w.loading_cover.isVisible())
    w.retrain(merges=3)
    assert w.loading_cover.isVisible()
    assert w.loading_cover.text() == "Retraining river.txt …"
    held.run()
    qtbot.waitUntil(lambda: not w.loading_cover.isVisible())
    assert w.run.merge_count == 3
