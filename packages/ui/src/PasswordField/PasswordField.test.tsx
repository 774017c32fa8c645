import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('hides the password until asked, and says what the toggle will do', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" defaultValue="demo1234" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveProperty('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveProperty('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveProperty('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeVisible();
  });

  it('ties the error and the hint to the input', () => {
    render(<PasswordField label="New Password" hint="At least 6 characters" error="Too short" />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['At least 6 characters', 'Too short']);
  });

  it('gives the ref to the input, as react-hook-form needs', () => {
    let element: HTMLInputElement | null = null;
    render(
      <PasswordField
        label="Password"
        ref={(node) => {
          element = node;
        }}
      />,
    );
    expect(element).toBe(screen.getByLabelText('Password'));
  });
});
