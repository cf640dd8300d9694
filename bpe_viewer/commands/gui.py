"""``bpe-viewer gui``: open the explorer window, or render a screenshot and exit.

Qt is imported only inside :func:`run`, so the rest of the command line never loads it.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from bpe_viewer.commands.common import (
    CommandError,
    add_separator_argument,
    check_output,
    merge_count,
    number_type,
    print_line,
    resolve_merges,
    utf8_text,
    vocabulary_size,
    whole_number,
)
from bpe_viewer.commands.explain import LANGUAGE_CODES
from bpe_viewer.core import TIE_POLICIES
from bpe_viewer.core.corpus import DOCUMENT_UNITS, unit_separator
from bpe_viewer.core.frames import (
    GIF_CONFIRM_FRAMES,
    GIF_FRAME_MS,
    FramesError,
    parse_frames,
)
from bpe_viewer.core.render import format_count
from bpe_viewer.core.safeio import write_output
from bpe_viewer.core.spec import DEFAULT_SPEC

#: Window size limits for --screenshot, in pixels.
MIN_SIZE, MAX_SIZE = 100, 10000

#: Text zoom limits in percent (as View ▸ Larger/Smaller Text).
ZOOM_RANGE = (100, 250)
TABS = ("rounds", "encode", "charts", "words", "compare", "health")
#: Older names of tabs, still accepted by ``--tab``.
TAB_ALIASES = {"heldout": "charts"}
#: What ``gui INPUT`` trains with when an option is not given (never the stored settings).
GUI_DEFAULT_MERGES = DEFAULT_SPEC.merges
GUI_DEFAULT_TIE = DEFAULT_SPEC.tie


def add_parser(subparsers: Any) -> argparse.ArgumentParser:
    """Register ``gui`` on an ``argparse`` subparsers object; sets ``func=run``."""
    parser: argparse.ArgumentParser = subparsers.add_parser(
        "gui",
        help="open the explorer window (or save a screenshot with --screenshot)",
        description="Open the explorer window on INPUT (a corpus, saved run or trace), "
        "or on the built-in aaa/aba example when INPUT is not given.",
    )
    parser.add_argument(
        "input",
        nargs="?",
        metavar="INPUT",
        help="text file, folder, .jsonl, corpus .json, .bpe-run.json or .trace",
    )
    parser.add_argument(
        "--example",
        metavar="NAME",
        default=None,
        help="open a built-in example or lesson of the Examples menu instead of INPUT, "
        "trained with its own settings unless --merges or --tie is given (an unknown NAME "
        "lists the names; default without INPUT: overlap, the aaa/aba lesson)",
    )
    parser.add_argument(
        "--round",
        type=number_type(-(2**32), 2**32, signed=True),
        default=None,
        metavar="R",
        help="stage to show (negative counts from the end: -1 is the last stage; default "
        "with --screenshot: the last round, one stage before the last, so the candidates "
        "and the winner that became the last rule are on the picture; else 0)",
    )
    outputs = parser.add_mutually_exclusive_group()
    outputs.add_argument(
        "--screenshot",
        metavar="FILE",
        help="render the window offscreen at --round, save a PNG (FILE ends in .png) and exit",
    )
    outputs.add_argument(
        "--gif",
        metavar="OUT",
        help="render stages --frames A:B offscreen as an animated GIF (OUT ends in .gif; one "
        f"frame per stage, {GIF_FRAME_MS} ms each) and exit",
    )
    outputs.add_argument(
        "--frames-dir",
        metavar="DIR",
        help="render stages --frames A:B offscreen as PNG files named by stage "
        "(stage-000.png, ...) in DIR (created if missing) and exit",
    )
    parser.add_argument(
        "--frames",
        metavar="A:B",
        default=None,
        help="stages A to B inclusive for --gif or --frames-dir (default: every stage; a "
        f"GIF of more than {GIF_CONFIRM_FRAMES} frames needs --frames given)",
    )
    size = parser.add_mutually_exclusive_group()
    size.add_argument(
        "--merges",
        type=merge_count,
        default=None,
        metavar="N",
        help=f"merges to learn (default: the example's own, else {GUI_DEFAULT_MERGES}; the "
        "window's stored Training Settings apply only to files opened from its menus)",
    )
    size.add_argument(
        "--vocab-size",
        type=vocabulary_size,
        default=None,
        metavar="N",
        help="target vocabulary size instead of --merges: merges = N - 256 - the number "
        "of special tokens of the training settings",
    )
    parser.add_argument(
        "--tie",
        choices=TIE_POLICIES,
        default=None,
        help="tie policy (default: the example's own, else smallest)",
    )
    parser.add_argument(
        "--unit",
        choices=DOCUMENT_UNITS,
        default=None,
        help="document unit for plain text (default: the window asks when the file has "
        "several lines and remembers the answer per file; with --screenshot its suggestion, "
        "said on standard error; separator: with --separator)",
    )
    add_separator_argument(parser)
    parser.add_argument(
        "--split", metavar="MANIFEST", default=None, help="split manifest for a corpus JSON array"
    )
    parser.add_argument(
        "--size",
        default="1400x850",
        metavar="WxH",
        help=f"window size for --screenshot, --gif and --frames-dir, each side {MIN_SIZE} to "
        f"{MAX_SIZE} (default 1400x850)",
    )
    parser.add_argument(
        "--zoom",
        type=number_type(100, 250),
        default=None,
        metavar="PERCENT",
        help="text size of the whole window, 100 to 250 (as View ▸ Larger Text)",
    )
    parser.add_argument(
        "--high-contrast",
        action="store_true",
        help="the high-contrast palette (View ▸ High Contrast), for a projector; the "
        "stored choice of the menu is left as it is",
    )
    parser.add_argument(
        "--hide-side-panes",
        action="store_true",
        help="hide the vocabulary and the inspector (View ▸ Show Vocabulary and Inspector)",
    )
    parser.add_argument(
        "--presentation",
        action="store_true",
        help="the presentation view (View ▸ Presentation): full screen, or for a picture "
        "the --size given, without menu bar, toolbar or status bar, hex columns collapsed",
    )
    parser.add_argument(
        "--with-notes",
        action="store_true",
        help="put the teacher's notes of a saved run under the narration of --screenshot, "
        "--gif or --frames-dir (as View ▸ Show Note to the Class); left out by default, "
        "since a note may give a quiz round's answer away",
    )
    parser.add_argument(
        "--tab",
        choices=TABS + tuple(TAB_ALIASES),
        default=None,
        help="tab to show: the training rounds, the encode panel, the per-round charts "
        "(heldout: the same), the word-frequency view (for a word table), the comparison "
        "or the vocabulary health",
    )
    parser.add_argument(
        "--compare",
        metavar="TIES",
        default=None,
        type=_tie_list,
        help="show the Compare tab with the input trained under these tie policies, "
        "comma-separated (two to five, e.g. largest,bytes-largest), or 'all' for all five",
    )
    parser.add_argument(
        "--beside",
        metavar="RUN",
        default=None,
        help="show the Compare tab with this saved run, trace or merges file (GPT-2 style, "
        "e.g. merges.txt) beside the input, the first divergence explained",
    )
    parser.add_argument(
        "--encode",
        type=utf8_text,
        metavar="TEXT",
        default=None,
        help="text to put in the encode panel (shown with --tab encode)",
    )
    parser.add_argument(
        "--encode-step",
        type=number_type(-(2**32), 2**32, signed=True),
        default=None,
        metavar="S",
        help="encode step to show (negative counts from the end; default: the last)",
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGE_CODES,
        default=None,
        help="language of the window (as View ▸ Language, not remembered; default: the "
        "one chosen there, else the system locale's, else en)",
    )
    parser.set_defaults(func=run)
    return parser


def _inputs(args: argparse.Namespace) -> list[Any]:
    """The files the window reads (the input and every file of a table, the split
    manifest, the ``--beside`` run): a picture or frame is never written over one."""
    from bpe_viewer.core.input_files import table_files

    files: list[Any] = [args.split]
    for path in (args.input, args.beside):
        if path:
            files += table_files(path)
    return files


def _tie_list(text: str) -> tuple[str, ...]:
    """argparse type for ``--compare``: two to five tie policies, or ``all`` (five)."""
    if text == "all":
        return TIE_POLICIES
    ties = tuple(t.strip() for t in text.split(",") if t.strip())
    bad = [t for t in ties if t not in TIE_POLICIES]
    if bad:
        raise argparse.ArgumentTypeError(
            f"unknown tie policy {bad[0]!r}; expected {', '.join(TIE_POLICIES)} or all"
        )
    if not 2 <= len(ties) <= len(TIE_POLICIES):
        raise argparse.ArgumentTypeError(f"give two to {len(TIE_POLICIES)} tie policies, or all")
    return ties


def _start_compare(window: Any, args: argparse.Namespace) -> str | None:
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


def png_bytes(pixmap: Any) -> bytes | None:
    """A QPixmap as PNG bytes (None if Qt cannot encode it)."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    ok = pixmap.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data()) if ok else None


