/**
 * PGlite in a worker thread (./pglite-thread.ts) behind Drizzle, on a real PGlite in a temporary
 * directory: migrations, rows and their types as on the main thread, PostgreSQL's error codes,
 * transactions that commit, roll back and hold the database, the data still there after a restart,
 * and a clear error once closed.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client';
import { isUniqueViolation } from './errors';
import { users } from './schema';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'oxilio-pglite-thread-'));
  database = await openPglite(dir, { thread: true });
  await database.migrate();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await rm(dir, { recursive: true, force: true });
});

const user = (email: string) => ({
  email,
  passwordHash: 'x',
  firstName: 'Jeanne',
  lastName: 'Welter',
});

describe('PGlite in a worker thread', () => {
  it('writes and reads rows with the types the main thread gets', async () => {
    const verifiedAt = new Date('2026-11-27T08:30:00.123Z');
    const [created] = await database.db
      .insert(users)
      .values({ ...user('thread@example.test'), emailVerifiedAt: verifiedAt, roles: ['patient'] })
      .returning();
    expect(created!.emailVerifiedAt).toEqual(verifiedAt);
    expect(created!.roles).toEqual(['patient']);
    const [read] = await database.db
      .select({ id: users.id, verifiedAt: users.emailVerifiedAt, roles: users.roles })
      .from(users)
      .where(eq(users.email, 'thread@example.test'));
    expect(read).toEqual({ id: created!.id, verifiedAt, roles: ['patient'] });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBe(1);
  });

  it("keeps PostgreSQL's error code and constraint", async () => {
    const error = await database.db
      .insert(users)
      .values(user('thread@example.test'))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
  });

  it('commits a transaction, and rolls back one that throws', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(users).values(user('kept@example.test'));
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(users).values(user('dropped@example.test'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const emails = await database.db.select({ email: users.email }).from(users);
    expect(emails.map((row) => row.email).sort()).toEqual([
      'kept@example.test',
      'thread@example.test',
    ]);
  });

  it('lets a statement outside a transaction wait until the transaction ends', async () => {
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const inserted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(users).values(user('inside@example.test'));
      order.push('inserted');
      started();
      await held;
      order.push('committing');
    });
    // Once the transaction holds the database (whatever the machine's speed), read from outside.
    await inserted;
    const outside = database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.email, 'inside@example.test'))
      .then((rows) => {
        order.push('read');
        return rows;
      });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect(await outside).toHaveLength(1);
    expect(order).toEqual(['inserted', 'committing', 'read']);
  });

  it('finds its data after a restart, and says so once closed', async () => {
    await database.close();
    await expect(database.db.select().from(users)).rejects.toMatchObject({
      cause: { message: 'The database is closed' },
    });
    database = await openPglite(dir, { thread: true });
    const [count] = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(count!.n).toBe(3);
  });
});
