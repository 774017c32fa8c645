/** The id of the customer list's card, for links that land on the list (the header's search). */
export const CUSTOMER_LIST_ANCHOR = 'customer-list';
