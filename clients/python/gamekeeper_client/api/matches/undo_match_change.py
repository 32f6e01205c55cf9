from http import HTTPStatus
from typing import Any
from urllib.parse import quote

import httpx

from ... import errors
from ...client import AuthenticatedClient, Client
from ...models.match_view import MatchView
from ...models.problem import Problem
from ...types import UNSET, Response, Unset


def _get_kwargs(
    match_id: str,
    *,
    authorization: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    if not isinstance(authorization, Unset):
        headers["Authorization"] = authorization

    if not isinstance(if_match, Unset):
        headers["If-Match"] = if_match

    if not isinstance(x_request_id, Unset):
        headers["X-Request-ID"] = x_request_id

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/v1/matches/{match_id}/undo".format(
            match_id=quote(str(match_id), safe=""),
        ),
    }

    _kwargs["headers"] = headers
    return _kwargs


def _parse_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> MatchView | Problem | None:
    if response.status_code == 200:
        response_200 = MatchView.from_dict(response.json())

        return response_200

    if response.status_code == 400:
        response_400 = Problem.from_dict(response.json())

        return response_400

    if response.status_code == 403:
        response_403 = Problem.from_dict(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = Problem.from_dict(response.json())

        return response_404

    if response.status_code == 412:
        response_412 = Problem.from_dict(response.json())

        return response_412

    if response.status_code == 422:
        response_422 = Problem.from_dict(response.json())

        return response_422

    if response.status_code == 428:
        response_428 = Problem.from_dict(response.json())

        return response_428

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(
    *, client: AuthenticatedClient | Client, response: httpx.Response
) -> Response[MatchView | Problem]:
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
    authorization: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[MatchView | Problem]:
    """The host takes back the last change (if allowed at creation)

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <host token> from POST /v1/matches
        if_match (str | Unset): the ETag of the version the change is made from: another version
            is 412, none is 428
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchView | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        authorization=authorization,
        if_match=if_match,
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
    authorization: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> MatchView | Problem | None:
    """The host takes back the last change (if allowed at creation)

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <host token> from POST /v1/matches
        if_match (str | Unset): the ETag of the version the change is made from: another version
            is 412, none is 428
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchView | Problem
    """

    return sync_detailed(
        match_id=match_id,
        client=client,
        authorization=authorization,
        if_match=if_match,
        x_request_id=x_request_id,
    ).parsed


async def asyncio_detailed(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    authorization: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> Response[MatchView | Problem]:
    """The host takes back the last change (if allowed at creation)

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <host token> from POST /v1/matches
        if_match (str | Unset): the ETag of the version the change is made from: another version
            is 412, none is 428
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[MatchView | Problem]
    """

    kwargs = _get_kwargs(
        match_id=match_id,
        authorization=authorization,
        if_match=if_match,
        x_request_id=x_request_id,
    )

    response = await client.get_async_httpx_client().request(**kwargs)

    return _build_response(client=client, response=response)


async def asyncio(
    match_id: str,
    *,
    client: AuthenticatedClient | Client,
    authorization: str | Unset = UNSET,
    if_match: str | Unset = UNSET,
    x_request_id: str | Unset = UNSET,
) -> MatchView | Problem | None:
    """The host takes back the last change (if allowed at creation)

    Args:
        match_id (str): the match's id
        authorization (str | Unset): Bearer <host token> from POST /v1/matches
        if_match (str | Unset): the ETag of the version the change is made from: another version
            is 412, none is 428
        x_request_id (str | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        MatchView | Problem
    """

    return (
        await asyncio_detailed(
            match_id=match_id,
            client=client,
            authorization=authorization,
            if_match=if_match,
            x_request_id=x_request_id,
        )
    ).parsed
