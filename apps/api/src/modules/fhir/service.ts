/**
 * The FHIR R4 read API (docs/fhir.md): Patient read and search, Observation search, with the
 * scope the caller's token has on the REST API (the same `scope.patient(id, 'read')` and
 * `scope.visiblePatients()`: 404 for a patient the caller may not read) and the same audit
 * entries as the REST reads (`patient.read`, `stats.read`, with `api: 'fhir'` in the details), so
 * that the patient's access log shows them.
 */
import { fhirObservationMetrics, parseFhirObservationId } from '@oxilio/domain';
import type { OutcomeResult } from '@oxilio/domain/contract';
import { actsAsPatient } from '../../auth/user';
import { isUuid } from '../../db/ids';
import { ForbiddenError, HttpProblem, NotFoundError, orNotFound } from '../../http/errors';
import type { PatientGrant, Scope } from '../../policy/scope';
import {
  capabilityStatement,
  deviceResource,
  goalResource,
  groupResource,
  observationResource,
  outcomeObservationResource,
  organizationResource,
  patientResource,
  practitionerResource,
  searchsetBundle,
  type FhirResource,
  type Page,
} from './resources';
import { createGoalsService } from '../goals/service';
import { createOutcomeMeasuresService } from '../outcomeMeasures/service';
import { readExportQuery, type ExportJob, type ExportService } from './export';
import * as repository from './repository';
import {
  FhirSearchError,
  readEverythingQuery,
  readOnePatientSearch,
  type ObservationSearch,
  readObservationSearch,
  readPatientSearch,
  type RawQuery,
} from './search';

/**
 * `check`, with a refusal (403) answered as 404: on FHIR, what the caller may not read does not
 * exist for them (another establishment's data is 404, as its patients are on the REST API).
 */
async function visibleOnly<T>(check: () => T | Promise<T>, detail: string): Promise<T> {
  try {
    return await check();
  } catch (error) {
    if (error instanceof HttpProblem && (error.status === 403 || error.status === 404)) {
      throw new NotFoundError(detail);
    }
    throw error;
  }
}

/** The patient a search names, or the caller when a patient searches without naming one. */
function searchedPatient(scope: Scope, named: string | null): string {
  const { user } = scope;
  const patientId = named ?? (actsAsPatient(user) ? user.patientId : null);
  if (patientId === null) {
    throw new FhirSearchError('patient', 'is required: one patient per search', 'required');
  }
  return patientId;
}

/**
 * Whether the caller may read resources of `type`: a user, any they may read; a health record
 * system, the types its token's scopes grant (the routes refuse the others; $everything leaves
 * them out).
 */
const grants = (scope: Scope, type: string) =>
  !scope.caller.client || scope.caller.client.resourceTypes.includes(type);

export interface SearchRequest {
  /** The query string as parsed by the server. */
  query: RawQuery;
  /** The query string as sent (without `?`), for the self link. */
  queryText: string;
}

/** The links of a page: `next` repeats the search with the cursor after this page's last match. */
function pageLinks(
  base: string,
  resourceType: string,
  request: SearchRequest,
  count: number,
  nextCursor: string | null,
): Page {
  const url = `${base}/${resourceType}`;
  const self = request.queryText ? `${url}?${request.queryText}` : url;
  if (nextCursor === null) {
    return { self, next: null };
  }
  const params = new URLSearchParams(request.queryText);
  params.delete('_cursor');
  params.set('_count', String(count));
  params.set('_cursor', nextCursor);
  return { self, next: `${url}?${params.toString()}` };
}

const outcomes = createOutcomeMeasuresService();
const goalService = createGoalsService();

/** The patient's test results a search keeps, in the order pages give them (day, then id). */
function testResultsOf(results: readonly OutcomeResult[], search: ObservationSearch) {
  const after = search.afterTest;
  return results
    .filter(
      (result) =>
        (search.tests === null || search.tests.includes(result.measureKey)) &&
        (search.from === null || result.measuredOn >= search.from) &&
        (search.to === null || result.measuredOn <= search.to) &&
        (after === null ||
          result.measuredOn > after.day ||
          (result.measuredOn === after.day && result.id > after.id)),
    )
    .sort((a, b) => a.measuredOn.localeCompare(b.measuredOn) || a.id.localeCompare(b.id));
}

