"""The generated half of the Python client library (``clients/python/gamekeeper_client``).

It is made by openapi-python-client from the committed OpenAPI document with the project's
settings (``openapi/openapi-python-client.yaml``), so ``gamekeeper openapi`` remakes it with the
document and a test fails when the committed copy is stale. The hand-written half
(``clients/python/gamekeeper_sdk``) is built on it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).parents[1]
DOCUMENT = ROOT / "openapi" / "openapi.json"
CONFIG = ROOT / "openapi" / "openapi-python-client.yaml"
PACKAGE = "gamekeeper_client"  # package_name_override in CONFIG
COMMITTED = ROOT / "clients" / "python" / PACKAGE


def generator() -> Path | None:
    """openapi-python-client beside this interpreter (a dev install), or ``None``."""
    found = Path(sys.executable).parent / "openapi-python-client"
    return found if found.exists() else None


def generate(output: Path, document: Path = DOCUMENT) -> str:
    """Generate the package into ``output`` (which must not exist); what the generator printed.
    The generator formats its code with the ruff beside it, so it runs with that PATH."""
    program = generator()
    if program is None:
        raise FileNotFoundError("openapi-python-client is not installed (uv sync installs it)")
    bin_dir = program.parent
    result = subprocess.run(
        [str(program), "generate", "--path", str(document), "--config", str(CONFIG),
         "--meta", "none", "--output-path", str(output)],
        capture_output=True, text=True, check=True,
        env={**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"},
    )  # fmt: skip
    return result.stdout + result.stderr


def regenerate(target: Path = COMMITTED, document: Path = DOCUMENT) -> None:
    """Replace the committed package by a fresh generation from ``document``."""
    with tempfile.TemporaryDirectory() as folder:
        fresh = Path(folder) / PACKAGE
        generate(fresh, document)
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(fresh, target)
