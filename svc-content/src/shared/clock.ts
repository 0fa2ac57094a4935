/** Time as a collaborator, so tests can fix it where they must. */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
