"""``python -m bot``: load settings (environment / .env), create the database, poll — or, with
``WEBHOOK_URL`` set, serve the webhook. SIGTERM (``docker stop``) and Ctrl+C stop it gracefully:
the updates and actions in hand finish and what is due is sent; the exit code is then 0.

``WORKERS=N`` (PostgreSQL, webhook mode): this process starts N such workers sharing the webhook's
port and keeps them running (bot/plumbing/supervisor.py).

``python -m bot --sandbox [--port P] [--database PATH] [--open]``: no token, no network — the bot
against the built-in Bot API emulator, with a web page of chats on 127.0.0.1 (bot/sandbox/server.py);
``--open`` opens that page in the browser.

``python -m bot verify-page [FILE]``: write the deck check's page (``bot/web/``) to FILE
(``kozyr-verify.html``); opened in a browser, it checks a deal record dropped on it.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import signal
import sys
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from bot.plumbing.logs import configure as configure_logs
from bot.plumbing.logsafe import redact

# The bot itself (aiogram, pydantic: seconds of CPU to import) is imported where it is used, not
# here: the computers' worker processes start by importing this module again (multiprocessing's
# spawn re-imports the program's main module), and they need none of it.
if TYPE_CHECKING:
    from bot.config import Settings, SettingsError

#: the collector's youngest generation (Python's default: 700 allocations)
GC_GEN0 = 10_000

SANDBOX_TOKEN = "1:sandbox"  # stands in for BOT_TOKEN while the settings are read; the sandbox has its own


def _tune_gc() -> None:
    """Once started: the ~250,000 objects made so far (aiogram's and pydantic's models, the locales,
    the engines' tables) live as long as the process. Frozen, the cyclic collector no longer walks
    them in every full collection — under load each took about 250 ms, with every press waiting —
    and a larger youngest generation makes collections rarer (figures: README, Load)."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(GC_GEN0, 10, 10)


async def _main(settings: Settings) -> None:
    from bot.app import KozyrApp

    configure_logs(settings.log_format, settings.log_level)
    app = KozyrApp(settings)
    stop = asyncio.Event()
    main = asyncio.current_task()
    started = False

    def on_signal(name: str) -> None:
        """Running: stop gracefully. Still starting (or a second signal): give up at once."""
        if started and not stop.is_set():
            logging.getLogger("bot").info("%s: stopping gracefully", name)
            stop.set()
        elif main is not None:
            main.cancel()

    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(sig, on_signal, sig.name)
    try:  # stop() also after a failed start: the database thread must not keep the process alive
        await app.start()
        started = True
        _tune_gc()
        mode = f"webhook {settings.webhook_url}" if settings.webhook_url else "polling"
        logging.getLogger("bot").info("Kozyr is running (%s; %r)", mode, settings)
        await app.run_until(stop)
    finally:
        for sig in (signal.SIGTERM, signal.SIGINT):
            loop.remove_signal_handler(sig)
        await app.stop()
    logging.getLogger("bot").info("Kozyr stopped")


async def _sandbox(port: int | None, database: Path | None, browse: bool) -> None:
    from bot.config import load_settings
    from bot.sandbox.server import serve

    settings = load_settings(overrides={"bot_token": SANDBOX_TOKEN})
    configure_logs(settings.log_format, settings.log_level)
    await serve(settings, port=port, database=database, browse=browse)


def _prog() -> str:
    """How this command was started: ``kozyr`` (the installed script) or ``python -m bot``."""
    return "kozyr" if Path(sys.argv[0]).stem == "kozyr" else "python -m bot"


def _arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="kozyr",
        description="Kozyr: Durak, Scopa and Bura on Telegram.",
        epilog="kozyr verify-page [FILE] writes the deck-check page, for records checked without the bot.",
    )
    parser.add_argument(
        "--sandbox",
        action="store_true",
        help="try Kozyr without Telegram: the bot against a built-in Bot API emulator, with a web page",
    )
    parser.add_argument("--port", type=int, help="the sandbox page's port (default SANDBOX_PORT, 8580)")
    parser.add_argument(
        "--database", type=Path, help="the sandbox's SQLite file (default SANDBOX_DATABASE, else temporary)"
    )
    parser.add_argument("--open", action="store_true", help="open the sandbox's page in your web browser")
    args = parser.parse_args(argv)
    if not args.sandbox and (args.port is not None or args.database is not None or args.open):
        parser.error("--port, --database and --open go with --sandbox")
    if args.port is not None and not 0 <= args.port <= 65535:
        parser.error("--port: 0 to 65535")
    return args


