"""tokenizer.json tables of today: normalizers, add_prefix_space, ignore_merges, Split
sequences and added tokens anywhere in the ID space, against Hugging Face tokenizers.

Each table is one this program exported, edited the way published files differ (a
normalizer added, ByteLevel's prefix space on, ``ignore_merges``, several Splits), then
read both by the library and by :func:`bpe_viewer.core.load`. The IDs must be equal on
every text: hostile ones (CJK, emoji, combining marks, NBSP, control bytes, text that
normalization changes) and seeded random ones.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import load, train
from bpe_viewer.core.formats.run_json import load_run, save_run
from bpe_viewer.core.interop import TableError, export
from bpe_viewer.core.interop.gpt2_bytes import bytes_to_symbols
from bpe_viewer.core.interop.replay import replay
from bpe_viewer.core.normalize import Normalizer
from bpe_viewer.core.run import TrainingRun

tokenizers = pytest.importorskip("tokenizers")

SPECIAL = "<|endoftext|>"

#: The training corpus: several scripts, accents both composed and decomposed, full-width
#: letters, case, white space of every kind.
CORPUS = [
    "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs. " * 3,
    "Café crème, naïve résumé; ÉCOLE élève cafe\u0301 Ñandú 日本語のテキスト 中文的文本 한국어 ",
    "emoji 🦀🦀 🇫🇷 👩\u200d👩\u200d👧 Straße ΟΔΟΣ  whitespace\t\truns\n\n  and\r\nCRLF 1234567 ",
    f"it's we'll they've I'M don't ｆｕｌｌ ｗｉｄｔｈ ① ﬁ ½ {SPECIAL} the end",
]

#: Texts that test each setting where it acts.
HOSTILE = [
    "",
    " ",
    "Hello World",
    " Hello",
    "CAFÉ café cafe\u0301 e\u0327\u0306 a\u0300\u0301",
    "\u00a0nbsp\u00a0 \u3000 \u2028x\u0085",
    "\x00\x01\x7f\x1c\x1d ctl\x1f",
    "ＦＵＬＬ ｗｉｄｔｈ ① ﬁ ½ x²",
    "ΟΔΟΣ Σ İstanbul STRASSE ẞ",
    "日本語のテキスト 中文 한국어 ﾊﾞ",
    "🦀👩\u200d👩\u200d👧🇫🇷",
    f"a{SPECIAL}b",
    f"{SPECIAL} x {SPECIAL}{SPECIAL}",
    "1234 56789 3.14",
    "   leading and trailing   ",
]

_ALPHABET = (
    "abcXYZthe éèÉ\u0301\u0327\u0308 日本한\u00a0\u3000\t\n\r\x00\x1f\x7f🦀👩\u200dΣσςﬁｆＦ½"
    "1234 '<|>endoftext"
)


def random_texts(count: int, seed: int = 30) -> list[str]:
    """Seeded random texts over a hostile alphabet, with the special token at times."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 40)))
        if rng.random() < 0.2:
            cut = rng.randint(0, len(text))
            text = text[:cut] + SPECIAL + text[cut:]
        out.append(text)
    return out


TEXTS = HOSTILE + random_texts(200)

_RUNS: dict[str, TrainingRun] = {}


def trained(pretokenizer: str) -> TrainingRun:
    if pretokenizer not in _RUNS:
        _RUNS[pretokenizer] = train(
            CORPUS, 150, pretokenizer=pretokenizer, special_tokens=[SPECIAL]
        )
    return _RUNS[pretokenizer]


def edited(tmp_path: Path, pretokenizer: str, edit: Callable[[dict[str, Any]], None]) -> Path:
    """An exported tokenizer.json of the trained table, edited by ``edit``."""
    path = tmp_path / "tokenizer.json"
    export(trained(pretokenizer), "hf", path)
    data = json.loads(path.read_text("utf-8"))
    edit(data)
    path.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    return path


def mismatches(path: Path, run: TrainingRun, texts: list[str] = TEXTS) -> list[str]:
    lib = tokenizers.Tokenizer.from_file(str(path))
    return [t for t in texts if lib.encode(t).ids != run.encode(t, allow_special=True)]


