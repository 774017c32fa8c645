import type { ReactNode } from 'react';
import {
  badge,
  type badgeSizes,
  type badgeTones,
  dot as dotClass,
  icon as iconClass,
  label,
} from './Badge.css';

export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  tone?: BadgeTone;
  size?: (typeof badgeSizes)[number];
  /** A small dot in the badge's colour before the text (statuses). */
  dot?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

/** A short status or category label in one of the theme's tones. */
export function Badge({ tone, size, dot = false, icon, children }: BadgeProps) {
  return (
    <span className={badge({ tone, size })}>
      {dot ? <span className={dotClass} aria-hidden="true" /> : null}
      {icon && !dot ? (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={label}>{children}</span>
    </span>
  );
}
