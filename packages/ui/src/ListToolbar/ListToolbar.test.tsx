import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SearchField } from '../SearchField/SearchField';
import { Select } from '../Select/Select';
import { ListToolbar } from './ListToolbar';

describe('ListToolbar', () => {
  it('is a named search landmark holding the search and each filter', () => {
    render(
      <ListToolbar
        label="Search and filter users"
        search={<SearchField label="Search users" hideLabel={false} />}
      >
        <Select label="Role" options={[{ value: 'all', label: 'All roles' }]} value="all" />
        <Select label="Status" options={[{ value: 'all', label: 'All' }]} value="all" />
      </ListToolbar>,
    );
    // A <search> element is the search landmark (the test library's role table predates it).
    const landmark = screen.getByLabelText('Search and filter users');
    expect(landmark.tagName).toBe('SEARCH');
    expect(landmark.children).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toBeVisible();
  });

  it('gives each filter of a fragment its own cell', () => {
    render(
      <ListToolbar label="Search and filter users" search={<SearchField label="Search users" />}>
        {/* biome-ignore lint/complexity/noUselessFragments: a fragment of filters is what this test is about */}
        <>
          <Select label="Role" options={[{ value: 'all', label: 'All roles' }]} value="all" />
          <Select label="Status" options={[{ value: 'all', label: 'All' }]} value="all" />
        </>
        <Select label="Sort by" options={[{ value: 'new', label: 'Newest' }]} value="new" />
      </ListToolbar>,
    );
    expect(screen.getByLabelText('Search and filter users').children).toHaveLength(4);
  });
});
