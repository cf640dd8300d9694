"""SentencePiece BPE models: opened as merge tables that encode and decode as ``sentencepiece``.

The models are trained here with ``sentencepiece`` itself (a test extra), under each
normalizer and whitespace setting that changes what encoding does; ``sentencepiece`` is
the reference for every ID and every decoded text.
"""

from __future__ import annotations

import io
import random
import struct
from pathlib import Path

import pytest

from bpe_viewer.core.interop import TableError, export, load, table_kind
from bpe_viewer.core.interop.replay import replay

spm = pytest.importorskip("sentencepiece")

#: Training sentences in several scripts, with accents, full-width forms and emoji.
BASE = [
    "the quick brown fox jumps over the lazy dog",
    "hello world привет мир",
    "ÆØÅ café naïve résumé",
    "東京は日本の首都です",
    "emoji 😀😃 👍🏽 family 👨\u200d👩\u200d👧",
    "tabs\tand\nnewlines  double  spaces",
    "Ｆｕｌｌ ＷＩＤＴＨ ①②③ ﬁ ligature",
    "e\u0301 combining a\u0308",
    "nbsp\u00a0here",
]

#: Hostile texts: unknown scripts, emoji, combining marks, NBSP, control bytes, runs of
#: spaces, ``▁`` itself, and text each normalizer changes (full width, ligatures, circled).
HOSTILE = [
    "",
    " ",
    "   ",
    "▁",
    " ▁ a",
    "ぃぃ unknown 𝔘𝔫𝔦",
    "東京 and 😀👍🏽👨\u200d👩\u200d👧 zwj",
    "cafe\u0301 vs café, a\u0308\u0308\u0308",
    "no\u00a0break\u00a0space\u202fnarrow",
    "ctrl \x00\x01\x1b[0m\x7f end",
    "Ｆｕｌｌ ＷＩＤＴＨ ①②③ ﬁ ﬂ ㎏ ™",
    "  leading and trailing  ",
    " one leading space, digits 1234567",
    "tabs\t\tand\n\nnewlines\r\n",
    "ÅNGSTRÖM Σίσυφος ΣΑΣ",
]

#: The trainer options of the models: defaults (nmt_nfkc), byte fallback, identity with
#: and without the dummy prefix and space clean-up, NFKC with case folding, Llama 2's.
OPTIONS = {
    "nmt-nfkc": {},
    "byte-fallback": {"byte_fallback": True},
    "identity-raw": {
        "normalization_rule_name": "identity",
        "add_dummy_prefix": False,
        "remove_extra_whitespaces": False,
    },
    "identity-bytes": {"normalization_rule_name": "identity", "byte_fallback": True},
    "nfkc-cf": {"normalization_rule_name": "nfkc_cf"},
    # Llama 2's settings: text as it is, a ▁ before it, spaces kept, bytes, digits apart
    "llama-style": {
        "normalization_rule_name": "identity",
        "remove_extra_whitespaces": False,
        "byte_fallback": True,
        "split_digits": True,
    },
    "no-prefix": {"add_dummy_prefix": False},
}

_CACHE: dict[str, bytes] = {}


def model_bytes(name: str, model_type: str = "bpe") -> bytes:
    """A small model trained by ``sentencepiece`` on :data:`BASE` with ``OPTIONS[name]``."""
    key = f"{name}/{model_type}"
    if key not in _CACHE:
        rng = random.Random(7)
        corpus = [rng.choice(BASE) + " " + rng.choice(BASE) for _ in range(300)]
        out = io.BytesIO()
        options = dict(OPTIONS[name])
        spm.SentencePieceTrainer.train(
            sentence_iterator=iter(corpus),
            model_writer=out,
            vocab_size=80 if model_type != "bpe" else 420 if options.get("byte_fallback") else 160,
            model_type=model_type,
            character_coverage=0.98,
            minloglevel=2,
            **options,
        )
        _CACHE[key] = out.getvalue()
    return _CACHE[key]


def write_model(tmp_path: Path, name: str, model_type: str = "bpe") -> Path:
    path = tmp_path / f"{name}.model"
    path.write_bytes(model_bytes(name, model_type))
    return path


