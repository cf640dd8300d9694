"""The compiled kernel and the pure-Python trainer learn identical records (docs/rules.md s9).

The kernel runs the trainer's inner loops (byte-pair counts, the byte-pair index, the
replacement pass with its count upkeep, the live tokens); here every record field of a
run on the kernel is compared with the same run in pure Python, on every tie policy,
with weights, pre-tokenization and the numpy-built state of a large corpus.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from array import array

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, kernel, train
from bpe_viewer.core.piece_layout import number_pieces
from bpe_viewer.core.trainer import Trainer, _State

needs_kernel = pytest.mark.skipif(kernel.KERNEL is None, reason="the kernel is not built")


def record(run):
    """Every recorded field of a run: rules, candidates, stages and the final tokens."""
    rounds = [(r.rule, r.candidates, r.distinct_pairs, r.tied) for r in run.rounds]
    finals = [list(run.final_tokens(i)) for i in range(len(run.documents))]
    return rounds, finals


def both(monkeypatch, make):
    """``make()`` on the kernel, then in pure Python."""
    on_kernel = make()
    with monkeypatch.context() as mp:
        mp.setattr(kernel, "KERNEL", None)
        pure = make()
    return on_kernel, pure


#: hypothesis settings of the tests that train on both paths (monkeypatch is per test)
_EXAMPLES = settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)

_TEXT = st.text(alphabet=st.sampled_from("ab a.\n<>é"), max_size=30).map(str.encode)


@needs_kernel
@_EXAMPLES
@given(
    docs=st.lists(_TEXT, max_size=6),
    k=st.integers(0, 16),
    tie=st.sampled_from(TIE_POLICIES),
    pretokenizer=st.sampled_from(["none", "gpt4"]),
    big=st.booleans(),
)
def test_kernel_and_pure_python_give_the_same_record(monkeypatch, docs, k, tie, pretokenizer, big):
    """Same rules, candidates, tie sizes and final tokens; ``big`` builds the state as
    a corpus past a megabyte is built (numpy), small pieces merged one by one."""
    monkeypatch.setattr(_State, "_NUMPY_FROM", 0 if big else 1 << 20)
    monkeypatch.setattr(_State, "_INDEX_LIMIT", 0 if big else 1 << 25)  # big: scan the text
    monkeypatch.setattr(_State, "_KERNEL_INDEX_LIMIT", 0 if big else 1 << 27)
    on_kernel, pure = both(
        monkeypatch,
        lambda: record(
            train(docs, k, tie=tie, keep=4, pretokenizer=pretokenizer, special_tokens=["<>"])
        ),
    )
    assert on_kernel == pure


_REPEATS = st.text(alphabet=st.sampled_from("aab  é."), max_size=24).map(str.encode)


@needs_kernel
@_EXAMPLES
@given(
    docs=st.lists(_REPEATS, max_size=6),
    k=st.integers(1, 12),
    tie=st.sampled_from(["smallest", "largest"]),
    pretokenizer=st.sampled_from(["none", "gpt4"]),
)
def test_kernel_counts_what_a_self_pair_would_replace_as_the_documents_say(
    monkeypatch, docs, k, tie, pretokenizer
):
    """The replacements the kernel counts, while training, for each recorded candidate of
    one token twice equal the count read from the documents' tokens (the explanation's
    reference, used by a run trained in pure Python, whose rounds carry none)."""
    from bpe_viewer.core.explain import WindowFinder

    docs = docs + docs[:2]  # repeated documents: weighted pieces
    on_kernel, pure = both(
        monkeypatch, lambda: train(docs, k, tie=tie, keep=6, pretokenizer=pretokenizer)
    )
    finder = WindowFinder(pure)
    for stage, (rnd, reference) in enumerate(zip(on_kernel.rounds, pure.rounds, strict=True)):
        assert reference.self_replacements is None
        assert rnd.self_replacements is not None
        selves = {(c.left << 32 | c.right): c.count for c in rnd.candidates if c.left == c.right}
        assert set(rnd.self_replacements) == {key for key, n in selves.items() if n > 1}
        for key, replaced in rnd.self_replacements.items():
            x = key & 0xFFFFFFFF
            assert replaced == finder.replacements(stage, x, x, selves[key])


@needs_kernel
@pytest.mark.parametrize("tie", ["smallest", "largest"])
@pytest.mark.parametrize("keep", [1, 5, 100])
def test_kernel_order_equals_pure_python_over_many_rounds(monkeypatch, tie, keep):
    """Hundreds of rounds on a few kilobytes of text from a small alphabet: many pairs
    change count every round, so the kernel's heap walks past stale and repeated
    entries, removes them, and is rebuilt once stale entries outnumber live ones; the
    candidates, tie sizes and final tokens stay those of pure Python."""
    rng = random.Random(f"{tie}-{keep}")
    docs = ["".join(rng.choice("aab bc.d") for _ in range(3000)).encode()]
    docs += [docs[0][:700], b"", docs[0][1500:]]
    on_kernel, pure = both(
        monkeypatch, lambda: record(train(docs, 500, tie=tie, keep=keep, pretokenizer="none"))
    )
    assert on_kernel == pure
    assert len(on_kernel[0]) == 500


@needs_kernel
@_EXAMPLES
@given(
    docs=st.lists(_TEXT | st.binary(max_size=12), max_size=8),
    specials=st.sampled_from([(), (b"<>",), (b"<>", b"a.")]),
    pretokenizer=st.sampled_from(["none", "gpt4", "gpt2"]),
)
def test_kernel_numbers_pieces_as_pure_python_does(monkeypatch, docs, specials, pretokenizer):
    """The same distinct pieces in order of first occurrence, layout and document ends,
    invalid UTF-8 (surrogate escapes) and special tokens included."""
    on_kernel, pure = both(monkeypatch, lambda: number_pieces(docs, specials, pretokenizer))
    assert on_kernel == pure


def test_pieces_are_numbered_in_order_of_first_occurrence(monkeypatch):
    """Exact numbers on both trainers: a piece seen again keeps its first number, a
    special token is ``~k``, and every document's run of the layout ends at its entry."""
    docs = [b"ab ab<>cd", b"", b"cd ab"]
    expected = ([b"ab", b" ab", b"cd"], [0, 1, ~0, 2, 2, 1], [4, 4, 6])
    runs = [number_pieces(docs, (b"<>",), "gpt2")]
    with monkeypatch.context() as mp:
        mp.setattr(kernel, "KERNEL", None)
        runs.append(number_pieces(docs, (b"<>",), "gpt2"))
    for pieces, layout, entries in runs:
        assert (pieces, list(layout), entries) == expected


