from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.draggmar_match_request import DraggmarMatchRequest
from ...models.match_created import MatchCreated
from ...models.problem import Problem
from ...models.thrag_match_request import ThragMatchRequest
from ...models.trogdor_match_request import TrogdorMatchRequest
from ...models.troll_party_match_request import TrollPartyMatchRequest
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DraggmarMatchRequest
    | ThragMatchRequest
    | TrogdorMatchRequest
    | TrollPartyMatchRequest,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches",
    }

    if (
        isinstance(body, DraggmarMatchRequest)
        or isinstance(body, ThragMatchRequest)
        or isinstance(body, TrogdorMatchRequest)
    ):
        _kwargs["json"] = body.to_dict()
    else:
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchCreated | Problem | None:
    if response.status_code == 201:
        response_201 = MatchCreated.from_dict(response.json())

        return response_201

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MatchCreated | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarMatchRequest
    | ThragMatchRequest
    | TrogdorMatchRequest
    | TrollPartyMatchRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[MatchCreated | Problem]:
    """Create a match: the service holds its state; one token per seat

    Args:
        x_request_id (str | Unset):
        body (DraggmarMatchRequest | ThragMatchRequest | TrogdorMatchRequest |
            TrollPartyMatchRequest): Create a match: the game's set-up, and whether the host may undo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarMatchRequest
    | ThragMatchRequest
    | TrogdorMatchRequest
    | TrollPartyMatchRequest,
    x_request_id: str | Unset = UNSET,
) -> MatchCreated | Problem | None:
    """Create a match: the service holds its state; one token per seat

    Args:
        x_request_id (str | Unset):
        body (DraggmarMatchRequest | ThragMatchRequest | TrogdorMatchRequest |
            TrollPartyMatchRequest): Create a match: the game's set-up, and whether the host may undo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchCreated | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarMatchRequest
    | ThragMatchRequest
    | TrogdorMatchRequest
    | TrollPartyMatchRequest,
    x_request_id: str | Unset = UNSET,
) -> Response[MatchCreated | Problem]:
    """Create a match: the service holds its state; one token per seat

    Args:
        x_request_id (str | Unset):
        body (DraggmarMatchRequest | ThragMatchRequest | TrogdorMatchRequest |
            TrollPartyMatchRequest): Create a match: the game's set-up, and whether the host may undo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchCreated | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarMatchRequest
    | ThragMatchRequest
    | TrogdorMatchRequest
    | TrollPartyMatchRequest,
    x_request_id: str | Unset = UNSET,
) -> MatchCreated | Problem | None:
    """Create a match: the service holds its state; one token per seat

    Args:
        x_request_id (str | Unset):
        body (DraggmarMatchRequest | ThragMatchRequest | TrogdorMatchRequest |
            TrollPartyMatchRequest): Create a match: the game's set-up, and whether the host may undo.

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchCreated | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            x_request_id=x_request_id,
        )
    ).parsed
