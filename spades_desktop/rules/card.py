"""The rules card: a short text of a preset's rules for players (English or Russian).

The GUI shows this card, ``python -m spades_desktop rules PRESET`` prints it,
and the printed score sheet uses ``key_rules_line``. The text is made from the
``RuleSet`` alone, so it cannot disagree with what the engine plays.
"""

from __future__ import annotations

from typing import Final

from ..engine.actions import BidKind
from ..engine.cards import Card, Suit
from ..engine.ruleset import RuleSet
from ..engine.table import table_for
from .presets import Preset

LANGS: Final = ("en", "ru")


class _Text:
    """Picks the English or Russian form of each phrase."""

    def __init__(self, lang: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"the rules card is in {' or '.join(LANGS)}, not {lang!r}")
        self.ru = lang == "ru"

    def __call__(self, en: str, ru: str) -> str:
        return ru if self.ru else en


def _cards(texts: tuple[str, ...] | list[str], lang: str = "en") -> str:
    out = []
    for text in texts:
        card = Card.parse(text)
        if card.is_joker and lang == "ru":
            out.append("большой джокер" if card.rank == 16 else "малый джокер")
        else:
            out.append(card.pretty)
    return ", ".join(out)


def _trump_line(rules: RuleSet, t: _Text, lang: str) -> str:
    order = rules.trump_order()
    shown = len(rules.high_trumps) + 2
    if rules.joker_conversion:  # the jokers have no rank of their own (said below), so they are not listed first
        order = tuple(c for c in order if not c.is_joker)
        shown = 2
    top = _cards([str(c) for c in order[:shown]], lang)
    low = order[-1].pretty
    if rules.show_seven:
        line = t(f"Trumps: spades, unless a player shows a long suit (below), highest first: {top} … {low}.",
                 f"Козыри: пики, если только игрок не покажет длинную масть (ниже), от старшего: {top} … {low}.")
    else:
        en, ru = _TRUMP_NOUNS[_always_trump(rules)]
        line = t(f"Trumps: {en} are always trump, highest first: {top} … {low}.",
                 f"Козыри: {ru} всегда козыри, от старшего: {top} … {low}.")
    trump = Suit[_always_trump(rules).upper()]
    others = [c for c in order if c.suit is not None and c.suit is not trump]
    if others:
        named = ", ".join(c.pretty for c in others)
        line += " " + t(f"{named} count as spades.", f"{named} считаются пиками.")
    if rules.aces_low:
        line += " " + t("Aces are low: each ace is the lowest card of its suit.",
                        "Тузы младшие: туз — самая младшая карта своей масти.")
    if rules.cancellation:
        line += " " + t("Identical cards (the same card of both decks) played to one trick cancel each other and "
                        "cannot win it: the highest card left wins. A trick that no card left can win (no trump "
                        "and no card of the suit led) is dead: nobody takes it, it is set aside, and the player "
                        "who led it leads again.",
                        "Одинаковые карты (одна и та же карта из обеих колод) в одной взятке отменяют друг друга и "
                        "взять её не могут: берёт старшая из оставшихся. Взятка, которую не может взять ни одна "
                        "оставшаяся карта (нет ни козыря, ни карты масти хода), «мёртвая»: её никто не получает, "
                        "она откладывается, и снова заходит тот, кто заходил в неё.")
    if rules.suit_order:
        line += " " + t("The other suits rank ♣ > ♦ > ♥: a card of a higher suit than the one led beats every card "
                        "of the led suit; a lower suit cannot win.",
                        "Остальные масти по старшинству ♣ > ♦ > ♥: карта масти старше масти хода бьёт любую карту "
                        "масти хода; младшая масть взять не может.")
    if rules.jokers_first_wins:
        line += " " + t("When both jokers fall in one trick, the one played first wins.",
                        "Если оба джокера попали в одну взятку, берёт сыгранный первым.")
    if rules.joker_conversion:
        line += " " + t("The jokers have no rank of their own: a joker turns the card its partner plays to the same "
                        "trick into the spade of that rank, just below the real one (a joker with the A♥ beats all "
                        "but the A♠). Two such cards of one rank: the Big Joker's side wins. Jokers follow spades.",
                        "У джокеров нет своего достоинства: джокер превращает карту, которую его партнёр кладёт в ту "
                        "же взятку, в пику того же достоинства, чуть ниже настоящей (джокер с тузом червей бьёт всё, "
                        "кроме туза пик). Две такие карты одного достоинства: берёт сторона большого джокера. "
                        "Джокеры идут как пики.")
    if rules.big_joker_forces:
        line += " " + t("When the Big Joker is led, each opponent must play its highest spade.",
                        "Когда заходят с большого джокера, каждый противник обязан положить свою старшую пику.")
    return line


def _kitty_ranks(rules: RuleSet, t: _Text) -> str:
    """deal.kitty high_bidder: how the bids that are not plain numbers rank (``Game._high_bidder``), "" when all
    are numbers."""
    parts = []
    if rules.mo != "off":
        little, big = rules.mo_need(False), rules.mo_need(True)
        parts.append(t(f"a Mo counts as the tricks it needs ({little} or {big})",
                       f"Мо считается по нужным ему взяткам ({little} или {big})"))
    if rules.half_tricks:
        parts.append(t("a half bid counts its half (3½ is above 3)",
                       "заказ с половиной считается с ней (3½ больше 3)"))
    if rules.partnership_talk:
        parts.append(t("the side's bid counts, not a count said aloud",
                       "считается заказ пары, а не число, названное вслух"))
    return "; ".join(parts)


def _always_trump(rules: RuleSet) -> str:
    """The suit that is trump in every hand: ``trump_suit``, or spades where a hand's trump is shown
    (trump.show_seven, whose ``trump_suit`` is only a hand's)."""
    return "spades" if rules.show_seven else rules.trump_suit


def _extra_trumps(rules: RuleSet) -> list[str]:
    """The high trumps that are not of the trump suit (jokers, 2♦ …): the engine counts them as trumps."""
    suit = Suit[_always_trump(rules).upper()]
    return [text for text in rules.high_trumps if Card.parse(text).suit is not suit]


def _plain_spade_count(rules: RuleSet) -> bool:
    """Whether whiz's and mirrors' count of trumps (the engine's ``trump_mask``) is the count of spades alone: no
    other trump suit in any hand (trump_suit, show_seven) and no high trump of another suit (jokers, 2♦)."""
    return not rules.show_seven and rules.trump_suit == "spades" and not _extra_trumps(rules)


