// 返品実績's read model: the returns list, its CSV, and one return with its lines.
export {
  customerReturnExportReader,
  searchCustomerReturns,
  showCustomerReturn,
} from './return-list.ts';
