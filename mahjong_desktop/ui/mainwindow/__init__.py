"""The window a player lives in: menus, header, look and preferences, the rules tab."""
