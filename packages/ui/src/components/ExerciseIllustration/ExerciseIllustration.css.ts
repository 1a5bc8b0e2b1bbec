import { style, styleVariants } from '@vanilla-extract/css';
import { exerciseThemeNames, type ExerciseThemeName } from '@oxilio/tokens';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  aspectRatio: '1',
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

/** The person: strokes in the text colour. */
export const body = style({
  fill: 'none',
  stroke: vars.color.text,
  strokeWidth: 8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const head = style({ fill: vars.color.surface, stroke: vars.color.text, strokeWidth: 5 });

/** The wheelchair or the oxilio: quieter than the person. */
export const equipment = style({
  fill: 'none',
  stroke: vars.color.textMuted,
  strokeWidth: 4,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const equipmentFill = style({
  fill: vars.color.surface,
  stroke: vars.color.textMuted,
  strokeWidth: 3,
});

export const ground = style({ stroke: vars.color.border, strokeWidth: 3, strokeLinecap: 'round' });

/** The body part the exercise works, in the theme's colour: thicker strokes and joints. */
export const highlightStroke = styleVariants(
  Object.fromEntries(
    exerciseThemeNames.map((name) => [
      name,
      {
        fill: 'none',
        stroke: vars.exercise[name].background,
        strokeWidth: 12,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
      },
    ]),
  ) as Record<ExerciseThemeName, object>,
);

export const highlightFill = styleVariants(
  Object.fromEntries(
    exerciseThemeNames.map((name) => [
      name,
      { fill: vars.exercise[name].background, stroke: vars.color.surface, strokeWidth: 2 },
    ]),
  ) as Record<ExerciseThemeName, object>,
);
