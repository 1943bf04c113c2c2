"""Shanten (tiles away from ready) and waits, from per-suit tables."""
