"""How wide a short text prints on a sheet, without Qt; pure Python.

The page layout must know before painting whether a call-out fits its Points
cell (a long one becomes a numbered note under the table, and the notes take
room on the page). The painter asks for "DejaVu Sans"; these are its advance
widths, upright or oblique (the wider of the two), rounded up to a hundredth
of an em. A character not listed counts as wide. Where another font stands in
for DejaVu Sans the painter still measures with Qt and never draws below the
sheet's smallest size (``paint.py``).
"""

from __future__ import annotations

_UNKNOWN = 1100  # thousandths of an em: wider than any letter below
_GROUPS: tuple[tuple[str, int], ...] = (
    ("'ijl", 280),
    ("IJ", 300),
    (" ,.\u00b7\u00a0", 320),
    ("/:;\\|", 340),
    ("f", 360),
    ("-", 370),
    ("()[]t", 400),
    ("!", 410),
    ("r", 420),
    ('"', 460),
    ("*_`\u2013", 500),
    ("szг", 530),
    ("?з", 540),
    ("cсэ", 550),
    ("L", 560),
    ("Fk", 580),
    ("вть", 590),
    ("vxyухч", 600),
    ("PГРУкя", 610),
    ("TYaeoТабеоё", 620),
    ("$0123456789ESbdghnpqu{}ЕлрЁ", 640),
    ("Зий", 650),
    ("Kнп", 660),
    ("ABVXZАБВХЧЬц", 690),
    ("CRСЭЯд", 700),
    ("Къ", 710),
    ("U", 740),
    ("NИЙ", 750),
    ("HЛНПм", 760),
    ("&DGЦ", 780),
    ("OQДОы", 790),
    ("w", 820),
    ("#+<=>^~Ъ\u2717\u2212\u2192", 840),
    ("ю", 850),
    ("ф", 860),
    ("MМФ", 870),
    ("Ы", 890),
    ("\u2660\u2605", 900),
    ("ж", 910),
    ("ш", 920),
    ("щ", 950),
    ("%", 960),
    ("\u00bd", 970),
    ("m", 980),
    ("W", 990),
    ("@\u2014\u2026", 1000),
    ("\u2116", 1050),
    ("Ш", 1070),
    ("ЖЮ", 1080),
    ("Щ", 1100),
)
_ADVANCE: dict[str, int] = {char: width for chars, width in _GROUPS for char in chars}


def text_width(text: str, size_mm: float) -> float:
    """The width in millimetres of ``text`` in the sheet's font (regular or italic) at ``size_mm``."""
    return sum(_ADVANCE.get(char, _UNKNOWN) for char in text) * size_mm / 1000.0
