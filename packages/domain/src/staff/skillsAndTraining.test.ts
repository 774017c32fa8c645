import { describe, expect, it } from 'vitest';
import { skillInputSchema } from './skills';
import { isCertificateExpired, trainingDateIssue, trainingInputSchema } from './training';

const trainingIssue = (input: unknown) => {
  const result = trainingInputSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe('skills', () => {
  it('needs a name and a level', () => {
    expect(skillInputSchema.parse({ name: ' Ironing ', level: 'expert' })).toEqual({
      name: 'Ironing',
      level: 'expert',
    });
    expect(skillInputSchema.safeParse({ name: 'I', level: 'expert' }).success).toBe(false);
    expect(skillInputSchema.safeParse({ name: 'Ironing', level: 'guru' }).success).toBe(false);
    expect(
      skillInputSchema.safeParse({ name: 'Ironing', level: 'expert', yearsOfExperience: -1 })
        .success,
    ).toBe(false);
  });
});

describe('training records', () => {
  const base = { title: 'Stain removal', startDate: '2026-01-10' };

  it('needs a completion date, not before the start, for a completed course', () => {
    expect(trainingIssue(base)).toBe('Completion date is required for a completed training');
    expect(trainingIssue({ ...base, completedDate: '2026-01-09' })).toBe(
      'Completion date cannot be before the start date',
    );
    expect(trainingIssue({ ...base, status: 'planned', completedDate: '2026-01-12' })).toBe(
      'Only a completed training has a completion date',
    );
    expect(trainingIssue({ ...base, status: 'planned' })).toBeUndefined();
  });

  it('keeps a certificate note that expires after the course', () => {
    expect(
      trainingIssue({ ...base, completedDate: '2026-01-12', certificateExpiry: '2026-01-12' }),
    ).toBe('Certificate expiry must be after the training');
    const parsed = trainingInputSchema.parse({
      ...base,
      completedDate: '2026-01-12',
      certificateNumber: 'SR-2026-114',
      certificateExpiry: '2028-01-12',
    });
    expect(parsed.certificateNumber).toBe('SR-2026-114');
    expect(isCertificateExpired({ certificateExpiry: '2028-01-12' }, '2028-01-13')).toBe(true);
  });

  it('refuses a completion in the future', () => {
    expect(trainingDateIssue({ completedDate: '2026-03-03' }, '2026-03-02')?.message).toBe(
      'Completion date cannot be in the future',
    );
    expect(trainingDateIssue({ completedDate: '2026-03-02' }, '2026-03-02')).toBeUndefined();
  });
});
