export const contentViews = [] as const;
