// The playground: any game the service lists, played through the public API only. Everything
// game-specific (variants, seats, modes, hint kinds, move labels, the picture of the table)
// comes from the service, so a new game or hint kind needs no change here.

import { Problem, cancelHint, gameApi, games, hint as getHint } from "./api.js";
import { drawInspector } from "./inspector.js";
import { groupMoves, humanize } from "./moves.js";

const $ = (id) => document.getElementById(id);
const HINT_DONE = new Set(["finished", "failed", "canceled"]);
const HINT_POLL_MS = 250;

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything the page knows: the service's catalogue and the game being played. */
const play = {
  catalogue: [],
  game: null, // the GameSummary of the game being played
  api: null,
  players: 1,
  steps: [], // every Step so far, the current one last: undo drops the last
  log: [], // log[i]: the label of the move that led to steps[i], and its events
  tokens: [], // seat tokens from POST /states (digital mode)
  seat: 0, // the seat whose view and choices are shown
  revealed: true, // false while the curtain hides a seat's view (hot-seat hand-over)
  plan: [], // a hint's moves, drawn on the board
  epoch: 0, // changes with the step or the seat: answers about an older one are dropped
  hint: null, // the link of the hint being solved
};

const current = () => play.steps[play.steps.length - 1];
const toAct = () => current().state.to_act || [];
const isOver = () => current().state.status !== "ongoing";
/** Hot-seat with secrets: each seat's view is hidden from the others between turns. */
const secretSeats = () => play.game.game_type.information === "imperfect" && play.players > 1;

function busy(yes) {
  $("app").setAttribute("aria-busy", String(yes));
  for (const button of document.querySelectorAll("#moves button, #undo, #hint-buttons button")) {
    button.disabled = yes || button.dataset.unavailable === "true";
  }
}

function report(error) {
  const box = $("problem");
  box.textContent = error instanceof Problem ? error.message : `Unexpected error: ${error}`;
  box.hidden = false;
}

/** Runs `action` with the page busy, showing what went wrong instead of failing silently. */
async function guarded(action) {
  busy(true);
  $("problem").hidden = true;
  try {
    await action();
  } catch (error) {
    report(error);
  } finally {
    busy(false);
  }
}

// --- set-up -----------------------------------------------------------------------------

function options(select, values, chosen) {
  select.replaceChildren(...values.map((v) => el("option", { value: v, textContent: v })));
  select.value = chosen;
}

function chooseGame() {
  const game = play.catalogue.find((g) => g.id === $("game").value);
  options($("variant"), game.variants, game.default_variant);
  options($("mode"), game.modes, game.modes[0]);
  Object.assign($("seats"), { min: game.players.min, max: game.players.max });
  $("seats").value = Math.min(Math.max(game.players.min, 2), game.players.max); // as `play` does
  $("seats-field").hidden = game.players.min === game.players.max;
  const type = game.game_type;
  const { min, max } = game.players;
  const seats = min === max ? `${min} seat${min === 1 ? "" : "s"}` : `${min}–${max} seats`;
  const hints = game.hint_kinds.map((k) => k.name).join(", ") || "none yet";
  $("game-about").textContent = [
    seats,
    type.utility,
    type.dynamics,
    `${type.information} information`,
    `hints: ${hints}`,
  ].join(" · ");
}

async function start(event) {
  event.preventDefault();
  const game = play.catalogue.find((g) => g.id === $("game").value);
  const players = Number($("seats").value) || game.players.min;
  const setup = { players, variant: $("variant").value, mode: $("mode").value };
  if ($("seed").value !== "") setup.seed = Number($("seed").value);
  await guarded(async () => {
    try {
      const api = gameApi(game.id, (seat) => (seat === null ? null : play.tokens[seat]));
      const step = await api.newGame(setup);
      Object.assign(play, { game, api, players, steps: [step], tokens: step.seat_tokens || [] });
      play.log = [{ label: "Set-up", events: step.events }];
      showSeat(toAct()[0] ?? 0);
      drawHintButtons();
      $("play").hidden = false;
      $("setup-box").open = false; // out of the way on a phone; one tap brings it back
      const seed = setup.seed === undefined ? "random seed" : `seed ${setup.seed}`;
      $("setup-summary").textContent =
        `New game (now: ${game.title}, ${setup.variant}, ${setup.mode}, ${seed})`;
      await show();
    } catch (error) {
      abandon();
      throw error; // guarded shows it
    }
  });
}

/** A start that failed leaves no table: the previous game's board must not stay on screen
 * under the new game's title, nor the new game's half-made one. */
