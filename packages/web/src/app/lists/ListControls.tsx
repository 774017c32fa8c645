import type { FilterOption, SortOption } from '@laundry/domain';
import { SearchField, Select } from '@laundry/ui';
import { useDebouncedUrlSearch } from '../useDebouncedUrlSearch';

/** The list's search box: typed text reaches the address after `delayMs` of quiet. */
export function ListSearch({
  label,
  placeholder,
  value,
  delayMs,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  delayMs: number;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useDebouncedUrlSearch(value, onSearch, delayMs);
  return (
    <SearchField
      label={label}
      hideLabel={false}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      onClear={() => setText('')}
    />
  );
}

/** A filter menu of the domain's options; "all" (no value) leaves the parameter out. */
export function FilterSelect<Value>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly FilterOption<Value>[];
  value: Value | undefined;
  onChange: (value: Value | undefined) => void;
}) {
  const chosen = options.find((option) => option.value === value) ?? options[0];
  return (
    <Select
      label={label}
      options={options.map(({ key, label: text }) => ({ value: key, label: text }))}
      value={chosen?.key ?? ''}
      onValueChange={(key) => onChange(options.find((option) => option.key === key)?.value)}
    />
  );
}

/** The sort menu of a list definition. */
export function SortSelect<Field extends string>({
  options,
  sortBy,
  sortOrder,
  onChange,
}: {
  options: readonly SortOption<Field>[];
  sortBy: Field;
  sortOrder: SortOption<Field>['sortOrder'];
  onChange: (sort: Pick<SortOption<Field>, 'sortBy' | 'sortOrder'>) => void;
}) {
  const current = options.find(
    (option) => option.sortBy === sortBy && option.sortOrder === sortOrder,
  );
  return (
    <Select
      label="Sort by"
      options={options.map(({ value, label }) => ({ value, label }))}
      value={current?.value ?? ''}
      placeholder="Custom order"
      onValueChange={(value) => {
        const option = options.find((candidate) => candidate.value === value);
        if (option) onChange({ sortBy: option.sortBy, sortOrder: option.sortOrder });
      }}
    />
  );
}
