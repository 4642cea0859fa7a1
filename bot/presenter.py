"""After every commit: render each standing message of the room and hand it to the outbox."""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from bot.config import Settings
from bot.i18n import Translator, pick_language
from bot.outbox import Outbox
from bot.render.room import Ctx, render
from bot.rooms.model import CLOSED, Room
from bot.storage import Storage
from bot.storage.db import loads

log = logging.getLogger(__name__)


class Presenter:
    def __init__(self, storage: Storage, outbox: Outbox, settings: Settings, bot_username: str) -> None:
        self.storage = storage
        self.outbox = outbox
        self.settings = settings
        self.bot_username = bot_username
        #: «Ваш ход» pings (bot/pings.py), set by the app
        self.pinger: Any = None
        #: public timing facts of a room (set by bot/clock.py: the bar, «Поторопить», the pause)
        self.timing: Callable[[Room], dict[str, Any]] | None = None
        #: (room, user) -> (turn, selection, pick) last drawn, so a bar refresh keeps the selection
        self.ui_state: dict[tuple[str, int], tuple[int, int, str | None]] = {}

    async def user_prefs(self, user_id: int) -> dict[str, Any]:
        async with self.storage.read() as tx:
            row = await tx.user(user_id)
        if row is None:
            return {"lang": self.settings.default_locale, "style": "italian", "fp": False}
        return {
            "lang": pick_language(row["language"], row["tg_language"], self.settings.default_locale),
            "style": row["deck_style"],
            "fp": bool(row["show_fingerprint"]),
        }

    async def _context_data(self, room: Room) -> tuple[dict[int, str], set[int], dict[tuple[int, int], dict[str, Any]]]:
        ids = {s.user_id for s in room.seats if s.user_id is not None}
        if room.match_info:
            ids |= {u for u in room.match_info.get("users", []) if u is not None}
        ids.add(room.creator)
        names: dict[int, str] = {}
        unreachable: set[int] = set()
        deals: dict[tuple[int, int], dict[str, Any]] = {}
        async with self.storage.read() as tx:
            for uid in ids:
                row = await tx.user(uid)
                if row is not None:
                    names[uid] = row["first_name"] or (row["username"] or str(uid))
                    if not row["reachable"]:
                        unreachable.add(uid)
            for row in await tx.all(
                "SELECT deal_no, commitment, result, ended_at FROM deals WHERE room_id = ? AND match_no = ?",
                (room.id, room.match_no),
            ):
                deals[(room.match_no, row["deal_no"])] = {
                    "commitment": row["commitment"],
                    "result": loads(row["result"]),
                    "ended_at": row["ended_at"],
                }
        return names, unreachable, deals

    async def _closed_records(self, room: Room) -> list[tuple[int, int]]:
        """(match, last finished deal) of a closed room, newest match first."""
        if room.status != CLOSED:
            return []
        async with self.storage.read() as tx:
            rows = await tx.all(
                "SELECT match_no, MAX(deal_no) AS deal_no FROM deals WHERE room_id = ? AND ended_at IS NOT NULL"
                " GROUP BY match_no ORDER BY match_no DESC",
                (room.id,),
            )
        return [(r["match_no"], r["deal_no"]) for r in rows]

    async def ctx_for(self, room: Room, user_id: int | None) -> Ctx:
        names, unreachable, deals = await self._context_data(room)
        records = await self._closed_records(room)
        if user_id is None:
            return Ctx(
                Translator(room.locale), self.bot_username, style="italian", names=names, unreachable=unreachable,
                deals=deals, timing=self._timing(room), records=records,
            )
        prefs = await self.user_prefs(user_id)
        return Ctx(
            Translator(prefs["lang"]),
            self.bot_username,
            style=prefs["style"],
            show_fp=prefs["fp"],
            names=names,
            unreachable=unreachable,
            deals=deals,
            timing=self._timing(room),
            records=records,
        )

    def _timing(self, room: Room) -> dict[str, Any]:
        return self.timing(room) if self.timing is not None else {}

    async def table_changed(self, room: Room) -> None:
        if room.chat_id is not None:
            ctx = await self.ctx_for(room, None)
            text, markup = render(room, None, ctx)
            self.outbox.show((room.id, room.chat_id, "table"), text, markup)

    async def room_changed(self, room: Room) -> None:
        """Redraw every standing message of the room; one failing render (logged) does not keep
        the others from being drawn."""
        steps: list[tuple[str, Callable[[], Awaitable[None]]]] = [("table", lambda: self.table_changed(room))]
        for seat in room.humans():
            assert seat.user_id is not None
            steps.append((f"hand of {seat.user_id}", lambda uid=seat.user_id: self.show_user(room, uid)))
        if self.pinger is not None:
            steps.append(("pings", lambda: self.pinger.room_changed(room, self._lang_of)))
        for what, step in steps:
            try:
                await step()
            except Exception:
                log.exception("drawing the %s of room %s failed", what, room.id)

    async def _lang_of(self, user_id: int) -> str:
        return str((await self.user_prefs(user_id))["lang"])

    async def show_user(
        self, room: Room, user_id: int, *, selection: int = 0, pick: str | None = None, fresh: bool = False
    ) -> None:
        ctx = await self.ctx_for(room, user_id)
        self.ui_state[(room.id, user_id)] = (room.turn, selection, pick)
        text, markup = render(room, user_id, ctx, selection=selection, pick=pick)
        self.outbox.show((room.id, user_id, "hand"), text, markup, fresh=fresh)

    async def refresh_user(self, room: Room, user_id: int) -> None:
        """Redraw a player's message as it was last drawn (same selection), e.g. a progress bar tick."""
        turn, selection, pick = self.ui_state.get((room.id, user_id), (room.turn, 0, None))
        if turn != room.turn:
            selection, pick = 0, None
        await self.show_user(room, user_id, selection=selection, pick=pick)

    async def show_left(self, room: Room, user_id: int) -> None:
        prefs = await self.user_prefs(user_id)
        t = Translator(prefs["lang"])
        self.outbox.show((room.id, user_id, "hand"), t("you-left"), None)
