import {
  type DateInput,
  DEFAULT_BUSINESS_TIME_ZONE,
  formatDate,
  formatLongDateTime,
  type PublicConfig,
} from '@laundry/domain';
import { createContext, type ReactNode, use } from 'react';
import { hasSections, usePageConfig } from './pageConfig';

/**
 * The shop's time zone (BUSINESS_TIME_ZONE on the server): "today", the days of a range and every
 * date the back-office shows are counted in it, not in the browser's zone nor a compiled one.
 */
const BusinessTimeZoneContext = createContext<string>(DEFAULT_BUSINESS_TIME_ZONE);

const hasBusiness = hasSections<Pick<PublicConfig, 'business'>>('business');

/**
 * Gives the screens the configured zone: the server writes it into the page, so it is there from
 * the first paint; the dev server and tests have none written, and the page asks the API. Until
 * it answers, the product's default zone.
 */
export function BusinessTimeZoneProvider({ children }: { children: ReactNode }) {
  const config = usePageConfig(hasBusiness);
  return (
    <BusinessTimeZoneContext value={config?.business.timeZone ?? DEFAULT_BUSINESS_TIME_ZONE}>
      {children}
    </BusinessTimeZoneContext>
  );
}

/** The shop's time zone, for every date computation and format of a screen. */
export function useBusinessTimeZone(): string {
  return use(BusinessTimeZoneContext);
}

/** An instant shown in the shop's time zone: '22 Nov 2026', or with `time`, the long form. */
export function BusinessDate({ value, time = false }: { value: DateInput; time?: boolean }) {
  const timeZone = useBusinessTimeZone();
  return <>{time ? formatLongDateTime(value, timeZone) : formatDate(value, timeZone)}</>;
}
