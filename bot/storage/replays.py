"""Replay tokens (issue 46, migration 022): one unguessable token per finished deal, which shows the
deal's replay to whoever holds it (``GET api/replay/<token>``, ``bot/web/replay.py``)."""

from __future__ import annotations

import re
import secrets

from bot.storage.db import Database
from bot.storage.repos import Tx

#: a token as links carry it: Telegram's start_param allows [A-Za-z0-9_-], 64 characters at most
TOKEN = re.compile(r"^[A-Za-z0-9_-]{16}$")


def new_token() -> str:
    """96 random bits, 16 URL-safe characters."""
    return secrets.token_urlsafe(12)


async def mint(tx: Tx, room_id: str, match_no: int, deal_no: int, now: float) -> str:
    """The deal's token, made the first time it is asked for (the same one ever after); the bot
    makes it as the deal ends, in the transaction that stores its result."""
    await tx.run(
        "INSERT INTO replays (token, room_id, match_no, deal_no, made_at) VALUES (?, ?, ?, ?, ?)"
        " ON CONFLICT (room_id, match_no, deal_no) DO NOTHING",
        (new_token(), room_id, match_no, deal_no, now),
    )
    row = await tx.one(
        "SELECT token FROM replays WHERE room_id = ? AND match_no = ? AND deal_no = ?",
        (room_id, match_no, deal_no),
    )
    assert row is not None
    return str(row["token"])


async def token_for(storage: Database, room_id: str, match_no: int, deal_no: int, now: float) -> str:
    """:func:`mint` in a transaction of its own (a deal that ended before replays existed)."""
    async with storage.transaction() as tx:
        return await mint(tx, room_id, match_no, deal_no, now)


async def deal_of(storage: Database, token: str) -> tuple[str, int, int] | None:
    """(room, match, deal) the token shows; None for a token nobody was given."""
    if not TOKEN.match(token):
        return None
    async with storage.read() as tx:
        row = await tx.one("SELECT room_id, match_no, deal_no FROM replays WHERE token = ?", (token,))
    return None if row is None else (str(row["room_id"]), int(row["match_no"]), int(row["deal_no"]))
