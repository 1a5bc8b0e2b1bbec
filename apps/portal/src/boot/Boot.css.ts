import { globalStyle } from '@vanilla-extract/css';

/**
 * The prerendered sign-in page (prerender.tsx) stays hidden when it is not what this visit
 * shows: `/start.js` (start.ts) marks the document before it paints (a stored session, another language, a
 * path other than `/`), then main.tsx renders the portal in its place.
 */
globalStyle('html[data-no-prerender] #root[data-prerendered] > *', { display: 'none' });
