// The messages folder's public face: what other folders and packages may use (docs/decisions/038).
export {
  customerMessageSubject,
  customerMessageText,
  localMessageTemplates,
  MESSAGE_TRANSLATIONS,
} from './customerMessageText';
export { mailOutcome } from './mailOutcome';
export {
  DEFAULT_MESSAGE_CHANNEL,
  MESSAGE_CHANNEL_LABELS,
  type MessageChannel,
  type MessagePreference,
  messageChannelMessages,
  messageChannelProblem,
  messageChannelSchema,
  messageChannels,
} from './messageChannel';
export {
  DEFAULT_MESSAGE_SETTINGS,
  MESSAGE_EVENT_LABELS,
  type MessageEvent,
  type MessageSettings,
  messageEventSchema,
  messageSettingsDataSchema,
  messageSettingsSchema,
  sendsMessageOn,
} from './messageEvents';
export { messageRetryDelayMs } from './messageRetry';
export {
  customerMessageAnswers,
  type OrderMessage,
  type OrderMessagesData,
  orderMessageDataSchema,
  orderMessageParamsSchema,
  orderMessagesDataSchema,
} from './orderMessages';
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
} from './outboxList';
export {
  SMS_GSM7_PART,
  SMS_MAX_UCS2,
  SMS_MAX_UCS2_TWO_PARTS,
  SMS_UCS2_PART,
  smsParts,
  ucs2Length,
} from './smsParts';
export { internationalNumber, whatsappLink } from './whatsappLink';
