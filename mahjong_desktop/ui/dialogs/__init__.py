"""The dialogs: new game, preferences, statistics, missing suit, score sheet, replay."""
