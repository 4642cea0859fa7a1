"""A fake Telegram Bot API server for end-to-end bot tests.

It speaks the Bot API over real HTTP (aiohttp, 127.0.0.1, random port) at
``{base}/bot{token}/{method}``, so the real bot runs against it unchanged through
``AiohttpSession(api=TelegramAPIServer.from_base(base))``.

The test plays the users (``send_text``, ``press``, ``press_button``) and inspects what the
bot did (``calls``, ``chat_messages``, ``answers``, ``documents``), waiting with ``wait_for``.

Decisions (where Telegram is not fully known or the brief is silent):
- ``chat_messages`` holds only the messages the BOT sent (not deleted), oldest first; the users'
  own messages are in ``updates`` / ``user_messages``. Message ids are one counter per chat
  shared by user and bot messages, so they increase like in Telegram.
- ``FakeMessage.history`` starts with the original text and gets one entry per successful edit
  (text or markup), so ``len(history) == edits + 1``.
- ``FakeMessage.text`` is the text as a user sees it: with ``parse_mode=HTML`` the tags are
  stripped and entities unescaped (``raw_text`` keeps what the bot sent). Broken HTML -> 400.
- Text length is counted in UTF-16 code units after HTML parsing (Telegram's own unit).
- Only inline keyboards are part of a message (as in Telegram's replies); a reply keyboard
  sent with a message is kept in ``FakeMessage.reply_keyboard``.
- Editing text without ``reply_markup`` removes the inline keyboard (as Telegram does).
- Answering the same callback query twice -> 400 (Telegram's QUERY_ID_INVALID behaviour).
- ``press`` delivers whatever data it is given on a message that exists (a test may play a bad
  client, as the Bot API warns: "the message originated the query can contain no callback buttons
  with this data"); only a deleted message cannot be pressed. ``FakeMessage.shown_data`` keeps the
  data of every keyboard a message has had: a client still showing a replaced keyboard sends the old
  data, and the sandbox's page presses only such data.
- ``calls`` lists every request as it arrives (its answer filled in when given); ``answered`` lists
  the same ``Call`` objects in the order they were answered (``Call.seq`` is the place in ``calls``).
- A photo (sendPhoto) is a message with ``photo`` (one PhotoSize of the upload's own size, read
  from a PNG, JPEG or GIF header) and ``caption``, as Telegram shows it; its bytes are in ``photos``.
- A second getUpdates while one is waiting terminates the older one with 409 Conflict.

Ephemeral messages (a message in a group that one member sees): bot/sandbox/fakeapi/ephemeral.py
says what the fake relies on; ``seen_by(chat, user)`` is a chat as one person sees it.

Webhook (``setWebhook``): from then on updates are not kept for getUpdates (which answers 409, as
Telegram does while a webhook is set) but POSTed as JSON to the webhook's URL with the
``X-Telegram-Bot-Api-Secret-Token`` header of the ``secret_token`` given, up to ``max_connections``
(default 40) at once, each on its own keep-alive connection taken in turn (replaced after
``webhook_requests_per_connection`` requests); an update leaves the queue when the answer is 2xx,
else it is sent again after ``webhook_retry_seconds`` (Telegram waits longer). Every attempt is
listed in ``deliveries``. Unlike Telegram the fake accepts an http:// URL on any port (Telegram
wants HTTPS on 443, 80, 88 or 8443), and it ignores a method the bot puts in the answer's body.
``deleteWebhook`` (or ``setWebhook`` with an empty URL) goes back to getUpdates, with the updates
not delivered yet still pending.

Flood limits (``FakeTelegram(limits=True)``; off by default):
- What counts: a call of a method in ``COUNTED_METHODS`` (those that target a chat and make or
  change a message: send*, edit*, delete*, pin/unpin ...) carrying an integer ``chat_id``.
  Not counted: answerCallbackQuery (Telegram does not count answers), sendChatAction (it makes no
  message), getUpdates, getMe, set/getMyCommands, set/getMyDescription, set/getMyShortDescription,
  deleteWebhook, getChat, getChatMember ...
- The limits, as Telegram documents them: a private chat (chat_id > 0) is a token bucket of
  ``private_burst`` (3) calls refilled at ``private_rate`` (1) per second; a group (chat_id < 0)
  takes ``group_per_minute`` (20) calls per rolling 60 s window; all counted calls together take
  ``global_per_second`` (30) per rolling 1 s window. ``limit_scale`` makes time run that many
  times faster for the limits (rates multiplied, windows divided) so that tests wait less.
- A call over any limit is answered 429 "Too Many Requests: retry after N" with
  ``parameters.retry_after = N``, N = ceil(real seconds until the call would be allowed), at
  least 1, an int like Telegram's (aiogram parses it as an int). So with ``limit_scale`` > 1 the
  advertised N is still >= 1 real second although the call may be allowed much sooner: honouring
  it is always enough, never too short. Such a call gets ``Call.limited_by`` ("private", "group"
  or "global", the limit that binds longest) and is listed by ``limited_calls()``; an injected
  429 (``inject_429``) is not.
- A refused call (limited or injected 429) consumes no budget. A call that is counted and then
  fails for another reason (400 "message is not modified", 403 blocked ...) does consume it, as
  Telegram still counted the request. ``Call.counted`` says whether a call consumed budget; it
  is set whether or not the limits are enforced, so a run with ``limits=False`` can still measure
  what the bot would have spent.
- An identical edit (same text, parse_mode and inline markup; or the same markup for
  editMessageReplyMarkup) is answered 400 ``NOT_MODIFIED`` like Telegram (see
  ``not_modified_calls()``). The fake compares the raw text and parse_mode, so two spellings of
  the same visible content (``&lt;`` vs ``&#60;``) count as a modification, unlike Telegram.
"""

from __future__ import annotations

from bot.sandbox.fakeapi.core import FakeTelegram, buttons_of, make_bot
from bot.sandbox.fakeapi.ephemeral import EPHEMERAL_ANSWER_SECONDS, EphemeralMessage
from bot.sandbox.fakeapi.wire import (
    COUNTED_METHODS,
    NOT_MODIFIED,
    WEBHOOK_HEADER,
    Call,
    Delivery,
    FakeMessage,
    TelegramError,
)

__all__ = [
    "COUNTED_METHODS",
    "EPHEMERAL_ANSWER_SECONDS",
    "NOT_MODIFIED",
    "WEBHOOK_HEADER",
    "Call",
    "Delivery",
    "EphemeralMessage",
    "FakeMessage",
    "FakeTelegram",
    "TelegramError",
    "buttons_of",
    "make_bot",
]
