"""The words under the table: what discarding the selected tile leaves, or what a
ready hand waits for while none is selected (from ``discard_analysis``); in Hong
Kong each wait says its faan, and whether it reaches the minimum."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from mahjong_desktop.ui.game.discard_analysis import DiscardAnalysis, Wait

CONTEXT = "DiscardHint"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def _wait(wait: Wait) -> str:
    if wait.faan is None:
        return _t("{face} ({unseen} unseen)").format(face=wait.face, unseen=wait.unseen)
    if wait.valid:
        template = _t("{face} ({unseen} unseen, {faan} faan)")
    elif wait.valid_self_drawn:
        template = _t("{face} ({unseen} unseen, {faan} faan: wins only self-drawn)")
    else:
        template = _t("{face} ({unseen} unseen, {faan} faan: too few to win)")
    return template.format(face=wait.face, unseen=wait.unseen, faan=wait.faan)


def _waits(analysis: DiscardAnalysis) -> str:
    return ", ".join(_wait(w) for w in analysis.waits)


def _below_minimum(analysis: DiscardAnalysis) -> str:
    """Hong Kong's minimum: a hand ready in shape may not be ready to win."""
    if analysis.minimum is None or any(w.wins for w in analysis.waits):
        return ""
    text = _t("No wait reaches the {minimum}-faan minimum.")
    return " " + text.format(minimum=analysis.minimum)


def analysis_text(analysis: DiscardAnalysis) -> str:
    face = analysis.face
    if analysis.cards:
        if analysis.waits:
            text = _t("Discard {face}: you would then win on {waits}.").format(
                face=face, waits=_waits(analysis)
            )
        else:
            text = _t("Discard {face}: your hand stays legal, but no card would win yet.").format(
                face=face
            )
        if analysis.kan_faces:
            text += " " + _t("Kept as kan: {kans}.").format(kans=", ".join(analysis.kan_faces))
        return text
    if analysis.shanten is None:
        return _t("Discard {face}?").format(face=face)
    if analysis.ready:
        return _t("Discard {face}: ready, waiting for {waits}.").format(
            face=face, waits=_waits(analysis)
        ) + _below_minimum(analysis)
    if analysis.shanten == 0:
        return _t("Discard {face}: ready in shape, but you hold every winning tile.").format(
            face=face
        )
    return QCoreApplication.translate(
        "DiscardHint", "Discard {face}: %n tile(s) from ready (shanten %n).", "", analysis.shanten
    ).format(face=face)


def _no_win_offered(analysis: DiscardAnalysis, offered: str | None) -> str:
    """Why a discard the hand waits on is not offered as a win (Hong Kong's minimum)."""
    wait = next((w for w in analysis.waits if w.face == offered), None)
    if wait is None or wait.valid or wait.faan is None or analysis.minimum is None:
        return ""
    text = _t("{face} completes your hand, but only for {faan} faan: no win below {minimum}.")
    return " " + text.format(face=wait.face, faan=wait.faan, minimum=analysis.minimum)


def standing_text(analysis: DiscardAnalysis, offered: str | None = None) -> str:
    """The waits of the hand as it stands (``standing_waits``), until the hand changes;
    ``offered``, the face of a tile just discarded, says why it is no win if it is not."""
    if analysis.cards:
        return _t("Ready: you would win on {waits}.").format(waits=_waits(analysis))
    text = _t("Ready, waiting for {waits}.").format(waits=_waits(analysis))
    return text + _below_minimum(analysis) + _no_win_offered(analysis, offered)
