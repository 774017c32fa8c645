import { Alert, Button } from '@laundry/ui';
import { Component, type ReactNode } from 'react';
import { errorMessage } from '../../../app/errors';

/**
 * The order form's own error boundary (issue 37): a fault while the form draws shows here, not
 * on the app's page (whose Try again reloads, and a reload starts a new order clean). Try again
 * draws the form anew, and the form opens the order kept under its history entry
 * (`orderDrafts`) where it was left: customer, lines, step.
 */
export class OrderFormBoundary extends Component<
  { children: ReactNode },
  { error: unknown; attempt: number }
> {
  override state = { error: null as unknown, attempt: 0 };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    const { error, attempt } = this.state;
    if (error) {
      return (
        <Alert
          tone="danger"
          title="Something went wrong"
          action={
            <Button onClick={() => this.setState({ error: null, attempt: attempt + 1 })}>
              Try again
            </Button>
          }
        >
          {errorMessage(error, 'An unexpected error occurred.')} The order is kept: Try again opens
          it where you left it.
        </Alert>
      );
    }
    return <div key={attempt}>{this.props.children}</div>;
  }
}
