"""Check a built container image the way a deployment uses it: webhook mode, PostgreSQL, workers.

The image (``docker build -t kozyr:latest .``) runs with the host's network against the test fake
Bot API (``bot.sandbox.fakeapi``, started here on 127.0.0.1) and a fresh PostgreSQL database
created on ``--database`` (dropped at the end; ``--sqlite`` uses the image's ``/data`` volume
instead). The check fails unless, in this order:

1. the workers start and call ``setWebhook`` with the URL and the secret;
2. ``GET /healthz`` answers 200 and ``GET /metrics`` has ``kozyr_updates_total``;
3. the processes in the container are not root;
4. a person writes ``/start`` and ``/durak``, plays against the computer, and their moves are
   accepted (the computer answers them);
5. Docker's own health check reports ``healthy`` (``--health``: waits for its 30 s start period);
6. ``docker stop`` (SIGTERM) ends the container with exit code 0 within the grace period.

    python scripts/check_image.py kozyr:latest
    python scripts/check_image.py kozyr:latest --sqlite --health

Needs a running Docker daemon that can use the host's network (Linux), and this checkout's
dependencies (the fake Bot API is the tests' own).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from bot.sandbox.fakeapi import FakeMessage, FakeTelegram  # noqa: E402

TOKEN = "424242:IMAGECHECK"
SECRET = "image-check-" + uuid.uuid4().hex
PERSON = 7_000_001


class Failed(Exception):
    pass


def docker(*args: str, check: bool = True) -> str:
    done = subprocess.run(["docker", *args], capture_output=True, text=True, timeout=120)
    if check and done.returncode != 0:
        raise Failed(f"docker {' '.join(args[:2])} failed: {done.stderr.strip()[-2000:]}")
    return done.stdout.strip()


def http_get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=5) as r:
            return r.status, r.read().decode()
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode()
    except OSError as e:
        return 0, str(e)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def until(what: str, predicate: Callable[[], object], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if predicate():
            return
        await asyncio.sleep(0.2)
    raise Failed(f"not within {timeout:.0f} s: {what}")


def step(text: str) -> None:
    print(f"ok  {text}", flush=True)


def moves(msg: FakeMessage, room: str) -> list[str]:
    return [
        d
        for b in msg.buttons()
        if (d := b.get("callback_data", "")).startswith(("a:", "p:"))  # a move, or its first press
        and d.split(":")[1] == room
    ]


async def play(fake: FakeTelegram, rng: random.Random) -> int:
    """/start, /durak, against the computer; presses moves until three are accepted. Returns them."""
    fake.add_user(PERSON, "Вера", "ru")
    fake.send_text(PERSON, "/start")
    await fake.wait_message(PERSON, timeout=30)
    step("/start answered")
    fake.send_text(PERSON, "/durak")

    def solo() -> str:
        for msg in reversed(fake.chat_messages(PERSON)):
            for b in msg.buttons():
                if (d := b.get("callback_data", "")).startswith("vs:"):
                    return d
        return ""

    await until("the lobby's «against the computer» button", solo, 30)
    data = solo()
    room = data.split(":")[1]
    msg = next(m for m in reversed(fake.chat_messages(PERSON)) if data in str(m.buttons()))
    q = fake.press(PERSON, msg, data)
    await fake.wait_answer(q, timeout=30)
    step(f"room {room} dealt against the computer")
    accepted = 0
    deadline = time.monotonic() + 120
    while accepted < 3 and time.monotonic() < deadline:
        hand = next(
            (m for m in reversed(fake.chat_messages(PERSON)) if moves(m, room)),
            None,
        )
        if hand is None:
            await asyncio.sleep(0.3)
            continue
        q = fake.press(PERSON, hand, rng.choice(moves(hand, room)))
        answer = await fake.wait_answer(q, timeout=30)
        if not answer.get("text"):
            accepted += 1
        await asyncio.sleep(1.2)  # the computer's move, then the next frame
    if accepted < 3:
        raise Failed(f"only {accepted} moves accepted in 120 s")
    step(f"{accepted} moves accepted; the computer answered them")
    return accepted


async def check(args: argparse.Namespace) -> None:
    fake = FakeTelegram(token=TOKEN)
    await fake.start()
    port = free_port()
    db_name = ""
    name = f"kozyr-check-{uuid.uuid4().hex[:8]}"
    if args.sqlite:
        database_url = "sqlite:////data/kozyr.sqlite3"
    else:
        import asyncpg

        db_name = f"kozyr_image_{uuid.uuid4().hex[:8]}"
        admin = await asyncpg.connect(args.database)
        await admin.execute(f'CREATE DATABASE "{db_name}"')
        await admin.close()
        database_url = args.database.rsplit("/", 1)[0] + "/" + db_name
    env = {
        "BOT_TOKEN": TOKEN,
        "TELEGRAM_API_URL": fake.base_url,
        "DATABASE_URL": database_url,
        "WEBHOOK_URL": f"http://127.0.0.1:{port}/telegram/updates",
        "WEBHOOK_SECRET": SECRET,
        "WEBHOOK_HOST": "127.0.0.1",
        "WEBHOOK_PORT": str(port),
        "WORKERS": str(args.workers),
    }
    started = False
    try:
        flags = [x for k, v in env.items() for x in ("-e", f"{k}={v}")]
        docker("run", "-d", "--name", name, "--network", "host", *flags, args.image)
        started = True
        await until("setWebhook", lambda: fake.webhook is not None, 60)
        hook = fake.webhook or {}
        if hook.get("url") != env["WEBHOOK_URL"] or hook.get("secret_token") != SECRET:
            raise Failed(f"setWebhook with {hook}")
        step(f"{args.workers} workers started; setWebhook with the URL and the secret")
        await until("/healthz 200", lambda: http_get(f"http://127.0.0.1:{port}/healthz")[0] == 200, 30)
        status, body = http_get(f"http://127.0.0.1:{port}/healthz")
        step(f"/healthz: {status} {body.strip()}")
        status, body = http_get(f"http://127.0.0.1:{port}/metrics")
        if status != 200 or "kozyr_updates_total" not in body:
            raise Failed(f"/metrics: {status} {body[:300]}")
        step("/metrics: kozyr_updates_total among the series")
        users = docker("top", name, "-o", "user,pid,args").splitlines()[1:]
        if not users or any(line.split()[0] in ("root", "0") for line in users):
            raise Failed("processes running as root:\n" + "\n".join(users))
        step("not root: " + "; ".join(" ".join(line.split()[:1] + line.split()[2:5]) for line in users))
        await play(fake, random.Random(1))
        if args.health:
            await until(
                "Docker's health check: healthy",
                lambda: docker("inspect", "-f", "{{.State.Health.Status}}", name) == "healthy",
                90,
            )
            step("Docker's health check: healthy")
        t0 = time.monotonic()
        docker("stop", "-t", "30", name)
        took = time.monotonic() - t0
        code = docker("inspect", "-f", "{{.State.ExitCode}}", name)
        if code != "0":
            raise Failed(f"docker stop: exit code {code} after {took:.1f} s")
        step(f"docker stop: exit code 0 after {took:.1f} s")
    except Failed:
        if started:
            print(docker("logs", "--tail", "60", name, check=False), file=sys.stderr)
        raise
    finally:
        if started:
            docker("rm", "-f", name, check=False)
        await fake.stop()
        if db_name:
            import asyncpg

            admin = await asyncpg.connect(args.database)
            await admin.execute(f'DROP DATABASE IF EXISTS "{db_name}" WITH (FORCE)')
            await admin.close()


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("image", help="the image to check, e.g. kozyr:latest")
    parser.add_argument(
        "--database",
        default="postgresql://postgres@127.0.0.1:5432/postgres",
        help="a PostgreSQL server on this host where a database may be created (and dropped)",
    )
    parser.add_argument("--sqlite", action="store_true", help="SQLite in the container instead")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--health", action="store_true", help="wait for Docker's health check too")
    args = parser.parse_args()
    if args.sqlite:
        args.workers = 1
    try:
        asyncio.run(check(args))
    except Failed as e:
        print(f"FAILED: {e}", file=sys.stderr)
        return 1
    print(json.dumps({"image": args.image, "result": "passed"}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
