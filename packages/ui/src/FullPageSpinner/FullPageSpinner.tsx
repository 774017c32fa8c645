import { Spinner } from '../Spinner/Spinner';
import { page } from './FullPageSpinner.css';

export interface FullPageSpinnerProps {
  /** Shown under the spinner, e.g. 'Authenticating...'. */
  label: string;
}

/** Fills the viewport while the app cannot show anything else yet. */
export function FullPageSpinner({ label }: FullPageSpinnerProps) {
  return (
    <div className={page} role="status" aria-live="polite">
      <Spinner size="lg" />
      <span>{label}</span>
    </div>
  );
}
