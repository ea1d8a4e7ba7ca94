DROP TABLE customer_document_chunks;
DROP TABLE customer_documents;
DROP TABLE customer_checks;
DROP TABLE customer_consents;
DROP TRIGGER customer_audit_is_append_only ON customer_audit;
DROP FUNCTION customer_audit_append_only();
ALTER TABLE customer_audit DROP CONSTRAINT customer_audit_action_check;
ALTER TABLE customer_audit ADD CONSTRAINT customer_audit_action_check
    CHECK (action IN ('created', 'updated'));
DROP TRIGGER customers_counted_on_delete ON customers;
DROP TRIGGER customers_counted_on_insert ON customers;
DROP FUNCTION customer_count_deleted();
DROP FUNCTION customer_count_inserted();
DROP TABLE customer_count;
DROP INDEX customers_updated_at_idx;
ALTER TABLE customers DROP COLUMN erased_at, DROP COLUMN block_reason, DROP COLUMN blocked_at;
