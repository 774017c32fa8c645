import { z } from 'zod';
import { type NumberSource, numberFrom } from '../forms';
import { skillLevels } from './staffConstants';

/**
 * POST /staff/{id}/skills: what a member can do and how well ("Dry cleaning", expert). Adding a
 * skill the member already has (same name, any case) re-grades it.
 */
function skillFields<S extends NumberSource>(source: S) {
  return z.strictObject({
    name: z
      .string({ error: 'Skill name is required' })
      .trim()
      .min(2, 'Skill name must be at least 2 characters')
      .max(50, 'Skill name must be at most 50 characters'),
    level: z.enum(skillLevels, { error: 'Please choose a skill level' }),
    // Typed, an empty box is no figure, not 0 years.
    yearsOfExperience: numberFrom(
      source,
      z
        .number({ error: 'Years of experience must be a number' })
        .min(0, 'Years of experience cannot be negative')
        .max(60, 'Years of experience must be at most 60')
        .multipleOf(0.5, 'Years of experience in half years')
        .optional(),
    ),
  });
}
export const skillInputSchema = skillFields('json');
/** The Add Skill dialog: the years as typed. */
export const skillFormSchema = skillFields('typed');
export type SkillInput = z.input<typeof skillInputSchema>;
export type SkillValues = z.output<typeof skillInputSchema>;

export const skillSchema = z.object({
  _id: z.string(),
  name: z.string(),
  level: z.enum(skillLevels),
  yearsOfExperience: z.number().nullable(),
  updatedAt: z.string(),
});
export type Skill = z.infer<typeof skillSchema>;

/** Labels of the skill levels, for selects and badges. */
export const skillLevelLabels: Record<(typeof skillLevels)[number], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};
