import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog } from './Dialog';

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
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    // Focus moves into the dialog, to its first field.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Full Name')));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes on Escape and reports it', async () => {
    const user = userEvent.setup();
    const changes: boolean[] = [];
    render(<Dialog open title="Receipt" onOpenChange={(open) => changes.push(open)} />);
    expect(screen.getByRole('dialog', { name: 'Receipt' })).toBeTruthy();
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
});
