"""What the two mahjong games share: tiles, winning shapes, shanten, the scorer's facts."""
