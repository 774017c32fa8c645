import {
  centsToRupees,
  EXTRA_ITEM_PRESETS,
  formatCurrency,
  type PaymentExtraItem,
  rupeesToCents,
} from '@laundry/domain';
import { Button, IconButton, TextField } from '@laundry/ui';
import { ChevronDown, ChevronUp, Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import * as styles from './PaymentDialog.css';

/**
 * The extra items of a payment: the six quick-add items of spec part 2 §9, or a custom one. Most
 * payments add none, so the section opens on a button: closed, the dialog is a few dozen
 * elements instead of a few hundred, which is most of what opening it cost on a slow counter PC
 * (issue 26), and Tab from the cash field reaches the notes and the main button sooner.
 */
export function ExtraItemsPicker({
  items,
  onAdd,
  onRemove,
  disabled,
}: {
  items: readonly PaymentExtraItem[];
  onAdd: (item: PaymentExtraItem) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
}) {
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [open, setOpen] = useState(items.length > 0);
  const panelId = useId();
  const priceCents = rupeesToCents(Number(price));
  const count = Math.floor(Number(quantity));
  const customValid = name.trim() !== '' && priceCents > 0 && count >= 1;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Extra Items</legend>
      <div>
        <Button
          size="sm"
          variant="ghost"
          iconStart={open ? <ChevronUp /> : <ChevronDown />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide extra items' : 'Add hangers, bags or other items'}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className={styles.extraPanel}>
          <div className={styles.presets}>
            {EXTRA_ITEM_PRESETS.map((preset) => (
              <Button
                key={preset.name}
                size="sm"
                variant="secondary"
                iconStart={<Plus />}
                onClick={() => onAdd({ name: preset.name, priceCents: preset.price, quantity: 1 })}
              >
                {preset.name} {formatCurrency(centsToRupees(preset.price))}
              </Button>
            ))}
          </div>
          <div className={styles.custom}>
            <TextField label="Custom item" value={name} onChange={(e) => setName(e.target.value)} />
            <TextField
              label="Price (LKR)"
              type="number"
              min={0}
              step={0.01}
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
            <TextField
              label="Qty"
              type="number"
              min={1}
              step={1}
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
            />
            <Button
              variant="soft"
              disabled={!customValid}
              onClick={() => {
                onAdd({ name: name.trim(), priceCents, quantity: count });
                setName('');
                setPrice('');
                setQuantity('1');
              }}
            >
              Add
            </Button>
          </div>
        </div>
      ) : null}
      {items.length > 0 ? (
        <ul className={styles.added} aria-label="Added extra items">
          {items.map((item, index) => (
            <li key={`${item.name}-${item.priceCents}`} className={styles.addedItem}>
              <span>
                {item.name} × {item.quantity}
              </span>
              <span className={styles.addedPrice}>
                {formatCurrency(centsToRupees(item.priceCents * item.quantity))}
                <IconButton
                  size="sm"
                  label={`Remove ${item.name}`}
                  icon={<X />}
                  onClick={() => onRemove(index)}
                />
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