def screenshot_default_stage(merge_count: int) -> int:
    """The stage a picture shows when ``--round`` is not given: the last round.

    Round ``k`` is counted on stage ``k`` (docs/rules.md s2), so the last stage has no
    round and no candidates; stage ``merge_count - 1`` shows the last round's candidates
    with the winner that became the last rule, and all the other rules learned (stage 0
    for a run without merges).
    """
    return max(0, merge_count - 1)


def _resolve_stage(requested: int | None, merge_count: int, default_last: bool) -> int:
    """The stage ``--round`` asks for, clamped to 0..merge_count; without it, the last
    round (:func:`screenshot_default_stage`) when ``default_last``, else stage 0."""
    if requested is None:
        return screenshot_default_stage(merge_count) if default_last else 0
    stage = merge_count + 1 + requested if requested < 0 else requested
    return min(max(0, stage), merge_count)


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


def _screenshot_unit(path: str) -> str | None:
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


def _export_animation(app: Any, window: Any, args: argparse.Namespace, errors: list[str]) -> int:
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
    app.processEvents()
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


def _chosen_example(args: argparse.Namespace) -> Any:
    """The built-in example ``gui`` opens without INPUT: ``--example NAME``, else the
    aaa/aba lesson (``overlap``); None when INPUT is given.

    Raises:
        CommandError: ``--example`` given with INPUT, or a name no example has (the
            line lists the names).
    """
    name = getattr(args, "example", None)
    if args.input:
        if name is not None:
            raise CommandError(f"--example {name}: give either INPUT or --example, not both")
        return None
    from bpe_viewer.qt.examples import list_examples

    examples = {ex.key: ex for ex in list_examples()}
    if name is None:
        name = "overlap"
    if name not in examples:
        raise CommandError(
            f"--example {name}: no built-in example of that name; choose one of "
            f"{', '.join(examples)}"
        )
    return examples[name]


