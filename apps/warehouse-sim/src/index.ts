// The warehouse simulator: an HTTP service implementing @logi/warehouse-api with its own state.
export {};
