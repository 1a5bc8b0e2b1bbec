import type { Meta, StoryObj } from '@storybook/react-vite';
import { useIntl } from 'react-intl';
import { expect, screen, within } from 'storybook/test';

/** Three messages: translated everywhere, identical to French in some locales, in no catalogue. */
function Sample() {
  const intl = useIntl();
  return (
    <ul>
      <li>
        {intl.formatMessage({
          id: 'portal.layout.skipToContent',
          defaultMessage: 'Aller au contenu',
        })}
      </li>
      <li>
        {intl.formatMessage({ id: 'portal.profile.account.session', defaultMessage: 'Session' })}
      </li>
      <li>
        {intl.formatMessage({
          id: 'storybook.translations.notInCatalogues',
          defaultMessage: 'Un texte écrit dans le code, absent des catalogues',
        })}
      </li>
    </ul>
  );
}

/** The cell of a row under a column header. */
function cellUnder(row: HTMLElement, header: string): HTMLElement {
  const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
  const cells = within(row).getAllByRole('cell');
  // The first column is the row header (the message id), not a cell.
  const cell = cells[headers.indexOf(header) - 1];
  if (!cell) {
    throw new Error(`No column ${header}`);
  }
  return cell;
}

/**
 * The translators' view (toolbar: Translations): below the story, each message it shows in the
 * seven catalogues, flagging texts identical to French and missing ones.
 */
const meta = {
  title: 'Storybook/Translators view',
  component: Sample,
  globals: { translations: 'on' },
  tags: ['!autodocs'],
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListsAndFlagsMessages: Story = {
  play: async () => {
    const table = await screen.findByRole('table', {
      name: 'Translations of the 3 messages this story shows (1 identical to French, 7 missing)',
    });
    const rows = within(table).getAllByRole('row');
    const [, translated, session, missing] = rows;
    if (!translated || !session || !missing) {
      throw new Error('Expected three message rows');
    }
    await expect(within(translated).getByRole('rowheader')).toHaveTextContent(
      'portal.layout.skipToContent',
    );
    await expect(cellUnder(translated, 'Deutsch (de)')).toHaveTextContent('Zum Inhalt springen');
    await expect(cellUnder(translated, 'Deutsch (de)')).not.toHaveTextContent('same as French');

    await expect(within(session).getByRole('rowheader')).toHaveTextContent(
      'portal.profile.account.session',
    );
    await expect(cellUnder(session, 'English (en)')).toHaveTextContent('Session same as French');
    await expect(cellUnder(session, 'Français (fr)')).not.toHaveTextContent('same as French');

    await expect(cellUnder(missing, 'Français (fr)')).toHaveTextContent(
      'missing shown instead: Un texte écrit dans le code, absent des catalogues',
    );
    await expect(cellUnder(missing, 'Nederlands (nl)')).toHaveTextContent('missing');
  },
};
