"""History lists a duplicate match's deal as a deal, not as a game won or lost (duplicate QA, session 54)."""

from __future__ import annotations

from pathlib import Path

from spades_desktop.gui.history.model import GamesModel
from spades_desktop.history import Filters, open_history
from tests.history.test_duplicate_deals import duplicate_deal, standard_game


def test_a_duplicate_deal_is_listed_with_its_scores_and_without_won_by(qapp: object, tmp_path: Path) -> None:
    """QA: each deal read as an ordinary game, "63 / −100 — won by Wes & Ethan", where docs/statistics.md says a
    deal is not won or lost."""
    with open_history(tmp_path / "history.sqlite") as history:
        deal_id = history.store(duplicate_deal(2, 4, "2026-05-02T10:02:00"), now="2026-05-02T11:00:00")
        game_id = history.store(standard_game(3, "2026-05-01T10:00:00"), now="2026-05-02T11:00:00")
        games = history.games(Filters())
    model = GamesModel()
    model.set_games(games)
    by_id = {g.id: g for g in games}
    deal, game = by_id[deal_id], by_id[game_id]
    assert deal.duplicate and not game.duplicate
    text = model.text(deal, GamesModel.RESULT)
    totals = " / ".join(str(t).replace("-", "\u2212") for t in deal.totals)
    assert text == f"{totals} — duplicate deal: You & Nora / Wes & Ethan"
    assert "won by" not in text and model.tip(deal, GamesModel.RESULT) == text
    assert "— won by " in model.text(game, GamesModel.RESULT), "an ordinary game keeps its winners"
