import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

// A fixed drawing (no network): a head and shoulders on a teal background.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0e6c86"/><circle cx="32" cy="26" r="12" fill="#f4f6fb"/><path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="#f4f6fb"/></svg>',
)}`;

const meta = {
  title: 'Data display/Avatar',
  component: Avatar,
  args: { name: 'Jeanne Dupont' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Jeanne Dupont' });
    await expect(avatar).toHaveTextContent('JD');
  },
};

export const Photo: Story = {
  args: { src: photo, alt: 'Photo de Jeanne Dupont' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Photo de Jeanne Dupont' })).toBeVisible();
  },
};

export const BrokenPhoto: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: 'Éloïse Martin-Lefèvre' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Éloïse Martin-Lefèvre' })).toHaveTextContent('ÉM'),
    );
  },
};

export const Decorative: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 12, margin: 0 }}>
      <Avatar {...args} decorative />
      {args.name}
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(4, max-content)' }}>
      {avatarSizes.map((size) => (
        <div key={size} style={{ display: 'contents' }}>
          <Avatar {...args} size={size} name="Jeanne Dupont" />
          <Avatar {...args} size={size} name="Jean-Pierre de la Tour" />
          <Avatar {...args} size={size} name="Zoé" />
          <Avatar {...args} size={size} name="Louis Bernard" src={photo} />
        </div>
      ))}
    </div>
  ),
};
