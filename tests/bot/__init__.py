"""End-to-end tests of the bot against the fake Telegram Bot API server (bot/sandbox/fakeapi/)."""
