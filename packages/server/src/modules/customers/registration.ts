import {
  ALREADY_REGISTERED_MESSAGE,
  type CampaignConfig,
  isCampaignActive,
  type ParsedRegistration,
  type RegistrationResponse,
  registrationSuccessMessage,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/client';
import { ConflictError } from '../../errors';
import { createCustomersRepository } from './repository';
import { toCustomer } from './to-customer';
import { assertContactsFree, guardUniqueContacts } from './unique-contacts';

/**
 * Self-registration from the landing page (POST /customers/register-from-landing). The campaign
 * code is recorded only when it is the configured campaign's and the campaign runs today in the
 * business time zone; any other code is ignored, so a visitor whose page still showed the offer
 * a minute after midnight is registered all the same, without it.
 */
/**
 * A phone number already on file answers that the visitor is registered, the same for every
 * number, and says nothing about whose it is (domain's ALREADY_REGISTERED_MESSAGE); whoever
 * typed it learns only what they typed is known. Also when a concurrent registration won the
 * race to the unique index.
 */
async function answerAlreadyRegistered<T>(register: () => Promise<T>): Promise<T> {
  try {
    return await register();
  } catch (error) {
    if (error instanceof ConflictError && error.field === 'phone') {
      throw new ConflictError(ALREADY_REGISTERED_MESSAGE, 'phone');
    }
    throw error;
  }
}

export function createRegistrationService({
  clock,
  campaign,
  timeZone,
}: {
  clock: Clock;
  campaign: CampaignConfig;
  timeZone: string;
}) {
  const service = {
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
  return {
    register: (payload: ParsedRegistration, tx: Executor) =>
      answerAlreadyRegistered(() => service.register(payload, tx)),
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
