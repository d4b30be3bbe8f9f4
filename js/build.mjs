// `npm run build`: runs build.py with the first Python found (PYTHON, then
// python3, then python: Debian has only python3), passing any arguments.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./build.py", import.meta.url));
const candidates = [process.env.PYTHON, "python3", "python"].filter(Boolean);
for (const python of candidates) {
  const probe = spawnSync(python, ["--version"], { encoding: "utf8" });
  if (probe.error || probe.status !== 0) continue;
  const run = spawnSync(python, [script, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(run.status ?? 1);
}
console.error(`npm run build: no Python found (tried ${candidates.join(", ")}); set PYTHON=/path/to/python3`);
process.exit(1);
