"""Update the window's translation catalogues from the sources, then compile them.

Usage::

    python tools/update_translations.py          # lupdate every catalogue, then lrelease
    python tools/update_translations.py --check  # exit 1 when a message is untranslated

``pyside6-lupdate`` (shipped by PySide6) reads every ``self.tr()`` and
``QCoreApplication.translate()`` of ``bpe_viewer/`` into the Qt Linguist catalogues
``bpe_viewer/translations/bpe_viewer_{ru,zh_CN,ja}.ts``: new messages arrive as
unfinished, messages gone from the sources are dropped, and no source locations are
written (a moved line changes no catalogue). ``bpe_viewer_en.ts`` holds only the
counted phrases (``-pluralonly``): their English singular and plural are filled in here
from the source text's ``(s)`` ("%n window(s)" reads "%n window" and "%n windows").
``pyside6-lrelease`` then compiles each ``.ts`` to the ``.qm`` beside it, which the
package ships. Translate the new messages with Qt Linguist (``pyside6-linguist``) or a
text editor, in the course's terms, and run this again to compile.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "bpe_viewer"
FOLDER = PACKAGE / "translations"
#: The catalogues translated in full.
TRANSLATED = ("ru", "zh_CN", "ja")
#: The catalogue of English plural forms.
ENGLISH = "en"


def tool(name: str) -> str:
    """The path of a PySide6 tool (``pyside6-lupdate``), beside this Python first."""
    beside = Path(sys.executable).with_name(name)
    if beside.exists():
        return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name}: not found; install PySide6 (pip install -e .)")
    return found


def sources(package: Path = PACKAGE) -> list[Path]:
    """Every Python source of the package, sorted (the catalogues' input)."""
    return sorted(p for p in package.rglob("*.py") if "__pycache__" not in p.parts)


def catalogue(code: str, folder: Path = FOLDER) -> Path:
    """The ``.ts`` catalogue of language ``code``."""
    return folder / f"bpe_viewer_{code}.ts"


def lupdate(files: list[Path], ts: Path, *, plural_only: bool = False) -> None:
    """Merge the messages of ``files`` into ``ts`` (created when missing).

    Raises:
        subprocess.CalledProcessError: when pyside6-lupdate fails.
    """
    command = [tool("pyside6-lupdate"), *map(str, files), "-ts", str(ts)]
    command += ["-no-obsolete", "-locations", "none", "-silent"]
    if plural_only:
        command.append("-pluralonly")
    subprocess.run(command, check=True, capture_output=True, text=True)


def lrelease(ts: Path, qm: Path | None = None) -> Path:
    """Compile ``ts`` to ``qm`` (default: beside it); returns the ``.qm`` path.

    Raises:
        subprocess.CalledProcessError: when pyside6-lrelease fails.
    """
    out = qm if qm is not None else ts.with_suffix(".qm")
    command = [tool("pyside6-lrelease"), str(ts), "-qm", str(out), "-silent"]
    subprocess.run(command, check=True, capture_output=True, text=True)
    return out


def fill_english_plurals(ts: Path) -> int:
    """Give every counted phrase of the English catalogue its singular (``(s)``
    removed) and plural (``(s)`` written ``s``) forms; returns how many were filled."""
    tree = ET.parse(ts)
    filled = 0
    for message in tree.iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        if translation.get("type") != "unfinished":
            continue
        for child in list(translation):
            translation.remove(child)
        translation.text = None
        for form in (source.replace("(s)", ""), source.replace("(s)", "s")):
            ET.SubElement(translation, "numerusform").text = form
        del translation.attrib["type"]
        filled += 1
    if filled:
        ET.indent(tree, space="    ")
        with ts.open("wb") as out:
            out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
            tree.write(out, encoding="utf-8", xml_declaration=False)
            out.write(b"\n")
    return filled


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """``(context, source)`` of every message of ``ts`` not translated in full: marked
    unfinished, or with an empty translation or numerus form."""
    found = []
    for context in ET.parse(ts).iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            source = message.findtext("source") or ""
            if translation is None or translation.get("type") in ("unfinished", "vanished"):
                if translation is None or translation.get("type") == "unfinished":
                    found.append((name, source))
                continue
            forms = translation.findall("numerusform")
            texts = [f.text for f in forms] if forms else [translation.text]
            if not all(texts):
                found.append((name, source))
    return found


def update(folder: Path = FOLDER, package: Path = PACKAGE) -> dict[str, int]:
    """lupdate every catalogue of ``folder`` from ``package``, fill the English plurals
    and lrelease them all; returns the unfinished messages per language."""
    folder.mkdir(exist_ok=True)
    files = sources(package)
    for code in TRANSLATED:
        lupdate(files, catalogue(code, folder))
    english = catalogue(ENGLISH, folder)
    lupdate(files, english, plural_only=True)
    if fill_english_plurals(english):
        lupdate(files, english, plural_only=True)  # written back in lupdate's own layout
    left = {}
    for code in (*TRANSLATED, ENGLISH):
        ts = catalogue(code, folder)
        lrelease(ts)
        left[code] = len(unfinished(ts))
    return left


def main(argv: list[str] | None = None) -> int:
    """Update and compile the catalogues, or with ``--check`` list what is left."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check", action="store_true", help="list the untranslated messages; update nothing"
    )
    args = parser.parse_args(argv)
    if args.check:
        bad = 0
        for code in (*TRANSLATED, ENGLISH):
            for context, source in unfinished(catalogue(code)):
                print(f"{catalogue(code).name}: {context}: {source!r} is not translated")
                bad += 1
        return 1 if bad else 0
    for code, left in update().items():
        print(f"{catalogue(code).name}: {left} message(s) to translate")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
