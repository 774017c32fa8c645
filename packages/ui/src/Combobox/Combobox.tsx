import { Search, X } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { inlineButton } from '../Field/Field.css';
import { Spinner } from '../Spinner/Spinner';
import { TextField } from '../TextField/TextField';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Combobox.css';

export interface ComboboxProps<Item> {
  label: ReactNode;
  /** The label stays for screen readers only unless this is false. */
  hideLabel?: boolean;
  hint?: ReactNode;
  placeholder?: string;
  /** The typed text (controlled): the caller searches with it. */
  inputValue: string;
  onInputValueChange: (text: string) => void;
  /** The suggestions for the typed text. */
  items: readonly Item[];
  getItemId: (item: Item) => string;
  /** The plain text of a suggestion: what screen readers say when no `renderItem` is given. */
  getItemText: (item: Item) => string;
  /** The look of a suggestion; its plain text when left out. */
  renderItem?: (item: Item, state: { active: boolean }) => ReactNode;
  /** A suggestion was chosen, by click, tap or Enter. The list closes. */
  onSelect: (item: Item) => void;
  /** Suggestions are being fetched. */
  loading?: boolean;
  loadingText?: ReactNode;
  /** Shown when the search found nothing (not while loading). */
  emptyText?: ReactNode;
  /** The list opens only once the trimmed text is this long; 1 by default. */
  minLength?: number;
  /** Read to screen readers when suggestions arrive: '3 results available' by default. */
  resultsText?: (count: number) => string;
  clearLabel?: string;
  id?: string;
  /**
   * Focus the field when it appears (a form that starts with a search). It is marked
   * `data-autofocus`, so an app that moves focus after navigation can leave it there.
   */
  autoFocus?: boolean;
  disabled?: boolean;
  size?: 'sm' | 'md';
}

/**
 * A search box with a list of suggestions (the ARIA 1.2 combobox pattern): arrow keys move
 * through the suggestions, Enter chooses, Escape closes the list and then clears the text.
 * The caller fetches the suggestions for the text it is given.
 */
export function Combobox<Item>({
  label,
  hideLabel = true,
  hint,
  placeholder,
  inputValue,
  onInputValueChange,
  items,
  getItemId,
  getItemText,
  renderItem,
  onSelect,
  loading = false,
  loadingText = 'Searching...',
  emptyText,
  minLength = 1,
  resultsText = (count) => `${count} result${count === 1 ? '' : 's'} available`,
  clearLabel = 'Clear search',
  id,
  autoFocus,
  disabled,
  size,
}: ComboboxProps<Item>) {
  const listboxId = useId();
  const optionPrefix = useId();
  const [expanded, setExpanded] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);

  const longEnough = inputValue.trim().length >= minLength;
  const showEmpty = !loading && items.length === 0 && emptyText !== undefined;
  const open = expanded && longEnough && (loading || items.length > 0 || showEmpty);
  const active = open && items.length > 0 ? Math.min(activeIndex, items.length - 1) : -1;
  const optionId = (index: number) => `${optionPrefix}-option-${index}`;

  // New suggestions start from the first one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset whenever the list changes.
  useEffect(() => setActiveIndex(0), [items]);

  // Keep the highlighted suggestion in view while moving with the keyboard.
  useEffect(() => {
    if (active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const choose = (item: Item) => {
    onSelect(item);
    setExpanded(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setExpanded(true);
          return;
        }
        if (items.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((active + step + items.length) % items.length);
        return;
      }
      case 'Enter': {
        const item = active >= 0 ? items[active] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          choose(item);
        }
        return;
      }
      case 'Escape': {
        if (open) {
          event.preventDefault();
          setExpanded(false);
        } else if (inputValue) {
          event.preventDefault();
          onInputValueChange('');
        }
        return;
      }
      default:
        return;
    }
  };

  return (
    <div className={styles.root}>
      <TextField
        id={id}
        label={label}
        hideLabel={hideLabel}
        hint={hint}
        size={size}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        data-autofocus={autoFocus ? '' : undefined}
        value={inputValue}
        iconStart={<Search />}
        onChange={(event) => {
          onInputValueChange(event.target.value);
          setExpanded(true);
        }}
        onFocus={() => setExpanded(true)}
        onBlur={() => setExpanded(false)}
        onKeyDown={onKeyDown}
        trailing={
          inputValue ? (
            <button
              type="button"
              className={inlineButton}
              aria-label={clearLabel}
              onClick={() => onInputValueChange('')}
            >
              <X aria-hidden="true" />
            </button>
          ) : undefined
        }
      />
      {/* The listbox stays in the DOM (aria-controls points at it); it is hidden while closed. */}
      <div className={styles.popup} hidden={!open}>
        <div
          ref={listRef}
          id={listboxId}
          role="listbox"
          aria-label={textOf(label)}
          className={styles.listbox}
        >
          {open
            ? items.map((item, index) => (
                // The input keeps the focus and names the active option (aria-activedescendant),
                // so options are neither focusable nor keyboard targets themselves.
                // biome-ignore lint/a11y/useFocusableInteractive: see above
                // biome-ignore lint/a11y/useKeyWithClickEvents: see above
                <div
                  key={getItemId(item)}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  data-index={index}
                  data-active={index === active ? '' : undefined}
                  className={styles.option}
                  // Keep the focus in the input so the list does not close before the click.
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveIndex(index)}
                  onClick={() => choose(item)}
                >
                  {renderItem ? renderItem(item, { active: index === active }) : getItemText(item)}
                </div>
              ))
            : null}
        </div>
        {open && loading && items.length === 0 ? (
          <div className={styles.message}>
            <Spinner size="sm" />
            {loadingText}
          </div>
        ) : null}
        {open && showEmpty ? <div className={styles.message}>{emptyText}</div> : null}
      </div>
      <VisuallyHidden>
        <span aria-live="polite">
          {open && !loading && items.length > 0 ? resultsText(items.length) : ''}
        </span>
      </VisuallyHidden>
    </div>
  );
}

function textOf(label: ReactNode): string | undefined {
  return typeof label === 'string' ? label : undefined;
}
