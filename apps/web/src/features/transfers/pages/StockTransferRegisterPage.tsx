import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { TRANSFER_MESSAGES as M } from '@logi/shared';
import { paths } from '../../../lib/paths.ts';
import { useStoreTransfer } from '../api/store-transfer.ts';
import { StockTransferForm } from '../components/StockTransferForm.tsx';

/** /stocks/transfers/register: 在庫移動の登録. */
export function StockTransferRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreTransfer();
  return (
    <StockTransferForm
      save={(values) => store.mutateAsync(values)}
      onSaved={(saved) => {
        notifications.show({ color: 'teal', message: M.created(saved.number) });
        void navigate(paths.stocks.transfer(saved.id));
      }}
      onCancel={() => void navigate(paths.stocks.transfers())}
    />
  );
}
