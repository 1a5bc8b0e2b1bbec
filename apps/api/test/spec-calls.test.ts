/**
 * Every call the portal's client was written against exists at its path as written here (under
 * /api/v1, docs/product.md#calls), and the protected ones refuse a caller without a token. What
 * each call does is tested in its module.
 */
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './helper';

const ctx = useTestApp();
const id = '00000000-0000-4000-8000-000000000001';
const other = '00000000-0000-4000-8000-000000000002';

type Call = [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string];

const publicCalls: Call[] = [
  ['POST', '/auth/signin'],
  ['POST', '/auth/signup'],
  ['POST', '/auth/signup/confirm'],
  ['POST', '/auth/refreshToken'],
  ['POST', '/auth/resetPassword'],
  ['POST', '/Auth/checkResetPasswordToken'],
  ['POST', '/Auth/confirmResetPassword'],
  ['POST', '/Applications/CheckSignupToken'],
  ['POST', '/Applications/reeducator/CheckSignupToken'],
  ['POST', '/Applications/patient/CheckSignupToken'],
  ['POST', `/Applications/establishment/${id}/signup`],
  ['POST', `/Applications/patient/${id}/signup`],
  ['POST', `/Applications/reeducator/${id}/signup`],
  ['PATCH', `/applications/patient/${id}/confirmation`],
  ['PATCH', `/applications/patient/${id}/waitListSubscription`],
  ['POST', '/applications/patient'],
  ['GET', `/applications/patient/${id}?verificationToken=abc`],
  ['POST', `/applications/patient/${id}/signup`],
  ['POST', `/applications/patient/${id}/directDebitOrder`],
  ['POST', `/devices/${id}/measurements`],
];

const protectedCalls: Call[] = [
  // Patient
  ['GET', `/patients/${id}/stats?types=StepCount&from=2026-01-01&to=2026-01-07&scale=Day`],
  ['GET', `/patients/${id}/`],
  ['PATCH', `/patients/${id}/`],
  ['GET', `/patients/${id}/reeducators`],
  ['GET', `/patients/${id}/reeducatorInvitations`],
  ['PATCH', `/patients/${id}/reeducatorInvitations/${other}`],
  ['GET', `/patients/${id}/relatives`],
  ['POST', `/patients/${id}/relatives`],
  ['DELETE', `/patients/${id}/relatives/${other}`],
  ['PATCH', `/users/${id}/`],
  ['GET', `/patients/${id}/percentages?from=2026-01-01&to=2026-01-07&scale=Day`],
  ['GET', `/Patients/${id}/getPatientsRecapInfos`],
  // Sessions
  ['GET', `/Patients/${id}/Sessions/current/true`],
  ['GET', `/Patients/${id}/sessions?patientProgramId=${other}`],
  ['POST', `/Sessions/${id}/step`],
  ['POST', `/Sessions/${id}/review`],
  ['PATCH', `/Sessions/${id}/PlayerOpenHours`],
  ['GET', `/APA/${id}/GetAPAPatient`],
  ['PATCH', `/APA/${id}`],
  ['GET', '/APA'],
  ['GET', '/SoundPrograms'],
  // Establishment (manager)
  ['GET', `/Establishments/${id}`],
  ['PATCH', `/admin/Establishments/${id}`],
  ['GET', `/Establishments/${id}/devices`],
  ['GET', `/Responsables/${id}/Establishment`],
  ['GET', `/Establishments/${id}/Patients`],
  [
    'GET',
    `/Establishments/${id}/PatientsStats?from=2026-01-01&to=2026-01-07&Scale=Day&Types=StepCount`,
  ],
  ['PATCH', `/Patients/${id}/device`],
  ['DELETE', `/Patients/${id}/device`],
  ['POST', `/Establishments/${id}/reeducatorInvitations`],
  ['POST', `/Establishments/${id}/patientInvitations`],
  ['GET', `/Establishments/${id}/Reeducators`],
  ['DELETE', `/Establishments/${id}/reeducator/${other}`],
  ['DELETE', `/Establishments/${id}/reeducatorApplication/${other}`],
  ['PATCH', `/Establishments/${id}/reeducatorInvitations/${other}`],
  ['PATCH', `/Admin/Reeducators/${id}`],
  // Rehabilitator
  ['GET', `/Reeducators/${id}/Patients`],
  ['GET', `/Reeducators/${id}/invites`],
  ['GET', `/Reeducators/${id}/Patients/${other}`],
  ['GET', `/Reeducators/${id}/Patient/${other}`],
  ['GET', `/Reeducators/${id}/Programs`],
  ['POST', `/Reeducators/${id}/Patients`],
  ['DELETE', `/Reeducators/${id}/Patients/${other}`],
  ['GET', `/Patients/${id}`],
  ['PATCH', `/Patients/${id}`],
  ['GET', `/Patients/${id}/patientPrograms/true`],
  ['PATCH', `/Patients/${id}/programs`],
  ['GET', '/Patients?LastName=Dupont'],
  ['GET', `/RecommendedProgram/${id}`],
  ['GET', `/Programs?ReeducatorId=${id}`],
  ['POST', '/Programs'],
  ['DELETE', `/Programs/${id}`],
  ['DELETE', `/Program/${id}/${other}`],
  ['PATCH', '/Program'],
  ['PATCH', `/Reeducators/${id}`],
  ['POST', '/Reeducators'],
  ['GET', '/Exercises'],
  ['PATCH', '/Exercises/2/like'],
  ['GET', '/Pathologies'],
  ['GET', '/Equipments'],
  ['GET', '/FunctionalCapacities'],
  ['PATCH', '/PatchPatientSettings'],
];

function noRoute(body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' && detail.startsWith('No route');
}

describe('the calls of the portal client', () => {
  it.each(publicCalls)('%s %s exists', async (method, path) => {
    const res = await call(ctx.app, method, `/api/v1${path}`, {
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(noRoute(res.body), `${method} ${path} answered ${res.status}`).toBe(false);
    expect(res.status).toBeLessThan(500);
  });

  it.each(protectedCalls)('%s %s exists and needs a token', async (method, path) => {
    const res = await call(ctx.app, method, `/api/v1${path}`, {
      body: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(noRoute(res.body), `${method} ${path} answered ${res.status}`).toBe(false);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'authentication_required' });
  });
});
