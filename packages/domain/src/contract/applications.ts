import { Type, type Static } from '@sinclair/typebox';
import { NewPassword } from './auth';
import { Body, EmailAddress, IsoDateTime, LocaleSchema, PersonName, Uuid } from './common';
import { problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/**
 * Contract of the applications calls (signup journeys, all under /api/v1, docs/product.md#calls).
 * The rules (availability, bounds, token lifetimes, file storage) are in
 * docs/decisions/api-applications.md. Field names are the wire names the portal's client was
 * written against (`firstname`, `lastname`, and the PascalCase availability fields).
 */

export const applicationTypes = ['establishment', 'patient', 'reeducator'] as const;
export type ApplicationType = (typeof applicationTypes)[number];
export const ApplicationTypeSchema = Type.Unsafe<ApplicationType>({
  type: 'string',
  enum: [...applicationTypes],
  description: 'establishment | patient | reeducator',
});

export const applicationStatuses = [
  'draft',
  'available',
  'unavailable',
  'waitlisted',
  'confirmed',
  'signed_up',
  'cancelled',
  'expired',
] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Kinds of establishment offered by the signup form (stored in establishments.type). */
export const applicationEstablishmentTypes = [
  'nursing_home',
  'hospital',
  'rehabilitation_centre',
  'residence',
  'home_care',
  'other',
] as const;
export type ApplicationEstablishmentType = (typeof applicationEstablishmentTypes)[number];

/** Why an application cannot be served yet (the answer is then `waitlist`). */
export const applicationUnavailableReasons = [
  'outside_service_area',
  'weight_out_of_range',
  'height_out_of_range',
  'leg_out_of_range',
  'no_usable_hand',
] as const;
export type ApplicationUnavailableReason = (typeof applicationUnavailableReasons)[number];

/** Bounds of the availability inputs (validation, 400 outside): plausible human measures. */
export const applicationBounds = {
  /** Body weight, kilograms. */
  weightKg: { min: 20, max: 250 },
  /** Standing height, centimetres. */
  heightCm: { min: 90, max: 230 },
  /** Leg length (inseam, floor to crotch), centimetres. */
  legCm: { min: 40, max: 120 },
} as const;

/** Emailed links carry an opaque token (256 bits, base64url). */
const VerificationToken = Type.String({ minLength: 1, maxLength: 512 });
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });
const Phone = Type.String({ pattern: '^\\+?[0-9 ().-]{6,20}$', description: 'Phone number' });
const CountryCode = Type.String({
  pattern: '^[A-Za-z]{2}$',
  description: 'ISO 3166-1 alpha-2 country code',
});
const PostalCode = Type.String({
  pattern: '^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$',
  description: 'Postal code; its format is checked against CountryCode for known countries',
});

export const ApplicationAddress = Type.Object(
  {
    number: Type.Optional(Type.String({ maxLength: 20 })),
    street: Text(200),
    precisions: Type.Optional(Type.String({ maxLength: 200 })),
    zipCode: PostalCode,
    town: Text(100),
    /** Country, ISO 3166-1 alpha-2 (the wire name is `county`). */
    county: Type.Optional(CountryCode),
  },
  { additionalProperties: false, title: 'ApplicationAddress' },
);
export type ApplicationAddress = Static<typeof ApplicationAddress>;

export const ApplicationTypeParams = Type.Object({ type: ApplicationTypeSchema });
export const ApplicationParams = Type.Object({ type: ApplicationTypeSchema, id: Uuid });
export type ApplicationParams = Static<typeof ApplicationParams>;

/**
 * POST applications/{type}: the application form and the availability check. Which fields are
 * required depends on the type (checked by the server, 400 naming the missing field):
 * patient: Weight, Height, Leg, Left, Right; establishment: establishmentName,
 * establishmentType, function, address.
 */
export const ApplicationCreateBody = Body(
  {
    firstname: PersonName,
    lastname: PersonName,
    email: EmailAddress,
    phone: Type.Optional(Phone),
    address: Type.Optional(ApplicationAddress),
    livesInEstablishment: Type.Optional(Type.Boolean()),
    establishmentName: Type.Optional(Text(200)),
    /**
     * A patient living in an establishment: the one picked in the public directory
     * (`registrations.directory`); at signup its managers receive a registration request.
     */
    requestedEstablishmentId: Type.Optional(Uuid),
    establishmentType: Type.Optional(
      Type.Unsafe<ApplicationEstablishmentType>({
        type: 'string',
        enum: [...applicationEstablishmentTypes],
      }),
    ),
    /** Job of the applicant (manager, physiotherapist...). */
    function: Type.Optional(Text(100)),
    CountryCode,
    PostalCode,
    Weight: Type.Optional(
      Type.Number({
        minimum: applicationBounds.weightKg.min,
        maximum: applicationBounds.weightKg.max,
        description: 'kg',
      }),
    ),
    Height: Type.Optional(
      Type.Number({
        minimum: applicationBounds.heightCm.min,
        maximum: applicationBounds.heightCm.max,
        description: 'cm',
      }),
    ),
    Leg: Type.Optional(
      Type.Number({
        minimum: applicationBounds.legCm.min,
        maximum: applicationBounds.legCm.max,
        description: 'Leg length (inseam), cm',
      }),
    ),
    /** The person can use their left hand (the device's controls mount on either side). */
    Left: Type.Optional(Type.Boolean()),
    /** The person can use their right hand. */
    Right: Type.Optional(Type.Boolean()),
    /** Language of the emails; defaults to the Accept-Language header, then French. */
    locale: Type.Optional(LocaleSchema),
  },
  'ApplicationCreateBody',
);
export type ApplicationCreateBody = Static<typeof ApplicationCreateBody>;

