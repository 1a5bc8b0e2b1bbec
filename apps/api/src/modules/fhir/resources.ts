/**
 * The FHIR R4 resources this server answers, built from our rows (docs/fhir.md): Patient,
 * Observation (a daily metric), the searchset Bundle, OperationOutcome and the
 * CapabilityStatement. Plain objects; the tests validate them against the R4 StructureDefinitions.
 */
import {
  activityCategory,
  fhirObservationMetrics,
  fhirMediaType,
  fhirVersion,
  oxilioPatientIdentifierSystem,
  ucumSystem,
} from '@oxilio/domain';
import type { FhirPatientRow, ObservationRow } from './repository';
import { observationSearchParameters, patientSearchParameters } from './search';

export type FhirResource = { resourceType: string; id?: string } & Record<string, unknown>;

export function patientResource(row: FhirPatientRow): FhirResource {
  const telecom = [
    ...(row.phone ? [{ system: 'phone', value: row.phone }] : []),
    ...(row.email ? [{ system: 'email', value: row.email }] : []),
  ];
  return {
    resourceType: 'Patient',
    id: row.id,
    meta: { lastUpdated: row.updatedAt.toISOString() },
    identifier: [{ system: oxilioPatientIdentifierSystem, value: row.id }],
    // An archived patient's record is kept but no longer in use (end of service).
    active: row.archivedAt === null,
    name: [{ use: 'official', family: row.lastName, given: [row.firstName] }],
    ...(telecom.length > 0 ? { telecom } : {}),
    ...(row.birthDate ? { birthDate: row.birthDate } : {}),
  };
}

/**
 * An Observation's id: the patient's id without dashes, the day without dashes and the metric key
 * (at most 32 + 1 + 8 + 1 + 19 characters: within FHIR's 64).
 */
export function observationId(patientId: string, day: string, key: string): string {
  return `${patientId.replaceAll('-', '')}-${day.replaceAll('-', '')}-${key}`;
}

export function observationResource(patientId: string, row: ObservationRow): FhirResource {
  const metric = fhirObservationMetrics[row.ord]!;
  return {
    resourceType: 'Observation',
    id: observationId(patientId, row.day, metric.key),
    meta: { lastUpdated: row.updatedAt },
    status: 'final',
    category: [{ coding: [activityCategory] }],
    code: { coding: metric.codings, text: metric.codings[metric.codings.length - 1]!.display },
    subject: { reference: `Patient/${patientId}` },
    effectiveDateTime: row.day,
    valueQuantity: {
      value: row.value,
      unit: metric.unit.unit,
      system: ucumSystem,
      code: metric.unit.code,
    },
  };
}

export interface Page {
  /** The absolute URL of this page. */
  self: string;
  /** The absolute URL of the next page; null on the last. */
  next: string | null;
}

export function searchsetBundle(base: string, resources: FhirResource[], page: Page) {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    link: [
      { relation: 'self', url: page.self },
      ...(page.next ? [{ relation: 'next', url: page.next }] : []),
    ],
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

/** FHIR's IssueType codes this server answers with. */
export type IssueCode =
  | 'invalid'
  | 'not-supported'
  | 'required'
  | 'login'
  | 'forbidden'
  | 'not-found'
  | 'throttled'
  | 'exception';

export function operationOutcome(code: IssueCode, diagnostics: string) {
  return {
    resourceType: 'OperationOutcome',
    issue: [{ severity: code === 'exception' ? 'fatal' : 'error', code, diagnostics }],
  };
}

/** The type and the standard SearchParameter of each parameter served. */
const searchParams: Record<string, { type: string; definition: string }> = {
  _id: { type: 'token', definition: 'Resource-id' },
  name: { type: 'string', definition: 'Patient-name' },
  identifier: { type: 'token', definition: 'Patient-identifier' },
  patient: { type: 'reference', definition: 'clinical-patient' },
  code: { type: 'token', definition: 'clinical-code' },
  date: { type: 'date', definition: 'clinical-date' },
  category: { type: 'token', definition: 'Observation-category' },
};

const searchParam = (name: string) => ({
  name,
  definition: `http://hl7.org/fhir/SearchParameter/${searchParams[name]!.definition}`,
  type: searchParams[name]!.type,
});

/** When this CapabilityStatement last changed: bump it with what it lists. */
const capabilityDate = '2026-12-02';

/** What this server implements, exactly (GET /fhir/R4/metadata). */
export function capabilityStatement(base: string) {
  return {
    resourceType: 'CapabilityStatement',
    status: 'active',
    date: capabilityDate,
    publisher: 'oxilio',
    kind: 'instance',
    software: { name: 'oxilio API' },
    implementation: {
      description: 'oxilio FHIR R4 read API: the patients and their daily activity',
      url: base,
    },
    fhirVersion,
    format: [fhirMediaType, 'json'],
    rest: [
      {
        mode: 'server',
        documentation:
          'The bearer access tokens of the oxilio portal give the scope they have on the REST API: a manager their establishment’s patients, a rehabilitator the patients they follow, a patient themselves. Pages: _count (at most 500) and the next link.',
        security: {
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'OAuth',
                },
              ],
            },
          ],
        },
        resource: [
          {
            type: 'Patient',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: patientSearchParameters.map(searchParam),
          },
          {
            type: 'Observation',
            interaction: [{ code: 'search-type' }],
            searchParam: observationSearchParameters.map(searchParam),
          },
        ],
      },
    ],
  };
}
