// The public names of @laundry/domain, listed one by one on purpose: this is the package's contract.

export { type BackupTable, backupRowSchemas, isBackupTable } from './admin/backupRows';
export {
  BACKUP_CONTENT_TYPE,
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_SIGNATURE_ALGORITHM,
  type BackupEndLine,
  type BackupHeader,
  type BackupSignatureLine,
  backupEndLineSchema,
  backupHeaderSchema,
  backupRowLineSchema,
  backupSignatureLineSchema,
  backupSigningSchema,
  type Migration,
  type MigrationStatus,
  migrationStatusSchema,
  type ReplaceDataResult,
  type RestoreQuery,
  replaceDataResultSchema,
  restoreQuerySchema,
  type SchemaVersion,
} from './admin/database';
export { type AuditFields, auditChanges } from './audit/auditChanges';
export {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditActors,
  type AuditEntity,
  type AuditEntry,
  type AuditList,
  type AuditListQuery,
  type AuditQuery,
  auditActionLabels,
  auditActorsSchema,
  auditEntities,
  auditEntityFilterOptions,
  auditEntityLabels,
  auditHistoryQuerySchema,
  auditList,
  auditListSchema,
  auditQuerySchema,
  auditRecordParamsSchema,
} from './audit/auditEntry';
export { describeAuditChange } from './audit/describeAuditChange';
export {
  LOGIN_FAILED_MESSAGE,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  REGISTRATION_FAILED_MESSAGE,
  REQUEST_TIMEOUT_MS,
  STORAGE_KEYS,
} from './auth/constants';
export {
  type ChangePasswordInput,
  changePasswordSchema,
  checkEmailSchema,
  type LoginInput,
  loginSchema,
  type ProfileInput,
  passwordFormSchema,
  profileSchema,
  type RegisterInput,
  refreshTokenSchema,
  registerSchema,
  type SetUserPasswordInput,
  setUserPasswordSchema,
} from './auth/forms';
export { LOCKOUT_MESSAGE, lockoutWarning } from './auth/lockout';
export { loginLockoutMachine } from './auth/loginLockoutMachine';
export {
  type NavGroup,
  type NavItem,
  navigationFor,
  portalFooter,
  portalTitle,
} from './auth/navigation';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordMessages } from './auth/passwordPolicy';
export { passwordStrength } from './auth/passwordStrength';
export {
  type Action,
  hasPermission,
  hasRole,
  type Permissions,
  permissionsForRole,
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
  tokenPairSchema,
  type UpdateUserInput,
  type User,
  updateUserSchema,
  userSchema,
} from './auth/user';
export {
  booksDisagreements,
  modelMovedCents,
} from './books/booksDisagreements';
export {
  booksViolations,
  customerViolations,
  type ObservedBooks,
  type ObservedCustomer,
  type ObservedOrder,
  type ObservedRevenue,
  orderViolations,
  revenueViolations,
} from './books/booksInvariants';
export {
  type BooksModel,
  type BooksMovement,
  type BooksOrder,
  type BooksPaymentRecord,
  type BooksRefundRecord,
  booksAfterConfirm,
  booksAfterCreate,
  booksAfterDelete,
  booksAfterEdit,
  booksAfterMove,
  booksAfterPayment,
  booksAfterRefund,
  booksOfOrder,
  emptyBooks,
  findBooksOrder,
  lifecycleOfBooksOrder,
} from './books/booksModel';
export {
  type BooksRequest,
  booksRefundLeftCents,
  booksRefusal,
  refundablePayment,
} from './books/booksRefusal';
export {
  addDays,
  daysBetween,
  startOfMonth,
  startOfNextMonth,
  startOfWeek,
} from './calendar/addDays';
export {
  addBusinessMinutes,
  type BusinessWeek,
  instantOfWallClock,
  nextOpenDay,
  type OpeningHours,
  openingHoursOn,
  SHOP_WEEK,
  wallClockInstant,
  wallClockTime,
} from './calendar/businessHours';
export {
  dayPeriod,
  dayRangeBounds,
  monthPeriod,
  type Period,
  startOfDay,
  weekPeriod,
} from './calendar/businessPeriod';
export { calendarDate, DEFAULT_BUSINESS_TIME_ZONE } from './calendar/calendarDate';
export {
  CALENDAR_DAY_FORMAT_MESSAGE,
  CALENDAR_DAY_MESSAGE,
  CALENDAR_DAY_RANGE_MESSAGE,
  calendarDateField,
  calendarDaySchema,
  isCalendarDate,
} from './calendar/calendarDay';
export { isoWeek } from './calendar/isoWeek';
export { sameCampaignCode } from './campaign/campaignCode';
export {
  type CampaignConfig,
  type CampaignConfigInput,
  campaignConfigSchema,
} from './campaign/campaignConfig';
export { DEFAULT_CAMPAIGN } from './campaign/defaultCampaign';
export {
  type CampaignPresentation,
  campaignPresentation,
  isCampaignActive,
} from './campaign/isCampaignActive';
export {
  type BulkUpdateCustomers,
  type BulkUpdateCustomersInput,
  bulkUpdateCustomersResultSchema,
  bulkUpdateCustomersSchema,
} from './customers/bulkUpdateCustomers';
export {
  CUSTOMER_FORM_RETURN_DELAY_MS,
  CUSTOMER_GROWTH_DAYS,
  CUSTOMER_SEARCH_DEBOUNCE_MS,
  CUSTOMER_SEARCH_LIMIT,
  customerMessages,
  RECENT_CUSTOMERS_COUNT,
  shouldSearchCustomers,
  TOP_LOYALTY_CUSTOMERS_COUNT,
} from './customers/constants';
export { type Customer, customerSchema } from './customers/customer';
export {
  type CustomerDraft,
  customerDraftFromSearch,
} from './customers/customerDraftFromSearch';
export {
  type CreateCustomer,
  type CreateCustomerInput,
  type CustomerFormInput,
  createCustomerSchema,
  customerFormSchema,
  type UpdateCustomer,
  type UpdateCustomerInput,
  updateCustomerSchema,
} from './customers/customerForm';
export { customerInsights } from './customers/customerInsights';
export {
  type CustomerListParams,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerSortField,
  customerList,
  customerListQuerySchema,
  customerListResponseSchema,
  customerSearchQuerySchema,
  customerTypeFilters,
} from './customers/customerListQuery';
export {
  type CustomerOrdersResponse,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
} from './customers/customerOrders';
export { customerIdParamsSchema, customerPhoneParamsSchema } from './customers/customerParams';
export {
  type CustomerData,
  customerDataSchema,
  customerSearchResultSchema,
  type LoyaltyUpdateResult,
  loyaltyUpdateResultSchema,
} from './customers/customerResponses';
export {
  type CustomerAnalytics,
  type CustomerStats,
  type CustomerStatsRange,
  customerAnalyticsSchema,
  customerStatsQuerySchema,
  customerStatsRanges,
  customerStatsSchema,
} from './customers/customerStats';
export { spentOnOrderCents } from './customers/spentOnOrder';
export { customerDiscountInfo } from './discounts/customerDiscountInfo';
export {
  discountFor,
  isEligibleForStudentDiscount,
  STUDENT_DISCOUNT,
  STUDENT_DISCOUNT_PERCENT,
} from './discounts/discountFor';
export {
  type CustomerDiscountInfo,
  customerDiscountInfoSchema,
  type DiscountInfo,
} from './discounts/discountInfo';
export { capitalize } from './format/capitalize';
export { displayName } from './format/displayName';
export { formatCount, formatShare } from './format/formatCount';
export {
  type DateInput,
  formatClock,
  formatDate,
  formatDay,
  formatDayTime,
  formatLongDateTime,
  formatShortDay,
  formatWeekday,
} from './format/formatDate';
export { formatDuration } from './format/formatDuration';
export { formatPercent, formatSignedPercent, sharePercent } from './format/formatPercent';
export { formatPhone } from './format/formatPhone';
export { initials } from './format/initials';
export { hasUnprintable, printable } from './format/printableText';
export { spreadsheetText } from './format/spreadsheetText';
export { type NumberSource, numberFrom, readNumber } from './forms/readNumber';
export {
  defineList,
  type FilterOption,
  LIST_MAX_LIMIT,
  LIST_SEARCH_MAX_LENGTH,
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
  loyaltyTiers,
  loyaltyTierTone,
  nextLoyaltyTier,
} from './loyalty/loyaltyTier';
export {
  exceedsLoyaltyBalance,
  LOYALTY_BALANCE_MAX,
  LOYALTY_BALANCE_MAX_MESSAGE,
  LOYALTY_PRESETS,
  type LoyaltyAction,
  type LoyaltyUpdate,
  type LoyaltyUpdateInput,
  loyaltyActions,
  loyaltyUpdateFormSchema,
  loyaltyUpdateSchema,
} from './loyalty/loyaltyUpdate';
export {
  balanceAfterEarning,
  earnsLoyaltyNow,
  LOYALTY_RUPEES_PER_POINT,
  loyaltyPointsForTotal,
  type ReceiptLoyalty,
  receiptLoyalty,
} from './loyalty/orderEarning';
export { takeBackReason } from './loyalty/takeBackLoyalty';
export {
  MAIL_KEPT_TEXT,
  MAIL_NOT_CONFIGURED_WARNING,
  type MailOutcome,
  type MailResult,
  mailOutcome,
} from './mail/mailOutcome';
export {
  type OutboxList,
  type OutboxListQuery,
  type OutboxMessage,
  type OutboxMessageData,
  type OutboxState,
  outboxIdParamsSchema,
  outboxList,
  outboxListSchema,
  outboxMessageDataSchema,
  outboxMessages,
  outboxStateFilterOptions,
  outboxStateLabels,
  outboxStateOf,
} from './mail/outbox';
export { customerMessageSubject, customerMessageText } from './messages/customerMessageText';
export { gsm7Length, isGsm7, SMS_MAX_GSM7, toGsm7 } from './messages/gsm7';
export {
  DEFAULT_MESSAGE_CHANNEL,
  MESSAGE_CHANNEL_LABELS,
  type MessageChannel,
  type MessagePreference,
  messageChannelMessages,
  messageChannelProblem,
  messageChannelSchema,
  messageChannels,
} from './messages/messageChannel';
export {
  DEFAULT_MESSAGE_SETTINGS,
  MESSAGE_EVENT_LABELS,
  type MessageEvent,
  type MessageSettings,
  messageEventOfMove,
  messageEventSchema,
  messageEvents,
  messageSettingsDataSchema,
  messageSettingsSchema,
  sendsMessageOn,
} from './messages/messageEvents';
export {
  MESSAGE_FIRST_RETRY_MS,
  MESSAGE_MAX_ATTEMPTS,
  messageRetryDelayMs,
} from './messages/messageRetry';
export {
  customerMessageAnswers,
  type OrderMessage,
  type OrderMessagesData,
  orderMessageDataSchema,
  orderMessageParamsSchema,
  orderMessageSchema,
  orderMessagesDataSchema,
} from './messages/orderMessages';
export { DEFAULT_COUNTRY_CODE, internationalNumber, whatsappLink } from './messages/whatsappLink';
export { averageCents, averagePerOrder } from './money/averagePerOrder';
export { centsToRupees, roundCents, rupeesToCents, sumRupees } from './money/cents';
export { changeDue } from './money/changeDue';
export { formatCurrency, formatRupees } from './money/formatCurrency';
export { growthPercent } from './money/growthPercent';
export { hasWholeCents } from './money/wholeCents';
export {
  type BalanceLine,
  balanceDueCents,
  type DueOrder,
  orderBalanceDue,
  orderBalanceLine,
} from './orders/balanceDue';
export {
  canEditOrder,
  EDIT_LOCKED_REASONS,
  type Editability,
  type EditableOrder,
  type EditLockedReason,
  LOCKED_PHASE_PREFIXES,
  orderPhaseDescription,
} from './orders/canEditOrder';
export {
  type ActualAmount,
  CONFIRM_ITEMS_MESSAGES,
  type ConfirmOrder,
  confirmedTotals,
  confirmItemsIssue,
  confirmOrderOf,
  estimatedAmounts,
  extraItemsCharge,
  previewConfirmedTotals,
  showsTotalDifference,
} from './orders/confirmItems';
export {
  DEFAULT_ESTIMATED_MINUTES,
  expectedReadyDay,
  orderWorkMinutes,
  type ReadyDateOrder,
  type ReadyTimeInput,
  readyTime,
} from './orders/expectedReadyDate';
export { isFreeDelivery } from './orders/freeDelivery';
export {
  HANDOVER_MESSAGES,
  type HandoverInput,
  type HandoverPlan,
  handoverInputSchema,
  handoverOf,
  type ReadyListData,
  type ReadyListQuery,
  type ReadyOrder,
  readyList,
  readyListDataSchema,
  readyListQuerySchema,
  readyOrderSchema,
} from './orders/handover';
export {
  type BankDetails,
  type BankDetailsDelivery,
  bankDetailsDeliverySchema,
  mailChannels,
  type OrderMailResult,
  type OrderReceiptData,
  type OrderStatusChange,
  type OrderStatusHistoryData,
  orderMailResultSchema,
  orderReceiptDataSchema,
  orderStatusHistoryDataSchema,
} from './orders/lifecycleAnswers';
export {
  type BankDetailsMailInput,
  bankDetailsMailSchema,
  type ConfirmItemsInput,
  confirmItemsSchema,
  type OrderMailInput,
  orderMailSchema,
  type PaymentInput,
  paymentInputSchema,
} from './orders/lifecycleSchemas';
export {
  type CustomerOrderPage,
  customerOrderPageSchema,
  type DashboardData,
  type DashboardStats,
  dashboardDataSchema,
  dashboardStatsSchema,
  type Order,
  type OrderAnalytics,
  type OrderData,
  type OrderItem,
  type OrderListResponse,
  type OrderListStats,
  type OrderPayment,
  type OrderSummary,
  orderAnalyticsSchema,
  orderDataSchema,
  orderIdParamsSchema,
  orderListResponseSchema,
  orderSchema,
  orderSummarySchema,
  ZERO_DASHBOARD_STATS,
} from './orders/order';
export {
  DASHBOARD_RECENT_ORDERS,
  EXTRA_ITEM_PRESETS,
  ORDER_ANALYTICS_DAILY_ROWS,
  ORDER_ANALYTICS_DEFAULT_DAYS,
  ORDER_LIMITS,
} from './orders/orderConstants';
export { type DeletableOrder, orderDeleteRefusal } from './orders/orderDeleteRefusal';
export {
  buildOrderPayload,
  ORDER_FORM_STEPS,
  type OrderFormAddress,
  type OrderFormCustomer,
  type OrderFormDraft,
  type OrderFormItem,
  type OrderFormSchedule,
  type OrderFormValues,
  orderFormMachine,
  orderFormReadyTime,
  type SubmitOrderResult,
} from './orders/orderFormMachine';
export {
  catalogueFromServices,
  type OrderFormPreview,
  orderFormFromOrder,
  previewOrderForm,
} from './orders/orderFormPreview';
export {
  LIFECYCLE_MESSAGES,
  type LifecycleEvent,
  type LifecycleOrder,
  lifecycleAfter,
  lifecycleAllows,
  lifecycleOrderFromApi,
  lifecycleRefusal,
  offeredMoves,
} from './orders/orderLifecycleMachine';
export {
  ORDER_PAYMENT_FILTER_LABELS,
  ORDER_SERVICE_FILTER_LABELS,
  type OrderAnalyticsQuery,
  type OrderListQuery,
  type OrderSortField,
  type OrderStatusFilter,
  orderAnalyticsQuerySchema,
  orderList,
  orderListQuerySchema,
  orderPaymentFilterOptions,
  orderServiceFilterOptions,
  orderSortFields,
  orderStatusFilterOptions,
} from './orders/orderListQuery';
export { deleteOrderConfirmText, orderMessages } from './orders/orderMessages';
export {
  type ChargeType,
  chargeTypes,
  type OrderPayload,
  type OrderPayloadInput,
  type OrderUpdate,
  orderPayloadSchema,
  orderUpdateSchema,
} from './orders/orderPayload';
export {
  ORDER_PHASE_DESCRIPTIONS,
  ORDER_PHASE_LABELS,
  ORDER_PHASE_TONES,
  orderPhaseOf,
  phaseAfterStatus,
} from './orders/orderPhase';
export {
  type OrderSchedule,
  orderScheduleIssues,
  orderScheduleMessages,
  type ScheduleContext,
  type ScheduleIssue,
} from './orders/orderSchedule';
export {
  type AssignableStaffData,
  assignableStaffDataSchema,
  MAX_ASSIGNED_STAFF,
  ORDER_STAFF_MESSAGES,
  type OrderStaffUpdate,
  orderStaffUpdateSchema,
} from './orders/orderStaff';
export {
  countsTowardsCustomerTotals,
  handedOverStatuses,
  initialOrderStatus,
  isHandedOver,
  normalizeOrderStatus,
  ORDER_STATUS_BUCKET_LABELS,
  ORDER_STATUS_BUCKET_TONES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type OrderStatusBucket,
  orderProgress,
  orderStatusBucket,
  orderStatusBuckets,
  orderStatuses,
  orderStatusLabel,
  orderStatusSchema,
  orderStatusTone,
  receiptStatusLabel,
  statusesInBucket,
} from './orders/orderStatus';
export {
  PAYMENT_AMOUNT_MESSAGES,
  paymentAmountRefusal,
} from './orders/paymentAmount';
export {
  cashChangeCents,
  dueNowCents,
  extraItemsCents,
  PAYMENT_MESSAGES,
  PAYMENT_METHODS,
  type PaymentExtraItem,
  type PaymentMethod,
  type PaymentPayload,
  paymentAmountCents,
  paymentIssues,
  paymentModalMachine,
} from './orders/paymentModalMachine';
export {
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  paymentStatuses,
  paymentStatusOf,
  paymentStatusSchema,
} from './orders/paymentStatus';
export {
  type CatalogueService,
  type ExtraItemInput,
  OrderPricingError,
  type PricedOrderItem,
  priceOrder,
  pricingInputFromPayload,
} from './orders/priceOrder';
export {
  needsItemConfirmation,
  nextStatus,
  offeredStatuses,
  reachedStatuses,
  SHELF_SLOT_MAX,
  STATUS_UPDATE_MESSAGES,
  type StatusUpdate,
  statusUpdateSchema,
} from './orders/statusMoves';
export {
  type BooksPayment,
  type BooksRefund,
  balanceOf,
  type OrderBooks,
  orderBooks,
} from './payments/orderBooks';
export {
  type OrderRefund,
  orderRefundSchema,
  REFUND_AMOUNT_MAX,
  REFUND_METHOD_LABELS,
  REFUND_METHODS,
  REFUND_REASON_MAX,
  type RefundFormValues,
  type RefundInput,
  type RefundMethod,
  refundAmountSchema,
  refundInputSchema,
  refundMessages,
  refundParamsSchema,
  refundTooLargeMessage,
} from './payments/refund';
export {
  isRefundedInFull,
  type RefundablePayment,
  refundableCents,
  refundLeftCents,
  refundRefusal,
} from './payments/refundable';
export { refundFormSchema } from './payments/refundForm';
export {
  ALREADY_REGISTERED_MESSAGE,
  ALREADY_REGISTERED_TITLE,
  alreadyRegisteredDiscountRules,
  isAlreadyRegisteredMessage,
} from './registration/alreadyRegistered';
export {
  type ParsedRegistration,
  type RegisteredCustomer,
  type RegistrationForm,
  type RegistrationPayload,
  type RegistrationResponse,
  registrationPayloadSchema,
  registrationResponseSchema,
} from './registration/registrationPayload';
export {
  REGISTRATION_STEPS,
  REGISTRATION_SUCCESS_STEP,
  type RegistrationFieldErrors,
  type RegistrationStep,
  registrationStepErrors,
} from './registration/registrationSteps';
export {
  registrationSuccessMessage,
  STUDENT_REGISTRATION_SUCCESS_MESSAGE,
} from './registration/registrationSuccessMessage';
export {
  canRetryRegistration,
  isRateLimitMessage,
  RATE_LIMIT_NOTE,
  type RegistrationResult,
  registrationWizardMachine,
} from './registration/registrationWizardMachine';
export {
  REGISTRATION_MESSAGES,
  REGISTRATION_RATE_LIMIT_MESSAGE,
  RegistrationFailedError,
  type RequestFailure,
  requestFailure,
  withRegistrationRetry,
} from './registration/retryPolicy';
export { periodLabel } from './reports/periodLabel';
export { rangeInWords } from './reports/rangeInWords';
export {
  type CustomerReportQuery,
  customerReportLimits,
  customerReportQuerySchema,
  REPORT_FILE_NAMES,
  REPORT_GROUPING_LABELS,
  type ReportGrouping,
  type ReportKind,
  type ReportRange,
  type RevenueReportQueryInput,
  reportGroupings,
  reportKindParamsSchema,
  reportKinds,
  revenueReportQuerySchema,
} from './reports/reportQuery';
export {
  type CustomerReport,
  type CustomerRow,
  customerReportSchema,
  type RevenueReport,
  type RevenueRow,
  reportMessages,
  revenueReportSchema,
  type ServiceReport,
  type ServiceRow,
  type StatusReport,
  type StatusRow,
  serviceReportSchema,
  statusReportSchema,
} from './reports/reportRows';
export { serviceCategoryLabel } from './reports/serviceCategoryLabel';
export {
  type BulkAction,
  type BulkUpdateServices,
  type BulkUpdateServicesInput,
  type BulkUpdateServicesResult,
  bulkActions,
  bulkUpdateMessage,
  bulkUpdateServicesResultSchema,
  bulkUpdateServicesSchema,
  nonEmptyUpdateData,
} from './services/bulkUpdateServices';
export {
  type CalculatePriceInput,
  calculatePriceFormSchema,
  calculatePriceSchema,
  calculationMeasure,
  type PriceCalculation,
  priceCalculationSchema,
} from './services/calculatePrice';
export {
  ANALYTICS_PERIOD_DAYS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  CALCULATOR_DEFAULT_WEIGHT,
  CALCULATOR_QUICK_WEIGHTS,
  CLOTHING_CATEGORIES,
  CLOTHING_CATEGORY_LABELS,
  type ClothingCategory,
  DEFAULT_ANALYTICS_PERIOD,
  DEFAULT_CLOTHING_CATEGORY,
  ESTIMATED_TIME_MAX,
  ESTIMATED_TIME_MIN,
  MAX_PRICE,
  MONTHLY_TREND_MONTHS,
  POPULAR_SERVICES_LIMIT,
  PRICE_TYPE_LABELS,
  PRICE_TYPES,
  type PriceType,
  SERVICE_COLORS,
  SERVICE_STATUS_LABELS,
  SERVICE_STATUSES,
  type ServiceStatus,
  usesCategoryPrices,
} from './services/constants';
export {
  fillMonthlyTrend,
  lastMonths,
  monthKey,
  type YearMonth,
} from './services/monthlyTrend';
export { priceField } from './services/priceField';
export { priceRange, unitLabel } from './services/priceRange';
export { type PricedService, priceServiceItem } from './services/priceServiceItem';
export {
  type ClothingPrices,
  type Service,
  type ServiceData,
  type ServiceRemoveResult,
  serviceDataSchema,
  serviceIdParamsSchema,
  serviceRemoveResultSchema,
  serviceSchema,
} from './services/service';
export {
  COPY_SUFFIX,
  copyName,
  type ServiceFormValues,
  type ServiceInput,
  type ServiceInputBody,
  type ServiceUpdate,
  serviceFormCharges,
  serviceFormInputSchema,
  serviceFormValues,
  serviceInputSchema,
  serviceNameField,
  serviceUpdateSchema,
} from './services/serviceForm';
export {
  type SaveServiceRequest,
  SERVICE_FORM_STEPS,
  type ServiceFormMode,
  serviceFormMachine,
  serviceFormTexts,
} from './services/serviceFormMachine';
export {
  isPriceRangeValid,
  PRICE_RANGE_MESSAGE,
  type ServiceListQuery,
  type ServiceListResponse,
  type ServiceSearchQuery,
  serviceList,
  serviceListQuerySchema,
  serviceListResponseSchema,
  serviceSearchQuerySchema,
  serviceSearchResultSchema,
  serviceStatusFilterOptions,
} from './services/serviceListQuery';
export {
  type ServiceAnalytics,
  type ServiceAnalyticsOverview,
  type ServiceStats,
  serviceAnalyticsOverviewSchema,
  serviceAnalyticsQuerySchema,
  serviceAnalyticsSchema,
  serviceStatsSchema,
  serviceStatusesResponseSchema,
} from './services/serviceStats';
export { isLoggedIn, type LogoutInput, sessionMachine } from './session/sessionMachine';
export {
  type ApiSuccess,
  apiFailureSchema,
  apiSuccessSchema,
  apiWarnedSuccessSchema,
  pageInfo,
  pageQuerySchema,
} from './shared/api';
export {
  EMAIL_MAX_LENGTH,
  EMAIL_TOO_LONG,
  emailField,
  optionalEmailField,
  SHORT_TEXT_MAX_LENGTH,
} from './shared/fields';
export { DEFAULT_FORM_ERROR, SUCCESS_AUTO_CLOSE_MS } from './shared/formOutcome';
export {
  normalizePhone,
  optionalPhoneField,
  PHONE_PATTERN,
  PHONE_SEPARATORS,
  phoneField,
} from './shared/phone';
export { type PublicConfig, publicConfigSchema } from './shared/publicConfig';
export {
  ATTENDANCE_FUTURE_MESSAGE,
  ATTENDANCE_STATUS_LABELS,
  type AttendanceInput,
  type AttendanceRecord,
  type AttendanceValues,
  attendanceAlreadyRecorded,
  attendanceFormSchema,
  attendanceInputSchema,
  attendanceStatuses,
  hoursWorked,
  isWorkedDay,
} from './staff/attendance';
export {
  type Skill,
  type SkillInput,
  type SkillValues,
  skillFormSchema,
  skillInputSchema,
  skillLevelLabels,
} from './staff/skills';
export { hoursFromMinutes, memberAnalyticsOf, staffStatsOf } from './staff/staffAnalytics';
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_END_TIME,
  DEFAULT_START_TIME,
  DEFAULT_WORKING_DAYS,
  type EmploymentType,
  employmentTypes,
  genders,
  paymentFrequencies,
  RECENT_HIRE_DAYS,
  type SkillLevel,
  SRI_LANKA_PROVINCES,
  STAFF_CACHE_TIME_MS,
  STAFF_LIST_MAX,
  STAFF_PAGE_SIZE,
  STAFF_STALE_TIME_MS,
  type StaffStatus,
  salaryCurrencies,
  shiftTypes,
  skillLevels,
  staffMessages,
  staffStatuses,
  type WeekDay,
  weekDays,
} from './staff/staffConstants';
export { ageOn, isOldEnoughToHire } from './staff/staffDates';
export {
  matchesStaffSearch,
  type StaffListQuery,
  type StaffPage,
  staffDirectoryPage,
  staffList,
  staffPageButtons,
} from './staff/staffDirectory';
export {
  createStaffSchema,
  type StaffInput,
  type StaffValues,
  staffDateIssues,
  staffFormSchema,
  staffValidationSummary,
  type UpdateStaffInput,
  type UpdateStaffValues,
  updateStaffSchema,
} from './staff/staffInput';
export {
  employmentTypeLabels,
  genderLabels,
  paymentFrequencyLabels,
  type StaffDetail,
  type StaffMember,
  shiftTypeLabels,
  staffFullName,
  staffStatusLabels,
  staffStatusTones,
} from './staff/staffMember';
export {
  type ListStaffQuery,
  listStaffQuerySchema,
  type StaffAnalytics,
  type StaffBulkUpdate,
  type StaffBulkUpdateInput,
  type StaffList,
  type StaffStats,
  type StaffStatusInput,
  staffAnalyticsQuerySchema,
  staffAnalyticsSchema,
  staffAttendanceDataSchema,
  staffBulkUpdateResultSchema,
  staffBulkUpdateSchema,
  staffDataSchema,
  staffIdParamsSchema,
  staffListSchema,
  staffSearchQuerySchema,
  staffSearchResultSchema,
  staffSkillDataSchema,
  staffStatsSchema,
  staffStatusInputSchema,
  staffTrainingDataSchema,
} from './staff/staffQueries';
export {
  type TrainingInput,
  type TrainingRecord,
  type TrainingValues,
  trainingDateIssue,
  trainingFormSchema,
  trainingInputSchema,
  trainingStatuses,
} from './staff/training';
export { checkStudentId, isValidStudentId, normalizeStudentId } from './studentId/checkStudentId';
export {
  type StudentInstitutionId,
  studentInstitution,
  studentInstitutionSchema,
  studentInstitutions,
} from './studentId/institutions';
export {
  expectedCash,
  isCashIn,
  TILL_CASH_KINDS,
  type TillCashFigures,
  type TillCashKind,
  type TillCashMovement,
  tillCashFigures,
  tillVariance,
} from './till/tillCash';
export {
  countTotal,
  type Denomination,
  type DenominationCounts,
  denominationLabel,
  LKR_DENOMINATIONS,
} from './till/tillDenominations';
export {
  type CloseTillFormValues,
  type CloseTillInput,
  type CloseTillValues,
  closeTillFormSchema,
  closeTillSchema,
  denominationCountsSchema,
  type OpenTillInput,
  type OpenTillValues,
  openTillFormSchema,
  openTillSchema,
  TILL_AMOUNT_MAX,
  TILL_COUNT_MODES,
  TILL_MOVEMENT_KINDS,
  TILL_MOVEMENT_LABELS,
  TILL_PIECES_MAX,
  TILL_TEXT_MAX,
  type TillAdjustmentInput,
  type TillAdjustmentValues,
  type TillCountMode,
  type TillMovementInput,
  type TillMovementKind,
  type TillMovementValues,
  type TillReopenInput,
  tillAdjustmentFormSchema,
  tillAdjustmentSchema,
  tillMessages,
  tillMovementFormSchema,
  tillMovementSchema,
  tillReopenSchema,
  tillSessionParamsSchema,
} from './till/tillForms';
export {
  type CurrentTill,
  currentTillSchema,
  TILL_STATUSES,
  type TillDayReport,
  type TillFigures,
  type TillMovementEntry,
  type TillReport,
  type TillSession,
  type TillSessionList,
  type TillSessionListParams,
  type TillSessionListQuery,
  type TillStatus,
  tillDayQuerySchema,
  tillDayReportSchema,
  tillFiguresSchema,
  tillReportDataSchema,
  tillReportSchema,
  tillSessionDataSchema,
  tillSessionList,
  tillSessionListSchema,
  tillSessionSchema,
} from './till/tillReports';
export { normalizeOrderNumber } from './tracking/orderNumberText';
export { firstName, orderNumberFromScan } from './tracking/scanCode';
export { TRACKING_PATH, TRACKING_TOKEN_PARAM, trackingUrl } from './tracking/trackingLink';
export { trackingMessages } from './tracking/trackingMessages';
export {
  type OrderTracking,
  orderTrackingSchema,
  type PublicTracking,
  publicTrackingSchema,
  TRACKING_TOKEN_PATTERN,
  type TrackingLookup,
  type TrackingStep,
  type TrackingStepState,
  trackingLookupSchema,
  trackingOrderNumberSchema,
  trackingStepSchema,
  trackingStepStates,
  trackingTokenSchema,
} from './tracking/trackingSchemas';
export {
  type TimelineMove,
  type TimelineOrder,
  trackingTimeline,
} from './tracking/trackingTimeline';
export { type AccountChange, ownAccountRefusal } from './users/ownAccount';
export { type UserFormOutput, type UserFormValues, userFormSchema } from './users/userForm';
export { userMessages } from './users/userMessages';
export { userPasswordFormSchema } from './users/userPasswordForm';
export {
  type ListUsersParams,
  type ListUsersQuery,
  listUsersQuerySchema,
  type UserCounts,
  type UserList,
  type UserStats,
  userDataSchema,
  userIdParamsSchema,
  userList,
  userListSchema,
  userRoleFilters,
  userStatsSchema,
  userStatusFilters,
} from './users/userQueries';
