"""A painting process survives many calls that return nothing.

PySide6 6.12.0 on Python 3.11 drops a reference to None on each such call and
the process dies with ``none_dealloc`` after a few thousand: this catches it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap


def test_many_void_qt_calls_do_not_crash_the_process() -> None:
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtGui import QGuiApplication, QImage, QPainter, QColor
        app = QGuiApplication(sys.argv)
        image = QImage(64, 64, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        colour = QColor(10, 20, 30)
        for i in range(200_000):
            painter.setPen(colour)  # returns None
            painter.drawPoint(i % 64, (i // 64) % 64)  # returns None
        painter.end()
        print(sys.getrefcount(None) > 0)
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, env=env
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "True"
