import {
  type CampaignConfig,
  isCampaignActive,
  type ParsedRegistration,
  type RegistrationResponse,
  registrationSuccessMessage,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/client';
import { createCustomersRepository } from './repository';
import { toCustomer } from './to-customer';
import { assertContactsFree, guardUniqueContacts } from './unique-contacts';

/**
 * Self-registration from the landing page (POST /customers/register-from-landing). The campaign
 * code is recorded only when it is the configured campaign's and the campaign runs today in the
 * business time zone; any other code is ignored, so a visitor whose page still showed the offer
 * a minute after midnight is registered all the same, without it.
 */
export function createRegistrationService({
  clock,
  campaign,
  timeZone,
}: {
  clock: Clock;
  campaign: CampaignConfig;
  timeZone: string;
}) {
  return {
    async register(
      payload: ParsedRegistration,
      tx: Executor,
    ): Promise<{ data: RegistrationResponse; message: string }> {
      const repository = createCustomersRepository(tx);
      const contacts = { phoneNumber: payload.phone, email: payload.email };
      await assertContactsFree(repository, contacts, undefined, 'phone');
      const now = clock();
      const honoured =
        payload.campaignCode !== undefined &&
        payload.campaignCode.toUpperCase() === campaign.campaignCode.toUpperCase() &&
        isCampaignActive(campaign, now, timeZone);
      const row = await guardUniqueContacts(
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
        'phone',
      );
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
