"""The words a player reads: names, messages, hints, notices, file problems."""
