"""The translation catalogues hold every message of the sources, translated, and the
shipped ``.qm`` files are the compiled ``.ts`` beside them.

``pyside6-lupdate`` runs over the package into copies of the catalogues (the ones in
the repository are never written): a message it adds, or one left unfinished or with
an empty form, fails the test, named with its catalogue and context. Run
``python tools/update_translations.py`` to bring new messages in and compile.
"""

from __future__ import annotations

import importlib.util
import shutil
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "bpe_viewer" / "translations"

pytestmark = pytest.mark.catalogues


def _tool_module():
    spec = importlib.util.spec_from_file_location(
        "update_translations", ROOT / "tools" / "update_translations.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("update_translations", module)
    spec.loader.exec_module(module)
    return module


tool = _tool_module()


@pytest.fixture(scope="module")
def fresh(tmp_path_factory):
    """The catalogues after a fresh lupdate over the sources (copies in tmp)."""
    folder = tmp_path_factory.mktemp("translations")
    for ts in FOLDER.glob("*.ts"):
        shutil.copy(ts, folder / ts.name)
    files = tool.sources(ROOT / "bpe_viewer")
    for code in tool.TRANSLATED:
        tool.lupdate(files, tool.catalogue(code, folder))
    tool.lupdate(files, tool.catalogue(tool.ENGLISH, folder), plural_only=True)
    return folder


@pytest.mark.parametrize("code", [*tool.TRANSLATED, tool.ENGLISH])
def test_every_message_of_the_sources_is_translated(fresh, code):
    left = tool.unfinished(tool.catalogue(code, fresh))
    shown = "\n".join(f"  {context}: {source!r}" for context, source in left[:40])
    more = f"\n  ... and {len(left) - 40} more" if len(left) > 40 else ""
    assert not left, (
        f"bpe_viewer_{code}.ts: {len(left)} message(s) of the sources untranslated "
        f"(run tools/update_translations.py, then translate them):\n{shown}{more}"
    )


@pytest.mark.parametrize("code", [*tool.TRANSLATED, tool.ENGLISH])
def test_the_shipped_qm_is_the_compiled_ts(tmp_path, code):
    ts = tool.catalogue(code)
    fresh_qm = tool.lrelease(ts, tmp_path / f"{code}.qm")
    assert fresh_qm.read_bytes() == ts.with_suffix(".qm").read_bytes(), (
        f"{ts.with_suffix('.qm').name} is not the compiled {ts.name}: run "
        "tools/update_translations.py"
    )


def test_unfinished_finds_an_untranslated_and_an_empty_form(tmp_path):
    ts = tmp_path / "bpe_viewer_ru.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" '
        'language="ru_RU"><context><name>Narration</name>'
        "<message><source>once</source><translation>один раз</translation></message>"
        '<message><source>twice</source><translation type="unfinished"></translation>'
        '</message><message numerus="yes"><source>%n times</source><translation>'
        "<numerusform>%n раз</numerusform><numerusform>%n раза</numerusform>"
        "<numerusform></numerusform></translation></message></context></TS>\n",
        encoding="utf-8",
    )
    assert tool.unfinished(ts) == [("Narration", "twice"), ("Narration", "%n times")]


def test_english_plurals_are_filled_from_the_source(tmp_path):
    ts = tmp_path / "bpe_viewer_en.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" '
        'language="en_US"><context><name>Narration</name><message numerus="yes">'
        '<source>%n window(s) left</source><translation type="unfinished">'
        "<numerusform></numerusform><numerusform></numerusform></translation></message>"
        "</context></TS>\n",
        encoding="utf-8",
    )
    assert tool.fill_english_plurals(ts) == 1
    assert tool.unfinished(ts) == []
    text = ts.read_text(encoding="utf-8")
    assert "<numerusform>%n window left</numerusform>" in text
    assert "<numerusform>%n windows left</numerusform>" in text
