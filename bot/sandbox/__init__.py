"""The sandbox: Kozyr against a built-in Bot API emulator, with a web page of chats (``kozyr --sandbox``).

``bot.sandbox.fakeapi`` is the emulator (the end-to-end tests use it too); ``bot.sandbox.server`` runs the
bot against it and serves the page.
"""
