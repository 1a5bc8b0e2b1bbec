import { Type, type Static } from '@sinclair/typebox';
import { IsoDateTime, Uuid } from './common';
import type { Endpoint } from './endpoint';
import { problemResponses } from './errors';
import { UserAccount } from './patients';

/** An establishment the user belongs to, and as what. */
export const UserEstablishment = Type.Object(
  {
    establishmentId: Uuid,
    name: Type.String(),
    /** The role the user holds there (a wire role value). */
    as: Type.Union([
      Type.Literal('patient'),
      Type.Literal('reeducator'),
      Type.Literal('responsable'),
    ]),
    /** When the user joined it (a rehabilitator's work place), if known. */
    since: Type.Union([IsoDateTime, Type.Null()]),
  },
  { title: 'UserEstablishment' },
);
export type UserEstablishment = Static<typeof UserEstablishment>;

/**
 * Who is signed in: names, email, language (the portal applies it at sign-in on any device), roles
 * and the establishments or work places the user belongs to. The token's claims are unchanged;
 * this is what the header and the account pages show.
 */
export const CurrentUser = Type.Object(
  {
    /** The account (names, email, language, roles in order: the first is the current role). */
    ...UserAccount.properties,
    patientId: Type.Union([Uuid, Type.Null()]),
    reeducatorId: Type.Union([Uuid, Type.Null()]),
    responsableId: Type.Union([Uuid, Type.Null()]),
    establishments: Type.Array(UserEstablishment),
  },
  { title: 'CurrentUser' },
);
export type CurrentUser = Static<typeof CurrentUser>;

export const userEndpoints = {
  me: {
    method: 'GET',
    path: '/users/me',
    summary: 'Who is signed in: names, email, language, roles, establishments and work places',
    response: { 200: CurrentUser, ...problemResponses(401) },
  },
} as const satisfies Record<string, Endpoint>;