def _normalizer(spec: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data["normalizer"] = spec

    return edit


def _byte_level(prefix: bool, use_regex: bool, trim: bool = True) -> dict[str, Any]:
    return {
        "type": "ByteLevel",
        "add_prefix_space": prefix,
        "trim_offsets": trim,
        "use_regex": use_regex,
    }


def _pre(spec: dict[str, Any]) -> Callable[[dict[str, Any]], None]:
    def edit(data: dict[str, Any]) -> None:
        data["pre_tokenizer"] = spec

    return edit


def _ignore_merges(data: dict[str, Any]) -> None:
    data["model"]["ignore_merges"] = True


def _split(pattern: dict[str, str], behavior: str, invert: bool = False) -> dict[str, Any]:
    return {"type": "Split", "pattern": pattern, "behavior": behavior, "invert": invert}


def _all_at_once(data: dict[str, Any]) -> None:
    _normalizer({"type": "Sequence", "normalizers": [{"type": "NFKC"}, {"type": "Lowercase"}]})(
        data
    )
    _pre(_byte_level(True, True, trim=False))(data)
    _ignore_merges(data)


#: The pre-tokenization pattern of Llama 3's tokenizer.json.
LLAMA3_PATTERN = (
    r"(?i:'s|'t|'re|'ve|'m|'ll|'d)|[^\r\n\p{L}\p{N}]?\p{L}+|\p{N}{1,3}"
    r"| ?[^\s\p{L}\p{N}]+[\r\n]*|\s*[\r\n]+|\s+(?!\S)|\s+"
)

EDITS: dict[str, tuple[str, Callable[[dict[str, Any]], Any], str]] = {
    # name: (pre-tokenizer trained with, edit, the run's settings as described)
    "NFC": ("gpt2", _normalizer({"type": "NFC"}), "normalizer NFC"),
    "NFD": ("gpt2", _normalizer({"type": "NFD"}), "normalizer NFD"),
    "NFKC": ("gpt2", _normalizer({"type": "NFKC"}), "normalizer NFKC"),
    "NFKD": ("none", _normalizer({"type": "NFKD"}), "normalizer NFKD"),
    "Lowercase": ("gpt2", _normalizer({"type": "Lowercase"}), "normalizer Lowercase"),
    "Strip": (
        "gpt2",
        _normalizer({"type": "Strip", "strip_left": True, "strip_right": True}),
        "normalizer Strip left and right",
    ),
    "Replace": (
        "gpt2",
        _normalizer({"type": "Replace", "pattern": {"Regex": r"\s+"}, "content": " "}),
        r"normalizer Replace /\s+/ -> ' '",
    ),
    "Prepend": (
        "none",
        _normalizer({"type": "Prepend", "prepend": "_"}),
        "normalizer Prepend '_'",
    ),
    "Sequence": (
        "gpt2",
        _normalizer(
            {
                "type": "Sequence",
                "normalizers": [
                    {"type": "NFD"},
                    {"type": "Replace", "pattern": {"Regex": r"\p{Mn}"}, "content": ""},
                    {"type": "Strip", "strip_left": False, "strip_right": True},
                    {"type": "Replace", "pattern": {"String": "the"}, "content": "THE"},
                ],
            }
        ),
        r"normalizer NFD, Replace /\p{Mn}/ -> '', Strip right, Replace 'the' -> 'THE'",
    ),
    "add_prefix_space": ("gpt2", _pre(_byte_level(True, True)), "prefix space"),
    "add_prefix_space, no regex": ("none", _pre(_byte_level(True, False)), "prefix space"),
    "ignore_merges": ("gpt2", _ignore_merges, "ignore_merges"),
    "Split then ByteLevel regex": (
        "gpt2",
        _pre(
            {
                "type": "Sequence",
                "pretokenizers": [
                    _split({"Regex": r"\p{N}{1,3}"}, "Isolated"),
                    _byte_level(False, True),
                ],
            }
        ),
        "",
    ),
    "three Splits": (
        "gpt2",
        _pre(
            {
                "type": "Sequence",
                "pretokenizers": [
                    _split({"Regex": r"\s+"}, "MergedWithNext"),
                    _split({"String": "e"}, "MergedWithPrevious"),
                    {
                        "type": "Sequence",
                        "pretokenizers": [_split({"Regex": r"\p{L}+"}, "Contiguous", True)],
                    },
                    _byte_level(False, False),
                ],
            }
        ),
        "",
    ),
    # The published layouts: Llama 3 (one Split, ByteLevel without its regex,
    # ignore_merges) and Qwen2 (NFC, the same kind of Split, trim_offsets false).
    "Llama 3 style": (
        "gpt4",
        lambda d: (
            _pre(
                {
                    "type": "Sequence",
                    "pretokenizers": [
                        _split({"Regex": LLAMA3_PATTERN}, "Isolated"),
                        _byte_level(False, False),
                    ],
                }
            )(d),
            _ignore_merges(d),
        ),
        "ignore_merges",
    ),
    "Qwen2 style": (
        "gpt4",
        lambda d: (
            _pre(
                {
                    "type": "Sequence",
                    "pretokenizers": [
                        _split(
                            {"Regex": LLAMA3_PATTERN.replace(r"\p{N}{1,3}", r"\p{N}")}, "Isolated"
                        ),
                        _byte_level(False, False, trim=False),
                    ],
                }
            )(d),
            _normalizer({"type": "NFC"})(d),
        ),
        "normalizer NFC",
    ),
    "all at once": (
        "gpt2",
        _all_at_once,
        "normalizer NFKC, Lowercase; prefix space; ignore_merges",
    ),
}


@pytest.mark.parametrize("name", list(EDITS))
def test_edited_tokenizer_json_encodes_as_tokenizers(tmp_path, name):
    pretokenizer, edit, settings = EDITS[name]
    path = edited(tmp_path, pretokenizer, edit)
    run = load(path)
    assert run.describe_text_settings() == settings
    assert len(TEXTS) == 215
    assert mismatches(path, run) == []


@pytest.mark.parametrize("name", list(EDITS))
def test_export_writes_the_settings_back(tmp_path, name):
    pretokenizer, edit, _settings = EDITS[name]
    source = edited(tmp_path, pretokenizer, edit)
    run = load(source)
    again = tmp_path / "again.json"
    export(run, "hf", again)
    want = json.loads(source.read_text("utf-8"))
    got = json.loads(again.read_text("utf-8"))
    lib = tokenizers.Tokenizer.from_file(str(source))
    assert got["normalizer"] == Normalizer.from_json(want["normalizer"]).to_json()
    assert lib.normalizer is None or (
        tokenizers.Tokenizer.from_file(str(again)).normalizer.normalize_str("ＡÉ\u0301 x ")
        == lib.normalizer.normalize_str("ＡÉ\u0301 x ")
    )
    assert got["model"]["ignore_merges"] == want["model"]["ignore_merges"]
    byte_level = got["pre_tokenizer"]
    if byte_level["type"] == "Sequence":
        byte_level = byte_level["pretokenizers"][-1]
    source_level = want["pre_tokenizer"]
    while source_level["type"] == "Sequence":
        source_level = source_level["pretokenizers"][-1]
    assert byte_level["add_prefix_space"] == source_level["add_prefix_space"]
    assert byte_level["trim_offsets"] == source_level["trim_offsets"]
    assert mismatches(again, run) == []
    assert load(again).describe_text_settings() == run.describe_text_settings()


def _hand_table(tmp_path: Path, ignore: bool, added: list[dict[str, Any]] | None = None) -> Path:
    """A byte-level table where ``abc`` is a token that the merges do not reach from
    ``a b c`` (``ab`` is merged first and ``ab c`` is no merge): only ignore_merges
    gives it."""
    vocab = {bytes_to_symbols(bytes([b])): b for b in range(256)}
    vocab.update({"ab": 256, "bc": 257, "abc": 258, "Ġabc": 259, "Ġa": 260})
    data = {
        "version": "1.0",
        "added_tokens": added or [],
        "normalizer": None,
        "pre_tokenizer": _byte_level(False, True),
        "model": {
            "type": "BPE",
            "ignore_merges": ignore,
            "vocab": vocab,
            "merges": ["a b", "b c", "a bc", "Ġ a", "Ġa bc"],
        },
    }
    path = tmp_path / f"hand-{ignore}.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


def test_ignore_merges_takes_a_word_in_the_vocabulary_whole(tmp_path):
    texts = ["abc", " abc", "abcabc", "xabc abc", "ab c", "abc!"]
    with_flag = load(_hand_table(tmp_path, True))
    without = load(_hand_table(tmp_path, False))
    assert with_flag.encode("abc") == [258]
    assert without.encode("abc") == [256, 99]
    assert with_flag.encode(" abc") == [259]
    assert mismatches(_hand_table(tmp_path, True), with_flag, texts) == []
    assert mismatches(_hand_table(tmp_path, False), without, texts) == []


def _shifted_table(tmp_path: Path, added: list[tuple[str, int]]) -> Path:
    """Special tokens in the vocabulary at 0, 1 (before the bytes) and 259 (among the
    merges), the bytes at 2..257, and ``added`` (content, ID written) as added tokens
    after the three."""
    vocab = {bytes_to_symbols(bytes([b])): b + 2 for b in range(256)}
    vocab.update({"<s>": 0, "</s>": 1, "<mid>": 259})
    vocab.update({"ab": 258, "bc": 260, "abc": 261, "Ġabc": 262, "Ġa": 263})
    plain = {"single_word": False, "lstrip": False, "rstrip": False, "normalized": False}
    listed = [("<s>", 0), ("</s>", 1), ("<mid>", 259), *added]
    data = {
        "version": "1.0",
        "added_tokens": [
            {"id": sid, "content": content, "special": True, **plain} for content, sid in listed
        ],
        "normalizer": {"type": "NFC"},
        "pre_tokenizer": _byte_level(True, True),
        "decoder": _byte_level(True, True),
        "model": {
            "type": "BPE",
            "vocab": vocab,
            "merges": ["a b", "b c", "a bc", "Ġ a", "Ġa bc"],
        },
    }
    path = tmp_path / "tokenizer.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


def test_added_tokens_anywhere_in_the_id_space(tmp_path):
    # "<end>" is not in the vocabulary: the library gives it the next free ID, 264,
    # whatever the file writes (500).
    path = _shifted_table(tmp_path, [("<end>", 500)])
    run = load(path)
    assert run.encode("<s>abc<mid>x</s><end>", allow_special=True) == [
        0,
        34,
        258,
        101,
        259,
        34,
        122,
        1,
        264,
    ]
    texts = [*HOSTILE, "<s>abc<mid> bc</s>", "<end><s><mid>", "e\u0301<mid>\u0301"]
    assert mismatches(path, run, texts) == []
    assert run.decode([0, 263, 260, 259, 264]) == b"<s> abc<mid><end>"
    assert (
        tokenizers.Tokenizer.from_file(str(path)).decode(
            [0, 263, 260, 259, 264], skip_special_tokens=False
        )
        == "<s> abc<mid><end>"
    )


def test_added_tokens_outside_the_vocabulary_are_numbered_as_the_library_does(tmp_path):
    # "<x>", the first added token not in the vocabulary, takes the vocabulary's size
    # (264); "<y>" one above the highest added ID (265), whatever the file says.
    path = _shifted_table(tmp_path, [("<x>", 264), ("<y>", 7)])
    assert load(path).encode("<y><x>", allow_special=True) == [265, 264]
    assert tokenizers.Tokenizer.from_file(str(path)).encode("<y><x>").ids == [265, 264]


def test_an_added_token_the_library_would_number_as_another_is_refused(tmp_path):
    path = _shifted_table(tmp_path, [])
    data = json.loads(path.read_text("utf-8"))
    del data["model"]["vocab"]["<mid>"]  # so the library numbers it 263, the ID of "Ġa"
    path.write_text(json.dumps(data), "utf-8")
    assert tokenizers.Tokenizer.from_file(str(path)).token_to_id("<mid>") == 263
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == (
        f"{path}: added_tokens entry 2 ('<mid>'): tokenizers gives it ID 263 (the file "
        "says 259), which the vocabulary gives 'Ġa': the two could not be told apart"
    )


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (
            _normalizer({"type": "BertNormalizer"}),
            "normalizer: 'BertNormalizer' is not supported (the normalizers read are NFC, "
            "NFD, NFKC, NFKD, Lowercase, Strip, Replace, Prepend, Sequence)",
        ),
        (
            _normalizer({"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "NMT"}]}),
            "normalizer step 1: 'NMT' is not supported (the normalizers read are NFC, NFD, "
            "NFKC, NFKD, Lowercase, Strip, Replace, Prepend, Sequence)",
        ),
        (
            _pre(
                {
                    "type": "Sequence",
                    "pretokenizers": [
                        _split({"Regex": r"\d"}, "Removed"),
                        _byte_level(False, False),
                    ],
                }
            ),
            "pre_tokenizer step 0: Split behavior 'Removed' is not supported (Removed drops "
            "text; expected one of Isolated, MergedWithPrevious, MergedWithNext, Contiguous)",
        ),
        (
            _pre(
                {
                    "type": "Sequence",
                    "pretokenizers": [
                        {"type": "Digits", "individual_digits": True},
                        _byte_level(False, False),
                    ],
                }
            ),
            "pre_tokenizer step 0: 'Digits' is not supported (only regex or string Splits "
            "before ByteLevel)",
        ),
        (
            _pre(
                {
                    "type": "Sequence",
                    "pretokenizers": [
                        _split({"Regex": r"\d"}, "Isolated"),
                        _byte_level(True, False),
                    ],
                }
            ),
            "pre_tokenizer: ByteLevel add_prefix_space=true after a Split is not supported "
            "(the space would go before every piece)",
        ),
        (
            lambda d: d["added_tokens"][0].update(lstrip="yes"),
            "added_tokens entry 0 ('<|endoftext|>'): lstrip 'yes' is not true or false",
        ),
        (
            lambda d: d["model"].update(ignore_merges="yes"),
            "model: ignore_merges 'yes' is not true or false",
        ),
        (
            _pre(
                {
                    "type": "Sequence",
                    "pretokenizers": [
                        {"type": "Split", "pattern": {"String": " "}, "behavior": {"a": 1}},
                        _byte_level(False, False),
                    ],
                }
            ),
            "pre_tokenizer step 0: Split behavior {'a': 1} is not supported (Removed drops "
            "text; expected one of Isolated, MergedWithPrevious, MergedWithNext, Contiguous)",
        ),
        (lambda d: d.update(added_tokens=3), "added_tokens: expected a list"),
    ],
)
def test_what_is_not_supported_is_refused_in_one_line_naming_the_entry(tmp_path, edit, message):
    path = edited(tmp_path, "gpt2", edit)
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == f"{path}: {message}"


@pytest.mark.parametrize("fmt", ["tiktoken", "minbpe", "vocab-merges"])
def test_formats_that_cannot_hold_a_normalizer_refuse_it(tmp_path, fmt):
    run = load(edited(tmp_path, "gpt2", EDITS["all at once"][1]))
    out = tmp_path / "out"
    with pytest.raises(TableError) as err:
        export(run, fmt, out)
    lost = "normalizer NFKC, Lowercase, prefix space" + (
        "" if fmt == "tiktoken" else ", ignore_merges"
    )
    assert str(err.value).startswith(
        f"{tmp_path / 'tokenizer.json'}: {lost} cannot be written as {fmt} ("
    )
    assert str(err.value).endswith("); export it as hf, the format that keeps it")
    assert not out.exists() and not out.with_suffix(".tiktoken").exists()


def test_saved_run_and_replay_keep_the_settings(tmp_path):
    path = edited(tmp_path, "gpt2", EDITS["all at once"][1])
    table = load(path)
    corpus = ["ＦＵＬＬ Café cafe\u0301 THE fox", f"one{SPECIAL}TWO"]
    run = replay(table, corpus, source="corpus")
    assert run.kind == "replay"
    assert run.describe_text_settings() == "normalizer NFKC, Lowercase; prefix space; ignore_merges"
    assert run.trim_offsets is False
    # The documents are kept as the encoder sees them: normalized, a space first.
    assert run.document_bytes(0) == " full café café the fox".encode()
    assert run.document_bytes(1) == f" one{SPECIAL} two".encode()
    saved = tmp_path / "run.json"
    save_run(run, saved)
    data = json.loads(saved.read_text("utf-8"))
    assert data["minor_version"] == 2
    assert data["normalizer"] == {
        "type": "Sequence",
        "normalizers": [{"type": "NFKC"}, {"type": "Lowercase"}],
    }
    assert (data["prefix_space"], data["ignore_merges"], data["trim_offsets"]) == (
        True,
        True,
        False,
    )
    back = load_run(saved)
    assert back.describe_text_settings() == run.describe_text_settings()
    assert back.trim_offsets is False
    assert mismatches(path, back) == []
    out = tmp_path / "replayed.json"
    export(back, "hf", out)
    assert mismatches(out, back) == []


def test_a_run_without_settings_is_saved_as_before(tmp_path):
    saved = tmp_path / "run.json"
    save_run(trained("gpt2"), saved)
    data = json.loads(saved.read_text("utf-8"))
    assert data["minor_version"] == 1
    assert not {"normalizer", "prefix_space", "ignore_merges", "trim_offsets"} & set(data)


@pytest.mark.parametrize(
    "behavior", ["isolated", "merged_with_previous", "merged_with_next", "contiguous"]
)
@pytest.mark.parametrize("invert", [False, True])
def test_each_split_behavior_cuts_as_the_library(behavior, invert):
    from bpe_viewer.core.pretokenize import SplitStep

    pre = tokenizers.pre_tokenizers
    rng = random.Random(4)
    texts = [
        "",
        "ab12cd3 4",
        *("".join(rng.choice("ab1 2x\tZé") for _ in range(12)) for _ in range(150)),
    ]
    bad = []
    # Empty matches cut too (the library finds none right after a match).
    for pattern in (r"\d+|", r"\d", r"\s+", r"[a-z]*", r"(?=x)", r"\b", r"\p{L}+"):
        lib = pre.Split(tokenizers.Regex(pattern), behavior, invert=invert)
        ours = SplitStep(pattern, behavior, invert)
        bad += [t for t in texts if [p for p, _ in lib.pre_tokenize_str(t)] != ours.split(t)]
    assert bad == []


_HYPOTHESIS_TABLES: dict[str, tuple[Path, TrainingRun]] = {}


@pytest.fixture(scope="module")
def hypothesis_tables(tmp_path_factory):
    for name in ("all at once", "Sequence", "three Splits", "Prepend"):
        folder = tmp_path_factory.mktemp(name.replace(" ", "-"))
        pretokenizer, edit, _settings = EDITS[name]
        path = edited(folder, pretokenizer, edit)
        _HYPOTHESIS_TABLES[name] = (path, load(path))
    return _HYPOTHESIS_TABLES


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(st.characters(exclude_categories=("Cs",)), max_size=30))
def test_any_text_encodes_as_tokenizers(hypothesis_tables, text):
    for name, (path, run) in hypothesis_tables.items():
        assert mismatches(path, run, [text, text + SPECIAL + text]) == [], name


