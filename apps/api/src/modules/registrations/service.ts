/**
 * A patient's registration with an establishment (docs/decisions/patient-registration-requests.md):
 * the public directory the patient picks their establishment from; the patient's request (made at
 * signup by the applications module, or later from the profile) and its state; the answer of the
 * establishment's managers, which links the patient (accepted) or not (refused), audited, and
 * e-mails the patient in their language.
 */
import {
  directoryMaxResults,
  type Directory,
  type PatientRegistration,
  type PendingRegistrations,
  type RegistrationAnswer,
} from '@oxilio/domain/contract';
import type { Config } from '../../config';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import type { PatientGrant, PublicScope, Scope } from '../../policy/scope';
import * as repository from './repository';

export interface RegistrationsServiceDeps {
  config: Config;
  mailer: Mailer;
}

export function createRegistrationsService({ config, mailer }: RegistrationsServiceDeps) {
  async function registrationOf(scope: Scope, patient: PatientGrant): Promise<PatientRegistration> {
    const establishment = patient.establishmentId
      ? await repository.findDirectoryEstablishment(scope, patient.establishmentId)
      : null;
    const latest = await repository.latestRequest(scope, patient);
    return {
      establishment,
      request: latest
        ? {
            requestId: latest.requestId,
            establishment: {
              establishmentId: latest.establishmentId,
              name: latest.name,
              town: latest.town,
            },
            status: latest.status as NonNullable<PatientRegistration['request']>['status'],
            createdAt: latest.createdAt.toISOString(),
            answeredAt: latest.answeredAt?.toISOString() ?? null,
          }
        : null,
    };
  }

  return {
    async directory(scope: PublicScope, { q }: { q: string }): Promise<Directory> {
      const query = repository.foldText(q);
      if (query.length < 2) {
        throw new ValidationFailedError([
          { field: 'q', in: 'querystring', message: 'must hold at least 2 letters' },
        ]);
      }
      return {
        establishments: await repository.searchDirectory(scope, query, directoryMaxResults),
      };
    },

    async registration(scope: Scope, { patientId }: { patientId: string }) {
      const patient = await scope.patient(patientId, 'selfCare');
      return registrationOf(scope, patient);
    },

    async ask(
      scope: Scope,
      { patientId, establishmentId }: { patientId: string; establishmentId: string },
    ): Promise<PatientRegistration> {
      const patient = await scope.patient(patientId, 'selfCare');
      if (patient.establishmentId) {
        throw new ConflictError('An establishment already follows this patient.');
      }
      const establishment = await repository.findDirectoryEstablishment(scope, establishmentId);
      if (!establishment) {
        throw new ValidationFailedError([
          { field: 'establishmentId', in: 'body', message: 'is no establishment' },
        ]);
      }
      return scope.transaction(async (tx) => {
        // One pending request at a time: asking another establishment replaces it.
        const replaced = await repository.cancelPending(tx, patient);
        const requestId = await repository.insertRequest(tx, { patientId, establishmentId });
        await tx.audit('registration.request', patientId, {
          requestId,
          establishmentId,
          ...(replaced ? { replaced } : {}),
        });
        return registrationOf(tx, patient);
      });
    },

    async pending(
      scope: Scope,
      { establishmentId }: { establishmentId: string },
    ): Promise<PendingRegistrations> {
      const managed = scope.managedEstablishment(establishmentId);
      const rows = await repository.listPending(scope, managed);
      if (rows.length > 0) {
        // Patients who asked to be followed: their names are read by the establishment's managers.
        await scope.auditEach(
          'registration.read',
          rows.map((row) => row.patientId),
          { establishmentId },
        );
      }
      return {
        requests: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    async answer(
      scope: Scope,
      {
        establishmentId,
        requestId,
        accepted,
      }: { establishmentId: string; requestId: string; accepted: boolean },
    ): Promise<RegistrationAnswer> {
      const managed = scope.managedEstablishment(establishmentId);
      const status = accepted ? 'accepted' : 'refused';
      const answer = await scope.transaction(async (tx) => {
        const answered = await repository.answerPending(tx, managed, requestId, status);
        if (!answered) {
          throw new NotFoundError('No such pending registration request.');
        }
        if (accepted && !(await repository.linkPatient(tx, managed, answered.patientId))) {
          throw new ConflictError('Another establishment already follows this patient.');
        }
        await tx.audit(`registration.${status}`, answered.patientId, {
          requestId,
          establishmentId,
        });
        const [recipient, establishment] = await Promise.all([
          repository.patientRecipient(tx, answered.patientId),
          repository.findDirectoryEstablishment(tx, establishmentId),
        ]);
        if (recipient && establishment) {
          const message = renderEmail({
            template: accepted ? 'registration_accepted' : 'registration_refused',
            locale: recipient.locale,
            firstName: recipient.firstName,
            establishmentName: establishment.name,
            actionUrl: `${config.publicUrl}/`,
          });
          await mailer.send(recipient.email, message, tx.db, { establishmentId });
        }
        return answered;
      });
      void mailer.flush();
      return {
        requestId,
        patientId: answer.patientId,
        status,
        answeredAt: answer.answeredAt.toISOString(),
      };
    },
  };
}

export type RegistrationsService = ReturnType<typeof createRegistrationsService>;
