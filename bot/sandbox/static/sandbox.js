// Kozyr sandbox page: polls /api/state and draws the chats of the person you act as; lists the Bot API
// calls from the /api/calls event stream (each call once, when it has been answered).
"use strict";

const $ = (id) => document.getElementById(id);
const MAX_ROWS = 5000;  // rows of the call list kept on the page (the oldest go first)
const ui = {
  person: null,        // the id of the person acting
  chat: null,          // the chat shown
  state: null,         // the last /api/state answer
  calls: [],           // every Bot API call seen so far, in the order of their answers
  polls: 0,            // how many of them are getUpdates
  run: null,           // the sandbox run the calls are of (a restarted sandbox starts the list again)
  seen: {},            // "person:chat" -> the newest message id that person has seen there
  version: "",
};

async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body),
  };
  const response = await fetch(path, init);
  const data = await response.json();
  if (!response.ok) throw new Error(data.error || response.statusText);
  return data;
}

function toast(text, alert) {
  const box = $("toast");
  box.textContent = text;
  box.className = alert ? "alert" : "";
  box.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { box.hidden = true; }, alert ? 5000 : 2500);
}
$("toast").addEventListener("click", () => { $("toast").hidden = true; });

function chatsOf(person) {
  const s = ui.state;
  if (!s) return [];
  return s.chats.filter((c) => c.id === person || c.kind === "group");
}

function chatName(chat) {
  return chat.kind === "private" ? `${ui.state.bot.name} (@${ui.state.bot.username})` : chat.title;
}

function saveLocation() {
  history.replaceState(null, "", `#person=${ui.person}&chat=${ui.chat}`);
}

function select(person, chat) {
  hideInline();
  // a Mini App is its person's (signed for them): acting as someone else closes it
  if (person !== ui.person && !$("webapp").hidden) closeWebApp();
  ui.person = person;
  ui.chat = chat === undefined ? person : chat;
  saveLocation();
  draw(true);
}

function unread(person, chat) {
  const last = ui.seen[`${person}:${chat.id}`] || 0;
  return chat.messages.filter((m) => m.from === "bot" && m.rang && m.id > last).length;
}

function drawPeople() {
  const box = $("person");
  const people = ui.state.people;
  const options = people.map((p) => `${p.id}|${p.name} (${p.language})`).join("\n");
  if (box.dataset.options !== options) {
    box.replaceChildren(...people.map((p) => new Option(`${p.name} (${p.language})`, p.id)));
    box.dataset.options = options;
  }
  box.value = ui.person;
}

function drawChatList() {
  const nav = $("chats");
  nav.replaceChildren(...chatsOf(ui.person).map((chat) => {
    const item = document.createElement("div");
    item.className = "chat" + (chat.id === ui.chat ? " active" : "");
    item.dataset.chat = chat.id;
    const name = document.createElement("span");
    name.textContent = chatName(chat);
    const kind = document.createElement("span");
    kind.className = "kind";
    kind.textContent = chat.kind === "group" ? "group" : "private";
    item.append(name, kind);
    const count = chat.id === ui.chat ? 0 : unread(ui.person, chat);
    if (count) {
      const badge = document.createElement("span");
      badge.className = "badge";
      badge.textContent = `🔔 ${count}`;
      item.append(badge);
    }
    item.addEventListener("click", () => select(ui.person, chat.id));
    return item;
  }));
}

