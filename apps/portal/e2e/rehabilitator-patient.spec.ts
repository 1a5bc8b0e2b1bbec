/**
 * One followed patient (/reeducateur/patients/{id}) as the demo rehabilitator, on the real API and
 * the demo data: the synthese with its clinical context, the sessions history, the initialize tab
 * (a setting saved and seen after a reload), the printable report and its CSV, axe clean, a 390 px
 * wide phone without sideways scrolling; and a patient of the other establishment refused.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { endpoints } from '@oxilio/domain/contract';
import {
  api,
  callApi,
  demo,
  expectAccessible,
  expectNoSidewaysScroll,
  pageHeading,
  roleViews,
  signIn,
  translation,
} from './support';

const t = (id: string) => translation('fr', id);

/** The demo rehabilitator's id and the demo patient's (Jeanne Welter), through the API. */
async function demoIds(request: Parameters<typeof api.signIn>[0]) {
  const tokens = await api.signIn(request, demo.reeducator);
  const me = await callApi(request, endpoints.users.me, {}, tokens.accessToken);
  const rehabilitatorId = me.body.reeducatorId as string;
  const patients = await callApi(
    request,
    endpoints.rehabilitators.patients,
    { params: { id: rehabilitatorId }, query: {} },
    tokens.accessToken,
  );
  const jeanne = patients.body.find((patient) => patient.lastName === 'Welter');
  expect(jeanne, 'the demo patient is followed by the demo rehabilitator').toBeDefined();
  return {
    rehabilitatorId,
    patientId: jeanne!.patientId,
    serialNumber: jeanne!.device?.serialNumber ?? null,
    token: tokens.accessToken,
  };
}

test.describe('one followed patient', () => {
  test('synthese, sessions, initialize and report as the demo rehabilitator', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { patientId } = await demoIds(request);
    await signIn(page, demo.reeducator, roleViews.reeducator);

    await page.goto(`/reeducateur/patients/${patientId}`);
    await expect(page).toHaveURL(`/reeducateur/patients/${patientId}/synthese`);
    await expect(pageHeading(page, 'Jeanne Welter')).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: t('rehabilitator.synthesis.keyMetrics') }),
    ).toBeVisible();
    const speed = page.getByRole('heading', { name: t('rehabilitator.clinical.speed.title') });
    await expect(speed).toBeVisible();
    await expect(
      page.getByRole('list', { name: t('rehabilitator.clinical.bands.label') }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { name: t('rehabilitator.clinical.trends.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: t('rehabilitator.synthesis.reviews') }),
    ).toBeVisible();
    await expectAccessible(page);

    const tabs = page.getByRole('navigation', { name: t('portal.title.reeducator.patient') });
    await tabs.getByRole('link', { name: t('portal.title.reeducator.patient.session') }).click();
    await expect(page).toHaveURL(`/reeducateur/patients/${patientId}/session`);
    const sessions = page.getByRole('table', { name: t('rehabilitator.sessions.caption') });
    await expect(sessions).toBeVisible();
    expect(await sessions.locator('tbody tr').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    // A follow-up setting saved, then seen again after a reload.
    await tabs.getByRole('link', { name: t('portal.title.reeducator.patient.initialize') }).click();
    const weekly = page.getByRole('textbox', { name: t('rehabilitator.initialize.weekly') });
    await expect(weekly).toBeVisible();
    await expectAccessible(page);
    const settingsForm = page.getByRole('form', { name: t('rehabilitator.initialize.settings') });
    await weekly.fill('15');
    await settingsForm.getByRole('button', { name: t('rehabilitator.initialize.save') }).click();
    await expect(page.getByText(t('rehabilitator.initialize.weeklyInvalid'))).toBeVisible();
    const next = String(3 + Math.floor(Math.random() * 4));
    await weekly.fill(next);
    await settingsForm.getByRole('button', { name: t('rehabilitator.initialize.save') }).click();
    await expect(settingsForm.getByText(t('rehabilitator.initialize.saved'))).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('textbox', { name: t('rehabilitator.initialize.weekly') }),
    ).toHaveValue(next);

    // The report: print-ready, and its CSV in the French spreadsheet dialect.
    await page.getByRole('link', { name: t('rehabilitator.patient.report') }).click();
    await expect(page).toHaveURL(new RegExp(`/reeducateur/patients/${patientId}/rapport`));
    await expect(
      page.getByRole('table', { name: t('rehabilitator.report.metrics') }),
    ).toBeVisible();
    // A document names the patient's oxilio by its number.
    const { serialNumber } = await demoIds(request);
    expect(serialNumber, 'the demo patient has an oxilio').toMatch(/\S/);
    await expect(
      page.getByText(
        t('rehabilitator.patient.deviceNumbered').replace('{serial}', String(serialNumber)),
        { exact: true },
      ),
    ).toBeVisible();
    // Its trends are those of the chosen period's last weeks, and say so.
    await expect(
      page.getByRole('heading', { name: t('rehabilitator.clinical.trends.titleEndOfPeriod') }),
    ).toBeVisible();
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: t('rehabilitator.report.csv') }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^oxilio-mesures-jeanne-welter-\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await download.path())!, 'utf8');
    // The patient first (name and identifier), so that two patients' files cannot be mixed up.
    expect(csv.startsWith(`\uFEFF${t('rehabilitator.report.csvPatient')};Jeanne Welter\r\n`)).toBe(
      true,
    );
    expect(csv).toContain(`${t('rehabilitator.report.csvIdentifier')};${patientId}\r\n`);
    const [header, ...lines] = csv.replace('\uFEFF', '').trim().split('\r\n').slice(5);
    expect(header).toContain(`${t('domain.metric.WalkSpeed')} (m/s)`);
    expect(lines.length).toBeGreaterThanOrEqual(28);
    expect(lines[0]).toMatch(/^\d{4}-\d{2}-\d{2};/);
    expect(lines.some((line) => /;\d+,\d+(;|$)/.test(line))).toBe(true);

    const mainBadge = page
      .getByText(t('rehabilitator.patient.main'), { exact: true })
      .or(page.getByText(t('rehabilitator.patient.notMain'), { exact: true }));
    await expect(mainBadge).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t('rehabilitator.report.print') })).toBeHidden();
    // A sentence said to the reader on screen, not a fact of the printed report.
    await expect(mainBadge).toBeHidden();
    await expect(page.getByRole('banner').first()).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // A phone: the synthesis and the report fit 390 px.
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await page.goto(`/reeducateur/patients/${patientId}/synthese`);
    await expect(
      page.getByRole('heading', { name: t('rehabilitator.clinical.speed.title') }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
  });

  test('a patient of the other establishment is refused', async ({ request }) => {
    const { rehabilitatorId, token } = await demoIds(request);
    const other = await api.signIn(request, demo.otherPatient);
    const otherMe = await callApi(request, endpoints.users.me, {}, other.accessToken);
    const otherPatientId = otherMe.body.patientId as string;
    const patient = await callApi(
      request,
      endpoints.rehabilitators.patient,
      { params: { id: rehabilitatorId, patientId: otherPatientId } },
      token,
    );
    expect([403, 404]).toContain(patient.status);
    const settings = await callApi(
      request,
      endpoints.rehabilitators.patientSettings,
      { params: { id: rehabilitatorId, patientId: otherPatientId } },
      token,
    );
    expect([403, 404]).toContain(settings.status);
    const stats = await callApi(
      request,
      endpoints.stats.patientStats,
      { params: { id: otherPatientId }, query: { types: 'WalkSpeed' } },
      token,
    );
    expect([403, 404]).toContain(stats.status);
  });
});
