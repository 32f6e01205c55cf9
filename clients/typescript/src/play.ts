// Plays one game of every game the service lists, to the end, through the client library, with
// each seat moving with its own token and the service's own random seed, then waits for every
// hint kind; prints one JSON line per game and exits 1 on the first error.
// Usage: node dist/play.js http://127.0.0.1:8000

import { type GameId, Gamekeeper, GamekeeperError } from "./gamekeeper.js";

const MAX_MOVES = 5000;
const HINT_TRIES = 40;

async function main(url: string): Promise<void> {
  const service = new Gamekeeper(url);
  for (const summary of await service.games()) {
    const game = service.game(summary.id as GameId);
    let step = await game.new();
    let moves = 0;
    while (!step.over) {
      if (moves++ >= MAX_MOVES) throw new Error(`${summary.id}: no end after ${MAX_MOVES} moves`);
      const seat = step.toAct[Math.floor(Math.random() * step.toAct.length)] as number;
      const legal = await step.legalMoves(seat);
      step = await step.apply(legal[Math.floor(Math.random() * legal.length)]!, seat);
    }
    const score = await step.score();
    const hints: string[] = [];
    for (const kind of summary.hint_kinds) {
      let fresh = await game.new();
      let result;
      // a kind for a later decision (Draggmar's equip: a room) is unsolvable until it comes:
      // the game moves on by its first legal move meanwhile
      for (let tries = 0; result === undefined; tries++) {
        try {
          result = await (await fresh.hint(kind.name, { budgetMs: 300 })).wait();
        } catch (error) {
          if (!(error instanceof GamekeeperError && error.kind === "unsolvable") || tries >= HINT_TRIES)
            throw error;
          const seat = fresh.toAct[0] as number;
          fresh = await fresh.apply((await fresh.legalMoves(seat))[0]!, seat);
        }
      }
      const [first] = result.moves;
      if (first === undefined) throw new Error(`${summary.id} ${kind.name}: no moves`);
      await fresh.apply(first, fresh.toAct[0]); // a hint's move is the game's, as apply takes it
      hints.push(kind.name);
    }
    console.log(JSON.stringify({ game: summary.id, moves, status: score.status, hints }));
  }
}

main(process.argv[2] ?? "http://127.0.0.1:8000").catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
