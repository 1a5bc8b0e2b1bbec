import { passwordStrength } from '@oxilio/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { PasswordField } from '../PasswordField/PasswordField';
import { Stack } from '../Stack/Stack';
import { PasswordStrength, passwordStrengthLevels } from './PasswordStrength';

const meta = {
  title: 'Forms/PasswordStrength',
  component: PasswordStrength,
  args: { level: 'weak' },
  argTypes: { level: { control: 'inline-radio', options: [null, ...passwordStrengthLevels] } },
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <PasswordStrength {...args} />
    </div>
  ),
} satisfies Meta<typeof PasswordStrength>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Solidité du mot de passe : faible')).toBeVisible();
  },
};

/** Every level, for the screenshots: the words carry the level, the bars repeat it. */
export const Matrix: Story = {
  render: () => (
    <Stack gap="lg">
      {passwordStrengthLevels.map((level) => (
        <div key={level} style={{ maxWidth: 420 }}>
          <PasswordStrength level={level} />
        </div>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const word of ['trop court', 'trop courant', 'faible', 'correct', 'fort']) {
      await expect(canvas.getByText(`Solidité du mot de passe : ${word}`)).toBeVisible();
    }
  },
};

/** A stand-in for the bundled list the portal loads: the story needs only a few entries. */
const someCommonPasswords: ReadonlySet<string> = new Set(['password', 'motdepasse', 'azertyuiop']);

function AsYouType() {
  const [password, setPassword] = useState('');
  return (
    <div style={{ maxWidth: 420 }}>
      <Stack gap="sm">
        <PasswordField
          label="Nouveau mot de passe"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <PasswordStrength
          level={
            password === ''
              ? null
              : passwordStrength(password, {
                  commonPasswords: someCommonPasswords,
                  identity: {
                    email: 'jeanne.martin@example.test',
                    firstName: 'Jeanne',
                    lastName: 'Martin',
                  },
                })
          }
        />
      </Stack>
    </div>
  );
}

/** The hint follows the typing; the live region is there, empty, before the first key. */
export const WhileTyping: Story = {
  render: () => <AsYouType />,
  play: async ({ canvas, canvasElement }) => {
    const region = canvasElement.querySelector('[aria-live="polite"][aria-atomic="true"]');
    await expect(region).toBeEmptyDOMElement();
    const input = canvas.getByLabelText('Nouveau mot de passe', { selector: 'input' });
    await userEvent.type(input, 'Motdepasse');
    await expect(canvas.getByText('Solidité du mot de passe : trop courant')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'Jeanne.Martin');
    await expect(canvas.getByText('Solidité du mot de passe : trop courant')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'la tortue traverse lentement');
    await waitFor(() => expect(canvas.getByText('Solidité du mot de passe : fort')).toBeVisible());
  },
};
