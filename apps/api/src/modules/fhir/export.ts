/**
 * FHIR Bulk Data export of an establishment's patients (`Group/{id}/$export`, docs/fhir.md#bulk-
 * export): the kick-off records a job and answers 202; the job then writes one NDJSON file per
 * resource type into the storage directory, page of patients after page, each line written when
 * the file takes it (flat memory, whatever the establishment's size); the status URL answers 202
 * with its progress, then the manifest; the files are served to whoever asked, until they expire.
 *
 * The job runs in the process that accepted it, with the requester's scope (the same rules as
 * their reads, audited as theirs), and says it is alive at every page of patients: a job silent
 * for `staleExportMinutes` died with its process and is failed when next looked at (its status
 * answers the failure; a new export may start). The files are in the storage directory, which
 * several processes share as they share the uploads.
 */
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { once } from 'node:events';
import { join } from 'node:path';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { NotFoundError, TooManyRequestsError } from '../../http/errors';
import type { EstablishmentGrant, Scope } from '../../policy/scope';
import { systemScope } from '../../policy/system-scope';
import { createGoalsService } from '../goals/service';
import { createOutcomeMeasuresService } from '../outcomeMeasures/service';
import * as jobs from './export.repository';
import type { ExportJobRow } from './export.repository';
import * as repository from './repository';
import {
  deviceResource,
  goalResource,
  observationResource,
  organizationResource,
  outcomeObservationResource,
  patientResource,
  practitionerResource,
  type FhirResource,
} from './resources';
import { FhirSearchError, type RawQuery } from './search';

/** The resource types an export writes, in this order. */
export const exportTypes = [
  'Patient',
  'Organization',
  'Practitioner',
  'Device',
  'Goal',
  'Observation',
] as const;
export type ExportType = (typeof exportTypes)[number];

/** How long the files of a completed export are kept (then purged). */
export const exportRetentionHours = 24;
/** Patients read per page, and Observation rows per query, while an export runs. */
const patientPage = 100;
const observationPage = 5000;

const ndjsonFormats = ['application/fhir+ndjson', 'application/ndjson', 'ndjson'];
const exportParameters = ['_type', '_since', '_outputFormat'];

export interface ExportQuery {
  types: ExportType[];
  since: Date | null;
}

/** The kick-off's parameters, read strictly: anything else is a 400 naming it. */
export function readExportQuery(query: RawQuery): ExportQuery {
  for (const name of Object.keys(query)) {
    if (!exportParameters.includes(name)) {
      throw new FhirSearchError(
        name,
        `is not supported by this export (supported: ${exportParameters.join(', ')})`,
        'not-supported',
      );
    }
  }
  const one = (name: string) => {
    const value = query[name];
    if (Array.isArray(value)) {
      throw new FhirSearchError(name, 'must be given once');
    }
    return value;
  };
  const format = one('_outputFormat');
  if (format !== undefined && !ndjsonFormats.includes(format)) {
    throw new FhirSearchError('_outputFormat', 'only NDJSON is written', 'not-supported');
  }
  const typeText = one('_type');
  let types: ExportType[] = [...exportTypes];
  if (typeText !== undefined) {
    const asked = typeText.split(',').map((type) => type.trim());
    for (const type of asked) {
      if (!(exportTypes as readonly string[]).includes(type)) {
        throw new FhirSearchError(
          '_type',
          `${type || '(empty)'} is not exported (exported: ${exportTypes.join(', ')})`,
          'not-supported',
        );
      }
    }
    types = exportTypes.filter((type) => asked.includes(type));
  }
  const sinceText = one('_since');
  let since: Date | null = null;
  if (sinceText !== undefined) {
    // A FHIR instant: a date, a time to the second at least, and a zone.
    const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,9})?(Z|[+-]\d{2}:\d{2})$/.test(
      sinceText,
    );
    since = instant ? new Date(sinceText) : null;
    if (!since || Number.isNaN(since.getTime())) {
      throw new FhirSearchError('_since', 'must be an instant, e.g. 2026-01-01T00:00:00Z');
    }
  }
  return { types, since };
}

