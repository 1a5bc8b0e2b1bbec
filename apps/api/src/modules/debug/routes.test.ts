import { eq } from 'drizzle-orm';
import { defaultTimeZone } from '@oxilio/domain';
import { describe, expect, it } from 'vitest';
import { createWorld } from '../../../test/fixtures';
import { call, latestEmail, uniqueEmail, useTestApp } from '../../../test/helper';
import { establishments } from '../../db/schema';

const ctx = useTestApp();

describe('the debug outbox', () => {
  it('gives each email the time zone of the establishment it is about, else the default one', async () => {
    const world = await createWorld(ctx.app);
    const b = world.b;
    await ctx.app.db
      .update(establishments)
      .set({ timeZone: 'Indian/Reunion' })
      .where(eq(establishments.id, b.establishmentId));

    const invited = uniqueEmail('outbox.rehab');
    const invitation = await call(
      ctx.app,
      'POST',
      `/api/v1/Establishments/${b.establishmentId}/reeducatorInvitations`,
      { token: b.manager.token, body: { email: invited, firstName: 'Léa', lastName: 'Kieffer' } },
    );
    expect(invitation.status).toBe(201);
    const message = await latestEmail(ctx.app, invited);
    expect(message).toMatchObject({
      template: 'reeducator_invitation',
      timeZone: 'Indian/Reunion',
    });
    expect(Number.isNaN(Date.parse(message.createdAt))).toBe(false);

    // A password reset is the account's own: no establishment, the product's time zone.
    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', {
      body: { email: b.manager.email },
    });
    expect(await latestEmail(ctx.app, b.manager.email)).toMatchObject({
      template: 'reset_password',
      timeZone: defaultTimeZone,
    });
  });
});
