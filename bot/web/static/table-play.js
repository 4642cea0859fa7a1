// The table page, part 4 of 4 (bot/web/tablepage.py joins table.js, table-draw.js,
// table-replay.js, this in one function scope): the answers, the presses, the taps, the model
// live over server-sent events, and the start.
  // ----- answers: a toast, a modal -------------------------------------------------------------
  let toastTimer = 0;
  function toast(text) {
    const node = $("toast");
    node.textContent = text;
    node.hidden = false;
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => { node.hidden = true; }, 4500);
  }

  /** The page's modal: the words and OK, or (confirm) Yes and Cancel; resolves true for OK/Yes. */
  function modal(text, confirm) {
    const dialog = $("modal");
    $("modal-text").textContent = text;
    $("modal-ok").textContent = confirm ? tr("table-page-yes") : tr("table-page-ok");
    $("modal-cancel").textContent = tr("table-page-cancel");
    $("modal-cancel").hidden = !confirm;
    dialog.returnValue = "";
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => resolve(dialog.returnValue === "ok"), { once: true });
      if (dialog.open) dialog.close();
      dialog.showModal();
      $("modal-ok").focus();
    });
  }
  $("modal-ok").addEventListener("click", () => $("modal").close("ok"));
  $("modal-cancel").addEventListener("click", () => $("modal").close("cancel"));

  /** A refusal (`{"error": code}`) in words. */
  function refusal(code) {
    return K.strings[K.fallback][`table-page-refused-${code}`] ? tr(`table-page-refused-${code}`)
      : tr("table-page-refused-malformed");
  }

  // ----- presses -------------------------------------------------------------------------------
  async function post(data) {
    let response;
    try {
      response = await fetch("api/table/press", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Telegram-Init-Data": initData },
        body: JSON.stringify({ room, data }),
      });
    } catch (e) {
      return { error: "network" };
    }
    const body = await response.json().catch(() => null);
    if (body && typeof body === "object") return body;
    return { error: response.ok ? "malformed" : "network" };
  }

  // «Готово» with this browser's own randomness: the lobby's «Готово», «Следующая раздача» and «Ещё
  // партию» (the chat's `r:<room>`) pressed by a seated person send 32 bytes this browser draws
  // (crypto.getRandomValues) to api/ready — the deck check's «Готово» (README, «Fair decks») — and
  // those bytes are the person's contribution `<id>:app:<hex>` to the next deck, randomness neither
  // Telegram nor the bot chose. The deck check later points them out (remembered as it does).
  // «🤖 Играть с компьютером» (`vs:`) deals at once: the page gives its «Готово» first, and the
  // deal keeps randomness the app gave (a press never replaces it), so that deck has it too.
  const MINE = "kozyr-randomness";
  function remember(hex) {
    try {
      const mine = JSON.parse(localStorage.getItem(MINE) || "[]");
      localStorage.setItem(MINE, JSON.stringify([hex, ...(Array.isArray(mine) ? mine : [])].slice(0, 64)));
    } catch (e) { /* private mode */ }
  }

  function ownRandomness(data, kind) {
    const m = state.model;
    return kind.test(data) && !!m && !!m.you && Number.isInteger(m.you.seat)
      && !!(window.crypto && crypto.getRandomValues);
  }
  const READY = /^r:/;
  const SOLO = /^vs:/;

  /** The group table's «➕ Присоединиться» the model offers a watcher, if any. */
  function joinData() {
    const m = state.model;
    if (!m || !m.you || Number.isInteger(m.you.seat)) return null;
    for (const row of Array.isArray(m.buttons) ? m.buttons : []) {
      for (const b of Array.isArray(row) ? row : []) if (b && /^jn:/.test(b.data || "")) return b.data;
    }
    return null;
  }

  async function send(data) {
    const join = READY.test(data) ? joinData() : null;
    if (join) { // a watcher's «Готово» (a group's table): seated first, as the group's own «Готово» does
      const joined = await post(join);
      if (joined.error || !joined.ok) return joined;
      if (joined.model) accept(joined.model);
    }
    if (ownRandomness(data, READY)) return postReady();
    if (ownRandomness(data, SOLO)) await postReady(); // (refused or not, the press follows)
    return post(data);
  }

  async function postReady() {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    const randomness = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
    let response;
    try {
      response = await fetch("api/ready", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Telegram-Init-Data": initData },
        body: JSON.stringify({ room, randomness }),
      });
    } catch (e) {
      return { error: "network" };
    }
    const body = await response.json().catch(() => null);
    if (!body || typeof body !== "object") return { error: response.ok ? "malformed" : "network" };
    if (body.ok) remember(randomness);
    return body;
  }

  /** Press the chat's button `data`. The chat asks again before a dangerous press («confirm-…»
   * answers): the page asked already (`confirmed`), so it presses once more at once; any other
   * press the server wants confirmed asks in the server's own words first. */
  async function press(data, confirmed) {
    if (state.busy) return;
    state.busy = true;
    draw();
    let answer = await send(data);
    state.answers += 1;
    if (!answer.error && String(answer.answer || "").startsWith("confirm-")) {
      if (answer.model) accept(answer.model);
      if (!confirmed) {
        state.busy = false;
        draw();
        if (await modal(answer.text || tr("table-page-confirm", { action: "" }), true)) await press(data, true);
        return;
      }
      answer = await post(data);
    }
    state.busy = false;
    if (answer.error) {
      draw();
      toast(refusal(answer.error));
      return;
    }
    if (answer.ok) {
      state.pick = null;
      state.choices = null;
      state.selection = new Set();
    }
    if (answer.model) accept(answer.model);
    draw();
    if (answer.text) {
      if (answer.alert) await modal(answer.text, false);
      else toast(answer.text);
    }
  }

  function dangerous(button) {
    return button.confirm === true || /^[sle]:/.test(button.data || "");
  }

  async function pressButton(button) {
    if (state.busy) return;
    if (dangerous(button) && !(await modal(tr("table-page-confirm", { action: button.text || "" }), true))) return;
    await press(button.data, dangerous(button));
  }

  /** A move: sent as it is (a surrender among the moves asks first, as its button does). */
  function play(move) {
    state.pick = null;
    state.choices = null;
    if (move.type === "surrender") return pressButton({ text: move.label, data: move.data, confirm: true });
    return press(move.data, false);
  }

  function openButton(button) {
    if (button.web_app) { // the deck check: the Mini App's own page, with Telegram's launch data
      const url = String(button.web_app);
      const hash = location.hash || (initData ? `#tgWebAppData=${encodeURIComponent(initData)}` : "");
      location.assign(url.includes("#") ? url : url + hash);
      return;
    }
    const url = String(button.url);
    if (TG && /^https:\/\/t\.me\//.test(url) && typeof TG.openTelegramLink === "function") TG.openTelegramLink(url);
    else if (TG && typeof TG.openLink === "function") TG.openLink(url);
    else window.open(url, "_blank", "noopener");
  }

  // ----- taps ----------------------------------------------------------------------------------
  function onHandCard(card) {
    if (state.busy || !state.model) return;
    const a = analyse(state.model);
    if (a.select) {
      if (state.selection.has(card)) state.selection.delete(card);
      else state.selection.add(card);
      state.choices = null;
      draw();
      return;
    }
    const moves = a.byCard.get(card) || [];
    if (moves.length === 1) {
      play(moves[0]);
      return;
    }
    state.pick = state.pick === card ? null : card;
    state.choices = null;
    draw();
  }

  /** The second tap: a table card the picked hand card may cover or capture. */
  function onTarget(card) {
    if (state.busy || !state.model) return;
    const offered = targets(analyse(state.model)).get(card) || [];
    if (offered.length === 1) play(offered[0]);
    else if (offered.length > 1) {
      state.choices = offered;
      draw();
    }
  }

  // ----- the model, live -----------------------------------------------------------------------
  /** Take a model (an event, a press's answer); an older turn of the same room is ignored. */
  function accept(model) {
    if (!model || typeof model !== "object" || typeof model.room !== "string") return false;
    const old = state.model;
    if (old && old.room === model.room && Number(model.turn) < Number(old.turn)) return false;
    if (!old || old.turn !== model.turn || old.room !== model.room) {
      state.pick = null;
      state.choices = null;
      state.selection = new Set();
    }
    state.model = model;
    state.notice = "";
    setLanguage(model.lang || lang, model.rtl);
    const c = model.clock;
    state.clock = c && Number(c.total) > 0 && Number(c.left) >= 0
      ? { kind: String(c.kind || ""), total: Number(c.total), deadline: performance.now() + 1000 * Number(c.left) }
      : null;
    return true;
  }

  // words asked for on this page that come later (bot/handlers/common.py: words_asked): «💡»'s move
  // and why, «🔎 Разбор»'s costliest decisions — shown once each in the page's modal, as an alert is
  const noticesShown = new Set();
  function noticed(notice) {
    if (!notice || typeof notice.id !== "string" || typeof notice.text !== "string") return;
    if (noticesShown.has(notice.id)) return;
    noticesShown.add(notice.id);
    modal(notice.text, false);
  }

  const FINAL = ["unsigned", "stale", "unavailable", "players", "malformed"];
  let retry = 1000;
  let source = null;

  function setLive(live) {
    state.live = live;
    $("reconnecting").hidden = live || state.stopped || !state.model;
  }

  function connect() {
    const es = new EventSource(`api/table/events?${new URLSearchParams({ room, auth: initData })}`);
    source = es;
    es.addEventListener("open", () => {
      retry = 1000;
      setLive(true);
    });
    es.addEventListener("state", (event) => {
      state.events += 1;
      setLive(true);
      if (accept(parse(event.data))) draw();
    });
    es.addEventListener("talk", (event) => { if (talk) talk.hear(parse(event.data)); });
    es.addEventListener("notice", (event) => noticed(parse(event.data)));
    es.addEventListener("error", () => {
      setLive(false);
      draw();
      if (es.readyState === EventSource.CLOSED) { // refused (not a lost connection): ask why
        es.close();
        recover();
      }
    });
  }

  async function recover() {
    let body;
    try {
      const response = await fetch(`api/table?${new URLSearchParams({ room })}`, { headers: { "X-Telegram-Init-Data": initData } });
      body = await response.json().catch(() => ({ error: "network" }));
    } catch (e) {
      body = { error: "network" };
    }
    if (body && !body.error && accept(body)) draw();
    if (body && FINAL.includes(body.error)) {
      state.stopped = true;
      state.notice = refusal(body.error);
      draw();
      return;
    }
    setTimeout(connect, retry);
    retry = Math.min(2 * retry, 15000);
  }

  function start() {
    if (TG) {
      if (typeof TG.ready === "function") TG.ready();
      if (typeof TG.expand === "function") TG.expand();
    } else {
      postEvent("web_app_ready");
      postEvent("web_app_expand");
    }
    if (replayToken) {
      startReplay(); // table-replay.js: no room, no stream, no initData needed
      return;
    }
    if (!room) state.notice = tr("table-page-no-room");
    else if (!initData) state.notice = tr("table-page-outside");
    draw();
    if (room && initData) connect();
  }

  // table talk: its own panel (table-talk.js, inlined before these parts), fed each model and line
  const talk = window.KozyrTalk
    ? window.KozyrTalk.create({ room, initData, tr, toast, modal, refusal, box: $("talk") }) : null;

  window.kozyrTable = { state, tr, accept, draw, source: () => source, talk };
  start();
