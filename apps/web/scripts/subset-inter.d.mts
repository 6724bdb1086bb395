export declare const LATIN_RANGES: readonly (readonly [number, number])[];
export declare const LAYOUT_FEATURES: readonly string[];
export declare const WEB_SUBSETS: readonly (readonly [source: string, target: string])[];
export declare function webSubset(source: string, options?: { everyFeature?: boolean }): Promise<Buffer>;
