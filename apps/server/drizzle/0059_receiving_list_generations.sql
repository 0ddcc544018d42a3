CREATE SEQUENCE "public"."receiving_list_generation_values" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receiving_list_generations" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT nextval('receiving_list_generation_values') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receiving_list_generations" ADD CONSTRAINT "receiving_list_generations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- >>> hand-written (session 27, decision 079): keep at the end when renumbering.
-- One trigger function for every list generation (decision 058's two and 入荷予定's): the
-- generation table and its sequence are the trigger's arguments. Every transaction that adds or
-- removes a listed row, or changes a column its list filters or sorts by (each trigger's WHEN),
-- moves the organisation's generation once, AT COMMIT: a deferred trigger takes the generation row
-- after every other lock of the transaction, so it can never stand in a lock cycle (orders →
-- instructions → stock rows, then the generation) and writers queue on it only while committing.
CREATE FUNCTION list_generation_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.organisation_id ELSE NEW.organisation_id END;
  moved text := TG_ARGV[0] || '.o' || replace(org::text, '-', '_');
BEGIN
  -- Once per organisation, generation and transaction: the row stays locked until the commit.
  IF current_setting(moved, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(moved, 'yes', true);
  -- An organisation deleted in the transaction has no generation left to move.
  EXECUTE format('INSERT INTO %I (organisation_id) SELECT o.id FROM organisations o WHERE o.id = $1 '
                 'ON CONFLICT (organisation_id) DO UPDATE SET generation = nextval(%L)',
                 TG_ARGV[0], TG_ARGV[1])
    USING org;
  RETURN NULL;
END $$;--> statement-breakpoint
-- 出荷作業's two generations (migration 0051) move through it too; their own functions go.
DROP TRIGGER shipping_instructions_stage_added ON shipping_instructions;--> statement-breakpoint
DROP TRIGGER shipping_instructions_stage_changed ON shipping_instructions;--> statement-breakpoint
DROP TRIGGER shipping_instructions_stage_removed ON shipping_instructions;--> statement-breakpoint
DROP FUNCTION shipping_stage_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipping_instructions_stage_added AFTER INSERT ON shipping_instructions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION list_generation_move('shipping_stage_generations', 'shipping_stage_generation_values');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipping_instructions_stage_changed AFTER UPDATE ON shipping_instructions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status, OLD.warehouse_id, OLD.ship_date, OLD.organisation_id) IS DISTINCT FROM (NEW.status, NEW.warehouse_id, NEW.ship_date, NEW.organisation_id))
  EXECUTE FUNCTION list_generation_move('shipping_stage_generations', 'shipping_stage_generation_values');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipping_instructions_stage_removed AFTER DELETE ON shipping_instructions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION list_generation_move('shipping_stage_generations', 'shipping_stage_generation_values');--> statement-breakpoint
DROP TRIGGER picking_batches_list_added ON picking_batches;--> statement-breakpoint
DROP TRIGGER picking_batches_list_changed ON picking_batches;--> statement-breakpoint
DROP TRIGGER picking_batches_list_removed ON picking_batches;--> statement-breakpoint
DROP FUNCTION picking_batch_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER picking_batches_list_added AFTER INSERT ON picking_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION list_generation_move('picking_batch_generations', 'picking_batch_generation_values');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER picking_batches_list_changed AFTER UPDATE ON picking_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.number, OLD.warehouse_id, OLD.created_at, OLD.organisation_id) IS DISTINCT FROM (NEW.number, NEW.warehouse_id, NEW.created_at, NEW.organisation_id))
  EXECUTE FUNCTION list_generation_move('picking_batch_generations', 'picking_batch_generation_values');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER picking_batches_list_removed AFTER DELETE ON picking_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION list_generation_move('picking_batch_generations', 'picking_batch_generation_values');--> statement-breakpoint
-- 入荷予定: a schedule added or removed, or its number, note, status, warehouse, vendor, supplier
-- or date changed (what the list filters by).
CREATE CONSTRAINT TRIGGER receiving_schedules_list_added AFTER INSERT ON receiving_schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION list_generation_move('receiving_list_generations', 'receiving_list_generation_values');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receiving_schedules_list_changed AFTER UPDATE ON receiving_schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.number, OLD.note, OLD.status, OLD.warehouse_id, OLD.vendor_id, OLD.supplier_id, OLD.scheduled_date, OLD.organisation_id)
        IS DISTINCT FROM (NEW.number, NEW.note, NEW.status, NEW.warehouse_id, NEW.vendor_id, NEW.supplier_id, NEW.scheduled_date, NEW.organisation_id))
  EXECUTE FUNCTION list_generation_move('receiving_list_generations', 'receiving_list_generation_values');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receiving_schedules_list_removed AFTER DELETE ON receiving_schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION list_generation_move('receiving_list_generations', 'receiving_list_generation_values');--> statement-breakpoint
-- Organisations that already have schedules start with a generation.
INSERT INTO receiving_list_generations (organisation_id)
  SELECT DISTINCT organisation_id FROM receiving_schedules ON CONFLICT DO NOTHING;
-- <<< hand-written
