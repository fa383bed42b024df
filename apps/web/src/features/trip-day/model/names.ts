/** A traveller as escorts call the roll: surname first, as in the passport. */
export const travellerLabel = (traveller: { firstName: string; lastName: string }) =>
  `${traveller.lastName} ${traveller.firstName}`;
