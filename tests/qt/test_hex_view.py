"""The hex view: model rows against the core spans, clicks, highlights, Find and Go to."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.modeltest import ModelTester

from bpe_viewer.core import train
from bpe_viewer.core.hexdump import token_spans
from bpe_viewer.qt.models.hex_bytes import HexBytesModel, HexColumn, HexRoles
from bpe_viewer.qt.widgets.hex_view import HexView, parse_offset

BILINGUAL = "Привет, мир! hello world 😀 日本\n".encode() * 3


def make_view(qtbot, docs, merges, stage=None, document=0):
    run = train(docs, merges)
    view = HexView()
    qtbot.addWidget(view)
    view.resize(760, 500)
    view.show()
    view.set_run(run, run.merge_count if stage is None else stage, document)
    # On screen, the rows are filled on the next turn of the event loop.
    qtbot.waitUntil(lambda: not view.fill_is_pending)
    return run, view


def row_tokens(model, row):
    info = model.data(model.index(row, HexColumn.HEX), HexRoles.ROW)
    return info


def test_model_checked_by_qtmodeltester(qtbot):
    run = train([BILINGUAL, b"aaa"], 12)
    model = HexBytesModel()
    tester = ModelTester(qtbot)
    for stage in (0, 5, 12):
        model.set_run(run, stage)
        tester.check(model)
    model.set_document(1)
    tester.check(model)


def test_rows_cover_the_core_spans_at_every_stage(qtbot):
    run = train([BILINGUAL], 20)
    model = HexBytesModel()
    model.set_run(run, 0)
    assert model.rowCount() == -(-len(BILINGUAL) // 16)
    assert model.data(model.index(1, HexColumn.OFFSET)) == "00000010"
    for stage in (0, 1, 7, 20):
        model.set_stage(stage)
        seen = []
        for r in range(model.rowCount()):
            row = model.data(model.index(r, HexColumn.HEX), HexRoles.ROW)
            assert row.data == BILINGUAL[r * 16 : r * 16 + 16]
            for span, piece in zip(row.spans, row.pieces, strict=True):
                assert piece.start == max(span.offset, row.offset) - row.offset
                if not seen or seen[-1] != span:
                    seen.append(span)
        assert seen == token_spans(run, 0, stage)
        # Parity alternates from one token to the next.
        parities = []
        for r in range(model.rowCount()):
            row = model.data(model.index(r, HexColumn.HEX), HexRoles.ROW)
            for span, parity in zip(row.spans, row.parity, strict=True):
                if not parities or parities[-1][0] != span:
                    parities.append((span, parity))
        assert all(a[1] != b[1] for a, b in itertools.pairwise(parities))


def test_text_column_shows_characters_once(qtbot):
    run = train(["Жa😀\x01".encode()], 0)
    model = HexBytesModel()
    model.set_run(run, 0)
    assert model.data(model.index(0, HexColumn.HEX)) == "d0 96 61 f0 9f 98 80 01"
    assert model.data(model.index(0, HexColumn.TEXT)) == "Ж·a😀···."


def test_clicking_a_byte_selects_its_token(qtbot):
    # aaa/aba at stage 1: aa (256) then a (97): docs/rules.md s2 worked values.
    run, view = make_view(qtbot, [b"aaa", b"aba"], 2, stage=1)
    chosen = []
    view.token_selected.connect(lambda tid, doc, off: chosen.append((tid, doc, off)))
    table = view.table
    for offset, token in ((1, 256), (2, 97)):
        rect = table.byte_rect(offset)
        qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert chosen[-1] == (token, 0, offset)
        assert view.model.selected_token == token
        assert view.model.current_offset == offset
    # The text column maps clicks to bytes too.
    rect = table.byte_rect(0, text=True)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert chosen[-1] == (256, 0, 0)


def test_stepping_moves_the_spans_and_the_newest_token(qtbot):
    run, view = make_view(qtbot, [b"aaa", b"aba"], 2, stage=0)
    model = view.model
    row = model.row(0)
    assert [(s.offset, s.length, s.token_id) for s in row.spans] == [
        (0, 1, 97),
        (1, 1, 97),
        (2, 1, 97),
    ]
    # Round 0's winner (97,97): two counted windows (overlapping), one replaced; the
    # other is outlined as counted only.
    assert [(p.start, p.end) for p in row.counted] == [(1, 3)]
    assert [(p.start, p.end) for p in row.replaced] == [(0, 2)]
    view.set_stage(1)
    # On screen the new stage fills the rows on the next turn of the event loop.
    assert view.fill_is_pending and model.stage == 0
    qtbot.waitUntil(lambda: not view.fill_is_pending)
    row = model.row(0)
    assert [(s.offset, s.length, s.token_id) for s in row.spans] == [(0, 2, 256), (2, 1, 97)]
    assert model.is_newest(256) and not model.is_newest(97)
    assert "stage 1" in view.title.text()
    view.set_stage(2)
    view.set_stage(0)  # only the last stage asked for is filled
    qtbot.waitUntil(lambda: not view.fill_is_pending)
    assert [s.token_id for s in model.row(0).spans] == [97, 97, 97]
    assert "stage 0" in view.title.text()


def test_selected_token_highlights_its_bytes_only(qtbot):
    run, view = make_view(qtbot, [b"abab cab"], 1)
    view.set_selected_token(256)  # ab
    row = view.model.row(0)
    selected = [p for s, p in zip(row.spans, row.pieces, strict=True) if s.token_id == 256]
    assert [(p.start, p.end) for p in selected] == [(0, 2), (2, 4), (6, 8)]
    assert view.model.selected_token == 256
    image = view.table.viewport().grab().toImage()
    inside = view.table.byte_rect(0).center()
    outside = view.table.byte_rect(4).center()
    assert image.pixelColor(
        QPoint(inside.x(), view.table.byte_rect(0).top() + 2)
    ) != image.pixelColor(QPoint(outside.x(), view.table.byte_rect(4).top() + 2))


def test_find_hex_and_text_next_and_previous(qtbot):
    data = b"xx d0 \xd0\xb0 yy \xd0\xb0 zz"
    run, view = make_view(qtbot, [data], 0)
    view.focus_find()
    qtbot.keyClicks(view.find_edit, "d0 b0")
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    first = data.index(b"\xd0\xb0")
    second = data.index(b"\xd0\xb0", first + 1)
    assert view.model.found == (first, 2)
    assert "match at offset 6" in view.message.text()
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    assert view.model.found == (second, 2)
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    assert view.model.found == (first, 2) and "wrapped" in view.message.text()
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return, Qt.KeyboardModifier.ShiftModifier)
    assert view.model.found == (second, 2)
    # Text mode searches the UTF-8 bytes of the text.
    view.find_mode.setCurrentText("Text")
    view.find_edit.setText("d0")
    view.find_next()
    assert view.model.found == (3, 2)


def test_text_typed_in_hex_mode_is_found_as_text(qtbot):
    """The placeholder says "d0 b0 or text": with the mode on Hex, a pattern that is not
    hex bytes is searched as its UTF-8 text, typed and entered as a user would."""
    data = "the river and the мир river".encode()
    run, view = make_view(qtbot, [data], 0)
    assert view.find_mode.currentText() == "Hex"
    view.focus_find()
    qtbot.keyClicks(view.find_edit, "river")
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    assert view.model.found == (4, 5)
    assert "match at offset 4" in view.message.text()
    assert "searched as text" in view.message.text()
    assert "not a hex" not in view.message.text()
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    assert view.model.found == (data.index(b"river", 5), 5)
    view.find_edit.setText("мир")  # QTest cannot type Cyrillic keys
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    assert view.model.found == (data.index("мир".encode()), 6)
    # An odd number of hex digits is not hex bytes either: searched as text.
    view.find_edit.setText("the")
    view.find_next()
    assert view.model.found is not None and "searched as text" in view.message.text()
    # Hex bytes stay hex; a word of hex letters says how to find it as text.
    view.find_edit.setText("ff")
    view.find_next()
    assert "no match" in view.message.text()


def test_hex_letters_word_is_hex_in_hex_mode_and_text_in_text_mode(qtbot):
    data = b"a cafe \xca\xfe"
    run, view = make_view(qtbot, [data], 0)
    view.find_edit.setText("cafe")
    view.find_next()
    assert view.model.found == (7, 2)
    assert "choose Text" in view.message.text()
    view.find_mode.setCurrentText("Text")
    view.find_next()
    assert view.model.found == (2, 4)
    view.find_edit.setText("   ")
    view.find_next()
    assert "empty pattern" in view.message.text()


def test_ctrl_f_and_ctrl_g_from_the_table(qtbot):
    run, view = make_view(qtbot, [bytes(range(256)) * 4], 0)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert view.find_edit.hasFocus()
    view.table.setFocus()
    qtbot.keyClick(view.table, Qt.Key.Key_G, Qt.KeyboardModifier.ControlModifier)
    assert view.goto_edit.hasFocus()
    qtbot.keyClicks(view.goto_edit, "0x3f0")
    qtbot.keyClick(view.goto_edit, Qt.Key.Key_Return)
    assert view.model.current_offset == 0x3F0
    row = view.table.rowAt(view.table.byte_rect(0x3F0).center().y())
    assert row == 0x3F0 // 16
    view.goto_edit.setText("5000")
    qtbot.keyClick(view.goto_edit, Qt.Key.Key_Return)
    assert "outside the document (0 to 1,023)" in view.message.text()
    view.goto_edit.setText("zz")
    qtbot.keyClick(view.goto_edit, Qt.Key.Key_Return)
    assert "not an offset" in view.message.text()


def test_parse_offset():
    assert parse_offset("1234") == 1234
    assert parse_offset("0x4D2") == 1234
    assert parse_offset(" 1_000 ") == 1000
    for bad in ("", "0x", "12a", "-"):
        try:
            parse_offset(bad)
        except ValueError as err:
            assert "not an offset" in str(err)
        else:
            raise AssertionError(bad)


def test_tooltip_names_byte_character_and_token(qtbot):
    run, view = make_view(qtbot, ["aЖ".encode()], 0)
    tip = view.model.byte_tooltip(2)
    assert "offset 2 (0x2): byte 96" in tip
    assert "a later byte of the character before" in tip
    assert "token 150: 96" in tip


def test_large_document_rows_are_built_lazily(qtbot):
    run = train([b"abcd" * 250_000], 3)
    model = HexBytesModel()
    model.set_run(run, 2)
    last = model.rowCount() - 1
    row = model.row(last)
    assert row.offset == 999_984 and row.data == b"abcd" * 4
    assert len(model._rows) == 1  # only the chunk asked for was built


# ---------------------------------------------------------------- in the window


def test_window_hex_view_follows_cursor_rows_and_selection(qtbot, window):
    w = window
    w.load_example("overlap")  # aaa / aba, 2 merges (docs/rules.md s2)
    hex_view = w.rounds_view.hex_view
    assert hex_view.model.document_index == 0
    assert [s.token_id for s in hex_view.model.row(0).spans] == [97, 97, 97]
    w.action_map["next"].trigger()
    assert [s.token_id for s in hex_view.model.row(0).spans] == [256, 97]
    # Clicking a byte selects its token: the inspector and the rows follow.
    w.show()
    qtbot.waitExposed(w)
    rect = hex_view.table.byte_rect(2)
    qtbot.mouseClick(hex_view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert w.rounds_view.selected_token == 97
    assert w.inspector.id_label.text().startswith("97")
    assert w.documents_model.highlight_token == 97
    # Another document chosen in the rows: the hex view shows it.
    table = w.documents_panel.table
    table.setCurrentIndex(w.documents_model.index(w.documents_model.row_of_document(1), 0))
    assert hex_view.model.document_index == 1
    assert hex_view.model.row(0).data == b"aba"
    # A token selected elsewhere (the vocabulary) highlights its bytes here; on screen
    # the rows follow the step on the next turn of the event loop.
    w.action_map["next"].trigger()
    w.rounds_view.select_token(257)
    assert hex_view.model.selected_token == 257
    qtbot.waitUntil(lambda: not hex_view.fill_is_pending)
    assert [s.token_id for s in hex_view.model.row(0).spans] == [257, 97]
    # Stepping back before the token existed clears the highlight.
    w.action_map["first"].trigger()
    assert hex_view.model.selected_token is None
    qtbot.waitUntil(lambda: not hex_view.fill_is_pending)
    assert [s.token_id for s in hex_view.model.row(0).spans] == [97, 98, 97]


def test_chip_click_scrolls_the_hex_view_to_the_token(qtbot, window):
    w = window
    run = train([b"ab" * 2000 + b"zzab"], 1)  # rank 0 merges (97, 98)
    assert run.tokens_at(0, 1)[2002] == 256
    w.session.set_run(run, 1)
    w.show()
    qtbot.waitExposed(w)
    hex_view = w.rounds_view.hex_view
    table = w.documents_panel.table
    # The chip of the last "ab" (token position 2002, byte 4002), clicked in the rows.
    w.documents_panel.table.token_clicked.emit(256, 0, 2002)
    assert hex_view.model.current_offset == 4002
    assert w.rounds_view.selected_token == 256
    rect = hex_view.table.byte_rect(4002)
    assert hex_view.table.viewport().rect().contains(rect.center())
    assert table.currentIndex().row() == w.documents_model.row_of_document(0)


def test_on_screen_the_hex_rows_follow_a_step_on_the_next_turn(qtbot, shown_window):
    """The documents and candidates show the new round at once; the hex rows are filled
    on the next turn of the event loop and then hold the round's spans and bytes."""
    w = shown_window
    w.load_example("overlap")  # aaa / aba, 2 merges (docs/rules.md s2)
    hex_view = w.rounds_view.hex_view
    qtbot.waitUntil(lambda: not hex_view.fill_is_pending)
    assert [s.token_id for s in hex_view.model.row(0).spans] == [97, 97, 97]
    before = hex_view.table.viewport().grab().toImage()
    w.documents_panel.table.setFocus()
    qtbot.keyClick(w.documents_panel.table, Qt.Key.Key_Right)  # Next round
    assert w.round_cursor.value == 1
    assert w.documents_model.tokens(0) == (256, 97)
    assert hex_view.fill_is_pending
    qtbot.waitUntil(lambda: not hex_view.fill_is_pending)
    # then the rows follow the winner of round 1, (a, b): its document aba is shown
    qtbot.waitUntil(lambda: hex_view.model.document_index == 1)
    assert w.documents_panel.table.currentIndex().row() == 1
    row = hex_view.model.row(0)
    assert row.data == b"aba"
    assert [(s.offset, s.length, s.token_id) for s in row.spans] == [
        (0, 1, 97),
        (1, 1, 98),
        (2, 1, 97),
    ]
    assert row.replaced and row.replaced[0].start == 0  # the winner's window, outlined
    assert "stage 1" in hex_view.title.text()
    assert hex_view.table.viewport().grab().toImage() != before  # the new spans are drawn
    # A click right after a step acts on the rows of the new stage (the fill comes first).
    qtbot.keyClick(w.documents_panel.table, Qt.Key.Key_End)  # Last stage
    assert hex_view.fill_is_pending
    rect = hex_view.table.byte_rect(2)
    qtbot.mouseClick(hex_view.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert not hex_view.fill_is_pending
    assert hex_view.model.stage == 2
    assert "stage 2" in hex_view.title.text()
    assert w.rounds_view.selected_token == 97  # aaa at stage 2: 256 97


def _text_column_pixels(view, row):
    """The text cell of ``row`` as a PIL image, as painted on screen."""
    from PIL import Image

    table = view.table
    rect = table.visualRect(view.model.index(row, HexColumn.TEXT))
    image = table.viewport().grab(rect).toImage()
    buffer = image.convertToFormat(image.Format.Format_RGB888)
    data = bytes(buffer.constBits())[: buffer.bytesPerLine() * buffer.height()]
    return Image.frombytes(
        "RGB", (buffer.width(), buffer.height()), data, "raw", "RGB", buffer.bytesPerLine()
    )


@pytest.mark.parametrize("zoom", [1.0, 1.5, 2.0])
def test_text_column_boundaries_never_cross_a_letter(qtbot, monkeypatch, zoom):
    """Token starts and the round's outlines are drawn between the characters of the
    Text column, not through them: no line pixel lies inside a letter's ink columns."""
    from bpe_viewer.qt.palette import Palette

    # Wide letters that reach the edges of their cell, cut into many tokens; at stage 3
    # the winner's windows are outlined too.
    run, view = make_view(qtbot, [b"mwMWmwmm wwMMmw WMmwmw"], 6, stage=3)
    view.set_zoom(zoom)
    view.resize(view.minimum_width() + 40, 500)
    qtbot.waitUntil(lambda: not view.fill_is_pending)
    painted = _text_column_pixels(view, 0)
    delegate = view.table.delegate
    monkeypatch.setattr(delegate, "_backgrounds", lambda *args: None)
    letters = _text_column_pixels(view, 0)  # the same cell with the letters only
    width, height = letters.size
    ink = {
        (x, y)
        for x in range(width)
        for y in range(height)
        if sum(letters.getpixel((x, y))) < 3 * 110
    }
    assert len(ink) > 100  # the letters were drawn
    # Every pixel a letter touches, its anti-aliased edges included.
    touched = {
        (x, y)
        for x in range(width)
        for y in range(height)
        if sum(letters.getpixel((x, y))) < 3 * 235
    }
    ink_columns = {x for x, _ in ink}
    top = min(y for _, y in ink)
    bottom = max(y for _, y in ink)
    line_colours = [Palette.HEX_BOUNDARY, Palette.NEW_CHIP_BORDER]

    def is_line(pixel):
        return any(
            abs(pixel[0] - c.red()) + abs(pixel[1] - c.green()) + abs(pixel[2] - c.blue()) < 60
            for c in line_colours
        )

    crossing = [
        (x, y)
        for x in ink_columns
        for y in range(top, bottom + 1)
        if (x, y) not in touched and is_line(painted.getpixel((x, y)))
    ]
    assert not crossing, f"lines cross letters at {crossing[:5]}"


def test_legend_and_find_options_give_way_on_a_narrow_pane(qtbot):
    """At 200 % on a narrow pane the legend folds into the title's tooltip and Match
    case / All documents take a row under Find; on a wide pane the legend shows and the
    options join the Find row (one row less of a short window)."""
    _run, view = make_view(qtbot, ["hello world"], 2)
    view.set_zoom(2.0)
    view.show()
    qtbot.waitExposed(view)
    assert view.title.toolTip() == view.legend.text()
    view.resize(360, 500)
    qtbot.waitUntil(lambda: view.legend.isHidden())
    assert view._find_row.indexOf(view.case_box) == -1
    assert view._options_row.indexOf(view.all_box) == 1
    view.resize(3000, 500)
    qtbot.waitUntil(lambda: not view.legend.isHidden())
    assert view._find_row.indexOf(view.case_box) >= 0
    assert view._find_row.indexOf(view.all_box) == view._find_row.indexOf(view.case_box) + 1
    qtbot.wait(20)
    # on the Find row, every control whole
    for box in (view.case_box, view.all_box):
        assert box.width() >= box.sizeHint().width(), box.text()
    view.resize(360, 500)
    qtbot.waitUntil(lambda: view.legend.isHidden())
    assert view._find_row.indexOf(view.case_box) == -1


def test_find_messages_keep_their_translations(qtbot):
    """Find's messages are the hex view's own in every catalogue (context HexView)."""
    from bpe_viewer.qt.i18n import switcher

    _run, view = make_view(qtbot, [b"abab", b"xyzxyz"], 1)
    try:
        switcher().apply("ru")
        view.find_edit.setText("zzzq")
        view.find_next()
        assert view.message.text() == (
            "'zzzq' не найдено в этом документе (искали как текст: это не байты в hex)"
        )
        view.all_box.setChecked(True)
        view.find_next()
        assert view.message.text() == (
            "'zzzq' не найдено ни в одном документе (искали как текст: это не байты в hex)"
        )
        view.find_edit.setText("yz")
        view.find_next()
        assert view.message.text() == (
            "совпадение по смещению 1 (0x1) из 2 в doc-2 (искали как текст: это не байты в hex)"
        )
        view.all_box.setChecked(False)
        view.find_next()
        assert view.message.text() == (
            "совпадение по смещению 4 (0x4) из 2 (искали как текст: это не байты в hex)"
        )
        view.find_next()
        assert view.message.text() == (
            "совпадение по смещению 1 (0x1) из 2 (поиск продолжен с начала) "
            "(искали как текст: это не байты в hex)"
        )
    finally:
        switcher().apply("en")
