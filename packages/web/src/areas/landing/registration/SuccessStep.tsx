import {
  type RegistrationResult,
  registrationSuccessMessage,
  STUDENT_DISCOUNT_PERCENT,
} from '@laundry/domain';
import { Trans, useLingui } from '@lingui/react/macro';
import { PartyPopper } from 'lucide-react';
import type { LandingCampaign } from '../campaign';
import * as styles from './RegistrationWizard.css';
import { registrationWords } from './registrationWords';

export interface SuccessStepProps {
  result: RegistrationResult;
  campaign: LandingCampaign;
}

function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * Step 6 (spec part 1 §2 and §4): the discount the server granted, campaign or student, with
 * the server's welcome. The buttons (Call, WhatsApp, Done) are the dialog's footer.
 */
export function SuccessStep({ result, campaign }: SuccessStepProps) {
  const { customer } = result;
  const discount = customer.discountInfo ?? null;
  const name = firstName(customer.fullName);
  const { i18n, t } = useLingui();
  const percent = STUDENT_DISCOUNT_PERCENT;
  const discountPercent = discount?.percentage;

  return (
    <div className={styles.success}>
      {discount ? (
        <div className={styles.ticket} data-testid="registration-discount">
          <span className={styles.ticketPercent}>{t`${discountPercent}% OFF`}</span>
          <span className={styles.ticketLabel}>
            {discount.isOneTime ? t`your first order` : t`every order`}
          </span>
          <span className={styles.ticketName}>{discount.description}</span>
        </div>
      ) : (
        <span className={styles.successIcon} aria-hidden="true">
          <PartyPopper size={30} />
        </span>
      )}
      <h3 className={styles.successTitle} tabIndex={-1} data-step-heading="">
        {name ? t`Welcome, ${name}!` : t`Welcome!`}
      </h3>
      <p className={styles.successLead}>
        {registrationWords(
          i18n,
          result.message ?? registrationSuccessMessage(discount, campaign.config),
        )}
      </p>
      {discount?.type === 'campaign' && customer.isStudent ? (
        <p className={styles.successText}>
          <Trans>After your first order, your {percent}% student discount continues.</Trans>
        </p>
      ) : null}
      <p className={styles.successNote}>
        <Trans>Call or message us to place your first order: pickup is free around campus.</Trans>
      </p>
    </div>
  );
}
