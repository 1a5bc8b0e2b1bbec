import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import { TextField } from '../TextField/TextField';
import { FormGrid, FormGridFull, formGridAlignsY } from './FormGrid';

/**
 * Lays out a form's fields: one column on a phone, two side by side once the form is 32rem wide
 * (a container query: a form in a narrow card stays in one column), so that a name and a first
 * name share a row. `FormGridFull` gives one child the whole row.
 *
 * Not for a search or filter bar (a field and its button on one line): use Inline. Not for
 * unrelated blocks of a page: use Columns.
 */
const meta = {
  title: 'Forms/FormGrid',
  component: FormGrid,
  argTypes: { alignY: { control: 'inline-radio', options: formGridAlignsY } },
  args: {
    children: (
      <>
        <TextField label="Adresse e-mail" type="email" required />
        <TextField label="Prénom" />
        <TextField label="Nom" />
        <TextField label="Fonction" hint="Par exemple : cadre de santé." />
        <FormGridFull>
          <TextArea label="Message" maxLength={500} />
        </FormGridFull>
        <FormGridFull>
          <Button type="submit">Envoyer l’invitation</Button>
        </FormGridFull>
      </>
    ),
  },
  render: (args) => (
    <form aria-label="Inviter un responsable" onSubmit={(event) => event.preventDefault()}>
      <FormGrid {...args} />
    </form>
  ),
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The boxes line up in a row even when one field has a hint above its box.
    await expect(canvas.getByRole('textbox', { name: 'Nom' }).getBoundingClientRect().bottom).toBe(
      canvas.getByRole('textbox', { name: 'Fonction' }).getBoundingClientRect().bottom,
    );
    const email = canvas.getByRole('textbox', { name: /Adresse e-mail/ });
    const firstName = canvas.getByRole('textbox', { name: 'Prénom' });
    const lastName = canvas.getByRole('textbox', { name: 'Nom' });
    // Two per row: the form is wider than 32rem.
    await expect(firstName.getBoundingClientRect().top).toBe(email.getBoundingClientRect().top);
    await expect(lastName.getBoundingClientRect().top).toBeGreaterThan(
      email.getBoundingClientRect().bottom,
    );
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message.getBoundingClientRect().width).toBeGreaterThan(
      firstName.getBoundingClientRect().right - email.getBoundingClientRect().left - 1,
    );
  },
};

export const AlignedAtTheStart: Story = {
  args: { alignY: 'start' },
  play: async ({ canvas }) => {
    const lastName = canvas.getByText('Nom', { selector: 'label' });
    const role = canvas.getByText('Fonction', { selector: 'label' });
    await expect(lastName.getBoundingClientRect().top).toBe(role.getBoundingClientRect().top);
  },
};

/** In a phone's width (390 px less the margins), one field per row. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <FormGrid {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: /Adresse e-mail/ });
    const firstName = canvas.getByRole('textbox', { name: 'Prénom' });
    await expect(firstName.getBoundingClientRect().top).toBeGreaterThan(
      email.getBoundingClientRect().bottom,
    );
  },
};
