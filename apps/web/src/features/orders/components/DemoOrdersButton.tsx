import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ORDER_MESSAGES } from '@logi/shared';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useCreateDemoOrders } from '../api/create-demo-orders.ts';

const DEMO_COUNT = 20;

/** デモ受注作成: a day's worth of orders from the organisation's shops and products. */
export function DemoOrdersButton() {
  const demo = useCreateDemoOrders();
  return (
    <>
      <Button
        variant="default"
        loading={demo.isPending}
        onClick={() =>
          demo.mutate(DEMO_COUNT, {
            onSuccess: (result) =>
              notifications.show({
                color: 'teal',
                message: ORDER_MESSAGES.demoCreated(result.created),
              }),
          })
        }
      >
        デモ受注作成
      </Button>
      {demo.error ? <ErrorPanel error={demo.error} /> : null}
    </>
  );
}
