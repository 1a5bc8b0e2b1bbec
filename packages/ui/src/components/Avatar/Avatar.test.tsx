import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it.each([
    ['Jeanne Dupont', 'JD'],
    ['Jean-Pierre de la Tour', 'JT'],
    ['  élise   ', 'É'],
    ['Marie (aidante) Roche', 'MR'],
  ])('shows the initials of %s and is named by the full name', async (name, initials) => {
    const screen = await render(<Avatar name={name} />);
    const avatar = screen.getByRole('img', { name: name.trim() });
    await expect.element(avatar).toHaveTextContent(initials);
  });

  it('falls back to the initials when the photo cannot be loaded', async () => {
    const screen = await render(<Avatar name="Louis Bernard" src="data:image/png;base64,AAAA" />);
    await expect
      .element(screen.getByRole('img', { name: 'Louis Bernard' }))
      .toHaveTextContent('LB');
  });
});
