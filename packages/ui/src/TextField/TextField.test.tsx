import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField';

describe('TextField', () => {
  it('labels the input and passes input props through', async () => {
    const onChange = vi.fn();
    render(<TextField label="Full Name" name="fullName" onChange={onChange} />);
    const input = screen.getByLabelText('Full Name');
    expect(input).toHaveAttribute('name', 'fullName');
    await userEvent.setup().type(input, 'Ann');
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('is valid and undescribed without hint or error', () => {
    render(<TextField label="Email" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('keeps a given id', () => {
    render(<TextField label="Phone" id="phone" hint="10-15 digits" />);
    const input = screen.getByLabelText('Phone');
    expect(input.id).toBe('phone');
    expect(input).toHaveAttribute('aria-describedby', 'phone-hint');
  });
});
