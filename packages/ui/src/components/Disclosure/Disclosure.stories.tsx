import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Navigation/Disclosure',
  component: Disclosure,
  args: {
    summary: 'D’où viennent ces seuils ?',
    children:
      'Les seuils de vitesse de marche viennent de Perry et al., Stroke 1995, repris dans les recommandations actuelles.',
    onOpenChange: fn(),
  },
  argTypes: { children: { control: 'text' }, summary: { control: 'text' } },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Closed at first; reached with Tab (focus ring), opened and closed, the state on the element.
 * Enter and Space are the browser's own on `<summary>`: the simulated keyboard of a play function
 * does not press them, so `Disclosure.test.tsx` drives the real keyboard for them.
 */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    const summary = canvas.getByText('D’où viennent ces seuils ?', { selector: 'summary' });
    const details = summary.closest('details')!;
    await expect(details).not.toHaveAttribute('open');
    await expect(canvas.getByText(/Perry et al\./)).not.toBeVisible();
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await expect(getComputedStyle(summary).outlineStyle).toBe('solid');
    await userEvent.click(summary);
    await expect(details).toHaveAttribute('open');
    await expect(canvas.getByText(/Perry et al\./)).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(summary);
    await expect(details).not.toHaveAttribute('open');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Open at first (uncontrolled): a click closes it. */
export const DefaultOpen: Story = {
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Perry et al\./)).toBeVisible();
    await userEvent.click(canvas.getByText('D’où viennent ces seuils ?'));
    await expect(canvas.getByText(/Perry et al\./)).not.toBeVisible();
  },
};

/** The parent holds the state: a button elsewhere opens it too. */
export const Controlled: Story = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        <button type="button" onClick={() => setOpen(true)}>
          Tout déplier
        </button>
        <Disclosure
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange?.(next);
          }}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout déplier' }));
    await expect(canvas.getByText(/Perry et al\./)).toBeVisible();
    await userEvent.click(canvas.getByText('D’où viennent ces seuils ?'));
    await expect(canvas.getByText(/Perry et al\./)).not.toBeVisible();
  },
};

/** A heading as the summary: the folded content is a section, found in the headings' outline. */
export const WithHeading: Story = {
  args: {
    summary: <h2 style={{ margin: 0, fontSize: '1.25rem' }}>Patients archivés (3)</h2>,
    children: 'Les dossiers archivés restent lisibles et peuvent être restaurés.',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: 'Patients archivés (3)' });
    await userEvent.click(heading);
    await expect(canvas.getByText(/restent lisibles/)).toBeVisible();
  },
};

/** A long summary wraps at 300 px beside its marker; the target stays 44 px at least. */
export const LongSummary: Story = {
  args: {
    summary:
      'Historique complet des résultats du test de marche de six minutes, du plus récent au plus ancien (12)',
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <Disclosure {...args} />
    </div>
  ),
};

/** Closed, open, with a heading: for the screenshot. */
export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 480 }}>
      <Disclosure {...args} />
      <Disclosure {...args} defaultOpen />
      <Disclosure
        {...args}
        summary={<h2 style={{ margin: 0, fontSize: '1.25rem' }}>Patients archivés (3)</h2>}
      />
    </div>
  ),
};
