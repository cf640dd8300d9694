"""Misuse of the Python API: wrong types and ranges raise TypeError/ValueError naming the
argument, through the shared checks of bpe_viewer.core.arguments (docs/rules.md s10)."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core import (
    Trainer,
    iter_rounds,
    iter_training,
    load,
    merges_for_vocabulary_size,
    train,
)
from bpe_viewer.core.arguments import (
    ArgumentRangeError,
    ArgumentTypeError,
    check_byte_strings,
    check_index,
    check_int,
    check_path,
    check_text,
    check_token_ids,
)
from bpe_viewer.core.encoding import EncodingError, MergeTable, from_layout_v1, to_layout_v1
from bpe_viewer.core.formats.run_json import save_run
from bpe_viewer.core.wordfreq import train_words, word_symbols
from bpe_viewer.interop import to_hf_tokenizer, to_tiktoken


@pytest.fixture(scope="module")
def run():
    return train([b"aaa", b"aba"], 2)


@pytest.fixture(scope="module")
def words():
    return train_words({"low": 5, "lower": 2, "newest": 6, "widest": 3}, 5)


def raises(kind, message):
    """pytest.raises for the whole message, taken literally."""
    return pytest.raises(kind, match=f"^{re.escape(message)}$")


# ---------------------------------------------------------------- the examples


def test_encode_refuses_an_int_instead_of_123_zero_tokens(run):
    with raises(TypeError, "text must be str or bytes, got int"):
        run.encode(123)
    assert run.encode(b"\x00" * 3) == [0, 0, 0]  # bytes of zeros still encode


def test_special_tokens_as_one_bytes_or_str_is_refused():
    with raises(
        TypeError,
        "special_tokens must be a list of str or bytes, got one bytes (wrap it in a list: [b'ab'])",
    ):
        train([b"xaby"], 1, special_tokens=b"ab")
    with raises(
        TypeError,
        "special_tokens must be a list of str or bytes, got one str (wrap it in a list: ['ab'])",
    ):
        train([b"xaby"], 1, special_tokens="ab")
    with raises(TypeError, "special_tokens[1] must be str or bytes, got int"):
        train([b"xaby"], 1, special_tokens=[b"ab", 3])
    run = train([b"xaby"], 1, special_tokens=[b"ab"])
    assert run.special_tokens == (b"ab",)
    assert run.merge_count == 0  # "ab" is a barrier: "x" and "y" hold no pair
    assert run.encode("xaby", allow_special=True) == [120, 256, 121]


def test_decode_refuses_a_bool_instead_of_byte_1(run):
    with raises(TypeError, "ids[0] must be an integer, got bool True"):
        run.decode([True])
    with raises(TypeError, "ids[1] must be an integer, got float 98.0"):
        run.decode([97, 98.0])
    with raises(TypeError, "ids must be a sequence of token IDs (integers), got bytes"):
        run.decode(b"ab")
    with raises(TypeError, "ids must be a sequence of token IDs (integers), got int"):
        run.decode(257)
    with pytest.raises(EncodingError, match="position 0: unknown token ID 999"):
        run.decode([999])
    assert run.decode([1]) == b"\x01"


def test_tokens_at_does_not_wrap_a_negative_document_index(run):
    with raises(ValueError, "document_index -1 outside 0..1"):
        run.tokens_at(-1, 0)
    with raises(ValueError, "document_index 2 outside 0..1"):
        run.tokens_at(2, 0)
    assert run.tokens_at(1, 0) == [97, 98, 97]


def test_load_names_an_empty_path_and_refuses_non_paths():
    with raises(ValueError, "path is empty: give a file or folder"):
        load("")
    # 0 would otherwise be opened as a file descriptor (standard input).
    with raises(TypeError, "path must be a str or os.PathLike path, got int"):
        load(0)  # type: ignore[arg-type]
    with raises(TypeError, "path must be a str or os.PathLike path, got NoneType"):
        load(None)  # type: ignore[arg-type]
    with raises(ValueError, "path 'a\\x00b' holds a NUL character, which no file name can"):
        load("a\0b")
    with raises(TypeError, "pretokenizer must be a str, got int 4"):
        load("x.json", pretokenizer=4)  # type: ignore[arg-type]


def test_load_still_opens_a_path_object(tmp_path, run):
    target = tmp_path / "run.json"
    save_run(run, target)
    assert load(target).rules == run.rules
    assert load(str(target)).rules == run.rules


# ---------------------------------------------------------------- every entry point


def _cases(run, words):
    table = run.merge_table()
    return [
        # train and iter_training
        (lambda: train([b"ab"], "3"), TypeError, "merge count must be an integer, got '3'"),
        (lambda: train([b"ab"], 1, tie=None), TypeError, "tie must be a str, got NoneType None"),
        (lambda: train([b"ab"], 1, pretokenizer=2), TypeError, "pretokenizer must be a str, got int 2"),
        (lambda: train([b"ab"], 1, keep=-1), ValueError, "keep must be 0 or more, got -1"),
        (lambda: train([b"ab"], 1, keep=1.5), TypeError, "keep must be an integer, got float 1.5"),
        (lambda: train([b"ab"], 1, workers=0), ValueError, "workers must be 1 or more, got 0"),
        (lambda: train([b"ab"], 1, on_round=5), TypeError, "on_round must be callable or None, got int"),
        (lambda: train([b"ab"], 1, cancel=True), TypeError, "cancel must be a threading.Event or None, got bool"),
        (lambda: iter_training([b"ab"], 1, source=3), TypeError, "source must be a str, got int 3"),
        (lambda: iter_training([b"ab"], 1, forced=[(97, 98), "ab"]), TypeError,
         "forced[1] must be a (left, right) pair of token IDs, got str"),
        (lambda: iter_training([b"ab"], 1, forced=[(97, 98.0)]), TypeError,
         "forced[0][1] must be an integer, got float 98.0"),
        (lambda: train([b"ab"], vocab_size=True), TypeError, "vocabulary size must be an integer, got True"),
        (lambda: merges_for_vocabulary_size(300, "1"), TypeError, "special_count must be an integer, got str '1'"),
        (lambda: iter_training([b"ab"], 1, special_tokens="ab"), TypeError,
         "special_tokens must be a list of str or bytes, got one str (wrap it in a list: ['ab'])"),
        # Trainer and iter_rounds
        (lambda: Trainer([5], 1), TypeError, "sequences[0] must be bytes or a sequence of byte values, got int"),
        (lambda: Trainer(b"ab", 1), TypeError, "sequences must be a list or tuple, got bytes"),
        (lambda: Trainer([[97, 300]], 1), ValueError, "sequences[0][1] must be a byte value 0..255, got 300"),
        (lambda: Trainer([[97, True]], 1), TypeError, "sequences[0][1] must be an integer, got bool True"),
        (lambda: Trainer(["ab"], 1), TypeError, "sequences[0] must be bytes or a sequence of byte values, got str"),
        (lambda: iter_rounds([b"ab"], 1, tie=1), TypeError, "tie must be a str, got int 1"),
        # TrainingRun
        (lambda: run.encode("ab", allow_special="yes"), TypeError, "allow_special must be True or False, got str"),
        (lambda: run.encode("a\ud800"), ValueError,
         "text holds a lone surrogate (U+D800 at character 1), which has no UTF-8 bytes"),
        (lambda: run.tokens_at(0, True), TypeError, "stage must be an integer, got bool True"),
        (lambda: run.tokens_at(0, 3), ValueError, "stage 3 outside 0..2"),
        (lambda: run.tokens_at(0.0, 0), TypeError, "document_index must be an integer, got float 0.0"),
        (lambda: run.document_bytes(-1), ValueError, "document_index -1 outside 0..1"),
        (lambda: run.final_tokens(-1), ValueError, "document_index -1 outside 0..1"),
        (lambda: run.final_token_array(5), ValueError, "document_index 5 outside 0..1"),
        (lambda: run.merged_positions(-2, 1), ValueError, "document_index -2 outside 0..1"),
        (lambda: run.piece_starts(-1), ValueError, "document_index -1 outside 0..1"),
        (lambda: run.vocabulary_size(3), ValueError, "stage 3 outside 0..2"),
        (lambda: run.vocabulary_size(-1), ValueError, "stage -1 outside 0..2"),
        (lambda: run.token_count_at(-1), ValueError, "stage -1 outside 0..2"),
        (lambda: run.token_count_at(0, counted="yes"), TypeError, "counted must be True or False, got str"),
        (lambda: run.token_counts(1), TypeError, "counted must be True or False, got int"),
        (lambda: run.byte_total("all"), TypeError, "counted must be True or False, got str"),
        (lambda: run.final_token_occurrences(None), TypeError, "counted must be True or False, got NoneType"),
        (lambda: run.token_frequency(97, 9), ValueError, "stage 9 outside 0..2"),
        (lambda: run.token_frequency("a", 0), TypeError, "token_id must be an integer, got str 'a'"),
        (lambda: run.candidates(True), TypeError, "round_index must be an integer, got bool True"),
        (lambda: run.candidates(-1), ValueError, "round_index -1 outside 0..1"),
        (lambda: run.candidates(0, limit=-1), ValueError, "limit must be 0 or more, got -1"),
        (lambda: run.token_bytes(True), TypeError, "token_id must be an integer, got bool True"),
        (lambda: run.source_id(1.0), TypeError, "token_id must be an integer, got float 1.0"),
        (lambda: run.own_id("1"), TypeError, "source_id must be an integer, got str '1'"),
        (lambda: run.is_special(None), TypeError, "token_id must be an integer, got NoneType None"),
        (lambda: run.is_known(256, 1.5), TypeError, "stage must be an integer, got float 1.5"),
        (lambda: run.is_future(False, 0), TypeError, "token_id must be an integer, got bool False"),
        (lambda: run.learned_by_stage(b"a", 0), TypeError, "token_id must be an integer, got bytes b'a'"),
        (lambda: run.newest_token("1"), TypeError, "stage must be an integer, got str '1'"),
        (lambda: run.token_rank(256.0), TypeError, "token_id must be an integer, got float 256.0"),
        (lambda: run.children(True), TypeError, "token_id must be an integer, got bool True"),
        (lambda: run.tokens_containing([97]), TypeError, "token_id must be an integer, got list [97]"),
        # MergeTable and the layout functions
        (lambda: table.encode("ab"), TypeError,
         "data must be bytes, got str (encode it first, e.g. text.encode('utf-8'))"),
        (lambda: table.encode(5), TypeError, "data must be bytes, got int"),
        (lambda: table.encode(b"ab", allow_special=1), TypeError, "allow_special must be True or False, got int"),
        (lambda: table.encode_trace(3), TypeError, "data must be bytes, got int"),
        (lambda: table.decode([True]), TypeError, "ids[0] must be an integer, got bool True"),
        (lambda: table.token_bytes(True), TypeError, "token_id must be an integer, got bool True"),
        (lambda: table.decode_layout_v1("01"), TypeError, "ids must be a sequence of token IDs (integers), got str"),
        (lambda: to_layout_v1([1.0]), TypeError, "token_ids[0] must be an integer, got float 1.0"),
        (lambda: from_layout_v1([0, 1], "258"), TypeError, "vocabulary_size must be an integer, got str '258'"),
        # word-frequency BPE
        (lambda: train_words(["low"], 1), TypeError, "frequencies must be a mapping, got list"),
        (lambda: train_words({"low": 1}, 1, tie=None), TypeError, "tie must be a str, got NoneType None"),
        (lambda: words.candidates(5), ValueError, "round_index 5 outside 0..4"),
        (lambda: words.candidates(True), TypeError, "round_index must be an integer, got bool True"),
        (lambda: words.segmentation_at("low", 6), ValueError, "stage 6 outside 0..5"),
        (lambda: words.segmentation_at("low", True), TypeError, "stage must be an integer, got bool True"),
        (lambda: words.segmentation_at(["l", "o", "w"], 0), TypeError, "word must be a str, got list ['l', 'o', 'w']"),
        (lambda: words.final_segmentation(5), TypeError, "word must be a str, got int 5"),
        (lambda: words.encode_word(["l", "o", "w"]), TypeError, "word must be a str, got list ['l', 'o', 'w']"),
        (lambda: words.encode_word_steps(b"low"), TypeError, "word must be a str, got bytes b'low'"),
        (lambda: words.unknown_symbols("uh"), TypeError, "symbols must be a list or tuple, got str"),
        (lambda: words.unknown_symbols(["u", 1]), TypeError, "symbols[1] must be a str, got int 1"),
        (lambda: word_symbols(7), TypeError, "word must be a str, got int 7"),
        # bpe_viewer.interop
        (lambda: to_tiktoken(words), TypeError, "run must be a TrainingRun, got WordTrainingRun"),
        (lambda: to_tiktoken(run, name=5), TypeError, "name must be a str, got int 5"),
        (lambda: to_hf_tokenizer("run.json"), TypeError, "run must be a TrainingRun, got str"),
    ]  # fmt: skip


def test_every_entry_point_names_the_argument(run, words):
    for call, kind, message in _cases(run, words):
        with raises(kind, message):
            call()


def test_type_errors_stay_value_errors_and_range_errors_stay_index_errors(run, words):
    """Earlier versions raised ValueError for a merge count of the wrong type and
    IndexError for a stage or round outside the run; code catching those still works."""
    for call, kind, _message in _cases(run, words):
        with pytest.raises(Exception) as caught:
            call()
        if kind is TypeError:
            assert isinstance(caught.value, ArgumentTypeError), caught.value
            assert isinstance(caught.value, ValueError)
    with pytest.raises(IndexError):
        run.tokens_at(0, 3)
    with pytest.raises(IndexError):
        words.candidates(5)
    with pytest.raises(ValueError, match="merge count"):
        train_words({"low": 1}, 2.5)


def test_right_values_of_other_integer_and_byte_types_are_taken(run):
    assert run.tokens_at(np.int64(1), np.int32(2)) == run.tokens_at(1, 2) == [257, 97]
    assert run.decode(np.array([257, 256])) == b"abaa"
    assert run.decode(iter([97, 98])) == b"ab"
    assert run.encode(bytearray(b"abaa")) == run.encode(memoryview(b"abaa")) == [257, 256]
    assert run.candidates(0, limit=0) == ()
    assert run.vocabulary_size(0) == 256
    trained = train([b"xaby"], 1, special_tokens=("ab", bytearray(b"y")))
    assert trained.special_tokens == (b"ab", b"y")
    assert [r.rule.token_bytes for r in Trainer([[97, 97], (97, 98, 97)], 1)] == [b"aa"]


# ---------------------------------------------------------------- the shared checks


def test_check_int():
    assert check_int(np.int16(7), "n") == 7 and type(check_int(np.int16(7), "n")) is int
    with raises(ArgumentTypeError, "n must be an integer, got bool False"):
        check_int(False, "n")
    with raises(ArgumentRangeError, "n 11 outside 0..10"):
        check_int(11, "n", low=0, high=10)
    with raises(ArgumentRangeError, "n must be 10 or less, got 11"):
        check_int(11, "n", high=10)
    with raises(ArgumentTypeError, "n must be an integer, got str '" + "x" * 36 + "..."):
        check_int("x" * 100, "n")


def test_check_index_of_nothing():
    with raises(ArgumentRangeError, "round_index 0: there is none to choose from"):
        check_index(0, "round_index", 0)


def test_check_text_and_byte_strings():
    assert check_text("мир", "text") == "мир".encode()
    assert check_byte_strings(["a", b"b"], "special_tokens") == (b"a", b"b")
    assert check_byte_strings((), "special_tokens") == ()
    with raises(ArgumentTypeError, "special_tokens must be a list of str or bytes, got dict"):
        check_byte_strings({"a": 1}, "special_tokens")
    with raises(ArgumentTypeError, "special_tokens must be a list of str or bytes, got int"):
        check_byte_strings(5, "special_tokens")


def test_check_path():
    assert check_path(Path("a"), "path") == Path("a")
    with raises(ArgumentTypeError, "path must be a str or os.PathLike path, got bytes"):
        check_path(b"a", "path")


@settings(max_examples=40, deadline=None)
@given(
    good=st.lists(st.integers(0, 257), max_size=5),
    bad=st.one_of(
        st.booleans(), st.floats(allow_nan=False), st.text(max_size=3), st.none(), st.binary()
    ),
    where=st.integers(0, 5),
)
def test_decode_names_the_first_id_that_is_not_an_integer(run, good, bad, where):
    ids = list(good)
    at = min(where, len(ids))
    ids.insert(at, bad)
    with pytest.raises(ArgumentTypeError, match=rf"^ids\[{at}\] must be an integer, got "):
        run.decode(ids)
    with pytest.raises(ArgumentTypeError, match=rf"^ids\[{at}\] must be an integer, got "):
        check_token_ids(ids, "ids")
    assert MergeTable(run.rules).decode(good) == run.decode(good)


def test_a_growing_run_checks_its_documents_and_counts():
    from bpe_viewer.core.growing import GrowingRun

    growing = GrowingRun.of([b"aaa", b"aba"], tie="smallest", requested_merges=2)
    with raises(ValueError, "document_index -1 outside 0..1"):
        growing.tokens_at(-1, 0)
    with raises(ValueError, "document_index 2 outside 0..1"):
        growing.document_bytes(2)
    with raises(TypeError, "counted must be True or False, got str"):
        growing.token_counts("yes")
    assert growing.tokens_at(1, 0) == [97, 98, 97]
