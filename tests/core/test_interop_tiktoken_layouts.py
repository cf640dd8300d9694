"""tiktoken rank files laid out as published ones are, against tiktoken itself.

Each file is one this program exported, rewritten the way published files differ:
special tokens inside the rank range (p50k_base's ``<|endoftext|>`` at 50256), before
it (tables that reserve the lowest IDs), after it; the single bytes ranked in another
order than 0..255; a placeholder rank whose token is empty (the line ``= N``). tiktoken
reads the file with ``load_tiktoken_bpe`` and the sidecar's pattern and special tokens;
the IDs must be equal on every text.
"""

from __future__ import annotations

import base64
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bpe_viewer.core import load, train
from bpe_viewer.core.formats.run_json import load_run, save_run
from bpe_viewer.core.interop import TableError, export
from bpe_viewer.core.interop.replay import replay
from bpe_viewer.core.run import TrainingRun

tiktoken = pytest.importorskip("tiktoken")
from tiktoken.load import load_tiktoken_bpe  # noqa: E402

SPECIALS = ["<|endoftext|>", "<|pad|>", "<|fim|>"]

CORPUS = [
    "The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs. " * 3,
    "Café crème, naïve résumé; ÉCOLE élève cafe\u0301 日本語のテキスト 中文的文本 한국어 ",
    "emoji 🦀🦀 🇫🇷 👩\u200d👩\u200d👧 Straße ΟΔΟΣ  whitespace\t\truns\n\n  and\r\nCRLF 1234567 ",
    "it's we'll they've I'M don't ｆｕｌｌ ｗｉｄｔｈ <|endoftext|> the end <|pad|>",
]

HOSTILE = [
    "",
    " ",
    "Hello World",
    "CAFÉ café cafe\u0301 e\u0327\u0306 a\u0300\u0301",
    "\u00a0nbsp\u00a0 \u3000 \u2028x\u0085",
    "\x00\x01\x7f\x1c\x1d ctl\x1f",
    "ＦＵＬＬ ｗｉｄｔｈ ① ﬁ ½",
    "日本語のテキスト 中文 한국어",
    "🦀👩\u200d👩\u200d👧🇫🇷",
    "a<|endoftext|>b<|pad|><|fim|>",
    "<|endoftext|><|endoftext|> x",
    "1234 56789 3.14",
]

_ALPHABET = "abcXYZthe éÉ\u0301 日本한\u00a0\t\n\r\x00\x1f\x7f🦀👩\u200dΣﬁ1234 '<|>endoftextpad"


def texts(count: int = 200, seed: int = 50) -> list[str]:
    rng = random.Random(seed)
    out = list(HOSTILE)
    for _ in range(count):
        text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 40)))
        if rng.random() < 0.3:
            cut = rng.randint(0, len(text))
            text = text[:cut] + rng.choice(SPECIALS) + text[cut:]
        out.append(text)
    return out


TEXTS = texts()

_RUN: list[TrainingRun] = []


def trained() -> TrainingRun:
    if not _RUN:
        _RUN.append(train(CORPUS, 120, pretokenizer="gpt4", special_tokens=SPECIALS))
    return _RUN[0]


def _ranked(tmp_path: Path) -> tuple[list[bytes], str]:
    """The trained table's tokens in rank order and its pattern, from its export."""
    stem = tmp_path / "base"
    export(trained(), "tiktoken", stem)
    pairs = sorted(
        load_tiktoken_bpe(str(stem.with_suffix(".tiktoken"))).items(), key=lambda kv: kv[1]
    )
    side = json.loads(stem.with_suffix(".json").read_text("utf-8"))
    return [data for data, _rank in pairs], side["pat_str"]


def write_layout(
    tmp_path: Path,
    *,
    specials: dict[str, int],
    placeholders: tuple[int, ...] = (),
    shuffle_bytes: bool = False,
    name: str = "layout",
) -> Path:
    """A rank file whose tokens take, in rank order, the IDs no special token or
    placeholder takes; the sidecar names the special tokens."""
    tokens, pattern = _ranked(tmp_path)
    if shuffle_bytes:  # single bytes ranked in another order, as in published files
        singles = tokens[:256]
        random.Random(7).shuffle(singles)
        tokens = singles + tokens[256:]
    taken = set(specials.values()) | set(placeholders)
    lines: list[tuple[int, str]] = [(rid, "=") for rid in placeholders]
    next_id = 0
    for data in tokens:
        while next_id in taken:
            next_id += 1
        lines.append((next_id, base64.b64encode(data).decode()))
        next_id += 1
    path = tmp_path / f"{name}.tiktoken"
    path.write_text("".join(f"{field} {rid}\n" for rid, field in sorted(lines)), "ascii")
    sidecar = {"pat_str": pattern, "special_tokens": specials}
    path.with_suffix(".json").write_text(json.dumps(sidecar), "utf-8")
    return path