def _verify_page(argv: list[str]) -> int:
    """``kozyr verify-page [FILE]``: write the deck check's page (bot/web/) for use without the bot."""
    parser = argparse.ArgumentParser(
        prog="kozyr verify-page",
        description="Write the deck-check page: open it in a browser and drop a deal record on it; the "
        "browser recomputes the deck from the record (nothing is sent anywhere).",
    )
    parser.add_argument(
        "file", nargs="?", type=Path, default=Path("kozyr-verify.html"),
        help="where to write it (default kozyr-verify.html)",
    )
    args = parser.parse_args(argv)
    from bot.web.page import write_page

    try:
        path = write_page(args.file)
    except OSError as exc:
        print(f"kozyr: cannot write {args.file}: {exc.strerror}", file=sys.stderr)
        return 1
    print(f"kozyr: wrote {path} — open it in a browser and drop a deal record (kozyr-….json) on it")
    return 0


def _settings_error(exc: SettingsError) -> int:
    print(f"kozyr: {redact(str(exc))}", file=sys.stderr)
    if "BOT_TOKEN" in exc.missing:
        print(
            f"kozyr: to try Kozyr first without a token or Telegram, run: {_prog()} --sandbox",
            file=sys.stderr,
        )
    return 2


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["verify-page"]:
        return _verify_page(argv[1:])
    args = _arguments(argv)
    configure_logs()  # until the settings say otherwise
    from bot.config import SettingsError, load_settings

    # the settings first, before aiogram (seconds of CPU to import): a misconfigured start fails at
    # once, and a supervisor (WORKERS > 1), which only starts workers, never imports the bot
    settings: Settings | None = None
    if not args.sandbox:
        try:
            settings = load_settings()
        except SettingsError as exc:
            return _settings_error(exc)
        if settings.workers > 1:
            from bot.plumbing import supervisor

            why = supervisor.check(settings)
            if why is not None:
                print(f"kozyr: {why}", file=sys.stderr)
                return 2
            configure_logs(settings.log_format, settings.log_level)
            try:
                return asyncio.run(supervisor.supervise(settings.workers))
            except Exception:  # the traceback, without the token
                print(redact(traceback.format_exc()), file=sys.stderr)
                return 1
            except (KeyboardInterrupt, asyncio.CancelledError):
                return 0
    from aiogram.exceptions import TelegramNetworkError, TelegramUnauthorizedError

    from bot.storage import StorageError
    from bot.web.server import WebhookError

    try:
        if settings is None:
            asyncio.run(_sandbox(args.port, args.database, args.open))
        else:
            asyncio.run(_main(settings))
    except SettingsError as exc:
        return _settings_error(exc)
    except TelegramUnauthorizedError:
        print("kozyr: Telegram refused BOT_TOKEN (check the token from @BotFather in .env)", file=sys.stderr)
        return 2
    except TelegramNetworkError as exc:
        print(
            f"kozyr: cannot reach the Bot API server ({redact(exc.message)}); "
            "check the network and TELEGRAM_API_URL",
            file=sys.stderr,
        )
        return 1
    except StorageError as exc:
        print(f"kozyr: {redact(str(exc))}", file=sys.stderr)
        return 2
    except WebhookError as exc:
        print(f"kozyr: {redact(str(exc))} (check WEBHOOK_URL in .env)", file=sys.stderr)
        return 2
    except OSError as exc:  # the sandbox's port is taken
        print(f"kozyr: {redact(str(exc))}", file=sys.stderr)
        return 1
    except Exception:  # anything else: the traceback, without the token
        print(redact(traceback.format_exc()), file=sys.stderr)
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):  # Ctrl+C or SIGTERM while starting
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
