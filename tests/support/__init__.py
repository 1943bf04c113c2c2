"""Helpers shared by the test files: rigging a table game and driving it by notation."""
