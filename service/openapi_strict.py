"""The OpenAPI document as strict as the server (issue 28, L3).

Litestar renders most of pydantic's constraints, but not all: it drops a constraint whose value
is falsy (``ge=0`` on a seed), the constraints inside a union's branch (``int`` from 1 to 4 or
``"final"``), patterns in some places, and it writes every bound as a float (``minimum: 1.0``,
from which some generators draw ``1.0`` for an integer, which strict pydantic refuses). A
generated client then builds requests the server refuses.

Each component that is one of our pydantic models gets back the constraints pydantic's own JSON
schema of the model gives each field, matched by structure (properties, union branches by type,
array items); nested models are components of their own and get theirs in turn. An integer's
bounds are written as integers.

What a client composes is closed (``additionalProperties: false``), as the server refuses
unknown fields there; a state is open wherever it appears (``openapi_clients.open_answers``:
clients send back what they were given). A model found in both, a game's options (a set-up's
part, and a state's), gets a closed copy, ``<Name>Input``, for the composed side. An unknown
field in a state sent back is then the one thing the document allows and the server refuses:
it answers ``422 invalid-state`` (not a state of this version), not ``400``
(``service.problems``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from copy import deepcopy
from typing import Any, get_args

from litestar.openapi.spec import OpenAPI, OpenAPIType, Reference, Schema
from pydantic import BaseModel

from service.openapi_clients import component_name, walk

#: JSON Schema constraint → Litestar's Schema attribute
CONSTRAINTS = {
    "minimum": "minimum",
    "maximum": "maximum",
    "exclusiveMinimum": "exclusive_minimum",
    "exclusiveMaximum": "exclusive_maximum",
    "minLength": "min_length",
    "maxLength": "max_length",
    "pattern": "pattern",
    "minItems": "min_items",
    "maxItems": "max_items",
    "multipleOf": "multiple_of",
}


def models_within(roots: Iterable[Any]) -> Iterator[type[BaseModel]]:
    """Every pydantic model in ``roots`` (annotations) and in their fields, once each."""
    seen: set[type] = set()
    todo = list(roots)
    while todo:
        annotation = todo.pop()
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            if annotation in seen:
                continue
            seen.add(annotation)
            yield annotation
            todo.extend(field.annotation for field in annotation.model_fields.values())
        else:
            todo.extend(get_args(annotation))


def _branches(schema: dict[str, Any]) -> list[dict[str, Any]]:
    return schema.get("anyOf") or schema.get("oneOf") or []


def _type_of(node: Schema | dict[str, Any]) -> Any:
    kind = node.type if isinstance(node, Schema) else node.get("type")
    return kind.value if isinstance(kind, OpenAPIType) else kind


def _copy_constraints(target: Schema | Reference, source: dict[str, Any]) -> None:
    """Set on ``target`` what ``source`` (pydantic's schema of the same value) constrains."""
    if not isinstance(target, Schema) or "$ref" in source:
        return
    for key, attribute in CONSTRAINTS.items():
        if key in source and getattr(target, attribute, None) is None:
            setattr(target, attribute, source[key])
    names = source.get("propertyNames")
    # a dict whose keys have a pattern: pydantic writes it as the one key of patternProperties
    keyed = source.get("patternProperties")
    key_pattern, keyed_values = (
        next(iter(keyed.items())) if keyed and len(keyed) == 1 else (None, None)
    )
    if isinstance(names, dict) and target.property_names is None:  # a dict's keys
        pattern = names.get("pattern") or key_pattern
        target.property_names = Schema(pattern=pattern, enum=names.get("enum"))
    branches = target.one_of or target.any_of or []
    for branch in _branches(source):
        matching = [
            b for b in branches if isinstance(b, Schema) and _type_of(b) == _type_of(branch)
        ]
        if len(matching) == 1:
            _copy_constraints(matching[0], branch)
    if isinstance(target.items, Schema) and isinstance(source.get("items"), dict):
        _copy_constraints(target.items, source["items"])
    values = source.get("additionalProperties") or keyed_values  # a dict's values
    if isinstance(target.additional_properties, Schema) and isinstance(values, dict):
        _copy_constraints(target.additional_properties, values)


def _integer_bounds(schemas: dict[str, Schema]) -> None:
    for component in schemas.values():
        for node in walk(component):
            if isinstance(node, Schema) and _type_of(node) == "integer":
                for attribute in ("minimum", "maximum", "exclusive_minimum", "exclusive_maximum"):
                    value = getattr(node, attribute, None)
                    if isinstance(value, float) and value.is_integer():
                        setattr(node, attribute, int(value))


def _closed_copy(name: str, schemas: dict[str, Schema]) -> str:
    """The name of a closed copy of component ``name``, its open references closed too."""
    closed = f"{name}Input"
    if closed not in schemas:
        copy = deepcopy(schemas[name])
        copy.additional_properties = False
        schemas[closed] = copy
        _close_references(copy, schemas)
    return closed


def _is_open(name: str, schemas: dict[str, Schema]) -> bool:
    component = schemas.get(name)
    return (
        isinstance(component, Schema)
        and component.properties is not None
        and component.additional_properties is None
    )


def _close_references(node: Schema, schemas: dict[str, Schema]) -> None:
    for inner in walk(node):
        if isinstance(inner, Reference) and _is_open(name := component_name(inner), schemas):
            inner.ref = f"#/components/schemas/{_closed_copy(name, schemas)}"


def close_what_clients_compose(schemas: dict[str, Schema]) -> None:
    """In every closed component (composed by clients), the references to open components
    (but a state's) go to closed copies of them."""
    for component in list(schemas.values()):
        if not isinstance(component, Schema) or component.additional_properties is not False:
            continue
        properties = component.properties or {}
        for name, prop in list(properties.items()):
            if name != "state" and isinstance(prop, Schema | Reference):
                own = deepcopy(prop)  # references may be shared with other components
                if isinstance(own, Reference):
                    if _is_open(component_name(own), schemas):
                        own = Reference(
                            ref=f"#/components/schemas/{_closed_copy(component_name(own), schemas)}"
                        )
                else:
                    _close_references(own, schemas)
                properties[name] = own


def as_strict_as_the_server(schema: OpenAPI, roots: Iterable[Any]) -> None:
    """Every component that is one of the models within ``roots`` constrained as pydantic
    constrains it; integer bounds as integers; what clients compose closed."""
    schemas = schema.components.schemas or {}
    for model in models_within(roots):
        component = schemas.get(model.__qualname__)
        if not isinstance(component, Schema) or not component.properties:
            continue
        properties = model.model_json_schema(mode="validation").get("properties", {})
        for name, target in component.properties.items():
            if name in properties:
                _copy_constraints(target, properties[name])
    _integer_bounds(schemas)
    close_what_clients_compose(schemas)
