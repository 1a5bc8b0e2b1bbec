import { style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

export const text = style({ overflowWrap: 'anywhere', whiteSpace: 'pre-line' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `${vars.size.borderWidth} solid ${vars.color.border}`,
  minWidth: 0,
});

export const rowText = style({ minWidth: 0, flex: '1 1 10rem', overflowWrap: 'anywhere' });

export const enrolForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({
  color: vars.color.text,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.body,
});

export const textarea = style({
  display: 'block',
  width: '100%',
  minWidth: 0,
  minHeight: '6rem',
  padding: vars.space.sm,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.fontFamily.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  resize: 'vertical',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
  },
});
