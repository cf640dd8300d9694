"""Export to and import from Hugging Face tokenizers, tiktoken and minbpe.

The libraries themselves (test extras) are the reference: a run written for them must
give exactly the IDs of ``run.encode``, and a table they trained must encode here as
they encode it.
"""

from __future__ import annotations

import base64
import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import TIE_POLICIES, load, train
from bpe_viewer.core.corpus_files import load_corpus
from bpe_viewer.core.interop import TableError, export
from bpe_viewer.core.interop.gpt2_bytes import bytes_to_symbols
from bpe_viewer.core.run import TrainingRun
from bpe_viewer.core.trainer import MergeRule, TrainingRound

tokenizers = pytest.importorskip("tokenizers")
tiktoken = pytest.importorskip("tiktoken")
from tiktoken.load import load_tiktoken_bpe  # noqa: E402

SPECIAL = "<|endoftext|>"

#: Held-out texts in several scripts (none of them is in the corpus).
TEXTS = [
    "The quick brown fox jumps over the lazy dog.",
    "Съешь же ещё этих мягких французских булок, да выпей чаю.",
    "日本語のテキストと中文的文本，한국어 텍스트.",
    "emoji 🦀🦀 🇫🇷 👩‍👩‍👧 end",
    "   whitespace\t\truns\n\n\n  and\r\nCRLF  ",
    "digits 1234567890 3.14159 1,000,000",
    "it's we'll they've I'M don't",
    f"one{SPECIAL}two {SPECIAL}",
    "",
    " ",
]


@pytest.fixture(autouse=True)
def _no_tiktoken_cache(monkeypatch):
    # tiktoken caches files by path; tests write different files to similar paths.
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")


@pytest.fixture(scope="module")
def corpus(learn_llm_json):
    return load_corpus(learn_llm_json)


_RUNS: dict[tuple[str, str], TrainingRun] = {}


def trained(corpus, tie: str, pretokenizer: str) -> TrainingRun:
    key = (tie, pretokenizer)
    if key not in _RUNS:
        _RUNS[key] = train(
            corpus, 300, tie=tie, pretokenizer=pretokenizer, special_tokens=[SPECIAL]
        )
    return _RUNS[key]


def hf_from_file(path: Path):
    return tokenizers.Tokenizer.from_file(str(path))


def tiktoken_from_files(stem: Path):
    side = json.loads(stem.with_suffix(".json").read_text("utf-8"))
    return tiktoken.Encoding(
        name="test",
        pat_str=side["pat_str"],
        mergeable_ranks=load_tiktoken_bpe(str(stem.with_suffix(".tiktoken"))),
        special_tokens=side["special_tokens"],
    )


def hf_from_vocab_merges(folder: Path, pattern: str | None, specials: list[str]):
    """Load vocab.json + merges.txt as the exported README.txt says."""
    from tokenizers import Regex, decoders, models, pre_tokenizers

    tok = tokenizers.Tokenizer(
        models.BPE.from_file(str(folder / "vocab.json"), str(folder / "merges.txt"))
    )
    byte_level = pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False)
    if pattern is None:
        tok.pre_tokenizer = byte_level
    else:
        tok.pre_tokenizer = pre_tokenizers.Sequence(
            [pre_tokenizers.Split(Regex(pattern), behavior="isolated"), byte_level]
        )
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens(specials)
    return tok


