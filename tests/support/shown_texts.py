"""Every text the application shows now, and which of them belong to another language.

``shown_texts()`` walks every widget the application has, found generically (not
from a list, so widgets added later are covered too): visible widgets' texts,
tooltips, accessible names, window titles, list and table items, the status
line, and every menu's title and actions whether open or not.

``Catalogues`` reads ``translations/*.ts``: ``stale(texts, code)`` names the
texts that read as one of the game's strings in another language (English
included) but not in ``code``; placeholders (``{game}``, ``%1``, ``%n``) match
anything, so "Computer 2" is recognised as ``Computer {n}``.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QPlainTextEdit,
    QStatusBar,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from mahjong_desktop.i18n.languages import LANGUAGE_CODES, SOURCE_LANGUAGE
from mahjong_desktop.ui.mainwindow.header_space import PRODUCT_NAME

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\\\{\w*\\\}|%n|%\d")
TAG = re.compile(r"<[^>]+>")
MIN_WEIGHT = 3  # letters a string needs to be told apart ("E" is in every language)
SEARCH_WEIGHT = 16  # a sentence this long is looked for inside longer texts too


@dataclass(frozen=True)
class Shown:
    """One text on screen: where (object name and class) and which property."""

    where: str
    what: str
    text: str


def _where(widget: QWidget) -> str:
    return f"{type(widget).__name__}#{widget.objectName()} in {type(widget.window()).__name__}"


def _widget_texts(widget: QWidget) -> Iterator[tuple[str, str]]:
    if widget.isWindow():
        yield "windowTitle", widget.windowTitle()
    yield "toolTip", widget.toolTip()
    yield "accessibleName", widget.accessibleName()
    yield "accessibleDescription", widget.accessibleDescription()
    yield "statusTip", widget.statusTip()
    if isinstance(widget, QLabel):
        yield "text", TAG.sub("", widget.text())
    if isinstance(widget, QAbstractButton):
        yield "text", widget.text()
    if isinstance(widget, QGroupBox):
        yield "title", widget.title()
    if isinstance(widget, QLineEdit):
        yield "placeholderText", widget.placeholderText()
    if isinstance(widget, QComboBox):
        for index in range(widget.count()):
            yield f"item {index}", widget.itemText(index)
    if isinstance(widget, QTabWidget):
        for index in range(widget.count()):
            yield f"tab {index}", widget.tabText(index)
            yield f"tab {index} toolTip", widget.tabToolTip(index)
    if isinstance(widget, QTableWidget):
        for column in range(widget.columnCount()):
            header = widget.horizontalHeaderItem(column)
            yield f"column {column}", header.text() if header else ""
        for row in range(widget.rowCount()):
            header = widget.verticalHeaderItem(row)
            yield f"row {row}", header.text() if header else ""
            for column in range(widget.columnCount()):
                item = widget.item(row, column)
                if item is not None:
                    yield f"cell {row},{column}", item.text()
                    yield f"cell {row},{column} toolTip", item.toolTip()
    if isinstance(widget, QStatusBar):
        yield "message", widget.currentMessage()
    if isinstance(widget, QTextEdit | QPlainTextEdit):
        for number, line in enumerate(widget.toPlainText().splitlines()):
            yield f"line {number}", line


def _menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    yield "title", menu.title()
    for action in menu.actions():
        if not action.isSeparator():
            yield f"action {action.objectName()}", action.text()
            yield f"action {action.objectName()} toolTip", action.toolTip()


def shown_texts(skip: Iterable[QWidget] = ()) -> list[Shown]:
    """The texts of every visible widget and every menu of the application.

    ``skip``: widgets whose own content is checked elsewhere (the rules page's
    text comes from the rules books, not the translators)."""
    skipped = set(skip)
    found = []
    for widget in QApplication.allWidgets():
        if widget in skipped:
            continue
        if isinstance(widget, QMenu):
            texts = _menu_texts(widget)
        elif widget.isVisible():
            texts = _widget_texts(widget)
        else:
            continue
        found.extend(Shown(_where(widget), what, text) for what, text in texts if text.strip())
    return found


def _weight(text: str) -> int:
    """Letters in ``text``, a Chinese character counting as a word of two."""
    return sum(2 if ord(c) > 0x2E80 else 1 for c in text if c.isalpha())


def _pattern(text: str) -> str:
    return PLACEHOLDER.sub(".+?", re.escape(text))


def _plain(text: str) -> str:
    """Without keyboard accelerators: "&Game" reads "Game", "R&&D" reads "R&D"."""
    return re.sub(r"&(.)", r"\1", text)


class Catalogues:
    """The game's strings in every language, from the ``.ts`` sources."""

    def __init__(self, folder: Path = ROOT / "translations") -> None:
        self.texts: dict[str, dict[tuple[str, str], set[str]]] = {}
        for code in LANGUAGE_CODES:
            tree = ET.parse(folder / f"mahjong_desktop_{code}.ts")
            by_key: dict[tuple[str, str], set[str]] = {}
            for context in tree.getroot().iter("context"):
                name = context.findtext("name", "")
                for message in context.iter("message"):
                    source = message.findtext("source", "")
                    translation = message.find("translation")
                    forms = [] if translation is None else list(translation.itertext())
                    texts = {f.strip() for f in forms if f.strip()}
                    by_key[(name, source)] = texts or {source}
            self.texts[code] = by_key
        # English has only its plural forms translated: every other string is its source.
        english = self.texts[SOURCE_LANGUAGE]
        for key in self.texts[LANGUAGE_CODES[1]]:
            english.setdefault(key, {key[1]})
        self._stale: dict[str, tuple[re.Pattern[str], re.Pattern[str]]] = {}

    def own(self, code: str) -> set[str]:
        # The header writes the product's name the same in every language (PRODUCT_NAME).
        names = {PRODUCT_NAME}
        return {_plain(t) for texts in self.texts[code].values() for t in texts} | names

    def _patterns(self, code: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
        if code not in self._stale:
            own = self.own(code)
            foreign = {
                _plain(text)
                for other in LANGUAGE_CODES
                if other != code
                for key, texts in self.texts[other].items()
                for text in texts
                if text not in self.texts[code].get(key, set())
            } - own
            whole = [t for t in foreign if _weight(PLACEHOLDER.sub("", re.escape(t))) >= MIN_WEIGHT]
            long = [t for t in whole if _weight(t) >= SEARCH_WEIGHT]
            self._stale[code] = (
                re.compile("|".join(f"(?:{_pattern(t)})" for t in sorted(whole))),
                re.compile("|".join(f"(?:{_pattern(t)})" for t in sorted(long))),
            )
        return self._stale[code]

    def stale(self, shown: Iterable[Shown], code: str) -> list[Shown]:
        """The shown texts that are the game's words in another language, not in ``code``."""
        whole, long = self._patterns(code)
        own = self.own(code)
        left = []
        for item in shown:
            text = _plain(item.text).strip()
            if text in own:
                continue
            if whole.fullmatch(text) or long.search(text):
                left.append(item)
        return left
