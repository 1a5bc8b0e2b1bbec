import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  fontFamily: vars.fontFamily.body,
});

export const list = style({
  display: 'flex',
  // Tabs wrap rather than scroll: none is hidden, at any zoom.
  flexWrap: 'wrap',
  columnGap: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const listFullWidth = style({});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.target,
  minWidth: vars.size.target,
  paddingInline: vars.space.lg,
  paddingBlock: vars.space.sm,
  marginBottom: `calc(-1 * ${vars.size.borderWidth})`,
  border: 0,
  borderBottom: `${vars.size.focusRing} solid transparent`,
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover:not(:disabled)': {
      background: vars.color.primarySoft,
      color: vars.color.primarySoftText,
    },
    '&[data-state="active"]': {
      color: vars.color.primary,
      borderBottomColor: vars.color.primary,
    },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.disabledText },
    [`${listFullWidth} &`]: { flex: '1 1 auto' },
  },
});

export const panel = style({
  minWidth: 0,
});
