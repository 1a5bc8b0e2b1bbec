import { vars } from '../../theme/contract.css';

/**
 * Series colours: the primary colour, then the exercise theme colours, all from the theme and all
 * at least 3:1 against the surface. The secondary brand colour is too light for lines on white,
 * so the dark teal of the balance theme comes second. Strength (red) is left out: too close to
 * the objective line.
 */
export const chartToneColors = {
  primary: vars.color.primary,
  balance: vars.exercise.balance.background,
  endurance: vars.exercise.endurance.background,
  flexibility: vars.exercise.flexibility.background,
  functional: vars.exercise.functional.background,
  clinicalTest: vars.exercise.clinicalTest.background,
} as const;

export type ChartTone = keyof typeof chartToneColors;
export const chartTones = Object.keys(chartToneColors) as ChartTone[];

/** Markers, dash patterns and fills, so that no series is told apart by colour alone. */
export const markerShapes = ['circle', 'square', 'triangle', 'diamond', 'cross'] as const;
export type MarkerShape = (typeof markerShapes)[number];

export const dashPatterns = [undefined, '10 5', '3 4', '12 4 3 4', '1 6'] as const;

export const fillPatterns = ['solid', 'stripes', 'dots', 'crosshatch', 'lines'] as const;
export type FillPattern = (typeof fillPatterns)[number];

export interface SeriesLook {
  color: string;
  marker: MarkerShape;
  dash: string | undefined;
  fill: FillPattern;
}

/** The look of the series at `index`, with an optional explicit tone. */
export function seriesLook(index: number, tone?: ChartTone): SeriesLook {
  const color = chartToneColors[tone ?? chartTones[index % chartTones.length] ?? 'primary'];
  return {
    color,
    marker: markerShapes[index % markerShapes.length] ?? 'circle',
    dash: dashPatterns[index % dashPatterns.length],
    fill: fillPatterns[index % fillPatterns.length] ?? 'solid',
  };
}
