"""The frozen app's entry script: the same as ``python -m spades_desktop`` (PyInstaller needs a script file)."""

import sys

from spades_desktop.app import main

if __name__ == "__main__":
    sys.exit(main())
