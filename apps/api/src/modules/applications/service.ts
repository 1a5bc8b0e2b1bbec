/**
 * Signup journeys (applications, docs/decisions/api-applications.md).
 *
 * Two ways in, one table (`applications`):
 * - self-service: POST applications/{type} checks availability, stores the application
 *   ('available' or 'unavailable') and emails a link; the applicant confirms (available) or joins
 *   the waiting list (unavailable), may upload a direct debit order, then signs up (confirmed);
 * - invitation: an establishment's invitation (establishments module) stores an application with
 *   `establishment_id`, a hashed token and its expiry, and emails the link; the invited person
 *   checks the link (CheckSignupToken) and signs up directly.
 * The emailed token (random, stored hashed, expiring) is the only credential of these public
 * calls; signing up uses it up.
 */
import { randomUUID } from 'node:crypto';
import { defaultLocale, isLocale } from '@oxilio/locales';
import { formatPersonName, portalLinks } from '@oxilio/domain';
import type {
  ApplicationAvailability,
  ApplicationCreateBody,
  ApplicationDocument,
  ApplicationSignupBody,
  ApplicationSignupResult,
  ApplicationStatus,
  ApplicationType,
  ApplicationView,
} from '@oxilio/domain/contract';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-tokens';
import { assertAcceptablePassword } from '../../auth/password-policy';
import { hashPassword } from '../../auth/passwords';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import {
  ConflictError,
  EmailAlreadyUsedError,
  HttpProblem,
  LinkAlreadyUsedError,
  ValidationFailedError,
} from '../../http/errors';
import { normaliseEmail } from '../../mail/addresses';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import type { PublicScope } from '../../policy/scope';
import { applicationFieldErrors, normalisePostalCode, unavailableReasons } from './availability';
import { declaredDocumentType, removeStoredFile, sniffDocumentType, storeFile } from './documents';
import * as repository from './repository';

/** Lifetime of the link of a self-service application (the form may take a few days). */
export const applicationTokenTtlSeconds = 7 * 24 * 3600;

/** States in which an application may still be completed (documents, signup of an invitation). */
const openStatuses = ['draft', 'available', 'confirmed'] as const satisfies ApplicationStatus[];

export interface ApplicationsServiceDeps {
  config: Config;
  mailer: Mailer;
}

/** The uploaded file, as the route read it (null: no `file` part). */
export type ReadUpload = () => Promise<{
  content: Buffer;
  filename: string;
  mimetype: string;
} | null>;

const clean = (value: string) => value.trim();

function signupRole(type: ApplicationType): ApplicationSignupResult['role'] {
  return type === 'establishment' ? 'responsable' : type;
}

/** What an emailed link names: the application, of the expected type, and its token. */
export interface ApplicationLink {
  /** Null (CheckSignupToken) accepts an application of any type. */
  type: ApplicationType | null;
  applicationId: string;
  verificationToken: string;
}

/** A move the applicant makes with the link: from which states, to which, and the refusal. */
interface Move {
  from: readonly ApplicationStatus[];
  set: () => Parameters<typeof repository.transition>[3];
  conflict: string;
}

const moves: Record<'confirm' | 'waitList', Move> = {
  confirm: {
    from: ['available', 'draft'],
    set: () => ({ status: 'confirmed', confirmedAt: new Date() }),
    conflict: 'Only an available application can be confirmed; join the waiting list instead.',
  },
  waitList: {
    from: ['unavailable'],
    set: () => ({ status: 'waitlisted', waitlistedAt: new Date() }),
    conflict: 'Only an application that cannot be served yet goes on the waiting list.',
  },
};

