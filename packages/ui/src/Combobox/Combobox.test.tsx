import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox } from './Combobox';

interface Person {
  id: string;
  name: string;
}

const people: Person[] = [
  { id: 'a', name: 'Nimali Perera' },
  { id: 'b', name: 'Nimal Silva' },
  { id: 'c', name: 'Nimesh Fernando' },
];

function Search({
  onSelect,
  loading = false,
  minLength = 2,
}: {
  onSelect: (person: Person) => void;
  loading?: boolean;
  minLength?: number;
}) {
  const [text, setText] = useState('');
  const items = text.trim()
    ? people.filter((person) => person.name.toLowerCase().includes(text.trim().toLowerCase()))
    : [];
  return (
    <Combobox
      label="Find a person"
      inputValue={text}
      onInputValueChange={setText}
      items={loading ? [] : items}
      loading={loading}
      getItemId={(person) => person.id}
      getItemText={(person) => person.name}
      onSelect={onSelect}
      emptyText="Nobody found"
      minLength={minLength}
    />
  );
}

describe('Combobox', () => {
  it('suggests from the minimum length on and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} />);
    const input = screen.getByRole('combobox', { name: 'Find a person' });

    await user.type(input, 'n');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.type(input, 'im');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByText('3 results available')).toBeVisible();

    // The first suggestion starts highlighted; arrows move and wrap.
    const first = within(listbox).getByRole('option', { name: 'Nimali Perera' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    await user.keyboard('{ArrowDown}');
    expect(
      within(listbox).getByRole('option', { name: 'Nimal Silva' }).getAttribute('aria-selected'),
    ).toBe('true');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(
      within(listbox)
        .getByRole('option', { name: 'Nimesh Fernando' })
        .getAttribute('aria-selected'),
    ).toBe('true');

    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(people[2]);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with a click, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Search onSelect={onSelect} minLength={1} />);
    const input = screen.getByRole('combobox', { name: 'Find a person' });

    await user.type(input, 'silva');
    await user.click(screen.getByRole('option', { name: 'Nimal Silva' }));
    expect(onSelect).toHaveBeenCalledWith(people[1]);

    await user.clear(input);
    await user.type(input, 'zz');
    expect(screen.getByText('Nobody found')).toBeVisible();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('closes on Escape, then clears the text', async () => {
    const user = userEvent.setup();
    render(<Search onSelect={vi.fn()} />);
    const input = screen.getByRole('combobox', { name: 'Find a person' }) as HTMLInputElement;

    await user.type(input, 'nim');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input.value).toBe('nim');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}{Escape}');
    expect(input.value).toBe('');
  });

  it('shows that it is searching', async () => {
    const user = userEvent.setup();
    render(<Search onSelect={vi.fn()} loading />);
    await user.type(screen.getByRole('combobox'), 'nim');
    expect(screen.getByText('Searching...')).toBeVisible();
    expect(screen.queryByText('Nobody found')).toBeNull();
  });
  it('takes the focus when it appears with autoFocus, marked for the app', () => {
    render(
      <Combobox
        label="Find a person"
        autoFocus
        inputValue=""
        onInputValueChange={() => {}}
        items={[]}
        getItemId={() => ''}
        getItemText={() => ''}
        onSelect={() => {}}
      />,
    );
    const input = screen.getByRole('combobox', { name: 'Find a person' });
    expect(document.activeElement).toBe(input);
    expect(input.hasAttribute('data-autofocus')).toBe(true);
  });
});
