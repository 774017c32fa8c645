import {
  addDays,
  calendarDate,
  instantOfWallClock,
  ORDER_LIMITS,
  wallClockTime,
} from '@laundry/domain';
import { DateInput, TextField } from '@laundry/ui';
import { useState } from 'react';
import { useBusinessTimeZone } from '../../../app/businessTimeZone';
import * as styles from './orderForm.css';

/** A day chosen without a time yet: the shop's morning round. */
const DEFAULT_TIME = '09:00';

/**
 * A pickup or delivery date and time, typed day first in the shop's zone. It gives the form the
 * instant (ISO) once the day and the time are both there, and '' while either is missing.
 */
export function ScheduleField({
  label,
  value,
  error,
  onChange,
}: {
  label: 'Pickup' | 'Delivery';
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const timeZone = useBusinessTimeZone();
  const [parts, setParts] = useState(() =>
    value ? wallClockTime(value, timeZone) : { day: '', time: '' },
  );
  // A date the order already had may have passed: it is kept, so only a new one must be ahead.
  const [keptDay] = useState(parts.day);
  const today = calendarDate(new Date(), timeZone);
  const update = (next: { day: string; time: string }) => {
    setParts(next);
    const instant = next.day ? instantOfWallClock(next.day, next.time, timeZone) : null;
    onChange(instant ? instant.toISOString() : '');
  };
  return (
    <div className={styles.grid}>
      <DateInput
        label={`${label} date`}
        value={parts.day}
        today={today}
        min={keptDay && parts.day === keptDay ? undefined : today}
        max={addDays(today, ORDER_LIMITS.maxScheduleDays)}
        error={error}
        onValueChange={(day) => update({ day, time: parts.time || (day ? DEFAULT_TIME : '') })}
      />
      <TextField
        label={`${label} time`}
        type="time"
        step={300}
        value={parts.time}
        onChange={(event) => update({ ...parts, time: event.target.value })}
      />
    </div>
  );
}
