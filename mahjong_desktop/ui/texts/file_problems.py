"""The player's words for what is wrong with a file (``storage.problems.FileProblem``),
for a preferences file read field by field (``storage.preferences.Notice``), and for
a translation's catalogue (``i18n.translators.CatalogueTrouble``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.i18n.languages import find_language
from mahjong_desktop.i18n.translators import CatalogueTrouble
from mahjong_desktop.storage.preferences import Notice
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


def _setting_names() -> dict[str, str]:
    """The player's name of each preferences-file key, as the Preferences dialog puts it."""
    return {
        "language": _t("language"),
        "contrast": _t("contrast"),
        "grain": _t("grain"),
        "temperature": _t("colour temperature"),
        "table_colour": _t("table colour"),
        "animation_speed": _t("animation speed"),
        "bot_pace_ms": _t("bot pace"),
        "corner_index": _t("corner index on tiles"),
        "card_corner_index": _t("index on cards"),
        "reduced_motion": _t("reduced motion"),
        "header_hidden": _t("header"),
        "last_variant": _t("last game"),
        "bot_level": _t("computer strength"),
        "undo_allowed": _t("undo"),
        "tile_size": _t("tile size"),
        "house_rules": _t("house rules"),
    }


def preferences_notice_text(notice: Notice, reset_fields: tuple[str, ...] = ()) -> str | None:
    """The words for a preferences file read field by field (None for other notices)."""
    names = _setting_names()
    fields = _t(", ").join(names.get(key, key) for key in reset_fields)
    if notice is Notice.NEWER_VERSION:
        text = _t(
            "Your preferences were saved by a newer version of Mahjong Desktop; "
            "its own settings are kept for it."
        )
        if reset_fields:
            text += " " + _t("These were set back to their defaults: {fields}.").format(
                fields=fields
            )
        return text
    if notice is Notice.FIELDS_RESET:
        return _t(
            "Some of your preferences could not be used and were set back to their "
            "defaults: {fields}."
        ).format(fields=fields)
    return None


def catalogue_trouble_text(trouble: CatalogueTrouble) -> str:
    """What went wrong with a language's translation file, in the language now shown."""
    language = find_language(trouble.code).native_name
    if trouble.rebuilt:
        text = _t("The {language} translation file was damaged; it was built again.")
    else:
        text = _t("The {language} translation could not be loaded; the game is shown in English.")
    parts = [text.format(language=language)]
    if trouble.set_aside is not None:
        parts.append(_t("It was kept as {path}.").format(path=str(trouble.set_aside)))
    return " ".join(parts)
