-- HAND-WRITTEN (Drizzle has no table option; re-append as it is when renumbering):
-- A lot row is updated at every allocation, release and shipping of its pieces, inside the
-- allocation batch's stock locks (decision 065 § FEFO at scale): half of each page left free
-- lets those updates stay on the page (HOT) instead of touching the table's four indexes, as
-- order_lines does (0019). Pages written from now on keep the room; older ones as rewritten.
ALTER TABLE "stock_lots" SET (fillfactor = 50);
