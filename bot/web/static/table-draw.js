// The table page, part 2 of 4 (bot/web/tablepage.py joins table.js, this, table-replay.js,
// table-play.js in one function scope): the cards, what is playable, and the drawing of the
// model in the page.
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
        if (Number.isInteger(s.cards)) {
          item.dataset.cards = String(s.cards); // what the page shows, for tests (not words)
          badges.append(counter(tr("table-page-cards", { n: s.cards }), "cards"));
        }
        if (view.attacker === s.seat && m.game !== "scopa") badges.append(badge("⚔", tr("table-page-attacker")));
        if (view.defender === s.seat && m.game !== "scopa") badges.append(badge("🛡", tr("table-page-defender")));
        if (m.game === "durak" && view.taking && view.defender === s.seat) badges.append(counter(tr("state-taking"), "state"));
        if (m.game === "durak" && (view.passed || []).includes(s.seat)) badges.append(counter(tr("state-passed"), "state"));
        if (m.game === "bura" && Array.isArray(view.tricks)) {
          item.dataset.tricks = String(view.tricks[s.seat]);
          item.dataset.score = String((view.score || [])[s.seat]);
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
    box.dataset.stock = String(view.stock || 0);
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
      mark.dataset.suit = trumpSuit;
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
      discard.dataset.discard = String(view.discard || 0);
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
        side.dataset.captured = String((view.piles || [])[i] || 0);
        side.dataset.scope = String((view.scopas || [])[i] || 0);
        side.dataset.score = String((view.score || [])[i] || 0);
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

