import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { DropdownMenu } from '../DropdownMenu/DropdownMenu';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

/** A dialog opened from a menu item, as the lists' row actions do. */
function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger asChild>
          <Button>Actions</Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content>
          <DropdownMenu.Item onSelect={() => setOpen(true)}>Change password</DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      <Dialog open={open} onOpenChange={setOpen} title="Change password">
        <TextField label="New password" />
      </Dialog>
    </>
  );
}

/** A confirmation opened over a dialog, as the payment dialog's cancel does. */
function Stacked() {
  const [inner, setInner] = useState(false);
  return (
    <Dialog title="Payment" trigger={<Button>Pay</Button>}>
      <Dialog
        open={inner}
        onOpenChange={setInner}
        title="Confirm"
        trigger={<Button>Confirm</Button>}
      />
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, is named by its title and closes with the close button', async () => {
    const user = userEvent.setup();
    render(
      <Dialog
        title="Account Settings"
        description="Update your profile."
        trigger={<Button>Open settings</Button>}
      >
        <TextField label="Full Name" />
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Open settings' }));
    const dialog = screen.getByRole('dialog', { name: 'Account Settings' });
    expect(dialog).toHaveAccessibleDescription('Update your profile.');
    // Focus moves into the dialog, to its first field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full Name')));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and reports it', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(<Dialog open title="Receipt" onOpenChange={(open) => changes.push(open)} />);
    expect(screen.getByRole('dialog', { name: 'Receipt' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(changes).toEqual([false]);
  });

  it('cannot be dismissed while not dismissible', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(
      <Dialog
        open
        dismissible={false}
        title="Processing"
        onOpenChange={(open) => changes.push(open)}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(changes).toEqual([]);
  });

  it('gives focus back to the menu button that opened it from a menu item', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Change password' }));
    await screen.findByRole('dialog', { name: 'Change password' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Actions' })),
    );
  });
  it('stops the page scrolling while open, until the last of two stacked modals closes', async () => {
    const user = userEvent.setup();
    const html = document.documentElement;
    render(<Stacked />);
    expect(html).not.toHaveAttribute('data-modal-open');

    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(html).toHaveAttribute('data-modal-open');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).toBeNull());
    // The payment dialog is still open over the page.
    expect(html).toHaveAttribute('data-modal-open');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(html).not.toHaveAttribute('data-modal-open');
  });
});
