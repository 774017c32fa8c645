import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tile, TileGrid } from './TileGrid';

describe('TileGrid', () => {
  it('is a named list of tiles, busy while refreshing', () => {
    render(
      <TileGrid label="Customers" busy>
        <Tile title={<span>Nimali Perera</span>} actions={<button type="button">Actions</button>}>
          <p>1,200 points</p>
        </Tile>
        <Tile title={<span>Kasun Jayawardena</span>} />
      </TileGrid>,
    );
    const list = screen.getByRole('list', { name: 'Customers' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    const [first] = within(list).getAllByRole('listitem');
    expect(first?.textContent).toContain('1,200 points');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
