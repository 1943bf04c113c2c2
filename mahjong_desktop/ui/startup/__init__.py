"""Starting the window: the Qt application, first frame, fonts, crash handling, smoke test."""
