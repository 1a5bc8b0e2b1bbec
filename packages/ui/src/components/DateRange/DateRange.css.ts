import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const inputs = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const partLabel = style({ fontWeight: vars.fontWeight.regular });

export const input = style({ width: 'auto' });

export const presets = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.xs,
});

export const presetsLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const presetList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const presetPressed = style({
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      color: vars.color.primarySoftText,
      borderColor: vars.color.primary,
    },
  },
});
