/** Spec part 1 §9 'Success modal auto-close': a form dialog closes this long after its success. */
export const SUCCESS_AUTO_CLOSE_MS = 1500;

/** A form's failure that carries no message of its own. */
export const DEFAULT_FORM_ERROR = 'An unexpected error occurred';