function abandon() {
  newEpoch();
  play.steps = [];
  $("play").hidden = true;
  $("board").replaceChildren();
  $("moves").replaceChildren();
  $("setup-summary").textContent = "New game";
  $("setup-box").open = true;
  $("app").dataset.step = "0";
}

// --- seats ------------------------------------------------------------------------------

function showSeat(seat) {
  play.seat = seat;
  play.revealed = !secretSeats();
  newEpoch();
}

function newEpoch() {
  play.epoch += 1;
  play.plan = [];
  if (play.hint) cancelHint(play.hint).catch(() => {}); // nobody waits for it any more
  play.hint = null;
  $("hint").replaceChildren();
}

/** After a move: keep the seat if it still acts, else pass to the next seat that does. */
function followTurn() {
  const acting = toAct();
  if (acting.length === 0 || acting.includes(play.seat)) return;
  const next = acting.find((s) => s > play.seat) ?? acting[0];
  showSeat(next);
}

function drawSeatPicker() {
  const picker = $("seat-picker");
  picker.hidden = play.players < 2;
  $("hot-seat-note").hidden = !(secretSeats() && play.tokens.length > 0);
  const acting = toAct();
  picker.replaceChildren(
    el("span", { className: "label", textContent: "Seat shown:" }),
    ...Array.from({ length: play.players }, (_, seat) => {
      const button = el("button", {
        type: "button",
        textContent: `Seat ${seat}`,
        className: acting.includes(seat) ? "to-act" : "",
        title: acting.includes(seat) ? "to act now" : "",
        onclick: () => {
          if (seat === play.seat) return;
          showSeat(seat);
          guarded(show);
        },
      });
      button.setAttribute("aria-pressed", String(seat === play.seat));
      return button;
    }),
  );
}

function drawCurtain() {
  $("curtain").hidden = play.revealed;
  $("board").hidden = !play.revealed;
  $("curtain-text").textContent =
    `Pass the device to seat ${play.seat}. Nobody else should see the screen once it is shown.`;
  $("reveal").textContent = `Show seat ${play.seat}`;
}

// --- the table, the moves, the score, the events ----------------------------------------

function drawBoard(svgText) {
  const picture = new DOMParser().parseFromString(svgText, "image/svg+xml").documentElement;
  const svg = document.importNode(picture, true);
  // the viewBox scales it to the panel; "Zoom" shows it at its own size, scrolled sideways
  svg.style.setProperty("--own-width", `${svg.getAttribute("width")}px`);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("aria-hidden", "true");
  $("board").replaceChildren(svg);
  $("board").dataset.plan = String(play.plan.length);
}

function drawStatus() {
  const state = current().state;
  const parts = [`Turn ${state.turn}`];
  if (isOver()) parts.push(`game over: ${humanize(state.status)}`);
  else if (toAct().length)
    parts.push(
      `to act: ${toAct()
        .map((s) => `seat ${s}`)
        .join(", ")}`,
    );
  else if (state.pending_chance) parts.push("waiting for a draw or a roll");
  $("status").textContent = parts.join(" · ");
}

function moveButton(legal) {
  const chance = legal.probability !== null && legal.probability !== undefined;
  const button = el("button", {
    type: "button",
    className: chance ? "move chance" : "move",
    onclick: () => guarded(() => makeMove(legal)),
  });
  button.append(el("span", { textContent: legal.label }));
  if (chance) {
    button.append(
      el("span", { className: "odds", textContent: `${(legal.probability * 100).toFixed(0)}%` }),
    );
  }
  return button;
}

/** A part of a long group folds away: on a narrow screen only the first one starts open. */
function drawPart(part, index) {
  const buttons = el("div", { className: "buttons" }, ...part.moves.map(moveButton));
  if (!part.title) return buttons;
  const open = index === 0 || window.matchMedia("(min-width: 1000px)").matches;
  const summary = el("summary", { textContent: `${part.title} (${part.moves.length})` });
  return el("details", { className: "move-part", open }, summary, buttons);
}

function drawMoveGroups(title, moves) {
  return el(
    "section",
    { className: "move-group" },
    title ? el("h3", { textContent: title }) : null,
    ...groupMoves(moves).map((section) =>
      el(
        "div",
        { className: "move-type" },
        el("h4", { textContent: section.title }),
        ...section.parts.map(drawPart),
      ),
    ),
  );
}

