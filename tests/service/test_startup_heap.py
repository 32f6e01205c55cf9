"""The API process freezes the heap it has once started (issue 13): a full garbage collection
then walks only what requests left alive, not the ~150,000 objects of the modules, content and
schemas, which made a 30-100 ms pause for whichever request set one off."""

from __future__ import annotations

import gc

from litestar.testing import TestClient

from service.app import create_app
from service.settings import Settings


def test_the_heap_alive_after_start_up_is_out_of_the_collectors_reach(redis_url):
    gc.unfreeze()
    try:
        app = create_app(Settings(secret=b"heap-test", redis_url=redis_url))
        assert gc.get_freeze_count() == 0
        with TestClient(app) as client:
            assert client.get("/health/live").status_code == 200
            assert gc.get_freeze_count() > 50_000  # the app's own objects among them
    finally:
        gc.unfreeze()  # this test process's heap goes back as it was
