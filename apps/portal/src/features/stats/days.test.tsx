import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type Establishment } from '@oxilio/domain/contract';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { TimeZoneScope, useEstablishmentToday, useTimeZone } from './days';

const establishmentId = '3f0c7a52-5d1b-4b8e-9a55-2f4d7f1c0e01';

/** An establishment already read (no request is made), in a given time zone. */
function establishmentIn(timeZone: string): Establishment {
  return {
    establishmentId,
    name: 'Résidence du Lagon',
    type: null,
    number: null,
    street: null,
    precisions: null,
    zipCode: null,
    town: null,
    county: null,
    siret: null,
    timeZone,
  };
}

function Today({ id }: { id: string | null }) {
  return <p>{useEstablishmentToday(id)}</p>;
}

/** Renders `children` with the establishment already read (no request is made) in `timeZone`. */
function withEstablishment(timeZone: string, children: ReactNode) {
  const key = pathOf(apiRoutes.establishments.get, { params: { id: establishmentId } });
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [key]: establishmentIn(timeZone) },
        revalidateOnMount: false,
      }}
    >
      {children}
    </SWRConfig>,
  );
}

const show = (id: string | null, timeZone: string) =>
  withEstablishment(timeZone, <Today id={id} />);

describe('useEstablishmentToday', () => {
  beforeEach(() => {
    // 13:30 UTC on 28 November: 14:30 in Paris, already 29 November (03:30) at Kiritimati.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T13:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("counts today in the establishment's time zone, not in Paris nor on the device", async () => {
    await show(establishmentId, 'Pacific/Kiritimati');
    await expect.element(page.getByText('2026-11-29')).toBeVisible();
  });

  it('counts today in Europe/Paris for a user without an establishment', async () => {
    vi.setSystemTime(new Date('2026-11-28T23:30:00Z')); // 00:30 on the 29th in Paris
    await show(null, 'Pacific/Kiritimati');
    await expect.element(page.getByText('2026-11-29')).toBeVisible();
  });
});

function Zone() {
  return <p>{useTimeZone()}</p>;
}

describe('useTimeZone', () => {
  it("is the zone of the establishment a patient file names (a rehabilitator's screens)", async () => {
    await withEstablishment(
      'America/Martinique',
      <TimeZoneScope establishmentId={establishmentId}>
        <Zone />
      </TimeZoneScope>,
    );
    await expect.element(page.getByText('America/Martinique')).toBeVisible();
  });

  it('is Europe/Paris for a patient file without an establishment, or nobody signed in', async () => {
    await withEstablishment(
      'America/Martinique',
      <>
        <TimeZoneScope establishmentId={null}>
          <Zone />
        </TimeZoneScope>
        <Zone />
      </>,
    );
    await expect.element(page.getByText('Europe/Paris').first()).toBeVisible();
    await expect.element(page.getByText('America/Martinique')).not.toBeInTheDocument();
  });
});
