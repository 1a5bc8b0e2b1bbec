/**
 * The FHIR R4 resources this server answers, built from our rows (docs/fhir.md): Patient,
 * Observation (a daily metric), Device (an oxilio), Organization (an establishment), Group (its
 * patients), the searchset Bundle, OperationOutcome and the CapabilityStatement. Plain objects; the tests validate them against the R4 StructureDefinitions.
 */
import {
  activityCategory,
  examCategory,
  fhirMappingOf,
  fhirObservationId,
  fhirOutcomeCoding,
  fhirOutcomeUnits,
  outcomeMeasureByKey,
  oxilioMetricSystem,
  oxilioOutcomeConditionSystem,
  fhirObservationMetrics,
  fhirMediaType,
  fhirVersion,
  oxilioDeviceSerialSystem,
  oxilioEstablishmentIdentifierSystem,
  oxilioPatientIdentifierSystem,
  oxilioPractitionerIdentifierSystem,
  ucumSystem,
} from '@oxilio/domain';
import { fhirSystemScopes, type Goal, type OutcomeResult } from '@oxilio/domain/contract';
import type {
  FhirDeviceRow,
  FhirOrganizationRow,
  FhirPatientRow,
  FhirPractitionerRow,
  ObservationRow,
} from './repository';
import {
  deviceSearchParameters,
  goalSearchParameters,
  observationSearchParameters,
  patientSearchParameters,
} from './search';

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
    ...(row.establishmentId
      ? { managingOrganization: { reference: `Organization/${row.establishmentId}` } }
      : {}),
  };
}

