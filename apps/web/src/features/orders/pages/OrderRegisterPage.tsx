import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { ORDER_MESSAGES as M, orderEntrySchema } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';
import { useEnterOrder } from '../api/enter-order.ts';
import { OrderForm } from '../components/OrderForm.tsx';
import { orderDefaults } from '../form/order-form-values.ts';

/** /allocation_management/new: 受注登録 — through the API's intake, so 自動引当 runs the same. */
export function OrderRegisterPage() {
  const navigate = useNavigate();
  const enter = useEnterOrder();
  return (
    <OrderForm
      schema={orderEntrySchema}
      initialValues={orderDefaults()}
      save={(values) => enter.mutateAsync(values)}
      onSaved={(saved) => {
        notifications.show({ color: 'teal', message: M.created(saved.orderNumber) });
        void navigate(paths.allocationManagement.order(saved.id));
      }}
      onCancel={() => void navigate(paths.allocationManagement.list())}
    />
  );
}
