"""Game records (``docs/rules/records.md``): load and validate, replay, and verify fairness.

A record is checked whole before anything is applied (:func:`load_record`), so a malformed record is
``bad_record`` with nothing applied. :func:`replay` then plays it through the game's engine and builds
the command line's JSON answer; :func:`verify` checks the fair-deck proof of every deal.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from engines import fairness
from engines.protocol import JSON, Action, BadRecord, Game, IllegalAction
from engines.registry import game_class, names

HEX64 = re.compile(r"^[0-9a-f]{64}$")
LABEL = re.compile(r"^[\x21-\x7e]{1,128}$")

#: the largest record the command line reads, and the deepest nesting it accepts (a whole Bura or
#: Scopa match is some tens of kilobytes, nested five levels)
MAX_RECORD_BYTES = 4 * 1024 * 1024
MAX_DEPTH = 32

EXIT_OK = 0
EXIT_BAD_RECORD = 2
EXIT_REJECTED = 3


@dataclass(frozen=True)
class Fairness:
    commitment: str
    seed: bytes
    contributions: tuple[str, ...]
    label: str
    #: optional, parallel to ``contributions``: the form each claims (fairness.FORMS) and its seat
    forms: tuple[str, ...] | None = None
    seats: tuple[int, ...] | None = None

    def deck(self, game: str) -> list[str]:
        return fairness.derive_deck(game, self.seed, self.contributions, self.label)

    def to_json(self) -> JSON:
        out: JSON = {
            "commitment": self.commitment,
            "seed": self.seed.hex(),
            "contributions": list(self.contributions),
            "label": self.label,
        }
        if self.forms is not None:
            out["forms"] = list(self.forms)
        if self.seats is not None:
            out["seats"] = list(self.seats)
        return out


@dataclass(frozen=True)
class Deal:
    """One deal of a record: its cards (a layout, a deck order, and/or a fairness proof) and actions."""

    layout: Mapping[str, Any] | None
    deck: tuple[str, ...] | None
    fairness: Fairness | None
    actions: tuple[Action, ...]
    result: JSON | None = None  # the result the record claims (checked by verify)


@dataclass(frozen=True)
class Record:
    game: str
    cls: type[Game]
    seats: int
    options: JSON
    first: int
    dealer: int
    deals: tuple[Deal, ...]
    match: JSON | None = None  # the match result the record claims (checked by verify)
    raw: Mapping[str, Any] = field(default_factory=dict, repr=False, compare=False)

    def new_game(self) -> Game:
        return self.cls.new(self.seats, self.options, first=self.first, dealer=self.dealer)


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _load_fairness(data: object, d: int, seats: int) -> Fairness:
    if not isinstance(data, Mapping):
        raise BadRecord("fairness must be an object", deal=d)
    for key in ("commitment", "seed", "contributions", "label"):
        if key not in data:
            raise BadRecord(f"fairness needs {key!r}", deal=d)
    commitment, seed, contributions, label = (
        data["commitment"],
        data["seed"],
        data["contributions"],
        data["label"],
    )
    if not isinstance(commitment, str) or not HEX64.match(commitment):
        raise BadRecord("fairness commitment must be 64 lowercase hex digits", deal=d)
    if not isinstance(seed, str) or not HEX64.match(seed):
        raise BadRecord("fairness seed must be 64 lowercase hex digits", deal=d)
    if not isinstance(contributions, list) or not all(isinstance(c, str) for c in contributions):
        raise BadRecord("fairness contributions must be a list of strings", deal=d)
    if not isinstance(label, str) or not LABEL.match(label):
        raise BadRecord("fairness label must be printable ASCII", deal=d)
    forms, owners = data.get("forms"), data.get("seats")
    if forms is not None and (
        not isinstance(forms, list) or len(forms) != len(contributions)
        or not all(isinstance(f, str) and f in fairness.FORMS for f in forms)
    ):
        named = ", ".join(fairness.FORMS)
        raise BadRecord(f"fairness forms must name one of {named} per contribution", deal=d)
    if owners is not None and (
        not isinstance(owners, list) or len(owners) != len(contributions)
        or not all(_int(s) and 0 <= s < seats for s in owners)
    ):
        raise BadRecord("fairness seats must name a seat per contribution", deal=d)
    return Fairness(
        commitment, bytes.fromhex(seed), tuple(contributions), label,
        forms=tuple(forms) if forms is not None else None,
        seats=tuple(owners) if owners is not None else None,
    )


def _load_deal(cls: type[Game], seats: int, data: object, d: int) -> Deal:
    if not isinstance(data, Mapping):
        raise BadRecord("a deal must be an object", deal=d)
    layout = data.get("layout")
    deck = data.get("deck")
    fair = _load_fairness(data["fairness"], d, seats) if "fairness" in data else None
    if layout is None and deck is None and fair is None:
        raise BadRecord("a deal needs a layout, a deck or fairness", deal=d)
    if layout is not None and deck is not None:
        raise BadRecord("a deal has either a layout or a deck, not both", deal=d)
    if layout is not None:
        try:
            cls.check_layout(layout, seats)
        except BadRecord as e:
            raise BadRecord(e.message, deal=d) from None
    if deck is not None:
        full = set(cls.deck)
        if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
            raise BadRecord("deck must be a list of cards", deal=d)
        unknown = [c for c in deck if c not in full]
        if unknown:
            raise BadRecord(f"unknown card {unknown[0]!r} in deck", deal=d)
        if len(set(deck)) != len(deck):
            raise BadRecord("deck repeats a card", deal=d)
        if len(deck) != len(cls.deck):
            raise BadRecord(f"deck must hold {len(cls.deck)} cards, not {len(deck)}", deal=d)
    raw_actions = data.get("actions", [])
    if not isinstance(raw_actions, list):
        raise BadRecord("actions must be a list", deal=d)
    actions = []
    for i, raw in enumerate(raw_actions):
        try:
            action = cls.parse_action(raw)
        except BadRecord as e:
            raise BadRecord(e.message, deal=d, index=i) from None
        if action.seat is not None and action.seat >= seats:
            raise BadRecord(f"seat {action.seat} does not exist", deal=d, index=i)
        actions.append(action)
    result = data.get("result")
    if result is not None and not isinstance(result, Mapping):
        raise BadRecord("result must be an object", deal=d)
    return Deal(
        layout=layout,
        deck=tuple(deck) if deck is not None else None,
        fairness=fair,
        actions=tuple(actions),
        result=dict(result) if result is not None else None,
    )


def depth(data: object, limit: int = MAX_DEPTH) -> int:
    """How deeply ``data`` nests (a scalar is 0), counted without recursion; stops past ``limit``."""
    deepest, stack = 0, [(data, 0)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, Mapping):
            children: Any = node.values()
        elif isinstance(node, list):
            children = node
        else:
            continue
        level += 1
        deepest = max(deepest, level)
        if deepest > limit:
            return deepest
        stack.extend((child, level) for child in children)
    return deepest


def unencodable(data: object) -> str | None:
    """The first text of ``data`` (a key or a string, at any depth) that is not valid Unicode text —
    a lone surrogate such as ``"\\ud800"``, which JSON's escapes can spell although no UTF-8
    text holds one — shown escaped; None when all of it encodes. Counted without recursion."""
    stack = [data]
    while stack:
        node = stack.pop()
        if isinstance(node, str):
            if not node.isascii():
                try:
                    node.encode("utf-8")
                except UnicodeEncodeError:
                    return ascii(node)[:80]
        elif isinstance(node, Mapping):
            stack.extend(node.keys())
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
    return None


def load_record(data: object) -> Record:
    """Validate a parsed record; raise :class:`BadRecord` (with ``deal``/``index`` where known).
    Text is read strictly: a string or key that is not valid Unicode (a lone surrogate) makes the
    record malformed, before any of it is used or printed."""
    if not isinstance(data, Mapping):
        raise BadRecord("a record must be a JSON object")
    if depth(data) > MAX_DEPTH:
        raise BadRecord(f"the record nests deeper than {MAX_DEPTH} levels")
    bad = unencodable(data)
    if bad is not None:
        raise BadRecord(f"the record holds text that is not valid Unicode: {bad}")
    game = data.get("game")
    if game not in names():
        raise BadRecord(f"unknown game {game!r}")
    cls = game_class(game)
    seats = data.get("seats")
    if not _int(seats) or seats not in cls.SEAT_COUNTS:
        raise BadRecord(f"{game} is played by {', '.join(map(str, cls.SEAT_COUNTS))} seats, not {seats!r}")
    options = data.get("options", {})
    if not isinstance(options, Mapping):
        raise BadRecord("options must be an object")
    options = cls.normalize_options(options)
    cls.check_options(options, seats)
    first, dealer = data.get("first", 0), data.get("dealer", 0)
    for name, value in (("first", first), ("dealer", dealer)):
        if not _int(value) or not 0 <= value < seats:
            raise BadRecord(f"{name} must be a seat, not {value!r}")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise BadRecord("deals must be a list")
    match = data.get("match")
    if match is not None and not isinstance(match, Mapping):
        raise BadRecord("match must be an object")
    return Record(
        game=game,
        cls=cls,
        seats=seats,
        options=options,
        first=first,
        dealer=dealer,
        deals=tuple(_load_deal(cls, seats, deal, d) for d, deal in enumerate(deals)),
        match=dict(match) if match is not None else None,
        raw=data,
    )


def start_deal(game: Game, deal: Deal, record: Record) -> list[JSON]:
    """Deal a record's deal into ``game``: the layout if given, else the deck, else the derived deck."""
    if deal.layout is not None:
        return game.deal_from_layout(deal.layout)
    if deal.deck is not None:
        return game.deal_from_deck(deal.deck)
    assert deal.fairness is not None
    return game.deal_from_deck(deal.fairness.deck(record.game))


