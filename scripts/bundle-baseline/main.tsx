// The bundle budget's yardstick (scripts/bundle-budget.ts): a bare React 19 page, one element.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(createElement('h1', null, 'React 19'));
}
