/**
 * The little of d3 the charts use, without d3: a linear scale with nice domains and ticks, a band
 * scale, the `d` of a line with gaps and the layers of a stack.
 *
 * d3-scale and d3-shape brought d3-array, d3-color, d3-interpolate, d3-format, d3-time and
 * d3-path along: half of the charts chunk every signed-in page loads (issue 27). The
 * charts must draw exactly as before (their screenshots are unchanged), so each function below
 * follows d3's algorithm step by step, floating-point operations included: `tickIncrement`, `ticks`
 * from d3-array 3.2, `nice`, the linear and band scales from d3-scale 4.0, `line()` with
 * curveLinear and d3-path 3.1's rounding to 3 decimals, `stack()` with stackOrderNone and
 * stackOffsetNone from d3-shape 3.2. d3 is Copyright 2010-2026 Mike Bostock, under the ISC licence
 * (https://github.com/d3/d3-array, d3-scale, d3-shape, d3-path).
 */

/** Values to SVG pixels along the value axis. */
export interface LinearScale {
  /** Position of `value` in the range (NaN for NaN, where d3 answered undefined). */
  (value: number): number;
}

/** Categories to evenly spaced bands, as d3's `scaleBand()` (align 0.5, no rounding). */
export interface BandScale {
  /** Start of the category's band, or undefined for a category outside the domain. */
  (category: string): number | undefined;
  /** Width of a band. */
  bandwidth(): number;
  /** Distance between the starts of two neighbouring bands. */
  step(): number;
}

const e10 = Math.sqrt(50);
const e5 = Math.sqrt(10);
const e2 = Math.sqrt(2);

/**
 * d3-array's `tickSpec`: the first and last tick as integers and the increment between them; a
 * negative increment `-k` stands for a step of 1/k, which keeps small steps exact (0.1 is 1/10).
 */
function tickSpec(start: number, stop: number, count: number): [number, number, number] {
  const step = (stop - start) / Math.max(0, count);
  const power = Math.floor(Math.log10(step));
  const error = step / Math.pow(10, power);
  const factor = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1;
  let i1: number;
  let i2: number;
  let inc: number;
  if (power < 0) {
    inc = Math.pow(10, -power) / factor;
    i1 = Math.round(start * inc);
    i2 = Math.round(stop * inc);
    if (i1 / inc < start) {
      ++i1;
    }
    if (i2 / inc > stop) {
      --i2;
    }
    inc = -inc;
  } else {
    inc = Math.pow(10, power) * factor;
    i1 = Math.round(start / inc);
    i2 = Math.round(stop / inc);
    if (i1 * inc < start) {
      ++i1;
    }
    if (i2 * inc > stop) {
      --i2;
    }
  }
  if (i2 < i1 && 0.5 <= count && count < 2) {
    return tickSpec(start, stop, count * 2);
  }
  return [i1, i2, inc];
}

/**
 * d3-array's `tickIncrement`: the step of about `count` round ticks (1, 2 or 5 times a power of
 * ten) between `start` and `stop`, or `-k` for a step of 1/k.
 */
export function tickIncrement(start: number, stop: number, count: number): number {
  return tickSpec(start, stop, count)[2];
}

/** d3-array's `ticks`: about `count` round values from `start` to `stop`, both included if round. */
export function ticks(start: number, stop: number, count: number): number[] {
  if (!(count > 0)) {
    return [];
  }
  if (start === stop) {
    return [start];
  }
  const reverse = stop < start;
  const [i1, i2, inc] = reverse ? tickSpec(stop, start, count) : tickSpec(start, stop, count);
  if (!(i2 >= i1)) {
    return [];
  }
  const n = i2 - i1 + 1;
  const values = new Array<number>(n);
  for (let i = 0; i < n; ++i) {
    const k = reverse ? i2 - i : i1 + i;
    values[i] = inc < 0 ? k / -inc : k * inc;
  }
  return values;
}

/**
 * d3-scale's `linear().domain(domain).nice(count)`: the domain widened to round values, the
 * step computed again until it no longer changes (at most ten times, else the domain as given).
 */
export function niceDomain(domain: readonly [number, number], count = 10): [number, number] {
  const reverse = domain[1] < domain[0];
  let start = reverse ? domain[1] : domain[0];
  let stop = reverse ? domain[0] : domain[1];
  let previous: number | undefined;
  for (let iteration = 0; iteration < 10; iteration++) {
    const step = tickIncrement(start, stop, count);
    if (step === previous) {
      return reverse ? [stop, start] : [start, stop];
    } else if (step > 0) {
      start = Math.floor(start / step) * step;
      stop = Math.ceil(stop / step) * step;
    } else if (step < 0) {
      start = Math.ceil(start * step) / step;
      stop = Math.floor(stop * step) / step;
    } else {
      break;
    }
    previous = step;
  }
  return [domain[0], domain[1]];
}

