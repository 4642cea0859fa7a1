"""/profile: language, Scopa deck style, the deck fingerprint switch."""

from __future__ import annotations

from aiogram.types import InlineKeyboardButton as Button
from aiogram.types import InlineKeyboardMarkup

from bot.i18n import Translator, pick_language
from bot.render.cards import STYLES, glyphs
from bot.services import Services


async def profile_view(svc: Services, user_id: int) -> tuple[str, InlineKeyboardMarkup]:
    async with svc.storage.read() as tx:
        row = await tx.user(user_id)
    assert row is not None
    lang = pick_language(row["language"], row["tg_language"], svc.settings.default_locale)
    t = Translator(lang)
    style = row["deck_style"] if row["deck_style"] in STYLES else "italian"
    fp = bool(row["show_fingerprint"])
    sample = glyphs(["7D", "7H", "7S", "7C"], "scopa", style)
    text = "\n".join(
        [
            t("profile-title"),
            t("profile-language", lang=lang),
            t("profile-style", style=style, sample=sample),
            t("profile-fp", on="yes" if fp else "no"),
            "",
            t("profile-fp-hint"),
        ]
    )
    rows = [
        [Button(text=("• " if lang == code else "") + t(f"lang-{code}"), callback_data=f"pf:lang:{code}") for code in ("ru", "en")],
        [Button(text=("• " if style == s else "") + t(f"style-{s}"), callback_data=f"pf:style:{s}") for s in STYLES],
        [Button(text=t("btn-fp", on="no" if fp else "yes"), callback_data=f"pf:fp:{'off' if fp else 'on'}")],
    ]
    return text, InlineKeyboardMarkup(inline_keyboard=rows)


async def set_profile(svc: Services, user_id: int, key: str, value: str) -> bool:
    if key == "lang" and value in ("ru", "en"):
        sql, arg = "UPDATE users SET language = ? WHERE id = ?", value
    elif key == "style" and value in STYLES:
        sql, arg = "UPDATE users SET deck_style = ? WHERE id = ?", value
    elif key == "fp" and value in ("on", "off"):
        sql, arg = "UPDATE users SET show_fingerprint = ? WHERE id = ?", int(value == "on")
    else:
        return False
    async with svc.storage.transaction() as tx:
        await tx.run(sql, (arg, user_id))
    return True
