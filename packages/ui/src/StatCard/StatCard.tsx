import { ArrowDownRight, ArrowRight, ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './StatCard.css';

export type TrendDirection = (typeof styles.trendDirections)[number];

export interface StatTrend {
  /** The figure as shown, e.g. '+12%'. */
  value: string;
  /** Read from the sign of `value` when left out. */
  direction?: TrendDirection;
}

export interface StatCardProps {
  label: ReactNode;
  value: ReactNode;
  /** A line under the value, e.g. '4 orders today' or 'vs last month'. */
  hint?: ReactNode;
  trend?: StatTrend | string;
  icon?: ReactNode;
  tone?: (typeof styles.statTones)[number];
  /** Makes the card a button (e.g. to filter a list by it). */
  onClick?: () => void;
  /** Marks a clickable card as the current filter (aria-pressed). */
  active?: boolean;
  loading?: boolean;
}

function directionOf(value: string): TrendDirection {
  const first = value.trim().charAt(0);
  if (first === '+') return 'up';
  if (first === '-' || first === '−') return 'down';
  return 'flat';
}

const trendIcons: Record<TrendDirection, ReactNode> = {
  up: <ArrowUpRight aria-hidden="true" />,
  down: <ArrowDownRight aria-hidden="true" />,
  flat: <ArrowRight aria-hidden="true" />,
};

/** A key figure with its label, an icon and an optional trend. */
export function StatCard({
  label,
  value,
  hint,
  trend,
  icon,
  tone,
  onClick,
  active,
  loading = false,
}: StatCardProps) {
  const shownTrend = typeof trend === 'string' ? { value: trend } : trend;
  const direction = shownTrend ? (shownTrend.direction ?? directionOf(shownTrend.value)) : 'flat';
  const content = (
    <>
      <span className={styles.top}>
        <span className={styles.label}>{label}</span>
        {icon ? (
          <span className={styles.icon({ tone })} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </span>
      <span className={styles.value}>{loading ? <Skeleton width="55%" height={28} /> : value}</span>
      {shownTrend || hint ? (
        <span className={styles.bottom}>
          {shownTrend ? (
            <span className={styles.trend({ direction })}>
              {trendIcons[direction]}
              {shownTrend.value}
            </span>
          ) : null}
          {hint ? <span>{hint}</span> : null}
        </span>
      ) : null}
    </>
  );
  if (onClick) {
    return (
      <button
        type="button"
        className={styles.root}
        onClick={onClick}
        aria-pressed={active === undefined ? undefined : active}
        aria-busy={loading || undefined}
      >
        {content}
      </button>
    );
  }
  return (
    <div className={styles.root} aria-busy={loading || undefined}>
      {content}
    </div>
  );
}
