import { globalStyle, style } from '@vanilla-extract/css';

/** Set on <html> while any modal is open: the page under it does not scroll. */
export const modalOpenAttribute = 'data-modal-open';

/** Every modal's overlay, whatever its look: it takes the clicks outside the modal. */
export const modalOverlay = style({ pointerEvents: 'auto' });

// `scrollbar-gutter` (theme/global.css.ts) keeps the scrollbar's room: nothing shifts under it.
globalStyle(`html[${modalOpenAttribute}]`, { overflow: 'hidden' });
