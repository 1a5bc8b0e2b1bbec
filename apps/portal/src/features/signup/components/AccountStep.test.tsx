import type { ApplicationSignupResult, ApplicationView } from '@oxilio/domain/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { InFrench } from '../../../testing/InFrench';
import { apiAnswer } from '../../../testing/queuedFetch';
import { AccountStep } from './AccountStep';

// Installed before the API client's module binds `fetch` (testing/queuedFetch.ts).
const sent = await vi.hoisted(async () =>
  (await import('../../../testing/queuedFetch')).installQueuedFetch(),
);

const link = {
  applicationId: '3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b',
  token: 'Zm9vYmFyYmF6cXV4LXRva2VuLW9mLXRoZS1saW5rXzEyMw',
};

const application: ApplicationView = {
  applicationId: link.applicationId,
  type: 'reeducator',
  status: 'confirmed',
  invited: false,
  email: 'jeanne.martin@example.org',
  firstname: 'Jeanne',
  lastname: 'Martin',
  phone: '06 12 34 56 78',
  address: null,
  livesInEstablishment: null,
  establishmentName: null,
  establishmentType: null,
  establishmentId: null,
  function: 'Kinésithérapeute',
  CountryCode: 'FR',
  PostalCode: '75011',
  available: true,
  hasDirectDebitOrder: false,
  tokenExpiresAt: '2026-12-05T09:00:00.000Z',
  confirmedAt: '2026-11-28T09:00:00.000Z',
  waitlistedAt: null,
  locale: 'fr',
};

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const password = () => page.getByLabelText(/^Mot de passe/);
const create = () => page.getByRole('button', { name: 'Créer mon compte' });

async function renderStep() {
  const onDone = vi.fn<(result: ApplicationSignupResult) => void>();
  const onLinkRefused = vi.fn();
  await render(
    <AccountStep
      application={application}
      link={link}
      onDone={onDone}
      onLinkRefused={onLinkRefused}
    />,
    { wrapper: InFrench },
  );
  await expect.element(textbox('Prénom')).toHaveValue('Jeanne');
  return { onDone, onLinkRefused };
}

beforeEach(() => {
  sent.bodies.length = 0;
  sent.answers.length = 0;
});

describe('AccountStep', () => {
  it('shows what the application holds, the email read-only', async () => {
    await renderStep();
    await expect.element(textbox('Nom')).toHaveValue('Martin');
    await expect.element(textbox('Téléphone (facultatif)')).toHaveValue('06 12 34 56 78');
    await expect.element(textbox('Adresse e-mail')).toHaveValue('jeanne.martin@example.org');
    await expect.element(textbox('Adresse e-mail')).toHaveAttribute('readonly');
  });

  it('sends nothing while a field is wrong, and puts the focus on the first one', async () => {
    await renderStep();
    await userEvent.clear(textbox('Nom'));
    await userEvent.fill(password(), 'court');
    await userEvent.click(create());

    await expect.element(textbox('Nom')).toHaveFocus();
    await expect.element(page.getByText('Le nom doit être renseigné.')).toBeVisible();
    await expect
      .element(page.getByText('Le mot de passe doit contenir au moins 8 caractères.'))
      .toBeVisible();
    expect(sent.bodies).toEqual([]);
  });

  it('creates the account with the names corrected and the phone removed', async () => {
    const result: ApplicationSignupResult = {
      applicationId: link.applicationId,
      userId: '0c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5',
      email: 'jeanne.martin@example.org',
      role: 'reeducator',
      establishmentId: null,
      registration: null,
      registrationEstablishmentName: null,
    };
    sent.answers.push(apiAnswer(201, result));
    const { onDone } = await renderStep();
    await userEvent.fill(textbox('Prénom'), ' Jeanne-Marie ');
    await userEvent.clear(textbox('Téléphone (facultatif)'));
    await userEvent.fill(password(), 'une longue phrase');
    await userEvent.click(create());

    await expect.poll(() => onDone.mock.calls).toEqual([[result]]);
    expect(sent.bodies).toEqual([
      {
        verificationToken: link.token,
        password: 'une longue phrase',
        firstname: 'Jeanne-Marie',
        lastname: 'Martin',
        locale: 'fr',
      },
    ]);
  });

  it('hands a used-up link back to the page', async () => {
    sent.answers.push(apiAnswer(400, { status: 400, code: 'invalid_verification_token' }));
    const { onDone, onLinkRefused } = await renderStep();
    await userEvent.fill(password(), 'une longue phrase');
    await userEvent.click(create());

    await expect.poll(() => onLinkRefused.mock.calls.length).toBe(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
