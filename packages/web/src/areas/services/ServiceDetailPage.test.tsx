import { ok } from '@laundry/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { duvetWash, renderServices } from './servicesBackend.test-support';

describe('/services/{id}', () => {
  it("shows the service's identity with Edit, Duplicate and Delete", async () => {
    const { user, router } = renderServices(`/services/${duvetWash._id}`, {
      routes: { [`GET /services/${duvetWash._id}`]: () => ok({ service: duvetWash }) },
    });
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Duvet Wash' },
      { timeout: 8000 },
    );
    const header = heading.closest('header') as HTMLElement;
    expect(within(header).getByText('Active')).toBeVisible();
    expect(within(header).getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      `/services/edit/${duvetWash._id}`,
    );
    await user.click(within(header).getByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services/new'));
    expect(router.state.location.state).toMatchObject({ duplicateFrom: { _id: duvetWash._id } });
  });

  it('deletes after the confirmation and goes back to the list', async () => {
    const { user, router, api } = renderServices(`/services/${duvetWash._id}`, {
      routes: {
        [`GET /services/${duvetWash._id}`]: () => ok({ service: duvetWash }),
        [`DELETE /services/${duvetWash._id}`]: () =>
          ok({ deleted: true }, 'Service deleted successfully'),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Duvet Wash' }, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete service?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/services'));
    expect(api.calls('DELETE', `/services/${duvetWash._id}`)).toHaveLength(1);
  });
});
