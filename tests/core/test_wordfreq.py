"""Word-frequency BPE of docs/rules.md s4: worked values, a naive reference, properties, bad input."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bpe_viewer.core.reference import iter_naive_word_rounds
from bpe_viewer.core.word_pairs import WordMergeRule
from bpe_viewer.core.wordfreq import (
    END_OF_WORD,
    WORD_TIE_POLICIES,
    WordCandidate,
    train_words,
    word_symbols,
)

SPEC_TABLE = {"low": 5, "lower": 2, "newest": 6, "widest": 3}


# ---------------------------------------------------------------- naive reference


def naive_train(table, merges, tie="alphabetical-first"):
    """Sennrich-style BPE written as plainly as possible, independent of the module.

    Returns [(left, right, count, tied)] and the final segmentation of each word.
    """
    words = {w: (tuple(w) + ("</w>",), f) for w, f in table.items()}
    learned = []
    for _ in range(merges):
        counts = {}
        for symbols, freq in words.values():
            for i in range(len(symbols) - 1):
                pair = (symbols[i], symbols[i + 1])
                counts[pair] = counts.get(pair, 0) + freq
        if not counts:
            break
        top = max(counts.values())
        tied = sorted(pair for pair, c in counts.items() if c == top)
        left, right = tied[0] if tie == "alphabetical-first" else tied[-1]
        learned.append((left, right, top, len(tied)))
        for w, (symbols, freq) in words.items():
            out = []
            i = 0
            while i < len(symbols):
                if i + 1 < len(symbols) and symbols[i] == left and symbols[i + 1] == right:
                    out.append(left + right)
                    i += 2
                else:
                    out.append(symbols[i])
                    i += 1
            words[w] = (tuple(out), freq)
    return learned, {w: list(s) for w, (s, _) in words.items()}


def naive_encode(learned, word):
    symbols = list(word) + ["</w>"]
    for left, right, _, _ in learned:
        out = []
        i = 0
        while i < len(symbols):
            if i + 1 < len(symbols) and symbols[i] == left and symbols[i + 1] == right:
                out.append(left + right)
                i += 2
            else:
                out.append(symbols[i])
                i += 1
        symbols = out
    return symbols


def summary(run):
    return [(r.left, r.right, r.count, r.tied) for r in run.rules]


# ---------------------------------------------------------------- docs/rules.md s4 worked values


def test_spec_table_rules():
    run = train_words(SPEC_TABLE, 5)
    assert [r.pair for r in run.rules] == [
        ("e", "s"),
        ("es", "t"),
        ("est", END_OF_WORD),
        ("l", "o"),
        ("lo", "w"),
    ]
    assert [r.merged for r in run.rules] == ["es", "est", "est</w>", "lo", "low"]
    assert [r.rank for r in run.rules] == [0, 1, 2, 3, 4]
    assert run.rules[0] == WordMergeRule(0, "e", "s", "es", 9, 3)
    assert [r.count for r in run.rules] == [9, 9, 9, 7, 7]
    assert run.tie == "alphabetical-first"
    assert run.merge_count == 5
    assert dict(run.frequencies) == SPEC_TABLE


def test_spec_table_tie_rounds():
    run = train_words(SPEC_TABLE, 5)
    # Three of five rounds are ties: round 0 three-way, rounds 1 and 3 two-way.
    assert [r.tied for r in run.rules] == [3, 2, 1, 2, 1]
    assert [i for i, r in enumerate(run.rules) if r.tied > 1] == [0, 1, 3]
    assert run.candidates(0)[:4] == (
        ("e", "s", 9),
        ("s", "t", 9),
        ("t", "</w>", 9),
        ("w", "e", 8),
    )
    assert run.candidates(1)[:3] == (("es", "t", 9), ("t", "</w>", 9), ("l", "o", 7))
    assert run.candidates(3)[:3] == (("l", "o", 7), ("o", "w", 7), ("e", "w", 6))
    assert isinstance(run.candidates(0)[0], WordCandidate)


def test_spec_table_matches_naive_reference():
    learned, final = naive_train(SPEC_TABLE, 5)
    assert learned == [
        ("e", "s", 9, 3),
        ("es", "t", 9, 2),
        ("est", "</w>", 9, 1),
        ("l", "o", 7, 2),
        ("lo", "w", 7, 1),
    ]
    run = train_words(SPEC_TABLE, 5)
    assert summary(run) == learned
    assert {w: run.final_segmentation(w) for w in SPEC_TABLE} == final


def test_spec_encode():
    run = train_words(SPEC_TABLE, 5)
    assert run.encode_word("lowest") == ["low", "est</w>"]
    pieces = run.encode_word("unhappiness")
    assert pieces == ["u", "n", "h", "a", "p", "p", "i", "n", "es", "s", "</w>"]
    assert len(pieces) == 11
    learned, _ = naive_train(SPEC_TABLE, 5)
    assert naive_encode(learned, "lowest") == ["low", "est</w>"]
    assert len(naive_encode(learned, "unhappiness")) == 11


def test_spec_last_policy():
    run = train_words(SPEC_TABLE, 5, tie="alphabetical-last")
    assert run.rules[0] == WordMergeRule(0, "t", END_OF_WORD, "t</w>", 9, 3)
    assert run.candidates(0)[:3] == (("t", "</w>", 9), ("s", "t", 9), ("e", "s", 9))
    learned, _ = naive_train(SPEC_TABLE, 5, tie="alphabetical-last")
    assert summary(run) == learned


def test_segmentation_stages():
    run = train_words(SPEC_TABLE, 5)
    assert run.segmentation_at("newest", 0) == ["n", "e", "w", "e", "s", "t", "</w>"]
    assert run.segmentation_at("newest", 1) == ["n", "e", "w", "es", "t", "</w>"]
    assert run.segmentation_at("newest", 3) == ["n", "e", "w", "est</w>"]
    assert run.segmentation_at("lower", 5) == ["low", "e", "r", "</w>"]
    assert run.segmentation_at("lower", 4) == ["lo", "w", "e", "r", "</w>"]
    with pytest.raises(IndexError):
        run.segmentation_at("low", 6)
    with pytest.raises(IndexError):
        run.segmentation_at("low", -1)
    with pytest.raises(KeyError, match="'lowest'"):
        run.segmentation_at("lowest", 0)
    with pytest.raises(IndexError):
        run.candidates(5)


def test_overlap_counted_and_merged_left_to_right():
    run = train_words({"aaa": 2}, 3)
    # (a,a) occurs twice in "aaa", weighted by 2; the pass merges the first two only.
    assert run.rules[0] == WordMergeRule(0, "a", "a", "aa", 4, 1)
    assert run.segmentation_at("aaa", 1) == ["aa", "a", "</w>"]
    # Round 1 ties (aa,a) and (a,</w>) at 2; "a" < "aa" so (a,</w>) wins.
    assert summary(run) == [("a", "a", 4, 1), ("a", "</w>", 2, 2), ("aa", "a</w>", 2, 1)]
    # "aaaaa": aa aa a </w> -> aa aa a</w> -> aa aaa</w>.
    assert run.encode_word("aaaaa") == ["aa", "aaa</w>"]


def test_stops_early_and_zero_merges():
    run = train_words({"a": 3}, 10)
    assert summary(run) == [("a", "</w>", 3, 1)]
    assert run.final_segmentation("a") == ["a</w>"]
    zero = train_words(SPEC_TABLE, 0)
    assert zero.rules == ()
    assert zero.encode_word("low") == ["l", "o", "w", "</w>"]
    assert zero.segmentation_at("low", 0) == word_symbols("low")


def test_unknown_characters_stay_single():
    run = train_words(SPEC_TABLE, 5)
    assert run.encode_word("ž€") == ["ž", "€", "</w>"]
    with pytest.raises(ValueError, match="empty"):
        run.encode_word("")


def test_rules_are_frozen():
    rule = train_words(SPEC_TABLE, 1).rules[0]
    with pytest.raises(AttributeError):
        rule.count = 1  # type: ignore[misc]


# ---------------------------------------------------------------- properties

words_strategy = st.dictionaries(
    # "</w>" itself is refused inside a word; its characters are not.
    st.text(alphabet="abc</w>", min_size=1, max_size=6).filter(lambda w: "</w>" not in w),
    st.integers(min_value=1, max_value=5),
    min_size=1,
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(table=words_strategy, merges=st.integers(0, 12), tie=st.sampled_from(WORD_TIE_POLICIES))
def test_matches_reference_and_round_trips(table, merges, tie):
    run = train_words(table, merges, tie=tie)
    learned, final = naive_train(table, merges, tie)
    assert summary(run) == learned
    for r, rule in enumerate(run.rules):
        cands = run.candidates(r)
        assert (cands[0].left, cands[0].right) == rule.pair
        assert sum(1 for c in cands if c.count == rule.count) == rule.tied
        assert all(c.count <= rule.count for c in cands)
    for word in table:
        for stage in range(run.merge_count + 1):
            assert "".join(run.segmentation_at(word, stage)) == word + END_OF_WORD
        assert run.final_segmentation(word) == final[word]
        assert run.encode_word(word) == run.final_segmentation(word)


@settings(max_examples=100, deadline=None)
@given(table=words_strategy, word=st.text(alphabet="abcd<", min_size=1, max_size=8))
def test_encode_matches_naive(table, word):
    run = train_words(table, 8)
    learned, _ = naive_train(table, 8)
    assert run.encode_word(word) == naive_encode(learned, word)
    assert "".join(run.encode_word(word)) == word + END_OF_WORD


# ---------------------------------------------------------------- the rescanning reference

# A small alphabet gives long ties, repeated symbols and different rules spelling the
# same text (a+ab and aa+b both make "aab").
rescan_tables = st.dictionaries(
    st.text(alphabet="ab c", min_size=1, max_size=9),
    st.integers(min_value=1, max_value=4),
    min_size=1,
    max_size=10,
)


@settings(max_examples=60, deadline=None)
@given(
    table=rescan_tables,
    merges=st.integers(0, 25),
    tie=st.sampled_from(WORD_TIE_POLICIES),
    order=st.randoms(use_true_random=False),
)
def test_incremental_record_equals_rescanning_reference(table, merges, tie, order):
    run = train_words(table, merges, tie=tie)
    rounds = list(iter_naive_word_rounds(table, merges, tie))
    assert run.rules == tuple(rule for rule, _, _ in rounds)
    # Candidates asked in any order (the kept counts move forward and back) are the
    # reference's full lists, winner first.
    asked = list(range(len(rounds)))
    order.shuffle(asked)
    for r in asked + asked[::-1]:
        assert run.candidates(r) == rounds[r][1]
    stages = [tuple(tuple(word_symbols(w)) for w in table)]
    stages += [after for _, _, after in rounds]
    for stage, symbols in enumerate(stages):
        assert tuple(tuple(run.segmentation_at(w, stage)) for w in table) == symbols


def test_a_round_rewrites_only_the_words_holding_its_winner(monkeypatch):
    from bpe_viewer.core import word_pairs

    calls = []
    real = word_pairs.merge_counted

    def counted(pieces, *args):
        calls.append(" ".join(p.text for p in pieces))
        return real(pieces, *args)

    monkeypatch.setattr(word_pairs, "merge_counted", counted)
    # 200 words whose pairs occur once each, and "zz", whose pairs occur 100 times: both
    # rounds merge inside "zz" alone, so only "zz" is rewritten (a rescan: 402 calls).
    table = {"zz": 100, **{chr(0x100 + 2 * i) + chr(0x101 + 2 * i): 1 for i in range(200)}}
    run = train_words(table, 2)
    assert [r.pair for r in run.rules] == [("z", "</w>"), ("z", "z</w>")]
    assert [r.count for r in run.rules] == [100, 100]
    assert calls == ["z z </w>", "z z</w>"]


# ---------------------------------------------------------------- bad input


@pytest.mark.parametrize("merges", [-1, 2.5, "3", True, None])
def test_bad_merge_count(merges):
    with pytest.raises(ValueError, match="merge count"):
        train_words(SPEC_TABLE, merges)


def test_unknown_tie_policy():
    with pytest.raises(ValueError, match="'smallest'"):
        train_words(SPEC_TABLE, 5, tie="smallest")


def test_empty_table():
    with pytest.raises(ValueError, match="empty"):
        train_words({}, 5)


def test_empty_word():
    with pytest.raises(ValueError, match="empty word"):
        train_words({"low": 1, "": 2}, 5)


@pytest.mark.parametrize("bad", [0, -3, 2.5, 2.0, True, "4", None])
def test_bad_frequency_names_word(bad):
    with pytest.raises(ValueError, match="'lower'.*positive integer"):
        train_words({"low": 5, "lower": bad}, 5)


def test_non_str_word():
    with pytest.raises(ValueError, match="must be a str"):
        train_words({b"low": 5}, 5)  # type: ignore[dict-item]