def random_texts(count: int, seed: int) -> list[str]:
    rng = random.Random(seed)
    alphabet = "abcdefhlort xyzé東京ぃ😀\u0301\u00a0\t\n\x00\x01\x7fÅﬁ①Ｆ▁ "
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 24))) for _ in range(count)]


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_ids_and_decoded_text_equal_sentencepiece(tmp_path, name):
    path = write_model(tmp_path, name)
    sp = spm.SentencePieceProcessor(model_file=str(path))
    run = load(path)
    texts = HOSTILE + BASE + random_texts(150, seed=len(name))
    mismatches = [t for t in texts if run.encode(t) != sp.encode(t)]
    assert mismatches == []
    decoded = [t for t in texts if run.decode(sp.encode(t)) != sp.decode(sp.encode(t)).encode()]
    assert decoded == []
    rng = random.Random(3)
    id_lists = [
        [rng.randrange(sp.get_piece_size()) for _ in range(rng.randint(0, 8))] for _ in range(150)
    ]
    assert [ids for ids in id_lists if run.decode(ids) != sp.decode(ids).encode()] == []


def test_table_holds_the_pieces_in_score_order_after_the_characters(tmp_path):
    path = write_model(tmp_path, "nmt-nfkc")
    sp = spm.SentencePieceProcessor(model_file=str(path))
    run = load(path)
    assert run.kind == "table"
    assert table_kind(path) == "sentencepiece"
    # the partial characters (the first byte pair of a 3-byte character) have no piece
    learned = [run.codec.own_ids[r.token_id] for r in run.rules]
    partial = [r.token_bytes for r in run.rules if run.codec.own_ids[r.token_id] < 0]
    chars = [p.encode() for p in map(sp.id_to_piece, range(sp.get_piece_size())) if len(p) == 1]
    assert partial
    for data in partial:  # each is the first bytes of a character that is a piece
        assert any(len(c) > len(data) and c.startswith(data) for c in chars)
    pieces = [i for i in learned if i >= 0 and len(sp.id_to_piece(i)) > 1]
    # multi-character pieces come last, in the order of falling score
    assert pieces == sorted(pieces, key=lambda i: -sp.get_score(i))
    assert learned[len(learned) - len(pieces) :] == pieces
    # ▁ is a character of three bytes: one merge for e2 96, one for e296 + 81
    space = sp.piece_to_id("▁")
    token = run.own_id(space)
    assert run.token_bytes(token) == "▁".encode()
    assert run.children(token) is not None
    # <unk>, <s>, </s> are the special tokens with the model's IDs
    assert [run.source_id(run.special_base + i) for i in range(3)] == [0, 1, 2]
    assert run.special_tokens == (b"<unk>", b"<s>", b"</s>")


def test_unknown_characters_are_one_unk_per_run_or_their_bytes(tmp_path):
    plain = load(write_model(tmp_path, "nmt-nfkc"))
    sp = spm.SentencePieceProcessor(model_file=str(tmp_path / "nmt-nfkc.model"))
    ids = plain.encode("ぃぃ")
    assert ids == sp.encode("ぃぃ")
    assert ids[-1] == 0 and ids.count(0) == 1  # the two unknown characters are one <unk>
    fallback = load(write_model(tmp_path, "byte-fallback"))
    sp = spm.SentencePieceProcessor(model_file=str(tmp_path / "byte-fallback.model"))
    ids = fallback.encode("ぃ")
    assert [sp.id_to_piece(i) for i in ids[-3:]] == ["<0xE3>", "<0x81>", "<0x83>"]
    assert fallback.decode(ids) == "ぃ".encode()


def test_unigram_model_is_refused_in_one_line(tmp_path):
    path = write_model(tmp_path, "nmt-nfkc", model_type="unigram")
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == (
        f"{path}: a SentencePiece Unigram model; only SentencePiece BPE models can be "
        "opened (a Unigram model has no merge table)"
    )


def test_minbpe_and_sentencepiece_models_told_apart_by_content(tmp_path):
    minbpe = tmp_path / "tokenizer.model"
    minbpe.write_text("minbpe v1\n\n0\n97 97\n")
    assert table_kind(minbpe) == "minbpe"
    assert load(minbpe).encode("aa") == [256]
    # a SentencePiece model under any name is read by its content
    renamed = tmp_path / "spm.bin"
    renamed.write_bytes(model_bytes("nmt-nfkc"))
    assert table_kind(renamed) == "sentencepiece"
    text = tmp_path / "notes.txt"
    text.write_bytes(b"\n\nsome text\n")
    assert table_kind(text) == "other"


def test_damaged_model_is_one_line_naming_the_file(tmp_path):
    path = tmp_path / "cut.model"
    path.write_bytes(model_bytes("nmt-nfkc")[:-7])
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value).startswith(f"{path}: not a SentencePiece model (")
    assert "\n" not in str(err.value)


def test_user_defined_piece_is_refused_naming_it(tmp_path):
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(BASE * 20),
        model_writer=out,
        vocab_size=120,
        model_type="bpe",
        user_defined_symbols=["<sep>"],
        minloglevel=2,
    )
    path = tmp_path / "user.model"
    path.write_bytes(out.getvalue())
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == f"{path}: piece 3 '<sep>' is user-defined, not supported"


