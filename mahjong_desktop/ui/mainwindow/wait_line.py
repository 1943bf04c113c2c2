"""The line under the table: what the selected discard leaves or, with no tile
selected, what a ready hand waits for, with pictures of the waits.

The waits stay until the hand changes (a draw, a claim, the deal's end), so the
player need not select a tile to see them. The analysis modules are imported
when first used: the window's first frame does not wait for them.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from mahjong_desktop.engine.protocol import Observation

WAIT_TILE_HEIGHT = 20  # the waits' pictures: within the line's height, so nothing moves


class WaitLine:
    """Fills the line's ``text`` label and its ``tiles`` picture from an observation."""

    def __init__(self, text: QLabel, tiles: QLabel) -> None:
        self.text = text
        self.tiles = tiles

    def show_selected(self, observation: Observation | None, tile: int) -> None:
        """What discarding ``tile`` leaves; the standing waits for -1 (nothing selected)."""
        if tile < 0 or observation is None:
            self.show_standing(observation)
            return
        from mahjong_desktop.ui.game.discard_analysis import analyse_discard
        from mahjong_desktop.ui.texts.analysis import analysis_text

        self._show_tiles(())
        try:
            self.text.setText(analysis_text(analyse_discard(observation, tile)))
        except (ValueError, KeyError):
            self.text.clear()

    def show_standing(self, observation: Observation | None) -> None:
        """What a ready hand waits for, with the copies unseen; empty for any other hand."""
        waits = None
        if observation is not None and not observation.get("over"):
            from mahjong_desktop.ui.game.discard_analysis import standing_waits

            try:
                waits = standing_waits(observation)
            except (ValueError, KeyError):
                waits = None
        if waits is None or observation is None:
            self.text.clear()
            self._show_tiles(())
            return
        from mahjong_desktop.ui.texts.analysis import standing_text

        offer = observation.get("offer")  # a discard in the claim window
        offered = observation["faces"].get(str(offer["tile"])) if offer else None
        self.text.setText(standing_text(waits, offered))
        # Long cards this low would be slivers: Paohuzi's waits are named only.
        faces = () if waits.cards else tuple(w.face for w in waits.waits)
        self._show_tiles(faces, observation["variant"])

    def _show_tiles(self, faces: tuple[str, ...], variant: str = "") -> None:
        if not faces:
            self.tiles.clear()
            self.tiles.hide()
            return
        from mahjong_desktop.ui.table.tile_strip import art_for, strip_pixmap

        dpr = self.tiles.devicePixelRatioF()
        pixmap = strip_pixmap(art_for(variant), [[f] for f in faces], WAIT_TILE_HEIGHT, dpr)
        self.tiles.setPixmap(pixmap)
        self.tiles.setAccessibleName(", ".join(faces))
        self.tiles.show()
