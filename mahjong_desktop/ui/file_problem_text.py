"""The player's words for what is wrong with a file (``storage.problems.FileProblem``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.storage.problems import BadFileError, FileProblem


def problem_text(problem: FileProblem) -> str:
    tr = QCoreApplication.translate
    texts = {
        FileProblem.UNREADABLE: tr("FileProblem", "The file could not be read."),
        FileProblem.TOO_LARGE: tr("FileProblem", "The file is too large to be a game file."),
        FileProblem.TRUNCATED: tr("FileProblem", "The file is cut short."),
        FileProblem.CORRUPT: tr("FileProblem", "The file is damaged."),
        FileProblem.NOT_OURS: tr(
            "FileProblem", "The file is not a game file, or it was changed by hand."
        ),
        FileProblem.FUTURE_VERSION: tr(
            "FileProblem", "The file was written by a newer version of Mahjong Desktop."
        ),
        FileProblem.ILLEGAL_ACTION: tr("FileProblem", "The game in the file does not replay."),
    }
    return texts[problem]


def bad_file_text(error: BadFileError) -> str:
    """Everything the player needs: what, where it stopped, where the file went."""
    tr = QCoreApplication.translate
    parts = [problem_text(error.problem)]
    if error.index is not None:
        parts.append(tr("FileProblem", "Action {n} is not legal.").format(n=error.index + 1))
    if error.backup is not None:
        parts.append(tr("FileProblem", "It was kept as {path}.").format(path=str(error.backup)))
    return " ".join(parts)