@dataclass
class Playthrough:
    """Where a replay got to: the game state, the number of actions applied and the first error."""

    record: Record
    game: Game
    applied: int = 0
    error: JSON | None = None
    status: int = EXIT_OK
    started: int = 0  # deals dealt


def play(record: Record) -> Playthrough:
    """Replay a validated record, stopping at the first rejected deal or action."""
    game = record.new_game()
    run = Playthrough(record, game)

    def fail(d: int, i: int | None, code: str, message: str) -> Playthrough:
        run.error = {"deal": d, "index": i, "code": code, "message": message}
        run.status = EXIT_BAD_RECORD if code == "bad_record" else EXIT_REJECTED
        return run

    for d, deal in enumerate(record.deals):
        if game.is_over():
            return fail(d, 0, "deal_over", "the match is already decided")
        if not game.needs_deal():
            return fail(d, None, "bad_record", "a deal is listed after an unfinished one")
        try:
            start_deal(game, deal, record)
        except IllegalAction as e:
            return fail(d, None, e.code, e.message)
        except BadRecord as e:
            return fail(d, None, "bad_record", e.message)
        run.started += 1
        for i, action in enumerate(deal.actions):
            if game.needs_deal() or game.is_over():
                return fail(d, i, "deal_over", "the deal is over")
            try:
                game.apply(action)
            except IllegalAction as e:
                return fail(d, i, e.code, e.message)
            run.applied += 1
    return run


