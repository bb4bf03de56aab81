-- Custom SQL migration file, put your code below! --
-- Promotions and bonus money inside the database. A deposit bonus is "locked" money: it sits in the
-- player's game bonus pocket, is never staked (wallet_bet stakes the available pocket only) and never
-- withdrawable (cashier_withdrawable reads the available pocket only), and becomes cash (bonusRelease)
-- once the wagering is met. Wagering progress is computed from the real events, never kept in a counter:
-- the player's kept bets (wallet_transactions 'bet', 'done') from the grant until the bonus expires.
--
-- Every money path is one statement, as the cashier's (0010) and the rewards' (0016, 0017): the grant in
-- the deposit's own statement (cashier_credit_deposit), the release in the bet's own (wallet_bet), the
-- forfeit and the expiry in one each. A posting's key is derived from the bonus id (bonus:grant:<id>,
-- bonus:release:<id>, bonus:end:<id>) and each is posted only by a state change of the locked bonus row,
-- so a retry, a second instance or a notification delivered twice moves nothing again.
--
-- Lock order, as 0016 says: the player's game balance first (wallet_lock, or the deposit's posting to it),
-- then the bonus row, then the bonus pocket. Refusals are outcomes (a text answer), not exceptions.

-- The player's kept bets (not rolled back) in [p_from, p_to), in minor units: a bonus's wagering.
CREATE FUNCTION promotion_wagered(p_player integer, p_from timestamptz, p_to timestamptz) RETURNS bigint AS $$
  SELECT coalesce(sum(w.amount_minor), 0)::bigint FROM wallet_transactions w
   WHERE w.player_id = p_player AND w.kind = 'bet' AND w.state = 'done'
     AND w.created_at >= p_from AND w.created_at < p_to;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Whether a promotion takes opt-ins and grants at p_at: switched on, started and not ended.
