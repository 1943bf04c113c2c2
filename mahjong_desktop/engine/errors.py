"""Typed errors of the engine: all are ValueErrors, so callers can catch either."""


class NotationError(ValueError):
    """A tile, card or meld string that cannot be read (unknown tile, fifth copy...)."""


class IllegalActionError(ValueError):
    """An action that is not legal in the current state; the state is left untouched."""


class RecordError(ValueError):
    """A game record that is malformed, of an unknown format, or does not replay."""


class PaymentError(ValueError):
    """A payment that cannot be right (zero, negative, or a seat paying itself): a rules bug."""
