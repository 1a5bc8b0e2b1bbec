import { describe, expect, it } from 'vitest';
import {
  linePath,
  niceDomain,
  scaleBand,
  scaleLinear,
  stackRows,
  tickIncrement,
  ticks,
} from './scales';

describe('value axis', () => {
  it('rounds the top of the axis up to the next multiple of the tick step', () => {
    // 5 % over 4230 steps is 4441.5; ten ticks over it step by 500, so the axis ends at 4500.
    expect(tickIncrement(0, 4441.5, 10)).toBe(500);
    expect(niceDomain([0, 1.05 * 4230])).toEqual([0, 4500]);
    // The smallest chart (everything at most 1): 1.05 becomes 1.1 with steps of a tenth.
    expect(niceDomain([0, 1.05])).toEqual([0, 1.1]);
    expect(niceDomain([0, 0.004])).toEqual([0, 0.004]);
  });

  it('keeps a descending domain descending', () => {
    expect(niceDomain([4441.5, 0])).toEqual([4500, 0]);
  });

  it('places about the asked number of ticks on round values', () => {
    // Three ticks over 4500: a step of 1500 rounds to 2000.
    expect(ticks(0, 4500, 3)).toEqual([0, 2000, 4000]);
    expect(ticks(0, 1.1, 3)).toEqual([0, 0.5, 1]);
    expect(ticks(10, 0, 5)).toEqual([10, 8, 6, 4, 2, 0]);
    expect(ticks(3, 3, 5)).toEqual([3]);
    expect(ticks(0, 10, 0)).toEqual([]);
  });

  it('writes decimal ticks as they read (0.3, not 0.1 × 3)', () => {
    // A step under 1 is kept as its inverse, so ticks are k / 10 rather than k × 0.1.
    expect(tickIncrement(0, 1, 10)).toBe(-10);
    expect(ticks(0, 1, 10)).toEqual([0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1]);
  });

  it('maps values linearly, the top of the domain to the top of the plot', () => {
    const y = scaleLinear([0, 4500], [204, 12]);
    expect(y(0)).toBe(204);
    expect(y(4500)).toBe(12);
    expect(y(2250)).toBe(108);
    // 204 × (1 − 8/9) + 12 × 8/9 in floating point, as d3 computes it (the SVG keeps every digit).
    expect(y(4000)).toBe(33.33333333333334);
    expect(y(NaN)).toBeNaN();
  });

  it('puts every value in the middle of a domain of one value', () => {
    expect(scaleLinear([5, 5], [200, 0])(5)).toBe(100);
  });
});

describe('category axis', () => {
  it('spaces bands evenly with inner and outer padding, centred in the range', () => {
    // 3 bands in 100 px: 3 − 0.3 + 2 × 0.25 = 3.2 steps of 31.25 px; 70 % of a step is a band;
    // what is left, 100 − 31.25 × 2.7 = 15.625 px, is shared between both ends.
    const x = scaleBand(['a', 'b', 'c'], [0, 100], { paddingInner: 0.3, paddingOuter: 0.25 });
    expect(x.step()).toBe(31.25);
    expect(x.bandwidth()).toBe(21.875);
    expect(['a', 'b', 'c'].map((category) => x(category))).toEqual([7.8125, 39.0625, 70.3125]);
    expect(x('z')).toBeUndefined();
  });

  it('leaves only the outer padding for lines (no inner padding)', () => {
    const x = scaleBand(['a', 'b', 'c', 'd'], [10, 410], { paddingOuter: 0 });
    expect(x.step()).toBe(100);
    expect(x.bandwidth()).toBe(100);
    expect(x('a')).toBe(10);
    expect(x('d')).toBe(310);
  });

  it('keeps the first place of a repeated category and mirrors a reversed range', () => {
    const x = scaleBand(['a', 'b', 'a'], [100, 0]);
    expect(x.step()).toBe(50);
    expect(x('a')).toBe(50);
    expect(x('b')).toBe(0);
  });
});

describe('linePath', () => {
  const x = (_value: number | null, index: number) => index * 10;
  const y = (value: number | null) => value ?? 0;
  const measured = (value: number | null) => value !== null;

  it('breaks the line where a value is missing, and closes a lone point so it shows', () => {
    expect(linePath([1, null, 2, 3], x, y, measured)).toBe('M0,1ZM20,2L30,3');
  });

  it('writes coordinates rounded to three decimals', () => {
    expect(linePath([1 / 3, 2 / 3], x, y)).toBe('M0,0.333L10,0.667');
  });

  it('gives no path when no point is measured', () => {
    expect(linePath([null, null], x, y, measured)).toBeNull();
    expect(linePath([], x, y)).toBeNull();
  });
});

describe('stackRows', () => {
  it('stacks each part on the one below, a missing part counting as zero', () => {
    const rows = [
      { stand: 30, walk: 10 },
      { stand: null, walk: 20 },
    ];
    const layers = stackRows(rows, ['stand', 'walk'], (row, key) => row[key as 'stand'] ?? 0);
    expect(layers).toEqual([
      {
        key: 'stand',
        points: [
          [0, 30],
          [0, 0],
        ],
      },
      {
        key: 'walk',
        points: [
          [30, 40],
          [0, 20],
        ],
      },
    ]);
  });

  it('starts the part above a NaN one from the NaN part’s bottom', () => {
    const layers = stackRows([{ a: 5, b: NaN, c: 2 }], ['a', 'b', 'c'], (row, key) =>
      key === 'a' ? row.a : key === 'b' ? row.b : row.c,
    );
    expect(layers.map((layer) => layer.points[0])).toEqual([
      [0, 5],
      [5, NaN],
      [5, 7],
    ]);
  });

  it('gives no layer without series', () => {
    expect(stackRows([{ a: 1 }], [], () => 1)).toEqual([]);
  });
});
