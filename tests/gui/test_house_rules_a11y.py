"""New game ▸ House rules… with a screen reader (Orca QA atspi6): plain descriptions of its lists, no nameless
Tab stop, what the preset fixes said where Tab reaches it, and the rules card read whole."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel, QScrollArea, QWidget
from pytestqt.qtbot import QtBot

from spades_desktop.gui.house_rules_dialog import HouseRulesDialog

from .test_house_rules_dialog import field, in_house_rules, new_game

LISTS = ("bid_order", "first_lead", "must_overtrump", "double_nil")


def _described(widget: QWidget) -> str:
    """What a screen reader is given as ``widget``'s description (Qt falls back to the tooltip when it is empty)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    assert iface is not None
    return iface.text(QAccessible.Text.Description)


def _tab_stops(dialog: HouseRulesDialog) -> list[QWidget]:
    """The widgets Tab reaches, from the name field round to it again, pressing Tab as a player does."""
    dialog.name.setFocus()
    QApplication.processEvents()
    stops: list[QWidget] = []
    for _ in range(60):
        focused = QApplication.focusWidget()
        assert focused is not None
        stops.append(focused)
        QTest.keyClick(focused, Qt.Key.Key_Tab)
        QApplication.processEvents()
        if QApplication.focusWidget() is dialog.name:
            break
    return stops


def test_a_house_rules_list_is_described_in_plain_words_as_it_takes_the_focus(qtbot: QtBot) -> None:
    """Every list read its tip's markup: "<p>the player left of the dealer</p><p style='color: gray…'>In a preset
    file: bid_order</p>" (its description, only the choice's name, was emptied on the focus-in)."""
    new = new_game(qtbot, "auction")

    def act(dialog: HouseRulesDialog) -> None:
        for key in ("bid_order", "first_lead", "must_overtrump"):
            box = field(dialog, key)
            assert isinstance(box, QComboBox)
            box.setFocus()
            QApplication.processEvents()
            said = _described(box)
            # what the rule does (the tip's plain words, QA newbie12), then the preset file's key
            assert said.endswith(f". In a preset file: {key}") and len(said.split()) > 8, (key, said)
            assert box.currentText() not in said, "the choice is said as the value, not twice"
            box.setCurrentIndex(1)  # ↑ ↓: the description says the new choice (Orca 43 says it)
            said = _described(box)
            assert said.startswith(f"{box.currentText()}. ") and said.endswith(f". In a preset file: {key}")
        for widget in dialog.findChildren(QWidget):
            assert "<" not in _described(widget), (widget, _described(widget))

    in_house_rules(qtbot, new, act)


def test_a_house_rules_list_with_its_choice_only_is_never_described_by_its_rich_tip(qtbot: QtBot) -> None:
    """``said_on_change`` (any list): where the description was the choice alone, the focus-in left it empty and
    Qt fell back to the rich tip; now the tip's plain words are said, never its markup."""
    from spades_desktop.gui.accessibility import say_choice

    box = QComboBox()
    qtbot.addWidget(box)
    box.addItems(["the player left of the dealer", "the dealer"])
    box.setToolTip("<p>the player left of the dealer</p><p style='color: gray'>In a preset file: bid_order</p>")
    say_choice(box)
    box.show()
    box.setFocus()
    QApplication.processEvents()
    assert _described(box) == "In a preset file: bid_order"


def test_the_house_rules_fields_scroll_area_is_no_tab_stop_and_follows_the_focus(qtbot: QtBot) -> None:
    """Orca stopped on a nameless scroll pane between the name and the first field."""
    new = new_game(qtbot, "cancellation")

    def act(dialog: HouseRulesDialog) -> None:
        dialog.resize(dialog.minimumSizeHint().width(), 420)  # too low for all the fields: they scroll
        QApplication.processEvents()
        stops = _tab_stops(dialog)
        assert not any(isinstance(w, QScrollArea) for w in stops), stops
        scroll = next(w for w in dialog.findChildren(QScrollArea) if dialog.isAncestorOf(w))
        scroll.verticalScrollBar().setValue(0)
        last = field(dialog, "no_spade_lead_first_trick")
        assert last in stops
        dialog.name.setFocus()  # Tab from the name field to the last field, as a player would
        QApplication.processEvents()
        for _ in range(stops.index(last)):
            QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
        assert QApplication.focusWidget() is last
        assert scroll.verticalScrollBar().value() > 0, "the fields scrolled"
        top = last.mapTo(scroll.viewport(), QPoint(0, 0))
        assert top.y() >= 0 and top.y() + last.height() <= scroll.viewport().height(), "the focused field is in sight"

    in_house_rules(qtbot, new, act)


