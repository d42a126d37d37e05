"""Player-facing words for engine values (bids, seats, levels, phases, errors), all translatable."""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Mapping, Sequence

from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

from ..engine import (
    Action,
    Bid,
    BidKind,
    Card,
    DrawChoice,
    Look,
    PassCards,
    Play,
    Redraw,
    RuleSet,
    SeatView,
    SpadesError,
    Suit,
    parse_action,
)
from ..engine.bidlist import BidChoice, range_text, read_bid_list
from ..engine.errors import SEAT_PARAMS, Param, Reason, render, thawed_reason
from ..engine.game import MERCY_REASON as MERCY_REASON  # the engine's reason: the window names the side that fell
from ..engine.game import TARGET_REASON as TARGET_REASON  # ... and the game-over panel the side that reached it
from ..engine.table import TRUMP, table_for
from ..record.names import NAME_LONGEST
from ..rules.card import count_of as count_of  # the counted nouns live with the rules card's Russian rule
from ..rules.card import noun_for as noun_for
from ..sheets.model import bid_mark


def tr(text: str) -> str:
    """Translate in the empty context: where ``pyside6-lupdate`` files module-level ``tr()`` calls."""
    return QCoreApplication.translate("", text)


def date_text(stamp: str) -> str:
    """The date of an ISO stamp (``2026-12-05T10:35:00``) as the player's language writes it: "2026-12-05",
    «05.12.2026» (Russian QA: the ISO date looked foreign)."""
    year, month, day = stamp[:4], stamp[5:7], stamp[8:10]
    if not (year.isdigit() and month.isdigit() and day.isdigit()):
        return stamp[:10]
    return tr("{year}-{month}-{day}").format(year=year, month=month, day=day)


def date_time_text(stamp: str) -> str:
    """``date_text`` and the time to the minute: "2026-12-05 10:35", «05.12.2026 10:35»."""
    time = stamp[11:16]
    return f"{date_text(stamp)} {time}" if len(time) == 5 else date_text(stamp)


def sheet_tr(text: str) -> str:
    """The ``tr`` handed to the pure score-sheet model (``sheets.model``): its texts live in the "ScoreSheet" context.

    ``pyside6-lupdate`` cannot see them (the model is Qt-free); ``assets/translations`` lists them itself.
    """
    return QCoreApplication.translate("ScoreSheet", text)


def dotted(parts: Sequence[str | Sequence[str]]) -> str:
    """Parts of a line joined by " · ", for a label that wraps: a line breaks after a dot, never inside a part
    ("bag" / "count 1", "lose at" / "-200"). A part given as its phrases (a tuple) may also break between them,
    never inside one: "contract 5 made +90" / "(blind 4 × 20 + 1 × 10)" (as one part it was wider than a small
    table's hand summary, which then left the whole line out, QA)."""
    def unbroken(part: str | Sequence[str]) -> str:
        phrases = (part,) if isinstance(part, str) else part
        return " ".join(phrase.replace(" ", "\u00a0") for phrase in phrases)

    return "\u00a0· ".join(unbroken(part) for part in parts)


def minus(value: int) -> str:
    """A score with a true minus sign: "−330", not "-330" (a hyphen beside a dash read "168 – -330")."""
    return str(value).replace("-", "\u2212")


def signed(value: int) -> str:
    """A hand's points with their sign and a true minus: "+60", "−130", "+0" (the hand's summary wrote "-130")."""
    return minus(f"{value:+d}")


def speaks_russian() -> bool:
    """Does the window speak Russian (View ▸ Language, else the system's language)?"""
    return QLocale().language() == QLocale.Language.Russian


def ui_locale() -> QLocale:
    """The locale of the language the window speaks (View ▸ Language, else the system's): Russian when it speaks
    Russian, else English, so a number is written as the words around it are ("−40,7" beside Russian words, never
    a German "40,7" beside English ones). No thousands separator, as the scores have none."""
    if speaks_russian():
        locale = QLocale(QLocale.Language.Russian, QLocale.Country.Russia)
    else:
        locale = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    locale.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    return locale


def decimal(value: float, digits: int = 1, *, sign: bool = False) -> str:
    """``value`` with ``digits`` decimals as the window's language writes it, with a true minus sign: "−156,5" in
    Russian, "−156.5" in English; ``sign`` writes "+" before a positive value (and zero) too, as "+.1f" would."""
    shown = ui_locale().toString(float(abs(value)), "f", digits)
    negative = value < 0 and round(value, digits) != 0  # never "−0"
    return ("\u2212" if negative else "+" if sign else "") + shown


_WRITTEN_NUMBER = re.compile(r"([+-]?)\d+(?:\.(\d+))?")


