"""Stage ranges and file names of exported animation frames (pure; no Qt).

An animation shows stages ``A..B`` inclusive, one frame per stage: ``--frames 0:2`` of the
aaa/aba example (2 merges) is three frames, stages 0, 1 and 2. A PNG sequence names each
frame by its stage, zero-padded so the names sort in stage order: ``stage-000.png``.

Example:
    >>> parse_frames("0:2", 2)
    (0, 2)
    >>> frame_file_name(7, 1200)
    'stage-0007.png'
"""

from __future__ import annotations

import re

from bpe_viewer.core.render import format_count

#: A GIF of more frames than this asks for confirmation (window) or an explicit
#: ``--frames`` (command line).
GIF_CONFIRM_FRAMES = 500
#: Frame sizes offered for animations, in pixels.
ANIMATION_SIZES: tuple[tuple[int, int], ...] = ((1024, 768), (1280, 720), (1920, 1080))
#: How long each stage stays on screen in a GIF, in milliseconds.
GIF_FRAME_MS = 1000

_RANGE = re.compile(r"([0-9]+):([0-9]+)\Z", re.ASCII)


class FramesError(ValueError):
    """A stage range that cannot be used; ``str(err)`` is one line naming it."""


def parse_frames(text: str, merge_count: int | None = None) -> tuple[int, int]:
    """``A:B`` (plain digits, ``A <= B``) as the stages ``(A, B)``, both inclusive.

    Args:
        text: the range as typed.
        merge_count: the run's ``k``; when given, both ends must lie in ``0..k``.

    Raises:
        FramesError: malformed, reversed, or outside the run's stages.
    """
    match = _RANGE.match(text.strip())
    if match is None:
        raise FramesError(f"--frames {text!r}: expected A:B, two stages such as 0:10")
    first, last = int(match.group(1)), int(match.group(2))
    if first > last:
        raise FramesError(f"--frames {text}: the range is reversed (give {last}:{first})")
    if merge_count is not None and last > merge_count:
        raise FramesError(
            f"--frames {text}: outside the run's stages 0 to {merge_count} "
            f"({format_count(merge_count, 'merge')})"
        )
    return first, last


def frame_file_name(stage: int, last_stage: int) -> str:
    """The PNG name of ``stage``'s frame: ``stage-NNN.png``, padded to at least three
    digits and to the width of ``last_stage``, so the names sort in stage order."""
    width = max(3, len(str(last_stage)))
    return f"stage-{stage:0{width}d}.png"
