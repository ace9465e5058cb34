// The texts of this area in each language: one file per language, so a page loads only its own (i18n/index.ts).
export { en } from './booking-i18n.en.ts';
export { fr } from './booking-i18n.fr.ts';
