import { type ListView, listViews, media, useMediaQuery } from '@laundry/ui';
import { useSearchParams } from 'react-router';

/**
 * A list's table or cards, kept in the address (`?view=`) once chosen. Without a choice phones
 * get the cards and wider screens the table; a choice is always written, so choosing the table
 * on a phone sticks.
 */
export function useListView() {
  const wide = useMediaQuery(media.tablet);
  const [params, setParams] = useSearchParams();
  const chosen = listViews.find((view) => view === params.get('view'));
  const view: ListView = chosen ?? (wide ? 'table' : 'grid');
  const setView = (next: ListView) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      out.set('view', next);
      return out;
    });
  return [view, setView] as const;
}
