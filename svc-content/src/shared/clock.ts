// The one Clock shape of the services lives in service-kit; this keeps the features' imports local.
export { systemClock, type Clock } from '@voltdesk/service-kit';
