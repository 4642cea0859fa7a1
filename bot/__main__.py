"""``python -m bot``: load settings (environment / .env), create the database, poll."""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.app import KozyrApp
from bot.config import SettingsError, load_settings


async def _main() -> None:
    settings = load_settings()
    app = KozyrApp(settings)
    await app.start()
    logging.getLogger("bot").info("Kozyr is polling (%r)", settings)
    try:
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
    except KeyboardInterrupt:
        pass
    return 0


if __name__ == "__main__":
    sys.exit(main())
