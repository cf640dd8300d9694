"""The cyclic garbage collector is paused around word training and encoding, and only there."""

from __future__ import annotations

import gc

import pytest

from bpe_viewer.core import word_pairs
from bpe_viewer.core.collector import collector_paused
from bpe_viewer.core.encoding import MergeTable
from bpe_viewer.core.piece_bpe import PieceEncoder
from bpe_viewer.core.trainer import MergeRule
from bpe_viewer.core.wordfreq import train_words


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def test_the_collector_is_off_in_the_block_and_on_again_after(collector_on):
    with collector_paused():
        assert not gc.isenabled()
    assert gc.isenabled()
    with pytest.raises(RuntimeError), collector_paused():
        raise RuntimeError("stop")
    assert gc.isenabled()


def test_a_collector_paused_by_the_caller_stays_paused(collector_on):
    gc.disable()
    with collector_paused():
        assert not gc.isenabled()
    assert not gc.isenabled()


def test_word_training_and_batch_encoding_run_with_the_collector_paused(collector_on, monkeypatch):
    seen: list[tuple[str, bool]] = []
    real_merge = word_pairs.merge_counted
    real_encode = PieceEncoder.encode_pieces

    def merge(*args):
        seen.append(("train", gc.isenabled()))
        return real_merge(*args)

    def encode(self, pieces):
        seen.append(("encode", gc.isenabled()))
        return real_encode(self, pieces)

    monkeypatch.setattr(word_pairs, "merge_counted", merge)
    monkeypatch.setattr(PieceEncoder, "encode_pieces", encode)
    run = train_words({"low": 5, "lower": 2}, 1)
    assert [rule.merged for rule in run.rules] == ["lo"]
    table = MergeTable([MergeRule(0, 97, 98, 256, b"ab", 2, 2)])
    assert table.encode_batch([b"abab", b"ba"]) == [[256, 256], [98, 97]]
    assert seen == [("train", False), ("train", False), ("encode", False)]
    assert gc.isenabled()
