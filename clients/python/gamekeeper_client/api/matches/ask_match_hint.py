from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.hint import Hint
from ...models.match_hint_request import MatchHintRequest
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    body: MatchHintRequest,
    authorization: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(authorization, Unset):
        headers["Authorization"] = authorization

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/hints".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Hint | Problem | None:
    if response.status_code == 200:
        response_200 = Hint.from_dict(response.json())

        return response_200

    if response.status_code == 202:
        response_202 = Hint.from_dict(response.json())

        return response_202

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 429:
        response_429 = Problem.from_dict(response.json())

        return response_429

    if response.status_code == 503:
        response_503 = Problem.from_dict(response.json())

        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[Hint | Problem]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MatchHintRequest,
    authorization: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Hint | Problem]:
    """Ask a hint for the seat on the match's current state

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <token>: a seat's token from POST /v1/matches (its
            view and moves); without it, the spectators' view; any other token is 403
        x_request_id (str | Unset):
        body (MatchHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        authorization=authorization,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MatchHintRequest,
    authorization: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Hint | Problem | None:
    """Ask a hint for the seat on the match's current state

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <token>: a seat's token from POST /v1/matches (its
            view and moves); without it, the spectators' view; any other token is 403
        x_request_id (str | Unset):
        body (MatchHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        body=body,
        authorization=authorization,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MatchHintRequest,
    authorization: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Hint | Problem]:
    """Ask a hint for the seat on the match's current state

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <token>: a seat's token from POST /v1/matches (its
            view and moves); without it, the spectators' view; any other token is 403
        x_request_id (str | Unset):
        body (MatchHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        body=body,
        authorization=authorization,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    body: MatchHintRequest,
    authorization: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Hint | Problem | None:
    """Ask a hint for the seat on the match's current state

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <token>: a seat's token from POST /v1/matches (its
            view and moves); without it, the spectators' view; any other token is 403
        x_request_id (str | Unset):
        body (MatchHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            body=body,
            authorization=authorization,
            x_request_id=x_request_id,
        )
    ).parsed
