"""The bots' reasons speak Russian in the hint and the hand review; ``explain()`` stays the English text.

Every reason is a ``Message`` (an English template with named values); the
templates are the literal ``Message.of("...")`` calls that
``assets/translations/sources.py`` finds in ``spades_desktop/ai``, so each
needs its Russian in ``ru.py``. Here the bots play a hand of every preset and
every template they actually used (nested ones too) must be among those
sources and have its Russian.
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

from pytestqt.qtbot import QtBot

from spades_desktop.ai.base import Player, make_player, reason_message
from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, Card, Game, HandScored, Phase, RuleSet
from spades_desktop.gui import texts
from spades_desktop.gui.application import make_application
from spades_desktop.gui.main_window import MainWindow
from spades_desktop.gui.review import ReviewWindow
from spades_desktop.gui.review.coach_text import message_text
from spades_desktop.record import GameRecord
from spades_desktop.rules import load_all

from .conftest import human_view, play_until, setup_for, start

FOLDER = Path(__file__).resolve().parents[2] / "assets" / "translations"
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")
# Values the Russian keeps as they are: the big bids' proper names and the bidding systems' names.
KEPT_KEYS = frozenset({"name", "system"})


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"spades_translation_{name}_reasons", FOLDER / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module



def templates(message: Message) -> Iterator[str]:
    yield message.template
    for _key, value in message.args:
        if isinstance(value, Message):
            yield from templates(value)


def keeps_english(message: Message) -> bool:
    """The message (or a nested one) carries a value that stays English on purpose."""
    return any(key in KEPT_KEYS or (isinstance(value, Message) and keeps_english(value)) for key, value in message.args)


@cache
def reasons_given() -> tuple[Message, ...]:
    """Every reason Random, Easy and Normal gave over one hand of every preset (and a few more rule sets)."""
    out: list[Message] = []
    rule_sets = [p.rules for p in load_all()] + [RuleSet(players=2, partnerships=False, draw_phase=True,
                                                          blind_nil_redraw=3)]
    for n, rules in enumerate(rule_sets):
        game = Game(rules, 100 + n)
        normal = "normal:bid_samples=16"  # the bid search gives its reasons at any size
        levels = (normal, "easy", "random", normal, "easy", normal)
        players = [make_player(levels[s % len(levels)], n * 10 + s) for s in range(rules.players)]
        out += hand_reasons(game, players)
    return tuple(out)


def hand_reasons(game: Game, players: list[Player]) -> list[Message]:
    """The reasons ``players`` give for every decision of ``game``'s next hand, played to its score."""
    out: list[Message] = []
    while not game.is_over:
        seat = game.to_act
        assert seat is not None
        action = players[seat].choose(game.view(seat))
        message = reason_message(players[seat])
        assert str(message) == players[seat].explain(), "explain() is the English of the message"
        out.append(message)
        if any(isinstance(e, HandScored) for e in game.apply(action)):
            break
    return out


@cache
def hard_reasons() -> tuple[Message, ...]:
    """Every reason four Hard bots (a small search) gave over a hand of the standard rules and of ``nil-pass``."""
    out: list[Message] = []
    presets = {p.id: p.rules for p in load_all()}
    for n, rules in enumerate((RuleSet(), presets["nil-pass"])):
        game = Game(rules, 300 + n)
        players = [make_player("hard:samples=12,worlds=6,bid_samples=24", n * 10 + s) for s in range(4)]
        out += hand_reasons(game, players)
    return tuple(out)


def test_hard_gives_its_reasons_as_messages_with_russian(russian: None) -> None:
    messages = hard_reasons()
    own = [m for m in messages if "{guesses} of the" in m.template]
    assert own, "the search chose another card or bid than Normal's at least once, and said why"
    ru = _load("ru").RU
    found = {text for context, text in _load("sources").pure_texts() if context == "Coach"}
    used = {t for message in messages for t in templates(message)}
    assert not sorted(used - found), "every template is a literal Message.of that sources.py finds"
    assert not [t for t in used if ("Coach", t) not in ru], "every template has its Russian"
    for message in messages:
        text = message_text(message)
        assert text and not LATIN_WORD.search(text), f"{str(message)!r} became {text!r}"


def test_every_template_the_bots_use_is_found_and_has_russian() -> None:
    ru = _load("ru").RU
    found = {text for context, text in _load("sources").pure_texts() if context == "Coach"}
    used = {t for message in reasons_given() for t in templates(message)}
    assert len(used) > 40, "the hands exercised many kinds of reasons"
    not_found = sorted(used - found)
    assert not not_found, f"templates sources.py does not find (not a literal Message.of?): {not_found}"
    missing = sorted(t for t in used if ("Coach", t) not in ru)
    assert not missing, f"templates without Russian in ru.py: {missing}"


def test_the_coachs_russian_points_come_after_okolo() -> None:
    # The noun's forms are those "около" takes ("около 1 очка", "около 5 очков"): "меньше примерно на 1 очка" and
    # "на 3 очков" were read.
    ru = _load("ru").RU
    said = [text for (context, _en), text in ru.items() if context == "Coach" and "{points}" in text]
    assert len(said) >= 5
    for text in said:
        assert "около {points}" in text, text


def test_the_reasons_read_as_russian(russian: None) -> None:
    checked = 0
    for message in reasons_given():
        text = message_text(message)
        assert text, message
        if not keeps_english(message):
            assert not LATIN_WORD.search(text), f"{str(message)!r} became {text!r}"
            checked += 1
    assert checked > 100


