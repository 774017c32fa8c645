import { MIN_HIRE_AGE } from './staffConstants';

/**
 * Full years between a birth date and a later date (both YYYY-MM-DD): the birthday must have
 * come. Someone born on 29 February turns a year older on 1 March in common years.
 */
export function ageOn(dateOfBirth: string, on: string): number {
  const years = Number(on.slice(0, 4)) - Number(dateOfBirth.slice(0, 4));
  return on.slice(5) >= dateOfBirth.slice(5) ? years : years - 1;
}

/** Whether someone born on `dateOfBirth` is old enough to be hired on `hireDate`. */
export function isOldEnoughToHire(dateOfBirth: string, hireDate: string): boolean {
  return ageOn(dateOfBirth, hireDate) >= MIN_HIRE_AGE;
}
