// Which catalogue matches Add vehicle's short list shows: the catalogue holds hundreds, so the first ones, and the one
// chosen stays in view whatever the customer types next.

/** How many matches the 100 px list holds before the customer types more. */
export const LIST_LIMIT = 50;

export function shownMatches<T extends { _id: string }>(
  matches: readonly T[],
  chosenId: string | undefined,
  limit = LIST_LIMIT,
): T[] {
  const first = matches.slice(0, limit);
  const picked = matches.find((v) => v._id === chosenId);
  return picked && !first.includes(picked) ? [picked, ...first] : first;
}