def library(path: Path):
    side = json.loads(path.with_suffix(".json").read_text("utf-8"))
    return tiktoken.Encoding(
        name=path.stem,
        pat_str=side["pat_str"],
        mergeable_ranks=load_tiktoken_bpe(str(path)),
        special_tokens=side["special_tokens"],
    )


def mismatches(path: Path, run: TrainingRun) -> list[str]:
    enc = library(path)
    return [
        t
        for t in TEXTS
        if enc.encode(t, allowed_special="all") != run.encode(t, allow_special=True)
    ]


@pytest.fixture(autouse=True)
def _no_tiktoken_cache(monkeypatch):
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", "")


# 120 merges: the ranks run over 376 IDs (0..375 without special tokens).
LAYOUTS = {
    "inside the ranks": {"specials": {"<|endoftext|>": 258, "<|pad|>": 300, "<|fim|>": 301}},
    "before the ranks": {"specials": {"<|endoftext|>": 0, "<|pad|>": 1, "<|fim|>": 2}},
    "after the ranks": {"specials": {"<|endoftext|>": 376, "<|pad|>": 377, "<|fim|>": 380}},
    "everywhere, bytes shuffled": {
        "specials": {"<|endoftext|>": 0, "<|pad|>": 200, "<|fim|>": 400},
        "shuffle_bytes": True,
    },
    "placeholder": {
        "specials": {"<|endoftext|>": 5, "<|pad|>": 377, "<|fim|>": 378},
        "placeholders": (300,),
    },
    "placeholder first": {"specials": {"<|endoftext|>": 376}, "placeholders": (0,)},
}


@pytest.mark.parametrize("name", list(LAYOUTS))
def test_layouts_encode_as_tiktoken(tmp_path, name):
    path = write_layout(tmp_path, **LAYOUTS[name])  # type: ignore[arg-type]
    run = load(path)
    specials = LAYOUTS[name]["specials"]
    assert {
        t.decode(): run.source_id(run.special_base + i) for i, t in enumerate(run.special_tokens)
    } == specials
    assert len(TEXTS) == 212
    assert mismatches(path, run) == []


def test_special_tokens_keep_the_files_ids(tmp_path):
    path = write_layout(tmp_path, **LAYOUTS["inside the ranks"])  # type: ignore[arg-type]
    run = load(path)
    enc = library(path)
    text = "the<|endoftext|>fox<|pad|>"
    assert run.encode(text, allow_special=True) == enc.encode(text, allowed_special="all")
    assert 258 in run.encode(text, allow_special=True)
    ids = [258, 300, 301, 257, 302]
    assert run.decode(ids) == enc.decode_bytes(ids)


def test_a_placeholder_is_never_given_and_decodes_to_nothing(tmp_path):
    path = write_layout(tmp_path, **LAYOUTS["placeholder"])  # type: ignore[arg-type]
    run = load(path)
    enc = library(path)
    assert run.reserved_ids == (300,)
    given = {i for t in TEXTS for i in run.encode(t, allow_special=True)}
    assert 300 not in given and len(given) > 100
    assert run.decode([300, 300]) == b"" == enc.decode_bytes([300, 300])
    ids = run.encode("the fox", allow_special=True)
    assert run.decode([300, *ids, 300]) == b"the fox" == enc.decode_bytes([300, *ids, 300])


def test_export_writes_the_layout_back(tmp_path):
    path = write_layout(tmp_path, **LAYOUTS["placeholder"])  # type: ignore[arg-type]
    run = load(path)
    out = tmp_path / "again"
    export(run, "tiktoken", out)
    assert out.with_suffix(".tiktoken").read_bytes() == path.read_bytes()
    assert json.loads(out.with_suffix(".json").read_text("utf-8"))["special_tokens"] == {
        "<|endoftext|>": 5,
        "<|pad|>": 377,
        "<|fim|>": 378,
    }
    assert mismatches(out.with_suffix(".tiktoken"), load(out.with_suffix(".tiktoken"))) == []


