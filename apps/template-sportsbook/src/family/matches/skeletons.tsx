import type { ReactNode } from 'react';

/**
 * Placeholders of the match list while its data is on the way. They are built from the list's own classes
 * (a row, its kick-off, teams and odds cells, the filter chips), so each template's rules size them as
 * they size the real ones, and a placeholder of a line of text is a line of text (a no-break space) of
 * that line's font: nothing moves when the data replaces them.
 */

type BoneSize = 'xs' | 's' | 'm' | 'l';

/** One line of text still to come, as wide as its size. */
function Bone({ size }: { size: BoneSize }) {
  return <span className={`sb-bone sb-bone--${size}`}>{'\u00a0'}</span>;
}

/** The market chips of the full-time period, as many as usually fill the row. */
const MARKET_CHIPS: readonly BoneSize[] = ['s', 'm', 'm', 's', 'm', 's', 'm', 'l'];

/** A match row: kick-off time and day, the two teams (under their league where the list is not grouped), three prices. */
function SkeletonRow({ leagueInRow }: { leagueInRow: boolean }) {
  return (
    <li className="sb-match">
      <div className="sb-match__row">
        <p className="sb-match__when">
          <span className="sb-match__clock">
            <span className="sb-match__time">
              <Bone size="s" />
            </span>
            <span className="sb-match__day">
              <Bone size="m" />
            </span>
          </span>
        </p>
        <p className="sb-match__teams">
          {leagueInRow ? (
            <span className="sb-match__league">
              <Bone size="l" />
            </span>
          ) : null}
          <span className="sb-match__team">
            <Bone size="l" />
          </span>
          <span className="sb-match__team">
            <Bone size="m" />
          </span>
        </p>
        {/* The first view's market is the full-time result: three prices a row. */}
        <div className="sb-match__odds sb-match__odds--cols-3">
          {[0, 1, 2].map((cell) => (
            <span key={cell} className="sb-odds sb-odds--skeleton">
              <span className="sb-odds__caption">
                <Bone size="xs" />
              </span>
              <span className="sb-odds__price">
                <Bone size="s" />
              </span>
            </span>
          ))}
        </div>
      </div>
    </li>
  );
}

export interface BoardSkeletonProps {
  /** Match rows to hold: the home block's limit, or a screenful for the full list. */
  rows: number;
  /** The home block names each match's league in its row; the full list groups the rows under two leagues. */
  leagueInRow: boolean;
  /** The filters' place too (the first load); without it, only the rows (a market on its way). */
  filters?: boolean;
  /** The period switch's two labels, known before any data. */
  periodLabels?: readonly [string, string];
  allLeaguesLabel?: string;
}

/** The board between its heading and the end: the filters and the rows, hidden from assistive technology. */
export function BoardSkeleton({
  rows,
  leagueInRow,
  filters = true,
  periodLabels = ['\u00a0', '\u00a0'],
  allLeaguesLabel = '\u00a0',
}: BoardSkeletonProps) {
  const row = (index: number) => <SkeletonRow key={index} leagueInRow={leagueInRow} />;
  const indexes = Array.from({ length: rows }, (_, index) => index);
  const groups: ReactNode[][] = leagueInRow
    ? [indexes.map(row)]
    : [indexes.slice(0, Math.ceil(rows / 2)).map(row), indexes.slice(Math.ceil(rows / 2)).map(row)];
  return (
    <div className="sb-board__skeleton" aria-hidden="true">
      {filters ? (
        <div className="sb-board__filters sb-board__filters--period">
          <div className="sb-period">
            <span className="sb-period__option">{periodLabels[0]}</span>
            <span className="sb-period__option">{periodLabels[1]}</span>
          </div>
          <div className="sb-markets">
            {MARKET_CHIPS.map((size, index) => (
              <span key={index} className="sb-chip">
                <Bone size={size} />
              </span>
            ))}
          </div>
          <div className="sb-league-chips">
            <span className="sb-chip">{allLeaguesLabel}</span>
            <span className="sb-chip">
              <Bone size="l" />
            </span>
            <span className="sb-chip">
              <Bone size="l" />
            </span>
          </div>
        </div>
      ) : null}
      <ul className="sb-leagues">
        {groups.map((group, index) => (
          <li key={index} className={`sb-league${leagueInRow ? ' sb-league--top' : ''}`}>
            {leagueInRow ? null : (
              <p className="sb-league__name">
                <Bone size="l" />
              </p>
            )}
            <ul className="sb-matches">{group}</ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A match's page while its markets load: three markets of a row of prices each. */
export function MatchPageSkeleton() {
  return (
    <div className="sb-event__markets sb-board__skeleton" aria-hidden="true">
      {[3, 2, 2].map((cells, index) => (
        <div key={index} className="sb-market">
          <p className="sb-market__name">
            <Bone size="m" />
          </p>
          <div className={`sb-match__odds sb-match__odds--cols-${cells}`}>
            {Array.from({ length: cells }, (_, cell) => (
              <span key={cell} className="sb-odds sb-odds--skeleton">
                <span className="sb-odds__caption">
                  <Bone size="xs" />
                </span>
                <span className="sb-odds__price">
                  <Bone size="s" />
                </span>
              </span>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

/** The league sidebar's place: its title, all leagues, and two leagues to come. */
export function LeagueNavSkeleton({
  className,
  title,
  allLeaguesLabel,
}: {
  className?: string;
  title: string;
  allLeaguesLabel: string;
}) {
  const item = (label: ReactNode, key: string) => (
    <li key={key}>
      <span className="sb-league-nav__item">
        <span>{label}</span>
        <span className="sb-league-nav__count">
          <Bone size="xs" />
        </span>
      </span>
    </li>
  );
  return (
    <div className={`sb-league-nav${className ? ` ${className}` : ''}`} aria-hidden="true">
      <p className="sb-league-nav__title">{title}</p>
      <ul className="sb-league-nav__list">
        {item(allLeaguesLabel, 'all')}
        {item(<Bone size="l" />, 'first')}
        {item(<Bone size="m" />, 'second')}
      </ul>
    </div>
  );
}
