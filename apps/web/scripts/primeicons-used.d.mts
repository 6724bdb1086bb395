/** Every icon of PrimeIcons by name ('check'), with its character (0xe909). */
export function primeIconCharacters(): Map<string, number>;
/** The icons named in the web app's and the packages' sources, sorted. */
export function usedPrimeIcons(): string[];
