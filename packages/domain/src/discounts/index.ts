// The discounts folder's public face: what other folders and packages may use (docs/decisions/038).
export { customerDiscountInfo } from './customerDiscountInfo';
export { discountAmount } from './discountAmount';
export {
  campaignDiscount,
  type DiscountCustomer,
  discountFor,
  isEligibleForStudentDiscount,
  STUDENT_DISCOUNT,
  STUDENT_DISCOUNT_PERCENT,
} from './discountFor';
export {
  type CustomerDiscountInfo,
  customerDiscountInfoSchema,
  type DiscountInfo,
  discountInfoSchema,
} from './discountInfo';
