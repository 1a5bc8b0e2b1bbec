import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button } from './Button';

describe('Button', () => {
  it('is at least 44 by 44 CSS pixels even with a one-letter label', async () => {
    const screen = await render(<Button>A</Button>);
    const box = screen.getByRole('button', { name: 'A' }).element().getBoundingClientRect();
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);
  });

  it('is activated with the keyboard and not when disabled', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <>
        <Button onClick={onClick}>Valider</Button>
        <Button onClick={onClick} disabled>
          Annuler
        </Button>
      </>,
    );
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Valider' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Annuler' })).not.toHaveFocus();
  });

  it('does not submit a form unless asked to', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const screen = await render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Aide</Button>
        <Button type="submit">Envoyer</Button>
      </form>,
    );
    await screen.getByRole('button', { name: 'Aide' }).click();
    expect(onSubmit).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Envoyer' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
