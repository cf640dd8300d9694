"""The window's one palette: every colour and tinted box style the views use.

Models return these colours through roles (CONVENTIONS habit 6); delegates and panes
paint with them. Tune the look here, nowhere else.
"""

from __future__ import annotations

from PySide6.QtGui import QColor


class Palette:
    """Colours shared by models, delegates and panes."""

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


def box_style(fill: QColor, border: QColor, padding: int = 4) -> str:
    """The style sheet of a tinted label: ``fill`` inside a rounded ``border``."""
    return (
        f"QLabel {{ background:{fill.name()}; border:1px solid {border.name()}; "
        f"border-radius:4px; padding:{padding}px; }}"
    )


def note_box_style(padding: int = 4) -> str:
    """The style sheet of a tinted explanation label (the "why" line of a round)."""
    return (
        f"QLabel {{ background:{Palette.NOTE_FILL.name()}; "
        f"border:1px solid {Palette.NOTE_BORDER.name()}; border-radius:4px;"
        f" padding:{padding}px; }}"
    )
