import { Text } from '@laundry/ui';
import type { ReactNode } from 'react';
import * as styles from './search.css';

/** One row of a search's suggestions: the avatar, the name over a muted line, the badges. */
export function SearchResult({
  avatar,
  name,
  detail,
  meta,
}: {
  avatar: ReactNode;
  name: string;
  detail: ReactNode;
  meta?: ReactNode;
}) {
  return (
    <span className={styles.result}>
      {avatar}
      <span className={styles.resultText}>
        <Text weight="medium" truncate>
          {name}
        </Text>
        <span className={styles.muted}>{detail}</span>
      </span>
      {meta ? <span className={styles.resultMeta}>{meta}</span> : null}
    </span>
  );
}

/** A search found nothing: what to say, and what to try. */
export function NoResults({ title, hint }: { title: string; hint: string }) {
  return (
    <span className={styles.resultText}>
      <Text weight="medium">{title}</Text>
      <span className={styles.muted}>{hint}</span>
    </span>
  );
}
