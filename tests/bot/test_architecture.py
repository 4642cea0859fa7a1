"""The shape of ``bot/``: a tree of imports, game-specific code only in ``bot/games/``, SQL only in
``bot/storage/``, no Telegram in ``bot/rooms/`` and ``bot/storage/`` and no room service in storage,
and no path named in ``docs/`` or a docstring that does not exist. Read from the source (``ast``),
so ``TYPE_CHECKING`` and function-local imports count as much as the ones at the top of a module."""

from __future__ import annotations

import ast
import re
from pathlib import Path

from bot import games
from engines.registry import names as engine_names

BOT = Path(__file__).resolve().parents[2] / "bot"


def _module_name(root: Path, path: Path) -> str:
    parts = list(path.relative_to(root.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _imports(root: Path) -> dict[str, list[tuple[str, list[str]]]]:
    """module of the package at ``root`` -> each import in its source (function-local and
    ``TYPE_CHECKING`` ones too) as (the module named, relative imports resolved; the names taken
    from it, none for ``import x``)."""
    out: dict[str, list[tuple[str, list[str]]]] = {}
    for path in root.rglob("*.py"):
        name = _module_name(root, path)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        found: list[tuple[str, list[str]]] = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found += [(a.name, []) for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                found.append((base, [a.name for a in node.names]))
        out[name] = found
    return out


def import_graph(root: Path = BOT) -> dict[str, set[str]]:
    """module of the package at ``root`` -> the package's modules it imports (anywhere in its source)."""
    imports = _imports(root)
    graph: dict[str, set[str]] = {m: set() for m in imports}
    for name, found in imports.items():
        for base, names in found:
            # ``from bot import games`` imports the module bot.games
            targets = [f"{base}.{n}" if f"{base}.{n}" in imports else base for n in names] or [base]
            for target in targets:
                while target and target not in imports and "." in target:
                    target = target.rpartition(".")[0]
                if target in imports and target != name:
                    graph[name].add(target)
    return graph


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return stack[stack.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def test_bot_imports_form_a_tree() -> None:
    graph = import_graph()
    assert len(graph) > 30 and graph["bot.app"], "the graph was not read"
    assert find_cycle(graph) is None, " -> ".join(find_cycle(graph) or [])


def test_the_cycle_finder_finds_cycles() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set(), "c": {"a", "b"}}) is None


def test_type_checking_and_local_imports_count(tmp_path: Path) -> None:
    pkg = tmp_path / "bot"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("")
    (pkg / "a.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from bot.sub.b import B\n"
    )
    (pkg / "sub" / "b.py").write_text("def f():\n    from .. import c\n")
    (pkg / "c.py").write_text("import bot.a\n")
    graph = import_graph(pkg)
    assert graph["bot.a"] == {"bot.sub.b"} and graph["bot.sub.b"] == {"bot.c"} and graph["bot.c"] == {"bot.a"}
    assert find_cycle(graph) == ["bot.a", "bot.sub.b", "bot.c", "bot.a"]


def test_no_game_name_outside_bot_games() -> None:
    """The bot branches on a game only through its module in bot/games/ (registered by name)."""
    names = "|".join(engine_names())
    pattern = re.compile(rf"""["']({names})["']""")
    offenders = []
    for path in BOT.rglob("*.py"):
        if path.parent.name == "games":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            if pattern.search(line):
                offenders.append(f"{path.relative_to(BOT.parent)}:{number}: {line.strip()}")
    assert not offenders, "\n".join(offenders)
    assert set(games.names()) == set(engine_names())  # every engine has its bot module


def test_sql_only_in_bot_storage() -> None:
    sql = re.compile(r"\b(SELECT|INSERT INTO|UPDATE \w+ SET|DELETE FROM|CREATE TABLE)\b")
    offenders = [
        f"{path.relative_to(BOT.parent)}:{number}"
        for path in BOT.rglob("*.py")
        if "storage" not in path.parts
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if sql.search(line)
    ]
    assert not offenders, offenders


# ----- layers, and the paths the prose names ----------------------------------------------------
#: packages that hold no Telegram code: the room service and storage
NO_TELEGRAM = ("bot.rooms", "bot.storage")


def imported_modules(root: Path = BOT) -> dict[str, set[str]]:
    """module of the package at ``root`` -> every module it imports, inside the package or not (the
    dotted names as written, relative imports resolved; function-local and ``TYPE_CHECKING`` ones too)."""
    return {
        name: {base for base, _ in found} | {f"{base}.{n}" for base, names in found for n in names}
        for name, found in _imports(root).items()
    }


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def layer_violations(root: Path = BOT) -> list[str]:
    """Breaks of the layers: a module of ``bot/rooms/`` or ``bot/storage/`` that imports aiogram or
    ``bot.games`` (the Telegram pictures), or reaches either through other modules;
    a module of ``bot/storage/`` that imports ``bot.rooms``, directly or through other modules."""
    top = root.name
    imports = imported_modules(root)
    graph = import_graph(root)
    out = []
    for module in sorted(imports):
        if not any(_within(module, f"{top}.{p.partition('.')[2]}") for p in NO_TELEGRAM):
            continue
        storage = _within(module, f"{top}.storage")
        if any(_within(target, "aiogram") for target in imports[module]):
            out.append(f"{module} imports aiogram")
        seen: set[str] = set()
        stack = [module]
        while stack:  # every module of the package it reaches, itself included
            current = stack.pop()
            if current in seen:
                continue
            seen.add(current)
            stack += graph[current]
        for reached in sorted(seen - {module}):
            via = "imports" if reached in graph[module] else "reaches"
            if any(_within(target, "aiogram") for target in imports.get(reached, ())):
                out.append(f"{module} reaches aiogram through {reached}")
            if _within(reached, f"{top}.games"):
                out.append(f"{module} {via} {reached}")
            if storage and _within(reached, f"{top}.rooms"):
                out.append(f"{module} {via} {reached}")
    return out


def test_rooms_and_storage_hold_no_telegram_and_storage_no_rooms() -> None:
    assert imported_modules()["bot.rooms.service"], "the imports were not read"
    violations = layer_violations()
    assert not violations, "\n".join(violations)


def test_the_layer_check_bites(tmp_path: Path) -> None:
    pkg = tmp_path / "bot"
    for sub in ("rooms", "storage", "games", "render"):
        (pkg / sub).mkdir(parents=True)
        (pkg / sub / "__init__.py").write_text("")
    (pkg / "__init__.py").write_text("")
    (pkg / "model.py").write_text("")
    (pkg / "games" / "ui.py").write_text("import aiogram\n")
    (pkg / "render" / "draw.py").write_text("from bot.games import ui\n")
    (pkg / "rooms" / "service.py").write_text("from bot import model\n")
    (pkg / "storage" / "repos.py").write_text("from bot.model import Room\n")
    assert layer_violations(pkg) == []  # the clean tree passes
    (pkg / "rooms" / "service.py").write_text("def f():\n    from aiogram.types import Message\n")
    assert layer_violations(pkg) == ["bot.rooms.service imports aiogram"]
    (pkg / "rooms" / "service.py").write_text("import bot.games\n")
    assert layer_violations(pkg) == ["bot.rooms.service imports bot.games"]
    (pkg / "rooms" / "service.py").write_text("from ..render import draw\n")  # through another module
    assert layer_violations(pkg) == [
        "bot.rooms.service reaches aiogram through bot.games.ui",
        "bot.rooms.service reaches bot.games.ui",
    ]
    (pkg / "metrics.py").write_text("from aiogram import BaseMiddleware\n")
    (pkg / "rooms" / "service.py").write_text("from bot.metrics import ACTIONS\n")  # aiogram, not games
    assert layer_violations(pkg) == ["bot.rooms.service reaches aiogram through bot.metrics"]
    (pkg / "rooms" / "service.py").write_text("")
    (pkg / "storage" / "repos.py").write_text("from bot.rooms.service import x\n")
    assert layer_violations(pkg) == ["bot.storage.repos imports bot.rooms.service"]
    (pkg / "storage" / "repos.py").write_text("from bot import rooms\n")
    assert layer_violations(pkg) == ["bot.storage.repos imports bot.rooms"]


ROOT = BOT.parent
#: a path in the repository as prose names it: from one of its top folders, not inside a longer path
#: (``../shared/rules/`` lies outside the repository and is not one)
NAMED_PATH = re.compile(
    r"(?<![\w./-])(?:bot|engines|locales|docs|tests|benchmarks|scripts)/[\w./*-]*[\w/*]"
)
#: a relative link of a Markdown page: ``[text](target)``, no scheme, no bare anchor
MD_LINK = re.compile(r"\]\((?![a-z]+:|#)([^)\s#]+)")


def named_paths(text: str) -> set[str]:
    return set(NAMED_PATH.findall(text))


def docstrings(path: Path) -> list[str]:
    """The module's, its classes' and its functions' docstrings."""
    nodes = ast.walk(ast.parse(path.read_text(encoding="utf-8")))
    kinds = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)
    return [doc for node in nodes if isinstance(node, kinds) and (doc := ast.get_docstring(node))]


def _exists(root: Path, name: str) -> bool:
    return any(root.glob(name)) if "*" in name else (root / name).exists()


def missing_paths(root: Path = ROOT) -> list[str]:
    """Paths named in ``docs/**/*.md`` (and the links of those pages) and in the docstrings of
    ``bot/`` and ``engines/`` that do not exist: ``file: path``."""
    out = []
    for page in sorted((root / "docs").rglob("*.md")):
        text = page.read_text(encoding="utf-8")
        where = page.relative_to(root)
        out += [f"{where}: {p}" for p in sorted(named_paths(text)) if not _exists(root, p)]
        for link in sorted(set(MD_LINK.findall(text))):
            target = (page.parent / link).resolve()
            if target.is_relative_to(root.resolve()) and not target.exists():
                out.append(f"{where}: {link}")
    for package in ("bot", "engines"):
        for module in sorted((root / package).rglob("*.py")):
            names = {p for doc in docstrings(module) for p in named_paths(doc)}
            where = module.relative_to(root)
            out += [f"{where}: {p}" for p in sorted(names) if not _exists(root, p)]
    return out


def test_every_path_the_docs_and_docstrings_name_exists() -> None:
    missing = missing_paths()
    assert not missing, "\n".join(missing)


def test_the_path_check_bites(tmp_path: Path) -> None:
    (tmp_path / "docs" / "rules").mkdir(parents=True)
    (tmp_path / "bot" / "rooms").mkdir(parents=True)
    (tmp_path / "engines").mkdir()
    service = tmp_path / "bot" / "rooms" / "service.py"
    service.write_text('"""Calls ``bot/rules/`` (see docs/rules/a.md), says locales/ru/kozyr.ftl."""\n')
    (tmp_path / "docs" / "rules" / "a.md").write_text(
        "Rules: [b](b.md), [up](../../../shared/rules/x.md), [web](https://x.org/y.md), bot/rooms/*.py,"
        " ../shared/rules/durak.md and `bot/rooms/service.py`.\n"
    )
    assert missing_paths(tmp_path) == [
        "docs/rules/a.md: b.md",
        "bot/rooms/service.py: bot/rules/",
        "bot/rooms/service.py: locales/ru/kozyr.ftl",
    ]
    (tmp_path / "docs" / "rules" / "b.md").write_text("")
    (tmp_path / "bot" / "rules").mkdir()
    (tmp_path / "locales" / "ru").mkdir(parents=True)
    (tmp_path / "locales" / "ru" / "kozyr.ftl").write_text("")
    assert missing_paths(tmp_path) == []
    (tmp_path / "engines" / "x.py").write_text('def f() -> None:\n    """Reads engines/y.py."""\n')
    assert missing_paths(tmp_path) == ["engines/x.py: engines/y.py"]


# ----- small rooms ---------------------------------------------------------------------------------------
MAX_MODULE_LINES = 600
MAX_SERVICE_LINES = 400
#: modules loose in bot/ itself (its entry, the app, settings, languages, the room's data): the rest
#: live in rooms by what they serve — chat/, web/, rooms/, plumbing/, … (issue 45, item 6)
MAX_LOOSE_MODULES = 8


def loose_modules(root: Path) -> list[str]:
    """The modules directly in ``root`` (not in a package below it)."""
    return sorted(p.name for p in root.glob("*.py"))


def long_modules(root: Path, limit: int = MAX_MODULE_LINES) -> list[str]:
    """The modules under ``root`` longer than ``limit`` lines."""
    found = []
    for path in sorted(root.rglob("*.py")):
        n = len(path.read_text(encoding="utf-8").splitlines())
        if n > limit:
            found.append(f"{path.relative_to(root.parent)} ({n} lines)")
    return found


def turn_writes(root: Path) -> list[str]:
    """Every place under ``root`` that changes a room's turn (``x.turn += …``, ``x.turn = …``)."""
    found = []
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[ast.expr] = []
            if isinstance(node, ast.AugAssign):
                targets = [node.target]
            elif isinstance(node, ast.Assign):
                targets = list(node.targets)
            for t in targets:
                if isinstance(t, ast.Attribute) and t.attr == "turn":
                    found.append(f"{path.relative_to(root.parent)}:{node.lineno}")
    return found


def test_no_module_of_bot_is_over_600_lines_and_the_room_service_under_400() -> None:
    assert long_modules(BOT) == []
    assert len((BOT / "rooms" / "service.py").read_text(encoding="utf-8").splitlines()) < MAX_SERVICE_LINES


def test_at_most_eight_modules_sit_loose_in_bot() -> None:
    loose = loose_modules(BOT)
    assert len(loose) <= MAX_LOOSE_MODULES, loose


def test_a_rooms_turn_advances_only_in_the_kernel() -> None:
    """A change that forgets to advance the turn breaks stale-press detection silently; so the turn
    is advanced in one place (``bot/rooms/kernel.py``: ``advance``), for every change that returns
    its room. The storage only reads it back."""
    offenders = [w for w in turn_writes(BOT) if not w.startswith(("bot/rooms/kernel.py", "bot/storage/"))]
    assert offenders == []


def test_the_size_and_turn_rules_find_what_they_forbid(tmp_path: Path) -> None:
    pkg = tmp_path / "bot"
    (pkg / "rooms").mkdir(parents=True)
    (pkg / "rooms" / "lobby.py").write_text("def f(room):\n    room.turn += 1\n" + "x = 1\n" * 600)
    (pkg / "rooms" / "kernel.py").write_text("def advance(room):\n    room.turn = room.turn + 1\n")
    assert long_modules(pkg) == ["bot/rooms/lobby.py (602 lines)"]
    (pkg / "a.py").write_text("")
    (pkg / "b.py").write_text("")
    assert loose_modules(pkg) == ["a.py", "b.py"]
    assert turn_writes(pkg) == ["bot/rooms/kernel.py:2", "bot/rooms/lobby.py:2"]
