"""solvers package."""
