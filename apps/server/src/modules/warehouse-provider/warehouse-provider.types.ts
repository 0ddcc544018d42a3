import type {
  CustomerReturnQuery,
  CustomerReturnRow,
  InboundCancelRequest,
  InboundResultQuery,
  InboundResultRow,
  InboundSchedule,
  InboundStatusQuery,
  InboundStatusRow,
  InventoryDiffQuery,
  InventoryDiffRow,
  InventoryQuery,
  InventoryRow,
  Page,
  ProductSearchQuery,
  ShipmentQuery,
  ShipmentRow,
  ShippingInstruction,
  ShippingNgQuery,
  ShippingNgRow,
  ShippingStatusQuery,
  ShippingStatusRow,
  SkuMappingDeleteRequest,
  VendorSearchQuery,
  WarehouseProduct,
  WarehouseProductRow,
  WarehouseSkuMapping,
  WarehouseVendor,
  WarehouseVendorRow,
} from '@logi/warehouse-api';

/**
 * One external call. requestId is the idempotency key sent as X-Request-Id: use the process's
 * request_id, so a retry after a crash is answered with the first outcome instead of redoing it.
 */
export type ProviderCall = { requestId: string; signal?: AbortSignal };

/** A refused item in the spec's §8 shape (the first collector shows one block per code). */
export type ItemRefusal = { 商品コード: string; エラー: string[] };

/**
 * The outcome of a write. 'processing': the warehouse accepted the request but has not settled its
 * items yet; ask again with getRequestResult(requestId) (or awaitRequestResult). 'completed':
 * `accepted` lists the codes taken, `refusals` the refused ones with their Japanese reasons, and
 * `refs` the warehouse's own id of each accepted schedule or instruction, by code (decision 036).
 */
export type WriteOutcome = {
  requestId: string;
  status: 'processing' | 'completed';
  accepted: string[];
  refusals: ItemRefusal[];
  refs: Record<string, string>;
};

export type ConnectionCheck = {
  succeeded: boolean;
  message: string;
  /** A failed call's kind, status and cause, for the server log only (never shown). */
  detail?: string;
};

/**
 * One outsourced (or own) warehouse. Every method throws WarehouseApiError (kind, retryable,
 * Japanese message) when the call fails as a whole; per-item refusals are not errors.
 */
export interface WarehouseProvider {
  /** 'own' (no external system) or 'http' (the contract of docs/warehouse-api.md). */
  readonly kind: 'own' | 'http';

  /** 接続テスト: an authenticated no-op; never throws, answers a Japanese message either way. */
  checkConnection(signal?: AbortSignal): Promise<ConnectionCheck>;

  /** ベンダー登録・更新: the job marks accepted vendors 連携済, refused ones 連携エラー. */
  upsertVendors(call: ProviderCall, vendors: WarehouseVendor[]): Promise<WriteOutcome>;
  /** ベンダー検索: the job pulls the warehouse's vendors page by page. */
  searchVendors(call: ProviderCall, query?: VendorSearchQuery): Promise<Page<WarehouseVendorRow>>;

  /** 商品登録・更新: the job sets products' external link (only 販売中 are accepted). */
  upsertProducts(call: ProviderCall, products: WarehouseProduct[]): Promise<WriteOutcome>;
  /** 商品検索: the job compares the warehouse's products with ours. */
  searchProducts(
    call: ProviderCall,
    query?: ProductSearchQuery,
  ): Promise<Page<WarehouseProductRow>>;

  /** SKUマッピング登録: the job registers shop SKU → product links. */
  createSkuMappings(call: ProviderCall, mappings: WarehouseSkuMapping[]): Promise<WriteOutcome>;
  /** SKUマッピング削除: the job removes shop SKU links. */
  deleteSkuMappings(
    call: ProviderCall,
    mappings: SkuMappingDeleteRequest['mappings'],
  ): Promise<WriteOutcome>;

  /** 入荷予定登録: the job moves accepted schedules 未連携 → 入荷待ち, refused ones → 連携エラー. */
  createInboundSchedules(call: ProviderCall, schedules: InboundSchedule[]): Promise<WriteOutcome>;
  /** 入荷予定キャンセル: per schedule or per line; refused once receiving started. */
  cancelInbound(
    call: ProviderCall,
    cancellations: InboundCancelRequest['cancellations'],
  ): Promise<WriteOutcome>;
  /** 入荷ステータス検索: the job mirrors the warehouse's schedule statuses. */
  searchInboundStatuses(
    call: ProviderCall,
    query?: InboundStatusQuery,
  ): Promise<Page<InboundStatusRow>>;
  /** 入荷実績検索: the job books each receipt (stock in, exactly once per resultId). */
  searchInboundResults(
    call: ProviderCall,
    query?: InboundResultQuery,
  ): Promise<Page<InboundResultRow>>;

  /** 出荷指示登録: the job marks accepted orders 出荷指示済. */
  createShippingInstructions(
    call: ProviderCall,
    instructions: ShippingInstruction[],
  ): Promise<WriteOutcome>;
  /** 出荷キャンセル: refused (per item) once the warehouse is 出荷作業中. */
  cancelShipping(call: ProviderCall, instructionNumbers: string[]): Promise<WriteOutcome>;
  /** 出荷保留: the warehouse holds the instructions. */
  suspendShipping(call: ProviderCall, instructionNumbers: string[]): Promise<WriteOutcome>;
  /** 出荷ステータス検索: the job mirrors instruction statuses. */
  searchShippingStatuses(
    call: ProviderCall,
    query?: ShippingStatusQuery,
  ): Promise<Page<ShippingStatusRow>>;
  /** 出荷実績検索: the job records 出荷日 / お荷物伝票番号 / 配送業者 and books the stock out. */
  searchShipments(call: ProviderCall, query?: ShipmentQuery): Promise<Page<ShipmentRow>>;
  /** 出荷不可検索: the job fills the 出荷不可リスト with the warehouse's 出荷不可理由. */
  searchShippingNg(call: ProviderCall, query?: ShippingNgQuery): Promise<Page<ShippingNgRow>>;

  /** 在庫検索: the job stores the warehouse's figures for the 在庫差異 list. */
  searchInventory(call: ProviderCall, query?: InventoryQuery): Promise<Page<InventoryRow>>;
  /** 在庫差異検索: the warehouse's stock changes since a time. */
  searchInventoryDiffs(
    call: ProviderCall,
    query?: InventoryDiffQuery,
  ): Promise<Page<InventoryDiffRow>>;
  /** 返品実績検索: the job records returns (良品 restock, 不良品 non-sellable). */
  searchCustomerReturns(
    call: ProviderCall,
    query?: CustomerReturnQuery,
  ): Promise<Page<CustomerReturnRow>>;

  /**
   * The outcome of an earlier write, by its request id (call.requestId): after a crash, before
   * resending, a job asks this first; null when the warehouse never received that request.
   */
  getRequestResult(call: ProviderCall): Promise<WriteOutcome | null>;
}
