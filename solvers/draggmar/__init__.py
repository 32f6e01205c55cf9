"""Dungeons of Draggmar policies."""