/**
 * One page of a patient's Observations: the daily metrics first (by day, then metric), then the
 * standardised tests' results (by day, then id); `next` is the cursor of the page after, which
 * says which part it is in.
 */
async function observationPage(scope: Scope, patient: PatientGrant, search: ObservationSearch) {
  const none = search.from !== null && search.to !== null && search.from > search.to;
  const resources: FhirResource[] = [];
  let next: string | null = null;
  if (!none && search.afterTest === null && search.keys?.length !== 0) {
    const rows = await repository.observations(
      scope,
      patient,
      { keys: search.keys, from: search.from, to: search.to, after: search.after },
      search.count + 1,
    );
    const page = rows.slice(0, search.count);
    resources.push(...page.map((row) => observationResource(patient.patientId, row)));
    const last = rows.length > search.count ? page.at(-1)! : null;
    next = last ? `${last.day}.${last.ord}` : null;
    await scope.audit('stats.read', patient.patientId, {
      api: 'fhir',
      interaction: 'search-type',
      types: search.keys ?? fhirObservationMetrics.map((entry) => entry.key),
      from: search.from,
      to: search.to,
    });
  }
  if (!none && next === null && search.tests?.length !== 0) {
    const { results } = await outcomes.list(scope, { patientId: patient.patientId });
    const kept = testResultsOf(results, search);
    const room = search.count - resources.length;
    const taken = kept.slice(0, room);
    resources.push(...taken.map(outcomeObservationResource));
    if (kept.length > room) {
      const last = taken.at(-1);
      next = last ? `t.${last.measuredOn}.${last.id}` : 't';
    }
  }
  return { resources, next };
}

/** A job's manifest (Bulk Data's complete status): where each file is, and how many lines. */
export function exportManifest(base: string, job: ExportJob) {
  return {
    transactionTime: job.transactionTime.toISOString(),
    request: job.request,
    requiresAccessToken: true,
    output: (job.output ?? []).map((entry) => ({
      type: entry.type,
      url: `${base}/$export-file/${job.id}/${entry.file}`,
      count: entry.count,
    })),
    error: [],
  };
}

