import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UserLoadError } from './UserLoadState';

function renderFailure(error: unknown) {
  const router = createMemoryRouter([
    { path: '/', element: <UserLoadError error={error} onRetry={() => undefined} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('UserLoadError', () => {
  it("says 'Failed to fetch user' under its title when the failure carries no message", () => {
    renderFailure(new TypeError('Cannot read properties of undefined'));
    expect(screen.getByText('Failed to load user details')).toBeVisible();
    expect(screen.getByText('Failed to fetch user')).toBeVisible();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
  });

  it("shows the failure's own message when it has one", () => {
    renderFailure(new Error('The server failed to answer (503). Please try again.'));
    expect(screen.getByText('The server failed to answer (503). Please try again.')).toBeVisible();
  });
});
