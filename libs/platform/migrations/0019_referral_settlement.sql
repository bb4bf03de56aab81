-- Referral commission inside the database. A referred player is a player of the same site whose sign-up
-- referrer_code, upper-cased and trimmed, is a referral code of that site (referral_codes, migration 0018).
-- A day's commission is settled in one statement, as the other money paths are (0010, 0017): the day's
-- settlement row, each referred player's commission row and one referralCommission posting per referrer
-- are written together, so a killed process leaves all of it or none.

-- A site's players by the code they signed up with: the referral page's list and the settlement's join.
CREATE INDEX players_site_referrer_code_idx ON players (site_id, upper(btrim(referrer_code)))
  WHERE referrer_code IS NOT NULL;
--> statement-breakpoint
-- Settles the site-time-zone day p_day ([its midnight in p_tz, the next midnight)) of a site with the terms
-- given (p_percent of the basis, 0..50; p_basis 'net_loss' or 'turnover'). The settlement row is written
-- first: when the day is settled already, it answers referrers = -1 and changes nothing; a concurrent
-- settlement of the same day waits for the first to commit and then finds its row. Otherwise, for each
-- referred player with game postings in the day, the basis from the ledger (asset game):
--   turnover = bets - refunds; net_loss = bets - refunds - wins (below zero for a winning day);
-- commission = floor(greatest(basis, 0) * p_percent / 100), so a winning player gives nothing and never
-- takes anything back. Each referrer whose commissions sum above zero gets one referralCommission posting
-- (house bonus -> player available, key referral:<YYYY-MM-DD>:<referrer id>), in referrer id order as
-- the other payouts post. Answers the referrers paid and the minor units posted.
CREATE FUNCTION referral_settle(
  p_site integer, p_day date, p_tz text, p_percent numeric, p_basis text, p_at timestamptz,
  OUT referrers integer, OUT paid_minor bigint
) AS $$
DECLARE
  v_from timestamptz := p_day::timestamp AT TIME ZONE p_tz;
  v_to timestamptz := (p_day + 1)::timestamp AT TIME ZONE p_tz;
  v_day text := to_char(p_day, 'YYYY-MM-DD');
  v_settled date;
  v_referrer record;
  v_posting ledger_posting;
BEGIN
  IF p_basis IS NULL OR p_basis NOT IN ('net_loss', 'turnover') THEN
    RAISE EXCEPTION 'referral_settle: unknown basis %', p_basis;
  END IF;
  IF p_percent IS NULL OR p_percent < 0 OR p_percent > 50 THEN
    RAISE EXCEPTION 'referral_settle: commission percent % is not within 0..50', p_percent;
  END IF;
  -- A day still under way would lose what is played after it is settled.
  IF v_to > p_at THEN
    RAISE EXCEPTION 'referral_settle: the day % (%) has not ended at %', v_day, p_tz, p_at;
  END IF;

  INSERT INTO referral_settlements (site_id, day, commission_percent, basis, referrers, paid_minor, settled_at)
  VALUES (p_site, p_day, p_percent::text, p_basis, 0, 0, p_at)
  ON CONFLICT DO NOTHING
  RETURNING day INTO v_settled;
  IF v_settled IS NULL THEN
    referrers := -1;
    paid_minor := 0;
    RETURN;
  END IF;
  referrers := 0;
  paid_minor := 0;

  -- From the referrers' codes to the players who signed up with them (players_site_referrer_code_idx),
  -- then each one's postings of the day (ledger_transactions_player_created_idx): never a scan of the
  -- whole site's ledger.
  INSERT INTO referral_commissions (site_id, day, referrer_id, referred_id, basis_minor, commission_minor)
  SELECT p_site, p_day, c.player_id, p.id, d.basis,
         floor(greatest(d.basis, 0) * p_percent / 100)::bigint
    FROM referral_codes c
    JOIN players p
      ON p.site_id = c.site_id AND p.referrer_code IS NOT NULL
     AND upper(btrim(p.referrer_code)) = c.code AND p.id <> c.player_id
   CROSS JOIN LATERAL (
     SELECT count(*) AS postings,
            coalesce(sum(CASE t.kind
                           WHEN 'bet' THEN t.amount_minor
                           WHEN 'refund' THEN -t.amount_minor
                           WHEN 'win' THEN CASE WHEN p_basis = 'net_loss' THEN -t.amount_minor ELSE 0 END
                         END), 0)::bigint AS basis
       FROM ledger_transactions t
      WHERE t.player_id = p.id AND t.site_id = p_site AND t.asset = 'game'
        AND t.kind IN ('bet', 'win', 'refund')
        AND t.created_at >= v_from AND t.created_at < v_to
   ) d
   WHERE c.site_id = p_site AND d.postings > 0;

  FOR v_referrer IN
    SELECT r.referrer_id, sum(r.commission_minor)::bigint AS amount
      FROM referral_commissions r
     WHERE r.site_id = p_site AND r.day = p_day
     GROUP BY r.referrer_id
    HAVING sum(r.commission_minor) > 0
     ORDER BY r.referrer_id
  LOOP
    v_posting := ledger_post(p_site, v_referrer.referrer_id, 'referralCommission', 'game', v_referrer.amount,
      'referral:' || v_day || ':' || v_referrer.referrer_id,
      'Referral commission ' || v_day,
      ledger_account(p_site, NULL, 'game', 'bonus'), false,
      ledger_account(p_site, v_referrer.referrer_id, 'game', 'available'), true, p_at);
    IF v_posting.replayed THEN
      -- Only this day's settlement row posts this key: an earlier posting means the key is not unique.
      RAISE EXCEPTION 'referral commission % already posted', v_posting.transaction_id;
    END IF;
    UPDATE referral_commissions SET ledger_transaction_id = v_posting.transaction_id
     WHERE site_id = p_site AND day = p_day AND referrer_id = v_referrer.referrer_id;
    referrers := referrers + 1;
    paid_minor := paid_minor + v_referrer.amount;
  END LOOP;

  UPDATE referral_settlements SET referrers = referral_settle.referrers, paid_minor = referral_settle.paid_minor
   WHERE site_id = p_site AND day = p_day;
END;
$$ LANGUAGE plpgsql;
