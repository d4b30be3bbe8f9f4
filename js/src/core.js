// The WebAssembly instance and the small helpers every call shares: memory
// in and out, status codes as exceptions. One instance per OmahaEval; the
// tables live in its memory, loaded once.

const ERRORS = {
  [-1]: "a card outside 0..51",
  [-2]: "the same card twice",
  [-3]: "text that is not a card",
  [-4]: "more cards than the output holds",
  [-5]: "a wrong number of cards for the game or street",
  [-6]: "an unknown game, or a low asked of Hold'em",
  [-7]: "a missing buffer",
  [-8]: "an argument out of its range",
  [-9]: "out of memory",
  [-10]: "no way to deal the hands without a shared card",
};

/** An error the C core reported: `code` is its OE_ERR_* status. */
export class OmahaEvalError extends Error {
  constructor(message, code = 0) {
    super(message);
    this.name = "OmahaEvalError";
    this.code = code;
  }
}

/** Thrown by equity() when onProgress returned false or the signal aborted. */
export class CancelledError extends Error {
  constructor(message = "equity job cancelled") {
    super(message);
    this.name = "CancelledError";
  }
}

export function statusText(code) {
  return ERRORS[code] ?? `status ${code}`;
}

const isNode = typeof process !== "undefined" && process.versions != null && process.versions.node != null;
const DEFAULT_WASM = new URL("../dist/omaha_eval.wasm", import.meta.url);

/** A compiled WebAssembly.Module from a URL, a path, bytes or a Module. */
export async function compileModule(source = DEFAULT_WASM) {
  if (source instanceof WebAssembly.Module) return source;
  if (source instanceof ArrayBuffer || ArrayBuffer.isView(source)) return WebAssembly.compile(source);
  const url = source instanceof URL ? source : new URL(String(source), isNode ? `file://${process.cwd()}/` :
    globalThis.location?.href);
  if (isNode && url.protocol === "file:") {
    const { readFile } = await import("node:fs/promises");
    return WebAssembly.compile(await readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new OmahaEvalError(`cannot load ${url}: HTTP ${response.status}`);
  if (WebAssembly.compileStreaming && response.headers.get("content-type") === "application/wasm") {
    return WebAssembly.compileStreaming(response);
  }
  return WebAssembly.compile(await response.arrayBuffer());
}

/** The instance's exports with a few typed helpers around its memory. */
export class Core {
  constructor(instance) {
    this.x = instance.exports;
    if (this.x._initialize) this.x._initialize();
    this.encoder = new TextEncoder();
  }

  get u8() { return new Uint8Array(this.x.memory.buffer); }
  get u16() { return new Uint16Array(this.x.memory.buffer); }
  get u32() { return new Uint32Array(this.x.memory.buffer); }
  get i32() { return new Int32Array(this.x.memory.buffer); }
  get u64() { return new BigUint64Array(this.x.memory.buffer); }

  alloc(bytes) {
    const p = this.x.oe_wasm_alloc(bytes);
    if (!p) throw new OmahaEvalError(`out of memory (${bytes} bytes)`, -9);
    return p;
  }

  /** Runs fn with scratch allocations that are freed afterwards whatever happens. */
  scratch(fn) {
    const owned = [];
    const alloc = (bytes, align = 8) => {
      const p = this.alloc(bytes + align);
      owned.push(p);
      return Math.ceil(p / align) * align;
    };
    try {
      return fn(alloc);
    } finally {
      for (const p of owned) this.x.oe_wasm_free(p);
    }
  }

  /** The NUL-terminated UTF-8 string at p. */
  text(p) {
    const u8 = this.u8;
    let end = p;
    while (u8[end]) end++;
    return new TextDecoder().decode(u8.subarray(p, end));
  }

  /** Copies bytes into fresh scratch memory. */
  put(alloc, bytes) {
    const p = alloc(Math.max(bytes.length, 1));
    this.u8.set(bytes, p);
    return p;
  }
}
