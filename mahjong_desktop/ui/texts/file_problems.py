"""The player's words for what is wrong with a file (``storage.problems.FileProblem``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.storage.problems import BadFileError, FileProblem

CONTEXT = "FileProblem"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def problem_text(problem: FileProblem) -> str:
    texts = {
        FileProblem.UNREADABLE: _t("The file could not be read."),
        FileProblem.TOO_LARGE: _t("The file is too large to be a game file."),
        FileProblem.TRUNCATED: _t("The file is cut short."),
        FileProblem.CORRUPT: _t("The file is damaged."),
        FileProblem.NOT_OURS: _t("The file is not a game file, or it was changed by hand."),
        FileProblem.FUTURE_VERSION: _t(
            "The file was written by a newer version of Mahjong Desktop."
        ),
        FileProblem.ILLEGAL_ACTION: _t("The game in the file does not replay."),
    }
    return texts[problem]


def bad_file_text(error: BadFileError) -> str:
    """Everything the player needs: what, where it stopped, where the file went."""
    parts = [problem_text(error.problem)]
    if error.index is not None:
        parts.append(_t("Action {n} is not legal.").format(n=error.index + 1))
    if error.backup is not None:
        parts.append(_t("It was kept as {path}.").format(path=str(error.backup)))
    return " ".join(parts)
