import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const page = style({
  minHeight: '100vh',
  selectors: {
    // In the portal the page scrolls in its own box above the toast's strip (ToastProvider
    // docked): filling that box, a short page does not scroll while a toast shows.
    '[data-page-scroll] > &': { minHeight: '100%' },
  },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: vars.space.xl,
  gap: vars.space.xl,
  background: vars.color.background,
});

export const top = style({
  width: '100%',
  maxWidth: '560px',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-end',
  gap: vars.space.lg,
  flexWrap: 'wrap',
});

export const brand = style({
  fontSize: vars.fontSize.h2,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.primary,
  margin: 0,
});

export const main = style({
  width: '100%',
  maxWidth: '560px',
  outline: 'none',
});

/**
 * A page whose content is a table (the debug outbox): as wide as the window allows, so that its
 * columns show side by side on a computer; a phone still scrolls the table in its own region.
 */
export const wide = style({
  maxWidth: '1200px',
});

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.elevation.low,
  padding: vars.space.xxl,
  '@media': {
    'screen and (max-width: 480px)': { padding: vars.space.xl },
  },
});
