// Apart from the schemas, so the tracking page can show them without loading the schema library.
/** What the public tracking page and its calls say (issue 25). */
export const trackingMessages = {
  /**
   * The one answer to every miss: a wrong phone, an unknown order number, an unknown or revoked
   * link. It must not tell which, or it would confirm that an order number exists.
   */
  notFound:
    'We could not find an order with these details. Check the order number and the last four digits of your phone.',
  orderNumberRequired: 'Please enter your order number',
  orderNumberInvalid: 'Please enter the order number as printed on your receipt (ORD-001234)',
  phoneLast4Invalid: 'Please enter the last four digits of your phone number',
  tokenInvalid: 'This tracking link is not valid',
  tooMany: 'Too many lookups. Please wait a minute and try again.',
  revoked: 'A new tracking link was made; the old one no longer works.',
} as const;
