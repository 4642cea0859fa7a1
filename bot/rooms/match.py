"""A match's course inside a change: actions applied, deals dealt and finished, matches started,
ended early or won. Functions of the transaction and the loaded room, called by the commands
(``bot/rooms/lobby.py``, ``play.py``, ``people.py``, ``firing.py``, ``computers.py``); the kernel
saves the room and advances its turn after them.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Any

from bot.config import Settings
from bot.model import LOBBY, PLAYING, Room, Seat
from bot.plumbing import clock
from bot.plumbing.metrics import ACTIONS
from bot.rooms import tournament_results
from bot.rooms.deadlines import DeadlineKind, absent_targets, hurry_targets
from bot.rooms.rating import Cap, rate_forfeit
from bot.rooms.records import build_record, verify_record
from bot.rooms.results import record_match
from bot.rules import rules_of, sides
from bot.storage import Tx, replays
from engines import fairness
from engines.protocol import Action, Game, IllegalAction

log = logging.getLogger(__name__)

MAX_REDEALS = fairness.MAX_REDEALS


def new_pending() -> dict[str, str]:
    """The next deal's secret seed and its published commitment."""
    seed = fairness.new_seed()
    return {"seed": seed.hex(), "commitment": fairness.commitment(seed)}


async def apply_action(
    tx: Tx, room: Room, game: Game, action: Action, by_user: int | None, settings: Settings
) -> None:
    """Apply ``action`` (raises IllegalAction with the state unchanged), log it, and finish the
    deal and the match when it ended them. A move of the draw before deal 1 (:func:`draw_step`) is
    no deal's action: the record keeps the draw in its ``first_draw``."""
    if rules_of(room.game).in_draw(game):
        await draw_step(tx, room, game, action)
        return
    deal_no = game.deal_number()
    game.apply(action)
    ACTIONS.labels(room.game, "person" if by_user is not None else "bot").inc()
    now = clock.now()
    # logged with the turn the change is saved with
    await tx.log.action(room.id, room.match_no, deal_no, room.turn + 1, action.to_json(), by_user, now)
    room.last = {"action": action.to_json(), "at": now}
    room.sync_state()
    results = game.deal_results()
    if len(results) >= deal_no and results[deal_no - 1] is not None:
        await finish_deal(tx, room, deal_no, results[deal_no - 1])
        if game.is_over():
            room.status = LOBBY
            await record_match(
                tx, room, game.deal_results(), room.ai_level or settings.ai_level, cap=rating_cap(settings)
            )
            tally(room, rules_of(room.game).tally_seats(room, game))
            room.set_away([])


async def finish_deal(tx: Tx, room: Room, deal_no: int, result: Any) -> None:
    await tx.deals.set_result(room.id, room.match_no, deal_no, {"result": result})
    verified = False
    try:
        record = await build_record(tx, room, room.match_no, deal_no)
        verified = record is not None and verify_record(record)
    except Exception:
        log.exception("verifying deal %s of room %s failed", deal_no, room.id)
    # the token of the deal's replay (issue 46), which its result's «▶️ Повтор» opens
    token = await replays.mint(tx, room.id, room.match_no, deal_no, clock.now())
    await tx.deals.set_result(
        room.id, room.match_no, deal_no, {"result": result, "verified": verified, "replay": token}, end=False
    )
    room.pending = new_pending()
    room.clear_ready()


async def interrupt(tx: Tx, room: Room, outcome: dict[str, Any]) -> None:
    """End the running match early (someone left, the creator ended it, a surrender, a pause ran
    out, the room expired)."""
    game = room.engine()
    if game is not None and not game.needs_deal():
        await tx.deals.interrupt(room.id, room.match_no, game.deal_number())
    await tournament_results.interrupted(tx, room, outcome)
    room.outcome = outcome
    room.status = LOBBY
    room.set_away([])
    room.pending = new_pending()
    room.clear_ready()
    await tx.pauses.remove(room.id)
    room.pauses = []


async def surrender_match(tx: Tx, room: Room, game: Game, seat: Seat, settings: Settings) -> None:
    """A surrender the engine has no action for (Scopa; Bura between deals): the bot ends the match
    and the other side wins; the room's event log keeps it beside the engine's action log."""
    assert seat.user_id is not None
    await tx.log.event(
        room.id, room.match_no, game.deal_number(), room.turn + 1, {"type": "surrender", "seat": seat.seat},
        seat.user_id,
    )
    winner = 1 - seat.seat % 2
    await record_match(
        tx, room, game.deal_results(), room.ai_level or settings.ai_level, winner=winner,
        cap=rating_cap(settings),
    )
    tally(room, [s.seat for s in room.seats if s.seat % 2 == winner])
    await interrupt(
        tx, room, {"type": "surrender", "user": seat.user_id, "seat": seat.seat, "winner": winner}
    )


