export const processKeys = {
  all: ['processes'] as const,
  lists: () => [...processKeys.all, 'list'] as const,
  list: (page: number, perPage: number) => [...processKeys.lists(), { page, perPage }] as const,
};
