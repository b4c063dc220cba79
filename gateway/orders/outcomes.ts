// What the seed and the simulator record beyond the flow's timestamps: the client's rating of a
// rated order and the basket lines its picker could not find. Drawn from the order's id, so the
// seed and the simulator need no random numbers of their own for them and agree on the weights.

/** Ratings 5 to 1 by weight: mostly content clients, a few unhappy ones. */
const RATINGS: readonly (readonly [number, number])[] = [[5, 60], [4, 22], [3, 9], [2, 4], [1, 5]];
/** Missing basket lines by weight: most orders are picked whole. */
const MISSING_ITEMS: readonly (readonly [number, number])[] = [[0, 90], [1, 7], [2, 3]];

/** A number in [0, 1) from a text (FNV-1a), the same for the same text. */
function unitOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  return hash / 2 ** 32;
}

function pick(choices: readonly (readonly [number, number])[], unit: number): number {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = unit * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return choices[choices.length - 1][0];
}

/** The rating (1-5) the client of order `id` gives. */
export const ratingOf = (id: string): number => pick(RATINGS, unitOf(`rating:${id}`));

/** How many basket lines the picker of order `id` could not find. */
export const missingItemsOf = (id: string): number => pick(MISSING_ITEMS, unitOf(`missing:${id}`));
