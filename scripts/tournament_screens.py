"""Sample pictures of a tournament (issue 47), drawn by ``bot/render/tournament.py`` as the group
would get them: the standings of a 14-person Durak Swiss after 4 rounds (tables of 4 and 3, in
Russian) and the bracket of a 12-person Bura knockout after 2 rounds (the top seeds' byes, a
walkover; in English). Names in several scripts, one long, one with an emoji. The tournaments are
played out from a fixed seed, so the same pictures come out each time.

    python scripts/tournament_screens.py            # writes docs/screens/tournament-{standings,bracket}.png
    python scripts/tournament_screens.py --out /tmp/shots --lang ar
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.i18n import LANGUAGES, Translator  # noqa: E402
from bot.render.tournament import bracket_png, games_played, standings_png  # noqa: E402
from bot.tournaments import knockout  # noqa: E402
from bot.tournaments.records import Entry, Game, Round, seeded  # noqa: E402
from bot.tournaments.standings import standings  # noqa: E402
from bot.tournaments.swiss import seat_tables  # noqa: E402

OUT = ROOT / "docs" / "screens"
NAMES = [
    "Аня", "Борис", "Вера", "Dan", "ليلى", "دارا", "Нино ნინო", "Արամ", "Ömer", "Жанар 🌟",
    "Bartholomew Maximilian von Habsburg", "Giulia", "Łukasz", "Ксения", "Олег", "Marta",
]  # fmt: skip


def entries(rng: random.Random, n: int) -> tuple[tuple[Entry, ...], dict[int, str]]:
    ids = rng.sample(range(100_000, 999_999), n)
    players = seeded((i, 1400.0 + rng.randrange(400)) for i in ids)
    return players, {pid: NAMES[k] for k, pid in enumerate(ids)}


def result(rng: random.Random, seats: tuple[int, ...]) -> Game:
    """A table's finishing order, everyone apart (a knockout game has a winner)."""
    order = list(seats)
    rng.shuffle(order)
    return Game(tuple((s,) for s in order))


def durak_swiss(rng: random.Random) -> tuple[tuple[Entry, ...], list[Round], dict[int, str]]:
    players, names = entries(rng, 14)
    rounds: list[Round] = []
    for _ in range(4):
        plan = seat_tables(players, rounds, {p.id for p in players})
        rounds.append(Round(tuple(result(rng, t) for t in plan.tables), plan.byes))
    return players, rounds, names


def bura_knockout(rng: random.Random) -> tuple[tuple[Entry, ...], list[Round], dict[int, str]]:
    players, names = entries(rng, 12)
    rounds: list[Round] = []
    away = {players[-1].id}  # the last seed does not come: a walkover for their opponent
    for _ in range(2):
        plan = knockout.next_round(players, rounds, {p.id for p in players} - away)
        rounds.append(Round(tuple(result(rng, t) for t in plan.tables), plan.byes))
        away = set()
    return players, rounds, names


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--lang", choices=LANGUAGES, help="both pictures in this language (default: ru, en)")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    players, rounds, names = durak_swiss(random.Random(47))
    t = Translator(args.lang or "ru")
    title = "Дурак, швейцарская система — после 4 туров из 5" if t.lang == "ru" else "Durak — 4 / 5"
    png = standings_png(t, title, standings(players, rounds), names, games_played(rounds))
    (args.out / "tournament-standings.png").write_bytes(png)
    players, rounds, names = bura_knockout(random.Random(48))
    t = Translator(args.lang or "en")
    title = "Bura knockout — 12 players, after round 2" if t.lang == "en" else "Bura — 12"
    (args.out / "tournament-bracket.png").write_bytes(bracket_png(t, title, players, rounds, names))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
