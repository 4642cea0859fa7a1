"""``scripts/screens.py`` runs, writes a plain-text screen file per game and language, and the
committed ``docs/screens/`` are what it writes now (a change to what players see shows in review)."""

from __future__ import annotations

import importlib.util
import re
from pathlib import Path

from bot import games
from bot.i18n import LANGUAGES, Translator

ROOT = Path(__file__).resolve().parents[1]


def _script():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("screens", ROOT / "scripts" / "screens.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_screens_are_written_and_up_to_date(tmp_path: Path) -> None:
    screens = _script()
    assert screens.main(["--out", str(tmp_path)]) == 0
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == sorted(f"{g}.{lang}.txt" for g in games.names() for lang in LANGUAGES)
    for game in games.names():
        for lang in LANGUAGES:
            text = (tmp_path / f"{game}.{lang}.txt").read_text(encoding="utf-8")
            t = Translator(lang)
            assert t(f"rules-{game}") in text  # the rules screen, in that language
            assert t("btn-rules") in text  # the lobby's rules button
            assert "result" in text and "{" not in text.replace("{ ", "")
    # Bura's result: the declarer with the card points, and the piles card by card
    bura = (tmp_path / "bura.ru.txt").read_text(encoding="utf-8")
    assert "«Хватит!» — " in bura and "очков карт" in bura
    # Scopa names the side that won each category; Durak the durak, one glance
    scopa = (tmp_path / "scopa.en.txt").read_text(encoding="utf-8")
    assert re.search(r"^Cards \d+ : \d+ → \S", scopa, flags=re.M) and "Settebello → " in scopa
    durak = (tmp_path / "durak.ru.txt").read_text(encoding="utf-8")
    assert re.search(r"^🃏 Дурак: \S+ \(на руках \d+ карт", durak, flags=re.M), durak
    assert "Стол (атака ← чем побита):" in durak and not re.search("[♠♥♦♣]/", durak)  # no slash code
    # the committed files are the script's output now
    assert screens.main(["--check"]) == 0, "docs/screens/ is stale: run python scripts/screens.py"
