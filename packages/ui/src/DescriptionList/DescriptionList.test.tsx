import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DescriptionList } from './DescriptionList';

describe('DescriptionList', () => {
  it('pairs each term with its detail, and shows a dash for what is missing', () => {
    render(
      <DescriptionList
        items={[
          { term: 'Phone', detail: '077-123-4567' },
          { term: 'Email', detail: undefined },
          { term: 'City', detail: '' },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const details = screen.getAllByRole('definition').map((detail) => detail.textContent);
    expect(terms).toEqual(['Phone', 'Email', 'City']);
    expect(details).toEqual(['077-123-4567', '—', '—']);
  });
});
