"""The whole test suite, on both databases: ``.venv/bin/python scripts/test.py [pytest options]``.

Runs ``pytest`` on pytest-xdist workers (``-n 3 --dist worksteal``; an ``-n`` among the options
replaces it). The end-to-end tests marked ``both_databases`` run twice, their bots on SQLite and on
the PostgreSQL server (``KOZYR_TEST_POSTGRES``, else ``postgresql://postgres@127.0.0.1:5432/postgres``;
each test process creates a database of its own there and drops it at its end): tests/bot/conftest.py
says which. Both kinds are one pool of tests that the workers share out, so neither waits for the
other. After a whole run (no paths or selections among the options) that passed, it checks that
every repository statement the suite ran on SQLite ran on PostgreSQL too
(tests/support/storage_sites.py) — what makes running only the chosen tests twice safe. Exit code:
0 when the tests and that check passed.

Without a PostgreSQL server the tests' PostgreSQL half is skipped with a note — except under CI
(``CI`` set), where that is a failure at once: CI promises both.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from tests.support import storage_sites  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LOCAL = "postgresql://postgres@127.0.0.1:5432/postgres"


def postgres_url() -> str | None:
    url = os.environ.get("KOZYR_TEST_POSTGRES", "").strip() or LOCAL

    async def probe() -> bool:
        import asyncpg

        try:
            conn = await asyncpg.connect(url, timeout=3)
        except (OSError, asyncpg.PostgresError, TimeoutError):
            return False
        await conn.close()
        return True

    return url if asyncio.run(probe()) else None


#: pytest-xdist: the bot's tests are independent (own temporary directories, ports, and on PostgreSQL a
#: database per process); work stealing evens out the long tests. Three workers on two cores: many
#: tests wait on their bot processes, browsers and real-time deadlines
WORKERS = ["-n", "3", "--dist", "worksteal"]


def whole(argv: list[str]) -> bool:
    """Whether these options run the whole suite (no paths, no selection)."""
    narrowing = ("-k", "-m", "--deselect", "--lf", "--last-failed", "--ff", "--sw", "--stepwise", "-x")
    return not any(a.startswith("tests") or a.startswith(narrowing) or "::" in a for a in argv)


def check_sites(sites: Path) -> int:
    """1 when a repository statement ran on SQLite but never on PostgreSQL in the whole suite
    (tests/support/storage_sites.py): only the end-to-end tests marked ``both_databases`` run on
    PostgreSQL too, and this is what proves that they — with the tests on the ``storage`` fixture,
    which gives each database — still run every statement there."""
    found, _ = storage_sites.read(sites)
    missing = storage_sites.missing(found)
    if not {dialect for dialect, _ in found} >= {"sqlite", "postgresql"}:
        print("\nno repository statement was recorded on one of the databases", flush=True)
        return 1
    if not missing:
        return 0
    print(
        f"\n{len(missing)} repository statement(s) ran on SQLite but never on PostgreSQL: test them on"
        " PostgreSQL too — mark a test bot that runs them `both_databases`, or test the repository on"
        " the `storage` fixture (a call for SQLite alone says `# sqlite only` on its line):",
        flush=True,
    )
    for site in missing:
        print("  ", storage_sites.describe(site), flush=True)
    return 1


def main(argv: list[str]) -> int:
    chosen = any(a.startswith(("-n", "--numprocesses")) for a in argv)
    pytest = [sys.executable, "-m", "pytest", *([] if chosen else WORKERS), *argv]
    url = postgres_url()
    if url is None and os.environ.get("CI"):
        print(f"no PostgreSQL server at {LOCAL} (or KOZYR_TEST_POSTGRES): CI runs both", flush=True)
        return 1
    started = time.monotonic()
    env = dict(os.environ)
    if url is not None:
        env["KOZYR_TEST_POSTGRES"] = url
    # where each test process records the repositories' statements it ran, by database
    # (tests/support/storage_sites.py)
    sites = Path(env.get(storage_sites.ENV) or tempfile.mkdtemp(prefix="kozyr-tests-sites-"))
    env[storage_sites.ENV] = str(sites)
    code = subprocess.run(pytest, cwd=ROOT, env=env).returncode
    minutes = (time.monotonic() - started) / 60
    summary = "tests: " + ("passed" if code == 0 else f"FAILED ({code})")
    check = 0
    if url is not None and whole(argv) and code == 0:
        check = check_sites(sites)
        summary += "; statements: " + ("each ran on PostgreSQL" if check == 0 else "FAILED")
    if storage_sites.ENV not in os.environ:
        shutil.rmtree(sites, ignore_errors=True)
    if url is None:
        summary += "; PostgreSQL: skipped (no server; set KOZYR_TEST_POSTGRES to run it)"
    print(f"\n{summary} — {minutes:.1f} min", flush=True)
    return 0 if code == 0 and check == 0 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
