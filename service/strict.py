"""Make Litestar honour each pydantic model's own strictness.

Litestar's pydantic plugin validates with ``strict=False``, overriding ``ConfigDict(strict=True)``,
so ``"7"`` would pass for an integer. This decoder validates with the model's own config.

One leniency, which JSON itself asks for: a number written with a zero fraction (``5.0``) is
the integer it equals. JSON has one number type, JSON Schema's ``integer`` accepts ``5.0``, and
so does every client generated from the document (issue 28, L3); strict pydantic would refuse
it. Such a body is validated again with those numbers as integers, only when the first
validation fails (the requests clients send as received pay nothing).
"""

from __future__ import annotations

from typing import Any

from litestar._signature.types import ExtendedMsgSpecValidationError  # what Litestar raises itself
from litestar.plugins.pydantic import PydanticInitPlugin
from pydantic import BaseModel, ValidationError


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def integral_floats_as_ints(value: Any) -> Any:
    """``value`` with every float that is a whole number as an int (``5.0`` → ``5``)."""
    if isinstance(value, float):
        return int(value) if value.is_integer() else value
    if isinstance(value, dict):
        return {key: integral_floats_as_ints(item) for key, item in value.items()}
    if isinstance(value, list):
        return [integral_floats_as_ints(item) for item in value]
    return value


def _decode(model: type[BaseModel], value: Any) -> BaseModel:
    try:
        return model.model_validate(value)
    except ValidationError as error:
        if any(detail["type"] == "int_type" for detail in error.errors()):
            try:
                return model.model_validate(integral_floats_as_ints(value))
            except ValidationError as again:
                error = again
        errors = [dict(detail) for detail in error.errors(include_url=False)]
        raise ExtendedMsgSpecValidationError(errors=errors) from error


class StrictPydanticPlugin(PydanticInitPlugin):
    """Replaces Litestar's default pydantic init plugin."""

    @classmethod
    def decoders(cls, validate_strict: bool = False):
        return [(_is_model, _decode), *super().decoders(validate_strict)]
