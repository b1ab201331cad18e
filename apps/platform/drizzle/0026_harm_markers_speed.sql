-- Markers of harm at the pace of play (issue 36, docs/harmMarkers.md "How it runs"): the deposit
-- markers (deposits rising over 35 days, loss chasing) read a player's deposits only; with the
-- account's index alone they read every stake and win of those days too (thousands for a regular
-- player). Deposits are a small share of the ledger's rows, so this index costs little to keep.
CREATE INDEX "ledger_entries_account_deposits" ON "ledger_entries" USING btree ("account_id","created_at") WHERE "ledger_entries"."type" in ('deposit', 'deposit_held');
