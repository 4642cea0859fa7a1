// Kozyr's deck-check page: a deal record -> KozyrFair.checkRecord -> every step shown, ✅ or the
// step that failed. Opened by Telegram as a Mini App (the record is asked of the bot's server with
// Telegram's signed initData), or as a plain page on which a downloaded record is dropped.
//
// It is also the Mini App's registered URL (WEBAPP_URL), where Telegram opens the bot's direct link
// https://t.me/<bot>/<short name>?startapp=t<room>: that start_param sends it on to the room's table
// page, `table?room=<room>` beside it, Telegram's launch parameters (the URL's fragment) kept;
// `startapp=r<token>` to a finished deal's replay, `table?replay=<token>`.
(function () {
  "use strict";

  /** The table page the direct link asks for, or null: ``start_param`` — in initData (signed), or
   * Telegram's tgWebAppStartParam in the query — is "t" and a room id (or "r" and a replay's token). */
  function tableFor(hash, search) {
    const data = new URLSearchParams(new URLSearchParams(hash.slice(1)).get("tgWebAppData") || "");
    const start = data.get("start_param") || new URLSearchParams(search).get("tgWebAppStartParam") || "";
    const room = /^t([A-Za-z0-9_-]{1,32})$/.exec(start);
    if (room) return `table?room=${room[1]}${hash}`;
    const replay = /^r([A-Za-z0-9_-]{16})$/.exec(start); // a shared replay (issue 46)
    return replay ? `table?replay=${replay[1]}${hash}` : null;
  }
  const table = tableFor(location.hash, location.search);
  if (table) {
    location.replace(table);
    return;
  }

  const K = window.KOZYR;
  const F = window.KozyrFair;
  const $ = (id) => document.getElementById(id);

  // Telegram passes its launch parameters in the URL's fragment: #tgWebAppData=<initData>&…
  const launch = new URLSearchParams(location.hash.slice(1));
  const initData = launch.get("tgWebAppData") || "";
  const query = new URLSearchParams(location.search);
  let telegramUser = null;
  try { telegramUser = JSON.parse(new URLSearchParams(initData).get("user") || "null"); } catch (e) { /* none */ }

  function pickLanguage(code) {
    const base = String(code || "").toLowerCase().replace("_", "-").split("-")[0];
    if (K.languages.includes(base)) return base;
    return K.fallback;
  }
  const lang = pickLanguage(query.get("lang") || (telegramUser && telegramUser.language_code) || navigator.language);
  document.documentElement.lang = lang;
  document.documentElement.dir = K.rtl.includes(lang) ? "rtl" : "ltr";  // Persian, Arabic: mirrored

  function tr(key, vars) {
    let text = (K.strings[lang] || {})[key] || K.strings[K.fallback][key] || key;
    for (const [name, value] of Object.entries(vars || {})) text = text.split(`{${name}}`).join(String(value));
    return text;
  }

  /** A message to the Telegram client that shows the page (as its own telegram-web-app.js does). */
  function postEvent(type, data) {
    const body = JSON.stringify({ eventType: type, eventData: data || {} });
    try {
      if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(type, JSON.stringify(data || {}));
      else if (window.external && "notify" in window.external) window.external.notify(body);
      else if (window.parent !== window) window.parent.postMessage(body, "*");
    } catch (e) { /* not inside Telegram */ }
  }

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  const SUIT = { S: "♠", H: "♥", D: "♦", C: "♣" };
  function cardNode(code, mine) {
    const rank = code[0] === "T" ? "10" : code[0];
    const node = element("span", "card" + ("HD".includes(code[1]) ? " red" : "") + (mine ? " mine" : ""),
      rank + SUIT[code[1]]);
    node.dataset.card = code;
    return node;
  }

  function cardsNode(cards, mine, what) {
    const box = element("div", "cards" + (what ? ` ${what}` : ""));
    box.append(...cards.map((c) => cardNode(c, mine && mine.includes(c))));
    return box;
  }

  const page = { record: null, seat: null, result: null };

  // The randomness this browser drew for «Готово», remembered so that the check can point it out
  const MINE = "kozyr-randomness";
  function mine() {
    try { return JSON.parse(localStorage.getItem(MINE) || "[]"); } catch (e) { return []; }
  }
  function remember(hex) {
    try { localStorage.setItem(MINE, JSON.stringify([hex, ...mine()].slice(0, 64))); } catch (e) { /* private mode */ }
  }

  function stepLine(step) {
    const li = element("li", step.ok ? "ok" : "fail");
    li.dataset.step = step.step;
    li.dataset.ok = String(step.ok);
    const vars = Object.assign({}, step.vars);
    if (vars.why) vars.why = tr(`webapp-moves-why-${vars.why}`); // the moves step: why a move was refused
    li.textContent = `${step.ok ? "✅" : "❌"} ${tr(`webapp-step-${step.step}`)}: ${tr(`webapp-${step.code}`, vars)}`;
    return li;
  }

  function dealNode(deal, last) {
    const ok = deal.steps.every((s) => s.ok);
    const box = element("details", "deal");
    box.dataset.deal = String(deal.index);
    box.open = last || !ok;
    box.append(element("summary", "", `${ok ? "✅" : "❌"} ${tr("webapp-deal", { n: deal.index + 1 })}`));
    const steps = element("ol", "steps");
    for (const step of deal.steps) {
      steps.append(stepLine(step));
      if (step.step === "mix" && step.ok) {
        const list = element("ul", "contributions");
        const contributions = page.record.deals[deal.index].fairness.contributions;
        const own = mine();
        contributions.forEach((c, i) => {
          const item = element("li", "", `${i + 1}. ${tr(`webapp-contribution-${deal.forms[i]}`)} — `);
          item.append(element("code", "", c || "—"));
          if (deal.forms[i] === "app" && own.includes(c.slice(-64))) {
            item.classList.add("mine");
            item.append(` ✅ ${tr("webapp-contribution-mine")}`);
          }
          list.append(item);
        });
        steps.append(list);
      }
      if (step.step === "deck" && deal.deck) steps.append(cardsNode(deal.deck, deal.hand, "deck"));
    }
    box.append(steps);
    if (deal.hand) {
      const own = telegramUser && page.seatFromServer === page.seat;
      box.append(element("p", "", own ? tr("webapp-your-hand") : tr("webapp-hand-of", { n: page.seat + 1 })));
      box.append(cardsNode(deal.hand, deal.hand, "hand"));
    }
    if (deal.dealt && deal.dealt.table.length) {
      box.append(element("p", "", tr("webapp-table")), cardsNode(deal.dealt.table, null, "table"));
    }
    const moves = deal.steps.find((s) => s.step === "moves");
    const replay = moves && moves.ok ? replayNode(deal.index) : null;
    if (replay) box.append(replay);
    return box;
  }

  /** Deal `d` of the record move by move (issue 46), offline: every hand face up, the table, the
   * stock and trump after each move (moves.js's frames), ⏮ ◀ ▶ ⏭. What it shows is also in data
   * attributes (data-step, data-stock, data-trump, data-seat, data-card) for the tests. */
  function replayNode(d) {
    const r = F.movesFrames(page.record, d);
    if (!r || !r.frames.length) return null;
    const last = r.frames.length - 1;
    const box = element("section", "replay");
    box.dataset.deal = String(d);
    box.append(element("h3", "", tr("table-page-status-replay")));
    const where = element("p", "replay-where");
    where.setAttribute("aria-live", "polite");
    const view = element("div", "replay-view");
    const row = element("div", "replay-controls");
    const buttons = {};
    const show = (i) => {
      const step = Math.max(0, Math.min(last, i));
      const f = r.frames[step];
      box.dataset.step = String(step);
      where.textContent = step ? `${tr("table-page-replay-move", { n: step, total: last })} · ${r.moves[step - 1]}`
        : tr("table-page-replay-dealt");
      buttons.first.disabled = buttons.back.disabled = step === 0;
      buttons.forward.disabled = buttons.last.disabled = step === last;
      const stock = element("p", "replay-stock", tr("table-page-stock", { n: f.stock }));
      stock.dataset.stock = String(f.stock);
      if (f.trump) {
        stock.dataset.trump = f.trump;
        stock.append(` · ${tr("table-page-trump", { card: SUIT[f.trump] })}`);
      }
      const table = element("div", "replay-table");
      table.append(element("p", "", tr("table-page-table")));
      const cards = element("div", "cards");
      for (const item of f.table) {
        if (Array.isArray(item)) { // Durak: an attack card and its cover
          const pair = element("span", "pair");
          pair.append(...item.map((c) => cardNode(c)));
          cards.append(pair);
        } else {
          cards.append(cardNode(item));
        }
      }
      table.append(f.table.length ? cards : element("p", "", tr("table-empty")));
      const hands = element("div", "replay-hands");
      hands.append(element("p", "", tr("table-page-replay-hands")));
      f.hands.forEach((hand, s) => {
        const seat = element("div", "replay-hand");
        seat.dataset.seat = String(s);
        seat.append(element("span", "", tr("webapp-seat-n", { n: s + 1 })), cardsNode(hand, null, "hand"));
        hands.append(seat);
      });
      view.replaceChildren(stock, table, hands);
      box.step = step;
    };
    for (const [name, symbol, to] of [["first", "⏮", () => 0], ["back", "◀", () => box.step - 1],
      ["forward", "▶", () => box.step + 1], ["last", "⏭", () => last]]) {
      const b = element("button", `replay-${name}`, symbol);
      b.type = "button";
      b.setAttribute("aria-label", tr(`table-page-replay-${name}`));
      b.title = b.getAttribute("aria-label");
      b.addEventListener("click", () => show(to()));
      buttons[name] = b;
      row.append(b);
    }
    box.append(where, row, view);
    show(0);
    return box;
  }

  function drawSeats(record) {
    const select = $("seat");
    select.replaceChildren(...Array.from({ length: record.seats }, (_, s) => new Option(tr("webapp-seat-n", { n: s + 1 }), s)));
    select.value = String(page.seat);
    $("seat-box").hidden = false;
  }

  /** Check `record` and show it; `seat` (from 0): whose first hand to show. Returns the result. */
  async function show(record, seat) {
    page.record = record;
    page.seat = Number.isInteger(seat) ? seat : 0;
    const result = await F.checkRecord(record, page.seat);
    page.result = result;
    const verdict = $("verdict");
    verdict.hidden = false;
    $("deals").replaceChildren();
    $("status").textContent = "";
    if (result.error) {
      verdict.className = "verdict-fail";
      verdict.textContent = "❌ " + tr("webapp-not-record");
      verdict.dataset.ok = "false";
      return result;
    }
    drawSeats(record);
    const failed = result.deals.find((d) => d.steps.some((s) => !s.ok));
    verdict.dataset.ok = String(result.ok);
    if (failed) {
      const step = failed.steps.find((s) => !s.ok);
      verdict.className = "verdict-fail";
      verdict.dataset.step = step.step;
      verdict.dataset.deal = String(failed.index);
      verdict.textContent = tr("webapp-verdict-fail", { n: failed.index + 1, step: tr(`webapp-step-${step.step}`) });
    } else {
      verdict.className = "verdict-ok";
      delete verdict.dataset.step;
      verdict.textContent = tr("webapp-verdict-ok");
    }
    $("deals").append(...result.deals.map((d, i) => dealNode(d, i === result.deals.length - 1)));
    return result;
  }

  async function showText(text) {
    let record;
    try {
      record = JSON.parse(text);
    } catch (e) {
      $("status").textContent = tr("webapp-not-json");
      return null;
    }
    return show(record, page.seat === null ? 0 : page.seat);
  }

  async function fromServer() {
    $("status").textContent = tr("webapp-loading");
    const ask = new URLSearchParams({ room: query.get("room"), match: query.get("match"), deal: query.get("deal") });
    let answer;
    try {
      const response = await fetch(`api/record?${ask}`, { headers: { "X-Telegram-Init-Data": initData } });
      answer = await response.json();
    } catch (e) {
      answer = { error: "network" };
    }
    if (answer.error || !answer.record) {
      $("status").textContent = tr("webapp-refused", { reason: tr(`webapp-refused-${answer.error || "network"}`) });
      return;
    }
    page.seatFromServer = answer.seat;
    await show(answer.record, answer.seat);
  }

  /** «Готово» in the Mini App: 32 bytes from crypto.getRandomValues, sent with Telegram's initData. */
  function readyMode(room) {
    const box = $("ready");
    box.hidden = false;
    $("source").hidden = true;
    $("intro").textContent = tr("webapp-ready-intro");
    const button = element("button", "", tr("webapp-ready-button"));
    button.type = "button";
    button.id = "ready-button";
    const said = element("p", "");
    said.id = "ready-answer";
    said.setAttribute("role", "status");
    box.append(button, said);
    if (!initData) {
      button.disabled = true;
      said.textContent = tr("webapp-ready-outside");
      return;
    }
    button.addEventListener("click", async () => {
      button.disabled = true;
      const randomness = F.hex(crypto.getRandomValues(new Uint8Array(32)));
      let answer;
      try {
        const response = await fetch("api/ready", {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Telegram-Init-Data": initData },
          body: JSON.stringify({ room, randomness }),
        });
        answer = await response.json();
      } catch (e) {
        answer = { error: "network" };
      }
      said.dataset.answer = answer.answer || answer.error;
      if (answer.error) {
        said.textContent = tr("webapp-refused", { reason: tr(`webapp-refused-${answer.error}`) });
        button.disabled = false;
        return;
      }
      said.textContent = answer.text;
      if (answer.ok) {
        remember(randomness);
        said.append(element("br"), tr("webapp-ready-sent", { randomness }), element("br"), tr("webapp-ready-done"));
        setTimeout(() => postEvent("web_app_close"), 2500);
      } else if (answer.answer !== "ready-already") {
        button.disabled = false;
      }
    });
  }

  function setUp() {
    document.title = tr("webapp-title");
    $("title").textContent = tr("webapp-title");
    $("intro").textContent = tr("webapp-intro");
    $("drop-label").textContent = tr("webapp-drop");
    $("seat-label").textContent = tr("webapp-seat");
    $("about-title").textContent = tr("webapp-about");
    $("proves").textContent = tr("webapp-proves");
    $("not-proves").textContent = tr("webapp-not-proves");
    $("file").addEventListener("change", async (event) => {
      const file = event.target.files[0];
      if (file) await showText(await file.text());
    });
    const zone = document.body;
    zone.addEventListener("dragover", (event) => { event.preventDefault(); $("source").classList.add("over"); });
    zone.addEventListener("dragleave", () => $("source").classList.remove("over"));
    zone.addEventListener("drop", async (event) => {
      event.preventDefault();
      $("source").classList.remove("over");
      const file = event.dataTransfer.files[0];
      if (file) await showText(await file.text());
    });
    $("seat").addEventListener("change", () => show(page.record, Number($("seat").value)));
    postEvent("web_app_ready");
    postEvent("web_app_expand");
    if (K.api && query.has("ready")) readyMode(query.get("ready"));
    else if (K.api && query.has("room") && query.has("deal")) fromServer();
  }

  window.kozyr = { show, showText, tr, page, tableFor };
  setUp();
})();
