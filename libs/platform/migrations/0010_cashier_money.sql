-- The cashier's money paths, each one statement (as the wallet's in 0007): the state change of a deposit
-- or withdrawal, its ledger posting, its timeline event and its inbox message commit together or not at
-- all, so a killed process leaves every deposit credited once or not at all, and every withdrawal hold
-- held, released or paid, never two of these. A refusal raises SQLSTATE P0001 with the message
-- 'cashier:<key>' (the detail says why) and changes nothing.

CREATE FUNCTION cashier_refuse(p_key text, p_detail text) RETURNS void AS $$
BEGIN
  RAISE EXCEPTION USING MESSAGE = 'cashier:' || p_key, DETAIL = p_detail;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE FUNCTION cashier_event(
  p_subject text, p_id bigint, p_state text, p_note text, p_actor text, p_at timestamptz
) RETURNS void AS $$
  INSERT INTO cashier_events (subject, subject_id, state, note, actor, at)
  VALUES (p_subject, p_id, p_state, p_note, p_actor, p_at);
$$ LANGUAGE sql;
--> statement-breakpoint
-- A PSP payment succeeded: the deposit is credited exactly once per PSP payment id (the ledger key is
-- the payment id). A deposit that had expired or failed on our side is still credited: the player's money
-- did arrive. An amount (amount + fee) or currency other than the deposit's is never credited: the
-- answer starts with 'flagged:' and the operator looks at it. Answers credited, duplicate or flagged:<why>.
CREATE FUNCTION cashier_credit_deposit(
  p_provider text, p_reference text, p_payment text, p_amount bigint, p_currency text,
  p_title text, p_body text, p_at timestamptz
) RETURNS text AS $$
DECLARE
  v deposits;
  v_posting ledger_posting;
BEGIN
  SELECT * INTO v FROM deposits WHERE public_id = p_reference AND provider_code = p_provider FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'flagged:no deposit has this reference';
  END IF;
  IF v.psp_payment_id IS NOT NULL AND v.psp_payment_id <> p_payment THEN
    RETURN 'flagged:the deposit belongs to another payment id';
  END IF;
  IF v.state = 'completed' THEN
    RETURN 'duplicate';
  END IF;
  IF p_amount <> v.amount_minor + v.fee_minor OR p_currency <> v.currency THEN
    PERFORM cashier_event('deposit', v.id, v.state,
      'the provider reported ' || p_amount || ' ' || p_currency || ' minor units: not credited', 'psp', p_at);
    RETURN 'flagged:the amount or currency differs from the deposit';
  END IF;
  v_posting := ledger_post(v.site_id, v.player_id, 'deposit', 'game', v.amount_minor,
    'deposit:' || p_provider || ':' || p_payment, 'deposit ' || v.public_id,
    ledger_account(v.site_id, NULL, 'game', 'cash'), false,
    ledger_account(v.site_id, v.player_id, 'game', 'available'), true, p_at);
  UPDATE deposits
     SET state = 'completed', psp_payment_id = p_payment, ledger_transaction_id = v_posting.transaction_id,
         updated_at = p_at
   WHERE id = v.id;
  PERFORM cashier_event('deposit', v.id, 'completed', '', 'psp', p_at);
  INSERT INTO inbox_messages (site_id, player_id, title, body, created_at)
  VALUES (v.site_id, v.player_id, p_title, p_body, p_at);
  RETURN 'credited';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A deposit ends without money: failed, expired or cancelled. Only a deposit still created or pending
-- ends; a completed one is never taken back. Answers ended, ignored or flagged:<why>.
CREATE FUNCTION cashier_end_deposit(
  p_provider text, p_reference text, p_payment text, p_state text, p_note text, p_actor text,
  p_at timestamptz
) RETURNS text AS $$
DECLARE
  v deposits;
