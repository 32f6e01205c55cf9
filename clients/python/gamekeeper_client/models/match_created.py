from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Self, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.match_links import MatchLinks


T = TypeVar("T", bound="MatchCreated")


@_attrs_define
class MatchCreated:
    """
    Attributes:
        game (str):
        host_token (str): the host's bearer token (undo, if allowed)
        id (str):
        links (MatchLinks):
        seat_tokens (list[str]): seat n's bearer token: Authorization: Bearer
        version (int):
    """

    game: str
    host_token: str
    id: str
    links: MatchLinks
    seat_tokens: list[str]
    version: int
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        game = self.game

        host_token = self.host_token

        id = self.id

        links = self.links.to_dict()

        seat_tokens = self.seat_tokens

        version = self.version

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "game": game,
                "host_token": host_token,
                "id": id,
                "links": links,
                "seat_tokens": seat_tokens,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls, src_dict: Mapping[str, Any]) -> Self:
        from ..models.match_links import MatchLinks

        d = dict(src_dict)
        game = d.pop("game")

        host_token = d.pop("host_token")

        id = d.pop("id")

        links = MatchLinks.from_dict(d.pop("links"))

        seat_tokens = cast(list[str], d.pop("seat_tokens"))

        version = d.pop("version")

        match_created = cls(
            game=game,
            host_token=host_token,
            id=id,
            links=links,
            seat_tokens=seat_tokens,
            version=version,
        )

        match_created.additional_properties = d
        return match_created

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
