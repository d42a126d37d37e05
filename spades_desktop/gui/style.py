"""The window's look in one place: the colours of the table, its panels and plates, and the dialogs' style sheet.

Two themes: the standard green felt, and a high-contrast one (black table,
white text, yellow focus and turn marks, thick borders) for low vision. The
dialogs (New game, Rules, Last trick, message boxes) get a style sheet made
from the same colours, so they look like the table rather than plain grey
Qt; every field and button shows a thick, coloured focus ring, so a
keyboard user always sees where they are.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from PySide6.QtWidgets import QApplication, QWidget


@dataclass(frozen=True, slots=True)
class Theme:
    """Every colour the table and the dialogs use (CSS colour strings)."""

    name: str
    felt: tuple[str, str, str]  # the table's radial gradient: centre, middle, edge
    felt_noise: bool  # the cloth texture over the felt
    ring: str  # the faint ring where the trick is played
    panel_bg: str
    panel_border: str
    text: str
    title: str
    muted: str
    button_bg: str
    button_text: str
    button_border: str
    accent: str  # default buttons, the turn and focus marks
    focus: str
    plate_bg: str
    plate_border: str
    plate_text: str
    plate_detail: str
    plate_active: str
    paper: str  # dialogs
    ink: str
    ink_muted: str
    heading: str
    error: str
    border_px: int


STANDARD = Theme(
    name="standard",
    felt=("#2f8a52", "#226b3e", "#0f3a22"),
    felt_noise=True,
    ring="#1cffffff",  # QColor strings: #AARRGGBB
    panel_bg="rgb(8, 30, 19)",  # opaque: the name plates showed faintly through the numbers
    panel_border="rgba(255, 206, 84, 190)",
    text="#f3f1e8",
    title="#ffd56a",
    muted="#c9dccf",
    button_bg="#f4efe1",
    button_text="#1b1b1b",
    button_border="#b49a5a",
    accent="#ffce54",
    focus="#ffb400",
    plate_bg="#d7081a11",
    plate_border="#3cffffff",
    plate_text="#ffffff",
    plate_detail="#c8dccd",
    plate_active="#ffce54",
    paper="#fbf7ea",
    ink="#1d2b3a",
    ink_muted="#3f4d5a",  # 8:1 on the paper: readable, unlike light grey on grey
    heading="#1f5c3a",
    error="#a32a12",
    border_px=2,
)

HIGH_CONTRAST = Theme(
    name="high-contrast",
    felt=("#000000", "#000000", "#000000"),
    felt_noise=False,
    ring="#ffffff",
    panel_bg="#000000",
    panel_border="#ffff00",
    text="#ffffff",
    title="#ffff00",
    muted="#ffffff",
    button_bg="#ffffff",
    button_text="#000000",
    button_border="#ffffff",
    accent="#ffff00",
    focus="#00ffff",
    plate_bg="#000000",
    plate_border="#ffffff",
    plate_text="#ffffff",
    plate_detail="#ffffff",
    plate_active="#ffff00",
    paper="#000000",
    ink="#ffffff",
    ink_muted="#ffffff",
    heading="#ffff00",
    error="#ff8080",
    border_px=3,
)

THEMES = {STANDARD.name: STANDARD, HIGH_CONTRAST.name: HIGH_CONTRAST}

_current = STANDARD


def theme() -> Theme:
    """The theme in use."""
    return _current


def set_theme(name: str) -> Theme:
    """Use the theme ``name`` (an unknown name gives the standard one) for everything drawn from now on."""
    global _current
    _current = THEMES.get(name, STANDARD)
    app = QApplication.instance()
    if isinstance(app, QApplication):
        sheet = dialog_style_sheet(_current)
        if app.styleSheet() != sheet:  # setting a style sheet re-polishes every widget: only when it changes
            app.setStyleSheet(sheet)
    return _current


PANEL_BUTTON_BORDER, PANEL_BUTTON_RING = 1, 3  # a panel button's border, and its focus ring (``panel_style_sheet``)


def panel_button_padding(vertical: int, horizontal: int) -> str:
    """A panel button's own style: ``vertical`` x ``horizontal`` pixels round its words (at least the ring's 2
    pixels beyond the border), the focus ring taking its room from them while the button is focused or chosen for
    Enter, so that the button is as large either way and its words keep their room.

    A button's own padding outweighs the panel sheet's (``2px 8px`` with the ring): at the bid panel's tightest
    "Look at my cards", 17 pixels high and chosen for Enter, kept 1 pixel of padding inside the 3-pixel ring and
    9 pixels for words 13 high, the tail of its "y" cut (QA lowvision8, 200 % with a 14-point font)."""
    extra = PANEL_BUTTON_RING - PANEL_BUTTON_BORDER
    vertical, horizontal = max(extra, vertical), max(extra, horizontal)
    ringed = f"{vertical - extra}px {horizontal - extra}px"
    return (f"QPushButton {{ padding: {vertical}px {horizontal}px; }}\n"
            f'QPushButton:focus, QPushButton[chosen="true"] {{ padding: {ringed}; }}')


def panel_style_sheet(t: Theme | None = None) -> str:
    """The floating panels over the table (bid panel, hand summary…).

    A quiet button's border colour is set by its name (``#Quiet``), which outweighs ``:focus``: its focus ring
    (and its ring when chosen for Enter) is given the focus colour again by name, or it showed grey (QA)."""
    t = t or _current
    b = t.border_px
    edge, ring = PANEL_BUTTON_BORDER, PANEL_BUTTON_RING
    focused = f"{4 - (ring - edge)}px {10 - (ring - edge)}px"  # as large as a button without the ring
    return f"""
