import { DELIVERY_CARRIERS } from '../labels/fulfilment.ts';

/*
 * The carriers' public tracking pages (荷物お問い合わせ), each taking one number in its query. An
 * order or an instruction names its carrier by its Japanese name (ヤマト運輸 …), as the warehouse
 * and the 出荷済にする dialog write it; other carriers have no link.
 */
const TRACKING_PAGES = new Map<string, (number: string) => string>([
  [
    DELIVERY_CARRIERS.yamato,
    (number) => `https://jizen.kuronekoyamato.co.jp/jizen/servlet/crjz.b.NQ0010?id=${number}`,
  ],
  [
    DELIVERY_CARRIERS.sagawa,
    (number) => `https://k2k.sagawa-exp.co.jp/p/web/okurijosearch.do?okurijoNo=${number}`,
  ],
  [
    DELIVERY_CARRIERS.japanpost,
    (number) =>
      `https://trackings.post.japanpost.jp/services/srv/search/direct?reqCodeNo1=${number}&searchKind=S002&locale=ja`,
  ],
]);

/** The carrier's tracking page for the number (hyphens and spaces dropped), or null. */
export function trackingUrl(carrier: string | null, trackingNumber: string | null) {
  const page = carrier ? TRACKING_PAGES.get(carrier.trim()) : undefined;
  const number = trackingNumber?.replace(/[\s-]/g, '') ?? '';
  if (!page || number === '') return null;
  return page(encodeURIComponent(number));
}

/** The link's title: where it leads, and that it opens a new tab. */
export const trackingLinkTitle = (carrier: string) => `${carrier}の配送状況を新しいタブで開きます`;
