"""Make Litestar honour each pydantic model's own strictness.

Litestar's pydantic plugin validates with ``strict=False``, overriding ``ConfigDict(strict=True)``,
so ``"7"`` would pass for an integer. This decoder validates with the model's own config.
"""

from __future__ import annotations

from typing import Any

from litestar._signature.types import ExtendedMsgSpecValidationError  # what Litestar raises itself
from litestar.plugins.pydantic import PydanticInitPlugin
from pydantic import BaseModel, ValidationError


def _is_model(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, BaseModel)


def _decode(model: type[BaseModel], value: Any) -> BaseModel:
    try:
        return model.model_validate(value)
    except ValidationError as error:
        errors = [dict(detail) for detail in error.errors(include_url=False)]
        raise ExtendedMsgSpecValidationError(errors=errors) from error


class StrictPydanticPlugin(PydanticInitPlugin):
    """Replaces Litestar's default pydantic init plugin."""

    @classmethod
    def decoders(cls, validate_strict: bool = False):
        return [(_is_model, _decode), *super().decoders(validate_strict)]