def test_export_is_refused_in_one_line(tmp_path):
    run = load(write_model(tmp_path, "nmt-nfkc"))
    for fmt in ("hf", "tiktoken", "minbpe", "vocab-merges"):
        with pytest.raises(TableError) as err:
            export(run, fmt, tmp_path / "out")
        assert str(err.value) == (
            f"{tmp_path / 'nmt-nfkc.model'}: a SentencePiece table cannot be exported as "
            f"{fmt}: export writes byte-level BPE formats only"
        )
    assert not (tmp_path / "out").exists()


def test_replay_on_a_corpus_normalizes_the_documents(tmp_path):
    path = write_model(tmp_path, "nmt-nfkc")
    sp = spm.SentencePieceProcessor(model_file=str(path))
    table = load(path)
    docs = ["hello  world", "Ｆｕｌｌ café ぃ"]
    result = replay(table, docs)
    assert result.kind == "replay"
    assert result.document_bytes(0) == "▁hello▁world".encode()
    assert result.document_bytes(1) == "▁Full▁café▁ぃ".encode()
    for index, text in enumerate(docs):
        finals = result.final_tokens(index)
        assert [sid for sid, _ in result.codec.pieces(result, finals)] == sp.encode(text)
    assert result.encode(docs[1]) == sp.encode(docs[1])


def test_byte_fallback_without_the_byte_pieces_and_bad_scores_are_refused():
    from bpe_viewer.core.interop.sentencepiece_model import (
        BPE,
        NORMAL,
        UNKNOWN,
        Piece,
        SentencePieceModel,
    )
    from bpe_viewer.core.interop.sentencepiece_table import table_from_model

    pieces = (Piece("<unk>", 0.0, UNKNOWN), Piece("a", -1.0, NORMAL))
    model = SentencePieceModel(pieces=pieces, model_type=BPE, byte_fallback=True)
    with pytest.raises(TableError) as err:
        table_from_model(model, "x.model")
    assert str(err.value) == (
        "x.model: byte_fallback is on but the model has 0 of the 256 byte pieces <0x00>..<0xFF>"
    )
    nan = SentencePieceModel(pieces=(*pieces, Piece("aa", float("nan"), NORMAL)), model_type=BPE)
    with pytest.raises(TableError) as err:
        table_from_model(nan, "x.model")
    assert str(err.value) == "x.model: piece 2 'aa' has score nan"
    # the same model with a score: "aa" is one merge of a + a
    fine = SentencePieceModel(pieces=(*pieces, Piece("aa", -0.5, NORMAL)), model_type=BPE)
    run = table_from_model(fine, "x.model")
    assert run.encode("aaa") == [0, 2, 1]  # ▁ is unknown here: one <unk>, then aa, a


@pytest.mark.parametrize("name", sorted(OPTIONS))
def test_normalized_text_equals_sentencepiece_normalize(tmp_path, name):
    # ASCII next to combining marks, spaces, control bytes and compatibility forms: the
    # character map's keys that start with a letter, and the runs copied at once
    path = write_model(tmp_path, name)
    sp = spm.SentencePieceProcessor(model_file=str(path))
    run = load(path)
    rng = random.Random(11)
    alphabet = list("abe xyz  \t\n\x00\x01\x7f<=>~") + [
        "\u0301", "\u0308", "é", "Ｆ", "ﬁ", "①", "\u00a0", "\u3000", "㎏", "▁", "\u200b",
    ]  # fmt: skip
    texts = HOSTILE + [
        "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 20))) for _ in range(300)
    ]
    assert [t for t in texts if run.normalize(t.encode()).decode() != sp.normalize(t)] == []


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    shift = result = 0
    while True:
        byte = data[pos]
        pos += 1
        result |= (byte & 0x7F) << shift
        if byte < 0x80:
            return result, pos
        shift += 7


def _set_scores_of_space_runs(data: bytes, score: float) -> tuple[bytes, int]:
    """The model with every piece of two or more ▁ given ``score`` (its 4 bytes rewritten
    in place), and how many there are: pieces of equal score, as a model whose
    whitespace pieces were added by hand with one low score has them."""
    out = bytearray(data)
    pos = count = 0
    while pos < len(out):
        key, pos = _varint(out, pos)
        assert key & 7 == 2  # the model's top-level fields are all messages
        length, pos = _varint(out, pos)
        if key >> 3 == 1:
            sub, q, text, at = bytes(out[pos : pos + length]), 0, "", -1
            while q < length:
                k, q = _varint(sub, q)
                if k & 7 == 2:
                    n, q = _varint(sub, q)
                    text = sub[q : q + n].decode() if k >> 3 == 1 else text
                    q += n
                elif k & 7 == 5:
                    at = q if k >> 3 == 2 else at
                    q += 4
                else:
                    _, q = _varint(sub, q)
            if len(text) > 1 and set(text) == {"▁"} and at >= 0:
                out[pos + at : pos + at + 4] = struct.pack("<f", score)
                count += 1
        pos += length
    return bytes(out), count


