"""The ``bpe-merges-v1`` trace text format (docs/rules.md s7): writing, reading and checking.

The block lists, for every stage, each document's tokens, then for every round all its
candidate pairs sorted by (left, right) with the winner marked, then the merge rule::

    TRACE bpe-merges-v1 BEGIN
    STAGE index=0
    DOCUMENT stage=0 id=train-aaa tokens=97,97,97
    CANDIDATE rank=0 left=97 right=97 count=2 winner=yes
    MERGE rank=0 left=97 right=97 count=2 replacements=1 token=256 bytes_hex=61,61
    ...
    TRACE bpe-merges-v1 END

Only counted (train) documents appear: they alone define the candidates, so a trace
can be checked on its own.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from bpe_viewer.core.formats.classify import TRACE_BEGIN, TRACE_END
from bpe_viewer.core.reference import apply_merge, count_pairs, first_positions, select_winner
from bpe_viewer.core.render import format_count
from bpe_viewer.core.run import DocumentRecord, TrainingRun
from bpe_viewer.core.safeio import InputError
from bpe_viewer.core.ties import TIE_POLICIES, pair_key, selection_order
from bpe_viewer.core.trainer import BYTE_COUNT, Candidate, MergeRule, TrainingRound
from bpe_viewer.core.validate import RunCheckError, check_run

#: The first and last lines of the block (defined with the other formats' markers).
BEGIN = TRACE_BEGIN
END = TRACE_END
DOC_ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*\Z")

# At most 10 digits: every ID and count fits in 32 bits; longer numbers are malformed.
_NUM = r"(0|[1-9][0-9]{0,9})"
_LIST = rf"{_NUM}(,{_NUM})*"
_HEX = r"[0-9a-f]{2}(,[0-9a-f]{2})*"
_LINE_PATTERNS = {
    "STAGE": re.compile(rf"STAGE index=(?P<index>{_NUM})\Z"),
    "DOCUMENT": re.compile(
        rf"DOCUMENT stage=(?P<stage>{_NUM}) id=(?P<id>\S+) tokens=(?P<tokens>{_LIST})\Z"
    ),
    "CANDIDATE": re.compile(
        rf"CANDIDATE rank=(?P<rank>{_NUM}) left=(?P<left>{_NUM}) right=(?P<right>{_NUM}) "
        rf"count=(?P<count>{_NUM}) winner=(?P<winner>yes|no)\Z"
    ),
    "MERGE": re.compile(
        rf"MERGE rank=(?P<rank>{_NUM}) left=(?P<left>{_NUM}) right=(?P<right>{_NUM}) "
        rf"count=(?P<count>{_NUM}) replacements=(?P<replacements>{_NUM}) "
        rf"token=(?P<token>{_NUM}) bytes_hex=(?P<hex>{_HEX})\Z"
    ),
}


class TraceError(InputError):
    """A ``bpe-merges-v1`` file breaks a rule of docs/rules.md s7; the message names the line."""

    def __init__(self, line: int, message: str, source: str = "") -> None:
        self.line = line
        self.reason = message
        prefix = f"{source} line {line}" if source else f"line {line}"
        super().__init__(f"{prefix}: {message}")


def trace_document_ids(run: TrainingRun) -> list[str]:
    """IDs used in a trace for the counted documents: their own when they fit the
    pattern of docs/rules.md s7 and are unique, else ``doc-N`` by corpus position."""
    ids: list[str] = []
    seen: set[str] = set()
    for i, doc in enumerate(run.documents):
        if not doc.counted:
            continue
        doc_id = doc.doc_id if DOC_ID_PATTERN.match(doc.doc_id) else f"doc-{i + 1}"
        while doc_id in seen:
            doc_id = f"{doc_id}-{i + 1}"
        seen.add(doc_id)
        ids.append(doc_id)
    return ids


def iter_trace_lines(run: TrainingRun) -> Iterator[str]:
    """Yield the lines of the ``bpe-merges-v1`` block for ``run`` (no line endings).

    Raises:
        ValueError: if a counted document is empty (the format needs non-empty token
            lists), there is no counted document, the run has special tokens or a
            pre-tokenizer, changes text before the merges (a normalizer, ...), or has
            a document weighted more than once (a row of a piece or word table).
    """
    if run.kind == "replay":
        raise ValueError(
            "a replayed table's rounds merge the table's rules, not the corpus's winners: "
            "bpe-merges-v1 cannot hold them (save the run as JSON instead)"
        )
    if run.special_tokens:
        raise ValueError("a bpe-merges-v1 trace cannot hold special tokens")
    if run.pretokenizer != "none":
        raise ValueError(
            f"a bpe-merges-v1 trace cannot hold pre-tokenization ({run.pretokenizer}): its "
            "candidates are counted over whole documents"
        )
    if run.describe_text_settings():
        raise ValueError(
            f"a bpe-merges-v1 trace cannot hold what the run does to text before the merges "
            f"({run.describe_text_settings()}): save the run as JSON instead"
        )
    counted = [i for i, d in enumerate(run.documents) if d.counted]
    if not counted:
        raise ValueError("the run has no counted document to write")
    weighted = next((run.documents[i] for i in counted if run.documents[i].weight != 1), None)
    if weighted is not None:
        raise ValueError(
            f"a bpe-merges-v1 trace cannot hold weighted rows ({weighted.doc_id!r} stands "
            f"{weighted.weight} times): a DOCUMENT line counts once (save the run as JSON "
            "instead)"
        )
    for i in counted:
        if run.documents[i].byte_length == 0:
            raise ValueError(
                f"document {run.documents[i].doc_id} is empty; a bpe-merges-v1 trace "
                "needs a non-empty token list"
            )
    ids = trace_document_ids(run)
    yield BEGIN
    for stage in range(run.merge_count + 1):
        yield f"STAGE index={stage}"
        for doc_id, i in zip(ids, counted, strict=True):
            tokens = ",".join(map(str, run.tokens_at(i, stage)))
            yield f"DOCUMENT stage={stage} id={doc_id} tokens={tokens}"
        if stage == run.merge_count:
            break
        rule = run.rules[stage]
        for c in sorted(run.candidates(stage), key=lambda c: (c.left, c.right)):
            winner = "yes" if (c.left, c.right) == (rule.left, rule.right) else "no"
            yield (
                f"CANDIDATE rank={stage} left={c.left} right={c.right} "
                f"count={c.count} winner={winner}"
            )
        yield format_merge_line(rule)
    yield END


def format_merge_line(rule: MergeRule) -> str:
    """The MERGE line of one rule (docs/rules.md s7)."""
    hex_list = ",".join(f"{b:02x}" for b in rule.token_bytes)
    return (
        f"MERGE rank={rule.rank} left={rule.left} right={rule.right} "
        f"count={rule.candidate_count} replacements={rule.replacement_count} "
        f"token={rule.token_id} bytes_hex={hex_list}"
    )


def format_trace(run: TrainingRun) -> str:
    """The whole ``bpe-merges-v1`` block, ``\\n`` line endings, final newline included."""
    return "".join(line + "\n" for line in iter_trace_lines(run))


def format_rank_line(rule: MergeRule, prefix: str = "corpus") -> str:
    """The one-line rule summary of docs/rules.md s7.

    Example:
        ``corpus rank 0: pair=(32,208) count=81 replacements=81 token=256 bytes=[20, d0]``
    """
    hex_list = ", ".join(f"{b:02x}" for b in rule.token_bytes)
    return (
        f"{prefix} rank {rule.rank}: pair=({rule.left},{rule.right}) "
        f"count={rule.candidate_count} replacements={rule.replacement_count} "
        f"token={rule.token_id} bytes=[{hex_list}]"
    )


@dataclass
class _ParsedStage:
    line: int
    documents: list[tuple[int, str, list[int]]] = field(default_factory=list)
    candidates: list[tuple[int, Candidate, bool]] = field(default_factory=list)
    merge: tuple[int, MergeRule] | None = None


def parse_trace(text: str, *, tie: str = "smallest", source: str = "") -> TrainingRun:
    """Read and check a ``bpe-merges-v1`` block, returning it as a :class:`TrainingRun`.

    Every structural rule of docs/rules.md s7 is checked: the BEGIN/END lines, line grammar,
    stage numbering, the same documents in the same order at every stage, candidates
    sorted by (left, right) and equal to the stage's real pair counts, exactly one
    winner that obeys the tie rule, and a MERGE line that matches the winner and turns
    each stage into the next.

    Args:
        text: the file's text.
        tie: the tie policy the winners must obey (default ``smallest``).
        source: file name used in messages.

    Raises:
        TraceError: at the first broken rule, naming its line (1-based).
    """
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    if not lines:
        raise TraceError(1, "empty file: expected the line " + BEGIN, source)
    if lines[0] == "\ufeff" + BEGIN:
        raise TraceError(
            1, f"a byte order mark (U+FEFF) stands before {BEGIN!r}; remove it", source
        )
    if lines[0] != BEGIN:
        raise TraceError(1, f"expected {BEGIN!r}", source)
    stages: list[_ParsedStage] = []
    end_line = 0
    for number, raw in enumerate(lines[1:], start=2):
        if end_line:
            raise TraceError(number, "text after the END line", source)
        if raw.endswith("\r"):
            raise TraceError(number, "carriage return: lines must end with \\n only", source)
        if raw == END:
            end_line = number
            continue
        kind = raw.split(" ", 1)[0]
        pattern = _LINE_PATTERNS.get(kind)
        if pattern is None:
            raise TraceError(number, f"unknown line kind {kind!r}", source)
        m = pattern.match(raw)
        if m is None:
            raise TraceError(number, f"malformed {kind} line", source)
        if kind == "STAGE":
            index = int(m["index"])
            if index != len(stages):
                raise TraceError(number, f"expected STAGE index={len(stages)}, got {index}", source)
            if stages and stages[-1].merge is None:
                raise TraceError(number, f"stage {index - 1} has no MERGE line", source)
            stages.append(_ParsedStage(number))
            continue
        if not stages:
            raise TraceError(number, f"{kind} line before the first STAGE", source)
        st = stages[-1]
        here = len(stages) - 1
        if kind == "DOCUMENT":
            if int(m["stage"]) != here:
                raise TraceError(number, f"DOCUMENT stage={m['stage']} inside stage {here}", source)
            if st.candidates or st.merge:
                raise TraceError(number, "DOCUMENT line after the round's candidates", source)
            doc_id = m["id"]
            if not DOC_ID_PATTERN.match(doc_id):
                raise TraceError(number, f"document ID {doc_id!r} breaks the ID pattern", source)
            st.documents.append((number, doc_id, [int(t) for t in m["tokens"].split(",")]))
        elif kind == "CANDIDATE":
            if int(m["rank"]) != here:
                raise TraceError(number, f"CANDIDATE rank={m['rank']} inside stage {here}", source)
            if st.merge:
                raise TraceError(number, "CANDIDATE line after the MERGE line", source)
            cand = Candidate(int(m["left"]), int(m["right"]), int(m["count"]))
            st.candidates.append((number, cand, m["winner"] == "yes"))
        else:
            if int(m["rank"]) != here:
                raise TraceError(number, f"MERGE rank={m['rank']} inside stage {here}", source)
            if st.merge:
                raise TraceError(number, "second MERGE line in one round", source)
            token_bytes = bytes(int(h, 16) for h in m["hex"].split(","))
            rule = MergeRule(
                rank=here,
                left=int(m["left"]),
                right=int(m["right"]),
                token_id=int(m["token"]),
                token_bytes=token_bytes,
                candidate_count=int(m["count"]),
                replacement_count=int(m["replacements"]),
            )
            st.merge = (number, rule)
    if not end_line:
        raise TraceError(len(lines) + 1, f"missing the line {END!r}", source)
    if not stages:
        raise TraceError(end_line, "no STAGE in the trace", source)
    if stages[-1].merge is not None or stages[-1].candidates:
        raise TraceError(end_line, "the last stage must have no round after it", source)
    return _check_semantics(stages, tie, source)


def parse_trace_any_tie(text: str, *, source: str = "") -> TrainingRun:
    """Read a ``bpe-merges-v1`` block whose tie policy is not known.

    The format does not name its tie policy, so each policy of docs/rules.md s3 is tried,
    ``smallest`` first; the first that every winner obeys is kept in the run.

    Raises:
        TraceError: when no policy fits: the error that got furthest into the file.
    """
    errors: list[TraceError] = []
    for tie in TIE_POLICIES:
        try:
            return parse_trace(text, tie=tie, source=source)
        except TraceError as err:
            errors.append(err)
    raise max(errors, key=lambda e: e.line)  # max keeps the first of equals


# --------------------------------------------------------------------------- semantic rules
# Each rule of docs/rules.md s7 that needs more than one line is one function, named for
# the rule: it returns the broken rule's (line, message), or None when the trace keeps it.
# _check_semantics applies them in the order the format lists them.
_Problem = tuple[int, str] | None


def _stage_zero_has_documents(first: _ParsedStage) -> _Problem:
    if not first.documents:
        return first.line, "stage 0 has no DOCUMENT line"
    return None


def _document_ids_are_unique(first: _ParsedStage) -> _Problem:
    seen: set[str] = set()
    for number, doc_id, _ in first.documents:
        if doc_id in seen:
            return number, f"duplicate document ID {doc_id!r}"
        seen.add(doc_id)
    return None


def _stage_zero_tokens_are_bytes(first: _ParsedStage) -> _Problem:
    for number, doc_id, tokens in first.documents:
        for t in tokens:
            if t >= BYTE_COUNT:
                return number, f"stage 0 token {t} of {doc_id} is not a byte"
    return None


_STAGE_ZERO_RULES = (
    _stage_zero_has_documents,
    _document_ids_are_unique,
    _stage_zero_tokens_are_bytes,
)


def _stage_lists_stage_zero_documents(stages: list[_ParsedStage], index: int) -> _Problem:
    st, ids = stages[index], [doc_id for _, doc_id, _ in stages[0].documents]
    for (number, doc_id, _), expected_id in zip(st.documents, ids, strict=False):
        if doc_id != expected_id:
            return (
                number,
                f"document {doc_id!r} where stage 0 has {expected_id!r} (every stage "
                "lists the same documents in the same order)",
            )
    if len(st.documents) != len(ids):
        return (
            st.line,
            f"stage {index} lists {format_count(len(st.documents), 'document')}, "
            f"stage 0 lists {len(ids)}",
        )
    return None


def _stage_applies_previous_merge(stages: list[_ParsedStage], index: int) -> _Problem:
    if index == 0:
        return None
    st, prev = stages[index], stages[index - 1]
    assert prev.merge is not None
    rule = prev.merge[1]
    for (number, doc_id, tokens), before in zip(st.documents, prev.documents, strict=True):
        expected, _ = apply_merge(before[2], (rule.left, rule.right), rule.token_id)
        if tokens != expected:
            return (
                number,
                f"tokens of {doc_id} are not stage {index - 1} with rank {index - 1} applied",
            )
    return None


_STAGE_RULES = (_stage_lists_stage_zero_documents, _stage_applies_previous_merge)


@dataclass(frozen=True, slots=True)
class _Round:
    """One round of the trace with what its rules are checked against."""

    index: int
    stage: _ParsedStage
    docs: list[list[int]]
    counts: dict[tuple[int, int], int]
    tie: str
    vocab: list[bytes]

    @property
    def merge_line(self) -> int:
        assert self.stage.merge is not None
        return self.stage.merge[0]

    @property
    def rule(self) -> MergeRule:
        assert self.stage.merge is not None
        return self.stage.merge[1]

    @property
    def winners(self) -> list[tuple[int, Candidate]]:
        return [(number, cand) for number, cand, is_winner in self.stage.candidates if is_winner]


def _candidates_are_sorted(r: _Round, i: int) -> _Problem:
    number, cand, _ = r.stage.candidates[i]
    if i > 0:
        before = r.stage.candidates[i - 1][1]
        if (cand.left, cand.right) <= (before.left, before.right):
            return number, "candidates are not sorted by (left, right)"
    return None


def _candidate_occurs(r: _Round, i: int) -> _Problem:
    number, cand, _ = r.stage.candidates[i]
    if (cand.left, cand.right) not in r.counts:
        return number, f"pair ({cand.left},{cand.right}) does not occur at stage {r.index}"
    return None


def _candidate_count_is_real(r: _Round, i: int) -> _Problem:
    number, cand, _ = r.stage.candidates[i]
    real = r.counts[(cand.left, cand.right)]
    if real != cand.count:
        return number, f"pair ({cand.left},{cand.right}) has count {real}, not {cand.count}"
    return None


_CANDIDATE_RULES = (_candidates_are_sorted, _candidate_occurs, _candidate_count_is_real)


def _round_has_a_candidate(r: _Round) -> _Problem:
    if not r.counts:
        return r.merge_line, f"round {r.index} has no candidate pair to merge"
    return None


def _every_candidate_is_right(r: _Round) -> _Problem:
    for i in range(len(r.stage.candidates)):
        for rule in _CANDIDATE_RULES:
            problem = rule(r, i)
            if problem is not None:
                return problem
    return None


def _no_candidate_is_omitted(r: _Round) -> _Problem:
    listed = {(cand.left, cand.right) for _, cand, _ in r.stage.candidates}
    missing = sorted(set(r.counts) - listed)
    if missing:
        a, b = missing[0]
        return r.merge_line, f"round {r.index} omits candidate ({a},{b})"
    return None


def _round_has_one_winner(r: _Round) -> _Problem:
    n = len(r.winners)
    if n != 1:
        return r.merge_line, f"round {r.index} has {n} winners, expected exactly one"
    return None


def _winner_obeys_tie_policy(r: _Round) -> _Problem:
    win_line, win = r.winners[0]
    expected = select_winner(r.counts, r.tie, r.docs, r.vocab)
    if (win.left, win.right) != expected:
        return (
            win_line,
            f"winner ({win.left},{win.right}) breaks the {r.tie} tie rule: expected {expected}",
        )
    return None


def _merge_pair_is_the_winner(r: _Round) -> _Problem:
    win = r.winners[0][1]
    if (r.rule.left, r.rule.right) != (win.left, win.right):
        return r.merge_line, "MERGE pair differs from the winner"
    return None


def _merge_count_is_the_winners(r: _Round) -> _Problem:
    win = r.winners[0][1]
    if r.rule.candidate_count != win.count:
        return (
            r.merge_line,
            f"MERGE count={r.rule.candidate_count}, the winner's count is {win.count}",
        )
    return None


def _merge_token_is_the_next_id(r: _Round) -> _Problem:
    token_id = BYTE_COUNT + r.index
    if r.rule.token_id != token_id:
        return r.merge_line, f"token={r.rule.token_id}, expected {token_id}"
    return None


def _merge_bytes_join_the_pair(r: _Round) -> _Problem:
    if r.rule.token_bytes != r.vocab[r.rule.left] + r.vocab[r.rule.right]:
        return r.merge_line, "bytes_hex is not the left bytes followed by the right bytes"
    return None


def _replacements_are_the_pass(r: _Round) -> _Problem:
    rule = r.rule
    pair = (rule.left, rule.right)
    replacements = sum(apply_merge(d, pair, BYTE_COUNT + r.index)[1] for d in r.docs)
    if rule.replacement_count != replacements:
        return (
            r.merge_line,
            f"replacements={rule.replacement_count}, the left-to-right pass makes {replacements}",
        )
    return None


_ROUND_RULES = (
    _round_has_a_candidate,
    _every_candidate_is_right,
    _no_candidate_is_omitted,
    _round_has_one_winner,
    _winner_obeys_tie_policy,
    _merge_pair_is_the_winner,
    _merge_count_is_the_winners,
    _merge_token_is_the_next_id,
    _merge_bytes_join_the_pair,
    _replacements_are_the_pass,
)


def _check_semantics(stages: list[_ParsedStage], tie: str, source: str) -> TrainingRun:
    """Apply every semantic rule of docs/rules.md s7 in order; the first broken one raises.

    Raises:
        TraceError: naming the line of the first broken rule.
    """

    def require(problem: _Problem) -> None:
        if problem is not None:
            raise TraceError(problem[0], problem[1], source)

    for zero_rule in _STAGE_ZERO_RULES:
        require(zero_rule(stages[0]))
    vocab = [bytes([i]) for i in range(BYTE_COUNT)]
    rounds: list[TrainingRound] = []
    for index, st in enumerate(stages):
        for stage_rule in _STAGE_RULES:
            require(stage_rule(stages, index))
        if st.merge is None:
            break
        docs = [tokens for _, _, tokens in st.documents]
        r = _Round(index, st, docs, count_pairs(docs), tie, vocab)
        for round_rule in _ROUND_RULES:
            require(round_rule(r))
        vocab.append(vocab[r.rule.left] + vocab[r.rule.right])
        rounds.append(_training_round(r))
    return _trace_run(stages[-1], rounds, vocab, tie, source)


def _training_round(r: _Round) -> TrainingRound:
    """The checked round as the run records it, its candidates in selection order."""
    ordered = _selection_order(r.counts, r.tie, r.docs, r.vocab)
    return TrainingRound(
        rule=r.rule,
        candidates=tuple(Candidate(a, b, r.counts[(a, b)]) for a, b in ordered),
        distinct_pairs=len(r.counts),
        tied=sum(1 for c in r.counts.values() if c == r.rule.candidate_count),
    )


def _trace_run(
    final: _ParsedStage, rounds: list[TrainingRound], vocab: list[bytes], tie: str, source: str
) -> TrainingRun:
    """The run of a checked trace, through the shared validator of loaded runs."""
    records = [
        DocumentRecord(doc_id, "train", f"trace line {number}", sum(len(vocab[t]) for t in tokens))
        for number, doc_id, tokens in final.documents
    ]
    run = TrainingRun(
        documents=records,
        final_tokens=[tokens for _, _, tokens in final.documents],
        rounds=rounds,
        tie=tie,
        requested_merges=len(rounds),
        source=source,
    )
    try:
        return check_run(run, source or "trace")
    except RunCheckError as err:
        raise TraceError(final.line, err.args[0], "") from None


def _selection_order(
    counts: dict[tuple[int, int], int],
    tie: str,
    docs: Sequence[Sequence[int]],
    vocab: Sequence[bytes],
) -> list[tuple[int, int]]:
    first = first_positions(docs) if tie == "first" else {}
    key = pair_key(
        tie,
        token_bytes=vocab.__getitem__,
        first_position=lambda left, right: first[(left, right)],
    )
    return selection_order(counts, key)
