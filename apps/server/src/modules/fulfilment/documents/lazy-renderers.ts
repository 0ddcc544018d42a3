import type { renderDeliveryNotes } from './delivery-note.ts';
import type { renderPickingList } from './picking-list.ts';

type Renderers = {
  renderDeliveryNotes: typeof renderDeliveryNotes;
  renderPickingList: typeof renderPickingList;
};
let renderers: Promise<Renderers> | undefined;

/**
 * The PDF renderers with pdfkit and bwip-js (~27 MB resident, decision 022): imported on the first
 * document asked for, not at start, and kept. A failed import is retried by the next request.
 */
export function documentRenderers(): Promise<Renderers> {
  renderers ??= Promise.all([import('./delivery-note.ts'), import('./picking-list.ts')]).then(
    ([note, list]) => ({
      renderDeliveryNotes: note.renderDeliveryNotes,
      renderPickingList: list.renderPickingList,
    }),
  );
  renderers.catch(() => (renderers = undefined));
  return renderers;
}
