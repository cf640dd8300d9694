"""The course reference table reproduced exactly (docs/rules.md s3.2).

The fixture in ../shared/corpora/cs336 holds corpus.en, the 243 reference merges and the
500-entry vocabulary, written in the GPT-2 byte-to-unicode alphabet. The alphabet is
decoded here, independently of the package.
"""

from __future__ import annotations

import json

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core.formats.run_json import load_run


def gpt2_alphabet() -> dict[str, int]:
    """GPT-2's printable stand-in for every byte: character -> byte value."""
    printable = [*range(0x21, 0x7F), *range(0xA1, 0xAD), *range(0xAE, 0x100)]
    chars = list(printable)
    extra = 0
    for b in range(256):
        if b not in printable:
            printable.append(b)
            chars.append(256 + extra)
            extra += 1
    return {chr(c): b for b, c in zip(printable, chars, strict=True)}


def decode(text: str, alphabet: dict[str, int]) -> bytes:
    return bytes(alphabet[ch] for ch in text)


@pytest.fixture(scope="module")
def reference_run(cs336_corpus, tmp_path_factory):
    path = tmp_path_factory.mktemp("cs336") / "reference.bpe-run.json"
    code = main(
        [
            "train",
            str(cs336_corpus / "corpus.en"),
            "--unit",
            "file",
            "--special-token",
            "<|endoftext|>",
            "--pretokenize",
            "gpt2",
            "--tie",
            "bytes-largest",
            "--vocab-size",
            "500",
            "--format",
            "json",
            "-o",
            str(path),
        ]
    )
    assert code == 0
    return load_run(path)


def test_bytes_largest_learns_the_243_reference_merges_in_order(cs336_corpus, reference_run):
    alphabet = gpt2_alphabet()
    lines = (cs336_corpus / "train-bpe-reference-merges.txt").read_text("utf-8").splitlines()
    expected = [tuple(decode(part, alphabet) for part in line.split(" ")) for line in lines]
    assert len(expected) == 243
    run = reference_run
    learned = [(run.token_bytes(r.left), run.token_bytes(r.right)) for r in run.rules]
    assert learned == expected


def test_the_same_500_vocabulary_byte_strings(cs336_corpus, reference_run):
    alphabet = gpt2_alphabet()
    vocab = json.loads((cs336_corpus / "train-bpe-reference-vocab.json").read_text("utf-8"))
    expected = {
        text.encode() if text == "<|endoftext|>" else decode(text, alphabet) for text in vocab
    }
    run = reference_run
    assert run.vocabulary_size() == 500
    assert {run.token_bytes(i) for i in range(500)} == expected


def test_largest_by_ids_parts_from_it_at_merge_92(cs336_corpus, reference_run):
    """docs/rules.md s3.2: ( c, om) and (t, h) tie at 172; the byte order takes (t, h)."""
    from bpe_viewer.core import train
    from bpe_viewer.core.corpus_files import load_corpus

    corpus = load_corpus(cs336_corpus / "corpus.en", unit="file")
    by_ids = train(corpus, 93, tie="largest", special_tokens=["<|endoftext|>"], pretokenizer="gpt2")
    ref = reference_run
    assert by_ids.rules[:92] == ref.rules[:92]

    def spelled(run, rule):
        return (run.token_bytes(rule.left), run.token_bytes(rule.right), rule.candidate_count)

    assert spelled(ref, ref.rules[92]) == (b"t", b"h", 172)
    assert spelled(by_ids, by_ids.rules[92]) == (b" c", b"om", 172)


def test_diff_explains_merge_92_from_the_reference_record(cs336_corpus, tmp_path, capsys):
    """docs/rules.md s3.2: the README's walk-through, checked line by line."""
    corpus = str(cs336_corpus / "corpus.en")
    common = ["--unit", "file", "--special-token", "<|endoftext|>", "--pretokenize", "gpt2"]
    common += ["--vocab-size", "500", "--format", "json"]
    ref, largest = tmp_path / "reference.run.json", tmp_path / "largest.run.json"
    assert main(["train", corpus, *common, "--tie", "bytes-largest", "-o", str(ref)]) == 0
    assert main(["train", corpus, *common, "--tie", "largest", "-o", str(largest)]) == 0
    folder = tmp_path / "student"
    assert main(["export", str(largest), "--to", "vocab-merges", "-o", str(folder)]) == 0
    capsys.readouterr()
    assert main(["diff", str(ref), str(folder / "merges.txt")]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1] == (
        f"B: {folder / 'merges.txt'} (merges file merges.txt, 243 rules, "
        "no tie policy or counts recorded)"
    )
    assert "first divergence: rank 92" in out
    assert (
        "why (from A's record at stage 92): A's pair (t, h) has count 172, "
        "B's pair (␣c, om) has count 172" in out
    )
    tie = next(line for line in out if line.startswith("  a tie"))
    assert "A's policy bytes-largest takes (t, h)" in tie
    assert "taking B's pair: largest" in tie
    assert any("74 (t) sorts after 20 63 (␣c)" in line for line in out)
    # The reference table itself, read as a merges file, is identical to the record.
    assert main(["diff", str(ref), str(cs336_corpus / "train-bpe-reference-merges.txt")]) == 0
    assert "first divergence: none (the tables are identical)" in capsys.readouterr().out
