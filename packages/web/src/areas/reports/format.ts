import { reportMessages } from './messages';

/**
 * A name for a chart: 'Unknown' when missing, otherwise whole. The chart cuts its axis label to
 * the spec's length (§9) with '…' and keeps the whole name in the bar's tooltip.
 */
export function chartName(name: string | null | undefined): string {
  return name?.trim() || reportMessages.unknown;
}
