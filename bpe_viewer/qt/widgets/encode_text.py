"""The encode panel's text lines: the statistics line and the step captions (docs/rules.md s6).

Pure functions of an :class:`~bpe_viewer.core.encode_trace.EncodeResult`, returning Qt
rich text; the panel only puts them in its labels.
"""

from __future__ import annotations

from collections.abc import Callable

from bpe_viewer.core.encode_trace import EncodeResult
from bpe_viewer.core.render import readable, shorten
from bpe_viewer.qt.models.roles import Palette
from bpe_viewer.qt.translatable import Translated

OK_COLOR = Palette.OK_TEXT.name()
BAD_COLOR = Palette.ERROR_TEXT.name()


def _format_ratio(value: float | None) -> str:
    return "–" if value is None else f"{value:.2f}"


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class EncodeTexts(Translated):
    """The encode panel's lines in the window's language (context ``"EncodeTexts"``);
    see :func:`statistics_html` and :func:`step_captions`."""

    def statistics_html(self, result: EncodeResult) -> str:
        """See :func:`statistics_html`."""
        st = result.statistics
        parts = []
        tokens = self.tr("Result: <b>{count}</b> tokens").format(count=f"{st.tokens:,}")
        if result.layout_v1:
            tokens += self.tr(" (+ BOS, EOS)")
        parts.append(tokens)
        parts.append(self.tr("<b>{count}</b> bytes").format(count=f"{st.byte_count:,}"))
        if st.characters is not None:
            characters = self.tr("<b>{count}</b> characters")
            parts.append(characters.format(count=f"{st.characters:,}"))
        else:
            bad = self.tr("not valid UTF-8: first bad byte at offset {offset}")
            parts.append(
                f"<span style='color:{BAD_COLOR}'>{bad.format(offset=st.first_invalid)}</span>"
            )
        ratio = _format_ratio(st.bytes_per_token)
        parts.append(self.tr("<b>{ratio}</b> bytes/token").format(ratio=ratio))
        per_word = self.tr("<b>{ratio}</b> tokens/word ({count} word(s))", "", st.words)
        parts.append(
            per_word.format(ratio=_format_ratio(st.tokens_per_word), count=f"{st.words:,}")
        )
        ok = result.round_trip
        color = OK_COLOR if ok else BAD_COLOR
        said = self.tr("yes") if ok else self.tr("NO")
        answer = f"<b style='color:{color}'>{said}</b>"
        if result.typed is None:
            parts.append(self.tr("decode(encode(x)) == x: {answer}").format(answer=answer))
        else:  # the table changed the text first: decoding gives the changed text, not x
            parts.append(
                self.tr(
                    "decoding gives the normalized text, not x: "
                    "decode(encode(x)) == normalized x: {answer}"
                ).format(answer=answer)
            )
        return " &nbsp;·&nbsp; ".join(parts)

    def step_captions(
        self,
        result: EncodeResult,
        step: int,
        hidden: int,
        token_bytes: Callable[[int], bytes],
        name: Callable[[int], str] | None = None,
    ) -> tuple[str, str | None, str | None]:
        """See :func:`step_captions`."""
        m = result.step_count
        tokens_now = len(result.tokens_at(step))
        more = ""
        if hidden:
            shown = f"{tokens_now - hidden:,}"
            more = self.tr(" (showing the first {count})").format(count=shown)
        if result.trace is None:
            final = self.tr("<b>Final tokens: {count}</b>").format(count=f"{len(result.tokens):,}")
            return final + more, None, None
        if step == 0:
            if m == 0:
                if not result.data:
                    hint = self.tr("no rule applies (empty input)")
                else:
                    hint = self.tr("no rule applies (no rule of this run matches the input)")
            else:
                hint = self.tr("press ▶ to apply the first rule that matches")
            line = self.tr(
                "<b>Step 0 of {last}:</b> the input's bytes, one token each &nbsp;·&nbsp; {hint}"
            ).format(last=m, hint=hint)
            count = f"{tokens_now:,}"
            return line, None, self.tr("Bytes: {count} tokens").format(count=count) + more
        applied = result.applied_steps[step - 1]
        a, b = applied.pair
        off = result.id_offset
        if name is None:
            name = lambda t: str(t + off)  # noqa: E731
        n = len(applied.positions)
        times = self.tr("once") if n == 1 else self.tr("{count} times", "", n).format(count=n)
        tb = token_bytes
        head = self.tr("<b>Step {step} of {last}: rule {rank} merged {times}</b>").format(
            step=step, last=m, rank=applied.rank, times=times
        )
        line = (
            f"{head} &nbsp; "
            f"<b>{_esc(shorten(readable(tb(a))))}</b> ({name(a)}) + "
            f"<b>{_esc(shorten(readable(tb(b))))}</b> ({name(b)}) → "
            f"<b style='background:{Palette.NEW_CHIP.name()}'>"
            f"&nbsp;{_esc(shorten(readable(tb(applied.token_id))))}&nbsp;"
            f"</b> ({name(applied.token_id)})"
        )
        before = len(result.tokens_at(step - 1))
        before_title = self.tr(
            "Before rule {rank}: {count} tokens (the pairs it merges are outlined)"
        ).format(rank=applied.rank, count=f"{before:,}")
        after_title = self.tr(
            "After rule {rank}: {count} tokens{more} (the new tokens are filled)"
        ).format(rank=applied.rank, count=f"{tokens_now:,}", more=more)
        return line, before_title, after_title


def statistics_html(result: EncodeResult) -> str:
    """The statistics line of an encoding: tokens, bytes, characters (or the first invalid
    byte), bytes per token, tokens per word and the decode check, as rich text, in the
    window's language. When the table's normalizer or prefix space changed the input
    (``result.typed``), the check says that decoding gives the normalized text and
    compares with that."""
    return EncodeTexts().statistics_html(result)


def step_captions(
    result: EncodeResult,
    step: int,
    hidden: int,
    token_bytes: Callable[[int], bytes],
    name: Callable[[int], str] | None = None,
) -> tuple[str, str | None, str | None]:
    """The step line and the titles over the two token sequences at ``step``, in the
    window's language.

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
    return EncodeTexts().step_captions(result, step, hidden, token_bytes, name)
