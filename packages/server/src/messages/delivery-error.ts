/**
 * Why a message did not leave. `permanent`: trying again cannot help (the gateway refused the
 * number, the key or the text: a 4xx); otherwise (a 5xx, a timeout, no answer) the sender tries
 * again after the domain's back-off.
 */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** The reason kept on the outbox row: short, one line, no secrets beyond what the gateway said. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, ' ').trim().slice(0, 300) || 'Unknown error';
}