def legal_json(game: Game) -> JSON:
    legal: JSON = {str(s): [a.to_json() for a in game.legal_actions(s)] for s in range(game.seats)}
    legal["clock"] = [a.to_json() for a in game.clock_actions()]
    return legal


def replay(data: object, *, legal: bool = False, view_seat: int | None = None) -> tuple[int, JSON]:
    """Replay a parsed record; return (exit status, the command line's JSON answer)."""
    try:
        record = load_record(data)
    except BadRecord as e:
        return EXIT_BAD_RECORD, bad_record_answer(e.message, e.deal, e.index, legal, view_seat)
    run = play(record)
    if run.status == EXIT_BAD_RECORD:  # found only by playing (a deal after an unfinished one)
        err = run.error or {}
        return EXIT_BAD_RECORD, bad_record_answer(err["message"], err["deal"], err["index"], legal, view_seat)
    game = run.game
    results: list[JSON | None] = list(game.deal_results())
    results += [None] * (len(record.deals) - len(results))
    out: JSON = {
        "ok": run.error is None,
        "applied": run.applied,
        "error": run.error,
        "to_act": game.to_act(),
        "deals": results,
        "match": game.match_result(),
    }
    if legal:
        out["legal"] = legal_json(game)
    if view_seat is not None:
        if not 0 <= view_seat < record.seats:
            return EXIT_BAD_RECORD, bad_record_answer(
                f"--view {view_seat}: no such seat", None, None, legal, view_seat
            )
        out["view"] = game.view(view_seat)
    return run.status, out


