// The state inspector: the Step the page holds, as the API answered it, and the request for the
// shown seat's moves as a curl command, so a front-end developer sees exactly what travels and
// can replay it from a terminal. It shows only what this browser already holds.

import { SEAT_TOKEN_HEADER } from "./api.js";

/** `text` as one shell word: single quotes, each inner quote closed, escaped and reopened. */
export function shellQuote(text) {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** A curl command for a POST of `body` to `path` on `origin`, with `token` as the seat's. */
export function curlCommand(origin, path, body, token) {
  const lines = [
    `curl -sS -X POST ${shellQuote(origin + path)}`,
    `-H 'Content-Type: application/json'`,
    ...(token ? [`-H ${shellQuote(`${SEAT_TOKEN_HEADER}: ${token}`)}`] : []),
    `--data-binary ${shellQuote(JSON.stringify(body))}`,
  ];
  return lines.join(" \\\n  ");
}

async function copy(text, button) {
  try {
    await navigator.clipboard.writeText(text);
    button.textContent = "Copied";
  } catch {
    button.textContent = "Select and copy below"; // no clipboard (an insecure origin)
  }
  setTimeout(() => (button.textContent = button.dataset.label), 1500);
}

/** Draws the inspector for `step` of `gameId` as `seat` sees it (`token`: that seat's, shown
 * only while the seat is revealed; `null` hides the request). */
export function drawInspector({ step, gameId, seat, token, revealed }) {
  const stepText = JSON.stringify(step, null, 2);
  document.getElementById("step-json").textContent = stepText;
  const body = { state: step.state, seat };
  const curl = revealed
    ? curlCommand(window.location.origin, `/v1/games/${gameId}/legal-moves`, body, token)
    : "Show the seat first: its request carries its token.";
  document.getElementById("step-curl").textContent = curl;
  const stepButton = document.getElementById("copy-step");
  const curlButton = document.getElementById("copy-curl");
  stepButton.onclick = () => copy(stepText, stepButton);
  curlButton.onclick = () => copy(curl, curlButton);
  curlButton.disabled = !revealed;
}
