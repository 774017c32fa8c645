import { Button } from '@laundry/ui';
import * as styles from './orderForm.css';

export const SAVE_SHORTCUT = 'Ctrl+Enter';

/**
 * Back, Continue and the save button (offered from step 2: most counter orders need no pickup or
 * delivery), with the keyboard hint. Continue and step 3's save submit the form; Enter does too.
 */
export function OrderFormActions({
  step,
  busy,
  saveLabel,
  onBack,
  onSave,
}: {
  step: 1 | 2 | 3;
  busy: boolean;
  saveLabel: string;
  onBack: () => void;
  onSave: () => void;
}) {
  return (
    <>
      <div className={styles.actions}>
        <Button variant="secondary" disabled={step === 1 || busy} onClick={onBack}>
          Back
        </Button>
        <div className={styles.actionsEnd}>
          {step < 3 ? (
            <Button type="submit" variant={step === 2 ? 'secondary' : 'primary'} disabled={busy}>
              Continue
            </Button>
          ) : null}
          {step > 1 ? (
            <Button
              type={step === 3 ? 'submit' : 'button'}
              loading={busy}
              onClick={step === 3 ? undefined : onSave}
              aria-keyshortcuts="Control+Enter"
            >
              {saveLabel}
            </Button>
          ) : null}
        </div>
      </div>
      <p className={styles.shortcut}>
        <kbd className={styles.kbd}>{SAVE_SHORTCUT}</kbd> saves the order from any step
        {step < 3 ? (
          <>
            {' · '}
            <kbd className={styles.kbd}>Enter</kbd> continues
          </>
        ) : null}
      </p>
    </>
  );
}
