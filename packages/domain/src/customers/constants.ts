/** Customer screens' figures (spec part 1 §9). */
export const CUSTOMER_PAGE_SIZE = 10;
export const RECENT_CUSTOMERS_COUNT = 5;
export const TOP_LOYALTY_CUSTOMERS_COUNT = 5;
export const CUSTOMER_GROWTH_DAYS = 7;
export const CUSTOMER_FORM_RETURN_DELAY_MS = 2000;
/** The order form's customer search: debounce and result count. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 300;
export const CUSTOMER_SEARCH_LIMIT = 10;
/** The server search is used only from this many characters on. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

/** The customer service's texts (spec part 1 §8 'Customer service defaults'). */
export const customerMessages = {
  fetchListFailed: 'Failed to fetch customers',
  fetchFailed: 'Failed to fetch customer',
  notFound: 'Customer not found',
  createFailed: 'Failed to create customer',
  updateFailed: 'Failed to update customer',
  deleteFailed: 'Failed to delete customer',
  searchFailed: 'Failed to search customers',
  ordersFailed: 'Failed to fetch order history',
  analyticsFailed: 'Failed to fetch customer analytics',
  loyaltyFailed: 'Failed to update loyalty points',
  bulkUpdateFailed: 'Failed to update customers',
  statsFailed: 'Failed to fetch customer statistics',
  discountInfoFailed: 'Failed to fetch discount information',
  created: 'Customer created successfully',
  updated: 'Customer updated successfully',
  deleted: 'Customer deleted successfully',
  loyaltyUpdated: 'Loyalty points updated successfully',
  bulkUpdated: 'Customers updated successfully',
  // Not in the spec's catalogue: the server's refusals, written once here.
  phoneTaken: 'A customer with this phone number already exists',
  emailTaken: 'A customer with this email already exists',
  hasOrders: 'This customer has orders and cannot be deleted',
  changedMeanwhile:
    'Someone else changed this customer while you were editing. Reload the page to see their changes, then save yours again.',
  loyaltyNotInForm:
    'Loyalty points change only through Manage Loyalty, where each change is recorded with its reason.',
} as const;

/** Whether the typed text is long enough to ask the server. */
export function shouldSearchCustomers(text: string | null | undefined): boolean {
  return (text ?? '').trim().length >= CUSTOMER_SEARCH_MIN_LENGTH;
}
