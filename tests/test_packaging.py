"""The wheel is complete: built from a copy of the sources and installed into a fresh virtual environment,
it carries every module and the Fluent catalogues of the top-level ``locales/`` (as ``bot/locales/``
inside the package), the installed ``bot`` (not this checkout) finds them, and the console scripts
work. An editable install of a copy reads that copy's ``locales/``.

Builds without build isolation (the running environment's setuptools, from the ``dev`` extra) and
installs with ``--no-deps``: the new environment sees the running one's packages through a ``.pth``
line, so nothing is downloaded; the running environment's pip installs into it (``pip --python``), so
the new one needs no pip of its own. Takes some seconds."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import sysconfig
import tomllib
import venv
import zipfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.config import ENV_NAMES
from bot.i18n import LANGUAGES, Translator
from tests.support.bot_e2e import wall

REPO = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "README.md", "LICENSE", "bot", "engines", "locales")

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
#: what an install of the checkout reads: where its package and catalogues are, and its greetings
GREET = """
import json, bot, bot.i18n
from bot.i18n import LANGUAGES, Translator
print(json.dumps({"file": bot.__file__, "locales": str(bot.i18n.LOCALES_DIR),
                  **{lang: Translator(lang)("welcome") for lang in LANGUAGES}}))
"""


def run(args: list[str | Path], cwd: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(a) for a in args], cwd=cwd, env=env, capture_output=True, text=True, timeout=300
    )


def clean_env() -> dict[str, str]:
    """The environment without the bot's settings and without anything that would import the checkout."""
    drop = {"PYTHONPATH", "PYTHONHOME", "PYTHONSTARTUP", "VIRTUAL_ENV", *ENV_NAMES.values()}
    return {k: v for k, v in os.environ.items() if k.upper() not in drop}


def copy_sources(src: Path) -> None:
    """What the wheel is built from (``SOURCES``, as the Dockerfile copies them) into ``src``."""
    src.mkdir()
    for name in SOURCES:
        if (REPO / name).is_dir():
            shutil.copytree(
                REPO / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info")
            )
        else:
            shutil.copy2(REPO / name, src / name)


def fresh_venv(target: Path, env: dict[str, str], with_pip: bool) -> Path:
    """A new virtual environment that also sees the running one's packages; its python."""
    venv.EnvBuilder(system_site_packages=True, with_pip=with_pip).create(target)
    scripts = target / ("Scripts" if os.name == "nt" else "bin")
    python = scripts / ("python.exe" if os.name == "nt" else "python")
    purelib = Path(
        run(
            [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], target, env
        ).stdout.strip()
    )
    # the running environment's packages (aiogram, fluent, pydantic-settings …) as plain path entries,
    # after the new environment's own; its .pth files (an editable install of the checkout) are not run
    ours = dict.fromkeys(sysconfig.get_paths()[k] for k in ("purelib", "platlib"))
    (purelib / "zz_running_env.pth").write_text("\n".join(ours) + "\n", encoding="utf-8")
    return python


@dataclass(frozen=True)
class Installed:
    python: Path
    scripts: Path
    venv: Path
    elsewhere: Path  # a working directory with no checkout and no .env
    env: dict[str, str]
    wheel: Path


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """The wheel built from a copy of the sources and installed into a fresh virtual environment."""
    tmp_path = tmp_path_factory.mktemp("wheel")
    env = clean_env()
    src = tmp_path / "src"  # a copy, so the build leaves no build/ or egg-info in the checkout
    copy_sources(src)
    dist = tmp_path / "dist"
    built = run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "-w", dist, "."], src, env
    )
    assert built.returncode == 0, built.stdout + built.stderr
    (wheel,) = dist.glob("kozyr-*.whl")
    target = tmp_path / "venv"
    # no pip of its own (ensurepip: seconds, and nothing here checks pip): the running environment's
    # pip installs into it (``--python``), as into the editable install's below
    python = fresh_venv(target, env, with_pip=False)
    args = ["--python", python, "install", "--no-deps", "--force-reinstall", "--no-index", wheel]
    installed = run([sys.executable, "-m", "pip", *args], tmp_path, env)
    assert installed.returncode == 0, installed.stdout + installed.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    return Installed(python, python.parent, target, elsewhere, env, wheel)


