// The golden file's range texts (golden.json's "ranges", made by
// tests/js/make_golden.py) checked against a loaded module: one check, run
// by golden.test.mjs in Node and by tests/js/test_golden_browser.py in
// headless Chromium, so that both read the texts bit for bit the same way.
// No node: imports, no test of its own.

/** A range's hands and weights as make_golden.py's range_hash: each (hand,
 *  weight) row's 32-bit FNV-1a, times its place plus one, summed mod 2**32. */
export function rangeHash(r) {
  const k = r.holeCards, hands = r.hands, weights = r.weights, n = weights.length;
  let sum = 0;
  for (let i = 0, at = 0; i < n; i++) {
    let h = 2166136261;
    for (let j = 0; j < k; j++) h = Math.imul(h ^ hands[at++], 16777619);
    h = Math.imul(h ^ weights[i], 16777619);
    sum = (sum + Math.imul(h, i + 1)) >>> 0;
  }
  return sum;
}

// a missing ordering's advice names each face's own way to make one
const face = (m) => (m.startsWith("no shipped") ? m.slice(0, m.lastIndexOf("; ")) : m);

/** What differs between the module's reading of one golden range case and
 *  Python's (a short text), or null where they agree. */
export function rangeCaseProblem(oe, c) {
  let r;
  try {
    r = oe.range(c.text, { game: c.game, hilo: c.hilo });
  } catch (err) {
    if (!c.error) return `raised ${String(err.message).slice(0, 200)}`;
    if (c.column === 0) return err instanceof Error ? null : `threw ${String(err)}`;
    const got = { reason: face(String(err.reason)), column: err.column, hint: err.hint };
    const want = { reason: face(c.error), column: c.column, hint: c.hint };
    return JSON.stringify(got) === JSON.stringify(want) ? null : `error ${JSON.stringify(got)}, Python's ${JSON.stringify(want)}`;
  }
  if (c.error) return `gave ${r.length} hands where Python raises ${c.error}`;
  const got = { count: r.length, weighted: r.weighted, hash: rangeHash(r) };
  const want = { count: c.count, weighted: c.weighted, hash: c.hash };
  return JSON.stringify(got) === JSON.stringify(want) ? null : `${JSON.stringify(got)}, Python's ${JSON.stringify(want)}`;
}