def test_what_the_auction_fixes_is_said_where_tab_reaches_it(qtbot: QtBot) -> None:
    """Greyed fields take no focus: "A side loses at", the lowest bid, the Nil and Bags groups and why were never
    heard. Each group's note of what is fixed and why is a Tab stop named with the fields."""
    new = new_game(qtbot, "auction")

    def act(dialog: HouseRulesDialog) -> None:
        stops = _tab_stops(dialog)
        notes = [w.accessibleName() for w in stops if isinstance(w, QLabel)]
        said = " ".join(notes)
        assert "A side loses at" in said and "The auction scores by its own table" in said
        assert "Fixed: Lowest bid. The auction's bids are 1 to 7" in said
        assert "Fixed: Nil bids allowed." in said
        assert "Fixed: Bags before a penalty, Penalty. The auction scores by its own table" in said
        first_bid = field(dialog, "bid_order")
        bidding_note = next(w for w in stops if isinstance(w, QLabel) and "Lowest bid" in w.accessibleName())
        assert stops.index(bidding_note) < stops.index(first_bid), "heard as the Bidding group is entered"

    in_house_rules(qtbot, new, act)


def test_what_other_rules_fix_is_said_where_tab_reaches_it(qtbot: QtBot) -> None:
    new = new_game(qtbot, "cancellation")

    def act(dialog: HouseRulesDialog) -> None:
        notes = [w for w in _tab_stops(dialog) if isinstance(w, QLabel)]
        names = [n.accessibleName() for n in notes]
        said = " ".join(names)
        # both held by the same rule: one reason after both names
        assert "Fixed: First lead, A player who cannot follow suit. The other rules of" in said, names
        assert "do not allow changing this: “Two decks”." in said, "which rule, in the dialog's words"
        assert all(n.isVisible() and n.text() for n in notes), "the reason shows too, not only in a tip"

    in_house_rules(qtbot, new, act)


def test_a_standard_house_rules_dialog_has_no_fixed_note(qtbot: QtBot) -> None:
    new = new_game(qtbot, "standard")

    def act(dialog: HouseRulesDialog) -> None:
        assert not any(isinstance(w, QLabel) for w in _tab_stops(dialog))

    in_house_rules(qtbot, new, act)


def test_blind_nil_shows_unticked_while_nil_is_off_and_its_tick_comes_back(qtbot: QtBot) -> None:
    new = new_game(qtbot, "standard")

    def act(dialog: HouseRulesDialog) -> None:
        nil, blind = field(dialog, "nil"), field(dialog, "blind_nil")
        assert isinstance(nil, QCheckBox) and isinstance(blind, QCheckBox)
        assert blind.isChecked()
        rules_before = dialog.rules()
        nil.setChecked(False)
        assert not blind.isEnabled() and not blind.isChecked(), "greyed and unticked beside nil not allowed"
        rules = dialog.rules()
        assert rules is not None and not rules.nil
        nil.setChecked(True)
        assert blind.isEnabled() and blind.isChecked(), "the player's tick back"
        assert dialog.rules() == rules_before

    in_house_rules(qtbot, new, act)


def test_the_auction_shows_blind_nil_unticked(qtbot: QtBot) -> None:
    new = new_game(qtbot, "auction")

    def act(dialog: HouseRulesDialog) -> None:
        blind = field(dialog, "blind_nil")
        assert isinstance(blind, QCheckBox) and not blind.isEnabled() and not blind.isChecked()

    in_house_rules(qtbot, new, act)


def test_the_rules_card_is_described_whole_in_plain_words(qtbot: QtBot) -> None:
    """Tabbed to, the card said only its first line, "Our house rules."."""
    new = new_game(qtbot, "auction")

    def act(dialog: HouseRulesDialog) -> None:
        said = _described(dialog.card)
        assert said.startswith("Our house rules. Players: 4 in two partnerships"), said
        assert "Bags: none in the auction." in said and "the first side to 500 wins" in said
        assert "==" not in said and "\n- " not in said and not said.startswith("-")
        dialog.target.setValue(300)
        assert "the first side to 300 wins" in _described(dialog.card), "it follows the fields"

    in_house_rules(qtbot, new, act)
