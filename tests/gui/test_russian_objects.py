"""A card or a bid a verb takes is said in the object's form in Russian («сыграть двойку треф», «заказать нил»:
the QA heard «сыграть двойка треф», «заказать Нил»); English says it as before."""

from __future__ import annotations

from spades_desktop.ai.message import Message
from spades_desktop.engine import Bid, BidKind, Card, Play
from spades_desktop.gui import texts
from spades_desktop.gui.accessibility import card_name, spoken_cards
from spades_desktop.gui.application import make_application
from spades_desktop.gui.review.coach_text import message_text


def test_english_cards_and_bids_are_unchanged(qapp: object) -> None:
    make_application()
    assert spoken_cards(texts.action_text(Play(Card.parse("2C")), theirs=True)) == "play the two of clubs"
    assert card_name(Card.parse("QH"), as_object=True) == card_name(Card.parse("QH")) == "Queen of hearts"
    assert texts.action_text(Bid(0, BidKind.NIL)) == "bid Nil"
    assert texts.action_text(Bid(0, BidKind.MOON)) == "bid Moon"
    assert texts.action_text(Bid(4)) == "bid 4"
    assert texts.action_text(Bid(0, BidKind.PASS)) == "pass"  # it was "bid Pass"


def test_a_played_card_is_said_as_the_verbs_object_in_russian(russian: None) -> None:
    said = {card: spoken_cards(texts.action_text(Play(Card.parse(card)), theirs=True))
            for card in ("2C", "5D", "QH", "KS", "AS", "JD")}
    assert said == {"2C": "сыграть двойку треф", "5D": "сыграть пятёрку бубен", "QH": "сыграть даму червей",
                    "KS": "сыграть короля пик", "AS": "сыграть туза пик", "JD": "сыграть валета бубен"}
    # the review's step: "Next: Wes chose to play the 2♣."
    step = spoken_cards(f"Дальше: Wes решает {texts.action_text(Play(Card.parse('2C')), theirs=True)}.")
    assert step == "Дальше: Wes решает сыграть двойку треф."
    # a bot's reason read aloud: the object after a verb or an adjective in the accusative
    assert spoken_cards("Я играю Q♥: она отменяет") == "Я играю даму червей: она отменяет"
    assert spoken_cards("сбрасываю опасную 10♦") == "сбрасываю опасную десятку бубен"
    assert spoken_cards("играю старшую, K♠, чтобы") == "играю старшую, короля пик, чтобы"
    # a card that is no verb's object stays as it was
    assert spoken_cards("Ваша единственная возможная карта: A♠.") == "Ваша единственная возможная карта: туз пик."
    assert spoken_cards("Отменено: ход 5♦") == "Отменено: ход пятёрка бубен"
    assert spoken_cards("моя Q♣ отменила бы") == "моя дама треф отменила бы"


def test_a_card_written_after_kartoi_is_said_in_the_instrumental(russian: None) -> None:
    # «берите картой семёрка бубен», «оставайтесь ниже с картой четвёрка червей» were said (QA)
    assert spoken_cards("берите картой 7♦") == "берите семёркой бубен"
    assert spoken_cards("оставайтесь ниже с картой 4♥") == "оставайтесь ниже с четвёркой червей"
    assert spoken_cards("ходите картой J♣, она") == "ходите валетом треф, он", "«она» was for «картой» (QA)"
    assert spoken_cards("беру её картой A♠") == "беру её тузом пик"
    assert spoken_cards("под картой 10♦ или 8♦") == "под десяткой бубен или восьмёркой бубен"
    # a word that agrees with «картой» keeps it: «старшей валетом» would not agree
    assert spoken_cards("хожу старшей картой K♥") == "хожу старшей картой, королём червей"
    assert spoken_cards("под моей картой Q♠ и сбрасываю 2♣") == "под моей картой, дамой пик и сбрасываю двойку треф"
    assert spoken_cards("хожу картой BJ") == "хожу картой BJ", "a joker is said as written"
    # the card after a comma, named by a word in the instrumental (atspi QA)
    assert spoken_cards("у меня одни козыри, бью младшим, 3♠ — партнёр") == (
        "у меня одни козыри, бью младшим, тройкой пик — партнёр")
    assert spoken_cards("беру её своей старшей картой, A♠") == "беру её своей старшей картой, тузом пик"


def test_a_bid_is_said_as_the_verbs_object_in_russian(russian: None) -> None:
    assert texts.action_text(Bid(0, BidKind.NIL)) == "заказать нил"
    assert texts.action_text(Bid(0, BidKind.BLIND_NIL)) == "заказать слепой нил"
    assert texts.action_text(Bid(0, BidKind.MOON)) == "заказать луну"
    assert texts.action_text(Bid(5, BidKind.BLIND)) == "заказать вслепую 5"
    assert texts.action_text(Bid(4)) == "заказать 4"
    assert texts.action_text(Bid(0, BidKind.PASS)) == "спасовать"
    assert texts.bid_text(Bid(0, BidKind.NIL)) == "нил", "a common noun: «Заказ: нил», «4 + нил» (QA)"
    # a bot's reason: «Я заказываю {bid}» takes the object; «заказ {bid}» (a noun) does not
    assert message_text(Message.of("I bid {bid}: I hold {reason}", bid=Bid(0, BidKind.MOON), reason="x")) == (
        "Я заказываю луну: у меня x")
    assert message_text(Message.of("a bid of {bid}", bid=Bid(0, BidKind.MOON))) == "заказ луна"


def test_the_coach_names_a_seat_as_the_review_names_its_player(russian: None) -> None:
    # the coach said «Юг: заказ 4 — …» where the review names the player («Вы», «Wes»)
    as_good = Message.of("{seat}: {action} was as good as any choice here.", seat="South",
                         action=Message.of("a bid of {bid}", bid=Bid(4)))
    assert message_text(as_good).startswith("Юг: "), "without the review's names, the position"
    assert message_text(as_good, seats={"South": "Вы", "West": "Wes"}) == (
        "Вы: заказ 4 — не хуже любого другого выбора здесь.")
    west = Message.of("{seat}: {action} was as good as any choice here.", seat="West",
                      action=Message.of("the {card}", card=Card.parse("2C")))
    assert message_text(west, seats={"South": "Вы", "West": "Wes"}).startswith("Wes: 2♣")
