import {
  ALREADY_REGISTERED_MESSAGE,
  type CampaignConfig,
  isCampaignActive,
  type ParsedRegistration,
  type RegistrationResponse,
  registrationSuccessMessage,
  sameCampaignCode,
} from '@laundry/domain';
import type { Clock } from '../../clock';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { ConflictError } from '../../errors';
import { insertCustomer, toCustomer } from '../customers';

/**
 * Self-registration from the landing page (POST /customers/register-from-landing). The campaign
 * code is recorded only when it is the configured campaign's and the campaign runs today in the
 * business time zone; any other code is ignored, so a visitor whose page still showed the offer
 * a minute after midnight is registered all the same, without it.
 */
/**
 * A phone number already on file answers that the visitor is registered, the same for every
 * number, and says nothing about whose it is (domain's ALREADY_REGISTERED_MESSAGE); whoever
 * typed it learns only that what they typed is known. Also when a concurrent registration won
 * the race to the unique index.
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
      const row = await answerAlreadyRegistered(() =>
        inTransaction(on, async (tx) => {
          const now = clock();
          const honoured =
            sameCampaignCode(payload.campaignCode, campaign.campaignCode) &&
            isCampaignActive(campaign, now, timeZone);
          return insertCustomer(
            tx,
            {
              fullName: payload.fullName,
              phoneNumber: payload.phone,
              email: payload.email ?? null,
              isStudent: payload.isStudent,
              campusId: payload.isStudent ? payload.studentId || null : null,
              street: payload.address?.street ?? null,
              city: payload.address?.city ?? null,
              messageChannel: payload.messageChannel,
              messagesOptOut: payload.messagesOptOut,
              language: payload.language,
              campaignCode: honoured ? campaign.campaignCode : null,
              source: 'landing',
              createdAt: now,
              updatedAt: now,
            },
            'phone',
          );
        }),
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
