// Kozyr's fair deck, checked in the player's own browser (docs/rules/fairness.md, version 1).
//
// From a deal record (docs/rules/records.md): the commitment from the revealed seed (SHA-256), the
// mix from the contributions (SHA-256), the key (HKDF-SHA256, WebCrypto), the ChaCha20 keystream
// (below, in plain JS), the unbiased integers, the Fisher–Yates shuffle, and the game's dealing
// convention — so a player sees the deck and their first hand computed by their own browser, and
// exactly which step fails when a record was altered. The game's moves are not replayed here: the
// command line (python -m engines verify) does that.
//
// No dependencies, no build step: `KozyrFair` is a global (the page and the tests use it).
(function (root) {
  "use strict";

  const ENCODER = new TextEncoder();
  const SUITS = "SHDC";
  const RANKS = { 36: "6789TJQKA", 40: "A234567JQK" };
  const SIZES = { durak: 36, bura: 36, scopa: 40 };
  const SEATS = { durak: [2, 3, 4, 5, 6], bura: [2], scopa: [2, 4] };
  const HAND = { durak: 6, bura: 3, scopa: 3 };
  const HEX64 = /^[0-9a-f]{64}$/;
  const LABEL = /^[\x21-\x7e]{1,128}$/;
  const APP_FORM = /^[0-9]+:app:/;
  const MAX_REDEALS = 50;
  const USUAL = "6789TJQKA"; // Bura's order for the first-move draw

  // ----- bytes ---------------------------------------------------------------------------------
  function hex(bytes) {
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }

  function unhex(text) {
    if (typeof text !== "string" || !/^(?:[0-9a-f]{2})*$/.test(text)) throw new Error("not hex");
    const out = new Uint8Array(text.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = parseInt(text.substr(2 * i, 2), 16);
    return out;
  }

  function concat(parts) {
    const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    let at = 0;
    for (const p of parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }

  async function sha256(bytes) {
    return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  }

  // ----- the procedure -------------------------------------------------------------------------
  /** hex(SHA-256("deck-commit-v1" || seed)) */
  async function commitment(seed) {
    return hex(await sha256(concat([ENCODER.encode("deck-commit-v1"), seed])));
  }

  /** SHA-256("deck-mix-v1" || for each contribution: its UTF-8 length, 4 bytes big-endian || it) */
  async function mix(contributions) {
    const parts = [ENCODER.encode("deck-mix-v1")];
    for (const c of contributions) {
      const data = ENCODER.encode(c);
      const size = new Uint8Array(4);
      new DataView(size.buffer).setUint32(0, data.length, false);
      parts.push(size, data);
    }
    return sha256(concat(parts));
  }

  /** HKDF-SHA256(ikm = seed, salt = mix, info = "deck-v1:" || label), 32 bytes (WebCrypto). */
  async function deriveKey(seed, mixed, label) {
    const ikm = await crypto.subtle.importKey("raw", seed, "HKDF", false, ["deriveBits"]);
    const info = concat([ENCODER.encode("deck-v1:"), ENCODER.encode(label)]);
    const bits = await crypto.subtle.deriveBits(
      { name: "HKDF", hash: "SHA-256", salt: mixed, info }, ikm, 256);
    return new Uint8Array(bits);
  }

  /** The ChaCha20 keystream (RFC 7539; key of 32 bytes, counter and nonce all zero), read as the
   * procedure's unbiased integers: below(n) takes 4 bytes big-endian and rejects the biased tail. */
  class Stream {
    constructor(key) {
      const view = new DataView(key.buffer, key.byteOffset, 32);
      this.input = new Uint32Array(16);
      this.input.set([0x61707865, 0x3320646e, 0x79622d32, 0x6b206574]); // "expand 32-byte k"
      for (let i = 0; i < 8; i++) this.input[4 + i] = view.getUint32(4 * i, true);
      // input[12] is the block counter, input[13..15] the nonce: all zero
      this.block = new Uint8Array(64);
      this.pos = 64;
    }

    refill() {
      const x = Uint32Array.from(this.input);
      const rotl = (v, n) => (v << n) | (v >>> (32 - n));
      const quarter = (a, b, c, d) => {
        x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 16);
        x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 12);
        x[a] += x[b]; x[d] = rotl(x[d] ^ x[a], 8);
        x[c] += x[d]; x[b] = rotl(x[b] ^ x[c], 7);
      };
      for (let round = 0; round < 10; round++) {
        quarter(0, 4, 8, 12); quarter(1, 5, 9, 13); quarter(2, 6, 10, 14); quarter(3, 7, 11, 15);
        quarter(0, 5, 10, 15); quarter(1, 6, 11, 12); quarter(2, 7, 8, 13); quarter(3, 4, 9, 14);
      }
      const out = new DataView(this.block.buffer);
      for (let i = 0; i < 16; i++) out.setUint32(4 * i, (x[i] + this.input[i]) >>> 0, true);
      this.input[12] += 1;
      this.pos = 0;
    }

    u32() {
      if (this.pos + 4 > 64) this.refill(); // 64 is a multiple of 4: a word never straddles blocks
      const b = this.block;
      const p = this.pos;
      this.pos += 4;
      return ((b[p] << 24) | (b[p + 1] << 16) | (b[p + 2] << 8) | b[p + 3]) >>> 0;
    }

    below(n) {
      const limit = Math.floor(4294967296 / n) * n;
      for (;;) {
        const x = this.u32();
        if (x < limit) return x % n;
      }
    }
  }

  function canonical(game) {
    const size = SIZES[game];
    if (!size) throw new Error(`unknown game ${game}`);
    const out = [];
    for (const suit of SUITS) for (const rank of RANKS[size]) out.push(rank + suit);
    return out;
  }

  function shuffle(cards, key) {
    const stream = new Stream(key);
    const deck = cards.slice();
    for (let i = deck.length - 1; i > 0; i--) {
      const j = stream.below(i + 1);
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    return deck;
  }

  /** The deck (top first) the seed (bytes), the contributions and the label fix for the game. */
  async function deriveDeck(game, seed, contributions, label) {
    const key = await deriveKey(seed, await mix(contributions), label);
    return shuffle(canonical(game), key);
  }

  // ----- dealing conventions (the games' rules pages) ------------------------------------------
  /** The deck dealt: {hands, table, stock}. `who`: Bura's leader of the deal, Scopa's dealer. */
  function deal(game, deck, seats, who) {
    const hands = Array.from({ length: seats }, () => []);
    if (game === "durak") { // one card at a time, seat 0 first, six rounds
      for (let i = 0; i < 6 * seats; i++) hands[i % seats].push(deck[i]);
      return { hands, table: [], stock: deck.slice(6 * seats) };
    }
    if (game === "bura") { // the leader first, three rounds; the next card is trump, last of the stock
      for (let i = 0; i < 6; i++) hands[i % 2 === 0 ? who : 1 - who].push(deck[i]);
      return { hands, table: [], stock: deck.slice(7).concat([deck[6]]) };
    }
    // scopa: the player after the dealer first, three rounds; four to the table; the rest is stock
    let i = 0;
    for (let round = 0; round < 3; round++) {
      for (let k = 0; k < seats; k++) hands[(who + 1 + k) % seats].push(deck[i++]);
    }
    return { hands, table: deck.slice(i, i + 4), stock: deck.slice(i + 4) };
  }

  function kingsOnTable(game, deck, seats, who) {
    return deal(game, deck, seats, who).table.filter((c) => c[0] === "K").length >= 3;
  }

  // ----- a whole record ------------------------------------------------------------------------
  /** Which form a contribution has: "app" (the player's own randomness from the Mini App), "press"
   * (the Telegram id of the player's press), "none" (empty), or null when it claims the app form
   * without 64 lowercase hex digits. */
  function form(c) {
    if (c === "") return "none";
    if (APP_FORM.test(c)) return /^[0-9]+:app:[0-9a-f]{64}$/.test(c) ? "app" : null;
    return "press";
  }

  function sameSet(a, b) {
    return a.length === b.length && a.slice().sort().join() === b.slice().sort().join();
  }

  function fail(step, code, vars) {
    return { step, ok: false, code, vars: vars || {} };
  }

  function pass(step, code, vars) {
    return { step, ok: true, code, vars: vars || {} };
  }

  /** Who leads (Bura) or deals (Scopa) deal `d`, from the record's start and earlier results;
   * null when a Bura result needed for it is missing. */
  function whoDeals(record, d) {
    if (record.game === "scopa") return ((record.dealer || 0) + d) % record.seats;
    if (record.game !== "bura") return 0;
    let leader = record.first || 0;
    for (let i = 0; i < d; i++) {
      const result = record.deals[i] && record.deals[i].result;
      if (!result || !result.award) return null;
      if (result.award.seat === 0 || result.award.seat === 1) leader = result.award.seat;
    }
    return leader;
  }

  /** The record's own statement of the dealt cards, compared with the derived deck dealt. */
  function compareDealt(game, given, derived, dealt) {
    if (Array.isArray(given.deck)) {
      for (let i = 0; i < Math.max(given.deck.length, derived.length); i++) {
        if (given.deck[i] !== derived[i]) {
          return fail("deal", "deck-differs", { n: i + 1, recorded: given.deck[i] || "—", derived: derived[i] });
        }
      }
      return pass("deal", "deal-ok");
    }
    const layout = given.layout;
    if (!layout || typeof layout !== "object") return pass("deal", "deal-unstated");
    const hands = Array.isArray(layout.hands) ? layout.hands : [];
    for (let s = 0; s < dealt.hands.length; s++) {
      if (!Array.isArray(hands[s]) || !sameSet(hands[s], dealt.hands[s])) {
        return fail("deal", "hand-differs", { seat: s + 1, recorded: (hands[s] || []).join(" "),
          derived: dealt.hands[s].join(" ") });
      }
    }
    if (!sameSet(layout.table || [], dealt.table)) {
      return fail("deal", "table-differs", { recorded: (layout.table || []).join(" "), derived: dealt.table.join(" ") });
    }
    if ((layout.stock || []).join() !== dealt.stock.join()) return fail("deal", "stock-differs");
    return pass("deal", "deal-ok");
  }

  /** Bura's first-move draw (bura.md): per round K, deck `bura:draw:K` of deal 1's seed and
   * contributions; each seat's card is at its picked position (version 2) or at 0 and 1
   * (version 1); the higher rank in the usual order leads, equal ranks draw again. */
  async function checkDraw(record, fair, seed) {
    const claimed = record.first_draw && Array.isArray(record.first_draw.draws) ? record.first_draw.draws : null;
    const rounds = [];
    for (let k = 1; k <= MAX_REDEALS; k++) {
      const label = `bura:draw:${k}`;
      const deck = await deriveDeck("bura", seed, fair.contributions, label);
      const said = claimed && claimed[k - 1];
      const picks = said && Array.isArray(said.picks) ? said.picks : [0, 1];
      if (picks.length !== 2 || picks.some((p) => !Number.isInteger(p) || p < 0 || p > 35) || picks[0] === picks[1]) {
        return { step: fail("draw", "draw-bad-picks", { k }), rounds };
      }
      const cards = [deck[picks[0]], deck[picks[1]]];
      rounds.push({ label, picks, cards });
      if (said && Array.isArray(said.cards) && said.cards.join() !== cards.join()) {
        return { step: fail("draw", "draw-differs", { k, recorded: said.cards.join(" "), derived: cards.join(" ") }), rounds };
      }
      if (cards[0][0] !== cards[1][0]) {
        const first = USUAL.indexOf(cards[0][0]) > USUAL.indexOf(cards[1][0]) ? 0 : 1;
        if (claimed && claimed.length !== k) return { step: fail("draw", "draw-rounds", { k }), rounds };
        if (first !== (record.first || 0)) return { step: fail("draw", "draw-first", { seat: first + 1 }), rounds };
        return { step: pass("draw", "draw-ok", { seat: first + 1 }), rounds };
      }
    }
    return { step: fail("draw", "draw-rounds", { k: MAX_REDEALS }), rounds };
  }

  function expectedLabel(record, d) {
    return `${record.game}:${record.game === "durak" ? 1 : d + 1}`;
  }

  /** Check a deal's fairness proof step by step; stops at the first step that fails. */
  async function checkDeal(record, d, seat) {
    const given = record.deals[d];
    const out = { index: d, steps: [], deck: null, hand: null, dealt: null, mix: null, key: null, forms: [] };
    const fair = given && given.fairness;
    if (!fair || typeof fair !== "object") {
      out.steps.push(fail("record", "no-proof"));
      return out;
    }
    const { commitment: committed, seed, contributions, label } = fair;
    if (typeof committed !== "string" || !HEX64.test(committed) || typeof seed !== "string" || !HEX64.test(seed)
        || !Array.isArray(contributions) || !contributions.every((c) => typeof c === "string")
        || typeof label !== "string" || !LABEL.test(label)) {
      out.steps.push(fail("record", "bad-proof"));
      return out;
    }
    out.label = label;
    const seedBytes = unhex(seed);
    const fingerprint = await commitment(seedBytes);
    if (fingerprint !== committed) {
      out.steps.push(fail("commitment", "commitment-differs", { computed: fingerprint, recorded: committed }));
      return out;
    }
    out.steps.push(pass("commitment", "commitment-ok", { computed: fingerprint }));

    const base = expectedLabel(record, d);
    const redeal = label === base ? 0 : (label.startsWith(`${base}:r`) && record.game === "scopa"
      && /^[1-9][0-9]{0,2}$/.test(label.slice(base.length + 2)) ? Number(label.slice(base.length + 2)) : -1);
    if (redeal < 0 || redeal > MAX_REDEALS) {
      out.steps.push(fail("label", "label-differs", { recorded: label, expected: base }));
      return out;
    }
    const who = whoDeals(record, d);
    if (redeal > 0) {
      for (let k = 0; k < redeal; k++) {
        const earlier = k === 0 ? base : `${base}:r${k}`;
        const deck = await deriveDeck(record.game, seedBytes, contributions, earlier);
        if (!kingsOnTable(record.game, deck, record.seats, who)) {
          out.steps.push(fail("label", "redeal-unneeded", { recorded: label, label: earlier }));
          return out;
        }
      }
    }
    out.steps.push(pass("label", redeal ? "label-redeal" : "label-ok", { recorded: label, k: redeal }));

    out.forms = contributions.map(form);
    const bad = out.forms.indexOf(null);
    if (bad >= 0) {
      out.steps.push(fail("mix", "contribution-malformed", { n: bad + 1 }));
      return out;
    }
    const mixed = await mix(contributions);
    out.mix = hex(mixed);
    out.steps.push(pass("mix", "mix-ok", { n: contributions.length, mix: out.mix }));

    const key = await deriveKey(seedBytes, mixed, label);
    out.key = hex(key);
    out.deck = shuffle(canonical(record.game), key);
    out.steps.push(pass("deck", "deck-ok", { hkdf: out.key }));

    if (who === null) {
      out.steps.push(fail("deal", "leader-unknown"));
      return out;
    }
    out.dealt = deal(record.game, out.deck, record.seats, who);
    out.hand = seat !== null && seat >= 0 && seat < record.seats ? out.dealt.hands[seat] : null;
    out.steps.push(compareDealt(record.game, given, out.deck, out.dealt));
    if (d === 0 && record.game === "bura" && out.steps.every((s) => s.ok)) {
      const draw = await checkDraw(record, fair, seedBytes);
      out.draw = draw.rounds;
      out.steps.push(draw.step);
    }
    return out;
  }

  /** What replaying deal `d` needs: {dealt (the cards the record itself states: its deck dealt, or
   * its layout), who (Bura's leader, Scopa's dealer; -1 for a deal listed after the match ended),
   * deck}; null when the page has no moves.js or the record states no cards. */
  const LEADERS = new WeakMap(); // record -> movesSetup's leaders or dealers of its deals

  function movesSetup(record, d) {
    const M = root.KozyrMoves;
    const given = record.deals[d];
    if (!M || !given || typeof given !== "object") return null;
    const stated = (i, who) => { // the cards deal `i` starts with, as the record states them
      const g = record.deals[i];
      if (!g || typeof g !== "object") return null;
      if (Array.isArray(g.deck) && g.deck.length === SIZES[record.game]) {
        return deal(record.game, g.deck, record.seats, who);
      }
      const l = g.layout;
      if (l && typeof l === "object" && Array.isArray(l.hands)) {
        return { hands: l.hands, table: l.table || [], stock: l.stock || [], trump: l.trump };
      }
      return null;
    };
    // who leads (Bura) or deals (Scopa), and whether the match was over before, follow from the
    // earlier deals' moves (the record's results need not be read)
    let who = whoDeals(record, d);
    if (record.game === "bura" || record.game === "scopa") {
      let all = LEADERS.get(record); // one replay of the match for all its deals
      if (!all) {
        all = record.game === "bura" ? M.buraLeaders(record, stated) : M.scopaDealers(record, stated);
        LEADERS.set(record, all);
      }
      who = all[d];
    }
    if (who === null) return null; // a Bura deal after one that does not replay: that one says why
    const dealt = stated(d, who === -1 ? 0 : who); // -1: a deal listed after the match was over
    if (!dealt) return null;
    return { dealt, who, deck: Array.isArray(given.deck) ? given.deck : null };
  }

  /** The «Moves» step of deal `d`: its actions replayed by the rules (moves.js), or null. */
  function movesStep(record, d) {
    const s = movesSetup(record, d);
    if (!s) return null;
    return Object.assign({ step: "moves" }, root.KozyrMoves.checkDeal(record, d, s.dealt, s.who, s.deck));
  }

  /** Deal `d` move by move (moves.js's frames), or null. */
  function movesFrames(record, d) {
    const s = movesSetup(record, d);
    return s && s.who !== -1 ? root.KozyrMoves.frames(record, d, s.dealt, s.who, s.deck) : null;
  }

  /** Check every deal of a parsed record. `seat`: whose first hand to show (from 0; null: none).
   * Returns {ok, error (a code when the record itself is unusable), deals: [checkDeal's answers]}. */
  async function checkRecord(record, seat) {
    if (!record || typeof record !== "object" || Array.isArray(record)) return { ok: false, error: "not-record", deals: [] };
    if (!SIZES[record.game]) return { ok: false, error: "unknown-game", deals: [] };
    if (!SEATS[record.game].includes(record.seats)) return { ok: false, error: "bad-seats", deals: [] };
    if (!Array.isArray(record.deals) || !record.deals.length) return { ok: false, error: "no-deals", deals: [] };
    const deals = [];
    for (let d = 0; d < record.deals.length; d++) {
      const out = await checkDeal(record, d, seat);
      const moves = movesStep(record, d);
      if (moves) out.steps.push(moves);
      deals.push(out);
    }
    return { ok: deals.every((x) => x.steps.every((s) => s.ok)), error: null, deals };
  }

  root.KozyrFair = {
    hex, unhex, commitment, mix, deriveKey, deriveDeck, canonical, deal, form, checkRecord, checkDeal,
    movesStep, movesFrames,
    HAND,
  };
})(typeof window !== "undefined" ? window : globalThis);
