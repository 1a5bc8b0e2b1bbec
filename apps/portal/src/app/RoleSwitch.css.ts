// The role switch of a user of several roles (AppLayout.tsx only), apart from AppLayout.css.ts,
// which the sign-in page's error and loading screens share: that page does not carry it.
import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** A user of several roles: a row under the bar with the switch between their roles' menus, who, sign-out. */
export const roleBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xl,
  rowGap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  background: vars.color.surfaceMuted,
  borderBlockEnd: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const roleBarWho = style({ marginInlineStart: 'auto' });

export const roleSwitch = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  flex: '1 1 auto',
  maxWidth: '100%',
});

export const roleSwitchCaption = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const roleSwitchList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  // The roles share the list's width in equal parts; on a phone the list takes a row of its own
  // (the caption above it) and shrinks to that row's width.
  flex: '0 1 36rem',
  minWidth: 0,
});

export const roleSwitchItem = style({
  display: 'flex',
  // Equal parts where there is room; on a phone the longer name takes more of the row, and no
  // part gets narrower than its longest word.
  flex: '1 1 auto',
});

export const roleSwitchLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 1,
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  textDecoration: 'none',
  lineHeight: vars.lineHeight.tight,
  // A word longer than the whole row (a translation yet to come) breaks rather than overflows.
  overflowWrap: 'break-word',
  hyphens: 'auto',
  selectors: {
    // One segmented control: the two halves share the border between them.
    'li:first-child > &': {
      borderStartStartRadius: vars.radius.md,
      borderEndStartRadius: vars.radius.md,
    },
    'li:last-child > &': {
      borderStartEndRadius: vars.radius.md,
      borderEndEndRadius: vars.radius.md,
    },
    'li:not(:first-child) > &': { borderInlineStartWidth: 0 },
    '&:hover': { background: vars.color.primarySoft, textDecoration: 'underline' },
    '&[aria-current="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
      fontWeight: vars.fontWeight.bold,
    },
  },
});