def _counted_trumps(rules: RuleSet, lang: str) -> tuple[str, str]:
    """What whiz and mirrors count as a player's trumps where it is not spades alone (English; Russian, "это …"):
    an author's QA saw "its number of spades" on the card while the engine counted the clubs shown as trump."""
    if rules.show_seven:
        return "spades, or the suit shown as trump", "это пики или показанная козырная масть"
    en, ru = _TRUMP_NOUNS[rules.trump_suit]
    extra = [_cards([text], lang) for text in _extra_trumps(rules)]
    en_all = [en, *(f"the {card}" for card in extra)]
    ru_all = [ru, *extra]
    if len(en_all) > 1:
        en = f"{', '.join(en_all[:-1])} and {en_all[-1]}"
        ru = f"{', '.join(ru_all[:-1])} и {ru_all[-1]}"
    return en, f"это {ru}"


_TRUMP_NOUNS: Final = {"spades": ("spades", "пики"), "hearts": ("hearts", "червы"), "diamonds": ("diamonds", "бубны"),
                       "clubs": ("clubs", "трефы")}


def ru_plural(n: int, one: str, few: str, many: str) -> str:
    """Russian noun form after the number ``n`` (1 карта, 2 карты, 5 карт)."""
    if n % 10 == 1 and n % 100 != 11:
        return one
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return few
    return many


def noun_for(n: int, forms: str) -> str:
    """The noun's form after the number ``n``, from its translated forms: "row|rows" (English: one, more) or
    "строка|строки|строк" (Russian: one, few, many), so that a translation can say "21 строка" and "25 строк"."""
    parts = forms.split("|")
    if len(parts) == 3:
        return ru_plural(n, *parts)
    if len(parts) == 2:
        return parts[0] if n == 1 else parts[1]
    return parts[-1]


def count_of(n: int, forms: str) -> str:
    """"1 card", "3 cards", "21 карта": the number and the noun's form after it (``noun_for``)."""
    return f"{n} {noun_for(n, forms)}"


def _hands(n: int, t: _Text) -> str:
    """"10 hands", "10 раздач": a number of hands in the card's language."""
    return t(count_of(n, "hand|hands"), count_of(n, "раздача|раздачи|раздач"))


