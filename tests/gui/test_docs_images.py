"""docs/make_images.py makes every picture the docs show, and a picture from it comes out whole."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path
from types import ModuleType

from PySide6.QtGui import QImage

from spades_desktop.gui.application import make_application

ROOT = Path(__file__).resolve().parents[2]


def make_images() -> ModuleType:
    spec = importlib.util.spec_from_file_location("make_images", ROOT / "docs" / "make_images.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shown_in_docs() -> set[str]:
    """The names of the pictures README.md and docs/*.md show (``images/NAME.png``)."""
    names = set()
    for page in [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]:
        names |= set(re.findall(r"images/([\w.-]+)\.png", page.read_text(encoding="utf-8")))
    return names


def test_the_script_makes_every_picture_the_docs_show() -> None:
    images = make_images().IMAGES
    shown = shown_in_docs()
    assert "menu-game" in shown and "table" in shown
    assert shown - set(images) == set(), "a picture in the docs that docs/make_images.py does not make"
    kept = {path.stem for path in (ROOT / "docs" / "images").glob("*.png")}
    assert kept - set(images) == set(), "a picture in docs/images that nothing makes again"
    assert set(images) - kept == set(), "a picture the script makes that is not in docs/images"


def test_a_picture_is_made_at_its_size(tmp_path: Path) -> None:
    make_application()
    module = make_images()
    made = module.make(["duplicate-setup"], tmp_path)
    assert made == [tmp_path / "duplicate-setup.png"]
    picture = QImage(str(made[0]))
    assert (picture.width(), picture.height()) == (520, 263)
    assert picture.pixelColor(5, 5) != picture.pixelColor(260, 85), "painted, not blank"
