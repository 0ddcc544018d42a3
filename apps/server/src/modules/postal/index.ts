// The postal module's surface for other modules: routes (app.ts) and the recipient address check.
export { prefectureMatchesPostalCode } from './postal-check.ts';
