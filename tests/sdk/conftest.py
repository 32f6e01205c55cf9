"""The Python client's generated package: the committed one (``clients/python/gamekeeper_client``,
installed with the library) and a fresh generation from the committed document, as a new user
makes one, to compare it with."""

from __future__ import annotations

from pathlib import Path
from types import ModuleType

import pytest

from service import python_client

PACKAGE = python_client.PACKAGE
DOCUMENT = python_client.DOCUMENT


@pytest.fixture(scope="session")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """A fresh generation's folder and what the generator printed."""
    folder = tmp_path_factory.mktemp("sdk") / PACKAGE
    return folder, python_client.generate(folder)


@pytest.fixture(scope="session")
def sdk() -> ModuleType:
    """The committed package, as the library's users import it (the staleness test shows it is
    what the committed document generates)."""
    import gamekeeper_client.models

    return gamekeeper_client
