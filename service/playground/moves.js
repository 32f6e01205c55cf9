// Legal moves grouped for buttons, from nothing but the moves themselves: by move type, and a
// long group again by the field that splits it into a few parts (Troll Party's 33 placements
// become three tables of 11). Works for any game, including games added later.

const SHORT_GROUP = 8;

/** "place_card" -> "Place card" */
export function humanize(name) {
  const words = String(name).replaceAll("_", " ").replaceAll("-", " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function groupBy(items, key) {
  const groups = new Map();
  for (const item of items) {
    const k = key(item);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(item);
  }
  return groups;
}

/** The words every label ends with, leaving each label at least one word of its own. */
function commonEnding(labels) {
  const split = labels.map((label) => label.split(" "));
  const ending = [];
  for (let i = 1; ; i += 1) {
    const word = split[0][split[0].length - i];
    if (split.some((words) => words.length <= i || words[words.length - i] !== word)) break;
    ending.unshift(word);
  }
  return ending.join(" ");
}

/** The move field with the fewest distinct values that still splits `moves` in two or more. */
function splittingField(moves) {
  let best = null;
  const fields = new Set(moves.flatMap((m) => Object.keys(m.move)));
  for (const field of fields) {
    if (field === "type" || field === "seat") continue;
    const values = new Set(moves.map((m) => JSON.stringify(m.move[field])));
    if (values.size < 2 || values.size > moves.length / 2) continue;
    if (!best || values.size < best.size) best = { field, size: values.size };
  }
  return best && best.field;
}

function part(field, value, moves) {
  const ending = commonEnding(moves.map((m) => m.label));
  const title = ending.includes(" ") ? humanize(ending) : `${humanize(field)} ${value}`;
  return { title, moves };
}

/** [{title, parts: [{title, moves}]}]: one section per move type, in the order given. */
export function groupMoves(moves) {
  return [...groupBy(moves, (m) => m.move.type)].map(([type, ofType]) => {
    const field = ofType.length > SHORT_GROUP ? splittingField(ofType) : null;
    const parts = field
      ? [...groupBy(ofType, (m) => JSON.stringify(m.move[field]))].map(([value, some]) =>
          part(field, JSON.parse(value), some),
        )
      : [{ title: "", moves: ofType }];
    return { title: humanize(type), parts };
  });
}
