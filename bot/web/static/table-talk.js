// Table talk on Kozyr's table page (issue 45, item 1): a panel with what is said at this table since
// the page opened — each line the speaker's name and their words (a fixed phrase in the reader's
// language, as the server words it for them) — and a way to say something: free words, or while a
// team deal with people as partners runs only the fixed phrases, as buttons. The model's `talk` says
// whether the room has talk for this person (null: no panel to speak from). Lines come over the
// table's stream (`event: talk`) and in the answer to one's own `POST api/table/say`; they live in
// this page only. The rules are the server's (bot/chat/talk.py): the page never decides who may talk.
// table.js creates the panel once (window.KozyrTalk.create) and hands it every model and every line.
(function () {
  "use strict";
  // lines kept on the page (the oldest go first)
  const MAX_LINES = 100;

  function element(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function button(text, className, onClick) {
    const node = element("button", className, text);
    node.type = "button";
    node.addEventListener("click", onClick);
    return node;
  }

  /** A line as the server sends it, or null. */
  function valid(line) {
    if (!line || typeof line !== "object") return null;
    if (typeof line.id !== "string" || typeof line.text !== "string" || typeof line.name !== "string") return null;
    return line;
  }

  /**
   * The panel in `api.box`. `api`: room, initData, tr, toast(text), modal(text, confirm), refusal(code).
   */
  function create(api) {
    const { box, tr } = api;
    const lines = [];
    const seen = new Set();
    let talk = null; // the newest model's `talk`
    let drawn = ""; // what the bottom of the panel was drawn for (its mode and words)
    let sending = false;

    box.replaceChildren();
    const heading = element("h2", "", tr("table-page-talk"));
    heading.id = "talk-heading";
    box.setAttribute("aria-labelledby", heading.id);
    const muted = element("p", "talk-muted");
    const list = element("ol", "talk-lines");
    list.setAttribute("aria-live", "polite");
    list.setAttribute("aria-relevant", "additions");
    const empty = element("p", "talk-empty");
    const bottom = element("div", "talk-say");
    box.append(heading, muted, list, empty, bottom);

    let input = null;
    let send = null;

    function controls() {
      return Array.from(bottom.querySelectorAll("button, input")).concat(Array.from(list.querySelectorAll("button")));
    }

    function enable(busy) {
      for (const node of controls()) node.disabled = busy || sending;
      if (send && input) send.disabled = busy || sending || !input.value.trim();
    }

    async function post(path, body) {
      let response;
      try {
        response = await fetch(`api/table/${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Telegram-Init-Data": api.initData },
          body: JSON.stringify(Object.assign({ room: api.room }, body)),
        });
      } catch (e) {
        return { error: "network" };
      }
      const answer = await response.json().catch(() => null);
      if (answer && typeof answer === "object") return answer;
      return { error: response.ok ? "malformed" : "network" };
    }

    async function say(body) {
      if (sending) return;
      sending = true;
      enable(false);
      const answer = await post("say", body);
      sending = false;
      if (answer.line) hear(answer.line);
      if (answer.ok && input && body.text !== undefined) input.value = "";
      enable(false);
      if (!answer.ok) {
        if (answer.phrases && talk && !talk.phrases_only) { // a team deal began: the phrases now
          talk = Object.assign({}, talk, { phrases_only: true });
          draw();
        }
        api.toast(answer.text || api.refusal(answer.error || "malformed"));
      }
      if (input && !input.disabled && body.text !== undefined) input.focus();
    }

    async function report(line) {
      if (sending) return;
      sending = true;
      enable(false);
      const answer = await post("report", { seat: line.seat });
      sending = false;
      enable(false);
      if (answer.error) api.toast(answer.text || api.refusal(answer.error));
      else await api.modal(answer.text || "", false);
    }

    /** The bottom of the panel: the words' input, or the phrases' buttons, or nothing (a draft and
     * the focus survive). */
    function drawBottom(next) {
      const draft = input ? input.value : "";
      const focused = bottom.contains(document.activeElement);
      bottom.replaceChildren();
      input = null;
      send = null;
      if (next === "words") {
        const form = element("form", "talk-form");
        input = element("input", "talk-input");
        input.type = "text";
        input.maxLength = Number(talk.limit) > 0 ? Number(talk.limit) : 1000;
        input.placeholder = tr("table-page-talk-placeholder");
        input.setAttribute("aria-label", tr("table-page-talk-placeholder"));
        input.setAttribute("dir", "auto");
        input.autocomplete = "off";
        send = element("button", "talk-send", tr("table-page-talk-send"));
        send.type = "submit";
        input.addEventListener("input", () => enable(false));
        form.addEventListener("submit", (event) => {
          event.preventDefault();
          const text = input.value.trim();
          if (text) say({ text });
        });
        input.value = draft.slice(0, input.maxLength);
        form.append(input, send);
        bottom.append(form);
        if (focused) input.focus();
      } else if (next === "phrases") {
        bottom.append(element("p", "talk-note", tr("table-page-talk-phrases")));
        const row = element("div", "row talk-phrases");
        for (const p of Array.isArray(talk.phrases) ? talk.phrases : []) {
          if (!p || !Number.isInteger(p.id) || typeof p.text !== "string") continue;
          const node = button(p.text, "secondary", () => say({ phrase: p.id }));
          node.dataset.key = `phrase:${p.id}`;
          row.append(node);
        }
        bottom.append(row);
      }
      bottom.hidden = !next;
    }

    function lineNode(line) {
      const item = element("li", line.you ? "talk-line mine" : "talk-line");
      item.dataset.id = line.id;
      item.setAttribute("dir", "auto");
      item.append(element("span", "who", line.name), document.createTextNode(": "));
      item.append(element("span", `words ${line.kind === "phrase" ? "phrase" : ""}`.trim(), line.text));
      if (line.report === true && Number.isInteger(line.seat)) {
        const node = button(tr("btn-talk-report"), "report", () => report(line));
        node.setAttribute("aria-label", `${tr("btn-talk-report")}: ${line.name}`);
        item.append(" ", node);
      }
      return item;
    }

    /** A line said at this table (from the stream or one's own answer): shown once. */
    function hear(data) {
      const line = valid(data);
      if (!line || seen.has(line.id)) return;
      seen.add(line.id);
      lines.push(line);
      const atBottom = list.scrollHeight - list.scrollTop - list.clientHeight < 24;
      list.append(lineNode(line));
      while (lines.length > MAX_LINES) {
        seen.delete(lines.shift().id);
        list.firstElementChild.remove();
      }
      if (atBottom || line.you) list.scrollTop = list.scrollHeight;
      draw();
    }

    /** Shown when the room has talk for this person, or when something was said already. */
    function draw() {
      const next = !talk ? "" : talk.phrases_only ? "phrases" : "words";
      const words = [next, tr("table-page-talk-placeholder"), tr("table-page-talk-send"), tr("table-page-talk-phrases")];
      const shape = JSON.stringify(next ? words.concat([talk.limit, next === "phrases" ? talk.phrases : null]) : words);
      if (shape !== drawn) {
        drawn = shape;
        drawBottom(next);
      }
      heading.textContent = tr("table-page-talk");
      muted.textContent = talk && talk.muted ? tr("table-page-talk-muted") : "";
      muted.hidden = !muted.textContent;
      empty.textContent = tr("table-page-talk-empty");
      empty.hidden = lines.length > 0;
      list.hidden = !lines.length;
      box.hidden = !talk && !lines.length;
    }

    /** A new model (table.js draws): its `talk`; `busy`: a press is in flight. */
    function model(m, busy) {
      talk = m && m.talk && typeof m.talk === "object" ? m.talk : null;
      draw();
      enable(Boolean(busy));
    }

    draw();
    return { model, hear, lines: () => lines.slice() };
  }

  window.KozyrTalk = { create };
})();
