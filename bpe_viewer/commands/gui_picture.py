"""``bpe-viewer gui --screenshot``, ``--gif`` and ``--frames-dir``: the window rendered
offscreen instead of shown, and what is checked before Qt starts.

A picture is taken as an exported frame is (:func:`bpe_viewer.qt.frames.grab_window`:
the window settled, then drawn), so the command line's picture and File ▸ Export
Animation's frames of the same stage are the same. Qt is imported only inside the
functions that render.
"""

from __future__ import annotations

import argparse
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bpe_viewer.commands.common import CommandError, check_output, print_line, whole_number
from bpe_viewer.core.corpus import unit_separator
from bpe_viewer.core.frames import GIF_CONFIRM_FRAMES, FramesError, parse_frames
from bpe_viewer.core.render import format_count
from bpe_viewer.core.safeio import write_output

#: Window size limits for --screenshot, in pixels.
MIN_SIZE, MAX_SIZE = 100, 10000


@dataclass(frozen=True)
class Picture:
    """What ``gui`` renders offscreen instead of opening the window.

    Attributes:
        target: the PNG file (``--screenshot``), the GIF (``--gif``) or the folder of
            PNG files (``--frames-dir``).
        size: the window's size in pixels ``(width, height)`` (``--size``).
        animation: True for ``--gif`` and ``--frames-dir`` (stages ``--frames A:B``).
    """

    target: str
    size: tuple[int, int]
    animation: bool


@dataclass
class Reports:
    """What a picture's window reported: the inputs it refused, said as every command
    says them ("NAME: reason"), and the errors it would have shown in a dialog."""

    refused: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def show_error(self, _parent: Any, _title: str, message: str) -> None:
        """The window's error dialog, as one line kept for the command's error."""
        self.errors.append(_one_line(message))

    def last(self) -> str:
        """The line the command ends with when there is nothing to show."""
        problems = self.refused or self.errors
        return problems[-1] if problems else "nothing to show"


def _one_line(message: str) -> str:
    return " ".join(part.strip() for part in message.splitlines() if part.strip())


def _inputs(args: argparse.Namespace) -> list[Any]:
    """The files the window reads (the input and every file of a table, the split
    manifest, the ``--beside`` run): a picture or frame is never written over one."""
    from bpe_viewer.core.input_files import table_files

    files: list[Any] = [args.split]
    for path in (args.input, args.beside):
        if path:
            files += table_files(path)
    return files


def parse_size(text: str) -> tuple[int, int]:
    """``--size WxH``: two plain ASCII numbers, each from 100 to 10000.

    Raises:
        CommandError: one line naming the value and the accepted form.
    """
    parts = text.lower().split("x")
    if len(parts) != 2:
        raise CommandError(f"--size {text!r}: expected WxH, e.g. 1400x850")
    try:
        w, h = (whole_number(p, MIN_SIZE, MAX_SIZE) for p in parts)
    except argparse.ArgumentTypeError as err:
        raise CommandError(f"--size {text!r}: {err}") from None
    return w, h


def _check_image_suffix(path: str, option: str, suffix: str, what: str) -> None:
    """Refuse an output name whose suffix says another format than the one written (a
    PNG in ``out.txt`` or ``shot.jpg`` would be a file no viewer opens as named)."""
    given = Path(path).suffix
    if given.lower() != suffix:
        said = f"ends in {given}" if given else "has no suffix"
        raise CommandError(
            f"{option} {path}: writes {what}, but the name {said}; give a name ending in {suffix}"
        )


def _check_writable_file(path: str) -> None:
    """Refuse, before any work, an output file whose folder is missing or read-only."""
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise CommandError(f"{path}: the folder {folder} does not exist")
    if os.path.isdir(path):
        raise CommandError(f"{path}: is a folder; give a file name")
    if not os.access(folder, os.W_OK):
        raise CommandError(f"{path}: the folder {folder} is not writable")


def _check_writable_folder(path: str) -> None:
    """Refuse, before any work, a frames folder that cannot be made or written."""
    target = os.path.abspath(path)
    if os.path.exists(target):
        if not os.path.isdir(target):
            raise CommandError(f"--frames-dir {path}: exists and is not a folder")
        if not os.access(target, os.W_OK):
            raise CommandError(f"--frames-dir {path}: the folder is not writable")
        return
    parent = os.path.dirname(target)
    if not os.path.isdir(parent):
        raise CommandError(f"--frames-dir {path}: the folder {parent} does not exist")
    if not os.access(parent, os.W_OK):
        raise CommandError(f"--frames-dir {path}: the folder {parent} is not writable")


