// The registration folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  ALREADY_REGISTERED_MESSAGE,
  ALREADY_REGISTERED_TITLE,
  alreadyRegisteredDiscountRules,
  isAlreadyRegisteredMessage,
} from './alreadyRegistered';
export {
  type ParsedRegistration,
  type RegisteredCustomer,
  type RegistrationForm,
  type RegistrationPayload,
  type RegistrationResponse,
  registrationPayloadSchema,
  registrationResponseSchema,
  STUDENT_ID_REQUIRED,
} from './registrationPayload';
export {
  REGISTRATION_STEPS,
  REGISTRATION_SUCCESS_STEP,
  type RegistrationFieldErrors,
  type RegistrationStep,
  registrationStepErrors,
} from './registrationSteps';
export {
  REGISTRATION_SUCCESS_MESSAGE,
  registrationSuccessMessage,
  STUDENT_REGISTRATION_SUCCESS_MESSAGE,
} from './registrationSuccessMessage';
export {
  canRetryRegistration,
  isRateLimitMessage,
  RATE_LIMIT_NOTE,
  type RegistrationResult,
  registrationWizardMachine,
} from './registrationWizardMachine';
export {
  REGISTRATION_MESSAGES,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  RegistrationFailedError,
  type RequestFailure,
  requestFailure,
  withRegistrationRetry,
} from './retryPolicy';
