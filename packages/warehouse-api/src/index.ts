// The outsourced-warehouse HTTP contract (docs/warehouse-api.md): shared by the simulator and the server's adapter.
export {};
