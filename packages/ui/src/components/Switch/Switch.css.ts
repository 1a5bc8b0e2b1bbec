import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  minWidth: 0,
});

export const button = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  minHeight: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const track = style({
  display: 'flex',
  alignItems: 'center',
  width: vars.space.huge,
  height: vars.space.xxl,
  padding: vars.space.xxs,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    [`${button}[aria-checked="true"] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}:hover:not(:disabled) &`]: { borderColor: vars.color.primaryHover },
    [`${button}[aria-invalid="true"] &`]: {
      borderColor: vars.color.danger,
      boxShadow: `0 0 0 ${vars.size.borderWidth} ${vars.color.danger}`,
    },
    [`${button}:disabled &`]: {
      background: vars.color.disabledSurface,
      borderColor: vars.color.disabledText,
    },
  },
});

export const thumb = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.xl,
  height: vars.space.xl,
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  color: vars.color.primary,
  transition: `transform ${vars.motion.durationBase} ${vars.motion.easing}`,
  selectors: {
    // Track 64 px - 2 x 2 px border - 2 x 2 px padding - 24 px thumb = 32 px of travel.
    [`${button}[aria-checked="true"] &`]: {
      transform: `translateX(${vars.space.xxl})`,
      background: vars.color.surface,
    },
    [`${button}:disabled &`]: { background: vars.color.disabledText },
    [`${button}:disabled[aria-checked="true"] &`]: {
      background: vars.color.surface,
      color: vars.color.disabledText,
    },
  },
});

export const check = style({
  display: 'none',
  selectors: { [`${button}[aria-checked="true"] &`]: { display: 'block' } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
  paddingBlock: `calc((${vars.size.target} - ${vars.fontSize.body} * ${vars.lineHeight.body}) / 2)`,
});

export const label = style({
  fontWeight: vars.fontWeight.regular,
  cursor: 'pointer',
  selectors: {
    [`${root}[data-disabled] &`]: { cursor: 'not-allowed', color: vars.color.disabledText },
  },
});
