"""Kozyr's Telegram side: settings (``config``), the application (``app``: dispatcher, polling),
handlers, keyboards, rendering, rooms, storage, the clock, the outbox and the Fluent catalogues in
``bot/locales/``. Run it with ``kozyr`` or ``python -m bot``; the rules of the games are in ``engines``."""
