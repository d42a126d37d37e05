"""The frozen reference: the Normal player as it was on its first release (version 1).

Benchmarks measure Normal and Hard against it (``bench/ai_match.py --b
reference``). These modules are a verbatim copy of ``ai/`` at that version and
are never edited, so old figures stay comparable; improve ``ai/`` instead.
"""

from __future__ import annotations

from .normal import NormalPlayer


class ReferencePlayer(NormalPlayer):
    """Normal, version 1."""

    name = "reference"


__all__ = ["ReferencePlayer"]
