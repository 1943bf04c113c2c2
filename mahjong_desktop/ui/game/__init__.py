"""The running game's adapters: controller, worker, hint, autosave, deal files."""
