"""``bpe-viewer gui``: open the explorer window, or render a screenshot and exit.

The pictures (``--screenshot``, ``--gif``, ``--frames-dir``) are
:mod:`bpe_viewer.commands.gui_picture`'s. Qt is imported only inside :func:`run` and
the functions it calls, so the rest of the command line never loads it.
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
    merge_count,
    number_type,
    resolve_merges,
    utf8_text,
    vocabulary_size,
)
from bpe_viewer.commands.explain import LANGUAGE_CODES
from bpe_viewer.commands.gui_picture import (
    MAX_SIZE,
    MIN_SIZE,
    Picture,
    Reports,
    plan_picture,
    render_picture,
    resolve_stage,
    screenshot_unit,
    start_compare,
)
from bpe_viewer.core import TIE_POLICIES
from bpe_viewer.core.corpus import DOCUMENT_UNITS
from bpe_viewer.core.frames import (
    GIF_CONFIRM_FRAMES,
    GIF_FRAME_MS,
    FramesError,
    parse_frames,
)
from bpe_viewer.core.spec import DEFAULT_SPEC

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


def _check_options(args: argparse.Namespace) -> tuple[Any, Picture | None]:
    """Refuse, before Qt starts, what cannot be done: a bad --zoom or --frames, an
    unknown --example, then what :func:`~bpe_viewer.commands.gui_picture.plan_picture`
    refuses.

    Returns:
        The built-in example to open (None: INPUT) and the picture to render (None: the
        window opens on screen).

    Raises:
        CommandError: one line naming the option or file.
    """
    if args.zoom is not None and not ZOOM_RANGE[0] <= args.zoom <= ZOOM_RANGE[1]:
        raise CommandError(
            f"--zoom {args.zoom}: expected {ZOOM_RANGE[0]} to {ZOOM_RANGE[1]} (percent)"
        )
    frames_text = getattr(args, "frames", None)
    if frames_text is not None:
        if getattr(args, "gif", None) is None and getattr(args, "frames_dir", None) is None:
            raise CommandError(f"--frames {frames_text}: give --gif OUT or --frames-dir DIR too")
        try:
            parse_frames(frames_text)
        except FramesError as err:
            raise CommandError(str(err)) from None
    chosen = _chosen_example(args)
    return chosen, plan_picture(args)


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


def _make_window(picture: Picture | None, reports: Reports) -> Any:
    """The window: for a picture, an offscreen one at the picture's size
    (:func:`bpe_viewer.qt.frames.picture_window`) that tells ``reports`` what it
    refuses; else the explorer with the stored settings."""
    from bpe_viewer.qt.main_window import MainWindow

    if picture is None:
        return MainWindow()
    from bpe_viewer.qt.frames import picture_window

    window = picture_window(MainWindow, picture.size, reports.show_error)
    window.session.input_refused.connect(reports.refused.append)
    return window


def _open_input(window: Any, args: argparse.Namespace, chosen: Any, picture: bool) -> None:
    """Open INPUT (or the chosen example) as the command line asks: --merges, --tie
    and --unit, else the documented defaults (never the stored Training Settings)."""
    if args.vocab_size is not None:
        args.merges = resolve_merges(None, args.vocab_size, len(window.special_tokens), 0)
    if not args.input:
        window.load_example(chosen, merges=args.merges, tie=args.tie)
        return
    unit = args.unit
    if unit is None:
        if picture:
            unit = screenshot_unit(args.input)
        else:
            proceed, unit = window.files.ask_unit(Path(args.input))
            if not proceed:
                return
        unit = unit or "file"
    window.open_path(
        args.input,
        split=args.split,
        merges=args.merges if args.merges is not None else GUI_DEFAULT_MERGES,
        tie=args.tie or GUI_DEFAULT_TIE,
        unit=unit,
        spec=DEFAULT_SPEC,
    )


def _show_options(window: Any, args: argparse.Namespace, picture: bool) -> None:
    """The view the options ask for: --tab, --zoom, --presentation, --with-notes,
    --high-contrast, --hide-side-panes and --encode."""
    if args.tab is not None:
        window.tabs.setCurrentIndex(TABS.index(TAB_ALIASES.get(args.tab, args.tab)))
    if args.zoom is not None:
        window.set_text_zoom(args.zoom)
    if args.presentation and not picture:
        window.action_map["presentation"].setChecked(True)
    elif args.presentation:
        # the presentation view's layout at the --size given (no menus, toolbar or status
        # bar, no notes editor: the notes only with --with-notes), not full screen
        window.view_options.set_presentation_layout(True)
    if picture:
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


def _follow_first_load(window: Any, args: argparse.Namespace) -> None:
    """On screen, once the input is loaded: the stage --round asks for, and the Compare
    tab that --compare or --beside asks for."""
    if args.round is not None:

        def jump(run: Any, _stage: int) -> None:
            window.round_cursor.set_value(resolve_stage(args.round, run.merge_count, False))
            window.session.run_loaded.disconnect(jump)

        window.session.run_loaded.connect(jump)
    if args.compare is not None or args.beside is not None:

        def compare(_run: Any, _stage: int) -> None:
            window.session.run_loaded.disconnect(compare)
            start_compare(window, args)

        window.session.run_loaded.connect(compare)


def run(args: argparse.Namespace) -> int:
    """Run the ``gui`` command; returns the exit code.

    Raises:
        CommandError: in screenshot mode, when the input cannot be shown or the PNG
            cannot be written (one line, exit status 2).
    """
    chosen, picture = _check_options(args)
    if picture is not None and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = _start_application()
    if getattr(args, "lang", None) is not None:
        from bpe_viewer.qt.i18n import switcher

        switcher().apply(args.lang)
    reports = Reports()
    window = _make_window(picture, reports)
    _open_input(window, args, chosen, picture is not None)
    _show_options(window, args, picture is not None)
    if picture is not None:
        return render_picture(window, args, picture, reports)
    window.show()
    _follow_first_load(window, args)
    return int(app.exec())
