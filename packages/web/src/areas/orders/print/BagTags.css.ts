import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

/**
 * Bag tags in millimetres, the same on screen (the preview) and on paper: 58 × 40 mm, the
 * common thermal label. On a roll each label is a page; on A4 they sit three across.
 */
export const sheet = styleVariants({
  roll: { display: 'grid', gap: '4mm', justifyContent: 'center' },
  a4: {
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 58mm)',
    gap: '4mm',
    justifyContent: 'center',
  },
});

export const tag = style({
  boxSizing: 'border-box',
  width: '58mm',
  height: '40mm',
  padding: '2mm',
  display: 'grid',
  gridTemplateColumns: '20mm 1fr',
  columnGap: '2mm',
  alignItems: 'center',
  border: '0.3mm dashed #555',
  background: '#fff',
  color: '#000',
  fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  overflow: 'hidden',
  breakInside: 'avoid',
});

// On a roll, one label per page; the dashed cut line is for the preview and A4 only.
globalStyle(`${sheet.roll} > ${tag}`, {
  '@media': { print: { border: 0, breakAfter: 'page' } },
});

export const text = style({ display: 'grid', gap: '0.6mm', minWidth: 0, lineHeight: 1.1 });

export const number = style({
  fontSize: '12pt',
  fontWeight: 800,
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
});

export const name = style({
  fontSize: '10pt',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const line = style({ fontSize: '8pt' });

// Outlined rather than reversed: the print root inks everything black, and a thermal head
// prints a solid block badly.
export const express = style({
  justifySelf: 'start',
  marginTop: '0.5mm',
  padding: '0.2mm 1.5mm',
  fontSize: '8pt',
  fontWeight: 800,
  letterSpacing: '0.05em',
  border: '0.5mm solid #000',
});

export const preview = style({ overflowX: 'auto' });
