"""The bot's HTTP session keeps each Bot API method's response model, so that parsing an answer never
builds a pydantic model again after a garbage collection (see bot/chat/session.py)."""

from __future__ import annotations

import gc
import json
from typing import Any

import pytest
from aiogram import Bot
from aiogram.methods import AnswerCallbackQuery, EditMessageText, SendMessage, TelegramMethod
from pydantic._internal import _generics

from bot.chat.session import Session

MESSAGE = {"message_id": 5, "date": 0, "chat": {"id": 7, "type": "private"}, "text": "hi"}


def test_answers_are_parsed_without_building_their_models_again(monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[object] = []
    original = _generics.create_generic_submodel

    def counting(*args: object, **kwargs: object) -> object:
        built.append(args[0])
        return original(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(_generics, "create_generic_submodel", counting)
    session = Session()
    bot = Bot("1:x", session=session)
    calls: list[tuple[TelegramMethod[Any], object]] = [
        (SendMessage(chat_id=7, text="hi"), MESSAGE),
        (EditMessageText(chat_id=7, message_id=5, text="hi"), MESSAGE),
        (AnswerCallbackQuery(callback_query_id="1"), True),
    ]
    for _ in range(4):  # after the first round, every one would build them again
        for method, result in calls:
            answer = session.check_response(bot, method, 200, json.dumps({"ok": True, "result": result}))
            assert answer.ok
        gc.collect()  # aiogram's own session: every model is built again after this
    assert len(built) <= len(calls), built
