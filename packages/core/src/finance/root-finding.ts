/**
 * The two stages every solver here shares (ADR 0008): Newton from the caller's guess first, as the
 * spreadsheet does, so that of several roots the same one is found; then, only if Newton fails, a
 * bracketing search outward from the guess over (-1, 1e6) that cannot miss a sign change on its grid.
 */

/** Fills out[0] = f(rate), out[1] = f'(rate). */
export type ValueAndSlope = (rate: number, out: Float64Array) => void;

// the spreadsheet gives Newton 20 (IRR) to 50 (XIRR) steps; past that a step rarely helps
const NEWTON_MAX_ITERATIONS = 50;
// Newton converges quadratically: once a step is this small the root is good to the last bits.
const NEWTON_STEP_TOLERANCE = 1e-13;

const slot = new Float64Array(2);

/** Newton's method from `guess`; undefined when it leaves (-1, inf), stalls or does not settle. */
export function newtonRoot(valueAndSlope: ValueAndSlope, guess: number): number | undefined {
  let rate = guess;
  for (let i = 0; i < NEWTON_MAX_ITERATIONS; i += 1) {
    valueAndSlope(rate, slot);
    const value = slot[0] as number;
    const slope = slot[1] as number;
    if (value === 0) return rate;
    if (!Number.isFinite(value) || !Number.isFinite(slope) || slope === 0) return undefined;
    const step = value / slope;
    rate -= step;
    if (!(rate > -1) || !Number.isFinite(rate)) return undefined;
    if (Math.abs(step) <= NEWTON_STEP_TOLERANCE * Math.max(1, Math.abs(rate))) return rate;
  }
  return undefined;
}

// The search runs in x = ln(1 + rate): uniform steps there resolve rates near -100 % as finely as
// rates in the thousands. ln(1e-6) .. ln(1e6 + 1) spans the range (-1, 1e6) of the issue. A coarse
// pass outward from the guess finds the usual root in a few dozen evaluations; only if it sees no sign
// change does a fine pass look for two roots close together: a sign change, or a dip of |f| towards 0
// whose bottom (found by golden-section search) lies across 0.
const X_MIN = Math.log(1e-6);
const X_MAX = Math.log(1e6 + 1);
const X_COARSE = 0.25;
const X_FINE = 0.01;

/**
 * A root of `sign` (any continuous function with the same sign and roots as the solver's f, scaled
 * so it stays finite) in (-1, 1e6), the sign change nearest to `guess` first; undefined if none.
 */
export function bracketRoot(sign: (rate: number) => number, guess: number): number | undefined {
  return scanOutward(sign, guess, X_COARSE) ?? scanForDips(sign);
}

function scanForDips(sign: (rate: number) => number): number | undefined {
  const at = (x: number) => sign(Math.expm1(x));
  let [x0, f0] = [X_MIN, at(X_MIN)];
  let [x1, f1] = [X_MIN + X_FINE, at(X_MIN + X_FINE)];
  if (changesSign(f0, f1)) return brent(sign, Math.expm1(x0), Math.expm1(x1), f0, f1);
  for (let x2 = x1 + X_FINE; x2 <= X_MAX; x2 += X_FINE) {
    const f2 = at(x2);
    if (f2 === 0) return Math.expm1(x2);
    if (changesSign(f1, f2)) return brent(sign, Math.expm1(x1), Math.expm1(x2), f1, f2);
    if (Math.abs(f1) < Math.abs(f0) && Math.abs(f1) < Math.abs(f2)) {
      const bottom = bottomOfDip(at, x0, x2, Math.sign(f1));
      const fb = at(bottom);
      if (changesSign(f1, fb))
        return brent(
          sign,
          Math.expm1(x1 < bottom ? x1 : bottom),
          Math.expm1(x1 < bottom ? bottom : x1),
          x1 < bottom ? f1 : fb,
          x1 < bottom ? fb : f1,
        );
    }
    [x0, f0, x1, f1] = [x1, f1, x2, f2];
  }
  return undefined;
}

