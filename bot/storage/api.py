"""Whole storage operations for the modules beside the room service (the presenter, statistics, pings,
the metrics): each one locked read or one transaction of its own, opened here — outside
``bot/storage`` only the room service opens transactions (an action's reads and writes go
together there)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from bot.model import Room
from bot.plumbing import clock
from bot.storage import queue
from bot.storage.db import Database
from bot.storage.ratings import DEFAULT_RATING, RatedStanding, StoredRating
from bot.storage.seasons import SeasonRating
from bot.storage.values import Deadline, Deal, Loser, Person, RecentDeal, Result, Standing


@dataclass(frozen=True, slots=True)
class Around:
    """What a room's frames show beside the room, read at once (``RoomRepo.around``)."""

    people: dict[int, Person]
    #: the deals of the room's current match, in order
    deals: list[Deal]
    deadlines: dict[str, Deadline]
    #: a closed room's finished deals still on record: (match, last finished deal), newest first
    records: list[tuple[int, int]] = field(default_factory=list)
    #: user -> until when their table page counts as open (see :func:`table_seen`; expired ones too)
    tables: dict[int, float] = field(default_factory=dict)


async def around(storage: Database, room: Room, user_ids: set[int], *, records: bool) -> Around:
    async with storage.read() as tx:
        people, deals, deadlines, tables = await tx.rooms.around(room.id, room.match_no, user_ids)
        done = await tx.deals.last_finished_per_match(room.id) if records else []
    return Around(people, deals, deadlines, done, tables)


async def room(storage: Database, room_id: str) -> Room | None:
    """The room as stored (``CorruptRoom`` when it cannot be read), to look at, not to change."""
    async with storage.read() as tx:
        return await tx.rooms.load(room_id)


async def stored_turn(storage: Database, room_id: str) -> int | None:
    async with storage.read() as tx:
        return await tx.rooms.turn_of(room_id)


async def open_room_count(storage: Database) -> int:
    async with storage.read() as tx:
        return len(await tx.rooms.open_ids())


async def person(storage: Database, user_id: int) -> Person | None:
    async with storage.read() as tx:
        return await tx.users.get(user_id)


async def set_pref(storage: Database, user_id: int, key: str, value: str | int | None) -> None:
    async with storage.transaction() as tx:
        await tx.users.set_pref(user_id, key, value)


async def chat_hands(storage: Database, chat_id: int) -> bool | None:
    async with storage.read() as tx:
        return await tx.chats.hands(chat_id)


async def set_chat_hands(storage: Database, chat_id: int, on: bool, by_user: int) -> None:
    async with storage.transaction() as tx:
        await tx.chats.set_hands(chat_id, on, by_user)


async def results_of(storage: Database, user_id: int, chat_id: int | None = None) -> list[Result]:
    async with storage.read() as tx:
        return await tx.results.of_user(user_id, chat_id)


async def recent_deals(storage: Database, user_id: int, chat_id: int | None, limit: int) -> list[RecentDeal]:
    async with storage.read() as tx:
        return await tx.results.recent_deals(user_id, chat_id, limit)


async def board(
    storage: Database, chat_id: int, game: str, since: float, min_games: int, loser_since: float | None
) -> tuple[list[Standing], Loser | None]:
    """A group's board since ``since`` and (``loser_since``) who lost most since then, in one read."""
    async with storage.read() as tx:
        rows = await tx.results.top(chat_id, game, since, min_games)
        worst = await tx.results.most_losses(chat_id, game, loser_since) if loser_since is not None else None
    return rows, worst


async def forget(storage: Database, user_id: int) -> None:
    """``ResultRepo.forget`` in one transaction, with the reports they made or got (table talk),
    their place in the quick-match queue (their joins and early leaves stay: the limits need them)
    and the name they signed up to tournaments by."""
    async with storage.transaction() as tx:
        await tx.lock(queue.LOCK)
        await tx.ratings.forget(user_id)
        await tx.seasons.forget(user_id)
        await tx.results.forget(user_id)
        await tx.tournaments.forget(user_id)
        await tx.reviews.forget(user_id)
        await tx.run("DELETE FROM reports WHERE reporter = ? OR reported = ?", (user_id, user_id))
        await queue.remove(tx, user_id)


