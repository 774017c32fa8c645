import type {
  attendanceStatuses,
  auditEntities,
  chargeTypes,
  employmentTypes,
  genders,
  loyaltyActions,
  orderStatuses,
  PAYMENT_METHODS,
  PRICE_TYPES,
  paymentFrequencies,
  roles,
  salaryCurrencies,
  shiftTypes,
  skillLevels,
  staffStatuses,
  trainingStatuses,
} from '@laundry/domain';
import type {
  auditLog,
  employmentType,
  loyaltyHistory,
  orderItems,
  orders,
  payments,
  services,
  staff,
  staffAttendance,
  staffSkills,
  staffStatus,
  staffTraining,
  userRole,
} from './schema';

/**
 * `true` exactly when A and B name the same values: every name of A is one of B and every name
 * of B is one of A. (A one-way `const x: readonly B[] = aList` only proves A ⊆ B: a name the domain
 * adds and the column lacks would reach the database and be refused there.)
 */
export type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** Compiles only for `true`. */
type Holds<T extends true> = T;

type NamesOf<List extends readonly string[]> = List[number];
type Column<Row, Key extends keyof Row> = NonNullable<Row[Key]>;

/**
 * drizzle-kit loads db/schema.ts on its own, so it cannot import the domain and writes each
 * vocabulary again as literals; `pnpm typecheck` fails here as soon as a column's names and the
 * domain's list differ in either direction.
 */
export type SchemaMatchesDomain = [
  Holds<SameNames<NamesOf<typeof userRole.enumValues>, NamesOf<typeof roles>>>,
  Holds<SameNames<NamesOf<typeof staffStatus.enumValues>, NamesOf<typeof staffStatuses>>>,
  Holds<SameNames<NamesOf<typeof employmentType.enumValues>, NamesOf<typeof employmentTypes>>>,
  Holds<SameNames<Column<typeof staff.$inferSelect, 'gender'>, NamesOf<typeof genders>>>,
  Holds<SameNames<Column<typeof staff.$inferSelect, 'shiftType'>, NamesOf<typeof shiftTypes>>>,
  Holds<SameNames<Column<typeof staff.$inferSelect, 'currency'>, NamesOf<typeof salaryCurrencies>>>,
  Holds<
    SameNames<
      Column<typeof staff.$inferSelect, 'paymentFrequency'>,
      NamesOf<typeof paymentFrequencies>
    >
  >,
  Holds<
    SameNames<
      Column<typeof staffAttendance.$inferSelect, 'status'>,
      NamesOf<typeof attendanceStatuses>
    >
  >,
  Holds<SameNames<Column<typeof staffSkills.$inferSelect, 'level'>, NamesOf<typeof skillLevels>>>,
  Holds<
    SameNames<Column<typeof staffTraining.$inferSelect, 'status'>, NamesOf<typeof trainingStatuses>>
  >,
  Holds<SameNames<Column<typeof services.$inferSelect, 'priceType'>, NamesOf<typeof PRICE_TYPES>>>,
  Holds<
    SameNames<Column<typeof orderItems.$inferSelect, 'priceType'>, NamesOf<typeof PRICE_TYPES>>
  >,
  Holds<
    SameNames<Column<typeof orders.$inferSelect, 'pickupPriceType'>, NamesOf<typeof chargeTypes>>
  >,
  Holds<
    SameNames<Column<typeof orders.$inferSelect, 'deliveryPriceType'>, NamesOf<typeof chargeTypes>>
  >,
  Holds<SameNames<Column<typeof payments.$inferSelect, 'method'>, NamesOf<typeof PAYMENT_METHODS>>>,
  Holds<
    SameNames<Column<typeof loyaltyHistory.$inferSelect, 'action'>, NamesOf<typeof loyaltyActions>>
  >,
  Holds<SameNames<Column<typeof auditLog.$inferSelect, 'entity'>, NamesOf<typeof auditEntities>>>,
  Holds<SameNames<Column<typeof orders.$inferSelect, 'status'>, NamesOf<typeof orderStatuses>>>,
];
