"""The shape of ``bot/``: a tree of imports, game-specific code only in ``bot/games/``, SQL only in
``bot/storage/``. Read from the source (``ast``), so ``TYPE_CHECKING`` and function-local imports
count as much as the ones at the top of a module."""

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


def import_graph(root: Path = BOT) -> dict[str, set[str]]:
    """module of the package at ``root`` -> the package's modules it imports (anywhere in its source)."""
    modules = {_module_name(root, p): p for p in root.rglob("*.py")}
    graph: dict[str, set[str]] = {m: set() for m in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")
                    anchor = anchor[: len(anchor) - node.level + 1]
                    base = ".".join([*anchor, base] if base else anchor)
                # ``from bot import games`` imports the module bot.games
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            for target in targets:
                while target and target not in modules and "." in target:
                    target = target.rpartition(".")[0]
                if target in modules and target != name:
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