@pytest.mark.parametrize("pretokenizer", ["none", "gpt2", "gpt4"])
@pytest.mark.parametrize("tie", TIE_POLICIES)
def test_exports_give_our_ids_in_the_libraries(corpus, tmp_path, tie, pretokenizer):
    from bpe_viewer.core.pretokenize import pretokenizer_pattern

    run = trained(corpus, tie, pretokenizer)
    assert run.merge_count == 300
    export(run, "hf", tmp_path / "tokenizer.json")
    export(run, "vocab-merges", tmp_path / "vm")
    export(run, "tiktoken", tmp_path / "t")
    hf = hf_from_file(tmp_path / "tokenizer.json")
    vm = hf_from_vocab_merges(tmp_path / "vm", pretokenizer_pattern(pretokenizer), [SPECIAL])
    tk = tiktoken_from_files(tmp_path / "t")
    for text in TEXTS:
        ours = run.encode(text, allow_special=True)
        assert hf.encode(text).ids == ours, text
        assert vm.encode(text).ids == ours, text
        assert tk.encode(text, allowed_special="all") == ours, text
        assert tk.encode_ordinary(text) == run.encode(text), text
        # decode back to the same bytes
        assert hf.decode(ours, skip_special_tokens=False) == text
        assert tk.decode_bytes(ours) == text.encode("utf-8")
        assert run.decode(ours) == text.encode("utf-8")


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(max_size=60))
def test_hypothesis_text_same_ids_everywhere(corpus, text):
    from bpe_viewer.interop import to_hf_tokenizer, to_tiktoken

    for pretokenizer in ("none", "gpt4"):
        run = trained(corpus, "smallest", pretokenizer)
        key = ("enc", pretokenizer)
        if key not in _LIBS:
            _LIBS[key] = (to_hf_tokenizer(run), to_tiktoken(run))
        hf, tk = _LIBS[key]
        ours = run.encode(text)
        assert hf.encode(text).ids == ours
        assert tk.encode_ordinary(text) == ours
        assert run.decode(ours) == text.encode("utf-8")


_LIBS: dict = {}


@pytest.mark.parametrize("pretokenizer", ["none", "gpt2", "gpt4"])
def test_every_export_imports_back_to_the_same_table(corpus, tmp_path, pretokenizer):
    run = trained(corpus, "first", pretokenizer)
    pairs = [(r.left, r.right) for r in run.rules]
    for fmt, path, opened in [
        ("hf", tmp_path / "tokenizer.json", tmp_path / "tokenizer.json"),
        ("vocab-merges", tmp_path / "vm", tmp_path / "vm"),
        ("tiktoken", tmp_path / "t", tmp_path / "t.tiktoken"),
        ("minbpe", tmp_path / "m", tmp_path / "m.model"),
    ]:
        export(run, fmt, path)
        back = load(opened)
        assert back.kind == "table", fmt
        assert [(r.left, r.right) for r in back.rules] == pairs, fmt
        assert back.special_tokens == (SPECIAL.encode(),), fmt
        assert back.pretokenizer == pretokenizer, fmt
        assert back.source_ids is None, fmt  # our own IDs come back unchanged
        for text in TEXTS:
            assert back.encode(text, allow_special=True) == run.encode(text, allow_special=True)


def test_minbpe_model_text(tmp_path):
    run = train([b"aaa aba"], 2, special_tokens=["<|e|>"], pretokenizer="none")
    (path,) = export(run, "minbpe", tmp_path / "x")
    assert path.name == "x.model"
    # minbpe v1: magic, pattern (empty: none), count, specials, merges in rank order;
    # round 1 is a five-way tie at count 1 won by the smallest pair (32, 97)
    assert path.read_text() == "minbpe v1\n\n1\n<|e|> 258\n97 97\n32 97\n"
    back = load(path)
    assert [(r.left, r.right) for r in back.rules] == [(97, 97), (32, 97)]
    assert back.special_tokens == (b"<|e|>",)