function drawMoves(seatMoves) {
  const chance = current().legal_moves.filter((m) => m.seat === null);
  const parts = [];
  if (isOver()) parts.push(el("p", { className: "note", textContent: "The game is over." }));
  if (chance.length) {
    parts.push(drawMoveGroups("At the table: what was drawn or rolled?", chance));
  }
  if (seatMoves.length) {
    parts.push(drawMoveGroups(play.players > 1 ? `Seat ${play.seat}` : "", seatMoves));
  } else if (!isOver() && !chance.length && play.revealed) {
    const acting = toAct()
      .map((s) => `seat ${s}`)
      .join(", ");
    const waits = `Seat ${play.seat} waits (${acting} to act).`;
    parts.push(el("p", { className: "note", textContent: waits }));
  }
  $("moves").replaceChildren(...parts);
  $("undo").dataset.unavailable = String(play.steps.length < 2);
}

function flat(value) {
  if (value === null || typeof value !== "object") return String(value);
  if (Array.isArray(value)) return value.map(flat).join(", ") || "—";
  return Object.entries(value)
    .map(([k, v]) => `${k} ${flat(v)}`)
    .join(" · ");
}

function drawScore(score) {
  const winners = new Set(score.winners);
  const rows = Object.entries(score.scores).map(([seat, points]) =>
    el(
      "tr",
      { className: winners.has(Number(seat)) ? "winner" : "" },
      el("th", { scope: "row", textContent: `Seat ${seat}` }),
      el("td", { textContent: String(points) }),
      el("td", { textContent: winners.has(Number(seat)) ? "wins" : "" }),
    ),
  );
  const breakdown = Object.entries(score.breakdown).flatMap(([key, value]) => [
    el("dt", { textContent: humanize(key) }),
    el("dd", { textContent: flat(value) }),
  ]);
  $("score").replaceChildren(
    el("p", { className: "score-status", textContent: humanize(score.status) }),
    el("table", {}, el("tbody", {}, ...rows)),
    el("details", {}, el("summary", { textContent: "Breakdown" }), el("dl", {}, ...breakdown)),
  );
}

function drawEvents() {
  $("events").replaceChildren(
    ...play.log
      .map((entry) =>
        el(
          "li",
          {},
          el("span", { className: "cause", textContent: entry.label }),
          el("ul", {}, ...entry.events.map((e) => el("li", { textContent: e.text }))),
        ),
      )
      .reverse(),
  );
}

/** Draws the current step for the current seat: table, choices, score, hints. */
async function show() {
  const epoch = play.epoch;
  const state = current().state;
  const seat = play.seat;
  const asks = toAct().includes(seat) && play.revealed && !isOver();
  const [svg, legal, score] = await Promise.all([
    play.revealed ? play.api.render(state, seat, play.plan) : null,
    asks ? play.api.legalMoves(state, seat) : { moves: [] },
    play.api.score(state),
  ]);
  if (epoch !== play.epoch) return; // the seat or the step changed meanwhile
  drawSeatPicker();
  drawCurtain();
  drawStatus();
  if (svg !== null) drawBoard(svg);
  drawMoves(legal.moves.filter((m) => m.seat === seat));
  drawScore(score);
  drawEvents();
  drawHintAvailability();
  drawInspector({
    step: current(),
    gameId: play.game.id,
    seat,
    token: play.tokens[seat] ?? null,
    revealed: play.revealed,
  });
  $("app").dataset.step = String(play.steps.length);
}

async function makeMove(legal) {
  const step = await play.api.apply(current().state, legal.move, legal.seat);
  play.steps.push(step);
  play.log.push({
    label: legal.seat === null ? `Table: ${legal.label}` : `Seat ${legal.seat}: ${legal.label}`,
    events: step.events,
  });
  newEpoch();
  followTurn();
  await show();
}

async function undo() {
  play.steps.pop();
  play.log.pop();
  newEpoch();
  followTurn();
  await show();
}

// --- hints ------------------------------------------------------------------------------

function drawHintButtons() {
  const kinds = play.game.hint_kinds;
  $("hints-panel").hidden = kinds.length === 0;
  $("hint-buttons").replaceChildren(
    ...kinds.map((kind) =>
      el("button", {
        type: "button",
        textContent: `Hint: ${kind.name}`,
        title: kind.description,
        onclick: () => guarded(() => askHint(kind)),
      }),
    ),
  );
}

function drawHintAvailability() {
  const available = play.revealed && !isOver() && toAct().includes(play.seat) && !play.hint;
  for (const button of $("hint-buttons").children) button.dataset.unavailable = String(!available);
}

