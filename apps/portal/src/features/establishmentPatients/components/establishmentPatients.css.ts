import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const name = style({
  margin: 0,
  fontSize: vars.fontSize.h4,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const nameLink = style({
  color: vars.color.link,
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.lg,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  overflowWrap: 'anywhere',
});

export const term = style({ fontWeight: vars.fontWeight.bold });
export const definition = style({ margin: 0, minWidth: 0 });
