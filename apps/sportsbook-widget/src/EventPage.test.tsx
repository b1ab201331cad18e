import type { SportsbookBet, SportsbookEvent, SportsbookFeed, SportsbookWidgetOptions } from '@casino/contract';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaceBetBody, WidgetApi } from './api';
import { englishTranslator } from './texts';
import { Widget } from './Widget';

const selection = (id: number, name: string, odds: string) => ({ id, name, odds, result: null });

const event: SportsbookEvent = {
  id: 7,
  sportId: 1,
  tournamentId: 1,
  name: 'Ashford FC vs Bramley FC',
  home: 'Ashford FC',
  away: 'Bramley FC',
  status: 'live',
  startsAt: '2026-11-27T14:00:00.000Z',
  score: { home: 1, away: 0 },
  minute: 34,
  games: null,
  timeline: [{ minute: 21, side: 'home', scorer: 'J. Walker', score: { home: 1, away: 0 } }],
  markets: [
    {
      id: 1,
      kind: '1x2',
      name: '1x2',
      status: 'open',
      selections: [
        selection(11, 'Ashford FC', '1.50'),
        selection(12, 'Draw', '4.00'),
        selection(13, 'Bramley FC', '6.50'),
      ],
    },
    {
      id: 2,
      kind: 'total',
      name: 'Total 2.5',
      status: 'open',
      selections: [selection(21, 'Over 2.5', '1.90'), selection(22, 'Under 2.5', '1.90')],
    },
    {
      id: 3,
      kind: 'btts',
      name: 'Both teams to score',
      status: 'suspended',
      selections: [selection(31, 'Yes', '2.10'), selection(32, 'No', '1.70')],
    },
    {
      id: 4,
      kind: 'correct-score',
      name: 'Correct score',
      status: 'open',
      selections: [
        { ...selection(41, '0-0', '50.00'), result: 'lost' },
        selection(42, '1-0', '4.50'),
        selection(43, '2-1', '9.00'),
        selection(44, 'Any other score', '7.00'),
      ],
    },
    {
      // Settled at the first goal: its scorer won.
      id: 5,
      kind: 'first-goalscorer',
      name: 'First goalscorer',
      status: 'settled',
      selections: [
        { ...selection(51, 'J. Walker', '7.50'), result: 'won' },
        { ...selection(52, 'M. Hughes', '15.00'), result: 'lost' },
        { ...selection(53, 'No goalscorer', '14.00'), result: 'lost' },
      ],
    },
  ],
};

const feed: SportsbookFeed = {
  sports: [{ id: 1, slug: 'soccer', name: 'Soccer', liveCount: 1, prematchCount: 0 }],
  tournaments: [{ id: 1, sportId: 1, name: 'Premier Division', country: 'England', featured: true }],
  events: [event],
  updatedAt: '2026-11-27T14:34:00.000Z',
};

const options: SportsbookWidgetOptions = {
  token: 'widget-token',
  locale: 'en_GB',
  currency: 'EUR',
  oddsFormat: 'decimal',
  theme: 'dark',
  features: {},
  basePath: '/sport-betting',
  onRedirect: () => undefined,
};

function fakeApi() {
  const placed: PlaceBetBody[] = [];
  const api = {
    origin: 'http://127.0.0.1:9',
    setToken: () => undefined,
    feed: () => Promise.resolve(feed),
    bets: () => Promise.resolve([] as SportsbookBet[]),
    placeBet: (body: PlaceBetBody) => {
      placed.push(body);
      return Promise.resolve({ bets: [{ uuid: 'b1', status: 'open' } as SportsbookBet], balance: '90.00' });
    },
  } as unknown as WidgetApi;
  return { api, placed };
}

