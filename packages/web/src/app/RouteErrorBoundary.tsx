import { Alert, Button, Inline, Stack } from '@laundry/ui';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router';
import { errorMessage, errorStatus } from './errors';
import * as styles from './RouteErrorBoundary.css';
import { signInPath } from './returnTo';

interface ErrorView {
  title: string;
  message: string;
  actions: ReactNode;
}

function reload() {
  window.location.reload();
}

/** A lazy chunk that no longer exists on the server: the app was updated while open. */
function isStaleChunk(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  return errorStatus(error);
}

/** One handler per status; every message goes through the one errorMessage path. */
function describe(error: unknown, location: ReturnType<typeof useLocation>): ErrorView {
  const status = statusOf(error);
  const home = (
    <Button asChild variant="secondary">
      <Link to="/dashboard">Go to dashboard</Link>
    </Button>
  );
  if (status === 401) {
    return {
      title: 'Your session has ended',
      message: 'Please sign in again to continue.',
      actions: (
        <Button asChild>
          {/* A full load: the sign-in page is a page of its own (login.html). */}
          <a href={signInPath(location)}>Sign in</a>
        </Button>
      ),
    };
  }
  if (status === 403) {
    return {
      title: 'Not allowed',
      message: errorMessage(error, 'Your account does not have access to this page.'),
      actions: home,
    };
  }
  if (status === 404) {
    return {
      title: 'Not found',
      message: errorMessage(error, 'What you were looking for does not exist or has been deleted.'),
      actions: home,
    };
  }
  if (isStaleChunk(error)) {
    return {
      title: 'A new version is available',
      message: 'The app was updated while this page was open. Reload to continue.',
      actions: <Button onClick={reload}>Reload</Button>,
    };
  }
  return {
    title: 'Something went wrong',
    message: errorMessage(error, 'An unexpected error occurred. Please try again.'),
    actions: (
      <>
        <Button onClick={reload}>Try again</Button>
        {home}
      </>
    ),
  };
}

/** The app's one error boundary (react-router's route ErrorBoundary). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const view = describe(error, location);
  if (!isRouteErrorResponse(error) && errorStatus(error) === 0) console.error(error);
  return (
    <div className={styles.page}>
      <div className={styles.panel}>
        <Stack gap="md">
          <Alert tone="danger" title={view.title}>
            {view.message}
          </Alert>
          <Inline gap="sm">{view.actions}</Inline>
        </Stack>
      </div>
    </div>
  );
}
