"""What the table paints besides tiles: seat labels, badges, marks, callouts, the centre."""