function drawHintProgress(kind, answer, startedAt) {
  const bar = el("progress", { max: kind.default_budget_ms });
  let text = "Queued: waiting for a hint worker…";
  if (answer.status === "started") {
    const elapsed = performance.now() - startedAt;
    bar.value = Math.min(elapsed, kind.default_budget_ms);
    text = `Solving… ${(elapsed / 1000).toFixed(1)} s of a ${kind.default_budget_ms / 1000} s budget`;
  }
  const cancel = el("button", {
    type: "button",
    textContent: "Cancel",
    onclick: () => cancelHint(answer.links.self).catch(report),
  });
  $("hint").replaceChildren(
    el("p", { className: "hint-status", textContent: text }),
    el("div", { className: "progress" }, bar, cancel),
  );
}

/** A value in the hint's unit: a probability as a percentage, anything else as it is. */
function amount(number, unit) {
  if (unit === "probability") return `${(number * 100).toFixed(1)}%`;
  return `${Number(number.toPrecision(4))} ${unit}`;
}

function describeQuality(quality, unit) {
  if (quality.kind === "optimal") return "optimal (proved)";
  const [lo, hi] = quality.interval95 || [];
  const interval =
    lo === undefined ? "" : `, 95% interval ${amount(lo, unit)} to ${amount(hi, unit)}`;
  return `estimate${interval}${quality.basis ? ` (${humanize(quality.basis)})` : ""}`;
}

function drawHintResult(kind, answer) {
  const box = $("hint");
  if (answer.status !== "finished") {
    const why = answer.error ? answer.error.detail : "the hint was canceled";
    box.replaceChildren(
      el("p", { className: "hint-status failed", textContent: `No hint: ${why}` }),
    );
    return;
  }
  const result = answer.result;
  const toggle = el("button", {
    type: "button",
    textContent: "Hide from the board",
    onclick: () =>
      guarded(async () => {
        play.plan = play.plan.length ? [] : result.moves;
        toggle.textContent = play.plan.length ? "Hide from the board" : "Show on the board";
        drawBoard(await play.api.render(current().state, play.seat, play.plan));
      }),
  });
  const { value, quality, stats } = result;
  const note = quality.note
    ? el(
        "details",
        {},
        el("summary", { textContent: "About this estimate" }),
        el("p", { textContent: quality.note }),
      )
    : null;
  const solved = `${result.moves.length} move(s) drawn on the board · ${stats.solver}, ${Math.round(stats.time_ms)} ms`;
  box.replaceChildren(
    el("h3", { textContent: kind.name }),
    el("p", { className: "explanation", textContent: result.explanation }),
    el("p", {
      className: "value",
      textContent: `Value: ${amount(value.amount, value.unit)}, ${value.meaning}`,
    }),
    el("p", {
      className: "quality",
      textContent: `Quality: ${describeQuality(quality, value.unit)}`,
    }),
    note,
    el("p", { className: "note", textContent: solved }),
    toggle,
  );
}

async function askHint(kind) {
  const epoch = play.epoch;
  const state = current().state;
  let answer = await play.api.askHint(state, play.seat, kind.name);
  play.hint = answer.links.self;
  const startedAt = performance.now();
  drawHintAvailability(); // one hint at a time...
  busy(false); // ...but the game stays playable while it is solved
  try {
    while (!HINT_DONE.has(answer.status)) {
      drawHintProgress(kind, answer, startedAt);
      await sleep(HINT_POLL_MS);
      if (epoch !== play.epoch) return; // moved on: newEpoch canceled it
      answer = await getHint(answer.links.self);
    }
  } finally {
    if (epoch === play.epoch) {
      play.hint = null;
      drawHintAvailability();
    }
  }
  if (epoch !== play.epoch) return;
  drawHintResult(kind, answer);
  if (answer.status === "finished") {
    play.plan = answer.result.moves;
    drawBoard(await play.api.render(state, play.seat, play.plan));
  }
}

// --- start ------------------------------------------------------------------------------

async function init() {
  $("setup").addEventListener("submit", start);
  $("game").addEventListener("change", chooseGame);
  $("undo").addEventListener("click", () => guarded(undo));
  $("zoom").addEventListener("click", () => {
    const zoomed = $("board").classList.toggle("zoomed");
    $("zoom").setAttribute("aria-pressed", String(zoomed));
  });
  $("reveal").addEventListener("click", () => {
    play.revealed = true;
    guarded(show);
  });
  await guarded(async () => {
    play.catalogue = await games();
    options(
      $("game"),
      play.catalogue.map((g) => g.id),
      play.catalogue[0].id,
    );
    for (const option of $("game").options) {
      option.textContent = play.catalogue.find((g) => g.id === option.value).title;
    }
    chooseGame();
  });
}

init();
