"""Text from the engine's messages (``{"code", "args"}``), through Qt's translator.

The English template of a code is the engine's one rendering
(``mahjong_desktop.messages``); the window shows it translated with
``QCoreApplication.translate("Messages", template)`` and then fills in the
arguments, so a translation may move them about. A code without a template
still reads as words, never as a crash.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication

CONTEXT = "Messages"


def _english_template(code: str) -> str | None:
    try:
        messages = importlib.import_module("mahjong_desktop.messages")
    except ImportError:
        return None
    templates = getattr(messages, "TEMPLATES", None)
    if isinstance(templates, Mapping):
        found = templates.get(code)
        return found if isinstance(found, str) else None
    return None


def message_text(message: Mapping[str, Any] | str) -> str:
    """The player's text of one message (a bare string is taken as a code)."""
    if isinstance(message, str):
        message = {"code": message, "args": {}}
    code = str(message.get("code", ""))
    args = dict(message.get("args") or {})
    template = _english_template(code)
    if template is None:
        words = code.replace("_", " ").strip().capitalize()
        extra = ", ".join(f"{k} {v}" for k, v in args.items())
        return f"{words} ({extra})" if extra else words
    translated = QCoreApplication.translate(CONTEXT, template)
    try:
        return translated.format(**args)
    except (KeyError, IndexError, ValueError):
        return template.format_map(_Missing(args))


class _Missing(dict[str, Any]):
    """Leaves an unknown placeholder visible instead of failing."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"
