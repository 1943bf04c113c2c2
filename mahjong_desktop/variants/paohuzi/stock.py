"""Paohuzi's stock: the face-down pile the cards are revealed from."""

from __future__ import annotations

from collections.abc import Sequence


class StockPile:
    """A face-down pile drawn from the top (Paohuzi's stock)."""

    def __init__(self, cards: Sequence[int]) -> None:
        self._cards = list(cards)

    def __len__(self) -> int:
        return len(self._cards)

    def draw(self) -> int:
        if not self._cards:
            raise IndexError("the stock is exhausted")
        return self._cards.pop()

    def cards(self) -> list[int]:
        return list(self._cards)

    def copy(self) -> StockPile:
        return StockPile(self._cards)

    def hidden_slots(self) -> list[tuple[list[int], int]]:
        return [(self._cards, i) for i in range(len(self._cards))]
