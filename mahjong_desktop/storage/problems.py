"""What can be wrong with a file, as message codes the UI renders in the player's language."""

from __future__ import annotations

import enum
from pathlib import Path


class FileProblem(enum.StrEnum):
    UNREADABLE = "file.unreadable"  # the system refused to read it
    TOO_LARGE = "file.too_large"  # bigger than any file of ours could be
    TRUNCATED = "file.truncated"  # ends in the middle (a copy or a write cut short)
    CORRUPT = "file.corrupt"  # not UTF-8 JSON at all
    NOT_OURS = "file.not_ours"  # JSON, but not this kind of file (or edited by hand)
    FUTURE_VERSION = "file.future_version"  # written by a newer version of the app
    ILLEGAL_ACTION = "file.illegal_action"  # a record whose action does not replay

    @property
    def english(self) -> str:
        return _ENGLISH[self]


_ENGLISH = {
    FileProblem.UNREADABLE: "the file could not be read",
    FileProblem.TOO_LARGE: "the file is too large to be one of ours",
    FileProblem.TRUNCATED: "the file is cut short",
    FileProblem.CORRUPT: "the file is damaged (not JSON text)",
    FileProblem.NOT_OURS: "the file is not a file of this kind, or was edited by hand",
    FileProblem.FUTURE_VERSION: "the file was written by a newer version of Mahjong Desktop",
    FileProblem.ILLEGAL_ACTION: "the game in the file does not replay",
}


class BadFileError(ValueError):
    """A file that cannot be used, why, and where it was moved if it was.

    ``index`` is the first action that does not replay (records only);
    ``detail`` is the technical reason, for the log.
    """

    def __init__(
        self,
        problem: FileProblem,
        path: Path,
        detail: str = "",
        *,
        index: int | None = None,
        backup: Path | None = None,
    ) -> None:
        self.problem, self.path, self.detail = problem, path, detail
        self.index, self.backup = index, backup
        where = f" at action {index}" if index is not None else ""
        super().__init__(f"{path}: {problem.english}{where}" + (f" ({detail})" if detail else ""))

    def moved_to(self, backup: Path | None) -> BadFileError:
        """The same error, noting where the file now is."""
        return BadFileError(self.problem, self.path, self.detail, index=self.index, backup=backup)
