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
    ("", "Orca before version 46"): "Orca до версии 46",
    ("", "View ▸ Announcements for older screen readers: the game's announcements come as notifications"):
        "Вид ▸ Объявления для старых экранных чтецов: объявления игры приходят как уведомления",
    ("", "Drag it to the middle of the table; or click it, then click it again; or double-click it"):
        "Перетащите её в середину стола; или щёлкните, а затем щёлкните ещё раз; или дважды щёлкните",
    ("", "Choose a card with the keyboard"): "Выбрать карту с клавиатуры",
    ("", "← and →, then Enter or Space to play it"): "← и →, затем Enter или Пробел, чтобы сыграть",
    ("", "Bid"): "Заказ",
    ("", "Click a bid; or type it (0 or N for nil, 1 then 2 for 12) and press Enter"):
        "Щёлкните заказ; или наберите его (0 или N — нил, 1 и 2 — 12) и нажмите Enter",
    ("", "Look at your cards (blind nil offered)"): "Посмотреть карты (когда предложен слепой нил)",
    ("", "Look at my cards, or L"): "«Посмотреть карты» или L",
    ("", "B, then Enter twice: to choose it and to confirm (before you look at your cards)"):
        "B, затем дважды Enter: выбрать и подтвердить (пока не посмотрели карты)",
    ("", "Show seven, misdeal"): "Показать семь, пересдача",
    ("", "S shows your long suit, K keeps it hidden; M calls a misdeal"):
        "S — показать длинную масть, K — не показывать; M — объявить пересдачу",
    ("", "Click the cards to pass, or choose them with ← → and Space; then Pass cards (Enter)"):
        "Щёлкните карты для передачи или выберите их ← → и Пробелом; затем «Передать» (Enter)",
    ("", "Enter, or the Next hand button; V reviews the hand just played"):
        "Enter или кнопка «Следующая раздача»; V — разбор только что сыгранной раздачи",
    ("", "At the end of the game"): "В конце партии",
    ("", "Enter or N: a new game; V: review the game; S: statistics; Esc: look at the table"):
        "Enter или N — новая партия; V — разбор игры; S — статистика; Esc — посмотреть на стол",
    ("", "Review a hand"): "Разбор раздачи",
    ("", "← → a step, Page Up / Page Down a trick, Home / End (or Tab to the buttons under the board), "
         "R reads every hand, Esc closes"):
        "← → — шаг, Page Up / Page Down — взятка, Home / End (или Tab к кнопкам под столом), "
        "R — прочитать все руки, Esc — закрыть",
    ("", "The scorepad"): "Счёт",
    ("", "Tab from the table reaches its rows"): "Tab со стола переходит к его строкам",
    ("", "Nil card exchange"): "Обмен картами при ниле",
    ("", "Two-player draw"): "Прикуп вдвоём",
    ("", "Keep (K) or Discard (D)"): "Оставить (K) или Сбросить (D)",
    ("", "Hint"): "Подсказка",
    ("", "Hurry the cards"): "Ускорить карты",
    ("", "Click the table or press Enter while cards move"): "Щёлкните по столу или нажмите Enter, пока карты движутся",
    ("", "Last trick"): "Последняя взятка",
    ("", "View ▸ Show last trick (Ctrl+L)"): "Вид ▸ Последняя взятка (Ctrl+L)",
    ("", "Next hand"): "Следующая раздача",
    ("", "Claim the rest of the tricks"): "Забрать оставшиеся взятки",
    ("", "Game ▸ Claim the rest of the tricks (Ctrl+K): when every trick left is sure to be your side's, "
         "they are played out at once"):
        "Игра ▸ Забрать оставшиеся взятки (Ctrl+K): когда все оставшиеся взятки наверняка ваши, они разыгрываются "
        "сразу",
    ("", "The claim is played out: every trick left goes to the side that claimed."):
        "Заявленные взятки разыгрываются: все оставшиеся взятки достаются заявившей стороне.",
    ("GameController", "A claim is made against the computer: with other people at the table, play on."):
        "Забрать взятки можно только в игре против компьютера: когда за столом другие люди, играйте дальше.",
    ("GameController", "You can claim the rest of the tricks during the play, on your turn."):
        "Забрать оставшиеся взятки можно во время розыгрыша, в свой ход.",
    ("GameController", "No claim while your side has a nil to make: play on."):
        "Нельзя забрать взятки, пока ваша сторона играет нил: играйте дальше.",
    ("GameController", "The claim stops here: play on."): "Заявка на этом кончается: играйте дальше.",
    ("GameController", "Not every trick left is sure yet: play on."):
        "Ещё не все оставшиеся взятки наверняка ваши: играйте дальше.",
    ("GameController", "Claimed: you take the last trick."): "Заявлено: последняя взятка ваша.",
    ("GameController", "Claimed: you take the last {0}."): "Заявлено: вы берёте последние {0}.",
    ("GameController", "trick|tricks"): "взятку|взятки|взяток",
    ("GameController", "Claimed: your side takes the last trick."):
        "Заявлено: последняя взятка достаётся вашей паре.",
    ("GameController", "Claimed: your side takes the last {0}."): "Заявлено: ваша пара берёт последние {0}.",
    ("MainWindow", "&Claim the rest of the tricks"): "&Забрать оставшиеся взятки",
    ("MainWindow", "When every trick left is sure to be your side's however the others play, they are played out "
                   "for you at once"):
        "Когда все оставшиеся взятки наверняка достаются вашей стороне, как бы ни играли другие, они сразу "
        "разыгрываются за вас",
    ("", "Undo and redo"): "Отмена и возврат хода",
    ("", "Ctrl+Z takes back your last move and what the bots did after it; Ctrl+Shift+Z or Ctrl+Y plays it again"):
        "Ctrl+Z отменяет ваш последний ход и всё, что боты сделали после него; Ctrl+Shift+Z или Ctrl+Y возвращает его",
    ("", "Save and open a game"): "Сохранить и открыть партию",
    ("", "Ctrl+S saves, Ctrl+Shift+S saves under another name, Ctrl+O opens; Game ▸ Open recent"):
        "Ctrl+S сохраняет, Ctrl+Shift+S сохраняет под другим именем, Ctrl+O открывает; Игра ▸ Открыть недавние",
    ("", "Read the table aloud"): "Прочитать стол вслух",
    ("", "R: your hand by suit, the trick so far, bids and tricks, the score (for screen readers)"):
        "R: ваши карты по мастям, текущая взятка, заказы и взятки, счёт (для экранного чтеца)",
    ("MainWindow", "{0} – {1}"): "{0} – {1}",
    ("", "Mouse and keyboard"): "Мышь и клавиатура",
    ("", "Words of the game"): "Слова игры",
    ("", "Trick"): "Взятка",
    ("", "one card from each player in turn; the highest card of the suit led takes them all, unless a spade was "
         "played: then the highest spade does"):
        "по одной карте от каждого игрока по очереди; все карты забирает старшая карта масти первого хода, "
        "если только не сыграна пика: тогда старшая пика",
    ("", "Lead"): "Ход",
    ("", "play the first card of a trick; the others must follow suit"):
        "сыграть первую карту взятки; остальные должны ходить в масть",
    ("", "Follow suit"): "Ходить в масть",
    ("", "play a card of the suit that was led; only a player who has none may play another suit"):
        "сыграть карту масти первого хода; другую масть может сыграть только тот, у кого этой масти нет",
    ("", "Trump, ruff"): "Козырь, козырять",
    ("", "spades are trump: a spade played on another suit (a ruff) beats every card of that suit"):
        "пики — козыри: пика, сыгранная на другую масть, бьёт любую карту этой масти",
    ("", "Spades broken"): "Пики раскрыты",
    ("", "a spade has been played on another suit: from then on spades may be led"):
        "на другую масть уже сыграна пика: с этого момента можно ходить с пик",
    ("", "the number of tricks a player promises to take this hand"):
        "число взяток, которое игрок обещает взять в этой раздаче",
    ("", "Contract"): "Контракт",
    ("", "a side's two bids added together: the tricks it must take"):
        "сумма заказов двух партнёров: столько взяток пара должна взять",
    ("", "a bid of no tricks at all: a bonus if the bidder takes none, a loss if it takes one"):
        "заказ без единой взятки: премия, если заказавший не взял ни одной, штраф, если взял хоть одну",
    ("", "nil bid before looking at the cards, for twice the points"):
        "нил, заказанный до того, как посмотреть карты, — за вдвое больше очков",
    ("", "Cover"): "Перекрыть",
    ("", "play over a card so that it does not win the trick: a partner covers a nil bidder's high card with a "
         "higher one"):
        "сыграть выше карты, чтобы она не взяла взятку: партнёр перекрывает старшую карту нилиста ещё более "
        "старшей",
    ("", "Duck"): "Пропустить",
    ("", "play a low card on purpose, to let the trick go"): "нарочно сыграть мелкую карту и отдать взятку",
    ("", "Cash"): "Забрать",
    ("", "lead a card that is sure to win, to take its trick now"):
        "пойти картой, которая наверняка возьмёт, чтобы забрать взятку сейчас",
    ("", "Sure winner"): "Верная взятка",
    ("", "a card no card still out can beat, like the ace of a suit"):
        "карта, которую не может побить ни одна из оставшихся, например туз масти",
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
    ("", "The last hand is over: read the scores, then press See the result (Enter)."):
        "Последняя раздача окончена: посмотрите счёт и нажмите «Итог игры» (Enter).",
    ("", "Wait a moment: the cards are moving (click the table or press Enter to hurry them)."):
        "Минутку: карты движутся (щёлкните по столу или нажмите Enter, чтобы ускорить).",
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
    ("", "{0} passed you {1}."): "{0} передаёт вам: {1}.",
    ("", "Your bid: press Look at my cards (L), then bid."):
        "Ваш заказ: нажмите «Посмотреть карты» (L), затем закажите.",
    ("", "Your bid: click a bid in the panel, or type it and press Enter."):
        "Ваш заказ: щёлкните заказ на панели или наберите его и нажмите Enter.",
    ("", "Choose 1 card to pass to {1} (click it, or ← → and Space), then press Pass cards (Enter)."):
        "Выберите карту для передачи игроку {1} (щёлкните её или ← → и Пробел) и нажмите «Передать» (Enter).",
    ("", "Choose {0} cards to pass to {1} (click them, or ← → and Space), then press Pass cards (Enter)."):
        "Выберите карты для передачи ({0}) игроку {1} (щёлкните их или ← → и Пробел) и нажмите «Передать» "
        "(Enter).",
    ("", "Keep the top card (K) or discard it and take the next one (D)."):
        "Оставьте верхнюю карту (K) или сбросьте её и возьмите следующую (D).",
    ("", "Choose a card to swap if you like (click it, or ← → and Space), then press Swap (Enter)."):
        "Если хотите, выберите карту для замены (щёлкните её или ← → и Пробел) и нажмите «Заменить» (Enter).",
    ("", "Choose up to {0} cards to swap (click them, or ← → and Space), then press Swap (Enter)."):
        "Выберите до {0} карт для замены (щёлкните их или ← → и Пробел) и нажмите «Заменить» (Enter).",
    ("", "drag a card to the middle of the table, double-click it, or use ← → and Enter."):
        "перетащите карту в центр стола, щёлкните её дважды или ← → и Enter.",
    ("", "Your lead: {0}"): "Ваш заход: {0}",
    ("", "Your turn ({0} led): {1}"): "Ваш ход (первая карта — {0}): {1}",
    ("", "Your turn."): "Ваш ход.",
    ("", "South"): "Юг",
    ("", "West"): "Запад",
    ("", "North"): "Север",
    ("", "East"): "Восток",
    ("", "You"): "Вы",
    ("", "{year}-{month}-{day}"): "{day}.{month}.{year}",
    ("", "Wes"): "Зоя",
    ("", "Nora"): "Света",
    ("", "Ethan"): "Вова",
    ("", "Human"): "Человек",
    ("", "Easy bot"): "Лёгкий бот",
    ("", "Normal bot"): "Обычный бот",
    ("", "Hard bot"): "Сильный бот",
    ("", "A person at this screen. With two or more people the game is pass and play: each hand "
         "stays hidden until its player is ready."):
        "Человек за этим экраном. Если людей двое или больше, они играют за одним экраном: карты каждого "
        "скрыты, пока он не будет готов.",
    ("", "A casual player: it miscounts its hand now and then, picks about one card in three at "
         "random and may forget to cover its partner's nil. Good for learning the game."):
        "Игрок для забавы: иногда ошибается в подсчёте своих взяток, примерно каждую третью карту берёт "
        "наугад и может забыть прикрыть нил партнёра. Хорош, чтобы научиться игре.",
    ("", "A steady player who follows the rules of good play: it counts its hand, covers its "
         "partner's nil, ducks its bags and sets the opponents' nils."):
        "Надёжный игрок, который держится правил хорошей игры: считает свои взятки, прикрывает нил "
        "партнёра, избегает мешков и срывает нилы противников.",
    ("", "The strongest partner and opponent: for each card it plays the hand out hundreds of times "
         "over guesses of the hidden cards, in up to about a quarter of a second."):
        "Самый сильный партнёр и противник: для каждой карты он сотни раз доигрывает раздачу на догадках о скрытых "
        "картах — не дольше примерно четверти секунды.",
    ("", "Nil"): "нил",  # in a sentence («Заказ: нил»); the bid button and the glossary put the capital
    ("", "Blind nil"): "слепой нил",
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
    ("", "keep their hand"): "оставить карты как есть",
    ("", "look at their cards"): "посмотреть карты",
    ("", "swap {0}"): "заменить {0}",
    # BidPanel
    ("BidPanel", "Hint"): "Подсказка",
    ("BidPanel", "Blind bids:"): "Вслепую:",
    ("BidPanel", "What would the Normal bot bid? (H)"): "Что заказал бы обычный бот? (H)",
    ("BidPanel", "Bid blind, or look at your cards?"): "Заказать вслепую или посмотреть карты?",
    ("BidPanel", "Look at your cards"): "Посмотрите карты",
    ("BidPanel", "You cannot bid {0} now."): "Сейчас нельзя заказать {0}.",
    ("BidPanel", "10 for 200: exactly 10 tricks +{0}, any other number −{1}."):
        "10 за 200: ровно 10 взяток +{0}, любое другое число −{1}.",
    ("BidPanel", "10 for 200: 10 tricks or more +{0}, fewer −{1}."): "10 за 200: 10 взяток и больше +{0}, меньше −{1}.",
    ("BidPanel", "Moon: all {0} tricks win the game; fewer −{1}."):
        "Луна: все {0} взяток выигрывают партию; меньше −{1}.",
    ("BidPanel", "Blind moon (your partner joins unseen): all {0} tricks win the game; fewer −{1}."):
        "Слепая луна (партнёр присоединяется не глядя): все {0} взяток выигрывают партию; меньше −{1}.",
    ("BidPanel", "Lexington: 12 tricks or more +{0}, fewer −120."): "Лексингтон: 12 взяток и больше +{0}, меньше −120.",
    ("BidPanel", "Blind 6 (your partner joins unseen): exactly 6 tricks +{0}, otherwise −{1}."):
        "Слепая шестёрка (партнёр присоединяется не глядя): ровно 6 взяток +{0}, иначе −{1}.",
    ("BidPanel", "Blind 6 (your partner joins unseen): 6 tricks or more +{0}, fewer −{1}."):
        "Слепая шестёрка (партнёр присоединяется не глядя): 6 взяток и больше +{0}, меньше −{1}.",
    ("BidPanel", "Little Mo: the first {0} tricks +{1}; Big Mo: the first {2} +{3}; failed, the same lost."):
        "Малый Мо: первые {0} взяток +{1}; Большой Мо: первые {2} +{3}; провал — столько же в минус.",
    ("BidPanel", "Little Mo: {0} tricks in a row +{1}; Big Mo: {2} in a row +{3}; failed, the same lost."):
        "Малый Мо: {0} взяток подряд +{1}; Большой Мо: {2} подряд +{3}; провал — столько же в минус.",
    ("BidPanel", "Little Bemo: your bid and the first 6 tricks +60; Big Bemo: the first 9 +90; failed, the same "
                 "lost."):
        "Маленький Бемо: ваш заказ и первые 6 взяток +60; Большой Бемо: первые 9 +90; провал — столько же в минус.",
    ("BidPanel", "Your bid"): "Ваш заказ",
    ("BidPanel", "{0} (partner)"): "{0} (партнёр)",
    ("BidPanel", "Look at my cards"): "Посмотреть карты",
    ("BidPanel", "Turn your cards face up; you give up a blind bid this hand (L)"):
        "Открыть свои карты; заказать вслепую в этой раздаче уже нельзя (L)",
    ("BidPanel", "Promise to take no trick at all (N or 0)"): "Обещание не взять ни одной взятки (N или 0)",
    ("BidPanel", "Promise no trick without looking at your cards (B)"):
        "Обещание не взять ни одной взятки, не глядя в карты (B)",
    ("BidPanel", "trick|tricks"): "взятку|взятки|взяток",
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
    ("ChoosePanel", "Choose {0} first: {1} chosen."): "Сначала нужно выбрать: {0}; выбрано {1}.",
    ("ChoosePanel", "Choose at most {0}: {1} chosen."): "Можно выбрать не больше: {0}; выбрано {1}.",
    ("ChoosePanel", "card|cards"): "карта|карты|карт",
    ("ChoosePanel", "Hint"): "Подсказка",
    ("ChoosePanel", "Pass cards"): "Передать",
    ("ChoosePanel", "Keep my hand"): "Оставить карты",
    ("ChoosePanel", "Chosen: {0}"): "Выбрано: {0}",
    ("ChoosePanel", "Choose cards in your hand with ← → and Space, or click them."):
        "Выберите карты в руке клавишами ← → и Пробел или щелчком.",
    ("ChoosePanel", "Enter: {0}."): "Enter: {0}.",
    ("TableView", "{0} chosen: {1} of {2}."): "{0}: выбрана, {1} из {2}.",
    ("TableView", "{0} put back: {1} of {2} chosen."): "{0}: возвращена, выбрано {1} из {2}.",
    ("TableView", "{0}. Use ← → and Space to choose, then press Enter: {1}."):
        "{0}. Выбирайте клавишами ← → и Пробел, затем нажмите Enter: {1}.",
    ("DrawPanel", "Keep this card?"): "Оставить эту карту?",
    ("DrawPanel", "Keep it: you see the next card, and it is discarded;\nor discard it and take the next card."):
        "Оставить: вы увидите следующую карту, и она уйдёт в сброс;\nили сбросить эту и взять следующую.",
    ("DrawPanel", "Your discards: {0}"): "Ваш сброс: {0}",
    ("DrawPanel", "Keep (K)"): "Оставить (K)",
    ("DrawPanel", "Discard (D)"): "Сбросить (D)",
    ("DrawPanel", "The top card: {0}. Cards left in the stock: {1}."):
        "Верхняя карта: {0}. Осталось карт в прикупе: {1}.",
    # GameController
    ("GameController", "Wait: {0} is thinking."): "Подождите: {0} думает.",
    ("GameController", "Wait for the cards to settle."): "Подождите, пока карты лягут.",
    ("GameController", "The hand is over: press Next hand."): "Раздача окончена: нажмите «Следующая раздача».",
    ("GameController", "The last hand is over: press See the result."):
        "Последняя раздача окончена: нажмите «Итог игры».",
    ("GameController", "The game is over: start a new game from the Game menu."):
        "Игра окончена: начните новую в меню «Игра».",
    ("GameController", "Start a new game from the Game menu."): "Начните новую игру в меню «Игра».",
    ("GameController", "It is not your turn."): "Сейчас не ваш ход.",
    ("GameController", "You kept the {0}; the next card, the {1}, is discarded."):
        "Оставлена карта: {0}; следующая, {1}, ушла в сброс.",
    ("GameController", "You discarded the {0} and took the next card, the {1}."):
        "Сброшена карта: {0}; взята следующая: {1}.",
    ("GameController", "{0}'s only card to play: {1}."): "{0}: единственная возможная карта — {1}.",
    ("Undone", "the bid of {0}"): "заказ {0}",
    ("Undone", "the play of the {0}"): "ход {0}",
    ("Undone", "the look at your cards"): "просмотр карт",
    ("Undone", "the pass of {0}"): "передача карт {0}",
    ("GameController", "Your only choice: {0}."): "Единственный возможный ход: {0}.",
    ("GameController", "{0}'s bot made a mistake; it plays {1} instead."):
        "Бот игрока {0} ошибся; вместо этого он ходит так: {1}.",
    ("GameController", "No hint this time: {0}"): "Подсказки не будет: {0}",
    # GameOverPanel
    ("GameOverPanel", "New game"): "Новая игра",
    ("GameOverPanel", "Close"): "Закрыть",
    ("GameOverPanel", "You win!"): "Вы победили!",
    ("GameOverPanel", "Winner: {0}"): "Победа: {0}",
    ("GameOverPanel", "N or Enter: {0}"): "N или Enter: {0}",
    ("GameOverPanel", "{0}: {1}"): "{0}: {1}",
    ("GameOverPanel", "Esc: {0}"): "Esc: {0}",
    # HandSummaryPanel
    ("HandSummaryPanel", "{0} ({1} in a row) {2} {3}"): "{0} ({1} подряд) {2} {3}",
    ("HandSummaryPanel", "{0} (the first {1} tricks) {2} {3}"): "{0} (первые {1} взяток) {2} {3}",
    ("HandSummaryPanel", "Next hand"): "Следующая раздача",
    # Review, coach and play again (issue 17)
    ("MainWindow", "Re&view a game…"): "&Разбор игры…",
    ("MainWindow", "Review a game"): "Разбор игры",
    ("MainWindow", "This game cannot be reviewed:\n{0}"): "Эту игру нельзя разобрать:\n{0}",
    ("MainWindow", "Play this deal again and leave the game in progress?"):
        "Сыграть эту раздачу заново и оставить текущую игру?",
    ("MainWindow", "&Play again"): "&Сыграть заново",
    ("HandSummaryPanel", "Review hand (V)"): "Разбор раздачи (V)",
    ("HandSummaryPanel", "Enter: {0}. V: review this hand."): "Enter: {0}. V: разбор этой раздачи.",
    ("ReviewWindow", "Review of hand {0}"): "Разбор раздачи {0}",
    ("ReviewWindow", "Start"): "В начало",
    ("ReviewWindow", "◀◀ Trick"): "◀◀ Взятка",
    ("ReviewWindow", "◀ Back"): "◀ Назад",
    ("ReviewWindow", "Next ▶"): "Дальше ▶",
    ("ReviewWindow", "Trick ▶▶"): "Взятка ▶▶",
    ("ReviewWindow", "End"): "В конец",
    ("ReviewWindow", "Ask the coach"): "Спросить тренера",
    ("ReviewWindow", "The coach has weighed the hand: the decisions that cost most are listed under This step."):
        "Тренер взвесил раздачу: самые дорогие решения перечислены в поле «Этот шаг».",
    ("ReviewWindow", "The coach has weighed the hand and found no decision that cost much."):
        "Тренер взвесил раздачу и не нашёл решений, которые дорого стоили.",
    ("ReviewWindow", "The coach has weighed every decision of this hand."):
        "Тренер уже оценил каждое решение этой раздачи.",
    ("ReviewWindow", "Cancel"): "Отмена",
    ("ReviewWindow", "with my own cards"): "со своими картами",
    ("ReviewWindow", "with {0}'s cards"): "с картами игрока {0}",
    ("ReviewWindow", "Play this deal again"): "Сыграть эту раздачу заново",
    ("ReviewWindow", "A two-player draw game has no fixed deal to play again."):
        "В игре вдвоём с добором нет постоянной раздачи, которую можно сыграть заново.",
    ("ReviewWindow", "(the bot's reason cannot be shown: asked again, it would {0})"):
        "(причину хода бота показать нельзя: если спросить его снова, он решит {0})",
    ("ReviewWindow", "Hand {0} · step {1} of {2} · trick {3}"): "Раздача {0} · шаг {1} из {2} · взятка {3}",
    ("ReviewWindow", "Hand {0} · end of the hand · trick {1}"): "Раздача {0} · конец раздачи · взятка {1}",
    ("ReviewWindow", "<b>Bids</b>: {0}"): "<b>Заказы</b>: {0}",
    ("ReviewWindow", "Step {0} of {1} · trick {2}."): "Шаг {0} из {1} · взятка {2}.",
    ("ReviewWindow", "End of the hand · trick {0}."): "Конец раздачи · взятка {0}.",
    ("ReviewWindow", "R: read every hand and the trick. ← →: a step back or on; Page Up, Page Down: a trick; "
                     "Home, End."):
        "R: прочитать все руки и взятку. ← →: шаг назад или вперёд; Page Up, Page Down: взятка; Home, End.",
    ("ReviewWindow", "{0} passed {1}"): "{0} передаёт {1}",
    ("ReviewWindow", "You passed {0}"): "Вы передаёте {0}",
    ("ReviewWindow", "<b>Next</b>: you chose to {0}."): "<b>Дальше</b>: вы решаете {0}.",
    ("ReviewWindow", "Next: you chose to {0}."): "Дальше: вы решаете {0}.",
    ("ReviewWindow", "<b>Next</b>: {0} chose to {1}."): "<b>Дальше</b>: {0} решает {1}.",
    ("ReviewWindow", "Reason: {0}"): "Причина: {0}",
    ("ReviewWindow", "<b>The hand is over.</b>"): "<b>Раздача окончена.</b>",
    ("ReviewWindow", "From here {0} could still take {1} of the tricks (every card seen)."):
        "{0}: отсюда ещё можно взять взяток: {1} (если видеть все карты).",
    ("ReviewWindow", "Each player's number is what it takes when all the others play against it."):
        "Число каждого игрока — сколько он возьмёт, если все остальные играют против него.",
    ("ReviewWindow", "<b>Coach</b> (how far the side ends ahead of its opponents, in points, on average over the "
                     "hands it could not see; a bag counts −9: its 1 point, less its share of the penalty for "
                     "bags):<br>{0}"):
        "<b>Тренер</b> (на сколько очков сторона опережает соперников, в среднем по раскладам, которых она не "
        "видела; мешок считается за −9: его 1 очко минус его доля штрафа за мешки):<br>{0}",
    ("ReviewWindow", "The coach plays each of your decisions in this hand out over many hands the others might have "
                     "held, and lists the ones that cost points. It takes a little while."):
        "Тренер разыгрывает каждое ваше решение в этой раздаче на множестве раскладов, которые могли быть у "
        "других, и называет те, что стоили очков. Это занимает немного времени.",
    ("ReviewWindow", "<b>Decisions that cost most</b>:<br>{0}"): "<b>Самые дорогие решения</b>:<br>{0}",
    ("ReviewWindow", "Step {0}: {1}"): "Шаг {0}: {1}",
    ("ReviewWindow", "Step {0} ({1}): {2}"): "Шаг {0} ({1}): {2}",
    ("ReviewWindow", "Hand {0}"): "Раздача {0}",
    ("ReviewWindow", "Hand"): "Раздача",
    ("ReviewWindow", "All the cards"): "Все карты",
    ("ReviewWindow", "This step: {0}"): "Этот шаг: {0}",
    ("ReviewWindow", "{0}: no bid yet; {1}."): "{0}: заказа ещё нет; {1}.",
    ("ReviewWindow", "{0}: bid {1}, won {2}; {3}."): "{0}: заказ {1}, взято {2}; {3}.",
    ("ReviewWindow", "no cards"): "нет карт",
    ("ReviewWindow", "Trick: {0}."): "Взятка: {0}.",
    ("ReviewWindow", "No card on the table."): "На столе нет карт.",
    ("ReviewWindow", "Next: {0} chose to {1}."): "Дальше: {0} решает {1}.",
    ("ReviewWindow", "The hand is over."): "Раздача окончена.",
    # Duplicate match (issue 17: gui/duplicate)
    ("MainWindow", "New &duplicate match…"): "Новый &дубликатный матч…",
    ("", "Start the duplicate match and leave the game in progress?"):
        "Начать дубликатный матч и оставить текущую игру?",
    ("", "&Start the match"): "&Начать матч",
    ("", "A duplicate match is under way (deal {0} of {1}). Go on with it, or start a new one?"):
        "Идёт дубликатный матч (расклад {0} из {1}). Продолжить его или начать новый?",
    ("", "&Go on"): "&Продолжить",
    ("", "&New match"): "&Новый матч",
    ("", "Go on with the unfinished duplicate match ({0}, deal {1} of {2})?"):
        "Продолжить незаконченный дубликатный матч ({0}, расклад {1} из {2})?",
    ("", "Deal"): "Расклад",
    ("", "Deal no."): "№ расклада",
    ("", "You and partner"): "Вы и партнёр",
    ("", "Opponents"): "Противники",
    ("", "Bots in your seat"): "Бот на вашем месте",
    ("", "Their opponents"): "Их противники",
    ("", "Difference"): "Разница",
    ("", "Total"): "Итого",
    ("", "playing…"): "играют…",
    ("", "played"): "сыграно",
    ("", "not played"): "не сыгран",
    ("", "{0} of {1} deals"): "{0} из {1}",
    ("", "Difference: your side's points minus the opponents', against the same at the bots' table, where a bot "
         "sat in your seat with your cards. {0} a move was taken back; {1} the deal was dealt again at your table."):
        "Разница: очки вашей пары минус очки противников в сравнении с тем же за столом ботов, где на вашем месте "
        "с вашими картами играл бот. {0} — ход отменяли; {1} — расклад за вашим столом раздавали заново.",
    ("", "On the same cards you did {0} better than the bots."):
        "С теми же картами вы сыграли на {0} лучше ботов.",
    ("", "On the same cards the bots did {0} better than you."):
        "С теми же картами боты сыграли на {0} лучше вас.",
    ("", "point|points"): "очко|очка|очков",
    ("", "On the same cards you did exactly as well as the bots."):
        "С теми же картами вы сыграли ровно так же, как боты.",
    ("", "{0} · match no. {1} · partner and opponents: {2} · in your seat at the bots' table: {3}"):
        "{0} · матч № {1} · партнёр и противники: {2} · на вашем месте за столом ботов: {3}",
    ("", "the PDF could not be written"): "PDF не удалось записать",
    ("", "Duplicate match"): "Дубликатный матч",
    ("DuplicateSession", "{0} · duplicate deal {1} of {2}"): "{0} · дубликатный матч, расклад {1} из {2}",
    ("DuplicateSession", "The match could not be saved: {0}"): "Матч не удалось сохранить: {0}",
    ("DuplicateSession", "The duplicate match was saved by a newer version of {0}, so this version cannot go on "
                         "with it. Nothing was deleted: the file is kept as {1}; the newer version can open it."):
        "Дубликатный матч сохранён более новой версией {0}, и эта версия не может его продолжить. "
        "Ничего не удалено: файл сохранён как {1}; более новая версия сможет его открыть.",
    ("DuplicateSession", "The saved duplicate match is damaged and cannot be read ({0}). Nothing was deleted: the "
                         "file is kept as {1}."):
        "Сохранённый дубликатный матч повреждён, прочитать его нельзя ({0}). Ничего не удалено: файл сохранён как {1}.",
    ("DuplicateSession", "The saved duplicate match cannot be read ({0}). The file stays at {1}: it could not be "
                         "moved aside ({2}). A new match is not saved, so that the file is not written over."):
        "Сохранённый дубликатный матч нельзя прочитать ({0}). Файл остался на месте, {1}: его не удалось отложить "
        "({2}). Новый матч не сохраняется, чтобы не записать поверх этого файла.",
    ("DuplicateSession", "The match is not saved: {0} cannot be read and is kept as it is."):
        "Матч не сохраняется: файл {0} нельзя прочитать, и он оставлен как есть.",
    ("DuplicateSetupDialog", "New duplicate match"): "Новый дубликатный матч",
    ("DuplicateSetupDialog", "Every deal is played twice on the same cards: at your table, where you sit at South "
                             "with a bot partner, and at the bots' table, where a bot sits in your seat with your "
                             "cards. Your result is compared with the bot's, deal by deal: the cards are the same, "
                             "so the difference is the play."):
        "Каждый расклад играется дважды с одними и теми же картами: за вашим столом, где вы сидите на юге с "
        "партнёром-ботом, и за столом ботов, где на вашем месте с вашими картами сидит бот. Ваш результат "
        "сравнивается с результатом бота расклад за раскладом: карты одни и те же, значит, разница — в игре.",
    ("DuplicateSetupDialog", "4, 8 or 12 deals make a short, a usual or a long match"):
        "4, 8 или 12 раскладов — короткий, обычный или длинный матч",
    ("DuplicateSetupDialog", "The bot that plays your cards in your seat at the bots' table."):
        "Бот, который играет вашими картами на вашем месте за столом ботов.",
    ("DuplicateSetupDialog", "random"): "случайный",
    ("DuplicateSetupDialog", "The same match number deals the same cards: to play a match again, or to play the "
                             "same match as a friend"):
        "Тот же номер матча — те же карты: чтобы сыграть матч снова или сыграть тот же матч, что и друг",
    ("DuplicateSetupDialog", "&Rules:"): "&Правила:",
    ("DuplicateSetupDialog", "&Deals:"): "&Расклады:",
    ("DuplicateSetupDialog", "&Partner and opponents:"): "Партнёр и противни&ки:",
    ("DuplicateSetupDialog", "&In your seat at the bots' table:"): "На &вашем месте за столом ботов:",
    ("DuplicateSetupDialog", "&Match number:"): "Номер &матча:",
    ("DuplicateSetupDialog", "&Start the match"): "&Начать матч",
    ("DuplicateSetupDialog", "No preset is a partnership game of four, which a duplicate match needs."):
        "Нет ни одного набора правил для игры пара на пару вчетвером, а дубликатному матчу нужен такой.",
    ("DuplicateWindow", "Duplicate match"): "Дубликатный матч",
    ("DuplicateWindow", "&Export…"): "&Экспорт…",
    ("DuplicateWindow", "Save the comparison as PDF (to print), a web page or a CSV table"):
        "Сохранить сравнение как PDF (для печати), веб-страницу или таблицу CSV",
    ("DuplicateWindow", "&Close"): "&Закрыть",
    ("DuplicateWindow", "Deals"): "Расклады",
    ("DuplicateWindow", "The match goes on at the table; Game ▸ New duplicate match… shows this window again"):
        "Матч продолжается за столом; Игра ▸ Новый дубликатный матч… снова покажет это окно",
    ("DuplicateWindow", "A move was taken back (undo) at your table."): "За вашим столом ход отменяли.",
    ("DuplicateWindow", "This deal was dealt again at your table, so its cards had been seen; its first play to the "
                        "score counts."):
        "Этот расклад раздали за вашим столом заново, так что его карты уже видели; в зачёт идёт его первый "
        "доигранный розыгрыш.",
    ("DuplicateWindow", "Review the &bots' table"): "Разбор стола &ботов",
    ("DuplicateWindow", "Review the &bots' table of deal {0}"): "Разбор стола &ботов: расклад {0}",
    ("DuplicateWindow", "Step through the deal as the bots played it, with a bot in your seat: every card face up, "
                        "as Review hand shows your own table. A deal is shown once both tables have played it "
                        "(choose its row)."):
        "Пройти расклад так, как его сыграли боты, с ботом на вашем месте: все карты открыты, как в разборе "
        "раздачи за вашим столом. Расклад можно открыть, когда его сыграли оба стола (выберите его строку).",
    ("DuplicateWindow", "The bots are playing deal {0} again for its review…"):
        "Боты заново разыгрывают расклад {0} для разбора…",
    ("DuplicateWindow", "The bots' table, deal {0}"): "Стол ботов, расклад {0}",
    ("DuplicateWindow", "The bots now play deal {0} otherwise than when it was compared (the bots of another "
                        "version): the review shows how they play it now."):
        "Боты теперь играют расклад {0} иначе, чем при сравнении (боты другой версии): разбор показывает, как они "
        "играют его сейчас.",
    ("DuplicateSession", "Bot in your seat"): "Бот на вашем месте",
    ("DuplicateSession", "{0} · bots' table"): "{0} · стол ботов",
    ("DuplicateWindow", "Being played at the table now."): "Сейчас играется за столом.",
    ("DuplicateWindow", "&Play deal {0}"): "&Играть расклад {0}",
    ("DuplicateWindow", "The match is over."): "Матч окончен.",
    ("DuplicateWindow", "Every deal is played at your table; the bots are still playing deal {0} at theirs."):
        "Все расклады за вашим столом сыграны; боты за своим столом ещё играют расклад {0}.",
    ("DuplicateWindow", "Every deal is played at your table; the bots could not play every deal."):
        "Все расклады за вашим столом сыграны; боты не смогли сыграть все расклады.",
    ("DuplicateWindow", "Deal {0} of {1} is being played at your table."):
        "За вашим столом играется расклад {0} из {1}.",
    ("", "Deal {0} of {1}: {2}."): "Расклад {0} из {1}: {2}.",
    ("ReviewWindow", "{0} Enter: go to step {1}."): "{0} Enter: перейти к шагу {1}.",
    ("HouseRulesDialog", "From 1 to {0} while nil is allowed; 0 only without nil."):
        "От 1 до {0}, пока нил разрешён; 0 — только без нила.",
    ("HouseRulesDialog", "Lowest bid now {0}: a bid of 0 only without nil."):
        "Наименьший заказ теперь {0}: заказ 0 возможен только без нила.",
    ("DuplicateSession", "Next deal"): "Следующий расклад",
    ("DuplicateSession", "See the match"): "Итог матча",
    ("DuplicateSession", "Deal {0} of {1} is over: read the scores, then press {2} (Enter)."):
        "Расклад {0} из {1} сыгран: посмотрите счёт и нажмите «{2}» (Enter).",
    ("DuplicateSession", "Deal {0} of {1} is over: press {2}."): "Расклад {0} из {1} сыгран: нажмите «{2}».",
    ("DuplicateSession", "The duplicate match is over: the comparison window shows how you did. Start a new game "
                         "with Game ▸ New game (Ctrl+N)."):
        "Дубликатный матч окончен: окно сравнения показывает, как вы сыграли. Новая игра — Игра ▸ Новая игра "
        "(Ctrl+N).",
    ("DuplicateWindow", "Deal {0} of {1} is over: {2} on the table deals the next one."):
        "Расклад {0} из {1} сыгран: кнопка «{2}» на столе сдаст следующий.",
    ("RecapPanel", "Since the deal"): "С начала раздачи",
    ("DuplicateWindow", "The match is waiting: press Play deal {0} to go on."):
        "Матч ждёт: нажмите «Играть расклад {0}», чтобы продолжить.",
    ("DuplicateWindow", "Go on with the duplicate match and leave the game in progress?"):
        "Продолжить дубликатный матч и оставить текущую игру?",
    ("DuplicateWindow", "&Go on with the match"): "&Продолжить матч",
    ("DuplicateWindow", "duplicate-match-{0}.pdf"): "дубликатный-матч-{0}.pdf",
    ("DuplicateWindow", "Export the comparison"): "Экспорт сравнения",
    ("DuplicateWindow", "PDF (*.pdf)"): "PDF (*.pdf)",
    ("DuplicateWindow", "Web page (*.html)"): "Веб-страница (*.html)",
    ("DuplicateWindow", "CSV table (*.csv)"): "Таблица CSV (*.csv)",
    ("DuplicateWindow", "The comparison could not be saved to {0}: {1}"): "Сравнение не удалось сохранить в {0}: {1}",
    ("DuplicateWindow", "Saved the comparison to {0}."): "Сравнение сохранено в {0}.",
    # The coach's sentences (ai/coach.py Message templates, translated by gui/review/coach_text.py)
    ("Coach", "the {card}"): "{card}",
    ("Coach", "nil"): "нил",
    ("Coach", "a bid of {bid}"): "заказ {bid}",
    ("Coach", "{action}"): "{action}",
    ("Coach", "{seat}: {action} was as good as any choice here."):
        "{seat}: {action} — не хуже любого другого выбора здесь.",
    ("Coach", "{seat}: {action} was about as good as {best} (about {points} less over the guesses, "
              "within their luck)."):
        "{seat}: {action} — почти так же хорошо, как {best} (в среднем по вариантам разница около {points}, "
        "это в пределах случайности).",  # "около" takes the noun's forms ("на 1 очка" was said)
    ("Coach", "{seat}: {action} was the careful choice: nil scored about {points} more over the guesses, "
              "too little for the risk of a nil."):
        "{seat}: {action} — осторожный выбор: нил в среднем по вариантам давал больше, но разница около "
        "{points} — слишком мало, чтобы рисковать нилом.",
    ("Coach", "{action} was worth more"): "{action} — выгоднее",
    ("Coach", "{other} looks natural, but {action} does better: played out over {guesses} at where the hidden "
              "cards lie, it scores about {points} more on average"):
        "напрашивается {other}, но {action} лучше: если разыграть раздачу в {guesses} расклада скрытых карт, "
        "в среднем выигрыш около {points}",
    ("Coach", "{seat}: playing {action} at trick {trick} cost about {points}: {why}."):
        "{seat}: карта {action} на {trick}-й взятке стоила около {points}: {why}.",  # «Ход тройка пик» read wrong (QA)
    ("Coach", "{seat}: bidding {bid} cost about {points}: {why}."):
        "{seat}: заказ {bid} стоил около {points}: {why}.",
    ("Coach", "point|points"): "очка|очков|очков",  # after "около": около 1 очка, 2 очков, 5 очков
    ("Coach", "blind nil"): "слепой нил",
    ("Coach", "looking at the cards first"): "сначала посмотреть карты",
    ("Coach", "it won the trick and broke your nil; the {best} would have stayed under the {card}"):
        "она взяла взятку и сорвала ваш нил; с картой {best} вы остались бы под картой {card}",
    ("Coach", "you bid nil, and it went over the {card}, leaving your nil winning the trick; the {best} "
              "would have stayed under it"):
        "вы заказали нил, а она перебила {card}, и взятка осталась за вашим нилом; с картой {best} вы остались бы ниже",
    ("Coach", "it left your partner's nil winning the trick, where the {card} would have covered it"):
        "взятка осталась за партнёром, заказавшим нил, а картой {card} её можно было перебить",
    ("Coach", "your partner's {card} was already winning the trick; the {best} would have left it there"):
        "взятку уже брала карта партнёра {card}; с картой {best} взятка осталась бы у него",
    ("Coach", "your partner bid nil and still holds the {held}, which only the {card} could cover; the {best} "
              "would have kept it"):
        "партнёр заказал нил, и у него ещё осталась карта {held}, которую можно было перекрыть только картой {card}; "
        "с картой {best} эта возможность сохранилась бы",
    ("Coach", "the {higher} was still out and beats the {card}; {action} was worth more"):
        "ещё не вышла старшая карта, которая бьёт {card}: {higher}; {action} — выгоднее",
    ("Coach", "higher trumps were still out to beat the {card}, the {higher} among them; {action} was worth more"):
        "ещё не вышли старшие козыри, которые бьют {card}, среди них {higher}; {action} — выгоднее",
    ("Coach", "the {card} takes a trick whenever it is played, so the nil could not be made; {action} was "
              "worth more"):
        "{card} берёт взятку, когда бы ни сыграть эту карту, так что нил не мог удаться; {action} — выгоднее",
    # The bots' reasons (ai/bidding.py, card_play.py, exchange.py, special_bids.py, cancellation.py, normal.py,
    # easy.py, base.py Message templates; the hint and the hand review translate them with gui/review/coach_text.py)
    ("Coach", "I picked {action} at random"): "Случайный выбор: {action}",
    ("Coach", "{cards}"): "{cards}",
    ("Coach", "{cards} and {last}"): "{cards} и {last}",
    ("Coach", "{first}; {second}"): "{first}; {second}",
    ("Coach", "{first}, {second}"): "{first}, {second}",
    ("Coach", "{first} {second}"): "{first} {second}",
    ("Coach", "{count} trumps, their length worth about {worth}"): "козырей: {count}, их длина — около {worth}",
    ("Coach", "other cards worth about {worth}"): "остальные карты — около {worth}",
    ("Coach", "trick|tricks"): "взятки|взяток|взяток",  # after "около": около 1 взятки, 2 взяток, 5 взяток
    ("Coach", "a few middling cards"): "несколько средних карт",
    ("Coach", "I bid {bid}: it is the only bid the rules allow me"):
        "Я заказываю {bid}: правила позволяют мне только этот заказ",
    ("Coach", "I call a misdeal: my hand is weak ({reason})"): "Я объявляю пересдачу: у меня слабая рука ({reason})",
    ("Coach", "I bid nil: low cards, about {chance} to make it"):
        "Я заказываю нил: карты мелкие, шанс выполнить около {chance}",
    ("Coach", "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other "
              "hands, the two score about the same"):
        "Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, "
        "оба заказа дают примерно одинаково",
    ("Coach", "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other "
              "hands, {bid} scores {gain} points a hand more"):
        "Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, "
        "{bid} даёт больше очков за раздачу: в среднем {gain:очко|очка|очков}",
    ("Coach", "guess|guesses"): "варианте|вариантах|вариантах",
    ("Coach", "I bid {bid}: my partner counts {partner} and I count {mine}"):
        "Я заказываю {bid}: партнёр рассчитывает на {partner}, я — на {mine}",
    ("Coach", "I bid {bid}: the rules leave me no other sensible bid"):
        "Я заказываю {bid}: правила не оставляют мне другого разумного заказа",
    ("Coach", "{reason} ({notes})"): "{reason} ({notes})",
    ("Coach", "{reason} (the board needs {board} from our side)"): "{reason} (минимум для нашей пары — {board})",
    ("Coach", "I bid {bid}: I hold {reason}"): "Я заказываю {bid}: у меня {reason}",
    ("Coach", "I bid {bid}: our side should take about {side} tricks"):
        "Я заказываю {bid}: наша пара должна взять около {side:взятки|взяток|взяток}",
    ("Coach", "I pass: {tricks} tricks is more than our side's {side}"):
        "Я пасую: {tricks:взятка|взятки|взяток} — больше, чем наши {side}",
    ("Coach", "my partner bid nil, so I bid for our side's tricks"):
        "партнёр заказал нил, поэтому я заказываю взятки за нашу пару",
    ("Coach", "the table bid low"): "за столом заказали мало",
    ("Coach", "we are near the bag limit"): "у нас почти предел мешков",
    ("Coach", "a safe bid wins the game"): "осторожный заказ выигрывает партию",
    ("Coach", "we must catch up"): "нам надо догонять",
    ("Coach", "a set would lose the game"): "провал контракта проиграет партию",
    ("Coach", "I bid nil: in {system} a hand without enough spades bids nil"):
        "Я заказываю нил: в системе {system} рука без достаточного числа пик заказывает нил",
    ("Coach", "I bid nil: in {system} I bid my spade count or nil, and these cards are low"):
        "Я заказываю нил: в системе {system} заказывают число своих пик или нил, а эти карты мелкие",
    ("Coach", "I bid {bid}: in {system} I bid my spade count"):
        "Я заказываю {bid}: в системе {system} заказывают число своих пик",
    ("Coach", "I bid nil: in suicide one of us must, and my partner did not"):
        "Я заказываю нил: в «самоубийстве» один из нас обязан, а партнёр не заказал",
    ("Coach", "I bid nil: in suicide one of us bids nil, and my hand is the weaker kind ({chance})"):
        "Я заказываю нил: в «самоубийстве» один из нас заказывает нил, и моя рука слабее ({chance})",
    ("Coach", "I bid {bid}: {reason} (in suicide the other partner bids nil)"):
        "Я заказываю {bid}: {reason} (в «самоубийстве» нил заказывает другой партнёр)",
    ("Coach", "I bid {bid}: {reason}; my nil would have almost no chance ({chance}), so I leave the nil to my partner"):
        "Я заказываю {bid}: {reason}; у моего нила почти нет шансов ({chance}), поэтому нил оставляю партнёру",
    ("Coach", "I bid the moon: my partner bid {partner} and I count {mine} more"):
        "Я заказываю «луну»: партнёр заказал {partner}, и я рассчитываю ещё на {mine}",
    ("Coach", "I bid 10 for 200: my partner bid {partner} and I count {mine}"):
        "Я заказываю «10 за 200»: партнёр заказал {partner}, а я рассчитываю на {mine}",
    ("Coach", "I bid blind nil: we are {behind} behind and need a big swing"):
        "Я заказываю слепой нил: мы отстаём на {behind}, и нужен крупный перелом",
    ("Coach", "I bid {bid}: we are {behind} behind, so I bid from behind for the bonus"):
        "Я заказываю {bid}: мы отстаём на {behind}, поэтому заказываю вслепую ради бонуса",
    ("Coach", "I bid blind nil: I am {behind} behind and need a big swing"):
        "Я заказываю слепой нил: я отстаю на {behind}, и нужен крупный перелом",
    ("Coach", "I bid {bid}: I am {behind} behind, so I bid from behind for the bonus"):
        "Я заказываю {bid}: я отстаю на {behind}, поэтому заказываю вслепую ради бонуса",
    ("Coach", "I am near the bag limit"): "у меня почти предел мешков",
    ("Coach", "I must catch up"): "мне надо догонять",
    ("Coach", "I look at my cards: a blind bid is not worth the risk now"):
        "Я смотрю карты: слепой заказ сейчас не стоит риска",
    ("Coach", "I chose {action}"): "Мой выбор: {action}",
    ("Coach", "I play the {card}: it cancels the card that would win, so the trick is dead"):
        "Я играю {card}: она отменяет карту, которая взяла бы взятку, и взятка пропадает",
    ("Coach", "I play the {card}: with the cancelled cards out, it wins the trick for my side"):
        "Я играю {card}: без отменённых карт она берёт взятку для нашей пары",
    ("Coach", "I play the {card}: my {mine} would cancel my partner's winning card"):
        "Я играю {card}: с моей картой {mine} выигрывающая карта партнёра была бы отменена",
    ("Coach", "the {card} is my only legal card"): "{card} — моя единственная разрешённая карта",
    ("Coach", "we are set, so I try to set them too"): "наш контракт провален, поэтому я стараюсь провалить и их",
    ("Coach", "we are set; I let them take the bags"): "наш контракт провален; пусть мешки достаются им",
    ("Coach", "we still need {need} tricks"): "нам не хватает ещё {need:взятки|взяток|взяток}",
    ("Coach", "we still need {need} trick"): "нам не хватает ещё {need:взятки|взяток|взяток}",
    ("Coach", "we can set them: they need {need} of the last {left} tricks"):
        "мы можем провалить их контракт: им нужно {need} из последних {left:взятки|взяток|взяток}",
    ("Coach", "I take no tricks I do not need"): "Я не беру ненужных взяток",
    ("Coach", "our contract is made, so I avoid bags"): "наш контракт выполнен, поэтому я избегаю мешков",
    ("Coach", "I am set, so I try to set the others too"): "мой контракт провален, поэтому я стараюсь провалить и "
                                                          "чужие",
    ("Coach", "I am set; I let the others take the bags"): "мой контракт провален; пусть мешки достаются другим",
    ("Coach", "I still need {need} tricks"): "мне не хватает ещё {need:взятки|взяток|взяток}",
    ("Coach", "I still need {need} trick"): "мне не хватает ещё {need:взятки|взяток|взяток}",
    ("Coach", "I can set an opponent: they need {need} of the last {left} tricks"):
        "я могу провалить противника: ему нужно {need} из последних {left:взятки|взяток|взяток}",
    ("Coach", "my contract is made, so I avoid bags"): "мой контракт выполнен, поэтому я избегаю мешков",
    ("Coach", "I avoid tricks I do not need"): "Я избегаю ненужных взяток",
    ("Coach", "I am nil, so I lead the card least likely to win"):
        "У меня нил, поэтому я хожу картой, которая вернее всего не возьмёт",
    ("Coach", "I am nil: the {card} is my highest card that still loses"):
        "У меня нил: {card} — моя старшая карта, которая всё ещё не берёт",
    ("Coach", "I am nil and cannot follow: I throw away the dangerous {card}"):
        "У меня нил, и масти нет: я сбрасываю опасную {card}",
    ("Coach", "I am nil and cannot follow: I keep the {low} under my {high} and throw the {card}"):
        "У меня нил, и масти нет: я оставляю {low} под моей картой {high} и сбрасываю {card}",
    ("Coach", "I am nil and must go over: the {card} is the most likely to be beaten"):
        "У меня нил, и приходится перебивать: {card} скорее всего перебьют",
    ("Coach", "my nil is lost on this trick: I win it with the {card}"):
        "мой нил всё равно проигран на этой взятке: я беру её картой {card}",
    ("Coach", "covering my partner's nil: I play my highest, the {card}, to leave my partner the most room to "
              "play under it"):
        "прикрываю нил партнёра: играю старшую, {card}, чтобы партнёру было как можно проще сыграть ниже",
    ("Coach", "covering my partner's nil: I trump with my lowest trump, the {card}: any trump covers"):
        "прикрываю нил партнёра: бью своим младшим козырем, {card}: прикроет любой козырь",
    ("Coach", "covering my partner's nil: I throw the {card} rather than trump: I hold only trumps besides it and "
              "the {suit} out are all higher, so leading it at the end would catch my partner more surely than this "
              "trick"):
        "прикрываю нил партнёра: сбрасываю {card}, а не бью козырем: кроме неё у меня только козыри, а все {suit} у "
        "других старше, и ход этой картой в конце вернее подставит партнёра, чем эта взятка",
    ("Coach", "my partner is nil and winning this trick: I overtake with the {card}"):
        "у партнёра нил, и он берёт эту взятку: я перебиваю картой {card}",
    ("Coach", "covering my partner's nil: I lead {suit}, which my partner cannot follow"):
        "прикрываю нил партнёра: хожу в масть {suit}, которой у партнёра нет",
    ("Coach", "covering my partner's nil: I lead the {card}, which should win"):
        "прикрываю нил партнёра: хожу картой {card}, она должна взять",
    ("Coach", "covering my partner's nil: I lead high with the {card}"):
        "прикрываю нил партнёра: хожу старшей картой {card}",
    ("Coach", "covering my partner's nil: I lead the {card}, the card least likely to catch my partner"):
        "прикрываю нил партнёра: хожу картой {card}, она вернее всего не подставит партнёра",
    ("Coach", "trumps"): "козыри",
    ("Coach", "I lead the low {card} to set the nil"): "Я хожу мелкой картой {card}, чтобы провалить нил",
    ("Coach", "I lead the {card} to set the nil: the nil bidder may hold only higher {suit}"):
        "Я хожу картой {card}, чтобы провалить нил: у заказавшего нил, возможно, только старшие {suit}",
    ("Coach", "the nil bidder is winning this trick: I stay under with the {card}"):
        "заказавший нил берёт эту взятку: я остаюсь ниже с картой {card}",
    ("Coach", "I play low with the {card} so the nil bidder may have to win"):
        "Я играю мелкую {card}, чтобы заказавшему нил, возможно, пришлось взять",
    ("Coach", "I play my lowest, the {card}, to leave the nil bidder room"):
        "Я играю свою младшую, {card}, чтобы не выручать заказавшего нил",
    ("Coach", "I do not trump: the nil bidder may have to win this trick, so I discard the {card}"):
        "Я не бью козырем: заказавшему нил, возможно, придётся взять эту взятку, поэтому сбрасываю {card}",
    ("Coach", "{why}: I lead the {card}, likely to lose"): "{why}: хожу картой {card}, она, скорее всего, не возьмёт",
    ("Coach", "{why}: I cash the {card}"): "{why}: беру взятку картой {card}",
    ("Coach", "{why}: I draw trumps with the {card}"): "{why}: выбиваю козыри картой {card}",
    ("Coach", "{why}: I lead {suit} for my partner to trump"):
        "{why}: хожу в масть {suit}, чтобы партнёр побил козырем",
    ("Coach", "{why}: I have only trumps; I lead the {card}"): "{why}: у меня одни козыри; хожу картой {card}",
    ("Coach", "{why}: I lead the {card}"): "{why}: хожу картой {card}",
    ("Coach", "my partner's card should win: I play the {card}"): "карта партнёра должна взять: я играю {card}",
    ("Coach", "I cannot go over my partner's nil: I play the {card}"):
        "я не могу перебить нил партнёра: я играю {card}",
    ("Coach", "{why}, but my best card may still be beaten after me, and my partner bid nil: I play low"):
        "{why}: играю низко — мою старшую карту ещё могут перебить, а партнёр заказал нил",
    ("Coach", "{why}: I hold only trumps and trump with the lowest, the {card}, as my partner plays after me and "
              "may still win it"):
        "{why}: у меня одни козыри, бью младшим, {card} — партнёр ходит после меня и ещё может взять",
    ("Coach", "{why}, and my partner bid nil: I hold only trumps and trump with the lowest, the {card}"):
        "{why}, а партнёр заказал нил: у меня одни козыри, бью младшим, {card}",
    ("Coach", "{why}: I keep my trumps and throw the {card}, as my partner plays after me and may still win it"):
        "{why}: оставляю козыри и сбрасываю {card} — партнёр ходит после меня и ещё может взять",
    ("Coach", "{why}, but my best trump may still be beaten after me, and my partner bid nil: I keep my trumps "
              "and throw the {card}"):
        "{why}: оставляю козыри и сбрасываю {card} — мой старший козырь ещё могут перебить, а партнёр заказал нил",
    ("Coach", "{why}: I play low, as my partner plays after me and may still win it"):
        "{why}: играю низко — партнёр ходит после меня и ещё может взять",
    ("Coach", "{why}: I lead the {card}, the card least likely to win"):
        "{why}: хожу картой {card} — у неё меньше всего шансов взять",
    ("Coach", "{why}: I trump with the {card}"): "{why}: бью козырем {card}",
    ("Coach", "{why}: I take it with the {card}"): "{why}: беру картой {card}",
    ("Coach", "{why}, but I cannot win this trick: I play the {card}"):
        "{why}, но эту взятку мне не взять: играю {card}",
    ("Coach", "{why}, and no card of mine holds this trick better than my partner's {best}: I play the {card}"):
        "{why}, и ни одна моя карта не удержит эту взятку вернее, чем {best} партнёра: играю {card}",
    ("Coach", "{why}, and my partner's nil is safe in this trick: I keep the {cover} to cover the nil in {suit} "
              "and play the {card}"):
        "{why}, а нилу партнёра на этой взятке ничто не грозит: я берегу карту {cover}, чтобы прикрыть его {suit}, "
        "и играю {card}",
    ("Coach", "{why}, but my partner's nil is safe in this trick: I keep the {spade} to cover the nil in spades "
              "and play the {card}"):
        "{why}, но нилу партнёра на этой взятке ничто не грозит: я берегу пику {spade}, чтобы прикрыть его пики, "
        "и играю {card}",
    ("Coach", "{why}: my partner wins this trick anyway, so I get rid of the {card}"):
        "{why}: партнёр всё равно берёт эту взятку, поэтому я избавляюсь от карты {card}",
    ("Coach", "{why}: this trick is ours anyway, so I get rid of the {card} over my partner's card"):
        "{why}: эта взятка всё равно наша, поэтому я избавляюсь от карты {card}, перебивая карту партнёра",
    ("Coach", "{why}: I duck with the {card}, my highest card that loses"):
        "{why}: пропускаю взятку старшей из своих карт, которые её не берут: {card}",
    ("Coach", "{why}: I throw away the {card}"): "{why}: сбрасываю {card}",
    ("Coach", "{why}, but every card I hold wins for now: I play the {card}, likely to be beaten"):
        "{why}, но пока любая моя карта берёт: играю {card}, её, скорее всего, перебьют",
    ("Coach", "I must win this trick, so I win it with my biggest card, the {card}"):
        "Я должен взять эту взятку и беру её своей старшей картой, {card}",
    ("Coach", "I play {action}"): "Мой ход: {action}",
    ("Coach", "I bid {bid}: nil looks too risky to me"): "Я заказываю {bid}: нил кажется мне слишком рискованным",
    ("Coach", "I bid {bid}: my hand looks about that good"): "Я заказываю {bid}: примерно на столько тянет моя рука",
    ("Coach", "I bid nil: I have nothing worth a trick"): "Я заказываю нил: у меня нет ничего, что стоит взятки",
    ("Coach", "I play the {card}"): "Я играю {card}",
    ("Coach", "I play the {card}: it looked right to me"): "Я играю {card}: мне показалось, что так правильно",
    ("Coach", "I play the {card}: played out over {guesses} of the hidden hands, it scores {gain} points a "
              "hand more than the {other}"):
        "Я играю {card}: если разыграть раздачу в {guesses} скрытых карт, {card} даёт больше очков за раздачу, "
        "чем {other}: в среднем {gain:очко|очка|очков}",
    ("Coach", "I give up my nil: I go over the trick with the {card}, as played out over {guesses} of the hidden "
              "hands it scores {gain} points a hand more than the {other}"):
        "Я отказываюсь от нила: перебиваю взятку картой {card} — если разыграть раздачу в {guesses} скрытых карт, "
        "она даёт больше очков за раздачу, чем {other}: в среднем {gain:очко|очка|очков}",
    ("Coach", "{other} looks natural, but it is worth giving up your nil: played out over {guesses} of the hidden "
              "hands, going over the trick with {action} scores about {points} more"):
        "напрашивается {other}, но стоит отказаться от нила: если разыграть раздачу в {guesses} скрытых карт, "
        "перебить взятку картой {action} выгоднее: в среднем выигрыш около {points}",
    ("Coach", "I took the kitty and discard my lowest cards"): "Я взял прикуп и сбрасываю свои младшие карты",
    ("Coach", "I am nil, so I pass my most dangerous cards"): "У меня нил, поэтому я передаю самые опасные карты",
    ("Coach", "my partner is nil, so I pass low cards it can play under"):
        "у партнёра нил, поэтому я передаю мелкие карты, под которые он сможет играть",
    ("Coach", "the player I pass to bid nil, so I pass my highest cards to break it"):
        "игрок, которому я передаю карты, заказал нил, поэтому я передаю старшие карты, чтобы его сорвать",
    ("Coach", "I pass my lowest cards and keep the ones that win tricks"):
        "я передаю самые мелкие карты и оставляю те, что берут взятки",
    ("Coach", "{why}: {cards}"): "{why}: {cards}",
    ("Coach", "I keep the card"): "Я оставляю карту",
    ("Coach", "I keep the {card}: a low card for my blind nil"):
        "Я оставляю {card}: мелкая карта для моего слепого нила",
    ("Coach", "I discard the {card}: too dangerous for my blind nil"):
        "Я сбрасываю {card}: слишком опасна для моего слепого нила",
    ("Coach", "I keep the {card}: it beats an unknown card"): "Я оставляю {card}: она лучше неизвестной карты",
    ("Coach", "I discard the {card}: the next card is likely better"):
        "Я сбрасываю {card}: следующая карта, скорее всего, лучше",
    ("Coach", "I keep my cards: none is dangerous enough to swap"):
        "Я оставляю свои карты: ни одна не настолько опасна, чтобы менять",
    ("Coach", "I swap {cards}: they could win a trick"): "Я меняю {cards}: они могут взять взятку",
    ("Coach", "I show my {suit}: as trump they take about {gain} tricks more"):
        "Я показываю масть {suit}: козырями они возьмут примерно на {gain:взятку|взятки|взяток} больше",
    ("Coach", "I keep my cards hidden: showing would not win me enough tricks to tell everyone my hand"):
        "Я не показываю карты: показ принёс бы слишком мало взяток, чтобы раскрывать руку всем",
    ("Coach", "we bid a blind moon: we are {behind} behind and the opponents are about to win"):
        "мы заказываем слепую «луну»: мы отстаём на {behind}, а соперники вот-вот выиграют",
    ("Coach", "we bid blind six: we are {behind} behind, and a side takes about six tricks on an average deal "
              "({value} if made)"):
        "мы заказываем вслепую шесть: мы отстаём на {behind}, а пара в среднем берёт около шести взяток ({value}, "
        "если выполнить)",
    ("Coach", "I bid lexington: my partner bid {partner} and I count {mine} more, so our side should take 12 "
              "({value} if made)"):
        "Я заказываю «лексингтон»: партнёр заказал {partner}, я рассчитываю ещё на {mine}, так что наша пара "
        "должна взять 12 ({value}, если выполнить)",
    ("Coach", "in a row"): "подряд",
    ("Coach", "I bid {name}: {sure} sure winners in my hand and my partner bid {partner}, so we should take "
              "{need} tricks {how} ({value} points)"):
        "Я заказываю {name}: у меня верных взяток: {sure}, партнёр заказал {partner}, так что мы должны взять "
        "{need:взятку|взятки|взяток} {how} ({value} очков)",
    ("Coach", "I bid {name}: I lead to the first trick and cash {count} winners in a row ({cards}), and my partner "
              "bid {partner}, so we should take the first {need} tricks ({value} points)"):
        "Я заказываю {name}: я хожу в первую взятку и снимаю подряд {count:выигрышную карту|выигрышные карты|"
        "выигрышных карт} ({cards}), партнёр заказал {partner}, так что мы должны взять первые "
        "{need:взятку|взятки|взяток} ({value} очков)",
    ("Coach", "Little Mo"): "Маленький Мо",
    ("Coach", "Big Mo"): "Большой Мо",
    ("Coach", "Little Bemo"): "Маленький Бемо",
    ("Coach", "Big Bemo"): "Большой Бемо",
    ("Coach", "we bid {name} and must take the first {need} tricks"):
        "мы заказали {name} и должны взять первые {need:взятку|взятки|взяток}",
    ("Coach", "we bid {name} and need {need} tricks in a row"):
        "мы заказали {name}, и нам нужно {need:взятку|взятки|взяток} подряд",
    ("Coach", "I bid {bid}: my partner bid {partner}, I count about {mine}, so our side bids {side}"):
        "Я заказываю {bid}: партнёр заказал {partner}, я рассчитываю примерно на {mine}, так что наша пара "
        "заказывает {side}",
    ("Coach", "I bid {bid}: I count {count}, between {low} and {high}, so I tell my partner I may take one more"):
        "Я заказываю {bid}: я рассчитываю на {count}, между {low} и {high}, и даю партнёру знать, что могу "
        "взять ещё одну",
    ("Coach", "I add {name}: I lead to the first trick and cash {count} winners in a row ({cards}) to take the "
              "first {first} tricks (±{value})"):
        "Я добавляю {name}: я хожу в первую взятку и снимаю подряд {count:выигрышную карту|выигрышные карты|"
        "выигрышных карт} ({cards}), чтобы взять первые {first:взятку|взятки|взяток} (±{value})",
    ("Coach", "I make my bid {bid}: no spades, and my side suits alone should take {side} tricks, so the bid "
              "counts double"):
        "Мой заказ — {bid}: пик нет, а одни мои боковые масти должны взять {side:взятку|взятки|взяток}, так что "
        "заказ считается вдвойне",
    ("Coach", "I make my bid {bid}: only small spades ({trumps}), and my side suits alone should take {side} "
              "tricks, so the bid counts double"):
        "Мой заказ — {bid}: пики только мелкие ({trumps}), а одни мои боковые масти должны взять "
        "{side:взятку|взятки|взяток}, так что заказ считается вдвойне",
    ("Coach", "I raise to {bid}: I count {count}, more than my {mine}"):
        "Я повышаю до {bid}: я рассчитываю на {count}, больше моих {mine}",
    ("Coach", "I keep {bid}: my count of {count} does not clearly beat it"):
        "Я оставляю {bid}: мой расчёт {count} не превышает его явно",
    ("Coach", "I keep {bid}: not enough sure winners for a bemo, nor side suits for no trump"):
        "Я оставляю {bid}: не хватает верных взяток для «бемо» и боковых мастей для игры без козырей",
    ("HandSummaryPanel", "Hand {0} is over"): "Раздача {0} окончена",
    ("HandSummaryPanel", "Tied for the lead at the end: one more hand decides the game."):
        "Ничья в борьбе за первое место: исход партии решит ещё одна раздача.",
    ("HandSummaryPanel", "See the result"): "Итог игры",
    ("HandSummaryPanel", "Bid"): "Заказ",
    ("HandSummaryPanel", "Won"): "Взято",
    ("HandSummaryPanel", "Points"): "Очки",
    ("HandSummaryPanel", "Total"): "Всего",
    ("HandSummaryPanel", "{side}: bid {bids}, won {won}, points {points}, total {total}"):
        "{side}: заказ {bids}, взято {won}, очки {points}, всего {total}",
    ("Tile", "{caption}: {value}, {detail}"): "{caption}: {value}, {detail}",
    ("Tile", "{caption}: {value}"): "{caption}: {value}",
    ("ChoiceSaid", "{name}. {description}"): "{name}. {description}",
    ("HistoryWindow", "Every game in the history, finished or not"): "Все игры в истории, законченные и нет",
    ("HistoryWindow", "Only the games played to the end"): "Только игры, доигранные до конца",
    ("HistoryWindow", "Only the games you can still continue"): "Только игры, которые ещё можно продолжить",
    ("ReviewWindow", "Play this deal again: whose cards"): "Сыграть эту раздачу снова: чьи карты",
    ("HandSummaryPanel", "made"): "выполнен",
    ("HandSummaryPanel", "not made"): "провален",
    ("HandSummaryPanel", "contract {0} {1} {2}"): "контракт {0} {1} {2}",
    ("HandSummaryPanel", "bags {0}"): "мешки {0}",
    ("HandSummaryPanel", "failed"): "провален",
    ("HandSummaryPanel", "{0} {1} {2}"): "{0} {1} {2}",
    ("HandSummaryPanel", "bag penalty {0}"): "штраф за мешки {0}",
    ("HandSummaryPanel", "bid {0}"): "заказ {0}",
    ("HandSummaryPanel", "won {0}"): "взято {0}",
    ("HandSummaryPanel", "bag count {0}"): "мешков: {0}",
    # LastTrickDialog
    ("LastTrickDialog", "Last trick"): "Последняя взятка",
    ("LastTrickDialog", "won"): "взятка",
    ("LastTrickDialog", "{0}, played by {1}, won the trick"): "{0}, игрок: {1}; эта карта взяла взятку",
    ("LastTrickDialog", "{0}, played by {1}, cancelled"): "{0}, игрок: {1}; отменена",
    ("LastTrickDialog", "{0}, played by {1}"): "{0}, игрок: {1}",
    ("LastTrickDialog", "In order: {0}."): "По порядку: {0}.",
    ("LastTrickDialog", "{0} {1}"): "{0} {1}",
    ("LastTrickDialog", "{0} won the trick with the {1}."): "Взятка: {0}, картой {1}.",
    # six seats in three sides of two (players.cancellation): seats, cancelled cards, dead tricks
    ("", "South-west"): "Юго-запад",
    ("", "North-west"): "Северо-запад",
    ("", "North-east"): "Северо-восток",
    ("", "South-east"): "Юго-восток",
    ("", "Will"): "Лёша",
    ("", "Nina"): "Нина",
    ("", "Ned"): "Ян",
    ("", "Eva"): "Ева",
    ("", ", cancelled"): ", отменена",
    ("", "{0} and {1} played the same card, the {2}: both are cancelled."):
        "{0} и {1} сыграли одинаковую карту, {2}: обе отменены.",
    ("", "Dead trick: its identical cards cancelled and nobody wins it. It is set aside; {0} leads again."):
        "Мёртвая взятка: одинаковые карты отменили друг друга, её никто не берёт. Она откладывается; "
        "снова заходит {0}.",
    ("TrickMarks", "cancelled"): "отменена",
    ("TableScene", "Dead trick: nobody wins it"): "Мёртвая взятка: её никто не берёт",
    ("TableScene", "Stock: {0}"): "Прикуп: {0}",
    ("TableView", "Cards left in the stock: {0}; discarded: {1}."): "Осталось карт в прикупе: {0}; в сбросе: {1}.",
    ("TableScene", "Discards: {0}"): "Сброс: {0}",
    ("TableView", "Your draw: the {0}. Keep it (K) or discard it and take the next card (D). "
                  "Cards left in the stock: {1}."):
        "Ваша карта из прикупа: {0}. Оставить её (K) или сбросить и взять следующую (D). "
        "Осталось карт в прикупе: {1}.",
    ("TableView", "(cancelled)"): "(отменена)",
    ("LastTrickDialog", "cancelled"): "отменена",
    ("LastTrickDialog", "Nobody won this trick: its identical cards cancelled, and it was set aside."):
        "Эту взятку никто не взял: одинаковые карты отменили друг друга, и она отложена.",
    ("RecapPanel", "Trick {0}: {1}; a dead trick, nobody won it."): "Взятка {0}: {1} — мёртвая, её никто не взял.",
    ("RecapPanel", "Trick {0}, dead (nobody won it):"): "Взятка {0}, мёртвая (её никто не взял):",
    ("ScorepadWidget", "at most {hands}"): "не больше {hands}",
    ("ScorepadWidget", "hand|hands"): "раздачи|раздач|раздач",
    ("ScorepadWidget", "A game of {hands}"): "Партия из {hands}",
    ("ScorepadWidget", "A game of one hand"): "Партия из одной раздачи",
    ("NewGameDialog", "as the rules say ({0} hands)"): "как в правилах (раздач: {0})",
    ("NewGameDialog", "as the rules say (one hand)"): "как в правилах (одна раздача)",
    # MainWindow
    ("MainWindow", "Scorepad"): "Счёт",
    ("MainWindow", "&Game"): "&Игра",
    ("MainWindow", "&New game…"): "&Новая игра…",
    ("MainWindow", "&Restart with the same cards"): "&Начать заново с теми же картами",
    ("MainWindow", "Restart &with the same cards"): "Начать з&аново с теми же картами",
    ("MainWindow", "Start this game again from its first hand, with the same cards dealt as before"):
        "Начать эту игру заново с первой раздачи, с теми же картами, что и в прошлый раз",
    ("MainWindow", "&Print score sheet…"): "&Печать листа счёта…",
    ("MainWindow", "&Export score sheet as PDF…"): "&Экспорт листа счёта в PDF…",
    ("MainWindow", "Print &blank score sheets…"): "Печать пустых &листов счёта…",
    ("MainWindow", "&Quit"): "&Выход",
    ("MainWindow", "&View"): "&Вид",
    ("MainWindow", "Show &last trick"): "Последняя взятк&а",
    ("MainWindow", "&Scorepad"): "С&чёт",
    ("MainWindow", "&Animation speed"): "&Скорость анимации",
    ("MainWindow", "Lan&guage"): "&Язык",
    ("MainWindow", "&Hand order"): "Поря&док карт в руке",
    ("MainWindow", "&Low to high"): "По &возрастанию",
    ("MainWindow", "&High to low"): "По &убыванию",
    ("MainWindow", "Trumps at the &right"): "Козыри &справа",
    ("MainWindow", "Trumps at the l&eft"): "Козыри с&лева",
    ("MainWindow", "Make a &forced move by itself"): "&Единственный возможный ход делать сразу",
    ("MainWindow", "Offer &blind bids before I look"): "Предлагать с&лепые заказы до просмотра карт",
    ("MainWindow", "Each hand starts with your cards face down and the choice of a blind bid; off, they are turned up "
                   "at once and you bid after looking"):
        "Каждая раздача начинается с карт рубашкой вверх и выбора слепого заказа; если выключено, карты сразу "
        "открываются, и вы заказываете, посмотрев их",
    ("MainWindow", "When only one of your cards may be played, or only one bid may be made, it is done for you"):
        "Когда можно сыграть только одну из ваших карт или сделать только один заказ, это делается за вас",
    ("MainWindow", "&System language"): "&Язык системы",
    ("MainWindow", "The game will speak this language the next time it starts."):
        "Игра заговорит на этом языке при следующем запуске.",
    ("MainWindow", "&Off"): "&Выкл.",
    ("MainWindow", "&Fast"): "&Быстро",
    ("MainWindow", "&Normal"): "&Обычно",
    ("MainWindow", "&Slow"): "&Медленно",
    ("MainWindow", "&Card style"): "&Вид карт",
    ("MainWindow", "&Four-colour suits"): "&Четырёхцветные масти",
    ("MainWindow", "&Large index"): "&Крупные индексы",
    ("MainWindow", "Card &back"): "&Рубашка",
    ("MainWindow", "Use an &SVG deck…"): "Колода &SVG…",
    ("MainWindow", "Use the b&uilt-in cards"): "&Встроенные карты",
    ("MainWindow", "&Help"): "&Справка",
    ("MainWindow", "&Hint"): "&Подсказка",
    ("MainWindow", "&Rules of this game"): "П&равила этой игры",
    ("MainWindow", "&Mouse and keyboard"): "&Мышь и клавиатура",
    ("MainWindow", "Words of the &game"): "&Слова игры",
    ("MainWindow", "Words of the game"): "Слова игры",
    ("MainWindow", "&About {0}"): "&О программе {0}",
    ("MainWindow", "There is no preset {0}; the presets are: {1}."): "Набора правил {0} нет; есть такие: {1}.",
    ("MainWindow", "Resume this unfinished game?\n\n{0}"): "Продолжить эту незаконченную игру?\n\n{0}",
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
    # HouseRulesDialog
    ("HouseRulesDialog", "House rules"): "Свои правила",
    ("HouseRulesDialog", "Made from: {0}"): "На основе: {0}",
    ("HouseRulesDialog", "The winning score starts at {0}, set in the New game window (the preset says {1})."):
        "Победный счёт здесь {0}, как задано в окне «Новая игра» (в наборе правил — {1}).",
    ("HouseRulesDialog", "Your rules go into a new file; the comments written in {0} are not copied into it."):
        "Ваши правила запишутся в новый файл; комментарии из {0} в него не переносятся.",
    ("HouseRulesDialog", "Saving writes {0} anew: the comments written in it are not kept."):
        "При сохранении {0} запишется заново: комментарии в нём не сохранятся.",
    ("HouseRulesDialog", "Your preset, saved again under its name when you save."):
        "Ваш набор правил: при сохранении он запишется под тем же именем.",
    ("HouseRulesDialog", "Name of your rules"): "Название ваших правил",
    ("HouseRulesDialog", "&Name:"): "&Название:",
    ("HouseRulesDialog", "Winning and losing"): "Победа и проигрыш",
    ("HouseRulesDialog", "A side &wins at:"): "Пара выи&грывает при:",
    ("HouseRulesDialog", "A player &wins at:"): "Игрок выи&грывает при:",
    ("HouseRulesDialog", "Winning score"): "Счёт победы",
    ("HouseRulesDialog", "no limit"): "без ограничения",
    ("HouseRulesDialog", "Hands in a game"): "Раздач в партии",
    ("HouseRulesDialog", "Hands in a ga&me:"): "Разда&ч в партии:",
    ("HouseRulesDialog", "A game needs a winning score or a number of hands: it would never end."):
        "У партии должен быть счёт победы или число раздач: иначе она никогда не кончится.",
    ("HouseRulesDialog", "A side &loses at:"): "Пара &проигрывает при:",
    ("HouseRulesDialog", "A player &loses at:"): "Игрок &проигрывает при:",
    ("HouseRulesDialog", "Losing score"): "Счёт проигрыша",
    ("HouseRulesDialog", "Bidding"): "Торговля",
    ("HouseRulesDialog", "&First to bid:"): "П&ервым заказывает:",
    ("HouseRulesDialog", "the player left of the dealer"): "игрок слева от сдающего",
    ("HouseRulesDialog", "the dealer"): "сдающий",
    ("HouseRulesDialog", "Lowest &bid:"): "Наименьший &заказ:",
    ("HouseRulesDialog", "&Each side bids at least:"): "Пара заказывает не &меньше:",
    ("HouseRulesDialog", "&Each player bids at least:"): "Игрок заказывает не &меньше:",
    ("HouseRulesDialog", "no minimum"): "без нижней границы",
    ("HouseRulesDialog", "Nil"): "Нил",
    ("HouseRulesDialog", "Nil bi&ds allowed"): "Нил &разрешён",
    ("HouseRulesDialog", "Nil is wort&h:"): "Нил ст&оит:",
    ("HouseRulesDialog", "Bl&ind nil allowed (bid before looking at the cards)"):
        "Слепо&й нил разрешён (заказ не глядя в карты)",
    ("HouseRulesDialog", "Blind nil is w&orth:"): "Слепой нил с&тоит:",
    ("HouseRulesDialog", "Blind nil only when behind b&y:"): "Слепой нил только при отставании н&а:",
    ("HouseRulesDialog", "always allowed"): "разрешён всегда",
    ("HouseRulesDialog", "A nil bidder's tricks &count for the partner's bid"):
        "&Взятки заказавшего нил идут в заказ партнёра",
    ("HouseRulesDialog", "Bo&th partners bid nil:"): "Нил у о&боих партнёров:",
    ("HouseRulesDialog", "each nil scored alone"): "каждый нил считается отдельно",
    ("HouseRulesDialog", "doubled when both make it, no penalty otherwise"):
        "вдвойне, если оба выполнены; иначе без штрафа",
    ("HouseRulesDialog", "+{0} when both make it, else the side loses its whole score"):
        "+{0}, если оба выполнены; иначе пара теряет весь счёт",
    ("HouseRulesDialog", "Bags (tricks over the bid)"): "Мешки (взятки сверх заказа)",
    ("HouseRulesDialog", "Ba&gs before a penalty:"): "Ме&шков до штрафа:",
    ("HouseRulesDialog", "no penalty"): "без штрафа",
    ("HouseRulesDialog", "&Penalty:"): "Штра&ф:",
    ("HouseRulesDialog", "Play"): "Розыгрыш",
    ("HouseRulesDialog", "Fi&rst lead:"): "Первый хо&д:",
    ("HouseRulesDialog", "the holder of the lowest club, who leads it"): "у кого младшая трефа, он ею и ходит",
    ("HouseRulesDialog", "Spades may not be led &until broken"): "С пик нельзя ходить, пока они не раскр&ыты",
    ("HouseRulesDialog", "No spade may be led to the first tric&k"): "В первую взятку нельз&я ходить с пики",
    ("HouseRulesDialog", "&A player who cannot follow suit:"): "Игрок без масти &хода:",
    ("HouseRulesDialog", "may play any card"): "кладёт любую карту",
    ("HouseRulesDialog", "must beat an opponent's spade"): "обязан перебить пику противника",
    ("HouseRulesDialog", "must beat any spade, the partner's too"): "обязан перебить любую пику, и партнёра тоже",
    ("HouseRulesDialog", "must trump, and everyone must beat the highest spade"):
        "обязан бить козырем, и каждый обязан перебить старшую пику",
    ("HouseRulesDialog", "The rules card of your rules"): "Карточка ваших правил",
    ("HouseRulesDialog", "The rules as they now read:"): "Правила в нынешнем виде:",
    ("HouseRulesDialog", "&Save"): "&Сохранить",
    ("HouseRulesDialog", "Cancel"): "Отмена",
    ("HouseRulesDialog", "Our house rules"): "Наши правила",
    ("HouseRulesDialog", "Our house rules {0}"): "Наши правила {0}",
    ("HouseRulesDialog", "Give your rules a name."): "Дайте вашим правилам название.",
    ("HouseRulesDialog", "In a preset file: {0}"): "В файле правил: {0}",
    ("HouseRulesDialog", "From {0} to {1}."): "От {0} до {1}.",
    ("HouseRulesDialog", "{0}, or from {1} to {2}."): "{0} или от {1} до {2}.",
    ("HouseRulesDialog", "The name is made only of invisible characters."):
        "Название состоит только из невидимых знаков.",
    ("HouseRulesDialog", "The name holds a control character."): "В названии есть управляющий знак.",
    ("HouseRulesDialog", "The name holds a character that turns the direction of text."):
        "В названии есть знак, меняющий направление текста.",
    ("HouseRulesDialog", "The name is too long (80 characters at most)."):
        "Название слишком длинное (не больше 80 знаков).",
    ("HouseRulesDialog", "A preset with this name is already in the list; choose another name."):
        "Правила с таким названием уже есть в списке; выберите другое название.",
    ("HouseRulesDialog", "Your rules could not be saved: {0}"): "Ваши правила не удалось сохранить: {0}",
    ("HouseRulesDialog", "The other rules of {0} do not allow changing this."):
        "Другие правила «{0}» не позволяют это изменить.",
    ("HouseRulesDialog", "These rules do not fit together: {0}"): "Эти правила несовместимы: {0}",
    # NewGameDialog
    ("NewGameDialog", "New game"): "Новая игра",
    ("NewGameDialog", "&Rules:"): "&Правила:",
    ("NewGameDialog", "&House rules…"): "Сво&и правила…",
    ("NewGameDialog", "Re&move…"): "&Убрать…",
    ("NewGameDialog", "Take your own preset out of the list (its file is kept, renamed)"):
        "Убрать свой набор правил из списка (его файл сохранится под другим именем)",
    ("NewGameDialog", "Remove a preset"): "Убрать набор правил",
    ("NewGameDialog", "Take “{0}” out of your presets? Its file {1} stays in the presets folder under another "
                      "name ({1}.removed): rename it back to have the preset again."):
        "Убрать «{0}» из ваших наборов правил? Файл {1} останется в папке правил под другим именем "
        "({1}.removed): верните ему прежнее имя, чтобы вернуть набор.",
    ("NewGameDialog", "“{0}” stays: {1} is made from it."): "«{0}» остаётся: на его основе сделан {1}.",
    ("NewGameDialog", "This preset cannot be removed: {0}"): "Этот набор правил убрать нельзя: {0}",
    ("NewGameDialog", "Took {0} out of your presets; its file is now {1}."):
        "«{0}» убран из ваших наборов правил; теперь его файл называется {1}.",
    ("NewGameDialog", "Change the numbers and rules of the chosen preset and save them as your own preset"):
        "Изменить числа и правила выбранного набора и сохранить их как свой набор правил",
    ("NewGameDialog", "Your own rules cannot be saved: there is no presets folder on this system."):
        "Свои правила сохранить нельзя: в этой системе нет папки для наборов правил.",
    ("NewGameDialog", "Saved your rules as {0}; they are chosen for the new game."):
        "Ваши правила сохранены как «{0}» и выбраны для новой игры.",
    ("NewGameDialog", "Some preset files could not be read ({0}):"): "Некоторые файлы правил не прочитаны ({0}):",
    ("NewGameDialog", "See &all…"): "Показать &все…",
    ("NewGameDialog", "List every preset file that could not be read, and why"):
        "Показать все непрочитанные файлы правил и причины",
    ("NewGameDialog", "Preset files that could not be read ({0})"): "Непрочитанные файлы правил ({0})",
    ("NewGameDialog", "Players"): "Игроки",
    ("NewGameDialog", "&Target score:"): "&До скольких очков:",
    ("NewGameDialog", "random"): "случайный",
    ("NewGameDialog", "Deal num&ber:"): "&Номер расклада:",
    ("NewGameDialog", "&Deal"): "&Сдать",
    ("NewGameDialog", "as the rules say ({0})"): "как в правилах ({0})",
    ("NewGameDialog", "The deal number must be below {0}."): "Номер расклада должен быть меньше {0}.",
    ("NewGameDialog", "{0}: the name holds a character that turns the direction of text."):
        "{0}: в имени есть символ, меняющий направление текста.",
    ("NewGameDialog", "{0}: the name holds a control character."): "{0}: в имени есть управляющий символ.",
    ("NewGameDialog", "{0}: the name is made only of invisible characters."):
        "{0}: имя состоит только из невидимых символов.",
    # Presets
    ("Presets", "Standard"): "Стандартные",
    ("Presets", "Partnership Spades to 500: nil and blind nil, 10 bags cost 100."):
        "Парные пики до 500: нил и слепой нил, 10 мешков стоят 100.",
    ("Presets", "The rules card is not available: {0}"): "Карточка правил недоступна: {0}",
    ("Presets", "This game plays to {0}, set in the New game window; the preset “{1}” says {2}."):
        "Эта партия идёт до {0}, как задано в окне «Новая игра»; в наборе правил «{1}» — {2}.",
    ("Presets", "This game plays by these rules, which differ from the preset “{0}” as it is now."):
        "Эта партия идёт по этим правилам; нынешний набор правил «{0}» от них отличается.",
    # small ones
    ("ScorepadPlaceholder", "Hand {0}: {1}"): "Раздача {0}: {1}",
    ("SeatPlate", "D"): "С",
    ("TableScene", "Choose a card with ← and → first."): "Сначала выберите карту клавишами ← и →.",
    ("TableScene", "Drop the card in the middle of the table to play it."):
        "Чтобы сыграть карту, положите её в середину стола.",
    ("TableScene", "You have chosen {0} cards already: click one of them to put it back."):
        "Уже выбрано карт: {0}. Щёлкните одну из них, чтобы вернуть.",
    ("TableScene", "Bid {0} · won {1}"): "Заказ: {0} · взято {1}",
    ("TableScene", "Bidding…"): "Идёт заказ…",
    ("TableScene", "Drawing…"): "Идёт прикуп…",
    ("TableScene", "No bid yet"): "Заказа ещё нет",
    ("TableView", "Choose 1 card to pass to {1}"): "Выберите карту для передачи: {1}",
    ("TableView", "Choose {0} cards to pass to {1}"): "Выберите карты ({0}) для передачи: {1}",
    ("TableView", "Pass cards"): "Передать",
    ("TableView", "Blind nil: choose a card to swap for an unseen discard, if you like"):
        "Слепой нил: если хотите, выберите карту для замены на карту из сброса",
    ("TableView", "Blind nil: choose up to {0} cards to swap for unseen discards"):
        "Слепой нил: выберите до {0} карт для замены на карты из сброса",
    ("TableView", "Swap"): "Заменить",
    ("TableView", "Hint: {0}"): "Подсказка: {0}",
    ("TableView", "Looking for a hint…"): "Ищу подсказку…",
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
    ("ScorepadWidget", "Hand {hand} · dealt by {dealer} · deal #{deal}"):
        "Раздача {hand} · сдаёт {dealer} · расклад № {deal}",
    ("ScorepadWidget", "Hand {hand}: {side}"): "Раздача {hand}: {side}",
    ("ScorepadWidget", "Side {side}"): "Пара {side}",
    ("ScorepadWidget", "Bid"): "Зак.",
    ("ScorepadWidget", "Took"): "Вз.",  # «Взято» was cut to «Вз…» in the narrow pad (QA)
    ("ScorepadWidget", "Pts"): "Очки",
    ("ScorepadWidget", "Bags"): "Меш.",  # the column is narrow: "Мешки" was cut to "Меш…"
    ("ScorepadWidget", "Total"): "Итог",
    ("ScorepadWidget", "bags {bags}/{limit}"): "мешки {bags}/{limit}",
    ("ScorepadPrint", "Print score sheet"): "Печать листа счёта",
    ("ScorepadPrint", "Export score sheet"): "Экспорт листа счёта",
    ("ScorepadPrint", "PDF (*.pdf)"): "Документ PDF (*.pdf)",
    ("ScorepadPrint", "PNG image (*.png)"): "Изображение PNG (*.png)",
    ("", "{0} already exists. Replace it?"): "{0} уже существует. Заменить?",
    ("BlankSheetDialog", "Print blank score sheets"): "Печать пустых листов счёта",
    ("BlankSheetDialog", "&Names (leave empty for lines to write on)"): "&Имена (пусто — строки для записи от руки)",
    ("BlankSheetDialog", "&Fill the page"): "На &всю страницу",
    ("BlankSheetDialog", "&Fill: a row for each hand"): "&Все раздачи игры, по строке",
    ("BlankSheetDialog", "row|rows"): "строка|строки|строк",
    ("BlankSheetDialog", "A4"): "A4 (210 × 297 мм)",
    ("BlankSheetDialog", "Letter"): "Letter (США, 216 × 279 мм)",
    ("BlankSheetDialog", "&Rules:"): "&Правила:",
    ("BlankSheetDialog", "Ro&ws:"): "&Строк:",
    ("BlankSheetDialog", "P&aper:"): "&Бумага:",
    ("BlankSheetDialog", "&Continue"): "Пр&одолжить",
    ("BlankSheetDialog", "Side {side}:"): "Пара {side}:",
    ("BlankSheetDialog", "Player {side}:"): "Игрок {side}:",
    ("BlankSheetDialog", "name"): "имя",
    ("BlankSheetDialog", "{rows} {row_noun} on {pages} {page_noun}"): "{rows} {row_noun} на {pages} {page_noun}",
    ("BlankSheetDialog", "page|pages"): "странице|страницах|страницах",
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
    ("RecapPanel", "You"): "Вы",
    ("RecapPanel", "Hand {0}, dealt by {1}."): "Раздача {0}, сдаёт {1}.",
    ("RecapPanel", "Hand {0}, you deal."): "Раздача {0}, сдаёте вы.",
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
    ("ScoreSheet", "set"): "К✗",
    ("ScoreSheet", "bags {penalty}"): "мешки {penalty}",
    ("ScoreSheet", "moon!"): "луна!",
    ("ScoreSheet", "lose all"): "всё потеряно",
    ("ScoreSheet", "double nil"): "двойной нил",
    ("ScoreSheet", "double blind nil"): "двойной слепой нил",
    ("ScoreSheet", "lose at {mercy}"): "проигрыш при {mercy}",
    ("ScoreSheet", "nil {value}"): "нил {value}",
    ("ScoreSheet", "blind nil {value}"): "слепой нил {value}",
    ("ScoreSheet", "no nil"): "без нила",
    ("ScoreSheet", "{limit} bags = {penalty}"): "{limit} мешков = {penalty}",
    ("ScoreSheet", "no bag penalty"): "без штрафа за мешки",
    ("ScoreSheet", "blind bids score {value} a trick"): "заказ вслепую: {value} за взятку",
    ("ScoreSheet", "10 for {value}"): "10 за {value}",
    ("ScoreSheet", "moon wins"): "луна выигрывает",
    ("ScoreSheet", "blind 5"): "вслепую 5",
    ("ScoreSheet", "10 for 200"): "10 за 200",
    ("ScoreSheet", "moon"): "луна",
    ("ScoreSheet", "nil failed"): "нил провален",
    ("ScoreSheet", "contract not made"): "контракт провален",
    ("ScoreSheet", "tricks won; nobody wins a dead trick (its winning cards cancel), so they may total "
                   "under {tricks}"):
        "взятки игрока; мёртвую взятку (старшие карты отменились) не берёт никто, так что всего их бывает меньше "
        "{tricks}",
    ("ScoreSheet", "Bags"): "Мешки",
    ("ScoreSheet", "running count; {limit} bags cost {penalty}"):
        "накопленные; за каждые {limit} — штраф {penalty}",  # "Мешки = накопленные": «= копятся» read badly
    ("ScoreSheet", "Hand"): "Разд.",
    ("ScoreSheet", "Dealer"): "Сдаёт",
    ("ScoreSheet", "Deal no."): "№ расклада",
    ("ScoreSheet", "Bid"): "Заказ",
    ("ScoreSheet", "Took"): "Взято",
    ("ScoreSheet", "Points"): "Очки",
    ("ScoreSheet", "Date"): "Дата",
    ("ScoreSheet", "Place"): "Место",
    ("ScoreSheet", "Page {page} of {pages}"): "Страница {page} из {pages}",
    ("ScoreSheet", "Final"): "Итог",
    ("ScoreSheet", "Game to {target}"): "Игра до {target}",
    ("ScoreSheet", "Game to {target}, at most {hands}"): "Игра до {target}, не больше {hands}",
    ("ScoreSheet", "hand|hands"): "раздачи|раздач|раздач",
    ("ScoreSheet", "Game of {hands}"): "Игра из {hands}",
    ("ScoreSheet", "After hand {hands} only when the lead is tied: each tie plays one more hand."):
        "После раздачи {hands} — только при ничьей за первое место: каждая ничья играет ещё одну раздачу.",
    ("ScoreSheet", "Game of one hand"): "Игра из одной раздачи",
    ("ScoreSheet", "Side {side}"): "Пара {side}",
    ("ScoreSheet", "Winner: {name} ({scores})"): "Победа: {name} ({scores})",
    ("ScoreSheet", "shot the moon"): "пара взяла луну",
    ("ScoreSheet", "shot the moon blind"): "пара взяла слепую луну",
    ("ScoreSheet", "made a double blind nil"): "пара сыграла двойной слепой нил",
    ("ScoreSheet", "the other side fell to the losing score"): "соперники опустились до проигрышного счёта",
    ("ScoreSheet", "Winner: {name} ({score})"): "Победа: {name} ({score})",
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
    ("engine", "no blind bid is open to you now: look at your cards to bid"):
        "заказ вслепую вам сейчас недоступен: посмотрите карты, чтобы заказать",
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
    ("engine", "only the partner who bids second may bid it"):
        "его может заказать только тот из партнёров, кто заказывает вторым",
    # engine.tally: the scorekeeper's checks (gui/scorekeeper, issue 18)
    ("engine", "{text!r} is not a bid; these rules allow {bids}"):
        "{text!r} — не заказ; по этим правилам можно: {bids}",
    ("engine", "{text!r} is not a bid: write a number, nil (n), blind nil (bn), blind 5 (b5), 10 for 200, moon or "
               "the preset's own bids (blind moon, lexington, blind six, little mo, 4 little bemo, 4 no trump, 3.5, "
               "auction 2, pass, side 6, 3 aces, side 6 aces)"):
        "{text!r} — не заказ: напишите число, nil (n), blind nil (bn), blind 5 (b5), 10 for 200, moon или особый "
        "заказ правил (blind moon, lexington, blind six, little mo, 4 little bemo, 4 no trump, 3.5, auction 2, "
        "pass, side 6, 3 aces, side 6 aces)",
    # engine.tally: the card facts of rules that score the cards (bonuses, Mo, bemo, the ace check)
    ("engine", "{word!r} is not a seat: write {seats} (or the first letter)"):
        "{word!r} — не место: напишите {seats} (или первую букву)",
    ("engine", "write who won it and with which card, e.g. W AS"):
        "напишите, кто её взял и какой картой, например W AS",
    ("engine", "write the seats, e.g. S N"): "напишите места, например S N",
    ("engine", "write the seat and lead, overtrump or trump, e.g. N lead"):
        "напишите место и lead (ход пикой), overtrump (перебита пикой) или trump (бита пикой), например N lead",
    ("engine", "write a seat, or a seat and broke"): "напишите место или место и broke (прервал серию)",
    ("engine", "write one count per side, e.g. 6 0"): "напишите по числу на каждую пару, например 6 0",
    ("engine", "write one count per side, e.g. 6 3"): "напишите по числу на каждую пару, например 6 3",
    ("engine", "write a seat of the side that took all four aces, or none"):
        "напишите место игрока пары, взявшей все четыре туза, или none",
    ("engine", "{name!r} is not a fact a hand records ({names})"):
        "{name!r} — не сведение о раздаче ({names})",
    ("engine", "{name}: {problem}"): "{name}: {problem}",
    ("engine", "{name}: {text!r} is not right: {reason}"): "{name}: {text!r} — неверно: {reason}",
    ("engine", "these rules score the last trick: say who won it and with which card"):
        "эти правила начисляют очки за последнюю взятку: укажите, кто её взял и какой картой",
    ("engine", "the last trick's winner must be a player who took a trick"):
        "последнюю взятку должен взять игрок, у которого есть взятки",
    ("engine", "a fact names seat {seat}, which is not at the table"): "указано место {seat}, которого нет за столом",
    ("engine", "{seat} won a trick with the 9♠ but took no trick"):
        "{seat}: указана взятка девяткой ♠, но взяток нет",
    ("engine", "a streak ends or breaks with the last trick: its player won that"):
        "серия кончается или прерывается последней взяткой: её игрок должен взять последнюю взятку",
    ("engine", "{seat} took fewer than {count} tricks: no streak"): "{seat}: взяток меньше {count} — серии нет",
    ("engine", "the {name} gives each side the tricks it won in a row: {sides} counts, none more than the side's "
               "tricks"):
        "{name} — взятки подряд каждой пары: {sides} числа, ни одно не больше взяток пары",
    ("engine", "only the side that won the first trick has a first run"):
        "серия с первой взятки бывает только у пары, взявшей первую взятку",
    ("engine", "a Mo or bemo bid needs the first run: how many tricks each side won in a row from the first"):
        "заказ Мо или бемо требует first run: сколько взяток подряд с первой взяла каждая пара",
    ("engine", "a Mo bid needs the longest run: the most tricks each side won in a row"):
        "заказ Мо требует longest run: самую длинную серию взяток подряд каждой пары",
    ("engine", "an ace check needs the aces: which side took all four, or none"):
        "проверка тузов требует aces: какая пара взяла все четыре или none",
    ("engine", "the aces name no side at the table"): "в aces указана пара, которой нет за столом",
    ("engine", "give one bid for each of the {players} players, not {given}"):
        "нужен один заказ на каждого из {players} игроков, а не {given}",
    ("engine", "{seat}: {reason}"): "{seat}: {reason}",
    ("engine", "in {system} a bid is the bidder's spade count: these bids count {need} spades, but the deck has only "
               "{trumps}"):
        "в {system} заказ — это число пик у игрока: заказы насчитывают {need} пик, а в колоде их только {trumps}",
    ("engine", "in {system} a bid is the bidder's spade count: these bids count {need} of the {trumps} spades in the "
               "deck"):
        "в {system} заказ — это число пик у игрока: заказы насчитывают {need} из {trumps} пик колоды",
    ("engine", "{seat} took how many tricks? Write a number from 0 to {size}"):
        "{seat}: сколько взяток? Напишите число от 0 до {size}",
    ("engine", "give the tricks of each of the {players} players, not {given}"):
        "нужны взятки каждого из {players} игроков, а не {given}",
    ("engine", "{seat} took {count} tricks: a player takes 0 to {size}"):
        "{seat}: взяток {count}, а игрок берёт от 0 до {size}",
    ("engine", "the tricks add up to {total}, but a hand has {size} tricks"):
        "взяток в сумме {total}, а в раздаче их {size}",
    ("engine", "the game ended after hand {last} ({reason}): hand {number} is one too many"):
        "игра окончилась после раздачи {last} ({reason}): раздача {number} лишняя",
    ("MainWindow", "&Keep score for a real game…"): "&Счёт для игры живыми картами…",
    ("HandEntryBar", "Bid"): "Заказ",
    ("HandEntryBar", "Tricks"): "Взятки",
    ("HandEntryBar", "(deals)"): "(сдаёт)",
    ("HandEntryBar", "Bids first"): "Заказывает первым",
    ("HandEntryBar", "bid"): "заказ",
    ("HandEntryBar", "tricks"): "взятки",
    ("HandEntryBar", "Cards"): "Карты",
    ("HandEntryBar", "These rules: {bids}"): "В этих правилах: {bids}",
    ("HandEntryBar", "What happened in the tricks that these rules score"):
        "Что было во взятках, за что эти правила дают очки",
    ("HandEntryBar", "last trick"): "посл. взятка",
    ("HandEntryBar", "Who won the last trick, with which card: W AS"):
        "Кто взял последнюю взятку и какой картой: W AS",
    ("HandEntryBar", "aces in it"): "тузы в ней",
    ("HandEntryBar", "Who played an ace to the last trick: S N"): "Кто положил туза в последнюю взятку: S N",
    ("HandEntryBar", "dix"): "дикс",
    ("HandEntryBar", "Who won a trick with the 9♠, and how: N lead, N overtrump, N trump"):
        "Кто взял взятку девяткой ♠ и как: N lead (ход пикой), N overtrump (перебил), N trump (побил)",
    ("HandEntryBar", "streak"): "серия",
    ("HandEntryBar", "Who took the last tricks in a row: E, or E broke (a streak)"):
        "Кто взял последние взятки подряд: E, или E broke (прервал серию)",
    ("HandEntryBar", "first run"): "серия с первой",
    ("HandEntryBar", "Tricks each side won in a row from the first, one number a side: 6 0"):
        "Взятки подряд с первой у каждой пары, по числу на пару: 6 0",
    ("HandEntryBar", "longest run"): "длинная серия",
    ("HandEntryBar", "The most tricks each side won in a row, one number a side: 7 3"):
        "Самая длинная серия взяток подряд у каждой пары, по числу на пару: 7 3",
    ("HandEntryBar", "aces"): "тузы",
    ("HandEntryBar", "A player of the side that took all four aces, or none"):
        "Игрок пары, взявшей все четыре туза, или none",
    ("HandEntryBar", "the first partner's count"): "взятки первого партнёра",
    ("HandEntryBar", "the side's bid"): "заказ пары",
    ("ScorekeeperSetupDialog", "Keep score for a real game"): "Счёт для игры живыми картами",
    ("ScorekeeperSetupDialog", "Play with real cards; enter each hand's bids and tricks, and the game keeps the "
                               "score under the rules you choose."):
        "Играйте живыми картами; вводите заказы и взятки каждой раздачи, а программа ведёт счёт по выбранным "
        "правилам.",
    ("ScorekeeperSetupDialog", "Club &preset file…"): "&Файл правил клуба…",
    ("ScorekeeperSetupDialog", "Use the rules of your club's own preset (a YAML file)"):
        "Взять правила из собственного набора клуба (файл YAML)",
    ("ScorekeeperSetupDialog", "&Rules:"): "&Правила:",
    ("ScorekeeperSetupDialog", "&House rules…"): "Св&ои правила…",
    ("ScorekeeperSetupDialog", "Change the numbers and rules of the chosen preset and save them as your own preset"):
        "Изменить числа и правила выбранного набора и сохранить их как свой набор правил",
    ("ScorekeeperSetupDialog", "Pla&yers (in seat order, clockwise)"): "И&гроки (по местам, по часовой стрелке)",
    ("ScorekeeperSetupDialog", "First &dealer:"): "Первым &сдаёт:",
    ("ScorekeeperSetupDialog", "&Target score:"): "&Играем до:",
    ("ScorekeeperSetupDialog", "&Start keeping score"): "&Начать счёт",
    ("ScorekeeperSetupDialog", "Resume the &last game"): "Про&должить прошлую игру",
    ("ScorekeeperSetupDialog", "The last game's hands ({0}) are not saved in a file, and a new game replaces them. "
                               "Save them first?"):
        "Раздачи прошлой игры ({0}) не сохранены в файл, а новая игра их заменит. Сначала сохранить их?",
    ("ScorekeeperSetupDialog", "hand|hands"): "раздача|раздачи|раздач",
    ("ScorekeeperSetupDialog", "Club preset file"): "Файл правил клуба",
    ("ScorekeeperSetupDialog", "Preset files (*.yaml *.yml)"): "Файлы правил (*.yaml *.yml)",
    ("ScorekeeperSetupDialog", "{seat} (partner: {partner}):"): "{seat} (партнёр: {partner}):",
    ("ScorekeeperSetupDialog", "Player {number}: {problem}"): "Игрок {number}: {problem}",
    ("ScorekeeperSetupDialog", "Give each player a different name."): "Дайте игрокам разные имена.",
    ("ScorekeeperWindow", "Hands entered"): "Введённые раздачи",
    ("ScorekeeperWindow", "Double-click a hand (or select it and press Enter) to correct it; Delete removes it"):
        "Чтобы исправить раздачу, дважды щёлкните её (или выберите и нажмите Enter); Delete удаляет её",
    ("ScorekeeperWindow", "Ente&r hand"): "&Записать раздачу",
    ("ScorekeeperWindow", "Ente&r correction"): "&Записать исправление",
    ("ScorekeeperWindow", "Cancel correction"): "Отменить исправление",
    ("ScorekeeperWindow", "&Scores"): "&Счёт",
    ("ScorekeeperWindow", "&New scorekept game…"): "&Новый счёт…",
    ("ScorekeeperWindow", "&Open…"): "&Открыть…",
    ("ScorekeeperWindow", "&Save"): "&Сохранить",
    ("ScorekeeperWindow", "Save &as…"): "Сохранить &как…",
    ("ScorekeeperWindow", "&Print score sheet…"): "&Печать листа счёта…",
    ("ScorekeeperWindow", "&Export score sheet as PDF…"): "&Экспорт листа счёта в PDF…",
    ("ScorekeeperWindow", "&Close"): "&Закрыть",
    ("ScorekeeperWindow", "&Edit"): "&Правка",
    ("ScorekeeperWindow", "&Undo"): "&Отменить",
    ("ScorekeeperWindow", "&Redo"): "&Повторить",
    ("ScorekeeperWindow", "&Correct a hand…"): "&Исправить раздачу…",
    ("ScorekeeperWindow", "Remove &last hand…"): "&Удалить последнюю раздачу…",
    ("ScorekeeperWindow", "Remove the selected &hand…"): "Удалить &выбранную раздачу…",
    ("ScorekeeperWindow", "Select the hand in the table first (or press Delete there)"):
        "Сначала выберите раздачу в таблице (или нажмите там Delete)",
    ("ScorekeeperWindow", "Hand {number} cannot be removed: without it, hand {later} (then hand {now}) would be "
                          "impossible: {problem} Remove or correct the later hands first."):
        "Раздачу {number} удалить нельзя: без неё раздача {later} (тогда уже раздача {now}) стала бы невозможной: "
        "{problem} Сначала удалите или исправьте следующие раздачи.",
    ("ScorekeeperWindow", "Remove hand {number}, the last one entered? Undo (Ctrl+Z) puts it back."):
        "Удалить раздачу {number}, последнюю введённую? «Отменить» (Ctrl+Z) вернёт её.",
    ("ScorekeeperWindow", "Remove hand {number}? The hands after it move up one and are scored again. "
                          "Undo (Ctrl+Z) puts it back."):
        "Удалить раздачу {number}? Следующие раздачи сдвинутся на одну вверх и будут пересчитаны. «Отменить» "
        "(Ctrl+Z) вернёт её.",
    ("ScorekeeperWindow", "Remove a hand"): "Удаление раздачи",
    ("ScorekeeperWindow", "Hand {number} removed."): "Раздача {number} удалена.",
    ("ScorekeeperWindow", "Correct hand {number} first, or remove it if it was never played (Edit ▸ Remove the "
                          "selected hand…)."):
        "Сначала исправьте раздачу {number} или удалите её, если её не играли (Правка ▸ Удалить выбранную "
        "раздачу…).",
    ("ScorekeeperWindow", "{file} — {title}"): "{file} — {title}",
    ("ScorekeeperWindow", "The hand being typed was cleared; Escape again closes the window."):
        "Набранная раздача стёрта; ещё раз Escape закроет окно.",
    ("ScorekeeperWindow", "Keep score: {preset}"): "Счёт: {preset}",
    ("ScorekeeperWindow", "Hand"): "Раздача",
    ("ScorekeeperWindow", "Cards"): "Карты",
    ("ScorekeeperWindow", "Dealer"): "Сдаёт",
    ("ScorekeeperWindow", "{name}\nbid"): "{name}\nзаказ",
    ("ScorekeeperWindow", "{name}\ntook"): "{name}\nвзятки",
    ("ScorekeeperWindow", "Correcting hand {number}: {dealer} dealt, {first} bid first"):
        "Исправление раздачи {number}: сдаёт {dealer}, первым заказывает {first}",
    ("ScorekeeperWindow", "Hand {number}: {dealer} deals, {first} bids first"):
        "Раздача {number}: сдаёт {dealer}, первым заказывает {first}",
    ("ScorekeeperWindow", "The game is over: to correct a hand, double-click it (or select it and press Enter)"):
        "Игра окончена: чтобы исправить раздачу, дважды щёлкните её (или выберите и нажмите Enter)",
    ("ScorekeeperWindow", "Game over: {name} won ({reason})."): "Игра окончена: победа — {name} ({reason}).",
    ("ScorekeeperWindow", "With this correction the game ends after hand {end}: {result} Then hand {first} cannot "
                          "have been played. Remove hand {first} and keep the correction? Undo (Ctrl+Z) puts it back."):
        "С этой поправкой игра кончается после раздачи {end}: {result} Значит, раздачи {first} не было. Удалить "
        "раздачу {first} и оставить поправку? Отмена (Ctrl+Z) вернёт её.",
    ("ScorekeeperWindow", "With this correction the game ends after hand {end}: {result} Then hands {first}–{last} "
                          "cannot have been played. Remove hands {first}–{last} and keep the correction? Undo (Ctrl+Z) "
                          "puts them back."):
        "С этой поправкой игра кончается после раздачи {end}: {result} Значит, раздач {first}–{last} не было. "
        "Удалить раздачи {first}–{last} и оставить поправку? Отмена (Ctrl+Z) вернёт их.",
    ("ScorekeeperWindow", "Correct hand {number}"): "Исправить раздачу {number}",
    ("ScorekeeperWindow", "Remove the hands from hand {number} on first (Edit ▸ Remove the selected hand…)."):
        "Сначала удалите раздачи начиная с {number}-й (Правка ▸ Удалить выбранную раздачу…).",
    ("ScorekeeperWindow", "Game to {target}. Enter the first hand."): "Игра до {target}. Введите первую раздачу.",
    ("ScorekeeperWindow", "Game to {target}, at most {hands}. Enter the first hand."):
        "Игра до {target}, не больше {hands}. Введите первую раздачу.",
    ("ScorekeeperWindow", "hand|hands"): "раздачи|раздач|раздач",
    ("ScorekeeperWindow", "A game of {hands}. Enter the first hand."):
        "Партия из {hands}. Введите первую раздачу.",
    ("ScorekeeperWindow", "A game of one hand. Enter it."): "Партия из одной раздачи. Введите её.",
    ("ScorekeeperWindow", "After hand {number}:   {totals}"): "После раздачи {number}:   {totals}",
    ("ScorekeeperWindow", "After hand {number}:   {totals}.   Tied for the lead at the end: one more hand decides "
                          "the game."):
        "После раздачи {number}:   {totals}.   Ничья в борьбе за первое место: исход партии решит ещё одна раздача.",
    ("ScorekeeperWindow", "This correction would make hand {number} impossible: {problem}"):
        "С этим исправлением раздача {number} становится невозможной: {problem}",
    ("ScorekeeperWindow", "Autosave failed: {0}"): "Автосохранение не удалось: {0}",
    ("ScorekeeperWindow", "The scorekept game was autosaved by a newer version of {0}, so this version cannot "
                          "resume it. Nothing was deleted: the file is kept as {1}; the newer version can open it."):
        "Счёт игры автосохранён более новой версией {0}, и эта версия не может его продолжить. "
        "Ничего не удалено: файл сохранён как {1}; более новая версия сможет его открыть.",
    ("ScorekeeperWindow", "The autosaved scorekept game is damaged and cannot be resumed. Nothing was "
                          "deleted: the file is kept as {0}."):
        "Автосохранённый счёт игры повреждён, продолжить его нельзя. Ничего не удалено: файл сохранён как {0}.",
    ("ScorekeeperWindow", "The autosaved scorekept game cannot be resumed. The file stays at {0}: it could "
                          "not be moved aside ({1}). Games are not autosaved, so that the file is not written over."):
        "Автосохранённый счёт игры нельзя продолжить. Файл остался на месте, {0}: его не удалось "
        "отложить ({1}). Автосохранение выключено, чтобы не записать поверх этого файла.",
    ("ScorekeeperWindow", "Not autosaved: another window keeps its score in {0}. Save this game in a file to keep "
                          "it."):
        "Нет автосохранения: в файл {0} уже сохраняет счёт другое окно. Чтобы не потерять эту игру, "
        "сохраните её в свой файл.",
    ("ScorekeeperWindow", "Not autosaved: {0} cannot be read and is kept as it is."):
        "Нет автосохранения: файл {0} нельзя прочитать, и он оставлен как есть.",
    ("ScorekeeperWindow", "Save scorekept game"): "Сохранить счёт игры",
    ("ScorekeeperWindow", "Scorekept games (*.json)"): "Счета игр (*.json)",
    ("ScorekeeperWindow", "Saved {0}."): "Сохранено: {0}.",
    ("ScorekeeperWindow", "Open scorekept game"): "Открыть счёт игры",
    ("ScorekeeperWindow", "{0} cannot be opened: the file cannot be read."):
        "Не удаётся открыть {0}: файл не удаётся прочитать.",
    ("ScorekeeperWindow", "{0} cannot be opened: it was saved by a newer version of {1}, and this version cannot "
                          "read it."):
        "Не удаётся открыть {0}: файл сохранён более новой версией {1}, и эта версия не может его прочитать.",
    ("ScorekeeperWindow", "{0} cannot be opened: it is not a scorekept game (its text is not JSON)."):
        "Не удаётся открыть {0}: это не счёт партии живыми картами (файл не в формате JSON).",
    ("ScorekeeperWindow", "{0} cannot be opened here: it is not the score of a game with real cards (a game played "
                          "in the window opens with Game ▸ Open game…)."):
        "{0} здесь не открыть: это не счёт партии живыми картами (игра, сыгранная в окне, открывается через "
        "Игра ▸ Открыть игру…).",
    ("ScorekeeperWindow", "{0} cannot be opened: the file is damaged."): "Не удаётся открыть {0}: файл повреждён.",
    ("ScorekeeperWindow", "The hands entered in this game ({0}) are not saved. Save them first?"):
        "Введённые раздачи этой игры ({0}) не сохранены. Сохранить их сначала?",
    ("HandEntryBar", "{name}: bid"): "{name}: заказ",
    ("HandEntryBar", "{name}: tricks"): "{name}: взятки",
    ("BlankSheetDialog", "{side} name {n}"): "{side}, имя {n}",
    ("ScorekeeperWindow", "These hands ({0}) could not be autosaved and are in no file. Save them before "
                          "closing?"):
        "Эти раздачи ({0}) не удалось сохранить автоматически, и их нет ни в одном файле. Сохранить их перед "
        "закрытием?",
    ("ScorekeeperWindow", "'{text}' is not a bid; these rules allow {bids}"):
        "«{text}» — не заказ; по этим правилам можно: {bids}",
    ("ScorekeeperWindow", "{name}: what did they bid? These rules allow {bids}"):
        "{name}: какой заказ? По этим правилам можно: {bids}",
    ("ScorekeeperWindow", "The game is over, but its hands ({0}) are not saved in a file. Save them before "
                          "closing?"):
        "Игра окончена, но её раздачи ({0}) не сохранены в файл. Сохранить их перед закрытием?",
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
    ("engine", "spades are not broken yet: lead another suit"): "пики ещё не раскрыты: зайдите с другой масти",
    ("engine", "trumps are not broken yet: lead another suit"): "козыри ещё не раскрыты: зайдите с другой масти",
    ("engine", "no trump may be led to the first trick"): "в первую взятку нельзя заходить с козыря",
    ("engine", "you must follow {suit}"): "нужно ходить в масть: {suit}",
    ("engine", "no spade may be played to the first trick while you hold another suit"):
        "в первую взятку нельзя класть пику, пока у вас есть другая масть",
    ("engine", "you must beat the spade already played with a higher spade"):
        "нужно перебить уже сыгранную пику старшей пикой",
    ("engine", "each player plays its lowest club to the first trick: the {card}"):
        "в первую взятку каждый кладёт свою младшую трефу: {card}",
    ("engine", "a led Big Joker calls for your highest spade: the {card}"):
        "на большого джокера нужно положить старшую пику: {card}",
    ("engine", "you cannot follow suit, so you must play a spade"):
        "ответить в масть нечем, поэтому нужно положить пику",
    ("engine", "your hand is weak: you may call a misdeal to have the cards dealt again"):
        "у вас слабая рука: можно объявить пересдачу",
    ("engine", "you hold 7 cards or more of a suit: you may show them to make that suit trump"):
        "у вас 7 или больше карт одной масти: можно показать их, чтобы эта масть стала козырем",
    ("engine", "clubs"): "трефы",
    ("engine", "diamonds"): "бубны",
    ("engine", "hearts"): "черви",
    ("engine", "spades"): "пики",
    ("engine", "reached the target"): "набрана нужная сумма очков",
    ("engine", "the other side fell to the losing score"): "соперники опустились до проигрышного счёта",
    ("engine", "{side} fell to {total}; the game is lost at {mercy}"):
        "{side}: счёт упал до {total}, а проигрыш — при {mercy}",
    ("engine", "shot the moon"): "пара взяла луну",
    ("engine", "made a double blind nil"): "пара сыграла двойной слепой нил",
    ("engine", "all {hands} hands were played"): "сыграны все раздачи: {hands}",  # inside "98 (…)": no brackets
    ("engine", "the one hand was played"): "сыграна единственная раздача",
    ("engine", "the tie after hand {last} was broken in hand {hand}"):
        "ничья после раздачи {last} разрешилась в раздаче {hand}",
    ("engine", "the two-player draw needs a deck that divides by 4 (each player keeps one card of every two drawn); "
               "{deck} cards do not: remove cards (removed_cards) or change the jokers"):
        "для раздачи с добором на двоих колода должна делиться на 4 (каждый оставляет одну карту из двух "
        "взятых); {deck} карт не делятся: уберите карты (removed_cards) или измените джокеры",
    ("engine", "nil_exchange 'pass' passes no card: nil_pass_count is 0 and no blind nil passes any; pass at least "
               "one card, or set nil_exchange to none"):
        "nil_exchange 'pass' не передаёт ни одной карты: nil_pass_count равно 0, а слепой нил ничего не передаёт; "
        "передавайте хотя бы одну карту или задайте nil_exchange: none",
    ("engine", "a number of {digits} digits is far too big for any rule"):
        "число из {digits} цифр слишком велико для любого правила",
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
    ("GameController", "{1} ({0})"): "{1} ({0})",
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
    ("MainWindow", "{0} cannot be opened: there is no such file."): "Не удаётся открыть {0}: такого файла нет.",
    ("MainWindow", "{0} cannot be opened: the file cannot be read."):
        "Не удаётся открыть {0}: файл не удаётся прочитать.",
    ("MainWindow", "{0} cannot be opened: the file is empty."): "Не удаётся открыть {0}: файл пуст.",
    ("MainWindow", "{0} cannot be opened: it is not a saved game (its text is not JSON)."):
        "Не удаётся открыть {0}: это не сохранённая игра (файл не в формате JSON).",
    ("MainWindow", "{0} cannot be opened here: it is the score of a game played with real cards. Open it with "
                   "Game ▸ Keep score for a real game…, then Scores ▸ Open…."):
        "{0} здесь не открыть: это счёт игры живыми картами. Откройте его через Игра ▸ Счёт для игры живыми "
        "картами…, затем Счёт ▸ Открыть….",
    ("MainWindow", "{0} cannot be opened: it is not a game saved by {1}."):
        "Не удаётся открыть {0}: это не игра, сохранённая в {1}.",
    ("MainWindow", "{0} cannot be opened: it was saved by a newer version of {1}, and this version cannot read it."):
        "Не удаётся открыть {0}: её сохранила более новая версия {1}, а эта версия не может её прочитать.",
    ("MainWindow", "{0} cannot be opened: the file is damaged."): "Не удаётся открыть {0}: файл повреждён.",
    ("MainWindow", "This game cannot be continued: its record in the History is damaged."):
        "Эту игру нельзя продолжить: её запись в истории игр повреждена.",
    ("MainWindow", "Open {0} and leave the game in progress?"): "Открыть {0} и оставить текущую игру?",
    ("MainWindow", "&Open"): "&Открыть",
    ("MainWindow", "Continue the chosen game and leave the game in progress?"):
        "Продолжить выбранную партию и оставить текущую?",
    ("MainWindow", "&Continue"): "&Продолжить",
    ("MainWindow", "Opened {0}."): "Открыто: {0}.",
    ("MainWindow", "This game is over. Print its score sheet, or review its hands?"):
        "Эта игра окончена. Напечатать её лист счёта или разобрать раздачи?",
    ("MainWindow", "&Print sheet"): "&Напечатать лист",
    ("MainWindow", "&Review"): "&Разбор",
    ("MainWindow", "{0} (missing)"): "{0} (файла нет)",
    ("MainWindow", "No saved games yet"): "Сохранённых игр пока нет",
    ("MainWindow", "&Clear list"): "&Очистить список",
    ("MainWindow", "&Undo (off at this table)"): "&Отменить ход (за этим столом выключено)",
    ("MainWindow", "Pass and play: undo is on only when Allow undo was ticked in the New game dialog"):
        "Игра за одним экраном: отмена ходов работает, только если в окне «Новая игра» отмечено «Разрешить отмену»",
    ("MainWindow", "Take back your last move"): "Отменить свой последний ход",
    ("MainWindow", "Take back {0}'s last move"): "Отменить последний ход: {0}",
    ("MainWindow", "No hand of this game was finished yet: there is nothing to review."):
        "В этой партии ещё нет законченной раздачи: разбирать нечего.",
    ("GameController", "You have seen your cards: looking at them cannot be taken back."):
        "Вы уже видели свои карты: этого не отменить.",
    ("GameController", "Only {0} may take back their own last move."):
        "Отменить свой последний ход может только {0}.",
    ("NewGameDialog", "Allow &undo (every player at this screen agrees)"):
        "Разрешить о&тмену ходов (согласны все игроки за этим экраном)",
    ("NewGameDialog", "Pass and play: Ctrl+Z may take back a move. A game with undo says so in its record and on its "
                      "score sheet."):
        "Игра за одним экраном: Ctrl+Z отменяет ход. Игра с отменой ходов отмечается в записи и на листе счёта.",
    ("ScoreSheet", "Undo was used in this game."): "В этой игре ходы отменялись.",
    ("ScoreSheet", "Score kept for a game played with real cards."): "Счёт игры живыми картами.",
    # AutosaveKeeper (gui/autosaves.py)
    ("AutosaveKeeper", "The autosaved games could not be read: {0}"): "Не удалось прочитать автосохранённые игры: {0}",
    ("AutosaveKeeper", "An autosaved game was made by a newer version of {0}, so this version cannot resume it. "
                       "Nothing was deleted: the file is kept as {1}; the newer version can open it."):
        "Автосохранённая игра сделана более новой версией {0}, и эта версия не может её продолжить. "
        "Ничего не удалено: файл сохранён как {1}; более новая версия сможет его открыть.",
    ("AutosaveKeeper", "An autosaved game is damaged and cannot be resumed. Nothing was deleted: the file is "
                       "kept as {0}."):
        "Автосохранённая игра повреждена, продолжить её нельзя. Ничего не удалено: файл сохранён как {0}.",
    ("AutosaveKeeper", "An autosaved game cannot be resumed. The file stays at {0}: it could not be moved "
                       "aside ({1})."):
        "Автосохранённую игру нельзя продолжить. Файл остался на месте, {0}: его не удалось отложить ({1}).",
    ("AutosaveKeeper", "The game is autosaved again."): "Автосохранение снова работает.",
    ("AutosaveKeeper", "The game could not be autosaved: {0}."): "Не удалось автосохранить игру: {0}.",
    ("AutosaveKeeper", "The game could not be autosaved to {0}: {1}.\n\nThe game goes on, and the last autosave is "
                       "kept as it was. Free some disk space or make the folder writable; "
                       "autosaving resumes by itself."):
        "Не удалось автосохранить игру в {0}: {1}.\n\nИгра продолжается, последнее автосохранение осталось как было. "
        "Освободите место на диске или разрешите запись в папку; автосохранение возобновится само.",
    ("AutosaveKeeper", "⚠ Not autosaved"): "⚠ Нет автосохранения",
    ("AutosaveKeeper", "The game could not be autosaved to {0}: {1}.\n\nThe game goes on, but it is not saved yet: "
                       "if the app ends now, it cannot be resumed. Free some disk space or make the folder "
                       "writable; autosaving resumes by itself."):
        "Не удалось автосохранить игру в {0}: {1}.\n\nИгра продолжается, но ещё не сохранена: если программа сейчас "
        "закроется, продолжить игру будет нельзя. Освободите место на диске или разрешите запись в папку; "
        "автосохранение возобновится само.",
    ("AutosaveKeeper", "The game could not be autosaved to {0}: {1}"): "Не удалось автосохранить игру в {0}: {1}",
    ("AutosaveKeeper", "The game in progress could not be autosaved to {0}: {1}. If you quit now, it cannot be "
                       "resumed later. Quit anyway?"):
        "Не удалось автосохранить текущую игру в {0}: {1}. Если выйти сейчас, её нельзя будет продолжить. "
        "Всё равно выйти?",
    ("AutosaveKeeper", "An unfinished game is being played in another {0} window, so it is not offered here: it goes "
                       "on there, and that window keeps saving it. Once that window is closed, the game is offered "
                       "at the next start."):
        "Незаконченная игра идёт в другом окне {0}, поэтому здесь она не предлагается: она продолжается там, и то "
        "окно её сохраняет. Когда то окно будет закрыто, игру предложат при следующем запуске.",
    # KeptHistory (gui/history/kept.py): a damaged history file kept aside
    ("KeptHistory", "Your game history could not be read (the file was damaged), so a new history was started: the "
                    "games played before are not shown here. They are not lost: the old file is kept, with those "
                    "games in it, as {0}."):
        "Не удалось прочитать историю игр (файл повреждён), поэтому начата новая история: сыгранные раньше игры "
        "здесь не показаны. Они не потеряны: старый файл с этими играми сохранён как {0}.",
    ("KeptHistory", "Your game history could not be read (the file was damaged), so a new history was started: the "
                    "History and Statistics windows show only the games played from now on.\n\nThe games played "
                    "before are not lost: the old file is kept, with those games in it, as {0}."):
        "Не удалось прочитать историю игр (файл повреждён), поэтому начата новая история: окна «История игр» и "
        "«Статистика» показывают только игры, сыгранные с этого момента.\n\nСыгранные раньше игры не потеряны: "
        "старый файл с этими играми сохранён как {0}.",
    ("KeptHistory", "game|games"): "игра|игры|игр",
    ("KeptHistory", "Your game history was damaged, so a new history was started with the {0} that could still be "
                    "read from it. The old file is kept as {1}: a game not shown here is only in it."):
        "Файл истории был повреждён, поэтому начата новая история, и в неё перенесены {0}, которые ещё удалось "
        "прочитать. Старый файл сохранён как {1}: игры, которых здесь нет, остались только в нём.",
    ("KeptHistory", "Your game history was damaged, so a new history was started with the {0} that could still be "
                    "read from it.\n\nThe old file is kept as {1}: a game that could not be read is only in it."):
        "Файл истории был повреждён, поэтому начата новая история, и в неё перенесены {0}, которые ещё удалось "
        "прочитать.\n\nСтарый файл сохранён как {1}: игры, которые прочитать не удалось, остались только в нём.",
    ("KeptHistory", "The history file is read-only: statistics are shown, new games are not stored."):
        "Файл истории доступен только для чтения: статистика показана, новые игры не сохраняются.",
    # ResumeDialog (gui/autosaves.py)
    ("ResumeDialog", "Resume a game"): "Продолжить игру",
    ("ResumeDialog", "These games were not finished. Resume one, or deal a new game (they stay here for later)."):
        "Эти игры не закончены. Продолжите одну из них или начните новую (они останутся здесь на потом).",
    ("ResumeDialog", "&Resume"): "&Продолжить",
    ("ResumeDialog", "&New game"): "&Новая игра",
    ("ResumeDialog", "{0}, deal no. {1}, hand {2}\n{3} (saved {4})"):
        "{0}, расклад № {1}, раздача {2}\n{3} (сохранено {4})",
    ("ResumeDialog", "{0}, deal no. {1}, hand {2}, trick {5}\n{3} (saved {4})"):
        "{0}, расклад № {1}, раздача {2}, взятка {5}\n{3} (сохранено {4})",
    ("ResumeDialog", "{0}, deal no. {1}, hand {2} is over\n{3} (saved {4})"):
        "{0}, расклад № {1}, раздача {2} окончена\n{3} (сохранено {4})",
    ("ResumeDialog", "Unfinished games"): "Неоконченные игры",
    # Game history and statistics (gui/history/, gui/stats/)
    ("MainWindow", "&History…"): "&История…",
    ("MainWindow", "S&tatistics…"): "С&татистика…",
    ("GamesModel", "Date"): "Дата",
    ("GamesModel", "Rules"): "Правила",
    ("GamesModel", "Players"): "Игроки",
    ("GamesModel", "Result"): "Итог",
    ("GamesModel", "Hands"): "Раздачи",
    ("GamesModel", "Easy"): "лёгкий",
    ("GamesModel", "Normal"): "обычный",
    ("GamesModel", "Hard"): "сильный",
    ("GamesModel", "{0} ({1})"): "{0} ({1})",
    ("GamesModel", "{0} — won by {1}"): "{0} — победа: {1}",
    ("GamesModel", "Damaged in the history file: its players or scores cannot be read"):
        "Повреждена в файле истории: игроков или счёт прочитать нельзя",
    ("GamesModel", "{0} — abandoned after {1}"): "{0} — брошена, сыграно: {1}",
    ("GamesModel", "{0} — unfinished, {1}"): "{0} — не окончена, сыграно: {1}",
    ("GamesModel", "hand|hands"): "раздача|раздачи|раздач",
    ("HistoryWindow", "Game history"): "История игр",
    ("HistoryWindow", "Search names and rules"): "Поиск по именам и правилам",
    ("HistoryWindow", "Show:"): "Показать:",
    ("HistoryWindow", "Sort by"): "Порядок",
    ("HistoryWindow", "S&ort:"): "Порядо&к:",
    ("HistoryWindow", "Newest first"): "Сначала новые",
    ("HistoryWindow", "Oldest first"): "Сначала старые",
    ("HistoryWindow", "Rules, A to Z"): "Правила, от А до Я",
    ("HistoryWindow", "Rules, Z to A"): "Правила, от Я до А",
    ("HistoryWindow", "Players, A to Z"): "Игроки, от А до Я",
    ("HistoryWindow", "Players, Z to A"): "Игроки, от Я до А",
    ("HistoryWindow", "Won first, highest score first"): "Сначала выигранные, по убыванию счёта",
    ("HistoryWindow", "Unfinished first"): "Сначала неоконченные",
    ("HistoryWindow", "Most hands first"): "Сначала больше раздач",
    ("HistoryWindow", "Fewest hands first"): "Сначала меньше раздач",
    ("HistoryWindow", "Search"): "Поиск",
    ("HistoryWindow", "Show"): "Показать",
    ("HistoryWindow", "Games"): "Игры",
    ("HistoryWindow", "All games"): "Все игры",
    ("HistoryWindow", "Finished"): "Оконченные",
    ("HistoryWindow", "Unfinished"): "Неоконченные",
    ("HistoryWindow", "&Continue"): "&Продолжить",
    ("HistoryWindow", "Re&view…"): "&Разбор…",
    ("HistoryWindow", "No hand of this game was finished yet."): "В этой партии ещё нет законченной раздачи.",
    ("HistoryWindow", "&Print sheet…"): "Пе&чать листа…",
    ("HistoryWindow", "&Export"): "&Экспорт",
    ("HistoryWindow", "Score &sheet as PDF…"): "&Лист счёта в PDF…",
    ("HistoryWindow", "Game &record…"): "&Запись игры…",
    ("HistoryWindow", "The games listed as CS&V…"): "Показанные игры в CS&V…",
    ("HistoryWindow", "&Delete…"): "&Удалить…",
    ("HistoryWindow", "Close"): "Закрыть",
    ("HistoryWindow", "The history is unavailable: {0}"): "История недоступна: {0}",
    ("HistoryWindow", "Export game record"): "Экспорт записи игры",
    ("HistoryWindow", "Game records (*.json)"): "Записи игр (*.json)",
    ("HistoryWindow", "The record could not be saved: {0}"): "Не удалось сохранить запись: {0}",
    ("HistoryWindow", "Export games and hands as CSV"): "Экспорт игр и раздач в CSV",
    ("HistoryWindow", "CSV files (*.csv)"): "Файлы CSV (*.csv)",
    ("HistoryWindow", "The CSV files could not be written: {0}"): "Не удалось записать файлы CSV: {0}",
    ("HistoryWindow", "Delete game"): "Удаление игры",
    ("HistoryWindow", "Delete the game of {0} ({1}) from the history? Its statistics go with it; this cannot be "
                      "undone."):
        "Удалить из истории игру {0} ({1})? Её статистика удалится вместе с ней; отменить это нельзя.",
    # games kept with the scorekeeper in the history (gui/history/, gui/scorekeeper/history_store.py)
    ("GamesModel", "Real cards: {0}"): "Живые карты: {0}",
    ("GamesModel", "{0}\nPlayed with real cards; the score was kept with the scorekeeper (Game ▸ Keep score for a "
                   "real game…)."):
        "{0}\nИгра живыми картами; счёт вёлся в программе (Игра ▸ Счёт для игры живыми картами…).",
    ("HistoryWindow", "Review the game hand by hand, and play a deal again"):
        "Разобрать игру по раздачам и сыграть раздачу заново",
    ("HistoryWindow", "A game kept with the scorekeeper was played with real cards: no cards were recorded, so it "
                      "cannot be reviewed or its deals played again."):
        "Эта игра шла живыми картами, в программе вёлся только счёт: карты не записаны, поэтому её нельзя "
        "разобрать или сыграть её раздачи заново.",
    ("HistoryWindow", "Export scorekept game"): "Экспорт счёта игры",
    ("HistoryWindow", "Scorekept games (*.json)"): "Счета игр (*.json)",
    ("ScorekeeperWindow", "Not stored in the game history: {0}"): "Не записано в историю игр: {0}",
    ("WinRateChart", "Win percentage over time"): "Процент побед со временем",
    ("WinRateChart", "Win % over time"): "% побед со временем",
    ("WinRateChart", "No finished games yet"): "Оконченных игр пока нет",
    ("WinRateChart", "all games"): "все игры",
    ("WinRateChart", "last {0} games"): "последние {0} игр",
    ("RunningTotalsChart", "Running totals by hand"): "Счёт по раздачам",
    ("RunningTotalsChart", "No hands scored yet"): "Сыгранных раздач пока нет",
    ("StatsWindow", "Results with each partner and against each mix of opponents"):
        "Результаты с каждым партнёром и против каждого состава противников",
    ("StatsWindow", "Statistics"): "Статистика",
    ("StatsWindow", "Player"): "Игрок",
    ("StatsWindow", "Period"): "Период",
    ("StatsWindow", "All time"): "За всё время",
    ("StatsWindow", "Last 7 days"): "Последние 7 дней",
    ("StatsWindow", "Last 30 days"): "Последние 30 дней",
    ("StatsWindow", "Last 12 months"): "Последние 12 месяцев",
    ("StatsWindow", "This year"): "Этот год",
    ("StatsWindow", "Rules"): "Правила",
    ("StatsWindow", "&Refresh"): "&Обновить",
    ("StatsWindow", "&Player:"): "&Игрок:",
    ("StatsWindow", "P&eriod:"): "П&ериод:",
    ("StatsWindow", "R&ules:"): "П&равила:",
    ("StatsWindow", "Games finished"): "Законченные игры",
    ("StatsWindow", "Won"): "Победы",
    ("StatsWindow", "Points a hand"): "Очков за раздачу",
    ("StatsWindow", "Contracts made"): "Выполненные контракты",
    ("StatsWindow", "Sets"): "Проваленные контракты",
    ("StatsWindow", "Bags a hand"): "Мешков за раздачу",
    ("StatsWindow", "Nils made"): "Выполненные нилы",
    ("StatsWindow", "Blind nils made"): "Выполненные слепые нилы",
    ("StatsWindow", "Current streak"): "Текущая серия",
    ("StatsWindow", "Best game"): "Лучшая игра",
    ("StatsWindow", "Worst game"): "Худшая игра",
    ("StatsWindow", "Longest streaks"): "Самые длинные серии",
    ("StatsWindow", "Statistics are unavailable: {0}"): "Статистика недоступна: {0}",
    ("StatsWindow", "All rules"): "Все правила",
    ("StatsWindow", "No games yet: every game you play is counted here."):
        "Игр пока нет: здесь учитывается каждая сыгранная игра.",
    ("StatsWindow", "Latest game, {0}: totals by hand"): "Счёт последней игры, {0}",
    ("StatsWindow", "and {0} unfinished"): "и ещё неоконченных: {0}",
    ("StatsWindow", "{0} won, {1} lost"): "побед: {0}, поражений: {1}",
    ("StatsWindow", "hand|hands"): "раздача|раздачи|раздач",
    ("StatsWindow", "{0} of {1}"): "{0} из {1}",
    ("StatsWindow", "{0} of the contracts"): "{0} контрактов",
    ("StatsWindow", "{0} in all"): "всего {0}",
    ("StatsWindow", "bag|bags"): "мешок|мешка|мешков",
    ("StatsWindow", "game won in a row|games won in a row"): "победа подряд|победы подряд|побед подряд",
    ("StatsWindow", "game lost in a row|games lost in a row"): "поражение подряд|поражения подряд|поражений подряд",
    ("StatsWindow", "{0}, by {1}"): "{0}, разница {1}",
    ("StatsWindow", "won / lost in a row"): "побед / поражений подряд",
    ("StatsWindow", "Partner"): "Партнёр",
    ("StatsWindow", "Opponents"): "Соперники",
    ("StatsWindow", "people"): "люди",
    ("StatsWindow", "Easy bots"): "Лёгкие боты",
    ("StatsWindow", "Normal bots"): "Обычные боты",
    ("StatsWindow", "Hard bots"): "Сильные боты",
    ("StatsWindow", "bots"): "боты",
    ("StatsWindow", "a person"): "человек",
    ("StatsWindow", "Easy bot"): "Лёгкий бот",
    ("StatsWindow", "Normal bot"): "Обычный бот",
    ("StatsWindow", "Hard bot"): "Сильный бот",
    ("StatsWindow", "bot"): "бот",
    ("GameOverExtras", "Statistics (S)"): "Статистика (S)",
    # issue 13: new bids, bonuses and passing
    ("", "Blind moon"): "Слепая луна",
    ("", "Lexington"): "Лексингтон",
    ("", "Blind 6 (side)"): "Вслепую 6 (за пару)",
    ("", "{0} no trump"): "{0} без козыря",
    ("", "{0}½"): "{0}½",
    ("", "Little Mo"): "Маленький Мо",
    ("", "Big Mo"): "Большой Мо",
    ("", "{0} + Little Bemo"): "{0} + Маленький Бемо",
    ("", "{0} + Big Bemo"): "{0} + Большой Бемо",
    ("", "BM"): "СЛ",
    ("", "LX"): "ЛК",
    ("", "B6S"): "С6П",
    ("", "LMo"): "ММо",
    ("", "BMo"): "БМо",
    ("ScoreSheet", "BM"): "СЛ",
    ("ScoreSheet", "LX"): "ЛК",
    ("ScoreSheet", "B6S"): "С6П",
    ("ScoreSheet", "LMo"): "ММо",
    ("ScoreSheet", "BMo"): "БМо",
    ("ScoreSheet", "{tricks}NT"): "{tricks}БК",
    ("ScoreSheet", "{tricks}LB"): "{tricks}МБ",
    ("ScoreSheet", "{tricks}BB"): "{tricks}ББ",
    ("ScoreSheet", "Shot the moon blind: wins the game"): "Слепая луна: пара выигрывает партию",
    ("ScoreSheet", "A bid of 10 scores as 10 for 200"): "Заказ 10 считается как «10 за 200»",
    ("ScoreSheet", "Last trick won with an ace"): "Последняя взятка взята тузом",
    ("ScoreSheet", "Last trick won with a deuce"): "Последняя взятка взята двойкой",
    ("ScoreSheet", "Last trick: a high spade made the bid exactly"):
        "Последняя взятка: старшая пика точно выполнила заказ",
    ("ScoreSheet", "Nil with an ace in the last trick"): "Нил с тузом в последней взятке",
    ("ScoreSheet", "Ending streak"): "Серия в конце раздачи",
    ("ScoreSheet", "No trump made: the bid counts double"): "«Без козыря» выполнено: заказ стоит вдвое",
    ("ScoreSheet", "Little Bemo: the first 6 tricks"): "Маленький Бемо: первые 6 взяток",
    ("ScoreSheet", "Big Bemo: the first 9 tricks"): "Большой Бемо: первые 9 взяток",
    ("ScoreSheet", "Dix: the 9♠ won a trick"): "Дикс: 9♠ взяла взятку",
    ("ScoreSheet", "blind moon!"): "слепая луна!",
    ("ScoreSheet", "10 = 10/200"): "10 = 10/200",
    ("ScoreSheet", "last ace"): "туз в конце",
    ("ScoreSheet", "last deuce"): "двойка в конце",
    ("ScoreSheet", "high spade"): "старшая пика",
    ("ScoreSheet", "nil ace"): "туз на ниле",
    ("ScoreSheet", "streak"): "серия",
    ("ScoreSheet", "no trump"): "без козыря",
    ("ScoreSheet", "bemo"): "бемо",
    ("ScoreSheet", "big bemo"): "большой бемо",
    ("ScoreSheet", "dix"): "дикс",
    ("ScoreSheet", "blind moon wins"): "слепая луна выигрывает",
    ("ScoreSheet", "lexington {value}"): "лексингтон {value}",
    ("ScoreSheet", "blind 6 {value}"): "вслепую 6 — {value}",
    ("ScoreSheet", "blind moon"): "слепая луна",
    ("ScoreSheet", "lexington"): "лексингтон",
    ("ScoreSheet", "the side's blind 6"): "вслепую 6 за пару",
    ("ScoreSheet", "Little Mo"): "Маленький Мо",
    ("ScoreSheet", "Big Mo"): "Большой Мо",
    ("ScoreSheet", "4 no trump"): "4 без козыря",
    ("ScoreSheet", "4 and Little Bemo"): "4 и Маленький Бемо",
    ("ScoreSheet", "4 and Big Bemo"): "4 и Большой Бемо",
    ("engine", "pass cards"): "передать карты",
    ("engine", "discard cards for the kitty"): "сбросить карты вместо взятых из прикупа",
    ("engine", "keep your bid of {bid} or raise it by one"): "оставьте заказ {bid} или повысьте его на одну взятку",
    ("engine", "with a spade in hand you may make your bid no trump: no trick won with a spade unless spades are led, "
               "and your bid counts double"):
        "имея пику, можно сделать заказ «без козыря»: пикой не брать взяток, кроме хода с пик, и заказ стоит вдвое",
    ("engine", "your side may add a bemo: win the first 6 (little) or 9 (big) tricks too"):
        "пара может добавить бемо: взять ещё и первые 6 (маленький) или 9 (большой) взяток",
    ("engine", "your partner bid {bid} for your side, so you bid it too"):
        "партнёр заказал за пару {bid}, поэтому вы заказываете то же",
    ("engine", "your partner bid {bid}: bid a half too, so that your side's bid is whole"):
        "партнёр заказал {bid}: закажите тоже с половиной, чтобы заказ пары был целым",
    ("engine", "the other side bid the moon, so your side may not bid double nil"):
        "противники заказали луну, поэтому ваша пара не может заказать двойной нил",
    ("engine", "{bid} is not allowed in these rules"): "{bid} не разрешается в этих правилах",
    ("engine", "{bid} is bid for the side by its first partner, before either partner looks"):
        "{bid} заказывает за пару первый из партнёров, пока оба не смотрели в карты",
    ("engine", "shot the moon blind"): "пара взяла слепую луну",
    ("ScoreSheet", "Broke the other side's streak"): "Прервали серию другой стороны",
    ("ScoreSheet", "12 tricks: automatic lexington"): "12 взяток: лексингтон сам собой",
    ("ScoreSheet", "streak broken"): "серия прервана",
    ("", "{0} for the side"): "{0} за пару",
    ("", "{0}, keeping the aces"): "{0}, с сохранением тузов",
    ("", "{0} for the side, keeping the aces"): "{0} за пару, с сохранением тузов",
    ("ScoreSheet", "S{tricks}"): "П{tricks}",
    ("ScoreSheet", "{tricks}A"): "{tricks}Т",
    ("ScoreSheet", "S{tricks}A"): "П{tricks}Т",
    ("ScoreSheet", "Ace check: all four aces kept, or not"): "Проверка тузов: все четыре сохранены или нет",
    ("ScoreSheet", "aces"): "тузы",
    ("ScoreSheet", "the side's bid of 6 (the other number: the spoken count)"):
        "заказ пары 6 (второе число — сказанный вслух счёт)",
    ("ScoreSheet", "with the ace contract"): "с обязательством сохранить тузов",
    ("engine", "you hold 3 aces or more and your partner holds the rest: your side may contract to keep all four "
               "aces (+100, else −100)"):
        "у вас не меньше трёх тузов, остальные у партнёра: пара может взять обязательство сохранить все четыре "
        "туза (+100, иначе −100)",
    ("engine", "tell your partner how many tricks you expect to take (everyone hears it)"):
        "скажите партнёру, сколько взяток рассчитываете взять (слышат все)",
    ("engine", "bid {lo} to {hi} for your side, but not so that both sides bid {tricks}"):
        "закажите за пару от {lo} до {hi}, но так, чтобы обе пары вместе не заказали {tricks}",
    ("engine", "bid {lo} to {hi} for your side"): "закажите за пару от {lo} до {hi}",
    ("", "{0} ({1} tricks)"): "{0} ({1} взяток)",
    ("", "Pass"): "Пас",
    # issue 16: show seven, misdeal, kitty, joker conversion (gui/panels.py, table_view.py, status.py, texts.py)
    ("", "discard after taking the kitty"): "сбросит карты после прикупа",
    ("", "Show your cards to make their suit trump (S), or keep them hidden (K)."):
        "Покажите карты, чтобы их масть стала козырной (S), или не показывайте (K).",
    ("", "You took the kitty: choose 1 card to discard (click it, or ← → and Space), then press Discard (Enter)."):
        "Вы взяли прикуп: выберите карту для сброса (щелчком или ← → и Пробел), затем нажмите «Сбросить» (Enter).",
    ("", "You took the kitty: choose {0} cards to discard (click them, or ← → and Space), then press Discard "
         "(Enter)."):
        "Вы взяли прикуп: выберите карты для сброса ({0}) (щелчком или ← → и Пробел), затем нажмите «Сбросить» "
        "(Enter).",
    ("", "Trump: {0} {1}"): "Козыри: {0} {1}",
    ("", "no trump"): "ни одного козыря",
    ("", "only one trump"): "всего один козырь",
    ("", "only {0} trumps"): "козырей всего {0}",
    ("", "no face card"): "ни одной картинки",
    ("", " and "): " и ",
    ("", "show your {0}"): "показать {0}",
    ("", "keep your cards hidden"): "не показывать карты",
    ("", "show their {0}"): "показать {0}",
    ("", "keep their cards hidden"): "не показывать карты",
    ("", "call a misdeal"): "потребовать пересдачу",
    ("BidPanel", "Show your cards?"): "Показать карты?",
    ("BidPanel", " or "): " или ",
    ("BidPanel", "You hold 7+ spades: show them to make spades trump again?"):
        "У вас 7+ пик: показать их, чтобы пики снова стали козырями?",
    ("BidPanel", "You hold 7+ {0}: show them (face up for all) to make them trump this hand?"):
        "У вас 7+ карт одной масти ({0}): показать их всем, чтобы они стали козырями в этой раздаче?",
    ("BidPanel", "Weak hand ({0}): you may call a misdeal instead of bidding."):
        "Слабые карты ({0}): вместо заказа можно потребовать пересдачу.",
    ("BidPanel", "Call a misdeal (M)"): "Пересдача (M)",
    ("BidPanel", "Show {0} (S)"): "Показать {0} (S)",
    ("BidPanel", "Keep hidden (K)"): "Не показывать (K)",
    ("BidPanel", "Your hand is weak: throw it in, and the same dealer deals again (M)"):
        "Карты слабые: сбросить их, и тот же сдающий сдаст заново (M)",
    ("BidPanel", "Lay your {0} face up for everyone to see: they are trump for this hand (S)"):
        "Открыть всем {0}: в этой раздаче они козыри (S)",
    ("BidPanel", "Keep your cards hidden; the trump suit stays as it is (K)"):
        "Не показывать карты; козырная масть не меняется (K)",
    ("TableView", "{0} showed {1} spades: spades are trump again."):
        "{0}: показаны пики ({1} карт); пики снова козыри.",
    ("TableView", "{0} showed {1} {2}: {2} are trump for this hand."):
        "{0}: показаны {2} ({1} карт); в этой раздаче козыри — {2}.",
    ("TableView", "{0} keeps the cards hidden."): "{0}: карты не показаны.",
    ("TableView", "You called a misdeal ({0}): {1} deals again."):
        "Вы потребовали пересдачу ({0}): {1} сдаёт заново.",
    ("TableView", "{0} called a misdeal ({1}): {2} deals again."):
        "{0}: пересдача ({1}); {2} сдаёт заново.",
    ("TableView", "You called a misdeal ({0}): you deal again."):
        "Вы потребовали пересдачу ({0}): вы сдаёте заново.",
    ("TableView", "{0} called a misdeal ({1}): you deal again."): "{0}: пересдача ({1}); вы сдаёте заново.",
    ("TableView", "the {0} made {1}'s {2} a spade"): "{0} превратил {2} ({1}) в пику",
    ("TableView", "the {0} made your {1} a spade"): "{0} превратил вашу карту {1} в пику",
    ("TableView", "; "): "; ",
    ("TableView",
     "Kitty: {0} cards face down; the highest bidder takes them after the bidding and discards as many."):
        "Прикуп: карт рубашкой вверх — {0}; после торговли их берёт заказавший больше всех и сбрасывает столько же.",
    ("TableView",
     "Kitty: 1 card face down; the highest bidder takes it after the bidding and discards one."):
        "Прикуп: 1 карта рубашкой вверх; после торговли её берёт заказавший больше всех и сбрасывает одну.",
    ("TableView", "you"): "вы",
    ("TableView", "before the bidding"): "до торговли",
    ("TableView", "the high bidder"): "заказавший больше всех",
    ("TableView", "Kitty: 1 card taken by {1} ({2}); one to discard face down."):
        "Прикуп (1 карта) — {1} ({2}); одна карта уйдёт в сброс рубашкой вверх.",
    ("TableView", "Kitty: {0} cards taken by {1} ({2}); as many to discard face down."):
        "Прикуп ({0}) — {1} ({2}); столько же карт уйдёт в сброс рубашкой вверх.",
    ("TableView", "Kitty: 1 card taken by {1} ({2}); one discarded face down, out of play."):
        "Прикуп (1 карта) — {1} ({2}); одна карта сброшена рубашкой вверх, она вне игры.",
    ("TableView", "Kitty: {0} cards taken by {1} ({2}); as many discarded face down, out of play."):
        "Прикуп ({0}) — {1} ({2}); столько же карт сброшено рубашкой вверх, они вне игры.",
    ("TableView", "You took the kitty ({0}). Choose 1 card to discard face down, out of play"):
        "Вы взяли прикуп ({0}). Выберите карту для сброса рубашкой вверх, она выйдет из игры",
    ("TableView", "You took the kitty ({0}). Choose {1} cards to discard face down, out of play"):
        "Вы взяли прикуп ({0}). Выберите карты для сброса рубашкой вверх ({1}), они выйдут из игры",
    ("TableView", "Discard"): "Сбросить",
    ("TableView", "{0} discards after taking the kitty."): "{0} сбрасывает карты после прикупа.",
    ("TrumpPanel", "{0} showed {1} {2}:"): "{0}: показаны {2} ({1} карт):",
    ("TrumpPanel", "(all played)"): "(все сыграны)",
    ("TrumpPanel", "all played"): "все сыграны",
    ("TrumpPanel", "{0}'s shown cards: {1}"): "Показанные карты ({0}): {1}",
    ("TrumpPanel", "{0} showed {1} {2}; still held: {3}."):
        "{0}: показаны {2} ({1} карт); ещё на руках: {3}.",
    ("TrumpPanel", "Trump and shown cards"): "Козыри и показанные карты",
    ("TrumpPanel", "Kitty"): "Прикуп",
    ("", "Misdeal"): "Пересдача",
    ("", "No show"): "Не показывать",
    ("", "Show clubs"): "Показать трефы",
    ("", "Show diamonds"): "Показать бубны",
    ("", "Show hearts"): "Показать черви",
    ("", "Show spades"): "Показать пики",
    ("", "P"): "П",
    ("ScoreSheet", "P"): "П",
    ("ScoreSheet", "Defence: tricks over or under the declarers' bid"):
        "Защита: взятки сверх заказа разыгрывающих или их недобор",
    ("ScoreSheet", "defence"): "защита",
    ("ScoreSheet", "auction bid 2: 8 tricks"): "заказ 2 в аукционе: 8 взяток",
    ("ScoreSheet", "passed"): "пас",
    ("engine", "your partner copied your nil, so you bid {lo} to {hi}"):
        "партнёр повторил ваш нил, поэтому вы заказываете от {lo} до {hi}",
    ("engine", "your partner copied your number, so you bid nil"):
        "партнёр повторил ваше число, поэтому вы заказываете нил",
    ("engine", "everyone else passed, so you bid at least 1 (7 tricks for your side)"):
        "все остальные спасовали, поэтому закажите хотя бы 1 (7 взяток для пары)",
    ("engine", "bid 1 to 7 (your side then takes the bid + 6 tricks) or pass"):
        "закажите от 1 до 7 (тогда пара берёт заказ + 6 взяток) или пасуйте",
    ("engine", "a board of {board} needs max_bid of at least {board}: a player whose partner bids little could "
               "not bid enough for the side, and the game would wait for a bid that cannot be made"):
        "доска {board} требует max_bid не меньше {board}: игрок, чей партнёр заказал мало, не смог бы добрать "
        "заказ пары, и игра ждала бы заказа, который невозможно сделать",
    ("engine", "{system} bidding needs max_bid of at least 4: its one partner bids 4 or more"):
        "торговле {system} нужен max_bid не меньше 4: один из партнёров в ней заказывает 4 или больше",
    ("engine", "partnership talk needs max_bid above {least}: a side bids {least} or more, but not the number "
               "that makes both sides' bids add up to the tricks, so it needs two numbers to choose from"):
        "партнёрской торговле нужен max_bid больше {least}: пара заказывает {least} или больше, но не то число, "
        "при котором заказы обеих пар в сумме равны числу взяток, поэтому нужно хотя бы два числа на выбор",
    # issue 12: table polish and accessibility
    ('', 'Easy'):
        'Лёгкий',
    ('', 'Normal'):
        "Обычный",
    ('', 'Hard'):
        'Сильный',
    ('', 'Two'):
        'Двойка',
    ('', 'Three'):
        'Тройка',
    ('', 'Four'):
        'Четвёрка',
    ('', 'Five'):
        'Пятёрка',
    ('', 'Six'):
        'Шестёрка',
    ('', 'Seven'):
        'Семёрка',
    ('', 'Eight'):
        'Восьмёрка',
    ('', 'Nine'):
        'Девятка',
    ('', 'Ten'):
        'Десятка',
    ('', 'Jack'):
        'Валет',
    ('', 'Queen'):
        'Дама',
    ('', 'King'):
        'Король',
    ('', 'Ace'):
        'Туз',
    ('', 'clubs'):
        'треф',
    ('', 'diamonds'):
        'бубен',
    ('', 'hearts'):
        'червей',
    ('', 'spades'):
        'пик',
    ('', '{0} of {1}'):
        '{0} {1}',
    # a card or a bid as a verb's object: «сыграть двойку треф», «заказать нил» (not «двойка», «Нил»)
    ("CardObject", "Two"): "двойку",
    ("CardObject", "Three"): "тройку",
    ("CardObject", "Four"): "четвёрку",
    ("CardObject", "Five"): "пятёрку",
    ("CardObject", "Six"): "шестёрку",
    ("CardObject", "Seven"): "семёрку",
    ("CardObject", "Eight"): "восьмёрку",
    ("CardObject", "Nine"): "девятку",
    ("CardObject", "Ten"): "десятку",
    ("CardObject", "Jack"): "валета",
    ("CardObject", "Queen"): "даму",
    ("CardObject", "King"): "короля",
    ("CardObject", "Ace"): "туза",
    ("CardObject", "{0} of {1}"): "{0} {1}",
    ("CardInstrumental", "Two"): "двойкой",
    ("CardInstrumental", "Three"): "тройкой",
    ("CardInstrumental", "Four"): "четвёркой",
    ("CardInstrumental", "Five"): "пятёркой",
    ("CardInstrumental", "Six"): "шестёркой",
    ("CardInstrumental", "Seven"): "семёркой",
    ("CardInstrumental", "Eight"): "восьмёркой",
    ("CardInstrumental", "Nine"): "девяткой",
    ("CardInstrumental", "Ten"): "десяткой",
    ("CardInstrumental", "Jack"): "валетом",
    ("CardInstrumental", "Queen"): "дамой",
    ("CardInstrumental", "King"): "королём",
    ("CardInstrumental", "Ace"): "тузом",
    ("BidObject", "Nil"): "нил",
    ("BidObject", "Blind nil"): "слепой нил",
    ("BidObject", "Moon"): "луну",
    ("BidObject", "Blind moon"): "слепую луну",
    ("BidObject", "Lexington"): "лексингтон",
    ("BidObject", "Pass"): "пас",
    ("BidObject", "Little Mo"): "маленький Мо",
    ("BidObject", "Big Mo"): "большой Мо",
    ("BidObject", "Blind {0}"): "вслепую {0}",
    ("BidObject", "Blind 6 (side)"): "вслепую 6 (за пару)",
    ("BidObject", "{0} + Little Bemo"): "{0} + маленький Бемо",
    ("BidObject", "{0} + Big Bemo"): "{0} + большой Бемо",
    ("BidNoun", "Nil"): "нил",
    ("BidNoun", "Blind nil"): "слепой нил",
    ("BidNoun", "Moon"): "луна",
    ("BidNoun", "Blind moon"): "слепая луна",
    ("BidNoun", "Lexington"): "лексингтон",
    ("BidNoun", "Pass"): "пас",
    ("BidNoun", "Little Mo"): "маленький Мо",
    ("BidNoun", "Big Mo"): "большой Мо",
    ("BidNoun", "Blind {0}"): "вслепую {0}",
    ("BidNoun", "Blind 6 (side)"): "вслепую 6 (за пару)",
    ("BidNoun", "{0} + Little Bemo"): "{0} + маленький Бемо",
    ("BidNoun", "{0} + Big Bemo"): "{0} + большой Бемо",
    ("", "pass"): "спасовать",
    ('', 'jokers'):
        'джокеры',
    ('', '{0} {1}, total {2}'):
        '{0} {1}, всего {2}',
    ('', 'contract {0} made'):
        "контракт {0} выполнен",
    ('', 'contract {0} set'):
        "контракт {0} провален",
    ('', 'your {0} made'):
        'ваш {0} выполнен',
    ('', 'your {0} failed'):
        'ваш {0} провален',
    ('', "{0}'s {1} made"):
        '{0}: {1} выполнен',
    ('', "{0}'s {1} failed"):
        '{0}: {1} провален',
    ('', 'bag penalty {0}'):
        "штраф за мешки {0}",
    ('', 'Hand {0} over: {1}.'):
        'Раздача {0} окончена: {1}.',
    ('', 'Card table'):
        'Карточный стол',
    ('', 'Your hand'):
        'Ваши карты',
    ('', 'The trick'):
        'Взятка',
    ('', 'Players'):
        'Игроки',
    ('', 'chosen'):
        'выбрана',
    ('', 'playable'):
        'можно сыграть',
    ('', 'not playable'):
        'нельзя сыграть',
    ('', 'card|cards'):
        'карта|карты|карт',
    ('', '{0}, face down'):
        '{0}, рубашкой вверх',
    ('', 'no cards'):
        'нет карт',
    ('', 'You play the {0}.'):
        'Ваша карта: {0}.',
    ('', '{0}, played by {1}'):
        '{0}, ходит {1}',
    ('', 'empty'):
        'пусто',
    ('', 'Hand {0}: you deal.'):
        'Раздача {0}: сдаёте вы.',
    ('', 'Hand {0}: {1} deals.'):
        'Раздача {0}: сдаёт {1}.',
    ('', '{0} bids {1}.'):
        '{0} заказывает {1}.',
    ('', '{0}: {1}.'):
        '{0}: {1}.',
    ('', '{0} wins the trick'):
        '{0} берёт взятку',
    ('', ' with the {0}'):
        ': {0}',
    ('', ' ({0} won).'):
        ' (взяток: {0}).',
    ('', "{0}'s {1} is broken."):
        '{0}: {1} сорван.',
    ('', 'You bid {0}.'):
        'Вы заказываете {0}.',
    ('', 'You win the trick'):
        'Вы берёте взятку',
    ('', 'Your {0} is broken.'):
        'Ваш {0} сорван.',
    ('', 'Game over: you win, {0}.'):
        'Игра окончена: вы победили, {0}.',
    ('', 'Game over: {0} wins, {1}.'):
        'Игра окончена: победа — {0}, {1}.',
    ('', 'Game over: {0} win, {1}.'):
        'Игра окончена: победа — {0}, {1}.',
    ('', ' to '):
        ' : ',
    ('BidPanel', 'Bid {0}'):
        'Заказ {0}',
    ('HandSummaryPanel', 'Deal no. {0}'):
        'Расклад № {0}',
    ('MainWindow', 'La&rge cards'):
        '&Крупные карты',
    ("MainWindow", "High c&ontrast"): "Высокий кон&траст",
    ('MainWindow', 'Screen reader a&nnouncements'):
        '&Объявления экранного чтеца',
    ('MainWindow', '&Brief'):
        '&Кратко',
    ('MainWindow', '&Full: every card'):
        '&Полностью: каждая карта',
    ('MainWindow', 'Read the &table aloud'):
        '&Прочитать стол вслух',
    ('MainWindow', 'Deal no. {0} · hand {1}'):
        'Расклад № {0} · раздача {1}',
    ('NewGameDialog', '&Open a preset file…'):
        '&Открыть файл правил…',
    ('NewGameDialog', 'Check a YAML preset file and copy it into your presets folder'):
        'Проверить файл правил YAML и скопировать его в вашу папку правил',
    ('NewGameDialog', 'Presets &folder'):
        'Папка пр&авил',
    ('NewGameDialog', 'Your own presets live in {0}'):
        'Ваши правила хранятся в {0}',
    ('NewGameDialog', 'The same deal number gives the same cards: share a game. Used for this game only; '
                      'Game ▸ Restart with the same cards plays the current game again from its first hand.'):
        "Тот же номер расклада даёт те же карты: поделитесь игрой. Номер действует только для этой игры; Игра ▸ "
        "Начать заново с теми же картами повторяет текущую игру с первой раздачи.",
    ('NewGameDialog', '{0}: name'):
        '{0}: имя',
    ('NewGameDialog', '{0}: player'):
        '{0}: игрок',
    ('NewGameDialog', 'Open a preset file'):
        'Открыть файл правил',
    ('NewGameDialog', 'Preset files (*.yaml *.yml)'):
        'Файлы правил (*.yaml *.yml)',
    ('NewGameDialog', 'there is no user presets folder on this system'):
        'в этой системе нет папки для правил пользователя',
    ('NewGameDialog', 'This preset cannot be used: {0}'):
        'Эти правила нельзя использовать: {0}',
    ('NewGameDialog', 'Added {0} to your presets.'):
        'Правила «{0}» добавлены.',
    ('ScoreSheet', 'So far'):
        'Итого (пока)',
    ('TableView', 'bag|bags'):
        'мешок|мешка|мешков',
    ('ScorepadWidget', '{side} bid {bid}, took {took}, {points}, total {total}'):
        '{side}: заказ {bid}, взято {took}, {points}, всего {total}',
    ('ScorepadWidget', ', bags {bags}'):
        ', мешков: {bags}',
    ('ScorepadWidget', 'contract set'):
        "контракт провален",
    ('ScorepadWidget', 'bag penalty {points}'):
        'штраф за мешки {points}',
    ('ScorepadWidget', 'Hand {hand}, dealt by {dealer}: {sides}.'):
        "Раздача {hand}, сдаёт {dealer}: {sides}.",
    ('TableView', 'Game table'):
        'Игровой стол',
    ('ScorepadWidget', 'Hands scored'):
        'Сыгранные раздачи',
    ('ScorepadWidget', 'Key to the marks'):
        'Значки',
    ('ScorepadWidget', '{0}: no hand scored yet.'):
        '{0}: раздач ещё не было.',
    ('ScorepadWidget', '{0}: after hand {1}, {2}.'):
        '{0}: после раздачи {1}: {2}.',
    ('ScorepadWidget', 'Scorepad'):
        'Записи',
    ('SeatPlate', 'dealer'):
        'сдающий',
    ('SeatPlate', 'to play'):
        'ходит',
    ('TableScene', 'Won {0}'):
        'Взято {0}',
    ('TableView', 'Your bid: blind, or look at your cards (L).'):
        "Ваш заказ: закажите вслепую или посмотрите карты (L).",
    ('MainWindow', "Went on from the game's autosave, which was further on."):
        'Игра продолжена с автосохранения: оно ушло дальше.',
    ('MainWindow', 'Resize the window'):
        'Изменить размер окна',
    ('MainWindow', 'Announcements for ol&der screen readers'):
        'Объявления для ста&рых экранных чтецов',
    ('MainWindow', 'The announcements come as notifications, which every version of Orca says; Orca before version '
                   '46 (Debian 12, Ubuntu 22.04) says none of them otherwise. On by default on Linux.'):
        'Объявления приходят как уведомления, которые произносит любая версия Orca; Orca до версии 46 (Debian 12, '
        'Ubuntu 22.04) иначе не произносит ни одного из них. В Linux включено по умолчанию.',
    ('TableView', 'Your bid.'):
        'Ваш заказ.',
    ('TableView', 'Your turn: {0} led the {1}'):
        'Ваш ход. Заход: {0} — {1}',
    ('TableView', '; {0} played the {1}'):
        '; {0} — {1}',
    ('TableView', 'Your lead.'):
        'Вы начинаете взятку.',
    ('TableView', '{0} passed you: {1}.'):
        '{0} передаёт вам: {1}.',
    ('TableView', 'Your turn to play.'):
        'Ваш ход.',
    ('TableView', 'Your turn.'):
        'Ваша очередь.',
    ('TableView', 'No game yet.'):
        'Игры ещё нет.',
    ('TableView', 'Your hand: {0}.'):
        'Ваши карты: {0}.',
    ('TableView', 'no cards'):
        'нет карт',
    ('TableView', 'Your cards are face down.'):
        'Ваши карты лежат рубашкой вверх.',
    ('TableView', 'Trick: {0}.'):
        'Взятка: {0}.',
    ('TableView', 'No card on the table.'):
        'На столе нет карт.',
    ('TableView', '{0}: no bid yet'):
        '{0}: заказа ещё нет',
    ('TableView', '{0} bid {1}, won {2}'):
        '{0}: заказ {1}, взято {2}',
    ('TableView', 'Score: {0}.'):
        'Счёт: {0}.',
    # the welcome at the first start (gui/welcome.py), the bid panel's nil line, the play's Hint button
    ("MainWindow", "&Welcome and how to play…"): "&Знакомство с игрой…",
    ("WelcomeDialog", "Welcome to {0}"): "Добро пожаловать в {0}",
    ("WelcomeDialog", "Welcome to {0}!"): "Добро пожаловать в {0}!",
    ("WelcomeDialog", "Your name"): "Ваше имя",
    ("WelcomeDialog", "Your &name:"): "Ваше &имя:",
    ("WelcomeDialog", "How well the bots play"): "Насколько хорошо играют боты",
    ("WelcomeDialog", "Bots"): "Боты",
    ("WelcomeDialog", "&Bots:"): "&Боты:",
    ("WelcomeDialog", "Rules"): "Правила",
    ("WelcomeDialog", "&Rules:"): "&Правила:",
    ("WelcomeDialog", "Full r&ules…"): "Все п&равила…",
    ("WelcomeDialog", "Every rule of the chosen rules, as Help ▸ Rules of this game shows them"):
        "Все правила выбранного варианта, как их показывает Справка ▸ Правила этой игры",
    ("WelcomeDialog", "&Close"): "&Закрыть",
    ("WelcomeDialog", "&Deal"): "&Сдать",
    ("WelcomeDialog", "Four players, two against two: your partner sits across the table from you, and bots play "
                      "the other seats."):
        "Четверо игроков, двое на двое: ваш партнёр сидит напротив вас, на остальных местах играют боты.",
    ("WelcomeDialog", "{0} players in partnerships of two: your partner sits across the table from you, and bots "
                      "play the other seats."):
        "Игроков: {0}, пары по двое: ваш партнёр сидит напротив вас, на остальных местах играют боты.",
    ("WelcomeDialog", "Each hand, everyone bids the tricks they expect to take; you and your partner try to take at "
                      "least your two bids together."):
        "В каждой раздаче все заказывают, сколько взяток рассчитывают взять; вы с партнёром стараетесь взять "
        "вместе не меньше суммы двух заказов.",
    ("WelcomeDialog", "{0} players, each playing for themselves against the bots."):
        "Игроков: {0}, каждый играет сам за себя против ботов.",
    ("WelcomeDialog", "Each hand, everyone bids the tricks they expect to take, then tries to take at least that "
                      "many."):
        "В каждой раздаче все заказывают, сколько взяток рассчитывают взять, и стараются взять не меньше.",
    ("WelcomeDialog", "A <b>trick</b>: each player plays one card in turn, and the highest card of the suit led "
                      "takes all of them."):
        "<b>Взятка</b>: каждый по очереди кладёт одну карту, и старшая карта той масти, с которой зашли, забирает "
        "их все.",
    ("WelcomeDialog", "Follow the suit that was led if you can. Spades are trump: a spade beats any card of the "
                      "other suits."):
        "Ходите в масть, с которой зашли, если она у вас есть. Пики — козыри: пика бьёт любую карту других мастей.",
    ("WelcomeDialog", "<b>Nil</b>: you promise to take no tricks at all: +{0}, or −{0} if you take one."):
        "<b>Нил</b>: вы обещаете не взять ни одной взятки: +{0}, или −{0}, если возьмёте хоть одну.",
    ("WelcomeDialog", "a bid missed loses 10 for each trick short"):
        "за невыполненный заказ −10 за каждую недобранную взятку",
    ("WelcomeDialog", "a bid missed loses 10 a trick bid"): "за невыполненный заказ −10 за каждую заказанную взятку",
    ("WelcomeDialog", "<b>Points</b>: a bid made scores 10 a trick bid, plus 1 for each trick over it (a <b>bag</b>: "
                      "every {0} bags cost {1}); {2}."):
        "<b>Очки</b>: выполненный заказ даёт 10 за каждую заказанную взятку и 1 за каждую лишнюю (это "
        "<b>мешок</b>: каждые {0} мешков стоят −{1}); {2}.",
    ("WelcomeDialog", "<b>Points</b>: a bid made scores 10 a trick bid, plus 1 for each trick over it; {0}."):
        "<b>Очки</b>: выполненный заказ даёт 10 за каждую заказанную взятку и 1 за каждую лишнюю; {0}.",
    ("WelcomeDialog", "<b>Blind nil</b>: the same promise, made before you look at your cards: +{0} or −{0}."):
        "<b>Слепой нил</b>: то же обещание, но не глядя в свои карты: +{0} или −{0}.",
    ("WelcomeDialog", "The first to {0} points wins. Press H during the game for a hint."):
        "Побеждает тот, кто первым наберёт {0} очков. Во время игры нажмите H — будет подсказка.",
    ("WelcomeDialog", "Press H during the game for a hint."): "Во время игры нажмите H — будет подсказка.",
    ("WelcomeDialog", "This name cannot be used: it holds an invisible or control character."):
        "Это имя нельзя использовать: в нём есть невидимый или управляющий символ.",
    ("WelcomeDialog", "Rules: {0}"): "Правила: {0}",
    ("BidPanel", "Blind nil: take no tricks, bid before you see your cards: +{0}, or −{0} if you take one."):
        "Слепой нил: не взять ни одной взятки, заказ — не глядя в карты: +{0}, или −{0}, если возьмёте хоть одну.",
    ("BidPanel", "Nil: take no tricks: +{0}, or −{0} if you take one."):
        "Нил: не взять ни одной взятки: +{0}, или −{0}, если возьмёте хоть одну.",
    ("BidPanel", "Blind nil: take no tricks, bid before you see your cards: +{0}, or −{0} and −{1} for each trick if "
                 "you take any."):
        "Слепой нил: не взять ни одной взятки, заказ — не глядя в карты: +{0}, или −{0} и ещё −{1} за каждую "
        "взятку, если возьмёте хоть одну.",
    ("BidPanel", "Nil: take no tricks: +{0}, or −{0} and −{1} for each trick if you take any."):
        "Нил: не взять ни одной взятки: +{0}, или −{0} и ещё −{1} за каждую взятку, если возьмёте хоть одну.",
    ("TableView", "Hint (H)"): "Подсказка (H)",
    ("TableView", "What would the Normal bot play? (H)"): "Чем сыграл бы обычный бот? (H)",
    ("ReviewWindow", "You"): "Вы",
    ("MainWindow", "move|moves"): "ход|хода|ходов",
    ("MainWindow", "{0} was saved {1}. This game's autosave is further on: {2} later, {3}.\n\n"
                   "Go on from the file, or from where the autosave left off?"):
        "{0} сохранён {1}. Автосохранение этой игры ушло дальше: на {2} позже, {3}.\n\n"
        "Продолжить с места из файла или с места, где остановилось автосохранение?",
    ("MainWindow", "after hand {0}"): "после раздачи {0}",
    ("MainWindow", "in hand {0}"): "в раздаче {0}",
    ("MainWindow", "From the &file"): "С места из &файла",
    ("MainWindow", "From the &autosave"): "С &автосохранения",
    # Rule sets and preset files (spades_desktop/engine/ruleset.py, spades_desktop/rules: presets.py, keys.py,
    # yamldoc.py, authoring.py): what the House rules, New game and Open rules file windows say is wrong. Rule keys
    # and YAML values stay as the file writes them.
    ("engine", "{text} is not a card: write a rank (2-9, T or 10, J, Q, K, A) and a suit (C, D, H, S), e.g. AS or "
               "10D; jokers are BJ and LJ"):
        "{text} — не карта: напишите достоинство (2-9, T или 10, J, Q, K, A) и масть (C, D, H, S), например AS "
        "или 10D; джокеры — BJ и LJ",
    ("engine", "rules must be a mapping of rule names to values"): "правила — это словарь: имена правил и их значения",
    ("engine", "unknown rule {rule}; known rules: {known}"): "неизвестное правило {rule}; известные правила: {known}",
    ("engine", "rule {name} must be a list of cards such as [2C, 2D]"):
        "правило {name}: ожидается список карт, например [2C, 2D]",
    ("engine", "rule {name} must be true or false, not {value}"):
        "правило {name}: ожидается true или false, а не {value}",
    ("engine", "rule {name} must be a whole number, not {value}"):
        "правило {name}: ожидается целое число, а не {value}",
    ("engine", "rule {name} must be text, not {value}"): "правило {name}: ожидается текст, а не {value}",
    ("engine", "players must be 2, 3, 4 or 6, not {players}"): "players: ожидается 2, 3, 4 или 6, а не {players}",
    ("engine", "partnerships need 4 or 6 players; set partnerships: false for 2 or 3"):
        "для игры в парах нужно 4 или 6 игроков; для 2 или 3 задайте partnerships: false",
    ("engine", "removed_cards lists ordinary cards; jokers are added by high_trumps"):
        "в removed_cards перечисляют обычные карты; джокеров добавляет high_trumps",
    ("engine", "{card} cannot be both removed and a high trump"):
        "карта {card} не может быть одновременно убранной и старшим козырем",
    ("engine", "high_trumps lists a card twice"): "в high_trumps карта указана дважды",
    ("engine", "another trump suit than spades (show_seven, trump_suit) needs the plain deck: no high_trumps, "
               "suit_order, no_trump, aces_low, score bonuses or first_lead"):
        "козыри не в пиках (show_seven, trump_suit) требуют обычной колоды: без high_trumps, suit_order, no_trump, "
        "aces_low, бонусов к счёту и first_lead",
    ("engine", "show_seven is decided after looking at the cards: it needs blind_nil, blind_bids, blind_six and "
               "blind_moon off (and 7 cards or more in a hand)"):
        "show_seven решают, посмотрев карты: blind_nil, blind_bids, blind_six и blind_moon должны быть выключены "
        "(а в руке должно быть не меньше 7 карт)",
    ("engine", "a kitty is the 1 to 3 cards left over after the deal; {deck} cards dealt to {players} players "
               "leave {left}"):
        "прикуп — это 1–3 карты, оставшиеся после раздачи; карт в колоде: {deck}, игроков: {players}, в остатке: "
        "{left}",
    ("engine", "the kitty cannot be combined with {clashes}"): "прикуп нельзя сочетать с {clashes}",
    ("engine", "kitty: two_of_clubs needs the 2♣ in the deck (not removed, not a high trump)"):
        "для kitty: two_of_clubs нужна 2♣ в колоде (не убранная и не старший козырь)",
    ("engine", "a deck of {deck} cards cannot be dealt evenly to {players} players; remove cards (removed_cards) or "
               "change the jokers"):
        "колоду (карт: {deck}) нельзя раздать поровну всем игрокам (их {players}); уберите карты (removed_cards) "
        "или измените джокеров",
    ("engine", "the draw phase is for the two-player game (players: 2)"):
        "добор из прикупа бывает только в игре вдвоём (players: 2)",
    ("engine", "min_bid must be between 0 and {hand}, not {value}"):
        "min_bid: ожидается число от 0 до {hand}, а не {value}",
    ("engine", "max_bid must be between {low} and {hand}"): "max_bid: ожидается число от {low} до {hand}",
    ("engine", "target must be a positive score, not {value}"): "target: ожидается положительный счёт, а не {value}",
    ("engine", "mercy (the losing score) must be below zero, not {value}"):
        "mercy (проигрышный счёт): ожидается число меньше нуля, а не {value}",
    ("engine", "{name} must be between 0 and 10000, not {value}"):
        "{name}: ожидается число от 0 до 10000, а не {value}",
    ("engine", "{name} must be between 0 and 3, not {value}"): "{name}: ожидается число от 0 до 3, а не {value}",
    ("engine", "blind_bid_max must be between 1 and {hand}"): "blind_bid_max: ожидается число от 1 до {hand}",
    ("engine", "board must be between 0 and {hand}"): "board: ожидается число от 0 до {hand}",
    ("engine", "nil card exchange needs partners (partnerships: true)"):
        "обмен картами после нила бывает только между партнёрами (partnerships: true)",
    ("engine", "card_pass_to and card_pass_when have no effect unless card_pass is more than 0"):
        "card_pass_to и card_pass_when действуют, только когда card_pass больше 0",
    ("engine", "card_pass_to: partner needs partners; pass to the left or right instead"):
        "card_pass_to: partner требует партнёров; передавайте карты влево или вправо",
    ("engine", "card_pass (every hand) and nil_exchange cannot both be on; choose one"):
        "card_pass (в каждой раздаче) и nil_exchange нельзя включить вместе; выберите что-то одно",
    ("engine", "passing before the bidding shows every player its cards, so blind bids must be off (blind_nil, "
               "blind_bids, blind_six, blind_moon: false) and there is no draw phase"):
        "при передаче до заказов каждый видит свои карты, поэтому слепые заказы должны быть выключены (blind_nil, "
        "blind_bids, blind_six, blind_moon: false), а добора из прикупа нет",
    ("engine", "double_nil scoring needs partners (partnerships: true)"):
        "счёт double_nil бывает только в игре в парах (partnerships: true)",
    ("engine", "{system} bidding is a partnership game"): "заказы {system} — игра в парах",
    ("engine", "{system} bids are the spade count, so blind bids and blind nil must be off (blind_bids: false, "
               "blind_nil: false)"):
        "в заказах {system} заказывают число своих пик, поэтому слепые заказы и слепой нил должны быть выключены "
        "(blind_bids: false, blind_nil: false)",
    ("engine", "board cannot be combined with {system} bidding"): "board нельзя сочетать с заказами {system}",
    ("engine", "suicide bidding needs nil bids (nil: true)"): "заказы suicide требуют нила (nil: true)",
    ("engine", "10 for 200 is a partnership bid"): "«10 за 200» — заказ для игры в парах",
    ("engine", "ten_for_two_hundred_any_ten needs 10 for 200 (ten_for_two_hundred: true)"):
        "ten_for_two_hundred_any_ten требует заказа «10 за 200» (ten_for_two_hundred: true)",
    ("engine", "shooting the moon is a partnership bid here"): "луна здесь — заказ для игры в парах",
    ("engine", "{system} bids are the spade count, so raise_once must be off"):
        "в заказах {system} заказывают число своих пик, поэтому raise_once должно быть выключено",
    ("engine", "{name} is a partnership bid (partnerships: true)"):
        "{name} — заказ для игры в парах (partnerships: true)",
    ("engine", "mo is a partnership bid (partnerships: true)"): "mo — заказ для игры в парах (partnerships: true)",
    ("engine", "mo and bemo are bids of a 13-trick hand"): "mo и bemo — заказы раздачи из 13 взяток",
    ("engine", "auction bidding replaces the round of bids: it needs 4 players in partnerships, nil: false, standard "
               "bidding and none of {names} (on: {clashes})"):
        "аукцион заменяет круг заказов: нужны 4 игрока в парах, nil: false, обычные заказы и ничего из {names} "
        "(включено: {clashes})",
    ("engine", "auction bidding replaces the round of bids: it needs 4 players in partnerships, nil: false, standard "
               "bidding and none of {names}"):
        "аукцион заменяет круг заказов: нужны 4 игрока в парах, nil: false, обычные заказы и ничего из {names}",
    ("engine", "partnership talk is its own way of bidding: it needs 4 players in partnerships, nil: false, standard "
               "bidding and no other special bids (on: {clashes})"):
        "переговоры партнёров — особый способ заказа: нужны 4 игрока в парах, nil: false, обычные заказы и никаких "
        "других особых заказов (включено: {clashes})",
    ("engine", "partnership talk is its own way of bidding: it needs 4 players in partnerships, nil: false, standard "
               "bidding and no other special bids"):
        "переговоры партнёров — особый способ заказа: нужны 4 игрока в парах, nil: false, обычные заказы и никаких "
        "других особых заказов",
    ("engine", "ace_check is part of partnership bidding (partnership_talk: true)"):
        "ace_check — часть переговоров партнёров (partnership_talk: true)",
    ("engine", "half_tricks cannot be combined with a board"): "half_tricks нельзя сочетать с board",
    ("engine", "half_tricks is for standard partnership bidding (the partner makes the side whole)"):
        "half_tricks — для обычных заказов в парах (партнёр дополняет заказ пары до целого)",
    ("engine", "{system} bids are the spade count, so no_trump must be off"):
        "в заказах {system} заказывают число своих пик, поэтому no_trump должно быть выключено",
    ("engine", "{system} bids are the spade count, so bemo must be off"):
        "в заказах {system} заказывают число своих пик, поэтому bemo должно быть выключено",
    ("engine", "{system} bids are the spade count, so blind_moon and blind_six must be off"):
        "в заказах {system} заказывают число своих пик, поэтому blind_moon и blind_six должны быть выключены",
    ("engine", "blind_six_exact has no effect unless blind_six is true"):
        "blind_six_exact действует, только когда blind_six: true",
    ("engine", "lexington and blind_six are bids of a 13-trick hand"):
        "lexington и blind_six — заказы раздачи из 13 взяток",
    ("engine", "no_side_nine is about a partnership's contract (partnerships: true)"):
        "no_side_nine касается контракта пары (partnerships: true)",
    ("engine", "bonus_streak_length must be 3, 4 or 5, not {value}"):
        "bonus_streak_length: ожидается 3, 4 или 5, а не {value}",
    ("engine", "bonus_streak_length has no effect without bonus_streak (the points of the streak)"):
        "bonus_streak_length не действует без bonus_streak (очков за серию)",
    ("engine", "bonus_streak_breaker has no effect without bonus_streak (the points of the streak)"):
        "bonus_streak_breaker не действует без bonus_streak (очков за серию)",
    ("engine", "lexington_automatic needs lexington: true"): "lexington_automatic требует lexington: true",
    ("engine", "bonus_nil_last_ace needs nil bids (nil: true)"): "bonus_nil_last_ace требует нила (nil: true)",
    ("engine", "hand_limit must be between 0 (no limit) and 10000, not {value}"):
        "hand_limit: ожидается число от 0 (без предела) до 10000, а не {value}",
    ("engine", "double_blind_nil_wins needs partners who may bid blind nil (blind_nil: true)"):
        "double_blind_nil_wins требует партнёров, которым можно заказывать слепой нил (blind_nil: true)",
    ("engine", "misdeal_spades must be between -1 (off) and 3, not {value}"):
        "misdeal_spades: ожидается число от -1 (выключено) до 3, а не {value}",
    ("engine", "misdeal_weak_hand is for dealt hands, not the two-player draw (draw_phase: true)"):
        "misdeal_weak_hand — для розданных карт, а не для добора вдвоём (draw_phase: true)",
    ("engine", "misdeal_weak_hand needs a weak hand: misdeal_spades 0 to 3 or misdeal_no_faces: true"):
        "misdeal_weak_hand требует слабой руки: misdeal_spades от 0 до 3 или misdeal_no_faces: true",
    ("engine", "misdeal_spades and misdeal_no_faces have no effect unless misdeal_weak_hand is true"):
        "misdeal_spades и misdeal_no_faces действуют, только когда misdeal_weak_hand: true",
    ("engine", "lowest_club_first_trick needs the lowest club to lead (first_lead: two_of_clubs)"):
        "lowest_club_first_trick требует, чтобы первым ходили младшей трефой (first_lead: two_of_clubs)",
    ("engine", "jokers_first_wins needs both jokers as high trumps (high_trumps: [BJ, LJ, ...])"):
        "jokers_first_wins требует обоих джокеров среди старших козырей (high_trumps: [BJ, LJ, ...])",
    ("engine", "joker_conversion needs 4 players in partnerships, exactly the two jokers as high_trumps ([BJ, LJ]) "
               "and none of jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump "
               "(on: {clashes})"):
        "joker_conversion требует 4 игроков в парах, ровно двух джокеров в high_trumps ([BJ, LJ]) и ничего из "
        "jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump (включено: {clashes})",
    ("engine", "joker_conversion needs 4 players in partnerships, exactly the two jokers as high_trumps ([BJ, LJ]) "
               "and none of jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump"):
        "joker_conversion требует 4 игроков в парах, ровно двух джокеров в high_trumps ([BJ, LJ]) и ничего из "
        "jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump",
    ("engine", "big_joker_forces needs the Big Joker as a high trump (high_trumps: [BJ, ...])"):
        "big_joker_forces требует Большого джокера среди старших козырей (high_trumps: [BJ, ...])",
    ("engine", "blind_nil_redraw is part of the two-player draw game"):
        "blind_nil_redraw — часть игры вдвоём с добором из прикупа",
    ("engine", "blind_nil_redraw needs blind nil (blind_nil: true)"):
        "blind_nil_redraw требует слепого нила (blind_nil: true)",
    ("engine", "decks must be 1 or 2, not {value}"): "decks: ожидается 1 или 2, а не {value}",
    ("engine", "6 players play in three sides of two (partnerships: true) with two decks (decks: 2)"):
        "6 игроков играют тремя парами (partnerships: true) двумя колодами (decks: 2)",
    ("engine", "two decks (decks: 2) are for the six-player game (players: 6)"):
        "две колоды (decks: 2) — для игры вшестером (players: 6)",
    ("engine", "cancellation needs two decks (decks: 2): only identical cards cancel"):
        "cancellation требует двух колод (decks: 2): гасят друг друга только одинаковые карты",
    ("engine", "nil_trick_penalty must be between 0 and 10000, not {value}"):
        "nil_trick_penalty: ожидается число от 0 до 10000, а не {value}",
    ("engine", "the six-player game with two decks plays standard bids (a number or nil, blind nil) and the plain "
               "trump rules; it cannot be combined with {clashes}"):
        "в игре вшестером двумя колодами обычные заказы (число или нил, слепой нил) и обычные правила козырей; её "
        "нельзя сочетать с {clashes}",
    ("engine", "{name} must be one of {allowed}, not {value}"):
        "{name}: ожидается одно из значений {allowed}, а не {value}",
    # what a rule key accepts (rules/keys.py) and what a preset file may hold (rules/presets.py, yamldoc.py)
    ("engine", "true or false"): "true или false",
    ("engine", "one of {choices}"): "одно из значений {choices}",
    ("engine", "a whole number from {low} to {high}"): "целое число от {low} до {high}",
    ("engine", "a whole number from {low} to {high}, or null (off)"):
        "целое число от {low} до {high} или null (выключено)",
    ("engine", "a list of cards such as [2C, 2D] (rank 2-9, T or 10, J, Q, K, A and suit C, D, H, S, or the jokers "
               "BJ and LJ)"):
        "список карт, например [2C, 2D] (достоинство 2-9, T или 10, J, Q, K, A и масть C, D, H, S или джокеры BJ и LJ)",
    ("engine", "a list of cards such as [2C, 2D] (rank 2-9, T or 10, J, Q, K, A and suit C, D, H, S)"):
        "список карт, например [2C, 2D] (достоинство 2-9, T или 10, J, Q, K, A и масть C, D, H, S)",
    ("engine", "null (nothing)"): "null (ничего)",
    ("engine", "must be {allowed}, not {value}"): "ожидается {allowed}, а не {value}",
    ("engine", "must be true or false, not {value}"): "ожидается true или false, а не {value}",
    ("engine", "must be {allowed}; {item} is not a card"): "ожидается {allowed}; {item} — не карта",
    ("engine", "lists ordinary cards only; jokers join the deck through high_trumps"):
        "здесь перечисляют только обычные карты; джокеры входят в колоду через high_trumps",
    ("engine", "lists {card} twice"): "карта {card} указана дважды",
    ("engine", "must be {allowed}, written in plain decimal digits such as {example}; not {value} ({why})"):
        "ожидается {allowed}, записанное обычными десятичными цифрами, например {example}; а не {value} ({why})",
    ("engine", "a text in quotes"): "текст в кавычках",
    ("engine", "a true/false word"): "слово true/false",
    ("engine", "not plain decimal digits"): "это не обычные десятичные цифры",
    ("engine", "not a number"): "это не число",
    ("engine", "rule {key} {problem}"): "правило {key}: {problem}",
    ("engine", "{key} is not a rule"): "{key} — не правило",
    ("engine", "the rules cannot be used ({problem})"): "правила нельзя использовать ({problem})",
    ("engine", "{path}, line {line}: {problem}"): "{path}, строка {line}: {problem}",
    ("engine", "{path}: {problem}"): "{path}: {problem}",
    ("engine", "the presets folder cannot be read ({why})"): "папку наборов правил не удаётся прочитать ({why})",
    ("engine", "id {id} is already used by the built-in preset {other}; change the id in the file before importing "
               "it"):
        "id {id} уже занят встроенным набором правил {other}; измените id в файле, прежде чем добавлять его",
    ("engine", "id {id} is already used by the user preset {other}; change the id in the file before importing it"):
        "id {id} уже занят вашим набором правил {other}; измените id в файле, прежде чем добавлять его",
    ("engine", "id {id} is already used by the {source} preset {other}; change the id in the file before importing "
               "it"):
        "id {id} уже занят набором правил {other} ({source}); измените id в файле, прежде чем добавлять его",
    ("engine", "id {id} is already used by the built-in preset {other}; give this preset another id"):
        "id {id} уже занят встроенным набором правил {other}; дайте этому набору другой id",
    ("engine", "id {id} is already used by the user preset {other}; give this preset another id"):
        "id {id} уже занят вашим набором правил {other}; дайте этому набору другой id",
    ("engine", "id {id} is already used by the {source} preset {other}; give this preset another id"):
        "id {id} уже занят набором правил {other} ({source}); дайте этому набору другой id",
    ("engine", "{target} already exists; remove or rename it first"):
        "{target} уже есть; сначала уберите или переименуйте его",
    ("engine", "the preset cannot be copied to {folder} ({why})"):
        "набор правил не удаётся скопировать в {folder} ({why})",
    ("engine", "there is no preset {name}; did you mean {close}? The presets are: {ids}"):
        "набора правил {name} нет; может быть, имелся в виду {close}? Есть такие наборы: {ids}",
    ("engine", "there is no preset {name}. The presets are: {ids}"):
        "набора правил {name} нет. Есть такие наборы: {ids}",
    ("engine", "this is {kind}, not a preset file"): "это {kind}, а не файл правил",
    ("engine", "a folder"): "папка",
    ("engine", "a named pipe (FIFO)"): "именованный канал (FIFO)",
    ("engine", "a device"): "устройство",
    ("engine", "a socket"): "сокет",
    ("engine", "not a regular file"): "необычный файл",
    ("engine", "the file is larger than {size} KB; a preset is a short text"):
        "файл больше {size} КБ; файл правил — это короткий текст",
    ("engine", "the file cannot be read ({why})"): "файл не удаётся прочитать ({why})",
    ("engine", "the file is not UTF-8 text (byte {byte} cannot be read)"):
        "файл — не текст в UTF-8 (байт {byte} не читается)",
    ("engine", "a preset is a mapping of the keys {keys}; this file is {kind}"):
        "файл правил — это словарь с ключами {keys}; а этот файл — {kind}",
    ("engine", "empty"): "пустой",
    ("engine", "a list"): "список",
    ("engine", "a text"): "текст",
    ("engine", "a true/false value"): "значение true/false",
    ("engine", "a number"): "число",
    ("engine", "{key} is a rule: put it under 'rules:', on a line of its own indented by two spaces; the keys of a "
               "preset are: {keys}"):
        "{key} — это правило: поместите его под 'rules:', на отдельной строке с отступом в два пробела; ключи "
        "файла правил: {keys}",
    ("engine", "the key {key} is missing; a preset needs an id and a name"):
        "нет ключа {key}; у набора правил должны быть id и name",
    ("engine", "'id' must be a short name of lower-case letters, digits and single hyphens (e.g. my-house-rules, at "
               "most {most} characters), not {value}"):
        "'id' — короткое имя из строчных латинских букв, цифр и одиночных дефисов (например my-house-rules; "
        "символов не больше {most}), а не {value}",
    ("engine", "'extends' names another preset by its id (e.g. standard), not {value}"):
        "в 'extends' указывают id другого набора правил (например standard), а не {value}",
    ("engine", "'rules' must be a mapping of rule names to values (e.g. target: 250), not {value}"):
        "'rules' — это словарь: имена правил и их значения (например target: 250), а не {value}",
    ("engine", "{key} must be a text, or texts by language such as {{en: ..., ru: ...}} (languages: {languages}), "
               "not {value}"):
        "{key}: ожидается текст или тексты по языкам, например {{en: ..., ru: ...}} (языки: {languages}), "
        "а не {value}",
    ("engine", "{key} has texts in {languages}, not in {value}"):
        "{key}: тексты бывают на языках {languages}, но не {value}",
    ("engine", "{key} must be a text, not {value}"): "{key}: ожидается текст, а не {value}",
    ("engine", "{key} must not be blank"): "{key}: текст не может быть пустым",
    ("engine", "{key} is made only of invisible characters: it would show as a blank entry"):
        "{key}: в названии только невидимые символы, в списке была бы пустая строка",
    ("engine", "{key} holds a text-direction control ({code}), which turns the text around it backwards in lists"):
        "{key}: в названии есть знак направления текста ({code}), он переворачивает текст вокруг себя в списках",
    ("engine", "{key} holds a control character ({code})"): "{key}: в названии есть управляющий символ ({code})",
    ("engine", "{key} is longer than {limit} characters"): "{key}: в тексте больше {limit} символов",
    ("engine", "{key} needs an English text (en:)"): "{key}: нужен текст на английском (en:)",
    ("engine", "{key} is not a rule name; see variants/README.md; the rules are: {known}"):
        "{key} — не имя правила; см. variants/README.md; правила: {known}",
    ("engine", "{key} is not a key name; the keys of a preset are: {known}"):
        "{key} — не имя ключа; ключи файла правил: {known}",
    ("engine", "{first} or {second}"): "{first} или {second}",
    ("engine", "{key} is not a rule; did you mean {hint}? (every rule is described in variants/README.md)"):
        "{key} — не правило; может быть, имелось в виду {hint}? (все правила описаны в variants/README.md)",
    ("engine", "{key} is not a key; did you mean {hint}? (the keys of a preset are: {known})"):
        "{key} — не ключ; может быть, имелся в виду {hint}? (ключи файла правил: {known})",
    ("engine", "{key} is not a rule; see variants/README.md; the rules are: {known}"):
        "{key} — не правило; см. variants/README.md; правила: {known}",
    ("engine", "{key} is not a key; the keys of a preset are: {known}"): "{key} — не ключ; ключи файла правил: {known}",
    ("engine", "'extends: {parent}' names a preset that does not load: {problem}"):
        "'extends: {parent}' указывает на набор правил, который не загружается: {problem}",
    ("engine", "'extends: {parent}' names no preset; did you mean {close}? The presets are: {ids}"):
        "'extends: {parent}' не указывает ни на один набор правил; может быть, имелся в виду {close}? Есть такие "
        "наборы: {ids}",
    ("engine", "'extends: {parent}' names no preset. The presets are: {ids}"):
        "'extends: {parent}' не указывает ни на один набор правил. Есть такие наборы: {ids}",
    ("engine", "'extends: {parent}' makes a cycle ({cycle}); a preset cannot extend itself"):
        "'extends: {parent}' замыкает круг ({cycle}); набор правил не может основываться на самом себе",
    ("engine", "rule {key} does not fit the other rules: {problem}"):
        "правило {key} не сочетается с остальными: {problem}",
    ("engine", "the rules do not fit together: {problem}"): "правила не сочетаются: {problem}",
    ("engine", "min_bid {value} is each partner's least bid, so with nil off every side would bid at least {least} "
               "of the {hand} tricks of a hand and be set every hand: min_bid may be at most {most}; for a side that "
               "bids at least {value}, set board: {value} instead"):
        "min_bid {value} — наименьший заказ каждого из партнёров, поэтому без нила каждая пара заказывала бы не меньше "
        "{least} из {hand} взяток раздачи и проваливалась бы в каждой раздаче: min_bid может быть не больше {most}; "
        "чтобы пара заказывала не меньше {value}, задайте board: {value}",
    ("engine", "rule {key} 0 has no effect while nil is on: a player who expects no trick bids nil, and a bid of 0 "
               "exists only with nil: false; set min_bid to 1 or more, or nil: false"):
        "правило {key} 0 ничего не меняет, пока нил разрешён: игрок, не ждущий ни одной взятки, заказывает нил, а "
        "заказ 0 бывает только при nil: false; задайте min_bid 1 или больше либо nil: false",
    ("engine", "rule {key} has no effect unless {unless}; set {switch} or remove {name}"):
        "правило {key} действует, только когда {unless}; задайте {switch} или уберите {name}",
    ("engine", "rule {key} has no effect unless {unless}; set {switch} or remove {name} (at its default, {default}, "
               "it may stay)"):
        "правило {key} действует, только когда {unless}; задайте {switch} или уберите {name} (со значением по "
        "умолчанию, {default}, его можно оставить)",
    ("engine", "{switch} is true"): "{switch}: true",
    ("engine", "nil_exchange is 'pass'"): "nil_exchange: pass",
    ("engine", "partnerships is true (it says whether a nil bidder's tricks count for its partner)"):
        "partnerships: true (правило говорит, идут ли взятки заказавшего нил в зачёт партнёру)",
    ("engine", "bag_limit is above 0 (with bag_limit: 0 bags cost nothing)"):
        "bag_limit больше 0 (при bag_limit: 0 мешки ничего не стоят)",
    ("engine", "the document is nested too deeply to be a preset"):
        "вложенность документа слишком глубока для файла правил",
    ("engine", "not valid YAML (a whole number is written in plain decimal digits (such as 500), not {text})"):
        "неправильный YAML (целое число пишут обычными десятичными цифрами (например 500), а не {text})",
    ("engine", "not valid YAML ({text})"): "неправильный YAML ({text})",
    ("engine", "not valid YAML (not valid YAML)"): "неправильный YAML",
    ("engine", "a value cannot be read: {text}"): "значение не удаётся прочитать: {text}",
    ("engine", "the key {key} is written twice (first on line {first}); keep one of them"):
        "ключ {key} записан дважды (впервые в строке {first}); оставьте один из них",
    # the House rules dialog's own presets (rules/authoring.py)
    ("engine", "{id} cannot be a preset's id"): "{id} не может быть id набора правил",
    ("engine", "the preset cannot be checked ({why})"): "набор правил не удаётся проверить ({why})",
    ("engine", "{target} already exists; choose another name"): "{target} уже есть; выберите другое имя",
    ("engine", "the preset cannot be saved in {folder} ({why})"):
        "набор правил не удаётся сохранить в {folder} ({why})",
    ("engine", "{target} is not in the presets folder {folder}"): "{target} — не в папке наборов правил {folder}",
    ("engine", "{users} extends {id}; remove or change that first"):
        "на {id} основаны другие наборы ({users}); сначала уберите или измените их",
    ("engine", "{id} is not one of your presets; only your own can be removed"):
        "{id} — не ваш набор правил; убрать можно только свои",
    ("engine", "{path} cannot be renamed ({why})"): "{path} не удаётся переименовать ({why})",
    ("ReviewWindow", "With every card seen it lost no trick: its cost is over the hands that could have been out, "
                     "not these cards as they lay."):
        "Если видеть все карты, этот ход не потерял ни одной взятки: его цена — в среднем по раскладам, которые "
        "могли быть у соперников и партнёра, а не при этих картах.",
    ("ReviewWindow", "With every card seen it cost tricks: the side could take {0} before it, {1} after."):
        "Если видеть все карты, этот ход стоил взяток: до него сторона могла взять {0}, после — {1}.",
    ("ReviewWindow", "<b>Coach</b>: the coach weighs bids and cards played, not the cards passed; judge this pass "
                     "yourself."):
        "<b>Тренер</b>: тренер оценивает заказы и сыгранные карты, но не переданные; эту передачу оцените сами.",
    ("Coach", "the hands drawn from the stock cannot be replayed"):
        "карты, набранные из колоды, нельзя переиграть",
    ("Coach", "the cards passed before the bidding cannot be replayed"):
        "карты, переданные до заказов, нельзя переиграть",
    ("ReviewWindow", "<b>Coach</b>: in this game the coach weighs only the cards played, not the bids or the cards "
                     "passed; judge this pass yourself."):
        "<b>Тренер</b>: в этой игре тренер оценивает только сыгранные карты, но не заказы и не переданные карты; "
        "эту передачу оцените сами.",
    ("ReviewWindow", "<b>Coach</b>: in this game the coach weighs only the cards played, not the draw or the bids; "
                     "judge this choice yourself."):
        "<b>Тренер</b>: в этой игре тренер оценивает только сыгранные карты, но не набор из колоды и не заказы; "
        "этот выбор оцените сами.",
    ("ReviewWindow", "<b>Coach</b>: {0}"): "<b>Тренер</b>: {0}",
    ("ReviewWindow", "<b>Decisions that cost most</b> (cards played only: the coach does not weigh bids in this "
                     "game):<br>{0}"):
        "<b>Самые дорогие решения</b> (только сыгранные карты: заказы в этой игре тренер не оценивает):<br>{0}",
    ("ReviewWindow", "The coach does not weigh bids in this game: {0}; judge this bid yourself."):
        "Заказы в этой игре тренер не оценивает: {0}; этот заказ оцените сами.",
    ("ReviewWindow", "The coach has weighed the cards played (it does not weigh bids in this game): the decisions "
                     "that cost most are listed under This step."):
        "Тренер взвесил сыгранные карты (заказы в этой игре он не оценивает): самые дорогие решения перечислены "
        "в поле «Этот шаг».",
    ("ReviewWindow", "The coach has weighed the cards played (it does not weigh bids in this game) and found no "
                     "card that cost much."):
        "Тренер взвесил сыгранные карты (заказы в этой игре он не оценивает) и не нашёл ходов, которые дорого "
        "стоили.",
    ("ReviewWindow", "The coach has weighed every card played in this hand (it does not weigh bids in this game)."):
        "Тренер уже оценил каждую сыгранную карту этой раздачи (заказы в этой игре он не оценивает).",
    ("QFileDialog", "&Look in:"): "&Папка:",
    ("QFileDialog", "Files of &type:"): "&Тип файлов:",
    ("QAbstractFileIconProvider", "Folder"): "Папка",
    ("QAbstractFileIconProvider", "File Folder"): "Папка с файлами",
    ("QAbstractFileIconProvider", "Drive"): "Диск",
    ("QAbstractFileIconProvider", "Shortcut"): "Ярлык",
    ("QAbstractFileIconProvider", "Alias"): "Псевдоним",
    ("QAbstractFileIconProvider", "Unknown"): "Неизвестный",
    ("QPrintSettingsOutput", "Page &Set:"): "&Список страниц:",
    ("QPageSetupWidget", "Page &order:"): "&Порядок страниц:",
    ("QPageSetupWidget", "Pages &per sheet:"): "Страниц на &листе:",
    ("QCupsJobWidget", "Scheduled &printing:"): "Отложенная &печать:",
    ("QCupsJobWidget", "&Billing information:"): "Платёжная &информация:",
    ("QCupsJobWidget", "Job &priority:"): "П&риоритет:",
    ("QCupsJobWidget", "&Start:"): "В &начале:",
    ("QCupsJobWidget", "&End:"): "В &конце:",
    ("QCupsJobWidget", "Banner page at start"): "Титульная страница в начале",
    ("QCupsJobWidget", "Banner page at end"): "Титульная страница в конце",
    ("DuplicateSession", "This duplicate deal is played as a game of one hand: its match is missing, cannot be read or "
                         "is at another deal."):
        "Этот расклад матча играется как игра из одной раздачи: его матч не найден, не читается или уже на другом "
        "раскладе.",
    ("DuplicateSession", "Deal {0} of {1} is over"): "Расклад {0} из {1} сыгран",
    ("ReviewWindow", "The coach does not weigh bids in this game: {0}; judge this choice yourself."):
        "Заказы в этой игре тренер не оценивает: {0}; этот выбор оцените сами.",
    ("DuplicateSession", "Deal {0} of {1}"): "Расклад {0} из {1}",
    ("", "{0}: you deal."): "{0}: сдаёте вы.",
    ("", "{0}: {1} deals."): "{0}: сдаёт {1}.",
    ("GameSetupDialog", "Game set-up"): "Настройки игры",
    ("GameSetupDialog", "Rules: {preset}. The rules cannot be changed once hands are entered: for other rules, start "
                        "a new game (Scores ▸ New scorekept game…)."):
        "Правила: {preset}. Когда раздачи уже записаны, правила изменить нельзя: для других правил начните новый "
        "счёт (Счёт ▸ Новый счёт…).",
    ("GameSetupDialog", "&Change and score again"): "&Изменить и пересчитать",
    ("GameSetupDialog", "With this set-up the game ends before hand {number}: {problem} Choose another set-up, or "
                        "remove the hands from hand {number} on first (Edit ▸ Remove the selected hand…)."):
        "С такими настройками игра кончается до раздачи {number}: {problem} Выберите другие настройки или сначала "
        "удалите раздачи начиная с {number}-й (Правка ▸ Удалить выбранную раздачу…).",
    ("GameSetupDialog", "With this set-up hand {number} would be impossible: {problem} Choose another set-up, or "
                        "correct hand {number} first."):
        "С такими настройками раздача {number} невозможна: {problem} Выберите другие настройки или сначала "
        "исправьте раздачу {number}.",
    ("ScorekeeperWindow", "Game &set-up…"): "&Настройки игры…",
    ("ScorekeeperWindow", "Change the players' names, the first dealer or the target; the hands entered are scored "
                          "again"):
        "Изменить имена игроков, первого сдающего или цель игры; записанные раздачи будут пересчитаны",
    ("ScorekeeperWindow", "&Insert a hand before the selected one…"): "Вст&авить раздачу перед выбранной…",
    ("ScorekeeperWindow", "A hand forgotten when it was played: select the hand played after it in the table first, "
                          "then press Ctrl+I (or Insert in the table)"):
        "Раздача, пропущенная при записи: сначала выберите в таблице раздачу, сыгранную после неё, затем нажмите "
        "Ctrl+I (или Insert в таблице)",
    ("ScorekeeperWindow", "Select the hand to remove in the table first: Ctrl+E goes to the table, the arrow keys "
                          "choose the hand, Delete removes it."):
        "Сначала выберите в таблице раздачу, которую нужно удалить: Ctrl+E переходит в таблицу, стрелки выбирают "
        "раздачу, Delete удаляет её.",
    ("ScorekeeperWindow", "A forgotten hand, put in before hand {number}: {dealer} dealt, {first} bid first"):
        "Пропущенная раздача, вставляется перед раздачей {number}: сдающий — {dealer}, первый заказ — {first}",
    ("ScorekeeperWindow", "Cancel"): "Отмена",
    ("ScorekeeperWindow", "Hand {number} put in; the hands after it moved down one and were scored again."):
        "Раздача {number} вставлена; следующие раздачи сдвинуты на одну и пересчитаны.",
    ("ScorekeeperWindow", "With this hand put in, hand {number} (then hand {later}) would be impossible: {problem}"):
        "Если вставить эту раздачу, раздача {number} (после вставки — {later}-я) станет невозможной: {problem}",
    ("ScorekeeperWindow", "Select the hand played after the forgotten one in the table first: Ctrl+E goes to the "
                          "table, the arrow keys choose the hand, Ctrl+I puts the forgotten hand in before it."):
        "Сначала выберите в таблице раздачу, сыгранную после пропущенной: Ctrl+E переходит в таблицу, стрелки "
        "выбирают раздачу, Ctrl+I вставляет пропущенную раздачу перед ней.",
    ("ScorekeeperWindow", "The game's set-up was changed and its hands scored again."):
        "Настройки игры изменены, раздачи пересчитаны.",
    ("Coach", "passing"): "пас",
    ("Coach", "{seat}: passing cost about {points}: {why}."): "{seat}: пас стоил около {points}: {why}.",
    ("Coach", "{seat}: {action} was as good as forced: the only other bid the rules allow is nil, and the {card} "
              "takes a trick whenever it is played."):
        "{seat}: {action} — выбор почти вынужденный: кроме него правила разрешают только нил, а {card} берёт "
        "взятку, когда её ни сыграй.",
    ("Coach", "{seat}: {action} and {other}, the only two bids the rules allow here, scored about the same over "
              "the guesses."):
        "{seat}: {action} и {other} — единственные два заказа, которые здесь разрешают правила, — в среднем по "
        "вариантам дали примерно одинаково.",
    ("Coach", "{seat}: {action} was the better of the only two bids the rules allow here: {other} scored about "
              "{points} less over the guesses."):
        "{seat}: {action} — лучший из двух заказов, которые здесь разрешают правила: {other} в среднем по "
        "вариантам давал около {points} меньше.",
    ("Coach", "{seat}: {action} was the best choice here: {other}, the next best, scored about {points} less over "
              "the guesses."):
        "{seat}: {action} — лучший выбор здесь: следующий за ним, {other}, в среднем по вариантам давал около "
        "{points} меньше.",
    ("Coach", "{reason}; played out over {guesses} of the other hands, {other} scores about {points} less"):
        "{reason}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт в среднем около {points} меньше",
    ("Coach", "{reason}; played out over {guesses} of the other hands, {other} scores about the same"):
        "{reason}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт примерно столько же",
    ("Coach", "{reason}; played out over {guesses} of the other hands, {other} scores about {points} more, too "
              "little to change the bid"):
        "{reason}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт в среднем около {points} больше — "
        "слишком мало, чтобы менять заказ",
    ("NewGameDialog", "{0} and {1} are both called “{2}”: give each player a name of their own."):
        "{0} и {1} названы одинаково, «{2}»: дайте каждому игроку своё имя.",
    ("HandOffCover", "Pass to {0} ({1})"): "Передайте игроку {0} ({1})",
    ("ScorepadPrint", "&Print…"): "&Печать…",
    ("ScorepadPrint", "Page &setup…"): "Пара&метры страницы…",
    ("ScorepadPrint", "Preview of the score sheet"): "Предварительный просмотр листа счёта",
    ("ScorepadPrint", "Zoom"): "Масштаб",
    ("ScorepadPrint", "Page"): "Страница",
    ("HandEntryBar", "{value}, as entered"): "{value}, как записано",
    ("HandEntryBar", "{value}, offered: Enter accepts it"): "{value}, предложено: Enter — принять",
    ("ScorekeeperWindow", "the entry of hand {number}"): "запись раздачи {number}",
    ("ScorekeeperWindow", "the correction of hand {number}"): "исправление раздачи {number}",
    ("ScorekeeperWindow", "the forgotten hand put in as hand {number}"):
        "вставка пропущенной раздачи под номером {number}",
    ("ScorekeeperWindow", "the correction of hand {number} and the removal of the hands after it"):
        "исправление раздачи {number} и удаление раздач после неё",
    ("ScorekeeperWindow", "the removal of hand {number}"): "удаление раздачи {number}",
    ("ScorekeeperWindow", "the change of the game's set-up"): "изменение настроек игры",
    ("ScorekeeperWindow", "Undone: {step}."): "Отменено: {step}.",
    ("ScorekeeperWindow", "Undone."): "Отменено.",
    ("ScorekeeperWindow", "Redone: {step}."): "Повторено: {step}.",
    ("ScorekeeperWindow", "Redone."): "Повторено.",
    ("ScorekeeperWindow", "Totals now: {totals}."): "Теперь всего: {totals}.",
    ("ScorekeeperWindow", "{side} {total}"): "{side}: {total}",
    ("Coach", "I bid {bid}: the other three passed, so I must bid"):
        "Я заказываю {bid}: остальные трое спасовали, и заказывать должен я",
    ("Coach", "I bid {bid}: our side should take about {side} tricks, short of {tricks}, but being set costs less "
              "than letting the other side play the contract"):
        "Я заказываю {bid}: наша пара должна взять около {side:взятки|взяток|взяток}, меньше {tricks}, но недобор "
        "обойдётся дешевле, чем отдать контракт другой паре",
    ("Coach", "I pass: I leave the contract at my partner's {bid}; our side should take about {side} tricks"):
        "Я пасую: оставляю контракт за партнёром ({bid}); наша пара должна взять около "
        "{side:взятки|взяток|взяток}",
    ("Coach", "I pass: our side should take about {side} tricks, enough to set their {bid}"):
        "Я пасую: наша пара должна взять около {side:взятки|взяток|взяток} — достаточно, чтобы их заказ {bid} "
        "не был выполнен",
    ("Coach", "{count} sure tricks: {cards}"): "{count:верная взятка|верные взятки|верных взяток}: {cards}",
    ("Coach", "other cards worth about {worth} once my trumps are drawn"):
        "остальные карты — около {worth}, когда козыри соперников выбиты",
    ("Coach", "they add up to {count}: I bid a little under that, for safety"):
        "всего {count}: заказываю чуть меньше — для надёжности",
    ("Coach", "they add up to {count}: I bid less, for safety"): "всего {count}: заказываю меньше — для надёжности",
    ("Coach", "we are set, so I take what tricks I can: each trick short scores for the other side"):
        "наш контракт провален, поэтому я стараюсь брать взятки: каждая недостающая — очки другой паре",
    ("Coach", "our contract is made, and each trick over it scores for the other side, so I avoid taking more"):
        "наш контракт выполнен, а каждая лишняя взятка — очки другой паре, поэтому я избегаю лишних взяток",
    ("Coach", "I must go over my partner's {best}: every card I can play beats it, so I play the lowest, the {card}"):
        "приходится перебить {best} партнёра: любая разрешённая карта старше, поэтому играю младшую, {card}",
    ("Coach", "I have no {suit} and can play only trumps: I must trump my partner's {best} with the lowest, the "
              "{card}"):
        "{suit} у меня кончились, а играть можно только козырями: приходится бить {best} партнёра младшим, {card}",
    ("Coach", "the {card}, my least useful card, goes over my partner's {best}"):
        "{card}, моя наименее нужная карта, перебивает {best} партнёра",
    ("AutosaveKeeper", "The finished game's result is not saved: History could not store it, and it could not be "
                       "autosaved to {0}: {1}. If you quit now, the result is lost. Quit anyway?"):
        "Результат законченной игры не сохранён: история не смогла его записать, а автосохранение в {0} не удалось: "
        "{1}. Если выйти сейчас, результат пропадёт. Всё равно выйти?",
    ("engine", "min_bid, max_bid, bag_limit, bag_penalty and mercy have no effect unless auction is false: the "
               "auction's bids are 1 to 7 and its scores have no bags and never fall below zero; remove {values} "
               "(bag_penalty: 0 and mercy: null may stay)"):
        "min_bid, max_bid, bag_limit, bag_penalty и mercy действуют только при auction: false: в аукционе заказы "
        "от 1 до 7, мешков нет и счёт не бывает ниже нуля; уберите {values} (bag_penalty: 0 и mercy: null можно "
        "оставить)",
    ("engine", "mo: first_tricks has the Mo bidder lead the first trick, so it cannot be combined with first_lead: "
               "two_of_clubs (the holder of the 2♣, or the lowest club in play, leads it); choose one"):
        "при mo: first_tricks первую взятку начинает объявивший Мо, поэтому это правило нельзя сочетать с "
        "first_lead: two_of_clubs (там первым ходит владелец 2♣ или младшей трефы в игре); выберите одно",
    ("HouseRulesDialog", "The auction scores by its own table: no bags, no losing score."):
        "Аукцион считает очки по своей таблице: без мешков и без проигрышного счёта.",
    ("HouseRulesDialog", "The auction's bids are 1 to 7 (each N promises N + 6 tricks)."):
        "Заказы аукциона — от 1 до 7 (заказ N обещает N + 6 взяток).",
    ("Coach", "I bid nil: in {system} a hand without enough trumps ({suit}) bids nil"):
        "Я заказываю нил: в системе {system} рука без достаточного числа козырей ({suit}) заказывает нил",
    ("Coach", "I bid nil: in {system} I bid my trump count ({suit}) or nil, and these cards are low"):
        "Я заказываю нил: в системе {system} заказывают число своих козырей ({suit}) или нил, а эти карты мелкие",
    ("Coach", "I bid {bid}: in {system} I bid my trump count ({suit})"):
        "Я заказываю {bid}: в системе {system} заказывают число своих козырей ({suit})",
    ("Coach", "{why}, but my partner's nil is safe in this trick: I keep the {spade} to cover the nil in {suit} and "
              "play the {card}"):
        "{why}, но нилу партнёра на этой взятке ничто не грозит: я берегу козырь {spade}, чтобы прикрыть его "
        "{suit}, и играю {card}",
    ("Coach", "{why}, but any card of mine that wins this trick so far would likely be beaten after me: I play the "
              "{card}"):
        "{why}, но любую мою карту, которая сейчас берёт взятку, скорее всего перебьют после меня: играю {card}",
    ("ReviewWindow", "This was the only bid the rules allowed here: {0}."):
        "Здесь правила позволяли только этот заказ: {0}.",
    ("ReviewWindow", "This was the only bid the rules allowed here."): "Здесь правила позволяли только этот заказ.",
    ("engine", "with {spades} trumps you must bid nil"): "с таким числом козырей ({spades}) нужно заказать нил",
    ("engine", "in whiz you bid your trump count ({spades}) or nil"):
        "в «Визе» заказывают число своих козырей ({spades}) или нил",
    ("engine", "in mirrors you bid your trump count ({spades})"):
        "в «Зеркалах» заказывают число своих козырей ({spades})",
    ("ScorekeeperWindow", "Hand {number} removed; the hands after it moved up one and were scored again."):
        "Раздача {number} удалена; следующие раздачи сдвинуты на одну вверх и пересчитаны.",
    ("ScorekeeperWindow", "Changed: {changes}."): "Изменено: {changes}.",
    ("ScorekeeperWindow", "{old} is now {new}"): "{old} теперь {new}",
    ("ScorekeeperWindow", "the first dealer is now {name}"): "первым сдаёт {name}",
    ("ScorekeeperWindow", "the target is now {target}"): "игра теперь до {target}",
    ("Coach", "{count} high cards: {cards}"): "{count:старшая карта|старшие карты|старших карт}: {cards}",
    ("Coach", "{cards}, worth about {worth}"): "{cards} — около {worth}",
    ("Coach", "{cards}, worth about {worth}, as side suits can be trumped"):
        "{cards} — около {worth}: боковые масти могут побить козырем",
    ("Coach", "short suits to ruff, worth about {worth}"): "короткие масти, чтобы бить козырем, — около {worth}",
    ("Coach", "middling cards worth about {worth}"): "средние карты — около {worth}",
    ("Coach", "I bid a little under that, for safety"): "заказываю чуть меньше — для надёжности",
    ("Coach", "I bid {under} under that, as big counts run high"):
        "заказываю на {under} меньше: большой подсчёт обычно завышен",
    ("Coach", "they add up to {count}: I bid {under} under that, as big counts run high"):
        "всего {count}: заказываю на {under} меньше: большой подсчёт обычно завышен",
    ("Coach", "the bids so far leave only {worth}"): "заказы остальных оставляют мне не больше {worth}",
    ("Coach", "the bids so far take every trick"): "заказы остальных уже забирают все взятки",
    ("WelcomeDialog", "The first to {0} points wins; a side that falls to {1} loses. Press H during the game for a "
                      "hint."):
        "Побеждает тот, кто первым наберёт {0} очков; пара, у которой счёт упадёт до {1}, проигрывает. Во время игры "
        "нажмите H — будет подсказка.",
    ("WelcomeDialog", "The first to {0} points wins; a player who falls to {1} loses. Press H during the game for a "
                      "hint."):
        "Побеждает тот, кто первым наберёт {0} очков; игрок, у которого счёт упадёт до {1}, проигрывает. Во время "
        "игры нажмите H — будет подсказка.",
    ("HouseRulesDialog", "Fixed: {0}. {1}"): "Не меняется: {0}. {1}",
    ("Coach", "every trick left is our side's if I play the {card}"): "с картой {card} все оставшиеся взятки наши",
    ("Coach", "every trick left is mine if I play the {card}"): "с картой {card} все оставшиеся взятки мои",
    ("TableView", "{0}: you may claim them (Ctrl+K)."): "{0}: их можно забрать (Ctrl+K).",
    ("engine", "bid {lo} or more (your side then takes {tricks} tricks or more) or pass"):
        "закажите {lo} или больше (тогда пара берёт {tricks} взяток или больше) или пасуйте",
    ("engine", "nobody can bid more than {high} ({tricks} tricks): pass"):
        "больше {high} ({tricks} взяток) заказать нельзя: пасуйте",
    ("BidPanel", "Pass (P)"): "Пас (P)",
    ("BidPanel", "Bid no more: once you pass you may not bid again this hand (P)"):
        "Больше не заказывать: после паса в этой раздаче заказывать уже нельзя (P)",
    ("BidPanel", "You cannot pass now."): "Сейчас пасовать нельзя.",
    ("ReviewWindow", "Step {0} of {1} · bidding."): "Шаг {0} из {1} · торговля.",
    ("ReviewWindow", "Hand {0} · step {1} of {2} · bidding"): "Раздача {0} · шаг {1} из {2} · торговля",
    ("ReviewWindow", "{0} takes trick {1}."): "{0} берёт взятку {1}.",
    ("ReviewWindow", "You take trick {0}."): "Вы берёте взятку {0}.",
    ("ReviewWindow", "Nobody takes trick {0}: it is dead."): "Взятку {0} никто не берёт: она мёртвая.",
    ("ReviewWindow", "{0} took trick {1}."): "Взятку {1} взял игрок {0}.",
    ("ReviewWindow", "You took trick {0}."): "Вы взяли взятку {0}.",
    ("ReviewWindow", "Nobody took trick {0}: it was dead."): "Взятку {0} никто не взял: она мёртвая.",
    ("ReviewWindow", "<b>Coach</b> (how far the side ends ahead of its opponents, in points, on average over the "
                     "hands it could not see):<br>{0}"):
        "<b>Тренер</b> (на сколько очков сторона опережает соперников, в среднем по раскладам, которых она не "
        "видела):<br>{0}",
    ("MainWindow", "{0} score sheet"): "{0} — лист счёта",
    ("Coach", "{lowest} is the lowest bid the rules allow me"): "меньше {lowest} правила заказать не дают",
    ("Coach", "I bid blind nil: we are {behind} behind and only a big swing can still win; if it fails, we lose "
              "the game"):
        "Я заказываю слепой нил: мы отстаём на {behind}, и выиграть может только крупный перелом; если он не "
        "удастся, партия проиграна",
    ("Coach", "I bid blind nil: I am {behind} behind and only a big swing can still win; if it fails, I lose the "
              "game"):
        "Я заказываю слепой нил: я отстаю на {behind}, и выиграть может только крупный перелом; если он не "
        "удастся, партия проиграна",
    ("ScorekeeperWindow", "Hand {number} is being corrected: enter the correction first (Enter in its last "
                          "field), or cancel it (Escape)."):
        "Раздача {number} исправляется: сначала внесите исправление (Enter в последнем поле) или отмените его "
        "(Escape).",
    ("ScorekeeperWindow", "A forgotten hand is being put in before hand {number}: enter it first (Enter in its "
                          "last field), or cancel it (Escape)."):
        "Перед раздачей {number} вставляется пропущенная раздача: сначала внесите её (Enter в последнем поле) или "
        "отмените (Escape).",
    ("RunningTotalsChart", "{side} {total}"): "{side} {total}",
    ("RunningTotalsChart", "After {hands}: {totals}."): "После {hands}: {totals}.",
    ("RunningTotalsChart", "hand|hands"): "раздачи|раздач|раздач",  # after "После": после 1 раздачи, 5 раздач
    ("StatsWindow", "Latest game, {date}, {rules}, finished."): "Последняя игра, {date}, {rules}, окончена.",
    ("StatsWindow", "Latest game, {date}, {rules}, unfinished."): "Последняя игра, {date}, {rules}, не окончена.",
    ("StatsWindow", "game finished|games finished"): "игра окончена|игры окончены|игр окончено",
    ("StatsWindow", "{0} won"): "выиграно {0}",
    ("StatsWindow", "{0} unfinished"): "не окончено: {0}",
    ("StatsWindow", "{choice}: {counted}."): "{choice}: {counted}.",
    ("WinRateChart", "game|games"): "игры|игр|игр",  # after "После": после 1 игры, 5 игр
    ("WinRateChart", "After {games}: {overall} won."): "После {games}: выиграно {overall}.",
    ("WinRateChart", "After {games}: {overall} won overall, {recent} over the last {rolling}."):
        "После {games}: выиграно {overall}, за последние {rolling} — {recent}.",
    ("BlankSheetDialog", "&Target score:"): "Игра &до (очков):",
    ("engine", "bid {lo} (your side then takes all {tricks} tricks) or pass"):
        "закажите {lo} (тогда пара берёт все {tricks} взяток) или пасуйте",
    ("ReviewWindow", "Step {0} of {1} · drawing."): "Шаг {0} из {1} · добор карт.",
    ("ReviewWindow", "Step {0} of {1} · passing cards."): "Шаг {0} из {1} · передача карт.",
    ("ReviewWindow", "Step {0} of {1} · the kitty."): "Шаг {0} из {1} · прикуп.",
    ("ReviewWindow", "Hand {0} · step {1} of {2} · drawing"): "Раздача {0} · шаг {1} из {2} · добор карт",
    ("ReviewWindow", "Hand {0} · step {1} of {2} · passing cards"): "Раздача {0} · шаг {1} из {2} · передача карт",
    ("ReviewWindow", "Hand {0} · step {1} of {2} · the kitty"): "Раздача {0} · шаг {1} из {2} · прикуп",
    ("ReviewWindow", "keep the top card, the {0}, and discard the next one, the {1}"):
        "оставить верхнюю карту ({0}) и сбросить следующую ({1})",
    ("ReviewWindow", "discard the top card, the {0}, and keep the next one, the {1}"):
        "сбросить верхнюю карту ({0}) и оставить следующую ({1})",
    ("ReviewWindow", "discard {0} after taking the kitty"): "сбросить {0}, взяв прикуп",
    ("ReviewWindow", "You discarded {0} after taking the kitty"): "Вы, взяв прикуп, сбрасываете {0}",
    ("ReviewWindow", "{0} discarded {1} after taking the kitty"): "{0}, взяв прикуп, сбрасывает {1}",
    ("ScorekeeperWindow", "{file} has changed since this window opened or saved it: another window or program "
                          "saved other hands there ({there} in the file, {here} here). Saving here would replace "
                          "them."):
        "Файл {file} изменился с тех пор, как это окно открыло или сохранило его: другое окно или программа "
        "сохранили туда другие раздачи (в файле — набор из {there}, здесь — из {here}). Сохранение сюда заменит их.",
    ("ScorekeeperWindow", "{file} has changed since this window opened or saved it, and it cannot be read now. "
                          "Saving here would replace what it holds."):
        "Файл {file} изменился с тех пор, как это окно открыло или сохранило его, и сейчас его не прочитать. "
        "Сохранение сюда заменит то, что в нём есть.",
    ("ScorekeeperWindow", "Save the hands of this window in another file, reload the file (Undo brings this "
                          "window's hands back), or replace the file with this window's hands?"):
        "Сохранить раздачи этого окна в другой файл, перечитать файл (отмена вернёт раздачи этого окна) или "
        "заменить файл раздачами этого окна?",
    ("ScorekeeperWindow", "Save the hands of this window in another file, or replace the file with them?"):
        "Сохранить раздачи этого окна в другой файл или заменить ими файл?",
    ("ScorekeeperWindow", "Save in another file…"): "Сохранить в другой файл…",
    ("ScorekeeperWindow", "Reload the file"): "Перечитать файл",
    ("ScorekeeperWindow", "Replace the file"): "Заменить файл",
    ("ScorekeeperWindow", "the reload of {file}"): "перечитывание файла {file}",
    ("ScorekeeperWindow", "Reloaded {file}: Undo brings back the hands this window had."):
        "Файл {file} перечитан: отмена вернёт раздачи, которые были в этом окне.",
    ("ScorekeeperWindow", "{file} was changed by another window or program: the hands shown here are not all in it. "
                          "Save asks what to do."):
        "Файл {file} изменён другим окном или программой: не все раздачи, показанные здесь, есть в нём. "
        "При сохранении будет задан вопрос, что делать.",
    ("ScorekeeperWindow", "The file of this game was changed by another window or program, and these hands ({0}) "
                          "are not in it. Save them before closing?"):
        "Файл этой игры изменён другим окном или программой, и этих раздач (их {0}) в нём нет. Сохранить их перед "
        "закрытием?",
    ("ScorekeeperWindow", "Another window keeps this game in the game history: the hands of this window are stored "
                          "there as a copy of their own."):
        "Эту игру в истории игр ведёт другое окно: раздачи этого окна сохраняются там отдельной копией.",
    ("engine", "{key} has texts in {languages}, not in {value}: a comma inside {{…}} ends a text; put the text in "
               "quotes, or write each language on its own line"):
        "{key}: тексты бывают на языках {languages}, но не {value}: запятая внутри {{…}} заканчивает текст; возьмите "
        "текст в кавычки или пишите каждый язык с новой строки",
    ("DuplicateSetupDialog", "See the &last match"): "По&смотреть прошлый матч",
    ("DuplicateSetupDialog", "The comparison of the match played last ({0}, {1}, match number {2})"):
        "Сравнение последнего сыгранного матча ({0}, {1}, матч номер {2})",
    ("DuplicateSetupDialog", "deal|deals"): "расклад|расклада|раскладов",
    ("DuplicateWindow", "The match is over; Game ▸ New duplicate match… ▸ See the last match shows this window "
                        "again, until a new match is started"):
        "Матч окончен; Игра ▸ Новый дубликатный матч… ▸ Посмотреть прошлый матч снова покажет это окно, пока не начат "
        "новый матч",
    ("GamesModel", "{0} — duplicate deal: {1}"): "{0} — расклад дубликатного матча: {1}",
    ("StatsWindow", "Deals of duplicate matches: {0}. Their hands count in the hand figures (points a hand, "
                    "contracts, sets, bags, nils), not in the games, wins or streaks: a deal is compared with the "
                    "bots' table, not won or lost."):
        "Раскладов дубликатных матчей: {0}. Их раздачи входят в показатели раздач (очки за раздачу, контракты, "
        "недоборы, мешки, нилы), но не в игры, победы и серии: расклад сравнивается со столом ботов, а не "
        "выигрывается или проигрывается.",
    ("StatsWindow", "deal of a duplicate match|deals of duplicate matches"):
        "расклад дубликатного матча|расклада дубликатных матчей|раскладов дубликатных матчей",
    ("Coach", "{seat}: {action} was nearly as good as {best} (about {points} less over the guesses)."):
        "{seat}: {action} — почти так же хорошо, как {best} (в среднем по вариантам разница около {points}).",
    ("Coach", "each trick the declarers take over their {contract} scores 10 for us"):
        "каждая взятка разыгрывающих сверх заказанных {contract} даёт нам 10 очков",
    ("ScorekeeperWindow", "A forgotten hand is being put in before hand {number}, and it is not entered. Put it in "
                          "before the window closes? No drops it."):
        "Перед раздачей {number} вставляется пропущенная раздача, и она не внесена. Внести её до закрытия окна? "
        "«Нет» — отбросить её.",
    ("ScorekeeperWindow", "Hand {number} is being corrected, and the correction is not entered. Enter it before the "
                          "window closes? No drops it."):
        "Раздача {number} исправляется, и исправление не внесено. Внести его до закрытия окна? «Нет» — отбросить его.",
    ("Coach", "the declarers cannot make their {contract} now, so I take what tricks I can: each trick they fall short "
              "scores 10 for us"):
        "разыгрывающим уже не взять заказанные {contract}, поэтому я беру все взятки, какие могу: каждая их "
        "недостающая взятка даёт нам 10 очков",
    ("ScorekeeperWindow", "The forgotten hand typed before it goes too."):
        "Пропущенная раздача, набранная перед ней, тоже будет удалена.",
    ("ScorekeeperWindow", "The correction typed for it goes too."): "Набранное для неё исправление тоже пропадёт.",
    ("ScorekeeperWindow", "The autosave held other hands of this game ({0}), saved in no file: another window's. They "
                          "are kept in History (Game ▸ History…) before this window autosaves."):
        "В автосохранении были другие раздачи этой игры ({0}), не сохранённые ни в одном файле: из другого окна. "
        "Они сохранены в истории (Игра ▸ История…), прежде чем это окно сохранит свои.",
    ("ScorekeeperWindow", "The autosave held other hands of this game ({0}), saved in no file: another window's. They "
                          "could not be kept in the game history, and this window's hands are autosaved over them."):
        "В автосохранении были другие раздачи этой игры ({0}), не сохранённые ни в одном файле: из другого окна. "
        "Сохранить их в истории игр не удалось, и раздачи этого окна записаны поверх них.",
    ("DuplicateSession", "This duplicate match is open in another window of {0}, so it is not offered here: go on "
                         "with it there. Once that window is closed, the match can be played here, or a new one "
                         "started (one match at a time)."):
        "Этот дубликатный матч открыт в другом окне {0}, поэтому здесь он не предлагается: продолжайте его там. "
        "Когда то окно будет закрыто, матч можно будет играть здесь или начать новый (матч бывает только один).",
    ("DuplicateSession", "The match is not saved: another window of {0} has a duplicate match open, and its file is "
                         "not written over."):
        "Матч не сохранён: в другом окне {0} открыт дубликатный матч, и его файл не перезаписывается.",
    ("DuplicateSession", "This duplicate deal is played as a game of one hand: its match is open in another window "
                         "of {0}."):
        "Этот расклад дубликатного матча играется как игра из одной раздачи: его матч открыт в другом окне {0}.",
    ("Coach", "spades and the high trumps"): "пики и старшие козыри",
    ("engine", "{system} bidding needs nil bids (nil: true): a hand with no spades must bid nil"):
        "заказы {system} требуют нила (nil: true): рука без пик должна заказать нил",
    ("Coach", "{why}, but I win this trick only if my partner plays a joker after me: I play the {card}"):
        "{why}, но эта взятка будет моей, только если партнёр сыграет после меня джокера: играю {card}",
    ("Coach", "{why}, but I win this trick only if cards played after me cancel every card above mine: "
              "I play the {card}"):
        "{why}, но эта взятка будет моей, только если карты, сыгранные после меня, отменят все карты старше моей: "
        "играю {card}",
    ("Coach", "I play the {card}: it cancels the card that would win, so my partner takes the trick"):
        "Я играю {card}: она отменяет карту, которая взяла бы взятку, и взятку берёт мой партнёр",
    ("ReviewWindow", "Back a trick"): "Взятку назад",
    ("ReviewWindow", "Back"): "Назад",
    ("ReviewWindow", "Next"): "Дальше",
    ("ReviewWindow", "Next trick"): "Следующая взятка",
    ("ReviewWindow", "The start of the hand (Home)"): "Начало раздачи (Home)",
    ("ReviewWindow", "Back to the start of a trick (Page Up)"): "Назад к началу взятки (Page Up)",
    ("ReviewWindow", "A step back (←)"): "Шаг назад (←)",
    ("ReviewWindow", "Next step (→)"): "Следующий шаг (→)",
    ("ReviewWindow", "On to the next trick (Page Down)"): "К следующей взятке (Page Down)",
    ("ReviewWindow", "The end of the hand (End)"): "Конец раздачи (End)",
    ("GameOverPanel", "{0} reached the target of {1}"): "{0}: достигнута цель {1}",
    ("GameOverPanel", "{0}. {1}."): "{0}. {1}.",
    ("GameController", "{0} {1}"): "{0} {1}",
    ("Coach", "{seat}: on average over the hands that could have been dealt, {action} scores about {points} less "
              "than {best} in one hand; but {behind} behind, a comeback needs a big swing, so it is not counted as "
              "a mistake."):
        "{seat}: в среднем по раздачам, которые могли выпасть, {action} даёт за раздачу около {points} меньше, чем "
        "{best}; но при отставании на {behind} нужен крупный перелом, так что это не считается ошибкой.",
    ("Coach", "{seat}: looking at the cards first cost about {points} on average over the hands that could have "
              "been dealt: {why}."):
        "{seat}: решение сначала посмотреть карты стоило около {points} в среднем по раздачам, которые могли "
        "выпасть: {why}.",
    ("Coach", "{seat}: bidding blind nil cost about {points} on average over the hands that could have been dealt: "
              "{why}. This time the blind nil was made."):
        "{seat}: заказ слепого нила стоил около {points} в среднем по раздачам, которые могли выпасть: {why}. "
        "На этот раз слепой нил сыгран.",
    ("Coach", "{seat}: bidding {bid} cost about {points} on average over the hands that could have been dealt: "
              "{why}."):
        "{seat}: заказ {bid} стоил около {points} в среднем по раздачам, которые могли выпасть: {why}.",
    ("Coach", "my cards count {count}; played out over {guesses} of the other hands, that scores about {points} "
              "more than {other}"):
        "мои карты дают {count}; если разыграть раздачу в {guesses} скрытых карт, это даёт в среднем около "
        "{points} больше, чем {other}",
    ("Coach", "I play the {card}: it does not win, and nothing left in the trick can, so the trick is dead"):
        "Я играю {card}: она не берёт, и никто после меня уже не возьмёт, так что взятка пропадает",
    ("Coach", "I play the {card}: it wins the trick for my side"): "Я играю {card}: она берёт взятку для нашей пары",
    ("Coach", "I play the {card}: it leaves the trick to my partner"): "Я играю {card}: взятка остаётся партнёру",
    ("Coach", "I am nil: I play the {card}, which does not win this trick"):
        "У меня нил: играю {card} — эта карта взятку не берёт",
    ("Coach", "I am set, and overtricks cost nothing here, so I take what tricks I can rather than give the others "
              "points"):
        "мой контракт провален, а лишние взятки здесь ничего не стоят, поэтому я беру, что могу, а не отдаю очки "
        "другим",
    ("Coach", "we are set, and overtricks cost nothing here, so I take what tricks I can rather than give them "
              "points"):
        "наш контракт провален, а лишние взятки здесь ничего не стоят, поэтому я беру, что могу, а не отдаю им очки",
    ("Coach", "my contract is made, and overtricks cost nothing here: each scores a point, so I take what tricks I "
              "can"):
        "мой контракт выполнен, а лишние взятки здесь ничего не стоят — каждая даёт очко, поэтому я беру, что могу",
    ("Coach", "our contract is made, and overtricks cost nothing here: each scores a point, so I take what tricks I "
              "can"):
        "наш контракт выполнен, а лишние взятки здесь ничего не стоят — каждая даёт очко, поэтому я беру, что могу",
    ("Coach", "my partner's {best} should win: I play the {card}, which keeps it winning, rather than go over it "
              "with the {over}"):
        "карта партнёра {best} должна взять: я играю {card} — тогда она так и берёт, — а не перебиваю её картой "
        "{over}",
    ("Coach", "{why}: I play the {card}, which turns my partner's {mine} into a spade to win the trick"):
        "{why}: я играю {card} — она превращает карту партнёра {mine} в пику, и та берёт взятку",
    ("Coach", "I must win this trick for my side, so I play my biggest card, the {card}, which turns my partner's "
              "{mine} into a spade"):
        "Эту взятку нашей паре надо взять, поэтому я играю свою старшую карту, {card}: она превращает карту партнёра "
        "{mine} в пику",
    ("Coach", "{why}; I keep the {joker} off my partner's nil: it would turn my partner's {turned} into a spade that "
              "takes the trick"):
        "{why}; я придерживаю {joker}, чтобы не сорвать нил партнёра: он превратил бы карту партнёра {turned} в пику, "
        "которая берёт взятку",
    ("Coach", "covering my partner's nil: I lead the {card} now, while the spades out stay above my partner's card; "
              "kept to the end, it would turn my partner's last card into a spade that takes the trick"):
        "прикрываю нил партнёра: хожу картой {card} сейчас, пока пики на руках выше карты партнёра; если держать её "
        "до конца, она превратит последнюю карту партнёра в пику, которая возьмёт взятку",
    ("Coach", "covering my partner's nil: I play the {card} now, while the trick stays above my partner's card; "
              "kept to the end, it would turn my partner's last card into a spade that takes the trick"):
        "прикрываю нил партнёра: играю {card} сейчас, пока взятка остаётся выше карты партнёра; если держать её "
        "до конца, она превратит последнюю карту партнёра в пику, которая возьмёт взятку",
    ("BlankSheetDialog", "&Open a preset file…"): "Открыть &файл правил…",
    ("DuplicateWindow", "{column}: {value}"): "{column}: {value}",
    ("ScorekeeperWindow", "{file} cannot be opened: the file is damaged: it was cut off (its text stops short, as "
                          "when a save or a copy is stopped part way)."):
        "Не удаётся открыть {file}: файл повреждён: он обрезан (текст обрывается, как бывает, когда сохранение "
        "или копирование прервано).",
    ("ScorekeeperWindow", "{file} cannot be opened: the file is damaged. {reason}"):
        "Не удаётся открыть {file}: файл повреждён. {reason}",
    ("StatsWindow", "No finished games yet"): "Оконченных игр пока нет",
    ("engine", "the text is damaged (not JSON)"): "текст повреждён (это не JSON)",
    ("engine", "{key} is missing or of the wrong kind"): "{key} нет или это значение не того типа",
    ("engine", "it is not a scorekept game file (a played game's record opens with Game ▸ Open game…)"):
        "это не файл счёта партии живыми картами (запись сыгранной игры открывается через Игра ▸ Открыть игру…)",
    ("engine", "it was saved by a newer version of the game (file version {version}; this app reads version "
               "{reads})"):
        "файл сохранён более новой версией игры (версия файла {version}; эта программа читает версию {reads})",
    ("engine", "version {version} is not known (this app reads version {reads})"):
        "версия {version} неизвестна (эта программа читает версию {reads})",
    ("engine", "its rules: {reason}"): "его правила: {reason}",
    ("engine", "'preset' is of the wrong kind"): "«preset» — значение не того типа",
    ("engine", "the preset's id or name is not a short text"): "id или название правил — не короткий текст",
    ("engine", "it needs {count} player names"): "нужно {count} имён игроков",
    ("engine", "a player's name: {reason}"): "имя игрока: {reason}",
    ("engine", "'created' is not a date"): "«created» — не дата",
    ("engine", "it has more than {most} hands"): "в нём больше {most} раздач",
    ("engine", "hand {number} is damaged"): "раздача {number} повреждена",
    ("engine", "hand {number}: its card facts are damaged"): "раздача {number}: сведения о картах повреждены",
    ("engine", "hand {number}: {reason}"): "раздача {number}: {reason}",
    ("engine", "the file is empty"): "файл пуст",
    ("engine", "the file is damaged (not JSON text)"): "файл повреждён (это не текст JSON)",
    ("engine", "its text stops short: the file was cut off"): "текст обрывается: файл обрезан",
    ("engine", "its text is broken at line {line}"): "текст испорчен в строке {line}",
    ("engine", "the file is damaged ({kind}: {text})"): "файл повреждён ({kind}: {text})",
    ("GameController", "Redo goes on after Next hand."): "Повтор продолжится после «Следующая раздача».",
    ("HouseRulesDialog", "The other rules of {0} do not allow changing this: {1}."):
        "Другие правила «{0}» не позволяют это изменить: {1}.",
    ("HouseRulesDialog", "“{0}”"): "«{0}»",
    ("HouseRulesDialog", "Standard bidding"): "Обычная торговля",
    ("HouseRulesDialog", "Suicide bidding"): "Торговля „самоубийство“",
    ("HouseRulesDialog", "Suicide bidding, copy version"): "Торговля „самоубийство“, вариант с повтором",
    ("HouseRulesDialog", "Whiz bidding"): "Торговля „виз“",
    ("HouseRulesDialog", "Mirrors bidding"): "Торговля „зеркала“",
    ("HouseRulesDialog", "Partnerships"): "Игра парами",
    ("HouseRulesDialog", "Each player on their own"): "Каждый сам за себя",
    ("HouseRulesDialog", "Two decks"): "Две колоды",
    ("HouseRulesDialog", "One deck"): "Одна колода",
    ("HouseRulesDialog", "Passing cards before the bidding"): "Передача карт до торговли",
    ("HouseRulesDialog", "Passing cards after the bidding"): "Передача карт после торговли",
    ("HouseRulesDialog", "Blind bids"): "Слепые заказы",
    ("HouseRulesDialog", "10 for 200"): "10 за 200",
    ("HouseRulesDialog", "Lexington"): "Лексингтон",
    ("HouseRulesDialog", "Blind 6"): "Слепые 6",
    ("HouseRulesDialog", "Cards passed after a nil"): "Передача карт после нила",
    ("HouseRulesDialog", "Passing cards every hand"): "Передача карт в каждой раздаче",
    ("HouseRulesDialog", "Misdeal for a weak hand"): "Пересдача при слабой руке",
    ("HouseRulesDialog", "Bonus points"): "Бонусные очки",
    ("HouseRulesDialog", "Number of players"): "Число игроков",
    ("HouseRulesDialog", "Identical cards cancel"): "Одинаковые карты отменяют друг друга",
    ("HouseRulesDialog", "Cards taken out of the deck"): "Карты, убранные из колоды",
    ("HouseRulesDialog", "Trumps above the ace of spades"): "Козыри старше туза пик",
    ("HouseRulesDialog", "Aces low"): "Тузы младшие",
    ("HouseRulesDialog", "Another trump suit than spades"): "Козырь — не пики",
    ("HouseRulesDialog", "Showing seven cards to make their suit trump"):
        "Показ семи карт масти, чтобы сделать её козырем",
    ("HouseRulesDialog", "Suits ranked one above another"): "Старшинство мастей",
    ("HouseRulesDialog", "Of two jokers in a trick, the first played wins"):
        "Из двух джокеров во взятке берёт сыгранный первым",
    ("HouseRulesDialog", "A led Big Joker forces the highest spade"): "Ход большим джокером требует старшую пику",
    ("HouseRulesDialog", "A joker turns the partner's card into a spade"): "Джокер превращает карту партнёра в пику",
    ("HouseRulesDialog", "Drawing the hands from the stock"): "Набор карт из прикупа",
    ("HouseRulesDialog", "The kitty"): "Прикуп",
    ("HouseRulesDialog", "Highest bid"): "Наибольший заказ",
    ("HouseRulesDialog", "Two made blind nils win the game"): "Два сыгранных слепых нила выигрывают партию",
    ("HouseRulesDialog", "Redraw after a blind nil"): "Новый набор карт после слепого нила",
    ("HouseRulesDialog", "Raising a bid once"): "Одно повышение заказа",
    ("HouseRulesDialog", "Bids may not add up to the tricks"): "Сумма заказов не равна числу взяток",
    ("HouseRulesDialog", "No side bid of 9"): "Пара не заказывает 9",
    ("HouseRulesDialog", "Shooting the moon"): "„Луна“",
    ("HouseRulesDialog", "Blind moon"): "Слепая „луна“",
    ("HouseRulesDialog", "Little and Big Mo"): "Малый и Большой Мо",
    ("HouseRulesDialog", "Bemo"): "Бемо",
    ("HouseRulesDialog", "No-trump bids"): "Заказы без козырей",
    ("HouseRulesDialog", "Half-trick bids"): "Заказы с половиной взятки",
    ("HouseRulesDialog", "Auction bidding"): "Торговля-аукцион",
    ("HouseRulesDialog", "Partnership bidding"): "Общий заказ пары",
    ("HouseRulesDialog", "The ace check"): "Проверка тузов",
    ("HouseRulesDialog", "Everyone plays the lowest club to the first trick"):
        "В первую взятку все кладут младшую трефу",
    ("HouseRulesDialog", "A failed contract loses 10 a missing trick"):
        "Недобор стоит 10 очков за каждую недостающую взятку",
    ("HouseRulesDialog", "A nil bidder loses points for each trick"): "Заказавший нил теряет очки за каждую взятку",
    ("GameController", "No redo: {0}'s cards were shown after the undo. Make the move again."):
        "Повтора нет: после отмены были показаны карты игрока {0}. Сделайте ход заново.",
    ("MainWindow", "Hand {0}"): "Раздача {0}",
    ("ResumeDialog", "{0}, hand {1} is over\n{2} (saved {3})"): "{0}, раздача {1} окончена\n{2} (сохранено {3})",
    ("ResumeDialog", "{0}, hand {1}, trick {4}\n{2} (saved {3})"): "{0}, раздача {1}, взятка {4}\n{2} (сохранено {3})",
    ("ResumeDialog", "{0}, hand {1}\n{2} (saved {3})"): "{0}, раздача {1}\n{2} (сохранено {3})",
    ("BidPanel", "Bid {0} without looking at your cards?"): "Заказать {0}, не глядя в карты?",
    ("BidPanel", "Yes, bid {0}"): "Да, заказать {0}",
    ("BidPanel", "Bid {0}: your side takes {1} or more if this bid wins the auction (type {0}, then Enter)"):
        "Заказ {0}: если он выиграет торговлю, ваша пара берёт {1} и больше (наберите {0}, затем Enter)",
    ("Coach", "I hold {hold}; played out over {guesses} of the other hands, bidding {count} scores about {points} "
              "more than {other}"):
        "у меня {hold}; если разыграть раздачу в {guesses} скрытых карт, заказ {count} даёт в среднем около "
        "{points} больше, чем {other}",
    ("GameController", "Your only card to play: {0}, played for you."):
        "Ваша единственная возможная карта: {0}, она сыграна за вас.",
    ("WelcomeDialog", "You may not lead a spade until a spade has been played on another suit (spades are then "
                      "<b>broken</b>), unless you hold only spades."):
        "Ходить с пики нельзя, пока пику не сыграли на другую масть (тогда пики <b>раскрыты</b>), если только у вас "
        "не одни пики.",
    ("WelcomeDialog", "You may not lead a trump until a trump has been played on another suit (trumps are then "
                      "<b>broken</b>), unless you hold only trumps."):
        "Ходить с козыря нельзя, пока козырь не сыграли на другую масть (тогда козыри <b>раскрыты</b>), если только "
        "у вас не одни козыри.",
    ("ScorepadWidget", "Hand {hand} · dealt by {dealer}"): "Раздача {hand} · сдаёт {dealer}",
    ("RecapPanel", "Your {0} was taken back with Undo and played again."):
        "Ваша карта {0} была отменена и сыграна снова.",
    ("RecapPanel", "Your {0} was taken back with Undo; the {1} was played in its place."):
        "Ваша карта {0} была отменена; вместо неё сыграна {1}.",
    ("RecapPanel", "Your bid of {0} was taken back with Undo and made again."):
        "Ваша заявка {0} была отменена и сделана снова.",
    ("RecapPanel", "Your bid of {0} was taken back with Undo; {1} was bid in its place."):
        "Ваша заявка {0} была отменена; вместо неё заявлено {1}.",
    ("RecapPanel", "Your move “{0}” was taken back with Undo and made again."):
        "Ваш ход «{0}» был отменён и сделан снова.",
    ("RecapPanel", "Your move “{0}” was taken back with Undo; “{1}” was made in its place."):
        "Ваш ход «{0}» был отменён; вместо него сделан ход «{1}».",
    ("HandSummaryPanel", "{0} (in place of {1})"): "{0} (вместо {1})",
    ("HandSummaryPanel", "blind {0} × {1}"): "втёмную {0} × {1}",
    ("HandSummaryPanel", "{0} + {1} × 10"): "{0} + {1} × 10",
    ("HandSummaryPanel", "{0} not counted (blind)"): "{0} не в счёт (втёмную)",
    ("HandSummaryPanel", "extra trick|extra tricks"): "лишняя взятка|лишние взятки|лишних взяток",
    ("GameOverPanel", "{0}."): "{0}.",
    ("ScorekeeperSetupDialog", "The last game"): "Прошлая игра",
    ("ScorekeeperSetupDialog", "{rules}, {hands}: {totals} (started {date})"):
        "{rules}, {hands}: {totals} (начата {date})",
    ("ScorekeeperSetupDialog", "{rules}, {hands}: {totals}"): "{rules}, {hands}: {totals}",
    ("ScorekeeperSetupDialog", "Over, and saved in no file: {game}"): "Окончена и не сохранена в файл: {game}",
    ("ScorekeeperSetupDialog", "Not finished: {game}"): "Не окончена: {game}",
    ("ScorekeeperWindow", "The game is over: nothing more is entered, and what is typed goes nowhere. Ctrl+P prints "
                          "the score sheet; Ctrl+E goes to the hands table to correct a hand."):
        "Игра окончена: больше ничего не вводится, и набранное никуда не попадает. Ctrl+P печатает лист счёта; "
        "Ctrl+E переходит к таблице раздач, чтобы исправить раздачу.",
    ("ScorekeeperWindow", "Typing in the hands table does nothing: the arrow keys choose a hand and Enter corrects it; "
                          "a new hand is typed in the fields under the table."):
        "Набор текста в таблице раздач ничего не делает: стрелки выбирают раздачу, Enter открывает её исправление; "
        "новая раздача вводится в полях под таблицей.",
    ("ScorekeeperWindow", "{column}: {value}"): "{column}: {value}",
    ("ScorekeeperWindow", "Entering it asks before hand {number} is changed; Escape cancels it"):
        "Перед тем как изменить раздачу {number}, будет задан вопрос; Escape отменяет исправление",
    ("ScorekeeperWindow", "{name} bid {old} → {new}"): "заказ игрока {name}: {old} → {new}",
    ("ScorekeeperWindow", "{name} took {old} → {new}"): "взятки игрока {name}: {old} → {new}",
    ("ScorekeeperWindow", "the cards"): "карты",
    ("ScorekeeperWindow", "Change hand {number}: {changes}? The totals become {totals}."):
        "Изменить раздачу {number}: {changes}? Счёт станет таким: {totals}.",
    ("ScorekeeperWindow", "Hand {number} is not changed. Enter in the last field asks again; Escape cancels the "
                          "correction."):
        "Раздача {number} не изменена. Enter в последнем поле спросит снова; Escape отменяет исправление.",
    ("TableView", "R: read the table aloud; Shift+F1: the keys."): "R — прочитать стол вслух; Shift+F1 — клавиши.",
    ("BidPanel", "Blind bids are made before you see your cards: {0} a trick when made, −10 a trick when set, "
                 "no bags."):
        "Слепой заказ делается не глядя в карты: {0} за взятку при выполнении, −10 за взятку при недоборе, "
        "без мешков.",
    ("BidPanel", "Promise {0} of your own, added to your partner's bid (type {1}, then Enter)"):
        "Обещание взять {0} самому, в дополнение к заказу партнёра (наберите {1}, затем Enter)",
    ("BidPanel", "Promise {0} (type {1}, then Enter)"): "Обещание взять {0} (наберите {1}, затем Enter)",
    ("Coach", "I hold {hold}; played out over {guesses} of the other hands, {other} scores about the same"):
        "у меня {hold}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт примерно столько же",
    ("Coach", "my cards count {count}; played out over {guesses} of the other hands, {other} scores about the same"):
        "мои карты дают {count}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт примерно столько же",
    ("AutosaveKeeper", "the file {0} is where a folder should be"): "на месте папки лежит файл {0}",
    ("AutosaveKeeper", "The game could not be autosaved to {0}: {1}.\n\nThe game goes on, but it is not saved yet: "
                       "if the app ends now, it cannot be resumed. Move or rename that file; autosaving resumes by "
                       "itself."):
        "Не удалось автосохранить игру в {0}: {1}.\n\nИгра продолжается, но ещё не сохранена: если программа сейчас "
        "закроется, продолжить игру будет нельзя. Переместите или переименуйте этот файл; автосохранение "
        "возобновится само.",
    ("KeptHistory", "The disk is full: the games are listed and statistics shown, but new games cannot be recorded "
                    "until some space is freed."):
        "Диск заполнен: игры показаны и статистика видна, но новые игры не будут записываться, пока не освободится "
        "место.",
    ("Coach", "{why}, but my partner's nil is worth more than our contract: I keep the {cover} to cover the nil in "
              "{suit} and play the {card}"):
        "{why}, но нил партнёра стоит больше нашего контракта: оставляю {cover}, чтобы прикрыть нил в масти {suit}, "
        "и играю {card}",
    ("TextDialog", "↓ reads the next line, ↑ the line before; Escape closes."):
        "↓ читает следующую строку, ↑ предыдущую; Escape закрывает.",
    ("ScorekeeperWindow", "Hand {number} was not changed: the hands changed while the correction was asked about. "
                          "Check the correction of hand {now}, then enter it again (Enter in its last field) or "
                          "cancel it (Escape)."):
        "Раздача {number} не изменена: пока шёл вопрос об исправлении, раздачи изменились. Проверьте исправление "
        "раздачи {now} и введите его снова (Enter в последнем поле) или отмените (Escape).",
    ("ScorekeeperWindow", "Hand {number} was not changed: the hands changed while the correction was asked about, "
                          "and the hand it was for is no longer there."):
        "Раздача {number} не изменена: пока шёл вопрос об исправлении, раздачи изменились, и раздачи, которую "
        "исправляли, больше нет.",
    ("HandsBoard", "BJ"): "БД",
    ("HandsBoard", "LJ"): "МД",
    ("ScorekeeperWindow", "This game is not saved in a file yet: Save asks for a file name."):
        "Эта игра ещё не сохранена в файл: «Сохранить» спросит имя файла.",
    ("ScorekeeperWindow", "The game history keeps other hands of this game ({hands}): the hands shown here do not "
                          "replace them there. Hands entered here are stored there as a copy of their own."):
        "В истории игр у этой игры другие раздачи ({hands}): раздачи, показанные здесь, их там не заменят. "
        "Раздачи, введённые здесь, сохранятся там отдельной копией.",
    ("ScorekeeperWindow", "The game history keeps this game finished, with other hands ({hands}): the hands shown "
                          "here do not replace them there. Hands entered here are stored there as a copy of their "
                          "own."):
        "В истории игр эта игра закончена, с другими раздачами ({hands}): раздачи, показанные здесь, их там не "
        "заменят. Раздачи, введённые здесь, сохранятся там отдельной копией.",
    ("MainWindow", "Restart &with the same cards (at the game's end)"):
        "Начать з&аново с теми же картами (в конце игры)",
    ("MainWindow", "Two or more people share this screen: the same cards are dealt again at the game's end, since the "
                   "game started again would deal the hands still to come"):
        "За этим экраном играют двое или больше: те же карты можно сдать заново в конце игры, потому что игра, "
        "начатая заново, сдала бы раздачи, которые ещё впереди",
    ("ReviewWindow", "Two or more people share this screen: this deal is played again at the game's end, since a "
                     "game on it would deal the hands still to come"):
        "За этим экраном играют двое или больше: эту раздачу можно сыграть заново в конце игры, потому что игра с "
        "неё сдала бы раздачи, которые ещё впереди",
    ("engine", "you may bid {open}"): "допустимы заказы {open}",
    ("HouseRulesDialog", "Words of the game…"):
        "Слова игры…",
    ("HouseRulesDialog", "Trick, bid, bag, nil, broken spades… in plain words (also in Help ▸ Words of the game). "
                        "Point at a rule to see what it does."):
        "Взятка, заказ, мешок, нил, раскрытые пики… простыми словами (также в Справка ▸ Слова игры). Наведите "
        "указатель на правило, чтобы узнать, что оно делает.",
    ("HouseRulesDialog", "The game ends when a score reaches this number; the highest score wins."):
        "Игра заканчивается, когда счёт доходит до этого числа; побеждает наибольший счёт.",
    ("HouseRulesDialog", "The game also ends at once when a score falls to this number or below; the highest score "
                        "wins."):
        "Игра заканчивается сразу и тогда, когда счёт падает до этого числа или ниже; побеждает наибольший "
        "счёт.",
    ("HouseRulesDialog", "The game ends after this many hands, even if nobody has reached the winning score; the "
                        "highest score wins."):
        "Игра заканчивается после стольких раздач, даже если никто не набрал победный счёт; побеждает "
        "наибольший счёт.",
    ("HouseRulesDialog", "Who makes the first bid of each hand; the others then bid in turn to the left."):
        "Кто заказывает первым в каждой раздаче; остальные заказывают по очереди налево.",
    ("HouseRulesDialog", "The fewest tricks a player may bid; nil, a bid of no tricks, is a bid of its own."):
        "Наименьшее число взяток, которое можно заказать; нил, заказ без взяток, — отдельный заказ.",
    ("HouseRulesDialog", "The two partners' bids must add up to at least this many tricks (with 4, bids of 1 and 2 "
                        "are not allowed); a nil bidder's partner bids nil or at least this."):
        "Заказы двух партнёров вместе должны быть не меньше стольких взяток (при 4 заказы 1 и 2 не "
        "допускаются); партнёр нилиста заказывает нил или не меньше этого.",
    ("HouseRulesDialog", "Each player must bid nil or at least this many tricks."):
        "Каждый игрок заказывает нил или не меньше стольких взяток.",
    ("HouseRulesDialog", "Nil is a bid to take no trick at all: the bidder wins points by taking none and loses "
                        "them by taking even one."):
        "Нил — заказ не взять ни одной взятки: заказавший получает очки, если не взял ни одной, и теряет их, "
        "если взял хоть одну.",
    ("HouseRulesDialog", "Points a nil bidder wins by taking no trick, and loses by taking one or more."):
        "Очки, которые нилист получает, не взяв ни одной взятки, и теряет, взяв одну или больше.",
    ("HouseRulesDialog", "A player may bid nil before seeing a single card: riskier, so it is worth more than nil."):
        "Игрок может заказать нил, не посмотрев ни одной карты: это рискованнее, поэтому стоит больше нила.",
    ("HouseRulesDialog", "Points a blind nil bidder wins by taking no trick, and loses by taking one or more."):
        "Очки, которые заказавший слепой нил получает, не взяв ни одной взятки, и теряет, взяв одну или "
        "больше.",
    ("HouseRulesDialog", "Blind nil may be bid only when the bidder's score is at least this many points behind "
                        "the leading score (with 100: at 150 against 300, yes; at 250, no)."):
        "Слепой нил можно заказать, только если счёт заказывающего отстаёт от лучшего счёта не меньше чем на "
        "столько очков (при 100: при 150 против 300 — да; при 250 — нет).",
    ("HouseRulesDialog", "Tricks a nil bidder takes anyway help the partner make the side's bid (and may be bags); "
                        "when off, they are lost. Example: the partner bid 4 and took 3, the nil bidder took 1: "
                        "on, the side makes its 4."):
        "Взятки, которые нилист всё же взял, помогают партнёру выполнить заказ стороны (и могут стать "
        "мешками); если выключено, они пропадают. Пример: партнёр заказал 4 и взял 3, нилист взял 1: если "
        "включено, сторона выполнила свои 4.",
    ("HouseRulesDialog", "How a side is scored when both partners bid nil."):
        "Как считаются очки стороны, когда оба партнёра заказали нил.",
    ("HouseRulesDialog", "A bag is a trick taken over the bid (bid 4, take 6: 2 bags). A bag scores 1 point, but "
                        "each time the bags add up to this number, the penalty is taken off the score."):
        "Мешок — взятка сверх заказа (заказали 4, взяли 6: 2 мешка). Мешок даёт 1 очко, но каждый раз, когда "
        "мешков набирается столько, из счёта вычитается штраф.",
    ("HouseRulesDialog", "Points taken off the score each time the bags add up to the number above (usually 100 "
                        "for 10 bags)."):
        "Очки, вычитаемые из счёта каждый раз, когда мешков набирается число, указанное выше (обычно 100 за "
        "10 мешков).",
    ("HouseRulesDialog", "Who plays the first card of the hand; after that, whoever wins a trick leads the next."):
        "Кто ходит первой картой в раздаче; дальше ходит тот, кто взял предыдущую взятку.",
    ("HouseRulesDialog", "Nobody may lead a spade until someone has played one on another suit's trick (having "
                        "none of that suit): spades are then “broken”. A player who holds only spades may lead "
                        "one anyway."):
        "Никто не может ходить с пики, пока кто-нибудь не сыграл пику во взятку другой масти (не имея этой "
        "масти): тогда пики «раскрыты». Игрок, у которого остались одни пики, может ходить с пики всё равно.",
    ("HouseRulesDialog", "The very first card of the hand may not be a spade, unless its player holds only spades."):
        "Самая первая карта раздачи не может быть пикой, если только у игрока не одни пики.",
    ("HouseRulesDialog", "What a player who has no card of the suit led must play."):
        "Что должен сыграть игрок, у которого нет карт масти хода.",
    ("HouseRulesDialog", "Untick it to play a set number of hands instead."):
        "Снимите флажок, чтобы вместо этого играть заданное число раздач.",
    ("HouseRulesDialog", "Untick it for no losing score."):
        "Снимите флажок, чтобы не было проигрышного счёта.",
    ("HouseRulesDialog", "Now: each nil wins or loses its own points, as if the other were not there."):
        "Сейчас: каждый нил приносит или отнимает свои очки, как будто другого нет.",
    ("HouseRulesDialog", "Now: if both make it, each nil scores double; if either fails, neither nil scores "
                        "anything."):
        "Сейчас: если оба выполнены, каждый нил стоит вдвое; если хоть один провален, ни один нил ничего не "
        "даёт.",
    ("HouseRulesDialog", "Now: if both make it, the side wins both nils' points; if either fails, the side loses "
                        "its whole score."):
        "Сейчас: если оба выполнены, сторона получает очки обоих нилов; если хоть один провален, сторона "
        "теряет весь свой счёт.",
    ("HouseRulesDialog", "Now: the player with the lowest club (usually the 2♣) leads it, and nobody may play a "
                        "spade to that trick unless they hold nothing else."):
        "Сейчас: игрок с младшей трефой (обычно двойкой ♣) ходит с неё, и никто не может сыграть в эту взятку "
        "пику, если у него есть что-то другое.",
    ("HouseRulesDialog", "Now: any card, a spade to win the trick or another card to throw away."):
        "Сейчас: любую карту — пику, чтобы взять взятку, или другую карту, чтобы сбросить.",
    ("HouseRulesDialog", "Now: when an opponent's spade is winning the trick, they must play a higher spade if "
                        "they have one (on the 9♠, the J♠). Over the partner's spade, any card."):
        "Сейчас: когда взятку берёт пика противника, нужно сыграть пику старше, если она есть (на девятку ♠ — "
        "валета ♠). На пику партнёра — любую карту.",
    ("HouseRulesDialog", "Now: when a spade is already in the trick, they must play a higher spade if they have "
                        "one, even over the partner's."):
        "Сейчас: когда во взятке уже есть пика, нужно сыграть пику старше, если она есть, даже поверх пики "
        "партнёра.",
    ("HouseRulesDialog", "Now: they must play a spade if they have one, higher than the spades already played if "
                        "they can; when spades are led, everyone must beat the highest spade so far if they can."):
        "Сейчас: нужно сыграть пику, если она есть, и старше уже сыгранных пик, если можно; когда ходят с "
        "пики, каждый должен перебить старшую пику, если может.",
    ("Coach", "The first choice to differ is a bot's, not a person's: {seat} chose {game} at the table "
              "and {bots} here, so the difference starts with the bots themselves."):
        "Первым разошёлся выбор бота, а не человека: {seat} — за столом {game}, здесь {bots}, так что разница "
        "начинается с самих ботов.",
    ("Coach", "{bids}. Kept to the bids of your game, the bots score {result}, as at the table: the "
              "whole difference is in the bidding."):
        "{bids}. С заказами вашей игры боты набирают {result}, как за столом: вся разница в заказах.",
    ("Coach", "{bids}. Kept to the bids of your game, the bots score {result}: most of the difference "
              "is in the bidding."):
        "{bids}. С заказами вашей игры боты набирают {result}: бо́льшая часть разницы в заказах.",
    ("Coach", "{said} {verdict}"):
        "{said} {verdict}",
    ("Coach", "{bids}, but kept to the bids of your game the bots still score {result}: most of the "
              "difference is in the play. {part}"):
        "{bids}, но и с заказами вашей игры боты набирают {result}: бо́льшая часть разницы в розыгрыше. "
        "{part}",
    ("Coach", "The bids were the same: the difference is in the play. {part}"):
        "Заказы были те же: разница в розыгрыше. {part}",
    ("Coach", "{score} and their opponents {others}"):
        "{score}, а их противники {others}",
    ("Coach", "{score}"):
        "{score}",
    ("Coach", "then {seat} bid {bots}, where it bid {game} at the table"):
        "затем {seat} заказывает {bots}, а за столом было {game}",
    ("Coach", "The bots chose otherwise before the play"):
        "Боты выбрали иначе ещё до розыгрыша",
    ("Coach", "{first}; {then}"):
        "{first}; {then}",
    ("Coach", "The coach lists the bid among the decisions that cost most."):
        "Тренер называет этот заказ среди самых дорогих решений.",
    ("Coach", "Over the hands that could have been out, the coach found {game} better than {bots}; as "
              "these cards lay, {bots} did better."):
        "По всем раскладам, которые могли быть, тренер счёл {game} лучше, чем {bots}; при этом раскладе лучше "
        "вышло {bots}.",
    ("Coach", "Over the hands that could have been out, the coach found {game} about as good as {bots}; "
              "as these cards lay, {bots} did better."):
        "По всем раскладам, которые могли быть, тренер счёл {game} примерно равным {bots}; при этом раскладе "
        "лучше вышло {bots}.",
    ("Coach", "The cards were played the same."):
        "Карты сыграны так же.",
    ("Coach", "The play parts at trick {trick}, and the other seats played on differently from there."):
        "Розыгрыш расходится во взятке {trick}, и дальше остальные места играли иначе.",
    ("Coach", "The coach's costs are over the hands that could have been out; as these cards lay, the "
              "play at the table did better than the bots'."):
        "Тренер считает цену по всем раскладам, которые могли быть; при этом раскладе розыгрыш за столом "
        "вышел лучше, чем у ботов.",
    ("Coach", "The coach's list of the decisions that cost most shows where the cards cost."):
        "Где карты стоили очков, показывает список самых дорогих решений тренера.",
    ("Coach", "No single card cost much, but the coach's small costs add up to about {points} over the "
              "hand."):
        "Ни одна карта не стоила много, но мелкие потери по тренеру дают в сумме около {points} за раздачу.",
    ("Coach", "No card cost much over the hands that could have been out: as these cards lay, the bots' "
              "play happened to do better."):
        "По всем раскладам, которые могли быть, ни одна карта не стоила много: при этом раскладе розыгрыш "
        "ботов просто вышел удачнее.",
    ("ReviewWindow", "<b>Why the two differ</b>: {0}"):
        "<b>Откуда разница</b>: {0}",
    ("", "Overtrump"): "Перебить козырем",
    ("", "play a higher spade than the one winning the trick; some house rules make a player who cannot follow suit "
         "do so"):
        "сыграть пику старше той, что берёт взятку; по некоторым домашним правилам это обязан сделать игрок, у "
        "которого нет масти хода",
    ("", "Cost"): "Цена",
    ("", "in the review: how many points a decision lost on average against the best one, as the coach plays the "
         "hand out over the cards the others might hold"):
        "в разборе: сколько очков решение в среднем потеряло по сравнению с лучшим, когда тренер разыгрывает "
        "раздачу на картах, которые могли быть у других",
    ("GameOverPanel", "Review the game (V)"): "Разбор игры (V)",
    ("GameOverPanel", "Step through the hands of this game with every card face up"):
        "Пройти по раздачам этой игры со всеми картами в открытую",
    ("MainWindow", "Which game do you want to review?"): "Какую игру разобрать?",
    ("MainWindow", "The History keeps every game played here; a file is one saved with Game ▸ Save game as…"):
        "История хранит каждую игру, сыгранную здесь; файл — это игра, сохранённая через Игра ▸ Сохранить игру как…",
    ("MainWindow", "This game: the one just finished, every card face up."):
        "Эта игра: только что законченная, все карты в открытую.",
    ("MainWindow", "This game: its hands finished so far, every card face up."):
        "Эта игра: её уже сыгранные раздачи, все карты в открытую.",
    ("MainWindow", "&This game"): "&Эта игра",
    ("MainWindow", "From the &History…"): "Из &истории…",
    ("MainWindow", "From a &file…"): "Из &файла…",
    ("GamesModel", "{column}: {value}"): "{column}: {value}",
    ("HandSummaryPanel", "{0} made {1}"): "{0}: выполнено {1}",
    ("HandSummaryPanel", "{0} not made {1}"): "{0}: провал {1}",
    ("HistoryWindow", "This is the game at the table: close the History to play on."):
        "Это игра, которая идёт за столом: закройте историю, чтобы играть дальше.",
    ("engine", "the other side bid double nil, so your side may not bid the moon"):
        "противники заказали двойной нил, поэтому ваша пара не может объявить луну",
    ("engine", "only the partner who bids first may bid a half (the second then bids a half too)"):
        "заказ с половиной может сделать только первый из партнёров (второй тогда тоже заказывает с половиной)",
    ("Coach", "covering my partner's nil: I keep the {trump}, my last trump, to trump {suit} over my partner, and "
              "lead the {card}"):
        "прикрываю нил партнёра: берегу {trump}, последний козырь, чтобы перебить партнёра, когда пойдут {suit}, "
        "и хожу картой {card}",
    ("Coach", "I lead the {card}: no higher {suit} are out, so it should win, and it cannot set the nil"):
        "Я хожу картой {card}: старше в этой масти ничего не осталось, она должна взять, а провалить нил она не может",
    ("Coach", "I lead the {card}; it cannot set the nil: the nil bidder may hold no higher {suit}"):
        "Я хожу картой {card}; провалить нил она не может: у заказавшего нил, возможно, нет карт этой масти старше",
    ("ScorepadWidget", "each player's, as named above"): "у каждого игрока свой, в порядке имён выше",
    ("ScorepadWidget", "bags"): "мешки",
    ("ScorepadWidget", "under \u03a3: overtricks so far; {limit} cost {penalty}"):
        "под Σ: лишние взятки на сейчас; за {limit} — штраф {penalty}",
    ("ScorepadWidget", "the hand's points, under the total (point at a row: how they came)"):
        "очки за раздачу, под итогом (наведите на строку: откуда они)",
    ("ScorepadWidget", "a failed nil or a bag penalty"): "проваленный нил или штраф за мешки",
    ("RecapPanel", "… {0} before these: point here to read them all."):
        "… и ещё {0} до этих: наведите сюда, чтобы прочитать всё.",
    ("RecapPanel", "trick|tricks"): "взятка|взятки|взяток",
    ("_TotalsBar", "Each side's total so far; \u25b2 marks the side ahead, \u2605 the winner. Under it: the side's "
                   "bags of the number that costs points (bags 2/10)."):
        "Итог каждой пары на сейчас; \u25b2 — пара впереди, \u2605 — победитель. Под ним: мешки пары из числа, "
        "за которое штраф (мешки 2/10).",
    ("HandSummaryPanel", "{0} ({1} counted for the side)"): "{0} ({1} в счёт стороны)",
    ("HandSummaryPanel", "trick|tricks"): "взятка|взятки|взяток",
    ("NewGameDialog", "Default name: {0}"): "Имя по умолчанию: {0}",
    ("TextInDescription", "{0}, as entered"): "{0}, как введено",
    ("MainWindow", "History records games again."): "История снова записывает игры.",
    ("MainWindow", "⚠ Not in History"): "⚠ Не в истории",
    ("MainWindow", "This game is not recorded in History and Statistics: {0}. The game goes on and is autosaved."):
        "Эта игра не записывается в историю и статистику: {0}. Игра продолжается и автосохраняется.",
    ("Coach", "I play the {card}: played out over {guesses} of the hidden hands, it wins the game in {won} of them, "
              "the {other} in {count}"):
        "Я играю {card}: если разыграть раздачу в {guesses} скрытых карт, с ней игра выиграна в {won} из них, "
        "с {other} — в {count}",
    ("Coach", "I play the {card}: played out over {guesses} of the hidden hands, the other side wins the game in "
              "{lost} of them after it, in {count} after the {other}"):
        "Я играю {card}: если разыграть раздачу в {guesses} скрытых карт, противники выигрывают игру в {lost} из "
        "них после неё и в {count} после {other}",
    ("Coach", "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, "
              "{bid} wins the game in {won} of them, {count} in {other}"):
        "Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, "
        "заказ {bid} выигрывает игру в {won} из них, {count} — в {other}",
    ("Coach", "I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, "
              "the other side wins the game in {lost} of them after {bid}, in {other} after {count}"):
        "Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, "
        "противники выигрывают игру в {lost} из них после заказа {bid} и в {other} после {count}",
    ("Coach", "the nil bidder is winning this trick; I cannot follow, so I throw the {card}"):
        "заказавший нил берёт эту взятку; масти хода у меня нет, поэтому сбрасываю {card}",
    ("Coach", "{why}; chasing the nil can wait: after the {chase} I would hold no {trumps} and might not win the lead "
              "again"):
        "{why}; ловить нил можно позже: после {chase} у меня не останется козырей ({trumps}), и ход может ко мне "
        "не вернуться",
    ("ScorekeeperWindow", "Hand {number} corrected."): "Раздача {number} исправлена.",
    ("ScorekeeperWindow", "{side} {old} → {new}"): "{side} {old} → {new}",
    ("ScorekeeperWindow", "{hand}, {sides}"): "{hand}, {sides}",
    ("ScorekeeperWindow", "Later hands that score otherwise now: {changes}."):
        "Последующие раздачи, счёт которых теперь другой: {changes}.",
    ("ScorekeeperWindow", "after {hand}, {sides}"): "{hand}: {sides}",
    ("ScorekeeperWindow", "The later hands' totals change: {changes}."):
        "Итоги последующих раздач меняются: {changes}.",
    ("ScorekeeperWindow", "{player} bids first and leads"): "первый заказ и первый ход — {player}",
    ("ScorekeeperWindow", "{player} bids first"): "первый заказ — {player}",
    ("ScorekeeperWindow", "{player} bids first, {leader} leads"): "первый заказ — {player}, первый ход — {leader}",
    ("ScorekeeperWindow", "The deal moves: {hand} is dealt by {dealer}, not {old}; {who}."):
        "Очерёдность сдающих сдвигается: {hand} — сдаёт {dealer}, а не {old}; {who}.",
    ("ScorekeeperWindow", "The later hands up to hand {last} move the same way."):
        "Последующие раздачи до раздачи {last} сдвигаются так же.",
    ("ScorekeeperWindow", "hand {number} (hand {old} until now)"): "раздача {number} (до сих пор раздача {old})",
    ("ScorekeeperWindow", "hand {number}"): "раздача {number}",
    ("ReviewWindow", "The coach's progress"): "Ход разбора тренера",
    ("ReviewWindow", "Stops the coach weighing this hand"): "Останавливает разбор этой раздачи тренером",
    ("ReviewWindow", "The coach is weighing the hand… Cancel stops it."):
        "Тренер разбирает раздачу… «Отмена» остановит разбор.",
    ("DuplicateWindow", "Bots' side"): "Сторона ботов",
    ("", "Set (a contract, a nil)"): "Провал (контракта, нила)",
    ("", "a side that takes fewer tricks than its contract is set: it loses 10 a trick bid; to set the opponents is "
         "to stop them taking their contract, and to set a nil is to make the nil bidder take a trick"):
        "пара, взявшая меньше взяток, чем её контракт, проваливает его и теряет 10 за каждую заказанную взятку; "
        "провалить противников — не дать им выполнить контракт, а провалить нил — заставить нилиста взять взятку",
    ("", "Bag, overtrick"): "Мешок, лишняя взятка",
    ("", "a trick taken over the contract: 1 point each, but a side that collects 10 (the bag limit) loses 100 (the "
         "rules card gives the numbers of the rules played)"):
        "взятка сверх контракта: по 1 очку, но пара, набравшая 10 мешков (предел мешков), теряет 100 (точные числа "
        "— в правилах этой игры)",
    ("", "Declarers, defenders"): "Разыгрывающие, защитники",
    ("", "in a game with an auction: the declarers are the side whose bid won the auction and must make it; the "
         "defenders, the other side, try to set them"):
        "в игре с торговлей: разыгрывающие — пара, чей заказ выиграл торговлю и должен быть выполнен; защитники — "
        "другая пара, они стараются их провалить",
    ("", "Count"): "Счёт взяток",
    ("", "the tricks a player's cards look worth: the bots add up their sure winners, other high cards and spades "
         "to bid"):
        "сколько взяток стоят карты игрока на вид: боты складывают верные взятки, другие старшие карты и пики, "
        "чтобы сделать заказ",
    ("", "Swing"): "Перелом",
    ("", "a big change of the score in one hand, as a blind nil brings: a side far behind needs one to catch up"):
        "большое изменение счёта за одну раздачу, как от слепого нила: сильно отстающей паре он нужен, чтобы "
        "догнать",
    ("", "Side suit"): "Некозырная масть",
    ("", "any suit but spades, the trumps"): "любая масть, кроме пик — козырей",
    ("", "Throw"): "Сбросить",
    ("", "play a card of another suit, not a spade, when you cannot follow suit: it cannot win the trick"):
        "сыграть карту другой масти, не пику, когда нечем ответить в масть: она не может взять взятку",
    ("", "Draw trumps"): "Выбить козыри",
    ("", "lead spades so that the others must play theirs: then they cannot trump your winners in the other suits"):
        "ходить пиками, чтобы остальные отдавали свои: тогда им нечем будет бить ваши старшие карты других мастей",
    ("", "Overtake"): "Перебить партнёра",
    ("", "play higher than your partner's card that is winning the trick, to take it yourself"):
        "сыграть выше карты партнёра, которая берёт взятку, чтобы взять её самому",
    ("Coach", "I have no {suit}: my trumps are as good as each other here, so I trump with the {card}"):
        "{suit} у меня кончились, мои козыри здесь равноценны, поэтому бью картой {card}",
    ("Coach", "I have no {suit}: my {thrown} are as good as each other here, so I throw the {card}"):
        "{suit} у меня кончились, мои {thrown} здесь равноценны, поэтому сбрасываю {card}",
    ("Coach", "my {suit} are as good as each other here, so I play the {card}"):
        "мои {suit} здесь равноценны, поэтому я играю {card}",
    ("Coach", "the Easy bot"): "бот уровня «лёгкий»",
    ("Coach", "the Normal bot"): "бот уровня «обычный»",
    ("Coach", "the Hard bot"): "бот уровня «сильный»",
    ("Coach", "{seat} bid {game} where {bot} bid {bots}"): "заказ {seat} — {game}, а {bot} заказал {bots}",
    ("Coach", "{seat} played the {card} at trick {trick} where {bot} played the {other}, and the other seats played "
              "on differently from there."):
        "{seat} — во взятке {trick} {card}, а {bot} сыграл {other}, и дальше остальные места играли иначе.",
    ("ReviewWindow", "<b>Same cards, Easy bots in the human seats</b>: {0} (as played: {1})"):
        "<b>Те же карты, боты уровня «лёгкий» на местах людей</b>: {0} (в игре: {1})",
    ("ReviewWindow", "<b>Same cards, Normal bots in the human seats</b>: {0} (as played: {1})"):
        "<b>Те же карты, боты уровня «обычный» на местах людей</b>: {0} (в игре: {1})",
    ("ReviewWindow", "<b>Same cards, Hard bots in the human seats</b>: {0} (as played: {1})"):
        "<b>Те же карты, боты уровня «сильный» на местах людей</b>: {0} (в игре: {1})",
    ("ReviewWindow", "This is what the bots did with these cards as they lay; the coach answers another question: "
                     "what each choice is worth over the hands you could not see."):
        "Так боты сыграли эти карты, как они легли; тренер отвечает на другой вопрос: чего стоит каждый выбор в "
        "среднем по раскладам, которых вы не видели.",
    ("ScorekeeperSetupDialog", "The rules of the last game, “{preset}”, could not be read: {problem} Chosen instead: "
                               "“{chosen}”."):
        "Правила прошлой игры, «{preset}», не удалось прочитать: {problem} Вместо них выбраны «{chosen}».",
    ("ScorekeeperSetupDialog", "The rules of the last game, “{preset}”, could not be read (see above). Chosen "
                               "instead: “{chosen}”."):
        "Правила прошлой игры, «{preset}», не удалось прочитать (см. выше). Вместо них выбраны «{chosen}».",
    ("ScorekeeperSetupDialog", "The rules of the last game, “{preset}”, are no longer among the presets; chosen "
                               "instead: “{chosen}”."):
        "Правил прошлой игры, «{preset}», больше нет среди наборов правил; вместо них выбраны «{chosen}».",
    ("HandEntryBar", "A number"): "Число",
    ("HandEntryBar", "n = nil"): "н или n — нил",
    ("HandEntryBar", "b = blind nil"): "сн или b — слепой нил",
    ("HandEntryBar", "b{tricks} = blind {tricks}"): "с{tricks} или b{tricks} — вслепую {tricks}",
    ("HandEntryBar", "m = moon"): "л или m — луна",
    ("HandEntryBar", "Down arrow: this player's tricks (to correct only the tricks)"):
        "Стрелка вниз — взятки этого игрока (чтобы исправить только взятки)",
    ("HandEntryBar", "Up arrow: this player's bid"): "Стрелка вверх — заказ этого игрока",
    ("ScorekeeperSetupDialog", "Resume the last game? The new game set up here ({rules}: {names}) is not started."):
        "Продолжить прошлую игру? Новая игра, настроенная здесь ({rules}: {names}), не будет начата.",
    ("GameOverPanel", "{0}, and {1} fell to the losing score of {2}"): "{0}, а {1}: счёт упал до проигрышных {2}",
    ("HouseRulesDialog", "The first card of the hand is the lowest club, so it is never a spade."):
        "Первая карта расклада — младшая трефа, так что это никогда не пика.",
    ("ScorekeeperWindow", "Score sheet saved to {file}."): "Лист счёта сохранён: {file}.",
    ("GameController", "Undone: {0}, and the move after it."): "Отменено: {0} и следующий за этим ход.",
    ("GameController", "Undone: {0}, and the {1} moves after it."):
        "Отменено: {0} и следующие за этим ходы (ходов: {1}).",
    ("GameController", "Redone: {0}, and the move after it."): "Возвращено: {0} и следующий за этим ход.",
    ("GameController", "Redone: {0}, and the {1} moves after it."):
        "Возвращено: {0} и следующие за этим ходы (ходов: {1}).",
    ("TableView", "{0}'s card was taken back with Undo: {0} plays again."):
        "Карта игрока {0} отменена: {0} ходит снова.",
    ("TableView", "{0}'s bid was taken back with Undo: {0} bids again."):
        "Заявка игрока {0} отменена: {0} заявляет снова.",
    ("TableView", "{0}'s move was taken back with Undo: {0} chooses again."):
        "Ход игрока {0} отменён: {0} выбирает снова.",
    ("RecapPanel", "Your {0} was taken back with Undo: play again."): "Ваша карта {0} отменена: ходите снова.",
    ("RecapPanel", "Your bid of {0} was taken back with Undo: bid again."):
        "Ваша заявка {0} отменена: заявляйте снова.",
    ("RecapPanel", "Your move “{0}” was taken back with Undo: choose again."):
        "Ваш ход «{0}» отменён: выберите снова.",
    ("Coach", "covering my partner's nil: it holds only trumps and must trump too, so I trump with the {card}, above "
              "every trump it may hold"):
        "прикрываю нил партнёра: у него одни козыри, и он тоже должен бить, поэтому бью картой {card}, старше любого "
        "козыря, что может быть у него",
    ("Coach", "covering my partner's nil: it holds only trumps and must trump too, so I trump with my highest, the "
              "{card}, to leave it the most room under it"):
        "прикрываю нил партнёра: у него одни козыри, и он тоже должен бить, поэтому бью своим старшим козырем, {card}, "
        "чтобы ему было куда сыграть ниже",
    ("GameOverPanel", "{0} reached the target of {1} with more points; {2} reached it too"):
        "{0}: достигнута цель {1}, и очков больше; {2}: цель тоже достигнута",
    ("HandSummaryPanel", "1 trick was dead: its cards cancelled out, and nobody won it."):
        "1 взятка пропала: её карты взаимно погасились, и её не взял никто.",
    ("HandSummaryPanel", "{0} tricks were dead: their cards cancelled out, and nobody won them."):
        "Пропавших взяток: {0}: их карты взаимно погасились, и их не взял никто.",
    ("", "H, or the Hint button: the Normal bot's choice, checked by playing the hand out over where the "
              "hidden cards may lie (it may then advise another card or bid), and why"):
        "H или кнопка «Подсказка»: выбор обычного бота, проверенный розыгрышем раздачи при разных раскладах "
        "скрытых карт (тогда она может посоветовать другую карту или заказ), и почему",
    ("Coach", "{seat} played the {card} at trick {trick}, as the hint advised (it checks the bot's card by playing "
              "the hand out over where the hidden cards may lie), where {bot} played the {other}, and the other "
              "seats played on differently from there."):
        "{seat} — во взятке {trick} {card}, как советовала подсказка (она проверяет карту бота розыгрышем "
        "раздачи при разных раскладах скрытых карт), а {bot} сыграл {other}, и дальше остальные места играли "
        "иначе.",
    ("Coach", "I bid {bid}: I hold {hold}, so my cards count about {count}; played out over {guesses} of the other "
              "hands, {bid} and {count} score about the same"):
        "Я заказываю {bid}: у меня {hold}, так что мои карты дают около {count}; если разыграть раздачу в "
        "{guesses} скрытых карт, заказы {bid} и {count} дают примерно одно и то же",
    ("Coach", "{other} looks natural, but {action} does better: {because}; played out over {guesses} at where the "
              "hidden cards lie, it scores about {points} more on average"):
        "напрашивается {other}, но {action} лучше: {because}; если разыграть раздачу в {guesses} расклада "
        "скрытых карт, в среднем выигрыш около {points}",
    ("Coach", "{other} looks natural, but {action} does better: I hold {hold}, so my cards count about {count}; "
              "played out over {guesses} at where the hidden cards lie, it scores about {points} more on average"):
        "напрашивается {other}, но {action} лучше: у меня {hold}, так что мои карты дают около {count}; если "
        "разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}",
    ("Coach", "{other} looks natural, but {action} does better: my cards count about {count}; played out over "
              "{guesses} at where the hidden cards lie, it scores about {points} more on average"):
        "напрашивается {other}, но {action} лучше: мои карты дают около {count}; если разыграть раздачу в "
        "{guesses} расклада скрытых карт, в среднем выигрыш около {points}",
    ("Coach", "{other} looks natural: I hold {hold}, so my cards count about {count}; but {action} does better, as "
              "{why}: played out over {guesses} at where the hidden cards lie, it scores about {points} more on "
              "average"):
        "напрашивается {other}: у меня {hold}, так что мои карты дают около {count}; но {action} лучше, "
        "потому что {why}: если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около "
        "{points}",
    ("Coach", "{other} looks natural, and my cards count about {count}; but {action} does better, as {why}: played "
              "out over {guesses} at where the hidden cards lie, it scores about {points} more on average"):
        "напрашивается {other}, и мои карты дают около {count}; но {action} лучше, потому что {why}: если "
        "разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}",
    ("Coach", "it keeps the {kept}, which takes a later trick in {share} of the guesses (played now, it takes this "
              "trick in {other})"):
        "так на руке остаётся {kept}: позже она берёт взятку в {share} случаев (сыгранная сейчас — эту взятку"
        " в {other})",
    ("Coach", "it takes this trick in {share} of the guesses, the {other} in {then}"):
        "она берёт эту взятку в {share} случаев, а {other} — в {then}",
    ("Coach", "it lets this trick go in {share} of the guesses, where the {other} takes it in {then}"):
        "она отдаёт эту взятку в {share} случаев, а {other} берёт её в {then}",
    ("Coach", "my nil is made in {share} of the guesses, against {then} after the {other}"):
        "мой нил сыгран в {share} случаев, против {then} после {other}",
    ("Coach", "my partner's nil is made in {share} of the guesses, against {then} after the {other}"):
        "нил партнёра сыгран в {share} случаев, против {then} после {other}",
    ("Coach", "our side's bid is made in {share} of the guesses, against {then} after the {other}"):
        "наша пара выполняет контракт в {share} случаев, против {then} после {other}",
    ("Coach", "I make my bid in {share} of the guesses, against {then} after the {other}"):
        "я выполняю контракт в {share} случаев, против {then} после {other}",
    ("Coach", "an opponent's nil is set in {share} of the guesses, against {then} after the {other}"):
        "нил противника сорван в {share} случаев, против {then} после {other}",
    ("Coach", "the opponents are set in {share} of the guesses, against {then} after the {other}"):
        "контракт противников провален в {share} случаев, против {then} после {other}",
    ("Coach", "our side ends with about {bags} fewer bags on average, counted over the guesses"):
        "у нашей пары в среднем примерно на {bags} меньше мешков",
    ("Coach", "I end with about {bags} fewer bags on average, counted over the guesses"):
        "у меня в среднем примерно на {bags} меньше мешков",
    ("Coach", "our side takes about {tricks} more tricks on average, counted over the guesses"):
        "наша пара в среднем берёт примерно на {tricks} взятки больше",
    ("Coach", "I take about {tricks} more tricks on average, counted over the guesses"):
        "я в среднем беру примерно на {tricks} взятки больше",
    ("Coach", "it keeps the {kept}, a trump, for later"):
        "так козырь {kept} остаётся на потом",
    ("Coach", "it keeps the {kept} for later"):
        "так {kept} остаётся на потом",
    ("Coach", "{first}, and {then}"):
        "{first}, и {then}",
    ("Coach", "a trick counted may not come"):
        "посчитанная взятка может и не прийти",
    ("Coach", "the cards may take more tricks than they count"):
        "карты могут взять больше взяток, чем по подсчёту",
    ("Coach", "I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} of the "
              "other hands, {bid} scores {gain} points a hand more than {count}: {why}"):
        "Я заказываю {bid}: у меня {hold}, так что мои карты дают около {named}; но если разыграть раздачу в "
        "{guesses} скрытых карт, заказ {bid} даёт за раздачу на {gain:очко|очка|очков} больше, чем заказ "
        "{count}: {why}",
    ("Coach", "I bid {bid}: I hold {hold}, so my cards count about {named}; played out over {guesses} of the other "
              "hands, {bid} scores {gain} points a hand more than {count}"):
        "Я заказываю {bid}: у меня {hold}, так что мои карты дают около {named}; если разыграть раздачу в "
        "{guesses} скрытых карт, заказ {bid} даёт за раздачу на {gain:очко|очка|очков} больше, чем заказ "
        "{count}",
    ("Coach", "I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} of the "
              "other hands, {bid} scores {gain} points a hand more than {count}"):
        "Я заказываю {bid}: у меня {hold}, так что мои карты дают около {named}; но если разыграть раздачу в "
        "{guesses} скрытых карт, заказ {bid} даёт за раздачу на {gain:очко|очка|очков} больше, чем заказ "
        "{count}",
    ("Coach", "it leaves this trick to my partner in {share} of the guesses, where the {other} takes it itself in "
              "{then}"):
        "она оставляет эту взятку партнёру в {share} случаев, а {other} берёт её сама в {then}",
    ("Coach", "it lets this trick go in {share} of the guesses, to my partner in {partner}, where the {other} takes "
              "it in {then}"):
        "она отдаёт эту взятку в {share} случаев (партнёру — в {partner}), а {other} берёт её в {then}",
    ("Coach", "our side's bid is made either way, with about {bags} fewer bags on average"):
        "наша пара выполняет контракт в любом случае, а мешков у неё в среднем примерно на {bags} меньше",
    ("Coach", "I make my bid either way, and end with about {bags} fewer bags on average"):
        "я выполняю контракт в любом случае, а мешков у меня в среднем примерно на {bags} меньше",
    ("", "{0} and you played the same card, the {1}: both are cancelled."):
        "{0} и вы сыграли одинаковую карту, {1}: обе отменены.",
    ("", "You and {0} played the same card, the {1}: both are cancelled."):
        "Вы и {0} сыграли одинаковую карту, {1}: обе отменены.",
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
