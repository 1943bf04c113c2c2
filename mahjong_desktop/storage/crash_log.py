"""What a crash leaves behind: a log file with the traceback and the game's record.

Qt-free. The file goes to the log folder (``locations.log_dir``), named by
the time, so a player can attach it to a bug report: the record replays the
deal to the failing action.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from mahjong_desktop import __version__
from mahjong_desktop.storage.atomic import write_atomic


def crash_log_text(
    traceback_text: str, record: dict[str, Any] | None, recent_messages: Iterable[str] = ()
) -> str:
    parts = [
        f"Mahjong Desktop {__version__} crashed at {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        "",
        traceback_text.rstrip(),
        "",
        "Recent Qt messages:",
        *(f"  {line}" for line in recent_messages),
        "",
        "Game record (open it with File > Open to replay the deal):",
        json.dumps(record, indent=1) if record is not None else "no game in progress",
    ]
    return "\n".join(parts) + "\n"


def write_crash_log(folder: Path, text: str) -> Path:
    """Write ``text`` to a new ``crash-YYYYmmdd-HHMMSS.log`` in ``folder``; its path.

    Raises ``AtomicWriteError`` if the folder refuses.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}.log"
    counter = 1
    while path.exists():
        path = folder / f"crash-{stamp}-{counter}.log"
        counter += 1
    write_atomic(path, text)
    return path