function messageNode(chat, m) {
  const node = document.createElement("div");
  node.className = "msg";
  node.dataset.id = m.id;
  if (m.from === "bot") {
    if (m.rang) node.classList.add("rang");
    if (m.for !== undefined) node.classList.add("ephemeral");  // seen by this person only
    if (m.via) {  // posted by a person through the bot's inline mode
      const who = document.createElement("div");
      who.className = "who";
      who.textContent = `${m.by} via @${m.via}`;
      node.append(who);
    }
    if (m.document) {
      const link = document.createElement("a");
      link.className = "doc";
      link.href = `/api/document?chat=${chat.id}&message_id=${m.id}`;
      link.download = m.document.name;
      link.textContent = `📄 ${m.document.name}` + (m.document.size ? ` (${m.document.size} bytes)` : "");
      node.append(link, document.createElement("br"));
    }
    if (m.photo) {
      const link = document.createElement("a");
      link.className = "photo";
      link.href = m.photo.url;
      link.target = "_blank";
      link.rel = "noopener";
      link.title = "open the picture";
      const image = document.createElement("img");
      image.src = m.photo.url;
      image.alt = "photo";
      if (m.photo.width && m.photo.height) {
        image.width = m.photo.width;
        image.height = m.photo.height;
      }
      link.append(image);
      node.append(link);
    }
    const body = document.createElement("span");
    body.className = "text";
    body.dir = "auto";  // right to left for a Persian or Arabic message
    body.innerHTML = m.html;  // made safe by the server (bot/sandbox/server.py page_html)
    node.append(body);
    if (m.buttons.length) node.append(keyboard(chat, m));
  } else {
    if (m.from === ui.person) node.classList.add("me");
    if (chat.kind === "group" && m.from !== ui.person) {
      const who = document.createElement("div");
      who.className = "who";
      who.textContent = m.name;
      node.append(who);
    }
    const body = document.createElement("span");
    body.className = "text";
    body.textContent = m.text;
    node.append(body);
  }
  const meta = document.createElement("div");
  meta.className = "meta";
  const time = new Date(m.date * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
  meta.textContent = [m.rang ? "🔔" : "", m.edits ? "edited" : "", time].filter(Boolean).join(" · ");
  meta.title = m.from === "bot" ? (m.rang ? "arrived with a sound" : "arrived silently") : "";
  node.append(meta);
  return node;
}

function keyboard(chat, m) {
  const kb = document.createElement("div");
  kb.className = "kb";
  for (const row of m.buttons) {
    const line = document.createElement("div");
    line.className = "row";
    for (const b of row) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = b.text;
      if (b.url) {
        button.className = "url";
        button.title = b.url;
        button.addEventListener("click", () => openUrl(b.url));
      } else if (b.web_app) {  // a Mini App: opened over the chat, as Telegram's web client does
        button.className = "webapp";
        button.title = b.web_app.url;
        button.addEventListener("click", () => openWebApp(b.web_app.url));
      } else if (b.switch_inline_query_chosen_chat) {  // Telegram's chat picker, then inline mode
        button.className = "switch";
        button.addEventListener("click", () => pickChat(b.switch_inline_query_chosen_chat));
      } else if (b.callback_data) {
        button.dataset.data = b.callback_data;
        button.addEventListener("click", () => m.inline
          ? press(chat.id, { inline_message_id: m.inline }, b.callback_data, button, "/api/inline/press")
          : press(chat.id, { message_id: m.id }, b.callback_data, button, "/api/press"));
      }
      line.append(button);
    }
    kb.append(line);
  }
  return kb;
}

async function press(chat, which, data, button, path) {
  button.disabled = true;  // like a client's spinner: one tap until the bot answers
  try {
    const { answer } = await api(path, { user: ui.person, chat, data, ...which });
    if (answer && answer.text) toast(answer.text, answer.alert);
    if (answer && answer.chat !== undefined) select(ui.person, answer.chat);
  } catch (error) {
    toast(error.message, false);
  } finally {
    button.disabled = false;
    refresh();
  }
}

// A Mini App button: the sandbox signs initData for the person acting, as Telegram would, and the
// app's page opens in a frame beside the chat; the app's «close» (web_app_close) closes it.
async function openWebApp(url) {
  try {
    showWebApp((await api("/api/webapp", { user: ui.person, url })).url);
  } catch (error) {
    toast(error.message, false);
  }
}

function showWebApp(url) {
  $("webapp-frame").src = url;
  $("webapp").hidden = false;
  $("webapp").dataset.person = ui.person;  // whose Mini App it is (the tests look)
  document.querySelector("main").classList.add("with-app");
}

function closeWebApp() {
  $("webapp").hidden = true;
  document.querySelector("main").classList.remove("with-app");
  $("webapp-frame").src = "about:blank";
  refresh();
}
$("webapp-close").addEventListener("click", closeWebApp);
window.addEventListener("message", (event) => {
  if (event.source !== $("webapp-frame").contentWindow) return;
  try {
    if (JSON.parse(event.data).eventType === "web_app_close") closeWebApp();
  } catch (error) { /* not a Mini App event */ }
});

