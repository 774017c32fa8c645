import {
  centsToRupees,
  EXTRA_ITEM_PRESETS,
  formatCurrency,
  type PaymentExtraItem,
  rupeesToCents,
} from '@laundry/domain';
import { Button, IconButton, TextField } from '@laundry/ui';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import * as styles from './PaymentDialog.css';

/** The extra items of a payment: the six quick-add items of spec part 2 §9, or a custom one. */
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
  const priceCents = rupeesToCents(Number(price));
  const count = Math.floor(Number(quantity));
  const customValid = name.trim() !== '' && priceCents > 0 && count >= 1;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Extra Items</legend>
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
