"""Russian texts of the window: ``python assets/translations/ru.py`` fills ``spades_desktop_ru.ts`` from this table.

Keys are (context, English source); run ``pyside6-lupdate`` first (see README.md) so new texts appear in the
.ts file, add their Russian here, run this script, then ``pyside6-lrelease`` to make the .qm the game loads.
The texts lupdate cannot see (the score-sheet model's and the engine's, see ``sources.py``) are added to the
.ts file by this script.
"""

from __future__ import annotations

import importlib.util
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

RU: dict[tuple[str, str], str] = {
    # empty context: module-level tr() in texts.py, status.py, info_dialogs.py
    ("", "Play a card"): "Сыграть карту",
    ("", "Drag it to the middle of the table; or click it, then click it again; or double-click it"):
        "Перетащите её в середину стола; или щёлкните, а затем щёлкните ещё раз; или дважды щёлкните",
    ("", "Choose a card with the keyboard"): "Выбрать карту с клавиатуры",
    ("", "← and →, then Enter or Space to play it"): "← и →, затем Enter или Пробел, чтобы сыграть",
    ("", "Bid"): "Заказ",
    ("", "Click a bid; or type it (0 or N for nil, 1 then 2 for 12) and press Enter"):
        "Щёлкните заказ; или наберите его (0 или N — нил, 1 и 2 — 12) и нажмите Enter",
    ("", "Look at your cards (blind nil offered)"): "Посмотреть карты (когда предложен слепой нил)",
    ("", "Look at my cards, or L"): "«Посмотреть карты» или L",
    ("", "Nil card exchange"): "Обмен картами при ниле",
    ("", "Click the cards to pass, then Pass cards (Enter)"): "Щёлкните карты для передачи, затем «Передать» (Enter)",
    ("", "Two-player draw"): "Прикуп вдвоём",
    ("", "Keep (K) or Discard (D)"): "Оставить (K) или Сбросить (D)",
    ("", "Hint"): "Подсказка",
    ("", "H, or the Hint button: what the Normal bot would do, and why"):
        "H или кнопка «Подсказка»: что сделал бы обычный бот и почему",
    ("", "Hurry the cards"): "Ускорить карты",
    ("", "Click the table or press Enter while cards move"): "Щёлкните по столу или нажмите Enter, пока карты движутся",
    ("", "Last trick"): "Последняя взятка",
    ("", "View ▸ Show last trick (Ctrl+L)"): "Вид ▸ Последняя взятка (Ctrl+L)",
    ("", "Next hand"): "Следующая раздача",
    ("", "Enter, or the Next hand button"): "Enter или кнопка «Следующая раздача»",
    ("", "Mouse and keyboard"): "Мышь и клавиатура",
    ("", "Spades for the desktop: house rules, honest seeded deals, bots that respect your nil, no ads, no account, "
         "no network."):
        "Пики для компьютера: домашние правила, честные нумерованные раздачи, боты, которые берегут ваш нил, "
        "без рекламы, без учётной записи, без сети.",
    ("", "Free software under the GNU General Public License, version 3 or later."):
        "Свободная программа под лицензией GNU GPL версии 3 или более поздней.",
    ("", "No game yet: start one with Game ▸ New game (Ctrl+N)."):
        "Игры ещё нет: начните её через Игра ▸ Новая игра (Ctrl+N).",
    ("", "Game over: {0} won ({1}). Start another with Game ▸ New game (Ctrl+N)."):
        "Игра окончена: победа — {0} ({1}). Новая игра: Игра ▸ Новая игра (Ctrl+N).",
    ("", "The hand is over: read the scores, then press Next hand (Enter)."):
        "Раздача окончена: посмотрите счёт и нажмите «Следующая раздача» (Enter).",
    ("", "Wait a moment: the cards are moving (click the table to hurry them)."):
        "Минутку: карты движутся (щёлкните по столу, чтобы ускорить).",
    ("", "Wait a moment."): "Минутку.",
    ("", "bid"): "сделает заказ",
    ("", "decide on blind nil"): "решит насчёт слепого нила",
    ("", "choose cards to pass"): "выберет карты для передачи",
    ("", "play a card"): "сыграет карту",
    ("", "draw"): "возьмёт карту из прикупа",
    ("", "swap cards"): "заменит карты",
    ("", "move"): "сделает ход",
    ("", "Waiting for {0} to {1}…"): "Ждём, пока {0} {1}…",
    ("", "Your bid: bid blind before you see your cards, or press Look at my cards (L)."):
        "Ваш заказ: закажите вслепую, не глядя в карты, или нажмите «Посмотреть карты» (L).",
    ("", "Your bid: click a bid in the panel, or type it and press Enter."):
        "Ваш заказ: щёлкните заказ на панели или наберите его и нажмите Enter.",
    ("", "Choose {0} card(s) to pass to {1}: click them, then press Pass cards."):
        "Выберите карты для передачи ({0}) игроку {1}: щёлкните их и нажмите «Передать».",
    ("", "Keep the top card (K) or discard it and take the next one (D)."):
        "Оставьте верхнюю карту (K) или сбросьте её и возьмите следующую (D).",
    ("", "Choose up to {0} card(s) to swap, then press Swap."):
        "Выберите до {0} карт для замены и нажмите «Заменить».",
    ("", "drag a card to the middle of the table, double-click it, or use ← → and Enter."):
        "перетащите карту в середину стола, дважды щёлкните её или используйте ← → и Enter.",
    ("", "Your lead: {0}"): "Ваш заход: {0}",
    ("", "Your turn ({0} led): {1}"): "Ваш ход (зашли с {0}): {1}",
    ("", "Your turn."): "Ваш ход.",
    ("", "South"): "Юг",
    ("", "West"): "Запад",
    ("", "North"): "Север",
    ("", "East"): "Восток",
    ("", "You"): "Вы",
    ("", "Wes"): "Зоя",
    ("", "Nora"): "Света",
    ("", "Ethan"): "Вова",
    ("", "Human"): "Человек",
    ("", "Easy bot"): "Простой бот",
    ("", "Normal bot"): "Обычный бот",
    ("", "Hard bot"): "Сильный бот",
    ("", "Nil"): "Нил",
    ("", "Blind nil"): "Слепой нил",
    ("", "Blind {0}"): "Вслепую {0}",
    ("", "10 for 200"): "10 за 200",
    ("", "Moon"): "Луна",
    ("", "N"): "Н",
    ("", "BN"): "СН",
    ("", "M"): "Л",
    ("", "Big Joker"): "Большой джокер",
    ("", "Little Joker"): "Малый джокер",
    ("", "bid {0}"): "заказать {0}",
    ("", "look at your cards"): "посмотреть карты",
    ("", "play the {0}"): "сыграть {0}",
    ("", "pass {0}"): "передать {0}",
    ("", "keep the top card"): "оставить верхнюю карту",
    ("", "discard the top card"): "сбросить верхнюю карту",
    ("", "keep your hand"): "оставить карты как есть",
    ("", "swap {0}"): "заменить {0}",
    # BidPanel
    ("BidPanel", "Hint"): "Подсказка",
    ("BidPanel", "What would the Normal bot bid? (H)"): "Что заказал бы обычный бот? (H)",
    ("BidPanel", "Bid blind, or look at your cards?"): "Заказать вслепую или посмотреть карты?",
    ("BidPanel", "Your bid"): "Ваш заказ",
    ("BidPanel", "{0} (partner)"): "{0} (партнёр)",
    ("BidPanel", "Look at my cards"): "Посмотреть карты",
    ("BidPanel", "Turn your cards face up; you give up a blind bid this hand (L)"):
        "Открыть свои карты; заказать вслепую в этой раздаче уже нельзя (L)",
    ("BidPanel", "Promise to take no trick at all (N or 0)"): "Обещание не взять ни одной взятки (N или 0)",
    ("BidPanel", "Promise no trick without looking at your cards (B)"):
        "Обещание не взять ни одной взятки, не глядя в карты (B)",
    ("BidPanel", "Promise {0} tricks with your partner's bid (type {0}, then Enter)"):
        "Обещание взять {0} взяток вместе с заказом партнёра (наберите {0}, затем Enter)",
    ("BidPanel", "Hint: {0}"): "Подсказка: {0}",
    # CardBacks, CardRenderer, Cards
    ("CardBacks", "Blue lattice"): "Синяя решётка",
    ("CardBacks", "Red diamonds"): "Красные ромбы",
    ("CardBacks", "Green rings"): "Зелёные кольца",
    ("CardBacks", "Night and gold"): "Ночь и золото",
    ("CardRenderer", "the SVG deck {0} does not exist"): "колоды SVG {0} нет",
    ("CardRenderer", "{0} is not a valid SVG file"): "{0} — не файл SVG",
    ("CardRenderer", "{0} has no card elements (expected ids such as AS, TD, BJ and back)"):
        "в {0} нет карт (ожидались элементы с id вроде AS, TD, BJ и back)",
    ("Cards", "BIG"): "БОЛЬШОЙ",
    ("Cards", "LITTLE"): "МАЛЫЙ",
    # ChoosePanel, DrawPanel
    ("ChoosePanel", "Hint"): "Подсказка",
    ("ChoosePanel", "Pass cards"): "Передать",
    ("ChoosePanel", "Keep my hand"): "Оставить карты",
    ("ChoosePanel", "Chosen: {0}"): "Выбрано: {0}",
    ("ChoosePanel", "Click cards in your hand to choose them."): "Щёлкните карты в руке, чтобы выбрать их.",
    ("DrawPanel", "Keep this card?"): "Оставить эту карту?",
    ("DrawPanel", "Keep it and the next card is discarded unseen,\nor discard it and take the next card."):
        "Оставьте её — следующая уйдёт в сброс не глядя,\nили сбросьте её и возьмите следующую.",
    ("DrawPanel", "Keep (K)"): "Оставить (K)",
    ("DrawPanel", "Discard (D)"): "Сбросить (D)",
    # GameController
    ("GameController", "Wait: {0} is thinking."): "Подождите: {0} думает.",
    ("GameController", "Wait for the cards to settle."): "Подождите, пока карты лягут.",
    ("GameController", "The hand is over: press Next hand."): "Раздача окончена: нажмите «Следующая раздача».",
    ("GameController", "The game is over: start a new game from the Game menu."):
        "Игра окончена: начните новую в меню «Игра».",
    ("GameController", "Start a new game from the Game menu."): "Начните новую игру в меню «Игра».",
    ("GameController", "It is not your turn."): "Сейчас не ваш ход.",
    ("GameController", "{0}'s bot made a mistake; it plays {1} instead."):
        "Бот игрока {0} ошибся; вместо этого он ходит так: {1}.",
    ("GameController", "No hint this time: {0}"): "Подсказки не будет: {0}",
    # GameOverPanel
    ("GameOverPanel", "New game"): "Новая игра",
    ("GameOverPanel", "Close"): "Закрыть",
    ("GameOverPanel", "You win!"): "Вы победили!",
    ("GameOverPanel", "Winner: {0}"): "Победа: {0}",
    ("GameOverPanel", "{0} ({1})."): "{0} ({1}).",
    # HandSummaryPanel
    ("HandSummaryPanel", "Next hand"): "Следующая раздача",
    # Review, coach and play again (issue 17)
    ("MainWindow", "Re&view a game…"): "&Разбор игры…",
    ("MainWindow", "Review a game"): "Разбор игры",
    ("MainWindow", "This game cannot be reviewed:\n{0}"): "Эту игру нельзя разобрать:\n{0}",
    ("MainWindow", "Play this deal again and leave the game in progress?"):
        "Сыграть эту раздачу заново и оставить текущую игру?",
    ("MainWindow", "&Play again"): "&Сыграть заново",
    ("HandSummaryPanel", "Review hand"): "Разбор раздачи",
    ("ReviewWindow", "Review of hand {0}"): "Разбор раздачи {0}",
    ("ReviewWindow", "Start"): "В начало",
    ("ReviewWindow", "◀◀ Trick"): "◀◀ Взятка",
    ("ReviewWindow", "◀ Back"): "◀ Назад",
    ("ReviewWindow", "Next ▶"): "Дальше ▶",
    ("ReviewWindow", "Trick ▶▶"): "Взятка ▶▶",
    ("ReviewWindow", "End"): "В конец",
    ("ReviewWindow", "Ask the coach"): "Спросить тренера",
    ("ReviewWindow", "Cancel"): "Отмена",
    ("ReviewWindow", "with my own cards"): "со своими картами",
    ("ReviewWindow", "with {0}'s cards"): "с картами игрока {0}",
    ("ReviewWindow", "Play this deal again"): "Сыграть эту раздачу заново",
    ("ReviewWindow", "A two-player draw game has no fixed deal to play again."):
        "В игре вдвоём с добором нет постоянной раздачи, которую можно сыграть заново.",
    ("ReviewWindow", "(the bot's reason cannot be shown: asked again, it would {0})"):
        "(причину хода бота показать нельзя: если спросить его снова, он решит {0})",
    ("ReviewWindow", "Hand {0} · step {1} of {2} · trick {3}"): "Раздача {0} · шаг {1} из {2} · взятка {3}",
    ("ReviewWindow", "<b>Bids</b>: {0}"): "<b>Заявки</b>: {0}",
    ("ReviewWindow", "{0} passed {1}"): "{0} передаёт {1}",
    ("ReviewWindow", "<b>Next</b>: {0} chose to {1}."): "<b>Дальше</b>: {0} решает {1}.",
    ("ReviewWindow", "Reason: {0}"): "Причина: {0}",
    ("ReviewWindow", "<b>The hand is over.</b>"): "<b>Раздача окончена.</b>",
    ("ReviewWindow", "From here {0} could still take {1} of the tricks (every card seen)."):
        "Отсюда {0} ещё могли взять взяток: {1} (если видеть все карты).",
    ("ReviewWindow", "Each player's number is what it takes when all the others play against it."):
        "Число каждого игрока — сколько он возьмёт, если все остальные играют против него.",
    ("ReviewWindow", "<b>Coach</b> (points for the side, on average):<br>{0}"):
        "<b>Тренер</b> (очки стороны, в среднем):<br>{0}",
    ("ReviewWindow", "<b>Decisions that cost most</b>:<br>{0}"): "<b>Самые дорогие решения</b>:<br>{0}",
    ("ReviewWindow", "Step {0}: {1}"): "Шаг {0}: {1}",
    ("ReviewWindow", "Hand {0}"): "Раздача {0}",
    ("ReviewWindow", "<b>Same cards, bots in the human seats</b>: {0} (as played: {1})"):
        "<b>Те же карты, боты на местах людей</b>: {0} (в игре: {1})",
    ("HandSummaryPanel", "Hand {0} is over"): "Раздача {0} окончена",
    ("HandSummaryPanel", "See the result"): "Итог игры",
    ("HandSummaryPanel", "Bid"): "Заказ",
    ("HandSummaryPanel", "Won"): "Взято",
    ("HandSummaryPanel", "Points"): "Очки",
    ("HandSummaryPanel", "Total"): "Всего",
    ("HandSummaryPanel", "made"): "выполнен",
    ("HandSummaryPanel", "set"): "провален",
    ("HandSummaryPanel", "contract {0} {1} {2:+d}"): "контракт {0} {1} {2:+d}",
    ("HandSummaryPanel", "overtricks {0:+d}"): "лишние взятки {0:+d}",
    ("HandSummaryPanel", "failed"): "провален",
    ("HandSummaryPanel", "{0} {1} {2:+d}"): "{0} {1} {2:+d}",
    ("HandSummaryPanel", "bag penalty {0:+d}"): "штраф за мешки {0:+d}",
    ("HandSummaryPanel", "bag count {0}"): "мешков {0}",
    # LastTrickDialog
    ("LastTrickDialog", "Last trick"): "Последняя взятка",
    ("LastTrickDialog", "won"): "взял",
    ("LastTrickDialog", "{0} won the trick with the {1}."): "Взятку взял(а) {0} картой {1}.",
    # MainWindow
    ("MainWindow", "Scorepad"): "Счёт",
    ("MainWindow", "&Game"): "&Игра",
    ("MainWindow", "&New game…"): "&Новая игра…",
    ("MainWindow", "&Replay this deal"): "&Сыграть эту раздачу заново",
    ("MainWindow", "Start this game again from its first deal"): "Начать эту игру заново с первой раздачи",
    ("MainWindow", "&Print score sheet…"): "&Печать листа счёта…",
    ("MainWindow", "&Export score sheet as PDF…"): "&Экспорт листа счёта в PDF…",
    ("MainWindow", "Print &blank score sheets…"): "Печать &пустых листов счёта…",
    ("MainWindow", "&Quit"): "&Выход",
    ("MainWindow", "&View"): "&Вид",
    ("MainWindow", "Show &last trick"): "&Последняя взятка",
    ("MainWindow", "&Scorepad"): "&Счёт",
    ("MainWindow", "&Animation speed"): "&Скорость анимации",
    ("MainWindow", "&Off"): "&Выкл.",
    ("MainWindow", "&Fast"): "&Быстро",
    ("MainWindow", "&Normal"): "&Обычно",
    ("MainWindow", "&Slow"): "&Медленно",
    ("MainWindow", "&Card style"): "&Вид карт",
    ("MainWindow", "&Four-colour suits"): "&Четырёхцветные масти",
    ("MainWindow", "&Large index"): "&Крупные индексы",
    ("MainWindow", "Card &back"): "&Рубашка",
    ("MainWindow", "Use an &SVG deck…"): "Колода &SVG…",
    ("MainWindow", "Use the &built-in cards"): "&Встроенные карты",
    ("MainWindow", "&Help"): "&Справка",
    ("MainWindow", "&Hint"): "&Подсказка",
    ("MainWindow", "&Rules of this game"): "&Правила этой игры",
    ("MainWindow", "&Mouse and keyboard"): "&Мышь и клавиатура",
    ("MainWindow", "&About {0}"): "&О программе {0}",
    ("MainWindow", "There is no preset {0}; the presets are: {1}."): "Набора правил {0} нет; есть такие: {1}.",
    ("MainWindow", "Resume the unfinished game ({0}, hand {1})?"):
        "Продолжить незаконченную игру ({0}, раздача {1})?",
    ("MainWindow", "Choose an SVG deck"): "Выберите колоду SVG",
    ("MainWindow", "SVG files (*.svg)"): "Файлы SVG (*.svg)",
    ("MainWindow", "No trick has been played yet."): "Ещё не сыграно ни одной взятки.",
    ("MainWindow", "Rules of this game"): "Правила этой игры",
    ("MainWindow", "Mouse and keyboard"): "Мышь и клавиатура",
    ("MainWindow", "About {0}"): "О программе {0}",
    ("MainWindow", "There is no game to print yet."): "Печатать пока нечего: игры ещё нет.",
    ("MainWindow", "Printing is not available: {0}"): "Печать недоступна: {0}",
    ("MainWindow", "Saved {0}."): "Сохранено: {0}.",
    ("MainWindow", "Exporting is not available: {0}"): "Экспорт недоступен: {0}",
    # NewGameDialog
    ("NewGameDialog", "New game"): "Новая игра",
    ("NewGameDialog", "&Rules:"): "&Правила:",
    ("NewGameDialog", "Some preset files could not be read:"): "Некоторые файлы правил не прочитаны:",
    ("NewGameDialog", "Players"): "Игроки",
    ("NewGameDialog", "&Target score:"): "&До скольких очков:",
    ("NewGameDialog", "random"): "случайная",
    ("NewGameDialog", "The same deal number gives the same cards: replay a game or share it."):
        "Тот же номер раздачи даёт те же карты: можно переиграть игру или поделиться ею.",
    ("NewGameDialog", "&Deal number:"): "&Номер раздачи:",
    ("NewGameDialog", "&Deal"): "&Сдать",
    ("NewGameDialog", "as the rules say ({0})"): "как в правилах ({0})",
    ("NewGameDialog", "The deal number must be below {0}."): "Номер раздачи должен быть меньше {0}.",
    # Presets
    ("Presets", "Standard"): "Стандартные",
    ("Presets", "Partnership Spades to 500: nil and blind nil, 10 bags cost 100."):
        "Парные пики до 500: нил и слепой нил, 10 мешков стоят 100.",
    ("Presets", "The rules card is not available: {0}"): "Карточка правил недоступна: {0}",
    # small ones
    ("ScorepadPlaceholder", "Hand {0}: {1}"): "Раздача {0}: {1}",
    ("SeatPlate", "D"): "С",
    ("TableScene", "Choose a card with ← and → first."): "Сначала выберите карту клавишами ← и →.",
    ("TableScene", "Drop the card in the middle of the table to play it."):
        "Чтобы сыграть карту, положите её в середину стола.",
    ("TableScene", "You have chosen {0} cards already: click one of them to put it back."):
        "Уже выбрано карт: {0}. Щёлкните одну из них, чтобы вернуть.",
    ("TableScene", "Bid {0} · won {1}"): "Заказ {0} · взято {1}",
    ("TableScene", "Bidding…"): "Заказывает…",
    ("TableScene", "Drawing…"): "Берёт прикуп…",
    ("TableScene", "No bid yet"): "Заказа ещё нет",
    ("TableView", "Choose {0} card(s) to pass to {1}"): "Выберите карты ({0}) для передачи: {1}",
    ("TableView", "Pass cards"): "Передать",
    ("TableView", "Blind nil: choose up to {0} card(s) to swap for unseen discards"):
        "Слепой нил: выберите до {0} карт для замены на карты из сброса",
    ("TableView", "Swap"): "Заменить",
    ("TableView", "Hint: {0}"): "Подсказка: {0}",
    ("TableView", "Spades Desktop"): "Spades Desktop",
    # the scorepad and the blank-sheet dialog (spades_desktop/gui/scorepad.py, blank_sheet_dialog.py)
    ("ScorepadWidget", "Score"): "Счёт",
    ("ScorepadWidget", "Game to {target}"): "Игра до {target}",
    ("ScorepadWidget", "lose at {mercy}"): "проигрыш при {mercy}",
    ("ScorepadWidget", "D"): "С",
    ("ScorepadWidget", "dealer"): "сдающий",
    ("ScorepadWidget", "★ {name} win the game! ★"): "★ Победа: {name}! ★",
    ("ScorepadWidget", "★ {name} wins the game! ★"): "★ Победа: {name}! ★",
    ("ScorepadWidget", "seat {seat}"): "место {seat}",
    ("ScorepadWidget", "Hand {hand} · dealt by {dealer} · deal #{deal}"): "Раздача {hand} · сдаёт {dealer} · № {deal}",
    ("ScorepadWidget", "Hand {hand}: {side}"): "Раздача {hand}: {side}",
    ("ScorepadWidget", "Side {side}"): "Пара {side}",
    ("ScorepadWidget", "Bid"): "Заказ",
    ("ScorepadWidget", "Took"): "Взято",
    ("ScorepadWidget", "Pts"): "Очки",
    ("ScorepadWidget", "Bags"): "Мешки",
    ("ScorepadWidget", "Total"): "Всего",
    ("ScorepadWidget", "bags {bags}/{limit}"): "мешки {bags}/{limit}",
    ("ScorepadPrint", "Print score sheet"): "Печать листа счёта",
    ("ScorepadPrint", "Export score sheet"): "Экспорт листа счёта",
    ("ScorepadPrint", "PDF (*.pdf)"): "Документ PDF (*.pdf)",
    ("ScorepadPrint", "PNG image (*.png)"): "Изображение PNG (*.png)",
    ("BlankSheetDialog", "Print blank score sheets"): "Печать пустых листов счёта",
    ("BlankSheetDialog", "Names (leave empty for lines to write on)"): "Имена (пусто — строки для записи от руки)",
    ("BlankSheetDialog", "Fill the page"): "На всю страницу",
    ("BlankSheetDialog", " rows"): " строк",
    ("BlankSheetDialog", "A4"): "A4",
    ("BlankSheetDialog", "Letter"): "Letter",
    ("BlankSheetDialog", "Rules:"): "Правила:",
    ("BlankSheetDialog", "Rows:"): "Строк:",
    ("BlankSheetDialog", "Paper:"): "Бумага:",
    ("BlankSheetDialog", "Continue"): "Продолжить",
    ("BlankSheetDialog", "Side {side}:"): "Пара {side}:",
    ("BlankSheetDialog", "Player {side}:"): "Игрок {side}:",
    ("BlankSheetDialog", "name"): "имя",
    ("BlankSheetDialog", "{rows} rows on {pages} page(s)"): "{rows} строк на страницах: {pages}",
    # pass-and-play (spades_desktop/gui/handoff.py, controller.py, table_view.py, new_game_dialog.py)
    ("", "Sam"): "Саша",
    ("", "{0} — {1}"): "{0} — {1}",
    ("", "Pass the screen to {0}: {0} clicks the table (or presses Space) when ready."):
        "Передайте экран игроку {0}: когда {0} будет готов(а), пусть щёлкнет по столу (или нажмёт Пробел).",
    ("", "Pass and play: take your turn"): "Игра за одним экраном: начать свой ход",
    ("", "When the screen says “Pass to …”, its player clicks it or presses Space"):
        "Когда на экране «Передайте игроку …», этот игрок щёлкает по нему или нажимает Пробел",
    ("GameController", "Waiting for {0} to come to the screen."): "Ждём, пока {0} подойдёт к экрану.",
    ("HandOffCover", "Pass to {0}"): "Передайте игроку {0}",
    ("HandOffCover", "{0}, click (or press Space) when ready."):
        "{0}, щёлкните (или нажмите Пробел), когда будете готовы.",
    ("HandOffCover", "I'm {0}: show my cards"): "Я — {0}: покажите мои карты",
    ("HandOffCover", "Everyone else, please look away."): "Остальные, пожалуйста, не смотрите.",
    ("RecapPanel", "Since your last turn"): "С вашего прошлого хода",
    ("RecapPanel", "you"): "вы",
    ("RecapPanel", "Hand {0}, dealt by {1}."): "Раздача {0}, сдаёт {1}.",
    ("RecapPanel", "Bids: {0}"): "Заказы: {0}",
    ("RecapPanel", "Trick {0}: {1}; {2} won it."): "Взятка {0}: {1} → {2}.",
    ("RecapPanel", "{0} passed you {1}."): "{0} передаёт вам: {1}.",
    ("RecapPanel", "Trick {0}, won by {1}:"): "Взятка {0} → {1}:",
    ("TableView", "{0} bids next."): "Заказывает {0}.",
    ("TableView", "{0} decides on blind nil."): "{0} решает насчёт слепого нила.",
    ("TableView", "{0} chooses cards to pass to {1}."): "{0} выбирает карты, чтобы передать игроку {1}.",
    ("TableView", "{0} draws next."): "Прикуп берёт {0}.",
    ("TableView", "{0} swaps cards for the blind nil."): "{0} меняет карты для слепого нила.",
    ("TableView", "{0} plays next."): "Ходит {0}.",
    ("TableView", "{0} leads next."): "Заходит {0}.",
    ("TableView", "Hand {0} · {1}"): "Раздача {0} · {1}",
    ("NewGameDialog", "{0} (with {1})"): "{0} (пара: {1})",
    ("NewGameDialog", "A person at this screen, or a computer player and its level"):
        "Человек за этим экраном или компьютерный игрок и его уровень",
    ("NewGameDialog", "No human: the bots play on their own and you watch."):
        "Людей нет: боты играют сами, а вы смотрите.",
    ("NewGameDialog", "You play against the bots."): "Вы играете против ботов.",
    ("NewGameDialog", "Pass and play: {0} people share this screen. Each hand stays hidden until its "
                      "player says they are ready."):
        "Игра за одним экраном: людей за столом — {0}. Карты каждого скрыты, пока он сам не скажет, что готов.",
    # the score-sheet model's words (spades_desktop/sheets/model.py, paint.py: the "ScoreSheet" context)
    ("ScoreSheet", "Spades score sheet"): "Пики: лист счёта",
    ("ScoreSheet", "{a} & {b}"): "{a} и {b}",
    ("ScoreSheet", "N"): "Н",
    ("ScoreSheet", "BN"): "СН",
    ("ScoreSheet", "B{tricks}"): "С{tricks}",
    ("ScoreSheet", "M"): "Л",
    ("ScoreSheet", "Both nils failed: the side loses its score"): "Оба нила провалены: пара теряет весь счёт",
    ("ScoreSheet", "Shot the moon: wins the game"): "Луна: пара выигрывает партию",
    ("ScoreSheet", "Double nil"): "Двойной нил",
    ("ScoreSheet", "Double blind nil"): "Двойной слепой нил",
    ("ScoreSheet", "Bid {bid}, took {tricks}: made"): "Заказ {bid}, взято {tricks}: выполнен",
    ("ScoreSheet", "Bid {bid}, took {tricks}: set"): "Заказ {bid}, взято {tricks}: провален",
    ("ScoreSheet", "Bags: {bags}"): "Мешки: {bags}",
    ("ScoreSheet", "Overtricks: {bags}"): "Лишние взятки: {bags}",
    ("ScoreSheet", "Seat {seat}"): "Место {seat}",
    ("ScoreSheet", "blind nil"): "слепой нил",
    ("ScoreSheet", "nil"): "нил",
    ("ScoreSheet", "{name}: {kind} made"): "{name}: {kind} выполнен",
    ("ScoreSheet", "{name}: {kind} failed ({tricks} tricks)"): "{name}: {kind} провален (взяток: {tricks})",
    ("ScoreSheet", "Bag penalty ({before} + {bags} bags)"): "Штраф за мешки (было {before}, ещё {bags})",
    ("ScoreSheet", "This hand"): "За раздачу",
    ("ScoreSheet", "Total"): "Всего",
    ("ScoreSheet", "Bag count"): "Мешков",
    ("ScoreSheet", "set"): "провал",
    ("ScoreSheet", "bags {penalty}"): "мешки {penalty}",
    ("ScoreSheet", "moon!"): "луна!",
    ("ScoreSheet", "lose all"): "всё потеряно",
    ("ScoreSheet", "double nil"): "двойной нил",
    ("ScoreSheet", "double blind nil"): "двойной слепой нил",
    ("ScoreSheet", "lose at {mercy}"): "проигрыш при {mercy}",
    ("ScoreSheet", "nil {value}"): "нил {value}",
    ("ScoreSheet", "blind nil {value}"): "слепой нил {value}",
    ("ScoreSheet", "no nil"): "без нила",
    ("ScoreSheet", "{limit} bags = -{penalty}"): "{limit} мешков = -{penalty}",
    ("ScoreSheet", "no bag penalty"): "без штрафа за мешки",
    ("ScoreSheet", "blind bids score {value} a trick"): "заказ вслепую: {value} за взятку",
    ("ScoreSheet", "10 for {value}"): "10 за {value}",
    ("ScoreSheet", "moon wins"): "луна выигрывает",
    ("ScoreSheet", "blind 5"): "вслепую 5",
    ("ScoreSheet", "10 for 200"): "10 за 200",
    ("ScoreSheet", "moon"): "луна",
    ("ScoreSheet", "nil failed"): "нил провален",
    ("ScoreSheet", "contract not made"): "контракт не выполнен",
    ("ScoreSheet", "Bags"): "Мешки",
    ("ScoreSheet", "running count; {limit} bags cost {penalty}"):
        "нарастающим итогом; {limit} мешков стоят {penalty}",
    ("ScoreSheet", "Hand"): "Разд.",
    ("ScoreSheet", "Dealer"): "Сдаёт",
    ("ScoreSheet", "Deal no."): "№ раздачи",
    ("ScoreSheet", "Bid"): "Заказ",
    ("ScoreSheet", "Took"): "Взято",
    ("ScoreSheet", "Points"): "Очки",
    ("ScoreSheet", "Date"): "Дата",
    ("ScoreSheet", "Place"): "Место",
    ("ScoreSheet", "Page {page} of {pages}"): "Страница {page} из {pages}",
    ("ScoreSheet", "Final"): "Итог",
    ("ScoreSheet", "Game to {target}"): "Игра до {target}",
    ("ScoreSheet", "Side {side}"): "Пара {side}",
    ("ScoreSheet", "Winner: {name} ({scores})"): "Победа: {name} ({scores})",
    ("ScoreSheet", " to "): " : ",
    ("ScoreSheet", "could not write {path}"): "не удалось записать {path}",
    ("ScoreSheet", "could not write {path}: {reason}"): "не удалось записать {path}: {reason}",
    ("ScoreSheet", "could not write {path}: the folder {folder} does not exist"):
        "не удалось записать {path}: папки {folder} нет",
    ("ScoreSheet", "could not start drawing on the printer or file"): "не удалось начать печать на принтер или в файл",
    # the engine's messages (spades_desktop/engine/game.py: error templates, phase verbs, suit nouns, game-over
    # reasons; the "engine" context, translated by gui/texts.py)
    ("engine", "the first dealer must be a seat from 0 to {last}"):
        "первым сдающим может быть только место от 0 до {last}",
    ("engine", "{what} needs one whole number for each of the {sides} sides"):
        "{what}: нужно по одному целому числу на каждую пару (пар: {sides})",
    ("engine", "a two-player draw game has no deal to set up"): "в игре вдвоём с прикупом раздачу заранее не задают",
    ("engine", "give one hand for each of the {players} players"):
        "нужно по одной руке на каждого игрока (игроков: {players})",
    ("engine", "{seat} must hold {count} different cards, not {given}"):
        "{seat}: нужно разных карт — {count}, а не {given}",
    ("engine", "the {card} is not in the deck of these rules"): "карты {card} нет в колоде по этим правилам",
    ("engine", "the {card} is dealt twice"): "карта {card} сдана дважды",
    ("engine", "the game is over"): "игра окончена",
    ("engine", "it is not {seat}'s turn: {to_act} is to act"): "сейчас ход не у игрока {seat}: ходит {to_act}",
    ("engine", "cards are not played now: it is time to {verb}"): "сейчас картами не ходят: сейчас нужно {verb}",
    ("engine", "bidding is over: it is time to {verb}"): "заказы окончены: сейчас нужно {verb}",
    ("engine", "no cards are passed now: it is time to {verb}"): "сейчас карты не передают: сейчас нужно {verb}",
    ("engine", "no card is drawn now: it is time to {verb}"): "сейчас из прикупа не берут: сейчас нужно {verb}",
    ("engine", "no cards are swapped now: it is time to {verb}"): "сейчас карты не меняют: сейчас нужно {verb}",
    ("engine", "{action} is not a game action"): "{action} — не игровое действие",
    ("engine", "decide on blind nil"): "решить насчёт слепого нила",
    ("engine", "draw"): "взять карту из прикупа",
    ("engine", "swap cards for the blind nil"): "поменять карты для слепого нила",
    ("engine", "bid"): "сделать заказ",
    ("engine", "pass cards to your partner"): "передать карты партнёру",
    ("engine", "play a card"): "сыграть карту",
    ("engine", "start a new game"): "начать новую игру",
    ("engine", "your side's bid may not be 9"): "заказ вашей пары не может быть равен 9",
    ("engine", "the bids may not add up to {tricks}"): "сумма заказов не может быть равна {tricks}",
    ("engine", "bid blind before looking at your cards, or look at them"):
        "закажите вслепую, не глядя в карты, или посмотрите их",
    ("engine", "bid {lo} to {hi} or nil"): "можно заказать от {lo} до {hi} или нил",
    ("engine", "bid {lo} to {hi}"): "можно заказать от {lo} до {hi}",
    ("engine", "with {spades} spades you must bid nil"): "с таким числом пик ({spades}) нужно заказать нил",
    ("engine", "in whiz you bid your spade count ({spades}) or nil"):
        "в «Визе» заказывают число своих пик ({spades}) или нил",
    ("engine", "in mirrors you bid your spade count ({spades})"): "в «Зеркалах» заказывают число своих пик ({spades})",
    ("engine", "bid nil or {lo} to {hi}"): "закажите нил или от {lo} до {hi}",
    ("engine", "your partner bid nil, so you bid {lo} to {hi}"):
        "партнёр заказал нил, поэтому ваш заказ — от {lo} до {hi}",
    ("engine", "your partner did not bid nil, so you must"): "партнёр не заказал нил, поэтому нил должны заказать вы",
    ("engine", "bid nil or at least the board of {board}"): "закажите нил или не меньше борда ({board})",
    ("engine", "your partner bid nil: bid nil or at least the board of {board}"):
        "партнёр заказал нил: закажите нил или не меньше борда ({board})",
    ("engine", "your side must bid at least {board} (the board)"): "ваша пара должна заказать не меньше {board} (борд)",
    ("engine", "your cards are already face up"): "ваши карты уже открыты",
    ("engine", "look at your cards first, or bid blind"): "сначала посмотрите карты или закажите вслепую",
    ("engine", "you cannot bid {bid} now: {reason}"): "заказ «{bid}» сейчас невозможен: {reason}",
    ("engine", "blind nil is not allowed in these rules"): "слепой нил по этим правилам не разрешён",
    ("engine", "blind nil is allowed only when your side is at least {points} points behind"):
        "слепой нил разрешён, только если ваша пара отстаёт хотя бы на {points} очков",
    ("engine", "blind bids are not allowed in these rules"): "заказы вслепую по этим правилам не разрешены",
    ("engine", "blind bids are allowed only when your side is at least {points} points behind"):
        "заказы вслепую разрешены, только если ваша пара отстаёт хотя бы на {points} очков",
    ("engine", "a blind bid is 1 to {most} tricks"): "заказ вслепую — от 1 до {most} взяток",
    ("engine", "a blind bid must be made before you look at your cards"):
        "заказ вслепую делают до того, как посмотреть карты",
    ("engine", "choose exactly {count} different cards to pass"):
        "выберите для передачи ровно столько разных карт: {count}",
    ("engine", "choose exactly {count} different card to pass"): "выберите для передачи ровно одну карту",
    ("engine", "you do not hold the {card}"): "у вас нет карты {card}",
    ("engine", "before the draw you may only bid blind nil or look at your cards"):
        "до прикупа можно только заказать слепой нил или посмотреть карты",
    ("engine", "you may swap up to {count} different cards"): "можно поменять не больше {count} разных карт",
    ("engine", "you can only swap cards you hold"): "менять можно только свои карты",
    ("engine", "the {card} must lead the first trick"): "первую взятку начинают с карты {card}",
    ("engine", "no spade may be led to the first trick"): "в первую взятку нельзя заходить с пики",
    ("engine", "spades are not broken yet: lead another suit"): "пики ещё не открыты: зайдите с другой масти",
    ("engine", "you must follow {suit}"): "нужно ходить в масть: {suit}",
    ("engine", "no spade may be played to the first trick while you hold another suit"):
        "в первую взятку нельзя класть пику, пока у вас есть другая масть",
    ("engine", "you must beat the spade already played with a higher spade"):
        "нужно перебить уже сыгранную пику старшей пикой",
    ("engine", "clubs"): "трефы",
    ("engine", "diamonds"): "бубны",
    ("engine", "hearts"): "червы",
    ("engine", "spades"): "пики",
    ("engine", "reached the target"): "набрана нужная сумма очков",
    ("engine", "the other side fell to the losing score"): "соперники опустились до проигрышного счёта",
    ("engine", "shot the moon"): "пара взяла луну",
    ("engine", "made a double blind nil"): "пара сыграла двойной слепой нил",
    ("engine", "all {hands} hands were played"): "сыграны все раздачи ({hands})",
    # save, open, undo and redo (issue 11)
    ("GameController", "Undone: {0}."): "Отменено: {0}.",
    ("GameController", "Undone: {0}, and the bot move after it."): "Отменено: {0} и следующий за этим ход бота.",
    ("GameController", "Undone: {0}, and the {1} bot moves after it."):
        "Отменено: {0} и следующие за этим ходы ботов (ходов: {1}).",
    ("GameController", "The score of hand {0} is taken back."): "Счёт раздачи {0} отменён.",
    ("GameController", "Redone: {0}."): "Возвращено: {0}.",
    ("GameController", "Redone: {0}, and the bot move after it."): "Возвращено: {0} и следующий за этим ход бота.",
    ("GameController", "Redone: {0}, and the {1} bot moves after it."):
        "Возвращено: {0} и следующие за этим ходы ботов (ходов: {1}).",
    ("GameController", "{0}: {1}"): "{0}: {1}",
    ("GameController", "{0}'s move"): "ход игрока {0}",
    ("MainWindow", "&Open game…"): "&Открыть игру…",
    ("MainWindow", "Open &recent"): "Откр&ыть недавние",
    ("MainWindow", "&Save game"): "Со&хранить игру",
    ("MainWindow", "Save game &as…"): "Сохранить игру &как…",
    ("MainWindow", "&Edit"): "&Правка",
    ("MainWindow", "&Undo"): "&Отменить ход",
    ("MainWindow", "&Redo"): "&Вернуть ход",
    ("MainWindow", "Start a new game and leave this one?"): "Начать новую игру и оставить эту?",
    ("MainWindow", "&New game"): "&Новая игра",
    ("MainWindow", "Start this game again from its first deal and leave the game in progress?"):
        "Начать эту игру заново с первой раздачи и оставить текущую?",
    ("MainWindow", "The game in progress is not saved under a name. Save it to finish it later."):
        "Текущая игра не сохранена под именем. Сохраните её, чтобы доиграть потом.",
    ("MainWindow", "Moves made since the game was saved to {0} are lost unless you save it again."):
        "Ходы, сделанные после сохранения игры в {0}, пропадут, если не сохранить её снова.",
    ("MainWindow", "&Keep playing"): "&Продолжить игру",
    ("MainWindow", "&Save it first"): "&Сначала сохранить",
    ("MainWindow", "Spades games (*{0} *.json)"): "Игры в пики (*{0} *.json)",
    ("MainWindow", "There is no game to save yet."): "Сохранять пока нечего: игры ещё нет.",
    ("MainWindow", "Save game"): "Сохранить игру",
    ("MainWindow", "The game could not be saved to {0}: {1}.\nAny file that was there is unchanged."):
        "Не удалось сохранить игру в {0}: {1}.\nФайл, который там был, не изменён.",
    ("MainWindow", "Saved the game to {0}."): "Игра сохранена в {0}.",
    ("MainWindow", "Open game"): "Открыть игру",
    ("MainWindow", "This game cannot be opened:\n{0}"): "Эту игру нельзя открыть:\n{0}",
    ("MainWindow", "Open {0} and leave the game in progress?"): "Открыть {0} и оставить текущую игру?",
    ("MainWindow", "&Open"): "&Открыть",
    ("MainWindow", "Opened {0}."): "Открыто: {0}.",
    ("MainWindow", "This game is over. Print its score sheet?"): "Эта игра окончена. Напечатать её лист счёта?",
    ("MainWindow", "{0} (missing)"): "{0} (файла нет)",
    ("MainWindow", "No saved games yet"): "Сохранённых игр пока нет",
    ("MainWindow", "&Clear list"): "&Очистить список",
    ("MainWindow", "&Undo (off at this table)"): "&Отменить ход (за этим столом выключено)",
    ("MainWindow", "Pass and play: undo is on only when Allow undo was ticked in the New game dialog"):
        "Игра за одним экраном: отмена ходов работает, только если в окне «Новая игра» отмечено «Разрешить отмену»",
    ("MainWindow", "Take back your last move"): "Отменить свой последний ход",
    ("NewGameDialog", "Allow &undo (every player at this screen agrees)"):
        "Разрешить &отмену ходов (согласны все игроки за этим экраном)",
    ("NewGameDialog", "Pass and play: Ctrl+Z may take back a move. A game with undo says so in its record and on its "
                      "score sheet."):
        "Игра за одним экраном: Ctrl+Z отменяет ход. Игра с отменой ходов отмечается в записи и на листе счёта.",
    ("ScoreSheet", "Undo was used in this game."): "В этой игре ходы отменялись.",
}