describe('the event page', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
  });

  it('links each event row to its event page with the number of markets it does not show', async () => {
    const navigate = vi.fn();
    const { api } = fakeApi();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting"
        navigate={navigate}
        translator={englishTranslator}
        initialFeed={feed}
      />,
    );
    const row = screen.getByRole('article', { name: /Ashford FC/ });
    // The row keeps to the result and the main total.
    expect(
      within(row)
        .getAllByRole('group')
        .map((group) => group.getAttribute('aria-label')),
    ).toEqual(['Ashford FC - Bramley FC, 1x2', 'Ashford FC - Bramley FC, Total 2.5']);
    const link = within(row).getByRole('link', { name: /\+3 markets/ });
    expect(link).toHaveAttribute('href', '/sport-betting/event/7');
    await userEvent.click(link);
    expect(navigate).toHaveBeenCalledWith('/sport-betting/event/7');
  });

  it('shows the score, the goals and every market; a suspended market and a lost score take no bets', () => {
    const { api } = fakeApi();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting/event/7"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={feed}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Ashford FC vs Bramley FC' })).toBeInTheDocument();
    expect(screen.getByText("34'")).toBeInTheDocument();
    expect(screen.getByText('Goal Ashford FC: J. Walker')).toBeInTheDocument();
    for (const name of ['1x2', 'Total 2.5', 'Both teams to score', 'Correct score', 'First goalscorer'])
      expect(screen.getByRole('button', { name: new RegExp(`^${name}`), expanded: true })).toBeInTheDocument();
    const btts = screen.getByRole('group', { name: 'Ashford FC vs Bramley FC, Both teams to score' });
    for (const button of within(btts).getAllByRole('button')) expect(button).toBeDisabled();
    const scores = screen.getByRole('group', { name: 'Ashford FC vs Bramley FC, Correct score' });
    expect(within(scores).getByRole('button', { name: /0-0/ })).toBeDisabled();
    expect(within(scores).getByRole('button', { name: /2-1/ })).toBeEnabled();
    const scorers = screen.getByRole('group', { name: 'Ashford FC vs Bramley FC, First goalscorer' });
    expect(
      within(scorers)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['J. Walker Won', 'M. Hughes Lost', 'No goalscorer Lost']);
    for (const button of within(scorers).getAllByRole('button')) expect(button).toBeDisabled();
    // A settled market says what won; an open one says nothing of a result.
    expect(
      screen.getByRole('button', { name: 'First goalscorer Result: J. Walker', expanded: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^1x2/, expanded: true })).not.toHaveTextContent('Result');
  });

  it("shows a basketball game's quarters and quarter markets, and a tennis draw's round on the list", async () => {
    const basketball: SportsbookEvent = {
      ...event,
      id: 8,
      sportId: 2,
      tournamentId: 2,
      name: 'Aurora Lions vs Cedar Lions',
      home: 'Aurora Lions',
      away: 'Cedar Lions',
      score: { home: 40, away: 35 },
      minute: 20,
      periods: [
        { home: 28, away: 22 },
        { home: 12, away: 13 },
      ],
      timeline: undefined,
      markets: [
        {
          id: 81,
          kind: 'winner',
          name: 'Quarter 2 - Winner',
          status: 'open',
          selections: [selection(811, 'Aurora Lions', '1.80'), selection(812, 'Cedar Lions', '1.95')],
        },
      ],
    };
    const tennis: SportsbookEvent = {
      ...event,
      id: 9,
      sportId: 3,
      tournamentId: 3,
      name: 'A. Novak vs H. Silva',
      home: 'A. Novak',
      away: 'H. Silva',
      round: 'Quarter-finals',
      timeline: undefined,
    };
    const withDraws: SportsbookFeed = {
      ...feed,
      sports: [
        ...feed.sports,
        { id: 2, slug: 'basketball', name: 'Basketball', liveCount: 1, prematchCount: 0 },
        { id: 3, slug: 'tennis', name: 'Tennis', liveCount: 1, prematchCount: 0 },
      ],
      tournaments: [
        ...feed.tournaments,
        { id: 2, sportId: 2, name: 'Continental League', country: 'Europe', featured: false },
        { id: 3, sportId: 3, name: 'Harbour Open', country: 'World', featured: true },
      ],
      events: [basketball, tennis],
    };
    const { api } = fakeApi();
    const { unmount } = render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting/event/8"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={withDraws}
      />,
    );
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Q1', 'Q2', 'Total']);
    expect(within(table).getByRole('row', { name: /Aurora Lions/ })).toHaveTextContent('Aurora Lions281240');
    expect(screen.getByRole('group', { name: 'Aurora Lions vs Cedar Lions, Quarter 2 - Winner' })).toBeInTheDocument();
    unmount();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={withDraws}
      />,
    );
    expect(screen.getByRole('heading', { name: /Harbour Open/ }).parentElement).toHaveTextContent(
      'Tennis · World · Quarter-finals',
    );
  });

  it('collapses a market group and opens it again', async () => {
    const { api } = fakeApi();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting/event/7"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={feed}
      />,
    );
    const toggle = screen.getByRole('button', { name: /^Correct score/ });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Ashford FC vs Bramley FC, Correct score' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('group', { name: 'Ashford FC vs Bramley FC, Correct score' })).toBeInTheDocument();
  });

  it('puts a correct score on the slip, updates the payout on every keystroke, and keeps the selections when asked', async () => {
    const { api, placed } = fakeApi();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting/event/7"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={feed}
      />,
    );
    const scores = screen.getByRole('group', { name: 'Ashford FC vs Bramley FC, Correct score' });
    await userEvent.click(within(scores).getByRole('button', { name: /2-1/ }));
    const slip = screen.getAllByRole('region', { name: /Betslip/ })[0]!;
    expect(within(slip).getByText('Correct score')).toBeInTheDocument();
    const stake = within(slip).getByRole('textbox', { name: /Stake/ });
    const payout = () => within(slip).getByText('Possible payout').nextElementSibling?.textContent;
    await userEvent.type(stake, '1');
    expect(payout()).toMatch(/9\.00/);
    await userEvent.type(stake, '2');
    expect(payout()).toMatch(/108\.00/);
    await userEvent.click(within(slip).getByRole('switch', { name: 'Keep selections after placing' }));
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(placed).toEqual([expect.objectContaining({ stake: '12', selections: [{ selectionId: 43, odds: '9.00' }] })]);
    expect(await screen.findAllByText('Your bet is placed.')).not.toHaveLength(0);
    // Kept: the pick is still on the slip, pressed on the page.
    expect(within(scores).getByRole('button', { name: /2-1/ })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('casino-sportsbook-keep-selections')).toBe('true');
  });

  it('clears the slip after a bet when keep selections is off (the default)', async () => {
    const { api } = fakeApi();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting/event/7"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={feed}
      />,
    );
    const scores = screen.getByRole('group', { name: 'Ashford FC vs Bramley FC, Correct score' });
    await userEvent.click(within(scores).getByRole('button', { name: /1-0/ }));
    const slip = screen.getAllByRole('region', { name: /Betslip/ })[0]!;
    await userEvent.type(within(slip).getByRole('textbox', { name: /Stake/ }), '5');
    expect(within(slip).getByRole('switch', { name: 'Keep selections after placing' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await userEvent.click(within(slip).getByRole('button', { name: 'Place bet' }));
    expect(await screen.findAllByText('Your bet is placed.')).not.toHaveLength(0);
    expect(within(scores).getByRole('button', { name: /1-0/ })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when the event is no longer in the feed', () => {
    const { api } = fakeApi();
    render(
      <Widget
        api={api}
        options={options}
        path="/sport-betting/event/99"
        navigate={() => undefined}
        translator={englishTranslator}
        initialFeed={feed}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('This event is no longer on offer.');
    // The page keeps a heading with words (an empty one was left before).
    expect(screen.getByRole('heading', { level: 2, name: 'Live and prematch events' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to events/ })).toHaveAttribute('href', '/sport-betting');
  });
});
