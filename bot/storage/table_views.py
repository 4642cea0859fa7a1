"""The ``table_views`` table (migration 021): whose Mini App table page is open in which room, so
that their own chat messages of the room stay quiet meanwhile (``bot/chat/quiet.py``). The page's
server writes it (:func:`bot.storage.api.table_seen`, :func:`bot.storage.api.table_gone`), a press
in a chat gives the chat back (:meth:`TableViewRepo.chat`), and every frame reads it with the
room's other facts (``RoomRepo.around``)."""

from __future__ import annotations

from collections.abc import Iterable

from bot.storage.base import Repo, marks


class TableViewRepo(Repo):
    async def seen(self, room_id: str, user_id: int, until: float, *, opened: bool) -> None:
        """The page is open until ``until`` (an upsert); ``opened``: it was just opened (or pressed),
        so a press in the chat made since no longer counts — else that stays as it was."""
        chat = "NULL" if opened else "table_views.chat"
        await self.tx.run(
            "INSERT INTO table_views (room_id, user_id, until) VALUES (?, ?, ?)"
            f" ON CONFLICT (room_id, user_id) DO UPDATE SET until = excluded.until, chat = {chat}",  # noqa: S608
            (room_id, user_id, until),
        )

    async def gone(self, room_id: str, user_id: int) -> None:
        await self.tx.run("DELETE FROM table_views WHERE room_id = ? AND user_id = ?", (room_id, user_id))

    async def chat(self, room_id: str, user_id: int, now: float) -> bool:
        """The person pressed in a chat while their page is open: the chat is theirs again (True:
        it was quiet until now)."""
        changed = await self.tx.count(
            "UPDATE table_views SET chat = ?"
            " WHERE room_id = ? AND user_id = ? AND chat IS NULL AND until > ?",
            (now, room_id, user_id, now),
        )
        return changed > 0

    async def of_room(self, room_id: str) -> dict[int, float]:
        """user -> until, for the room's pages whose chat is quiet (no press there since they opened;
        expired ones too: the reader compares ``until`` with its clock)."""
        rows = await self.tx.all(
            "SELECT user_id, until FROM table_views WHERE room_id = ? AND chat IS NULL", (room_id,)
        )
        return {int(r[0]): float(r[1]) for r in rows}

    async def of_rooms(self, room_ids: Iterable[str]) -> dict[tuple[str, int], float]:
        """(room, user) -> until, as :meth:`of_room` for several rooms at once."""
        ids = sorted(set(room_ids))
        if not ids:
            return {}
        rows = await self.tx.all(
            f"SELECT room_id, user_id, until FROM table_views WHERE room_id IN ({marks(len(ids))})"  # noqa: S608
            " AND chat IS NULL",
            ids,
        )
        return {(str(r[0]), int(r[1])): float(r[2]) for r in rows}

    async def purge(self, before: float) -> int:
        """Delete the pages that stopped counting as open before ``before`` (their server died
        without a word); how many went."""
        return await self.tx.count("DELETE FROM table_views WHERE until < ?", (before,))
