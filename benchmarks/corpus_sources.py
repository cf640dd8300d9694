"""Real multilingual benchmark text from Debian packages, one document per entry.

Sources (install with ``apt-get install fortunes fortunes-ru fortunes-zh jargon-text
debian-reference-ja``): English fortunes, Russian fortunes, Chinese poems (fortunes-zh),
the Jargon File, and the Japanese Debian Reference. Fortune files are split on ``%``
lines; the two long texts on blank lines (one document per paragraph). Missing sources
are skipped and reported.
"""

from __future__ import annotations

import gzip
import random
from pathlib import Path

FORTUNES = Path("/usr/share/games/fortunes")
SOURCES = {
    "fortunes (en)": [
        FORTUNES / n
        for n in (
            "fortunes",
            "literature",
            "people",
            "science",
            "computers",
            "wisdom",
            "humorists",
            "linux",
        )
    ],
    "fortunes-ru": sorted((FORTUNES / "ru").glob("*")) if (FORTUNES / "ru").is_dir() else [],
    "fortunes-zh": [FORTUNES / n for n in ("chinese", "song100", "tang300")],
    "jargon-text": [Path("/usr/share/doc/jargon-text/jargon.txt.gz")],
    "debian-reference-ja": [Path("/usr/share/debian-reference/debian-reference.ja.txt.gz")],
}


def _read(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if path.suffix == ".gz" else data


def _split(path: Path, data: bytes) -> list[bytes]:
    if path.suffix == ".gz":
        parts = [p.strip(b"\n") for p in data.split(b"\n\n")]
    else:
        parts = [p.strip(b"\n") for p in data.split(b"\n%\n")]
    return [p for p in parts if p]


def load_documents() -> tuple[dict[str, list[bytes]], list[str]]:
    """Documents per source, and the names of missing sources."""
    found: dict[str, list[bytes]] = {}
    missing: list[str] = []
    for name, paths in SOURCES.items():
        docs: list[bytes] = []
        for path in paths:
            if path.is_file() and not path.name.endswith((".dat", ".u8")):
                docs.extend(_split(path, _read(path)))
        if docs:
            found[name] = docs
        else:
            missing.append(name)
    return found, missing


def build_corpus(size: int, seed: int = 0) -> list[bytes]:
    """About ``size`` bytes of documents drawn round-robin from every source.

    Sources are shuffled once with ``seed``; when all are used up they are reused
    (documents repeat), which only happens for sizes above the sources' total.

    Raises:
        RuntimeError: when no source is installed.
    """
    found, _ = load_documents()
    if not found:
        raise RuntimeError("no benchmark text found; install the Debian packages listed above")
    rng = random.Random(seed)
    pools = []
    for name in sorted(found):
        docs = list(found[name])
        rng.shuffle(docs)
        pools.append(docs)
    out: list[bytes] = []
    total = 0
    i = 0
    while total < size:
        pool = pools[i % len(pools)]
        doc = pool[(i // len(pools)) % len(pool)]
        out.append(doc)
        total += len(doc)
        i += 1
    return out
