// The public gamekeeper API, as any front end calls it: JSON in, JSON or SVG out, and every
// error an RFC 9457 problem whose detail is worth showing to the player.

export const SEAT_TOKEN_HEADER = "Gamekeeper-Seat-Token";

export class Problem extends Error {
  constructor(status, body) {
    const detail = typeof body === "object" && body ? body.detail || body.title : String(body);
    super(detail || `HTTP ${status}`);
    this.status = status;
    this.body = body;
  }
}

async function call(method, path, { body, token } = {}) {
  const headers = { accept: "application/json, image/svg+xml, application/problem+json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers[SEAT_TOKEN_HEADER] = token;
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const type = response.headers.get("content-type") || "";
  const answer = type.includes("json") ? await response.json() : await response.text();
  if (!response.ok) throw new Problem(response.status, answer);
  return answer;
}

/** One game's endpoints; `token(seat)` gives the seat token to send for that seat, if any. */
export function gameApi(gameId, token) {
  const rules = (endpoint, body, seat) =>
    call("POST", `/v1/games/${gameId}/${endpoint}`, { body, token: token(seat) });
  return {
    newGame: (setup) => rules("states", setup, null),
    legalMoves: (state, seat) => rules("legal-moves", { state, seat }, seat),
    apply: (state, move, seat) => rules("apply", { state, move }, seat),
    score: (state) => rules("score", { state }, null),
    render: (state, seat, plan) => rules("render", { state, seat, plan: plan || [] }, seat),
    askHint: (state, seat, kind) => rules("hints", { state, seat, kind }, seat),
  };
}

export const games = () => call("GET", "/v1/games");
export const hint = (link) => call("GET", link);
export const cancelHint = (link) => call("DELETE", link);