def test_in_memory_handovers_keep_the_settings_or_refuse(tmp_path):
    from bpe_viewer.interop import to_hf_tokenizer, to_tiktoken

    run = load(edited(tmp_path, "gpt2", EDITS["all at once"][1]))
    tok = to_hf_tokenizer(run)
    assert [t for t in TEXTS if tok.encode(t).ids != run.encode(t, allow_special=True)] == []
    with pytest.raises(
        TableError, match="normalizer NFKC, Lowercase, prefix space cannot be written as tiktoken"
    ):
        to_tiktoken(run)


def _added(content: str, **flags: bool) -> dict[str, Any]:
    entry = {"id": 0, "content": content, "special": True, "single_word": False}
    entry.update({"lstrip": False, "rstrip": False, "normalized": False, **flags})
    return entry


#: Added tokens found as the library finds them: RoBERTa's <mask> (lstrip), a token
#: taking the space after it, one only found as a word of its own, and tokens found in
#: the normalized text (their own text normalized: "<UP>" is found as "<up>").
ADDED = [
    _added("<mask>", lstrip=True),
    _added("<r>", rstrip=True),
    _added("<lr>", lstrip=True, rstrip=True),
    _added("word", single_word=True),
    _added("<UP>", normalized=True),
    _added("<s>", normalized=True, special=False),
]

