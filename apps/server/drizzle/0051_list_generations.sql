CREATE SEQUENCE "public"."shipping_stage_generation_values" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."picking_batch_generation_values" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shipping_stage_generations" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT nextval('shipping_stage_generation_values') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picking_batch_generations" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT nextval('picking_batch_generation_values') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shipping_stage_generations" ADD CONSTRAINT "shipping_stage_generations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picking_batch_generations" ADD CONSTRAINT "picking_batch_generations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- >>> hand-written (session 19, decision 058): keep at the end when renumbering.
-- Every transaction that adds or removes an organisation's shipping instructions, or changes a
-- status, warehouse or 出荷予定日 (what 出荷作業's kept counts and page starts depend on), moves the
-- organisation's generation once, AT COMMIT: a deferred trigger takes the generation row
-- after every other lock of the transaction, so it can never stand in a lock cycle (orders →
-- instructions → stock rows, then the generation) and writers queue on it only while committing.
CREATE FUNCTION shipping_stage_generations_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.organisation_id ELSE NEW.organisation_id END;
  moved text := 'shipping_stage_generation.o' || replace(org::text, '-', '_');
BEGIN
  -- Once per organisation and transaction: the row stays locked until the commit anyway.
  IF current_setting(moved, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(moved, 'yes', true);
  -- An organisation deleted in the transaction has no generation left to move.
  INSERT INTO shipping_stage_generations (organisation_id)
    SELECT o.id FROM organisations o WHERE o.id = org
  ON CONFLICT (organisation_id) DO UPDATE SET generation = nextval('shipping_stage_generation_values');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipping_instructions_stage_added AFTER INSERT ON shipping_instructions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shipping_stage_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipping_instructions_stage_changed AFTER UPDATE ON shipping_instructions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.status, OLD.warehouse_id, OLD.ship_date, OLD.organisation_id) IS DISTINCT FROM (NEW.status, NEW.warehouse_id, NEW.ship_date, NEW.organisation_id))
  EXECUTE FUNCTION shipping_stage_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER shipping_instructions_stage_removed AFTER DELETE ON shipping_instructions
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION shipping_stage_generations_move();--> statement-breakpoint
-- Organisations that already have shipping instructions start with a generation.
INSERT INTO shipping_stage_generations (organisation_id)
  SELECT DISTINCT organisation_id FROM shipping_instructions ON CONFLICT DO NOTHING;
-- <<< hand-written--> statement-breakpoint
-- >>> hand-written (session 19, decision 058): keep at the end when renumbering.
-- Every transaction that adds or removes an organisation's picking batches, or changes a number,
-- warehouse or creation time (what 最近のバッチ filters and sorts by), moves the organisation's
-- generation once, AT COMMIT: a deferred trigger takes the generation row
-- after every other lock of the transaction, so it can never stand in a lock cycle (orders →
-- instructions → stock rows, then the generation) and writers queue on it only while committing.
CREATE FUNCTION picking_batch_generations_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.organisation_id ELSE NEW.organisation_id END;
  moved text := 'picking_batch_generation.o' || replace(org::text, '-', '_');
BEGIN
  -- Once per organisation and transaction: the row stays locked until the commit anyway.
  IF current_setting(moved, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(moved, 'yes', true);
  -- An organisation deleted in the transaction has no generation left to move.
  INSERT INTO picking_batch_generations (organisation_id)
    SELECT o.id FROM organisations o WHERE o.id = org
  ON CONFLICT (organisation_id) DO UPDATE SET generation = nextval('picking_batch_generation_values');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER picking_batches_list_added AFTER INSERT ON picking_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION picking_batch_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER picking_batches_list_changed AFTER UPDATE ON picking_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.number, OLD.warehouse_id, OLD.created_at, OLD.organisation_id) IS DISTINCT FROM (NEW.number, NEW.warehouse_id, NEW.created_at, NEW.organisation_id))
  EXECUTE FUNCTION picking_batch_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER picking_batches_list_removed AFTER DELETE ON picking_batches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION picking_batch_generations_move();--> statement-breakpoint
-- Organisations that already have picking batches start with a generation.
INSERT INTO picking_batch_generations (organisation_id)
  SELECT DISTINCT organisation_id FROM picking_batches ON CONFLICT DO NOTHING;
-- <<< hand-written
