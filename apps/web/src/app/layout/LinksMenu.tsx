import { IconGridDots } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import {
  HeaderIconButton,
  type HeaderButtonProps,
} from '../../components/header/HeaderIconButton.tsx';
import { useDeferredPopup } from '../../lib/deferred-popup.ts';

const loadPopup = () => import('./LinksMenuPopup.tsx');
const LinksMenuPopup = lazy(() => loadPopup().then((m) => ({ default: m.LinksMenuPopup })));

/** The links menu's target: a grid icon in the header. */
export function LinksMenuButton(props: HeaderButtonProps) {
  return (
    <HeaderIconButton aria-label="関連サービス" {...props}>
      <IconGridDots size={20} />
    </HeaderIconButton>
  );
}

/** Links to the provider's sibling products, each opening in a new tab. */
export function LinksMenu() {
  const { requested, fallbackProps } = useDeferredPopup(loadPopup, 'menu');
  const fallback = <LinksMenuButton {...fallbackProps} />;
  if (!requested) return fallback;
  return (
    <Suspense fallback={fallback}>
      <LinksMenuPopup />
    </Suspense>
  );
}
