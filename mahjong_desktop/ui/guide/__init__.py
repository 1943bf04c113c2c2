"""The guided first deal: an arranged deal per game, with tips at the moments that matter."""
