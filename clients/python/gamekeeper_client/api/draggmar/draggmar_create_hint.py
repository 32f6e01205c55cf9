from http import HTTPStatus
from typing import Any

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.draggmar_hint_request import DraggmarHintRequest
from ...models.hint import Hint
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    *,
    body: DraggmarHintRequest,
    gamekeeper_seat_token: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(gamekeeper_seat_token, Unset):
        headers["Gamekeeper-Seat-Token"] = gamekeeper_seat_token

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/games/draggmar/hints",
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

    if response.status_code == 409:
        response_409 = Problem.from_dict(response.json())

        return response_409

    if response.status_code == 413:
        response_413 = Problem.from_dict(response.json())

        return response_413

    if response.status_code == 415:
        response_415 = Problem.from_dict(response.json())

        return response_415

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
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarHintRequest,
    gamekeeper_seat_token: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Hint | Problem]:
    """Ask for a hint: solved by a background worker; poll the Location

    Args:
        gamekeeper_seat_token (str | Unset): the seat's token from POST /states or /replay
            (digital mode): needed for every move of that seat (403 forbidden-seat without it), and in
            a game with hidden information it opens that seat's view and secret moves; a wrong token
            is 403 forbidden-seat
        x_request_id (str | Unset):
        body (DraggmarHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        gamekeeper_seat_token=gamekeeper_seat_token,
        x_request_id=x_request_id,
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)


def sync(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarHintRequest,
    gamekeeper_seat_token: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Hint | Problem | None:
    """Ask for a hint: solved by a background worker; poll the Location

    Args:
        gamekeeper_seat_token (str | Unset): the seat's token from POST /states or /replay
            (digital mode): needed for every move of that seat (403 forbidden-seat without it), and in
            a game with hidden information it opens that seat's view and secret moves; a wrong token
            is 403 forbidden-seat
        x_request_id (str | Unset):
        body (DraggmarHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return sync_detailed(
        client=client,
        body=body,
        gamekeeper_seat_token=gamekeeper_seat_token,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarHintRequest,
    gamekeeper_seat_token: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[Hint | Problem]:
    """Ask for a hint: solved by a background worker; poll the Location

    Args:
        gamekeeper_seat_token (str | Unset): the seat's token from POST /states or /replay
            (digital mode): needed for every move of that seat (403 forbidden-seat without it), and in
            a game with hidden information it opens that seat's view and secret moves; a wrong token
            is 403 forbidden-seat
        x_request_id (str | Unset):
        body (DraggmarHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Hint | Problem]
    """

    kwargs = _get_kwargs(
        body=body,
        gamekeeper_seat_token=gamekeeper_seat_token,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: DraggmarHintRequest,
    gamekeeper_seat_token: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Hint | Problem | None:
    """Ask for a hint: solved by a background worker; poll the Location

    Args:
        gamekeeper_seat_token (str | Unset): the seat's token from POST /states or /replay
            (digital mode): needed for every move of that seat (403 forbidden-seat without it), and in
            a game with hidden information it opens that seat's view and secret moves; a wrong token
            is 403 forbidden-seat
        x_request_id (str | Unset):
        body (DraggmarHintRequest):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Hint | Problem
    """

    return (
        await asyncio_detailed(
            client=client,
            body=body,
            gamekeeper_seat_token=gamekeeper_seat_token,
            x_request_id=x_request_id,
        )
    ).parsed
