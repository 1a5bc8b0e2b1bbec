import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  textAlign: 'center',
});

const phaseBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const phase = styleVariants({
  series: [phaseBase, { background: vars.color.primary, color: vars.color.primaryText }],
  rest: [phaseBase, { background: vars.color.secondary, color: vars.color.secondaryText }],
});

export const time = style({
  margin: 0,
  fontSize: `calc(${vars.fontSize.display} * 1.5)`,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [media.tablet]: { fontSize: `calc(${vars.fontSize.display} * 2)` } },
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: `calc(${vars.fontSize.large} * ${vars.lineHeight.body})`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.textMuted,
});

export const done = style({ color: vars.color.success });

export const track = style({
  inlineSize: '100%',
  blockSize: vars.space.md,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({
  blockSize: '100%',
  background: vars.color.primary,
  transition: `inline-size ${vars.motion.durationBase} linear`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.md,
});
