import { ORDER_FORM_STEPS } from '@laundry/domain';
import { Heading, Text } from '@laundry/ui';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { WizardSteps } from '../../../app/forms/WizardSteps';
import * as styles from './orderForm.css';

/** The order form's page: the way back, its title, the steps, the form and the price beside it. */
export function OrderFormLayout({
  title,
  description,
  step,
  aside,
  children,
}: {
  title: string;
  description: string;
  step: 1 | 2 | 3;
  /** Beside the form on a wide screen, below it on a phone: the live price. */
  aside: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <title>{title}</title>
      <Link className={styles.back} to="/orders">
        <ArrowLeft size={16} /> Back to Orders
      </Link>
      <header className={styles.header}>
        <Heading level={1}>{title}</Heading>
        <Text tone="muted">{description}</Text>
      </header>
      <WizardSteps steps={ORDER_FORM_STEPS} current={step} />
      <div className={styles.layout}>
        {children}
        {aside}
      </div>
    </div>
  );
}