def written_number(text: str) -> str:
    """A number the pure layers wrote as text ("2.5", "+6", "-3") as the window's language writes it ("2,5",
    "+6", "−3" in Russian); any other text as it is."""
    found = _WRITTEN_NUMBER.fullmatch(text)
    if found is None:
        return text
    return decimal(float(text), len(found[2] or ""), sign=found[1] == "+")


def after_dash(text: str) -> str:
    """``text`` put after a name and a dash ("Sam — ваш ход"): Russian goes on in lower case there, English keeps
    its capital ("Sam — Your turn"). For a sentence of the game's own (its first word is never a name)."""
    if speaks_russian():
        return text[:1].lower() + text[1:]
    return text


def score_line(totals: Sequence[int]) -> str:
    """Totals side by side: "168 to −330" (Russian "168 : −330"); the winner's first where the caller puts it."""
    return tr(" to ").join(minus(total) for total in totals)


def final_totals(rules: RuleSet, totals: Sequence[int], winner: int | None, names: Sequence[str],
                 sep: str = " \u00b7 ") -> str:
    """``ranked_totals`` with the sides named by their players."""
    return ranked_totals([side_label(rules, side, names) for side in range(len(totals))], totals, winner, sep)


def ranked_totals(titles: Sequence[str], totals: Sequence[int], winner: int | None, sep: str = " \u00b7 ") -> str:
    """A game's end scores, the winner's first: "61 to −400" for two sides; from three sides each named by its
    ``titles``, the others highest first: "Nina 61 · Will 52 · Wes 40 · You −400" (QA: "61 to −400 to 52 to 40"
    named nobody); ``sep`` ", " for speech. The scorepad's banner, the status line and the screen reader say it."""
    from ..sheets.model import others_ranked

    if len(totals) <= 2 or winner is None:
        first = [winner] if winner is not None else []
        return score_line([*(totals[s] for s in first), *(t for i, t in enumerate(totals) if i not in first)])
    return sep.join(f"{titles[side]} {minus(totals[side])}" for side in [winner, *others_ranked(totals, winner)])


def side_names(names: Sequence[str]) -> str:
    """A side's players as one title, as the score sheet writes it: "Ann & Cy" ("Аня и Кира" in Russian)."""
    from ..sheets.model import side_title

    return side_title(names, sheet_tr)


def side_label(rules: RuleSet, side: int, names: Sequence[str]) -> str:
    """The title of side ``side`` from the names of the seats (a seat without a name is left out)."""
    return side_names([names[s] for s in range(rules.players) if rules.side_of(s) == side and s < len(names)])


def engine_tr(text: str) -> str:
    """Translate an engine text (an error template, a phase verb, a suit noun) in the "engine" context."""
    return QCoreApplication.translate("engine", text)


def position_name(position: str) -> str:
    return {
        "south": tr("South"),
        "west": tr("West"),
        "north": tr("North"),
        "east": tr("East"),
        "southwest": tr("South-west"),  # the six-seat table (players.cancellation)
        "northwest": tr("North-west"),
        "northeast": tr("North-east"),
        "southeast": tr("South-east"),
    }.get(position, position)


def default_name(position: str) -> str:
    """Friendly default player names, one per position (South is the person playing)."""
    return {"south": tr("You"), "west": tr("Wes"), "north": tr("Nora"), "east": tr("Ethan"),
            **_six_seat_names()}.get(position, position)


def bot_name(position: str) -> str:
    """Friendly default names of the computer players, one per position."""
    return {"south": tr("Sam"), "west": tr("Wes"), "north": tr("Nora"), "east": tr("Ethan"),
            **_six_seat_names()}.get(position, position)


def _six_seat_names() -> dict[str, str]:
    """The default names of the six-seat table's side seats (players.cancellation)."""
    return {"southwest": tr("Will"), "northwest": tr("Nina"), "northeast": tr("Ned"), "southeast": tr("Eva")}


def seat_default_name(position: str, human: bool, humans: int) -> str:
    """A seat's name when none was typed: "You" for the only human, the position for several, else a bot name."""
    if human:
        return tr("You") if humans == 1 else position_name(position)
    return bot_name(position)


@functools.cache
def you_in_every_language() -> frozenset[str]:
    """"You" as English and every shipped translation write it: the name the only person at the table gets
    when none is typed, whichever language the game was started in."""
    names = {"You"}
    try:
        from ..paths import assets_dir

        folder = assets_dir() / "translations"
        for qm in sorted(folder.glob("*.qm")):
            translator = QTranslator()
            if translator.load(str(qm)):
                names.add(translator.translate("", "You") or "You")
    except (FileNotFoundError, OSError):
        pass
    return frozenset(names)


def shown_person_name(name: str, humans: int) -> str:
    """A recorded person's name as the window shows it now: the only person's default "You" in this language
    (a game started in English and resumed in Russian says «Вы»), any other name as it was typed (``shown_name``
    cuts a very long one short where it is shown)."""
    return tr("You") if humans == 1 and name in you_in_every_language() else name


