import { RATE_LIMIT_NOTE } from '@laundry/domain';
import { Alert, Button, Dialog } from '@laundry/ui';
import { LifeBuoy, RotateCcw } from 'lucide-react';
import { mailtoHref } from '../contactLinks';
import * as styles from './RegistrationWizard.css';

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
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="sm"
      title="Registration Failed"
      closeLabel="Close this message"
      footer={
        <>
          {supportEmail ? (
            <a
              className={styles.supportLink}
              href={mailtoHref(supportEmail, 'Help with my registration')}
            >
              <LifeBuoy aria-hidden size={16} />
              Contact Support
            </a>
          ) : null}
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canRetry ? (
            <Button iconStart={<RotateCcw size={16} />} onClick={onRetry}>
              Try Again
            </Button>
          ) : null}
        </>
      }
    >
      <div className={styles.failure}>
        <Alert tone="danger">{message}</Alert>
        {rateLimited ? <Alert tone="warning">{RATE_LIMIT_NOTE}</Alert> : null}
      </div>
    </Dialog>
  );
}
