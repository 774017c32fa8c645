import { internationalNumber } from '@laundry/domain';
import type { SmsGatewayConfig } from '../config';
import { DeliveryError } from './delivery-error';

/** How long a gateway may take before the attempt counts as failed (and is tried again). */
const GATEWAY_TIMEOUT_MS = 10_000;

export interface SmsGateway {
  /** Sends one SMS; throws a DeliveryError when the gateway does not take it. */
  send(phone: string, text: string): Promise<void>;
}

function fill(template: string, values: Record<string, string>, encode: (v: string) => string) {
  return template.replace(/\{(to|text|key)\}/g, (_match, name: string) =>
    encode(values[name] ?? ''),
  );
}

const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/**
 * The generic HTTP gateway (docs/decisions/033): the operator describes the provider's call
 * with templates, so a Sri Lankan gateway (notify.lk, text.lk, Dialog's, …) works without code.
 * Any 2xx is taken as sent; a 4xx is the gateway refusing this message (permanent); anything
 * else, or no answer in time, is tried again.
 */
export function createSmsGateway(
  config: SmsGatewayConfig,
  fetchImpl: typeof fetch = fetch,
): SmsGateway {
  return {
    async send(phone, text) {
      const values = {
        to: internationalNumber(phone, config.countryCode),
        text,
        key: config.key ?? '',
      };
      const url = fill(config.urlTemplate, values, encodeURIComponent);
      const headers: Record<string, string> = {};
      if (config.authHeader) {
        const [name, ...rest] = fill(config.authHeader, values, (v) => v).split(':');
        headers[(name ?? '').trim()] = rest.join(':').trim();
      }
      let body: string | undefined;
      if (config.method === 'POST') {
        headers['content-type'] = config.contentType;
        const encode = config.contentType === 'application/json' ? jsonEscape : encodeURIComponent;
        body = fill(config.bodyTemplate ?? '', values, encode);
      }
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: config.method,
          headers,
          ...(body !== undefined ? { body } : {}),
          signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
        });
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        throw new DeliveryError(`SMS gateway did not answer: ${why}`, false);
      }
      if (response.ok) return;
      const said = (await response.text().catch(() => '')).slice(0, 200);
      throw new DeliveryError(
        `SMS gateway answered ${response.status}${said ? `: ${said}` : ''}`,
        response.status >= 400 && response.status < 500 && response.status !== 429,
      );
    },
  };
}
