// Kozyr's table page (issue 45): one room as one person sees it, drawn from the table model the
// bot's server sends (TABLE-MODEL.md) — over server-sent events, anew after every change. Only the
// model's `moves` are playable and only its `buttons` are pressed: a tap is a POST carrying the
// `data` the chat's button carries, so the page knows no rule of any game.
// Plain JS, no dependencies, no build step: bot/web/tablepage.py inlines its four parts in one
// function scope, in this order — table.js (how the page was opened, its words, its state),
// table-draw.js (the cards and the drawing of a model), table-replay.js (a finished deal's replay),
// table-play.js (taps, presses, the live stream, the start) — with the page's sentences.
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
  // a finished deal's replay (issue 46; table-replay.js): `?replay=<token>` or start_param r<token>
  const REPLAY = /^[A-Za-z0-9_-]{16}$/;
  const replayToken = REPLAY.test(query.get("replay") || "") ? query.get("replay")
    : (/^r/.test(startParam) && REPLAY.test(startParam.slice(1)) ? startParam.slice(1) : null);

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
    answers: 0, // presses answered (a refusal too)
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

