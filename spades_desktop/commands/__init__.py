"""Subcommands of ``python -m spades_desktop``; see ``spades_desktop.cli``."""