def _num(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def rules_card(preset: Preset | RuleSet, lang: str = "en") -> str:
    """The rules of ``preset`` in a few short paragraphs (``lang`` "en" or "ru")."""
    t = _Text(lang)
    if isinstance(preset, Preset):
        rules = preset.rules
        title = preset.name_in(lang)
    else:
        rules = preset
        title = t("Spades", "Пики")
    partners = rules.partnerships
    side = t("side", "пара") if partners else t("player", "игрок")
    n, hand = rules.players, rules.hand_size
    lines: list[str] = [title, "=" * len(title)]

    # Players and deck
    if partners and n == 6:
        lines.append(t("Players: 6 in three partnerships of two; partners sit opposite (two players between "
                       "them). Play goes clockwise.",
                       "Игроки: шестеро, три пары; партнёры сидят напротив (через двух игроков). Игра идёт по "
                       "часовой стрелке."))
    elif partners:
        lines.append(t("Players: 4 in two partnerships; partners sit opposite. Play goes clockwise.",
                       "Игроки: четверо, две пары; партнёры сидят напротив. Игра идёт по часовой стрелке."))
    else:
        lines.append(t(f"Players: {n}, each for themselves. Play goes clockwise.",
                       f"Игроки: {n}, каждый сам за себя. Игра идёт по часовой стрелке."))
    deck = len(rules.deck())
    if rules.draw_phase:
        unused = deck - hand * n
        lines.append(t(
            f"Deck: {deck} cards, no deal. In turn each player looks at the top card of the stock and keeps "
            f"it (discarding the next unseen) or discards it (and keeps the next), until both hold {hand} "
            f"cards; the {unused} discards are out of play. The dealer draws first; the deal passes each hand.",
            f"Колода: {deck} {ru_plural(deck, 'карта', 'карты', 'карт')}, без сдачи. "
            "По очереди каждый смотрит верхнюю карту прикупа и оставляет её "
            f"(сбрасывая следующую не глядя) или сбрасывает (и берёт следующую), пока у обоих не будет по "
            f"{hand} {ru_plural(hand, 'карте', 'карты', 'карт')}; {unused} сброшенных "
            f"{ru_plural(unused, 'карта', 'карты', 'карт')} в игре не участвуют. Первым прикупает сдающий; "
            f"сдача переходит каждую раздачу."))
    else:
        lines.append(_deck_line(rules, t) + t(" The deal passes to the left.", " Сдача переходит налево."))
    lines.append(_trump_line(rules, t, lang))
    if rules.kitty != "off":
        k = rules.kitty_size
        who = t("the holder of the 2♣ takes it before the bidding", "владелец 2♣ берёт его до торговли") if (
            rules.kitty == "two_of_clubs") else t("the highest bidder (the first of equal bids) takes it after the "
                                                  "bidding", "игрок с самым большим заказом (при равных — первый) "
                                                  "берёт его после торговли")
        lines.append(t(
            f"Kitty: the cards left over after the deal ({k}) lie face down; {who} and discards as many cards "
            "face down (out of play).",
            f"Прикуп: оставшиеся после сдачи карты ({k}) лежат рубашкой вверх; {who} и сбрасывает столько же карт "
            "рубашкой вверх (в игре они не участвуют)."))
        if rules.kitty == "high_bidder":
            ranks = _kitty_ranks(rules, t)
            if ranks:
                lines[-1] += " " + t(f"The highest bid is the one that promises the most tricks: {ranks}.",
                                     f"Самый большой заказ — тот, что обещает больше взяток: {ranks}.")
    if rules.show_seven:
        lines.append(t(
            "Show seven: before the bidding a player holding 7 cards or more of hearts, diamonds or clubs may show "
            "them to make that suit trump for the hand; then a player holding 7 spades or more may show them to "
            "make spades trump again.",
            "Показать семь: до торговли игрок, у которого 7 или больше карт червей, бубен или треф, может показать "
            "их, чтобы эта масть стала козырем на раздачу; затем игрок, у которого 7 или больше пик, может показать "
            "их, чтобы козырем снова стали пики."))
    if rules.misdeal_weak_hand:
        weak_en, weak_ru = [], []
        if rules.misdeal_spades >= 0:
            k = rules.misdeal_spades
            weak_en.append(f"{k} spade{'' if k == 1 else 's'} or fewer")
            weak_ru.append(f"не больше {k} {ru_plural(k, 'пики', 'пик', 'пик')}" if k else "ни одной пики")
        if rules.misdeal_no_faces:
            weak_en.append("no jack, queen or king")
            weak_ru.append("ни валета, ни дамы, ни короля")
        lines.append(t(
            f"Misdeal: a player whose hand is weak ({' or '.join(weak_en)}) may call a misdeal instead of bidding "
            "while no one of its side has bid; the same dealer deals again.",
            f"Пересдача: игрок со слабой рукой ({' или '.join(weak_ru)}) может вместо заказа объявить пересдачу, "
            "пока никто из его пары не заказывал; тот же сдающий сдаёт заново."))

    # Bidding
    left = t("left of the dealer", "слева от сдающего")
    if n == 2:
        left = t("with the dealer's opponent", "с противника сдающего")
    first = left if rules.bid_order == "left_of_dealer" else t("with the dealer", "со сдающего")
    lo, hi = max(rules.min_bid, 0), rules.max_bid
    system = rules.bidding_system
    bid = t(f"Bidding: one round starting {first}; ", f"Торговля: один круг, начиная {first}; ")
    if rules.auction:
        bid = t(
            f"Bidding: an auction starting {first}. Each bid N promises N + 6 tricks for the side and must be "
            "higher than the last (1 to 7); a player who passes is out; the auction ends when three have passed "
            "after a bid (if the first three pass, the fourth must bid). The declarers score 10 a trick of "
            "N + 6 when they make it and nothing when set; the defenders score 10 for each trick the declarers "
            "take over or under N + 6. No bags.",
            f"Торговля: аукцион, начиная {first}. Заказ N обещает N + 6 взяток паре и должен быть выше "
            "предыдущего (от 1 до 7); спасовавший выбывает; аукцион кончается, когда после заказа спасовали трое "
            "(если первые трое спасовали, четвёртый обязан заказать). Объявившие получают по 10 за каждую из "
            "N + 6 взяток при выполнении и ничего при провале; защитники получают по 10 за каждую взятку "
            "объявивших сверх или недобор N + 6. Мешков нет.")
    elif rules.partnership_talk:
        lo = max(4, rules.board, rules.min_bid)
        bid = t(
            "Bidding: partnership talk. The side left of the dealer bids first, then the dealer's side. The first "
            "partner of each side says aloud how many tricks it expects (everyone hears it; nothing else about the "
            f"cards can be said at this table), and its partner then bids {lo} to {hi} for the side; the two sides' "
            f"bids may not add up to {hand}.",
            "Торговля: партнёрская. Первой заказывает пара слева от сдающего, затем пара сдающего. Первый из "
            "партнёров вслух говорит, сколько взяток рассчитывает взять (слышат все; ничего другого о картах за "
            f"этим столом сказать нельзя), а второй заказывает за пару от {lo} до {hi}; сумма заказов обеих пар не "
            f"может быть равна {hand}.")
    elif system == "whiz" and _plain_spade_count(rules):
        bid += t("each player bids exactly its number of spades, or nil.",
                 "каждый заказывает ровно столько, сколько у него пик, или нил.")
    elif system == "whiz":
        en, ru = _counted_trumps(rules, lang)
        bid += t(f"each player bids exactly its number of trumps ({en}), or nil.",
                 f"каждый заказывает ровно столько, сколько у него козырей ({ru}), или нил.")
    elif system == "mirrors" and _plain_spade_count(rules):
        bid += t("each player bids its number of spades; a player with no spades bids nil.",
                 "каждый заказывает столько, сколько у него пик; игрок без пик объявляет нил.")
    elif system == "mirrors":
        en, ru = _counted_trumps(rules, lang)
        bid += t(f"each player bids its number of trumps ({en}); a player with no trumps bids nil.",
                 f"каждый заказывает столько, сколько у него козырей ({ru}); игрок без козырей объявляет нил.")
    elif system == "suicide_copy":
        bid += t(f"each player bids nil or {max(lo, 4)} to {hi}. The second partner of a side may bid the opposite of "
                 "the first (nil after a number, a number after nil) or copy it; a copied bid makes the first "
                 "partner take the opposite bid after the round, so each side ends with exactly one nil.",
                 f"каждый заказывает нил или от {max(lo, 4)} до {hi}. Второй партнёр может заказать противоположное "
                 "первому (нил после числа, число после нила) или повторить его заказ; тогда после круга первый "
                 "обязан сменить заказ на противоположный, так что в каждой паре ровно один нил.")
    elif system == "suicide":
        bid += t(f"each player bids nil or {max(lo, 4)} to {hi}, and exactly one partner of each side bids nil.",
                 f"каждый заказывает нил или от {max(lo, 4)} до {hi}, и в каждой паре нил объявляет ровно один.")
    else:
        nil_word = t(" or nil", " или нил") if rules.nil else ""
        bid += t(f"each player bids {lo} to {hi} tricks{nil_word}.",
                 f"каждый заказывает от {lo} до {hi} взяток{nil_word}.")
    if partners and not (rules.auction or rules.partnership_talk):
        bid += " " + t("A side's contract is the sum of its two bids.", "Контракт пары — сумма двух заказов.")
    if rules.no_side_nine:
        bid += " " + t("No side may bid exactly 9.", "Пара не может заказать ровно 9.")
    if rules.sum_not_tricks:
        bid += " " + t(f"The last bidder may not make all the bids add up to {hand}.",
                       f"Последний в торговле не может сделать сумму всех заказов равной {hand}.")
    if rules.raise_once:
        bid += " " + t("When everyone has bid, each player in bidding order may raise its number bid by one, once "
                       "(nil and special bids stay).",
                       "Когда все сделали заказы, каждый по очереди может один раз повысить свой числовой заказ на "
                       "одну взятку (нил и особые заказы не меняются).")
    lines.append(bid)
    if rules.board:
        if partners:
            lines.append(t(
                f"Board: each side bids at least {rules.board}; a nil bidder's partner bids nil or at least "
                f"{rules.board}.",
                f"Борд: каждая пара заказывает не меньше {rules.board}; партнёр объявившего нил объявляет нил "
                f"или не меньше {rules.board}."))
        else:
            lines.append(t(f"Board: each player bids nil or at least {rules.board}.",
                           f"Борд: каждый объявляет нил или не меньше {rules.board}."))
    for kind in _SPECIAL_BIDS:
        if _offers(rules, kind):
            lines.append(_special_bid_line(rules, kind, t))
    if rules.ace_check:
        lines.append(t(
            "Ace check: after the bids, a player holding 3 aces or more asks its partner for the rest; when the "
            "side holds all four, it may contract to keep them: if every ace falls in a trick the side wins, +100, "
            "otherwise −100.",
            "Проверка тузов: после торговли игрок с тремя тузами или больше спрашивает партнёра об остальных; если "
            "все четыре туза у пары, она может взять обязательство сохранить их: если каждый туз попадёт во "
            "взятку пары, +100, иначе −100."))
    if rules.half_tricks:
        lines.append(t(
            "Half tricks: the first partner of a side to bid may bid a half (such as 3½); its partner must then "
            "bid a half too (such as 2½), so that the side's bid is whole (6).",
            "Полвзятки: первый из партнёров может заказать с половиной (например, 3½); тогда партнёр тоже "
            "заказывает с половиной (например, 2½), чтобы заказ пары был целым (6)."))
    if rules.no_trump:
        lines.append(t(
            "No trump: after the bids, a player holding at least one spade may make its number bid no trump: "
            "its spades then win no trick unless spades are led (on another suit a spade is only a discard), and "
            "when its side makes the contract with that player taking its bid, the bid scores double (20 a trick).",
            "Без козыря: после торговли игрок, у которого есть пика, может объявить свой заказ «без козыря»: "
            "тогда его пики не берут взяток, кроме хода пикой (на другую масть пика — просто сброс), и если пара "
            "выполнила контракт, а он взял свой заказ, заказ стоит вдвое (20 за взятку)."))
    if rules.bemo:
        lines.append(_bemo_line(t))

    # Nil
    if rules.nil:
        nil = t(f"Nil: take no trick for +{rules.nil_value}, else −{rules.nil_value}.",
                f"Нил: не взять ни одной взятки — +{rules.nil_value}, иначе −{rules.nil_value}.")
        if rules.blind_nil:
            when = ""
            if rules.blind_nil_behind:
                when = t(f", only by a {side} at least {rules.blind_nil_behind} points behind",
                         f", только при отставании не меньше {rules.blind_nil_behind} очков")
            before = t("before the draw", "до прикупа") if rules.draw_phase else t(
                "before looking at the cards", "не глядя в карты")
            nil += " " + t(f"Blind nil ({before}{when}): ±{rules.blind_nil_value}.",
                           f"Слепой нил ({before}{when}): ±{rules.blind_nil_value}.")
            if rules.blind_nil_redraw:
                nil += " " + t(
                    f"After the draw the blind nil bidder may swap up to {rules.blind_nil_redraw} cards for "
                    "random discards.",
                    f"После прикупа объявивший слепой нил может заменить до {rules.blind_nil_redraw} карт "
                    "случайными из сброса.")
        if not partners:
            nil += " " + _no_bags_for_nil(t)
        if partners:
            if rules.nil_tricks_count:
                nil += " " + t("A nil bidder's tricks count for its partner's bid; a side of two nil bidders "
                               "takes no bags.",
                               "Взятки объявившего нил идут в зачёт партнёру; пара из двух нилов мешков не "
                               "получает.")
            else:
                nil += " " + _nil_tricks_apart(t)
        if rules.nil_trick_penalty:
            nil += " " + t(f"Each trick a nil bidder takes costs {rules.nil_trick_penalty} more.",
                           f"Каждая взятка объявившего нил стоит ещё −{rules.nil_trick_penalty}.")
        lines.append(nil)
        if partners:
            both = _both_nil_line(rules, t)
            if both:
                lines.append(both)
            if rules.double_blind_nil_wins and rules.blind_nil:
                lines.append(_double_blind_nil_line(t))
        if rules.nil_exchange == "book":
            lines.append(t(
                "Exchange: after the bidding a nil bidder discards 3 cards face down; its partner gives it 3 "
                "cards and takes the discards. No exchange when both partners bid nil.",
                "Обмен: после торговли объявивший нил сбрасывает 3 карты рубашкой вверх; партнёр даёт ему "
                "3 карты и забирает сброс. Если нил у обоих партнёров, обмена нет."))
        elif rules.nil_exchange == "pass":
            counts = []
            if rules.nil_pass_count:
                counts.append(t(f"{rules.nil_pass_count} after a nil", f"по {rules.nil_pass_count} после нила"))
            if rules.blind_nil_pass_count and rules.blind_nil:
                counts.append(t(f"{rules.blind_nil_pass_count} after a blind nil",
                                f"по {rules.blind_nil_pass_count} после слепого нила"))
            if counts:
                lines.append(t(
                    f"Exchange: after the bidding a nil bidder and its partner pass each other cards face down "
                    f"({', '.join(counts)}). No exchange when both partners bid nil.",
                    f"Обмен: после торговли объявивший нил и его партнёр передают друг другу карты рубашкой "
                    f"вверх ({', '.join(counts)}). Если нил у обоих партнёров, обмена нет."))
    else:
        lines.append(t("Nil: not allowed.", "Нил: не разрешён."))
    if rules.card_pass:
        k = rules.card_pass
        to = {"partner": t("its partner", "партнёру"), "left": t("the opponent on its left", "противнику слева"),
              "right": t("the opponent on its right", "противнику справа")}[rules.card_pass_to]
        when = t("Before the bidding", "До торговли") if rules.card_pass_when == "before_bidding" else t(
            "After the bidding", "После торговли")
        lines.append(t(
            f"Passing: {when.lower()} every hand, each player passes {k} card{'s' if k > 1 else ''} face down to "
            f"{to}; the cards change hands once everyone has chosen.",
            f"Передача: {when.lower()} в каждой раздаче каждый передаёт {k} "
            f"{ru_plural(k, 'карту', 'карты', 'карт')} рубашкой вверх {to}; карты переходят, когда все выбрали."))

    # Play
    low_club = table_for(rules).lowest_club
    other_trump = _always_trump(rules) != "spades"

    def tk(spade_en: str, trump_en: str, spade_ru: str, trump_ru: str) -> str:
        """A sentence about spades, or about trumps where another suit is always trump (trump_suit)."""
        return t(trump_en, trump_ru) if other_trump else t(spade_en, spade_ru)

    if rules.first_lead == "two_of_clubs" and low_club is not None:
        play = tk(f"Play: the holder of the {low_club.pretty} leads it to the first trick; no spade may be played "
                 "to the first trick unless a player holds nothing else.",
                 f"Play: the holder of the {low_club.pretty} leads it to the first trick; no trump may be played "
                 "to the first trick unless a player holds nothing else.",
                 f"Розыгрыш: первый ход делает владелец {low_club.pretty} — этой картой; в первую взятку нельзя "
                 "класть пики, если есть другие карты.",
                 f"Розыгрыш: первый ход делает владелец {low_club.pretty} — этой картой; в первую взятку нельзя "
                 "класть козыри, если есть другие карты.")
        if rules.lowest_club_first_trick:
            play += " " + t("Every other player must play its lowest club to the first trick.",
                            "Каждый другой игрок обязан положить в первую взятку свою самую младшую трефу.")
    else:
        play = t("Play: the player left of the dealer leads first.",
                 "Розыгрыш: первым ходит игрок слева от сдающего.")
        if n == 2:
            play = t("Play: the dealer's opponent leads first.", "Розыгрыш: первым ходит противник сдающего.")
    if rules.suit_order:  # trump.suit_order: the suits rank, so the winner is not "of the suit led"
        play += " " + tk("Follow suit if you can; the highest spade wins, else the highest card of the highest "
                        "suit played that ranks at least as high as the suit led. The winner leads next.",
                        "Follow suit if you can; the highest trump wins, else the highest card of the highest "
                        "suit played that ranks at least as high as the suit led. The winner leads next.",
                        "Отвечать в масть обязательно; взятку берёт старшая пика, иначе старшая карта самой "
                        "старшей из сыгранных мастей, не младше масти хода. Взявший взятку ходит следующим.",
                        "Отвечать в масть обязательно; взятку берёт старший козырь, иначе старшая карта самой "
                        "старшей из сыгранных мастей, не младше масти хода. Взявший взятку ходит следующим.")
    else:
        play += " " + tk("Follow suit if you can; the highest spade wins, else the highest card of the suit led. "
                        "The winner leads next.",
                        "Follow suit if you can; the highest trump wins, else the highest card of the suit led. "
                        "The winner leads next.",
                        "Отвечать в масть обязательно; взятку берёт старшая пика, иначе старшая карта масти хода. "
                        "Взявший взятку ходит следующим.",
                        "Отвечать в масть обязательно; взятку берёт старший козырь, иначе старшая карта масти хода. "
                        "Взявший взятку ходит следующим.")
    if rules.spades_broken:
        play += " " + tk("Spades may not be led until one has been played on another suit (or the leader has "
                        "only spades).",
                        "Trumps may not be led until one has been played on another suit (or the leader has "
                        "only trumps).",
                        "С пик нельзя ходить, пока пика не сыграна на другую масть (или у ходящего одни пики).",
                        "С козырей нельзя ходить, пока козырь не сыгран на другую масть (или у ходящего одни "
                        "козыри).")
    else:
        play += " " + tk("Spades may be led at any time.", "Trumps may be led at any time.",
                        "С пик можно ходить в любой момент.", "С козырей можно ходить в любой момент.")
    if rules.no_spade_lead_first_trick:
        play += " " + tk("No spade may be led to the first trick.", "No trump may be led to the first trick.",
                        "В первую взятку с пик ходить нельзя.", "В первую взятку с козырей ходить нельзя.")
    if rules.must_overtrump == "tarot":
        play += " " + tk("A player who cannot follow must play a spade if it holds one, and every player must beat "
                        "the highest spade already played if it can, also when spades are led.",
                        "A player who cannot follow must play a trump if it holds one, and every player must beat "
                        "the highest trump already played if it can, also when trumps are led.",
                        "Кто не может ответить в масть, обязан положить пику, если она есть, и каждый обязан "
                        "перебить старшую уже сыгранную пику, если может, — и при ходе с пик.",
                        "Кто не может ответить в масть, обязан положить козырь, если он есть, и каждый обязан "
                        "перебить старший уже сыгранный козырь, если может, — и при ходе с козырей.")
    elif rules.must_overtrump != "off":
        whose = tk("an opponent's spade", "an opponent's trump", "пику противника", "козырь противника") if (
            rules.must_overtrump == "opponents") else tk(
            "any spade already played (even the partner's)", "any trump already played (even the partner's)",
            "любую уже сыгранную пику (даже партнёра)", "любой уже сыгранный козырь (даже партнёра)")
        play += " " + t(f"A player who cannot follow must beat {whose} if it can.",
                        f"Кто не может ответить в масть, обязан перебить {whose}, если может.")
    lines.append(play)

    # Scoring
    if rules.set_per_missing_trick:
        lines.append(t("Scoring: a made contract scores 10 a trick bid plus 1 for each extra trick (bag); a set "
                       "contract loses 10 for each missing trick (3 of 5: −20).",
                       "Очки: выполненный контракт — 10 за каждую заказанную взятку и 1 за каждую лишнюю (мешок); "
                       "невыполненный — −10 за каждую недостающую взятку (3 из 5: −20)."))
    else:
        lines.append(t("Scoring: a made contract scores 10 a trick bid plus 1 for each extra trick (bag); a set "
                       "contract loses 10 a trick bid.",
                       "Очки: выполненный контракт — 10 за каждую заказанную взятку и 1 за каждую лишнюю (мешок); "
                       "невыполненный — −10 за каждую заказанную взятку."))
    if rules.auction:
        lines[-1] = t("Scoring: as the auction says: the declarers' bid + 6, or the defenders' over- and undertricks.",
                      "Очки: как сказано в аукционе: заказ объявивших + 6 или лишние и недостающие взятки "
                      "защитникам.")
        lines.append(t("Bags: none in the auction.", "Мешки: в аукционе их нет."))
    elif rules.bags_count and rules.bag_limit == rules.bag_penalty == 10:
        lines.append(t("Bags: they sit in the units digit of the score, which does not carry: every 10 bags lose "
                       "just the 10 points they brought.",
                       "Мешки: копятся в разряде единиц счёта, который не переносится: каждые 10 мешков отнимают "
                       "лишь принесённые ими 10 очков."))
    elif rules.bags_count:
        lines.append(t(f"Bags: every {rules.bag_limit} bags cost {rules.bag_penalty} points.",
                       f"Мешки: каждые {rules.bag_limit} мешков стоят {rules.bag_penalty} очков."))
    else:
        lines.append(t("Bags: no penalty.", "Мешки: без штрафа."))

    bonuses = _bonus_parts(rules, t)
    if bonuses:
        lines.append(t("Bonuses (to the side of the player who earns them): ",
                       "Бонусы (стороне игрока, который их заработал): ") + "; ".join(bonuses) + ".")

    # Game end (a losing score never ends the auction, whose scores never fall below zero: a preset that does not
    # write mercy keeps the standard's −200, and the card said "−200 loses", author QA 4)
    if rules.hands_only:  # the hands alone end the game (or a losing score)
        each = t(", each player dealing once", ", каждый сдаёт один раз") if rules.hand_limit == n else ""
        hands = _hands(rules.hand_limit, t)
        mercy = "" if rules.mercy is None or rules.auction else t(
            f"; the game also ends when a {side} falls to {_num(rules.mercy)}",
            f"; игра кончается и при падении до {_num(rules.mercy)}")
        lines.append(t(f"Game: {hands}{each}; the highest total wins, a tie plays another hand{mercy}.",
                       f"Партия: {hands}{each}; побеждает больший счёт, при ничьей играется ещё раздача{mercy}."))
        return "\n".join(lines[:2]) + "\n" + "\n".join(f"- {line}" for line in lines[2:]) + "\n"
    if partners:
        end = t(f"Game: the first side to {rules.target} wins",
                f"Партия: побеждает пара, первой набравшая {rules.target}")
    else:
        end = t(f"Game: the first player to {rules.target} wins",
                f"Партия: побеждает игрок, первым набравший {rules.target}")
    if rules.mercy is not None and not rules.auction:
        end += t(f"; the game also ends when a {side} falls to {_num(rules.mercy)}",
                 f"; игра кончается и при падении до {_num(rules.mercy)}")
    if rules.hand_limit:
        end += t(f"; after {count_of(rules.hand_limit, 'hand|hands')} the highest score wins",
                 f"; после {count_of(rules.hand_limit, 'раздачи|раздач|раздач')} побеждает больший счёт")
    end += t(". If several pass the target together the highest total wins; a tie plays another hand.",
             ". Если цель достигнута одновременно, побеждает больший счёт; при ничьей играется ещё раздача.")
    lines.append(end)
    return "\n".join(lines[:2]) + "\n" + "\n".join(f"- {line}" for line in lines[2:]) + "\n"


# The optional bids of the house systems (and blind number bids), each said once: on the rules card, in the blank
# sheet's notes (its key said "B5 = blind 5" and nothing of what it scores) and, when offered, beside the bid
# panel's buttons (``special_bid_line``: a "Blind 6 (side)" or "Little Mo" button said nothing of what it was).
_SPECIAL_BIDS: Final = (BidKind.BLIND, BidKind.TEN_FOR_200, BidKind.MOON, BidKind.BLIND_MOON, BidKind.LEXINGTON,
                        BidKind.BLIND_SIX, BidKind.LITTLE_MO)


def _offers(rules: RuleSet, kind: BidKind) -> bool:
    return {BidKind.BLIND: rules.blind_bids, BidKind.TEN_FOR_200: rules.ten_for_two_hundred, BidKind.MOON: rules.moon,
            BidKind.BLIND_MOON: rules.blind_moon, BidKind.LEXINGTON: rules.lexington,
            BidKind.BLIND_SIX: rules.blind_six, BidKind.LITTLE_MO: rules.mo != "off",
            BidKind.BIG_MO: rules.mo != "off"}.get(kind, False)


def special_bid_line(rules: RuleSet, kind: BidKind, lang: str = "en") -> str:
    """What an optional bid of the house system is and scores, as the rules card says it ("" for other bids;
    Little Mo and Big Mo share one line)."""
    if kind is BidKind.BIG_MO:
        kind = BidKind.LITTLE_MO
    if kind in (BidKind.LITTLE_BEMO, BidKind.BIG_BEMO):
        return _bemo_line(_Text(lang)) if rules.bemo else ""
    if kind not in _SPECIAL_BIDS or not _offers(rules, kind):
        return ""
    return _special_bid_line(rules, kind, _Text(lang))


def _blind_bids_line(rules: RuleSet, t: _Text) -> str:
    """bid.blind: who may bid a number blind and what it scores (the rules card's line, the blank sheet's note and
    the tooltip of a blind bid's button)."""
    if rules.blind_bid_behind:
        side = t("side", "пара") if rules.partnerships else t("player", "игрок")
        who = t(f"a {side} at least {rules.blind_bid_behind} points behind the leader",
                f"{'пара, отстающая' if rules.partnerships else 'игрок, отстающий'} от лидера не меньше чем на "
                f"{rules.blind_bid_behind} очков,")
    else:
        who = t("any player", "любой игрок")
    return t(
        f"Blind bids: before looking at its cards, {who} may bid blind 1 to {rules.blind_bid_max}: "
        f"{rules.blind_trick_value} a trick when made (no bags), −10 a trick when set.",
        f"Слепые заказы: не глядя в карты, {who} может заказать вслепую от 1 до {rules.blind_bid_max}: "
        f"{rules.blind_trick_value} за взятку при выполнении (без мешков), −10 за взятку при невыполнении.")


def _special_bid_line(rules: RuleSet, kind: BidKind, t: _Text) -> str:
    hand = rules.hand_size
    if kind is BidKind.BLIND:
        return _blind_bids_line(rules, t)
    if kind is BidKind.TEN_FOR_200:
        need = t("exactly 10", "ровно 10") if rules.ten_for_two_hundred_exact else t("at least 10", "не меньше 10")
        # Exactly 10: 11 tricks fail the bid as 9 do (bid.ten_for_two_hundred), so "fewer" would misstate it.
        others = "any other number loses" if rules.ten_for_two_hundred_exact else "fewer lose"
        line = t(
            f"10 for 200: the second partner may bid 10 for 200 for the side: {need} tricks score "
            f"+{rules.ten_for_two_hundred_value}, {others} {rules.ten_for_two_hundred_penalty}.",
            f"10 за 200: второй партнёр может заказать за пару «10 за 200»: {need} взяток дают "
            f"+{rules.ten_for_two_hundred_value}, иначе −{rules.ten_for_two_hundred_penalty}.")
        if rules.ten_for_two_hundred_any_ten:
            line += " " + t("Any side bid of 10 (two numbers adding up to 10) counts as 10 for 200 too.",
                            "Любой заказ пары в 10 (два числа в сумме 10) тоже считается «10 за 200».")
        return line
    if kind is BidKind.MOON:
        return t(
            "Moon: the second partner may bid the moon for the side: taking all the tricks wins the game at "
            f"once, failing loses {10 * hand}. The moon and a double nil exclude each other: no moon when "
            "both opponents bid nil, and no second nil in a side whose opponents bid the moon.",
            "Луна: второй партнёр может объявить луну за пару: все взятки сразу выигрывают партию, "
            f"неудача стоит −{10 * hand}. Луна и двойной нил исключают друг друга: луну нельзя, если оба "
            "противника объявили нил, а пара, против которой объявлена луна, не может объявить второй нил.")
    if kind is BidKind.BLIND_MOON:
        return t(
            "Blind moon: before either partner looks, the first partner of a side may bid the blind moon for "
            f"the side (its partner then bids it too, unseen): all the tricks win the game, failing loses "
            f"{10 * hand}. The first side to bid a double blind nil or a blind moon has priority.",
            "Слепая луна: пока оба партнёра не смотрели в карты, первый из них может объявить за пару слепую "
            f"луну (партнёр тоже объявляет её, не глядя): все взятки выигрывают партию, неудача стоит "
            f"−{10 * hand}. Приоритет у пары, первой объявившей двойной слепой нил или слепую луну.")
    if kind is BidKind.LEXINGTON:
        line = t(
            f"Lexington: the second partner may bid lexington for the side: at least 12 tricks score "
            f"+{rules.lexington_value}, fewer lose 120.",
            f"Лексингтон: второй партнёр может объявить за пару лексингтон: не меньше 12 взяток дают "
            f"+{rules.lexington_value}, иначе −120.")
        if rules.lexington_automatic:
            line += " " + t(f"Any side that makes its number bid with 12 tricks or more scores "
                            f"{rules.lexington_value} instead.",
                            f"Любая пара, выполнившая числовой заказ с 12 взятками или больше, вместо этого "
                            f"получает {rules.lexington_value}.")
        return line
    if kind is BidKind.BLIND_SIX:
        need = t("exactly 6 tricks", "ровно 6 взяток") if rules.blind_six_exact else t(
            "at least 6 tricks (no bags)", "не меньше 6 взяток (без мешков)")
        return t(
            "Blind 6: before either partner looks, the first partner of a side may bid blind 6 for the side (its "
            f"partner then bids it too, unseen): {need} score +{rules.blind_six_value}, otherwise "
            f"−{rules.blind_six_penalty}.",
            "Слепая шестёрка: пока оба партнёра не смотрели в карты, первый из них может объявить за пару "
            f"слепую шестёрку (партнёр тоже объявляет её, не глядя): {need} дают +{rules.blind_six_value}, "
            f"иначе −{rules.blind_six_penalty}.")
    if rules.mo == "first_tricks":
        return t(
            "Mo: the second partner may bid Little Mo (the side takes the first 7 tricks, +150) or Big Mo (the "
            "first 10, +250) for the side, and leads the first trick; a failed Mo loses its value; no bags.",
            "Мо: второй партнёр может объявить за пару Малый Мо (пара берёт первые 7 взяток, +150) или "
            "Большой Мо (первые 10, +250) и ходит первым; невыполненный Мо стоит столько же со знаком минус; "
            "без мешков.")
    return t(
        "Mo: the second partner may bid Little Mo (the side takes 6 tricks in a row, +150) or Big Mo (8 in "
        "a row, +300) for the side; a trick of the opponents starts the count again; a failed Mo loses "
        "its value; no bags.",
        "Мо: второй партнёр может объявить за пару Малый Мо (пара берёт 6 взяток подряд, +150) или "
        "Большой Мо (8 подряд, +300); взятка противников начинает счёт заново; невыполненный Мо стоит "
        "столько же со знаком минус; без мешков.")


def _deck_line(rules: RuleSet, t: _Text) -> str:
    """ "Deck: 52 cards (2♣ removed); 17 cards each, 17 tricks a hand." (not the two-player draw)."""
    deck, hand = len(rules.deck()), rules.hand_size
    removed = ""
    if rules.removed_cards and rules.decks == 2:
        removed = t(f" (two decks without both {_cards(rules.removed_cards)})",
                    f" (две колоды без обеих {_cards(rules.removed_cards)})")
    elif rules.removed_cards:
        removed = t(f" ({_cards(rules.removed_cards)} removed)", f" (без {_cards(rules.removed_cards)})")
    elif rules.decks == 2:
        removed = t(" (two decks)", " (две колоды)")
    jokers = sum(1 for c in rules.high_trumps if Card.parse(c).is_joker)
    with_jokers = t(f" including {jokers} joker{'s' if jokers > 1 else ''}", ", включая джокеров") if jokers else ""
    return t(f"Deck: {deck} cards{with_jokers}{removed}; {hand} cards each, {hand} tricks a hand.",
             f"Колода: {deck} {ru_plural(deck, 'карта', 'карты', 'карт')}{with_jokers}{removed}; "
             f"по {hand} {ru_plural(hand, 'карте', 'карты', 'карт')}, "
             f"{hand} {ru_plural(hand, 'взятка', 'взятки', 'взяток')} в раздаче.")


def _bemo_line(t: _Text) -> str:
    return t(
        "Bemo: after the bids, a side's last number bidder may add Little Bemo (the side also wins the first "
        "6 tricks: ±60) or Big Bemo (the first 9: ±90) to its number.",
        "Бемо: после торговли последний из пары, заказавший число, может добавить к нему Маленький Бемо (пара "
        "берёт ещё и первые 6 взяток: ±60) или Большой Бемо (первые 9: ±90).")


def paper_notes(rules: RuleSet, lang: str = "en") -> list[str]:
    """What a table scoring these rules on a blank sheet must know beyond the sheet's rules line, a sentence each:
    a deck other than 52 cards, 13 each (how many tricks the Took column adds up to), a nil bidder's tricks kept
    apart from its partner's bid, how two nils of one side score (two blind nils winning the game), what blind
    number bids and the house system's own bids score (10 for 200, the moon, Blind 6, Mo…), and the bonuses, which
    have no column of their own and go into a side's points. Empty for most presets."""
    t = _Text(lang)
    notes = []
    plain = len(rules.deck()) == 52 and rules.hand_size == 13 and not rules.removed_cards and rules.decks == 1
    jokers = any(Card.parse(c).is_joker for c in rules.high_trumps)
    if not rules.draw_phase and (not plain or jokers):
        notes.append(_deck_line(rules, t))
    if rules.nil and rules.partnerships:  # the sheet's columns score a side's tricks together, nils apart
        if not rules.nil_tricks_count:
            notes.append(_nil_tricks_apart(t))
        both = _both_nil_line(rules, t)
        if both:
            notes.append(both)
        if rules.double_blind_nil_wins and rules.blind_nil:
            notes.append(_double_blind_nil_line(t))
    elif rules.nil and rules.bags_count:  # each for itself: a table adding a nil bidder's tricks as bags (club QA)
        notes.append(_no_bags_for_nil(t))
    # the house system's own bids: the sheet marks them (M = moon) but said nothing of what they score (QA: a
    # club scoring a moon or a Blind 6 on paper from the blank sheet could not)
    notes.extend(_special_bid_line(rules, kind, t) for kind in _SPECIAL_BIDS if _offers(rules, kind))
    if rules.bemo:  # its sheet marks 4LB / 4BB: what they score (re-check QA)
        notes.append(_bemo_line(t))
    bonuses = _bonus_parts(rules, t)
    if bonuses:
        notes.append(t("Bonuses, added to the points of the side of the player who earns them: ",
                       "Бонусы, прибавляются к очкам стороны игрока, который их заработал: ")
                     + "; ".join(bonuses) + ".")
    return notes


def _double_blind_nil_line(t: _Text) -> str:
    """bid.double_blind_nil: the sentence the rules card and the blank sheet both print."""
    return t("Both partners making blind nil win the game at once.",
             "Если оба партнёра выполнили слепой нил, пара сразу выигрывает партию.")


def _no_bags_for_nil(t: _Text) -> str:
    """Each for itself, a nil bidder has no contract: the sentence the rules card and the blank sheet both print."""
    return t("A nil bidder takes no bags: a failed nil scores just the penalty.",
             "Объявивший нил защищён от мешков: невыполненный нил стоит только штраф.")


def _nil_tricks_apart(t: _Text) -> str:
    """nil.tricks_count off: the sentence the rules card and the blank sheet both print."""
    return t("A nil bidder's tricks do not count for its partner's bid.",
             "Взятки объявившего нил не идут в зачёт заказу партнёра.")


def _both_nil_line(rules: RuleSet, t: _Text) -> str:
    """bid.double_nil: how a side of two nil bidders is scored ("" when each nil is scored alone)."""
    if rules.double_nil == "doubled":
        return t("Both partners nil: if both make it, each nil scores double; if either fails, the nils score "
                 "nothing, neither bonus nor penalty.",
                 "Нил у обоих партнёров: если оба выполнили, каждый нил стоит вдвое; если кто-то не выполнил, "
                 "нилы не стоят ничего — ни бонуса, ни штрафа.")
    if rules.double_nil == "lose_all":
        return t(f"Both partners nil: +{2 * rules.nil_value} if both make it, otherwise the side loses its whole "
                 "score.",
                 f"Нил у обоих партнёров: +{2 * rules.nil_value}, если оба выполнили, иначе пара теряет весь счёт.")
    return ""


def _bonus_parts(rules: RuleSet, t: _Text) -> list[str]:
    """The score.bonus.* rules that are on, one phrase each."""
    parts: list[str] = []
    if rules.bonus_last_ace or rules.bonus_last_ace_spade:
        ace, spade = rules.bonus_last_ace, rules.bonus_last_ace_spade or rules.bonus_last_ace
        if ace:
            parts.append(t(f"the last trick won with an ace +{ace} (with the A♠ +{spade})",
                           f"последняя взятка, взятая тузом, +{ace} (тузом пик +{spade})"))
        else:
            parts.append(t(f"the last trick won with the A♠ +{spade}", f"последняя взятка, взятая тузом пик, +{spade}"))
    if rules.bonus_last_deuce:
        parts.append(t(f"the last trick won with a deuce that is not a trump +{rules.bonus_last_deuce}",
                       f"последняя взятка, взятая некозырной двойкой, +{rules.bonus_last_deuce}"))
    if rules.bonus_last_high_spade:
        parts.append(t(f"the last trick won with 9♠ or a higher trump that makes the winner's own bid exactly "
                       f"+{rules.bonus_last_high_spade}",
                       f"последняя взятка, взятая 9♠ или старшим козырем и точно выполнившая заказ взявшего, "
                       f"+{rules.bonus_last_high_spade}"))
    if rules.bonus_nil_last_ace and rules.nil:
        parts.append(t(f"a made nil whose bidder played an ace to the last trick +{rules.bonus_nil_last_ace}",
                       f"выполненный нил с тузом, сыгранным в последнюю взятку, +{rules.bonus_nil_last_ace}"))
    if rules.bonus_streak:
        n = rules.bonus_streak_length
        parts.append(t(f"one player winning the last {n} tricks +{rules.bonus_streak}",
                       f"один игрок взял последние {n} {ru_plural(n, 'взятку', 'взятки', 'взяток')} "
                       f"+{rules.bonus_streak}"))
    if rules.bonus_streak and rules.bonus_streak_breaker:
        parts.append(t(f"the other side breaking such a streak with the last trick +{rules.bonus_streak}",
                       f"другая сторона, прервавшая такую серию последней взяткой, +{rules.bonus_streak}"))
    if rules.bonus_dix:
        parts.append(t("the dix: a trick won by the 9♠ +1, +5 with another spade in it, +10 on a spade lead",
                       "дикс: взятка, взятая 9♠, +1, +5 с другой пикой во взятке, +10 на ход пикой"))
    return parts


def _side_bids_numbers(rules: RuleSet, t: _Text) -> list[str]:
    """The key rules line's words for the side bids of a house system beyond 10 for 200: the moon, Lexington,
    Blind 6, Mo, Bemo (a scorer read "10 for ±200" of a preset with the moon and never learnt of the moon, QA)."""
    parts, lost = [], 10 * rules.hand_size
    if rules.moon:
        parts.append(t(f"moon wins / −{lost}", f"луна выигрывает / −{lost}"))
    if rules.blind_moon:
        parts.append(t(f"blind moon wins / −{lost}", f"слепая луна выигрывает / −{lost}"))
    if rules.lexington:
        parts.append(t(f"lexington +{rules.lexington_value}/−120", f"лексингтон +{rules.lexington_value}/−120"))
    if rules.blind_six:
        value, penalty = rules.blind_six_value, rules.blind_six_penalty
        parts.append(t(f"blind 6 +{value}/−{penalty}", f"вслепую 6 +{value}/−{penalty}"))
    if rules.mo != "off":
        big = 250 if rules.mo == "first_tricks" else 300
        parts.append(t(f"Mo ±150/±{big}", f"Мо ±150/±{big}"))
    if rules.bemo:
        parts.append(t("Bemo ±60/±90", "Бемо ±60/±90"))
    return parts


def key_rules_line(rules: RuleSet, lang: str = "en") -> str:
    """One line of the numbers that matter: "500 points · nil ±100 · blind nil ±200 (100 behind) · 10 bags −100"."""
    t = _Text(lang)
    parts = [] if rules.hands_only else [t(f"{rules.target} points",
                                                                          f"{rules.target} очков")]
    if _always_trump(rules) != "spades":  # the one thing a hearts game's numbers hid
        en, ru = _TRUMP_NOUNS[_always_trump(rules)]
        parts.append(t(f"{en} trump", f"козыри — {ru}"))
    if rules.mercy is not None and not rules.auction:
        parts.append(t(f"{_num(rules.mercy)} loses", f"проигрыш при {_num(rules.mercy)}"))
    if rules.hand_limit:
        parts.append(_hands(rules.hand_limit, t))
    if rules.nil:
        parts.append(t(f"nil ±{rules.nil_value}", f"нил ±{rules.nil_value}"))
        if rules.blind_nil:
            behind = t(f" ({rules.blind_nil_behind} behind)", f" (при отставании на {rules.blind_nil_behind})") if (
                rules.blind_nil_behind) else ""
            parts.append(t(f"blind nil ±{rules.blind_nil_value}{behind}",
                           f"слепой нил ±{rules.blind_nil_value}{behind}"))
        if rules.nil_trick_penalty:  # players.cancellation: on top of the failed nil
            parts.append(t(f"−{rules.nil_trick_penalty} a nil bidder's trick",
                           f"−{rules.nil_trick_penalty} за взятку объявившего нил"))
    else:
        parts.append(t("no nil", "без нила"))
    if rules.blind_bids:  # the sheet's line had blind nil only, not what a "B5" scores (author QA)
        behind = t(f" ({rules.blind_bid_behind} behind)", f" (при отставании на {rules.blind_bid_behind})") if (
            rules.blind_bid_behind) else ""
        parts.append(t(f"blind 1–{rules.blind_bid_max} +{rules.blind_trick_value}/−10 a trick{behind}",
                       f"вслепую 1–{rules.blind_bid_max} +{rules.blind_trick_value}/−10 за взятку{behind}"))
    if rules.board:  # a club scoring on paper checks the bids against it (the sheet's line left it out)
        parts.append(t(f"a side bids {rules.board}+", f"пара заказывает от {rules.board}") if rules.partnerships
                     else t(f"a player bids {rules.board}+", f"игрок заказывает от {rules.board}"))  # cutthroat
    if rules.set_per_missing_trick:
        parts.append(t("set −10 a trick short", "недобор −10 за взятку"))
    if rules.ten_for_two_hundred:
        value, penalty = rules.ten_for_two_hundred_value, rules.ten_for_two_hundred_penalty
        amount = f"±{value}" if value == penalty else f"+{value}/−{penalty}"
        parts.append(t(f"10 for {amount}", f"10 за {amount}"))
    parts.extend(_side_bids_numbers(rules, t))
    if rules.bags_count:
        parts.append(t(f"{rules.bag_limit} bags −{rules.bag_penalty}",
                       f"{rules.bag_limit} мешков −{rules.bag_penalty}"))
    elif rules.auction:
        parts.append(t("no bags", "без мешков"))
    else:
        parts.append(t("no bag penalty", "мешки без штрафа"))
    return " · ".join(parts)
