"""The welcome a new player meets at the very first start, before the first deal (Help ▸ Welcome opens it again).

A few friendly lines about the game (with the chosen rules' own numbers), the player's name, the bots' level and
the rules (the presets the New game dialog offers), and Deal. At the first start Escape or closing it deals the
default game, so the player is never left at an empty table; opened from the Help menu it can just be closed.
Every rule past these lines is in the rules card (``rules_card_text``), which Full rules… shows.
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from .. import APP_NAME
from ..ai import LEVELS
from ..engine import RuleSet
from ..record.names import PlayerNameError, check_player_name
from . import texts
from .accessibility import choice_said, name_mnemonic_labels, said_in_description, said_on_change
from .controller import HUMAN
from .info_dialogs import TextDialog
from .layouts import BodyScroll, fit_size, keep_room_for_wrapped_text
from .level_box import fill_level_box
from .presets import PresetChoice, find_preset, rules_card_text
from .settings import NAME_MAX, NewGameChoices

DEFAULT_LEVEL = "normal"  # the bots' level the New game dialog gives a seat nobody chose for
WIDTH = 540  # the welcome's width: its lines of text are not too long to read


class WelcomeDialog(QDialog):
    """See the module docstring. ``first_start``: Escape and closing deal the default game (``dealt_default``)."""

    def __init__(self, presets: list[PresetChoice], choices: NewGameChoices, first_start: bool,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Welcome to {0}").format(APP_NAME))
        self.setMinimumWidth(WIDTH)
        self._presets = presets
        self.first_start = first_start
        self.dealt_default = False  # True when the first start's welcome was closed without Deal
        outer = QVBoxLayout(self)
        outer.setSpacing(10)
        self.body = BodyScroll(self)  # all but the buttons: it scrolls on a screen too low for it (1366 x 768 at
        content = QVBoxLayout(self.body.body)  # 150 % in Russian), where the buttons fell off the screen
        content.setContentsMargins(0, 0, 0, 0)
        content.setSpacing(10)
        outer.addWidget(self.body, 1)
        self.heading = QLabel(self.tr("Welcome to {0}!").format(APP_NAME), self)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.35)
        self.heading.setFont(font)
        content.addWidget(self.heading)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setTextFormat(Qt.TextFormat.RichText)
        self.intro.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        content.addWidget(self.intro)
        content.addSpacing(4)

        form = QFormLayout()
        self.name = QLineEdit(self)
        self.name.setMaxLength(NAME_MAX)
        self.name.setPlaceholderText(texts.seat_default_name("south", True, 1))  # "You"
        self.name.setAccessibleName(self.tr("Your name"))
        said_in_description(self.name)  # the whole name said (Orca 43 dropped its last letter)
        form.addRow(self.tr("Your &name:"), self.name)
        self.level = QComboBox(self)
        fill_level_box(self.level, LEVELS, self.tr("How well the bots play"))
        self.level.setAccessibleName(self.tr("Bots"))
        form.addRow(self.tr("&Bots:"), self.level)
        self.preset = QComboBox(self)
        for choice in presets:
            self.preset.addItem(choice.name, choice.id)
        self.preset.setAccessibleName(self.tr("Rules"))
        form.addRow(self.tr("&Rules:"), self.preset)
        content.addLayout(form)
        self.error = QLabel(self)
        self.error.setObjectName("Error")
        self.error.setWordWrap(True)
        self.error.hide()
        content.addWidget(self.error)

        buttons = QHBoxLayout()  # the rules at the left, Deal at the right whatever the platform's button order
        self.rules_button = QPushButton(self.tr("Full r&ules…"), self)
        self.rules_button.setToolTip(self.tr("Every rule of the chosen rules, as Help ▸ Rules of this game shows "
                                             "them"))
        self.rules_button.clicked.connect(self.show_rules)
        buttons.addWidget(self.rules_button)
        buttons.addStretch(1)
        self.close_button: QPushButton | None = None
        if not first_start:
            self.close_button = QPushButton(self.tr("&Close"), self)
            self.close_button.clicked.connect(self.reject)
            buttons.addWidget(self.close_button)
        self.deal_button = QPushButton(self.tr("&Deal"), self)
        self.deal_button.setDefault(True)  # Enter in the name field deals
        self.deal_button.clicked.connect(self.accept)
        buttons.addWidget(self.deal_button)
        outer.addLayout(buttons)

        self._fill(choices)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        said_on_change(self.preset)  # the rules' name not said twice as the box takes the focus
        self.name.textChanged.connect(self._name_changed)
        name_mnemonic_labels(self)
        self.name.setFocus()
        self._rules_dialog: TextDialog | None = None  # Full rules…'s dialog, once opened
        # Qt opened it at two thirds of the screen's height at most (540 x 400 on a 600-pixel screen): the intro
        # stopped mid-line and its last line was hidden. It opens as high as its lines at its width (within the
        # screen's free room), and stays high enough for them when other rules change them.
        keep_room_for_wrapped_text(self)
        self.resize(WIDTH, self.height())
        self.body.fit()
        fit_size(self, WIDTH, self.sizeHint().height())

    def _fill(self, choices: NewGameChoices) -> None:
        """The remembered choices (Help ▸ Welcome after a game): the rules, the first seat's name, the bots' level."""
        self.preset.setCurrentIndex(max(0, self.preset.findData(choices.preset_id)))
        name = choices.names[0].strip() if choices.names else ""
        if name and name not in texts.default_names("south", True):
            self.name.setText(name)
        bots = [level for level in choices.levels[1:] if level in LEVELS]
        self.level.setCurrentIndex(max(0, self.level.findData(bots[0] if bots else DEFAULT_LEVEL)))
        self._preset_changed()

    # ----------------------------------------------------------------- texts
    def current_preset(self) -> PresetChoice:
        found = find_preset(self._presets, str(self.preset.currentData()))
        return found if found is not None else self._presets[0]

    def _preset_changed(self) -> None:
        choice = self.current_preset()
        self.preset.setToolTip(choice.description)  # the lines above say the chosen rules' numbers
        self.preset.setAccessibleDescription(choice_said(choice.name, choice.description))  # ↑ ↓ say the name
        lines = self.intro_lines(choice.rules)
        self.intro.setText("".join(f"<p>{line}</p>" for line in lines))
        self.intro.setAccessibleName(re.sub(r"<[^>]+>", "", " ".join(lines)))  # said without the bold tags

    def intro_lines(self, rules: RuleSet) -> list[str]:
        """The game in a few lines, with the numbers of ``rules`` (the rules card has the rest)."""
        players = rules.players
        if rules.partnerships:
            seats = (self.tr("Four players, two against two: your partner sits across the table from you, and "
                             "bots play the other seats.") if players == 4 else
                     self.tr("{0} players in partnerships of two: your partner sits across the table from you, "
                             "and bots play the other seats.").format(players))
            lines = [seats, self.tr("Each hand, everyone bids the tricks they expect to take; you and your partner "
                                    "try to take at least your two bids together.")]
        else:
            lines = [self.tr("{0} players, each playing for themselves against the bots.").format(players),
                     self.tr("Each hand, everyone bids the tricks they expect to take, then tries to take at "
                             "least that many.")]
        if not (rules.auction or rules.partnership_talk):  # what a bid of a number scores (a beginner's QA:
            # only nil had its points, and "at least" led to extra tricks, "bags +2" then said nothing)
            lines.insert(2, self.points_line(rules))
        # What a trick is comes first (a beginner's QA: a 12-year-old never met the word explained).
        lines.insert(1, self.tr("A <b>trick</b>: each player plays one card in turn, and the highest card of the suit "
                                "led takes all of them."))
        lines.append(self.tr("Follow the suit that was led if you can. Spades are trump: a spade beats any card "
                             "of the other suits."))
        if rules.spades_broken:  # the table refuses "spades are not broken yet: lead another suit", never explained
            # before (a newcomer's QA); the engine's rule, as the rules card says it
            lines.append(self.tr("You may not lead a spade until a spade has been played on another suit (spades "
                                 "are then <b>broken</b>), unless you hold only spades.")
                         if rules.trump_suit == "spades" else
                         self.tr("You may not lead a trump until a trump has been played on another suit (trumps "
                                 "are then <b>broken</b>), unless you hold only trumps."))
        if rules.nil:
            lines.append(self.tr("<b>Nil</b>: you promise to take no tricks at all: +{0}, or −{0} if you take "
                                 "one.").format(rules.nil_value))
            if rules.blind_nil:
                lines.append(self.tr("<b>Blind nil</b>: the same promise, made before you look at your cards: +{0} "
                                     "or −{0}.").format(rules.blind_nil_value))
        if not rules.hands_only and rules.mercy is not None and not rules.auction:
            # a beginner's first game ended at -252 "lost at -200": the welcome had said only "first to 500" (QA)
            lose = texts.minus(rules.mercy)
            lines.append(self.tr("The first to {0} points wins; a side that falls to {1} loses. Press H during the "
                                 "game for a hint.").format(rules.target, lose) if rules.partnerships else
                         self.tr("The first to {0} points wins; a player who falls to {1} loses. Press H during the "
                                 "game for a hint.").format(rules.target, lose))
        elif not rules.hands_only:
            lines.append(self.tr("The first to {0} points wins. Press H during the game for a hint.").format(
                rules.target))
        else:
            lines.append(self.tr("Press H during the game for a hint."))
        return lines

    def points_line(self, rules: RuleSet) -> str:
        """What a bid of a number scores, with the rules' bags."""
        short = (self.tr("a bid missed loses 10 for each trick short") if rules.set_per_missing_trick
                 else self.tr("a bid missed loses 10 a trick bid"))
        if rules.bags_count:
            return self.tr("<b>Points</b>: a bid made scores 10 a trick bid, plus 1 for each trick over it (a "
                           "<b>bag</b>: every {0} bags cost {1}); {2}.").format(rules.bag_limit, rules.bag_penalty,
                                                                              short)
        return self.tr("<b>Points</b>: a bid made scores 10 a trick bid, plus 1 for each trick over it; {0}.").format(
            short)

    # ----------------------------------------------------------------- name
    def _name_changed(self) -> None:
        problem = self.name_problem()
        self.error.setText(problem)
        self.error.setVisible(bool(problem))
        self.deal_button.setEnabled(not problem)

    def name_problem(self) -> str:
        """Why the typed name cannot be a player's ("" when it can; an empty one is "You")."""
        text = self.name.text()
        if not text.strip():
            return ""
        try:
            check_player_name(text)
        except PlayerNameError:
            return self.tr("This name cannot be used: it holds an invisible or control character.")
        return ""

    # ---------------------------------------------------------------- result
    def choices(self) -> NewGameChoices:
        """What the New game dialog remembers: the rules, your name in the first seat, the bots' level."""
        rules = self.current_preset().rules
        level = str(self.level.currentData())
        return NewGameChoices(preset_id=self.current_preset().id,
                              names=(self.name.text().strip(),) + ("",) * (rules.players - 1),
                              levels=(HUMAN,) + (level,) * (rules.players - 1))

    def show_rules(self) -> None:
        """Full rules…: the rules card of the chosen rules (Help ▸ Rules of this game's dialog)."""
        choice = self.current_preset()
        dialog = TextDialog(self.tr("Rules: {0}").format(choice.name), rules_card_text(choice, choice.rules),
                            parent=self)
        self._rules_dialog = dialog
        dialog.open()

    def accept(self) -> None:
        if self.name_problem():
            return
        super().accept()

    def reject(self) -> None:
        """Escape, Close or the window's close button (``QDialog.closeEvent`` rejects); at the first start the
        default game is dealt."""
        self.dealt_default = self.first_start
        super().reject()

