// Keeps the calculator's files (page, module, .wasm) so that it works
// offline once loaded: network first (a fresh build is picked up), the
// cache when the network is gone.
// (the orderings percent ranges cut are kept as they are first fetched)
const CACHE = "omaha-eval-calculator-v3";
const FILES = ["./", "index.html", "style.css", "app.js", "words.js", "worker.js", "../src/index.js",
  "../src/boards.js", "../src/core.js", "../src/cards.js", "../src/equity.js", "../src/estimate.js", "../src/format.js",
  "../src/games.js", "../src/names.js", "../src/options.js", "../src/orderings.js", "../src/range.js",
  "../src/showdown.js", "../src/solver.js", "../dist/omaha_eval.wasm"];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("fetch", (event) => {
  if (event.request.method !== "GET") return;
  event.respondWith(fetch(event.request).then((response) => {
    const copy = response.clone();
    caches.open(CACHE).then((cache) => cache.put(event.request, copy));
    return response;
  }).catch(() => caches.match(event.request, { ignoreSearch: true })));
});
