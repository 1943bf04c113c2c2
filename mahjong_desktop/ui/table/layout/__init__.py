"""Where everything on the table goes: pure functions of an observation and a size (no Qt)."""
