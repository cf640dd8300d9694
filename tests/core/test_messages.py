"""The core's translatable messages: English by default, any translate callable when set."""

from __future__ import annotations

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.explain import narrate_round
from bpe_viewer.core.messages import Messages, current_translate, english, set_translate
from bpe_viewer.core.narration import Narration


class Greeting(Messages):
    def hello(self, n: int) -> str:
        return self.tr("%n window(s) left", "", n)


@pytest.fixture
def restore_translate():
    before = current_translate()
    yield
    set_translate(before)


@pytest.mark.parametrize(
    ("n", "expected"), [(0, "0 windows left"), (1, "1 window left"), (2, "2 windows left")]
)
def test_english_fills_the_count_and_the_plural(n, expected):
    assert english("Any", "%n window(s) left", "", n) == expected


def test_english_leaves_a_text_without_count_alone():
    assert english("Any", "the (s) stays without a count") == "the (s) stays without a count"


def test_the_context_is_the_class_name_and_the_set_translate_is_used(restore_translate):
    seen = []

    def shout(context, text, disambiguation, n):
        seen.append((context, text, disambiguation, n))
        return text.upper()

    set_translate(shout)
    assert Greeting().hello(3) == "%N WINDOW(S) LEFT"
    assert seen == [("Greeting", "%n window(s) left", "", 3)]
    set_translate(None)
    assert Greeting().hello(1) == "1 window left"


def test_an_object_translate_wins_over_the_set_one(restore_translate):
    set_translate(lambda c, t, d, n: "set")
    assert Greeting(lambda c, t, d, n: "own").hello(1) == "own"


def test_narration_in_english_is_unchanged_by_default():
    run = train([b"aaa", b"aba"], 2)
    assert narrate_round(run, 0) == (
        "Round 0: (97, 97) has the highest count, 2 (next: 1): (97, 97) becomes token 256 "
        "`aa` (bytes 61 61). It is counted at 2 windows but replaced only once: 1 window "
        "overlaps a replaced window (they share a token) and the left-to-right pass skips "
        "it. The documents go from 6 to 5 tokens; the vocabulary has 257 entries."
    )


def outside_marks(text: str) -> str:
    """The characters of ``text`` outside every «…» (marks may nest)."""
    depth, out = 0, []
    for char in text:
        if char == "«":
            depth += 1
        elif char == "»":
            depth -= 1
        elif depth == 0:
            out.append(char)
    return "".join(out)


def test_every_narration_message_goes_through_the_translate(restore_translate):
    """A translate that marks every text leaves nothing of a round's sentence outside
    the marks, and without the marks the sentence is the English one."""
    run = train([b"aaa", b"aba"], 2)
    english_sentences = [narrate_round(run, r) for r in range(2)]
    set_translate(lambda c, t, d, n: "«" + english(c, t, d, n) + "»")
    marked = [narrate_round(run, r) for r in range(2)]
    assert [outside_marks(s) for s in marked] == ["", ""]
    assert [s.replace("«", "").replace("»", "") for s in marked] == english_sentences
    assert Narration().times(2) == "«twice»"
