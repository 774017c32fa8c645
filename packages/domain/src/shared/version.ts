import { z } from 'zod';

/** The highest version a record reaches: the database column is a 32-bit integer. */
export const VERSION_MAX = 2_147_483_647;

/**
 * The version of a record a form loaded, sent back with its update: a record changed by someone
 * else since then has a higher version and the update is refused (409) instead of overwriting.
 */
export const versionField = z
  .number({ error: 'Version is required: reload the record and try again' })
  .int('Version must be a whole number')
  .min(1, 'Version must be at least 1')
  .max(VERSION_MAX, 'Version is out of range');

/** A record's version as the API shows it. */
export const versionSchema = z.number().int().min(1);
