import { Check } from 'lucide-react';
import * as styles from './WizardSteps.css';

/**
 * The numbered steps of a wizard form: the current one marked for screen readers
 * (`aria-current="step"`), the ones before it ticked.
 */
export function WizardSteps({
  steps,
  current,
}: {
  steps: readonly { step: number; title: string }[];
  current: number;
}) {
  return (
    <ol className={styles.steps} aria-label="Steps">
      {steps.map((item) => {
        const done = item.step < current;
        const here = item.step === current;
        return (
          <li
            key={item.step}
            className={`${styles.item} ${here ? styles.current : ''}`}
            aria-current={here ? 'step' : undefined}
          >
            <span
              className={`${styles.number} ${done ? styles.done : ''} ${here ? styles.numberCurrent : ''}`}
            >
              {done ? <Check size={16} aria-label="done" /> : item.step}
            </span>
            {item.title}
          </li>
        );
      })}
    </ol>
  );
}
