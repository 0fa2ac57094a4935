export const posViews = [] as const;
