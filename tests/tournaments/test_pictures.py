"""The tournament's pictures (``bot/render/tournament.py``): the layouts hold the right texts — the
standings' rows against an independent recount, the bracket's places against the knockout's own
replay —, the drawing draws them, and the PNGs are valid, of their size, the same bytes each time,
with no glyph missing for Cyrillic, Arabic, Persian, emoji or «$» names, 4 to 64 people."""

from __future__ import annotations

import importlib.util
import io
import random
import warnings
from collections import Counter
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n import LANGUAGES, Translator
from bot.render import glyphs, tournament
from bot.render.tournament import (
    BRACKET_NAME,
    STANDINGS_NAME,
    amount,
    bracket_layout,
    bracket_png,
    bracket_size,
    games_played,
    standings_png,
    standings_rows,
    standings_size,
)
from bot.tournaments import knockout
from bot.tournaments.records import COMPUTER, Entry, Round
from bot.tournaments.standings import standings
from bot.tournaments.swiss import pair_swiss, seat_tables
from tests.tournaments.support import people, random_order, recount

ROOT = Path(__file__).resolve().parents[2]
EN = Translator("en")
#: names a picture must survive: scripts of the bot's languages, emoji, mathtext's «$», controls
HARD_NAMES = [
    "Аня",
    "ليلى",
    "دارا فرهادی",
    "Dan 😀🏆",
    "$\\frac{$ $x$",  # mathtext, were it parsed: an error
    "ნინო",
    "Արամ",
    "\u2068Ömer\u2069",
    "🫠🫠",  # nothing the font can draw
    "Bartholomew Maximilian von Habsburg-Lothringen",
]