export type ExportJob = ExportJobRow;

/** The directory of a job's files. */
const directoryOf = (storageDir: string, jobId: string) => join(storageDir, 'fhir-exports', jobId);

/** A file written line by line, waiting when it is full: memory stays flat. */
class NdjsonFile {
  count = 0;
  private readonly stream: WriteStream;
  constructor(readonly path: string) {
    this.stream = createWriteStream(path, { flags: 'w' });
  }
  async write(resource: FhirResource) {
    this.count += 1;
    if (!this.stream.write(`${JSON.stringify(resource)}\n`)) {
      await once(this.stream, 'drain');
    }
  }
  async close() {
    this.stream.end();
    await once(this.stream, 'finish');
  }
}

/** Whether `scope` is the one who asked for `job` (a user, or a health record system). */
const askedBy = (scope: Scope, job: ExportJob) =>
  scope.caller.client
    ? job.requestedByClientId === scope.caller.client.id
    : job.requestedByUserId === scope.user.userId;

export function createExportService(options: { db: Db; storageDir: string }) {
  const goals = createGoalsService();
  const outcomes = createOutcomeMeasuresService();
  /** The jobs running in this process, by id: what a cancellation stops. */
  const running = new Map<string, { cancelled: boolean }>();

  /** The job, to whoever asked for it; 404 to anyone else, and once cancelled or purged. */
  async function own(scope: Scope, id: string): Promise<ExportJob> {
    let job = isUuid(id) ? await jobs.locateJob(scope, id) : null;
    if (job?.status === 'in-progress' && !running.has(job.id)) {
      // Running elsewhere, or dead: failed if silent too long.
      await jobs.failStaleJobs(scope, { jobId: job.id });
      job = await jobs.locateJob(scope, id);
    }
    if (!job || !askedBy(scope, job) || job.status === 'cancelled' || job.status === 'expired') {
      throw new NotFoundError('No such export.');
    }
    return job;
  }

  /** Writes the job's files; its row says how far it went. */
  async function run(scope: Scope, establishment: EstablishmentGrant, job: ExportJob) {
    const state = { cancelled: false };
    running.set(job.id, state);
    const directory = directoryOf(options.storageDir, job.id);
    const files = new Map<string, NdjsonFile>();
    const fileOf = (type: string) => {
      let file = files.get(type);
      if (!file) {
        file = new NdjsonFile(join(directory, `${type}.ndjson`));
        files.set(type, file);
      }
      return file;
    };
    const wants = (type: ExportType) => job.types.includes(type);
    const since = job.since;
    try {
      await mkdir(directory, { recursive: true });
      if (wants('Organization')) {
        const row = await repository.findEstablishment(scope, establishment);
        if (row && (!since || row.updatedAt > since)) {
          await fileOf('Organization').write(organizationResource(row));
        }
      }
      if (wants('Practitioner')) {
        for (const row of await repository.teamPractitioners(scope, establishment)) {
          await fileOf('Practitioner').write(practitionerResource(row));
        }
      }
      let after: string | null = null;
      const exported: string[] = [];
      for (;;) {
        if (state.cancelled) {
          return;
        }
        const page = await repository.groupMembers(
          scope,
          establishment,
          { after, since },
          patientPage,
        );
        if (page.length === 0) {
          break;
        }
        after = page.at(-1)!.id;
        const ids = page.map((row) => row.id);
        exported.push(...ids);
        if (wants('Patient')) {
          for (const row of page) {
            if (row.changed) {
              await fileOf('Patient').write(patientResource(row));
            }
          }
        }
        if (wants('Device')) {
          for (const row of await repository.devicesOfPatients(scope, ids)) {
            await fileOf('Device').write(deviceResource(row));
          }
        }
        for (const patientId of ids) {
          if (wants('Goal')) {
            const list = await goals.list(scope, { patientId });
            for (const goal of list.goals) {
              await fileOf('Goal').write(goalResource(patientId, goal));
            }
          }
          if (wants('Observation')) {
            const { results } = await outcomes.list(scope, { patientId });
            for (const result of results) {
              if (!since || new Date(result.recordedAt) > since) {
                await fileOf('Observation').write(outcomeObservationResource(result));
              }
            }
          }
        }
        if (wants('Observation')) {
          let cursor: { patientId: string; day: string; ord: number } | null = null;
          for (;;) {
            const rows = await repository.observationsOf(
              scope,
              ids,
              { keys: null, from: null, to: null, since, after: cursor },
              observationPage,
            );
            for (const row of rows) {
              await fileOf('Observation').write(observationResource(row.patientId, row));
            }
            if (rows.length < observationPage) {
              break;
            }
            const last = rows.at(-1)!;
            cursor = { patientId: last.patientId, day: last.day, ord: last.ord };
          }
        }
        await jobs.recordProgress(scope, job.id, exported.length);
      }
      for (const file of files.values()) {
        await file.close();
      }
      // Audited as the requester's reads, one entry per patient and kind of data.
      const details = { api: 'fhir', operation: 'export', exportId: job.id, types: job.types };
      if (wants('Patient') || wants('Device')) {
        await scope.auditEach('patient.read', exported, details);
      }
      if (wants('Observation')) {
        await scope.auditEach('stats.read', exported, details);
      }
      const output = exportTypes
        .filter((type) => files.has(type))
        .map((type) => ({ type, file: `${type}.ndjson`, count: files.get(type)!.count }));
      await jobs.completeJob(scope, job.id, {
        output,
        done: exported.length,
        retentionHours: exportRetentionHours,
      });
    } catch (error) {
      await Promise.allSettled([...files.values()].map((file) => file.close()));
      await rm(directory, { recursive: true, force: true });
      await jobs.failJob(
        scope,
        job.id,
        error instanceof Error ? error.message.slice(0, 500) : 'failed',
      );
      throw error;
    } finally {
      running.delete(job.id);
      if (state.cancelled) {
        await Promise.allSettled([...files.values()].map((file) => file.close()));
        await rm(directory, { recursive: true, force: true });
      }
    }
  }

  return {
    /**
     * The kick-off: records the job and starts it (not awaited: `started` settles when it ends,
     * for tests and the bench). One export at a time per establishment: 429 while one runs.
     */
    async kickOff(
      scope: Scope,
      establishment: EstablishmentGrant,
      request: { url: string; query: ExportQuery },
      onFailure: (error: unknown) => void,
    ): Promise<{ job: ExportJob; started: Promise<void> }> {
      if (await jobs.exportInProgress(scope, establishment)) {
        throw new TooManyRequestsError(30);
      }
      const job = await jobs.insertJob(scope, establishment, {
        request: request.url,
        types: request.query.types,
        since: request.query.since,
      });
      const started = run(scope, establishment, job).catch(onFailure);
      return { job, started };
    },

    status: own,

    /** Cancels an export (running or done): its files are deleted; 404 afterwards. */
    async cancel(scope: Scope, id: string): Promise<void> {
      const job = await own(scope, id);
      await jobs.cancelJob(scope, job.id);
      const state = running.get(job.id);
      if (state) {
        state.cancelled = true;
      } else {
        await rm(directoryOf(options.storageDir, job.id), { recursive: true, force: true });
      }
    },

    /** A file of a completed export, to whoever asked for it: its path and size. */
    async file(scope: Scope, id: string, name: string) {
      const job = await own(scope, id);
      const entry =
        job.status === 'completed' ? job.output?.find((item) => item.file === name) : null;
      if (!entry || (job.expiresAt && job.expiresAt < new Date())) {
        throw new NotFoundError('No such file.');
      }
      const path = join(directoryOf(options.storageDir, job.id), entry.file);
      const { size } = await stat(path);
      return { stream: createReadStream(path), size, patients: job.done };
    },

    /** Deletes the files of the exports past their time (a periodic job's work). */
    async purgeExpired(): Promise<number> {
      const expired = await jobs.expireJobs(systemScope(options.db, 'purge'));
      for (const id of expired) {
        await rm(directoryOf(options.storageDir, id), { recursive: true, force: true });
      }
      return expired.length;
    },
  };
}

export type ExportService = ReturnType<typeof createExportService>;
