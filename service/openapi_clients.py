"""The OpenAPI document made precise for the clients generated from it.

Litestar renders pydantic's schemas faithfully, but SDK generators (openapi-python-client,
openapi-typescript) read some constructs differently from a validator: they name classes after
``title`` (three games' ``State`` would collide), build tagged unions only from a required tag,
and drop unknown fields of a closed schema on the round trip. Each step here fixes one of these
on the whole document, so every game, including the next one, gets it.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any, Literal

from litestar.openapi.spec import (
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

from service.problems import PROBLEM_JSON

#: answers that say when to try again (rate limit, hint queue full or down)
RETRY_STATUSES = ("429", "503")
RETRY_AFTER = OpenAPIHeader(
    schema=Schema(type=OpenAPIType.STRING),
    description="seconds to wait before trying again",
)


def children(node: Schema | Reference | Any) -> Iterator[Schema | Reference]:
    """The schemas directly inside ``node``."""
    if not isinstance(node, Schema):
        return
    yield from node.one_of or ()
    yield from node.any_of or ()
    yield from node.all_of or ()
    yield from node.prefix_items or ()
    yield from (node.properties or {}).values()
    for child in (node.items, node.additional_properties):
        if isinstance(child, Schema | Reference):
            yield child


def walk(node: Schema | Reference | Any) -> Iterator[Schema | Reference]:
    """``node`` and every schema inside it (not following references)."""
    if isinstance(node, Schema | Reference):
        yield node
        for child in children(node):
            yield from walk(child)


def component_name(ref: Reference) -> str:
    return ref.ref.rsplit("/", 1)[-1]


def operations(schema: OpenAPI) -> Iterator[Operation]:
    for item in (schema.paths or {}).values():
        for method in ("get", "put", "post", "delete", "patch"):
            operation = getattr(item, method, None)
            if isinstance(operation, Operation):
                yield operation


def require_tags(schemas: dict[str, Schema]) -> None:
    """Make the discriminator (``type``) required in every tagged union's member.

    A move's ``type`` has a default in pydantic, so it is not listed as required, yet the
    server needs it to tell the moves apart; a generated client must always send it.
    """
    for component in schemas.values():
        for node in walk(component):
            if isinstance(node, Schema) and node.discriminator and node.discriminator.mapping:
                tag = node.discriminator.property_name
                for ref in node.discriminator.mapping.values():
                    member = schemas.get(ref.rsplit("/", 1)[-1])
                    if isinstance(member, Schema) and tag not in (member.required or ()):
                        member.required = sorted([*(member.required or ()), tag])


def constants_as_enums(schemas: dict[str, Schema]) -> None:
    """Say a constant inside a union as a one-value ``enum``.

    openapi-python-client parses a union's ``const`` branch first and fails on every other value
    (Troll Party's ``round``, an integer or ``"final"``); a one-value enum parses as expected.
    """
    for component in schemas.values():
        for node in walk(component):
            if not isinstance(node, Schema):
                continue
            for branch in [*(node.one_of or ()), *(node.any_of or ())]:
                if isinstance(branch, Schema) and branch.const is not None:
                    branch.enum, branch.const = [branch.const], None


def is_anything(node: Schema | Reference) -> bool:
    return isinstance(node, Schema) and not node.to_schema()


def without_anything(node: Schema | Reference) -> Schema | Reference:
    """``node`` without a ``oneOf`` branch ``{}``; a single branch left stands for the node."""
    if not (isinstance(node, Schema) and node.one_of and any(map(is_anything, node.one_of))):
        return node
    kept = [branch for branch in node.one_of if not is_anything(branch)]
    if len(kept) == 1 and isinstance(kept[0], Reference):
        return kept[0]
    node.one_of = kept
    return node


def drop_anything_branches(schemas: dict[str, Schema]) -> None:
    """Leave out a union's ``{}`` branch (Litestar's rendering of ``tuple[Pos, ...]`` items).

    ``{}`` matches every value, so a ``oneOf`` with it matches a valid value twice, which a
    validating client refuses; what remains is what the server accepts.
    """
    for component in schemas.values():
        for node in walk(component):
            if isinstance(node, Schema):
                if node.items is not None:
                    node.items = without_anything(node.items)
                if node.properties:
                    node.properties = {
                        name: without_anything(prop) for name, prop in node.properties.items()
                    }


def plain_header_parameters(schema: OpenAPI) -> None:
    """A header parameter is a string or absent, never ``null``: say ``string``."""
    for operation in operations(schema):
        for parameter in operation.parameters or ():
            if (
                isinstance(parameter, Parameter)
                and parameter.param_in == "header"
                and isinstance(parameter.schema, Schema)
                and parameter.schema.one_of
            ):
                parameter.schema = Schema(
                    type=OpenAPIType.STRING, description=parameter.schema.description
                )


def reachable(roots: Sequence[Schema | Reference], schemas: dict[str, Schema]) -> set[str]:
    """The names of the components that ``roots`` refer to, directly or not."""
    seen: set[str] = set()
    pending = list(roots)
    while pending:
        for node in walk(pending.pop()):
            if isinstance(node, Reference) and (name := component_name(node)) not in seen:
                seen.add(name)
                pending.append(schemas[name])
    return seen


def bodies(schema: OpenAPI, of: Literal["requests", "responses"]) -> list[Schema | Reference]:
    """The schemas of every operation's ``requests`` or ``responses`` bodies."""
    found: list[Schema | Reference] = []
    for operation in operations(schema):
        if of == "requests":
            body = operation.request_body
            contents = [body.content] if isinstance(body, RequestBody) else []
        else:
            answers = (operation.responses or {}).values()
            contents = [r.content or {} for r in answers if isinstance(r, OpenAPIResponse)]
        found += [m.schema for c in contents for m in c.values() if m.schema is not None]
    return found


