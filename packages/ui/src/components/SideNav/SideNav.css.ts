import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const nav = style({
  inlineSize: vars.size.sideNav,
  maxInlineSize: '100%',
  background: vars.color.surface,
  paddingBlock: vars.space.md,
  fontFamily: vars.fontFamily.body,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.target,
  paddingBlock: vars.space.sm,
  paddingInlineStart: vars.space.lg,
  paddingInlineEnd: vars.space.md,
  borderInlineStart: `${vars.space.xs} solid transparent`,
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted, textDecoration: 'underline' },
    '&[aria-current="page"]': {
      background: vars.color.primarySoft,
      color: vars.color.primarySoftText,
      borderInlineStartColor: vars.color.primary,
      fontWeight: vars.fontWeight.bold,
    },
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.size.focusRing})` },
  },
});

export const icon = style({ flexShrink: 0 });

// break-word, not anywhere: a label breaks inside a word only when the word alone is wider than the
// bar, never to let other items squeeze it (the top bar shrinks its items to fit).
export const label = style({ flexGrow: 1, overflowWrap: 'break-word' });

export const badge = style({
  flexShrink: 0,
  minInlineSize: vars.space.xl,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});
