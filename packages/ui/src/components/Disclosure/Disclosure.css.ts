import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  minWidth: 0,
  fontFamily: vars.fontFamily.body,
});

/** The summary: a 44 px target in link colour, with its own marker (the native one is hidden). */
export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.target,
  paddingBlock: vars.space.xs,
  listStyle: 'none',
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { color: vars.color.primaryHover },
    // Besides the global focus ring: the text underlined, so focus never rests on colour alone.
    '&:focus-visible': { textDecorationLine: 'underline' },
  },
});

// Safari still draws its own triangle unless told not to.
globalStyle(`${summary}::-webkit-details-marker`, { display: 'none' });

/** The chevron points to the content: right when closed, down when open (pure CSS, no JS). */
export const marker = style({
  flexShrink: 0,
  transition: `transform ${vars.motion.durationFast} ${vars.motion.easing}`,
  selectors: {
    [`${root}[open] > ${summary} > &`]: { transform: 'rotate(90deg)' },
  },
});

export const content = style({
  paddingBlockStart: vars.space.xs,
});
