"""Issue 32 in the sandbox, over its page's endpoints: a person types ``@bot durak 3`` in a group of the
page, the bot's results come back as the page lists them, the one picked is posted into that group "via
@bot" (the page shows it to everybody there, with who posted it), and «➕ Присоединиться» on it seats a
person who never opened the bot — the press answers with the bot's link and the page opens their
private chat with it, as Telegram does. Requests the page cannot make are refused in words."""

from __future__ import annotations

from bot.sandbox.server import BOT_USERNAME, FIRST_GROUP_ID, FIRST_USER_ID
from tests.bot.test_sandbox import Page, page  # noqa: F401 - the page fixture
from tests.support.bot_e2e import tr, wait_latest_room, wait_room

ANYA, BORIS = FIRST_USER_ID, FIRST_USER_ID + 1  # seeded: Аня, Борис (who never opened the bot)
CLUB = FIRST_GROUP_ID  # seeded: «Игровой клуб»


async def test_an_invitation_typed_in_a_group_of_the_page(page: Page) -> None:  # noqa: F811
    app = page.sandbox.app
    assert app is not None
    asked = await page.post("inline", user=ANYA, chat=CLUB, query="durak 3")
    assert [r["title"] for r in asked["results"]] == [tr("inline-title", game=tr("game-durak"), n=3)]
    assert page.sandbox.fake.updates[-1]["inline_query"]["chat_type"] == "group"
    result = asked["results"][0]
    # only the person who asked, in the chat they asked in, may pick from the list
    refused = await page.post_error("inline/choose", user=BORIS, chat=CLUB, query_id=asked["query_id"],
                                    result_id=result["id"])  # fmt: skip
    assert refused[0] == 400
    posted = await page.post("inline/choose", user=ANYA, chat=CLUB, query_id=asked["query_id"],
                             result_id=result["id"])  # fmt: skip
    inline_id = posted["inline_message_id"]

    card = await page.bot_message(CLUB, tr("card-new", name="Аня", game=tr("game-durak")))
    assert card["via"] == BOT_USERNAME and card["by"] == "Аня" and card["inline"] == inline_id
    room = await wait_latest_room(app, None)
    assert room.human_ids() == [ANYA]
    join = page.button(card, tr("btn-join"))["callback_data"]
    answer = (await page.post("inline/press", user=BORIS, chat=CLUB, inline_message_id=inline_id,
                              data=join))["answer"]  # fmt: skip
    assert answer["text"] == tr("card-open-bot") and answer["chat"] == BORIS  # the page opens the bot
    await wait_room(app, room.id, lambda r: r.human_ids() == [ANYA, BORIS])
    await page.bot_message(CLUB, tr("card-seated", names="Аня, Борис"))
    # Аня never opened the bot either: Join on her own card opens it, with her lobby
    answer = (await page.post("inline/press", user=ANYA, chat=CLUB, inline_message_id=inline_id,
                              data=join))["answer"]  # fmt: skip
    assert answer["chat"] == ANYA
    lobby = await page.bot_message(ANYA, "Борис")  # the lobby: both seated
    assert page.button(lobby, tr("btn-ready"))
    # what the page cannot do: data the card never had, a card of another chat, a query too long
    for body in (
        dict(user=BORIS, chat=CLUB, inline_message_id=inline_id, data="x:forged"),
        dict(user=BORIS, chat=BORIS, inline_message_id=inline_id, data=join),
        dict(user=BORIS, chat=CLUB, inline_message_id="IMnope", data=join),
    ):
        assert (await page.post_error("inline/press", **body))[0] == 400
    assert (await page.post_error("inline", user=ANYA, chat=CLUB, query="x" * 300))[0] == 400
    assert (await page.post_error("inline", user=ANYA, chat=BORIS, query="bura"))[0] == 400  # not hers