export const ApplicationAvailability = Type.Object(
  {
    applicationId: Uuid,
    type: ApplicationTypeSchema,
    available: Type.Boolean(),
    /** `available`: continue the signup; `waitlist`: the service cannot be offered yet. */
    outcome: Type.Union([Type.Literal('available'), Type.Literal('waitlist')]),
    reasons: Type.Array(
      Type.Unsafe<ApplicationUnavailableReason>({
        type: 'string',
        enum: [...applicationUnavailableReasons],
      }),
    ),
  },
  { title: 'ApplicationAvailability' },
);
export type ApplicationAvailability = Static<typeof ApplicationAvailability>;

export const ApplicationTokenBody = Body(
  { verificationToken: VerificationToken },
  'ApplicationTokenBody',
);
export type ApplicationTokenBody = Static<typeof ApplicationTokenBody>;

export const ApplicationTokenQuery = Type.Object({ verificationToken: VerificationToken });
export type ApplicationTokenQuery = Static<typeof ApplicationTokenQuery>;

/** CheckSignupToken: the application and the token of its emailed link. */
export const CheckSignupTokenBody = Body(
  { verificationToken: VerificationToken, applicationId: Uuid },
  'CheckSignupTokenBody',
);
export type CheckSignupTokenBody = Static<typeof CheckSignupTokenBody>;

/** An application as its applicant sees it (what the signup form prefills). */
export const ApplicationView = Type.Object(
  {
    applicationId: Uuid,
    type: ApplicationTypeSchema,
    status: Type.Unsafe<ApplicationStatus>({ type: 'string', enum: [...applicationStatuses] }),
    /** Created by an establishment's invitation (then `establishmentId` is set). */
    invited: Type.Boolean(),
    email: Type.Union([Type.String(), Type.Null()]),
    firstname: Type.Union([Type.String(), Type.Null()]),
    lastname: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([ApplicationAddress, Type.Null()]),
    livesInEstablishment: Type.Union([Type.Boolean(), Type.Null()]),
    /** The inviting establishment's name, or the one given in the form. */
    establishmentName: Type.Union([Type.String(), Type.Null()]),
    establishmentType: Type.Union([Type.String(), Type.Null()]),
    establishmentId: Type.Union([Uuid, Type.Null()]),
    function: Type.Union([Type.String(), Type.Null()]),
    CountryCode: Type.Union([Type.String(), Type.Null()]),
    PostalCode: Type.Union([Type.String(), Type.Null()]),
    available: Type.Union([Type.Boolean(), Type.Null()]),
    /** Whether a direct debit order has been uploaded. */
    hasDirectDebitOrder: Type.Boolean(),
    tokenExpiresAt: IsoDateTime,
    confirmedAt: Type.Union([IsoDateTime, Type.Null()]),
    waitlistedAt: Type.Union([IsoDateTime, Type.Null()]),
    /**
     * The language the application was made in, or the one its inviter chose for the invitee: its
     * e-mails speak it, and the signup page opened from its link switches to it.
     */
    locale: LocaleSchema,
  },
  { title: 'ApplicationView' },
);
export type ApplicationView = Static<typeof ApplicationView>;

/** Completes the signup: the password, and corrections of the prefilled names and phone. */
export const ApplicationSignupBody = Body(
  {
    verificationToken: VerificationToken,
    password: NewPassword,
    firstname: Type.Optional(PersonName),
    lastname: Type.Optional(PersonName),
    phone: Type.Optional(Phone),
    locale: Type.Optional(LocaleSchema),
  },
  'ApplicationSignupBody',
);
export type ApplicationSignupBody = Static<typeof ApplicationSignupBody>;

export const ApplicationSignupResult = Type.Object(
  {
    applicationId: Uuid,
    userId: Uuid,
    /** Sign in with this address and the chosen password. */
    email: Type.String(),
    role: Type.Union([
      Type.Literal('patient'),
      Type.Literal('reeducator'),
      Type.Literal('responsable'),
    ]),
    establishmentId: Type.Union([Uuid, Type.Null()]),
    /**
     * A patient's tie to an establishment once signed up: `linked` (invited: it follows them),
     * `pending` (the establishment they picked has their registration request to answer),
     * `none` (no establishment yet: they may ask one from their profile). Null for a professional.
     */
    registration: Type.Union([
      Type.Literal('linked'),
      Type.Literal('pending'),
      Type.Literal('none'),
      Type.Null(),
    ]),
    /** The establishment that follows them (`linked`) or has their request (`pending`). */
    registrationEstablishmentName: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'ApplicationSignupResult' },
);
export type ApplicationSignupResult = Static<typeof ApplicationSignupResult>;

