"""Results that say what happened: the Bura result names who declared «Хватит!» with how many card
points against 41–70, who got the award, both piles card by card and the score with names; the
surrender button and its confirmation say that Bura's surrender loses the whole match."""

from __future__ import annotations

import random

import pytest

from bot import games
from tests.support.bot_e2e import (
    choose,
    make_settings,
    message_of,
    pause,
    press_action,
    press_ready,
    press_setting,
    running_bot,
    tr,
    wait_latest_room,
    wait_room,
)


@pytest.mark.both_databases
async def test_bura_result_names_the_declarer_and_shows_both_piles(fake_tg, tmp_path):
    fake = fake_tg
    fake.add_user(601, "Vera", language_code="ru")
    rng = random.Random(11)
    async with running_bot(make_settings(fake, tmp_path / "k.sqlite3")) as app:
        fake.send_text(601, "/bura")
        room = await wait_room(app, (await wait_latest_room(app)).id, lambda r: len(r.seats) == 1)
        msg = await message_of(app, fake, room.id, 601, "hand")
        await press_setting(fake, 601, msg, tr("btn-add-computer"))
        await wait_room(app, room.id, lambda r: len(r.seats) == 2)
        # surrender is offered as conceding the match, and its confirmation says so
        await press_ready(app, fake, room.id, 601)
        room = await wait_room(app, room.id, lambda r: r.game_running())
        give_up = tr("btn-surrender", game="bura")
        await fake.wait_for(lambda: give_up in fake.message(601, msg.message_id).button_texts())
        q = fake.press_button(601, fake.message(601, msg.message_id), give_up)
        confirm = (await fake.wait_answer(q)).get("text")
        assert confirm == tr("confirm-surrender", game="bura") and "матч" in confirm
        # Vera says «Хватит!» after each trick she takes; deals go on until one ended on a «Хватит!»
        # (the deck is random: a deal may end on a triple or without a trick of hers)
        for _ in range(3000):
            room = await app.rooms.get(room.id)
            game = room.engine()
            done = [r for r in game.deal_results() if r is not None]
            if done and done[-1]["award"]["reason"] in ("enough", "enough_wrong") and not room.game_running():
                break
            assert not game.is_over(), "the match ended before anyone said «Хватит!»"
            if room.between_deals():
                if not room.seat_of(601).ready:
                    await press_ready(app, fake, room.id, 601)
                await pause(0.01)
                continue
            legal = [a for a in game.legal_actions(0) if a.type != "surrender"]
            if not legal:
                await pause(0.01)
                continue
            enough = [a for a in legal if a.type == "enough"]
            await press_action(app, fake, room, 601, enough[0] if enough else choose(legal, rng))
        result = done[-1]
        award, pp = result["award"], result["pile_points"]
        header = tr("deal-result-header", n=len(done))
        await fake.wait_for(lambda: header in fake.message(601, msg.message_id).text)
        text = fake.message(601, msg.message_id).text
        name = {0: "Vera", 1: tr("computer-name", n=2)}
        declarer = award["seat"] if award["reason"] == "enough" else 1 - award["seat"]
        key = "bura-declared-ok" if award["reason"] == "enough" else "bura-declared-wrong"
        assert tr(key, name=name[declarer], points=pp[declarer]) in text, text
        assert tr(f"bura-award-{award['reason']}", name=name[award["seat"]], n=award["points"]) in text
        # both piles, card by card: every card of the deal that is in no hand and not in the stock
        ui = games.get("bura")
        revealed = game.view(None)["revealed"]
        assert revealed is not None and sum(len(p) for p in revealed) >= 2
        for seat in (0, 1):
            assert tr("bura-pile", name=name[seat], points=pp[seat], tricks=result["tricks"][seat]) in text
            if revealed[seat]:
                assert ui.glyphs(revealed[seat]) in text, (revealed, text)
        score = game.match_result()["score"]
        assert tr("match-score", score=f"Vera {score[0]} : {score[1]} {name[1]}") in text