def _one_line(message: str) -> str:
    return " ".join(part.strip() for part in message.splitlines() if part.strip())


def _start_application() -> Any:
    """The QApplication, after checking that Qt's platform plugin can start here.

    Raises:
        CommandError: no display, an unknown ``QT_QPA_PLATFORM`` or missing system
            libraries (one line naming them and the packages to install).
    """
    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is not None and widgets.QApplication.instance() is not None:
        from bpe_viewer.qt.app import make_app

        return make_app()
    from bpe_viewer.commands.display_check import StartupGuard, platform_problem

    problem = platform_problem()
    if problem is not None:
        raise CommandError(problem)
    guard = StartupGuard()
    from bpe_viewer.qt.app import install_message_filter, make_app

    app = make_app()
    guard.release()  # puts back the handler it replaced: the filter goes on after it
    install_message_filter()
    return app


def run(args: argparse.Namespace) -> int:
    """Run the ``gui`` command; returns the exit code.

    Raises:
        CommandError: in screenshot mode, when the input cannot be shown or the PNG
            cannot be written (one line, exit status 2).
    """
    if args.zoom is not None and not ZOOM_RANGE[0] <= args.zoom <= ZOOM_RANGE[1]:
        raise CommandError(
            f"--zoom {args.zoom}: expected {ZOOM_RANGE[0]} to {ZOOM_RANGE[1]} (percent)"
        )
    gif = getattr(args, "gif", None)
    frames_dir = getattr(args, "frames_dir", None)
    frames_text = getattr(args, "frames", None)
    animation = gif is not None or frames_dir is not None
    if frames_text is not None:
        if not animation:
            raise CommandError(f"--frames {frames_text}: give --gif OUT or --frames-dir DIR too")
        try:
            parse_frames(frames_text)
        except FramesError as err:
            raise CommandError(str(err)) from None
    chosen = _chosen_example(args)
    screenshot = getattr(args, "screenshot", None) or gif
    if getattr(args, "with_notes", False) and not (screenshot or animation):
        raise CommandError("--with-notes: give --screenshot, --gif or --frames-dir too")
    size = (1400, 850)
    if screenshot or animation:
        size = parse_size(args.size)
    if screenshot:
        _check_writable_file(screenshot)
    if frames_dir is not None:
        _check_writable_folder(frames_dir)
    if args.input:
        from bpe_viewer.core.safeio import input_kind

        # A FIFO or device is refused here, before the window would try to read it.
        input_kind(args.input)
        if screenshot:
            check_output(Path(screenshot), inputs=_inputs(args))
    if getattr(args, "screenshot", None):
        _check_image_suffix(args.screenshot, "--screenshot", ".png", "a PNG")
    if gif is not None:
        _check_image_suffix(gif, "--gif", ".gif", "an animated GIF")
    if frames_dir is not None:
        screenshot = frames_dir
    if screenshot:
        if not os.environ.get("QT_QPA_PLATFORM"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = _start_application()
    if getattr(args, "lang", None) is not None:
        from bpe_viewer.qt.i18n import switcher

        switcher().apply(args.lang)
    from bpe_viewer.qt.frames import settle
    from bpe_viewer.qt.main_window import MainWindow
    from bpe_viewer.qt.settings import Settings
    from bpe_viewer.qt.worker import InlineExecutor

    errors: list[str] = []
    refused: list[str] = []

    def show_error(_parent: Any, _title: str, message: str) -> None:
        errors.append(_one_line(message))

    if screenshot:
        import tempfile

        tmp = tempfile.TemporaryDirectory()
        settings = Settings(os.path.join(tmp.name, "settings.ini"))
        window = MainWindow(settings, executor=InlineExecutor(), show_error=show_error)
        # An input the window refuses is said as every command says it: "NAME: reason",
        # not the window's "Could not open …" sentence.
        window.session.input_refused.connect(refused.append)
        from bpe_viewer.qt.frames import set_picture_size

        set_picture_size(window, size)
    else:
        window = MainWindow()
    if args.vocab_size is not None:
        args.merges = resolve_merges(None, args.vocab_size, len(window.special_tokens), 0)
    proceed = True
    unit = args.unit
    if args.input and unit is None:
        if screenshot:
            unit = _screenshot_unit(args.input)
        else:
            proceed, unit = window.files.ask_unit(Path(args.input))
        # Never the stored Training Settings: the documented default.
        unit = unit or "file"
    if args.input and proceed:
        window.open_path(
            args.input,
            split=args.split,
            merges=args.merges if args.merges is not None else GUI_DEFAULT_MERGES,
            tie=args.tie or GUI_DEFAULT_TIE,
            unit=unit,
            spec=DEFAULT_SPEC,
        )
    elif not args.input:
        window.load_example(chosen, merges=args.merges, tie=args.tie)
    if args.tab is not None:
        window.tabs.setCurrentIndex(TABS.index(TAB_ALIASES.get(args.tab, args.tab)))
    if args.zoom is not None:
        window.set_text_zoom(args.zoom)
    if args.presentation and not screenshot:
        window.action_map["presentation"].setChecked(True)
    elif args.presentation:
        # the presentation view's layout at the --size given (no menus, toolbar or status
        # bar, no notes editor: the notes only with --with-notes), not full screen
        window.view_options.set_presentation_layout(True)
    if screenshot:
        # A picture leaves the teacher's notes out unless asked (a note may hold an answer).
        window.notes_panel.set_picture(bool(getattr(args, "with_notes", False)))
    if getattr(args, "high_contrast", False):
        # For this window only: the stored View ▸ High Contrast is left as it is.
        from bpe_viewer.qt.palette import follow_desktop

        action = window.action_map["high_contrast"]
        action.blockSignals(True)
        action.setChecked(True)
        action.blockSignals(False)
        follow_desktop(True)
    if args.hide_side_panes:
        window.action_map["side_panes"].setChecked(False)
    if args.encode is not None:
        window.encode_panel.set_text(args.encode)
        window.encode_panel.encode_now()
    comparing = args.compare is not None or args.beside is not None
    if screenshot and comparing:
        failure = _start_compare(window, args)
        if failure is not None:  # no one would read it in the status bar
            window.close()
            raise CommandError(failure)
    if screenshot:
        if window.run is None:
            problems = refused or errors
            raise CommandError(problems[-1] if problems else "nothing to show")
        window.show()
        if animation:
            return _export_animation(app, window, args, errors)
        total = window.run.merge_count
        stage = _resolve_stage(args.round, total, default_last=True)
        # A one-round step animates the merge; the picture is of the round itself.
        window.documents_panel.table.animate = False
        window.round_cursor.set_value(stage)
        _screenshot_notes(args, window.run, stage)
        words = window.word_view.run
        if window.tabs.currentWidget() is window.word_view and words is not None:
            total = words.merge_count
            stage = _resolve_stage(args.round, total, default_last=True)
            window.word_view.round_cursor.set_value(stage)
        panel = window.encode_panel
        if args.encode is not None and panel.step_count:
            steps = panel.step_count
            panel.set_step(
                steps
                if args.encode_step is None
                else _resolve_stage(args.encode_step, steps, False)
            )
        window.documents_panel.table.setFocus()
        settle(window)  # as an exported frame settles
        png = png_bytes(window.grab())
        window.close()
        if png is None:
            raise CommandError(f"{screenshot}: could not render the PNG")
        write_output(screenshot, png, inputs=_inputs(args))
        print_line(f"saved {screenshot} (stage {stage} of {total})")
        return 0
    window.show()
    if args.round is not None:

        def jump(run: Any, _stage: int) -> None:
            window.round_cursor.set_value(_resolve_stage(args.round, run.merge_count, False))
            window.session.run_loaded.disconnect(jump)

        window.session.run_loaded.connect(jump)
    if comparing:

        def compare(_run: Any, _stage: int) -> None:
            window.session.run_loaded.disconnect(compare)
            _start_compare(window, args)

        window.session.run_loaded.connect(compare)
    return int(app.exec())
