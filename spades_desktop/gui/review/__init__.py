"""Hand review: step through a recorded hand with every card face up, what was possible, and the coach."""

from .window import ReviewWindow, open_review

__all__ = ["ReviewWindow", "open_review"]
