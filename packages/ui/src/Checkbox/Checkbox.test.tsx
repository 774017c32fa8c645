import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox';

function Controlled() {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Checkbox label="Student" checked={checked} onCheckedChange={setChecked} />
      <output>{checked ? 'student' : 'not a student'}</output>
    </>
  );
}

describe('Checkbox', () => {
  it('reports a boolean when clicked, on the box or on its label', async () => {
    const user = userEvent.setup();
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveAttribute('aria-checked', 'false');

    await user.click(box);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect(box).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByText('Remember me'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('checkbox', { name: 'Student' }));
    expect(screen.getByText('student')).toBeVisible();
  });

  it('checks an indeterminate box when clicked', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="All rows" checked="indeterminate" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'All rows' });
    expect(box).toHaveAttribute('aria-checked', 'mixed');
    await userEvent.setup().click(box);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('does nothing when disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Off" disabled onCheckedChange={onCheckedChange} />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Off' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
