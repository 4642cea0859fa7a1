"""Tournaments in a group (issue 47): sign-up, the start, each round's tables as ordinary rooms of
the group, and the next round once every table of the last one has its result.

The pure core (``bot/tournaments/``) plans the rounds and computes the standings from the stored
tables alone; this module keeps it in step with the rooms. A table is a room of the group whose
people are seated (their sign-up press is their part of the first deck, as «Готово» is in a lobby)
and whose match starts at once; a seat short of a person gets a computer. The room carries
``room.extra["tournament"]`` ({id, round, table}); the transaction that ends its match writes the
table's result (``bot/rooms/tournament_results.py``). After that commit the kernel shows the room
and :meth:`TournamentRooms.watch` settles the tournament: in one transaction, under the
tournament's lock, if every table of round r has its result, round r + 1's rooms are made and the
round moves on with ``round = r + 1 WHERE round = r`` — so it starts once, whoever settles first
(another worker, or the start-up's :meth:`resume` after a crash between the two). The last round
stores the final standings.

Tables are pairs (a Swiss or a knockout of any game with two seats) or, in a Swiss of Durak, tables
of 3–4; how many sit at a table and the options every table plays are chosen on the sign-up message
(``bot/rooms/tournament_tables.py``). A table whose room is quarantined gets everyone level
(``tournament_results.faulted``), so its round goes on.
"""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

from bot.model import CLOSED, LOBBY, PLAYING, Room, Seat, new_room_id
from bot.plumbing import clock
from bot.rooms import match
from bot.rooms import tournament_tables as seating
from bot.rooms.kernel import Kernel, Plan, Reply, advance
from bot.rooms.tournament_guard import managed
from bot.rules import rules_of
from bot.storage import Tx, api
from bot.storage.tournaments import (
    FINISHED,
    PARTS,
    RUNNING,
    SIGNUP,
    Champion,
    Part,
    Signed,
    Table,
    Tournament,
)
from bot.tournaments import knockout
from bot.tournaments.records import COMPUTER, Entry, Game, Round, seeded
from bot.tournaments.standings import standings
from engines.registry import game_class

log = logging.getLogger(__name__)
T = TypeVar("T")

SWISS, KNOCKOUT = "swiss", "knockout"
FORMATS = (SWISS, KNOCKOUT)
MIN_PEOPLE, MAX_PEOPLE = 4, 64
#: the seats of a table in this slice
SEATS = 2


@dataclass(frozen=True)
class Standing:
    """A line of the final standings (``score``/``buchholz`` as exact fractions' text, "3/2")."""

    rank: int
    user_id: int
    score: str
    buchholz: str


@dataclass(frozen=True)
class State:
    """A tournament as the chat shows it: its people, its tables so far."""

    tournament: Tournament
    people: list[Signed]
    tables: list[Table]

    def names(self) -> dict[int, str]:
        return {p.user_id: p.name or str(p.user_id) for p in self.people}  # forgotten: a number

    def round_tables(self, round_no: int) -> list[Table]:
        return [t for t in self.tables if t.round == round_no]

    def final(self) -> list[Standing]:
        return [Standing(**s) for s in self.tournament.standings or []]


class Withdrawn(Exception):
    """A call of an announcement's group part whose turn on the group's lane came after a stop had cut
    the announcement off (:meth:`Telling.call`): not made — the next start makes it."""


