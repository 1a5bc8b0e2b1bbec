import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from '../IconButton/IconButton';
import { TextField, textFieldTypes } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Adresse e-mail', type: 'email', autoComplete: 'email', onChange: fn() },
  argTypes: {
    type: { control: 'select', options: textFieldTypes },
    prefix: { control: 'text' },
    suffix: { control: 'text' },
  },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <TextField {...args} />
    </div>
  ),
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { hint: 'Nous vous écrirons à cette adresse pour confirmer votre compte.', required: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(
      'Nous vous écrirons à cette adresse pour confirmer votre compte.',
    );
    await userEvent.type(input, 'jeanne@example.org');
    await expect(args.onChange).toHaveBeenCalled();
    await expect(input).toHaveValue('jeanne@example.org');
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'jeanne.example.org',
    error: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      /^Erreur\s: Saisissez une adresse e-mail valide, par exemple nom@exemple\.fr\.$/,
    );
  },
};

export const WithUnit: Story = {
  args: {
    label: 'Poids',
    type: 'number',
    autoComplete: 'off',
    inputMode: 'decimal',
    suffix: 'kg',
    defaultValue: '72',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Poids' })).toHaveAccessibleDescription(
      'kg',
    );
  },
};

export const WithButton: Story = {
  args: {
    label: 'Rechercher un patient',
    type: 'search',
    autoComplete: 'off',
    hideLabel: true,
    placeholder: 'Nom ou numéro de dossier',
    suffix: <IconButton icon={Search} label="Lancer la recherche" variant="primary" />,
  },
};

export const Disabled: Story = {
  args: { label: 'Identifiant', disabled: true, defaultValue: 'jmartin', type: 'text' },
};

export const LongText: Story = {
  args: {
    label:
      'Adresse e-mail de la personne de confiance à prévenir en cas de difficulté pendant une séance',
    hint: 'Cette personne recevra uniquement les alertes de sécurité, jamais vos résultats ni vos données de santé.',
    error:
      'Cette adresse est déjà utilisée par un autre compte de l’établissement : choisissez-en une autre.',
    required: true,
  },
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <TextField {...args} />
    </div>
  ),
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <TextField {...args} label="Par défaut" type="text" />
      <TextField {...args} label="Avec aide" type="text" hint="Texte d’aide" required />
      <TextField
        {...args}
        label="En erreur"
        type="text"
        defaultValue="abc"
        error="Message d’erreur"
      />
      <TextField {...args} label="Désactivé" type="text" defaultValue="Valeur" disabled />
      <TextField {...args} label="Lecture seule" type="text" defaultValue="Valeur" readOnly />
      <TextField
        {...args}
        label="Avec placeholder"
        type="text"
        placeholder="Exemple : 06 12 34 56 78"
      />
      <TextField {...args} label="Montant" type="text" prefix="€" defaultValue="120" />
      <TextField
        {...args}
        label="Durée"
        type="text"
        suffix="minutes"
        defaultValue="20"
        error="Trop long"
      />
    </div>
  ),
};
