CREATE TABLE "processes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"user_id" uuid,
	"action" text NOT NULL,
	"process_status" text DEFAULT 'pending' NOT NULL,
	"request_id" text NOT NULL,
	"message" text,
	"progress_done" integer,
	"progress_total" integer,
	"broadcasted" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker_key" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "processes_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "processes_status_check" CHECK ("processes"."process_status" in ('pending', 'processing', 'completed', 'failed')),
	CONSTRAINT "processes_progress_check" CHECK ("processes"."progress_done" >= 0 and "processes"."progress_total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processes" ADD CONSTRAINT "processes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "processes_visible_idx" ON "processes" USING btree ("organisation_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "processes"."broadcasted" = false;--> statement-breakpoint
CREATE INDEX "processes_unfinished_idx" ON "processes" USING btree ("process_status","action") WHERE "processes"."process_status" in ('pending', 'processing');