/** d3-scale's `scaleLinear().domain(domain).range(range)`, unclamped. */
export function scaleLinear(
  domain: readonly [number, number],
  range: readonly [number, number],
): LinearScale {
  // As d3's bimap: a descending domain is read from its low end, with the range swapped.
  const reverse = domain[1] < domain[0];
  const low = reverse ? domain[1] : domain[0];
  const span = (reverse ? domain[0] : domain[1]) - low;
  const from = reverse ? range[1] : range[0];
  const to = reverse ? range[0] : range[1];
  return (value: number): number => {
    if (Number.isNaN(value)) {
      return NaN;
    }
    // A domain of one value puts everything in the middle, as d3's normalize.
    const t = span ? (value - low) / span : Number.isNaN(span) ? NaN : 0.5;
    return from * (1 - t) + to * t;
  };
}

/**
 * d3-scale's `scaleBand().domain(domain).range(range).paddingInner(inner).paddingOuter(outer)`:
 * `paddingInner` is the share of a step left between bands, `paddingOuter` that left before the
 * first and after the last, in steps; the bands are centred in the range.
 */
export function scaleBand(
  domain: readonly string[],
  range: readonly [number, number],
  { paddingInner = 0, paddingOuter = 0 }: { paddingInner?: number; paddingOuter?: number } = {},
): BandScale {
  const inner = Math.min(1, paddingInner);
  // The first occurrence of a repeated category keeps its place, as d3's ordinal domain.
  const index = new Map<string, number>();
  for (const category of domain) {
    if (!index.has(category)) {
      index.set(category, index.size);
    }
  }
  const n = index.size;
  const [r0, r1] = range;
  const reverse = r1 < r0;
  let start = reverse ? r1 : r0;
  const stop = reverse ? r0 : r1;
  const step = (stop - start) / Math.max(1, n - inner + paddingOuter * 2);
  start += (stop - start - step * (n - inner)) * 0.5;
  const bandwidth = step * (1 - inner);
  const starts = Array.from({ length: n }, (_, i) => start + step * i);
  if (reverse) {
    starts.reverse();
  }
  const scale = (category: string): number | undefined => {
    const i = index.get(category);
    return i === undefined ? undefined : starts[i];
  };
  return Object.assign(scale, { bandwidth: () => bandwidth, step: () => step });
}

/** d3-path's default for shapes: coordinates rounded to 3 decimals, then printed as JavaScript does. */
function coordinate(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The `d` of d3-shape's `line().defined(defined).x(x).y(y)(data)` with curveLinear: each run of
 * defined points is one subpath (`M` then `L`s), a run of a single point is closed (`Mx,yZ`) so a
 * round line cap still shows it; null when no point is defined.
 */
export function linePath<T>(
  data: readonly T[],
  x: (datum: T, index: number) => number,
  y: (datum: T, index: number) => number,
  defined: (datum: T, index: number) => boolean = () => true,
): string | null {
  let d = '';
  let inRun = false;
  let runLength = 0;
  // One step past the end closes the last run.
  for (let i = 0; i <= data.length; ++i) {
    const datum = data[i] as T;
    const isDefined = i < data.length && defined(datum, i);
    if (isDefined !== inRun) {
      inRun = isDefined;
      if (inRun) {
        runLength = 0;
      } else if (runLength === 1) {
        d += 'Z';
      }
    }
    if (inRun) {
      d += `${runLength === 0 ? 'M' : 'L'}${coordinate(x(datum, i))},${coordinate(y(datum, i))}`;
      runLength++;
    }
  }
  return d || null;
}

/** One series of a stack: its key and, per row, the bottom and top of its part. */
export interface StackLayer {
  /** The series' key, as given. */
  key: string;
  /** Per row, in the order of the rows: [bottom, top] of the part. */
  points: [number, number][];
}

/**
 * d3-shape's `stack().keys(keys).value(value)(rows)` with the default order (as given) and offset
 * (stackOffsetNone): each part starts where the one below ends; a part whose value is NaN has a NaN
 * top, and the next one starts from its bottom instead.
 */
export function stackRows<T>(
  rows: readonly T[],
  keys: readonly string[],
  value: (row: T, key: string, index: number) => number,
): StackLayer[] {
  // Where the next part starts, per row: the top of the last part whose top is a number.
  const bases = rows.map(() => 0);
  return keys.map((key, layer) => ({
    key,
    points: rows.map((row, index): [number, number] => {
      const bottom = bases[index] ?? 0;
      const own = value(row, key, index);
      // d3 adds nothing to the first part (its -0 stays -0), then adds the part to its base.
      const top = layer === 0 ? own : own + bottom;
      if (!Number.isNaN(top)) {
        bases[index] = top;
      }
      return [bottom, top];
    }),
  }));
}
