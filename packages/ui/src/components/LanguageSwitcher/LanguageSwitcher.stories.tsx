import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { supportedLocales, type Locale } from '@oxilio/locales';
import { LanguageSwitcher, languageSwitcherLayouts } from './LanguageSwitcher';

const meta = {
  title: 'Navigation/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { value: 'fr', onChange: fn() },
  argTypes: {
    value: { control: 'select', options: supportedLocales },
    layout: { control: 'inline-radio', options: languageSwitcherLayouts },
  },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState<Locale>(args.value);
    return (
      <LanguageSwitcher
        {...args}
        value={value}
        onChange={(locale) => {
          setValue(locale);
          args.onChange(locale);
        }}
      />
    );
  },
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Langue' });
    await expect(canvas.getByRole('option', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
    await userEvent.selectOptions(select, 'Lëtzebuergesch');
    await expect(args.onChange).toHaveBeenCalledWith('lb');
    await expect(select).toHaveValue('lb');
  },
};

export const InlineHiddenLabel: Story = {
  args: { layout: 'inline', hideLabel: true, value: 'nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Langue' })).toHaveValue('nl');
  },
};

export const Matrix: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, alignItems: 'flex-end', flexWrap: 'wrap' }}>
      <LanguageSwitcher {...args} />
      <LanguageSwitcher {...args} layout="inline" value="lb" />
      <LanguageSwitcher {...args} hideLabel value="es" />
      <LanguageSwitcher {...args} disabled value="de" />
      <LanguageSwitcher {...args} locales={['fr', 'en']} value="en" />
    </div>
  ),
};
