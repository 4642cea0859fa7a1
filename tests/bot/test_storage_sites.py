"""The record of which repository statements ran on which database (tests/support/storage_sites.py),
on which the choice of tests run on both databases rests: it must see a statement on each database, and
name one that ran on SQLite alone."""

from __future__ import annotations

import inspect

from bot.storage import Database
from bot.storage.chats import ChatRepo
from tests.support import storage_sites


def _line_of(function: object, text: str) -> int:
    lines, first = inspect.getsourcelines(function)  # type: ignore[arg-type]
    return first + next(i for i, line in enumerate(lines) if text in line)


async def test_a_repository_statement_is_recorded_with_its_database_and_line(storage: Database) -> None:
    dialect = "postgresql" if storage.shared else "sqlite"
    site = f"chats.py:{_line_of(ChatRepo.language, 'self.tx.one(')}"
    with storage_sites.recording():
        before = set(storage_sites.sites)
        async with storage.read() as tx:
            assert await tx.chats.language(-42) is None
            await tx.one("SELECT 1")  # a test's own statement: not a repository's
        new = storage_sites.sites - before
    assert (dialect, site) in storage_sites.sites
    assert {s for _, s in new} <= {site}  # nothing else, and no site outside bot/storage


def test_a_statement_seen_on_sqlite_alone_is_missing_unless_it_says_so() -> None:
    language = f"chats.py:{_line_of(ChatRepo.language, 'self.tx.one(')}"
    setting = f"chats.py:{_line_of(ChatRepo.set_language, 'self.tx.run(')}"
    from bot.storage.users import UserRepo

    marked = f"users.py:{_line_of(UserRepo._touch, '# sqlite only')}"
    found = {("sqlite", language), ("postgresql", language), ("sqlite", setting), ("sqlite", marked)}
    assert storage_sites.missing(found) == [setting]
    assert storage_sites.missing(found | {("postgresql", setting)}) == []
    assert storage_sites.describe(setting).endswith("await self.tx.run(")  # the line, as in the file
