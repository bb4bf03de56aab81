-- A player's statement: one line per posting of the game balance, newest first. It reads the available
-- pocket's entries backwards along (account_id, id) (ledger_entries_account_idx), merged with the payouts,
-- which move only the frozen pocket: their line changes the available balance by 0 and shows the balance
-- it had then. Entry ids follow transaction ids, so a page reads only its own lines and the ones before
-- it (each branch is limited to the lines up to the page's end; a null p_limit reads all). p_kinds null:
-- every kind. The benchmark (bench/cashier-statement.mjs) times these functions.
CREATE FUNCTION cashier_statement_lines(
  p_player integer, p_from timestamptz, p_to timestamptz, p_kinds text[], p_limit integer, p_offset integer
) RETURNS TABLE (id bigint, at timestamptz, kind text, reason text, amount bigint, balance bigint) AS $$
DECLARE
  v_available integer;
  v_frozen integer;
BEGIN
  SELECT a.id INTO v_available FROM ledger_accounts a
   WHERE a.player_id = p_player AND a.asset = 'game' AND a.pocket = 'available';
  SELECT a.id INTO v_frozen FROM ledger_accounts a
   WHERE a.player_id = p_player AND a.asset = 'game' AND a.pocket = 'frozen';
  RETURN QUERY
  SELECT l.id, l.at, l.kind, l.reason, l.amount, l.balance FROM (
    (SELECT e.id AS entry, t.id, t.created_at AS at, t.kind, t.reason, e.amount_minor AS amount,
            e.balance_after_minor AS balance
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id = v_available
        AND (p_from IS NULL OR t.created_at >= p_from) AND (p_to IS NULL OR t.created_at < p_to)
        AND (p_kinds IS NULL OR t.kind = ANY (p_kinds))
      ORDER BY e.id DESC
      LIMIT p_limit + p_offset)
    UNION ALL
    (SELECT e.id, t.id, t.created_at, t.kind, t.reason, 0::bigint,
            (SELECT b.balance_after_minor FROM ledger_entries b
              WHERE b.account_id = v_available AND b.id < e.id ORDER BY b.id DESC LIMIT 1)
       FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.account_id = v_frozen AND t.kind = 'withdrawalPayout'
        AND (p_from IS NULL OR t.created_at >= p_from) AND (p_to IS NULL OR t.created_at < p_to)
        AND (p_kinds IS NULL OR t.kind = ANY (p_kinds))
      ORDER BY e.id DESC
      LIMIT p_limit + p_offset)
  ) l
  ORDER BY l.entry DESC
  LIMIT p_limit OFFSET p_offset;
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- How many lines the statement has: without filters, counted on the pockets' entries alone (an index-only
-- count); with filters, through their postings.
CREATE FUNCTION cashier_statement_count(
  p_player integer, p_from timestamptz, p_to timestamptz, p_kinds text[]
) RETURNS bigint AS $$
DECLARE
  v_available integer;
  v_frozen integer;
  v_count bigint;
BEGIN
  IF p_from IS NOT NULL OR p_to IS NOT NULL OR p_kinds IS NOT NULL THEN
    SELECT count(*) INTO v_count FROM cashier_statement_lines(p_player, p_from, p_to, p_kinds, NULL, 0);
    RETURN v_count;
  END IF;
  SELECT a.id INTO v_available FROM ledger_accounts a
   WHERE a.player_id = p_player AND a.asset = 'game' AND a.pocket = 'available';
  SELECT a.id INTO v_frozen FROM ledger_accounts a
   WHERE a.player_id = p_player AND a.asset = 'game' AND a.pocket = 'frozen';
  SELECT (SELECT count(*) FROM ledger_entries e WHERE e.account_id = v_available)
       + (SELECT count(*) FROM ledger_entries e JOIN ledger_transactions t ON t.id = e.transaction_id
           WHERE e.account_id = v_frozen AND t.kind = 'withdrawalPayout')
    INTO v_count;
  RETURN v_count;
END;
$$ LANGUAGE plpgsql STABLE;
