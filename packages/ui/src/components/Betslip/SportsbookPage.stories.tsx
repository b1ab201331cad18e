import {
  binomial,
  DEFAULT_BET_KIND,
  formatOdds,
  hasSelection,
  quoteBetslip,
  selectionKey,
  systemSizes,
  toggleSelection,
  type BetKind,
  type BetSelection,
} from '@casino/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleLiveEvent, samplePrematchEvent, sampleSports } from '../../private/sportsbookSamples';
import { EventRow, type SportEvent } from '../EventRow';
import { PopularEvents } from '../PopularEvents';
import { SportsNav } from '../SportsNav';
import { TournamentHeading } from '../TournamentHeading';
import { Betslip, type OddsChangeSetting } from './Betslip';

const events: { tournament: string; category: string; events: SportEvent[] }[] = [
  {
    tournament: 'Premier League',
    category: 'Soccer · England',
    events: [
      { ...sampleLiveEvent, markets: sampleLiveEvent.markets },
      {
        id: 'liv-mci',
        home: 'Liverpool',
        away: 'Manchester City',
        startTime: 'Today 20:00',
        startsAt: '2026-11-21T20:00:00Z',
        markets: [
          {
            id: '1x2',
            label: '1x2',
            outcomes: [
              { id: '1', label: '1', odds: '2.40' },
              { id: 'x', label: 'X', odds: '3.50' },
              { id: '2', label: '2', odds: '2.80' },
            ],
          },
        ],
      },
    ],
  },
  { tournament: 'ATP Finals', category: 'Tennis · World', events: [samplePrematchEvent] },
];

/** The sports page as the first-party widget composes it: sports, tournaments, events and the betslip. */
function SportsbookPage({ signedIn, onPlaceBet }: { signedIn: boolean; onPlaceBet: (kind: BetKind) => void }) {
  const [sport, setSport] = useState('soccer');
  const [slip, setSlip] = useState<BetSelection[]>([]);
  const [kind, setKind] = useState<BetKind>(DEFAULT_BET_KIND);
  const [stake, setStake] = useState('10');
  const [size, setSize] = useState(2);
  const [setting, setSetting] = useState<OddsChangeSetting>('ask');
  const quote = quoteBetslip({ kind, selections: slip, stake, systemSize: size });
  const sizes = systemSizes(slip.length);

  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 14rem) minmax(0, 1fr) minmax(0, 22rem)', gap: 16 }}>
      <SportsNav sports={sampleSports} selectedId={sport} onSelect={setSport} />
      <main style={{ display: 'grid', gap: 16, alignContent: 'start', minWidth: 0 }}>
        {events.map((group) => (
          <section key={group.tournament}>
            <TournamentHeading name={group.tournament} category={group.category} count={group.events.length} />
            {group.events.map((event) => (
              <EventRow
                key={event.id}
                event={{
                  ...event,
                  markets: event.markets.map((market) => ({
                    ...market,
                    outcomes: market.outcomes.map((outcome) => ({
                      ...outcome,
                      selected: hasSelection(slip, { eventId: event.id, marketId: market.id, outcomeId: outcome.id }),
                    })),
                  })),
                }}
                onToggleOutcome={(picked, market, outcome) =>
                  setSlip(
                    toggleSelection(slip, {
                      eventId: picked.id,
                      marketId: market.id,
                      outcomeId: outcome.id,
                      odds: outcome.odds,
                      matchName: `${picked.home} - ${picked.away}`,
                      pickName:
                        outcome.label === '1' ? picked.home : outcome.label === '2' ? picked.away : outcome.label,
                      marketName: market.label,
                    }),
                  )
                }
              />
            ))}
          </section>
        ))}
      </main>
      <aside style={{ display: 'grid', gap: 16, alignContent: 'start' }}>
        <Betslip
          selections={slip.map((selection, index) => ({
            id: selectionKey(selection),
            matchName: selection.matchName,
            pickName: selection.pickName,
            marketName: selection.marketName,
            odds: selection.odds,
            payout: quote.singlePayouts[index],
          }))}
          kind={kind}
          onKindChange={setKind}
          stake={stake}
          onStakeChange={setStake}
          stakeError={quote.errors.stake}
          systemSize={sizes.includes(size) ? size : undefined}
          systemSizes={sizes}
          systemBetCount={(k) => Number(binomial(slip.length, k))}
          onSystemSizeChange={setSize}
          oddsChangeSetting={setting}
          onOddsChangeSettingChange={setSetting}
          summary={{
            totalOdds: quote.totalOdds === null ? null : formatOdds(quote.totalOdds),
            betCount: quote.betCount,
            totalStake: quote.totalStake,
            possiblePayout: quote.possiblePayout,
          }}
          error={slip.length > 0 ? (quote.errors.selections ?? quote.errors.systemSize) : undefined}
          signedIn={signedIn}
          onPlaceBet={() => onPlaceBet(kind)}
          onRemove={(id) => setSlip(slip.filter((selection) => selectionKey(selection) !== id))}
          onErase={() => setSlip([])}
        />
        <PopularEvents
          featured={[
            { id: 'epl', name: 'Premier League', category: 'Soccer · England', count: 2 },
            { id: 'atp', name: 'ATP Finals', category: 'Tennis · World', count: 1 },
          ]}
          sports={sampleSports}
          favoritesCount={0}
        />
      </aside>
    </div>
  );
}

const meta = {
  title: 'Patterns/Sportsbook page',
  component: SportsbookPage,
  args: { signedIn: true, onPlaceBet: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SportsbookPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BuildABetslip: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const slip = within(canvas.getByRole('region', { name: /^Betslip/ }));
    await expect(slip.getByText('Your betslip is empty')).toBeInTheDocument();

    const arsenal = within(canvas.getByRole('group', { name: 'Arsenal - Chelsea, 1x2' })).getByRole('button', {
      name: /^1 1.45/,
    });
    await userEvent.click(arsenal);
    await expect(arsenal).toHaveAttribute('aria-pressed', 'true');
    await expect(slip.getByRole('alert')).toHaveTextContent('A multiple needs at least 2 selections');

    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Liverpool - Manchester City, 1x2' })).getByRole('button', {
        name: '2 2.80',
      }),
    );
    await expect(slip.getAllByRole('listitem')).toHaveLength(2);
    // 10 x 1.45 x 2.80 = 40.60
    await expect(slip.getByText('Possible payout').nextElementSibling).toHaveTextContent('€40.60');

    // A second pick of the same event cannot join the multiple.
    const draw = within(canvas.getByRole('group', { name: 'Arsenal - Chelsea, 1x2' })).getByRole('button', {
      name: 'X 4.20',
    });
    await userEvent.click(draw);
    await expect(slip.getByRole('alert')).toHaveTextContent('Only one selection per event can be combined');
    await userEvent.click(draw);
    await expect(draw).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(slip.getByRole('button', { name: 'Place bet' }));
    await expect(args.onPlaceBet).toHaveBeenCalledWith('multiple');
    await userEvent.click(arsenal);
    await expect(slip.getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Visitor: Story = {
  args: { signedIn: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1 1.95' }));
    await expect(canvas.getByRole('button', { name: 'Sign In & Bet' })).toBeInTheDocument();
  },
};
