"""Choosing the language, the Russian plural forms of the narration, explain --lang."""

from __future__ import annotations

import json

import pytest

from bpe_viewer.cli import main
from bpe_viewer.core.messages import current_translate, english
from bpe_viewer.core.narration import Narration
from bpe_viewer.core.quiz import QuizMessages
from bpe_viewer.languages import (
    catalogue_path,
    catalogue_translate,
    choose_language,
    language_of,
    system_language,
)


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("ru_RU.UTF-8", "ru"),
        ("ru", "ru"),
        ("zh_CN.UTF-8", "zh_CN"),
        ("zh-Hans-CN", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("ja_JP.eucJP", "ja"),
        ("en_GB@euro", "en"),
        ("de_DE.UTF-8", None),
        ("C", None),
        ("POSIX", None),
        ("C.UTF-8", None),
    ],
)
def test_language_of_a_locale_name(name, code):
    assert language_of(name) == code


@pytest.mark.parametrize(
    ("environ", "code"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ja_JP.UTF-8"}, "ja"),
        ({"LANG": "ru_RU.UTF-8", "LC_MESSAGES": "ja_JP", "LC_ALL": "zh_CN.UTF-8"}, "zh_CN"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LC_ALL": "", "LANG": "ja_JP.UTF-8"}, "ja"),
        ({}, "en"),
    ],
)
def test_system_language_follows_the_strongest_locale_variable(environ, code):
    assert system_language(environ) == code


def test_choose_language_prefers_the_request_then_the_setting_then_the_system():
    env = {"LANG": "ja_JP.UTF-8"}
    assert choose_language("ru", "zh_CN", env) == "ru"
    assert choose_language(None, "zh_CN", env) == "zh_CN"
    assert choose_language(None, "", env) == "ja"
    assert choose_language(None, "xx", env) == "ja"  # a damaged setting is not a language
    with pytest.raises(ValueError, match="unknown language 'de'"):
        choose_language("de", None, env)


def test_every_catalogue_is_shipped_compiled():
    for code in ("en", "ru", "zh_CN", "ja"):
        assert catalogue_path(code).stat().st_size > 100, code


@pytest.fixture(scope="module")
def russian():
    return Narration(catalogue_translate("ru"))


def test_russian_windows_take_three_forms(russian):
    assert [russian.windows(n + 1, 1).split(": ", 2)[2] for n in (1, 2, 5)] == [
        "1 окно перекрывается с заменённым окном (у них общий токен), и проход слева "
        "направо его пропускает.",
        "2 окна перекрываются с заменённым окном (у них общий токен), и проход слева "
        "направо их пропускает.",
        "5 окон перекрываются с заменённым окном (у них общий токен), и проход слева "
        "направо их пропускает.",
    ]


def test_russian_tokens_take_three_forms(russian):
    assert [russian.tokens(9, n, 300) for n in (1, 2, 5)] == [
        "В документах стало 1 токен (было 9); размер словаря: 300.",
        "В документах стало 2 токена (было 9); размер словаря: 300.",
        "В документах стало 5 токенов (было 9); размер словаря: 300.",
    ]
    assert russian.tokens(30, 21, 257).endswith("стало 21 токен (было 30); размер словаря: 257.")


def test_russian_merges_take_three_forms(russian):
    assert [russian.stopped(n) for n in (1, 2, 5)] == [
        "Обучение остановлено: выполнено 1 запрошенное слияние.",
        "Обучение остановлено: выполнены 2 запрошенных слияния.",
        "Обучение остановлено: выполнено 5 запрошенных слияний.",
    ]
    assert [russian.stopped_early(n, 9).split(",")[0] for n in (1, 2, 5)] == [
        "Обучение остановлено после 1 слияния",
        "Обучение остановлено после 2 слияний",
        "Обучение остановлено после 5 слияний",
    ]


def test_russian_pairs_times_and_rules_take_three_forms(russian):
    assert [russian.listing(["(1, 2)"], n + 1) for n in (1, 2, 5)] == [
        "(1, 2) и ещё 1 пара",
        "(1, 2) и ещё 2 пары",
        "(1, 2) и ещё 5 пар",
    ]
    assert [russian.tied(n, 3, "A", "R").split(" одинаковое")[0] for n in (21, 2, 5)] == [
        "21 пара имеет",
        "2 пары имеют",
        "5 пар имеют",
    ]
    assert [russian.times(n) for n in (1, 2, 3, 5, 22)] == [
        "один раз",
        "два раза",
        "3 раза",
        "5 раз",
        "22 раза",
    ]
    assert [russian.table_done(n) for n in (1, 2, 5)] == [
        "Правила таблицы исчерпаны: применено 1 правило.",
        "Правила таблицы исчерпаны: применено 2 правила.",
        "Правила таблицы исчерпаны: применено 5 правил.",
    ]


def test_russian_quiz_verdicts():
    says = QuizMessages(catalogue_translate("ru"))
    rule = Narration(catalogue_translate("ru")).tie_rule("smallest")
    assert says.tied("(66, 256)", 2, rule, "(65, 66)") == (
        "У вашей пары (66, 256) столько же вхождений (2), но она проиграла по правилу "
        "выбора при равенстве: выигрывает меньший левый ID, затем правый, поэтому "
        "сливается (65, 66)."
    )
    assert says.score(3, 5) == "3 из 5"


def test_a_message_missing_from_a_catalogue_is_said_in_english():
    translate = catalogue_translate("ja")
    assert translate("Nowhere", "%n thing(s)", "", 2) == "2 things"


@pytest.fixture
def overlap(tmp_path):
    path = tmp_path / "overlap.txt"
    path.write_bytes(b"aaa\naba\n")  # the built-in Overlap example, one document a line
    return path


def test_explain_in_russian_names_the_overlap_round(overlap, capsys):
    before = current_translate()
    args = ["explain", str(overlap), "--unit", "line", "--merges", "2", "--round", "0"]
    assert main([*args, "--lang", "ru"]) == 0
    assert capsys.readouterr().out == (
        "Раунд 0: у пары (97, 97) наибольшее число вхождений — 2 (у следующей — 1); (97, 97) "
        "становится токеном 256 `aa` (байты 61 61). Число вхождений: 2, но число замен "
        "только 1: 1 окно перекрывается с заменённым окном (у них общий токен), и проход "
        "слева направо его пропускает. В документах стало 5 токенов (было 6); размер "
        "словаря: 257.\n"
    )
    assert current_translate() is before  # the command puts English back
    assert main(args) == 0
    assert capsys.readouterr().out.startswith("Round 0: (97, 97) has the highest count, 2")


def test_explain_json_keeps_english_keys_with_the_sentence_translated(overlap, capsys):
    args = ["explain", str(overlap), "--unit", "line", "--merges", "2", "--round", "1"]
    assert main([*args, "--format", "json", "--lang", "zh_CN"]) == 0
    record = json.loads(capsys.readouterr().out)
    assert list(record) == [
        "round",
        "winner",
        "tied",
        "windows",
        "tokens_before",
        "tokens_after",
        "vocabulary_size_after",
        "sentence",
    ]
    assert record["sentence"] == (
        "第 1 轮：有 3 个候选对并列，出现次数均为 1：(97, 98)、(98, 97) 和 (256, 97)；"
        "并列规则：左 ID 较小者优先，其次右 ID。(97, 98) 合并为词元 257 `ab`（字节 61 62）。"
        "出现次数为 1，替换次数为 1：这个窗口被替换。文档的词元总数从 5 变为 4；词表共有 258 "
        "个条目。训练停止：已完成请求的 2 次合并。"
    )


def test_explain_refuses_an_unknown_language(overlap, capsys):
    assert main(["explain", str(overlap), "--lang", "de"]) == 2
    assert "argument --lang: invalid choice: 'de'" in capsys.readouterr().err


def test_english_default_is_the_source_text():
    assert english("Narration", "once") == "once"