_JOINERS = frozenset("\u200c\u200d")  # a zero-width (non-)joiner binds the letters either side of it


def shown_name(name: str, longest: int = NAME_LONGEST) -> str:
    """A player's name as the window's texts show it: whole up to ``NAME_LONGEST`` characters (what a name field
    takes), else cut short with "…" to that many. A hand-edited saved game, the settings, the history or a score
    file may hold a name thousands of letters long: whole, it made the hand-off cover, the hand's summary, the
    game-over panel and message boxes wider than the screen. The record and the history keep the name whole.
    ``longest``: fewer characters, where a text names the players many times (the pass-and-play recap).

    The cut never parts a letter from its accents or a joined emoji from its other half."""
    if len(name) <= longest:
        return name
    end = longest - 1
    while end > 1 and (unicodedata.category(name[end])[0] == "M" or name[end] in _JOINERS
                       or name[end - 1] in _JOINERS or "\ufe00" <= name[end] <= "\ufe0f"):
        end -= 1
    return name[:end].rstrip() + "…"


def default_names(position: str, human: bool = False) -> set[str]:
    """Every default name a seat at ``position`` may have (a typed name equal to one of them is no name). A
    person's seat keeps a bot's name typed for it: a family's Wes sitting West is called Wes, not "West"."""
    if human:
        return {position_name(position), tr("You")}
    return {default_name(position), bot_name(position), position_name(position), tr("You")}


def level_name(level: str) -> str:
    return {
        "human": tr("Human"),
        "easy": tr("Easy bot"),
        "normal": tr("Normal bot"),
        "hard": tr("Hard bot"),
    }.get(level, level)


def level_description(level: str) -> str:
    """What a seat's kind means for the people at the table: the level list's tooltips (docs/gui.md)."""
    return {
        "human": tr("A person at this screen. With two or more people the game is pass and play: each hand "
                    "stays hidden until its player is ready."),
        "easy": tr("A casual player: it miscounts its hand now and then, picks about one card in three at "
                   "random and may forget to cover its partner's nil. Good for learning the game."),
        "normal": tr("A steady player who follows the rules of good play: it counts its hand, covers its "
                     "partner's nil, ducks its bags and sets the opponents' nils."),
        "hard": tr("The strongest partner and opponent: for each card it plays the hand out hundreds of times "
                   "over guesses of the hidden cards, in up to about a quarter of a second."),
    }.get(level, "")


def level_short(level: str) -> str:
    """A seat's kind in one word, for a narrow name plate: "Normal" for "Normal bot"."""
    return {
        "human": "",
        "easy": tr("Easy"),
        "normal": tr("Normal"),
        "hard": tr("Hard"),
    }.get(level, level)


def bid_text(bid: Bid) -> str:
    """A bid as a player says it: "4", "Nil", "Blind nil", "Blind 5", "10 for 200", "Moon"."""
    if bid.kind is BidKind.NORMAL:
        return str(bid.tricks)
    if bid.kind is BidKind.NIL:
        return tr("Nil")
    if bid.kind is BidKind.BLIND_NIL:
        return tr("Blind nil")
    if bid.kind is BidKind.BLIND:
        return tr("Blind {0}").format(bid.tricks)
    if bid.kind is BidKind.TEN_FOR_200:
        return tr("10 for 200")
    if bid.kind is BidKind.BLIND_MOON:
        return tr("Blind moon")
    if bid.kind is BidKind.LEXINGTON:
        return tr("Lexington")
    if bid.kind is BidKind.BLIND_SIX:
        return tr("Blind 6 (side)")
    if bid.kind is BidKind.NO_TRUMP:
        return tr("{0} no trump").format(bid.tricks)
    if bid.kind is BidKind.HALF:
        return tr("{0}½").format(bid.tricks)
    if bid.kind is BidKind.AUCTION:
        return tr("{0} ({1} tricks)").format(bid.tricks, bid.promised)
    if bid.kind is BidKind.PASS:
        return tr("Pass")
    if bid.kind is BidKind.MISDEAL:
        return tr("Misdeal")
    if bid.kind is BidKind.NO_SHOW:
        return tr("No show")
    if bid.kind is BidKind.SHOW:
        return (tr("Show clubs"), tr("Show diamonds"), tr("Show hearts"), tr("Show spades"))[bid.tricks]
    if bid.kind is BidKind.SIDE:
        return tr("{0} for the side").format(bid.tricks)
    if bid.kind is BidKind.ACES:
        return tr("{0}, keeping the aces").format(bid.tricks)
    if bid.kind is BidKind.SIDE_ACES:
        return tr("{0} for the side, keeping the aces").format(bid.tricks)
    if bid.kind is BidKind.LITTLE_MO:
        return tr("Little Mo")
    if bid.kind is BidKind.BIG_MO:
        return tr("Big Mo")
    if bid.kind is BidKind.LITTLE_BEMO:
        return tr("{0} + Little Bemo").format(bid.tricks)
    if bid.kind is BidKind.BIG_BEMO:
        return tr("{0} + Big Bemo").format(bid.tricks)
    return tr("Moon")


