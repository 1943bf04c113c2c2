"""Desktop integration: the app's identity, data files, desktop entry, icons, headless runs."""
