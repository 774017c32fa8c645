import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import { dayText, parseDayText } from './dayText';

function Controlled(props: {
  initial?: string;
  onValueChange?: (value: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <>
      <DateInput
        label="Pickup date"
        value={value}
        today="2026-03-02"
        {...(props.min ? { min: props.min } : {})}
        {...(props.max ? { max: props.max } : {})}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('day text', () => {
  it('reads day first, whatever the separator, and refuses days the calendar lacks', () => {
    expect(parseDayText('02/03/2026')).toBe('2026-03-02');
    expect(parseDayText('2-3-2026')).toBe('2026-03-02');
    expect(parseDayText('2.3.2026')).toBe('2026-03-02');
    expect(parseDayText('02032026')).toBe('2026-03-02');
    expect(parseDayText('31/02/2026')).toBeNull();
    expect(parseDayText('13/13/2026')).toBeNull();
    expect(parseDayText('2026-03-02')).toBeNull();
    expect(parseDayText('02/03/26')).toBeNull();
    expect(dayText('2026-03-02')).toBe('02/03/2026');
    expect(dayText('nonsense')).toBe('');
  });
});

describe('DateInput', () => {
  it('shows the day first and is labelled with its format for a screen reader', () => {
    render(<Controlled initial="2026-03-02" />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    expect(input).toHaveValue('02/03/2026');
    expect(input).toHaveAccessibleDescription('Day first: dd/mm/yyyy');
    expect(input).toHaveAttribute('inputmode', 'numeric');
  });

  it('gives the day typed day first, and nothing while it is incomplete', async () => {
    const onValueChange = vi.fn();
    render(<Controlled onValueChange={onValueChange} />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    await userEvent.setup().type(input, '03/02/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-02-03');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-02-03');
    expect(onValueChange).toHaveBeenCalledTimes(1);
  });

  it('says a typed text is no date when the field is left, and forgets the old day', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-03-02" />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    await user.clear(input);
    await user.type(input, '31/02/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Day first: dd/mm/yyyy Enter a date as dd/mm/yyyy');
    expect(input).toHaveValue('31/02/2026');
  });

  it('moves a day with the arrow keys and a month with Page Up, within min and max', async () => {
    const user = userEvent.setup();
    render(<Controlled initial="2026-03-02" min="2026-03-01" max="2026-03-20" />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    await user.click(input);
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveValue('03/03/2026');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input).toHaveValue('01/03/2026');
    await user.keyboard('{PageUp}');
    expect(input).toHaveValue('20/03/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-20');
  });

  it('starts the arrow keys from today on an empty field', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByRole('textbox', { name: 'Pickup date' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-03-02');
  });

  it('says a typed day outside the range is not allowed', async () => {
    const user = userEvent.setup();
    render(<Controlled min="2026-03-01" />);
    const input = screen.getByRole('textbox', { name: 'Pickup date' });
    await user.type(input, '28/02/2026');
    expect(input).toHaveAccessibleDescription(
      'Day first: dd/mm/yyyy Date cannot be before 01/03/2026',
    );
  });
});
