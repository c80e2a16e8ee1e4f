CREATE TABLE "phone_versions" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Once per transaction and enterprise, at commit (deferred): the bump takes the version row's lock
-- last, after every other lock of the transaction, so writers never wait on each other holding it.
CREATE FUNCTION "bump_phone_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  e integer;
  seen text;
BEGIN
  IF TG_OP = 'DELETE' THEN e := OLD.enterprise_id; ELSE e := NEW.enterprise_id; END IF;
  seen := 'console.phone_version_' || e;
  IF current_setting(seen, true) = txid_current()::text THEN RETURN NULL; END IF;
  PERFORM set_config(seen, txid_current()::text, true);
  INSERT INTO "phone_versions" ("enterprise_id", "version") VALUES (e, 1)
    ON CONFLICT ("enterprise_id") DO UPDATE SET "version" = "phone_versions"."version" + 1;
  IF TG_OP = 'UPDATE' AND OLD.enterprise_id IS DISTINCT FROM NEW.enterprise_id THEN
    INSERT INTO "phone_versions" ("enterprise_id", "version") VALUES (OLD.enterprise_id, 1)
      ON CONFLICT ("enterprise_id") DO UPDATE SET "version" = "phone_versions"."version" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- the columns a count reads (filters.ts: visibility and the list filters); a name, remark or power
-- state change leaves every count as it was
CREATE CONSTRAINT TRIGGER "phones_version" AFTER INSERT OR DELETE OR UPDATE OF
  "enterprise_id", "deleted_at", "expiration_time", "account_id", "network_card_id", "assigned_user_id"
  ON "phones" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_phone_version"();
