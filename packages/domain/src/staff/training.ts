import { z } from 'zod';
import { calendarDateField } from '../calendar';
import { SHORT_TEXT_MAX_LENGTH } from '../shared';

export const trainingStatuses = ['planned', 'in_progress', 'completed'] as const;
export type TrainingStatus = (typeof trainingStatuses)[number];

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((text) => (text ? text : undefined));

const optionalDate = z
  .string()
  .max(SHORT_TEXT_MAX_LENGTH, 'Please enter a valid date')
  .trim()
  .optional()
  .transform((text) => (text ? text : undefined))
  .pipe(calendarDateField('Please enter a valid date').optional());

/**
 * POST /staff/{id}/training: a course a member took or will take ("Stain removal", by the
 * detergent supplier). A completed course has a completion date, not before the start and not
 * in the future (checked with the clock); a certificate may carry a number and an expiry date.
 */
export const trainingInputSchema = z
  .strictObject({
    title: z
      .string({ error: 'Training title is required' })
      .trim()
      .min(2, 'Training title must be at least 2 characters')
      .max(100, 'Training title must be at most 100 characters'),
    provider: optionalText(100, 'Provider'),
    startDate: calendarDateField('Start date is required'),
    completedDate: optionalDate,
    status: z
      .enum(trainingStatuses, { error: 'Please choose a training status' })
      .default('completed'),
    certificateNumber: optionalText(50, 'Certificate number'),
    certificateExpiry: optionalDate,
    notes: optionalText(500, 'Notes'),
  })
  .superRefine((training, ctx) => {
    if (training.status === 'completed' && !training.completedDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['completedDate'],
        message: 'Completion date is required for a completed training',
      });
    }
    if (training.status !== 'completed' && training.completedDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['completedDate'],
        message: 'Only a completed training has a completion date',
      });
    }
    if (training.completedDate && training.completedDate < training.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['completedDate'],
        message: 'Completion date cannot be before the start date',
      });
    }
    const issued = training.completedDate ?? training.startDate;
    if (training.certificateExpiry && training.certificateExpiry <= issued) {
      ctx.addIssue({
        code: 'custom',
        path: ['certificateExpiry'],
        message: 'Certificate expiry must be after the training',
      });
    }
  });
export type TrainingInput = z.input<typeof trainingInputSchema>;
export type TrainingValues = z.output<typeof trainingInputSchema>;

export const TRAINING_FUTURE_MESSAGE = 'Completion date cannot be in the future';

/** The date rule that needs "today": a course cannot have been completed tomorrow. */
export function trainingDateIssue(
  training: { completedDate?: string | undefined },
  today: string,
): { path: string[]; message: string } | undefined {
  if (training.completedDate && training.completedDate > today) {
    return { path: ['completedDate'], message: TRAINING_FUTURE_MESSAGE };
  }
  return undefined;
}

/** The Add Training form: the request's rules and, with the day's date, no completion tomorrow. */
export function trainingFormSchema(today: string) {
  return trainingInputSchema.superRefine((training, ctx) => {
    const issue = trainingDateIssue(training, today);
    if (issue) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
}

export const trainingRecordSchema = z.object({
  _id: z.string(),
  title: z.string(),
  provider: z.string().nullable(),
  startDate: z.string(),
  completedDate: z.string().nullable(),
  status: z.enum(trainingStatuses),
  certificateNumber: z.string().nullable(),
  certificateExpiry: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TrainingRecord = z.infer<typeof trainingRecordSchema>;

/** Whether a certificate has run out on the given day (YYYY-MM-DD). */
export function isCertificateExpired(record: { certificateExpiry: string | null }, today: string) {
  return record.certificateExpiry !== null && record.certificateExpiry < today;
}