def png_size(png: bytes) -> tuple[int, int]:
    """The PNG decoded (matplotlib's reader: a broken file raises): its width and height."""
    from matplotlib import image

    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    pixels = image.imread(io.BytesIO(png), format="png")
    return pixels.shape[1], pixels.shape[0]


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every text the pictures draw, and any glyph missing from the font made an error."""
    texts: list[str] = []
    original = tournament._Canvas.text

    def record(self: Any, x: float, y: float, s: str, **kw: Any) -> None:
        texts.append(s)
        original(self, x, y, s, **kw)

    monkeypatch.setattr(tournament._Canvas, "text", record)
    with warnings.catch_warnings():
        warnings.filterwarnings("error", message=".*missing from font.*")
        yield texts


def swiss(rng: random.Random, n: int, count: int, durak: bool) -> tuple[tuple[Entry, ...], list[Round]]:
    players = people(rng, n)
    rounds: list[Round] = []
    for _ in range(count):
        here = {p.id for p in players if rng.random() < 0.9} | {players[0].id, players[1].id}
        plan = (seat_tables if durak else pair_swiss)(players, rounds, here)
        rounds.append(Round(tuple(random_order(rng, t) for t in plan.tables), plan.byes))
    return players, rounds


def test_scores_are_written_as_exact_fractions() -> None:
    cases = {0: "0", 2: "2", Fraction(1, 2): "½", Fraction(5, 2): "2½", Fraction(5, 3): "1⅔"}
    cases |= {Fraction(47, 12): "3¹¹⁄₁₂", Fraction(7, 6): "1⅙", Fraction(-1, 2): "−½"}
    assert {x: amount(Fraction(x)) for x in cases} == cases


@settings(max_examples=30, deadline=None)
@given(st.integers(4, 64), st.integers(0, 6), st.booleans(), st.randoms(use_true_random=False))
def test_standings_rows_are_the_recount_in_its_order(
    n: int, count: int, durak: bool, rng: random.Random
) -> None:
    players, rounds = swiss(rng, n, count, durak)
    names = {p.id: f"P{p.id}" for p in players}
    rows = standings_rows(standings(players, rounds), names, games_played(rounds))
    expected = recount(players, rounds)
    assert [r.name for r in rows] == [f"P{pid}" for pid, *_ in expected]
    assert [(r.score, r.buchholz) for r in rows] == [(amount(s), amount(b)) for _, s, b, _ in expected]
    assert [r.rank for r in rows] == list(range(1, n + 1))
    sat = Counter(s for r in rounds for g in r.games for grp in g.order for s in grp)
    assert [r.games for r in rows] == [sat[pid] for pid, *_ in expected]
    assert all(r.name != "P0" for r in rows) and len(rows) == n  # never a computer


def test_names_are_shortened_and_what_the_font_lacks_is_dropped() -> None:
    players = people(random.Random(1), len(HARD_NAMES))
    names = {p.id: name for p, name in zip(players, HARD_NAMES, strict=True)}
    rows = standings_rows(standings(players, []), names, {})
    by_name = {names[p.id]: row.name for p, row in zip(players, rows, strict=True)}
    long = by_name["Bartholomew Maximilian von Habsburg-Lothringen"]
    assert long == "Bartholomew Maximilian von…" and len(long) <= STANDINGS_NAME
    assert by_name["🫠🫠"] == f"#{players[HARD_NAMES.index('🫠🫠')].seed}"  # nothing drawable: its seed
    assert by_name["\u2068Ömer\u2069"] == "Ömer"  # bidi controls gone
    assert by_name["Аня"] == "Аня" and by_name["$\\frac{$ $x$"] == "$\\frac{$ $x$"
    assert by_name["Dan 😀🏆"] == "Dan 😀"  # the font has a face, not a cup
    columns = bracket_layout(EN, players, [], names)
    assert {s.name for s in columns[0].slots if s.name.endswith("…")} == {"Bartholomew Maxim…"}
    assert max(len(s.name) for s in columns[0].slots) == BRACKET_NAME


def test_arabic_letters_join_and_read_right_to_left_without_libraqm() -> None:
    # ليلى: lam initial, yeh medial, lam medial, alef maksura final; then shown from the right
    assert glyphs.shape("ليلى") == "\ufedf\ufef4\ufee0\ufef0"
    assert glyphs.shape("لا") == "\ufefb" and glyphs.shape("سلام") == "\ufeb3\ufefc\ufee1"
    assert glyphs.shape("پرویز") == "\ufb58\ufeae\ufeed\ufbfe\ufeb0"
    assert glyphs.visual("ab") == "ab" and glyphs.visual("אב") == "בא"
    assert glyphs.visual("אב 12") == "12 בא"  # a right-to-left line: its number on the left
    assert glyphs.visual("Dan אב!") == "Dan בא!"  # a left-to-right line keeps its order around it


def test_the_standings_picture_draws_every_row(drawn: list[str]) -> None:
    players, rounds = swiss(random.Random(7), 64, 6, durak=True)
    names = {p.id: HARD_NAMES[n % len(HARD_NAMES)] + f" {n}" for n, p in enumerate(players)}
    table = standings(players, rounds)
    png = standings_png(EN, "Durak — round 6 of 6", table, names, games_played(rounds))
    assert png_size(png) == standings_size(64) and standings_size(64)[1] < 1000  # two columns of rows
    rows = standings_rows(table, names, games_played(rounds))
    for row in rows:
        assert {str(row.rank), row.name, row.score, row.buchholz, str(row.games)} <= set(drawn)
    labels = [EN(f"picture-standings-{k}") for k in ("rank", "player", "score", "buchholz", "games")]
    assert Counter(drawn)[labels[3]] == 2  # the labels over each column of rows
    assert png == standings_png(EN, "Durak — round 6 of 6", table, names, games_played(rounds))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_draws_both_pictures(lang: str, drawn: list[str]) -> None:
    t = Translator(lang)
    players = people(random.Random(len(lang)), 6)
    names = {p.id: HARD_NAMES[n] for n, p in enumerate(players)}
    plan = knockout.next_round(players, [])
    rounds = [Round(tuple(random_order(random.Random(2), table) for table in plan.tables), plan.byes)]
    standings_png(t, t("picture-bracket-champion"), standings(players, rounds), names, games_played(rounds))
    assert glyphs.drawable(t("picture-standings-buchholz"), 14) in drawn
    png = bracket_png(t, "🏆 " + t("picture-bracket-final"), players, rounds, names)
    assert png_size(png) == bracket_size(8)[:2]
    for key in ("final", "semifinal", "champion", "bye"):
        assert glyphs.drawable(t(f"picture-bracket-{key}"), 24) in drawn
    assert glyphs.drawable(t("picture-bracket-round", n=1), 24) not in drawn  # 8 places: quarter-finals first


def check_bracket(players: tuple[Entry, ...], rounds: list[Round], names: dict[int, str]) -> None:
    """The layout against the knockout's replay: each played round's winners are the next column's
    people, the round under way is «playing», later ones open, byes where the bracket has none."""
    columns = bracket_layout(EN, players, rounds, names)
    size = len(knockout.bracket(players))
    assert [len(c.slots) for c in columns] == [size >> k for k in range(len(columns))]
    first = [s.id for s in columns[0].slots]
    assert first == list(knockout.bracket(players))
    assert [s.state for s in columns[0].slots].count("bye") == size - len(players)
    for k, column in enumerate(columns[:-1]):
        ids = [s.id for s in column.slots]
        if k < len(rounds):
            assert ids == list(knockout.standing(players, rounds[:k]).places)
            winners = [s.id for s in column.slots if s.state == "won"]
            assert winners == [x for x in knockout.standing(players, rounds[: k + 1]).places]
            for a, b in zip(column.slots[::2], column.slots[1::2], strict=True):
                assert {a.state, b.state} in ({"won", "lost"}, {"won", "bye"})
                if any(s.walkover for s in (a, b)):
                    winner = a if a.state == "won" else b
                    assert winner.walkover and winner.id in rounds[k].byes and None not in (a.id, b.id)
        elif k == len(rounds):
            assert {s.state for s in column.slots} <= {"playing", "bye"}
        else:
            assert {s.state for s in column.slots} == {"open"} and set(ids) == {None}
        assert COMPUTER not in ids
        assert all(s.name == names[s.id] for s in column.slots if s.id is not None)
    champion = knockout.standing(players, rounds).champion
    last = columns[-1].slots[0]
    assert (last.id, last.state) == ((champion, "champion") if champion else (None, "open"))
    total = size.bit_length() - 1
    labels = [EN("picture-bracket-round", n=k) for k in range(1, total - 2)]
    labels += [EN(f"picture-bracket-{k}") for k in ("quarterfinal", "semifinal", "final", "champion")]
    assert [c.label for c in columns] == labels[-len(columns) :]


@settings(max_examples=40, deadline=None)
@given(st.integers(4, 64), st.floats(0.0, 0.3), st.randoms(use_true_random=False))
def test_the_bracket_layout_follows_the_knockout_round_by_round(
    n: int, away: float, rng: random.Random
) -> None:
    players = people(rng, n)
    names = {p.id: f"P{p.id}" for p in players}
    rounds: list[Round] = []
    check_bracket(players, rounds, names)
    while knockout.standing(players, rounds).champion is None:
        here = {p.id for p in players if rng.random() >= away}
        plan = knockout.next_round(players, rounds, here)
        rounds.append(Round(tuple(random_order(rng, t) for t in plan.tables), plan.byes))
        check_bracket(players, rounds, names)


def test_a_walkover_is_marked() -> None:
    players = people(random.Random(3), 4)
    away = knockout.bracket(players)[1]
    assert away is not None
    plan = knockout.next_round(players, [], {p.id for p in players} - {away})
    rounds = [Round(tuple(random_order(random.Random(4), t) for t in plan.tables), plan.byes)]
    first = bracket_layout(EN, players, rounds, {})[0].slots
    assert [s.walkover for s in first] == [True, False, False, False] and first[1].state == "lost"
    assert all(s.name == f"#{s.seed}" for s in first)  # no names given: the seeds


@pytest.mark.parametrize("n", [4, 5, 13, 64])
def test_the_bracket_picture_draws_every_place(n: int, drawn: list[str]) -> None:
    rng = random.Random(n)
    players = people(rng, n)
    names = {p.id: HARD_NAMES[k % len(HARD_NAMES)] for k, p in enumerate(players)}
    rounds: list[Round] = []
    for _ in range(2 if n > 4 else 1):
        plan = knockout.next_round(players, rounds)
        rounds.append(Round(tuple(random_order(rng, t, draws=False) for t in plan.tables), plan.byes))
    png = bracket_png(EN, "Bura — knockout", players, rounds, names)
    width, height, _ = bracket_size(len(knockout.bracket(players)))
    assert png_size(png) == (width, height) and width <= 1600 and height <= 1600
    for column in bracket_layout(EN, players, rounds, names):
        assert column.label in drawn
        for slot in column.slots:
            assert slot.name in drawn or slot.state == "open"
            assert slot.seed is None or str(slot.seed) in drawn
    assert png == bracket_png(EN, "Bura — knockout", players, rounds, names)


def test_a_text_too_wide_is_made_to_fit() -> None:
    canvas = tournament._Canvas(400, 100)
    assert 0 < canvas.text(10, 50, "W" * 200, width=120, fontsize=12) <= 120
    assert canvas.text(10, 50, "W", width=120) < 20  # a short one as it is
    assert canvas.text(10, 50, "W" * 200) == 0  # no width asked, none measured


def test_the_sample_script_writes_both_pictures(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location(
        "tournament_screens", ROOT / "scripts" / "tournament_screens.py"
    )
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    assert script.main(["--out", str(tmp_path), "--lang", "fa"]) == 0
    for name in ("standings", "bracket"):
        width, height = png_size((tmp_path / f"tournament-{name}.png").read_bytes())
        assert 400 < width <= 1400 and 200 < height <= 1400
        assert (ROOT / "docs" / "screens" / f"tournament-{name}.png").is_file()  # the committed samples


def test_a_right_to_left_language_draws_from_the_right(monkeypatch: pytest.MonkeyPatch) -> None:
    canvas = tournament._Canvas(400, 100, rtl=True)
    canvas.text(16, 50, "ليلى", ha="left")
    canvas.text(30, 50, "7", ha="right")
    canvas.rect(10, 10, 100, 20, "#ffffff")
    canvas.line([10, 50], [5, 5])
    (name, seed), (box, line) = canvas.fig.texts, canvas.fig.artists
    assert (name.get_position()[0], name.get_horizontalalignment()) == (384 / 400, "right")
    assert (seed.get_position()[0], seed.get_horizontalalignment()) == (370 / 400, "left")
    assert box.get_x() == 290 / 400 and list(line.get_xdata()) == [390 / 400, 350 / 400]
    made: list[bool] = []
    original = tournament._Canvas.__init__

    def record(self: Any, width: int, height: int, rtl: bool = False) -> None:
        made.append(rtl)
        original(self, width, height, rtl)

    monkeypatch.setattr(tournament._Canvas, "__init__", record)
    players = people(random.Random(9), 4)
    for lang in ("ar", "fa", "en", "ru"):
        t = Translator(lang)
        standings_png(t, "x", standings(players, []), {}, {})
        bracket_png(t, "x", players, [], {})
    assert made == [True, True, True, True, False, False, False, False]
