"""The program's icon, for the application and every window it opens."""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap


def application_icon() -> QIcon:
    """The program's icon (shipped under ``resources/icons``; the desktop entry installs
    the same files). An empty icon when the files are missing."""
    from bpe_viewer.packaged import ICON_PNG, ICON_SVG, resource_bytes

    icon = QIcon()
    for parts in (ICON_SVG, ICON_PNG):
        pixmap = QPixmap()
        try:
            data = resource_bytes(*parts)
        except OSError:
            continue
        if pixmap.loadFromData(data):
            icon.addPixmap(pixmap)
    return icon
