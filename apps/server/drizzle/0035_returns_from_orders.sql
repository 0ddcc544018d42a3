ALTER TABLE "customer_return_lines" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "customer_return_lines" ADD CONSTRAINT "customer_return_lines_order_line_fk" FOREIGN KEY ("organisation_id","order_line_id") REFERENCES "public"."order_lines"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_returns" ADD CONSTRAINT "customer_returns_order_fk" FOREIGN KEY ("organisation_id","order_id") REFERENCES "public"."orders"("organisation_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_return_lines_order_line_idx" ON "customer_return_lines" USING btree ("organisation_id","order_line_id");--> statement-breakpoint
CREATE INDEX "customer_returns_order_idx" ON "customer_returns" USING btree ("organisation_id","order_id");