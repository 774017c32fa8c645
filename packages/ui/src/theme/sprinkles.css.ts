import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { media } from './breakpoints';
import { vars } from './theme.css';

const gridColumns = {
  1: 'repeat(1, minmax(0, 1fr))',
  2: 'repeat(2, minmax(0, 1fr))',
  3: 'repeat(3, minmax(0, 1fr))',
  4: 'repeat(4, minmax(0, 1fr))',
  5: 'repeat(5, minmax(0, 1fr))',
  6: 'repeat(6, minmax(0, 1fr))',
} as const;

const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': media.tablet },
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    gridTemplateColumns: gridColumns,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
    width: { auto: 'auto', full: '100%' },
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    columns: ['gridTemplateColumns'],
  },
});

const plainProperties = defineProperties({
  properties: {
    position: ['relative', 'absolute', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: { 0: '0' },
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceMuted: vars.color.surfaceMuted,
      surfaceSunken: vars.color.surfaceSunken,
      primary: vars.color.primary,
      primarySoft: vars.color.primarySoft,
      successSoft: vars.color.successSoft,
      warningSoft: vars.color.warningSoft,
      dangerSoft: vars.color.dangerSoft,
      infoSoft: vars.color.infoSoft,
    },
    color: {
      text: vars.color.text,
      textMuted: vars.color.textMuted,
      textSubtle: vars.color.textSubtle,
      textInverse: vars.color.textInverse,
      primary: vars.color.primaryText,
      success: vars.color.successText,
      warning: vars.color.warningText,
      danger: vars.color.dangerText,
    },
    borderRadius: vars.radius,
    boxShadow: {
      none: 'none',
      xs: vars.shadow.xs,
      sm: vars.shadow.sm,
      md: vars.shadow.md,
      lg: vars.shadow.lg,
    },
    border: {
      none: 'none',
      standard: `1px solid ${vars.color.border}`,
      strong: `1px solid ${vars.color.borderStrong}`,
    },
  },
});

/** Atomic layout classes: the one way the kit (and the apps) lay things out without CSS. */
export const sprinkles = createSprinkles(responsiveProperties, plainProperties);

export type Sprinkles = Parameters<typeof sprinkles>[0];

/** A token of the spacing scale: `none`, `xxs` (4px) ... `xxxl` (64px). */
export type Space = keyof typeof vars.space;

export const spaceNames = Object.keys(vars.space) as Space[];
