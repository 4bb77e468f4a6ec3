-- An issued GST tax invoice never changes and is never removed: the database refuses UPDATE and DELETE on
-- "invoices" whoever asks (the app, a script, a psql session). A correction is a new document, not an edit.
-- TRUNCATE is not a row change and stays possible for throwaway test databases.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'Invoice % is issued and cannot be changed or deleted (% refused).', OLD."number", TG_OP
		USING ERRCODE = 'restrict_violation',
			HINT = 'Issued invoices are immutable; record a correction as a new document.';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
	FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
