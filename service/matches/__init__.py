"""Matches (issue 34): a line of play the service holds in Redis, beside the stateless API."""
