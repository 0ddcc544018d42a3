import { IconListCheck } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  HeaderBadge,
  HeaderIconButton,
  type HeaderButtonProps,
} from '../../components/header/HeaderIconButton.tsx';
import { useDeferredPopup } from '../../lib/deferred-popup.ts';
import { useProcesses } from './api/get-processes.ts';
import { useLiveProcesses } from './use-live-processes.ts';

const loadPopover = () => import('./HeaderProcessesPopover.tsx');
const HeaderProcessesPopover = lazy(() =>
  loadPopover().then((m) => ({ default: m.HeaderProcessesPopover })),
);

type ButtonProps = HeaderButtonProps & { active: number };

/** The process list's popover target; its name tells how many are waiting or running. */
export function ProcessesButton({ active, ...props }: ButtonProps) {
  return (
    <HeaderIconButton
      aria-label={active > 0 ? `処理一覧（実行待ち・処理中 ${active}件）` : '処理一覧'}
      {...props}
    >
      <IconListCheck size={20} />
    </HeaderIconButton>
  );
}

/** The header's background-process list (spec §2, §4): a badge of active ones, 30 per page, live. */
export function HeaderProcesses() {
  const [page, setPage] = useState(1);
  const query = useProcesses(page);
  useLiveProcesses();
  const { requested, fallbackProps } = useDeferredPopup(loadPopover, 'dialog');
  const lastPage = query.data?.lastPage ?? 1;
  // Deleting the last rows of the last page leaves it empty: step back to a page that exists.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const active = query.data?.activeCount ?? 0;
  const fallback = <ProcessesButton active={active} {...fallbackProps} />;
  // The popover's target is the button itself: aria-expanded is not allowed on the badge's div.
  return (
    <HeaderBadge
      label={active === 0 ? null : active > 99 ? '99+' : active}
      size={16}
      offset={4}
      color="var(--mantine-color-blue-filled)"
    >
      {requested ? (
        <Suspense fallback={fallback}>
          <HeaderProcessesPopover
            query={query}
            page={page}
            onPageChange={setPage}
            active={active}
          />
        </Suspense>
      ) : (
        fallback
      )}
    </HeaderBadge>
  );
}