def test_equal_scores_are_merged_leftmost_first_as_sentencepiece_does(tmp_path):
    rng = random.Random(3)
    lines = [
        " " * rng.choice([0, 2, 4, 8, 12, 16])
        + rng.choice(["def f(x):", "return x", "if a  and  b:", "x = 1", "print(x)"])
        for _ in range(500)
    ]
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(lines),
        model_writer=out,
        vocab_size=300,
        model_type="bpe",
        normalization_rule_name="identity",
        remove_extra_whitespaces=False,
        allow_whitespace_only_pieces=True,
        split_by_whitespace=False,
        byte_fallback=True,
        minloglevel=2,
    )
    data, count = _set_scores_of_space_runs(out.getvalue(), -1e9)
    assert count >= 3  # ▁▁, ▁▁▁▁, ... now tie
    path = tmp_path / "spaces.model"
    path.write_bytes(data)
    sp = spm.SentencePieceProcessor(model_file=str(path))
    run = load(path)
    texts = [" " * k + w for k in range(40) for w in ("x", "def f(x):", "", "  a  ")]
    texts += ["".join(rng.choice(" ax") for _ in range(rng.randint(0, 40))) for _ in range(500)]
    assert [t for t in texts if run.encode(t) != sp.encode(t)] == []
    # the table's ranks alone cannot say "leftmost among equal scores": they part often
    by_ranks = [
        [
            sid
            for sid, _ in run.codec.pieces(run, run.merge_table().encode(run.normalize(t.encode())))
        ]
        for t in texts
    ]
    assert sum(ids != sp.encode(t) for ids, t in zip(by_ranks, texts, strict=True)) > 0


def test_saved_replay_is_minor_version_2_and_its_model_numbers_are_read_strictly(tmp_path):
    import json

    from bpe_viewer.core.formats.run_json import RunFileError, load_run, save_run

    path = write_model(tmp_path, "nmt-nfkc")
    result = replay(load(path), ["hello world"])
    saved = tmp_path / "run.json"
    save_run(result, saved)
    data = json.loads(saved.read_text("utf-8"))
    assert data["minor_version"] == 2
    assert load_run(saved).encode("Ｆｕｌｌ") == result.encode("Ｆｕｌｌ")
    model = data["sentencepiece"]
    first = model["pieces"][0]
    for change, message in (
        (("pieces", 0, [first[0], first[1], 9]), "piece 0: type 9 is outside 1..6"),
        (
            ("pieces", 0, [first[0], first[1], True]),
            "piece 0: type expected a whole number, got True",
        ),
        (("pieces", 0, [first[0], "high", first[2]]), "piece 0: score 'high' is not a number"),
        (("own_ids", 300, 2.5), "own_ids: model ID expected a whole number, got 2.5"),
        (("own_ids", 300, -2), "own_ids: model ID -2 is outside -1..4294967295"),
    ):
        key, index, value = change
        bad_model = {**model, key: list(model[key])}
        bad_model[key][index] = value
        bad = tmp_path / "bad.json"
        bad.write_text(json.dumps({**data, "sentencepiece": bad_model}), "utf-8")
        with pytest.raises(RunFileError) as err:
            load_run(bad)
        assert str(err.value) == f"{bad}: sentencepiece: {message}"


def test_encode_refuses_allow_special_as_the_command_line_does(tmp_path):
    # sentencepiece has no switch for control pieces: it encodes "</s>" as text
    path = write_model(tmp_path, "nmt-nfkc")
    sp = spm.SentencePieceProcessor(model_file=str(path))
    run = load(path)
    assert run.encode("a</s>") == sp.encode("a</s>")
    assert sp.eos_id() not in sp.encode("a</s>")
    message = (
        f"{path}: allow_special does not apply to a SentencePiece model (its IDs are the "
        "model's, and it reads the text of control pieces as text)"
    )
    with pytest.raises(ValueError) as err:
        run.encode("a</s>", allow_special=True)
    assert str(err.value) == message
    with pytest.raises(ValueError) as err:
        run.encode_tokens(b"a", allow_special=True)
    assert str(err.value) == message
    replayed = replay(run, ["a b", "b a"])
    with pytest.raises(ValueError, match="allow_special does not apply"):
        replayed.encode("a", allow_special=True)