ADDED_TEXTS = [
    "a  <mask> b",
    "x\u00a0\u3000<mask>",
    "<mask> <mask>",
    "a <r>  b<r>\u00a0x",
    " <lr>  <lr> ",
    "word a word b_word word1 -word- éword 日word",
    "<UP> <up> <Up>",
    "<s>x<S> <s>",
    "<mask><r><lr>word<UP><s>",
]


@pytest.mark.parametrize("normalizer", [None, {"type": "Lowercase"}, {"type": "NFKC"}])
@pytest.mark.parametrize("prefix", [False, True])
def test_added_tokens_are_found_as_the_library_finds_them(tmp_path, normalizer, prefix):
    def edit(data: dict[str, Any]) -> None:
        data["added_tokens"] += [dict(entry) for entry in ADDED]
        data["normalizer"] = normalizer
        data["pre_tokenizer"] = _byte_level(prefix, True)

    path = edited(tmp_path, "gpt2", edit)
    run = load(path)
    texts = ADDED_TEXTS + [t + " " + a for t in TEXTS[:60] for a in ADDED_TEXTS[:3]]
    assert mismatches(path, run, texts) == []
    again = tmp_path / "again.json"
    export(run, "hf", again)
    written = {t["content"]: t for t in json.loads(again.read_text("utf-8"))["added_tokens"]}
    assert written["<mask>"]["lstrip"] and written["<lr>"]["rstrip"]
    assert written["word"]["single_word"] and written["<UP>"]["normalized"]
    assert mismatches(again, load(again), texts) == []
    saved = tmp_path / "run.json"
    save_run(replay(run, CORPUS), saved)
    assert mismatches(path, load_run(saved), texts) == []


