"""The Statistics window and the small QPainter charts it and the History window draw."""
