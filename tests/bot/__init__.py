"""End-to-end tests of the bot against a fake Telegram Bot API server (fakeapi.py)."""
