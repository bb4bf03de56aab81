-- Missions and the weekly leaderboard inside the database. Progress and rankings are computed from the real
-- events of a period (bets kept, rounds, credited deposits, sign-ins), never from counters that can drift.
-- The money paths are one statement each, as the cashier's are (0010): a mission claim writes its claim
-- row and its missionReward posting together, a leaderboard payout writes a period's results, its
-- leaderboardPrize postings and its 'paid' mark together; a killed process leaves all of it or none.

-- The site-time-zone day (midnight to midnight) or ISO week (Monday midnight to the next) holding p_at.
-- A midnight the clocks skip starts the day at the first instant after it (PostgreSQL's reading).
CREATE FUNCTION rewards_period(
  p_period text, p_tz text, p_at timestamptz, OUT starts_at timestamptz, OUT ends_at timestamptz
) AS $$
  SELECT date_trunc(u.unit, p_at AT TIME ZONE p_tz) AT TIME ZONE p_tz,
         (date_trunc(u.unit, p_at AT TIME ZONE p_tz) + ('1 ' || u.unit)::interval) AT TIME ZONE p_tz
    FROM (SELECT CASE p_period WHEN 'weekly' THEN 'week' ELSE 'day' END AS unit) u;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- A player's progress on a mission kind in [p_from, p_to), in the units of missions.target:
--   wager: bets kept (not rolled back) in minor units, on games of p_category (every game when null);
--   distinct_games: games with a bet kept; deposit: credited deposits in minor units (when credited);
--   login_days: the days in a row, ending today (site time zone), with a successful sign-in;
--   win_multiplier: the best win / bet of a round started in the period, in hundredths.
CREATE FUNCTION mission_progress(
  p_kind text, p_category text, p_player integer, p_from timestamptz, p_to timestamptz, p_tz text,
  p_at timestamptz
) RETURNS bigint AS $$
DECLARE
  v bigint;
  v_today date := (p_at AT TIME ZONE p_tz)::date;
BEGIN
  CASE p_kind
    WHEN 'wager' THEN
      IF p_category IS NULL THEN
        SELECT sum(w.amount_minor) INTO v FROM wallet_transactions w
         WHERE w.player_id = p_player AND w.kind = 'bet' AND w.state = 'done'
           AND w.created_at >= p_from AND w.created_at < p_to;
      ELSE
        SELECT sum(w.amount_minor) INTO v FROM wallet_transactions w
          JOIN game_rounds r ON r.provider_code = w.provider_code AND r.round_id = w.round_id
         WHERE w.player_id = p_player AND w.kind = 'bet' AND w.state = 'done'
           AND w.created_at >= p_from AND w.created_at < p_to AND r.game_type = p_category;
      END IF;
    WHEN 'distinct_games' THEN
      SELECT count(DISTINCT (r.provider_code, r.game_code)) INTO v FROM wallet_transactions w
        JOIN game_rounds r ON r.provider_code = w.provider_code AND r.round_id = w.round_id
       WHERE w.player_id = p_player AND w.kind = 'bet' AND w.state = 'done'
         AND w.created_at >= p_from AND w.created_at < p_to;
    WHEN 'deposit' THEN
      SELECT sum(d.amount_minor) INTO v FROM deposits d
        JOIN ledger_transactions t ON t.id = d.ledger_transaction_id
       WHERE d.player_id = p_player AND d.state = 'completed'
         AND t.created_at >= p_from AND t.created_at < p_to;
    WHEN 'login_days' THEN
      -- Newest day first: the n-th day counts while it is today - (n - 1); the first gap ends the streak.
      SELECT count(*) INTO v FROM (
        SELECT s.day, row_number() OVER (ORDER BY s.day DESC) AS n
          FROM (SELECT DISTINCT (a.at AT TIME ZONE p_tz)::date AS day FROM sign_in_attempts a
                 WHERE a.player_id = p_player AND a.outcome = 'ok' AND a.at >= p_from AND a.at < p_to
                   AND a.at <= p_at) s
      ) days
       WHERE days.day = v_today - (days.n - 1)::integer;
    WHEN 'win_multiplier' THEN
      SELECT max(floor(r.win_minor::numeric * 100 / (r.bet_minor - r.refund_minor)))::bigint INTO v
        FROM game_rounds r
       WHERE r.player_id = p_player AND r.started_at >= p_from AND r.started_at < p_to
         AND r.bet_minor - r.refund_minor > 0;
    ELSE
      v := 0;
  END CASE;
  RETURN coalesce(v, 0);
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- Claims an active mission of the player's site for its current period: the progress is checked, the
-- claim row written (once per player, mission and period start) and the reward posted with the key
-- mission:<mission id>:<player id>:<period start, UTC> (keys are unique per site), all in this statement. Answers the outcome: paid, notFound,
-- missionIncomplete or alreadyClaimed (nothing changed but for paid). Fifty claims at once: the first
-- insert of the claim row wins; the others wait for it and then find it.
CREATE FUNCTION mission_claim(
  p_site integer, p_player integer, p_mission integer, p_tz text, p_at timestamptz,
  OUT outcome text, OUT reward_kind text, OUT reward_amount bigint
) AS $$
DECLARE
  m missions;
  v_period record;
  v_claim bigint;
  v_asset text;
  v_posting ledger_posting;
BEGIN
  SELECT * INTO m FROM missions WHERE id = p_mission AND site_id = p_site AND active;
  IF NOT FOUND THEN
    outcome := 'notFound';
    RETURN;
  END IF;
  reward_kind := m.reward_kind;
  reward_amount := m.reward_amount;
  SELECT * INTO v_period FROM rewards_period(m.period, p_tz, p_at);
  IF mission_progress(m.kind, m.category, p_player, v_period.starts_at, v_period.ends_at, p_tz, p_at) < m.target THEN
    outcome := 'missionIncomplete';
    RETURN;
  END IF;
  INSERT INTO mission_claims (site_id, player_id, mission_id, period_start, created_at)
  VALUES (p_site, p_player, m.id, v_period.starts_at, p_at)
  ON CONFLICT ON CONSTRAINT mission_claims_once_unique DO NOTHING
  RETURNING id INTO v_claim;
  IF v_claim IS NULL THEN
    outcome := 'alreadyClaimed';
    RETURN;
  END IF;
  v_asset := CASE m.reward_kind WHEN 'tokens' THEN 'token' ELSE 'game' END;
  v_posting := ledger_post(p_site, p_player, 'missionReward', v_asset, m.reward_amount,
    'mission:' || m.id || ':' || p_player || ':'
      || to_char(v_period.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
    'Mission ' || m.code, ledger_account(p_site, NULL, v_asset, 'bonus'), false,
    ledger_account(p_site, p_player, v_asset, 'available'), true, p_at);
  IF v_posting.replayed THEN
    -- Only this claim row's insert posts this key: an earlier posting means the key is not unique.
    RAISE EXCEPTION 'mission reward % already posted', v_posting.transaction_id;
  END IF;
  UPDATE mission_claims SET ledger_transaction_id = v_posting.transaction_id WHERE id = v_claim;
  outcome := 'paid';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A site's players ranked over [p_from, p_to): wagered = bets kept (not rolled back) in minor units,
-- multiplier = the best win / bet of a round started in the period, in hundredths. Equal scores go to
-- whoever reached the score first (the last bet counted, or the win of the best round), then the lower id.
CREATE FUNCTION leaderboard_ranking(p_site integer, p_metric text, p_from timestamptz, p_to timestamptz)
RETURNS TABLE (rank integer, player_id integer, score bigint, reached_at timestamptz) AS $$
  WITH scores AS (
    SELECT w.player_id, sum(w.amount_minor)::bigint AS score, max(w.created_at) AS reached_at
      FROM wallet_transactions w
     WHERE p_metric = 'wagered' AND w.site_id = p_site AND w.kind = 'bet' AND w.state = 'done'
       AND w.created_at >= p_from AND w.created_at < p_to
     GROUP BY w.player_id
    UNION ALL
    SELECT best.player_id, best.multiplier, best.won_at FROM (
      SELECT DISTINCT ON (r.player_id) r.player_id, r.multiplier, r.won_at
        FROM (SELECT g.player_id,
                     floor(g.win_minor::numeric * 100 / (g.bet_minor - g.refund_minor))::bigint AS multiplier,
                     coalesce((SELECT max(t.created_at) FROM wallet_transactions t
                                WHERE t.provider_code = g.provider_code AND t.round_id = g.round_id
                                  AND t.kind = 'win' AND t.amount_minor > 0), g.started_at) AS won_at
                FROM game_rounds g
               WHERE p_metric = 'multiplier' AND g.site_id = p_site
                 AND g.started_at >= p_from AND g.started_at < p_to
                 AND g.bet_minor - g.refund_minor > 0 AND g.win_minor > 0) r
       ORDER BY r.player_id, r.multiplier DESC, r.won_at
    ) best
  )
  SELECT (row_number() OVER (ORDER BY s.score DESC, s.reached_at, s.player_id))::integer,
         s.player_id, s.score, s.reached_at
    FROM scores s
   WHERE s.score > 0;
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- Pays an ended, unpaid period in this one statement: its final ranking goes to leaderboard_results, each
-- prized place is posted (leaderboardPrize, key leaderboard:<period>:<rank>) and the period is marked
-- paid. The period row is locked first, so a second payout at the same moment waits and then finds it
-- paid. Winners are posted in player order, as the wallet's batches lock players, so the two never
-- deadlock. Answers the number of prizes posted, or -1 when there was nothing to pay.
CREATE FUNCTION leaderboard_pay(p_period integer, p_at timestamptz) RETURNS integer AS $$
DECLARE
  v leaderboard_periods;
  v_winner record;
  v_asset text;
  v_posting ledger_posting;
  v_paid integer := 0;
BEGIN
  SELECT * INTO v FROM leaderboard_periods WHERE id = p_period FOR UPDATE;
  IF NOT FOUND OR v.state <> 'open' OR v.ends_at > p_at THEN
    RETURN -1;
  END IF;
  INSERT INTO leaderboard_results (period_id, rank, player_id, score, prize_kind, prize_amount)
  SELECT v.id, r.rank, r.player_id, r.score, coalesce(p.kind, 'nothing'), coalesce(p.amount, 0)
    FROM leaderboard_ranking(v.site_id, v.metric, v.starts_at, v.ends_at) r
    LEFT JOIN (SELECT DISTINCT ON ((e->>'rank')::integer) (e->>'rank')::integer AS rank,
                      e->>'kind' AS kind, (e->>'amount')::bigint AS amount
                 FROM jsonb_array_elements(v.prizes) e
                ORDER BY (e->>'rank')::integer) p ON p.rank = r.rank;
  FOR v_winner IN
    SELECT id, rank, player_id, prize_kind, prize_amount FROM leaderboard_results
     WHERE period_id = v.id AND prize_kind IN ('tokens', 'cash') AND prize_amount > 0
     ORDER BY player_id
  LOOP
    v_asset := CASE v_winner.prize_kind WHEN 'tokens' THEN 'token' ELSE 'game' END;
    v_posting := ledger_post(v.site_id, v_winner.player_id, 'leaderboardPrize', v_asset, v_winner.prize_amount,
      'leaderboard:' || v.id || ':' || v_winner.rank,
      'Leaderboard of the week of ' || to_char(v.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || ', place ' || v_winner.rank,
      ledger_account(v.site_id, NULL, v_asset, 'bonus'), false,
      ledger_account(v.site_id, v_winner.player_id, v_asset, 'available'), true, p_at);
    UPDATE leaderboard_results SET ledger_transaction_id = v_posting.transaction_id WHERE id = v_winner.id;
    v_paid := v_paid + 1;
  END LOOP;
  UPDATE leaderboard_periods SET state = 'paid', paid_at = p_at WHERE id = v.id;
  RETURN v_paid;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A player's bets of a period (mission progress) and a site's (the leaderboard), read by time.
CREATE INDEX wallet_transactions_player_bets_idx ON wallet_transactions (player_id, created_at)
  WHERE kind = 'bet' AND state = 'done';
--> statement-breakpoint
CREATE INDEX wallet_transactions_site_bets_idx ON wallet_transactions (site_id, created_at)
  WHERE kind = 'bet' AND state = 'done';
--> statement-breakpoint
CREATE INDEX game_rounds_site_started_idx ON game_rounds (site_id, started_at);
--> statement-breakpoint
-- The payout job's look-up of ended periods, and a site's past periods.
CREATE INDEX leaderboard_periods_open_idx ON leaderboard_periods (ends_at) WHERE state = 'open';
--> statement-breakpoint
CREATE INDEX leaderboard_periods_site_idx ON leaderboard_periods (site_id, ends_at);
