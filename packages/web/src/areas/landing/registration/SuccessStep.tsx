import {
  type RegistrationResult,
  registrationSuccessMessage,
  STUDENT_DISCOUNT_PERCENT,
} from '@laundry/domain';
import { PartyPopper } from 'lucide-react';
import type { LandingCampaign } from '../campaign';
import * as styles from './RegistrationWizard.css';

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

  return (
    <div className={styles.success}>
      {discount ? (
        <div className={styles.ticket} data-testid="registration-discount">
          <span className={styles.ticketPercent}>{discount.percentage}% OFF</span>
          <span className={styles.ticketLabel}>
            {discount.isOneTime ? 'your first order' : 'every order'}
          </span>
          <span className={styles.ticketName}>{discount.description}</span>
        </div>
      ) : (
        <span className={styles.successIcon} aria-hidden="true">
          <PartyPopper size={30} />
        </span>
      )}
      <h3 className={styles.successTitle} tabIndex={-1} data-step-heading="">
        {name ? `Welcome, ${name}!` : 'Welcome!'}
      </h3>
      <p className={styles.successLead}>
        {result.message ?? registrationSuccessMessage(discount, campaign.config)}
      </p>
      {discount?.type === 'campaign' && customer.isStudent ? (
        <p className={styles.successText}>
          After your first order, your {STUDENT_DISCOUNT_PERCENT}% student discount continues.
        </p>
      ) : null}
      <p className={styles.successNote}>
        Call or message us to place your first order: pickup is free around campus.
      </p>
    </div>
  );
}