#: Texts where a ``single_word`` token touches a character whose word class Python's
#: ``str.isalnum`` gets wrong: a combining mark and a zero-width joiner are word
#: characters to the library (so no match), ``²`` (Other_Number) is not (so a match).
SINGLE_WORD_TEXTS = {
    "Hello\u0301": False,
    "Hello\u200d": False,
    "\u0301Hello": False,
    "\u200cHello": False,
    "Hello\u203f": False,
    "Hello²": True,
    "²Hello": True,
    "Hello": True,
    "x Hello y": True,
    "_Hello": False,
    "Hello٣": False,
}


def _single_word_table(tmp_path: Path) -> Path:
    entry = _added("Hello", single_word=True)
    return edited(tmp_path, "gpt2", lambda data: data["added_tokens"].append(entry))


def test_single_word_tokens_touch_word_characters_as_the_library_sees_them(tmp_path):
    path = _single_word_table(tmp_path)
    run = load(path)
    lib = tokenizers.Tokenizer.from_file(str(path))
    hello = lib.token_to_id("Hello")
    found = {text: hello in lib.encode(text).ids for text in SINGLE_WORD_TEXTS}
    assert found == SINGLE_WORD_TEXTS
    assert mismatches(path, run, list(SINGLE_WORD_TEXTS)) == []


