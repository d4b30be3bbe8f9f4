// The calculator's Web Worker: loads the WebAssembly module once (its
// tables with it) and runs one equity job at a time, yielding between
// chunks so that a "cancel" message is seen within about 20 ms.
import { CancelledError, loadOmahaEval } from "../src/index.js";

const ready = loadOmahaEval();
let current = null;

function send(id, type, body) {
  postMessage({ id, type, ...body });
}

self.onmessage = async ({ data }) => {
  if (data.type === "cancel") {
    current?.abort();
    return;
  }
  const { id, hands, options } = data;
  const controller = new AbortController();
  current = controller;
  let lastReport = 0;
  try {
    const oe = await ready;
    const started = performance.now();
    const result = await oe.equityAsync(hands, {
      ...options,
      signal: controller.signal,
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
    send(id, err instanceof CancelledError ? "cancelled" : "error", { message: err.message });
  } finally {
    if (current === controller) current = null;
  }
};

ready.then(() => postMessage({ type: "ready" }), (err) => postMessage({ type: "error", message: err.message }));
