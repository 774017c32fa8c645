import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ProgressBar.css';

export interface ProgressBarProps {
  /** Names the bar for screen readers and, unless hidden, above it. */
  label: string;
  hideLabel?: boolean;
  value: number;
  /** 0 by default. */
  min?: number;
  /** 100 by default. */
  max?: number;
  /** The value in words, e.g. '350 of 500 points'; shown at the end of the label row and read out. */
  valueText?: ReactNode;
  tone?: (typeof styles.progressTones)[number];
  size?: (typeof styles.progressSizes)[number];
}

/** How far something has come towards a goal (role progressbar); values outside the range are clamped. */
export function ProgressBar({
  label,
  hideLabel = false,
  value,
  min = 0,
  max = 100,
  valueText,
  tone,
  size,
}: ProgressBarProps) {
  const labelId = useId();
  const span = max - min;
  const clamped = Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));
  const fraction = span > 0 ? (clamped - min) / span : 1;
  const spoken = typeof valueText === 'string' ? valueText : undefined;
  const labelRow =
    !hideLabel || valueText ? (
      <div className={styles.labels}>
        {hideLabel ? (
          <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
        ) : (
          <span id={labelId} className={styles.label}>
            {label}
          </span>
        )}
        {valueText ? (
          <span className={styles.valueText} aria-hidden="true">
            {valueText}
          </span>
        ) : null}
      </div>
    ) : (
      <VisuallyHidden id={labelId}>{label}</VisuallyHidden>
    );
  return (
    <div className={styles.root}>
      {labelRow}
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={clamped}
        aria-valuetext={spoken}
        className={styles.track({ size })}
      >
        <div
          className={styles.fill({ tone })}
          style={assignInlineVars({ [styles.fractionVar]: String(fraction) })}
        />
      </div>
    </div>
  );
}
