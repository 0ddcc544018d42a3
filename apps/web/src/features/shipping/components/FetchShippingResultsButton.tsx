import { Button } from '@mantine/core';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useFetchShippingResults } from '../api/fetch-shipping-results.ts';
import { showShippingResult } from './shipping-notice.ts';

/** 出荷状況を取得: asks the warehouses what shipped and what they refused (a read; it does not ask). */
export function FetchShippingResultsButton() {
  const fetchResults = useFetchShippingResults();
  return (
    <>
      <Button
        variant="default"
        loading={fetchResults.isPending}
        onClick={() => fetchResults.mutate(undefined, { onSuccess: showShippingResult })}
      >
        出荷状況を取得
      </Button>
      {fetchResults.error ? <ErrorPanel error={fetchResults.error} /> : null}
    </>
  );
}
