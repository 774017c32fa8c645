import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

/** Padded so the alert sits inside a card or a table's body like the rows it replaces. */
export const root = style({ padding: vars.space.md });
