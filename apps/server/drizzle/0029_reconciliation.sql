CREATE TABLE "reconciliation_findings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_findings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"run_id" integer NOT NULL,
	"kind" text NOT NULL,
	"stock_id" integer,
	"order_id" integer,
	"order_line_id" integer,
	"reference" text NOT NULL,
	"expected" text NOT NULL,
	"actual" text NOT NULL,
	"message" text NOT NULL,
	CONSTRAINT "reconciliation_findings_kind_check" CHECK ("reconciliation_findings"."kind" in ('ledger_on_hand', 'ledger_non_sellable', 'stock_allocated', 'order_status', 'orphan_allocation', 'line_allocated', 'over_shipped', 'line_shipped'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reconciliation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"organisation_id" uuid NOT NULL,
	"process_id" uuid NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finding_count" integer NOT NULL,
	"counts" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "reconciliation_runs_process_id_unique" UNIQUE("process_id"),
	CONSTRAINT "reconciliation_runs_organisation_id_unique" UNIQUE("organisation_id","id")
);
--> statement-breakpoint
ALTER TABLE "reconciliation_findings" ADD CONSTRAINT "reconciliation_findings_run_fk" FOREIGN KEY ("organisation_id","run_id") REFERENCES "public"."reconciliation_runs"("organisation_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_process_id_processes_id_fk" FOREIGN KEY ("process_id") REFERENCES "public"."processes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_findings_run_idx" ON "reconciliation_findings" USING btree ("run_id","kind","id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_latest_idx" ON "reconciliation_runs" USING btree ("organisation_id","checked_at");