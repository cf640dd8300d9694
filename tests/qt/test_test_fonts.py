"""The window tests lay text out in the family the tests choose (tests/conftest.py), and
text of other scripts still finds glyphs through the tests' fontconfig file."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QFontInfo, QTextLayout

needs_test_fonts = pytest.mark.skipif(
    "FONTCONFIG_FILE" not in os.environ, reason="the machine's font settings are in use"
)


@needs_test_fonts
def test_the_default_family_is_the_chosen_one(qapp, font_setup):
    family = font_setup.fonts[Path(os.environ["FONTCONFIG_FILE"]).parent.name][0]
    assert QFontInfo(qapp.font()).family() == family
    assert QFontInfo(QFont("sans-serif")).family() == family
    assert QFontInfo(QFont("No Such Family")).family() == family


@needs_test_fonts
@pytest.mark.parametrize("text", ["中文分词", "日本語のテキスト", "мир и пир"])
def test_other_scripts_find_glyphs(qapp, text):
    layout = QTextLayout(text, qapp.font())
    layout.beginLayout()
    layout.createLine()
    layout.endLayout()
    glyphs = [g for run in layout.glyphRuns() for g in run.glyphIndexes()]
    assert len(glyphs) == len(text)
    assert 0 not in glyphs  # glyph 0 is a font's "missing glyph" box


def test_every_test_font_file_names_its_family(font_setup):
    for name, (family, _package) in font_setup.fonts.items():
        text = (font_setup.folder / name / "fonts.conf").read_text(encoding="utf-8")
        first_preferred = text.split("<prefer>")[1].split("</family>")[0]
        assert first_preferred.strip() == f"<family>{family}", name


def test_choosing_a_font(font_setup):
    choose_test_font = font_setup.choose
    env: dict[str, str] = {"BPE_TEST_FONT": "Liberation"}
    header, error = choose_test_font(env)
    assert error is None
    assert env["FONTCONFIG_FILE"] == str(font_setup.folder / "liberation" / "fonts.conf")
    assert header.startswith("fonts: Liberation Sans as the default family")
    env = {"BPE_TEST_FONT": "system"}
    assert choose_test_font(env) == (
        "fonts: the machine's font settings (BPE_TEST_FONT=system)",
        None,
    )
    assert "FONTCONFIG_FILE" not in env
    assert choose_test_font({"BPE_TEST_FONT": "comic"})[1] == (
        "BPE_TEST_FONT='comic' is not one of dejavu|noto|liberation|system"
    )