export function createFhirService(base: string, exports: ExportService) {
  return {
    metadata() {
      return capabilityStatement(base);
    },

    async readPatient(scope: Scope, { id }: { id: string }) {
      const patient = await scope.patient(id, 'read');
      const row = orNotFound(await repository.findPatient(scope, patient), 'No such patient.');
      await scope.audit('patient.read', patient.patientId, { api: 'fhir', interaction: 'read' });
      return patientResource(row);
    },

    async searchPatients(scope: Scope, request: SearchRequest) {
      const search = readPatientSearch(request.query);
      const rows = await repository.searchPatients(
        scope,
        { ids: search.ids, names: search.names },
        search.after,
        search.count + 1,
      );
      const page = rows.slice(0, search.count);
      const more = rows.length > search.count;
      await scope.auditEach(
        'patient.read',
        page.map((row) => row.id),
        { api: 'fhir', interaction: 'search-type' },
      );
      return searchsetBundle(
        base,
        page.map(patientResource),
        pageLinks(base, 'Patient', request, search.count, more ? page.at(-1)!.id : null),
      );
    },

    async readObservation(scope: Scope, { id }: { id: string }) {
      if (isUuid(id)) {
        // A standardised test's result: its own id.
        const missing = 'No such observation.';
        const patientId = orNotFound(await repository.patientOfOutcomeResult(scope, id), missing);
        const patient = await visibleOnly(() => scope.patient(patientId, 'read'), missing);
        const { results } = await outcomes.list(scope, { patientId: patient.patientId });
        return outcomeObservationResource(
          orNotFound(
            results.find((result) => result.id === id),
            missing,
          ),
        );
      }
      const named = orNotFound(parseFhirObservationId(id), 'No such observation.');
      const patient = await scope.patient(named.patientId, 'read');
      const [row] = await repository.observations(
        scope,
        patient,
        { keys: [named.key], from: named.day, to: named.day, after: null },
        1,
      );
      await scope.audit('stats.read', patient.patientId, {
        api: 'fhir',
        interaction: 'read',
        types: [named.key],
        from: named.day,
        to: named.day,
      });
      return observationResource(patient.patientId, orNotFound(row, 'No such observation.'));
    },

    /**
     * The daily metrics first (by day, then metric), then the standardised tests' results (by
     * day, then id): the `next` link's cursor says which part it is in.
     */
    async searchObservations(scope: Scope, request: SearchRequest) {
      const search = readObservationSearch(request.query);
      const patient = await scope.patient(searchedPatient(scope, search.patientId), 'read');
      const { resources, next } = await observationPage(scope, patient, search);
      return searchsetBundle(
        base,
        resources,
        pageLinks(base, 'Observation', request, search.count, next),
      );
    },

    /**
     * A device: to whoever may read the patient it is associated with, or, in stock, to the
     * managers of its establishment; 404 to anyone else.
     */
    async readDevice(scope: Scope, { id }: { id: string }) {
      const missing = 'No such device.';
      const row = orNotFound(isUuid(id) && (await repository.locateDevice(scope, id)), missing);
      if (row.patientId !== null) {
        const patient = await visibleOnly(() => scope.patient(row.patientId!, 'read'), missing);
        await scope.audit('patient.read', patient.patientId, {
          api: 'fhir',
          interaction: 'read',
          resource: 'Device',
        });
      } else {
        const establishmentId = orNotFound(row.establishmentId, missing);
        await visibleOnly(() => scope.managedEstablishment(establishmentId), missing);
      }
      return deviceResource(row);
    },

    async searchDevices(scope: Scope, request: SearchRequest) {
      const search = readOnePatientSearch(request.query);
      const patient = await scope.patient(searchedPatient(scope, search.patientId), 'read');
      const rows = await repository.devicesOfPatient(scope, patient);
      await scope.audit('patient.read', patient.patientId, {
        api: 'fhir',
        interaction: 'search-type',
        resource: 'Device',
      });
      return searchsetBundle(
        base,
        rows.map(deviceResource),
        pageLinks(base, 'Device', request, 0, null),
      );
    },

    /** An establishment: to its managers, its team and its patients; 404 to anyone else. */
    async readOrganization(scope: Scope, { id }: { id: string }) {
      const missing = 'No such organization.';
      orNotFound(isUuid(id), missing);
      const establishment = await visibleOnly(() => scope.establishment(id), missing);
      return organizationResource(
        orNotFound(await repository.findEstablishment(scope, establishment), missing),
      );
    },

    /** A rehabilitator: to themselves, their team's managers and the patients they follow. */
    async readPractitioner(scope: Scope, { id }: { id: string }) {
      const missing = 'No such practitioner.';
      const rehabilitator = await visibleOnly(() => scope.readableRehabilitator(id), missing);
      return practitionerResource(
        orNotFound(await repository.findPractitioner(scope, rehabilitator), missing),
      );
    },

    /**
     * An establishment's current patients, to its managers only (a rehabilitator sees the patients
     * they follow, not the establishment's list); 404 to anyone else. Each member's read audited.
     */
    async readGroup(scope: Scope, { id }: { id: string }) {
      const missing = 'No such group.';
      orNotFound(isUuid(id), missing);
      const establishment = await visibleOnly(() => scope.managedEstablishment(id), missing);
      const row = orNotFound(await repository.findEstablishment(scope, establishment), missing);
      const members = await repository.establishmentPatients(scope, establishment);
      await scope.auditEach('patient.read', members, {
        api: 'fhir',
        interaction: 'read',
        resource: 'Group',
      });
      return groupResource(row, members);
    },

    async readGoal(scope: Scope, { id }: { id: string }) {
      const missing = 'No such goal.';
      const patientId = orNotFound(
        isUuid(id) && (await repository.patientOfGoal(scope, id)),
        missing,
      );
      const patient = await visibleOnly(() => scope.patient(patientId, 'read'), missing);
      const { goals } = await goalService.list(scope, { patientId: patient.patientId });
      return goalResource(
        patient.patientId,
        orNotFound(
          goals.find((goal) => goal.id === id),
          missing,
        ),
      );
    },

    /** A patient's goals, in force first then the history (the REST list's order); one page. */
    async searchGoals(scope: Scope, request: SearchRequest) {
      const search = readOnePatientSearch(request.query);
      const patient = await scope.patient(searchedPatient(scope, search.patientId), 'read');
      const { goals } = await goalService.list(scope, { patientId: patient.patientId });
      return searchsetBundle(
        base,
        goals.map((goal) => goalResource(patient.patientId, goal)),
        pageLinks(base, 'Goal', request, 0, null),
      );
    },

    /**
     * The kick-off of a bulk export of the establishment's patients (Group/{id}/$export), to its
     * managers and its health record systems (with every type asked granted); 404 to anyone else.
     */
    async exportGroup(
      scope: Scope,
      { id, query, url }: { id: string; query: Parameters<typeof readExportQuery>[0]; url: string },
      onFailure: (error: unknown) => void,
    ) {
      const missing = 'No such group.';
      orNotFound(isUuid(id), missing);
      const establishment = await visibleOnly(() => scope.managedEstablishment(id), missing);
      const asked = readExportQuery(query);
      const refused = asked.types.filter((type) => !grants(scope, type));
      if (refused.length > 0) {
        throw new ForbiddenError(
          `This token does not grant ${refused.map((type) => `system/${type}.read`).join(', ')}: ask _type for the types it grants.`,
        );
      }
      await exports.purgeExpired();
      return exports.kickOff(scope, establishment, { url, query: asked }, onFailure);
    },

    /**
     * The patient's whole record (Patient/{id}/$everything), to whoever may read the patient: the
     * first page has the Patient, their establishment (when the caller may read it), device and
     * goals, then every page the Observations as a search gives them, with `next` links.
     */
    async everything(scope: Scope, { id, ...request }: SearchRequest & { id: string }) {
      const search = readEverythingQuery(request.query);
      const patient = await scope.patient(id, 'read');
      const resources: FhirResource[] = [];
      if (search.after === null && search.afterTest === null) {
        const row = orNotFound(await repository.findPatient(scope, patient), 'No such patient.');
        await scope.audit('patient.read', patient.patientId, {
          api: 'fhir',
          interaction: 'operation',
          operation: 'everything',
        });
        resources.push(patientResource(row));
        if (row.establishmentId !== null && grants(scope, 'Organization')) {
          const establishmentId = row.establishmentId;
          const organization = await visibleOnly(
            async () =>
              repository.findEstablishment(scope, await scope.establishment(establishmentId)),
            'No such organization.',
          ).catch((error: unknown) => {
            // Left out for a caller who may read the patient but not the establishment.
            if (error instanceof NotFoundError) {
              return null;
            }
            throw error;
          });
          if (organization) {
            resources.push(organizationResource(organization));
          }
        }
        if (grants(scope, 'Device')) {
          const devices = await repository.devicesOfPatient(scope, patient);
          resources.push(...devices.map(deviceResource));
        }
        if (grants(scope, 'Goal')) {
          const { goals } = await goalService.list(scope, { patientId: patient.patientId });
          resources.push(...goals.map((goal) => goalResource(patient.patientId, goal)));
        }
      }
      const page = grants(scope, 'Observation')
        ? await observationPage(scope, patient, search)
        : { resources: [], next: null };
      return searchsetBundle(
        base,
        [...resources, ...page.resources],
        pageLinks(
          base,
          `Patient/${patient.patientId}/$everything`,
          request,
          search.count,
          page.next,
        ),
      );
    },
  };
}
