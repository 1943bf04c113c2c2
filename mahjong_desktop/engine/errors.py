"""Typed errors of the engine: all are ValueErrors, so callers can catch either."""

from __future__ import annotations

from mahjong_desktop.engine.messages import Message, render


class NotationError(ValueError):
    """A tile, card or meld string that cannot be read (unknown tile, fifth copy...).

    Given a ``Message``, ``message`` keeps it for a window to translate and ``str()``
    is its English text; given plain text (command-line wording), ``message`` is None.
    """

    def __init__(self, text: str | Message) -> None:
        self.message = text if isinstance(text, Message) else None
        super().__init__(render(text) if isinstance(text, Message) else text)


class IllegalActionError(ValueError):
    """An action that is not legal in the current state; the state is left untouched.

    ``message`` says why as a code and arguments; ``str()`` is its English text.
    """

    def __init__(self, message: Message) -> None:
        self.message = message
        super().__init__(render(message))


class RecordError(ValueError):
    """A game record that is malformed, of an unknown format, or does not replay.

    ``index`` is the action (0 first) that does not replay, if one is to blame.
    """

    def __init__(self, text: str, index: int | None = None) -> None:
        self.index = index
        super().__init__(text)


class PaymentError(ValueError):
    """A payment that cannot be right (zero, negative, or a seat paying itself): a rules bug."""
