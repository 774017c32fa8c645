// The public names of @laundry/domain, listed one by one on purpose: this is the package's contract.
export {
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
} from './auth/constants';
export {
  type ChangePasswordInput,
  changePasswordSchema,
  checkEmailSchema,
  type LoginInput,
  loginSchema,
  type PasswordFormInput,
  type ProfileInput,
  passwordFormSchema,
  profileSchema,
  type RegisterInput,
  refreshTokenSchema,
  registerSchema,
  type SetUserPasswordInput,
  setUserPasswordSchema,
} from './auth/forms';
export {
  LOCKOUT_MESSAGE,
  type LoginLockoutContext,
  type LoginLockoutEvent,
  lockoutWarning,
  loginLockoutMachine,
} from './auth/loginLockoutMachine';
export {
  type NavGroup,
  type NavItem,
  type NavKey,
  navigationFor,
  navKeys,
  portalFooter,
  portalTitle,
} from './auth/navigation';
export {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordField,
  passwordMessages,
} from './auth/passwordPolicy';
export {
  type PasswordStrength,
  type PasswordStrengthLabel,
  passwordStrength,
} from './auth/passwordStrength';
export {
  type Action,
  actions,
  hasPermission,
  hasRole,
  type PermissionSubject,
  type Permissions,
  permissionsForRole,
  permissionsSchema,
  type Resource,
  resources,
  rolePermissions,
} from './auth/permissions';
export { type Role, roleLabel, roleSchema, roles, roleTone } from './auth/roles';
export {
  type AuthResult,
  authResultSchema,
  type CreateUserInput,
  createUserSchema,
  type TokenPair,
  tokenPairSchema,
  type UpdateUserInput,
  type User,
  updateUserSchema,
  userSchema,
} from './auth/user';
export { sameCampaignCode } from './campaign/campaignCode';
export {
  type CampaignConfig,
  type CampaignConfigInput,
  campaignConfigSchema,
  DEFAULT_CAMPAIGN,
} from './campaign/campaignConfig';
export {
  type CampaignPresentation,
  campaignPresentation,
  isCampaignActive,
} from './campaign/isCampaignActive';
export {
  BULK_UPDATE_MAX_CUSTOMERS,
  type BulkUpdateCustomers,
  type BulkUpdateCustomersInput,
  bulkUpdateCustomersResultSchema,
  bulkUpdateCustomersSchema,
} from './customers/bulkUpdateCustomers';
export {
  CUSTOMER_FORM_RETURN_DELAY_MS,
  CUSTOMER_GROWTH_DAYS,
  CUSTOMER_PAGE_SIZE,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_LIMIT,
  CUSTOMER_SEARCH_MIN_LENGTH,
  customerMessages,
  RECENT_CUSTOMERS_COUNT,
  shouldSearchCustomers,
  TOP_LOYALTY_CUSTOMERS_COUNT,
} from './customers/constants';
export {
  type Customer,
  type CustomerAddress,
  customerAddressSchema,
  customerSchema,
} from './customers/customer';
export {
  type CreateCustomer,
  type CreateCustomerInput,
  type CustomerFormInput,
  createCustomerSchema,
  customerAddressInputSchema,
  customerEmailField,
  customerFormSchema,
  customerFullNameField,
  customerPhoneField,
  type UpdateCustomer,
  type UpdateCustomerInput,
  updateCustomerSchema,
} from './customers/customerForm';
export { type CustomerInsightFigures, customerInsights } from './customers/customerInsights';
export {
  type CustomerListParams,
  type CustomerListQuery,
  type CustomerListQueryInput,
  type CustomerListResponse,
  type CustomerSearchQuery,
  type CustomerSortField,
  type CustomerSortOption,
  type CustomerTypeFilter,
  customerList,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSearchQuerySchema,
  customerSortFields,
  customerSortOptions,
  customerTypeFilters,
} from './customers/customerListQuery';
export {
  type CustomerOrder,
  type CustomerOrdersQuery,
  type CustomerOrdersResponse,
  customerOrderSchema,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
} from './customers/customerOrders';
export { customerIdParamsSchema, customerPhoneParamsSchema } from './customers/customerParams';
export {
  type CustomerData,
  customerDataSchema,
  customerSearchResultSchema,
  type LoyaltyChange,
  type LoyaltyUpdateResult,
  loyaltyChangeSchema,
  loyaltyUpdateResultSchema,
} from './customers/customerResponses';
export {
  type CustomerAnalytics,
  type CustomerStats,
  type CustomerStatsQuery,
  type CustomerStatsRange,
  customerAnalyticsSchema,
  customerStatsQuerySchema,
  customerStatsRanges,
  customerStatsSchema,
} from './customers/customerStats';
export { growthPercent } from './customers/growthPercent';
export {
  customerDiscountInfo,
  type DiscountInfoCustomer,
} from './discounts/customerDiscountInfo';
export { discountAmount } from './discounts/discountAmount';
export {
  campaignDiscount,
  type DiscountCustomer,
  discountFor,
  isEligibleForStudentDiscount,
  STUDENT_DISCOUNT,
  STUDENT_DISCOUNT_PERCENT,
} from './discounts/discountFor';
export {
  type CustomerDiscountInfo,
  customerDiscountInfoSchema,
  type DiscountInfo,
  type DiscountType,
  discountInfoSchema,
  discountTypes,
} from './discounts/discountInfo';
export { capitalize } from './format/capitalize';
export { displayName } from './format/displayName';
export { formatCurrency } from './format/formatCurrency';
export { type DateInput, formatClock, formatDate, formatLongDateTime } from './format/formatDate';
export { formatPhone } from './format/formatPhone';
export { initials } from './format/initials';
export {
  DEFAULT_FORM_ERROR,
  type FormSubmissionContext,
  type FormSubmissionEvent,
  type FormSubmissionInput,
  type FormSubmissionResult,
  type FormValues,
  formSubmissionMachine,
  SUCCESS_AUTO_CLOSE_MS,
} from './forms/formSubmissionMachine';
export {
  defineList,
  type FilterOption,
  LIST_MAX_LIMIT,
  LIST_SEARCH_MAX_LENGTH,
  type ListDefinition,
  type ListDefinitionInput,
  pageWindow,
  queryBoolean,
  type SortOption,
  type SortOrder,
  sortOrders,
} from './lists/defineList';
export {
  applyLoyaltyChange,
  type LoyaltyPreview,
  loyaltyPreview,
} from './loyalty/applyLoyaltyChange';
export {
  LOYALTY_TIER_MIN_POINTS,
  type LoyaltyTier,
  loyaltyTier,
  loyaltyTierLabel,
  loyaltyTierRange,
  loyaltyTierSchema,
  loyaltyTiers,
  loyaltyTierTone,
  nextLoyaltyTier,
} from './loyalty/loyaltyTier';
export {
  exceedsLoyaltyBalance,
  fieldNumber,
  LOYALTY_BALANCE_MAX,
  LOYALTY_BALANCE_MAX_MESSAGE,
  LOYALTY_POINTS_MAX,
  LOYALTY_POINTS_MIN,
  LOYALTY_PRESETS,
  type LoyaltyAction,
  type LoyaltyUpdate,
  type LoyaltyUpdateInput,
  loyaltyActions,
  loyaltyUpdateSchema,
} from './loyalty/loyaltyUpdate';
export {
  buildRegistrationPayload,
  EMPTY_REGISTRATION_FORM,
  type ParsedRegistration,
  type RegisteredCustomer,
  type RegistrationForm,
  type RegistrationPayload,
  type RegistrationResponse,
  registeredCustomerSchema,
  registrationPayloadSchema,
  registrationResponseSchema,
  STUDENT_ID_REQUIRED,
} from './registration/registrationPayload';
export {
  canGoToStep,
  isRegistrationStepValid,
  REGISTRATION_STEPS,
  REGISTRATION_SUCCESS_STEP,
  type RegistrationFieldErrors,
  type RegistrationStep,
  registrationStepErrors,
} from './registration/registrationSteps';
export {
  REGISTRATION_SUCCESS_MESSAGE,
  registrationSuccessMessage,
  STUDENT_REGISTRATION_SUCCESS_MESSAGE,
} from './registration/registrationSuccessMessage';
export {
  canRetryRegistration,
  isRateLimitMessage,
  isRetryableRegistrationMessage,
  MANUAL_RETRY_DELAY_MS,
  MAX_MANUAL_RETRIES,
  RATE_LIMIT_NOTE,
  type RegistrationResult,
  type RegistrationWizardContext,
  type RegistrationWizardEvent,
  type RegistrationWizardInput,
  type RegistrationWizardTag,
  registrationWizardMachine,
} from './registration/registrationWizardMachine';
export {
  decideRetry,
  isRetryableFailure,
  REGISTRATION_MAX_ATTEMPTS,
  REGISTRATION_MESSAGES,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  REGISTRATION_RETRY_BASE_MS,
  REGISTRATION_RETRY_MAX_MS,
  RegistrationFailedError,
  type RequestFailure,
  type RetryDecision,
  type RetryOptions,
  requestFailure,
  retryDelayMs,
  withRegistrationRetry,
} from './registration/retryPolicy';
export {
  isLoggedIn,
  LOGIN_FAILED_MESSAGE,
  type LogoutInput,
  REGISTRATION_FAILED_MESSAGE,
  type SessionContext,
  type SessionEvent,
  type SessionTag,
  sessionMachine,
} from './session/sessionMachine';
export {
  type ApiFailure,
  type ApiSuccess,
  apiFailureSchema,
  apiSuccessSchema,
  type PageQuery,
  pageInfo,
  pageQuerySchema,
  paginationSchema,
} from './shared/api';
export { BUSINESS_TIME_ZONE, calendarDate } from './shared/calendarDate';
export { emailField } from './shared/fields';
export {
  normalizePhone,
  optionalPhoneField,
  PHONE_PATTERN,
  PHONE_SEPARATORS,
  phoneField,
} from './shared/phone';
export { type PublicConfig, publicConfigSchema } from './shared/publicConfig';
export { VERSION_MAX, versionField, versionSchema } from './shared/version';
export {
  checkStudentId,
  isValidStudentId,
  normalizeStudentId,
  STUDENT_ID_MIN_LENGTH,
  STUDENT_ID_VALID_MESSAGE,
  type StudentIdCheck,
} from './studentId/checkStudentId';
export {
  type StudentInstitution,
  type StudentInstitutionId,
  studentInstitution,
  studentInstitutionIds,
  studentInstitutionSchema,
  studentInstitutions,
} from './studentId/institutions';
export {
  type AccountChange,
  canChangeAccount,
  type OwnAccountRefusal,
  ownAccountRefusal,
} from './users/ownAccount';
export { userMessages } from './users/userMessages';
export { type UserPasswordFormValues, userPasswordFormSchema } from './users/userPasswordForm';
export {
  type ListUsersParams,
  type ListUsersQuery,
  listUsersQuerySchema,
  USER_PAGE_SIZE,
  type UserCounts,
  type UserList,
  type UserSortField,
  type UserStats,
  userDataSchema,
  userIdParamsSchema,
  userList,
  userListSchema,
  userRoleFilters,
  userSortFields,
  userStatsSchema,
  userStatusFilters,
} from './users/userQueries';
