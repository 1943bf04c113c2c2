"""Keep Python's cyclic garbage collector from stalling the window.

A full (oldest-generation) collection walks every tracked object: after
start-up that is the whole of PySide6, the engine, the AI and their modules,
and one such walk took 50-100 ms on these machines, a visible freeze in the
middle of a deal. ``freeze_long_lived()``, called once the window is up,
moves every object alive then into the collector's permanent generation,
which it never walks: later collections see only what the game made since.
It does not collect first (that walk would be the very pause it avoids);
objects freed by reference counting are freed as before, so all that can
stay is a few cycles of start-up garbage.
"""

from __future__ import annotations

import gc


def freeze_long_lived() -> int:
    """Exempt every object alive now from later collections; how many are frozen."""
    gc.freeze()
    return gc.get_freeze_count()
