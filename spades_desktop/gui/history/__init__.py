"""The game history in the window: the recorder that stores each game, and the History window."""
