// Play with friends: a match the service holds (/v1/matches). Without a fragment the page
// creates one and lists a link per seat; with `#match=ID&token=T` it is that seat's device:
// its view, its moves, and every change pushed by the service (Server-Sent Events, read with
// fetch, since EventSource cannot send the token). The token stays in the fragment, which the
// browser never sends to any server.

import { Problem, games } from "./api.js";

const $ = (id) => document.getElementById(id);

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

function report(error) {
  const box = $("problem");
  box.textContent = error instanceof Problem ? error.message : `Unexpected error: ${error}`;
  box.hidden = false;
}

async function call(method, path, { body, token, headers = {} } = {}) {
  const sent = { accept: "application/json, application/problem+json", ...headers };
  if (body !== undefined) sent["content-type"] = "application/json";
  if (token) sent.authorization = `Bearer ${token}`;
  const response = await fetch(path, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok) throw new Problem(response.status, answer);
  return { answer, etag: response.headers.get("etag") };
}

// --- creating --------------------------------------------------------------------------------

async function showCreate() {
  $("create-box").hidden = false;
  const catalogue = await games();
  for (const game of catalogue) {
    $("game").append(el("option", { value: game.id, textContent: game.title }));
  }
  const chosen = () => catalogue.find((game) => game.id === $("game").value);
  const seats = () => {
    $("seats").min = chosen().players.min;
    $("seats").max = chosen().players.max;
    $("seats").value = chosen().players.max;
  };
  $("game").addEventListener("change", seats);
  seats();
  $("create").addEventListener("submit", async (event) => {
    event.preventDefault();
    $("problem").hidden = true;
    try {
      const setup = { players: Number($("seats").value) };
      const { answer } = await call("POST", "/v1/matches", {
        body: { game: $("game").value, setup },
      });
      const links = $("links");
      links.replaceChildren();
      const base = `${location.origin}/play/match.html#match=${answer.id}`;
      answer.seat_tokens.forEach((token, seat) => {
        const href = `${base}&token=${token}`;
        links.append(
          el("li", { className: "seat-link" }, `Seat ${seat}: `, el("a", { href, textContent: href })),
        );
      });
      links.append(el("li", { className: "spectator-link" }, "Spectators: ", el("a", { href: base, textContent: base })));
      links.hidden = false;
    } catch (error) {
      report(error);
    }
  });
}

// --- playing ---------------------------------------------------------------------------------

const seatOf = { id: null, token: null, view: null, etag: null };

function compact(value) {
  if (value === null || value === undefined) return "—";
  if (Array.isArray(value)) return value.map(compact).join(" · ") || "—";
  if (typeof value === "object") {
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== false)
      .map(([k, v]) => (v === true ? k : `${k} ${compact(v)}`))
      .join(", ");
  }
  return String(value);
}

const NOT_SHOWN = new Set(["game", "variant", "mode", "seed", "status", "to_act", "options", "draw_counter", "pending_chance", "sealed", "signature"]);

function draw(view, etag) {
  if (seatOf.view && view.version <= seatOf.view.version) return;
  seatOf.view = view;
  seatOf.etag = etag || `"v${view.version}"`;
  $("app").dataset.version = String(view.version);
  $("app").dataset.status = view.status;
  const who = view.seat === null ? "spectator" : `seat ${view.seat}`;
  const turn =
    view.status === "ongoing"
      ? `to act: ${view.to_act.map((seat) => `seat ${seat}`).join(", ")}`
      : `game over: ${view.status}`;
  $("status").textContent = `${who} · version ${view.version} · ${turn}`;
  $("view").replaceChildren(
    ...Object.entries(view.view)
      .filter(([name]) => !NOT_SHOWN.has(name))
      .flatMap(([name, value]) => {
        const rows = Array.isArray(value) && value.some((v) => typeof v === "object" && v !== null)
          ? value.map((v, i) => el("div", { className: `row row-${i}` }, `${i}: ${compact(v)}`))
          : [el("div", { className: "row" }, compact(value))];
        return [el("dt", { textContent: name.replaceAll("_", " ") }), el("dd", { className: `field-${name}` }, ...rows)];
      }),
  );
  for (const event of view.events) $("events").prepend(el("li", { textContent: event.text }));
  const moves = $("moves");
  moves.replaceChildren();
  if (view.status !== "ongoing") moves.append(el("p", { textContent: "The game is over." }));
  else if (!view.legal_moves.length) moves.append(el("p", { textContent: "Waiting for the others." }));
  for (const legal of view.legal_moves) {
    const button = el("button", { type: "button", className: "move", textContent: legal.label });
    button.addEventListener("click", () => move(legal.move));
    moves.append(button);
  }
}

async function move(chosen) {
  $("problem").hidden = true;
  for (const button of document.querySelectorAll("#moves button")) button.disabled = true;
  try {
    const { answer, etag } = await call("POST", `/v1/matches/${seatOf.id}/moves`, {
      body: { move: chosen },
      token: seatOf.token,
      headers: { "if-match": seatOf.etag },
    });
    draw(answer, etag);
  } catch (error) {
    if (error instanceof Problem && error.status === 412) await refresh();
    else report(error);
  } finally {
    for (const button of document.querySelectorAll("#moves button")) button.disabled = false;
  }
}

async function refresh() {
  const { answer, etag } = await call("GET", `/v1/matches/${seatOf.id}`, { token: seatOf.token });
  draw(answer, etag);
}

/** The match's pushes, for as long as the page is open: reconnects after a dropped stream. */
async function follow() {
  for (;;) {
    try {
      const headers = { accept: "text/event-stream" };
      if (seatOf.token) headers.authorization = `Bearer ${seatOf.token}`;
      if (seatOf.view) headers["last-event-id"] = String(seatOf.view.version);
      const response = await fetch(`/v1/matches/${seatOf.id}/events`, { headers });
      if (!response.ok) throw new Problem(response.status, await response.json());
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = "";
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end;
        while ((end = buffer.search(/\r?\n\r?\n/)) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end).replace(/^\r?\n\r?\n/, "");
          const fields = {};
          for (const line of block.split(/\r?\n/)) {
            if (!line || line.startsWith(":")) continue;
            const at = line.indexOf(":");
            const name = at < 0 ? line : line.slice(0, at);
            const text = at < 0 ? "" : line.slice(at + 1).replace(/^ /, "");
            fields[name] = name in fields ? `${fields[name]}\n${text}` : text;
          }
          if (fields.event === "gone") throw new Problem(404, { detail: "The match expired." });
          if (fields.event === "view") draw(JSON.parse(fields.data));
        }
      }
    } catch (error) {
      if (error instanceof Problem) {
        report(error);
        return;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function init() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  try {
    if (!fragment.get("match")) {
      await showCreate();
      return;
    }
    seatOf.id = fragment.get("match");
    seatOf.token = fragment.get("token");
    $("play").hidden = false;
    await refresh();
    follow();
  } catch (error) {
    report(error);
  } finally {
    $("app").setAttribute("aria-busy", "false");
  }
}

init();
