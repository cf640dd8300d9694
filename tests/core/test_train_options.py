"""Training options: ``normalize`` (NFC, NFKC) and ``special_ids`` (after the merges or
right after the bytes), checked against Hugging Face tokenizers and tiktoken reading the
exports."""

from __future__ import annotations

import json
import random

import pytest

from bpe_viewer.core import train
from bpe_viewer.core.formats.run_json import load_run, save_run
from bpe_viewer.core.interop import TableError, export, load
from bpe_viewer.core.interop.replay import replay
from bpe_viewer.core.normalize import Normalizer, normalize_text
from bpe_viewer.core.special_tokens import normalize_bytes

tokenizers = pytest.importorskip("tokenizers")
tiktoken = pytest.importorskip("tiktoken")
from tiktoken.load import load_tiktoken_bpe  # noqa: E402

SPECIALS = ["<|endoftext|>", "<|pad|>"]

#: Documents where NFC and NFKC change the text: decomposed accents, full-width forms,
#: ligatures, circled digits, and a combining mark right after a special token.
DOCS = [
    "cafe\u0301 café naïve nai\u0308ve <|endoftext|> Ｆｕｌｌ ｗｉｄｔｈ ﬁne ﬂow ①②③",
    "the cat sat on the mat <|pad|> the cat ㎏ ™ Å Å",
    "東京は日本の首都です 😀👍🏽 <|endoftext|>\u0301 e\u0301\u0301 control\x00\x1b",
    "no\u00a0break\u00a0space, narrow\u202fspace and the cat",
]

#: Hostile texts: CJK, emoji with modifiers and joiners, combining marks, NBSP, control
#: bytes, and text each form changes.
HOSTILE = [
    "",
    " ",
    "Ｆｕｌｌ ＷＩＤＴＨ ﬁ ① cafe\u0301 <|endoftext|>x",
    "\u00a0\x00\x1b a\u0308\u0308 <|pad|><|pad|>",
    "한국어 텍스트 中文 日本語 👨\u200d👩\u200d👧 🇫🇷",
    "<|endoftext|>\u0301 then ｆｕｌｌ",
    "Å Å Ω Ω K K ﬀ ẛ\u0323",
    # full-width forms that NFKC turns into a special token's text: still ordinary text
    "x ＜|endoftext|＞ y ＜｜pad｜＞",
]


def random_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = "abcet \u0301\u0308\u0323é东京😀\u200d\u00a0\u202f\t\n\x00\x1bＦｆﬁ①㎏ÅΩ" + "".join(
        SPECIALS
    )
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 30))) for _ in range(count)]


def texts() -> list[str]:
    return DOCS + HOSTILE + random_texts(200, seed=5)


def test_normalize_text_and_bytes():
    assert normalize_text("nfc", "e\u0301") == "é"
    assert normalize_text("nfkc", "ﬁ①") == "fi1"
    # bytes that are not UTF-8 stay; a special token's text is kept and the text on each
    # side is normalized apart (the acute after <|e|> does not join the >)
    assert normalize_bytes("nfc", b"\xffe\xcc\x81") == b"\xff\xc3\xa9"
    assert normalize_bytes("nfkc", "ｅ<|e|>\u0301".encode(), keep=[b"<|e|>"]) == (
        "e<|e|>\u0301".encode()
    )
    with pytest.raises(ValueError, match="unknown normalization 'nfd'; expected one of nfc, nfkc"):
        normalize_text("nfd", "x")


@pytest.mark.parametrize("form", ["nfc", "nfkc"])
@pytest.mark.parametrize("pretokenizer", ["none", "gpt2", "gpt4"])
def test_normalized_run_and_its_tokenizer_json_encode_alike(tmp_path, form, pretokenizer):
    run = train(DOCS, 60, special_tokens=SPECIALS, normalize=form, pretokenizer=pretokenizer)
    assert run.normalizer == Normalizer.of(form.upper())
    assert run.document_bytes(0).startswith(normalize_text(form, DOCS[0][:10]).encode())
    export(run, "hf", tmp_path / "tokenizer.json")
    data = json.loads((tmp_path / "tokenizer.json").read_text("utf-8"))
    assert data["normalizer"] == {"type": form.upper()}
    tok = tokenizers.Tokenizer.from_file(str(tmp_path / "tokenizer.json"))
    cases = texts()
    mismatches = [t for t in cases if tok.encode(t).ids != run.encode(t, allow_special=True)]
    assert (len(cases), mismatches) == (212, [])


def test_normalized_run_is_saved_and_replayed_with_its_form(tmp_path):
    run = train(DOCS, 20, normalize="nfkc")
    save_run(run, tmp_path / "run.json")
    saved = json.loads((tmp_path / "run.json").read_text("utf-8"))
    assert (saved["minor_version"], saved["normalizer"]) == (2, {"type": "NFKC"})
    assert "normalize" not in saved
    back = load_run(tmp_path / "run.json")
    assert back.normalizer == Normalizer.of("NFKC")
    assert back.encode("ﬁ①") == run.encode("fi1")
    replayed = replay(back, ["ｆｕｌｌ ﬁ"])
    assert replayed.normalizer == Normalizer.of("NFKC")
    assert replayed.document_bytes(0) == b"full fi"


def test_without_normalize_the_text_is_trained_as_it_is():
    run = train(["e\u0301"], 1)
    assert run.normalizer is None
    assert run.document_bytes(0) == "e\u0301".encode()
    assert run.encode("é") != run.encode("e\u0301")


