export * from './Composer';
export { COMPOSER_EMOJI } from './emojiSet';
