import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { spinner, type spinnerSizes, type spinnerTones, status, track } from './Spinner.css';

export interface SpinnerProps {
  /** Read out to screen readers (role status). Without it the spinner is decorative. */
  label?: string;
  size?: (typeof spinnerSizes)[number];
  tone?: (typeof spinnerTones)[number];
}

export function Spinner({ label, size, tone }: SpinnerProps) {
  const svg = (
    <svg className={spinner({ size, tone })} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="3" />
      <path
        d="M21.5 12A9.5 9.5 0 0 0 12 2.5"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status" className={status}>
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
