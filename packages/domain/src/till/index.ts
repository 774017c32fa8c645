// The till folder's public face: what other folders and packages may use (docs/decisions/038).
export { cashOutRefusal, drawerMessages } from './drawerRules';
export { expectedCash, type TillCashFigures, tillVariance } from './tillCash';
export {
  countTotal,
  type DenominationCounts,
  denominationLabel,
  LKR_DENOMINATIONS,
} from './tillDenominations';
export {
  type CloseTillFormValues,
  type CloseTillInput,
  closeTillFormSchema,
  closeTillSchema,
  denominationCountIssue,
  type OpenTillInput,
  openTillFormSchema,
  openTillSchema,
  TILL_AMOUNT_MAX,
  TILL_COUNT_MODES,
  TILL_MOVEMENT_KINDS,
  TILL_MOVEMENT_LABELS,
  TILL_TEXT_MAX,
  type TillAdjustmentInput,
  type TillCountMode,
  type TillMovementInput,
  type TillMovementKind,
  type TillReopenInput,
  tillAdjustmentSchema,
  tillMessages,
  tillMovementFormSchema,
  tillMovementSchema,
  tillReopenSchema,
  tillSessionParamsSchema,
} from './tillForms';
export {
  type CurrentTill,
  currentTillSchema,
  type TillDayReport,
  type TillFigures,
  type TillMovementEntry,
  type TillReport,
  type TillSession,
  tillDayQuerySchema,
  tillDayReportSchema,
  tillReportDataSchema,
  tillReportSchema,
  tillSessionDataSchema,
  tillSessionSchema,
} from './tillReports';
export {
  type TillSessionList,
  type TillSessionListParams,
  type TillSessionListQuery,
  tillSessionList,
  tillSessionListSchema,
} from './tillSessionList';
