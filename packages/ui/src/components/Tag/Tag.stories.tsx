import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dumbbell } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tag, tagTones } from './Tag';

const meta = {
  title: 'Data display/Tag',
  component: Tag,
  args: { label: 'Équilibre' },
  argTypes: {
    tone: { control: 'inline-radio', options: tagTones },
    icon: { control: false },
  },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Removable: Story = {
  args: { onRemove: fn() },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Retirer Équilibre' });
    await userEvent.tab();
    await expect(remove).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { onRemove: fn(), disabled: true },
  play: async ({ canvas, args }) => {
    const remove = canvas.getByRole('button', { name: 'Retirer Équilibre' });
    await expect(remove).toBeDisabled();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

const filters = ['Parkinson', 'Hémiparésie', 'Capacité fonctionnelle 2', 'Sans appareil'];

function FilterList() {
  const [items, setItems] = useState(filters);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const removeAt = (index: number) => {
    setItems((current) => current.filter((_, i) => i !== index));
    // Focus goes to the next tag's button, or back to the heading when none is left.
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? headingRef.current)?.focus();
    });
  };
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} style={{ margin: '0 0 8px' }}>
        Filtres actifs
      </h3>
      <ul
        ref={listRef}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: 0, listStyle: 'none' }}
      >
        {items.map((item, index) => (
          <li key={item}>
            <Tag label={item} tone="primary" onRemove={() => removeAt(index)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

export const RemovableList: Story = {
  render: () => <FilterList />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retirer Hémiparésie' }));
    await expect(canvas.queryByText('Hémiparésie')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Retirer Capacité fonctionnelle 2' }),
      ).toHaveFocus(),
    );
  },
};

export const LongText: Story = {
  args: {
    label: 'Programme d’auto-rééducation après une hospitalisation prolongée en soins de suite',
    onRemove: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 280 }}>
      <Tag {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {tagTones.map((tone) => (
        <div key={tone} style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Tag {...args} tone={tone} label={`${tone}`} />
          <Tag {...args} tone={tone} label={`${tone} avec icône`} icon={Dumbbell} />
          <Tag {...args} tone={tone} label={`${tone} amovible`} onRemove={() => {}} />
          <Tag {...args} tone={tone} label={`${tone} indisponible`} onRemove={() => {}} disabled />
        </div>
      ))}
    </div>
  ),
};
