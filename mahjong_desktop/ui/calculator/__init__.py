"""Tools > Hand calculator: build a hand by clicking and see what ``calc`` says."""
