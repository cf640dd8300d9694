"""The encode panel's text lines: the statistics line and the step captions (docs/rules.md s6).

Pure functions of an :class:`~bpe_viewer.core.encode_trace.EncodeResult`, returning Qt
rich text; the panel only puts them in its labels.
"""

from __future__ import annotations

from collections.abc import Callable

from bpe_viewer.core.encode_trace import EncodeResult
from bpe_viewer.core.render import readable, shorten
from bpe_viewer.qt.models.roles import Palette

OK_COLOR = Palette.OK_TEXT.name()
BAD_COLOR = Palette.ERROR_TEXT.name()


def _format_ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def statistics_html(result: EncodeResult) -> str:
    """The statistics line of an encoding: tokens, bytes, characters (or the first invalid
    byte), bytes per token, tokens per word and the decode check, as rich text. When the
    table's normalizer or prefix space changed the input (``result.typed``), the check
    says that decoding gives the normalized text and compares with that."""
    st = result.statistics
    parts = []
    tokens = f"Result: <b>{st.tokens:,}</b> tokens"
    if result.layout_v1:
        tokens += " (+ BOS, EOS)"
    parts.append(tokens)
    parts.append(f"<b>{st.byte_count:,}</b> bytes")
    if st.characters is not None:
        parts.append(f"<b>{st.characters:,}</b> characters")
    else:
        parts.append(
            f"<span style='color:{BAD_COLOR}'>not valid UTF-8: first bad byte "
            f"at offset {st.first_invalid}</span>"
        )
    parts.append(f"<b>{_format_ratio(st.bytes_per_token)}</b> bytes/token")
    words = "word" if st.words == 1 else "words"
    parts.append(f"<b>{_format_ratio(st.tokens_per_word)}</b> tokens/word ({st.words:,} {words})")
    ok = result.round_trip
    color = OK_COLOR if ok else BAD_COLOR
    answer = f"<b style='color:{color}'>{'yes' if ok else 'NO'}</b>"
    if result.typed is None:
        parts.append(f"decode(encode(x)) == x: {answer}")
    else:  # the table changed the text first: decoding gives the changed text, not x
        parts.append(
            "decoding gives the normalized text, not x: "
            f"decode(encode(x)) == normalized x: {answer}"
        )
    return " &nbsp;·&nbsp; ".join(parts)


def step_captions(
    result: EncodeResult,
    step: int,
    hidden: int,
    token_bytes: Callable[[int], bytes],
    name: Callable[[int], str] | None = None,
) -> tuple[str, str | None, str | None]:
    """The step line and the titles over the two token sequences at ``step``.

    Args:
        result: the encoding shown.
        step: 0 (the input's bytes) to ``result.step_count``.
        hidden: tokens of the current sequence not shown (the chip list's limit).
        token_bytes: the bytes of a content token ID (for the merged pair's text).
        name: how a content token ID is named (the panel's
            :func:`~bpe_viewer.qt.models.encode_steps.id_name`); by default the ID as
            shown (+ 2 with layout v1).

    Returns:
        ``(step line, before title, after title)``: the before title is None when the
        sequence before the step is not shown; the after title is None when it keeps
        whatever it said.
    """
    m = result.step_count
    tokens_now = len(result.tokens_at(step))
    more = f" (showing the first {tokens_now - hidden:,})" if hidden else ""
    if result.trace is None:
        return f"<b>Final tokens: {len(result.tokens):,}</b>{more}", None, None
    if step == 0:
        if m == 0:
            why = "empty input" if not result.data else "no rule of this run matches the input"
            hint = f"no rule applies ({why})"
        else:
            hint = "press ▶ to apply the first rule that matches"
        line = f"<b>Step 0 of {m}:</b> the input's bytes, one token each &nbsp;·&nbsp; {hint}"
        return line, None, f"Bytes: {tokens_now:,} tokens{more}"
    applied = result.applied_steps[step - 1]
    a, b = applied.pair
    off = result.id_offset
    if name is None:
        name = lambda t: str(t + off)  # noqa: E731
    n = len(applied.positions)
    times = "once" if n == 1 else f"{n} times"
    tb = token_bytes
    line = (
        f"<b>Step {step} of {m}: rule {applied.rank} merged {times}</b> &nbsp; "
        f"<b>{_esc(shorten(readable(tb(a))))}</b> ({name(a)}) + "
        f"<b>{_esc(shorten(readable(tb(b))))}</b> ({name(b)}) → "
        f"<b style='background:{Palette.NEW_CHIP.name()}'>"
        f"&nbsp;{_esc(shorten(readable(tb(applied.token_id))))}&nbsp;"
        f"</b> ({name(applied.token_id)})"
    )
    before = len(result.tokens_at(step - 1))
    return (
        line,
        f"Before rule {applied.rank}: {before:,} tokens (the pairs it merges are outlined)",
        f"After rule {applied.rank}: {tokens_now:,} tokens{more} (the new tokens are filled)",
    )