def plan_picture(args: argparse.Namespace) -> Picture | None:
    """Refuse, before Qt starts, a picture that cannot be made: --with-notes without a
    picture, a bad --size, an output that cannot be written, would overwrite an input
    or is named for another format; and a FIFO or device as INPUT (also on screen).

    Returns:
        The picture to render, or None: the window opens on screen.

    Raises:
        CommandError: one line naming the option or file.
    """
    gif = getattr(args, "gif", None)
    frames_dir = getattr(args, "frames_dir", None)
    animation = gif is not None or frames_dir is not None
    output_file = getattr(args, "screenshot", None) or gif
    if getattr(args, "with_notes", False) and not (output_file or animation):
        raise CommandError("--with-notes: give --screenshot, --gif or --frames-dir too")
    size = parse_size(args.size) if output_file or animation else (1400, 850)
    if output_file:
        _check_writable_file(output_file)
    if frames_dir is not None:
        _check_writable_folder(frames_dir)
    if args.input:
        from bpe_viewer.core.safeio import input_kind

        # A FIFO or device is refused here, before the window would try to read it.
        input_kind(args.input)
        if output_file:
            check_output(Path(output_file), inputs=_inputs(args))
    if getattr(args, "screenshot", None):
        _check_image_suffix(args.screenshot, "--screenshot", ".png", "a PNG")
    if gif is not None:
        _check_image_suffix(gif, "--gif", ".gif", "an animated GIF")
    target = frames_dir if frames_dir is not None else output_file
    return Picture(target, size, animation) if target else None


def screenshot_default_stage(merge_count: int) -> int:
    """The stage a picture shows when ``--round`` is not given: the last round.

    Round ``k`` is counted on stage ``k`` (docs/rules.md s2), so the last stage has no
    round and no candidates; stage ``merge_count - 1`` shows the last round's candidates
    with the winner that became the last rule, and all the other rules learned (stage 0
    for a run without merges).
    """
    return max(0, merge_count - 1)


def resolve_stage(requested: int | None, merge_count: int, default_last: bool) -> int:
    """The stage ``--round`` asks for, clamped to 0..merge_count; without it, the last
    round (:func:`screenshot_default_stage`) when ``default_last``, else stage 0."""
    if requested is None:
        return screenshot_default_stage(merge_count) if default_last else 0
    stage = merge_count + 1 + requested if requested < 0 else requested
    return min(max(0, stage), merge_count)


def screenshot_unit(path: str) -> str | None:
    """The unit a picture of ``path`` is trained with when no --unit is given: for a plain
    text file of several lines, the one the window's dialog would preselect (no dialog
    can be shown here), said in one line on standard error with how to choose another;
    None (the whole file) for any other input."""
    from bpe_viewer.qt.widgets.unit_dialog import head_to_ask_about, suggested_unit, unit_preview

    head = head_to_ask_about(Path(path))
    if head is None:
        return None
    data, truncated = head
    unit = suggested_unit(data)
    count, _shown = unit_preview(data, unit, truncated)
    separator = unit_separator(unit)
    per = unit if separator is None else f"entry between {separator!r} lines"
    print_line(
        f"bpe-viewer: note: {path} has several lines: one document per {per} ({count}), as "
        "the window's dialog suggests; --unit file|line|paragraph|separator chooses another",
        file=sys.stderr,
    )
    return unit


def _screenshot_notes(args: argparse.Namespace, run: Any, stage: int) -> None:
    """Say on standard error what the picture shows instead of what was asked: a --round
    outside the run's stages, or --merges given with a saved run or trace (which keeps its
    own rules)."""
    k = run.merge_count
    wanted = None if args.round is None else k + 1 + args.round if args.round < 0 else args.round
    if wanted is not None and not 0 <= wanted <= k:
        print_line(
            f"bpe-viewer: note: --round {args.round} is outside stages 0 to {k}; "
            f"showing stage {stage}",
            file=sys.stderr,
        )
    if args.merges is not None and run.requested_merges != args.merges:
        print_line(
            f"bpe-viewer: note: {args.input} keeps its own {format_count(k, 'merge')}; "
            "--merges applies when training a corpus",
            file=sys.stderr,
        )


