"""``kozyr-engines`` (or ``python -m engines``) ``replay | deck | verify | selfplay``: the engines'
command line (docs/rules/records.md: the record format and the commands).

Exit statuses: ``replay`` 0 all applied, 3 an action was rejected, 2 the record is malformed;
``verify`` 0 everything holds, 1 something does not; usage errors 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

from engines import fairness, records


def _read_json(path: str, stdin: TextIO) -> object:
    """Parse FILE (or ``-`` for standard input), at most ``MAX_RECORD_BYTES``; anything that is not
    a JSON document of UTF-8 text within the limits (too large, not UTF-8, numbers too long to
    convert, nesting too deep) is a bad record, reported, never a traceback."""
    limit = records.MAX_RECORD_BYTES
    try:
        if path == "-":
            source: Any = getattr(stdin, "buffer", None)
            raw: bytes | str = source.read(limit + 1) if source is not None else stdin.read(limit + 1)
        else:
            with Path(path).open("rb") as f:
                raw = f.read(limit + 1)
    except OSError as e:
        raise SystemExit(f"cannot read {path}: {e.strerror}") from None
    if len(raw) > limit:
        return _NotJSON(f"larger than {limit} bytes")
    try:
        text = raw.decode("utf-8") if isinstance(raw, bytes) else raw
        return json.loads(text)
    except UnicodeDecodeError as e:
        return _NotJSON(f"not UTF-8 text: {e.reason} at byte {e.start}")
    except RecursionError:
        return _NotJSON("nested too deeply")
    except ValueError as e:  # JSONDecodeError, or an integer too long to convert
        return _NotJSON(str(e))


class _NotJSON:
    def __init__(self, message: str) -> None:
        self.message = message


def _print(obj: Any, out: TextIO) -> None:
    out.write(json.dumps(obj, ensure_ascii=False) + "\n")


def cmd_replay(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    data = _read_json(args.file, stdin)
    if isinstance(data, _NotJSON):
        status, answer = records.EXIT_BAD_RECORD, records.bad_record_answer(
            f"not JSON: {data.message}", None, None, args.legal, args.view
        )
    else:
        status, answer = records.replay(data, legal=args.legal, view_seat=args.view)
    _print(answer, out)
    return status


def cmd_deck(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    try:
        seed = fairness.parse_seed(args.seed)
    except ValueError as e:
        raise SystemExit(f"--seed: {e}") from None
    try:
        args.label.encode("ascii")
    except UnicodeEncodeError:
        raise SystemExit("--label must be ASCII") from None
    deck = fairness.derive_deck(args.game, seed, args.contribution, args.label)
    _print({"commitment": fairness.commitment(seed), "deck": deck}, out)
    return 0


def cmd_verify(args: argparse.Namespace, stdin: TextIO, out: TextIO) -> int:
    data = _read_json(args.file, stdin)
    if isinstance(data, _NotJSON):
        status, report = 1, records.verify_answer(
            [{"check": "record", "ok": False, "code": "bad_record", "message": f"not JSON: {data.message}"}]
        )
    else:
        status, report = records.verify(data)
    if args.json:
        _print(report, out)
    else:
        out.write(verify_text(report))
    return status


def verify_text(report: Any) -> str:
    """``verify``'s report for a person: one line per check (its deal counted from 1, a failure's code
    in brackets), then the verdict."""
    lines = []
    for c in report["checks"]:
        where = f"deal {c['deal'] + 1}, " if isinstance(c.get("deal"), int) else ""
        mark = "ok    " if c["ok"] else "FAILED"
        code = f" [{c['code']}]" if c.get("code") else ""
        lines.append(f"{mark} {where}{c['check']}{code}: {c['message']}")
    total, failed = len(report["checks"]), len(report["failed"])
    if failed:
        lines.append(f"{failed} of {total} checks failed: the record does not prove a fair, correct game")
    else:
        lines.append(f"all {total} checks hold")
    text = "\n".join(lines) + "\n"
    return text.encode("utf-8", "backslashreplace").decode("utf-8")  # no lone surrogate reaches stdout


def _prog() -> str:
    """The installed script's name when run as ``kozyr-engines``, else ``python -m engines``."""
    return "kozyr-engines" if Path(sys.argv[0]).stem == "kozyr-engines" else "python -m engines"


def build_parser() -> tuple[argparse.ArgumentParser, dict[str, Callable[..., int]]]:
    parser = argparse.ArgumentParser(
        prog=_prog(),
        description=(
            "Kozyr's game engines: replay, check and reproduce the deal records the bot sends "
            "(their format: docs/rules/records.md in Kozyr's repository)."
        ),
    )
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("replay", help="replay a game record and print where it got to")
    p.add_argument("file", help="record file, or - for standard input")
    p.add_argument("--legal", action="store_true", help="list every seat's legal actions")
    p.add_argument("--view", type=int, metavar="SEAT", help="print what SEAT may see")

    p = sub.add_parser("deck", help="derive a deck from a seed (docs/rules/fairness.md)")
    p.add_argument("--game", required=True, choices=sorted(fairness.DECK_SIZES))
    p.add_argument("--seed", required=True, help="64 hex digits")
    p.add_argument("--label", required=True, help="e.g. durak:1")
    p.add_argument("--contribution", action="append", default=[],
                   help="a player's contribution, in seat order")

    p = sub.add_parser("verify", help="check a record's fair-deck proofs, actions and results")
    p.add_argument("file", help="record file, or - for standard input")
    p.add_argument("--json", action="store_true", help="print the report as one JSON object")

    commands: dict[str, Callable[..., int]] = {"replay": cmd_replay, "deck": cmd_deck, "verify": cmd_verify}
    try:  # computer players' self-play, when the ai package provides it
        from engines.ai.selfplay import add_parser as add_selfplay
    except ImportError:
        pass
    else:
        commands["selfplay"] = add_selfplay(sub)
    return parser, commands


def main(argv: Sequence[str] | None = None, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    parser, commands = build_parser()
    args = parser.parse_args(argv)
    return commands[args.command](args, stdin or sys.stdin, out or sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
