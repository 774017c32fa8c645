/** Where "now" comes from: the system clock in production, a controllable one in tests. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
