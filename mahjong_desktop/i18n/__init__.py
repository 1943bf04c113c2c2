"""The languages the game speaks: translators, compiled catalogues, rules texts."""
