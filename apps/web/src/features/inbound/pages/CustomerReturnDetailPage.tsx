import { useParams } from 'react-router';
import { EditRecord } from '../../../components/resource/index.ts';
import { useCustomerReturn } from '../api/get-customer-return.ts';
import { ReturnDetail } from '../components/ReturnDetail.tsx';

/** /customer_returns/{id}/detail: 返品実績詳細. */
export function CustomerReturnDetailPage() {
  const id = Number(useParams().id);
  return (
    <EditRecord query={useCustomerReturn(id)} fields={6}>
      {(record) => <ReturnDetail record={record} />}
    </EditRecord>
  );
}
