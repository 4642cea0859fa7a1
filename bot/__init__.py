"""Kozyr's Telegram side: settings (``config``), the application (``app``: dispatcher, polling),
handlers, keyboards, rendering, rooms, storage, the clock and the outbox; every sentence it sends comes
from the Fluent catalogues in the top-level ``locales/`` (``i18n``). Run it with ``kozyr`` or
``python -m bot``; the rules of the games are in ``engines``."""
