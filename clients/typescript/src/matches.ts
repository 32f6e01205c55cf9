// Matches (/v1/matches): a line of play the service holds, for front ends without a server of
// their own. Create one, hand each seat its token, and let each seat's device follow the
// match's Server-Sent Events (`seat.views()`), which EventSource cannot do with a token: this
// reads the stream with fetch, resumes with Last-Event-ID after a dropped connection, and
// yields each view of the seat as it comes.

import type { components } from "../generated/gamekeeper.js";
import { type Gamekeeper, type GameId, PendingHint, type Hint, type Problem, problemError } from "./gamekeeper.js";

type Schemas = components["schemas"];
export type MatchRequest = Schemas["MatchRequest"];
export type MatchCreated = Schemas["MatchCreated"];
export type MatchView = Schemas["MatchView"];
export type MatchLegalMove = Schemas["MatchLegalMove"];

type Answer = { data?: unknown; error?: unknown; response: Response };

function ok<T>(answer: Answer): T {
  if (answer.error !== undefined) throw problemError(answer.error as Problem);
  return answer.data as T;
}

/** A new match: its tokens are shown this once (`created.seat_tokens[n]` is seat n's).
 * `headers`: extra request headers (a proxy's X-Forwarded-For in tests). */
export async function createMatch(
  service: Gamekeeper,
  request: MatchRequest,
  headers: Record<string, string> = {},
): Promise<MatchCreated> {
  return ok(await service.client.POST("/v1/matches", { body: request, headers }));
}

/** One seat of a match (no token: a spectator). It keeps the latest view and its ETag, which
 * every move sends as If-Match. */
export class MatchSeat {
  view: MatchView | null = null;
  etag: string | null = null;

  constructor(
    readonly service: Gamekeeper,
    readonly baseUrl: string,
    readonly matchId: string,
    readonly token?: string,
  ) {}

  private get auth(): Record<string, string> {
    return this.token ? { Authorization: `Bearer ${this.token}` } : {};
  }

  private keep(view: MatchView, etag: string | null): MatchView {
    if (!this.view || view.version > this.view.version) {
      this.view = view;
      this.etag = etag ?? `"v${view.version}"`;
    }
    return view;
  }

  /** The seat's view now. */
  async get(): Promise<MatchView> {
    const answer = await this.service.client.GET("/v1/matches/{match_id}", {
      params: { path: { match_id: this.matchId } },
      headers: this.auth,
    });
    return this.keep(ok(answer), answer.response.headers.get("ETag"));
  }

  /** Make the seat's `move` from the version it last saw; a 412 (someone moved first) throws
   * PreconditionFailed: take the newer view and choose again. */
  async move(move: MatchLegalMove["move"] | MatchLegalMove): Promise<MatchView> {
    const chosen = "label" in move && "move" in move ? (move as MatchLegalMove).move : move;
    const answer = await this.service.client.POST("/v1/matches/{match_id}/moves", {
      params: { path: { match_id: this.matchId } },
      body: { move: chosen as Record<string, unknown> },
      headers: { ...this.auth, "If-Match": this.etag ?? "" },
    });
    return this.keep(ok(answer), answer.response.headers.get("ETag"));
  }

  /** A hint for this seat on the match's current state; `wait()` for its result. */
  async hint(kind: string, budgetMs?: number): Promise<PendingHint<GameId>> {
    const answer = await this.service.client.POST("/v1/matches/{match_id}/hints", {
      params: { path: { match_id: this.matchId } },
      body: { kind, budget_ms: budgetMs },
      headers: this.auth,
    });
    return new PendingHint<GameId>(this.service, ok<Hint>(answer)); // a match's game: any
  }

  /** Every view of this seat as the service pushes it: the current one first, then one after
   * each change, until `signal` aborts or the match expires. */
  async *views(signal?: AbortSignal): AsyncGenerator<MatchView> {
    while (!signal?.aborted) {
      const headers: Record<string, string> = { Accept: "text/event-stream", ...this.auth };
      if (this.view) headers["Last-Event-ID"] = String(this.view.version);
      let response: Response;
      try {
        response = await fetch(`${this.baseUrl}/v1/matches/${this.matchId}/events`, { headers, signal });
      } catch (error) {
        if (signal?.aborted) return;
        throw error;
      }
      if (!response.ok || !response.body) throw problemError((await response.json()) as Problem);
      try {
        for await (const event of serverSentEvents(response.body)) {
          if (event.event === "gone") return;
          if (event.event === "view") {
            const view = JSON.parse(event.data) as MatchView;
            if (!this.view || view.version > this.view.version) yield this.keep(view, null);
          }
        }
      } catch (error) {
        if (signal?.aborted) return;
        // a dropped connection: resume after the last view, as EventSource would
      }
    }
  }
}

/** The events of a text/event-stream body: each block of `field: value` lines. */
export async function* serverSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<{ event: string; id: string | null; data: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
      const fields: Record<string, string> = {};
      for (const line of block.split(/\r?\n/)) {
        if (!line || line.startsWith(":")) continue;
        const at = line.indexOf(":");
        const name = at < 0 ? line : line.slice(0, at);
        const text = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
        fields[name] = name in fields ? `${fields[name]}\n${text}` : text;
      }
      if ("data" in fields) yield { event: fields.event ?? "message", id: fields.id ?? null, data: fields.data ?? "" };
    }
  }
}