/** Accepted document types of the direct debit order (checked by their first bytes). */
export const applicationDocumentTypes = ['application/pdf', 'image/png', 'image/jpeg'] as const;
/** Largest accepted direct debit order, bytes (413 above). */
export const applicationDocumentMaxBytes = 5 * 1024 * 1024;

export const ApplicationDocument = Type.Object(
  {
    documentId: Uuid,
    kind: Type.Literal('direct_debit_order'),
    contentType: Type.Unsafe<(typeof applicationDocumentTypes)[number]>({
      type: 'string',
      enum: [...applicationDocumentTypes],
    }),
    sizeBytes: Type.Integer(),
    sha256: Type.String(),
    uploadedAt: IsoDateTime,
  },
  { title: 'ApplicationDocument' },
);
export type ApplicationDocument = Static<typeof ApplicationDocument>;

/**
 * The direct debit mandate form to print, fill in and sign: a one-page A4 PDF in the application's
 * language, the debtor prefilled (docs/decisions/direct-debit-mandate.md). Not JSON: the portal
 * reads it as a file.
 */
export const DirectDebitMandatePdf = Type.Unsafe<Uint8Array>({
  description: 'The SEPA direct debit mandate form, a PDF',
  content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
});

/** The link checks: one per application type, and one that finds the type itself. */
function checkSignupToken<const Path extends string>(path: Path) {
  return {
    method: 'POST',
    path,
    summary: 'Check an application or invitation link; returns what the signup form prefills',
    body: CheckSignupTokenBody,
    response: { 200: ApplicationView, ...problemResponses(400, 415, 429) },
  } as const;
}

/** Route schemas of the applications module (all public: the emailed token proves the right). */
export const applicationsEndpoints = {
  checkSignupToken: checkSignupToken('/Applications/CheckSignupToken'),
  checkRehabilitatorSignupToken: checkSignupToken('/Applications/reeducator/CheckSignupToken'),
  checkPatientSignupToken: checkSignupToken('/Applications/patient/CheckSignupToken'),
  checkEstablishmentSignupToken: checkSignupToken('/Applications/establishment/CheckSignupToken'),
  create: {
    method: 'POST',
    path: '/applications/:type',
    summary: 'Apply: availability check, stored application, confirmation email',
    params: ApplicationTypeParams,
    body: ApplicationCreateBody,
    response: { 201: ApplicationAvailability, ...problemResponses(400, 415, 429) },
  },
  read: {
    method: 'GET',
    path: '/applications/:type/:id',
    summary: 'Read an application with the token of its emailed link',
    params: ApplicationParams,
    querystring: ApplicationTokenQuery,
    response: { 200: ApplicationView, ...problemResponses(400, 429) },
  },
  confirmation: {
    method: 'PATCH',
    path: '/applications/:type/:id/confirmation',
    summary: 'Confirm an available application (the emailed link proved the address)',
    params: ApplicationParams,
    body: ApplicationTokenBody,
    response: { 200: ApplicationView, ...problemResponses(400, 409, 415) },
  },
  waitListSubscription: {
    method: 'PATCH',
    path: '/applications/:type/:id/waitListSubscription',
    summary: 'Join the waiting list with an application that cannot be served yet',
    params: ApplicationParams,
    body: ApplicationTokenBody,
    response: { 200: ApplicationView, ...problemResponses(400, 409, 415) },
  },
  signup: {
    method: 'POST',
    path: '/applications/:type/:id/signup',
    summary: 'Complete the signup: creates the account (single use of the token)',
    params: ApplicationParams,
    body: ApplicationSignupBody,
    response: { 201: ApplicationSignupResult, ...problemResponses(400, 409, 415) },
  },
  directDebitOrder: {
    method: 'POST',
    path: '/applications/:type/:id/directDebitOrder',
    summary: 'Upload the direct debit order (multipart field `file`: PDF, PNG or JPEG, 5 MB)',
    params: ApplicationParams,
    querystring: ApplicationTokenQuery,
    consumes: ['multipart/form-data'],
    response: { 201: ApplicationDocument, ...problemResponses(400, 409, 413, 415) },
  },
  directDebitMandate: {
    method: 'GET',
    path: '/applications/:type/:id/directDebitMandate',
    summary:
      'The direct debit mandate form to sign (PDF), prefilled from a confirmed patient or establishment application',
    params: ApplicationParams,
    querystring: ApplicationTokenQuery,
    response: { 200: DirectDebitMandatePdf, ...problemResponses(400, 409, 429) },
  },
} as const satisfies Record<string, Endpoint>;
