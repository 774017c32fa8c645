import { describe, expect, it } from 'vitest';
import { AUDIT_PAGE_SIZE, auditList, auditQuerySchema } from './auditList';

describe('the audit list', () => {
  it('pages by its own size, newest first, when the query names neither', () => {
    expect(auditQuerySchema.parse({})).toMatchObject({
      page: 1,
      limit: AUDIT_PAGE_SIZE,
      sortBy: 'at',
      sortOrder: 'desc',
    });
  });

  it('reads its filters from the address and drops a bad one alone', () => {
    const query = auditList.readSearchParams(
      new URLSearchParams('entity=staff&from=2025-01-31&actorId=not-a-uuid&page=2'),
    );
    expect(query).toMatchObject({ entity: 'staff', from: '2025-01-31', page: 2 });
    expect(query.actorId).toBeUndefined();
  });

  it('refuses an unknown kind of record and a range that runs backwards, with the message', () => {
    expect(auditQuerySchema.safeParse({ entity: 'invoice' }).error?.issues[0]?.message).toBe(
      'entity must be one of the audited kinds',
    );
    const backwards = auditQuerySchema.safeParse({ from: '2025-02-01', to: '2025-01-01' });
    expect(backwards.error?.issues[0]).toMatchObject({
      path: ['to'],
      message: 'to must not be before from',
    });
  });

  it('goes back to page 1 when a filter changes', () => {
    const query = auditList.readSearchParams(new URLSearchParams('page=3'));
    expect(auditList.changeQuery(query, { entity: 'order' }).page).toBe(1);
  });
});
