"""A Python client generated from the committed OpenAPI document, as a new user makes one."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).parents[2]
DOCUMENT = ROOT / "openapi" / "openapi.json"
CONFIG = ROOT / "openapi" / "openapi-python-client.yaml"
PACKAGE = "gamekeeper_client"  # package_name_override in CONFIG


def generate(output: Path) -> str:
    """Run openapi-python-client with the project's settings; return what it printed."""
    bin_dir = Path(sys.executable).parent  # the generator and the ruff it formats with
    result = subprocess.run(
        [str(bin_dir / "openapi-python-client"), "generate", "--path", str(DOCUMENT),
         "--config", str(CONFIG), "--meta", "none", "--output-path", str(output)],
        capture_output=True, text=True, check=True,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},
    )  # fmt: skip
    return result.stdout + result.stderr


@pytest.fixture(scope="session")
def generated(tmp_path_factory: pytest.TempPathFactory) -> tuple[ModuleType, str]:
    """The generated package, imported, and the generator's output."""
    folder = tmp_path_factory.mktemp("sdk")
    printed = generate(folder / PACKAGE)
    sys.path.insert(0, str(folder))
    try:
        importlib.import_module(f"{PACKAGE}.models")  # the typed models, as sdk.models
        return importlib.import_module(PACKAGE), printed
    finally:
        sys.path.remove(str(folder))


@pytest.fixture(scope="session")
def sdk(generated: tuple[ModuleType, str]) -> ModuleType:
    return generated[0]
