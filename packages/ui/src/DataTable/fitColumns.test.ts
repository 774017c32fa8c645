import { describe, expect, it } from 'vitest';
import { fitColumns } from './fitColumns';

const columns = [
  { key: 'name', minWidth: 220 },
  { key: 'email', priority: 4, minWidth: 200 },
  { key: 'type', priority: 2, minWidth: 120 },
  { key: 'joined', priority: 3, minWidth: 110 },
  { key: 'actions', minWidth: 56 },
];

describe('fitColumns', () => {
  it('keeps every column when they fit, or before the table is measured', () => {
    expect([...fitColumns(columns, 2000)]).toHaveLength(5);
    expect([...fitColumns(columns, 0)]).toHaveLength(5);
  });

  it('drops the highest priority number first as the table narrows', () => {
    expect([...fitColumns(columns, 600)]).toEqual(['name', 'type', 'joined', 'actions']);
    expect([...fitColumns(columns, 450)]).toEqual(['name', 'type', 'actions']);
    expect([...fitColumns(columns, 400)]).toEqual(['name', 'type', 'actions']);
  });

  it('never drops a priority-1 column (the name, the actions), however narrow', () => {
    expect([...fitColumns(columns, 390)]).toEqual(['name', 'actions']);
    expect([...fitColumns(columns, 100)]).toEqual(['name', 'actions']);
  });

  it('counts reserved space (the selection column)', () => {
    expect(fitColumns(columns, 706).has('email')).toBe(true);
    expect(fitColumns(columns, 706, 48).has('email')).toBe(false);
  });
});
