// Declarations of the CommonJS entry (index.cjs).
import type { LoadOptions, OmahaEval } from "./src/index.js";

export declare function loadOmahaEval(options?: LoadOptions | null): Promise<OmahaEval>;
export declare function load(): Promise<typeof import("./src/index.js")>;
