import { describe, expect, it } from 'vitest';
import { asAccount } from '../helpers/customers';
import { staffPayload } from '../helpers/staff';
import { useTestApp } from '../helpers/test-app';

describe('employee IDs', () => {
  const t = useTestApp();
  const as = asAccount(t);

  it('are distinct for 20 members created at the same moment', async () => {
    await as.signIn('admin');
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        as('admin', {
          method: 'POST',
          url: '/api/staff',
          payload: staffPayload({
            personalInfo: {
              firstName: `Member${index}`,
              phoneNumber: `07700000${String(index).padStart(2, '0')}`,
            },
          }),
        }),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(201);
    const ids = responses.map((response) => response.json().data.employeeId as string);
    expect(new Set(ids).size).toBe(20);
    for (const id of ids) expect(id).toMatch(/^EMP\d{4,}$/);
  });
});
