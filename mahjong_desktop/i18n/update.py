"""Refreshing ``translations/*.ts`` from the code: ``python -m mahjong_desktop.i18n.update``.

``pyside6-lupdate`` finds ``self.tr(...)`` and ``QCoreApplication.translate(
"Context", ...)`` calls. Two kinds of text it cannot see are added for it, as
``QT_TRANSLATE_NOOP`` lines in a temporary file it reads with the sources:

- calls of a module's small translate helper (``def _t(text): return
  QCoreApplication.translate(CONTEXT, text)``), found with ``ast``, with the
  helper's context;
- the games' display names (``mahjong_desktop.variants.registry.GAMES``),
  which ``ui.texts.names.variant_name`` translates in the ``Names`` context;
- the engine's message templates (``mahjong_desktop.engine.messages.ENGLISH``),
  which the window translates in the ``Messages`` context, and the bots'
  reasons (``mahjong_desktop.ai.reasons.TEXTS``) in the ``Hints`` context;
- the house rules' titles, explanations and choice labels
  (``mahjong_desktop.variants.house_rules.RULES``), which ``ui.texts.house_rules``
  translates in the ``HouseRules`` context.

Existing translations are kept; strings gone from the code are dropped, and
no source locations are written, so a ``.ts`` changes only when strings do.
A dev-only tool (it needs PySide6's lupdate), stdlib only.
"""

from __future__ import annotations

import argparse
import ast
import importlib
import json
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from pathlib import Path

from mahjong_desktop.i18n.compile import TranslationBuildError, find_lupdate, ts_name
from mahjong_desktop.i18n.languages import SOURCE_LANGUAGE, TRANSLATED_CODES

MESSAGES_CONTEXT = "Messages"
MESSAGE_MODULES = ("mahjong_desktop.engine.messages",)
# The bots' reasons for the Hint line: (module, its templates, the window's context).
REASON_TEMPLATES = ("mahjong_desktop.ai.reasons", "TEXTS", "Hints")
# The games' English names, as the window translates them (``ui.texts.names``).
NAMES_CONTEXT = "Names"
# The house rules' English words, as the window translates them (``ui.texts.house_rules``).
HOUSE_RULES_CONTEXT = "HouseRules"


