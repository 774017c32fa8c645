// The books folder's public face: what other folders and packages may use (docs/decisions/038).
export { booksDisagreements, modelMovedCents } from './booksDisagreements';
export {
  booksViolations,
  type ObservedBooks,
  type ObservedCustomer,
  type ObservedOrder,
} from './booksInvariants';
export {
  type BooksModel,
  type BooksOrder,
  booksAfterConfirm,
  booksAfterCreate,
  booksAfterDelete,
  booksAfterEdit,
  booksAfterMove,
  booksAfterPayment,
  booksAfterRefund,
  booksOfOrder,
  emptyBooks,
  lifecycleOfBooksOrder,
} from './booksModel';
export { type BooksRequest, booksRefundLeftCents, booksRefusal } from './booksRefusal';
