from enum import StrEnum


class TrogdorTileKind(StrEnum):
    COTTAGE = "Cottage"
    FLOWERS = "Flowers"
    FOREST = "Forest"
    LAKE = "Lake"
    MOUNTAIN = "Mountain"
    ROCK = "Rock"
    STUMP = "Stump"
    TREE = "Tree"
    TUNNEL = "Tunnel"

    def __str__(self) -> str:
        return str(self.value)