QFrame#Panel {{ background: {t.panel_bg}; border: {b}px solid {t.panel_border}; border-radius: 14px; }}
QLabel {{ color: {t.text}; background: transparent; }}
QLabel#Title {{ color: {t.title}; font-weight: bold; }}
QLabel#Muted {{ color: {t.muted}; }}
QLabel#Head {{ color: {t.muted}; font-weight: bold; }}
QLabel#Strong {{ color: {t.text}; font-weight: bold; }}
RunningTotalsChart {{ color: {t.text}; placeholder-text-color: {t.muted}; }}
QPushButton {{
    background: {t.button_bg}; color: {t.button_text}; border: {edge}px solid {t.button_border}; border-radius: 8px;
    font-weight: bold; padding: 4px 10px;
}}
QPushButton:hover {{ background: #fff6d6; border-color: {t.accent}; }}
QPushButton:pressed {{ background: #e6d9b3; }}
QPushButton:focus {{ border: {ring}px solid {t.focus}; padding: {focused}; }}
QPushButton:disabled {{ background: #6f7a72; color: #e8ece9; border-color: #6f7a72; }}
QPushButton[chosen="true"] {{ border: {ring}px solid {t.focus}; padding: {focused}; background: #fff1c2; }}
QPushButton#Accent {{ background: {t.accent}; }}
QPushButton#Quiet {{ background: rgba(255,255,255,30); color: {t.text}; border-color: rgba(255,255,255,120); }}
QPushButton#Quiet[chosen="true"], QPushButton#Quiet:focus {{ border-color: {t.focus}; }}
"""


def _ui_picture(name: str) -> str:
    """A picture of ``assets/ui`` as a style sheet's ``url()`` path; "" in a damaged install without the assets
    (the widget then lacks that picture, the dialogs still open)."""
    from ..paths import assets_dir

    try:
        return (assets_dir() / "ui" / name).as_posix()
    except FileNotFoundError:
        return ""


def spin_arrow(direction: str, t: Theme) -> str:
    """A spin box's arrow picture (``assets/ui``) in the theme's ink, as a style sheet's ``url()`` path: a
    styled spin box draws no arrows of its own."""
    return _ui_picture(f"spin-{direction}-{'light' if t is HIGH_CONTRAST else 'dark'}.svg")


def disabled_arrow(direction: str, t: Theme) -> str:
    """A spin box's or a menu button's arrow picture greyed as a disabled widget's words (``assets/ui``), as a style
    sheet's ``url()`` path."""
    return _ui_picture(f"spin-{direction}-{t.name}-disabled.svg")


def indicator_mark(kind: str, t: Theme, disabled: bool = False) -> str:
    """A check box's tick (``kind`` "check") or a radio button's dot ("radio"), ``assets/ui``, in the theme's ink
    (greyed for a disabled box), as a style sheet's ``url()`` path: once the style sheet styles the indicator, the
    style no longer draws the tick (it drew it with the palette, which the sheet's colours do not reach)."""
    return _ui_picture(f"{kind}-{t.name}{'-disabled' if disabled else ''}.svg")


def restyle(widget: QWidget) -> None:
    """Apply the style sheet again after a dynamic property the sheet reads changed (``[chosen="true"]``,
    ``[invalid="true"]``) or the object name did: Qt restyles a widget only when it is polished again."""
    widget.style().unpolish(widget)
    widget.style().polish(widget)


PAPER_WINDOWS = ("QDialog", "ScorekeeperWindow", "ReviewWindow", "DuplicateWindow")
"""The windows drawn on the dialogs' paper: every dialog, and the windows of their own beside the table (the
table's main window keeps the felt)."""


def _scoped(sheet: str, scopes: tuple[str, ...] = PAPER_WINDOWS) -> str:
    """``sheet`` with each selector that starts ``&`` written once for every scope (``& QLabel`` →
    ``QDialog QLabel, ScorekeeperWindow QLabel, …``): one rule for every paper window."""
    def expand(match: re.Match[str]) -> str:
        out: list[str] = []
        for selector in (s.strip() for s in match.group(1).split(",")):
            scoped = selector.startswith("&")
            out.extend([selector.replace("&", scope, 1) for scope in scopes] if scoped else [selector])
        return "\n" + ", ".join(out) + " {" + match.group(2) + "}"

    return re.sub(r"([^{}]+?)\s*\{([^{}]*)\}", expand, sheet)


PROGRESS = "#7fb08f"
"""A progress bar's done part on paper: a light felt green, under the ink's text at 5.8:1."""
PROGRESS_HIGH = "#1f6fbf"
"""In high contrast: blue, under white text at 5.1:1 and 4.1:1 against the black still to do."""


SCROLL_BAR = {"standard": 14, "high-contrast": 18}
"""A scroll bar's width (a horizontal one's height) in each theme, its arrow buttons as long: Qt's 14 pixels in the
standard theme, wider to grab in high contrast (twice as wide again at 200 %)."""


def scroll_bar_style_sheet(t: Theme) -> str:
    """Every scroll bar, in every window: a handle that stands out from its groove and the page (at least 3:1), a
    darker handle under the mouse and while dragged, arrow buttons with the theme's arrows.

    Qt's stock bars (Fusion) drew a handle of #f9f9f9 on a groove of #e6e6e6, 1.2:1, in both themes: on the black
    page of high contrast a thin grey strip (low-vision QA 9). Here white on black in high contrast (yellow under
    the mouse, cyan while dragged) and 18 pixels wide, in the standard theme slate grey on a light groove (3.5:1,
    4.1:1 on the paper). A styled bar is drawn wholly by the sheet, so each part has its rule."""
    high = t is HIGH_CONTRAST
    across = SCROLL_BAR[t.name] if t.name in SCROLL_BAR else SCROLL_BAR["standard"]
    groove, edge = ("#000000", "#ffffff") if high else ("#ece7d8", "#b49a5a")
    handle, hover, pressed = ("#ffffff", t.accent, t.focus) if high else ("#6f7a84", t.heading, t.ink)
    button, button_hover = ("#000000", "#333333") if high else ("#f4efe1", "#fff6d6")
    ink = "light" if high else "dark"
    # the arrow buttons and the least handle as long as Qt's: a bar's least length is a scroll area's least height
    # (the pad's rows', the house rules' fields'), and with 28-pixel handles and 20-pixel bars the window's least
    # height at 14 points on 1280 x 720 at 150 % no longer fitted the screen, the house rules' card went below
    length = 14
    return f"""
QScrollBar:vertical {{ background: {groove}; width: {across}px; margin: {length}px 0px {length}px 0px;
    border: 1px solid {edge}; }}
QScrollBar:horizontal {{ background: {groove}; height: {across}px; margin: 0px {length}px 0px {length}px;
    border: 1px solid {edge}; }}
QScrollBar::handle {{ background: {handle}; border-radius: 3px; }}
QScrollBar::handle:vertical {{ min-height: {length}px; margin: 2px 2px; }}
QScrollBar::handle:horizontal {{ min-width: {length}px; margin: 2px 2px; }}
QScrollBar::handle:hover {{ background: {hover}; }}
QScrollBar::handle:pressed {{ background: {pressed}; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QScrollBar::add-line, QScrollBar::sub-line {{ background: {button}; border: 1px solid {edge};
    subcontrol-origin: margin; }}
QScrollBar::add-line:hover, QScrollBar::sub-line:hover {{ background: {button_hover}; }}
QScrollBar::add-line:vertical {{ subcontrol-position: bottom; height: {length}px; }}
QScrollBar::sub-line:vertical {{ subcontrol-position: top; height: {length}px; }}
QScrollBar::add-line:horizontal {{ subcontrol-position: right; width: {length}px; }}
QScrollBar::sub-line:horizontal {{ subcontrol-position: left; width: {length}px; }}
QScrollBar::up-arrow {{ image: url({_ui_picture(f"spin-up-{ink}.svg")}); width: 10px; height: 6px; }}
QScrollBar::down-arrow {{ image: url({_ui_picture(f"spin-down-{ink}.svg")}); width: 10px; height: 6px; }}
QScrollBar::left-arrow {{ image: url({_ui_picture(f"spin-left-{ink}.svg")}); width: 6px; height: 10px; }}
QScrollBar::right-arrow {{ image: url({_ui_picture(f"spin-right-{ink}.svg")}); width: 6px; height: 10px; }}
"""


def dialog_style_sheet(t: Theme | None = None) -> str:
    """Every dialog and paper window: the scorepad's paper and ink, the felt's green for headings, a gold focus
    ring; in high contrast also the menus, the status bar and the tables.

    No rule for a state (``:default``, ``:focus``…) changes the room inside a widget: Qt sizes a widget by its
    plain state, so a bold default button cut its longer labels ("Start keeping score"), and the thick focus
    ring cut "Export…" to "xport.."; the ring takes its width from the padding instead."""
    t = t or _current
    b = t.border_px
    high = t is HIGH_CONTRAST
    button = "#000000" if high else "#f4efe1"  # a dialog's buttons, the spin boxes' too
    hover = "#333333" if high else "#fff6d6"
    # A disabled button was drawn as an enabled one (the default button in its full green): the History window's
    # Continue for a finished game looked like the way on, and did nothing. Grey and dashed, the same room.
    disabled = "#9a9a9a" if high else "#8f8b80"
    field = "#000000" if high else "#ffffff"  # what is typed or ticked in: the fields', the check boxes' face
    # A check box drawn by the style took the palette's colours, which the sheet does not set: its words were black
    # on the high-contrast paper (QA); a sheet colour for its words whitened the style's tick on its white face.
    # So the sheet draws the whole box: the words in the ink, a face with the ink's border, the tick a picture.
    # Its focus ring has its room when unfocused too, unseen (the ring cut "Fill the page" to "Fill the pag"), and
    # a little more at the right of the words; hardly any at the left, to keep the box in line with the labels.
    # The ring is the focus, alone: the style's own focus rectangle laid a faint tint over the words inside it,
    # as if the box were half chosen (low-vision QA, Tab to "Fill the page" in high contrast).
    box, tick = 0.9, 2 if high else 1
    # Selected text and an open list box's current item: white on the heading green (7.9:1), in high contrast black
    # on yellow as the History rows and the menus (the field's selection was Qt's stock blue, 3.7:1; the heading is
    # the yellow in high contrast, under white).
    chosen_bg, chosen_text = (t.accent, "#000000") if high else (t.heading, "#ffffff")
    # An open list box is a plain list under the box (combobox-popup: 0), its current item in the chosen colours:
    # Fusion's menu-like list drew that item with the palette, which the sheet does not reach (it looked like the
    # others), and took its top and bottom room from the box's padding, which the focus ring changes, so a box
    # opened from the keyboard had its last item behind a scroll arrow. The line edit of an editable box has no
    # border or padding of its own inside the box's: the print preview's zoom box left 8 pixels for 14-pixel digits.
    # A menu button's ▼ (Export) in its label's colour in every state: Fusion's, near white, vanished on the yellow of
    # a focused button in high contrast.
    sheet = _scoped(f"""
& {{ background: {t.paper}; color: {t.ink}; }}
& QLabel {{ color: {t.ink}; background: transparent; }}
& QLabel#Muted {{ color: {t.ink_muted}; }}
& QLabel#Error {{ color: {t.error}; font-weight: bold; }}
& WinRateChart, & RunningTotalsChart {{ color: {t.ink}; placeholder-text-color: {t.ink_muted}; }}
& QGroupBox {{
    color: {t.heading}; font-weight: bold; border: 1px solid {t.heading}; border-radius: 8px;
    margin-top: 1.2em; padding: 6px;
}}
& QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
& QLineEdit, & QComboBox, & QSpinBox, & QTextEdit, & QPlainTextEdit {{
    background: {field}; color: {t.ink};
    border: 1px solid {t.ink_muted}; border-radius: 5px; padding: 3px 5px;
    selection-background-color: {chosen_bg}; selection-color: {chosen_text};
}}
& QSpinBox {{ padding-right: 20px; }}
& QSpinBox::up-button, & QSpinBox::down-button {{
    subcontrol-origin: padding; width: 18px; border-left: 1px solid {t.ink_muted};
    background: {button};
}}
& QSpinBox::up-button {{ subcontrol-position: top right; }}
& QSpinBox::down-button {{ subcontrol-position: bottom right; }}
& QSpinBox::up-button:hover, & QSpinBox::down-button:hover {{
    background: {hover}; }}
& QSpinBox::up-arrow {{ image: url({spin_arrow("up", t)}); width: 10px; height: 6px; }}
& QSpinBox::down-arrow {{ image: url({spin_arrow("down", t)}); width: 10px; height: 6px; }}
& QComboBox {{ padding-right: 24px; combobox-popup: 0; }}
& QComboBox::drop-down {{
    subcontrol-origin: padding; subcontrol-position: top right; width: 20px;
    border-left: 1px solid {t.ink_muted}; background: {button};
    border-top-right-radius: 4px; border-bottom-right-radius: 4px;
}}
& QComboBox::drop-down:hover {{ background: {hover}; }}
& QComboBox::down-arrow {{ image: url({spin_arrow("down", t)}); width: 10px; height: 6px; }}
& QComboBox QAbstractItemView, & QComboBox QAbstractItemView:focus {{ background: {t.paper}; color: {t.ink};
    border: 1px solid {t.ink_muted}; padding: 0px;
    selection-background-color: {chosen_bg}; selection-color: {chosen_text}; }}
& QComboBox QAbstractItemView::item {{ padding: 3px 5px; }}
& QComboBox QLineEdit, & QComboBox QLineEdit:focus, & QComboBox QLineEdit:disabled {{
    border: none; padding: 0px; background: transparent; }}
& QLineEdit:focus, & QComboBox:focus, & QSpinBox:focus, & QTextEdit:focus,
& QPlainTextEdit:focus {{
    border: {b + 1}px solid {t.focus}; padding: {3 - b}px {5 - b}px; }}
& QSpinBox:focus {{ padding-right: {20 - b}px; }}
& QComboBox:focus {{ padding-right: {24 - b}px; }}
& QCheckBox, & QRadioButton {{
    color: {t.ink}; background: transparent; spacing: 6px; border: {b + 1}px solid transparent; border-radius: 4px;
    padding: 1px 3px 1px 1px;
}}
& QCheckBox:disabled, & QRadioButton:disabled {{ color: {disabled}; }}
& QCheckBox::indicator, & QRadioButton::indicator {{
    width: {box}em; height: {box}em; border: {tick}px solid {t.ink}; background: {field}; }}
& QCheckBox::indicator {{ border-radius: 3px; }}
& QRadioButton::indicator {{ border-radius: {box / 2}em; }}
& QCheckBox::indicator:hover, & QRadioButton::indicator:hover {{ border-color: {t.heading}; }}
& QCheckBox::indicator:checked {{ image: url({indicator_mark("check", t)}); }}
& QRadioButton::indicator:checked {{ image: url({indicator_mark("radio", t)}); }}
& QCheckBox::indicator:disabled, & QRadioButton::indicator:disabled {{
    border: {tick}px dashed {disabled}; background: {button}; }}
& QCheckBox::indicator:checked:disabled {{ image: url({indicator_mark("check", t, disabled=True)}); }}
& QRadioButton::indicator:checked:disabled {{ image: url({indicator_mark("radio", t, disabled=True)}); }}
& QCheckBox:focus, & QRadioButton:focus {{ border-color: {t.focus}; outline: none; }}
& QPushButton {{
    background: {button}; color: {t.ink};
    border: 1px solid {t.heading}; border-radius: 7px; padding: 5px 14px;
}}
& QPushButton:hover {{ background: {hover}; }}
& QPushButton:default {{ background: {t.heading}; color: {'#000000' if high else '#ffffff'}; }}
& QPushButton:disabled {{ background: {button}; color: {disabled}; border: 1px dashed {disabled}; }}
& QLineEdit:disabled, & QComboBox:disabled, & QSpinBox:disabled {{
    background: {button}; color: {disabled}; border: 1px dashed {disabled}; }}
& QPushButton:focus {{ border: {b + 1}px solid {t.focus}; padding: {5 - b}px {14 - b}px; }}
& QPushButton::menu-indicator {{ image: url({spin_arrow("down", t)}); width: 10px; height: 6px;
    subcontrol-origin: padding; subcontrol-position: right center; }}
& QPushButton::menu-indicator:default {{ image: url({_ui_picture(f"spin-down-{'dark' if high else 'light'}.svg")}); }}
& QPushButton::menu-indicator:disabled, & QPushButton::menu-indicator:default:disabled,
& QToolButton::menu-indicator:disabled, & QToolButton::menu-arrow:disabled,
& QComboBox::down-arrow:disabled, & QSpinBox::down-arrow:disabled {{ image: url({disabled_arrow("down", t)}); }}
& QSpinBox::up-arrow:disabled {{ image: url({disabled_arrow("up", t)}); }}
& QProgressBar {{ background: {'#000000' if high else '#ffffff'}; color: {t.ink}; text-align: center;
    border: 1px solid {t.ink_muted}; border-radius: 5px; }}
& QProgressBar::chunk {{ background: {PROGRESS_HIGH if high else PROGRESS}; border-radius: 4px; }}
& QTableView, & QListView {{ border: 1px solid {t.ink_muted}; padding: {b}px; }}
& QTableView:focus, & QListView:focus {{ border: {b + 1}px solid {t.focus}; padding: 0px; }}
& QScrollArea[focusRing="true"] {{ border: {b + 1}px solid transparent; border-radius: 4px; }}
& QScrollArea[focusRing="true"]:focus {{ border-color: {t.focus}; }}
& QLineEdit[invalid="true"] {{ border: {b}px solid {t.error}; padding: {4 - b}px {6 - b}px;
    background: {'#3d0000' if high else '#fdecea'}; }}
""")
    sheet += scroll_bar_style_sheet(t)
    sheet += f"""
QStatusBar QLabel#AutosaveProblem {{ color: {t.error}; font-weight: bold; }}
"""
    # The print preview's page, which has the focus as the preview opens, with a focus ring as the lists have:
    # Qt's pane showed nothing of it (low-vision QA 10).
    sheet += f"""
QPrintPreviewDialog QGraphicsView {{ border: 1px solid {t.ink_muted}; padding: {b}px; }}
QPrintPreviewDialog QGraphicsView:focus {{ border: {b + 1}px solid {t.focus}; padding: 0px; }}
"""
    if high:
        sheet += f"""
QMenuBar, QMenu, QStatusBar, QStatusBar QLabel, QDockWidget {{ background: #000000; color: #ffffff; }}
QMenuBar::item:selected, QMenu::item:selected {{ background: {t.accent}; color: #000000; }}
QDockWidget::title {{ background: #000000; color: #ffffff; padding-left: 4px; }}
QTableView, QListView, QTreeView {{
    background: #000000; alternate-background-color: #1a1a1a; color: #ffffff; gridline-color: #ffffff;
    selection-background-color: {t.accent}; selection-color: #000000; border: 1px solid #ffffff; }}
QTableView:focus, QListView:focus, QTreeView:focus {{ border: {b}px solid {t.focus}; }}
QHeaderView {{ background: #000000; }}
QHeaderView::section {{ background: #000000; color: {t.title}; border: 1px solid #ffffff; padding: 3px; }}
DuplicateWindow QHeaderView::section {{ padding: 3px 1px; }}
QTableCornerButton::section {{ background: #000000; border: 1px solid #ffffff; }}
"""
        # The print preview's tool bar on the black, as the dialog's labels are white: on Qt's light grey the page
        # total "/ 1" was white at 1.1:1 (low-vision QA 10). Qt's icons are drawn for a light ground: each
        # button a white tile, a chosen one (Fit page, Portrait) yellow, a greyed one dark and dashed.
        sheet += f"""
QPrintPreviewDialog QToolBar {{ background: #000000; border: none; border-bottom: 1px solid #ffffff; spacing: 3px;
    padding: 2px; }}
QPrintPreviewDialog QToolButton {{ background: #ffffff; border: 1px solid #ffffff; border-radius: 4px;
    padding: 2px; }}
QPrintPreviewDialog QToolButton:hover {{ background: #cccccc; }}
QPrintPreviewDialog QToolButton:checked {{ background: {t.accent}; border-color: {t.accent}; }}
QPrintPreviewDialog QToolButton:disabled {{ background: #4d4d4d; border: 1px dashed {disabled}; }}
"""
    return sheet


def apply(app: QApplication, name: str = "standard") -> None:
    """Install the theme's dialog style sheet on the application."""
    global _current
    _current = THEMES.get(name, STANDARD)
    app.setStyleSheet(dialog_style_sheet(_current))
