"""View ▸ High Contrast and the desktop's dark mode: palettes whose chips, window bars,
winner's marks and selections keep 4.5:1 against their background (WCAG 2 AA), checked
from the palette's own colours and the chip painter's; a selected chip is outlined, its
row framed, instead of both flooding in the selection colour."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication

from bpe_viewer.qt import palette as palette_module
from bpe_viewer.qt.main_window import MainWindow
from bpe_viewer.qt.palette import (
    Palette,
    application_palette,
    apply_scheme,
    choose_scheme,
    contrast_ratio,
    current_scheme,
    desktop_is_dark,
)
from bpe_viewer.qt.widgets.chip_painter import CHIP_KINDS, SELECTED_OUTLINE_WIDTH, chip_face
from bpe_viewer.qt.worker import InlineExecutor

AA = 4.5


@pytest.fixture(autouse=True)
def normal_afterwards(qapp):
    """Every test leaves the normal scheme and the application's own palette behind."""
    saved = QPalette(qapp.palette())
    yield
    apply_scheme("normal")
    palette_module._palette_set.clear()
    qapp.setPalette(saved)


def _checked_pairs() -> list[tuple[str, QColor, QColor]]:
    """(what, foreground, background) for everything the class must tell apart, read
    from the palette's current scheme and the chip painter."""
    p = Palette
    pairs: list[tuple[str, QColor, QColor]] = [("text", p.TEXT, p.BASE)]
    for kind in CHIP_KINDS:
        for state in ("plain", "new", "pair"):
            face = chip_face(kind, new=state == "new", pair=state == "pair")
            pairs.append((f"{kind} {state} chip text", face.text, face.fill))
            pairs.append((f"{kind} {state} chip border", face.border, p.BASE))
        faded = chip_face(kind, faded=True)
        pairs.append((f"{kind} held-out chip text", faded.text, faded.fill))
        pairs.append((f"{kind} held-out chip border", faded.border, p.HELD_OUT))
        selected = chip_face(kind, highlighted=True)
        pairs.append((f"{kind} selected outline", selected.border, p.BASE))
        pairs.append((f"{kind} selected outline, held out", selected.border, p.HELD_OUT))
        pairs.append((f"{kind} selected chip text", selected.text, selected.fill))
    for bar, name in ((p.WINDOW_REPLACED, "replaced"), (p.WINDOW_COUNTED, "only counted")):
        pairs.append((f"window bar {name}", bar, p.BASE))
        pairs.append((f"window bar {name} on a tint", bar, p.WINDOW_TINT))
        pairs.append((f"window bar {name}, held out", bar, p.HELD_OUT))
    for fill, name in ((p.WINNER, "winner"), (p.TIE, "tie"), (p.NEWEST, "newest")):
        pairs.append((f"{name} row text", p.MARK_TEXT, fill))
        pairs.append((f"pick on the {name} row", p.PICK_ON_MARK, fill))
    pairs.append(("pick on a plain row", p.PICK_TEXT, p.BASE))
    pairs.append(("split mark", p.SPLIT, p.BASE))
    pairs.append(("character caption", p.CAPTION_TEXT, p.BASE))
    pairs.append(("token ID", p.ID_TEXT, p.CHIP))
    pairs.append(("muted text", p.MUTED_TEXT, p.BASE))
    for fill in (*p.HEX_TOKEN, *p.HEX_NEW_TOKEN, p.SELECTED_CHIP):
        pairs.append((f"hex byte on {fill.name()}", p.HEX_BYTE_TEXT, fill))
    for fill in p.HEX_TOKEN:
        pairs.append((f"hex control byte on {fill.name()}", p.HEX_CONTROL_TEXT, fill))
        pairs.append((f"hex winner outline on {fill.name()}", p.NEW_CHIP_BORDER, fill))
    return pairs


def _failures() -> list[str]:
    return [
        f"{what}: {fg.name()} on {bg.name()} is {contrast_ratio(fg, bg):.2f}:1"
        for what, fg, bg in _checked_pairs()
        if contrast_ratio(fg, bg) < AA
    ]


def test_contrast_ratio_is_the_wcag_formula():
    black, white = QColor("#000000"), QColor("#ffffff")
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(white, black) == pytest.approx(21.0)
    assert contrast_ratio(white, white) == pytest.approx(1.0)
    # #777777 on white is the well-known just-below-AA grey: 4.48:1.
    assert contrast_ratio(QColor("#777777"), white) == pytest.approx(4.48, abs=0.005)
    # Pure red on white: luminance 0.2126, (1.05) / (0.2626) = 4.00.
    assert contrast_ratio(QColor("#ff0000"), white) == pytest.approx(3.998, abs=0.001)


@pytest.mark.parametrize("scheme", ["high-contrast", "dark"])
def test_every_chip_bar_mark_and_selection_keeps_aa_contrast(scheme):
    apply_scheme(scheme)
    assert _failures() == []


