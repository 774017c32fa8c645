import { formatCurrency, type OrderItem } from '@laundry/domain';
import { VisuallyHidden } from '@laundry/ui';
import { categoryLabel, itemAmountLabel } from './display';
import * as styles from './OrderDetailPage.css';

/** The order's lines: service, category, quantity or weight, unit price and line total. */
export function ItemsTable({ items, caption }: { items: readonly OrderItem[]; caption: string }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            <th className={styles.th} scope="col">
              Service
            </th>
            <th className={styles.th} scope="col">
              Qty/Wt
            </th>
            <th className={`${styles.th} ${styles.numeric}`} scope="col">
              Price
            </th>
            <th className={`${styles.th} ${styles.numeric}`} scope="col">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <td className={styles.td}>
                <div>{item.serviceName}</div>
                {item.clothingCategory ? (
                  <div className={styles.mutedText}>{categoryLabel(item.clothingCategory)}</div>
                ) : null}
                {item.notes ? <div className={styles.mutedText}>{item.notes}</div> : null}
              </td>
              <td className={styles.td}>{itemAmountLabel(item)}</td>
              <td className={`${styles.td} ${styles.numeric}`}>
                {formatCurrency(item.unitPrice)}
                {item.priceType === 'per_kg' ? '/kg' : ''}
              </td>
              <td className={`${styles.td} ${styles.numeric}`}>
                {formatCurrency(item.totalPrice)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
