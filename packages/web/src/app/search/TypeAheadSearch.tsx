import { Combobox, type ComboboxProps } from '@laundry/ui';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../errors';
import { useDebounced } from '../useDebounced';

/** What a type-ahead reads of its search query (a TanStack query of the debounced text). */
export interface TypeAheadQuery<Item> {
  data: readonly Item[] | undefined;
  isFetching: boolean;
  isSuccess: boolean;
  isError: boolean;
  error: unknown;
}

/** What the field knows of its search, for what shows beside it (an "Add customer" offer). */
export interface TypeAheadState {
  /** The text as typed. */
  text: string;
  /** The search for the text as typed answered, and found nobody. */
  nobody: boolean;
  /** Empties the field. */
  clear: () => void;
}

export interface TypeAheadSearchProps<Item>
  extends Omit<
    ComboboxProps<Item>,
    'inputValue' | 'onInputValueChange' | 'items' | 'loading' | 'minLength' | 'emptyText'
  > {
  /** The query for a (debounced) text; asked only when `shouldSearch` says so. */
  useResults: (text: string) => TypeAheadQuery<Item>;
  shouldSearch: (text: string) => boolean;
  /** The shortest text that searches, for the list to open at all. */
  minLength: number;
  debounceMs: number;
  /** When the search found nothing. */
  emptyText: ReactNode;
  /**
   * What shows beside the field says "nobody" itself (an "Add customer" offer): the list stays
   * closed then, so its "No … found" never covers that offer (issue 37).
   */
  nobodyBeside?: boolean;
  /** When the search failed and its failure carries no message. */
  failureText: string;
  /** What shows under the field, knowing the search. */
  children?: (state: TypeAheadState) => ReactNode;
}

/**
 * A search box whose suggestions come from the server as the text is typed (the kit's Combobox,
 * debounced). Keys typed while an answer is on its way: until the answer for the text as it is
 * now has come, the list shows 'loading' and no rows, so Enter never picks a row found for an
 * earlier text. Enter picks the highlighted row (the first when the list opens); choosing one
 * empties the field for the next search.
 */
export function TypeAheadSearch<Item>({
  useResults,
  shouldSearch,
  debounceMs,
  emptyText,
  failureText,
  onSelect,
  children,
  nobodyBeside = false,
  ...combobox
}: TypeAheadSearchProps<Item>) {
  const [text, setText] = useState('');
  const debounced = useDebounced(text, debounceMs);
  const search = useResults(debounced);
  const asking = shouldSearch(text);
  const waiting = asking && (debounced.trim() !== text.trim() || search.isFetching);
  const results = asking && shouldSearch(debounced) ? (search.data ?? []) : [];
  const nobody =
    asking && !waiting && search.isSuccess && shouldSearch(debounced) && !results.length;
  const clear = () => setText('');

  return (
    <>
      <Combobox
        {...combobox}
        inputValue={text}
        onInputValueChange={setText}
        items={waiting ? [] : results}
        loading={waiting}
        emptyText={
          search.isError
            ? errorMessage(search.error, failureText)
            : nobody && nobodyBeside
              ? undefined
              : emptyText
        }
        onSelect={(item) => {
          onSelect(item);
          clear();
        }}
      />
      {children?.({ text, nobody, clear })}
    </>
  );
}