def test_the_normal_palette_is_the_one_that_washes_out():
    # The same check fails on the everyday palette (pale chip borders on white), so it
    # is a real check, and High Contrast is what a projector needs.
    apply_scheme("normal")
    failures = _failures()
    assert "text plain chip border: #b8c4d4 on #ffffff is 1.77:1" in failures


@pytest.mark.parametrize("scheme", ["high-contrast", "dark"])
def test_the_application_selection_keeps_aa_contrast(qapp, scheme):
    apply_scheme(scheme)
    app_palette = application_palette(scheme, qapp.palette())
    R = QPalette.ColorRole
    assert (
        contrast_ratio(app_palette.color(R.HighlightedText), app_palette.color(R.Highlight)) >= AA
    )
    assert contrast_ratio(app_palette.color(R.Text), app_palette.color(R.Base)) >= AA
    assert contrast_ratio(app_palette.color(R.WindowText), app_palette.color(R.Window)) >= AA
    assert contrast_ratio(Palette.MUTED_TEXT, app_palette.color(R.Window)) >= AA


def test_a_selected_chip_keeps_its_fill_and_gets_a_thick_outline():
    for scheme in ("normal", "high-contrast", "dark"):
        apply_scheme(scheme)
        plain = chip_face("hex")
        selected = chip_face("hex", highlighted=True)
        assert selected.fill == plain.fill == Palette.HEX_CHIP  # still an amber hex chip
        assert selected.border == Palette.SELECTED_OUTLINE
        assert selected.border_width >= SELECTED_OUTLINE_WIDTH == 3.0
        new = chip_face("hex", new=True, highlighted=True)
        assert new.fill == Palette.NEW_CHIP


def test_dark_desktop_is_read_from_the_colour_scheme_or_the_palette():
    light = QPalette(QColor("#efefef"))
    dark = QPalette(QColor("#202124"))
    assert desktop_is_dark(Qt.ColorScheme.Dark, light)
    assert desktop_is_dark(Qt.ColorScheme.Unknown, dark)
    assert not desktop_is_dark(Qt.ColorScheme.Light, light)
    assert not desktop_is_dark(Qt.ColorScheme.Unknown, light)
    assert choose_scheme(False, False) == "normal"
    assert choose_scheme(True, False) == "high-contrast"
    assert choose_scheme(False, True) == choose_scheme(True, True) == "dark"


def _documents_window(settings, errors, qtbot) -> MainWindow:
    window = MainWindow(settings, executor=InlineExecutor(), show_error=errors)
    qtbot.addWidget(window)
    window.resize(1400, 850)
    return window


def test_a_dark_desktop_gets_the_dark_palette_at_once(qtbot, settings, errors, monkeypatch):
    monkeypatch.setattr(palette_module, "_desktop", [QPalette(QColor("#202124"))])
    window = _documents_window(settings, errors, qtbot)  # opening follows the desktop
    assert current_scheme() == "dark"
    assert Palette.BASE == QColor("#121417")
    assert QApplication.palette().color(QPalette.ColorRole.Base) == QColor("#121417")
    window.action_map["high_contrast"].trigger()  # dark stays dark: of high contrast too
    assert current_scheme() == "dark"


def test_view_high_contrast_is_checkable_and_remembered(qtbot, settings, errors, tmp_path):
    window = _documents_window(settings, errors, qtbot)
    action = window.action_map["high_contrast"]
    assert action.text() == "High &Contrast" and action.isCheckable()
    view_menu = next(m for m in window.menuBar().actions() if m.text() == "&View").menu()
    assert action in view_menu.actions()
    assert current_scheme() == "normal"
    action.trigger()
    assert current_scheme() == "high-contrast"
    assert Palette.CHIP_BORDER == QColor("#2f4a6d")
    assert QApplication.palette().color(QPalette.ColorRole.Highlight) == QColor("#0b3d91")
    assert settings.high_contrast is True
    window.close()
    apply_scheme("normal")
    again = _documents_window(settings, errors, qtbot)  # the next session
    assert again.action_map["high_contrast"].isChecked()
    assert current_scheme() == "high-contrast"
    again.action_map["high_contrast"].trigger()
    assert current_scheme() == "normal" and settings.high_contrast is False
    assert Palette.CHIP_BORDER == QColor("#b8c4d4")


def _colour_count(image, rect, colour: QColor) -> int:
    want = colour.rgb()
    return sum(
        1
        for x in range(rect.left(), rect.right())
        for y in range(rect.top(), rect.bottom())
        if image.pixel(x, y) == want
    )