async def forfeit(tx: Tx, room: Room, seat: Seat, settings: Settings) -> None:
    """``seat``'s person leaves the running match and a computer plays on for them: a people-only
    match is rated now as their loss (``bot/rooms/rating.py``), so leaving never saves a rating; a
    Durak player already out of the game (no cards left) leaves nothing unfinished."""
    if rules_of(room.game).seat_out(room, seat.seat):
        return
    await forfeit_seats(tx, room, [seat.seat], settings)


async def forfeit_seats(tx: Tx, room: Room, seats: list[int], settings: Settings) -> list[int]:
    """The people of ``seats`` walked away from the running match — they ended it, their absence
    ended it, or the computer took their seats for it: a people-only match is rated now as their
    loss to each other side, once (``bot/rooms/rating.py``). Returns the people whose loss moved
    ratings ([]: nothing was rated — a computer at the table, rated already, or nobody left to win)."""
    rules = rules_of(room.game)
    try:
        moved = await rate_forfeit(tx, room, seats, rules.team_count(room), rating_cap(settings), clock.now())
    except Exception:  # a rating bug must not keep a match from ending or a seat from being handed over
        log.exception("the forfeit of seats %s in room %s cannot be rated", seats, room.id)
        return []
    users = (room.match_info or {}).get("users") or []
    return [int(users[s]) for s in sorted(set(seats)) if moved and 0 <= s < len(users)]


def seats_of(room: Room, users: Iterable[int]) -> list[int]:
    """The seats of ``users`` in the room (those not seated left out)."""
    wanted = set(users)
    return [s.seat for s in room.seats if s.user_id is not None and s.user_id in wanted]


def absent_seats(room: Room, users: Iterable[int]) -> list[int]:
    """The seats of absent ``users`` that still had a match to lose (a Durak player already out of
    the game, no cards left, has nothing unfinished)."""
    rules = rules_of(room.game)
    return [s for s in seats_of(room, users) if not rules.seat_out(room, s)]


async def absent_people(tx: Tx, room: Room) -> set[int]:
    """Who is absent from the running match: the people the bot cannot reach, those the computer
    plays for, and those silent long enough for «🤖 Сыграть за …» (``absent_targets``, its deadline
    fired for this turn)."""
    absent = {p.user_id for p in room.pauses} | set(room.away())
    if absent_targets(room) and await tx.deadlines.fired(room.id, DeadlineKind.ABSENT, room.turn):
        absent |= set(absent_targets(room))
    return absent


def waited_for(room: Room) -> list[int]:
    """Whose absence keeps a running match from going on: the people the bot cannot reach (the
    match is paused for them), else the people it publicly waits for (to move, or to press «Следующая
    раздача»)."""
    if room.pauses:
        return [p.user_id for p in room.pauses]
    return hurry_targets(room)


def rating_cap(settings: Settings) -> Cap:
    """The anti-farming cap of ratings (``RATING_PAIR_GAMES`` per ``RATING_PAIR_WINDOW_SECONDS``) and
    the seasons' length (``SEASON_LENGTH``)."""
    return Cap(settings.rating_pair_games, settings.rating_pair_window_seconds, settings.season_length)


def tally(room: Room, seats: list[int]) -> None:
    """Count a finished match in the room's tally (Durak: the durak; Bura, Scopa: the winners),
    keyed by person (``u<id>``) or by computer seat (``c<seat>``)."""
    if not seats:
        return
    counts: dict[str, int] = dict(room.extra.get("tally") or {})
    for seat in seats:
        # the seat's occupant now: a computer that took over a leaver's seat counts as itself
        uid = room.seats[seat].user_id if 0 <= seat < len(room.seats) else None
        key = f"u{uid}" if uid is not None else f"c{seat}"
        counts[key] = counts.get(key, 0) + 1
    room.extra["tally"] = counts


