import { checkStudentId, STUDENT_DISCOUNT_PERCENT } from '@laundry/domain';
import { Alert } from '@laundry/ui';
import { CircleAlert, CircleDashed } from 'lucide-react';
import * as styles from './StudentIdStatus.css';

/**
 * The live student ID indicator of the customer form (spec part 1 §5 'Student ID checker') and,
 * when the ID is valid, the student discount banner.
 */
export function StudentIdStatus({
  id,
  value,
  institution,
  hideEmpty = false,
}: {
  id: string;
  value: string | undefined;
  institution: string | undefined;
  /** The form already says the ID is missing. */
  hideEmpty?: boolean;
}) {
  const check = checkStudentId(value, institution);
  const tone =
    check.status === 'valid' ? 'valid' : check.status === 'invalid' ? 'invalid' : 'pending';
  const Icon = check.status === 'invalid' ? CircleAlert : CircleDashed;
  const hidden = hideEmpty && check.status === 'empty';
  return (
    <div className={styles.root}>
      <p id={id} className={styles.status[tone]} aria-live="polite" hidden={hidden}>
        {hidden ? null : (
          <>
            {/* The valid message carries its own ✓. */}
            {check.valid ? null : <Icon aria-hidden size={16} className={styles.icon} />}
            <span>
              {check.message}
              {check.status === 'short' ? ` ${check.progress}` : null}
            </span>
          </>
        )}
      </p>
      {check.valid ? (
        <Alert tone="success" title="Student Discount Eligible!">
          This customer will receive a {STUDENT_DISCOUNT_PERCENT}% discount on all orders
        </Alert>
      ) : null}
    </div>
  );
}