def start_compare(window: Any, args: argparse.Namespace) -> str | None:
    """Fill the Compare tab as ``--compare`` / ``--beside`` ask, and show it; returns the
    one-line error when the ``--beside`` file cannot be read (None otherwise)."""
    run = window.run
    if run is None:
        return None
    if args.beside is not None:
        failures: list[str] = []
        window.compare_view.failed.connect(failures.append)
        try:
            if not window.open_beside(args.beside):
                return _one_line(failures[-1] if failures else f"{args.beside}: cannot be read")
        finally:
            window.compare_view.failed.disconnect(failures.append)
    elif args.compare:
        from bpe_viewer.qt.models.compare import Variant

        window.tabs.setCurrentWidget(window.compare_view)
        window.compare_view.train_columns(
            [
                Variant(t, run.requested_merges, run.pretokenizer, run.special_tokens)
                for t in args.compare
            ]
        )
    return None


def _show_picture_stage(window: Any, args: argparse.Namespace) -> tuple[int, int]:
    """Step the window to the stage --round asks for (default: the last round), in the
    Words tab's own rounds while it is shown, and the encode panel to --encode-step.

    Returns:
        ``(stage, last stage)`` of the rounds on the picture.
    """
    total = window.run.merge_count
    stage = resolve_stage(args.round, total, default_last=True)
    # A one-round step animates the merge; the picture is of the round itself.
    window.documents_panel.table.animate = False
    window.round_cursor.set_value(stage)
    _screenshot_notes(args, window.run, stage)
    words = window.word_view.run
    if window.tabs.currentWidget() is window.word_view and words is not None:
        total = words.merge_count
        stage = resolve_stage(args.round, total, default_last=True)
        window.word_view.round_cursor.set_value(stage)
    panel = window.encode_panel
    if args.encode is not None and panel.step_count:
        steps = panel.step_count
        wanted = args.encode_step
        panel.set_step(steps if wanted is None else resolve_stage(wanted, steps, False))
    return stage, total


def _save_screenshot(window: Any, args: argparse.Namespace, path: str) -> int:
    """``--screenshot``: the window at the stage asked, settled as an exported frame is
    (:func:`bpe_viewer.qt.frames.grab_window`), written to ``path``."""
    from bpe_viewer.qt.frames import grab_window, image_png

    stage, total = _show_picture_stage(window, args)
    window.documents_panel.table.setFocus()
    image = grab_window(window)
    window.close()
    try:
        png = image_png(image)
    except OSError:
        raise CommandError(f"{path}: could not render the PNG") from None
    write_output(path, png, inputs=_inputs(args))
    print_line(f"saved {path} (stage {stage} of {total})")
    return 0


def _export_animation(window: Any, args: argparse.Namespace) -> int:
    """``--gif`` / ``--frames-dir``: render the stages asked for and write them."""
    from bpe_viewer.qt.frames import export_frames, stage_cursor

    cursor = stage_cursor(window)
    total = cursor.maximum
    if args.frames is None:
        first, last = 0, total
        if args.gif is not None and last - first + 1 > GIF_CONFIRM_FRAMES:
            window.close()
            raise CommandError(
                f"{args.gif}: {last + 1} frames (stages 0 to {total}) is more than "
                f"{GIF_CONFIRM_FRAMES}; give --frames A:B to export them anyway"
            )
    else:
        try:
            first, last = parse_frames(args.frames, total)
        except FramesError as err:
            window.close()
            raise CommandError(str(err)) from None
    window.documents_panel.table.setFocus()
    try:
        count = export_frames(
            window,
            first,
            last,
            gif=args.gif,
            folder=args.frames_dir,
            inputs=tuple(_inputs(args)),
        )
    finally:
        window.close()
    where = args.gif if args.gif is not None else args.frames_dir
    size = f"{window.width()}x{window.height()}"
    print_line(f"saved {where} ({count} frames, stages {first} to {last} of {total}, {size})")
    return 0


def render_picture(
    window: Any, args: argparse.Namespace, picture: Picture, reports: Reports
) -> int:
    """Render the picture or the frames asked for, and close the window.

    Raises:
        CommandError: the input could not be shown (the one line said about it), the
            ``--beside`` file cannot be read, or the output cannot be written.
    """
    if args.compare is not None or args.beside is not None:
        failure = start_compare(window, args)
        if failure is not None:  # no one would read it in the status bar
            window.close()
            raise CommandError(failure)
    if window.run is None:
        raise CommandError(reports.last())
    window.show()
    if picture.animation:
        return _export_animation(window, args)
    return _save_screenshot(window, args, picture.target)
