import { z } from 'zod';
import { LANGUAGES } from './language';

/**
 * A language as the API takes it. Apart from language.ts so the public pages, which read the
 * languages and never validate, do not bring zod along (issue 42: the landing page's budget).
 */
export const languageSchema = z.enum(LANGUAGES, { error: 'Choose English, Sinhala or Tamil' });
