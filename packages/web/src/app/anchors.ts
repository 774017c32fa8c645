/**
 * The id of the customer list's card, for links that land on the list (the header's search).
 * Here rather than in the customers area: the shell links to it, and the shell's chunk must not
 * load the customers area's entry (its dialogs and forms).
 */
export const CUSTOMER_LIST_ANCHOR = 'customer-list';
