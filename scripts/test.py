"""The whole test suite, on both databases: ``.venv/bin/python scripts/test.py [pytest options]``.

Runs ``pytest`` (everything, on SQLite) and — when a PostgreSQL server answers (``KOZYR_TEST_POSTGRES``,
else ``postgresql://postgres@127.0.0.1:5432/postgres``) — ``pytest tests/bot`` again on PostgreSQL
(``KOZYR_TEST_POSTGRES``: every test bot gets a fresh schema of a database the run creates and drops;
only the tests that run a bot against the fake Bot API and are marked ``both_databases`` run again,
tests/bot/conftest.py: the others do the same on either run, or test both databases themselves).
The two runs go side by side: the SQLite run on two pytest-xdist workers (``-n 2 --dist
worksteal``), the PostgreSQL run in one process beside them (on two cores a third busy process only
makes the three take turns) — which also runs the tests no database touches (``BESIDE``: the
engines', the tournaments' core), once, instead of the SQLite run: it waits on its bots most of the
time, and the SQLite run is the longer. An ``-n`` among the options applies to both runs (``-n 0``:
each in one process). After a whole run (no paths or selections among the options) that passed, it
checks that every repository statement the suite ran on SQLite ran on PostgreSQL too
(tests/support/storage_sites.py) — what makes running only the chosen tests twice safe. Exit code:
0 when both runs and that check passed.

Without a PostgreSQL server the PostgreSQL run is skipped with a note — except under CI (``CI`` set),
where that is a failure: CI promises both.
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


#: pytest-xdist: the SQLite run on two workers (the bot's tests are independent: own temporary
#: directories, ports, and on PostgreSQL a database per process); work stealing evens out the long tests
WORKERS = ["-n", "2", "--dist", "worksteal"]
#: the PostgreSQL run (a quarter of the tests, most of them waiting on their bot) in one process beside
#: them: measured on two cores, three busy test processes took longer than two
PG_WORKERS = ["-n", "0"]
#: tests no database touches, run in the PostgreSQL run's process when there is one (else in the
#: SQLite run): that process waits on its bots most of the time, the SQLite run is the longer
BESIDE = ("tests/engines", "tests/tournaments")


def whole(argv: list[str]) -> bool:
    """Whether these options run the whole suite (no paths, no selection)."""
    narrowing = ("-k", "-m", "--deselect", "--lf", "--last-failed", "--ff", "--sw", "--stepwise", "-x")
    return not any(a.startswith("tests") or a.startswith(narrowing) or "::" in a for a in argv)


def check_sites(sites: Path) -> int:
    """1 when a repository statement ran on SQLite but never on PostgreSQL in the whole suite
    (tests/support/storage_sites.py): the PostgreSQL run runs only the bot tests marked
    ``both_databases``, and this is what proves that they — with the tests on the ``storage``
    fixture, which gives each database — still run every statement there."""
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
    runs: list[tuple[str, subprocess.Popen[bytes], Path | None]] = []
    started = time.monotonic()
    env = {k: v for k, v in os.environ.items() if k != "KOZYR_TEST_POSTGRES"}
    # where each run records the repositories' statements it ran, by database (tests/support/storage_sites.py)
    sites = Path(env.get(storage_sites.ENV) or tempfile.mkdtemp(prefix="kozyr-tests-sites-"))
    env[storage_sites.ENV] = str(sites)
    if url is not None:
        scratch = Path(tempfile.mkdtemp(prefix="kozyr-tests-postgres-"))
        log = scratch / "pytest.log"
        with log.open("wb") as out:
            pg_env = dict(env, KOZYR_TEST_POSTGRES=url)
            # its own temporary directory root: the two runs must not clean up each other's tmp_path
            pg_pytest = [sys.executable, "-m", "pytest", *([] if chosen else PG_WORKERS), *argv]
            pg_args = [*pg_pytest, "-p", "no:cacheprovider", "--basetemp", str(scratch / "tmp")]
            if not any(a.startswith("tests") for a in argv):
                # beside the bot's tests, the ones no database touches (engines, tournaments' core):
                # the PostgreSQL run waits on its bots mostly, the SQLite run is the longer one
                pg_args += ["tests/bot", *BESIDE]
            proc = subprocess.Popen(pg_args, cwd=ROOT, env=pg_env, stdout=out, stderr=subprocess.STDOUT)
            runs.append(("PostgreSQL", proc, log))
    if url is not None and not any(a.startswith("tests") for a in argv):
        pytest += [f"--ignore={path}" for path in BESIDE]  # the PostgreSQL run's process takes them
    runs.insert(0, ("SQLite", subprocess.Popen(pytest, cwd=ROOT, env=env), None))
    codes = {name: proc.wait() for name, proc, _ in runs}
    for name, _, log in runs:
        if log is not None:
            print(f"\n===== the bot's tests on {name} =====", flush=True)
            sys.stdout.write(log.read_text(errors="replace"))
            shutil.rmtree(log.parent, ignore_errors=True)
    minutes = (time.monotonic() - started) / 60
    said = {name: "passed" if code == 0 else f"FAILED ({code})" for name, code in codes.items()}
    summary = "tests on " + ", ".join(f"{name}: {word}" for name, word in said.items())
    if url is not None and whole(argv) and all(code == 0 for code in codes.values()):
        codes["storage"] = check_sites(sites)
        summary += "; statements: " + ("each ran on PostgreSQL" if codes["storage"] == 0 else "FAILED")
    if storage_sites.ENV not in os.environ:
        shutil.rmtree(sites, ignore_errors=True)
    if url is None:
        if os.environ.get("CI"):
            print(f"\nno PostgreSQL server at {LOCAL} (or KOZYR_TEST_POSTGRES): CI runs both", flush=True)
            return 1
        summary += "; PostgreSQL: skipped (no server; set KOZYR_TEST_POSTGRES to run it)"
    print(f"\n{summary} — {minutes:.1f} min", flush=True)
    return 0 if all(code == 0 for code in codes.values()) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