CREATE FUNCTION promotion_running(p promotions, p_at timestamptz) RETURNS boolean AS $$
  SELECT p.active AND (p.starts_at IS NULL OR p.starts_at <= p_at) AND (p.ends_at IS NULL OR p.ends_at > p_at);
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Opts the player into a promotion of their site. Answers the outcome and the new bonus's id: opted_in;
-- notFound (not the site's, or not started yet); promotionEnded (ended, or switched off by the operator);
-- bonusInProgress (the player has a bonus opted into or active). The partial unique index
-- player_bonuses_one_open_idx decides between concurrent opt-ins: one row is made, the others wait for it
-- and then find it.
CREATE FUNCTION promotion_opt_in(
  p_site integer, p_player integer, p_promotion integer, p_at timestamptz,
  OUT outcome text, OUT bonus_id bigint
) AS $$
DECLARE
  p promotions;
BEGIN
  SELECT * INTO p FROM promotions WHERE id = p_promotion AND site_id = p_site;
  IF NOT FOUND OR (p.starts_at IS NOT NULL AND p.starts_at > p_at) THEN
    outcome := 'notFound';
    RETURN;
  END IF;
  IF NOT promotion_running(p, p_at) THEN
    outcome := 'promotionEnded';
    RETURN;
  END IF;
  -- Each promotion pays a player once: a bonus of it granted before (whatever became of it) ends the offer
  -- for them; an opt-in given up before any deposit does not.
  IF EXISTS (SELECT 1 FROM player_bonuses b
              WHERE b.player_id = p_player AND b.promotion_id = p.id AND b.granted_at IS NOT NULL) THEN
    outcome := 'alreadyClaimed';
    RETURN;
  END IF;
  INSERT INTO player_bonuses (site_id, player_id, promotion_id, state, opted_in_at)
  VALUES (p_site, p_player, p.id, 'opted_in', p_at)
  ON CONFLICT DO NOTHING
  RETURNING id INTO bonus_id;
  outcome := CASE WHEN bonus_id IS NULL THEN 'bonusInProgress' ELSE 'opted_in' END;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Turns an active bonus whose wagering is met into cash: the bonus pocket's amount moves to the available
-- pocket (bonusRelease, key bonus:release:<id>) and the bonus is completed. The caller holds the player's
-- game balance and the bonus row. Answers the amount released.
CREATE FUNCTION promotion_release(p_bonus player_bonuses, p_at timestamptz) RETURNS bigint AS $$
DECLARE
  v_pocket integer := ledger_account(p_bonus.site_id, p_bonus.player_id, 'game', 'bonus');
  v_amount bigint;
BEGIN
  SELECT balance_minor INTO v_amount FROM ledger_accounts WHERE id = v_pocket FOR UPDATE;
  IF v_amount > 0 THEN
    PERFORM ledger_post(p_bonus.site_id, p_bonus.player_id, 'bonusRelease', 'game', v_amount,
      'bonus:release:' || p_bonus.id, 'bonus ' || p_bonus.id || ' wagered',
      v_pocket, true, ledger_account(p_bonus.site_id, p_bonus.player_id, 'game', 'available'), true, p_at);
  END IF;
  UPDATE player_bonuses SET state = 'completed', ended_at = p_at WHERE id = p_bonus.id;
  RETURN v_amount;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Ends an open bonus without paying it (p_state expired or forfeited): an active one's bonus money returns
-- to the house (bonusForfeit, key bonus:end:<id>); an opt-in just ends. The caller holds the player's game
-- balance and the bonus row. Answers the amount removed.
CREATE FUNCTION promotion_end(p_bonus player_bonuses, p_state text, p_at timestamptz) RETURNS bigint AS $$
DECLARE
  v_pocket integer;
  v_amount bigint := 0;
BEGIN
  IF p_bonus.state = 'active' THEN
    v_pocket := ledger_account(p_bonus.site_id, p_bonus.player_id, 'game', 'bonus');
    SELECT balance_minor INTO v_amount FROM ledger_accounts WHERE id = v_pocket FOR UPDATE;
    IF v_amount > 0 THEN
      PERFORM ledger_post(p_bonus.site_id, p_bonus.player_id, 'bonusForfeit', 'game', v_amount,
        'bonus:end:' || p_bonus.id, 'bonus ' || p_bonus.id || ' ' || p_state,
        v_pocket, true, ledger_account(p_bonus.site_id, NULL, 'game', 'bonus'), false, p_at);
    END IF;
  END IF;
  UPDATE player_bonuses SET state = p_state, ended_at = p_at WHERE id = p_bonus.id;
  RETURN v_amount;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Grants the player's opted-in bonus on a credited deposit, in the deposit's statement (called by
-- cashier_credit_deposit, which holds the deposit row and, through its posting, the player's game
-- balance): when the promotion still runs and the deposit reaches its minimum, the bonus is
-- least(floor(deposit × bonus_percent / 100), max_bonus_minor), posted to the bonus pocket (bonusGrant,
-- key bonus:grant:<id>), with wagering ceil(bonus × wagering_multiplier) to meet within valid_days. A
-- requirement of 0 releases at once. A smaller deposit leaves the opt-in waiting for the next one.
-- Answers granted, released, none (no opt-in), ended (the promotion no longer runs) or below.
CREATE FUNCTION promotion_grant(
  p_site integer, p_player integer, p_deposit bigint, p_amount bigint, p_at timestamptz
) RETURNS text AS $$
DECLARE
  b player_bonuses;
  p promotions;
  v_bonus bigint;
  v_required bigint;
BEGIN
  SELECT * INTO b FROM player_bonuses
   WHERE player_id = p_player AND site_id = p_site AND state = 'opted_in' FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'none';
  END IF;
  SELECT * INTO p FROM promotions WHERE id = b.promotion_id;
  IF NOT promotion_running(p, p_at) THEN
    RETURN 'ended';
  END IF;
  -- Integer division of non-negative numbers: the floor.
  v_bonus := least(p_amount * p.bonus_percent / 100, p.max_bonus_minor);
  IF p_amount < p.min_deposit_minor OR v_bonus <= 0 THEN
    RETURN 'below';
  END IF;
  v_required := ceil(v_bonus * p.wagering_multiplier)::bigint;
  PERFORM ledger_post(p_site, p_player, 'bonusGrant', 'game', v_bonus, 'bonus:grant:' || b.id, p.title,
    ledger_account(p_site, NULL, 'game', 'bonus'), false,
    ledger_account(p_site, p_player, 'game', 'bonus'), true, p_at);
  UPDATE player_bonuses
     SET state = 'active', deposit_id = p_deposit, amount_minor = v_bonus, wagering_required_minor = v_required,
         granted_at = p_at, expires_at = p_at + p.valid_days * interval '1 day'
   WHERE id = b.id
  RETURNING * INTO b;
  IF v_required = 0 THEN
    PERFORM promotion_release(b, p_at);
    RETURN 'released';
  END IF;
  RETURN 'granted';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Called by wallet_bet after a bet is kept (the player's game balance locked): when the player's active,
-- unexpired bonus has its wagering met, it is released in the bet's statement. One indexed look-up for a
-- player without an active bonus. Answers the amount released (0 when none).
CREATE FUNCTION promotion_count_wager(p_site integer, p_player integer, p_at timestamptz) RETURNS bigint AS $$
DECLARE
  b player_bonuses;
BEGIN
  SELECT * INTO b FROM player_bonuses
   WHERE player_id = p_player AND state = 'active' AND site_id = p_site FOR UPDATE;
  IF NOT FOUND OR b.expires_at <= p_at
     OR promotion_wagered(p_player, b.granted_at, b.expires_at) < b.wagering_required_minor THEN
    RETURN 0;
  END IF;
  RETURN promotion_release(b, p_at);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The player gives up their own open bonus: an opt-in is withdrawn, an active bonus's money returns to the
-- house (bonusForfeit, key bonus:end:<id>). Answers forfeited, or notFound when p_bonus is not an open
-- bonus of this player on this site (nothing changes).
CREATE FUNCTION promotion_forfeit(p_site integer, p_player integer, p_bonus bigint, p_at timestamptz)
RETURNS text AS $$
DECLARE
  b player_bonuses;
BEGIN
  -- Looked up before the lock, which would create a player's game balance account: a stranger's call
  -- changes nothing at all. Looked at again once the player is locked: it may have ended meanwhile.
  PERFORM 1 FROM player_bonuses
   WHERE id = p_bonus AND player_id = p_player AND site_id = p_site AND state IN ('opted_in', 'active');
  IF NOT FOUND THEN
    RETURN 'notFound';
  END IF;
  PERFORM wallet_lock(p_site, p_player);
  SELECT * INTO b FROM player_bonuses WHERE id = p_bonus AND state IN ('opted_in', 'active') FOR UPDATE;
  IF NOT FOUND THEN
    RETURN 'notFound';
  END IF;
  PERFORM promotion_end(b, 'forfeited', p_at);
  RETURN 'forfeited';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The expiry job's work at p_at, in one statement: active bonuses past their expiry lose their bonus money
-- (bonusForfeit, key bonus:end:<id>) and end expired; opt-ins whose promotion ended or was switched off end
-- expired (no money was granted). At most p_limit active bonuses a run, in player order (as the wallet's
-- batches lock players, so the two never deadlock); each is looked at again once its player is locked, so
-- a bonus released or forfeited meanwhile is left alone. Answers the active bonuses expired.
CREATE FUNCTION promotion_expire(p_at timestamptz, p_limit integer) RETURNS integer AS $$
DECLARE
  v record;
  b player_bonuses;
  v_count integer := 0;
BEGIN
  FOR v IN SELECT id, site_id, player_id FROM player_bonuses
            WHERE state = 'active' AND expires_at <= p_at
            ORDER BY player_id LIMIT p_limit LOOP
    PERFORM wallet_lock(v.site_id, v.player_id);
    SELECT * INTO b FROM player_bonuses WHERE id = v.id AND state = 'active' FOR UPDATE;
    CONTINUE WHEN NOT FOUND;
    PERFORM promotion_end(b, 'expired', p_at);
    v_count := v_count + 1;
  END LOOP;
  UPDATE player_bonuses o SET state = 'expired', ended_at = p_at
    FROM promotions pr
   WHERE o.state = 'opted_in' AND pr.id = o.promotion_id AND (NOT pr.active OR pr.ends_at <= p_at);
  RETURN v_count;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A PSP payment succeeded, as 0010 wrote it plus the promotion's grant (promotion_grant, the one line
-- before the answer): the deposit is credited exactly once per PSP payment id (the ledger key is the
-- payment id), and the player's opted-in bonus granted in the same statement. A deposit that had expired
-- or failed on our side is still credited: the player's money did arrive. An amount (amount + fee) or
-- currency other than the deposit's is never credited: the answer starts with 'flagged:' and the operator
-- looks at it. Answers credited, duplicate or flagged:<why>.
CREATE OR REPLACE FUNCTION cashier_credit_deposit(
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
  PERFORM promotion_grant(v.site_id, v.player_id, v.id, v.amount_minor, p_at);
  RETURN 'credited';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A bet (debit), as 0016 wrote it plus the bonus wagering (promotion_count_wager, the one line after the
-- tokens): the platform has checked the game session, the game and the player's status; this answers a
-- retry, refuses what the round no longer takes, a bet during a time-out or self-exclusion or past a loss
-- limit, and posts from the available pocket only (bonus money is never staked). Answers the balance after
-- it.
CREATE OR REPLACE FUNCTION wallet_bet(
  p_provider text, p_site integer, p_player integer, p_transaction text, p_round text, p_game text,
  p_game_name text, p_game_type text, p_amount bigint, p_reason text, p_touch_session integer,
  p_at timestamptz
) RETURNS bigint AS $$
DECLARE
  v_lock record;
  v_earlier wallet_transactions;
  v_round game_rounds;
  v_posting ledger_posting;
BEGIN
  SELECT * INTO v_lock FROM wallet_lock(p_site, p_player);
  SELECT * INTO v_earlier FROM wallet_transactions
   WHERE provider_code = p_provider AND transaction_id = p_transaction FOR UPDATE;
  IF FOUND THEN
    IF v_earlier.kind = 'bet' AND v_earlier.state <> 'done' AND v_earlier.player_id = p_player THEN
      PERFORM wallet_refuse('TRANSACTION_ROLLED_BACK', 'this bet was rolled back');
    END IF;
    IF NOT (v_earlier.kind = 'bet' AND v_earlier.player_id = p_player AND v_earlier.round_id = p_round
            AND v_earlier.amount_minor = p_amount) THEN
      PERFORM wallet_refuse('DUPLICATE_TRANSACTION', 'this transaction id was used for another request');
    END IF;
    RETURN v_lock.balance;
  END IF;

  SELECT * INTO v_round FROM game_rounds
   WHERE provider_code = p_provider AND round_id = p_round FOR UPDATE;
  IF FOUND AND v_round.player_id <> p_player THEN
    PERFORM wallet_refuse('INVALID_REQUEST', 'the round belongs to another player');
  END IF;
  IF FOUND AND (v_round.status = 'closed' OR v_round.paid) THEN
    PERFORM wallet_refuse('ROUND_CLOSED', 'the round has ended');
  END IF;
  PERFORM protection_check_bet(p_player, p_amount, p_at);
  IF v_lock.balance < p_amount THEN
    PERFORM wallet_refuse('INSUFFICIENT_FUNDS', 'the bet is more than the balance');
  END IF;

  v_posting := ledger_post(p_site, p_player, 'bet', 'game', p_amount,
    'wallet:' || p_provider || ':' || p_transaction, p_reason,
    v_lock.account, true, ledger_account(p_site, NULL, 'game', 'games'), false, p_at);
  IF v_round.id IS NULL THEN
    INSERT INTO game_rounds (provider_code, round_id, site_id, player_id, game_code, game_name, game_type, bet_minor, started_at)
    VALUES (p_provider, p_round, p_site, p_player, p_game, p_game_name, p_game_type, p_amount, p_at);
  ELSE
    UPDATE game_rounds SET bet_minor = bet_minor + p_amount WHERE id = v_round.id;
  END IF;
  INSERT INTO wallet_transactions (provider_code, transaction_id, kind, site_id, player_id, round_id, amount_minor, state, ledger_transaction_id, created_at)
  VALUES (p_provider, p_transaction, 'bet', p_site, p_player, p_round, p_amount, 'done', v_posting.transaction_id, p_at);
  PERFORM rewards_earn_tokens(p_site, p_player, p_amount, 'wallet:' || p_provider || ':' || p_transaction, p_at);
  PERFORM promotion_count_wager(p_site, p_player, p_at);
  IF p_touch_session IS NOT NULL THEN
    UPDATE game_sessions SET last_used_at = p_at WHERE id = p_touch_session;
  END IF;
  RETURN v_posting.available_after_minor;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The opt-ins the expiry job looks at: those of a promotion (a promotion ended or switched off).
CREATE INDEX player_bonuses_opted_in_idx ON player_bonuses (promotion_id) WHERE state = 'opted_in';
