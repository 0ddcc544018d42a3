CREATE SEQUENCE "public"."receiving_list_generation_values" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "receiving_list_generations" (
	"organisation_id" uuid PRIMARY KEY NOT NULL,
	"generation" bigint DEFAULT nextval('receiving_list_generation_values') NOT NULL
);
--> statement-breakpoint
ALTER TABLE "receiving_list_generations" ADD CONSTRAINT "receiving_list_generations_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- >>> hand-written (session 27, decision 079): keep at the end when renumbering.
-- Every transaction that adds or removes an organisation's receiving schedules, or changes a
-- column the 入荷予定 list filters by (number, note, status, warehouse, vendor, supplier, date),
-- moves the organisation's generation once, AT COMMIT: a deferred trigger takes the generation row
-- after every other lock of the transaction, so it never stands in a lock cycle, and writers queue
-- on it only while committing (as decision 058's generations).
CREATE FUNCTION receiving_list_generations_move() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD.organisation_id ELSE NEW.organisation_id END;
  moved text := 'receiving_list_generation.o' || replace(org::text, '-', '_');
BEGIN
  -- Once per organisation and transaction: the row stays locked until the commit anyway.
  IF current_setting(moved, true) = 'yes' THEN RETURN NULL; END IF;
  PERFORM set_config(moved, 'yes', true);
  -- An organisation deleted in the transaction has no generation left to move.
  INSERT INTO receiving_list_generations (organisation_id)
    SELECT o.id FROM organisations o WHERE o.id = org
  ON CONFLICT (organisation_id) DO UPDATE SET generation = nextval('receiving_list_generation_values');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receiving_schedules_list_added AFTER INSERT ON receiving_schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION receiving_list_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receiving_schedules_list_changed AFTER UPDATE ON receiving_schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD.number, OLD.note, OLD.status, OLD.warehouse_id, OLD.vendor_id, OLD.supplier_id, OLD.scheduled_date, OLD.organisation_id)
        IS DISTINCT FROM (NEW.number, NEW.note, NEW.status, NEW.warehouse_id, NEW.vendor_id, NEW.supplier_id, NEW.scheduled_date, NEW.organisation_id))
  EXECUTE FUNCTION receiving_list_generations_move();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER receiving_schedules_list_removed AFTER DELETE ON receiving_schedules
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION receiving_list_generations_move();--> statement-breakpoint
-- Organisations that already have schedules start with a generation.
INSERT INTO receiving_list_generations (organisation_id)
  SELECT DISTINCT organisation_id FROM receiving_schedules ON CONFLICT DO NOTHING;
-- <<< hand-written