export function createApplicationsService({ config, mailer }: ApplicationsServiceDeps) {
  const link = (type: ApplicationType, applicationId: string, token: string) =>
    `${config.publicUrl}/enregistrement/${type}?applicationId=${applicationId}&token=${encodeURIComponent(token)}`;

  /** The application the link opens, of the expected type; the same 400 for every mismatch. */
  async function open(
    scope: PublicScope,
    { type, applicationId, verificationToken }: ApplicationLink,
  ): Promise<repository.OpenedApplication> {
    const tokenHash = hashOpaqueToken(verificationToken);
    const located = await repository.findByToken(scope, applicationId, tokenHash);
    return scope.applicationLink(located, { type, tokenHash });
  }

  /** The view of the opened application, as `application` shows it (after a change: the new row). */
  async function view(
    scope: PublicScope,
    opened: repository.OpenedApplication,
    application: repository.ApplicationRow & {
      invitingEstablishmentName?: string | null;
    } = opened,
  ): Promise<ApplicationView> {
    const documents = await repository.countDocuments(scope, opened);
    return {
      applicationId: application.id,
      type: application.type as ApplicationType,
      status: application.status as ApplicationStatus,
      invited: application.establishmentId !== null,
      email: application.email,
      firstname: application.firstName,
      lastname: application.lastName,
      phone: application.phone,
      address: (application.address as ApplicationView['address']) ?? null,
      livesInEstablishment: application.livesInEstablishment,
      establishmentName: application.invitingEstablishmentName ?? application.establishmentName,
      establishmentType: application.establishmentType,
      establishmentId: application.establishmentId,
      function: application.function,
      CountryCode: application.countryCode,
      PostalCode: application.postalCode,
      available: application.isAvailable,
      hasDirectDebitOrder: documents > 0,
      tokenExpiresAt: (application.verificationTokenExpiresAt ?? new Date(0)).toISOString(),
      confirmedAt: application.confirmedAt?.toISOString() ?? null,
      waitlistedAt: application.waitlistedAt?.toISOString() ?? null,
      locale: isLocale(application.locale) ? application.locale : defaultLocale,
    };
  }

  /** Patient applications hold health-related data: their reads and changes are audited. */
  async function auditPatientApplication(
    scope: PublicScope,
    action: `${string}.${string}`,
    application: { id: string; type: string },
  ) {
    if (application.type === 'patient') {
      await scope.audit(action, null, { applicationId: application.id });
    }
  }

  /** Makes one of the `moves`; 400 for a bad link, 409 for a wrong state. */
  async function move(
    scope: PublicScope,
    link: ApplicationLink,
    { from, set: changes, conflict }: Move,
  ): Promise<ApplicationView> {
    const set = changes();
    return scope.transaction(async (tx) => {
      const current = await open(tx, link);
      if (current.status === set.status) {
        return view(tx, current);
      }
      if (!from.includes(current.status as ApplicationStatus)) {
        throw new ConflictError(conflict);
      }
      const moved = await repository.transition(tx, current, from, set);
      if (!moved) {
        throw new ConflictError(conflict);
      }
      await auditPatientApplication(tx, `application.${set.status}`, moved);
      return view(tx, current, {
        ...moved,
        invitingEstablishmentName: current.invitingEstablishmentName,
      });
    });
  }

  /**
   * The application of a link that may still be used: one whose account was made with it is
   * "already used" (its token's hash is kept for that, spent: docs/decisions/api-applications.md).
   */
  async function openUnused(
    scope: PublicScope,
    link: ApplicationLink,
  ): Promise<repository.OpenedApplication> {
    const tokenHash = hashOpaqueToken(link.verificationToken);
    const located = await repository.findByToken(scope, link.applicationId, tokenHash);
    // Used, then expired: still "already used, sign in" rather than "invalid or expired".
    if (
      located === null &&
      (await repository.isSpentToken(scope, link.applicationId, tokenHash, link.type))
    ) {
      throw new LinkAlreadyUsedError();
    }
    const application = scope.applicationLink(located, { type: link.type, tokenHash });
    if (application.status === 'signed_up' || application.userId !== null) {
      throw new LinkAlreadyUsedError();
    }
    return application;
  }

  async function check(scope: PublicScope, link: ApplicationLink): Promise<ApplicationView> {
    const application = await openUnused(scope, link);
    await auditPatientApplication(scope, 'application.read', application);
    return view(scope, application);
  }

  return {
    async create(
      scope: PublicScope,
      { type, body }: { type: ApplicationType; body: ApplicationCreateBody },
    ): Promise<ApplicationAvailability> {
      const errors = applicationFieldErrors(type, body);
      if (errors.length > 0) {
        throw new ValidationFailedError(errors);
      }
      const email = normaliseEmail(body.email);
      // The establishment a patient lives in, picked in the public directory: it must exist.
      const requestedEstablishmentId =
        type === 'patient' && body.livesInEstablishment
          ? (body.requestedEstablishmentId ?? null)
          : null;
      if (
        requestedEstablishmentId &&
        (await repository.establishmentNameOf(scope, requestedEstablishmentId)) === null
      ) {
        throw new ValidationFailedError([
          { field: 'requestedEstablishmentId', in: 'body', message: 'is no establishment' },
        ]);
      }
      const countryCode = body.CountryCode.toUpperCase();
      const postalCode = normalisePostalCode(countryCode, body.PostalCode);
      const reasons = unavailableReasons({
        type,
        countryCode,
        postalCode,
        weight: body.Weight,
        height: body.Height,
        leg: body.Leg,
        left: body.Left,
        right: body.Right,
      });
      const available = reasons.length === 0;
      const locale = body.locale ?? scope.caller.locale;
      const answer = (applicationId: string): ApplicationAvailability => ({
        applicationId,
        type,
        available,
        outcome: available ? 'available' : 'waitlist',
        reasons,
      });
      // An address with an account gets the answer any address gets, with an id that names no
      // application, and its mailbox is told to sign in: the form says nothing of who has an
      // account (issue 26, docs/security.md). Every refusal above came before this.
      const account = await repository.accountOf(scope, email);
      if (account) {
        const message = renderEmail({
          template: 'account_exists',
          locale: isLocale(account.locale) ? account.locale : locale,
          firstName: account.firstName,
          actionUrl: `${config.publicUrl}${portalLinks.signIn}`,
          secondaryUrl: `${config.publicUrl}${portalLinks.forgotPassword}`,
        });
        await scope.transaction((tx) => mailer.send(email, message, tx.db));
        void mailer.flush();
        return answer(randomUUID());
      }
      const verification = newOpaqueToken();
      const address = body.address
        ? {
            ...body.address,
            county: body.address.county?.toUpperCase() ?? countryCode,
            zipCode: normalisePostalCode(
              body.address.county?.toUpperCase() ?? countryCode,
              body.address.zipCode,
            ),
          }
        : null;
      const applicationId = await scope.transaction(async (tx) => {
        const id = await repository.insertApplication(tx, {
          type,
          status: available ? 'available' : 'unavailable',
          email,
          firstName: clean(body.firstname),
          lastName: clean(body.lastname),
          phone: body.phone?.trim() ?? null,
          address,
          livesInEstablishment: body.livesInEstablishment ?? null,
          establishmentName: body.establishmentName?.trim() ?? null,
          requestedEstablishmentId,
          establishmentType: body.establishmentType ?? null,
          function: body.function?.trim() ?? null,
          countryCode,
          postalCode,
          availabilityInput:
            type === 'patient'
              ? {
                  Weight: body.Weight,
                  Height: body.Height,
                  Leg: body.Leg,
                  Left: body.Left,
                  Right: body.Right,
                  reasons,
                }
              : { reasons },
          isAvailable: available,
          currentStep: 1,
          verificationTokenHash: verification.hash,
          tokenTtlSeconds: applicationTokenTtlSeconds,
          locale,
        });
        await auditPatientApplication(tx, 'application.create', { id, type });
        const message = renderEmail({
          template: available ? 'application_available' : 'application_waitlist',
          locale,
          firstName: clean(body.firstname),
          actionUrl: link(type, id, verification.token),
          validDays: applicationTokenTtlSeconds / 86400,
        });
        await mailer.send(email, message, tx.db);
        return id;
      });
      void mailer.flush();
      return answer(applicationId);
    },

    /** CheckSignupToken (`type` null) and GET of an application by its link. */
    check,

    async confirm(scope: PublicScope, link: ApplicationLink): Promise<ApplicationView> {
      return move(scope, link, moves.confirm);
    },

    async subscribeToWaitList(scope: PublicScope, link: ApplicationLink): Promise<ApplicationView> {
      return move(scope, link, moves.waitList);
    },

    async signup(
      scope: PublicScope,
      {
        type,
        applicationId,
        body,
      }: { type: ApplicationType; applicationId: string; body: ApplicationSignupBody },
    ): Promise<ApplicationSignupResult> {
      const link = { type, applicationId, verificationToken: body.verificationToken };
      const application = await openUnused(scope, link);
      const invited = application.establishmentId !== null;
      // An invitation is vouched for by the establishment; a self-service application is confirmed first.
      const from: readonly ApplicationStatus[] = invited ? openStatuses : ['confirmed'];
      if (!from.includes(application.status as ApplicationStatus)) {
        throw new ConflictError(
          application.status === 'available'
            ? 'Confirm the application before signing up.'
            : 'This application cannot be completed.',
        );
      }
      if (!application.email) {
        throw new ConflictError('This application has no email address.');
      }
      const email = normaliseEmail(application.email);
      if (await repository.emailHasAccount(scope, email)) {
        // The account may come from this very link, used a moment ago by a concurrent request:
        // then the link is spent (400), which is what its holder needs to hear.
        await openUnused(scope, link);
        throw new EmailAlreadyUsedError();
      }
      // The page's language; without it, the application's (the form's, or the inviter's choice).
      const locale =
        body.locale ?? (isLocale(application.locale) ? application.locale : defaultLocale);
      const firstName = clean(body.firstname ?? application.firstName ?? '');
      const lastName = clean(body.lastname ?? application.lastName ?? '');
      if (!firstName || !lastName) {
        throw new ValidationFailedError(
          [
            ...(firstName ? [] : [{ field: 'firstname', in: 'body', message: 'is required' }]),
            ...(lastName ? [] : [{ field: 'lastname', in: 'body', message: 'is required' }]),
          ],
          'The application has no name: give firstname and lastname.',
        );
      }
      await assertAcceptablePassword(body.password, { email, firstName, lastName });
      const passwordHash = await hashPassword(body.password, config.auth.scrypt);
      const phone = body.phone?.trim() ?? application.phone;
      const role = signupRole(type);

      let result: ApplicationSignupResult;
      try {
        result = await scope.transaction(async (tx) => {
          // Uses the token up first: a concurrent second use waits here, then finds nothing.
          // The token's hash stays, spent by the status: a later use of the link is told it was
          // used, and the account exists (`openUnused`).
          const claimed = await repository.transition(tx, application, from, {
            status: 'signed_up',
            signedUpAt: new Date(),
          });
          if (!claimed) {
            throw new LinkAlreadyUsedError();
          }
          const userId = await repository.insertUser(tx, application, {
            email,
            passwordHash,
            firstName,
            lastName,
            phone,
            locale,
            role,
          });
          let establishmentId = application.establishmentId;
          let registration: ApplicationSignupResult['registration'] = null;
          let registrationEstablishmentName: string | null = null;
          if (type === 'patient') {
            const patientId = await repository.attachOrCreatePatient(tx, application, {
              userId,
              firstName,
              lastName,
              email,
              phone,
            });
            await tx.audit('patient.signup', patientId, { applicationId });
            // Invited: the establishment follows them. Otherwise the establishment they picked
            // (if it still exists) receives their request; without one, they may ask later.
            const requested =
              !establishmentId && application.requestedEstablishmentId
                ? await repository.establishmentNameOf(tx, application.requestedEstablishmentId)
                : null;
            if (establishmentId) {
              registration = 'linked';
              registrationEstablishmentName = application.invitingEstablishmentName;
            } else if (application.requestedEstablishmentId && requested !== null) {
              const requestId = await repository.insertRegistrationRequest(tx, {
                patientId,
                establishmentId: application.requestedEstablishmentId,
              });
              await tx.audit('registration.request', patientId, {
                requestId,
                establishmentId: application.requestedEstablishmentId,
                applicationId,
              });
              registration = 'pending';
              registrationEstablishmentName = requested;
            } else {
              registration = 'none';
            }
          } else if (type === 'reeducator') {
            await repository.createRehabilitator(tx, application, {
              userId,
              profession: application.function,
              email,
            });
          } else if (establishmentId) {
            // Invited by a manager of the establishment: one more manager of it.
            await repository.joinEstablishmentAsManager(tx, application, {
              userId,
              establishmentId,
              function: application.function,
            });
            await tx.audit('manager.join', null, { establishmentId, applicationId });
          } else {
            establishmentId = await repository.createEstablishmentWithManager(tx, application, {
              userId,
              name: application.establishmentName ?? formatPersonName({ firstName, lastName }),
              type: application.establishmentType,
              address: application.address as Parameters<
                typeof repository.createEstablishmentWithManager
              >[2]['address'],
              county: application.countryCode,
              function: application.function,
            });
          }
          await repository.setApplicationUser(tx, application, userId);
          const actionUrl = `${config.publicUrl}/`;
          // The welcome says what the account's real state is (linked, pending, or neither).
          const welcome =
            registration === 'pending'
              ? renderEmail({
                  template: 'welcome_registration_pending',
                  locale,
                  firstName,
                  actionUrl,
                  establishmentName: registrationEstablishmentName ?? '',
                })
              : renderEmail({
                  template:
                    registration === 'linked'
                      ? 'welcome'
                      : registration === 'none'
                        ? 'welcome_without_establishment'
                        : 'welcome_professional',
                  locale,
                  firstName,
                  actionUrl,
                });
          await mailer.send(email, welcome, tx.db, {
            establishmentId:
              registration === 'pending' ? application.requestedEstablishmentId : establishmentId,
          });
          return {
            applicationId,
            userId,
            email,
            role,
            establishmentId,
            registration,
            registrationEstablishmentName,
          };
        });
      } catch (error) {
        // Two signups with the same email at once: the unique index decides.
        if (isUniqueViolation(error, 'users_email_key')) {
          throw new EmailAlreadyUsedError();
        }
        throw error;
      }
      void mailer.flush();
      return result;
    },

    async uploadDirectDebitOrder(
      scope: PublicScope,
      { readUpload, ...link }: ApplicationLink & { readUpload: ReadUpload },
    ): Promise<ApplicationDocument> {
      const application = await open(scope, link);
      if (!(openStatuses as readonly string[]).includes(application.status)) {
        throw new ConflictError('Documents are accepted only while the application is open.');
      }
      const upload = await readUpload();
      if (!upload) {
        throw new ValidationFailedError([
          { field: 'file', in: 'body', message: 'must be a PDF, PNG or JPEG file' },
        ]);
      }
      const sniffed = sniffDocumentType(upload.content);
      const declared = declaredDocumentType(upload.mimetype);
      if (!sniffed || declared !== sniffed.type) {
        throw new HttpProblem(
          'unsupported_media_type',
          'Send the direct debit order as a PDF, PNG or JPEG file.',
        );
      }
      const stored = await storeFile(
        config.storageDir,
        'direct-debit-orders',
        sniffed.extension,
        upload.content,
      );
      let replaced: string[] = [];
      try {
        const row = await scope.transaction(async (tx) => {
          // One direct debit order per application: a new upload replaces the previous one.
          await repository.lockApplication(tx, application);
          replaced = await repository.deleteDocuments(tx, application, 'direct_debit_order');
          const inserted = await repository.insertDocument(tx, application, {
            kind: 'direct_debit_order',
            storageKey: stored.storageKey,
            originalName: upload.filename.slice(0, 255) || null,
            contentType: sniffed.type,
            sizeBytes: upload.content.length,
            sha256: stored.sha256,
          });
          await auditPatientApplication(tx, 'application.document', application);
          return inserted;
        });
        // The replaced files go once the new document is committed (never before).
        await Promise.all(replaced.map((key) => removeStoredFile(config.storageDir, key)));
        return {
          documentId: row.id,
          kind: 'direct_debit_order',
          contentType: sniffed.type,
          sizeBytes: row.sizeBytes,
          sha256: row.sha256,
          uploadedAt: row.uploadedAt.toISOString(),
        };
      } catch (error) {
        await stored.remove();
        throw error;
      }
    },
  };
}

export type ApplicationsService = ReturnType<typeof createApplicationsService>;
