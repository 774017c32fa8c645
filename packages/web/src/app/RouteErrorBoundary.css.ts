import { vars } from '@laundry/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '60vh',
  padding: vars.space.lg,
});

export const panel = style({ width: '100%', maxWidth: 520 });
