"""``python -m bot``: load settings (environment / .env), create the database, poll."""

from __future__ import annotations

import asyncio
import logging
import sys

from aiogram.exceptions import TelegramNetworkError, TelegramUnauthorizedError

from bot.app import KozyrApp
from bot.config import SettingsError, load_settings


async def _main() -> None:
    settings = load_settings()
    app = KozyrApp(settings)
    try:  # stop() also after a failed start: the database thread must not keep the process alive
        await app.start()
        logging.getLogger("bot").info("Kozyr is polling (%r)", settings)
        await app.wait()
    finally:
        await app.stop()


def main() -> int:
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        asyncio.run(_main())
    except SettingsError as exc:
        print(f"kozyr: {exc}", file=sys.stderr)
        return 2
    except TelegramUnauthorizedError:
        print("kozyr: Telegram refused BOT_TOKEN (check the token from @BotFather in .env)", file=sys.stderr)
        return 2
    except TelegramNetworkError as exc:
        print(
            f"kozyr: cannot reach the Bot API server ({exc.message}); check the network and TELEGRAM_API_URL",
            file=sys.stderr,
        )
        return 1
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