BEGIN
  SELECT * INTO v FROM deposits WHERE public_id = p_reference AND provider_code = p_provider FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'flagged:no deposit has this reference';
  END IF;
  IF p_payment IS NOT NULL AND v.psp_payment_id IS NOT NULL AND v.psp_payment_id <> p_payment THEN
    RETURN 'flagged:the deposit belongs to another payment id';
  END IF;
  IF v.state NOT IN ('created', 'pending') THEN
    RETURN 'ignored';
  END IF;
  UPDATE deposits SET state = p_state, psp_payment_id = coalesce(psp_payment_id, p_payment), updated_at = p_at
   WHERE id = v.id;
  PERFORM cashier_event('deposit', v.id, p_state, p_note, p_actor, p_at);
  RETURN 'ended';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deposits left created or pending past their expiry end as expired. Answers how many.
CREATE FUNCTION cashier_expire_deposits(p_at timestamptz) RETURNS integer AS $$
DECLARE
  v record;
  v_count integer := 0;
BEGIN
  FOR v IN SELECT public_id, provider_code FROM deposits
            WHERE state IN ('created', 'pending') AND expires_at < p_at
            ORDER BY id LIMIT 1000 LOOP
    IF cashier_end_deposit(v.provider_code, v.public_id, NULL, 'expired', 'not paid in time', 'system', p_at) = 'ended' THEN
      v_count := v_count + 1;
    END IF;
  END LOOP;
  RETURN v_count;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- What a player may withdraw now: the available balance less the part of their deposits not yet wagered