def test_saved_run_and_replay_keep_the_placeholders(tmp_path):
    path = write_layout(tmp_path, **LAYOUTS["placeholder"])  # type: ignore[arg-type]
    table = load(path)
    run = replay(table, CORPUS, source="corpus")
    assert run.reserved_ids == (300,)
    saved = tmp_path / "run.json"
    save_run(run, saved)
    assert json.loads(saved.read_text("utf-8"))["reserved_ids"] == [300]
    back = load_run(saved)
    assert back.reserved_ids == (300,)
    assert mismatches(path, back) == []


@pytest.mark.parametrize(
    ("lines", "specials", "message"),
    [
        (
            ["YQ== 0", "Yg== 2"],
            {},
            "{path}: rank 1 is missing (no rank, special token or "
            "placeholder has that ID; below the highest rank, 2, every ID must be one of them)",
        ),
        (
            ["YQ== 1", "Yg== 2"],
            {"<s>": 2},
            "{side}: special token '<s>': ID 2 is also the rank of {path} line 2",
        ),
        (
            ["YQ== 0", "= 1"],
            {"<s>": 1},
            "{side}: special token '<s>': ID 1 is also the placeholder of line 2",
        ),
        (["YQ== 0", "= 1", "== 2"], {}, "{path} line 3: '==' is not base64"),
        (["YQ== 0", "YQ 1"], {}, "{path} line 2: 'YQ' is not base64"),
        (["YQ== 0", " 1"], {}, "{path} line 2: '' is not base64"),
        (["YQ== 0", "= 1", "= 1"], {}, "{path} line 3: rank 1 repeats line 2"),
        (
            ["YQ== 0", "= 1", "= 2"],
            {},
            "{path} line 3: a second placeholder (an empty token; "
            "line 2 is one): tiktoken keeps only the last, so the other's ID would not decode",
        ),
    ],
)
def test_damaged_layouts_are_refused_naming_the_line(tmp_path, lines, specials, message):
    path = tmp_path / "bad.tiktoken"
    path.write_text("\n".join(lines) + "\n", "ascii")
    side = path.with_suffix(".json")
    side.write_text(json.dumps({"pat_str": "[\\s\\S]+", "special_tokens": specials}), "utf-8")
    with pytest.raises(TableError) as err:
        load(path)
    assert str(err.value) == message.format(path=path, side=side)


def test_to_tiktoken_keeps_the_layout_in_memory(tmp_path):
    from bpe_viewer.interop import to_tiktoken

    path = write_layout(tmp_path, **LAYOUTS["placeholder"])  # type: ignore[arg-type]
    run = load(path)
    enc = to_tiktoken(run)
    assert [
        t
        for t in TEXTS
        if enc.encode(t, allowed_special="all") != run.encode(t, allow_special=True)
    ] == []
    assert enc.decode_bytes([300, 5]) == run.decode([300, 5]) == b"<|endoftext|>"


@pytest.fixture(scope="module")
def layout_tables(tmp_path_factory):
    out = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TIKTOKEN_CACHE_DIR", "")  # read each file, never a cached copy
        for name in ("inside the ranks", "everywhere, bytes shuffled", "placeholder"):
            folder = tmp_path_factory.mktemp("layout")
            path = write_layout(folder, **LAYOUTS[name])  # type: ignore[arg-type]
            out.append((library(path), load(path)))
    return out


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(text=st.text(st.characters(exclude_categories=("Cs",)), max_size=30))
def test_any_text_encodes_as_tiktoken(layout_tables, text):
    for enc, run in layout_tables:
        for t in (text, text + SPECIALS[0] + text):
            assert enc.encode(t, allowed_special="all") == run.encode(t, allow_special=True)


def test_every_view_names_a_token_by_both_ids_where_they_differ(tmp_path):
    # "before the ranks": the file's IDs are this run's + 3 for every byte and merge
    run = load(write_layout(tmp_path, **LAYOUTS["before the ranks"]))  # type: ignore[arg-type]
    assert [run.id_label(t) for t in (0, 97, 256)] == ["0 (3)", "97 (100)", "256 (259)"]
    assert run.id_label(run.special_base) == f"{run.special_base} (0)"
    # "inside the ranks": bytes keep their IDs (one number), merges from 258 move on
    run = load(write_layout(tmp_path, **LAYOUTS["inside the ranks"]))  # type: ignore[arg-type]
    assert [run.id_label(t) for t in (97, 257, 258)] == ["97", "257", "258 (259)"]
    assert trained().id_label(300) == "300"  # a run of ours: its one ID
    with pytest.raises(KeyError):
        run.id_label(10**6)
