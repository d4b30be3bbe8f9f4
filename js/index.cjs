// The CommonJS entry (require("omaha-eval")): the module itself is an ES
// module, which require() cannot load at once, so this entry hands out
// loadOmahaEval (asynchronous in both forms) and load(), a Promise of the
// whole ES module (Range, lowName, the error classes, ...).
"use strict";

let esm = null;

/** The ES module (src/index.js), imported once. */
function load() {
  esm ??= import("./src/index.js");
  return esm;
}

/** As the ES module's loadOmahaEval: a Promise of an OmahaEval. */
async function loadOmahaEval(options) {
  return (await load()).loadOmahaEval(options);
}

module.exports = { loadOmahaEval, load };
