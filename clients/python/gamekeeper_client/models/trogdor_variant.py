from enum import StrEnum


class TrogdorVariant(StrEnum):
    AUGUST_DRAFT = "august-draft"
    PUBLISHED = "published"

    def __str__(self) -> str:
        return str(self.value)
