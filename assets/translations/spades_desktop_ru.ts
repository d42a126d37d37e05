<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ru_RU">
<context>
    <name />
    <message>
        <source>Play a card</source>
        <translation>Сыграть карту</translation>
    </message>
    <message>
        <source>Drag it to the middle of the table; or click it, then click it again; or double-click it</source>
        <translation>Перетащите её в середину стола; или щёлкните, а затем щёлкните ещё раз; или дважды щёлкните</translation>
    </message>
    <message>
        <source>Choose a card with the keyboard</source>
        <translation>Выбрать карту с клавиатуры</translation>
    </message>
    <message>
        <source>← and →, then Enter or Space to play it</source>
        <translation>← и →, затем Enter или Пробел, чтобы сыграть</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Click a bid; or type it (0 or N for nil, 1 then 2 for 12) and press Enter</source>
        <translation>Щёлкните заказ; или наберите его (0 или N — нил, 1 и 2 — 12) и нажмите Enter</translation>
    </message>
    <message>
        <source>Look at your cards (blind nil offered)</source>
        <translation>Посмотреть карты (когда предложен слепой нил)</translation>
    </message>
    <message>
        <source>Look at my cards, or L</source>
        <translation>«Посмотреть карты» или L</translation>
    </message>
    <message>
        <source>Show seven, misdeal</source>
        <translation>Показать семь, пересдача</translation>
    </message>
    <message>
        <source>S shows your long suit, K keeps it hidden; M calls a misdeal</source>
        <translation>S — показать длинную масть, K — не показывать; M — объявить пересдачу</translation>
    </message>
    <message>
        <source>Nil card exchange</source>
        <translation>Обмен картами при ниле</translation>
    </message>
    <message>
        <source>Two-player draw</source>
        <translation>Прикуп вдвоём</translation>
    </message>
    <message>
        <source>Keep (K) or Discard (D)</source>
        <translation>Оставить (K) или Сбросить (D)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Hurry the cards</source>
        <translation>Ускорить карты</translation>
    </message>
    <message>
        <source>Click the table or press Enter while cards move</source>
        <translation>Щёлкните по столу или нажмите Enter, пока карты движутся</translation>
    </message>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>View ▸ Show last trick (Ctrl+L)</source>
        <translation>Вид ▸ Последняя взятка (Ctrl+L)</translation>
    </message>
    <message>
        <source>Claim the rest of the tricks</source>
        <translation>Забрать оставшиеся взятки</translation>
    </message>
    <message>
        <source>Game ▸ Claim the rest of the tricks (Ctrl+K): when every trick left is sure to be your side's, they are played out at once</source>
        <translation>Игра ▸ Забрать оставшиеся взятки (Ctrl+K): когда все оставшиеся взятки наверняка ваши, они разыгрываются сразу</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Click the cards to pass, or choose them with ← → and Space; then Pass cards (Enter)</source>
        <translation>Щёлкните карты для передачи или выберите их ← → и Пробелом; затем «Передать» (Enter)</translation>
    </message>
    <message>
        <source>B, then Enter twice: to choose it and to confirm (before you look at your cards)</source>
        <translation>B, затем дважды Enter: выбрать и подтвердить (пока не посмотрели карты)</translation>
    </message>
    <message>
        <source>H, or the Hint button: the Normal bot's choice, checked by playing the hand out over where the hidden cards may lie (it may then advise another card or bid), and why</source>
        <translation>H или кнопка «Подсказка»: выбор обычного бота, проверенный розыгрышем раздачи при разных раскладах скрытых карт (тогда она может посоветовать другую карту или заказ), и почему</translation>
    </message>
    <message>
        <source>Enter, or the Next hand button; V reviews the hand just played</source>
        <translation>Enter или кнопка «Следующая раздача»; V — разбор только что сыгранной раздачи</translation>
    </message>
    <message>
        <source>At the end of the game</source>
        <translation>В конце партии</translation>
    </message>
    <message>
        <source>Enter or N: a new game; V: review the game; S: statistics; Esc: look at the table</source>
        <translation>Enter или N — новая партия; V — разбор игры; S — статистика; Esc — посмотреть на стол</translation>
    </message>
    <message>
        <source>Review a hand</source>
        <translation>Разбор раздачи</translation>
    </message>
    <message>
        <source>← → a step, Page Up / Page Down a trick, Home / End (or Tab to the buttons under the board), R reads every hand, Esc closes</source>
        <translation>← → — шаг, Page Up / Page Down — взятка, Home / End (или Tab к кнопкам под столом), R — прочитать все руки, Esc — закрыть</translation>
    </message>
    <message>
        <source>The scorepad</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Tab from the table reaches its rows</source>
        <translation>Tab со стола переходит к его строкам</translation>
    </message>
    <message>
        <source>Undo and redo</source>
        <translation>Отмена и возврат хода</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move and what the bots did after it; Ctrl+Shift+Z or Ctrl+Y plays it again</source>
        <translation>Ctrl+Z отменяет ваш последний ход и всё, что боты сделали после него; Ctrl+Shift+Z или Ctrl+Y возвращает его</translation>
    </message>
    <message>
        <source>Save and open a game</source>
        <translation>Сохранить и открыть партию</translation>
    </message>
    <message>
        <source>Ctrl+S saves, Ctrl+Shift+S saves under another name, Ctrl+O opens; Game ▸ Open recent</source>
        <translation>Ctrl+S сохраняет, Ctrl+Shift+S сохраняет под другим именем, Ctrl+O открывает; Игра ▸ Открыть недавние</translation>
    </message>
    <message>
        <source>Read the table aloud</source>
        <translation>Прочитать стол вслух</translation>
    </message>
    <message>
        <source>R: your hand by suit, the trick so far, bids and tricks, the score (for screen readers)</source>
        <translation>R: ваши карты по мастям, текущая взятка, заказы и взятки, счёт (для экранного чтеца)</translation>
    </message>
    <message>
        <source>Pass and play: take your turn</source>
        <translation>Игра за одним экраном: начать свой ход</translation>
    </message>
    <message>
        <source>When the screen says “Pass to …”, its player clicks it or presses Space</source>
        <translation>Когда на экране «Передайте игроку …», этот игрок щёлкает по нему или нажимает Пробел</translation>
    </message>
    <message>
        <source>Orca before version 46</source>
        <translation>Orca до версии 46</translation>
    </message>
    <message>
        <source>View ▸ Announcements for older screen readers: the game's announcements come as notifications</source>
        <translation>Вид ▸ Объявления для старых экранных чтецов: объявления игры приходят как уведомления</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Мышь и клавиатура</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>one card from each player in turn; the highest card of the suit led takes them all, unless a spade was played: then the highest spade does</source>
        <translation>по одной карте от каждого игрока по очереди; все карты забирает старшая карта масти первого хода, если только не сыграна пика: тогда старшая пика</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>play the first card of a trick; the others must follow suit</source>
        <translation>сыграть первую карту взятки; остальные должны ходить в масть</translation>
    </message>
    <message>
        <source>Follow suit</source>
        <translation>Ходить в масть</translation>
    </message>
    <message>
        <source>play a card of the suit that was led; only a player who has none may play another suit</source>
        <translation>сыграть карту масти первого хода; другую масть может сыграть только тот, у кого этой масти нет</translation>
    </message>
    <message>
        <source>Trump, ruff</source>
        <translation>Козырь, козырять</translation>
    </message>
    <message>
        <source>spades are trump: a spade played on another suit (a ruff) beats every card of that suit</source>
        <translation>пики — козыри: пика, сыгранная на другую масть, бьёт любую карту этой масти</translation>
    </message>
    <message>
        <source>Spades broken</source>
        <translation>Пики раскрыты</translation>
    </message>
    <message>
        <source>a spade has been played on another suit: from then on spades may be led</source>
        <translation>на другую масть уже сыграна пика: с этого момента можно ходить с пик</translation>
    </message>
    <message>
        <source>Overtrump</source>
        <translation>Перебить козырем</translation>
    </message>
    <message>
        <source>play a higher spade than the one winning the trick; some house rules make a player who cannot follow suit do so</source>
        <translation>сыграть пику старше той, что берёт взятку; по некоторым домашним правилам это обязан сделать игрок, у которого нет масти хода</translation>
    </message>
    <message>
        <source>the number of tricks a player promises to take this hand</source>
        <translation>число взяток, которое игрок обещает взять в этой раздаче</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Контракт</translation>
    </message>
    <message>
        <source>a side's two bids added together: the tricks it must take</source>
        <translation>сумма заказов двух партнёров: столько взяток пара должна взять</translation>
    </message>
    <message>
        <source>Set (a contract, a nil)</source>
        <translation>Провал (контракта, нила)</translation>
    </message>
    <message>
        <source>a side that takes fewer tricks than its contract is set: it loses 10 a trick bid; to set the opponents is to stop them taking their contract, and to set a nil is to make the nil bidder take a trick</source>
        <translation>пара, взявшая меньше взяток, чем её контракт, проваливает его и теряет 10 за каждую заказанную взятку; провалить противников — не дать им выполнить контракт, а провалить нил — заставить нилиста взять взятку</translation>
    </message>
    <message>
        <source>Declarers, defenders</source>
        <translation>Разыгрывающие, защитники</translation>
    </message>
    <message>
        <source>in a game with an auction: the declarers are the side whose bid won the auction and must make it; the defenders, the other side, try to set them</source>
        <translation>в игре с торговлей: разыгрывающие — пара, чей заказ выиграл торговлю и должен быть выполнен; защитники — другая пара, они стараются их провалить</translation>
    </message>
    <message>
        <source>Bag, overtrick</source>
        <translation>Мешок, лишняя взятка</translation>
    </message>
    <message>
        <source>a trick taken over the contract: 1 point each, but a side that collects 10 (the bag limit) loses 100 (the rules card gives the numbers of the rules played)</source>
        <translation>взятка сверх контракта: по 1 очку, но пара, набравшая 10 мешков (предел мешков), теряет 100 (точные числа — в правилах этой игры)</translation>
    </message>
    <message>
        <source>a bid of no tricks at all: a bonus if the bidder takes none, a loss if it takes one</source>
        <translation>заказ без единой взятки: премия, если заказавший не взял ни одной, штраф, если взял хоть одну</translation>
    </message>
    <message>
        <source>nil bid before looking at the cards, for twice the points</source>
        <translation>нил, заказанный до того, как посмотреть карты, — за вдвое больше очков</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Счёт взяток</translation>
    </message>
    <message>
        <source>the tricks a player's cards look worth: the bots add up their sure winners, other high cards and spades to bid</source>
        <translation>сколько взяток стоят карты игрока на вид: боты складывают верные взятки, другие старшие карты и пики, чтобы сделать заказ</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>Перелом</translation>
    </message>
    <message>
        <source>a big change of the score in one hand, as a blind nil brings: a side far behind needs one to catch up</source>
        <translation>большое изменение счёта за одну раздачу, как от слепого нила: сильно отстающей паре он нужен, чтобы догнать</translation>
    </message>
    <message>
        <source>Side suit</source>
        <translation>Некозырная масть</translation>
    </message>
    <message>
        <source>any suit but spades, the trumps</source>
        <translation>любая масть, кроме пик — козырей</translation>
    </message>
    <message>
        <source>Throw</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>play a card of another suit, not a spade, when you cannot follow suit: it cannot win the trick</source>
        <translation>сыграть карту другой масти, не пику, когда нечем ответить в масть: она не может взять взятку</translation>
    </message>
    <message>
        <source>Draw trumps</source>
        <translation>Выбить козыри</translation>
    </message>
    <message>
        <source>lead spades so that the others must play theirs: then they cannot trump your winners in the other suits</source>
        <translation>ходить пиками, чтобы остальные отдавали свои: тогда им нечем будет бить ваши старшие карты других мастей</translation>
    </message>
    <message>
        <source>Overtake</source>
        <translation>Перебить партнёра</translation>
    </message>
    <message>
        <source>play higher than your partner's card that is winning the trick, to take it yourself</source>
        <translation>сыграть выше карты партнёра, которая берёт взятку, чтобы взять её самому</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Перекрыть</translation>
    </message>
    <message>
        <source>play over a card so that it does not win the trick: a partner covers a nil bidder's high card with a higher one</source>
        <translation>сыграть выше карты, чтобы она не взяла взятку: партнёр перекрывает старшую карту нилиста ещё более старшей</translation>
    </message>
    <message>
        <source>Duck</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>play a low card on purpose, to let the trick go</source>
        <translation>нарочно сыграть мелкую карту и отдать взятку</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Забрать</translation>
    </message>
    <message>
        <source>lead a card that is sure to win, to take its trick now</source>
        <translation>пойти картой, которая наверняка возьмёт, чтобы забрать взятку сейчас</translation>
    </message>
    <message>
        <source>Sure winner</source>
        <translation>Верная взятка</translation>
    </message>
    <message>
        <source>a card no card still out can beat, like the ace of a suit</source>
        <translation>карта, которую не может побить ни одна из оставшихся, например туз масти</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Цена</translation>
    </message>
    <message>
        <source>in the review: how many points a decision lost on average against the best one, as the coach plays the hand out over the cards the others might hold</source>
        <translation>в разборе: сколько очков решение в среднем потеряло по сравнению с лучшим, когда тренер разыгрывает раздачу на картах, которые могли быть у других</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Слова игры</translation>
    </message>
    <message>
        <source>Spades for the desktop: house rules, honest seeded deals, bots that respect your nil, no ads, no account, no network.</source>
        <translation>Пики для компьютера: домашние правила, честные нумерованные раздачи, боты, которые берегут ваш нил, без рекламы, без учётной записи, без сети.</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later.</source>
        <translation>Свободная программа под лицензией GNU GPL версии 3 или более поздней.</translation>
    </message>
    <message>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <source>No game yet: start one with Game ▸ New game (Ctrl+N).</source>
        <translation>Игры ещё нет: начните её через Игра ▸ Новая игра (Ctrl+N).</translation>
    </message>
    <message>
        <source>Game over: {0} won ({1}). Start another with Game ▸ New game (Ctrl+N).</source>
        <translation>Игра окончена: победа — {0} ({1}). Новая игра: Игра ▸ Новая игра (Ctrl+N).</translation>
    </message>
    <message>
        <source>The last hand is over: read the scores, then press See the result (Enter).</source>
        <translation>Последняя раздача окончена: посмотрите счёт и нажмите «Итог игры» (Enter).</translation>
    </message>
    <message>
        <source>The hand is over: read the scores, then press Next hand (Enter).</source>
        <translation>Раздача окончена: посмотрите счёт и нажмите «Следующая раздача» (Enter).</translation>
    </message>
    <message>
        <source>Pass the screen to {0}: {0} clicks the table (or presses Space) when ready.</source>
        <translation>Передайте экран игроку {0}: когда {0} будет готов(а), пусть щёлкнет по столу (или нажмёт Пробел).</translation>
    </message>
    <message>
        <source>Wait a moment.</source>
        <translation>Минутку.</translation>
    </message>
    <message>
        <source>The claim is played out: every trick left goes to the side that claimed.</source>
        <translation>Заявленные взятки разыгрываются: все оставшиеся взятки достаются заявившей стороне.</translation>
    </message>
    <message>
        <source>discard after taking the kitty</source>
        <translation>сбросит карты после прикупа</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>сделает заказ</translation>
    </message>
    <message>
        <source>decide on blind nil</source>
        <translation>решит насчёт слепого нила</translation>
    </message>
    <message>
        <source>choose cards to pass</source>
        <translation>выберет карты для передачи</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>сыграет карту</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>возьмёт карту из прикупа</translation>
    </message>
    <message>
        <source>swap cards</source>
        <translation>заменит карты</translation>
    </message>
    <message>
        <source>move</source>
        <translation>сделает ход</translation>
    </message>
    <message>
        <source>Waiting for {0} to {1}…</source>
        <translation>Ждём, пока {0} {1}…</translation>
    </message>
    <message>
        <source>Show your cards to make their suit trump (S), or keep them hidden (K).</source>
        <translation>Покажите карты, чтобы их масть стала козырной (S), или не показывайте (K).</translation>
    </message>
    <message>
        <source>Your bid: press Look at my cards (L), then bid.</source>
        <translation>Ваш заказ: нажмите «Посмотреть карты» (L), затем закажите.</translation>
    </message>
    <message>
        <source>Your bid: bid blind before you see your cards, or press Look at my cards (L).</source>
        <translation>Ваш заказ: закажите вслепую, не глядя в карты, или нажмите «Посмотреть карты» (L).</translation>
    </message>
    <message>
        <source>Your bid: click a bid in the panel, or type it and press Enter.</source>
        <translation>Ваш заказ: щёлкните заказ на панели или наберите его и нажмите Enter.</translation>
    </message>
    <message>
        <source>You took the kitty: choose 1 card to discard (click it, or ← → and Space), then press Discard (Enter).</source>
        <translation>Вы взяли прикуп: выберите карту для сброса (щелчком или ← → и Пробел), затем нажмите «Сбросить» (Enter).</translation>
    </message>
    <message>
        <source>You took the kitty: choose {0} cards to discard (click them, or ← → and Space), then press Discard (Enter).</source>
        <translation>Вы взяли прикуп: выберите карты для сброса ({0}) (щелчком или ← → и Пробел), затем нажмите «Сбросить» (Enter).</translation>
    </message>
    <message>
        <source>Choose 1 card to pass to {1} (click it, or ← → and Space), then press Pass cards (Enter).</source>
        <translation>Выберите карту для передачи игроку {1} (щёлкните её или ← → и Пробел) и нажмите «Передать» (Enter).</translation>
    </message>
    <message>
        <source>Choose {0} cards to pass to {1} (click them, or ← → and Space), then press Pass cards (Enter).</source>
        <translation>Выберите карты для передачи ({0}) игроку {1} (щёлкните их или ← → и Пробел) и нажмите «Передать» (Enter).</translation>
    </message>
    <message>
        <source>Keep the top card (K) or discard it and take the next one (D).</source>
        <translation>Оставьте верхнюю карту (K) или сбросьте её и возьмите следующую (D).</translation>
    </message>
    <message>
        <source>Choose a card to swap if you like (click it, or ← → and Space), then press Swap (Enter).</source>
        <translation>Если хотите, выберите карту для замены (щёлкните её или ← → и Пробел) и нажмите «Заменить» (Enter).</translation>
    </message>
    <message>
        <source>Choose up to {0} cards to swap (click them, or ← → and Space), then press Swap (Enter).</source>
        <translation>Выберите до {0} карт для замены (щёлкните их или ← → и Пробел) и нажмите «Заменить» (Enter).</translation>
    </message>
    <message>
        <source>{0} passed you {1}.</source>
        <translation>{0} передаёт вам: {1}.</translation>
    </message>
    <message>
        <source>drag a card to the middle of the table, double-click it, or use ← → and Enter.</source>
        <translation>перетащите карту в центр стола, щёлкните её дважды или ← → и Enter.</translation>
    </message>
    <message>
        <source>Wait a moment: the cards are moving (click the table or press Enter to hurry them).</source>
        <translation>Минутку: карты движутся (щёлкните по столу или нажмите Enter, чтобы ускорить).</translation>
    </message>
    <message>
        <source>Your lead: {0}</source>
        <translation>Ваш заход: {0}</translation>
    </message>
    <message>
        <source>Your turn ({0} led): {1}</source>
        <translation>Ваш ход (первая карта — {0}): {1}</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{year}-{month}-{day}</source>
        <translation>{day}.{month}.{year}</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Юго-запад</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Северо-запад</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Северо-восток</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Юго-восток</translation>
    </message>
    <message>
        <source>Wes</source>
        <translation>Зоя</translation>
    </message>
    <message>
        <source>Nora</source>
        <translation>Света</translation>
    </message>
    <message>
        <source>Ethan</source>
        <translation>Вова</translation>
    </message>
    <message>
        <source>Sam</source>
        <translation>Саша</translation>
    </message>
    <message>
        <source>Will</source>
        <translation>Лёша</translation>
    </message>
    <message>
        <source>Nina</source>
        <translation>Нина</translation>
    </message>
    <message>
        <source>Ned</source>
        <translation>Ян</translation>
    </message>
    <message>
        <source>Eva</source>
        <translation>Ева</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Лёгкий бот</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Обычный бот</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Сильный бот</translation>
    </message>
    <message>
        <source>A person at this screen. With two or more people the game is pass and play: each hand stays hidden until its player is ready.</source>
        <translation>Человек за этим экраном. Если людей двое или больше, они играют за одним экраном: карты каждого скрыты, пока он не будет готов.</translation>
    </message>
    <message>
        <source>A casual player: it miscounts its hand now and then, picks about one card in three at random and may forget to cover its partner's nil. Good for learning the game.</source>
        <translation>Игрок для забавы: иногда ошибается в подсчёте своих взяток, примерно каждую третью карту берёт наугад и может забыть прикрыть нил партнёра. Хорош, чтобы научиться игре.</translation>
    </message>
    <message>
        <source>A steady player who follows the rules of good play: it counts its hand, covers its partner's nil, ducks its bags and sets the opponents' nils.</source>
        <translation>Надёжный игрок, который держится правил хорошей игры: считает свои взятки, прикрывает нил партнёра, избегает мешков и срывает нилы противников.</translation>
    </message>
    <message>
        <source>The strongest partner and opponent: for each card it plays the hand out hundreds of times over guesses of the hidden cards, in up to about a quarter of a second.</source>
        <translation>Самый сильный партнёр и противник: для каждой карты он сотни раз доигрывает раздачу на догадках о скрытых картах — не дольше примерно четверти секунды.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычный</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Сильный</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>нил</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>слепой нил</translation>
    </message>
    <message>
        <source>Blind {0}</source>
        <translation>Вслепую {0}</translation>
    </message>
    <message>
        <source>10 for 200</source>
        <translation>10 за 200</translation>
    </message>
    <message>
        <source>Blind moon</source>
        <translation>Слепая луна</translation>
    </message>
    <message>
        <source>Lexington</source>
        <translation>Лексингтон</translation>
    </message>
    <message>
        <source>Blind 6 (side)</source>
        <translation>Вслепую 6 (за пару)</translation>
    </message>
    <message>
        <source>{0} no trump</source>
        <translation>{0} без козыря</translation>
    </message>
    <message>
        <source>{0}½</source>
        <translation>{0}½</translation>
    </message>
    <message>
        <source>{0} ({1} tricks)</source>
        <translation>{0} ({1} взяток)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Misdeal</source>
        <translation>Пересдача</translation>
    </message>
    <message>
        <source>No show</source>
        <translation>Не показывать</translation>
    </message>
    <message>
        <source>Show clubs</source>
        <translation>Показать трефы</translation>
    </message>
    <message>
        <source>Show diamonds</source>
        <translation>Показать бубны</translation>
    </message>
    <message>
        <source>Show hearts</source>
        <translation>Показать черви</translation>
    </message>
    <message>
        <source>Show spades</source>
        <translation>Показать пики</translation>
    </message>
    <message>
        <source>{0} for the side</source>
        <translation>{0} за пару</translation>
    </message>
    <message>
        <source>{0}, keeping the aces</source>
        <translation>{0}, с сохранением тузов</translation>
    </message>
    <message>
        <source>{0} for the side, keeping the aces</source>
        <translation>{0} за пару, с сохранением тузов</translation>
    </message>
    <message>
        <source>Little Mo</source>
        <translation>Маленький Мо</translation>
    </message>
    <message>
        <source>Big Mo</source>
        <translation>Большой Мо</translation>
    </message>
    <message>
        <source>{0} + Little Bemo</source>
        <translation>{0} + Маленький Бемо</translation>
    </message>
    <message>
        <source>{0} + Big Bemo</source>
        <translation>{0} + Большой Бемо</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>Луна</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Н</translation>
    </message>
    <message>
        <source>BN</source>
        <translation>СН</translation>
    </message>
    <message>
        <source>M</source>
        <translation>Л</translation>
    </message>
    <message>
        <source>BM</source>
        <translation>СЛ</translation>
    </message>
    <message>
        <source>LX</source>
        <translation>ЛК</translation>
    </message>
    <message>
        <source>B6S</source>
        <translation>С6П</translation>
    </message>
    <message>
        <source>P</source>
        <translation>П</translation>
    </message>
    <message>
        <source>LMo</source>
        <translation>ММо</translation>
    </message>
    <message>
        <source>BMo</source>
        <translation>БМо</translation>
    </message>
    <message>
        <source>Trump: {0} {1}</source>
        <translation>Козыри: {0} {1}</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>ни одного козыря</translation>
    </message>
    <message>
        <source>only one trump</source>
        <translation>всего один козырь</translation>
    </message>
    <message>
        <source>only {0} trumps</source>
        <translation>козырей всего {0}</translation>
    </message>
    <message>
        <source>no face card</source>
        <translation>ни одной картинки</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>Big Joker</source>
        <translation>Большой джокер</translation>
    </message>
    <message>
        <source>Little Joker</source>
        <translation>Малый джокер</translation>
    </message>
    <message>
        <source>show your {0}</source>
        <translation>показать {0}</translation>
    </message>
    <message>
        <source>show their {0}</source>
        <translation>показать {0}</translation>
    </message>
    <message>
        <source>keep your cards hidden</source>
        <translation>не показывать карты</translation>
    </message>
    <message>
        <source>keep their cards hidden</source>
        <translation>не показывать карты</translation>
    </message>
    <message>
        <source>call a misdeal</source>
        <translation>потребовать пересдачу</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>спасовать</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>заказать {0}</translation>
    </message>
    <message>
        <source>look at your cards</source>
        <translation>посмотреть карты</translation>
    </message>
    <message>
        <source>look at their cards</source>
        <translation>посмотреть карты</translation>
    </message>
    <message>
        <source>play the {0}</source>
        <translation>сыграть {0}</translation>
    </message>
    <message>
        <source>pass {0}</source>
        <translation>передать {0}</translation>
    </message>
    <message>
        <source>keep the top card</source>
        <translation>оставить верхнюю карту</translation>
    </message>
    <message>
        <source>discard the top card</source>
        <translation>сбросить верхнюю карту</translation>
    </message>
    <message>
        <source>keep your hand</source>
        <translation>оставить карты как есть</translation>
    </message>
    <message>
        <source>keep their hand</source>
        <translation>оставить карты как есть</translation>
    </message>
    <message>
        <source>swap {0}</source>
        <translation>заменить {0}</translation>
    </message>
    <message>
        <source>Two</source>
        <translation>Двойка</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>Тройка</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>Четвёрка</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>Пятёрка</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>Шестёрка</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>Семёрка</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>Восьмёрка</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>Девятка</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>Десятка</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Валет</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>Дама</translation>
    </message>
    <message>
        <source>King</source>
        <translation>Король</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>Туз</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>треф</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубен</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>червей</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пик</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>jokers</source>
        <translation>джокеры</translation>
    </message>
    <message>
        <source>your {0} made</source>
        <translation>ваш {0} выполнен</translation>
    </message>
    <message>
        <source>your {0} failed</source>
        <translation>ваш {0} провален</translation>
    </message>
    <message>
        <source>{0}'s {1} made</source>
        <translation>{0}: {1} выполнен</translation>
    </message>
    <message>
        <source>{0}'s {1} failed</source>
        <translation>{0}: {1} провален</translation>
    </message>
    <message>
        <source>contract {0} made</source>
        <translation>контракт {0} выполнен</translation>
    </message>
    <message>
        <source>contract {0} set</source>
        <translation>контракт {0} провален</translation>
    </message>
    <message>
        <source>{0} {1}, total {2}</source>
        <translation>{0} {1}, всего {2}</translation>
    </message>
    <message>
        <source>bag penalty {0}</source>
        <translation>штраф за мешки {0}</translation>
    </message>
    <message>
        <source>Hand {0} over: {1}.</source>
        <translation>Раздача {0} окончена: {1}.</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Карточный стол</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>The trick</source>
        <translation>Взятка</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>выбрана</translation>
    </message>
    <message>
        <source>playable</source>
        <translation>можно сыграть</translation>
    </message>
    <message>
        <source>not playable</source>
        <translation>нельзя сыграть</translation>
    </message>
    <message>
        <source>card|cards</source>
        <translation>карта|карты|карт</translation>
    </message>
    <message>
        <source>{0}, face down</source>
        <translation>{0}, рубашкой вверх</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>{0}, played by {1}</source>
        <translation>{0}, ходит {1}</translation>
    </message>
    <message>
        <source>, cancelled</source>
        <translation>, отменена</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>{0}: you deal.</source>
        <translation>{0}: сдаёте вы.</translation>
    </message>
    <message>
        <source>{0}: {1} deals.</source>
        <translation>{0}: сдаёт {1}.</translation>
    </message>
    <message>
        <source>Hand {0}: you deal.</source>
        <translation>Раздача {0}: сдаёте вы.</translation>
    </message>
    <message>
        <source>Hand {0}: {1} deals.</source>
        <translation>Раздача {0}: сдаёт {1}.</translation>
    </message>
    <message>
        <source>You bid {0}.</source>
        <translation>Вы заказываете {0}.</translation>
    </message>
    <message>
        <source>{0} bids {1}.</source>
        <translation>{0} заказывает {1}.</translation>
    </message>
    <message>
        <source>You play the {0}.</source>
        <translation>Ваша карта: {0}.</translation>
    </message>
    <message>
        <source>{0}: {1}.</source>
        <translation>{0}: {1}.</translation>
    </message>
    <message>
        <source>{0} and you played the same card, the {1}: both are cancelled.</source>
        <translation>{0} и вы сыграли одинаковую карту, {1}: обе отменены.</translation>
    </message>
    <message>
        <source>You and {0} played the same card, the {1}: both are cancelled.</source>
        <translation>Вы и {0} сыграли одинаковую карту, {1}: обе отменены.</translation>
    </message>
    <message>
        <source>{0} and {1} played the same card, the {2}: both are cancelled.</source>
        <translation>{0} и {1} сыграли одинаковую карту, {2}: обе отменены.</translation>
    </message>
    <message>
        <source>{0} wins the trick</source>
        <translation>{0} берёт взятку</translation>
    </message>
    <message>
        <source>You win the trick</source>
        <translation>Вы берёте взятку</translation>
    </message>
    <message>
        <source> with the {0}</source>
        <translation>: {0}</translation>
    </message>
    <message>
        <source> ({0} won).</source>
        <translation> (взяток: {0}).</translation>
    </message>
    <message>
        <source>Your {0} is broken.</source>
        <translation>Ваш {0} сорван.</translation>
    </message>
    <message>
        <source>{0}'s {1} is broken.</source>
        <translation>{0}: {1} сорван.</translation>
    </message>
    <message>
        <source>Dead trick: its identical cards cancelled and nobody wins it. It is set aside; {0} leads again.</source>
        <translation>Мёртвая взятка: одинаковые карты отменили друг друга, её никто не берёт. Она откладывается; снова заходит {0}.</translation>
    </message>
    <message>
        <source>Game over: you win, {0}.</source>
        <translation>Игра окончена: вы победили, {0}.</translation>
    </message>
    <message>
        <source>Game over: {0} wins, {1}.</source>
        <translation>Игра окончена: победа — {0}, {1}.</translation>
    </message>
    <message>
        <source>Game over: {0} win, {1}.</source>
        <translation>Игра окончена: победа — {0}, {1}.</translation>
    </message>
    <message>
        <source> to </source>
        <translation> : </translation>
    </message>
    <message>
        <source>Start the duplicate match and leave the game in progress?</source>
        <translation>Начать дубликатный матч и оставить текущую игру?</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Начать матч</translation>
    </message>
    <message>
        <source>A duplicate match is under way (deal {0} of {1}). Go on with it, or start a new one?</source>
        <translation>Идёт дубликатный матч (расклад {0} из {1}). Продолжить его или начать новый?</translation>
    </message>
    <message>
        <source>&amp;Go on</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;New match</source>
        <translation>&amp;Новый матч</translation>
    </message>
    <message>
        <source>Go on with the unfinished duplicate match ({0}, deal {1} of {2})?</source>
        <translation>Продолжить незаконченный дубликатный матч ({0}, расклад {1} из {2})?</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Расклад</translation>
    </message>
    <message>
        <source>Deal no.</source>
        <translation>№ расклада</translation>
    </message>
    <message>
        <source>You and partner</source>
        <translation>Вы и партнёр</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Противники</translation>
    </message>
    <message>
        <source>Bots in your seat</source>
        <translation>Бот на вашем месте</translation>
    </message>
    <message>
        <source>Their opponents</source>
        <translation>Их противники</translation>
    </message>
    <message>
        <source>Difference</source>
        <translation>Разница</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <source>playing…</source>
        <translation>играют…</translation>
    </message>
    <message>
        <source>not played</source>
        <translation>не сыгран</translation>
    </message>
    <message>
        <source>played</source>
        <translation>сыграно</translation>
    </message>
    <message>
        <source>Deal {0} of {1}: {2}.</source>
        <translation>Расклад {0} из {1}: {2}.</translation>
    </message>
    <message>
        <source>{0} of {1} deals</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <source>On the same cards you did {0} better than the bots.</source>
        <translation>С теми же картами вы сыграли на {0} лучше ботов.</translation>
    </message>
    <message>
        <source>point|points</source>
        <translation>очко|очка|очков</translation>
    </message>
    <message>
        <source>On the same cards the bots did {0} better than you.</source>
        <translation>С теми же картами боты сыграли на {0} лучше вас.</translation>
    </message>
    <message>
        <source>{0} · match no. {1} · partner and opponents: {2} · in your seat at the bots' table: {3}</source>
        <translation>{0} · матч № {1} · партнёр и противники: {2} · на вашем месте за столом ботов: {3}</translation>
    </message>
    <message>
        <source>Difference: your side's points minus the opponents', against the same at the bots' table, where a bot sat in your seat with your cards. {0} a move was taken back; {1} the deal was dealt again at your table.</source>
        <translation>Разница: очки вашей пары минус очки противников в сравнении с тем же за столом ботов, где на вашем месте с вашими картами играл бот. {0} — ход отменяли; {1} — расклад за вашим столом раздавали заново.</translation>
    </message>
    <message>
        <source>On the same cards you did exactly as well as the bots.</source>
        <translation>С теми же картами вы сыграли ровно так же, как боты.</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Дубликатный матч</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>PDF не удалось записать</translation>
    </message>
    <message>
        <source>{0} already exists. Replace it?</source>
        <translation>{0} уже существует. Заменить?</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>The autosaved games could not be read: {0}</source>
        <translation>Не удалось прочитать автосохранённые игры: {0}</translation>
    </message>
    <message>
        <source>An autosaved game was made by a newer version of {0}, so this version cannot resume it. Nothing was deleted: the file is kept as {1}; the newer version can open it.</source>
        <translation>Автосохранённая игра сделана более новой версией {0}, и эта версия не может её продолжить. Ничего не удалено: файл сохранён как {1}; более новая версия сможет его открыть.</translation>
    </message>
    <message>
        <source>An autosaved game is damaged and cannot be resumed. Nothing was deleted: the file is kept as {0}.</source>
        <translation>Автосохранённая игра повреждена, продолжить её нельзя. Ничего не удалено: файл сохранён как {0}.</translation>
    </message>
    <message>
        <source>An autosaved game cannot be resumed. The file stays at {0}: it could not be moved aside ({1}).</source>
        <translation>Автосохранённую игру нельзя продолжить. Файл остался на месте, {0}: его не удалось отложить ({1}).</translation>
    </message>
    <message>
        <source>The game is autosaved again.</source>
        <translation>Автосохранение снова работает.</translation>
    </message>
    <message>
        <source>the file {0} is where a folder should be</source>
        <translation>на месте папки лежит файл {0}</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {0}.</source>
        <translation>Не удалось автосохранить игру: {0}.</translation>
    </message>
    <message>
        <source>The game could not be autosaved to {0}: {1}.

The game goes on, but it is not saved yet: if the app ends now, it cannot be resumed. Move or rename that file; autosaving resumes by itself.</source>
        <translation>Не удалось автосохранить игру в {0}: {1}.

Игра продолжается, но ещё не сохранена: если программа сейчас закроется, продолжить игру будет нельзя. Переместите или переименуйте этот файл; автосохранение возобновится само.</translation>
    </message>
    <message>
        <source>The game could not be autosaved to {0}: {1}.

The game goes on, but it is not saved yet: if the app ends now, it cannot be resumed. Free some disk space or make the folder writable; autosaving resumes by itself.</source>
        <translation>Не удалось автосохранить игру в {0}: {1}.

Игра продолжается, но ещё не сохранена: если программа сейчас закроется, продолжить игру будет нельзя. Освободите место на диске или разрешите запись в папку; автосохранение возобновится само.</translation>
    </message>
    <message>
        <source>The game could not be autosaved to {0}: {1}.

The game goes on, and the last autosave is kept as it was. Free some disk space or make the folder writable; autosaving resumes by itself.</source>
        <translation>Не удалось автосохранить игру в {0}: {1}.

Игра продолжается, последнее автосохранение осталось как было. Освободите место на диске или разрешите запись в папку; автосохранение возобновится само.</translation>
    </message>
    <message>
        <source>⚠ Not autosaved</source>
        <translation>⚠ Нет автосохранения</translation>
    </message>
    <message>
        <source>The game could not be autosaved to {0}: {1}</source>
        <translation>Не удалось автосохранить игру в {0}: {1}</translation>
    </message>
    <message>
        <source>The finished game's result is not saved: History could not store it, and it could not be autosaved to {0}: {1}. If you quit now, the result is lost. Quit anyway?</source>
        <translation>Результат законченной игры не сохранён: история не смогла его записать, а автосохранение в {0} не удалось: {1}. Если выйти сейчас, результат пропадёт. Всё равно выйти?</translation>
    </message>
    <message>
        <source>The game in progress could not be autosaved to {0}: {1}. If you quit now, it cannot be resumed later. Quit anyway?</source>
        <translation>Не удалось автосохранить текущую игру в {0}: {1}. Если выйти сейчас, её нельзя будет продолжить. Всё равно выйти?</translation>
    </message>
    <message>
        <source>An unfinished game is being played in another {0} window, so it is not offered here: it goes on there, and that window keeps saving it. Once that window is closed, the game is offered at the next start.</source>
        <translation>Незаконченная игра идёт в другом окне {0}, поэтому здесь она не предлагается: она продолжается там, и то окно её сохраняет. Когда то окно будет закрыто, игру предложат при следующем запуске.</translation>
    </message>
</context>
<context>
    <name>BidNoun</name>
    <message>
        <source>Nil</source>
        <translation>нил</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>слепой нил</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>луна</translation>
    </message>
    <message>
        <source>Blind moon</source>
        <translation>слепая луна</translation>
    </message>
    <message>
        <source>Lexington</source>
        <translation>лексингтон</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Little Mo</source>
        <translation>маленький Мо</translation>
    </message>
    <message>
        <source>Big Mo</source>
        <translation>большой Мо</translation>
    </message>
    <message>
        <source>Blind {0}</source>
        <translation>вслепую {0}</translation>
    </message>
    <message>
        <source>Blind 6 (side)</source>
        <translation>вслепую 6 (за пару)</translation>
    </message>
    <message>
        <source>{0} + Little Bemo</source>
        <translation>{0} + маленький Бемо</translation>
    </message>
    <message>
        <source>{0} + Big Bemo</source>
        <translation>{0} + большой Бемо</translation>
    </message>
</context>
<context>
    <name>BidObject</name>
    <message>
        <source>Nil</source>
        <translation>нил</translation>
    </message>
    <message>
        <source>Blind nil</source>
        <translation>слепой нил</translation>
    </message>
    <message>
        <source>Moon</source>
        <translation>луну</translation>
    </message>
    <message>
        <source>Blind moon</source>
        <translation>слепую луну</translation>
    </message>
    <message>
        <source>Lexington</source>
        <translation>лексингтон</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>Little Mo</source>
        <translation>маленький Мо</translation>
    </message>
    <message>
        <source>Big Mo</source>
        <translation>большой Мо</translation>
    </message>
    <message>
        <source>Blind {0}</source>
        <translation>вслепую {0}</translation>
    </message>
    <message>
        <source>Blind 6 (side)</source>
        <translation>вслепую 6 (за пару)</translation>
    </message>
    <message>
        <source>{0} + Little Bemo</source>
        <translation>{0} + маленький Бемо</translation>
    </message>
    <message>
        <source>{0} + Big Bemo</source>
        <translation>{0} + большой Бемо</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>What would the Normal bot bid? (H)</source>
        <translation>Что заказал бы обычный бот? (H)</translation>
    </message>
    <message>
        <source>Show your cards?</source>
        <translation>Показать карты?</translation>
    </message>
    <message>
        <source>Look at your cards</source>
        <translation>Посмотрите карты</translation>
    </message>
    <message>
        <source>Bid {0} without looking at your cards?</source>
        <translation>Заказать {0}, не глядя в карты?</translation>
    </message>
    <message>
        <source>Bid blind, or look at your cards?</source>
        <translation>Заказать вслепую или посмотреть карты?</translation>
    </message>
    <message>
        <source>Your bid</source>
        <translation>Ваш заказ</translation>
    </message>
    <message>
        <source> or </source>
        <translation> или </translation>
    </message>
    <message>
        <source>You hold 7+ spades: show them to make spades trump again?</source>
        <translation>У вас 7+ пик: показать их, чтобы пики снова стали козырями?</translation>
    </message>
    <message>
        <source>You hold 7+ {0}: show them (face up for all) to make them trump this hand?</source>
        <translation>У вас 7+ карт одной масти ({0}): показать их всем, чтобы они стали козырями в этой раздаче?</translation>
    </message>
    <message>
        <source>Weak hand ({0}): you may call a misdeal instead of bidding.</source>
        <translation>Слабые карты ({0}): вместо заказа можно потребовать пересдачу.</translation>
    </message>
    <message>
        <source>{0} (partner)</source>
        <translation>{0} (партнёр)</translation>
    </message>
    <message>
        <source>Blind bids are made before you see your cards: {0} a trick when made, −10 a trick when set, no bags.</source>
        <translation>Слепой заказ делается не глядя в карты: {0} за взятку при выполнении, −10 за взятку при недоборе, без мешков.</translation>
    </message>
    <message>
        <source>Yes, bid {0}</source>
        <translation>Да, заказать {0}</translation>
    </message>
    <message>
        <source>Blind nil: take no tricks, bid before you see your cards: +{0}, or −{0} and −{1} for each trick if you take any.</source>
        <translation>Слепой нил: не взять ни одной взятки, заказ — не глядя в карты: +{0}, или −{0} и ещё −{1} за каждую взятку, если возьмёте хоть одну.</translation>
    </message>
    <message>
        <source>Blind nil: take no tricks, bid before you see your cards: +{0}, or −{0} if you take one.</source>
        <translation>Слепой нил: не взять ни одной взятки, заказ — не глядя в карты: +{0}, или −{0}, если возьмёте хоть одну.</translation>
    </message>
    <message>
        <source>Nil: take no tricks: +{0}, or −{0} and −{1} for each trick if you take any.</source>
        <translation>Нил: не взять ни одной взятки: +{0}, или −{0} и ещё −{1} за каждую взятку, если возьмёте хоть одну.</translation>
    </message>
    <message>
        <source>Nil: take no tricks: +{0}, or −{0} if you take one.</source>
        <translation>Нил: не взять ни одной взятки: +{0}, или −{0}, если возьмёте хоть одну.</translation>
    </message>
    <message>
        <source>10 for 200: exactly 10 tricks +{0}, any other number −{1}.</source>
        <translation>10 за 200: ровно 10 взяток +{0}, любое другое число −{1}.</translation>
    </message>
    <message>
        <source>10 for 200: 10 tricks or more +{0}, fewer −{1}.</source>
        <translation>10 за 200: 10 взяток и больше +{0}, меньше −{1}.</translation>
    </message>
    <message>
        <source>Moon: all {0} tricks win the game; fewer −{1}.</source>
        <translation>Луна: все {0} взяток выигрывают партию; меньше −{1}.</translation>
    </message>
    <message>
        <source>Blind moon (your partner joins unseen): all {0} tricks win the game; fewer −{1}.</source>
        <translation>Слепая луна (партнёр присоединяется не глядя): все {0} взяток выигрывают партию; меньше −{1}.</translation>
    </message>
    <message>
        <source>Lexington: 12 tricks or more +{0}, fewer −120.</source>
        <translation>Лексингтон: 12 взяток и больше +{0}, меньше −120.</translation>
    </message>
    <message>
        <source>Blind 6 (your partner joins unseen): exactly 6 tricks +{0}, otherwise −{1}.</source>
        <translation>Слепая шестёрка (партнёр присоединяется не глядя): ровно 6 взяток +{0}, иначе −{1}.</translation>
    </message>
    <message>
        <source>Blind 6 (your partner joins unseen): 6 tricks or more +{0}, fewer −{1}.</source>
        <translation>Слепая шестёрка (партнёр присоединяется не глядя): 6 взяток и больше +{0}, меньше −{1}.</translation>
    </message>
    <message>
        <source>Little Bemo: your bid and the first 6 tricks +60; Big Bemo: the first 9 +90; failed, the same lost.</source>
        <translation>Маленький Бемо: ваш заказ и первые 6 взяток +60; Большой Бемо: первые 9 +90; провал — столько же в минус.</translation>
    </message>
    <message>
        <source>Little Mo: the first {0} tricks +{1}; Big Mo: the first {2} +{3}; failed, the same lost.</source>
        <translation>Малый Мо: первые {0} взяток +{1}; Большой Мо: первые {2} +{3}; провал — столько же в минус.</translation>
    </message>
    <message>
        <source>Little Mo: {0} tricks in a row +{1}; Big Mo: {2} in a row +{3}; failed, the same lost.</source>
        <translation>Малый Мо: {0} взяток подряд +{1}; Большой Мо: {2} подряд +{3}; провал — столько же в минус.</translation>
    </message>
    <message>
        <source>Look at my cards</source>
        <translation>Посмотреть карты</translation>
    </message>
    <message>
        <source>Pass (P)</source>
        <translation>Пас (P)</translation>
    </message>
    <message>
        <source>trick|tricks</source>
        <translation>взятку|взятки|взяток</translation>
    </message>
    <message>
        <source>Bid {0}: your side takes {1} or more if this bid wins the auction (type {0}, then Enter)</source>
        <translation>Заказ {0}: если он выиграет торговлю, ваша пара берёт {1} и больше (наберите {0}, затем Enter)</translation>
    </message>
    <message>
        <source>Bid no more: once you pass you may not bid again this hand (P)</source>
        <translation>Больше не заказывать: после паса в этой раздаче заказывать уже нельзя (P)</translation>
    </message>
    <message>
        <source>You cannot bid {0} now.</source>
        <translation>Сейчас нельзя заказать {0}.</translation>
    </message>
    <message>
        <source>You cannot pass now.</source>
        <translation>Сейчас пасовать нельзя.</translation>
    </message>
    <message>
        <source>Bid {0}</source>
        <translation>Заказ {0}</translation>
    </message>
    <message>
        <source>Blind bids:</source>
        <translation>Вслепую:</translation>
    </message>
    <message>
        <source>Call a misdeal (M)</source>
        <translation>Пересдача (M)</translation>
    </message>
    <message>
        <source>Show {0} (S)</source>
        <translation>Показать {0} (S)</translation>
    </message>
    <message>
        <source>Keep hidden (K)</source>
        <translation>Не показывать (K)</translation>
    </message>
    <message>
        <source>Turn your cards face up; you give up a blind bid this hand (L)</source>
        <translation>Открыть свои карты; заказать вслепую в этой раздаче уже нельзя (L)</translation>
    </message>
    <message>
        <source>Promise to take no trick at all (N or 0)</source>
        <translation>Обещание не взять ни одной взятки (N или 0)</translation>
    </message>
    <message>
        <source>Promise no trick without looking at your cards (B)</source>
        <translation>Обещание не взять ни одной взятки, не глядя в карты (B)</translation>
    </message>
    <message>
        <source>Promise {0} of your own, added to your partner's bid (type {1}, then Enter)</source>
        <translation>Обещание взять {0} самому, в дополнение к заказу партнёра (наберите {1}, затем Enter)</translation>
    </message>
    <message>
        <source>Promise {0} (type {1}, then Enter)</source>
        <translation>Обещание взять {0} (наберите {1}, затем Enter)</translation>
    </message>
    <message>
        <source>Your hand is weak: throw it in, and the same dealer deals again (M)</source>
        <translation>Карты слабые: сбросить их, и тот же сдающий сдаст заново (M)</translation>
    </message>
    <message>
        <source>Lay your {0} face up for everyone to see: they are trump for this hand (S)</source>
        <translation>Открыть всем {0}: в этой раздаче они козыри (S)</translation>
    </message>
    <message>
        <source>Keep your cards hidden; the trump suit stays as it is (K)</source>
        <translation>Не показывать карты; козырная масть не меняется (K)</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Подсказка: {0}</translation>
    </message>
</context>
<context>
    <name>BlankSheetDialog</name>
    <message>
        <source>Print blank score sheets</source>
        <translation>Печать пустых листов счёта</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4 (210 × 297 мм)</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter (США, 216 × 279 мм)</translation>
    </message>
    <message>
        <source>&amp;Fill the page</source>
        <translation>На &amp;всю страницу</translation>
    </message>
    <message>
        <source>&amp;Open a preset file…</source>
        <translation>Открыть &amp;файл правил…</translation>
    </message>
    <message>
        <source>&amp;Names (leave empty for lines to write on)</source>
        <translation>&amp;Имена (пусто — строки для записи от руки)</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>Игра &amp;до (очков):</translation>
    </message>
    <message>
        <source>Ro&amp;ws:</source>
        <translation>&amp;Строк:</translation>
    </message>
    <message>
        <source>P&amp;aper:</source>
        <translation>&amp;Бумага:</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>Пр&amp;одолжить</translation>
    </message>
    <message>
        <source>Side {side}:</source>
        <translation>Пара {side}:</translation>
    </message>
    <message>
        <source>Player {side}:</source>
        <translation>Игрок {side}:</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>{side} name {n}</source>
        <translation>{side}, имя {n}</translation>
    </message>
    <message>
        <source>row|rows</source>
        <translation>строка|строки|строк</translation>
    </message>
    <message>
        <source>&amp;Fill: a row for each hand</source>
        <translation>&amp;Все раздачи игры, по строке</translation>
    </message>
    <message>
        <source>{rows} {row_noun} on {pages} {page_noun}</source>
        <translation>{rows} {row_noun} на {pages} {page_noun}</translation>
    </message>
    <message>
        <source>page|pages</source>
        <translation>странице|страницах|страницах</translation>
    </message>
</context>
<context>
    <name>CardBacks</name>
    <message>
        <source>Blue lattice</source>
        <extracomment>Back designs: id -&gt; (untranslated name, main colour, accent colour).</extracomment>
        <translation>Синяя решётка</translation>
    </message>
    <message>
        <source>Red diamonds</source>
        <translation>Красные ромбы</translation>
    </message>
    <message>
        <source>Green rings</source>
        <translation>Зелёные кольца</translation>
    </message>
    <message>
        <source>Night and gold</source>
        <translation>Ночь и золото</translation>
    </message>
</context>
<context>
    <name>CardInstrumental</name>
    <message>
        <source>Two</source>
        <translation>двойкой</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>тройкой</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>четвёркой</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>пятёркой</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>шестёркой</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>семёркой</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>восьмёркой</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>девяткой</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>десяткой</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валетом</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>дамой</translation>
    </message>
    <message>
        <source>King</source>
        <translation>королём</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>тузом</translation>
    </message>
</context>
<context>
    <name>CardObject</name>
    <message>
        <source>Two</source>
        <translation>двойку</translation>
    </message>
    <message>
        <source>Three</source>
        <translation>тройку</translation>
    </message>
    <message>
        <source>Four</source>
        <translation>четвёрку</translation>
    </message>
    <message>
        <source>Five</source>
        <translation>пятёрку</translation>
    </message>
    <message>
        <source>Six</source>
        <translation>шестёрку</translation>
    </message>
    <message>
        <source>Seven</source>
        <translation>семёрку</translation>
    </message>
    <message>
        <source>Eight</source>
        <translation>восьмёрку</translation>
    </message>
    <message>
        <source>Nine</source>
        <translation>девятку</translation>
    </message>
    <message>
        <source>Ten</source>
        <translation>десятку</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>валета</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>даму</translation>
    </message>
    <message>
        <source>King</source>
        <translation>короля</translation>
    </message>
    <message>
        <source>Ace</source>
        <translation>туза</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} {1}</translation>
    </message>
</context>
<context>
    <name>CardRenderer</name>
    <message>
        <source>the SVG deck {0} does not exist</source>
        <translation>колоды SVG {0} нет</translation>
    </message>
    <message>
        <source>{0} is not a valid SVG file</source>
        <translation>{0} — не файл SVG</translation>
    </message>
    <message>
        <source>{0} has no card elements (expected ids such as AS, TD, BJ and back)</source>
        <translation>в {0} нет карт (ожидались элементы с id вроде AS, TD, BJ и back)</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>BIG</source>
        <translation>БОЛЬШОЙ</translation>
    </message>
    <message>
        <source>LITTLE</source>
        <translation>МАЛЫЙ</translation>
    </message>
</context>
<context>
    <name>ChoiceSaid</name>
    <message>
        <source>{name}. {description}</source>
        <translation>{name}. {description}</translation>
    </message>
</context>
<context>
    <name>ChoosePanel</name>
    <message>
        <source>Hint</source>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Pass cards</source>
        <translation>Передать</translation>
    </message>
    <message>
        <source>Chosen: {0}</source>
        <translation>Выбрано: {0}</translation>
    </message>
    <message>
        <source>Choose cards in your hand with ← → and Space, or click them.</source>
        <translation>Выберите карты в руке клавишами ← → и Пробел или щелчком.</translation>
    </message>
    <message>
        <source>Enter: {0}.</source>
        <translation>Enter: {0}.</translation>
    </message>
    <message>
        <source>Choose {0} first: {1} chosen.</source>
        <translation>Сначала нужно выбрать: {0}; выбрано {1}.</translation>
    </message>
    <message>
        <source>card|cards</source>
        <translation>карта|карты|карт</translation>
    </message>
    <message>
        <source>Choose at most {0}: {1} chosen.</source>
        <translation>Можно выбрать не больше: {0}; выбрано {1}.</translation>
    </message>
    <message>
        <source>Keep my hand</source>
        <translation>Оставить карты</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>guess|guesses</source>
        <translation>варианте|вариантах|вариантах</translation>
    </message>
    <message>
        <source>point|points</source>
        <translation>очка|очков|очков</translation>
    </message>
    <message>
        <source>trick|tricks</source>
        <translation>взятки|взяток|взяток</translation>
    </message>
    <message>
        <source>{cards}</source>
        <translation>{cards}</translation>
    </message>
    <message>
        <source>{first} {second}</source>
        <translation>{first} {second}</translation>
    </message>
    <message>
        <source>{first}, {second}</source>
        <translation>{first}, {second}</translation>
    </message>
    <message>
        <source>I picked {action} at random</source>
        <translation>Случайный выбор: {action}</translation>
    </message>
    <message>
        <source>{cards} and {last}</source>
        <translation>{cards} и {last}</translation>
    </message>
    <message>
        <source>{first}; {second}</source>
        <translation>{first}; {second}</translation>
    </message>
    <message>
        <source>{count} sure tricks: {cards}</source>
        <translation>{count:верная взятка|верные взятки|верных взяток}: {cards}</translation>
    </message>
    <message>
        <source>other cards worth about {worth} once my trumps are drawn</source>
        <translation>остальные карты — около {worth}, когда козыри соперников выбиты</translation>
    </message>
    <message>
        <source>{count} high cards: {cards}</source>
        <translation>{count:старшая карта|старшие карты|старших карт}: {cards}</translation>
    </message>
    <message>
        <source>{cards}, worth about {worth}, as side suits can be trumped</source>
        <translation>{cards} — около {worth}: боковые масти могут побить козырем</translation>
    </message>
    <message>
        <source>{cards}, worth about {worth}</source>
        <translation>{cards} — около {worth}</translation>
    </message>
    <message>
        <source>{count} trumps, their length worth about {worth}</source>
        <translation>козырей: {count}, их длина — около {worth}</translation>
    </message>
    <message>
        <source>short suits to ruff, worth about {worth}</source>
        <translation>короткие масти, чтобы бить козырем, — около {worth}</translation>
    </message>
    <message>
        <source>middling cards worth about {worth}</source>
        <translation>средние карты — около {worth}</translation>
    </message>
    <message>
        <source>a few middling cards</source>
        <translation>несколько средних карт</translation>
    </message>
    <message>
        <source>other cards worth about {worth}</source>
        <translation>остальные карты — около {worth}</translation>
    </message>
    <message>
        <source>I bid {bid}: it is the only bid the rules allow me</source>
        <translation>Я заказываю {bid}: правила позволяют мне только этот заказ</translation>
    </message>
    <message>
        <source>I call a misdeal: my hand is weak ({reason})</source>
        <translation>Я объявляю пересдачу: у меня слабая рука ({reason})</translation>
    </message>
    <message>
        <source>I bid nil: low cards, about {chance} to make it</source>
        <translation>Я заказываю нил: карты мелкие, шанс выполнить около {chance}</translation>
    </message>
    <message>
        <source>I bid {bid}: my partner counts {partner} and I count {mine}</source>
        <translation>Я заказываю {bid}: партнёр рассчитывает на {partner}, я — на {mine}</translation>
    </message>
    <message>
        <source>I bid {bid}: the rules leave me no other sensible bid</source>
        <translation>Я заказываю {bid}: правила не оставляют мне другого разумного заказа</translation>
    </message>
    <message>
        <source>{lowest} is the lowest bid the rules allow me</source>
        <translation>меньше {lowest} правила заказать не дают</translation>
    </message>
    <message>
        <source>I bid a little under that, for safety</source>
        <translation>заказываю чуть меньше — для надёжности</translation>
    </message>
    <message>
        <source>they add up to {count}: I bid a little under that, for safety</source>
        <translation>всего {count}: заказываю чуть меньше — для надёжности</translation>
    </message>
    <message>
        <source>they add up to {count}: I bid less, for safety</source>
        <translation>всего {count}: заказываю меньше — для надёжности</translation>
    </message>
    <message>
        <source>I bid {under} under that, as big counts run high</source>
        <translation>заказываю на {under} меньше: большой подсчёт обычно завышен</translation>
    </message>
    <message>
        <source>they add up to {count}: I bid {under} under that, as big counts run high</source>
        <translation>всего {count}: заказываю на {under} меньше: большой подсчёт обычно завышен</translation>
    </message>
    <message>
        <source>{reason} ({notes})</source>
        <translation>{reason} ({notes})</translation>
    </message>
    <message>
        <source>{reason} (the board needs {board} from our side)</source>
        <translation>{reason} (минимум для нашей пары — {board})</translation>
    </message>
    <message>
        <source>I bid {bid}: I hold {reason}</source>
        <translation>Я заказываю {bid}: у меня {reason}</translation>
    </message>
    <message>
        <source>I bid {bid}: our side should take about {side} tricks</source>
        <translation>Я заказываю {bid}: наша пара должна взять около {side:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>I bid {bid}: the other three passed, so I must bid</source>
        <translation>Я заказываю {bid}: остальные трое спасовали, и заказывать должен я</translation>
    </message>
    <message>
        <source>I bid {bid}: our side should take about {side} tricks, short of {tricks}, but being set costs less than letting the other side play the contract</source>
        <translation>Я заказываю {bid}: наша пара должна взять около {side:взятки|взяток|взяток}, меньше {tricks}, но недобор обойдётся дешевле, чем отдать контракт другой паре</translation>
    </message>
    <message>
        <source>I pass: I leave the contract at my partner's {bid}; our side should take about {side} tricks</source>
        <translation>Я пасую: оставляю контракт за партнёром ({bid}); наша пара должна взять около {side:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>I pass: our side should take about {side} tricks, enough to set their {bid}</source>
        <translation>Я пасую: наша пара должна взять около {side:взятки|взяток|взяток} — достаточно, чтобы их заказ {bid} не был выполнен</translation>
    </message>
    <message>
        <source>I pass: {tricks} tricks is more than our side's {side}</source>
        <translation>Я пасую: {tricks:взятка|взятки|взяток} — больше, чем наши {side}</translation>
    </message>
    <message>
        <source>my partner bid nil, so I bid for our side's tricks</source>
        <translation>партнёр заказал нил, поэтому я заказываю взятки за нашу пару</translation>
    </message>
    <message>
        <source>the table bid low</source>
        <translation>за столом заказали мало</translation>
    </message>
    <message>
        <source>we are near the bag limit</source>
        <translation>у нас почти предел мешков</translation>
    </message>
    <message>
        <source>I am near the bag limit</source>
        <translation>у меня почти предел мешков</translation>
    </message>
    <message>
        <source>a safe bid wins the game</source>
        <translation>осторожный заказ выигрывает партию</translation>
    </message>
    <message>
        <source>we must catch up</source>
        <translation>нам надо догонять</translation>
    </message>
    <message>
        <source>I must catch up</source>
        <translation>мне надо догонять</translation>
    </message>
    <message>
        <source>a set would lose the game</source>
        <translation>провал контракта проиграет партию</translation>
    </message>
    <message>
        <source>the bids so far leave only {worth}</source>
        <translation>заказы остальных оставляют мне не больше {worth}</translation>
    </message>
    <message>
        <source>the bids so far take every trick</source>
        <translation>заказы остальных уже забирают все взятки</translation>
    </message>
    <message>
        <source>spades and the high trumps</source>
        <translation>пики и старшие козыри</translation>
    </message>
    <message>
        <source>I bid nil: in {system} a hand without enough spades bids nil</source>
        <translation>Я заказываю нил: в системе {system} рука без достаточного числа пик заказывает нил</translation>
    </message>
    <message>
        <source>I bid nil: in {system} a hand without enough trumps ({suit}) bids nil</source>
        <translation>Я заказываю нил: в системе {system} рука без достаточного числа козырей ({suit}) заказывает нил</translation>
    </message>
    <message>
        <source>I bid nil: in {system} I bid my spade count or nil, and these cards are low</source>
        <translation>Я заказываю нил: в системе {system} заказывают число своих пик или нил, а эти карты мелкие</translation>
    </message>
    <message>
        <source>I bid nil: in {system} I bid my trump count ({suit}) or nil, and these cards are low</source>
        <translation>Я заказываю нил: в системе {system} заказывают число своих козырей ({suit}) или нил, а эти карты мелкие</translation>
    </message>
    <message>
        <source>I bid {bid}: in {system} I bid my spade count</source>
        <translation>Я заказываю {bid}: в системе {system} заказывают число своих пик</translation>
    </message>
    <message>
        <source>I bid {bid}: in {system} I bid my trump count ({suit})</source>
        <translation>Я заказываю {bid}: в системе {system} заказывают число своих козырей ({suit})</translation>
    </message>
    <message>
        <source>I bid nil: in suicide one of us must, and my partner did not</source>
        <translation>Я заказываю нил: в «самоубийстве» один из нас обязан, а партнёр не заказал</translation>
    </message>
    <message>
        <source>I bid nil: in suicide one of us bids nil, and my hand is the weaker kind ({chance})</source>
        <translation>Я заказываю нил: в «самоубийстве» один из нас заказывает нил, и моя рука слабее ({chance})</translation>
    </message>
    <message>
        <source>I bid {bid}: {reason}; my nil would have almost no chance ({chance}), so I leave the nil to my partner</source>
        <translation>Я заказываю {bid}: {reason}; у моего нила почти нет шансов ({chance}), поэтому нил оставляю партнёру</translation>
    </message>
    <message>
        <source>I bid {bid}: {reason} (in suicide the other partner bids nil)</source>
        <translation>Я заказываю {bid}: {reason} (в «самоубийстве» нил заказывает другой партнёр)</translation>
    </message>
    <message>
        <source>I bid the moon: my partner bid {partner} and I count {mine} more</source>
        <translation>Я заказываю «луну»: партнёр заказал {partner}, и я рассчитываю ещё на {mine}</translation>
    </message>
    <message>
        <source>I bid 10 for 200: my partner bid {partner} and I count {mine}</source>
        <translation>Я заказываю «10 за 200»: партнёр заказал {partner}, а я рассчитываю на {mine}</translation>
    </message>
    <message>
        <source>I bid blind nil: I am {behind} behind and only a big swing can still win; if it fails, I lose the game</source>
        <translation>Я заказываю слепой нил: я отстаю на {behind}, и выиграть может только крупный перелом; если он не удастся, партия проиграна</translation>
    </message>
    <message>
        <source>I bid blind nil: we are {behind} behind and only a big swing can still win; if it fails, we lose the game</source>
        <translation>Я заказываю слепой нил: мы отстаём на {behind}, и выиграть может только крупный перелом; если он не удастся, партия проиграна</translation>
    </message>
    <message>
        <source>I bid blind nil: I am {behind} behind and need a big swing</source>
        <translation>Я заказываю слепой нил: я отстаю на {behind}, и нужен крупный перелом</translation>
    </message>
    <message>
        <source>I bid blind nil: we are {behind} behind and need a big swing</source>
        <translation>Я заказываю слепой нил: мы отстаём на {behind}, и нужен крупный перелом</translation>
    </message>
    <message>
        <source>I bid {bid}: I am {behind} behind, so I bid from behind for the bonus</source>
        <translation>Я заказываю {bid}: я отстаю на {behind}, поэтому заказываю вслепую ради бонуса</translation>
    </message>
    <message>
        <source>I bid {bid}: we are {behind} behind, so I bid from behind for the bonus</source>
        <translation>Я заказываю {bid}: мы отстаём на {behind}, поэтому заказываю вслепую ради бонуса</translation>
    </message>
    <message>
        <source>I look at my cards: a blind bid is not worth the risk now</source>
        <translation>Я смотрю карты: слепой заказ сейчас не стоит риска</translation>
    </message>
    <message>
        <source>I chose {action}</source>
        <translation>Мой выбор: {action}</translation>
    </message>
    <message>
        <source>I play the {card}: it cancels the card that would win, so the trick is dead</source>
        <translation>Я играю {card}: она отменяет карту, которая взяла бы взятку, и взятка пропадает</translation>
    </message>
    <message>
        <source>I play the {card}: it does not win, and nothing left in the trick can, so the trick is dead</source>
        <translation>Я играю {card}: она не берёт, и никто после меня уже не возьмёт, так что взятка пропадает</translation>
    </message>
    <message>
        <source>I play the {card}: with the cancelled cards out, it wins the trick for my side</source>
        <translation>Я играю {card}: без отменённых карт она берёт взятку для нашей пары</translation>
    </message>
    <message>
        <source>I play the {card}: it wins the trick for my side</source>
        <translation>Я играю {card}: она берёт взятку для нашей пары</translation>
    </message>
    <message>
        <source>I play the {card}: it cancels the card that would win, so my partner takes the trick</source>
        <translation>Я играю {card}: она отменяет карту, которая взяла бы взятку, и взятку берёт мой партнёр</translation>
    </message>
    <message>
        <source>I play the {card}: it leaves the trick to my partner</source>
        <translation>Я играю {card}: взятка остаётся партнёру</translation>
    </message>
    <message>
        <source>I am nil: I play the {card}, which does not win this trick</source>
        <translation>У меня нил: играю {card} — эта карта взятку не берёт</translation>
    </message>
    <message>
        <source>I play the {card}: my {mine} would cancel my partner's winning card</source>
        <translation>Я играю {card}: с моей картой {mine} выигрывающая карта партнёра была бы отменена</translation>
    </message>
    <message>
        <source>the {card} is my only legal card</source>
        <translation>{card} — моя единственная разрешённая карта</translation>
    </message>
    <message>
        <source>{why}; I keep the {joker} off my partner's nil: it would turn my partner's {turned} into a spade that takes the trick</source>
        <translation>{why}; я придерживаю {joker}, чтобы не сорвать нил партнёра: он превратил бы карту партнёра {turned} в пику, которая берёт взятку</translation>
    </message>
    <message>
        <source>{why}; chasing the nil can wait: after the {chase} I would hold no {trumps} and might not win the lead again</source>
        <translation>{why}; ловить нил можно позже: после {chase} у меня не останется козырей ({trumps}), и ход может ко мне не вернуться</translation>
    </message>
    <message>
        <source>{why}, but my partner's nil is worth more than our contract: I keep the {cover} to cover the nil in {suit} and play the {card}</source>
        <translation>{why}, но нил партнёра стоит больше нашего контракта: оставляю {cover}, чтобы прикрыть нил в масти {suit}, и играю {card}</translation>
    </message>
    <message>
        <source>{why}, and my partner's nil is safe in this trick: I keep the {cover} to cover the nil in {suit} and play the {card}</source>
        <translation>{why}, а нилу партнёра на этой взятке ничто не грозит: я берегу карту {cover}, чтобы прикрыть его {suit}, и играю {card}</translation>
    </message>
    <message>
        <source>{why}, but my partner's nil is safe in this trick: I keep the {spade} to cover the nil in spades and play the {card}</source>
        <translation>{why}, но нилу партнёра на этой взятке ничто не грозит: я берегу пику {spade}, чтобы прикрыть его пики, и играю {card}</translation>
    </message>
    <message>
        <source>{why}, but my partner's nil is safe in this trick: I keep the {spade} to cover the nil in {suit} and play the {card}</source>
        <translation>{why}, но нилу партнёра на этой взятке ничто не грозит: я берегу козырь {spade}, чтобы прикрыть его {suit}, и играю {card}</translation>
    </message>
    <message>
        <source>I have no {suit}: my trumps are as good as each other here, so I trump with the {card}</source>
        <translation>{suit} у меня кончились, мои козыри здесь равноценны, поэтому бью картой {card}</translation>
    </message>
    <message>
        <source>I have no {suit}: my {thrown} are as good as each other here, so I throw the {card}</source>
        <translation>{suit} у меня кончились, мои {thrown} здесь равноценны, поэтому сбрасываю {card}</translation>
    </message>
    <message>
        <source>my {suit} are as good as each other here, so I play the {card}</source>
        <translation>мои {suit} здесь равноценны, поэтому я играю {card}</translation>
    </message>
    <message>
        <source>every trick left is mine if I play the {card}</source>
        <translation>с картой {card} все оставшиеся взятки мои</translation>
    </message>
    <message>
        <source>every trick left is our side's if I play the {card}</source>
        <translation>с картой {card} все оставшиеся взятки наши</translation>
    </message>
    <message>
        <source>Little Bemo</source>
        <translation>Маленький Бемо</translation>
    </message>
    <message>
        <source>Big Bemo</source>
        <translation>Большой Бемо</translation>
    </message>
    <message>
        <source>Big Mo</source>
        <translation>Большой Мо</translation>
    </message>
    <message>
        <source>Little Mo</source>
        <translation>Маленький Мо</translation>
    </message>
    <message>
        <source>we bid {name} and must take the first {need} tricks</source>
        <translation>мы заказали {name} и должны взять первые {need:взятку|взятки|взяток}</translation>
    </message>
    <message>
        <source>we bid {name} and need {need} tricks in a row</source>
        <translation>мы заказали {name}, и нам нужно {need:взятку|взятки|взяток} подряд</translation>
    </message>
    <message>
        <source>{why}: I cash the {card}</source>
        <translation>{why}: беру взятку картой {card}</translation>
    </message>
    <message>
        <source>my partner's card should win: I play the {card}</source>
        <translation>карта партнёра должна взять: я играю {card}</translation>
    </message>
    <message>
        <source>{why}: I trump with the {card}</source>
        <translation>{why}: бью козырем {card}</translation>
    </message>
    <message>
        <source>{why}: I take it with the {card}</source>
        <translation>{why}: беру картой {card}</translation>
    </message>
    <message>
        <source>I am set, so I try to set the others too</source>
        <translation>мой контракт провален, поэтому я стараюсь провалить и чужие</translation>
    </message>
    <message>
        <source>we are set, so I try to set them too</source>
        <translation>наш контракт провален, поэтому я стараюсь провалить и их</translation>
    </message>
    <message>
        <source>we are set, so I take what tricks I can: each trick short scores for the other side</source>
        <translation>наш контракт провален, поэтому я стараюсь брать взятки: каждая недостающая — очки другой паре</translation>
    </message>
    <message>
        <source>I am set, and overtricks cost nothing here, so I take what tricks I can rather than give the others points</source>
        <translation>мой контракт провален, а лишние взятки здесь ничего не стоят, поэтому я беру, что могу, а не отдаю очки другим</translation>
    </message>
    <message>
        <source>we are set, and overtricks cost nothing here, so I take what tricks I can rather than give them points</source>
        <translation>наш контракт провален, а лишние взятки здесь ничего не стоят, поэтому я беру, что могу, а не отдаю им очки</translation>
    </message>
    <message>
        <source>I am set; I let the others take the bags</source>
        <translation>мой контракт провален; пусть мешки достаются другим</translation>
    </message>
    <message>
        <source>we are set; I let them take the bags</source>
        <translation>наш контракт провален; пусть мешки достаются им</translation>
    </message>
    <message>
        <source>I still need {need} tricks</source>
        <translation>мне не хватает ещё {need:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>I still need {need} trick</source>
        <translation>мне не хватает ещё {need:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>we still need {need} tricks</source>
        <translation>нам не хватает ещё {need:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>we still need {need} trick</source>
        <translation>нам не хватает ещё {need:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>I can set an opponent: they need {need} of the last {left} tricks</source>
        <translation>я могу провалить противника: ему нужно {need} из последних {left:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>we can set them: they need {need} of the last {left} tricks</source>
        <translation>мы можем провалить их контракт: им нужно {need} из последних {left:взятки|взяток|взяток}</translation>
    </message>
    <message>
        <source>I take no tricks I do not need</source>
        <translation>Я не беру ненужных взяток</translation>
    </message>
    <message>
        <source>our contract is made, and each trick over it scores for the other side, so I avoid taking more</source>
        <translation>наш контракт выполнен, а каждая лишняя взятка — очки другой паре, поэтому я избегаю лишних взяток</translation>
    </message>
    <message>
        <source>my contract is made, and overtricks cost nothing here: each scores a point, so I take what tricks I can</source>
        <translation>мой контракт выполнен, а лишние взятки здесь ничего не стоят — каждая даёт очко, поэтому я беру, что могу</translation>
    </message>
    <message>
        <source>our contract is made, and overtricks cost nothing here: each scores a point, so I take what tricks I can</source>
        <translation>наш контракт выполнен, а лишние взятки здесь ничего не стоят — каждая даёт очко, поэтому я беру, что могу</translation>
    </message>
    <message>
        <source>my contract is made, so I avoid bags</source>
        <translation>мой контракт выполнен, поэтому я избегаю мешков</translation>
    </message>
    <message>
        <source>our contract is made, so I avoid bags</source>
        <translation>наш контракт выполнен, поэтому я избегаю мешков</translation>
    </message>
    <message>
        <source>the declarers cannot make their {contract} now, so I take what tricks I can: each trick they fall short scores 10 for us</source>
        <translation>разыгрывающим уже не взять заказанные {contract}, поэтому я беру все взятки, какие могу: каждая их недостающая взятка даёт нам 10 очков</translation>
    </message>
    <message>
        <source>each trick the declarers take over their {contract} scores 10 for us</source>
        <translation>каждая взятка разыгрывающих сверх заказанных {contract} даёт нам 10 очков</translation>
    </message>
    <message>
        <source>I avoid tricks I do not need</source>
        <translation>Я избегаю ненужных взяток</translation>
    </message>
    <message>
        <source>I am nil, so I lead the card least likely to win</source>
        <translation>У меня нил, поэтому я хожу картой, которая вернее всего не возьмёт</translation>
    </message>
    <message>
        <source>I am nil: the {card} is my highest card that still loses</source>
        <translation>У меня нил: {card} — моя старшая карта, которая всё ещё не берёт</translation>
    </message>
    <message>
        <source>I am nil and cannot follow: I keep the {low} under my {high} and throw the {card}</source>
        <translation>У меня нил, и масти нет: я оставляю {low} под моей картой {high} и сбрасываю {card}</translation>
    </message>
    <message>
        <source>I am nil and cannot follow: I throw away the dangerous {card}</source>
        <translation>У меня нил, и масти нет: я сбрасываю опасную {card}</translation>
    </message>
    <message>
        <source>I am nil and must go over: the {card} is the most likely to be beaten</source>
        <translation>У меня нил, и приходится перебивать: {card} скорее всего перебьют</translation>
    </message>
    <message>
        <source>my nil is lost on this trick: I win it with the {card}</source>
        <translation>мой нил всё равно проигран на этой взятке: я беру её картой {card}</translation>
    </message>
    <message>
        <source>covering my partner's nil: I play my highest, the {card}, to leave my partner the most room to play under it</source>
        <translation>прикрываю нил партнёра: играю старшую, {card}, чтобы партнёру было как можно проще сыграть ниже</translation>
    </message>
    <message>
        <source>covering my partner's nil: I throw the {card} rather than trump: I hold only trumps besides it and the {suit} out are all higher, so leading it at the end would catch my partner more surely than this trick</source>
        <translation>прикрываю нил партнёра: сбрасываю {card}, а не бью козырем: кроме неё у меня только козыри, а все {suit} у других старше, и ход этой картой в конце вернее подставит партнёра, чем эта взятка</translation>
    </message>
    <message>
        <source>covering my partner's nil: I trump with my lowest trump, the {card}: any trump covers</source>
        <translation>прикрываю нил партнёра: бью своим младшим козырем, {card}: прикроет любой козырь</translation>
    </message>
    <message>
        <source>my partner is nil and winning this trick: I overtake with the {card}</source>
        <translation>у партнёра нил, и он берёт эту взятку: я перебиваю картой {card}</translation>
    </message>
    <message>
        <source>covering my partner's nil: it holds only trumps and must trump too, so I trump with the {card}, above every trump it may hold</source>
        <translation>прикрываю нил партнёра: у него одни козыри, и он тоже должен бить, поэтому бью картой {card}, старше любого козыря, что может быть у него</translation>
    </message>
    <message>
        <source>covering my partner's nil: it holds only trumps and must trump too, so I trump with my highest, the {card}, to leave it the most room under it</source>
        <translation>прикрываю нил партнёра: у него одни козыри, и он тоже должен бить, поэтому бью своим старшим козырем, {card}, чтобы ему было куда сыграть ниже</translation>
    </message>
    <message>
        <source>covering my partner's nil: I lead the {card} now, while the spades out stay above my partner's card; kept to the end, it would turn my partner's last card into a spade that takes the trick</source>
        <translation>прикрываю нил партнёра: хожу картой {card} сейчас, пока пики на руках выше карты партнёра; если держать её до конца, она превратит последнюю карту партнёра в пику, которая возьмёт взятку</translation>
    </message>
    <message>
        <source>covering my partner's nil: I play the {card} now, while the trick stays above my partner's card; kept to the end, it would turn my partner's last card into a spade that takes the trick</source>
        <translation>прикрываю нил партнёра: играю {card} сейчас, пока взятка остаётся выше карты партнёра; если держать её до конца, она превратит последнюю карту партнёра в пику, которая возьмёт взятку</translation>
    </message>
    <message>
        <source>covering my partner's nil: I lead {suit}, which my partner cannot follow</source>
        <translation>прикрываю нил партнёра: хожу в масть {suit}, которой у партнёра нет</translation>
    </message>
    <message>
        <source>covering my partner's nil: I keep the {trump}, my last trump, to trump {suit} over my partner, and lead the {card}</source>
        <translation>прикрываю нил партнёра: берегу {trump}, последний козырь, чтобы перебить партнёра, когда пойдут {suit}, и хожу картой {card}</translation>
    </message>
    <message>
        <source>covering my partner's nil: I lead the {card}, which should win</source>
        <translation>прикрываю нил партнёра: хожу картой {card}, она должна взять</translation>
    </message>
    <message>
        <source>covering my partner's nil: I lead high with the {card}</source>
        <translation>прикрываю нил партнёра: хожу старшей картой {card}</translation>
    </message>
    <message>
        <source>covering my partner's nil: I lead the {card}, the card least likely to catch my partner</source>
        <translation>прикрываю нил партнёра: хожу картой {card}, она вернее всего не подставит партнёра</translation>
    </message>
    <message>
        <source>trumps</source>
        <translation>козыри</translation>
    </message>
    <message>
        <source>I lead the {card}: no higher {suit} are out, so it should win, and it cannot set the nil</source>
        <translation>Я хожу картой {card}: старше в этой масти ничего не осталось, она должна взять, а провалить нил она не может</translation>
    </message>
    <message>
        <source>I lead the {card}; it cannot set the nil: the nil bidder may hold no higher {suit}</source>
        <translation>Я хожу картой {card}; провалить нил она не может: у заказавшего нил, возможно, нет карт этой масти старше</translation>
    </message>
    <message>
        <source>I lead the low {card} to set the nil</source>
        <translation>Я хожу мелкой картой {card}, чтобы провалить нил</translation>
    </message>
    <message>
        <source>I lead the {card} to set the nil: the nil bidder may hold only higher {suit}</source>
        <translation>Я хожу картой {card}, чтобы провалить нил: у заказавшего нил, возможно, только старшие {suit}</translation>
    </message>
    <message>
        <source>the nil bidder is winning this trick; I cannot follow, so I throw the {card}</source>
        <translation>заказавший нил берёт эту взятку; масти хода у меня нет, поэтому сбрасываю {card}</translation>
    </message>
    <message>
        <source>the nil bidder is winning this trick: I stay under with the {card}</source>
        <translation>заказавший нил берёт эту взятку: я остаюсь ниже с картой {card}</translation>
    </message>
    <message>
        <source>I play low with the {card} so the nil bidder may have to win</source>
        <translation>Я играю мелкую {card}, чтобы заказавшему нил, возможно, пришлось взять</translation>
    </message>
    <message>
        <source>I play my lowest, the {card}, to leave the nil bidder room</source>
        <translation>Я играю свою младшую, {card}, чтобы не выручать заказавшего нил</translation>
    </message>
    <message>
        <source>I do not trump: the nil bidder may have to win this trick, so I discard the {card}</source>
        <translation>Я не бью козырем: заказавшему нил, возможно, придётся взять эту взятку, поэтому сбрасываю {card}</translation>
    </message>
    <message>
        <source>{why}: I lead the {card}, the card least likely to win</source>
        <translation>{why}: хожу картой {card} — у неё меньше всего шансов взять</translation>
    </message>
    <message>
        <source>{why}: I lead the {card}, likely to lose</source>
        <translation>{why}: хожу картой {card}, она, скорее всего, не возьмёт</translation>
    </message>
    <message>
        <source>{why}: I draw trumps with the {card}</source>
        <translation>{why}: выбиваю козыри картой {card}</translation>
    </message>
    <message>
        <source>{why}: I lead {suit} for my partner to trump</source>
        <translation>{why}: хожу в масть {suit}, чтобы партнёр побил козырем</translation>
    </message>
    <message>
        <source>{why}: I have only trumps; I lead the {card}</source>
        <translation>{why}: у меня одни козыри; хожу картой {card}</translation>
    </message>
    <message>
        <source>{why}: I lead the {card}</source>
        <translation>{why}: хожу картой {card}</translation>
    </message>
    <message>
        <source>I cannot go over my partner's nil: I play the {card}</source>
        <translation>я не могу перебить нил партнёра: я играю {card}</translation>
    </message>
    <message>
        <source>{why}, and no card of mine holds this trick better than my partner's {best}: I play the {card}</source>
        <translation>{why}, и ни одна моя карта не удержит эту взятку вернее, чем {best} партнёра: играю {card}</translation>
    </message>
    <message>
        <source>{why}, but my best trump may still be beaten after me, and my partner bid nil: I keep my trumps and throw the {card}</source>
        <translation>{why}: оставляю козыри и сбрасываю {card} — мой старший козырь ещё могут перебить, а партнёр заказал нил</translation>
    </message>
    <message>
        <source>{why}, and my partner bid nil: I hold only trumps and trump with the lowest, the {card}</source>
        <translation>{why}, а партнёр заказал нил: у меня одни козыри, бью младшим, {card}</translation>
    </message>
    <message>
        <source>{why}, but my best card may still be beaten after me, and my partner bid nil: I play low</source>
        <translation>{why}: играю низко — мою старшую карту ещё могут перебить, а партнёр заказал нил</translation>
    </message>
    <message>
        <source>{why}: I keep my trumps and throw the {card}, as my partner plays after me and may still win it</source>
        <translation>{why}: оставляю козыри и сбрасываю {card} — партнёр ходит после меня и ещё может взять</translation>
    </message>
    <message>
        <source>{why}: I hold only trumps and trump with the lowest, the {card}, as my partner plays after me and may still win it</source>
        <translation>{why}: у меня одни козыри, бью младшим, {card} — партнёр ходит после меня и ещё может взять</translation>
    </message>
    <message>
        <source>{why}: I play low, as my partner plays after me and may still win it</source>
        <translation>{why}: играю низко — партнёр ходит после меня и ещё может взять</translation>
    </message>
    <message>
        <source>{why}, but any card of mine that wins this trick so far would likely be beaten after me: I play the {card}</source>
        <translation>{why}, но любую мою карту, которая сейчас берёт взятку, скорее всего перебьют после меня: играю {card}</translation>
    </message>
    <message>
        <source>{why}, but I win this trick only if my partner plays a joker after me: I play the {card}</source>
        <translation>{why}, но эта взятка будет моей, только если партнёр сыграет после меня джокера: играю {card}</translation>
    </message>
    <message>
        <source>{why}, but I win this trick only if cards played after me cancel every card above mine: I play the {card}</source>
        <translation>{why}, но эта взятка будет моей, только если карты, сыгранные после меня, отменят все карты старше моей: играю {card}</translation>
    </message>
    <message>
        <source>{why}, but I cannot win this trick: I play the {card}</source>
        <translation>{why}, но эту взятку мне не взять: играю {card}</translation>
    </message>
    <message>
        <source>the {card}, my least useful card, goes over my partner's {best}</source>
        <translation>{card}, моя наименее нужная карта, перебивает {best} партнёра</translation>
    </message>
    <message>
        <source>I have no {suit} and can play only trumps: I must trump my partner's {best} with the lowest, the {card}</source>
        <translation>{suit} у меня кончились, а играть можно только козырями: приходится бить {best} партнёра младшим, {card}</translation>
    </message>
    <message>
        <source>I must go over my partner's {best}: every card I can play beats it, so I play the lowest, the {card}</source>
        <translation>приходится перебить {best} партнёра: любая разрешённая карта старше, поэтому играю младшую, {card}</translation>
    </message>
    <message>
        <source>my partner's {best} should win: I play the {card}, which keeps it winning, rather than go over it with the {over}</source>
        <translation>карта партнёра {best} должна взять: я играю {card} — тогда она так и берёт, — а не перебиваю её картой {over}</translation>
    </message>
    <message>
        <source>{why}: I play the {card}, which turns my partner's {mine} into a spade to win the trick</source>
        <translation>{why}: я играю {card} — она превращает карту партнёра {mine} в пику, и та берёт взятку</translation>
    </message>
    <message>
        <source>{why}: this trick is ours anyway, so I get rid of the {card} over my partner's card</source>
        <translation>{why}: эта взятка всё равно наша, поэтому я избавляюсь от карты {card}, перебивая карту партнёра</translation>
    </message>
    <message>
        <source>{why}: my partner wins this trick anyway, so I get rid of the {card}</source>
        <translation>{why}: партнёр всё равно берёт эту взятку, поэтому я избавляюсь от карты {card}</translation>
    </message>
    <message>
        <source>{why}: I duck with the {card}, my highest card that loses</source>
        <translation>{why}: пропускаю взятку старшей из своих карт, которые её не берут: {card}</translation>
    </message>
    <message>
        <source>{why}: I throw away the {card}</source>
        <translation>{why}: сбрасываю {card}</translation>
    </message>
    <message>
        <source>{why}, but every card I hold wins for now: I play the {card}, likely to be beaten</source>
        <translation>{why}, но пока любая моя карта берёт: играю {card}, её, скорее всего, перебьют</translation>
    </message>
    <message>
        <source>I must win this trick for my side, so I play my biggest card, the {card}, which turns my partner's {mine} into a spade</source>
        <translation>Эту взятку нашей паре надо взять, поэтому я играю свою старшую карту, {card}: она превращает карту партнёра {mine} в пику</translation>
    </message>
    <message>
        <source>I must win this trick, so I win it with my biggest card, the {card}</source>
        <translation>Я должен взять эту взятку и беру её своей старшей картой, {card}</translation>
    </message>
    <message>
        <source>the hands drawn from the stock cannot be replayed</source>
        <translation>карты, набранные из колоды, нельзя переиграть</translation>
    </message>
    <message>
        <source>the cards passed before the bidding cannot be replayed</source>
        <translation>карты, переданные до заказов, нельзя переиграть</translation>
    </message>
    <message>
        <source>the {card}</source>
        <translation>{card}</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>слепой нил</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>нил</translation>
    </message>
    <message>
        <source>a bid of {bid}</source>
        <translation>заказ {bid}</translation>
    </message>
    <message>
        <source>looking at the cards first</source>
        <translation>сначала посмотреть карты</translation>
    </message>
    <message>
        <source>{action}</source>
        <translation>{action}</translation>
    </message>
    <message>
        <source>{seat}: on average over the hands that could have been dealt, {action} scores about {points} less than {best} in one hand; but {behind} behind, a comeback needs a big swing, so it is not counted as a mistake.</source>
        <translation>{seat}: в среднем по раздачам, которые могли выпасть, {action} даёт за раздачу около {points} меньше, чем {best}; но при отставании на {behind} нужен крупный перелом, так что это не считается ошибкой.</translation>
    </message>
    <message>
        <source>{seat}: {action} was as good as any choice here.</source>
        <translation>{seat}: {action} — не хуже любого другого выбора здесь.</translation>
    </message>
    <message>
        <source>{seat}: {action} was the careful choice: nil scored about {points} more over the guesses, too little for the risk of a nil.</source>
        <translation>{seat}: {action} — осторожный выбор: нил в среднем по вариантам давал больше, но разница около {points} — слишком мало, чтобы рисковать нилом.</translation>
    </message>
    <message>
        <source>{seat}: {action} was about as good as {best} (about {points} less over the guesses, within their luck).</source>
        <translation>{seat}: {action} — почти так же хорошо, как {best} (в среднем по вариантам разница около {points}, это в пределах случайности).</translation>
    </message>
    <message>
        <source>{seat}: {action} was nearly as good as {best} (about {points} less over the guesses).</source>
        <translation>{seat}: {action} — почти так же хорошо, как {best} (в среднем по вариантам разница около {points}).</translation>
    </message>
    <message>
        <source>{action} was worth more</source>
        <translation>{action} — выгоднее</translation>
    </message>
    <message>
        <source>{seat}: playing {action} at trick {trick} cost about {points}: {why}.</source>
        <translation>{seat}: карта {action} на {trick}-й взятке стоила около {points}: {why}.</translation>
    </message>
    <message>
        <source>{seat}: looking at the cards first cost about {points} on average over the hands that could have been dealt: {why}.</source>
        <translation>{seat}: решение сначала посмотреть карты стоило около {points} в среднем по раздачам, которые могли выпасть: {why}.</translation>
    </message>
    <message>
        <source>{seat}: bidding blind nil cost about {points} on average over the hands that could have been dealt: {why}. This time the blind nil was made.</source>
        <translation>{seat}: заказ слепого нила стоил около {points} в среднем по раздачам, которые могли выпасть: {why}. На этот раз слепой нил сыгран.</translation>
    </message>
    <message>
        <source>{seat}: bidding {bid} cost about {points} on average over the hands that could have been dealt: {why}.</source>
        <translation>{seat}: заказ {bid} стоил около {points} в среднем по раздачам, которые могли выпасть: {why}.</translation>
    </message>
    <message>
        <source>{seat}: passing cost about {points}: {why}.</source>
        <translation>{seat}: пас стоил около {points}: {why}.</translation>
    </message>
    <message>
        <source>{seat}: bidding {bid} cost about {points}: {why}.</source>
        <translation>{seat}: заказ {bid} стоил около {points}: {why}.</translation>
    </message>
    <message>
        <source>{seat}: {action} was as good as forced: the only other bid the rules allow is nil, and the {card} takes a trick whenever it is played.</source>
        <translation>{seat}: {action} — выбор почти вынужденный: кроме него правила разрешают только нил, а {card} берёт взятку, когда её ни сыграй.</translation>
    </message>
    <message>
        <source>{seat}: {action} and {other}, the only two bids the rules allow here, scored about the same over the guesses.</source>
        <translation>{seat}: {action} и {other} — единственные два заказа, которые здесь разрешают правила, — в среднем по вариантам дали примерно одинаково.</translation>
    </message>
    <message>
        <source>{seat}: {action} was the better of the only two bids the rules allow here: {other} scored about {points} less over the guesses.</source>
        <translation>{seat}: {action} — лучший из двух заказов, которые здесь разрешают правила: {other} в среднем по вариантам давал около {points} меньше.</translation>
    </message>
    <message>
        <source>{seat}: {action} was the best choice here: {other}, the next best, scored about {points} less over the guesses.</source>
        <translation>{seat}: {action} — лучший выбор здесь: следующий за ним, {other}, в среднем по вариантам давал около {points} меньше.</translation>
    </message>
    <message>
        <source>it left your partner's nil winning the trick, where the {card} would have covered it</source>
        <translation>взятка осталась за партнёром, заказавшим нил, а картой {card} её можно было перебить</translation>
    </message>
    <message>
        <source>it won the trick and broke your nil; the {best} would have stayed under the {card}</source>
        <translation>она взяла взятку и сорвала ваш нил; с картой {best} вы остались бы под картой {card}</translation>
    </message>
    <message>
        <source>you bid nil, and it went over the {card}, leaving your nil winning the trick; the {best} would have stayed under it</source>
        <translation>вы заказали нил, а она перебила {card}, и взятка осталась за вашим нилом; с картой {best} вы остались бы ниже</translation>
    </message>
    <message>
        <source>your partner bid nil and still holds the {held}, which only the {card} could cover; the {best} would have kept it</source>
        <translation>партнёр заказал нил, и у него ещё осталась карта {held}, которую можно было перекрыть только картой {card}; с картой {best} эта возможность сохранилась бы</translation>
    </message>
    <message>
        <source>the {higher} was still out and beats the {card}; {action} was worth more</source>
        <translation>ещё не вышла старшая карта, которая бьёт {card}: {higher}; {action} — выгоднее</translation>
    </message>
    <message>
        <source>higher trumps were still out to beat the {card}, the {higher} among them; {action} was worth more</source>
        <translation>ещё не вышли старшие козыри, которые бьют {card}, среди них {higher}; {action} — выгоднее</translation>
    </message>
    <message>
        <source>your partner's {card} was already winning the trick; the {best} would have left it there</source>
        <translation>взятку уже брала карта партнёра {card}; с картой {best} взятка осталась бы у него</translation>
    </message>
    <message>
        <source>the {card} takes a trick whenever it is played, so the nil could not be made; {action} was worth more</source>
        <translation>{card} берёт взятку, когда бы ни сыграть эту карту, так что нил не мог удаться; {action} — выгоднее</translation>
    </message>
    <message>
        <source>the Easy bot</source>
        <translation>бот уровня «лёгкий»</translation>
    </message>
    <message>
        <source>the Hard bot</source>
        <translation>бот уровня «сильный»</translation>
    </message>
    <message>
        <source>the Normal bot</source>
        <translation>бот уровня «обычный»</translation>
    </message>
    <message>
        <source>The first choice to differ is a bot's, not a person's: {seat} chose {game} at the table and {bots} here, so the difference starts with the bots themselves.</source>
        <translation>Первым разошёлся выбор бота, а не человека: {seat} — за столом {game}, здесь {bots}, так что разница начинается с самих ботов.</translation>
    </message>
    <message>
        <source>{bids}. Kept to the bids of your game, the bots score {result}, as at the table: the whole difference is in the bidding.</source>
        <translation>{bids}. С заказами вашей игры боты набирают {result}, как за столом: вся разница в заказах.</translation>
    </message>
    <message>
        <source>{bids}. Kept to the bids of your game, the bots score {result}: most of the difference is in the bidding.</source>
        <translation>{bids}. С заказами вашей игры боты набирают {result}: бо́льшая часть разницы в заказах.</translation>
    </message>
    <message>
        <source>{said} {verdict}</source>
        <translation>{said} {verdict}</translation>
    </message>
    <message>
        <source>{bids}, but kept to the bids of your game the bots still score {result}: most of the difference is in the play. {part}</source>
        <translation>{bids}, но и с заказами вашей игры боты набирают {result}: бо́льшая часть разницы в розыгрыше. {part}</translation>
    </message>
    <message>
        <source>The bids were the same: the difference is in the play. {part}</source>
        <translation>Заказы были те же: разница в розыгрыше. {part}</translation>
    </message>
    <message>
        <source>{score} and their opponents {others}</source>
        <translation>{score}, а их противники {others}</translation>
    </message>
    <message>
        <source>{score}</source>
        <translation>{score}</translation>
    </message>
    <message>
        <source>{seat} bid {game} where {bot} bid {bots}</source>
        <translation>заказ {seat} — {game}, а {bot} заказал {bots}</translation>
    </message>
    <message>
        <source>then {seat} bid {bots}, where it bid {game} at the table</source>
        <translation>затем {seat} заказывает {bots}, а за столом было {game}</translation>
    </message>
    <message>
        <source>The bots chose otherwise before the play</source>
        <translation>Боты выбрали иначе ещё до розыгрыша</translation>
    </message>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
    <message>
        <source>The coach lists the bid among the decisions that cost most.</source>
        <translation>Тренер называет этот заказ среди самых дорогих решений.</translation>
    </message>
    <message>
        <source>Over the hands that could have been out, the coach found {game} better than {bots}; as these cards lay, {bots} did better.</source>
        <translation>По всем раскладам, которые могли быть, тренер счёл {game} лучше, чем {bots}; при этом раскладе лучше вышло {bots}.</translation>
    </message>
    <message>
        <source>Over the hands that could have been out, the coach found {game} about as good as {bots}; as these cards lay, {bots} did better.</source>
        <translation>По всем раскладам, которые могли быть, тренер счёл {game} примерно равным {bots}; при этом раскладе лучше вышло {bots}.</translation>
    </message>
    <message>
        <source>The cards were played the same.</source>
        <translation>Карты сыграны так же.</translation>
    </message>
    <message>
        <source>{seat} played the {card} at trick {trick}, as the hint advised (it checks the bot's card by playing the hand out over where the hidden cards may lie), where {bot} played the {other}, and the other seats played on differently from there.</source>
        <translation>{seat} — во взятке {trick} {card}, как советовала подсказка (она проверяет карту бота розыгрышем раздачи при разных раскладах скрытых карт), а {bot} сыграл {other}, и дальше остальные места играли иначе.</translation>
    </message>
    <message>
        <source>{seat} played the {card} at trick {trick} where {bot} played the {other}, and the other seats played on differently from there.</source>
        <translation>{seat} — во взятке {trick} {card}, а {bot} сыграл {other}, и дальше остальные места играли иначе.</translation>
    </message>
    <message>
        <source>The play parts at trick {trick}, and the other seats played on differently from there.</source>
        <translation>Розыгрыш расходится во взятке {trick}, и дальше остальные места играли иначе.</translation>
    </message>
    <message>
        <source>The coach's costs are over the hands that could have been out; as these cards lay, the play at the table did better than the bots'.</source>
        <translation>Тренер считает цену по всем раскладам, которые могли быть; при этом раскладе розыгрыш за столом вышел лучше, чем у ботов.</translation>
    </message>
    <message>
        <source>The coach's list of the decisions that cost most shows where the cards cost.</source>
        <translation>Где карты стоили очков, показывает список самых дорогих решений тренера.</translation>
    </message>
    <message>
        <source>No single card cost much, but the coach's small costs add up to about {points} over the hand.</source>
        <translation>Ни одна карта не стоила много, но мелкие потери по тренеру дают в сумме около {points} за раздачу.</translation>
    </message>
    <message>
        <source>No card cost much over the hands that could have been out: as these cards lay, the bots' play happened to do better.</source>
        <translation>По всем раскладам, которые могли быть, ни одна карта не стоила много: при этом раскладе розыгрыш ботов просто вышел удачнее.</translation>
    </message>
    <message>
        <source>I play {action}</source>
        <translation>Мой ход: {action}</translation>
    </message>
    <message>
        <source>I bid {bid}: nil looks too risky to me</source>
        <translation>Я заказываю {bid}: нил кажется мне слишком рискованным</translation>
    </message>
    <message>
        <source>I bid {bid}: my hand looks about that good</source>
        <translation>Я заказываю {bid}: примерно на столько тянет моя рука</translation>
    </message>
    <message>
        <source>I bid nil: I have nothing worth a trick</source>
        <translation>Я заказываю нил: у меня нет ничего, что стоит взятки</translation>
    </message>
    <message>
        <source>I play the {card}</source>
        <translation>Я играю {card}</translation>
    </message>
    <message>
        <source>I play the {card}: it looked right to me</source>
        <translation>Я играю {card}: мне показалось, что так правильно</translation>
    </message>
    <message>
        <source>I took the kitty and discard my lowest cards</source>
        <translation>Я взял прикуп и сбрасываю свои младшие карты</translation>
    </message>
    <message>
        <source>I am nil, so I pass my most dangerous cards</source>
        <translation>У меня нил, поэтому я передаю самые опасные карты</translation>
    </message>
    <message>
        <source>the player I pass to bid nil, so I pass my highest cards to break it</source>
        <translation>игрок, которому я передаю карты, заказал нил, поэтому я передаю старшие карты, чтобы его сорвать</translation>
    </message>
    <message>
        <source>my partner is nil, so I pass low cards it can play under</source>
        <translation>у партнёра нил, поэтому я передаю мелкие карты, под которые он сможет играть</translation>
    </message>
    <message>
        <source>I pass my lowest cards and keep the ones that win tricks</source>
        <translation>я передаю самые мелкие карты и оставляю те, что берут взятки</translation>
    </message>
    <message>
        <source>{why}: {cards}</source>
        <translation>{why}: {cards}</translation>
    </message>
    <message>
        <source>I keep the card</source>
        <translation>Я оставляю карту</translation>
    </message>
    <message>
        <source>I keep the {card}: a low card for my blind nil</source>
        <translation>Я оставляю {card}: мелкая карта для моего слепого нила</translation>
    </message>
    <message>
        <source>I discard the {card}: too dangerous for my blind nil</source>
        <translation>Я сбрасываю {card}: слишком опасна для моего слепого нила</translation>
    </message>
    <message>
        <source>I keep the {card}: it beats an unknown card</source>
        <translation>Я оставляю {card}: она лучше неизвестной карты</translation>
    </message>
    <message>
        <source>I discard the {card}: the next card is likely better</source>
        <translation>Я сбрасываю {card}: следующая карта, скорее всего, лучше</translation>
    </message>
    <message>
        <source>I keep my cards: none is dangerous enough to swap</source>
        <translation>Я оставляю свои карты: ни одна не настолько опасна, чтобы менять</translation>
    </message>
    <message>
        <source>I swap {cards}: they could win a trick</source>
        <translation>Я меняю {cards}: они могут взять взятку</translation>
    </message>
    <message>
        <source>I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, {bid} wins the game in {won} of them, {count} in {other}</source>
        <translation>Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, заказ {bid} выигрывает игру в {won} из них, {count} — в {other}</translation>
    </message>
    <message>
        <source>I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, the other side wins the game in {lost} of them after {bid}, in {other} after {count}</source>
        <translation>Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, противники выигрывают игру в {lost} из них после заказа {bid} и в {other} после {count}</translation>
    </message>
    <message>
        <source>I play the {card}: played out over {guesses} of the hidden hands, it wins the game in {won} of them, the {other} in {count}</source>
        <translation>Я играю {card}: если разыграть раздачу в {guesses} скрытых карт, с ней игра выиграна в {won} из них, с {other} — в {count}</translation>
    </message>
    <message>
        <source>I play the {card}: played out over {guesses} of the hidden hands, the other side wins the game in {lost} of them after it, in {count} after the {other}</source>
        <translation>Я играю {card}: если разыграть раздачу в {guesses} скрытых карт, противники выигрывают игру в {lost} из них после неё и в {count} после {other}</translation>
    </message>
    <message>
        <source>I give up my nil: I go over the trick with the {card}, as played out over {guesses} of the hidden hands it scores {gain} points a hand more than the {other}</source>
        <translation>Я отказываюсь от нила: перебиваю взятку картой {card} — если разыграть раздачу в {guesses} скрытых карт, она даёт больше очков за раздачу, чем {other}: в среднем {gain:очко|очка|очков}</translation>
    </message>
    <message>
        <source>I play the {card}: played out over {guesses} of the hidden hands, it scores {gain} points a hand more than the {other}</source>
        <translation>Я играю {card}: если разыграть раздачу в {guesses} скрытых карт, {card} даёт больше очков за раздачу, чем {other}: в среднем {gain:очко|очка|очков}</translation>
    </message>
    <message>
        <source>I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, {bid} scores {gain} points a hand more</source>
        <translation>Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, {bid} даёт больше очков за раздачу: в среднем {gain:очко|очка|очков}</translation>
    </message>
    <message>
        <source>{other} looks natural, but it is worth giving up your nil: played out over {guesses} of the hidden hands, going over the trick with {action} scores about {points} more</source>
        <translation>напрашивается {other}, но стоит отказаться от нила: если разыграть раздачу в {guesses} скрытых карт, перебить взятку картой {action} выгоднее: в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>I hold {hold}; played out over {guesses} of the other hands, {other} scores about the same</source>
        <translation>у меня {hold}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт примерно столько же</translation>
    </message>
    <message>
        <source>my cards count {count}; played out over {guesses} of the other hands, {other} scores about the same</source>
        <translation>мои карты дают {count}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт примерно столько же</translation>
    </message>
    <message>
        <source>I hold {hold}; played out over {guesses} of the other hands, bidding {count} scores about {points} more than {other}</source>
        <translation>у меня {hold}; если разыграть раздачу в {guesses} скрытых карт, заказ {count} даёт в среднем около {points} больше, чем {other}</translation>
    </message>
    <message>
        <source>my cards count {count}; played out over {guesses} of the other hands, that scores about {points} more than {other}</source>
        <translation>мои карты дают {count}; если разыграть раздачу в {guesses} скрытых карт, это даёт в среднем около {points} больше, чем {other}</translation>
    </message>
    <message>
        <source>I bid {bid}: I hold {hold}, so my cards count about {count}; played out over {guesses} of the other hands, {bid} and {count} score about the same</source>
        <translation>Я заказываю {bid}: у меня {hold}, так что мои карты дают около {count}; если разыграть раздачу в {guesses} скрытых карт, заказы {bid} и {count} дают примерно одно и то же</translation>
    </message>
    <message>
        <source>I bid {bid} rather than the {count} my cards count: played out over {guesses} of the other hands, the two score about the same</source>
        <translation>Я заказываю {bid}, а не {count}, как по подсчёту карт: если разыграть раздачу в {guesses} скрытых карт, оба заказа дают примерно одинаково</translation>
    </message>
    <message>
        <source>{reason}; played out over {guesses} of the other hands, {other} scores about {points} less</source>
        <translation>{reason}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт в среднем около {points} меньше</translation>
    </message>
    <message>
        <source>{reason}; played out over {guesses} of the other hands, {other} scores about the same</source>
        <translation>{reason}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт примерно столько же</translation>
    </message>
    <message>
        <source>{reason}; played out over {guesses} of the other hands, {other} scores about {points} more, too little to change the bid</source>
        <translation>{reason}; если разыграть раздачу в {guesses} скрытых карт, {other} даёт в среднем около {points} больше — слишком мало, чтобы менять заказ</translation>
    </message>
    <message>
        <source>{other} looks natural, but {action} does better: {because}; played out over {guesses} at where the hidden cards lie, it scores about {points} more on average</source>
        <translation>напрашивается {other}, но {action} лучше: {because}; если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>{other} looks natural, but {action} does better: played out over {guesses} at where the hidden cards lie, it scores about {points} more on average</source>
        <translation>напрашивается {other}, но {action} лучше: если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>{other} looks natural, but {action} does better: I hold {hold}, so my cards count about {count}; played out over {guesses} at where the hidden cards lie, it scores about {points} more on average</source>
        <translation>напрашивается {other}, но {action} лучше: у меня {hold}, так что мои карты дают около {count}; если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>{other} looks natural, but {action} does better: my cards count about {count}; played out over {guesses} at where the hidden cards lie, it scores about {points} more on average</source>
        <translation>напрашивается {other}, но {action} лучше: мои карты дают около {count}; если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>{other} looks natural: I hold {hold}, so my cards count about {count}; but {action} does better, as {why}: played out over {guesses} at where the hidden cards lie, it scores about {points} more on average</source>
        <translation>напрашивается {other}: у меня {hold}, так что мои карты дают около {count}; но {action} лучше, потому что {why}: если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>{other} looks natural, and my cards count about {count}; but {action} does better, as {why}: played out over {guesses} at where the hidden cards lie, it scores about {points} more on average</source>
        <translation>напрашивается {other}, и мои карты дают около {count}; но {action} лучше, потому что {why}: если разыграть раздачу в {guesses} расклада скрытых карт, в среднем выигрыш около {points}</translation>
    </message>
    <message>
        <source>it keeps the {kept}, which takes a later trick in {share} of the guesses (played now, it takes this trick in {other})</source>
        <translation>так на руке остаётся {kept}: позже она берёт взятку в {share} случаев (сыгранная сейчас — эту взятку в {other})</translation>
    </message>
    <message>
        <source>it takes this trick in {share} of the guesses, the {other} in {then}</source>
        <translation>она берёт эту взятку в {share} случаев, а {other} — в {then}</translation>
    </message>
    <message>
        <source>it leaves this trick to my partner in {share} of the guesses, where the {other} takes it itself in {then}</source>
        <translation>она оставляет эту взятку партнёру в {share} случаев, а {other} берёт её сама в {then}</translation>
    </message>
    <message>
        <source>it lets this trick go in {share} of the guesses, to my partner in {partner}, where the {other} takes it in {then}</source>
        <translation>она отдаёт эту взятку в {share} случаев (партнёру — в {partner}), а {other} берёт её в {then}</translation>
    </message>
    <message>
        <source>it lets this trick go in {share} of the guesses, where the {other} takes it in {then}</source>
        <translation>она отдаёт эту взятку в {share} случаев, а {other} берёт её в {then}</translation>
    </message>
    <message>
        <source>my nil is made in {share} of the guesses, against {then} after the {other}</source>
        <translation>мой нил сыгран в {share} случаев, против {then} после {other}</translation>
    </message>
    <message>
        <source>my partner's nil is made in {share} of the guesses, against {then} after the {other}</source>
        <translation>нил партнёра сыгран в {share} случаев, против {then} после {other}</translation>
    </message>
    <message>
        <source>our side's bid is made in {share} of the guesses, against {then} after the {other}</source>
        <translation>наша пара выполняет контракт в {share} случаев, против {then} после {other}</translation>
    </message>
    <message>
        <source>I make my bid in {share} of the guesses, against {then} after the {other}</source>
        <translation>я выполняю контракт в {share} случаев, против {then} после {other}</translation>
    </message>
    <message>
        <source>an opponent's nil is set in {share} of the guesses, against {then} after the {other}</source>
        <translation>нил противника сорван в {share} случаев, против {then} после {other}</translation>
    </message>
    <message>
        <source>the opponents are set in {share} of the guesses, against {then} after the {other}</source>
        <translation>контракт противников провален в {share} случаев, против {then} после {other}</translation>
    </message>
    <message>
        <source>our side's bid is made either way, with about {bags} fewer bags on average</source>
        <translation>наша пара выполняет контракт в любом случае, а мешков у неё в среднем примерно на {bags} меньше</translation>
    </message>
    <message>
        <source>I make my bid either way, and end with about {bags} fewer bags on average</source>
        <translation>я выполняю контракт в любом случае, а мешков у меня в среднем примерно на {bags} меньше</translation>
    </message>
    <message>
        <source>our side ends with about {bags} fewer bags on average, counted over the guesses</source>
        <translation>у нашей пары в среднем примерно на {bags} меньше мешков</translation>
    </message>
    <message>
        <source>I end with about {bags} fewer bags on average, counted over the guesses</source>
        <translation>у меня в среднем примерно на {bags} меньше мешков</translation>
    </message>
    <message>
        <source>our side takes about {tricks} more tricks on average, counted over the guesses</source>
        <translation>наша пара в среднем берёт примерно на {tricks} взятки больше</translation>
    </message>
    <message>
        <source>I take about {tricks} more tricks on average, counted over the guesses</source>
        <translation>я в среднем беру примерно на {tricks} взятки больше</translation>
    </message>
    <message>
        <source>it keeps the {kept}, a trump, for later</source>
        <translation>так козырь {kept} остаётся на потом</translation>
    </message>
    <message>
        <source>it keeps the {kept} for later</source>
        <translation>так {kept} остаётся на потом</translation>
    </message>
    <message>
        <source>{first}, and {then}</source>
        <translation>{first}, и {then}</translation>
    </message>
    <message>
        <source>a trick counted may not come</source>
        <translation>посчитанная взятка может и не прийти</translation>
    </message>
    <message>
        <source>the cards may take more tricks than they count</source>
        <translation>карты могут взять больше взяток, чем по подсчёту</translation>
    </message>
    <message>
        <source>I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} of the other hands, {bid} scores {gain} points a hand more than {count}: {why}</source>
        <translation>Я заказываю {bid}: у меня {hold}, так что мои карты дают около {named}; но если разыграть раздачу в {guesses} скрытых карт, заказ {bid} даёт за раздачу на {gain:очко|очка|очков} больше, чем заказ {count}: {why}</translation>
    </message>
    <message>
        <source>I bid {bid}: I hold {hold}, so my cards count about {named}; played out over {guesses} of the other hands, {bid} scores {gain} points a hand more than {count}</source>
        <translation>Я заказываю {bid}: у меня {hold}, так что мои карты дают около {named}; если разыграть раздачу в {guesses} скрытых карт, заказ {bid} даёт за раздачу на {gain:очко|очка|очков} больше, чем заказ {count}</translation>
    </message>
    <message>
        <source>I bid {bid}: I hold {hold}, so my cards count about {named}; but played out over {guesses} of the other hands, {bid} scores {gain} points a hand more than {count}</source>
        <translation>Я заказываю {bid}: у меня {hold}, так что мои карты дают около {named}; но если разыграть раздачу в {guesses} скрытых карт, заказ {bid} даёт за раздачу на {gain:очко|очка|очков} больше, чем заказ {count}</translation>
    </message>
    <message>
        <source>I show my {suit}: as trump they take about {gain} tricks more</source>
        <translation>Я показываю масть {suit}: козырями они возьмут примерно на {gain:взятку|взятки|взяток} больше</translation>
    </message>
    <message>
        <source>I keep my cards hidden: showing would not win me enough tricks to tell everyone my hand</source>
        <translation>Я не показываю карты: показ принёс бы слишком мало взяток, чтобы раскрывать руку всем</translation>
    </message>
    <message>
        <source>we bid a blind moon: we are {behind} behind and the opponents are about to win</source>
        <translation>мы заказываем слепую «луну»: мы отстаём на {behind}, а соперники вот-вот выиграют</translation>
    </message>
    <message>
        <source>we bid blind six: we are {behind} behind, and a side takes about six tricks on an average deal ({value} if made)</source>
        <translation>мы заказываем вслепую шесть: мы отстаём на {behind}, а пара в среднем берёт около шести взяток ({value}, если выполнить)</translation>
    </message>
    <message>
        <source>I bid lexington: my partner bid {partner} and I count {mine} more, so our side should take 12 ({value} if made)</source>
        <translation>Я заказываю «лексингтон»: партнёр заказал {partner}, я рассчитываю ещё на {mine}, так что наша пара должна взять 12 ({value}, если выполнить)</translation>
    </message>
    <message>
        <source>I bid {name}: I lead to the first trick and cash {count} winners in a row ({cards}), and my partner bid {partner}, so we should take the first {need} tricks ({value} points)</source>
        <translation>Я заказываю {name}: я хожу в первую взятку и снимаю подряд {count:выигрышную карту|выигрышные карты|выигрышных карт} ({cards}), партнёр заказал {partner}, так что мы должны взять первые {need:взятку|взятки|взяток} ({value} очков)</translation>
    </message>
    <message>
        <source>I bid {name}: {sure} sure winners in my hand and my partner bid {partner}, so we should take {need} tricks {how} ({value} points)</source>
        <translation>Я заказываю {name}: у меня верных взяток: {sure}, партнёр заказал {partner}, так что мы должны взять {need:взятку|взятки|взяток} {how} ({value} очков)</translation>
    </message>
    <message>
        <source>in a row</source>
        <translation>подряд</translation>
    </message>
    <message>
        <source>I bid {bid}: my partner bid {partner}, I count about {mine}, so our side bids {side}</source>
        <translation>Я заказываю {bid}: партнёр заказал {partner}, я рассчитываю примерно на {mine}, так что наша пара заказывает {side}</translation>
    </message>
    <message>
        <source>I bid {bid}: I count {count}, between {low} and {high}, so I tell my partner I may take one more</source>
        <translation>Я заказываю {bid}: я рассчитываю на {count}, между {low} и {high}, и даю партнёру знать, что могу взять ещё одну</translation>
    </message>
    <message>
        <source>I add {name}: I lead to the first trick and cash {count} winners in a row ({cards}) to take the first {first} tricks (±{value})</source>
        <translation>Я добавляю {name}: я хожу в первую взятку и снимаю подряд {count:выигрышную карту|выигрышные карты|выигрышных карт} ({cards}), чтобы взять первые {first:взятку|взятки|взяток} (±{value})</translation>
    </message>
    <message>
        <source>I make my bid {bid}: no spades, and my side suits alone should take {side} tricks, so the bid counts double</source>
        <translation>Мой заказ — {bid}: пик нет, а одни мои боковые масти должны взять {side:взятку|взятки|взяток}, так что заказ считается вдвойне</translation>
    </message>
    <message>
        <source>I make my bid {bid}: only small spades ({trumps}), and my side suits alone should take {side} tricks, so the bid counts double</source>
        <translation>Мой заказ — {bid}: пики только мелкие ({trumps}), а одни мои боковые масти должны взять {side:взятку|взятки|взяток}, так что заказ считается вдвойне</translation>
    </message>
    <message>
        <source>I raise to {bid}: I count {count}, more than my {mine}</source>
        <translation>Я повышаю до {bid}: я рассчитываю на {count}, больше моих {mine}</translation>
    </message>
    <message>
        <source>I keep {bid}: my count of {count} does not clearly beat it</source>
        <translation>Я оставляю {bid}: мой расчёт {count} не превышает его явно</translation>
    </message>
    <message>
        <source>I keep {bid}: not enough sure winners for a bemo, nor side suits for no trump</source>
        <translation>Я оставляю {bid}: не хватает верных взяток для «бемо» и боковых мастей для игры без козырей</translation>
    </message>
</context>
<context>
    <name>DrawPanel</name>
    <message>
        <source>Keep this card?</source>
        <translation>Оставить эту карту?</translation>
    </message>
    <message>
        <source>Keep it: you see the next card, and it is discarded;
or discard it and take the next card.</source>
        <translation>Оставить: вы увидите следующую карту, и она уйдёт в сброс;
или сбросить эту и взять следующую.</translation>
    </message>
    <message>
        <source>Keep (K)</source>
        <translation>Оставить (K)</translation>
    </message>
    <message>
        <source>Discard (D)</source>
        <translation>Сбросить (D)</translation>
    </message>
    <message>
        <source>Your discards: {0}</source>
        <translation>Ваш сброс: {0}</translation>
    </message>
    <message>
        <source>The top card: {0}. Cards left in the stock: {1}.</source>
        <translation>Верхняя карта: {0}. Осталось карт в прикупе: {1}.</translation>
    </message>
</context>
<context>
    <name>DuplicateSession</name>
    <message>
        <source>The duplicate match was saved by a newer version of {0}, so this version cannot go on with it. Nothing was deleted: the file is kept as {1}; the newer version can open it.</source>
        <translation>Дубликатный матч сохранён более новой версией {0}, и эта версия не может его продолжить. Ничего не удалено: файл сохранён как {1}; более новая версия сможет его открыть.</translation>
    </message>
    <message>
        <source>The saved duplicate match is damaged and cannot be read ({0}). Nothing was deleted: the file is kept as {1}.</source>
        <translation>Сохранённый дубликатный матч повреждён, прочитать его нельзя ({0}). Ничего не удалено: файл сохранён как {1}.</translation>
    </message>
    <message>
        <source>The saved duplicate match cannot be read ({0}). The file stays at {1}: it could not be moved aside ({2}). A new match is not saved, so that the file is not written over.</source>
        <translation>Сохранённый дубликатный матч нельзя прочитать ({0}). Файл остался на месте, {1}: его не удалось отложить ({2}). Новый матч не сохраняется, чтобы не записать поверх этого файла.</translation>
    </message>
    <message>
        <source>{0} · duplicate deal {1} of {2}</source>
        <translation>{0} · дубликатный матч, расклад {1} из {2}</translation>
    </message>
    <message>
        <source>See the match</source>
        <translation>Итог матча</translation>
    </message>
    <message>
        <source>Next deal</source>
        <translation>Следующий расклад</translation>
    </message>
    <message>
        <source>The duplicate match is over: the comparison window shows how you did. Start a new game with Game ▸ New game (Ctrl+N).</source>
        <translation>Дубликатный матч окончен: окно сравнения показывает, как вы сыграли. Новая игра — Игра ▸ Новая игра (Ctrl+N).</translation>
    </message>
    <message>
        <source>Deal {0} of {1} is over: read the scores, then press {2} (Enter).</source>
        <translation>Расклад {0} из {1} сыгран: посмотрите счёт и нажмите «{2}» (Enter).</translation>
    </message>
    <message>
        <source>This duplicate match is open in another window of {0}, so it is not offered here: go on with it there. Once that window is closed, the match can be played here, or a new one started (one match at a time).</source>
        <translation>Этот дубликатный матч открыт в другом окне {0}, поэтому здесь он не предлагается: продолжайте его там. Когда то окно будет закрыто, матч можно будет играть здесь или начать новый (матч бывает только один).</translation>
    </message>
    <message>
        <source>Deal {0} of {1} is over: press {2}.</source>
        <translation>Расклад {0} из {1} сыгран: нажмите «{2}».</translation>
    </message>
    <message>
        <source>Deal {0} of {1} is over</source>
        <translation>Расклад {0} из {1} сыгран</translation>
    </message>
    <message>
        <source>Deal {0} of {1}</source>
        <translation>Расклад {0} из {1}</translation>
    </message>
    <message>
        <source>Bot in your seat</source>
        <translation>Бот на вашем месте</translation>
    </message>
    <message>
        <source>{0} · bots' table</source>
        <translation>{0} · стол ботов</translation>
    </message>
    <message>
        <source>The match is not saved: another window of {0} has a duplicate match open, and its file is not written over.</source>
        <translation>Матч не сохранён: в другом окне {0} открыт дубликатный матч, и его файл не перезаписывается.</translation>
    </message>
    <message>
        <source>The match is not saved: {0} cannot be read and is kept as it is.</source>
        <translation>Матч не сохраняется: файл {0} нельзя прочитать, и он оставлен как есть.</translation>
    </message>
    <message>
        <source>The match could not be saved: {0}</source>
        <translation>Матч не удалось сохранить: {0}</translation>
    </message>
    <message>
        <source>This duplicate deal is played as a game of one hand: its match is open in another window of {0}.</source>
        <translation>Этот расклад дубликатного матча играется как игра из одной раздачи: его матч открыт в другом окне {0}.</translation>
    </message>
    <message>
        <source>This duplicate deal is played as a game of one hand: its match is missing, cannot be read or is at another deal.</source>
        <translation>Этот расклад матча играется как игра из одной раздачи: его матч не найден, не читается или уже на другом раскладе.</translation>
    </message>
</context>
<context>
    <name>DuplicateSetupDialog</name>
    <message>
        <source>New duplicate match</source>
        <translation>Новый дубликатный матч</translation>
    </message>
    <message>
        <source>Every deal is played twice on the same cards: at your table, where you sit at South with a bot partner, and at the bots' table, where a bot sits in your seat with your cards. Your result is compared with the bot's, deal by deal: the cards are the same, so the difference is the play.</source>
        <translation>Каждый расклад играется дважды с одними и теми же картами: за вашим столом, где вы сидите на юге с партнёром-ботом, и за столом ботов, где на вашем месте с вашими картами сидит бот. Ваш результат сравнивается с результатом бота расклад за раскладом: карты одни и те же, значит, разница — в игре.</translation>
    </message>
    <message>
        <source>4, 8 or 12 deals make a short, a usual or a long match</source>
        <translation>4, 8 или 12 раскладов — короткий, обычный или длинный матч</translation>
    </message>
    <message>
        <source>The bot that plays your cards in your seat at the bots' table.</source>
        <translation>Бот, который играет вашими картами на вашем месте за столом ботов.</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>The same match number deals the same cards: to play a match again, or to play the same match as a friend</source>
        <translation>Тот же номер матча — те же карты: чтобы сыграть матч снова или сыграть тот же матч, что и друг</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;Deals:</source>
        <translation>&amp;Расклады:</translation>
    </message>
    <message>
        <source>&amp;Partner and opponents:</source>
        <translation>Партнёр и противни&amp;ки:</translation>
    </message>
    <message>
        <source>&amp;In your seat at the bots' table:</source>
        <translation>На &amp;вашем месте за столом ботов:</translation>
    </message>
    <message>
        <source>&amp;Match number:</source>
        <translation>Номер &amp;матча:</translation>
    </message>
    <message>
        <source>&amp;Start the match</source>
        <translation>&amp;Начать матч</translation>
    </message>
    <message>
        <source>See the &amp;last match</source>
        <translation>По&amp;смотреть прошлый матч</translation>
    </message>
    <message>
        <source>The comparison of the match played last ({0}, {1}, match number {2})</source>
        <translation>Сравнение последнего сыгранного матча ({0}, {1}, матч номер {2})</translation>
    </message>
    <message>
        <source>deal|deals</source>
        <translation>расклад|расклада|раскладов</translation>
    </message>
    <message>
        <source>No preset is a partnership game of four, which a duplicate match needs.</source>
        <translation>Нет ни одного набора правил для игры пара на пару вчетвером, а дубликатному матчу нужен такой.</translation>
    </message>
</context>
<context>
    <name>DuplicateWindow</name>
    <message>
        <source>Duplicate match</source>
        <translation>Дубликатный матч</translation>
    </message>
    <message>
        <source>Deals</source>
        <translation>Расклады</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <source>Save the comparison as PDF (to print), a web page or a CSV table</source>
        <translation>Сохранить сравнение как PDF (для печати), веб-страницу или таблицу CSV</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>The match goes on at the table; Game ▸ New duplicate match… shows this window again</source>
        <translation>Матч продолжается за столом; Игра ▸ Новый дубликатный матч… снова покажет это окно</translation>
    </message>
    <message>
        <source>A move was taken back (undo) at your table.</source>
        <translation>За вашим столом ход отменяли.</translation>
    </message>
    <message>
        <source>This deal was dealt again at your table, so its cards had been seen; its first play to the score counts.</source>
        <translation>Этот расклад раздали за вашим столом заново, так что его карты уже видели; в зачёт идёт его первый доигранный розыгрыш.</translation>
    </message>
    <message>
        <source>Being played at the table now.</source>
        <translation>Сейчас играется за столом.</translation>
    </message>
    <message>
        <source>&amp;Play deal {0}</source>
        <translation>&amp;Играть расклад {0}</translation>
    </message>
    <message>
        <source>Review the &amp;bots' table</source>
        <translation>Разбор стола &amp;ботов</translation>
    </message>
    <message>
        <source>Review the &amp;bots' table of deal {0}</source>
        <translation>Разбор стола &amp;ботов: расклад {0}</translation>
    </message>
    <message>
        <source>Step through the deal as the bots played it, with a bot in your seat: every card face up, as Review hand shows your own table. A deal is shown once both tables have played it (choose its row).</source>
        <translation>Пройти расклад так, как его сыграли боты, с ботом на вашем месте: все карты открыты, как в разборе раздачи за вашим столом. Расклад можно открыть, когда его сыграли оба стола (выберите его строку).</translation>
    </message>
    <message>
        <source>The bots are playing deal {0} again for its review…</source>
        <translation>Боты заново разыгрывают расклад {0} для разбора…</translation>
    </message>
    <message>
        <source>The bots' table, deal {0}</source>
        <translation>Стол ботов, расклад {0}</translation>
    </message>
    <message>
        <source>The bots now play deal {0} otherwise than when it was compared (the bots of another version): the review shows how they play it now.</source>
        <translation>Боты теперь играют расклад {0} иначе, чем при сравнении (боты другой версии): разбор показывает, как они играют его сейчас.</translation>
    </message>
    <message>
        <source>The match is over.</source>
        <translation>Матч окончен.</translation>
    </message>
    <message>
        <source>Every deal is played at your table; the bots are still playing deal {0} at theirs.</source>
        <translation>Все расклады за вашим столом сыграны; боты за своим столом ещё играют расклад {0}.</translation>
    </message>
    <message>
        <source>The match is over; Game ▸ New duplicate match… ▸ See the last match shows this window again, until a new match is started</source>
        <translation>Матч окончен; Игра ▸ Новый дубликатный матч… ▸ Посмотреть прошлый матч снова покажет это окно, пока не начат новый матч</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <source>Bots' side</source>
        <translation>Сторона ботов</translation>
    </message>
    <message>
        <source>Every deal is played at your table; the bots could not play every deal.</source>
        <translation>Все расклады за вашим столом сыграны; боты не смогли сыграть все расклады.</translation>
    </message>
    <message>
        <source>Deal {0} of {1} is being played at your table.</source>
        <translation>За вашим столом играется расклад {0} из {1}.</translation>
    </message>
    <message>
        <source>Deal {0} of {1} is over: {2} on the table deals the next one.</source>
        <translation>Расклад {0} из {1} сыгран: кнопка «{2}» на столе сдаст следующий.</translation>
    </message>
    <message>
        <source>The match is waiting: press Play deal {0} to go on.</source>
        <translation>Матч ждёт: нажмите «Играть расклад {0}», чтобы продолжить.</translation>
    </message>
    <message>
        <source>Go on with the duplicate match and leave the game in progress?</source>
        <translation>Продолжить дубликатный матч и оставить текущую игру?</translation>
    </message>
    <message>
        <source>&amp;Go on with the match</source>
        <translation>&amp;Продолжить матч</translation>
    </message>
    <message>
        <source>duplicate-match-{0}.pdf</source>
        <translation>дубликатный-матч-{0}.pdf</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Web page (*.html)</source>
        <translation>Веб-страница (*.html)</translation>
    </message>
    <message>
        <source>CSV table (*.csv)</source>
        <translation>Таблица CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export the comparison</source>
        <translation>Экспорт сравнения</translation>
    </message>
    <message>
        <source>The comparison could not be saved to {0}: {1}</source>
        <translation>Сравнение не удалось сохранить в {0}: {1}</translation>
    </message>
    <message>
        <source>Saved the comparison to {0}.</source>
        <translation>Сравнение сохранено в {0}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Wait: {0} is thinking.</source>
        <translation>Подождите: {0} думает.</translation>
    </message>
    <message>
        <source>Wait for the cards to settle.</source>
        <translation>Подождите, пока карты лягут.</translation>
    </message>
    <message>
        <source>The last hand is over: press See the result.</source>
        <translation>Последняя раздача окончена: нажмите «Итог игры».</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation>Раздача окончена: нажмите «Следующая раздача».</translation>
    </message>
    <message>
        <source>The game is over: start a new game from the Game menu.</source>
        <translation>Игра окончена: начните новую в меню «Игра».</translation>
    </message>
    <message>
        <source>Start a new game from the Game menu.</source>
        <translation>Начните новую игру в меню «Игра».</translation>
    </message>
    <message>
        <source>Waiting for {0} to come to the screen.</source>
        <translation>Ждём, пока {0} подойдёт к экрану.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>Your only choice: {0}.</source>
        <translation>Единственный возможный ход: {0}.</translation>
    </message>
    <message>
        <source>A claim is made against the computer: with other people at the table, play on.</source>
        <translation>Забрать взятки можно только в игре против компьютера: когда за столом другие люди, играйте дальше.</translation>
    </message>
    <message>
        <source>You can claim the rest of the tricks during the play, on your turn.</source>
        <translation>Забрать оставшиеся взятки можно во время розыгрыша, в свой ход.</translation>
    </message>
    <message>
        <source>No claim while your side has a nil to make: play on.</source>
        <translation>Нельзя забрать взятки, пока ваша сторона играет нил: играйте дальше.</translation>
    </message>
    <message>
        <source>Not every trick left is sure yet: play on.</source>
        <translation>Ещё не все оставшиеся взятки наверняка ваши: играйте дальше.</translation>
    </message>
    <message>
        <source>Claimed: you take the last trick.</source>
        <translation>Заявлено: последняя взятка ваша.</translation>
    </message>
    <message>
        <source>You kept the {0}; the next card, the {1}, is discarded.</source>
        <translation>Оставлена карта: {0}; следующая, {1}, ушла в сброс.</translation>
    </message>
    <message>
        <source>You discarded the {0} and took the next card, the {1}.</source>
        <translation>Сброшена карта: {0}; взята следующая: {1}.</translation>
    </message>
    <message>
        <source>Your only card to play: {0}, played for you.</source>
        <translation>Ваша единственная возможная карта: {0}, она сыграна за вас.</translation>
    </message>
    <message>
        <source>{0}'s only card to play: {1}.</source>
        <translation>{0}: единственная возможная карта — {1}.</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Claimed: you take the last {0}.</source>
        <translation>Заявлено: вы берёте последние {0}.</translation>
    </message>
    <message>
        <source>trick|tricks</source>
        <translation>взятку|взятки|взяток</translation>
    </message>
    <message>
        <source>Claimed: your side takes the last trick.</source>
        <translation>Заявлено: последняя взятка достаётся вашей паре.</translation>
    </message>
    <message>
        <source>Claimed: your side takes the last {0}.</source>
        <translation>Заявлено: ваша пара берёт последние {0}.</translation>
    </message>
    <message>
        <source>The claim stops here: play on.</source>
        <translation>Заявка на этом кончается: играйте дальше.</translation>
    </message>
    <message>
        <source>{0}'s bot made a mistake; it plays {1} instead.</source>
        <translation>Бот игрока {0} ошибся; вместо этого он ходит так: {1}.</translation>
    </message>
    <message>
        <source>No hint this time: {0}</source>
        <translation>Подсказки не будет: {0}</translation>
    </message>
    <message>
        <source>You have seen your cards: looking at them cannot be taken back.</source>
        <translation>Вы уже видели свои карты: этого не отменить.</translation>
    </message>
    <message>
        <source>Only {0} may take back their own last move.</source>
        <translation>Отменить свой последний ход может только {0}.</translation>
    </message>
    <message>
        <source>No redo: {0}'s cards were shown after the undo. Make the move again.</source>
        <translation>Повтора нет: после отмены были показаны карты игрока {0}. Сделайте ход заново.</translation>
    </message>
    <message>
        <source>Redo goes on after Next hand.</source>
        <translation>Повтор продолжится после «Следующая раздача».</translation>
    </message>
    <message>
        <source>Undone: {0}.</source>
        <translation>Отменено: {0}.</translation>
    </message>
    <message>
        <source>Undone: {0}, and the bot move after it.</source>
        <translation>Отменено: {0} и следующий за этим ход бота.</translation>
    </message>
    <message>
        <source>Undone: {0}, and the {1} bot moves after it.</source>
        <translation>Отменено: {0} и следующие за этим ходы ботов (ходов: {1}).</translation>
    </message>
    <message>
        <source>Undone: {0}, and the move after it.</source>
        <translation>Отменено: {0} и следующий за этим ход.</translation>
    </message>
    <message>
        <source>Undone: {0}, and the {1} moves after it.</source>
        <translation>Отменено: {0} и следующие за этим ходы (ходов: {1}).</translation>
    </message>
    <message>
        <source>The score of hand {0} is taken back.</source>
        <translation>Счёт раздачи {0} отменён.</translation>
    </message>
    <message>
        <source>Redone: {0}.</source>
        <translation>Возвращено: {0}.</translation>
    </message>
    <message>
        <source>Redone: {0}, and the bot move after it.</source>
        <translation>Возвращено: {0} и следующий за этим ход бота.</translation>
    </message>
    <message>
        <source>Redone: {0}, and the {1} bot moves after it.</source>
        <translation>Возвращено: {0} и следующие за этим ходы ботов (ходов: {1}).</translation>
    </message>
    <message>
        <source>Redone: {0}, and the move after it.</source>
        <translation>Возвращено: {0} и следующий за этим ход.</translation>
    </message>
    <message>
        <source>Redone: {0}, and the {1} moves after it.</source>
        <translation>Возвращено: {0} и следующие за этим ходы (ходов: {1}).</translation>
    </message>
    <message>
        <source>{1} ({0})</source>
        <translation>{1} ({0})</translation>
    </message>
    <message>
        <source>{0}'s move</source>
        <translation>ход игрока {0}</translation>
    </message>
</context>
<context>
    <name>GameOverExtras</name>
    <message>
        <source>Statistics (S)</source>
        <translation>Статистика (S)</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>Review the game (V)</source>
        <translation>Разбор игры (V)</translation>
    </message>
    <message>
        <source>Step through the hands of this game with every card face up</source>
        <translation>Пройти по раздачам этой игры со всеми картами в открытую</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>You win!</source>
        <translation>Вы победили!</translation>
    </message>
    <message>
        <source>Winner: {0}</source>
        <translation>Победа: {0}</translation>
    </message>
    <message>
        <source>{0} reached the target of {1}</source>
        <translation>{0}: достигнута цель {1}</translation>
    </message>
    <message>
        <source>{0} reached the target of {1} with more points; {2} reached it too</source>
        <translation>{0}: достигнута цель {1}, и очков больше; {2}: цель тоже достигнута</translation>
    </message>
    <message>
        <source>{0}, and {1} fell to the losing score of {2}</source>
        <translation>{0}, а {1}: счёт упал до проигрышных {2}</translation>
    </message>
    <message>
        <source>{0}. {1}.</source>
        <translation>{0}. {1}.</translation>
    </message>
    <message>
        <source>{0}.</source>
        <translation>{0}.</translation>
    </message>
    <message>
        <source>N or Enter: {0}</source>
        <translation>N или Enter: {0}</translation>
    </message>
    <message>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
    <message>
        <source>Esc: {0}</source>
        <translation>Esc: {0}</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <source>Game set-up</source>
        <translation>Настройки игры</translation>
    </message>
    <message>
        <source>Rules: {preset}. The rules cannot be changed once hands are entered: for other rules, start a new game (Scores ▸ New scorekept game…).</source>
        <translation>Правила: {preset}. Когда раздачи уже записаны, правила изменить нельзя: для других правил начните новый счёт (Счёт ▸ Новый счёт…).</translation>
    </message>
    <message>
        <source>&amp;Change and score again</source>
        <translation>&amp;Изменить и пересчитать</translation>
    </message>
    <message>
        <source>With this set-up the game ends before hand {number}: {problem} Choose another set-up, or remove the hands from hand {number} on first (Edit ▸ Remove the selected hand…).</source>
        <translation>С такими настройками игра кончается до раздачи {number}: {problem} Выберите другие настройки или сначала удалите раздачи начиная с {number}-й (Правка ▸ Удалить выбранную раздачу…).</translation>
    </message>
    <message>
        <source>With this set-up hand {number} would be impossible: {problem} Choose another set-up, or correct hand {number} first.</source>
        <translation>С такими настройками раздача {number} невозможна: {problem} Выберите другие настройки или сначала исправьте раздачу {number}.</translation>
    </message>
</context>
<context>
    <name>GamesModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Раздачи</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <source>{0}
Played with real cards; the score was kept with the scorekeeper (Game ▸ Keep score for a real game…).</source>
        <translation>{0}
Игра живыми картами; счёт вёлся в программе (Игра ▸ Счёт для игры живыми картами…).</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>лёгкий</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>обычный</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>сильный</translation>
    </message>
    <message>
        <source>{0} ({1})</source>
        <translation>{0} ({1})</translation>
    </message>
    <message>
        <source>Real cards: {0}</source>
        <translation>Живые карты: {0}</translation>
    </message>
    <message>
        <source>Damaged in the history file: its players or scores cannot be read</source>
        <translation>Повреждена в файле истории: игроков или счёт прочитать нельзя</translation>
    </message>
    <message>
        <source>{0} — duplicate deal: {1}</source>
        <translation>{0} — расклад дубликатного матча: {1}</translation>
    </message>
    <message>
        <source>{0} — won by {1}</source>
        <translation>{0} — победа: {1}</translation>
    </message>
    <message>
        <source>{0} — abandoned after {1}</source>
        <translation>{0} — брошена, сыграно: {1}</translation>
    </message>
    <message>
        <source>{0} — unfinished, {1}</source>
        <translation>{0} — не окончена, сыграно: {1}</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздача|раздачи|раздач</translation>
    </message>
</context>
<context>
    <name>HandEntryBar</name>
    <message>
        <source>the first partner's count</source>
        <translation>взятки первого партнёра</translation>
    </message>
    <message>
        <source>the side's bid</source>
        <translation>заказ пары</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Взятки</translation>
    </message>
    <message>
        <source>(deals)</source>
        <translation>(сдаёт)</translation>
    </message>
    <message>
        <source>Bids first</source>
        <translation>Заказывает первым</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>заказ</translation>
    </message>
    <message>
        <source>These rules: {bids}</source>
        <translation>В этих правилах: {bids}</translation>
    </message>
    <message>
        <source>Down arrow: this player's tricks (to correct only the tricks)</source>
        <translation>Стрелка вниз — взятки этого игрока (чтобы исправить только взятки)</translation>
    </message>
    <message>
        <source>tricks</source>
        <translation>взятки</translation>
    </message>
    <message>
        <source>Up arrow: this player's bid</source>
        <translation>Стрелка вверх — заказ этого игрока</translation>
    </message>
    <message>
        <source>{name}: bid</source>
        <translation>{name}: заказ</translation>
    </message>
    <message>
        <source>{name}: tricks</source>
        <translation>{name}: взятки</translation>
    </message>
    <message>
        <source>A number</source>
        <translation>Число</translation>
    </message>
    <message>
        <source>n = nil</source>
        <translation>н или n — нил</translation>
    </message>
    <message>
        <source>b = blind nil</source>
        <translation>сн или b — слепой нил</translation>
    </message>
    <message>
        <source>b{tricks} = blind {tricks}</source>
        <translation>с{tricks} или b{tricks} — вслепую {tricks}</translation>
    </message>
    <message>
        <source>m = moon</source>
        <translation>л или m — луна</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>What happened in the tricks that these rules score</source>
        <translation>Что было во взятках, за что эти правила дают очки</translation>
    </message>
    <message>
        <source>last trick</source>
        <translation>посл. взятка</translation>
    </message>
    <message>
        <source>Who won the last trick, with which card: W AS</source>
        <translation>Кто взял последнюю взятку и какой картой: W AS</translation>
    </message>
    <message>
        <source>aces in it</source>
        <translation>тузы в ней</translation>
    </message>
    <message>
        <source>Who played an ace to the last trick: S N</source>
        <translation>Кто положил туза в последнюю взятку: S N</translation>
    </message>
    <message>
        <source>dix</source>
        <translation>дикс</translation>
    </message>
    <message>
        <source>Who won a trick with the 9♠, and how: N lead, N overtrump, N trump</source>
        <translation>Кто взял взятку девяткой ♠ и как: N lead (ход пикой), N overtrump (перебил), N trump (побил)</translation>
    </message>
    <message>
        <source>streak</source>
        <translation>серия</translation>
    </message>
    <message>
        <source>Who took the last tricks in a row: E, or E broke (a streak)</source>
        <translation>Кто взял последние взятки подряд: E, или E broke (прервал серию)</translation>
    </message>
    <message>
        <source>first run</source>
        <translation>серия с первой</translation>
    </message>
    <message>
        <source>Tricks each side won in a row from the first, one number a side: 6 0</source>
        <translation>Взятки подряд с первой у каждой пары, по числу на пару: 6 0</translation>
    </message>
    <message>
        <source>longest run</source>
        <translation>длинная серия</translation>
    </message>
    <message>
        <source>The most tricks each side won in a row, one number a side: 7 3</source>
        <translation>Самая длинная серия взяток подряд у каждой пары, по числу на пару: 7 3</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <source>A player of the side that took all four aces, or none</source>
        <translation>Игрок пары, взявшей все четыре туза, или none</translation>
    </message>
    <message>
        <source>{value}, as entered</source>
        <translation>{value}, как записано</translation>
    </message>
    <message>
        <source>{value}, offered: Enter accepts it</source>
        <translation>{value}, предложено: Enter — принять</translation>
    </message>
</context>
<context>
    <name>HandOffCover</name>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>Остальные, пожалуйста, не смотрите.</translation>
    </message>
    <message>
        <source>Pass to {0} ({1})</source>
        <translation>Передайте игроку {0} ({1})</translation>
    </message>
    <message>
        <source>Pass to {0}</source>
        <translation>Передайте игроку {0}</translation>
    </message>
    <message>
        <source>{0}, click (or press Space) when ready.</source>
        <translation>{0}, щёлкните (или нажмите Пробел), когда будете готовы.</translation>
    </message>
    <message>
        <source>I'm {0}: show my cards</source>
        <translation>Я — {0}: покажите мои карты</translation>
    </message>
</context>
<context>
    <name>HandSummaryPanel</name>
    <message>
        <source>Review hand (V)</source>
        <translation>Разбор раздачи (V)</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Следующая раздача</translation>
    </message>
    <message>
        <source>Hand {0} is over</source>
        <translation>Раздача {0} окончена</translation>
    </message>
    <message>
        <source>Deal no. {0}</source>
        <translation>Расклад № {0}</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Итог игры</translation>
    </message>
    <message>
        <source>Tied for the lead at the end: one more hand decides the game.</source>
        <translation>Ничья в борьбе за первое место: исход партии решит ещё одна раздача.</translation>
    </message>
    <message>
        <source>1 trick was dead: its cards cancelled out, and nobody won it.</source>
        <translation>1 взятка пропала: её карты взаимно погасились, и её не взял никто.</translation>
    </message>
    <message>
        <source>{0} tricks were dead: their cards cancelled out, and nobody won them.</source>
        <translation>Пропавших взяток: {0}: их карты взаимно погасились, и их не взял никто.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Взято</translation>
    </message>
    <message>
        <source>{side}: bid {bids}, won {won}, points {points}, total {total}</source>
        <translation>{side}: заказ {bids}, взято {won}, очки {points}, всего {total}</translation>
    </message>
    <message>
        <source>{0} (in place of {1})</source>
        <translation>{0} (вместо {1})</translation>
    </message>
    <message>
        <source>not made</source>
        <translation>провален</translation>
    </message>
    <message>
        <source>{0} (the first {1} tricks) {2} {3}</source>
        <translation>{0} (первые {1} взяток) {2} {3}</translation>
    </message>
    <message>
        <source>{0} ({1} in a row) {2} {3}</source>
        <translation>{0} ({1} подряд) {2} {3}</translation>
    </message>
    <message>
        <source>{0} made {1}</source>
        <translation>{0}: выполнено {1}</translation>
    </message>
    <message>
        <source>{0} not made {1}</source>
        <translation>{0}: провал {1}</translation>
    </message>
    <message>
        <source>contract {0} {1} {2}</source>
        <translation>контракт {0} {1} {2}</translation>
    </message>
    <message>
        <source>blind {0} × {1}</source>
        <translation>втёмную {0} × {1}</translation>
    </message>
    <message>
        <source>{0} + {1} × 10</source>
        <translation>{0} + {1} × 10</translation>
    </message>
    <message>
        <source>{0} not counted (blind)</source>
        <translation>{0} не в счёт (втёмную)</translation>
    </message>
    <message>
        <source>extra trick|extra tricks</source>
        <translation>лишняя взятка|лишние взятки|лишних взяток</translation>
    </message>
    <message>
        <source>bags {0}</source>
        <translation>мешки {0}</translation>
    </message>
    <message>
        <source>{0} {1} {2}</source>
        <translation>{0} {1} {2}</translation>
    </message>
    <message>
        <source>bag penalty {0}</source>
        <translation>штраф за мешки {0}</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>bid {0}</source>
        <translation>заказ {0}</translation>
    </message>
    <message>
        <source>won {0}</source>
        <translation>взято {0}</translation>
    </message>
    <message>
        <source>Enter: {0}. V: review this hand.</source>
        <translation>Enter: {0}. V: разбор этой раздачи.</translation>
    </message>
    <message>
        <source>made</source>
        <translation>выполнен</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>провален</translation>
    </message>
    <message>
        <source>{0} ({1} counted for the side)</source>
        <translation>{0} ({1} в счёт стороны)</translation>
    </message>
    <message>
        <source>trick|tricks</source>
        <translation>взятка|взятки|взяток</translation>
    </message>
    <message>
        <source>bag count {0}</source>
        <translation>мешков: {0}</translation>
    </message>
</context>
<context>
    <name>HandsBoard</name>
    <message>
        <source>BJ</source>
        <translation>БД</translation>
    </message>
    <message>
        <source>LJ</source>
        <translation>МД</translation>
    </message>
</context>
<context>
    <name>HistoryWindow</name>
    <message>
        <source>Game history</source>
        <translation>История игр</translation>
    </message>
    <message>
        <source>Search names and rules</source>
        <translation>Поиск по именам и правилам</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Поиск</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Все игры</translation>
    </message>
    <message>
        <source>Every game in the history, finished or not</source>
        <translation>Все игры в истории, законченные и нет</translation>
    </message>
    <message>
        <source>Finished</source>
        <translation>Оконченные</translation>
    </message>
    <message>
        <source>Only the games played to the end</source>
        <translation>Только игры, доигранные до конца</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Неоконченные</translation>
    </message>
    <message>
        <source>Only the games you can still continue</source>
        <translation>Только игры, которые ещё можно продолжить</translation>
    </message>
    <message>
        <source>Sort by</source>
        <translation>Порядок</translation>
    </message>
    <message>
        <source>Newest first</source>
        <translation>Сначала новые</translation>
    </message>
    <message>
        <source>Oldest first</source>
        <translation>Сначала старые</translation>
    </message>
    <message>
        <source>Rules, A to Z</source>
        <translation>Правила, от А до Я</translation>
    </message>
    <message>
        <source>Rules, Z to A</source>
        <translation>Правила, от Я до А</translation>
    </message>
    <message>
        <source>Players, A to Z</source>
        <translation>Игроки, от А до Я</translation>
    </message>
    <message>
        <source>Players, Z to A</source>
        <translation>Игроки, от Я до А</translation>
    </message>
    <message>
        <source>Won first, highest score first</source>
        <translation>Сначала выигранные, по убыванию счёта</translation>
    </message>
    <message>
        <source>Unfinished first</source>
        <translation>Сначала неоконченные</translation>
    </message>
    <message>
        <source>Most hands first</source>
        <translation>Сначала больше раздач</translation>
    </message>
    <message>
        <source>Fewest hands first</source>
        <translation>Сначала меньше раздач</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Показать:</translation>
    </message>
    <message>
        <source>S&amp;ort:</source>
        <translation>Порядо&amp;к:</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Re&amp;view…</source>
        <translation>&amp;Разбор…</translation>
    </message>
    <message>
        <source>Review the game hand by hand, and play a deal again</source>
        <translation>Разобрать игру по раздачам и сыграть раздачу заново</translation>
    </message>
    <message>
        <source>A game kept with the scorekeeper was played with real cards: no cards were recorded, so it cannot be reviewed or its deals played again.</source>
        <translation>Эта игра шла живыми картами, в программе вёлся только счёт: карты не записаны, поэтому её нельзя разобрать или сыграть её раздачи заново.</translation>
    </message>
    <message>
        <source>&amp;Print sheet…</source>
        <translation>Пе&amp;чать листа…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>Score &amp;sheet as PDF…</source>
        <translation>&amp;Лист счёта в PDF…</translation>
    </message>
    <message>
        <source>Game &amp;record…</source>
        <translation>&amp;Запись игры…</translation>
    </message>
    <message>
        <source>The games listed as CS&amp;V…</source>
        <translation>Показанные игры в CS&amp;V…</translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>The history is unavailable: {0}</source>
        <translation>История недоступна: {0}</translation>
    </message>
    <message>
        <source>This is the game at the table: close the History to play on.</source>
        <translation>Это игра, которая идёт за столом: закройте историю, чтобы играть дальше.</translation>
    </message>
    <message>
        <source>No hand of this game was finished yet.</source>
        <translation>В этой партии ещё нет законченной раздачи.</translation>
    </message>
    <message>
        <source>Export game record</source>
        <translation>Экспорт записи игры</translation>
    </message>
    <message>
        <source>Game records (*.json)</source>
        <translation>Записи игр (*.json)</translation>
    </message>
    <message>
        <source>The record could not be saved: {0}</source>
        <translation>Не удалось сохранить запись: {0}</translation>
    </message>
    <message>
        <source>Export scorekept game</source>
        <translation>Экспорт счёта игры</translation>
    </message>
    <message>
        <source>Scorekept games (*.json)</source>
        <translation>Счета игр (*.json)</translation>
    </message>
    <message>
        <source>Export games and hands as CSV</source>
        <translation>Экспорт игр и раздач в CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <source>The CSV files could not be written: {0}</source>
        <translation>Не удалось записать файлы CSV: {0}</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Удаление игры</translation>
    </message>
    <message>
        <source>Delete the game of {0} ({1}) from the history? Its statistics go with it; this cannot be undone.</source>
        <translation>Удалить из истории игру {0} ({1})? Её статистика удалится вместе с ней; отменить это нельзя.</translation>
    </message>
</context>
<context>
    <name>HouseRulesDialog</name>
    <message>
        <source>House rules</source>
        <translation>Свои правила</translation>
    </message>
    <message>
        <source>Made from: {0}</source>
        <translation>На основе: {0}</translation>
    </message>
    <message>
        <source>Your preset, saved again under its name when you save.</source>
        <translation>Ваш набор правил: при сохранении он запишется под тем же именем.</translation>
    </message>
    <message>
        <source>Your rules go into a new file; the comments written in {0} are not copied into it.</source>
        <translation>Ваши правила запишутся в новый файл; комментарии из {0} в него не переносятся.</translation>
    </message>
    <message>
        <source>Saving writes {0} anew: the comments written in it are not kept.</source>
        <translation>При сохранении {0} запишется заново: комментарии в нём не сохранятся.</translation>
    </message>
    <message>
        <source>Name of your rules</source>
        <translation>Название ваших правил</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <source>Winning and losing</source>
        <translation>Победа и проигрыш</translation>
    </message>
    <message>
        <source>A side &amp;loses at:</source>
        <translation>Пара &amp;проигрывает при:</translation>
    </message>
    <message>
        <source>Losing score</source>
        <translation>Счёт проигрыша</translation>
    </message>
    <message>
        <source>Bidding</source>
        <translation>Торговля</translation>
    </message>
    <message>
        <source>&amp;First to bid:</source>
        <translation>П&amp;ервым заказывает:</translation>
    </message>
    <message>
        <source>the player left of the dealer</source>
        <translation>игрок слева от сдающего</translation>
    </message>
    <message>
        <source>the dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>Lowest &amp;bid:</source>
        <translation>Наименьший &amp;заказ:</translation>
    </message>
    <message>
        <source>&amp;Each side bids at least:</source>
        <translation>Пара заказывает не &amp;меньше:</translation>
    </message>
    <message>
        <source>Nil bi&amp;ds allowed</source>
        <translation>Нил &amp;разрешён</translation>
    </message>
    <message>
        <source>Nil is wort&amp;h:</source>
        <translation>Нил ст&amp;оит:</translation>
    </message>
    <message>
        <source>Blind nil only when behind b&amp;y:</source>
        <translation>Слепой нил только при отставании н&amp;а:</translation>
    </message>
    <message>
        <source>Bo&amp;th partners bid nil:</source>
        <translation>Нил у о&amp;боих партнёров:</translation>
    </message>
    <message>
        <source>Fi&amp;rst lead:</source>
        <translation>Первый хо&amp;д:</translation>
    </message>
    <message>
        <source>Spades may not be led &amp;until broken</source>
        <translation>С пик нельзя ходить, пока они не раскр&amp;ыты</translation>
    </message>
    <message>
        <source>&amp;A player who cannot follow suit:</source>
        <translation>Игрок без масти &amp;хода:</translation>
    </message>
    <message>
        <source>no minimum</source>
        <translation>без нижней границы</translation>
    </message>
    <message>
        <source>The auction scores by its own table: no bags, no losing score.</source>
        <translation>Аукцион считает очки по своей таблице: без мешков и без проигрышного счёта.</translation>
    </message>
    <message>
        <source>A side &amp;wins at:</source>
        <translation>Пара выи&amp;грывает при:</translation>
    </message>
    <message>
        <source>A player &amp;wins at:</source>
        <translation>Игрок выи&amp;грывает при:</translation>
    </message>
    <message>
        <source>The winning score starts at {0}, set in the New game window (the preset says {1}).</source>
        <translation>Победный счёт здесь {0}, как задано в окне «Новая игра» (в наборе правил — {1}).</translation>
    </message>
    <message>
        <source>Winning score</source>
        <translation>Счёт победы</translation>
    </message>
    <message>
        <source>A player &amp;loses at:</source>
        <translation>Игрок &amp;проигрывает при:</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Hands in a game</source>
        <translation>Раздач в партии</translation>
    </message>
    <message>
        <source>Hands in a ga&amp;me:</source>
        <translation>Разда&amp;ч в партии:</translation>
    </message>
    <message>
        <source>&amp;Each player bids at least:</source>
        <translation>Игрок заказывает не &amp;меньше:</translation>
    </message>
    <message>
        <source>Nil</source>
        <translation>Нил</translation>
    </message>
    <message>
        <source>Bl&amp;ind nil allowed (bid before looking at the cards)</source>
        <translation>Слепо&amp;й нил разрешён (заказ не глядя в карты)</translation>
    </message>
    <message>
        <source>Blind nil is w&amp;orth:</source>
        <translation>Слепой нил с&amp;тоит:</translation>
    </message>
    <message>
        <source>always allowed</source>
        <translation>разрешён всегда</translation>
    </message>
    <message>
        <source>A nil bidder's tricks &amp;count for the partner's bid</source>
        <translation>&amp;Взятки заказавшего нил идут в заказ партнёра</translation>
    </message>
    <message>
        <source>each nil scored alone</source>
        <translation>каждый нил считается отдельно</translation>
    </message>
    <message>
        <source>doubled when both make it, no penalty otherwise</source>
        <translation>вдвойне, если оба выполнены; иначе без штрафа</translation>
    </message>
    <message>
        <source>Bags (tricks over the bid)</source>
        <translation>Мешки (взятки сверх заказа)</translation>
    </message>
    <message>
        <source>Ba&amp;gs before a penalty:</source>
        <translation>Ме&amp;шков до штрафа:</translation>
    </message>
    <message>
        <source>no penalty</source>
        <translation>без штрафа</translation>
    </message>
    <message>
        <source>&amp;Penalty:</source>
        <translation>Штра&amp;ф:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Розыгрыш</translation>
    </message>
    <message>
        <source>the holder of the lowest club, who leads it</source>
        <translation>у кого младшая трефа, он ею и ходит</translation>
    </message>
    <message>
        <source>No spade may be led to the first tric&amp;k</source>
        <translation>В первую взятку нельз&amp;я ходить с пики</translation>
    </message>
    <message>
        <source>may play any card</source>
        <translation>кладёт любую карту</translation>
    </message>
    <message>
        <source>must beat an opponent's spade</source>
        <translation>обязан перебить пику противника</translation>
    </message>
    <message>
        <source>must beat any spade, the partner's too</source>
        <translation>обязан перебить любую пику, и партнёра тоже</translation>
    </message>
    <message>
        <source>must trump, and everyone must beat the highest spade</source>
        <translation>обязан бить козырем, и каждый обязан перебить старшую пику</translation>
    </message>
    <message>
        <source>The rules card of your rules</source>
        <translation>Карточка ваших правил</translation>
    </message>
    <message>
        <source>The rules as they now read:</source>
        <translation>Правила в нынешнем виде:</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Words of the game…</source>
        <translation>Слова игры…</translation>
    </message>
    <message>
        <source>Trick, bid, bag, nil, broken spades… in plain words (also in Help ▸ Words of the game). Point at a rule to see what it does.</source>
        <translation>Взятка, заказ, мешок, нил, раскрытые пики… простыми словами (также в Справка ▸ Слова игры). Наведите указатель на правило, чтобы узнать, что оно делает.</translation>
    </message>
    <message>
        <source>Fixed: {0}. {1}</source>
        <translation>Не меняется: {0}. {1}</translation>
    </message>
    <message>
        <source>{0}, or from {1} to {2}.</source>
        <translation>{0} или от {1} до {2}.</translation>
    </message>
    <message>
        <source>From {0} to {1}.</source>
        <translation>От {0} до {1}.</translation>
    </message>
    <message>
        <source>In a preset file: {0}</source>
        <translation>В файле правил: {0}</translation>
    </message>
    <message>
        <source>The game ends when a score reaches this number; the highest score wins.</source>
        <translation>Игра заканчивается, когда счёт доходит до этого числа; побеждает наибольший счёт.</translation>
    </message>
    <message>
        <source>The game also ends at once when a score falls to this number or below; the highest score wins.</source>
        <translation>Игра заканчивается сразу и тогда, когда счёт падает до этого числа или ниже; побеждает наибольший счёт.</translation>
    </message>
    <message>
        <source>The game ends after this many hands, even if nobody has reached the winning score; the highest score wins.</source>
        <translation>Игра заканчивается после стольких раздач, даже если никто не набрал победный счёт; побеждает наибольший счёт.</translation>
    </message>
    <message>
        <source>Who makes the first bid of each hand; the others then bid in turn to the left.</source>
        <translation>Кто заказывает первым в каждой раздаче; остальные заказывают по очереди налево.</translation>
    </message>
    <message>
        <source>The fewest tricks a player may bid; nil, a bid of no tricks, is a bid of its own.</source>
        <translation>Наименьшее число взяток, которое можно заказать; нил, заказ без взяток, — отдельный заказ.</translation>
    </message>
    <message>
        <source>The two partners' bids must add up to at least this many tricks (with 4, bids of 1 and 2 are not allowed); a nil bidder's partner bids nil or at least this.</source>
        <translation>Заказы двух партнёров вместе должны быть не меньше стольких взяток (при 4 заказы 1 и 2 не допускаются); партнёр нилиста заказывает нил или не меньше этого.</translation>
    </message>
    <message>
        <source>Each player must bid nil or at least this many tricks.</source>
        <translation>Каждый игрок заказывает нил или не меньше стольких взяток.</translation>
    </message>
    <message>
        <source>Nil is a bid to take no trick at all: the bidder wins points by taking none and loses them by taking even one.</source>
        <translation>Нил — заказ не взять ни одной взятки: заказавший получает очки, если не взял ни одной, и теряет их, если взял хоть одну.</translation>
    </message>
    <message>
        <source>Points a nil bidder wins by taking no trick, and loses by taking one or more.</source>
        <translation>Очки, которые нилист получает, не взяв ни одной взятки, и теряет, взяв одну или больше.</translation>
    </message>
    <message>
        <source>A player may bid nil before seeing a single card: riskier, so it is worth more than nil.</source>
        <translation>Игрок может заказать нил, не посмотрев ни одной карты: это рискованнее, поэтому стоит больше нила.</translation>
    </message>
    <message>
        <source>Points a blind nil bidder wins by taking no trick, and loses by taking one or more.</source>
        <translation>Очки, которые заказавший слепой нил получает, не взяв ни одной взятки, и теряет, взяв одну или больше.</translation>
    </message>
    <message>
        <source>Blind nil may be bid only when the bidder's score is at least this many points behind the leading score (with 100: at 150 against 300, yes; at 250, no).</source>
        <translation>Слепой нил можно заказать, только если счёт заказывающего отстаёт от лучшего счёта не меньше чем на столько очков (при 100: при 150 против 300 — да; при 250 — нет).</translation>
    </message>
    <message>
        <source>Tricks a nil bidder takes anyway help the partner make the side's bid (and may be bags); when off, they are lost. Example: the partner bid 4 and took 3, the nil bidder took 1: on, the side makes its 4.</source>
        <translation>Взятки, которые нилист всё же взял, помогают партнёру выполнить заказ стороны (и могут стать мешками); если выключено, они пропадают. Пример: партнёр заказал 4 и взял 3, нилист взял 1: если включено, сторона выполнила свои 4.</translation>
    </message>
    <message>
        <source>How a side is scored when both partners bid nil.</source>
        <translation>Как считаются очки стороны, когда оба партнёра заказали нил.</translation>
    </message>
    <message>
        <source>A bag is a trick taken over the bid (bid 4, take 6: 2 bags). A bag scores 1 point, but each time the bags add up to this number, the penalty is taken off the score.</source>
        <translation>Мешок — взятка сверх заказа (заказали 4, взяли 6: 2 мешка). Мешок даёт 1 очко, но каждый раз, когда мешков набирается столько, из счёта вычитается штраф.</translation>
    </message>
    <message>
        <source>Points taken off the score each time the bags add up to the number above (usually 100 for 10 bags).</source>
        <translation>Очки, вычитаемые из счёта каждый раз, когда мешков набирается число, указанное выше (обычно 100 за 10 мешков).</translation>
    </message>
    <message>
        <source>Who plays the first card of the hand; after that, whoever wins a trick leads the next.</source>
        <translation>Кто ходит первой картой в раздаче; дальше ходит тот, кто взял предыдущую взятку.</translation>
    </message>
    <message>
        <source>Nobody may lead a spade until someone has played one on another suit's trick (having none of that suit): spades are then “broken”. A player who holds only spades may lead one anyway.</source>
        <translation>Никто не может ходить с пики, пока кто-нибудь не сыграл пику во взятку другой масти (не имея этой масти): тогда пики «раскрыты». Игрок, у которого остались одни пики, может ходить с пики всё равно.</translation>
    </message>
    <message>
        <source>The very first card of the hand may not be a spade, unless its player holds only spades.</source>
        <translation>Самая первая карта раздачи не может быть пикой, если только у игрока не одни пики.</translation>
    </message>
    <message>
        <source>What a player who has no card of the suit led must play.</source>
        <translation>Что должен сыграть игрок, у которого нет карт масти хода.</translation>
    </message>
    <message>
        <source>Untick it to play a set number of hands instead.</source>
        <translation>Снимите флажок, чтобы вместо этого играть заданное число раздач.</translation>
    </message>
    <message>
        <source>Untick it for no losing score.</source>
        <translation>Снимите флажок, чтобы не было проигрышного счёта.</translation>
    </message>
    <message>
        <source>Now: each nil wins or loses its own points, as if the other were not there.</source>
        <translation>Сейчас: каждый нил приносит или отнимает свои очки, как будто другого нет.</translation>
    </message>
    <message>
        <source>Now: if both make it, each nil scores double; if either fails, neither nil scores anything.</source>
        <translation>Сейчас: если оба выполнены, каждый нил стоит вдвое; если хоть один провален, ни один нил ничего не даёт.</translation>
    </message>
    <message>
        <source>Now: if both make it, the side wins both nils' points; if either fails, the side loses its whole score.</source>
        <translation>Сейчас: если оба выполнены, сторона получает очки обоих нилов; если хоть один провален, сторона теряет весь свой счёт.</translation>
    </message>
    <message>
        <source>Now: the player with the lowest club (usually the 2♣) leads it, and nobody may play a spade to that trick unless they hold nothing else.</source>
        <translation>Сейчас: игрок с младшей трефой (обычно двойкой ♣) ходит с неё, и никто не может сыграть в эту взятку пику, если у него есть что-то другое.</translation>
    </message>
    <message>
        <source>Now: any card, a spade to win the trick or another card to throw away.</source>
        <translation>Сейчас: любую карту — пику, чтобы взять взятку, или другую карту, чтобы сбросить.</translation>
    </message>
    <message>
        <source>Now: when an opponent's spade is winning the trick, they must play a higher spade if they have one (on the 9♠, the J♠). Over the partner's spade, any card.</source>
        <translation>Сейчас: когда взятку берёт пика противника, нужно сыграть пику старше, если она есть (на девятку ♠ — валета ♠). На пику партнёра — любую карту.</translation>
    </message>
    <message>
        <source>Now: when a spade is already in the trick, they must play a higher spade if they have one, even over the partner's.</source>
        <translation>Сейчас: когда во взятке уже есть пика, нужно сыграть пику старше, если она есть, даже поверх пики партнёра.</translation>
    </message>
    <message>
        <source>Now: they must play a spade if they have one, higher than the spades already played if they can; when spades are led, everyone must beat the highest spade so far if they can.</source>
        <translation>Сейчас: нужно сыграть пику, если она есть, и старше уже сыгранных пик, если можно; когда ходят с пики, каждый должен перебить старшую пику, если может.</translation>
    </message>
    <message>
        <source>The other rules of {0} do not allow changing this.</source>
        <translation>Другие правила «{0}» не позволяют это изменить.</translation>
    </message>
    <message>
        <source>The auction's bids are 1 to 7 (each N promises N + 6 tricks).</source>
        <translation>Заказы аукциона — от 1 до 7 (заказ N обещает N + 6 взяток).</translation>
    </message>
    <message>
        <source>The other rules of {0} do not allow changing this: {1}.</source>
        <translation>Другие правила «{0}» не позволяют это изменить: {1}.</translation>
    </message>
    <message>
        <source>“{0}”</source>
        <translation>«{0}»</translation>
    </message>
    <message>
        <source>Standard bidding</source>
        <translation>Обычная торговля</translation>
    </message>
    <message>
        <source>Suicide bidding</source>
        <translation>Торговля „самоубийство“</translation>
    </message>
    <message>
        <source>Suicide bidding, copy version</source>
        <translation>Торговля „самоубийство“, вариант с повтором</translation>
    </message>
    <message>
        <source>Whiz bidding</source>
        <translation>Торговля „виз“</translation>
    </message>
    <message>
        <source>Mirrors bidding</source>
        <translation>Торговля „зеркала“</translation>
    </message>
    <message>
        <source>Partnerships</source>
        <translation>Игра парами</translation>
    </message>
    <message>
        <source>Each player on their own</source>
        <translation>Каждый сам за себя</translation>
    </message>
    <message>
        <source>Two decks</source>
        <translation>Две колоды</translation>
    </message>
    <message>
        <source>One deck</source>
        <translation>Одна колода</translation>
    </message>
    <message>
        <source>Passing cards before the bidding</source>
        <translation>Передача карт до торговли</translation>
    </message>
    <message>
        <source>Passing cards after the bidding</source>
        <translation>Передача карт после торговли</translation>
    </message>
    <message>
        <source>Blind bids</source>
        <translation>Слепые заказы</translation>
    </message>
    <message>
        <source>10 for 200</source>
        <translation>10 за 200</translation>
    </message>
    <message>
        <source>Lexington</source>
        <translation>Лексингтон</translation>
    </message>
    <message>
        <source>Blind 6</source>
        <translation>Слепые 6</translation>
    </message>
    <message>
        <source>Cards passed after a nil</source>
        <translation>Передача карт после нила</translation>
    </message>
    <message>
        <source>Passing cards every hand</source>
        <translation>Передача карт в каждой раздаче</translation>
    </message>
    <message>
        <source>Misdeal for a weak hand</source>
        <translation>Пересдача при слабой руке</translation>
    </message>
    <message>
        <source>Bonus points</source>
        <translation>Бонусные очки</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <source>Identical cards cancel</source>
        <translation>Одинаковые карты отменяют друг друга</translation>
    </message>
    <message>
        <source>Cards taken out of the deck</source>
        <translation>Карты, убранные из колоды</translation>
    </message>
    <message>
        <source>Trumps above the ace of spades</source>
        <translation>Козыри старше туза пик</translation>
    </message>
    <message>
        <source>Aces low</source>
        <translation>Тузы младшие</translation>
    </message>
    <message>
        <source>Another trump suit than spades</source>
        <translation>Козырь — не пики</translation>
    </message>
    <message>
        <source>Showing seven cards to make their suit trump</source>
        <translation>Показ семи карт масти, чтобы сделать её козырем</translation>
    </message>
    <message>
        <source>Suits ranked one above another</source>
        <translation>Старшинство мастей</translation>
    </message>
    <message>
        <source>Of two jokers in a trick, the first played wins</source>
        <translation>Из двух джокеров во взятке берёт сыгранный первым</translation>
    </message>
    <message>
        <source>A led Big Joker forces the highest spade</source>
        <translation>Ход большим джокером требует старшую пику</translation>
    </message>
    <message>
        <source>A joker turns the partner's card into a spade</source>
        <translation>Джокер превращает карту партнёра в пику</translation>
    </message>
    <message>
        <source>Drawing the hands from the stock</source>
        <translation>Набор карт из прикупа</translation>
    </message>
    <message>
        <source>The kitty</source>
        <translation>Прикуп</translation>
    </message>
    <message>
        <source>Highest bid</source>
        <translation>Наибольший заказ</translation>
    </message>
    <message>
        <source>Two made blind nils win the game</source>
        <translation>Два сыгранных слепых нила выигрывают партию</translation>
    </message>
    <message>
        <source>Redraw after a blind nil</source>
        <translation>Новый набор карт после слепого нила</translation>
    </message>
    <message>
        <source>Raising a bid once</source>
        <translation>Одно повышение заказа</translation>
    </message>
    <message>
        <source>Bids may not add up to the tricks</source>
        <translation>Сумма заказов не равна числу взяток</translation>
    </message>
    <message>
        <source>No side bid of 9</source>
        <translation>Пара не заказывает 9</translation>
    </message>
    <message>
        <source>Shooting the moon</source>
        <translation>„Луна“</translation>
    </message>
    <message>
        <source>Blind moon</source>
        <translation>Слепая „луна“</translation>
    </message>
    <message>
        <source>Little and Big Mo</source>
        <translation>Малый и Большой Мо</translation>
    </message>
    <message>
        <source>Bemo</source>
        <translation>Бемо</translation>
    </message>
    <message>
        <source>No-trump bids</source>
        <translation>Заказы без козырей</translation>
    </message>
    <message>
        <source>Half-trick bids</source>
        <translation>Заказы с половиной взятки</translation>
    </message>
    <message>
        <source>Auction bidding</source>
        <translation>Торговля-аукцион</translation>
    </message>
    <message>
        <source>Partnership bidding</source>
        <translation>Общий заказ пары</translation>
    </message>
    <message>
        <source>The ace check</source>
        <translation>Проверка тузов</translation>
    </message>
    <message>
        <source>Everyone plays the lowest club to the first trick</source>
        <translation>В первую взятку все кладут младшую трефу</translation>
    </message>
    <message>
        <source>A failed contract loses 10 a missing trick</source>
        <translation>Недобор стоит 10 очков за каждую недостающую взятку</translation>
    </message>
    <message>
        <source>A nil bidder loses points for each trick</source>
        <translation>Заказавший нил теряет очки за каждую взятку</translation>
    </message>
    <message>
        <source>Lowest bid now {0}: a bid of 0 only without nil.</source>
        <translation>Наименьший заказ теперь {0}: заказ 0 возможен только без нила.</translation>
    </message>
    <message>
        <source>From 1 to {0} while nil is allowed; 0 only without nil.</source>
        <translation>От 1 до {0}, пока нил разрешён; 0 — только без нила.</translation>
    </message>
    <message>
        <source>+{0} when both make it, else the side loses its whole score</source>
        <translation>+{0}, если оба выполнены; иначе пара теряет весь счёт</translation>
    </message>
    <message>
        <source>Our house rules</source>
        <translation>Наши правила</translation>
    </message>
    <message>
        <source>Our house rules {0}</source>
        <translation>Наши правила {0}</translation>
    </message>
    <message>
        <source>The first card of the hand is the lowest club, so it is never a spade.</source>
        <translation>Первая карта расклада — младшая трефа, так что это никогда не пика.</translation>
    </message>
    <message>
        <source>These rules do not fit together: {0}</source>
        <translation>Эти правила несовместимы: {0}</translation>
    </message>
    <message>
        <source>A game needs a winning score or a number of hands: it would never end.</source>
        <translation>У партии должен быть счёт победы или число раздач: иначе она никогда не кончится.</translation>
    </message>
    <message>
        <source>Give your rules a name.</source>
        <translation>Дайте вашим правилам название.</translation>
    </message>
    <message>
        <source>The name is too long (80 characters at most).</source>
        <translation>Название слишком длинное (не больше 80 знаков).</translation>
    </message>
    <message>
        <source>A preset with this name is already in the list; choose another name.</source>
        <translation>Правила с таким названием уже есть в списке; выберите другое название.</translation>
    </message>
    <message>
        <source>The name is made only of invisible characters.</source>
        <translation>Название состоит только из невидимых знаков.</translation>
    </message>
    <message>
        <source>The name holds a control character.</source>
        <translation>В названии есть управляющий знак.</translation>
    </message>
    <message>
        <source>The name holds a character that turns the direction of text.</source>
        <translation>В названии есть знак, меняющий направление текста.</translation>
    </message>
    <message>
        <source>Your rules could not be saved: {0}</source>
        <translation>Ваши правила не удалось сохранить: {0}</translation>
    </message>
</context>
<context>
    <name>KeptHistory</name>
    <message>
        <source>game|games</source>
        <translation>игра|игры|игр</translation>
    </message>
    <message>
        <source>Your game history was damaged, so a new history was started with the {0} that could still be read from it. The old file is kept as {1}: a game not shown here is only in it.</source>
        <translation>Файл истории был повреждён, поэтому начата новая история, и в неё перенесены {0}, которые ещё удалось прочитать. Старый файл сохранён как {1}: игры, которых здесь нет, остались только в нём.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file was damaged), so a new history was started: the games played before are not shown here. They are not lost: the old file is kept, with those games in it, as {0}.</source>
        <translation>Не удалось прочитать историю игр (файл повреждён), поэтому начата новая история: сыгранные раньше игры здесь не показаны. Они не потеряны: старый файл с этими играми сохранён как {0}.</translation>
    </message>
    <message>
        <source>Your game history was damaged, so a new history was started with the {0} that could still be read from it.

The old file is kept as {1}: a game that could not be read is only in it.</source>
        <translation>Файл истории был повреждён, поэтому начата новая история, и в неё перенесены {0}, которые ещё удалось прочитать.

Старый файл сохранён как {1}: игры, которые прочитать не удалось, остались только в нём.</translation>
    </message>
    <message>
        <source>Your game history could not be read (the file was damaged), so a new history was started: the History and Statistics windows show only the games played from now on.

The games played before are not lost: the old file is kept, with those games in it, as {0}.</source>
        <translation>Не удалось прочитать историю игр (файл повреждён), поэтому начата новая история: окна «История игр» и «Статистика» показывают только игры, сыгранные с этого момента.

Сыгранные раньше игры не потеряны: старый файл с этими играми сохранён как {0}.</translation>
    </message>
    <message>
        <source>The disk is full: the games are listed and statistics shown, but new games cannot be recorded until some space is freed.</source>
        <translation>Диск заполнен: игры показаны и статистика видна, но новые игры не будут записываться, пока не освободится место.</translation>
    </message>
    <message>
        <source>The history file is read-only: statistics are shown, new games are not stored.</source>
        <translation>Файл истории доступен только для чтения: статистика показана, новые игры не сохраняются.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Последняя взятка</translation>
    </message>
    <message>
        <source>won</source>
        <translation>взятка</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменена</translation>
    </message>
    <message>
        <source>{0}, played by {1}, won the trick</source>
        <translation>{0}, игрок: {1}; эта карта взяла взятку</translation>
    </message>
    <message>
        <source>{0}, played by {1}, cancelled</source>
        <translation>{0}, игрок: {1}; отменена</translation>
    </message>
    <message>
        <source>{0}, played by {1}</source>
        <translation>{0}, игрок: {1}</translation>
    </message>
    <message>
        <source>In order: {0}.</source>
        <translation>По порядку: {0}.</translation>
    </message>
    <message>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <source>Nobody won this trick: its identical cards cancelled, and it was set aside.</source>
        <translation>Эту взятку никто не взял: одинаковые карты отменили друг друга, и она отложена.</translation>
    </message>
    <message>
        <source>{0} won the trick with the {1}.</source>
        <translation>Взятка: {0}, картой {1}.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Scorepad</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>Trumps at the l&amp;eft</source>
        <translation>Козыри с&amp;лева</translation>
    </message>
    <message>
        <source>High c&amp;ontrast</source>
        <translation>Высокий кон&amp;траст</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Открыть игру…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Откр&amp;ыть недавние</translation>
    </message>
    <message>
        <source>Re&amp;view a game…</source>
        <translation>&amp;Разбор игры…</translation>
    </message>
    <message>
        <source>&amp;Save game</source>
        <translation>Со&amp;хранить игру</translation>
    </message>
    <message>
        <source>Save game &amp;as…</source>
        <translation>Сохранить игру &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Печать листа счёта…</translation>
    </message>
    <message>
        <source>&amp;Export score sheet as PDF…</source>
        <translation>&amp;Экспорт листа счёта в PDF…</translation>
    </message>
    <message>
        <source>Print &amp;blank score sheets…</source>
        <translation>Печать пустых &amp;листов счёта…</translation>
    </message>
    <message>
        <source>&amp;Keep score for a real game…</source>
        <translation>&amp;Счёт для игры живыми картами…</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>&amp;История…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>С&amp;татистика…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить ход</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Вернуть ход</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Show &amp;last trick</source>
        <translation>Последняя взятк&amp;а</translation>
    </message>
    <message>
        <source>&amp;Scorepad</source>
        <translation>С&amp;чёт</translation>
    </message>
    <message>
        <source>&amp;Animation speed</source>
        <translation>&amp;Скорость анимации</translation>
    </message>
    <message>
        <source>&amp;Off</source>
        <translation>&amp;Выкл.</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Быстро</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Обычно</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Медленно</translation>
    </message>
    <message>
        <source>Make a &amp;forced move by itself</source>
        <translation>&amp;Единственный возможный ход делать сразу</translation>
    </message>
    <message>
        <source>When only one of your cards may be played, or only one bid may be made, it is done for you</source>
        <translation>Когда можно сыграть только одну из ваших карт или сделать только один заказ, это делается за вас</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Card style</source>
        <translation>&amp;Вид карт</translation>
    </message>
    <message>
        <source>&amp;Four-colour suits</source>
        <translation>&amp;Четырёхцветные масти</translation>
    </message>
    <message>
        <source>&amp;Large index</source>
        <translation>&amp;Крупные индексы</translation>
    </message>
    <message>
        <source>Card &amp;back</source>
        <translation>&amp;Рубашка</translation>
    </message>
    <message>
        <source>Use an &amp;SVG deck…</source>
        <translation>Колода &amp;SVG…</translation>
    </message>
    <message>
        <source>The announcements come as notifications, which every version of Orca says; Orca before version 46 (Debian 12, Ubuntu 22.04) says none of them otherwise. On by default on Linux.</source>
        <translation>Объявления приходят как уведомления, которые произносит любая версия Orca; Orca до версии 46 (Debian 12, Ubuntu 22.04) иначе не произносит ни одного из них. В Linux включено по умолчанию.</translation>
    </message>
    <message>
        <source>Resume this unfinished game?

{0}</source>
        <translation>Продолжить эту незаконченную игру?

{0}</translation>
    </message>
    <message>
        <source>{0} cannot be opened: there is no such file.</source>
        <translation>Не удаётся открыть {0}: такого файла нет.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: the file cannot be read.</source>
        <translation>Не удаётся открыть {0}: файл не удаётся прочитать.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: the file is empty.</source>
        <translation>Не удаётся открыть {0}: файл пуст.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: it is not a saved game (its text is not JSON).</source>
        <translation>Не удаётся открыть {0}: это не сохранённая игра (файл не в формате JSON).</translation>
    </message>
    <message>
        <source>{0} cannot be opened here: it is the score of a game played with real cards. Open it with Game ▸ Keep score for a real game…, then Scores ▸ Open….</source>
        <translation>{0} здесь не открыть: это счёт игры живыми картами. Откройте его через Игра ▸ Счёт для игры живыми картами…, затем Счёт ▸ Открыть….</translation>
    </message>
    <message>
        <source>{0} cannot be opened: it is not a game saved by {1}.</source>
        <translation>Не удаётся открыть {0}: это не игра, сохранённая в {1}.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: it was saved by a newer version of {1}, and this version cannot read it.</source>
        <translation>Не удаётся открыть {0}: её сохранила более новая версия {1}, а эта версия не может её прочитать.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: the file is damaged.</source>
        <translation>Не удаётся открыть {0}: файл повреждён.</translation>
    </message>
    <message>
        <source>{0} was saved {1}. This game's autosave is further on: {2} later, {3}.

Go on from the file, or from where the autosave left off?</source>
        <translation>{0} сохранён {1}. Автосохранение этой игры ушло дальше: на {2} позже, {3}.

Продолжить с места из файла или с места, где остановилось автосохранение?</translation>
    </message>
    <message>
        <source>This game is over. Print its score sheet, or review its hands?</source>
        <translation>Эта игра окончена. Напечатать её лист счёта или разобрать раздачи?</translation>
    </message>
    <message>
        <source>&amp;Print sheet</source>
        <translation>&amp;Напечатать лист</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разбор</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Resize the window</source>
        <translation>Изменить размер окна</translation>
    </message>
    <message>
        <source>Restart &amp;with the same cards</source>
        <translation>Начать з&amp;аново с теми же картами</translation>
    </message>
    <message>
        <source>New &amp;duplicate match…</source>
        <translation>Новый &amp;дубликатный матч…</translation>
    </message>
    <message>
        <source>Start this game again from its first hand, with the same cards dealt as before</source>
        <translation>Начать эту игру заново с первой раздачи, с теми же картами, что и в прошлый раз</translation>
    </message>
    <message>
        <source>&amp;Claim the rest of the tricks</source>
        <translation>&amp;Забрать оставшиеся взятки</translation>
    </message>
    <message>
        <source>When every trick left is sure to be your side's however the others play, they are played out for you at once</source>
        <translation>Когда все оставшиеся взятки наверняка достаются вашей стороне, как бы ни играли другие, они сразу разыгрываются за вас</translation>
    </message>
    <message>
        <source>Offer &amp;blind bids before I look</source>
        <translation>Предлагать с&amp;лепые заказы до просмотра карт</translation>
    </message>
    <message>
        <source>Each hand starts with your cards face down and the choice of a blind bid; off, they are turned up at once and you bid after looking</source>
        <translation>Каждая раздача начинается с карт рубашкой вверх и выбора слепого заказа; если выключено, карты сразу открываются, и вы заказываете, посмотрев их</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>П&amp;равила этой игры</translation>
    </message>
    <message>
        <source>&amp;Mouse and keyboard</source>
        <translation>&amp;Мышь и клавиатура</translation>
    </message>
    <message>
        <source>Words of the &amp;game</source>
        <translation>&amp;Слова игры</translation>
    </message>
    <message>
        <source>&amp;Welcome and how to play…</source>
        <translation>&amp;Знакомство с игрой…</translation>
    </message>
    <message>
        <source>&amp;About {0}</source>
        <translation>&amp;О программе {0}</translation>
    </message>
    <message>
        <source>&amp;System language</source>
        <translation>&amp;Язык системы</translation>
    </message>
    <message>
        <source>The game will speak this language the next time it starts.</source>
        <translation>Игра заговорит на этом языке при следующем запуске.</translation>
    </message>
    <message>
        <source>Use the b&amp;uilt-in cards</source>
        <translation>&amp;Встроенные карты</translation>
    </message>
    <message>
        <source>&amp;Hand order</source>
        <translation>Поря&amp;док карт в руке</translation>
    </message>
    <message>
        <source>&amp;Low to high</source>
        <translation>По &amp;возрастанию</translation>
    </message>
    <message>
        <source>&amp;High to low</source>
        <translation>По &amp;убыванию</translation>
    </message>
    <message>
        <source>Trumps at the &amp;right</source>
        <translation>Козыри &amp;справа</translation>
    </message>
    <message>
        <source>La&amp;rge cards</source>
        <translation>&amp;Крупные карты</translation>
    </message>
    <message>
        <source>Screen reader a&amp;nnouncements</source>
        <translation>&amp;Объявления экранного чтеца</translation>
    </message>
    <message>
        <source>&amp;Brief</source>
        <translation>&amp;Кратко</translation>
    </message>
    <message>
        <source>&amp;Full: every card</source>
        <translation>&amp;Полностью: каждая карта</translation>
    </message>
    <message>
        <source>Announcements for ol&amp;der screen readers</source>
        <translation>Объявления для ста&amp;рых экранных чтецов</translation>
    </message>
    <message>
        <source>Read the &amp;table aloud</source>
        <translation>&amp;Прочитать стол вслух</translation>
    </message>
    <message>
        <source>There is no preset {0}; the presets are: {1}.</source>
        <translation>Набора правил {0} нет; есть такие: {1}.</translation>
    </message>
    <message>
        <source>Start a new game and leave this one?</source>
        <translation>Начать новую игру и оставить эту?</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>Start this game again from its first deal and leave the game in progress?</source>
        <translation>Начать эту игру заново с первой раздачи и оставить текущую?</translation>
    </message>
    <message>
        <source>&amp;Restart with the same cards</source>
        <translation>&amp;Начать заново с теми же картами</translation>
    </message>
    <message>
        <source>The game in progress is not saved under a name. Save it to finish it later.</source>
        <translation>Текущая игра не сохранена под именем. Сохраните её, чтобы доиграть потом.</translation>
    </message>
    <message>
        <source>Moves made since the game was saved to {0} are lost unless you save it again.</source>
        <translation>Ходы, сделанные после сохранения игры в {0}, пропадут, если не сохранить её снова.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Продолжить игру</translation>
    </message>
    <message>
        <source>&amp;Save it first</source>
        <translation>&amp;Сначала сохранить</translation>
    </message>
    <message>
        <source>Spades games (*{0} *.json)</source>
        <translation>Игры в пики (*{0} *.json)</translation>
    </message>
    <message>
        <source>There is no game to save yet.</source>
        <translation>Сохранять пока нечего: игры ещё нет.</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>The game could not be saved to {0}: {1}.
Any file that was there is unchanged.</source>
        <translation>Не удалось сохранить игру в {0}: {1}.
Файл, который там был, не изменён.</translation>
    </message>
    <message>
        <source>Saved the game to {0}.</source>
        <translation>Игра сохранена в {0}.</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть игру</translation>
    </message>
    <message>
        <source>Open {0} and leave the game in progress?</source>
        <translation>Открыть {0} и оставить текущую игру?</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>Opened {0}.</source>
        <translation>Открыто: {0}.</translation>
    </message>
    <message>
        <source>after hand {0}</source>
        <translation>после раздачи {0}</translation>
    </message>
    <message>
        <source>in hand {0}</source>
        <translation>в раздаче {0}</translation>
    </message>
    <message>
        <source>move|moves</source>
        <translation>ход|хода|ходов</translation>
    </message>
    <message>
        <source>From the &amp;file</source>
        <translation>С места из &amp;файла</translation>
    </message>
    <message>
        <source>From the &amp;autosave</source>
        <translation>С &amp;автосохранения</translation>
    </message>
    <message>
        <source>{0} (missing)</source>
        <translation>{0} (файла нет)</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>Сохранённых игр пока нет</translation>
    </message>
    <message>
        <source>&amp;Clear list</source>
        <translation>&amp;Очистить список</translation>
    </message>
    <message>
        <source>&amp;Undo (off at this table)</source>
        <translation>&amp;Отменить ход (за этим столом выключено)</translation>
    </message>
    <message>
        <source>Take back {0}'s last move</source>
        <translation>Отменить последний ход: {0}</translation>
    </message>
    <message>
        <source>Pass and play: undo is on only when Allow undo was ticked in the New game dialog</source>
        <translation>Игра за одним экраном: отмена ходов работает, только если в окне «Новая игра» отмечено «Разрешить отмену»</translation>
    </message>
    <message>
        <source>Take back your last move</source>
        <translation>Отменить свой последний ход</translation>
    </message>
    <message>
        <source>Restart &amp;with the same cards (at the game's end)</source>
        <translation>Начать з&amp;аново с теми же картами (в конце игры)</translation>
    </message>
    <message>
        <source>Two or more people share this screen: the same cards are dealt again at the game's end, since the game started again would deal the hands still to come</source>
        <translation>За этим экраном играют двое или больше: те же карты можно сдать заново в конце игры, потому что игра, начатая заново, сдала бы раздачи, которые ещё впереди</translation>
    </message>
    <message>
        <source>{0} – {1}</source>
        <translation>{0} – {1}</translation>
    </message>
    <message>
        <source>Hand {0}</source>
        <translation>Раздача {0}</translation>
    </message>
    <message>
        <source>Deal no. {0} · hand {1}</source>
        <translation>Расклад № {0} · раздача {1}</translation>
    </message>
    <message>
        <source>Which game do you want to review?</source>
        <translation>Какую игру разобрать?</translation>
    </message>
    <message>
        <source>The History keeps every game played here; a file is one saved with Game ▸ Save game as…</source>
        <translation>История хранит каждую игру, сыгранную здесь; файл — это игра, сохранённая через Игра ▸ Сохранить игру как…</translation>
    </message>
    <message>
        <source>This game: the one just finished, every card face up.</source>
        <translation>Эта игра: только что законченная, все карты в открытую.</translation>
    </message>
    <message>
        <source>This game: its hands finished so far, every card face up.</source>
        <translation>Эта игра: её уже сыгранные раздачи, все карты в открытую.</translation>
    </message>
    <message>
        <source>&amp;This game</source>
        <translation>&amp;Эта игра</translation>
    </message>
    <message>
        <source>From the &amp;History…</source>
        <translation>Из &amp;истории…</translation>
    </message>
    <message>
        <source>From a &amp;file…</source>
        <translation>Из &amp;файла…</translation>
    </message>
    <message>
        <source>Review a game</source>
        <translation>Разбор игры</translation>
    </message>
    <message>
        <source>This game cannot be reviewed:
{0}</source>
        <translation>Эту игру нельзя разобрать:
{0}</translation>
    </message>
    <message>
        <source>No hand of this game was finished yet: there is nothing to review.</source>
        <translation>В этой партии ещё нет законченной раздачи: разбирать нечего.</translation>
    </message>
    <message>
        <source>Play this deal again and leave the game in progress?</source>
        <translation>Сыграть эту раздачу заново и оставить текущую игру?</translation>
    </message>
    <message>
        <source>&amp;Play again</source>
        <translation>&amp;Сыграть заново</translation>
    </message>
    <message>
        <source>History records games again.</source>
        <translation>История снова записывает игры.</translation>
    </message>
    <message>
        <source>⚠ Not in History</source>
        <translation>⚠ Не в истории</translation>
    </message>
    <message>
        <source>This game is not recorded in History and Statistics: {0}. The game goes on and is autosaved.</source>
        <translation>Эта игра не записывается в историю и статистику: {0}. Игра продолжается и автосохраняется.</translation>
    </message>
    <message>
        <source>Choose an SVG deck</source>
        <translation>Выберите колоду SVG</translation>
    </message>
    <message>
        <source>SVG files (*.svg)</source>
        <translation>Файлы SVG (*.svg)</translation>
    </message>
    <message>
        <source>No trick has been played yet.</source>
        <translation>Ещё не сыграно ни одной взятки.</translation>
    </message>
    <message>
        <source>Rules of this game</source>
        <translation>Правила этой игры</translation>
    </message>
    <message>
        <source>Mouse and keyboard</source>
        <translation>Мышь и клавиатура</translation>
    </message>
    <message>
        <source>Words of the game</source>
        <translation>Слова игры</translation>
    </message>
    <message>
        <source>About {0}</source>
        <translation>О программе {0}</translation>
    </message>
    <message>
        <source>This game cannot be continued: its record in the History is damaged.</source>
        <translation>Эту игру нельзя продолжить: её запись в истории игр повреждена.</translation>
    </message>
    <message>
        <source>Continue the chosen game and leave the game in progress?</source>
        <translation>Продолжить выбранную партию и оставить текущую?</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>Went on from the game's autosave, which was further on.</source>
        <translation>Игра продолжена с автосохранения: оно ушло дальше.</translation>
    </message>
    <message>
        <source>There is no game to print yet.</source>
        <translation>Печатать пока нечего: игры ещё нет.</translation>
    </message>
    <message>
        <source>Printing is not available: {0}</source>
        <translation>Печать недоступна: {0}</translation>
    </message>
    <message>
        <source>{0} score sheet</source>
        <translation>{0} — лист счёта</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>Сохранено: {0}.</translation>
    </message>
    <message>
        <source>Exporting is not available: {0}</source>
        <translation>Экспорт недоступен: {0}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>Сво&amp;и правила…</translation>
    </message>
    <message>
        <source>Change the numbers and rules of the chosen preset and save them as your own preset</source>
        <translation>Изменить числа и правила выбранного набора и сохранить их как свой набор правил</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Убрать…</translation>
    </message>
    <message>
        <source>Take your own preset out of the list (its file is kept, renamed)</source>
        <translation>Убрать свой набор правил из списка (его файл сохранится под другим именем)</translation>
    </message>
    <message>
        <source>&amp;Open a preset file…</source>
        <translation>&amp;Открыть файл правил…</translation>
    </message>
    <message>
        <source>Check a YAML preset file and copy it into your presets folder</source>
        <translation>Проверить файл правил YAML и скопировать его в вашу папку правил</translation>
    </message>
    <message>
        <source>Presets &amp;folder</source>
        <translation>Папка пр&amp;авил</translation>
    </message>
    <message>
        <source>Your own presets live in {0}</source>
        <translation>Ваши правила хранятся в {0}</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Allow &amp;undo (every player at this screen agrees)</source>
        <translation>Разрешить о&amp;тмену ходов (согласны все игроки за этим экраном)</translation>
    </message>
    <message>
        <source>Pass and play: Ctrl+Z may take back a move. A game with undo says so in its record and on its score sheet.</source>
        <translation>Игра за одним экраном: Ctrl+Z отменяет ход. Игра с отменой ходов отмечается в записи и на листе счёта.</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;До скольких очков:</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>The same deal number gives the same cards: share a game. Used for this game only; Game ▸ Restart with the same cards plays the current game again from its first hand.</source>
        <translation>Тот же номер расклада даёт те же карты: поделитесь игрой. Номер действует только для этой игры; Игра ▸ Начать заново с теми же картами повторяет текущую игру с первой раздачи.</translation>
    </message>
    <message>
        <source>Deal num&amp;ber:</source>
        <translation>&amp;Номер расклада:</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Сдать</translation>
    </message>
    <message>
        <source>Some preset files could not be read ({0}):</source>
        <translation>Некоторые файлы правил не прочитаны ({0}):</translation>
    </message>
    <message>
        <source>See &amp;all…</source>
        <translation>Показать &amp;все…</translation>
    </message>
    <message>
        <source>List every preset file that could not be read, and why</source>
        <translation>Показать все непрочитанные файлы правил и причины</translation>
    </message>
    <message>
        <source>Preset files that could not be read ({0})</source>
        <translation>Непрочитанные файлы правил ({0})</translation>
    </message>
    <message>
        <source>as the rules say (one hand)</source>
        <translation>как в правилах (одна раздача)</translation>
    </message>
    <message>
        <source>as the rules say ({0} hands)</source>
        <translation>как в правилах (раздач: {0})</translation>
    </message>
    <message>
        <source>as the rules say ({0})</source>
        <translation>как в правилах ({0})</translation>
    </message>
    <message>
        <source>{0} (with {1})</source>
        <translation>{0} (пара: {1})</translation>
    </message>
    <message>
        <source>{0}: name</source>
        <translation>{0}: имя</translation>
    </message>
    <message>
        <source>Default name: {0}</source>
        <translation>Имя по умолчанию: {0}</translation>
    </message>
    <message>
        <source>{0}: player</source>
        <translation>{0}: игрок</translation>
    </message>
    <message>
        <source>No human: the bots play on their own and you watch.</source>
        <translation>Людей нет: боты играют сами, а вы смотрите.</translation>
    </message>
    <message>
        <source>You play against the bots.</source>
        <translation>Вы играете против ботов.</translation>
    </message>
    <message>
        <source>Pass and play: {0} people share this screen. Each hand stays hidden until its player says they are ready.</source>
        <translation>Игра за одним экраном: людей за столом — {0}. Карты каждого скрыты, пока он сам не скажет, что готов.</translation>
    </message>
    <message>
        <source>Saved your rules as {0}; they are chosen for the new game.</source>
        <translation>Ваши правила сохранены как «{0}» и выбраны для новой игры.</translation>
    </message>
    <message>
        <source>Open a preset file</source>
        <translation>Открыть файл правил</translation>
    </message>
    <message>
        <source>Preset files (*.yaml *.yml)</source>
        <translation>Файлы правил (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>there is no user presets folder on this system</source>
        <translation>в этой системе нет папки для правил пользователя</translation>
    </message>
    <message>
        <source>This preset cannot be used: {0}</source>
        <translation>Эти правила нельзя использовать: {0}</translation>
    </message>
    <message>
        <source>Added {0} to your presets.</source>
        <translation>Правила «{0}» добавлены.</translation>
    </message>
    <message>
        <source>Remove a preset</source>
        <translation>Убрать набор правил</translation>
    </message>
    <message>
        <source>Take “{0}” out of your presets? Its file {1} stays in the presets folder under another name ({1}.removed): rename it back to have the preset again.</source>
        <translation>Убрать «{0}» из ваших наборов правил? Файл {1} останется в папке правил под другим именем ({1}.removed): верните ему прежнее имя, чтобы вернуть набор.</translation>
    </message>
    <message>
        <source>“{0}” stays: {1} is made from it.</source>
        <translation>«{0}» остаётся: на его основе сделан {1}.</translation>
    </message>
    <message>
        <source>This preset cannot be removed: {0}</source>
        <translation>Этот набор правил убрать нельзя: {0}</translation>
    </message>
    <message>
        <source>Took {0} out of your presets; its file is now {1}.</source>
        <translation>«{0}» убран из ваших наборов правил; теперь его файл называется {1}.</translation>
    </message>
    <message>
        <source>Your own rules cannot be saved: there is no presets folder on this system.</source>
        <translation>Свои правила сохранить нельзя: в этой системе нет папки для наборов правил.</translation>
    </message>
    <message>
        <source>{0}: the name holds a character that turns the direction of text.</source>
        <translation>{0}: в имени есть символ, меняющий направление текста.</translation>
    </message>
    <message>
        <source>{0}: the name holds a control character.</source>
        <translation>{0}: в имени есть управляющий символ.</translation>
    </message>
    <message>
        <source>{0}: the name is made only of invisible characters.</source>
        <translation>{0}: имя состоит только из невидимых символов.</translation>
    </message>
    <message>
        <source>{0} and {1} are both called “{2}”: give each player a name of their own.</source>
        <translation>{0} и {1} названы одинаково, «{2}»: дайте каждому игроку своё имя.</translation>
    </message>
    <message>
        <source>The deal number must be below {0}.</source>
        <translation>Номер расклада должен быть меньше {0}.</translation>
    </message>
</context>
<context>
    <name>Presets</name>
    <message>
        <source>Standard</source>
        <translation>Стандартные</translation>
    </message>
    <message>
        <source>Partnership Spades to 500: nil and blind nil, 10 bags cost 100.</source>
        <translation>Парные пики до 500: нил и слепой нил, 10 мешков стоят 100.</translation>
    </message>
    <message>
        <source>The rules card is not available: {0}</source>
        <translation>Карточка правил недоступна: {0}</translation>
    </message>
    <message>
        <source>This game plays to {0}, set in the New game window; the preset “{1}” says {2}.</source>
        <translation>Эта партия идёт до {0}, как задано в окне «Новая игра»; в наборе правил «{1}» — {2}.</translation>
    </message>
    <message>
        <source>This game plays by these rules, which differ from the preset “{0}” as it is now.</source>
        <translation>Эта партия идёт по этим правилам; нынешний набор правил «{0}» от них отличается.</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <translation>Папка</translation>
    </message>
    <message>
        <source>File Folder</source>
        <translation>Папка с файлами</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Диск</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Ярлык</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Псевдоним</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестный</translation>
    </message>
</context>
<context>
    <name>QCupsJobWidget</name>
    <message>
        <source>Scheduled &amp;printing:</source>
        <translation>Отложенная &amp;печать:</translation>
    </message>
    <message>
        <source>&amp;Billing information:</source>
        <translation>Платёжная &amp;информация:</translation>
    </message>
    <message>
        <source>Job &amp;priority:</source>
        <translation>П&amp;риоритет:</translation>
    </message>
    <message>
        <source>&amp;Start:</source>
        <translation>В &amp;начале:</translation>
    </message>
    <message>
        <source>&amp;End:</source>
        <translation>В &amp;конце:</translation>
    </message>
    <message>
        <source>Banner page at start</source>
        <translation>Титульная страница в начале</translation>
    </message>
    <message>
        <source>Banner page at end</source>
        <translation>Титульная страница в конце</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <extracomment>(context, English) of the Qt texts the game translates itself.</extracomment>
        <translation>&amp;Папка:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>&amp;Тип файлов:</translation>
    </message>
</context>
<context>
    <name>QPageSetupWidget</name>
    <message>
        <source>Page &amp;order:</source>
        <translation>&amp;Порядок страниц:</translation>
    </message>
    <message>
        <source>Pages &amp;per sheet:</source>
        <translation>Страниц на &amp;листе:</translation>
    </message>
</context>
<context>
    <name>QPrintSettingsOutput</name>
    <message>
        <source>Page &amp;Set:</source>
        <translation>&amp;Список страниц:</translation>
    </message>
</context>
<context>
    <name>RecapPanel</name>
    <message>
        <source>Your {0} was taken back with Undo and played again.</source>
        <translation>Ваша карта {0} была отменена и сыграна снова.</translation>
    </message>
    <message>
        <source>Your {0} was taken back with Undo; the {1} was played in its place.</source>
        <translation>Ваша карта {0} была отменена; вместо неё сыграна {1}.</translation>
    </message>
    <message>
        <source>Your bid of {0} was taken back with Undo and made again.</source>
        <translation>Ваша заявка {0} была отменена и сделана снова.</translation>
    </message>
    <message>
        <source>Your bid of {0} was taken back with Undo; {1} was bid in its place.</source>
        <translation>Ваша заявка {0} была отменена; вместо неё заявлено {1}.</translation>
    </message>
    <message>
        <source>Your move “{0}” was taken back with Undo and made again.</source>
        <translation>Ваш ход «{0}» был отменён и сделан снова.</translation>
    </message>
    <message>
        <source>Your move “{0}” was taken back with Undo; “{1}” was made in its place.</source>
        <translation>Ваш ход «{0}» был отменён; вместо него сделан ход «{1}».</translation>
    </message>
    <message>
        <source>Your {0} was taken back with Undo: play again.</source>
        <translation>Ваша карта {0} отменена: ходите снова.</translation>
    </message>
    <message>
        <source>Your bid of {0} was taken back with Undo: bid again.</source>
        <translation>Ваша заявка {0} отменена: заявляйте снова.</translation>
    </message>
    <message>
        <source>Your move “{0}” was taken back with Undo: choose again.</source>
        <translation>Ваш ход «{0}» отменён: выберите снова.</translation>
    </message>
    <message>
        <source>Since your last turn</source>
        <translation>С вашего прошлого хода</translation>
    </message>
    <message>
        <source>Since the deal</source>
        <translation>С начала раздачи</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>Hand {0}, you deal.</source>
        <translation>Раздача {0}, сдаёте вы.</translation>
    </message>
    <message>
        <source>Hand {0}, dealt by {1}.</source>
        <translation>Раздача {0}, сдаёт {1}.</translation>
    </message>
    <message>
        <source>Bids: {0}</source>
        <translation>Заказы: {0}</translation>
    </message>
    <message>
        <source>… {0} before these: point here to read them all.</source>
        <translation>… и ещё {0} до этих: наведите сюда, чтобы прочитать всё.</translation>
    </message>
    <message>
        <source>trick|tricks</source>
        <translation>взятка|взятки|взяток</translation>
    </message>
    <message>
        <source>Trick {0}: {1}; a dead trick, nobody won it.</source>
        <translation>Взятка {0}: {1} — мёртвая, её никто не взял.</translation>
    </message>
    <message>
        <source>Trick {0}: {1}; {2} won it.</source>
        <translation>Взятка {0}: {1} → {2}.</translation>
    </message>
    <message>
        <source>{0} passed you {1}.</source>
        <translation>{0} передаёт вам: {1}.</translation>
    </message>
    <message>
        <source>Trick {0}, dead (nobody won it):</source>
        <translation>Взятка {0}, мёртвая (её никто не взял):</translation>
    </message>
    <message>
        <source>Trick {0}, won by {1}:</source>
        <translation>Взятка {0} → {1}:</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
</context>
<context>
    <name>ResumeDialog</name>
    <message>
        <source>Resume a game</source>
        <translation>Продолжить игру</translation>
    </message>
    <message>
        <source>These games were not finished. Resume one, or deal a new game (they stay here for later).</source>
        <translation>Эти игры не закончены. Продолжите одну из них или начните новую (они останутся здесь на потом).</translation>
    </message>
    <message>
        <source>Unfinished games</source>
        <translation>Неоконченные игры</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Продолжить</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Новая игра</translation>
    </message>
    <message>
        <source>{0}, hand {1} is over
{2} (saved {3})</source>
        <translation>{0}, раздача {1} окончена
{2} (сохранено {3})</translation>
    </message>
    <message>
        <source>{0}, hand {1}, trick {4}
{2} (saved {3})</source>
        <translation>{0}, раздача {1}, взятка {4}
{2} (сохранено {3})</translation>
    </message>
    <message>
        <source>{0}, hand {1}
{2} (saved {3})</source>
        <translation>{0}, раздача {1}
{2} (сохранено {3})</translation>
    </message>
    <message>
        <source>{0}, deal no. {1}, hand {2} is over
{3} (saved {4})</source>
        <translation>{0}, расклад № {1}, раздача {2} окончена
{3} (сохранено {4})</translation>
    </message>
    <message>
        <source>{0}, deal no. {1}, hand {2}, trick {5}
{3} (saved {4})</source>
        <translation>{0}, расклад № {1}, раздача {2}, взятка {5}
{3} (сохранено {4})</translation>
    </message>
    <message>
        <source>{0}, deal no. {1}, hand {2}
{3} (saved {4})</source>
        <translation>{0}, расклад № {1}, раздача {2}
{3} (сохранено {4})</translation>
    </message>
</context>
<context>
    <name>ReviewWindow</name>
    <message>
        <source>Hand {0}</source>
        <translation>Раздача {0}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>Review of hand {0}</source>
        <translation>Разбор раздачи {0}</translation>
    </message>
    <message>
        <source>All the cards</source>
        <translation>Все карты</translation>
    </message>
    <message>
        <source>R: read every hand and the trick. ← →: a step back or on; Page Up, Page Down: a trick; Home, End.</source>
        <translation>R: прочитать все руки и взятку. ← →: шаг назад или вперёд; Page Up, Page Down: взятка; Home, End.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Взятка</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Дальше ▶</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Взятка ▶▶</translation>
    </message>
    <message>
        <source>End</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Ask the coach</source>
        <translation>Спросить тренера</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>The coach's progress</source>
        <translation>Ход разбора тренера</translation>
    </message>
    <message>
        <source>Stops the coach weighing this hand</source>
        <translation>Останавливает разбор этой раздачи тренером</translation>
    </message>
    <message>
        <source>with my own cards</source>
        <translation>со своими картами</translation>
    </message>
    <message>
        <source>with {0}'s cards</source>
        <translation>с картами игрока {0}</translation>
    </message>
    <message>
        <source>Play this deal again: whose cards</source>
        <translation>Сыграть эту раздачу снова: чьи карты</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Сыграть эту раздачу заново</translation>
    </message>
    <message>
        <source>A two-player draw game has no fixed deal to play again.</source>
        <translation>В игре вдвоём с добором нет постоянной раздачи, которую можно сыграть заново.</translation>
    </message>
    <message>
        <source>The start of the hand (Home)</source>
        <translation>Начало раздачи (Home)</translation>
    </message>
    <message>
        <source>Back a trick</source>
        <translation>Взятку назад</translation>
    </message>
    <message>
        <source>Back to the start of a trick (Page Up)</source>
        <translation>Назад к началу взятки (Page Up)</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Назад</translation>
    </message>
    <message>
        <source>A step back (←)</source>
        <translation>Шаг назад (←)</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Дальше</translation>
    </message>
    <message>
        <source>Next step (→)</source>
        <translation>Следующий шаг (→)</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Следующая взятка</translation>
    </message>
    <message>
        <source>On to the next trick (Page Down)</source>
        <translation>К следующей взятке (Page Down)</translation>
    </message>
    <message>
        <source>The end of the hand (End)</source>
        <translation>Конец раздачи (End)</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>{0}: no bid yet; {1}.</source>
        <translation>{0}: заказа ещё нет; {1}.</translation>
    </message>
    <message>
        <source>{0}: bid {1}, won {2}; {3}.</source>
        <translation>{0}: заказ {1}, взято {2}; {3}.</translation>
    </message>
    <message>
        <source>Trick: {0}.</source>
        <translation>Взятка: {0}.</translation>
    </message>
    <message>
        <source>No card on the table.</source>
        <translation>На столе нет карт.</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>Next: you chose to {0}.</source>
        <translation>Дальше: вы решаете {0}.</translation>
    </message>
    <message>
        <source>Next: {0} chose to {1}.</source>
        <translation>Дальше: {0} решает {1}.</translation>
    </message>
    <message>
        <source>Step {0} of {1} · bidding.</source>
        <translation>Шаг {0} из {1} · торговля.</translation>
    </message>
    <message>
        <source>Step {0} of {1} · drawing.</source>
        <translation>Шаг {0} из {1} · добор карт.</translation>
    </message>
    <message>
        <source>Step {0} of {1} · passing cards.</source>
        <translation>Шаг {0} из {1} · передача карт.</translation>
    </message>
    <message>
        <source>Step {0} of {1} · the kitty.</source>
        <translation>Шаг {0} из {1} · прикуп.</translation>
    </message>
    <message>
        <source>Step {0} of {1} · trick {2}.</source>
        <translation>Шаг {0} из {1} · взятка {2}.</translation>
    </message>
    <message>
        <source>The hand is over.</source>
        <translation>Раздача окончена.</translation>
    </message>
    <message>
        <source>End of the hand · trick {0}.</source>
        <translation>Конец раздачи · взятка {0}.</translation>
    </message>
    <message>
        <source>keep the top card, the {0}, and discard the next one, the {1}</source>
        <translation>оставить верхнюю карту ({0}) и сбросить следующую ({1})</translation>
    </message>
    <message>
        <source>discard the top card, the {0}, and keep the next one, the {1}</source>
        <translation>сбросить верхнюю карту ({0}) и оставить следующую ({1})</translation>
    </message>
    <message>
        <source>discard {0} after taking the kitty</source>
        <translation>сбросить {0}, взяв прикуп</translation>
    </message>
    <message>
        <source>Nobody takes trick {0}: it is dead.</source>
        <translation>Взятку {0} никто не берёт: она мёртвая.</translation>
    </message>
    <message>
        <source>You take trick {0}.</source>
        <translation>Вы берёте взятку {0}.</translation>
    </message>
    <message>
        <source>{0} takes trick {1}.</source>
        <translation>{0} берёт взятку {1}.</translation>
    </message>
    <message>
        <source>Nobody took trick {0}: it was dead.</source>
        <translation>Взятку {0} никто не взял: она мёртвая.</translation>
    </message>
    <message>
        <source>You took trick {0}.</source>
        <translation>Вы взяли взятку {0}.</translation>
    </message>
    <message>
        <source>{0} took trick {1}.</source>
        <translation>Взятку {1} взял игрок {0}.</translation>
    </message>
    <message>
        <source>(the bot's reason cannot be shown: asked again, it would {0})</source>
        <translation>(причину хода бота показать нельзя: если спросить его снова, он решит {0})</translation>
    </message>
    <message>
        <source>Hand {0} · step {1} of {2} · bidding</source>
        <translation>Раздача {0} · шаг {1} из {2} · торговля</translation>
    </message>
    <message>
        <source>Hand {0} · step {1} of {2} · drawing</source>
        <translation>Раздача {0} · шаг {1} из {2} · добор карт</translation>
    </message>
    <message>
        <source>Hand {0} · step {1} of {2} · passing cards</source>
        <translation>Раздача {0} · шаг {1} из {2} · передача карт</translation>
    </message>
    <message>
        <source>Hand {0} · step {1} of {2} · the kitty</source>
        <translation>Раздача {0} · шаг {1} из {2} · прикуп</translation>
    </message>
    <message>
        <source>Hand {0} · step {1} of {2} · trick {3}</source>
        <translation>Раздача {0} · шаг {1} из {2} · взятка {3}</translation>
    </message>
    <message>
        <source>Hand {0} · end of the hand · trick {1}</source>
        <translation>Раздача {0} · конец раздачи · взятка {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bids&lt;/b&gt;: {0}</source>
        <translation>&lt;b&gt;Заказы&lt;/b&gt;: {0}</translation>
    </message>
    <message>
        <source>You discarded {0} after taking the kitty</source>
        <translation>Вы, взяв прикуп, сбрасываете {0}</translation>
    </message>
    <message>
        <source>{0} discarded {1} after taking the kitty</source>
        <translation>{0}, взяв прикуп, сбрасывает {1}</translation>
    </message>
    <message>
        <source>You passed {0}</source>
        <translation>Вы передаёте {0}</translation>
    </message>
    <message>
        <source>{0} passed {1}</source>
        <translation>{0} передаёт {1}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next&lt;/b&gt;: you chose to {0}.</source>
        <translation>&lt;b&gt;Дальше&lt;/b&gt;: вы решаете {0}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Next&lt;/b&gt;: {0} chose to {1}.</source>
        <translation>&lt;b&gt;Дальше&lt;/b&gt;: {0} решает {1}.</translation>
    </message>
    <message>
        <source>Reason: {0}</source>
        <translation>Причина: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;The hand is over.&lt;/b&gt;</source>
        <translation>&lt;b&gt;Раздача окончена.&lt;/b&gt;</translation>
    </message>
    <message>
        <source>From here {0} could still take {1} of the tricks (every card seen).</source>
        <translation>{0}: отсюда ещё можно взять взяток: {1} (если видеть все карты).</translation>
    </message>
    <message>
        <source>Each player's number is what it takes when all the others play against it.</source>
        <translation>Число каждого игрока — сколько он возьмёт, если все остальные играют против него.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: the coach weighs bids and cards played, not the cards passed; judge this pass yourself.</source>
        <translation>&lt;b&gt;Тренер&lt;/b&gt;: тренер оценивает заказы и сыгранные карты, но не переданные; эту передачу оцените сами.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: in this game the coach weighs only the cards played, not the bids or the cards passed; judge this pass yourself.</source>
        <translation>&lt;b&gt;Тренер&lt;/b&gt;: в этой игре тренер оценивает только сыгранные карты, но не заказы и не переданные карты; эту передачу оцените сами.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: in this game the coach weighs only the cards played, not the draw or the bids; judge this choice yourself.</source>
        <translation>&lt;b&gt;Тренер&lt;/b&gt;: в этой игре тренер оценивает только сыгранные карты, но не набор из колоды и не заказы; этот выбор оцените сами.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt;: {0}</source>
        <translation>&lt;b&gt;Тренер&lt;/b&gt;: {0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; (how far the side ends ahead of its opponents, in points, on average over the hands it could not see; a bag counts −9: its 1 point, less its share of the penalty for bags):&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Тренер&lt;/b&gt; (на сколько очков сторона опережает соперников, в среднем по раскладам, которых она не видела; мешок считается за −9: его 1 очко минус его доля штрафа за мешки):&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Coach&lt;/b&gt; (how far the side ends ahead of its opponents, in points, on average over the hands it could not see):&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Тренер&lt;/b&gt; (на сколько очков сторона опережает соперников, в среднем по раскладам, которых она не видела):&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decisions that cost most&lt;/b&gt;:&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Самые дорогие решения&lt;/b&gt;:&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Decisions that cost most&lt;/b&gt; (cards played only: the coach does not weigh bids in this game):&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Самые дорогие решения&lt;/b&gt; (только сыгранные карты: заказы в этой игре тренер не оценивает):&lt;br&gt;{0}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Same cards, Easy bots in the human seats&lt;/b&gt;: {0} (as played: {1})</source>
        <translation>&lt;b&gt;Те же карты, боты уровня «лёгкий» на местах людей&lt;/b&gt;: {0} (в игре: {1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Same cards, Hard bots in the human seats&lt;/b&gt;: {0} (as played: {1})</source>
        <translation>&lt;b&gt;Те же карты, боты уровня «сильный» на местах людей&lt;/b&gt;: {0} (в игре: {1})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Same cards, Normal bots in the human seats&lt;/b&gt;: {0} (as played: {1})</source>
        <translation>&lt;b&gt;Те же карты, боты уровня «обычный» на местах людей&lt;/b&gt;: {0} (в игре: {1})</translation>
    </message>
    <message>
        <source>This is what the bots did with these cards as they lay; the coach answers another question: what each choice is worth over the hands you could not see.</source>
        <translation>Так боты сыграли эти карты, как они легли; тренер отвечает на другой вопрос: чего стоит каждый выбор в среднем по раскладам, которых вы не видели.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Why the two differ&lt;/b&gt;: {0}</source>
        <translation>&lt;b&gt;Откуда разница&lt;/b&gt;: {0}</translation>
    </message>
    <message>
        <source>The coach does not weigh bids in this game: {0}; judge this choice yourself.</source>
        <translation>Заказы в этой игре тренер не оценивает: {0}; этот выбор оцените сами.</translation>
    </message>
    <message>
        <source>The coach does not weigh bids in this game: {0}; judge this bid yourself.</source>
        <translation>Заказы в этой игре тренер не оценивает: {0}; этот заказ оцените сами.</translation>
    </message>
    <message>
        <source>This was the only bid the rules allowed here.</source>
        <translation>Здесь правила позволяли только этот заказ.</translation>
    </message>
    <message>
        <source>This was the only bid the rules allowed here: {0}.</source>
        <translation>Здесь правила позволяли только этот заказ: {0}.</translation>
    </message>
    <message>
        <source>Step {0} ({1}): {2}</source>
        <translation>Шаг {0} ({1}): {2}</translation>
    </message>
    <message>
        <source>Step {0}: {1}</source>
        <translation>Шаг {0}: {1}</translation>
    </message>
    <message>
        <source>Two or more people share this screen: this deal is played again at the game's end, since a game on it would deal the hands still to come</source>
        <translation>За этим экраном играют двое или больше: эту раздачу можно сыграть заново в конце игры, потому что игра с неё сдала бы раздачи, которые ещё впереди</translation>
    </message>
    <message>
        <source>The coach is weighing the hand… Cancel stops it.</source>
        <translation>Тренер разбирает раздачу… «Отмена» остановит разбор.</translation>
    </message>
    <message>
        <source>The coach plays each of your decisions in this hand out over many hands the others might have held, and lists the ones that cost points. It takes a little while.</source>
        <translation>Тренер разыгрывает каждое ваше решение в этой раздаче на множестве раскладов, которые могли быть у других, и называет те, что стоили очков. Это занимает немного времени.</translation>
    </message>
    <message>
        <source>The coach has weighed every card played in this hand (it does not weigh bids in this game).</source>
        <translation>Тренер уже оценил каждую сыгранную карту этой раздачи (заказы в этой игре он не оценивает).</translation>
    </message>
    <message>
        <source>This step: {0}</source>
        <translation>Этот шаг: {0}</translation>
    </message>
    <message>
        <source>With every card seen it lost no trick: its cost is over the hands that could have been out, not these cards as they lay.</source>
        <translation>Если видеть все карты, этот ход не потерял ни одной взятки: его цена — в среднем по раскладам, которые могли быть у соперников и партнёра, а не при этих картах.</translation>
    </message>
    <message>
        <source>With every card seen it cost tricks: the side could take {0} before it, {1} after.</source>
        <translation>Если видеть все карты, этот ход стоил взяток: до него сторона могла взять {0}, после — {1}.</translation>
    </message>
    <message>
        <source>{0} Enter: go to step {1}.</source>
        <translation>{0} Enter: перейти к шагу {1}.</translation>
    </message>
    <message>
        <source>The coach has weighed the hand: the decisions that cost most are listed under This step.</source>
        <translation>Тренер взвесил раздачу: самые дорогие решения перечислены в поле «Этот шаг».</translation>
    </message>
    <message>
        <source>The coach has weighed the hand and found no decision that cost much.</source>
        <translation>Тренер взвесил раздачу и не нашёл решений, которые дорого стоили.</translation>
    </message>
    <message>
        <source>The coach has weighed the cards played (it does not weigh bids in this game): the decisions that cost most are listed under This step.</source>
        <translation>Тренер взвесил сыгранные карты (заказы в этой игре он не оценивает): самые дорогие решения перечислены в поле «Этот шаг».</translation>
    </message>
    <message>
        <source>The coach has weighed the cards played (it does not weigh bids in this game) and found no card that cost much.</source>
        <translation>Тренер взвесил сыгранные карты (заказы в этой игре он не оценивает) и не нашёл ходов, которые дорого стоили.</translation>
    </message>
    <message>
        <source>The coach has weighed every decision of this hand.</source>
        <translation>Тренер уже оценил каждое решение этой раздачи.</translation>
    </message>
</context>
<context>
    <name>RunningTotalsChart</name>
    <message>
        <source>Running totals by hand</source>
        <translation>Счёт по раздачам</translation>
    </message>
    <message>
        <source>No hands scored yet</source>
        <translation>Сыгранных раздач пока нет</translation>
    </message>
    <message>
        <source>{side} {total}</source>
        <translation>{side} {total}</translation>
    </message>
    <message>
        <source>After {hands}: {totals}.</source>
        <translation>После {hands}: {totals}.</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздачи|раздач|раздач</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>could not write {path}</source>
        <translation>не удалось записать {path}</translation>
    </message>
    <message>
        <source>could not start drawing on the printer or file</source>
        <translation>не удалось начать печать на принтер или в файл</translation>
    </message>
    <message>
        <source>could not write {path}: {reason}</source>
        <translation>не удалось записать {path}: {reason}</translation>
    </message>
    <message>
        <source>could not write {path}: the folder {folder} does not exist</source>
        <translation>не удалось записать {path}: папки {folder} нет</translation>
    </message>
    <message>
        <source>set</source>
        <translation>К✗</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Взято</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Мешки</translation>
    </message>
    <message>
        <source>bags {penalty}</source>
        <translation>мешки {penalty}</translation>
    </message>
    <message>
        <source>{a} &amp; {b}</source>
        <translation>{a} и {b}</translation>
    </message>
    <message>
        <source>N</source>
        <translation>Н</translation>
    </message>
    <message>
        <source>BN</source>
        <translation>СН</translation>
    </message>
    <message>
        <source>B{tricks}</source>
        <translation>С{tricks}</translation>
    </message>
    <message>
        <source>M</source>
        <translation>Л</translation>
    </message>
    <message>
        <source>BM</source>
        <translation>СЛ</translation>
    </message>
    <message>
        <source>LX</source>
        <translation>ЛК</translation>
    </message>
    <message>
        <source>B6S</source>
        <translation>С6П</translation>
    </message>
    <message>
        <source>LMo</source>
        <translation>ММо</translation>
    </message>
    <message>
        <source>BMo</source>
        <translation>БМо</translation>
    </message>
    <message>
        <source>{tricks}NT</source>
        <translation>{tricks}БК</translation>
    </message>
    <message>
        <source>P</source>
        <translation>П</translation>
    </message>
    <message>
        <source>S{tricks}</source>
        <translation>П{tricks}</translation>
    </message>
    <message>
        <source>{tricks}A</source>
        <translation>{tricks}Т</translation>
    </message>
    <message>
        <source>S{tricks}A</source>
        <translation>П{tricks}Т</translation>
    </message>
    <message>
        <source>{tricks}LB</source>
        <translation>{tricks}МБ</translation>
    </message>
    <message>
        <source>{tricks}BB</source>
        <translation>{tricks}ББ</translation>
    </message>
    <message>
        <source>Both nils failed: the side loses its score</source>
        <translation>Оба нила провалены: пара теряет весь счёт</translation>
    </message>
    <message>
        <source>Shot the moon: wins the game</source>
        <translation>Луна: пара выигрывает партию</translation>
    </message>
    <message>
        <source>Shot the moon blind: wins the game</source>
        <translation>Слепая луна: пара выигрывает партию</translation>
    </message>
    <message>
        <source>Double nil</source>
        <translation>Двойной нил</translation>
    </message>
    <message>
        <source>Double blind nil</source>
        <translation>Двойной слепой нил</translation>
    </message>
    <message>
        <source>A bid of 10 scores as 10 for 200</source>
        <translation>Заказ 10 считается как «10 за 200»</translation>
    </message>
    <message>
        <source>Last trick won with an ace</source>
        <translation>Последняя взятка взята тузом</translation>
    </message>
    <message>
        <source>Last trick won with a deuce</source>
        <translation>Последняя взятка взята двойкой</translation>
    </message>
    <message>
        <source>Last trick: a high spade made the bid exactly</source>
        <translation>Последняя взятка: старшая пика точно выполнила заказ</translation>
    </message>
    <message>
        <source>Nil with an ace in the last trick</source>
        <translation>Нил с тузом в последней взятке</translation>
    </message>
    <message>
        <source>Ending streak</source>
        <translation>Серия в конце раздачи</translation>
    </message>
    <message>
        <source>Broke the other side's streak</source>
        <translation>Прервали серию другой стороны</translation>
    </message>
    <message>
        <source>12 tricks: automatic lexington</source>
        <translation>12 взяток: лексингтон сам собой</translation>
    </message>
    <message>
        <source>No trump made: the bid counts double</source>
        <translation>«Без козыря» выполнено: заказ стоит вдвое</translation>
    </message>
    <message>
        <source>Defence: tricks over or under the declarers' bid</source>
        <translation>Защита: взятки сверх заказа разыгрывающих или их недобор</translation>
    </message>
    <message>
        <source>Ace check: all four aces kept, or not</source>
        <translation>Проверка тузов: все четыре сохранены или нет</translation>
    </message>
    <message>
        <source>Little Bemo: the first 6 tricks</source>
        <translation>Маленький Бемо: первые 6 взяток</translation>
    </message>
    <message>
        <source>Big Bemo: the first 9 tricks</source>
        <translation>Большой Бемо: первые 9 взяток</translation>
    </message>
    <message>
        <source>Dix: the 9♠ won a trick</source>
        <translation>Дикс: 9♠ взяла взятку</translation>
    </message>
    <message>
        <source>Bid {bid}, took {tricks}: made</source>
        <translation>Заказ {bid}, взято {tricks}: выполнен</translation>
    </message>
    <message>
        <source>Bid {bid}, took {tricks}: set</source>
        <translation>Заказ {bid}, взято {tricks}: провален</translation>
    </message>
    <message>
        <source>Bags: {bags}</source>
        <translation>Мешки: {bags}</translation>
    </message>
    <message>
        <source>Overtricks: {bags}</source>
        <translation>Лишние взятки: {bags}</translation>
    </message>
    <message>
        <source>Seat {seat}</source>
        <translation>Место {seat}</translation>
    </message>
    <message>
        <source>blind nil</source>
        <translation>слепой нил</translation>
    </message>
    <message>
        <source>nil</source>
        <translation>нил</translation>
    </message>
    <message>
        <source>{name}: {kind} made</source>
        <translation>{name}: {kind} выполнен</translation>
    </message>
    <message>
        <source>{name}: {kind} failed ({tricks} tricks)</source>
        <translation>{name}: {kind} провален (взяток: {tricks})</translation>
    </message>
    <message>
        <source>Bag penalty ({before} + {bags} bags)</source>
        <translation>Штраф за мешки (было {before}, ещё {bags})</translation>
    </message>
    <message>
        <source>This hand</source>
        <translation>За раздачу</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Bag count</source>
        <translation>Мешков</translation>
    </message>
    <message>
        <source>moon!</source>
        <translation>луна!</translation>
    </message>
    <message>
        <source>blind moon!</source>
        <translation>слепая луна!</translation>
    </message>
    <message>
        <source>lose all</source>
        <translation>всё потеряно</translation>
    </message>
    <message>
        <source>double nil</source>
        <translation>двойной нил</translation>
    </message>
    <message>
        <source>double blind nil</source>
        <translation>двойной слепой нил</translation>
    </message>
    <message>
        <source>10 = 10/200</source>
        <translation>10 = 10/200</translation>
    </message>
    <message>
        <source>last ace</source>
        <translation>туз в конце</translation>
    </message>
    <message>
        <source>last deuce</source>
        <translation>двойка в конце</translation>
    </message>
    <message>
        <source>high spade</source>
        <translation>старшая пика</translation>
    </message>
    <message>
        <source>nil ace</source>
        <translation>туз на ниле</translation>
    </message>
    <message>
        <source>streak</source>
        <translation>серия</translation>
    </message>
    <message>
        <source>streak broken</source>
        <translation>серия прервана</translation>
    </message>
    <message>
        <source>lexington</source>
        <translation>лексингтон</translation>
    </message>
    <message>
        <source>no trump</source>
        <translation>без козыря</translation>
    </message>
    <message>
        <source>defence</source>
        <translation>защита</translation>
    </message>
    <message>
        <source>aces</source>
        <translation>тузы</translation>
    </message>
    <message>
        <source>bemo</source>
        <translation>бемо</translation>
    </message>
    <message>
        <source>big bemo</source>
        <translation>большой бемо</translation>
    </message>
    <message>
        <source>dix</source>
        <translation>дикс</translation>
    </message>
    <message>
        <source>lose at {mercy}</source>
        <translation>проигрыш при {mercy}</translation>
    </message>
    <message>
        <source>nil {value}</source>
        <translation>нил {value}</translation>
    </message>
    <message>
        <source>blind nil {value}</source>
        <translation>слепой нил {value}</translation>
    </message>
    <message>
        <source>no nil</source>
        <translation>без нила</translation>
    </message>
    <message>
        <source>{limit} bags = {penalty}</source>
        <translation>{limit} мешков = {penalty}</translation>
    </message>
    <message>
        <source>no bag penalty</source>
        <translation>без штрафа за мешки</translation>
    </message>
    <message>
        <source>blind bids score {value} a trick</source>
        <translation>заказ вслепую: {value} за взятку</translation>
    </message>
    <message>
        <source>10 for {value}</source>
        <translation>10 за {value}</translation>
    </message>
    <message>
        <source>moon wins</source>
        <translation>луна выигрывает</translation>
    </message>
    <message>
        <source>blind moon wins</source>
        <translation>слепая луна выигрывает</translation>
    </message>
    <message>
        <source>lexington {value}</source>
        <translation>лексингтон {value}</translation>
    </message>
    <message>
        <source>blind 6 {value}</source>
        <translation>вслепую 6 — {value}</translation>
    </message>
    <message>
        <source>blind 5</source>
        <translation>вслепую 5</translation>
    </message>
    <message>
        <source>10 for 200</source>
        <translation>10 за 200</translation>
    </message>
    <message>
        <source>moon</source>
        <translation>луна</translation>
    </message>
    <message>
        <source>blind moon</source>
        <translation>слепая луна</translation>
    </message>
    <message>
        <source>the side's blind 6</source>
        <translation>вслепую 6 за пару</translation>
    </message>
    <message>
        <source>Little Mo</source>
        <translation>Маленький Мо</translation>
    </message>
    <message>
        <source>Big Mo</source>
        <translation>Большой Мо</translation>
    </message>
    <message>
        <source>4 no trump</source>
        <translation>4 без козыря</translation>
    </message>
    <message>
        <source>the side's bid of 6 (the other number: the spoken count)</source>
        <translation>заказ пары 6 (второе число — сказанный вслух счёт)</translation>
    </message>
    <message>
        <source>with the ace contract</source>
        <translation>с обязательством сохранить тузов</translation>
    </message>
    <message>
        <source>auction bid 2: 8 tricks</source>
        <translation>заказ 2 в аукционе: 8 взяток</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>пас</translation>
    </message>
    <message>
        <source>4 and Little Bemo</source>
        <translation>4 и Маленький Бемо</translation>
    </message>
    <message>
        <source>4 and Big Bemo</source>
        <translation>4 и Большой Бемо</translation>
    </message>
    <message>
        <source>nil failed</source>
        <translation>нил провален</translation>
    </message>
    <message>
        <source>contract not made</source>
        <translation>контракт провален</translation>
    </message>
    <message>
        <source>tricks won; nobody wins a dead trick (its winning cards cancel), so they may total under {tricks}</source>
        <translation>взятки игрока; мёртвую взятку (старшие карты отменились) не берёт никто, так что всего их бывает меньше {tricks}</translation>
    </message>
    <message>
        <source>running count; {limit} bags cost {penalty}</source>
        <translation>накопленные; за каждые {limit} — штраф {penalty}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Разд.</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдаёт</translation>
    </message>
    <message>
        <source>Deal no.</source>
        <translation>№ расклада</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Заказ</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Страница {page} из {pages}</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>So far</source>
        <translation>Итого (пока)</translation>
    </message>
    <message>
        <source>Game of one hand</source>
        <translation>Игра из одной раздачи</translation>
    </message>
    <message>
        <source>Game of {hands}</source>
        <translation>Игра из {hands}</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздачи|раздач|раздач</translation>
    </message>
    <message>
        <source>Game to {target}, at most {hands}</source>
        <translation>Игра до {target}, не больше {hands}</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Игра до {target}</translation>
    </message>
    <message>
        <source>Side {side}</source>
        <translation>Пара {side}</translation>
    </message>
    <message>
        <source>Winner: {name} ({score})</source>
        <translation>Победа: {name} ({score})</translation>
    </message>
    <message>
        <source>Winner: {name} ({scores})</source>
        <translation>Победа: {name} ({scores})</translation>
    </message>
    <message>
        <source> to </source>
        <translation> : </translation>
    </message>
    <message>
        <source>shot the moon</source>
        <translation>пара взяла луну</translation>
    </message>
    <message>
        <source>shot the moon blind</source>
        <translation>пара взяла слепую луну</translation>
    </message>
    <message>
        <source>made a double blind nil</source>
        <translation>пара сыграла двойной слепой нил</translation>
    </message>
    <message>
        <source>the other side fell to the losing score</source>
        <translation>соперники опустились до проигрышного счёта</translation>
    </message>
    <message>
        <source>Score kept for a game played with real cards.</source>
        <translation>Счёт игры живыми картами.</translation>
    </message>
    <message>
        <source>Undo was used in this game.</source>
        <translation>В этой игре ходы отменялись.</translation>
    </message>
    <message>
        <source>Spades score sheet</source>
        <translation>Пики: лист счёта</translation>
    </message>
    <message>
        <source>After hand {hands} only when the lead is tied: each tie plays one more hand.</source>
        <translation>После раздачи {hands} — только при ничьей за первое место: каждая ничья играет ещё одну раздачу.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperSetupDialog</name>
    <message>
        <source>Keep score for a real game</source>
        <translation>Счёт для игры живыми картами</translation>
    </message>
    <message>
        <source>Play with real cards; enter each hand's bids and tricks, and the game keeps the score under the rules you choose.</source>
        <translation>Играйте живыми картами; вводите заказы и взятки каждой раздачи, а программа ведёт счёт по выбранным правилам.</translation>
    </message>
    <message>
        <source>The last game</source>
        <translation>Прошлая игра</translation>
    </message>
    <message>
        <source>Club &amp;preset file…</source>
        <translation>&amp;Файл правил клуба…</translation>
    </message>
    <message>
        <source>Use the rules of your club's own preset (a YAML file)</source>
        <translation>Взять правила из собственного набора клуба (файл YAML)</translation>
    </message>
    <message>
        <source>&amp;House rules…</source>
        <translation>Св&amp;ои правила…</translation>
    </message>
    <message>
        <source>Change the numbers and rules of the chosen preset and save them as your own preset</source>
        <translation>Изменить числа и правила выбранного набора и сохранить их как свой набор правил</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>First &amp;dealer:</source>
        <translation>Первым &amp;сдаёт:</translation>
    </message>
    <message>
        <source>&amp;Target score:</source>
        <translation>&amp;Играем до:</translation>
    </message>
    <message>
        <source>&amp;Start keeping score</source>
        <translation>&amp;Начать счёт</translation>
    </message>
    <message>
        <source>The rules of the last game, “{preset}”, are no longer among the presets; chosen instead: “{chosen}”.</source>
        <translation>Правил прошлой игры, «{preset}», больше нет среди наборов правил; вместо них выбраны «{chosen}».</translation>
    </message>
    <message>
        <source>The rules of the last game, “{preset}”, could not be read (see above). Chosen instead: “{chosen}”.</source>
        <translation>Правила прошлой игры, «{preset}», не удалось прочитать (см. выше). Вместо них выбраны «{chosen}».</translation>
    </message>
    <message>
        <source>The rules of the last game, “{preset}”, could not be read: {problem} Chosen instead: “{chosen}”.</source>
        <translation>Правила прошлой игры, «{preset}», не удалось прочитать: {problem} Вместо них выбраны «{chosen}».</translation>
    </message>
    <message>
        <source>The last game's hands ({0}) are not saved in a file, and a new game replaces them. Save them first?</source>
        <translation>Раздачи прошлой игры ({0}) не сохранены в файл, а новая игра их заменит. Сначала сохранить их?</translation>
    </message>
    <message>
        <source>Resume the last game? The new game set up here ({rules}: {names}) is not started.</source>
        <translation>Продолжить прошлую игру? Новая игра, настроенная здесь ({rules}: {names}), не будет начата.</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздача|раздачи|раздач</translation>
    </message>
    <message>
        <source>Pla&amp;yers (in seat order, clockwise)</source>
        <translation>И&amp;гроки (по местам, по часовой стрелке)</translation>
    </message>
    <message>
        <source>Resume the &amp;last game</source>
        <translation>Про&amp;должить прошлую игру</translation>
    </message>
    <message>
        <source>{rules}, {hands}: {totals} (started {date})</source>
        <translation>{rules}, {hands}: {totals} (начата {date})</translation>
    </message>
    <message>
        <source>{rules}, {hands}: {totals}</source>
        <translation>{rules}, {hands}: {totals}</translation>
    </message>
    <message>
        <source>Over, and saved in no file: {game}</source>
        <translation>Окончена и не сохранена в файл: {game}</translation>
    </message>
    <message>
        <source>Not finished: {game}</source>
        <translation>Не окончена: {game}</translation>
    </message>
    <message>
        <source>Club preset file</source>
        <translation>Файл правил клуба</translation>
    </message>
    <message>
        <source>Preset files (*.yaml *.yml)</source>
        <translation>Файлы правил (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>{seat} (partner: {partner}):</source>
        <translation>{seat} (партнёр: {partner}):</translation>
    </message>
    <message>
        <source>Player {number}: {problem}</source>
        <translation>Игрок {number}: {problem}</translation>
    </message>
    <message>
        <source>Give each player a different name.</source>
        <translation>Дайте игрокам разные имена.</translation>
    </message>
</context>
<context>
    <name>ScorekeeperWindow</name>
    <message>
        <source>The scorekept game was autosaved by a newer version of {0}, so this version cannot resume it. Nothing was deleted: the file is kept as {1}; the newer version can open it.</source>
        <translation>Счёт игры автосохранён более новой версией {0}, и эта версия не может его продолжить. Ничего не удалено: файл сохранён как {1}; более новая версия сможет его открыть.</translation>
    </message>
    <message>
        <source>Hands entered</source>
        <translation>Введённые раздачи</translation>
    </message>
    <message>
        <source>Cancel correction</source>
        <translation>Отменить исправление</translation>
    </message>
    <message>
        <source>&amp;Scores</source>
        <translation>&amp;Счёт</translation>
    </message>
    <message>
        <source>&amp;New scorekept game…</source>
        <translation>&amp;Новый счёт…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Print score sheet…</source>
        <translation>&amp;Печать листа счёта…</translation>
    </message>
    <message>
        <source>&amp;Export score sheet as PDF…</source>
        <translation>&amp;Экспорт листа счёта в PDF…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Correct a hand…</source>
        <translation>&amp;Исправить раздачу…</translation>
    </message>
    <message>
        <source>Game &amp;set-up…</source>
        <translation>&amp;Настройки игры…</translation>
    </message>
    <message>
        <source>Change the players' names, the first dealer or the target; the hands entered are scored again</source>
        <translation>Изменить имена игроков, первого сдающего или цель игры; записанные раздачи будут пересчитаны</translation>
    </message>
    <message>
        <source>Remove &amp;last hand…</source>
        <translation>&amp;Удалить последнюю раздачу…</translation>
    </message>
    <message>
        <source>Remove the selected &amp;hand…</source>
        <translation>Удалить &amp;выбранную раздачу…</translation>
    </message>
    <message>
        <source>Select the hand in the table first (or press Delete there)</source>
        <translation>Сначала выберите раздачу в таблице (или нажмите там Delete)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand before the selected one…</source>
        <translation>Вст&amp;авить раздачу перед выбранной…</translation>
    </message>
    <message>
        <source>A forgotten hand, put in before hand {number}: {dealer} dealt, {first} bid first</source>
        <translation>Пропущенная раздача, вставляется перед раздачей {number}: сдающий — {dealer}, первый заказ — {first}</translation>
    </message>
    <message>
        <source>Ente&amp;r correction</source>
        <translation>&amp;Записать исправление</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Game over: {name} won ({reason}).</source>
        <translation>Игра окончена: победа — {name} ({reason}).</translation>
    </message>
    <message>
        <source>the forgotten hand put in as hand {number}</source>
        <translation>вставка пропущенной раздачи под номером {number}</translation>
    </message>
    <message>
        <source>the correction of hand {number}</source>
        <translation>исправление раздачи {number}</translation>
    </message>
    <message>
        <source>the entry of hand {number}</source>
        <translation>запись раздачи {number}</translation>
    </message>
    <message>
        <source>Hand {number} put in; the hands after it moved down one and were scored again.</source>
        <translation>Раздача {number} вставлена; следующие раздачи сдвинуты на одну и пересчитаны.</translation>
    </message>
    <message>
        <source>the correction of hand {number} and the removal of the hands after it</source>
        <translation>исправление раздачи {number} и удаление раздач после неё</translation>
    </message>
    <message>
        <source>{side} {total}</source>
        <translation>{side}: {total}</translation>
    </message>
    <message>
        <source>Totals now: {totals}.</source>
        <translation>Теперь всего: {totals}.</translation>
    </message>
    <message>
        <source>With this hand put in, hand {number} (then hand {later}) would be impossible: {problem}</source>
        <translation>Если вставить эту раздачу, раздача {number} (после вставки — {later}-я) станет невозможной: {problem}</translation>
    </message>
    <message>
        <source>A forgotten hand is being put in before hand {number}, and it is not entered. Put it in before the window closes? No drops it.</source>
        <translation>Перед раздачей {number} вставляется пропущенная раздача, и она не внесена. Внести её до закрытия окна? «Нет» — отбросить её.</translation>
    </message>
    <message>
        <source>Hand {number} is being corrected, and the correction is not entered. Enter it before the window closes? No drops it.</source>
        <translation>Раздача {number} исправляется, и исправление не внесено. Внести его до закрытия окна? «Нет» — отбросить его.</translation>
    </message>
    <message>
        <source>the change of the game's set-up</source>
        <translation>изменение настроек игры</translation>
    </message>
    <message>
        <source>The game's set-up was changed and its hands scored again.</source>
        <translation>Настройки игры изменены, раздачи пересчитаны.</translation>
    </message>
    <message>
        <source>Changed: {changes}.</source>
        <translation>Изменено: {changes}.</translation>
    </message>
    <message>
        <source>{old} is now {new}</source>
        <translation>{old} теперь {new}</translation>
    </message>
    <message>
        <source>the first dealer is now {name}</source>
        <translation>первым сдаёт {name}</translation>
    </message>
    <message>
        <source>the target is now {target}</source>
        <translation>игра теперь до {target}</translation>
    </message>
    <message>
        <source>The forgotten hand typed before it goes too.</source>
        <translation>Пропущенная раздача, набранная перед ней, тоже будет удалена.</translation>
    </message>
    <message>
        <source>The correction typed for it goes too.</source>
        <translation>Набранное для неё исправление тоже пропадёт.</translation>
    </message>
    <message>
        <source>the removal of hand {number}</source>
        <translation>удаление раздачи {number}</translation>
    </message>
    <message>
        <source>Hand {number} removed; the hands after it moved up one and were scored again.</source>
        <translation>Раздача {number} удалена; следующие раздачи сдвинуты на одну вверх и пересчитаны.</translation>
    </message>
    <message>
        <source>Undone: {step}.</source>
        <translation>Отменено: {step}.</translation>
    </message>
    <message>
        <source>Undone.</source>
        <translation>Отменено.</translation>
    </message>
    <message>
        <source>Redone: {step}.</source>
        <translation>Повторено: {step}.</translation>
    </message>
    <message>
        <source>Redone.</source>
        <translation>Повторено.</translation>
    </message>
    <message>
        <source>Another window keeps this game in the game history: the hands of this window are stored there as a copy of their own.</source>
        <translation>Эту игру в истории игр ведёт другое окно: раздачи этого окна сохраняются там отдельной копией.</translation>
    </message>
    <message>
        <source>The autosave held other hands of this game ({0}), saved in no file: another window's. They are kept in History (Game ▸ History…) before this window autosaves.</source>
        <translation>В автосохранении были другие раздачи этой игры ({0}), не сохранённые ни в одном файле: из другого окна. Они сохранены в истории (Игра ▸ История…), прежде чем это окно сохранит свои.</translation>
    </message>
    <message>
        <source>The autosave held other hands of this game ({0}), saved in no file: another window's. They could not be kept in the game history, and this window's hands are autosaved over them.</source>
        <translation>В автосохранении были другие раздачи этой игры ({0}), не сохранённые ни в одном файле: из другого окна. Сохранить их в истории игр не удалось, и раздачи этого окна записаны поверх них.</translation>
    </message>
    <message>
        <source>Keep score: {preset}</source>
        <translation>Счёт: {preset}</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Раздача</translation>
    </message>
    <message>
        <source>A hand forgotten when it was played: select the hand played after it in the table first, then press Ctrl+I (or Insert in the table)</source>
        <translation>Раздача, пропущенная при записи: сначала выберите в таблице раздачу, сыгранную после неё, затем нажмите Ctrl+I (или Insert в таблице)</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Сдаёт</translation>
    </message>
    <message>
        <source>{name}
bid</source>
        <translation>{name}
заказ</translation>
    </message>
    <message>
        <source>{name}
took</source>
        <translation>{name}
взятки</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Correcting hand {number}: {dealer} dealt, {first} bid first</source>
        <translation>Исправление раздачи {number}: сдаёт {dealer}, первым заказывает {first}</translation>
    </message>
    <message>
        <source>The game is over: to correct a hand, double-click it (or select it and press Enter)</source>
        <translation>Игра окончена: чтобы исправить раздачу, дважды щёлкните её (или выберите и нажмите Enter)</translation>
    </message>
    <message>
        <source>Hand {number}: {dealer} deals, {first} bids first</source>
        <translation>Раздача {number}: сдаёт {dealer}, первым заказывает {first}</translation>
    </message>
    <message>
        <source>Game to {target}, at most {hands}. Enter the first hand.</source>
        <translation>Игра до {target}, не больше {hands}. Введите первую раздачу.</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздачи|раздач|раздач</translation>
    </message>
    <message>
        <source>A game of one hand. Enter it.</source>
        <translation>Партия из одной раздачи. Введите её.</translation>
    </message>
    <message>
        <source>Game to {target}. Enter the first hand.</source>
        <translation>Игра до {target}. Введите первую раздачу.</translation>
    </message>
    <message>
        <source>After hand {number}:   {totals}.   Tied for the lead at the end: one more hand decides the game.</source>
        <translation>После раздачи {number}:   {totals}.   Ничья в борьбе за первое место: исход партии решит ещё одна раздача.</translation>
    </message>
    <message>
        <source>After hand {number}:   {totals}</source>
        <translation>После раздачи {number}:   {totals}</translation>
    </message>
    <message>
        <source>{name}: what did they bid? These rules allow {bids}</source>
        <translation>{name}: какой заказ? По этим правилам можно: {bids}</translation>
    </message>
    <message>
        <source>'{text}' is not a bid; these rules allow {bids}</source>
        <translation>«{text}» — не заказ; по этим правилам можно: {bids}</translation>
    </message>
    <message>
        <source>With this correction the game ends after hand {end}: {result} Then hand {first} cannot have been played. Remove hand {first} and keep the correction? Undo (Ctrl+Z) puts it back.</source>
        <translation>С этой поправкой игра кончается после раздачи {end}: {result} Значит, раздачи {first} не было. Удалить раздачу {first} и оставить поправку? Отмена (Ctrl+Z) вернёт её.</translation>
    </message>
    <message>
        <source>With this correction the game ends after hand {end}: {result} Then hands {first}–{last} cannot have been played. Remove hands {first}–{last} and keep the correction? Undo (Ctrl+Z) puts them back.</source>
        <translation>С этой поправкой игра кончается после раздачи {end}: {result} Значит, раздач {first}–{last} не было. Удалить раздачи {first}–{last} и оставить поправку? Отмена (Ctrl+Z) вернёт их.</translation>
    </message>
    <message>
        <source>Correct hand {number}</source>
        <translation>Исправить раздачу {number}</translation>
    </message>
    <message>
        <source>This correction would make hand {number} impossible: {problem}</source>
        <translation>С этим исправлением раздача {number} становится невозможной: {problem}</translation>
    </message>
    <message>
        <source>Remove the hands from hand {number} on first (Edit ▸ Remove the selected hand…).</source>
        <translation>Сначала удалите раздачи начиная с {number}-й (Правка ▸ Удалить выбранную раздачу…).</translation>
    </message>
    <message>
        <source>This game is not saved in a file yet: Save asks for a file name.</source>
        <translation>Эта игра ещё не сохранена в файл: «Сохранить» спросит имя файла.</translation>
    </message>
    <message>
        <source>The game is over: nothing more is entered, and what is typed goes nowhere. Ctrl+P prints the score sheet; Ctrl+E goes to the hands table to correct a hand.</source>
        <translation>Игра окончена: больше ничего не вводится, и набранное никуда не попадает. Ctrl+P печатает лист счёта; Ctrl+E переходит к таблице раздач, чтобы исправить раздачу.</translation>
    </message>
    <message>
        <source>Typing in the hands table does nothing: the arrow keys choose a hand and Enter corrects it; a new hand is typed in the fields under the table.</source>
        <translation>Набор текста в таблице раздач ничего не делает: стрелки выбирают раздачу, Enter открывает её исправление; новая раздача вводится в полях под таблицей.</translation>
    </message>
    <message>
        <source>{column}: {value}</source>
        <translation>{column}: {value}</translation>
    </message>
    <message>
        <source>Entering it asks before hand {number} is changed; Escape cancels it</source>
        <translation>Перед тем как изменить раздачу {number}, будет задан вопрос; Escape отменяет исправление</translation>
    </message>
    <message>
        <source>Hand {number} corrected.</source>
        <translation>Раздача {number} исправлена.</translation>
    </message>
    <message>
        <source>{name} bid {old} → {new}</source>
        <translation>заказ игрока {name}: {old} → {new}</translation>
    </message>
    <message>
        <source>{name} took {old} → {new}</source>
        <translation>взятки игрока {name}: {old} → {new}</translation>
    </message>
    <message>
        <source>the cards</source>
        <translation>карты</translation>
    </message>
    <message>
        <source>Change hand {number}: {changes}? The totals become {totals}.</source>
        <translation>Изменить раздачу {number}: {changes}? Счёт станет таким: {totals}.</translation>
    </message>
    <message>
        <source>Hand {number} is not changed. Enter in the last field asks again; Escape cancels the correction.</source>
        <translation>Раздача {number} не изменена. Enter в последнем поле спросит снова; Escape отменяет исправление.</translation>
    </message>
    <message>
        <source>Hand {number} was not changed: the hands changed while the correction was asked about. Check the correction of hand {now}, then enter it again (Enter in its last field) or cancel it (Escape).</source>
        <translation>Раздача {number} не изменена: пока шёл вопрос об исправлении, раздачи изменились. Проверьте исправление раздачи {now} и введите его снова (Enter в последнем поле) или отмените (Escape).</translation>
    </message>
    <message>
        <source>Hand {number} was not changed: the hands changed while the correction was asked about, and the hand it was for is no longer there.</source>
        <translation>Раздача {number} не изменена: пока шёл вопрос об исправлении, раздачи изменились, и раздачи, которую исправляли, больше нет.</translation>
    </message>
    <message>
        <source>{side} {old} → {new}</source>
        <translation>{side} {old} → {new}</translation>
    </message>
    <message>
        <source>{hand}, {sides}</source>
        <translation>{hand}, {sides}</translation>
    </message>
    <message>
        <source>Later hands that score otherwise now: {changes}.</source>
        <translation>Последующие раздачи, счёт которых теперь другой: {changes}.</translation>
    </message>
    <message>
        <source>after {hand}, {sides}</source>
        <translation>{hand}: {sides}</translation>
    </message>
    <message>
        <source>The later hands' totals change: {changes}.</source>
        <translation>Итоги последующих раздач меняются: {changes}.</translation>
    </message>
    <message>
        <source>{player} bids first and leads</source>
        <translation>первый заказ и первый ход — {player}</translation>
    </message>
    <message>
        <source>{player} bids first</source>
        <translation>первый заказ — {player}</translation>
    </message>
    <message>
        <source>{player} bids first, {leader} leads</source>
        <translation>первый заказ — {player}, первый ход — {leader}</translation>
    </message>
    <message>
        <source>The deal moves: {hand} is dealt by {dealer}, not {old}; {who}.</source>
        <translation>Очерёдность сдающих сдвигается: {hand} — сдаёт {dealer}, а не {old}; {who}.</translation>
    </message>
    <message>
        <source>The later hands up to hand {last} move the same way.</source>
        <translation>Последующие раздачи до раздачи {last} сдвигаются так же.</translation>
    </message>
    <message>
        <source>hand {number} (hand {old} until now)</source>
        <translation>раздача {number} (до сих пор раздача {old})</translation>
    </message>
    <message>
        <source>hand {number}</source>
        <translation>раздача {number}</translation>
    </message>
    <message>
        <source>Correct hand {number} first, or remove it if it was never played (Edit ▸ Remove the selected hand…).</source>
        <translation>Сначала исправьте раздачу {number} или удалите её, если её не играли (Правка ▸ Удалить выбранную раздачу…).</translation>
    </message>
    <message>
        <source>A forgotten hand is being put in before hand {number}: enter it first (Enter in its last field), or cancel it (Escape).</source>
        <translation>Перед раздачей {number} вставляется пропущенная раздача: сначала внесите её (Enter в последнем поле) или отмените (Escape).</translation>
    </message>
    <message>
        <source>Hand {number} is being corrected: enter the correction first (Enter in its last field), or cancel it (Escape).</source>
        <translation>Раздача {number} исправляется: сначала внесите исправление (Enter в последнем поле) или отмените его (Escape).</translation>
    </message>
    <message>
        <source>Select the hand played after the forgotten one in the table first: Ctrl+E goes to the table, the arrow keys choose the hand, Ctrl+I puts the forgotten hand in before it.</source>
        <translation>Сначала выберите в таблице раздачу, сыгранную после пропущенной: Ctrl+E переходит в таблицу, стрелки выбирают раздачу, Ctrl+I вставляет пропущенную раздачу перед ней.</translation>
    </message>
    <message>
        <source>Select the hand to remove in the table first: Ctrl+E goes to the table, the arrow keys choose the hand, Delete removes it.</source>
        <translation>Сначала выберите в таблице раздачу, которую нужно удалить: Ctrl+E переходит в таблицу, стрелки выбирают раздачу, Delete удаляет её.</translation>
    </message>
    <message>
        <source>Hand {number} cannot be removed: without it, hand {later} (then hand {now}) would be impossible: {problem} Remove or correct the later hands first.</source>
        <translation>Раздачу {number} удалить нельзя: без неё раздача {later} (тогда уже раздача {now}) стала бы невозможной: {problem} Сначала удалите или исправьте следующие раздачи.</translation>
    </message>
    <message>
        <source>Remove hand {number}, the last one entered? Undo (Ctrl+Z) puts it back.</source>
        <translation>Удалить раздачу {number}, последнюю введённую? «Отменить» (Ctrl+Z) вернёт её.</translation>
    </message>
    <message>
        <source>Remove hand {number}? The hands after it move up one and are scored again. Undo (Ctrl+Z) puts it back.</source>
        <translation>Удалить раздачу {number}? Следующие раздачи сдвинутся на одну вверх и будут пересчитаны. «Отменить» (Ctrl+Z) вернёт её.</translation>
    </message>
    <message>
        <source>Remove a hand</source>
        <translation>Удаление раздачи</translation>
    </message>
    <message>
        <source>Hand {number} removed.</source>
        <translation>Раздача {number} удалена.</translation>
    </message>
    <message>
        <source>Not stored in the game history: {0}</source>
        <translation>Не записано в историю игр: {0}</translation>
    </message>
    <message>
        <source>The game history keeps this game finished, with other hands ({hands}): the hands shown here do not replace them there. Hands entered here are stored there as a copy of their own.</source>
        <translation>В истории игр эта игра закончена, с другими раздачами ({hands}): раздачи, показанные здесь, их там не заменят. Раздачи, введённые здесь, сохранятся там отдельной копией.</translation>
    </message>
    <message>
        <source>The game history keeps other hands of this game ({hands}): the hands shown here do not replace them there. Hands entered here are stored there as a copy of their own.</source>
        <translation>В истории игр у этой игры другие раздачи ({hands}): раздачи, показанные здесь, их там не заменят. Раздачи, введённые здесь, сохранятся там отдельной копией.</translation>
    </message>
    <message>
        <source>Not autosaved: {0} cannot be read and is kept as it is.</source>
        <translation>Нет автосохранения: файл {0} нельзя прочитать, и он оставлен как есть.</translation>
    </message>
    <message>
        <source>Autosave failed: {0}</source>
        <translation>Автосохранение не удалось: {0}</translation>
    </message>
    <message>
        <source>Not autosaved: another window keeps its score in {0}. Save this game in a file to keep it.</source>
        <translation>Нет автосохранения: в файл {0} уже сохраняет счёт другое окно. Чтобы не потерять эту игру, сохраните её в свой файл.</translation>
    </message>
    <message>
        <source>{file} — {title}</source>
        <translation>{file} — {title}</translation>
    </message>
    <message>
        <source>{file} was changed by another window or program: the hands shown here are not all in it. Save asks what to do.</source>
        <translation>Файл {file} изменён другим окном или программой: не все раздачи, показанные здесь, есть в нём. При сохранении будет задан вопрос, что делать.</translation>
    </message>
    <message>
        <source>{file} has changed since this window opened or saved it: another window or program saved other hands there ({there} in the file, {here} here). Saving here would replace them.</source>
        <translation>Файл {file} изменился с тех пор, как это окно открыло или сохранило его: другое окно или программа сохранили туда другие раздачи (в файле — набор из {there}, здесь — из {here}). Сохранение сюда заменит их.</translation>
    </message>
    <message>
        <source>{file} has changed since this window opened or saved it, and it cannot be read now. Saving here would replace what it holds.</source>
        <translation>Файл {file} изменился с тех пор, как это окно открыло или сохранило его, и сейчас его не прочитать. Сохранение сюда заменит то, что в нём есть.</translation>
    </message>
    <message>
        <source>Save the hands of this window in another file, reload the file (Undo brings this window's hands back), or replace the file with this window's hands?</source>
        <translation>Сохранить раздачи этого окна в другой файл, перечитать файл (отмена вернёт раздачи этого окна) или заменить файл раздачами этого окна?</translation>
    </message>
    <message>
        <source>Save the hands of this window in another file, or replace the file with them?</source>
        <translation>Сохранить раздачи этого окна в другой файл или заменить ими файл?</translation>
    </message>
    <message>
        <source>Save in another file…</source>
        <translation>Сохранить в другой файл…</translation>
    </message>
    <message>
        <source>Reload the file</source>
        <translation>Перечитать файл</translation>
    </message>
    <message>
        <source>Replace the file</source>
        <translation>Заменить файл</translation>
    </message>
    <message>
        <source>the reload of {file}</source>
        <translation>перечитывание файла {file}</translation>
    </message>
    <message>
        <source>Reloaded {file}: Undo brings back the hands this window had.</source>
        <translation>Файл {file} перечитан: отмена вернёт раздачи, которые были в этом окне.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: the file cannot be read.</source>
        <translation>Не удаётся открыть {0}: файл не удаётся прочитать.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: it was saved by a newer version of {1}, and this version cannot read it.</source>
        <translation>Не удаётся открыть {0}: файл сохранён более новой версией {1}, и эта версия не может его прочитать.</translation>
    </message>
    <message>
        <source>{0} cannot be opened: it is not a scorekept game (its text is not JSON).</source>
        <translation>Не удаётся открыть {0}: это не счёт партии живыми картами (файл не в формате JSON).</translation>
    </message>
    <message>
        <source>{0} cannot be opened here: it is not the score of a game with real cards (a game played in the window opens with Game ▸ Open game…).</source>
        <translation>{0} здесь не открыть: это не счёт партии живыми картами (игра, сыгранная в окне, открывается через Игра ▸ Открыть игру…).</translation>
    </message>
    <message>
        <source>{file} cannot be opened: the file is damaged: it was cut off (its text stops short, as when a save or a copy is stopped part way).</source>
        <translation>Не удаётся открыть {file}: файл повреждён: он обрезан (текст обрывается, как бывает, когда сохранение или копирование прервано).</translation>
    </message>
    <message>
        <source>{file} cannot be opened: the file is damaged. {reason}</source>
        <translation>Не удаётся открыть {file}: файл повреждён. {reason}</translation>
    </message>
    <message>
        <source>{0} cannot be opened: the file is damaged.</source>
        <translation>Не удаётся открыть {0}: файл повреждён.</translation>
    </message>
    <message>
        <source>Score sheet saved to {file}.</source>
        <translation>Лист счёта сохранён: {file}.</translation>
    </message>
    <message>
        <source>The hand being typed was cleared; Escape again closes the window.</source>
        <translation>Набранная раздача стёрта; ещё раз Escape закроет окно.</translation>
    </message>
    <message>
        <source>The game is over, but its hands ({0}) are not saved in a file. Save them before closing?</source>
        <translation>Игра окончена, но её раздачи ({0}) не сохранены в файл. Сохранить их перед закрытием?</translation>
    </message>
    <message>
        <source>The file of this game was changed by another window or program, and these hands ({0}) are not in it. Save them before closing?</source>
        <translation>Файл этой игры изменён другим окном или программой, и этих раздач (их {0}) в нём нет. Сохранить их перед закрытием?</translation>
    </message>
    <message>
        <source>These hands ({0}) could not be autosaved and are in no file. Save them before closing?</source>
        <translation>Эти раздачи ({0}) не удалось сохранить автоматически, и их нет ни в одном файле. Сохранить их перед закрытием?</translation>
    </message>
    <message>
        <source>Save scorekept game</source>
        <translation>Сохранить счёт игры</translation>
    </message>
    <message>
        <source>The autosaved scorekept game is damaged and cannot be resumed. Nothing was deleted: the file is kept as {0}.</source>
        <translation>Автосохранённый счёт игры повреждён, продолжить его нельзя. Ничего не удалено: файл сохранён как {0}.</translation>
    </message>
    <message>
        <source>The autosaved scorekept game cannot be resumed. The file stays at {0}: it could not be moved aside ({1}). Games are not autosaved, so that the file is not written over.</source>
        <translation>Автосохранённый счёт игры нельзя продолжить. Файл остался на месте, {0}: его не удалось отложить ({1}). Автосохранение выключено, чтобы не записать поверх этого файла.</translation>
    </message>
    <message>
        <source>Scorekept games (*.json)</source>
        <translation>Счета игр (*.json)</translation>
    </message>
    <message>
        <source>Double-click a hand (or select it and press Enter) to correct it; Delete removes it</source>
        <translation>Чтобы исправить раздачу, дважды щёлкните её (или выберите и нажмите Enter); Delete удаляет её</translation>
    </message>
    <message>
        <source>Ente&amp;r hand</source>
        <translation>&amp;Записать раздачу</translation>
    </message>
    <message>
        <source>A game of {hands}. Enter the first hand.</source>
        <translation>Партия из {hands}. Введите первую раздачу.</translation>
    </message>
    <message>
        <source>Saved {0}.</source>
        <translation>Сохранено: {0}.</translation>
    </message>
    <message>
        <source>The hands entered in this game ({0}) are not saved. Save them first?</source>
        <translation>Введённые раздачи этой игры ({0}) не сохранены. Сохранить их сначала?</translation>
    </message>
    <message>
        <source>Open scorekept game</source>
        <translation>Открыть счёт игры</translation>
    </message>
</context>
<context>
    <name>ScorepadPlaceholder</name>
    <message>
        <source>Hand {0}: {1}</source>
        <translation>Раздача {0}: {1}</translation>
    </message>
</context>
<context>
    <name>ScorepadPrint</name>
    <message>
        <source>Print score sheet</source>
        <translation>Печать листа счёта</translation>
    </message>
    <message>
        <source>Preview of the score sheet</source>
        <translation>Предварительный просмотр листа счёта</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Page</source>
        <translation>Страница</translation>
    </message>
    <message>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <source>Page &amp;setup…</source>
        <translation>Пара&amp;метры страницы…</translation>
    </message>
    <message>
        <source>Export score sheet</source>
        <translation>Экспорт листа счёта</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Изображение PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>ScorepadWidget</name>
    <message>
        <source>Score</source>
        <translation>Счёт</translation>
    </message>
    <message>
        <source>Game to {target}</source>
        <translation>Игра до {target}</translation>
    </message>
    <message>
        <source>lose at {mercy}</source>
        <translation>проигрыш при {mercy}</translation>
    </message>
    <message>
        <source>D</source>
        <translation>С</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>★ {name} win the game! ★</source>
        <translation>★ Победа: {name}! ★</translation>
    </message>
    <message>
        <source>Key to the marks</source>
        <translation>Значки</translation>
    </message>
    <message>
        <source>★ {name} wins the game! ★</source>
        <translation>★ Победа: {name}! ★</translation>
    </message>
    <message>
        <source>the hand's points, under the total (point at a row: how they came)</source>
        <translation>очки за раздачу, под итогом (наведите на строку: откуда они)</translation>
    </message>
    <message>
        <source>a failed nil or a bag penalty</source>
        <translation>проваленный нил или штраф за мешки</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message>
        <source>Hand {hand} · dealt by {dealer} · deal #{deal}</source>
        <translation>Раздача {hand} · сдаёт {dealer} · расклад № {deal}</translation>
    </message>
    <message>
        <source>Hand {hand}: {side}</source>
        <translation>Раздача {hand}: {side}</translation>
    </message>
    <message>
        <source>Side {side}</source>
        <translation>Пара {side}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Зак.</translation>
    </message>
    <message>
        <source>Hands scored</source>
        <translation>Сыгранные раздачи</translation>
    </message>
    <message>
        <source>A game of one hand</source>
        <translation>Партия из одной раздачи</translation>
    </message>
    <message>
        <source>at most {hands}</source>
        <translation>не больше {hands}</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздачи|раздач|раздач</translation>
    </message>
    <message>
        <source>A game of {hands}</source>
        <translation>Партия из {hands}</translation>
    </message>
    <message>
        <source>Took</source>
        <translation>Вз.</translation>
    </message>
    <message>
        <source>Pts</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Bags</source>
        <translation>Меш.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Итог</translation>
    </message>
    <message>
        <source>each player's, as named above</source>
        <translation>у каждого игрока свой, в порядке имён выше</translation>
    </message>
    <message>
        <source>bags</source>
        <translation>мешки</translation>
    </message>
    <message>
        <source>under Σ: overtricks so far; {limit} cost {penalty}</source>
        <translation>под Σ: лишние взятки на сейчас; за {limit} — штраф {penalty}</translation>
    </message>
    <message>
        <source>Hand {hand} · dealt by {dealer}</source>
        <translation>Раздача {hand} · сдаёт {dealer}</translation>
    </message>
    <message>
        <source>{side} bid {bid}, took {took}, {points}, total {total}</source>
        <translation>{side}: заказ {bid}, взято {took}, {points}, всего {total}</translation>
    </message>
    <message>
        <source>, bags {bags}</source>
        <translation>, мешков: {bags}</translation>
    </message>
    <message>
        <source>contract set</source>
        <translation>контракт провален</translation>
    </message>
    <message>
        <source>bag penalty {points}</source>
        <translation>штраф за мешки {points}</translation>
    </message>
    <message>
        <source>Hand {hand}, dealt by {dealer}: {sides}.</source>
        <translation>Раздача {hand}, сдаёт {dealer}: {sides}.</translation>
    </message>
    <message>
        <source>{0}: no hand scored yet.</source>
        <translation>{0}: раздач ещё не было.</translation>
    </message>
    <message>
        <source>{0}: after hand {1}, {2}.</source>
        <translation>{0}: после раздачи {1}: {2}.</translation>
    </message>
    <message>
        <source>Scorepad</source>
        <translation>Записи</translation>
    </message>
    <message>
        <source>bags {bags}/{limit}</source>
        <translation>мешки {bags}/{limit}</translation>
    </message>
</context>
<context>
    <name>SeatPlate</name>
    <message>
        <source>dealer</source>
        <translation>сдающий</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>D</source>
        <translation>С</translation>
    </message>
</context>
<context>
    <name>StatsWindow</name>
    <message>
        <source>Statistics</source>
        <translation>Статистика</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Период</translation>
    </message>
    <message>
        <source>All time</source>
        <translation>За всё время</translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation>Последние 7 дней</translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation>Последние 30 дней</translation>
    </message>
    <message>
        <source>Last 12 months</source>
        <translation>Последние 12 месяцев</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Этот год</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Обновить</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>P&amp;eriod:</source>
        <translation>П&amp;ериод:</translation>
    </message>
    <message>
        <source>R&amp;ules:</source>
        <translation>П&amp;равила:</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Победы</translation>
    </message>
    <message>
        <source>Points a hand</source>
        <translation>Очков за раздачу</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Законченные игры</translation>
    </message>
    <message>
        <source>Contracts made</source>
        <translation>Выполненные контракты</translation>
    </message>
    <message>
        <source>Sets</source>
        <translation>Проваленные контракты</translation>
    </message>
    <message>
        <source>Bags a hand</source>
        <translation>Мешков за раздачу</translation>
    </message>
    <message>
        <source>Nils made</source>
        <translation>Выполненные нилы</translation>
    </message>
    <message>
        <source>Blind nils made</source>
        <translation>Выполненные слепые нилы</translation>
    </message>
    <message>
        <source>Current streak</source>
        <translation>Текущая серия</translation>
    </message>
    <message>
        <source>Best game</source>
        <translation>Лучшая игра</translation>
    </message>
    <message>
        <source>Worst game</source>
        <translation>Худшая игра</translation>
    </message>
    <message>
        <source>Longest streaks</source>
        <translation>Самые длинные серии</translation>
    </message>
    <message>
        <source>Results with each partner and against each mix of opponents</source>
        <translation>Результаты с каждым партнёром и против каждого состава противников</translation>
    </message>
    <message>
        <source>Statistics are unavailable: {0}</source>
        <translation>Статистика недоступна: {0}</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Оконченных игр пока нет</translation>
    </message>
    <message>
        <source>All rules</source>
        <translation>Все правила</translation>
    </message>
    <message>
        <source>No games yet: every game you play is counted here.</source>
        <translation>Игр пока нет: здесь учитывается каждая сыгранная игра.</translation>
    </message>
    <message>
        <source>Latest game, {date}, {rules}, finished.</source>
        <translation>Последняя игра, {date}, {rules}, окончена.</translation>
    </message>
    <message>
        <source>Latest game, {date}, {rules}, unfinished.</source>
        <translation>Последняя игра, {date}, {rules}, не окончена.</translation>
    </message>
    <message>
        <source>Latest game, {0}: totals by hand</source>
        <translation>Счёт последней игры, {0}</translation>
    </message>
    <message>
        <source>game finished|games finished</source>
        <translation>игра окончена|игры окончены|игр окончено</translation>
    </message>
    <message>
        <source>{0} won</source>
        <translation>выиграно {0}</translation>
    </message>
    <message>
        <source>{0} unfinished</source>
        <translation>не окончено: {0}</translation>
    </message>
    <message>
        <source>deal of a duplicate match|deals of duplicate matches</source>
        <translation>расклад дубликатного матча|расклада дубликатных матчей|раскладов дубликатных матчей</translation>
    </message>
    <message>
        <source>{choice}: {counted}.</source>
        <translation>{choice}: {counted}.</translation>
    </message>
    <message>
        <source>and {0} unfinished</source>
        <translation>и ещё неоконченных: {0}</translation>
    </message>
    <message>
        <source>{0} won, {1} lost</source>
        <translation>побед: {0}, поражений: {1}</translation>
    </message>
    <message>
        <source>hand|hands</source>
        <translation>раздача|раздачи|раздач</translation>
    </message>
    <message>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <source>{0} of the contracts</source>
        <translation>{0} контрактов</translation>
    </message>
    <message>
        <source>{0} in all</source>
        <translation>всего {0}</translation>
    </message>
    <message>
        <source>bag|bags</source>
        <translation>мешок|мешка|мешков</translation>
    </message>
    <message>
        <source>game won in a row|games won in a row</source>
        <translation>победа подряд|победы подряд|побед подряд</translation>
    </message>
    <message>
        <source>game lost in a row|games lost in a row</source>
        <translation>поражение подряд|поражения подряд|поражений подряд</translation>
    </message>
    <message>
        <source>{0}, by {1}</source>
        <translation>{0}, разница {1}</translation>
    </message>
    <message>
        <source>won / lost in a row</source>
        <translation>побед / поражений подряд</translation>
    </message>
    <message>
        <source>Deals of duplicate matches: {0}. Their hands count in the hand figures (points a hand, contracts, sets, bags, nils), not in the games, wins or streaks: a deal is compared with the bots' table, not won or lost.</source>
        <translation>Раскладов дубликатных матчей: {0}. Их раздачи входят в показатели раздач (очки за раздачу, контракты, недоборы, мешки, нилы), но не в игры, победы и серии: расклад сравнивается со столом ботов, а не выигрывается или проигрывается.</translation>
    </message>
    <message>
        <source>people</source>
        <translation>люди</translation>
    </message>
    <message>
        <source>Easy bots</source>
        <translation>Лёгкие боты</translation>
    </message>
    <message>
        <source>Normal bots</source>
        <translation>Обычные боты</translation>
    </message>
    <message>
        <source>Hard bots</source>
        <translation>Сильные боты</translation>
    </message>
    <message>
        <source>a person</source>
        <translation>человек</translation>
    </message>
    <message>
        <source>Easy bot</source>
        <translation>Лёгкий бот</translation>
    </message>
    <message>
        <source>Normal bot</source>
        <translation>Обычный бот</translation>
    </message>
    <message>
        <source>Hard bot</source>
        <translation>Сильный бот</translation>
    </message>
    <message>
        <source>bot</source>
        <translation>бот</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Партнёр</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Соперники</translation>
    </message>
    <message>
        <source>bots</source>
        <translation>боты</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Choose a card with ← and → first.</source>
        <translation>Сначала выберите карту клавишами ← и →.</translation>
    </message>
    <message>
        <source>Drop the card in the middle of the table to play it.</source>
        <translation>Чтобы сыграть карту, положите её в середину стола.</translation>
    </message>
    <message>
        <source>You have chosen {0} cards already: click one of them to put it back.</source>
        <translation>Уже выбрано карт: {0}. Щёлкните одну из них, чтобы вернуть.</translation>
    </message>
    <message>
        <source>Stock: {0}</source>
        <translation>Прикуп: {0}</translation>
    </message>
    <message>
        <source>Discards: {0}</source>
        <translation>Сброс: {0}</translation>
    </message>
    <message>
        <source>Dead trick: nobody wins it</source>
        <translation>Мёртвая взятка: её никто не берёт</translation>
    </message>
    <message>
        <source>Bid {0} · won {1}</source>
        <translation>Заказ: {0} · взято {1}</translation>
    </message>
    <message>
        <source>Won {0}</source>
        <translation>Взято {0}</translation>
    </message>
    <message>
        <source>Bidding…</source>
        <translation>Идёт заказ…</translation>
    </message>
    <message>
        <source>Drawing…</source>
        <translation>Идёт прикуп…</translation>
    </message>
    <message>
        <source>No bid yet</source>
        <translation>Заказа ещё нет</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>{0} showed {1} spades: spades are trump again.</source>
        <translation>{0}: показаны пики ({1} карт); пики снова козыри.</translation>
    </message>
    <message>
        <source>{0} showed {1} {2}: {2} are trump for this hand.</source>
        <translation>{0}: показаны {2} ({1} карт); в этой раздаче козыри — {2}.</translation>
    </message>
    <message>
        <source>{0} keeps the cards hidden.</source>
        <translation>{0}: карты не показаны.</translation>
    </message>
    <message>
        <source>You called a misdeal ({0}): {1} deals again.</source>
        <translation>Вы потребовали пересдачу ({0}): {1} сдаёт заново.</translation>
    </message>
    <message>
        <source>{0} called a misdeal ({1}): {2} deals again.</source>
        <translation>{0}: пересдача ({1}); {2} сдаёт заново.</translation>
    </message>
    <message>
        <source>the {0} made your {1} a spade</source>
        <translation>{0} превратил вашу карту {1} в пику</translation>
    </message>
    <message>
        <source>the {0} made {1}'s {2} a spade</source>
        <translation>{0} превратил {2} ({1}) в пику</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>the high bidder</source>
        <translation>заказавший больше всех</translation>
    </message>
    <message>
        <source>before the bidding</source>
        <translation>до торговли</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Pass cards</source>
        <translation>Передать</translation>
    </message>
    <message>
        <source>Kitty: 1 card face down; the highest bidder takes it after the bidding and discards one.</source>
        <translation>Прикуп: 1 карта рубашкой вверх; после торговли её берёт заказавший больше всех и сбрасывает одну.</translation>
    </message>
    <message>
        <source>Kitty: {0} cards face down; the highest bidder takes them after the bidding and discards as many.</source>
        <translation>Прикуп: карт рубашкой вверх — {0}; после торговли их берёт заказавший больше всех и сбрасывает столько же.</translation>
    </message>
    <message>
        <source>Kitty: 1 card taken by {1} ({2}); one to discard face down.</source>
        <translation>Прикуп (1 карта) — {1} ({2}); одна карта уйдёт в сброс рубашкой вверх.</translation>
    </message>
    <message>
        <source>Kitty: {0} cards taken by {1} ({2}); as many to discard face down.</source>
        <translation>Прикуп ({0}) — {1} ({2}); столько же карт уйдёт в сброс рубашкой вверх.</translation>
    </message>
    <message>
        <source>Kitty: 1 card taken by {1} ({2}); one discarded face down, out of play.</source>
        <translation>Прикуп (1 карта) — {1} ({2}); одна карта сброшена рубашкой вверх, она вне игры.</translation>
    </message>
    <message>
        <source>Kitty: {0} cards taken by {1} ({2}); as many discarded face down, out of play.</source>
        <translation>Прикуп ({0}) — {1} ({2}); столько же карт сброшено рубашкой вверх, они вне игры.</translation>
    </message>
    <message>
        <source>You took the kitty ({0}). Choose 1 card to discard face down, out of play</source>
        <translation>Вы взяли прикуп ({0}). Выберите карту для сброса рубашкой вверх, она выйдет из игры</translation>
    </message>
    <message>
        <source>You took the kitty ({0}). Choose {1} cards to discard face down, out of play</source>
        <translation>Вы взяли прикуп ({0}). Выберите карты для сброса рубашкой вверх ({1}), они выйдут из игры</translation>
    </message>
    <message>
        <source>Choose 1 card to pass to {1}</source>
        <translation>Выберите карту для передачи: {1}</translation>
    </message>
    <message>
        <source>Choose {0} cards to pass to {1}</source>
        <translation>Выберите карты ({0}) для передачи: {1}</translation>
    </message>
    <message>
        <source>Blind nil: choose a card to swap for an unseen discard, if you like</source>
        <translation>Слепой нил: если хотите, выберите карту для замены на карту из сброса</translation>
    </message>
    <message>
        <source>Game table</source>
        <translation>Игровой стол</translation>
    </message>
    <message>
        <source>Blind nil: choose up to {0} cards to swap for unseen discards</source>
        <translation>Слепой нил: выберите до {0} карт для замены на карты из сброса</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <source>Your bid: blind, or look at your cards (L).</source>
        <translation>Ваш заказ: закажите вслепую или посмотрите карты (L).</translation>
    </message>
    <message>
        <source>Your bid.</source>
        <translation>Ваш заказ.</translation>
    </message>
    <message>
        <source>Your lead.</source>
        <translation>Вы начинаете взятку.</translation>
    </message>
    <message>
        <source>Your draw: the {0}. Keep it (K) or discard it and take the next card (D). Cards left in the stock: {1}.</source>
        <translation>Ваша карта из прикупа: {0}. Оставить её (K) или сбросить и взять следующую (D). Осталось карт в прикупе: {1}.</translation>
    </message>
    <message>
        <source>{0}. Use ← → and Space to choose, then press Enter: {1}.</source>
        <translation>{0}. Выбирайте клавишами ← → и Пробел, затем нажмите Enter: {1}.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>Ваша очередь.</translation>
    </message>
    <message>
        <source>Your turn: {0} led the {1}</source>
        <translation>Ваш ход. Заход: {0} — {1}</translation>
    </message>
    <message>
        <source>; {0} played the {1}</source>
        <translation>; {0} — {1}</translation>
    </message>
    <message>
        <source>No game yet.</source>
        <translation>Игры ещё нет.</translation>
    </message>
    <message>
        <source>Your hand: {0}.</source>
        <translation>Ваши карты: {0}.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>нет карт</translation>
    </message>
    <message>
        <source>Your cards are face down.</source>
        <translation>Ваши карты лежат рубашкой вверх.</translation>
    </message>
    <message>
        <source>(cancelled)</source>
        <translation>(отменена)</translation>
    </message>
    <message>
        <source>R: read the table aloud; Shift+F1: the keys.</source>
        <translation>R — прочитать стол вслух; Shift+F1 — клавиши.</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Ищу подсказку…</translation>
    </message>
    <message>
        <source>{0} passed you: {1}.</source>
        <translation>{0} передаёт вам: {1}.</translation>
    </message>
    <message>
        <source>You called a misdeal ({0}): you deal again.</source>
        <translation>Вы потребовали пересдачу ({0}): вы сдаёте заново.</translation>
    </message>
    <message>
        <source>{0} called a misdeal ({1}): you deal again.</source>
        <translation>{0}: пересдача ({1}); вы сдаёте заново.</translation>
    </message>
    <message>
        <source>Your turn to play.</source>
        <translation>Ваш ход.</translation>
    </message>
    <message>
        <source>Trick: {0}.</source>
        <translation>Взятка: {0}.</translation>
    </message>
    <message>
        <source>No card on the table.</source>
        <translation>На столе нет карт.</translation>
    </message>
    <message>
        <source>{0}: no bid yet</source>
        <translation>{0}: заказа ещё нет</translation>
    </message>
    <message>
        <source>{0} bid {1}, won {2}</source>
        <translation>{0}: заказ {1}, взято {2}</translation>
    </message>
    <message>
        <source>Cards left in the stock: {0}; discarded: {1}.</source>
        <translation>Осталось карт в прикупе: {0}; в сбросе: {1}.</translation>
    </message>
    <message>
        <source>bag|bags</source>
        <translation>мешок|мешка|мешков</translation>
    </message>
    <message>
        <source>Score: {0}.</source>
        <translation>Счёт: {0}.</translation>
    </message>
    <message>
        <source>{0} bids next.</source>
        <translation>Заказывает {0}.</translation>
    </message>
    <message>
        <source>{0} decides on blind nil.</source>
        <translation>{0} решает насчёт слепого нила.</translation>
    </message>
    <message>
        <source>{0} discards after taking the kitty.</source>
        <translation>{0} сбрасывает карты после прикупа.</translation>
    </message>
    <message>
        <source>{0} chooses cards to pass to {1}.</source>
        <translation>{0} выбирает карты, чтобы передать игроку {1}.</translation>
    </message>
    <message>
        <source>{0} draws next.</source>
        <translation>Прикуп берёт {0}.</translation>
    </message>
    <message>
        <source>{0} swaps cards for the blind nil.</source>
        <translation>{0} меняет карты для слепого нила.</translation>
    </message>
    <message>
        <source>{0} plays next.</source>
        <translation>Ходит {0}.</translation>
    </message>
    <message>
        <source>{0} leads next.</source>
        <translation>Заходит {0}.</translation>
    </message>
    <message>
        <source>{0}'s card was taken back with Undo: {0} plays again.</source>
        <translation>Карта игрока {0} отменена: {0} ходит снова.</translation>
    </message>
    <message>
        <source>{0}'s bid was taken back with Undo: {0} bids again.</source>
        <translation>Заявка игрока {0} отменена: {0} заявляет снова.</translation>
    </message>
    <message>
        <source>{0}'s move was taken back with Undo: {0} chooses again.</source>
        <translation>Ход игрока {0} отменён: {0} выбирает снова.</translation>
    </message>
    <message>
        <source>Hand {0} · {1}</source>
        <translation>Раздача {0} · {1}</translation>
    </message>
    <message>
        <source>{0} chosen: {1} of {2}.</source>
        <translation>{0}: выбрана, {1} из {2}.</translation>
    </message>
    <message>
        <source>{0} put back: {1} of {2} chosen.</source>
        <translation>{0}: возвращена, выбрано {1} из {2}.</translation>
    </message>
    <message>
        <source>Hint: {0}</source>
        <translation>Подсказка: {0}</translation>
    </message>
    <message>
        <source>{0}: you may claim them (Ctrl+K).</source>
        <translation>{0}: их можно забрать (Ctrl+K).</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>Подсказка (H)</translation>
    </message>
    <message>
        <source>What would the Normal bot play? (H)</source>
        <translation>Чем сыграл бы обычный бот? (H)</translation>
    </message>
    <message>
        <source>Spades Desktop</source>
        <translation>Spades Desktop</translation>
    </message>
</context>
<context>
    <name>TextDialog</name>
    <message>
        <source>↓ reads the next line, ↑ the line before; Escape closes.</source>
        <translation>↓ читает следующую строку, ↑ предыдущую; Escape закрывает.</translation>
    </message>
</context>
<context>
    <name>TextInDescription</name>
    <message>
        <source>{0}, as entered</source>
        <translation>{0}, как введено</translation>
    </message>
</context>
<context>
    <name>Tile</name>
    <message>
        <source>{caption}: {value}, {detail}</source>
        <translation>{caption}: {value}, {detail}</translation>
    </message>
    <message>
        <source>{caption}: {value}</source>
        <translation>{caption}: {value}</translation>
    </message>
</context>
<context>
    <name>TrickMarks</name>
    <message>
        <source>cancelled</source>
        <translation>отменена</translation>
    </message>
</context>
<context>
    <name>TrumpPanel</name>
    <message>
        <source>{0} showed {1} {2}:</source>
        <translation>{0}: показаны {2} ({1} карт):</translation>
    </message>
    <message>
        <source>(all played)</source>
        <translation>(все сыграны)</translation>
    </message>
    <message>
        <source>all played</source>
        <translation>все сыграны</translation>
    </message>
    <message>
        <source>{0}'s shown cards: {1}</source>
        <translation>Показанные карты ({0}): {1}</translation>
    </message>
    <message>
        <source>{0} showed {1} {2}; still held: {3}.</source>
        <translation>{0}: показаны {2} ({1} карт); ещё на руках: {3}.</translation>
    </message>
    <message>
        <source>Trump and shown cards</source>
        <translation>Козыри и показанные карты</translation>
    </message>
    <message>
        <source>Kitty</source>
        <translation>Прикуп</translation>
    </message>
</context>
<context>
    <name>Undone</name>
    <message>
        <source>the bid of {0}</source>
        <translation>заказ {0}</translation>
    </message>
    <message>
        <source>the play of the {0}</source>
        <translation>ход {0}</translation>
    </message>
    <message>
        <source>the look at your cards</source>
        <translation>просмотр карт</translation>
    </message>
    <message>
        <source>the pass of {0}</source>
        <translation>передача карт {0}</translation>
    </message>
</context>
<context>
    <name>WelcomeDialog</name>
    <message>
        <source>Welcome to {0}</source>
        <translation>Добро пожаловать в {0}</translation>
    </message>
    <message>
        <source>Welcome to {0}!</source>
        <translation>Добро пожаловать в {0}!</translation>
    </message>
    <message>
        <source>Your name</source>
        <translation>Ваше имя</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
    <message>
        <source>How well the bots play</source>
        <translation>Насколько хорошо играют боты</translation>
    </message>
    <message>
        <source>Bots</source>
        <translation>Боты</translation>
    </message>
    <message>
        <source>&amp;Bots:</source>
        <translation>&amp;Боты:</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>&amp;Rules:</source>
        <translation>&amp;Правила:</translation>
    </message>
    <message>
        <source>Full r&amp;ules…</source>
        <translation>Все п&amp;равила…</translation>
    </message>
    <message>
        <source>Every rule of the chosen rules, as Help ▸ Rules of this game shows them</source>
        <translation>Все правила выбранного варианта, как их показывает Справка ▸ Правила этой игры</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>&amp;Deal</source>
        <translation>&amp;Сдать</translation>
    </message>
    <message>
        <source>Four players, two against two: your partner sits across the table from you, and bots play the other seats.</source>
        <translation>Четверо игроков, двое на двое: ваш партнёр сидит напротив вас, на остальных местах играют боты.</translation>
    </message>
    <message>
        <source>{0} players in partnerships of two: your partner sits across the table from you, and bots play the other seats.</source>
        <translation>Игроков: {0}, пары по двое: ваш партнёр сидит напротив вас, на остальных местах играют боты.</translation>
    </message>
    <message>
        <source>Each hand, everyone bids the tricks they expect to take; you and your partner try to take at least your two bids together.</source>
        <translation>В каждой раздаче все заказывают, сколько взяток рассчитывают взять; вы с партнёром стараетесь взять вместе не меньше суммы двух заказов.</translation>
    </message>
    <message>
        <source>{0} players, each playing for themselves against the bots.</source>
        <translation>Игроков: {0}, каждый играет сам за себя против ботов.</translation>
    </message>
    <message>
        <source>Each hand, everyone bids the tricks they expect to take, then tries to take at least that many.</source>
        <translation>В каждой раздаче все заказывают, сколько взяток рассчитывают взять, и стараются взять не меньше.</translation>
    </message>
    <message>
        <source>A &lt;b&gt;trick&lt;/b&gt;: each player plays one card in turn, and the highest card of the suit led takes all of them.</source>
        <translation>&lt;b&gt;Взятка&lt;/b&gt;: каждый по очереди кладёт одну карту, и старшая карта той масти, с которой зашли, забирает их все.</translation>
    </message>
    <message>
        <source>Follow the suit that was led if you can. Spades are trump: a spade beats any card of the other suits.</source>
        <translation>Ходите в масть, с которой зашли, если она у вас есть. Пики — козыри: пика бьёт любую карту других мастей.</translation>
    </message>
    <message>
        <source>You may not lead a spade until a spade has been played on another suit (spades are then &lt;b&gt;broken&lt;/b&gt;), unless you hold only spades.</source>
        <translation>Ходить с пики нельзя, пока пику не сыграли на другую масть (тогда пики &lt;b&gt;раскрыты&lt;/b&gt;), если только у вас не одни пики.</translation>
    </message>
    <message>
        <source>You may not lead a trump until a trump has been played on another suit (trumps are then &lt;b&gt;broken&lt;/b&gt;), unless you hold only trumps.</source>
        <translation>Ходить с козыря нельзя, пока козырь не сыграли на другую масть (тогда козыри &lt;b&gt;раскрыты&lt;/b&gt;), если только у вас не одни козыри.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Nil&lt;/b&gt;: you promise to take no tricks at all: +{0}, or −{0} if you take one.</source>
        <translation>&lt;b&gt;Нил&lt;/b&gt;: вы обещаете не взять ни одной взятки: +{0}, или −{0}, если возьмёте хоть одну.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Blind nil&lt;/b&gt;: the same promise, made before you look at your cards: +{0} or −{0}.</source>
        <translation>&lt;b&gt;Слепой нил&lt;/b&gt;: то же обещание, но не глядя в свои карты: +{0} или −{0}.</translation>
    </message>
    <message>
        <source>The first to {0} points wins; a side that falls to {1} loses. Press H during the game for a hint.</source>
        <translation>Побеждает тот, кто первым наберёт {0} очков; пара, у которой счёт упадёт до {1}, проигрывает. Во время игры нажмите H — будет подсказка.</translation>
    </message>
    <message>
        <source>The first to {0} points wins; a player who falls to {1} loses. Press H during the game for a hint.</source>
        <translation>Побеждает тот, кто первым наберёт {0} очков; игрок, у которого счёт упадёт до {1}, проигрывает. Во время игры нажмите H — будет подсказка.</translation>
    </message>
    <message>
        <source>The first to {0} points wins. Press H during the game for a hint.</source>
        <translation>Побеждает тот, кто первым наберёт {0} очков. Во время игры нажмите H — будет подсказка.</translation>
    </message>
    <message>
        <source>Press H during the game for a hint.</source>
        <translation>Во время игры нажмите H — будет подсказка.</translation>
    </message>
    <message>
        <source>a bid missed loses 10 for each trick short</source>
        <translation>за невыполненный заказ −10 за каждую недобранную взятку</translation>
    </message>
    <message>
        <source>a bid missed loses 10 a trick bid</source>
        <translation>за невыполненный заказ −10 за каждую заказанную взятку</translation>
    </message>
    <message>
        <source>&lt;b&gt;Points&lt;/b&gt;: a bid made scores 10 a trick bid, plus 1 for each trick over it (a &lt;b&gt;bag&lt;/b&gt;: every {0} bags cost {1}); {2}.</source>
        <translation>&lt;b&gt;Очки&lt;/b&gt;: выполненный заказ даёт 10 за каждую заказанную взятку и 1 за каждую лишнюю (это &lt;b&gt;мешок&lt;/b&gt;: каждые {0} мешков стоят −{1}); {2}.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Points&lt;/b&gt;: a bid made scores 10 a trick bid, plus 1 for each trick over it; {0}.</source>
        <translation>&lt;b&gt;Очки&lt;/b&gt;: выполненный заказ даёт 10 за каждую заказанную взятку и 1 за каждую лишнюю; {0}.</translation>
    </message>
    <message>
        <source>This name cannot be used: it holds an invisible or control character.</source>
        <translation>Это имя нельзя использовать: в нём есть невидимый или управляющий символ.</translation>
    </message>
    <message>
        <source>Rules: {0}</source>
        <translation>Правила: {0}</translation>
    </message>
</context>
<context>
    <name>WinRateChart</name>
    <message>
        <source>Win percentage over time</source>
        <translation>Процент побед со временем</translation>
    </message>
    <message>
        <source>Win % over time</source>
        <translation>% побед со временем</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Оконченных игр пока нет</translation>
    </message>
    <message>
        <source>game|games</source>
        <translation>игры|игр|игр</translation>
    </message>
    <message>
        <source>After {games}: {overall} won.</source>
        <translation>После {games}: выиграно {overall}.</translation>
    </message>
    <message>
        <source>After {games}: {overall} won overall, {recent} over the last {rolling}.</source>
        <translation>После {games}: выиграно {overall}, за последние {rolling} — {recent}.</translation>
    </message>
    <message>
        <source>all games</source>
        <translation>все игры</translation>
    </message>
    <message>
        <source>last {0} games</source>
        <translation>последние {0} игр</translation>
    </message>
</context>
<context>
    <name>_TotalsBar</name>
    <message>
        <source>Each side's total so far; ▲ marks the side ahead, ★ the winner. Under it: the side's bags of the number that costs points (bags 2/10).</source>
        <translation>Итог каждой пары на сейчас; ▲ — пара впереди, ★ — победитель. Под ним: мешки пары из числа, за которое штраф (мешки 2/10).</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>all {hands} hands were played</source>
        <translation>сыграны все раздачи: {hands}</translation>
    </message>
    <message>
        <source>the tie after hand {last} was broken in hand {hand}</source>
        <translation>ничья после раздачи {last} разрешилась в раздаче {hand}</translation>
    </message>
    <message>
        <source>{side} fell to {total}; the game is lost at {mercy}</source>
        <translation>{side}: счёт упал до {total}, а проигрыш — при {mercy}</translation>
    </message>
    <message>
        <source>you may bid {open}</source>
        <translation>допустимы заказы {open}</translation>
    </message>
    <message>
        <source>{text} is not a card: write a rank (2-9, T or 10, J, Q, K, A) and a suit (C, D, H, S), e.g. AS or 10D; jokers are BJ and LJ</source>
        <translation>{text} — не карта: напишите достоинство (2-9, T или 10, J, Q, K, A) и масть (C, D, H, S), например AS или 10D; джокеры — BJ и LJ</translation>
    </message>
    <message>
        <source>the other side fell to the losing score</source>
        <translation>соперники опустились до проигрышного счёта</translation>
    </message>
    <message>
        <source>reached the target</source>
        <translation>набрана нужная сумма очков</translation>
    </message>
    <message>
        <source>the one hand was played</source>
        <translation>сыграна единственная раздача</translation>
    </message>
    <message>
        <source>shot the moon</source>
        <translation>пара взяла луну</translation>
    </message>
    <message>
        <source>made a double blind nil</source>
        <translation>пара сыграла двойной слепой нил</translation>
    </message>
    <message>
        <source>shot the moon blind</source>
        <translation>пара взяла слепую луну</translation>
    </message>
    <message>
        <source>the first dealer must be a seat from 0 to {last}</source>
        <translation>первым сдающим может быть только место от 0 до {last}</translation>
    </message>
    <message>
        <source>{what} needs one whole number for each of the {sides} sides</source>
        <translation>{what}: нужно по одному целому числу на каждую пару (пар: {sides})</translation>
    </message>
    <message>
        <source>a two-player draw game has no deal to set up</source>
        <translation>в игре вдвоём с прикупом раздачу заранее не задают</translation>
    </message>
    <message>
        <source>give one hand for each of the {players} players</source>
        <translation>нужно по одной руке на каждого игрока (игроков: {players})</translation>
    </message>
    <message>
        <source>{seat} must hold {count} different cards, not {given}</source>
        <translation>{seat}: нужно разных карт — {count}, а не {given}</translation>
    </message>
    <message>
        <source>the {card} is not in the deck of these rules</source>
        <translation>карты {card} нет в колоде по этим правилам</translation>
    </message>
    <message>
        <source>the {card} is dealt twice</source>
        <translation>карта {card} сдана дважды</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>it is not {seat}'s turn: {to_act} is to act</source>
        <translation>сейчас ход не у игрока {seat}: ходит {to_act}</translation>
    </message>
    <message>
        <source>cards are not played now: it is time to {verb}</source>
        <translation>сейчас картами не ходят: сейчас нужно {verb}</translation>
    </message>
    <message>
        <source>bidding is over: it is time to {verb}</source>
        <translation>заказы окончены: сейчас нужно {verb}</translation>
    </message>
    <message>
        <source>no cards are passed now: it is time to {verb}</source>
        <translation>сейчас карты не передают: сейчас нужно {verb}</translation>
    </message>
    <message>
        <source>no card is drawn now: it is time to {verb}</source>
        <translation>сейчас из прикупа не берут: сейчас нужно {verb}</translation>
    </message>
    <message>
        <source>no cards are swapped now: it is time to {verb}</source>
        <translation>сейчас карты не меняют: сейчас нужно {verb}</translation>
    </message>
    <message>
        <source>{action} is not a game action</source>
        <translation>{action} — не игровое действие</translation>
    </message>
    <message>
        <source>decide on blind nil</source>
        <translation>решить насчёт слепого нила</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>взять карту из прикупа</translation>
    </message>
    <message>
        <source>swap cards for the blind nil</source>
        <translation>поменять карты для слепого нила</translation>
    </message>
    <message>
        <source>bid</source>
        <translation>сделать заказ</translation>
    </message>
    <message>
        <source>discard cards for the kitty</source>
        <translation>сбросить карты вместо взятых из прикупа</translation>
    </message>
    <message>
        <source>pass cards</source>
        <translation>передать карты</translation>
    </message>
    <message>
        <source>pass cards to your partner</source>
        <translation>передать карты партнёру</translation>
    </message>
    <message>
        <source>play a card</source>
        <translation>сыграть карту</translation>
    </message>
    <message>
        <source>start a new game</source>
        <translation>начать новую игру</translation>
    </message>
    <message>
        <source>you hold 7 cards or more of a suit: you may show them to make that suit trump</source>
        <translation>у вас 7 или больше карт одной масти: можно показать их, чтобы эта масть стала козырем</translation>
    </message>
    <message>
        <source>your hand is weak: you may call a misdeal to have the cards dealt again</source>
        <translation>у вас слабая рука: можно объявить пересдачу</translation>
    </message>
    <message>
        <source>keep your bid of {bid} or raise it by one</source>
        <translation>оставьте заказ {bid} или повысьте его на одну взятку</translation>
    </message>
    <message>
        <source>with a spade in hand you may make your bid no trump: no trick won with a spade unless spades are led, and your bid counts double</source>
        <translation>имея пику, можно сделать заказ «без козыря»: пикой не брать взяток, кроме хода с пик, и заказ стоит вдвое</translation>
    </message>
    <message>
        <source>you hold 3 aces or more and your partner holds the rest: your side may contract to keep all four aces (+100, else −100)</source>
        <translation>у вас не меньше трёх тузов, остальные у партнёра: пара может взять обязательство сохранить все четыре туза (+100, иначе −100)</translation>
    </message>
    <message>
        <source>your side may add a bemo: win the first 6 (little) or 9 (big) tricks too</source>
        <translation>пара может добавить бемо: взять ещё и первые 6 (маленький) или 9 (большой) взяток</translation>
    </message>
    <message>
        <source>your partner copied your nil, so you bid {lo} to {hi}</source>
        <translation>партнёр повторил ваш нил, поэтому вы заказываете от {lo} до {hi}</translation>
    </message>
    <message>
        <source>your partner copied your number, so you bid nil</source>
        <translation>партнёр повторил ваше число, поэтому вы заказываете нил</translation>
    </message>
    <message>
        <source>your side's bid may not be 9</source>
        <translation>заказ вашей пары не может быть равен 9</translation>
    </message>
    <message>
        <source>the bids may not add up to {tricks}</source>
        <translation>сумма заказов не может быть равна {tricks}</translation>
    </message>
    <message>
        <source>your partner bid {bid} for your side, so you bid it too</source>
        <translation>партнёр заказал за пару {bid}, поэтому вы заказываете то же</translation>
    </message>
    <message>
        <source>no blind bid is open to you now: look at your cards to bid</source>
        <translation>заказ вслепую вам сейчас недоступен: посмотрите карты, чтобы заказать</translation>
    </message>
    <message>
        <source>bid blind before looking at your cards, or look at them</source>
        <translation>закажите вслепую, не глядя в карты, или посмотрите их</translation>
    </message>
    <message>
        <source>bid {lo} to {hi} or nil</source>
        <translation>можно заказать от {lo} до {hi} или нил</translation>
    </message>
    <message>
        <source>bid {lo} to {hi}</source>
        <translation>можно заказать от {lo} до {hi}</translation>
    </message>
    <message>
        <source>with {spades} spades you must bid nil</source>
        <translation>с таким числом пик ({spades}) нужно заказать нил</translation>
    </message>
    <message>
        <source>with {spades} trumps you must bid nil</source>
        <translation>с таким числом козырей ({spades}) нужно заказать нил</translation>
    </message>
    <message>
        <source>in whiz you bid your spade count ({spades}) or nil</source>
        <translation>в «Визе» заказывают число своих пик ({spades}) или нил</translation>
    </message>
    <message>
        <source>in whiz you bid your trump count ({spades}) or nil</source>
        <translation>в «Визе» заказывают число своих козырей ({spades}) или нил</translation>
    </message>
    <message>
        <source>in mirrors you bid your spade count ({spades})</source>
        <translation>в «Зеркалах» заказывают число своих пик ({spades})</translation>
    </message>
    <message>
        <source>in mirrors you bid your trump count ({spades})</source>
        <translation>в «Зеркалах» заказывают число своих козырей ({spades})</translation>
    </message>
    <message>
        <source>bid nil or {lo} to {hi}</source>
        <translation>закажите нил или от {lo} до {hi}</translation>
    </message>
    <message>
        <source>your partner bid nil, so you bid {lo} to {hi}</source>
        <translation>партнёр заказал нил, поэтому ваш заказ — от {lo} до {hi}</translation>
    </message>
    <message>
        <source>your partner did not bid nil, so you must</source>
        <translation>партнёр не заказал нил, поэтому нил должны заказать вы</translation>
    </message>
    <message>
        <source>bid nil or at least the board of {board}</source>
        <translation>закажите нил или не меньше борда ({board})</translation>
    </message>
    <message>
        <source>your partner bid nil: bid nil or at least the board of {board}</source>
        <translation>партнёр заказал нил: закажите нил или не меньше борда ({board})</translation>
    </message>
    <message>
        <source>your side must bid at least {board} (the board)</source>
        <translation>ваша пара должна заказать не меньше {board} (борд)</translation>
    </message>
    <message>
        <source>your partner bid {bid}: bid a half too, so that your side's bid is whole</source>
        <translation>партнёр заказал {bid}: закажите тоже с половиной, чтобы заказ пары был целым</translation>
    </message>
    <message>
        <source>tell your partner how many tricks you expect to take (everyone hears it)</source>
        <translation>скажите партнёру, сколько взяток рассчитываете взять (слышат все)</translation>
    </message>
    <message>
        <source>bid {lo} to {hi} for your side, but not so that both sides bid {tricks}</source>
        <translation>закажите за пару от {lo} до {hi}, но так, чтобы обе пары вместе не заказали {tricks}</translation>
    </message>
    <message>
        <source>bid {lo} to {hi} for your side</source>
        <translation>закажите за пару от {lo} до {hi}</translation>
    </message>
    <message>
        <source>nobody can bid more than {high} ({tricks} tricks): pass</source>
        <translation>больше {high} ({tricks} взяток) заказать нельзя: пасуйте</translation>
    </message>
    <message>
        <source>bid {lo} (your side then takes all {tricks} tricks) or pass</source>
        <translation>закажите {lo} (тогда пара берёт все {tricks} взяток) или пасуйте</translation>
    </message>
    <message>
        <source>bid {lo} or more (your side then takes {tricks} tricks or more) or pass</source>
        <translation>закажите {lo} или больше (тогда пара берёт {tricks} взяток или больше) или пасуйте</translation>
    </message>
    <message>
        <source>everyone else passed, so you bid at least 1 (7 tricks for your side)</source>
        <translation>все остальные спасовали, поэтому закажите хотя бы 1 (7 взяток для пары)</translation>
    </message>
    <message>
        <source>bid 1 to 7 (your side then takes the bid + 6 tricks) or pass</source>
        <translation>закажите от 1 до 7 (тогда пара берёт заказ + 6 взяток) или пасуйте</translation>
    </message>
    <message>
        <source>the other side bid the moon, so your side may not bid double nil</source>
        <translation>противники заказали луну, поэтому ваша пара не может заказать двойной нил</translation>
    </message>
    <message>
        <source>your cards are already face up</source>
        <translation>ваши карты уже открыты</translation>
    </message>
    <message>
        <source>look at your cards first, or bid blind</source>
        <translation>сначала посмотрите карты или закажите вслепую</translation>
    </message>
    <message>
        <source>you cannot bid {bid} now: {reason}</source>
        <translation>заказ «{bid}» сейчас невозможен: {reason}</translation>
    </message>
    <message>
        <source>only the partner who bids second may bid it</source>
        <translation>его может заказать только тот из партнёров, кто заказывает вторым</translation>
    </message>
    <message>
        <source>the other side bid double nil, so your side may not bid the moon</source>
        <translation>противники заказали двойной нил, поэтому ваша пара не может объявить луну</translation>
    </message>
    <message>
        <source>only the partner who bids first may bid a half (the second then bids a half too)</source>
        <translation>заказ с половиной может сделать только первый из партнёров (второй тогда тоже заказывает с половиной)</translation>
    </message>
    <message>
        <source>blind nil is not allowed in these rules</source>
        <translation>слепой нил по этим правилам не разрешён</translation>
    </message>
    <message>
        <source>blind nil is allowed only when your side is at least {points} points behind</source>
        <translation>слепой нил разрешён, только если ваша пара отстаёт хотя бы на {points} очков</translation>
    </message>
    <message>
        <source>{bid} is not allowed in these rules</source>
        <translation>{bid} не разрешается в этих правилах</translation>
    </message>
    <message>
        <source>{bid} is bid for the side by its first partner, before either partner looks</source>
        <translation>{bid} заказывает за пару первый из партнёров, пока оба не смотрели в карты</translation>
    </message>
    <message>
        <source>blind bids are not allowed in these rules</source>
        <translation>заказы вслепую по этим правилам не разрешены</translation>
    </message>
    <message>
        <source>blind bids are allowed only when your side is at least {points} points behind</source>
        <translation>заказы вслепую разрешены, только если ваша пара отстаёт хотя бы на {points} очков</translation>
    </message>
    <message>
        <source>a blind bid is 1 to {most} tricks</source>
        <translation>заказ вслепую — от 1 до {most} взяток</translation>
    </message>
    <message>
        <source>a blind bid must be made before you look at your cards</source>
        <translation>заказ вслепую делают до того, как посмотреть карты</translation>
    </message>
    <message>
        <source>choose exactly {count} different cards to pass</source>
        <translation>выберите для передачи ровно столько разных карт: {count}</translation>
    </message>
    <message>
        <source>choose exactly {count} different card to pass</source>
        <translation>выберите для передачи ровно одну карту</translation>
    </message>
    <message>
        <source>you do not hold the {card}</source>
        <translation>у вас нет карты {card}</translation>
    </message>
    <message>
        <source>before the draw you may only bid blind nil or look at your cards</source>
        <translation>до прикупа можно только заказать слепой нил или посмотреть карты</translation>
    </message>
    <message>
        <source>you may swap up to {count} different cards</source>
        <translation>можно поменять не больше {count} разных карт</translation>
    </message>
    <message>
        <source>you can only swap cards you hold</source>
        <translation>менять можно только свои карты</translation>
    </message>
    <message>
        <source>the {card} must lead the first trick</source>
        <translation>первую взятку начинают с карты {card}</translation>
    </message>
    <message>
        <source>no trump may be led to the first trick</source>
        <translation>в первую взятку нельзя заходить с козыря</translation>
    </message>
    <message>
        <source>no spade may be led to the first trick</source>
        <translation>в первую взятку нельзя заходить с пики</translation>
    </message>
    <message>
        <source>trumps are not broken yet: lead another suit</source>
        <translation>козыри ещё не раскрыты: зайдите с другой масти</translation>
    </message>
    <message>
        <source>spades are not broken yet: lead another suit</source>
        <translation>пики ещё не раскрыты: зайдите с другой масти</translation>
    </message>
    <message>
        <source>each player plays its lowest club to the first trick: the {card}</source>
        <translation>в первую взятку каждый кладёт свою младшую трефу: {card}</translation>
    </message>
    <message>
        <source>a led Big Joker calls for your highest spade: the {card}</source>
        <translation>на большого джокера нужно положить старшую пику: {card}</translation>
    </message>
    <message>
        <source>you must beat the spade already played with a higher spade</source>
        <translation>нужно перебить уже сыгранную пику старшей пикой</translation>
    </message>
    <message>
        <source>you must follow {suit}</source>
        <translation>нужно ходить в масть: {suit}</translation>
    </message>
    <message>
        <source>no spade may be played to the first trick while you hold another suit</source>
        <translation>в первую взятку нельзя класть пику, пока у вас есть другая масть</translation>
    </message>
    <message>
        <source>you cannot follow suit, so you must play a spade</source>
        <translation>ответить в масть нечем, поэтому нужно положить пику</translation>
    </message>
    <message>
        <source>a board of {board} needs max_bid of at least {board}: a player whose partner bids little could not bid enough for the side, and the game would wait for a bid that cannot be made</source>
        <translation>доска {board} требует max_bid не меньше {board}: игрок, чей партнёр заказал мало, не смог бы добрать заказ пары, и игра ждала бы заказа, который невозможно сделать</translation>
    </message>
    <message>
        <source>{system} bidding needs max_bid of at least 4: its one partner bids 4 or more</source>
        <translation>торговле {system} нужен max_bid не меньше 4: один из партнёров в ней заказывает 4 или больше</translation>
    </message>
    <message>
        <source>partnership talk needs max_bid above {least}: a side bids {least} or more, but not the number that makes both sides' bids add up to the tricks, so it needs two numbers to choose from</source>
        <translation>партнёрской торговле нужен max_bid больше {least}: пара заказывает {least} или больше, но не то число, при котором заказы обеих пар в сумме равны числу взяток, поэтому нужно хотя бы два числа на выбор</translation>
    </message>
    <message>
        <source>min_bid {value} is each partner's least bid, so with nil off every side would bid at least {least} of the {hand} tricks of a hand and be set every hand: min_bid may be at most {most}; for a side that bids at least {value}, set board: {value} instead</source>
        <translation>min_bid {value} — наименьший заказ каждого из партнёров, поэтому без нила каждая пара заказывала бы не меньше {least} из {hand} взяток раздачи и проваливалась бы в каждой раздаче: min_bid может быть не больше {most}; чтобы пара заказывала не меньше {value}, задайте board: {value}</translation>
    </message>
    <message>
        <source>rules must be a mapping of rule names to values</source>
        <translation>правила — это словарь: имена правил и их значения</translation>
    </message>
    <message>
        <source>unknown rule {rule}; known rules: {known}</source>
        <translation>неизвестное правило {rule}; известные правила: {known}</translation>
    </message>
    <message>
        <source>rule {name} must be a list of cards such as [2C, 2D]</source>
        <translation>правило {name}: ожидается список карт, например [2C, 2D]</translation>
    </message>
    <message>
        <source>rule {name} must be true or false, not {value}</source>
        <translation>правило {name}: ожидается true или false, а не {value}</translation>
    </message>
    <message>
        <source>rule {name} must be a whole number, not {value}</source>
        <translation>правило {name}: ожидается целое число, а не {value}</translation>
    </message>
    <message>
        <source>rule {name} must be text, not {value}</source>
        <translation>правило {name}: ожидается текст, а не {value}</translation>
    </message>
    <message>
        <source>players must be 2, 3, 4 or 6, not {players}</source>
        <translation>players: ожидается 2, 3, 4 или 6, а не {players}</translation>
    </message>
    <message>
        <source>partnerships need 4 or 6 players; set partnerships: false for 2 or 3</source>
        <translation>для игры в парах нужно 4 или 6 игроков; для 2 или 3 задайте partnerships: false</translation>
    </message>
    <message>
        <source>removed_cards lists ordinary cards; jokers are added by high_trumps</source>
        <translation>в removed_cards перечисляют обычные карты; джокеров добавляет high_trumps</translation>
    </message>
    <message>
        <source>{card} cannot be both removed and a high trump</source>
        <translation>карта {card} не может быть одновременно убранной и старшим козырем</translation>
    </message>
    <message>
        <source>high_trumps lists a card twice</source>
        <translation>в high_trumps карта указана дважды</translation>
    </message>
    <message>
        <source>another trump suit than spades (show_seven, trump_suit) needs the plain deck: no high_trumps, suit_order, no_trump, aces_low, score bonuses or first_lead</source>
        <translation>козыри не в пиках (show_seven, trump_suit) требуют обычной колоды: без high_trumps, suit_order, no_trump, aces_low, бонусов к счёту и first_lead</translation>
    </message>
    <message>
        <source>show_seven is decided after looking at the cards: it needs blind_nil, blind_bids, blind_six and blind_moon off (and 7 cards or more in a hand)</source>
        <translation>show_seven решают, посмотрев карты: blind_nil, blind_bids, blind_six и blind_moon должны быть выключены (а в руке должно быть не меньше 7 карт)</translation>
    </message>
    <message>
        <source>a kitty is the 1 to 3 cards left over after the deal; {deck} cards dealt to {players} players leave {left}</source>
        <translation>прикуп — это 1–3 карты, оставшиеся после раздачи; карт в колоде: {deck}, игроков: {players}, в остатке: {left}</translation>
    </message>
    <message>
        <source>the kitty cannot be combined with {clashes}</source>
        <translation>прикуп нельзя сочетать с {clashes}</translation>
    </message>
    <message>
        <source>kitty: two_of_clubs needs the 2♣ in the deck (not removed, not a high trump)</source>
        <translation>для kitty: two_of_clubs нужна 2♣ в колоде (не убранная и не старший козырь)</translation>
    </message>
    <message>
        <source>the two-player draw needs a deck that divides by 4 (each player keeps one card of every two drawn); {deck} cards do not: remove cards (removed_cards) or change the jokers</source>
        <translation>для раздачи с добором на двоих колода должна делиться на 4 (каждый оставляет одну карту из двух взятых); {deck} карт не делятся: уберите карты (removed_cards) или измените джокеры</translation>
    </message>
    <message>
        <source>a deck of {deck} cards cannot be dealt evenly to {players} players; remove cards (removed_cards) or change the jokers</source>
        <translation>колоду (карт: {deck}) нельзя раздать поровну всем игрокам (их {players}); уберите карты (removed_cards) или измените джокеров</translation>
    </message>
    <message>
        <source>the draw phase is for the two-player game (players: 2)</source>
        <translation>добор из прикупа бывает только в игре вдвоём (players: 2)</translation>
    </message>
    <message>
        <source>min_bid must be between 0 and {hand}, not {value}</source>
        <translation>min_bid: ожидается число от 0 до {hand}, а не {value}</translation>
    </message>
    <message>
        <source>max_bid must be between {low} and {hand}</source>
        <translation>max_bid: ожидается число от {low} до {hand}</translation>
    </message>
    <message>
        <source>target must be a positive score, not {value}</source>
        <translation>target: ожидается положительный счёт, а не {value}</translation>
    </message>
    <message>
        <source>mercy (the losing score) must be below zero, not {value}</source>
        <translation>mercy (проигрышный счёт): ожидается число меньше нуля, а не {value}</translation>
    </message>
    <message>
        <source>{name} must be between 0 and 10000, not {value}</source>
        <translation>{name}: ожидается число от 0 до 10000, а не {value}</translation>
    </message>
    <message>
        <source>{name} must be between 0 and 3, not {value}</source>
        <translation>{name}: ожидается число от 0 до 3, а не {value}</translation>
    </message>
    <message>
        <source>nil_exchange 'pass' passes no card: nil_pass_count is 0 and no blind nil passes any; pass at least one card, or set nil_exchange to none</source>
        <translation>nil_exchange 'pass' не передаёт ни одной карты: nil_pass_count равно 0, а слепой нил ничего не передаёт; передавайте хотя бы одну карту или задайте nil_exchange: none</translation>
    </message>
    <message>
        <source>blind_bid_max must be between 1 and {hand}</source>
        <translation>blind_bid_max: ожидается число от 1 до {hand}</translation>
    </message>
    <message>
        <source>board must be between 0 and {hand}</source>
        <translation>board: ожидается число от 0 до {hand}</translation>
    </message>
    <message>
        <source>nil card exchange needs partners (partnerships: true)</source>
        <translation>обмен картами после нила бывает только между партнёрами (partnerships: true)</translation>
    </message>
    <message>
        <source>card_pass_to and card_pass_when have no effect unless card_pass is more than 0</source>
        <translation>card_pass_to и card_pass_when действуют, только когда card_pass больше 0</translation>
    </message>
    <message>
        <source>card_pass_to: partner needs partners; pass to the left or right instead</source>
        <translation>card_pass_to: partner требует партнёров; передавайте карты влево или вправо</translation>
    </message>
    <message>
        <source>card_pass (every hand) and nil_exchange cannot both be on; choose one</source>
        <translation>card_pass (в каждой раздаче) и nil_exchange нельзя включить вместе; выберите что-то одно</translation>
    </message>
    <message>
        <source>passing before the bidding shows every player its cards, so blind bids must be off (blind_nil, blind_bids, blind_six, blind_moon: false) and there is no draw phase</source>
        <translation>при передаче до заказов каждый видит свои карты, поэтому слепые заказы должны быть выключены (blind_nil, blind_bids, blind_six, blind_moon: false), а добора из прикупа нет</translation>
    </message>
    <message>
        <source>double_nil scoring needs partners (partnerships: true)</source>
        <translation>счёт double_nil бывает только в игре в парах (partnerships: true)</translation>
    </message>
    <message>
        <source>{system} bidding is a partnership game</source>
        <translation>заказы {system} — игра в парах</translation>
    </message>
    <message>
        <source>{system} bids are the spade count, so blind bids and blind nil must be off (blind_bids: false, blind_nil: false)</source>
        <translation>в заказах {system} заказывают число своих пик, поэтому слепые заказы и слепой нил должны быть выключены (blind_bids: false, blind_nil: false)</translation>
    </message>
    <message>
        <source>board cannot be combined with {system} bidding</source>
        <translation>board нельзя сочетать с заказами {system}</translation>
    </message>
    <message>
        <source>suicide bidding needs nil bids (nil: true)</source>
        <translation>заказы suicide требуют нила (nil: true)</translation>
    </message>
    <message>
        <source>{system} bidding needs nil bids (nil: true): a hand with no spades must bid nil</source>
        <translation>заказы {system} требуют нила (nil: true): рука без пик должна заказать нил</translation>
    </message>
    <message>
        <source>10 for 200 is a partnership bid</source>
        <translation>«10 за 200» — заказ для игры в парах</translation>
    </message>
    <message>
        <source>ten_for_two_hundred_any_ten needs 10 for 200 (ten_for_two_hundred: true)</source>
        <translation>ten_for_two_hundred_any_ten требует заказа «10 за 200» (ten_for_two_hundred: true)</translation>
    </message>
    <message>
        <source>shooting the moon is a partnership bid here</source>
        <translation>луна здесь — заказ для игры в парах</translation>
    </message>
    <message>
        <source>{system} bids are the spade count, so raise_once must be off</source>
        <translation>в заказах {system} заказывают число своих пик, поэтому raise_once должно быть выключено</translation>
    </message>
    <message>
        <source>{name} is a partnership bid (partnerships: true)</source>
        <translation>{name} — заказ для игры в парах (partnerships: true)</translation>
    </message>
    <message>
        <source>mo is a partnership bid (partnerships: true)</source>
        <translation>mo — заказ для игры в парах (partnerships: true)</translation>
    </message>
    <message>
        <source>mo: first_tricks has the Mo bidder lead the first trick, so it cannot be combined with first_lead: two_of_clubs (the holder of the 2♣, or the lowest club in play, leads it); choose one</source>
        <translation>при mo: first_tricks первую взятку начинает объявивший Мо, поэтому это правило нельзя сочетать с first_lead: two_of_clubs (там первым ходит владелец 2♣ или младшей трефы в игре); выберите одно</translation>
    </message>
    <message>
        <source>mo and bemo are bids of a 13-trick hand</source>
        <translation>mo и bemo — заказы раздачи из 13 взяток</translation>
    </message>
    <message>
        <source>auction bidding replaces the round of bids: it needs 4 players in partnerships, nil: false, standard bidding and none of {names} (on: {clashes})</source>
        <translation>аукцион заменяет круг заказов: нужны 4 игрока в парах, nil: false, обычные заказы и ничего из {names} (включено: {clashes})</translation>
    </message>
    <message>
        <source>auction bidding replaces the round of bids: it needs 4 players in partnerships, nil: false, standard bidding and none of {names}</source>
        <translation>аукцион заменяет круг заказов: нужны 4 игрока в парах, nil: false, обычные заказы и ничего из {names}</translation>
    </message>
    <message>
        <source>min_bid, max_bid, bag_limit, bag_penalty and mercy have no effect unless auction is false: the auction's bids are 1 to 7 and its scores have no bags and never fall below zero; remove {values} (bag_penalty: 0 and mercy: null may stay)</source>
        <translation>min_bid, max_bid, bag_limit, bag_penalty и mercy действуют только при auction: false: в аукционе заказы от 1 до 7, мешков нет и счёт не бывает ниже нуля; уберите {values} (bag_penalty: 0 и mercy: null можно оставить)</translation>
    </message>
    <message>
        <source>partnership talk is its own way of bidding: it needs 4 players in partnerships, nil: false, standard bidding and no other special bids (on: {clashes})</source>
        <translation>переговоры партнёров — особый способ заказа: нужны 4 игрока в парах, nil: false, обычные заказы и никаких других особых заказов (включено: {clashes})</translation>
    </message>
    <message>
        <source>partnership talk is its own way of bidding: it needs 4 players in partnerships, nil: false, standard bidding and no other special bids</source>
        <translation>переговоры партнёров — особый способ заказа: нужны 4 игрока в парах, nil: false, обычные заказы и никаких других особых заказов</translation>
    </message>
    <message>
        <source>ace_check is part of partnership bidding (partnership_talk: true)</source>
        <translation>ace_check — часть переговоров партнёров (partnership_talk: true)</translation>
    </message>
    <message>
        <source>half_tricks cannot be combined with a board</source>
        <translation>half_tricks нельзя сочетать с board</translation>
    </message>
    <message>
        <source>half_tricks is for standard partnership bidding (the partner makes the side whole)</source>
        <translation>half_tricks — для обычных заказов в парах (партнёр дополняет заказ пары до целого)</translation>
    </message>
    <message>
        <source>{system} bids are the spade count, so no_trump must be off</source>
        <translation>в заказах {system} заказывают число своих пик, поэтому no_trump должно быть выключено</translation>
    </message>
    <message>
        <source>{system} bids are the spade count, so bemo must be off</source>
        <translation>в заказах {system} заказывают число своих пик, поэтому bemo должно быть выключено</translation>
    </message>
    <message>
        <source>{system} bids are the spade count, so blind_moon and blind_six must be off</source>
        <translation>в заказах {system} заказывают число своих пик, поэтому blind_moon и blind_six должны быть выключены</translation>
    </message>
    <message>
        <source>blind_six_exact has no effect unless blind_six is true</source>
        <translation>blind_six_exact действует, только когда blind_six: true</translation>
    </message>
    <message>
        <source>lexington and blind_six are bids of a 13-trick hand</source>
        <translation>lexington и blind_six — заказы раздачи из 13 взяток</translation>
    </message>
    <message>
        <source>no_side_nine is about a partnership's contract (partnerships: true)</source>
        <translation>no_side_nine касается контракта пары (partnerships: true)</translation>
    </message>
    <message>
        <source>bonus_streak_length must be 3, 4 or 5, not {value}</source>
        <translation>bonus_streak_length: ожидается 3, 4 или 5, а не {value}</translation>
    </message>
    <message>
        <source>bonus_streak_length has no effect without bonus_streak (the points of the streak)</source>
        <translation>bonus_streak_length не действует без bonus_streak (очков за серию)</translation>
    </message>
    <message>
        <source>bonus_streak_breaker has no effect without bonus_streak (the points of the streak)</source>
        <translation>bonus_streak_breaker не действует без bonus_streak (очков за серию)</translation>
    </message>
    <message>
        <source>lexington_automatic needs lexington: true</source>
        <translation>lexington_automatic требует lexington: true</translation>
    </message>
    <message>
        <source>bonus_nil_last_ace needs nil bids (nil: true)</source>
        <translation>bonus_nil_last_ace требует нила (nil: true)</translation>
    </message>
    <message>
        <source>hand_limit must be between 0 (no limit) and 10000, not {value}</source>
        <translation>hand_limit: ожидается число от 0 (без предела) до 10000, а не {value}</translation>
    </message>
    <message>
        <source>double_blind_nil_wins needs partners who may bid blind nil (blind_nil: true)</source>
        <translation>double_blind_nil_wins требует партнёров, которым можно заказывать слепой нил (blind_nil: true)</translation>
    </message>
    <message>
        <source>misdeal_spades must be between -1 (off) and 3, not {value}</source>
        <translation>misdeal_spades: ожидается число от -1 (выключено) до 3, а не {value}</translation>
    </message>
    <message>
        <source>misdeal_weak_hand is for dealt hands, not the two-player draw (draw_phase: true)</source>
        <translation>misdeal_weak_hand — для розданных карт, а не для добора вдвоём (draw_phase: true)</translation>
    </message>
    <message>
        <source>misdeal_weak_hand needs a weak hand: misdeal_spades 0 to 3 or misdeal_no_faces: true</source>
        <translation>misdeal_weak_hand требует слабой руки: misdeal_spades от 0 до 3 или misdeal_no_faces: true</translation>
    </message>
    <message>
        <source>misdeal_spades and misdeal_no_faces have no effect unless misdeal_weak_hand is true</source>
        <translation>misdeal_spades и misdeal_no_faces действуют, только когда misdeal_weak_hand: true</translation>
    </message>
    <message>
        <source>lowest_club_first_trick needs the lowest club to lead (first_lead: two_of_clubs)</source>
        <translation>lowest_club_first_trick требует, чтобы первым ходили младшей трефой (first_lead: two_of_clubs)</translation>
    </message>
    <message>
        <source>jokers_first_wins needs both jokers as high trumps (high_trumps: [BJ, LJ, ...])</source>
        <translation>jokers_first_wins требует обоих джокеров среди старших козырей (high_trumps: [BJ, LJ, ...])</translation>
    </message>
    <message>
        <source>joker_conversion needs 4 players in partnerships, exactly the two jokers as high_trumps ([BJ, LJ]) and none of jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump (on: {clashes})</source>
        <translation>joker_conversion требует 4 игроков в парах, ровно двух джокеров в high_trumps ([BJ, LJ]) и ничего из jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump (включено: {clashes})</translation>
    </message>
    <message>
        <source>joker_conversion needs 4 players in partnerships, exactly the two jokers as high_trumps ([BJ, LJ]) and none of jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump</source>
        <translation>joker_conversion требует 4 игроков в парах, ровно двух джокеров в high_trumps ([BJ, LJ]) и ничего из jokers_first_wins, big_joker_forces, suit_order, no_trump, aces_low, must_overtrump</translation>
    </message>
    <message>
        <source>big_joker_forces needs the Big Joker as a high trump (high_trumps: [BJ, ...])</source>
        <translation>big_joker_forces требует Большого джокера среди старших козырей (high_trumps: [BJ, ...])</translation>
    </message>
    <message>
        <source>blind_nil_redraw is part of the two-player draw game</source>
        <translation>blind_nil_redraw — часть игры вдвоём с добором из прикупа</translation>
    </message>
    <message>
        <source>blind_nil_redraw needs blind nil (blind_nil: true)</source>
        <translation>blind_nil_redraw требует слепого нила (blind_nil: true)</translation>
    </message>
    <message>
        <source>decks must be 1 or 2, not {value}</source>
        <translation>decks: ожидается 1 или 2, а не {value}</translation>
    </message>
    <message>
        <source>6 players play in three sides of two (partnerships: true) with two decks (decks: 2)</source>
        <translation>6 игроков играют тремя парами (partnerships: true) двумя колодами (decks: 2)</translation>
    </message>
    <message>
        <source>two decks (decks: 2) are for the six-player game (players: 6)</source>
        <translation>две колоды (decks: 2) — для игры вшестером (players: 6)</translation>
    </message>
    <message>
        <source>cancellation needs two decks (decks: 2): only identical cards cancel</source>
        <translation>cancellation требует двух колод (decks: 2): гасят друг друга только одинаковые карты</translation>
    </message>
    <message>
        <source>nil_trick_penalty must be between 0 and 10000, not {value}</source>
        <translation>nil_trick_penalty: ожидается число от 0 до 10000, а не {value}</translation>
    </message>
    <message>
        <source>the six-player game with two decks plays standard bids (a number or nil, blind nil) and the plain trump rules; it cannot be combined with {clashes}</source>
        <translation>в игре вшестером двумя колодами обычные заказы (число или нил, слепой нил) и обычные правила козырей; её нельзя сочетать с {clashes}</translation>
    </message>
    <message>
        <source>{name} must be one of {allowed}, not {value}</source>
        <translation>{name}: ожидается одно из значений {allowed}, а не {value}</translation>
    </message>
    <message>
        <source>{text!r} is not a bid; these rules allow {bids}</source>
        <translation>{text!r} — не заказ; по этим правилам можно: {bids}</translation>
    </message>
    <message>
        <source>{text!r} is not a bid: write a number, nil (n), blind nil (bn), blind 5 (b5), 10 for 200, moon or the preset's own bids (blind moon, lexington, blind six, little mo, 4 little bemo, 4 no trump, 3.5, auction 2, pass, side 6, 3 aces, side 6 aces)</source>
        <translation>{text!r} — не заказ: напишите число, nil (n), blind nil (bn), blind 5 (b5), 10 for 200, moon или особый заказ правил (blind moon, lexington, blind six, little mo, 4 little bemo, 4 no trump, 3.5, auction 2, pass, side 6, 3 aces, side 6 aces)</translation>
    </message>
    <message>
        <source>give one bid for each of the {players} players, not {given}</source>
        <translation>нужен один заказ на каждого из {players} игроков, а не {given}</translation>
    </message>
    <message>
        <source>{seat}: {reason}</source>
        <translation>{seat}: {reason}</translation>
    </message>
    <message>
        <source>in {system} a bid is the bidder's spade count: these bids count {need} spades, but the deck has only {trumps}</source>
        <translation>в {system} заказ — это число пик у игрока: заказы насчитывают {need} пик, а в колоде их только {trumps}</translation>
    </message>
    <message>
        <source>in {system} a bid is the bidder's spade count: these bids count {need} of the {trumps} spades in the deck</source>
        <translation>в {system} заказ — это число пик у игрока: заказы насчитывают {need} из {trumps} пик колоды</translation>
    </message>
    <message>
        <source>{seat} took how many tricks? Write a number from 0 to {size}</source>
        <translation>{seat}: сколько взяток? Напишите число от 0 до {size}</translation>
    </message>
    <message>
        <source>give the tricks of each of the {players} players, not {given}</source>
        <translation>нужны взятки каждого из {players} игроков, а не {given}</translation>
    </message>
    <message>
        <source>{seat} took {count} tricks: a player takes 0 to {size}</source>
        <translation>{seat}: взяток {count}, а игрок берёт от 0 до {size}</translation>
    </message>
    <message>
        <source>the tricks add up to {total}, but a hand has {size} tricks</source>
        <translation>взяток в сумме {total}, а в раздаче их {size}</translation>
    </message>
    <message>
        <source>{word!r} is not a seat: write {seats} (or the first letter)</source>
        <translation>{word!r} — не место: напишите {seats} (или первую букву)</translation>
    </message>
    <message>
        <source>write who won it and with which card, e.g. W AS</source>
        <translation>напишите, кто её взял и какой картой, например W AS</translation>
    </message>
    <message>
        <source>write the seats, e.g. S N</source>
        <translation>напишите места, например S N</translation>
    </message>
    <message>
        <source>write the seat and lead, overtrump or trump, e.g. N lead</source>
        <translation>напишите место и lead (ход пикой), overtrump (перебита пикой) или trump (бита пикой), например N lead</translation>
    </message>
    <message>
        <source>write a seat, or a seat and broke</source>
        <translation>напишите место или место и broke (прервал серию)</translation>
    </message>
    <message>
        <source>write one count per side, e.g. 6 0</source>
        <translation>напишите по числу на каждую пару, например 6 0</translation>
    </message>
    <message>
        <source>write one count per side, e.g. 6 3</source>
        <translation>напишите по числу на каждую пару, например 6 3</translation>
    </message>
    <message>
        <source>write a seat of the side that took all four aces, or none</source>
        <translation>напишите место игрока пары, взявшей все четыре туза, или none</translation>
    </message>
    <message>
        <source>{name!r} is not a fact a hand records ({names})</source>
        <translation>{name!r} — не сведение о раздаче ({names})</translation>
    </message>
    <message>
        <source>{name}: {problem}</source>
        <translation>{name}: {problem}</translation>
    </message>
    <message>
        <source>{name}: {text!r} is not right: {reason}</source>
        <translation>{name}: {text!r} — неверно: {reason}</translation>
    </message>
    <message>
        <source>these rules score the last trick: say who won it and with which card</source>
        <translation>эти правила начисляют очки за последнюю взятку: укажите, кто её взял и какой картой</translation>
    </message>
    <message>
        <source>the last trick's winner must be a player who took a trick</source>
        <translation>последнюю взятку должен взять игрок, у которого есть взятки</translation>
    </message>
    <message>
        <source>a fact names seat {seat}, which is not at the table</source>
        <translation>указано место {seat}, которого нет за столом</translation>
    </message>
    <message>
        <source>{seat} won a trick with the 9♠ but took no trick</source>
        <translation>{seat}: указана взятка девяткой ♠, но взяток нет</translation>
    </message>
    <message>
        <source>a streak ends or breaks with the last trick: its player won that</source>
        <translation>серия кончается или прерывается последней взяткой: её игрок должен взять последнюю взятку</translation>
    </message>
    <message>
        <source>{seat} took fewer than {count} tricks: no streak</source>
        <translation>{seat}: взяток меньше {count} — серии нет</translation>
    </message>
    <message>
        <source>the {name} gives each side the tricks it won in a row: {sides} counts, none more than the side's tricks</source>
        <translation>{name} — взятки подряд каждой пары: {sides} числа, ни одно не больше взяток пары</translation>
    </message>
    <message>
        <source>only the side that won the first trick has a first run</source>
        <translation>серия с первой взятки бывает только у пары, взявшей первую взятку</translation>
    </message>
    <message>
        <source>a Mo or bemo bid needs the first run: how many tricks each side won in a row from the first</source>
        <translation>заказ Мо или бемо требует first run: сколько взяток подряд с первой взяла каждая пара</translation>
    </message>
    <message>
        <source>a Mo bid needs the longest run: the most tricks each side won in a row</source>
        <translation>заказ Мо требует longest run: самую длинную серию взяток подряд каждой пары</translation>
    </message>
    <message>
        <source>an ace check needs the aces: which side took all four, or none</source>
        <translation>проверка тузов требует aces: какая пара взяла все четыре или none</translation>
    </message>
    <message>
        <source>the aces name no side at the table</source>
        <translation>в aces указана пара, которой нет за столом</translation>
    </message>
    <message>
        <source>the game ended after hand {last} ({reason}): hand {number} is one too many</source>
        <translation>игра окончилась после раздачи {last} ({reason}): раздача {number} лишняя</translation>
    </message>
    <message>
        <source>the text is damaged (not JSON)</source>
        <translation>текст повреждён (это не JSON)</translation>
    </message>
    <message>
        <source>{key} is missing or of the wrong kind</source>
        <translation>{key} нет или это значение не того типа</translation>
    </message>
    <message>
        <source>it is not a scorekept game file (a played game's record opens with Game ▸ Open game…)</source>
        <translation>это не файл счёта партии живыми картами (запись сыгранной игры открывается через Игра ▸ Открыть игру…)</translation>
    </message>
    <message>
        <source>it was saved by a newer version of the game (file version {version}; this app reads version {reads})</source>
        <translation>файл сохранён более новой версией игры (версия файла {version}; эта программа читает версию {reads})</translation>
    </message>
    <message>
        <source>version {version} is not known (this app reads version {reads})</source>
        <translation>версия {version} неизвестна (эта программа читает версию {reads})</translation>
    </message>
    <message>
        <source>its rules: {reason}</source>
        <translation>его правила: {reason}</translation>
    </message>
    <message>
        <source>'preset' is of the wrong kind</source>
        <translation>«preset» — значение не того типа</translation>
    </message>
    <message>
        <source>the preset's id or name is not a short text</source>
        <translation>id или название правил — не короткий текст</translation>
    </message>
    <message>
        <source>it needs {count} player names</source>
        <translation>нужно {count} имён игроков</translation>
    </message>
    <message>
        <source>a player's name: {reason}</source>
        <translation>имя игрока: {reason}</translation>
    </message>
    <message>
        <source>'created' is not a date</source>
        <translation>«created» — не дата</translation>
    </message>
    <message>
        <source>it has more than {most} hands</source>
        <translation>в нём больше {most} раздач</translation>
    </message>
    <message>
        <source>hand {number} is damaged</source>
        <translation>раздача {number} повреждена</translation>
    </message>
    <message>
        <source>hand {number}: its card facts are damaged</source>
        <translation>раздача {number}: сведения о картах повреждены</translation>
    </message>
    <message>
        <source>hand {number}: {reason}</source>
        <translation>раздача {number}: {reason}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>файл пуст</translation>
    </message>
    <message>
        <source>the file is damaged (not JSON text)</source>
        <translation>файл повреждён (это не текст JSON)</translation>
    </message>
    <message>
        <source>its text stops short: the file was cut off</source>
        <translation>текст обрывается: файл обрезан</translation>
    </message>
    <message>
        <source>its text is broken at line {line}</source>
        <translation>текст испорчен в строке {line}</translation>
    </message>
    <message>
        <source>the file is damaged ({kind}: {text})</source>
        <translation>файл повреждён ({kind}: {text})</translation>
    </message>
    <message>
        <source>{key} is not a rule</source>
        <translation>{key} — не правило</translation>
    </message>
    <message>
        <source>rule {key} {problem}</source>
        <translation>правило {key}: {problem}</translation>
    </message>
    <message>
        <source>the rules cannot be used ({problem})</source>
        <translation>правила нельзя использовать ({problem})</translation>
    </message>
    <message>
        <source>{id} cannot be a preset's id</source>
        <translation>{id} не может быть id набора правил</translation>
    </message>
    <message>
        <source>the preset cannot be checked ({why})</source>
        <translation>набор правил не удаётся проверить ({why})</translation>
    </message>
    <message>
        <source>{target} already exists; choose another name</source>
        <translation>{target} уже есть; выберите другое имя</translation>
    </message>
    <message>
        <source>the preset cannot be saved in {folder} ({why})</source>
        <translation>набор правил не удаётся сохранить в {folder} ({why})</translation>
    </message>
    <message>
        <source>{target} is not in the presets folder {folder}</source>
        <translation>{target} — не в папке наборов правил {folder}</translation>
    </message>
    <message>
        <source>{users} extends {id}; remove or change that first</source>
        <translation>на {id} основаны другие наборы ({users}); сначала уберите или измените их</translation>
    </message>
    <message>
        <source>{id} is not one of your presets; only your own can be removed</source>
        <translation>{id} — не ваш набор правил; убрать можно только свои</translation>
    </message>
    <message>
        <source>{path} cannot be renamed ({why})</source>
        <translation>{path} не удаётся переименовать ({why})</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true или false</translation>
    </message>
    <message>
        <source>one of {choices}</source>
        <translation>одно из значений {choices}</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}</source>
        <translation>целое число от {low} до {high}</translation>
    </message>
    <message>
        <source>a whole number from {low} to {high}, or null (off)</source>
        <translation>целое число от {low} до {high} или null (выключено)</translation>
    </message>
    <message>
        <source>a list of cards such as [2C, 2D] (rank 2-9, T or 10, J, Q, K, A and suit C, D, H, S, or the jokers BJ and LJ)</source>
        <translation>список карт, например [2C, 2D] (достоинство 2-9, T или 10, J, Q, K, A и масть C, D, H, S или джокеры BJ и LJ)</translation>
    </message>
    <message>
        <source>a list of cards such as [2C, 2D] (rank 2-9, T or 10, J, Q, K, A and suit C, D, H, S)</source>
        <translation>список карт, например [2C, 2D] (достоинство 2-9, T или 10, J, Q, K, A и масть C, D, H, S)</translation>
    </message>
    <message>
        <source>null (nothing)</source>
        <translation>null (ничего)</translation>
    </message>
    <message>
        <source>must be {allowed}, not {value}</source>
        <translation>ожидается {allowed}, а не {value}</translation>
    </message>
    <message>
        <source>must be true or false, not {value}</source>
        <translation>ожидается true или false, а не {value}</translation>
    </message>
    <message>
        <source>must be {allowed}; {item} is not a card</source>
        <translation>ожидается {allowed}; {item} — не карта</translation>
    </message>
    <message>
        <source>lists ordinary cards only; jokers join the deck through high_trumps</source>
        <translation>здесь перечисляют только обычные карты; джокеры входят в колоду через high_trumps</translation>
    </message>
    <message>
        <source>lists {card} twice</source>
        <translation>карта {card} указана дважды</translation>
    </message>
    <message>
        <source>{path}, line {line}: {problem}</source>
        <translation>{path}, строка {line}: {problem}</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>the presets folder cannot be read ({why})</source>
        <translation>папку наборов правил не удаётся прочитать ({why})</translation>
    </message>
    <message>
        <source>id {id} is already used by the built-in preset {other}; change the id in the file before importing it</source>
        <translation>id {id} уже занят встроенным набором правил {other}; измените id в файле, прежде чем добавлять его</translation>
    </message>
    <message>
        <source>id {id} is already used by the user preset {other}; change the id in the file before importing it</source>
        <translation>id {id} уже занят вашим набором правил {other}; измените id в файле, прежде чем добавлять его</translation>
    </message>
    <message>
        <source>id {id} is already used by the {source} preset {other}; change the id in the file before importing it</source>
        <translation>id {id} уже занят набором правил {other} ({source}); измените id в файле, прежде чем добавлять его</translation>
    </message>
    <message>
        <source>{target} already exists; remove or rename it first</source>
        <translation>{target} уже есть; сначала уберите или переименуйте его</translation>
    </message>
    <message>
        <source>the preset cannot be copied to {folder} ({why})</source>
        <translation>набор правил не удаётся скопировать в {folder} ({why})</translation>
    </message>
    <message>
        <source>there is no preset {name}; did you mean {close}? The presets are: {ids}</source>
        <translation>набора правил {name} нет; может быть, имелся в виду {close}? Есть такие наборы: {ids}</translation>
    </message>
    <message>
        <source>there is no preset {name}. The presets are: {ids}</source>
        <translation>набора правил {name} нет. Есть такие наборы: {ids}</translation>
    </message>
    <message>
        <source>id {id} is already used by the built-in preset {other}; give this preset another id</source>
        <translation>id {id} уже занят встроенным набором правил {other}; дайте этому набору другой id</translation>
    </message>
    <message>
        <source>this is {kind}, not a preset file</source>
        <translation>это {kind}, а не файл правил</translation>
    </message>
    <message>
        <source>the file is larger than {size} KB; a preset is a short text</source>
        <translation>файл больше {size} КБ; файл правил — это короткий текст</translation>
    </message>
    <message>
        <source>the file cannot be read ({why})</source>
        <translation>файл не удаётся прочитать ({why})</translation>
    </message>
    <message>
        <source>the file is not UTF-8 text (byte {byte} cannot be read)</source>
        <translation>файл — не текст в UTF-8 (байт {byte} не читается)</translation>
    </message>
    <message>
        <source>a preset is a mapping of the keys {keys}; this file is {kind}</source>
        <translation>файл правил — это словарь с ключами {keys}; а этот файл — {kind}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пустой</translation>
    </message>
    <message>
        <source>{key} is a rule: put it under 'rules:', on a line of its own indented by two spaces; the keys of a preset are: {keys}</source>
        <translation>{key} — это правило: поместите его под 'rules:', на отдельной строке с отступом в два пробела; ключи файла правил: {keys}</translation>
    </message>
    <message>
        <source>the key {key} is missing; a preset needs an id and a name</source>
        <translation>нет ключа {key}; у набора правил должны быть id и name</translation>
    </message>
    <message>
        <source>'id' must be a short name of lower-case letters, digits and single hyphens (e.g. my-house-rules, at most {most} characters), not {value}</source>
        <translation>'id' — короткое имя из строчных латинских букв, цифр и одиночных дефисов (например my-house-rules; символов не больше {most}), а не {value}</translation>
    </message>
    <message>
        <source>'extends' names another preset by its id (e.g. standard), not {value}</source>
        <translation>в 'extends' указывают id другого набора правил (например standard), а не {value}</translation>
    </message>
    <message>
        <source>'rules' must be a mapping of rule names to values (e.g. target: 250), not {value}</source>
        <translation>'rules' — это словарь: имена правил и их значения (например target: 250), а не {value}</translation>
    </message>
    <message>
        <source>a text in quotes</source>
        <translation>текст в кавычках</translation>
    </message>
    <message>
        <source>a true/false word</source>
        <translation>слово true/false</translation>
    </message>
    <message>
        <source>not plain decimal digits</source>
        <translation>это не обычные десятичные цифры</translation>
    </message>
    <message>
        <source>not a number</source>
        <translation>это не число</translation>
    </message>
    <message>
        <source>must be {allowed}, written in plain decimal digits such as {example}; not {value} ({why})</source>
        <translation>ожидается {allowed}, записанное обычными десятичными цифрами, например {example}; а не {value} ({why})</translation>
    </message>
    <message>
        <source>{key} is made only of invisible characters: it would show as a blank entry</source>
        <translation>{key}: в названии только невидимые символы, в списке была бы пустая строка</translation>
    </message>
    <message>
        <source>{key} holds a text-direction control ({code}), which turns the text around it backwards in lists</source>
        <translation>{key}: в названии есть знак направления текста ({code}), он переворачивает текст вокруг себя в списках</translation>
    </message>
    <message>
        <source>{key} holds a control character ({code})</source>
        <translation>{key}: в названии есть управляющий символ ({code})</translation>
    </message>
    <message>
        <source>{key} must be a text, or texts by language such as {{en: ..., ru: ...}} (languages: {languages}), not {value}</source>
        <translation>{key}: ожидается текст или тексты по языкам, например {{en: ..., ru: ...}} (языки: {languages}), а не {value}</translation>
    </message>
    <message>
        <source>{key} has texts in {languages}, not in {value}: a comma inside {{…}} ends a text; put the text in quotes, or write each language on its own line</source>
        <translation>{key}: тексты бывают на языках {languages}, но не {value}: запятая внутри {{…}} заканчивает текст; возьмите текст в кавычки или пишите каждый язык с новой строки</translation>
    </message>
    <message>
        <source>{key} has texts in {languages}, not in {value}</source>
        <translation>{key}: тексты бывают на языках {languages}, но не {value}</translation>
    </message>
    <message>
        <source>{key} must be a text, not {value}</source>
        <translation>{key}: ожидается текст, а не {value}</translation>
    </message>
    <message>
        <source>{key} must not be blank</source>
        <translation>{key}: текст не может быть пустым</translation>
    </message>
    <message>
        <source>{key} is longer than {limit} characters</source>
        <translation>{key}: в тексте больше {limit} символов</translation>
    </message>
    <message>
        <source>{key} needs an English text (en:)</source>
        <translation>{key}: нужен текст на английском (en:)</translation>
    </message>
    <message>
        <source>{key} is not a rule name; see variants/README.md; the rules are: {known}</source>
        <translation>{key} — не имя правила; см. variants/README.md; правила: {known}</translation>
    </message>
    <message>
        <source>{key} is not a key name; the keys of a preset are: {known}</source>
        <translation>{key} — не имя ключа; ключи файла правил: {known}</translation>
    </message>
    <message>
        <source>{first} or {second}</source>
        <translation>{first} или {second}</translation>
    </message>
    <message>
        <source>{key} is not a rule; did you mean {hint}? (every rule is described in variants/README.md)</source>
        <translation>{key} — не правило; может быть, имелось в виду {hint}? (все правила описаны в variants/README.md)</translation>
    </message>
    <message>
        <source>{key} is not a key; did you mean {hint}? (the keys of a preset are: {known})</source>
        <translation>{key} — не ключ; может быть, имелся в виду {hint}? (ключи файла правил: {known})</translation>
    </message>
    <message>
        <source>{key} is not a rule; see variants/README.md; the rules are: {known}</source>
        <translation>{key} — не правило; см. variants/README.md; правила: {known}</translation>
    </message>
    <message>
        <source>{key} is not a key; the keys of a preset are: {known}</source>
        <translation>{key} — не ключ; ключи файла правил: {known}</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>список</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>текст</translation>
    </message>
    <message>
        <source>a true/false value</source>
        <translation>значение true/false</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>число</translation>
    </message>
    <message>
        <source>id {id} is already used by the user preset {other}; give this preset another id</source>
        <translation>id {id} уже занят вашим набором правил {other}; дайте этому набору другой id</translation>
    </message>
    <message>
        <source>id {id} is already used by the {source} preset {other}; give this preset another id</source>
        <translation>id {id} уже занят набором правил {other} ({source}); дайте этому набору другой id</translation>
    </message>
    <message>
        <source>'extends: {parent}' names a preset that does not load: {problem}</source>
        <translation>'extends: {parent}' указывает на набор правил, который не загружается: {problem}</translation>
    </message>
    <message>
        <source>'extends: {parent}' names no preset; did you mean {close}? The presets are: {ids}</source>
        <translation>'extends: {parent}' не указывает ни на один набор правил; может быть, имелся в виду {close}? Есть такие наборы: {ids}</translation>
    </message>
    <message>
        <source>'extends: {parent}' names no preset. The presets are: {ids}</source>
        <translation>'extends: {parent}' не указывает ни на один набор правил. Есть такие наборы: {ids}</translation>
    </message>
    <message>
        <source>rule {key} does not fit the other rules: {problem}</source>
        <translation>правило {key} не сочетается с остальными: {problem}</translation>
    </message>
    <message>
        <source>the rules do not fit together: {problem}</source>
        <translation>правила не сочетаются: {problem}</translation>
    </message>
    <message>
        <source>rule {key} has no effect unless {unless}; set {switch} or remove {name}</source>
        <translation>правило {key} действует, только когда {unless}; задайте {switch} или уберите {name}</translation>
    </message>
    <message>
        <source>rule {key} has no effect unless {unless}; set {switch} or remove {name} (at its default, {default}, it may stay)</source>
        <translation>правило {key} действует, только когда {unless}; задайте {switch} или уберите {name} (со значением по умолчанию, {default}, его можно оставить)</translation>
    </message>
    <message>
        <source>rule {key} 0 has no effect while nil is on: a player who expects no trick bids nil, and a bid of 0 exists only with nil: false; set min_bid to 1 or more, or nil: false</source>
        <translation>правило {key} 0 ничего не меняет, пока нил разрешён: игрок, не ждущий ни одной взятки, заказывает нил, а заказ 0 бывает только при nil: false; задайте min_bid 1 или больше либо nil: false</translation>
    </message>
    <message>
        <source>{switch} is true</source>
        <translation>{switch}: true</translation>
    </message>
    <message>
        <source>nil_exchange is 'pass'</source>
        <translation>nil_exchange: pass</translation>
    </message>
    <message>
        <source>partnerships is true (it says whether a nil bidder's tricks count for its partner)</source>
        <translation>partnerships: true (правило говорит, идут ли взятки заказавшего нил в зачёт партнёру)</translation>
    </message>
    <message>
        <source>bag_limit is above 0 (with bag_limit: 0 bags cost nothing)</source>
        <translation>bag_limit больше 0 (при bag_limit: 0 мешки ничего не стоят)</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>папка</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>именованный канал (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>устройство</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>сокет</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>необычный файл</translation>
    </message>
    <message>
        <source>'extends: {parent}' makes a cycle ({cycle}); a preset cannot extend itself</source>
        <translation>'extends: {parent}' замыкает круг ({cycle}); набор правил не может основываться на самом себе</translation>
    </message>
    <message>
        <source>the document is nested too deeply to be a preset</source>
        <translation>вложенность документа слишком глубока для файла правил</translation>
    </message>
    <message>
        <source>not valid YAML (a whole number is written in plain decimal digits (such as 500), not {text})</source>
        <translation>неправильный YAML (целое число пишут обычными десятичными цифрами (например 500), а не {text})</translation>
    </message>
    <message>
        <source>a number of {digits} digits is far too big for any rule</source>
        <translation>число из {digits} цифр слишком велико для любого правила</translation>
    </message>
    <message>
        <source>not valid YAML ({text})</source>
        <translation>неправильный YAML ({text})</translation>
    </message>
    <message>
        <source>a value cannot be read: {text}</source>
        <translation>значение не удаётся прочитать: {text}</translation>
    </message>
    <message>
        <source>the key {key} is written twice (first on line {first}); keep one of them</source>
        <translation>ключ {key} записан дважды (впервые в строке {first}); оставьте один из них</translation>
    </message>
    <message>
        <source>not valid YAML (not valid YAML)</source>
        <translation>неправильный YAML</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>трефы</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>бубны</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>черви</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>пики</translation>
    </message>
</context>
</TS>