"""A card said in words in Russian agrees with the words around it: a pronoun for it takes its gender, and a card
after «козырем» is in the instrumental (Orca QA, spoken_cards in gui/accessibility.py)."""

from __future__ import annotations

from spades_desktop.ai.message import Message
from spades_desktop.engine import Card
from spades_desktop.gui.accessibility import spoken_cards
from spades_desktop.gui.review.coach_text import message_text


def test_a_pronoun_after_a_card_said_by_name_agrees_with_the_cards_gender(russian: None) -> None:
    # QA heard «ходите валетом пик, она, скорее всего, не возьмёт»: «она» agreed with the dropped «картой»
    hint = "Подсказка: сыграть J♠ — избегайте ненужных взяток: ходите картой J♠, она, скорее всего, не возьмёт"
    assert spoken_cards(hint) == ("Подсказка: сыграть валета пик — избегайте ненужных взяток: "
                                  "ходите валетом пик, он, скорее всего, не возьмёт")
    # masculine: валет, король, туз; feminine: дама and the twos to tens
    assert spoken_cards("хожу картой K♥, она должна взять") == "хожу королём червей, он должен взять"
    assert spoken_cards("хожу картой 8♥, она должна взять") == "хожу восьмёркой червей, она должна взять"
    assert spoken_cards("хожу картой A♦, она, скорее всего, не возьмёт") == (
        "хожу тузом бубен, он, скорее всего, не возьмёт")
    assert spoken_cards("хожу картой Q♥, она, скорее всего, не возьмёт") == (
        "хожу дамой червей, она, скорее всего, не возьмёт")
    assert spoken_cards("хожу картой 2♣, она, скорее всего, не возьмёт") == (
        "хожу двойкой треф, она, скорее всего, не возьмёт")
    assert spoken_cards("хожу картой 10♠, она") == "хожу десяткой пик, она"
    # the other forms, after a colon or a dash, and a card that had no «картой» before it
    assert spoken_cards("хожу картой A♠ — у неё меньше всего шансов взять") == (
        "хожу тузом пик — у него меньше всего шансов взять")
    assert spoken_cards("хожу картой 9♠ — у неё меньше всего шансов взять") == (
        "хожу девяткой пик — у неё меньше всего шансов взять")
    assert spoken_cards("Я играю K♠: она отменяет карту") == "Я играю короля пик: он отменяет карту"
    assert spoken_cards("Я оставляю 5♥: она лучше неизвестной карты") == (
        "Я оставляю пятёрку червей: она лучше неизвестной карты")
    assert spoken_cards("играю J♦, её, скорее всего, перебьют") == "играю валета бубен, его, скорее всего, перебьют"
    # «картой» still said: the pronoun keeps agreeing with it
    assert spoken_cards("хожу старшей картой K♥, она должна взять") == (
        "хожу старшей картой, королём червей, она должна взять")
    assert spoken_cards("беру её своей старшей картой, A♠, она") == "беру её своей старшей картой, тузом пик, она"
    # the coach's own sentence (ru.py: "{why}: I lead the {card}, likely to lose")
    reason = message_text(Message.of("{why}: I lead the {card}, likely to lose", why="x", card=Card.parse("JS")))
    assert spoken_cards(reason) == "x: хожу валетом пик, он, скорее всего, не возьмёт"


def test_a_card_after_kozyrem_is_said_in_the_instrumental(russian: None) -> None:
    # QA heard «бейте козырем семёрка пик»
    hint = "Подсказка: сыграть 7♠ — вы можете провалить их контракт: бейте козырем 7♠"
    assert spoken_cards(hint) == ("Подсказка: сыграть семёрку пик — вы можете провалить их контракт: "
                                  "бейте козырем, семёркой пик")
    assert spoken_cards("бью козырем Q♠") == "бью козырем, дамой пик"
    assert spoken_cards("бью козырем K♠") == "бью козырем, королём пик"
    assert spoken_cards("прикрываю нил партнёра: бью козырем 2♠, младшего козыря достаточно") == (
        "прикрываю нил партнёра: бью козырем, двойкой пик, младшего козыря достаточно")
    # the coach's own sentence (ru.py: "{why}: I trump with the {card}")
    reason = message_text(Message.of("{why}: I trump with the {card}", why="x", card=Card.parse("AS")))
    assert spoken_cards(reason) == "x: бью козырем, тузом пик"
