import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import type { Session } from '@oxilio/domain/contract';
import { sessionWith } from '../../../testing/sessionWith';
import { SessionOutcomeSummary } from './SessionOfTheDay';

const allSkipped = sessionWith([0, 0, 0, 0]);

const notCounted = /ne compte ni dans vos séances ni dans vos étoiles/;

async function show(session: Session) {
  await render(
    <IntlProvider locale="fr" defaultLocale="fr" messages={{}}>
      <SessionOutcomeSummary session={session} />
    </IntlProvider>,
  );
}

describe('the outcome of a session of the day', () => {
  it('says why a self-rehabilitation session does not count', async () => {
    await show(allSkipped);
    await expect.element(page.getByText(notCounted)).toBeVisible();
  });

  it('does not say "not counted" under a supervised session, which earns no stars anyway', async () => {
    await show({ ...allSkipped, isSelfRehabilitation: false });
    await expect.element(page.getByText(/0 exercice fait sur 4/)).toBeVisible();
    expect(page.getByText(notCounted).elements()).toHaveLength(0);
  });
});
