// gamekeeper's TypeScript client: openapi-fetch over the types openapi-typescript generates from
// the committed OpenAPI document (`npm run generate`), with a small layer a front end wants from
// day one: seat tokens and ETags carried in a Step, hints awaited with `Prefer: wait`, 429/503
// retried after `Retry-After`, and every problem thrown as the error class of its type. Each
// game's Step, moves and set-up are typed from the document by the game's id.

import createClient from "openapi-fetch";
import type { components, paths } from "../generated/gamekeeper.js";

type Schemas = components["schemas"];
export type Problem = Schemas["Problem"];
export type GameSummary = Schemas["GameSummary"];
export type Hint = Schemas["Hint"];
export type HintResult = Schemas["HintResult"];

type PathName = Extract<keyof paths, string>;
/** Every game the document serves, from its `/v1/games/{id}/apply` paths. */
export type GameId = {
  [P in PathName]: P extends `/v1/games/${infer G}/apply` ? G : never;
}[PathName];

type Post<P> = P extends PathName ? paths[P]["post"] : never;
type JsonBody<P> =
  Post<P> extends { requestBody?: { content: { "application/json": infer B } } } ? B : never;
type JsonAnswer<P, S extends number> =
  Post<P> extends { responses: { [K in S]: { content: { "application/json": infer A } } } }
    ? A
    : never;
type Field<T, K extends string> = T extends Record<K, infer V> ? V : never;

// What every game's shapes share, so the generic code below can read it; each game's own
// types (ThragStep, TrogdorMove...) come from the document through the aliases.
type CommonState = { to_act: number[]; status: string };
type CommonStep = { state: CommonState; events: unknown[]; seat_tokens?: string[] | null };
type CommonMove = { type: string; seat?: number | null };
type CommonLegalMove = { move: CommonMove; label: string; seat: number | null };

export type NewGameOf<G extends GameId> = JsonBody<`/v1/games/${G}/states`>;
export type StepOf<G extends GameId> = JsonAnswer<`/v1/games/${G}/apply`, 200> & CommonStep;
export type StateOf<G extends GameId> = StepOf<G>["state"];
export type MoveOf<G extends GameId> = Field<JsonBody<`/v1/games/${G}/apply`>, "move"> &
  CommonMove;
export type LegalMoveOf<G extends GameId> = (Field<
  JsonAnswer<`/v1/games/${G}/legal-moves`, 200>,
  "moves"
> extends (infer M)[]
  ? M
  : never) &
  CommonLegalMove;
export type ScoreOf<G extends GameId> = JsonAnswer<`/v1/games/${G}/score`, 200> & {
  status: string;
};
/** One of the game's events: its `type` narrows it to its own fields (the card drawn...). */
export type EventOf<G extends GameId> = StepOf<G>["events"][number];
// distributed over a union of games (G extends GameId), each game's own
export type HintKindOf<G extends GameId> = G extends GameId
  ? JsonBody<`/v1/games/${G}/hints`> extends { kind?: infer K }
    ? Exclude<K, undefined>
    : never
  : never;
/** The results of the game's hint kinds: `moves` are the game's, for `apply` as they are. */
export type HintResultOf<G extends GameId> = G extends GameId
  ? Extract<HintResult, { moves: Field<JsonBody<`/v1/games/${G}/apply`>, "move">[] }>
  : never;

/** A problem the API answered (RFC 9457), thrown; `problem` holds its body. */
export class GamekeeperError extends Error {
  readonly kind: string;
  constructor(readonly problem: Problem) {
    super(`${problem.status} ${problem.title}: ${problem.detail}`);
    this.kind = problem.type.split("/").pop() ?? "problem";
    this.name = new.target.name;
  }
}
export class Validation extends GamekeeperError {}
export class ForbiddenSeat extends GamekeeperError {}
export class NotFound extends GamekeeperError {}
export class GameOver extends GamekeeperError {}
export class PreconditionFailed extends GamekeeperError {}
export class InvalidState extends GamekeeperError {}
export class TamperedState extends GamekeeperError {}
export class IllegalMove extends GamekeeperError {}
export class WrongGame extends GamekeeperError {}
export class RateLimited extends GamekeeperError {}
export class HintFailed extends GamekeeperError {}
export class HintsUnavailable extends GamekeeperError {}

