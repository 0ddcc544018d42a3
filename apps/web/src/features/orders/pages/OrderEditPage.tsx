import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { ORDER_MESSAGES as M, orderEditSchema } from '@logi/shared';
import { EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useOrder } from '../api/get-order.ts';
import { useUpdateOrder } from '../api/update-order.ts';
import { OrderForm } from '../components/OrderForm.tsx';
import { orderFields } from '../form/order-form-values.ts';
import { orderEditLock } from '../components/order-edit-lock.ts';

/**
 * /allocation_management/orders/{id}/edit: 受注編集 before 出荷指示; past that the form opens
 * read-only with the reason (the server refuses a save the same way).
 */
export function OrderEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const update = useUpdateOrder();
  return (
    <EditRecord query={useOrder(id)} fields={10}>
      {(order, reload) => (
        <OrderForm
          schema={orderEditSchema}
          initialValues={orderFields(order)}
          save={(values) => update.mutateAsync({ id, values })}
          onSaved={() => {
            notifications.show({ color: 'teal', message: M.updated });
            void navigate(paths.allocationManagement.order(id));
          }}
          onCancel={() => void navigate(paths.allocationManagement.order(id))}
          onReload={reload}
          readOnlyReason={orderEditLock(order.status)}
        />
      )}
    </EditRecord>
  );
}
