"""The wheel is complete: built from a copy of the sources and installed into a fresh virtual environment,
the installed ``bot`` (not this checkout) finds its Fluent catalogues, and the console scripts work.

Builds without build isolation (the running environment's setuptools, from the ``dev`` extra) and
installs with ``--no-deps``: the new environment sees the running one's packages through a ``.pth``
line, so nothing is downloaded. Takes some seconds (a virtual environment with pip)."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import sysconfig
import venv
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.config import ENV_NAMES

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "bot", "engines")

RENDER = """
import asyncio, json, bot, bot.i18n
from pathlib import Path
from bot.i18n import Translator
from bot.storage import SqliteStorage
from bot.storage.db import migrations

async def schema():
    storage = SqliteStorage(Path("k.sqlite3"))
    await storage.open()  # the migrations' .sql files ship in the wheel
    try:
        return await storage.version()
    finally:
        await storage.close()

print(json.dumps({"file": bot.__file__, "locales": str(bot.i18n.LOCALES_DIR),
                  "ru": Translator("ru")("welcome"), "en": Translator("en")("welcome"),
                  "schema": asyncio.run(schema()), "migrations": len(migrations())}))
"""


def run(args: list[str | Path], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def clean_env() -> dict[str, str]:
    """The environment without the bot's settings and without anything that would import the checkout."""
    drop = {"PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV", *ENV_NAMES.values()}
    return {k: v for k, v in os.environ.items() if k.upper() not in drop}


@dataclass(frozen=True)
class Installed:
    python: Path
    scripts: Path
    venv: Path
    elsewhere: Path  # a working directory with no checkout and no .env
    env: dict[str, str]


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel built from a copy of the sources and installed into a fresh virtual environment."""
    tmp_path = tmp_path_factory.mktemp("wheel")
    env = clean_env()
    src = tmp_path / "src"  # a copy, so the build leaves no build/ or egg-info in the checkout
    src.mkdir()
    for name in SOURCES:
        if (REPO / name).is_dir():
            shutil.copytree(
                REPO / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info")
            )
        else:
            shutil.copy2(REPO / name, src / name)
    dist = tmp_path / "dist"
    built = run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", dist, "."], src, env
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = dist.glob("kozyr-*.whl")
    target = tmp_path / "venv"
    venv.EnvBuilder(system_site_packages=True, with_pip=True).create(target)
    scripts = target / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    purelib = Path(
        run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], tmp_path, env
        ).stdout.strip()
    )
    # the running environment's packages (aiogram, fluent, pydantic-settings …) as plain path entries,
    # after the new environment's own; its .pth files (an editable install of the checkout) are not run
    ours = dict.fromkeys(sysconfig.get_paths()[k] for k in ("purelib", "platlib"))
    (purelib / "zz_running_env.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    installed = run(
        [python, "-m", "pip", "install", "--no-deps", "--force-reinstall", "--no-index", wheel], tmp_path, env
    )
    assert installed.returncode == 0, installed.stdout + installed.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    return Installed(python, scripts, target, elsewhere, env)


def test_wheel_installs_with_locales_and_console_scripts(installed: Installed) -> None:
    python, scripts, target, elsewhere, env = (
        installed.python,
        installed.scripts,
        installed.venv,
        installed.elsewhere,
        installed.env,
    )
    rendered = run([python, "-c", RENDER], elsewhere, env)
    assert rendered.returncode == 0, rendered.stderr
    got = json.loads(rendered.stdout)
    assert Path(got["file"]).resolve().is_relative_to(target.resolve()), got["file"]
    assert Path(got["locales"]).resolve().is_relative_to(target.resolve()), got["locales"]
    assert got["ru"] != got["en"] and "welcome" not in (got["ru"], got["en"])
    assert "Козырь" in got["ru"] and "Kozyr" in got["en"]
    assert got["schema"] == got["migrations"] >= 3

    bot = run([scripts / "kozyr"], elsewhere, env)  # no BOT_TOKEN anywhere
    assert bot.returncode == 2, bot.stdout + bot.stderr
    assert "BOT_TOKEN is required" in bot.stderr and "Traceback" not in bot.stdout + bot.stderr
    assert ".env.example" not in bot.stderr and "kozyr --sandbox" in bot.stderr  # no .env.example here

    engines = run([scripts / "kozyr-engines", "--help"], elsewhere, env)
    assert engines.returncode == 0, engines.stdout + engines.stderr
    assert "verify" in engines.stdout and engines.stdout.startswith("usage: kozyr-engines ")


async def test_the_installed_kozyr_runs_and_answers_in_every_language(
    installed: Installed, tmp_path: Path
) -> None:
    """``kozyr`` from the wheel, against the fake Bot API: it starts, migrates a new database and
    greets a Russian, an English, an Italian and a Ukrainian user each in their language; Ctrl+C
    stops it cleanly."""
    from bot.i18n import Translator
    from bot.sandbox.fakeapi import FakeTelegram

    fake = FakeTelegram()
    await fake.start()
    env = {
        **installed.env,
        "BOT_TOKEN": fake.token,
        "TELEGRAM_API_URL": fake.base_url,
        "DATABASE_URL": f"sqlite:///{tmp_path / 'k.sqlite3'}",
        "POLLING_TIMEOUT": "1",
    }
    proc = await asyncio.create_subprocess_exec(
        str(installed.scripts / "kozyr"),
        cwd=installed.elsewhere,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    people = {"ru": (9101, "Вера"), "en": (9102, "Jane"), "it": (9103, "Giulia"), "uk": (9104, "Олена")}
    try:
        for lang, (uid, name) in people.items():
            fake.add_user(uid, name, language_code=lang)
            fake.send_text(uid, "/start")
        for lang, (uid, _) in people.items():  # each in their own language, from the wheel's catalogues
            greeting = await fake.wait_message(uid, timeout=60)
            assert greeting.text == Translator(lang)("welcome"), lang
        assert len({Translator(lang)("welcome") for lang in people}) == len(people)
        assert (tmp_path / "k.sqlite3").is_file()
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=60)
        await fake.stop()
    assert proc.returncode == 0, out.decode(errors="replace")
    assert "Traceback" not in out.decode(errors="replace")
    assert fake.token not in out.decode(errors="replace")  # the token never reaches the log


def test_the_image_is_built_from_what_the_wheel_is_built_from() -> None:
    """The Dockerfile copies exactly the wheel's sources (a new top-level file the wheel needs would
    otherwise build here and break ``docker build``), installs them, and runs the bot as a user."""
    lines = [line.split() for line in (REPO / "Dockerfile").read_text().splitlines() if line.strip()]
    copied = [src for words in lines if words[0] == "COPY" for src in words[1:-1]]
    assert sorted(copied) == sorted(SOURCES)
    assert next(w for w in lines if w[0] == "RUN")[:4] == ["RUN", "pip", "install", "."]
    user = [w[1] for w in lines if w[0] == "USER"]
    assert user and user[-1] not in ("root", "0")
    assert next(w for w in reversed(lines) if w[0] == "CMD") == ["CMD", '["python",', '"-m",', '"bot"]']
