import { createFakeBackend, fail, makeUser, ok } from '@laundry/api-client/testing';
import type { MessageSettings } from '@laundry/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';

/** The outbox's Settings tab over a fake API keeping the settings; `refusal` answers each save. */
function setup(refusal?: ReturnType<typeof fail>, loads: ReturnType<typeof fail>[] = []) {
  let settings: MessageSettings = { onCreated: false, onPaid: true };
  const saves: unknown[] = [];
  const api = createFakeBackend({
    handlers: {
      'GET /outbox': () =>
        ok({
          messages: [],
          pagination: {
            currentPage: 1,
            totalPages: 1,
            hasNext: false,
            hasPrev: false,
            totalMessages: 0,
          },
        }),
      'GET /settings/messages': () => loads.shift() ?? ok({ settings }),
      'PUT /settings/messages': ({ body }) => {
        saves.push(body);
        if (refusal) return refusal;
        settings = body as MessageSettings;
        return ok({ settings }, 'Message settings saved');
      },
    },
  });
  const rendered = renderApp({ path: '/outbox?tab=settings', signedInAs: makeUser('admin'), api });
  return { ...rendered, saves };
}

const taken = () =>
  screen.findByRole('switch', { name: 'When an order is taken' }, { timeout: 8000 });

describe('Message settings', () => {
  it('saves each switch as it changes, with the other as it was', async () => {
    const { user, saves } = setup();
    const onCreated = await taken();
    expect(onCreated).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'When an order is paid in full' })).toBeChecked();
    await user.click(onCreated);
    expect(await screen.findByText('Message settings saved')).toBeVisible();
    expect(saves).toEqual([{ onCreated: true, onPaid: true }]);
    expect(onCreated).toBeChecked();
  });

  it("shows the server's refusal under the switch it names and keeps the saved state", async () => {
    const { user } = setup(fail(400, 'onCreated must be true or false', 'onCreated'));
    const onCreated = await taken();
    await user.click(onCreated);
    expect(await screen.findAllByText('onCreated must be true or false')).toHaveLength(1);
    await waitFor(() => expect(onCreated).toHaveAttribute('aria-invalid', 'true'));
    expect(onCreated).toHaveAccessibleDescription(/onCreated must be true or false/);
    expect(onCreated).not.toBeChecked();
  });

  it('toasts a failure that names no switch', async () => {
    const { user } = setup(fail(500, 'The database is not answering'));
    await user.click(await taken());
    expect(await screen.findByText('The database is not answering')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'When an order is taken' })).not.toBeChecked();
  });

  it('says when the settings cannot be read, and Try Again reads them again', async () => {
    const { user } = setup(undefined, [fail(403, 'The settings are not answering')]);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
      'The settings are not answering',
    );
    expect(screen.queryByRole('switch')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await taken()).not.toBeChecked();
  });
});
