"""The chat face: what Telegram's chats see and press — the presenter and its pings, the hands in
the group, invitation cards, the buttons' payloads, the middlewares; the handlers are ``bot/handlers/``,
the drawing ``bot/render/`` and ``bot/games/``, the Bot API calls ``bot/outbox/``."""
