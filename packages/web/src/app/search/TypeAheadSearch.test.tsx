import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type TypeAheadQuery, TypeAheadSearch } from './TypeAheadSearch';

const names = ['Nimali Perera', 'Nimal Silva', 'Nimesha Fernando'];

/** Answers at once with the names starting with the (debounced) text. */
function useNames(text: string): TypeAheadQuery<string> {
  const found = names.filter((name) => name.toLowerCase().startsWith(text.trim().toLowerCase()));
  return { data: found, isFetching: false, isSuccess: true, isError: false, error: null };
}

function setup() {
  const onSelect = vi.fn();
  render(
    <TypeAheadSearch
      label="Search"
      autoFocus
      useResults={useNames}
      shouldSearch={(text) => text.trim().length >= 2}
      minLength={2}
      debounceMs={150}
      emptyText="Nobody"
      failureText="Search failed"
      getItemId={(name) => name}
      getItemText={(name) => name}
      onSelect={onSelect}
    >
      {({ nobody, text }) => (nobody ? <p>No one is called “{text}”</p> : null)}
    </TypeAheadSearch>,
  );
  return { user: userEvent.setup(), onSelect, field: screen.getByRole('combobox') };
}

describe('TypeAheadSearch', () => {
  it('has the focus when it appears', () => {
    const { field } = setup();
    expect(field).toHaveFocus();
  });

  it('never lets Enter pick a row found for an earlier text while keys are still typed', async () => {
    const { user, onSelect, field } = setup();
    await user.type(field, 'nim');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    // The answer for 'nime' has not come: no row, so this Enter picks nothing.
    await user.type(field, 'e{Enter}');
    expect(onSelect).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // Enter picks the highlighted (first) row once the answer for the text as typed is in.
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('Nimesha Fernando');
    expect(field).toHaveValue('');
  });

  it('says when the search for the text as typed found nobody', async () => {
    const { user, field } = setup();
    await user.type(field, 'zz');
    expect(await screen.findByText('No one is called “zz”')).toBeVisible();
  });
});
