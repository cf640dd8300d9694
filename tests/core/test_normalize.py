"""The normalizers of core/normalize.py give exactly what Hugging Face tokenizers gives.

The library (a test extra) is the reference: every normalizer is built both ways and
applied to the same texts, which include text each normalization changes.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core.normalize import Normalizer, NormalizerError

tokenizers = pytest.importorskip("tokenizers")
N = tokenizers.normalizers

#: Texts that the normalizers change: composed and decomposed accents, compatibility
#: forms, case (final sigma, dotted I, sharp s), every kind of white space at the ends,
#: the file separators Python calls space and Unicode does not, control bytes, emoji.
HOSTILE = [
    "",
    " ",
    "caf\u00e9 cafe\u0301 \u212b \u1e9b\u0323",
    "\uff26\uff55\uff4c\uff4c \uff37\uff29\uff24\uff34\uff28 \u2460 \ufb01 \u00bd x\u00b2",
    "\u039f\u0394\u039f\u03a3 \u03a3 \u0130stanbul STRASSE \u1e9e \u01c5",
    "\u00a0\u3000\t\n lead and trail \u2028\u0085\x0b\x0c\r\u00a0",
    "\x1c\x1d keep \x1e\x1f",
    "\x00\x01\x7f\x9b control \u200b\u200d\ufeff",
    "\u65e5\u672c\u8a9e \ud55c\uad6d\uc5b4 \u4e2d\u6587 \uff8a\uff9e",
    "\U0001f980\U0001f1eb\U0001f1f7 \U0001f469\u200d\U0001f469\u200d\U0001f467",
    "a\u0300\u0301\u0302 e\u0327\u0306 \u0915\u094d\u0937",
    "  two  spaces  and  a\u00a0nbsp  ",
]

#: Each normalizer as the library builds it and as a tokenizer.json object.
CASES = [
    N.NFC(),
    N.NFD(),
    N.NFKC(),
    N.NFKD(),
    N.Lowercase(),
    N.Strip(),
    N.Strip(left=True, right=False),
    N.Strip(left=False, right=True),
    N.Replace(" ", "\u2581"),
    N.Replace(tokenizers.Regex(r"\s+"), r"\1 "),
    N.Replace(tokenizers.Regex(r"\p{Mn}+"), ""),
    N.Prepend("\u2581"),
    N.Sequence([N.NFKC(), N.Lowercase()]),
    N.Sequence([N.NFD(), N.Replace(tokenizers.Regex(r"\p{Mn}"), ""), N.NFC()]),
    N.Sequence([N.Strip(), N.Prepend("\u2581"), N.Replace(" ", "\u2581")]),
    N.Sequence([N.Sequence([N.NFC()]), N.Sequence([N.Lowercase(), N.Strip()])]),
]


def _ours(lib_normalizer) -> Normalizer:
    return Normalizer.from_json(json.loads(lib_normalizer.__getstate__()))


@pytest.mark.parametrize("lib", CASES, ids=lambda n: json.loads(n.__getstate__())["type"])
def test_hostile_texts_normalize_as_tokenizers(lib):
    ours = _ours(lib)
    mismatches = [t for t in HOSTILE if ours.apply(t) != lib.normalize_str(t)]
    assert mismatches == []


@settings(max_examples=60, deadline=None)
@given(text=st.text(alphabet=st.characters(exclude_categories=("Cs",)), max_size=40))
def test_random_texts_normalize_as_tokenizers(text):
    for lib in CASES:
        assert _ours(lib).apply(text) == lib.normalize_str(text), lib.__getstate__()


def test_written_back_the_library_reads_the_same_normalizer():
    for lib in CASES:
        ours = _ours(lib)
        spec = ours.to_json()
        rebuilt = tokenizers.Tokenizer.from_str(
            json.dumps(
                {
                    "version": "1.0",
                    "normalizer": spec,
                    "model": {"type": "BPE", "vocab": {}, "merges": []},
                }
            )
        ).normalizer
        assert [rebuilt.normalize_str(t) for t in HOSTILE] == [ours.apply(t) for t in HOSTILE]
        assert Normalizer.from_json(spec) == ours


def test_describe_names_the_steps():
    spec = {
        "type": "Sequence",
        "normalizers": [
            {"type": "NFKC"},
            {"type": "Strip", "strip_left": True, "strip_right": False},
            {"type": "Replace", "pattern": {"String": " "}, "content": "\u2581"},
            {"type": "Prepend", "prepend": "\u2581"},
        ],
    }
    assert (
        Normalizer.from_json(spec).describe() == "NFKC, Strip left, Replace ' ' -> '▁', Prepend '▁'"
    )
    assert Normalizer().describe() == "none"
    assert Normalizer.from_json(None) == Normalizer()
    assert Normalizer().to_json() is None


def test_bytes_that_are_not_utf8_pass_through_unchanged():
    norm = Normalizer.of("NFC", "Lowercase")
    assert norm.apply_bytes(b"A\xffe\xcc\x81\xc3") == b"a\xff\xc3\xa9\xc3"


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        (
            {"type": "BertNormalizer"},
            "normalizer: 'BertNormalizer' is not supported (the normalizers read are NFC, "
            "NFD, NFKC, NFKD, Lowercase, Strip, Replace, Prepend, Sequence)",
        ),
        (
            {"type": "Sequence", "normalizers": [{"type": "NFC"}, {"type": "Precompiled"}]},
            "normalizer step 1: 'Precompiled' is not supported (the normalizers read are NFC, "
            "NFD, NFKC, NFKD, Lowercase, Strip, Replace, Prepend, Sequence)",
        ),
        ({"type": "Prepend", "prepend": 3}, "normalizer: prepend 3 is not a str"),
        (
            {"type": "Replace", "pattern": {"Regex": "("}, "content": ""},
            "normalizer: Replace pattern does not compile: missing ) at position 1",
        ),
        (
            {"type": "Replace", "pattern": "x", "content": ""},
            "normalizer: Replace pattern must be a String or a Regex",
        ),
        ([1], "normalizer: expected an object, got [1]"),
    ],
)
def test_what_is_not_reproduced_is_refused_in_one_line(spec, message):
    with pytest.raises(NormalizerError) as err:
        Normalizer.from_json(spec)
    assert str(err.value) == message


def test_forms_for_training_are_the_two_normalizers():
    from bpe_viewer.core.normalize import (
        check_normalize,
        normalize_text,
        normalizer_for_form,
    )
    from bpe_viewer.core.special_tokens import normalize_bytes

    assert normalizer_for_form("nfkc") == Normalizer.of("NFKC")
    assert normalizer_for_form(None) is None
    assert normalize_text("nfkc", "Ｆｕｌｌ ①") == "Full 1"
    assert normalize_text("nfc", "e\u0301") == "\u00e9"
    # The special token stays as written; each stretch around it is normalized alone,
    # so the combining mark after it stays a combining mark.
    assert normalize_bytes(
        "nfkc", "ｘ<|Ｅ|>\u0301ﬁ\xff".encode() + b"\xff", keep=["<|Ｅ|>".encode()]
    ) == ("x<|Ｅ|>\u0301fi\xff".encode() + b"\xff")
    assert normalize_bytes("nfc", b"plain ascii") == b"plain ascii"
    with pytest.raises(ValueError) as err:
        check_normalize("nfd")
    assert str(err.value) == "unknown normalization 'nfd'; expected one of nfc, nfkc"


def test_map_documents_keeps_a_corpus_s_ids():
    from bpe_viewer.core.corpus import corpus_from_texts
    from bpe_viewer.core.normalize import map_documents
    from bpe_viewer.core.special_tokens import normalize_bytes

    corpus = corpus_from_texts(["Ｆｕｌｌ", "cafe\u0301"])
    changed = map_documents(corpus, lambda d: normalize_bytes("nfkc", d))
    assert [d.data for d in changed.documents] == [b"Full", "café".encode()]
    assert [d.doc_id for d in changed.documents] == [d.doc_id for d in corpus.documents]
    assert map_documents(["Ｆ", b"x"], lambda d: d + b"!") == ["Ｆ!".encode(), b"x!"]
