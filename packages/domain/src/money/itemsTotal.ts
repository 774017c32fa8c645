/**
 * The total of priced items, each its price times its quantity, in cents: the extra items of an
 * order (hangers, garment bags) as the pricing engine adds them and the payment dialog shows them.
 */
export function itemsTotalCents(
  items: readonly { priceCents: number; quantity: number }[],
): number {
  return items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0);
}
