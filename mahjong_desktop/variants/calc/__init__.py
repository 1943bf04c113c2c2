"""The ``calc`` command's requests, input parsing and reports, shared by the games."""