@dataclass
class Telling:
    """The parts of one announcement this call is to send, each claimed once in the database
    (:meth:`TournamentRooms._announce`): ``pings``, a round's people privately (at once, each on
    their own lane); ``picture`` and ``words`` (the pairings, or the final standings), the group's,
    which wait their turns on the group's lane. The chat notes here what went, so that a stop that
    cuts the announcement off gives back the claims of the rest."""

    pings: bool
    picture: bool
    words: bool
    #: what went: the pings handed to their lanes (from then on they go), the picture and the words
    #: handed to Telegram
    gone: set[Part] = field(default_factory=set)
    #: cut off: no call of the group's part still waiting on its lane is made
    withdrawn: bool = False

    @property
    def group(self) -> bool:
        return self.picture or self.words

    def call(self, fn: Callable[[], Awaitable[T]], part: Part | None = None) -> Callable[[], Awaitable[T]]:
        """``fn`` as a call of the group's part (``part``: the one it sends), for the outbox to make
        when its turn comes — unless the announcement was cut off meanwhile."""

        def guarded() -> Awaitable[T]:
            if self.withdrawn:
                raise Withdrawn
            if part is not None:
                self.gone.add(part)
            return fn()

        return guarded

    def cut(self) -> list[Part]:
        """The announcement was cancelled: the parts to give back (claimed, not gone). From now on
        nothing more of the group's part goes out."""
        self.withdrawn = True
        return [p for p in PARTS if getattr(self, p) and p not in self.gone]


#: what the chat is told after a commit: the tournament's state, ``kind`` "round" (a round started:
#: its rooms) or "finished", and which parts of it are this call's to send
Announce = Callable[[str, State, list[Room], Telling], Awaitable[None]]


def playable(game: str) -> bool:
    """Whether this slice can run a tournament of ``game`` (its tables have two seats)."""
    try:
        return SEATS in game_class(game).SEAT_COUNTS
    except (KeyError, ValueError):
        return False


def default_rounds(fmt: str, n: int) -> int:
    """Knockout: the bracket's rounds; Swiss: as many (at least 3), and never more than n − 1."""
    bracket = max(1, math.ceil(math.log2(n)))
    return bracket if fmt == KNOCKOUT else min(max(3, bracket), n - 1)


async def table_options(tx: Tx, chat_id: int, creator: int, game: str) -> dict[str, Any]:
    """Every table's options: the creator's last lobby options for ``game`` in this group (what
    they chose at their last table there), when a table of two takes them; else the game's own."""
    cls = game_class(game)
    found = await tx.lobby_defaults.get(chat_id, creator, game)
    if found is not None:
        try:
            options = cls.normalize_options(found[1])
            cls.check_options(options, SEATS)
            return dict(options)
        except Exception:  # options of another seat count, or no longer accepted
            log.info("tournament tables of %s use the game's options: the lobby's do not fit two", game)
    return dict(cls.normalize_options(None))


def entries_of(people: Sequence[Signed]) -> tuple[Entry, ...]:
    return seeded((p.user_id, p.rating) for p in people)


def rounds_of(tables: Sequence[Table], upto: int) -> list[Round]:
    """The records of rounds 1…``upto`` from their stored tables (a table without a result yet
    left out)."""
    out = []
    for r in range(1, upto + 1):
        games = tuple(Game(t.result) for t in tables if t.round == r and not t.bye and t.result is not None)
        byes = tuple(s for t in tables if t.round == r and t.bye for s in t.seats)
        out.append(Round(games, byes))
    return out


def final_standings(
    fmt: str, people: Sequence[Signed], tables: Sequence[Table], played: int
) -> list[Standing]:
    """The final standings: Swiss by score, Buchholz, head-to-head, seed (``standings.py``); a
    knockout by how far each went (the champion first), then the same."""
    players = entries_of(people)
    rounds = rounds_of(tables, played)
    table = standings(players, rounds)
    if fmt == KNOCKOUT:
        reached = {p.id: 0 for p in players}
        for n, r in enumerate(rounds, start=1):
            for pid in r.people():
                reached[pid] = n
        champion = knockout.standing(players, rounds).champion
        place = {s.id: k for k, s in enumerate(table)}
        table = tuple(sorted(table, key=lambda s: (s.id != champion, -reached[s.id], place[s.id])))
    return [Standing(n, s.id, str(s.score), str(s.buchholz)) for n, s in enumerate(table, start=1)]


