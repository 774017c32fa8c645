import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../src/db/client';
import { outbox } from '../src/db/schema';
import { createMailer, createOutboxMailer } from '../src/mail/create-mailer';
import { createTestDatabase } from './helpers/database';
import { createTestClock } from './helpers/test-app';

describe('mailers', () => {
  let connection: DatabaseConnection;
  const clock = createTestClock();

  beforeAll(async () => {
    connection = await createTestDatabase();
  });
  beforeEach(async () => {
    await connection.db.execute(sql`truncate table ${outbox}`);
  });
  afterAll(async () => {
    await connection.close();
  });

  it('keeps mail in the outbox, flagged not sent, when there is no SMTP', async () => {
    const mailer = createOutboxMailer(connection.db, clock);
    const receipt = await mailer.send({
      to: 'customer@example.com',
      subject: 'Your receipt',
      text: 'Thank you',
    });
    expect(receipt.sent).toBe(false);
    const rows = await connection.db.select().from(outbox);
    expect(rows).toEqual([
      expect.objectContaining({
        id: receipt.id,
        to: 'customer@example.com',
        subject: 'Your receipt',
        text: 'Thank you',
        html: null,
        sent: false,
        sentAt: null,
        createdAt: clock(),
      }),
    ]);
  });

  it('records an SMTP failure on the outbox row and answers not sent', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer({
      db: connection.db,
      clock,
      // Nothing listens on port 1: the connection is refused at once.
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'Laundry <hello@laundry.test>',
      onError: (error) => errors.push(error),
    });
    const receipt = await mailer.send({ to: 'customer@example.com', subject: 'Hi', text: 'Hello' });
    await mailer.close?.();
    expect(receipt.sent).toBe(false);
    expect(errors).toHaveLength(1);
    const [row] = await connection.db.select().from(outbox);
    expect(row).toMatchObject({ id: receipt.id, sent: false });
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});
