import {
  type CampaignConfig,
  isCampaignActive,
  type ParsedRegistration,
  type RegistrationResponse,
  registrationSuccessMessage,
  sameCampaignCode,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { withUniqueConflicts } from '../../db/errors';
import { inTransaction } from '../../db/transaction';
import { createCustomersRepository } from '../customers/repository';
import { toCustomer } from '../customers/to-customer';
import { assertContactsFree, contactConflicts } from '../customers/unique-contacts';

/**
 * Self-registration from the landing page (POST /customers/register-from-landing). The campaign
 * code is recorded only when it is the configured campaign's and the campaign runs today in the
 * business time zone; any other code is ignored, so a visitor whose page still showed the offer
 * a minute after midnight is registered all the same, without it.
 */
export function createRegistrationService({
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
  return {
    /** Registers in its own transaction, or inside the caller's (`on`, the idempotent route). */
    async register(
      payload: ParsedRegistration,
      on: Executor = db,
    ): Promise<{ data: RegistrationResponse; message: string }> {
      const row = await inTransaction(on, async (tx) => {
        const repository = createCustomersRepository(tx);
        const contacts = { phoneNumber: payload.phone, email: payload.email };
        await assertContactsFree(repository, contacts, undefined, 'phone');
        const now = clock();
        const honoured =
          sameCampaignCode(payload.campaignCode, campaign.campaignCode) &&
          isCampaignActive(campaign, now, timeZone);
        return withUniqueConflicts(
          () =>
            repository.insert({
              fullName: payload.fullName,
              phoneNumber: payload.phone,
              email: payload.email ?? null,
              isStudent: payload.isStudent,
              campusId: payload.isStudent ? payload.studentId || null : null,
              street: payload.address?.street ?? null,
              city: payload.address?.city ?? null,
              campaignCode: honoured ? campaign.campaignCode : null,
              source: 'landing',
              createdAt: now,
              updatedAt: now,
            }),
          contactConflicts('phone'),
        );
      });
      const customer = toCustomer(row, campaign);
      const discountInfo = customer.discountInfo ?? null;
      return {
        data: { customer: { ...customer, discountInfo } },
        message: registrationSuccessMessage(discountInfo, campaign),
      };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
