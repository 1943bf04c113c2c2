"""Where the app keeps its data and logs: platformdirs folders, or an override.

``MAHJONG_DESKTOP_DATA_DIR`` replaces both folders (logs go to its ``logs``
subfolder): tests and portable installs use it.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

from mahjong_desktop.desktop.identity import FOLDER_NAME

DATA_DIR_ENV = "MAHJONG_DESKTOP_DATA_DIR"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    return platformdirs.user_data_path(FOLDER_NAME)


def log_dir() -> Path:
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override) / "logs"
    return platformdirs.user_log_path(FOLDER_NAME)