const ERRORS: Record<string, new (problem: Problem) => GamekeeperError> = {
  validation: Validation,
  "forbidden-seat": ForbiddenSeat,
  "not-found": NotFound,
  "game-over": GameOver,
  "precondition-failed": PreconditionFailed,
  "invalid-state": InvalidState,
  "tampered-state": TamperedState,
  "illegal-move": IllegalMove,
  "wrong-game": WrongGame,
  "rate-limited": RateLimited,
  "hint-failed": HintFailed,
  "hints-unavailable": HintsUnavailable,
};

/** The error of a problem's type; a type this client does not know yet gives the base class. */
export function problemError(problem: Problem): GamekeeperError {
  const Kind = ERRORS[problem.type.split("/").pop() ?? ""] ?? GamekeeperError;
  return new Kind(problem);
}

/** A fetch that sends a request again after a 429 or 503, waiting its `Retry-After` (the
 * server refuses these before doing anything, so every method may be retried). openapi-fetch
 * hands fetch a Request, whose body can be read once: each attempt sends a clone. */
export function retryingFetch(attempts = 5, maxWaitS = 60): (request: Request) => Promise<Response> {
  return async (request: Request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await fetch(request.clone());
      if (![429, 503].includes(response.status) || attempt >= attempts) return response;
      const waitS = Math.min(Number(response.headers.get("Retry-After") ?? "1") || 1, maxWaitS);
      await new Promise((resolve) => setTimeout(resolve, waitS * 1000));
    }
  };
}

const PENDING = ["queued", "started"];
const SERVER_WAIT_S = 20;

type Answer = { data?: unknown; error?: unknown; response: Response };

function ok<T>(answer: Answer): T {
  if (answer.error !== undefined) throw problemError(answer.error as Problem);
  return answer.data as T;
}

export class Gamekeeper {
  readonly client: ReturnType<typeof createClient<paths>>;

  constructor(baseUrl: string, options: { retries?: number } = {}) {
    this.client = createClient<paths>({ baseUrl, fetch: retryingFetch(options.retries ?? 5) });
  }

  async games(): Promise<GameSummary[]> {
    return ok(await this.client.GET("/v1/games"));
  }

  game<G extends GameId>(id: G): Game<G> {
    return new Game(this, id);
  }

  /** A hint asked earlier, by its id. */
  async hint(id: string, waitS = 0): Promise<Hint> {
    const headers = waitS > 0 ? { Prefer: `wait=${Math.min(waitS, SERVER_WAIT_S)}` } : {};
    return ok(await this.client.GET("/v1/hints/{hint_id}", { params: { path: { hint_id: id }, header: headers } }));
  }
}

export class Game<G extends GameId> {
  constructor(
    readonly service: Gamekeeper,
    readonly id: G,
  ) {}

  /** POST to one of this game's endpoints. The paths are built from the id, so the call is
   * typed by the aliases above rather than by openapi-fetch's per-literal overloads. */
  async post(endpoint: string, body: unknown, headers: Record<string, string | undefined> = {}): Promise<Answer> {
    const header = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined));
    const path = `/v1/games/${this.id}/${endpoint}` as "/v1/games/thrag/apply";
    return this.service.client.POST(path, { body: body as never, params: { header } as never });
  }

  /** A new game (all set-up fields optional: digital mode, the default seats and a seed the
   * service draws). */
  async new(setup: NewGameOf<G> = {} as NewGameOf<G>): Promise<Step<G>> {
    const answer = await this.post("states", setup);
    const step = ok<StepOf<G>>(answer);
    return new Step(this, step, answer.response.headers.get("ETag"), step.seat_tokens ?? []);
  }
}

