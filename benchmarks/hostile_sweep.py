"""Feed many bad or hostile inputs to every entry point and count what happens.

    python benchmarks/hostile_sweep.py            # prints one line per kind, then totals
    python benchmarks/hostile_sweep.py --verbose  # also every case that was not clear

Entry points: the command line (``train``, ``train-words``, ``check-trace``, ``encode``,
``decode``, ``hexdump``, ``vocab``, ``gui`` argument checks), the Python API loaders
(``load_corpus``, ``load_run``, ``load_word_frequencies``, ``interop.load``) and the
window's Qt-free open path (``qt.loading.plan_open`` and its job). Each call runs under
a 20 s alarm.

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
    return kinds


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
    watched = [corpus, split_corpus, split, save]
    before = {p: hashlib.sha256(p.read_bytes()).hexdigest() for p in watched}
    outcomes: Counter[str] = Counter()
    notes = []
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
            f"{'outputs and numbers':<26} {16:>6} {sum(outcomes.values()):>6} "
            f"{outcomes['clear']:>6} {outcomes['accepted']:>8} {outcomes['other']:>6}"
        )
    print()
    print(
        f"kinds: {len(kinds) + 1}, calls: {sum(totals.values())}, clear errors: "
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
