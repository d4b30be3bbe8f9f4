// Every ```js example of docs/js.md and of the package's README.md runs,
// from outside the source tree (a temporary folder where `omaha-eval`
// resolves to this package; an example that calls require() as CommonJS),
// and prints what the ```text block after it shows.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const pages = [["docs/js.md", new URL("../../docs/js.md", import.meta.url)], ["README.md", new URL("../README.md", import.meta.url)]]
  .filter(([, url]) => existsSync(url)); // docs/ is not in the npm package

for (const [name, url] of pages) {
  const page = readFileSync(url, "utf8");
  const blocks = [...page.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], code: m[2] }));

  test(`${name} has examples`, () => {
    assert.ok(blocks.filter((b) => b.lang === "js").length >= 2);
  });

  blocks.forEach((block, i) => runs(name, blocks, block, i));
}

function runs(name, blocks, block, i) {
  if (block.lang !== "js") return;
  test(`${name} example ${i}`, () => {
    const dir = mkdtempSync(join(tmpdir(), "oe-js-doc-"));
    try {
      mkdirSync(join(dir, "node_modules"));
      symlinkSync(pkg, join(dir, "node_modules", "omaha-eval"), "dir");
      const file = block.code.includes("require(") ? "example.cjs" : "example.mjs";
      writeFileSync(join(dir, file), block.code);
      const out = execFileSync(process.execPath, [file], { cwd: dir, encoding: "utf8" });
      const next = blocks[i + 1];
      if (next && next.lang === "text") assert.equal(out, next.code);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}
