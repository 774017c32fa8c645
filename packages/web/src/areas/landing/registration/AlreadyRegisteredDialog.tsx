import { ALREADY_REGISTERED_MESSAGE, ALREADY_REGISTERED_TITLE } from '@laundry/domain';
import { Button, Dialog } from '@laundry/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgePercent, Check, Pencil } from 'lucide-react';
import type { LandingCampaign } from '../campaign';
import * as styles from './RegistrationWizard.css';
import { alreadyRegisteredRules, registrationWords } from './registrationWords';

export interface AlreadyRegisteredDialogProps {
  open: boolean;
  campaign: LandingCampaign;
  /** Back to the contact step, for a visitor who mistyped the number. */
  onChangePhone: () => void;
  onDone: () => void;
}

/**
 * The answer to a phone number already on file: not a failure — the visitor is a customer
 * already. It states the discount rules so they can tell what they get, and nothing about the
 * customer the number belongs to (the domain's ALREADY_REGISTERED_MESSAGE).
 */
export function AlreadyRegisteredDialog({
  open,
  campaign,
  onChangePhone,
  onDone,
}: AlreadyRegisteredDialogProps) {
  const { i18n, t } = useLingui();
  const rules = alreadyRegisteredRules(i18n, campaign.active ? campaign.config : null);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onDone();
      }}
      size="sm"
      title={registrationWords(i18n, ALREADY_REGISTERED_TITLE)}
      description={registrationWords(i18n, ALREADY_REGISTERED_MESSAGE)}
      footer={
        <>
          <Button variant="secondary" iconStart={<Pencil size={16} />} onClick={onChangePhone}>
            <Trans>Change phone number</Trans>
          </Button>
          <Button iconStart={<Check size={16} />} onClick={onDone}>
            <Trans>Done</Trans>
          </Button>
        </>
      }
    >
      <ul className={styles.alreadyRules} aria-label={t`Your discounts`}>
        {rules.map((rule) => (
          <li key={rule} className={styles.alreadyRule}>
            <BadgePercent aria-hidden size={18} className={styles.alreadyRuleIcon} />
            <span>{rule}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
