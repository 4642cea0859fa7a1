// Kozyr's table page (issue 45): one room as one person sees it, drawn from the table model the
// bot's server sends (TABLE-MODEL.md) — over server-sent events, anew after every change. Only the
// model's `moves` are playable and only its `buttons` are pressed: a tap is a POST carrying the
// `data` the chat's button carries, so the page knows no rule of any game.
// Plain JS, no dependencies, no build step: bot/web/tablepage.py inlines it with its sentences.
(function () {
  "use strict";
  const K = window.KOZYR_TABLE;
  const $ = (id) => document.getElementById(id);
  const SVG = "http://www.w3.org/2000/svg";
  const TG = window.Telegram && window.Telegram.WebApp ? window.Telegram.WebApp : null;

  function parse(text) {
    try { return JSON.parse(text); } catch (e) { return null; }
  }

  // ----- how the page was opened ---------------------------------------------------------------
  // In Telegram: its Web App object when its script is on the page, else the launch parameters in
  // the URL's fragment (#tgWebAppData=<initData>&tgWebAppThemeParams=…), as that script reads them.
  const launch = new URLSearchParams(location.hash.slice(1));
  const initData = (TG && TG.initData) || launch.get("tgWebAppData") || "";
  const signed = new URLSearchParams(initData);
  const unsafe = (TG && TG.initDataUnsafe) || {};
  const user = unsafe.user || parse(signed.get("user") || "null");
  const startParam = unsafe.start_param || signed.get("start_param") || launch.get("tgWebAppStartParam") || "";
  const query = new URLSearchParams(location.search);
  const ROOM = /^[A-Za-z0-9_-]{1,32}$/;
  const room = ROOM.test(query.get("room") || "") ? query.get("room")
    : (/^t/.test(startParam) && ROOM.test(startParam.slice(1)) ? startParam.slice(1) : null);

  /** A message to the Telegram client that shows the page (as its telegram-web-app.js does). */
  function postEvent(type, data) {
    const body = JSON.stringify({ eventType: type, eventData: data || {} });
    try {
      if (window.TelegramWebviewProxy) window.TelegramWebviewProxy.postEvent(type, JSON.stringify(data || {}));
      else if (window.external && "notify" in window.external) window.external.notify(body);
      else if (window.parent !== window) window.parent.postMessage(body, "*");
    } catch (e) { /* not inside Telegram */ }
  }

  // Telegram's colours (bg_color, text_color…) as the page's CSS variables
  const THEME = {
    bg_color: "--bg", text_color: "--text", hint_color: "--hint", link_color: "--link",
    button_color: "--button", button_text_color: "--button-text", secondary_bg_color: "--secondary",
  };
  function applyTheme(params) {
    if (!params || typeof params !== "object") return;
    for (const [name, variable] of Object.entries(THEME)) {
      const value = params[name];
      if (typeof value === "string" && /^#[0-9a-fA-F]{3,8}$/.test(value)) {
        document.documentElement.style.setProperty(variable, value);
        document.documentElement.classList.add("themed");
      }
    }
  }
  applyTheme((TG && TG.themeParams) || parse(launch.get("tgWebAppThemeParams") || "null"));
  if (TG && typeof TG.onEvent === "function") TG.onEvent("themeChanged", () => applyTheme(TG.themeParams));
  window.addEventListener("message", (event) => {
    const message = typeof event.data === "string" ? parse(event.data) : null;
    if (message && message.eventType === "theme_changed") applyTheme((message.eventData || {}).theme_params);
  });

  // ----- words ---------------------------------------------------------------------------------
  function pickLanguage(code) {
    const base = String(code || "").toLowerCase().replace("_", "-").split("-")[0];
    return K.languages.includes(base) ? base : K.fallback;
  }
  let lang = "";
  function setLanguage(code, rtl) {
    lang = pickLanguage(code);
    const html = document.documentElement;
    html.lang = lang;
    html.dir = (typeof rtl === "boolean" ? rtl : K.rtl.includes(lang)) ? "rtl" : "ltr";
  }
  setLanguage(query.get("lang") || (user && user.language_code) || navigator.language);

  function tr(key, vars) {
    let text = (K.strings[lang] || {})[key] || K.strings[K.fallback][key] || key;
    for (const [name, value] of Object.entries(vars || {})) text = text.split(`{${name}}`).join(String(value));
    return text;
  }

  // ----- the page's state ----------------------------------------------------------------------
  const state = {
    model: null,
    busy: false, // a press is in flight: every control is disabled
    pick: null, // a hand card with several moves, waiting for its target
    choices: null, // the moves offered as buttons (a narrowed pick, or several matching a selection)
    selection: new Set(), // Bura: the cards marked for a lead, a beat or a dump
    clock: null, // {kind, total, deadline (performance.now() ms)}
    live: false,
    notice: "",
    events: 0, // state events received (drawn or, older than the drawn one, ignored)
    stopped: false, // the server refused the stream for good (stale initData, no such room)
  };

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function control(text, key, onClick, className) {
    const node = element("button", className || "", text);
    node.type = "button";
    node.dataset.key = key;
    node.addEventListener("click", onClick);
    return node;
  }

  /** Words for screen readers only. */
  function hidden(text) {
    return element("span", "sr", text);
  }

  // ----- cards ---------------------------------------------------------------------------------
  const FRENCH = { S: "♠", H: "♥", D: "♦", C: "♣" };
  const STYLE_SUITS = {
    french: FRENCH,
    italian: { D: "🪙", H: "🏆", S: "🗡", C: "🪵" },
    roses: { D: "⛤", H: "🍷", S: "⚔", C: "🪄" },
  };
  const STYLE_RANKS = { french: {}, italian: { J: "F", Q: "C", K: "R" }, roses: { J: "P", Q: "N", K: "K" } };
  const ORDER = { durak: "6789TJQKA", bura: "6789JQKTA", scopa: "A234567JQK" };

  /** The deck style: Scopa's 40 cards as /profile chose (Italian by default); Durak, Bura French. */
  function deckStyle() {
    const m = state.model;
    if (!m || m.game !== "scopa") return "french";
    return STYLE_RANKS[m.style] ? m.style : "italian";
  }

  function rankText(card, style) {
    return STYLE_RANKS[style][card[0]] || (card[0] === "T" ? "10" : card[0]);
  }

  /** A card's name for screen readers: the model's words («девятка червей»), else its glyphs. */
  function cardName(card) {
    const strings = (state.model && state.model.strings) || {};
    const style = deckStyle();
    return strings[`card-name-${card}`] || rankText(card, style) + STYLE_SUITS[style][card[1]];
  }

  function suit(style, letter, className) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", className);
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("focusable", "false");
    const use = document.createElementNS(SVG, "use");
    use.setAttribute("href", `#suit-${style}-${letter}`);
    svg.append(use);
    return svg;
  }

  function validCard(card) {
    return typeof card === "string" && /^[2-9TJQKA][SHDC]$/.test(card);
  }

  /** A face-up card: a button when `onClick` is given, else a picture (role img), named either way. */
  function cardNode(card, options) {
    const o = options || {};
    const style = deckStyle();
    const node = element(o.onClick ? "button" : "span", `card face suit-${card[1]} deck-${style}`);
    if (o.onClick) {
      node.type = "button";
      node.addEventListener("click", o.onClick);
    } else {
      node.setAttribute("role", "img");
    }
    node.setAttribute("aria-label", o.label || cardName(card));
    node.dataset.card = card;
    if (o.key) node.dataset.key = o.key;
    for (const name of o.classes || []) node.classList.add(name);
    const corner = element("span", "corner");
    corner.setAttribute("aria-hidden", "true");
    corner.append(element("span", "rank", rankText(card, style)), suit(style, card[1], "pip"));
    node.append(corner, suit(style, card[1], "big"));
    return node;
  }

  /** A face-down card: a picture named `label`, or a button (Bura's draw). */
  function backNode(label, onClick, key) {
    const node = element(onClick ? "button" : "span", "card back");
    if (onClick) {
      node.type = "button";
      node.addEventListener("click", onClick);
      node.dataset.key = key;
    } else {
      node.setAttribute("role", "img");
    }
    node.setAttribute("aria-label", label);
    return node;
  }

  /** The hand in the order the chat shows it: Durak and Bura trumps last, each suit by rank. */
  function handOrder(m) {
    const hand = ((m.view && m.view.hand) || []).filter(validCard);
    if (m.game === "scopa") return hand;
    const trump = m.game === "bura" ? m.view.trump_suit : m.view.trump;
    const ranks = ORDER[m.game] || ORDER.durak;
    const key = (c) => [c[1] === trump ? 1 : 0, "SHCD".indexOf(c[1]), ranks.indexOf(c[0])];
    return hand.slice().sort((a, b) => {
      const x = key(a), y = key(b);
      return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
    });
  }

  // ----- what is playable ----------------------------------------------------------------------
  function sameCards(a, b) {
    return a.length === b.size && a.every((c) => b.has(c));
  }

  /** The model's moves sorted for the page: by hand card (one tap), for a selection (Bura), without
   * a card (buttons), Bura's face-down draw. */
  function analyse(m) {
    const moves = (Array.isArray(m.moves) ? m.moves : []).filter((x) => x && typeof x.data === "string");
    const withCards = moves.filter((x) => Array.isArray(x.cards) && x.cards.length);
    const select = withCards.some((x) => x.cards.length > 1)
      || (m.game === "bura" && withCards.some((x) => ["lead", "beat", "dump"].includes(x.type)));
    const byCard = new Map();
    for (const x of withCards) {
      if (!select && x.cards.length !== 1) continue;
      for (const c of x.cards) {
        if (!byCard.has(c)) byCard.set(c, []);
        byCard.get(c).push(x);
      }
    }
    const picks = moves.filter((x) => x.type === "pick" && !(x.cards && x.cards.length));
    const plain = moves.filter((x) => !(x.cards && x.cards.length) && x.type !== "pick");
    const data = new Set(moves.map((x) => x.data));
    return { moves, withCards, select, byCard, picks, plain, data };
  }

  function matching(a) {
    return a.withCards.filter((x) => sameCards(x.cards, state.selection));
  }

  /** The moves of the picked hand card (or the narrowed ones) and the table cards each one names. */
  function targets(a) {
    const out = new Map();
    if (!state.pick || a.select) return out;
    const offered = state.choices || a.byCard.get(state.pick) || [];
    for (const x of offered) {
      const named = (x.target ? [x.target] : []).concat(Array.isArray(x.captures) ? x.captures : []);
      for (const c of named) {
        if (!out.has(c)) out.set(c, []);
        out.get(c).push(x);
      }
    }
    return out;
  }

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

  /** Press the chat's button `data`. The chat asks again before a dangerous press («confirm-…»
   * answers): the page asked already (`confirmed`), so it presses once more at once; any other
   * press the server wants confirmed asks in the server's own words first. */
  async function press(data, confirmed) {
    if (state.busy) return;
    state.busy = true;
    draw();
    let answer = await post(data);
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

  // ----- drawing -------------------------------------------------------------------------------
  function seatOf(m, n) {
    return (m.seats || []).find((s) => s.seat === n) || null;
  }

  function seatName(m, n) {
    const s = seatOf(m, n);
    return (s && s.name) || tr("seat-free");
  }

  function region(id, labelKey) {
    const node = $(id);
    node.replaceChildren();
    node.hidden = false;
    const heading = element("h2", "sr", tr(labelKey));
    heading.id = `${id}-heading`;
    node.setAttribute("aria-labelledby", heading.id);
    node.append(heading);
    return node;
  }

  function badge(symbol, words) {
    const node = element("span", "badge");
    node.append(element("span", "", symbol), hidden(words));
    node.querySelector("span").setAttribute("aria-hidden", "true");
    return node;
  }

  function counter(text, className) {
    return element("span", `count ${className || ""}`, text);
  }

  function drawSeats(m) {
    const box = region("seats", "table-page-players");
    const list = element("ul", "seats");
    const view = m.view || {};
    const lobby = m.status === "lobby" || !m.view;
    for (const s of m.seats || []) {
      const item = element("li", s.you ? "seat you" : "seat");
      item.dataset.seat = String(s.seat);
      if (s.acting) item.classList.add("acting");
      if (s.out) item.classList.add("out");
      const name = element("span", "name", `${s.mark || ""}${s.name || tr("seat-free")}`);
      if (s.you) name.append(element("span", "you-mark", ` · ${tr("table-page-you")}`));
      item.append(name);
      const badges = element("span", "badges");
      if (lobby) {
        if (!s.computer && s.name) badges.append(badge(s.ready ? "✅" : "⏳", tr(s.ready ? "table-page-ready" : "table-page-not-ready")));
      } else {
        if (Number.isInteger(s.cards)) badges.append(counter(tr("table-page-cards", { n: s.cards }), "cards"));
        if (view.attacker === s.seat && m.game !== "scopa") badges.append(badge("⚔", tr("table-page-attacker")));
        if (view.defender === s.seat && m.game !== "scopa") badges.append(badge("🛡", tr("table-page-defender")));
        if (m.game === "durak" && view.taking && view.defender === s.seat) badges.append(counter(tr("state-taking"), "state"));
        if (m.game === "durak" && (view.passed || []).includes(s.seat)) badges.append(counter(tr("state-passed"), "state"));
        if (m.game === "bura" && Array.isArray(view.tricks)) {
          badges.append(counter(tr("table-page-tricks", { n: view.tricks[s.seat] })));
          badges.append(counter(tr("table-page-score", { n: (view.score || [])[s.seat] })));
        }
        if (s.out) badges.append(counter(tr("state-out"), "state"));
        if (s.acting) badges.append(badge("⏳", tr("table-page-acting")));
      }
      item.append(badges);
      list.append(item);
    }
    box.append(list);
    box.hidden = !list.children.length;
  }

  /** The stock face down with the trump card under it (Durak, Bura), or a count alone (Scopa). */
  function stockNode(m, trumpCard, trumpSuit) {
    const view = m.view;
    const box = element("div", "stock");
    if (!view.stock && !trumpCard && !trumpSuit) return null; // nothing dealt yet (Bura's draw)
    const words = [tr("table-page-stock", { n: view.stock || 0 })];
    if (trumpCard && validCard(trumpCard)) {
      const pile = element("div", "pile with-trump");
      pile.append(cardNode(trumpCard, { classes: ["trump-card"], label: tr("table-page-trump", { card: cardName(trumpCard) }) }));
      if (view.stock > 1) pile.append(backNode(words[0])); // the trump card is the stock's last card
      box.append(pile, counter(words[0], "under"));
      return box;
    }
    if (trumpSuit && FRENCH[trumpSuit]) {
      const mark = element("span", "trump-suit");
      mark.setAttribute("role", "img");
      mark.setAttribute("aria-label", tr("table-page-trump", { card: FRENCH[trumpSuit] }));
      mark.classList.add(`suit-${trumpSuit}`);
      mark.append(suit("french", trumpSuit, "big"));
      box.append(mark);
    }
    if (view.stock > 0) {
      const pile = element("div", "pile");
      pile.append(backNode(words[0]));
      box.append(pile);
    }
    box.append(counter(words[0], "under"));
    return box;
  }

  function drawTable(m, a) {
    const view = m.view;
    if (!view || m.status === "lobby") {
      $("table").hidden = true;
      $("table").replaceChildren();
      return;
    }
    const box = region("table", "table-page-table");
    const aims = targets(a);
    const targetCard = (card) => {
      const offered = aims.get(card);
      if (!offered) return cardNode(card);
      return cardNode(card, {
        key: `target:${card}`,
        classes: ["target"],
        label: `${cardName(card)} — ${offered.map((x) => x.label).join("; ")}`,
        onClick: () => onTarget(card),
      });
    };
    const top = element("div", "table-top");
    if (m.game === "durak") {
      top.append(stockNode(m, view.trump_card, view.trump) || "");
      const discard = element("div", "discard");
      if (view.discard > 0) discard.append(backNode(tr("table-page-discard", { n: view.discard })));
      discard.append(counter(tr("table-page-discard", { n: view.discard || 0 }), "under"));
      top.append(discard);
      box.append(top);
      const pairs = element("div", "pairs");
      for (const pair of view.table || []) {
        const [attack, cover] = pair;
        if (!validCard(attack)) continue;
        const node = element("div", "pair");
        node.setAttribute("role", "group");
        node.setAttribute("aria-label", cover ? tr("table-page-covered", { attack: cardName(attack), cover: cardName(cover) })
          : tr("table-page-uncovered", { card: cardName(attack) }));
        node.append(targetCard(attack));
        if (validCard(cover)) node.append(cardNode(cover, { classes: ["cover"] }));
        pairs.append(node);
      }
      box.append(pairs.children.length ? pairs : element("p", "empty", tr("table-empty")));
    } else if (m.game === "bura") {
      const stock = stockNode(m, view.trump, view.trump_suit);
      if (stock) {
        top.append(stock);
        box.append(top);
      }
      if (a.picks.length) { // the first-move draw: a face-down spread, a back per free position
        const spread = element("div", "spread");
        spread.setAttribute("role", "group");
        spread.setAttribute("aria-label", tr("table-page-spread"));
        for (const x of a.picks) spread.append(backNode(x.label, () => play(x), `data:${x.data}`));
        box.append(spread);
      }
      const lead = (view.table && view.table.lead) || [];
      if (lead.length) {
        const led = element("div", "lead");
        led.setAttribute("role", "group");
        const who = tr("table-page-led-by", { name: seatName(m, view.table.attacker) });
        led.setAttribute("aria-label", who);
        led.append(element("p", "caption", who));
        const cards = element("div", "cards");
        for (const c of lead.filter(validCard)) cards.append(cardNode(c));
        led.append(cards);
        box.append(led);
      } else if (!a.picks.length) {
        box.append(element("p", "empty", tr("table-empty")));
      }
    } else if (m.game === "scopa") {
      const stock = stockNode(m, null, null);
      if (stock) {
        top.append(stock);
        box.append(top);
      }
      const cards = element("div", "cards floor");
      for (const c of (view.table || []).filter(validCard)) cards.append(targetCard(c));
      box.append(cards.children.length ? cards : element("p", "empty", tr("table-empty")));
      const sides = element("ul", "sides");
      (view.teams || []).forEach((seats, i) => {
        const side = element("li", "side");
        side.dataset.side = String(i);
        side.append(element("span", "name", seats.map((n) => seatName(m, n)).join(", ")));
        const counts = element("span", "badges");
        counts.append(counter(tr("table-page-captured", { n: (view.piles || [])[i] || 0 })));
        counts.append(counter(tr("table-page-scope", { n: (view.scopas || [])[i] || 0 })));
        counts.append(counter(tr("table-page-score", { n: (view.score || [])[i] || 0 })));
        side.append(counts);
        sides.append(side);
      });
      box.append(sides);
    }
  }

  function drawMine(m, a) {
    const seated = m.you && Number.isInteger(m.you.seat);
    if (m.status === "lobby" || !m.view) {
      $("mine").hidden = true;
      $("mine").replaceChildren();
      return;
    }
    const box = region("mine", "table-page-hand");
    if (!seated) {
      box.append(element("p", "watching", tr("table-page-watching")));
      return;
    }
    const line = element("p", "turn");
    if (a.moves.length) {
      line.textContent = tr("table-page-your-move");
      line.classList.add("yours");
    } else {
      const waiting = (m.seats || []).filter((s) => s.acting && !s.you).map((s) => s.name);
      if (waiting.length) line.textContent = tr("waiting-for", { names: waiting.join(", ") });
    }
    box.append(line);
    const hand = element("div", "cards hand");
    const trump = m.game === "bura" ? m.view.trump_suit : m.view.trump;
    for (const c of handOrder(m)) {
      const moves = a.byCard.get(c) || [];
      const trumpWord = m.game !== "scopa" && c[1] === trump ? `, ${tr("table-page-trump-mark")}` : "";
      const classes = c[1] === trump && m.game !== "scopa" ? ["trump"] : [];
      if (!moves.length) {
        hand.append(cardNode(c, { classes: classes.concat("idle"), label: cardName(c) + trumpWord }));
        continue;
      }
      const chosen = a.select ? state.selection.has(c) : state.pick === c;
      const node = cardNode(c, {
        key: `card:${c}`,
        classes: classes.concat(chosen ? ["playable", "chosen"] : ["playable"]),
        label: cardName(c) + trumpWord + (!a.select && moves.length === 1 ? ` — ${moves[0].label || ""}` : ""),
        onClick: () => onHandCard(c),
      });
      node.setAttribute("aria-pressed", String(chosen));
      hand.append(node);
    }
    if (hand.children.length) box.append(hand);
    box.append(moveBar(m, a));
  }

  /** Under the hand: the choices of a picked card, the selection's play button, the moves without
   * a card (take, pass, «Хватит!», «Стоп!»). */
  function moveBar(m, a) {
    const bar = element("div", "movebar");
    const offered = state.choices || (!a.select && state.pick ? a.byCard.get(state.pick) : null);
    if (offered && offered.length) {
      bar.append(element("p", "hint", tr(a.select ? "table-page-which" : "table-page-choose")));
      const row = element("div", "row choices");
      for (const x of offered) row.append(control(x.label || x.data, `data:${x.data}`, () => play(x)));
      row.append(control(tr("table-page-cancel"), "cancel", () => {
        state.pick = null;
        state.choices = null;
        draw();
      }, "secondary"));
      bar.append(row);
    } else if (a.select && a.withCards.length) {
      const found = matching(a);
      if (!state.selection.size) bar.append(element("p", "hint", tr("table-page-select")));
      const label = found.length === 1 ? found[0].label || tr("table-page-play") : tr("table-page-play");
      const button = control(label, "play", () => {
        const now = matching(analyse(state.model));
        if (now.length === 1) play(now[0]);
        else if (now.length > 1) {
          state.choices = now;
          draw();
        }
      }, "primary");
      button.disabled = !found.length;
      button.id = "play-selected";
      bar.append(button);
    }
    if (a.plain.length) {
      const row = element("div", "row plain");
      for (const x of a.plain) row.append(control(x.label || x.data, `data:${x.data}`, () => play(x)));
      bar.append(row);
    }
    return bar;
  }

  function drawActions(m, a) {
    const box = region("actions", "table-page-actions");
    let any = false;
    for (const row of Array.isArray(m.buttons) ? m.buttons : []) {
      const line = element("div", "row");
      for (const b of Array.isArray(row) ? row : []) {
        if (!b || typeof b.text !== "string") continue;
        if (typeof b.data === "string") {
          if (a.data.has(b.data)) continue; // drawn with the moves already
          line.append(control(b.text, `data:${b.data}`, () => pressButton(b), dangerous(b) ? "danger" : ""));
        } else if (typeof b.url === "string" || typeof b.web_app === "string") {
          const link = control(b.text, `link:${b.url || b.web_app}`, () => openButton(b), "link");
          if (b.web_app) link.dataset.webApp = b.web_app;
          line.append(link);
        }
      }
      if (line.children.length) {
        box.append(line);
        any = true;
      }
    }
    box.hidden = !any;
  }

  function drawText(m) {
    $("chat").setAttribute("aria-labelledby", "chat-title");
    $("chat-title").textContent = tr("table-page-chat");
    $("text").textContent = m.text || "";
    $("chat").hidden = !m.text;
  }

  function focusKey() {
    const active = document.activeElement;
    return active && active.dataset ? active.dataset.key || null : null;
  }

  function draw() {
    const key = focusKey();
    const m = state.model;
    $("reconnecting").textContent = tr("table-page-reconnecting");
    $("reconnecting").hidden = state.live || state.stopped || !m;
    $("notice").textContent = state.notice || (m ? "" : tr("table-page-loading"));
    $("notice").hidden = !$("notice").textContent;
    if (!m) {
      document.title = tr("table-page-title");
      $("title").textContent = tr("table-page-title");
      return;
    }
    document.title = m.title || tr("table-page-title");
    $("title").textContent = m.title || tr("table-page-title");
    $("status-badge").textContent = m.status ? tr(`table-page-status-${m.status}`) : "";
    const a = analyse(m);
    if (state.pick && !a.byCard.has(state.pick)) {
      state.pick = null;
      state.choices = null;
    }
    for (const c of [...state.selection]) if (!a.byCard.has(c)) state.selection.delete(c);
    drawSeats(m);
    drawTable(m, a);
    drawMine(m, a);
    drawActions(m, a);
    drawText(m);
    if (talk) talk.model(m, state.busy); // table talk's panel (table-talk.js)
    if (state.busy) for (const b of $("app").querySelectorAll("button")) b.disabled = true;
    $("app").setAttribute("aria-busy", String(state.busy));
    drawClock();
    if (key) {
      const again = $("app").querySelector(`[data-key="${CSS.escape(key)}"]`);
      if (again && !again.disabled) again.focus();
    }
  }

  // ----- the clock: a live bar from `left` -----------------------------------------------------
  function drawClock() {
    const box = $("clock");
    const clock = state.clock;
    if (!clock) {
      box.hidden = true;
      return;
    }
    const left = Math.max(0, (clock.deadline - performance.now()) / 1000);
    const label = K.strings[K.fallback][`table-page-clock-${clock.kind}`] ? tr(`table-page-clock-${clock.kind}`) : tr("table-page-clock");
    const text = `${label} · ${tr("table-page-seconds", { n: Math.ceil(left - 1e-9) })}`;
    box.hidden = false;
    box.classList.toggle("low", left <= Math.min(2, clock.total / 3));
    box.querySelector(".fill").style.width = `${Math.min(100, (100 * left) / clock.total)}%`;
    box.querySelector(".clock-text").textContent = text;
    box.setAttribute("aria-label", label);
    box.setAttribute("aria-valuemax", String(clock.total));
    box.setAttribute("aria-valuenow", left.toFixed(1));
    box.setAttribute("aria-valuetext", text);
  }
  setInterval(() => { if (state.clock) drawClock(); }, 100);

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
    if (!room) state.notice = tr("table-page-no-room");
    else if (!initData) state.notice = tr("table-page-outside");
    draw();
    if (room && initData) connect();
  }

  // table talk: its own panel (table-talk.js, inlined before this script), fed each model and line
  const talk = window.KozyrTalk
    ? window.KozyrTalk.create({ room, initData, tr, toast, modal, refusal, box: $("talk") }) : null;

  window.kozyrTable = { state, tr, accept, draw, source: () => source, talk };
  start();
})();
