"""The package's shape: no module over 500 lines, no import cycle.

The import graph is read from the source, not from an import: every ``import`` and
``from ... import`` anywhere in a module counts (at its top, inside a function, under
``TYPE_CHECKING``), relative imports resolved, ``from package import name`` an edge to
the module ``package.name`` where there is one (else to the package).
"""

from __future__ import annotations

import ast
from pathlib import Path

import skirmishgen

PACKAGE = Path(skirmishgen.__file__).parent
MOST_LINES = 500


def _modules() -> dict[str, Path]:
    """Every module of the package by its dotted name (a package by its own name)."""
    found = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = ["skirmishgen", *path.relative_to(PACKAGE).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


def _statements(body: list[ast.stmt]):
    """Every statement, nested ones too (in functions, classes, ifs, trys, withs, loops,
    matches): where an import can stand, without walking every expression."""
    for node in body:
        yield node
        for field in ("body", "orelse", "finalbody", "handlers", "cases"):
            inner = getattr(node, field, None)
            if isinstance(inner, list):
                yield from _statements(inner)


def _imported(name: str, path: Path, modules: dict[str, Path]) -> set[str]:
    """The package's modules that module ``name`` imports, anywhere in it."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: list[str] = []
    for node in _statements(ast.parse(path.read_text(encoding="utf-8"), str(path)).body):
        if isinstance(node, ast.Import):
            targets += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(parent + ([node.module] if node.module else []))
            targets += [base, *(f"{base}.{alias.name}" for alias in node.names)]
    found = set()
    for target in targets:
        while target and target not in modules:  # a name inside a module: the module
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)
    return found


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_the_import_graph_is_read_from_every_kind_of_import(tmp_path):
    """The graph sees imports inside functions and under TYPE_CHECKING, and resolves
    relative ones, so a cycle cannot hide in a lazy import."""
    module = tmp_path / "mod.py"
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "from . import sibling\n"
        "from ..other import NAME\n"
        "if TYPE_CHECKING:\n    from .typed import Type\n"
        "def f():\n    import pkg.sub.lazy\n    from .sibling import thing\n"
    )
    names = ["pkg", "pkg.other", "pkg.sub", "pkg.sub.sibling", "pkg.sub.typed", "pkg.sub.lazy"]
    modules = {name: tmp_path / "x.py" for name in names} | {"pkg.sub.mod": module}
    assert _imported("pkg.sub.mod", module, modules) == {
        "pkg.other",
        "pkg.sub",
        "pkg.sub.sibling",
        "pkg.sub.typed",
        "pkg.sub.lazy",
    }
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_is_over_500_lines():
    long = {
        str(path.relative_to(PACKAGE)): lines
        for path in PACKAGE.rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES
    }
    assert not long, f"modules over {MOST_LINES} lines: {long}"


def test_no_import_cycle():
    modules = _modules()
    graph = {name: _imported(name, path, modules) for name, path in modules.items()}
    cycles = _cycles(graph)
    assert not cycles, "modules that import each other (directly or round a cycle):\n" + (
        "\n".join(", ".join(cycle) for cycle in cycles)
    )