export class Step<G extends GameId> {
  constructor(
    readonly game: Game<G>,
    readonly step: StepOf<G>,
    readonly etag: string | null,
    readonly seatTokens: readonly string[],
  ) {}

  // TypeScript cannot relate a generic game's fields to their common part: the two casts say
  // what the aliases guarantee for every concrete game
  get state(): StateOf<G> {
    return this.step.state as StateOf<G>;
  }
  get events(): EventOf<G>[] {
    return this.step.events as EventOf<G>[];
  }
  get toAct(): number[] {
    return this.state.to_act;
  }
  get status(): string {
    return this.state.status;
  }
  get over(): boolean {
    return this.status !== "ongoing";
  }

  token(seat: number | null | undefined): string | undefined {
    return seat === null || seat === undefined ? undefined : this.seatTokens[seat];
  }

  /** The seat's moves now, secret ones included (its token is sent for you). */
  async legalMoves(seat: number): Promise<LegalMoveOf<G>[]> {
    const answer = await this.game.post("legal-moves", { state: this.state, seat }, {
      "Gamekeeper-Seat-Token": this.token(seat),
    });
    return ok<{ moves: LegalMoveOf<G>[] }>(answer).moves;
  }

  /** The next Step after `move`, made with its seat's token (or the one seat to act). */
  async apply(move: MoveOf<G> | LegalMoveOf<G>, seat?: number): Promise<Step<G>> {
    const chosen: CommonMove = "label" in move ? move.move : move;
    const moving = seat ?? chosen.seat ?? (this.toAct.length === 1 ? this.toAct[0] : undefined);
    const answer = await this.game.post("apply", { state: this.state, move: chosen }, {
      "If-Match": this.etag ?? undefined,
      "Gamekeeper-Seat-Token": this.token(moving),
    });
    const next = ok<StepOf<G>>(answer);
    return new Step(this.game, next, answer.response.headers.get("ETag"), this.seatTokens);
  }

  async score(): Promise<ScoreOf<G>> {
    return ok(await this.game.post("score", { state: this.state }));
  }

  /** Ask a hint of `kind` for `seat` (default: the first seat to act); `wait()` for it. */
  async hint(
    kind: HintKindOf<G>,
    options: { seat?: number; budgetMs?: number } = {},
  ): Promise<PendingHint<G>> {
    const seat = options.seat ?? this.toAct[0];
    const body = { state: this.state, kind, seat, budget_ms: options.budgetMs };
    const asked = ok<Hint>(await this.game.post("hints", body, { "Gamekeeper-Seat-Token": this.token(seat) }));
    return new PendingHint<G>(this.game.service, asked);
  }
}

export class PendingHint<G extends GameId> {
  constructor(
    readonly service: Gamekeeper,
    public hint: Hint,
  ) {}

  /** The result, its moves the game's (apply them as they are); a failed hint throws its
   * problem, one not done in `timeoutS` throws. */
  async wait(timeoutS = 60): Promise<HintResultOf<G>> {
    const deadline = Date.now() + timeoutS * 1000;
    while (PENDING.includes(this.hint.status)) {
      const leftS = Math.floor((deadline - Date.now()) / 1000);
      if (leftS <= 0) throw new Error(`hint ${this.hint.id} is still ${this.hint.status} after ${timeoutS} s`);
      this.hint = await this.service.hint(this.hint.id, Math.max(1, leftS));
    }
    // the hint was asked of game G: its result is one of G's kinds
    if (this.hint.status === "finished" && this.hint.result) return this.hint.result as HintResultOf<G>;
    if (this.hint.error) throw problemError(this.hint.error);
    throw new Error(`hint ${this.hint.id} ended ${this.hint.status}`);
  }
}
