"""Write what players see, as plain text, for each game and language: ``docs/screens/<game>.<lang>.txt``.

Reviewers read the screens without running the bot. Each file holds a group lobby (the group's table,
its ⚙️ settings opened in place, a seated player's own message, and a lobby with teams where the
game has them), a running deal as one player's private message and as the group table, the result
of the first deal, the lobby after the match (the result first, the lobby folded to the rematch
row), and ``/rules``.
The rooms are built offline with the bot's own renderer (``bot.render.room.render``) from fixed seeds,
names and a fixed clock, so the output only changes when the screens do.

    python scripts/screens.py           # (re)write docs/screens/
    python scripts/screens.py --check   # exit 1 when a file is missing or out of date
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from aiogram.types import InlineKeyboardMarkup  # noqa: E402

from bot import games  # noqa: E402
from bot.i18n import LANGUAGES, Translator  # noqa: E402
from bot.model import LOBBY, PLAYING, Room, Seat, sorted_legal  # noqa: E402
from bot.render.context import Ctx  # noqa: E402
from bot.render.room import render  # noqa: E402
from bot.rooms.deadlines import Timing  # noqa: E402
from bot.rules import rules_of  # noqa: E402
from engines import fairness  # noqa: E402
from engines.protocol import Action, Game  # noqa: E402
from engines.registry import game_class  # noqa: E402

OUT = ROOT / "docs" / "screens"
NOW = 1_767_225_600.0  # a fixed clock: the screens never depend on when they are written
SEED = hashlib.sha256(b"kozyr screens").digest()
NAMES = {1: "Вера", 2: "Олег", 3: "Ugo"}
#: per game: seats (user ids, None = a computer), options, moves to play before the "running" screen
SETUPS: dict[str, tuple[list[int | None], dict[str, Any], int]] = {
    "durak": ([1, 2, None], {"mode": "perevodnoy", "throw_in_after_take": True}, 5),
    "bura": ([1, None], {}, 3),
    "scopa": ([1, 2], {"target": 11}, 3),
}
#: per game with teams: a 2×2 lobby's options, where Вера and Ugo picked the red side and Олег sat
#: down choosing nothing, one place still free
TEAMS: dict[str, dict[str, Any]] = {
    "durak": {"mode": "podkidnoy", "teams": "2x2", "throw_in": "after_cover"},
    "scopa": {"target": 11},
}


def _room(game: str, seats: list[int | None], options: dict[str, Any], chat_id: int | None) -> Room:
    cls = game_class(game)
    return Room(
        id="SCREENS1",
        game=game,
        chat_id=chat_id,
        locale="ru",
        creator=1,
        capacity=len(seats),
        options=cls.normalize_options(options),
        status=LOBBY,
        turn=0,
        match_no=0,
        state=None,
        match_info=None,
        pending={"seed": SEED.hex(), "commitment": fairness.commitment(SEED)},
        last=None,
        outcome=None,
        created_at=NOW,
        updated_at=NOW,
        seats=[Seat(i, uid, ready=uid == 1) for i, uid in enumerate(seats)],
    )


CONTRIBUTIONS = ["screens"]


def _start(room: Room) -> Game:
    """The match begins: its draw (Bura), else deal 1."""
    start = rules_of(room.game).start(SEED, CONTRIBUTIONS, room.capacity)
    game = room.cls.new(room.capacity, room.options, first=start.first, dealer=start.dealer)
    room.match_no = 1
    room.match_info = {"users": [s.user_id for s in room.seats], "first": start.first, "dealer": start.dealer,
                       "seats": room.capacity, "options": room.options, "draws": start.draws}
    room.status = PLAYING
    if rules_of(room.game).open_draw(game):
        _feed(room, game)
    else:
        _deal(room, game)
    room.set_engine(game)
    return game


def _feed(room: Room, game: Game) -> None:
    """The draw's face-down spreads, as the room service gives them."""
    rules = rules_of(room.game)
    while (label := rules.chance_label(game)) is not None:
        rules.feed_chance(game, fairness.derive_deck(room.game, SEED, CONTRIBUTIONS, label))


def _deal(room: Room, game: Game) -> None:
    k = 0
    while True:
        label = game.deal_label() if k == 0 else f"{game.deal_label()}:r{k}"
        try:
            game.deal_from_deck(fairness.derive_deck(room.game, SEED, CONTRIBUTIONS, label))
            break
        except Exception:  # a Scopa table with three or four kings is dealt again
            k += 1


def _deal(room: Room, game: Game) -> None:
    """The next deal of the match, from the fixed seed (a Scopa table dealt again as the rules say)."""
    k = 0
    while True:
        label = game.deal_label() if k == 0 else f"{game.deal_label()}:r{k}"
        try:
            game.deal_from_deck(fairness.derive_deck(room.game, SEED, ["screens"], label))
            break
        except Exception:
            k += 1
    room.sync_state()


