"""Fixtures for the bot tests: ``fake_tg``, a started fake Telegram Bot API server."""

from __future__ import annotations

import asyncio
import contextlib
import os
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

# Make ``tests`` importable however pytest imports this directory (rootdir is not on sys.path with
# the editable install): the tests import their helpers from tests.support.
_ROOT = str(Path(__file__).resolve().parents[2])
if _ROOT not in sys.path:
    sys.path.append(_ROOT)

from tests import postgres  # noqa: E402
from tests.support import storage_sites  # noqa: E402
from tests.support.pacing import LIMIT_SCALE  # noqa: E402
from tests.support.virtual_time import VirtualTimeLoop, outside_work_tracked  # noqa: E402

# the fake Bot API and the bot (aiogram: seconds of CPU to import) only where a test starts one:
# ``fake_tg`` imports them, so a run of tests that need neither does not pay for them
if TYPE_CHECKING:
    from bot.sandbox.fakeapi import FakeTelegram

def pytest_configure(config: pytest.Config) -> None:
    """``KOZYR_STORAGE_SITES``: record where each repository statement ran, by database
    (tests/support/storage_sites.py; scripts/test.py checks that PostgreSQL ran them all)."""
    if os.environ.get(storage_sites.ENV):
        storage_sites.install()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    if os.environ.get(storage_sites.BY_TEST_ENV):
        storage_sites.current_test = item.nodeid
    yield
    storage_sites.current_test = None


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    if os.environ.get(storage_sites.ENV):
        storage_sites.write(Path(os.environ[storage_sites.ENV]))


@pytest.fixture(params=["sqlite", "postgres"])
async def storage(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[Any]:
    """A fresh, open database of the bot's on each kind: an SQLite file, and a fresh PostgreSQL
    schema (skipped without a server). A test file may define its own ``storage`` instead."""
    from bot.storage import Database, SqliteStorage

    db: Database
    if request.param == "postgres":
        if postgres.server() is None:
            pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
        from bot.storage.pg import PostgresStorage

        db = PostgresStorage(postgres.fresh_url(), min_size=1, max_size=6)
    else:
        db = SqliteStorage(tmp_path / "k.sqlite3")
    await db.open()
    try:
        yield db
    finally:
        await db.close()


#: the fixtures that run a bot in the test's own event loop: their tests run on virtual time
IN_PROCESS = {"fake_tg", "page"}


def on_virtual_time(item: pytest.Item) -> bool:
    """Virtual time for the tests that run the bot in their own loop and those marked
    ``virtual_time``; ``real_time``: the ordinary loop, for tests whose bot is another process."""
    if item.get_closest_marker("real_time") is not None:
        return False
    names = set(getattr(item, "fixturenames", ()))
    return bool(names & IN_PROCESS) or item.get_closest_marker("virtual_time") is not None


def pytest_asyncio_loop_factories(config: pytest.Config, item: pytest.Item) -> dict[str, Any]:
    if on_virtual_time(item):
        return {"virtual": VirtualTimeLoop}
    return {"real": asyncio.new_event_loop}


@pytest.fixture(autouse=True)
def _outside_work(request: pytest.FixtureRequest) -> Iterator[None]:
    """On virtual time, database queries hold the clock and APScheduler reads it
    (tests/support/virtual_time.py)."""
    with outside_work_tracked() if on_virtual_time(request.node) else contextlib.nullcontext():
        yield


@pytest.fixture
async def fake_tg() -> AsyncIterator[FakeTelegram]:
    from bot.sandbox.fakeapi import FakeTelegram
    from tests.support import bot_e2e

    # Telegram's real limits on virtual time; on real time LIMIT_SCALE times faster
    fake = FakeTelegram(limits=True, limit_scale=1.0 if bot_e2e.on_virtual_time() else LIMIT_SCALE)
    fake.patience = bot_e2e.patience()
    await fake.start()
    bot_e2e.watch(fake)
    try:
        yield fake
    finally:
        bot_e2e.watch(None)
        await fake.stop()
    limited = fake.limited_calls()
    assert not limited, f"{len(limited)} calls over Telegram's limits, e.g. {limited[:3]}"


#: KOZYR_TEST_POSTGRES_EVERY=1: every end-to-end test on both databases (a change to the storage, say)
EVERY = os.environ.get("KOZYR_TEST_POSTGRES_EVERY", "") not in ("", "0")
DATABASE_KINDS = ("sqlite", "postgres")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    """The end-to-end tests marked ``both_databases`` run twice: ``[sqlite]`` and ``[postgres]``, their
    bots keeping the rooms in each (``database_kind``; ``tests.support.bot_e2e.make_settings``). The
    other tests run once, on SQLite: they would do the same again — their own SQLite file, the
    sandbox's, the PostgreSQL server directly (tests/bot/test_postgres.py), or both databases through
    the ``storage`` fixture. Which end-to-end tests run on both is chosen, not all of them: those that
    together run every repository statement on PostgreSQL (scripts/test.py checks it after every
    whole run: tests/support/storage_sites.py), and those whose claim is what PostgreSQL does
    differently — restarts, double taps and floods on its row locks, deadlines claimed in the
    database, the shared pacing, notices between workers, the quick match's queue — and a whole game
    of each kind. ``KOZYR_TEST_POSTGRES_EVERY=1`` runs every end-to-end test on both.

    One pool of tests, not a run per database: pytest-xdist's workers share out both kinds, so
    neither database's tests wait for the other's at the end."""
    if "fake_tg" not in metafunc.fixturenames:
        return
    if EVERY or metafunc.definition.get_closest_marker("both_databases") is not None:
        metafunc.parametrize("database_kind", DATABASE_KINDS, indirect=True)


@pytest.fixture(autouse=True)
def database_kind(request: pytest.FixtureRequest) -> Iterator[str]:
    """``sqlite`` (the default), or ``postgres`` for the second run of a ``both_databases`` test:
    the bots ``make_settings`` sets up during the test keep their rooms on the PostgreSQL server
    (skipped without one; CI has one)."""
    kind = str(getattr(request, "param", "sqlite"))
    if kind == "postgres" and postgres.server() is None:
        pytest.skip("no PostgreSQL server (set KOZYR_TEST_POSTGRES, or run one on 127.0.0.1:5432)")
    with postgres.used(kind == "postgres"):
        yield kind


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """``e2e``: every test that runs the bot against the fake Bot API (``-m "not e2e"``: the quick ones)."""
    for item in items:
        if "fake_tg" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.e2e)
