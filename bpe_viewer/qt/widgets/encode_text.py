"""The encode panel's text lines: the statistics line and the step captions (docs/rules.md s6).

Pure functions of an :class:`~bpe_viewer.core.encode_trace.EncodeResult`, returning Qt
rich text; the panel only puts them in its labels.
"""

from __future__ import annotations

from collections.abc import Callable

from bpe_viewer.core.encode_trace import EncodeResult
from bpe_viewer.core.messages import Messages
from bpe_viewer.core.render import readable, shorten
from bpe_viewer.qt.models.roles import Palette

OK_COLOR = Palette.OK_TEXT.name()
BAD_COLOR = Palette.ERROR_TEXT.name()


class EncodeCaptions(Messages):
    """The encode panel's lines in the current language (context ``EncodeCaptions``)."""

    def times(self, n: int) -> str:
        """How often a rule merged: ``"once"``, ``"3 times"``."""
        return self.tr("once") if n == 1 else self.tr("%n times", "", n)

    def showing(self, shown: int) -> str:
        """The tokens shown of a longer sequence."""
        return self.tr(" (showing the first {shown})").format(shown=f"{shown:,}")

    def final(self, tokens: int) -> str:
        """The line of an encoding without steps."""
        return self.tr("<b>Final tokens: {tokens}</b>").format(tokens=f"{tokens:,}")

    def no_rule(self, empty: bool) -> str:
        """Why no rule applies at step 0."""
        if empty:
            return self.tr("no rule applies (empty input)")
        return self.tr("no rule applies (no rule of this run matches the input)")

    def first_rule(self) -> str:
        """What step 0 invites to do."""
        return self.tr("press ▶ to apply the first rule that matches")

    def step_zero(self, steps: int, hint: str) -> str:
        """The line of step 0."""
        return self.tr(
            "<b>Step 0 of {steps}:</b> the input's bytes, one token each &nbsp;·&nbsp; {hint}"
        ).format(steps=steps, hint=hint)

    def bytes_title(self, tokens: int) -> str:
        """The title over the input's bytes."""
        return self.tr("Bytes: {tokens} tokens").format(tokens=f"{tokens:,}")

    def step_line(self, step: int, steps: int, rank: int, times: str) -> str:
        """The head of a step's line."""
        return self.tr("<b>Step {step} of {steps}: rule {rank} merged {times}</b>").format(
            step=step, steps=steps, rank=rank, times=times
        )

    def before(self, rank: int, tokens: int) -> str:
        """The caption over the tokens before a rule."""
        return self.tr(
            "Before rule {rank}: {tokens} tokens (the pairs it merges are outlined)"
        ).format(rank=rank, tokens=f"{tokens:,}")

    def after(self, rank: int, tokens: int, more: str) -> str:
        """The caption over the tokens after a rule."""
        return self.tr(
            "After rule {rank}: {tokens} tokens{more} (the new tokens are filled)"
        ).format(rank=rank, tokens=f"{tokens:,}", more=more)


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
    says = EncodeCaptions()
    m = result.step_count
    tokens_now = len(result.tokens_at(step))
    more = says.showing(tokens_now - hidden) if hidden else ""
    if result.trace is None:
        return says.final(len(result.tokens)) + more, None, None
    if step == 0:
        if m == 0:
            hint = says.no_rule(not result.data)
        else:
            hint = says.first_rule()
        return says.step_zero(m, hint), None, says.bytes_title(tokens_now) + more
    applied = result.applied_steps[step - 1]
    a, b = applied.pair
    off = result.id_offset
    if name is None:
        name = lambda t: str(t + off)  # noqa: E731
    n = len(applied.positions)
    times = says.times(n)
    tb = token_bytes
    line = (
        says.step_line(step, m, applied.rank, times) + " &nbsp; "
        f"<b>{_esc(shorten(readable(tb(a))))}</b> ({name(a)}) + "
        f"<b>{_esc(shorten(readable(tb(b))))}</b> ({name(b)}) → "
        f"<b style='background:{Palette.NEW_CHIP.name()}'>"
        f"&nbsp;{_esc(shorten(readable(tb(applied.token_id))))}&nbsp;"
        f"</b> ({name(applied.token_id)})"
    )
    before = len(result.tokens_at(step - 1))
    return (
        line,
        says.before(applied.rank, before),
        says.after(applied.rank, tokens_now, more),
    )