@pytest.mark.parametrize("high_contrast", [False, True])
def test_selecting_a_hex_chip_outlines_it_and_frames_the_row(
    qtbot, settings, errors, high_contrast
):
    window = _documents_window(settings, errors, qtbot)
    window.show()
    qtbot.waitExposed(window)
    if high_contrast:
        window.action_map["high_contrast"].trigger()
    # Chinese lesson, stage 3: 。 (token 258, e3 80 82) is a whole character, and the
    # row around it is hex chips (e6 b8 a1 ...), one document per paragraph.
    window.load_example("chinese")
    window.round_cursor.set_value(3)
    table = window.documents_panel.table
    table.selectRow(0)
    window.select_token(258)
    qtbot.wait(50)
    image = table.viewport().grab().toImage()
    cell = table.visualRect(table.model().index(0, 1)).adjusted(3, 3, -3, -3)
    highlight = table.palette().color(QPalette.ColorRole.Highlight)
    flood = highlight.lighter(185)  # what a selected row used to be filled with
    assert _colour_count(image, cell, highlight) == 0
    assert _colour_count(image, cell, flood) == 0
    assert _colour_count(image, cell, Palette.SELECTED_CHIP) == 0  # no chip turns blue
    assert _colour_count(image, cell, Palette.HEX_CHIP) > 1000  # the hex chips stay amber
    assert _colour_count(image, cell, Palette.NEW_CHIP) > 50  # the selected 。 (new) too
    outline = _colour_count(image, cell, Palette.SELECTED_OUTLINE)
    assert outline > 60  # the thick outline of the selected chips
    frame = table.visualRect(table.model().index(0, 1))
    edge = frame.adjusted(0, 0, 0, -(frame.height() - 4))  # the frame's top edge
    assert _colour_count(image, edge, Palette.SELECTED_OUTLINE) > frame.width() // 2


def test_gui_high_contrast_renders_the_picture_in_the_projector_palette(qapp, capsys, tmp_path):
    from PySide6.QtGui import QImage

    from bpe_viewer.cli import main

    counts = {}
    for name, extra in (("plain", []), ("contrast", ["--high-contrast"])):
        out = tmp_path / f"{name}.png"
        argv = ["gui", "--example", "overlap", "--round", "0", "--screenshot", str(out)]
        assert main(argv + extra) == 0
        image = QImage(str(out))
        whole = image.rect()
        counts[name] = (
            _colour_count(image, whole, QColor("#b8c4d4")),  # the normal chip border
            _colour_count(image, whole, QColor("#2f4a6d")),  # the high-contrast one
        )
        apply_scheme("normal")
    capsys.readouterr()
    assert counts["plain"][0] > 100 and counts["plain"][1] == 0
    assert counts["contrast"][0] == 0 and counts["contrast"][1] > 100


@pytest.mark.parametrize(("scheme", "boxed"), [("normal", False), ("dark", True)])
def test_chart_readout_sits_on_white_under_a_dark_palette(qtbot, scheme, boxed):
    from bpe_viewer.qt.widgets.round_charts import RoundCharts

    apply_scheme(scheme)
    charts = RoundCharts()
    qtbot.addWidget(charts)
    label = charts.summary_label
    assert label.autoFillBackground() is boxed
    if boxed:
        # The readout's words keep the charts' colours (made for white): 4.5:1 there.
        assert label.palette().color(QPalette.ColorRole.Window) == QColor("#ffffff")
        assert contrast_ratio(QColor("#862e9c"), QColor("#ffffff")) >= AA


@pytest.mark.parametrize(("scheme", "base"), [("normal", "#ffffff"), ("dark", "#121417")])
def test_encode_chips_are_painted_on_the_palette_background(qtbot, scheme, base):
    from PySide6.QtWidgets import QWidget

    from bpe_viewer.qt.models.encode_steps import TokenSequenceModel
    from bpe_viewer.qt.widgets.token_chips import token_chip_list

    apply_scheme(scheme)
    parent = QWidget()
    qtbot.addWidget(parent)
    view = token_chip_list(parent, None, TokenSequenceModel())
    view.resize(200, 60)
    image = view.viewport().grab().toImage()
    assert QColor(image.pixel(100, 30)).name() == base  # an empty list: the background


def test_a_window_made_under_the_dark_palette_writes_its_labels_readably(
    qtbot, settings, errors, monkeypatch
):
    # As `bpe-viewer` starts on a dark desktop: the scheme is applied before any view.
    monkeypatch.setattr(palette_module, "_desktop", [QPalette(QColor("#202124"))])
    apply_scheme("dark")
    window = _documents_window(settings, errors, qtbot)
    R = QPalette.ColorRole
    window_colour = QApplication.palette().color(R.Window)
    labels = {
        "narration": window.narration.sentence,
        "documents legend": window.documents_panel.legend,
        "status note": window.status_parts.note_label,
        "candidate pairs": window.rounds_view.candidates_panel.pairs,
    }
    for name, label in labels.items():
        text = label.palette().color(R.WindowText)
        assert contrast_ratio(text, window_colour) >= AA, (name, text.name())
