"""Examples ▸ Lesson N: the lessons that follow the course materials open with their own
training settings, say them, and learn exactly the merges of the materials.

Expected merges come from docs/rules.md s2-s4 where it gives them; the others are counted
by hand in the comments (UTF-8: 。 e3 80 82, 船 e8 88 b9, hiragana e3 81 xx or e3 82 xx).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from bpe_viewer.cli import main
from bpe_viewer.core.reference import naive_train
from bpe_viewer.qt.translatable import english_plural

LESSONS = [
    "Overlap: aaa / aba",
    "bpe.py: low / lower / newest / widest, 5 merges",
    "First-seen ties: ABCDCDABCDCDE",
    "Bilingual paragraph (English + Russian)",
    "Chinese text: 渡船每天过河两次",
    "Japanese text: 渡し船は一日に二回",
]


def _merges(n: int) -> str:
    """The counted phrase as the window writes it (Qt's numerus forms, and where no
    catalogue gives them the English plural read from "(s)": "3 merges")."""
    return english_plural(QCoreApplication.translate("Examples", "%n merge(s)", "", n), n)


def _open_lesson(window, number, notes):
    """Trigger Examples ▸ Lesson ``number`` as a user does; returns the status message."""
    action = next(a for a in window.examples_menu.actions() if a.text() == LESSONS[number - 1])
    window.session.notified.connect(lambda text, _ms: notes.append(text))
    action.trigger()
    return notes[-1]


def _rules(run):
    return [(r.left, r.right, r.candidate_count) for r in run.rules]


@pytest.fixture
def lesson_window(window, settings):
    # Stored settings that differ from every lesson's: a lesson never uses them.
    settings.merges = 7
    settings.tie = "largest"
    return window


def test_lessons_come_first_in_the_examples_menu_then_the_other_examples(window):
    actions = window.examples_menu.actions()
    texts = [a.text() for a in actions]
    assert texts == [
        "Lessons that follow the course materials",
        *LESSONS,
        "More examples",
        "Document barrier: a | a",
        "Ties: ABCDCDABCDCDE",
        "Word frequencies: low / lower / newest / widest",
    ]
    assert actions[0].isSeparator() and actions[7].isSeparator()  # the two headings
    tip = actions[3].toolTip()
    assert tip.splitlines()[0] == (
        "The Japanese minimal BPE article: equal counts go to the pair that occurs first."
    )
    assert tip.splitlines()[-1] == (
        f"Opens with {_merges(3)}, tie policy first, one document per entry of abcd.json."
    )


def test_overlap_lesson_learns_the_worked_example(lesson_window):
    notes: list[str] = []
    said = _open_lesson(lesson_window, 1, notes)
    run = lesson_window.run
    # docs/rules.md s2 worked example: (97,97) count 2, then (97,98) count 1.
    assert _rules(run) == [(97, 97, 2), (97, 98, 1)]
    assert run.tie == "smallest"
    assert said.endswith(
        f"Trained with the example's own settings: {_merges(2)}, tie policy smallest, "
        "one document per entry of overlap.json"
    )


def test_bpe_py_lesson_learns_the_five_rules_the_worked_example_prints(lesson_window):
    notes: list[str] = []
    said = _open_lesson(lesson_window, 2, notes)
    words = lesson_window.word_view.run
    # docs/rules.md s4.2: {low: 5, lower: 2, newest: 6, widest: 3}, 5 merges, the rules
    # es, est, est</w>, lo, low; counts 9 (newest 6 + widest 3) three times, then
    # l+o and lo+w 7 (low 5 + lower 2).
    assert [(r.left, r.right, r.count) for r in words.rules] == [
        ("e", "s", 9),
        ("es", "t", 9),
        ("est", "</w>", 9),
        ("l", "o", 7),
        ("lo", "w", 7),
    ]
    assert words.tie == "alphabetical-first"
    assert lesson_window.tabs.currentWidget() is lesson_window.word_view
    assert lesson_window.run.requested_merges == 5  # the byte-level tabs: 5 too
    assert f"Trained with the example's own settings: {_merges(5)}, word ties " in said
    assert "alphabetical-first on the Words tab" in said


def test_first_seen_lesson_learns_the_first_policy_table_and_says_where(lesson_window):
    notes: list[str] = []
    said = _open_lesson(lesson_window, 3, notes)
    run = lesson_window.run
    # docs/rules.md s3, first: (67,68) count 4, (65,66) 2, (257,256) 2.
    assert _rules(run) == [(67, 68, 4), (65, 66, 2), (257, 256, 2)]
    assert run.tokens_at(0, 3) == [258, 256, 258, 256, 69]
    assert said.endswith(f"{_merges(3)}, tie policy first, one document per entry of abcd.json")
    lesson_window.round_cursor.set_value(1)
    # stage 1 is [65, 66, 256, 256, 65, 66, 256, 256, 69]
    assert lesson_window.narration.sentence.text().startswith(
        "Round 1: 3 pairs tie at count 2, (65, 66) first at abcd @0, (66, 256) at abcd @1 "
        "and (256, 256) at abcd @2; the pair that occurs first in document order wins"
    )


def test_russian_lesson_starts_with_space_and_cyrillic_lead_byte(lesson_window):
    notes: list[str] = []
    said = _open_lesson(lesson_window, 4, notes)
    run = lesson_window.run
    assert len(run.documents) == 3  # one document per paragraph
    # By hand: a space before a Cyrillic word whose first letter has lead byte d0: 17 in
    # the Russian paragraph (all but реку, школы: р and ш have d1), 5 in the last one
    # (Паромщик, пассажиров, а, пассажиры, волны; not считает, считают).
    assert _rules(run)[0] == (32, 208, 22)
    docs = [run.document_bytes(i) for i in range(3)]
    assert [(r.left, r.right) for r in run.rules] == [r.pair for r in naive_train(docs, 40)]
    assert said.endswith(f"{_merges(40)}, tie policy smallest, one document per paragraph")


def test_chinese_lesson_makes_whole_characters_and_fragments(lesson_window):
    notes: list[str] = []
    said = _open_lesson(lesson_window, 5, notes)
    run = lesson_window.run
    assert len(run.documents) == 2
    # By hand, the pairs at count 3 (every other pair is at most 2): 。 three times
    # (e3,80) (80,82); 船 three times (e8,88) (88,b9); e4 b8 in 两 and 上 (twice); e8 bf
    # in 过 and 运 (twice). Smallest first: (128,130); (136,185); then (227,256) makes
    # 。 (e3 80 82) whole; (228,184); (232,191); (232,257) makes 船 whole.
    assert _rules(run) == [
        (128, 130, 3),
        (136, 185, 3),
        (227, 256, 3),
        (228, 184, 3),
        (232, 191, 3),
        (232, 257, 3),
    ]
    assert run.token_bytes(258) == "。".encode()
    assert run.token_bytes(261) == "船".encode()
    assert run.token_bytes(259) == b"\xe4\xb8"  # two bytes of 两 and 上, no character
    assert said.endswith(f"{_merges(6)}, tie policy smallest, one document per paragraph")


def test_japanese_lesson_merges_kana_lead_bytes_then_masu(lesson_window):
    notes: list[str] = []
    said = _open_lesson(lesson_window, 6, notes)
    run = lesson_window.run
    assert len(run.documents) == 2
    # By hand: 16 hiragana start e3 81 (し は に ま す は と び ま す | は え は え ま す),
    # 5 start e3 82 (を り を | を を), 4 punctuation marks e3 80 (。。| 、。).
    # Round 2 ties at 4: (227,128), は (256,175) and を (257,146), smallest first.
    # Round 5 ties at 3 among the pieces of ます。 (three times: (256,190) (190,256)
    # (256,153) (153,258) (258,130)), を + e6 (を渡 を数 を数) and e4 b9 (乗 乗 乳);
    # from then on the pieces of ます。 join until round 11 makes it one token.
    assert _rules(run) == [
        (227, 129, 16),
        (227, 130, 5),
        (227, 128, 4),
        (256, 175, 4),
        (257, 146, 4),
        (153, 258, 3),
        (190, 256, 3),
        (228, 185, 3),
        (256, 262, 3),
        (260, 230, 3),
        (261, 130, 3),
        (264, 266, 3),
    ]
    assert run.token_bytes(259) == "は".encode()
    assert run.token_bytes(260) == "を".encode()
    assert run.token_bytes(267) == "ます。".encode()
    assert said.endswith(f"{_merges(12)}, tie policy smallest, one document per paragraph")


def test_gui_example_opens_a_lesson_from_the_command_line(qapp, capsys, tmp_path):
    out = tmp_path / "first.png"
    assert main(["gui", "--example", "abcd-first", "--screenshot", str(out)]) == 0
    assert capsys.readouterr().out.strip() == f"saved {out} (stage 2 of 3)"
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_gui_example_refuses_an_unknown_name_or_an_input_too(qapp, capsys, tmp_path):
    out = tmp_path / "x.png"
    assert main(["gui", "--example", "nope", "--screenshot", str(out)]) == 2
    assert capsys.readouterr().err.strip() == (
        "bpe-viewer: error: --example nope: no built-in example of that name; choose one "
        "of overlap, bpe-py, abcd-first, bilingual, chinese, japanese, barrier, abcd, words"
    )
    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaab")
    assert main(["gui", str(corpus), "--example", "abcd", "--screenshot", str(out)]) == 2
    assert capsys.readouterr().err.strip() == (
        "bpe-viewer: error: --example abcd: give either INPUT or --example, not both"
    )
    assert not out.exists()
