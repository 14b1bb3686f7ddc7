/**
 * True in the demo build (`vite build --mode demo`), false in the deployable build; a constant replaced at build
 * time, so code behind `if (__MCH_DEMO__)` is not in the deployable build at all.
 */
declare const __MCH_DEMO__: boolean;
