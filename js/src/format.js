// Numbers printed as Python prints them: f"{x:.2%}" multiplies by 100 in
// floating point, then rounds the exact binary value to the digits asked,
// ties to even (15.625 -> "15.62"); JavaScript's toFixed rounds ties away
// from zero (15.63).

/** x as Python's format(x, f".{digits}%"). */
export function pythonPercent(x, digits) {
  return `${pythonFixed(x * 100, digits)}%`;
}

/** v as Python's format(v, f".{digits}f"). */
export function pythonFixed(v, digits) {
  if (!Number.isFinite(v)) return Number.isNaN(v) ? "nan" : v > 0 ? "inf" : "-inf";
  const rounded = v.toFixed(digits);
  if (Math.abs(v) >= 1e21) return rounded;
  // the exact decimal expansion (a double's has at most 1074 digits after
  // the point, but a tie at `digits` ends one digit later, so 100 tell it)
  const exact = Math.abs(v).toFixed(100);
  const point = exact.indexOf(".");
  const tail = exact.slice(point + 1 + digits);
  if (tail[0] !== "5" || !/^50*$/.test(tail)) return rounded; // not a tie: toFixed's rounding is Python's
  const kept = exact.slice(0, point + 1 + digits).replace(/\.$/, "");
  const last = Number(kept[kept.length - 1]);
  if (last % 2 === 1) return rounded; // the tie goes up to an even digit: as toFixed
  return (v < 0 ? "-" : "") + kept; // the tie stays at the even digit
}
