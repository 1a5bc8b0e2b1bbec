import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pencil } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Card, cardElements, cardPaddings, cardVariants } from './Card';

const meta = {
  title: 'Data display/Card',
  component: Card,
  args: {
    title: 'Séance du matin',
    subtitle: 'Mardi 14 janvier 2025',
    children: 'Marche assistée de 20 minutes, puis trois exercices d’équilibre en position debout.',
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    as: 'section',
    footer: <Button variant="secondary">Voir le détail</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Séance du matin' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Séance du matin' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    as: 'article',
    actions: <IconButton icon={Pencil} label="Modifier la séance" />,
  },
};

export const InteractiveButton: Story = {
  args: { onClick: fn(), variant: 'elevated' },
  play: async ({ canvas, canvasElement, args }) => {
    const action = canvas.getByRole('button', { name: 'Séance du matin' });
    // What a pointer meets over the body text: the title's button, stretched over the card.
    const box = canvas.getByText(/Marche assistée/).getBoundingClientRect();
    const hit = canvasElement.ownerDocument.elementFromPoint(box.left + 10, box.top + 10);
    await expect(hit).toBe(action);
    await userEvent.click(action);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(action).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const InteractiveLink: Story = {
  args: {
    href: '#patient-42',
    title: 'Jeanne Dupont',
    subtitle: 'Dernière mesure : hier',
    children: '4 520 pas, objectif atteint à 75 %',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Jeanne Dupont' })).toHaveAttribute(
      'href',
      '#patient-42',
    );
  },
};

export const LongText: Story = {
  args: {
    title:
      'Programme d’auto-rééducation personnalisé pour la reprise de la marche en extérieur après une hospitalisation',
    subtitle: 'Prescrit par le rééducateur référent de l’établissement',
    children:
      'Exercices quotidiens de renforcement musculaire des membres inférieurs, de transfert assis-debout et d’équilibre statique, à réaliser avec l’oxilio en présence d’un aidant lors des deux premières semaines.',
    actions: <IconButton icon={Pencil} label="Modifier le programme" />,
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(3, 1fr)' }}>
      {cardVariants.map((variant) =>
        cardPaddings.map((padding) => (
          <Card
            key={`${variant}-${padding}`}
            {...args}
            title={`${variant} ${padding}`}
            variant={variant}
            padding={padding}
          />
        )),
      )}
      <Card {...args} title="Cliquable" href="#seance" />
      <Card {...args} title="Avec pied" footer={<Button variant="ghost">Ouvrir</Button>} />
      <Card {...args} title={undefined} subtitle={undefined} />
    </div>
  ),
};