// A link: a deep link to the bot opens the private chat (/start <payload>); the bot's direct Mini App
// link (t.me/<bot>/<short name>?startapp=…, a group's «🎴 Стол») opens its page beside the chat, with
// initData signed for the person acting, as Telegram does; any other address a new tab.
async function openUrl(url) {
  try {
    const result = await api("/api/open", { user: ui.person, url, chat: ui.chat });
    if (result.chat !== undefined) select(ui.person, result.chat);
    else if (result.url !== undefined) showWebApp(result.url);
    else window.open(result.external, "_blank", "noopener");
  } catch (error) {
    toast(error.message, false);
  }
  refresh();
}

function drawChat(jump) {
  const chat = chatsOf(ui.person).find((c) => c.id === ui.chat);
  const box = $("messages");
  if (!chat) {
    $("chat-title").textContent = "";
    box.replaceChildren();
    return;
  }
  $("chat-title").textContent = chatName(chat);
  const atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < 40;
  // a group as the person acted as sees it: everybody's messages and their own ephemeral ones
  const shown = chat.messages.filter((m) => m.for === undefined || m.for === ui.person);
  box.replaceChildren(...shown.map((m) => messageNode(chat, m)));
  if (jump || atBottom) box.scrollTop = box.scrollHeight;
  const newest = Math.max(0, ...chat.messages.map((m) => m.id));
  ui.seen[`${ui.person}:${chat.id}`] = newest;
  const me = ui.state.people.find((p) => p.id === ui.person);
  $("start-bar").hidden = !(chat.kind === "private" && me && !me.started);
}

