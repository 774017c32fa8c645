import { formatClock } from '@laundry/domain';
import { useEffect, useState } from 'react';
import { useBusinessTimeZone } from '../app/businessTimeZone';
import * as styles from './shell.css';

/** The header clock: 12-hour hours and minutes, ticking every second (spec part 1 §9). */
export function LiveClock() {
  const [now, setNow] = useState(() => new Date());
  const timeZone = useBusinessTimeZone();
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <time className={styles.clock} dateTime={now.toISOString()}>
      {formatClock(now, timeZone)}
    </time>
  );
}
