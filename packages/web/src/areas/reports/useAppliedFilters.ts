import { useSearchParams } from 'react-router';
import type { ReportFilters } from './ReportToolbar';

/** The tab's own parameter: its name in the address, the values it takes and its default. */
export interface ChoiceParam<Choice extends string> {
  name: string;
  values: readonly Choice[];
  fallback: Choice;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && isoDate.test(value) ? value : '');

/**
 * The filters a tab shows, kept in the address once applied (startDate, endDate and the tab's
 * choice under `choiceName`), so reload, back and a shared link show the same report. A tab
 * opened fresh has none: it loads once with empty dates (spec part 2 §2.11).
 */
export function useAppliedFilters<Choice extends string = never>(param?: ChoiceParam<Choice>) {
  const [params, setParams] = useSearchParams();
  const rawChoice = param ? params.get(param.name) : null;
  const choice = param?.values.find((candidate) => candidate === rawChoice) ?? param?.fallback;
  const applied = {
    startDate: dateParam(params.get('startDate')),
    endDate: dateParam(params.get('endDate')),
    choice,
  };
  const apply = (filters: ReportFilters) => {
    const next = new URLSearchParams();
    if (filters.startDate) next.set('startDate', filters.startDate);
    if (filters.endDate) next.set('endDate', filters.endDate);
    if (param && filters.choice && filters.choice !== param.fallback) {
      next.set(param.name, filters.choice);
    }
    setParams(next);
  };
  /** Whether `filters` are what is already shown (then Apply reloads instead). */
  const isApplied = (filters: ReportFilters) =>
    filters.startDate === applied.startDate &&
    filters.endDate === applied.endDate &&
    (filters.choice ?? param?.fallback) === applied.choice;
  return { applied, apply, isApplied };
}

/** The dates as the report calls take them: each only when set (spec part 2 §7). */
export function rangeQuery(applied: { startDate: string; endDate: string }) {
  return {
    ...(applied.startDate ? { startDate: applied.startDate } : {}),
    ...(applied.endDate ? { endDate: applied.endDate } : {}),
  };
}
