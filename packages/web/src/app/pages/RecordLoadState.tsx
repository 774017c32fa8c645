import { isApiError } from '@laundry/api-client';
import { Button, EmptyState, Spinner } from '@laundry/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../errors';
import * as styles from './page.css';

/** An id the server does not know, or that is no id at all (400 on `id`), is missing. */
export function isMissingRecord(error: unknown): boolean {
  return (
    errorStatus(error) === 404 ||
    (errorStatus(error) === 400 && isApiError(error) && error.field === 'id')
  );
}

/** While a detail or form page loads its record. */
export function RecordLoading({ label }: { label: string }) {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" label={label} />
    </div>
  );
}

export interface RecordLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  icon: ReactNode;
  /** The way back to the list. */
  back: { to: string; label: string };
  /** What a missing record says: its title ('Customer not found') and, optionally, a line. */
  notFound: { title: string; description?: string };
  /** What a failed load says: its title, and the text when the server gave none. */
  failure: { title: string; fallback: string };
}

/** A record that could not be shown: missing (with the way back) or failed (and Try Again). */
export function RecordLoadError({
  error,
  onRetry,
  icon,
  back,
  notFound,
  failure,
}: RecordLoadErrorProps) {
  const missing = isMissingRecord(error);
  return (
    <div className={styles.centered}>
      <EmptyState
        icon={icon}
        headingLevel={2}
        title={missing ? notFound.title : failure.title}
        description={missing ? notFound.description : errorMessage(error, failure.fallback)}
        action={
          <>
            <Button asChild variant="secondary" iconStart={<ArrowLeft />}>
              <Link to={back.to}>{back.label}</Link>
            </Button>
            {missing ? null : <Button onClick={onRetry}>Try Again</Button>}
          </>
        }
      />
    </div>
  );
}
