import Type, { type Static } from 'typebox';
import { IsoDateTime, Nullable, StringEnum, Uuid } from '../scalars';
import { HARM_ALERT_ACTION_KINDS, HARM_ALERT_STATES, HARM_MARKER_KINDS } from '../vocabulary/harm';

/*
 * Markers of harm (issue 36, docs/harmMarkers.md): the alerts the platform raises as play happens,
 * their evidence and the staff's steps on them.
 */

/** The figures behind an alert and the window they were taken over. */
export const HarmEvidence = Type.Object(
  {
    windowFrom: IsoDateTime({ description: 'The start of the window the figures cover.' }),
    windowTo: IsoDateTime({ description: 'Its end (the posting that raised the alert).' }),
    currency: Nullable(Type.String({ description: 'The currency of the amounts among the figures.' })),
    figures: Type.Record(Type.String(), Type.Union([Type.String(), Type.Integer()]), {
      description:
        'The marker’s figures by name (amounts as decimal strings of the currency, counts and minutes as integers), with the thresholds they were compared with.',
    }),
  },
  { title: 'HarmEvidence' },
);
export type HarmEvidence = Static<typeof HarmEvidence>;

/** A staff step on an alert. */
export const HarmAlertStep = Type.Object(
  {
    kind: StringEnum([...HARM_ALERT_ACTION_KINDS]),
    staffName: Type.String(),
    note: Nullable(Type.String()),
    details: Nullable(Type.Record(Type.String(), Type.Unknown())),
    at: IsoDateTime(),
  },
  { title: 'HarmAlertStep' },
);
export type HarmAlertStep = Static<typeof HarmAlertStep>;

/** An alert: the player, the marker and its evidence, its age and where staff have got with it. */
export const HarmAlert = Type.Object(
  {
    id: Uuid(),
    kind: StringEnum([...HARM_MARKER_KINDS]),
    state: StringEnum([...HARM_ALERT_STATES]),
    player: Type.Object({
      uuid: Uuid(),
      email: Type.String(),
      gamertag: Type.String(),
      firstName: Type.String(),
      lastName: Type.String(),
      country: Type.String(),
    }),
    evidence: HarmEvidence,
    raisedAt: IsoDateTime(),
    ageMinutes: Type.Integer({ minimum: 0, description: 'Whole minutes since it was raised (the platform’s clock).' }),
    firstActionAt: Nullable(IsoDateTime()),
    minutesToFirstAction: Nullable(Type.Integer({ minimum: 0 })),
    closedAt: Nullable(IsoDateTime()),
    steps: Type.Array(HarmAlertStep, { description: 'The staff steps, oldest first (empty in the queue).' }),
  },
  { title: 'HarmAlert' },
);
export type HarmAlert = Static<typeof HarmAlert>;

/** The queue: the alerts, and how quickly staff took their first step (the Dutch rule: within an hour). */
export const HarmAlertQueue = Type.Object(
  {
    items: Type.Array(HarmAlert),
    response: Type.Object({
      days: Type.Integer({ description: 'The alerts raised over these last days are counted.' }),
      raised: Type.Integer({ minimum: 0 }),
      handled: Type.Integer({ minimum: 0, description: 'Of them, those with a first staff step.' }),
      withinTarget: Type.Integer({ minimum: 0, description: 'Of them, those first handled within the target.' }),
      targetMinutes: Type.Integer(),
      medianMinutes: Nullable(Type.Integer({ description: 'The median time to the first step.' })),
      overdue: Type.Integer({ minimum: 0, description: 'Open alerts older than the target.' }),
    }),
  },
  { title: 'HarmAlertQueue' },
);
export type HarmAlertQueue = Static<typeof HarmAlertQueue>;