def bad_record_answer(
    message: str, deal: int | None, index: int | None, legal: bool, view_seat: int | None
) -> JSON:
    out: JSON = {
        "ok": False,
        "applied": 0,
        "error": {"deal": deal, "index": index, "code": "bad_record", "message": message},
        "to_act": [],
        "deals": [],
        "match": None,
    }
    if legal:
        out["legal"] = {}
    if view_seat is not None:
        out["view"] = None
    return out


# ----- verification ---------------------------------------------------------------------------------


def _check(checks: list[JSON], name: str, ok: bool, message: str, deal: int | None = None) -> bool:
    entry: JSON = {"check": name, "ok": ok, "message": message}
    if deal is not None:
        entry["deal"] = deal
    checks.append(entry)
    return ok


def _label_ok(game: Game, label: str) -> tuple[bool, int]:
    """Whether ``label`` names the game's next deal; returns (ok, redeal number K or 0)."""
    base = game.deal_label()
    if label == base:
        return True, 0
    m = re.fullmatch(re.escape(base) + r":r([1-9][0-9]{0,2})", label)
    if m and game.name == "scopa" and int(m.group(1)) <= fairness.MAX_REDEALS:
        return True, int(m.group(1))
    return False, 0


def _requires_redeal(game: Game, deck: Sequence[str]) -> bool:
    try:
        game.clone().deal_from_deck(deck)
    except IllegalAction as e:
        return e.code == "redeal_required"
    return False