def source_packages() -> set[str]:
    """The packages the wheel must hold: every folder holding a file (``__pycache__`` aside) of bot/
    and engines/, and of locales/ as ``bot.locales`` and ``bot.locales.<lang>``."""
    folders = {
        path.parent.relative_to(REPO).parts
        for top in ("bot", "engines", "locales")
        for path in (REPO / top).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    packages = {".".join(("bot", *parts) if parts[0] == "locales" else parts) for parts in folders}
    return packages | {"bot.locales"}


def test_pyproject_lists_every_package_and_maps_the_catalogues() -> None:
    """pyproject.toml lists the packages (discovery would miss ``bot.locales``, which lives in the
    top-level ``locales/``): a new folder under bot/ or engines/, or a new language, must be listed, or
    the wheel lacks it."""
    setuptools = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["setuptools"]
    assert sorted(setuptools["packages"]) == sorted(source_packages())
    assert {f"bot.locales.{lang}" for lang in LANGUAGES} <= set(setuptools["packages"])
    assert setuptools["package-dir"] == {"bot.locales": "locales"}
    assert "*.ftl" in setuptools["package-data"]["*"]
    assert not (REPO / "bot" / "locales").exists()  # one place for the catalogues


def test_the_wheel_carries_every_module_and_each_catalogue(installed: Installed) -> None:
    """Each ``locales/<lang>/kozyr.ftl`` as ``bot/locales/<lang>/kozyr.ftl``, byte for byte, no
    top-level ``locales/`` (site-packages is no place for it), and every file of bot/ and engines/."""
    with zipfile.ZipFile(installed.wheel) as wheel:
        names = set(wheel.namelist())
        for lang in LANGUAGES:
            catalogue = REPO / "locales" / lang / "kozyr.ftl"
            assert f"bot/locales/{lang}/kozyr.ftl" in names, lang
            assert wheel.read(f"bot/locales/{lang}/kozyr.ftl") == catalogue.read_bytes(), lang
    catalogues = {f"bot/{p.relative_to(REPO).as_posix()}" for p in (REPO / "locales").rglob("*.ftl")}
    assert {n for n in names if n.startswith("bot/locales/")} == catalogues
    assert not any(n.startswith("locales/") for n in names)
    sources = {
        path.relative_to(REPO).as_posix()
        for top in ("bot", "engines")
        for path in (REPO / top).rglob("*")
        if path.is_file() and "__pycache__" not in path.parts
    }
    assert not sources - names, sorted(sources - names)


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
    assert Path(got["locales"]) == Path(got["file"]).parent / "locales"  # the package's own copy
    assert got["ru"] != got["en"] and "welcome" not in (got["ru"], got["en"])
    assert "Козырь" in got["ru"] and "Kozyr" in got["en"]
    assert got["schema"] == got["migrations"] >= 3

    bot = run([scripts / "kozyr"], elsewhere, env)  # no BOT_TOKEN anywhere
    assert bot.returncode == 2, bot.stdout + bot.stderr
    assert "BOT_TOKEN is required" in bot.stderr and "Traceback" not in bot.stdout + bot.stderr
    assert ".env.example" not in bot.stderr and "kozyr --sandbox" in bot.stderr  # no .env.example here

    # the deck check's page, from the wheel's own static files and catalogues, no bot needed
    page = run([scripts / "kozyr", "verify-page", "check.html"], elsewhere, env)
    assert page.returncode == 0, page.stdout + page.stderr
    html = (Path(elsewhere) / "check.html").read_text(encoding="utf-8")
    assert "KozyrFair" in html and "Проверка колоды" in html and "/*FAIR*/" not in html
    assert "KozyrMoves" in html and "/*MOVES*/" not in html  # the moves replayed offline (issue 46)

    engines = run([scripts / "kozyr-engines", "--help"], elsewhere, env)
    assert engines.returncode == 0, engines.stdout + engines.stderr
    assert "verify" in engines.stdout and engines.stdout.startswith("usage: kozyr-engines ")


def test_an_editable_install_reads_the_checkouts_own_catalogues(tmp_path: Path) -> None:
    """``pip install -e .`` (README's way) of a copy of the sources: its ``bot`` is the copy's, and it
    reads the copy's top-level ``locales/`` — no copy of the catalogues anywhere — in every language."""
    env = clean_env()
    src = tmp_path / "src"
    copy_sources(src)
    # no pip of its own: the running environment's pip installs into it, and the build finds the
    # running environment's setuptools (the dev extra's) rather than an older bundled one
    python = fresh_venv(tmp_path / "venv", env, with_pip=False)
    args = ["--python", python, "install", "--no-deps", "--no-build-isolation", "--no-index", "-e", src]
    editable = run([sys.executable, "-m", "pip", *args], tmp_path, env)
    assert editable.returncode == 0, editable.stdout + editable.stderr
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    greeted = run([python, "-c", GREET], elsewhere, env)
    assert greeted.returncode == 0, greeted.stderr
    got = json.loads(greeted.stdout)
    assert Path(got.pop("file")).resolve() == (src / "bot" / "__init__.py").resolve()
    assert Path(got.pop("locales")).resolve() == (src / "locales").resolve()
    assert got == {lang: Translator(lang)("welcome") for lang in LANGUAGES}
    assert len(set(got.values())) == len(LANGUAGES)
    assert not (src / "bot" / "locales").exists()


async def test_the_installed_kozyr_runs_and_answers_in_every_language(
    installed: Installed, tmp_path: Path
) -> None:
    """``kozyr`` from the wheel, against the fake Bot API: it starts, migrates a new database and
    greets a Russian, an English, an Italian and a Ukrainian user each in their language; Ctrl+C
    stops it cleanly."""
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
            greeting = await fake.wait_message(uid, timeout=wall(60))
            assert greeting.text == Translator(lang)("welcome"), lang
        assert len({Translator(lang)("welcome") for lang in people}) == len(people)
        assert (tmp_path / "k.sqlite3").is_file()
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
        out, _ = await asyncio.wait_for(proc.communicate(), timeout=wall(60))
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
