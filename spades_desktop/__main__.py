"""``python -m spades_desktop``: the command line (no arguments starts the game)."""

from __future__ import annotations

import sys

from .cli import main

if __name__ == "__main__":
    sys.exit(main())
