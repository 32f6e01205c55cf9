"""The ASGI app configured from the environment (``REDIS_URL``, ``GAMEKEEPER_SECRET``...).

For running the API under any ASGI server with several processes:
``uvicorn service.asgi:app --workers 4``.
"""

from service.app import create_app
from service.logs import configure_logging
from service.settings import Settings

configure_logging()
app = create_app(Settings.from_env())
