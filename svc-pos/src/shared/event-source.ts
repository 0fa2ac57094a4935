/** `source` of the events svc-pos publishes. */
export const EVENT_SOURCE = 'svc-pos';