/** Golden-section search for the point of [a, b] where `side` * f is least (f's extremum toward 0). */
function bottomOfDip(f: (x: number) => number, a0: number, b0: number, side: number): number {
  const ratio = (Math.sqrt(5) - 1) / 2;
  let [a, b] = [a0, b0];
  let c = b - ratio * (b - a);
  let d = a + ratio * (b - a);
  let [fc, fd] = [side * f(c), side * f(d)];
  for (let i = 0; i < 80 && fc > 0 && fd > 0; i += 1) {
    if (fc < fd) {
      [b, d, fd] = [d, c, fc];
      c = b - ratio * (b - a);
      fc = side * f(c);
    } else {
      [a, c, fc] = [c, d, fd];
      d = a + ratio * (b - a);
      fd = side * f(d);
    }
  }
  return fc <= fd ? c : d;
}

function scanOutward(sign: (rate: number) => number, guess: number, step: number): number | undefined {
  const start = Math.min(X_MAX, Math.max(X_MIN, Math.log1p(Math.max(guess, -1 + 1e-6))));
  const at = (x: number) => sign(Math.expm1(x));
  const f0 = at(start);
  if (f0 === 0) return Math.expm1(start);
  let [upX, upF, downX, downF] = [start, f0, start, f0];
  while (upX < X_MAX || downX > X_MIN) {
    if (upX < X_MAX) {
      const x = Math.min(X_MAX, upX + step);
      const f = at(x);
      if (f === 0) return Math.expm1(x);
      if (changesSign(upF, f)) return brent(sign, Math.expm1(upX), Math.expm1(x), upF, f);
      [upX, upF] = [x, f];
    }
    if (downX > X_MIN) {
      const x = Math.max(X_MIN, downX - step);
      const f = at(x);
      if (f === 0) return Math.expm1(x);
      if (changesSign(f, downF)) return brent(sign, Math.expm1(x), Math.expm1(downX), f, downF);
      [downX, downF] = [x, f];
    }
  }
  return undefined;
}

const changesSign = (a: number, b: number) =>
  Number.isFinite(a) && Number.isFinite(b) && Math.sign(a) !== Math.sign(b);

/** Brent's method (Brent 1973, "zeroin") on a bracket [a, b] with f(a), f(b) of opposite signs. */
function brent(f: (x: number) => number, a0: number, b0: number, fa0: number, fb0: number): number {
  let [a, b, fa, fb] = [a0, b0, fa0, fb0];
  let [c, fc] = [a, fa];
  let d = b - a;
  let e = d;
  for (let i = 0; i < 200; i += 1) {
    if (Math.sign(fb) === Math.sign(fc)) {
      [c, fc] = [a, fa];
      d = b - a;
      e = d;
    }
    if (Math.abs(fc) < Math.abs(fb)) {
      [a, b, c] = [b, c, b];
      [fa, fb, fc] = [fb, fc, fb];
    }
    const tol = 2 * Number.EPSILON * Math.abs(b) + 1e-300;
    const m = (c - b) / 2;
    if (Math.abs(m) <= tol || fb === 0) return b;
    if (Math.abs(e) >= tol && Math.abs(fa) > Math.abs(fb)) {
      // inverse quadratic interpolation, or the secant step when only two points differ
      const s = fb / fa;
      let p: number;
      let q: number;
      if (a === c) {
        p = 2 * m * s;
        q = 1 - s;
      } else {
        const qa = fa / fc;
        const r = fb / fc;
        p = s * (2 * m * qa * (qa - r) - (b - a) * (r - 1));
        q = (qa - 1) * (r - 1) * (s - 1);
      }
      if (p > 0) q = -q;
      else p = -p;
      if (2 * p < Math.min(3 * m * q - Math.abs(tol * q), Math.abs(e * q))) {
        e = d;
        d = p / q;
      } else {
        d = m;
        e = m;
      }
    } else {
      d = m;
      e = m;
    }
    [a, fa] = [b, fb];
    b += Math.abs(d) > tol ? d : m > 0 ? tol : -tol;
    fb = f(b);
  }
  return b;
}
