/** Time source; tests pass a fixed clock instead of the wall clock. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
