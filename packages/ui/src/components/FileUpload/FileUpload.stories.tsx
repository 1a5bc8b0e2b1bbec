import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { FileUpload } from './FileUpload';

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: 'Mandat de prélèvement SEPA',
    hint: 'PDF, JPEG ou PNG, 5 Mo au plus.',
    accept: '.pdf,image/jpeg,image/png',
    maxSize: 5_000_000,
    onFilesChange: fn(),
  },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <FileUpload {...args} />
    </div>
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Mandat de prélèvement SEPA/);
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAccessibleDescription('PDF, JPEG ou PNG, 5 Mo au plus.');
  },
};

export const FileChosen: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(/^Mandat de prélèvement SEPA/);
    await userEvent.upload(
      input,
      new File([new Uint8Array(842_000)], 'mandat-sepa-signe.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByRole('list', { name: 'Fichier choisi' })).toHaveTextContent(
      'mandat-sepa-signe.pdf',
    );
    await expect(args.onFilesChange).toHaveBeenCalled();
  },
};

/** A dropped file escapes the picker's filter: it is checked against `accept` too. */
export const WrongTypeDropped: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Mandat de prélèvement SEPA/);
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'mandat.docx', { type: 'application/msword' }));
    const zone = canvas.getByText('Choisir un fichier');
    zone.dispatchEvent(
      new DragEvent('dragover', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
    zone.dispatchEvent(
      new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
    );
    await expect(await canvas.findByText(/n’est pas dans un format accepté/)).toBeVisible();
    await expect(input).toBeInvalid();
  },
};

export const TooLarge: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Mandat de prélèvement SEPA/);
    await userEvent.upload(
      input,
      new File([new Uint8Array(7_300_000)], 'scan-haute-resolution.pdf', {
        type: 'application/pdf',
      }),
    );
    await expect(canvas.getByText(/est trop volumineux/)).toBeVisible();
  },
};

export const Multiple: Story = {
  args: { label: 'Ordonnances', multiple: true, hint: undefined, required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Ordonnances/);
    await userEvent.upload(input, [
      new File([new Uint8Array(120_000)], 'ordonnance-janvier.pdf', { type: 'application/pdf' }),
      new File([new Uint8Array(2_450_000)], 'ordonnance-fevrier.jpg', { type: 'image/jpeg' }),
    ]);
    await expect(canvas.getByRole('list', { name: 'Fichiers choisis' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
};

export const LongText: Story = {
  args: {
    label: 'Attestation de prise en charge par la caisse d’assurance maladie ou la mutuelle',
    hint: 'Le document doit être lisible en entier, sans partie coupée, et dater de moins de trois mois.',
  },
  render: (args) => (
    <div style={{ maxWidth: 300 }}>
      <FileUpload {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText(/^Attestation/),
      new File([new Uint8Array(64_000)], 'attestation-caisse-primaire-assurance-maladie-2025.pdf', {
        type: 'application/pdf',
      }),
    );
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 24, gridTemplateColumns: 'repeat(2, 1fr)' }}>
      <FileUpload {...args} label="Un fichier" />
      <FileUpload
        {...args}
        label="Plusieurs fichiers, obligatoire"
        multiple
        required
        hint={undefined}
      />
      <FileUpload {...args} label="En erreur" error="Ajoutez le mandat signé." />
      <FileUpload {...args} label="Désactivé" disabled />
    </div>
  ),
};
