// Before a long job: its estimate said (as the Python package prints it to
// standard error, omaha_eval/equity_engine/runner.py), and a Monte Carlo
// job past a day of one core refused, with the same words.

export const ANNOUNCE_SECONDS = 10;
export const MAX_SAMPLED_SECONDS = 24 * 3600;

/** A rough time in the unit a reader takes in at a glance (runner.duration). */
export function duration(seconds) {
  const f = (x, d) => x.toLocaleString("en-US", { minimumFractionDigits: d, maximumFractionDigits: d });
  if (seconds < 120) return `${f(seconds, 0)} s`;
  if (seconds < 7200) return `${f(seconds / 60, 0)} minutes`;
  if (seconds < 3 * 86400) return `${f(seconds / 3600, 1)} hours`;
  return `${f(seconds / 86400, 0)} days`;
}

/** Refuses trials estimated past MAX_SAMPLED_SECONDS; returns the estimate. */
export function checkSampled(trials, secondsPerTrial) {
  const seconds = trials * secondsPerTrial;
  if (seconds > MAX_SAMPLED_SECONDS) {
    throw new RangeError(`trials=${trials.toLocaleString("en-US")}: Monte Carlo would take about ` +
      `${duration(seconds)} on one core, past the limit of ${MAX_SAMPLED_SECONDS / 3600} hours; a million ` +
      "trials give a standard error under 0.05%");
  }
  return seconds;
}

/** The line Python prints before a job estimated past ANNOUNCE_SECONDS
 *  (null for a quicker one). */
export function announcement(estimate, trials) {
  if (estimate.seconds <= ANNOUNCE_SECONDS) return null;
  if (!estimate.exact) {
    return `omaha-eval: Monte Carlo, ${trials.toLocaleString("en-US")} trials: about ${duration(estimate.seconds)} ` +
      "on one core (fewer trials are quicker)";
  }
  const hint = trials == null ? "pass {trials: N} for Monte Carlo" :
    `estimated quicker than the ${trials.toLocaleString("en-US")} Monte Carlo trials asked for`;
  return `omaha-eval: exact ${estimate.what}: about ${Math.round(estimate.seconds).toLocaleString("en-US")} s ` +
    `on one core (${hint})`;
}

/** Says the estimate before the work: options.onEstimate(estimate) when
 *  given (returning false stops the job), else console.warn for a long one. */
export function announce(estimate, options) {
  if (typeof options.onEstimate === "function") return options.onEstimate(estimate) !== false;
  const line = announcement(estimate, options.trials ?? null);
  if (line) console.warn(line);
  return true;
}