def _step(room: Room, game: Game, prefer: str | None = None) -> bool:
    """One move: the first seat to act plays its first legal move (``prefer``-ed type first); a
    clock action when nobody may move. False when nothing can happen."""
    for seat in game.to_act() or range(room.capacity):
        legal = [a for a in sorted_legal(game, seat) if a.type != "surrender"]
        if legal:
            chosen = next((a for a in legal if a.type == prefer), legal[0])
            _apply(room, game, chosen)
            return True
    clock = game.clock_actions()
    if clock:
        _apply(room, game, clock[0])
        return True
    return False


def _apply(room: Room, game: Game, action: Action) -> None:
    rules = rules_of(room.game)
    drawing = rules.in_draw(game)
    game.apply(action)
    room.turn += 1
    room.last = {"action": action.to_json(), "at": NOW}
    if drawing:  # a pick of the draw: the next spread after a tie, deal 1 once it is decided
        _feed(room, game)
        done = rules.draw_result(game)
        if done is not None:
            assert room.match_info is not None
            room.match_info.update(first=done["first"], draws=done)
            _deal(room, game)
        room.last = {"draw": action.to_json(), "at": NOW}
    room.sync_state()
    results = game.deal_results()
    if results and results[-1] is not None:  # as the room service does at the end of a deal
        room.clear_ready()
        if game.is_over():  # a finished match is back in the lobby
            room.status = LOBBY


def _ctx(lang: str) -> Ctx:
    return Ctx(Translator(lang), "kozyr_bot", names=dict(NAMES), timing=Timing(NOW, 86400.0))


def _show(title: str, text: str, markup: InlineKeyboardMarkup | None) -> str:
    lines = [f"=== {title} ===", text]
    for row in (markup.inline_keyboard if markup else []):
        lines.append("  ".join(f"[{b.text}]" for b in row))
    return "\n".join(lines) + "\n"


def screens(game: str, lang: str) -> str:
    seats, options, moves = SETUPS[game]
    out = [f"# {game} — {lang} (generated by scripts/screens.py; do not edit)\n"]
    lobby = _room(game, seats, options, chat_id=-100)
    lobby.locale = lang
    out.append(_show("lobby — the group's table", *render(lobby, None, _ctx(lang))))
    lobby.extra["settings"] = 1  # the creator pressed «⚙️ Настройки»: the same message, its options
    title = "lobby — ⚙️ settings, opened in place on the group's table"
    out.append(_show(title, *render(lobby, None, _ctx(lang))))
    lobby.extra.pop("settings")
    if 2 in seats:
        out.append(_show(f"lobby — {NAMES[2]}'s private message", *render(lobby, 2, _ctx(lang))))
    if game in TEAMS:
        teams = _room(game, [1, 2, 3], TEAMS[game], chat_id=-100)
        teams.capacity = 4
        teams.locale = lang
        teams.extra["sides"] = {"1": 0, "3": 0}
        title = "lobby with teams — the group's table (Вера and Ugo picked 🔴, Олег nothing)"
        out.append(_show(title, *render(teams, None, _ctx(lang))))
        out.append(_show("lobby with teams — Ugo's private message", *render(teams, 3, _ctx(lang))))

    room = _room(game, seats, options, chat_id=-100)
    room.locale = lang
    engine = _start(room)
    viewer = next(uid for uid in seats if uid is not None)
    mine = f"{NAMES[viewer]}'s private message"
    if rules_of(game).in_draw(engine):  # Bura: the first-move draw, on a face-down spread
        out.append(_show(f"the first-move draw — {mine}", *render(room, viewer, _ctx(lang))))
        while rules_of(game).in_draw(engine):
            _step(room, engine)
        out.append(_show("deal 1 after the draw — the group's table", *render(room, None, _ctx(lang))))
    for _ in range(moves):
        _step(room, engine)
    out.append(_show(f"a running deal — {mine}", *render(room, viewer, _ctx(lang))))
    out.append(_show("a running deal — the group's table", *render(room, None, _ctx(lang))))

    for _ in range(2000):  # to the end of the first deal (Bura: «Хватит!» as soon as it may)
        if not room.game_running() or not _step(room, engine, prefer="enough"):
            break
    out.append(_show(f"the deal's result — {mine}", *render(room, viewer, _ctx(lang))))

    for _ in range(20000):  # to the end of the match: the result first, the lobby folded
        if engine.is_over():
            break
        if engine.needs_deal():
            _deal(room, engine)
        elif not _step(room, engine, prefer="enough"):
            break
    out.append(_show("after the match — the group's table", *render(room, None, _ctx(lang))))
    out.append(_show(f"after the match — {mine}", *render(room, viewer, _ctx(lang))))

    out.append(_show(f"/rules {game}", Translator(lang)(f"rules-{game}"), None))
    out.append(_show(f"/rules {game} — 📖 in full", Translator(lang)(f"rules-{game}-more"), None))
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--check", action="store_true", help="only check that docs/screens/ is up to date")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args(argv)
    stale = []
    for game in games.names():
        for lang in LANGUAGES:
            path = args.out / f"{game}.{lang}.txt"
            text = screens(game, lang)
            if args.check:
                if not path.is_file() or path.read_text(encoding="utf-8") != text:
                    stale.append(str(path))
            else:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    if stale:
        print("out of date (run python scripts/screens.py):", *stale, sep="\n  ", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
