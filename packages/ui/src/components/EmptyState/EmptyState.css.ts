import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.sm,
    padding: vars.space.xl,
    textAlign: 'center',
    fontFamily: vars.fontFamily.body,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      compact: { padding: vars.space.lg },
      medium: {},
    },
  },
  defaultVariants: { size: 'medium' },
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.space.huge,
  height: vars.space.huge,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: '60ch',
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.body,
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
