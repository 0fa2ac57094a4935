/**
 * Time as a collaborator: services take a `Clock` so tests can fix "now" (summary periods, due dates,
 * rate-limit windows) instead of waiting. One shape for every service.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
