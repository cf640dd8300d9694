"""The window's one palette: every colour and tinted box style the views use.

Models return these colours through roles (CONVENTIONS habit 6); delegates and panes
paint with them, reading :class:`Palette` when they paint, so a new scheme shows at the
next repaint. Tune the look here, nowhere else.

Three schemes: ``normal``; ``high-contrast`` (View ▸ High Contrast, for a projector that
washes out pale colours); ``dark`` (when the desktop is dark). In the last two every
chip's text keeps a contrast of at least 4.5:1 (WCAG 2 AA, :func:`contrast_ratio`)
against the chip's fill, and chip borders, window bars, the selection outline and the
winner's mark against what they are drawn on.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPalette


class Palette:
    """Colours shared by models, delegates and panes (the ``normal`` scheme's values
    until :func:`apply_scheme` sets another)."""

    # table rows
    WINNER = QColor("#ffc94d")
    TIE = QColor("#fff0c2")
    NEWEST = QColor("#ffc94d")
    HELD_OUT = QColor("#eeeeee")
    HELD_OUT_TEXT = QColor("#6b6b6b")
    GREY_TEXT = QColor("#8a8a8a")
    CURRENT_ROW = QColor("#ffe08a")
    ROW_RULE = QColor("#dde3ea")
    # chips
    CHIP = QColor("#e8eef6")
    CHIP_BORDER = QColor("#b8c4d4")
    HEX_CHIP = QColor("#fdebd3")
    HEX_CHIP_BORDER = QColor("#d9a766")
    HEX_TEXT = QColor("#7a3e00")
    NEW_CHIP = QColor("#ffc94d")
    NEW_CHIP_BORDER = QColor("#d35400")
    PAIR_CHIP = QColor("#fff4d6")
    SELECTED_CHIP = QColor("#b9dcff")
    SELECTED_BORDER = QColor("#1565c0")
    ID_TEXT = QColor("#5a6675")
    SPECIAL = QColor("#e6dcf5")
    SPECIAL_CHIP_BORDER = QColor("#8e6cc0")
    CONTROL_CHIP = QColor("#e4e4e4")
    CONTROL_BORDER = QColor("#8c8c8c")
    CONTROL_TEXT = QColor("#4a4a4a")
    #: the bar between two pre-tokenization pieces (no rule crosses it)
    PIECE_BOUNDARY = QColor("#2e7d32")
    # text
    MUTED_TEXT = QColor("#5a6675")
    NOTE_TEXT = QColor("#6b4e00")
    ERROR_TEXT = QColor("#b00020")
    OK_TEXT = QColor("#1b7a1b")
    #: predict the next merge: the class's pick
    PICK_TEXT = QColor("#4a148c")
    # the hex view (token spans over bytes)
    HEX_TOKEN = (QColor("#dce7f5"), QColor("#f4f7fb"))
    HEX_NEW_TOKEN = (QColor("#ffc94d"), QColor("#ffe29a"))
    HEX_BOUNDARY = QColor("#4a5f7d")
    HEX_FOUND = QColor("#8fdc9a")
    HEX_BYTE_TEXT = QColor("#1d2733")
    HEX_CONTROL_TEXT = QColor("#c62828")
    HEX_CONTINUATION_TEXT = QColor("#8d99a8")
    # the explanation box ("why this pair won")
    NOTE_FILL = QColor("#fff7df")
    NOTE_BORDER = QColor("#e8c670")
    # comparisons: a banner, and rounds where runs' winners differ or agree
    BANNER_FILL = QColor("#eef3fb")
    BANNER_BORDER = QColor("#9db3d6")
    DIFFER_FILL = QColor("#ffd9d2")
    DIFFER_BORDER = QColor("#d9534f")
    AGREE_FILL = QColor("#e4f3e4")
    AGREE_BORDER = QColor("#7cb97c")
    SLIDER_MARK = QColor("#d9534f")
    # vocabulary health: flag badges and chart points
    INTERMEDIATE_BADGE = QColor("#ffe0b3")
    UNUSED_BADGE = QColor("#ffd0cc")
    UNSEEN_BADGE = QColor("#e3e3f7")
    CHART_TOKEN = QColor("#1f5fbf")
    CHART_INTERMEDIATE = QColor("#d9480f")
    CHART_BYTE = QColor("#9aa5b1")

    # added for the schemes: what the views painted in fixed colours before
    #: the background chips and bars are painted on (a table's base)
    BASE = QColor("#ffffff")
    #: plain text on BASE
    TEXT = QColor("#000000")
    #: a text chip's and a special chip's text
    CHIP_TEXT = QColor("#000000")
    #: text on the new token's chip and on a pair's chips: a text chip, a hex chip
    NEW_TEXT = QColor("#000000")
    NEW_HEX_TEXT = QColor("#7a3e00")
    #: the thick outline of the selected token's chips and of a selected row
    SELECTED_OUTLINE = QColor("#1565c0")
    #: text on a marked table row (WINNER, TIE, NEWEST, CURRENT_ROW fills)
    MARK_TEXT = QColor("#000000")
    #: the class's pick on a marked row (PICK_TEXT is for the pick on BASE)
    PICK_ON_MARK = QColor("#4a148c")
    #: the window bars under the chips: replaced (solid), only counted (dashed), and
    #: the tint behind a replaced window's two chips
    WINDOW_REPLACED = QColor("#2e7d32")
    WINDOW_COUNTED = QColor("#6a1b9a")
    WINDOW_TINT = QColor("#c8e6c9")
    #: split marks (a token edge inside a character) and invalid bytes
    SPLIT = QColor("#c62828")
    #: the characters written over hex chips
    CAPTION_TEXT = QColor("#37474f")


def _colour_names() -> tuple[str, ...]:
    """The colour names of a scheme: every :class:`Palette` attribute holding a colour."""
    return tuple(
        name
        for name, value in vars(Palette).items()
        if name.isupper() and isinstance(value, (QColor, tuple))
    )


def _copy(value: QColor | tuple[QColor, ...]) -> QColor | tuple[QColor, ...]:
    if isinstance(value, tuple):
        return tuple(QColor(c) for c in value)
    return QColor(value)


_NORMAL = {name: _copy(getattr(Palette, name)) for name in _colour_names()}

#: High contrast on a light background: dark borders, bars and outlines, black text.
_HIGH_CONTRAST: dict[str, str | tuple[str, str]] = {
    "WINNER": "#ffc94d",
    "TIE": "#fff0c2",
    "NEWEST": "#ffc94d",
    "CURRENT_ROW": "#ffe08a",
    "HELD_OUT": "#ececec",
    "HELD_OUT_TEXT": "#3d3d3d",
    "GREY_TEXT": "#4f4f4f",
    "ROW_RULE": "#5c6b7d",
    "CHIP": "#e3ecf7",
    "CHIP_BORDER": "#2f4a6d",
    "HEX_CHIP": "#ffe3c2",
    "HEX_CHIP_BORDER": "#8a4b00",
    "HEX_TEXT": "#4a2400",
    "NEW_CHIP": "#ffc94d",
    "NEW_CHIP_BORDER": "#a33b00",
    "PAIR_CHIP": "#fff0c7",
    "SELECTED_CHIP": "#cfe3ff",
    "SELECTED_BORDER": "#0b3d91",
    "ID_TEXT": "#2f3b48",
    "SPECIAL": "#eadcff",
    "SPECIAL_CHIP_BORDER": "#5b2a9e",
    "CONTROL_CHIP": "#e4e4e4",
    "CONTROL_BORDER": "#4d4d4d",
    "CONTROL_TEXT": "#1f1f1f",
    "PIECE_BOUNDARY": "#1b5e20",
    "MUTED_TEXT": "#2f3b48",
    "NOTE_TEXT": "#4d3a00",
    "ERROR_TEXT": "#9b001a",
    "OK_TEXT": "#14571a",
    "PICK_TEXT": "#4a148c",
    "HEX_TOKEN": ("#dce7f5", "#f4f7fb"),
    "HEX_NEW_TOKEN": ("#ffc94d", "#ffe29a"),
    "HEX_BOUNDARY": "#1f2f47",
    "HEX_FOUND": "#2e9e44",
    "HEX_BYTE_TEXT": "#000000",
    "HEX_CONTROL_TEXT": "#a50e0e",
    "HEX_CONTINUATION_TEXT": "#44505e",
    "BASE": "#ffffff",
    "TEXT": "#000000",
    "CHIP_TEXT": "#000000",
    "NEW_TEXT": "#000000",
    "NEW_HEX_TEXT": "#3b1d00",
    "SELECTED_OUTLINE": "#0b3d91",
    "MARK_TEXT": "#000000",
    "WINDOW_REPLACED": "#1b5e20",
    "WINDOW_COUNTED": "#4a148c",
    "WINDOW_TINT": "#d7efd8",
    "SPLIT": "#b71c1c",
    "CAPTION_TEXT": "#1f2a30",
}

#: Dark: dark chips with light text and light borders on a near-black background; the
#: new token and the winner stay amber with black text, the brightest things on screen.
#: The tinted boxes (notes, banners) keep their pale fills: their style sheets give them
#: black text (:func:`box_style`).
_DARK: dict[str, str | tuple[str, str]] = {
    "WINNER": "#ffc94d",
    "TIE": "#ffe7a3",
    "NEWEST": "#ffc94d",
    "CURRENT_ROW": "#ffd766",
    "HELD_OUT": "#26292e",
    "HELD_OUT_TEXT": "#b8bec6",
    "GREY_TEXT": "#a9b0b8",
    "ROW_RULE": "#5b6675",
    "CHIP": "#22324a",
    "CHIP_BORDER": "#8fb0d9",
    "HEX_CHIP": "#3d2a12",
    "HEX_CHIP_BORDER": "#e0a458",
    "HEX_TEXT": "#ffd9a8",
    "NEW_CHIP": "#ffc94d",
    "NEW_CHIP_BORDER": "#ff9f5a",
    "PAIR_CHIP": "#4a3a12",
    "SELECTED_CHIP": "#1d4f91",
    "SELECTED_BORDER": "#8ab4f8",
    "ID_TEXT": "#c3ccd6",
    "SPECIAL": "#3b2a5c",
    "SPECIAL_CHIP_BORDER": "#c5a8f0",
    "CONTROL_CHIP": "#33363b",
    "CONTROL_BORDER": "#b0b0b0",
    "CONTROL_TEXT": "#eeeeee",
    "PIECE_BOUNDARY": "#81c784",
    "MUTED_TEXT": "#c3ccd6",
    "NOTE_TEXT": "#ffe08a",
    "ERROR_TEXT": "#ff8a80",
    "OK_TEXT": "#8fd694",
    "PICK_TEXT": "#d7b4ff",
    "HEX_TOKEN": ("#22324a", "#1a2433"),
    "HEX_NEW_TOKEN": ("#8a5a00", "#6b4700"),  # dark amber: the bytes' light text stays
    "HEX_BOUNDARY": "#9fb7d9",
    "HEX_FOUND": "#3fbf5a",
    "HEX_BYTE_TEXT": "#eef1f4",
    "HEX_CONTROL_TEXT": "#ff8a80",
    "HEX_CONTINUATION_TEXT": "#a9b4c2",
    "BASE": "#121417",
    "TEXT": "#eef1f4",
    "CHIP_TEXT": "#f2f6fb",
    "NEW_TEXT": "#000000",
    "NEW_HEX_TEXT": "#3b1d00",
    "SELECTED_OUTLINE": "#ffffff",
    "MARK_TEXT": "#000000",
    "WINDOW_REPLACED": "#81c784",
    "WINDOW_COUNTED": "#ce93d8",
    "WINDOW_TINT": "#1e3a22",
    "SPLIT": "#ff6e6e",
    "CAPTION_TEXT": "#d5dde5",
}

#: The schemes by name.
SCHEMES: dict[str, dict[str, str | tuple[str, str]]] = {
    "normal": {},
    "high-contrast": _HIGH_CONTRAST,
    "dark": _DARK,
}

_current = ["normal"]


def apply_scheme(name: str) -> None:
    """Make ``name`` (a key of :data:`SCHEMES`) the palette's scheme: every
    :class:`Palette` colour is set from it (the ``normal`` value where the scheme has
    none). Views show it at their next repaint.

    Raises:
        KeyError: an unknown scheme name.
    """
    overrides = SCHEMES[name]
    for colour, value in _NORMAL.items():
        given = overrides.get(colour)
        if given is None:
            setattr(Palette, colour, _copy(value))
        elif isinstance(given, tuple):
            setattr(Palette, colour, tuple(QColor(c) for c in given))
        else:
            setattr(Palette, colour, QColor(given))
    _current[0] = name


def current_scheme() -> str:
    """The name of the scheme the palette holds (``normal`` until one is applied)."""
    return _current[0]


def choose_scheme(high_contrast: bool, dark: bool) -> str:
    """The scheme for View ▸ High Contrast and the desktop's dark mode: ``dark`` when the
    desktop is dark (itself of high contrast), else ``high-contrast`` when asked, else
    ``normal``."""
    if dark:
        return "dark"
    return "high-contrast" if high_contrast else "normal"


def application_palette(scheme: str, desktop: QPalette) -> QPalette:
    """The application's QPalette under ``scheme``: the desktop's own for ``normal``;
    for the others, its window, base, text and selection roles from the scheme (the
    selection white text on a dark blue), so the chrome and the tables agree with the
    chips.

    Args:
        scheme: a key of :data:`SCHEMES` (already applied to :class:`Palette`).
        desktop: the palette the application started with.
    """
    if scheme == "normal":
        return QPalette(desktop)
    out = QPalette(desktop)
    R = QPalette.ColorRole
    dark = scheme == "dark"
    roles = {
        R.Window: "#1e2126" if dark else "#f2f2f2",
        R.WindowText: Palette.TEXT.name(),
        R.Base: Palette.BASE.name(),
        R.AlternateBase: "#1a1d21" if dark else "#f4f6f8",
        R.Text: Palette.TEXT.name(),
        R.Button: "#2a2e35" if dark else "#e8e8e8",
        R.ButtonText: Palette.TEXT.name(),
        R.ToolTipBase: "#2a2e35" if dark else "#ffffe0",
        R.ToolTipText: Palette.TEXT.name(),
        R.PlaceholderText: "#a9b0b8" if dark else "#4f4f4f",
        R.Highlight: "#2159a8" if dark else "#0b3d91",
        R.HighlightedText: "#ffffff",
        R.Link: "#8ab4f8" if dark else "#0b3d91",
        R.BrightText: "#ffffff",
        R.Mid: "#5b6675" if dark else "#8c8c8c",
        R.Dark: "#0c0d0f" if dark else "#5c5c5c",
        R.Light: "#3a3f47" if dark else "#ffffff",
    }
    for role, colour in roles.items():  # the selection: white on dark blue, 6.9:1 or more
        out.setColor(QPalette.ColorGroup.Active, role, QColor(colour))
        out.setColor(QPalette.ColorGroup.Inactive, role, QColor(colour))
    disabled = "#7d858f" if dark else "#6b6b6b"
    for role in (R.WindowText, R.Text, R.ButtonText):
        out.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return out


#: The palette the application started with (the desktop's), kept at the first
#: :func:`follow_desktop`: the schemes are made from it, and ``normal`` puts it back.
_desktop: list[QPalette] = []
#: not empty while the application's palette is one of a scheme's
_palette_set: list[bool] = []


def desktop_is_dark(scheme: Qt.ColorScheme, desktop: QPalette) -> bool:
    """True when the desktop asks for dark colours: its colour scheme says ``Dark``
    (``QStyleHints.colorScheme()``), or the application's own palette is dark (a window
    colour of lightness under 128, as a dark desktop theme without a colour-scheme hint
    gives)."""
    if scheme == Qt.ColorScheme.Dark:
        return True
    return desktop.color(QPalette.ColorRole.Window).lightness() < 128


def follow_desktop(high_contrast: bool) -> str:
    """Apply the scheme for View ▸ High Contrast and the desktop's dark mode
    (:func:`choose_scheme`, :func:`desktop_is_dark`) to :class:`Palette` and to the
    application's QPalette (:func:`application_palette`), and repaint every widget.

    Returns:
        The scheme's name. Without a QGuiApplication only :class:`Palette` changes (and
        the desktop counts as light).
    """
    app = QGuiApplication.instance()
    if not isinstance(app, QGuiApplication):
        scheme = choose_scheme(high_contrast, False)
        apply_scheme(scheme)
        return scheme
    if not _desktop:
        _desktop.append(QPalette(app.palette()))
    dark = desktop_is_dark(app.styleHints().colorScheme(), _desktop[0])
    scheme = choose_scheme(high_contrast, dark)
    apply_scheme(scheme)
    if scheme != "normal" or _palette_set:
        # The desktop's palette is set back only after a scheme replaced it: left alone,
        # the application keeps following the desktop's own changes.
        app.setPalette(application_palette(scheme, _desktop[0]))
        _palette_set.clear()
        if scheme != "normal":
            _palette_set.append(True)
    from PySide6.QtWidgets import QApplication
    from shiboken6 import isValid

    if isinstance(app, QApplication):
        # A window repaints its whole area, children and all; walking allWidgets()
        # instead touched widgets on their way to deletion (a crash in a long session
        # of windows opened and closed, such as the test suite).
        for window in app.topLevelWidgets():
            if isValid(window) and window.isVisible():
                window.update()
    return scheme


class DesktopFollower(QObject):
    """Applies :func:`follow_desktop` again when the desktop's colour scheme changes
    while a window is open (a child of the window: it stops with it).

    Args:
        high_contrast: says whether View ▸ High Contrast is on.
        parent: the window.
    """

    def __init__(self, high_contrast: Callable[[], bool], parent: QObject) -> None:
        super().__init__(parent)
        self._high_contrast = high_contrast
        hints = QGuiApplication.styleHints()
        if hints is not None:
            hints.colorSchemeChanged.connect(self.follow)

    def follow(self, _scheme: object = None) -> None:
        """Apply the scheme for the desktop as it is now."""
        follow_desktop(self._high_contrast())


def relative_luminance(colour: QColor) -> float:
    """WCAG 2 relative luminance of an sRGB colour, 0 (black) to 1 (white): each channel
    ``c`` in 0..1 is linearised (``c / 12.92`` up to 0.04045, else
    ``((c + 0.055) / 1.055) ** 2.4``) and weighted 0.2126 R + 0.7152 G + 0.0722 B."""

    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    return (
        0.2126 * linear(colour.redF())
        + 0.7152 * linear(colour.greenF())
        + 0.0722 * linear(colour.blueF())
    )


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2 contrast ratio of two colours, 1 to 21: ``(L1 + 0.05) / (L2 + 0.05)`` with
    ``L1`` the lighter relative luminance. AA asks 4.5 for normal text."""
    la, lb = relative_luminance(a), relative_luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


def box_style(fill: QColor, border: QColor, padding: int = 4) -> str:
    """The style sheet of a tinted label: ``fill`` inside a rounded ``border``, black
    text (the fills are pale in every scheme)."""
    return (
        f"QLabel {{ background:{fill.name()}; border:1px solid {border.name()}; "
        f"border-radius:4px; padding:{padding}px; color:#000000; }}"
    )


def note_box_style(padding: int = 4) -> str:
    """The style sheet of a tinted explanation label (the "why" line of a round)."""
    return (
        f"QLabel {{ background:{Palette.NOTE_FILL.name()}; "
        f"border:1px solid {Palette.NOTE_BORDER.name()}; border-radius:4px;"
        f" padding:{padding}px; color:#000000; }}"
    )


def muted_style() -> str:
    """The style sheet of a muted label (a legend, a note): :attr:`Palette.MUTED_TEXT`,
    which keeps 4.5:1 on the window in every scheme."""
    return f"color:{Palette.MUTED_TEXT.name()}"
