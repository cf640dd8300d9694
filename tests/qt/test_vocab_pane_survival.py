"""The Training rounds vocabulary pane's survival columns, badges, sort and filter.

Expected values: docs/rules.md s2/s3 worked example (ABCDCDABCDCDE, 3 merges,
``smallest``): 256 ``CD`` made 4, all 4 merged into CDCD by round 2, 0 left at the end;
257 ``AB`` and 258 ``CDCD`` made 2 and kept 2.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox

from bpe_viewer.qt.models.vocabulary import VocabularyColumn as V


def rows_of(panel, *columns):
    """What the pane's table shows, row by row, in the given columns."""
    view = panel.table.model()
    return [[view.data(view.index(r, c)) for c in columns] for r in range(view.rowCount())]


def click(qtbot, box: QCheckBox) -> None:
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=box.rect().center())


def test_worked_values_in_the_vocabulary_pane(window):
    window.load_example("abcd")
    window.round_cursor.set_value(3)
    panel = window.vocabulary_panel
    assert rows_of(panel, V.ID, V.MADE, V.FINAL, V.KEPT) == [
        ["256", "4", "0", "0 %"],
        ["257", "2", "2", "100 %"],
        ["258", "2", "2", "100 %"],
    ]
    flags = rows_of(panel, V.FLAGS)
    assert flags == [["◐ interm. ∅ unused"], [""], [""]]
    view = panel.table.model()
    assert view.data(view.index(0, V.FLAGS), Qt.ItemDataRole.BackgroundRole) is not None
    assert view.data(view.index(1, V.FLAGS), Qt.ItemDataRole.BackgroundRole) is None
    # one training corpus, no held-out documents: no held-out column
    assert panel.table.isColumnHidden(V.HELD_OUT)
    assert not panel.table.isColumnHidden(V.MADE)


def test_now_follows_the_stage(window):
    window.load_example("abcd")
    panel = window.vocabulary_panel
    window.round_cursor.set_value(1)
    assert rows_of(panel, V.ID, V.NOW) == [["256", "4"]]
    window.round_cursor.set_value(2)  # AB made: ABCDCDABCDCDE -> AB CD CD AB CD CD E
    assert rows_of(panel, V.ID, V.NOW) == [["256", "4"], ["257", "2"]]
    window.round_cursor.set_value(3)
    assert rows_of(panel, V.ID, V.NOW) == [["256", "0"], ["257", "2"], ["258", "2"]]
    window.round_cursor.set_value(1)  # stepping back restores it
    assert rows_of(panel, V.ID, V.NOW) == [["256", "4"]]


def test_intermediate_filter_clicked_like_a_user(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.load_example("abcd")
    window.round_cursor.set_value(3)
    panel = window.vocabulary_panel
    box = panel.intermediate_box
    assert box.isVisible() and box.text() == "Intermediate only"
    click(qtbot, box)
    assert box.isChecked()
    assert rows_of(panel, V.ID) == [["256"]]
    # the byte entries are not intermediate: still only 256
    click(qtbot, panel.bytes_box)
    assert rows_of(panel, V.ID) == [["256"]]
    click(qtbot, panel.bytes_box)
    click(qtbot, box)
    assert rows_of(panel, V.ID) == [["256"], ["257"], ["258"]]


def test_sorting_on_survival_columns_and_selection_through_the_sort(window):
    window.load_example("abcd")
    window.round_cursor.set_value(3)
    panel = window.vocabulary_panel
    panel.table.sortByColumn(V.FINAL, Qt.SortOrder.AscendingOrder)
    assert rows_of(panel, V.ID)[0] == ["256"]
    panel.table.sortByColumn(V.MADE, Qt.SortOrder.DescendingOrder)
    assert rows_of(panel, V.ID)[0] == ["256"]
    panel.table.sortByColumn(V.KEPT, Qt.SortOrder.DescendingOrder)
    assert rows_of(panel, V.ID)[2] == ["256"]
    panel.table.sortByColumn(V.ID, Qt.SortOrder.DescendingOrder)
    assert rows_of(panel, V.ID) == [["258"], ["257"], ["256"]]
    # picking a row picks its token, whatever the order
    view = panel.table.model()
    panel.table.setCurrentIndex(view.index(0, 0))
    assert window.inspector.token_id == 258
    panel.select_token(256)
    assert view.data(panel.table.currentIndex().siblingAtColumn(V.ID)) == "256"


def test_held_out_column_with_a_split(qtmodeltester):
    from bpe_viewer.core import train
    from bpe_viewer.core.corpus import Corpus, Document
    from bpe_viewer.core.survival import token_survival
    from bpe_viewer.qt.models.vocabulary import VocabularyModel

    corpus = Corpus(
        (
            Document("a", b"aaa aba", "train", "x"),
            Document("c", b"xyz", "test", "z"),
        ),
        "t",
        True,
    )
    run = train(corpus, 2)  # 256 aa, 257 ab (docs/rules.md s2); the held-out text has neither
    model = VocabularyModel()
    model.set_run(run, 2)
    model.set_survival(run, token_survival(run))
    cells = [
        [model.data(model.index(r, c)) for c in (V.ID, V.MADE, V.FINAL, V.HELD_OUT)]
        for r in range(2)
    ]
    assert cells == [["256", "1", "1", "0"], ["257", "1", "1", "0"]]
    assert model.data(model.index(0, V.FLAGS)) == "◌ unseen"
    qtmodeltester.check(model, force_py=True)  # stays attached through the changes below
    model.set_stage(1)
    model.set_show_bytes(True)
    model.set_stage(0)
    model.set_stage(2)
    model.set_survival(run, None)
    assert model.data(model.index(256, V.MADE)) == "…"  # being computed


def test_filter_proxy_passes_qtmodeltester(qtmodeltester):
    from bpe_viewer.core import train
    from bpe_viewer.core.survival import token_survival
    from bpe_viewer.qt.models.vocabulary import VocabularyFilterProxy, VocabularyModel

    run = train([b"ABCDCDABCDCDE"], 3)
    model = VocabularyModel()
    model.set_run(run, 3)
    model.set_survival(run, token_survival(run))
    proxy = VocabularyFilterProxy()
    proxy.setSourceModel(model)
    proxy.sort(V.MADE, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(proxy, force_py=True)
    proxy.set_intermediate_only(True)
    assert proxy.rowCount() == 1
    model.set_show_bytes(True)
    assert proxy.rowCount() == 1
    model.set_stage(2)
    model.set_stage(3)
    assert proxy.rowCount() == 1
