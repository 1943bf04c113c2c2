"""Helpers shared by the test files: rigging a game and driving it by notation
(``table``, ``sichuan``), score sheets rebuilt from the rule books (``sheets``),
and the golden first deals and records (``golden``)."""
