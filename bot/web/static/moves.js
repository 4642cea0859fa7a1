// Kozyr's record replay in the browser (issue 46): every action of a deal record replayed by the
// rules (docs/rules/durak.md, bura.md, scopa.md), so that the deck-check page can say, offline,
// whether each move was allowed — the part of `python -m engines verify` that replays the actions
// (the recorded results and scores are left to it).
//
// No dependencies: `KozyrMoves` is a global, used by the page (app.js) and by the tests, which
// compare it with the Python engines action by action (tests/bot/test_webapp_moves.py).
(function (root) {
  "use strict";

  const RANKS = { durak: "6789TJQKA", scopa: "A234567JQK" };
  const SUITS = "SHDC";

  class Illegal extends Error {
    constructor(why, detail) {
      super(detail || why);
      this.why = why; // turn, hand, rule, over
    }
  }

  function isCard(game, c) {
    return typeof c === "string" && c.length === 2 && RANKS[game].includes(c[0]) && SUITS.includes(c[1]);
  }

  // ----- Durak ------------------------------------------------------------------------------------
  const TEAMS = { "2x2": 2, "3x2": 3, "2x3": 2 };

  class Durak {
    constructor(record, dealt, deck) {
      const o = record.options || {};
      const n = (this.n = record.seats);
      this.transfer = o.mode === "perevodnoy";
      this.tiat = o.throw_in_after_take === undefined ? true : Boolean(o.throw_in_after_take);
      this.ac = o.throw_in === "after_cover";
      this.k = o.teams ? TEAMS[o.teams] || 0 : 0;
      this.hands = dealt.hands.map((h) => new Set(h));
      this.stock = dealt.stock.slice(); // top first; the last card is the face-up trump
      const named = this.stock.length ? this.stock[this.stock.length - 1]
        : deck ? deck[deck.length - 1] : null;
      this.trump = named ? named[1] : dealt.trump;
      this.active = Array(n).fill(true);
      this.out = [];
      this.over = false;
      this.clear();
      let starter = -1;
      let lowest = 99;
      this.hands.forEach((h, s) => {
        for (const c of h) {
          if (c[1] === this.trump && RANKS.durak.indexOf(c[0]) < lowest) {
            lowest = RANKS.durak.indexOf(c[0]);
            starter = s;
          }
        }
      });
      if (!this.stock.length) {
        for (let s = 0; s < n; s++) {
          if (!this.hands[s].size) {
            this.active[s] = false;
            this.out.push(s);
          }
        }
        if (this.decided()) {
          this.over = true;
          return;
        }
      }
      if (starter < 0) starter = this.active[0] ? 0 : this.nextActive(0);
      this.newRound(starter);
    }

    opp(s, t) {
      return s !== t && (!this.k || s % this.k !== t % this.k);
    }

    nextActive(s) {
      for (let i = 1; i <= this.n; i++) {
        const t = (s + i) % this.n;
        if (this.active[t]) return t;
      }
      return -1;
    }

    nextOpponent(s, of) {
      for (let i = 1; i <= this.n; i++) {
        const t = (s + i) % this.n;
        if (this.active[t] && this.opp(of, t)) return t;
      }
      return -1;
    }

    decided() {
      const sides = new Set();
      for (let s = 0; s < this.n; s++) if (this.active[s]) sides.add(this.k ? s % this.k : s);
      return sides.size <= 1;
    }

    clear() {
      this.att = [];
      this.cov = [];
      this.uncovered = 0;
      this.ranks = new Set();
      this.limit = 0;
      this.passed = new Set();
      this.taking = false;
    }

    newRound(attacker) {
      if (this.k) {
        for (let i = 0; i < this.n; i++) {
          let any = false;
          for (let t = 0; t < this.n; t++) if (this.active[t] && this.opp(attacker, t)) any = true;
          if (any) break;
          attacker = this.nextActive(attacker);
        }
        this.defender = this.nextOpponent(attacker, attacker);
      } else {
        this.defender = this.nextActive(attacker);
      }
      this.attacker = this.first = attacker;
      this.clear();
    }

    hasRank(s) {
      for (const c of this.hands[s]) if (this.ranks.has(c[0])) return true;
      return false;
    }

    /** Some opponent of `d` (not in `skip`) holds a rank on the table. */
    canThrow(d, skip) {
      for (let t = 0; t < this.n; t++) if (this.opp(d, t) && !(skip && skip.has(t)) && this.hasRank(t)) return true;
      return false;
    }

    holds(s, c) {
      if (!isCard("durak", c)) throw new Illegal("rule", "unknown card");
      if (!this.hands[s].has(c)) throw new Illegal("hand");
    }

    put(s, c) {
      this.hands[s].delete(c);
      this.att.push(c);
      this.cov.push(null);
      this.uncovered += 1;
      this.passed = new Set();
    }

    beats(c, a) {
      const r = RANKS.durak;
      if (c[1] === a[1]) return r.indexOf(c[0]) > r.indexOf(a[0]);
      return c[1] === this.trump;
    }

    apply(x) {
      const s = x.seat;
      const d = this.defender;
      if (this.over) throw new Illegal("over");
      if (x.type === "attack") {
        if (!this.att.length) {
          if (s !== this.attacker) throw new Illegal("turn");
          this.holds(s, x.card);
          this.put(s, x.card);
          this.ranks = new Set([x.card[0]]);
          this.limit = Math.min(6, this.hands[d].size);
          return;
        }
        if (s === d || !this.opp(d, s)) throw new Illegal("turn");
        this.holds(s, x.card);
        if (this.passed.has(s)) throw new Illegal("turn");
        if (this.ac && this.uncovered && !this.taking) throw new Illegal("rule");
        if (!this.ranks.has(x.card[0]) || this.att.length >= this.limit) throw new Illegal("rule");
        this.put(s, x.card);
        if (this.taking && !(this.att.length < this.limit && this.canThrow(d))) this.endRound();
        return;
      }
      if (x.type === "defend") {
        if (s !== d || !this.att.length || this.taking) throw new Illegal("turn");
        this.holds(s, x.card);
        const i = this.att.indexOf(x.target);
        if (i < 0 || this.cov[i] !== null || !this.beats(x.card, x.target)) throw new Illegal("rule");
        this.hands[s].delete(x.card);
        this.cov[i] = x.card;
        this.ranks.add(x.card[0]);
        this.passed = new Set();
        this.uncovered -= 1;
        if (!this.uncovered && !(this.att.length < this.limit && this.canThrow(s))) this.endRound();
        return;
      }
      if (x.type === "take") {
        if (s !== d || !this.att.length || this.taking) throw new Illegal("turn");
        if (!this.uncovered) throw new Illegal("rule");
        this.taking = true;
        if (this.tiat) {
          this.passed = new Set();
          if (this.att.length < this.limit && this.canThrow(s)) return;
        }
        this.endRound();
        return;
      }
      if (x.type === "pass") {
        if (s === d || !this.att.length || !this.opp(d, s) || this.passed.has(s)) throw new Illegal("turn");
        if (!this.hasRank(s) || this.att.length >= this.limit || (this.ac && this.uncovered && !this.taking)) {
          throw new Illegal("turn");
        }
        this.passed.add(s);
        if (this.uncovered && !this.taking) return;
        if (!this.canThrow(d, this.passed)) this.endRound();
        return;
      }
      if (x.type === "transfer") {
        if (!this.transfer) throw new Illegal("rule");
        if (s !== d || !this.att.length || this.taking) throw new Illegal("turn");
        if (this.uncovered !== this.att.length) throw new Illegal("rule");
        this.holds(s, x.card);
        if (this.ranks.size !== 1 || !this.ranks.has(x.card[0])) throw new Illegal("rule");
        let nd = -1;
        for (let i = 1; i < this.n; i++) {
          const t = (s + i) % this.n;
          if (this.hands[t].size && this.opp(s, t)) {
            nd = t;
            break;
          }
        }
        if (nd < 0) throw new Illegal("rule");
        const limit = Math.min(6, this.hands[nd].size);
        if (this.att.length + 1 > limit) throw new Illegal("rule");
        this.put(s, x.card);
        this.attacker = s;
        this.defender = nd;
        this.limit = limit;
        return;
      }
      throw new Illegal("rule", "unknown action");
    }

    endRound() {
      const d = this.defender;
      const table = this.att.concat(this.cov.filter((c) => c !== null));
      if (this.taking) for (const c of table) this.hands[d].add(c);
      const took = this.taking;
      if (this.stock.length) {
        const order = [];
        for (let i = 0; i < this.n; i++) if ((this.first + i) % this.n !== d) order.push((this.first + i) % this.n);
        order.push(d);
        for (const s of order) {
          const k = 6 - this.hands[s].size;
          if (k <= 0) continue;
          for (const c of this.stock.splice(0, k)) this.hands[s].add(c);
          if (!this.stock.length) break;
        }
      }
      if (!this.stock.length) {
        for (let s = 0; s < this.n; s++) {
          if (this.active[s] && !this.hands[s].size) {
            this.active[s] = false;
            this.out.push(s);
          }
        }
        if (this.decided()) {
          this.over = true;
          this.clear();
          return;
        }
      }
      this.newRound(took || !this.active[d] ? this.nextActive(d) : d);
    }

    ended() {
      return this.over;
    }

    /** The table as it stands: every hand, the table's pairs, the stock's size, the trump suit. */
    snapshot() {
      const table = this.att.map((a, i) => (this.cov[i] ? [a, this.cov[i]] : [a]));
      return { hands: this.hands.map((h) => [...h]), table, stock: this.stock.length, trump: this.trump };
    }
  }

  // ----- Scopa ------------------------------------------------------------------------------------
  const VALUE = { A: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, J: 8, Q: 9, K: 10 };
  const PRIMIERA = { 7: 21, 6: 18, A: 16, 5: 15, 4: 14, 3: 13, 2: 12, J: 10, Q: 10, K: 10 };

  /** Some subset of `cards` (values) adds up to `total`. */
  function sums(values, total) {
    let reach = new Set([0]);
    for (const v of values) reach = new Set([...reach, ...[...reach].map((r) => r + v).filter((r) => r <= total)]);
    return reach.has(total);
  }

  class Scopa {
    constructor(record, dealt, dealer) {
      this.n = record.seats;
      this.dealer = dealer;
      this.hands = dealt.hands.map((h) => new Set(h));
      this.table = dealt.table.slice();
      this.stock = dealt.stock.slice();
      this.turn = (dealer + 1) % this.n;
      this.over = false;
      this.piles = [[], []]; // per side (seat % 2)
      this.scopas = [0, 0];
      this.lastCapturer = null;
    }

    /** The deal's points per side, once it is over (scopa.md «Counting»). */
    points() {
      const piles = this.piles;
      const more = (a, b) => (a > b ? [1, 0] : b > a ? [0, 1] : [0, 0]);
      const prim = (pile) => "DHSC".split("").reduce((t, suit) => t + Math.max(0, ...pile.filter((c) => c[1] === suit)
        .map((c) => PRIMIERA[c[0]])), 0);
      const cards = more(piles[0].length, piles[1].length);
      const coins = more(...piles.map((p) => p.filter((c) => c[1] === "D").length));
      const best = more(prim(piles[0]), prim(piles[1]));
      return [0, 1].map((s) => cards[s] + coins[s] + best[s] + (piles[s].includes("7D") ? 1 : 0) + this.scopas[s]);
    }

    apply(x) {
      if (this.over) throw new Illegal("over");
      if (x.type !== "play") throw new Illegal("rule", "unknown action");
      if (x.seat !== this.turn) throw new Illegal("turn");
      if (!isCard("scopa", x.card)) throw new Illegal("rule");
      if (!this.hands[x.seat].has(x.card)) throw new Illegal("hand");
      const take = x.capture;
      if (!Array.isArray(take) || new Set(take).size !== take.length) throw new Illegal("rule");
      if (take.some((c) => !this.table.includes(c))) throw new Illegal("rule");
      const v = VALUE[x.card[0]];
      const equal = this.table.filter((c) => VALUE[c[0]] === v);
      if (equal.length) {
        if (take.length !== 1 || VALUE[take[0][0]] !== v) throw new Illegal("rule");
      } else if (take.length) {
        if (take.reduce((t, c) => t + VALUE[c[0]], 0) !== v) throw new Illegal("rule");
      } else if (sums(this.table.map((c) => VALUE[c[0]]), v)) {
        throw new Illegal("rule"); // capturing is compulsory
      }
      this.hands[x.seat].delete(x.card);
      const last = !this.stock.length && this.hands.every((h) => !h.size);
      if (take.length) {
        const side = x.seat % 2;
        this.table = this.table.filter((c) => !take.includes(c));
        this.piles[side].push(...take, x.card);
        this.lastCapturer = side;
        if (!this.table.length && !last) this.scopas[side] += 1; // no scopa on the deal's last play
      } else {
        this.table.push(x.card);
      }
      this.turn = (this.turn + 1) % this.n;
      if (this.hands.every((h) => !h.size)) {
        if (!this.stock.length) { // the deal is over: what is left goes to the side that captured last
          if (this.lastCapturer !== null) this.piles[this.lastCapturer].push(...this.table);
          this.table = [];
          this.over = true;
          return;
        }
        for (let round = 0; round < 3; round++) {
          for (let k = 0; k < this.n; k++) this.hands[(this.dealer + 1 + k) % this.n].add(this.stock.shift());
        }
      }
    }

    ended() {
      return this.over;
    }

    snapshot() {
      return { hands: this.hands.map((h) => [...h]), table: this.table.slice(), stock: this.stock.length, trump: null };
    }
  }

  // ----- Bura -------------------------------------------------------------------------------------
  const BEAT_ORDER = "6789JQKTA"; // the ten outranks every face card
  const POINTS = { 6: 0, 7: 0, 8: 0, 9: 0, T: 10, J: 2, Q: 3, K: 4, A: 11 };

  function tripleSuit(hand) {
    return hand.length === 3 && hand[0][1] === hand[1][1] && hand[1][1] === hand[2][1];
  }

  function special(hand) {
    return hand.length === 3 && hand.every((c) => c[0] === hand[0][0]) && "6A".includes(hand[0][0]);
  }

  /** Distinct cards, each a card code. */
  function cardList(game, cards) {
    return Array.isArray(cards) && cards.every((c) => isCard(game, c)) && new Set(cards).size === cards.length;
  }

  class Bura {
    constructor(record, dealt, leader) {
      this.hands = dealt.hands.map((h) => h.slice());
      this.stock = dealt.stock.slice();
      this.trump = this.stock[this.stock.length - 1][1];
      this.attacker = leader;
      this.table = [];
      this.window = true;
      this.phase = "lead";
      this.piles = [0, 0]; // points
      this.tricks = [0, 0];
      this.award = null; // once the deal is over: {seat (null: nobody), points, surrender}
    }

    end(seat, points, surrender) {
      this.phase = "idle";
      this.award = { seat, points, surrender: Boolean(surrender) };
    }

    covers(c, lead) {
      if (c[1] === lead[1]) return BEAT_ORDER.indexOf(c[0]) > BEAT_ORDER.indexOf(lead[0]);
      return c[1] === this.trump;
    }

    canStop(s) {
      const hand = this.hands[s];
      if (hand.length !== 3) return false;
      if (this.phase === "claim") return s === this.attacker;
      if (special(hand)) return true;
      if (s !== this.attacker && tripleSuit(hand)) {
        if (this.phase === "lead") return true;
        if (this.phase === "defend") return this.window && this.table.length < 3;
      }
      return false;
    }

    holds(s, cards) {
      if (!cardList("durak", cards)) throw new Illegal("rule");
      if (cards.some((c) => !this.hands[s].includes(c))) throw new Illegal("hand");
    }

    apply(x) {
      if (this.phase === "idle") throw new Illegal("over");
      if (x.seat === undefined || x.seat === null) { // the clock
        if (x.type === "claim_timeout" && this.phase === "claim") {
          this.interceptLead(1 - this.attacker);
        } else if (x.type === "window_close" && this.phase !== "claim" && this.window) {
          this.window = false;
        } else {
          throw new Illegal("rule");
        }
        return;
      }
      const s = x.seat;
      const phase = this.phase;
      const hand = this.hands[s];
      if (x.type === "surrender") {
        this.end(1 - s, 0, true);
        return;
      }
      if (x.type === "stop") {
        if (!this.canStop(s)) throw new Illegal("turn");
        this.stop(s);
        return;
      }
      if (x.type === "lead") {
        if (phase !== "lead" || s !== this.attacker) throw new Illegal("turn");
        this.holds(s, x.cards);
        if (!x.cards.length || x.cards.length > 3 || new Set(x.cards.map((c) => c[1])).size !== 1) {
          throw new Illegal("rule");
        }
        this.table = hand.filter((c) => x.cards.includes(c));
        this.hands[s] = hand.filter((c) => !x.cards.includes(c));
        this.phase = "defend";
        return;
      }
      if (x.type === "dump") {
        if (phase !== "defend" || s === this.attacker) throw new Illegal("turn");
        this.holds(s, x.cards);
        if (x.cards.length !== this.table.length) throw new Illegal("rule");
        this.hands[s] = hand.filter((c) => !x.cards.includes(c));
        this.finishExchange(1 - s, x.cards);
        return;
      }
      if (x.type === "beat") {
        if (phase !== "defend" || s === this.attacker) throw new Illegal("turn");
        const pairs = x.pairs;
        if (!Array.isArray(pairs) || !pairs.every((p) => Array.isArray(p) && p.length === 2)) throw new Illegal("rule");
        const used = pairs.map((p) => p[1]);
        this.holds(s, used);
        const leads = pairs.map((p) => p[0]);
        if (pairs.length !== this.table.length || new Set(leads).size !== leads.length
          || !leads.every((c) => this.table.includes(c)) || !pairs.every((p) => this.covers(p[1], p[0]))) {
          throw new Illegal("rule");
        }
        this.hands[s] = hand.filter((c) => !used.includes(c));
        this.finishExchange(s, used);
        return;
      }
      if (x.type === "enough" || x.type === "continue") {
        if (phase !== "decide" || s !== this.attacker) throw new Illegal("turn");
        const [mine, other] = [this.piles[s], this.piles[1 - s]];
        if (x.type === "enough") {
          if (mine >= 41 && mine <= 70) this.end(s, other < 41 ? 2 : other <= 70 ? 4 : 6);
          else this.end(1 - s, 2);
          return;
        }
        if (!this.stock.length && !this.hands[0].length && !this.hands[1].length) {
          if (mine === other) this.end(null, 0);
          else {
            const w = mine > other ? s : 1 - s;
            this.end(w, this.tricks[1 - w] ? 1 : 6);
          }
          return;
        }
        const drawn = [0, 0];
        let turn = s;
        while (this.stock.length && (this.hands[0].length < 3 || this.hands[1].length < 3)) {
          if (this.hands[turn].length < 3) {
            this.hands[turn].push(this.stock.shift());
            drawn[turn] += 1;
          }
          turn = 1 - turn;
        }
        this.phase = "lead";
        if (drawn[0] || drawn[1]) this.window = true;
        return;
      }
      throw new Illegal("rule", "unknown action");
    }

    finishExchange(winner, covered) {
      for (const c of this.table.concat(covered)) this.piles[winner] += POINTS[c[0]];
      this.tricks[winner] += 1;
      this.table = [];
      this.window = false;
      this.attacker = winner;
      this.phase = "decide";
    }

    stop(s) {
      if (this.phase === "claim") { // the attacker answers the claim with its own triple
        this.table = this.hands[s];
        this.hands[s] = [];
        this.phase = "defend";
        return;
      }
      if (special(this.hands[s])) {
        this.end(s, this.hands[s][0][0] === "6" ? 3 : 4);
        return;
      }
      const a = this.attacker; // the defender's interception
      this.window = false;
      if (this.table.length) {
        this.hands[a] = this.hands[a].concat(this.table);
        this.table = [];
      }
      if (tripleSuit(this.hands[a])) this.phase = "claim";
      else this.interceptLead(s);
    }

    interceptLead(s) {
      this.table = this.hands[s];
      this.hands[s] = [];
      this.attacker = s;
      this.phase = "defend";
    }

    ended() {
      return this.phase === "idle";
    }

    snapshot() {
      return { hands: this.hands.map((h) => h.slice()), table: this.table.slice(), stock: this.stock.length,
        trump: this.trump };
    }
  }

  // ----- a deal of a record -------------------------------------------------------------------------
  /** The moves of deal `d`, replayed from the cards `dealt` ({hands, table, stock}: the record's own
   * deck dealt, or its layout). `who`: Scopa's dealer. Returns {ok, code, vars}: `moves-ok` with
   * {n} actions, `moves-illegal` with the first refused action's number {n} (from 1), the action
   * {move} and why ({why}: turn, hand, rule, over), `moves-unfinished` when the actions stop before
   * a deal followed by another one ends. */
  function start(record, dealt, who, deck) {
    if (record.game === "durak") return new Durak(record, dealt, deck);
    if (record.game === "bura") return new Bura(record, dealt, who);
    return new Scopa(record, dealt, who);
  }

  /** Deal `d` move by move, for a replay: {frames: the table after the deal and after each action
   * ({hands, table, stock, trump}), moves: each action in short}; it stops at a refused action. */
  function frames(record, d, dealt, who, deck) {
    const actions = (record.deals[d] || {}).actions;
    const out = { frames: [], moves: [] };
    try {
      const game = start(record, dealt, who, deck);
      out.frames.push(game.snapshot());
      for (const x of Array.isArray(actions) ? actions : []) {
        game.apply(x);
        out.frames.push(game.snapshot());
        out.moves.push(describe(x));
      }
    } catch (e) {
      /* the moves step names the refused action */
    }
    return out;
  }

  function checkDeal(record, d, dealt, who, deck) {
    const actions = (record.deals[d] || {}).actions;
    if (!Array.isArray(actions)) return { ok: false, code: "moves-illegal", vars: { n: 1, move: "—", why: "rule" } };
    if (who === -1) { // a deal listed after the match was over
      const move = actions.length ? describe(actions[0]) : "—";
      return { ok: false, code: "moves-illegal", vars: { n: 1, move, why: "over" } };
    }
    let game;
    try {
      game = start(record, dealt, who, deck);
    } catch (e) {
      return { ok: false, code: "moves-illegal", vars: { n: 1, move: "—", why: "rule" } };
    }
    for (let i = 0; i < actions.length; i++) {
      const x = actions[i];
      try {
        const clock = record.game === "bura" && x && typeof x === "object" && (x.seat === undefined || x.seat === null);
        const seated = x && Number.isInteger(x.seat) && x.seat >= 0 && x.seat < record.seats;
        if (!x || typeof x !== "object" || (!clock && !seated)) {
          throw new Illegal("rule", "malformed");
        }
        game.apply(x);
      } catch (e) { // a malformed action may fail otherwise (a TypeError): refused all the same
        const why = e instanceof Illegal ? e.why : "rule";
        return { ok: false, code: "moves-illegal", vars: { n: i + 1, move: describe(x), why } };
      }
    }
    if (d < record.deals.length - 1 && !game.ended()) return { ok: false, code: "moves-unfinished", vars: {} };
    return { ok: true, code: "moves-ok", vars: { n: actions.length } };
  }

  /** Who leads each deal of a Bura record, from the moves themselves: the first deal's leader is
   * the record's `first`, a later one the previous deal's winner (a tie keeps the leader); null from
   * a deal whose predecessor does not replay, or once the match is over (12 points, a surrender) —
   * -1 for such a deal, whose moves are refused as coming after the end. */
  function buraLeaders(record, dealOf) {
    const out = [];
    let leader = record.first || 0;
    const score = [0, 0];
    let over = ""; // "over": the match is over; "stuck": a deal did not replay to its end
    for (let d = 0; d < record.deals.length; d++) {
      out.push(over === "stuck" ? null : over ? -1 : leader);
      if (over) continue;
      const dealt = dealOf(d, leader);
      const actions = (record.deals[d] || {}).actions;
      let game = null;
      try {
        game = dealt && Array.isArray(actions) ? new Bura(record, dealt, leader) : null;
        for (const x of game ? actions : []) game.apply(x);
      } catch (e) { // refused, or malformed: the deal does not replay
        game = null;
      }
      if (!game || !game.award) {
        over = "stuck";
        continue;
      }
      const a = game.award;
      if (a.surrender) over = "over";
      else if (a.seat !== null) {
        leader = a.seat;
        score[a.seat] += a.points;
        if (score[a.seat] >= 12) over = "over";
      }
    }
    return out;
  }

  /** Who deals each deal of a Scopa record: the record's dealer, then the next seat each deal; -1
   * for a deal listed after the match was over (a side at the target ahead, scopa.md «Match»),
   * counted from the moves themselves. A deal that does not replay ends the counting there. */
  function scopaDealers(record, dealOf) {
    const out = [];
    const score = [0, 0];
    const target = (record.options && record.options.target) || 11;
    let over = false;
    let counting = true;
    for (let d = 0; d < record.deals.length; d++) {
      const dealer = ((record.dealer || 0) + d) % record.seats;
      out.push(over ? -1 : dealer);
      if (over || !counting) continue;
      const dealt = dealOf(d, dealer);
      const actions = (record.deals[d] || {}).actions;
      let game = null;
      try {
        game = dealt && Array.isArray(actions) ? new Scopa(record, dealt, dealer) : null;
        for (const x of game ? actions : []) game.apply(x);
      } catch (e) {
        game = null;
      }
      if (!game || !game.over) {
        counting = false;
        continue;
      }
      game.points().forEach((p, s) => { score[s] += p; });
      if (Math.max(...score) >= target && score[0] !== score[1]) over = true;
    }
    return out;
  }

  /** An action in short: «2: attack 9H», «1: defend QH → 9H», «1: play 7D × 3S 4C», «2: beat 9H/KH». */
  function describe(x) {
    if (!x || typeof x !== "object") return String(x);
    const who = Number.isInteger(x.seat) ? `${x.seat + 1}: ` : "";
    const parts = [x.type];
    if (x.card) parts.push(x.card);
    if (x.target) parts.push(`→ ${x.target}`);
    if (Array.isArray(x.capture) && x.capture.length) parts.push(`× ${x.capture.join(" ")}`);
    if (Array.isArray(x.cards)) parts.push(x.cards.join(" "));
    if (Array.isArray(x.pairs)) parts.push(x.pairs.map((q) => (Array.isArray(q) ? q.join("/") : String(q))).join(" "));
    return who + parts.map(String).join(" ");
  }

  root.KozyrMoves = { checkDeal, frames, describe, buraLeaders, scopaDealers };
})(typeof window !== "undefined" ? window : globalThis);
