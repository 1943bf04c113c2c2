"""Where the score sheet docks: beside the tabs, under the window's header rows.

Docked in the window itself, the sheet would take its width from every row
above the table too, and the header's labels would be cut ("Contra", "Color t")
at 1024 px. An inner main window around the tabs gives it the table's width
only. It is made with the table, not in the first frame: a window flag needs
the ``Qt`` namespace, which the first frame does without.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QBoxLayout, QMainWindow, QWidget


def dock_area_around(content: QWidget, layout: QBoxLayout) -> QMainWindow:
    """An inner main window holding ``content`` in its place in ``layout``."""
    area = QMainWindow(content.parentWidget())
    area.setObjectName("dockArea")
    area.setWindowFlags(Qt.WindowType.Widget)  # a part of the window, not a window
    area.setDockNestingEnabled(False)
    layout.replaceWidget(content, area)
    area.setCentralWidget(content)
    area.show()
    return area
