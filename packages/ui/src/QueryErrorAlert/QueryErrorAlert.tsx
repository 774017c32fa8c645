import type { ReactNode } from 'react';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import * as styles from './QueryErrorAlert.css';

export interface QueryErrorAlertProps {
  /** What failed, in the user's words: the server's message or the screen's 'Failed to …'. */
  message: ReactNode;
  /** A heading above the message, where the screen names what failed ('Failed to load…'). */
  title?: string;
  onRetry: () => void;
  /** True while the retry runs: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  retryLabel?: string;
}

/** A load that failed, with the one way out: Try Again. Announced (role alert). */
export function QueryErrorAlert({
  message,
  title,
  onRetry,
  retrying = false,
  retryLabel = 'Try Again',
}: QueryErrorAlertProps) {
  return (
    <div className={styles.root}>
      <Alert
        tone="danger"
        {...(title ? { title } : {})}
        action={
          <Button size="sm" variant="secondary" loading={retrying} onClick={onRetry}>
            {retryLabel}
          </Button>
        }
      >
        {message}
      </Alert>
    </div>
  );
}
