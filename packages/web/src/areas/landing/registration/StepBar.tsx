import { REGISTRATION_STEPS } from '@laundry/domain';
import { VisuallyHidden } from '@laundry/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Check } from 'lucide-react';
import * as styles from './RegistrationWizard.css';

export interface StepBarProps {
  current: number;
  completedSteps: readonly number[];
  /** Whether the wizard lets the visitor jump to a step (the domain's rule). */
  canGoTo: (step: number) => boolean;
  onGoTo: (step: number) => void;
}

/**
 * The five steps, Personal to Review. A step can be clicked when it is at or before the current
 * one, or when the step before it was completed (spec part 1 §2).
 */
const TITLES: Record<number, MessageDescriptor> = {
  1: msg`Personal`,
  2: msg`Contact`,
  3: msg`Address`,
  4: msg`Student`,
  5: msg`Review`,
};

export function StepBar({ current, completedSteps, canGoTo, onGoTo }: StepBarProps) {
  const { i18n, t } = useLingui();
  return (
    <ol className={styles.steps} aria-label={t`Registration steps`}>
      {REGISTRATION_STEPS.map(({ step, title }) => {
        const complete = completedSteps.includes(step) && step !== current;
        const state = step === current ? 'current' : complete ? 'complete' : 'upcoming';
        const reached = step <= current || completedSteps.includes(step - 1);
        return (
          <li key={step} className={styles.stepItem} data-reached={reached ? '' : undefined}>
            <button
              type="button"
              className={styles.stepButton}
              data-state={state}
              aria-current={step === current ? 'step' : undefined}
              disabled={step === current || !canGoTo(step)}
              onClick={() => onGoTo(step)}
            >
              <span className={styles.stepCircle} aria-hidden="true">
                {complete ? <Check size={16} strokeWidth={3} /> : step}
              </span>
              <span className={styles.stepLabel}>
                <VisuallyHidden>{t`Step ${step}:`} </VisuallyHidden>
                {TITLES[step] ? i18n._(TITLES[step]) : title}
                {complete ? <VisuallyHidden> {t`(completed)`}</VisuallyHidden> : null}
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
