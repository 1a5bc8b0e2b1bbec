import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const shell = style({
  minHeight: '100vh',
  selectors: {
    // In the portal the page scrolls in its own box above the toast's strip (ToastProvider
    // docked): filling that box, a short page does not scroll while a toast shows.
    '[data-page-scroll] > &': { minHeight: '100%' },
  },
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.lg,
  top: '-200px',
  zIndex: vars.zIndex.tooltip,
  padding: `${vars.space.md} ${vars.space.lg}`,
  minHeight: vars.size.target,
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.bold,
  selectors: { '&:focus': { top: vars.space.lg } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  padding: vars.space.xl,
  outline: 'none',
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  minHeight: '40vh',
});

export const brand = style({
  fontSize: vars.fontSize.h4,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  textDecoration: 'none',
  minHeight: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
});

export const user = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  lineHeight: 1.3,
  textAlign: 'end',
  // A very long name wraps rather than pushing sign-out out of the bar.
  maxWidth: '16rem',
});

/** The name and role as the link to the user's account: a 44 px target, underlined as a link. */
export const userLink = style({
  minHeight: vars.size.target,
  justifyContent: 'center',
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary },
  },
});

export const userName = style({
  fontWeight: 700,
  overflowWrap: 'anywhere',
  selectors: {
    [`${userLink} &`]: { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  },
});

export const userRole = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  // "Rééducateur et responsable d'établissement" on two lines, so that the menu, the brand and
  // sign-out keep their room on a tablet.
  maxWidth: '14rem',
  alignSelf: 'flex-end',
});
