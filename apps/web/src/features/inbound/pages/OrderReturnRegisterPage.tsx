import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useReturnOrder } from '../api/get-return-order.ts';
import { useStoreReturn } from '../api/store-customer-return.ts';
import { OrderReturnForm } from '../components/OrderReturnForm.tsx';

/** /allocation_management/orders/{id}/return: 返品登録 from a shipped order, back to it once saved. */
export function OrderReturnRegisterPage() {
  const orderId = Number(useParams().id);
  const navigate = useNavigate();
  const store = useStoreReturn();
  const back = () => void navigate(paths.allocationManagement.order(orderId));
  return (
    <EditRecord query={useReturnOrder(orderId)} fields={6}>
      {(order) => (
        <OrderReturnForm
          order={order}
          save={(values) => store.mutateAsync(values)}
          onSaved={() => {
            notifications.show({ color: 'teal', message: '返品実績を登録しました' });
            back();
          }}
          onCancel={back}
        />
      )}
    </EditRecord>
  );
}
