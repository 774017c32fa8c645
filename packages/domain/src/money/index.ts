// The money folder's public face: what other folders and packages may use (docs/decisions/038).
export { averageCents, averagePerOrder } from './averagePerOrder';
export { centsToRupees, roundCents, rupeesToCents, sumRupees } from './cents';
export { changeDue } from './changeDue';
export { CURRENCY_SIGNS, formatCurrency, formatRupees } from './formatCurrency';
export { growthPercent } from './growthPercent';
export { itemsTotalCents } from './itemsTotal';
export { hasWholeCents } from './wholeCents';
