export { StocktakeListPage } from './StocktakeListPage.tsx';
export { StocktakeDetailPage } from './StocktakeDetailPage.tsx';
