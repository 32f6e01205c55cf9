"""Hint job ids: equal requests share one, and an id reveals nothing of the hidden state."""

from __future__ import annotations

import hashlib
import json

from games.core.game import Setup
from games.thrag import GAME, wire
from service.keys import Keys
from workers.hints import HintJob

KEY = Keys.from_secret(b"one server").hint_ids


def request(**state_changes) -> HintJob:
    setup = Setup(players=1, variant="standard", mode="digital", seed=5, options=wire.Options())
    state = {**GAME.to_wire(GAME.new_game(setup)), **state_changes}
    return HintJob("thrag", "fight-plan", state, None, 2000)


def test_equal_requests_share_an_id_whatever_their_signature():
    assert request().job_id(KEY) == request(signature="another").job_id(KEY)
    assert request().job_id(KEY) != request(turn=99).job_id(KEY)


def test_an_id_is_keyed_so_guesses_of_the_hidden_state_cannot_be_tested():
    """Thrag's coins left are hidden; the id of a hint is given to the asker and logged. A
    plain digest of the request could be recomputed for each guess of the coins."""
    job = request()
    state = {k: v for k, v in job.state.items() if k != "signature"}
    message = json.dumps([job.game, job.kind, state, job.seat, job.budget_ms], sort_keys=True)
    plain = f"hint-{hashlib.sha256(message.encode()).hexdigest()[:40]}"
    assert job.job_id(KEY) != plain
    assert job.job_id(KEY) != job.job_id(Keys.from_secret(b"another server").hint_ids)
    assert job.job_id(KEY).startswith("hint-") and len(job.job_id(KEY)) == 45