#: content a client composes against a schema of its own (Draggmar's content pack, served at
#: ``GET /v1/games/draggmar/pack-schema``): closed wherever it appears, a state's options
#: included, so the document carries one copy of it, not an open one and a closed
#: ``...Input`` (33 KB of the document, issue 33). The server refuses an unknown field in a pack
#: anyway; the price is that a client generated before a pack field is added drops it from the
#: state of a game played with a custom pack (422 tampered-state), where an open state would
#: have kept it.
CLOSED_CONTENT = ("Pack",)  # named Pack until openapi_lean prefixes it with its game


def open_answers(schema: OpenAPI) -> None:
    """Open what the server answers to fields added later; close what clients compose.

    The API changes only by adding, so a state, a step or a hint may carry a field tomorrow
    that today's client does not know. An open schema makes a generated client keep it
    (``additional_properties``) and send a state back whole instead of dropping the field on
    the round trip (which the server would refuse as tampered). A state is open wherever it
    appears, requests included: clients send back what they were given. What clients compose
    themselves (request bodies, new-game set-ups, moves) says ``additionalProperties: false``,
    as the server refuses unknown fields there.
    """
    schemas = schema.components.schemas or {}
    requests = [
        schemas[component_name(r)] for r in bodies(schema, "requests") if isinstance(r, Reference)
    ]
    states = [p for r in requests for n, p in (r.properties or {}).items() if n == "state"]
    composed = [
        Schema(properties={n: p for n, p in (r.properties or {}).items() if n != "state"})
        for r in requests
    ]
    content = reachable(
        [
            Reference(ref=f"#/components/schemas/{name}")
            for name in CLOSED_CONTENT
            if name in schemas
        ],
        schemas,
    )
    open_names = (
        reachable(states, schemas)
        | (reachable(bodies(schema, "responses"), schemas) - reachable(composed, schemas))
    ) - content
    for name, component in schemas.items():
        if isinstance(component, Schema) and component.properties is not None:
            component.additional_properties = None if name in open_names else False


def declare_headers(schema: OpenAPI) -> None:
    """``Retry-After`` on every 429 and 503 problem answer, and a schema for every header
    (Litestar leaves it out of the ``ETag`` and ``Location`` it documents; OpenAPI needs it)."""
    for operation in operations(schema):
        for status, response in (operation.responses or {}).items():
            if not isinstance(response, OpenAPIResponse):
                continue
            if status in RETRY_STATUSES and PROBLEM_JSON in (response.content or {}):
                response.headers = {**(response.headers or {}), "Retry-After": RETRY_AFTER}
            for header in (response.headers or {}).values():
                if isinstance(header, OpenAPIHeader) and header.schema is None:
                    header.schema = Schema(type=OpenAPIType.STRING)


def for_clients(schema: OpenAPI) -> None:
    """Every step above, on the app's document (after the unions are tagged)."""
    schemas = schema.components.schemas or {}
    require_tags(schemas)
    constants_as_enums(schemas)
    drop_anything_branches(schemas)
    plain_header_parameters(schema)
    open_answers(schema)
    declare_headers(schema)