def _string(node: ast.AST | None, constants: Mapping[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return constants.get(node.id)
    return None


def _constants(tree: ast.Module) -> dict[str, str]:
    """The module's string constants by name (``CONTEXT = "ReviewDialog"``)."""
    return {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }


def helper_messages(source: str) -> set[tuple[str, str]]:
    """(context, text) of every literal passed to a translate helper in ``source``."""
    tree = ast.parse(source)
    constants = _constants(tree)
    helpers: dict[str, str] = {}
    for node in tree.body:
        if not (isinstance(node, ast.FunctionDef) and len(node.args.args) == 1):
            continue
        argument = node.args.args[0].arg
        for inner in ast.walk(node):
            if (
                isinstance(inner, ast.Call)
                and isinstance(inner.func, ast.Attribute)
                and inner.func.attr == "translate"
                and len(inner.args) == 2
                and isinstance(inner.args[1], ast.Name)
                and inner.args[1].id == argument
            ):
                context = _string(inner.args[0], constants)
                if context is not None:
                    helpers[node.name] = context
    found = set()
    for call in ast.walk(tree):
        if (
            isinstance(call, ast.Call)
            and isinstance(call.func, ast.Name)
            and call.func.id in helpers
            and call.args
        ):
            text = _string(call.args[0], {})
            if text is not None:
                found.add((helpers[call.func.id], text))
    return found


def numerus_messages(source: str) -> set[tuple[str, str, str]]:
    """(context, text, disambiguation) of ``translate(ctx, text, dis, n)`` calls.

    lupdate's Python reader marks only ``self.tr(text, dis, n)`` as a plural
    message, so these are handed to it in that form (see ``noop_source``).
    """
    tree = ast.parse(source)
    constants = _constants(tree)  # a context named by a module constant counts too
    found = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "translate"
            and len(node.args) == 4
        ):
            context = _string(node.args[0], constants)
            text, comment = (_string(a, {}) for a in node.args[1:3])
            if context is not None and text is not None:
                found.add((context, text, comment or ""))
    return found


def message_templates() -> set[tuple[str, str]]:
    """The engine's English message templates, if its messages module exists yet."""
    for module_name in MESSAGE_MODULES:
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        for name in ("ENGLISH", "TEMPLATES"):
            templates = getattr(module, name, None)
            if isinstance(templates, Mapping):
                return {(MESSAGES_CONTEXT, t) for t in templates.values() if isinstance(t, str)}
    return set()


def reason_templates() -> set[tuple[str, str]]:
    """The bots' English reason templates, in the context the Hint line reads them."""
    module_name, attribute, context = REASON_TEMPLATES
    templates = getattr(importlib.import_module(module_name), attribute)
    return {(context, text) for text in templates.values()}


def game_names() -> set[tuple[str, str]]:
    """The registry's English display names, in the context the window reads them."""
    from mahjong_desktop.variants.registry import GAMES

    return {(NAMES_CONTEXT, game.display_name) for game in GAMES}


def house_rule_texts() -> set[tuple[str, str]]:
    """Every option's title, explanation and choice labels, in the window's context."""
    from mahjong_desktop.variants.house_rules import RULES

    return {
        (HOUSE_RULES_CONTEXT, text)
        for rules in RULES.values()
        for rule in rules
        for text in (rule.title, rule.explanation, *rule.labels)
    }


def noop_source(
    messages: Iterable[tuple[str, str]], plurals: Iterable[tuple[str, str, str]] = ()
) -> str:
    """A Python file for lupdate: ``QT_TRANSLATE_NOOP`` lines, and plurals as ``self.tr``.

    lupdate keeps the first sighting of a message, so this file goes first:
    a plural written ``translate(ctx, text, "", n)`` in the code is then filed
    as a plural (with numerus forms), not as a plain message.
    """

    def quoted(text: str) -> str:
        return json.dumps(text, ensure_ascii=False)

    lines = [f"QT_TRANSLATE_NOOP({quoted(c)}, {quoted(t)})" for c, t in sorted(messages)]
    by_context: dict[str, list[tuple[str, str]]] = {}
    for context, text, comment in sorted(plurals):
        if not context.isidentifier():
            raise TranslationBuildError(f"plural context {context!r} must be an identifier")
        by_context.setdefault(context, []).append((text, comment))
    for context, entries in by_context.items():
        lines += [f"class {context}:", "    def plurals(self, n):"]
        lines += [f"        self.tr({quoted(t)}, {quoted(c)}, n)" for t, c in entries]
    return "\n".join(lines) + "\n"


def _drop_unnamed_context(path: Path) -> None:
    # A module-level helper named ``tr`` makes lupdate file its calls under an
    # empty context; the helper scan above has them under the right one.
    tree = ET.parse(path)
    root = tree.getroot()
    unnamed = [c for c in root.findall("context") if not (c.findtext("name") or "").strip()]
    if not unnamed:
        return  # keep lupdate's own layout
    for context in unnamed:
        root.remove(context)
    ET.indent(tree, space="    ")
    with open(path, "wb") as out:
        out.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(out, encoding="utf-8", xml_declaration=False)
        out.write(b"\n")


def _lupdate(command: list[str], arguments: list[str]) -> None:
    options = ["-silent", "-no-obsolete", "-locations", "none", "-source-language", "en"]
    result = subprocess.run(
        [*command, *options, *arguments],
        capture_output=True,
        text=True,
        timeout=300,
    )
    if result.returncode != 0:
        raise TranslationBuildError(f"lupdate failed: {result.stderr.strip()}")


def update_sources(repo: Path, codes: Iterable[str] = TRANSLATED_CODES) -> list[Path]:
    """Run lupdate over the package into each language's ``.ts``; the files written.

    English gets a file too, holding only the plural messages: its "1 tile
    left" and "2 tiles left" are translations of "tile(s) left".
    """
    command = find_lupdate()
    if command is None:
        raise TranslationBuildError("Qt's lupdate was not found: install PySide6-Essentials")
    sources = sorted(str(p) for p in (repo / "mahjong_desktop").rglob("*.py"))
    extra = message_templates() | reason_templates() | game_names() | house_rule_texts()
    plurals: set[tuple[str, str, str]] = set()
    for path in sources:
        text = Path(path).read_text(encoding="utf-8")
        extra |= helper_messages(text)
        plurals |= numerus_messages(text)
    targets = [repo / "translations" / ts_name(code) for code in codes]
    english = repo / "translations" / ts_name(SOURCE_LANGUAGE)
    with tempfile.TemporaryDirectory() as scratch:
        noop = Path(scratch) / "helper_strings.py"
        noop.write_text(noop_source(extra, plurals), encoding="utf-8")
        _lupdate(command, [str(noop), *sources, "-ts", *(str(t) for t in targets)])
        _lupdate(command, ["-pluralonly", str(noop), *sources, "-ts", str(english)])
    for target in [*targets, english]:
        _drop_unnamed_context(target)
    return [*targets, english]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m mahjong_desktop.i18n.update",
        description="refresh translations/*.ts from the code (needs PySide6's lupdate)",
    )
    parser.parse_args(argv)
    try:
        for path in update_sources(Path(__file__).resolve().parents[2]):
            print(path)
    except TranslationBuildError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
