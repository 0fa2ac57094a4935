/** The reports' period (shared/report-period.ts, where the accountant's exports read it too). */
export * from '../shared/report-period';
