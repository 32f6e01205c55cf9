// A small gamekeeper client in TypeScript, typed only by the types generated from the OpenAPI
// document (`npm run generate`): create a Troll Party game, list a seat's legal moves with its
// seat token, apply one, narrate its events by type, and read the Problem of a refused request.
// `npm run check` type-checks it with `tsc --strict`; the test suite runs that check.

import type {
  Problem,
  TrollPartyApplyRequest,
  TrollPartyEvent,
  TrollPartyLegalMoves,
  TrollPartyLegalMovesRequest,
  TrollPartyNewGame,
  TrollPartyStep,
  paths,
} from "./generated/gamekeeper";

type Move = TrollPartyApplyRequest["move"];
type Answer<T> = { ok: true; body: T; etag: string | null } | { ok: false; problem: Problem };

// every error the API answers is application/problem+json, declared per operation
type ApplyProblem =
  paths["/v1/games/troll-party/apply"]["post"]["responses"][422]["content"]["application/problem+json"];
const sameShape: ApplyProblem extends Problem ? true : false = true;

async function post<T>(
  base: string,
  path: keyof paths,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer<T>> {
  const response = await fetch(base + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    return { ok: false, problem: (await response.json()) as Problem };
  }
  return { ok: true, body: (await response.json()) as T, etag: response.headers.get("ETag") };
}

/** What a move does, for a button: each move type narrows to its own fields. */
function describe(move: Move): string {
  switch (move.type) {
    case "place_card":
      return `seat ${move.seat} places a card at table ${move.table}`;
    case "move_goat":
      return `seat ${move.seat} moves a goat from table ${move.from_table} to ${move.to_table}`;
    default:
      return move.type;
  }
}

/** What happened, for an animation: each event type narrows to its own fields. */
export function animate(event: TrollPartyEvent): string {
  switch (event.type) {
    case "cards_revealed":
      return `table ${event.table} turns up ${event.cards.join(", ")}`;
    case "goat_moved":
      return `a goat runs from table ${event.from_table} to ${event.to_table}`;
    default:
      return event.text;
  }
}

export async function playOneMove(base: string): Promise<string> {
  const setup: TrollPartyNewGame = { players: 3 }; // every other field has a default
  const created = await post<TrollPartyStep>(base, "/v1/games/troll-party/states", setup);
  if (!created.ok) return created.problem.detail;
  const step = created.body;
  const seat = step.state.to_act[0] ?? 0;
  const token = step.seat_tokens?.[seat];
  const tokenHeader: Record<string, string> = token ? { "Gamekeeper-Seat-Token": token } : {};

  const ask: TrollPartyLegalMovesRequest = { state: step.state, seat };
  const legal = await post<TrollPartyLegalMoves>(
    base,
    "/v1/games/troll-party/legal-moves",
    ask,
    tokenHeader,
  );
  if (!legal.ok) return legal.problem.detail;
  const first = legal.body.moves[0];
  if (first === undefined) return "no legal move";

  const apply: TrollPartyApplyRequest = { state: step.state, move: first.move };
  const applied = await post<TrollPartyStep>(base, "/v1/games/troll-party/apply", apply, {
    ...tokenHeader,
    ...(created.etag ? { "If-Match": created.etag } : {}),
  });
  if (!applied.ok) return applied.problem.detail;

  // the same move again, from the state it was made on with the new state's tag: a 412 Problem
  const again = await post<TrollPartyStep>(base, "/v1/games/troll-party/apply", apply, {
    ...tokenHeader,
    "If-Match": applied.etag ?? "*",
  });
  if (!again.ok) {
    const { type, title, status, detail } = again.problem;
    return `${describe(first.move)}; then ${status} ${title} (${type}): ${detail} ${sameShape}`;
  }
  return describe(first.move);
}

// the generated types are precise: these must not compile
// @ts-expect-error players is a number
const wrongPlayers: TrollPartyNewGame = { players: "3" };
// @ts-expect-error a move needs its type tag
const untagged: Move = { seat: 0, table: 1, card: "purple-1" };
// @ts-expect-error a Problem's type is one of the documented problem types
const unknownProblem: Problem["type"] = "https://gamekeeper.dev/problems/no-such-problem";
// @ts-expect-error an event has its type's fields only: a revealed table has no seat
const unseated = (event: TrollPartyEvent) => event.type === "cards_revealed" && event.seat;
export const refused = [wrongPlayers, untagged, unknownProblem, unseated];