function drawCalls(fresh) {
  const body = $("calls").querySelector("tbody");
  const polls = $("show-polls").checked;
  const rows = fresh.filter((c) => polls || c.method !== "getUpdates").map((c) => {
    const tr = document.createElement("tr");
    tr.className = c.limited ? "limited" : c.ok ? "" : "error";
    tr.dataset.i = c.i;  // the call's place in the API's own log
    const answer = c.ok ? "ok" : `${c.code} ${c.description}` + (c.limited ? ` — BUG: over the ${c.limited} limit` : "");
    for (const text of [c.t.toFixed(2), c.method, c.chat ?? "", answer]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    return tr;
  });
  const panel = $("calls-panel");
  const atBottom = panel.scrollHeight - panel.scrollTop - panel.clientHeight < 40;
  body.append(...rows);
  while (body.rows.length > MAX_ROWS) body.deleteRow(0);
  if (atBottom) panel.scrollTop = panel.scrollHeight;
  const listed = polls ? ui.calls.length : ui.calls.length - ui.polls;
  $("calls-note").textContent = listed > MAX_ROWS ? `the last ${MAX_ROWS} of ${listed}` : "";
}

function listenToCalls() {
  // An EventSource reconnects by itself and sends the last event's id back: the list goes on after it.
  const source = new EventSource("/api/calls");
  source.addEventListener("run", (e) => {
    const run = JSON.parse(e.data);
    if (ui.run !== null && run !== ui.run) {  // a new sandbox behind the same address
      ui.calls = [];
      ui.polls = 0;
      $("calls").querySelector("tbody").replaceChildren();
    }
    ui.run = run;
  });
  source.addEventListener("message", (e) => {
    const call = JSON.parse(e.data);
    ui.calls.push(call);
    if (call.method === "getUpdates") ui.polls += 1;
    drawCalls([call]);
  });
}

function draw(jump) {
  if (!ui.state) return;
  const limited = ui.state.limited;
  $("limited").textContent = `429: ${limited}`;
  $("limited").className = limited ? "bad" : "ok";
  drawPeople();
  drawChatList();
  drawChat(jump);
}

async function refresh() {
  let state;
  try {
    state = await api("/api/state");
  } catch (error) {
    return;  // the sandbox stopped; the next poll tries again
  }
  ui.state = state;
  if (ui.person === null || !state.people.some((p) => p.id === ui.person)) {
    const hash = new URLSearchParams(location.hash.slice(1));
    const wanted = Number(hash.get("person"));
    ui.person = state.people.some((p) => p.id === wanted) ? wanted : (state.people[0] || {}).id ?? null;
    const chat = Number(hash.get("chat"));
    ui.chat = chatsOf(ui.person).some((c) => c.id === chat) ? chat : ui.person;
    saveLocation();
    draw(true);
    ui.version = state.version;
  } else if (state.version !== ui.version) {
    ui.version = state.version;
    draw(false);
  }
}

$("person").addEventListener("change", (e) => select(Number(e.target.value)));
$("show-polls").addEventListener("change", () => {
  $("calls").querySelector("tbody").replaceChildren();
  drawCalls(ui.calls);
});
$("composer").addEventListener("submit", async (e) => {
  e.preventDefault();
  const text = $("text").value;
  if (!text.trim()) return;
  try {
    await api("/api/send", { user: ui.person, chat: ui.chat, text });
    $("text").value = "";
  } catch (error) {
    toast(error.message, false);
  }
  refresh();
});
// Inline mode: "@bot …" typed in any chat asks the bot (an inline query); its answer is listed above
// the composer, and a result picked is posted into the chat "via @bot", as a Telegram client does.
const inline = { timer: null, asked: "" };
function inlineQueryOf(text) {
  const name = ui.state ? `@${ui.state.bot.username}` : null;
  if (!name || !text.toLowerCase().startsWith(name.toLowerCase())) return null;
  const rest = text.slice(name.length);
  return rest === "" || rest.startsWith(" ") ? rest.trim() : null;
}
function hideInline() {
  inline.asked = "";
  $("inline-results").hidden = true;
  $("inline-results").replaceChildren();
}
async function askInline(query) {
  const key = `${ui.person}:${ui.chat}:${query}`;
  if (key === inline.asked) return;
  inline.asked = key;
  const chat = ui.chat;
  let answer;
  try {
    answer = await api("/api/inline", { user: ui.person, chat, query });
  } catch (error) {
    toast(error.message, false);
    return;
  }
  if (inline.asked !== key) return;  // typed on meanwhile
  const box = $("inline-results");
  box.replaceChildren(...answer.results.map((r) => {
    const item = document.createElement("button");
    item.type = "button";
    item.className = "result";
    const title = document.createElement("strong");
    title.textContent = r.title;
    const description = document.createElement("span");
    description.textContent = r.description;
    item.append(title, description);
    item.addEventListener("click", async () => {
      try {
        await api("/api/inline/choose", { user: ui.person, chat, query_id: answer.query_id, result_id: r.id });
        $("text").value = "";
        hideInline();
      } catch (error) {
        toast(error.message, false);
      }
      refresh();
    });
    return item;
  }));
  if (!answer.results.length) box.textContent = "no results";
  box.hidden = false;
}
function pickChat(how) {
  // the chats the button allows (a group, or a private chat: here the person's own with the bot)
  const chats = chatsOf(ui.person).filter((c) => c.kind === "group"
    ? how.allow_group_chats : (how.allow_user_chats || how.allow_bot_chats));
  const box = $("inline-results");
  inline.asked = "";
  box.replaceChildren(...chats.map((c) => {
    const item = document.createElement("button");
    item.type = "button";
    item.className = "result chat-pick";
    item.dataset.chat = c.id;
    item.textContent = `→ ${chatName(c)}`;
    item.addEventListener("click", () => {
      select(ui.person, c.id);
      $("text").value = `@${ui.state.bot.username} ${how.query || ""}`;
      askInline((how.query || "").trim());
    });
    return item;
  }));
  box.hidden = false;
}
$("text").addEventListener("input", () => {
  clearTimeout(inline.timer);
  const query = inlineQueryOf($("text").value);
  if (query === null) {
    hideInline();
    return;
  }
  inline.timer = setTimeout(() => askInline(query), 300);  // as a client waits for typing to pause
});
$("start").addEventListener("click", async () => {
  await api("/api/send", { user: ui.person, chat: ui.person, text: "/start" });
  refresh();
});
$("add-person").addEventListener("submit", async (e) => {
  e.preventDefault();
  try {
    const person = await api("/api/people", { name: $("person-name").value, language: $("person-language").value });
    $("person-name").value = "";
    await refresh();
    select(person.id);
  } catch (error) {
    toast(error.message, false);
  }
});
$("add-group").addEventListener("submit", async (e) => {
  e.preventDefault();
  try {
    const group = await api("/api/groups", { title: $("group-title").value, by: ui.person });
    $("group-title").value = "";
    await refresh();
    select(ui.person, group.id);
  } catch (error) {
    toast(error.message, false);
  }
});
$("messages").addEventListener("click", (e) => {
  const link = e.target.closest("a[href]");
  if (link && !link.classList.contains("doc") && /^https?:\/\/t\.me\//.test(link.href)) {
    e.preventDefault();
    openUrl(link.href);
  }
});

listenToCalls();
refresh();
setInterval(refresh, 500);
