export declare const A11Y_SPECS: string[];
