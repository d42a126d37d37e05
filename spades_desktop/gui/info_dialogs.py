"""Small dialogs: the last trick, the rules card of the game, keyboard and mouse help, About."""

from __future__ import annotations

import html
import math

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QAccessible, QKeyEvent, QTextCursor
from PySide6.QtWidgets import (
    QAbstractSlider,
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QTextBrowser,
    QTextEdit,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME, __version__
from ..engine import Card
from . import texts
from .accessibility import card_name, read_as_one, spoken_cards
from .card_render import CardRenderer
from .layout import position_of
from .layouts import FRAME_SIDES, WINDOW_FRAME, BodyScroll, fit_size, keep_room_for_wrapped_text, screen_room
from .style import theme

CARD_WIDTH = 96  # the last trick's cards, where the screen has room for them
LEAST_CARD_WIDTH = 48  # the smallest they become on a low screen (at 64 the dialog was 344 pixels high on 1280 x
# 720 at 200 %, 360 pixels with the title bar: Close below the screen's edge)
TIGHT_SPACING = 2  # between North's and South's cards when even the least cards leave the dialog too high

# Where each position sits in the 3 x 3 grid of the last-trick dialog (the six-seat table's too).
GRID = {"north": (0, 1), "west": (1, 0), "east": (1, 2), "south": (2, 1),
        "northwest": (0, 0), "northeast": (0, 2), "southwest": (1, 0), "southeast": (1, 2)}


class LastTrickDialog(QDialog):
    """The cards of the previous trick, who played each, and who won it (nobody: a dead trick, whose
    identical cards cancelled, players.cancellation)."""

    def __init__(self, renderer: CardRenderer, plays: tuple[tuple[int, Card], ...], winner: int | None,
                 names: list[str], bottom: int, players: int, parent: QWidget | None = None,
                 cancelled: frozenset[int] = frozenset()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Last trick"))
        outer = QVBoxLayout(self)
        grid = QGridLayout()
        grid.setSpacing(10)
        outer.addLayout(grid)
        width = CARD_WIDTH
        dpr = self.devicePixelRatioF()
        self.card_labels: dict[int, QLabel] = {}
        self._cards: dict[int, Card] = {}
        self.card_width = width  # smaller on a low screen (``_fit_cards``)
        self.grid = grid
        self.cells: dict[int, tuple[QWidget, int, int]] = {}  # each seat's cell and its row and column in the grid
        self.staggered = False  # the side hands' cards between North's and South's in height (``_stagger``)
        self._summary_width = 0  # the summary's least width: wider on a low screen (``_widen_summary``)
        self._columns: list[QVBoxLayout] = []  # the staggered cards' columns (``_stagger``)
        for order, (seat, card) in enumerate(plays):
            cell = QWidget(self)
            box = QVBoxLayout(cell)
            box.setContentsMargins(4, 4, 4, 4)
            picture = QLabel(cell)
            picture.setPixmap(renderer.pixmap(card, width, dpr))
            picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == winner:
                picture.setStyleSheet("border: 3px solid #e0a800; border-radius: 8px; padding: 2px;")
            won = self.tr("won")  # outside the f-string: pyside6-lupdate does not look inside f-strings
            if order in cancelled:
                won = self.tr("cancelled")
                picture.setStyleSheet("border: 3px dashed #b3261e; border-radius: 8px; padding: 2px;")
            marked = seat == winner or order in cancelled
            # A paragraph, which Orca 43 does not read as the dialog opens: it read the one caption of three words
            # ("2. Wes — won") before the summary, which says every card; each picture says its own. Marked before
            # it has a text or a parent (with accessibility on, Qt makes the interface then and keeps it).
            caption = QLabel()
            read_as_one(caption, QAccessible.Role.Paragraph)
            caption.setText(f"{order + 1}. {names[seat]}" + (f" — {won}" if marked else ""))
            caption.setAccessibleName(caption.text())
            caption.setParent(cell)
            caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
            if seat == winner:
                font = caption.font()
                font.setBold(True)
                caption.setFont(font)
            # The pictures had no text for a screen reader: each says its card, its player and what became of it.
            if seat == winner:
                said = self.tr("{0}, played by {1}, won the trick")
            elif order in cancelled:
                said = self.tr("{0}, played by {1}, cancelled")
            else:
                said = self.tr("{0}, played by {1}")
            picture.setAccessibleName(said.format(card_name(card), names[seat]))
            box.addWidget(picture)
            box.addWidget(caption)
            row, col = GRID[position_of(seat, bottom, players)]
            grid.addWidget(cell, row, col)
            self.cells[seat] = (cell, row, col)
            self.card_labels[seat] = picture
            self._cards[seat] = card
        # Who won the trick, then every card of it in the order played (it named only the winning card).
        order_text = self.tr("In order: {0}.").format(", ".join(
            self.tr("{0} {1}").format(names[seat], texts.card_text(card)) for seat, card in plays))
        if winner is None:
            won_text = self.tr("Nobody won this trick: its identical cards cancelled, and it was set aside.")
        else:
            won_text = self.tr("{0} won the trick with the {1}.").format(
                names[winner], texts.card_text(next(c for s, c in plays if s == winner)))
        self.summary = QLabel(won_text + " " + order_text, self)
        self.summary.setAccessibleName(spoken_cards(self.summary.text()))  # "the jack of hearts", not "J♥"
        self.summary.setWordWrap(True)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        outer.addWidget(self.summary)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self._fit_cards(renderer)

    def _fit_cards(self, renderer: CardRenderer) -> None:
        """Where the screen's free room is lower than the dialog, the cards staggered (``_stagger``), the summary
        wider (``_widen_summary``), then the cards smaller: at least 590 pixels high with its 96-pixel cards, it
        reached past a 600-pixel screen with its title bar, and with its three rows of cards at their least (64
        pixels) it was 458 pixels high (503 at 14 points) on a 1280 x 720 screen at 150 % (480 pixels): Close below
        the screen's edge."""
        self._hold_summary()
        room = screen_room(self)
        if room is None:
            return
        width, dpr = self.card_width, self.devicePixelRatioF()
        if self.minimumSizeHint().height() > room.height() - WINDOW_FRAME:
            self._stagger()
            self._hold_summary()
        self._widen_summary(room)
        while self.minimumSizeHint().height() > room.height() - WINDOW_FRAME and width > LEAST_CARD_WIDTH:
            width -= 8
            for seat, picture in self.card_labels.items():
                picture.setPixmap(renderer.pixmap(self._cards[seat], width, dpr))
                picture.parentWidget().updateGeometry()  # its cell: measured again now, not once events run
            for layout in self.findChildren(QLayout):  # the cells' and the grid's, whose sizes were kept
                layout.invalidate()
            self._hold_summary()
        self.card_width = width
        if self.minimumSizeHint().height() > room.height() - WINDOW_FRAME and self._columns:
            for column in self._columns:  # North's card nearer South's (1280 x 720 at 225 %: 4 pixels too high)
                column.setSpacing(TIGHT_SPACING)
            self._hold_summary()

    def _widen_summary(self, room: QRect) -> None:
        """Where the dialog is higher than the room, the summary as wide as it needs to take fewer lines (as few as
        the room asks, or as it can), up to the room's width, and never narrower as the cards then become smaller:
        wrapped at the dialog's least width with its cards at their least (352 pixels at 200 % with 14 points on a
        1366 x 768 screen, 683 wide) its three lines made the dialog 366 pixels high, 22 past the room under a title
        bar, and Close fell below the screen's edge."""
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        widest = room.width() - margins.left() - margins.right() - FRAME_SIDES
        inside = self.minimumSizeHint().width() - margins.left() - margins.right()
        over = self.minimumSizeHint().height() - (room.height() - WINDOW_FRAME)
        if over <= 0 or inside >= widest:
            return
        lines = self.summary.minimumHeight()
        self.summary.setMinimumHeight(0)  # else it answers at least that height
        goal = max(lines - over, self.summary.heightForWidth(widest))
        width = inside
        while width < widest and self.summary.heightForWidth(width) > goal:
            width = min(widest, width + 8)
        if self.summary.heightForWidth(width) >= lines:
            width = inside  # no line fewer: as wide as it is, never narrower as the cards become smaller
        self._summary_width = width
        self._hold_summary()

    def _hold_summary(self) -> None:
        """The summary's least height: its lines at the dialog's least width (or the wider one ``_widen_summary``
        gave it). Qt counted it a line high, so the dialog's least height was lines too low, and where the screen
        held the dialog to it the cards were cut."""
        self.summary.setMinimumHeight(0)
        self.summary.setMinimumWidth(self._summary_width)
        layout = self.layout()
        assert layout is not None
        margins = layout.contentsMargins()
        layout.invalidate()
        inside = self.minimumSizeHint().width() - margins.left() - margins.right()
        self.summary.setMinimumHeight(self.summary.heightForWidth(inside))
        layout.invalidate()

    def _stagger(self) -> None:
        """The side hands' cards (West and East) beside North's and South's, halfway between them in height, as
        round a table: the cards two rows high rather than three. Only where each side has one card (not with six
        seats). (A grid with each cell two rows high gave the cells less than their height: cut cards.)"""
        if self.staggered:
            return
        columns: dict[int, list[tuple[int, QWidget]]] = {0: [], 1: [], 2: []}
        for cell, row, col in self.cells.values():
            columns[col].append((row, cell))
        if len(columns[0]) > 1 or len(columns[2]) > 1:
            return
        outer = self.layout()
        assert isinstance(outer, QVBoxLayout)
        outer.removeItem(self.grid)
        table = QHBoxLayout()
        table.setSpacing(self.grid.spacing())
        for col in (0, 1, 2):
            column = QVBoxLayout()
            column.setSpacing(self.grid.spacing())
            if col != 1:
                column.addStretch(1)
            for _row, cell in sorted(columns[col], key=lambda item: item[0]):
                self.grid.removeWidget(cell)
                column.addWidget(cell, 0, Qt.AlignmentFlag.AlignHCenter)
            if col != 1:
                column.addStretch(1)
            table.addLayout(column, 1)
            self._columns.append(column)
        outer.insertLayout(0, table)
        self.grid.deleteLater()
        self.staggered = True


def rules_html(text: str) -> str:
    """The plain rules card (a title over a "=====" line, "- " items, a key line) as formatted rich text.

    Headings become headings, "- Key: text" items a bulleted list with the key in bold, other lines paragraphs.
    """
    lines = text.splitlines()
    out: list[str] = []
    in_list = False
    i = 0
    while i < len(lines):
        line = lines[i].rstrip()
        below = lines[i + 1].strip() if i + 1 < len(lines) else ""
        if line and below and set(below) <= {"=", "-"} and len(below) >= 3:  # a heading, underlined
            if in_list:
                out.append("</ul>")
                in_list = False
            out.append(f"<h{2 if below[0] == '=' else 3}>{html.escape(line.strip())}</h{2 if below[0] == '=' else 3}>")
            i += 2
            continue
        if line.lstrip().startswith(("- ", "* ", "• ")):
            if not in_list:
                out.append("<ul>")
                in_list = True
            item = line.lstrip()[2:]
            key, sep, rest = item.partition(": ")
            if sep and len(key) <= 30:
                out.append(f"<li><b>{html.escape(key)}:</b> {html.escape(rest)}</li>")
            else:
                out.append(f"<li>{html.escape(item)}</li>")
        elif line.strip():
            if in_list:
                out.append("</ul>")
                in_list = False
            out.append(f"<p>{html.escape(line.strip())}</p>")
        elif in_list:
            out.append("</ul>")
            in_list = False
        i += 1
    if in_list:
        out.append("</ul>")
    return "\n".join(out)


class TextDialog(QDialog):
    """A read-only rich text (the rules card, help) that the keyboard can scroll; Escape closes it.

    The text is a read-only ``QTextEdit``, which screen readers are told is "read only text", with its description
    and the line at its cursor: Qt tells a ``QTextBrowser`` as a label, and Orca 43.1 opened Help ▸ Mouse and
    keyboard with "Mouse and keyboard label." alone (it says a label by its name, never its description). The
    cursor starts under a heading that repeats the title, on the first line of the text itself."""

    def __init__(self, title: str, text: str, rich: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        fit_size(self, 640, 560)
        outer = QVBoxLayout(self)
        browser = QTextEdit(self)
        browser.setReadOnly(True)
        browser.setHtml(text if rich else rules_html(text))
        browser.setAccessibleName(title)
        browser.setAccessibleDescription(self.tr("↓ reads the next line, ↑ the line before; Escape closes."))
        browser.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                        | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        first = browser.document().firstBlock()
        if first.text().strip() == title.strip() and first.next().isValid():
            cursor = browser.textCursor()
            cursor.setPosition(first.next().position())
            browser.setTextCursor(cursor)
        self.text_widget: QTextEdit = browser
        outer.addWidget(self.text_widget)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)


def tr(text: str) -> str:
    """Translate in the empty context: where ``pyside6-lupdate`` files module-level ``tr()`` calls."""
    return QCoreApplication.translate("", text)


def controls_html() -> str:
    rows = [
        (tr("Play a card"),
         tr("Drag it to the middle of the table; or click it, then click it again; or double-click it")),
        (tr("Choose a card with the keyboard"), tr("← and →, then Enter or Space to play it")),
        (tr("Bid"), tr("Click a bid; or type it (0 or N for nil, 1 then 2 for 12) and press Enter")),
        (tr("Look at your cards (blind nil offered)"), tr("Look at my cards, or L")),
        (tr("Blind nil"), tr("B, then Enter twice: to choose it and to confirm (before you look at your cards)")),
        (tr("Show seven, misdeal"), tr("S shows your long suit, K keeps it hidden; M calls a misdeal")),
        (tr("Nil card exchange"),
         tr("Click the cards to pass, or choose them with ← → and Space; then Pass cards (Enter)")),
        (tr("Two-player draw"), tr("Keep (K) or Discard (D)")),
        # the hint is Normal's choice checked by playing the hand out (``ai.hint``): "what the Normal bot would do"
        # read as the bot's own card, and the review then said "you played the 3♠ where the Normal bot played the
        # Q♠" of a player who had followed the hint (QA newbie17)
        (tr("Hint"), tr("H, or the Hint button: the Normal bot's choice, checked by playing the hand out over where "
                        "the hidden cards may lie (it may then advise another card or bid), and why")),
        (tr("Hurry the cards"), tr("Click the table or press Enter while cards move")),
        (tr("Last trick"), tr("View ▸ Show last trick (Ctrl+L)")),
        (tr("Claim the rest of the tricks"),
         tr("Game ▸ Claim the rest of the tricks (Ctrl+K): when every trick left is sure to be your side's, "
            "they are played out at once")),
        (tr("Next hand"), tr("Enter, or the Next hand button; V reviews the hand just played")),
        (tr("At the end of the game"),
         tr("Enter or N: a new game; V: review the game; S: statistics; Esc: look at the table")),
        (tr("Review a hand"), tr("← → a step, Page Up / Page Down a trick, Home / End (or Tab to the buttons "
                                 "under the board), R reads every hand, Esc closes")),
        (tr("The scorepad"), tr("Tab from the table reaches its rows")),
        (tr("Undo and redo"),
         tr("Ctrl+Z takes back your last move and what the bots did after it; Ctrl+Shift+Z or Ctrl+Y plays it again")),
        (tr("Save and open a game"), tr("Ctrl+S saves, Ctrl+Shift+S saves under another name, Ctrl+O opens; "
                                        "Game ▸ Open recent")),
        (tr("Read the table aloud"),
         tr("R: your hand by suit, the trick so far, bids and tricks, the score (for screen readers)")),
        (tr("Pass and play: take your turn"),
         tr("When the screen says “Pass to …”, its player clicks it or presses Space")),
        (tr("Orca before version 46"),
         tr("View ▸ Announcements for older screen readers: the game's announcements come as notifications")),
    ]
    return _paragraphs(tr("Mouse and keyboard"), rows)


def glossary_html() -> str:
    """Help ▸ Words of the game: what the hints, the coach and the rules card say, for a player who has never
    played (a beginner's QA: "set them", "cash the K♥", "trump with the 6♠", "bags" were explained nowhere; QA
    newbie16: "to set the nil", and the other words of the bots' reasons, ``tests/gui/test_newbie16_findings``)."""
    rows = [
        (tr("Trick"), tr("one card from each player in turn; the highest card of the suit led takes them all, "
                         "unless a spade was played: then the highest spade does")),
        (tr("Lead"), tr("play the first card of a trick; the others must follow suit")),
        (tr("Follow suit"), tr("play a card of the suit that was led; only a player who has none may play "
                               "another suit")),
        (tr("Trump, ruff"), tr("spades are trump: a spade played on another suit (a ruff) beats every card of "
                               "that suit")),
        (tr("Spades broken"), tr("a spade has been played on another suit: from then on spades may be led")),
        (tr("Overtrump"), tr("play a higher spade than the one winning the trick; some house rules make a player "
                             "who cannot follow suit do so")),
        (tr("Bid"), tr("the number of tricks a player promises to take this hand")),
        (tr("Contract"), tr("a side's two bids added together: the tricks it must take")),
        (tr("Set (a contract, a nil)"),
         tr("a side that takes fewer tricks than its contract is set: it loses 10 a trick bid; to set the "
            "opponents is to stop them taking their contract, and to set a nil is to make the nil bidder take a "
            "trick")),
        (tr("Declarers, defenders"), tr("in a game with an auction: the declarers are the side whose bid won "
                                        "the auction and must make it; the defenders, the other side, try to set "
                                        "them")),
        (tr("Bag, overtrick"), tr("a trick taken over the contract: 1 point each, but a side that collects 10 (the "
                                  "bag limit) loses 100 (the rules card gives the numbers of the rules played)")),
        (tr("Nil"), tr("a bid of no tricks at all: a bonus if the bidder takes none, a loss if it takes one")),
        (tr("Blind nil"), tr("nil bid before looking at the cards, for twice the points")),
        (tr("Count"), tr("the tricks a player's cards look worth: the bots add up their sure winners, other high "
                         "cards and spades to bid")),
        (tr("Swing"), tr("a big change of the score in one hand, as a blind nil brings: a side far behind needs "
                         "one to catch up")),
        (tr("Side suit"), tr("any suit but spades, the trumps")),
        (tr("Throw"), tr("play a card of another suit, not a spade, when you cannot follow suit: it cannot win "
                         "the trick")),
        (tr("Draw trumps"), tr("lead spades so that the others must play theirs: then they cannot trump your "
                               "winners in the other suits")),
        (tr("Overtake"), tr("play higher than your partner's card that is winning the trick, to take it yourself")),
        (tr("Cover"), tr("play over a card so that it does not win the trick: a partner covers a nil bidder's "
                         "high card with a higher one")),
        (tr("Duck"), tr("play a low card on purpose, to let the trick go")),
        (tr("Cash"), tr("lead a card that is sure to win, to take its trick now")),
        (tr("Sure winner"), tr("a card no card still out can beat, like the ace of a suit")),
        (tr("Cost"), tr("in the review: how many points a decision lost on average against the best one, as the "
                        "coach plays the hand out over the cards the others might hold")),
    ]
    return _paragraphs(tr("Words of the game"), rows)


def _paragraphs(title: str, rows: list[tuple[str, str]]) -> str:
    """A heading and one paragraph per row, the term in bold before its text: a screen reader reading line by line
    (↓) read only the left column of the two-column table the keys were."""
    body = "".join(f"<p><b>{a[:1].upper() + a[1:]}:</b> {b}.</p>" for a, b in rows)  # «Нил:», said «нил» in a sentence
    return f"<h3>{title}</h3>{body}"


def about_html() -> str:
    pitch = tr("Spades for the desktop: house rules, honest seeded deals, bots that respect your nil, "
                "no ads, no account, no network.")
    licence = tr("Free software under the GNU General Public License, version 3 or later.")
    return f"<h2>{APP_NAME} {__version__}</h2><p>{pitch}</p><p>{licence}</p>"


ABOUT_ICON = 64  # the application's icon in About, as QMessageBox.about drew it
ABOUT_EMS = 36  # About's text at most this many average characters wide: short lines to read
_Step = QAbstractSlider.SliderAction
# The keys that scroll About's body (``AboutDialog.eventFilter``), and how far; ← → are the text's own (the caret)
ABOUT_KEYS = {Qt.Key.Key_Up: _Step.SliderSingleStepSub, Qt.Key.Key_Down: _Step.SliderSingleStepAdd,
              Qt.Key.Key_PageUp: _Step.SliderPageStepSub, Qt.Key.Key_PageDown: _Step.SliderPageStepAdd,
              Qt.Key.Key_Home: _Step.SliderToMinimum, Qt.Key.Key_End: _Step.SliderToMaximum}


class AboutText(QTextBrowser):
    """About's text: read-only, with a caret the keys move, which Qt tells a screen reader (Orca says the line it
    comes to). It was a label: Tab reached it and Orca read it once, but ↓, End, Home and Page Down said nothing,
    Orca has no caret in a label (QA orca19). As high as its text at its width, without a frame or scroll bars of
    its own: the dialog's body scrolls (``AboutDialog.eventFilter``)."""

    def __init__(self, html_text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)  # the dialog's own background, as the label's
        self.document().setDocumentMargin(0)
        self.setOpenExternalLinks(True)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction
                                     | Qt.TextInteractionFlag.TextSelectableByKeyboard)
        self.setHtml(html_text)
        # said whole as Tab reaches it, as the label's text was (a text view has no name of its own)
        self.setAccessibleName(self.document().toPlainText())
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        policy.setVerticalPolicy(QSizePolicy.Policy.Preferred)
        self.setSizePolicy(policy)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        document = self.document().clone()
        frame = 2 * self.frameWidth()
        margins = self.contentsMargins()
        document.setTextWidth(max(1, width - frame - margins.left() - margins.right()))
        return math.ceil(document.size().height()) + frame + margins.top() + margins.bottom()

    def sizeHint(self) -> QSize:
        width = super().sizeHint().width()
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(self.fontMetrics().averageCharWidth() * 10, self.fontMetrics().height())


class AboutDialog(QDialog):
    """Help ▸ About: the application's icon, name, version, what it is and its licence (``about_html``), and OK.

    It was a ``QMessageBox.about``, which wraps its text narrow and is as high as that makes it: 341 x 366 at 200 %
    with 14 points on a 1366 x 768 screen (344 pixels under a title bar), OK below the screen's edge. Here the text is
    as wide as reads well, within the screen's room, and it scrolls where the room is lower still: the text is a Tab
    stop that the keys scroll (``eventFilter``)."""

    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        keep_room_for_wrapped_text(self)  # on its screen when it grows
        self.setWindowTitle(title)
        outer = QVBoxLayout(self)
        self.body = BodyScroll(self)  # all but OK: it scrolls on a screen too low for it
        content = QHBoxLayout(self.body.body)
        content.setContentsMargins(0, 0, 0, 0)
        content.setSpacing(16)
        self.icon = QLabel(self.body.body)
        icon = self.windowIcon() if not self.windowIcon().isNull() else QApplication.windowIcon()
        if not icon.isNull():
            self.icon.setPixmap(icon.pixmap(ABOUT_ICON, ABOUT_ICON))
        content.addWidget(self.icon, 0, Qt.AlignmentFlag.AlignTop)
        self.text = AboutText(about_html(), self.body.body)
        # A Tab stop whose arrows, Page Up / Page Down and Home / End scroll it (``eventFilter``): on a low screen
        # (1280 x 720 at 300 % with 14 points) the text scrolled by the mouse alone, OK the one Tab stop, and the
        # keys (and a screen reader, which says the text as the focus comes to it) never reached its end
        self.text.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        focus = theme()
        self.text.setStyleSheet(f"AboutText {{ border: {focus.border_px + 1}px solid transparent; border-radius: 4px;"
                                f" background: transparent; }} AboutText:focus {{ border-color: {focus.focus}; }}")
        self.text.installEventFilter(self)
        self.text.cursorPositionChanged.connect(self._caret_seen)
        content.addWidget(self.text, 1)
        outer.addWidget(self.body, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok, self)
        buttons.accepted.connect(self.accept)
        outer.addWidget(buttons)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setDefault(True)
        self.ok.setFocus()
        margins = outer.contentsMargins()
        width = (self.fontMetrics().averageCharWidth() * ABOUT_EMS + ABOUT_ICON + content.spacing()
                 + margins.left() + margins.right())
        room = screen_room(self)
        if room is not None and room.width() > 0:
            width = min(width, room.width() - FRAME_SIDES)
        self.body.fit()
        fit_size(self, width, outer.totalHeightForWidth(width))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The keys on the text scroll it, as in a text box: ↑ ↓ a line, Page Up / Page Down a page, Home / End to
        its start and end (Ctrl too); ← → move its caret, and the body follows it (``_caret_seen``)."""
        if watched is self.text and event.type() in (QEvent.Type.FocusIn, QEvent.Type.FocusOut):
            # Tab to it and from it leaves it scrolled as it was: the scroll area showed the middle of a text higher
            # than itself (``QScrollArea.ensureWidgetVisible``), its first lines out of sight
            down, across = self.body.verticalScrollBar(), self.body.horizontalScrollBar()
            kept = (down.value(), across.value())

            def back() -> None:
                down.setValue(kept[0])
                across.setValue(kept[1])

            QTimer.singleShot(0, self, back)
        if watched is self.text and event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            others = event.modifiers() & ~(Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ControlModifier)
            key = Qt.Key(event.key())
            if not others and key in ABOUT_KEYS:
                # (← → move the caret a character, the text's own keys, and the body scrolls to it: ``_caret_seen``)
                bar = self.body.verticalScrollBar()
                bar.triggerAction(ABOUT_KEYS[key])
                self._caret_follows(key, bar.value() >= bar.maximum())
                return True
        return super().eventFilter(watched, event)

    def _caret_follows(self, key: Qt.Key, at_end: bool) -> None:
        """The caret to where ``key`` scrolled the text, for a screen reader to say the line there: ↑ ↓ a line,
        Home / End the text's start and end, Page Up / Page Down the first line in sight (the last at the end)."""
        cursor = self.text.textCursor()
        move = QTextCursor.MoveOperation
        moves = {Qt.Key.Key_Up: move.Up, Qt.Key.Key_Down: move.Down, Qt.Key.Key_Home: move.Start,
                 Qt.Key.Key_End: move.End}
        if key in moves:
            cursor.movePosition(moves[key])
        elif at_end:
            cursor.movePosition(move.End)
        else:
            top = self.text.viewport().mapFrom(self.body.viewport(), QPoint(0, 0)).y()
            cursor = self.text.cursorForPosition(QPoint(0, max(0, top)))
            cursor.movePosition(move.StartOfLine)
        self.text.setTextCursor(cursor)

    def _caret_seen(self) -> None:
        """The body scrolled to show the caret (← →, a click), as a text box keeps its caret in sight."""
        rect = self.text.cursorRect()
        centre = self.text.viewport().mapTo(self.body.body, rect.center())
        self.body.ensureVisible(centre.x(), centre.y(), rect.width() + 8, rect.height())
