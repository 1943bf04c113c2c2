"""The guided first deal of each game, by variant name."""

from __future__ import annotations

from mahjong_desktop.ui.guide import hongkong, paohuzi, sichuan
from mahjong_desktop.ui.guide.lesson import Lesson

LESSONS: dict[str, Lesson] = {  # in the order the games are offered
    lesson.variant: lesson for lesson in (hongkong.LESSON, sichuan.LESSON, paohuzi.LESSON)
}


def lesson_for(variant: str) -> Lesson:
    """The guided deal of ``variant``; KeyError for a game without one."""
    return LESSONS[variant]