class TournamentRooms:
    def __init__(self, k: Kernel) -> None:
        self.k = k
        self.announce: Announce | None = None
        self._tasks: set[asyncio.Task[None]] = set()

    # ----- sign-up -----------------------------------------------------------------------------------------
    async def create(
        self, chat_id: int, creator: int, game: str, fmt: str, rounds: int | None, locale: str
    ) -> tuple[Tournament | None, str | None]:
        """A tournament signing up in the group: (it, None), or (the one already open, its refusal
        key) — a group runs one tournament at a time."""
        now = clock.now()
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"tournament-of-chat:{chat_id}")
            open_one = await tx.tournaments.open_in(chat_id)
            if open_one is not None:
                return open_one, "tn-err-open"
            locale = await tx.chats.language(chat_id) or locale
            options = {"table": await table_options(tx, chat_id, creator, game)}
            t = Tournament(
                new_room_id(), chat_id, creator, game, fmt, rounds or 0, 0, SIGNUP, options, locale,
                None, None, now, now,
            )  # fmt: skip
            await tx.tournaments.create(t)
        return t, None

    async def set_message(self, tournament_id: str, message_id: int) -> None:
        async with self.k.storage.transaction() as tx:
            await tx.tournaments.set_message(tournament_id, message_id)

    async def state(self, tournament_id: str) -> State | None:
        async with self.k.storage.read() as tx:
            t = await tx.tournaments.get(tournament_id)
            if t is None:
                return None
            return State(
                t, await tx.tournaments.entries(tournament_id), await tx.tournaments.tables(tournament_id)
            )

    async def champions(self, chat_id: int, game: str, limit: int = 3) -> list[Champion]:
        """The group's last finished tournaments of ``game``, the latest first — for its ``/top``
        (each with a button of its final standings, :meth:`finished_in`)."""
        async with self.k.storage.read() as tx:
            return await tx.tournaments.champions(chat_id, game, limit)

    async def finished_in(self, chat_id: int, tournament_id: str) -> State | None:
        """A finished tournament of this group (its final standings, for ``/top``); None for any
        other — one of another group, one not finished, one retention deleted, a forged id."""
        state = await self.state(tournament_id)
        if state is None or state.tournament.chat_id != chat_id or state.tournament.status != FINISHED:
            return None
        return state

    async def join(self, tournament_id: str, user_id: int, name: str, contribution: str) -> str:
        """Sign a person up: the answer's locale key."""
        t = await self._get(tournament_id)
        if t is None or t.status != SIGNUP:
            return "tn-err-closed"
        rating = await api.rating_of(self.k.storage, user_id, t.game)
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"tournament:{tournament_id}")
            t = await tx.tournaments.get(tournament_id)
            if t is None or t.status != SIGNUP:
                return "tn-err-closed"
            if len(await tx.tournaments.entries(tournament_id)) >= MAX_PEOPLE:
                return "tn-err-full"
            signed = Signed(user_id, name[:64] or str(user_id), rating, contribution, clock.now())
            return "tn-joined" if await tx.tournaments.join(tournament_id, signed) else "tn-err-joined"

    async def leave(self, tournament_id: str, user_id: int) -> str:
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"tournament:{tournament_id}")
            t = await tx.tournaments.get(tournament_id)
            if t is None or t.status != SIGNUP:
                return "tn-err-closed"
            return "tn-left" if await tx.tournaments.leave(tournament_id, user_id) else "tn-err-not-in"

    async def cancel(self, tournament_id: str, user_id: int, admin: bool) -> str:
        """The creator (or a group administrator) calls a tournament off while it signs up — under the
        tournament's lock, as every press that steers it: a start that won the race is not undone."""
        async with self.k.storage.transaction() as tx:
            t = await managed(tx, tournament_id, SIGNUP, user_id, admin)
            if isinstance(t, str):
                return t
            if not await tx.tournaments.cancel(tournament_id, clock.now()):
                return "tn-err-closed"
        return "tn-cancelled"

    async def end(self, tournament_id: str, user_id: int, admin: bool) -> str:
        """«⛔ Завершить турнир»: the creator (or a group administrator) ends a running tournament
        now; its final standings are those of the rounds every table of which has ended (a round
        under way counts for nothing: its tables play on as ordinary games)."""
        async with self.k.storage.transaction() as tx:
            t = await managed(tx, tournament_id, RUNNING, user_id, admin)
            if isinstance(t, str):
                return t
            played = t.round if not await tx.tournaments.unfinished(tournament_id, t.round) else t.round - 1
            people = await tx.tournaments.entries(tournament_id)
            tables = [x for x in await tx.tournaments.tables(tournament_id) if x.round <= played]
            table = final_standings(SWISS, people, tables, played)  # a bracket cut short: by points
            if not await tx.tournaments.finish(
                tournament_id, t.round, [x.__dict__ for x in table], clock.now()
            ):
                return "tn-err-closed"
        await self._after(tournament_id, "finished", [])
        return "tn-ended"

    # ----- rounds ------------------------------------------------------------------------------------------
    async def start(self, tournament_id: str, user_id: int, admin: bool) -> str:
        """«Начать»: the creator or a group administrator starts it with whoever signed up (4–64);
        round 1's rooms are made in the transaction that starts it."""
        made: list[tuple[Room, Plan]] = []
        async with self.k.storage.transaction() as tx:
            t = await managed(tx, tournament_id, SIGNUP, user_id, admin)
            if isinstance(t, str):
                return t
            people = await tx.tournaments.entries(tournament_id)
            if not MIN_PEOPLE <= len(people) <= MAX_PEOPLE:
                return "tn-err-count"
            rounds = default_rounds(t.format, len(people))
            if t.format == SWISS and t.rounds:
                rounds = min(t.rounds, len(people) - 1)
            if not await tx.tournaments.start(tournament_id, rounds, clock.now()):
                return "tn-err-closed"
            made = await self._seat_round(tx, t, people, [], 1)
        await self._after(tournament_id, "round", made)
        return "tn-started"

    def watch(self, room: Room) -> None:
        """After a committed change of a room (the kernel's ``after_change``): a tournament's table
        whose match is over is closed (its result is written; a rematch would count for nothing,
        and an open room would count against the group's and its creator's open rooms) and may
        complete its round."""
        info = room.extra.get("tournament")
        if not isinstance(info, dict) or room.status == PLAYING or self.k.closing:
            return
        ended = room.id if room.status == LOBBY and room.match_no >= 1 else None
        task = asyncio.get_running_loop().create_task(self._settle_quietly(str(info.get("id")), ended))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def fault(self, tournament_id: str) -> None:
        """A table of the tournament was quarantined and given its result (the kernel's
        ``after_fault``): its round may be complete."""
        if self.k.closing:
            return
        task = asyncio.get_running_loop().create_task(self._settle_quietly(tournament_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def set_option(self, tournament_id: str, user_id: int, admin: bool, key: str, value: str) -> str:
        """An option of its tables on the sign-up message (``tournament_tables.set_option``)."""
        return await seating.set_option(self.k.storage, tournament_id, user_id, admin, key, value)

    async def close_table(self, room_id: str) -> None:
        """Close a table whose match is over (shown as any closed room: its last match above)."""

        async def fn(tx: Tx, room: Room) -> Reply:
            if room.status != LOBBY or room.match_no < 1:
                return Reply(None)
            room.status = CLOSED
            room.pending = None
            return Reply(None, room=room)

        await self.k.change(room_id, fn)

    async def _settle_quietly(self, tournament_id: str, ended: str | None = None) -> None:
        try:
            if ended is not None:
                await self.close_table(ended)
            await self.settle(tournament_id)
        except Exception:
            log.exception(
                "settling tournament %s failed (tried again at the next change or start)", tournament_id
            )

    async def settle(self, tournament_id: str) -> str | None:
        """If every table of the current round has its result: the next round (its rooms made, the
        round moved on once) or the end (the final standings stored). Returns "round", "finished",
        or None when nothing was due (or another change did it first)."""
        made: list[tuple[Room, Plan]] = []
        async with self.k.storage.transaction() as tx:
            await tx.lock(f"tournament:{tournament_id}")
            t = await tx.tournaments.get(tournament_id)
            if t is None or t.status != RUNNING:
                return None
            for gone in await tx.tournaments.orphans(tournament_id, t.round):  # quarantined: level
                await tx.tournaments.set_result(str(gone.room_id), [list(gone.seats)], clock.now())
            if await tx.tournaments.unfinished(tournament_id, t.round):
                return None
            people = await tx.tournaments.entries(tournament_id)
            tables = await tx.tournaments.tables(tournament_id)
            rounds = rounds_of(tables, t.round)
            over = t.round >= t.rounds or sum(p.dropped is None for p in people) < 2
            if t.format == KNOCKOUT:
                over = knockout.standing(entries_of(people), rounds).champion is not None
            if t.paused and not over:  # paused: the next round waits for «▶️ Продолжить»
                return None
            if over:
                table = final_standings(t.format, people, tables, t.round)
                done = await tx.tournaments.finish(
                    tournament_id, t.round, [s.__dict__ for s in table], clock.now()
                )
                kind = "finished" if done else None
            elif await tx.tournaments.advance(tournament_id, t.round, clock.now()):
                made = await self._seat_round(tx, t, people, rounds, t.round + 1)
                kind = "round"
            else:
                kind = None
        if kind is not None:
            await self._after(tournament_id, kind, made)
        if kind == "round" and not made:  # a round of byes and walkovers only: no table will end it
            return await self.settle(tournament_id)
        return kind

    async def resume(self) -> None:
        """Start-up: every running tournament whose round ended while no worker settled it goes on,
        and the group is told what a stop kept it from hearing."""
        async with self.k.storage.read() as tx:
            running = await tx.tournaments.running()
        for t in running:
            await self._settle_quietly(t.id)
        async with self.k.storage.read() as tx:
            untold = await tx.tournaments.unannounced()
        for t in untold:
            try:
                await self._announce(t.id, "finished" if t.status == FINISHED else "round", [])
            except Exception:
                log.exception("announcing tournament %s failed", t.id)

    async def idle(self) -> None:
        """Wait for the settling under way (tests; a graceful stop)."""
        while self._tasks:
            await asyncio.gather(*list(self._tasks), return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    # ----- inside ------------------------------------------------------------------------------------------
    async def _get(self, tournament_id: str) -> Tournament | None:
        async with self.k.storage.read() as tx:
            return await tx.tournaments.get(tournament_id)

    async def _seat_round(
        self, tx: Tx, t: Tournament, people: Sequence[Signed], rounds: Sequence[Round], round_no: int
    ) -> list[tuple[Room, Plan]]:
        """Round ``round_no``'s plan: a room per table (its match started), the tables' rows."""
        players = entries_of(people)
        present = {p.user_id for p in people if p.dropped is None}  # the dropped are not paired
        if t.format == KNOCKOUT:
            plan = knockout.next_round(players, rounds, present)
        else:  # pairs, or Durak tables of 3–4
            plan = seating.plan(t, players, rounds, present)
        by_id = {p.user_id: p for p in people}
        made: list[tuple[Room, Plan]] = []
        rows: list[Table] = []
        for n, seats in enumerate(plan.tables):
            room, armed = await self._table_room(tx, t, round_no, n, seats, by_id)
            made.append((room, armed))
            rows.append(Table(round_no, n, tuple(seats), room.id, False, None))
        for m, pid in enumerate(plan.byes, start=len(plan.tables)):
            rows.append(Table(round_no, m, (pid,), None, True, ((pid,),)))
        await tx.tournaments.add_tables(t.id, rows)
        return made

    async def _table_room(
        self,
        tx: Tx,
        t: Tournament,
        round_no: int,
        table_no: int,
        seats: Sequence[int],
        by_id: dict[int, Signed],
    ) -> tuple[Room, Plan]:
        now = clock.now()
        options = dict(t.options.get("table") or game_class(t.game).normalize_options(None))
        room = Room(
            id=new_room_id(), game=t.game, chat_id=t.chat_id, locale=t.locale, creator=t.creator,
            capacity=len(seats), options=options, status=LOBBY, turn=0, match_no=0, state=None,
            match_info=None, pending=match.new_pending(), last=None, outcome=None, created_at=now,
            updated_at=now,
        )  # fmt: skip
        if len(seats) != SEATS:
            room.options = rules_of(t.game).options_for_seats(room, len(seats))
        room.seats = [
            Seat(i, None) if pid == COMPUTER else Seat(i, pid, True, by_id[pid].contribution)
            for i, pid in enumerate(seats)
        ]
        room.extra["tournament"] = {"id": t.id, "round": round_no, "table": table_no}
        await tx.rooms.save(room, new=True)
        await match.maybe_start(tx, room)
        advance(room)
        await tx.rooms.save(room)
        return room, await self.k.sync_deadlines(tx, room)

    async def _after(self, tournament_id: str, kind: str, made: list[tuple[Room, Plan]]) -> None:
        """Committed: remember, arm and show each new room; then tell the chat."""
        rooms = []
        for room, plan in made:
            before = self.k.cache.offer(room)
            self.k.schedule(room.id, plan)
            await self.k.show(room, before=before)
            rooms.append(room)
        await self._announce(tournament_id, kind, rooms)

    async def _announce(self, tournament_id: str, kind: str, rooms: list[Room]) -> None:
        """Tell the chat, once: a round's people privately, and the group. Each part is claimed in
        the database first (another worker, or a later start, does not repeat it).

        A graceful stop cancels an announcement whose group part still waits its turns on the
        group's lane (``RoomService.drain`` waits only so long): the claims of what had not been
        handed to Telegram (the words, maybe the picture) are given back, nothing more of it goes
        out, and :meth:`resume` at the next start sends just that, as the tournament then stands.
        The pings go at once, each on its own lane, and are not sent again once handed there. A
        killed process (kill -9) gives nothing back: what it had claimed and not sent is lost —
        once rather than twice, as a claim a dead process left cannot be told from one a live
        worker is sending; the round's tables still show themselves in the group."""
        if self.announce is None:
            return
        state = await self.state(tournament_id)
        if state is None:
            return
        tour = state.tournament
        value = tour.round + (kind == "finished")
        claimed: set[Part] = set()
        async with self.k.storage.transaction() as tx:
            for part in PARTS if kind == "round" else ("picture", "words"):  # the end pings nobody
                if await tx.tournaments.claim(tournament_id, part, value):
                    claimed.add(part)
        if not claimed:
            return
        telling = Telling("pings" in claimed, "picture" in claimed, "words" in claimed)
        try:
            await self.announce(kind, state, rooms, telling)
        except asyncio.CancelledError:
            await self._give_back(tournament_id, value, telling.cut())
            raise
        except Exception:
            log.exception("announcing tournament %s failed", tournament_id)

    async def _give_back(self, tournament_id: str, value: int, parts: list[Part]) -> None:
        if not parts:
            return
        try:
            async with self.k.storage.transaction() as tx:
                for part in parts:
                    await tx.tournaments.give_back(tournament_id, part, value)
        except Exception:
            log.exception("tournament %s: the %s cut off are lost", tournament_id, parts)
        else:
            log.info("tournament %s: the %s cut off go at the next start", tournament_id, parts)


def standings_rows(state: State) -> list[dict[str, Any]]:
    """The final standings with names, for the chat."""
    names = state.names()
    return [
        {"rank": s.rank, "name": names.get(s.user_id, str(s.user_id)), "score": s.score}
        for s in state.final()
    ]
