import { RATE_LIMIT_NOTE } from '@laundry/domain';
import { Alert, Button, Dialog } from '@laundry/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { LifeBuoy, RotateCcw } from 'lucide-react';
import { mailtoHref } from '../contactLinks';
import * as styles from './RegistrationWizard.css';
import { registrationWords } from './registrationWords';

export interface RegistrationFailedDialogProps {
  open: boolean;
  message: string;
  /** The domain's rule: a retryable message and fewer than 3 manual retries. */
  canRetry: boolean;
  /** The failure says the visitor was throttled ('Too many'). */
  rateLimited: boolean;
  supportEmail: string | undefined;
  onClose: () => void;
  onRetry: () => void;
}

/** 'Registration Failed' (spec part 1 §2 and §8): Close, Try Again when allowed, Contact Support. */
export function RegistrationFailedDialog({
  open,
  message,
  canRetry,
  rateLimited,
  supportEmail,
  onClose,
  onRetry,
}: RegistrationFailedDialogProps) {
  const { i18n, t } = useLingui();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title={t`Registration Failed`}
      closeLabel={t`Close this message`}
      footer={
        <>
          {supportEmail ? (
            <a
              className={styles.supportLink}
              href={mailtoHref(supportEmail, t`Help with my registration`)}
            >
              <LifeBuoy aria-hidden size={16} />
              <Trans>Contact Support</Trans>
            </a>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          {canRetry ? (
            <Button iconStart={<RotateCcw size={16} />} onClick={onRetry}>
              <Trans>Try Again</Trans>
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.failure}>
        <Alert tone="danger">{registrationWords(i18n, message)}</Alert>
        {rateLimited ? (
          <Alert tone="warning">{registrationWords(i18n, RATE_LIMIT_NOTE)}</Alert>
        ) : null}
      </div>
    </Dialog>
  );
}
