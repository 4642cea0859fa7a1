// The table page, a finished deal's replay (issue 46; bot/web/tablepage.py joins it after
// table-draw.js, in the page's one function scope). Opened as `table?replay=<token>` (or the direct
// link's start_param r<token>): the frames come from `api/replay/<token>` (bot/web/replay.py) with
// no initData — the token is the permission. Each frame becomes a table model drawn by the live
// table's own drawing, every hand face up beside it; ⏮ ◀ ▶ ⏭, a slider to jump to a move, play and
// pause at a chosen speed, the deck check's verdict, and «Поделиться»: Telegram's share page for the
// bot's direct link to the replay inside Telegram, the link copied elsewhere.
  const replay = { data: null, step: 0, timer: null, speed: 1 };
  const SPEEDS = [0.5, 1, 2, 4];
  const STEP_MS = 1200; // one move at speed 1

  /** The table model of frame `i`: a watcher's model (no hand, no moves) of the frame's table. */
  function replayModel(r, i) {
    const f = r.frames[i];
    const view = Object.assign({}, f.view, { hand: null, seat: null });
    const out = Array.isArray(view.out) ? view.out : [];
    return {
      v: 1, room: "", game: r.game, turn: i, status: "replay", lang: r.lang, rtl: r.rtl,
      style: r.style || "french",
      you: { id: 0, seat: null },
      title: tr("table-page-replay-title", { n: r.deal }),
      text: "",
      capacity: r.seats,
      seats: r.names.map((name, s) => ({
        seat: s, name, computer: false, you: false, cards: (f.hands[s] || []).length,
        acting: (f.to_act || []).includes(s), out: out.includes(s),
      })),
      view, moves: [], buttons: [], clock: null, strings: r.strings || {}, talk: null,
    };
  }

  // inside Telegram: a Mini App opened from a button or a direct link (its launch parameters)
  const inTelegram = Boolean(initData || launch.get("tgWebAppVersion") || window.TelegramWebviewProxy);

  /** The replay's link to share: the bot's direct link (startapp=r<token>), else this page's own. */
  function replayLink() {
    const r = replay.data;
    return r.link || `${location.origin}${location.pathname}?replay=${encodeURIComponent(replayToken)}`;
  }

  /** «Поделиться»: Telegram's share page (openTelegramLink) inside Telegram; elsewhere the link is
   * copied (or shown, where the browser lets nothing be copied). */
  async function shareReplay() {
    const r = replay.data;
    const link = replayLink();
    if (inTelegram) {
      const url = r.share
        || `https://t.me/share/url?url=${encodeURIComponent(link)}&text=${encodeURIComponent(r.share_text || "")}`;
      if (TG && typeof TG.openTelegramLink === "function") TG.openTelegramLink(url);
      else postEvent("web_app_open_tg_link", { path_full: url.slice("https://t.me".length) });
      return;
    }
    try {
      await navigator.clipboard.writeText(link);
      toast(tr("table-page-replay-copied"));
    } catch (e) {
      toast(link);
    }
  }

  function showStep(i) {
    const r = replay.data;
    replay.step = Math.max(0, Math.min(r.frames.length - 1, i));
    state.model = replayModel(r, replay.step);
    draw();
    drawReplay();
  }

  function stopPlaying() {
    if (replay.timer) clearTimeout(replay.timer);
    replay.timer = null;
  }

  function tick() {
    const last = replay.data.frames.length - 1;
    if (replay.step >= last) {
      stopPlaying();
      drawReplay();
      return;
    }
    showStep(replay.step + 1);
    replay.timer = setTimeout(tick, STEP_MS / replay.speed);
  }

  function togglePlay() {
    if (replay.timer) {
      stopPlaying();
    } else {
      if (replay.step >= replay.data.frames.length - 1) showStep(0);
      replay.timer = setTimeout(tick, STEP_MS / replay.speed);
    }
    drawReplay();
  }

  /** Every hand face up (the deal is over), in place of the watcher's «you are watching». */
  function drawHands(r, f) {
    const box = region("mine", "table-page-replay-hands");
    r.names.forEach((name, s) => {
      const row = element("div", "replay-hand");
      row.dataset.seat = String(s);
      row.append(element("p", "name", name));
      const cards = element("div", "cards hand");
      for (const c of f.hands[s] || []) cards.append(cardNode(c, { classes: ["idle"] }));
      row.append(cards);
      box.append(row);
    });
  }

  /** The replay's own region (built once, so that a dragged slider stays the same element). */
  function replayBox(r) {
    let box = $("replay");
    if (box) return box;
    box = element("section", "region replay");
    box.id = "replay";
    const heading = element("h2", "sr", tr("table-page-status-replay"));
    heading.id = "replay-heading";
    box.setAttribute("aria-labelledby", heading.id);
    const where = element("p", "replay-where");
    where.id = "replay-where";
    where.setAttribute("aria-live", "polite");
    const row = element("div", "row replay-controls");
    const last = () => replay.data.frames.length - 1;
    const manual = (to) => () => {
      stopPlaying();
      showStep(to());
    };
    const button = (symbol, words, name, onClick) => {
      const b = control(symbol, `replay:${name}`, onClick);
      b.id = `replay-${name}`;
      b.setAttribute("aria-label", words);
      b.title = words;
      return b;
    };
    row.append(
      button("⏮", tr("table-page-replay-first"), "first", manual(() => 0)),
      button("◀", tr("table-page-replay-back"), "back", manual(() => replay.step - 1)),
      button("▶", tr("table-page-replay-play"), "play", togglePlay),
      button("▶▶", tr("table-page-replay-forward"), "forward", manual(() => replay.step + 1)),
      button("⏭", tr("table-page-replay-last"), "last", manual(last)),
    );
    const slider = element("input", "replay-slider");
    slider.id = "replay-slider";
    slider.type = "range";
    slider.min = "0";
    slider.max = String(last());
    slider.step = "1";
    slider.setAttribute("aria-label", tr("table-page-replay-jump"));
    slider.addEventListener("input", () => {
      stopPlaying();
      showStep(Number(slider.value));
    });
    const speed = element("label", "replay-speed", `${tr("table-page-replay-speed")} `);
    const select = element("select");
    select.id = "replay-speed";
    for (const x of SPEEDS) {
      const option = element("option", "", `×${x}`);
      option.value = String(x);
      option.selected = x === replay.speed;
      select.append(option);
    }
    select.addEventListener("change", () => {
      replay.speed = Number(select.value) || 1;
    });
    speed.append(select);
    box.append(heading, where, row, slider, speed);
    if (r.draw && Array.isArray(r.draw.draws) && r.draw.draws.length) {
      const cards = r.draw.draws.map((d) => (d.cards || []).map(cardName).join(" / ")).join("; ");
      box.append(element("p", "replay-draw", tr("table-page-replay-draw", { cards })));
    }
    const verdict = element("p", r.verified ? "replay-verdict ok" : "replay-verdict failed",
      tr(r.verified ? "table-page-replay-verified" : "table-page-replay-unverified"));
    verdict.id = "replay-verdict";
    const share = control(tr("table-page-replay-share"), "replay:share", shareReplay, "replay-share");
    share.id = "replay-share";
    box.append(verdict, share);
    $("app").insertBefore(box, $("seats"));
    return box;
  }

  function drawReplay() {
    const r = replay.data;
    if (!r) return;
    const f = r.frames[replay.step];
    const last = r.frames.length - 1;
    drawHands(r, f);
    replayBox(r);
    const move = replay.step ? tr("table-page-replay-move", { n: replay.step, total: last }) : tr("table-page-replay-dealt");
    $("replay-where").textContent = (r.said || [])[replay.step] ? `${move} · ${r.said[replay.step]}` : move;
    // «🔎 Разбор»: a move a kept review names as a mistake (``marks``: per seat, action i = step i + 1)
    if ((r.marks || []).some((m) => (m || []).includes(replay.step - 1))) $("replay-where").textContent += " · 🔎";
    $("replay-first").disabled = $("replay-back").disabled = replay.step === 0;
    $("replay-forward").disabled = $("replay-last").disabled = replay.step === last;
    const playing = Boolean(replay.timer);
    $("replay-play").textContent = playing ? "⏸" : "▶";
    $("replay-play").setAttribute("aria-label", tr(playing ? "table-page-replay-pause" : "table-page-replay-play"));
    $("replay-play").title = $("replay-play").getAttribute("aria-label");
    $("replay-play").setAttribute("aria-pressed", String(playing));
    const slider = $("replay-slider");
    if (slider.value !== String(replay.step)) slider.value = String(replay.step);
    slider.setAttribute("aria-valuetext", move);
  }

  async function startReplay() {
    state.live = true; // no stream to reconnect
    draw();
    let body;
    try {
      const response = await fetch(`api/replay/${replayToken}?${new URLSearchParams({ lang })}`);
      body = await response.json().catch(() => ({ error: "network" }));
    } catch (e) {
      body = { error: "network" };
    }
    if (!body || body.error || !Array.isArray(body.frames) || !body.frames.length) {
      state.stopped = true;
      state.notice = tr(body && body.error === "network" ? "table-page-reconnecting" : "table-page-replay-missing");
      draw();
      return;
    }
    replay.data = body;
    state.notice = "";
    $("app").setAttribute("aria-busy", "false");
    showStep(0);
  }