@needs_kernel
def test_kernel_numbering_refuses_a_non_dict():
    with pytest.raises(TypeError):
        kernel.KERNEL.number(["a"], [])
    with pytest.raises(TypeError, match="sequence"):
        kernel.KERNEL.number(3, {})
    with pytest.raises(TypeError):
        kernel.KERNEL.number([["unhashable"]], {})


@needs_kernel
def test_replayed_table_counts_the_same_on_both(monkeypatch):
    """A forced table (a replay) gives the same counts, replacements and places."""
    docs = [b"the cat sat on the mat", b"aaaa abab", b"that hat"]
    forced = [(116, 104), (97, 116), (1, 2), (256, 101), (97, 97)]

    def make():
        rounds = list(Trainer(docs, 0, forced=forced, keep=3))
        return [(r.rule, r.candidates, r.corpus_rank) for r in rounds]

    on_kernel, pure = both(monkeypatch, make)
    assert on_kernel == pure
    assert [r[0].replacement_count for r in on_kernel] == [3, 5, 0, 2, 2]


@needs_kernel
def test_weights_past_64_bits_train_in_python(monkeypatch):
    """Weights the kernel's 64-bit integers cannot hold leave it aside for that trainer;
    the counts are exact either way."""
    trainer = Trainer([b"a", b"abab"], 2, weights=[2**62, 3])
    assert trainer._state.kernel is None
    rules = [r.rule for r in trainer]
    assert [(r.left, r.right, r.candidate_count, r.replacement_count) for r in rules] == [
        (97, 98, 6, 6),
        (256, 256, 3, 3),
    ]
    assert Trainer([b"ab"], 1, weights=[2**62 - 1])._state.kernel is kernel.KERNEL


@needs_kernel
def test_kernel_index_lists_every_byte_pair_in_order():
    data = b"abcabcaab"
    order = array("i", [0]) * (len(data) - 1)
    offsets = kernel.KERNEL.index_pairs(data, order)
    for code in range(1 << 16):
        a, b = code >> 8, code & 0xFF
        want = [p for p in range(len(data) - 1) if data[p] == a and data[p + 1] == b]
        assert list(order[offsets[code] : offsets[code + 1]]) == want
    found = array("q")
    found.frombytes(kernel.KERNEL.find_pairs(data, 97, 98, True))
    assert list(found) == [0, 3, 7]


