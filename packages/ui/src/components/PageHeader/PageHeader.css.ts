import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlock: vars.space.lg,
  fontFamily: vars.fontFamily.body,
});

export const breadcrumbList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xs,
  fontSize: vars.fontSize.small,
});

export const breadcrumbItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const breadcrumbLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.link,
  textDecoration: 'underline',
  selectors: { '&:hover': { textDecorationThickness: vars.size.borderWidthStrong } },
});

export const breadcrumbCurrent = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  color: vars.color.text,
});

export const separator = style({ flexShrink: 0, color: vars.color.textMuted });

export const back = style({ display: 'flex' });

// A back link is on its own line: a 44 px high target whatever link the screen passes.
globalStyle(`${back} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
});

export const main = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 20rem',
});

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.fontSize.h1,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
  maxWidth: '70ch',
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});
