import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreReturn } from '../api/store-customer-return.ts';
import { ReturnForm } from '../components/ReturnForm.tsx';

/** /customer_returns/register: 返品実績登録 (own warehouses). */
export function CustomerReturnRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreReturn();
  return (
    <ReturnForm
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: '返品実績を登録しました' });
        void navigate(paths.customerReturns.list());
      }}
      onCancel={() => void navigate(paths.customerReturns.list())}
    />
  );
}
