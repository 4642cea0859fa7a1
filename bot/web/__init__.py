"""The Mini App: the deck check in the player's own browser, «Готово» with the player's own
randomness, and the table page's server.

- ``static/`` — the page (``index.html``, ``app.css``, ``app.js``) and ``fair.js``, the fair-deck
  procedure of ``docs/rules/fairness.md`` in plain JS and WebCrypto, and ``moves.js``, a record's
  moves replayed by the rules (the check's «Moves» step, and a dropped record's replay, offline);
- ``page.py`` — the page as one self-contained document (served, or written by ``kozyr verify-page``);
- ``tablepage.py`` — the table page (``static/table.*``): a room as one person sees it, drawn from the
  table model the server sends over server-sent events, its taps the chat buttons' own payloads;
- ``initdata.py`` — Telegram's signed ``initData``, checked as its Web App documentation prescribes;
- ``routes.py`` — what the bot's web server (webhook mode) and the sandbox serve at ``WEBAPP_URL``;
- ``table.py`` — the table page's API: its model, its live stream, its presses (fed to the
  dispatcher as chat presses); ``tablemodel.py`` builds the model, ``live.py`` wakes the streams.
"""