# ----- ratings (issue 32; bot/storage/ratings.py) ---------------------------------------------------------
async def rating_of(storage: Database, user_id: int, game: str) -> float:
    """The person's rating in ``game`` (1500.0 for someone never rated): what the quick-match queue
    pairs people by. It is their current season's rating (issue 47): the latest one, which a new
    season carries over as it is (only its RD widens, and the queue pairs by the rating alone)."""
    async with storage.read() as tx:
        found = await tx.ratings.of([user_id], game)
    return found[user_id].rating if user_id in found else DEFAULT_RATING


async def ratings_of(storage: Database, user_id: int) -> list[StoredRating]:
    """The person's ratings, one per game they were rated in (/stats)."""
    async with storage.read() as tx:
        return await tx.ratings.of_user(user_id)


async def rating_board(storage: Database, game: str, min_games: int, limit: int = 10) -> list[RatedStanding]:
    """``/top global``: the best rated of those who opted in."""
    async with storage.read() as tx:
        return await tx.ratings.board(game, min_games, limit)


async def season_board(
    storage: Database, game: str, season: str, min_games: int, limit: int = 10
) -> list[RatedStanding]:
    """``/top global`` of one season (issue 47; bot/storage/seasons.py)."""
    async with storage.read() as tx:
        return await tx.seasons.board(game, season, min_games, limit)


async def seasons_before(storage: Database, game: str, season: str, limit: int) -> list[str]:
    """The latest seasons before ``season`` with rated results in ``game``."""
    async with storage.read() as tx:
        return await tx.seasons.before(game, season, limit)


async def season_kept(storage: Database, season: str) -> bool:
    async with storage.read() as tx:
        return await tx.seasons.kept(season)


async def best_seasons(storage: Database, user_id: int) -> dict[str, SeasonRating]:
    """The person's best season per game (/stats)."""
    async with storage.read() as tx:
        return await tx.seasons.best(user_id)


async def rating_public(storage: Database, user_id: int) -> bool:
    async with storage.read() as tx:
        return await tx.ratings.public(user_id)


async def set_rating_public(storage: Database, user_id: int, on: bool) -> None:
    async with storage.transaction() as tx:
        await tx.ratings.set_public(user_id, on)


# ----- the Mini App's table pages (issue 45; bot/storage/table_views.py) -----------------------------------
#: how long one call of :func:`table_seen` keeps a page counted as open: three of the page server's
#: 20-second renewals, so one lost renewal does not wake the chat
TABLE_SEEN_SECONDS = 60.0


async def table_seen(
    storage: Database,
    room_id: str,
    user_id: int,
    seconds: float = TABLE_SEEN_SECONDS,
    *,
    opened: bool = False,
) -> None:
    """The person's table page of the room is open: their own chat messages of the room (the hand,
    the lobby, the «Ваш ход» ping, their hand in the group) are not drawn for ``seconds`` from now
    (``bot/chat/quiet.py``). For the page's server (its server-sent events): call it when a page
    connects, with ``opened=True``, and again every 20 s while the connection lives; call
    :func:`table_gone` when it closes. A page whose server dies without a word stops counting
    ``seconds`` after the last call, and the chat comes back by itself.

    ``opened``: the page was just opened (or played from), so it takes the chat's quiet back even if
    the person pressed a button of the room in a chat meanwhile; a renewal (False) leaves such a
    press standing — the chat stays drawn while they play there (see README, «The table in the Mini
    App»). One statement of its own."""
    async with storage.autocommit() as tx:
        await tx.table_views.seen(room_id, user_id, clock.now() + seconds, opened=opened)


async def table_gone(storage: Database, room_id: str, user_id: int) -> None:
    """The person's table page of the room closed (its connection ended): their chat is drawn as
    before — brought up to date within ``bot/chat/quiet.py``'s few seconds. One statement."""
    async with storage.autocommit() as tx:
        await tx.table_views.gone(room_id, user_id)


async def table_chat(storage: Database, room_id: str, user_id: int) -> bool:
    """The person pressed a button of the room in a chat while their table page is open: the chat is
    theirs again until the page is opened anew (True: it was quiet until now)."""
    async with storage.autocommit() as tx:
        return await tx.table_views.chat(room_id, user_id, clock.now())


async def open_tables(storage: Database, room_ids: Iterable[str]) -> dict[tuple[str, int], float]:
    """(room, user) -> until, for the rooms' table pages whose chat is quiet: what a chat kept quiet
    checks again (one read for every room)."""
    async with storage.read() as tx:
        return await tx.table_views.of_rooms(room_ids)
