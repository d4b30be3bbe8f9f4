// Every ```js example of docs/js.md runs, from outside the source tree
// (a temporary folder where `omaha-eval` resolves to this package), and
// prints what the ```text block after it shows.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "node:test";
import { fileURLToPath } from "node:url";

const pkg = fileURLToPath(new URL("..", import.meta.url));
const page = readFileSync(new URL("../../docs/js.md", import.meta.url), "utf8");
const blocks = [...page.matchAll(/```(\w+)\n([\s\S]*?)```/g)].map((m) => ({ lang: m[1], code: m[2] }));

test("docs/js.md has examples", () => {
  assert.ok(blocks.filter((b) => b.lang === "js").length >= 4);
});

blocks.forEach((block, i) => {
  if (block.lang !== "js") return;
  test(`docs/js.md example ${i}`, () => {
    const dir = mkdtempSync(join(tmpdir(), "oe-js-doc-"));
    try {
      mkdirSync(join(dir, "node_modules"));
      symlinkSync(pkg, join(dir, "node_modules", "omaha-eval"), "dir");
      writeFileSync(join(dir, "example.mjs"), block.code);
      const out = execFileSync(process.execPath, ["example.mjs"], { cwd: dir, encoding: "utf8" });
      const next = blocks[i + 1];
      if (next && next.lang === "text") assert.equal(out, next.code);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
