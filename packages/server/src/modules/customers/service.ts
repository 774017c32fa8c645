import {
  applyLoyaltyChange,
  averageCents,
  type BulkUpdateCustomers,
  balanceDueCents,
  type CampaignConfig,
  type CreateCustomer,
  type Customer,
  type CustomerAnalytics,
  type CustomerDiscountInfo,
  type CustomerListQuery,
  type CustomerListResponse,
  type CustomerOrdersResponse,
  type CustomerStats,
  type CustomerStatsRange,
  centsToRupees,
  customerDiscountInfo,
  customerMessages,
  exceedsLoyaltyBalance,
  LOYALTY_BALANCE_MAX_MESSAGE,
  type LoyaltyUpdate,
  type LoyaltyUpdateResult,
  loyaltyTier,
  pageInfo,
  type UpdateCustomer,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { isForeignKeyViolation, withUniqueConflicts } from '../../db/errors';
import type { CustomerRow, NewCustomerRow } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { BadRequestError, ConflictError, NotFoundError, RuleViolation } from '../../errors';
import { auditActorById, recordAudit } from '../audit';
import { createLoyaltyHistoryRepository } from './loyalty-repository';
import { createCustomerOrdersRepository } from './orders-repository';
import { createCustomersRepository } from './repository';
import { createCustomerStatsService } from './stats-service';
import { discountCustomerOf, toCustomer } from './to-customer';
import { assertContactsFree, contactConflicts, insertCustomer } from './unique-contacts';

/** The columns a create or update writes from the form's fields. */
function rowValues(input: CreateCustomer): Omit<NewCustomerRow, 'createdAt' | 'updatedAt'> {
  return {
    fullName: input.fullName,
    phoneNumber: input.phoneNumber,
    email: input.email ?? null,
    isStudent: input.isStudent,
    campusId: input.isStudent ? input.campusId || null : null,
    institution: input.isStudent ? (input.institution ?? null) : null,
    street: input.address?.street ?? null,
    city: input.address?.city ?? null,
    messageChannel: input.messageChannel,
    messagesOptOut: input.messagesOptOut,
    language: input.language,
  };
}

export function createCustomersService({
  db,
  clock,
  campaign,
  timeZone,
}: {
  db: Database;
  clock: Clock;
  campaign: CampaignConfig;
  timeZone: string;
}) {
  const customers = createCustomersRepository(db);
  const statistics = createCustomerStatsService({ db, clock, timeZone });
  const customerOrders = createCustomerOrdersRepository(db);
  const show = (row: CustomerRow) => toCustomer(row, campaign);

  async function existing(id: string): Promise<CustomerRow> {
    const row = await customers.findById(id);
    if (!row) throw new NotFoundError(customerMessages.notFound);
    return row;
  }

  return {
    /** The statistics page's figures over `timeRange` days (stats-service.ts). */
    stats: (timeRange: CustomerStatsRange): Promise<CustomerStats> => statistics.compute(timeRange),

    async list(query: CustomerListQuery): Promise<CustomerListResponse> {
      const { rows, total } = await customers.list(query);
      return {
        customers: rows.map(show),
        pagination: { ...pageInfo(query.page, query.limit, total), totalCustomers: total },
      };
    },

    async search(text: string, limit: number): Promise<Customer[]> {
      return (await customers.search(text, limit)).map(show);
    },

    async get(id: string): Promise<Customer> {
      return show(await existing(id));
    },

    async getByPhone(phoneNumber: string): Promise<Customer> {
      const row = await customers.findByPhone(phoneNumber);
      if (!row) throw new NotFoundError(customerMessages.notFound);
      return show(row);
    },

    /** Creates a customer in its own transaction, or inside the caller's (`on`: the idempotent route). */
    async create(input: CreateCustomer, on: Executor = db): Promise<Customer> {
      return inTransaction(on, async (tx) => {
        const now = clock();
        return show(
          await insertCustomer(tx, { ...rowValues(input), createdAt: now, updatedAt: now }),
        );
      });
    },

    /**
     * Replaces a customer's fields (PUT), never the loyalty points (they change through
     * changeLoyalty only), and only if nobody changed the customer since the form loaded it.
     */
    async update(id: string, input: UpdateCustomer, on: Executor = db): Promise<Customer> {
      return inTransaction(on, async (tx) => {
        const repository = createCustomersRepository(tx);
        const current = await repository.lockById(id);
        if (!current) throw new NotFoundError(customerMessages.notFound);
        if (current.version !== input.version) {
          throw new ConflictError(customerMessages.changedMeanwhile, 'version');
        }
        await assertContactsFree(repository, input, id);
        const updated = await withUniqueConflicts(
          () =>
            repository.updateFields(id, input.version, { ...rowValues(input), updatedAt: clock() }),
          contactConflicts(),
        );
        if (!updated) throw new ConflictError(customerMessages.changedMeanwhile, 'version');
        return show(updated);
      });
    },

    /** Deletes a customer without orders; one with orders is refused, never orphaned. */
    async remove(id: string): Promise<void> {
      try {
        await inTransaction(db, async (tx) => {
          const repository = createCustomersRepository(tx);
          if (!(await repository.lockById(id))) throw new NotFoundError(customerMessages.notFound);
          if (await createCustomerOrdersRepository(tx).hasOrders(id)) {
            throw new RuleViolation(customerMessages.hasOrders);
          }
          await repository.delete(id);
        });
      } catch (error) {
        // The foreign key is the last word if an order arrived in between.
        if (isForeignKeyViolation(error)) throw new RuleViolation(customerMessages.hasOrders);
        throw error;
      }
    },

    /** Adds, subtracts (never below 0) or sets points under a row lock, with a history entry. */
    async changeLoyalty(
      actorId: string,
      id: string,
      input: LoyaltyUpdate,
      on: Executor = db,
    ): Promise<LoyaltyUpdateResult> {
      return inTransaction(on, async (tx) => {
        const repository = createCustomersRepository(tx);
        const current = await repository.lockById(id);
        if (!current) throw new NotFoundError(customerMessages.notFound);
        const now = clock();
        const pointsAfter = applyLoyaltyChange(current.loyaltyPoints, input.action, input.points);
        if (exceedsLoyaltyBalance(pointsAfter)) {
          throw new BadRequestError(LOYALTY_BALANCE_MAX_MESSAGE, 'points');
        }
        const updated = await repository.update(id, { loyaltyPoints: pointsAfter, updatedAt: now });
        if (!updated) throw new NotFoundError(customerMessages.notFound);
        const entry = await createLoyaltyHistoryRepository(tx).record({
          customerId: id,
          action: input.action,
          points: input.points,
          reason: input.reason,
          pointsBefore: current.loyaltyPoints,
          pointsAfter,
          changedBy: actorId,
          createdAt: now,
        });
        await recordAudit(tx, {
          actor: await auditActorById(tx, actorId),
          entity: 'customer',
          entityId: id,
          label: updated.fullName,
          action: 'loyalty',
          before: { loyaltyPoints: current.loyaltyPoints },
          after: { loyaltyPoints: pointsAfter, reason: input.reason },
          at: now,
        });
        return {
          customer: show(updated),
          loyaltyChange: {
            action: input.action,
            points: input.points,
            reason: input.reason,
            pointsBefore: entry.pointsBefore,
            pointsAfter: entry.pointsAfter,
            tier: loyaltyTier(entry.pointsAfter),
            changedAt: entry.createdAt.toISOString(),
          },
        };
      });
    },

    /** Changes the given customers all together, or none when one of them does not exist. */
    async bulkUpdate(input: BulkUpdateCustomers): Promise<{ updatedCount: number }> {
      return inTransaction(db, async (tx) => {
        const repository = createCustomersRepository(tx);
        const found = await repository.lockExisting(input.customerIds);
        if (found.length !== input.customerIds.length) {
          throw new NotFoundError(customerMessages.notFound, 'customerIds');
        }
        const { address, isStudent } = input.updateData;
        const updatedCount = await repository.updateMany(input.customerIds, {
          ...(address?.street !== undefined ? { street: address.street } : {}),
          ...(address?.city !== undefined ? { city: address.city } : {}),
          ...(isStudent === false ? { isStudent: false, campusId: null, institution: null } : {}),
          updatedAt: clock(),
        });
        return { updatedCount };
      });
    },

    async orders(id: string, page: number, limit: number): Promise<CustomerOrdersResponse> {
      const customer = await existing(id);
      const { rows, total } = await customerOrders.page(id, page, limit);
      return {
        orders: rows.map((order) => ({
          _id: order.id,
          orderNumber: order.orderNumber,
          customer: { _id: customer.id, fullName: customer.fullName },
          status: order.status,
          orderStatus: order.status,
          orderPhase: order.orderPhase,
          paymentStatus: order.paymentStatus,
          totalAmount: centsToRupees(order.totalAmountCents),
          paidAmount: centsToRupees(order.paidAmountCents),
          balanceAmount: centsToRupees(
            balanceDueCents({
              status: order.status,
              totalCents: order.totalAmountCents,
              paidCents: order.paidAmountCents,
            }),
          ),
          createdAt: order.createdAt.toISOString(),
        })),
        pagination: { ...pageInfo(page, limit, total), totalOrders: total },
      };
    },

    async analytics(id: string): Promise<CustomerAnalytics> {
      await existing(id);
      const overview = await customerOrders.overview(id);
      // The average order's value (what was ordered), beside the money received (totalSpent).
      const average = averageCents(overview.orderValueCents, overview.totalOrders);
      return {
        overview: {
          averageOrderValue: centsToRupees(average),
          totalOrders: overview.totalOrders,
          lastOrderDate: overview.lastOrderDate ? overview.lastOrderDate.toISOString() : null,
          totalSpent: centsToRupees(overview.totalSpentCents),
        },
      };
    },

    async discountInfo(id: string): Promise<CustomerDiscountInfo> {
      const row = await existing(id);
      return customerDiscountInfo(
        { ...discountCustomerOf(row), totalSpent: centsToRupees(row.totalSpentCents) },
        campaign,
      );
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
