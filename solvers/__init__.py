"""Solvers: the search behind hints, one package per game (``solvers/<game>/``).

:mod:`solvers.hints` declares every hint kind with its solver; :mod:`solvers.core` holds what
every solver shares (errors, deadline, the typed result).
"""
