// Plays one Troll Party match to the end through the match client: seat n on the service at
// urls[n], each seat following its own pushes and moving when it may; checks that no seat's
// view ever shows another seat's hand. Prints one JSON line.
// Usage: node dist/src/play-match.js URL_SEAT_0 URL_SEAT_1 [client address for X-Forwarded-For]

import { Gamekeeper, PreconditionFailed } from "./gamekeeper.js";
import { MatchSeat, type MatchView, createMatch } from "./matches.js";

const MAX_MOVES = 2000;

function hands(view: MatchView): string[][] {
  return (view.view["hands"] ?? []) as string[][];
}

async function playSeat(seat: MatchSeat, counts: { moves: number; views: number }): Promise<MatchView> {
  const abort = new AbortController();
  const pushed = seat.views(abort.signal);
  let view = (await pushed.next()).value as MatchView;
  for (;;) {
    hands(view).forEach((hand, other) => {
      if (other !== view.seat && hand.some((card) => card !== "hidden")) {
        throw new Error(`seat ${view.seat} sees seat ${other}'s hand: ${hand}`);
      }
    });
    if (view.status !== "ongoing") break;
    const mine = view.legal_moves;
    if (mine.length > 0) {
      if (counts.moves++ > MAX_MOVES) throw new Error(`no end after ${MAX_MOVES} moves`);
      try {
        view = await seat.move(mine[0]!); // the answer is the seat's view after its move
        continue;
      } catch (error) {
        if (!(error instanceof PreconditionFailed)) throw error; // another seat moved first
      }
    }
    const next = await pushed.next(); // wait for another seat's change
    if (next.done) break;
    view = next.value;
    counts.views++;
  }
  abort.abort();
  return view;
}

async function main(urls: string[], address?: string): Promise<void> {
  const [first, second] = urls;
  if (!first || !second) throw new Error("usage: play-match.js URL_SEAT_0 URL_SEAT_1 [address]");
  const services = [new Gamekeeper(first), new Gamekeeper(second)];
  const headers: Record<string, string> = address ? { "X-Forwarded-For": address } : {};
  const created = await createMatch(services[0]!, { game: "troll-party", setup: { players: 2 } }, headers);
  const seats = created.seat_tokens.map(
    (token, n) => new MatchSeat(services[n]!, urls[n]!, created.id, token),
  );
  const counts = { moves: 0, views: 0 }; // views: those pushed while a seat waited
  const last = await Promise.all(seats.map((seat) => playSeat(seat, counts)));
  const versions = last.map((view) => view.version);
  if (versions[0] !== versions[1]) throw new Error(`the seats ended at versions ${versions}`);
  console.log(JSON.stringify({ match: created.id, status: last[0]!.status, version: versions[0], ...counts }));
}

main(process.argv.slice(2, 4), process.argv[4]).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
