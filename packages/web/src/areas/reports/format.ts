import { reportMessages } from './messages';

/** A name for a chart axis: 'Unknown' when missing, cut to `max` characters (spec §9). */
export function chartName(name: string | null | undefined, max: number): string {
  const shown = name?.trim() || reportMessages.unknown;
  return shown.length > max ? shown.slice(0, max).trimEnd() : shown;
}
