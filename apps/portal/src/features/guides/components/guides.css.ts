import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@oxilio/ui';

/** Marks the page that prints a guide: the app's header and skip link stay off the paper. */
export const printRoot = style({});

for (const hidden of ['header', 'a[href="#main"]', '[data-print="hidden"]']) {
  globalStyle(`body:has(${printRoot}) ${hidden}`, {
    '@media': { print: { display: 'none' } },
  });
}
globalStyle(`body:has(${printRoot}) main`, {
  '@media': { print: { padding: 0, maxWidth: 'none' } },
});
globalStyle(`body:has(${printRoot}), body:has(${printRoot}) *`, {
  '@media': { print: { color: '#000', background: 'transparent', boxShadow: 'none' } },
});

export const article = style({
  maxWidth: '46rem',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.body,
});

export const section = style({
  marginBlockEnd: vars.space.xxl,
  breakInside: 'avoid',
});

export const heading = style({
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.h3,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.primary,
});

export const paragraph = style({ margin: `0 0 ${vars.space.md}` });

export const steps = style({
  margin: `0 0 ${vars.space.md}`,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const warning = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.size.borderWidthStrong} solid ${vars.color.warning}`,
  background: vars.color.warningSoft,
});

export const warningHeading = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const guideList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
