-- Winning back customers who cancelled: the latest feedback staff recorded on a cancelled
-- insurance (each one is logged as WINBACK_FEEDBACK too). WON_BACK and NOT_INTERESTED close it;
-- CALL_BACK_LATER and NO_ANSWER keep it on the list.
CREATE TABLE insurance_winback (
    insurance_id BIGINT PRIMARY KEY REFERENCES insurances (insurance_id) ON DELETE CASCADE,
    outcome TEXT NOT NULL CHECK (outcome IN ('WON_BACK', 'NOT_INTERESTED', 'CALL_BACK_LATER', 'NO_ANSWER')),
    comment TEXT NOT NULL DEFAULT '',
    recorded_by TEXT NOT NULL,
    recorded_at TIMESTAMPTZ NOT NULL
);
-- The list reads cancelled insurances newest first (insurances_by_cancellation covers the range);
-- this one keeps the scan to those still cancelled.
CREATE INDEX insurances_cancelled_newest ON insurances (cancelled_at DESC, insurance_id DESC)
    WHERE substatus = 'CANCELED';
