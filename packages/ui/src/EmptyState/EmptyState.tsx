import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A button or two: 'Create order', 'Clear filters'. */
  action?: ReactNode;
  icon?: ReactNode;
  /** The heading element of the title; `h3` by default. */
  headingLevel?: 2 | 3 | 4;
}

/** What a list or a panel shows when there is nothing in it yet. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 3,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