def bid_object(bid: Bid) -> str:
    """A bid as the object of a verb ("bid {0}", "You bid {0}."): its words in the form a language puts there
    (context "BidObject": Russian «заказать нил», «заказать луну», where «заказать Нил», «заказать Луна» were
    said); English as ``bid_text`` says it. A number bid is the same in every position."""
    return _named_bid(bid, {
        BidKind.NIL: QCoreApplication.translate("BidObject", "Nil"),
        BidKind.BLIND_NIL: QCoreApplication.translate("BidObject", "Blind nil"),
        BidKind.MOON: QCoreApplication.translate("BidObject", "Moon"),
        BidKind.BLIND_MOON: QCoreApplication.translate("BidObject", "Blind moon"),
        BidKind.LEXINGTON: QCoreApplication.translate("BidObject", "Lexington"),
        BidKind.PASS: QCoreApplication.translate("BidObject", "Pass"),
        BidKind.LITTLE_MO: QCoreApplication.translate("BidObject", "Little Mo"),
        BidKind.BIG_MO: QCoreApplication.translate("BidObject", "Big Mo"),
        BidKind.BLIND: QCoreApplication.translate("BidObject", "Blind {0}"),
        BidKind.BLIND_SIX: QCoreApplication.translate("BidObject", "Blind 6 (side)"),
        BidKind.LITTLE_BEMO: QCoreApplication.translate("BidObject", "{0} + Little Bemo"),
        BidKind.BIG_BEMO: QCoreApplication.translate("BidObject", "{0} + Big Bemo"),
    })


def bid_noun(bid: Bid) -> str:
    """A bid named after a noun ("Undone: bid {0}."): context "BidNoun", Russian in lower case as a common noun
    («Отменено: заказ нил», «заказ слепая луна»; «заказ Нил» was said); English as ``bid_text`` says it."""
    return _named_bid(bid, {
        BidKind.NIL: QCoreApplication.translate("BidNoun", "Nil"),
        BidKind.BLIND_NIL: QCoreApplication.translate("BidNoun", "Blind nil"),
        BidKind.MOON: QCoreApplication.translate("BidNoun", "Moon"),
        BidKind.BLIND_MOON: QCoreApplication.translate("BidNoun", "Blind moon"),
        BidKind.LEXINGTON: QCoreApplication.translate("BidNoun", "Lexington"),
        BidKind.PASS: QCoreApplication.translate("BidNoun", "Pass"),
        BidKind.LITTLE_MO: QCoreApplication.translate("BidNoun", "Little Mo"),
        BidKind.BIG_MO: QCoreApplication.translate("BidNoun", "Big Mo"),
        BidKind.BLIND: QCoreApplication.translate("BidNoun", "Blind {0}"),
        BidKind.BLIND_SIX: QCoreApplication.translate("BidNoun", "Blind 6 (side)"),
        BidKind.LITTLE_BEMO: QCoreApplication.translate("BidNoun", "{0} + Little Bemo"),
        BidKind.BIG_BEMO: QCoreApplication.translate("BidNoun", "{0} + Big Bemo"),
    })


def _named_bid(bid: Bid, names: dict[BidKind, str]) -> str:
    """``bid`` in the words of ``names`` (one context's, ``{0}`` the tricks), else as ``bid_text`` says it."""
    name = names.get(bid.kind)
    return name.format(bid.tricks) if name is not None else bid_text(bid)


# A word after which Russian puts a card or a bid in the object's form (the accusative): a verb's infinitive
# («сыграть»), first or third person («играю», «заказывает», «заказывают»), imperative («сбрасывайте»,
# «оставьте»), or a feminine adjective in that case («опасную», «старшую,»). English says the object as the
# subject, so its words never change.
_OBJECT_BEFORE = re.compile(r"(?:ть|[аяеоую]ю|[аяеу]ет|ёт|[аяеу]ют|[её]те|йте|ите|ьте)\s*,?\s*(?:«)?$", re.IGNORECASE)


def takes_object(before: str) -> bool:
    """Does a card or a bid written right after ``before`` stand as a verb's object (``_OBJECT_BEFORE``)?"""
    return _OBJECT_BEFORE.search(before) is not None


def bid_short(bid: Bid) -> str:
    """A bid in a small badge: "4", "N", "BN", "B5", "10/200", "M"."""
    return {
        BidKind.NIL: tr("N"),
        BidKind.BLIND_NIL: tr("BN"),
        BidKind.MOON: tr("M"),
        BidKind.BLIND_MOON: tr("BM"),
        BidKind.LEXINGTON: tr("LX"),
        BidKind.BLIND_SIX: tr("B6S"),
        BidKind.PASS: tr("P"),
        BidKind.LITTLE_MO: tr("LMo"),
        BidKind.BIG_MO: tr("BMo"),
    }.get(bid.kind, bid.short)


