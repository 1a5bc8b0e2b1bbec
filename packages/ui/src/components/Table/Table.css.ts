import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { stickyColumn } from './TableFrame.css';

export const root = style({
  position: 'relative',
  minWidth: 0,
  fontFamily: vars.fontFamily.body,
});

export const scroller = style({
  background: vars.color.surface,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const table = style({
  width: '100%',
  // Separate borders: a pinned cell's background would hide a collapsed border.
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

const cellBase = {
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  verticalAlign: 'middle',
  // Wrap between words only: a narrow screen scrolls the table rather than splitting numbers.
  overflowWrap: 'break-word',
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    background: vars.color.surfaceMuted,
    borderBottom: `${vars.size.borderWidthStrong} solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'normal',
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    sortable: {
      true: { paddingInline: vars.space.xs },
    },
  },
  defaultVariants: { align: 'start' },
});

export const cell = recipe({
  base: {
    ...cellBase,
    borderBottom: `${vars.size.borderWidth} solid ${vars.color.chartGrid}`,
    fontWeight: vars.fontWeight.regular,
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const sortButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minHeight: vars.size.target,
    paddingInline: vars.space.md,
    border: 0,
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'inherit',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.primarySoft, color: vars.color.primarySoftText },
    },
  },
  variants: {
    align: {
      start: {},
      center: {},
      end: { flexDirection: 'row-reverse' },
    },
  },
});

export const sortIcon = style({ flexShrink: 0 });

export const sortIconIdle = style({ color: vars.color.textMuted });

export const row = recipe({
  variants: {
    clickable: {
      true: {
        cursor: 'pointer',
        selectors: { '&:hover': { background: vars.color.primarySoft } },
      },
    },
    selected: {
      true: { background: vars.color.primarySoft },
    },
  },
});

/** A clickable row; its pinned row header follows the row's hover colour. */
export const clickableRow = style({});

globalStyle(`${clickableRow}:hover > ${stickyColumn}`, { background: vars.color.primarySoft });

/** The row header's text as a button: the keyboard way to activate a clickable row. */
export const rowAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontWeight: vars.fontWeight.bold,
  textAlign: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
});

export const selectCell = style({
  width: vars.size.target,
  paddingInline: vars.space.xs,
  textAlign: 'center',
});

/** A 44px hit area around a 24px native checkbox. */
export const checkboxLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  cursor: 'pointer',
});

export const checkbox = style({
  width: vars.space.xl,
  height: vars.space.xl,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const emptyCell = style({ padding: 0 });
