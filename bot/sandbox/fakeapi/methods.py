"""The Bot API methods about chats and messages, and the HTTP helpers they share."""

from __future__ import annotations

import json
import re
from typing import Any

from aiohttp import web

from bot.plumbing import clock
from bot.sandbox.fakeapi.limits import Limited
from bot.sandbox.fakeapi.wire import (
    ANSWER_TEXT_LIMIT,
    BUTTON_KINDS,
    CALLBACK_DATA_LIMIT,
    CAPTION_LIMIT,
    INT_FIELDS,
    NOT_MODIFIED,
    STRING_FIELDS,
    TEXT_LIMIT,
    FakeMessage,
    TelegramError,
    as_bool,
    bad,
    image_size,
    parse_html,
    utf16_len,
)


class Methods(Limited):
    async def _read_params(self, request: web.Request) -> dict[str, Any]:
        params: dict[str, Any] = {}
        if request.content_type == "application/json":
            body = await request.read()
            if body:
                data = json.loads(body)
                if not isinstance(data, dict):
                    raise bad("request body must be a JSON object")
                params.update(data)
        else:
            raw: dict[str, Any] = dict(request.query)
            if request.method == "POST" and request.can_read_body:
                form = await request.post()
                files: dict[str, web.FileField] = {}
                for key, value in form.items():
                    if isinstance(value, web.FileField):
                        files[key] = value
                    else:
                        raw[key] = value
                for key, file in files.items():
                    raw[f"@file:{key}"] = {"filename": file.filename, "bytes": file.file.read()}
            for key, value in raw.items():
                params[key] = self._decode_field(key, value)
        return params

    @staticmethod
    def _decode_field(key: str, value: Any) -> Any:
        if not isinstance(value, str) or key in STRING_FIELDS:
            return value
        if key in INT_FIELDS:
            try:
                return int(value)
            except ValueError:
                return value  # "@channelusername"
        try:
            return json.loads(value)
        except ValueError:
            return value

    @staticmethod
    def _require(params: dict[str, Any], key: str) -> Any:
        if key not in params or params[key] in (None, ""):
            raise bad(f"{key} is empty" if key == "text" else f'parameter "{key}" is required')
        return params[key]

    def _target_chat(self, params: dict[str, Any], *, write: bool = True) -> int:
        chat_id = self._require(params, "chat_id")
        if not isinstance(chat_id, int):
            raise bad("chat not found")
        if chat_id in self.migrated:
            upgraded = "Bad Request: group chat was upgraded to a supergroup chat"
            raise TelegramError(400, upgraded, migrate_to=self.migrated[chat_id])
        if chat_id in self.groups:
            if write and chat_id in self.kicked:
                raise TelegramError(403, "Forbidden: bot was kicked from the group chat")
            return chat_id
        if chat_id not in self.users:
            raise bad("chat not found")
        if write:
            if chat_id in self.blocked:
                raise TelegramError(403, "Forbidden: bot was blocked by the user")
            if chat_id not in self.started:
                raise TelegramError(403, "Forbidden: bot can't initiate conversation with a user")
        return chat_id

    @staticmethod
    def _split_markup(markup: Any, chat_id: int | None) -> tuple[dict | None, dict | None]:
        """(inline markup, other reply markup), validating inline buttons like Telegram: a ``web_app``
        button only in a private chat, opening an https:// page (or, in the emulator only, one on
        127.0.0.1: the sandbox's own Mini App). ``chat_id`` None: an inline message (no chat of the
        bot's: no ``web_app`` button either)."""
        if markup is None or markup == "":
            return None, None
        if isinstance(markup, str):
            try:
                markup = json.loads(markup)
            except ValueError as error:
                raise bad("can't parse reply keyboard markup JSON object") from error
        if not isinstance(markup, dict):
            raise bad("can't parse reply keyboard markup JSON object")
        if "inline_keyboard" not in markup:
            return None, markup
        rows = markup["inline_keyboard"]
        if not isinstance(rows, list) or not all(isinstance(row, list) for row in rows):
            raise bad('field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays')
        for row in rows:
            for button in row:
                if not isinstance(button, dict) or not button.get("text"):
                    raise bad("BUTTON_TEXT_INVALID")
                data = button.get("callback_data")
                if data is not None and not 1 <= len(str(data).encode("utf-8")) <= CALLBACK_DATA_LIMIT:
                    raise bad("BUTTON_DATA_INVALID")
                url = button.get("url")
                if url is not None and not re.match(r"^(https?|tg)://\S+$", str(url)):
                    raise bad("BUTTON_URL_INVALID")
                if "web_app" in button:
                    app = button["web_app"]
                    app_url = str(app.get("url") or "") if isinstance(app, dict) else ""
                    if chat_id is None or chat_id < 0:
                        raise bad("BUTTON_TYPE_INVALID")
                    if not re.match(r"^(https://|http://127\.0\.0\.1[:/])\S+$", app_url):
                        raise bad("BUTTON_URL_INVALID")
                if not BUTTON_KINDS & set(button):
                    raise bad(
                        "can't parse inline keyboard button: Text buttons are unallowed in the "
                        "inline keyboard"
                    )
        if not rows or not any(rows):
            return None, None  # an empty inline keyboard = no keyboard
        return markup, None

    @staticmethod
    def _visible_text(text: str, parse_mode: str | None, limit: int, what: str = "message") -> str:
        visible = parse_html(text) if parse_mode and parse_mode.upper() == "HTML" else text
        if utf16_len(visible) > limit:
            raise bad(f"{what} is too long")
        return visible

    def _store(self, message: FakeMessage) -> FakeMessage:
        self._messages.setdefault(message.chat_id, {})[message.message_id] = message
        return message

    def _existing(self, chat_id: int, message_id: Any, action: str) -> FakeMessage:
        message = self._messages.get(chat_id, {}).get(message_id) if isinstance(message_id, int) else None
        if message is None or message.deleted:
            raise bad(f"message to {action} not found")
        return message

    # ------------------------------------------------------------------ methods
    def _m_sendmessage(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params)
        raw = str(self._require(params, "text"))
        parse_mode = params.get("parse_mode") or None
        text = self._visible_text(raw, parse_mode, TEXT_LIMIT)
        if not text.strip():
            raise bad("message text is empty")
        inline, other = self._split_markup(params.get("reply_markup"), chat_id)
        message = FakeMessage(
            chat_id=chat_id,
            message_id=self._new_message_id(chat_id),
            text=text,
            reply_markup=inline,
            disable_notification=as_bool(params.get("disable_notification", False)),
            history=[text],
            raw_text=raw,
            parse_mode=parse_mode,
            date=int(clock.now()),
            reply_keyboard=other,
            params=dict(params),
        )
        return self._message_dict(self._store(message))

    def _m_editmessagetext(self, params: dict[str, Any]) -> dict:
        if params.get("inline_message_id"):
            raise bad("inline messages are not supported by the fake")
        chat_id = self._target_chat(params)
        message = self._existing(chat_id, params.get("message_id"), "edit")
        if message.document is not None:
            raise bad("there is no text in the message to edit")
        self._edit_text(message, params, chat_id)
        return self._message_dict(message)

    def _edit_text(self, message: FakeMessage, params: dict[str, Any], chat_id: int | None) -> None:
        """editMessageText's change to ``message`` (of a chat, or an inline one), checked as Telegram
        checks it: a text, and not the very same text, parse mode and keyboard."""
        raw = str(self._require(params, "text"))
        parse_mode = params.get("parse_mode") or None
        text = self._visible_text(raw, parse_mode, TEXT_LIMIT)
        if not text.strip():
            raise bad("message text is empty")
        inline, _other = self._split_markup(params.get("reply_markup"), chat_id)
        if raw == message.raw_text and parse_mode == message.parse_mode and inline == message.reply_markup:
            raise bad(NOT_MODIFIED.removeprefix("Bad Request: "))
        message.text, message.raw_text, message.parse_mode = text, raw, parse_mode
        message.set_markup(inline)
        message.edits += 1
        message.history.append(text)

    def _m_editmessagereplymarkup(self, params: dict[str, Any]) -> dict:
        if params.get("inline_message_id"):
            raise bad("inline messages are not supported by the fake")
        chat_id = self._target_chat(params)
        message = self._existing(chat_id, params.get("message_id"), "edit")
        inline, _other = self._split_markup(params.get("reply_markup"), chat_id)
        if inline == message.reply_markup:
            raise bad(NOT_MODIFIED.removeprefix("Bad Request: "))
        message.set_markup(inline)
        message.edits += 1
        message.history.append(message.text)
        return self._message_dict(message)

    def _m_deletemessage(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        message_id = params.get("message_id")
        if isinstance(message_id, int) and any(
            um["message_id"] == message_id for um in self.user_messages.get(chat_id, [])
        ):
            self.user_messages[chat_id] = [
                um for um in self.user_messages[chat_id] if um["message_id"] != message_id
            ]
            return True
        message = self._existing(chat_id, message_id, "delete")
        message.deleted = True
        return True

    def _m_deletemessages(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        for message_id in params.get("message_ids") or []:
            message = self._messages.get(chat_id, {}).get(message_id)
            if message is not None:
                message.deleted = True
        return True

    def _m_answercallbackquery(self, params: dict[str, Any]) -> bool:
        query_id = str(self._require(params, "callback_query_id"))
        if query_id not in self._callback_queries or query_id in self.answers:
            raise bad("query is too old and response timeout expired or query ID is invalid")
        text = params.get("text")
        if text is not None and len(str(text)) > ANSWER_TEXT_LIMIT:
            raise bad("MESSAGE_TOO_LONG")
        self.answers[query_id] = dict(params)
        return True

    def _m_senddocument(self, params: dict[str, Any]) -> dict:
        message, content, filename = self._send_file(params, "document")
        self.documents.append(self._file_record(message, content, filename))
        return self._message_dict(message)

    def _m_sendphoto(self, params: dict[str, Any]) -> dict:
        """A photo: checked like a document, shown as Telegram shows one (``photo``: its sizes, the
        caption); its bytes kept in ``photos``."""
        if "photo" not in params:
            raise bad("there is no photo in the request")
        message, content, filename = self._send_file(params, "photo")
        self.photos.append(self._file_record(message, content, filename))
        return self._message_dict(message)

    def _send_file(self, params: dict[str, Any], kind: str) -> tuple[FakeMessage, bytes | None, str | None]:
        """The message a sendDocument (``kind`` "document") or sendPhoto ("photo") makes."""
        chat_id = self._target_chat(params)
        file = self._require(params, kind)
        content: bytes | None = None
        filename: str | None = None
        if isinstance(file, str) and file.startswith("attach://"):
            upload = params.get(f"@file:{file[len('attach://') :]}")
            if upload is None:
                raise bad("wrong HTTP URL specified")
            content, filename = upload["bytes"], upload["filename"]
        elif isinstance(file, str):
            filename = file.rsplit("/", 1)[-1]  # a file_id or URL: no bytes
        else:
            raise bad("wrong file identifier/HTTP URL specified")
        if content is not None and len(content) == 0:
            raise bad("file must be non-empty")
        caption_raw = str(params.get("caption") or "")
        parse_mode = params.get("parse_mode") or None
        caption = (
            self._visible_text(caption_raw, parse_mode, CAPTION_LIMIT, "message caption")
            if caption_raw
            else ""
        )
        inline, other = self._split_markup(params.get("reply_markup"), chat_id)
        number = next(self._file_ids)
        info: dict[str, Any] = {"file_id": f"{kind[:3].upper()}{number}", "file_unique_id": f"U{number}"}
        if content is not None:
            info["file_size"] = len(content)
        document: dict[str, Any] | None = None
        photo: list[dict] | None = None
        if kind == "photo":
            width, height = image_size(content or b"")
            photo = [{**info, "width": width, "height": height}]
        else:
            document = {**info, "file_name": filename} if filename else info
        message = FakeMessage(
            chat_id=chat_id,
            message_id=self._new_message_id(chat_id),
            text=caption,
            reply_markup=inline,
            disable_notification=as_bool(params.get("disable_notification", False)),
            history=[caption],
            raw_text=caption_raw,
            parse_mode=parse_mode,
            date=int(clock.now()),
            document=document,
            photo=photo,
            reply_keyboard=other,
            params={k: v for k, v in params.items() if not k.startswith("@file:")},
        )
        return self._store(message), content, filename

    @staticmethod
    def _file_record(message: FakeMessage, content: bytes | None, filename: str | None) -> dict[str, Any]:
        return {
            "chat_id": message.chat_id,
            "filename": filename,
            "bytes": content,
            "caption": message.text,
            "message_id": message.message_id,
            "disable_notification": message.disable_notification,
        }

    def _m_getchat(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params, write=False)
        chat = self.chat(chat_id)
        chat.update(
            {
                "accent_color_id": 0,
                "max_reaction_count": 11,
                "accepted_gift_types": {
                    "unlimited_gifts": True,
                    "limited_gifts": True,
                    "unique_gifts": True,
                    "premium_subscription": True,
                    "gifts_from_channels": True,
                },
            }
        )
        return chat

    def _m_getchatmember(self, params: dict[str, Any]) -> dict:
        chat_id = self._target_chat(params, write=False)
        return self._member_dict(chat_id, self._require(params, "user_id"))

    def _m_pinchatmessage(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        message = self._existing(chat_id, params.get("message_id"), "pin")
        message.pinned = True
        return True

    def _m_unpinchatmessage(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        for message in self.chat_messages(chat_id):
            if params.get("message_id") in (None, message.message_id):
                message.pinned = False
        return True

    def _m_sendchataction(self, params: dict[str, Any]) -> bool:
        chat_id = self._target_chat(params)
        self.chat_actions.append((chat_id, str(params.get("action", ""))))
        return True