def test_vocab_merges_files(tmp_path):
    run = train([b"aaa aba"], 2, special_tokens=["<|e|>"])
    export(run, "vocab-merges", tmp_path / "vm")
    names = sorted(p.name for p in (tmp_path / "vm").iterdir())
    assert names == ["README.txt", "bpe-viewer.json", "merges.txt", "vocab.json"]
    assert (tmp_path / "vm" / "merges.txt").read_text() == "#version: 0.2\na a\nĠ a\n"
    vocab = json.loads((tmp_path / "vm" / "vocab.json").read_text())
    assert vocab["aa"] == 256 and vocab["Ġa"] == 257 and vocab["<|e|>"] == 258
    assert vocab["Ġ"] == 32 and vocab["Ā"] == 0
    readme = (tmp_path / "vm" / "README.txt").read_text()
    assert "use_regex=False" in readme and "ByteLevelBPETokenizer" in readme


def test_readme_names_every_vocab_merges_file(tmp_path):
    """The README's export example lists every file the export writes."""
    run = train([b"aaa aba"], 2)
    export(run, "vocab-merges", tmp_path / "vm")
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    line = next(x for x in readme.splitlines() if "--to vocab-merges -o learn-hf" in x)
    listed = {name.strip() for name in line.split("#", 1)[1].split(",")}
    assert listed == {p.name for p in (tmp_path / "vm").iterdir()}


# ------------------------------------------------------------------ tables others trained


