"""The bot's profile in every language (issue 49): at start-up the commands, the description and the
short description are set per catalogue (and once without a language code), each only where what
Telegram holds differs — a restart with nothing changed sets nothing."""

from __future__ import annotations

from bot.app import GROUP_COMMANDS, PRIVATE_COMMANDS
from bot.chat.bot_profile import descriptions
from bot.i18n import LANGUAGES, Translator
from tests.support.bot_e2e import make_settings, running_bot

SETS = ("setMyCommands", "setMyDescription", "setMyShortDescription")


def _sets(fake, since: int = 0) -> list:
    return [c for c in fake.calls[since:] if c.method in SETS]


async def test_one_set_per_language_on_the_first_start_none_on_a_restart(fake_tg, tmp_path) -> None:
    fake = fake_tg
    settings = make_settings(fake, tmp_path / "k.sqlite3", default_locale="", bot_profile=True)
    async with running_bot(settings):
        pass
    first = _sets(fake)
    assert all(c.error_code is None for c in first), [c for c in first if c.error_code]
    per_language: dict[str, list[str]] = {}
    for call in first:
        per_language.setdefault(call.params.get("language_code") or "", []).append(call.method)
    assert set(per_language) == {"", *LANGUAGES}
    for lang, methods in per_language.items():  # commands twice (private chats, groups), one of each
        assert sorted(methods) == sorted(["setMyCommands", "setMyCommands", *SETS[1:]]), (lang, methods)
    # what Telegram now holds, in each language
    for lang in LANGUAGES:
        t = Translator(lang)
        description, short = descriptions(t)
        assert fake.descriptions[f"description|{lang}"] == description
        assert fake.descriptions[f"short_description|{lang}"] == short
        assert 0 < len(short) <= 120 and 0 < len(description) <= 512
        private = next(v for k, v in fake.commands.items() if k.endswith("|" + lang) and "private" in k)
        assert [c["command"] for c in private] == list(PRIVATE_COMMANDS)
        assert private[0]["description"] == t(f"cmd-{PRIVATE_COMMANDS[0]}")
        group = next(v for k, v in fake.commands.items() if k.endswith("|" + lang) and "group" in k)
        assert [c["command"] for c in group] == list(GROUP_COMMANDS)
    assert fake.descriptions["short_description|"] == descriptions(Translator("en"))[1]
    # a restart with nothing changed: the profile is read, nothing is set
    before = len(fake.calls)
    async with running_bot(settings):
        pass
    assert _sets(fake, before) == []
    # someone changed one description (BotFather): only that one is set back
    fake.descriptions["description|de"] = "alt"
    before = len(fake.calls)
    async with running_bot(settings):
        pass
    again = [(c.method, c.params.get("language_code")) for c in _sets(fake, before)]
    assert again == [("setMyDescription", "de")]
    assert fake.descriptions["description|de"] == descriptions(Translator("de"))[0]


async def test_with_the_profile_off_the_bot_neither_reads_nor_sets_it(fake_tg, tmp_path) -> None:
    """``BOT_PROFILE=off``: an owner who writes the menu and the descriptions in @BotFather keeps them."""
    fake = fake_tg
    fake.descriptions["description|de"] = "written by the owner"
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3", bot_profile=False)):
        pass
    profile = [c for c in fake.calls if "MyCommands" in c.method or "Description" in c.method]
    assert profile == []
    assert fake.descriptions["description|de"] == "written by the owner"
