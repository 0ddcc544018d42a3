import { useMutation } from '@tanstack/react-query';
import { stocktakeEndpoints, type StocktakeLineDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

export type TypedCount = { id: number; lineId: number; counted: number | null };

/** One product's 実棚数 (null clears it); the row answers with its 差異. */
export const countStocktakeLine = ({ id, lineId, counted }: TypedCount) =>
  http.putData<StocktakeLineDto>(stocktakeEndpoints.count.url({ id }), { lineId, counted });

// The row updates in place (the caller's state): refetching the list on every Enter would move focus.
export const useCountStocktakeLine = () => useMutation({ mutationFn: countStocktakeLine });
