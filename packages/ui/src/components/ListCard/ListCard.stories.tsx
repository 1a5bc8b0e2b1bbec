import type { Meta, StoryObj } from '@storybook/react-vite';
import { UserMinus, Users } from 'lucide-react';
import { expect, fn, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Text } from '../Text/Text';
import { ListCard, ListRow, ListRows, listRowsVariants } from './ListCard';

const people = [
  {
    id: 'jd',
    name: 'Jeanne Dupont',
    detail: 'Kinésithérapeute',
    email: 'jeanne.dupont@example.org',
  },
  {
    id: 'mw',
    name: 'Marie-Thérèse Weber-Schmitz',
    detail: 'Ergothérapeute',
    email: 'marie-therese.weber-schmitz@etablissement-exemple.lu',
  },
  { id: 'pm', name: 'Paul Martin', detail: 'Kinésithérapeute', email: 'paul.martin@example.org' },
];

function rows(onRemove: () => void) {
  return people.map((person) => (
    <ListRow
      key={person.id}
      actions={
        person.id === 'pm' ? (
          <Badge tone="info">Vous</Badge>
        ) : (
          <Button
            variant="ghost"
            icon={UserMinus}
            aria-describedby={`person-${person.id}`}
            onClick={onRemove}
          >
            Retirer
          </Button>
        )
      }
    >
      <Text weight="bold" id={`person-${person.id}`}>
        {person.name}
      </Text>
      <Text size="small">{person.detail}</Text>
      <Text size="small" tone="muted">
        {person.email}
      </Text>
    </ListRow>
  ));
}

/**
 * A titled section with a list of rows, each with its text and its actions at the end: team
 * members, invitations, requests. The actions go under the text on a phone. `ListRows` and
 * `ListRow` are the list alone, for a second list inside the same card (`after`).
 *
 * Not for data to compare across rows (dates, figures): use Table, whose columns line them up.
 * Not for a grid of cards that each open a page: lay out Cards in a grid.
 */
const meta = {
  title: 'Data display/ListCard',
  component: ListCard,
  args: {
    title: 'Équipe',
    before: <Text tone="muted">Les kinésithérapeutes et ergothérapeutes de l’établissement.</Text>,
  },
  argTypes: { variant: { control: 'inline-radio', options: listRowsVariants } },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <ListCard {...args}>{rows(fn())}</ListCard>
    </div>
  ),
} satisfies Meta<typeof ListCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Équipe' });
    await expect(within(section).getByRole('heading', { level: 2, name: 'Équipe' })).toBeVisible();
    await expect(within(section).getAllByRole('listitem')).toHaveLength(3);
    const remove = within(section).getAllByRole('button', { name: 'Retirer' });
    await expect(remove[0]).toHaveAccessibleDescription('Jeanne Dupont');
    for (const button of remove) {
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** At 390 px, the action goes under the text, at the end of the row; nothing overflows. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <ListCard {...args}>{rows(fn())}</ListCard>
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByText('Marie-Thérèse Weber-Schmitz');
    const row = name.closest('li')!;
    const action = within(row).getByRole('button', { name: 'Retirer' });
    const email = within(row).getByText(/weber-schmitz@/);
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      email.getBoundingClientRect().bottom,
    );
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const Empty: Story = {
  args: {
    empty: (
      <EmptyState
        icon={Users}
        size="compact"
        headingLevel={3}
        title="Aucun membre"
        description="Invitez un rééducateur à rejoindre l’équipe."
      />
    ),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <ListCard {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Aucun membre' })).toBeVisible();
  },
};

/** Each look in a phone-like width, with a second list below the first (`after`). */
export const Matrix: Story = {
  args: { before: undefined },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 16,
        gridTemplateColumns: 'repeat(3, 300px)',
        alignItems: 'start',
      }}
    >
      {listRowsVariants.map((variant) => (
        <ListCard
          key={variant}
          {...args}
          title={`Lignes ${variant}`}
          variant={variant}
          after={
            <ListRows variant={variant} aria-label="Invitations">
              <ListRow actions={<Button variant="ghost">Retirer</Button>}>
                <Text weight="bold">lea.weber@example.org</Text>
              </ListRow>
            </ListRows>
          }
        >
          {rows(fn()).slice(1)}
        </ListCard>
      ))}
    </div>
  ),
};
