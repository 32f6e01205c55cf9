"""The OpenAPI document small: what repeats is written once, as a component, and referred to.

Every rules endpoint of every game documents the same problem answers, three endpoints of a
game take the same example body, and a game's move union appears wherever a move does (apply,
replay, render's plan, a legal move). Written out each time they made most of the document
(949 KB, issue 33): slow to load in a docs viewer and a generator's input. This runs last, on
the finished document: nothing else needs to look through a reference.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, fields, is_dataclass
from typing import Any

from litestar.openapi.spec import (
    Components,
    Discriminator,
    Example,
    OpenAPI,
    OpenAPIHeader,
    OpenAPIResponse,
    OpenAPIType,
    Operation,
    Parameter,
    Reference,
    RequestBody,
    Schema,
)

from service.openapi_clients import children, operations, reachable
from service.problems import PROBLEM_JSON


def _key(node: Any) -> str:
    return json.dumps(node.to_schema(), sort_keys=True)


def share_problem_responses(schema: OpenAPI) -> None:
    """Every problem answer once in ``components.responses`` (``Problem422``...), referred to.

    Answers of one status that differ (another list of problem types) get a number after it.
    """
    components: Components = schema.components
    shared: dict[str, OpenAPIResponse | Reference] = dict(components.responses or {})
    names: dict[str, str] = {}
    for operation in operations(schema):
        answers = operation.responses or {}
        for status, response in answers.items():
            if not isinstance(response, OpenAPIResponse):
                continue
            if PROBLEM_JSON not in (response.content or {}):
                continue
            key = _key(response)
            if key not in names:
                name, n = f"Problem{status}", 2
                while name in shared:
                    name, n = f"Problem{status}_{n}", n + 1
                names[key] = name
                shared[name] = response
            answers[status] = Reference(ref=f"#/components/responses/{names[key]}")
    components.responses = shared


def share_request_examples(schema: OpenAPI) -> None:
    """A request example several operations give (a state and a seat) once, in
    ``components.examples``, named after the first operation that gives it."""
    uses: dict[str, list[tuple[dict[str, Example | Reference], str]]] = {}
    for operation in operations(schema):
        body = operation.request_body
        if not isinstance(body, RequestBody):
            continue
        for media in body.content.values():
            examples = media.examples or {}
            for name, example in examples.items():
                if isinstance(example, Example):
                    uses.setdefault(_key(example), []).append((examples, name))
    shared: dict[str, Example | Reference] = dict(schema.components.examples or {})
    for operation in operations(schema):
        body = operation.request_body
        if not isinstance(body, RequestBody):
            continue
        for media in body.content.values():
            for name, example in list((media.examples or {}).items()):
                if not isinstance(example, Example) or len(uses[_key(example)]) < 2:
                    continue
                component = f"{operation.operation_id}_{name}"
                for examples, used_as in uses.pop(_key(example)):
                    examples[used_as] = Reference(ref=f"#/components/examples/{component}")
                shared[component] = example
    schema.components.examples = shared


def share_header_parameters(schema: OpenAPI) -> None:
    """A header parameter several operations take alike (``Gamekeeper-Seat-Token``, with its
    long description) once, in ``components.parameters``, referred to: written out at every
    operation of every game it was 6% of the document (issue 33)."""
    uses: dict[str, list[tuple[list[Any], int]]] = {}
    for operation in operations(schema):
        parameters: list[Any] = operation.parameters or []
        for i, parameter in enumerate(parameters):
            if isinstance(parameter, Parameter) and parameter.param_in == "header":
                uses.setdefault(_key(parameter), []).append((parameters, i))
    shared: dict[str, Parameter | Reference] = dict(schema.components.parameters or {})
    for places in uses.values():
        if len(places) < 2:
            continue
        first = places[0][0][places[0][1]]
        name, n = first.name, 2
        while name in shared:
            name, n = f"{first.name}_{n}", n + 1
        shared[name] = first
        for parameters, i in places:
            parameters[i] = Reference(ref=f"#/components/parameters/{name}")
    schema.components.parameters = shared
    for node in _spec_objects(schema):  # the defaults (false), written out everywhere
        if isinstance(node, (Parameter, OpenAPIHeader, Operation)):
            node.deprecated = node.deprecated or None  # type: ignore[assignment]
        if isinstance(node, (Parameter, OpenAPIHeader)):
            node.required = node.required or None  # type: ignore[assignment]


#: what a game's union of moves or of events is, by the suffix of its name
UNION_DESCRIPTIONS = {
    "Move": "a move: its type says which, and the fields that type needs",
    "Event": "an event: its type says which",
    "Result": "a hint's result: its kind says which",
}


def name_move_unions(schema: OpenAPI, unions: dict[str, frozenset[str]]) -> None:
    """Each game's move union as one component (``ThragMove``), referred to wherever a move is;
    its event union too (``ThragEvent``).

    ``unions``: the union's component name → the component names of its members. A union is
    known by its discriminator's mapping: exactly those members.
    """
    schemas = schema.components.schemas or {}
    for name in unions:
        if name in schemas:
            raise ValueError(f"{name} is already a component")
    by_members = {members: name for name, members in unions.items()}
    made: dict[str, Schema] = {}

    def replace(node: Any) -> Any:
        if not (isinstance(node, Schema) and node.discriminator and node.discriminator.mapping):
            return node
        members = frozenset(ref.rsplit("/", 1)[-1] for ref in node.discriminator.mapping.values())
        name = by_members.get(members)
        if name is None:
            return node
        if name not in made:
            made[name] = Schema(
                one_of=node.one_of,
                discriminator=node.discriminator,
                description=next(
                    text for suffix, text in UNION_DESCRIPTIONS.items() if name.endswith(suffix)
                ),
            )
        return Reference(ref=f"#/components/schemas/{name}", description=node.description)

    for component in schemas.values():
        _replace_within(component, replace)
    schema.components.schemas = dict(sorted({**schemas, **made}.items()))


def _nodes(node: Any) -> list[Any]:
    found, pending = [], [node]
    while pending:
        current = pending.pop()
        found.append(current)
        pending.extend(children(current))
    return found


def _replace_within(node: Any, replace: Any) -> None:
    """Put ``replace(child)`` in place of every schema below ``node`` (its own fields)."""
    if not isinstance(node, Schema):
        return
    for field in ("one_of", "any_of", "all_of", "prefix_items"):
        branches = getattr(node, field)
        if branches:
            setattr(node, field, [replace(b) for b in branches])
    if node.properties:
        node.properties = {k: replace(v) for k, v in node.properties.items()}
    for field in ("items", "additional_properties"):
        child = getattr(node, field)
        if isinstance(child, Schema | Reference):
            setattr(node, field, replace(child))
    for child in children(node):
        _replace_within(child, replace)


def prefix_game_components(schema: OpenAPI, prefixes: list[str]) -> None:
    """Name a component only one game uses after that game (``Hero`` → ``DraggmarHero``).

    The wire modules' models are named so already (``models.name_wire_schemas``); the models
    they use from elsewhere (a content pack's cards, maps, places) are not, and would collide
    with another game's, or an application's own, in a generated client. A component no game's
    components reach (``Problem``) or several games' reach (``Event``) keeps its name.
    """
    schemas = schema.components.schemas or {}
    users: dict[str, set[str]] = {}
    for prefix in prefixes:
        roots = [c for name, c in schemas.items() if name.startswith(prefix)]
        for name in reachable(roots, schemas):
            users.setdefault(name, set()).add(prefix)

    def tag_of(component: Any) -> str | None:
        """The property whose value is one constant (a union member's tag: ``type``...)."""
        for name, prop in (getattr(component, "properties", None) or {}).items():
            if isinstance(prop, Schema) and (prop.const is not None or len(prop.enum or ()) == 1):
                return name
        return None

    def new_name(name: str, prefix: str) -> str:
        """``prefix + name``; if a game's own model has that name (a move ``DrawCurse`` and a
        card's effect ``DrawCurse``), its tag says which (``DraggmarDrawCurseEffect``)."""
        prefixed = prefix + name
        tag = tag_of(schemas[name])
        return prefixed + tag.capitalize() if prefixed in schemas and tag else prefixed

    renamed = {
        name: new_name(name, next(iter(games)))
        for name, games in users.items()
        if len(games) == 1 and not any(name.startswith(p) for p in prefixes)
    }
    for name in renamed:  # a closed copy (openapi_strict) is named after its model's new name
        base = name.removesuffix("Input")
        if base != name and base in renamed:
            renamed[name] = renamed[base] + "Input"
    clash = set(renamed.values()) & set(schemas)
    if clash:
        raise ValueError(f"prefixed names already taken: {sorted(clash)}")
    path = "#/components/schemas/"
    old_refs = {path + old: path + new for old, new in renamed.items()}
    for node in _spec_objects(schema):
        if isinstance(node, Reference) and node.ref in old_refs:
            node.ref = old_refs[node.ref]
        elif isinstance(node, Discriminator) and node.mapping:
            node.mapping = {tag: old_refs.get(ref, ref) for tag, ref in node.mapping.items()}
    for old, new in renamed.items():
        schemas[new] = schemas.pop(old)
    schema.components.schemas = dict(sorted(schemas.items()))


def _spec_objects(root: Any) -> Iterator[Any]:
    """Every spec object, list and dict within ``root`` (the spec objects are dataclasses)."""
    pending, seen = [root], set()
    while pending:
        node = pending.pop()
        if id(node) in seen:
            continue
        seen.add(id(node))
        yield node
        if is_dataclass(node):
            pending.extend(getattr(node, f.name) for f in fields(node))
        elif isinstance(node, dict):
            pending.extend(node.values())
        elif isinstance(node, list | tuple):
            pending.extend(node)


def _camel(name: str) -> str:
    return "".join(part[:1].upper() + part[1:] for part in re.split(r"[_\-\s]+", name) if part)


def _singular(name: str) -> str:
    """An array's name for one of its items (``classes`` → ``class``, ``colors`` → ``color``)."""
    if name.endswith(("sses", "ches", "shes", "xes")):
        return name[:-2]
    return name[:-1] if name.endswith("s") and not name.endswith("ss") else name


#: property names that say nothing alone: their enum is named after its component too
GENERIC = frozenset({"type", "kind", "value", "result", "outcome", "reason"})


def name_enums(schema: OpenAPI, prefixes: list[str]) -> None:
    """Every list of strings offered in two places or more, or nullable, one named component
    (``ThragColor``).

    Written inline, a generator makes an enum class of each place: Thrag's three colours were
    thirteen classes, and a nullable enum (``["a", "b", null]``) three classes by itself. Named
    after the property that holds it (its most common one), prefixed with the game whose
    components alone use it (``Mode``, the same in every game, is not); a nullable one refers
    to it beside ``null``.
    """
    schemas = schema.components.schemas or {}
    places: dict[tuple[str, ...], list[tuple[str, str, Schema]]] = {}
    for owner, component in schemas.items():
        for prop, node in _enum_places(component):
            values = tuple(v for v in node.enum or () if v is not None)
            if len(values) > 1 and all(isinstance(v, str) for v in values):
                places.setdefault(values, []).append((owner, prop, node))
    taken = set(schemas)
    made: dict[str, Schema] = {}

    def events_only(found: list[tuple[str, str, Schema]]) -> bool:
        return all(owner.endswith("Event") for owner, _, _ in found)

    # the states' and moves' enums first: adding an event renames none of theirs
    for values, found in sorted(places.items(), key=lambda i: (events_only(i[1]), -len(i[1]))):
        if len(found) < 2 and None not in (found[0][2].enum or ()):
            continue
        games = {next((p for p in prefixes if owner.startswith(p)), "") for owner, _, _ in found}
        prefix = games.pop() if len(games) == 1 else ""
        # named after the states' and moves' places; one only events have: ``TrogdorEventTile``
        naming = [place for place in found if not place[0].endswith("Event")] or found
        counts: dict[str, int] = {}
        for _, prop, _ in naming:
            counts[prop] = counts.get(prop, 0) + 1
        kind = "Event" if events_only(found) else ""
        candidates = [
            (prefix + kind + _camel(p)) if p not in GENERIC else (naming[0][0] + _camel(p))
            for p in sorted(counts, key=lambda p: (-counts[p], p))
        ]
        owner, prop, _ = naming[0]
        candidates.append(owner.removesuffix("Input") + _camel(prop))  # if all are taken
        name = next((c for c in candidates if c not in taken), candidates[0])
        if name in taken:
            raise ValueError(f"no free name for the enum {values}: {candidates}")
        taken.add(name)
        made[name] = Schema(type=OpenAPIType.STRING, enum=list(values))
        ref = f"#/components/schemas/{name}"
        for _, _, node in found:
            nullable = None in (node.enum or ())
            node.enum, node.type = None, None
            if nullable:
                node.one_of = [Reference(ref=ref), Schema(type=OpenAPIType.NULL)]
            else:
                node.ref = ref  # type: ignore[attr-defined]  # written by _RefSchema below
                node.__class__ = _RefSchema
    schema.components.schemas = dict(sorted({**schemas, **made}.items()))


@dataclass
class _RefSchema(Schema):
    """A schema that is a reference with keywords beside it (``description``, ``default``), as
    OpenAPI 3.1 allows: Litestar's ``Reference`` has no ``default``, and an ``allOf`` of one
    schema is not what it means (Redocly says so)."""

    ref: str = ""

    def to_schema(self) -> dict[str, Any]:
        schema = super().to_schema()
        schema.pop("ref", None)
        return {"$ref": self.ref, **schema}


def _enum_places(component: Any) -> Iterator[tuple[str, Schema]]:
    """Every enum within ``component``, with the name of the property that holds it (an array
    property's items: its singular)."""
    pending: list[tuple[Any, str]] = [(component, "")]
    while pending:
        node, prop = pending.pop()
        if not isinstance(node, Schema):
            continue
        if node.enum is not None and prop:
            yield prop, node
        for name, child in (node.properties or {}).items():
            pending.append((child, name))
        if isinstance(node.items, Schema):
            pending.append((node.items, _singular(prop)))
        for branch in [*(node.one_of or ()), *(node.any_of or ()), *(node.all_of or ())]:
            pending.append((branch, prop))


def untitle_components(schema: OpenAPI) -> None:
    """No component has a title: generators name a class after its title, else after its
    component name, and pydantic's titles (class names) repeat across games (``State``).
    Titled with their own names, the components spent 3% of the document (issue 33)."""
    for component in (schema.components.schemas or {}).values():
        if isinstance(component, Schema):
            component.title = None


def lean(schema: OpenAPI, prefixes: list[str], move_unions: dict[str, frozenset[str]]) -> None:
    """Every step above, on the app's finished document."""
    prefix_game_components(schema, prefixes)
    name_enums(schema, prefixes)
    share_problem_responses(schema)
    share_request_examples(schema)
    share_header_parameters(schema)
    name_move_unions(schema, move_unions)
    untitle_components(schema)