def bid_choice_text(choice: BidChoice) -> str:
    """One kind of bid in the player's words with the sheet's mark ("слепой 1–7", "нил (Н)"), as the scorekeeper's
    entry row reads them back (``scorekeeper.entry.typed_bid_forms``)."""
    bid = choice.bid
    said = bid_text(bid).lower()
    extras = []
    if choice.most is not None and bid.kind is BidKind.AUCTION:  # «1–7 (7–13 взяток)»: the bid and the side's
        top = Bid(choice.most, bid.kind)  # tricks, each a range (a plain «3» is typed for the auction's 3)
        ranges = {str(bid.tricks): f"{bid.tricks}\u2013{top.tricks}",
                  str(bid.promised): f"{bid.promised}\u2013{top.promised}"}
        said = re.sub(r"\d+", lambda number: ranges.get(number.group(), number.group()), said)
    elif choice.most is not None and bid.kind is BidKind.HALF:  # «0½–12½», as the engine's "0.5-12.5" (not «0–12½»)
        said = f"{said}\u2013{bid_text(Bid(choice.most, bid.kind)).lower()}"
    elif choice.most is not None:
        low, most = bid.tricks, choice.most  # «1–13»: a range's dash, not the hyphen of "1-13"
        said = range_text(said, low, most).replace(f"{low}-{most}", f"{low}\u2013{most}", 1)
    else:
        mark = bid_mark(bid, sheet_tr)
        if mark.casefold() != said.casefold():
            extras.append(mark)
    if choice.note:
        notes = {"the first partner's count": QCoreApplication.translate("HandEntryBar", "the first partner's count"),
                 "the side's bid": QCoreApplication.translate("HandEntryBar", "the side's bid")}
        extras.append(notes.get(choice.note, choice.note))
    if extras and said.endswith(")"):  # «7 (13 взяток, 7+6)», not «7 (13 взяток) (7+6)»
        return f"{said[:-1]}, {', '.join(extras)})"
    return f"{said} ({', '.join(extras)})" if extras else said


def bid_choices_text(choices: Sequence[BidChoice]) -> str:
    """Kinds of bid in the player's words (``bid_choice_text``), as a list: "1–13, нил (Н), слепой нил (СН)"."""
    parts = [bid_choice_text(choice) for choice in choices]
    return ("; " if any("," in part for part in parts) else ", ").join(parts)


def bid_list_text(text: str) -> str:
    """The engine's list of bids ("1-13, nil, blind 1-7, 10 for 200": a refusal's bids open now) in the player's
    language, each kind as the scorekeeper names it (``bid_choices_text``); English keeps the engine's words."""
    if not speaks_russian():
        return text
    try:
        return bid_choices_text(read_bid_list(text))
    except ValueError:
        return text


def suit_noun(suit: Suit) -> str:
    """A suit as a player names it: "hearts" (the engine's word, in the nominative where languages decline it)."""
    return engine_tr(suit.noun)


def trump_text(suit: Suit) -> str:
    """The hand's trump suit for the table: "Trump: ♥ hearts"."""
    return tr("Trump: {0} {1}").format(suit.symbol, suit_noun(suit))


def weak_hand_reason(rules: RuleSet, cards: tuple[Card, ...] | list[Card]) -> str:
    """Why a hand is weak (deal.misdeal_weak_hand), in words: "only one trump", "no face card", or both.

    The engine decides whether the call is legal; this only says which of the preset's two tests the hand
    meets, counting trumps as the engine ranks them (``table_for``).
    """
    table = table_for(rules)
    trumps = sum(1 for card in cards if table.eff_suit[card.index] == TRUMP)
    parts = []
    if rules.misdeal_spades >= 0 and trumps <= rules.misdeal_spades:
        parts.append(tr("no trump") if trumps == 0 else tr("only one trump") if trumps == 1
                     else tr("only {0} trumps").format(trumps))
    if rules.misdeal_no_faces and not any(card.suit is not None and 11 <= card.rank <= 13 for card in cards):
        parts.append(tr("no face card"))
    return tr(" and ").join(parts)


def card_text(card: Card) -> str:
    if card.is_joker:
        return tr("Big Joker") if card.rank == 16 else tr("Little Joker")
    return card.pretty


