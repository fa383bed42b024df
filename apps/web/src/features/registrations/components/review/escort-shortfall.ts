import { escortsNeeded, type Departure, type LocalizedText } from '@voyage/domain';

export type EscortShortfall = {
  departureId: number;
  label: LocalizedText;
  /** Approved travellers once these approvals are made. */
  travellers: number;
  escortsNeeded: number;
  /** The escorts named for the departure. */
  escortsAssigned: number;
};

/**
 * The departures that would need more escorts than they have once the given travellers are approved
 * (one escort per 15 travellers, docs/product/rules.md#constants): each traveller counts on their school's
 * departure; one without a departure counts nowhere.
 */
export function escortShortfalls(
  departures: readonly Departure[],
  approving: readonly { departureId: number | null }[],
): EscortShortfall[] {
  const added = new Map<number, number>();
  for (const { departureId } of approving) {
    if (departureId !== null) added.set(departureId, (added.get(departureId) ?? 0) + 1);
  }
  return departures.flatMap((departure) => {
    const adding = added.get(departure.id) ?? 0;
    if (adding === 0) return [];
    const travellers = departure.travellerCount + adding;
    const needed = escortsNeeded(travellers);
    if (needed <= departure.escorts.length) return [];
    return [
      {
        departureId: departure.id,
        label: departure.label,
        travellers,
        escortsNeeded: needed,
        escortsAssigned: departure.escorts.length,
      },
    ];
  });
}
