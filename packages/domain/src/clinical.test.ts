import { describe, expect, it } from 'vitest';
import {
  gaitTrend,
  gaitTrendRules,
  walkingSpeedBand,
  walkingSpeedBands,
  walkingSpeedBandsReference,
  walkingSpeedChange,
  walkingSpeedMcid,
} from './clinical';

const days = (count: number, value: number | null) => Array.from({ length: count }, () => value);

describe('walking speed bands (Perry et al. 1995)', () => {
  it('puts a speed below 0.4 m/s in household walking', () => {
    expect(walkingSpeedBand(0)?.id).toBe('household');
    expect(walkingSpeedBand(0.39)?.id).toBe('household');
  });

  it('puts 0.4 to 0.8 m/s, both included, in limited community walking', () => {
    expect(walkingSpeedBand(0.4)?.id).toBe('limitedCommunity');
    expect(walkingSpeedBand(0.8)?.id).toBe('limitedCommunity');
  });

  it('puts a speed above 0.8 m/s in community walking', () => {
    expect(walkingSpeedBand(0.81)?.id).toBe('community');
    expect(walkingSpeedBand(1.3)?.id).toBe('community');
  });

  it('has no band without a valid measure', () => {
    expect(walkingSpeedBand(null)).toBeNull();
    expect(walkingSpeedBand(undefined)).toBeNull();
    expect(walkingSpeedBand(Number.NaN)).toBeNull();
    expect(walkingSpeedBand(-0.1)).toBeNull();
  });

  it('keeps the thresholds as data with their source', () => {
    expect(walkingSpeedBands.map((band) => band.fromMetresPerSecond)).toEqual([0, 0.4, 0.8]);
    expect(walkingSpeedBandsReference.citation).toContain('Stroke. 1995;26(6):982');
    expect(walkingSpeedMcid.reference.citation).toContain('J Am Geriatr Soc. 2006;54(5):743');
  });
});

describe('walking speed change (MCID 0.1 m/s, Perera et al. 2006)', () => {
  it('calls a change of 0.1 m/s or more meaningful, in its direction', () => {
    expect(walkingSpeedChange(0.5, 0.6)).toMatchObject({
      change: 0.1,
      meaningful: true,
      direction: 'better',
    });
    expect(walkingSpeedChange(0.7, 0.55)).toMatchObject({ meaningful: true, direction: 'worse' });
  });

  it('calls a smaller change stable, even when it crosses a band', () => {
    expect(walkingSpeedChange(0.78, 0.84)).toMatchObject({
      change: 0.06,
      meaningful: false,
      direction: 'stable',
      crossedBand: true,
    });
    expect(walkingSpeedChange(0.5, 0.509)).toMatchObject({ change: 0.01, crossedBand: false });
  });

  it('says nothing without both measures', () => {
    expect(walkingSpeedChange(null, 0.5)).toBeNull();
    expect(walkingSpeedChange(0.5, undefined)).toBeNull();
  });
});

describe('gait trends over four weeks', () => {
  it('flags an asymmetry whose last two weeks exceed the two before by more than the margin', () => {
    const trend = gaitTrend('StepTimeAsymmetry', [...days(14, 1.1), ...days(14, 1.2)]);
    expect(trend).toMatchObject({ worsening: true });
    expect(trend?.change).toBeCloseTo(0.1);
  });

  it('does not flag a rise equal to the margin, nor a fall', () => {
    const margin = gaitTrendRules.StepTimeAsymmetry.margin;
    expect(
      gaitTrend('StepTimeAsymmetry', [...days(14, 1.1), ...days(14, 1.1 + margin)])?.worsening,
    ).toBe(false);
    expect(gaitTrend('StepTimeCV', [...days(14, 6), ...days(14, 4)])?.worsening).toBe(false);
  });

  it('flags step-time variability rising by more than one point', () => {
    expect(gaitTrend('StepTimeCV', [...days(14, 3), ...days(14, 4.5)])?.worsening).toBe(true);
  });

  it('reads only the last 28 days and ignores days without a measure', () => {
    const values = [...days(30, 9), ...days(10, 1.1), ...days(4, null), ...days(14, 1.12)];
    const trend = gaitTrend('StepDistanceAsymmetry', values);
    expect(trend?.previousMean).toBeCloseTo(1.1);
    expect(trend?.worsening).toBe(false);
  });

  it('gives no judgement when a window has fewer than five measured days', () => {
    expect(gaitTrend('StepTimeCV', [...days(10, null), ...days(4, 3), ...days(14, 6)])).toBeNull();
    expect(gaitTrend('StepTimeCV', days(20, 3))).toBeNull();
  });
});
