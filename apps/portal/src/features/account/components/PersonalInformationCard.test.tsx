import { pathOf } from '@oxilio/domain/client';
import { apiBasePath, apiRoutes, type PatientProfile } from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { page, userEvent } from 'vitest/browser';
import { swrConfig } from '../../../app/swr';
import { InFrench } from '../../../testing/InFrench';
import { PersonalInformationCard } from './PersonalInformationCard';

/*
 * The portal's API client binds `fetch` when its module loads: the fake is installed first and
 * forwards every call to the fake API of the running test.
 */
const fakeFetch = vi.hoisted(() => {
  const holder: { handle: (url: string, init: RequestInit) => Promise<Response> } = {
    handle: () => Promise.reject(new TypeError('No fake API')),
  };
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) =>
    holder.handle(String(input), init ?? {});
  return holder;
});

const patientId = '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01';
const patientPath =
  apiBasePath + pathOf(apiRoutes.patients.getPatient, { params: { id: patientId } });

const profile: PatientProfile = {
  patientId,
  userId: null,
  establishmentId: null,
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea.martin@example.test',
  phone: null,
  birthDate: null,
  functionalCapacity: null,
  availableEquipment: null,
  pathologies: [],
  mainPathology: null,
  registrationStatus: 'active',
  device: null,
  programs: [],
  archivedAt: null,
};

/** The profile to read; each save gets the next of `saves`. */
function fakeApi(saves: Response[]) {
  const state = { saves: 0 };
  fakeFetch.handle = async (url, init) => {
    const path = requestPath(url);
    const method = init.method ?? 'GET';
    if (path === patientPath && method === 'GET') {
      return apiAnswer(200, profile);
    }
    if (path === patientPath && method === 'PATCH') {
      state.saves += 1;
      return saves.shift() ?? apiAnswer(503, { status: 503, code: 'unexpected' });
    }
    return apiAnswer(404, { status: 404, code: 'not_found' });
  };
  return state;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <InFrench>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), revalidateOnFocus: false }}>
        {children}
      </SWRConfig>
    </InFrench>
  );
}

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const save = () => page.getByRole('button', { name: 'Enregistrer' });
const refused = 'Les informations saisies ne sont pas valides.';

describe('PersonalInformationCard', () => {
  it('drops the server’s last error when the form is saved again with a wrong phone number', async () => {
    const api = fakeApi([apiAnswer(400, { status: 400, code: 'invalid_information' })]);
    await render(<PersonalInformationCard patientId={patientId} />, { wrapper: Providers });

    await page.getByRole('button', { name: 'Modifier mes informations' }).click();
    await userEvent.fill(textbox('Prénom'), 'Léonie');
    await save().click();
    await expect.element(page.getByText(refused)).toBeVisible();

    await userEvent.fill(textbox('Téléphone'), 'pas de téléphone');
    await save().click();

    await expect.element(page.getByText(/Numéro de téléphone invalide/)).toBeVisible();
    await expect.element(page.getByText(refused)).not.toBeInTheDocument();
    expect(api.saves).toBe(1);
  });
});
