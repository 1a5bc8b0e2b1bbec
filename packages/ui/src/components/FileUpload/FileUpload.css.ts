import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Out of sight but focusable: the native input keeps the keyboard and the screen reader. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  opacity: 0,
});

export const zone = style({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.targetLarge,
  padding: vars.space.lg,
  border: `${vars.size.borderWidthStrong} dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  textAlign: 'center',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-dragging]': {
      borderStyle: 'solid',
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
    },
    // The input is hidden, so its focus ring is drawn around the zone it stands for.
    [`${input}:focus-visible + &`]: {
      outline: `${vars.size.focusRing} solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${input}[aria-invalid="true"] + &`]: { borderColor: vars.color.danger },
    [`${input}:disabled + &`]: {
      cursor: 'not-allowed',
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
    },
  },
});

export const zoneIcon = style({ flexShrink: 0, color: vars.color.primary });

/** Looks like a secondary button; the whole zone is the click target. */
export const choose = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space.lg,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: vars.fontWeight.bold,
  selectors: {
    [`${input}:disabled + ${zone} &`]: {
      borderColor: vars.color.disabledText,
      background: vars.color.disabledSurface,
      color: vars.color.disabledText,
    },
  },
});

export const drop = style({ color: vars.color.textMuted });

export const files = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

export const fileIcon = style({ flexShrink: 0, color: vars.color.textMuted });

export const fileName = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontWeight: vars.fontWeight.bold,
});

export const fileSize = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const dropTarget = style({ position: 'relative' });

export const problem = style({ display: 'block' });
