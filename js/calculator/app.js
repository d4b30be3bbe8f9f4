// The calculator page: reads the form, sends the job to the worker, shows
// the results, or the error in a player's words (and marks the box it is
// about). The page itself never computes, so it stays responsive; Cancel
// stops the job between chunks. Each hand box takes a hand, "*" or range
// text (read by the C range language in the worker).
import { playerWords } from "./words.js";

const $ = (id) => document.getElementById(id);
const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
const MAX_PLAYERS = 10;
const HI_WIN = 2; // the counters' order (EquityResult.counters): share, share², high wins, ...
let jobId = 0;
let pressed = 0;
let planNote = ""; // why Auto chose the method, kept beside the result
const defaults = ["AsAhKsKh", "QdQcJdJc"];

function addPlayer(text = "") {
  const n = $("players").children.length + 1;
  if (n > MAX_PLAYERS) {
    showError(`At most ${MAX_PLAYERS} players.`);
    return;
  }
  const row = document.createElement("div");
  row.className = "player";
  row.innerHTML = `<label for="player-${n}">Player ${n}</label>` +
    `<input class="hand" id="player-${n}" spellcheck="false" aria-describedby="hands-hint">`;
  row.querySelector("input").value = text;
  $("players").append(row);
}

function removePlayer() {
  if ($("players").children.length > 2) $("players").lastElementChild.remove();
}

/** An error the form finds itself: its words and the box it is about. */
class FormError extends Error {
  constructor(message, field) {
    super(message);
    this.field = field;
  }
}

function readJob() {
  const hands = [...document.querySelectorAll("input.hand")].map((input, i) => {
    const text = input.value.trim();
    if (!text) {
      throw new FormError(`Player ${i + 1}'s box is empty: enter a hand such as AsKsQhJh, * for any hand, ` +
        "or a range such as AA$ds.", input.id);
    }
    return text;
  });
  const options = { game: $("game").value, hilo: $("hilo").checked, board: $("board").value,
    dead: $("dead").value };
  const mode = $("mode").value;
  let trials = null;
  const typed = $("trials").value.trim().replace(/[,_\s]/g, "");
  if (typed) {
    if (!/^\d+$/.test(typed) || Number(typed) < 1) {
      throw new FormError(`Trials '${$("trials").value.trim().slice(0, 20)}': enter a whole number of deals, ` +
        "such as 200000.", "trials");
    }
    trials = Number(typed);
  } else if (mode === "mc") {
    throw new FormError("The Trials box is empty: enter how many random deals to try, such as 200000.", "trials");
  }
  const seed = $("seed").value.trim();
  if (seed) {
    if (!/^\d+$/.test(seed)) throw new FormError(`Seed '${seed.slice(0, 20)}': enter a whole number, or leave it empty.`, "seed");
    options.seed = BigInt(seed);
  }
  return { hands, options, mode, trials };
}

function showError(message) {
  $("error").textContent = message;
  $("error").hidden = false;
}

function markBad(field) {
  document.querySelectorAll("input").forEach((el) => el.classList.remove("bad"));
  if (field) $(field)?.classList.add("bad");
}

function clearResults() {
  $("results").hidden = true;
  $("results").querySelector("tbody").innerHTML = "";
  delete $("results").dataset.counters;
  $("legend").hidden = true;
  $("status").textContent = "";
  delete $("status").dataset.ms;
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

function escape(text) {
  return text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

const LEGEND = {
  high: "Equity: the share of the pot won on average. Win: takes the whole pot alone. Tie: shares the pot.",
  hilo: "Equity: the share of the pot won on average. Win: takes the high half alone. Scoop: takes both " +
    "halves alone. Tie: shares the high or the low. High / Low: wins or shares that half (a hand without an " +
    "8-or-better low never wins the low).",
};

function showResult(result, ms) {
  const table = $("results");
  table.classList.toggle("hilo", result.hilo);
  table.classList.toggle("sampled", !result.exact);
  table.querySelector("tbody").innerHTML = result.players.map((p, i) => {
    // Hi-Lo: Win is the high half alone, Scoop the whole pot (Python's win is the scoop)
    const win = result.hilo ? Number(result.counters[i][HI_WIN]) / result.boards : p.win;
    return `<tr data-player="${i + 1}"><td>${i + 1}</td><td class="hand">${escape(p.hand)}</td>` +
      cell("equity", p.equity, pct(p.equity, 3)) + cell("win", win, pct(win)) + cell("tie", p.tie, pct(p.tie)) +
      cell("scoop hl", p.scoop, pct(p.scoop)) + cell("high hl", p.high, pct(p.high)) +
      cell("low hl", p.low, pct(p.low)) + cell("se mc", p.stdError, pct(p.stdError, 3)) + "</tr>";
  }).join("");
  table.hidden = false;
  table.dataset.counters = JSON.stringify(result.counters);
  $("legend").textContent = LEGEND[result.hilo ? "hilo" : "high"];
  $("legend").hidden = false;
  $("status").textContent = `${result.method} · ${(ms / 1000).toFixed(3)} s${planNote ? ` · ${planNote}` : ""}`;
  $("status").dataset.ms = String(ms);
}

worker.onmessage = ({ data }) => {
  if (data.type === "ready") {
    document.body.dataset.ready = "1";
    return;
  }
  if (data.id !== jobId) return; // a cancelled job's late message
  if (data.type === "plan") {
    $("status").textContent = data.text;
    planNote = data.note;
  } else if (data.type === "progress") {
    $("progress").value = data.done / data.total;
  } else if (data.type === "result") {
    running(false);
    showResult(data.result, performance.now() - pressed);
    document.body.dataset.state = "done";
  } else if (data.type === "cancelled") {
    running(false);
    clearResults();
    $("status").textContent = "Cancelled.";
    document.body.dataset.state = "cancelled";
  } else if (data.type === "error") {
    running(false);
    clearResults();
    const words = playerWords(data.message);
    showError(words.text);
    markBad(words.field);
    document.body.dataset.state = "error";
  }
};

$("job").addEventListener("submit", (event) => {
  event.preventDefault();
  pressed = performance.now();
  $("error").hidden = true;
  markBad(null);
  clearResults();
  let job;
  try {
    job = readJob();
  } catch (err) {
    showError(err.message);
    markBad(err.field);
    document.body.dataset.state = "error";
    return;
  }
  jobId += 1;
  planNote = "";
  document.body.dataset.state = "running";
  running(true);
  $("status").textContent = "Estimating…";
  worker.postMessage({ type: "run", id: jobId, ...job });
});

$("cancel").addEventListener("click", () => worker.postMessage({ type: "cancel" }));
$("add").addEventListener("click", () => addPlayer());
$("remove").addEventListener("click", removePlayer);
defaults.forEach((hand) => addPlayer(hand));

// Offline once loaded: a service worker keeps the page, the module and the .wasm.
if ("serviceWorker" in navigator && location.protocol !== "file:") {
  navigator.serviceWorker.register("sw.js").catch(() => {});
}