def verify(data: object) -> tuple[int, JSON]:
    """Check a record's fair-deck proofs, its actions and its claimed results.

    Returns (exit status 0 when everything holds else 1, a JSON report whose ``checks`` list names
    every check made and ``failed`` the ones that did not hold).
    """
    checks: list[JSON] = []
    try:
        record = load_record(data)
    except BadRecord as e:
        _check(checks, "record", False, f"malformed record: {e.message}", e.deal)
        checks[-1]["code"] = "bad_record"
        return 1, verify_answer(checks)
    _check(checks, "record", True, "the record is well formed")
    first_fair = record.deals[0].fairness if record.deals else None
    if first_fair is not None:
        claimed = record.raw.get("first_draw")
        claimed_draws = claimed.get("draws") if isinstance(claimed, Mapping) else None
        try:
            drawn = record.cls.first_from_draw(
                first_fair.seed, first_fair.contributions,
                claimed_draws if isinstance(claimed_draws, list) else None,
            )
        except BadRecord as e:
            drawn = None
            _check(checks, "first", False, e.message, 0)
        if drawn is not None:
            first, draws = drawn
            ok = first == record.first and claimed_draws in (None, draws)
            shown = " ".join(
                "/".join(d["cards"]) + (" (positions {}, {})".format(*d["picks"]) if "picks" in d else "")
                for d in draws
            )
            _check(checks, "first", ok, f"the first-move draw {shown} "
                   f"gives seat {first} the lead; the record says {record.first}", 0)
    game = record.new_game()
    for d, deal in enumerate(record.deals):
        if game.is_over() or not game.needs_deal():
            _check(checks, "actions", False, "a deal is listed after the game was over or unfinished", d)
            break
        fair = deal.fairness
        if fair is None:
            _check(checks, "fairness", False,
                   "the deal carries no fairness proof: its deck cannot be checked", d)
        else:
            matches = fairness.commitment(fair.seed) == fair.commitment
            verdict = "matches" if matches else "does not match"
            _check(checks, "commitment", matches,
                   f"SHA-256 of the revealed seed {verdict} the commitment {fair.commitment}", d)
            _check_contributions(checks, fair, d)
            label_ok, redeal = _label_ok(game, fair.label)
            _check(checks, "label", label_ok, f"label {fair.label!r} (expected {game.deal_label()!r})", d)
            if redeal:
                earlier = [game.deal_label()] + [f"{game.deal_label()}:r{k}" for k in range(1, redeal)]
                needed = all(
                    _requires_redeal(
                        game, fairness.derive_deck(record.game, fair.seed, fair.contributions, lab)
                    )
                    for lab in earlier
                )
                _check(checks, "redeal", needed, "every earlier deck of this deal required a redeal"
                       if needed else "an earlier deck of this deal did not require a redeal", d)
            derived = fair.deck(record.game)
            if deal.layout is not None or deal.deck is not None:
                mine, theirs = game.clone(), game.clone()
                try:
                    mine.deal_from_deck(derived)
                    start_deal(theirs, deal, record)
                    same = mine.to_json() == theirs.to_json()
                    msg = ("the dealt cards are the derived deck" if same
                           else "the dealt cards differ from the deck the seed derives")
                except IllegalAction as e:
                    same, msg = False, f"dealing failed: {e.message}"
                _check(checks, "deck", same, msg, d)
            else:
                _check(checks, "deck", True, "the deck is derived from the seed", d)
        try:
            start_deal(game, deal, record)
        except IllegalAction as e:
            _check(checks, "actions", False, f"the deal cannot start: {e.code}: {e.message}", d)
            break
        bad = None
        for i, action in enumerate(deal.actions):
            if game.needs_deal() or game.is_over():
                bad = f"action {i} comes after the deal ended"
                break
            try:
                game.apply(action)
            except IllegalAction as e:
                bad = f"action {i} {action.to_json()} is illegal: {e.message}"
                break
        _check(checks, "actions", bad is None, bad or f"all {len(deal.actions)} actions are legal", d)
        if bad is not None:
            break
        if deal.result is not None:
            actual = game.deal_results()[-1]
            _check(checks, "result", actual == deal.result,
                   "the recorded result is what the actions give" if actual == deal.result
                   else f"recorded result {deal.result} but the actions give {actual}", d)
    else:
        if record.match is not None:
            actual = game.match_result()
            _check(checks, "match", actual == record.match,
                   "the recorded match result is what the deals give" if actual == record.match
                   else f"recorded match result {record.match} but the deals give {actual}")
    report = verify_answer(checks)
    return (0 if report["ok"] else 1), report


_FORM_WORDS = {
    fairness.PRESS: "the id of the player's press in Telegram",
    fairness.APP: "the player's own randomness from the Mini App",
    fairness.NONE: "none",
}


def _check_contributions(checks: list[JSON], fair: Fairness, d: int) -> None:
    """Each contribution has one of the forms of fairness.md §3 (an app form with exactly 64
    lowercase hex digits), and the form the record claims for it, if it claims one."""
    forms = [fairness.contribution_form(c) for c in fair.contributions]
    bad = next((i for i, f in enumerate(forms) if f is None), None)
    if bad is not None:
        _check(checks, "contributions", False,
               f"contribution {bad + 1} claims the Mini App's form without 64 lowercase hex digits", d)
        return
    if fair.forms is not None and tuple(forms) != fair.forms:
        i = next(i for i, (f, g) in enumerate(zip(forms, fair.forms, strict=True)) if f != g)
        _check(checks, "contributions", False,
               f"contribution {i + 1} is {_FORM_WORDS[str(forms[i])]}, the record says {fair.forms[i]}", d)
        return
    parts = []
    for i, form in enumerate(forms):
        seat = f" (seat {fair.seats[i]})" if fair.seats is not None else ""
        parts.append(f"{i + 1}{seat}: {_FORM_WORDS[str(form)]}")
    _check(checks, "contributions", True,
           "contributions: " + ("; ".join(parts) if parts else "none (computer seats only)"), d)


def verify_answer(checks: list[JSON]) -> JSON:
    failed = [c for c in checks if not c["ok"]]
    return {"ok": not failed, "checks": checks, "failed": failed}
