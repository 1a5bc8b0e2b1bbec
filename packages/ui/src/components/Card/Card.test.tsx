import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Card } from './Card';

describe('Card', () => {
  it('is activated by a click anywhere on it, through one focus target', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Card title="Séance du matin" onClick={onClick}>
        Marche assistée de 20 minutes
      </Card>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Séance du matin' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Séance du matin' })).not.toHaveFocus();

    await screen.getByText('Marche assistée de 20 minutes').click({ force: true });
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its own actions usable without activating the card', async () => {
    const onCard = vi.fn();
    const onEdit = vi.fn();
    const screen = await render(
      <Card
        title="Jeanne Dupont"
        href="#patient"
        onClick={(event) => {
          event.preventDefault();
          onCard();
        }}
        actions={
          <button type="button" onClick={onEdit}>
            Modifier
          </button>
        }
      >
        Dernière mesure : hier
      </Card>,
    );
    await screen.getByRole('button', { name: 'Modifier' }).click();
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onCard).not.toHaveBeenCalled();
    await screen.getByText('Dernière mesure : hier').click({ force: true });
    expect(onCard).toHaveBeenCalledTimes(1);
  });

  it('names a section after its title, and is not clickable without href or onClick', async () => {
    const screen = await render(<Card as="section" title="Objectifs du jour" />);
    await expect.element(screen.getByRole('region', { name: 'Objectifs du jour' })).toBeVisible();
    expect(screen.container.querySelector('a, button')).toBeNull();
  });
});