def _hf_trained(tmp_path, split_pattern: str | None):
    from tokenizers import Regex, decoders, models, pre_tokenizers, trainers

    texts = [p.strip() for p in (TEXTS * 3) if p.strip()] + [
        "the theory of the thing is the other thing there",
        "привет мир привет миру",
    ]
    tok = tokenizers.Tokenizer(models.BPE())
    if split_pattern is None:
        tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    else:
        tok.pre_tokenizer = pre_tokenizers.Sequence(
            [
                pre_tokenizers.Split(Regex(split_pattern), behavior="isolated"),
                pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=False),
            ]
        )
    tok.decoder = decoders.ByteLevel()
    trainer = tokenizers.trainers.BpeTrainer(
        vocab_size=500,
        special_tokens=[SPECIAL],
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    assert trainers  # the module is the one used above
    tok.train_from_iterator(texts, trainer)
    path = tmp_path / "hf-trained.json"
    tok.save(str(path))
    return tok, path


@pytest.mark.parametrize("split", [None, r"\s+|\S+"])
def test_hf_bpe_trainer_table_encodes_as_hf(tmp_path, split):
    tok, path = _hf_trained(tmp_path, split)
    table = load(path)
    assert table.kind == "table"
    assert table.merge_count > 100
    assert table.special_tokens == (SPECIAL.encode(),)
    assert table.pretokenizer == ("gpt2" if split is None else "whitespace")
    for text in TEXTS + ["theory of the other", "привет"]:
        ids = tok.encode(text).ids
        assert table.encode(text, allow_special=True) == ids, text
        assert table.decode(ids) == text.encode("utf-8")
    # the same table written as vocab.json + merges.txt and read back bare (GPT-2 rules)
    tok.model.save(str(tmp_path))
    if split is None:
        bare = load(tmp_path / "vocab.json")
        for text in TEXTS:
            assert bare.encode(text, allow_special=True) == tok.encode(text).ids


def test_tiktoken_file_written_from_ranks(tmp_path):
    """A rank file written by hand (bytes first, then an HF-trained table's merges)."""
    hf, _ = _hf_trained(tmp_path, None)
    from bpe_viewer.core.interop.gpt2_bytes import symbols_to_bytes

    vocab = hf.get_vocab(with_added_tokens=False)
    merged = sorted(
        (sid, symbols_to_bytes(t)) for t, sid in vocab.items() if len(t) > 1 and t != SPECIAL
    )
    ranks = {bytes([b]): b for b in range(256)}
    for _sid, data in merged:
        ranks[data] = len(ranks)
    path = tmp_path / "hand.tiktoken"
    path.write_text(
        "".join(f"{base64.b64encode(k).decode()} {v}\n" for k, v in ranks.items()), "ascii"
    )
    from bpe_viewer.core.pretokenize import PRETOKENIZERS

    enc = tiktoken.Encoding(
        name="hand",
        pat_str=PRETOKENIZERS["gpt2"],
        mergeable_ranks=load_tiktoken_bpe(str(path)),
        special_tokens={},
    )
    table = load(path, pretokenizer="gpt2")
    assert table.merge_count == len(ranks) - 256
    for text in TEXTS:
        assert table.encode(text) == enc.encode_ordinary(text), text


def test_tiktoken_sidecar_gives_pattern_and_specials(tmp_path):
    run = train([b"hello hello world"], 5, pretokenizer="gpt2", special_tokens=["<|x|>"])
    export(run, "tiktoken", tmp_path / "t")
    side = json.loads((tmp_path / "t.json").read_text())
    assert side == {"pat_str": run_pattern("gpt2"), "special_tokens": {"<|x|>": 261}}
    table = load(tmp_path / "t.tiktoken")
    assert table.pretokenizer == "gpt2" and table.special_tokens == (b"<|x|>",)
    run = train([b"hello hello world"], 5)
    export(run, "tiktoken", tmp_path / "n")
    assert json.loads((tmp_path / "n.json").read_text())["pat_str"] == r"[\s\S]+"
    assert load(tmp_path / "n.tiktoken").pretokenizer == "none"


def run_pattern(name):
    from bpe_viewer.core.pretokenize import PRETOKENIZERS

    return PRETOKENIZERS[name]


def test_to_tiktoken_matches_encode():
    from bpe_viewer.interop import to_tiktoken

    run = train([b"aaa aba <|e|> aaa"], 4, special_tokens=["<|e|>"])
    enc = to_tiktoken(run)
    assert enc.encode("aaaba <|e|>", allowed_special="all") == run.encode(
        "aaaba <|e|>", allow_special=True
    )


# ------------------------------------------------------------------ refusals


def _duplicate_bytes_run() -> TrainingRun:
    # (b,c) -> 256 "bc", (a,b) -> 257 "ab", (a,bc) -> 258 "abc", (ab,c) -> 259 "abc"
    pairs = [(98, 99), (97, 98), (97, 256), (257, 99)]
    vocab = [bytes([i]) for i in range(256)]
    rounds = []
    for rank, (a, b) in enumerate(pairs):
        vocab.append(vocab[a] + vocab[b])
        rule = MergeRule(rank, a, b, 256 + rank, vocab[-1], 1, 1)
        rounds.append(TrainingRound(rule, [], 0, 0))
    return TrainingRun(documents=[], final_tokens=[], rounds=rounds, source="dup")


@pytest.mark.parametrize("fmt", ["hf", "vocab-merges", "tiktoken"])
def test_export_refuses_two_tokens_with_the_same_bytes(tmp_path, fmt):
    with pytest.raises(TableError, match=r"tokens 258 and 259 have the same bytes 'abc'"):
        export(_duplicate_bytes_run(), fmt, tmp_path / "out")
    assert not any(tmp_path.iterdir())


def _write_hf(tmp_path, model: dict, pre=None, **extra) -> Path:
    data = {
        "version": "1.0",
        "added_tokens": [],
        "normalizer": None,
        "pre_tokenizer": pre
        if pre is not None
        else {"type": "ByteLevel", "add_prefix_space": False, "use_regex": False},
        "model": model,
        **extra,
    }
    path = tmp_path / "tokenizer.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


def _bytes_vocab() -> dict[str, int]:
    return {bytes_to_symbols(bytes([b])): b for b in range(256)}


@pytest.mark.parametrize(
    ("model", "pre", "fragment"),
    [
        ({"type": "WordPiece", "vocab": {"a": 0}}, None, "type 'WordPiece' is not byte-level BPE"),
        ({"type": "Unigram", "vocab": [["a", 0.0]]}, None, "type 'Unigram' is not byte-level BPE"),
        (
            {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a b"]},
            {"type": "Whitespace"},
            "not byte-level BPE (the last pre-tokenizer is 'Whitespace'",
        ),
        (
            {"type": "BPE", "vocab": {"a": 0}, "merges": [], "byte_fallback": True},
            None,
            "byte_fallback",
        ),
        (
            {"type": "BPE", "vocab": {"a": 0, "b": 1, "ab": 2}, "merges": ["a x"]},
            None,
            "merges entry 0: right token 'x' is not in the vocabulary",
        ),
        (
            {"type": "BPE", "vocab": {**_bytes_vocab(), "ab": 256}, "merges": ["ab c"]},
            None,
            "merges entry 0: left token 'ab' was never made by an earlier merge",
        ),
        (
            {"type": "BPE", "vocab": {**_bytes_vocab(), "ab": 256}, "merges": ["a c"]},
            None,
            "merges entry 0: the merged token 'ac' is not in the vocabulary",
        ),
        (
            {
                "type": "BPE",
                "vocab": {**_bytes_vocab(), "ab": 256, "bc": 257, "abc": 258},
                "merges": ["a b", "b c", "ab c", "a bc"],
            },
            None,
            "merges entry 3: makes 'abc' again",
        ),
        (
            {"type": "BPE", "vocab": {**_bytes_vocab(), "ab": 256}, "merges": ["a b", "a b"]},
            None,
            "merges entry 1: repeats the merge of",
        ),
        (
            {"type": "BPE", "vocab": {"a": 0, "b": 0, "ab": 1}, "merges": ["a b"]},
            None,
            "ID 0 given to tokens",
        ),
    ],
)
def test_tokenizer_json_refusals_name_file_and_entry(tmp_path, model, pre, fragment):
    path = _write_hf(tmp_path, model, pre)
    with pytest.raises(TableError) as err:
        load(path)
    message = str(err.value)
    assert message.startswith(str(path)), message
    assert "\n" not in message
    assert fragment in message, message


def _write_lines(path: Path, lines: list[str]) -> Path:
    path.write_text("".join(line + "\n" for line in lines), "utf-8")
    return path


@pytest.mark.parametrize(
    ("lines", "fragment"),
    [
        (["Ġ t", "", "Ġt he"], "line 2: expected two tokens separated by one space, got a blank"),
        (["Ġ t", "Ġt h e"], "line 2: expected two tokens separated by one space, got 3 tokens"),
        (["Ġ t", "x y!"], "line 2: right token 'y!'"),
        (["Ġ t", "a b", "Ġ t"], "line 3: repeats the merge of"),
        (["Ġ t", "Ġt he"], "line 2: right token 'he' was never made by an earlier merge"),
        (["a ñ"], "line 1: right token 'ñ' holds 'ñ'"),
        (["a b c"], "line 1: expected two tokens"),
        (["#version: 0.2", "a   b"], "line 2: expected two tokens"),
    ],
)
def test_merges_file_alone_errors_name_the_line(tmp_path, lines, fragment):
    lines = [line.replace("y!", "y\u2603") for line in lines]
    lines = [line.replace("ñ", "\u0400") for line in lines]
    path = _write_lines(tmp_path / "student-merges.txt", lines)
    with pytest.raises(TableError) as err:
        load(path)
    message = str(err.value)
    assert message.startswith(f"{path} line "), message
    fragment = fragment.replace("'y!'", "'y\u2603'").replace("'ñ' holds 'ñ'", "'\u0400' holds")
    assert fragment in message, message


def test_merges_file_alone_takes_our_ids_and_gpt2_pattern(tmp_path):
    path = _write_lines(tmp_path / "merges.txt", ["#version: 0.2", "Ġ t", "h e", "Ġt he"])
    table = load(path)
    assert table.source_ids is None and table.pretokenizer == "gpt2"
    assert [(r.left, r.right) for r in table.rules] == [(32, 116), (104, 101), (256, 257)]
    assert table.encode(" the the") == [258, 258]
    assert load(path, pretokenizer="none").encode("the") == [116, 257]


@pytest.mark.parametrize(
    ("lines", "fragment"),
    [
        (["YQ== 0", "Yg== 0"], "line 2: rank 0 repeats line 1"),
        (["YQ== 0", "YQ== 1"], "line 2: token 'a' repeats line 1"),
        (["YQ== 0", "Yg== 2"], "rank 1 is missing"),
        (["YQ== 0", "%%% 1"], "line 2: '%%%' is not base64"),
        (["YQ== 0", "Yg== x"], "line 2: rank 'x' is not a whole number"),
        (["YQ== 0", "YWJj 1"], "line 2: token 'abc' (rank 1) cannot be made by merging"),
    ],
)
def test_tiktoken_refusals(tmp_path, lines, fragment):
    path = _write_lines(tmp_path / "bad.tiktoken", lines)
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value).startswith(str(path)) and fragment in str(err.value), str(err.value)


@pytest.mark.parametrize(
    ("lines", "fragment"),
    [
        (["minbpe v2", "", "0"], "line 1: expected 'minbpe v1'"),
        (["minbpe v1", "", "x"], "line 3: special-token count 'x'"),
        (["minbpe v1", "", "0", "97 300"], "line 4: right token ID 300 was never made"),
        (["minbpe v1", "", "0", "97 97", "97 97"], "line 5: repeats the merge of"),
        (["minbpe v1", "", "0", "97 98 99"], "line 4: expected two token IDs"),
    ],
)
def test_minbpe_refusals(tmp_path, lines, fragment):
    path = _write_lines(tmp_path / "bad.model", lines)
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value).startswith(str(path)) and fragment in str(err.value), str(err.value)


