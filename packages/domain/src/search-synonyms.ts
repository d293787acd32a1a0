/**
 * Travel words that mean the same thing to someone searching Belize's tours. A search word that is
 * one of a group's `terms` also matches the group's other terms and its `alsoFinds` (narrower
 * words: "cave" finds the ATM cave, "ATM" does not find every cave) that the catalogue uses, as an
 * OR group in the search. Lower case; a term of two or more words is matched as a phrase. English
 * only.
 */
export interface SearchSynonymGroup {
  readonly terms: readonly string[];
  readonly alsoFinds?: readonly string[];
}

export const SEARCH_SYNONYMS: readonly SearchSynonymGroup[] = [
  { terms: ['snorkel', 'snorkeling', 'snorkelling'] },
  { terms: ['ruins', 'ruin'], alsoFinds: ['maya', 'mayan', 'temple', 'temples'] },
  { terms: ['maya', 'mayan'] },
  { terms: ['atm', 'actun tunichil muknal'] },
  { terms: ['cave', 'caves', 'caving'], alsoFinds: ['atm', 'actun tunichil muknal'] },
  { terms: ['dive', 'dives', 'diving', 'scuba'] },
  { terms: ['birding', 'bird watching', 'birdwatching'] },
  { terms: ['zipline', 'ziplining', 'zip line', 'canopy'] },
  { terms: ['manatee', 'manatees', 'sea cow'] },
  { terms: ['sailing', 'sail', 'sailboat'], alsoFinds: ['catamaran'] },
  { terms: ['kayak', 'kayaking', 'canoe', 'canoeing'] },
  { terms: ['waterfall', 'waterfalls'], alsoFinds: ['falls'] },
];