async def maybe_start(tx: Tx, room: Room) -> None:
    """Everyone present is ready: start the match (a full lobby) or deal the next deal."""
    humans = room.present() if room.status == PLAYING else room.humans()
    if not humans or not all(s.ready for s in humans):
        return
    if room.status == LOBBY:
        if len(room.seats) != room.capacity or room.capacity not in room.cls.SEAT_COUNTS:
            return
        sides.arrange(room)  # the sides as chosen; computers in the places left
        await start_match(tx, room)
    elif room.between_deals():
        await deal(tx, room)


async def start_match(tx: Tx, room: Room) -> None:
    """A new match: its first deal, or first its draw (Bura: who leads deal 1), played from deal 1's
    committed seed and the players' contributions."""
    assert room.pending is not None
    seats = len(room.seats)
    contributions = [s.contribution or "" for s in room.seats if not s.computer]
    rules = rules_of(room.game)
    start = rules.start(bytes.fromhex(room.pending["seed"]), contributions, seats)
    game = room.cls.new(seats, room.options, first=start.first, dealer=start.dealer)
    room.match_no += 1
    room.match_info = {
        "users": [s.user_id for s in room.seats],
        "first": start.first,
        "dealer": start.dealer,
        "seats": seats,
        "options": room.options,
        "draws": start.draws,
    }
    drawing = rules.open_draw(game)
    if drawing:  # the draw and deal 1 share the seed and these contributions, whoever leaves meanwhile
        room.match_info["contributions"] = contributions
    await tx.matches.add(room.id, room.match_no, room.match_info)
    room.extra.pop("settings", None)  # the lobby's settings are closed once a match starts
    room.outcome = None
    room.last = None
    room.status = PLAYING
    if drawing:
        room.set_engine(game)
        feed_chance(room, game)
        room.sync_state()
        return
    room.set_engine(game)
    await deal(tx, room)


def _contributions(room: Room, deal_no: int) -> list[str]:
    """The contributions of the next deal: the people's, in seat order (deal 1 after a draw: those
    the draw was made with)."""
    given = (room.match_info or {}).get("contributions")
    if deal_no == 1 and isinstance(given, list):
        return [str(c) for c in given]
    return [s.contribution or "" for s in room.seats if not s.computer]


def feed_chance(room: Room, game: Game) -> None:
    """Give the draw each face-down spread it waits for: the deck its label names, from deal 1's
    committed seed and contributions (docs/rules/bura.md)."""
    rules = rules_of(room.game)
    assert room.pending is not None
    seed = bytes.fromhex(room.pending["seed"])
    while (label := rules.chance_label(game)) is not None:
        rules.feed_chance(game, fairness.derive_deck(room.game, seed, _contributions(room, 1), label))


async def draw_step(tx: Tx, room: Room, game: Game, action: Action) -> None:
    """A move of the draw (a pick; raises IllegalAction with the state unchanged): after a tie the
    next spread; once decided, the draw goes into the match's header and deal 1 is dealt."""
    rules = rules_of(room.game)
    game.apply(action)
    room.last = {"draw": action.to_json(), "at": clock.now()}
    feed_chance(room, game)
    room.sync_state()
    done = rules.draw_result(game)
    if done is None:
        return
    info = dict(room.match_info or {})
    info["first"], info["draws"] = done["first"], done
    room.match_info = info
    await tx.matches.set_info(room.id, room.match_no, info)
    await deal(tx, room)


async def deal(tx: Tx, room: Room) -> None:
    """Deal the next deal from the committed seed and the players' contributions (a redeal, as the
    rules require it, takes the next label)."""
    game = room.engine()
    assert game is not None and room.pending is not None
    seed = bytes.fromhex(room.pending["seed"])
    contributions = _contributions(room, game.deal_number())
    base = game.deal_label()
    k = 0
    while True:
        label = base if k == 0 else f"{base}:r{k}"
        deck = fairness.derive_deck(room.game, seed, contributions, label)
        try:
            game.deal_from_deck(deck)
            break
        except IllegalAction as exc:
            if exc.code != "redeal_required" or k >= MAX_REDEALS:
                raise
            k += 1
    deal_no = game.deal_number()
    draws = room.match_info.get("draws") if room.match_info and deal_no == 1 else None
    await tx.deals.add(
        room.id,
        room.match_no,
        deal_no,
        label=label,
        commitment=room.pending["commitment"],
        seed=room.pending["seed"],
        contributions=contributions,
        draws=draws,
    )
    room.pending = new_pending()
    room.last = {"deal": deal_no}
    room.clear_ready()
    room.sync_state()
