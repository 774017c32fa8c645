import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

// Above everything, including dialogs' overlays, so a cashier in the middle of a payment sees it.
export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerText,
  borderBottom: `1px solid ${vars.color.danger}`,
  fontSize: vars.fontSize.sm,
});
