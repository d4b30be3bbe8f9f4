// Options objects checked the way Python checks keyword arguments: an
// unknown name is an error (a typo never passes silently), null means
// "not given", and every message quotes at most a short piece of the value.

/** A value as a message quotes it: short, whatever its size. */
export function shown(value, limit = 60) {
  let s;
  try {
    s = typeof value === "string" ? JSON.stringify(value.length > limit ? `${value.slice(0, limit)}...` : value)
      : typeof value === "bigint" ? `${value}n` : String(value);
  } catch {
    s = Object.prototype.toString.call(value);
  }
  return s.length > limit + 8 ? `${s.slice(0, limit)}...` : s;
}

/** The closest allowed name to a misspelt one (edit distance <= 2), or null. */
function closest(name, allowed) {
  let best = null;
  let bestCost = 3;
  for (const a of allowed) {
    const d = distance(name.toLowerCase(), a.toLowerCase());
    if (d < bestCost) [best, bestCost] = [a, d];
  }
  return best;
}

function distance(a, b) {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

/** Throws a TypeError for options that are not an object (null and
 *  undefined are no options) or that name an option not in `allowed`. */
export function checkOptions(options, allowed, where) {
  if (options === undefined || options === null) return;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new TypeError(`${where}: options ${shown(options)}: expected an object such as {${allowed[0]}: ...}`);
  }
  for (const key of Object.keys(options)) {
    if (allowed.includes(key)) continue;
    const near = closest(key.slice(0, 40), allowed);
    throw new TypeError(`${where}: unknown option ${shown(key, 40)}${near ? ` (did you mean ${near}?)` : ""}: ` +
      `expected ${allowed.join(", ")}`);
  }
}