export function observationResource(patientId: string, row: ObservationRow): FhirResource {
  const metric = fhirObservationMetrics[row.ord]!;
  return {
    resourceType: 'Observation',
    id: fhirObservationId(patientId, row.day, metric.key),
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

const condition = (code: string, display: string) => ({
  coding: [{ system: oxilioOutcomeConditionSystem, code, display }],
});

/**
 * A standardised test's result (docs/fhir.md): category `exam`, the test's code of our system, the
 * value in UCUM, the conditions that change its meaning as components, who measured it; a result
 * struck out is `entered-in-error` with the reason, as it stays in the history.
 */
export function outcomeObservationResource(result: OutcomeResult): FhirResource {
  const unit = fhirOutcomeUnits[outcomeMeasureByKey(result.measureKey).unit];
  const coding = fhirOutcomeCoding(result.measureKey);
  const measuredBy = `${result.measuredBy.firstName} ${result.measuredBy.lastName}`;
  const notes = [
    ...(result.comment ? [{ text: result.comment }] : []),
    ...(result.struck ? [{ text: `Struck out: ${result.struck.reason}` }] : []),
  ];
  return {
    resourceType: 'Observation',
    id: result.id,
    meta: { lastUpdated: result.struck?.at ?? result.recordedAt },
    status: result.struck ? 'entered-in-error' : 'final',
    category: [{ coding: [examCategory] }],
    code: { coding: [coding], text: coding.display },
    subject: { reference: `Patient/${result.patientId}` },
    effectiveDateTime: result.measuredOn,
    issued: result.recordedAt,
    performer: [
      result.measuredBy.role === 'patient'
        ? { reference: `Patient/${result.patientId}`, display: measuredBy }
        : { display: measuredBy },
    ],
    valueQuantity: { value: result.value, unit: unit.unit, system: ucumSystem, code: unit.code },
    ...(notes.length > 0 ? { note: notes } : {}),
    component: [
      {
        code: condition('walking-aid', 'Walking aid used'),
        valueCodeableConcept: condition(result.walkingAid, result.walkingAid),
      },
      {
        code: condition('assistance', 'Assistance given'),
        valueCodeableConcept: condition(result.assistance, result.assistance),
      },
      {
        code: condition('with-oxilio', 'Measured with the oxilio'),
        valueBoolean: result.withDevice,
      },
      {
        code: condition('measured-by', 'Who measured'),
        valueCodeableConcept: condition(result.measuredBy.role, result.measuredBy.role),
      },
    ],
  };
}

const goalAchievementSystem = 'http://terminology.hl7.org/CodeSystem/goal-achievement';

/** How far a goal is, in FHIR's words: from its state and, while active, its target. */
function achievementOf(goal: Goal) {
  const code =
    goal.status === 'achieved' || (goal.status === 'active' && goal.targetReached)
      ? 'achieved'
      : goal.status === 'active'
        ? 'in-progress'
        : 'not-achieved';
  return { coding: [{ system: goalAchievementSystem, code }] };
}

/** What a figure goal aims at: the metric's or the test's coding, the target and its way. */
function goalTarget(goal: Goal) {
  const due = goal.reviewOn ? { dueDate: goal.reviewOn } : {};
  if (goal.target === null || (goal.metricKey === null && goal.measureKey === null)) {
    return Object.keys(due).length > 0 ? [due] : [];
  }
  const metric = goal.metricKey ? fhirMappingOf(goal.metricKey) : undefined;
  const measure = goal.metricKey
    ? {
        coding: metric
          ? [...metric.codings]
          : [{ system: oxilioMetricSystem, code: goal.metricKey, display: goal.metricKey }],
      }
    : { coding: [fhirOutcomeCoding(goal.measureKey!)] };
  const unit = goal.metricKey
    ? metric?.unit
    : fhirOutcomeUnits[outcomeMeasureByKey(goal.measureKey!).unit];
  return [
    {
      measure,
      detailQuantity: {
        value: goal.target,
        ...(goal.direction ? { comparator: goal.direction === 'lower' ? '<=' : '>=' } : {}),
        ...(unit ? { unit: unit.unit, system: ucumSystem, code: unit.code } : {}),
      },
      ...due,
    },
  ];
}

/**
 * A rehabilitation goal (docs/fhir.md): in the patient's words, set with them; active, achieved
 * (completed), revised or dropped (cancelled, with why); a figure goal's target as a Quantity
 * with its comparator.
 */
export function goalResource(patientId: string, goal: Goal): FhirResource {
  const lifecycleStatus =
    goal.status === 'active' ? 'active' : goal.status === 'achieved' ? 'completed' : 'cancelled';
  const reason =
    goal.status === 'revised'
      ? `Revised${goal.revisedByGoalId ? `: replaced by Goal/${goal.revisedByGoalId}` : ''}`
      : goal.status === 'dropped'
        ? `Dropped${goal.dropReason ? ` (${goal.dropReason})` : ''}`
        : null;
  const target = goalTarget(goal);
  return {
    resourceType: 'Goal',
    id: goal.id,
    lifecycleStatus,
    achievementStatus: achievementOf(goal),
    description: { text: goal.text },
    subject: { reference: `Patient/${patientId}` },
    startDate: goal.setOn,
    ...(goal.closedAt ? { statusDate: goal.closedAt.slice(0, 10) } : {}),
    ...(reason ? { statusReason: reason } : {}),
    expressedBy: { reference: `Patient/${patientId}` },
    ...(target.length > 0 ? { target } : {}),
    ...(goal.dropNote ? { note: [{ text: goal.dropNote }] } : {}),
  };
}

/**
 * A rehabilitator: their name and, as written in their profile, their profession (free text: no
 * code is guessed for it). No telecom: their contact details are their account's, not shared.
 */
export function practitionerResource(row: FhirPractitionerRow): FhirResource {
  return {
    resourceType: 'Practitioner',
    id: row.id,
    identifier: [{ system: oxilioPractitionerIdentifierSystem, value: row.id }],
    active: row.archivedAt === null,
    name: [{ use: 'official', family: row.lastName, given: [row.firstName] }],
    ...(row.profession ? { qualification: [{ code: { text: row.profession } }] } : {}),
  };
}

/**
 * An oxilio: its serial number, its firmware, the establishment that owns it and the patient it is
 * associated with now (none in stock); a retired device is inactive.
 */
export function deviceResource(row: FhirDeviceRow): FhirResource {
  return {
    resourceType: 'Device',
    id: row.id,
    identifier: [{ system: oxilioDeviceSerialSystem, value: row.serialNumber }],
    status: row.retiredAt === null ? 'active' : 'inactive',
    manufacturer: 'oxilio',
    serialNumber: row.serialNumber,
    deviceName: [{ name: 'oxilio', type: 'manufacturer-name' }],
    type: { text: 'Standing and walking device attached to a wheelchair' },
    ...(row.firmwareVersion ? { version: [{ value: row.firmwareVersion }] } : {}),
    ...(row.establishmentId ? { owner: { reference: `Organization/${row.establishmentId}` } } : {}),
    ...(row.patientId ? { patient: { reference: `Patient/${row.patientId}` } } : {}),
  };
}

/** An establishment: its name, kind and address; an archived one is inactive. */
export function organizationResource(row: FhirOrganizationRow): FhirResource {
  const street = [row.number, row.street].filter(Boolean).join(' ');
  const line = [street, row.precisions ?? ''].filter((part) => part.length > 0);
  const address = {
    ...(line.length > 0 ? { line } : {}),
    ...(row.zipCode ? { postalCode: row.zipCode } : {}),
    ...(row.town ? { city: row.town } : {}),
    ...(row.county ? { country: row.county } : {}),
  };
  return {
    resourceType: 'Organization',
    id: row.id,
    meta: { lastUpdated: row.updatedAt.toISOString() },
    identifier: [{ system: oxilioEstablishmentIdentifierSystem, value: row.id }],
    active: row.archivedAt === null,
    ...(row.type ? { type: [{ text: row.type }] } : {}),
    name: row.name,
    ...(Object.keys(address).length > 0 ? { address: [address] } : {}),
  };
}

/**
 * An establishment's patients (Group/{establishmentId}): the current ones, as references, for a
 * health record system to know whom the establishment follows (and, later, to export).
 */
export function groupResource(establishment: FhirOrganizationRow, patientIds: readonly string[]) {
  return {
    resourceType: 'Group',
    id: establishment.id,
    identifier: [{ system: oxilioEstablishmentIdentifierSystem, value: establishment.id }],
    active: establishment.archivedAt === null,
    type: 'person',
    actual: true,
    name: `Patients of ${establishment.name}`,
    managingEntity: { reference: `Organization/${establishment.id}` },
    quantity: patientIds.length,
    ...(patientIds.length > 0
      ? { member: patientIds.map((id) => ({ entity: { reference: `Patient/${id}` } })) }
      : {}),
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
  | 'informational'
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
    issue: [
      {
        severity:
          code === 'exception' ? 'fatal' : code === 'informational' ? 'information' : 'error',
        code,
        diagnostics,
      },
    ],
  };
}

/** The type and the standard SearchParameter of each parameter served. */
const searchParams: Record<string, { type: string; definition: string }> = {
  _id: { type: 'token', definition: 'Resource-id' },
  name: { type: 'string', definition: 'Patient-name' },
  identifier: { type: 'token', definition: 'Patient-identifier' },
  patient: { type: 'reference', definition: 'clinical-patient' },
  'device-patient': { type: 'reference', definition: 'Device-patient' },
  'goal-patient': { type: 'reference', definition: 'clinical-patient' },
  code: { type: 'token', definition: 'clinical-code' },
  date: { type: 'date', definition: 'clinical-date' },
  category: { type: 'token', definition: 'Observation-category' },
};

/** A parameter served, described by its standard SearchParameter (`key` when the name is shared). */
const searchParam = (name: string, key = name) => ({
  name,
  definition: `http://hl7.org/fhir/SearchParameter/${searchParams[key]!.definition}`,
  type: searchParams[key]!.type,
});

/** The token endpoint beside the FHIR base (`…/fhir/R4` → `…/oauth2/token`). */
export const tokenUrlOf = (base: string) => `${base.replace(/\/fhir\/R4$/, '')}/oauth2/token`;

/**
 * SMART's discovery document (`/.well-known/smart-configuration`), what a Backend Services client
 * reads to find the token endpoint and how to authenticate there.
 */
export function smartConfiguration(base: string) {
  return {
    token_endpoint: tokenUrlOf(base),
    grant_types_supported: ['client_credentials'],
    token_endpoint_auth_methods_supported: ['private_key_jwt'],
    token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
    scopes_supported: [...fhirSystemScopes],
    capabilities: ['client-confidential-asymmetric', 'permission-v1'],
  };
}

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
    instantiates: ['http://hl7.org/fhir/uv/bulkdata/CapabilityStatement/bulk-data'],
    software: { name: 'oxilio API' },
    implementation: {
      description:
        'oxilio FHIR R4 read API: the patients, their daily activity, their devices and establishments',
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
          // Where a health record system gets its token (SMART Backend Services).
          extension: [
            {
              url: 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
              extension: [{ url: 'token', valueUri: tokenUrlOf(base) }],
            },
          ],
          service: [
            {
              coding: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/restful-security-service',
                  code: 'SMART-on-FHIR',
                },
              ],
            },
          ],
          description:
            'The portal’s bearer tokens, or a health record system’s token from SMART Backend Services (client_credentials with a private_key_jwt assertion, RS384 or ES384) at the token URL above: see .well-known/smart-configuration.',
        },
        resource: [
          {
            type: 'Patient',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: patientSearchParameters.map((name) => searchParam(name)),
            operation: [
              {
                name: 'everything',
                definition: 'http://hl7.org/fhir/OperationDefinition/Patient-everything',
              },
            ],
          },
          {
            type: 'Observation',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: observationSearchParameters.map((name) => searchParam(name)),
          },
          {
            type: 'Device',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: deviceSearchParameters.map((name) => searchParam(name, `device-${name}`)),
          },
          {
            type: 'Organization',
            interaction: [{ code: 'read' }],
          },
          {
            type: 'Group',
            interaction: [{ code: 'read' }],
            operation: [
              {
                name: 'export',
                definition: 'http://hl7.org/fhir/uv/bulkdata/OperationDefinition/group-export',
              },
            ],
          },
          {
            type: 'Practitioner',
            interaction: [{ code: 'read' }],
          },
          {
            type: 'Goal',
            interaction: [{ code: 'read' }, { code: 'search-type' }],
            searchParam: goalSearchParameters.map((name) => searchParam(name, `goal-${name}`)),
          },
        ],
      },
    ],
  };
}
