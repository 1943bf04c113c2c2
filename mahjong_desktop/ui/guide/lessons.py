"""The guided first deal of each game, by variant name."""

from __future__ import annotations

from mahjong_desktop.ui.guide import hongkong, sichuan
from mahjong_desktop.ui.guide.lesson import Lesson

LESSONS: dict[str, Lesson] = {
    lesson.variant: lesson for lesson in (hongkong.LESSON, sichuan.LESSON)
}


def lesson_for(variant: str) -> Lesson:
    """The guided deal of ``variant``; KeyError for a game without one."""
    return LESSONS[variant]