def action_text(action: Action, theirs: bool = False) -> str:
    """An action in words: said to the player ("look at your cards": hints, the status line), or with ``theirs``
    of another seat ("East chose to look at their cards": the review, a bot's move)."""
    if isinstance(action, Bid):
        if action.kind is BidKind.SHOW:
            suit = suit_noun(Suit(action.tricks))
            return tr("show their {0}").format(suit) if theirs else tr("show your {0}").format(suit)
        if action.kind is BidKind.NO_SHOW:
            return tr("keep their cards hidden") if theirs else tr("keep your cards hidden")
        if action.kind is BidKind.MISDEAL:
            return tr("call a misdeal")
        if action.kind is BidKind.PASS:  # "bid Pass" (Russian «заказать Пас»)
            return tr("pass")
        return tr("bid {0}").format(bid_object(action))
    if isinstance(action, Look):
        return tr("look at their cards") if theirs else tr("look at your cards")
    if isinstance(action, Play):
        return tr("play the {0}").format(card_text(action.card))
    if isinstance(action, PassCards):
        return tr("pass {0}").format(", ".join(card_text(c) for c in action.cards))
    if isinstance(action, DrawChoice):
        return tr("keep the top card") if action.keep else tr("discard the top card")
    if isinstance(action, Redraw):
        if not action.cards:
            return tr("keep their hand") if theirs else tr("keep your hand")
        return tr("swap {0}").format(", ".join(card_text(c) for c in action.cards))
    return str(action)


def done_text(action: Action) -> str:
    """A move taken back or made again, after "Undone:" / "Redone:", named by a noun ("Undone: the play of the 2♣.";
    "Undone: play the 2♣." read like an order, and Russian needs "Отменено: заказ 13", not "заказать 13")."""
    if isinstance(action, Bid) and action.kind not in (BidKind.SHOW, BidKind.NO_SHOW, BidKind.MISDEAL):
        return QCoreApplication.translate("Undone", "the bid of {0}").format(bid_noun(action))
    if isinstance(action, Play):
        return QCoreApplication.translate("Undone", "the play of the {0}").format(card_text(action.card))
    if isinstance(action, Look):
        return QCoreApplication.translate("Undone", "the look at your cards")
    if isinstance(action, PassCards):
        cards = ", ".join(card_text(c) for c in action.cards)
        return QCoreApplication.translate("Undone", "the pass of {0}").format(cards)
    return action_text(action)


def sentence(text: str) -> str:
    """Engine messages start in lower case ("you must follow hearts"): make a sentence of them."""
    text = text.strip()
    if not text:
        return text
    first = text.split(maxsplit=1)[0]
    if not ("/" in first or "\\" in first or first.startswith(".")):  # a file's path keeps its letters ("imp/a.yaml")
        text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


# ------------------------------------------------------------- engine errors
_WORD_PARAMS = frozenset({"suit", "verb"})  # engine words: suit nouns, phase verbs


def _param_text(key: str, value: Param) -> str:
    if isinstance(value, tuple):  # a nested reason: its parts, joined as the engine joins them
        return "; ".join(_message(template, params) for template, params in value)
    text = str(value)
    if key in SEAT_PARAMS:  # English seat names ("West"); a name put there (a scorekept file's player) as it is
        said = position_name(text.lower())
        return text if said == text.lower() else said
    if key in _WORD_PARAMS:
        return engine_tr(text)
    if key == "open":  # the bids open to a seat now (``engine.bidlist.open_bids_reason``)
        return bid_list_text(text)
    if key == "card":
        try:
            return card_text(Card.parse(text))
        except ValueError:
            return text
    if key == "bid":
        try:
            action = parse_action(text)
        except ValueError:
            return text
        if isinstance(action, Bid):
            said = bid_text(action)
            return said[:1].lower() + said[1:]  # mid-sentence: "you cannot bid nil now"
    return text


def _message(template: str, params: Mapping[str, Param]) -> str:
    if not params:  # as ``render`` says it: no placeholders to fill (a text passed on as it is, "{" and all)
        return engine_tr(template)
    try:
        return engine_tr(template).format(**{key: _param_text(key, value) for key, value in params.items()})
    except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder: say it in English
        return render(template, params)


def reason_text(reason: Reason) -> str:
    """An engine reason (``SeatView.bid_reason``) in the player's language, its parts joined as the engine joins
    them: "in mirrors you bid your spade count (3)"."""
    return _param_text("reason", reason) if reason else ""


def bid_reason_sentence(view: SeatView) -> str:
    """The engine's whole reason for the bids open to ``view``'s seat, as a sentence ("In mirrors you bid your
    spade count (3)."): the bid panel's line, and the status line's when the bid is made for the player."""
    return sentence(reason_text(thawed_reason(view.bid_reason)))


def error_text(error: SpadesError) -> str:
    """An engine error in the player's language: its template and words translated, cards with their symbols."""
    if error.template is None:
        return str(error)
    return _message(error.template, error.params)


