import { vars } from '@laundry/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The receipt: fluid up to about half an A4 page, so the same layout prints on an 80 mm thermal
 * roll (≈72 mm printable) and centred on A4. Sizes in pt/mm in print for the printer's sake.
 */
export const receipt = style({
  display: 'grid',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: '105mm',
  marginInline: 'auto',
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  '@media': {
    print: { fontSize: '9pt', color: '#000', gap: '2.5mm', maxWidth: '105mm' },
  },
});

export const centre = style({ textAlign: 'center', display: 'grid', gap: 2 });

export const businessName = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@media': { print: { fontSize: '12pt' } },
});

export const small = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const rule = style({
  border: 0,
  borderTop: `1px dashed ${vars.color.borderStrong}`,
  margin: 0,
  width: '100%',
});

export const express = style({
  margin: 0,
  textAlign: 'center',
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
});

export const rows = style({ display: 'grid', gap: 2, margin: 0 });

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

globalStyle(`${row} > dt`, { color: vars.color.textMuted, margin: 0 });
globalStyle(`${row} > dd`, { margin: 0, textAlign: 'right', overflowWrap: 'anywhere' });

export const strongRow = style({ fontWeight: vars.fontWeight.bold });

export const table = style({ width: '100%', borderCollapse: 'collapse', tableLayout: 'auto' });

globalStyle(`${table} th, ${table} td`, {
  padding: '2px 0',
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { borderBottom: `1px solid ${vars.color.border}`, fontWeight: 600 });
globalStyle(`${table} th:not(:first-child), ${table} td:not(:first-child)`, {
  textAlign: 'right',
  paddingLeft: 4,
  whiteSpace: 'nowrap',
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: vars.fontWeight.bold });

/**
 * The print root: a sibling of the app under <body>, hidden on screen. While it exists, printing
 * shows only it (the app and any dialog are left out of the page).
 */
export const printRoot = style({
  display: 'none',
  '@media': { print: { display: 'block', padding: 0, margin: 0 } },
});

globalStyle(`body:has(> ${printRoot}) > *:not(${printRoot})`, {
  '@media': { print: { display: 'none !important' } },
});

// On paper: white, black ink (thermal heads print grey as speckles).
globalStyle(`body:has(> ${printRoot})`, {
  '@media': { print: { background: '#fff' } },
});
globalStyle(`${printRoot} *`, {
  '@media': { print: { color: '#000 !important', borderColor: '#000 !important' } },
});