@needs_kernel
def test_kernel_refuses_arrays_of_the_wrong_kind():
    """A float or unsigned-byte array is a TypeError naming the argument, never a crash."""
    with pytest.raises(TypeError, match="tokens"):
        kernel.KERNEL.widen(b"ab", array("d", [0.0, 0.0]))
    with pytest.raises(ValueError, match="length"):
        kernel.KERNEL.widen(b"abc", array("i", [0, 0]))
    tokens, bound = array("i", [97, 98]), bytearray(b"\1\0\1")
    for positions in (b"\0", array("d", [0.0]), array("q", [0])):  # not whole 32-bit IDs
        with pytest.raises(TypeError, match="positions"):
            kernel.KERNEL.merge(tokens, bound, None, positions, 97, 98, 1, 1, 256, {}, {}, None)
    with pytest.raises(TypeError, match="order"):
        kernel.KERNEL.merge(tokens, bound, None, b"", 97, 98, 1, 1, 256, {}, {}, [])


def test_environment_variable_forces_pure_python():
    """``BPE_VIEWER_PURE_PYTHON=1`` leaves the kernel aside; the version line says so."""
    env = dict(os.environ, BPE_VIEWER_PURE_PYTHON="1")
    done = subprocess.run(
        [sys.executable, "-m", "bpe_viewer", "--version"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        timeout=120,
    )
    assert done.stdout.strip().endswith("(pure Python)")
    assert kernel.trainer_name() == (
        "compiled kernel" if kernel.KERNEL is not None else "pure Python"
    )


def test_a_machine_without_a_compiler_installs_and_trains_in_pure_python(tmp_path):
    """With no working C compiler (``CC=false``) the package still builds: the wheel
    holds no compiled kernel, and the package from it trains and says "pure Python"."""
    import shutil
    import zipfile
    from pathlib import Path

    # The sources alone, as a fresh clone has them: no build folder, no compiled kernel.
    root = tmp_path / "source"
    shutil.copytree(
        Path(__file__).resolve().parents[2],
        root,
        ignore=shutil.ignore_patterns(
            ".*", "build", "dist", "*.egg-info", "__pycache__", "*.so", "*.pyd", "tests"
        ),
    )
    env = dict(os.environ, CC="false", PIP_DISABLE_PIP_VERSION_CHECK="1")
    env.pop(kernel.PURE_PYTHON_VARIABLE, None)
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", str(root), "-w", str(tmp_path)],
        check=True,
        env=env,
        capture_output=True,
        timeout=600,
    )
    (wheel,) = tmp_path.glob("bpe_viewer-*.whl")
    assert (root / "bpe_viewer" / "core" / "_kernel.c").is_file()
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        archive.extractall(tmp_path / "site")
    assert "bpe_viewer/core/kernel.py" in names
    assert [n for n in names if n.endswith((".so", ".pyd"))] == []
    code = (
        "import bpe_viewer\n"
        "from bpe_viewer.core import kernel, train\n"
        "run = train([b'aaa', b'aba', b'the cat sat'], 3)\n"
        "print(bpe_viewer.__file__)\n"
        "print(kernel.trainer_name(), [r.token_bytes for r in run.rules])\n"
    )
    env = dict(os.environ, PYTHONPATH=str(tmp_path / "site"))
    env.pop(kernel.PURE_PYTHON_VARIABLE, None)
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env=env,
        cwd=tmp_path,
        timeout=120,
    )
    where, said = done.stdout.strip().splitlines()
    assert where.startswith(str(tmp_path / "site"))
    assert said == "pure Python [b'aa', b'at', b' c']"


def test_train_verbose_names_the_trainer(trainer_path, tmp_path, capsys):
    """``train -v`` says on standard error which trainer runs, before training."""
    from bpe_viewer.cli import main

    corpus = tmp_path / "c.txt"
    corpus.write_bytes(b"aaa aba\n")
    assert main(["train", str(corpus), "-v", "--merges", "2", "-o", str(tmp_path / "o")]) == 0
    said = capsys.readouterr().err.splitlines()
    name = "compiled kernel" if trainer_path == "kernel" else "pure Python"
    assert said[0] == f"trainer: {name}"