def problem_text(error: BaseException) -> str:
    """Why something cannot be done, in the player's language: an error of the game's pure layers (a rule set's
    ``RulesError``, a preset file's ``PresetError``: its file and line, the rule and what it allows) translated as
    ``error_text`` does; any other error's own text (the system's words for a file that cannot be read)."""
    if isinstance(error, SpadesError):
        return error_text(error)
    return str(error)


_HANDS_PLAYED = re.compile(r"all (\d+) hands were played")
_TIE_BROKEN = re.compile(r"the tie after hand (\d+) was broken in hand (\d+)")


def game_over_reason(reason: str) -> str:
    """Why a game ended (``GameOver.reason``), in the player's language."""
    found = _HANDS_PLAYED.fullmatch(reason)
    if found is not None:
        return QCoreApplication.translate("engine", "all {hands} hands were played").format(hands=found.group(1))
    found = _TIE_BROKEN.fullmatch(reason)
    if found is not None:
        return QCoreApplication.translate("engine", "the tie after hand {last} was broken in hand {hand}").format(
            last=found.group(1), hand=found.group(2))
    return engine_tr(reason)




def game_over_because(rules: RuleSet, reason: str, totals: Sequence[int], names: Sequence[str]) -> str:
    """Why a game ended, naming the side that fell when the losing score ended it: the engine's "the other side
    fell…" read, under "Winner: Wes & Ethan", as if the winners' opponents were meant, and the Russian said
    "the opponents" to the player whose own side had fallen."""
    if reason != MERCY_REASON or rules.mercy is None or not totals:
        return game_over_reason(reason)
    low = min(totals)
    fallen = [side for side, total in enumerate(totals) if total == low]
    who = " · ".join(side_label(rules, side, names) for side in fallen)
    return QCoreApplication.translate("engine", "{side} fell to {total}; the game is lost at {mercy}").format(
        side=who, total=minus(low), mercy=minus(rules.mercy))


# ------------------------------------------------------------------- hints
_RESTATED = re.compile(r"^I (?:bid|look at my cards|keep|chose)\b[^:]*: ")
_RATHER = re.compile(r"^I bid \S+ rather than ([^:]+): ")
_TRAILING_PLAY = re.compile(r"(?::|,? so) I (?:play|lead) the \S+$")  # "…: I lead the 4♦" only repeats the move
# "the 5♦ is my only legal card" after "play the 5♦" said the card twice: "it is your only legal card"
_ONLY_CARD = re.compile(r"^the \S+ is my only legal card$")
_RU_ONLY_CARD = re.compile(r"^\S+ — моя единственная разрешённая карта$")
_ACTION_VERBS = ("play|lead|trump|overtake|win|throw|discard|duck|cash|draw|stay|take|avoid|try|let|keep|pass|"
                 "swap|look|bid")
_IMPERATIVE = re.compile(rf"(^|: |; |, so |, )I (?=(?:{_ACTION_VERBS})\b)")


_OUR_SIDE = (  # the bot's "we" and "our" (its side) said to the player (their side)
    # "your side is 393 behind and need a big swing" (a beginner's QA): the verb after it agrees too
    (r"\bwe are ([^,:;()]*?) and need\b", r"your side is \1 and needs"), (r"\bwe lose\b", "your side loses"),
    (r"\bfor us\b", "for your side"),  # the auction defenders' "each trick … scores 10 for us"
    (r"\bwe are\b", "your side is"), (r"\bwe still need\b", "your side still needs"),
    (r"\bwe need\b", "your side needs"), (r"\bwe bid\b", "your side bids"),
    (r"\bwe (can|must|should)\b", r"your side \1"), (r"\bone of us\b", "one of you"), (r"\bour\b", "your"),
    (r"\bWe\b", "Your side"), (r"\bOur\b", "Your"),
)


def hint_reason(reason: str) -> str:
    """A bot's reason ("my partner's card should win: I play the 2♥") said to the player ("your partner's…").

    The hint already names the move, so a clause that only restates it is dropped; the bot's "I lead…" becomes
    advice ("lead…"), and its "I", "my" and "me" become "you" and "your".
    """
    # "I bid 4 rather than the 3 my cards count: …" keeps what the bid is compared with (the QA read only
    # "bid 4 — … 4 scores +8 points a hand more").
    text = _RATHER.sub(r"rather than \1: ", reason.strip())
    text = _RESTATED.sub("", text)
    text = _TRAILING_PLAY.sub("", text)
    text = _ONLY_CARD.sub("it is my only legal card", text)
    text = _RU_ONLY_CARD.sub("это моя единственная разрешённая карта", text)
    text = _IMPERATIVE.sub(lambda m: m.group(1), text)
    for bots, players in _OUR_SIDE:  # "we still need 2 tricks" was the bot's side, not the player's
        text = re.sub(bots, players, text)
    text = re.sub(r"\bI am\b", "you are", text)
    text = re.sub(r"\bI\b", "you", text)
    text = re.sub(r"\bmy\b", "your", text)
    text = re.sub(r"\bmine\b", "yours", text)  # "no card of mine holds this trick…" was read in the hint
    text = re.sub(r"\bMy\b", "Your", text)
    text = re.sub(r"\bme\b", "you", text)
    return _hint_reason_ru(text) if _CYRILLIC.search(text) else text