def load_sources() -> ModuleType:
    """``sources.py`` beside this file (this folder is no package)."""
    spec = importlib.util.spec_from_file_location("spades_translation_sources", Path(__file__).with_name("sources.py"))
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def add_pure_texts(root: ET.Element) -> int:
    """Add to the .ts tree the texts of the pure layers that ``pyside6-lupdate`` cannot find; how many were new."""
    contexts = {(c.findtext("name") or ""): c for c in root.iter("context")}
    added = 0
    for name, source in load_sources().pure_texts():
        context = contexts.get(name)
        if context is None:  # laid out as pyside6-lupdate writes it
            if len(root):
                root[-1].tail = "\n"
            context = ET.SubElement(root, "context")
            context.text = "\n    "
            ET.SubElement(context, "name").text = name
            context[-1].tail = "\n"
            context.tail = "\n"
            contexts[name] = context
        if any((m.findtext("source") or "") == source for m in context.iter("message")):
            continue
        context[-1].tail = "\n    "
        message = ET.SubElement(context, "message")
        message.text = "\n        "
        ET.SubElement(message, "source").text = source
        message[-1].tail = "\n        "
        ET.SubElement(message, "translation", type="unfinished")
        message[-1].tail = "\n    "
        message.tail = "\n"
        added += 1
    return added


def fill(ts: Path) -> list[tuple[str, str]]:
    """Write the Russian of every known text into ``ts``; return the texts still without one."""
    tree = ET.parse(ts)
    add_pure_texts(tree.getroot())
    missing = []
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            assert translation is not None
            text = RU.get((name, source))
            if text is None:
                missing.append((name, source))
                continue
            translation.text = text
            translation.attrib.pop("type", None)
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return missing


if __name__ == "__main__":
    here = Path(__file__).resolve().parent
    left = fill(here / "spades_desktop_ru.ts")
    for context, source in left:
        print(f"no Russian for {context or '(module)'}: {source!r}")
    sys.exit(1 if left else 0)
