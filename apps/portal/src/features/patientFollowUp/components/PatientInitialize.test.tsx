import { Pathology } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import {
  apiBasePath,
  apiRoutes,
  type PatientSettings,
  type RehabilitatorPatientDetail,
} from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { apiAnswer, requestPath } from '../../../testing/queuedFetch';
import { page, userEvent } from 'vitest/browser';
import { swrConfig } from '../../../app/swr';
import { InFrench } from '../../../testing/InFrench';
import type { FollowedPatientRef } from '../api/getFollowedPatient';
import { PatientInitialize } from './PatientInitialize';

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

const ref: FollowedPatientRef = {
  rehabilitatorId: '1d3c5e7a-2b4d-4f60-8a1c-3e5f7a9b1c2d',
  patientId: '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01',
};

const settingsPath =
  apiBasePath +
  pathOf(apiRoutes.rehabilitators.patientSettings, {
    params: { id: ref.rehabilitatorId, patientId: ref.patientId },
  });
const clinicalPath =
  apiBasePath + pathOf(apiRoutes.patients.patchPatient, { params: { id: ref.patientId } });
const settingsSavePath = apiBasePath + pathOf(apiRoutes.rehabilitators.patchSettings);

const patient: RehabilitatorPatientDetail = {
  patientId: ref.patientId,
  firstName: 'Léa',
  lastName: 'Martin',
  functionalCapacity: 3,
  pathologies: [Pathology.Parkinson],
  mainPathology: Pathology.Parkinson,
  main: true,
  archived: false,
  device: null,
  indicators: {
    painIncrease: false,
    awaitingSelfRehabilitation: false,
    noDevice: true,
    last7Days: [],
    performance: null,
    performanceDays: 0,
    usageDays: 0,
  },
  email: null,
  phone: null,
  birthDate: null,
  establishmentId: null,
  availableEquipment: null,
  programs: [],
};

const settings: PatientSettings = {
  patientId: ref.patientId,
  functionalCapacity: 3,
  objectives: [{ metricKey: 'StepCount', value: 800, source: 'default', validFrom: null }],
  settings: { weeklySelfRehabilitationSessions: 3 },
};

const unexpected = () => apiAnswer(500, { status: 500, code: 'unexpected' });
const invalid = () => apiAnswer(400, { status: 400, code: 'invalid_information' });

/** The settings to read; each save gets the next answer of its own queue. */
function fakeApi(answers: { clinical?: Response[]; settings?: Response[] }) {
  const state = { saves: 0 };
  fakeFetch.handle = async (url, init) => {
    const path = requestPath(url);
    const method = init.method ?? 'GET';
    if (method === 'GET' && path === settingsPath) {
      return apiAnswer(200, settings);
    }
    const queue =
      method === 'PATCH' && path === clinicalPath
        ? answers.clinical
        : method === 'PATCH' && path === settingsSavePath
          ? answers.settings
          : undefined;
    if (!queue) {
      return apiAnswer(404, { status: 404, code: 'not_found' });
    }
    state.saves += 1;
    return queue.shift() ?? apiAnswer(503, { status: 503, code: 'unexpected' });
  };
  return state;
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <InFrench>
      <SWRConfig value={{ ...swrConfig, provider: () => new Map(), revalidateOnFocus: false }}>
        <MemoryRouter>{children}</MemoryRouter>
      </SWRConfig>
    </InFrench>
  );
}

const renderTab = () =>
  render(<PatientInitialize patientRef={ref} patient={patient} />, { wrapper: Providers });

const form = (name: string) => page.getByRole('form', { name });
const saveIn = (name: string) => form(name).getByRole('button', { name: 'Enregistrer' });
const unexpectedText = 'Une erreur inattendue est survenue. Réessayez dans un instant.';
const invalidText = 'Les informations saisies ne sont pas valides.';

describe('PatientInitialize', () => {
  it('drops the clinical profile’s last server error when it is saved again with a wrong main pathology', async () => {
    const api = fakeApi({ clinical: [unexpected()] });
    await renderTab();
    const clinical = 'Pathologies et capacité fonctionnelle';

    await saveIn(clinical).click();
    await expect.element(form(clinical).getByText(unexpectedText)).toBeVisible();

    // The main pathology is no longer among the ticked ones.
    await form(clinical)
      .getByRole('checkbox', { name: 'Maladie ou syndrome de Parkinson' })
      .click();
    await saveIn(clinical).click();

    await expect
      .element(
        form(clinical).getByText(
          'La pathologie principale doit faire partie des pathologies cochées.',
        ),
      )
      .toBeVisible();
    await expect.element(page.getByText(unexpectedText)).not.toBeInTheDocument();
    expect(api.saves).toBe(1);
  });

  it('drops the objectives’ last server error when they are saved again with a wrong value', async () => {
    const api = fakeApi({ settings: [invalid()] });
    await renderTab();
    const objectives = 'Objectifs quotidiens';
    const steps = form(objectives).getByRole('textbox', { name: 'Nombre de pas' });

    await userEvent.fill(steps, '1000');
    await saveIn(objectives).click();
    await expect.element(form(objectives).getByText(invalidText)).toBeVisible();

    await userEvent.fill(steps, 'beaucoup');
    await saveIn(objectives).click();

    await expect
      .element(form(objectives).getByText(/Saisissez un nombre positif ou nul/))
      .toBeVisible();
    await expect.element(page.getByText(invalidText)).not.toBeInTheDocument();
    expect(api.saves).toBe(1);
  });

  it('drops the follow-up settings’ last server error when they are saved again with a wrong value', async () => {
    const api = fakeApi({ settings: [unexpected()] });
    await renderTab();
    const followUp = 'Réglages du suivi';
    const weekly = form(followUp).getByRole('textbox', {
      name: 'Séances d’auto-rééducation prévues par semaine',
    });

    await userEvent.fill(weekly, '4');
    await saveIn(followUp).click();
    await expect.element(form(followUp).getByText(unexpectedText)).toBeVisible();

    await userEvent.fill(weekly, '15');
    await saveIn(followUp).click();

    await expect
      .element(form(followUp).getByText('Saisissez un nombre entier de 0 à 14.'))
      .toBeVisible();
    await expect.element(page.getByText(unexpectedText)).not.toBeInTheDocument();
    expect(api.saves).toBe(1);
  });
});
