import { createContainer, style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '@oxilio/tokens';
import { vars } from '../../theme/contract.css';

const scale = createContainer('scale');
const tablet = `${scale} (min-width: ${breakpoints.tablet}px)`;
const desktop = `${scale} (min-width: ${breakpoints.desktop}px)`;

export const root = style({
  containerName: scale,
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.fontFamily.body,
});

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.body });

export const error = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
});

/** Vertical list when narrow; a row (or rows of five) from the tablet width up. */
export const options = styleVariants({
  ten: {
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: '1fr',
    '@container': {
      [tablet]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      // min-content: a long word ("Extrêmement", "Extremadamente") widens its column instead of
      // overflowing its card onto the next one.
      [desktop]: { gridTemplateColumns: 'repeat(10, minmax(min-content, 1fr))' },
    },
  },
  three: {
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: '1fr',
    '@container': { [tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
  four: {
    display: 'grid',
    gap: vars.space.sm,
    gridTemplateColumns: '1fr',
    '@container': { [tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  },
});

export const option = style({ display: 'flex', position: 'relative' });

export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: 0,
  opacity: 0,
  pointerEvents: 'none',
});

export const card = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexGrow: 1,
  minHeight: vars.size.targetLarge,
  padding: vars.space.sm,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  '@container': {
    [tablet]: { flexDirection: 'column', alignItems: 'stretch', textAlign: 'center' },
  },
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${input}:checked + &`]: {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      boxShadow: `inset 0 0 0 ${vars.size.borderWidthStrong} ${vars.color.primary}`,
    },
    [`${input}:disabled + &`]: {
      cursor: 'not-allowed',
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
      borderColor: vars.color.disabledSurface,
    },
  },
});

export const number = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.target,
  minHeight: vars.size.target,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

/** Colour grades of the scales, from easy (green) to hard (red); white text on each meets AA. */
export const tones = styleVariants({
  success: { background: vars.color.success, color: vars.color.textInverse },
  functional: {
    background: vars.exercise.functional.background,
    color: vars.exercise.functional.text,
  },
  balance: { background: vars.exercise.balance.background, color: vars.exercise.balance.text },
  warning: { background: vars.color.warning, color: vars.color.textInverse },
  endurance: {
    background: vars.exercise.endurance.background,
    color: vars.exercise.endurance.text,
  },
  strength: { background: vars.exercise.strength.background, color: vars.exercise.strength.text },
  danger: { background: vars.color.danger, color: vars.color.textInverse },
  disabled: { background: vars.color.disabledText, color: vars.color.disabledSurface },
});

export const text = style({
  flexGrow: 1,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'break-word',
  hyphens: 'auto',
  selectors: { [`${input}:checked + ${card} &`]: { fontWeight: vars.fontWeight.bold } },
});

export const check = style({
  flexShrink: 0,
  alignSelf: 'center',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { [`${input}:checked + ${card} &`]: { visibility: 'visible' } },
});