def test_formats_that_cannot_hold_a_normalizer_refuse_in_one_line(tmp_path):
    run = train(DOCS, 10, normalize="nfc")
    for fmt in ("tiktoken", "minbpe", "vocab-merges"):
        with pytest.raises(TableError) as err:
            export(run, fmt, tmp_path / f"out-{fmt}")
        assert str(err.value).startswith(f"run: normalizer NFC cannot be written as {fmt} (")
        assert str(err.value).endswith("); export it as hf, the format that keeps it")
    assert list(tmp_path.iterdir()) == []


def test_special_ids_after_bytes_layout():
    run = train(DOCS, 30, special_tokens=SPECIALS, special_ids="after-bytes")
    assert run.special_ids == "after-bytes"
    assert run.encode("<|endoftext|><|pad|>", allow_special=True) == [256, 257]
    # the merges are numbered from 258, in rank order
    assert [run.source_id(r.token_id) for r in run.rules] == list(range(258, 288))
    assert run.decode([256, 258]) == b"<|endoftext|>" + run.rules[0].token_bytes
    default = train(DOCS, 30, special_tokens=SPECIALS)
    assert default.special_ids == "after-merges"
    assert default.encode("<|endoftext|><|pad|>", allow_special=True) == [286, 287]
    # the same merges, only numbered differently
    assert [r.token_bytes for r in default.rules] == [r.token_bytes for r in run.rules]
    with pytest.raises(ValueError, match="unknown special-ID layout 'first'"):
        train(DOCS, 3, special_ids="first")


def test_after_bytes_exports_read_the_same_ids_in_each_library(tmp_path):
    run = train(DOCS, 40, special_tokens=SPECIALS, special_ids="after-bytes", pretokenizer="gpt2")
    export(run, "hf", tmp_path / "tokenizer.json")
    export(run, "tiktoken", tmp_path / "lesson")
    tok = tokenizers.Tokenizer.from_file(str(tmp_path / "tokenizer.json"))
    sidecar = json.loads((tmp_path / "lesson.json").read_text("utf-8"))
    assert sidecar["special_tokens"] == {"<|endoftext|>": 256, "<|pad|>": 257}
    enc = tiktoken.Encoding(
        "lesson",
        pat_str=sidecar["pat_str"],
        mergeable_ranks=load_tiktoken_bpe(str(tmp_path / "lesson.tiktoken")),
        special_tokens=sidecar["special_tokens"],
    )
    cases = texts()
    ours = [run.encode(t, allow_special=True) for t in cases]
    hf_bad = [t for t, ids in zip(cases, ours, strict=True) if tok.encode(t).ids != ids]
    tt_bad = [
        t for t, ids in zip(cases, ours, strict=True) if enc.encode(t, allowed_special="all") != ids
    ]
    assert (len(cases), hf_bad, tt_bad) == (212, [], [])
    # read back here, the tokenizer.json keeps the layout
    assert load(tmp_path / "tokenizer.json").encode("<|pad|>", allow_special=True) == [257]


def test_after_bytes_run_is_saved_and_minbpe_refuses_it(tmp_path):
    run = train(DOCS, 10, special_tokens=SPECIALS, special_ids="after-bytes")
    save_run(run, tmp_path / "run.json")
    back = load_run(tmp_path / "run.json")
    assert back.special_ids == "after-bytes"
    assert back.encode("<|pad|>", allow_special=True) == [257]
    assert replay(back, DOCS).encode("<|pad|>", allow_special=True) == [257]
    with pytest.raises(TableError) as err:
        export(run, "minbpe", tmp_path / "m.model")
    assert str(err.value) == (
        "run: minbpe numbers the merges from 256, so special tokens right after the bytes "
        "(--special-ids after-bytes) cannot be written; export as hf or tiktoken"
    )


def test_a_saved_run_with_a_bad_normalize_or_model_is_one_line(tmp_path):
    from bpe_viewer.core.formats.run_json import RunFileError

    run = train(DOCS, 3, normalize="nfc")
    path = tmp_path / "run.json"
    save_run(run, path)
    data = json.loads(path.read_text("utf-8"))
    for key, value in (("normalizer", {"type": "NFX"}), ("sentencepiece", {"pieces": 3})):
        bad = tmp_path / f"bad-{key}.json"
        bad.write_text(json.dumps({**data, key: value}), "utf-8")
        with pytest.raises(RunFileError) as err:
            load_run(bad)
        assert str(err.value).startswith(f"{bad}")
        assert "\n" not in str(err.value)


def test_normalize_is_the_normalizer_of_its_form_in_one_encoding_path():
    from bpe_viewer.core import iter_training
    from bpe_viewer.core.normalize import form_of_normalizer, normalizer_for_form

    by_form = train(DOCS, 30, special_tokens=SPECIALS, normalize="nfkc")
    by_normalizer = iter_training(
        DOCS, 30, special_tokens=SPECIALS, normalizer=normalizer_for_form("nfkc")
    )
    for _ in by_normalizer:
        pass
    run = by_normalizer.run
    assert run.normalizer == by_form.normalizer == Normalizer.of("NFKC")
    assert [r.token_id for r in run.rules] == [r.token_id for r in by_form.rules]
    text = "Ｆｕｌｌ <|endoftext|>\u0301 ﬁ"
    assert run.normalize(text.encode(), allow_special=True) == (
        "Full <|endoftext|>\u0301 fi".encode()
    )
    assert by_form.encode(text, allow_special=True) == run.merge_table().encode(
        text.encode(), allow_special=True
    )
    assert (form_of_normalizer(run.normalizer), form_of_normalizer(None)) == ("nfkc", None)
    assert form_of_normalizer(Normalizer.of("NFKC", "Lowercase")) is None
    with pytest.raises(ValueError) as err:
        iter_training(DOCS, 3, normalize="nfc", normalizer=Normalizer.of("Lowercase"))
    assert str(err.value) == "normalize 'nfc' and normalizer Lowercase: give one"
