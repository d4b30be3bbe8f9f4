// The calculator's Web Worker: loads the WebAssembly module once (its
// tables with it) and runs one equity job at a time, yielding between
// chunks so that a "cancel" message is seen within about 20 ms. It picks
// the method (Auto: exact when its estimate is quick, else Monte Carlo)
// and says the estimate before the work starts.
import { CancelledError, loadOmahaEval } from "../src/index.js";

// Auto runs exact when it is estimated at most this long (one core).
const QUICK_SECONDS = 3;
const ready = loadOmahaEval();
let current = null;

function send(id, type, body) {
  postMessage({ id, type, ...body });
}

const about = (s) => (s < 1 ? "under a second" : s < 120 ? `about ${Math.round(s)} s` : `about ${Math.round(s / 60)} minutes`);

/** The exact job's estimate, or null where exact is refused as hours of work. */
function exactEstimate(oe, hands, options) {
  try {
    return oe.estimate(hands, options);
  } catch (err) {
    if (/would take about [\d,]+ hours/.test(err.message)) return null;
    throw err;
  }
}

/** {options for equityAsync, the line that says the plan}. */
function choose(oe, hands, options, mode, trials) {
  const exact = mode === "mc" ? null : exactEstimate(oe, hands, options);
  const goExact = mode === "exact" || (mode === "auto" && exact !== null && exact.seconds <= QUICK_SECONDS);
  if (goExact) {
    const time = exact ? about(exact.seconds) : "hours";
    return { options, text: `Running exact (every board): ${time} on one core…`,
      note: mode === "auto" ? `Auto chose exact: ${time}` : "" };
  }
  const took = exact ? about(exact.seconds) : "hours";
  const why = mode === "auto" ? ` (exact would take ${took})` : "";
  if (trials === null) {
    throw new Error(`The Trials box is empty: enter how many random deals to try, such as 200000${why}.`);
  }
  const sampled = { ...options, trials };
  const estimate = oe.estimate(hands, sampled);
  return { options: sampled, text: `Running Monte Carlo, ${trials.toLocaleString("en-US")} trials: ` +
    `${about(estimate.seconds)}${why}…`, note: mode === "auto" ? `Auto chose Monte Carlo: exact would take ${took}` : "" };
}

self.onmessage = async ({ data }) => {
  if (data.type === "cancel") {
    current?.abort();
    return;
  }
  const { id, hands, options, mode, trials } = data;
  const controller = new AbortController();
  current = controller;
  let lastReport = 0;
  try {
    const oe = await ready;
    if (hands.some((h) => h.includes("%"))) await oe.loadOrderings(options.game, { hilo: options.hilo });
    const plan = choose(oe, hands, options, mode, trials);
    send(id, "plan", { text: plan.text, note: plan.note });
    const started = performance.now();
    const result = await oe.equityAsync(hands, {
      ...plan.options,
      signal: controller.signal,
      onEstimate: () => true, // said above, in the page's words
      onProgress(done, total) {
        const now = performance.now();
        if (now - lastReport > 100) {
          lastReport = now;
          send(id, "progress", { done, total });
        }
      },
    });
    send(id, "result", {
      ms: performance.now() - started,
      result: {
        players: result.players, exact: result.exact, boards: result.boards, method: result.method,
        hilo: result.hilo, game: result.game, seed: result.seed === null ? null : String(result.seed),
        counters: result.counters.map((row) => row.map(String)),
      },
    });
  } catch (err) {
    let message = err.message;
    if (err.name === "RangeSyntaxError") { // whose box: the page marks it
      const p = hands.findIndex((h) => h.trim() === err.text.trim());
      if (p >= 0) message = `player ${p + 1}: ${message}`;
    } else if (options.board?.trim() && message.includes(`'${options.board}'`)) {
      message = `board: ${message}`; // a bad card quotes the text it is in: say which box
    } else if (options.dead?.trim() && message.includes(`'${options.dead}'`)) {
      message = `dead cards: ${message}`;
    }
    send(id, err instanceof CancelledError ? "cancelled" : "error", { message });
  } finally {
    if (current === controller) current = null;
  }
};

ready.then(() => postMessage({ type: "ready" }), (err) => postMessage({ type: "error", message: err.message }));
