"""Trogdor's solvers: the ``turn-plan`` hint (exact search and CP-SAT over one phase one)."""