def test_a_reason_in_english_and_in_russian(qapp: object) -> None:
    make_application()
    nil = Message.of("I bid nil: low cards, about {chance} to make it", chance="62%")
    assert str(nil) == "I bid nil: low cards, about 62% to make it"
    assert message_text(nil) == str(nil), "without a translation the window shows the English"


def test_a_russian_reason(russian: None) -> None:
    nil = Message.of("I bid nil: low cards, about {chance} to make it", chance="62%")
    assert message_text(nil) == "Я заказываю нил: карты мелкие, шанс выполнить около 62%"


def test_the_hint_gives_a_russian_reason(qtbot: QtBot, window: MainWindow, russian: None) -> None:
    start(qtbot, window, setup_for(seed=52))
    play_until(qtbot, window, lambda w: human_view(w).phase is Phase.PLAY)
    with qtbot.waitSignal(window.controller.hint_ready, timeout=10_000) as blocker:
        window.hint_action.trigger()
    reason = blocker.args[1]
    assert reason and re.search("[а-яё]{4}", reason), reason
    assert not LATIN_WORD.search(reason), reason
    status = window.status()
    said = texts.hint_reason(reason)  # said to the player: "берите…", not the bot's "я беру…"
    assert status.startswith("Подсказка:") and said in status, status
    assert not re.search(r"(?i)\b(я|мой|моя|мои|меня|мне)\b", said), said


def test_the_review_gives_a_russian_reason(qtbot: QtBot, russian: None) -> None:
    game = Game(RuleSet(), 21)
    bots = [make_player("normal", s) for s in range(4)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act].choose(  # type: ignore[index]
            game.view(game.to_act)))):  # type: ignore[arg-type]
        pass
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    bot_steps = [i for i, (seat, _a) in enumerate(record.hands[0].actions) if seat != 0]
    reasons = [win.bot_reason(i) for i in bot_steps[:12]]
    assert all(reasons), reasons
    for reason in reasons:
        assert re.search("[а-яё]{4}", reason) and not LATIN_WORD.search(reason), reason


def test_the_reviews_reason_starts_lower_case_after_its_colon_in_russian(qtbot: QtBot, russian: None) -> None:
    # "Причина: Я заказываю 3: …": Russian starts the part after a colon lower case; names keep their capital
    game = Game(RuleSet(), 21)
    bots = [make_player("normal", s) for s in range(4)]
    while not any(isinstance(e, HandScored) for e in game.apply(bots[game.to_act].choose(  # type: ignore[index]
            game.view(game.to_act)))):  # type: ignore[arg-type]
        pass
    record = GameRecord.from_game(game, kinds=["human", "bot:normal", "bot:normal", "bot:normal"])
    win = ReviewWindow(record, 0, samples=6)
    qtbot.addWidget(win)
    step = next(i for i, (seat, _a) in enumerate(record.hands[0].actions) if seat != 0)
    win.go(step)
    said = [line for line in win.info.toPlainText().splitlines() if line.startswith("Причина: ")]
    assert said and said[0].startswith("Причина: я "), said
    seat_first = Message.of("{seat}: {action} was as good as any choice here.", seat="South",
                            action=Message.of("a bid of {bid}", bid=Bid(4)))
    assert message_text(seat_first, mid_sentence=True).startswith("Юг: "), "a seat's name keeps its capital"


def test_the_reviews_reason_keeps_english_i_after_its_colon(qtbot: QtBot, qapp: object) -> None:
    make_application()
    nil = Message.of("I bid nil: low cards, about {chance} to make it", chance="62%")
    assert message_text(nil, mid_sentence=True) == "I bid nil: low cards, about 62% to make it"
    cover = Message.of("{why}: I cash the {card}", why=Message.of("covering my partner's nil"), card=Card.parse("AD"))
    assert message_text(cover, mid_sentence=True) == "covering my partner's nil: I cash the A♦"


def test_the_russian_reasons_count_tricks_and_points_with_their_nouns(russian: None) -> None:
    # Russian family QA: the hint read «вам ещё нужны взятки (7)» and «… даёт больше очков за раздачу (+12)»: a
    # grandmother could not tell what the 7 or the +12 was.
    assert message_text(Message.of("we still need {need} tricks", need=7)) == "нам не хватает ещё 7 взяток"
    assert message_text(Message.of("I still need {need} trick", need=1)) == "мне не хватает ещё 1 взятки"
    said = message_text(Message.of(
        "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, {bid} "
        "scores {gain} points a hand more", bid=Bid(5), count=4, guesses=18, gain="+12"))
    assert said.endswith("5 даёт больше очков за раздачу: в среднем +12 очков"), said
    said = message_text(Message.of(
        "I play the {card}: played out over {guesses} of the hidden hands, it scores {gain} points a hand more "
        "than the {other}", card=Card.parse("4D"), guesses=30, gain="+3", other=Card.parse("JH")))
    assert said.endswith("чем J♥: в среднем +3 очка"), said
    assert "(" not in said


def test_cards_alike_out_of_the_suit_led_say_both_suits_in_russian(russian: None) -> None:
    """Recheck QA: «масти пики у меня нет, мои diamonds равноценны»: the suit thrown from stayed English."""
    from spades_desktop.ai.normal import NormalPlayer

    said = []
    for deal in range(60, 64):
        game = Game(RuleSet(), deal)
        players: list[Player] = [NormalPlayer(seed=s) for s in range(4)]
        said += [m for m in hand_reasons(game, players) if m.template.startswith("I have no {suit}: my {thrown}")]
    assert said, "the deals no longer throw alike cards out of the suit led"
    for message in said:
        text = message_text(message)
        assert not LATIN_WORD.search(text) and " у меня кончились, мои " in text, text
        assert "у вас кончились, ваши " in texts.hint_reason(text), texts.hint_reason(text)