def test_imported_ids_are_the_sources(tmp_path):
    # a vocabulary whose IDs are not ours: bytes at 1..256, specials at 0
    vocab = {"<|endoftext|>": 0}
    vocab.update({bytes_to_symbols(bytes([b])): b + 1 for b in range(256)})
    vocab["aa"] = 257
    (tmp_path / "vocab.json").write_text(json.dumps(vocab), "utf-8")
    _write_lines(tmp_path / "merges.txt", ["a a"])
    table = load(tmp_path)
    assert table.source_ids is not None
    assert table.encode("aaa<|endoftext|>", allow_special=True) == [257, 98, 0]
    assert table.decode([257, 98, 0]) == b"aaa<|endoftext|>"
    from bpe_viewer.core.encoding import EncodingError

    with pytest.raises(EncodingError, match="position 1: unknown token ID 999"):
        table.decode([0, 999])


def test_load_refuses_a_corpus(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("just some text\n")
    with pytest.raises(TableError, match="not a saved run or a merge table"):
        load(path)


def test_python_api_encode_decode_and_load(tmp_path):
    from bpe_viewer.core.encoding import EncodingError
    from bpe_viewer.core.formats.run_json import save_run

    # docs/rules.md s2: aaa/aba, 2 merges -> (97,97)=256, (97,98)=257
    run = train([b"aaa", b"aba"], 2, special_tokens=["<|e|>"])
    assert run.encode("abaa") == [257, 256]
    assert run.encode(b"abaa") == [257, 256]
    assert run.encode("a<|e|>") == [97, 60, 124, 101, 124, 62]
    assert run.encode("a<|e|>", allow_special=True) == [97, 258]
    assert run.decode([257, 256, 258]) == b"abaa<|e|>"
    assert run.decode(run.encode(b"\xff\xfeaa")) == b"\xff\xfeaa"
    with pytest.raises(EncodingError, match="position 1: unknown token ID 259"):
        run.decode([97, 259])
    save_run(run, tmp_path / "run.json")
    back = load(tmp_path / "run.json")
    assert back.kind == "training" and back.encode("abaa") == [257, 256]