-- (deposits × the site's wagering percent / 100, less bets net of refunds, never below zero).
CREATE FUNCTION cashier_withdrawable(
  p_site integer, p_player integer, p_balance bigint,
  OUT withdrawable bigint, OUT required bigint, OUT wagered bigint, OUT wagering_left bigint,
  OUT wagering_percent integer
) AS $$
DECLARE
  v_deposits bigint;
BEGIN
  SELECT coalesce((SELECT s.wagering_percent FROM cashier_settings s WHERE s.site_id = p_site), 100)
    INTO wagering_percent;
  SELECT coalesce(sum(amount_minor) FILTER (WHERE kind = 'deposit'), 0),
         coalesce(sum(amount_minor) FILTER (WHERE kind = 'bet'), 0)
           - coalesce(sum(amount_minor) FILTER (WHERE kind = 'refund'), 0)
    INTO v_deposits, wagered
    FROM ledger_transactions
   WHERE player_id = p_player AND asset = 'game' AND kind IN ('deposit', 'bet', 'refund');
  -- Rounded up: a part of a minor unit still to wager is a whole one.
  required := (v_deposits * wagering_percent + 99) / 100;
  wagering_left := greatest(required - wagered, 0);
  withdrawable := greatest(p_balance - wagering_left, 0);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A withdrawal request: idempotent by the player's request id, within the site's limits and the
-- withdrawable balance; the amount moves to the frozen pocket (the hold). The player's balance is locked
-- first, so two requests of one player are decided one after the other. Answers the withdrawal's public
-- id and whether it was made now.
CREATE FUNCTION cashier_request_withdrawal(
  p_site integer, p_player integer, p_public text, p_request text, p_method text, p_method_name text,
  p_provider text, p_bank_account integer, p_amount bigint, p_fee bigint, p_currency text,
  p_at timestamptz, OUT public_id text, OUT created boolean
) AS $$
DECLARE
  v_account integer;
  v_balance bigint;
  v_earlier withdrawals;
  v_settings record;
  v_open integer;
  v_today integer;
  v_rule record;
  v_hold ledger_posting;
  v_id bigint;
BEGIN
  v_account := ledger_account(p_site, p_player, 'game', 'available');
  SELECT balance_minor INTO v_balance FROM ledger_accounts WHERE id = v_account FOR UPDATE;

  SELECT * INTO v_earlier FROM withdrawals w WHERE w.player_id = p_player AND w.request_id = p_request;
  IF FOUND THEN
    IF v_earlier.method_code <> p_method OR v_earlier.amount_minor <> p_amount
       OR v_earlier.bank_account_id <> p_bank_account THEN
      PERFORM cashier_refuse('requestConflict', 'this request id was used for another withdrawal');
    END IF;
    public_id := v_earlier.public_id;
    created := false;
    RETURN;
  END IF;

  PERFORM 1 FROM player_bank_accounts b
   WHERE b.id = p_bank_account AND b.player_id = p_player AND b.removed_at IS NULL;
  IF NOT FOUND THEN
    PERFORM cashier_refuse('notFound', 'the bank account is not one of the player''s');
  END IF;

  SELECT coalesce(s.max_pending_withdrawals, 3) AS max_pending, coalesce(s.max_withdrawals_per_day, 5) AS per_day
    INTO v_settings
    FROM (SELECT 1) one LEFT JOIN cashier_settings s ON s.site_id = p_site;
  SELECT count(*) FILTER (WHERE w.state IN ('pending', 'approved')),
         count(*) FILTER (WHERE w.created_at >= date_trunc('day', p_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')
    INTO v_open, v_today
    FROM withdrawals w WHERE w.player_id = p_player;
  IF v_open >= v_settings.max_pending THEN
    PERFORM cashier_refuse('tooManyPendingWithdrawals', 'at most ' || v_settings.max_pending || ' withdrawals may wait');
  END IF;
  IF v_today >= v_settings.per_day THEN
    PERFORM cashier_refuse('dailyWithdrawalLimit', 'at most ' || v_settings.per_day || ' withdrawals a day');
  END IF;

  SELECT * INTO v_rule FROM cashier_withdrawable(p_site, p_player, v_balance);
  IF p_amount > v_rule.withdrawable THEN
    PERFORM cashier_refuse('notWithdrawable', 'withdrawable now: ' || v_rule.withdrawable || ' minor units');
  END IF;

  v_hold := ledger_post(p_site, p_player, 'withdrawalHold', 'game', p_amount,
    'withdrawal-hold:' || p_public, 'withdrawal ' || p_public,
    v_account, true, ledger_account(p_site, p_player, 'game', 'frozen'), true, p_at);
  INSERT INTO withdrawals (public_id, site_id, player_id, method_code, method_name, provider_code,
    bank_account_id, amount_minor, fee_minor, currency, state, request_id, hold_transaction_id,
    created_at, updated_at)
  VALUES (p_public, p_site, p_player, p_method, p_method_name, p_provider, p_bank_account, p_amount, p_fee,
    p_currency, 'pending', p_request, v_hold.transaction_id, p_at, p_at)
  RETURNING id INTO v_id;
  PERFORM cashier_event('withdrawal', v_id, 'pending', '', 'player', p_at);
  public_id := p_public;
  created := true;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A withdrawal's hold returns to the player: cancelled by the player or rejected by the operator while
-- pending, or failed at the PSP once approved. The same end again answers 'already'; any other state
-- refuses (notCancellable). p_player, when given, must own the withdrawal.
CREATE FUNCTION cashier_release_withdrawal(
  p_public text, p_player integer, p_state text, p_note text, p_actor text, p_title text, p_body text,
  p_at timestamptz
) RETURNS text AS $$
DECLARE
  w withdrawals;
  v_release ledger_posting;
BEGIN
  SELECT * INTO w FROM withdrawals
   WHERE public_id = p_public AND (p_player IS NULL OR player_id = p_player) FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM cashier_refuse('notFound', 'no such withdrawal');
  END IF;
  IF w.state = p_state THEN
    RETURN 'already';
  END IF;
  IF NOT ((p_state IN ('cancelled', 'rejected') AND w.state = 'pending')
          OR (p_state = 'failed' AND w.state = 'approved')) THEN
    PERFORM cashier_refuse('notCancellable', 'the withdrawal is ' || w.state);
  END IF;
  v_release := ledger_post(w.site_id, w.player_id, 'withdrawalRelease', 'game', w.amount_minor,
    'withdrawal-release:' || w.public_id, 'withdrawal ' || w.public_id || ' ' || p_state,
    ledger_account(w.site_id, w.player_id, 'game', 'frozen'), true,
    ledger_account(w.site_id, w.player_id, 'game', 'available'), true, p_at);
  UPDATE withdrawals SET state = p_state, settle_transaction_id = v_release.transaction_id, reason = p_note,
         updated_at = p_at
   WHERE id = w.id;
  PERFORM cashier_event('withdrawal', w.id, p_state, p_note, p_actor, p_at);
  IF p_title IS NOT NULL THEN
    INSERT INTO inbox_messages (site_id, player_id, title, body, created_at)
    VALUES (w.site_id, w.player_id, p_title, p_body, p_at);
  END IF;
  RETURN 'released';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The operator approves a pending withdrawal (the payout is then sent to the PSP). Answers approved, or
-- already when it was approved or paid before.
CREATE FUNCTION cashier_approve_withdrawal(p_public text, p_actor text, p_at timestamptz) RETURNS text AS $$
DECLARE
  w withdrawals;
BEGIN
  SELECT * INTO w FROM withdrawals WHERE public_id = p_public FOR UPDATE;
  IF NOT FOUND THEN
    PERFORM cashier_refuse('notFound', 'no such withdrawal');
  END IF;
  IF w.state IN ('approved', 'paid') THEN
    RETURN 'already';
  END IF;
  IF w.state <> 'pending' THEN
    PERFORM cashier_refuse('notCancellable', 'the withdrawal is ' || w.state);
  END IF;
  UPDATE withdrawals SET state = 'approved', updated_at = p_at WHERE id = w.id;
  PERFORM cashier_event('withdrawal', w.id, 'approved', '', p_actor, p_at);
  RETURN 'approved';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The PSP paid an approved withdrawal: the hold leaves the frozen pocket for the house's cash, once.
-- Answers paid, duplicate or flagged:<why>.
CREATE FUNCTION cashier_pay_withdrawal(
  p_provider text, p_reference text, p_payout text, p_amount bigint, p_currency text, p_title text,
  p_body text, p_at timestamptz
) RETURNS text AS $$
DECLARE
  w withdrawals;
  v_payout ledger_posting;
BEGIN
  SELECT * INTO w FROM withdrawals WHERE public_id = p_reference AND provider_code = p_provider FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'flagged:no withdrawal has this reference';
  END IF;
  IF w.state = 'paid' THEN
    RETURN 'duplicate';
  END IF;
  IF w.state <> 'approved' THEN
    RETURN 'flagged:a payout of a withdrawal that is ' || w.state;
  END IF;
  IF p_amount <> w.amount_minor - w.fee_minor OR p_currency <> w.currency THEN
    RETURN 'flagged:the amount or currency differs from the withdrawal';
  END IF;
  v_payout := ledger_post(w.site_id, w.player_id, 'withdrawalPayout', 'game', w.amount_minor,
    'withdrawal-payout:' || w.public_id, 'withdrawal ' || w.public_id || ' paid',
    ledger_account(w.site_id, w.player_id, 'game', 'frozen'), true,
    ledger_account(w.site_id, NULL, 'game', 'cash'), false, p_at);
  UPDATE withdrawals SET state = 'paid', settle_transaction_id = v_payout.transaction_id,
         psp_payout_id = p_payout, updated_at = p_at
   WHERE id = w.id;
  PERFORM cashier_event('withdrawal', w.id, 'paid', '', 'psp', p_at);
  INSERT INTO inbox_messages (site_id, player_id, title, body, created_at)
  VALUES (w.site_id, w.player_id, p_title, p_body, p_at);
  RETURN 'paid';
END;
$$ LANGUAGE plpgsql;
