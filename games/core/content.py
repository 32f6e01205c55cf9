"""Loading a game package's data files (``games/<game>/data/*.json``), shipped with the package."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any


def load_data(package: str, name: str) -> Any:
    """The parsed JSON of ``data/<name>`` in the game package ``package`` (``games.thrag``)."""
    return json.loads(resources.files(package).joinpath("data", name).read_text())
