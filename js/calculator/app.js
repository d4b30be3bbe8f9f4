// The calculator page: reads the form, sends the job to the worker,
// shows the results (or the error, naming the bad card). The page itself
// never computes, so it stays responsive; Cancel stops the job between
// chunks.
const $ = (id) => document.getElementById(id);
const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
const RANGE_SEPARATOR = /\s*\|\s*/;
let jobId = 0;
let pressed = 0;
const defaults = ["AsAhKsKh", "QdQcJdJc"];

function addPlayer(text = "") {
  const n = $("players").children.length + 1;
  if (n > 10) return;
  const row = document.createElement("div");
  row.className = "player";
  row.innerHTML = `<span>${n}</span><input class="hand" id="player-${n}" spellcheck="false">`;
  row.querySelector("input").value = text;
  $("players").append(row);
}

function removePlayer() {
  if ($("players").children.length > 2) $("players").lastElementChild.remove();
}

/** One player's field: a hand, "*", or hands separated by | (a range). */
function playerOf(text) {
  const t = text.trim();
  if (!t) throw new Error("a hand is empty: enter cards such as AsKsQhJh, or * for a random hand");
  const parts = t.split(RANGE_SEPARATOR).filter(Boolean);
  return parts.length > 1 ? parts : parts[0];
}

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = false;
}

function readJob() {
  const hands = [...document.querySelectorAll("input.hand")].map((input) => playerOf(input.value));
  const options = { game: $("game").value, hilo: $("hilo").checked, board: $("board").value,
    dead: $("dead").value };
  if ($("mode").value === "mc") {
    options.trials = Number($("trials").value);
    const seed = $("seed").value.trim();
    if (seed) {
      if (!/^\d+$/.test(seed)) throw new Error(`seed '${seed}': expected a whole number`);
      options.seed = BigInt(seed);
    }
  }
  return { hands, options };
}

function markBadInputs(message) {
  document.querySelectorAll("input").forEach((el) => el.classList.remove("bad"));
  const player = /player (\d+)/.exec(message);
  if (player) $(`player-${player[1]}`)?.classList.add("bad");
  else if (/board/.test(message)) $("board").classList.add("bad");
  else if (/dead/.test(message)) $("dead").classList.add("bad");
}

function running(on) {
  $("run").disabled = on;
  $("cancel").disabled = !on;
  if (!on) $("progress").value = 0;
}

const pct = (x, d = 2) => `${(100 * x).toFixed(d)}%`;

function cell(cls, value, text) {
  return `<td class="${cls}" data-value="${value}">${text}</td>`;
}

function showResult(result, ms) {
  const table = $("results");
  table.classList.toggle("hilo", result.hilo);
  table.classList.toggle("sampled", !result.exact);
  table.querySelector("tbody").innerHTML = result.players.map((p, i) => `<tr data-player="${i + 1}">` +
    `<td>${i + 1}</td><td class="hand">${p.hand}</td>` + cell("equity", p.equity, pct(p.equity, 3)) +
    cell("win", p.win, pct(p.win)) + cell("tie", p.tie, pct(p.tie)) + cell("scoop", p.scoop, pct(p.scoop)) +
    cell("high hl", p.high, pct(p.high)) + cell("low hl", p.low, pct(p.low)) +
    cell("se mc", p.stdError, pct(p.stdError, 3)) + "</tr>").join("");
  table.hidden = false;
  table.dataset.counters = JSON.stringify(result.counters);
  $("status").textContent = `${result.method} · ${(ms / 1000).toFixed(3)} s`;
  $("status").dataset.ms = String(ms);
}

worker.onmessage = ({ data }) => {
  if (data.type === "ready") {
    document.body.dataset.ready = "1";
    return;
  }
  if (data.id !== jobId) return; // a cancelled job's late message
  if (data.type === "progress") {
    $("progress").value = data.done / data.total;
  } else if (data.type === "result") {
    running(false);
    showResult(data.result, performance.now() - pressed);
    document.body.dataset.state = "done";
  } else if (data.type === "cancelled") {
    running(false);
    $("status").textContent = "cancelled";
    document.body.dataset.state = "cancelled";
  } else if (data.type === "error") {
    running(false);
    showError(data.message);
    markBadInputs(data.message);
    document.body.dataset.state = "error";
  }
};

$("job").addEventListener("submit", (event) => {
  event.preventDefault();
  pressed = performance.now();
  $("error").hidden = true;
  document.querySelectorAll("input").forEach((el) => el.classList.remove("bad"));
  let job;
  try {
    job = readJob();
  } catch (err) {
    showError(err.message);
    document.body.dataset.state = "error";
    return;
  }
  jobId += 1;
  document.body.dataset.state = "running";
  running(true);
  $("status").textContent = "running…";
  worker.postMessage({ type: "run", id: jobId, ...job });
});

$("cancel").addEventListener("click", () => worker.postMessage({ type: "cancel" }));
$("add").addEventListener("click", () => addPlayer());
$("remove").addEventListener("click", removePlayer);
defaults.forEach(addPlayer);

// Offline once loaded: a service worker keeps the page, the module and the .wasm.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}
