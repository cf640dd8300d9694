"""View ▸ Language: the window speaks ru, zh_CN, ja or en, switched live, remembered,
with Qt's own dialog texts and the class's CJK glyph forms (issue 24)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from bpe_viewer.cli import main
from bpe_viewer.qt.i18n import CJK_FAMILIES, switcher
from bpe_viewer.qt.settings import Settings


@pytest.fixture(autouse=True)
def english_after():
    """Every test leaves the application in English, as it found it."""
    yield
    switcher().apply("en")


def _menu_action(window, name):
    action = window.findChild(type(window.action_map["quiz"]), name)
    assert action is not None, name
    return action


def test_language_switches_live_and_keeps_the_round(qtbot, window, settings, tmp_path):
    window.load_example("overlap")
    window.round_cursor.set_value(1)
    english = window.narration.text()
    assert english.startswith("Round 1: 3 pairs tie at count 1")
    _menu_action(window, "action_language_ru").trigger()
    assert window.round_cursor.value == 1
    assert window.narration.text().startswith(
        "Раунд 1: 3 пары имеют одинаковое число вхождений 1: (97, 98), (98, 97) и (256, 97)"
    )
    assert window.narration.box.text() == "До / после"
    assert settings.language == "ru"
    settings.sync()
    assert Settings(tmp_path / "settings.ini").language == "ru"  # remembered
    menu = window.findChild(type(window.menuBar().addMenu("x")), "menu_language")
    assert menu.title() == "&Язык"
    assert [a.isChecked() for a in menu.actions()] == [False, True, False, False]
    _menu_action(window, "action_language_ja").trigger()
    assert window.narration.text().startswith("ラウンド 1: 3 組のペアが出現回数 1 で同数")
    _menu_action(window, "action_language_en").trigger()
    assert window.narration.text() == english
    assert menu.title() == "&Language"


def test_quiz_is_asked_again_in_the_new_language_keeping_the_pick(qtbot, window):
    window.load_example("overlap")
    window.action_map["quiz"].trigger()
    window.quiz._pick_run((98, 97))
    switcher().apply("zh_CN")
    assert window.quiz.bar.message_text() == (
        "第 0 轮：你选择了 (98, 97)。按“揭晓”（Enter），或另选一对。"
    )
    assert window.narration.text().startswith("第 0 轮是一道题")
    window.action_map["reveal"].trigger()
    assert window.quiz.bar.message_text() == (
        "第 0 轮：你选择的 (98, 97) 落败：它的出现次数为 1，而胜出对 (97, 97) 的出现次数为 2。"
        " 请前进到下一轮。"
    )
    assert window.quiz.bar.score.text() == "<b>得分：1 轮中答对 0 轮</b>"
    window.action_map["quiz"].trigger()


def test_qt_own_dialog_buttons_follow_the_language(qtbot):
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    cancel = box.button(QDialogButtonBox.StandardButton.Cancel)
    assert cancel.text() == "Cancel"
    switcher().apply("ru")
    assert cancel.text() == "Отмена"
    switcher().apply("ja")
    assert cancel.text() == "キャンセル"


@pytest.mark.parametrize("code", ["zh_CN", "ja"])
def test_cjk_text_is_drawn_in_the_language_forms(qtbot, code):
    wanted = CJK_FAMILIES[code][0]
    if wanted not in QFontDatabase.families():
        pytest.skip(f"{wanted} is not installed (Debian: fonts-noto-cjk)")
    plain = QFont(QApplication.font()).families()
    switcher().apply(code)
    families = QApplication.font().families()
    assert families[0] == plain[0]  # Latin text keeps the window's face
    assert families[1] == wanted
    switcher().apply("en")
    assert QApplication.font().families() == plain


def test_gui_lang_opens_the_window_in_that_language(qtbot, tmp_path, capsys):
    out = tmp_path / "ru.png"
    assert main(["gui", "--lang", "ru", "--round", "0", "--screenshot", str(out)]) == 0
    assert out.stat().st_size > 1000
    assert switcher().language == "ru"


def test_gui_refuses_an_unknown_language(capsys):
    assert main(["gui", "--lang", "fr"]) == 2
    assert "argument --lang: invalid choice: 'fr'" in capsys.readouterr().err