_SINGLE_WORD: list[tuple[Path, TrainingRun]] = []

#: Characters whose word class ``str.isalnum`` and the library's ``\\w`` disagree on
#: (marks, joiners, Other_Number, Letter_Number, Arabic digits, a connector), and some
#: both call the same; the one beside the token decides.
_EDGE_CHARACTERS = ["\u0301", "\u200d", "\u200c", "²", "½", "Ⅻ", "٣", "\u203f", "_", " ", "a"]
_ANY = st.text(st.characters(exclude_categories=("Cs",)), max_size=1)
_EDGE = st.one_of(st.sampled_from(_EDGE_CHARACTERS), st.characters(exclude_categories=("Cs",)))
_BEFORE = st.builds(lambda far, near: far + near, _ANY, _EDGE)
_AFTER = st.builds(lambda near, far: near + far, _EDGE, _ANY)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(before=_BEFORE, after=_AFTER)
def test_single_word_tokens_are_found_as_the_library_finds_them(tmp_path, before, after):
    if not _SINGLE_WORD:
        path = _single_word_table(tmp_path)
        _SINGLE_WORD.append((path, load(path)))
    path, run = _SINGLE_WORD[0]
    assert mismatches(path, run, [before + "Hello" + after]) == []


def test_the_encode_panel_result_finds_added_tokens_as_the_library(tmp_path):
    from bpe_viewer.core.encode_trace import encode_input

    def edit(data: dict[str, Any]) -> None:
        data["added_tokens"] += [dict(entry) for entry in ADDED]

    path = edited(tmp_path, "gpt2", edit)
    run = load(path)
    lib = tokenizers.Tokenizer.from_file(str(path))
    result = encode_input(run.merge_table(), b"a  <mask> b", allow_special=True)
    assert [run.source_id(t) for t in result.tokens] == lib.encode("a  <mask> b").ids
    assert result.data == b"a<mask> b" and result.round_trip and result.trace is None
    assert result.note.endswith(": the 11 bytes typed are encoded as these 9")


def test_added_token_options_cannot_be_written_as_tiktoken(tmp_path):
    path = edited(tmp_path, "gpt2", lambda d: d["added_tokens"].append(dict(ADDED[0])))
    with pytest.raises(TableError) as err:
        export(load(path), "tiktoken", tmp_path / "t")
    assert str(err.value).startswith(
        f"{path}: special tokens found with lstrip, rstrip, single_word or normalized cannot "
        "be written as tiktoken ("
    )