# The same for the Russian reasons (assets/translations/ru.py, context "Coach"): a restated move dropped, the
# bot's "я хожу…" made advice ("ходите…"), its "я", "мой" and "меня" made "вы", "ваш" and "вас".
_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
_RU_RATHER = re.compile(r"^Я заказываю \S+, а не ([^:]+): ")
_RU_RESTATED = re.compile(r"^(?:Я заказываю|Я смотрю карты|Я оставляю|Мой выбор)\b[^:]*: ")
_RU_TRAILING_PLAY = re.compile(r"(?::|,? поэтому) (?:я )?(?:играю|хожу картой) \S+$")
_RU_ADVICE = {  # the bot's verb (first person) -> advice to the player
    "играю": "играйте", "хожу": "ходите", "сбрасываю": "сбрасывайте", "беру": "берите", "бью": "бейте",
    "перебиваю": "перебивайте", "остаюсь": "оставайтесь", "избегаю": "избегайте", "избавляюсь": "избавляйтесь",
    "передаю": "передавайте", "оставляю": "оставьте", "меняю": "меняйте", "показываю": "покажите",
    "заказываю": "заказывайте", "стараюсь": "старайтесь", "пропускаю": "пропускайте", "добавляю": "добавьте",
    "повышаю": "повысьте", "пасую": "пасуйте", "объявляю": "объявите", "смотрю": "посмотрите", "даю": "дайте",
    "прикрываю": "прикрывайте", "выбиваю": "выбивайте", "отказываюсь": "откажитесь",
}
_RU_ADVICE_NOT = {"оставляю": "оставляйте", "показываю": "показывайте", "добавляю": "добавляйте",
                  "повышаю": "повышайте", "объявляю": "объявляйте", "смотрю": "смотрите"}  # after "не"
_RU_SAID = {  # the bot's verb -> the same said of the player
    "рассчитываю": "вы рассчитываете", "взял": "вы взяли", "должен": "вы должны", "могу": "можете",
}
_RU_WE = {"мы отстаём": "вы отстаёте", "мы можем": "вы можете", "мы заказываем": "вы заказываете"}
_RU_WORDS = {
    "мы": "вы", "нам": "вам", "нас": "вас", "наш": "ваш", "наша": "ваша", "наше": "ваше", "наши": "ваши",
    "нашего": "вашего", "нашему": "вашему", "нашей": "вашей", "наших": "ваших", "нашим": "вашим",
    "нашими": "вашими", "нашу": "вашу",
    "я": "вы", "мой": "ваш", "моя": "ваша", "моё": "ваше", "мое": "ваше", "мои": "ваши", "моего": "вашего",
    "моему": "вашему", "моей": "вашей", "моих": "ваших", "моим": "вашим", "моими": "вашими", "мою": "вашу",
    "меня": "вас", "мне": "вам", "мной": "вами",
}


def _hint_reason_ru(text: str) -> str:
    text = _RU_RATHER.sub(r"а не \1: ", text.strip())
    text = _RU_RESTATED.sub("", text)
    text = _RU_TRAILING_PLAY.sub("", text)

    def verb(match: re.Match[str]) -> str:
        no, word = match.group(2), match.group(3).lower()
        if word in _RU_SAID:
            said = _RU_SAID[word]
            said = f"вы не {said[3:]}" if no and said.startswith("вы ") else (no or "") + said
        else:
            said = (no or "") + (_RU_ADVICE_NOT.get(word, _RU_ADVICE[word]) if no else _RU_ADVICE[word])
        return _same_case(match.group(0), said.lower())

    verbs = "|".join([*_RU_ADVICE, *_RU_SAID])
    text = re.sub(rf"\b(я\s+)?(не\s+)?({verbs})\b", verb, text, flags=re.IGNORECASE)
    we = "|".join(_RU_WE)
    text = re.sub(rf"\b({we})\b", lambda m: _same_case(m.group(0), _RU_WE[m.group(0).lower()]), text,
                  flags=re.IGNORECASE)
    words = "|".join(_RU_WORDS)
    text = re.sub(rf"\b({words})\b", lambda m: _same_case(m.group(0), _RU_WORDS[m.group(0).lower()]), text,
                  flags=re.IGNORECASE)
    return text[:1].lower() + text[1:] if _CYRILLIC.match(text[:1]) else text  # mid-sentence, as in English


def _same_case(original: str, word: str) -> str:
    """``word`` capitalised as ``original`` is."""
    return word[:1].upper() + word[1:] if original[:1].isupper() else word
