"""Keep score for a game played with real cards (Game ▸ Keep score for a real game…).

``scorefile``: the scorekept game and its JSON file (pure Python);
``setup_dialog``: rules, players, first dealer, target; ``entry``: the
keyboard-first row of one hand; ``window``: the score table, scorepad,
corrections, undo, save/open/autosave and the printed sheet. Scores come
only from ``engine.tally``.
"""
