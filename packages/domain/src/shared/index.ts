// The shared folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  type ApiSuccess,
  apiFailureSchema,
  apiSuccessSchema,
  apiWarnedSuccessSchema,
  MAX_PAGE,
  pageInfo,
  pageQuerySchema,
  paginationSchema,
} from './api';
export { errorMessage } from './errorMessage';
export { EMAIL_MAX_LENGTH, emailField, optionalEmailField, SHORT_TEXT_MAX_LENGTH } from './fields';
export { DEFAULT_FORM_ERROR, SUCCESS_AUTO_CLOSE_MS } from './formOutcome';
export { normalizePhone, PHONE_PATTERN } from './normalizePhone';
export { optionalPhoneField, phoneField } from './phone';
export { versionField, versionSchema } from './version';
