export {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from './language';
export { languageSchema } from './languageSchema';
