"""Feed many bad or hostile inputs to every entry point and count what happens.

    python benchmarks/hostile_sweep.py            # prints one line per kind, then totals
    python benchmarks/hostile_sweep.py --verbose  # also every case that was not clear

Entry points: the command line (``train``, ``train-words``, ``check-trace``, ``encode``,
``decode``, ``hexdump``, ``vocab``, ``gui`` argument checks), the Python API loaders
(``load_corpus``, ``load_run``, ``load_word_frequencies``, ``interop.load``) and the
window's Qt-free open path (``qt.loading.plan_open`` and its job). Each call runs under
a 20 s alarm.

Kinds: files that are not regular files, missing, empty, binary, JSON of hostile shape,
word tables, inconsistent and mutated saved runs and traces; mutated and hostile minbpe
``.model`` files, ``.tiktoken`` files (with and without their ``.json`` sidecar),
``tokenizer.json`` files, JSON and Parquet piece tables (counts whose total passes
2**63 - 1, huge repeated pieces, a dictionary-encoded table that expands past the input
limit); regular expressions read from those files; then outputs (files and folders),
numbers and environment settings on the command line, and the window's stored
settings values.

Outcomes:

- ``clear``: the command exited 2 with one line on standard error, or the API raised an
  exception of the program's own one-line kind (ValueError / OSError subclasses);
- ``accepted``: the input was valid after all (a mutation that kept the file correct);
  a loaded run must then pass an independent check (its final tokens re-encoded);
- ``other``: a traceback, a multi-line error, a hang, or a run that breaks the rules.

Outputs: for every ``-o`` case the inputs' bytes are compared before and after
("lost" counts files that changed).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import hashlib
import io
import json
import os
import random
import signal
import sys
import tempfile
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bpe_viewer.cli import main  # noqa: E402
from bpe_viewer.core import train  # noqa: E402
from bpe_viewer.core.encoding import MergeTable  # noqa: E402
from bpe_viewer.core.formats.run_json import run_to_json  # noqa: E402
from bpe_viewer.core.formats.trace_v1 import format_trace  # noqa: E402


class Hang(Exception):
    pass


def _alarm(_sig: int, _frame: object) -> None:
    raise Hang()


def call_cli(argv: list[str]) -> str:
    out, err = io.StringIO(), io.StringIO()
    signal.alarm(20)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = main(argv)
    except Hang:
        return "other: hang"
    except BaseException as exc:  # noqa: BLE001 - a sweep counts everything
        return f"other: {type(exc).__name__}: {exc}"
    finally:
        signal.alarm(0)
    text = err.getvalue()
    if code == 0:
        return "accepted"
    if code == 2 and text.count("\n") == 1 and "Traceback" not in text and "\x1b" not in text:
        return "clear"
    return f"other: exit {code}: {text[:300]!r}"


def check_run(run: object) -> bool:
    table = MergeTable(run.rules, run.special_tokens, run.pretokenizer)  # type: ignore[attr-defined]
    for i in range(len(run.documents)):  # type: ignore[attr-defined]
        data = run.document_bytes(i)  # type: ignore[attr-defined]
        if list(run.final_tokens(i)) != table.encode(data, allow_special=True):  # type: ignore[attr-defined]
            return False
    return True


def call_api(fn: Callable[[], object]) -> str:
    signal.alarm(20)
    try:
        result = fn()
    except Hang:
        return "other: hang"
    except (ValueError, OSError) as exc:
        msg = str(exc)
        if "\n" in msg or not msg:
            return f"other: multi-line or empty {type(exc).__name__}"
        return "clear"
    except BaseException as exc:  # noqa: BLE001
        return f"other: {type(exc).__name__}: {exc}"
    finally:
        signal.alarm(0)
    if hasattr(result, "rules") and hasattr(result, "final_tokens") and result.kind != "table":  # type: ignore[attr-defined]
        return "accepted" if check_run(result) else "other: run breaks the rules"
    return "accepted"


def window_open(path: Path) -> object:
    from bpe_viewer.qt.loading import plan_open

    plan = plan_open(path)
    if plan.finished is not None:
        return plan.finished()
    if plan.kind in ("words", "pieces"):  # trained weighted by the window's job
        import threading

        from bpe_viewer.qt.worker import piece_table_job, word_table_job

        make = word_table_job if plan.kind == "words" else piece_table_job
        return make(plan.path, 3, "smallest")(lambda done, total: None, threading.Event())
    assert plan.documents is not None
    return plan.documents()


def mutate(data: bytes, rng: random.Random) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        if not out:
            break
        i = rng.randrange(len(out))
        kind = rng.randrange(4)
        if kind == 0:
            out[i] = rng.choice(b'0123456789,[]{}":-ea \n')
        elif kind == 1:
            del out[i]
        elif kind == 2:
            out.insert(i, rng.choice(b'0123456789,[]{}":-'))
        else:
            j = rng.randrange(len(out))
            out[i:i] = out[j : j + 8]
    return bytes(out)


def build_inputs(folder: Path, rng: random.Random) -> dict[str, list[Path]]:
    """Bad inputs by kind."""
    kinds: dict[str, list[Path]] = defaultdict(list)

    def put(kind: str, name: str, data: bytes | str) -> Path:
        p = folder / name
        p.write_bytes(data.encode() if isinstance(data, str) else data)
        kinds[kind].append(p)
        return p

    fifo = folder / "fifo"
    os.mkfifo(fifo)
    kinds["not a regular file"] += [
        fifo,
        Path("/dev/zero"),
        Path("/dev/null"),
        Path("/dev/urandom"),
    ]
    loop = folder / "loop"
    loop.symlink_to(loop)
    kinds["not a regular file"].append(loop)
    kinds["missing"].append(folder / "missing.txt")
    put("empty or blank", "empty.txt", b"")
    put("empty or blank", "blank.json", b"   \n")
    put("empty or blank", "bom.json", b"\xef\xbb\xbf")
    put("binary", "garbage.json", bytes(rng.randrange(256) for _ in range(3000)))
    put("binary", "nul.jsonl", b'{"text": "a\x00b"}\n\x00\x00')
    put("binary", "latin1.json", '{"a": 1, "é": 2}'.encode("latin-1"))
    put("json shape", "deep.json", "[" * 200_000)
    put("json shape", "digits.json", '{"low": ' + "9" * 200_000 + "}")
    put("json shape", "dupkey.json", '{"low": 1, "low": 2}')
    put("json shape", "truncated.json", '[{"id": "a", "text": "ab"')
    put("json shape", "types.json", '[{"id": 5, "text": null}]')
    put("json shape", "notobjects.jsonl", "[1]\n2\n")
    put("word table", "endmarker.json", '{"low</w>": 5, "low": 2}')
    put("word table", "negative.json", '{"low": -1}')
    put("word table", "float.json", '{"low": 2.0}')
    put("word table", "huge.json", '{"low": 100000000}')
    put("word table", "emptyword.json", '{"": 3}')
    good = train([b"aaabdaaabac", b"low lower lowest newest", b"aaaaaaa"], 6)
    base = run_to_json(good)
    variants: dict[str, dict | str] = {}
    d = json.loads(json.dumps(base))
    d["rounds"][0]["candidates"][1][2] = 50
    variants["order"] = d
    d = json.loads(json.dumps(base))
    d["documents"][2]["tokens"] = [97] * 7
    variants["unmerged"] = d
    d = json.loads(json.dumps(base))
    d["rules"][0][3] = d["rules"][0][2] + 1
    variants["replacements"] = d
    variants["dupkey"] = json.dumps(base).replace(
        '"tie": "smallest"', '"tie": "largest", "tie": "smallest"'
    )
    d = json.loads(json.dumps(base))
    d["rules"][1][:2] = d["rules"][0][:2]
    d["rounds"][1]["candidates"][0][:2] = d["rules"][0][:2]
    variants["repeated"] = d
    d = json.loads(json.dumps(base))
    d["documents"][1]["id"] = d["documents"][0]["id"]
    variants["dupid"] = d
    d = json.loads(json.dumps(base))
    d["documents"][0]["id"] = d["documents"][1]["id"] = "\x1b]0;pwned\x07"
    variants["escape-id"] = d
    rules = [[97, 97, 1, 1]] + [[255 + r, 255 + r, 1, 1] for r in range(1, 40)]
    variants["doubling"] = {
        "format": "bpe-viewer-run",
        "version": 1,
        "tie": "smallest",
        "documents": [{"id": "d", "partition": "train", "tokens": [295]}],
        "rules": rules,
        "rounds": [{"distinct_pairs": 1, "tied": 1, "candidates": [r[:3]]} for r in rules],
    }
    for name, v in variants.items():
        put(
            "inconsistent saved run",
            f"{name}.bpe-run.json",
            v if isinstance(v, str) else json.dumps(v),
        )
    raw_run = json.dumps(base).encode()
    for n in range(40):
        put("mutated saved run", f"mut{n}.bpe-run.json", mutate(raw_run, rng))
    raw_trace = format_trace(train([b"aaabdaaabac", b"abab"], 3)).encode()
    for n in range(40):
        put("mutated trace", f"mut{n}.trace", mutate(raw_trace, rng))
    build_tables(folder, rng, kinds, put)
    return kinds


#: Regular expressions a table may carry as its pre-tokenizer: invalid, too long, nested
#: too deep, catastrophic backtracking, empty, a lone backslash, a lookbehind.
HOSTILE_PATTERNS = [
    "(",
    "x" * 5000,
    "(" * 100 + "a" + ")" * 100,
    "(a+)+$",
    "(a|a)*b",
    "",
    "\\",
    "(?<=a+)b",
    "\\p{Nope}+",
    "[^\\s]++",
]


def build_tables(
    folder: Path,
    rng: random.Random,
    kinds: dict[str, list[Path]],
    put: Callable[[str, str, bytes | str], Path],
) -> None:
    """Hostile tables of the interchange formats, piece tables and their patterns."""
    from bpe_viewer.core.interop import export

    run = train(
        [b"low lower lowest newest", b"aaabdaaabac"],
        6,
        pretokenizer="gpt2",
        special_tokens=["<|end|>"],
    )
    base = folder / "base"
    base.mkdir()
    export(run, "hf", base / "tokenizer.json")
    export(run, "tiktoken", base / "t")
    export(run, "minbpe", base / "m.model")
    hf = (base / "tokenizer.json").read_bytes()
    ranks = (base / "t.tiktoken").read_bytes()
    sidecar = (base / "t.json").read_bytes()
    model = (base / "m.model").read_bytes()

    def tiktoken_pair(kind: str, name: str, ranks: bytes, side: bytes | None) -> None:
        sub = folder / name
        sub.mkdir()
        (sub / "t.tiktoken").write_bytes(ranks)
        if side is not None:
            (sub / "t.json").write_bytes(side)
        kinds[kind].append(sub / "t.tiktoken")

    def hf_file(kind: str, name: str, data: bytes | str) -> None:
        sub = folder / name
        sub.mkdir()
        path = sub / "tokenizer.json"
        path.write_bytes(data.encode() if isinstance(data, str) else data)
        kinds[kind].append(path)

    # minbpe .model
    for n in range(20):
        put("minbpe .model", f"mut{n}.model", mutate(model, rng))
    lines = model.decode().split("\n")
    doubling = ["minbpe v1", "", "0", "97 97"] + [f"{255 + r} {255 + r}" for r in range(1, 60)]
    put("minbpe .model", "doubling.model", "\n".join(doubling) + "\n")
    put("minbpe .model", "digits.model", "minbpe v1\n\n0\n٩٧ 97\n")
    put("minbpe .model", "bigid.model", "minbpe v1\n\n1\n<s> 4294967296\n97 97\n")
    put("minbpe .model", "manyspecials.model", "minbpe v1\n\n99999999999999\n")
    put("minbpe .model", "magic.model", "\n".join(["minbpe v2", *lines[1:]]))
    # .tiktoken and its sidecar
    for n in range(12):
        tiktoken_pair(".tiktoken (+ sidecar)", f"tkr{n}", mutate(ranks, rng), sidecar)
    for n in range(12):
        tiktoken_pair(".tiktoken (+ sidecar)", f"tks{n}", ranks, mutate(sidecar, rng))
    tiktoken_pair(".tiktoken (+ sidecar)", "tk-nosidecar", ranks, None)
    tiktoken_pair(".tiktoken (+ sidecar)", "tk-fields", b"YQ==\n", None)
    tiktoken_pair(".tiktoken (+ sidecar)", "tk-loose", ranks + b"YWJh= 300\n", sidecar)
    long = base64.b64encode(b"a" * 200_000)
    tiktoken_pair(
        ".tiktoken (+ sidecar)", "tk-long", ranks + long + b" 300\n" + long + b" 301\n", None
    )
    side = json.loads(sidecar)
    side["special_tokens"] = {"<|end|>": 2**40, "x" * 300: True}
    tiktoken_pair(".tiktoken (+ sidecar)", "tk-badids", ranks, json.dumps(side).encode())
    # tokenizer.json
    for n in range(20):
        hf_file("tokenizer.json", f"hfm{n}", mutate(hf, rng))
    variants = {
        "wordpiece": ("model", "type", "WordPiece"),
        "dropout": ("model", "dropout", 0.5),
        "vocab-list": ("model", "vocab", [1, 2]),
        "merges-int": ("model", "merges", [5]),
        "long-merge": ("model", "merges", ["a" * 300 + " b"]),
        "bigid": ("model", "vocab", {"a": 2**40}),
    }
    for name, (part, key, value) in variants.items():
        d = json.loads(hf)
        d[part][key] = value
        hf_file("tokenizer.json", f"hf-{name}", json.dumps(d))
    d = json.loads(hf)
    d["added_tokens"] = [{"id": "x", "content": 5}]
    hf_file("tokenizer.json", "hf-added", json.dumps(d))

    # piece tables, JSON
    def pieces(rows: list[dict]) -> str:
        return json.dumps(
            {"format": "bpe-viewer-pieces-v1", "pretokenizer": "gpt2", "pieces": rows}
        )

    good_pieces = pieces([{"piece": "low", "count": 5}, {"piece": " lower", "count": 2}])
    for n in range(16):
        put("JSON piece table", f"pm{n}.json", mutate(good_pieces.encode(), rng))
    hostile_rows = {
        "max": [{"piece": "ababab", "count": 2**63 - 1}],
        "sum": [{"piece": "abab", "count": 2**62}, {"piece": "xab", "count": 2**62}],
        "over": [{"piece": "ab", "count": 2**64}],
        "zero": [{"piece": "ab", "count": 0}],
        "bool": [{"piece": "ab", "count": True}],
        "repeat": [{"piece": "a" * 300, "count": 1}, {"piece": "a" * 300, "count": 1}],
        "split": [{"piece": "a b", "count": 1}],
        "hex": [{"hex": "zz", "count": 1}],
        "surrogate": [{"piece": "\ud800", "count": 1}],
    }
    for name, rows in hostile_rows.items():
        put("JSON piece table", f"p-{name}.json", pieces(rows))
    put("JSON piece table", "p-pretok.json", good_pieces.replace('"gpt2"', '"nope"'))
    put("JSON piece table", "p-none.json", good_pieces.replace('"gpt2"', '"none"'))
    # piece tables, Parquet
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        pa = None
    if pa is not None:
        meta = {b"format": b"bpe-viewer-pieces-v1", b"pretokenizer": b"gpt2"}

        def parquet(name: str, table: object, **options: object) -> Path:
            path = folder / f"{name}.parquet"
            pq.write_table(table, path, **options)
            kinds["Parquet piece table"].append(path)
            return path

        def table(piece: object, count: list) -> object:
            return pa.table({"piece": piece, "count": count}).replace_schema_metadata(meta)

        # 4,000 rows of one 200 KB piece, built dictionary-encoded (never 800 MB here)
        fat = pa.DictionaryArray.from_arrays(
            pa.array([0] * 4000, pa.int32()), pa.array(["a" * 200_000])
        )
        parquet("fat", table(fat, [1] * 4000), use_dictionary=True)
        parquet("repeat", table(["a" * 200_000] * 3, [1] * 3), use_dictionary=True)
        parquet("max", table(["ababab"], [2**63 - 1]))
        parquet("negative", table(["ab"], [-1]))
        parquet("nulls", table([None, "ab"], [1, None]))
        parquet("intpiece", table([5, 6], [1, 1]))
        parquet("nometa", pa.table({"piece": ["ab"], "count": [1]}))
        good = parquet("good", table(["low", " lower"], [5, 2]))
        raw = good.read_bytes()
        for n in range(10):
            put("Parquet piece table", f"pqm{n}.parquet", mutate(raw, rng))
    # regular expressions read from files
    for n, pattern in enumerate(HOSTILE_PATTERNS):
        d = json.loads(hf)
        d["pre_tokenizer"]["pretokenizers"][0]["pattern"]["Regex"] = pattern
        hf_file("patterns from files", f"re-hf{n}", json.dumps(d))
        side = json.loads(sidecar)
        side["pat_str"] = pattern
        tiktoken_pair("patterns from files", f"re-tk{n}", ranks, json.dumps(side).encode())
        if "\n" not in pattern:
            put("patterns from files", f"re{n}.model", "\n".join([lines[0], pattern, *lines[2:]]))


ENTRY_POINTS: dict[str, Callable[[Path], str]] = {
    "cli train": lambda p: call_cli(["train", str(p), "--merges", "3"]),
    "cli train-words": lambda p: call_cli(["train-words", str(p), "--merges", "3"]),
    "cli check-trace": lambda p: call_cli(["check-trace", str(p)]),
    "cli encode": lambda p: call_cli(["encode", str(p), "abc"]),
    "cli decode": lambda p: call_cli(["decode", str(p), "97", "256"]),
    "cli hexdump": lambda p: call_cli(["hexdump", str(p), "--merges", "2"]),
    "cli vocab": lambda p: call_cli(["vocab", str(p), "--merges", "2"]),
    "api load_corpus": lambda p: call_api(
        lambda: __import__("bpe_viewer.core.corpus", fromlist=["x"]).load_corpus(p)
    ),
    "api load_run": lambda p: call_api(
        lambda: __import__("bpe_viewer.core.formats.run_json", fromlist=["x"]).load_run(p)
    ),
    "api load_word_frequencies": lambda p: call_api(
        lambda: __import__("bpe_viewer.core.corpus", fromlist=["x"]).load_word_frequencies(p)
    ),
    "api interop.load": lambda p: call_api(
        lambda: __import__("bpe_viewer.core.interop", fromlist=["x"]).load(p)
    ),
    "window open": lambda p: call_api(lambda: window_open(p)),
}


def sweep_outputs(folder: Path) -> tuple[Counter[str], int, list[str]]:
    corpus = folder / "c.txt"
    corpus.write_bytes(b"hello hello world")
    split_corpus = folder / "sc.json"
    split_corpus.write_text('[{"id": "a", "text": "abab"}]', encoding="utf-8")
    split = folder / "s.json"
    split.write_text('{"train": ["a"]}', encoding="utf-8")
    ro = folder / "ro"
    ro.mkdir()
    fifo = folder / "outfifo"
    os.mkfifo(fifo)
    cases = [
        ["train", str(corpus), "-o", str(corpus)],
        ["train", str(split_corpus), "--split", str(split), "-o", str(split)],
        ["train", str(split_corpus), "--split", str(split), "-o", str(split_corpus)],
        ["train", str(corpus), "-o", str(fifo)],
        ["train", str(corpus), "-o", str(folder)],
        ["train", str(corpus), "-o", str(folder / "nowhere" / "x.json")],
        ["train", str(corpus), "-o", "/dev/null"],
        ["train", str(corpus), "-o", "-"],
        ["hexdump", str(corpus), "-o", str(corpus)],
        ["vocab", str(corpus), "-o", str(corpus)],
        ["gui", str(corpus), "--screenshot", str(corpus)],
        ["gui", "--zoom", "0", "--screenshot", str(folder / "s.png")],
        ["gui", "--size", "0x0", "--screenshot", str(folder / "s.png")],
        ["train", str(corpus), "--merges", "٣"],
        ["train", str(corpus), "--merges", "1_000"],
        ["decode", str(folder / "run.json"), "12345678901234567890"],
    ]
    save = folder / "run.json"
    call_cli(["train", str(corpus), "--format", "json", "-o", str(save)])
    pairs = folder / "vm"
    call_cli(["export", str(save), "--to", "vocab-merges", "-o", str(pairs)])
    run = str(save)
    # folder outputs: a file, a FIFO, a device, a folder inside a file, the folder of
    # the files read, a path ending in / for a format that writes a file
    cases += [
        ["export", run, "--to", "vocab-merges", "-o", str(corpus)],
        ["export", run, "--to", "vocab-merges", "-o", str(fifo)],
        ["export", run, "--to", "vocab-merges", "-o", "/dev/null"],
        ["export", run, "--to", "vocab-merges", "-o", str(corpus / "sub")],
        ["export", str(pairs / "vocab.json"), "--to", "vocab-merges", "-o", str(pairs)],
        ["export", run, "--to", "hf", "-o", str(corpus / "sub") + "/"],
        ["export", run, "--to", "tiktoken", "-o", str(folder) + "/"],
        ["export", run, "--to", "minbpe", "-o", str(ro) + "/"],
        ["count", str(corpus), "--pretokenize", "gpt2", "-o", str(folder)],
        ["count", str(corpus), "--pretokenize", "gpt2", "-o", str(corpus)],
        ["gui", str(corpus), "--frames-dir", str(corpus)],
        ["gui", str(corpus), "--frames-dir", str(folder / "nowhere" / "x")],
        ["train", str(corpus), "--unit", "separator", "--separator", "\udcff"],
    ]
    # settings from the environment
    env_cases = [
        ("BPE_VIEWER_MAX_INPUT_MB", value)
        for value in ("0", "-1", "abc", "1e3", "٣", "9" * 40, " ")
    ] + [("BPE_VIEWER_PATTERN_SECONDS", value) for value in ("0", "-1", "abc", "nan", "1e999")]
    watched = [corpus, split_corpus, split, save, *sorted(pairs.iterdir())]
    before = {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in watched}
    outcomes: Counter[str] = Counter()
    notes = []
    for variable, value in env_cases:
        os.environ[variable] = value
        try:
            argv = ["train", str(corpus), "--pretokenize", "gpt2", "--merges", "2"]
            result = call_cli(argv)
        finally:
            del os.environ[variable]
        key = result.split(":")[0]
        outcomes[key] += 1
        if key == "other":
            notes.append(f"{variable}={value!r} {' '.join(argv)} -> {result}")
    for argv in cases:
        result = call_cli(argv)
        key = result.split(":")[0]
        outcomes[key] += 1
        if key == "other":
            notes.append(f"{' '.join(argv)} -> {result}")
    lost = sum(hashlib.sha256(p.read_bytes()).hexdigest() != h for p, h in before.items())
    stale = [p.name for p in folder.iterdir() if ".bpe-viewer-" in p.name]
    if stale:
        notes.append(f"temporary files left: {stale}")
    return outcomes, lost, notes


#: Stored window settings of the wrong type, out of range or unreadable (INI text).
HOSTILE_SETTINGS = [
    "[training]\nmerges=abc\ntie=bogus\nunit=separator:\nword_tie=5\n",
    "[training]\nmerges=99999999999999999999999\n",
    "[training]\nmerges=-5\nfile_units=@Invalid()\n",
    "[training]\nfile_units=" + "[" * 5000 + "\n",
    '[training]\nfile_units="{\\"a\\": 5}"\n',
    "[compare]\nties=" + "[" * 5000 + "\n",
    "[compare]\nties=smallest, smallest, bogus\n",
    "[view]\ntext_zoom_percent=-5\nplay_interval_ms=1e9\nshow_token_ids=maybe\n",
    "[view]\nanimate_merges=@Variant(\\0\\0\\0\\x7f\\0\\0\\0)\n",
    "[window]\ngeometry=@ByteArray(garbage)\nsplitter=12\n",
    "[files]\nrecent=" + ", ".join(["x"] * 5000) + "\nopen_folder=\\0\n",
    "[files]\nsave_folder=@Variant(garbage)\nlast_folder=" + "a" * 100_000 + "\n",
    "\x00\xff\xfe garbage\n[[[\n=\n",
]


def sweep_settings(folder: Path) -> tuple[Counter[str], list[str]]:
    """Read every window setting from each hostile settings file.

    ``clear``: the damaged values were dropped with one line each on standard error;
    ``accepted``: every value read without a word (a value kept in range);
    ``other``: an exception, a hang or a message of several lines.
    """
    from bpe_viewer.qt.settings import Settings

    names = [
        "merges", "tie", "compare_ties", "word_tie", "unit", "show_token_ids",
        "show_byte_entries", "animate_merges", "notes_editor", "before_after",
        "text_zoom_percent", "play_interval_ms", "geometry", "splitter_state",
        "open_folder", "save_folder", "recent_files",
    ]  # fmt: skip
    outcomes: Counter[str] = Counter()
    notes: list[str] = []
    paths = []
    for n, text in enumerate(HOSTILE_SETTINGS):
        path = folder / f"settings{n}.ini"
        path.write_bytes(text.encode("utf-8", "surrogateescape"))
        paths.append(path)
    fifo = folder / "settings-fifo.ini"
    os.mkfifo(fifo)
    paths += [fifo, folder]
    for path in paths:
        err = io.StringIO()
        signal.alarm(20)
        try:
            with contextlib.redirect_stderr(err):
                settings = Settings(path)
                for name in names:
                    getattr(settings, name)
                settings.file_unit(folder / "c.txt")
            lines = err.getvalue().splitlines()
            if all(line.startswith("bpe-viewer: settings") for line in lines):
                result = "clear" if lines else "accepted"
            else:
                result = f"other: {err.getvalue()[:300]!r}"
        except Hang:
            result = "other: hang"
        except BaseException as exc:  # noqa: BLE001 - a sweep counts everything
            result = f"other: {type(exc).__name__}: {exc}"
        finally:
            signal.alarm(0)
        key = result.split(":")[0]
        outcomes[key] += 1
        if key == "other":
            notes.append(f"settings {path.name} -> {result}")
    return outcomes, notes


def main_sweep() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args()
    signal.signal(signal.SIGALRM, _alarm)
    rng = random.Random(9)
    totals: Counter[str] = Counter()
    notes: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        kinds = build_inputs(folder, rng)
        print(f"{'kind':<26} {'inputs':>6} {'calls':>6} {'clear':>6} {'accepted':>8} {'other':>6}")
        for kind, paths in kinds.items():
            c: Counter[str] = Counter()
            for path in paths:
                for name, entry in ENTRY_POINTS.items():
                    result = entry(path)
                    key = result.split(":")[0]
                    c[key] += 1
                    if key == "other":
                        notes.append(f"{kind}: {name} {path.name} -> {result}")
            totals.update(c)
            calls = sum(c.values())
            print(
                f"{kind:<26} {len(paths):>6} {calls:>6} {c['clear']:>6} {c['accepted']:>8} "
                f"{c['other']:>6}"
            )
        out_dir = folder / "out"
        out_dir.mkdir()
        outcomes, lost, out_notes = sweep_outputs(out_dir)
        notes += out_notes
        totals.update(outcomes)
        print(
            f"{'outputs, numbers, env':<26} {sum(outcomes.values()):>6} "
            f"{sum(outcomes.values()):>6} {outcomes['clear']:>6} {outcomes['accepted']:>8} "
            f"{outcomes['other']:>6}"
        )
        settings_dir = folder / "settings"
        settings_dir.mkdir()
        stored, settings_notes = sweep_settings(settings_dir)
        notes += settings_notes
        totals.update(stored)
        print(
            f"{'window settings values':<26} {sum(stored.values()):>6} "
            f"{sum(stored.values()):>6} {stored['clear']:>6} {stored['accepted']:>8} "
            f"{stored['other']:>6}"
        )
    print()
    print(
        f"kinds: {len(kinds) + 2}, calls: {sum(totals.values())}, clear errors: "
        f"{totals['clear']}, accepted (valid after all, checked): {totals['accepted']}, "
        f"anything else: {totals['other']}, input files changed: {lost}"
    )
    if notes and (args.verbose or totals["other"]):
        print()
        for note in notes[:60]:
            print(note)
    return 0


if __name__ == "__main__":
    raise SystemExit(main_sweep())
